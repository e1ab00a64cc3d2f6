"""Exercises as HTML for a static page: the questions, each position drawn, the choices,
and the answers in a section of their own.

Nothing here runs Python in the browser: a small classic script (the site's
javascripts/exercises.js) compares what the reader clicked with `data-answer` and shows
the answer's entry from the answers section. On screen that section stays hidden; printed,
it starts on a page of its own, so a worksheet and its answers come out of one print.
All text is escaped; the drawings come from `render.table_svg`, which knows no game.
"""

from __future__ import annotations

import json
from html import escape

from ..render.markup import text
from ..render.sprite import Sprite
from ..render.table import draw_table, svg_open
from .model import Exercise

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _attr(value: str) -> str:
    return escape(value, quote=True)


def board_svg(exercise: Exercise, sprite: Sprite) -> str:
    """The position drawn, its pieces defined in `sprite` (one for the whole section).
    For a question on pieces, every piece it asks about is clickable (the hand's, or those
    of the centre's keyed groups): which of them are right is the question, so none of
    them is dimmed."""
    choices = {p: (p,) for p in exercise.picks} if exercise.picks else None
    drawing = draw_table(exercise.table, sprite, choices=choices)
    return (
        svg_open(drawing.width, drawing.height, drawing.label, interactive=bool(choices))
        + f"<title>{text(drawing.label)}</title>"
        + "".join(drawing.marks)
        + "</svg>"
    )


def exercise_html(exercise: Exercise, number: int, sprite: Sprite) -> str:
    """One exercise: heading, question, the position, the choices and the check button."""
    board = board_svg(exercise, sprite)
    if exercise.picks:
        choose = ""
        table = exercise.table
        hand = {str(p) for p in table.seats[table.viewer].hand} if table.viewer is not None else ()
        where = "in the hand" if set(exercise.picks) <= set(hand) else "on the table"
        how = f"Click the pieces {where}, then Check."
    else:
        buttons = "".join(
            f'<button type="button" class="gw-ex-option" data-option="{_attr(o.key)}" '
            f'aria-pressed="false"><span class="gw-ex-letter">{LETTERS[i]}</span> '
            f"{escape(o.label)}</button>"
            for i, o in enumerate(exercise.options)
        )
        choose = f'<div class="gw-ex-options" role="group" aria-label="Answers">{buttons}</div>'
        how = "Choose one, then Check."
    answer = _attr(json.dumps(list(exercise.answer), ensure_ascii=False))
    return (
        f'<li class="gw-exercise" id="ex-{_attr(exercise.id)}" data-kind="{_attr(exercise.kind)}" '
        f'data-mode="{exercise.mode}" data-answer="{answer}">'
        f'<h3 class="gw-ex-title">{number}. {escape(exercise.title)}</h3>'
        f'<p class="gw-ex-question">{escape(exercise.question)}</p>'
        f'<div class="gw-ex-board">{board}</div>'
        f"{choose}"
        f'<p class="gw-ex-bar"><button type="button" class="gw-ex-check" data-check>Check'
        f'</button> <button type="button" class="gw-ex-retry" data-retry hidden>Try again'
        f'</button> <span class="gw-ex-how">{escape(how)}</span></p>'
        f'<div class="gw-ex-feedback" role="status" aria-live="polite"></div>'
        f"</li>"
    )


def answer_html(exercise: Exercise, number: int) -> str:
    """The answer to one exercise and the engine's sentences that explain it."""
    sentences = "".join(f"<p>{escape(s)}</p>" for s in exercise.explanation)
    if exercise.options:
        letter = next(
            LETTERS[i] for i, o in enumerate(exercise.options) if o.key == exercise.answer[0]
        )
        said = f"{letter}: {exercise.answer_text}"
    else:
        said = exercise.answer_text
    return (
        f'<li id="ex-{_attr(exercise.id)}-answer" value="{number}">'
        f'<p class="gw-ex-answer"><strong>Answer:</strong> {escape(said)}</p>'
        f'<div class="gw-ex-why">{sentences}</div></li>'
    )


def exercises_html(exercises: list[Exercise], *, seed: int, name: str) -> str:
    """The exercises section of a game's page, answers last."""
    if not exercises:
        return ""
    sprite = Sprite()
    items = "".join(exercise_html(ex, n, sprite) for n, ex in enumerate(exercises, 1))
    answers = "".join(answer_html(ex, n) for n, ex in enumerate(exercises, 1))
    return (
        '<section class="gw-exercises" aria-labelledby="exercises">'
        # Each piece drawn is defined once for all the exercises' drawings.
        f"{sprite.defs_svg()}"
        f'<h2 id="exercises">Exercises on {escape(name)}</h2>'
        '<p class="gw-ex-intro">Positions from games the bots played, with questions on the '
        "rules. Answer each one by clicking pieces or choosing, then press Check: the page "
        "checks your answer and explains it in the engine's own words. Printed, the answers "
        f"come on a page of their own. (Exercise set {seed}.)</p>"
        '<p class="gw-ex-print"><button type="button" class="gw-ex-check" data-print>'
        "Print as a worksheet</button></p>"
        f'<ol class="gw-ex-list">{items}</ol>'
        '<section class="gw-ex-answers" aria-labelledby="exercises-answers">'
        f'<h2 id="exercises-answers">Answers: {escape(name)}</h2>'
        f"<ol>{answers}</ol></section></section>"
    )
