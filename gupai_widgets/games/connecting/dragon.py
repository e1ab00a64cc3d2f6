"""The mechanics every connecting game shares: tiles joined end to end into a "dragon".

Players take turns in seat order (P1, P2, ... round the table). The first player of a deal
lays any tile. With one arm he names which half stays open and the other end is dead; with
two arms both ends stay open. Afterwards a player must add a tile whose half matches an open
end if he has one; a player who cannot must lay one tile of his choice face down in front
of him, and its pips count against him. There is no stock to draw from. When every seat in
turn has had to lay a tile face down the dragon is dead (hands only shrink, so nobody can
ever match again) and the tiles still in hand count as well.

The games differ in the tiles they use, who starts, and how a finished deal is settled;
each is a `ConnectingGame` subclass that says so. A match is one or more deals; the winner
of a deal starts the next one. Captions teach as they go: why a tile fits or goes face down,
why the first player leads (`first_player_reason`), what a game's own rules make of a move
(`move_note`), and, on the move that ends a deal, how it is settled (`describe_deal_end`).

A fixed deal (`new_initial_state(hands=..., rest=..., dealer=..., deal_number=...)`) gives
each seat's hand; `rest` is the tiles nobody is dealt (the two unused tiles of three-player
JieLong, else none); `dealer` is the seat that lays the first tile of the deal. Hands the
rules would deal again (CeDeng's seven doubles) are refused: a fixed deal is one that is
played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Self, TypeVar

from ...engine import Action, Game, MatchState, seat_amount, seat_name, signed
from ...engine import sentences as say
from ...engine.observation import Facts
from ...engine.result import DealResult as BaseDealResult
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Tile, all_faces

_BACK = Tile(6, 6)  # any tile: only its back is drawn


class NotedLater(BaseDealResult):
    """A base for a settled deal whose `note` is written when first read (`note_later`): a
    playout settles many deals that nobody reads about, and writing the note costs more
    than settling. It reads as it would have been written at once, and never changes."""

    __slots__ = ("_say",)

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it

    if not TYPE_CHECKING:  # (for mypy, a __getattr__ would let any name pass)

        def __getattr__(self, name: str) -> Any:
            # Reached for the note not read yet (its slot is empty), or a name that is no
            # field.
            if name != "note":
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            note = self._say()
            object.__setattr__(self, "note", note)
            return note


_set_say = NotedLater._say.__set__  # type: ignore[attr-defined]
_R = TypeVar("_R", bound=NotedLater)


def note_later(result: _R, say: Callable[[], str]) -> _R:
    """`result`, made with an empty note, with its note written by `say` when first read
    (`say` reads only values that never change)."""
    object.__delattr__(result, "note")
    _set_say(result, say)
    return result


@dataclass(frozen=True, slots=True)
class DealResult(NotedLater):
    """How one finished deal came out: per seat the settlement (`payments`) and the penalty
    pips (`scores`), the seat that won it, and the note that says how it was settled."""

    scores: tuple[int, ...]
    winner: int
    note: str


class DeferredFacts(Facts):
    """A base for facts whose fields are worked out when first read, from the parts of the
    position copied when they were made (`_deferred`): a bot is given the facts at every
    move and reads a few of them, and a frozen dataclass costs dearly per field filled.
    A field reads as it would have been made at once, and never changes.

    A subclass is a frozen dataclass with slots that says, through `deferring`, how each
    field is worked out from the parts, and which are worked out at once all the same
    (those its bot reads at every move: a field worked out when read costs more)."""

    __slots__ = ("_parts",)
    _makers: ClassVar[dict[str, Callable[[Any], Any]]] = {}
    _at_once: ClassVar[tuple[tuple[Callable[[Any, Any], None], Callable[[Any], Any]], ...]] = ()

    @classmethod
    def _deferred(cls, parts: Any) -> Self:
        facts = object.__new__(cls)
        _set_parts(facts, parts)
        for set_field, make in cls._at_once:
            set_field(facts, make(parts))
        return facts

    if not TYPE_CHECKING:  # (for mypy, a __getattr__ would let any name pass)

        def __getattr__(self, name: str) -> Any:
            # Reached for a field not read yet (its slot is empty), or a name that is no
            # field.
            make = self._makers.get(name)
            if make is None:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            value = make(self._parts)
            object.__setattr__(self, name, value)
            return value


_set_parts = DeferredFacts._parts.__set__  # type: ignore[attr-defined]


def deferring(
    cls: type[DeferredFacts],
    makers: dict[str, Callable[[Any], Any]],
    at_once: tuple[str, ...] = (),
) -> None:
    """Give a `DeferredFacts` class its `makers`, one per field, and the fields worked out
    as soon as its facts are made."""
    assert set(makers) == {f.name for f in fields(cls)}, cls
    cls._makers = makers
    cls._at_once = tuple((getattr(cls, name).__set__, makers[name]) for name in at_once)


@dataclass(frozen=True, slots=True)
class LineFacts(DeferredFacts):
    """What a seat knows of a connecting game's position besides its hand: the dragon (each
    tile's halves as they lie, left to right), its ends as (left, right) with None for a
    dead or absent end, the open ones alone, who laid the first tile, how many tiles each
    seat holds and which it laid face down (None for a tile another seat laid, until the
    deal is settled), the deals of the match and the hands dealt again, the deals settled
    and the totals; `penalty_pips` per seat, None where this seat cannot know them yet."""

    arms: int
    dragon: tuple[tuple[int, int], ...]
    ends: tuple[int | None, int | None]
    open_ends: tuple[int, ...]
    first_player: int
    hand_sizes: tuple[int, ...]
    face_down: tuple[tuple[Tile | None, ...], ...]
    deals: int
    redeals: tuple[str, ...]
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]
    penalty_pips: tuple[int | None, ...]


class LineParts(NamedTuple):
    """What a `LineFacts` is worked out from, copied from the position as `seat` sees it
    when the facts are made: the hands' tiles only where they count (a blocked dragon);
    `known` whether the seat may know every face-down tile (the open view, or the match is
    over); `ends` the dragon's ends (`ends_of`)."""

    game: ConnectingGame
    dragon: tuple[tuple[int, int], ...]
    left_open: bool
    first: int
    hand_sizes: tuple[int, ...]
    discards: tuple[tuple[Tile, ...], ...]
    hands: tuple[tuple[Tile, ...], ...] | None
    redeals: tuple[str, ...]
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]
    known: bool
    seat: int | None
    ends: tuple[int | None, int | None]


