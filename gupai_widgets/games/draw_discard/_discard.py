"""The draw-and-discard kernel: a wall, hidden hands, discards in order, melds laid out, and
claims of the last discard decided one seat at a time.

The shape every game of the family shares (Jjak-mat-chu-gi, Ho-hpai, Small Mahjong,
KapShap): each seat is dealt `hand_size()` tiles and the rest is the wall, drawn from its
front. The first player's first draw is made at once (that is his extra tile). A seat that
holds a tile too many discards one, face up. Then every seat the game entitles to the
discard (`claim_order`: the next player only, or all, nearest first) is asked in turn,
claim or pass; a claim takes the tile out of the discards, lays the meld it makes in front
of the claimer (`Claim.meld`), and play goes on from the claimer, skipping the seats
between. If nobody claims, the next player draws. After each take the game's melds are
laid (`lay_melds`), and a winning hand (`win_label`) is declared, the seat's only move,
which ends the deal; the game
settles it (`settle`), knowing whether the winning tile came from the wall or from whose
discard. A seat with no claim to make is asked all the same (it can only pass), so that
who is asked never tells anyone what a hand holds; the next player's pass, when he is the
last one asked, is his draw.

Every deal ends: a draw from an empty wall ends it with no winner and no payment (the rule
of exhaustion every source of the family gives or implies; pagat, Jjak-mat-chu-gi: "the
round also ends once the reserve is empty"). Where claims alone could go round for ever (a
claim that lays nothing out takes no tile from the wall), the game sets `turn_limit`: the
deal ends unwon once that many tiles have been taken (a project rule).

A game subclasses `DiscardGame` (its spec, `hand_size`, the hooks below) and may use
`DiscardState` as it is. A fixed deal (`new_initial_state`): `hands` are the dealt hands,
`rest` the wall in drawing order (its first tile is the first player's extra tile),
`dealer` the first player.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ...engine import Action, DealResult, Game, MatchState, learning, seat_amount, seat_name
from ...engine import sentences as say
from ...engine.action import Words, pieces_text
from ...engine.observation import Facts
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Tile

BACK = Tile(6, 6)  # any tile: only its back is drawn
DISCARDS_PER_ROW = 8  # discards drawn in groups of this many, so long rows wrap


@dataclass(frozen=True, slots=True)
class Meld:
    """Tiles laid face up in front of a seat, and what they make ("Heaven pair")."""

    tiles: tuple[Tile, ...]
    label: str


@dataclass(frozen=True, slots=True)
class Claim:
    """What a seat may make of the last discard: `tiles`, the tiles of its hand the discard
    joins, laid face up with it as a meld called `label`; with no tiles the discard goes
    into the hand (KapShap). `take` names another discard to take instead of the last one
    (KapShap after Culin: any discard lying on the table)."""

    tiles: tuple[Tile, ...] = ()
    label: str = ""
    take: Tile | None = None


@dataclass(frozen=True, slots=True)
class DiscardFacts(Facts):
    """What every seat knows of a draw-and-discard position, all of it public: who drew
    first, the tiles left in the wall, the discards lying face up (oldest first, the offer
    last while seats decide on it; a claimed discard has left them for a hand or a meld),
    the discard on offer, who discarded it and the seats still to decide on it (in
    priority), and once the deal is won, the winner, his hand's name and whose discard won
    it (None: the wall); each seat's melds laid out."""

    first: int
    wall_size: int
    discards: tuple[Tile, ...]
    offer: Tile | None
    discarder: int | None
    askers: tuple[int, ...]
    winner: int | None
    win: str
    won_from: int | None
    melds: tuple[tuple[Meld, ...], ...]


@dataclass(frozen=True, slots=True)
class Settlement(DealResult):
    """How a deal ended: payments per seat and a sentence saying why."""

    note: str


