"""The bench runner (`make bench`, `python benchmarks/run.py`) answers odd arguments with a
message that says what is allowed, and runs nothing."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

RUN = Path(__file__).resolve().parent.parent / "benchmarks" / "run.py"


@pytest.fixture(scope="module")
def runner():
    spec = importlib.util.spec_from_file_location("bench_run", RUN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_help_lists_every_benchmark_and_its_options(runner, capsys) -> None:
    assert runner.main(["--help"]) == 0
    said = capsys.readouterr().out
    for path in RUN.parent.glob("bench_*.py"):
        assert f"\n  {path.stem.removeprefix('bench_')}" in said
    assert "--games --tables --minutes" in said  # strength's options, in its line


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nope"], "no benchmark named nope; there are: advantage,"),
        (["pieces", "nope"], "no benchmark named nope"),
        (["strength", "--games"], "--games needs a value"),
        (["pieces", "--bogus=1"], "bench_pieces takes no option bogus"),
    ],
)
def test_odd_arguments_stop_with_what_is_allowed(runner, argv, message, tmp_path) -> None:
    runner.OUTPUT = tmp_path / "bench.json"
    with pytest.raises(SystemExit) as stop:
        runner.main(argv)
    assert message in str(stop.value)
    assert not runner.OUTPUT.exists()
