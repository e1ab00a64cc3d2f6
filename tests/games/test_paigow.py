"""PaiGow scenarios with fixed deals: every rule and option, the expected result worked out
by hand from the sources.

Sources: Wikipedia "Pai gow" (https://en.wikipedia.org/wiki/Pai_gow) for the ranking, Wong
and Gong, the Gee Joon tiles as 3 or 6, the high-tile rule and copies to the banker; pagat
(https://www.pagat.com/tile/cdom/paigow.html) for the Gee Joon tiles as the lowest tiles in
a tie; the GuPai site (https://navpil.github.io/gupai/gambling-games/pai-gow.html) for the
ranked Gee Joon tiles, Man in a Gong, the family two-tile game and the rotating bank;
navpil/gupai for a copy as a push in the family game. The 0–0 rule is the casino rule the
GuPai site and Wikipedia give.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

import pytest
from scenario import dump, page_stats, play, seats, what_seat_sees

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError
from gupai_widgets.games.mod10.paigow import (
    PaiGow,
    Ranking,
    Rules,
    house_edge,
    house_way,
    split_odds,
    splits,
)
from gupai_widgets.games.mod10.paigow_bot import PaiGowBot
from gupai_widgets.games.mod10.paigow_hands import (
    FACES,
    _split_counts,
    _worths,
    banker_hands,
    best_split,
)
from gupai_widgets.pieces import Tile, chinese_set, tiles

RANKING = Ranking()


def key(text: str, ranking: Ranking = RANKING) -> int:
    return ranking.key(*tiles(text))


def family_round(player: str, banker: str, **options) -> list[int]:
    """The two-tile family game for two: P1 holds the bank, P2 stakes 2; the returns."""
    game = gw.load_game("paigow", players=2, tiles=2, rounds=1, **options)
    state = game.new_initial_state(hands=seats(banker, player), dealer=0)
    play(state, ["take bank", "stake 2"])
    assert state.is_terminal()
    return state.returns()


# -- the ranking (Wikipedia, GuPai site) --------------------------------------------------------


def test_hand_ranking_from_gee_joon_down_to_the_points() -> None:
    order = [
        "4:2 2:1",  # Gee Joon
        "6:6 6:6",  # Heaven pair, the best civil pair
        "1:1 1:1",
        "5:1 5:1",  # Red mallet six pair, the lowest civil pair
        "6:3 5:4",  # Nines, the best military pair
        "6:2 5:3",
        "5:2 4:3",
        "4:1 3:2",  # Fives
        "6:6 6:3",  # Heaven Wong
        "1:1 5:4",  # Earth Wong
        "6:6 6:2",  # Heaven Gong
        "1:1 5:3",  # Earth Gong
        "6:5 4:4",  # 19: 9 points
        "6:4 6:4",  # (a pair; only as an example of a high pair against points)
    ]
    keys = [key(h) for h in order[:-1]]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert key("6:4 6:4") > key("6:3 5:4")  # any civil pair beats the military pairs
    names = [RANKING.name(*tiles(h)) for h in ("4:2 2:1", "6:6 6:3", "1:1 5:3", "6:5 4:4")]
    assert names == ["Gee Joon", "Heaven Wong", "Earth Gong", "9 points"]


def test_gee_joon_tiles_count_three_or_six_apart() -> None:
    assert RANKING.points(*tiles("4:2 6:5")) == 7  # 6 + 11 = 17
    assert RANKING.points(*tiles("2:1 6:4")) == 6  # 6 + 10 = 16, not 3 + 10
    assert RANKING.points(*tiles("2:1 5:2")) == 3  # 3 + 7 = 10 -> 0, 6 + 7 = 13 -> 3


def test_man_counts_in_a_gong_only_with_the_option() -> None:
    assert RANKING.name(*tiles("6:6 4:4")) == "Heaven Gong"
    plain = Ranking(man_gong=False)
    assert plain.name(*tiles("6:6 4:4")) == "0 points"  # 12 + 8 = 20
    assert family_round("6:6 4:4", "6:5 2:2") == [-2, 2]  # Gong beats 5 points
    assert family_round("6:6 4:4", "6:5 2:2", man_gong=False) == [2, -2]  # 0 points lose


def test_the_higher_single_tile_breaks_a_tie_of_points() -> None:
    # 9 points each: Earth [1:1] beats Axe [6:5] as the higher tile.
    assert family_round("1:1 6:1", "6:5 6:2") == [-2, 2]
    assert family_round("6:5 6:2", "1:1 6:1") == [2, -2]


def test_a_copy_goes_to_the_banker_or_is_a_push() -> None:
    # 9 points each and the same higher tile, Plum [5:5]: only the higher tile counts.
    assert family_round("5:5 5:4", "5:5 6:3") == [2, -2]
    assert family_round("5:5 5:4", "5:5 6:3", ties="push") == [0, 0]


def test_zero_against_zero_goes_to_the_banker() -> None:
    # Plum [5:5] is the higher tile, but 0 points against 0 points is the banker's.
    assert family_round("5:5 6:4", "5:1 2:2") == [2, -2]
    assert family_round("5:5 6:4", "5:1 2:2", zero_zero=False) == [-2, 2]


def test_gee_joon_tiles_lowest_or_ranked_in_a_tie() -> None:
    # 8 points each: [4:2][4:1] against [3:2][2:1]. Ranked (GuPai) [4:2] is above the fives
    # and wins; lowest (pagat) the higher tiles are [4:1] and [3:2], a copy for the banker.
    assert family_round("4:2 4:1", "3:2 2:1") == [2, -2]
    assert family_round("4:2 4:1", "3:2 2:1", gee_joon_ties="ranked") == [-2, 2]


# -- splitting and the round -----------------------------------------------------------------


def test_four_tiles_split_three_ways_and_equal_tiles_fewer() -> None:
    assert len(splits(tiles("6:6 6:3 5:5 2:1"), RANKING)) == 3
    assert len(splits(tiles("6:6 6:6 5:5 2:1"), RANKING)) == 2
    assert len(splits(tiles("6:6 6:6 5:5 5:5"), RANKING)) == 2
    for high, low in splits(tiles("6:6 6:3 5:5 2:1"), RANKING):
        assert RANKING.key(*high) >= RANKING.key(*low)


def four_tile_round(banker: str, player: str, banker_split: str, player_split: str) -> gw.State:
    game = gw.load_game("paigow", players=2, rounds=1)
    state = game.new_initial_state(hands=seats(banker, player), dealer=0)
    play(state, ["take bank", "stake 3", player_split, banker_split])
    return state


def test_both_hands_win_one_each_is_a_push_both_lose() -> None:
    banker = "6:5 6:2 5:5 3:3"  # split 6:5 6:2 (9 points) / 5:5 3:3 (6 points)
    both = four_tile_round(banker, "1:1 4:4 6:6 4:2", "6:5 6:2 / 5:5 3:3", "1:1 4:4 / 6:6 4:2")
    assert both.returns() == [-3, 3]  # Earth Gong beats 9, 8 points beat 6
    one_each = four_tile_round(banker, "2:2 2:2 6:3 5:1", "6:5 6:2 / 5:5 3:3", "2:2 2:2 / 5:1 6:3")
    assert one_each.returns() == [0, 0]  # Bench pair wins, 5 points lose to 6
    lose = four_tile_round(banker, "6:4 5:4 4:3 3:1", "6:5 6:2 / 5:5 3:3", "6:4 5:4 / 3:1 4:3")
    assert lose.returns() == [3, -3]  # 9 points with a lower tile, 1 point
    assert "P2 (6:4 5:4 / 3:1 4:3): high 9 points loses to 9 points" in lose.results[-1].note


def test_a_split_must_be_one_of_the_seats_own() -> None:
    game = gw.load_game("paigow", players=2, rounds=1)
    state = game.new_initial_state(hands=seats("6:5 6:2 5:5 3:3", "1:1 4:4 6:6 4:2"), dealer=0)
    play(state, ["take bank", "stake 1"])
    before = dump(state)
    for bad in ("6:5 6:2 / 5:5 3:3", "1:1 4:4 / 6:6", "split", "stake 1"):
        with pytest.raises(IllegalActionError, match="not legal"):
            state.apply_action(bad)
        assert dump(state) == before


def test_the_bank_is_offered_round_the_table_and_the_last_must_take_it() -> None:
    game = gw.load_game("paigow", players=3, rounds=2)
    state = game.new_initial_state(seed=4, dealer=1)
    assert state.current_player == 1 and state.phase == "bank"
    play(state, ["pass bank", "pass bank"])
    assert [a.short for a in state.legal_actions()] == ["take bank"]  # P1, the last offered
    play(state, ["take bank"])
    assert state.banker == 0
    play(state, ["stake 1", "stake 3"])  # P2 then P3
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    # The round is settled; the bank is offered to the seat after the banker, P2.
    assert state.phase == "bank" and state.current_player == 1
    assert sum(state.returns()) == 0
    assert abs(state.returns()[1]) in (0, 1) and abs(state.returns()[2]) in (0, 3)


def test_stakes_are_paid_by_the_banker_and_the_match_adds_up() -> None:
    game = gw.load_game("paigow", players=4, rounds=4)
    state = game.new_initial_state(seed=11)
    bots = [PaiGowBot(s) for s in range(4)]
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
    facts = state.observe(None).facts
    assert len(facts.results) == 4
    assert state.returns() == [sum(r.payments[s] for r in facts.results) for s in range(4)]
    assert facts.bankers == (0, 1, 2, 3)  # the bank went round


# -- what a seat sees ------------------------------------------------------------------------


def test_a_split_stays_hidden_until_the_showdown_and_other_tiles_do_not_matter() -> None:
    """Non-interference: P1 (the banker, splitting last) sees the same whatever P2 holds."""
    views = []
    for p2 in ("1:1 4:4 6:6 4:2", "6:3 5:4 2:2 3:1"):
        game = gw.load_game("paigow", players=2, rounds=1)
        state = game.new_initial_state(hands=seats("6:5 6:2 5:5 3:3", p2), dealer=0)
        play(state, ["take bank", "stake 1"])
        play(state, [state_split(state, 1)])
        assert state.current_player == 0
        views.append(what_seat_sees(state, 0))
    assert views[0] == views[1]


def state_split(state: gw.State, seat: int) -> str:
    """The first split `seat` may make (its hand is dealt)."""
    hand = state.hands[seat]
    return " / ".join(" ".join(map(str, h)) for h in splits(hand, state.game.rules.ranking)[0])


# -- exact odds ------------------------------------------------------------------------------


def test_split_odds_count_every_banker_hand_exactly() -> None:
    rules = Rules()
    hand = tiles("6:6 6:3 5:5 2:1")
    odds = split_odds(hand, rules)
    assert all(o.hands == comb(28, 4) for o in odds)
    # The same counts by brute force, without numpy: every 4 of the 28 other tiles.
    rest = list(chinese_set())
    for tile in hand:
        rest.remove(tile)
    for o in odds[:1]:
        counts = {1: 0, 0: 0, -1: 0}
        for banker in combinations(rest, 4):
            high, low = house_way(banker, rules)
            r = rules.compare(RANKING.key(*o.split[0]), RANKING.key(*high))
            r += rules.compare(RANKING.key(*o.split[1]), RANKING.key(*low))
            counts[(r > 0) - (r < 0)] += 1
        assert (o.wins, o.pushes, o.losses) == (counts[1], counts[0], counts[-1])


VARIANTS = (
    Rules(),
    Rules(Ranking(gee_joon_low=False)),
    Rules(Ranking(man_gong=False)),
    Rules(ties="push"),
    Rules(zero_zero=False),
)


@pytest.mark.parametrize("rules", VARIANTS, ids=repr)
def test_the_banker_table_splits_every_hand_by_the_house_way(rules: Rules) -> None:
    """`banker_hands` makes the house way's choice on keys; `house_way` on the tiles."""
    ranking = rules.ranking
    for faces, high, low in banker_hands(rules, 4)[::7]:
        first, second = house_way([FACES[f] for f, n in faces for _ in range(n)], rules)
        assert (ranking.key(*first), ranking.key(*second)) == (high, low), faces


