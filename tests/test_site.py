"""The encyclopedia site: it builds with `mkdocs build --strict`, asks nothing of any other
host, and its pages are self-contained (DESIGN.md §4); tests/test_site_a11y.py loads every
page in headless Chromium."""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path
from xml.etree import ElementTree

import pytest
from fontTools.ttLib import TTFont
from playwright.sync_api import expect

import gupai_widgets as gw
from gupai_widgets.render import cjk_font
from gupai_widgets.widgets.replay_viewer import STATIC

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
TILES_PAGE = "notebooks/tiles.html"
# The weight target for a notebook page, beside the shared and cached CSS and JS:
# it fails if the ~600 KB of JupyterLab CSS comes back inline, if drawings stop sharing
# their piece definitions, or if a page simply grows past what a classroom link should load.
PAGE_BUDGET = 100_000
# Issue 31: no page of the site weighs more than this, raw; a game page's long replays keep
# their later frames in files of their own (docs/hooks/replay_frames.py), its plots and
# pictures too (docs/hooks/site_weight.py), its Python (docs/hooks/code_fold.py), and its
# exercises' pieces (docs/hooks/exercises.py).
SITE_PAGE_BUDGET = 250_000
# A resource the browser would fetch from elsewhere: <script src>, <link href>, <img src>...
EXTERNAL_RESOURCE = re.compile(
    r"<(?:script|link|img|source|iframe|audio|video)\b[^>]*?\b(?:src|href)=[\"']?(?:https?:)?//",
    re.IGNORECASE,
)


def site_pages(site: Path) -> list[str]:
    """Every page of the site (the offline plugin names each page's own .html file), but the
    404 page, which a server shows for a missing path and which links from the site root."""
    return sorted(
        p.relative_to(site).as_posix() for p in site.rglob("*.html") if p.name != "404.html"
    )


def test_site_builds_strict(built_site: Path) -> None:
    pages = site_pages(built_site)
    assert "index.html" in pages
    assert TILES_PAGE in pages
    assert "WARNING" not in (built_site / ".build-log").read_text(encoding="utf-8")


# Relative links and resources in a built page (not URLs with a scheme, anchors or data).
LOCAL_REFERENCE = re.compile(r'(?:href|src)="(?![a-zA-Z][a-zA-Z0-9+.-]*:|#|//)([^"#?]*)[^"]*"')


def test_every_local_link_leads_to_a_file(built_site: Path) -> None:
    broken = []
    for path in built_site.rglob("*.html"):
        for match in LOCAL_REFERENCE.finditer(path.read_text(encoding="utf-8")):
            link = match.group(1)
            # 404.html links from the site root, since it is served for any missing path.
            base = built_site if link.startswith("/") else path.parent
            target = (base / link.lstrip("/")).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{path.relative_to(built_site)}: {match.group(0)}")
    assert not broken, "links to nothing:\n" + "\n".join(sorted(set(broken)))


