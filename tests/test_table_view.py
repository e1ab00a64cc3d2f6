"""Drawing a TableView (render/table.py, render/centres.py): one layout per kind of
centre, none per game. Each kind is drawn here from a TableView made by hand, as the coming
families (banker, fishing, draw-and-discard, solitaire) will make them, so they arrive at a
table that already fits them."""

from __future__ import annotations

import math
from collections import Counter
from xml.etree import ElementTree

import pytest
from test_table_render import faces

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


# -- five to ten seats round an oval -------------------------------------------------------

CHAR_WIDTH = {"gw-n": 8.6, "gw-d": 7.4, "gw-s": 6.6, "gw-t": 7.4}  # at most, about, per class
FONT_HEIGHT = 14.0


def oval_sample(players: int, viewer: int | None, kind: str = "pot") -> TableView:
    """A banker round at `players` seats: each seat's five tiles, its two groups in the pot
    (face down to the others), a wall; long seat names, as a replay's bots give them."""
    faces = [t for t in gw.chinese_set()]
    hands = (
        [tuple(faces[5 * s : 5 * s + 5]) for s in range(players)]
        if players <= 6
        else [tuple(faces[(3 * s + k) % 32] for k in range(3)) for s in range(players)]
    )
    sees = [viewer in (None, s) for s in range(players)]
    groups = tuple(
        Group(tuple(t if sees[s] else None for t in hand[:k]) if k == 1 else
              tuple(t if sees[s] else None for t in hand[1:]), seat=s,
              label=f"P{s + 1} {'high' if k == 1 else 'low'}: {s} points", down=not sees[s])
        for s, hand in enumerate(hands) for k in (1, 2)
    )  # fmt: skip
    seats_ = tuple(
        SeatView(
            name=f"P{s + 1}",
            hand=tuple(t if sees[s] else None for t in hands[s]),
            detail="banker" if s == 1 else f"stake {s} · last round +{s}",
            to_move=s == 2,
        )
        for s in range(players)
    )
    centre = Centre(kind, "bank: P2", groups=groups if kind == "pot" else (), room=5 * players)
    return TableView(
        game="Oval", viewer=viewer, seats=seats_, centre=centre, back=gw.Tile(6, 6),
        hand_room=len(hands[0]), front_room=0, panel=("round 1 of 4",), panel_room=2,
        piles=(Pile("wall", (None,) * 4),), to_move=2,
    )  # fmt: skip


def drawn_boxes(root: ElementTree.Element) -> tuple[list, list]:
    """The boxes of the placed pieces and, estimated from their length, of the words."""
    svg = "{http://www.w3.org/2000/svg}"
    pieces = []
    for use in root.iter(f"{svg}use"):
        if use.get("width") is not None:
            x, y = float(use.get("x")), float(use.get("y"))
            pieces.append((x, y, x + float(use.get("width")), y + float(use.get("height"))))
    lines = []
    for element in root.iter(f"{svg}text"):
        css = element.get("class", "").split()
        width = len(element.text or "") * max(CHAR_WIDTH.get(c, 0.0) for c in css)
        x, y = float(element.get("x")), float(element.get("y"))
        left = x - width / 2 if "gw-m" in css else x - width if "gw-r" in css else x
        lines.append((left, y - FONT_HEIGHT + 3, left + width, y + 3, element.text))
    return pieces, lines


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("players", range(5, 11))
@pytest.mark.parametrize("viewer", [None, 0, 3])
def test_five_to_ten_seats_sit_round_an_oval(players: int, viewer: int | None) -> None:
    table = oval_sample(players, viewer)
    svg = table_svg(table, names=[f"a bot with a long name {s}" for s in range(players)])
    root = parse(svg)
    width, height = float(root.get("width")), float(root.get("height"))
    # Every piece the seat may see is placed once per place it lies: the hands and groups
    # listed in the table, hidden ones as backs.
    shown = Counter(
        "back" if p is None else p.code
        for pieces in [s.hand for s in table.seats] + [g.pieces for g in table.centre.groups]
        for p in pieces
    )
    shown["back"] += 4  # the wall
    assert faces(root) == shown
    pieces, lines = drawn_boxes(root)
    for box in pieces + [line[:4] for line in lines]:
        assert 0 <= box[0] and box[2] <= width and 0 <= box[1] and box[3] <= height, box
    # Legible: no two lines of words cross, and no words lie on a piece.
    for k, a in enumerate(lines):
        for b in lines[k + 1 :]:
            assert not overlap(a, b), (a[4], b[4])
        for piece in pieces:
            assert not overlap(a, piece), a[4]
    for s in range(players):
        assert f">P{s + 1} · a bot" in svg, f"P{s + 1} is named"
    assert "▶ to play" in svg


def round_order(points: dict[str, tuple[float, float]]) -> list[str]:
    """The keys in the order they go round the points' middle, starting from the lowest."""
    mx = sum(x for x, _ in points.values()) / len(points)
    my = sum(y for _, y in points.values()) / len(points)
    ordered = sorted(points, key=lambda k: math.atan2(points[k][1] - my, points[k][0] - mx))
    lowest = max(points, key=lambda k: points[k][1])
    start = ordered.index(lowest)
    return ordered[start:] + ordered[:start]


@pytest.mark.parametrize("players", range(5, 11))
@pytest.mark.parametrize("clockwise", [False, True])
def test_round_an_oval_each_seats_groups_lie_on_its_side(players: int, clockwise: bool) -> None:
    """Going round the middle, the seats' groups come in the order the seats sit, the
    viewer's lowest."""
    table = oval_sample(players, 0)
    table = TableView(**{**{f: getattr(table, f) for f in table.__dataclass_fields__},
                         "clockwise": clockwise})  # fmt: skip
    texts = list(parse(table_svg(table)).iter("{http://www.w3.org/2000/svg}text"))
    labels = {e.text.split()[0]: (float(e.get("x")), float(e.get("y")))
              for e in texts if " high:" in (e.text or "")}  # fmt: skip
    names = {e.text: (float(e.get("x")), float(e.get("y")))
             for e in texts if "gw-n" in e.get("class", "").split()}  # fmt: skip
    assert len(labels) == len(names) == players
    assert round_order(labels)[0] == round_order(names)[0] == "P1"
    assert round_order(labels) == round_order(names)


def test_clockwise_mirrors_the_oval() -> None:
    table = oval_sample(7, 0)
    mirrored = TableView(**{**{f: getattr(table, f) for f in table.__dataclass_fields__},
                            "clockwise": True})  # fmt: skip

    def where(t: TableView) -> dict:
        root = parse(table_svg(t))
        return {e.text: float(e.get("x")) for e in root.iter("{http://www.w3.org/2000/svg}text")
                if e.get("class", "").startswith("gw-n")}  # fmt: skip

    plain, mirror = where(table), where(mirrored)
    # P2 sits after the viewer: on the right counter-clockwise, on the left clockwise.
    assert plain["P2"] > 450 > mirror["P2"]


def test_more_than_ten_seats_are_refused() -> None:
    with pytest.raises(ValueError, match="no table is laid out for 11 players"):
        table_svg(oval_sample(11, 0))
