"""Every reader, including one who cannot see the board or uses no mouse, in headless Chromium:
every page of the built site loaded once, which must load cleanly (nothing asked of another
host, no failed request, no console error, every image and <use> found), pass axe-core's
WCAG 2 A and AA rules (light palette, and dark on a sample; two pages with all their Python
shown, in both) and have every board say what it shows in words; then a live deal, an
exercise and a replay played with the keyboard alone, the focus always visible.

axe-core comes from the PyPI package axe-playwright-python, which ships its script (no npm)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlparse

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

# Long enough for Pyodide to start on a busy 2-core machine with a cold cache.
START_MS = 120_000
GAME_OVER = "The game is over."
WCAG = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}
# The dark palette on a sample: the home page, a family page, the sources, game pages of
# each kind of centre (a trick, a line, a pot), and the lessons' index and a lesson (every
# page, lessons included, is checked in the light palette).
DARK_SAMPLE = [
    "index.html",
    "trick_taking/index.html",
    "sources.html",
    "notebooks/tianjiu.html",
    "notebooks/jielong.html",
    "notebooks/paigow.html",
    "learn/index.html",
    "learn/tianjiu.html",
]
# Pages checked with all their Python shown, in both palettes (the reader's "Show all the
# Python"): its highlighting colours, the button hovered after the click, and code blocks
# that scroll sideways. Shown within the visit each page has anyway, then hidden again, so
# that the pages after it open as a first-time reader sees them.
PYTHON_SHOWN = ("notebooks/tianjiu.html", "notebooks/paigow.html")


def site_pages(site: Path) -> list[str]:
    """Every page of the site, 404 included (Material's own assets hold no page)."""
    return sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*.html")
        if not p.relative_to(site).as_posix().startswith("assets/")
    )


@pytest.fixture(scope="module")
def context(browser) -> Iterator:
    """One browser context for the module, at a projector's size."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    yield context
    context.close()


def dark(page) -> None:
    """Material's dark palette, as its toggle sets it, at once: Material fades colours in over
    a moment, and axe would read them halfway."""
    page.evaluate(
        """() => {
        const still = document.createElement("style");
        still.textContent = "*, *::before, *::after { transition: none !important; }";
        document.head.append(still);
        document.body.setAttribute("data-md-color-scheme", "slate");
        document.body.setAttribute("data-md-color-primary", "red");
        document.body.setAttribute("data-md-color-accent", "amber");
    }"""
    )


def violations(axe: Axe, page) -> list[str]:
    """axe's WCAG 2 A/AA violations of the page: rule, count and the first targets."""
    found = axe.run(page, options=WCAG).response["violations"]
    return [
        f"{v['id']} ×{len(v['nodes'])} ({v['help']}): "
        + "; ".join(" ".join(map(str, n["target"])) for n in v["nodes"][:3])
        for v in found
    ]


BOARDS = """() => [...document.querySelectorAll("svg.gw-table")].map((svg) => ({
  role: svg.getAttribute("role"),
  label: svg.getAttribute("aria-label") || "",
  controls: svg.querySelectorAll('[role="button"]').length,
}))"""

# Problems found on a page, read back after it has loaded: images that failed to decode,
# and <use> elements pointing at an id the document does not hold.
PAGE_CHECKS = """() => {
  const problems = [];
  for (const img of document.images) {
    if (img.naturalWidth === 0) problems.push(`image did not load: ${img.currentSrc || img.src}`);
  }
  for (const use of document.querySelectorAll("use")) {
    const ref = use.getAttribute("href") || use.getAttribute("xlink:href") || "";
    if (ref.startsWith("#") && !document.getElementById(ref.slice(1))) {
      problems.push(`<use> points at a missing id: ${ref}`);
    }
  }
  // A tile's pips are round-capped strokes of no length: a page style that changes the
  // caps (a plot's catch-all rule) would blank every tile on the page.
  for (const pips of document.querySelectorAll('[id^="gw-th-"]')) {
    for (const path of pips.matches("path") ? [pips] : pips.querySelectorAll("path")) {
      const caps = getComputedStyle(path).strokeLinecap;
      if (caps !== "round") problems.push(`the pips of ${pips.id} are drawn with ${caps} caps`);
    }
  }
  return problems;
}"""


def show_the_python(page, path: str) -> None:
    """All the page's Python shown by its button, the button then hovered."""
    show_all = page.locator(".gw-py-all")
    if show_all.get_attribute("aria-expanded") == "false":
        show_all.click()
    show_all.hover()
    shown = page.locator(".gw-py .highlight-ipynb:visible")
    expect(shown.first).to_be_visible()
    assert shown.count() > 5, path


