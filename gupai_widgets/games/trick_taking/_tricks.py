"""The trick kernel: what every trick-taking game here shares, tiles and cards alike.

A trick: the leader plays one piece or several (a `Play`); then each other seat plays in
turn, in seat order, which is the direction of play (a game's `spec.clockwise` says which
way round the table that is). Once every seat has played, the game says which play is
best (`TrickState.best_of`); the trick (`TrickState.judge`) goes to the pile of the seat
that played it, unless the game sends it to nobody, counts one trick for each piece led
(always one in a card game), and the seat of the best play leads the next. A finished
trick is a `Trick`; each piece in a pile a `TakenPiece`.

What each game keeps for itself: the deal, the legal plays (whether and how to follow),
how plays rank, what a trick scores (`_score_trick`), what happens when the hands are
played out (`_hands_played`), the settlement and the captions.

Who sees what, as at a real table: a piece played face up is seen by all; one played face
down by the seat that played it, wherever it lies afterwards (in the trick, in a pile), by
everybody in the open view (`view(None)`), and by everybody once the match is over in a
game that counts what lies face down at the end (`reveals_at_end`). A hand is seen by its
seat, in the open view and once the match is over.

What a seat is given: the zones `hand <seat>`, `trick` and `won <seat>`, and the game's
facts, a `TrickFacts` (or a game's subclass of it): the trick in progress and the last
trick taken as `PlaySeen` and `TrickSeen` values, each play with its `seat`, its pieces
(None where that seat may not see them), `face_up`, `best`, and the name of its
`combination` where leads are named combinations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar, NamedTuple, Self, TypeVar

from ...engine import MatchState, signed
from ...engine.observation import Facts
from ...engine.result import DealResult
from ...engine.table import TableView
from ._table import trick_table
from ._words import words


class Immutable:
    """A base for the frozen values of a position: copies of a state share them (a state
    is deep-copied for every clone and every explained move)."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict) -> Self:
        return self


# Plays, finished tricks and taken pieces are made on every move of every playout: named
# tuples are values as a frozen dataclass is, and far cheaper to make.


class Play(NamedTuple):
    """One seat's pieces in a trick, face up or face down, and the combination they were
    played as where a game names one (a TianJiu lead, or a play that beat it)."""

    seat: int
    pieces: tuple[Any, ...]
    face_up: bool = True
    combination: Any = None

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


class Trick(NamedTuple):
    """A finished trick: its plays in order, the index of the best play, the seat whose
    pile took it (None: nobody's) and how many tricks it counts."""

    plays: tuple[Play, ...]
    best: int
    winner: int | None
    units: int

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    @property
    def best_play(self) -> Play:
        return self.plays[self.best]

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


class TakenPiece(NamedTuple):
    """A piece in a trick pile, with the seat that played it and whether face up."""

    piece: Any
    played_by: int
    face_up: bool

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


# Each made from one tuple of its fields in a single C call (a named tuple's own
# constructor is a Python function): games make a play on every move.
new_play = partial(tuple.__new__, Play)
_trick = partial(tuple.__new__, Trick)
_taken = partial(tuple.__new__, TakenPiece)


@dataclass(frozen=True, slots=True)
class PlaySeen:
    """One play of a trick as a seat sees it: the seat that played it, its pieces (each None
    where the viewer may not see it: laid face down by another seat), whether it lies face
    up, whether it is the best play of the trick (so far, in a trick in progress), and the
    name of the combination it was played as where the game names its plays (None
    otherwise, and for a play the viewer may not see)."""

    seat: int
    pieces: tuple[Any, ...]
    face_up: bool
    best: bool
    combination: str | None

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies share it


@dataclass(frozen=True, slots=True)
class TrickSeen:
    """A trick taken, as a seat sees it: who led it, whose pile took it (None: nobody's),
    how many tricks it counts, and its plays in order (None where the game only names the
    trick: one of an earlier deal, whose pieces no longer lie on the table)."""

    leader: int
    winner: int | None
    units: int
    plays: tuple[PlaySeen, ...] | None

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies share it


