"""What a teacher choosing a game for a class wants to know, measured from bot games: how
long a deal takes and how much skill counts. `--record=yes` writes the figures to
benchmarks/records/chooser.json, which the site's chooser (docs/hooks/registry.py) reads at build
time; the site is never built from figures written by hand.

For every registered game at its default players and options:

- **A deal**: the game's own bots ("easy") play LENGTH_MATCHES matches; per deal (a round
  in the banker games), the moves made and how many of them were a choice (more than one
  legal move). The minutes a deal takes at a table are estimated from those counts at
  CHOICE_SECONDS a choice and FORCED_SECONDS a forced move, shuffling and counting the
  score left out: an estimate at a stated pace, not a measurement of people.
- **Skill**: the search bot at `level` ("strong") in one seat against the easy bots, and
  against random players, one match per seat for each seed; a seed's margin is the search
  bot's return minus the others' mean, averaged over the seats (the deal's luck cancels),
  and z the mean margin over its standard error. Seeds are played until `minutes` of CPU
  are spent on the game and opponent (at least MIN_SEEDS). A solitaire has no opponent: its
  row has the deal length alone.

Games run in parallel, one process per core (`--workers`). Nothing here asserts a number.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

import gupai_widgets as gw

HERE = Path(__file__).resolve().parent
RECORD = HERE / "records" / "chooser.json"
LENGTH_MATCHES, QUICK_LENGTH_MATCHES = 40, 4
CHOICE_SECONDS, FORCED_SECONDS = 8, 2
MINUTES, QUICK_MINUTES = 1.5, 0.05  # CPU minutes per game and opponent
MIN_SEEDS = 3


def deal_length(game: gw.Game, matches: int) -> dict[str, Any]:
    """Moves and choices per deal (per chapter: a round where a game plays one deal in
    rounds), over `matches` matches of the game's own bots, and the unit they settle in."""
    moves, choices, deals = 0, 0, 0
    for seed in range(matches):
        bots = [game.make_bot(seed * 101 + seat) for seat in range(game.players)]
        state = game.new_initial_state(seed=seed)
        chapter = None
        while not state.is_terminal():
            if state.chapter != chapter:
                chapter, deals = state.chapter, deals + 1
            choices += len(state.legal_actions()) > 1
            moves += 1
            state.apply_action(state.ask(bots[state.current_player]))
    unit = state.result().unit
    per_deal_moves, per_deal_choices = moves / deals, choices / deals
    seconds = per_deal_choices * CHOICE_SECONDS + (per_deal_moves - per_deal_choices) * (
        FORCED_SECONDS
    )
    return {
        "moves": round(per_deal_moves, 1),
        "choices": round(per_deal_choices, 1),
        "deals_per_match": round(deals / matches, 2),
        "minutes": round(seconds / 60, 1),
        "unit": unit,
    }


def seed_margin(game: gw.Game, level: str, opponents: str, seed: int) -> float:
    """The search bot's margin in the matches of `seed`, one per seat, averaged."""
    margins = []
    for seat in range(game.players):
        if opponents == "easy":
            bots: list[Any] = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        else:
            bots = [gw.RandomBot(seed * 31 + s) for s in range(game.players)]
        bots[seat] = gw.make_bot(game, level, seed * 10 + seat)
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            state.apply_action(state.ask(bots[state.current_player]))
        returns = state.returns()
        others = [r for s, r in enumerate(returns) if s != seat]
        margins.append(returns[seat] - statistics.fmean(others))
    return statistics.fmean(margins)


def skill(game: gw.Game, level: str, opponents: str, minutes: float) -> dict[str, Any]:
    started = time.process_time()
    margins: list[float] = []
    while len(margins) < MIN_SEEDS or time.process_time() - started < minutes * 60:
        margins.append(seed_margin(game, level, opponents, len(margins)))
    mean = statistics.fmean(margins)
    error = statistics.stdev(margins) / math.sqrt(len(margins))
    return {
        "margin": round(mean, 3),
        "error": round(error, 3),
        # No spread at all (every seed the same margin) reads as certain, not as z = 0.
        "z": round(mean / error, 1) if error else (math.inf if mean else 0.0),
        "seeds": len(margins),
        "matches": len(margins) * game.players,
    }


