"""Tiu-U scenarios with fixed deals; expected results from the sources.

Sources: Culin, Chinese Games with Dice and Dominoes (1895), Tiu-u (as on pagat's Tiu-U page);
the GuPai site's Tiu-U page (its worked catch of 132 points, the Gee Joon exception spelled
out, "capture ... if no capture is possible or desired"); navpil/gupai `RuleSet.culin()`;
for `scoring="shiwuhu"`, navpil/gupai's Readme, "Merged Tiu-U rules" (ShiWuHu's fish classes
on the 64 tiles, one military tile enough, the 8 Heaven-Nine tiles a bonus, 2 Supreme pairs
200) and the GuPai site's Shi Wu Hu page (its worked catch on two sets, 670; its settlement).
"""

from __future__ import annotations

from collections import Counter

import pytest
from scenario import dump, mean_and_error, page_stats, play, search_shown

import gupai_widgets as gw
from gupai_widgets.games.fishing.tiuu import culin_score, names_of, round_up_to_ten

PAD = "3:1 2:2 4:1 3:2 6:4"


def fixed(hands: list[str], lake: str, woodpile: str = "", players: int = 2, **options) -> gw.State:
    """A deal with the given start of each hand, lake and woodpile top; the lake is filled
    up with tiles of 4, 5 and 10 pips, which no bait of these tests catches, and the rest of
    the 64 tiles fill the hands and the woodpile."""
    game = gw.load_game("tiuu", players=players, **options)
    left = Counter(game.pieces())
    given = [gw.tiles(h) for h in hands] + [gw.tiles(lake), gw.tiles(woodpile)]
    for part in given:
        left.subtract(part)
    assert not -left, "more of a tile than two sets hold"
    pad = gw.tiles(PAD)
    spare = sorted(left.elements(), key=lambda t: (t in pad, str(t)))
    size = game.hand_sizes()[0]

    def filled(part: list, n: int, end: int = 0) -> list:
        while len(part) < n:
            part.append(spare.pop(end))
        return part

    lake = filled(given[players], 16, -1)
    full_hands = [filled(h, size) for h in given[:players]]
    rest = lake + filled(given[players + 1], 24)
    return game.new_initial_state(1, hands=full_hands, rest=rest)


def moves_of(state: gw.State, bait: str) -> set[str]:
    return {a.short for a in state.legal_actions() if names_of(a)[0] == bait}


# -- the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "hand"), [(2, 12), (3, 8)])
def test_deal_sizes(players: int, hand: int) -> None:
    # Culin, GuPai: 24 tiles dealt, 16 face up in the lake, 24 in the woodpile.
    state = gw.load_game("tiuu", players=players).new_initial_state(seed=2)
    zones = state.zones()
    held = [len(zones[f"hand {s}"]) + len(zones[f"catch {s}"]) for s in range(players)]
    assert held == [hand] * players
    assert len(zones["lake"]) == 16 and len(zones["woodpile"]) == 24


def test_a_dealt_pair_of_double_sixes_is_laid_out_at_once() -> None:
    # Culin: the player lays them down in front of him at once, and so has no tile in hand
    # for his last two turns: those turns only turn the woodpile.
    state = fixed(["6:6 6:6", ""], "1:1 6:6 6:6")
    zones = state.zones()
    assert zones["catch 0"] == [gw.Tile(6, 6)] * 2 and len(zones["hand 0"]) == 10
    assert "lays them out at once" in state.intro()
    moves = 0
    while not state.is_terminal():
        if state.current_player == 0 and state.phase == "hand":
            moves += 1
        state.apply_action(state.legal_actions()[0])
    assert moves == 10  # twelve turns, two of them with nothing in hand


# -- what catches what --------------------------------------------------------------------------


def test_equal_pip_totals_catch_whatever_the_suit() -> None:
    # GuPai: [5:3] catches [4:4] and vice versa.
    state = fixed(["5:3", "4:4"], "4:4 5:3")
    assert moves_of(state, "5:3") == {"5:3 takes 5:3", "5:3 takes 4:4"}


def test_the_gee_joon_tiles_catch_each_other() -> None:
    # GuPai: [4:2] catches [4:2] [5:1] [3:3] and [2:1]; [2:1] only [2:1] and [4:2].
    state = fixed(["4:2 2:1", ""], "4:2 5:1 3:3 2:1")
    assert moves_of(state, "4:2") == {
        "4:2 takes 4:2", "4:2 takes 5:1", "4:2 takes 3:3", "4:2 takes 2:1",
    }  # fmt: skip
    assert moves_of(state, "2:1") == {"2:1 takes 4:2", "2:1 takes 2:1"}


def test_a_tile_that_matches_nothing_stays_in_the_lake() -> None:
    state = fixed(["6:5", ""], "1:1", "3:2")
    assert moves_of(state, "6:5") == {"lay 6:5"}
    play(state, ["lay 6:5"])
    assert gw.Tile(6, 5) in state.zones()["lake"]