@dataclass(frozen=True, slots=True)
class TrickFacts(Facts):
    """What every seat knows of a trick-taking position besides the table: who led the
    trick in progress (or leads the next one), its plays so far, the last trick taken in
    this deal or round (None before its first), the tricks each seat counts in it, and how
    many pieces each seat holds. A game whose facts say more subclasses it."""

    leader: int
    trick: tuple[PlaySeen, ...]
    last_trick: TrickSeen | None
    tricks_taken: tuple[int, ...]
    pieces_in_hand: tuple[int, ...]


class _Views(dict[tuple[int, ...], tuple[Any, Any]]):
    """The views of the plays and tricks of one deal (or round) already made, each made
    once per play (or trick) and way of seeing it: a bot asks for the facts at every move,
    and the same plays are seen again and again, by every seat, until the next deal.
    Keyed by the play's or trick's id with how it is seen; each entry keeps the play or
    trick itself, so that its id stays its own while the entry lasts. A view depends on
    nothing else, so the copies of a state share them."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict) -> Self:
        return self


def taken_pieces(plays: Sequence[Play]) -> list[TakenPiece]:
    """The pieces of `plays` as they lie in a pile, in the order they were played."""
    return [_taken((piece, seat, up)) for seat, pieces, up, _ in plays for piece in pieces]


# The type of a trick game's settled deals (`MatchState.results`).
R = TypeVar("R", bound=DealResult)


class TrickState(MatchState[R]):
    """Hands, the trick in progress, the tricks taken and the trick piles, on top of
    `MatchState`'s `turn`, `over`, `totals` and `deal_index`.

    A game keeps each seat's hand in `hands` (a list per seat, empty once played out), calls
    `_start_tricks` when a deal (or round) begins and sets `turn` to whoever leads first;
    it applies a play with `_add_play`, which does the rest."""

    # Whether plays are named combinations (a play seen says which).
    named_plays: ClassVar[bool] = False
    # A game that counts what lies face down when the match ends turns it up then.
    reveals_at_end: ClassVar[bool] = False

    hands: list[list[Any]]
    plays: list[Play]  # the trick in progress
    tricks: list[Trick]  # taken in this deal (or round)
    won: list[list[TakenPiece]]  # each seat's trick pile
    units: list[int]  # the tricks each seat counts in this deal (or round)
    _views: _Views  # the plays and tricks of this deal (or round) as seats see them
    # The match's latest trick, kept across deals (None before the first is taken).
    last_trick: Trick | None = None

    # What the table shows besides the trick (engine/table.py, _table.py): the most pieces
    # a hand holds where it is not the set shared out, the line over the middle in phases
    # other than play ("{who}" is the seat to move), and lines under the trick.
    hand_room: ClassVar[int | None] = None
    phase_words: ClassVar[dict[str, str]] = {}
    panel_room: ClassVar[int] = 6  # lines kept for the panel, so the table keeps its size

    def table_panel(self, viewer: int | None) -> list[str] | None:
        """The lines under the trick as `viewer` sees them (a card game's trump, dealer and
        bids); None: the game has no panel."""
        return None

    def seat_detail(self, seat: int, viewer: int | None) -> str:
        """The line under a seat's name as `viewer` sees it: once the match is over, the
        winner of the last deal and what each seat was paid; before, the tricks counted
        and the running total."""
        outcome = self.deal_outcome() if self.over else None
        if outcome is not None:
            winner, payments = outcome
            parts = ["★ wins"] if winner == seat else []
            return " · ".join([*parts, signed(payments[seat])])
        parts = [words(self.units[seat], "trick")] if self.units[seat] else []
        if any(self.totals):
            parts.append(f"total {signed(self.totals[seat])}")
        return " · ".join(parts)

    def seat_side(self, seat: int) -> str:
        """The partnership `seat` plays in, named, where the game has partnerships."""
        return ""

    def deal_outcome(self) -> tuple[int | None, Sequence[int]] | None:
        """The last settled deal's winner (None: no single winner) and payments per seat;
        None where the game settles otherwise (its panel says how)."""
        return None

    def _table(self, seat: int | None) -> TableView:
        return trick_table(self, seat)

    # -- what a game provides --------------------------------------------------------------

    def best_of(self, plays: Sequence[Play]) -> int:
        """The index of the play that holds `plays`, a trick in progress or complete."""
        raise NotImplementedError

    def _score_trick(self, trick: Trick) -> None:
        """What a trick just taken scores, beyond the tricks it counts (a game's hook)."""

    def _hands_played(self) -> None:
        """Every hand is played out: settle, deal again, or end the match."""
        raise NotImplementedError

    def hand(self, seat: int) -> Sequence[Any]:
        """The pieces `seat` holds, in the order its hand shows them."""
        return self.hands[seat]

    # -- the flow of a trick ---------------------------------------------------------------

    def _start_tricks(self, keep_piles: bool = False) -> None:
        """A deal (or round) begins: no trick played or counted yet; the piles start empty
        unless `keep_piles`."""
        n = self.num_players
        self._seats = n  # read on every move
        self.plays = []
        self.tricks = []
        self.units = [0] * n
        self._views = _Views()
        if not keep_piles:
            self.won = [[] for _ in range(n)]

    @property
    def leader(self) -> int:
        """Who led the trick in progress, or leads the next one."""
        return self.plays[0].seat if self.plays else self.turn

    def judge(self, plays: Sequence[Play]) -> Trick:
        """The trick that the complete `plays` make once taken: the best play's seat takes
        it (a game where a trick may go to nobody says so here)."""
        best = self.best_of(plays)
        return _trick((tuple(plays), best, plays[best][0], len(plays[0][1])))

    def _add_play(self, play: Play) -> None:
        """Put `play` into the trick: the next seat plays, or the trick is complete and
        goes to its taker's pile, and the seat of the best play leads the next one."""
        plays = self.plays
        plays.append(play)
        seats = self._seats
        if len(plays) < seats:
            self.turn = (play[0] + 1) % seats
            return
        trick = self.judge(plays)
        winner = trick[2]
        if winner is not None:
            self.units[winner] += trick[3]
            # (`taken_pieces`, written out as a plain loop: this runs on every trick of every
            # playout)
            pile = self.won[winner]
            for seat, pieces, up, _ in plays:
                for piece in pieces:
                    pile.append(_taken((piece, seat, up)))
        self.tricks.append(trick)
        self.last_trick = trick
        self.plays = []
        self.turn = plays[trick[1]][0]
        self._score_trick(trick)
        if not any(self.hands):
            self._hands_played()

    # -- what can be seen ------------------------------------------------------------------

    def sees(self, seat: int | None, played_by: int, face_up: bool) -> bool:
        """Whether `seat` (None: the open view) sees a piece that `played_by` played face
        up (`face_up`) or face down."""
        return face_up or seat is None or seat == played_by or (self.reveals_at_end and self.over)

    def _hand_zones(self, seat: int | None) -> dict[str, list[Any]]:
        """The zones `hand <seat>`, as `seat` sees them."""
        open_all = seat is None or self.over
        zones: dict[str, list[Any]] = {}
        for s in range(self.num_players):
            hand = self.hand(s)
            zones[f"hand {s}"] = list(hand) if open_all or seat == s else [None] * len(hand)
        return zones

    def _trick_zones(self, seat: int | None) -> dict[str, list[Any]]:
        """The zones `trick` and `won <seat>`, as `seat` sees them."""
        sees = self.sees
        zones: dict[str, list[Any]] = {
            "trick": [
                piece if sees(seat, p.seat, p.face_up) else None
                for p in self.plays
                for piece in p.pieces
            ]
        }
        for s in range(self.num_players):
            zones[f"won {s}"] = self._pile_zone(self.won[s], seat)
        return zones

    def _pile_zone(self, pile: list[TakenPiece], seat: int | None) -> list[Any]:
        return [w.piece if self.sees(seat, w.played_by, w.face_up) else None for w in pile]

    def _piles_seen(self, seat: int | None) -> tuple[tuple[Any, ...], ...]:
        """Each seat's trick pile as `seat` sees it (the zones `won <seat>`), for a game
        whose facts give them: what a bot counts as seen."""
        every = seat is None or (self.reveals_at_end and self.over)
        viewer = -1 if every or seat is None else seat
        views = self._views
        shown = []
        # A pile only grows while it is the same list (a game that takes pieces out of one
        # makes a new list: Mouse Moving), so a view made before needs only the pieces
        # added since. (`sees` written out: a bot asks for the facts on every move.)
        for pile in self.won:
            key = (id(pile), viewer)
            found = views.get(key)
            view: tuple[Any, ...] = () if found is None else found[1]
            if len(view) < len(pile):
                added = pile[len(view) :]
                if every:
                    view += tuple([w[0] for w in added])
                else:
                    view += tuple([w[0] if w[2] or w[1] == seat else None for w in added])
                views[key] = (pile, view)
            shown.append(view)
        return tuple(shown)

    def _plays_seen(
        self, plays: Sequence[Play], best: int | None, seat: int | None
    ) -> tuple[PlaySeen, ...]:
        """The plays of a trick as `seat` sees them; `best` is the index of the best."""
        every = seat is None or (self.reveals_at_end and self.over)
        views = self._views
        shown = []
        # (`sees` written out: a bot asks for the facts on every move)
        for i, play in enumerate(plays):
            key = (id(play), i == best, play[2] or every or play[0] == seat)
            found = views.get(key)
            if found is None:
                found = views[key] = (play, self._play_seen(play, key[1], key[2]))
            shown.append(found[1])
        return tuple(shown)

    def _play_seen(self, play: Play, best: bool, seen: bool) -> PlaySeen:
        """`play` as a seat sees it: `best` whether it is the best of its trick, `seen`
        whether that seat may see its pieces."""
        played_by, pieces, up, combination = play
        if not seen:
            return PlaySeen(played_by, (None,) * len(pieces), up, best, None)
        name = combination.name if self.named_plays and combination is not None else None
        return PlaySeen(played_by, pieces, up, best, name)

    def _trick_seen(self, trick: Trick, seat: int | None, plays: bool = True) -> TrickSeen:
        """A trick taken as `seat` sees it, with its plays unless `plays` is False."""
        if not plays:
            return TrickSeen(trick.leader, trick.winner, trick.units, None)
        # Seats that see the same plays of it see the same trick: made once for them all.
        every = seat is None or (self.reveals_at_end and self.over)
        seen = 0
        for i, (played_by, _, up, _) in enumerate(trick[0]):
            if up or every or played_by == seat:
                seen |= 1 << i
        key = (id(trick), seen)
        views = self._views
        found = views.get(key)
        if found is None:
            shown = self._plays_seen(trick[0], trick[1], seat)
            found = views[key] = (trick, TrickSeen(trick[0][0][0], trick[2], trick[3], shown))
        return found[1]

    def _facts(self, seat: int | None) -> TrickFacts:
        return TrickFacts(**self._trick_facts(seat))

    def _trick_facts(self, seat: int | None) -> dict[str, Any]:
        """The fields of `TrickFacts` as `seat` sees them, for a game whose facts add to
        them."""
        plays = self.plays
        tricks = self.tricks
        return {
            "leader": self.leader,
            "trick": self._plays_seen(plays, self.best_of(plays) if plays else None, seat),
            "last_trick": self._trick_seen(tricks[-1], seat) if tricks else None,
            "tricks_taken": tuple(self.units),
            "pieces_in_hand": tuple(map(len, self.hands)),
        }


__all__ = [
    "Immutable",
    "Play",
    "PlaySeen",
    "TakenPiece",
    "Trick",
    "TrickFacts",
    "TrickSeen",
    "TrickState",
    "new_play",
    "taken_pieces",
]
