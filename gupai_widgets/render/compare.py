"""Variants compared: one deal played under several rule sets, stepped together.

Each frame draws the variants' tables one under the other, each under its name, in both
layouts of a table (render/table.py): a page without the stepper script, or printed, shows
them all, each at the size of one table. The stepper shows one rule set at a time, chosen by
a row of buttons (or the keys 1, 2, ...), in the place of one table, so that a comparison
reads as one table does, on a phone, a projector and in full screen; the slider steps all of
them together. Frame k of a variant that ended sooner stays on its last position. A step
where the variants' moves differ is marked over every table and in the caption ("≠"), and
the last caption compares the settlements. It is a `ReplayFrames` in every other way, so the
same stepper steps it, on the site, in a notebook and in a standalone page.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cached_property
from html import escape

from ..replay import Frame, Replay
from .pieces_row import words
from .replay import Bar, Layout, ReplayFrames, _timeline, settlement, view_key
from .sprite import Sprite
from .table import Drawing, draw_table

GAP = 24.0  # between two tables
HEAD = 22.0  # the line naming a table over it
DIFFERS = "≠"


class CompareFrames(ReplayFrames):
    """The replays of one deal under several rule sets (`replays`, named by `names`), as
    `seat` sees them (None: all hands open)."""

    # Without the script its tables stack into rows, read by scrolling (widgets.css).
    board_class = "gw-board gw-rows"

    def __init__(
        self,
        replays: Sequence[Replay],
        names: Sequence[str],
        seat: int | None = None,
    ) -> None:
        replays = tuple(replays)
        names = tuple(map(str, names))
        if len(replays) < 2 or len(names) != len(replays):
            raise ValueError(
                f"compare two or more replays, each with a name: got {len(replays)} replays "
                f"and {len(names)} names"
            )
        first = replays[0]
        if any(r.game != first.game or r.players != first.players for r in replays):
            raise ValueError("the replays compared must be of the same game and player count")
        if seat is not None and not (type(seat) is int and 0 <= seat < first.players):
            raise ValueError(f"no seat {seat!r}: seats are 0 to {first.players - 1}, or None")
        self.replay = first
        self.replays = replays
        self.names = names
        self.views = (seat,)
        self.seats = tuple(first.seats)
        self.sprite = Sprite()
        histories = [r.frames(seat) for r in replays]
        self.steps = max(len(frames) for frames in histories) - 1
        drawn = [self._draw(frames, narrow=False) for frames in histories]
        self.differs = tuple(self._differs(histories, step) for step in range(self.steps + 1))
        key = view_key(seat)
        self.wide = self._layout(drawn, key)
        self.narrow = self._layout([self._draw(frames, narrow=True) for frames in histories], key)
        # Each rule set's table in words, after its name.
        self.said = {
            key: [
                tuple(
                    f"{n}: {part}" if i == 0 else part
                    for n, variant in zip(names, drawn, strict=True)
                    for i, part in enumerate(variant[step].said)
                )
                for step in range(self.steps + 1)
            ]
        }
        self.captions = {key: [self._caption(histories, step) for step in range(self.steps + 1)]}

    def _layout(self, drawn: Sequence[Sequence[Drawing]], key: str) -> Layout:
        """The variants' tables one under the other, each under its name (which the stepper
        hides, showing one table: the buttons name it), each variant's marks tagged with
        its place (`data-r`) for the stepper to show one rule set's alone."""
        width = max(d.width for variant in drawn for d in variant)
        highs = tuple(max(d.height for d in variant) for variant in drawn)
        tops = tuple(
            HEAD + sum(highs[:index]) + index * (GAP + HEAD) for index in range(len(drawn))
        )
        splits = {d.split for variant in drawn for d in variant}
        split = splits.pop() if len(splits) == 1 else 0.0
        low: set[str] = set()
        frames: list[tuple[str, ...]] = []
        for step in range(self.steps + 1):
            marks: list[str] = []
            for index, variant in enumerate(drawn):
                differs = self.differs[step]
                name = f"{self.names[index]} {DIFFERS} {differs}" if differs else self.names[index]
                marks.append(words(width / 2, tops[index] - 7, name, "gw-n gw-m gw-rh"))
                shift = f'<g data-r="{index}" transform="translate(0 {tops[index]:g})">'
                for mark in variant[step].marks:
                    marks.append(f"{shift}{mark}</g>")
                    if mark in variant[step].low:
                        low.add(marks[-1])
            frames.append(tuple(marks))
        return Layout(
            width,
            tops[-1] + highs[-1],
            _timeline({key: frames}, [key]),
            split if low else 0.0,
            frozenset(low),
            tops,
            highs,
        )

    def _draw(self, frames: Sequence[Frame], *, narrow: bool) -> list[Drawing]:
        """A variant's drawings, one per step of the longest; a finished variant stays."""
        drawn: list[Drawing] = []
        dealt = None
        for step in range(self.steps + 1):
            at = min(step, len(frames) - 1)
            table = frames[at].table
            if dealt is None or frames[at].deal != frames[max(at - 1, 0)].deal:
                dealt = table
            drawn.append(
                draw_table(table, self.sprite, names=self.seats, dealt=dealt, narrow=narrow)
            )
        return drawn

    def _rules_html(self) -> str:
        """A button per rule set, the one shown pressed (stepper.js)."""
        buttons = "".join(
            f'<button type="button" data-rule="{index}" '
            f'aria-pressed="{"true" if index == 0 else "false"}" title="Show it ({index + 1})">'
            f"{escape(name)}</button>"
            for index, name in enumerate(self.names)
        )
        return f'<div class="gw-rules" role="group" aria-label="Rule set shown">{buttons}</div>'

    def _differs(self, histories: Sequence[Sequence[Frame]], step: int) -> str:
        """How the variants part at frame `step`: "" (alike), "plays differently" (the move
        that leads there is not the same everywhere) or "settles differently" (the same
        moves, but what they settle, changed by this move, differs)."""
        if step == 0:
            return ""
        replays = self.replays
        moves = {r.actions[step - 1] if step <= len(r.actions) else None for r in replays}
        if len(moves) > 1:
            return "plays differently"
        now = [frames[min(step, len(frames) - 1)].returns for frames in histories]
        before = [frames[min(step - 1, len(frames) - 1)].returns for frames in histories]
        if len(set(now)) > 1 and now != before:
            return "settles differently"
        return ""

    def _caption(self, histories: Sequence[Sequence[Frame]], step: int) -> str:
        parts = []
        for name, replay, frames in zip(self.names, self.replays, histories, strict=True):
            words_ = "(over)" if step > len(replay.actions) else frames[step].caption
            parts.append(f"{name}: {words_}")
        text = " — ".join(parts)
        if self.differs[step]:
            text = f"{DIFFERS} {self.differs[step].capitalize()}. {text}"
        if step == self.steps:
            settled = [settlement(r.returns) for r in self.replays]
            mark = f"{DIFFERS} " if len(set(settled)) > 1 else ""
            text += (
                f" {mark}Settlements: "
                + "; ".join(f"{n}: {s}" for n, s in zip(self.names, settled, strict=True))
                + "."
            )
        return text

    @cached_property
    def chapters(self) -> tuple[tuple[int, str], ...]:
        """The deal, the first step where the variants play differently, and the end."""
        found = [(0, "Deal")]
        first = next((s for s, d in enumerate(self.differs) if d), None)
        if first is not None:
            found.append((first, "First difference"))
        found.append((self.steps, "End"))
        return tuple(found)

    @cached_property
    def bar(self) -> Bar:
        """One deal: its chapters are the bar (the end is added to every bar)."""
        return (("", 0, self.chapters[:-1]),)

    @cached_property
    def digest(self) -> str:
        source = "|".join(r.to_json() for r in self.replays) + "|" + "|".join(self.names)
        source += "|" + view_key(self.views[0])
        return hashlib.sha256(source.encode()).hexdigest()[:12]

    def about(self) -> str:
        return f"One deal under {len(self.replays)} rule sets; settlement " + "; ".join(
            f"{n}: {settlement(r.returns)}" for n, r in zip(self.names, self.replays, strict=True)
        )
