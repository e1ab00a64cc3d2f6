"""Kol-ye-si scenarios with fixed lines of tiles: every rule and option, the expected result
worked out by hand from the sources, and the exact odds checked against a plain count.

Sources: Culin, Korean Games (1895), Kol-ye-si
(https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kolyesi.html) for the order of
play, the perfect pair and the comparison by the remainder after the tens; the GuPai site
(https://navpil.github.io/gupai/gambling-games/kol-ye-si.html) and navpil/gupai for ties
returning the stake and for the Gee Joon tiles counting their pips.
"""

from __future__ import annotations

import copy
import pickle
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from scenario import dump, play, shorts, what_seat_sees

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError
from gupai_widgets.games.mod10.kolyesi import KolYeSi
from gupai_widgets.games.mod10.kolyesi_bot import KolYeSiBot
from gupai_widgets.games.mod10.kolyesi_hands import (
    SET,
    best_strategy,
    compare,
    draw_odds,
    every_first_tile,
    is_pair,
    points,
    strategy_value,
)
from gupai_widgets.pieces import tiles


def line(*parts: str) -> list[str]:
    """The line of tiles in the order drawn, then every other tile of the set."""
    drawn = [t for part in parts for t in part.split()]
    left = Counter(SET) - Counter(tiles(" ".join(drawn)))
    return drawn + [str(t) for t in left.elements()]


def new_round(rest: list[str], players: int = 3, **options) -> gw.State:
    game = gw.load_game("kolyesi", players=players, rounds=1, **options)
    state = game.new_initial_state(hands=[[] for _ in range(players)], rest=rest, dealer=0, seed=1)
    return play(state, ["take bank"])  # P1 banks; P2 and P3 play


def test_each_player_draws_one_tile_and_stakes_on_it_before_the_banker_takes_his_two() -> None:
    # Culin: the players draw one piece each in turn and stake on it; then the banker takes
    # the next two.
    state = new_round(line("6:5 2:1", "3:1 4:4"))
    assert state.phase == "stake" and state.current_player == 1
    assert [list(map(str, h)) for h in state.hands] == [[], ["6:5"], ["2:1"]]
    assert shorts(state) == {"stake 1", "stake 2", "stake 3"}
    play(state, ["stake 3", "stake 1"])
    assert sorted(map(str, state.hands[0])) == ["3:1", "4:4"]
    assert shorts(state) == {"draw 1", "draw 2"}


def test_the_banker_s_perfect_pair_takes_every_stake_at_once() -> None:
    # Culin: "If his pieces are identical, a perfect pair, he at once wins all that has been
    # staked." Nobody draws.
    state = new_round(line("6:5 5:4", "1:1 1:1"))
    play(state, ["stake 3", "stake 2"])
    assert state.is_terminal()
    assert state.returns() == [5, -3, -2]
    assert "perfect pair" in state.result().note


def test_the_showdown_note_is_written_when_read_and_copies_keep_it() -> None:
    # A round's note is written only when read (a bot's game never reads it): the same
    # sentence in the facts, in a copy of the position and in a pickled showdown.
    state = new_round(line("6:5 5:4", "1:1 1:1"))
    play(state, ["stake 3", "stake 2"])
    (showdown,) = state.results
    note = state.view(None)["facts"]["results"][0]["note"]
    assert note.startswith("Showdown: the banker P1 has a perfect pair (1:1 1:1)")
    assert showdown.note == note == state.result().note
    assert copy.deepcopy(state).results == [showdown]
    assert pickle.loads(pickle.dumps(showdown)) == showdown


def test_a_pair_of_equal_points_that_is_not_identical_is_no_perfect_pair() -> None:
    # [6:4] and [5:5] both make 10 but are different tiles: the round goes on.
    assert not is_pair(tiles("6:4 5:5")) and is_pair(tiles("5:5 5:5"))
    state = new_round(line("6:5 5:4", "6:4 5:5"))
    play(state, ["stake 1", "stake 1"])
    assert not state.is_terminal() and state.phase == "play"


