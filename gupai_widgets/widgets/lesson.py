"""Lesson: a game's lesson path in a notebook, one step at a time (issue 32)."""

from __future__ import annotations

from html import escape
from typing import Any

import anywidget
import traitlets

from ..engine.errors import GameError
from ..exercises import lessons
from ..exercises.markup import LETTERS, board_svg
from ..exercises.model import Exercise
from ..exercises.puzzles import puzzle_path
from ..pieces.errors import excerpt
from ..render.notebook_assets import WIDGET_CSS, with_notebook_assets
from ..render.sprite import Sprite
from .replay_viewer import STATIC

# What the page may ask of the widget: the buttons under a step, each a method.
COMMANDS = ("check", "hint", "answer", "previous", "next", "restart")


def _attr(value: str) -> str:
    return escape(value, quote=True)


class Lesson(anywidget.AnyWidget):
    """A game's lesson path (`gw.lesson_for`), one step at a time: the idea, a sentence or
    two teaching it, the position with its pieces or options to click, then Check. A
    wrong answer says what is wrong with it and asks to try again; Hint points at what to
    look at; Show answer gives the answer and the engine's explanation; Next goes on.

        lesson = gw.Lesson(game_id)   # a game id (gw.list_games()); puzzles=True: its puzzles
        lesson.choose("6:6")       # click a piece (again to drop it) or choose an option
        lesson.check()             # True if right; lesson.feedback says why not
        lesson.hint(), lesson.answer(), lesson.next()

    The keyboard plays it as the mouse does: Tab to a piece or button, Enter or Space.
    The widget keeps the learner's progress (`step`, `solved`); Python checks every answer,
    and the page is sent only what the learner may see: the step shown, what was chosen,
    and the feedback. Without a kernel the output shows the first step.
    """

    _esm = STATIC / "lesson.js"
    _css = WIDGET_CSS + (STATIC / "lesson.css").read_text("utf-8")

    html = traitlets.Unicode("", read_only=True).tag(sync=True)
    """The step shown, as markup: redrawn by Python after every command."""

    step = traitlets.Int(0, read_only=True).tag(sync=True)
    """The step shown, from 0."""

    chosen = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """What the learner has clicked on this step: pieces by pick name, or one option key."""

    solved = traitlets.List(traitlets.Int(), read_only=True).tag(sync=True)
    """The steps answered right (the learner's progress)."""

    feedback = traitlets.Unicode("", read_only=True)
    """What the last Check, Hint or Show answer said (Python side; shown under the step)."""

    def __init__(self, game: str, seed: int = 0, puzzles: bool = False, **kwargs: Any) -> None:
        if not isinstance(game, str):
            raise GameError(f"Lesson takes a game's id (see gw.list_games()), not {excerpt(game)}")
        # puzzles=True: the game's recorded puzzles (find the best move), easiest first.
        self.path: lessons.Lesson = puzzle_path(game) if puzzles else lessons.lesson_for(game, seed)
        super().__init__(**kwargs)
        self._revealed = False
        self.on_msg(self._on_message)
        self._redraw()

    # -- the step shown ----------------------------------------------------------------------

    @property
    def steps(self) -> tuple[lessons.Step, ...]:
        return self.path.steps

    @property
    def current(self) -> lessons.Step:
        return self.steps[self.step]

    @property
    def exercise(self) -> Exercise:
        return self.current.exercise

    # -- answering ---------------------------------------------------------------------------

    @traitlets.validate("chosen")
    def _valid_choice(self, proposal: dict) -> list[str]:
        """What the page sends is checked as a call is: only this step's choices, and one
        option at most."""
        exercise = self.exercise
        keys = exercise.picks or tuple(o.key for o in exercise.options)
        chosen = list(dict.fromkeys(k for k in proposal["value"] if k in keys))
        return chosen[-1:] if exercise.options else chosen

    def choose(self, key: str) -> None:
        """Click a piece (a second click drops it) or choose an option, by its name as the
        step names it (`exercise.picks`, the options' keys)."""
        exercise = self.exercise
        keys = exercise.picks or tuple(o.key for o in exercise.options)
        if key not in keys:
            raise GameError(
                f"{excerpt(key)} is not a choice of this step; the choices are {', '.join(keys)}"
            )
        if exercise.options:
            self.chosen = [key]
        else:
            self.chosen = [k for k in self.chosen if k != key] + (
                [] if key in self.chosen else [key]
            )

    def check(self) -> bool:
        """Check what was chosen: right (the step counts as solved), or what is wrong with it
        and "try again"."""
        if not self.chosen:
            return self._say("Choose first: " + self._how(), right=False)
        right, said = lessons.verdict(self.exercise, self.chosen)
        if right and self.step not in self.solved:
            self.set_trait("solved", sorted({*self.solved, self.step}))
        return self._say(said, right=right)

    def hint(self) -> str:
        """What to look at, before the answer."""
        self._say(f"Hint: {self.exercise.hint}")
        return self.feedback

    def answer(self) -> str:
        """The answer, and the engine's sentences that explain it."""
        self._revealed = True
        exercise = self.exercise
        self._say(" ".join((f"Answer: {exercise.answer_text}.", *exercise.explanation)))
        return self.feedback

    def go(self, step: int) -> None:
        """Show step `step` (from 0), fresh: nothing chosen, nothing said."""
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(self.steps):
            raise GameError(f"step must be a whole number from 0 to {len(self.steps) - 1}")
        self.set_trait("step", step)
        self.chosen = []
        self._revealed = False
        self.set_trait("feedback", "")
        self._redraw()

    def next(self) -> None:
        self.go(min(self.step + 1, len(self.steps) - 1))

    def previous(self) -> None:
        self.go(max(self.step - 1, 0))

    def restart(self) -> None:
        """Start the path again, its progress cleared."""
        self.set_trait("solved", [])
        self.go(0)

    def _say(self, text: str, right: bool | None = None) -> bool:
        self.set_trait("feedback", text)
        self._redraw(right)
        return bool(right)

    def _how(self) -> str:
        return "click the pieces, then Check." if self.exercise.picks else "choose one, then Check."

    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        command = content.get("command") if isinstance(content, dict) else None
        if command in COMMANDS:
            getattr(self, command)()

    # -- drawing -------------------------------------------------------------------------------

    def _redraw(self, right: bool | None = None) -> None:
        self.set_trait("html", self.step_html(self.step, live=True, right=right))

    def step_html(self, index: int, *, live: bool = True, right: bool | None = None) -> str:
        """Step `index` as markup: with its controls and feedback (`live`, `right` marking
        the feedback of a check), or as a page without a kernel shows it."""
        step = self.steps[index]
        exercise = step.exercise
        sprite = Sprite()
        board = board_svg(exercise, sprite)
        total = len(self.steps)
        solved = f" · {len(self.solved)} solved" if live else ""
        head = (
            f'<p class="gw-lw-where">{escape(self.path.name)}: step {index + 1} of '
            f"{total}{solved}</p>"
            f'<h3 class="gw-lw-idea">{escape(step.idea)}</h3>'
            f'<p class="gw-lw-intro">{escape(step.intro)}</p>'
            f'<p class="gw-lw-question">{escape(exercise.question)}</p>'
            f'<div class="gw-lw-board">{sprite.defs_svg()}{board}</div>'
        )
        # A page without a kernel shows the choices, which only a running one can take.
        chosen, off = (self.chosen, "") if live else ([], " disabled")
        if exercise.options:
            head += (
                '<div class="gw-lw-options" role="group" aria-label="Answers">'
                + "".join(
                    f'<button type="button" data-option="{_attr(o.key)}"{off} '
                    f'aria-pressed="{str(o.key in chosen).lower()}">'
                    f"<b>{LETTERS[i]}</b> {escape(o.label)}</button>"
                    for i, o in enumerate(exercise.options)
                )
                + "</div>"
            )
        if not live:
            return (
                f'<div class="gw-lesson-widget gw-static">{head}<p class="gw-note">A lesson of '
                f"{total} steps: run the cell to answer, with hints and the answers.</p></div>"
            )
        open_ = index not in self.solved and not self._revealed
        buttons = [
            ("check", "Check", open_),
            ("hint", "Hint", open_),
            ("answer", "Show answer", open_),
            ("previous", "Previous", index > 0),
            ("next", "Next", index < total - 1),
            ("restart", "Start again", True),
        ]
        bar = "".join(
            f'<button type="button" data-command="{name}">{label}</button>'
            for name, label, shown in buttons
            if shown
        )
        mark = "" if right is None else " gw-right" if right else " gw-wrong"
        return (
            f'<div class="gw-lesson-widget" data-step="{index}">{head}'
            f'<p class="gw-lw-bar">{bar}</p>'
            f'<div class="gw-lw-feedback{mark}" role="status" aria-live="polite">'
            f"{escape(self.feedback)}</div></div>"
        )

    def static_html(self) -> str:
        """What a page without a kernel shows: the first step, without its answer."""
        return self.step_html(0, live=False)

    def __repr__(self) -> str:
        return (
            f"Lesson({self.path.game}, step {self.step + 1} of {len(self.steps)}, "
            f"{len(self.solved)} solved)"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({}, {})
        return {**data, "text/html": with_notebook_assets(self.static_html())}, metadata
