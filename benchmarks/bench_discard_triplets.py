"""The triplet games of the draw-and-discard family (Ho-hpai, Tok, Small Mahjong): the
statistics behind their options, and their bots against random.

* Ho-hpai's turn: the GuPai site's (take the last discard or draw) against Culin's line (lay
  a tile at one end, take the other end): deals with no winner, and of the tiles taken from
  the line that a player had laid there, the share its taker had laid himself.
* Ho-hpai's scorings: what a winning hand counts, on average, under each.
* Small Mahjong: deals with no winner (the GuPai site: under 5 %), claims per deal by the
  triplet claimed and the claimer's distance from the discarder, turns skipped.
* Each game's own bot in one seat, random bots in the others: the margin is the bot's return
  minus the mean of the random seats in the same deal, z the margin over its standard error.

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
        state.apply_action(bots[state.current_player].choose(state))
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
                info = state.view(None)["info"]
                empty += info["winner"] is None
                own += info.get("own_returns", 0)
                taken += info.get("returns_taken", 0)
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
            winner = state.view(None)["info"]["winner"]
            if winner is not None:
                points.append(state.returns()[winner] // (game.players - 1))
                kinds.update(state.view(None)["info"]["melds"][winner])
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
            empty += state.view(None)["info"]["winner"] is None
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


def bot_against_random(game: gw.Game, deals: int) -> dict[str, float]:
    """Deal i puts the game's own bot in seat i mod n and random bots elsewhere."""
    n = game.players
    margins = []
    for deal in range(deals):
        seat = deal % n
        bots: list[Any] = [gw.RandomBot(deal * 1009 + s) for s in range(n)]
        bots[seat] = game.make_bot(deal)
        returns = play_out(game, deal, bots).returns()
        others = [r for s, r in enumerate(returns) if s != seat]
        margins.append(returns[seat] - statistics.fmean(others))
    mean = statistics.fmean(margins)
    error = statistics.stdev(margins) / math.sqrt(len(margins))
    return {"margin": mean, "error": error, "z": mean / error if error else 0.0}


def table_bots(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for game_id in ("hohpai", "tok", "small_mahjong"):
        for players in (3, 4):
            r = bot_against_random(gw.load_game(game_id, players=players), deals)
            rows.append(
                [game_id, players, f"{r['margin']:+.2f} ± {r['error']:.2f}", round(r["z"], 1)]
            )
    return {
        "title": f"Triplet games: the bot against random seats ({deals:,} deals each)",
        "columns": ["game", "players", "bot − random (points/deal)", "z"],
        "rows": rows,
        "notes": ["z = margin / its standard error (above 3: clearly better than random)."],
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [table_turn(quick), table_scoring(quick), table_small_mahjong(quick), table_bots(quick)]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["discard_triplets", *sys.argv[1:]]))
