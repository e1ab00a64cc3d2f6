"""Jjak-mat-chu-gi scenarios with fixed deals, expected results worked out by hand.

Sources: Culin, Chinese Games with Dice and Dominoes (1895), Tjyak-ma-tchi-ki (five tiles
each, the first player six; take the last discard only to make a pair, else draw; pairs laid
face up; three pairs win; a win from the wall is paid by all, a win on a discard by the
discarder; the Korean pairing of the military tiles, as the GuPai site lists it); pagat's
Jjak-mat-chu-gi page (the Chinese pairing; the first player lays his pairs before his first
discard, and wins at once with three); the GuPai site (most four-player games end with no
winner; any player may claim the last discard as a fix; the agreement forbidding a win on a
discard); navpil/gupai `jjakmatchugi` (the discarder paying everyone's stakes); navpil's
GuPai Readme, "Blind game variation" (the discards laid face down, "any tile from the table
can be picked up to form a pair").
"""

from __future__ import annotations

import pytest
from scenario import dump, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw

# P1 starts and draws 5:5 first: a pair with his own 5:5.
FOUR = seats(
    "6:6 1:1 4:4 3:1 5:5",
    "6:6 5:4 6:5 6:4 6:1",
    "1:1 2:1 4:4 3:3 5:1",
    "3:1 3:3 2:2 6:5 5:3",
)
FOUR_WALL = "5:5 2:2 3:2 4:1 4:2 4:3 5:1 5:2 6:1 6:2 6:3 6:4".split()


def new_state(hands, rest=None, players: int = 4, dealer: int = 0, **options) -> gw.State:
    game = gw.load_game("jjak_mat_chu_gi", players=players, **options)
    return game.new_initial_state(1, hands=hands, rest=rest, dealer=dealer)


# -- the deal --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_tiles_each_and_the_first_player_a_sixth(players: int) -> None:
    # Culin / pagat: the first player six tiles, the others five; the rest is the wall.
    state = gw.load_game("jjak_mat_chu_gi", players=players).new_initial_state(seed=4, dealer=1)
    zones = state.zones()
    sizes = [len(zones[f"hand {s}"]) + len(zones[f"melds {s}"]) for s in range(players)]
    assert sizes == [6 if s == 1 else 5 for s in range(players)]
    assert len(zones["wall"]) == 32 - 5 * players - 1


def test_pairs_are_laid_out_before_the_discard() -> None:
    # pagat: the first player begins by laying down the pairs he holds, then discards.
    state = new_state(FOUR, FOUR_WALL)
    assert shorts(state) == {"lay 5:5 5:5"}
    play(state, ["lay 5:5 5:5"])
    assert shorts(state) == {f"discard {t}" for t in ("6:6", "1:1", "4:4", "3:1")}
    assert state.zones()["melds 0"] == [gw.Tile(5, 5)] * 2


# -- who may take the last discard -----------------------------------------------------------


def test_culin_only_the_next_player_may_take_the_discard() -> None:
    # Culin: the next player takes the last discard if it makes a pair, else draws. P4
    # holds the other 3:1 but is not asked.
    state = play(new_state(FOUR, FOUR_WALL, claim="next"), ["lay 5:5 5:5", "discard 3:1"])
    assert state.current_player == 1
    assert shorts(state) == {"draw"}
    play(state, ["draw"])
    assert state.current_player == 1 and state.zones()["hand 1"][-1] == gw.Tile(2, 2)
    assert state.zones()["discards"] == [gw.Tile(3, 1)]


def test_culin_the_next_player_takes_a_discard_that_makes_a_pair() -> None:
    state = play(new_state(FOUR, FOUR_WALL, claim="next"), ["lay 5:5 5:5", "discard 6:6"])
    assert shorts(state) == {"claim 6:6 6:6", "draw"}
    play(state, ["claim 6:6 6:6"])
    assert state.zones()["melds 1"] == [gw.Tile(6, 6)] * 2
    assert state.zones()["discards"] == []
    assert state.current_player == 1 and state.phase == "discard"


