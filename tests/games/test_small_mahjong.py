"""Small Mahjong scenarios with fixed deals, expected results worked out by hand.

Sources: the GuPai site's Small Mahjong page (after the HuaBaoLeiDa blog): five tiles
each; the three kinds of triplet on six half-values, with its examples and their points;
who may claim the last discard for which triplet, the nearest player first; turns that
skip the players between the discarder and the claimer; every other player pays the
winner's points. navpil's GuPai Readme gives the same claims ("the next and the opposite player,
or anyone with three players").
"""

from __future__ import annotations

from itertools import combinations

import pytest
from scenario import dump, mean_and_error, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw
from gupai_widgets.games.classical import SPLIT, classify_triplet
from gupai_widgets.games.draw_discard.small_mahjong_hands import (
    SET_SET,
    SET_STRAIGHT,
    STRAIGHT_STRAIGHT,
    claim_wins,
    triplet_kind,
)

T = gw.Tile.parse


def tiles(text: str) -> list[gw.Tile]:
    return [T(t) for t in text.split()]


def rest_for(hands: list[list[str]], first: str = "") -> list[str]:
    left = list(map(str, gw.chinese_set()))
    for tile in [t for hand in hands for t in hand] + first.split():
        left.remove(str(T(tile)))
    return first.split() + left


def new_state(hands, first: str, players: int = 4) -> gw.State:
    game = gw.load_game("small_mahjong", players=players)
    return game.new_initial_state(1, hands=hands, rest=rest_for(hands, first), dealer=0)


def claim_kinds(state: gw.State) -> set[str]:
    return {a.detail for a in state.legal_actions() if a.kind == "claim"}


# -- the triplets ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "kind"),
    [
        ("6:6 6:4 4:4", SET_SET),  # 4-4-4 + 6-6-6 (navpil's GuPai Readme)
        ("2:2 2:5 5:5", SET_SET),  # 2-2-2 + 5-5-5 (GuPai site)
        ("1:4 4:4 2:3", SET_STRAIGHT),  # 4-4-4 + 1-2-3 (navpil's GuPai Readme)
        ("2:3 5:4 5:5", SET_STRAIGHT),  # 2-3-4 + 5-5-5 (GuPai site)
        ("3:4 5:4 4:4", None),  # 3-4-5 + 4-4-4 share the 4: no triplet (GuPai site)
        ("1:4 3:3 2:2", STRAIGHT_STRAIGHT),  # 1-2-3 + 2-3-4 (navpil's GuPai Readme)
        ("1:2 3:4 3:5", STRAIGHT_STRAIGHT),  # 1-2-3 + 3-4-5 (GuPai site)
        ("2:5 3:3 4:4", STRAIGHT_STRAIGHT),  # 2-3-4 + 3-4-5 (GuPai site)
        ("6:6 6:5 5:4", None),
    ],
)
def test_the_kinds_of_triplet_from_the_sources_examples(hand: str, kind: str | None) -> None:
    assert triplet_kind(tiles(hand)) == kind


def test_set_set_is_the_classical_split_over_every_three_tiles() -> None:
    # navpil's GuPai Readme: the Set-Set is the same as the classical Split.
    for trio in combinations(gw.chinese_set(), 3):
        assert (triplet_kind(trio) == SET_SET) == (classify_triplet(trio) == SPLIT)


def test_every_triplet_is_two_groups_of_sets_or_straights() -> None:
    # Exhaustively against the definition: six values split into two groups of three, each
    # three equal values or three in a row; a set and a straight share no value.
    def groups(values):
        for idx in combinations(range(6), 3):
            one = sorted(values[i] for i in idx)
            two = sorted(values[i] for i in range(6) if i not in idx)
            yield one, two

    def shape(g):
        if g[0] == g[2]:
            return "set"
        return "straight" if g[1] == g[0] + 1 and g[2] == g[1] + 1 else None

    for trio in combinations(gw.chinese_set(), 3):
        values = [h for t in trio for h in (t.high, t.low)]
        kinds = set()
        for one, two in groups(values):
            s1, s2 = shape(one), shape(two)
            if s1 == s2 == "set":
                kinds.add(SET_SET)
            elif s1 == s2 == "straight":
                kinds.add(STRAIGHT_STRAIGHT)
            elif s1 and s2 and not set(one) & set(two):
                kinds.add(SET_STRAIGHT)
        assert len(kinds) <= 1
        assert triplet_kind(trio) == (kinds.pop() if kinds else None)


