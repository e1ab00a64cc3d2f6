"""Replay: a recorded match that can be saved, loaded, and stepped through.

A replay is (game id, player count, options, rules version, setup, actions) plus
annotations: a caption per step, the seats' names, chapter marks (deal number and phase
per step) and the settlement. Because all randomness is the initial shuffle, `states()`
rebuilds every position from those alone, and loading checks that the recorded
settlement is what the rules give.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from .engine.errors import GameError, ReplayError
from .engine.registry import load_game

if TYPE_CHECKING:
    from .bots.base import Bot
    from .engine.action import Action
    from .engine.game import Game
    from .engine.state import State

FORMAT = "gupai_widgets.replay"
FORMAT_VERSION = 2
MAX_STEPS = 100_000  # a guard against a bot or a rules bug that never ends a match


@dataclass(frozen=True)
class Replay:
    game: str
    players: int
    options: dict[str, Any]
    rules_version: int
    # The keyword arguments of `new_initial_state` that deal the match: its seed, and the
    # hands, rest, dealer and deal number where they were fixed.
    setup: dict[str, Any]
    actions: tuple[str, ...]
    captions: tuple[str, ...]
    marks: tuple[tuple[int, str], ...]
    returns: tuple[int, ...]
    seats: tuple[str, ...] = ()
    title: str = ""
    format_version: int = field(default=FORMAT_VERSION)

    # -- rebuilding ------------------------------------------------------------------------

    def load(self) -> Game:
        return load_game(self.game, players=self.players, **self.options)

    def initial_state(self) -> State:
        return self.load().new_initial_state(**self.setup)

    def states(self) -> list[State]:
        """Every position: before the first action, then after each action. They are
        worked out once per replay (loading a file already does, to check it) and shared
        by whatever draws the replay: read them, do not change them."""
        known = self.__dict__.get("_states")
        if known is None:
            known = self._replay()
            # A cache, not a field: it stays out of the record, its equality and its JSON.
            object.__setattr__(self, "_states", known)
        return list(known)

    def _replay(self) -> list[State]:
        try:
            state = self.initial_state()
        except (GameError, TypeError) as exc:
            raise ReplayError(f"the replay's setup is not valid: {exc}") from exc
        states = [state.clone()]
        for step, text in enumerate(self.actions):
            try:
                state.apply_action(text)
            except GameError as exc:
                raise ReplayError(f"step {step + 1} ({text!r}) is not legal: {exc}") from exc
            states.append(state.clone())
        return states

    def __len__(self) -> int:
        return len(self.actions)

    def __bool__(self) -> bool:
        return True  # a replay with no moves is still a replay

    def __repr__(self) -> str:
        return (
            f"<Replay of {self.game} for {self.players} players, {len(self.actions)} actions, "
            f"returns {list(self.returns)}>"
        )

    def _repr_html_(self) -> str:
        """The replay drawn with all hands open, stepped through by the page's stepper
        script (a static view: for the live widget use `widgets.ReplayViewer`)."""
        from .render.replay import replay_html

        return replay_html(self, views=(None,))

    # -- files -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON data (lists, not tuples), exactly what `to_json` writes:
        `Replay.from_dict(replay.to_dict())` round-trips."""
        data = asdict(self)
        data["format"] = FORMAT
        return json.loads(json.dumps(data))

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Replay:
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise ReplayError(f"not a replay: the text is not valid JSON ({exc})") from exc
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Replay:
        """Check a replay record fully before accepting it: its format, version, game,
        options, and that every action replays and the settlement matches."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ReplayError(f'not a gupai_widgets replay: expected "format": {FORMAT!r}')
        if data.get("format_version") != FORMAT_VERSION:
            raise ReplayError(
                f"replay format version {data.get('format_version')!r} is not supported "
                f"(this library reads version {FORMAT_VERSION})"
            )
        try:
            replay = cls(
                game=_typed(data, "game", str),
                players=_typed(data, "players", int),
                options=_typed(data, "options", dict),
                rules_version=_typed(data, "rules_version", int),
                setup=_typed(data, "setup", dict),
                actions=tuple(_typed_list(data, "actions", str)),
                captions=tuple(_typed_list(data, "captions", str)),
                marks=tuple((int(n), str(p)) for n, p in _typed_list(data, "marks", (list, tuple))),
                returns=tuple(_typed_list(data, "returns", int)),
                seats=tuple(_typed_list(data, "seats", str)),
                title=str(data.get("title", "")),
            )
        except KeyError as exc:
            raise ReplayError(f"the replay has no {exc.args[0]!r} field") from exc
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the replay is malformed: {exc}") from exc
        replay._check()
        return replay

    def _check(self) -> None:
        try:
            game = self.load()
        except GameError as exc:
            raise ReplayError(f"the replay's game cannot be loaded: {exc}") from exc
        if self.rules_version != game.spec.rules_version:
            raise ReplayError(
                f"the replay was recorded under rules version {self.rules_version} of "
                f"{game.spec.name}; this library plays version {game.spec.rules_version}"
            )
        if not (len(self.captions) == len(self.marks) == len(self.actions)):
            raise ReplayError("the replay needs one caption and one mark per action")
        if self.seats and len(self.seats) != self.players:
            raise ReplayError(f"the replay names {len(self.seats)} seats for {self.players}")
        state = self.states()[-1]  # replays every step, once, for whatever draws it next
        if tuple(state.returns()) != self.returns:
            raise ReplayError(
                f"the recorded settlement {list(self.returns)} is not what the rules give "
                f"({state.returns()})"
            )


def _typed(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"field {key!r} should be {_kind_name(kind)}, not {type(value).__name__}")
    return value


def _typed_list(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> list[Any]:
    # A list from JSON, or a tuple from Python code that built the record itself.
    values = _typed(data, key, (list, tuple))
    for value in values:
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise TypeError(f"field {key!r} should hold {_kind_name(kind)} values, not {value!r}")
    return list(values)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    return "list" if isinstance(kind, tuple) else kind.__name__


def play(
    game: Game | str,
    bots: Sequence[Bot] | None = None,
    seed: int | None = 7,
    *,
    title: str = "",
    **setup: Any,
) -> Replay:
    """Play a whole match with bots and record it. `bots` gives one bot per seat; by
    default every seat gets the game's own heuristic bot, seeded from `seed`. `setup` fixes
    the deal as `new_initial_state` does (hands, rest, dealer, deal_number)."""
    if isinstance(game, str):
        game = load_game(game)
    if bots is None:
        bots = [
            game.make_bot(None if seed is None else seed * 101 + seat)
            for seat in range(game.players)
        ]
    if len(bots) != game.players:
        raise GameError(f"{game.spec.name} here has {game.players} seats but {len(bots)} bots")
    record = Recorder(game.new_initial_state(seed=seed, **setup))
    state = record.state
    while not state.is_terminal():
        record.apply(bots[state.current_player].choose(state))
    seats = tuple(getattr(bot, "name", type(bot).__name__) for bot in bots)
    return record.replay(seats, title)


class Recorder:
    """A match being played and recorded: its state, and per move the short notation, the
    caption (the rules' explanation, written before the move) and the chapter mark (deal
    number and phase). `play()` and the live `PlayTable` both record through it."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.actions: list[str] = []
        self.captions: list[str] = []
        self.marks: list[tuple[int, str]] = []

    def apply(self, action: Action | str) -> tuple[Action, str]:
        """Play and record one move (an Action or its notation); returns the move applied
        and its caption. An illegal move raises IllegalActionError and records nothing."""
        if len(self.actions) >= MAX_STEPS:
            raise GameError(f"the match did not end within {MAX_STEPS} actions")
        state = self.state
        chosen = state.find_action(action)
        mark = (state.deal_number, state.phase)
        caption = state.explain(chosen)
        state.apply_action(chosen)
        self.marks.append(mark)
        self.captions.append(caption)
        self.actions.append(chosen.short)
        return chosen, caption

    def copy(self) -> Recorder:
        """An independent copy, to go back to (a live table's undo)."""
        again = Recorder(self.state.clone())
        again.actions, again.captions, again.marks = (
            list(self.actions),
            list(self.captions),
            list(self.marks),
        )
        return again

    def replay(self, seats: Sequence[str] = (), title: str = "") -> Replay:
        """The match recorded so far (the whole match once it is over)."""
        state = self.state
        game = state.game
        return Replay(
            game=game.id,
            players=game.players,
            options=dict(game.options),
            rules_version=game.spec.rules_version,
            setup=dict(state.setup),
            actions=tuple(self.actions),
            captions=tuple(self.captions),
            marks=tuple(self.marks),
            returns=tuple(state.returns()),
            seats=tuple(seats),
            title=title,
        )
