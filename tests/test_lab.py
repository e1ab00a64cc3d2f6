"""`make lab`: a teacher who only opens a notebook changes nothing on disk.

On connecting, the kernel gives JupyterLab its `language_info` (Python's patch version
included, which the project leaves out); JupyterLab marks the notebook modified and autosave
writes it. `make lab` starts JupyterLab with scripts/jupyter_lab_config.py, whose pre-save
hook keeps the stored kernel metadata. (Tried by hand: `make lab`, a notebook opened in
headless Chromium, saved; `git status` stays clean.)
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from jupyter_client.manager import start_new_kernel
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "jielong.ipynb"
BUILD_SHOTS = ROOT / "build" / "screenshots"


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


# -- what saved outputs carry for JupyterLab -------------------------------------------------


def shown_by(client, code: str, cell_id: str) -> list[str]:
    """The HTML of what running `code` shows, asked for as JupyterLab asks: naming the cell."""
    content = {"code": code, "silent": False, "store_history": True, "user_expressions": {},
               "allow_stdin": False, "stop_on_error": True}  # fmt: skip
    request = client.session.msg("execute_request", content, metadata={"cellId": cell_id})
    client.shell_channel.send(request)
    shown = []
    while True:
        message = client.get_iopub_msg(timeout=60)
        if message["parent_header"].get("msg_id") != request["header"]["msg_id"]:
            continue
        kind, content = message["msg_type"], message["content"]
        assert kind != "error", content
        if kind in ("display_data", "execute_result"):
            shown.append(content["data"]["text/html"])
        if kind == "status" and content["execution_state"] == "idle":
            return shown


def test_one_output_carries_the_notebook_assets_run_after_run() -> None:
    """The first output drawn carries the style sheet, font and stepper; the others in the
    notebook do not; when its cell runs again (a second Run All), it carries them again, so
    that the notebook saved after it is the same."""
    from gupai_widgets.render.notebook_assets import notebook_assets

    manager, client = start_new_kernel(kernel_name="python3")
    try:
        shown_by(client, "from gupai_widgets import notebook as nb", "import")
        two_tables = "display(nb.table(['a'], [('天',)]))\nnb.table(['b'], [(1,)])"
        runs = [shown_by(client, two_tables, cell) for cell in ("first", "second", "first")]
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    carried = [[html.startswith(notebook_assets()) for html in run] for run in runs]
    assert carried == [[True, False], [False, False], [True, False]]
    assert runs[0] == runs[2]
    assert runs[0][0].removeprefix(notebook_assets()).startswith("<table>")


def test_the_site_drops_what_the_notebook_carries_for_jupyterlab() -> None:
    """The site loads its own style sheet, font and stepper: its pages go without the copies
    (docs/hooks/notebook_slim.py), as nbconvert writes them into the page."""
    from types import SimpleNamespace

    from nbconvert import HTMLExporter

    from gupai_widgets.render.notebook_assets import notebook_assets

    spec = importlib.util.spec_from_file_location("slim", ROOT / "docs/hooks/notebook_slim.py")
    slim = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(slim)
    table = "<table><tbody><tr><td>天九</td></tr></tbody></table>"
    shown = {"text/html": notebook_assets() + table}
    output = nbformat.v4.new_output("execute_result", shown, execution_count=1)
    cell = nbformat.v4.new_code_cell("nb.table(...)", outputs=[output])
    body, _ = HTMLExporter(template_name="lab").from_notebook_node(
        nbformat.v4.new_notebook(cells=[cell])
    )
    assert body.count("data-gw-assets") == 2
    page = SimpleNamespace(file=SimpleNamespace(src_uri="tianjiu.ipynb"))
    slimmed = slim.on_page_content(slim.WRAPPER + body, page, None, None)
    assert "data-gw-assets" not in slimmed and "@font-face" not in slimmed
    assert "gupaiStepper" not in slimmed and table in slimmed


# -- a trusted notebook opened in JupyterLab, before any cell runs ---------------------------

LAB_NOTEBOOK = ROOT / "notebooks" / "tianjiu.ipynb"


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """JupyterLab as `make lab` starts it (the project's configuration, the notebook trusted),
    on a free port, on a copy of a notebook in a folder of its own: nothing it saves can
    touch the repository. Yields the notebook's address."""
    folder = tmp_path_factory.mktemp("lab")
    shutil.copy(LAB_NOTEBOOK, folder / LAB_NOTEBOOK.name)
    env = {
        **os.environ,
        "JUPYTER_DATA_DIR": str(folder / "data"),
        "JUPYTER_CONFIG_DIR": str(folder / "config"),
        "JUPYTER_RUNTIME_DIR": str(folder / "runtime"),
        "IPYTHONDIR": str(folder / "ipython"),
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
    }
    # No toast asking whether to fetch Jupyter's news over the page.
    settings = folder / "config" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
    jupyter = [sys.executable, "-m", "jupyter"]
    subprocess.run([*jupyter, "trust", LAB_NOTEBOOK.name], cwd=folder, env=env, check=True)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    token = secrets.token_hex(16)
    lab = subprocess.Popen(
        [*jupyter, "lab", f"--config={ROOT / 'scripts' / 'jupyter_lab_config.py'}",
         "--no-browser", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={folder}",
         # Nothing from the network: no news, no update check.
         "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
         *(["--allow-root"] if os.getuid() == 0 else [])],
        env=env, stdout=subprocess.DEVNULL, stderr=(folder / "lab.log").open("w"),
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if lab.poll() is not None:
                    pytest.fail((folder / "lab.log").read_text(encoding="utf-8"))
                time.sleep(0.5)
        else:
            pytest.fail("JupyterLab did not start in a minute")
        yield f"{base}/lab/tree/{LAB_NOTEBOOK.name}?reset&token={token}"
    finally:
        lab.terminate()
        try:
            lab.wait(timeout=30)
        except subprocess.TimeoutExpired:
            # On a busy machine the server's shutdown (its kernels, then itself) can outlast
            # the wait; the tests are done with it, so it is stopped outright.
            lab.kill()
            lab.wait(timeout=30)


def shown_caption(replay) -> str:
    return replay.locator(".gw-captions li:visible").inner_text().strip()


@pytest.mark.browser
def test_a_saved_replay_steps_in_the_lab_before_any_cell_runs(lab_url, browser, drawn_with):
    """Opened in JupyterLab, the trusted notebook's saved replays are styled and step as on
    the site (one caption at a time; buttons and arrow keys), the one drawn with the
    notebook's assets and one after it; the CJK title draws with the package's font."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(lab_url)
    first, later = (page.locator(".jp-OutputArea .gw-replay").nth(i) for i in (0, -1))
    first.wait_for(state="attached", timeout=60_000)
    page.wait_for_function(
        "[...document.querySelectorAll('.jp-OutputArea .gw-replay')]"
        ".every((r) => r.classList.contains('gw-live'))",
        timeout=30_000,
    )
    first.scroll_into_view_if_needed()
    assert first.locator(".gw-captions li:visible").count() == 1
    dealt = shown_caption(first)
    first.locator('[data-gw="next"]').click()
    assert first.get_attribute("data-step") == "1"
    assert shown_caption(first) not in ("", dealt)
    first.press("ArrowRight")
    assert first.get_attribute("data-step") == "2"
    page.evaluate("document.fonts.ready.then(() => true)")
    BUILD_SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(BUILD_SHOTS / "lab-replay-1280.png"))
    fonts = drawn_with(page, ".jp-OutputArea .gw-replay .gw-head strong")
    assert ("Noto Sans CJK TC", True, 2) in fonts, fonts

    later.scroll_into_view_if_needed()
    assert later.locator(".gw-captions li:visible").count() == 1
    later.locator(".gw-board").click()
    later.press("ArrowRight")
    assert later.get_attribute("data-step") == "1"

    # An output drawn later (a cell run, one scrolled into view) steps too.
    page.evaluate(
        """() => {
        const copy = document.querySelector('.jp-OutputArea .gw-replay').cloneNode(true);
        copy.classList.remove('gw-live');
        copy.id = 'drawn-later';
        document.querySelector('.jp-OutputArea-output').append(copy);
        }"""
    )
    page.locator("#drawn-later.gw-live").wait_for(timeout=5_000)
    page.close()


# Which of a position's two layouts (render/table.py `layouts`) shows.
LAYOUT_SHOWN = """(svg) => [...svg.querySelectorAll(":scope > svg")]
  .filter((layout) => getComputedStyle(layout).display !== "none")
  .map((layout) => layout.getAttribute("class"))"""
# A drawing's width, and the width its output leaves it (inside the padding).
FILLED = """(svg) => { const box = getComputedStyle(svg.parentElement);
  return [svg.getBoundingClientRect().width, svg.parentElement.clientWidth
          - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight)]; }"""


@pytest.mark.browser
@pytest.mark.parametrize(("width", "layout"), [(1280, "gw-wide"), (600, "gw-narrow")])
def test_a_position_shows_one_layout_in_the_lab(lab_url, browser, width, layout) -> None:
    """A position the notebook shows (engine/state.py `_repr_html_`) draws one of its two
    layouts in JupyterLab as on the site: the wide one where its output has the room, the
    narrow one in a narrow window (widgets.css), filling the output's width."""
    page = browser.new_page(viewport={"width": width, "height": 720})
    page.goto(lab_url)
    position = page.locator(".jp-OutputArea-output > svg.gw-table.gw-pair").first
    position.wait_for(state="attached", timeout=60_000)
    position.scroll_into_view_if_needed()
    assert position.evaluate(LAYOUT_SHOWN) == [layout]
    drawn, room = position.evaluate(FILLED)
    assert abs(drawn - room) < 1, (drawn, room)
    page.close()
