"""PlayTable: a person plays one seat against the bots in a live notebook."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from ..engine.action import seat_name
from ..live_table import LiveTable, piece_set, your_turn
from ..render.notebook_assets import WIDGET_CSS, with_notebook_assets
from .replay_viewer import WIDGET_ESM

if TYPE_CHECKING:
    from ..bots.base import Bot
    from ..engine.action import Action
    from ..engine.game import Game
    from ..engine.state import State
    from ..replay import Replay
    from ..review import MoveReview

# Where they were first defined; the tests and other callers import them from here too.
__all__ = ["PlayTable", "piece_set", "your_turn"]


class PlayTable(anywidget.AnyWidget):
    """One seat of a game, played by a person; the other seats are bots.

        table = PlayTable(game, seat=0, seed=3)   # a Game, or its id
        table.legal_actions()            # what you may do now, as notations
        table.choose("P1 leads 6:6 with the 6 open")   # the bots answer at once
        table.undo()                     # back to before your last move
        table.hint()                     # what the search bot would play for you, and why
        table.review()                   # your moves graded, once you have played some

    `level` chooses the bots: "easy" (the game's own heuristic bot, the default), "normal"
    or "strong" (the search bot, bots/levels.py). In the notebook the table is drawn from
    your seat's view: the pieces you may play are bright and clickable (a piece with several
    moves offers them as buttons), the others dimmed; captions explain each move as your
    seat knows the game; Undo, New deal and Hint sit underneath; at the end come the
    settlement, a replay of the game as you saw it (`gw.ReplayViewer(table.replay())`
    shows it with all hands open) and a Review button: your moves graded beside that replay,
    each stepping it to where you made the move (`review()`; a saved game's review:
    `review_viewer(replay, seat)` in widgets/review_viewer.py). Python holds the game: the
    browser sends only the notation of the action chosen (or a command), and receives only
    what your seat sees. The game itself is a `LiveTable` (live_table.py), which the static
    site also runs in the browser.

    `hands`, `rest`, `dealer` and `deal_number` fix the first deal as `new_initial_state`
    does; `seed` shuffles whatever they leave open, and `new_deal()` deals from the next
    seed.

    Without a kernel (the static site, a saved notebook) the output shows the game so far
    as your seat sees it, to step through; it holds nothing of the other hands.
    """

    _esm = WIDGET_ESM
    _css = WIDGET_CSS

    html = traitlets.Unicode("", read_only=True).tag(sync=True)
    """The table as your seat sees it, with the moves you may make; redrawn by Python
    after every move."""

    seat = traitlets.Int(0, read_only=True).tag(sync=True)
    """Your seat (0 is P1)."""

    over = traitlets.Bool(False, read_only=True).tag(sync=True)
    """True once the game has ended."""

    error = traitlets.Unicode("", read_only=True).tag(sync=True)
    """Why the last move sent from the browser was refused ("" if it was not)."""

    def __init__(
        self,
        game: Game | str,
        seat: int = 0,
        bots: Sequence[Bot | None] | None = None,
        seed: int | None = None,
        *,
        hands: Sequence[Sequence[Any]] | None = None,
        rest: Sequence[Any] | None = None,
        dealer: int | None = None,
        deal_number: int = 0,
        level: str | None = None,
        **kwargs: Any,
    ) -> None:
        # The table checks everything and deals before the widget exists.
        table = LiveTable(
            game,
            seat,
            bots,
            seed,
            hands=hands,
            rest=rest,
            dealer=dealer,
            deal_number=deal_number,
            level=level,
        )
        super().__init__(**kwargs)
        self._table = table
        self.set_trait("seat", seat)
        self.on_msg(self._on_message)
        self._redraw()

    # -- playing: the LiveTable does it, the widget redraws ----------------------------------

    @property
    def game(self) -> Game:
        return self._table.game

    @property
    def level(self) -> str:
        return self._table.level

    @property
    def seed(self) -> int | None:
        return self._table.seed

    @property
    def _bots(self) -> list[Bot | None]:
        return self._table._bots

    @property
    def state(self) -> State:
        """The game as it stands (all of it: use `state.view(table.seat)` for your view)."""
        return self._table.state

    @property
    def log(self) -> list[str]:
        """Every caption so far, as your seat saw the moves."""
        return self._table.log

    def legal_actions(self) -> list[str]:
        """The short notations of your legal moves now ([] when it is not your turn)."""
        return self._table.legal_actions()

    def choose(self, action: Action | str) -> None:
        """Make your move; the bots then play until it is your turn again or the game
        ends. An illegal move raises IllegalActionError and changes nothing."""
        self._table.choose(action)
        self._redraw()

    def undo(self) -> None:
        """Take back your last move and the bots' answers to it."""
        self._table.undo()
        self._redraw()

    def hint(self) -> str:
        """When it is your turn: the move to make and why, in a sentence, shown under the
        table and returned. A game with a solver (XiangShiFu) gives the solver's next move;
        any other, the search bot's choice for your seat (it sees only what your seat sees)."""
        hint = self._table.hint()
        self._redraw()
        return hint

    def review(self) -> tuple[MoveReview, ...]:
        """Your moves so far graded by the search bot from what your seat saw: best, good,
        inaccuracy, mistake or blunder, with what each cost and why (`gw.review`)."""
        return self._table.review()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: with `seed`, or the next seed after this table's (a fresh shuffle if
        the table has none)."""
        self._table.new_deal(seed)
        self._redraw()

    def replay(self) -> Replay:
        """The game so far as a Replay (the whole game once it is over)."""
        return self._table.replay()

    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        self._table.handle(content)
        self.set_trait("error", self._table.error)
        self._redraw()

    def _redraw(self) -> None:
        self.set_trait("over", self._table.over)
        self.set_trait("html", self.live_html())

    # -- drawing -------------------------------------------------------------------------------

    def live_html(self) -> str:
        """The table as the person's seat sees it, with its moves (markup only)."""
        return self._table.live_html()

    def _seen_html(self) -> str:
        return self._table.seen_html()

    def static_html(self) -> str:
        """What a page without a kernel shows: the game so far, as the person's seat sees
        it (nothing of the other hands, which a saved page would otherwise give away)."""
        spec = self.game.spec
        return (
            f'<div class="gw-play gw-static"><p class="gw-note">A table to play '
            f"{escape(spec.name)} against the bots: it needs a running kernel (run the cell). "
            f"Here, the game so far as {seat_name(self.seat)} sees it:</p>"
            f"{self._seen_html()}</div>"
        )

    def __repr__(self) -> str:
        return "Play" + repr(self._table).removeprefix("Live")

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        # The widget's bundle (None only for a widget without a view), with the markup a
        # page without a kernel shows.
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({}, {})
        return {**data, "text/html": with_notebook_assets(self.static_html())}, metadata