# Made from one tuple of its fields in a single C call (a named tuple's own constructor is
# a Python function): a bot is given the facts at every move.
_line_parts = partial(tuple.__new__, LineParts)


def ends_of(dragon: Sequence[tuple[int, int]], left_open: bool) -> tuple[int | None, int | None]:
    """The open ends (left, right) of a dragon of oriented halves; a dead or absent end is
    None."""
    if not dragon:
        return (None, None)
    return (dragon[0][0] if left_open else None, dragon[-1][1])


def pips_against(down: Sequence[Tile], hand: Sequence[Tile] = ()) -> int:
    """The pips that count against a seat: its face-down tiles, and the tiles in its hand
    (given only when the dragon is blocked)."""
    # (plain loops: for a few tiles they cost less than `sum` over a generator)
    pips = 0
    for t in down:
        pips += t.pips
    for t in hand:
        pips += t.pips
    return pips


def _face_down(p: LineParts) -> tuple[tuple[Tile | None, ...], ...]:
    discards = p.discards
    if p.known:
        return discards
    seat = p.seat
    shown = []  # (a plain loop: it costs less than a comprehension at every move)
    for s, down in enumerate(discards):
        shown.append(down if s == seat or not down else (None,) * len(down))
    return tuple(shown)


def _penalty_pips(p: LineParts) -> tuple[int | None, ...]:
    known, seat, hands = p.known, p.seat, p.hands
    return tuple(
        [
            pips_against(down, () if hands is None else hands[s]) if known or s == seat else None
            for s, down in enumerate(p.discards)
        ]
    )


