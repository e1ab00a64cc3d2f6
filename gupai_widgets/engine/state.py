"""The State base class: the uniform game API every game implements (DESIGN.md §2).

A state is a pure function of its game, its deal and the actions applied since, so
`to_dict()` records exactly those, `from_dict()` rebuilds by replaying them, and a replay
file needs nothing more. A subclass implements the hooks at the bottom of the class.
"""

from __future__ import annotations

import copy
import copyreg
from collections.abc import Sequence
from functools import cache, partial
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from ..pieces import Card, DominoCard, Tile
from ..pieces.errors import excerpt
from .action import Action, seat_name
from .deal import Deal, Shuffles
from .errors import GameError, IllegalActionError
from .observation import Facts, Observation
from .result import DealResult, Result
from .sampling import SampledDeals
from .table import Piece, TableView

if TYPE_CHECKING:
    from ..bots.base import Bot
    from .game import Game


class State:
    def __init__(self, game: Game, deal: Any, setup: dict[str, Any]) -> None:
        self.game = game
        # The game's own record of every shuffle the match uses (made by `Game.make_deal`)
        # and the arguments of `new_initial_state` that made it.
        self.deal = deal
        self.setup = setup
        self.history: list[Action] = []
        self._legal: list[Action] | None = None
        self._setup()

    # -- the public contract ---------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.game.players

    @property
    def current_player(self) -> int | None:
        """The seat to move, or None once the match is over."""
        return None if self.is_terminal() else self._current_player()

    @property
    def seat_to_move(self) -> int:
        """The seat to move, for code that moves for it; GameError once the match is over
        (`current_player` is None then)."""
        player = self.current_player
        if player is None:
            raise GameError("the match is over: no seat is to move")
        return player

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)

    def find_action(self, action: Action | str) -> Action:
        """The legal action equal to `action`, or written as its short notation or its
        sentence; IllegalActionError if there is none."""
        if self._legal is None and not self.is_terminal():
            self._legal = self._legal_actions()
        legal = self._legal or []
        if isinstance(action, Action):
            for candidate in legal:
                if candidate is action:  # a bot hands back one of the listed actions
                    return candidate
            for candidate in legal:
                if candidate == action:
                    return candidate
        elif isinstance(action, str):
            wanted = " ".join(action.split())
            for candidate in legal:
                if candidate.short == wanted:
                    return candidate
            for candidate in legal:
                if candidate.text == wanted:
                    return candidate
        else:
            raise IllegalActionError(
                "an action must be an Action, its short notation or its sentence, "
                f"not {type(action).__name__}"
            )
        raise IllegalActionError(self._illegal_message(action, legal))

    def apply_action(self, action: Action | str) -> Action:
        """Apply a legal action (or its notation). An illegal one raises IllegalActionError
        and leaves the state exactly as it was. Returns the action applied."""
        return self._play(self.find_action(action))

    def _play(self, chosen: Action) -> Action:
        """Apply `chosen`, one of this position's legal actions as `find_action` gave it."""
        self._apply(chosen)
        self.history.append(chosen)
        self._legal = None
        return chosen

    def explain(self, action: Action | str, seat: int | None = None) -> str:
        """A sentence saying what `action` does and why it is legal or how it scores,
        written for a learner; call it before applying the action. `seat` reads it as that
        seat knows the game (None: all hands open): a piece another seat lays face down is
        not named, nor any fact that only another seat's hand tells, until the rules reveal
        it."""
        seat = self._check_seat(seat)
        return self._explain(self.find_action(action), seat)

    def is_terminal(self) -> bool:
        return self._is_terminal()

    def picks(self, action: Action) -> tuple[str, ...]:
        """The pieces a person may click on a live table to choose `action`, named as the
        table names them: a piece in hand by its notation, a piece of a centre group that
        has a `key` as "<key> <piece>" ("A 6:6"). By default the pieces the action plays
        from the hand, each as often as it plays it; a game whose moves take pieces from
        the centre says which."""
        return tuple(map(str, action.pieces))

    def returns(self) -> list[int]:
        """Per seat: what the rules settle so far (all zero until something is settled);
        the same as `result().payments`."""
        return list(self._returns())

    def result(self) -> Result:
        """The settlement so far: payments and scores per seat, their unit and a note."""
        return Result(tuple(self._returns()), *self._result(), winners=self._winners())

    def deal_setup(self) -> Deal:
        """The deal now being played as it was dealt: each seat's hand and the undealt
        pieces, the dealer, the deal number, the seed that shuffles any later deal and the
        game's deal facts; `game.new_initial_state(state.deal_setup())` deals it again."""
        wall, dealer = self._deal_wall()
        hands, rest = self.game.split_wall(wall)
        # A hand is a set of pieces: listed in the order of the game's set, so the same
        # hands given in any order give the same deal.
        order = self.game.piece_order
        return Deal(
            hands=tuple(tuple(sorted(hand, key=order.__getitem__)) for hand in hands),
            rest=tuple(rest),
            dealer=dealer,
            deal_number=self._deal_number(),
            seed=self.setup["seed"],
            facts=self._deal_facts(),
        )

    def _deal_facts(self) -> dict[str, Any]:
        """The game's `deal_facts` that deal the deal now being played as it was played,
        where they differ from a match's start (a bank kept, a banker's rate)."""
        return {}

    def deal_start(self) -> int:
        """How many actions of `history` came before the deal `deal_setup()` describes:
        `new_initial_state(deal_setup())` followed by `history[deal_start():]` plays this
        deal to here. A bot that samples what it cannot see deals again and replays from
        there. Worked out by replaying the match up to that deal, so call it once per move,
        not inside a simulation."""
        target = self.deal_setup().deal_number
        replay = self.game.new_initial_state(**self.setup)
        number = replay.deal_number
        if replay.deal_setup().deal_number == target:
            return 0
        for done, action in enumerate(self.history, 1):
            replay.apply_action(action)
            if replay.deal_number != number:
                number = replay.deal_number
                if replay.deal_setup().deal_number == target:
                    return done
        raise GameError("the deal being played never started in this state's history")

    def clone(self) -> State:
        return copy.deepcopy(self, {id(self.game): self.game})

    # Attributes a game reads from its deal once and never changes (parsed walls): a copy
    # made for a caption shares them instead of copying them.
    unchanging: ClassVar[tuple[str, ...]] = ()

    def after(self, action: Action) -> Self:
        """The position after a legal `action`, for captions that say what a move leads to.
        The copy shares the game, the deal and the unchanging attributes, and leaves out the
        history: the rules never read it, and copying it is most of a deep copy's cost."""
        memo: dict[int, Any] = {id(self.game): self.game, id(self.deal): self.deal}
        memo.update((id(value), value) for value in map(self.__getattribute__, self.unchanging))
        memo[id(self.history)] = []
        after: Self = _deep_copy(self, memo)
        after._apply(action)
        after._legal = None  # the copied list was this position's
        return after

    def table(self, seat: int | None = None) -> TableView:
        """What `seat` sees of the table, typed, for drawing (None: all hands open)."""
        return self._table(self._check_seat(seat))

    def intro(self) -> str:
        """A sentence on the position before a deal's first move, for a replay's or a live
        table's first caption ("The deal: 4 players hold 8 tiles each. P1 lays the first
        tile.")."""
        return self._intro()

    def _repr_svg_(self) -> str:
        """The table with all hands open, so a position shows itself in a notebook."""
        from ..render.table import table_svg

        return table_svg(self.table(None))

    def _repr_html_(self) -> str:
        """The drawing inline, so a page built from a notebook draws it as part of the page
        (text in the page's colour), not as an image; in both layouts, so a phone shows the
        narrow one rather than the wide one shrunk (render/table.py `board_svg`)."""
        from ..render.table import board_svg

        return board_svg(self.table(None))

    def zones(self, seat: int | None = None) -> dict[str, list[Any]]:
        """Where every piece lies, by zone name; pieces `seat` cannot see are None."""
        return self._zones(self._check_seat(seat))

    def to_dict(self) -> dict[str, Any]:
        """Everything about the state, JSON-able: enough for `from_dict` to rebuild it."""
        data = self.observe(None).to_dict()
        data["setup"] = dict(self.setup)
        data["actions"] = [a.short for a in self.history]
        return data

    def observe(self, seat: int | None) -> Observation:
        """What `seat` is given of this position (engine/observation.py): its hand and
        table, its legal actions when it is to move, the moves as it saw them, the game's
        facts and rules. `observe(None)` is the open table that a teacher or a replay
        shows."""
        return Observation(self, self._check_seat(seat))

    def _observed(self, seat: int | None, part: str) -> Any:
        """One part of `observe(seat)`, built when it is first read."""
        if part == "facts":
            return self._facts(seat)
        if part == "hand":
            return () if seat is None else tuple(self._hand(seat))
        if part == "phase":
            return "over" if self.is_terminal() else self._phase()
        if part == "deal_number":
            return self._deal_number()
        if part == "returns":
            return tuple(self._returns())
        if part == "result":
            return self.result()
        if part == "table":
            return self._table(seat)
        if part == "zones":
            return {name: tuple(pieces) for name, pieces in self._zones(seat).items()}
        if part == "moves":
            return tuple(a.seen_by(seat) for a in self.history)
        if part == "deals":
            return partial(self._sampled_deals, seat)
        raise KeyError(part)

    def _sampled_deals(self, seat: int | None, guide: Any) -> SampledDeals:
        if seat is None or seat != self.current_player:
            raise GameError("deals are sampled for the seat to move, from its own observation")
        return SampledDeals(self, seat, guide)

    def ask(self, bot: Bot) -> Action:
        """The move `bot` chooses for the seat to move, from that seat's observation alone:
        a bot is never handed the state itself."""
        # The seat to move needs no checking, as a seat given from outside does.
        return bot.choose(Observation(self, self.current_player))

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` can see, JSON-able: `observe(seat).to_dict()`. Hidden pieces are
        None, hidden moves are redacted."""
        return self.observe(seat).to_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Rebuild a state from `to_dict()` by replaying its actions on its deal."""
        from .registry import load_game

        if not isinstance(data, dict):
            raise GameError(f"a state dictionary is a dict, not {type(data).__name__}")
        try:
            game = load_game(data["game"], players=data["players"], **data["options"])
            setup, actions = data["setup"], data["actions"]
        except KeyError as exc:
            raise GameError(f"not a state dictionary (missing {exc})") from exc
        except TypeError as exc:
            raise GameError(f"not a state dictionary ({exc})") from exc
        if not isinstance(setup, dict) or not isinstance(actions, list):
            raise GameError("a state dictionary's setup is a dict and its actions a list")
        try:
            state = game.new_initial_state(**setup)
        except TypeError as exc:
            raise GameError(f"the state dictionary's setup is not valid: {exc}") from exc
        for text in actions:
            state.apply_action(text)
        return state

    @property
    def phase(self) -> str:
        """The part of the rules now in force ("play", "bidding", ...): chapter marks."""
        return self._phase()

    @property
    def deal_number(self) -> int:
        """Which deal of the match is being played, from 0."""
        return self._deal_number()

    @property
    def chapter(self) -> int:
        """Which stretch of play the spec's `deal_word` names is under way, from 0: the
        deal, or where a game plays its one deal in rounds (Mouse Moving) the round. A
        replay's chapter marks and a drawing's fresh start follow it; so does a search's
        playout, which a game's `evaluate` may stop at its end."""
        return self._chapter()

    def __repr__(self) -> str:
        who = "over" if self.is_terminal() else f"{seat_name(self._current_player())} to move"
        return f"<{type(self).__name__} of {self.game!r} after {len(self.history)} actions, {who}>"

    # -- helpers for subclasses ------------------------------------------------------------

    def _check_seat(self, seat: int | None) -> int | None:
        if seat is None or (type(seat) is int and 0 <= seat < self.num_players):
            return seat  # the common case, checked first: every move asks it
        if seat is not None and (
            not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players
        ):
            raise GameError(
                f"no seat {excerpt(seat)}: seats are numbered 0 to {self.num_players - 1} "
                "(None = all)"
            )
        return seat

    def _illegal_message(self, action: Action | str, legal: list[Action]) -> str:
        given = excerpt(str(action), 100)  # a sentence, but never a whole file
        if self.is_terminal():
            return f"the game is over; no action is legal (got {given})"
        shown = [a.text for a in legal[:12]]
        more = f" and {len(legal) - 12} more" if len(legal) > 12 else ""
        return (
            f"{given} is not legal now ({seat_name(self._current_player())} to move); "
            f"legal actions: {'; '.join(shown)}{more}"
        )

    # -- hooks a game implements ------------------------------------------------------------

    def _setup(self) -> None:
        """Build the starting position from `self.deal`."""
        raise NotImplementedError

    def _current_player(self) -> int:
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        """Apply a legal action; it must not fail part-way."""
        raise NotImplementedError

    def _is_terminal(self) -> bool:
        raise NotImplementedError

    def _returns(self) -> list[int]:
        raise NotImplementedError

    def _result(self) -> tuple[tuple[Any, ...], str, str]:
        """(scores per seat, the unit of the payments, a note) for `result()`."""
        raise NotImplementedError

    def _hand(self, seat: int) -> Sequence[Piece]:
        """The pieces `seat` holds, in the order the game keeps them: by default the
        attribute `hands` most games keep; a game that keeps them otherwise says so."""
        # Read by name: the base class keeps no hands of its own.
        hands: Sequence[Sequence[Piece]] = getattr(self, "hands")  # noqa: B009
        return hands[seat]

    def _winners(self) -> tuple[int, ...]:
        """The seats that won, once the game is over: by default those with the largest
        payment, if it is a gain. A game whose rules name the winner otherwise (who went
        out first, who took the last trick) says so."""
        if not self.is_terminal():
            return ()
        payments = self._returns()
        best = max(payments)
        return tuple(s for s, p in enumerate(payments) if p == best) if best > 0 else ()

    def _deal_wall(self) -> tuple[list[Any], int]:
        """The pieces of the deal now being played in the order the game dealt them, and its
        dealer (who deals, leads or holds the bank: the game says which)."""
        raise NotImplementedError

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        raise NotImplementedError

    def _table(self, seat: int | None) -> TableView:
        """The TableView of what `seat` sees (engine/table.py)."""
        raise NotImplementedError

    # What is over once the game ends, as a table's title says it: "game", or "deal" where
    # the game is one deal.
    over_noun: ClassVar[str] = "game"

    def _title(self, seat: int | None) -> str:
        """The position named for a screen reader: the moves made, whose eyes, who moves."""
        seen = "all hands open" if seat is None else f"as {seat_name(seat)} sees it"
        step = len(self.history)
        player = self.current_player
        if player is None:
            now = f"; the {self.over_noun} is over"
        else:
            now = f"; {seat_name(player)} to play"
        moves = f"{step} move{'' if step == 1 else 's'}"
        return f"The table after {moves}, {seen}{now}{self._title_more()}"

    def _title_more(self) -> str:
        """What the game's title says besides ("; the row holds 12 tiles"), or ""."""
        return ""

    def _table_view(self, seat: int | None, **fields: Any) -> TableView:
        """The TableView of `fields` with what every game's table says the same way filled
        in (a field given overrides it): the game's name, the viewer, which way play
        passes, the title, the seat to move, whether the game is over and who moved last."""
        last = self.history[-1] if self.history else None
        common: dict[str, Any] = {
            "game": self.game.spec.name,
            "viewer": seat,
            "clockwise": self.game.spec.clockwise,
            "title": self._title(seat),
            "to_move": self.current_player,
            "over": self.is_terminal(),
            "last_player": None if last is None else last.player,
        }
        common.update(fields)
        return TableView(**common)

    def _intro(self) -> str:
        words = self._table(None).centre.words
        if words:
            return f"The deal. {words[0].upper()}{words[1:]}."
        player = self.current_player
        return "The deal." + (f" {seat_name(player)} to play." if player is not None else "")

    def _facts(self, seat: int | None) -> Facts:
        """The game's `Facts` of the position as `seat` sees it (its family kernel's
        counts: tricks, bank, lake, claim, line, layout; the deals settled so far)."""
        return Facts()

    def _explain(self, action: Action, seat: int | None) -> str:
        """The caption of `action` as `seat` may read it (see `explain`)."""
        return action.seen_by(seat)

    @staticmethod
    def _hides(action: Action, seat: int | None) -> bool:
        """Whether part of `action` is hidden from `seat` (a piece laid face down)."""
        return action.seen_by(seat) != action.text

    def _phase(self) -> str:
        return "play"

    def _deal_number(self) -> int:
        return 0

    def _chapter(self) -> int:
        return self._deal_number()


# Values a deep copy shares, as `copy.deepcopy` does: immutable (the pieces and the actions
# copy as themselves).
_SHARED = frozenset(
    (int, float, bool, str, bytes, type(None), range, Action, Tile, Card, DominoCard)
)


def _deep_copy(value: Any, memo: dict[int, Any]) -> Any:
    """`copy.deepcopy(value, memo)`, the same copy, made faster for what game states hold:
    plain objects, lists, dicts, sets and tuples of numbers, strings and pieces (a search
    bot copies a position at every playout). Anything else goes to `copy.deepcopy` with
    the same memo, so objects shared within the state stay shared in the copy."""
    cls: type = type(value)
    if cls in _SHARED:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if cls is list:
        copied: Any = []
        memo[id(value)] = copied
        copied.extend([_deep_copy(item, memo) for item in value])
        return copied
    if cls is dict:
        copied = {}
        memo[id(value)] = copied
        for key, item in value.items():
            copied[_deep_copy(key, memo)] = _deep_copy(item, memo)
        return copied
    if cls is tuple:
        items = [_deep_copy(item, memo) for item in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        copied = memo.get(id(value))  # (a tuple that holds itself, through a list)
        if copied is None:
            copied = memo[id(value)] = tuple(items)
        return copied
    if cls is set:
        copied = set()
        memo[id(value)] = copied
        copied.update([_deep_copy(item, memo) for item in value])
        return copied
    if isinstance(value, State) and _plain(cls):
        copied = object.__new__(cls)  # (a plain class: no __new__ of its own)
        memo[id(value)] = copied
        fields = copied.__dict__
        for key, item in value.__dict__.items():
            fields[key] = _deep_copy(item, memo)
        return copied
    return copy.deepcopy(value, memo)


@cache
def _plain(cls: type) -> bool:
    """Whether `copy.deepcopy` copies instances of `cls` as their `__dict__` alone (no
    copying hooks, no slots)."""
    return (
        all(_inherited(cls, hook) for hook in ("__new__", "__reduce_ex__", "__reduce__"))
        and getattr(cls, "__deepcopy__", None) is None
        and getattr(cls, "__getstate__", object.__getstate__) is object.__getstate__
        and getattr(cls, "__setstate__", None) is None
        and copyreg.dispatch_table.get(cls) is None
        and not any("__slots__" in c.__dict__ for c in cls.__mro__ if c is not object)
    )


def _inherited(cls: type, hook: str) -> bool:
    """Whether `cls` keeps `object`'s own `hook`."""
    return getattr(cls, hook) is getattr(object, hook)


# The type of a game's settled deals (`MatchState.results`).
R = TypeVar("R", bound=DealResult)


class MatchState(State, Generic[R]):
    """A state kept in the attributes most games use: `turn` (the seat to move), `over`
    (the match has ended), `totals` (each seat's settlement so far) and `deal_index` (the
    deal being played, from 0). A game that keeps them needs none of the hooks below.

    The engine owns a match's course (the lifecycle): `_setup` reads the match from the
    game's `Shuffles`, `start_deal` deals the next wall (skipping, and noting in `redeals`,
    any the rules deal again), the game plays it, and `settle` records its `DealResult`,
    adds its payments to `totals` and ends the match or deals the next. A game says what a
    match keeps (`_setup_match`) and how a deal starts (`_start_deal`)."""

    deal: Shuffles
    turn: int
    over: bool
    totals: list[int]
    deal_index: int
    # The settled deals, in order.
    results: list[R]
    # Why each wall dealt again so far was (Game.redeal), in order.
    redeals: list[str]
    # The wall of the deal being played, in the order the game deals it.
    wall_dealt: tuple[Piece, ...]
    # The next wall of `deal.walls` to deal.
    wall_index: int

    def _setup(self) -> None:
        self.deal_index = self.deal.deal_number - 1
        self.wall_index = 0
        self.totals = [0] * self.num_players
        self.results = []
        self.redeals = []
        self.over = False
        self._setup_match()
        self.start_deal()

    def _setup_match(self) -> None:
        """What the match keeps besides the lifecycle's attributes (options read once, the
        first dealer), set before the first deal is dealt."""

    def start_deal(self) -> None:
        """Deal the next deal of the match: its wall is the next the rules play."""
        self.deal_index += 1
        walls = self.deal.walls
        while True:
            wall = walls[self.wall_index]
            self.wall_index += 1
            reason = self.game.redeal(wall)
            if reason is None:
                break
            self.redeals.append(reason)
        self.wall_dealt = wall
        hands, rest = self.game.split_wall(wall)
        self._start_deal(hands, rest)

    def _start_deal(self, hands: list[list[Any]], rest: list[Any]) -> None:
        """Set up the deal now dealt: `hands` by seat and the `rest` as `split_wall` parts
        the wall, and who moves first."""
        raise NotImplementedError

    def settle(self, result: R) -> None:
        """Record the deal just finished: its payments go to the totals, then the match ends
        after its last deal (or once `_match_over` says so) or deals the next."""
        self.results.append(result)
        for seat, amount in enumerate(result.payments):
            self.totals[seat] += amount
        if self.deal_index + 1 >= self.game.deal_count() or self._match_over():
            self.over = True
        else:
            self.start_deal()

    def _match_over(self) -> bool:
        """Whether the match ends before its last deal (a seat out of stakes); by default
        it never does."""
        return False

    def _deal_wall(self) -> tuple[list[Any], int]:
        return list(self.wall_dealt), self._dealer()

    def _dealer(self) -> int:
        """The dealer of the deal being played (who deals, leads or holds the bank)."""
        raise NotImplementedError

    def _current_player(self) -> int:
        return self.turn

    def _is_terminal(self) -> bool:
        return self.over

    def _returns(self) -> list[int]:
        return list(self.totals)

    def _deal_number(self) -> int:
        return self.deal_index

    # The public calls a simulation makes at every step, read straight from the attributes.
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)
