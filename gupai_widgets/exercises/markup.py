"""Exercises as HTML for a static page: the questions, each position drawn, the choices,
and the answers in a section of their own.

Nothing here runs Python in the browser: a small classic script (the site's
javascripts/exercises.js) compares what the reader clicked with `data-answer`. A wrong
answer is told what is wrong with each wrong choice (`data-why-not`) and to try again; the
Hint button shows `data-hint`; the answer's entry from the answers section shows only when
the answer is right or on "Show answer". On screen that section stays hidden; printed, it
starts on a page of its own, so a worksheet and its answers come out of one print.
All text is escaped; the drawings come from `render.table`, which knows no game: each
board in two layouts, the narrow one for a phone.
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING

from ..render.markup import text
from ..render.sprite import Sprite
from ..render.table import board_svg as two_layouts
from ..render.table import draw_table, svg_open
from .model import Exercise
from .puzzles import LEVELS

if TYPE_CHECKING:
    from .lessons import Lesson
    from .puzzles import Puzzles

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _attr(value: str) -> str:
    return escape(value, quote=True)


def board_svg(exercise: Exercise, sprite: Sprite, *, narrow: bool = False) -> str:
    """The position drawn, its pieces defined in `sprite` (one for the whole section).
    For a question on pieces, every piece it asks about is clickable (the hand's, or those
    of the centre's keyed groups): which of them are right is the question, so none of
    them is dimmed. `narrow`: drawn in both layouts of `render.table.board_svg`, as a page
    that may be read on a phone shows it; else in the wide one alone (the Lesson widget, in
    a notebook's cell)."""
    choices = {p: (p,) for p in exercise.picks} if exercise.picks else None
    if narrow:
        return two_layouts(exercise.table, sprite, choices=choices)
    drawing = draw_table(exercise.table, sprite, choices=choices)
    return (
        svg_open(drawing.width, drawing.height, drawing.label, interactive=bool(choices))
        + f"<title>{text(drawing.label)}</title>"
        + "".join(drawing.marks)
        + "</svg>"
    )


def _json_attr(value: object) -> str:
    return _attr(json.dumps(value, ensure_ascii=False))


def exercise_html(exercise: Exercise, number: int, sprite: Sprite, *, tag: str = "li") -> str:
    """One exercise: heading, question, the position, the choices and the buttons (Check,
    Hint where it has one, Show answer). `tag` is its element: an item of a list of
    exercises, or a block of its own (a lesson's step)."""
    board = board_svg(exercise, sprite, narrow=True)
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
    hint = (
        f'<button type="button" class="gw-ex-more" data-hint="{_attr(exercise.hint)}">Hint'
        "</button> "
        if exercise.hint
        else ""
    )
    return (
        f'<{tag} class="gw-exercise" id="ex-{_attr(exercise.id)}" '
        f'data-kind="{_attr(exercise.kind)}" data-mode="{exercise.mode}" '
        f'data-answer="{_json_attr(list(exercise.answer))}" '
        f'data-why-not="{_json_attr(dict(exercise.why_not))}">'
        f'<h3 class="gw-ex-title">{number}. {escape(exercise.title)}</h3>'
        f'<p class="gw-ex-question">{escape(exercise.question)}</p>'
        f'<div class="gw-ex-board">{board}</div>'
        f"{choose}"
        f'<p class="gw-ex-bar"><button type="button" class="gw-ex-check" data-check>Check'
        f'</button> <button type="button" class="gw-ex-more" data-retry hidden>Try again'
        f"</button> {hint}"
        '<button type="button" class="gw-ex-more" data-reveal>Show answer</button> '
        f'<span class="gw-ex-how">{escape(how)}</span></p>'
        f'<div class="gw-ex-feedback" role="status" aria-live="polite"></div>'
        f"</{tag}>"
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
        "says what is wrong with a wrong answer, so you can try again; Hint points at what to "
        "look at, and Show answer gives the answer, explained in the engine's own words. "
        f"Printed, the answers come on a page of their own. (Exercise set {seed}.)</p>"
        '<p class="gw-ex-print"><button type="button" class="gw-ex-check" data-print>'
        "Print as a worksheet</button></p>"
        f'<ol class="gw-ex-list">{items}</ol>'
        '<section class="gw-ex-answers" aria-labelledby="exercises-answers">'
        f'<h2 id="exercises-answers">Answers: {escape(name)}</h2>'
        f"<ol>{answers}</ol></section></section>"
    )


def lesson_html(lesson: Lesson, *, play_url: str) -> str:
    """A game's lesson path as one section: the list of steps, then each step (its idea,
    the sentences that teach it, its exercise, and the way on), then the answers for print.
    The site's javascripts/lessons.js shows one step at a time and keeps the reader's
    progress; without it every step shows, one under the other. The last step leads to
    `play_url`, where a whole deal is played."""
    sprite = Sprite()
    game = _attr(lesson.game)
    count = len(lesson.steps)
    contents = "".join(
        f'<li><a href="#step-{n}" data-goto="{n}">{escape(step.idea)}</a></li>'
        for n, step in enumerate(lesson.steps, 1)
    )
    steps = []
    for n, step in enumerate(lesson.steps, 1):
        if n < count:
            onward = (
                f'<a class="md-button md-button--primary gw-lesson-next" href="#step-{n + 1}" '
                f'data-goto="{n + 1}">'
                f"Next: {escape(lesson.steps[n].idea)}</a>"
            )
        else:
            onward = (
                f'<a class="md-button md-button--primary gw-lesson-next" href="{_attr(play_url)}">'
                f"Play a whole deal of {escape(lesson.name)}</a>"
            )
        steps.append(
            f'<li class="gw-lesson-step" id="step-{n}" data-step="{n}">'
            f'<h2 class="gw-lesson-idea" tabindex="-1">Step {n} of {count}: '
            f"{escape(step.idea)}</h2>"
            f'<p class="gw-lesson-teach">{escape(step.intro)}</p>'
            f"{exercise_html(step.exercise, n, sprite, tag='div')}"
            f'<p class="gw-lesson-onward">{onward}</p></li>'
        )
    answers = "".join(answer_html(step.exercise, n) for n, step in enumerate(lesson.steps, 1))
    return (
        f'<section class="gw-lesson" data-game="{game}" '
        f'aria-label="Lesson: {_attr(lesson.name)}">'
        f"{sprite.defs_svg()}"
        '<nav class="gw-lesson-path" aria-labelledby="lesson-steps">'
        f'<h2 id="lesson-steps">The {count} steps</h2>'
        f'<ol class="gw-lesson-contents">{contents}</ol>'
        '<p class="gw-lesson-progress" role="status" aria-live="polite"></p>'
        '<p class="gw-lesson-reset" hidden><button type="button" class="gw-ex-more" '
        "data-restart>Start again</button></p></nav>"
        f'<ol class="gw-ex-list gw-lesson-steps">{"".join(steps)}</ol>'
        '<section class="gw-ex-answers" aria-labelledby="lesson-answers">'
        f'<h2 id="lesson-answers">Answers: {escape(lesson.name)}</h2>'
        f"<ol>{answers}</ol></section></section>"
    )


def puzzles_html(found: Puzzles, *, name: str) -> str:
    """A game's puzzles as one section, by level, answered as exercises are, then their
    answers for print; or, where it has none, why."""
    head = '<h2 id="puzzles">Puzzles: find the best move</h2>'
    if not found.puzzles:
        return (
            f'<section class="gw-puzzles" aria-labelledby="puzzles">{head}'
            f'<p class="gw-ex-intro">No puzzles for {escape(name)}. {escape(found.why)}</p>'
            "</section>"
        )
    if found.puzzles[0].seed is None:
        measured = (
            "where the rules' own count names one move as the best: the odds against every "
            "hand the banker may hold, or a solver's shortest solution"
        )
    else:
        measured = (
            "where the search bot finds one move clearly better than every other, in deals "
            "sampled to fit what the seat to move has seen (never the hidden pieces "
            "themselves); the harder the puzzle, the smaller that difference"
        )
    sprite = Sprite()
    numbered = list(enumerate(found.puzzles, 1))
    levels = "".join(
        f'<h3 id="puzzles-{level}">{level.capitalize()}</h3><ol class="gw-ex-list">'
        + "".join(exercise_html(p.exercise, n, sprite) for n, p in numbered if p.level == level)
        + "</ol>"
        for level in LEVELS
        if found.at(level)
    )
    answers = "".join(answer_html(p.exercise, n) for n, p in numbered)
    return (
        '<section class="gw-puzzles" aria-labelledby="puzzles">'
        f"{sprite.defs_svg()}{head}"
        f'<p class="gw-ex-intro">{len(found.puzzles)} positions from games the bots played, '
        f"{measured}. Check your move: a wrong one is told what it averages, so you can try "
        "again; Hint says what to compare, and Show answer gives every move's numbers.</p>"
        f'<p class="gw-ex-intro">{escape(found.levels)}</p>'
        f"{levels}"
        # Its own class: a page has one `gw-ex-answers` section, the lesson's.
        '<section class="gw-puzzle-answers" aria-labelledby="puzzles-answers">'
        f'<h2 id="puzzles-answers">Puzzle answers: {escape(name)}</h2>'
        f"<ol>{answers}</ol></section></section>"
    )
