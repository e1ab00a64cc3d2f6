"""KuPai scenarios: TianJiu with single-tile leads only.

Sources: FACTS.md §2.2 "KuPai"; the GuPai site's Tien Gow variants page ("Ancient tiles":
Tien Gow with 32 tiles and no combinations, from a Macao book, and the warning that 古 may
be a mishearing of 骨); navpil/gupai `RuleSet.kuPai()` (single tiles, discards exposed, no
early death, no growing multiplier); settlement as in TianJiu (GuPai Tien Gow page).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from scenario import page_stats, play, search_shown, texts, wall

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError, game_class
from gupai_widgets.games.trick_taking.tianjiu import TianJiuFacts

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


def facts(state: gw.State) -> TianJiuFacts:
    found = state.observe(None).facts
    assert isinstance(found, TianJiuFacts)
    return found


def new_state(banker: int = 0, **options) -> gw.State:
    """HANDS dealt in every deal of the match, `banker` the first banker.

    `new_initial_state` fixes the first deal; the match's shuffles (`state.deal`) hold one
    wall per deal (Tiles, P1's hand first), so the later deals are put there."""
    game = gw.load_game("kupai", **options)
    state = game.new_initial_state(hands=[h.split() for h in HANDS], dealer=banker, seed=0)
    walls = state.deal.walls
    dealt = tuple(gw.Tile.parse(t) for t in DEAL)
    state.deal = replace(state.deal, walls=(walls[0], *(dealt for _ in walls[1:])))
    return state


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
    assert facts(state).tricks_taken == (7, 0, 0, 0)
    play(state, ["P1 leads 5:1 (Red mallet six)", "P2 follows 3:3"])
    assert texts(state) == {"P3 discards 6:1 face up"}  # 6:1 beats 5:1 but not 3:3
    play(state, ["P3 discards 6:1 face up", "P4 discards 2:1 face up"])
    assert facts(state).results[0].units == (7, 1, 0, 0)
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


# -- added with the KuPai page (notebooks/kupai.py): every rule statement on it has a test ------

LAST_TRICK_P2 = ["P1 leads 5:1 (Red mallet six)", "P2 follows 3:3", "P3 discards 6:1 face up",
                 "P4 discards 2:1 face up"]  # fmt: skip
LAST_TRICK_SWEEP = ["P1 leads 5:1 (Red mallet six)", "P2 discards 3:3 face up",
                    "P3 discards 6:1 face up", "P4 discards 2:1 face up"]  # fmt: skip


def test_four_players_take_eight_tiles_each_and_the_banker_leads_gupai() -> None:
    # GuPai Tien Gow page: 32 tiles, 8 to each of 4 players, the banker leads the first trick.
    state = new_state(banker=2)
    zones = state.view(None)["zones"]
    for s, hand in enumerate(HANDS):
        assert sorted(zones[f"hand {s}"]) == sorted(hand.split())
    assert state.current_player == 2
    assert state.explain(state.legal_actions()[0]).startswith(
        "P3 was chosen as banker and leads the first trick"
    )


def test_a_single_is_beaten_only_by_a_higher_tile_of_its_suit_gupai() -> None:
    # GuPai Tien Gow page: a single falls only to a higher tile of the same suit; nobody has
    # to beat. P1 leads the lowest civil tile: P2 may beat it with any civil tile or not.
    state = play(new_state(), ["P1 leads 5:1 (Red mallet six)"])
    assert texts(state) == {
        "P2 follows 4:4", "P2 follows 3:1", "P2 follows 5:5", "P2 follows 3:3",
        "P2 discards 4:4 face up", "P2 discards 3:1 face up", "P2 discards 5:5 face up",
        "P2 discards 3:3 face up",
    }  # fmt: skip
    play(state, ["P2 follows 3:3"])
    # The best so far is now Long three: P3's 2:2, 6:5, 6:4 and 6:1 beat the lead but not it.
    assert {a.kind for a in state.legal_actions()} == {"discard"}
    play(state, ["P3 discards 2:2 face up"])
    # P4's 5:1 equals the lead and its military tiles are of the other suit.
    assert {a.kind for a in state.legal_actions()} == {"discard"}
    with pytest.raises(IllegalActionError):
        state.apply_action("P4 follows 5:3")


def test_equal_military_singles_tie_and_the_first_stays_best_gupai() -> None:
    # P1 leads an Eight; P4's 5:3 is an Eight too, so it cannot beat: the first stays best.
    state = play(new_state(), ["P1 leads 6:2 (Eight)", "P2 discards 4:4 face up",
                               "P3 discards 2:2 face up"])  # fmt: skip
    assert {a.kind for a in state.legal_actions()} == {"discard"}
    with pytest.raises(IllegalActionError):
        state.apply_action("P4 follows 5:3")
    assert "they are equal, and between equals the one played first stays best" in (
        state.explain("P4 discards 5:3 face up")
    )


def test_the_taker_of_a_trick_leads_the_next_pagat() -> None:
    state = play(new_state(), ["P1 leads 5:1 (Red mallet six)", "P2 follows 3:3",
                               "P3 discards 2:2 face up", "P4 discards 5:1 face up"])  # fmt: skip
    assert state.current_player == 1
    assert facts(state).tricks_taken == (0, 1, 0, 0)
    assert {a.kind for a in state.legal_actions()} == {"lead"}


@pytest.mark.parametrize(
    ("over_four", "returns"),
    [
        # The banker P1 took 7 tricks and lost to P2: 4 − 7 = −3, so P2 pays P1 3, doubled
        # to 6 by default; at the normal rate 3. P3 and P4 took none: 5 each to P2.
        (False, [6, 4, -5, -5]),
        (True, [3, 7, -5, -5]),
    ],
)
def test_a_losing_banker_with_more_than_4_tricks_at_the_normal_rate_gupai(
    over_four: bool, returns: list[int]
) -> None:
    state = play(new_state(over_four_normal_rate=over_four), [*SEVEN_TRICKS, *LAST_TRICK_P2])
    assert state.returns() == returns


@pytest.mark.parametrize(
    ("multiplier", "returns"),
    [
        # The banker P1 takes all 8 tricks in both deals: the others pay 5 each, ×2 and ×2
        # with the plain doubling, ×2 then ×3 with the growing multiplier.
        ("double", [60, -20, -20, -20]),
        ("growing", [30 + 45, -25, -25, -25]),
    ],
)
def test_a_banker_who_wins_stays_banker_plain_or_growing_gupai(
    multiplier: str, returns: list[int]
) -> None:
    state = new_state(deals=2, banker_multiplier=multiplier)
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_SWEEP])
    assert (facts(state).banker, state.current_player) == (0, 0)
    assert facts(state).multiplier == (2 if multiplier == "double" else 3)
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_SWEEP])
    assert state.returns() == returns


