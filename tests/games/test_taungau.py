"""Tau Ngau scenarios with fixed deals: every rule and option, the expected result worked out
by hand from the sources.

Sources: pagat (https://www.pagat.com/tile/cdom/taungau.html) for the bull, the wild Gee
Joon tiles, the pagat settlement and the bank kept by a banker without a bull;
dominorules.com (https://www.dominorules.com/bullfighting) for its worked bulls; the GuPai
site (https://navpil.github.io/gupai/gambling-games/tau-ngau.html) for the Macao book's
settlement and its worked examples, zero counting ten, and "no advantage to the casino" in
the pagat version.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import numpy as np
import pytest
from scenario import dump, play, seats, shorts, what_seat_sees

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError
from gupai_widgets.games.mod10.paigow_hands import FACES, SET, _positions
from gupai_widgets.games.mod10.taungau import TauNgau
from gupai_widgets.games.mod10.taungau_bot import TauNgauBot
from gupai_widgets.games.mod10.taungau_hands import (
    NO_BULL,
    Edge,
    Rules,
    best,
    bulls,
    decline_after_banker,
    distribution,
    hand_results,
    house_edge,
    is_bull,
    joint_counts,
    keep_or_decline,
    points,
)
from gupai_widgets.games.mod10.taungau_joint import JOINT
from gupai_widgets.pieces import tiles

# Hands used below (what they make with zero low), no two in a round sharing a tile the set
# has fewer copies of:
BULL_6 = "3:1 2:2 1:1 6:5 4:1"  # bull 4 + 4 + 2 = 10; 6:5 4:1 = 16 -> 6 points
BULL_6_AGAIN = "6:6 4:4 5:5 3:1 1:1"  # bull 12 + 8 + 10 = 30; 3:1 1:1 = 6 -> 6 points
BULL_3 = "6:1 5:2 3:3 5:4 2:2"  # every bull leaves 13 -> 3 points
BULL_1 = "6:4 6:4 5:5 5:5 6:5"  # three tens; 10 + 11 = 21 -> 1 point
BULL_10 = "6:3 4:3 3:1 6:6 4:4"  # bull 9 + 7 + 4 = 20; 6:6 4:4 = 20 -> 0, or 10 when high
NO_BULL_HAND = "1:1 2:1 3:3 4:2 5:1"  # 2, 3/6, 6, 3/6, 6: no three make a multiple of ten
NO_BULL_OTHER = "3:2 4:4 5:1 5:3 6:2"  # 5, 8, 6, 8, 8
WILD = "2:1 5:2 6:6 4:4 5:5"  # bull 12 + 8 + 10 = 30 keeps [2:1] 5:2: 6 + 7 = 13 -> 3


def round_returns(*hands: str, stakes=(1, 1), **options) -> list[int]:
    """One round for three seats: P1 takes the bank with the first hand, P2 and P3 stake,
    every seat plays its best bull; the returns. A missing third hand is dealt from the
    tiles left."""
    game = gw.load_game("taungau", players=3, rounds=1, **options)
    hands = list(hands)
    if len(hands) == 2:
        left = Counter(SET) - Counter(t for h in hands for t in tiles(h))
        hands.append(" ".join(map(str, list(left.elements())[:5])))
    state = game.new_initial_state(hands=seats(*hands), dealer=0)
    play(state, ["take bank", *(f"stake {s}" for s in stakes)])
    while not state.is_terminal():
        state.apply_action(state.ask(TauNgauBot(0)))
    return state.returns()


# -- bulls and points (dominorules, pagat) ----------------------------------------------------


@pytest.mark.parametrize(
    "three, makes",
    [
        ("3:1 2:2 1:1", True),  # 4 + 4 + 2 = 10 (dominorules)
        ("6:6 3:3 1:1", True),  # 12 + 6 + 2 = 20 (dominorules)
        ("2:1 6:5 3:3", True),  # [2:1] as 3: 3 + 11 + 6 = 20 (dominorules)
        ("2:1 4:4 3:3", True),  # [2:1] as 6: 6 + 8 + 6 = 20 (dominorules)
        ("6:5 6:5 5:4", False),  # 31
        ("4:2 2:1 6:6", False),  # 18, 21 or 24
    ],
)
def test_three_tiles_make_a_bull_when_they_add_up_to_a_multiple_of_ten(three, makes) -> None:
    assert is_bull(tiles(three)) is makes


def test_the_two_tiles_left_score_their_total_modulo_ten() -> None:
    assert points(tiles("6:5 6:1")) == 8  # pagat: 18 -> 8
    assert points(tiles("6:5 4:1")) == 6  # GuPai site: 16 -> 6
    assert points(tiles("6:6 4:4")) == 0  # 20
    assert points(tiles("6:6 4:4"), zero_high=True) == 10  # the Macao book: 0 counts 10


def test_a_wild_tile_counts_three_or_six_whichever_scores_better() -> None:
    assert points(tiles("2:1 5:2")) == 3  # 6 + 7 = 13, better than 3 + 7 = 10 -> 0
    assert points(tiles("2:1 5:2"), zero_high=True) == 10  # 3 + 7 = 10 counts 10
    assert points(tiles("4:2 2:1")) == 9  # 3 + 6


def test_the_best_bull_keeps_the_wild_tile_for_the_score() -> None:
    # [2:1] 5:2 5:5 make 20 leaving 6:6 4:4 (0 points); 6:6 4:4 5:5 make 30 leaving [2:1]
    # 5:2, 3 points. No other three tiles make a bull.
    ways = bulls(tiles(WILD))
    assert [(sorted(map(str, w.rest)), w.points) for w in ways] == [
        (["2:1", "5:2"], 3),
        (["4:4", "6:6"], 0),
    ]
    assert best(tiles(WILD), zero_high=True) == 10  # zero high: the other way is better


def test_a_hand_without_a_bull_has_no_score() -> None:
    for hand in (NO_BULL_HAND, NO_BULL_OTHER):
        assert best(tiles(hand)) == NO_BULL
        assert [w.made for w in bulls(tiles(hand))] == [False]


# -- the round and its settlement --------------------------------------------------------------


def test_pagat_the_higher_score_wins_the_stake_and_a_tie_pushes() -> None:
    assert round_returns(BULL_3, BULL_6, BULL_1, stakes=(2, 3)) == [1, 2, -3]
    assert round_returns(BULL_6, BULL_6_AGAIN, BULL_3) == [1, 0, -1]


def test_pagat_no_bull_loses_to_a_bull_and_a_banker_without_one_pays_the_bulls() -> None:
    assert round_returns(BULL_3, NO_BULL_HAND, BULL_1) == [2, -1, -1]
    # The banker has no bull: the player with a bull (even of 0 points) wins, the player
    # without one takes his stake back.
    assert round_returns(NO_BULL_HAND, BULL_10, NO_BULL_OTHER) == [-1, 1, 0]


MACAO = {"settlement": "macao", "zero": "high"}


def test_macao_the_difference_in_points_is_paid() -> None:
    # The GuPai site's example: the player keeps [6:5][4:1], 6 points.
    assert round_returns(NO_BULL_HAND, BULL_6, **MACAO)[1] == 6  # 6 - 0
    assert round_returns(BULL_10, BULL_6, **MACAO)[1] == -4  # [6:6][4:4] counts 10
    assert round_returns(BULL_6_AGAIN, BULL_6, **MACAO)[1] == 0  # 6 against 6
    assert round_returns(BULL_3, BULL_6, **MACAO)[1] == 3  # [5:4][2:2], 3 points
    # The GuPai site: 1 point against 10 pays nine stakes, here 9 × 2.
    assert round_returns(BULL_10, BULL_1, stakes=(2, 1), **MACAO)[1] == -18


def test_macao_no_bull_pays_four_stakes_whatever_the_banker_holds() -> None:
    assert round_returns(BULL_10, NO_BULL_HAND, **MACAO)[1] == -4
    assert round_returns(NO_BULL_HAND, NO_BULL_OTHER, **MACAO)[1] == -4


def test_zero_is_low_under_pagat_and_ten_when_high() -> None:
    assert round_returns(BULL_3, BULL_10)[1] == -1  # 0 points lose to 3
    assert round_returns(BULL_3, BULL_10, zero="high")[1] == 1  # 10 beat 3


def test_a_seat_with_a_bull_must_set_one_aside() -> None:
    game = gw.load_game("taungau", players=3, rounds=1)
    state = game.new_initial_state(hands=seats(BULL_3, BULL_6, NO_BULL_HAND), dealer=0)
    play(state, ["take bank", "stake 1", "stake 1"])
    assert state.current_player == 1
    # 4 + 4 + 2, or 11 + 5 with either 4: three bulls, each leaving 6 points; no "no bull".
    assert shorts(state) == {
        "1:1 3:1 2:2 / 6:5 4:1", "3:1 6:5 4:1 / 1:1 2:2", "2:2 6:5 4:1 / 1:1 3:1"
    }  # fmt: skip
    before = dump(state)
    for bad in ("no bull", "6:5 4:1 1:1 / 3:1 2:2", "take bank"):
        with pytest.raises(IllegalActionError, match="not legal"):
            state.apply_action(bad)
        assert dump(state) == before
    play(state, ["1:1 3:1 2:2 / 6:5 4:1"])
    assert shorts(state) == {"no bull"}  # P3 has none


# -- declining a bull (option decline_bull; the GuPai site on the Macao settlement) ------------


def declined_round(p2: str, move: str, **options) -> gw.State:
    """P1 banks with 10 points (zero high), P2 plays `move`, P3 and P1 their best bull."""
    game = gw.load_game("taungau", players=3, rounds=1, **MACAO, **options)
    state = game.new_initial_state(hands=seats(BULL_10, p2, BULL_6), dealer=0)
    play(state, ["take bank", "stake 1", "stake 1", move])
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    return state


def test_by_default_a_player_with_a_bull_may_not_decline_it() -> None:
    """Every source: the player must set three tiles aside."""
    game = gw.load_game("taungau", players=3, rounds=1, **MACAO)
    state = game.new_initial_state(hands=seats(BULL_10, BULL_1, BULL_6), dealer=0)
    play(state, ["take bank", "stake 1", "stake 1"])
    before = dump(state)
    with pytest.raises(IllegalActionError, match="not legal"):
        state.apply_action("no bull")
    assert dump(state) == before
    assert "no bull" not in shorts(state)


def test_a_declined_bull_pays_four_stakes_where_the_bull_would_pay_nine() -> None:
    """The GuPai site: a bull of 1 point ([5:4][1:1] there, [6:5][5:5] here) against the
    banker's 10 pays nine bets; failing to form a bull pays only four."""
    kept = declined_round(BULL_1, "5:5 6:4 6:4 / 5:5 6:5", decline_bull=True)
    declined = declined_round(BULL_1, "no bull", decline_bull=True)
    assert kept.returns()[1] == -9
    assert declined.returns()[1] == -4