# -- the deal and the claims -----------------------------------------------------------------

# P1 draws 1:1 and may discard 2:2, 4:5 or 6:6.
FOUR = seats(
    "6:6 6:6 5:5 2:2 4:5",
    "1:3 4:3 6:5 5:3 5:1",
    "1:4 3:3 6:1 1:1 5:6",
    "2:2 2:6 6:4 4:4 6:3",
)


@pytest.mark.parametrize("players", [3, 4])
def test_five_tiles_each_and_the_first_player_takes_one(players: int) -> None:
    state = gw.load_game("small_mahjong", players=players).new_initial_state(seed=3, dealer=2)
    zones = state.zones()
    sizes = [len(zones[f"hand {s}"]) for s in range(players)]
    assert sizes == [6 if s == 2 else 5 for s in range(players)]
    assert len(zones["wall"]) == 32 - 5 * players - 1


def test_a_straight_straight_only_by_the_next_player() -> None:
    # P2 makes 1-2-3 + 2-3-4 with [1:3][4:3]; P3 could with [1:4][3:3] but sits opposite.
    state = play(new_state(FOUR, "1:1"), ["discard 2:2"])
    assert state.current_player == 1 and claim_kinds(state) == {STRAIGHT_STRAIGHT}
    play(state, ["pass"])
    assert state.current_player == 2 and shorts(state) == {"pass"}


def test_the_nearest_player_has_priority_and_a_claim_lays_the_triplet_out() -> None:
    state = play(new_state(FOUR, "1:1"), ["discard 2:2"])
    caption = state.explain("claim 2:2 3:1 4:3")
    assert "may be claimed only by the next player" in caption
    play(state, ["claim 2:2 3:1 4:3"])
    assert state.current_player == 1 and state.phase == "discard"
    assert state.zones()["melds 1"] == tiles("2:2 3:1 4:3")
    assert state.zones()["discards"] == []


def test_a_set_straight_by_the_next_two_players_only() -> None:
    # [5:4] makes 1-1-1 + 4-5-6 with P3's [1:1][6:1] (opposite: allowed) and 2-2-2 +
    # 4-5-6 with P4's [2:2][2:6] (the third seat: not allowed).
    state = play(new_state(FOUR, "1:1"), ["discard 5:4", "pass"])
    assert state.current_player == 2 and SET_STRAIGHT in claim_kinds(state)
    play(state, ["pass"])
    assert state.current_player == 3 and shorts(state) == {"pass"}


def test_three_players_a_set_straight_by_anyone() -> None:
    # With three players the seat before the discarder may claim a Set-Straight too.
    hands = seats("6:6 6:6 5:5 2:1 4:5", "1:3 4:3 6:5 5:3 5:1", "2:2 2:6 2:2 4:4 6:3")
    state = new_state(hands, "1:1", players=3)
    play(state, ["discard 5:4", "pass"])
    assert state.current_player == 2 and SET_STRAIGHT in claim_kinds(state)


def test_a_set_set_by_anyone_and_turns_skip_to_the_claimer() -> None:
    # [6:6] makes 4-4-4 + 6-6-6 with P4's [6:4][4:4]. P4 claims from the third seat; play
    # goes on from P4, then P1: P2 and P3 lose their turn.
    state = play(new_state(FOUR, "1:1"), ["discard 6:6", "pass", "pass"])
    assert state.current_player == 3 and SET_SET in claim_kinds(state)
    play(state, ["claim 6:6 4:4 6:4"])
    assert state.current_player == 3
    play(state, ["discard 6:3"])
    assert state.current_player == 0


