"""KuPai scenarios: TianJiu with single-tile leads only.

Sources: FACTS.md §2.2 "KuPai"; the GuPai site's Tien Gow variants page ("Ancient tiles":
Tien Gow with 32 tiles and no combinations, from a Macao book, and the warning that 古 may
be a mishearing of 骨); navpil/gupai `RuleSet.kuPai()` (single tiles, discards exposed, no
early death, no growing multiplier); settlement as in TianJiu (GuPai Tien Gow page).
"""

from __future__ import annotations

import json

import pytest

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError, game_class


def wall(*hands: str) -> list[str]:
    return [t for hand in hands for t in hand.split()]


HANDS = (
    "6:6 6:6 1:1 1:1 6:3 5:4 6:2 5:1",
    "4:4 4:4 3:1 3:1 5:5 5:5 3:3 3:3",
    "2:2 2:2 6:5 6:5 6:4 6:4 6:1 6:1",
    "5:1 5:3 5:2 4:3 4:2 4:1 3:2 2:1",
)
DEAL = wall(*HANDS)
# P1 leads its seven winners; the others give up their first tiles, face up.
P1_LEADS = ["6:6 (Heaven)", "6:6 (Heaven)", "1:1 (Earth)", "1:1 (Earth)", "6:3 (Nine)",
            "5:4 (Nine)", "6:2 (Eight)"]  # fmt: skip
SEVEN_TRICKS = [
    action
    for i, lead in enumerate(P1_LEADS)
    for action in (
        f"P1 leads {lead}",
        *(f"P{s + 1} discards {HANDS[s].split()[i]} face up" for s in (1, 2, 3)),
    )
]


def new_state(**options) -> gw.State:
    game = gw.load_game("kupai", **options)
    return game.new_initial_state(deal={"banker": 0, "walls": [DEAL]})


def play(state: gw.State, actions: list[str]) -> gw.State:
    for action in actions:
        state.apply_action(action)
    return state


def texts(state: gw.State) -> set[str]:
    return {a.text for a in state.legal_actions()}


def test_defaults_follow_navpils_reading_of_the_macao_book() -> None:
    defaults = {o.name: o.default for o in game_class("kupai").spec.options}
    assert defaults == {
        "exposed_discards": True,
        "early_death": False,
        "banker_multiplier": "double",
        "over_four_normal_rate": False,
        "deals": 1,
    }
    assert game_class("kupai").spec.players == (4,)


def test_only_single_tiles_may_be_led() -> None:
    state = new_state()
    assert texts(state) == {
        "P1 leads 6:6 (Heaven)",
        "P1 leads 1:1 (Earth)",
        "P1 leads 5:1 (Red mallet six)",
        "P1 leads 6:3 (Nine)",
        "P1 leads 5:4 (Nine)",
        "P1 leads 6:2 (Eight)",
    }
    with pytest.raises(IllegalActionError):
        state.apply_action("P1 leads 6:6 6:6 (Heaven pair)")


def test_discards_are_exposed_by_default() -> None:
    state = play(new_state(), ["P1 leads 6:6 (Heaven)", "P2 discards 4:4 face up"])
    assert state.history[-1].seen_by(0) == "P2 discards 4:4 face up"
    assert state.view(0)["zones"]["trick"] == ["6:6", "4:4"]


def test_discards_face_down_when_the_option_is_off() -> None:
    state = play(new_state(exposed_discards=False), ["P1 leads 6:6 (Heaven)"])
    assert "P2 plays 4:4 face down" in texts(state)
    play(state, ["P2 plays 4:4 face down"])
    assert state.history[-1].seen_by(0) == "P2 plays a tile face down"
    assert state.view(0)["zones"]["trick"] == ["6:6", None]
    assert "4:4" not in json.dumps(state.view(2)["zones"])


def test_every_trick_counts_one_and_the_last_trick_wins() -> None:
    # Tricks P1 7, P2 1 (the last, with Long three over Red mallet six), P3 0, P4 0.
    # P2 wins. The banker P1 took 7: 4 − 7 = −3, doubled, so P2 pays P1 6; P3 and P4 pay
    # P2 5 each. P1 +6, P2 +4.
    state = play(new_state(), SEVEN_TRICKS)
    assert state.view(None)["info"]["tricks_taken"] == [7, 0, 0, 0]
    play(state, ["P1 leads 5:1 (Red mallet six)", "P2 follows 3:3"])
    assert texts(state) == {"P3 discards 6:1 face up"}  # 6:1 beats 5:1 but not 3:3
    play(state, ["P3 discards 6:1 face up", "P4 discards 2:1 face up"])
    assert state.view(None)["info"]["results"][0]["tricks"] == [7, 1, 0, 0]
    assert state.returns() == [6, 4, -5, -5]


def test_early_death_when_chosen() -> None:
    # On the single-tile last trick P2, P3 and P4 have no trick: all must give up, and the
    # banker takes all 8: 5 × 2 from each.
    state = play(new_state(early_death=True), [*SEVEN_TRICKS, "P1 leads 5:1 (Red mallet six)"])
    assert texts(state) == {"P2 discards 3:3 face up"}
    play(state, ["P2 discards 3:3 face up", "P3 discards 6:1 face up", "P4 discards 2:1 face up"])
    assert state.returns() == [30, -10, -10, -10]


def test_the_page_says_the_name_may_be_a_misreading() -> None:
    spec = game_class("kupai").spec
    assert spec.native_name == "古牌"
    assert "骨牌" in spec.summary and "misreading" in spec.summary
    module = __import__(game_class("kupai").__module__, fromlist=["_"])
    assert "misreading" in module.__doc__ and "骨牌" in module.__doc__
