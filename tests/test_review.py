"""The review of a seat's own game (issue 32): every move of the seat with a choice, graded
by the search bot from what the seat could see, with the cost and a reason."""

from __future__ import annotations

import pytest

import gupai_widgets as gw
from gupai_widgets.bots.base import RandomBot
from gupai_widgets.review import MARKS


@pytest.fixture(scope="module")
def careless() -> gw.Replay:
    # P1 plays at random against the game's own bots: some of its moves must cost it.
    game = gw.load_game("tianjiu")
    return gw.play(game, [RandomBot(5), *(game.make_bot(s) for s in range(1, 4))], seed=11)


def test_every_move_with_a_choice_is_graded_once(careless) -> None:
    marks = gw.review(careless, 0)
    states = careless.states()
    chosen = [
        step
        for step, (before, after) in enumerate(zip(states, states[1:], strict=False), start=1)
        if after.history[-1].player == 0 and len(before.legal_actions()) > 1
    ]
    assert [m.step for m in marks] == chosen and chosen
    for mark in marks:
        before = states[mark.step - 1]
        legal = {a.short for a in before.legal_actions()}
        assert mark.played == careless.actions[mark.step - 1] and mark.best in legal
        assert mark.mark in MARKS and mark.unit == "points"
        assert (mark.mark == "best") == (mark.played == mark.best)
        if mark.mark in ("inaccuracy", "mistake", "blunder"):
            assert mark.cost is not None and mark.cost > 0 and mark.best in mark.why


def test_random_play_is_caught_and_the_review_is_repeatable(careless) -> None:
    marks = gw.review(careless, 0)
    assert any(m.mark in ("mistake", "blunder") for m in marks)
    assert gw.review(careless, 0) == marks  # the same seed, the same deals sampled


def test_a_review_refuses_what_it_cannot_do(careless) -> None:
    with pytest.raises(gw.GameError, match="one of 0 to 3"):
        gw.review(careless, 4)
    with pytest.raises(gw.GameError, match="normal or strong"):
        gw.review(careless, 0, level="easy")
    with pytest.raises(gw.GameError, match="no level"):
        gw.review(careless, 0, level="expert")


def test_a_play_table_reviews_your_moves_so_far() -> None:
    from gupai_widgets import PlayTable

    table = PlayTable("jielong", seat=1, seed=3)
    assert table.review() == ()  # no move of yours yet
    while not table.over:
        table.choose(table.legal_actions()[-1])
    assert table.review() == gw.review(table.replay(), 1) != ()
