"""Variants side by side: one deal played under several rule sets, stepped together.

Each frame draws the variants' tables, each under its name, in the narrow layout of a table
(render/table.py): two abreast, so that a class reads them on a projector, or one under the
other on a phone; frame k of a variant that ended sooner stays on its last position. A step
where the variants' moves differ is marked over every table and in the caption ("≠"), and
the last caption compares the settlements. It is a `ReplayFrames` in every other way, so the
same stepper steps it, on the site, in a notebook and in a standalone page.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cached_property

from ..replay import Frame, Replay
from .pieces_row import words
from .replay import Bar, Layout, ReplayFrames, _timeline, settlement, view_key
from .sprite import Sprite
from .table import Drawing, draw_table

GAP = 24.0  # between two tables
ABREAST = 2  # tables side by side in the wide layout
HEAD = 22.0  # the line naming a table over it
DIFFERS = "≠"


class CompareFrames(ReplayFrames):
    """The replays of one deal under several rule sets (`replays`, named by `names`), as
    `seat` sees them (None: all hands open)."""

    # Its tables stack into rows rather than shrink to the window's height (widgets.css).
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
        drawn = [self._draw(frames) for frames in histories]
        self.differs = tuple(self._differs(histories, step) for step in range(self.steps + 1))
        key = view_key(seat)
        self.wide, self.narrow = (self._layout(drawn, key, abreast) for abreast in (ABREAST, 1))
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

    def _layout(self, drawn: Sequence[Sequence[Drawing]], key: str, abreast: int) -> Layout:
        """The variants' tables `abreast` a row, each under its name."""
        width = max(d.width for variant in drawn for d in variant)
        height = max(d.height for variant in drawn for d in variant) + HEAD
        columns = min(abreast, len(drawn))
        rows = -(-len(drawn) // columns)
        frames: list[tuple[str, ...]] = []
        for step in range(self.steps + 1):
            marks: list[str] = []
            for index, variant in enumerate(drawn):
                row, column = divmod(index, columns)
                x, y = column * (width + GAP), row * (height + GAP)
                differs = self.differs[step]
                name = f"{self.names[index]} {DIFFERS} {differs}" if differs else self.names[index]
                marks.append(words(x + width / 2, y + HEAD - 7, name, "gw-n gw-m"))
                shift = f'<g transform="translate({x:g} {y + HEAD:g})">'
                marks += [f"{shift}{mark}</g>" for mark in variant[step].marks]
            frames.append(tuple(marks))
        return Layout(
            columns * width + (columns - 1) * GAP,
            rows * height + (rows - 1) * GAP,
            _timeline({key: frames}, [key]),
        )

    def _draw(self, frames: Sequence[Frame]) -> list[Drawing]:
        """A variant's drawings, one per step of the longest; a finished variant stays."""
        drawn: list[Drawing] = []
        dealt = None
        for step in range(self.steps + 1):
            at = min(step, len(frames) - 1)
            table = frames[at].table
            if dealt is None or frames[at].deal != frames[max(at - 1, 0)].deal:
                dealt = table
            drawn.append(draw_table(table, self.sprite, names=self.seats, dealt=dealt, narrow=True))
        return drawn

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
