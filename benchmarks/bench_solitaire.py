"""The XiangShiFu solver on random deals, per variant: how long a deal takes to solve or to
prove unsolvable (mean, median, worst), the share of deals that can be solved, and the
lengths of the shortest solutions.

A full run also writes the figures to notebooks/xiangshifu.stats.json, which the
XiangShiFu notebook plots (it does not solve hundreds of deals itself, so it stays quick to
execute). Run through `benchmarks/run.py solitaire` (or `make bench`).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import gupai_widgets as gw
from gupai_widgets.games.solitaire.xiangshifu import SEARCH_LIMIT

STATS = Path(__file__).resolve().parent.parent / "notebooks" / "xiangshifu.stats.json"

# (label, options, deals in a full run, deals in a quick run). The ten-set variants are
# solved quickly; Watching Eight Sets and the Shanghai variant search far longer (from both
# ends, solver.solve_both_ways), so they get fewer deals; the search limit of the game's
# solver (SEARCH_LIMIT) applies to all.
VARIANTS: tuple[tuple[str, dict[str, str], int, int], ...] = (
    ("ten sets, 2-3-Kao, dead groups redealt", {}, 200, 20),
    ("ten sets, 2-3-Kao, dead groups kept", {"dead_groups": "keep"}, 200, 20),
    ("ten sets, Mixed dragon", {"dragon": "mixed"}, 200, 20),
    ("eight sets, 2-3-Kao", {"variant": "eight_sets"}, 40, 4),
    ("Shanghai, 2-3-Kao", {"variant": "shanghai"}, 20, 2),
)


def measure(options: dict[str, str], deals: int) -> dict[str, Any]:
    """Solve deals 0 .. deals-1 (the seeds) and count what came out."""
    game = gw.load_game("xiangshifu", **options)
    times, lengths, outcomes, worst = [], [], Counter(), (0.0, None)
    for seed in range(deals):
        state = game.new_initial_state(seed=seed)
        start = time.process_time()
        found = state.solution()
        spent = time.process_time() - start
        times.append(spent)
        if spent > worst[0]:
            worst = (spent, seed)
        if found.steps is not None:
            outcomes["solved"] += 1
            lengths.append(len(found.steps))
        elif found.settled:
            outcomes["proved unsolvable"] += 1
        else:
            outcomes["search limit"] += 1
    return {
        "options": options,
        "deals": deals,
        "mean_s": statistics.fmean(times),
        "median_s": statistics.median(times),
        "worst_s": worst[0],
        "worst_seed": worst[1],
        "outcomes": dict(outcomes),
        "lengths": dict(sorted(Counter(lengths).items())),
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    results = {}
    rows = []
    for label, options, full, short in VARIANTS:
        r = measure(options, short if quick else full)
        results[label] = r
        solved = r["outcomes"].get("solved", 0)
        lengths = [n for n, k in r["lengths"].items() for _ in range(k)]
        rows.append(
            [
                label,
                r["deals"],
                r["mean_s"],
                r["median_s"],
                f"{r['worst_s']:.2f} (seed {r['worst_seed']})",
                f"{100 * solved / r['deals']:.0f}%",
                r["outcomes"].get("proved unsolvable", 0),
                r["outcomes"].get("search limit", 0),
                statistics.fmean(lengths) if lengths else None,
                f"{min(lengths)}-{max(lengths)}" if lengths else "-",
            ]
        )
    if not quick:
        STATS.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return [
        {
            "title": "XiangShiFu solver: random deals (seeds 0..n-1), CPU seconds per deal",
            "columns": [
                "variant",
                "deals",
                "mean s",
                "median s",
                "worst s",
                "solvable",
                "proved unsolvable",
                "search limit",
                "mean moves",
                "moves",
            ],  # fmt: skip
            "rows": rows,
            "notes": [
                "solved: a shortest solution found; proved unsolvable: a broken group no "
                "move can ever mend, or every reachable layout searched",
                "ten sets: A*; Watching Eight Sets: A* for 20,000 layouts, then a search from "
                "both ends (the 5,798 solved layouts listed); Shanghai: from both ends",
                f"search limit: the solver stopped after {SEARCH_LIMIT:,} layouts without an "
                "answer (the solvable share counts only the deals solved)",
            ],
        }
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["solitaire", *sys.argv[1:]]))