def test_any_triplet_that_wins_by_anyone() -> None:
    # P4 holds a Set-Set [6:6][6:4][4:4]; P1's [2:2] makes 1-2-3 + 2-3-4 with [1:4][3:3]:
    # a Straight-Straight, not claimable from the third seat, but it wins.
    hands = seats(
        "1:1 1:1 5:5 5:5 2:2", "6:3 5:4 6:2 5:3 2:1", "4:3 5:2 5:1 3:2 4:2", "6:6 6:4 4:4 1:4 3:3"
    )
    state = new_state(hands, "6:1")
    play(state, ["discard 2:2", "pass", "pass"])
    assert state.current_player == 3 and claim_kinds(state) == {STRAIGHT_STRAIGHT}
    assert "this claim wins" in state.explain("claim 2:2 3:3 4:1")
    play(state, ["claim 2:2 3:3 4:1", "win"])
    # Straight-Straight 1 + Set-Set 3 = 4 points from each of the three others.
    assert state.is_terminal() and state.returns() == [-4, -4, -4, 12]


def test_a_win_from_the_wall_is_paid_by_every_other_player() -> None:
    # P1 holds 6:6 6:4 4:4 (Set-Set 3) and [1:4][2:3]; his first draw [4:4] makes
    # [1:4][2:3][4:4] = 1-2-3 + 4-4-4, a Set-Straight 2: 5 points from each other player.
    hands = seats(
        "6:6 6:4 4:4 1:4 2:3", "6:3 5:4 6:2 5:3 2:1", "4:3 5:2 5:1 3:1 4:2", "1:1 1:1 5:5 5:5 3:3"
    )
    state = new_state(hands, "4:4")
    assert shorts(state) == {"win"}  # the kernel: showing the hand is his only move
    play(state, ["win"])
    assert state.is_terminal() and state.returns() == [15, -5, -5, -5]
    assert "Set-Set 3 + Set-Straight 2" in state.result().note or (
        "Set-Straight 2 + Set-Set 3" in state.result().note
    )


def test_nobody_claims_and_the_next_player_draws() -> None:
    state = play(new_state(FOUR, "1:1"), ["discard 6:6", "pass", "pass", "pass"])
    assert state.current_player == 1 and len(state.zones()["hand 1"]) == 6