def measure(game_id: str, level: str, minutes: float, matches: int) -> dict[str, Any]:
    game = gw.load_game(game_id)
    started = time.perf_counter()
    figures: dict[str, Any] = {"players": game.players, **deal_length(game, matches)}
    if game.players > 1:
        figures["vs_easy"] = skill(game, level, "easy", minutes)
        figures["vs_random"] = skill(game, level, "random", minutes)
    print(f"  {game_id}: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return figures


def save(games: dict[str, dict[str, Any]], level: str) -> None:
    """Merge `games` into the record. A game's skill figures are kept per level, so that a
    run at one level leaves those of the other: the site shows the strongest, and the
    puzzles are gated on the level that makes them (scripts/make_puzzles.py)."""
    recorded = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else {}
    kept = recorded.get("games", {})
    for game_id, measured in games.items():
        figures = {k: v for k, v in measured.items() if k not in ("vs_easy", "vs_random")}
        skill = dict(kept.get(game_id, {}).get("skill", {}))
        if "vs_easy" in measured:
            skill[level] = {k: measured[k] for k in ("vs_easy", "vs_random")}
        kept[game_id] = {**figures, **({"skill": skill} if skill else {})}
    recorded.update(pace={"choice": CHOICE_SECONDS, "forced": FORCED_SECONDS}, games=kept)
    RECORD.parent.mkdir(parents=True, exist_ok=True)
    RECORD.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n", "utf-8")


def shown(part: dict[str, Any] | None) -> str | None:
    if part is None:
        return None
    return f"{part['margin']:+.2f} ± {part['error']:.2f} (z {part['z']}, {part['matches']})"


def run(
    quick: bool = False,
    games: str | None = None,
    level: str = "strong",
    minutes: str | None = None,
    workers: str | None = None,
    record: str = "no",
) -> list[dict[str, Any]]:
    from run import game_ids

    if record not in ("yes", "no"):
        raise SystemExit(f"--record is yes or no, not {record!r}")
    ids = game_ids(games)
    spent = float(minutes) if minutes else (QUICK_MINUTES if quick else MINUTES)
    matches = QUICK_LENGTH_MATCHES if quick else LENGTH_MATCHES
    cores = int(workers) if workers else (os.cpu_count() or 1)
    results: dict[str, dict[str, Any]] = {}
    with ProcessPoolExecutor(cores) as pool:
        futures = {pool.submit(measure, i, level, spent, matches): i for i in ids}
        # Each game is recorded as it ends: a strong run takes hours, and a stop loses
        # only the games still running.
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            if record == "yes":
                save({futures[future]: results[futures[future]]}, level)
    results = {i: results[i] for i in ids}
    rows = [
        [
            i,
            r["players"],
            r["moves"],
            r["choices"],
            r["minutes"],
            shown(r.get("vs_easy")),
            shown(r.get("vs_random")),
            r["unit"],
        ]
        for i, r in results.items()
    ]
    return [
        {
            "title": f"A deal's length, and the {level} search bot's margin per match",
            "columns": [
                "game",
                "players",
                "moves/deal",
                "choices/deal",
                "≈ minutes/deal",
                "vs easy bots",
                "vs random",
                "unit",
            ],
            "rows": rows,
            "notes": [
                f"minutes: {CHOICE_SECONDS} s a choice, {FORCED_SECONDS} s a forced move;",
                "margins: mean ± standard error per match (z, matches), in the game's unit.",
                f"--record=yes writes {RECORD.relative_to(HERE.parent)} for the site.",
            ],
        }
    ]