def hide_the_python(page) -> None:
    page.locator(".gw-py-all").click()
    expect(page.locator(".gw-py-all")).to_have_attribute("aria-expanded", "false")


class Seen(NamedTuple):
    """What one visit of a page found."""

    problems: list[str]  # loading: other hosts, failed requests, errors, missing images
    violations: list[str]  # axe-core's
    boards: list[dict]  # each svg.gw-table: its role, label and pieces to pick


def visit(context, site_url: str, pages: list[str], scheme: str) -> dict[str, Seen]:
    """Each page loaded once (axe's run is most of the time a page takes, so one visit serves
    every check of a page): what went wrong loading it, axe's violations and its boards."""
    axe = Axe()
    host = urlparse(site_url).hostname
    page = context.new_page()
    problems: list[str] = []

    def on_request(request) -> None:
        parsed = urlparse(request.url)
        if parsed.scheme in ("http", "https", "ws", "wss") and parsed.hostname != host:
            problems.append(f"request to another host: {request.url}")

    page.on("request", on_request)
    page.on("requestfailed", lambda r: problems.append(f"failed request: {r.url} {r.failure}"))
    page.on(
        "response",
        lambda r: problems.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None,
    )
    page.on(
        "console",
        lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    seen = {}
    try:
        for path in pages:
            problems.clear()
            page.goto(site_url + path, wait_until="load")
            if scheme == "slate":
                dark(page)
            if path in PYTHON_SHOWN:
                show_the_python(page, path)
            found, boards = violations(axe, page), page.evaluate(BOARDS)
            # Read after axe's run, which gives late requests and scripts time to fail.
            seen[path] = Seen([*problems, *page.evaluate(PAGE_CHECKS)], found, boards)
            if path in PYTHON_SHOWN:
                hide_the_python(page)
    finally:
        page.close()
    return seen


# The pages are visited in this many shares, each a test of its own, so that the two test
# processes share the work (one test of every page ran alone at the end of the suite).
SHARES = 4


@pytest.mark.browser
@pytest.mark.parametrize("share", range(SHARES))
def test_every_page_loads_cleanly_meets_wcag_aa_and_says_what_its_boards_show(
    built_site: Path, site_url: str, context, share: int
) -> None:
    """Every page of the site in the light palette, each loaded once for the three checks:
    it loads cleanly, axe finds nothing, and every table drawn (replays, positions,
    comparisons, exercises) is an image, or a group where it holds pieces to pick, named by
    its hands and its centre."""
    pages = site_pages(built_site)
    assert "index.html" in pages and "notebooks/tianjiu.html" in pages
    assert "learn/tianjiu.html" in pages
    seen = visit(context, site_url, pages[share::SHARES], "default")
    loading = [f"{path}: {p}" for path, s in seen.items() for p in s.problems]
    failures = [f"{path}: {v}" for path, s in seen.items() for v in s.violations]
    silent = []
    boards = 0
    for path, s in seen.items():
        for board in s.boards:
            boards += 1
            role = "group" if board["controls"] else "img"
            label = board["label"]
            if board["role"] != role or not re.search(r"\bP1\b[^.]*: [^.]*hand ", label):
                silent.append(f"{path}: role {board['role']}, label {label[:120]!r}")
    assert boards > 20  # the share holds game and lesson pages, each with several boards
    assert not loading, "pages that do not load cleanly:\n" + "\n".join(loading)
    assert not failures, "axe-core finds:\n" + "\n".join(failures)
    assert not silent, "boards that do not say what they show:\n" + "\n".join(silent)


@pytest.mark.browser
def test_a_sample_meets_wcag_aa_in_the_dark_palette(site_url: str, context) -> None:
    assert set(PYTHON_SHOWN) <= set(DARK_SAMPLE)  # their Python is checked in both palettes
    seen = visit(context, site_url, DARK_SAMPLE, "slate")
    failures = [f"{path} [dark]: {v}" for path, s in seen.items() for v in s.violations]
    assert not failures, "axe-core finds:\n" + "\n".join(failures)


# -- the keyboard alone ------------------------------------------------------------------------

FOCUSED = """() => {
  const at = document.activeElement;
  if (!at || at === document.body) return null;
  return {
    tag: at.tagName.toLowerCase(),
    classes: at.getAttribute("class") || "",
    action: at.dataset?.action ?? null,
    piece: at.dataset?.piece ?? null,
    gw: at.dataset?.gw ?? null,
    summary: at.matches("summary"),
    inTable: !!at.closest(".gw-siteplay .gw-play"),
    filter: getComputedStyle(at).filter,
    outline: getComputedStyle(at).outlineStyle,
  };
}"""


def tab_to(page, wanted, limit: int = 300) -> dict:
    """Press Tab until the focused element is one `wanted` accepts; it, or fail."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused and wanted(focused):
            return focused
    pytest.fail(f"{limit} presses of Tab never reached the control")


def visible_focus(focused: dict) -> bool:
    """A ring drawn round the focused element: an outline, or the piece's drop-shadow ring."""
    return focused["outline"] not in ("none", "") or "drop-shadow" in focused["filter"]


@pytest.mark.browser
def test_a_live_deal_is_played_with_the_keyboard_alone(site_url: str, context) -> None:
    """JieLong's Play, from the page's top to the settlement: Tab to the Play button, Enter;
    then each move Tab to a piece or a move and Enter (a piece with several moves: Enter picks
    it, Tab to the move it offers). After each move the focus stays in the table."""
    problems: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(f"{site_url}notebooks/jielong.html", wait_until="load")
    tab_to(page, lambda f: f["gw"] == "siteplay", limit=600)
    page.keyboard.press("Enter")
    page.wait_for_selector(".gw-siteplay .gw-play", timeout=START_MS)
    table = page.locator(".gw-siteplay .gw-play")
    prompt = table.locator(".gw-prompt")
    moves = 0
    while prompt.inner_text() != GAME_OVER:
        focused = page.evaluate(FOCUSED)
        if not (focused and focused["inTable"] and focused["action"] is not None):
            focused = tab_to(
                page,
                lambda f: f["inTable"] and (f["action"] is not None or f["summary"]),
                limit=80,
            )
        if focused["summary"]:  # the list of every legal move: open it, then a move
            page.keyboard.press("Enter")
            focused = tab_to(page, lambda f: f["inTable"] and f["action"] is not None, limit=10)
        assert visible_focus(focused), f"no visible focus after {moves} moves: {focused}"
        before = table.locator(".gw-log").inner_text()
        page.keyboard.press("Enter")
        page.wait_for_function(
            "!document.querySelector('.gw-siteplay-table[aria-busy=\"true\"]')",
            timeout=START_MS,
        )
        expect(table.locator(".gw-log")).not_to_have_text(before)
        moves += 1
        assert moves < 200, "the game does not end"
    assert moves >= 1
    assert "Settlement:" in table.inner_text()
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_an_exercise_is_answered_with_the_keyboard_alone(site_url: str, context) -> None:
    """The first exercise that asks for pieces: Tab to a piece, Space picks it (and says so),
    Tab to Check, Enter: the answer shows. The focus is visible on the piece."""
    page = context.new_page()
    page.goto(f"{site_url}notebooks/tianjiu.html", wait_until="load")
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    ident = exercise.get_attribute("id")
    # Start at the exercise (a reader gets there by the page's table of contents): from there
    # on, only keys.
    exercise.evaluate("(el) => { el.tabIndex = -1; el.focus(); el.removeAttribute('tabindex'); }")
    # Its board's pieces load as the exercises take the focus (docs/hooks/exercises.py).
    expect(exercise.locator(".gw-ex-board")).not_to_have_attribute("aria-busy", "true")
    pick = tab_to(page, lambda f: "gw-pick" in f["classes"], limit=40)
    assert visible_focus(pick), pick
    # The piece Tab reached, in the layout the board shows (it holds each piece twice).
    piece = page.locator(f"#{ident} .gw-pick:focus")
    assert piece.is_visible() and piece.get_attribute("aria-pressed") == "false"
    page.keyboard.press(" ")
    assert piece.get_attribute("aria-pressed") == "true"
    tab_to(page, lambda f: "gw-ex-check" in f["classes"], limit=60)
    page.keyboard.press("Enter")
    expect(page.locator(f"#{ident} .gw-ex-feedback")).to_contain_text(re.compile("Right|Not quite"))
    page.close()


@pytest.mark.browser
def test_a_replay_steps_by_keyboard_and_says_each_frame(site_url: str, context) -> None:
    """Tab to a replay, the arrow keys step it, and the board's label follows the frame."""
    page = context.new_page()
    page.goto(f"{site_url}notebooks/tianjiu.html", wait_until="load")
    tab_to(page, lambda f: "gw-replay" in f["classes"], limit=300)
    replay = page.locator(".gw-replay:focus")
    board = replay.locator(".gw-board > svg")
    first = board.get_attribute("aria-label")
    assert "hand" in first
    page.keyboard.press("ArrowRight")
    expect(replay).to_have_attribute("data-step", "1")
    # The frame's words come with its frames, loaded as the replay is reached
    # (docs/hooks/replay_frames.py).
    expect(board).to_have_attribute("aria-label", re.compile("after 1 move"))
    page.keyboard.press("ArrowLeft")
    expect(board).to_have_attribute("aria-label", first)
    page.close()