def test_gupai_fix_any_player_may_claim_nearest_first_and_turns_skip() -> None:
    # The GuPai site's fix: every other player may claim, the nearest first. P2 and P3
    # pass, P4 claims the 3:1, and play goes on from P4: P2 and P3 are skipped.
    state = play(new_state(FOUR, FOUR_WALL), ["lay 5:5 5:5", "discard 3:1"])
    assert (state.current_player, shorts(state)) == (1, {"pass"})
    play(state, ["pass"])
    assert (state.current_player, shorts(state)) == (2, {"pass"})
    play(state, ["pass"])
    assert (state.current_player, shorts(state)) == (3, {"claim 3:1 3:1", "pass"})
    caption = state.explain("claim 3:1 3:1")
    assert "P4 claims 3:1 and lays it out with 3:1 (Harmony pair)" in caption
    play(state, ["claim 3:1 3:1", "discard 5:3"])
    # Next after P4 is P1 again.
    assert state.current_player == 0


def test_when_nobody_claims_the_next_player_draws() -> None:
    state = play(new_state(FOUR, FOUR_WALL), ["lay 5:5 5:5", "discard 3:1", "pass", "pass"])
    play(state, ["pass"])  # P4 passes too
    assert state.current_player == 1 and state.phase == "discard"
    assert gw.Tile(2, 2) in state.zones()["hand 1"]
    assert state.zones()["discards"] == [gw.Tile(3, 1)]


def test_who_is_asked_does_not_depend_on_the_hands() -> None:
    # Every seat the rule entitles is asked, even one with no pair to make: otherwise
    # being asked would tell the others what a hand holds.
    state = play(new_state(FOUR, FOUR_WALL), ["lay 5:5 5:5", "discard 4:4"])
    assert state.current_player == 1 and shorts(state) == {"pass"}


@pytest.mark.parametrize(
    ("pairing", "discard", "mate"),
    [
        ("korean", "6:2", "6:3"),  # Culin / GuPai: [6:3] mates [6:2]
        ("korean", "2:1", "5:4"),  # Korean: [5:4] mates [2:1]
        ("chinese", "5:4", "6:3"),  # pagat: the Nines pair
        ("chinese", "4:2", "2:1"),  # pagat: the Supreme pair
    ],
)
def test_military_mates_under_each_pairing(pairing: str, discard: str, mate: str) -> None:
    hands = seats("6:6 6:6 1:1 1:1 " + discard, "4:4 4:4 3:1 3:1 " + mate)
    state = new_state(hands, _rest_for(hands, "5:5"), players=2, pairing=pairing)
    play(state, ["lay 6:6 6:6", "lay 1:1 1:1", f"discard {discard}"])
    assert f"claim {discard} {mate}" in shorts(state)


def _rest_for(hands: list[list[str]], *top: str) -> list[str]:
    """The wall: `top` first, then every tile the hands do not hold, in the set's order."""
    left = list(map(str, gw.chinese_set()))
    for tile in [t for hand in hands for t in hand] + list(top):
        left.remove(str(gw.Tile.parse(tile)))
    return list(top) + left


# -- winning and paying ------------------------------------------------------------------------


def test_three_pairs_from_the_wall_win_and_every_other_player_pays() -> None:
    # Culin: a hand completed from the wall is paid by every other player. P1's sixth tile,
    # his first draw, completes three pairs: he wins at once (pagat).
    hands = seats("6:6 6:6 1:1 1:1 4:4", "3:1 3:1 5:5 5:5 2:2", "6:5 6:4 6:1 5:1 3:3")
    state = new_state(hands, _rest_for(hands, "4:4"), players=3)
    assert shorts(state) == {"win"}  # his only move: he shows his hand
    play(state, ["win"])
    assert state.is_terminal()
    assert state.returns() == [2, -1, -1]
    assert "three pairs and wins from the wall" in state.result().note


