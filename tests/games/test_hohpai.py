"""Ho-hpai and Tok scenarios with fixed deals, expected results worked out by hand.

Sources: the GuPai site's Ho-hpai page (five tiles each, the first player six; take the last
discard or draw; two triplets without Five points and Full fourteen, or a straight; its
values; Thomas Son's Tok without the Split, its straight with twos worth 7, the discarder
alone paying a win with his discard); Culin, Korean Games, Ho-hpai (six tiles each, the
line, the doubles withdrawn for three players, his values, as navpil's GuPai Readme reads them:
tăi-să-ttai, hol-ssang-syo, the dragons of doubles, sok sometimes left out);
the combined rules of navpil's GuPai Readme (Culin with re-valued straights and every 2-3-Kao
counting 1) and its Korean values (two military Full dragons 6).
"""

from __future__ import annotations

import pytest
from scenario import dump, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw
from gupai_widgets.games.draw_discard.hohpai_hands import HandRules, best_reading, triplet

T = gw.Tile.parse


def tiles(text: str) -> list[gw.Tile]:
    return [T(t) for t in text.split()]


def points(text: str, **rules) -> int | None:
    found = best_reading(tiles(text), HandRules(**rules))
    return None if found is None else found.points


def rest_for(hands: list[list[str]], first: str = "", pieces=None) -> list[str]:
    """The wall: `first` on top, then every tile the hands do not hold, in the set's order."""
    left = list(map(str, pieces or gw.chinese_set()))
    for tile in [t for hand in hands for t in hand] + first.split():
        left.remove(str(T(tile)))
    return first.split() + left


def new_state(hands, rest=None, players: int = 4, game: str = "hohpai", **options) -> gw.State:
    return gw.load_game(game, players=players, **options).new_initial_state(
        1, hands=hands, rest=rest, dealer=0
    )


# -- the winning hands -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "kinds"),
    [
        ("2:1 4:3 6:5 3:1 4:2 6:5", ("Full dragon", "Full dragon")),
        ("1:1 2:2 3:3 5:4 6:4 6:5", ("Small dragon", "Big dragon")),
        ("2:2 3:3 6:6 4:4 4:4 4:2", ("2-3-Kao", "Five sons")),
        ("6:6 6:4 4:4 3:3 3:3 2:1", ("Split", "Coincidence")),
    ],
)
def test_gupai_two_classical_triplets_win(hand: str, kinds: tuple[str, str]) -> None:
    # GuPai site: all dragons, Five sons, Coincidence and Split count.
    found = best_reading(tiles(hand), HandRules())
    assert found is not None and sorted(found.kinds) == sorted(kinds)


def test_gupai_five_points_and_full_fourteen_do_not_count() -> None:
    # GuPai site / Culin: Ho-hpai leaves out Five points and Full fourteen.
    assert triplet(tiles("3:3 3:2 2:1"), HandRules()) is None  # 333 + 2+2+1: Five points
    assert triplet(tiles("6:6 6:5 5:4"), HandRules()) is None  # 666 + 5+5+4: Full fourteen
    assert best_reading(tiles("3:3 3:2 2:1 6:6 6:5 5:4"), HandRules()) is None


def test_sok_may_be_left_out() -> None:
    # Culin: sok (Coincidence, Five sons) is sometimes left out by agreement.
    five_sons = tiles("4:4 4:4 4:2")
    coincidence = tiles("3:3 3:3 2:1")  # 3333 + 2+1 = 3
    assert triplet(five_sons, HandRules()) == "Five sons"
    assert triplet(coincidence, HandRules()) == "Coincidence"
    assert triplet(five_sons, HandRules(sok=False)) is None
    assert triplet(coincidence, HandRules(sok=False)) is None


def test_tok_drops_the_split() -> None:
    # GuPai site: Thomas Son plays Tok without the Split.
    assert triplet(tiles("6:6 6:4 4:4"), HandRules()) == "Split"
    assert triplet(tiles("6:6 6:4 4:4"), HandRules(split=False)) is None
    assert gw.load_game("tok").options["split"] is False


