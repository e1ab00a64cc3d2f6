"""The lesson pages of the built site (docs/hooks/lessons.py), in headless Chromium: every game
has one, linked from its page, the home page and the nav; a reader takes a path to its end by
clicking, one step at a time; a wrong answer is told why, then the hint, then answered right;
the browser keeps which steps are done across a reload, from http and from disk, and
"Start again" clears them; where the browser refuses storage the lesson still works for the
visit. axe-core finds nothing on a lesson page with its feedback showing, light and dark.
After the lesson, the game's puzzles by level (or why it has none); a puzzle answered wrong
is told the move's average, then right it shows the search bot's numbers."""

from __future__ import annotations

import json
import re
import shutil
from html import escape
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from test_site_a11y import dark, tab_to, violations
from test_site_exercises import PICK, SHOTS, answer, open_page

import gupai_widgets as gw
from gupai_widgets.exercises.lessons import lesson_for
from gupai_widgets.exercises.puzzles import LEVELS, puzzles_for

ROOT = Path(__file__).resolve().parent.parent
GAMES = [spec for spec in gw.list_games() if (ROOT / "notebooks" / f"{spec.id}.ipynb").exists()]
SHOWN = ".gw-lesson-step:not([hidden])"


def lesson_url(base: str, game: str) -> str:
    return f"{base}learn/{game}.html"


def test_every_game_has_a_lesson_page_linked_from_its_page(built_site: Path) -> None:
    """Its steps (those `lesson_for` makes, in order), under the page budget; its last step
    leads to the game's Play block; the game's page links to it under its title, and the
    lessons' index, which the home page and the nav lead to, lists it."""
    home = (built_site / "index.html").read_text(encoding="utf-8")
    index = (built_site / "learn" / "index.html").read_text(encoding="utf-8")
    for spec in GAMES:
        path = built_site / "learn" / f"{spec.id}.html"
        page = path.read_text(encoding="utf-8")
        lesson = lesson_for(spec.id)
        ideas = re.findall(r'<h2 class="gw-lesson-idea"[^>]*>Step \d+ of \d+: ([^<]*)</h2>', page)
        assert len(ideas) == len(lesson.steps) and 6 <= len(ideas) <= 12, spec.id
        assert ideas == [escape(step.idea) for step in lesson.steps], spec.id
        assert f'href="../notebooks/{spec.id}.html#play"' in page, spec.id
        game = (built_site / "notebooks" / f"{spec.id}.html").read_text(encoding="utf-8")
        title = game.index("</h1>")
        link = f'<p class="gw-learn-link"><a href="../learn/{spec.id}.html">'
        assert game.index(link) > title, spec.id
        assert game.count('id="play"') == 1 and 'class="gw-siteplay" id="play"' in game, spec.id
        assert f'href="{spec.id}.html"' in index, spec.id
    # The home page's paragraph and the nav lead to the lessons' index.
    assert home.count('href="learn/index.html"') >= 2


def take_step(page, right: bool = True) -> None:
    """The open step's exercise answered by clicking, as a reader does."""
    answer(page.locator(f"{SHOWN} .gw-exercise"), right=right)


def done_marks(page) -> list[bool]:
    links = page.locator(".gw-lesson-contents [data-goto]")
    return [
        "gw-lesson-done" in (links.nth(i).get_attribute("class") or "")
        for i in range(links.count())
    ]


# The step whose heading has the focus (None if the focus is elsewhere).
HEADING_FOCUSED = """() => document.activeElement?.matches(".gw-lesson-idea")
  ? document.activeElement.closest(".gw-lesson-step").dataset.step : null"""


def heading_focused(page) -> str | None:
    return page.evaluate(HEADING_FOCUSED)


