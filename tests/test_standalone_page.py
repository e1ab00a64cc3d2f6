"""The standalone replay page from `gupai replay`, driven in headless Chromium from disk:
it steps with the buttons, the slider, the keys, autoplay and the seat switch, asks for
nothing over the network, and logs no error. Screenshots land in build/screenshots/."""

from __future__ import annotations

from pathlib import Path

import pytest

import gupai_widgets as gw
from gupai_widgets.cli import main

SHOTS = Path(__file__).resolve().parent.parent / "build" / "screenshots"

# The tile placements the reader can see: every <use> of a tile drawing that is rendered.
VISIBLE_TILES = """() => [...document.querySelectorAll(".gw-board use")]
  .filter((u) => (u.getAttribute("href") || "").startsWith("#gw-t-") && !u.closest("defs")
    && u.checkVisibility())
  .map((u) => `${u.getAttribute("href")}@${u.getAttribute("x")},${u.getAttribute("y")}`)
  .sort()"""


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("standalone") / "game.html"
    assert main(["replay", "jielong", "--seed", "3", "-o", str(path), "--views", "open,1"]) == 0
    return path


@pytest.fixture(scope="module")
def replay() -> gw.Replay:
    return gw.play("jielong", seed=3)


def open_page(
    browser, page_file: Path, problems: list[str], scheme: str = "light", before: str = ""
):
    page = browser.new_page(viewport={"width": 1000, "height": 900}, color_scheme=scheme)
    if before:
        page.add_init_script(before)
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in (
        "error", "warning") else None)  # fmt: skip
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on(
        "request",
        lambda r: None if r.url.startswith("file://") else problems.append(f"request: {r.url}"),
    )
    page.goto(page_file.as_uri())
    page.wait_for_selector(".gw-replay.gw-live")
    return page


def caption(page) -> str:
    return page.locator(".gw-captions li:visible").inner_text().strip()


def step(page) -> int:
    return int(page.locator(".gw-replay").get_attribute("data-step"))


@pytest.mark.browser
def test_the_page_steps_through_the_game(browser, page_file: Path, replay) -> None:
    problems: list[str] = []
    page = open_page(browser, page_file, problems)
    assert caption(page).startswith("The deal:")
    assert page.locator('[data-gw="count"]').inner_text() == "0 / 29"
    dealt = page.evaluate(VISIBLE_TILES)
    assert len(dealt) == 32 and not any("back" in t for t in dealt)

    page.click('[data-gw="next"]')
    assert caption(page) == replay.captions[0]
    first = page.evaluate(VISIBLE_TILES)
    assert first != dealt and any("-h" in t for t in first), "the lead lies in the dragon"

    page.locator('[data-gw="slider"]').fill("14")
    assert step(page) == 14 and caption(page) == replay.captions[13]
    middle = page.evaluate(VISIBLE_TILES)
    assert len([t for t in middle if "-h" in t]) > len([t for t in first if "-h" in t])

    page.click('[data-gw="last"]')
    assert caption(page) == replay.captions[-1]
    assert page.evaluate(VISIBLE_TILES) != middle
    assert page.locator('[data-gw="next"]').is_disabled()
    assert page.locator('[data-gw="last"]').is_disabled()
    page.locator(".gw-board").click()
    page.keyboard.press("ArrowLeft")
    assert step(page) == 28 and caption(page) == replay.captions[27]
    page.keyboard.press("Home")
    assert step(page) == 0 and page.evaluate(VISIBLE_TILES) == dealt
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_seat_switch_hides_the_other_hands(browser, page_file: Path) -> None:
    problems: list[str] = []
    page = open_page(browser, page_file, problems)
    page.locator('[data-gw="slider"]').fill("10")
    open_view = page.evaluate(VISIBLE_TILES)
    page.select_option('[data-gw="view"]', "0")
    as_p1 = page.evaluate(VISIBLE_TILES)
    backs = [t for t in as_p1 if "back" in t]
    assert backs and not any("back" in t for t in open_view)
    assert step(page) == 10
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_autoplay_steps_by_itself(browser, page_file: Path) -> None:
    problems: list[str] = []
    page = open_page(browser, page_file, problems)
    page.select_option('[data-gw="speed"]', "600")
    page.click('[data-gw="play"]')
    page.wait_for_function('Number(document.querySelector(".gw-replay").dataset.step) >= 2')
    page.click('[data-gw="play"]')
    stopped = step(page)
    page.wait_for_timeout(800)
    assert step(page) == stopped
    page.close()
    assert not problems, problems


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_the_first_middle_and_last_frame(browser, page_file: Path, scheme) -> None:
    problems: list[str] = []
    page = open_page(browser, page_file, problems, scheme)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, position in (("first", "0"), ("middle", "14"), ("last", "29")):
        page.locator('[data-gw="slider"]').fill(position)
        page.screenshot(path=str(SHOTS / f"replay-{name}-{scheme}.png"), full_page=True)
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_full_screen_covers_the_window_where_the_browser_cannot(browser, page_file: Path) -> None:
    """A browser without the Fullscreen API (an iPhone's): the button makes the replay cover
    the window instead, the board as large as fits, and Escape or the button leaves."""
    problems: list[str] = []
    no_api = "Object.defineProperty(Document.prototype, 'fullscreenEnabled', {get: () => false})"
    page = open_page(browser, page_file, problems, before=no_api)
    board = page.locator(".gw-board svg.gw-table")
    before = board.bounding_box()
    page.click('[data-gw="full"]')
    replay = page.locator(".gw-replay.gw-full")
    assert replay.get_attribute("data-full") == "window"
    assert page.evaluate("document.fullscreenElement") is None
    assert replay.bounding_box() == {"x": 0, "y": 0, "width": 1000, "height": 900}
    assert board.bounding_box()["height"] > before["height"]
    page.keyboard.press("ArrowRight")
    assert step(page) == 1
    page.keyboard.press("Escape")
    assert page.locator(".gw-full").count() == 0
    page.click('[data-gw="full"]')
    page.click('[data-gw="full"]')
    assert page.locator(".gw-full").count() == 0
    assert page.locator('[data-gw="full"]').get_attribute("aria-pressed") == "false"
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_native_name_shows_in_its_script_from_the_page_alone(
    browser, page_file: Path, drawn_with
) -> None:
    """The page carries the CJK font inline (nothing fetched), and draws 接龍 with it."""
    html = page_file.read_text(encoding="utf-8")
    assert html.count("@font-face") == 1 and 'src:url("data:font/woff2;base64,' in html
    problems: list[str] = []
    page = open_page(browser, page_file, problems)
    page.evaluate("document.fonts.ready.then(() => true)")
    # Before asking DevTools, which itself logs a complaint about reading a file:// page.
    assert not problems, problems
    fonts = drawn_with(page, "h1")
    page.close()
    assert [(family, n) for family, web, n in fonts if web] == [("Noto Sans CJK TC", 2)], fonts


def test_a_page_without_cjk_text_carries_no_font(replay) -> None:
    from gupai_widgets.render.page import standalone_page

    assert "@font-face" not in standalone_page(replay, title="A game of dominoes")
    assert "@font-face" in standalone_page(replay)
