"""Run the benchmarks and print their tables: `python benchmarks/run.py [--quick] [name ...]
[--option=value ...]`.

Every `benchmarks/bench_<name>.py` has `run(quick: bool) -> list[table]`, a table being a
dict with "title", "columns", "rows" and optional "notes". Names on the command line pick
modules by name (`run.py pieces site`); `--quick` asks each module for a shorter run. Other
`--option=value` (or `--option value`) arguments go to the modules' `run` as keyword
arguments of strings, for the modules that take them (`run.py strength --games=tianjiu`);
a module that takes none of them is an error, not silently a full run.
Nothing asserts a time or a size: the numbers are for reading and comparing. The tables
also go to build/bench.json, one entry per module run (other modules' entries are kept).
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import platform
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUTPUT = HERE.parent / "build" / "bench.json"


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:,.2f}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def print_table(table: dict[str, Any]) -> None:
    rows = [[cell(v) for v in row] for row in table["rows"]]
    columns = [str(c) for c in table["columns"]]
    widths = [max(len(r[i]) for r in [columns, *rows]) for i in range(len(columns))]

    def line(values: list[str]) -> str:
        # First column left-aligned (names), the others right-aligned (numbers).
        parts = [values[0].ljust(widths[0])]
        parts += [v.rjust(w) for v, w in zip(values[1:], widths[1:], strict=True)]
        return "  ".join(parts).rstrip()

    print(f"\n{table['title']}")
    print(line(columns))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print(line(row))
    for note in table.get("notes", []):
        print(f"  {note}")


def game_ids(games: str | None) -> list[str]:
    """The ids named in a bench's `--games a,b` (every registered game if None); an unknown
    one stops the bench with the list of ids."""
    import gupai_widgets as gw

    ids = [spec.id for spec in gw.list_games()]
    if not games:
        return ids
    wanted = [g.strip() for g in games.split(",") if g.strip()]
    unknown = [g for g in wanted if g not in ids]
    if unknown:
        raise SystemExit(f"no game {', '.join(unknown)}; there are: {', '.join(ids)}")
    return wanted


def split_arguments(argv: list[str]) -> tuple[bool, list[str], dict[str, str]]:
    """`--quick`, the benchmark names and the `--option=value` options of a command line."""
    quick, names, options = False, [], {}
    arguments = iter(argv)
    for argument in arguments:
        if argument == "--quick":
            quick = True
        elif argument.startswith("--"):
            key, sep, value = argument[2:].partition("=")
            if not sep:
                value = next(arguments, None)
                if value is None:
                    raise SystemExit(f"--{key} needs a value")
            options[key.replace("-", "_")] = value
        else:
            names.append(argument)
    return quick, names, options


def usage() -> str:
    """The module's docstring and every benchmark with the options its `run` takes."""
    lines = [__doc__.strip(), "", "benchmarks (and their options):"]
    for path in sorted(HERE.glob("bench_*.py")):
        wanted = [p for p in inspect.signature(load(path).run).parameters if p != "quick"]
        options = " ".join(f"--{p.replace('_', '-')}" for p in wanted)
        lines.append(f"  {path.stem.removeprefix('bench_'):<20} {options}".rstrip())
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(usage())
        return 0
    quick, names, options = split_arguments(argv)
    paths = sorted(HERE.glob("bench_*.py"))
    known = [p.stem.removeprefix("bench_") for p in paths]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise SystemExit(f"no benchmark named {', '.join(unknown)}; there are: {', '.join(known)}")
    if names:
        paths = [p for p in paths if p.stem.removeprefix("bench_") in names]
    results = json.loads(OUTPUT.read_text()) if OUTPUT.exists() else {}
    for path in paths:
        module = load(path)
        wanted = inspect.signature(module.run).parameters
        unknown = [key for key in options if key not in wanted]
        if unknown:
            raise SystemExit(f"{path.stem} takes no option {', '.join(unknown)}")
        tables = module.run(quick, **options)
        for table in tables:
            print_table(table)
        results[path.stem.removeprefix("bench_")] = {
            "quick": quick,
            "python": platform.python_version(),
            "processes": 1,
            "options": options,
            "tables": tables,
        }
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nresults written to {OUTPUT.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