def test_an_empty_wall_ends_the_deal_with_no_winner() -> None:
    for seed in range(30):
        state = gw.load_game("small_mahjong", players=4).new_initial_state(seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            # The kernel lists passing (or drawing) first; a win is a seat's only move.
            if legal[0].kind in ("pass", "draw", "win"):
                state.apply_action(legal[0])
            else:
                seat = state.current_player
                state.apply_action(f"discard {state.zones()[f'hand {seat}'][-1]}")
        if state.result().winner is None:
            assert state.returns() == [0, 0, 0, 0]
            assert "the wall is empty" in state.result().note
            return
    raise AssertionError("every deal was won")


def test_bad_input_is_refused_and_the_state_kept() -> None:
    state = play(new_state(FOUR, "1:1"), ["discard 2:2"])
    before = dump(state)
    with pytest.raises(gw.IllegalActionError):
        state.apply_action("claim 2:2 1:4 3:3")  # P2 does not hold these
    assert dump(state) == before


def test_the_nearest_player_first_even_against_a_win() -> None:
    # GuPai site: the player nearest the discarder has priority. P2 takes [2:2] for a
    # Straight-Straight, so P4, who would win with it, is never asked.
    hands = seats(
        "1:1 1:1 5:5 5:5 2:2", "1:3 4:3 6:2 5:3 2:1", "6:5 5:2 5:1 3:2 4:2", "6:6 6:4 4:4 1:4 3:3"
    )
    state = new_state(hands, "6:1")
    play(state, ["discard 2:2"])
    assert state.current_player == 1 and claim_kinds(state) == {STRAIGHT_STRAIGHT}
    play(state, ["claim 2:2 3:1 4:3"])
    assert not state.is_terminal() and state.current_player == 1
    assert state.zones()["melds 3"] == []


# -- what the bot reads ----------------------------------------------------------------------


def test_a_claim_wins_by_the_rule_the_game_plays() -> None:
    # `claim_wins` is the rule the game uses to let anyone claim a tile that wins, and the
    # rule the bot reads from its own hand and the melds laid out: after every claim the
    # bots meet, the claimer's only move is to show a winning hand exactly when it says so.
    game = gw.load_game("small_mahjong")
    met = set()
    for seed in range(30):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            seat = state.current_player
            seen = state.observe(seat)
            for action in seen.legal:
                if action.kind == "claim":
                    wins = claim_wins(seen.hand, len(seen.facts.melds[seat]), action.pieces[1:])
                    after = play(state.clone(), [action.short])
                    assert wins == (shorts(after) == {"win"}), (seed, action.short)
                    met.add(wins)
            state.apply_action(state.ask(game.make_bot(seed)))
    assert met == {True, False}  # both ways met: the check can fail


def test_the_bot_takes_the_claim_that_wins_before_one_worth_more() -> None:
    # P4 may take P1's [2:2] with [2:5][5:5] for a Set-Set (3 points) or with [1:4][3:3]
    # for a Straight-Straight (1 point) that leaves [2:5][5:5][3:4], a Set-Straight: a win.
    hands = seats(
        "1:1 1:1 6:6 6:6 2:2", "6:3 5:4 6:2 5:3 2:1", "4:2 3:2 5:1 6:1 6:4", "1:4 3:3 2:5 5:5 3:4"
    )
    state = play(new_state(hands, "1:3"), ["discard 2:2", "pass", "pass"])
    assert state.current_player == 3 and claim_kinds(state) == {SET_SET, STRAIGHT_STRAIGHT}
    bot = state.game.make_bot(0)
    assert not getattr(bot, "reads_state", False)  # it is handed the observation alone
    assert bot.choose(state.observe(3)).short == "claim 2:2 3:3 4:1"
    assert claim_wins(tiles("1:4 3:3 2:5 5:5 3:4"), 0, tiles("3:3 1:4"))
    assert not claim_wins(tiles("1:4 3:3 2:5 5:5 3:4"), 0, tiles("2:5 5:5"))


def test_how_to_play_well_discard_as_the_bot_does_and_claim() -> None:
    """The page's "How to play well", from 400 four-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    fresh playouts included): where the search bot ("normal") discards otherwise than the
    game's bot (15%), its discard does worse, by more than three standard errors; where it
    lets a discard go that the bot claims, it gains 1.5 points; and each kind of claim the
    bot makes (in the first 100 deals) gains over letting the discard go: a Set-Set 4.4, a
    Set-Straight 3.6, a Straight-Straight 2.0, each well beyond its standard error."""
    stats = page_stats("small_mahjong")
    assert (stats["search"]["matches"], stats["claims"]["matches"]) == (400, 100)
    shown, clear = search_shown(stats["search"]["choices"], digits=2)
    assert shown == {
        "discard": (1992, 295, "15%", None, None, "-0.51 ± 0.14"),
        "claim": (1059, 29, "3%", None, None, "+1.19 ± 0.60"),
        "pass": (150, 150, "100%", None, None, "+1.50 ± 0.25"),
    }
    assert clear == {"discard": -3.6, "claim": 2.0, "pass": 5.9}  # the gains in standard errors
    claims = {}
    for kind, c in stats["claims"]["gains"].items():
        mean, error = mean_and_error(c["sum"], c["squares"], c["positions"])
        claims[kind] = (c["positions"], c["better"], c["worse"], f"{mean:+.1f}", mean > 4 * error)
    assert claims == {
        "Straight-Straight": (55, 39, 16, "+2.0", True),
        "Set-Straight": (139, 104, 35, "+3.6", True),
        "Set-Set": (109, 84, 24, "+4.4", True),
    }