def complete_path(page, game: str) -> None:
    """Every step answered right, then Next, to the last step's link to Play."""
    steps = page.locator(".gw-lesson-step")
    count = steps.count()
    status = page.locator(".gw-lesson-progress")
    assert status.inner_text() == f"0 of {count} steps done."
    for n in range(1, count + 1):
        shown = page.locator(SHOWN)
        assert shown.count() == 1 and shown.get_attribute("data-step") == str(n)
        link = page.locator(f'.gw-lesson-contents [data-goto="{n}"]')
        assert link.get_attribute("aria-current") == "step"
        take_step(page)
        assert shown.locator(".gw-ex-feedback").inner_text().startswith("Right.")
        assert status.inner_text() == f"{n} of {count} steps done."
        assert done_marks(page) == [i < n for i in range(count)]
        onward = shown.locator(".gw-lesson-next")
        if n < count:
            onward.click()
            assert heading_focused(page) == str(n + 1)
        else:
            assert onward.get_attribute("href") == f"../notebooks/{game}.html#play"


@pytest.mark.browser
@pytest.mark.parametrize("game", ["tianjiu", "tiuu", "small_mahjong", "paigow"])
def test_a_lesson_path_is_completed_by_clicks(site_url: str, browser, game: str) -> None:
    """A trick game, a fishing game, a draw-and-discard game and a banker game, each taken
    from its first step to its last; the last step's link opens the game's Play block."""
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = open_page(context, lesson_url(site_url, game), problems)
    complete_path(page, game)
    page.locator(f"{SHOWN} .gw-lesson-next").click()
    page.wait_for_url(re.compile(rf"notebooks/{game}\.html#play$"))
    assert page.locator("#play").is_visible()
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_wrong_answer_then_a_hint_then_the_right_one(site_url: str, browser) -> None:
    """The step's exercise answered wrong: "Not quite", the engine's reason for the choice,
    "Try again", no answer and the step not done; the hint on request; then, the choice
    changed, answered right: the step is done."""
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = open_page(context, lesson_url(site_url, "jielong"), problems)
    exercise = page.locator(f"{SHOWN} .gw-exercise")
    feedback = exercise.locator(".gw-ex-feedback")
    why_not = json.loads(exercise.get_attribute("data-why-not"))
    said = page.locator(f"#{exercise.get_attribute('id')}-answer .gw-ex-answer").text_content()
    chosen = answer(exercise, right=False)
    text = feedback.inner_text().strip()
    assert text.startswith("Not quite.") and text.endswith("Try again."), text
    assert set(chosen) <= set(why_not) and all(why_not[key] in text for key in chosen), text
    assert said not in text
    assert done_marks(page)[0] is False
    hint = exercise.locator("[data-hint]")
    hint.click()
    assert f"Hint: {hint.get_attribute('data-hint')}" in feedback.inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(SHOWN).screenshot(path=str(SHOTS / "lesson-wrong-why-hint.png"))
    # The wrong pick taken back (picked again, it is unpicked), then the right ones.
    if exercise.get_attribute("data-mode") == "pieces":
        for key in chosen:
            exercise.locator(f'{PICK}[data-piece="{key}"]').first.click()
    answer(exercise, right=True)
    assert feedback.inner_text().startswith("Right.") and said in feedback.inner_text()
    assert done_marks(page)[0] is True
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_step_is_taken_with_the_keyboard_alone(site_url: str, browser) -> None:
    """From the first step's heading (the pieces, clicked), only keys: Tab to each right
    piece and press Enter, Tab to Check and Enter; Tab to Next and Enter: the next step
    shows, its heading focused, so a screen reader starts reading it there."""
    problems: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = open_page(context, lesson_url(site_url, "tianjiu"), problems)
    exercise = page.locator(f"{SHOWN} .gw-exercise")
    wanted = json.loads(exercise.get_attribute("data-answer"))
    assert exercise.get_attribute("data-mode") == "pieces"
    page.locator(f"{SHOWN} .gw-lesson-idea").focus()
    for name in dict.fromkeys(wanted):
        tab_to(page, lambda f, name=name: f["piece"] == name, limit=60)
        page.keyboard.press("Enter")
    tab_to(page, lambda f: "gw-ex-check" in f["classes"], limit=60)
    page.keyboard.press("Enter")
    assert exercise.locator(".gw-ex-feedback").inner_text().startswith("Right.")
    assert done_marks(page)[0] is True
    tab_to(page, lambda f: "gw-lesson-next" in f["classes"], limit=20)
    page.keyboard.press("Enter")
    assert page.locator(SHOWN).get_attribute("data-step") == "2"
    assert heading_focused(page) == "2"
    context.close()
    assert not problems, problems


