"""MkDocs hook: a lesson page per game, `learn/<game id>.html`, made from the engine at build
time (`gupai_widgets.exercises.lessons.lesson_for`, issue 32).

- Each registered game with a page (`notebooks/<game id>.ipynb`) gets a generated page
  `learn/<game id>.md`: its lesson path, a step at a time, answered by clicking and checked
  in the browser (javascripts/exercises.js, javascripts/lessons.js, which also keeps the
  reader's progress), no Python and no network. Its last step leads to the game's Play.
- `learn/index.md` lists every lesson by family; the nav gets it as "Learn step by step",
  before the Sources page. This hook is listed after docs/hooks/registry.py in mkdocs.yml,
  so its `on_config` finds the nav that one built.
- After the lesson, the game's puzzles (`gupai_widgets.exercises.puzzles.puzzles_for`, made
  by scripts/make_puzzles.py), by level and answered as the exercises are; or why it has none.
- Each game's page says under its title that the lesson is there, and its Play block gets
  the anchor (`#play`) that the lesson's last step links to.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from mkdocs.structure.files import File, Files

from gupai_widgets import list_games
from gupai_widgets.engine import FAMILY_TITLES
from gupai_widgets.exercises.lessons import Lesson, lesson_for
from gupai_widgets.exercises.markup import lesson_html, puzzles_html
from gupai_widgets.exercises.puzzles import Puzzles, puzzles_for

ROOT = Path(__file__).resolve().parents[2]
FOLDER = "learn"
SECTION = "Learn step by step"
SOURCES_PAGE = "sources.md"
TITLE_END = "</h1>"
# The lesson's last step leads to the game page's Play block (docs/hooks/play.py).
PLAY_ANCHOR = "play"

# The games with a page, and their lessons, made once per build.
_lessons: dict[str, tuple] = {}


def lesson_uri(game: str) -> str:
    return f"{FOLDER}/{game}.md"


def on_config(config):
    _lessons.clear()
    for spec in list_games():
        if (ROOT / "notebooks" / f"{spec.id}.ipynb").exists():
            _lessons[spec.id] = (spec, lesson_for(spec.id), puzzles_for(spec.id))
    # One entry, the lessons' index: a second list of every game in the nav would weigh on
    # every page of the site.
    section = {SECTION: f"{FOLDER}/index.md"}
    nav = config["nav"]
    last = nav[-1] if nav else None
    at = len(nav) - 1 if isinstance(last, dict) and SOURCES_PAGE in last.values() else len(nav)
    nav.insert(at, section)
    return config


def lesson_page(spec, lesson: Lesson, puzzles: Puzzles) -> str:
    found = len(puzzles.puzzles)
    after = f" After it, {found} puzzles ask for the best move in real positions." if found else ""
    return (
        f"# Learn {spec.title} step by step\n\n"
        f"{len(lesson.steps)} short steps, from the pieces to a whole deal of "
        f"[{spec.name}](../notebooks/{spec.id}.ipynb), each one idea and a position to answer "
        "on. A wrong answer is told what is wrong, so you can try again; Hint and Show answer "
        f"help. This browser remembers the steps you have done.{after}\n"
    )


def lessons_index() -> str:
    by_family: dict[str, list[str]] = {}
    for spec, lesson, puzzles in _lessons.values():
        found = len(puzzles.puzzles)
        line = f"- [{spec.title}]({spec.id}.md): {len(lesson.steps)} steps" + (
            f", {found} puzzles" if found else ""
        )
        by_family.setdefault(spec.family, []).append(line)
    parts = [
        f"# {SECTION}\n\nA lesson path for each game: a few short steps, each one idea with a "
        "position to answer on, checked on the page, from the pieces to a whole deal. It "
        "works offline and from a copy of the site on disk; the browser keeps which steps you "
        "have done.\n"
    ]
    for family, lines in by_family.items():
        parts.append(f"## {FAMILY_TITLES[family][0]}\n\n" + "\n".join(lines) + "\n")
    return "\n".join(parts)


def on_files(files: Files, config) -> Files:
    files.append(File.generated(config, f"{FOLDER}/index.md", content=lessons_index()))
    for game, (spec, lesson, puzzles) in _lessons.items():
        page = lesson_page(spec, lesson, puzzles)
        files.append(File.generated(config, lesson_uri(game), content=page))
    return files


def on_page_content(html: str, page, config, files: Files) -> str:
    uri = page.file.src_uri
    if uri.startswith(f"{FOLDER}/") and (game := uri[len(FOLDER) + 1 : -3]) in _lessons:
        play = files.get_file_from_path(f"notebooks/{game}.ipynb")
        url = f"{play.url_relative_to(page.file)}#{PLAY_ANCHOR}"
        spec, lesson, puzzles = _lessons[game]
        return html + lesson_html(lesson, play_url=url) + puzzles_html(puzzles, name=lesson.name)
    game = uri.removeprefix("notebooks/").removesuffix(".ipynb")
    if game not in _lessons or not uri.startswith("notebooks/"):
        return html
    spec, lesson, _ = _lessons[game]
    lesson_file = files.get_file_from_path(lesson_uri(game))
    link = (
        '<p class="gw-learn-link"><a href="'
        f'{escape(lesson_file.url_relative_to(page.file))}">Learn {escape(spec.title)} step by '
        f"step</a>: {len(lesson.steps)} short steps, from the pieces to a whole deal.</p>"
    )
    end = html.find(TITLE_END)
    at = end + len(TITLE_END) if end >= 0 else 0
    return html[:at] + link + html[at:]
