"""DaLing scenarios with fixed deals: every rule and option, the expected results worked out
by hand from the sources; splits that can only be partitions of the hand; the exact odds
checked against plain counts.

Sources: the GuPai site, Da Ling (https://navpil.github.io/gupai/gambling-games/da-ling.html),
from the Macao book: the table tiles' target and colour, the wild Gee Joon tiles in the
hands, the stakes, absolute winners, colour tie-breaks, its two worked examples, the house
fee and its suggestions for unresolved ties. navpil/gupai (https://github.com/navpil/gupai):
its program's push between tied absolute winners, its Readme's older reading (each group
against the banker, 0 the highest) and the bank moving round the circle.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import dump, page_stats, play, search_shown, what_seat_sees

import gupai_widgets as gw
from gupai_widgets.engine import Action, IllegalActionError
from gupai_widgets.games.mod10.daling import DaLing, stack
from gupai_widgets.games.mod10.daling_bot import DaLingBot, best_split
from gupai_widgets.games.mod10.daling_hands import (
    PARTITIONS,
    SET,
    Split,
    SplitError,
    beat_edge,
    colour,
    colour_pips,
    hand_shapes,
    match_odds,
    matches,
    points,
    split_values,
    splits,
    tables,
    target,
    tile_class,
)
from gupai_widgets.pieces import tiles


def new_round(table: str, *hands: str, players: int = 4, **options) -> gw.State:
    """P1 takes the bank and every player stakes; `hands` are the players' six tiles in turn
    from P2, each written as its split ("a / b c / d e f")."""
    game = gw.load_game("daling", players=players, rounds=1, **options)
    dealt = [h.replace("/", " ") for h in hands]
    state = game.new_initial_state(
        hands=[[] for _ in range(players)], rest=stack(table, *dealt), dealer=0, seed=1
    )
    play(state, ["take bank"])
    while state.phase == "stake":
        state.apply_action(state.legal_actions()[0])
    return state


def split_all(state: gw.State, *hands: str) -> gw.State:
    return play(state, list(hands))


# The GuPai site's example 1: a red table [6:6][3:2], 7 points; two absolute hands.
EXAMPLE_1 = ("6:6 3:2", "4:3 / 6:5 5:1 / 1:1 6:3 3:3", "5:2 / 6:6 4:1 / 2:2 2:2 5:4",
             "5:5 / 6:4 4:4 / 3:1 1:1 6:2")  # fmt: skip
# The GuPai site's example 2: a black table [6:5][2:1], 4 points; judged group by group.
EXAMPLE_2 = ("6:5 2:1", "2:2 / 4:2 6:5 / 6:4 5:5 6:3", "3:1 / 6:6 1:1 / 5:4 5:3 6:2",
             "1:1 / 3:3 5:1 / 6:1 5:2 4:3")  # fmt: skip


def played(table: str, *hands: str, **options) -> gw.State:
    return split_all(new_round(table, *hands, **options), *hands)


# -- the table ---------------------------------------------------------------------------------


def test_the_table_sets_the_target_at_face_value_and_the_colour_by_four_red_pips() -> None:
    # GuPai site: [6:6][3:2] shows six red pips (red game), 12 + 5 = 17 -> 7; [6:5][2:1]
    # one red pip (black game), 11 + 3 = 14 -> 4: [2:1] counts its face value 3 on the table.
    assert (target(tiles("6:6 3:2")), colour(tiles("6:6 3:2"))) == (7, "red")
    assert (target(tiles("6:5 2:1")), colour(tiles("6:5 2:1"))) == (4, "black")
    assert target(tiles("4:2 5:5")) == 6  # [4:2] is 6 on the table, never 3
    assert colour(tiles("4:1 3:2")) == "red" and colour(tiles("3:1 6:5")) == "black"  # 5 and 1


def test_the_gee_joon_tiles_are_wild_in_a_player_s_groups() -> None:
    # GuPai site: in the hands [4:2] and [2:1] count 3 or 6. Example 2: [4:2][6:5] makes 4.
    assert matches(tiles("4:2 6:5"), 4) and matches(tiles("4:2 6:5"), 7)
    assert matches(tiles("2:1"), 3) and matches(tiles("2:1"), 6) and not matches(tiles("2:1"), 9)


def test_the_table_tiles_are_turned_up_for_every_seat_once_dealt() -> None:
    state = new_round(*EXAMPLE_1)
    for seat in range(4):
        assert state.view(seat)["zones"]["turned up"] == ["6:6", "3:2"]
    assert "target 7, a red game" in state.table(3).centre.words


# -- absolute winners --------------------------------------------------------------------------


def test_example_1_two_absolute_hands_the_one_with_more_red_pips_takes_every_stake() -> None:
    # GuPai site: both make 7 in all three groups; red pips 4+1+1+1 = 7 against
    # 6+4+1+4 = 15: the second player wins, takes 25 from each other player and gives the
    # house one chip.
    _, a, b, _ = EXAMPLE_1
    assert colour_pips(tiles(a.replace("/", " ")), "red") == 7
    assert colour_pips(tiles(b.replace("/", " ")), "red") == 15
    state = played(*EXAMPLE_1)
    assert state.returns() == [1, -25, 49, -25]
    assert "P3 makes 7 in all three groups: the absolute winner over P2" in state.result().note


def test_at_home_the_absolute_winner_pays_no_fee() -> None:
    # GuPai site: "When played at home, of course, there is no casino fee."
    assert played(*EXAMPLE_1, house_fee=False).returns() == [0, -25, 50, -25]


def test_stakes_of_1_2_and_3_in_the_modern_simplification() -> None:
    state = played(*EXAMPLE_1, stakes="1-2-3")
    assert state.returns() == [1, -6, 11, -6]


# Two absolute hands of the same six tiles (each civil face twice in the set), split two ways:
# the same red pips in all, other red pips group by group.
TIED = ("5:4 6:3", "4:4 / 6:6 5:1 / 6:5 6:4 6:1", "4:4 / 6:5 6:1 / 6:6 5:1 6:4",
        "1:1 / 5:5 3:3 / 2:2 3:1 5:2")  # fmt: skip


def test_tied_absolute_winners_are_judged_group_by_group() -> None:
    # GuPai site's suggestion: treat a tie as no absolute winner. Target 8, red game.
    # Singles: both 4:4 (8 red) tie, the stakes stay. Pairs: P2's 6:6 5:1 (7 red) beats
    # P3's 6:5 6:1 (1 red): 7 from each. Threes: P3's 6:6 5:1 6:4 (11 red) beats P2's
    # 6:5 6:4 6:1 (5 red): 15 from each.
    state = played(*TIED)
    assert state.returns() == [0, 14 - 15, 30 - 7, -22]
    assert "tie as absolute winners on 20 red pips" in state.result().note


def test_tied_absolute_winners_push_in_navpil_s_program() -> None:
    assert played(*TIED, absolute_tie="push").returns() == [0, 0, 0, 0]


# -- group by group ----------------------------------------------------------------------------


def test_example_2_each_group_goes_to_the_match_with_most_pips_of_the_game_s_colour() -> None:
    # GuPai site: singles [2:2] (4 black pips) beats [3:1] (3); pairs [4:2][6:5] (13 black,
    # [4:2] as 3) beats [6:6][1:1] (6); nobody makes 4 with three tiles: those stakes stay.
    state = played(*EXAMPLE_2)
    assert state.returns() == [0, 3 + 3 + 7 + 7, -10, -10]
    note = state.result().note
    assert "3-tile groups: none makes 4, the stakes stay." in note
    assert "2-tile groups: P2 makes 4, most black pips (13) and takes 7 from each." in note


def test_example_2_equal_singles_tie_and_the_stakes_stay() -> None:
    # GuPai site: "If on the other hand both players had [2:2], then the group would be
    # tied and no one would collect the bets."
    table, p2, _, p4 = EXAMPLE_2
    state = played(table, p2, "2:2 / 6:6 1:1 / 5:4 5:3 6:2", p4.replace("1:1 /", "3:1 /"))
    assert state.returns() == [0, 14, -7, -7]


def test_the_winner_of_a_group_takes_its_stake_from_every_other_player() -> None:
    # Whoever made it or not: P4 made nothing and pays 3 and 7 all the same.
    state = played(*EXAMPLE_2)
    assert state.returns()[3] == -10


# -- the older reading: each group against the banker ------------------------------------------

BEAT = ("2:1 6:6", "6:4 / 3:1 1:1 / 6:5 5:4 4:3", "3:2 / 4:1 5:3 / 6:3 5:2 2:2",
        "1:1 / 4:2 5:1 / 6:6 3:3 5:5")  # fmt: skip


def test_older_reading_each_group_plays_the_banker_s_hand_zero_highest() -> None:
    # navpil/gupai's older Readme: mod 10, 0 the highest, each group against the banker.
    # The banker's [2:1][6:6] count face value: 3 + 12 = 15, 5 points. P2: 6:4 is 0, the
    # highest (+3), 3:1 1:1 is 6 (+7), 6:5 5:4 4:3 is 7 (+15). P3: 3:2 ties 5 (a push),
    # 4:1 5:3 is 3 (-7), 6:3 5:2 2:2 is 0 (+15). P4: 1:1 is 2 (-3), [4:2] as 3 with 5:1
    # makes 9 (+7), 6:6 3:3 5:5 is 8 (+15).
    state = played(*BEAT, reading="beat")
    assert state.returns() == [-52, 25, 8, 19]
    assert points(tiles("2:1 6:6"), wild=False) == 5 and points(tiles("2:1 6:6")) == 8
    assert points(tiles("6:4")) == 10 and points(tiles("4:2 5:1")) == 9


def test_older_reading_the_banker_s_tiles_lie_face_down_until_the_showdown() -> None:
    state = new_round(*BEAT, reading="beat")
    assert state.view(1)["zones"]["groups 0"] == [None, None]
    assert state.view(0)["zones"]["groups 0"] == ["6:6", "2:1"]
    assert state.view(1)["zones"]["turned up"] == []
    split_all(state, *BEAT[1:])
    assert state.view(1)["zones"]["groups 0"] == ["6:6", "2:1"]


# -- the bank, the stakes, the match -----------------------------------------------------------


def test_the_bank_moves_round_the_table_after_every_round() -> None:
    # navpil/gupai: in all its gambling games the banker moves round the circle.
    game = gw.load_game("daling", players=4, rounds=2)
    rest = stack(EXAMPLE_2[0], *(h.replace("/", " ") for h in EXAMPLE_2[1:]))
    state = game.new_initial_state(hands=[[] for _ in range(4)], rest=rest, dealer=0)
    play(state, ["take bank", "stake 3/7/15", "stake 3/7/15", "stake 3/7/15", *EXAMPLE_2[1:]])
    assert state.phase == "bank" and state.current_player == 1 and not state.is_terminal()


def test_every_player_stakes_3_7_and_15_chips_and_the_caption_says_where_they_go() -> None:
    game = gw.load_game("daling", rounds=1)
    state = game.new_initial_state(seed=2, dealer=0)
    # GuPai site: the banker does not take part in deciding the winner.
    assert state.explain("take bank") == (
        "P1 takes the bank: P1 turns up the table tiles and deals, plays no hand, and takes "
        "the house fee from an absolute winner."
    )
    play(state, ["take bank"])
    assert [a.short for a in state.legal_actions()] == ["stake 3/7/15"]
    assert state.explain("stake 3/7/15") == (
        "P2 stakes 3, 7 and 15 on its groups of one, two and three tiles: each group's stakes "
        "go to the player whose group of that size makes the table's points."
    )


def test_five_players_and_the_banker_use_every_tile() -> None:
    # GuPai site: at most five players; then all the tiles are dealt and none remain.
    assert gw.load_game("daling").spec.players == (3, 4, 5, 6)
    state = gw.load_game("daling", players=6, rounds=1).new_initial_state(seed=3, dealer=0)
    play(state, ["take bank", *["stake 3/7/15"] * 5])
    assert state.rest == [] and all(len(state.hands[s]) == 6 for s in range(1, 6))


# -- splits: partitions of the hand, by construction -------------------------------------------


def test_every_legal_split_is_a_partition_of_the_hand_into_1_2_and_3() -> None:
    game = gw.load_game("daling", players=6, rounds=1)
    for seed in range(20):
        state = game.new_initial_state(seed=seed, dealer=0)
        play(state, ["take bank", *["stake 3/7/15"] * 5])
        while not state.is_terminal():
            hand = Counter(state.hands[state.current_player])
            legal = state.legal_actions()
            for action in legal:
                assert Counter(action.pieces) == hand
                assert [len(g.split()) for g in action.short.split(" / ")] == [1, 2, 3]
            assert len({a.short for a in legal}) == len(legal)
            state.apply_action(random.Random(seed).choice(legal))


def test_sixty_splits_of_six_different_tiles_fewer_with_a_pair() -> None:
    # 6 singles x C(5, 2) pairs; with two identical tiles, 16 splits keep them together and
    # the other 44 come in mirror pairs: 16 + 22 = 38.
    assert len(splits(tiles("6:6 1:1 4:4 3:1 5:5 3:3"))) == 60
    assert len(splits(tiles("6:6 6:6 4:4 3:1 5:5 3:3"))) == 38


def test_a_split_reusing_a_tile_or_using_one_not_held_is_refused_and_changes_nothing() -> None:
    state = new_round(*EXAMPLE_2)  # P2 holds 2:2 4:2 6:5 6:4 5:5 6:3
    before = dump(state)
    with pytest.raises(IllegalActionError, match="6:5 is used 2 times but held 1 time"):
        state.apply_action("6:5 / 4:2 6:5 / 6:4 5:5 6:3")
    with pytest.raises(IllegalActionError, match="1:1 is not held"):
        state.apply_action("1:1 / 4:2 6:5 / 6:4 5:5 6:3")
    with pytest.raises(IllegalActionError, match="groups must hold 1, 2 and 3 tiles"):
        state.apply_action("2:2 4:2 / 6:5 / 6:4 5:5 6:3")
    reused = Action(1, "split", tiles("6:5 6:5 4:2 6:4 5:5 6:3"))
    with pytest.raises(IllegalActionError, match="2:2 is left out"):
        state.apply_action(reused)
    assert dump(state) == before
    with pytest.raises(SplitError):
        Split.parse(tiles("2:2 4:2 6:5 6:4 5:5 6:3"), "6:4 / 6:4 5:5 / 6:3 2:2 4:2")


@given(st.data())
@settings(max_examples=200, deadline=None)
def test_a_split_is_accepted_exactly_when_it_is_a_partition_of_the_hand(data) -> None:
    # Property: any three groups of tiles, drawn from the hand or not, are accepted as a
    # split of the hand iff they hold 1, 2 and 3 tiles and use each held tile once.
    hand = data.draw(st.permutations(SET).map(lambda p: list(p[:6])))
    pool = hand + data.draw(st.lists(st.sampled_from(SET), max_size=3))
    sizes = data.draw(st.sampled_from([(1, 2, 3), (1, 2, 3), (2, 1, 3), (1, 2, 2)]))
    tiles_drawn = data.draw(st.permutations(pool)) if data.draw(st.booleans()) else hand[::-1]
    tiles_drawn = list(tiles_drawn)
    groups, at = [], 0
    for size in sizes:
        groups.append(tiles_drawn[at : at + size])
        at += size
    partition = sizes == (1, 2, 3) and Counter(t for g in groups for t in g) == Counter(hand)
    try:
        split = Split.of(hand, groups)
    except SplitError:
        assert not partition
    else:
        assert partition and Counter(split.tiles) == Counter(hand)
        assert split in splits(hand)


def test_a_split_may_be_written_with_its_groups_in_any_order_inside() -> None:
    state = new_round(*EXAMPLE_2)
    action = state.apply_action("2:2 / 6:5 4:2 / 6:3 5:5 6:4")
    assert action.short == "2:2 / 6:5 4:2 / 6:4 5:5 6:3"


def test_on_a_live_table_three_tiles_picked_leave_three_splits() -> None:
    # The tiles of the single and the pair are picked; which of the three is the single is
    # the choice left (six different tiles: C(6, 3) = 20 picks of 3 splits each).
    state = new_round(*EXAMPLE_2)
    by_pick = Counter(tuple(sorted(state.picks(a))) for a in state.legal_actions())
    assert len(by_pick) == 20 and set(by_pick.values()) == {3}


def test_other_players_read_only_that_groups_were_set_face_down() -> None:
    state = new_round(*EXAMPLE_2)
    assert state.explain("2:2 / 6:5 4:2 / 6:4 5:5 6:3", 2) == (
        "P2 splits its six tiles into three groups, face down until the showdown."
    )
    assert "the 1-tile and 2-tile groups make 4" in state.explain("2:2 / 6:5 4:2 / 6:4 5:5 6:3", 1)
    play(state, ["2:2 / 6:5 4:2 / 6:4 5:5 6:3"])
    assert state.view(2)["zones"]["groups 1"] == [None] * 6


def test_non_interference_another_player_s_tiles_change_nothing_seen() -> None:
    # P4's hand differs (two tiles changed with the tiles nobody holds); P3 sees the same.
    table, p2, p3, _ = EXAMPLE_2
    a = new_round(table, p2, p3, "1:1 / 3:3 5:1 / 6:1 5:2 4:3")
    b = new_round(table, p2, p3, "1:1 / 3:3 5:1 / 6:1 4:4 3:3")
    for state in (a, b):
        play(state, [p2])
    assert what_seat_sees(a, 2) == what_seat_sees(b, 2)


# -- the bot -----------------------------------------------------------------------------------


def test_the_bot_plays_an_absolute_hand_when_it_holds_one() -> None:
    # P2 holds the GuPai site's first absolute hand; of its two absolute splits the bot keeps
    # the one with more red pips where the stakes are higher (1 x 7 + 3 x 15 against 1 x 7
    # + 2 x 15).
    state = new_round(*EXAMPLE_1)
    chosen = state.ask(DaLingBot(1))
    assert chosen.short == "4:3 / 6:5 3:3 / 6:3 5:1 1:1"
    assert all(matches(g, 7) for g in Split.parse(state.hands[1], chosen.short).groups)


def test_the_bot_matches_the_most_stake() -> None:
    # Target 4 (example 2's table). These tiles can match the single and the pair (3:1 and
    # 6:6 1:1: 10 chips) or the three (3:1 6:6 6:2 = 24: 15 chips), never all: the bot
    # takes the 15 chips.
    hand = tiles("3:1 6:6 1:1 5:4 5:3 6:2")
    best = best_split(hand, tiles("6:5 2:1"), (3, 7, 15))
    assert [matches(g, 4) for g in best.groups] == [False, False, True]
    assert best.three == tuple(tiles("6:6 6:2 3:1"))


def test_the_bot_splits_to_the_exact_best_expectation_in_the_older_reading() -> None:
    state = new_round(*BEAT, reading="beat")
    hand = state.hands[1]
    chosen = state.ask(DaLingBot(1))
    best_value = split_values(hand)[0][1]
    assert dict((s.short, v) for s, v in split_values(hand))[chosen.short] == best_value


def test_the_game_is_registered_in_the_banker_family() -> None:
    game = gw.load_game("daling")
    assert isinstance(game, DaLing) and game.spec.family == "mod10"
    assert game.options == {"reading": "match", "stakes": "3-7-15", "house_fee": True,
                            "absolute_tie": "groups", "rounds": 4}  # fmt: skip


# -- exact odds --------------------------------------------------------------------------------


def plain_split_values(hand: list, stakes=(3, 7, 15)) -> dict[str, Fraction]:
    """Each split's expectation by listing every banker pair of the 26 unseen tiles."""
    unseen = list((Counter(SET) - Counter(hand)).elements())
    pairs = list(combinations(unseen, 2))
    values = {}
    for split in splits(hand):
        won = 0
        for pair in pairs:
            banker = points(pair, wild=False)
            for stake, group in zip(stakes, split.groups, strict=True):
                mine = points(group)
                won += stake * ((mine > banker) - (mine < banker))
        values[split.short] = Fraction(won, len(pairs))
    return values