def test_no_resource_from_another_host(built_site: Path) -> None:
    offenders = [
        f"{path.relative_to(built_site)}: {match.group(0)}"
        for path in built_site.rglob("*.html")
        for match in EXTERNAL_RESOURCE.finditer(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, "pages load resources from other hosts:\n" + "\n".join(offenders)


@pytest.mark.parametrize("name", ["tiles", "cards"])
def test_notebook_pages_share_their_css(built_site: Path, name: str) -> None:
    path = f"notebooks/{name}.html"
    page = (built_site / path).read_text(encoding="utf-8")
    assert "<style" not in page.split('<div class="jupyter-wrapper">')[0].split("</head>")[1]
    assert re.search(r'href="[./]*assets/stylesheets/notebook\.[0-9a-f]+\.css"', page)
    assert len(page.encode()) < PAGE_BUDGET, f"{path} is {len(page.encode())} bytes"


def test_every_page_is_within_the_budget(built_site: Path) -> None:
    weights = {page: (built_site / page).stat().st_size for page in site_pages(built_site)}
    over = {page: size for page, size in weights.items() if size > SITE_PAGE_BUDGET}
    assert not over, f"pages over {SITE_PAGE_BUDGET:,} bytes:\n" + (
        "\n".join(
            f"{page}: {size:,} bytes" for page, size in sorted(over.items(), key=lambda i: -i[1])
        )
    )


def test_plots_are_pictures_of_their_own_named_by_their_titles(built_site: Path) -> None:
    """docs/hooks/site_weight.py: a plot is an <img> of the notebook's own SVG (a file an
    XML parser reads: not the page's copy, which nbconvert wrote in lower case)."""
    page = (built_site / "notebooks" / "tianjiu.html").read_text("utf-8")
    plots = re.findall(r'<img class="gw-plot" src="\.\./([^"]+)" alt="([^"]*)"', page)
    assert plots and '<svg class="gw-plot"' not in page
    assert "the share of each TianJiu tile the bots give up" in [alt for _, alt in plots]
    for path, _ in plots:
        root = ElementTree.parse(built_site / path).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox"), path


@pytest.mark.browser
def test_dark_palette_on_tiles_page(site_url: str, browser) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site_url + TILES_PAGE, wait_until="networkidle")
    scheme = 'document.body.getAttribute("data-md-color-scheme")'
    assert page.evaluate(scheme) == "default"
    page.locator("form[data-md-component=palette] label:visible").first.click()
    page.wait_for_function(f'{scheme} === "slate"')
    shots = BUILD / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "tiles-dark.png"))
    page.close()
    assert not errors


def test_every_game_with_a_notebook_is_listed_from_the_registry(built_site: Path) -> None:
    """docs/hooks/registry.py: the nav, the home page's table and the family page of every
    registered game with a notebook link to its page; nobody edits a list by hand."""
    home = (built_site / "index.html").read_text(encoding="utf-8")
    listed = 0
    for spec in gw.list_games():
        if not (ROOT / "notebooks" / f"{spec.id}.ipynb").exists():
            continue
        listed += 1
        link = f'href="notebooks/{spec.id}.html"'
        assert home.count(link) >= 2, f"{spec.id}: not in the home page's nav and table"
        family = (built_site / spec.family / "index.html").read_text(encoding="utf-8")
        assert f'href="../notebooks/{spec.id}.html"' in family, f"{spec.id}: not on {spec.family}"
    assert listed == len(gw.list_games()), "every registered game has a notebook page"


def test_the_chooser_lists_every_game_with_its_measured_figures(built_site: Path) -> None:
    """The home page's chooser and each family's table: every registered game with its
    players, the minutes and choices of a deal, the search bot's margin with its z and what
    to learn first, all from benchmarks/records/chooser.json and the registry."""
    figures = json.loads((ROOT / "benchmarks" / "records" / "chooser.json").read_text())
    home = html.unescape((built_site / "index.html").read_text(encoding="utf-8"))
    chooser = home[home.index('id="choosing-a-game-for-a-class"') :]
    for spec in gw.list_games():
        measured = figures["games"][spec.id]
        family = html.unescape((built_site / spec.family / "index.html").read_text("utf-8"))
        for page in (chooser, family[family.rindex("<table") :]):
            row = table_row(page, f'notebooks/{spec.id}.html"')
            assert ", ".join(map(str, spec.players)) in row, spec.id
            assert f"≈ {measured['minutes']:g} min: {measured['choices']:g} choices" in row
            skill = measured.get("skill", {})  # per level: the site shows the strongest
            if skill:
                easy = (skill.get("strong") or skill["normal"])["vs_easy"]
                assert f"{easy['margin']:+.1f} {measured['unit']} a match" in row, spec.id
                assert f"(z {easy['z']:g}, {easy['matches']} matches)" in row, spec.id
            for first in spec.learn_first:
                assert f'notebooks/{first}.html"' in row, (spec.id, first)
            assert re.search(r'notebooks/(tiles|cards)\.html"', row), spec.id


