"""Golden replays: one recorded match per game, per other player count and per non-default
option value, written out in full so that any change to the rules shows as a diff.

A golden record holds the match's configuration and seed, and for every step the move, its
caption and the position after it (every zone with all hands open, whose turn, the phase,
the deal number, the settlement so far). `tests/test_golden.py` replays each record and
compares every step, and plays the match again with the bots to see they still choose the
recorded moves; `python scripts/golden.py` writes them again on purpose, so a reviewer
reads what a rule change altered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gupai_widgets.engine.game import Game
from gupai_widgets.engine.registry import list_games, load_game
from gupai_widgets.engine.state import State

SEED = 1


def configurations() -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(game id, players, options): every game with its default options at every player
    count, then each non-default option value alone at the default player count."""
    for spec in list_games():
        for players in spec.players:
            yield spec.id, players, {}
        for option in spec.options:
            for value in option.choices:
                if value != option.default:
                    yield spec.id, spec.default_players, {option.name: value}


def file_name(game_id: str, players: int, options: dict[str, Any]) -> str:
    parts = [game_id, f"{players}p"]
    parts += [f"{name}-{value}" for name, value in sorted(options.items())]
    return "_".join(str(p).lower().replace(" ", "-") for p in parts) + ".json"


def position(state: State) -> dict[str, Any]:
    """What the rules made of the match so far, all hands open."""
    terminal = state.is_terminal()
    return {
        "to_move": state.current_player,
        "phase": "over" if terminal else state.phase,
        "deal": state.deal_number,
        "returns": state.returns(),
        "zones": {
            name: " ".join("?" if p is None else str(p) for p in pieces)
            for name, pieces in state.zones(None).items()
        },
    }


def record(game: Game, seed: int = SEED) -> dict[str, Any]:
    """Play a match with the game's own bots from `seed` and record every step."""
    state = game.new_initial_state(seed=seed)
    bots = [game.make_bot(seed * 101 + seat) for seat in range(game.players)]
    steps = []
    while not state.is_terminal():
        action = state.ask(bots[state.current_player])
        caption = state.explain(action)
        applied = state.apply_action(action)
        steps.append({"action": str(applied), "caption": caption, **position(state)})
    return {
        "game": game.id,
        "players": game.players,
        "options": {k: v for k, v in game.options.items() if v != game.spec.option(k).default},
        "seed": seed,
        "start": position(game.new_initial_state(seed=seed)),
        "steps": steps,
    }


def replay_steps(data: dict[str, Any]) -> Iterator[tuple[int, dict[str, Any], dict[str, Any]]]:
    """Replay a golden record: (step, recorded, replayed) for the start and every move."""
    game = load_game(data["game"], players=data["players"], **data["options"])
    state = game.new_initial_state(seed=data["seed"])
    yield 0, data["start"], position(state)
    for step, recorded in enumerate(data["steps"], start=1):
        caption = state.explain(recorded["action"])
        applied = state.apply_action(recorded["action"])
        yield step, recorded, {"action": str(applied), "caption": caption, **position(state)}
