"""Every screen (issue 30), on the built site in headless Chromium: a phone upright (390×844)
and a projector (1280×720).

- Boards fit a phone: a table drawn in two layouts (render/table.py `board_svg`) shows its
  narrow one in a narrow column (widgets.css), so no board is wider than the screen, on one
  page of every family (its replays, comparisons and exercises), on a lesson page and on the
  live table after Play, every led tile in sight.
- And reads there and on a projector (1280×720), light and dark: on each of those boards
  (replays, comparisons, exercises, the live table) the median piece is 14 px or more on its
  short side (face-down and won pieces counted) and the median text 12 px or more; a
  position drawn in the text, 14 px on a projector; a replay in full screen on a projector,
  24 px and 14 px.
- Comparisons (`gw.compare`, render/compare.py) read on a projector: their text is drawn at
  11 px or more, and no label runs past its drawing's edge. They show one rule set at a
  time, chosen by buttons or keys, in the place of one table, stepped together; without the
  script, or printed, every rule set.
- Chapters (render/replay.py `bar`): one row a deal, a menu of the deals, the arrow keys
  stepping also in full screen.
- The chooser (docs/hooks/registry.py) is a card per game on a phone, still a table to a
  screen reader.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_site_play import answered, press_play

ROOT = Path(__file__).resolve().parent.parent

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1280, "height": 720}
# One game page of every family whose notebook draws its own boards (connecting, trick
# taking, mod 10, fishing, draw and discard, solitaire).
FAMILY_PAGES = ("dingniu", "mouse_moving", "paigow", "tsung_shap", "jjak_mat_chu_gi", "xiangshifu")
# Every page with a comparison.
COMPARED = sorted(
    path.stem for path in (ROOT / "notebooks").glob("*.py") if "gw.compare(" in path.read_text()
)
SMALLEST_TEXT = 11.0  # px, a comparison's text on a projector
BOARD_PIECE = 14.0  # px, a board's median piece on a phone and a projector, its short side
BOARD_TEXT = 12.0  # px, its median text
FIGURE_PIECE = {"phone": 10.0, "projector": 14.0}  # px, a position drawn in the text
FULL_PIECE = 24.0  # px, a board's median piece in full screen on a projector
FULL_TEXT = 14.0

# Every board shown (of those `selector` picks): its box, and which of its layouts shows
# (a drawing in one layout: "").
BOARDS = """(selector) => [...document.querySelectorAll(selector)]
  .filter((svg) => svg.getClientRects().length > 0)
  .map((svg) => {
    const box = svg.getBoundingClientRect();
    const shown = [...svg.querySelectorAll(":scope > svg")].find(
      (layout) => getComputedStyle(layout).display !== "none");
    return {left: box.left, right: box.right, layout: shown ? shown.getAttribute("class") : ""};
  })"""

# The pieces a board shows (its <use>s in the layout shown, not hidden by the stepper): each
# one's box on the screen.
PIECES = """(svg) => [...svg.querySelectorAll("use[width]")]
  .filter((use) => use.getClientRects().length > 0 && use.getBoundingClientRect().width > 0)
  .map((use) => { const b = use.getBoundingClientRect();
                  return {left: b.left, right: b.right, short: Math.min(b.width, b.height)}; })"""

# Every text of a board that shows: the size it is drawn at (its font size times the
# drawing's scale on the screen) and whether its box lies inside the drawing's.
TEXTS = """(svg) => { const outer = svg.getBoundingClientRect();
  return [...svg.querySelectorAll("text")]
    .filter((t) => t.getClientRects().length > 0 && t.textContent.trim())
    .map((t) => { const b = t.getBoundingClientRect();
      const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
      return {text: t.textContent, px,
              inside: b.left >= outer.left - 1 && b.right <= outer.right + 1 &&
                      b.top >= outer.top - 1 && b.bottom <= outer.bottom + 1}; }); }"""


def page_at(browser, url: str, viewport: dict, scheme: str = "light"):
    context = browser.new_context(viewport=viewport, color_scheme=scheme)
    page = context.new_page()
    page.goto(url, wait_until="load")
    return page


SCREENS = (("phone", PHONE), ("projector", PROJECTOR))
SCHEMES = ("light", "dark")
PALETTES = {"light": "default", "dark": "slate"}  # Material's names (mkdocs.yml `palette`)
# Material picks a page's palette from the screen's colour scheme once, as the page loads;
# after that its toggle switches it (one radio input a palette), as here. The promise
# settles two frames later, when the page has been laid out again and its observers of
# sizes have run, with the palette shown.
SWITCH = """(palette) => {
  if (document.body.dataset.mdColorScheme !== palette) {
    document.querySelector(`input[name="__palette"][data-md-color-scheme="${palette}"]`).click();
  }
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
    () => done(document.body.dataset.mdColorScheme))));
}"""


def show_as(page, viewport: dict, scheme: str) -> None:
    """The loaded page as it shows loaded on that screen in that scheme (the style sheets
    follow the window's size, the palette its toggle): one load serves every screen and
    scheme a test checks, loading a notebook's page being most of a test's time."""
    page.set_viewport_size(viewport)
    page.emulate_media(color_scheme=scheme)
    shown = page.evaluate(SWITCH, PALETTES[scheme])
    assert shown == PALETTES[scheme], f"the {scheme} palette is not shown: {shown}"


def every_screen(page, screens=SCREENS, schemes=SCHEMES) -> Iterator[tuple[str, dict, str]]:
    """Each screen and scheme in turn, the page shown as it is there: (name, size, scheme)."""
    for name, viewport in screens:
        for scheme in schemes:
            show_as(page, viewport, scheme)
            yield name, viewport, scheme


class Failures(list[str]):
    """What a test found wrong on every screen it looked at, said at its end all at once,
    each with where it was found (a failure on one screen hides none on another)."""

    def check(self, ok: object, message: str) -> None:
        if not ok:
            self.append(message)

    def none(self) -> None:
        assert not self, "\n".join(self)


# Exercise boards draw their pieces as they near the window (javascripts/exercises.js).
DRAWN = """() => [...document.querySelectorAll(".gw-ex-board > svg")].every(
  (svg) => svg.querySelector("use"))"""


def every_exercise_drawn(page) -> None:
    boards = page.locator(".gw-ex-board")
    for index in range(boards.count()):
        boards.nth(index).scroll_into_view_if_needed()
    page.wait_for_function(DRAWN)


def wider_than_a_phone(boards: list[dict]) -> list[dict]:
    return [b for b in boards if b["left"] < -0.5 or b["right"] > PHONE["width"] + 0.5]


@pytest.mark.browser
@pytest.mark.parametrize(
    "path", [f"notebooks/{game}.html" for game in FAMILY_PAGES] + ["learn/tianjiu.html"]
)
def test_no_board_is_wider_than_a_phone(site_url: str, browser, path: str) -> None:
    """Every table of a game's page but its exercises: those of replays and comparisons
    show their narrow layout; a position drawn in the text has one layout, shrunk to fit.
    The exercises of a game's page, and a lesson's step and its puzzles, each in the narrow
    layout of its board."""
    page = page_at(browser, f"{site_url}{path}", PHONE)
    boards = page.evaluate(BOARDS, "svg.gw-table:not(.gw-ex-board > svg)")
    exercises = page.evaluate(BOARDS, ".gw-ex-board > svg")
    across = page.evaluate("document.documentElement.scrollWidth")
    page.context.close()
    found = Failures()
    found.check(across <= PHONE["width"], f"{path}: the page is {across} px across")
    if path.startswith("notebooks/"):  # a lesson's boards are its exercises
        found.check(boards, f"{path}: no board shown")
        wide = wider_than_a_phone(boards)
        found.check(not wide, f"{path}: {len(wide)} of {len(boards)} boards wider: {wide[:3]}")
        layouts = {b["layout"] for b in boards if b["layout"]}
        found.check(layouts == {"gw-narrow"}, f"{path}: replays in the layouts {layouts}")
    found.check(exercises, f"{path}: no exercise")
    wide = wider_than_a_phone(exercises)
    found.check(not wide, f"{path}: {len(wide)} of {len(exercises)} exercises wider: {wide[:3]}")
    layouts = {b["layout"] for b in exercises}
    found.check(layouts == {"gw-narrow"}, f"{path}: exercises in the layouts {layouts}")
    found.none()


# Each board drawn in two layouts that shows (replays, comparisons, exercises): what it is,
# the median short side of its pieces and the median size of its texts, as drawn on the
# screen, and the texts that run past its edges.
SIZES = f"""(selector) => [...document.querySelectorAll(selector)]
  .filter((svg) => svg.getClientRects().length > 0)
  .map((svg) => {{ const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {{label: svg.getAttribute("aria-label").slice(0, 80),
             kind: svg.closest(".gw-ex-board") ? "exercise"
                   : svg.closest(".gw-rows") ? "comparison" : "replay",
             piece: median(({PIECES})(svg).map((p) => p.short)),
             text: median(({TEXTS})(svg).map((t) => t.px)),
             cut: ({TEXTS})(svg).filter((t) => !t.inside).map((t) => t.text)}}; }})"""
PAIRS = "svg.gw-table.gw-pair"
# A position drawn in the text: a table a cell shows (`state` as its last expression,
# engine/state.py `_repr_html_`) or one of `nb.side_by_side`'s, not a replay's.
POSITIONS = (
    ".jp-OutputArea-output > svg.gw-table, .jp-OutputArea-output > div > figure > svg.gw-table"
)
# A row of pieces drawn in the text (`Hand`, `nb.groups`, `nb.centre`: render/pieces_row.py
# `flow`): each shown, the median short side of its pieces and its right edge.
ROWS = """() => [...document.querySelectorAll(".jp-OutputArea-output > .gw-flow")]
  .filter((row) => row.getClientRects().length > 0)
  .map((row) => { const pieces = [...row.querySelectorAll("use[width]")]
      .filter((use) => use.getClientRects().length > 0 && use.getBoundingClientRect().width > 0)
      .map((use) => { const b = use.getBoundingClientRect(); return Math.min(b.width, b.height); })
      .sort((a, b) => a - b);
    return {label: row.getAttribute("aria-label").slice(0, 60),
            piece: pieces[Math.floor(pieces.length / 2)] || 0,
            right: row.getBoundingClientRect().right}; })"""


def too_small(boards: list[dict], piece: float, text: float) -> list[dict]:
    return [b for b in boards if (b["piece"] or 0) < piece or (b["text"] or 0) < text]


@pytest.mark.browser
@pytest.mark.parametrize("game", FAMILY_PAGES)
def test_boards_read_on_a_phone_and_a_projector(site_url: str, browser, game: str) -> None:
    """Every replay, comparison and exercise of a page of each family, on a phone and on a
    projector (where the table of contents folds into the navigation, stylesheets/site.css,
    to give the tables its width), light and dark, and on a projector the positions drawn in
    the text."""
    page = page_at(browser, f"{site_url}notebooks/{game}.html", PHONE)
    every_exercise_drawn(page)
    kinds = {"replay", "exercise"} | ({"comparison"} if game in COMPARED else set())
    found = Failures()
    for name, _, scheme in every_screen(page):
        where = f"{game} ({name}, {scheme})"
        boards = page.evaluate(SIZES, PAIRS)
        positions = page.evaluate(SIZES, POSITIONS) if name == "projector" else []
        shown = {b["kind"] for b in boards}
        found.check(kinds <= shown, f"{where}: {sorted(kinds - shown)} not shown")
        small = too_small(boards, BOARD_PIECE, BOARD_TEXT)
        found.check(not small, f"{where}: {len(small)} of {len(boards)} too small: {small[:3]}")
        cut = [b for b in boards if b["cut"]]
        found.check(not cut, f"{where}: labels past the board's edge: {cut[:3]}")
        small = too_small(positions, FIGURE_PIECE[name], BOARD_TEXT)
        found.check(not small, f"{where}: positions too small: {small[:3]}")
    page.context.close()
    found.none()


@pytest.mark.browser
@pytest.mark.parametrize("game", [*(g for g in FAMILY_PAGES if g != "mouse_moving"), "tianjiu"])
def test_positions_and_rows_in_the_text_read_on_a_phone_and_a_projector(
    site_url: str, browser, game: str
) -> None:
    """A position in the text shows the layout that fits (its narrow one on a phone), a row
    of pieces wraps rather than shrinks: pieces 10 px or more on a phone, 14 px on a
    projector, text 12 px, nothing past the screen's edge; light and dark."""
    page = page_at(browser, f"{site_url}notebooks/{game}.html", PHONE)
    found = Failures()
    for name, viewport, scheme in every_screen(page):
        where = f"{game} ({name}, {scheme})"
        positions = page.evaluate(SIZES, POSITIONS)
        layouts = page.evaluate(BOARDS, POSITIONS)
        rows = page.evaluate(ROWS)
        found.check(positions or rows, f"{where}: no position or row of pieces drawn in the text")
        small = too_small(positions, FIGURE_PIECE[name], BOARD_TEXT)
        found.check(not small, f"{where}: {len(small)} of {len(positions)} too small: {small[:3]}")
        shown = {b["layout"] for b in layouts}
        fits = {"gw-narrow" if name == "phone" else "gw-wide"}
        found.check(shown <= fits, f"{where}: positions in the layouts {shown}")
        cut = [b for b in positions if b["cut"]]
        found.check(not cut, f"{where}: labels past the position's edge: {cut[:3]}")
        small = [r for r in rows if r["piece"] < FIGURE_PIECE[name]]
        found.check(not small, f"{where}: rows of pieces too small: {small[:3]}")
        wide = [r for r in rows if r["right"] > viewport["width"] + 0.5]
        found.check(not wide, f"{where}: rows past the screen's edge: {wide[:3]}")
    page.context.close()
    found.none()


@pytest.mark.browser
def test_the_live_table_fits_and_reads_with_every_led_tile_in_sight(site_url: str, browser) -> None:
    """The live table after Play: on a phone (light) in its narrow layout, on a projector
    (dark) in its wide one, all in sight, its pieces and text as large as a replay's."""
    page = page_at(browser, f"{site_url}notebooks/tianjiu.html", PHONE)
    press_play(page)
    table = page.locator(".gw-siteplay .gw-play")
    # The reader's moves (from the list of every legal move) until the other seats have led
    # and followed into the centre.
    for _ in range(3):
        table.locator("details > summary").click()
        table.locator("details button[data-action]").first.click()
        answered(page)
    board = table.locator(":scope > .gw-board > svg.gw-table")
    found = Failures()
    for name, viewport, scheme in (("phone", PHONE, "light"), ("projector", PROJECTOR, "dark")):
        show_as(page, viewport, scheme)
        where = f"the live table ({name}, {scheme})"
        [shown] = page.evaluate(BOARDS, ".gw-siteplay .gw-play > .gw-board > svg.gw-table")
        layout = "gw-narrow" if name == "phone" else "gw-wide"
        found.check(shown["layout"] == layout, f"{where}: the layout {shown['layout']}")
        inside = shown["left"] >= 0 and shown["right"] <= viewport["width"]
        found.check(inside, f"{where}: out of sight: {shown}")
        pieces = board.evaluate(PIECES)
        found.check(len(pieces) >= 8, f"{where}: {len(pieces)} pieces")
        piece = statistics.median(p["short"] for p in pieces)
        found.check(piece >= BOARD_PIECE, f"{where}: pieces of {piece:.1f} px")
        text = statistics.median(t["px"] for t in board.evaluate(TEXTS))
        found.check(text >= BOARD_TEXT, f"{where}: text of {text:.1f} px")
        outside = [p for p in pieces if p["left"] < 0 or p["right"] > viewport["width"]]
        found.check(not outside, f"{where}: pieces out of sight: {outside}")
    page.context.close()
    found.none()


@pytest.mark.browser
@pytest.mark.parametrize("game", COMPARED)
def test_comparisons_read_on_a_projector(site_url: str, browser, game: str) -> None:
    """Every comparison of the page, light and dark."""
    page = page_at(browser, f"{site_url}notebooks/{game}.html", PROJECTOR)
    boards = page.locator(".gw-rows > svg.gw-table")
    assert boards.count() >= 1, f"{game}: no comparison"
    found = Failures()
    for _, _, scheme in every_screen(page, [("projector", PROJECTOR)]):
        for index in range(boards.count()):
            where = f"{game} comparison {index} ({scheme})"
            board = boards.nth(index)
            board.scroll_into_view_if_needed()
            texts = board.evaluate(TEXTS)
            found.check(texts, f"{where}: no text")
            small = [(t["text"], round(t["px"], 1)) for t in texts if t["px"] < SMALLEST_TEXT]
            found.check(not small, f"{where}: text under {SMALLEST_TEXT} px: {small[:5]}")
            cut = [t["text"] for t in texts if not t["inside"]]
            found.check(not cut, f"{where}: labels past the drawing's edge: {cut}")
    page.context.close()
    found.none()


# A comparison's rule sets (render/compare.py): those with a mark on the screen, the buttons
# pressed, the step.
RULES = """(root) => ({
  shown: [...new Set([...root.querySelectorAll(".gw-board g[data-r]")]
    .filter((g) => g.getBoundingClientRect().width > 0).map((g) => g.dataset.r))].sort(),
  pressed: [...root.querySelectorAll("[data-rule]")].map((b) => b.getAttribute("aria-pressed")),
  buttons: [...root.querySelectorAll(".gw-rules")].filter((r) => r.getClientRects().length).length,
  step: root.dataset.step})"""
# The pieces of a board in sight that something else covers or a clip hides: none is found at
# its centre.
UNSEEN = """(root) => [...root.querySelectorAll(".gw-board use[width]")]
  .map((use) => [use, use.getBoundingClientRect()])
  .filter(([, b]) => b.width > 0 && b.top >= 0 && b.bottom <= innerHeight)
  .filter(([use, b]) => use !== document.elementFromPoint(b.left + b.width / 2,
                                                          b.top + b.height / 2))
  .map(([use]) => use.getAttribute("href"))"""


@pytest.mark.browser
def test_a_comparison_shows_one_rule_set_at_a_time_stepped_together(site_url: str, browser) -> None:
    """The buttons (or the keys 1, 2) choose the rule set shown, the step kept; printed, or
    without the script, the page shows every rule set."""
    url = f"{site_url}notebooks/dingniu.html"
    page = page_at(browser, url, PROJECTOR)
    root = page.locator(".gw-replay:has(> .gw-rows)").first
    assert root.evaluate(RULES) == {
        "shown": ["0"],
        "pressed": ["true", "false"],
        "buttons": 1,
        "step": "0",
    }
    root.focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    root.locator('[data-rule="1"]').click()
    assert root.evaluate(RULES) == {
        "shown": ["1"],
        "pressed": ["false", "true"],
        "buttons": 1,
        "step": "3",
    }
    root.locator(".gw-board").scroll_into_view_if_needed()
    assert root.evaluate(UNSEEN) == []
    page.keyboard.press("ArrowRight")
    page.keyboard.press("1")
    assert root.evaluate(RULES) == {
        "shown": ["0"],
        "pressed": ["true", "false"],
        "buttons": 1,
        "step": "4",
    }
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert root.evaluate(RULES)["shown"] == ["0", "1"]
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    assert root.evaluate(RULES)["shown"] == ["0"]
    page.context.close()
    context = browser.new_context(viewport=PROJECTOR, java_script_enabled=False)
    page = context.new_page()
    page.goto(url, wait_until="load")
    still = page.locator(".gw-replay:has(> .gw-rows)").first.evaluate(RULES)
    assert still == {"shown": ["0", "1"], "pressed": ["true", "false"], "buttons": 0, "step": "0"}
    context.close()


# Full screen on a landscape screen shows the wide layout scaled to the height the controls
# leave (widgets.css .gw-full), or, where it reads larger, the narrow table's two parts side
# by side (render/replay.py `_land`); upright, the narrow one, as large as fits; a comparison,
# the table of the rule set shown. A shared pile (a wall, a woodpile) lies where the table
# has room to draw it larger (render/table.py `Seating.piles`).
UPRIGHT = {"width": 720, "height": 1280}  # a projector (or a tablet) upright
# The drawing's extent on the screen: its felts shown (one, or two side by side).
FELTS = """(svg) => [...svg.querySelectorAll('rect[rx="16"]')]
  .filter((r) => r.getClientRects().length > 0 && getComputedStyle(r).display !== "none")
  .map((r) => r.getBoundingClientRect())
  .reduce((a, b) => ({left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
                      right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom)}))"""


FULL = "document.querySelector('.gw-replay.gw-full') !== null"
LEFT = "document.querySelector('.gw-replay.gw-full') === null && !document.fullscreenElement"


@pytest.mark.browser
@pytest.mark.parametrize("game", FAMILY_PAGES)
def test_full_screen_reads_on_a_projector(site_url: str, browser, game: str) -> None:
    """The page's first replay, and its first comparison, in full screen ("f") on a 1280×720
    screen, or one upright: the board fills the screen (its width or the height the controls
    leave) with all of it in sight, pieces 24 px and text 14 px. Each leaves full screen
    ("f" again) before the next is shown."""
    page = page_at(browser, f"{site_url}notebooks/{game}.html", PROJECTOR)
    kinds = [".gw-board:not(.gw-rows)", *([".gw-rows"] if game in COMPARED else [])]
    found = Failures()
    for screen, viewport in (("landscape", PROJECTOR), ("portrait", UPRIGHT)):
        show_as(page, viewport, "light")
        for which in kinds:
            where = f"{game} {which} ({screen})"
            replay = page.locator(f".gw-replay:has(> {which})").first
            replay.focus()
            page.keyboard.press("f")
            page.wait_for_function(FULL)
            board = page.locator(".gw-replay.gw-full .gw-board > svg.gw-table").first
            piece = statistics.median(p["short"] for p in board.evaluate(PIECES))
            text = statistics.median(t["px"] for t in board.evaluate(TEXTS))
            drawn = board.evaluate(FELTS)
            room = page.locator(".gw-replay.gw-full .gw-board").first.bounding_box()
            page.keyboard.press("f")
            page.wait_for_function(LEFT)
            assert room, where
            inside = drawn["left"] >= -0.5 and drawn["right"] <= viewport["width"] + 0.5
            inside = inside and drawn["top"] >= -0.5 and drawn["bottom"] <= viewport["height"] + 0.5
            found.check(inside, f"{where}: out of sight: {drawn}")
            across, high = drawn["right"] - drawn["left"], drawn["bottom"] - drawn["top"]
            filled = max(across / room["width"], high / room["height"])
            found.check(filled >= 0.98, f"{where}: fills {filled:.2f} of {room}: {drawn}")
            large = piece >= FULL_PIECE and text >= FULL_TEXT
            found.check(large, f"{where}: pieces of {piece:.1f} px, text of {text:.1f} px")
    page.context.close()
    found.none()


# A replay with a menu of its deals (the notebook's first one).
DEALT = """() => { const menu = document.querySelector('.gw-replay [data-gw="deal"]');
  const root = menu.closest(".gw-replay");
  const shown = [...root.querySelectorAll(".gw-chapters button")].filter(
    (b) => b.getClientRects().length > 0);
  return {step: Number(root.dataset.step), steps: Number(root.dataset.steps),
          deal: menu.selectedIndex,
          options: [...menu.options].map((o) => Number(o.value)),
          tops: shown.map((b) => Math.round(b.getBoundingClientRect().top)),
          names: shown.map((b) => b.textContent)}; }"""


@pytest.mark.browser
def test_chapters_are_grouped_by_deal_and_the_keys_step_in_full_screen(
    site_url: str, browser
) -> None:
    page = page_at(browser, f"{site_url}notebooks/mouse_moving.html", PROJECTOR)
    before = page.evaluate(DEALT)
    assert len(before["options"]) > 1 and before["deal"] == 0
    assert len(set(before["tops"])) == 1, f"chapters in several rows: {before['names']}"
    assert before["names"][-1] == "End"
    menu = page.locator('.gw-replay [data-gw="deal"]').first
    menu.select_option(index=1)
    after = page.evaluate(DEALT)
    assert after["deal"] == 1 and after["step"] == after["options"][1]
    assert after["step"] + 2 <= after["steps"]
    assert len(set(after["tops"])) == 1 and after["names"] != before["names"]
    # The keyboard: "f" goes full screen, then the arrows still step.
    replay = menu.locator("xpath=ancestor::div[contains(@class,'gw-replay')][1]")
    replay.focus()
    page.keyboard.press("f")
    page.wait_for_function("document.querySelector('.gw-replay.gw-full') !== null")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert int(replay.get_attribute("data-step")) == after["step"] + 2
    assert page.evaluate("document.activeElement.closest('.gw-replay') !== null")
    page.keyboard.press("ArrowLeft")
    assert int(replay.get_attribute("data-step")) == after["step"] + 1
    page.context.close()


CHOOSER = """() => { const table = document.querySelector(".gw-chooser table");
  const heads = [...table.querySelectorAll("thead th")].map((th) => th.textContent.trim());
  const rows = [...table.querySelectorAll("tbody tr")];
  return {heads, display: getComputedStyle(rows[0]).display, role: rows[0].getAttribute("role"),
          right: Math.max(...rows.map((r) => r.getBoundingClientRect().right)),
          labels: [...rows[0].querySelectorAll("td")].map((td) => td.dataset.label),
          rows: rows.length}; }"""


@pytest.mark.browser
def test_the_chooser_is_a_card_per_game_on_a_phone(site_url: str, browser) -> None:
    page = page_at(browser, site_url, PROJECTOR)
    table = page.evaluate(CHOOSER)
    assert table["display"] == "table-row"
    show_as(page, PHONE, "light")
    cards = page.evaluate(CHOOSER)
    assert cards["display"] == "block" and cards["role"] == "row"
    assert cards["rows"] == table["rows"] and cards["labels"] == table["heads"]
    assert cards["right"] <= PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.context.close()
