"""The value an exercise is: what the page shows, what counts as right, and why."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.table import TableView


@dataclass(frozen=True, slots=True)
class Option:
    """One answer the reader may choose: `key` is what the page compares, `label` what it
    shows."""

    key: str
    label: str


@dataclass(frozen=True, slots=True)
class Exercise:
    """One question on one position.

    `kind` names the generator that made it ("playable", "trick", ...); `title` is a short
    heading; `question` the full question; `table` the position as the reader sees it.
    The reader answers in one of two ways: `picks` (pieces to click, named as the table
    names them: a piece of the viewing seat's hand by its notation, a piece of a keyed
    centre group as "<key> <piece>"; the answer is the set of names clicked) or `options`
    (one to choose). `answer` holds the keys that are right (every one of them for picks, exactly
    one for options); `answer_text` says the answer in words and `explanation` gives the
    engine's own sentences for it. `id` names the exercise on its page.

    Where the position came from, so that anyone can rebuild it and check the answer:
    `setup` (the keyword arguments of `new_initial_state`), then `moves` (short notations);
    `move` is the move the question names and the table does not show yet ("" if none).

    How a wrong answer teaches before the answer is shown (issue 32): `why_not` pairs a
    wrong choice's key with the engine's sentence on what is wrong with it (a piece that may
    not be played, an option that miscounts), shown with "try again"; `hint` points at what
    to look at (the piece, the rule), shown on request before the answer.
    """

    game: str
    kind: str
    title: str
    question: str
    table: TableView
    answer: tuple[str, ...]
    answer_text: str
    explanation: tuple[str, ...]
    picks: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    setup: dict[str, Any] = field(default_factory=dict)
    moves: tuple[str, ...] = ()
    move: str = ""
    id: str = ""
    hint: str = ""
    why_not: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if bool(self.picks) == bool(self.options):
            raise ValueError("an exercise is answered by picks or by options, exactly one")
        keys = set(self.picks) | {option.key for option in self.options}
        if not self.answer or not set(self.answer) <= keys:
            raise ValueError(f"the answer {self.answer} is not among the choices {sorted(keys)}")
        if self.options and len(self.answer) != 1:
            raise ValueError("a question with options has exactly one right option")
        wrong = {key for key, _ in self.why_not}
        if wrong & set(self.answer) or not wrong <= keys:
            raise ValueError(
                f"why_not names {sorted(wrong)}: wrong choices only, among {sorted(keys)}"
            )

    @property
    def mode(self) -> str:
        """ "pieces" (click every right piece) or "choice" (choose one option)."""
        return "pieces" if self.picks else "choice"

    def numbered(self, id: str) -> Exercise:
        return replace(self, id=id)
