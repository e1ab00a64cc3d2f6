"""What the package's drawings need in JupyterLab: the widget style sheet with the shipped CJK
font (live widgets load them as their `_css`), and, for outputs saved in a notebook, the same
with the stepper script, so that a trusted notebook opened before any cell runs shows its
names drawn and its replays styled and stepping, as on the site.

A saved output is markup only (DESIGN.md §3). JupyterLab applies an output's <style> to the
whole page and runs the <script> of a trusted one, so one output of a notebook carries them
for all (about 42 kB): the first that the widgets or `notebook`'s tables and drawings give
in a kernel, and that cell's again whenever it runs again, so that a second Run All writes
the same outputs and git stays clean. The site loads its own copies and drops these
(docs/hooks/notebook_slim.py).
"""

from __future__ import annotations

import sys
from functools import cache
from typing import Any

from .cjk_font import font_faces
from .page import compact_css, compact_js, embedded_font, static_asset

ASSETS_ATTRIBUTE = "data-gw-assets"
"""Marks the <style> and <script> an output carries for the notebook."""

# JupyterLab's font lists with the CJK font first inside outputs, as the site's pages have
# them (docs/stylesheets/site.css), so that a name in a caption, a heading or a table cell
# draws too; a live widget's view, which JupyterLab gives its interface font, takes the
# text font like any drawn output. The lists in force (a reader's own font settings
# included) pass through a variable of the output area: a variable defined from itself
# would be invalid.
LAB_FONTS = (
    ".jp-OutputArea{--gw-lab-text:var(--jp-content-font-family);"
    "--gw-lab-code:var(--jp-code-font-family)}"
    '.jp-OutputArea-output{--jp-content-font-family:"GuPai CJK",var(--gw-lab-text);'
    '--jp-code-font-family:"GuPai CJK",var(--gw-lab-code);'
    "font-family:var(--jp-content-font-family)}"
)

# The regular weight only, as standalone pages: the browser draws bold from it.
WIDGET_CSS = font_faces(embedded_font, weights=(400,)) + LAB_FONTS + static_asset("widgets.css")
"""The widgets' style sheet, with the CJK font inline (JupyterLab cannot fetch the package's
file): names in their own scripts draw on a machine without a CJK font."""

# JupyterLab draws a notebook's outputs one by one, and again as cells scroll into view: the
# outputs drawn after the one that carries the script are stepped too. One observer a page,
# however many outputs carry the script; its work waits for the next frame, so that a burst
# of changes (typing in a cell) costs one look for new replays.
FOLLOW_OUTPUTS = """
if(!globalThis.__gupaiOutputs){let queued=false;globalThis.__gupaiOutputs=new MutationObserver(
()=>{if(queued)return;queued=true;requestAnimationFrame(()=>{queued=false;
globalThis.gupaiStepper.hydrateAll(document)})});
globalThis.__gupaiOutputs.observe(document.body,{childList:true,subtree:true})}
""".replace("\n", "")


@cache
def notebook_assets() -> str:
    """The style sheet, the CJK font and the stepper script, as an output carries them."""
    return (
        f"<style {ASSETS_ATTRIBUTE}>{compact_css(WIDGET_CSS)}</style>"
        f"<script {ASSETS_ATTRIBUTE}>{compact_js(static_asset('stepper.js'))}"
        f"{FOLLOW_OUTPUTS}</script>"
    )


_carrier: dict[str, Any] = {}  # the cell whose output carries the assets, and its run


def _cell_run() -> tuple[str | None, int] | None:
    """The id of the cell the kernel is running (None when the client does not say it, as
    in nbclient) and its execution count; None outside an IPython kernel."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return None
    kernel = getattr(shell, "kernel", None)
    parent = kernel.get_parent() if kernel is not None else {}
    return (parent.get("metadata") or {}).get("cellId"), shell.execution_count


def with_notebook_assets(markup: str) -> str:
    """`markup` with the notebook's assets first if this output is the one to carry them."""
    run = _cell_run()
    if run is None:
        return markup
    cell, count = run
    again = cell is not None and _carrier.get("cell") == cell and _carrier["count"] != count
    if _carrier and not again:
        return markup
    _carrier.update(cell=cell, count=count)
    return notebook_assets() + markup