def test_the_taker_of_the_last_trick_is_the_next_banker_pagat() -> None:
    state = new_state(deals=2)
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_P2])
    assert facts(state).banker == 1
    assert state.current_player == 1
    assert state.returns() == [6, 4, -5, -5]


def test_the_pages_rules_table_names_existing_tests() -> None:
    # notebooks/kupai.py lists each rule with the test that checks it; every name must exist.
    page = Path(__file__).resolve().parents[2] / "notebooks" / "kupai.py"
    table = page.read_text(encoding="utf-8").split("## Rules at a glance")[1].split("</table>")[0]
    named = re.findall(r"<code>(test_\w+)</code>", table)
    assert len(named) >= 14
    assert set(named) <= {name for name in globals() if name.startswith("test_")}


# -- the deal, the result and the short notation (the engine's one shape for every game) ------


def test_deal_setup_rebuilds_the_second_deal_of_a_match() -> None:
    game = gw.load_game("kupai", deals=2)
    state = game.new_initial_state(seed=5)
    while state.deal_number < 1:
        state.apply_action(state.legal_actions()[-1])
    setup = state.deal_setup()
    assert setup.deal_number == 1 and setup.rest == () and setup.seed == 5
    assert setup.dealer == facts(state).banker == state.current_player
    again = game.new_initial_state(setup)
    assert again.zones() == state.zones() and again.current_player == state.current_player
    assert again.deal_setup() == setup


def test_deal_setup_keeps_the_growing_multiplier() -> None:
    # Issue 28: deal_setup() left the banker's multiplier out, so the second deal dealt again
    # from it settled at ×2. The banker P1 sweeps the first deal and plays the second at ×3.
    state = new_state(deals=2, banker_multiplier="growing")
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_SWEEP])
    setup = state.deal_setup()
    assert (setup.deal_number, setup.dealer, setup.facts["multiplier"]) == (1, 0, 3)
    again = state.game.new_initial_state(**json.loads(json.dumps(setup.setup())))
    assert again.deal_setup() == setup
    before = state.returns()
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_SWEEP])
    play(again, [*SEVEN_TRICKS, *LAST_TRICK_SWEEP])
    # 5 from each of the others, ×3 (GuPai, the growing multiplier), in both.
    deal = [after - start for after, start in zip(state.returns(), before, strict=True)]
    assert again.returns() == deal == [45, -15, -15, -15]


