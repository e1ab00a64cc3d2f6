"""Write or check each game's recorded puzzles (gupai_widgets/exercises/puzzles.py).

    python scripts/make_puzzles.py                    # every registered game
    python scripts/make_puzzles.py tianjiu daling     # only those
    python scripts/make_puzzles.py --check            # compare with the files, write nothing

The same seed makes the same bytes. A game whose puzzles the search bot estimates gets
them only where that bot beats the game's own bot at the level its puzzles are searched at
(`puzzles.searching`: the normal level, or the strong one for Dezai Shen), by more than its
standard error, in the chooser benchmark's record (benchmarks/records/chooser.json,
`python benchmarks/run.py chooser --level=normal --record=yes`, and `--level=strong`);
otherwise its file says why it has none. A game that names its best move exactly
(`Game.best_move`) needs no estimate.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from gupai_widgets import list_games
from gupai_widgets.bots import search
from gupai_widgets.exercises import puzzles

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "gupai_widgets" / "exercises" / puzzles.FOLDER
STRENGTH = ROOT / "benchmarks" / "records" / "chooser.json"
SEED = 0

# The search's safety net stops a move after so many seconds, which on a busy machine
# would make the record depend on the machine: here it never stops a move.
search.TIME_CAP = math.inf


def not_stronger(game_id: str, strength: dict) -> str:
    """Why the search bot's puzzles would teach nothing in `game_id`, or "" if they do."""
    measured = strength["games"].get(game_id, {})
    # The level the game's puzzles are searched at decides (the record keeps each level's:
    # benchmarks/bench_chooser.py).
    level = puzzles.searching(game_id).level
    row = measured.get("skill", {}).get(level, {}).get("vs_easy")
    if row is None:
        return "The search bot's strength against this game's own bot has not been measured."
    if row["margin"] > row["error"]:
        return ""
    return (
        f"The search bot at the {level} level does not clearly beat this game's "
        f"own bot: over {row['matches']} matches its margin was {row['margin']:+.3f} "
        f"{measured['unit']} a match, ± {row['error']:.3f} (measured by "
        "benchmarks/run.py chooser), so its best moves are not worth learning as such."
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="make_puzzles.py", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    strength = json.loads(STRENGTH.read_text(encoding="utf-8"))
    games = args.games or [spec.id for spec in list_games()]
    differ = []
    RECORDS.mkdir(exist_ok=True)
    for game_id in games:
        started = time.process_time()
        why = not_stronger(game_id, strength)
        found = puzzles.make_puzzles(game_id, SEED, 0 if why else None)
        if why and not found.puzzles:
            found = puzzles.Puzzles(game_id, (), why)
        text = puzzles.dumps(found)
        path = RECORDS / f"{game_id}.json"
        levels = {level: len(found.at(level)) for level in puzzles.LEVELS}
        cpu = time.process_time() - started
        clear = f"{found.clear} clear of {found.looked} looked at"
        spread = f"at a usual spread of {found.scale:g}"
        print(f"{game_id}: {levels}, {clear}, {spread}, in {cpu:.1f} s CPU", flush=True)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                differ.append(game_id)
        else:
            path.write_text(text, encoding="utf-8")
    if differ:
        print("differ from the record:", ", ".join(differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
