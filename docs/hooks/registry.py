"""MkDocs hook: the site's lists of games come from the registry (`list_games()`).

- The nav: Home, the introductions (every notebook that is not a game), then one section
  per family that has a game with a notebook `notebooks/<game id>.ipynb`: the family's
  overview page and each game's page, in the registry's order.
- A family's overview page: `docs/<family>/index.md` where one is written, its
  `<!-- games -->` marker replaced by the table of the family's games; a page made from
  the registry alone where none is written.
- The home page's table of games, at its `<!-- games by family -->` marker.
- The Sources page's section per game (`docs/sources.md`, at `<!-- sources by game -->`):
  the game's sources, linked, and every option with its readings and its default.

So a registered game with a notebook appears in all three with no other edit.
"""

from __future__ import annotations

import json
from pathlib import Path

from mkdocs.structure.files import File, Files

from gupai_widgets import list_games
from gupai_widgets.engine import FAMILIES, FAMILY_TITLES

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
# The introductions come first in this order; any other notebook that is no game follows.
INTRODUCTIONS = ("tiles", "cards")
GAMES_MARK = "<!-- games -->"
HOME_MARK = "<!-- games by family -->"
SOURCES_MARK = "<!-- sources by game -->"
SOURCES_PAGE = "sources.md"


def games_with_pages() -> dict[str, list]:
    """The registered games that have a notebook, by family, in the registry's order."""
    by_family: dict[str, list] = {family: [] for family in FAMILIES}
    for spec in list_games():
        if (NOTEBOOKS / f"{spec.id}.ipynb").exists():
            by_family[spec.family].append(spec)
    return by_family


def notebook_title(path: Path) -> str:
    """The first heading of a notebook's first Markdown cell, else its file name."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return path.stem.replace("_", " ").capitalize()


def introductions(game_ids: set[str]) -> list[str]:
    stems = [p.stem for p in sorted(NOTEBOOKS.glob("*.ipynb")) if p.stem not in game_ids]
    return sorted(stems, key=lambda s: (INTRODUCTIONS.index(s) if s in INTRODUCTIONS else 99, s))


def on_config(config):
    families = games_with_pages()
    game_ids = {spec.id for specs in families.values() for spec in specs}
    nav: list = [{"Home": "index.md"}]
    intro = [
        {notebook_title(NOTEBOOKS / f"{stem}.ipynb"): f"notebooks/{stem}.ipynb"}
        for stem in introductions(game_ids)
    ]
    if intro:
        nav.append({"Introductions": intro})
    for family, specs in families.items():
        if specs:
            pages = [{spec.name: f"notebooks/{spec.id}.ipynb"} for spec in specs]
            nav.append({FAMILY_TITLES[family][0]: [f"{family}/index.md", *pages]})
    nav.append({"Sources and disagreements": SOURCES_PAGE})
    config["nav"] = nav
    return config


def on_files(files: Files, config) -> Files:
    for family, specs in games_with_pages().items():
        uri = f"{family}/index.md"
        if specs and files.get_file_from_path(uri) is None:
            title, blurb = FAMILY_TITLES[family]
            content = f"# {title}\n\n{blurb}\n\n{GAMES_MARK}\n"
            files.append(File.generated(config, uri, content=content))
    return files


def games_table(specs: list, prefix: str) -> str:
    rows = [
        f"| [{spec.title}]({prefix}notebooks/{spec.id}.ipynb) | "
        f"{', '.join(map(str, spec.players))} | {spec.summary} |"
        for spec in specs
    ]
    return "\n".join(["| Game | Players | In short |", "|---|---|---|", *rows])


def home_table() -> str:
    rows = []
    for family, specs in games_with_pages().items():
        title, blurb = FAMILY_TITLES[family]
        if specs:
            games = ", ".join(f"[{s.name}](notebooks/{s.id}.ipynb)" for s in specs)
            rows.append(f"| [{title}]({family}/index.md) | {blurb} | {games} |")
        else:
            rows.append(f"| {title} | {blurb} | to come |")
    return "\n".join(["| Family | How it plays | Games |", "|---|---|---|", *rows])


def linked(source: str) -> str:
    """A spec's source, "what it is: its address", as a Markdown link."""
    text, _, url = source.rpartition(": ")
    return f"[{text}]({url})" if url.startswith(("http://", "https://")) else source


def shown(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return f"`{value}`"


def sources_by_game() -> str:
    parts = []
    for specs in games_with_pages().values():
        for spec in specs:
            parts.append(f"### [{spec.title}](notebooks/{spec.id}.ipynb)\n")
            parts += [f"- {linked(source)}" for source in spec.sources]
            if spec.options:
                parts += ["", "| Option | Readings (default first) | What it decides |"]
                parts.append("|---|---|---|")
                for option in spec.options:
                    others = [c for c in option.choices if c != option.default]
                    readings = ", ".join(shown(c) for c in [option.default, *others])
                    help_text = option.help.replace("|", "\\|")
                    parts.append(f"| `{option.name}` | {readings} | {help_text} |")
            parts.append("")
    return "\n".join(parts)


def on_page_markdown(markdown: str, page, config, files: Files) -> str:
    uri = page.file.src_uri
    if uri == "index.md":
        return markdown.replace(HOME_MARK, home_table())
    if uri == SOURCES_PAGE:
        return markdown.replace(SOURCES_MARK, sources_by_game())
    family = uri.split("/")[0]
    if uri.endswith("/index.md") and family in FAMILIES:
        return markdown.replace(GAMES_MARK, games_table(games_with_pages()[family], "../"))
    return markdown