def test_the_banker_may_not_decline_and_the_table_hears_only_no_bull() -> None:
    """The banker sees the same whether P2 declined a bull or had none; a declined bull
    is offered to players only."""
    views = []
    for p2 in (BULL_1, NO_BULL_OTHER):
        game = gw.load_game("taungau", players=3, rounds=1, decline_bull=True, **MACAO)
        state = game.new_initial_state(hands=seats(BULL_10, p2, BULL_6), dealer=0)
        play(state, ["take bank", "stake 1", "stake 1", "no bull", "1:1 3:1 2:2 / 6:5 4:1"])
        assert state.current_player == 0
        assert "no bull" not in shorts(state)
        views.append(what_seat_sees(state, 0))
    assert views[0] == views[1]


@pytest.mark.parametrize(
    ("zero", "result", "keep"),
    [("high", 1, "-3.33"), ("high", 4, "-0.32"), ("low", 0, "-3.64"), ("low", 1, "-2.63")],
)
def test_deciding_before_the_banker_declining_never_pays(zero: str, result: int, keep: str):
    """The page's figure: over every deal, keeping the weakest bulls still expects more
    than the four stakes of a hand without one, so the bot keeps every bull."""
    rules = Rules(zero == "high", "macao")
    kept, declined = keep_or_decline(rules, result)
    assert (f"{kept:.2f}", declined) == (keep, -4.0)
    for points_made in range(0 if zero == "low" else 1, 10 if zero == "low" else 11):
        assert keep_or_decline(rules, points_made)[0] > -4