def check_progress_kept(context, url: str, problems: list[str]) -> None:
    """Two steps done, the third open; reloaded, the same; "Start again" clears it, and a
    reload shows it cleared."""
    page = open_page(context, url, problems)
    count = page.locator(".gw-lesson-step").count()
    for _ in range(2):
        take_step(page)
        page.locator(f"{SHOWN} .gw-lesson-next").click()
    page.reload(wait_until="load")
    assert done_marks(page) == [i < 2 for i in range(count)]
    assert page.locator(SHOWN).get_attribute("data-step") == "3"
    assert page.locator(".gw-lesson-progress").inner_text() == f"2 of {count} steps done."
    restart = page.locator("[data-restart]")
    restart.click()
    assert done_marks(page) == [False] * count
    assert page.locator(SHOWN).get_attribute("data-step") == "1"
    assert not restart.is_visible()
    page.reload(wait_until="load")
    assert done_marks(page) == [False] * count
    assert page.locator(".gw-lesson-progress").inner_text() == f"0 of {count} steps done."
    page.close()


@pytest.mark.browser
def test_progress_is_kept_across_a_reload(site_url: str, browser) -> None:
    problems: list[str] = []
    context = browser.new_context()
    check_progress_kept(context, lesson_url(site_url, "tianjiu"), problems)
    # Another game's lesson keeps its own.
    page = open_page(context, lesson_url(site_url, "paigow"), problems)
    assert not any(done_marks(page))
    context.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_lesson_works_from_disk_with_no_network(
    built_site: Path, browser, tmp_path: Path
) -> None:
    """A copy of the site opened from disk, every request outside it refused: a path
    completed by clicks, and progress kept across a reload."""
    stick = tmp_path / "usb"
    shutil.copytree(built_site, stick)
    problems: list[str] = []
    context = browser.new_context(offline=True)
    context.on(
        "request",
        lambda r: None if r.url.startswith("file://") else problems.append(f"request: {r.url}"),
    )
    url = (stick / "learn" / "hohpai.html").as_uri()
    check_progress_kept(context, url, problems)
    page = open_page(context, url, problems)
    complete_path(page, "hohpai")
    context.close()
    assert not problems, problems


# Storage refused, two ways browsers do it: reading `localStorage` throws (a policy, blocked
# site data), or writing to it does (a full quota, some private modes).
REFUSALS = {
    "read": """Object.defineProperty(window, "localStorage", {
      get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
    });""",
    "write": """Storage.prototype.setItem = function () {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };""",
}