def test_a_matching_tile_catches() -> None:
    # Culin: if he can match it, he takes both; no laying it down instead.
    state = fixed(["5:3", ""], "4:4")
    assert moves_of(state, "5:3") == {"5:3 takes 4:4"}


def test_may_leave_lets_a_matching_tile_stay() -> None:
    # GuPai: place the tile in the lake "if no capture is possible or desired".
    state = fixed(["5:3", ""], "4:4", may_leave=True)
    assert moves_of(state, "5:3") == {"5:3 takes 4:4", "lay 5:3"}
    caption = state.explain("lay 5:3")
    assert "though it could catch" in caption


def test_a_catch_with_several_fish_is_a_choice_and_the_caption_says_why() -> None:
    state = fixed(["6:3", ""], "5:4 6:3")
    assert moves_of(state, "6:3") == {"6:3 takes 6:3", "6:3 takes 5:4"}
    caption = state.explain("6:3 takes 5:4")
    assert "catches 5:4 (both total 9 pips); it could have taken 6:3" in caption
    play(state, ["6:3 takes 5:4"])
    assert Counter(state.zones()["catch 0"]) == Counter(gw.tiles("6:3 5:4"))


def test_a_third_tile_joins_two_and_the_fourth_takes_all_three() -> None:
    # Culin: a third identical tile may be put beside two in the pool; the fourth takes all.
    state = fixed(["6:1 2:2", "6:1"], "6:1 6:1", "3:2 5:5")
    assert moves_of(state, "6:1") == {"6:1 takes 6:1", "join 6:1"}
    play(state, ["join 6:1"])  # P1's hand tile
    state.apply_action(state.legal_actions()[0])  # P1 turns 3:2
    assert state.zones()["lake"].count(gw.Tile(6, 1)) == 3
    assert moves_of(state, "6:1") == {"6:1 takes 6:1 6:1 6:1"}
    caption = state.explain("6:1 takes 6:1 6:1 6:1")
    assert "the fourth takes all three" in caption
    play(state, ["6:1 takes 6:1 6:1 6:1"])
    assert state.zones()["catch 1"].count(gw.Tile(6, 1)) == 4


def test_the_turned_woodpile_tile_catches_too() -> None:
    # Culin: after his hand tile he turns a woodpile tile and matches it the same way.
    state = fixed(["6:5", ""], "1:1 4:4", "5:3")
    play(state, ["lay 6:5"])
    assert state.phase == "woodpile" and state.zones()["turned"] == [gw.Tile(5, 3)]
    assert {a.short for a in state.legal_actions()} == {"5:3 takes 4:4"}
    assert "turns 5:3 from the woodpile and catches 4:4" in state.explain("5:3 takes 4:4")


def test_the_game_ends_when_the_woodpile_is_empty() -> None:
    state = gw.load_game("tiuu", players=3).new_initial_state(seed=4)
    steps = 0
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
        steps += 1
    assert steps == 48 and state.zones()["woodpile"] == []


# -- scoring ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("red", "points"), [(7, 10), (11, 20), (12, 20), (20, 20), (0, 0)])
def test_small_fish_red_pips_round_up_to_ten(red: int, points: int) -> None:
    # GuPai: 7 counts as 10 and 11 as 20.
    assert round_up_to_ten(red) == points


def test_the_gupai_sites_worked_catch_scores_132() -> None:
    # GuPai: ten small fish with 12 red pips (20) and six big fish of 56 pips (112): 132.
    small = gw.tiles("4:1 4:3 3:1 2:1 5:1 3:2 5:2 3:3 2:2 5:2")
    big = gw.tiles("6:6 6:6 6:2 5:3 4:4 6:2")
    assert sum(t.red_pips for t in small) == 12 and sum(t.pips for t in big) == 56
    score = culin_score(small + big)
    assert [c.points for c in score.classes] == [112, 20] and score.total == 132


def test_eight_pips_is_a_big_fish_seven_a_small_one() -> None:
    # Culin: small fish are tiles of less than 8 pips.
    assert culin_score(gw.tiles("6:2")).total == 16
    assert culin_score(gw.tiles("6:1")).total == 10  # one red pip, rounded up


def test_each_pair_settles_the_difference() -> None:
    game = gw.load_game("tiuu", players=3)
    assert game.settle([100, 60, 20]) == (
        [120, 0, -120],
        "each pair of players settles the difference of their scores",
    )


# -- scoring="shiwuhu": the merged rules -------------------------------------------------------

WORKED_670 = (
    "6:6 6:6 6:3 6:3 5:4 5:4 4:4 4:4 4:3 6:1 6:5 6:5 6:5 6:5 5:5 5:5 3:3 5:1 "
    "4:2 4:2 2:1 2:1 1:1 1:1 1:1 1:1"
)


