"""MkDocs hook: the site's lists of games come from the registry (`list_games()`).

- The nav: Home, the introductions (every notebook that is not a game), then one section
  per family that has a game with a notebook `notebooks/<game id>.ipynb`: the family's
  overview page and each game's page, in the registry's order.
- A family's overview page: `docs/<family>/index.md` where one is written, its
  `<!-- games -->` marker replaced by the table of the family's games; a page made from
  the registry alone where none is written.
- The home page's table of games, at its `<!-- games by family -->` marker.
- The chooser, on the home page (`<!-- chooser -->`, every game) and in each family's
  table: players, how long a deal takes and how much skill counts, from the figures
  `benchmarks/run.py chooser --record=yes` measured (benchmarks/records/chooser.json), and
  what to learn first (the pieces' page, then the spec's `learn_first`).
- The chooser's tables read as a table on a wide screen and as one card per game on a phone:
  each is marked `gw-chooser`, each cell names its column (`data-label`, shown by
  stylesheets/site.css on a card), and explicit roles keep them a table to a screen reader
  whatever the style sheet's display.
- On every game's page, before its exercises, "Luck and skill": the same measured figures
  in sentences (the strong bot against the easy bots and against random players).
- The Sources page's section per game (`docs/sources.md`, at `<!-- sources by game -->`):
  the game's sources, linked, and every option with its readings and its default.

So a registered game with a notebook appears in all three with no other edit.
"""

from __future__ import annotations

import json
import re
from html import escape, unescape
from pathlib import Path

from mkdocs.structure.files import File, Files
from mkdocs.structure.toc import AnchorLink

from gupai_widgets import list_games, load_game
from gupai_widgets.engine import FAMILIES, FAMILY_TITLES

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
# The introductions come first in this order; any other notebook that is no game follows.
INTRODUCTIONS = ("tiles", "cards")
GAMES_MARK = "<!-- games -->"
HOME_MARK = "<!-- games by family -->"
CHOOSER_MARK = "<!-- chooser -->"
FIGURES = ROOT / "benchmarks" / "records" / "chooser.json"
# Which introduction teaches a game's pieces, by the class of its pieces.
PIECES_PAGES = {"Tile": "tiles", "DominoCard": "tiles", "Card": "cards"}
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


# What every page of one build reads, worked out once in `on_config`: the games with a page
# by family, each game's spec by id, and the chooser's figures (read and checked once).
_build: dict = {}


def on_config(config):
    families = _build["families"] = games_with_pages()
    _build["specs"] = {spec.id: spec for specs in families.values() for spec in specs}
    _build["figures"] = recorded_figures(_build["specs"])
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
    for family, specs in _build["families"].items():
        uri = f"{family}/index.md"
        if specs and files.get_file_from_path(uri) is None:
            title, blurb = FAMILY_TITLES[family]
            content = f"# {title}\n\n{blurb}\n\n{GAMES_MARK}\n"
            files.append(File.generated(config, uri, content=content))
    return files


def games_table(specs: list, prefix: str) -> str:
    """A family's games, each with the chooser's figures."""
    figures = _build["figures"]
    rows = [
        f"| [{spec.title}]({prefix}notebooks/{spec.id}.ipynb) | {spec.summary} | "
        + " | ".join(chooser_cells(spec, figures, prefix))
        + " |"
        for spec in specs
    ]
    header = ["Game", "In short", *CHOOSER_COLUMNS]
    return chooser_block(table_head(header) + rows, figures)


# -- the chooser ---------------------------------------------------------------------------

CHOOSER_COLUMNS = ("Players", "A deal", "Skill: search bot vs easy bots", "Learn first")


def table_head(columns: list[str] | tuple[str, ...]) -> list[str]:
    return ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]


def recorded_figures(specs: dict) -> dict:
    """The chooser's measured figures; the build stops if a game with a page (`specs`, by
    id) has none, so a new game is measured before it is published."""
    figures = json.loads(FIGURES.read_text(encoding="utf-8"))
    missing = [game for game in specs if game not in figures["games"]]
    if missing:
        raise ValueError(
            f"no chooser figures for {', '.join(missing)}: run "
            f"`python benchmarks/run.py chooser --record=yes --games={','.join(missing)}`"
        )
    return figures