@pytest.mark.parametrize(
    ("zero_high", "kept", "after"), [(True, "+0.098", "+0.279"), (False, "-0.097", "+0.081")]
)
def test_declining_after_the_banker_shows_would_raise_the_players_edge(
    zero_high: bool, kept: str, after: str
) -> None:
    """The page: a player who saw the banker's result first would decline whenever his bull
    falls more than four points short, in 7.7% of deals (numpy's joint count, not the
    shipped table the page reads)."""
    rules = Rules(zero_high, "macao")
    joint = joint_counts(zero_high)
    result = np.arange(12) - 1
    keep = np.where(result[:, None] == NO_BULL, -4, result[:, None] - np.maximum(result, 0))
    best = np.maximum(keep, -4)
    assert f"{house_edge(rules).expectation:+.3f}" == kept
    assert f"{(joint * best).sum() / joint.sum():+.3f}" == after
    assert f"{joint[keep < -4].sum() / joint.sum():.1%}" == "7.7%"
    gain, declined = decline_after_banker(rules)  # the page's, from the shipped table
    assert gain == pytest.approx((joint * best).sum() / joint.sum())
    assert declined == pytest.approx(joint[keep < -4].sum() / joint.sum())


def test_the_bot_keeps_even_a_one_point_bull_when_it_may_decline() -> None:
    game = gw.load_game("taungau", players=3, rounds=1, decline_bull=True, **MACAO)
    state = game.new_initial_state(hands=seats(BULL_10, BULL_1, BULL_6), dealer=0)
    play(state, ["take bank", "stake 1", "stake 1"])
    assert "no bull" in shorts(state)
    assert state.ask(TauNgauBot(0)).short in shorts(state) - {"no bull"}


