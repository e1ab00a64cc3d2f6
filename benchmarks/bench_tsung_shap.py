"""Tsung Shap: luck against choice in its two forms.

The game's heuristic bot plays a random player and a careful one (who never misses a catch
and chooses at random otherwise), in the base game (the tile played is the one drawn: the
only choices are the end and, now and then, the catch) and with four tiles in hand
(spieltdomino's variation: which tile to play), and so with navpil's fixed pair of 50.
Each deal is played twice with the seats
swapped, so the luck of the deal cancels; the margin is the first player's points per deal
over the second's, z the margin over its standard error. The gap between the bot and the
careful player is what the choices are worth; the spread of one deal's result is the luck
it plays against.

Run through `benchmarks/run.py tsung_shap` (or `make bench`); `--quick` plays fewer deals.
Nothing here asserts a number.
"""

from __future__ import annotations

import time
from typing import Any

import gupai_widgets as gw
from gupai_widgets.games.fishing.tsung_shap import CarefulBot, TsungShapBot, margin

DEALS, QUICK_DEALS = 500, 40
FORMS = {
    "base game": {},
    "four in hand": {"four_in_hand": True},
    "four, pair 50": {"four_in_hand": True, "fixed_pair": True},
}
PAIRINGS = (
    ("heuristic", TsungShapBot, "random", gw.RandomBot),
    ("heuristic", TsungShapBot, "careful", CarefulBot),
    ("careful", CarefulBot, "random", gw.RandomBot),
)


def table_margins(quick: bool) -> dict[str, Any]:
    deals = QUICK_DEALS if quick else DEALS
    rows = []
    for form, options in FORMS.items():
        game = gw.load_game("tsung_shap", **options)
        for first_name, first, second_name, second in PAIRINGS:
            start = time.perf_counter()
            m = margin(game, first, second, deals)
            seconds = time.perf_counter() - start
            rows.append([form, f"{first_name} − {second_name}", f"{m.mean:+.1f} ± {m.error:.1f}",
                         round(m.z, 1), round(m.spread), f"{m.wins:.1%}",
                         round(1000 * seconds / (2 * deals), 1)])  # fmt: skip
    return {
        "title": f"Tsung Shap: what choosing well is worth ({deals:,} deals, seats swapped)",
        "columns": [
            "form",
            "players",
            "margin/deal",
            "z",
            "spread of a deal",
            "first wins",
            "ms/game",
        ],  # fmt: skip
        "rows": rows,
        "notes": [
            "careful: never misses a catch, otherwise random; margin ± standard error;",
            "z = margin / its standard error; spread: standard deviation of a deal's margin.",
        ],
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [table_margins(quick)]
