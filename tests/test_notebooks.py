"""Guards on the committed notebooks (DESIGN.md §4, §7).

nbval re-executes each notebook and compares every output (`make test`); these checks catch
what nbval cannot: a notebook saved without running (nbval passes it vacuously), widget
state or widget views that make the site fetch a widget manager from a CDN, a .py source
and a notebook that say different things, and reprs that change from run to run.
"""

from __future__ import annotations

import json
from pathlib import Path

import jupytext
import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
IPYNBS = sorted(NOTEBOOKS.glob("*.ipynb"))


def test_there_are_notebooks() -> None:
    assert IPYNBS, f"no notebooks in {NOTEBOOKS}"


def test_every_source_has_its_notebook() -> None:
    missing = [py.name for py in NOTEBOOKS.glob("*.py") if not py.with_suffix(".ipynb").exists()]
    assert not missing, f"never executed (run `make notebooks`): {missing}"


@pytest.fixture(params=IPYNBS, ids=lambda p: p.name)
def notebook(request) -> tuple[Path, nbformat.NotebookNode]:
    return request.param, nbformat.read(request.param, as_version=4)


def code_cells(nb: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    return [c for c in nb.cells if c.cell_type == "code" and c.source.strip()]


def test_is_executed_in_order(notebook) -> None:
    _, nb = notebook
    counts = [cell.execution_count for cell in code_cells(nb)]
    assert None not in counts, "some code cells were never run: run `make notebooks`"
    assert counts == list(range(1, len(counts) + 1)), "cells were not run top to bottom"


def test_has_no_widget_state_or_view(notebook) -> None:
    path, nb = notebook
    assert "widgets" not in nb.metadata
    for cell in code_cells(nb):
        for output in cell.outputs:
            assert WIDGET_VIEW not in output.get("data", {}), f"{path.name}: {cell.source[:60]}"


def test_has_no_volatile_metadata(notebook) -> None:
    _, nb = notebook
    assert nb.metadata.kernelspec.name == "python3"
    assert "version" not in nb.metadata.get("language_info", {})
    for cell in nb.cells:
        assert not {"execution", "ExecuteTime"} & set(cell.metadata)


def test_has_no_errors_or_addresses(notebook) -> None:
    _, nb = notebook
    for cell in code_cells(nb):
        for output in cell.outputs:
            assert output.output_type != "error", f"{output.ename}: {output.evalue}"
            assert "object at 0x" not in json.dumps(output), (
                f"a default repr with a memory address in: {cell.source[:60]}"
            )


def test_agrees_with_its_py_source(notebook) -> None:
    path, nb = notebook
    source = path.with_suffix(".py")
    assert source.exists(), f"{path.name} has no py:percent pair {source.name}"
    text = jupytext.read(source, fmt="py:percent")
    assert [(c.cell_type, c.source) for c in text.cells] == [
        (c.cell_type, c.source) for c in nb.cells
    ], f"{source.name} and {path.name} differ: run `make notebooks`"
