"""The encyclopedia site: it builds with `mkdocs build --strict`, asks nothing of any other
host, and every page loads cleanly in headless Chromium (DESIGN.md §4)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlparse

import pytest

BUILD = Path(__file__).resolve().parent.parent / "build"
TILES_PAGE = "notebooks/tiles/index.html"
# The weight target for a notebook page, beside the shared and cached CSS and JS:
# it fails if the ~600 KB of JupyterLab CSS comes back inline, if drawings stop sharing
# their piece definitions, or if a page simply grows past what a classroom link should load.
PAGE_BUDGET = 100_000
# A resource the browser would fetch from elsewhere: <script src>, <link href>, <img src>...
EXTERNAL_RESOURCE = re.compile(
    r"<(?:script|link|img|source|iframe|audio|video)\b[^>]*?\b(?:src|href)=[\"']?(?:https?:)?//",
    re.IGNORECASE,
)

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


def site_pages(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("index.html"))


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
    path = f"notebooks/{name}/index.html"
    page = (built_site / path).read_text(encoding="utf-8")
    assert "<style" not in page.split('<div class="jupyter-wrapper">')[0].split("</head>")[1]
    assert re.search(r'href="[./]*assets/stylesheets/notebook\.[0-9a-f]+\.css"', page)
    assert len(page.encode()) < PAGE_BUDGET, f"{path} is {len(page.encode())} bytes"


def _check_page(browser, url: str, host: str) -> list[str]:
    problems: list[str] = []
    page = browser.new_page()

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
    page.goto(url, wait_until="networkidle")
    problems += page.evaluate(PAGE_CHECKS)
    page.close()
    return problems


@pytest.mark.browser
def test_every_page_loads_cleanly(built_site: Path, site_url: str, browser) -> None:
    host = urlparse(site_url).hostname
    report = {
        page: problems
        for page in site_pages(built_site)
        if (problems := _check_page(browser, site_url + page.removesuffix("index.html"), host))
    }
    assert not report, "\n".join(
        f"{page}:\n  " + "\n  ".join(problems) for page, problems in report.items()
    )


@pytest.mark.browser
def test_dark_palette_on_tiles_page(site_url: str, browser) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site_url + TILES_PAGE.removesuffix("index.html"), wait_until="networkidle")
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
    import gupai_widgets as gw

    root = Path(__file__).resolve().parent.parent
    home = (built_site / "index.html").read_text(encoding="utf-8")
    listed = 0
    for spec in gw.list_games():
        if not (root / "notebooks" / f"{spec.id}.ipynb").exists():
            continue
        listed += 1
        link = f'href="notebooks/{spec.id}/"'
        assert home.count(link) >= 2, f"{spec.id}: not in the home page's nav and table"
        family = (built_site / spec.family / "index.html").read_text(encoding="utf-8")
        assert f'href="../notebooks/{spec.id}/"' in family, f"{spec.id}: not on {spec.family}"
    assert listed == len(gw.list_games()), "every registered game has a notebook page"


def test_the_sources_page_lists_every_games_sources_and_options(built_site: Path) -> None:
    """docs/sources.md, filled by docs/hooks/registry.py: every game's sources, linked to
    the public texts, and every option with all its readings, the default first."""
    import html

    import gupai_widgets as gw

    page = html.unescape((built_site / "sources" / "index.html").read_text(encoding="utf-8"))
    sections = page.split("<h3")[1:]
    for spec in gw.list_games():
        link = f'href="../notebooks/{spec.id}/"'
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
    assert 'href="sources/"' in home, "the Sources page is in the nav"