class DiscardState(MatchState):
    """A deal of a draw-and-discard game. Phases: "discard" (the seat to move holds a tile
    too many), "claim" (a seat decides on the last discard), "win" (a seat holds a winning
    hand and declares it; its phase reads "discard", so as not to tell the others) and, at
    the end, over."""

    game: DiscardGame
    over_noun = "deal"

    def _setup_match(self) -> None:
        # Drawn by lot, or given as the dealer (DiscardGame.draw_lot).
        assert self.deal.dealer is not None
        self.first: int = self.deal.dealer

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        n = self.num_players
        # A hand is a set: kept in the set's order, so a deal given in any order plays alike.
        order = self.game.piece_order
        for hand in hands:
            hand.sort(key=order.__getitem__)
        self.hands: list[list[Tile]] = hands
        self.wall: list[Tile] = rest
        self.melds: list[list[Meld]] = [[] for _ in range(n)]
        self.discards: list[tuple[int, Tile]] = []  # (who discarded, tile), oldest first
        self.offer: Tile | None = None  # the last discard while seats decide on it
        self.discarder: int | None = None
        self.askers: list[int] = []  # seats still to decide on the offer, in priority
        self.owes_draw = False  # the seat took a discard and draws after discarding
        self.pending_win: tuple[str, int | None] | None = None  # (label, discarder)
        self.turns = 0  # tiles taken so far, from the wall or the discards
        self.stage = "discard"
        self.turn = self.first
        self.winner: int | None = None
        self.win_label = ""
        self.won_from: int | None = None  # whose discard won, None for the wall
        self.note = ""
        # What happened on its own after the last move (draws), for captions.
        self.events: list[tuple[str, int, Any]] = []
        self._draw(self.first)

    # -- the flow of a deal ------------------------------------------------------------

    def _draw(self, seat: int) -> None:
        if not self.wall:
            self._end_exhausted(seat)
            return
        tile = self.wall.pop(0)
        self.hands[seat].append(tile)
        self.events.append(("draw", seat, tile))
        self._taken(seat, None)

    def _taken(self, seat: int, discarder: int | None) -> None:
        """A seat took a tile (from the wall, or `discarder`'s discard): it wins, or lays
        out its melds and discards next."""
        self.turn = seat
        self.stage = "discard"
        self.offer = self.discarder = None
        self.askers = []
        self.turns += 1
        label = self.game.win_label(self, seat)
        limit = self.game.turn_limit()
        if not label and limit is not None and self.turns >= limit:
            self._end_unwon(
                f"That was the {limit}th tile taken, the limit of a deal: nobody has won, and "
                "nobody pays."
            )
            return
        if label:
            # The winner declares his hand, a move of his own (so no deal is over before
            # its first move, and a replay shows the winning hand declared).
            self.stage = "win"
            self.pending_win = (label, discarder)

    def _lay(self, seat: int, meld: Meld) -> None:
        for tile in meld.tiles:
            self.hands[seat].remove(tile)
        self.melds[seat].append(meld)

    def _end_won(self, seat: int, label: str, discarder: int | None) -> None:
        for meld in self.game.lay_melds(self, seat):  # the winning hand is shown
            self._lay(seat, meld)
        self.winner, self.win_label, self.won_from = seat, label, discarder
        self._end(self.game.settle(self, seat, discarder))

    def _end_exhausted(self, seat: int) -> None:
        self._end_unwon(
            f"{seat_name(seat)} should draw, but the wall is empty: nobody has won, and "
            "nobody pays."
        )

    def _end_unwon(self, note: str) -> None:
        self._end(Settlement(payments=(0,) * self.num_players, note=note))

    def _end(self, settled: Settlement) -> None:
        """The deal, the game's only one, is settled: the match ends with it."""
        self.note = settled.note
        self.settle(settled)

    def _ask_next(self) -> None:
        if self.askers:
            self.turn = self.askers[0]
            self.stage = "claim"
            return
        assert self.discarder is not None
        nxt = self.game.next_seat(self.discarder)
        self.offer = self.discarder = None
        self._draw(nxt)

    def _apply(self, action: Action) -> None:
        seat = action.player
        self.events = []
        if action.kind == "discard":
            self.pending_win = None  # a winning hand he chose not to show (KapShap)
            tile = action.pieces[0]
            self.hands[seat].remove(tile)
            self.discards.append((seat, tile))
            if self.owes_draw:  # the second half of a KapShap turn: draw, nobody claims
                self.owes_draw = False
                self._draw(seat)
                return
            self.offer, self.discarder = tile, seat
            self.askers = list(self.game.claim_order(self, seat))
            self._ask_next()
        elif action.kind == "claim":
            tile, *tiles = action.pieces
            # The latest discard of that face: the last one, unless the claim names another.
            at = max(i for i, (_, t) in enumerate(self.discards) if t == tile)
            discarder = self.discards.pop(at)[0]
            self.owes_draw = self.game.draw_after_claim()
            if tiles:
                for t in tiles:
                    self.hands[seat].remove(t)
                self.melds[seat].append(Meld((tile, *tiles), action.detail))
            else:
                self.hands[seat].append(tile)
            self._taken(seat, discarder)
        elif action.kind == "lay":
            self._lay(seat, Meld(action.pieces, action.detail))
        elif action.kind == "win":
            assert self.pending_win is not None
            self._end_won(seat, *self.pending_win)
        else:  # "pass", or "draw" from the last seat asked
            self.askers.pop(0)
            self._ask_next()

    # -- what may be done --------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        if self.stage == "win":
            assert self.pending_win is not None
            win = Action(seat, "win", (), self.pending_win[0], _wins, short="win")
            if not self.game.win_optional():
                return [win]
            return [win, *self._discards(seat)]
        if self.stage == "discard":
            # Melds are laid out one move at a time, before the discard: a move of the
            # seat's own, so that what it shows is part of its move.
            melds = self.game.lay_melds(self, seat)
            if melds:
                m = melds[0]
                return [
                    Action(
                        seat, "lay", m.tiles, m.label, _lays, short=f"lay {pieces_text(m.tiles)}"
                    )
                ]
            return self._discards(seat)
        assert self.offer is not None
        game = self.game
        # Passing (or drawing) first: a sequence of first choices draws, and ends.
        draws = len(self.askers) == 1 and seat == game.next_seat(self.discarder)
        actions = [game.moves[seat]["draw" if draws else "pass"]]
        made = game.claim_moves[seat]
        for c in game.claims(self, seat, self.offer):
            pieces = (c.take or self.offer, *c.tiles)
            key = (*[t.code for t in pieces], c.label)
            action = made.get(key)
            if action is None:
                action = made[key] = Action(
                    seat, "claim", pieces, c.label, _claims, short=f"claim {pieces_text(pieces)}"
                )
            actions.append(action)
        return actions

    def _discards(self, seat: int) -> list[Action]:
        made = self.game.discard_moves[seat]
        actions = []
        last = None
        for tile in sorted(self.hands[seat], key=self.game.piece_order.__getitem__):
            if tile is not last:  # one move per face
                last = tile
                action = made.get(tile.code)
                if action is None:
                    text, public = self.game.discard_words
                    action = Action(seat, "discard", (tile,), text=text, public=public)
                    made[tile.code] = action
                actions.append(action)
        return actions

    # -- captions ----------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        after = self.after(action)
        parts = [action.seen_by(seat) + "."]  # a tile discarded face down is not named
        events = after.events
        if action.kind == "discard" and not self.owes_draw:
            order = self.game.claim_order(self, action.player)
            rule = self.game.claim_rule()
            if len(order) == 1:
                parts.append(f"{seat_name(order[0])} decides on it ({rule}).")
            elif order:
                names = ", ".join(seat_name(s) for s in order)
                parts.append(f"{names} may claim it, in this order ({rule}).")
        elif action.kind == "claim":
            parts.append(self.game.claim_reason(self, action))
        elif action.kind == "pass" and after.stage == "claim":
            parts.append(f"{seat_name(after.turn)} is asked next.")
        elif action.kind == "draw" and events:
            # The move is the draw itself: name the tile to the drawer only.
            _, who, tile = events[0]
            if seat is None or seat == who or after.over:
                parts[0] = f"{action.text} ({tile})."
            events = events[1:]
        parts.append(after.events_words(seat, events=events))
        return " ".join(p for p in parts if p)

    def events_words(
        self, seat: int | None, *, public: bool = False, events: list | None = None
    ) -> str:
        """What happened on its own after the last move, as `seat` may read it (`public`:
        as everyone may): a draw (the tile named only to the drawer), melds laid out, a win,
        the end."""
        parts = []
        for kind, who, what in self.events if events is None else events:
            if kind == "draw":
                sees = not public and (seat is None or seat == who)
                tile = f" ({what})" if sees or self.over else ""
                parts.append(f"{seat_name(who)} draws from the wall{tile}.")
        if self.over:
            parts.append(self.note)
        return " ".join(parts)

    def _intro(self) -> str:
        size = self.game.hand_size()
        return (
            f"The deal: {self.num_players} players get {size} tiles each and the other "
            f"{len(self.wall) + 1} make the wall. {seat_name(self.first)} plays first: "
            f"{self.events_words(None, public=True)}"
        ).strip()

    def _phase(self) -> str:
        # A winning hand is the holder's secret until he shows it: to everyone else the
        # position is one where he is about to discard.
        return "discard" if self.stage == "win" else self.stage

    def _dealer(self) -> int:
        return self.first

    def _result(self) -> tuple[tuple[Any, ...], str, str]:
        scores = tuple(len(m) for m in self.melds)
        return scores, self.game.unit(), self.note

    # -- what can be seen --------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {}
        for s in range(self.num_players):
            hand = self.hands[s]
            zones[f"hand {s}"] = list(hand) if self.sees(seat, s) else [None] * len(hand)
        for s in range(self.num_players):
            zones[f"melds {s}"] = [t for m in self.melds[s] for t in m.tiles]
        zones["discards"] = [t for _, t in self.discards]
        zones["wall"] = list(self.wall) if seat is None else [None] * len(self.wall)
        return zones

    def sees(self, viewer: int | None, seat: int) -> bool:
        """Whether `viewer` sees `seat`'s hand: his own, or all once the deal is over."""
        return viewer is None or viewer == seat or self.over

    def _facts(self, seat: int | None) -> DiscardFacts:
        return DiscardFacts(**self._discard_facts())

    def _discard_facts(self) -> dict[str, Any]:
        """The fields of `DiscardFacts`, for a game whose facts add to them."""
        return {
            "first": self.first,
            "wall_size": len(self.wall),
            "discards": tuple([t for _, t in self.discards]),
            "offer": self.offer,
            "discarder": self.discarder,
            "askers": tuple(self.askers),
            "winner": self.winner,
            "win": self.win_label,
            "won_from": self.won_from,
            "melds": tuple(map(tuple, self.melds)),
        }

    def _winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def _table(self, seat: int | None) -> TableView:
        n = self.num_players
        current = None if self.over else self.turn
        seats = tuple(
            SeatView(
                name=seat_name(s),
                hand=tuple(self.hands[s]) if self.sees(seat, s) else (None,) * len(self.hands[s]),
                front=tuple(
                    Group(m.tiles, s, m.label, best=s == self.winner) for m in self.melds[s]
                ),
                front_label="laid out",
                detail=self._seat_detail(s),
                to_move=s == current,
            )
            for s in range(n)
        )
        old = [t for _, t in self.discards]
        offered = self.offer is not None
        if offered:
            old = old[:-1]
        groups = [
            Group(tuple(old[i : i + DISCARDS_PER_ROW]), label="discards" if i == 0 else "")
            for i in range(0, len(old), DISCARDS_PER_ROW)
        ]
        if offered:
            assert self.discarder is not None
            groups.append(
                Group(
                    (self.offer,),
                    self.discarder,
                    label=f"{seat_name(self.discarder)}'s discard: {seat_name(self.turn)} decides",
                    best=True,
                )
            )
        last = self.history[-1] if self.history else None
        return self._table_view(
            seat,
            seats=seats,
            centre=Centre(
                "wall", self._centre_words(), groups=tuple(groups),
                room=len(self.game.pieces()) - n * self.game.hand_size(),
            ),
            back=BACK,
            hand_room=self.game.hand_size() + 1,
            front_room=self.game.front_room(),
            panel=self._panel(),
            panel_room=2,
            # The wall lies face down beside the discards (faces only with all hands open).
            piles=(Pile("wall", tuple(self.wall) if seat is None else (None,) * len(self.wall)),),
            moved_to="centre" if last is not None and last.kind == "discard" else (
                "front" if last is not None and last.kind == "claim" else ""),
        )  # fmt: skip

    def _centre_words(self) -> str:
        if self.over:
            if self.winner is None:
                return "the wall is empty: nobody won"
            source = (
                "the wall" if self.won_from is None else f"{seat_name(self.won_from)}'s discard"
            )
            return f"{seat_name(self.winner)} wins ({self.win_label}) with a tile from {source}"
        if self.stage == "claim":
            return f"{seat_name(self.turn)} may claim the last discard"
        return f"{seat_name(self.turn)} discards"

    def _seat_detail(self, s: int) -> str:
        parts = []
        if s == self.first:
            parts.append("first")
        if self.over and self.totals[s]:
            parts.append(seat_amount(s, self.totals[s]).split(" ", 1)[1])
        return " · ".join(parts)

    def _panel(self) -> tuple[str, ...]:
        lines = [f"claims: {self.game.claim_short()}"]
        if self.over:
            lines.append(", ".join(seat_amount(s, t) for s, t in enumerate(self.totals)))
        elif self.stage == "claim":
            after = ", ".join(seat_name(s) for s in self.askers[1:])
            lines.append(
                f"{seat_name(self.turn)} decides on {self.offer}"
                + (f"; then {after}" if after else "")
            )
        return tuple(lines)


