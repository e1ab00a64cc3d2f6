"""A game page as a reader who is not a programmer meets it, in headless Chromium: the rules
before the code (docs/hooks/code_fold.py, javascripts/code_fold.js), the page printed as its
rules with their drawings and the exercises printed as a worksheet (stylesheets/reading.css,
stylesheets/exercises.css), and the Play section's words (docs/hooks/play.py,
javascripts/play.js). The notebooks themselves are not changed by any of it."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from test_site_exercises import PRINT_LAYOUT, answer

import gupai_widgets as gw

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "build" / "screenshots"
GAME = "tianjiu"

# What shows of the notebook's cells: per code cell, its button, whether its code and its
# output show; and whether any code shows at all.
CELLS = """() => {
  const shown = (el) => !!el && el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== "hidden";
  return [...document.querySelectorAll(".jupyter-wrapper .jp-CodeCell.gw-py")].map((cell) => {
    const button = cell.querySelector(":scope > button.gw-py-toggle");
    const input = cell.querySelector(":scope > .jp-Cell-inputWrapper");
    const output = cell.querySelector(":scope > .jp-Cell-outputWrapper");
    return {
      button: !!button && shown(button),
      expanded: button?.getAttribute("aria-expanded"),
      controls: button?.getAttribute("aria-controls") === input?.id,
      label: button?.textContent,
      code: shown(input),
      output: output ? shown(output) : null,
    };
  });
}"""


def game_url(site_url: str, game: str = GAME) -> str:
    return f"{site_url}notebooks/{game}.html"


def open_page(context, url: str, problems: list[str]):
    page = context.new_page()
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on(
        "console",
        lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None,
    )
    page.goto(url, wait_until="load")
    return page


def cells(page) -> list[dict]:
    return page.evaluate(CELLS)


# -- the rules before the code -----------------------------------------------------------------


def test_every_code_cell_has_its_button(built_site: Path) -> None:
    """Built pages: a button per code cell of the notebook (a cell with no output too), and
    one for the page."""
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        data = json.loads(notebook.read_text(encoding="utf-8"))
        code_cells = [c for c in data["cells"] if c["cell_type"] == "code"]
        page = (built_site / "notebooks" / f"{notebook.stem}.html").read_text(encoding="utf-8")
        buttons = re.findall(r'<button type="button" class="gw-py-toggle"[^>]*>', page)
        assert len(buttons) == len(code_cells), notebook.name
        assert all('aria-expanded="false"' in b and "aria-controls=" in b for b in buttons)
        assert page.count('class="gw-py-all"') == 1, notebook.name
        empty = [c for c in code_cells if not c.get("outputs")]
        assert page.count("jp-mod-noOutputs gw-py") == len(empty), notebook.name


def test_search_still_indexes_the_rules_and_not_the_buttons(built_site: Path) -> None:
    index = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    page = f"notebooks/{GAME}.html"
    text = " ".join(doc["text"] for doc in index["docs"] if doc["location"].startswith(page))
    assert "TianJiu uses all 32 tiles in two suits" in text
    assert "Show the Python" not in text and "Show all the Python" not in text


@pytest.mark.browser
@pytest.mark.parametrize(("width", "height"), [(1280, 720), (390, 844)])
def test_the_python_is_folded_and_every_output_shows(site_url: str, browser, width, height) -> None:
    problems: list[str] = []
    context = browser.new_context(viewport={"width": width, "height": height})
    page = open_page(context, game_url(site_url), problems)
    found = cells(page)
    assert len(found) >= 5
    assert all(c["button"] and c["controls"] for c in found), found
    assert all(c["expanded"] == "false" and c["label"] == "Show the Python" for c in found)
    assert not any(c["code"] for c in found), "code shows before the reader asks for it"
    assert any(c["output"] is None for c in found), "a cell with no output keeps its button"
    assert all(c["output"] is not False for c in found), "every output shows"
    assert page.locator(".jupyter-wrapper .jp-OutputArea-output svg:visible").count() >= 3
    # Nothing of the Python stands before the first rule.
    first_rule = page.locator(".jupyter-wrapper .jp-MarkdownOutput p").first.bounding_box()
    assert first_rule["y"] < page.locator(".gw-py-toggle").first.bounding_box()["y"]
    # The first game's code, one cell: it opens under its button, the others stay folded.
    cell = page.locator(".jp-CodeCell.gw-py").nth(1)
    cell.locator(".gw-py-toggle").click()
    after = cells(page)
    assert after[1]["code"] and after[1]["expanded"] == "true"
    assert after[1]["label"] == "Hide the Python"
    assert not any(c["code"] for i, c in enumerate(after) if i != 1)
    assert cell.locator(".highlight-ipynb pre").inner_text().strip()
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_readers_choice_is_remembered(site_url: str, browser) -> None:
    """A cell opened stays open on that page; "Show all the Python" holds on every page until
    "Hide all the Python"."""
    problems: list[str] = []
    context = browser.new_context()
    page = open_page(context, game_url(site_url), problems)
    page.locator(".gw-py-toggle").nth(2).click()
    page.reload(wait_until="load")
    assert [c["code"] for c in cells(page)].count(True) == 1
    assert cells(page)[2]["code"] and cells(page)[2]["expanded"] == "true"

    show_all = page.locator("button.gw-py-all")
    assert show_all.inner_text() == "Show all the Python"
    assert show_all.get_attribute("aria-expanded") == "false"
    show_all.click()
    assert show_all.inner_text() == "Hide all the Python"
    assert all(c["code"] and c["expanded"] == "true" for c in cells(page))
    other = open_page(context, game_url(site_url, "jielong"), problems)
    assert all(c["code"] for c in cells(other)), "the choice holds on another page"
    assert other.locator("button.gw-py-all").get_attribute("aria-expanded") == "true"
    other.locator("button.gw-py-all").click()
    assert not any(c["code"] for c in cells(other))
    page.reload(wait_until="load")
    assert not any(c["code"] for c in cells(page)), "hidden again everywhere"
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_buttons_work_with_the_keyboard_and_show_their_focus(site_url: str, browser) -> None:
    problems: list[str] = []
    context = browser.new_context()
    page = open_page(context, game_url(site_url), problems)
    # From the page's title, Tab leads to "Show all the Python".
    page.evaluate(
        "(() => { const h1 = document.querySelector('.jupyter-wrapper h1'); "
        "h1.tabIndex = -1; h1.focus(); })()"
    )
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.gw-py-all')"):
            break
    else:
        pytest.fail("Tab from the title does not reach the page's button")
    outline = page.evaluate(
        "(() => { const s = getComputedStyle(document.activeElement); "
        "return [s.outlineStyle, parseFloat(s.outlineWidth)]; })()"
    )
    assert outline[0] != "none" and outline[1] >= 2, outline
    page.keyboard.press("Enter")
    assert all(c["code"] for c in cells(page))
    page.keyboard.press("Enter")
    assert not any(c["code"] for c in cells(page))
    for _ in range(12):  # on through the introduction's links to the first cell's button
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.gw-py-toggle')"):
            break
    else:
        pytest.fail("Tab does not reach the first cell's button")
    page.keyboard.press("Space")
    assert cells(page)[0]["code"] and cells(page)[0]["expanded"] == "true"
    page.keyboard.press("Enter")
    assert not cells(page)[0]["code"]
    context.close()
    assert not problems, problems


NO_STORAGE = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""


@pytest.mark.browser
def test_the_buttons_work_where_storage_is_refused(site_url: str, browser) -> None:
    """Storage refused (cookies blocked): the buttons work for the visit and the page's script
    raises nothing. Material's own head scripts do raise there (its palette reads storage
    outside a try), how often depends on the browser build, so the errors are told apart by
    where they were thrown."""
    context = browser.new_context()
    context.add_init_script(NO_STORAGE)
    ours: list[str] = []
    page = context.new_page()
    page.on(
        "pageerror",
        lambda e: ours.append(f"{e}\n{e.stack}") if "code_fold.js" in (e.stack or "") else None,
    )
    page.goto(game_url(site_url), wait_until="load")
    assert not any(c["code"] for c in cells(page))
    page.locator(".gw-py-toggle").first.click()
    assert cells(page)[0]["code"]
    page.locator("button.gw-py-all").click()
    assert all(c["code"] for c in cells(page))
    page.locator(".gw-py-toggle").nth(3).click()
    assert not cells(page)[3]["code"] and cells(page)[4]["code"]
    context.close()
    assert not ours, ours


@pytest.mark.browser
def test_without_javascript_each_cell_says_where_its_code_is(site_url: str, browser) -> None:
    """The code is not in the page (it loads with JavaScript): each cell says so in its place
    and names the notebook; no button that could do nothing."""
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(game_url(site_url), wait_until="load")
    found = cells(page)
    assert found and all(c["code"] and not c["button"] for c in found)
    notes = page.locator(".gw-py > .jp-Cell-inputWrapper").all_inner_texts()
    assert len(notes) == len(found)
    assert set(notes) == {
        f"The Python shows here with JavaScript on; it is also in the notebook "
        f"notebooks/{GAME}.ipynb."
    }
    assert page.locator("button.gw-py-all").is_hidden()
    context.close()


# -- the code, loaded when first shown -------------------------------------------------------


def text_of(markup: str) -> str:
    """The text of highlighted code: its markup without tags, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def test_the_code_is_in_a_file_of_its_own(built_site: Path) -> None:
    """docs/hooks/code_fold.py: the page holds no code; the file its bar names holds each
    cell's, the notebook's source highlighted, under the id its button controls."""
    for name in (GAME, "shiwuhu"):
        page = (built_site / "notebooks" / f"{name}.html").read_text(encoding="utf-8")
        assert "highlight-ipynb" not in page, name
        src = re.search(
            r'<p class="gw-py-bar" data-code="\.\./(assets/code/([0-9a-f]{16})\.js)"', page
        )
        script = (built_site / src[1]).read_text(encoding="utf-8")
        prefix = f'(globalThis.gupaiCode ??= {{}})["{src[2]}"] = '
        assert script.startswith(prefix) and script.endswith(";\n"), script[:80]
        code = json.loads(script[len(prefix) : -2])
        targets = re.findall(
            r'class="gw-py-toggle" aria-expanded="false" aria-controls="([^"]+)"', page
        )
        assert list(code) == sorted(targets) and len(set(targets)) == len(targets)
        notebook = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text(encoding="utf-8"))
        sources = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]
        shown = [text_of(code[t].split('<pre id="', 1)[1].split(">", 1)[1]) for t in targets]
        assert [s.strip() for s in shown] == [s.strip() for s in sources], name