# (A field that is one of the parts is read by `attrgetter`, in C: the facts are made at
# every move.)
LINE_MAKERS: dict[str, Callable[[Any], Any]] = {
    "arms": lambda p: p.game.arms,
    "dragon": attrgetter("dragon"),
    "ends": attrgetter("ends"),
    "open_ends": lambda p: tuple(e for e in p.ends if e is not None),
    "first_player": attrgetter("first"),
    "hand_sizes": attrgetter("hand_sizes"),
    "face_down": _face_down,
    "deals": lambda p: p.game.deals,
    "redeals": attrgetter("redeals"),
    "results": attrgetter("results"),
    "totals": attrgetter("totals"),
    "penalty_pips": _penalty_pips,
}
# The ends at once: the connecting games' bot reads them at every move.
deferring(LineFacts, LINE_MAKERS, at_once=("ends",))


class ConnectingGame(Game):
    """A connecting game: what it plays with, who starts, and how a deal is settled."""

    arms: ClassVar[int] = 1

    @property
    def deals(self) -> int:
        return self.options.get("deals", 1)

    def pieces(self) -> tuple[Tile, ...]:
        raise NotImplementedError

    def hand_size(self) -> int:
        raise NotImplementedError

    def first_player(self, hands: list[list[Tile]], previous_winner: int | None) -> int:
        """Who lays the first tile: P1 in the first deal (or the `dealer` asked for, given
        as `previous_winner`), then the last deal's winner."""
        return 0 if previous_winner is None else previous_winner

    def unit(self) -> str:
        """What the payments are counted in."""
        return "pips"

    def instant_result(self, hands: list[list[Tile]], first: int) -> DealResult | None:
        """A deal decided by the hands alone, before any tile is laid (CeDeng's 8 doubles)."""
        return None

    def settle(self, state: ConnectingState) -> DealResult:
        """Score a finished deal. `note` says, for a learner, who pays whom and why."""
        raise NotImplementedError

    def first_player_reason(self, state: ConnectingState) -> str:
        """Why `state.first` lays the first tile of the deal, as a clause for a caption."""
        first = seat_name(state.first)
        if state.results:
            return f"{first} won the last deal and so starts this one"
        if state.deal.chosen:
            return f"{first} was chosen to start"
        if state.deal_index:
            return f"{first} starts deal {state.deal_index + 1}, the first one played"
        return f"{first} starts the first deal"

    def move_note(self, state: ConnectingState, action: Action) -> str:
        """A sentence to add to the caption of `action` (not yet applied) when the game's own
        rules make it matter, e.g. a penalty it brings about; "" for none."""
        return ""

    def describe_deal_end(self, state: ConnectingState, result: DealResult, blocked: bool) -> str:
        """The caption's account of a deal that the next move ends: why it ends, the penalty
        pips, who won and why, and the settlement (`result.note`). `state` is the position
        before that move; `blocked` says whether the dragon ends blocked."""
        n = self.players
        if blocked:
            why = (
                f"That ends the deal: all {n} players in a row had to lay a tile face down, "
                f"so the dragon is blocked and the tiles still in hand count too."
            )
        else:
            why = "That ends the deal: every tile has been placed."
        pips = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(result.scores))
        return (
            f"{why} Penalty pips: {pips}. "
            f"{winner_sentence(result.scores, result.winner, state.first)} {result.note}"
        )

    # -- dealing ---------------------------------------------------------------------------

    def hand_sizes(self) -> tuple[int, ...]:
        return (self.hand_size(),) * self.players


