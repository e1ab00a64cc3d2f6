"""Write or check the recorded decisions of the search bot (tests/decisions_record.py).

    python scripts/search_decisions.py                 # write tests/decisions/small.json
    python scripts/search_decisions.py normal          # write tests/decisions/normal.json
    python scripts/search_decisions.py strong          # write tests/decisions/strong.json
    python scripts/search_decisions.py --check strong  # compare, write nothing
    python scripts/search_decisions.py --check strong tianjiu kupai   # only those games

Write the records again only after a change meant to alter what the bot decides (a game's
rules or its heuristic bot, the search itself), and say in the commit why. A change meant
only to make it faster must pass `--check` at every level unchanged.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from decisions_record import CASES, game_ids, record  # noqa: E402

from gupai_widgets.bots import search  # noqa: E402

# The search's safety net stops a move after so many seconds, which on a busy machine
# would make the record depend on the machine: here it never stops a move.
search.TIME_CAP = math.inf

RECORDS = ROOT / "tests" / "decisions"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="search_decisions.py",
        description="Write or check the recorded decisions of the search bot.",
    )
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument(
        "words",
        nargs="*",
        metavar="[LEVEL] GAME",
        help=f"a level ({', '.join(CASES)}; small if none), then games (every game if none)",
    )
    args = parser.parse_args(argv)
    words = list(args.words)
    level = words.pop(0) if words and words[0] in CASES else "small"
    unknown = [w for w in words if w not in game_ids()]
    if unknown:
        parser.error(
            f"no game {', '.join(map(repr, unknown))}; the levels are {', '.join(CASES)}"
            f" and the games {', '.join(game_ids())}"
        )
    check, only = args.check, words or game_ids()
    path = RECORDS / f"{level}.json"
    old = json.loads(path.read_text("utf-8")) if path.exists() else {}
    new = dict(old)
    differ = []
    for game_id in only:
        started, used = time.perf_counter(), time.process_time()
        new[game_id] = record(game_id, level)
        seconds, cpu = time.perf_counter() - started, time.process_time() - used
        same = json.loads(json.dumps(new[game_id])) == old.get(game_id)
        if not same:
            differ.append(game_id)
        print(f"{game_id}: {len(new[game_id])} decisions, {seconds:.1f} s ({cpu:.1f} s CPU)"
              f"{'' if same else ', DIFFERENT from the record'}", flush=True)  # fmt: skip
    if check:
        print(f"{len(only) - len(differ)} of {len(only)} games decide as recorded at {level}")
        return 1 if differ else 0
    RECORDS.mkdir(exist_ok=True)
    ordered = {game_id: new[game_id] for game_id in game_ids() if game_id in new}
    path.write_text(_written(ordered), encoding="utf-8")
    print(f"written {path.relative_to(ROOT)}")
    return 0


def _written(records: dict[str, list[dict]]) -> str:
    """The records as JSON, one decision a line (a diff shows which decisions changed)."""
    games = [
        f"{json.dumps(game_id)}: [\n"
        + ",\n".join(json.dumps(decision, separators=(",", ":")) for decision in decisions)
        + "\n]"
        for game_id, decisions in records.items()
    ]
    return "{\n" + ",\n".join(games) + "\n}\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
