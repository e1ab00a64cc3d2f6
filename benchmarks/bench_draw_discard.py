"""Draw-and-discard games: the statistics behind their options, and their bots against random.

Jjak-mat-chu-gi: how often a deal ends with the wall empty and no winner, by player count and
claim rule, with the game's own bot in every seat (the GuPai site: about 90 % of four-player
games under Culin's rule, the next player only). KapShap and KapTaiShap: how often a deal is
won before every player has had a turn, taking any discard (Culin) or only the last one
(the GuPai site: with many players Culin's rule often ends the game in the first round).
Then for every game of the family at every
player count, the game's own bot in one seat and random bots in the others: the margin is
the bot's return minus the mean of the random seats in the same deal, z the margin over its
standard error.

Run through `benchmarks/run.py draw_discard`; `--quick` plays fewer deals. Nothing here
asserts a number.
"""

from __future__ import annotations

import math
import statistics
import sys
from pathlib import Path
from typing import Any

import gupai_widgets as gw

DEALS, QUICK_DEALS = 2_000, 200
BOT_DEALS, QUICK_BOT_DEALS = 2_000, 200


def play_out(game: gw.Game, seed: int, bots: list[Any]) -> gw.State:
    state = game.new_initial_state(seed=seed)
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
    return state


def no_winner_share(game: gw.Game, deals: int) -> tuple[float, float, float]:
    """(share of deals with no winner, its standard error, mean moves per deal) with the
    game's own bot in every seat."""
    empty, moves = 0, 0
    for seed in range(deals):
        bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        state = play_out(game, seed, bots)
        empty += state.result().winner is None
        moves += len(state.history)
    share = empty / deals
    return share, math.sqrt(share * (1 - share) / deals), moves / deals


def table_no_winner(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for players in (2, 3, 4):
        for claim in ("next", "any"):
            game = gw.load_game("jjak_mat_chu_gi", players=players, claim=claim)
            share, error, moves = no_winner_share(game, deals)
            rows.append([players, claim, f"{share:.1%} ± {error:.1%}", round(moves, 1)])
    return {
        "title": f"Jjak-mat-chu-gi: deals that end with no winner ({deals:,} deals, bots)",
        "columns": ["players", "claim", "no winner", "moves/deal"],
        "rows": rows,
        "notes": [
            'claim "next": only the next player may take the last discard (Culin);',
            '"any": any player, nearest first (the GuPai site\'s fix, the default).',
        ],
    }


def first_round_share(game: gw.Game, deals: int) -> tuple[float, float]:
    """(share of deals won before every player has had a turn, share won at all) with the
    game's own bot in every seat. A turn starts with the first player's first draw, and
    with every later take of a discard or draw from the wall."""
    early = won = 0
    for seed in range(deals):
        bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        state = play_out(game, seed, bots)
        if state.result().winner is None:
            continue
        won += 1
        turns = 1 + sum(a.kind in ("claim", "draw") for a in state.history)
        early += turns <= game.players
    return early / deals, won / deals


def table_first_round(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS // 4
    rows = []
    for game_id, players in [("kapshap", 2), ("kaptaishap", 5), ("kaptaishap", 7)]:
        for take in ("any", "last"):
            game = gw.load_game(game_id, players=players, take=take)
            early, won = first_round_share(game, deals)
            rows.append([game_id, players, take, f"{early:.1%}", f"{won:.1%}"])
    return {
        "title": f"KapShap and KapTaiShap: deals won in the first round ({deals:,} deals, bots)",
        "columns": ["game", "players", "take", "won in round 1", "won at all"],
        "rows": rows,
        "notes": [
            'take "any": any discard, then draw (Culin); "last": the last discard instead of',
            "the draw (the GuPai site's recommendation for many players).",
        ],
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
    deals = QUICK_BOT_DEALS if quick else BOT_DEALS
    rows = []
    for spec in gw.list_games():
        if spec.family != "draw_discard":
            continue
        for players in spec.players:
            r = bot_against_random(gw.load_game(spec.id, players=players), deals)
            rows.append(
                [spec.id, players, f"{r['margin']:+.3f} ± {r['error']:.3f}", round(r["z"], 1)]
            )
    return {
        "title": f"Draw-and-discard bots against random seats ({deals:,} deals each)",
        "columns": ["game", "players", "bot − random (stakes/deal)", "z"],
        "rows": rows,
        "notes": ["z = margin / its standard error (above 3: clearly better than random)."],
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [table_no_winner(quick), table_first_round(quick), table_bots(quick)]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["draw_discard", *sys.argv[1:]]))