class ConnectingState(MatchState[DealResult]):
    """A match of a connecting game. Each hand is kept in display order (high pips first),
    so the legal moves come out in that order without sorting at every turn."""

    game: ConnectingGame

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        if not self.results:
            return (0,) * self.num_players, self.game.unit(), ""
        last = self.results[-1]
        return last.scores, self.game.unit(), last.note

    def start_deal(self) -> None:
        # Counted before the engine deals, which notes the hands it deals again: the lead's
        # caption names those of this deal.
        self.redeals_before_deal = len(self.redeals)
        super().start_deal()

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        game = self.game
        self.hands = [sorted(hand, key=_CODE, reverse=True) for hand in hands]
        self.in_hand = sum(map(len, hands))  # tiles still in all hands
        self.unused = rest
        self.chain: list[tuple[int, int]] = []  # oriented halves, left to right
        self.left_open = game.arms == 2
        # Kept as tuples, each replaced when a tile is laid face down (far fewer moves than
        # those that read them: the facts copy them at every move of a bot's game).
        self.discards: list[tuple[Tile, ...]] = [()] * self.num_players
        # The last deal's winner starts, or in the first deal the dealer asked for.
        previous_winner = self.results[-1].winner if self.results else self.deal.dealer
        self.first = game.first_player(self.hands, previous_winner)
        self.turn = self.first
        self.discards_in_a_row = 0
        self.blocked = False
        instant = game.instant_result(self.hands, self.first)
        if instant is not None:
            self.settle(instant)

    def _dealer(self) -> int:
        return self.first

    # -- the position ----------------------------------------------------------------------

    # Not `ends`: that names what is over when the game ends, in every state's title.
    @property
    def ends(self) -> tuple[int | None, int | None]:
        """The dragon's open ends (left, right); a dead or absent end is None."""
        return ends_of(self.chain, self.left_open)

    def penalty_pips(self, seat: int) -> int:
        return pips_against(self.discards[seat], self.hands[seat] if self.blocked else ())

    def _phase(self) -> str:
        return "lead" if not self.chain else "play"

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        # The moves are made once per seat and face (`_SEAT_MOVES`, by the face's code: a
        # string hashes in C, a tile through Python); a hand holds the two copies of a
        # face side by side, and each face gives its moves once.
        seat = self.turn
        hand = self.hands[seat]
        moves = _SEAT_MOVES[seat]
        chain = self.chain
        actions: list[Action] = []
        last = None
        if not chain:
            if self.left_open:
                leads = moves.lead
                for t in hand:
                    if t is not last:
                        last = t
                        actions.append(leads[t.code])
                return actions
            leads_open = moves.lead_open
            for t in hand:
                if t is not last:
                    last = t
                    actions += leads_open[t.code]
            return actions
        right = chain[-1][1]
        if self.left_open:
            left = chain[0][0]
            on_left, on_right = moves.left, moves.right
            for t in hand:
                if t is last:
                    continue
                last = t
                if left == t.high or left == t.low:
                    actions.append(on_left[t.code])
                if right == t.high or right == t.low:
                    actions.append(on_right[t.code])
        else:
            on_high, on_low = moves.on_high, moves.on_low
            for t in hand:
                if t is last:
                    continue
                last = t
                if right == t.high:
                    actions.append(on_high[t.code])
                elif right == t.low:
                    actions.append(on_low[t.code])
        if actions:
            return actions
        down = moves.down
        last = None
        for t in hand:
            if t is not last:
                last = t
                actions.append(down[t.code])
        return actions

    def _apply(self, action: Action) -> None:
        seat, kind, (tile,), detail, _, _, _ = action  # (unpacked at once: every move)
        self.hands[seat].remove(tile)
        self.in_hand -= 1
        if kind == "discard":
            self.discards[seat] += (tile,)
            self.discards_in_a_row += 1
        else:
            chain = self.chain
            if kind == "lead":
                if self.left_open:
                    chain.append((tile.high, tile.low))
                else:
                    open_half = int(detail)
                    chain.append((tile.high if open_half == tile.low else tile.low, open_half))
            elif detail == "right":
                right = chain[-1][1]
                chain.append((right, tile.high if tile.low == right else tile.low))
            else:
                left = chain[0][0]
                chain.insert(0, (tile.high if tile.low == left else tile.low, left))
            self.discards_in_a_row = 0
        players = len(self.hands)
        self.turn = (seat + 1) % players
        if not self.in_hand:
            self.settle(self.game.settle(self))
        elif self.discards_in_a_row == players:
            self.blocked = True
            self.settle(self.game.settle(self))

    def _explain(self, action: Action, seat: int | None) -> str:
        text = self._explain_move(action, seat)
        note = self.game.move_note(self, action)
        if note:
            text = f"{text} {note}"
        if self._ends_deal(action):
            text = f"{text} {self._explain_deal_end(action)}"
        return text

    def _explain_move(self, action: Action, viewer: int | None) -> str:
        seat, tile = action.player, action.pieces[0]
        if action.kind == "lead":
            redealt = self.redeals[self.redeals_before_deal :]
            again = f"The tiles were dealt again first ({'; '.join(redealt)}). " if redealt else ""
            who = self.game.first_player_reason(self)
            if self.game.arms == 1:
                return (
                    f"{again}{action.text}: {who}; the first player may lay any tile and "
                    f"chooses which half stays open, and the other end of the dragon is dead."
                )
            return (
                f"{again}{action.text}: {who}; the first player may lay any tile and both "
                f"ends stay open."
            )
        if action.kind == "play":
            left, right = self.ends
            end = right if action.detail == "right" else left
            other = tile.low if tile.high == end else tile.high
            return f"{action.text}: its {end} matches the open {end}, so the end is now {other}."
        ends = " or ".join(str(e) for e in dict.fromkeys(e for e in self.ends if e is not None))
        why = f"{seat_name(seat)} has no tile with a {ends}, so must lay one tile face down"
        if self._hides(action, viewer):
            return f"{why}."
        pips = "pip" if tile.pips == 1 else "pips"
        return f"{why}; {tile} counts {tile.pips} {pips} against {seat_name(seat)}."

    def _ends_deal(self, action: Action) -> bool:
        if self.in_hand == 1:
            return True
        return action.kind == "discard" and self.discards_in_a_row + 1 == self.num_players

    def _explain_deal_end(self, action: Action) -> str:
        after = self.after(action)
        result = after.results[len(self.results)]
        blocked = self.in_hand > 1
        parts = [self.game.describe_deal_end(self, result, blocked)]
        later = after.redeals[len(self.redeals) :]
        if later:
            parts.append(f"The next tiles are dealt again ({'; '.join(later)}).")
        parts.extend(r.note for r in after.results[len(self.results) + 1 :])
        if after.over and len(after.results) > 1:
            totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
            parts.append(f"That was the last of {self.game.deals} deals; match totals: {totals}.")
        return " ".join(parts)

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        reveal = self.over
        zones: dict[str, list[Any]] = {}
        for s in range(self.num_players):
            hand = list(self.hands[s])
            zones[f"hand {s}"] = hand if reveal or seat in (None, s) else [None] * len(hand)
        zones["dragon"] = [Tile(a, b) for a, b in self.chain]
        for s in range(self.num_players):
            down = self.discards[s]
            zones[f"face down {s}"] = (
                list(down) if reveal or seat in (None, s) else [None] * len(down)
            )
        if self.unused:
            zones["unused"] = (
                list(self.unused) if reveal or seat is None else [None] * len(self.unused)
            )
        return zones

    def _table(self, seat: int | None) -> TableView:
        reveal = self.over or seat is None
        players = self.num_players
        current = None if self.over else self.turn
        seats = []
        for s in range(players):
            sees = reveal or seat == s
            down = self.discards[s]
            seats.append(
                SeatView(
                    name=seat_name(s),
                    hand=tuple(self.hands[s]) if sees else (None,) * len(self.hands[s]),
                    front=(Group(tuple(down) if sees else (None,) * len(down), s, down=True),),
                    front_label="face down",
                    detail=self._seat_detail(s, seat),
                    to_move=s == current,
                )
            )
        last = self.history[-1] if self.history else None
        if last is None or last.kind == "discard":
            last_end, moved_to = "", "front" if last is not None else ""
        else:
            last_end = "left" if last.detail == "left" else "right"
            moved_to = "centre"
        hand_room = self.game.hand_size()
        unused = tuple(self.unused) if reveal else (None,) * len(self.unused)
        return self._table_view(
            seat,
            seats=tuple(seats),
            centre=Centre(
                "line",
                self._centre_words(),
                line=tuple(self.chain),
                room=hand_room * players,
                last_end=last_end,
                ends=self._end_labels(),
            ),
            back=_BACK,
            hand_room=hand_room,
            front_room=hand_room,
            piles=(Pile("unused", unused),) if unused else (),
            moved_to=moved_to,
        )

    def _intro(self) -> str:
        players = self.num_players
        sizes = {len(hand) for hand in self.hands}
        each = f"{sizes.pop()} tiles each" if len(sizes) == 1 else "their tiles"
        unused = len(self.unused)
        spare = f"; {unused} tiles stay face down, unused" if unused else ""
        lead = "" if self.over else f" {seat_name(self.turn)} lays the first tile."
        deals = self.game.deals
        match = f" The match lasts {deals} deals." if deals > 1 else ""
        return f"The deal: {players} players hold {each}{spare}.{lead}{match}"

    def _centre_words(self) -> str:
        if not self.chain:
            return "" if self.over else f"{seat_name(self.turn)} lays the first tile: any tile"
        return ""  # the open ends are labelled where they lie (`_end_labels`)

    def _end_labels(self) -> tuple[str, str]:
        """Over each end tile of the dragon, the number that may be matched there; a
        dead end (one arm: the first tile's other half) is not labelled."""
        left, right = self.ends
        return ("" if left is None else f"open {left}", "" if right is None else f"open {right}")

    def _seat_detail(self, s: int, seat: int | None) -> str:
        several = self.game.deals > 1
        if self.over and self.results:
            result = self.results[-1]
            parts = [f"{result.scores[s]} pips", signed(result.payments[s])]
            if several:
                parts.append(f"total {signed(self.totals[s])}")
            if result.winner == s:
                parts.insert(0, "★ wins")
            return " · ".join(parts)
        down = len(self.discards[s])
        if not down:
            detail = ""
        elif seat is None or seat == s:
            known = self.penalty_pips(s)
            detail = f"{down} face down, {known} pip{'' if known == 1 else 's'}"
        else:
            detail = f"{down} face down"
        if several and any(self.totals):
            total = f"total {signed(self.totals[s])}"
            detail = f"{detail} · {total}" if detail else total
        return detail

    def _title_more(self) -> str:
        length = len(self.chain)
        return f"; the dragon holds {length} tile{'' if length == 1 else 's'}"

    def _facts(self, seat: int | None) -> LineFacts:
        return LineFacts._deferred(self._line_parts(seat))

    def _line_parts(self, seat: int | None) -> LineParts:
        """What `LineFacts` is worked out from, for a game whose facts add to them."""
        chain = self.chain
        left_open = self.left_open
        return _line_parts(
            (
                self.game,
                tuple(chain),
                left_open,
                self.first,
                tuple(map(len, self.hands)),
                tuple(self.discards),
                tuple(map(tuple, self.hands)) if self.blocked else None,
                tuple(self.redeals),
                tuple(self.results),
                tuple(self.totals),
                # Tiles laid face down count against their owner: others learn which, and
                # how much, when the deal is settled.
                self.over or seat is None,
                seat,
                # (`ends_of`, written out)
                (chain[0][0] if left_open else None, chain[-1][1]) if chain else (None, None),
            )
        )


