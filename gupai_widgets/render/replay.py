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
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from html import escape
from importlib import resources
from typing import TYPE_CHECKING

from ..engine.action import seat_name, signed
from ..engine.registry import game_class
from .markup import attr
from .sprite import Sprite
from .table import Drawing, draw_table, seat_title, svg_open

if TYPE_CHECKING:
    from ..engine.state import State
    from ..replay import Replay

OPEN = "o"
"""The key of the open view (all hands shown) in `data-v` and `data-view`."""

SPEEDS = (("slow", 2400), ("normal", 1300), ("fast", 600))
SELECTED = ' selected="selected"'

_TAG = re.compile(r"^<([a-zA-Z][\w:-]*)")


def view_key(seat: int | None) -> str:
    return OPEN if seat is None else str(seat)


def view_name(seat: int | None) -> str:
    return "All hands open" if seat is None else f"As {seat_name(seat)} sees it"


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
        states = replay.states()
        self.steps = len(states) - 1
        self.width = 0.0
        self.height = 0.0
        self.labels: dict[str, list[str]] = {}
        self.captions: dict[str, list[str]] = {}
        frames: dict[str, list[tuple[str, ...]]] = {}
        for seat in views:
            key = view_key(seat)
            drawn: list[Drawing] = []
            captions: list[str] = []
            dealt = None
            for step, state in enumerate(states):
                table = state.table(seat)
                if dealt is None or state.deal_number != states[step - 1].deal_number:
                    dealt = table
                drawing = draw_table(table, self.sprite, names=self.seats, dealt=dealt)
                drawn.append(drawing)
                if step == 0:
                    captions.append(state.intro())
                else:
                    captions.append(
                        seen_caption(
                            replay.captions[step - 1], seat, states[step - 1].deal_number, state
                        )
                    )
            self.width = max(self.width, *(d.width for d in drawn))
            self.height = max(self.height, *(d.height for d in drawn))
            frames[key] = [d.marks for d in drawn]
            self.labels[key] = [d.label for d in drawn]
            self.captions[key] = captions
        self.marks = _timeline(frames, [view_key(s) for s in views])

    # -- words -------------------------------------------------------------------------------

    @cached_property
    def chapters(self) -> tuple[tuple[int, str], ...]:
        """(step, name) where a deal or a phase of the rules begins, and the end."""
        marks = self.replay.marks
        several = len({deal for deal, _ in marks}) > 1
        word = game_class(self.replay.game).spec.deal_word.capitalize()
        chapters: list[tuple[int, str]] = []
        for step, mark in enumerate(marks):
            if step == 0 or mark != marks[step - 1]:
                deal, phase = mark
                name = f"{word} {deal + 1} · {phase}" if several else phase.capitalize()
                chapters.append((step, name))
        chapters.append((self.steps, "End"))
        return tuple(chapters)

    @cached_property
    def digest(self) -> str:
        """A short hash of the replay's content and the views drawn: a stable identity."""
        source = self.replay.to_json() + "|" + ",".join(view_key(v) for v in self.views)
        source += "|" + "|".join(self.seats)
        return hashlib.sha256(source.encode()).hexdigest()[:12]

    # -- drawings ------------------------------------------------------------------------------

    def frame_marks(self, step: int, seat: int | None = None) -> list[str]:
        """The marks of one frame, rebuilt from the timeline, in paint order."""
        self._check(step, seat)
        key = view_key(seat)
        return [m.markup for m in self.marks if m.shown(step, key)]

    def frame_svg(self, step: int, seat: int | None = None) -> str:
        """One frame as a standalone SVG with the piece definitions it needs."""
        marks = self.frame_marks(step, seat)
        label = self.labels[view_key(seat)][step]
        return (
            svg_open(self.width, self.height, label)
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
        """The whole timeline as one SVG, showing frame `step` in `seat`'s view."""
        self._check(step, seat)
        key = view_key(seat)
        shared = self._shared()
        by_step: list[list[str]] = [[] for _ in range(self.steps + 1)]
        for mark in self.marks:
            hidden = mark.start <= step and not mark.shown(step, key)
            by_step[mark.start].append(mark.tagged(hidden, shared.get(mark.markup)))
        layers = []
        for start, marks in enumerate(by_step):
            hide = ' display="none"' if start > step else ""
            layers.append(f'<svg data-step="{start}"{hide}>{"".join(marks)}</svg>')
        label = self.labels[key][step]
        again = "".join(
            _TAG.sub(lambda m, i=ident: f'<{m.group(1)} id="{i}"', markup, count=1)
            for markup, ident in shared.items()
        )
        return (
            svg_open(self.width, self.height, label)
            + self.sprite.defs()
            + (f"<defs>{again}</defs>" if again else "")
            + "".join(layers)
            + "</svg>"
        )

    def _shared(self) -> dict[str, str]:
        """Marks drawn at several separate times (a seat's turn marker, say) that are
        shorter defined once and placed with `<use>`: markup -> id, named by content."""
        counts: dict[str, int] = {}
        for mark in self.marks:
            counts[mark.markup] = counts.get(mark.markup, 0) + 1
        # Worth it when the copies saved outweigh the id and the short <use>s.
        shared = [m for m, count in counts.items() if (count - 1) * len(m) > 24 + 30 * count]
        digests = [hashlib.sha1(markup.encode()).hexdigest() for markup in shared]
        # Eight hex digits tell the marks of a page apart; more only if two ever meet.
        size = 8
        while len({d[:size] for d in digests}) < len(digests):
            size += 2
        return {markup: "gw-k" + d[:size] for markup, d in zip(shared, digests, strict=True)}

    def html(self, step: int = 0, seat: int | None = None, *, title: str | None = None) -> str:
        """The replay as markup-only HTML: heading, drawing, captions and the controls the
        stepper script brings to life. Every text is escaped."""
        self._check(step, seat)
        key = view_key(seat)
        replay = self.replay
        spec = replay.load().spec
        heading = title if title is not None else (replay.title or spec.title)
        players = ", ".join(seat_title(s, self.seats) for s in range(replay.players))
        settled = ", ".join(f"{seat_name(s)} {signed(r)}" for s, r in enumerate(replay.returns))
        about = f"{replay.players} players ({players}); {self.steps} moves; settlement {settled}"

        named = f"<strong>{escape(heading)}</strong> " if heading else ""
        captions = []
        for item_step in range(self.steps + 1):
            texts: dict[str, list[str]] = {}
            for view in self.views:
                vk = view_key(view)
                texts.setdefault(self.captions[vk][item_step], []).append(vk)
            for words, keys in texts.items():
                limit = "" if len(keys) == len(self.views) else f' data-v="{" ".join(keys)}"'
                hidden = ' hidden="hidden"' if key not in keys else ""
                captions.append(
                    f'<li data-step="{item_step}"{limit}{hidden}>{escape(words, quote=False)}</li>'
                )

        chapters = "".join(
            f'<button type="button" data-go="{s}">{escape(name)}</button>'
            for s, name in self.chapters
        )
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
            "</div>"
        )
        return (
            f'<div class="gw-replay" tabindex="0" data-replay="{self.digest}" '
            f'data-steps="{self.steps}" data-step="{step}" data-view="{key}" '
            f"aria-label={attr('Replay: ' + (heading or spec.name))}>"
            f'<div class="gw-head">{named}<span class="gw-about">{escape(about)}</span></div>'
            f'<nav class="gw-chapters" aria-label="Chapters">{chapters}</nav>'
            f'<div class="gw-board">{self.svg(step, seat)}</div>'
            f"{controls}"
            f'<ol class="gw-captions" start="0" aria-live="polite">{"".join(captions)}</ol>'
            "</div>"
        )


