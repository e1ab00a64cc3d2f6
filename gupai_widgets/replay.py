"""Replay: a recorded match that can be saved, loaded, and stepped through.

A replay is (game id, player count, options, rules version, setup, actions) plus
annotations: the seats' names, chapter marks (deal number and phase per step), the
settlement and a caption per step. Because all randomness is the initial shuffle, `states()`
rebuilds every position from those alone, and loading checks that the recorded
settlement, chapter marks and captions are what the rules give. The captions follow from
the moves, so they are written only when first read (a file holds them, for its readers).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any

from .bots.levels import check_level, make_bot
from .engine.action import seat_name
from .engine.errors import GameError, ReplayError
from .engine.game import Game, check_seed
from .engine.registry import as_game, game_class
from .pieces.errors import excerpt

if TYPE_CHECKING:
    from .bots.base import Bot
    from .engine.action import Action
    from .engine.spec import GameSpec
    from .engine.state import State
    from .engine.table import TableView

FORMAT = "gupai_widgets.replay"
FORMAT_VERSION = 2
MAX_STEPS = 100_000  # a guard against a bot or a rules bug that never ends a match


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of a replay as one view draws it: the table, its caption, the number of
    the deal it belongs to (a new deal starts the table afresh) and what the rules have
    settled by then, per seat."""

    table: TableView
    caption: str
    deal: int
    returns: tuple[int, ...]


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
    marks: tuple[tuple[int, str], ...]
    returns: tuple[int, ...]
    seats: tuple[str, ...] = ()
    title: str = ""
    format_version: int = field(default=FORMAT_VERSION)

    # -- rebuilding ------------------------------------------------------------------------

    def load(self) -> Game:
        chosen = game_class(self.game)
        for name in self.options:
            chosen.spec.option(name)  # an unknown name such as "players": no TypeError
        return chosen(players=self.players, **self.options)

    def initial_state(self) -> State:
        return self.load().new_initial_state(**self.setup)

    def states(self) -> list[State]:
        """Every position: before the first action, then after each action. They are
        worked out once per replay (loading a file already does, to check it) and shared
        by whatever draws the replay: read them, do not change them."""
        known = self.__dict__.get("_states")
        if known is None:
            known, _ = self._replay()
            self._keep(known)
        return list(known)

    def end(self) -> State:
        """The last position: the moves played again on the deal, without the copy of every
        position that `states()` keeps (a page that counts over hundreds of matches reads
        only how each ended)."""
        state = self.initial_state()
        for text in self.actions:
            state.apply_action(text)
        return state

    def frames(self, seat: int | None = None) -> tuple[Frame, ...]:
        """What a drawing of the replay shows at each step, as `seat` sees it (None: all
        hands open): the table, the caption (the first frame: the deal's introduction;
        then the recorded caption of each move, or for a seat the rules' caption of the
        move as that seat knows the game) and the deal it belongs to."""
        states = self.states()
        captions = [states[0].intro()]
        for step, state in enumerate(states[1:], start=1):
            if seat is None:
                captions.append(self.captions[step - 1])
            else:
                captions.append(states[step - 1].explain(state.history[-1], seat))
        return tuple(
            Frame(state.table(seat), caption, state.chapter, tuple(state.returns()))
            for state, caption in zip(states, captions, strict=True)
        )

    @property
    def captions(self) -> tuple[str, ...]:
        """Each move's open caption, as the rules write it before the move: made from the
        moves when first read (a bot's match that nobody reads is not captioned)."""
        known: tuple[str, ...] | None = self.__dict__.get("_captions")
        if known is None:
            states = self.states()
            known = tuple(
                before.explain(after.history[-1])
                for before, after in zip(states, states[1:], strict=False)
            )
            object.__setattr__(self, "_captions", known)
        return known

    @property
    def spec(self) -> GameSpec:
        """The game's spec: its names, sources and what it calls a deal."""
        return game_class(self.game).spec

    def _keep(self, states: list[State]) -> None:
        # A cache, not a field: it stays out of the record, its equality and its JSON.
        object.__setattr__(self, "_states", states)

    def _replay(self, *, captioned: bool = False) -> tuple[list[State], list[str]]:
        """Every position, and when `captioned` each move's open caption as the rules write
        it (as `Recorder` does: before the move), both made in the one pass over the moves
        that loading needs anyway."""
        try:
            state = self.initial_state()
        except (GameError, TypeError) as exc:
            raise ReplayError(f"the replay's setup is not valid: {exc}") from exc
        states = [state.clone()]
        captions: list[str] = []
        for step, text in enumerate(self.actions, start=1):
            try:
                chosen = state.find_action(text)
                if captioned:
                    captions.append(state.explain(chosen))
                state.apply_action(chosen)
            except GameError as exc:
                raise ReplayError(
                    f"step {step} ({excerpt(text, 100)}) is not legal: {exc}"
                ) from exc
            states.append(state.clone())
        return states, captions

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
        # In the order of _FIELDS: the captions after the actions.
        data = {name: self.captions if name == "captions" else data.get(name) for name in _FIELDS}
        data["format"] = FORMAT
        return json.loads(json.dumps(data))

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Replay:
        """Read a replay written by `to_json` (text, or its UTF-8 bytes); anything else is
        refused with a ReplayError that says what is wrong and where."""
        if isinstance(text, bytes | bytearray):
            try:
                text = bytes(text).decode("utf-8-sig")
            except UnicodeDecodeError as exc:
                byte = exc.object[exc.start]
                raise ReplayError(
                    f"not a replay: a replay file is UTF-8 text, and byte {byte:#04x} at "
                    f"position {exc.start} is not UTF-8"
                ) from None
        if not isinstance(text, str):
            raise ReplayError(f"not a replay: a replay is read from text, not {excerpt(text)}")
        try:
            data = json.loads(text)
        except RecursionError:
            raise ReplayError(
                f"not a replay: the JSON nests deeper than a replay does ({MAX_DEPTH} levels)"
            ) from None
        except ValueError as exc:
            raise ReplayError(f"not a replay: the text is not valid JSON ({exc})") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Replay:
        """Check a replay record fully before accepting it: its format, version and the
        type of every field (no value is converted), then that its game loads, every
        action replays, and the marks, captions and settlement are those the moves give."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ReplayError(f'not a gupai_widgets replay: expected "format": {FORMAT!r}')
        _check_plain(data)
        version = _field(data, "format_version", int)
        if version != FORMAT_VERSION:
            raise ReplayError(
                f"replay format version {excerpt(version)} is not supported (this library "
                f"reads version {FORMAT_VERSION})"
            )
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise ReplayError(
                f"the replay has a field {excerpt(unknown[0])} that replays do not have; "
                f"the fields are: {', '.join(_FIELDS)}"
            )
        setup = _field(data, "setup", dict)
        allowed = SETUP_KEYS + _deal_facts(data.get("game"))
        for key in setup:
            if key not in allowed:
                raise ReplayError(
                    f"field 'setup' has a key {excerpt(key)}: allowed {', '.join(allowed)}"
                )
        actions = _items(data, "actions", str)
        if len(actions) > MAX_STEPS:
            raise ReplayError(f"field 'actions' holds more than {MAX_STEPS:,} moves")
        marks = _items(data, "marks", (list, tuple))
        for step, mark in enumerate(marks, start=1):
            if len(mark) != 2 or not _is(mark[0], int) or not _is(mark[1], str):
                raise ReplayError(
                    f"field 'marks' should be a list of [deal number, phase] pairs such as "
                    f'[0, "play"]; item {step} is {excerpt(mark)}'
                )
        replay = cls(
            game=_field(data, "game", str),
            players=_field(data, "players", int),
            options=_field(data, "options", dict),
            rules_version=_field(data, "rules_version", int),
            setup=setup,
            actions=actions,
            marks=tuple((deal, phase) for deal, phase in marks),
            returns=_items(data, "returns", int),
            seats=_items(data, "seats", str),
            title=_field(data, "title", str) if "title" in data else "",
        )
        captions = _items(data, "captions", str)
        replay._check_text(captions)
        replay._check(captions)
        return replay

    def _check_text(self, captions: tuple[str, ...]) -> None:
        """Refuse text the drawings could not hold sensibly (a 10 MB seat name is repeated
        in every frame of a page)."""
        texts = [("title", self.title), *(("seats", name) for name in self.seats)]
        texts += [("marks", phase) for _, phase in self.marks]
        texts += [("captions", caption) for caption in captions]
        for name, text in texts:
            limit = TEXT_LIMITS[name]
            if len(text) > limit:
                raise ReplayError(
                    f"field {name!r} holds a text of {len(text):,} characters: at most "
                    f"{limit:,} are allowed ({excerpt(text)})"
                )

    def _check(self, written_captions: tuple[str, ...]) -> None:
        """Check the record against the rules: every move replays, and the `marks`, the
        `written_captions` of the file and the settlement are what the moves give."""
        try:
            game = self.load()
        except GameError as exc:
            raise ReplayError(f"the replay's game cannot be loaded: {exc}") from exc
        if self.rules_version != game.spec.rules_version:
            raise ReplayError(
                f"the replay was recorded under rules version {excerpt(self.rules_version)} of "
                f"{game.spec.name}; this library plays version {game.spec.rules_version}"
            )
        if not (len(written_captions) == len(self.marks) == len(self.actions)):
            raise ReplayError("the replay needs one caption and one mark per action")
        if self.seats and len(self.seats) != self.players:
            raise ReplayError(f"the replay names {len(self.seats)} seats for {self.players}")
        # Replays every step once, for this check and for whatever draws the replay next.
        states, captions = self._replay(captioned=True)
        self._keep(states)
        object.__setattr__(self, "_captions", tuple(captions))
        for step, (mark, before) in enumerate(zip(self.marks, states, strict=False), start=1):
            if mark != (before.chapter, before.phase):
                raise ReplayError(
                    f"field 'marks' item {step} is {excerpt(list(mark))}, but the rules give "
                    f"{[before.chapter, before.phase]} (chapter and phase)"
                )
        # A caption is what the pages and the terminal show as the truth of a move, so a
        # file may not say something the moves do not: an edited caption is refused.
        for step, (written, made) in enumerate(zip(written_captions, captions, strict=True), 1):
            if written != made:
                raise ReplayError(
                    f"step {step}'s caption differs from the one its move gives (captions are "
                    f"made from the moves): {_difference(written, made)}"
                )
        state = states[-1]
        if tuple(state.returns()) != self.returns:
            raise ReplayError(
                f"the recorded settlement {excerpt(list(self.returns), 80)} is not what the "
                f"rules give ({state.returns()})"
            )


# What a replay record holds, in the order `to_dict` writes it: the captions, made when
# read, after the actions.
_STORED = [f.name for f in fields(Replay)]
_AFTER_ACTIONS = _STORED.index("actions") + 1
_FIELDS = (*_STORED[:_AFTER_ACTIONS], "captions", *_STORED[_AFTER_ACTIONS:], "format")
# The arguments of `Game.new_initial_state` a setup may give.
SETUP_KEYS = ("seed", "hands", "rest", "dealer", "deal_number")


def _deal_facts(game_id: object) -> tuple[str, ...]:
    """The facts beyond SETUP_KEYS that a game's deal may carry (`Game.deal_facts`); none
    for a game that does not load (the replay is refused for that later, with the reason)."""
    try:
        return game_class(game_id).deal_facts if isinstance(game_id, str) else ()
    except GameError:
        return ()


# The longest text each free-text field may hold, in characters. The longest caption the
# games write is about a thousand characters (a settlement explained in full).
TEXT_LIMITS = {"title": 200, "seats": 100, "marks": 40, "captions": 10_000}
# Seeds, counts and payments are far smaller; Python cannot even write a number of 4300
# digits as text, so such a number would load and then fail to save.
MAX_NUMBER = 10**30
# The deepest a record nests: the record, its setup, the hands, a hand, a piece.
MAX_DEPTH = 8
# Characters no text in a record may hold: a lone surrogate has no UTF-8 form (writing a
# page with it fails) and XML, so every SVG drawing, forbids these control characters.
_UNWRITABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_KIND_NAMES = {str: "text", int: "a whole number", dict: "an object {...}"}


def _is(value: Any, kind: type | tuple[type, ...]) -> bool:
    # bool is an int to Python, never to a replay: `true` is not 1.
    return isinstance(value, kind) and not (kind is int and isinstance(value, bool))


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    if key not in data:
        raise ReplayError(f"the replay has no {key!r} field")
    value = data[key]
    if not _is(value, kind):
        raise ReplayError(f"field {key!r} should be {_KIND_NAMES[kind]}, not {excerpt(value)}")
    return value


def _items(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> tuple[Any, ...]:
    """A list field whose items are all of one kind (a tuple from Python code that built the
    record itself is taken too)."""
    what = "lists" if isinstance(kind, tuple) else _KIND_NAMES[kind]
    values = data.get(key)
    if key not in data:
        raise ReplayError(f"the replay has no {key!r} field")
    if not isinstance(values, list | tuple):
        raise ReplayError(f"field {key!r} should be a list of {what}, not {excerpt(values)}")
    for number, value in enumerate(values, start=1):
        if not _is(value, kind):
            raise ReplayError(
                f"field {key!r} should be a list of {what}; item {number} is {excerpt(value)}"
            )
    return tuple(values)


def _check_plain(data: dict[str, Any]) -> None:
    """Refuse anything JSON cannot hold or a replay never holds, naming where it is: a value
    that is not plain data, a number that is not finite (JSON's `Infinity` and `NaN`),
    unwritable text, nesting deeper than MAX_DEPTH. Walked without recursion."""
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack:
        path, value = stack.pop()
        problem = None
        if len(path) > MAX_DEPTH:
            problem = f"nests deeper than a replay does ({MAX_DEPTH} levels)"
        elif isinstance(value, str):
            bad = _UNWRITABLE.search(value)
            if bad:
                problem = (
                    f"holds the character U+{ord(bad.group()):04X}, which text in a replay "
                    f"cannot hold (a lone surrogate or a control character)"
                )
        elif isinstance(value, float) and not math.isfinite(value):
            problem = f"is {value}: numbers in a replay are finite"
        elif isinstance(value, int) and not -MAX_NUMBER < value < MAX_NUMBER:
            problem = f"is {excerpt(value)}: whole numbers in a replay have at most 30 digits"
        elif isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    problem = f"has the key {excerpt(key)}: keys are text"
                    break
                stack.append(((*path, key), item))
        elif isinstance(value, list | tuple):
            stack.extend(((*path, i), item) for i, item in enumerate(value))
        elif value is not None and not isinstance(value, bool | int | float):
            problem = f"holds {excerpt(value)}: a replay holds text, numbers, lists and objects"
        if problem:
            raise ReplayError(f"field {_path_name(path)} {problem}")


def _difference(written: str, made: str) -> str:
    """Where two texts part, quoted from a little before it: two long captions often share
    their first sentence, and a message quotes at most an excerpt of each."""
    at = next(
        (i for i, (a, b) in enumerate(zip(written, made, strict=False)) if a != b),
        min(len(written), len(made)),
    )
    start = max(0, at - 20)
    lead = "…" if start else ""
    return (
        f"the file has {lead}{excerpt(written[start:], 60)} where the rules write "
        f"{lead}{excerpt(made[start:], 60)}"
    )


def _path_name(path: tuple[Any, ...]) -> str:
    """("setup", "hands", 0, 3) -> 'setup.hands[0][3]'."""
    name = ""
    for part in path:
        if isinstance(part, int):
            name += f"[{part}]"
        elif part.isidentifier() and len(part) <= 40:
            name += f".{part}" if name else part
        else:
            name += f"[{excerpt(part)}]"
    return repr(name or "(the record)")


def play(
    game: Game | str,
    bots: Sequence[Bot] | None = None,
    seed: int | None = 7,
    *,
    title: str = "",
    level: str | None = None,
    **setup: Any,
) -> Replay:
    """Play a whole match with bots and record it. `bots` gives one bot per seat; by
    default every seat gets the bot of `level` ("easy": the game's own heuristic bot, the
    default; "normal", "strong": the search bot), seeded from `seed`. `setup` fixes the
    deal as `new_initial_state` does (hands, rest, dealer, deal_number)."""
    # (A Game is taken as it is without a call: a bot's match is short, and `play` is what
    # the benchmarks time.)
    game = game if isinstance(game, Game) else as_game(game)
    check_seed(seed)
    allowed = SETUP_KEYS + game.deal_facts
    for key in setup:
        if key not in allowed:
            raise GameError(
                f"play() fixes the deal with {', '.join(allowed[1:])}, not "
                f"{excerpt(key)}; rule options go to load_game(), as in "
                f"play(load_game({game.id!r}, {key}=...))"
            )
    if not isinstance(title, str):
        raise GameError(f"a replay's title is text, not {excerpt(title)}")
    if bots is not None and level is not None:
        raise GameError("give bots or a level, not both")
    if bots is None:
        level = check_level("easy" if level is None else level)
        bots = [
            make_bot(game, level, None if seed is None else seed * 101 + seat)
            for seat in range(game.players)
        ]
    elif isinstance(bots, str) or not isinstance(bots, Sequence) or len(bots) != game.players:
        raise GameError(
            f"{game.spec.name} here has {game.players} seats: give a list of {game.players} "
            f"bots, not {excerpt(bots)}"
        )
    else:
        bots = [seated_bot(bot, seat) for seat, bot in enumerate(bots)]
    record = Recorder(game.new_initial_state(seed=seed, **setup))
    state = record.state
    while (seat := state.current_player) is not None:
        record.apply(state.ask(bots[seat]))
    seats = tuple(getattr(bot, "name", type(bot).__name__) for bot in bots)
    return record.replay(seats, title)


def seated_bot(bot: Any, seat: int) -> Bot:
    """`bot`, once it is seen to be one: something with a `choose(state)` method."""
    if not callable(getattr(bot, "choose", None)):
        raise GameError(
            f"the bot for {seat_name(seat)} is {excerpt(bot)}: a bot has a choose(state) "
            f"method, such as game.make_bot() or RandomBot()"
        )
    return bot


class Recorder:
    """A match being played and recorded: its state, and per move the short notation, the
    caption (the rules' explanation, written before the move) and the chapter mark (deal
    number and phase). `play()`, the live `PlayTable` and the terminal table record through
    it."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.actions: list[str] = []
        self.marks: list[tuple[int, str]] = []

    def apply(self, action: Action | str) -> Action:
        """Play and record one move (an Action or its notation); returns the move applied.
        An illegal move raises IllegalActionError and records nothing."""
        if len(self.actions) >= MAX_STEPS:
            raise GameError(f"the match did not end within {MAX_STEPS} actions")
        state = self.state
        chosen = state.find_action(action)
        mark = (state.chapter, state.phase)
        state._play(chosen)
        self.marks.append(mark)
        self.actions.append(chosen.short)
        return chosen

    def apply_told(self, action: Action | str, seat: int | None) -> tuple[Action, str]:
        """`apply`, and the move's caption as `seat` reads it (None: all hands open),
        written before the move as the rules do: what a live table says of each move."""
        state = self.state
        chosen = state.find_action(action)
        caption = state.explain(chosen, seat)
        return self.apply(chosen), caption

    def copy(self) -> Recorder:
        """An independent copy, to go back to (a live table's undo)."""
        again = Recorder(self.state.clone())
        again.actions, again.marks = list(self.actions), list(self.marks)
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
            marks=tuple(self.marks),
            returns=tuple(state.returns()),
            seats=tuple(seats),
            title=title,
        )