# Sentences of the moves, worked out only when a caption or a person reads them.


def _leads_open(a: Action) -> str:
    return f"{seat_name(a.player)} leads {a.pieces[0]} with the {a.detail} open"


def _plays(a: Action) -> str:
    return f"{seat_name(a.player)} plays {a.pieces[0]} on the {a.detail}"


def _plays_on_high(a: Action) -> str:
    return f"{seat_name(a.player)} plays {a.pieces[0]} on the {a.pieces[0].high}"


def _plays_on_low(a: Action) -> str:
    return f"{seat_name(a.player)} plays {a.pieces[0]} on the {a.pieces[0].low}"


# Hand order, for display and a stable order of legal actions: high pips first, which is
# the tiles' codes ("65") in descending order (a key read in C; a face's two copies are one
# object, so their order does not matter).
_CODE = attrgetter("code")


class _SeatMoves:
    """Every move one seat can make with each face, by the face's code ("65"). An Action
    is an immutable value, so one made here serves every state: listing the legal moves
    only picks them."""

    __slots__ = ("lead", "lead_open", "on_high", "on_low", "left", "right", "down")

    def __init__(self, seat: int) -> None:
        self.lead: dict[str, Action] = {}  # two arms: both ends stay open
        self.lead_open: dict[str, tuple[Action, ...]] = {}  # one arm: the open half named
        self.on_high: dict[str, Action] = {}  # one arm: matching the open end with .high
        self.on_low: dict[str, Action] = {}
        self.left: dict[str, Action] = {}  # two arms
        self.right: dict[str, Action] = {}
        self.down: dict[str, Action] = {}
        for t in all_faces():
            self.lead[t.code] = Action(seat, "lead", (t,), "", say.leads, short=str(t))
            self.lead_open[t.code] = tuple(
                Action(seat, "lead", (t,), str(half), _leads_open, short=f"{t} open {half}")
                for half in dict.fromkeys((t.low, t.high))
            )
            self.on_high[t.code] = Action(seat, "play", (t,), "right", _plays_on_high, short=str(t))
            self.on_low[t.code] = Action(seat, "play", (t,), "right", _plays_on_low, short=str(t))
            self.left[t.code] = Action(seat, "play", (t,), "left", _plays, short=f"{t} L")
            self.right[t.code] = Action(seat, "play", (t,), "right", _plays, short=f"{t} R")
            self.down[t.code] = Action(
                seat,
                "discard",
                (t,),
                "",
                say.discards_face_down,
                say.discards_hidden,
                short=f"{t} down",
            )