def test_the_remainder_after_the_tens_decides_and_zero_is_lowest() -> None:
    # Banker 6:3 + 4:1 = 14 -> 4. P2: 6:5 + 4:3 = 18 -> 8 wins; P3: 5:5 + 6:4 + 6:6 = 32
    # -> 2 loses (Culin: the remainders after deducting the tens).
    state = new_round(line("6:5 5:5", "6:3 4:1", "4:3", "6:4 6:6"))
    play(state, ["stake 2", "stake 3", "draw 1", "draw 2"])
    assert state.returns() == [1, 2, -3]
    assert points(tiles("5:5 6:4")) == 0 and compare(0, 1) == -1


def test_the_gee_joon_tiles_count_their_pips() -> None:
    # navpil/gupai: the Korean game has no wild tiles. [2:1] 4:2 is 3 + 6 = 9 points.
    assert points(tiles("2:1 4:2")) == 9
    assert points(tiles("2:1 6:6")) == 5  # 3 + 12 = 15; a wild [2:1] as 6 would make 8


@pytest.mark.parametrize("ties, expected", [("push", [-1, 0, 1]), ("banker", [0, -1, 1])])
def test_equal_points_push_or_go_to_the_banker(ties, expected) -> None:
    # The GuPai site and navpil: a push; the other reading: the banker takes it.
    # Banker 6:1 + 3:1 = 11 -> 1; P2 5:5 + 6:5 = 21 -> 1, a tie; P3 4:4 + 6:3 + 6:6 = 29
    # -> 9 wins either way.
    state = new_round(line("5:5 4:4", "6:1 3:1", "6:5", "6:3 6:6"), ties=ties)
    play(state, ["stake 1", "stake 1", "draw 1", "draw 2"])
    assert state.returns() == expected


def test_every_seat_but_the_owner_sees_backs_until_the_showdown() -> None:
    state = new_round(line("6:5 5:5", "6:3 4:1", "4:3", "6:4 6:6"))
    play(state, ["stake 2", "stake 3"])
    # The caption names the first tile, and what each count is worth on it, to its owner
    # only: the others read how many tiles are drawn.
    assert "6:5" in state.explain("draw 1", 1)
    assert state.explain("draw 1", 2) == "P2 draws 1 more tile, face down until the showdown."
    play(state, ["draw 1"])
    assert state.view(2)["zones"]["hand 1"] == [None, None]
    assert state.view(1)["zones"]["hand 1"] == ["6:5", "4:3"]


def test_non_interference_the_first_tile_of_another_player_changes_nothing_seen() -> None:
    # Two lines that differ only in P2's first tile and draw: P3 sees the same.
    a = new_round(line("6:5 5:5", "6:3 4:1", "4:3", "6:4 6:6"))
    b = new_round(line("5:4 5:5", "6:3 4:1", "4:3", "6:4 6:6"))
    for state in (a, b):
        play(state, ["stake 2", "stake 3", "draw 1"])
    assert what_seat_sees(a, 2) == what_seat_sees(b, 2)


def test_a_bad_move_is_refused_and_changes_nothing() -> None:
    state = new_round(line("6:5 5:5", "6:3 4:1"))
    before = dump(state)
    with pytest.raises(IllegalActionError, match="stake 7"):
        state.apply_action("stake 7")
    assert dump(state) == before
    play(state, ["stake 1", "stake 1"])
    before = dump(state)
    with pytest.raises(IllegalActionError, match="draw 3"):
        state.apply_action("draw 3")
    assert dump(state) == before