@pytest.mark.parametrize("hand", ["6:4 3:1 1:1 6:5 5:4 4:3", "4:2 2:1 6:6 6:6 5:5 1:1"])
def test_split_values_agree_with_a_plain_count(hand) -> None:
    hand = tiles(hand)
    assert {s.short: v for s, v in split_values(hand)} == plain_split_values(hand)


def test_the_hand_classes_reach_what_the_tiles_reach() -> None:
    # For random hands: the class shape's reach (bit r: a group can make r) is what
    # `matches` finds on the tiles themselves, for each of the 60 ways to split the places.
    counts, reach, ways = hand_shapes()
    assert ways.sum() == 906_192  # C(32, 6)
    rows = {tuple(c): i for i, c in enumerate(counts)}
    rng = random.Random(4)
    for _ in range(30):
        hand = sorted(rng.sample(SET, 6), key=tile_class)
        row = rows[tuple(np.bincount([tile_class(t) for t in hand], minlength=12))]
        for p, part in enumerate(PARTITIONS):
            for g in range(3):
                group = [t for t, k in zip(hand, part, strict=True) if k == g]
                bits = sum(1 << r for r in range(10) if matches(group, r))
                assert reach[row, p, g] == bits


def test_match_odds_sum_over_every_table_and_hand() -> None:
    # The weights cover every table pair and every hand of the 30 other tiles; an absolute
    # hand is rare, two to six in a hundred hands depending on the target.
    assert sum(n for _, _, n in tables()) == 496
    odds = match_odds()
    for o in odds:
        assert sum(o.best.values()) == pytest.approx(1)
        assert 0.02 < o.absolute < 0.07
    assert sum(o.chance for o in odds) == pytest.approx(1)
    # A target's chance is its share of the 496 table pairs.
    assert (
        odds[7].chance
        == sum(1 for a, b in combinations(range(32), 2) if target((SET[a], SET[b])) == 7) / 496
    )