CODE_REQUESTS = "**/assets/code/*.js"


@pytest.mark.browser
def test_the_code_loads_when_first_shown_over_http(site_url: str, browser) -> None:
    """Nothing of the code is fetched until a button shows some; then its file, once, and the
    code's copy button works."""
    problems: list[str] = []
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url) if "/assets/code/" in r.url else None)
    page = open_page(context, game_url(site_url), problems)
    page.wait_for_load_state("networkidle")
    assert fetched == [] and page.locator(".gw-py .highlight-ipynb").count() == 0
    cell = page.locator(".jp-CodeCell.gw-py").nth(1)
    cell.locator(".gw-py-toggle").click()
    code = cell.locator(".highlight-ipynb pre")
    assert code.inner_text().strip()
    assert len(fetched) == 1 and cell.locator(".gw-py-away").count() == 0
    # Every cell's code came with it; showing all fetches nothing more.
    page.locator("button.gw-py-all").click()
    assert page.locator(".gw-py .highlight-ipynb").count() == len(cells(page))
    assert all(c["code"] and c["expanded"] == "true" for c in cells(page))
    assert len(fetched) == 1
    # The copy button of the loaded code copies it.
    cell.locator("clipboard-copy").click()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.strip() == code.inner_text().strip()
    context.close()
    assert not problems, problems