def test_a_win_on_a_discard_is_paid_by_the_discarder_only() -> None:
    # Culin: completed with the previous player's discard, only that player pays.
    hands = seats("6:6 6:6 1:1 1:1 2:2", "5:5 5:5 3:3 3:3 2:2", "6:5 6:4 6:1 5:1 3:1")
    state = new_state(hands, _rest_for(hands, "4:4"), players=3)
    play(state, ["lay 6:6 6:6", "lay 1:1 1:1", "discard 2:2", "claim 2:2 2:2", "win"])
    assert state.is_terminal()
    assert state.returns() == [-1, 1, 0]
    assert "with P1's discard, so only P1 pays him a stake" in state.result().note


def test_navpil_the_discarder_may_pay_everyone_s_stakes() -> None:
    hands = seats("6:6 6:6 1:1 1:1 2:2", "5:5 5:5 3:3 3:3 2:2", "6:5 6:4 6:1 5:1 3:1")
    state = new_state(hands, _rest_for(hands, "4:4"), players=3, discard_win_pays="all")
    play(state, ["lay 6:6 6:6", "lay 1:1 1:1", "discard 2:2", "claim 2:2 2:2", "win"])
    assert state.returns() == [-2, 2, 0]


def test_a_win_on_a_discard_may_be_forbidden() -> None:
    # GuPai: players may agree that the game may not be finished with a discarded tile.
    hands = seats("6:6 6:6 1:1 1:1 2:2", "5:5 5:5 3:3 3:3 2:2", "6:5 6:4 6:1 5:1 3:1")
    state = new_state(hands, _rest_for(hands, "4:4"), players=3, win_on_discard=False)
    play(state, ["lay 6:6 6:6", "lay 1:1 1:1", "discard 2:2"])
    assert shorts(state) == {"pass"}  # the 2:2 would be P2's third pair: no claim
    play(state, ["pass", "pass"])
    assert not state.is_terminal() and state.current_player == 1


def test_an_empty_wall_ends_the_deal_with_no_winner() -> None:
    # pagat: the round also ends once the reserve is empty; nobody pays.
    game = gw.load_game("jjak_mat_chu_gi", players=4, claim="next")
    for seed in range(40):
        state = gw.play(game, seed=seed).states()[-1]
        if state.result().winner is None:
            assert state.zones()["wall"] == []
            assert state.returns() == [0, 0, 0, 0]
            assert "the wall is empty" in state.result().note
            return
    raise AssertionError("no seed ended with an empty wall")


def test_a_refused_move_leaves_the_state_unchanged() -> None:
    state = play(new_state(FOUR, FOUR_WALL, claim="next"), ["lay 5:5 5:5", "discard 3:1"])
    before = dump(state)
    with pytest.raises(gw.IllegalActionError, match="legal actions: P2 leaves the discard"):
        state.apply_action("claim 3:1 3:1")
    assert dump(state) == before


def test_the_bot_claims_every_pair_and_keeps_live_tiles() -> None:
    state = play(new_state(FOUR, FOUR_WALL, claim="next"), ["lay 5:5 5:5", "discard 6:6"])
    bot = state.game.make_bot(0)
    assert not getattr(bot, "reads_state", False)  # it is handed the observation alone
    assert state.ask(bot).short == "claim 6:6 6:6"
    play(state, ["claim 6:6 6:6"])
    # P2 holds 5:4 6:5 6:4 6:1. The other 6:5, 6:4 and 6:1 and 5:4's Korean mate 2:1 are
    # all unseen by P2: one live mate each, so the bot discards the last in the set's order.
    assert state.ask(bot).short == "discard 5:4"


# -- the blind game: discards laid face down ---------------------------------------------------