def test_in_the_older_reading_the_players_have_a_large_edge() -> None:
    # Splitting to the best expectation a player wins about 73% of what he stakes; even at
    # random, about 7%: the reading gives the bank no edge at all.
    edge = beat_edge()
    assert 0.72 < edge.best < 0.73 and 0.07 < edge.random < 0.08
    assert edge.win[2] > 0.85  # three tiles nearly always beat the banker's two


def test_the_memos_of_splits_hold_a_bounded_number_of_hands() -> None:
    # A hand remembered holds up to 60 splits: with 100,000 hands the memos grew to millions
    # of objects in a long session, and the garbage collector then stopped moves for seconds.
    from types import SimpleNamespace

    from gupai_widgets.games.mod10 import daling_bot, daling_hands

    game = gw.load_game("daling")
    bound = daling_hands.REMEMBERED
    rng = random.Random(5)
    first = tiles("3:1 6:6 1:1 5:4 5:3 6:2")
    before = [s.short for s in splits(first)]
    for _ in range(2 * bound + 7):
        hand = rng.sample(list(SET), 6)
        splits(hand)
        best_split(hand, tiles("6:5 2:1"), (3, 7, 15))
        game.play_actions(SimpleNamespace(hands={0: hand}), 0)
        assert len(daling_hands._SPLITS) <= bound
        assert len(daling_bot._BEST) <= bound
        assert len(game._plays) <= bound
    assert [s.short for s in splits(first)] == before


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 100 four-player matches of four rounds between
    the bots (`page_stats` first plays the stored sample again, the search bot's choices
    and the fresh playouts included): where the search bot ("normal") differs from the
    game's bot and what its choice gains, valued again in fresh samples, in chips: another
    split in 24% of the hands, +7.29 ± 0.37, far beyond its standard error; the bank taken
    in 8% of the offers, -1.03 ± 0.55, under two standard errors: no measurable gain."""
    search = page_stats("daling")["search"]
    assert search["matches"] == 100
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "bank": (1200, 100, "8%", None, None, "-1.03 ± 0.55"),
        "split": (1200, 283, "24%", None, None, "+7.29 ± 0.37"),
    }
    assert clear == {"bank": -1.9, "split": 19.8}  # the gains in standard errors
