"""Observation: the one thing a seat is given about a position (DESIGN.md §2a).

`state.observe(seat)` returns it: the seat's hand and table, its legal actions when it is
to move, the moves so far as that seat saw them, the game's `Facts` (the trick, the bank,
the lake, the discard, the line or the layout, as its family kernel counts them) and the
game itself (its rules, which every seat knows). Everything in it is something that seat may
see; `observe(None)` is the open table a teacher or a replay shows. `view(seat)` is
`observe(seat).to_dict()`.

A bot is handed an observation, never a `State` (`State.ask`), so it cannot read what its
seat cannot see. A bot that searches asks for deals that fit what the seat has seen
(`deals`): the engine deals them, and the real deal stays with the engine.

The small values (whose turn, the phase, the legal actions) are taken when the observation
is made; the rest is built when first read, since a bot deciding a move needs only part of
it. Reading a part after the game has moved on is an error rather than a silent answer about
another position, so an observation never changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..pieces import Card, DominoCard, Tile
from .action import Action
from .errors import GameError

if TYPE_CHECKING:
    from .game import Game
    from .result import Result
    from .sampling import SampledDeals
    from .state import State
    from .table import Piece, TableView


@dataclasses.dataclass(frozen=True, slots=True)
class Facts:
    """Public facts of a position beyond what the table draws: what a family kernel counts
    (tricks taken, the bank and its stakes, the lake's score, the claim under way, the open
    ends, the solitaire's groups) and the deals settled so far. A game's kernel subclasses
    it with frozen fields; a piece the viewer may not see is None."""

    def to_dict(self) -> dict[str, Any]:
        """The facts as JSON-able values: pieces as their notation, tuples as lists."""
        return {f.name: jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}


def jsonable(value: Any) -> Any:
    """`value` with pieces as their notation, dataclasses as dicts and tuples as lists."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Tile | Card | DominoCard):
        return str(value)
    if isinstance(value, Action):
        return value.short
    if isinstance(value, Facts):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, tuple | list | set | frozenset):
        items = sorted(value) if isinstance(value, set | frozenset) else value
        return [jsonable(v) for v in items]
    raise TypeError(f"no JSON form for a {type(value).__name__} in a game's facts")


class Observation(tuple):  # type: ignore[type-arg]  # fields by name below
    """What `seat` (None: all hands open) is given of one position. Read-only.

    A tuple, made in one call, as `Action` is: a bot is handed one at every move of every
    playout a search makes, so its making must cost little. Its items past `legal` are the
    engine's (the position it describes and what was read of it), not the seat's."""

    __slots__ = ()

    def __new__(cls, state: State, seat: int | None) -> Observation:
        mover = state.current_player
        if seat is None or seat == mover:
            if state._legal is None and mover is not None:
                state._legal = state._legal_actions()
            legal = tuple(state._legal or ())
        else:
            legal = ()
        history = state.history
        return tuple.__new__(cls, (seat, mover, len(history), legal, state, history, {}))

    seat: int | None = property(itemgetter(0))  # type: ignore[assignment]
    to_move: int | None = property(itemgetter(1))  # type: ignore[assignment]
    step: int = property(itemgetter(2))  # type: ignore[assignment]
    legal: tuple[Action, ...] = property(itemgetter(3))  # type: ignore[assignment]

    @property
    def rules(self) -> Game:
        """The game: its rules, options and helpers, which every seat knows."""
        return self[4].game  # type: ignore[no-any-return]

    @property
    def game(self) -> str:
        return self.rules.id

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def options(self) -> Mapping[str, Any]:
        return self.rules.options

    @property
    def rules_version(self) -> int:
        return self.rules.spec.rules_version

    @property
    def terminal(self) -> bool:
        return self[1] is None

    @property
    def phase(self) -> str:
        """The part of the rules in force ("over" once the game is)."""
        return self._get("phase")  # type: ignore[no-any-return]

    @property
    def deal_number(self) -> int:
        return self._get("deal_number")  # type: ignore[no-any-return]

    @property
    def returns(self) -> tuple[float, ...]:
        """Per seat, what the rules have settled so far."""
        return self._get("returns")  # type: ignore[no-any-return]

    def _get(self, name: str) -> Any:
        built: dict[str, Any] = self[6]
        if name not in built:
            state = self[4]
            if len(state.history) != self[2] or state.history is not self[5]:
                raise GameError(
                    f"this observation is of step {self[2]}; the game has moved on since, "
                    "so what was not read then can no longer be (observe again)"
                )
            built[name] = state._observed(self[0], name)
        return built[name]

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("an Observation is read-only")

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return id(self)

    @property
    def facts(self) -> Facts:
        """The game's facts of the position as this seat knows them."""
        return self._get("facts")  # type: ignore[no-any-return]

    @property
    def hand(self) -> tuple[Piece, ...]:
        """The seat's own hand, in the order the game keeps it (empty for seat None)."""
        return self._get("hand")  # type: ignore[no-any-return]

    @property
    def result(self) -> Result:
        """The settlement so far (`State.result`): every seat sees it."""
        return self._get("result")  # type: ignore[no-any-return]

    def deals(self, guide: Any = None) -> SampledDeals:
        """Deals of the current deal that this seat cannot tell from the real one, for a
        bot that searches (engine/sampling.py); `guide` is the bot whose moves stand in for
        the moves hidden from the seat. The real deal is not handed out."""
        deals: SampledDeals = self._get("deals")(guide)
        return deals

    @property
    def table(self) -> TableView:
        """The seat's `TableView` (engine/table.py)."""
        return self._get("table")  # type: ignore[no-any-return]

    @property
    def zones(self) -> Mapping[str, tuple[Any, ...]]:
        """Where every piece lies, by zone name; a piece the seat cannot see is None."""
        return self._get("zones")  # type: ignore[no-any-return]

    @property
    def moves(self) -> tuple[str, ...]:
        """Every move so far, as the sentence this seat saw."""
        return self._get("moves")  # type: ignore[no-any-return]

    def to_dict(self) -> dict[str, Any]:
        """JSON-able: the form `state.view(seat)` returns."""
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "rules_version": self.rules_version,
            "seat": self.seat,
            "step": self.step,
            "deal_number": self.deal_number,
            "phase": self.phase,
            "current_player": self.to_move,
            "terminal": self.terminal,
            "returns": list(self.returns),
            "zones": {
                name: [None if p is None else str(p) for p in pieces]
                for name, pieces in self.zones.items()
            },
            "facts": self.facts.to_dict(),
            "legal": [a.short for a in self.legal],
            "actions": list(self.moves),
        }

    def __repr__(self) -> str:
        who = "all open" if self.seat is None else f"seat {self.seat}"
        return f"<Observation of {self.game} at step {self.step}, {who}>"
