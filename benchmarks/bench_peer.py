"""Our speed beside the Java engines' (navpil/gupai), row by row as issue 29 sets the
targets: games per CPU second, random players in every seat and the game's own bots with
the replay record (`gw.play`), in the configurations that match the Java rule sets.

The Java figures, and ours beside them ("then"), were measured side by side on this machine
kind (shared/peer-speed.md: OpenJDK 17, navpil/gupai 9da19e3, our code at REFERENCE). A
machine of the same kind is not always as fast (a shared VM), so the figures here are
measured afresh for our code now and for an earlier checkout (`--before`, REFERENCE unless
given), alternately, each run in a fresh process; the share of the Java speed is then
estimated as now ÷ before × then ÷ Java, which holds while `before` is REFERENCE. One game is
one deal, or one round of a banker game; Mouse Moving is a whole match. Targets: random at
least half the Java figure, own bots with the replay record at least a quarter. Nothing here
is asserted; the numbers are for reading.

Run through `benchmarks/run.py peer` (or `make bench`); `--games=paigow,tiuu` picks rows by
game id, `--before=<git revision>` the checkout to compare with.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Our code when the Java engines were measured beside it (shared/peer-speed.md).
REFERENCE = "6a37527"
RUNS, QUICK_RUNS = 3, 1  # runs per figure: the median is given
SECONDS, QUICK_SECONDS = 1.0, 0.2  # CPU seconds a run plays for, at least

# One run, in a fresh process whose working folder decides which checkout it imports: games
# 0, 1, 2... until the CPU time is spent; prints games per CPU second.
WORKER = """
import json, random, sys, time
import gupai_widgets as gw
game_id, players, options, mode, seconds = json.loads(sys.argv[1])
game = gw.load_game(game_id, players=players, **options)
choice = random.Random(0).choice  # one generator for the run, as the Java measurement has
def one(k):
    if mode == "play":
        gw.play(game, seed=k)
        return
    state = game.new_initial_state(seed=k)
    while not state.is_terminal():
        state.apply_action(choice(state.legal_actions()))
games, start = 0, time.process_time()
while True:
    one(games)
    games += 1
    spent = time.process_time() - start
    if spent >= seconds and games >= 5:
        break
