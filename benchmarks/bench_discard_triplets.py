"""The triplet games of the draw-and-discard family (Ho-hpai, Tok, Small Mahjong): the
statistics behind their options.

* Ho-hpai's turn: the GuPai site's (take the last discard or draw) against Culin's line (lay
  a tile at one end, take the other end): deals with no winner, and of the tiles taken from
  the line that a player had laid there, the share its taker had laid himself.
* Ho-hpai's scorings: what a winning hand counts, on average, under each.
* Small Mahjong: deals with no winner (the GuPai site: under 5 %), claims per deal by the
  triplet claimed and the claimer's distance from the discarder, turns skipped.

Their bots against random seats are measured with the rest of the family in
`bench_draw_discard.py` (and every game's in `bench_vs_random.py`).

Run through `benchmarks/run.py discard_triplets`; `--quick` plays fewer deals. Nothing here
asserts a number.
"""

from __future__ import annotations

import math
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import gupai_widgets as gw

DEALS, QUICK_DEALS = 400, 100


def play_out(game: gw.Game, seed: int, bots: list[Any] | None = None) -> gw.State:
    bots = bots or [game.make_bot(seed * 1009 + s) for s in range(game.players)]
    state = game.new_initial_state(seed=seed)
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
    return state


def share(count: int, total: int) -> str:
    p = count / total if total else 0.0
    return f"{p:.1%} ± {math.sqrt(p * (1 - p) / total) if total else 0:.1%}"


def table_turn(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for players in (3, 4):
        for turn in ("discard", "line"):
            game = gw.load_game("hohpai", players=players, turn=turn)
            empty = own = taken = moves = 0
            for seed in range(deals):
                state = play_out(game, seed)
                facts = state.observe(None).facts
                empty += facts.winner is None
                own += facts.own_returns or 0
                taken += facts.returns_taken or 0
                moves += len(state.history)
            rows.append(
                [players, turn, share(empty, deals), share(own, taken) if taken else "-",
                 round(moves / deals, 1)]
            )  # fmt: skip
    return {
        "title": f"Ho-hpai: the turn, GuPai's or Culin's line ({deals:,} deals each, bots)",
        "columns": [
            "players",
            "turn",
            "no winner",
            "line tiles taken back by their layer",
            "moves/deal",
        ],  # fmt: skip
        "rows": rows,
        "notes": [
            "line: 8 tiles with four players, 6 with three (the doubles 3:3-6:6 withdrawn);",
            "a deal nobody wins ends after ten rounds (project rule).",
        ],
    }


def table_scoring(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for scoring in ("gupai", "culin", "combined", "korean"):
        game = gw.load_game("hohpai", scoring=scoring)
        points, kinds = [], Counter()
        for seed in range(deals):
            state = play_out(game, seed)
            winner = state.result().winner
            if winner is not None:
                points.append(state.returns()[winner] // (game.players - 1))
                kinds.update(m.label for m in state.observe(None).facts.melds[winner])
        top = ", ".join(f"{k} {n}" for k, n in kinds.most_common(3))
        rows.append([scoring, len(points), round(statistics.fmean(points), 2), max(points), top])
    return {
        "title": f"Ho-hpai: what a win counts under each scoring ({deals:,} deals, 4 players)",
        "columns": ["scoring", "wins", "mean points", "most", "commonest groups"],
        "rows": rows,
    }


def table_small_mahjong(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for players in (3, 4):
        game = gw.load_game("small_mahjong", players=players)
        empty = skipped = 0
        claims: Counter = Counter()
        for seed in range(deals):
            state = play_out(game, seed)
            empty += state.result().winner is None
            discarder = None
            for action in state.history:
                if action.kind == "discard":
                    discarder = action.player
                elif action.kind == "claim":
                    far = (action.player - discarder) % players
                    claims[action.detail, far] += 1
                    skipped += far - 1
        by = "; ".join(f"{k} at {d}: {n / deals:.2f}" for (k, d), n in sorted(claims.items()))
        rows.append([players, share(empty, deals), round(sum(claims.values()) / deals, 2),
                     round(skipped / deals, 2), by])  # fmt: skip
    return {
        "title": f"Small Mahjong: ends and claims ({deals:,} deals each, bots)",
        "columns": [
            "players",
            "no winner",
            "claims/deal",
            "turns skipped/deal",
            "claims/deal by triplet and seats from the discarder",
        ],  # fmt: skip
        "rows": rows,
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [table_turn(quick), table_scoring(quick), table_small_mahjong(quick)]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["discard_triplets", *sys.argv[1:]]))