# -- the bank ------------------------------------------------------------------------------------


def bankers(banker_hand: str, **options) -> list[int]:
    game = gw.load_game("taungau", players=3, rounds=2, **options)
    state = game.new_initial_state(hands=seats(banker_hand, BULL_6, BULL_1), dealer=0, seed=1)
    play(state, ["take bank", "stake 1", "stake 1"])
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    return [state.banker, state.phase, state.current_player]


def test_pagat_a_banker_without_a_bull_keeps_the_bank() -> None:
    assert bankers(NO_BULL_HAND) == [0, "stake", 1]  # P1 keeps it; stakes start at once
    assert bankers(BULL_3)[1:] == ["bank", 1]  # with a bull the bank is offered to P2


def test_the_bank_can_pass_after_every_round() -> None:
    assert bankers(NO_BULL_HAND, bank="always")[1:] == ["bank", 1]


def test_a_round_whose_bank_was_kept_is_dealt_again_with_the_bank_kept() -> None:
    # Issue 28: dealt again from deal_setup(), the second round offered the bank to P1,
    # who had kept it, and the round's real moves ("stake 1" by P2) no longer replayed.
    game = gw.load_game("taungau", players=3, rounds=2)
    state = game.new_initial_state(hands=seats(NO_BULL_HAND, BULL_6, BULL_1), dealer=0, seed=1)
    play(state, ["take bank", "stake 1", "stake 1"])
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    start = len(state.history)
    play(state, ["stake 2", "stake 1"])
    setup = state.deal_setup()
    assert (setup.dealer, setup.deal_number, setup.facts["bank_kept"]) == (0, 1, True)
    assert state.deal_start() == start
    again = game.new_initial_state(setup)
    assert (again.banker, again.phase, again.current_player) == (0, "stake", 1)
    assert "P1 keeps the bank from the round before." in again.intro()
    play(again, ["stake 2", "stake 1"])
    assert again.zones() == state.zones() and shorts(again) == shorts(state)
    # to_dict keeps the fact, so the state rebuilds from it.
    assert gw.State.from_dict(again.to_dict()).zones() == again.zones()
    # A round whose bank was offered says nothing of it.
    assert "bank_kept" not in game.new_initial_state(seed=1).deal_setup().facts