print(games / spent)
"""


@dataclass(frozen=True)
class Row:
    label: str
    game: str
    players: int
    java: tuple[float, float | None]  # random, bots (None: no computer players there)
    then: tuple[float, float | None]  # ours beside them: random, play
    options: dict[str, Any] = field(default_factory=dict)


ROWS = (
    Row("JieLong 4", "jielong", 4, (19_262, 18_668), (13_972, 3_425)),
    Row("CeDeng 4", "cedeng", 4, (11_908, 11_261), (11_650, 3_000)),
    Row("Kkoriput-igi 2", "kkoriput_igi", 2, (20_279, 21_119), (16_418, 4_105)),
    Row("Kkoriput-igi 4", "kkoriput_igi", 4, (13_739, 14_978), (12_652, 3_431)),
    Row("DingNiu 4", "dingniu", 4, (13_184, 12_661), (10_081, 1_413)),
    Row("TianJiu 4", "tianjiu", 4, (19_741, None), (7_659, None), {"early_death": True}),
    Row("Mouse Moving 2", "mouse_moving", 2, (3_470, None), (2_701, None), {"early_death": True}),
    Row("PaiGow family 3", "paigow", 3, (166_482, 176_056), (13_889, 5_205),
        {"tiles": 2, "rounds": 1, "ties": "push"}),
    Row("PaiGow casino 3", "paigow", 3, (24_458, 24_484), (5_958, 902), {"rounds": 1}),
    Row("Tau Ngau 4", "taungau", 4, (46_048, 45_541), (6_291, 2_114),
        {"rounds": 1, "settlement": "macao", "zero": "high"}),
    Row("Kol-ye-si 4", "kolyesi", 4, (122_362, 116_754), (14_129, 2_879),
        {"rounds": 1, "stakes": 10}),
    Row("DaLing 5", "daling", 5, (1_449, 1_449), (500, 344),
        {"rounds": 1, "absolute_tie": "push"}),
    Row("Tiu-U 3", "tiuu", 3, (2_422, 2_440), (1_682, 391)),
    Row("ShiWuHu tiles 3", "shiwuhu", 3, (1_990, 2_036), (1_551, 270),
        {"deck": "tiles", "tiles_supreme_bonus": 200}),
    Row("Tsung Shap 2", "tsung_shap", 2, (12_545, 13_011), (3_395, 301),
        {"opening_catch": True, "sweep_bonus": True}),
    Row("KapShap 2", "kapshap", 2, (5_043, 5_233), (1_614, 511)),
    Row("KapTaiShap 5", "kaptaishap", 5, (2_737, 2_778), (1_280, 499), {"take": "any"}),
    Row("Ho-hpai 4", "hohpai", 4, (643, 734), (2_248, 349)),
    Row("Tok 4", "tok", 4, (3_274, 3_188), (2_041, 260)),
    Row("Jjak-mat-chu-gi 4", "jjak_mat_chu_gi", 4, (8_627, 7_783), (1_343, 261)),
    Row("Small Mahjong 4", "small_mahjong", 4, (3_045, 2_780), (1_749, 201)),
)  # fmt: skip


def checkout(revision: str) -> Path:
    """A checkout of `revision` under build/, made once (a git worktree, detached)."""
    folder = ROOT / "build" / "bench-checkouts" / revision
    if not (folder / "gupai_widgets").exists():
        folder.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["git", "worktree", "add", "--detach", "--force", str(folder), revision],
            cwd=ROOT, check=True, capture_output=True,
        )  # fmt: skip
    return folder


def one_run(where: Path, row: Row, mode: str, seconds: float) -> float:
    """Games per CPU second of one run of `row` in `mode` with the code in `where`."""
    task = json.dumps([row.game, row.players, row.options, mode, seconds])
    done = subprocess.run(
        [sys.executable, "-c", WORKER, task], cwd=where, check=True, capture_output=True, text=True
    )
    return float(done.stdout)


def share(value: float | None, target: int) -> str | None:
    """An estimated share of the Java speed, marked where it reaches 1/`target` of it."""
    if value is None:
        return None
    return f"{value:.2f}×" + (" ✓" if value * target >= 1 else "")


def table(rows: list[Row], quick: bool, before: str) -> dict[str, Any]:
    runs = QUICK_RUNS if quick else RUNS
    seconds = QUICK_SECONDS if quick else SECONDS
    earlier = checkout(before)
    out = []
    for row in rows:
        cells: list[Any] = [row.label]
        for mode, java, then, target in (
            ("random", row.java[0], row.then[0], 2),
            ("play", row.java[1], row.then[1], 4),
        ):
            now_runs, before_runs = [], []
            for _ in range(runs):  # alternately, so that a slower spell of the VM hits both
                now_runs.append(one_run(ROOT, row, mode, seconds))
                before_runs.append(one_run(earlier, row, mode, seconds))
            now, was = statistics.median(now_runs), statistics.median(before_runs)
            estimate = None
            if java is not None and then is not None and before == REFERENCE:
                estimate = now / was * then / java
            cells += [None if java is None else round(java), round(was), round(now),
                      f"{now / was:.2f}×", share(estimate, target)]  # fmt: skip
        out.append(cells)
    columns = ["row"]
    for mode in ("random", "play"):
        columns += [f"Java {mode}", "before", "now", "now÷before", "≈ ÷ Java"]
    return {
        "title": f"Games per CPU second: now, before ({before}) and the Java engines (issue 29)",
        "columns": columns,
        "rows": out,
        "notes": [
            "random: uniform legal moves, one random.Random(0) per run, game k dealt with seed=k;",
            "play: gw.play(game, seed=k), the game's own bots and the replay record.",
            f"The median of {runs} run(s) of at least {seconds} CPU s each, now and before",
            "alternately, each in a fresh process on one core.",
            "≈ ÷ Java: now ÷ before × ours then ÷ Java (shared/peer-speed.md), given when before",
            f"is {REFERENCE}, the code measured beside the Java engines; ✓ marks the target",
            "(random ≥ ½ of Java, play ≥ ¼).",
        ],
    }


def run(quick: bool = False, games: str | None = None, before: str = REFERENCE) -> list[dict]:
    from run import game_ids

    wanted = set(game_ids(games))
    return [table([row for row in ROWS if row.game in wanted], quick, before)]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["peer", *sys.argv[1:]]))
