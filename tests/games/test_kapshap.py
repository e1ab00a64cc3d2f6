"""KapShap and KapTaiShap scenarios with fixed deals, expected results worked out by hand.

Sources: Culin, Chinese Games with Dice and Dominoes (1895), Kap tai shap (10 tiles to the
first player, 9 to the others; an eye of two identical tiles and four pairs of 10 or 20
pips, [4:2] counting only 3; take any discard and discard, then draw and discard; the
winner collects a stake from everyone; about two sets for five players) and KapShap (two
players, one set, 8 tiles: an eye, which must be civil, and three tens); domino-play.com's
Collecting Tens (which counts [4:2] as 6, not followed); the GuPai site (only the last
discard, one tile a turn, for many players).
"""

from __future__ import annotations

import pytest
from scenario import dump, mean_and_error, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw


def rest_for(game: gw.Game, hands: list[list[str]], first: str) -> list[str]:
    """The wall: `first` on top, then every tile the hands do not hold, in the set's order."""
    left = list(map(str, game.pieces()))
    for tile in [t for hand in hands for t in hand] + [first]:
        left.remove(str(gw.Tile.parse(tile)))
    return [first, *left]


def new_state(game_id: str, hands, first: str, players: int = 2, **options) -> gw.State:
    game = gw.load_game(game_id, players=players, **options)
    return game.new_initial_state(1, hands=hands, rest=rest_for(game, hands, first), dealer=0)


# -- the deal ----------------------------------------------------------------------------------


def test_kapshap_deals_eight_to_the_first_player_and_seven_to_the_second() -> None:
    state = gw.load_game("kapshap").new_initial_state(seed=2, dealer=1)
    zones = state.zones()
    assert [len(zones["hand 0"]), len(zones["hand 1"])] == [7, 8]
    assert len(zones["wall"]) == 32 - 15


@pytest.mark.parametrize(("players", "sets"), [(3, 2), (5, 2), (6, 3), (7, 3)])
def test_kaptaishap_uses_about_two_sets_for_five_players(players: int, sets: int) -> None:
    # Culin: about two sets for every five players; nine tiles each, the first ten.
    game = gw.load_game("kaptaishap", players=players)
    assert len(game.pieces()) == 32 * sets
    zones = game.new_initial_state(seed=1, dealer=0).zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [10] + [9] * (players - 1)


# -- the winning hand ----------------------------------------------------------------------------

OTHER = "6:5 6:5 6:3 6:2 5:3 5:2 4:4"


def test_an_eye_and_three_tens_win_kapshap_from_the_wall() -> None:
    # Culin: the eye [6:6][6:6]; [6:4][5:5] make 20, [4:2][6:1] make 10 with [4:2] as 3,
    # [5:1][3:1] make 10. The first player's eighth tile completes it: he wins at once and
    # the other player pays a stake.
    state = new_state("kapshap", seats("6:6 6:6 6:4 5:5 4:2 6:1 5:1", OTHER), "3:1")
    # Culin: he "can declare" a victory: showing the hand is offered beside the discards.
    assert "win" in shorts(state) and "discard 3:1" in shorts(state)
    play(state, ["win"])
    assert state.is_terminal()
    assert state.returns() == [1, -1]
    assert "the eye 6:6 6:6 and 3 tens" in state.result().note


def test_the_four_two_counts_only_three() -> None:
    # Culin: [4:2] counts 3, so [4:2][3:1] is no ten (domino-play's reading, 6 + 4, would
    # make this hand win).
    state = new_state("kapshap", seats("6:6 6:6 6:4 5:5 4:2 3:1 6:1", OTHER), "2:1")
    assert "win" not in shorts(state)


def test_kaptaishap_may_use_a_military_eye() -> None:
    # Several sets hold two identical military tiles: [6:3][6:3] is an eye in KapTaiShap.
    hands = seats(
        "6:3 6:3 6:4 5:5 4:2 6:1 5:1 3:1 6:6",
        "1:1 1:1 1:1 1:1 3:3 3:3 3:3 3:3 2:2",
        "2:2 2:2 2:2 5:1 5:1 5:1 6:1 6:1 6:1",
    )
    state = new_state("kaptaishap", hands, "4:4", players=3)  # [6:6][4:4]: 12 + 8 = 20
    play(state, ["win"])
    assert state.is_terminal()
    assert state.returns() == [2, -1, -1]