def tiuu_score(text: str, **options) -> int:
    return gw.load_game("tiuu", **options).score(gw.tiles(text)).total


def test_merged_scoring_gives_the_gupai_sites_worked_catch_670() -> None:
    # GuPai, Shi Wu Hu on two sets: Heaven-Nine, Gee Joon and the Jun of [6:5] big (14 × 30),
    # Man-Seven middle (3 × 20), nine small (9 × 10), the four Gee Joon +100: 670. Culin's
    # scoring of the same catch: big fish 2 × 140 pips, small fish 24 red pips, 30.
    assert tiuu_score(WORKED_670, scoring="shiwuhu") == 670
    assert tiuu_score(WORKED_670) == 310


def test_merged_scoring_navpils_readme_counts_two_supreme_pairs_200() -> None:
    # navpil Readme, merged Tiu-U rules: "2 Supreme pairs count as 200" (the GuPai site: 100).
    assert tiuu_score(WORKED_670, scoring="shiwuhu", supreme_bonus=200) == 770
    assert tiuu_score(WORKED_670, supreme_bonus=200) == 310  # Culin's scoring has no bonus


def test_merged_scoring_one_military_tile_makes_a_group() -> None:
    # navpil Readme, merged Tiu-U rules: the "1-Wen-2-Wu" restriction is removed.
    assert tiuu_score("6:6 6:3", scoring="shiwuhu") == 60  # Heaven-Nine: 30 each
    assert tiuu_score("4:4 4:3", scoring="shiwuhu") == 40  # Man-Seven: 20 each
    assert tiuu_score("6:6 6:3") == 42  # Culin: 2 × 21 pips


def test_merged_scoring_the_eight_heaven_nine_tiles_are_a_bonus() -> None:
    # navpil Readme, merged Tiu-U rules: "8 TianJiu counts as a special combination" (+300).
    eight = "6:6 6:6 6:6 6:6 6:3 6:3 5:4 5:4"
    assert tiuu_score(eight, scoring="shiwuhu") == 8 * 30 + 300
    assert tiuu_score(eight) == 2 * (4 * 12 + 4 * 9)


def test_merged_scoring_settles_as_shiwuhu_doubled_across_1000() -> None:
    # GuPai, Shi Wu Hu: the difference is doubled when one reached 1000 and the other not.
    assert gw.load_game("tiuu", players=3, scoring="shiwuhu").settle([1100, 600, 500])[0] == [
        2 * 500 + 2 * 600, -1000 + 100, -1200 - 100,
    ]  # fmt: skip
    assert gw.load_game("tiuu", players=3).settle([1100, 600, 500])[0] == [1100, -400, -700]


def test_merged_scoring_keeps_culins_play() -> None:
    # Only the scoring is merged: the Gee Joon tiles still catch each other, a third tile
    # still joins two, a dealt pair of [6:6] is still laid out (ShiWuHu's deck="tiles"
    # plays by ShiWuHu's rules instead).
    state = fixed(["6:6 6:6 4:2 6:1", ""], "2:1 6:1 6:1", scoring="shiwuhu")
    assert state.zones()["catch 0"] == [gw.Tile(6, 6)] * 2
    assert moves_of(state, "4:2") == {"4:2 takes 2:1"}
    assert moves_of(state, "6:1") == {"6:1 takes 6:1", "join 6:1"}


def test_merged_scoring_counts_the_laid_out_heavens_with_the_nines_caught() -> None:
    # The laid-out [6:6] pair alone is two small fish; with [6:3] taking [5:4] the four are
    # Heaven-Nine big fish, 30 each. Culin: 2 × 42 pips.
    state = fixed(["6:6 6:6 6:3", ""], "5:4", scoring="shiwuhu")
    assert state.scores()[0] == 20
    assert "big fish 120 (30 each: Heaven-Nine)" in state.explain("6:3 takes 5:4")
    play(state, ["6:3 takes 5:4"])
    assert state.scores()[0] == 4 * 30
    culin = fixed(["6:6 6:6 6:3", ""], "5:4")
    play(culin, ["6:3 takes 5:4"])
    assert culin.scores()[0] == 84


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    state = fixed(["5:3", ""], "4:4")
    before = dump(state)
    with pytest.raises(gw.IllegalActionError, match="is not legal now"):
        state.apply_action("lay 5:3")
    assert dump(state) == before


def test_what_another_seat_sees() -> None:
    state = gw.load_game("tiuu", players=2).new_initial_state(seed=9)
    zones = state.zones(1)
    assert all(p is None for p in zones["hand 0"]) and all(p is None for p in zones["woodpile"])
    assert None not in zones["lake"]