def seen_caption(caption: str, seat: int | None, deal: int, after: State) -> str:
    """The caption of the move that led to `after` (from deal number `deal`) as `seat` may
    read it: the whole caption, unless the move hid something from that seat (a tile laid
    face down) while the deal goes on; then only what the seat saw. Once the deal is over,
    everything shows."""
    action = after.history[-1]
    seen = action.seen_by(seat)
    if seen == action.text or after.is_terminal() or after.deal_number != deal:
        return caption
    return f"{seen}."


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
    marks = [
        Mark(markup, start, end, None if len(keys) == everywhere else tuple(keys))
        for (markup, start, end), keys in spans.items()
    ]
    marks.sort(key=lambda m: rank[(m.markup, m.start, m.end)])
    return marks


def _add(spans, rank, span, key, position) -> None:
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


def static_asset(name: str) -> str:
    """The text of a file of `widgets/static/` (the stepper script, the widget CSS)."""
    return resources.files("gupai_widgets.widgets").joinpath("static", name).read_text("utf-8")


WIDGET_PART = re.compile(r"^// @widget:.*?^// @widget end\n", re.S | re.M)


def compact_js(source: str, *, widget: bool = True) -> str:
    """The script without its comments and needless white space, for pages that inline it;
    without `widget`, also without the anywidget part a page does not need.

    Only white space goes: strings, template literals and regular expressions stay as they
    are, a space stays between two words, and a line break stays wherever it could end a
    statement, so the script means exactly what it did."""
    if not widget:
        source = WIDGET_PART.sub("", source)
    out: list[str] = []
    gap = ""  # the white space (and comments) since the last token: "", " " or "\n"
    i, n = 0, len(source)
    while i < n:
        char = source[i]
        if char in " \t\r\n":
            gap = "\n" if char == "\n" or gap == "\n" else " "
            i += 1
            continue
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        if source.startswith("/*", i):
            end = source.index("*/", i + 2) + 2
            gap = gap or ("\n" if "\n" in source[i:end] else " ")
            i = end
            continue
        last = out[-1][-1] if out else ""
        # A slash starts a regular expression where a value may start, else it divides.
        regex = not out or last in "(,=:[!&|?{};+-*%<>~^" or out[-1] in _JS_BEFORE_VALUE
        if char in "'\"`" or (char == "/" and regex):
            end = _js_literal_end(source, i)
        else:
            end = i + 1
            while end < n and _JS_WORD.match(char) and _JS_WORD.match(source[end]):
                end += 1
        token = source[i:end]
        if gap and last:
            first = token[0]
            if gap == "\n" and last not in "{;,([" and first not in "})]":
                out.append("\n")
            elif (
                (_JS_WORD.match(last) and _JS_WORD.match(first))
                or (last == first and last in "+-/")
                or (last.isdigit() and first == ".")
            ):
                out.append(" ")
        out.append(token)
        gap = ""
        i = end
    return "".join(out)