def test_a_kept_bank_needs_its_banker_and_a_round_before() -> None:
    game = gw.load_game("taungau", players=3, rounds=2)
    for wrong in ({}, {"dealer": 1}, {"deal_number": 1}):
        with pytest.raises(gw.DealError, match="needs the banker who kept it as dealer"):
            game.new_initial_state(seed=1, bank_kept=True, **wrong)
    with pytest.raises(gw.DealError, match="bank_kept must be True or False, not 1"):
        game.new_initial_state(seed=1, dealer=0, deal_number=1, bank_kept=1)


# -- what a seat sees ----------------------------------------------------------------------------


def test_the_tiles_set_aside_stay_hidden_until_the_showdown() -> None:
    """Non-interference: P1 (the banker, playing last) sees the same whatever bull P2 holds;
    both hands make a bull, which everybody sees."""
    views = []
    for p2 in (BULL_6, BULL_1):
        game = gw.load_game("taungau", players=3, rounds=1)
        state = game.new_initial_state(hands=seats(BULL_3, p2, NO_BULL_HAND), dealer=0)
        play(state, ["take bank", "stake 1", "stake 2"])
        state.apply_action(state.legal_actions()[0])
        state.apply_action(state.legal_actions()[0])
        assert state.current_player == 0
        views.append(what_seat_sees(state, 0))
    assert views[0] == views[1]


# -- exact odds ----------------------------------------------------------------------------------


def test_the_distribution_counts_every_five_tile_hand() -> None:
    counts = distribution()
    assert sum(counts.values()) == comb(32, 5)
    # The same result, hand by hand without numpy, for a spread of hands of the set.
    faces, _ = _positions(5)
    results = hand_results()
    for row in range(0, len(faces), 997):
        hand = [FACES[i] for i in faces[row]]
        assert results[row] == best(hand), hand
    high = hand_results(zero_high=True)
    assert np.array_equal(high == NO_BULL, results == NO_BULL)
    assert counts[NO_BULL] == distribution(zero_high=True)[NO_BULL]


def test_the_joint_counts_every_deal_of_player_and_banker() -> None:
    joint = joint_counts()
    assert joint.sum() == comb(32, 5) * comb(27, 5)
    # Player and banker are dealt alike: the table is symmetric, and each row adds up to the
    # hands with that result times the banker's C(27, 5) hands.
    assert np.array_equal(joint, joint.T)
    counts = distribution()
    for result, count in counts.items():
        assert joint[result + 1].sum() == count * comb(27, 5)


def test_the_banker_distribution_against_one_hand_by_every_banker_hand() -> None:
    """One player hand, every banker hand of the 27 other tiles counted tile by tile, against
    the class-grouped count: the row of the joint table for hands of the same classes."""
    player = tiles("6:6 4:2 3:1 5:4 1:1")
    faces, masks = _positions(5)
    mask = 0
    rest = list(SET)
    for tile in player:
        position = next(i for i, t in enumerate(SET) if t is tile and not mask >> i & 1)
        mask |= 1 << position
        rest.remove(tile)
    unseen = (masks & mask) == 0
    by_tiles = Counter(hand_results()[unseen].tolist())
    assert sum(by_tiles.values()) == comb(27, 5)
    assert by_tiles == Counter(best(list(hand)) for hand in combinations(rest, 5))


def test_the_shipped_joint_table_is_the_numpy_count() -> None:
    # `house_edge` (and so the bot, in the browser too) reads the table written by
    # scripts/taungau_tables.py; it must be what numpy counts today.
    for zero_high in (False, True):
        assert JOINT[zero_high] == tuple(map(tuple, joint_counts(zero_high).tolist()))