# -- taking discards -----------------------------------------------------------------------------

HANDS = seats("6:6 1:1 4:4 3:1 5:5 3:3 2:2", "6:5 6:4 6:1 5:1 6:3 5:4 6:2")


def test_culin_any_discard_may_be_taken_then_the_player_draws() -> None:
    # Culin: at his turn a player may take any tile lying among the discards and discard,
    # then he draws from the wall and discards again.
    state = new_state("kapshap", HANDS, "5:3")
    play(state, ["discard 6:6"])
    assert shorts(state) == {"claim 6:6", "draw"}
    play(state, ["draw", "discard 6:5"])
    # P1 may take either discard, the older one too.
    assert shorts(state) == {"claim 6:6", "claim 6:5", "draw"}
    play(state, ["claim 6:6", "discard 1:1"])
    # He took [6:6] and discarded; now he has drawn from the wall and discards again.
    assert state.current_player == 0 and state.phase == "discard"
    assert len(state.zones()["hand 0"]) == 8
    assert [str(t) for t in state.zones()["discards"]] == ["6:5", "1:1"]


def test_gupai_only_the_last_discard_instead_of_the_draw() -> None:
    # GuPai site: for many players, only the last discard, one tile per turn.
    state = new_state("kapshap", HANDS, "5:3", take="last")
    play(state, ["discard 6:6", "draw", "discard 6:5"])
    assert shorts(state) == {"claim 6:5", "draw"}
    play(state, ["claim 6:5"])
    assert state.current_player == 0 and len(state.zones()["hand 0"]) == 8
    play(state, ["discard 6:5"])
    assert state.current_player == 1  # no draw after a taken discard


def test_every_deal_ends_when_the_wall_is_empty() -> None:
    # The project's rule of exhaustion: a draw from an empty wall ends the deal unwon.
    game = gw.load_game("kapshap", take="last")
    for seed in range(60):
        state = gw.play(game, bots=[gw.RandomBot(seed), gw.RandomBot(seed + 1)], seed=seed)
        last = state.states()[-1]
        if last.result().winner is None:
            assert last.zones()["wall"] == [] and last.returns() == [0, 0]
            return
    raise AssertionError("no seed ended with an empty wall")


def test_a_refused_take_leaves_the_state_unchanged() -> None:
    state = play(new_state("kapshap", HANDS, "5:3", take="last"), ["discard 6:6"])
    before = dump(state)
    with pytest.raises(gw.IllegalActionError):
        state.apply_action("claim 1:1")
    assert dump(state) == before


def test_the_bot_takes_a_discard_only_when_it_makes_a_ten() -> None:
    state = new_state("kapshap", HANDS, "5:3", take="last")
    # P2's [5:1] (6) waits for a 4: P1's [3:1] makes a ten with it. [4:4] (8) would need a
    # 2, and P2 holds none: the bot draws instead.
    bot = state.game.make_bot(0)
    assert not getattr(bot, "reads_state", False)  # it is handed the observation alone
    assert play(state.clone(), ["discard 3:1"]).ask(bot).short == "claim 3:1"
    assert play(state.clone(), ["discard 4:4"]).ask(bot).short == "draw"


def test_a_deal_ends_once_as_many_tiles_were_taken_as_the_set_holds() -> None:
    # A project rule: taking the last discard takes nothing from the wall, so two players
    # could hand [6:6] back and forth for ever; the deal ends unwon at the 32nd tile taken.
    state = new_state("kapshap", HANDS, "5:3", take="last")
    play(state, ["discard 6:6"])
    for _ in range(30):
        play(state, ["claim 6:6", "discard 6:6"])
    assert not state.is_terminal()
    play(state, ["claim 6:6"])  # the 32nd tile taken (the first was P1's first draw)
    assert state.is_terminal() and state.returns() == [0, 0]
    assert "the limit of a deal" in state.result().note


@pytest.mark.parametrize("civil_only", [False, True])
def test_what_each_discard_leaves_is_the_shape_of_the_hand_without_it(civil_only: bool) -> None:
    # The bot's quick count (the counts made once, each discard taken out) against the plain
    # definition, on random hands of up to sixteen tiles from two sets (eyes of three).
    import random

    from gupai_widgets.games.draw_discard.kapshap_hands import best_shape, shapes_without
    from gupai_widgets.pieces import chinese_set

    tiles = list(chinese_set()) * 2
    rng = random.Random(7)
    for _ in range(2000):
        hand = rng.sample(tiles, rng.randint(1, 16))
        shapes = shapes_without(hand, civil_only)
        assert set(shapes) == set(hand)
        for tile in shapes:
            rest = list(hand)
            rest.remove(tile)
            assert shapes[tile] == best_shape(rest, civil_only), (hand, tile)


