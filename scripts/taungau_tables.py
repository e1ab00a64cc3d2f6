"""Write gupai_widgets/games/mod10/taungau_joint.py: Tau Ngau's joint results table, counted
with numpy, shipped as plain numbers so the bot needs no numpy (in the browser there is none).

`python scripts/taungau_tables.py` rewrites it; `--check` fails if it differs from a fresh
count (tests/games/test_taungau.py checks the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gupai_widgets.games.mod10.taungau_hands import joint_counts  # noqa: E402

TARGET = ROOT / "gupai_widgets" / "games" / "mod10" / "taungau_joint.py"


def text() -> str:
    lines = [
        "# ruff: noqa: E501",
        '"""Tau Ngau\'s joint results, written by scripts/taungau_tables.py (do not edit): for',
        "each value of `zero_high`, how many deals of a player's five tiles and then the banker's",
        "five from the other 27 give each pair of results, indexed by result + 1 (player,",
        "banker): `taungau_hands.joint_counts` counted with numpy, kept here so the bot and",
        '`house_edge` run without numpy."""',
        "",
        "# fmt: off",
        "JOINT = {",
    ]
    for zero_high in (False, True):
        lines.append(f"    {zero_high}: (")
        for row in joint_counts(zero_high).tolist():
            lines.append(f"        ({', '.join(map(str, row))}),")
        lines.append("    ),")
    lines.append("}")
    lines.append("# fmt: on")
    return "\n".join(lines) + "\n"


def main(check: bool) -> int:
    fresh = text()
    if check:
        if not TARGET.is_file() or TARGET.read_text() != fresh:
            print(f"{TARGET.relative_to(ROOT)} is stale: run python scripts/taungau_tables.py")
            return 1
        return 0
    TARGET.write_text(fresh)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="taungau_tables.py", description="Tau Ngau's table.")
    parser.add_argument("--check", action="store_true", help="fail if it is stale; write nothing")
    sys.exit(main(parser.parse_args().check))
