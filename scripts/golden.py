"""Write the golden replays under tests/golden/ again, on purpose.

Run it after a change that is meant to alter how a recorded match plays (a rule fix, a new
caption), then read `git diff tests/golden` and say in the commit why each change is right.
`python scripts/golden.py jielong tianjiu` rewrites only those games' records.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from golden_record import configurations, file_name, record  # noqa: E402

from gupai_widgets import load_game  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def main(only: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for game_id, players, options in configurations():
        if only and game_id not in only:
            continue
        data = record(load_game(game_id, players=players, **options))
        path = GOLDEN / file_name(game_id, players, options)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(data['steps'])} steps")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        prog="golden.py", description="Write the golden replays under tests/golden/ again."
    )
    known = list(dict.fromkeys(game_id for game_id, _, _ in configurations()))
    parser.add_argument("games", nargs="*", help="only these games (every game if none)")
    games = parser.parse_args().games
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"no game {', '.join(map(repr, unknown))}; the games are {', '.join(known)}")
    main(games)
