"""Record the standard library the site's Python imports: docs/hooks/site_stdlib.txt.

The site ships only these modules of Pyodide's standard library (docs/hooks/play.py,
`standard_library`). This script builds the site, puts Pyodide's whole standard library back
in the built copy, presses Play on a game page in headless Chromium, and in the page's
worker imports every module of the package the browser can import, plays every game to its
end with its bots and the reader's hint, reviews a deal, makes a game's exercises and
lessons, and meets a refused move; then it writes down every module of the standard library
that Python holds. Run it again when the package imports a module it did not before
(tests/test_site_stdlib.py says so):

    .venv/bin/python scripts/site_stdlib.py
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
HOOK = ROOT / "docs" / "hooks" / "play.py"
CHROMIUM = "/usr/bin/chromium"
PAGE = "notebooks/jielong.html"

# Run in the worker: everything the site's Python may do, then the modules it imported.
WORKLOAD = r"""
import json, pkgutil, sys
import gupai_widgets as gw
from gupai_widgets.engine.errors import GameError
from gupai_widgets.exercises import exercises_for
from gupai_widgets.live_table import LiveTable

# Modules that need what the browser lacks (numpy, Jupyter's widgets, matplotlib) are
# imported where a notebook runs them, never on the site.
for module in pkgutil.walk_packages(gw.__path__, "gupai_widgets."):
    try:
        __import__(module.name)
    except ImportError:
        pass
for spec in gw.list_games():
    gw.play(spec.id, seed=1)
    table = LiveTable(spec.id, seed=2)
    table.hint()
    while not table.over:
        table.choose(table.legal_actions()[0])
    table.live_html()
LiveTable("jielong", seed=3).review()
exercises_for("tianjiu", 1)
if hasattr(gw, "lesson_for"):
    gw.lesson_for("tianjiu")
try:
    LiveTable("jielong", seed=4).choose("not a move")
except GameError:
    pass
json.dumps(sorted(sys.modules))
"""


def hook():
    spec = importlib.util.spec_from_file_location("play_hook", HOOK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def imported_modules(site: Path) -> list[str]:
    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_port}/{PAGE}", wait_until="networkidle")
            page.locator('.gw-siteplay [data-gw="siteplay"]').click()
            page.wait_for_selector(".gw-siteplay .gw-play", timeout=300_000)
            found = page.evaluate(f"globalThis.gupaiSitePlay.run({json.dumps(WORKLOAD)})", [])
            browser.close()
    finally:
        server.shutdown()
    return json.loads(found)


def main() -> None:
    play = hook()
    with tempfile.TemporaryDirectory() as temporary:
        site = Path(temporary) / "site"
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
            cwd=ROOT,
            check=True,
        )
        full = play.runtime_files() / play.FULL_STDLIB
        for cut in (site / play.RUNTIME_FOLDER).glob("python_stdlib-*.zip"):
            shutil.copyfile(full, cut)
        modules = set(imported_modules(site))
    with zipfile.ZipFile(full) as stdlib:
        shipped = {
            play.module_name(entry.filename)
            for entry in stdlib.infolist()
            if entry.filename.endswith(".py")
        }
    kept = sorted(modules & shipped)
    play.STDLIB_MODULES.write_text(
        "# The modules of Pyodide's standard library the site's Python imports, written by\n"
        "# scripts/site_stdlib.py; docs/hooks/play.py ships these only.\n"
        + "".join(f"{name}\n" for name in kept),
        encoding="utf-8",
    )
    print(f"{len(kept)} of {len(shipped)} modules written to {play.STDLIB_MODULES}")


if __name__ == "__main__":
    main()
