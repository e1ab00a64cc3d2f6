"""The observation a seat is given (DESIGN.md §2a, engine/observation.py), over every game.

What it must hide is the non-interference test's job; here: it is the view's source, it
holds only typed values, it never changes, and the result names the winner.
"""

from __future__ import annotations

import json
import random

import pytest

import gupai_widgets as gw
from gupai_widgets.engine.errors import GameError
from gupai_widgets.engine.observation import Facts, Observation
from gupai_widgets.engine.state import State
from gupai_widgets.pieces import Card, DominoCard, Tile

GAMES = [spec.id for spec in gw.list_games()]
PIECES = (Tile, Card, DominoCard)


def positions(game_id: str, seed: int = 0, every: int = 7) -> list[State]:
    """Some positions of a random match, its end included."""
    game = gw.load_game(game_id)
    state = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    found = [state.clone()]
    while not state.is_terminal() and len(state.history) < 400:
        state.apply_action(rng.choice(state.legal_actions()))
        if len(state.history) % every == 0 or state.is_terminal():
            found.append(state.clone())
    return found


def typed(value: object) -> bool:
    """Whether `value` holds only frozen values: no list, dict or set anywhere in it."""
    if isinstance(value, list | dict | set):
        return False
    if isinstance(value, Facts) or hasattr(value, "__dataclass_fields__"):
        return all(typed(getattr(value, name)) for name in value.__dataclass_fields__)
    if isinstance(value, tuple | frozenset):
        return all(typed(v) for v in value)
    return value is None or isinstance(value, (bool, int, float, str, *PIECES))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_is_the_observation_and_holds_typed_facts(game_id: str) -> None:
    for state in positions(game_id):
        mover = state.current_player
        for seat in (None, *range(state.num_players)):
            seen = state.observe(seat)
            assert isinstance(seen, Observation) and isinstance(seen.facts, Facts)
            assert type(seen.facts) is not Facts, "the game gives no facts of its own"
            assert typed(seen.facts), (game_id, seat, seen.facts)
            assert seen.to_dict() == state.view(seat)
            json.dumps(seen.to_dict())  # a view is JSON
            assert seen.to_move == mover and seen.step == len(state.history)
            # A seat is given its legal moves when it is to move, and only then.
            if seat is None or seat == mover:
                assert list(seen.legal) == state.legal_actions()
            else:
                assert seen.legal == ()
            assert seen.table == state.table(seat)


def test_an_observation_never_changes() -> None:
    state = gw.load_game("tianjiu").new_initial_state(seed=3)
    seen = state.observe(0)
    with pytest.raises(AttributeError):
        seen.step = 5  # type: ignore[misc]
    table = seen.table  # read now: kept
    state.apply_action(state.legal_actions()[0])
    assert seen.table is table and seen.step == 0
    # What was not read before the game moved on cannot be read after: it would describe
    # another position.
    with pytest.raises(GameError, match="moved on"):
        seen.zones  # noqa: B018


def test_a_seat_does_not_learn_pips_laid_face_down_by_another_seat() -> None:
    """JieLong (GuPai site): a tile laid face down counts against its owner, and the
    others learn how much only when the deal is settled."""
    for state in positions("jielong", seed=5, every=1):
        facts = [state.observe(s).facts for s in range(4)]
        down = [len(z) for name, z in state.zones(None).items() if name.startswith("face down")]
        for seat, seen in enumerate(facts):
            for other in range(4):
                known = seen.penalty_pips[other]
                if other == seat or state.is_terminal():
                    assert known == state.observe(None).facts.penalty_pips[other]
                elif down[other]:
                    assert known is None


@pytest.mark.parametrize("game_id", ["hohpai", "small_mahjong", "kapshap", "jjak_mat_chu_gi"])
def test_the_result_names_who_went_out(game_id: str) -> None:
    winners = set()
    for seed in range(8):
        end = gw.play(gw.load_game(game_id), seed=seed).states()[-1]
        facts = end.observe(None).facts
        assert end.result().winner == facts.winner
        if facts.winner is not None:
            assert end.result().payments[facts.winner] > 0
        winners.add(facts.winner)
    assert len(winners) > 1  # both ways met: the check can fail


def test_the_result_names_no_winner_before_the_end() -> None:
    state = gw.load_game("jielong").new_initial_state(seed=1)
    assert state.result().winners == () and state.result().winner is None
    end = gw.play(gw.load_game("jielong"), seed=1).states()[-1]
    payments = end.result().payments
    assert end.result().winner == payments.index(max(payments))


@pytest.mark.parametrize(
    ("game_id", "options"),
    [
        ("hohpai", {}),
        ("hohpai", {"turn": "line"}),
        ("tok", {}),
        ("jjak_mat_chu_gi", {}),
        ("jjak_mat_chu_gi", {"claim": "next"}),
        ("kapshap", {}),
        ("kapshap", {"take": "last"}),
        ("kaptaishap", {"take": "any"}),
        ("small_mahjong", {}),
    ],
)
def test_every_seat_knows_the_discards_and_melds_the_table_shows(
    game_id: str, options: dict
) -> None:
    # The facts a draw-and-discard bot reads lie face up on the table: the discards (a
    # taken one gone to a hand or a meld, under Culin's rules any of them; under Culin's
    # line the face-up end of the line)
    # and the melds laid out; nothing of a hidden hand or of the wall.
    game = gw.load_game(game_id, **options)
    for seed in range(4):
        for state in gw.play(game, seed=seed).states():
            for seat in (None, *range(game.players)):
                seen = state.observe(seat)
                assert seen.facts.discards == tuple(seen.zones["discards"])
                for s, melds in enumerate(seen.facts.melds):
                    laid = [t for m in melds for t in m.tiles]
                    assert laid == list(seen.zones[f"melds {s}"])