def test_every_game_page_says_how_much_skill_counts(built_site: Path) -> None:
    """Each game page ends with "Luck and skill": the deal's length and the search bot's
    margin over the easy bots and over random players at the strongest level measured, with
    the normal level's beside it when both are recorded (benchmarks/records/chooser.json)."""
    figures = json.loads((ROOT / "benchmarks" / "records" / "chooser.json").read_text())
    for spec in gw.list_games():
        measured = figures["games"][spec.id]
        page = html.unescape((built_site / "notebooks" / f"{spec.id}.html").read_text("utf-8"))
        section = page[page.index('<h2 id="luck-and-skill">') :]
        assert f"{measured['choices']:g} choices among {measured['moves']:g} moves" in section
        skill = measured.get("skill", {})
        if not skill:
            assert "A solitaire" in section, spec.id
            continue
        level = "strong" if "strong" in skill else "normal"
        easy, rand = skill[level]["vs_easy"], skill[level]["vs_random"]
        assert f"the {level} search bot, put in one seat, gains {easy['margin']:+.2f}" in section
        assert f"z {easy['z']:g}, {easy['matches']} matches" in section, spec.id
        assert f"{rand['margin']:+.2f} {measured['unit']} (± {rand['error']:.2f}" in section
        assert ("At the normal level" in section) == (level == "strong" and "normal" in skill)


def table_row(page: str, link: str) -> str:
    """The first table row of `page` that holds `link`."""
    for row in re.findall(r"<tr\b[^>]*>.*?</tr>", page, re.S):
        if link in row:
            return row
    raise AssertionError(f"no row with {link}")


def test_the_sources_page_lists_every_games_sources_and_options(built_site: Path) -> None:
    """docs/sources.md, filled by docs/hooks/registry.py: every game's sources, linked to
    the public texts, and every option with all its readings, the default first."""
    page = html.unescape((built_site / "sources.html").read_text(encoding="utf-8"))
    sections = page.split("<h3")[1:]
    for spec in gw.list_games():
        link = f'href="notebooks/{spec.id}.html"'
        section = next(s for s in sections if link in s.split("</h3>")[0])
        for source in spec.sources:
            url = source.rpartition(": ")[2]
            assert f'href="{url}"' in section, (spec.id, source)
        for option in spec.options:
            row = section[section.index(f"<code>{option.name}</code>") :]
            row = row[: row.index("</tr>")]
            assert option.help.split(":")[0][:40] in row, (spec.id, option.name)
            for choice in option.choices:
                word = ("yes" if choice else "no") if isinstance(choice, bool) else str(choice)
                assert word in row, (spec.id, option.name, choice)
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert 'href="sources.html"' in home, "the Sources page is in the nav"


# -- a replay on a projector, on a phone, and from disk ---------------------------------------

REPLAY_PAGE = "notebooks/jielong.html"
IN_FULL_SCREEN = 'document.fullscreenElement?.matches(".gw-replay.gw-full") === true'
OUT_OF_FULL_SCREEN = '!document.fullscreenElement && !document.querySelector(".gw-full")'
SHOTS = BUILD / "screenshots"

# What a reader sees of the first replay on the page, in CSS pixels on screen: the size a
# player's name is drawn at (its font size times the drawing's scale), the bounding boxes of
# that name and of the widest tile in view, and how the board sits in its column.
REPLAY_MEASURES = """() => {
  const replay = document.querySelector(".gw-replay");
  const board = replay.querySelector(".gw-board");
  const name = [...board.querySelectorAll("text.gw-n")].find((t) => t.checkVisibility());
  const tiles = [...board.querySelectorAll("use")].filter(
    (u) => (u.getAttribute("href") || "").startsWith("#gw-t-") && u.checkVisibility());
  const widest = Math.max(...tiles.map((t) => t.getBoundingClientRect().width));
  const column = document.querySelector(".md-content__inner").getBoundingClientRect();
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  };
  return {
    nameText: name.textContent,
    namePx: parseFloat(getComputedStyle(name).fontSize) * name.getScreenCTM().a,
    nameBox: box(name),
    tileBox: box(tiles.find((t) => t.getBoundingClientRect().width === widest)),
    replayBox: box(replay),
    column: [column.x, column.width],
    boardScrolls: board.scrollWidth > board.clientWidth,
    boardBottom: board.getBoundingClientRect().bottom,
    pageScrolls: document.documentElement.scrollWidth > innerWidth,
    full: document.fullscreenElement === replay && replay.classList.contains("gw-full"),
  };
}"""