# Sentences of the moves, worked out only when read.


def _claims(a: Action) -> str:
    tile, *tiles = a.pieces
    if not tiles:
        return f"{seat_name(a.player)} takes {tile} into his hand"
    return f"{seat_name(a.player)} claims {tile} and lays it out with {pieces_text(tiles)}" + (
        f" ({a.detail})" if a.detail else ""
    )


def _wins(a: Action) -> str:
    return f"{seat_name(a.player)} shows his winning hand"


def _lays(a: Action) -> str:
    return f"{seat_name(a.player)} lays out {pieces_text(a.pieces)}" + (
        f" ({a.detail})" if a.detail else ""
    )


def _passes(a: Action) -> str:
    return f"{seat_name(a.player)} passes"


def _draws(a: Action) -> str:
    return f"{seat_name(a.player)} leaves the discard and draws from the wall"


class DiscardGame(Game):
    """Base class of the family's games: deal, wall, and the hooks a game fills in."""

    state_class = DiscardState
    questions = frozenset((learning.CLAIM, learning.WIN))

    def hand_size(self) -> int:
        raise NotImplementedError

    # The moves of every seat, made once (Actions are values): a deal lists the same few
    # discards, claims and passes at every turn.
    @cached_property
    def moves(self) -> list[dict[str, Action]]:
        """Per seat: its "pass" and its "draw" (the last seat asked passing)."""
        return [
            {"pass": Action(s, "pass", text=_passes), "draw": Action(s, "draw", text=_draws)}
            for s in range(self.players)
        ]

    @cached_property
    def discard_words(self) -> tuple[Words, Words]:
        """A discard's sentence, and what the other seats read of it ("" : the same)."""
        return say.discards, ""

    @cached_property
    def discard_moves(self) -> list[dict[str, Action]]:
        """Per seat, its discard of each face by the face's code, made when first listed."""
        return [{} for _ in range(self.players)]

    @cached_property
    def claim_moves(self) -> list[dict[tuple[str, ...], Action]]:
        """Per seat, its claims by the codes of their pieces and their label, made when
        first listed."""
        return [{} for _ in range(self.players)]

    def hand_sizes(self) -> tuple[int, ...]:
        return (self.hand_size(),) * self.players

    def front_room(self) -> int:
        """The most tiles a seat ever lays out in front of it."""
        return 0

    def unit(self) -> str:
        return "stakes"

    def next_seat(self, seat: int | None) -> int:
        """Who plays after `seat`: the next seat in seat order (counter-clockwise)."""
        assert seat is not None
        return (seat + 1) % self.players

    # -- the hooks ---------------------------------------------------------------------

    def claim_order(self, state: DiscardState, discarder: int) -> Sequence[int]:
        """The seats entitled to claim `discarder`'s discard, in priority order. By
        default the next player only."""
        return (self.next_seat(discarder),)

    def claim_rule(self) -> str:
        """Who may claim a discard, in a few words, for captions and the panel."""
        return "only the next player may take the last discard"

    def claim_short(self) -> str:
        """The same in two or three words, for the panel."""
        return "the next player only"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        """What `seat` may make of `tile`, the last discard (empty: it can only pass)."""
        raise NotImplementedError

    def claim_reason(self, state: DiscardState, action: Action) -> str:
        """Why a claim is allowed, for its caption."""
        return ""

    def win_optional(self) -> bool:
        """Whether a seat holding a winning hand may play on instead of declaring it
        (Culin, KapTaiShap: he "can declare a victory"); by default the win is his only
        move."""
        return False

    def turn_limit(self) -> int | None:
        """The most tiles taken (drawn or claimed) in a deal before it ends unwon, for a
        game whose claims alone could go on for ever (KapShap with the last discard);
        None: the wall alone ends it."""
        return None

    def draw_after_claim(self) -> bool:
        """Whether a seat that claimed a discard also draws from the wall once it has
        discarded (KapShap after Culin); by default the claim is its turn's tile."""
        return False

    def lay_melds(self, state: DiscardState, seat: int) -> list[Meld]:
        """The melds `seat` must lay out from its hand before it discards, each a move of
        its own (default: none); the winner's are laid out at the end."""
        return []

    def win_label(self, state: DiscardState, seat: int) -> str:
        """What `seat`'s tiles make if they win ("three pairs"), or "" if they do not."""
        raise NotImplementedError

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        """The payments of a won deal; `discarder` is None for a win from the wall."""
        raise NotImplementedError

    # -- the deal ------------------------------------------------------------------------

    def draw_lot(self, rng: random.Random) -> tuple[int, tuple[Any, ...]]:
        """The first player, drawn by lot (a given `dealer` replaces him), before the tiles
        are shuffled unless the game says `lot_after_shuffle`; the tiles are dealt as the
        hands in seat order, then the wall in drawing order."""
        return rng.randrange(self.players), ()
