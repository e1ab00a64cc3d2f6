"""Static types: mypy over the package with the project's configuration ([tool.mypy] in
pyproject.toml): strict over engine/, bots/, render/ and pieces/, mypy's default checks
over the rest. It runs as `python -m mypy` in a subprocess, as a person would run it, and
keeps its cache under build/ (a warm run takes seconds, a cold one about half a minute)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_passes_mypy_with_the_project_configuration() -> None:
    if importlib.util.find_spec("mypy") is None:
        pytest.fail("mypy is not installed: `pip install -e '.[dev]'` (or `make test`) adds it")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        pytest.fail(
            f"mypy exited with {result.returncode}:\n{result.stdout}{result.stderr}",
            pytrace=False,
        )