def open_replay_page(browser, url: str, width: int, height: int, problems: list[str]):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.on(
        "console",
        lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.goto(url, wait_until="networkidle")
    page.wait_for_selector(".gw-replay.gw-live")
    page.locator(".gw-replay").first.scroll_into_view_if_needed()
    return page


@pytest.mark.browser
def test_a_replay_fills_a_projector_in_full_screen(site_url: str, browser) -> None:
    """1280×720, a classroom projector: the table fills the text column, and its full-screen
    button (or the key f) gives names of 14 px and more and tiles 30 px wide and more."""
    problems: list[str] = []
    page = open_replay_page(browser, site_url + REPLAY_PAGE, 1280, 720, problems)
    inline = page.evaluate(REPLAY_MEASURES)
    column_x, column_width = inline["column"]
    assert inline["replayBox"][0] == column_x and inline["replayBox"][2] == column_width, (
        "no Out[n] prompt or margin beside the replay: it takes the column's whole width"
    )
    assert not inline["boardScrolls"] and not inline["pageScrolls"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gw-replay").first.screenshot(path=str(SHOTS / "replay-1280x720.png"))

    button = page.locator('.gw-replay [data-gw="full"]').first
    assert button.get_attribute("aria-pressed") == "false"
    button.click()
    page.wait_for_function(IN_FULL_SCREEN)
    full = page.evaluate(REPLAY_MEASURES)
    assert full["full"] and button.get_attribute("aria-pressed") == "true"
    assert full["namePx"] >= 14, full
    assert full["tileBox"][2] >= 30, full
    assert full["nameBox"][3] >= 14 and full["nameBox"][2] > inline["nameBox"][2]
    page.screenshot(path=str(SHOTS / "replay-1280x720-full-screen.png"))
    # The controls still step it, from the keyboard too.
    page.keyboard.press("ArrowRight")
    assert page.locator(".gw-replay").first.get_attribute("data-step") == "1"
    button.click()
    page.wait_for_function(OUT_OF_FULL_SCREEN)
    assert not page.evaluate(REPLAY_MEASURES)["full"]
    assert button.get_attribute("aria-pressed") == "false"

    # A keyboard user: Tab to the button and press Enter, or press f on the replay.
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(IN_FULL_SCREEN)
    page.keyboard.press("f")
    page.wait_for_function(OUT_OF_FULL_SCREEN)
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_replay_stays_legible_on_a_phone(site_url: str, browser) -> None:
    """390 px wide: no Out[n] column takes room from the board, which is drawn in its
    narrow layout: it fits the column (neither it nor the page scrolls sideways) and keeps
    a legible size (names 11 px and more, the hand's tiles 20 px wide; in full screen, where
    the whole board fits the screen, 14 px)."""
    problems: list[str] = []
    page = open_replay_page(browser, site_url + REPLAY_PAGE, 390, 844, problems)
    phone = page.evaluate(REPLAY_MEASURES)
    column_x, column_width = phone["column"]
    assert phone["replayBox"][0] == column_x and phone["replayBox"][2] == column_width
    assert phone["namePx"] >= 11, phone
    assert phone["tileBox"][2] >= 20, phone
    assert not phone["boardScrolls"] and not phone["pageScrolls"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".gw-replay").first.screenshot(path=str(SHOTS / "replay-390-phone.png"))
    page.locator('.gw-replay [data-gw="full"]').first.click()
    page.wait_for_function(IN_FULL_SCREEN)
    full = page.evaluate(REPLAY_MEASURES)
    # Full screen fits the whole board to the upright screen (no part below the fold), so
    # its tiles may be narrower than in the scrolled page, down to a phone's 14 px.
    assert full["full"] and full["namePx"] >= 11 and full["tileBox"][2] >= 14, full
    assert full["boardBottom"] <= 844, full
    page.screenshot(path=str(SHOTS / "replay-390-phone-full-screen.png"))
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_the_site_works_opened_from_disk(built_site: Path, browser, tmp_path: Path) -> None:
    """A copy of site/ opened from a USB stick (file://): the replays step, links lead to
    pages (not to folder listings), search finds pages, and nothing fails or asks a host."""
    stick = tmp_path / "usb"
    shutil.copytree(built_site, stick)
    problems: list[str] = []
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.on(
        "console",
        lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None,
    )
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"failed request: {r.url} {r.failure}"))
    page.on(
        "request",
        lambda r: None if r.url.startswith("file://") else problems.append(f"request: {r.url}"),
    )
    page.goto((stick / "index.html").as_uri())
    page.locator('.md-nav a[href="notebooks/jielong.html"]').first.click()
    # The page's load, not the network's quiet: on a busy machine the boards and frames the
    # page loads as they come into view can keep the network busy past any timeout.
    page.wait_for_url((stick / REPLAY_PAGE).as_uri())
    page.wait_for_load_state("load")
    replays = page.locator(".gw-replay")
    assert replays.count() >= 1
    expect(page.locator(".gw-replay.gw-live")).to_have_count(replays.count())  # every one steps
    replay = replays.first
    first = replay.locator(".gw-captions li:visible").inner_text()
    replay.locator('[data-gw="next"]').click()
    assert replay.get_attribute("data-step") == "1"
    # The later captions come with the replay's frames file, loaded as it is reached
    # (docs/hooks/replay_frames.py): wait for it rather than read at once.
    expect(replay.locator(".gw-captions li:visible")).not_to_have_text(first)

    page.locator("input.md-search__input").click()
    page.keyboard.type("dragon", delay=20)
    page.wait_for_selector(".md-search-result__item")
    page.close()
    assert not problems, problems