_JS_WORD = re.compile(r"[\w$]")
# Words after which a slash starts a regular expression, as after an operator.
_JS_BEFORE_VALUE = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete"}
_JS_BEFORE_VALUE |= {"void", "throw", "instanceof", "yield", "await"}


def _js_literal_end(source: str, start: int) -> int:
    """Where the string, template literal or regular expression at `start` ends."""
    quote, i, depth, in_class = source[start], start + 1, 0, False
    while True:
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if quote == "`" and source.startswith("${", i):
            depth, i = depth + 1, i + 2
            continue
        if depth:  # inside ${...}: its braces and its own literals
            if char in "'\"`":
                i = _js_literal_end(source, i)
                continue
            depth += (char == "{") - (char == "}")
        elif quote == "/" and char in "[]":
            in_class = char == "["
        elif char == quote and not in_class:
            return i + 1
        elif char == "\n" and quote != "`":
            raise ValueError(f"unterminated literal at {source[start:i]!r}")
        i += 1


def compact_css(source: str, *, unused: tuple[str, ...] = ()) -> str:
    """The style sheet without comments and needless spaces or zeros; `unused` names classes
    the page never holds ("gw-play"): selectors with any of them are left out, and rules
    left with none."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r"\s+", " ", source)
    source = re.sub(r"\s*([{};,>!])\s*", r"\1", source)
    # A colon followed by a space is only ever a declaration's (or a media query's).
    source = re.sub(r":\s+", ":", source)
    source = re.sub(r"(?<![\w.#-])0\.(\d)", r".\1", source).replace(";}", "}").strip()
    if not unused:
        return source
    names = "|".join(map(re.escape, unused))
    pattern = re.compile(rf"\.(?:{names})(?![\w-])")
    kept = []
    for selectors, body in _css_rules(source):
        if not selectors.startswith("@"):
            selectors = ",".join(s for s in selectors.split(",") if not pattern.search(s))
            if not selectors:
                continue
        kept.append(f"{selectors}{{{body}}}")
    return "".join(kept)


def _css_rules(source: str) -> list[tuple[str, str]]:
    """The top-level rules of a compact style sheet as (selectors or at-rule, body)."""
    rules, start = [], 0
    while start < len(source):
        opening = source.index("{", start)
        depth, end = 1, opening + 1
        while depth:
            depth += {"{": 1, "}": -1}.get(source[end], 0)
            end += 1
        rules.append((source[start:opening], source[opening + 1 : end - 1]))
        start = end
    return rules


# Classes only a live table (PlayTable) uses: a replay page needs none of their styles.
LIVE_TABLE = ("gw-play", "gw-pick", "gw-log", "gw-note", "gw-choices", "gw-bar")

PAGE_CSS = """
:root{color-scheme:light dark}
body{margin:0;padding:16px 20px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,
Helvetica,Arial,sans-serif;background:#fbfaf7;color:#1d1d1f}
@media (prefers-color-scheme:dark){body{background:#16181c;color:#e6e6e6}}
main{max-width:960px;margin:0 auto}
h1{font-size:1.3em;margin:.2em 0 .6em}
footer{margin-top:1.2em;font-size:.85em;opacity:.75}
""".strip()


def standalone_page(
    replay: Replay,
    *,
    seat: int | None = None,
    views: Sequence[int | None] | None = None,
    title: str | None = None,
) -> str:
    """A whole HTML page holding the replay, its CSS and the stepper script inline: it
    works opened from disk in any browser, with no network.

    By default it draws only `seat`'s view (all hands open), which keeps a page small;
    `views` adds others to switch between (each seat's view adds a few kilobytes)."""
    spec = replay.load().spec
    heading = title if title is not None else (replay.title or spec.title)
    if views is None:
        views = (seat,)
    body = replay_html(replay, seat=seat, views=views, title="")
    help_text = (
        "Step with the buttons, the slider or the arrow keys (click the table first); "
        "▶ Play steps by itself."
    )
    if len(set(views) | {seat}) > 1:
        help_text += (
            " The menu on the right switches between all hands open and what one seat sees."
        )
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8"/>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
        f"<title>{escape(heading)} · replay</title>"
        f"<style>{compact_css(PAGE_CSS + static_asset('widgets.css'), unused=LIVE_TABLE)}</style>"
        "</head>"
        f"<body><main><h1>{escape(heading)}</h1>{body}"
        f"<footer>{escape(help_text)} Made with gupai_widgets.</footer></main>"
        f'<script type="module">{compact_js(static_asset("stepper.js"), widget=False)}</script>'
        "</body></html>\n"
    )