@pytest.mark.parametrize("civil_only", [False, True])
def test_the_best_a_discard_leaves_is_the_most_of_what_each_discard_leaves(
    civil_only: bool,
) -> None:
    # `best_with_each`, remembered by the hand's counts and eyes, against `shapes_without`.
    import random

    from gupai_widgets.games.draw_discard.kapshap_hands import best_with_each, shapes_without
    from gupai_widgets.pieces import chinese_set

    tiles = list(chinese_set()) * 2
    rng = random.Random(11)
    for _ in range(3000):
        hand = rng.sample(tiles, rng.randint(0, 15))
        taken = rng.sample(tiles, 4)
        assert best_with_each(hand, taken, civil_only) == [
            max(shapes_without([*hand, t], civil_only).values()) for t in taken
        ]


@pytest.mark.parametrize(
    ("take", "p1", "p2"), [("any", "30.0%", "28.8%"), ("last", "29.9%", "29.2%")]
)
def test_the_pages_figures_on_who_wins(take: str, p1: str, p2: str) -> None:
    """The page, from 10,000 deals between the bots under each reading of the turn
    (`page_stats` first plays the stored sample again): the first player wins barely more
    often than the second, his mean gain within two standard errors of nothing, and about
    two deals in five end with no winner."""
    counts = page_stats("kapshap")[take]
    n = counts["matches"]
    assert n == 10_000
    assert [f"{w / n:.1%}" for w in counts["wins"]] == [p1, p2]
    assert 0.39 < 1 - sum(counts["wins"]) / n < 0.42
    mean, error = mean_and_error(counts["returns"][0], counts["squares"][0], n)
    assert abs(mean) < 2 * error
    assert abs(mean) < 0.02  # "about a hundredth of a stake"


def test_how_to_play_well_claim_more_often_than_the_bot() -> None:
    """The page's "How to play well", from 80 deals between the bots under Culin's reading
    of the turn (`page_stats` first plays the stored sample again, the search bot's moves
    and the fresh playouts included): where the search bot ("normal") differs from the
    game's bot, by kind of move, how often and its gain in stakes: 203 of its 291 claims
    were moves the bot did not make, each worth 0.69 ± 0.03 of a stake; it discarded
    another tile in 379 of 1,141 discards, for 0.20 ± 0.01; and drew where the bot claimed
    17 times in 741 draws, for 0.10 ± 0.04. Every gain is beyond two standard errors."""
    search = page_stats("kapshap")["search"]
    assert search["matches"] == 80
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "discard": (1141, 379, "33%", None, None, "+0.20 ± 0.01"),
        "draw": (741, 17, "2%", None, None, "+0.10 ± 0.04"),
        "claim": (291, 203, "70%", None, None, "+0.69 ± 0.03"),
        "win": (40, 0, "0%", None, None, None),
    }
    assert clear == {"discard": 15.8, "draw": 2.2, "claim": 22.8}  # the gains in standard errors


def test_how_to_play_well_in_kaptaishap_the_discard_and_the_last_discard() -> None:
    """KapTaiShap's "How to play well", from 30 five-player deals between the bots with the
    last discard only (`page_stats` first plays the stored sample again, the search bot's
    moves and the fresh playouts included): the search bot discarded another tile in 136
    of 483 discards, gaining 0.32 ± 0.06 of a stake, beyond two standard errors; its
    claims where the bot drew (27 of 140, +0.40 ± 0.23) and its draws where the bot
    claimed (25 of 343, +0.19 ± 0.18) gain nothing measurable."""
    search = page_stats("kaptaishap")["search"]
    assert search["matches"] == 30
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "discard": (483, 136, "28%", None, None, "+0.32 ± 0.06"),
        "claim": (140, 27, "19%", None, None, "+0.40 ± 0.23"),
        "draw": (343, 25, "7%", None, None, "+0.19 ± 0.18"),
        "win": (20, 0, "0%", None, None, None),
    }
    assert clear == {"discard": 5.6, "claim": 1.7, "draw": 1.0}  # the gains in standard errors
