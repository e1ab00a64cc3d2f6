"""What a table and a replay's chapters say agrees with the rules and the captions: the
banker named is the one settled with, partnerships and their red pips are shown, a face-down
play is marked as one even where its face shows, labels sit at what they name."""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest

import gupai_widgets as gw
from gupai_widgets.render.replay import ReplayFrames

SVG = "{http://www.w3.org/2000/svg}"


def played_until(game_id: str, seed: int, stop, **options) -> gw.State:
    """A seeded bot match, stopped at the first position where `stop(state)` holds."""
    game = gw.load_game(game_id, **options)
    state = game.new_initial_state(seed=seed)
    bots = [game.make_bot(seed * 10 + s) for s in range(game.players)]
    while not state.is_terminal() and not stop(state):
        state.apply_action(state.ask(bots[state.current_player]))
    return state


@pytest.mark.parametrize("seed", range(6))
def test_tianjiu_names_the_banker_settled_with_once_the_deal_is_over(seed) -> None:
    state = played_until("tianjiu", seed, lambda s: False)
    last = state.results[-1]
    for viewer in (None, 0):
        details = [seat.detail for seat in state.table(viewer).seats]
        bankers = [s for s, d in enumerate(details) if d.startswith("banker")]
        assert bankers == [last.banker], details
        assert details[last.banker].startswith(f"banker ×{last.multiplier}")
        assert [s for s, d in enumerate(details) if "★ wins" in d] == [last.winner]
        # The settlement the caption gives is the one each seat shows.
        for s, detail in enumerate(details):
            assert detail.endswith(gw.engine.signed(last.payments[s]))


def test_tianjiu_names_the_banker_of_the_deal_in_play() -> None:
    state = played_until("tianjiu", 1, lambda s: len(s.history) == 5)
    details = [seat.detail for seat in state.table(2).seats]
    assert details[state.banker].startswith("banker ×2")
    assert sum(d.startswith("banker") for d in details) == 1


def test_deer_hunt_shows_the_partnerships_and_their_red_pips() -> None:
    state = played_until("deer_hunt", 4, lambda s: len(s.tricks) == 5)
    for viewer in (None, 0, 1):
        table = state.table(viewer)
        assert [seat.side for seat in table.seats] == ["P1–P3", "P2–P4", "P1–P3", "P2–P4"]
        taken = state.red_pips_taken(viewer)
        pips = f"red pips taken: P1–P3 {taken[0] + taken[2]} · P2–P4 {taken[1] + taken[3]}"
        assert pips in table.panel[1], table.panel
    # Counted from the tiles in each pile (red pips: FACTS §2.2, pagat's Deer Hunt).
    pile = [w.piece for w in state.won[0] + state.won[2]]
    assert state.red_pips_taken(None)[0] + state.red_pips_taken(None)[2] == sum(
        t.red_pips for t in pile
    )
    drawn = gw.render.table_svg(state.table(0))
    assert "P1–P3" in drawn and "red pips taken" in drawn


@pytest.mark.parametrize(
    ("game_id", "options"), [("tianjiu", {}), ("deer_hunt", {"tien_gow_style": True})]
)
def test_a_face_down_play_is_marked_face_down_even_where_its_face_shows(game_id, options) -> None:
    state = played_until(game_id, 2, lambda s: any(not p.face_up for p in s.plays), **options)
    index = next(i for i, p in enumerate(state.plays) if not p.face_up)
    player = state.plays[index].seat
    for viewer, face_shown in (
        (None, True),
        (player, True),
        ((player + 1) % state.num_players, False),
    ):
        group = state.table(viewer).centre.groups[index]
        assert group.down and group.seat == player
        assert (None not in group.pieces) == face_shown
    # Drawn faded, in the middle and in the won piles of the open view.
    root = ElementTree.fromstring(gw.render.table_svg(state.table(None)))
    assert any(g.get("class") == "gw-down" for g in root.iter(f"{SVG}g"))


def label_position(svg: str, label: str) -> tuple[float, float]:
    root = ElementTree.fromstring(svg)
    for text in root.iter(f"{SVG}text"):
        if text.text and text.text.startswith(label):
            return float(text.get("x")), float(text.get("y"))
    raise AssertionError(f"no label {label!r}")


@pytest.mark.parametrize("leader_side", [0, 1, 2, 3])
def test_the_lead_is_labelled_beside_the_leaders_own_play(leader_side) -> None:
    state = None
    for seed in range(40):
        state = played_until(
            "tianjiu", seed, lambda s: len(s.plays) == 1 and s.plays[0].seat == leader_side
        )
        if state.plays:
            break
    assert state is not None and state.plays
    table = state.table(0)
    lead = table.centre.groups[0]
    assert lead.seat == leader_side and lead.label.startswith("led ")
    x, y = label_position(gw.render.table_svg(table), "led ")
    width = float(ElementTree.fromstring(gw.render.table_svg(table)).get("viewBox").split()[2])
    # P1 sits at the bottom, then round the table; the label lies on the leader's side.
    if leader_side == 0 or leader_side == 2:
        assert abs(x - width / 2) < 60
    elif (leader_side == 1) == gw.load_game("tianjiu").spec.clockwise:
        assert x < width / 2
    else:
        assert x > width / 2


def test_the_open_end_of_a_snaking_dragon_is_labelled_where_it_lies() -> None:
    state = played_until("jielong", 3, lambda s: len(s.chain) >= 20)
    table = state.table(None)
    right = state.ends[1]
    assert table.centre.ends[1] == f"open {right}"
    svg = gw.render.table_svg(table)
    label_x, label_y = label_position(svg, f"open {right}")
    # The dragon's tiles lie on their side, drawn in chain order; the last one has snaked
    # rows below the first, and the label is just over it.
    root = ElementTree.fromstring(svg)
    lying = [
        u for u in root.iter(f"{SVG}use")
        if u.get("y") and re.search(r"^#gw-t-\w+-\d\d-hr?$", u.get("href", ""))
    ]  # fmt: skip
    assert len(lying) == len(state.chain)
    first, last = lying[0], lying[-1]
    x, y, w = (float(last.get(k)) for k in ("x", "y", "width"))
    assert y > float(first.get("y")) + 20
    assert y - 12 <= label_y <= y and abs(label_x - (x + w / 2)) <= 1


def test_a_chapter_opens_on_the_frame_of_its_first_move() -> None:
    replay = gw.play(gw.load_game("tianjiu"), seed=3)
    frames = ReplayFrames(replay, (None,))
    follow = next(step for step, name in frames.chapters if name == "Follow")
    first_follow = next(i for i, (_, phase) in enumerate(replay.marks) if phase == "follow")
    # Frame n shows the position after move n - 1, with that move's caption.
    assert follow == first_follow + 1
    assert frames.captions["o"][follow].startswith(replay.captions[first_follow][:20])
    assert re.search(r"\bP\d (plays|follows)", frames.captions["o"][follow])