# At DOMContentLoaded, before the page's own listeners: whether the code is already in place.
CODE_AT_READY = """document.addEventListener("DOMContentLoaded", () => {
  window.codeAtReady = document.querySelectorAll(".gw-py .highlight-ipynb").length;
}, {capture: true});"""


@pytest.mark.browser
def test_code_the_reader_chose_to_see_is_there_when_the_page_is_ready(site_url, browser) -> None:
    """ "Show all the Python" remembered: the next page loads its code from its <head>, so the
    code is in place before the page is ready, with no folded or blank moment."""
    problems: list[str] = []
    context = browser.new_context()
    context.add_init_script(CODE_AT_READY)
    page = open_page(context, game_url(site_url), problems)
    assert page.evaluate("window.codeAtReady") == 0, "no code before it is asked for"
    page.locator("button.gw-py-all").click()
    other = open_page(context, game_url(site_url, "jielong"), problems)
    assert other.evaluate("window.codeAtReady") == len(cells(other)) > 0
    assert all(c["code"] and c["expanded"] == "true" for c in cells(other))
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_code_loads_opened_from_disk_offline(built_site: Path, browser) -> None:
    problems: list[str] = []
    context = browser.new_context(offline=True)
    context.on("requestfailed", lambda r: problems.append(f"failed request: {r.url}"))
    page = open_page(context, (built_site / "notebooks" / f"{GAME}.html").as_uri(), problems)
    page.locator(".gw-py-toggle").first.click()
    assert page.locator(".gw-py").first.locator(".highlight-ipynb pre").inner_text().strip()
    assert cells(page)[0]["code"] and not any(c["code"] for c in cells(page)[1:])
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_choice_is_remembered_opened_from_disk(built_site: Path, browser) -> None:
    stick = built_site
    problems: list[str] = []
    context = browser.new_context()
    page = open_page(context, (stick / "notebooks" / f"{GAME}.html").as_uri(), problems)
    page.locator(".gw-py-toggle").first.click()
    page.reload(wait_until="load")
    assert cells(page)[0]["code"], "a cell opened from disk stays open"
    page.locator("button.gw-py-all").click()
    other = open_page(context, (stick / "notebooks" / "jielong.html").as_uri(), problems)
    assert all(c["code"] for c in cells(other))
    context.close()
    assert not problems, problems


