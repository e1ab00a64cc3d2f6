"""MkDocs hook: exercises at the end of every game's page, made from the engine at build
time (gupai_widgets/exercises).

Each page of a registered game (`notebooks/<game id>.ipynb`) gets its exercises, drawn
from the exercise set named by `extra.exercises_seed` in mkdocs.yml (0 if absent) or by
the environment variable GUPAI_EXERCISES_SEED: the same set on every rebuild, a new set
for a new seed. The page checks answers with the classic script javascripts/exercises.js
and its "Print exercises" button prints them as a worksheet with stylesheets/exercises.css
(both under docs/, loaded through `extra_javascript` and `extra_css`); the page printed
otherwise leaves them out and says so in a line only paper shows.

Its drawings share one set of piece definitions of their own. It runs after the other
hooks' `on_page_content` (priority −50), so docs/hooks/notebook_slim.py, which gathers the
notebook's definitions into one sprite when each is written one way only, never meets
these (written by Python, not re-serialised by nbconvert) beside the notebook's. It also
adds "Exercises" to the page's table of contents.

On every page with exercises (these, and the lessons and puzzles of docs/hooks/lessons.py),
each board keeps inline its frame and its words (the drawing's label); the pieces of both
its layouts, and the section's piece definitions, go to `assets/boards/<hash>.js`, one
script per page registered in `globalThis.gupaiBoards` (replay_frames.register_script),
which javascripts/exercises.js loads as the exercises near the window: game pages stay
light (issue 31). The file holds exactly the markup that was inline; the answers stay where
they were, in the exercise's data and the answers section.
"""

from __future__ import annotations

import os
import re

from mkdocs.plugins import event_priority
from mkdocs.structure.toc import AnchorLink
from mkdocs.utils import get_relative_url
from notebook_slim import DEFS, ID, top_level_elements
from replay_frames import register_script
from site_weight import element_end, write_out

from gupai_widgets import list_games
from gupai_widgets.exercises import exercises_for
from gupai_widgets.exercises.markup import exercises_html

PAGES = {f"notebooks/{spec.id}.ipynb": spec for spec in list_games()}


def exercises_seed(config) -> int:
    return int(os.environ.get("GUPAI_EXERCISES_SEED", config["extra"].get("exercises_seed", 0)))


def on_pre_build(config) -> None:
    scripts.clear()


# After lessons.py (priority 0) has added a lesson page's lesson and puzzles.
@event_priority(-50)
def on_page_content(html: str, page, config, files) -> str:
    return boards_later(with_exercises(html, page, config), page)


def on_post_build(config) -> None:
    write_out(config, scripts)


def with_exercises(html: str, page, config) -> str:
    spec = PAGES.get(page.file.src_uri)
    if spec is None:
        return html
    seed = exercises_seed(config)
    # The page's table of contents leads to them too, under the page's title.
    toc = page.toc.items
    under = toc[0].children if len(toc) == 1 and toc[0].level == 1 else toc
    under.append(AnchorLink("Exercises", "exercises", 2))
    section = exercises_html(exercises_for(spec.id, seed), seed=seed, name=spec.name)
    if not section:
        return html
    return html + PRINT_NOTE + for_the_site(section)


# Ctrl+P prints the page's rules and drawings without the exercises (stylesheets/
# exercises.css): on paper this line says how to print them.
PRINT_NOTE = (
    '<p class="gw-ex-print-note">The exercises on this game print on their own, as a worksheet '
    "with its answers on a separate page: press “Print exercises” under Exercises on the "
    "page.</p>"
)
# The library's wording of the print button and of what printing does, and the site's.
WORDING = (
    ("Print as a worksheet</button>", "Print exercises</button>"),
    (
        "Printed, the answers come on a page of their own.",
        "“Print exercises” prints them as a worksheet, the answers on a page of their own.",
    ),
)


def for_the_site(section: str) -> str:
    for library, site in WORDING:
        section = section.replace(library, site)
    return section


# -- the boards, loaded later ---------------------------------------------------------------
FOLDER = "assets/boards"
# Path in the site -> script, for the build under way.
scripts: dict[str, bytes] = {}
# The sections of exercises (exercises_html, lesson_html, puzzles_html), each opening with
# the invisible <svg> of its boards' piece definitions (Sprite.defs_svg).
SECTION = re.compile(r'<section class="gw-(?:exercises|lesson|puzzles)"')
SPRITE = re.compile(r'<svg\b[^>]*\baria-hidden="true"[^>]*>')
BOARD = '<div class="gw-ex-board">'
LAYOUT = re.compile(r'<svg class="gw-(?:wide|narrow)"[^>]*>')
# What a layout shows until its pieces are there (in the page's colour, light or dark).
WAITING = '<text x="50%" y="50%" text-anchor="middle">Loading the position…</text>'


def boards_later(html: str, page) -> str:
    """`html` with each exercise board's layouts emptied and its section's sprite taken out,
    both into a script of the page's own, which each emptied section names in `data-boards`."""
    boards: list[list[str]] = []
    sprites: list[str] = []
    sections: list[tuple[int, int, str]] = []
    for found in SECTION.finditer(html):
        end = element_end(html, found.start(), "section")
        section = html[found.start() : end]
        opened = section.index(">") + 1
        if SPRITE.match(section, opened):
            sprite_end = element_end(section, opened, "svg")
            sprites.append(section[opened:sprite_end])
            section = section[:opened] + section[sprite_end:]
        before = len(boards)
        section = empty_boards(section, boards)
        if len(boards) > before:
            sections.append((found.start(), end, section))
    if not boards:
        return html
    path = register_script(
        scripts, FOLDER, "gupaiBoards", {"boards": boards, "sprite": merged(sprites)}
    )
    url = get_relative_url(path, page.url)
    for start, end, section in reversed(sections):
        opening = SECTION.match(section)[0]
        section = f'{opening} data-boards="{url}"' + section[len(opening) :]
        html = html[:start] + section + html[end:]
    return html


def empty_boards(section: str, boards: list[list[str]]) -> str:
    """`section` with each board's layouts waiting, their markup added to `boards`."""
    kept, at = [], 0
    while (start := section.find(BOARD, at)) >= 0:
        end = element_end(section, start, "div")
        board, layouts, inside = section[start:end], [], len(BOARD)
        # Until its pieces are there the drawing holds nothing to pick: an image, named by
        # its label (javascripts/exercises.js makes it a group again with them).
        opened = board.index(">", inside) + 1
        board = board[:opened].replace(' role="group"', ' role="img"', 1) + board[opened:]
        waiting = f'<div class="gw-ex-board" data-board="{len(boards)}" aria-busy="true">'
        kept += [section[at:start], waiting]
        while found := LAYOUT.search(board, inside):
            close = element_end(board, found.start(), "svg")
            layouts.append(board[found.end() : close - len("</svg>")])
            kept += [board[inside : found.end()], WAITING, "</svg>"]
            inside = close
        kept.append(board[inside:])
        boards.append(layouts)
        at = end
    kept.append(section[at:])
    return "".join(kept)


def merged(sprites: list[str]) -> str:
    """The sections' sprites as one, each definition once (Sprite: one id, one drawing)."""
    if not sprites:
        return ""
    definitions: dict[str, str] = {}
    for sprite in sprites:
        for element in top_level_elements(DEFS.search(sprite)[1]):
            definitions.setdefault(ID.match(element)[1], element)
    opening = SPRITE.match(sprites[0])[0]
    return f"{opening}<defs>{''.join(definitions.values())}</defs></svg>"