@pytest.mark.parametrize(
    ("k", "gupai", "culin", "combined", "korean"),
    [(1, 3, 3, 3, 3), (2, 5, 5, 5, 7), (3, 4, 3, 4, 4), (4, 4, 3, 4, 4), (5, 3, 4, 3, 3),
     (6, 3, 3, 3, 3)],
)  # fmt: skip
def test_straight_values(k: int, gupai: int, culin: int, combined: int, korean: int) -> None:
    # GuPai: with twos 5, threes or fours 4, others 3. Culin: twos 5, fives 4, others 3.
    # Combined rules: as GuPai. Korean (Tok): twos 7, threes and fours 4, others 3.
    hand = " ".join(f"{k}:{j}" for j in range(1, 7))
    expected = {"gupai": gupai, "culin": culin, "combined": combined, "korean": korean}
    for scoring, value in expected.items():
        assert points(hand, scoring=scoring) == value, scoring


FULL_PAIRED = "4:2 5:3 6:1 4:3 5:2 6:1"  # two Full dragons, mates in the Korean system
FULL_MILITARY = "2:1 6:3 5:4 4:1 6:2 5:3"  # hol-ssang-syo: 1-2, 3-6, 4-5, 1-4, 2-6, 3-5
FULL_TWO = "2:1 4:3 6:5 3:1 4:2 6:5"  # two Full dragons with civil tiles, not mates


@pytest.mark.parametrize(
    ("hand", "gupai", "culin", "combined", "korean"),
    [
        (FULL_MILITARY, 5, 5, 5, 6),  # all military: 5 (Culin, GuPai); Korean "Wu" 6
        (FULL_PAIRED, 3, 4, 4, 4),  # tăi-să-ttai: Culin 4; Korean 2 + 2
        (FULL_TWO, 3, 3, 3, 4),  # two Full dragons: 3; Korean 2 + 2
        ("4:4 5:5 6:6 4:4 5:5 6:6", 3, 3, 3, 2),  # two Big dragons of doubles
        ("6:5 6:4 5:4 4:4 5:5 6:6", 3, 1, 1, 2),  # two Big dragons, not all doubles
        ("6:5 6:4 5:4 2:1 3:1 3:2", 2, 3, 3, 2),  # Big + Small, no double: Culin 3
        ("2:2 3:3 6:6 2:2 3:3 6:6", 3, 3, 3, 2),  # two 2-3-Kao of doubles
        ("2:2 3:3 6:6 6:6 6:4 4:4", 2, 1, 1, 2),  # 2-3-Kao + Split
        ("6:2 6:3 3:2 6:6 6:4 4:4", 2, None, 1, 2),  # 2-3-Kao of no doubles: not Culin's
    ],
)
def test_two_triplet_values(hand, gupai, culin, combined, korean) -> None:
    expected = {"gupai": gupai, "culin": culin, "combined": combined, "korean": korean}
    for scoring, value in expected.items():
        assert points(hand, scoring=scoring) == value, scoring


def test_korean_values_a_full_dragon_2_and_any_other_triplet_1() -> None:
    # Thomas Son (GuPai site): count each triplet 1, the Full dragon 2.
    assert points("2:1 4:3 6:5 6:6 6:4 4:4", scoring="korean") == 3


# -- the deal and the turn -------------------------------------------------------------------

FOUR = seats(
    "6:6 6:4 4:4 2:1 4:3", "1:1 2:2 3:3 5:1 5:2", "5:5 5:3 6:1 3:1 4:1", "3:2 1:1 2:2 5:6 6:3"
)


@pytest.mark.parametrize("players", [3, 4])
def test_gupai_five_tiles_each_and_the_first_player_six(players: int) -> None:
    state = gw.load_game("hohpai", players=players).new_initial_state(seed=3, dealer=1)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [
        6 if s == 1 else 5 for s in range(players)
    ]
    assert len(zones["wall"]) == 32 - 5 * players - 1


