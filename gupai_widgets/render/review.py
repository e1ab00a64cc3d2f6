"""A review as markup: a seat's graded moves (`review.review`) beside the replay of the
game as that seat saw it (`ReplayFrames`, drawn in that seat's view only).

The list names each graded move with its mark; the card under it says what was played, the
search bot's best move, what the move cost and why; the replay below opens on the position
where the first graded move was made. The stepper script (widgets/static/stepper.js, its
review part) makes Previous / Next, the list's buttons and the arrow keys choose a move,
show its card and step the replay to that position; without the script the list and the
first card still read. Every text is escaped. Nothing here drives the engine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from ..engine.action import seat_name
from .markup import attr

if TYPE_CHECKING:
    from ..review import MoveReview
    from .replay import ReplayFrames

# The marks in review.MARKS's order, as a reader reads them.
MARK_WORDS = {
    "best": "Best",
    "good": "Good",
    "inaccuracy": "Inaccuracy",
    "mistake": "Mistake",
    "blunder": "Blunder",
    "unmeasured": "Not measured",
}


def frame_of(mark: MoveReview) -> int:
    """The replay's frame where the graded move was chosen: the position before it."""
    return mark.step - 1


def review_html(
    frames: ReplayFrames, marks: Sequence[MoveReview], seat: int, *, level: str = "normal"
) -> str:
    """The review of `seat`'s moves: the summary, the list of graded moves, a card per move
    (the first shown) and the replay of the game as `seat` saw it, opening on the first
    graded move's position. `frames` must hold `seat`'s view."""
    who = seat_name(seat)
    counts = Counter(m.mark for m in marks)
    summary = (
        f"{len(marks)} move{'s' * (len(marks) != 1)} with a choice: "
        + ", ".join(f"{word.lower()} {counts[m]}" for m, word in MARK_WORDS.items() if counts[m])
        if marks
        else "no move with a choice: nothing to grade"
    )
    note = (
        f"Graded by the search bot at the {level} level from only what {who} could see at "
        f"each move: it plays every choice out in deals sampled to fit what {who} had seen, "
        "never in the real hands. The cost is what the move lost on average against the "
        "bot's best, in those deals."
    )
    # The first move is the one shown: its item current, its card the only one not hidden.
    current = [' aria-current="step"'] + [""] * len(marks)
    hidden = [""] + [' hidden="hidden"'] * len(marks)
    items = "".join(
        f'<li data-frame="{frame_of(m)}" data-mark="{m.mark}"{current[n]}>'
        f'<button type="button" data-review="{n}">'
        f"{n + 1}. {escape(m.played)} · {MARK_WORDS[m.mark].lower()}</button></li>"
        for n, m in enumerate(marks)
    )
    cards = "".join(
        f'<div data-review-card="{n}"{hidden[n]}>{_card(m, n, len(marks))}</div>'
        for n, m in enumerate(marks)
    )
    last = ' disabled="disabled"' if len(marks) == 1 else ""
    bar = (
        '<div class="gw-review-bar">'
        '<button type="button" data-review="prev" disabled="disabled">◀ Previous move</button>'
        f'<output data-review="count">1 of {len(marks)}</output>'
        f'<button type="button" data-review="next"{last}>Next move ▶</button></div>'
        if marks
        else ""
    )
    step = frame_of(marks[0]) if marks else frames.steps
    return (
        f'<section class="gw-review" tabindex="-1" data-seat="{seat}" '
        f"aria-label={attr(f'Review of your moves ({who})')}>"
        f'<div class="gw-head"><strong>Review of your moves ({who})</strong> '
        f'<span class="gw-about">{escape(summary)}.</span></div>'
        f'<p class="gw-note">{escape(note)}</p>'
        f'<ol class="gw-review-moves" aria-label="Your graded moves">{items}</ol>'
        f"{bar}"
        f'<div class="gw-review-cards" aria-live="polite">{cards}</div>'
        f"{frames.html(step, seat)}"
        "</section>"
    )


def _card(mark: MoveReview, n: int, total: int) -> str:
    """One graded move in words: the mark, the move played, the best, the cost, why."""
    if mark.cost is None:
        cost = "not measured"
    else:
        cost = f"{round(mark.cost, 2):g} {mark.unit}"
    best = (
        "it was the bot's best"
        if mark.mark == "best"
        else f"the bot's best: <b>{escape(mark.best)}</b>"
    )
    return (
        f"<p><strong>Your move {n + 1} of {total}</strong> (move {mark.step} of the game): "
        f'<span class="gw-mark" data-mark="{mark.mark}">{MARK_WORDS[mark.mark]}</span>. '
        f"You played <b>{escape(mark.played)}</b>; {best}; cost: {escape(cost)}.</p>"
        f"<p>{escape(mark.why)}</p>"
    )


__all__ = ["MARK_WORDS", "frame_of", "review_html"]