def skill_words(part: dict) -> str:
    """How clearly the measured margin says skill counts: z of 3 or more is clear."""
    z = part["z"]
    if z >= 3:
        return "counts clearly"
    if z >= 2:
        return "counts"
    return "little shown"


# The skill figures are kept per search level (benchmarks/bench_chooser.py); the site shows
# the strongest one measured.
SHOWN_LEVELS = ("strong", "normal")


def shown_skill(measured: dict) -> tuple[str, dict] | None:
    """The strongest level a game's skill was measured at, with its figures ("vs_easy",
    "vs_random"); None for a solitaire."""
    skill = measured.get("skill", {})
    return next(((level, skill[level]) for level in SHOWN_LEVELS if level in skill), None)


def chooser_cells(spec, figures: dict, prefix: str) -> list[str]:
    measured = figures["games"][spec.id]
    deal = f"≈ {measured['minutes']:g} min: {measured['choices']:g} choices"
    if measured["deals_per_match"] > 1:
        deal += f", {measured['deals_per_match']:g} {spec.deal_word}s a match"
    shown = shown_skill(measured)
    if shown:
        easy, unit = shown[1]["vs_easy"], measured["unit"]
        skill = (
            f"{skill_words(easy)}: {easy['margin']:+.1f} {unit} a match "
            f"(z {easy['z']:g}, {easy['matches']} matches)"
        )
    else:
        skill = "a solitaire: the bot's own record is on the page"
    pieces = type(load_game(spec.id).pieces()[0]).__name__
    first = [
        f"[{PIECES_PAGES[pieces].capitalize()}]({prefix}notebooks/{PIECES_PAGES[pieces]}.ipynb)"
    ]
    by_id = _build["specs"]
    first += [f"[{by_id[i].name}]({prefix}notebooks/{i}.ipynb)" for i in spec.learn_first]
    players = ", ".join(map(str, spec.players))
    return [players, deal, skill, ", ".join(first)]


def chooser_legend(figures: dict) -> str:
    pace = figures["pace"]
    return (
        f"*A deal*: the minutes at a table at {pace['choice']} s a choice and "
        f"{pace['forced']} s a forced move (shuffling and scoring not counted), and the "
        "choices a deal asks of all players together, measured from the game's own bots "
        f"at its usual number of players. *Skill*: the {levels(figures)} search bot in "
        "one seat against the game's own (easy) bots, its return a match minus theirs, "
        "with z, the margin over its standard error: above 3 skill clearly pays; near 0 "
        "the better player can hardly tell in so many matches. Measured by "
        "`benchmarks/run.py chooser`."
    )


def levels(figures: dict) -> str:
    """The search levels the skill figures were measured at, in words ("strong", or
    "strong or normal" while a new record is being made game by game)."""
    shown = (shown_skill(g) for g in figures["games"].values())
    return " or ".join(sorted({s[0] for s in shown if s}, reverse=True))


def chooser_table() -> str:
    """Every game with a page, by family: the home page's chooser."""
    figures = _build["figures"]
    rows = []
    for family, specs in _build["families"].items():
        for spec in specs:
            name = f"[{spec.title}](notebooks/{spec.id}.ipynb)"
            title = FAMILY_TITLES[family][0]
            cells = [name, f"[{title}]({family}/index.md)", *chooser_cells(spec, figures, "")]
            rows.append("| " + " | ".join(cells) + " |")
    return chooser_block(table_head(["Game", "Family", *CHOOSER_COLUMNS]) + rows, figures)


def chooser_block(lines: list[str], figures: dict) -> str:
    """A chooser's Markdown table, marked for `as_cards`, and its legend."""
    table = "\n".join(lines)
    return f'<div class="gw-chooser" markdown>\n\n{table}\n\n</div>\n\n{chooser_legend(figures)}'


CHOOSER_HTML = re.compile(r'(<div class="gw-chooser">\s*)(<table>.*?</table>)', re.S)
ROLES = {"table": "table", "thead": "rowgroup", "tbody": "rowgroup", "tr": "row",
         "th": "columnheader", "td": "cell"}  # fmt: skip
TAG = re.compile(r"<(table|thead|tbody|tr|th|td)(?=[\s>])")