# -- names in their own scripts on any machine ----------------------------------------------


def font_characters(name: str) -> set[str]:
    font = TTFont(STATIC / name)
    return {chr(code) for code in font["cmap"].getBestCmap()}


@pytest.mark.parametrize("name", sorted(cjk_font.FILES.values()))
def test_the_cjk_font_holds_every_character_shown(name: str, project_script) -> None:
    """Every CJK character of the pages, the notebooks and the package (a new game's native
    name above all) is in the subset font, or `python scripts/subset_cjk_font.py` is due."""
    held = font_characters(name)
    shown = project_script("subset_cjk_font").shown_characters()
    assert {"骨", "牌", "天", "九", "꼬", "리", "붙", "이", "기", "鹿", "狩", "り"} <= shown
    assert shown - held == set(), "run `python scripts/subset_cjk_font.py`"
    names = {c for spec in gw.list_games() for c in cjk_font.cjk_characters(spec.native_name)}
    assert names - held == set()
    # A subset: no more than what is shown (a few dozen glyphs, about 10 KB each weight).
    assert held - shown == set() and (STATIC / name).stat().st_size < 40_000


def test_the_built_site_shows_no_cjk_character_the_font_lacks(built_site: Path) -> None:
    shown: set[str] = set()
    for path in built_site.rglob("*.html"):
        shown |= cjk_font.cjk_characters(path.read_text(encoding="utf-8"))
    assert shown, "the site shows names in their own scripts"
    for name in cjk_font.FILES.values():
        assert shown - font_characters(name) == set(), name
        assert (built_site / "assets" / "gupai" / name).read_bytes() == (STATIC / name).read_bytes()
    licence = (built_site / "assets" / "gupai" / cjk_font.LICENCE).read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence


@pytest.mark.browser
@pytest.mark.parametrize(
    ("path", "selector", "glyphs"),
    [
        (REPLAY_PAGE, '.md-nav__link[href="jielong.html"]', 2),  # 接龍 in the nav
        (REPLAY_PAGE, "h1", 2),
        (REPLAY_PAGE, ".gw-replay .gw-head strong", 2),  # bold
        ("notebooks/kkoriput_igi.html", "h1", 5),  # 꼬리붙이기
        ("notebooks/deer_hunt.html", "h1", 3),  # 鹿狩り
        ("notebooks/tiles.html", ".gw-flow svg text + text", 1),  # 天 under "1. Heaven"
    ],
)
def test_cjk_text_is_drawn_with_the_site_font(
    site_url, browser, drawn_with, path, selector, glyphs
) -> None:
    """Whatever fonts the machine has, the site's own subset draws the CJK characters: in the
    nav, the headings, a replay's title and the text of drawings."""
    page = browser.new_page()
    page.goto(site_url + path, wait_until="networkidle")
    page.evaluate("document.fonts.ready.then(() => true)")
    fonts = drawn_with(page, selector)
    page.close()
    web = [(family, count) for family, custom, count in fonts if custom]
    assert web == [("Noto Sans CJK TC", glyphs)], fonts


def test_the_search_index_holds_words_not_drawings_or_code(built_site: Path) -> None:
    """docs/hooks/site_weight.py: the index is what a reader searches for. The prose of a
    page is in it, the Python, the drawings' text and the replays' captions are not; the
    pages themselves keep all of it (the Python in the file the page loads when shown)."""
    docs = json.loads((built_site / "search" / "search_index.json").read_text("utf-8"))["docs"]
    text = {
        page: " ".join(d["text"] for d in docs if d["location"].split("#")[0] == page)
        for page in ("notebooks/shiwuhu.html", "notebooks/jielong.html")
    }
    shiwuhu = (built_site / "notebooks" / "shiwuhu.html").read_text("utf-8")
    assert "The Man-Seven group lacks" in text["notebooks/shiwuhu.html"]
    for page, words in text.items():
        assert "import gupai_widgets" not in words and "In [1]" not in words, page
        assert "▶ to play" not in words and "slownormalfast" not in words, page
    assert 'class="gw-replay"' in shiwuhu and "<svg" in shiwuhu
    # The Python is in the page's code file, loaded when shown (docs/hooks/code_fold.py).
    code = re.search(r'data-code="\.\./([^"]+)"', shiwuhu)
    assert code and "import</span>" in (built_site / code[1]).read_text("utf-8")


@pytest.mark.browser
@pytest.mark.parametrize(("width", "opening"), [(1280, "key"), (390, "tap")])
def test_the_search_index_is_fetched_when_the_search_opens(
    site_url: str, browser, width: int, opening: str
) -> None:
    """docs/hooks/search_wait.js: a reader who never searches does not download the index
    (Material's bundle would fetch it as the page loads); one who opens the search, by its
    key or by a tap on the phone's search button, gets it and finds what they type."""
    page = browser.new_page(viewport={"width": width, "height": 800})
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if "search_index" in r.url else None)
    page.goto(site_url + "notebooks/jielong.html", wait_until="load")
    page.wait_for_timeout(500)  # the bundle's start has run: it asks at once, unheld
    assert asked == []
    if opening == "key":
        page.keyboard.press("/")
    else:
        page.locator('label[for="__search"]').first.click()
    page.keyboard.type("dragon", delay=20)
    page.wait_for_selector(".md-search-result__item")
    assert [url.rsplit("/", 1)[-1] for url in asked] == ["search_index.json"]
    page.close()


def test_the_published_site_ships_no_source_map(built_site: Path) -> None:
    assert not list(built_site.glob("**/*.map"))
    for built in built_site.glob("assets/**/*.min.*"):
        assert "sourceMappingURL" not in built.read_text("utf-8"), built
