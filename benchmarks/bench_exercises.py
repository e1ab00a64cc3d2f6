"""What the exercises cost the site: per game page, the time to make them at build time and
the bytes their section adds to the page; and the time to build each game's lesson path
(`python benchmarks/run.py exercises`)."""

from __future__ import annotations

import time

import gupai_widgets as gw
from gupai_widgets.exercises import exercises_for, lesson_for
from gupai_widgets.exercises.markup import exercises_html

# The seed the site builds from (mkdocs.yml, extra.exercises_seed).
SEED = 1


def run(quick: bool) -> list[dict]:
    rows = []
    total_time = total_bytes = 0.0
    for spec in gw.list_games():
        start = time.perf_counter()
        exercises = exercises_for(spec.id, SEED)
        made = time.perf_counter() - start
        size = len(exercises_html(exercises, seed=SEED, name=spec.name).encode())
        kinds = ", ".join(dict.fromkeys(e.kind for e in exercises))
        rows.append([spec.id, len(exercises), kinds, made, size / 1000])
        total_time += made
        total_bytes += size
    rows.append(["all games", sum(r[1] for r in rows), "", total_time, total_bytes / 1000])
    return [
        {
            "title": "Exercises per game page (made at build time, seed 1)",
            "columns": ["game", "exercises", "kinds", "seconds to make", "KB of HTML"],
            "rows": rows,
            "notes": [
                "The KB are the page's exercises section as written (drawings, one set of "
                "piece definitions, answers); the site compresses nothing.",
            ],
        },
        lessons(),
    ]


def lessons() -> dict:
    """The lesson path of every game, built as a notebook or the terminal builds it."""
    rows = []
    for spec in gw.list_games():
        start = time.perf_counter()
        path = lesson_for(spec.id)
        rows.append([spec.id, len(path.steps), time.perf_counter() - start])
    rows.append(["all games", sum(r[1] for r in rows), sum(r[2] for r in rows)])
    return {
        "title": "Lesson paths (seed 0)",
        "columns": ["game", "steps", "seconds to build"],
        "rows": rows,
        "notes": ["Each path plays the game's bot matches afresh: nothing is cached."],
    }