@pytest.mark.parametrize("rules", VARIANTS, ids=repr)
def test_the_plain_python_odds_equal_the_numpy_count(rules: Rules) -> None:
    """The bot's `split_odds` (plain Python, as in the browser) and `house_edge`'s numpy
    count agree split by split on many random hands of four and of two tiles."""
    rng = random.Random(16)
    for size, hands in ((4, 40), (2, 40)):
        for _ in range(hands):
            hand = rng.sample(chinese_set(), size)
            odds = [(o.wins, o.pushes, o.losses) for o in split_odds(hand, rules)]
            assert odds == _split_counts(hand, rules), hand


def test_split_odds_refuse_a_hand_the_set_cannot_deal() -> None:
    with pytest.raises(ValueError, match="more often than the set holds it"):
        split_odds(tiles("6:3 6:3 6:6 1:1"), Rules())  # one [6:3] in the set


def test_family_odds_against_every_two_tile_banker_hand() -> None:
    (odds,) = split_odds(tiles("4:2 2:1"), Rules())
    assert (odds.wins, odds.pushes, odds.losses) == (comb(30, 2), 0, 0)  # Gee Joon beats all


def test_the_player_bot_plays_the_split_worth_most_and_the_banker_the_house_way() -> None:
    game = gw.load_game("paigow", players=2, rounds=1)
    state = game.new_initial_state(hands=seats("6:5 6:2 5:5 3:3", "6:6 6:3 5:5 2:1"), dealer=0)
    play(state, ["take bank", "stake 1"])
    best = max(split_odds(tiles("6:6 6:3 5:5 2:1"), Rules()), key=lambda o: o.expectation)
    chosen = state.ask(PaiGowBot(0))
    assert chosen.pieces == best.split[0] + best.split[1]
    state.apply_action(chosen)
    banker = state.ask(PaiGowBot(0))
    high, low = house_way(tiles("6:5 6:2 5:5 3:3"), Rules())
    assert banker.pieces == high + low