def test_gupai_the_next_player_takes_the_last_discard_or_draws() -> None:
    # GuPai: on his turn a player takes the last discarded tile or draws; the others are
    # not asked.
    state = new_state(FOUR, rest_for(FOUR, "5:4"))
    assert T("5:4") in state.zones()["hand 0"] and not state.is_terminal()
    play(state, ["discard 2:1"])
    assert state.current_player == 1
    assert shorts(state) == {"claim 2:1", "draw"}
    caption = state.explain("claim 2:1")
    assert "P2 takes 2:1 into his hand" in caption
    play(state, ["claim 2:1"])
    assert state.current_player == 1 and state.phase == "discard"
    assert state.zones()["discards"] == []
    assert len(state.zones()["hand 1"]) == 6


def test_two_triplets_from_the_wall_win_and_every_other_player_pays() -> None:
    # P1 holds 6:6 6:4 4:4 (Split) and 2:1 4:3; his sixth tile 6:5 makes a Full dragon.
    state = new_state(FOUR, rest_for(FOUR, "6:5"))
    assert shorts(state) == {"win"}  # the kernel: showing the hand is his only move
    play(state, ["win"])
    assert state.is_terminal()
    assert state.returns() == [6, -2, -2, -2]  # GuPai: any other two triplets count 2
    assert "Full dragon + Split" in state.result().note
    assert len(state.zones()["melds 0"]) == 6  # the winning groups are shown


def test_culin_values_the_same_hand_1() -> None:
    state = new_state(FOUR, rest_for(FOUR, "6:5"), scoring="culin")
    play(state, ["win"])
    assert state.returns() == [3, -1, -1, -1]


def test_a_win_with_a_discard_is_paid_by_all_or_by_the_discarder_in_tok() -> None:
    # P2 holds 1:1 2:2 3:3 (Small dragon) and 5:4 6:5; P1 draws 3:1 and discards 6:4,
    # which makes P2's Big dragon.
    hands = seats("6:6 6:4 4:4 2:1 4:3", "1:1 2:2 3:3 5:4 6:5", "5:5 5:3 6:1 3:1 4:1",
                  "3:2 1:1 2:2 5:2 6:3")  # fmt: skip
    rest = rest_for(hands, "3:1")
    state = new_state(hands, rest)
    assert not state.is_terminal()
    play(state, ["discard 6:4", "claim 6:4", "win"])
    # GuPai: any other two triplets count 2, paid by every other player.
    assert state.returns() == [-2, 6, -2, -2]
    tok = new_state(hands, rest, game="tok")
    play(tok, ["discard 6:4", "claim 6:4", "win"])
    # Tok: Korean values (1 + 1) and only the discarder pays.
    assert tok.returns() == [-2, 2, 0, 0]
    assert "only the discarder pays" in tok.result().note


def test_tok_a_win_from_the_wall_is_paid_by_every_other_player() -> None:
    # GuPai site (Thomas Son's Tok): only a win with a discard is paid by the discarder
    # alone; from the wall every other player pays. P1 holds a Small dragon and [2:1][4:3];
    # his sixth tile [6:5] makes a Full dragon: Korean values 1 + 2 = 3.
    hands = seats("2:1 4:3 1:1 2:2 3:3", "6:6 6:4 4:4 5:1 5:2", "5:5 5:3 6:1 3:1 4:1",
                  "3:2 6:2 5:4 6:3 4:2")  # fmt: skip
    state = new_state(hands, rest_for(hands, "6:5"), game="tok")
    play(state, ["win"])
    assert state.returns() == [9, -3, -3, -3]
    assert "every other player pays 3" in state.result().note


