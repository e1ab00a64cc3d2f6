"""`make lab`: a teacher who only opens a notebook changes nothing on disk.

On connecting, the kernel gives JupyterLab its `language_info` (Python's patch version
included, which the project leaves out); JupyterLab marks the notebook modified and autosave
writes it. `make lab` starts JupyterLab with scripts/jupyter_lab_config.py, whose pre-save
hook keeps the stored kernel metadata. (Tried by hand: `make lab`, a notebook opened in
headless Chromium, saved; `git status` stays clean.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest
from jupyter_client.manager import start_new_kernel
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "jielong.ipynb"


@pytest.fixture(scope="module")
def kernel_language_info() -> dict:
    """What a freshly started Python kernel tells JupyterLab about its language."""
    manager, client = start_new_kernel(kernel_name="python3")
    try:
        reply = client.kernel_info(reply=True, timeout=60)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return reply["content"]["language_info"]


def test_the_kernel_adds_what_the_notebook_leaves_out(kernel_language_info) -> None:
    """Why a notebook opened in JupyterLab came out modified: the stored metadata differs
    from the kernel's (its Python version)."""
    stored = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["metadata"]["language_info"]
    assert kernel_language_info != stored
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", kernel_language_info["version"])
    assert "version" not in stored


def test_a_notebook_saved_as_opened_is_the_same_bytes(kernel_language_info, project_script):
    """The model JupyterLab saves after opening (the kernel's language_info in it) goes
    through the hook and is written byte for byte as the stored notebook."""
    hook = project_script("execute_notebooks").keep_stored_kernel_metadata
    stored = NOTEBOOK.read_text(encoding="utf-8")
    opened = json.loads(stored)
    opened["metadata"]["language_info"] = dict(kernel_language_info)
    model = {"type": "notebook", "content": opened}
    hook(model=model, path="jielong.ipynb", contents_manager=None)
    # What jupyter_server's file manager writes for the model.
    written = nbformat.writes(nbformat.from_dict(model["content"]), version=4) + "\n"
    assert written == stored


def test_the_hook_leaves_files_and_other_kernels_alone(project_script) -> None:
    hook = project_script("execute_notebooks").keep_stored_kernel_metadata
    text = {"type": "file", "format": "text", "content": "print(1)\n"}
    hook(model=text, path="x.py")
    assert text == {"type": "file", "format": "text", "content": "print(1)\n"}
    julia = {"type": "notebook", "content": {"metadata": {"language_info": {"name": "julia"}}}}
    hook(model=julia, path="x.ipynb")
    assert julia["content"]["metadata"] == {"language_info": {"name": "julia"}}


def test_make_lab_starts_jupyterlab_with_the_hook(project_script) -> None:
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nlab:", 1)[1]
    recipe = recipe.split("\n\n", 1)[0]
    assert "jupyter lab --config=scripts/jupyter_lab_config.py" in recipe
    loader = PyFileConfigLoader("jupyter_lab_config.py", path=str(ROOT / "scripts"))
    config = loader.load_config()
    hook = config.ContentsManager.pre_save_hook
    assert hook.__name__ == "keep_stored_kernel_metadata"
    assert hook.__module__ == "execute_notebooks"


def test_a_notebook_run_in_the_lab_saves_as_stored(kernel_language_info, project_script):
    """After Run All, each drawn output also carries a widget view whose model lives only in
    that kernel, the notebook holds the widgets' state and each cell its timings. Saved
    through the hook, the views and state go and the drawings stay: reopened later, nothing
    says "model not found", and the file is the stored one byte for byte (git stays clean)."""
    hook = project_script("execute_notebooks").keep_stored_kernel_metadata
    stored = NOTEBOOK.read_text(encoding="utf-8")
    ran = json.loads(stored)
    ran["metadata"]["language_info"] = dict(kernel_language_info)
    ran["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    views = 0
    for cell in ran["cells"]:
        if cell["cell_type"] != "code":
            continue
        cell["metadata"]["execution"] = {"iopub.status.busy": "2026-11-29T12:00:00.000Z"}
        for output in cell["outputs"]:
            if "text/html" in output.get("data", {}):
                view = {"version_major": 2, "version_minor": 0, "model_id": f"f00d{views}"}
                output["data"]["application/vnd.jupyter.widget-view+json"] = view
                views += 1
    assert views, "the notebook draws something"
    model = {"type": "notebook", "content": ran}
    hook(model=model, path="jielong.ipynb", contents_manager=None)
    written = nbformat.writes(nbformat.from_dict(model["content"]), version=4) + "\n"
    assert "widget-view" not in written and "model_id" not in written
    assert written == stored