@pytest.mark.parametrize("zero_high", [False, True])
@pytest.mark.parametrize("settlement", ["pagat", "macao"])
def test_the_edge_from_the_table_equals_the_numpy_sum(zero_high: bool, settlement: str) -> None:
    rules = Rules(zero_high=zero_high, settlement=settlement)
    joint = joint_counts(zero_high)
    results = np.arange(12) - 1
    player, banker = results[:, None], results[None, :]
    if settlement == "macao":
        outcome = np.where(player == NO_BULL, -4, player - np.maximum(banker, 0))
    else:
        outcome = np.sign(player - banker)
    total = joint.sum()
    assert house_edge(rules) == Edge(
        float((joint * outcome).sum() / total),
        float(joint[outcome > 0].sum() / total),
        float(joint[outcome == 0].sum() / total),
        float(joint[outcome < 0].sum() / total),
    )


def test_pagat_gives_the_bank_no_edge_and_macao_with_zero_high_favours_the_players() -> None:
    # The GuPai site: no advantage to the casino in the pagat version; with the Macao book's
    # rules "the advantage may even lie slightly with the player".
    assert house_edge(Rules()).expectation == 0
    assert house_edge(Rules(zero_high=True)).expectation == 0
    assert house_edge(Rules(zero_high=True, settlement="macao")).expectation > 0
    edge = house_edge(Rules())
    assert edge.win == edge.lose and abs(edge.win + edge.push + edge.lose - 1) < 1e-12


# -- the bot and the registry ----------------------------------------------------------------


def test_the_bot_sets_aside_the_bull_that_scores_most() -> None:
    game = gw.load_game("taungau", players=3, rounds=1)
    state = game.new_initial_state(hands=seats(BULL_6, WILD, NO_BULL_OTHER), dealer=0)
    play(state, ["take bank", "stake 1", "stake 1"])
    assert state.ask(TauNgauBot(0)).short == "6:6 4:4 5:5 / 5:2 2:1"


def test_the_bot_stakes_high_unless_the_rules_favour_the_bank() -> None:
    # The exact odds (house_edge): pagat's rules are even, the Macao book's settlement
    # favours the bank with a low zero and the players with a high one. Even odds assume
    # the banker's best bull, so a player staking the most is never worse off.
    for options, stake in (
        ({}, "stake 3"),
        ({"settlement": "macao"}, "stake 1"),
        ({"settlement": "macao", "zero": "high"}, "stake 3"),
    ):
        game = gw.load_game("taungau", players=3, rounds=1, **options)
        state = game.new_initial_state(seed=2, dealer=0)
        state.apply_action(state.ask(TauNgauBot(0)))  # P1 takes or passes the bank
        while state.phase == "bank":
            state.apply_action(state.ask(TauNgauBot(0)))
        assert state.ask(TauNgauBot(0)).short == stake


def test_the_game_is_registered_in_the_banker_family() -> None:
    spec = gw.load_game("taungau").spec
    # pagat and the GuPai site: three to six players.
    assert spec.family == "mod10" and spec.players == (3, 4, 5, 6)
    assert isinstance(gw.load_game("taungau"), TauNgau)


def test_six_seats_get_five_tiles_each_and_two_tiles_stay_unused() -> None:
    """pagat: up to six play, five tiles each: 30 of the 32 tiles are dealt. With six
    seats each player is settled against the banker alone (pagat's settlement)."""
    hands = [BULL_6, NO_BULL_HAND, BULL_3, BULL_1, NO_BULL_OTHER, "6:1 6:3 4:3 4:4 3:1"]
    left = Counter(SET) - Counter(t for h in hands for t in tiles(h))
    assert sum(left.values()) == 2
    game = gw.load_game("taungau", players=6, rounds=1)
    state = game.new_initial_state(hands=seats(*hands), dealer=0)
    play(state, ["take bank", *["stake 1"] * 5])
    assert [len(state.hands[s]) for s in range(6)] == [5] * 6 and len(state.rest) == 2
    while not state.is_terminal():
        state.apply_action(state.ask(TauNgauBot(0)))
    # The banker's bull scores 6: each player without a bull loses, 3 and 1 lose, and the
    # last hand (6:1 6:3 3:1 make 20, 4:3 4:4 leave 15: 5 points) loses too.
    assert state.returns() == [5, -1, -1, -1, -1, -1]