def test_a_deal_of_other_tiles_or_sizes_is_refused() -> None:
    game = gw.load_game("kupai")
    hands = [h.split() for h in HANDS]
    with pytest.raises(gw.DealError, match=r"too many or foreign: 6:6; missing: 2:1"):
        game.new_initial_state(hands=[*hands[:3], [*hands[3][:-1], "6:6"]], rest=[])
    with pytest.raises(gw.DealError, match="P1's hand has 7 pieces; KuPai for 4 players deals 8"):
        game.new_initial_state(hands=[hands[0][:-1], [*hands[1], hands[0][-1]], *hands[2:]])


def test_the_last_deal_of_a_match_with_a_chosen_banker() -> None:
    state = gw.load_game("kupai", deals=4).new_initial_state(
        hands=[h.split() for h in HANDS], dealer=0, deal_number=3
    )
    assert state.deal_number == 3 and state.current_player == 0
    play(state, [*SEVEN_TRICKS, *LAST_TRICK_P2])
    assert state.is_terminal() and state.returns() == [6, 4, -5, -5]


def test_result_of_the_settled_deal_gupai() -> None:
    # P2 took the last trick; P1 the banker took 7: P2 pays him (7 − 4) × 2, P3, P4 pay 5.
    state = play(new_state(), [*SEVEN_TRICKS, *LAST_TRICK_P2])
    result = state.result()
    assert result.payments == (6, 4, -5, -5) == tuple(state.returns())
    assert result.scores == (7, 1, 0, 0) and result.unit == "points"
    assert "P2 pays P1 6 (4 − 7 = −3, ×2 because P1 is the banker)" in result.note


def test_short_notations_say_up_for_exposed_tiles_and_down_for_hidden_ones() -> None:
    state = play(new_state(), ["6:6"])
    assert [a.short for a in state.legal_actions()] == ["4:4 up", "3:1 up", "5:5 up", "3:3 up"]
    assert state.find_action("4:4 up").text == "P2 discards 4:4 face up"
    hidden = play(new_state(exposed_discards=False), ["6:6"])
    assert [a.short for a in hidden.legal_actions()][0] == "4:4 down"
    follow = play(new_state(), ["5:1"])
    assert [a.short for a in follow.legal_actions()][:2] == ["4:4", "3:1"]
    assert "4:4 up" in [a.short for a in follow.legal_actions()]


def test_a_whole_deal_played_from_short_notations() -> None:
    shorts = [
        short
        for i, lead in enumerate(P1_LEADS)
        for short in (lead.split()[0], *(f"{HANDS[s].split()[i]} up" for s in (1, 2, 3)))
    ] + ["5:1", "3:3", "6:1 up", "2:1 up"]
    state = play(new_state(), shorts)
    assert [a.text for a in state.history] == [*SEVEN_TRICKS, *LAST_TRICK_P2]
    assert state.returns() == [6, 4, -5, -5]


def test_the_pages_figures_on_the_tiles_given_up() -> None:
    """The page, from 3,000 deals between the bots (`page_stats` first plays the stored
    sample again): Heaven given up once in the 6,000 dealt, Earth and the Nines 3% or
    less, the weakest tiles of both suits almost every time."""
    stats = page_stats("kupai")
    assert stats["matches"] == 3000
    share = {face: stats["down"].get(face, 0) / n for face, n in stats["dealt"].items()}
    assert (stats["down"]["6:6"], stats["dealt"]["6:6"]) == (1, 6000)
    assert max(share[f] for f in ("1:1", "6:3", "5:4")) <= 0.03
    assert min(share[f] for f in ("5:1", "6:1", "2:1", "3:2", "4:1")) > 0.98


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 60 deals between the bots (`page_stats` first
    plays the stored sample again, the search bot's moves and the fresh playouts
    included): where the search bot ("normal") differs from the game's bot, by kind of
    move, how often, whose tile is the stronger, and its gain valued again in fresh
    samples, in points: leads 70% of the time, mostly weaker, +4.8; tiles given up a third
    of the time, mostly stronger, +2.8, both well beyond their standard errors; beating,
    only 6 times in 106."""
    search = page_stats("kupai")["search"]
    assert search["matches"] == 60
    shown, clear = search_shown(search["choices"])
    assert shown == {
        "lead": (414, 290, "70%", 18, 262, "+4.8 ± 0.2"),
        "discard": (1184, 394, "33%", 248, 106, "+2.8 ± 0.2"),
        "follow": (106, 6, "6%", 2, 4, "+5.3 ± 2.3"),
    }
    assert clear == {"lead": 21.7, "discard": 15.7, "follow": 2.3}  # the gains in standard errors
