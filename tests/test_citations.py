"""Pages cite texts a reader can open (issue 10, item 4).

The project's research notes (FACTS.md and the rule texts beside it) are in neither the
repository nor the site, so no page may send a reader to them: notebooks, Markdown pages,
and what the registry puts on the site (each game's sources and option help) cite the public
sources instead. Every game's page links the Sources and disagreements page, where the
readings the project chose are set out; the built link must reach that page.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import nbformat
import pytest

import gupai_widgets as gw

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
PAGES = sorted(p for p in (ROOT / "docs").rglob("*.md") if "hooks" not in p.parts)
# "FACTS" only in capitals: "the facts on this page" is plain English.
PRIVATE_NOTE = re.compile(
    r"\bFACTS\b|(?i:gupai-games|deer-hunt\.md|young-hunter\.md|dezai-shen\.md"
    r"|rule notes|research notes)"
)
# How a notebook links the Sources page: `../sources.md` from notebooks/, which
# docs/hooks/notebooks.py points at the built page.
SOURCES_LINK = re.compile(r"\]\(\.\./sources\.md\)|href=\"\.\./sources\.md\"")


def markdown_of(path: Path) -> str:
    notebook = nbformat.read(path, as_version=4)
    return "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")


@pytest.mark.parametrize(
    "text",
    [
        "FACTS.md §2.1",
        "<td>GuPai, FACTS</td>",
        "an older copy as gupai-games.md",
        "deer-hunt.md (the GuPai site's page)",
        "see young-hunter.md",
        "dezai-shen.md",
        "this project's rule notes",
        "The project's Research Notes",
    ],
)
def test_the_check_finds_each_private_citation(text: str) -> None:
    assert PRIVATE_NOTE.search(text)


@pytest.mark.parametrize(
    "text", ["The facts on this page come from", "the GuPai site notes that", "notes on these"]
)
def test_the_check_lets_plain_words_through(text: str) -> None:
    assert not PRIVATE_NOTE.search(text)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_notebook_cites_the_private_notes(path: Path) -> None:
    found = [m.group(0) for m in PRIVATE_NOTE.finditer(markdown_of(path))]
    assert not found, f"{path.name} cites {found}: cite the public source instead"


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.relative_to(ROOT / "docs").as_posix())
def test_no_markdown_page_cites_the_private_notes(path: Path) -> None:
    found = [m.group(0) for m in PRIVATE_NOTE.finditer(path.read_text(encoding="utf-8"))]
    assert not found, f"{path.name} cites {found}: cite the public source instead"


@pytest.mark.parametrize("spec", gw.list_games(), ids=lambda s: s.id)
def test_no_game_spec_cites_the_private_notes(spec) -> None:
    texts = [*spec.sources, *(option.help for option in spec.options)]
    found = [text for text in texts if PRIVATE_NOTE.search(text)]
    assert not found, f"{spec.id}: {found}"


@pytest.mark.parametrize("spec", gw.list_games(), ids=lambda s: s.id)
def test_every_game_notebook_links_the_sources_page(spec) -> None:
    path = ROOT / "notebooks" / f"{spec.id}.ipynb"
    assert SOURCES_LINK.search(markdown_of(path)), f"{path.name}: no link to ../sources.md"


def test_the_built_link_reaches_the_sources_page(built_site: Path) -> None:
    """A notebook page is served as notebooks/<name>.html, so its link must come out as
    ../sources.html (not ../sources.md, which would lead nowhere on the site). Only the
    page's own text counts, not the nav, which links the Sources page from every page."""
    for spec in gw.list_games():
        page = built_site / "notebooks" / f"{spec.id}.html"
        text = page.read_text(encoding="utf-8")
        article = text[text.index("<article") : text.index("</article>")]
        links = re.findall(r'href="([^"]*sources[^"]*)"', article)
        targets = {(page.parent / html.unescape(link)).resolve() for link in links}
        assert (built_site / "sources.html").resolve() in targets, f"{spec.id}: {links}"


# A web address as a page writes it, up to the closing bracket or space.
ADDRESS = re.compile(r"https?://[^\s)\]>\"'`]+")


def address(url: str) -> str:
    """A web address compared as a reader reaches it: the same with http or https, with
    or without www., without a fragment or a closing slash or stop."""
    url = url.rstrip(".,;:").split("#")[0].rstrip("/")
    return re.sub(r"^https?://(www\.)?", "", url)


def sources_page_addresses() -> set[str]:
    """Every address the Sources page lists: its own text and each game's sources, which
    docs/hooks/registry.py writes into it."""
    texts = [(ROOT / "docs" / "sources.md").read_text(encoding="utf-8")]
    texts += [source for spec in gw.list_games() for source in spec.sources]
    return {address(url) for text in texts for url in ADDRESS.findall(text)}


def on_sources_page(url: str, listed: set[str]) -> bool:
    """Listed itself, or a page of a site the Sources page lists as a whole."""
    wanted = address(url)
    return any(wanted == site or wanted.startswith(site + "/") for site in listed)


@pytest.mark.parametrize(
    ("url", "listed"),
    [
        ("https://navpil.github.io/gupai/fishing/tiu-u.html", True),  # a page of a site
        ("http://www.pagat.com/tile/cdom/taungau.html#play", True),  # http, www, fragment
        ("https://navpil.github.io/gupai-other/page.html", False),  # not under the site
        ("https://namu.wiki/w/page", False),
    ],
)
def test_the_sources_page_check_matches_addresses(url: str, listed: bool) -> None:
    sites = {address("https://navpil.github.io/gupai/"), address("https://pagat.com/tile/cdom/")}
    assert on_sources_page(url, sites) is listed


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_source_a_page_cites_is_on_the_sources_page(path: Path) -> None:
    listed = sources_page_addresses()
    cited = ADDRESS.findall(markdown_of(path))
    missing = sorted({url for url in cited if not on_sources_page(url, listed)})
    assert not missing, f"{path.name} cites {missing}: list each on docs/sources.md"
