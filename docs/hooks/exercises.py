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
"""

from __future__ import annotations

import os

from mkdocs.plugins import event_priority
from mkdocs.structure.toc import AnchorLink

from gupai_widgets import list_games
from gupai_widgets.exercises import exercises_for
from gupai_widgets.exercises.markup import exercises_html

PAGES = {f"notebooks/{spec.id}.ipynb": spec for spec in list_games()}


def exercises_seed(config) -> int:
    return int(os.environ.get("GUPAI_EXERCISES_SEED", config["extra"].get("exercises_seed", 0)))


@event_priority(-50)
def on_page_content(html: str, page, config, files) -> str:
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
