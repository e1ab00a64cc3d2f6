"""Variants side by side (gw.compare): one deal under several rule sets, stepped together,
every difference of play or settlement marked, and nothing drawn a seat may not see."""

from __future__ import annotations

import re

import pytest

import gupai_widgets as gw
from gupai_widgets.render.compare import CompareFrames

ESCAPED = {"plain": {"deals": 1}, "deer escaped": {"deals": 1, "deer_escaped": True}}


@pytest.fixture(scope="module")
def deer() -> gw.ReplayViewer:
    return gw.compare("deer_hunt", ESCAPED, seed=4)


def test_the_variants_play_the_same_deal_in_step(deer) -> None:
    frames = deer._frames
    plain, escaped = frames.replays
    # The deer escaping changes who scores a trick, never who leads it (the best tile's
    # player leads next either way): the same moves, other settlements (the GuPai site).
    assert plain.actions == escaped.actions and plain.returns != escaped.returns
    assert frames.steps == len(plain.actions)
    assert set(frames.differs) == {"", "settles differently"}
    last = frames.captions["o"][-1]
    assert "≠ Settlements: plain: " in last and "; deer escaped: " in last
    chapters = dict((name, step) for step, name in frames.chapters)
    assert chapters["First difference"] == frames.differs.index("settles differently")


def test_a_move_that_differs_is_marked_over_every_table() -> None:
    viewer = gw.compare("tianjiu", {"standard": {}, "early death": {"early_death": True}}, seed=3)
    frames = viewer._frames
    steps = [s for s, d in enumerate(frames.differs) if d == "plays differently"]
    # Early death changes only the last trick of this deal, where a seat with no trick
    # must play face down.
    assert steps == [24]
    for step in steps:
        a, b = (r.actions[step - 1] if step <= len(r.actions) else None for r in frames.replays)
        assert a != b
        svg = frames.frame_svg(step)
        assert svg.count("≠ plays differently") == 2
        assert frames.captions["o"][step].startswith("≠ Plays differently.")


def test_a_seat_sees_only_its_own_hand_in_every_variant() -> None:
    frames = CompareFrames(
        [gw.play(gw.load_game("jielong", two_arms=arms), seed=3) for arms in (False, True)],
        ["one arm", "two arms"],
        seat=0,
    )
    for step in (0, frames.steps // 2):
        svg = frames.frame_svg(step, 0)
        faces = set(re.findall(r'href="#gw-t-\w+-(\d\d)', svg))
        shown = set()
        for replay in frames.replays:
            states = replay.states()
            table = states[min(step, len(states) - 1)].table(0)
            for seat in table.seats:
                shown |= {f"{p.high}{p.low}" for p in seat.hand if p is not None}
                shown |= {f"{p.high}{p.low}" for g in seat.front for p in g.pieces if p}
            shown |= {f"{max(a, b)}{min(a, b)}" for a, b in table.centre.line}
        assert faces == shown


@pytest.mark.parametrize(
    ("variants", "message"),
    [
        ({"only one": {}}, "two or more"),
        ({"a": {}, "b": ["two_arms"]}, "must be a mapping"),
        ("two_arms", "two or more"),
    ],
)
def test_bad_variants_are_refused_clearly(variants, message) -> None:
    with pytest.raises(gw.GameError, match=message):
        gw.compare("jielong", variants)


def test_an_unknown_option_names_the_game_and_its_options() -> None:
    with pytest.raises(gw.OptionError, match="two_arms"):
        gw.compare("jielong", {"a": {}, "b": {"three_arms": True}})


def test_four_rule_sets_stack_two_abreast_and_one_a_row_on_a_phone() -> None:
    """Each table at the size of one phone's table (so a class reads it on a projector):
    two abreast in the wide layout, one under the other in the narrow one."""
    from gupai_widgets.render.compare import ABREAST, GAP, HEAD
    from gupai_widgets.render.table import NARROW_WIDTH

    replays = [
        gw.play(gw.load_game("jielong", two_arms=arms), seed=3) for arms in (False, True) * 2
    ]
    frames = CompareFrames(replays, ["a", "b", "c", "d"])
    table = (frames.narrow.height - 3 * GAP) / 4  # a table under its name
    assert (frames.wide.width, frames.wide.height) == (
        ABREAST * NARROW_WIDTH + GAP,
        2 * table + GAP,
    )
    assert frames.narrow.width == NARROW_WIDTH
    # The names over the tables, in the wide layout then in the narrow one.
    marks = "".join(frames.frame_marks(0) + frames.frame_marks(0, narrow=True))
    found = re.findall(r'<text class="gw-n gw-m" x="([\d.]+)" y="([\d.]+)">([abcd])</text>', marks)
    places = [(name, float(x), float(y)) for x, y, name in found]
    half, right, below = NARROW_WIDTH / 2, NARROW_WIDTH + GAP + NARROW_WIDTH / 2, table + GAP
    assert places == [
        ("a", half, HEAD - 7),
        ("b", right, HEAD - 7),
        ("c", half, below + HEAD - 7),
        ("d", right, below + HEAD - 7),
        *((name, half, k * below + HEAD - 7) for k, name in enumerate("abcd")),
    ]