# -- printing ----------------------------------------------------------------------------------

# What shows in print media: the parts of the page and of the site, each shown or not.
PRINTED = """() => {
  const shown = (el) => !!el && el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== "hidden" && getComputedStyle(el).display !== "none";
  const any = (selector) => [...document.querySelectorAll(selector)].some(shown);
  const count = (selector) => [...document.querySelectorAll(selector)].filter(shown).length;
  const rule = document.querySelector(".jupyter-wrapper .jp-MarkdownOutput p");
  return {
    title: any(".jupyter-wrapper h1"),
    rules: count(".jupyter-wrapper .jp-MarkdownOutput p"),
    drawings: count(".jupyter-wrapper .jp-OutputArea-output svg"),
    boards: count(".jupyter-wrapper .gw-board svg.gw-table"),
    site: [".md-header", ".md-tabs", ".md-sidebar", ".md-footer", ".md-search", ".md-top"]
      .filter(any),
    controls: [...document.querySelectorAll("button, select, input:not([type=hidden]), .md-search")]
      .filter(shown).map((el) => el.outerHTML.slice(0, 80)),
    python: any(".gw-py-toggle, .gw-py-bar"),
    play: any(".gw-siteplay"),
    exercises: any(".gw-exercises"),
    note: any(".gw-ex-print-note"),
    ruleColour: getComputedStyle(rule).color,
  };
}"""


def luminance(css_colour: str) -> float:
    r, g, b = (int(x) for x in re.findall(r"\d+", css_colour)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_printed_the_page_shows_its_rules_and_drawings(site_url: str, browser, scheme) -> None:
    """Ctrl+P: the rules and every drawing, black on white, and nothing of the site, no
    button, no "Show the Python", no Play, no exercises (a line says how to print those)."""
    context = browser.new_context(viewport={"width": 1280, "height": 720}, color_scheme=scheme)
    page = context.new_page()
    page.goto(game_url(site_url), wait_until="load")
    on_screen = page.evaluate(PRINTED)
    assert on_screen["python"] and on_screen["play"] and on_screen["exercises"]
    assert not on_screen["note"]
    page.emulate_media(media="print")
    printed = page.evaluate(PRINTED)
    assert printed["title"] and printed["rules"] >= 10
    assert printed["drawings"] == on_screen["drawings"] >= 5
    assert printed["boards"] >= 2
    assert printed["site"] == [], printed["site"]
    assert printed["controls"] == [], printed["controls"]
    assert not printed["python"] and not printed["play"] and not printed["exercises"]
    assert printed["note"]
    assert luminance(printed["ruleColour"]) < 0.3, printed["ruleColour"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"reading-print-{scheme}.png"))
    # The PDF holds the rules: several pages of them.
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) >= 3
    context.close()


# Per exercise control, what would print: marks of a check, a choice or a pick.
MARKS = """() => {
  const style = (el) => getComputedStyle(el);
  const options = [...document.querySelectorAll(".gw-ex-option")].map((el) => {
    const s = style(el);
    return [s.boxShadow, s.borderTopColor, s.backgroundColor].join(" | ");
  });
  const picks = [...document.querySelectorAll(".gw-exercise .gw-pick")].map((el) => {
    const s = style(el);
    return [s.filter, s.transform].join(" | ");
  });
  return {options: [...new Set(options)], picks: [...new Set(picks)]};
}"""