def as_cards(html: str) -> str:
    """Each chooser table with its cells named by their column and its roles explicit (a
    card on a phone is no longer laid out as a table, yet still reads as one)."""

    def one(match: re.Match) -> str:
        table = match.group(2)
        heads = [
            escape(unescape(re.sub(r"<[^>]+>", "", th)).strip(), quote=True)
            for th in re.findall(r"<th[^>]*>(.*?)</th>", table, re.S)
        ]

        def row(tr: re.Match) -> str:
            names = iter(heads)
            return re.sub(r"<td(?=[\s>])", lambda _: f'<td data-label="{next(names)}"', tr[0])

        table = re.sub(r"<tr>.*?</tr>", row, table, flags=re.S)
        table = TAG.sub(lambda tag: f'<{tag[1]} role="{ROLES[tag[1]]}"', table)
        return match.group(1) + table

    return CHOOSER_HTML.sub(one, html)


def home_table() -> str:
    rows = []
    for family, specs in _build["families"].items():
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
    for specs in _build["families"].values():
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
        return markdown.replace(HOME_MARK, home_table()).replace(CHOOSER_MARK, chooser_table())
    if uri == SOURCES_PAGE:
        return markdown.replace(SOURCES_MARK, sources_by_game())
    family = uri.split("/")[0]
    if uri.endswith("/index.md") and family in FAMILIES:
        return markdown.replace(GAMES_MARK, games_table(_build["families"][family], "../"))
    return markdown


def on_page_content(html: str, page, config, files: Files) -> str:
    uri = page.file.src_uri
    name = uri.removeprefix("notebooks/").removesuffix(".ipynb")
    spec = _build["specs"].get(name) if uri == f"notebooks/{name}.ipynb" else None
    if spec is None:
        return as_cards(html)
    toc = page.toc.items
    under = toc[0].children if len(toc) == 1 and toc[0].level == 1 else toc
    under.append(AnchorLink("Luck and skill", "luck-and-skill", 2))
    return html + luck_and_skill(spec, _build["figures"])


def luck_and_skill(spec, figures: dict) -> str:
    """The page's section on how much skill counts, in words, from the measured figures."""
    measured = figures["games"][spec.id]
    unit = escape(measured["unit"])
    parts = [
        f"<p>A deal of {escape(spec.name)} for {measured['players']} takes about "
        f"{measured['minutes']:g} minutes at a table: {measured['choices']:g} choices among "
        f"{measured['moves']:g} moves, at {figures['pace']['choice']} seconds a choice and "
        f"{figures['pace']['forced']} a forced move.</p>"
    ]
    shown = shown_skill(measured)
    if shown:
        level, part = shown
        easy, rand = part["vs_easy"], part["vs_random"]
        parts.append(
            f"<p>How much skill counts: the {level} search bot, put in one seat, gains "
            f"{easy['margin']:+.2f} {unit} a match over the game's own easy bots (± "
            f"{easy['error']:.2f}, z {easy['z']:g}, {easy['matches']} matches): skill "
            f"{skill_words(easy)}. Against players who move at random it gains "
            f"{rand['margin']:+.2f} {unit} (± {rand['error']:.2f}, z {rand['z']:g}, "
            f"{rand['matches']} matches). z is the margin over its standard error: from 3 up "
            "the better player clearly comes out ahead; near 0 the matches cannot tell the "
            "players apart, and luck decides.</p>"
        )
        weaker = measured["skill"].get("normal") if level == "strong" else None
        if weaker:
            easy, rand = weaker["vs_easy"], weaker["vs_random"]
            parts.append(
                "<p>At the normal level, which searches a tenth as much, it gains "
                f"{easy['margin']:+.2f} {unit} a match over the easy bots (z {easy['z']:g}, "
                f"{easy['matches']} matches) and {rand['margin']:+.2f} {unit} over random players "
                f"(z {rand['z']:g}, {rand['matches']} matches).</p>"
            )
    else:
        parts.append("<p>A solitaire: the deal, not an opponent, is what the player faces.</p>")
    parts.append(
        "<p>Measured with <code>python benchmarks/run.py chooser --level=strong "
        "--record=yes</code> (and <code>--level=normal</code>); the same "
        'figures fill the <a href="../index.html#choosing-a-game-for-a-class">chooser</a> '
        "on the home page.</p>"
    )
    return '<h2 id="luck-and-skill">Luck and skill</h2>' + "".join(parts)