# P1 wins with a tile from the table: his 2:2 mates P2's 2:2, his 4:4 the 4:4 he discarded.
BLIND = seats("6:6 6:6 1:1 1:1 2:2", "2:2 6:4 6:1 5:1 3:1", "5:5 3:3 2:1 4:2 6:3")
BLIND_OPENING = ["lay 6:6 6:6", "lay 1:1 1:1", "discard 4:4", "draw", "discard 2:2", "draw"]


def blind_state(hands=BLIND, *top: str, players: int = 3, **options) -> gw.State:
    top = top or ("4:4", "5:4", "5:3")
    return new_state(
        hands, _rest_for(hands, *top), players=players, discards="face_down", **options
    )


@pytest.mark.parametrize(("discards", "seen"), [("face_up", "3:1"), ("face_down", None)])
def test_readme_blind_game_discards_lie_face_down_unseen_by_the_others(discards, seen) -> None:
    # The sources lay discards face up; navpil's GuPai Readme's blind game lays them face
    # down: the others see a back, the discarder his tile, and no caption names it.
    state = play(new_state(FOUR, FOUR_WALL, discards=discards), ["lay 5:5 5:5", "discard 3:1"])
    assert state.zones(0)["discards"] == [gw.Tile(3, 1)]
    for seat in (1, 2, 3):
        shown = state.zones(seat)["discards"]
        assert shown == [None if seen is None else gw.Tile.parse(seen)]
        assert state.observe(seat).facts.discards == tuple(shown)
        centre = [p for g in state.table(seat).centre.groups for p in g.pieces]
        assert centre == shown
        read = state.history[-1].seen_by(seat)
        assert ("3:1" in read) == (seen is not None)
    if seen is None:
        assert state.observe(1).facts.offer is None
        assert "3:1" not in " ".join(state.table(1).panel)


def test_readme_blind_game_any_tile_on_the_table_may_be_picked_to_make_a_pair() -> None:
    # The Readme: "any tile from the table can be picked up to form a pair", not only the
    # last discard. P4 turns up the older of two face-down tiles, P1's 3:1, a pair with his.
    state = new_state(FOUR, FOUR_WALL, discards="face_down")
    play(state, ["lay 5:5 5:5", "discard 3:1"])
    assert shorts(state) == {"draw", "pick 1"}  # whatever the tile: nobody sees it
    play(state, ["draw", "discard 2:2", "draw", "discard 3:2"])
    assert (state.current_player, shorts(state)) == (3, {"draw", "pick 1", "pick 2", "pick 3"})
    caption = state.explain("pick 1")
    assert caption.startswith("P4 turns up face-down tile 1 (P1's discard): 3:1.")
    assert "P4 lays it out with 3:1 (Harmony pair)" in caption
    play(state, ["pick 1"])
    assert state.zones()["melds 3"] == [gw.Tile(3, 1)] * 2
    assert state.zones()["discards"] == [gw.Tile(2, 2), gw.Tile(3, 2)]
    assert state.current_player == 3 and state.phase == "discard"


def test_blind_game_a_tile_that_makes_no_pair_stays_face_up_and_he_draws() -> None:
    # Project reading (the Readme is silent): a tile turned up that makes no pair is no
    # take; it stays face up, seen by all, and the player draws from the wall instead. A
    # turned-up tile may be taken later by a player it makes a pair for.
    state = play(new_state(FOUR, FOUR_WALL, discards="face_down"), ["lay 5:5 5:5", "discard 3:1"])
    caption = state.explain("pick 1", 2)
    assert "3:1. It makes no pair P2 may lay out, so it stays face up." in caption
    assert caption.endswith("P2 draws from the wall.")  # the tile drawn named to P2 only
    play(state, ["pick 1"])
    assert state.current_player == 1 and state.zones()["hand 1"][-1] == gw.Tile(2, 2)
    for seat in range(4):
        assert state.zones(seat)["turned up"] == [gw.Tile(3, 1)]
        assert state.zones(seat)["discards"] == []
    play(state, ["discard 2:2", "draw", "discard 3:2"])
    assert shorts(state) == {"draw", "claim 3:1 3:1", "pick 1", "pick 2"}
    play(state, ["claim 3:1 3:1"])
    assert state.zones()["melds 3"] == [gw.Tile(3, 1)] * 2 and state.zones()["turned up"] == []