def test_ten_seats_play_from_one_set() -> None:
    # Culin: "two or more persons, not exceeding ten": nine players and the banker need at
    # most 9 x 3 + 2 = 29 of the 32 tiles.
    game = gw.load_game("kolyesi", players=10, rounds=1)
    state = game.new_initial_state(seed=5)
    while not state.is_terminal():
        state.apply_action(state.ask(KolYeSiBot(1)))
    assert sum(state.returns()) == 0
    held = [t for groups in state.groups for g in groups for t in g]
    assert not (Counter(held) - Counter(SET))


# -- exact odds ----------------------------------------------------------------------------


def plain_count(first: str) -> tuple[Fraction, Fraction, Fraction]:
    """P(pair) and each count's value, by listing every banker pair and every draw."""
    unseen = list(SET)
    unseen.remove(gw.Tile.parse(first))
    f = gw.Tile.parse(first).pips
    pairs = 0
    totals = [Fraction(0), Fraction(0)]
    indices = range(len(unseen))
    nonpairs = 0
    for i, j in combinations(indices, 2):
        if unseen[i] == unseen[j]:
            pairs += 1
            continue
        nonpairs += 1
        banker = (unseen[i].pips + unseen[j].pips) % 10
        left = [t for k, t in enumerate(unseen) if k not in (i, j)]
        for count in (1, 2):
            draws = list(combinations(left, count))
            won = sum(compare((f + sum(t.pips for t in d)) % 10, banker) for d in draws)
            totals[count - 1] += Fraction(won, len(draws))
    return Fraction(pairs, pairs + nonpairs), totals[0] / nonpairs, totals[1] / nonpairs


@pytest.mark.parametrize("first", ["6:5", "2:1"])
def test_the_exact_values_agree_with_a_plain_count_of_every_case(first) -> None:
    pair, one, two = plain_count(first)
    draw = draw_odds(gw.Tile.parse(first))
    assert (draw.pair, draw.value(1), draw.value(2)) == (pair, one, two)


def test_the_chance_of_a_perfect_pair_is_the_identical_pairs_among_the_unseen_tiles() -> None:
    # 11 faces come twice in the set: a first tile of a doubled face leaves 10 pairs among
    # the 31 unseen tiles, a single face 11; C(31, 2) = 465.
    assert draw_odds(gw.Tile(6, 6)).pair == Fraction(10, 465)
    assert draw_odds(gw.Tile(2, 1)).pair == Fraction(11, 465)


def test_six_five_is_the_best_first_tile() -> None:
    # [6:5] (1 point) drawing one: the round worth the most of all 21 faces, +0.099.
    draws = every_first_tile()
    assert max(draws, key=lambda d: d.round_value).first == gw.Tile(6, 5)


def test_the_best_strategy_beats_the_banker_and_more_so_with_a_wide_stake() -> None:
    # navpil/gupai's notes: the banker is at a disadvantage against a perfect player.
    fixed, three, ten = (best_strategy(tuple(range(1, m + 1))).value for m in (1, 3, 10))
    assert 0 < fixed < three < ten
    # The best beats any other strategy, e.g. always drawing one, or always two.
    best = best_strategy((1, 2, 3))
    for count in (1, 2):
        other = strategy_value(dict.fromkeys(best.counts, count), best.stake_on)
        assert other < best.value


def test_when_the_banker_takes_ties_the_players_lose_on_average() -> None:
    assert best_strategy((1,), ties="banker").value < 0


def test_the_game_is_registered_in_the_banker_family() -> None:
    spec = gw.load_game("kolyesi").spec
    assert spec.family == "mod10" and spec.players == tuple(range(2, 11))
    assert isinstance(gw.load_game("kolyesi"), KolYeSi)