def test_an_empty_wall_ends_the_deal_with_no_winner() -> None:
    # Players who always draw and throw the drawn tile away keep their five: the wall
    # runs out and nobody wins or pays.
    for seed in range(20):
        state = gw.load_game("hohpai", players=4).new_initial_state(seed=seed)
        while not state.is_terminal():
            if "draw" in shorts(state):
                state.apply_action("draw")
            else:
                seat = state.current_player
                state.apply_action(f"discard {state.zones()[f'hand {seat}'][-1]}")
        if state.result().winner is None:
            assert state.returns() == [0, 0, 0, 0]
            assert "the wall is empty" in state.result().note
            return
    raise AssertionError("every deal was won")


# -- Culin's line ------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "line"), [(3, 6), (4, 8)])
def test_culin_six_each_and_three_players_withdraw_the_doubles(players: int, line: int) -> None:
    # Culin: six tiles each; with three players 6:6, 5:5, 4:4 and 3:3 are withdrawn (both
    # copies, as the GuPai site reads it: no straight with threes to sixes is possible).
    game = gw.load_game("hohpai", players=players, turn="line")
    state = game.new_initial_state(seed=5)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [6] * players
    assert len(zones["wall"]) == line
    everything = [t for z in zones.values() for t in z]
    if players == 3:
        assert not any(t in everything for t in tiles("3:3 4:4 5:5 6:6"))


def test_culin_lay_a_tile_at_one_end_and_take_from_the_other() -> None:
    hands = seats("6:6 6:4 4:4 2:1 4:3 1:1", "2:2 3:3 5:1 5:2 5:5 5:3",
                  "6:1 3:1 4:1 3:2 2:2 5:6", "6:3 1:3 6:5 6:2 4:2 5:1")  # fmt: skip
    state = new_state(hands, rest_for(hands), turn="line")
    first = state.zones()["wall"][0]
    assert state.current_player == 0 and shorts(state) >= {"discard 1:1"}
    play(state, ["discard 1:1"])
    assert first in state.zones()["hand 0"] and T("1:1") not in state.zones()["hand 0"]
    assert state.zones()["discards"] == [T("1:1")]
    assert state.current_player == 1


@pytest.mark.parametrize("players", [3, 4])
def test_culin_line_players_take_back_their_own_tiles(players: int) -> None:
    # The GuPai site: with the line a player ends up drawing only what he laid there
    # himself. Four players, eight tiles in the line (three players, six with the doubles
    # withdrawn): once the face-down tiles are gone, each take is a tile its taker laid in
    # the line a whole number of rounds before.
    game = gw.load_game("hohpai", players=players, turn="line")
    taken = own = 0
    for seed in range(10):
        facts = gw.play(game, seed=seed).states()[-1].observe(None).facts
        taken, own = taken + facts.returns_taken, own + facts.own_returns
    assert taken > 0 and own == taken


def test_a_deal_ends_after_ten_rounds_of_takes() -> None:
    hands = seats("6:6 6:4 4:4 2:1 4:3 1:1", "2:2 3:3 5:1 5:2 5:5 5:3",
                  "6:1 3:1 4:1 3:2 2:2 5:6", "6:3 1:3 6:5 6:2 4:2 5:1")  # fmt: skip
    state = new_state(hands, rest_for(hands), turn="line")
    moves = 0
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
        moves += 1
    assert moves <= 40


def test_bad_input_is_refused_and_the_state_kept() -> None:
    state = new_state(FOUR, rest_for(FOUR, "5:4"))
    before = dump(state)
    with pytest.raises(gw.IllegalActionError):
        state.apply_action("discard 1:1")
    assert dump(state) == before


def test_a_deal_where_every_discard_is_taken_ends_after_ten_rounds() -> None:
    # Taking the last discard leaves the wall as it is: players who always take it would
    # play for ever. The deal ends with no winner once each has taken ten tiles.
    state = gw.load_game("hohpai", players=3).new_initial_state(seed=2)
    while not state.is_terminal():
        claims = [a for a in state.legal_actions() if a.kind == "claim"]
        state.apply_action(claims[0] if claims else state.legal_actions()[-1])
    assert state.result().winner is None
    # The kernel's turn limit: ten rounds of three players are the 30th tile taken.
    assert "30th tile taken, the limit of a deal" in state.result().note
    assert state.returns() == [0, 0, 0]


