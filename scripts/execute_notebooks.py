"""Build each notebook from its jupytext `py:percent` source, execute it, and save it so that
running this again gives a byte-identical file.

    python scripts/execute_notebooks.py                      # every notebook in notebooks/
    python scripts/execute_notebooks.py notebooks/foo.py     # one (the .py or the .ipynb)
    python scripts/execute_notebooks.py --check              # fail if a saved notebook is stale

The .py is the source a reviewer reads; the .ipynb is rebuilt from it (a notebook that has
no .py yet gets one written from its cells). Kernels run with the notebook's folder as their
working directory. What the saved file leaves out, and why (DESIGN.md §4, §7):

- widget state (`store_widget_state=False`) and the widget-view mime: with either present,
  nbconvert and mkdocs-jupyter prefer the widget view and fetch its manager from a CDN, a
  blank output offline; without them the markup-only `text/html` shows;
- timings and `ExecuteTime` (`record_timing=False`), the Python patch version in
  `language_info`, random cell ids (ids are derived from the cell's position and source);
- stream outputs are merged per stream name exactly as nbval merges them, so the order in
  which the kernel flushed them cannot change the file.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import os
import sys
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient
from traitlets.config import Config

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
}
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime", "collapsed", "scrolled", "widgets")
TEXT_FORMAT = "py:percent"
CELL_TIMEOUT = 600


def stem_of(path: Path) -> Path:
    """The pair's common path without suffix, from either member."""
    if path.suffix not in (".py", ".ipynb"):
        raise SystemExit(f"{path}: expected a notebook source (.py) or a notebook (.ipynb)")
    return path.resolve().with_suffix("")


def read_source(py: Path, ipynb: Path) -> nbformat.NotebookNode:
    """The cells to execute: from the .py, or from a notebook that is not paired yet."""
    if py.exists():
        return jupytext.read(py, fmt=TEXT_FORMAT)
    if not ipynb.exists():
        raise SystemExit(f"{py}: no such notebook source")
    notebook = nbformat.read(ipynb, as_version=4)
    source = copy.deepcopy(notebook)
    source.metadata = {}
    jupytext.write(source, py, fmt=TEXT_FORMAT)
    print(f"paired {ipynb.relative_to(ROOT)} with a new {py.relative_to(ROOT)}")
    return jupytext.read(py, fmt=TEXT_FORMAT)


def cell_id(index: int, source: str, taken: set[str]) -> str:
    digest = hashlib.sha1(f"{index}\n{source}".encode()).hexdigest()[:12]
    while digest in taken:
        digest = hashlib.sha1(digest.encode()).hexdigest()[:12]
    taken.add(digest)
    return digest


def fresh_notebook(source: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A clean notebook with the source's cells, fixed metadata and stable cell ids."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    makers = {
        "code": nbformat.v4.new_code_cell,
        "markdown": nbformat.v4.new_markdown_cell,
        "raw": nbformat.v4.new_raw_cell,
    }
    taken: set[str] = set()
    for index, cell in enumerate(source.cells):
        metadata = {
            key: value
            for key, value in cell.get("metadata", {}).items()
            if key not in VOLATILE_CELL_METADATA
        }
        new = makers[cell.cell_type](source=cell.source, metadata=metadata)
        new.id = cell_id(index, cell.source, taken)
        notebook.cells.append(new)
    return notebook


def execute(notebook: nbformat.NotebookNode, cwd: Path) -> None:
    client = NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=CELL_TIMEOUT,
        resources={"metadata": {"path": str(cwd)}},
        store_widget_state=False,
        record_timing=False,
        coalesce_streams=True,
        allow_errors=False,
        # CurveZMQ keys when the kernel supports them: ipykernel warns about plain TCP.
        config=Config({"KernelManager": {"transport_encryption": "auto"}}),
    )
    client.execute()


def store_kernel_metadata(metadata: dict) -> None:
    """The kernel's description as the project stores it: the same on every machine."""
    metadata["kernelspec"] = dict(KERNELSPEC)
    metadata["language_info"] = dict(LANGUAGE_INFO)


def strip_volatile(notebook: nbformat.NotebookNode) -> None:
    notebook.metadata.pop("widgets", None)
    store_kernel_metadata(notebook.metadata)
    for cell in notebook.cells:
        for key in VOLATILE_CELL_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in cell.outputs:
            data = output.get("data")
            if data is not None:
                data.pop(WIDGET_VIEW, None)
                if not data:
                    continue
                output.get("metadata", {}).pop(WIDGET_VIEW, None)
            outputs.append(output)
        cell.outputs = outputs


def keep_stored_kernel_metadata(model: dict, **_: object) -> None:
    """JupyterLab's pre-save hook in `make lab` (scripts/jupyter_lab_config.py): a notebook
    is saved as `make notebooks` stores it.

    - On connecting, a Python kernel tells JupyterLab its `language_info`, Python's patch
      version included, which this project leaves out; JupyterLab marks the notebook
      modified and autosave writes it. Saved through this hook, the stored kernel metadata
      stays: opening changes no byte.
    - After Run All, a replay or a table is a live widget view whose model lives in the
      kernel; saved as such, the notebook reopened later shows "model not found" in its
      place. Saved through this hook, each output keeps its drawing (the markup every
      widget also gives) and loses the view, and the notebook's widget state goes: a
      notebook run top to bottom saves exactly as it is stored, and git stays clean.
    What a teacher edits is saved as usual."""
    if model.get("type") != "notebook":
        return
    notebook = nbformat.from_dict(model["content"])
    if notebook.get("metadata", {}).get("language_info", {}).get("name", "python") != "python":
        return
    strip_volatile(notebook)
    model["content"] = notebook


def build(stem: Path, check: bool) -> bool:
    """Rebuild one notebook; return True when the saved file was already current."""
    py, ipynb = stem.with_suffix(".py"), stem.with_suffix(".ipynb")
    notebook = fresh_notebook(read_source(py, ipynb))
    execute(notebook, py.parent)
    strip_volatile(notebook)
    nbformat.validate(notebook)
    text = nbformat.writes(notebook, version=4)
    if not text.endswith("\n"):
        text += "\n"
    current = ipynb.exists() and ipynb.read_text(encoding="utf-8") == text
    name = ipynb.relative_to(ROOT)
    if current:
        print(f"unchanged {name}")
    elif check:
        print(f"STALE {name}: run `make notebooks`")
    else:
        ipynb.write_text(text, encoding="utf-8")
        # Jupytext refuses a pair whose .ipynb is newer than its .py unless they agree;
        # keeping the .py the newer of the two avoids that warning in JupyterLab.
        os.utime(py)
        print(f"executed {name}")
    return current


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="notebooks (default: all)")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if any notebook is stale"
    )
    args = parser.parse_args(argv)
    # The kernelspec `python3` starts `python -m ipykernel`: make that this interpreter.
    os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])
    paths = args.paths or [*NOTEBOOKS.glob("*.py"), *NOTEBOOKS.glob("*.ipynb")]
    results = [build(stem, args.check) for stem in sorted({stem_of(p) for p in paths})]
    return 1 if args.check and not all(results) else 0


if __name__ == "__main__":
    sys.exit(main())