# The connecting games seat at most four players.
_SEAT_MOVES = tuple(_SeatMoves(seat) for seat in range(4))


def winner_sentence(scores: list[int] | tuple[int, ...], winner: int, first: int) -> str:
    """Who won a deal on the fewest penalty pips, saying how a tie was broken."""
    tied = [s for s, p in enumerate(scores) if p == scores[winner]]
    pips = "pip" if scores[winner] == 1 else "pips"
    if len(tied) == 1:
        return f"{seat_name(winner)} wins with the fewest pips."
    names = " and ".join(
        seat_name(s) for s in sorted(tied, key=lambda s: (s - first) % len(scores))
    )
    return (
        f"{names} tie on {scores[winner]} {pips}; {seat_name(winner)} wins as the lower hand, "
        f"the earliest in turn counting from the first player ({seat_name(first)})."
    )


def lowest_score_winner(scores: list[int] | tuple[int, ...], first: int) -> int:
    """The seat with the fewest penalty pips; a tie goes to the earlier hand in turn order,
    counting from the first player (the sources' "lower hand" rule)."""
    n = len(scores)
    best = first
    for k in range(1, n):  # in turn order: only fewer pips beat an earlier hand
        seat = (first + k) % n
        if scores[seat] < scores[best]:
            best = seat
    return best
