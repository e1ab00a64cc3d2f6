"""Shared fixtures: the built site, a local server for it, and a headless Chromium."""

from __future__ import annotations

import fcntl
import functools
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"

# Failing examples are kept under build/, not in the repository; CI runs are repeatable.
settings.register_profile(
    "project", database=DirectoryBasedExampleDatabase(BUILD / "hypothesis"), deadline=None
)
settings.register_profile("ci", parent=settings.get_profile("project"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "project")

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# Chromium keeps crash reports and caches under XDG folders: under build/, not $HOME.
BROWSER_ENV = {
    **os.environ,
    "XDG_CONFIG_HOME": str(BUILD / "chromium" / "config"),
    "XDG_CACHE_HOME": str(BUILD / "chromium" / "cache"),
}
NO_BROWSER_HELP = (
    "The browser tests need Chromium at {path} (set CHROMIUM to use another path). "
    "On Debian or Ubuntu: `sudo apt-get install chromium`; .ci/run installs it in CI. "
    "These tests fail rather than skip, so a green run always means the site was checked "
    "in a real browser."
)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built once per run with `mkdocs build --strict` into a temporary folder.
    `make test` runs the suite in several processes (pytest-xdist): they share one build, made
    by the first that asks for it while the others wait on a lock (building it in each would
    cost minutes)."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return _build_site(tmp_path_factory.mktemp("site"), tmp_path_factory.mktemp("cache"))
    run = tmp_path_factory.getbasetemp().parent  # this run's folder, common to its workers
    out, failed = run / "site", run / "site-build-failed.txt"
    with open(run / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not out.exists() and not failed.exists():
            try:
                _build_site(out, run / "mkdocs-jupyter-cache")
            except pytest.fail.Exception as error:
                failed.write_text(str(error), encoding="utf-8")
    if failed.exists():
        pytest.fail(failed.read_text(encoding="utf-8"), pytrace=False)
    return out


def _build_site(out: Path, cache: Path) -> Path:
    env = {
        **os.environ,
        "NO_MKDOCS_2_WARNING": "1",
        # A fresh conversion cache: the test builds every notebook page for real.
        "MKDOCS_JUPYTER_CACHE": str(cache),
    }
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
    out.joinpath(".build-log").write_text(result.stderr, encoding="utf-8")
    return out


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1 at a free port, for the session."""
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser():
    """Headless Debian Chromium driven by Playwright; fails (never skips) without it."""
    help_text = NO_BROWSER_HELP.format(path=CHROMIUM)
    if not Path(CHROMIUM).exists() and not shutil.which(CHROMIUM):
        pytest.fail(("CI: " if os.environ.get("CI") else "") + help_text, pytrace=False)
    from playwright.sync_api import Error, sync_playwright

    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, env=BROWSER_ENV
        )
    except Error as error:
        playwright.stop()
        pytest.fail(f"Chromium did not start: {error}\n{help_text}", pytrace=False)
    try:
        yield chromium
    finally:
        chromium.close()
        playwright.stop()


@pytest.fixture
def drawn_with():
    """The fonts Chromium drew the text of the first node matching a selector with, through
    the DevTools protocol: (family, whether a web font, glyphs drawn) per font."""

    def fonts(page, selector: str) -> list[tuple[str, bool, int]]:
        cdp = page.context.new_cdp_session(page)
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        drawn = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        cdp.detach()
        return [(f["familyName"], f["isCustomFont"], f["glyphCount"]) for f in drawn]

    return fonts


@pytest.fixture(scope="session")
def project_script():
    """A script of scripts/ loaded as a module, for the tests of what it holds."""

    def load(name: str):
        path = ROOT / "scripts" / f"{name}.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    return load