@pytest.mark.browser
def test_print_exercises_prints_the_worksheet_unmarked(site_url: str, browser) -> None:
    """Answers checked on screen (right and wrong marks, choices pressed, pieces picked) print
    as a blank worksheet; the button marks the document for print and the mark goes after."""
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    # JieLong: two exercises answered by clicking pieces, four by choosing.
    page = open_page(context, game_url(site_url, "jielong"), problems)
    page.locator(".gw-ex-answers").wait_for(state="attached")
    for mode in ("pieces", "choice"):
        exercise = page.locator(f'.gw-exercise[data-mode="{mode}"]').first
        exercise.scroll_into_view_if_needed()
        answer(exercise, right=False)
        # A wrong answer marks only the wrong choice; Show answer marks the right ones too.
        exercise.locator("[data-reveal]").click()
    assert page.locator(".gw-ex-ok").count() >= 1 and page.locator(".gw-ex-bad").count() >= 1
    # And, not checked, a piece picked and an answer chosen.
    for mode, control in (("pieces", ".gw-pick"), ("choice", ".gw-ex-option")):
        pending = page.locator(f'.gw-exercise[data-mode="{mode}"]:not(.gw-ex-done)').first
        pending.locator(control).first.click()
    assert page.locator(".gw-picked").count() >= 2
    assert page.locator('.gw-ex-option[aria-pressed="true"]').count() == 2
    page.evaluate("() => { window.print = () => { window.printed = (window.printed || 0) + 1; }; }")
    button = page.locator(".gw-exercises [data-print]")
    assert button.inner_text() == "Print exercises"
    button.click()
    assert page.evaluate("window.printed") == 1
    assert page.evaluate("document.documentElement.classList.contains('gw-print-worksheet')")
    page.emulate_media(media="print")
    layout = page.evaluate(PRINT_LAYOUT)
    assert layout["exercisesShown"] and layout["answersShown"]
    assert layout["answersBreak"] == "page" and layout["answerEntries"] >= 5
    assert not layout["notebookShown"] and not layout["siteShown"] and not layout["buttonsShown"]
    marks = page.evaluate(MARKS)
    assert len(marks["options"]) == 1 and marks["options"][0].startswith("none"), marks
    assert marks["picks"] == ["none | none"], marks
    assert page.locator(".gw-ex-feedback").first.is_hidden()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "reading-worksheet.png"), full_page=True)
    # After the print dialog, Ctrl+P prints the page again.
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    assert not page.evaluate("document.documentElement.classList.contains('gw-print-worksheet')")
    assert page.evaluate(PRINTED)["rules"] >= 10
    context.close()
    assert not problems, problems


# -- the Play section's words -------------------------------------------------------------------


def test_every_preview_is_called_a_preview_and_settles_nothing(built_site: Path) -> None:
    for spec in gw.list_games():
        page = (built_site / "notebooks" / f"{spec.id}.html").read_text(encoding="utf-8")
        assert "running kernel" not in page, spec.id
        static = page.split('class="gw-play gw-static"', 1)
        if len(static) == 1:
            continue
        head = static[1].split('class="gw-board"', 1)[0]
        assert '<span class="gw-preview-badge">Preview</span>' in head, spec.id
        assert "settlement" not in head and "A preview, not a game played" in head, spec.id


@pytest.mark.browser
def test_under_play_the_preview_reads_as_a_preview(site_url: str, browser) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(game_url(site_url), wait_until="load")
    preview = page.locator(".gw-play.gw-static")
    text = preview.locator(":scope > .gw-note, .gw-head").all_inner_texts()
    said = " ".join(text)
    assert "PREVIEW" in said.upper() and "before your first move" in said
    assert "settlement" not in said.lower() and "kernel" not in said
    assert "Nothing is settled yet" in said
    assert page.locator(".gw-siteplay [data-gw=siteplay]").is_visible()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gw-siteplay").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "reading-play-preview.png"))
    context.close()


@pytest.mark.browser
def test_from_disk_the_play_message_shows_commands_as_code(built_site: Path, browser) -> None:
    page = browser.new_page()
    page.goto((built_site / "notebooks" / f"{GAME}.html").as_uri(), wait_until="load")
    status = page.locator(".gw-siteplay .gw-siteplay-status")
    said = status.inner_text()
    assert "`" not in said, said
    assert status.locator("code").all_inner_texts() == ["python3 -m http.server", "make serve"]
    assert "WebAssembly" in said
    page.close()
