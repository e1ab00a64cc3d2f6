"""Our speed beside the Java engines' (navpil/gupai), row by row as issue 29 sets the
targets: games per CPU second, random players in every seat and the game's own bots with
the replay record (`gw.play`), in the configurations that match the Java rule sets.

The Java figures were measured on this machine kind (shared/peer-speed.md: OpenJDK 17,
navpil/gupai 9da19e3, the median of five runs, start-up included). One game is one deal, or
one round of a banker game; Mouse Moving is a whole match, XiangShiFu one deal solved.
Targets: random at least half the Java figure, own bots with the replay record at least a
quarter. Nothing here is asserted; the numbers are for reading.

Run through `benchmarks/run.py peer` (or `make bench`); `--games=paigow,tiuu` picks rows by
game id.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import gupai_widgets as gw

RUNS, QUICK_RUNS = 3, 1  # runs per figure: the median is given
SECONDS, QUICK_SECONDS = 1.0, 0.15  # CPU seconds a run plays for, at least


# Makes the function that plays game k of a run.
Maker = Callable[[gw.Game], Callable[[int], None]]


@dataclass(frozen=True)
class Row:
    label: str
    game: str
    players: int
    java_random: float
    java_bots: float | None
    options: dict[str, Any] = field(default_factory=dict)


ROWS = (
    Row("JieLong 4", "jielong", 4, 19_262, 18_668),
    Row("CeDeng 4", "cedeng", 4, 11_908, 11_261),
    Row("Kkoriput-igi 2", "kkoriput_igi", 2, 20_279, 21_119),
    Row("Kkoriput-igi 4", "kkoriput_igi", 4, 13_739, 14_978),
    Row("DingNiu 4", "dingniu", 4, 13_184, 12_661),
    Row("TianJiu 4", "tianjiu", 4, 19_741, None, {"early_death": True}),
    Row("Mouse Moving 2 (match)", "mouse_moving", 2, 3_470, None, {"early_death": True}),
    Row(
        "PaiGow family 3", "paigow", 3, 166_482, 176_056, {"tiles": 2, "rounds": 1, "ties": "push"}
    ),  # fmt: skip
    Row("PaiGow casino 3", "paigow", 3, 24_458, 24_484, {"rounds": 1}),
    Row(
        "Tau Ngau 4",
        "taungau",
        4,
        46_048,
        45_541,
        {"rounds": 1, "settlement": "macao", "zero": "high"},
    ),  # fmt: skip
    Row("Kol-ye-si 4", "kolyesi", 4, 122_362, 116_754, {"rounds": 1, "stakes": 10}),
    Row("DaLing 5", "daling", 5, 1_449, 1_449, {"rounds": 1, "absolute_tie": "push"}),
    Row("Tiu-U 3", "tiuu", 3, 2_422, 2_440),
    Row(
        "ShiWuHu tiles 3", "shiwuhu", 3, 1_990, 2_036, {"deck": "tiles", "tiles_supreme_bonus": 200}
    ),  # fmt: skip
    Row(
        "Tsung Shap 2",
        "tsung_shap",
        2,
        12_545,
        13_011,
        {"opening_catch": True, "sweep_bonus": True},
    ),  # fmt: skip
    Row("KapShap 2", "kapshap", 2, 5_043, 5_233),
    Row("KapTaiShap 5", "kaptaishap", 5, 2_737, 2_778, {"take": "any"}),
    Row("Ho-hpai 4", "hohpai", 4, 643, 734),
    Row("Tok 4", "tok", 4, 3_274, 3_188),
    Row("Jjak-mat-chu-gi 4", "jjak_mat_chu_gi", 4, 8_627, 7_783),
    Row("Small Mahjong 4", "small_mahjong", 4, 3_045, 2_780),
)


def random_games(game: gw.Game) -> Callable[[int], None]:
    """Game k of a run, random players: one generator for the whole run, as the Java
    measurement has."""
    rng = random.Random(0)
    choice = rng.choice

    def one(k: int) -> None:
        state = game.new_initial_state(seed=k)
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))

    return one


def bot_games(game: gw.Game) -> Callable[[int], None]:
    """Game k of a run, the game's own bots with the replay record and its captions."""

    def one(k: int) -> None:
        gw.play(game, seed=k)

    return one


def rate(make: Maker, game: gw.Game, seconds: float) -> float:
    """Games per CPU second of one run: games 0, 1, 2... until `seconds` of CPU time."""
    one = make(game)
    games, start = 0, time.process_time()
    while True:
        one(games)
        games += 1
        spent = time.process_time() - start
        if spent >= seconds and games >= 5:
            return games / spent


def median_rate(make: Maker, game: gw.Game, quick: bool) -> float:
    runs = QUICK_RUNS if quick else RUNS
    seconds = QUICK_SECONDS if quick else SECONDS
    return statistics.median(rate(make, game, seconds) for _ in range(runs))


def met(ours: float, java: float | None, share: int) -> str | None:
    """Whether ours reaches 1/`share` of the Java figure (None: no Java figure)."""
    return None if java is None else "yes" if ours * share >= java else "no"


def table(rows: list[Row], quick: bool) -> dict[str, Any]:
    out = []
    for row in rows:
        game = gw.load_game(row.game, players=row.players, **row.options)
        ours_random = median_rate(random_games, game, quick)
        ours_bots = median_rate(bot_games, game, quick)
        out.append(
            [
                row.label,
                round(row.java_random),
                round(ours_random),
                f"{ours_random / row.java_random:.2f}×",
                met(ours_random, row.java_random, 2),
                None if row.java_bots is None else round(row.java_bots),
                round(ours_bots),
                None if row.java_bots is None else f"{ours_bots / row.java_bots:.2f}×",
                None
                if row.java_bots is None
                else "yes"
                if ours_bots >= row.java_bots / 4
                else "no",
            ]
        )
    return {
        "title": "Games per CPU second beside the Java engines (issue 29)",
        "columns": [
            "row",
            "Java random",
            "ours",
            "ratio",
            "≥ ½",
            "Java bots",
            "ours play",
            "ratio",
            "≥ ¼",
        ],  # fmt: skip
        "rows": out,
        "notes": [
            "random: uniform legal moves, one random.Random(0) per run, game k dealt with",
            "seed=k; play: gw.play(game, seed=k), own bots and the replay record with captions.",
            f"The median of {QUICK_RUNS if quick else RUNS} run(s) of at least "
            f"{QUICK_SECONDS if quick else SECONDS} CPU s each, one process.",
            "Java: shared/peer-speed.md (navpil/gupai 9da19e3, OpenJDK 17, this machine kind).",
        ],
    }


def run(quick: bool = False, games: str | None = None) -> list[dict[str, Any]]:
    from run import game_ids

    wanted = set(game_ids(games))
    return [table([row for row in ROWS if row.game in wanted], quick)]


if __name__ == "__main__":
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["peer", *sys.argv[1:]]))