def test_culin_line_a_hand_dealt_winning_wins_when_its_turn_comes() -> None:
    # Under the line nobody draws before his first discard, so a hand dealt winning is
    # shown when its turn comes (navpil checks the first round so).
    hands = seats("6:6 6:4 4:4 2:1 4:3 1:1", "1:1 2:2 3:3 5:4 6:5 6:4",
                  "6:1 3:1 4:1 3:2 2:2 5:5", "6:3 1:3 6:5 6:2 4:2 5:1")  # fmt: skip
    state = new_state(hands, rest_for(hands), turn="line")
    play(state, ["discard 1:1"])
    assert state.current_player == 1 and shorts(state) == {"win"}
    play(state, ["win"])
    assert state.is_terminal() and state.result().winner == 1
    assert "with the tiles dealt" in state.result().note


# -- what the bot reads ----------------------------------------------------------------------


def test_the_bot_takes_the_last_discard_when_it_wins() -> None:
    # P1's [6:4] makes P2's Big dragon beside his Small dragon.
    hands = seats("6:6 6:4 4:4 2:1 4:3", "1:1 2:2 3:3 5:4 6:5", "5:5 5:3 6:1 3:1 4:1",
                  "3:2 1:1 2:2 5:2 6:3")  # fmt: skip
    state = play(new_state(hands, rest_for(hands, "3:1")), ["discard 6:4"])
    bot = state.game.make_bot(0)
    assert not getattr(bot, "reads_state", False)  # it is handed the observation alone
    assert bot.choose(state.observe(1)).short == "claim 6:4"


@pytest.mark.parametrize("scoring", ["gupai", "culin", "combined", "korean"])
@pytest.mark.parametrize(("sok", "split"), [(True, True), (False, False)])
def test_the_hand_tables_count_what_the_best_reading_counts(
    scoring: str, sok: bool, split: bool
) -> None:
    # The tables the rules and the bot read (hands by face numbers) against the readings,
    # on random sixes and on sixes of two triplets, which the random ones seldom are.
    import random

    from gupai_widgets.games.draw_discard.hohpai_hands import INDEX, hand_tables

    rules = HandRules(scoring, sok, split)
    known = hand_tables(rules)
    rng = random.Random(3)
    sixes = [rng.sample(gw.chinese_set(), 6) for _ in range(3000)]
    trios = [t for t in known.kinds if known.kinds[t]]
    for _ in range(2000):
        a, b = rng.sample(trios, 2)
        sixes.append([gw.all_faces()[i] for i in (*a, *b)])
    for six in sixes:
        found = best_reading(six, rules)
        numbers = tuple(sorted(INDEX[t.code] for t in six))
        assert known.wins(numbers) == (0 if found is None else found.points), six


def test_how_to_play_well_claim_less_and_keep_to_the_bots_discard() -> None:
    """The page's "How to play well", from 100 four-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the fresh
    playouts included): where the search bot ("normal") differs from the game's bot, by
    kind of move, how often and its gain in points. Drawing where the bot took the discard
    (81 of 480 draws) gains 0.84 ± 0.12; taking a discard the bot left (19 of 451) loses
    0.87 ± 0.26; another discard (158 of 931) loses 0.41 ± 0.10: each beyond two
    standard errors, in the direction the page says."""
    search = page_stats("hohpai")["search"]
    assert search["matches"] == 100
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "discard": (931, 158, "17%", None, None, "-0.41 ± 0.10"),
        "claim": (451, 19, "4%", None, None, "-0.87 ± 0.26"),
        "draw": (480, 81, "17%", None, None, "+0.84 ± 0.12"),
    }
    assert clear == {"discard": -4.1, "claim": -3.4, "draw": 7.2}  # the gains in standard errors
