"""A long replay on the site, whose later frames load when they are needed
(docs/hooks/replay_frames.py, widgets/static/stepper.js): served over http and opened from
disk with the network off, it steps to its last frame, and that frame is the one the
notebook's own replay, every frame inline, shows there."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_site_a11y import PAGE_CHECKS

from gupai_widgets.widgets.replay_viewer import STATIC

ROOT = Path(__file__).resolve().parent.parent
# The longest replays of the site.
PAGES = ["shiwuhu", "tiuu"]
BUSY = "r => r.querySelector('.gw-board').hasAttribute('aria-busy')"
# What a replay shows: the step, its caption, the board's label, and every mark drawn in
# each layout (tag, attributes but `display`, text), whatever order the attributes came in.
SHOWN = """r => {
  const canon = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent.trim();
    const attrs = [...node.attributes].filter((a) => a.name !== "display");
    return `<${node.localName} ${attrs.map((a) => `${a.name}=${a.value}`).sort().join(" ")}>`
      + [...node.childNodes].map(canon).join("");
  };
  // Shown in its layout, whichever layout the page's width shows.
  const shown = (el) => el.getAttribute("display") !== "none"
    && el.parentElement.getAttribute("display") !== "none";
  const marks = (layout) => [...r.querySelectorAll(`svg.${layout} > svg[data-step] > *`)]
    .filter(shown).map(canon);
  return {
    step: r.dataset.step,
    caption: [...r.querySelectorAll(".gw-captions li")].filter((li) => !li.hidden)
      .map((li) => li.textContent),
    label: r.querySelector(".gw-board svg").getAttribute("aria-label"),
    wide: marks("gw-wide"),
    narrow: marks("gw-narrow"),
  };
}"""


def longest(page) -> int:
    """The index of the replay with the most steps on the page."""
    steps = page.locator(".gw-replay").evaluate_all("rs => rs.map((r) => Number(r.dataset.steps))")
    return max(range(len(steps)), key=steps.__getitem__)


def notebook_replay(name: str, digest: str) -> str:
    """The replay `digest` as the notebook holds it: every frame inline."""
    notebook = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text("utf-8"))
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            markup = "".join(output.get("data", {}).get("text/html", ""))
            if f'data-replay="{digest}"' in markup:
                return markup
    raise AssertionError(f"no replay {digest} in notebooks/{name}.ipynb")


def at_the_end(page, replay) -> dict:
    """Step `replay` to its last frame from the keyboard; what it shows once drawn."""
    replay.focus()
    page.keyboard.press("End")
    page.wait_for_function(f"r => !({BUSY})(r)", arg=replay.element_handle())
    return replay.evaluate(SHOWN)


def inline_end(browser, name: str, digest: str) -> dict:
    """What the notebook's own replay shows at its last frame, in a page of its own."""
    page = browser.new_page()
    stepper = (STATIC / "stepper.js").read_text("utf-8")
    page.set_content(f"{notebook_replay(name, digest)}<script>{stepper}</script>")
    replay = page.locator(f'.gw-replay[data-replay="{digest}"]')
    shown = at_the_end(page, replay)
    page.close()
    return shown


@pytest.mark.browser
@pytest.mark.parametrize("name", PAGES)
def test_a_long_replay_loads_its_frames_over_http(site_url: str, browser, name: str) -> None:
    problems: list[str] = []
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    # The frames are held back until the reader has stepped: the board keeps its first
    # frame, dimmed and busy, and the counter says it is loading.
    held: list = []
    page.route("**/assets/replays/*.js", lambda route: held.append(route))
    page.goto(f"{site_url}notebooks/{name}.html", wait_until="load")
    replay = page.locator(".gw-replay").nth(longest(page))
    assert replay.get_attribute("data-frames"), "a long replay names the file of its frames"
    first = replay.evaluate(SHOWN)
    replay.focus()
    page.keyboard.press("End")
    page.wait_for_function(BUSY, arg=replay.element_handle())
    assert replay.evaluate(SHOWN) == {**first, "step": replay.get_attribute("data-steps")}
    assert "loading" in replay.locator('[data-gw="count"]').inner_text()
    while not held:
        page.wait_for_timeout(20)
    held[0].continue_()

    shown = at_the_end(page, replay)
    assert shown == inline_end(browser, name, replay.get_attribute("data-replay"))
    assert shown["caption"] and shown["wide"] and shown["narrow"]
    assert page.evaluate(PAGE_CHECKS) == []  # every <use> of the new frames finds its piece
    # Back to the start and through the view menu: the frames stay.
    page.keyboard.press("Home")
    assert replay.evaluate(SHOWN) == first
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_long_replay_steps_opened_from_disk_offline(built_site: Path, browser) -> None:
    context = browser.new_context(offline=True, viewport={"width": 390, "height": 844})
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("requestfailed", lambda r: problems.append(f"failed request: {r.url}"))
    page.goto((built_site / "notebooks" / f"{PAGES[0]}.html").as_uri(), wait_until="load")
    replay = page.locator(".gw-replay").nth(longest(page))
    src = replay.get_attribute("data-frames")
    assert re.fullmatch(r"\.\./assets/replays/[0-9a-f]{16}\.js", src), src
    shown = at_the_end(page, replay)
    assert shown == inline_end(browser, PAGES[0], replay.get_attribute("data-replay"))
    assert page.evaluate(PAGE_CHECKS) == []
    context.close()
    assert not problems, problems


def test_replays_keep_only_their_first_frame_inline(built_site: Path) -> None:
    """The page keeps the frames of each replay up to the one it shows, in both layouts;
    the file named by its `data-frames` holds the others."""
    page = (built_site / "notebooks" / f"{PAGES[0]}.html").read_text("utf-8")
    replays = re.split(r'(?=<div [^>]*class="gw-replay")', page)[1:]
    assert replays
    for replay in replays:
        shown = int(re.search(r'data-step="(\d+)"', replay)[1])
        layers = [int(step) for step in re.findall(r'<svg data-step="(\d+)"', replay)]
        assert sorted(layers) == sorted(2 * list(range(shown + 1))), replay[:200]
        if src := re.search(r'data-frames="\.\./(assets/replays/[0-9a-f]+\.js)"', replay):
            script = (built_site / src[1]).read_text("utf-8")
            assert f'<svg data-step=\\"{shown + 1}\\"' in script, src[1]
