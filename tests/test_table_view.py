"""Drawing a TableView (render/table.py, render/centres.py): one layout per kind of
centre, none per game. Each kind is drawn here from a TableView made by hand, as the coming
families (banker, fishing, draw-and-discard, solitaire) will make them, so they arrive at a
table that already fits them."""

from __future__ import annotations

from xml.etree import ElementTree

import pytest

import gupai_widgets as gw
from gupai_widgets.engine.table import CENTRE_KINDS, Centre, Group, Pile, SeatView, TableView
from gupai_widgets.render.table import table_svg

T = gw.tiles


SECOND_SEAT = {
    "detail": "banker ×2",
    "to_move": True,
    "front": (Group(tuple(T("3:3")), down=True),),
    "front_label": "face down",
}


def seats(hands: list[str], viewer: int | None) -> tuple[SeatView, ...]:
    return tuple(
        SeatView(
            name=f"P{s + 1}",
            hand=tuple(t if viewer in (None, s) else None for t in T(hand)),
            **(SECOND_SEAT if s == 1 else {}),
        )
        for s, hand in enumerate(hands)
    )


HANDS = ["6:6 5:5 4:2", "1:1 3:1 6:5", "4:4 2:2 6:1", "5:1 6:3 5:4"]


def sample(kind: str, viewer: int | None = 0, players: int = 4) -> TableView:
    """A position of a game of each family, as its game would describe it."""
    hands = HANDS[:players]
    if kind == "line":
        centre = Centre("line", "open end: 3", line=((6, 2), (2, 4), (4, 3)), room=20,
                        last_end="right")  # fmt: skip
    elif kind == "trick":
        centre = Centre("trick", "P1 led Heaven", groups=(
            Group(tuple(T("6:6")), seat=0, best=True), Group((None,), seat=1, down=True),
        ))  # fmt: skip
    elif kind == "lake":
        centre = Centre("lake", "the lake", stock=24, room=16, groups=(
            Group(tuple(T("6:6 6:6")), label="12 pips"), Group(tuple(T("5:4")), label="9"),
            Group(tuple(T("3:3 4:2")), label="6"),
        ))  # fmt: skip
    elif kind == "pot":
        centre = Centre("pot", "banker P2 · stakes", groups=(
            Group(tuple(T("6:6 5:1")), seat=1, label="P2 high: 8"),
            Group(tuple(T("2:2 3:1")), seat=1, label="P2 low: 8", best=True),
            Group((), label="pot 12"),
        ))  # fmt: skip
    elif kind == "wall":
        centre = Centre("wall", "P3 may claim 5:5", stock=40, room=24, groups=(
            Group(tuple(T("5:5 2:1 6:4")), label="discards"),
            Group(tuple(T("4:4")), seat=2, label="claim"),
        ))  # fmt: skip
    elif kind == "groups":
        centre = Centre("groups", "swap two tiles", room=32, groups=tuple(
            Group(tuple(T(g)), label=name) for g, name in (
                ("6:6 5:5 4:4", "Big dragon"), ("1:1 2:2 3:3", "Small dragon"),
                ("6:3 5:4 3:1", "?"), ("4:2 2:1", "pair"),
            )
        ))  # fmt: skip
    else:
        centre = Centre("none")
    return TableView(
        game='A game & <its> "test"',
        viewer=viewer,
        seats=seats(hands, viewer),
        centre=centre,
        back=gw.Tile(6, 6),
        hand_room=3,
        front_room=4,
        panel=("bids: P1 hold", "trump ♠"),
        panel_room=3,
        piles=(Pile("wall", (None, None, None)),),
        to_move=1,
        moved_to="centre",
    )


def parse(svg: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg)


@pytest.mark.parametrize("kind", CENTRE_KINDS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_kind_of_centre_draws_a_table(kind: str, players: int) -> None:
    table = sample(kind, players=players)
    svg = table_svg(table)
    root = parse(svg)
    assert root.get("role") == "img" and "&lt;its&gt;" in svg, "the title is escaped"
    shown = [p for g in table.centre.groups for p in g.pieces if p is not None]
    for piece in shown:
        assert f"#t{piece.code}" in svg or piece.code in svg, f"{kind}: {piece} not drawn"
    assert "P2" in svg and "banker ×2" in svg and "▶ to play" in svg
    assert svg == table_svg(table), "the drawing is deterministic"


def test_a_seat_sees_backs_where_hands_are_hidden() -> None:
    mine = table_svg(sample("trick", viewer=0))
    everyone = table_svg(sample("trick", viewer=None))
    assert mine.count("gw-down") == everyone.count("gw-down") == 1
    assert mine != everyone


def test_the_size_of_a_table_does_not_depend_on_what_lies_on_it() -> None:
    empty = sample("line")
    full = TableView(**{**{f: getattr(empty, f) for f in empty.__dataclass_fields__},
                        "centre": Centre("line", line=((6, 6),) * 20, room=20)})  # fmt: skip
    assert parse(table_svg(empty)).get("height") == parse(table_svg(full)).get("height")


def test_an_unknown_kind_of_centre_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown centre kind 'moon'"):
        TableView("g", 0, (), Centre("moon"), gw.Tile(6, 6), 1, 1)
