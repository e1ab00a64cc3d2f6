"""The exercises on the built site, in headless Chromium: on pages of every family a reader
answers wrong and is told why and to try again, asks for the hint, then the answer, then
answers right, and the page explains it, with no Python and no request to any other host;
the same from disk; printed as a worksheet, the answers start a page of their own.
Screenshots go to build/screenshots/ for a person to look at."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from html import unescape
from pathlib import Path
from urllib.parse import urlparse

import pytest

import gupai_widgets as gw
from gupai_widgets.exercises import exercises_for
from gupai_widgets.exercises.markup import exercise_html
from gupai_widgets.render.sprite import Sprite

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "build" / "screenshots"
# A game of each family, and the kinds of answer they ask for.
PAGES = ["jielong", "tianjiu", "young_hunter", "paigow", "xiangshifu"]


def open_page(browser, url: str, problems: list[str], **context):
    page = browser.new_page(**context)
    host = urlparse(url).hostname

    def on_request(request) -> None:
        parsed = urlparse(request.url)
        if parsed.scheme in ("http", "https") and parsed.hostname != host:
            problems.append(f"request to another host: {request.url}")

    page.on("request", on_request)
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(url, wait_until="networkidle")
    # On a busy machine a long page may still be parsing when the network is idle.
    page.locator(".gw-ex-answers").wait_for(state="attached")
    return page


# A piece a reader can click: its board holds it twice, in the wide layout and in the narrow
# one for a phone (render/table.py `board_svg`), and shows one of them.
PICK = ".gw-pick:visible"


def answer(exercise, right: bool) -> list[str]:
    """Answer `exercise` (a locator) right or wrong, by clicking as a reader does; the keys
    of the pieces clicked or the option chosen."""
    wanted = json.loads(exercise.get_attribute("data-answer"))
    if exercise.get_attribute("data-mode") == "pieces":
        # Its board's pieces load as the exercises near the window (docs/hooks/exercises.py).
        exercise.scroll_into_view_if_needed()
        pieces = exercise.locator(PICK)
        pieces.first.wait_for()
        names = [pieces.nth(i).get_attribute("data-piece") for i in range(pieces.count())]
        if right:
            click = list(dict.fromkeys(wanted))
        else:
            click = [next(n for n in names if n not in wanted)]
        for name in click:
            exercise.locator(f'{PICK}[data-piece="{name}"]').first.click()
    else:
        options = exercise.locator(".gw-ex-option")
        keys = [options.nth(i).get_attribute("data-option") for i in range(options.count())]
        click = [wanted[0] if right else next(k for k in keys if k not in wanted)]
        options.nth(keys.index(click[0])).click()
    exercise.locator("[data-check]").click()
    return click


def check_answering(page) -> None:
    """The first exercise of each kind on the page, answered wrong, then again right."""
    exercises = page.locator(".gw-exercise")
    assert exercises.count() >= 5
    seen: set[str] = set()
    for i in range(exercises.count()):
        exercise = exercises.nth(i)
        kind = exercise.get_attribute("data-kind")
        if kind in seen:
            continue
        seen.add(kind)
        check_exercise(page, exercise)


def check_exercise(page, exercise) -> None:
    """`exercise` answered wrong: the page says so, with what is wrong with the choice in the
    engine's words, and to try again, and does not give the answer; Hint shows the hint; Show
    answer shows the answer and the engine's explanation. Then, tried again, answered right:
    the answer and its explanation."""
    exercise.scroll_into_view_if_needed()
    feedback = exercise.locator(".gw-ex-feedback")
    assert feedback.inner_text() == "", "nothing is revealed before an answer"
    ident = exercise.get_attribute("id")
    entry = page.locator(f"#{ident}-answer")
    said = entry.locator(".gw-ex-answer").text_content()
    explanation = entry.locator(".gw-ex-why p").first.text_content()
    why_not = json.loads(exercise.get_attribute("data-why-not"))

    chosen = answer(exercise, right=False)
    assert "gw-ex-wrong" in feedback.get_attribute("class")
    text = feedback.inner_text().strip()
    assert text.startswith("Not quite.") and text.endswith("Try again."), text
    assert set(chosen) <= set(why_not), f"no reason given for the wrong choice {chosen}"
    reasons = [why_not[key] for key in chosen]
    assert all(reason in text for reason in reasons), (reasons, text)
    assert said not in text, "a wrong answer does not give the answer"
    assert exercise.locator(".gw-ex-ok").count() == 0, "nor marks the right choices"

    hint = exercise.locator("[data-hint]")
    hint.click()
    assert f"Hint: {hint.get_attribute('data-hint')}" in feedback.inner_text()
    assert said not in feedback.inner_text()

    exercise.locator("[data-reveal]").click()
    text = feedback.inner_text()
    assert said in text and explanation in text, text

    exercise.locator("[data-retry]").click()
    assert feedback.inner_text() == ""
    answer(exercise, right=True)
    assert "gw-ex-right" in feedback.get_attribute("class")
    assert feedback.inner_text().startswith("Right."), feedback.inner_text()
    assert said in feedback.inner_text() and explanation in feedback.inner_text()


@pytest.mark.browser
@pytest.mark.parametrize("game", PAGES)
def test_an_exercise_of_each_kind_is_answered_wrong_and_right(site_url: str, browser, game) -> None:
    problems: list[str] = []
    page = open_page(browser, f"{site_url}notebooks/{game}.html", problems)
    check_answering(page)
    page.close()
    assert not problems, problems


@pytest.mark.browser
@pytest.mark.parametrize(
    ("game", "kind"),
    [("tiuu", "catch"), ("tsung_shap", "catch"), ("small_mahjong", "claim"), ("hohpai", "win")],
)
def test_a_catch_a_claim_and_a_win_are_answered_wrong_and_right(
    site_url: str, browser, game: str, kind: str
) -> None:
    """Fishing pages (the lake's pieces, and the row's ends, clicked) and draw-and-discard
    pages (the hand's tiles that go with a discard; whether taking it wins), answered wrong,
    then right."""
    problems: list[str] = []
    page = open_page(browser, f"{site_url}notebooks/{game}.html", problems)
    exercise = page.locator(f'.gw-exercise[data-kind="{kind}"]').first
    check_exercise(page, exercise)
    # The right pick is ringed green (in the centre for a catch, in the hand for a claim),
    # or the right option marked.
    (wanted, *_) = json.loads(exercise.get_attribute("data-answer"))
    right = exercise.locator(f'{PICK}[data-piece="{wanted}"], [data-option="{wanted}"]')
    assert "gw-ex-ok" in right.first.get_attribute("class")
    if kind == "catch":
        SHOTS.mkdir(parents=True, exist_ok=True)
        exercise.screenshot(path=str(SHOTS / f"exercises-{game}-catch.png"))
    page.close()
    assert not problems, problems


def test_every_game_page_lists_its_exercises_in_its_contents(built_site: Path) -> None:
    for spec in gw.list_games():
        page = (built_site / "notebooks" / f"{spec.id}.html").read_text(encoding="utf-8")
        assert page.count('class="gw-exercise"') >= 5, spec.id
        assert 'href="#exercises"' in page and 'id="exercises"' in page, spec.id
        assert 'src="../javascripts/exercises.js"' in page, spec.id


@pytest.mark.browser
def test_every_game_page_has_exercises_the_page_checks(site_url: str, browser) -> None:
    problems: list[str] = []
    page = browser.new_page()
    page.on("pageerror", lambda e: problems.append(str(e)))
    for spec in gw.list_games():
        page.goto(f"{site_url}notebooks/{spec.id}.html", wait_until="load")
        page.locator(".gw-ex-answers").wait_for(state="attached")
        exercises = page.locator(".gw-exercise")
        assert exercises.count() >= 5, spec.id
        first = exercises.first
        first.scroll_into_view_if_needed()
        answer(first, right=True)
        assert first.locator(".gw-ex-feedback").inner_text().startswith("Right."), spec.id
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_exercises_work_opened_from_disk(built_site: Path, browser, tmp_path: Path) -> None:
    stick = tmp_path / "usb"
    shutil.copytree(built_site, stick)
    problems: list[str] = []
    page = browser.new_page()
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on(
        "request",
        lambda r: None if r.url.startswith("file://") else problems.append(f"request: {r.url}"),
    )
    page.goto((stick / "notebooks" / "tianjiu.html").as_uri(), wait_until="networkidle")
    page.locator(".gw-ex-answers").wait_for(state="attached")
    check_answering(page)
    page.close()
    assert not problems, problems


# The script of a page's exercise boards (docs/hooks/exercises.py), named by their sections.
BOARDS_SCRIPT = re.compile(r'<section class="gw-exercises" data-boards="([^"]+)"')


@pytest.mark.browser
def test_a_board_loads_as_the_exercises_near_opened_from_disk(
    built_site: Path, browser, tmp_path: Path
) -> None:
    """Issue 31: a game page ships its exercises' boards without their pieces, each board
    saying it is loading; the pieces come from a script of the site's own as the exercises
    near the window, not before. Opened from disk with no network, the board then answers."""
    stick = tmp_path / "usb"
    shutil.copytree(built_site, stick)
    path = stick / "notebooks" / "tiuu.html"
    html = path.read_text(encoding="utf-8")
    exercises = html[html.index('class="gw-exercises"') : html.index('class="gw-ex-answers"')]
    assert "gw-pick" not in exercises and "<use" not in exercises, "the pieces wait"
    src = BOARDS_SCRIPT.search(html)
    assert src and (path.parent / src[1]).is_file()
    problems: list[str] = []
    asked: list[str] = []
    page = browser.new_page()
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("request", lambda r: asked.append(r.url))
    page.goto(path.as_uri(), wait_until="networkidle")
    assert all(url.startswith("file://") for url in asked), asked
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    board = exercise.locator(".gw-ex-board")
    assert board.get_attribute("aria-busy") == "true"
    assert "Loading the position" in board.text_content()
    # Nothing to pick yet: an image named by its label; with its pieces, a group of controls.
    drawing = board.locator("svg.gw-table")
    assert drawing.get_attribute("role") == "img" and drawing.get_attribute("aria-label")
    assert not [url for url in asked if "/assets/boards/" in url], "loaded before it was near"
    check_exercise(page, exercise)
    assert board.get_attribute("aria-busy") is None and drawing.get_attribute("role") == "group"
    assert [url for url in asked if "/assets/boards/" in url] == [
        (path.parent / src[1]).resolve().as_uri()
    ]
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_board_that_did_not_load_says_so_and_loads_again(site_url: str, browser) -> None:
    """The boards' script refused once: each board says its position did not load, with a
    button; pressed once the script is there again, the board shows its pieces."""
    page = browser.new_page()
    page.route("**/assets/boards/*.js", lambda route: route.abort())
    page.goto(f"{site_url}notebooks/jielong.html", wait_until="networkidle")
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    exercise.scroll_into_view_if_needed()
    again = exercise.locator("button[data-load]")
    again.wait_for()
    assert "The position did not load." in exercise.locator(".gw-ex-board").text_content()
    assert exercise.locator(".gw-pick").count() == 0
    page.unroute("**/assets/boards/*.js")
    again.click()
    exercise.locator(PICK).first.wait_for()
    assert (
        again.count() == 0 and exercise.locator(".gw-ex-board").get_attribute("aria-busy") is None
    )
    page.close()


@pytest.mark.browser
def test_an_exercise_is_answered_with_the_keyboard(site_url: str, browser) -> None:
    """Pieces are focusable and Enter or Space picks them; options and Check are buttons."""
    problems: list[str] = []
    page = open_page(browser, f"{site_url}notebooks/jielong.html", problems)
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    wanted = json.loads(exercise.get_attribute("data-answer"))
    # Tabbing into the exercises loads their boards' pieces, wherever the page is scrolled.
    exercise.locator("[data-check]").focus()
    for name in dict.fromkeys(wanted):
        piece = exercise.locator(f'{PICK}[data-piece="{name}"]').first
        piece.focus()
        page.keyboard.press("Enter")
        assert piece.get_attribute("aria-pressed") == "true"
    exercise.locator("[data-check]").focus()
    page.keyboard.press("Enter")
    assert exercise.locator(".gw-ex-feedback").inner_text().startswith("Right.")
    page.close()
    assert not problems, problems


# Each piece of an exercise's board in the layout shown and in the hidden one: picked, pressed,
# and whether it can be reached (a hidden element has no box; Tab and a screen reader skip it).
COPIES = """(exercise) =>
  [...exercise.querySelectorAll(".gw-ex-board > svg > svg")].map((layout) => ({
  layout: layout.getAttribute("class"),
  shown: layout.getClientRects().length > 0,
  picks: [...layout.querySelectorAll(".gw-pick")].map((p) => ({
    piece: p.dataset.piece, picked: p.classList.contains("gw-picked"),
    pressed: p.getAttribute("aria-pressed"), boxed: p.getClientRects().length > 0})),
}))"""


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_exercise_is_answered_wrong_then_right_on_a_phone(
    site_url: str, browser, scheme: str
) -> None:
    """At 390×844 an exercise's board shows its narrow layout; a piece clicked there shows
    picked (and pressed) there, and in the hidden wide layout too, so it stays picked
    whichever layout shows; the hidden layout's pieces cannot be reached, by Tab or a screen
    reader. Then the exercise is answered wrong and right as on a projector. Shots to look
    at: build/screenshots/exercises-phone-{wrong,right}-<scheme>.png."""
    problems: list[str] = []
    page = open_page(
        browser, f"{site_url}notebooks/tianjiu.html", problems,
        viewport={"width": 390, "height": 844}, color_scheme=scheme,
    )  # fmt: skip
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    exercise.scroll_into_view_if_needed()
    piece = exercise.locator(PICK).first
    key = piece.get_attribute("data-piece")
    piece.click()
    narrow, wide = sorted(exercise.evaluate(COPIES), key=lambda c: c["layout"] != "gw-narrow")
    assert (narrow["layout"], narrow["shown"], wide["shown"]) == ("gw-narrow", True, False)
    for layout in (narrow, wide):
        first = next(p for p in layout["picks"] if p["piece"] == key)
        assert first["picked"] and first["pressed"] == "true", layout["layout"]
    assert all(p["boxed"] for p in narrow["picks"]) and not any(p["boxed"] for p in wide["picks"])
    piece.click()  # taken back, in both
    assert not any(p["picked"] for c in exercise.evaluate(COPIES) for p in c["picks"])
    SHOTS.mkdir(parents=True, exist_ok=True)
    feedback = exercise.locator(".gw-ex-feedback")
    answer(exercise, right=False)
    assert feedback.inner_text().startswith("Not quite.")
    exercise.screenshot(path=str(SHOTS / f"exercises-phone-wrong-{scheme}.png"))
    exercise.locator("[data-retry]").click()
    answer(exercise, right=True)
    assert feedback.inner_text().startswith("Right.")
    right = json.loads(exercise.get_attribute("data-answer"))
    ringed = exercise.locator(f"{PICK}.gw-ex-ok")
    assert {ringed.nth(i).get_attribute("data-piece") for i in range(ringed.count())} == set(right)
    exercise.screenshot(path=str(SHOTS / f"exercises-phone-right-{scheme}.png"))
    page.close()
    assert not problems, problems


# Where each part of the printed page lies, in print media.
PRINT_LAYOUT = """() => {
  const shown = (el) =>
    el && getComputedStyle(el).display !== "none" && el.getClientRects().length > 0;
  const answers = document.querySelector(".gw-ex-answers");
  const exercises = [...document.querySelectorAll(".gw-exercise")];
  const article = document.querySelector(".md-content__inner");
  return {
    answersShown: shown(answers),
    answersBreak: getComputedStyle(answers).breakBefore,
    answersTop: answers.getBoundingClientRect().top,
    lastExerciseBottom: exercises.at(-1).getBoundingClientRect().bottom,
    exercisesShown: exercises.every(shown),
    buttonsShown: [...document.querySelectorAll("[data-check], [data-print]")].some(shown),
    siteShown: [...document.querySelectorAll(".md-header, .md-sidebar, .md-footer")].some(shown),
    notebookShown: [...article.children].filter((c) => !c.matches(".gw-exercises")).some(shown),
    answerEntries: answers.querySelectorAll("li").length,
  };
}"""


@pytest.mark.browser
def test_printed_the_answers_start_a_page_of_their_own(site_url: str, browser) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(f"{site_url}notebooks/paigow.html", wait_until="networkidle")
    page.locator(".gw-ex-answers").wait_for(state="attached")
    on_screen = page.evaluate(PRINT_LAYOUT)
    assert not on_screen["answersShown"] and on_screen["buttonsShown"]
    # "Print exercises" marks the page as a worksheet, then opens the browser's print dialog
    # (stubbed here); Ctrl+P without it prints the page's rules (tests/test_site_reading.py).
    page.evaluate("() => { window.print = () => {}; }")
    page.locator(".gw-exercises [data-print]").click()
    page.emulate_media(media="print")
    layout = page.evaluate(PRINT_LAYOUT)
    assert layout["answersShown"] and layout["answersBreak"] == "page"
    assert layout["answersTop"] >= layout["lastExerciseBottom"]
    assert layout["exercisesShown"] and layout["answerEntries"] >= 5
    assert not layout["buttonsShown"] and not layout["siteShown"] and not layout["notebookShown"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "exercises-print.png"), full_page=True)
    # The PDF a teacher gets: the worksheet, then the answers on their own page(s).
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) >= 2
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize(
    ("width", "height", "scheme"),
    [(1280, 720, "light"), (1280, 720, "dark"), (390, 844, "light"), (390, 844, "dark")],
)
def test_exercises_screenshots(site_url: str, browser, width, height, scheme) -> None:
    """Screenshots to look at (build/screenshots/exercises-*.png): an exercise answered, on
    a projector and a phone, light and dark. On a phone the board shows its narrow layout,
    no wider than the screen, the hand to click under the table."""
    page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
    page.goto(f"{site_url}notebooks/tianjiu.html", wait_until="networkidle")
    page.locator(".gw-ex-answers").wait_for(state="attached")
    exercise = page.locator('.gw-exercise[data-mode="pieces"]').first
    answer(exercise, right=False)
    exercise.scroll_into_view_if_needed()
    board = exercise.locator(".gw-ex-board > svg")
    shown = exercise.locator(".gw-ex-board > svg > svg:visible")
    assert shown.count() == 1
    assert shown.get_attribute("class") == ("gw-narrow" if width < 500 else "gw-wide")
    box = board.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= width, "the board fits the screen"
    for piece in exercise.locator(PICK).all():
        hand = piece.bounding_box()
        assert box["x"] <= hand["x"] and hand["x"] + hand["width"] <= box["x"] + box["width"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    exercise.screenshot(path=str(SHOTS / f"exercises-{width}-{scheme}.png"))
    page.close()


def test_the_hint_and_the_reasons_are_escaped_in_the_markup() -> None:
    """What a wrong answer and the hint say reaches the page as data, escaped: text with
    markup in it comes back as the same text, never as markup."""
    exercise = exercises_for("jielong", 1)[0]
    wrong = next(
        key
        for key in exercise.picks or [o.key for o in exercise.options]
        if key not in exercise.answer
    )
    said = "<img src=x onerror=\"alert(1)\"> & 'quoted'"
    exercise = replace(exercise, hint=said, why_not=((wrong, said),))
    html = exercise_html(exercise, 1, Sprite())
    assert "<img" not in html
    hint = re.search(r'data-hint="([^"]*)"', html)
    why_not = re.search(r'data-why-not="([^"]*)"', html)
    assert hint and unescape(hint.group(1)) == said
    assert why_not and json.loads(unescape(why_not.group(1))) == {wrong: said}