def test_every_seat_knows_the_lake_the_turned_tile_the_catches_and_the_hand_sizes() -> None:
    # What the heuristic bot reads besides its own hand: the table's open parts, the same
    # for every seat.
    state = fixed(["6:5", ""], "1:1 4:4", "5:3")
    play(state, ["lay 6:5"])
    facts = state.observe(0).facts
    assert facts == state.observe(1).facts == state.observe(None).facts
    assert facts.lake == tuple(state.zones(1)["lake"]) and facts.turned == gw.Tile(5, 3)
    assert facts.held == (11, 12) and facts.woodpile == 23
    play(state, ["5:3 takes 4:4"])
    facts = state.observe(1).facts
    assert facts.catches == (tuple(gw.tiles("5:3 4:4")), ())
    assert facts.scores == (state.scores()[0], 0)
    assert facts.turned is None and gw.Tile(4, 4) not in facts.lake


def test_the_bot_beats_random() -> None:
    # A small sample; benchmarks/bench_tiuu.py measures the margin with many deals.
    game = gw.load_game("tiuu", players=2)
    total = 0
    for seed in range(30):
        for seat in (0, 1):
            bots = [gw.RandomBot(seed), gw.RandomBot(seed + 1)]
            bots[seat] = game.make_bot(seed)
            total += gw.play(game, bots=bots, seed=seed).states()[-1].returns()[seat]
    assert total > 0


def test_the_bot_takes_the_fatter_fish() -> None:
    # Big fish count twice their pips: [6:3] taking [5:4] (+36) beats [3:1] taking [2:2].
    state = fixed(["6:3 3:1", ""], "5:4 2:2")
    assert state.ask(state.game.make_bot(1)).short == "6:3 takes 5:4"


def test_the_bot_leaves_a_piece_nobody_else_can_catch() -> None:
    # Nothing in the lake matches P1's tiles, so one must stay in the lake. P1 holds all
    # four [6:5]: one left in the lake can never be caught by another player, while any
    # other tile gives the next player a chance of a big fish.
    state = fixed(["6:6 6:5 6:5 6:5 6:5 6:3 6:3 5:4 5:4 6:2 6:2 5:3", ""], "1:1")
    assert {a.kind for a in state.legal_actions()} == {"lay"}
    assert state.ask(state.game.make_bot(1)).short == "lay 6:5"


@pytest.mark.parametrize("flags", range(16))
def test_catching_works_both_ways_under_every_rule(flags: int) -> None:
    # The lake lists a bait's catches from `catching(bait)`, the faces that catch it: that
    # is the same set only while every rule of what catches what works both ways.
    from gupai_widgets.games.fishing._lake import CatchRules
    from gupai_widgets.pieces import all_faces

    rules = CatchRules(
        gee_joon=bool(flags & 1),
        gee_joon_sixes=bool(flags & 2),
        heaven_earth=bool(flags & 4),
        plum_ten_apart=bool(flags & 8),
    )
    faces = all_faces()
    for a in faces:
        assert rules.catching(a) == {b for b in faces if rules.catches(a, b)}
        assert all(rules.catches(a, b) == rules.catches(b, a) for b in faces)
    assert any(len(rules.catching(a)) > 1 for a in faces)  # not trivially alone


def test_how_to_play_well_lay_the_lightest_tile_and_take_the_heaviest_catch() -> None:
    """The page's "How to play well", from 25 three-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    playouts included): when a tile catches nothing, laying the lightest rather than the
    heaviest gains 39.3 ± 2.0 points (better in 247 of 290 positions, worse in 39); the heaviest
    catch rather than the lightest gains 9.1 ± 1.0 (better in 209 of 319, worse in 89);
    where the search bot overrules the game's bot, its gain is within two standard errors
    of nothing."""
    stats = page_stats("tiuu")
    assert stats["rules"]["matches"] == stats["search"]["matches"] == 25
    shown, clear = {}, {}
    for name, c in stats["rules"]["gains"].items():
        mean, error = mean_and_error(c["sum"], c["squares"], c["positions"])
        shown[name] = (c["positions"], c["better"], c["worse"], f"{mean:+.1f}", f"{error:.1f}")
        clear[name] = mean > 2 * error
    assert shown == {
        "heaviest catch": (319, 209, 89, "+9.1", "1.0"),
        "lightest left": (290, 247, 39, "+39.3", "2.0"),
    }
    assert clear == {"heaviest catch": True, "lightest left": True}
    shown, search = search_shown(stats["search"]["choices"])
    assert shown == {
        "catch": (464, 93, "20%", 30, 47, "+1.3 ± 0.9"),
        "join": (1, 0, "0%", 0, 0, None),
        "lay": (99, 25, "25%", 8, 16, "+1.3 ± 4.6"),
    }
    assert search == {"catch": 1.4, "lay": 0.3}  # the gains in standard errors
