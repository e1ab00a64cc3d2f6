"""ReplayViewer: step through a recorded game in a notebook, live or static."""

from __future__ import annotations

import numbers
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from ..engine import GameError, load_game
from ..engine.action import seat_name
from ..pieces.errors import excerpt
from ..render.compare import CompareFrames
from ..render.notebook_assets import WIDGET_CSS, with_notebook_assets
from ..render.replay import ReplayFrames
from ..replay import Replay, play

if TYPE_CHECKING:
    from ..engine.state import State

STATIC = Path(__file__).parent / "static"
# The stepper is a classic script, so that the site also works opened from disk; anywidget
# wants a module whose default export renders: the same script and that one line.
WIDGET_ESM = (STATIC / "stepper.js").read_text("utf-8") + (
    "export default globalThis.gupaiStepper.widget;\n"
)


class StepTrait(traitlets.TraitType):
    """A frame number: a whole number, clamped to the frames the replay has."""

    default_value = 0
    info_text = "a whole number of steps"

    def validate(self, obj: Any, value: Any) -> int:
        last = getattr(obj, "steps", 0)
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise traitlets.TraitError(
                f"step must be a whole number from 0 to {last}, not {value!r}"
            )
        return min(max(int(value), 0), last)


class SeatTrait(traitlets.TraitType):
    """Whose view: None (all hands open) or a seat index, among the views drawn."""

    default_value = None
    # None is checked in `validate` like any seat: it is allowed only when the open view
    # was drawn (traitlets would let it through unchecked with allow_none).
    allow_none = False
    info_text = "None or a seat index"

    def validate(self, obj: Any, value: Any) -> int | None:
        views = getattr(obj, "views", (None,))
        if (value is None or isinstance(value, int) and not isinstance(value, bool)) and (
            value in views
        ):
            return value
        allowed = ", ".join("None (all hands open)" if v is None else str(v) for v in views)
        raise traitlets.TraitError(f"seat must be one of {allowed}; got {value!r}")


class ReplayViewer(anywidget.AnyWidget):
    """Steps through a recorded game: first/previous/next/last, a slider, the arrow keys,
    autoplay with a speed, and a switch between all hands open and one seat's view.

        viewer = ReplayViewer(gw.play(game, seed=3))
        viewer.step = 5          # the drawing follows; stepping in the drawing sets it
        viewer.caption           # what happened at that step
        viewer.state             # the position shown, as a State

    Every frame is drawn once in Python (`render/replay.py`); the browser only shows and
    hides them. Saved without a kernel, the output falls back to the same markup as
    `text/html`, which the static site and trusted notebooks step through with the shared
    stepper script.
    """

    _esm = WIDGET_ESM
    _css = WIDGET_CSS

    html = traitlets.Unicode("", read_only=True).tag(sync=True)
    """The replay as markup: every frame in every view, the captions and the controls.
    Written once by Python; the browser steps through it."""

    steps = traitlets.Int(0, read_only=True).tag(sync=True)
    """How many moves the replay holds; the frames are numbered 0 (the deal) to `steps`."""

    step = StepTrait().tag(sync=True)
    """The frame shown, synced both ways. Out-of-range values are clamped to 0..steps;
    anything but a whole number raises TraitError."""

    seat = SeatTrait().tag(sync=True)
    """Whose view is shown, synced both ways: None for all hands open, or a seat index
    (0 is P1) among those drawn (`views`)."""

    caption = traitlets.Unicode("", read_only=True)
    """The caption of the frame shown (Python side only; follows `step` and `seat`)."""

    def __init__(
        self,
        replay: Replay | ReplayFrames | str,
        seat: int | None = None,
        *,
        step: int = 0,
        views: Sequence[int | None] | None = None,
        title: str | None = None,
        **kwargs: Any,
    ) -> None:
        if isinstance(replay, str):
            replay = Replay.from_json(replay)
        self._frames: ReplayFrames
        if isinstance(replay, ReplayFrames):  # drawn already (variants side by side)
            self._frames = replay
            seat = replay.views[0]
        elif isinstance(replay, Replay):
            if views is None:
                views = (None, *range(replay.players))
            if seat not in views:
                views = (seat, *views)
            self._frames = ReplayFrames(replay, views)
        else:
            raise TypeError(
                f"ReplayViewer shows a Replay (or its JSON), not {type(replay).__name__}"
            )
        self._title = title
        super().__init__(seat=seat, **kwargs)
        self.set_trait("steps", self._frames.steps)
        self.set_trait("html", self._frames.html(0, self._frames.views[0], title=title))
        self.step = step
        self._show_caption()

    # -- traits ------------------------------------------------------------------------------

    @traitlets.observe("step", "seat")
    def _on_move(self, change: dict) -> None:
        self._show_caption()

    def _show_caption(self) -> None:
        self.set_trait("caption", self._frames.captions[self._view_key()][self.step])

    def _view_key(self) -> str:
        return "o" if self.seat is None else str(self.seat)

    # -- reading -----------------------------------------------------------------------------

    @property
    def views(self) -> tuple[int | None, ...]:
        """The views drawn, the seat switch's choices (None = all hands open)."""
        return self._frames.views

    @property
    def replay(self) -> Replay:
        return self._frames.replay

    @property
    def frames(self) -> ReplayFrames:
        """Every frame, drawn: `frames.frame_svg(step, seat)` gives one as an SVG."""
        return self._frames

    @property
    def state(self) -> State:
        """The position shown (rebuilt from the replay)."""
        state = self.replay.initial_state()
        for text in self.replay.actions[: self.step]:
            state.apply_action(text)
        return state

    def go(self, step: int) -> ReplayViewer:
        """Show frame `step` (clamped); returns the viewer, so a cell can end with it."""
        self.step = step
        return self

    def static_html(self) -> str:
        """The markup-only view at the current step and seat (what a page without a kernel
        shows)."""
        return self._frames.html(self.step, self.seat, title=self._title)

    def __repr__(self) -> str:
        seen = "" if self.seat is None else f", seat {seat_name(self.seat)}"
        return f"ReplayViewer({self.replay.game}, {self.steps} steps, step {self.step}{seen})"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        # The widget's bundle (None only for a widget without a view), with the markup a
        # page without a kernel shows.
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({}, {})
        return {**data, "text/html": with_notebook_assets(self.static_html())}, metadata


def compare(
    game: str,
    variants: Mapping[str, Mapping[str, Any]],
    *,
    seed: int = 7,
    players: int | None = None,
    seat: int | None = None,
    title: str | None = None,
) -> ReplayViewer:
    """What changes with an option: the deal dealt from `seed`, played by the game's bots
    under each rule set of `variants` (a name -> the options), the tables side by side and
    stepped together, each step where the play differs marked, the settlements compared
    at the end. `seat` draws them as that seat sees them (None: all hands open).

        gw.compare(game_id, {"default": {}, "the other reading": {option: value}})
    """
    if not isinstance(variants, Mapping) or len(variants) < 2:
        raise GameError("compare two or more rule sets: a mapping of a name to its options")
    replays = []
    for name, options in variants.items():
        if not isinstance(options, Mapping):
            raise GameError(f"the options of {excerpt(name)} must be a mapping of option to value")
        replays.append(play(load_game(game, players=players, **options), seed=seed))
    return ReplayViewer(CompareFrames(replays, list(variants), seat), title=title)
