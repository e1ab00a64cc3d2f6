"""The review of a saved game in a notebook: `review_viewer(replay, seat=0)`."""

from __future__ import annotations

from typing import Any

from ..engine.errors import GameError
from ..render.replay import ReplayFrames
from ..render.review import frame_of, review_html
from ..replay import Replay
from ..review import MoveReview, review
from .replay_viewer import ReplayViewer


class ReviewViewer(ReplayViewer):
    """A ReplayViewer of the game as one seat saw it, with that seat's graded moves above
    it (render/review.py): choosing a move steps the replay to where it was played. `step`
    and `seat` sync as in any ReplayViewer; `marks` holds the review."""

    def __init__(
        self, replay: Replay, seat: int, marks: tuple[MoveReview, ...], level: str, **kwargs: Any
    ) -> None:
        self.marks = marks
        self._level = level
        start = frame_of(marks[0]) if marks else len(replay.actions)
        super().__init__(ReplayFrames(replay, (seat,)), step=start, **kwargs)
        self.set_trait("html", self.static_html())

    def static_html(self) -> str:
        """The review and the replay, as a page without a kernel shows them."""
        seat = self.seat
        assert seat is not None  # a review is drawn in its seat's view only
        return review_html(self.frames, self.marks, seat, level=self._level)

    def __repr__(self) -> str:
        return (
            f"ReviewViewer({self.replay.game}, seat {self.views[0]}, "
            f"{len(self.marks)} moves graded, step {self.step})"
        )


def review_viewer(
    replay: Replay | str, seat: int = 0, *, level: str = "normal", seed: int = 0
) -> ReviewViewer:
    """The moves of `seat` (0 for P1) in `replay` (a Replay or its JSON) graded by the
    search bot at `level` from what the seat could see (`gw.review`), shown beside the
    game as that seat saw it.

        gw.review_viewer(table.replay(), seat=0)
    """
    if isinstance(replay, str):
        replay = Replay.from_json(replay)
    if not isinstance(replay, Replay):
        raise GameError(f"a review is of a Replay (or its JSON), not {type(replay).__name__}")
    return ReviewViewer(replay, seat, review(replay, seat, level, seed), level)


__all__ = ["ReviewViewer", "review_viewer"]