def test_the_bot_plays_the_exact_best_strategy_on_every_first_tile() -> None:
    # The GuPai site asks for the best stake and count; `best_strategy` finds them exactly,
    # and the bot plays them: for each of the 21 faces as P2's first tile, its stake and
    # then its count (P3 and the banker hold other tiles, the banker no pair).
    best = best_strategy((1, 2, 3))
    for draw in every_first_tile():
        first = str(draw.first)
        others = [t for t in ("6:6", "6:5", "6:4", "5:5") if t != first]
        state = new_round(line(f"{first} {others[0]}", f"{others[1]} {others[2]}"))
        assert state.ask(KolYeSiBot(0)).short == f"stake {best.stake_on[draw.first]}"
        play(state, ["stake 1", "stake 1"])
        assert state.ask(KolYeSiBot(0)).short == f"draw {best.counts[draw.first]}"
    # With best play the players gain on the bank (+4.28 % of a stake of 1 to 3), so the
    # bot passes the bank while it may, and takes it when it must.
    game = gw.load_game("kolyesi", players=3, rounds=1)
    state = game.new_initial_state(seed=1, dealer=0)
    assert state.ask(KolYeSiBot(0)).short == "pass bank"
    play(state, ["pass bank", "pass bank"])
    assert state.ask(KolYeSiBot(0)).short == "take bank"


def test_this_pages_round() -> None:
    # The page's round, four seats: P2, P3 and P4 draw 6:5, 3:3 and 2:1 and stake 3, 1 and
    # 1; the banker takes 5:4 6:1 (16: 6 points). P2 draws 4:3: 18, 8 points, wins 3. P3
    # draws 6:6 1:1: 20, 0 points, the lowest, loses 1. P4 draws 5:5 3:1: 17, 7 points,
    # wins 1 (Culin: the remainders after the tens are compared).
    state = new_round(line("6:5 3:3 2:1", "5:4 6:1", "4:3", "6:6 1:1", "5:5 3:1"), players=4)
    play(state, ["stake 3", "stake 1", "stake 1", "draw 1", "draw 2", "draw 2"])
    assert state.returns() == [-3, 3, -1, 1]


@pytest.mark.parametrize("most", [1, 3, 10])
def test_the_stakes_option_sets_the_most_a_player_may_stake(most) -> None:
    # Culin lets each player stake what he likes; the option caps it, the least being 1.
    state = new_round(line("6:5 2:1", "3:1 4:4"), stakes=most)
    assert shorts(state) == {f"stake {n}" for n in range(1, most + 1)}


def test_draw_one_on_a_first_tile_worth_0_1_2_7_or_9_and_two_on_the_others() -> None:
    # The page's reading of the exact table: the better count depends only on the first
    # tile's own points.
    for draw in every_first_tile():
        assert draw.best_count == (1 if draw.first.pips % 10 in (0, 1, 2, 7, 9) else 2)


def test_how_to_play_well_the_count_by_points_turns_the_round_in_the_players_favour() -> None:
    """The page's "How to play well", exact: at a stake of 1 the rule by points wins 0.46%
    of a stake a round; always one loses 2.59%, always two 2.11%. On 4 points ([3:1],
    [2:2]) drawing one loses 0.150 per stake, two 0.014."""
    draws = every_first_tile()
    rule = {d.first: 1 if d.first.pips % 10 in (0, 1, 2, 7, 9) else 2 for d in draws}
    ones = dict.fromkeys(rule, 1)
    worth = [strategy_value(counts, ones) for counts in (rule, ones, dict.fromkeys(rule, 2))]
    assert [f"{float(v):+.2%}" for v in worth] == ["+0.46%", "-2.59%", "-2.11%"]
    assert worth[0] == best_strategy((1,)).value
    four = [d for d in draws if d.first.pips % 10 == 4]
    assert sorted(str(d.first) for d in four) == ["2:2", "3:1"]
    assert {d.first: Counter(SET)[d.first] for d in four} == {gw.Tile(3, 1): 2, gw.Tile(2, 2): 2}
    one, two = (sum(d.value(n) for d in four) / 2 for n in (1, 2))
    assert (f"{float(one):+.3f}", f"{float(two):+.3f}") == ("-0.150", "-0.014")
