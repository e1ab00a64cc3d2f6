"""Replay frames: every position of a recorded game pre-rendered, as markup-only HTML.

Each frame is the game's table (`state.table(seat)`, drawn by `render/table.py`), from one
or more views: all hands open, or as one seat sees the table. All frames share one sprite, so
each drawn piece is defined once; and because consecutive frames differ by a move, the
frames are stored as a timeline: a mark (a placed piece, a label, an outline) is written
once, in the `<svg data-step="k">` layer of the step where it appears, with `data-e` (the
step where it goes away) and `data-v` (the views that show it) when it does not stay to
the end in every view. Frame k is layers 0..k with the marks gone by k hidden; the small
stepper script (`widgets/static/stepper.js`) does exactly that and nothing else, so a
whole JieLong deal in five views stays a few tens of kilobytes.

Without the script the markup still reads: the first frame is drawn (later layers carry
`display="none"`) and the captions form a numbered list of the moves. Nothing here uses
a random id: the same replay always gives the same bytes.

The frames come from the replay (`Replay.frames`): the open view reads the recorded
captions, a seat's view the rules' caption of each move as that seat knows the game, so a
seat's view holds nothing the seat could not see, down to its captions and its
`data-replay` id. Nothing here drives the engine.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from html import escape
from typing import TYPE_CHECKING

from ..engine.action import seat_name, signed
from .markup import attr, num
from .sprite import Sprite
from .table import FELT_FILL, Drawing, draw_table, layouts, seat_title, svg_open

if TYPE_CHECKING:
    from ..replay import Replay

OPEN = "o"
"""The key of the open view (all hands shown) in `data-v` and `data-view`."""

SPEEDS = (("slow", 2400), ("normal", 1300), ("fast", 600))
MOST_CHAPTERS = 8  # a deal's chapters in the bar: one row on a page
# The room a 1280×720 screen leaves the table in full screen (widgets.css .gw-full), px.
FULL_SCREEN = (1248.0, 620.0)

Bar = tuple[tuple[str, int, tuple[tuple[int, str], ...]], ...]
"""The chapter bar: per deal its name ("" when there is one deal), its first step and its
chapters (step, name)."""
SELECTED = ' selected="selected"'

_TAG = re.compile(r"^<([a-zA-Z][\w:-]*)")


def view_key(seat: int | None) -> str:
    return OPEN if seat is None else str(seat)


def view_name(seat: int | None) -> str:
    return "All hands open" if seat is None else f"As {seat_name(seat)} sees it"


@dataclass(frozen=True, slots=True)
class Layout:
    """The timeline of one layout of a replay (render/table.py draws a table wide, and
    narrow for a phone) and the size that holds every frame."""

    width: float
    height: float
    marks: list[Mark]
    split: float = 0.0  # a narrow table's parts (render/table.py `Drawing`)
    low: frozenset[str] = frozenset()
    # Rule sets compared (render/compare.py): one table each, its top at `tops`, as high as
    # `highs`; the stepper shows one at a time, a page without it all of them.
    tops: tuple[float, ...] = ()
    highs: tuple[float, ...] = ()

    @classmethod
    def of(cls, frames: dict[str, list[Drawing]], order: list[str]) -> Layout:
        """The layout of the drawings of every view (`order`: the views' keys)."""
        drawn = [d for view in frames.values() for d in view]
        marks = {key: [d.marks for d in view] for key, view in frames.items()}
        splits = {d.split for d in drawn}
        return cls(
            max(d.width for d in drawn),
            max(d.height for d in drawn),
            _timeline(marks, order),
            # Parts that keep their places from frame to frame, or none.
            splits.pop() if len(splits) == 1 else 0.0,
            frozenset().union(*(d.low for d in drawn)),
        )

    @property
    def shown(self) -> float:
        """The height the stepper shows: one table's (the highest), or the whole drawing's."""
        return max(self.highs, default=self.height)

    @property
    def land(self) -> tuple[float, float]:
        """The size of the two parts side by side (a landscape screen): the other seats on
        the left, the centre and the viewer's seat on the right."""
        return 2 * self.width, max(self.split, self.shown - self.split)

    def felts(self) -> tuple[list[str], list[str]]:
        """A felt of its own for each part of each table, hidden but on a landscape screen:
        the upper part's, and the lower part's (that moves beside it)."""
        parts: tuple[list[str], list[str]] = ([], [])
        tops = self.tops or (0.0,)
        for index, top in enumerate(tops):
            rule = f' data-r="{index}"' if self.tops else ""
            for part, y in enumerate((top, top + self.split)):
                parts[part].append(
                    f'<rect class="gw-lf"{rule} y="{num(y)}" width="{num(self.width)}" '
                    f'height="{num(self.land[1])}" rx="16" {FELT_FILL} display="none"/>'
                )
        return parts

    @property
    def cells(self) -> str:
        """The attributes that tell the stepper where each rule set's table lies."""
        if not self.tops:
            return ""
        tops = " ".join(num(top) for top in self.tops)
        highs = " ".join(num(high) for high in self.highs)
        return f' data-tops="{tops}" data-highs="{highs}"'


@dataclass(frozen=True, slots=True)
class Mark:
    """One drawn element of the timeline: shown from step `start` until `end` (exclusive,
    None = to the last frame) in the views `views` (None = every view)."""

    markup: str
    start: int
    end: int | None
    views: tuple[str, ...] | None

    def tagged(self, hidden: bool = False, ref: str | None = None) -> str:
        """The element with its timeline attributes (and hidden, for the first frame); with
        `ref`, a `<use>` of the element defined once under that id."""
        extra = ""
        if self.end is not None:
            extra += f' data-e="{self.end}"'
        if self.views is not None:
            extra += f' data-v="{" ".join(self.views)}"'
        if hidden:
            extra += ' display="none"'
        if ref is not None:
            return f'<use href="#{ref}"{extra}/>'
        if not extra:
            return self.markup
        return _TAG.sub(lambda m: f"<{m.group(1)}{extra}", self.markup, count=1)

    def shown(self, step: int, view: str) -> bool:
        return (
            self.start <= step
            and (self.end is None or step < self.end)
            and (self.views is None or view in self.views)
        )


class ReplayFrames:
    """Every frame of a replay, in one or more views, drawn with one sprite.

    `views` lists the seats whose view is drawn, None standing for all hands open; the
    first is the one shown before the reader picks another. `seats` names the players
    (default: the replay's seat names).
    """

    board_class = "gw-board"

    def __init__(
        self,
        replay: Replay,
        views: Sequence[int | None] | None = None,
        *,
        seats: Sequence[str] | None = None,
    ) -> None:
        self.replay = replay
        if views is None:
            views = (None, *range(replay.players))
        views = tuple(dict.fromkeys(views))
        for seat in views:
            if seat is not None and (
                not isinstance(seat, int)
                or isinstance(seat, bool)
                or not 0 <= seat < replay.players
            ):
                raise ValueError(
                    f"no seat {seat!r} to view from: seats are 0 to {replay.players - 1}, "
                    f"None for all hands open"
                )
        if not views:
            raise ValueError("a replay needs at least one view to draw")
        self.views = views
        self.seats = tuple(seats) if seats is not None else tuple(replay.seats)
        self.sprite = Sprite()
        self.steps = len(replay.actions)
        self.said: dict[str, list[tuple[str, ...]]] = {}
        self.captions: dict[str, list[str]] = {}
        keys = [view_key(s) for s in views]
        # Each frame drawn wide and narrow (render/table.py `seating`).
        drawn: tuple[dict[str, list[Drawing]], ...] = ({}, {})
        for seat in views:
            key = view_key(seat)
            captions: list[str] = []
            dealt = None
            deal = None
            for frame in replay.frames(seat):
                if dealt is None or frame.deal != deal:
                    dealt, deal = frame.table, frame.deal
                for narrow, frames in enumerate(drawn):
                    frames.setdefault(key, []).append(
                        draw_table(
                            frame.table, self.sprite, names=self.seats, dealt=dealt,
                            narrow=bool(narrow),
                        )
                    )  # fmt: skip
                captions.append(frame.caption)
            self.said[key] = [d.said for d in drawn[0][key]]
            self.captions[key] = captions
        self.wide, self.narrow = (Layout.of(frames, keys) for frames in drawn)

    # -- words -------------------------------------------------------------------------------

    @property
    def labels(self) -> dict[str, list[str]]:
        """What each frame shows in words, per view: the drawing's label."""
        return {key: [" ".join(parts) for parts in said] for key, said in self.said.items()}

    @cached_property
    def chapters(self) -> tuple[tuple[int, str], ...]:
        """(step, name) where a deal or a phase of the rules begins, and the end."""
        marks = self.replay.marks
        several = len({deal for deal, _ in marks}) > 1
        word = self.replay.spec.deal_word.capitalize()
        chapters: list[tuple[int, str]] = []
        for step, mark in enumerate(marks):
            if step == 0 or mark != marks[step - 1]:
                deal, phase = mark
                name = f"{word} {deal + 1} · {phase}" if several else phase.capitalize()
                # Frame n shows the position after move n - 1 and that move's caption: a
                # chapter opens on its first move (the first one on the deal as dealt).
                chapters.append((step + 1 if step else 0, name))
        chapters.append((self.steps, "End"))
        return tuple(chapters)

    @cached_property
    def bar(self) -> Bar:
        """The chapters as the bar over the board offers them, deal by deal: the rounds of
        a deal, each opened by the first of its phases that comes back ("Lead 3"), and the
        phases that come once. At most `MOST_CHAPTERS` a deal, evenly spread: the slider
        and the keys reach the rest."""
        marks = self.replay.marks
        deals: dict[int, list[tuple[int, str]]] = {}
        for step, (deal, phase) in enumerate(marks):
            if step == 0 or (deal, phase) != marks[step - 1]:
                # As in `chapters`: a chapter opens on the frame of its first move.
                deals.setdefault(deal, []).append((step + 1 if step else 0, phase))
        word = self.replay.spec.deal_word.capitalize()
        bar = []
        for deal, starts in deals.items():
            counts = Counter(phase for _, phase in starts)
            rounds = next((phase for _, phase in starts if counts[phase] > 1), None)
            kept: list[tuple[int, str]] = []
            for step, phase in starts:
                if phase == rounds:
                    kept.append((step, f"{phase.capitalize()} {len(kept) + 1}"))
                elif counts[phase] == 1:
                    kept.append((step, phase.capitalize()))
            if len(kept) > MOST_CHAPTERS:
                last = len(kept) - 1
                kept = [kept[round(k * last / (MOST_CHAPTERS - 1))] for k in range(MOST_CHAPTERS)]
            bar.append((f"{word} {deal + 1}" if len(deals) > 1 else "", starts[0][0], tuple(kept)))
        return tuple(bar)

    def _bar_html(self, step: int) -> str:
        """The chapter bar: a menu of the deals when there are several, the chapters of the
        deal shown (those of the others hidden until their deal is), and the end."""
        bar = self.bar
        shown = max((i for i, (_, start, _) in enumerate(bar) if start <= step), default=0)
        parts = []
        if len(bar) > 1:
            options = "".join(
                f'<option value="{start}"{SELECTED if i == shown else ""}>{escape(name)}</option>'
                for i, (name, start, _) in enumerate(bar)
            )
            word = self.replay.spec.deal_word.capitalize()
            parts.append(f'<select data-gw="deal" aria-label={attr(word)}>{options}</select>')
        for i, (_, _, chapters) in enumerate(bar):
            hidden = "" if i == shown or len(bar) == 1 else ' hidden="hidden"'
            deal = f' data-deal="{i}"' if len(bar) > 1 else ""
            parts += [
                f'<button type="button" data-go="{s}"{deal}{hidden}>{escape(name)}</button>'
                for s, name in chapters
            ]
        parts.append(f'<button type="button" data-go="{self.steps}">End</button>')
        return "".join(parts)

    @cached_property
    def digest(self) -> str:
        """A short hash of what is drawn (the views, the seats' names, every mark, label,
        caption and chapter): a stable identity that tells nothing the views do not show,
        so a seat's view of a game carries no trace of the hands hidden from it."""
        keys = [view_key(v) for v in self.views]
        parts = [",".join(keys), *self.seats]
        for mark in self.wide.marks:
            parts.append(f"{mark.start} {mark.end} {mark.views} {mark.markup}")
        for key in keys:
            parts += self.labels[key] + self.captions[key]
        parts += [f"{step} {name}" for step, name in self.chapters]
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:12]

    # -- drawings ------------------------------------------------------------------------------

    def frame_marks(self, step: int, seat: int | None = None, *, narrow: bool = False) -> list[str]:
        """The marks of one frame (of the wide layout, or the `narrow` one), rebuilt from the
        timeline, in paint order."""
        self._check(step, seat)
        key = view_key(seat)
        layout = self.narrow if narrow else self.wide
        return [m.markup for m in layout.marks if m.shown(step, key)]

    def frame_svg(self, step: int, seat: int | None = None) -> str:
        """One frame as a standalone SVG with the piece definitions it needs."""
        marks = self.frame_marks(step, seat)
        label = self.labels[view_key(seat)][step]
        return (
            svg_open(self.wide.width, self.wide.height, label)
            + self.sprite.defs()
            + "".join(marks)
            + "</svg>"
        )

    def _check(self, step: int, seat: int | None) -> None:
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= self.steps:
            raise ValueError(f"step must be a whole number from 0 to {self.steps}, not {step!r}")
        if seat not in self.views:
            shown = ", ".join(repr(v) for v in self.views)
            raise ValueError(f"the view of {seat!r} was not drawn; drawn views: {shown}")

    def svg(self, step: int = 0, seat: int | None = None) -> str:
        """The whole timeline as one SVG in both layouts (render/table.py `layouts`),
        showing frame `step` in `seat`'s view."""
        self._check(step, seat)
        key = view_key(seat)
        shared = self._shared()
        drawn = []
        narrow = self.narrow
        land = self._land()
        for layout in (self.wide, narrow):
            low = layout.low if layout is narrow and land else frozenset()
            by_step: list[tuple[list[str], list[str]]] = [([], []) for _ in range(self.steps + 1)]
            if low:  # each part on a felt of its own, that a landscape screen shows
                for part, felts in enumerate(layout.felts()):
                    by_step[0][part].extend(felts)
            for mark in layout.marks:
                hidden = mark.start <= step and not mark.shown(step, key)
                tagged = mark.tagged(hidden, shared.get(mark.markup))
                by_step[mark.start][mark.markup in low].append(tagged)
            layers = []
            for start, (high, below) in enumerate(by_step):
                hide = ' display="none"' if start > step else ""
                moved = f'<g class="gw-lo">{"".join(below)}</g>' if below else ""
                layers.append(f'<svg data-step="{start}"{hide}>{"".join(high)}{moved}</svg>')
            drawn.append((layout.width, layout.height, "".join(layers)))
        label = self.labels[key][step]
        again = "".join(_with_id(markup, ident) for markup, ident in shared.items())
        return (
            svg_open(
                self.wide.width,
                self.wide.height,
                label,
                narrow=(narrow.width, narrow.height),
                land=(*narrow.land, narrow.split, narrow.shown) if land else None,
            )
            + self.sprite.defs()
            + (f"<defs>{again}</defs>" if again else "")
            + layouts(drawn[0], drawn[1], cells=(self.wide.cells, narrow.cells))
            + "</svg>"
        )

    def _land(self) -> bool:
        """Whether a landscape screen (16:9, full screen at 1280×720) shows the narrow table's
        parts side by side larger than the wide table."""
        width, height = FULL_SCREEN
        wide, narrow = self.wide, self.narrow
        if not narrow.split:
            return False
        land_width, land_height = narrow.land
        scale = min(width / land_width, height / land_height)
        return scale > min(width / wide.width, height / wide.shown)

    def _shared(self) -> dict[str, str]:
        """Marks drawn at several separate times (a seat's turn marker, say) that are
        shorter defined once and placed with `<use>`: markup -> id, named by content."""
        counts: dict[str, int] = {}
        for mark in self.wide.marks + self.narrow.marks:
            counts[mark.markup] = counts.get(mark.markup, 0) + 1
        # Worth it when the copies saved outweigh the id and the short <use>s.
        shared = [m for m, count in counts.items() if (count - 1) * len(m) > 24 + 30 * count]
        digests = [hashlib.sha1(markup.encode()).hexdigest() for markup in shared]
        # Eight hex digits tell the marks of a page apart; more only if two ever meet.
        size = 8
        while len({d[:size] for d in digests}) < len(digests):
            size += 2
        return {markup: "gw-k" + d[:size] for markup, d in zip(shared, digests, strict=True)}

    def about(self) -> str:
        """The line beside the heading: the players, the length and the settlement."""
        replay = self.replay
        players = ", ".join(seat_title(s, self.seats) for s in range(replay.players))
        settled = settlement(replay.returns)
        return f"{replay.players} players ({players}); {self.steps} moves; settlement {settled}"

    def html(self, step: int = 0, seat: int | None = None, *, title: str | None = None) -> str:
        """The replay as markup-only HTML: heading, drawing, captions and the controls the
        stepper script brings to life. Every text is escaped."""
        self._check(step, seat)
        key = view_key(seat)
        replay = self.replay
        spec = replay.spec
        heading = title if title is not None else (replay.title or spec.title)
        about = self.about()

        named = f"<strong>{escape(heading)}</strong> " if heading else ""
        captions = self._captions_html(key)
        said = self._said_html()

        chapters = self._bar_html(step)
        speeds = "".join(
            f'<option value="{ms}"{SELECTED if name == "normal" else ""}>{name}</option>'
            for name, ms in SPEEDS
        )
        view_choice = ""
        if len(self.views) > 1:
            options = "".join(
                f'<option value="{view_key(v)}"'
                + (SELECTED if view_key(v) == key else "")
                + f">{escape(view_name(v))}</option>"
                for v in self.views
            )
            view_choice = f'<select data-gw="view" aria-label="Whose view">{options}</select>'
        controls = (
            '<div class="gw-controls">'
            '<button type="button" data-gw="first" title="First (Home)" aria-label="First step">'
            "|◀</button>"
            '<button type="button" data-gw="prev" title="Previous (←)" aria-label="Previous step">'
            "◀</button>"
            '<button type="button" data-gw="play" title="Play (space)" aria-label="Play">'
            "▶ Play</button>"
            '<button type="button" data-gw="next" title="Next (→)" aria-label="Next step">'
            "▶</button>"
            '<button type="button" data-gw="last" title="Last (End)" aria-label="Last step">'
            "▶|</button>"
            f'<input type="range" data-gw="slider" min="0" max="{self.steps}" value="{step}" '
            f'step="1" aria-label="Step"/>'
            f'<output data-gw="count">{step} / {self.steps}</output>'
            f'<select data-gw="speed" aria-label="Autoplay speed">{speeds}</select>'
            f"{view_choice}"
            '<button type="button" data-gw="full" title="Full screen (f)" aria-pressed="false">'
            "Full screen</button>"
            "</div>"
        )
        return (
            f'<div class="gw-replay" tabindex="0" data-replay="{self.digest}" '
            f'data-steps="{self.steps}" data-step="{step}" data-view="{key}" '
            f"aria-label={attr('Replay: ' + (heading or spec.name))}>"
            f'<div class="gw-head">{named}<span class="gw-about">{escape(about)}</span></div>'
            f'<nav class="gw-chapters" aria-label="Chapters">{chapters}</nav>'
            f"{self._rules_html()}"
            f'<div class="{self.board_class}">'
            f"{self.svg(step, seat)}</div>"
            f"{controls}"
            f'<ol class="gw-captions" start="0" aria-live="polite">{captions}</ol>'
            f'<div class="gw-said" hidden="hidden">{said}</div>'
            "</div>"
        )

    def _rules_html(self) -> str:
        """The buttons that choose the rule set shown (render/compare.py): none here."""
        return ""

    def _said_html(self) -> str:
        """What the board shows at each step in words, for the stepper to make the current
        frame's the drawing's label (the first frame's is written into the drawing). Like the
        marks, a sentence is written once for the steps it stays the same: `data-i` is its
        place in the label, `data-s` and `data-e` the steps it holds from and until, `data-v`
        the views it belongs to when not all."""
        spans: dict[tuple[int, str, int, int | None], list[str]] = {}
        for view in self.views:
            key = view_key(view)
            frames = self.said[key]
            for place in range(max(len(parts) for parts in frames)):
                start = 0
                for step in range(1, len(frames) + 1):
                    now = frames[step - 1][place] if place < len(frames[step - 1]) else ""
                    after = (
                        frames[step][place]
                        if step < len(frames) and place < len(frames[step])
                        else None
                    )
                    if after == now:
                        continue
                    if now:
                        end = None if step == len(frames) else step
                        spans.setdefault((place, now, start, end), []).append(key)
                    start = step
        items = []
        everywhere = len(self.views)
        for (place, words, start, end), keys in sorted(
            spans.items(), key=lambda item: (item[0][2], item[0][0])
        ):
            extra = "" if end is None else f' data-e="{end}"'
            if len(keys) < everywhere:
                extra += f' data-v="{" ".join(keys)}"'
            said = escape(words, quote=False)
            items.append(f'<span data-i="{place}" data-s="{start}"{extra}>{said}</span>')
        return "".join(items)

    def _captions_html(self, key: str) -> str:
        """A list item per step and caption, naming the views it belongs to when not all,
        those of another view than `key` hidden."""
        items = []
        for item_step in range(self.steps + 1):
            keys_by_text: dict[str, list[str]] = {}
            for view in self.views:
                vk = view_key(view)
                keys_by_text.setdefault(self.captions[vk][item_step], []).append(vk)
            for words, keys in keys_by_text.items():
                limit = "" if len(keys) == len(self.views) else f' data-v="{" ".join(keys)}"'
                hidden = ' hidden="hidden"' if key not in keys else ""
                items.append(
                    f'<li data-step="{item_step}"{limit}{hidden}>{escape(words, quote=False)}</li>'
                )
        return "".join(items)