@pytest.mark.browser
@pytest.mark.parametrize("refusal", REFUSALS)
def test_a_lesson_works_where_storage_is_refused(site_url: str, browser, refusal: str) -> None:
    """Progress then lives as long as the page: steps are marked done, and a reload starts
    afresh, with no error from the site's scripts (Material's own script stops on the first
    way, which is none of this project's)."""
    errors: list[str] = []
    context = browser.new_context()
    context.add_init_script(REFUSALS[refusal])
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(e.stack or str(e)))
    page.goto(lesson_url(site_url, "kupai"), wait_until="load")
    take_step(page)
    assert done_marks(page)[0] is True
    page.locator(f"{SHOWN} .gw-lesson-next").click()
    assert page.locator(SHOWN).get_attribute("data-step") == "2"
    page.reload(wait_until="load")
    assert not any(done_marks(page))
    assert page.locator(SHOWN).get_attribute("data-step") == "1"
    context.close()
    assert not [e for e in errors if "javascripts/" in e], errors


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_lesson_step_with_its_feedback_meets_wcag_aa(site_url: str, browser, scheme) -> None:
    """axe-core on a lesson page with a wrong answer's reasons and the hint showing, and a
    step done in the list."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = open_page(context, lesson_url(site_url, "tiuu"), [])
    take_step(page)
    page.locator(f"{SHOWN} .gw-lesson-next").click()
    exercise = page.locator(f"{SHOWN} .gw-exercise")
    answer(exercise, right=False)
    exercise.locator("[data-hint]").click()
    if scheme == "dark":
        dark(page)
    found = violations(Axe(), page)
    context.close()
    assert not found, "axe-core finds:\n" + "\n".join(found)


@pytest.mark.browser
@pytest.mark.parametrize(
    ("width", "height", "scheme"),
    [(1280, 720, "light"), (1280, 720, "dark"), (390, 844, "light"), (390, 844, "dark")],
)
def test_lesson_screenshots(site_url: str, browser, width, height, scheme) -> None:
    """Screenshots to look at (build/screenshots/lesson-*.png): the list of steps with two
    done, and the step open, on a projector and a phone, light and dark."""
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    page = open_page(context, lesson_url(site_url, "tianjiu"), [])
    for _ in range(2):
        take_step(page)
        page.locator(f"{SHOWN} .gw-lesson-next").click()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gw-lesson-path").screenshot(
        path=str(SHOTS / f"lesson-steps-{width}-{scheme}.png")
    )
    page.locator(SHOWN).screenshot(path=str(SHOTS / f"lesson-step-{width}-{scheme}.png"))
    context.close()


def test_every_lesson_page_has_its_puzzles_by_level_or_says_why(built_site: Path) -> None:
    """The recorded puzzles (`puzzles_for`), each level's under its heading, their answers
    for print; a game without puzzles says why."""
    for spec in GAMES:
        page = (built_site / "learn" / f"{spec.id}.html").read_text(encoding="utf-8")
        found = puzzles_for(spec.id)
        section = page[page.index('<section class="gw-puzzles"') :]
        if not found.puzzles:
            assert escape(found.why) in section, spec.id
            continue
        assert escape(found.levels) in section, spec.id
        for level in LEVELS:
            at = found.at(level)
            assert (f'id="puzzles-{level}"' in section) == bool(at), (spec.id, level)
            heading = section.find(f'id="puzzles-{level}"')
            listed = section[heading : section.index("</ol>", heading)] if at else ""
            assert [f'id="ex-{p.exercise.id}"' in listed for p in at] == [True] * len(at)
        for puzzle in found.puzzles:
            assert f'id="ex-{puzzle.exercise.id}-answer"' in section, spec.id


@pytest.mark.browser
@pytest.mark.parametrize(
    ("width", "height", "scheme"),
    [(1280, 720, "light"), (1280, 720, "dark"), (390, 844, "light"), (390, 844, "dark")],
)
def test_a_puzzle_answered_wrong_then_right(site_url: str, browser, width, height, scheme) -> None:
    """The first puzzle: a wrong move is told its average and "Try again", with no answer;
    the hint says what to compare; the right move shows the search bot's numbers. Shot to
    look at: build/screenshots/puzzle-<width>-<scheme>.png."""
    found = puzzles_for("tianjiu")
    puzzle = found.puzzles[0]
    problems: list[str] = []
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    page = open_page(context, lesson_url(site_url, "tianjiu"), problems)
    exercise = page.locator(f"#ex-{puzzle.exercise.id}")
    feedback = exercise.locator(".gw-ex-feedback")
    chosen = answer(exercise, right=False)
    text = feedback.inner_text().strip()
    why_not = dict(puzzle.exercise.why_not)
    assert text.startswith("Not quite.") and text.endswith("Try again."), text
    assert all(why_not[key] in text for key in chosen), text
    assert puzzle.exercise.explanation[0] not in text
    exercise.locator("[data-hint]").click()
    assert f"Hint: {puzzle.exercise.hint}" in feedback.inner_text()
    if exercise.get_attribute("data-mode") == "pieces":
        for key in chosen:
            exercise.locator(f'{PICK}[data-piece="{key}"]').first.click()
    answer(exercise, right=True)
    text = feedback.inner_text()
    assert text.startswith("Right.") and all(s in text for s in puzzle.exercise.explanation)
    SHOTS.mkdir(parents=True, exist_ok=True)
    exercise.screenshot(path=str(SHOTS / f"puzzle-{width}-{scheme}.png"))
    context.close()
    assert not problems, problems