def test_the_game_is_registered_in_the_banker_family() -> None:
    spec = gw.load_game("paigow").spec
    assert spec.family == "mod10" and spec.players == (2, 3, 4)
    assert isinstance(gw.load_game("paigow"), PaiGow)
    assert Tile(4, 2).is_gee_joon


@pytest.mark.parametrize("rules", VARIANTS, ids=repr)
def test_the_bots_best_split_is_the_best_of_split_odds(rules: Rules) -> None:
    """`best_split` (counted from tables, remembered) picks what the plain count picks, and
    its count of each split is the plain count's wins less losses, on hands with and
    without two equal tiles."""
    rng = random.Random(17)
    hands = [rng.sample(chinese_set(), size) for size in (4, 2) * 20]
    hands += [tiles("6:6 6:6 1:1 1:1"), tiles("4:2 2:1 6:6 6:6"), tiles("5:5 5:5 6:3 5:4")]
    for hand in hands:
        odds = split_odds(hand, rules)
        assert best_split(hand, rules) == max(odds, key=lambda o: o.expectation).split, hand
        if len(hand) == 4:
            choices = [o.split for o in odds]
            assert _worths(hand, choices, rules) == [2 * (o.wins - o.losses) for o in odds]


def test_every_player_stakes_1_2_or_3_in_turn_from_the_banker_s_left() -> None:
    # The page's round: P1 takes the bank, then P2, P3 and P4 each choose a stake of 1, 2
    # or 3 (the library's stakes; the banker covers them all), and only then split.
    game = gw.load_game("paigow", players=4, rounds=1)
    hands = seats("6:5 6:2 5:5 3:3", "1:1 4:4 6:6 4:2", "2:2 2:2 6:3 5:1", "6:4 5:4 4:3 3:1")
    state = game.new_initial_state(hands=hands, dealer=0)
    play(state, ["take bank"])
    for seat, stake in ((1, "stake 1"), (2, "stake 2"), (3, "stake 3")):
        assert state.current_player == seat and state.phase == "stake"
        assert {a.short for a in state.legal_actions()} == {"stake 1", "stake 2", "stake 3"}
        play(state, [stake])
    assert state.phase == "play" and state.current_player == 1


def test_how_to_play_well_the_best_split_against_simple_rules() -> None:
    """The page's "How to play well", exact over every four-tile hand against every banker
    hand split by the house way (`page_stats` first counts the stored sample of hands
    again): the best split earns +2.35% a stake; the house way -1.16%, the best split in
    71% of hands; the highest hand high -0.15%, the best split in 74%. The best split is
    the one `house_edge` sums."""
    split = page_stats("paigow")
    assert split["hands"] == 8130 and split["deals"] == comb(32, 4) * comb(28, 4)
    best = split["best too"]["best split"]
    assert best == comb(32, 4)
    shown = {way: (f"{w / split['deals']:+.2%}", f"{split['best too'][way] / best:.0%}")
             for way, w in split["worth"].items()}  # fmt: skip
    assert shown == {
        "best split": ("+2.35%", "100%"),
        "house way": ("-1.16%", "71%"),
        "highest hand high": ("-0.15%", "74%"),
    }
    assert split["worth"]["best split"] / split["deals"] == house_edge(Rules()).expectation
