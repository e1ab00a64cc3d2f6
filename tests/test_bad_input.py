"""Type mistakes at the public entry points: each is refused with an error of the package
(GameError, or PieceError for a piece) that names the argument and what is allowed, echoes
at most an excerpt of what was given, and changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

import gupai_widgets as gw
from gupai_widgets.pieces.errors import excerpt
from gupai_widgets.widgets import PlayTable

HUGE = "x" * 1_000_000


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: gw.load_game(["jielong"]), "no game called ['jielong']; the games are:"),
        (lambda: gw.load_game({"id": "jielong"}), "no game called {'id': 'jielong'}"),
        (lambda: gw.load_game(HUGE), "no game called 'xxx"),
        (lambda: gw.load_game("jielong", players="4"), "played by 2, 3, 4 players, not '4'"),
        (lambda: gw.load_game("jielong", players=10**5000), "a whole number of about 5001"),
        (lambda: gw.load_game("jielong", two_arms=[1]), "'two_arms' cannot be [1]"),
        (lambda: gw.load_game("jielong", **{HUGE: 1}), "has no option 'xxx"),
        (lambda: gw.play(5), "a game is a Game from load_game() or a game id"),
        (lambda: gw.play("jielong", seed="7"), "the seed must be a whole number or None"),
        (lambda: gw.play("jielong", bots=3), "give a list of 4 bots, not 3"),
        (lambda: gw.play("jielong", bots="abcd"), "give a list of 4 bots, not 'abcd'"),
        (lambda: gw.play("jielong", bots=[1, 2, 3, 4]), "the bot for P1 is 1: a bot has a choose"),
        (lambda: gw.play("jielong", title=5), "title is text, not 5"),
        (
            lambda: gw.play("jielong", deals=2),
            "play() fixes the deal with hands, rest, dealer, deal_number, not 'deals'; rule "
            "options go to load_game(), as in play(load_game('jielong', deals=...))",
        ),
    ],
)
def test_games_and_matches_refuse_arguments_of_the_wrong_type(call, words) -> None:
    with pytest.raises(gw.GameError) as caught:
        call()
    assert words in str(caught.value)
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize("seed", [[1], "7", 1.5, True, HUGE])
def test_a_seed_that_is_not_a_whole_number_is_refused(seed: Any) -> None:
    with pytest.raises(gw.DealError, match="the seed must be a whole number or None, not"):
        gw.load_game("jielong").new_initial_state(seed=seed)


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: gw.tiles(None), 'tiles() reads a text such as "6:6 5:4 [2:1]", not None'),
        (lambda: gw.tiles(["6:6"]), "not ['6:6'] (for a list of pieces, parse each one)"),
        (lambda: gw.cards(7), 'cards() reads a text such as "J♠ 10♥ AS", not 7'),
        (lambda: gw.Card.parse(None), "cannot read a card from None: expected"),
        (lambda: gw.Card.parse(HUGE), "cannot read a card from 'xxx"),
        (lambda: gw.Card(["♠"], 3), "unknown suit ['♠']: allowed are ♠, ♥, ♦, ♣"),
        (lambda: gw.Card("♠", [3]), "rank [3] does not exist in suit ♠: allowed 2..14"),
        (lambda: gw.Tile(HUGE, 1), "got 'xxx"),
        (lambda: gw.dezai_deck("Tree"), "without is a tuple of high card names such as"),
        (lambda: gw.dezai_deck(None), "('Tree', 'Crown'), not None"),
        (lambda: gw.dezai_deck(("Tree", HUGE)), "unknown high card(s) ['xxx"),
    ],
)
def test_pieces_refuse_what_is_not_a_piece(call, words) -> None:
    with pytest.raises(gw.PieceError) as caught:
        call()
    assert words in str(caught.value)
    assert len(str(caught.value)) < 400


def test_a_state_refuses_bad_moves_and_seats_and_stays_as_it_was() -> None:
    state = gw.load_game("jielong").new_initial_state(seed=3)
    before = json.dumps(state.to_dict())
    for bad in (None, 7, ["6:6"], HUGE):
        with pytest.raises(gw.IllegalActionError) as caught:
            state.apply_action(bad)
        assert len(str(caught.value)) < 1000
    for seat in ("0", 1.0, True, 4, 10**5000):
        with pytest.raises(gw.GameError, match="seats are numbered 0 to 3"):
            state.table(seat)
    assert json.dumps(state.to_dict()) == before


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"bots": [1, 2, 3]}, "the bot for P2 is 1: a bot has a choose(state) method"),
        ({"bots": 5}, "bots is a list of bots for the 3 other seats, not 5"),
        ({"bots": "abc"}, "bots is a list of bots for the 3 other seats, not 'abc'"),
        ({"seed": "3"}, "the seed must be a whole number or None"),
        ({"seat": "0"}, "no seat '0' to play"),
        ({"seat": HUGE}, "no seat 'xxx"),
    ],
)
def test_a_play_table_is_refused_at_construction(kwargs, words) -> None:
    with pytest.raises(gw.GameError) as caught:
        PlayTable("jielong", **kwargs)
    assert words in str(caught.value)


def test_a_play_table_refuses_a_game_that_is_not_one() -> None:
    with pytest.raises(gw.UnknownGameError, match="a game is a Game from load_game"):
        PlayTable(["jielong"])


def test_an_excerpt_is_short_whatever_the_value() -> None:
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    for value in (HUGE, 10**100_000, deep, {HUGE: [HUGE] * 1000}, b"\x00" * 10**6):
        assert len(excerpt(value)) <= 41
    assert excerpt("6:6") == "'6:6'" and excerpt([1, 2]) == "[1, 2]"