def _with_id(markup: str, ident: str) -> str:
    """The markup with `ident` as the id of its outer element."""
    return _TAG.sub(lambda m: f'<{m.group(1)} id="{ident}"', markup, count=1)


def settlement(returns: Sequence[int]) -> str:
    """ "P1 +3, P2 −3"."""
    return ", ".join(f"{seat_name(s)} {signed(r)}" for s, r in enumerate(returns))


def _timeline(frames: dict[str, list[tuple[str, ...]]], order: list[str]) -> list[Mark]:
    """Merge the frames of every view into marks with a start, an end and their views.

    A mark that stays in place from one frame to the next is one mark; a mark that is in
    several views over the same steps is one mark listing those views.
    """
    spans: dict[tuple[str, int, int | None], list[str]] = {}
    rank: dict[tuple[str, int, int | None], tuple[int, int]] = {}
    for key in order:
        alive: dict[tuple[str, int], int] = {}
        seen_at: dict[tuple[str, int], int] = {}
        frame_list = frames[key]
        for step, marks in enumerate(frame_list):
            counts: dict[str, int] = {}
            now: dict[tuple[str, int], int] = {}
            for position, markup in enumerate(marks):
                n = counts.get(markup, 0)
                counts[markup] = n + 1
                ident = (markup, n)
                now[ident] = alive.get(ident, step)
                if ident not in alive:
                    seen_at[ident] = position
            for ident, start in alive.items():
                if ident not in now:
                    _add(spans, rank, (ident[0], start, step), key, seen_at[ident])
            alive = now
        for ident, start in alive.items():
            _add(spans, rank, (ident[0], start, None), key, seen_at[ident])
    everywhere = len(order)
    timeline = [
        Mark(markup, start, end, None if len(keys) == everywhere else tuple(keys))
        for (markup, start, end), keys in spans.items()
    ]
    timeline.sort(key=lambda m: rank[(m.markup, m.start, m.end)])
    return timeline


def _add(
    spans: dict[tuple[str, int, int | None], list[str]],
    rank: dict[tuple[str, int, int | None], tuple[int, int]],
    span: tuple[str, int, int | None],
    key: str,
    position: int,
) -> None:
    keys = spans.setdefault(span, [])
    if key not in keys:
        keys.append(key)
    rank.setdefault(span, (span[1], position))


# -- entry points --------------------------------------------------------------------------------


def replay_frames(
    replay: Replay,
    views: Sequence[int | None] | None = None,
    *,
    seats: Sequence[str] | None = None,
) -> ReplayFrames:
    """Every frame of `replay` drawn in each of `views` (default: open, then every seat)."""
    return ReplayFrames(replay, views, seats=seats)


def replay_html(
    replay: Replay,
    *,
    seat: int | None = None,
    views: Sequence[int | None] | None = None,
    step: int = 0,
    title: str | None = None,
) -> str:
    """The replay as markup-only HTML, showing `step` from `seat`'s view (None: all hands
    open). `views` chooses which views the reader can switch between (default: all)."""
    if views is None:
        views = (None, *range(replay.players))
    if seat not in views:
        views = (seat, *views)
    return ReplayFrames(replay, views).html(step, seat, title=title)
