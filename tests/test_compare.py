"""Variants side by side (gw.compare): one deal under several rule sets, stepped together,
every difference of play or settlement marked, and nothing drawn a seat may not see."""

from __future__ import annotations

import re

import pytest

import gupai_widgets as gw
from gupai_widgets.render.compare import CompareFrames
from gupai_widgets.render.replay import ReplayFrames

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


def test_each_rule_set_is_one_table_under_its_name_in_both_layouts() -> None:
    """Each rule set's table drawn as a table is, wide and narrow, one under the other under
    its name (what a page without the script, or printed, shows); each one's marks tagged
    with its place, its top and height given, for the stepper to show it alone; a button
    per rule set, the first pressed."""
    from gupai_widgets.render.compare import GAP, HEAD
    from gupai_widgets.render.table import NARROW_WIDTH, TABLE_WIDTH

    replays = [gw.play(gw.load_game("jielong", two_arms=arms), seed=3) for arms in (False, True)]
    replays.append(replays[0])
    frames = CompareFrames(replays, ["a", "b", "c"])
    single = ReplayFrames(replays[0], [None])
    for layout, one, width in (
        (frames.wide, single.wide, TABLE_WIDTH),
        (frames.narrow, single.narrow, NARROW_WIDTH),
    ):
        assert layout.width == one.width == width
        assert layout.highs[0] == layout.highs[2] == one.height
        tops = [HEAD, 2 * HEAD + layout.highs[0] + GAP]
        tops.append(tops[1] + layout.highs[1] + GAP + HEAD)
        assert layout.tops == tuple(tops)
        assert layout.height == tops[2] + layout.highs[2]
    marks = "".join(frames.frame_marks(0) + frames.frame_marks(0, narrow=True))
    found = re.findall(
        r'<text class="gw-n gw-m gw-rh" x="([\d.]+)" y="([\d.]+)">(\w)</text>', marks
    )
    assert [(name, float(x), float(y)) for x, y, name in found] == [
        *(
            (name, TABLE_WIDTH / 2, top - 7)
            for name, top in zip("abc", frames.wide.tops, strict=True)
        ),
        *(
            (name, NARROW_WIDTH / 2, top - 7)
            for name, top in zip("abc", frames.narrow.tops, strict=True)
        ),
    ]
    # Every other mark is one rule set's, moved to its table's top.
    shifts = re.findall(r'<g data-r="(\d)" transform="translate\(0 ([\d.]+)\)">', marks)
    assert {(int(r), float(y)) for r, y in shifts} == {
        *enumerate(frames.wide.tops),
        *enumerate(frames.narrow.tops),
    }
    html = frames.html()
    assert 'data-tops="{}"'.format(" ".join(f"{t:g}" for t in frames.wide.tops)) in html
    buttons = re.findall(
        r'<button type="button" data-rule="(\d)" aria-pressed="(\w+)"[^>]*>(\w)<', html
    )
    assert buttons == [("0", "true", "a"), ("1", "false", "b"), ("2", "false", "c")]