def test_culin_blind_game_a_win_with_another_s_discard_is_paid_by_him() -> None:
    # Culin's payment carried over: P1's third pair is P2's 2:2, turned up from the table.
    state = play(blind_state(), [*BLIND_OPENING, "discard 5:3", "pick 2"])
    assert shorts(state) == {"win"}
    play(state, ["win"])
    assert state.returns() == [1, -1, 0]
    assert "with P2's discard, so only P2 pays him a stake" in state.result().note


def test_gupai_blind_game_a_win_from_the_table_may_be_forbidden() -> None:
    # The same pick where players agreed a hand may not be finished with a discard: the
    # 2:2 may not be P1's third pair, so it stays face up and P1 draws.
    state = play(blind_state(win_on_discard=False), [*BLIND_OPENING, "discard 5:3", "pick 2"])
    assert not state.is_terminal() and state.zones()["turned up"] == [gw.Tile(2, 2)]
    assert state.current_player == 0 and len(state.zones()["hand 0"]) == 2  # 2:2 and a draw


def test_blind_game_a_win_with_his_own_discard_is_paid_as_from_the_wall() -> None:
    # Project reading: P1 takes back the 4:4 he laid face down, a pair with the other 4:4
    # he has drawn since; nobody else's discard made it, so everyone pays, as from the wall.
    state = blind_state(BLIND, "4:4", "5:4", "5:3", "4:4", "4:1", "5:2")
    play(state, [*BLIND_OPENING, "discard 5:3", "draw", "discard 2:2"])
    play(state, ["draw", "discard 4:1", "draw", "discard 5:2"])
    assert state.zones(0)["discards"][0] == gw.Tile(4, 4)  # P1 knows his own
    assert state.zones(1)["discards"][0] is None
    play(state, ["pick 1", "win"])
    assert state.returns() == [2, -1, -1]
    assert "with a tile he had discarded himself" in state.result().note


def test_blind_game_the_bot_turns_up_its_own_pair_or_the_newest_unknown_tile() -> None:
    bot = gw.load_game("jjak_mat_chu_gi", players=3).make_bot(0)
    state = play(blind_state(), BLIND_OPENING[:-1])
    # P3 knows neither tile lying face down: it guesses the newest, P2's 2:2.
    assert state.ask(bot).short == "pick 2"
    # P1 holds 2:2 and the 4:4 drawn: the 4:4 he laid face down (tile 1) makes a pair.
    state = blind_state(BLIND, "4:4", "5:4", "5:3", "4:4", "4:1", "5:2")
    play(state, [*BLIND_OPENING, "discard 5:3", "draw", "discard 2:2"])
    play(state, ["draw", "discard 4:1", "draw", "discard 5:2"])
    assert state.ask(bot).short == "pick 1"
    # Where no pair from the table may be his third, he draws rather than show a tile.
    state = play(blind_state(win_on_discard=False), [*BLIND_OPENING, "discard 5:3"])
    assert state.ask(bot).short == "draw"


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 100 four-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    fresh playouts included): the search bot ("normal") discards otherwise than the game's
    bot 39% of the time and gains 0.21 stakes, 16 standard errors; it never claims
    otherwise, and lets a discard the bot claims go 106 times in 572, gaining 0.11 ± 0.02."""
    search = page_stats("jjak_mat_chu_gi")["search"]
    assert search["matches"] == 100
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "discard": (1310, 514, "39%", None, None, "+0.21 ± 0.01"),
        "claim": (466, 0, "0%", None, None, None),
        "pass": (106, 106, "100%", None, None, "+0.11 ± 0.02"),
    }
    assert clear == {"discard": 15.9, "pass": 4.8}  # the gains in standard errors