def test_this_pages_round_and_its_second_deal_under_each_reading() -> None:
    # The page's round: P1 banks with 6:1 5:2 3:3 / 5:4 2:2 (20, then 9 + 4 = 13: 3 points).
    # P2 (stake 1) and P3 (stake 2) make bulls with 6 points and win; P4 (stake 3) has no
    # bull and loses (pagat). The banker made a bull, so the bank moves on to P2.
    game = gw.load_game("taungau", rounds=2)
    hands = seats(
        "3:3 6:1 5:2 5:4 2:2", "3:1 2:2 1:1 6:5 4:1", "6:6 4:4 5:5 3:1 1:1", "3:2 4:4 5:1 5:3 6:2"
    )
    state = game.new_initial_state(hands=hands, dealer=0, seed=1)
    play(state, ["take bank"])
    assert shorts(state) == {"stake 1", "stake 2", "stake 3"}
    play(state, ["stake 1", "stake 2", "stake 3", "1:1 3:1 2:2 / 6:5 4:1"])
    play(state, ["6:6 4:4 5:5 / 1:1 3:1", "no bull", "3:3 6:1 5:2 / 2:2 5:4"])
    assert state.results[0].payments == (0, 1, 2, -3)
    assert (state.phase, state.current_player) == ("bank", 1)
    # The second deal: the banker's 6:6 4:4 score 0 (pagat) or 10 (zero high). P2 has 6,
    # P3 1, P4 no bull; stakes 1, 2 and 3.
    second = seats("6:3 4:3 3:1 6:6 4:4", BULL_6, BULL_1, NO_BULL_HAND)

    def returns(**options) -> list[int]:
        game = gw.load_game("taungau", rounds=1, **options)
        state = game.new_initial_state(hands=second, dealer=0)
        play(state, ["take bank", "stake 1", "stake 2", "stake 3"])
        while not state.is_terminal():
            state.apply_action(state.ask(TauNgauBot(0)))
        return state.returns()

    assert returns() == [0, 1, 2, -3]  # 6 and 1 beat 0
    assert returns(zero="high") == [6, -1, -2, -3]  # 10 beats them all
    # The Macao book: 6 - 10 = -4 for P2, (1 - 10) x 2 = -18 for P3, 4 x 3 = -12 for P4.
    assert returns(**MACAO) == [34, -4, -18, -12]


def test_macao_with_zero_low_favours_the_bank() -> None:
    # The page: the Macao book's settlement favours the players when a zero with a bull
    # counts ten, and the banker when it counts zero.
    assert house_edge(Rules(settlement="macao")).expectation < 0


def test_how_to_play_well_the_total_gives_the_points_unless_a_wild_tile_is_held() -> None:
    """The page's "How to play well", over every five-tile hand: 145,866 make a bull; in the
    95,462 with no Gee Joon tile every bull leaves the last digit of the five tiles' total
    (a bull adds up to a multiple of ten, pagat); in 18,728 of the 50,404 with one, and
    only there, the bull chosen changes the points, and one taken at random among the
    hand's bulls scores 2.09 points less than the best."""
    hands = [bulls(hand) for hand in combinations(gw.chinese_set(), 5)]
    made = [ways for ways in hands if ways[0].made]
    wild = [any(t.is_gee_joon for t in ways[0].bull + ways[0].rest) for ways in made]
    assert (len(hands), len(made), sum(wild)) == (201_376, 145_866, 50_404)
    for ways, held in zip(made, wild, strict=True):
        total = sum(t.pips for t in ways[0].bull + ways[0].rest) % 10
        if not held:
            assert {w.points for w in ways} == {total}, ways
    choice = [ways for ways in made if len({w.points for w in ways}) > 1]
    assert len(choice) == 18_728
    lost = [ways[0].points - sum(w.points for w in ways) / len(ways) for ways in choice]
    assert f"{sum(lost) / len(lost):.2f}" == "2.09"
