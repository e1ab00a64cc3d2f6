"""Playing on the static site (docs/hooks/play.py, docs/javascripts/play.js): the Play button
of a game page runs the game in the browser on Pyodide, served from the site's own folder,
with the network to every other host blocked; opened from disk, the page says how to play.
"""

from __future__ import annotations

import importlib.util
import io
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from urllib.parse import urlparse

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

import gupai_widgets as gw
from gupai_widgets.engine import FAMILIES
from gupai_widgets.live_table import LiveTable
from gupai_widgets.render.replay import ReplayFrames

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "build" / "screenshots"
# One game of each family, whole games played through the page. For the banker
# family PaiGow, whose bot counts the exact odds of every split in plain Python (every game,
# Kol-ye-si too, is played to its end without numpy by test_no_game_needs_numpy).
PLAYED = {
    "connecting": "jielong",
    "trick_taking": "tianjiu",
    "mod10": "paigow",
    "fishing": "tsung_shap",
    "draw_discard": "kapshap",
    "solitaire": "xiangshifu",
}
# Long enough for Pyodide to start on a busy 2-core machine with a cold cache.
START_MS = 120_000
WCAG = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}


def load_hook():
    path = ROOT / "docs" / "hooks" / "play.py"
    spec = importlib.util.spec_from_file_location("play_hook", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def game_pages(site: Path) -> dict[str, str]:
    return {
        spec.id: (site / "notebooks" / f"{spec.id}.html").read_text(encoding="utf-8")
        for spec in gw.list_games()
        if (site / "notebooks" / f"{spec.id}.html").exists()
    }


# -- the build ---------------------------------------------------------------------------------


def test_the_site_serves_the_pinned_runtime_and_the_package(built_site: Path) -> None:
    hook = load_hook()
    runtime = built_site / hook.RUNTIME_FOLDER
    for name in hook.RUNTIME_FILES:
        if name not in (hook.FULL_STDLIB, hook.LOCK):
            assert (runtime / name).read_bytes() == (hook.runtime_files() / name).read_bytes()
    # The standard library is the cut one and the lock file lists no package
    # (tests/test_site_stdlib.py); the whole library is never shipped.
    assert not (runtime / hook.FULL_STDLIB).exists()
    assert f'"version": "{hook.PYODIDE_VERSION}"' in (runtime / "package.json").read_text()
    (package,) = (built_site / hook.PACKAGE_FOLDER).glob("gupai_widgets-*.zip")
    names = zipfile.ZipFile(io.BytesIO(package.read_bytes())).namelist()
    assert "gupai_widgets/live_table.py" in names and "gupai_widgets/__init__.py" in names
    assert all(name.endswith(".py") for name in names)
    # The same sources give the same zip, and so the same name: a browser's cache stays good.
    assert package.read_bytes() == hook.package_zip()


def test_a_tampered_runtime_is_refused() -> None:
    hook = load_hook()
    with pytest.raises(RuntimeError, match="not the pinned"):
        hook.check_tarball(b"not the pyodide package")


def test_the_package_runs_without_jupyter_or_numpy() -> None:
    """What the browser has: the standard library and the package's own files. The package
    imports, every game registers, and a live table plays and draws."""
    code = """
import sys
for name in ("numpy", "anywidget", "ipywidgets", "traitlets", "IPython", "tqdm", "rjsmin"):
    sys.modules[name] = None
import gupai_widgets as gw
from gupai_widgets.live_table import LiveTable
assert len(gw.list_games()) >= 10
table = LiveTable("tianjiu", seed=2)
table.handle({"choose": table.legal_actions()[0]})
assert table.error == "" and "gw-play" in table.live_html()
"""
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_no_game_needs_numpy() -> None:
    """The hook's own check (each game played to its end by a LiveTable, the bots
    answering, in a Python that cannot import numpy) finds no game the browser cannot play:
    PaiGow's odds are counted in plain Python, Tau Ngau's edge read from a shipped table."""
    found = subprocess.run(
        [sys.executable, "-c", load_hook().NEEDS_NUMPY],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    assert found.stdout.strip() == "[]"


def test_every_game_page_offers_play_or_says_why_not(built_site: Path) -> None:
    pages = game_pages(built_site)
    assert set(pages) == {spec.id for spec in gw.list_games()}
    playable = set()
    for game, page in pages.items():
        assert page.count('class="gw-siteplay"') == 1, game
        if f'data-game="{game}"' in page:
            playable.add(game)
            assert re.search(r'data-runtime="\.\./assets/pyodide/"', page)
        else:
            assert "numpy" in page.split('class="gw-siteplay"')[1].split("</div>")[0], game
    # Every game is played in the browser, so every family is.
    assert playable == set(pages)
    assert {spec.family for spec in gw.list_games()} <= set(FAMILIES)
    # A whole deal of each family is played in the browser (test_a_whole_game_is_played_...).
    assert set(PLAYED) == set(FAMILIES)


# -- in the browser ------------------------------------------------------------------------

GAME_OVER = "The game is over."


def open_blocked(context, url: str, problems: list[str]):
    """A page of the site, every request to another host refused and noted."""
    page = context.new_page()
    page.on(
        "console",
        lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(url, wait_until="networkidle")
    return page


def press_play(page) -> None:
    page.locator('.gw-siteplay [data-gw="siteplay"]').click()
    page.wait_for_selector(".gw-siteplay .gw-play", timeout=START_MS)


def answered(page) -> None:
    """Wait until the worker has answered the last move (Python runs off the main thread,
    so a click returns before the table is drawn again)."""
    page.wait_for_function("!document.querySelector('.gw-siteplay-table[aria-busy=\"true\"]')")


def play_to_the_end(page, limit: int = 400) -> int:
    """The reader's moves, each chosen from the list of every legal move, until the end."""
    table = page.locator(".gw-siteplay .gw-play")
    moves = 0
    while table.locator(".gw-prompt").inner_text() != GAME_OVER:
        table.locator("details > summary").click()
        table.locator("details button[data-action]").first.click()
        answered(page)
        moves += 1
        assert moves < limit, "the game does not end"
    return moves


# Presses Hint and counts the page's own timers that ran while the worker searched: with
# Python on the main thread none could run until it was done.
TICKS_WHILE_THINKING = """async () => {
    const el = document.querySelector(".gw-siteplay-table");
    el.querySelector('[data-command="hint"]').click();
    let ticks = 0;
    while (el.getAttribute("aria-busy") === "true") {
        await new Promise((done) => setTimeout(done, 5));
        ticks += 1;
    }
    return ticks;
}"""


def new_blocked_context(browser, site_url: str):
    """A browser context refusing every request to a host other than the test server's."""
    host = urlparse(site_url).hostname
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.elsewhere = []

    def route(route) -> None:
        parsed = urlparse(route.request.url)
        if parsed.scheme in ("http", "https", "ws", "wss") and parsed.hostname != host:
            context.elsewhere.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", route)
    return context


@pytest.fixture(scope="module")
def blocked_context(browser, site_url: str):
    """One browser context for the module (its HTTP cache warms once)."""
    context = new_blocked_context(browser, site_url)
    yield context
    context.close()


@pytest.fixture
def first_visit(browser, site_url: str):
    """A browser context of its own: a reader who has never played on the site."""
    context = new_blocked_context(browser, site_url)
    yield context
    context.close()


def check_the_controls(page) -> None:
    """A bright piece played by a click, undo, a hint, a refused move explained, a new deal:
    the table acts as the notebook's PlayTable does (on JieLong's first lead)."""
    table = page.locator(".gw-siteplay .gw-play")
    first_log = table.locator(".gw-log").inner_text()
    assert table.locator('[data-command="undo"]').is_disabled()
    # JieLong's lead: any tile; a tile with one move is played by clicking it.
    pieces = table.locator(".gw-board [data-action]")
    # Waited for, not counted at once: a full `make test` on a loaded machine once counted
    # none here, and the same test passed alone.
    pieces.first.wait_for(timeout=START_MS)
    pieces.first.click()
    expect(table.locator(".gw-log")).not_to_have_text(first_log)
    table.locator('[data-command="undo"]').click()
    expect(table.locator(".gw-log")).to_have_text(first_log)
    # The page keeps answering while the search bot thinks in the worker.
    assert page.evaluate(TICKS_WHILE_THINKING) >= 1
    expect(table.locator('.gw-note[role="status"]')).to_have_text(re.compile(r"^Hint: "))
    # A move the page did not offer (as if typed): refused, said why, nothing changed.
    page.evaluate(
        """() => {
        const button = document.querySelector(".gw-siteplay details button[data-action]");
        button.dataset.action = "P1 does a dance";
        button.click();
    }"""
    )
    expect(table.locator('.gw-note[role="alert"]')).to_contain_text("not legal")
    assert table.locator(".gw-log").inner_text() == first_log
    table.locator('[data-command="new"]').click()
    expect(table.locator('.gw-note[role="alert"]')).to_have_count(0)
    expect(table.locator(".gw-log")).to_have_text(re.compile(r"^The deal"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gw-siteplay").screenshot(path=str(SHOTS / "siteplay-jielong-1280.png"))


@pytest.mark.browser
@pytest.mark.parametrize("family", sorted(PLAYED))
def test_a_whole_game_is_played_on_the_page(blocked_context, site_url: str, family: str) -> None:
    game = PLAYED[family]
    problems: list[str] = []
    page = open_blocked(blocked_context, f"{site_url}notebooks/{game}.html", problems)
    # Python never runs on the page's main thread: only in the worker play.js starts.
    assert page.evaluate("typeof globalThis.loadPyodide") == "undefined"
    press_play(page)
    table = page.locator(".gw-siteplay .gw-play")
    assert "You are P1" in table.locator(".gw-head").inner_text()
    # The notebook's static table, which asks for a kernel, gives way to the live one.
    assert page.locator(".gw-play.gw-static").is_hidden()
    if game == "jielong":
        check_the_controls(page)
    moves = play_to_the_end(page)
    assert moves >= 1
    end = table.inner_text()
    assert "Settlement:" in end and "(you)" in end
    # The game as the reader saw it steps, as any replay of the site does.
    assert table.locator(".gw-replay.gw-live").count() == 1
    # Each piece's drawing is defined once on the page: the table's markup, drawn anew at
    # every move, brings none the page holds (play.js keptOnce), so the browser does not
    # redo every drawing of the page that uses them at each move.
    assert page.evaluate(TWICE) == [], "ids defined twice"
    assert table.locator("defs > [id]").count() == 0
    page.close()
    assert not problems, problems
    assert not blocked_context.elsewhere, blocked_context.elsewhere


# The ids the page defines more than once.
TWICE = """() => {
  const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}"""


@pytest.mark.browser
def test_from_disk_the_page_says_how_to_play_live(built_site: Path, browser) -> None:
    problems: list[str] = []
    page = browser.new_page()
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on(
        "request",
        lambda r: None if r.url.startswith("file://") else problems.append(f"request: {r.url}"),
    )
    page.goto((built_site / "notebooks" / "tianjiu.html").as_uri(), wait_until="load")
    block = page.locator(".gw-siteplay")
    assert block.locator('[data-gw="siteplay"]').count() == 0
    said = block.locator(".gw-siteplay-status").inner_text()
    assert "http" in said and "WebAssembly" in said and "make serve" in said
    # The recorded games are still there, and step.
    assert page.locator(".gw-replay.gw-live").count() >= 1
    assert page.evaluate("typeof globalThis.loadPyodide") == "undefined"
    page.close()
    assert not problems, problems


# What the Review button says while the worker reviews, each text it shows kept.
COUNT_THE_REVIEW = """() => {
    window.counted = new Set();
    const el = document.querySelector(".gw-siteplay-table");
    new MutationObserver(() => {
        const button = el.querySelector('[data-command="review"]');
        if (button) window.counted.add(button.textContent);
    }).observe(el, { subtree: true, childList: true, characterData: true });
}"""
# The reader's shuffle is Math.random's: fixed here, so that the test knows the deal.
FIXED_DEAL = "Math.random = () => 0.25;"
FIXED_SEED = 250_000


@pytest.mark.browser
def test_the_table_is_dealt_while_the_pointer_rests_on_play(blocked_context, site_url: str) -> None:
    """A reader about to press: play.js deals the table then (Python starts and deals in the
    worker meanwhile), so that the press has only the table to draw. The shuffle is the one
    drawn when the pointer came to Play, not at the press."""
    problems: list[str] = []
    page = blocked_context.new_page()
    page.add_init_script(FIXED_DEAL)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    # Not "networkidle": after the module's other games, play.js deals at once (the reader
    # has played before), and the worker may fetch for longer than a busy machine allows.
    page.goto(f"{site_url}notebooks/jielong.html", wait_until="load")
    page.locator('.gw-siteplay [data-gw="siteplay"]').hover()
    page.evaluate("Math.random = () => 0.5")
    press_play(page)
    offered = page.locator(".gw-siteplay details button[data-action]").evaluate_all(
        "buttons => buttons.map((button) => button.dataset.action)"
    )
    dealt = LiveTable("jielong", seat=0, seed=FIXED_SEED).legal_actions()
    assert sorted(offered) == sorted(dealt)
    assert sorted(LiveTable("jielong", seat=0, seed=500_000).legal_actions()) != sorted(dealt)
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_game_played_to_the_end_is_reviewed_on_the_page(blocked_context, site_url: str) -> None:
    """JieLong played to its end, Review pressed: the worker grades the reader's moves while
    the button counts them, and the page shows the marks, stepped by the keyboard, with the
    game as the reader's seat saw it and nothing more; axe finds nothing."""
    problems: list[str] = []
    page = blocked_context.new_page()
    page.add_init_script(FIXED_DEAL)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(f"{site_url}notebooks/jielong.html", wait_until="networkidle")
    press_play(page)
    play_to_the_end(page)
    # The same game in Python: the reader always took the first legal move.
    table = LiveTable("jielong", seat=0, seed=FIXED_SEED)
    while not table.over:
        table.choose(table.legal_actions()[0])
    marks = gw.review(table.replay(), 0)
    assert len(marks) >= 3
    page.evaluate(COUNT_THE_REVIEW)
    page.locator('.gw-siteplay [data-command="review"]').click()
    review = page.locator(".gw-siteplay .gw-review")
    review.wait_for(timeout=START_MS)
    answered(page)
    counted = page.evaluate("[...window.counted]")
    assert f"Reviewing… move 1 of {len(marks)}" in counted, counted
    # The marks, the card of the first, the note that only the seat's view was used.
    items = review.locator(".gw-review-moves li")
    assert [items.nth(i).get_attribute("data-mark") for i in range(items.count())] == [
        m.mark for m in marks
    ]
    assert "from only what P1 could see" in review.locator(".gw-note").first.inner_text()
    # Hidden hands stay hidden: the replay in the review is P1's view of this game, drawn
    # exactly as Python draws that view (its digest names every mark and caption drawn).
    frames = ReplayFrames(table.replay(), (0,))
    replay = review.locator(".gw-replay")
    assert replay.get_attribute("data-replay") == frames.digest
    assert ReplayFrames(table.replay()).digest != frames.digest
    assert review.locator('[data-gw="view"], [data-v]').count() == 0
    # The keyboard steps the reader's moves; the replay shows each one's position.
    assert page.evaluate("document.activeElement.classList.contains('gw-review')")
    for key, n in (("ArrowRight", 1), ("ArrowRight", 2), ("ArrowLeft", 1), ("End", len(marks) - 1)):
        page.keyboard.press(key)
        assert review.locator('[data-review="count"]').inner_text() == f"{n + 1} of {len(marks)}"
        assert replay.get_attribute("data-step") == str(marks[n].step - 1)
        card = review.locator(f'[data-review-card="{n}"]')
        assert card.is_visible() and marks[n].why in " ".join(card.inner_text().split())
    found = Axe().run(page, options=WCAG).response["violations"]
    assert not found, [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in found]
    SHOTS.mkdir(parents=True, exist_ok=True)
    review.screenshot(path=str(SHOTS / "siteplay-review-1280.png"))
    page.close()
    assert not problems, problems
    assert not blocked_context.elsewhere, blocked_context.elsewhere


# The memories of Python kept in the worker's IndexedDB (play_worker.js).
# How many there are (false: none, the worker has made no store for them yet).
KEPT_MEMORIES = """async () => (await indexedDB.databases()).some((db) => db.name === NAME)
  && new Promise((resolve, reject) => {
    const opened = indexedDB.open(NAME);
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
        const db = opened.result;
        const counted = db.transaction("memory").objectStore("memory").count();
        counted.onsuccess = () => (resolve(counted.result), db.close());
    };
})""".replace("NAME", '"gupai-python-memory"')


@pytest.mark.browser
def test_the_next_visit_restores_pythons_memory(first_visit, site_url: str) -> None:
    """After the first start, Python's memory with the page's game imported is kept in the
    browser (Pyodide's memory snapshot); the next visit restores it instead of starting
    Python and importing the package again, and the restored Python plays a whole deal,
    here of a game of another family, whose modules it imports then."""
    problems: list[str] = []
    url = f"{site_url}notebooks/jielong.html"
    page = open_blocked(first_visit, url, problems)
    page.on("console", lambda m: problems.append(m.text) if "not be restored" in m.text else None)
    assert not page.evaluate(KEPT_MEMORIES)
    press_play(page)
    block = page.locator(".gw-siteplay")
    assert block.get_attribute("data-python") == "started"
    page.wait_for_function(f"({KEPT_MEMORIES})().then((n) => n === 1)", timeout=START_MS)
    page.close()
    page = open_blocked(first_visit, f"{site_url}notebooks/kolyesi.html", problems)
    page.on("console", lambda m: problems.append(m.text) if "not be restored" in m.text else None)
    press_play(page)
    block = page.locator(".gw-siteplay")
    assert play_to_the_end(page) >= 1
    assert "Settlement:" in page.locator(".gw-siteplay .gw-play").inner_text()
    assert block.get_attribute("data-python") == "restored"
    assert page.evaluate(KEPT_MEMORIES) == 1
    page.close()
    assert not problems, problems
    assert not first_visit.elsewhere, first_visit.elsewhere


@pytest.mark.browser
def test_python_starts_once_play_has_been_in_view_a_while(first_visit, site_url: str) -> None:
    """A first-time reader who stays with Play in view: Python starts before the press. A
    reader who scrolls away from Play at once loads nothing of it."""
    fetched: list[str] = []
    first_visit.on("request", lambda request: fetched.append(request.url))
    page = first_visit.new_page()
    page.goto(f"{site_url}notebooks/jielong.html", wait_until="domcontentloaded")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(4_000)
    assert not [url for url in fetched if "pyodide" in url]
    page.locator('.gw-siteplay [data-gw="siteplay"]').scroll_into_view_if_needed()
    page.wait_for_event("request", lambda r: r.url.endswith("pyodide.asm.wasm"), timeout=30_000)
    page.close()
