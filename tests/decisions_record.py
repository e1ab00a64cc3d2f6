"""Recorded decisions of the search bot: what it chose, and every number behind the choice,
at fixed positions of every registered game.

A change meant only to make the search faster must leave every decision exactly as it was:
the same move, the same value of every move in every sampled deal, the same number of
samples, repairs, replays and playouts. `tests/test_search_bot.py` checks the records at a
small budget (tests/decisions/small.json); `python scripts/search_decisions.py --check
normal` (and `strong`) checks the records at the levels' budgets, too slow for a test. A
change meant to alter the bot (a new heuristic bot, a better sampler) writes the records
again on purpose: `python scripts/search_decisions.py` (see its docstring).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from gupai_widgets.bots.levels import budget
from gupai_widgets.bots.search import SearchBot
from gupai_widgets.engine.registry import list_games, load_game
from gupai_widgets.engine.state import State

# Per level: the matches the positions come from, how many positions per game, and how
# many moves apart (the positions spread over the first deals of a match). "small" is the
# tests' budget (cheap enough to check in every test run), the others are the levels'.
CASES = {"small": ((1, 2), 4, 9), "normal": ((1,), 4, 9), "strong": ((3,), 2, 13)}
SMALL = 300


def positions(game_id: str, seed: int, count: int, every: int) -> list[State]:
    """`count` positions, `every` moves apart, of a match the game's own bots play from
    `seed`, where the seat to move has a choice."""
    game = load_game(game_id)
    state = game.new_initial_state(seed=seed)
    bots = [game.make_bot(seed * 101 + s) for s in range(game.players)]
    found: list[State] = []
    step = 0
    while not state.is_terminal() and len(found) < count:
        if step % every == 0 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply_action(state.ask(bots[state.current_player]))
        step += 1
    return found


def decision(state: State, level: str, seed: int) -> dict[str, Any]:
    """The search bot's decision at `state`, with every number it was made from."""
    game = state.game
    bot = SearchBot(game, seed=seed, budget=SMALL if level == "small" else budget(game, level))
    found = bot.decide(state.observe(state.current_player))
    return {
        "step": len(state.history),
        "seed": seed,
        "chosen": found.action.short,
        "default": None if found.default is None else found.default.short,
        "samples": found.samples,
        "fallback": found.fallback,
        # Values as exact floats (JSON keeps every bit of a float's repr).
        "moves": [
            [r.action.short, [[j, v] for j, v in sorted(r.values.items())]] for r in found.records
        ],
        "counts": {
            **asdict(bot.counts),
            "playouts": bot.playouts,
            "changed": bot.changed,
            "fallbacks": bot.fallbacks,
            "unsampled": bot.unsampled,
            "capped": bot.capped,
        },
    }


def record(game_id: str, level: str) -> list[dict[str, Any]]:
    """The decisions of the search bot at `level` at the recorded positions of a game."""
    seeds, count, every = CASES[level]
    return [
        decision(state, level, seed * 7 + k)
        for seed in seeds
        for k, state in enumerate(positions(game_id, seed, count, every))
    ]


def game_ids() -> list[str]:
    return [spec.id for spec in list_games()]
