"""Tsung Shap 對十, "disputing tens": catch tiles from the two ends of a row.

Rules (Culin, Chinese Games with Dice and Dominoes (1895), Ts'ung shap; pagat.com, Ts'ung
Shap; the GuPai site, Tsung Shap; navpil/gupai `fishing/tsungshap` as a second opinion): two
players share one set of 32 tiles, 16 each, stacked face down; nobody, the owner included,
knows a tile before it is drawn. In turn each player draws the top tile of his stack and
plays it face up. The first two tiles are laid side by side and start a row; from then on
the tile played may catch at the ends of the row:

* a **pair**: it is identical to the tile at either end; both are taken and count 10 points
  a pip;
* a **triplet**: with the two tiles at one end, or with the two end tiles, its pips make a
  multiple of ten; the three are taken and count 1 point a pip;
* a **sweep**: when only two tiles lie on the table and the tile takes both, the three are
  stacked to mark it and count 40; the sweeper then lays out another tile.

A tile that catches nothing is laid at either end. A catch the player missed (he laid a
tile that could catch) may be claimed by his opponent, who then plays his own tile (in the
base game he has drawn it by then: the claim is offered beside his moves). The game ends
when one player has laid out all his tiles; the higher count wins, and the loser pays the
difference.

Options where the sources differ or are silent (FACTS.md §2.4):

* `sweep_bonus`: Culin, pagat and the GuPai site say the sweep "counts 40": in place of its
  pips (the default); navpil/gupai adds 40 to the pips of the triplet.
* `opening_catch`: Culin and pagat have the second player lay his first tile beside the
  first; navpil/gupai makes that optional, so the second tile may catch the first.
* `fixed_pair`: navpil/gupai's own suggestion (no historical source) for the four-tile
  game, where pairs come easily: a pair counts a fixed 50 instead of 10 a pip.
* `four_in_hand`: spieltdomino.wordpress.com's variation (2013): the tiles are one common
  woodpile; each player holds four in his hand, chooses which to play, and refills to four
  after his move while the woodpile lasts. Here the game ends when a player's hand is empty.

Where the sources are silent: a tile identical to the only tile on the table takes it (it
lies at both ends); that pair is not a sweep (Culin's sweep takes two tiles), but it too
leaves the table empty, so the catcher lays out another tile.

A fixed deal (`new_initial_state`): in the base game nobody holds a tile when the game
starts (`hands` are empty) and `rest` is P1's stack from the top, then P2's; with
`four_in_hand`, `hands` are the four tiles each holds and `rest` the woodpile from the top.
`dealer` is the seat that lays the first tile (P1 by default).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Any

from ...engine import (
    Action,
    Game,
    GameSpec,
    MatchState,
    flag,
    learning,
    register,
    seat_name,
    signed,
)
from ...engine.observation import Facts
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Tile, chinese_set
from .tsung_shap_bot import CarefulBot, Margin, TsungShapBot, margin

SET = chinese_set()
STACK = 16  # tiles per player in the base game
HAND = 4  # tiles in hand with four_in_hand
SWEEP_POINTS = 40
FIXED_PAIR = 50  # navpil/gupai's pair value for the four-tile game
_BACK = Tile(6, 6)  # any tile: only its back is drawn
# The set's faces, each once in the set's order (the order of `TsungShapFacts.unplayed`),
# their places in it by code, and how many tiles of each the set holds.
FACES = tuple(dict.fromkeys(SET))
FACE_INDEX = {tile.code: i for i, tile in enumerate(FACES)}
_FACE_COUNTS = tuple(sum(t is face for t in SET) for face in FACES)

SOURCES = (
    "Culin, Chinese Games with Dice and Dominoes (1895), Ts'ung shap: "
    "http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tsungshap.html",
    "pagat.com, Ts'ung Shap: https://www.pagat.com/domino/fishing/tsungshap.html",
    "GuPai site, Tsung Shap: https://navpil.github.io/gupai/fishing/tsung-shap.html",
    "spieltdomino, Tsung Shap (the four-tile variation): "
    "https://spieltdomino.wordpress.com/2013/02/28/tsung-shap-domino-fur-aufmerksame-aus-dem-reich-der-mitte/",
    "navpil/gupai, fishing/tsungshap (a second opinion): https://github.com/navpil/gupai",
)

# Where a catch finds its partners in the row, in words.
SIDE_WORDS = {
    "L": "at the left end",
    "R": "at the right end",
    "ends": "one at each end",
    "": "on the table",
}


@dataclass(frozen=True, slots=True)
class TsungShapFacts(Facts):
    """What both players know of a Tsung Shap position besides their own tiles: the row
    (tiles left to right), each player's points and catches, the catches the last move
    missed (for the player to move to claim), how many tiles have been laid, and per
    player how many tiles he holds (in the base game, the tile drawn) and has left to play
    (with them, his stack), and per face of `FACES` how many of its tiles nobody has played
    yet (they lie face down or in hands: what the row and the catches do not show, kept as
    the game goes so that a bot need not count them again at every move)."""

    row: tuple[Tile, ...]
    scores: tuple[int, int]
    catches: tuple[tuple[Catch, ...], tuple[Catch, ...]]
    missed: tuple[Catch, ...]
    laid: int
    held: tuple[int, int]
    tiles_left: tuple[int, int]
    unplayed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Catch:
    """Tiles taken from the row: the tile played and its partners, what kind of catch
    (pair, three, sweep), who missed it when it was claimed, and its points."""

    tiles: tuple[Tile, ...]
    kind: str
    points: int
    missed_by: int | None = None

    @property
    def label(self) -> str:
        claimed = " claimed" if self.missed_by is not None else ""
        return f"{self.kind}{claimed} {self.points}"

    def __deepcopy__(self, memo: dict[int, Any]) -> Catch:
        return self  # immutable: a copy of a position (a search's playout) shares it


@dataclass(frozen=True, slots=True)
class Capture:
    """A catch the tile in play can make: its kind, the side of the row it takes from, and
    the places of its partners in the row."""

    kind: str
    side: str
    places: tuple[int, ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> Capture:
        return self  # immutable: a copy of a position shares it


def _order(tile: Tile) -> tuple[int, int]:
    """Hand order for display and for a stable order of legal actions: high pips first."""
    return (-tile.high, -tile.low)


def pips(tiles: Sequence[Tile]) -> int:
    return sum(map(_PIPS, tiles))  # (no generator: every catch counts its pips)


_PIPS = attrgetter("pips")


def without(row: Sequence[Tile], places: tuple[int, ...]) -> list[Tile]:
    """`row` less the tiles at `places` (a catch's): deleted from a copy, from the right,
    rather than every tile of the row tested (every catch and every bot's look at one)."""
    left = list(row)
    for place in sorted(places, reverse=True):
        del left[place]
    return left


def captures(tile: Tile, row: Sequence[Tile], opening: bool = False) -> list[Capture]:
    """Every catch `tile` can make at the ends of `row` (Culin): a pair with an identical
    end tile, a triplet making a multiple of ten with the two tiles of one end or with both
    end tiles; with only two tiles on the table that triplet takes them both, a sweep.
    `opening`: the second tile of the game, which is only laid beside the first. In the
    order of the row's `targets`, read from the ends alone: every move asks it."""
    n = len(row)
    if n == 0 or opening:
        return []
    first, last = row[0], row[-1]
    if n == 1:
        return [_PAIR] if tile is first else []
    pair_right, three_right, three_ends = _right_captures(n)
    found = []
    if tile is first:
        found.append(_PAIR_LEFT)
    if tile is last and not (n == 2 and first is last):
        found.append(pair_right)
    pips = tile.pips
    if n == 2:
        if (pips + first.pips + last.pips) % 10 == 0:
            found.append(_SWEEP)
        return found
    if (pips + first.pips + row[1].pips) % 10 == 0:
        found.append(_THREE_LEFT)
    if (pips + row[-2].pips + last.pips) % 10 == 0:
        found.append(three_right)
    if (pips + first.pips + last.pips) % 10 == 0:
        found.append(three_ends)
    return found


# The catches, made once: those at the left end have the same places in any row.
_PAIR = Capture("pair", "", (0,))
_PAIR_LEFT = Capture("pair", "L", (0,))
_THREE_LEFT = Capture("three", "L", (0, 1))
_SWEEP = Capture("sweep", "", (0, 1))


@cache
def _right_captures(n: int) -> tuple[Capture, Capture, Capture]:
    """The pair and the triplet at the right end of a row of `n` tiles, and the triplet
    of its two ends."""
    return (
        Capture("pair", "R", (n - 1,)),
        Capture("three", "R", (n - 2, n - 1)),
        Capture("three", "ends", (0, n - 1)),
    )


def catch_points(
    kind: str, tiles: tuple[Tile, ...], sweep_bonus: bool = False, fixed_pair: bool = False
) -> int:
    """A pair counts 10 a pip (or, with `fixed_pair`, navpil's fixed 50), a triplet 1 a pip
    (Culin); a sweep counts 40, in place of its pips or, with `sweep_bonus` (navpil), on top
    of them."""
    return pips_points(kind, pips(tiles), sweep_bonus, fixed_pair)


def pips_points(kind: str, total: int, sweep_bonus: bool = False, fixed_pair: bool = False) -> int:
    """`catch_points` of a catch whose tiles hold `total` pips."""
    if kind == "pair":
        return FIXED_PAIR if fixed_pair else 10 * total
    if kind == "sweep":
        return SWEEP_POINTS + (total if sweep_bonus else 0)
    return total


def claim_actions(seat: int, missed: Sequence[Catch]) -> list[Action]:
    """`seat`'s claims: one per catch the last move missed; two that take the same faces
    (from other places of the row) are told apart by a number."""
    actions = []
    for index, catch in enumerate(missed):
        twins = [i for i, c in enumerate(missed) if c.tiles == catch.tiles]
        suffix = f" #{twins.index(index) + 1}" if len(twins) > 1 else ""
        actions.append(_claim(seat, catch.kind, catch.tiles, suffix))
    return actions


@cache
def _claim(seat: int, kind: str, tiles: tuple[Tile, ...], suffix: str) -> Action:
    """`seat`'s claim of a missed catch of `kind` that takes `tiles`, made once."""
    names = " ".join(map(str, tiles))
    return Action(
        seat, "claim", (), f"{kind} {names}{suffix}", _claims, short=f"claim {names}{suffix}"
    )


def claim_index(action: Action, missed: Sequence[Catch]) -> int:
    """Which of the `missed` catches a claim takes."""
    return claim_actions(action.player, missed).index(action)


# A seat's moves with a tile, made once: actions are values, and every position lists some.
# Remembered by the tile's code: a string's hash is kept, a Tile's is worked out in Python.


@cache
def _catch(seat: int, code: str, kind: str, side: str) -> Action:
    """`seat`'s catch of `kind` with the tile of `code`, on `side` of the row."""
    tile = Tile.parse(code)
    where = f" {side}" if side else ""
    return Action(
        seat, kind, (tile,), f"{kind}{where}", _catches_sentence, short=f"{tile} {kind}{where}"
    )


@cache
def _lays(seat: int, code: str, anywhere: bool) -> tuple[Action, ...]:
    """`seat`'s ways to lay the tile of `code` without catching: at either end of the row,
    or (on a table with one tile or none, `anywhere`) just laid."""
    tile = Tile.parse(code)
    if anywhere:
        return (Action(seat, "lay", (tile,), "", _lays_sentence, short=str(tile)),)
    return tuple(
        Action(seat, "lay", (tile,), side, _lays_sentence, short=f"{tile} {side}")
        for side in ("L", "R")
    )


# The sentences of the moves, worked out only when a caption or a person reads them.


def _lays_sentence(a: Action) -> str:
    where = {"L": " at the left end", "R": " at the right end"}.get(a.detail, "")
    return f"{seat_name(a.player)} lays {a.pieces[0]}{where}"


def _catches_sentence(a: Action) -> str:
    kind, _, side = a.detail.partition(" ")
    what = {"pair": "a pair", "three": "a triplet", "sweep": "a sweep"}[kind]
    return f"{seat_name(a.player)} takes {what} {SIDE_WORDS[side]} with {a.pieces[0]}"


def _claims(a: Action) -> str:
    return f"{seat_name(a.player)} claims the missed {a.detail}"


class TsungShapState(MatchState):
    game: TsungShap

    def _setup_match(self) -> None:
        self.four = self.game.four_in_hand
        # The rules draw no first player: P1 lays the first tile unless one was given.
        self.first = 0 if self.deal.dealer is None else self.deal.dealer

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        if self.four:
            self.hands: list[list[Tile]] = [sorted(h, key=_order) for h in hands]
            self.stacks: list[list[Tile]] = [[], []]
            self.woodpile: list[Tile] = list(rest)
        else:
            self.hands = [[], []]
            self.stacks = [list(rest[:STACK]), list(rest[STACK:])]
            self.woodpile = []
        self.row: list[Tile] = []
        # Each seat's catches and what they count, kept as they are made: the facts a bot
        # is given at every move share them (a seat's catches are a tuple, replaced).
        self.catches: list[tuple[Catch, ...]] = [(), ()]
        self.points = [0, 0]
        self.laid = 0  # tiles played from the stacks or hands so far
        self.unplayed = list(_FACE_COUNTS)  # per face of FACES, its tiles not yet played
        # The catches the last move missed, for the next player to claim: each catch with
        # the places of its tiles in the row as it now lies, the tile laid last.
        self.missed: list[tuple[Catch, tuple[int, ...]]] = []
        self.missed_by: int | None = None
        self.turn = self.first
        self.last_side = ""  # where the last tile went: "L", "R", "start" or ""
        # The catches of each tile in hand here: found when the moves are listed, read
        # again by the move made (which empties it).
        self._found: dict[str, list[Capture]] = {}  # by the tile's code
        self._draw(self.turn)

    # -- the position ----------------------------------------------------------------------

    def score(self, seat: int) -> int:
        return self.points[seat]

    def _caught(self, seat: int, catch: Catch) -> None:
        self.catches[seat] += (catch,)
        self.points[seat] += catch.points

    def tiles_left(self, seat: int) -> int:
        """Tiles the seat has still to play: its stack and the tile drawn, or its hand
        and (while it lasts) its share of the woodpile to come."""
        return len(self.stacks[seat]) + len(self.hands[seat])

    @property
    def opening(self) -> bool:
        """Whether the next tile is the second of the game, only laid beside the first."""
        return self.laid == 1 and self.game.opening(1, self.row)  # (asked at every move)

    def _legal_actions(self) -> list[Action]:
        seat, row = self.turn, self.row
        actions = claim_actions(seat, self.missed_catches) if self.missed else []
        opening, found = self.opening, self._found
        hand = self.hands[seat]
        # (The base game's hand is the one tile drawn; four in hand may hold two alike.)
        for tile in dict.fromkeys(hand) if self.four else hand:
            code = tile.code
            found[code] = catches = captures(tile, row, opening)
            for c in catches:  # (most tiles catch nothing)
                actions.append(_catch(seat, code, c.kind, c.side))
            actions += _lays(seat, code, len(row) <= 1)
        return actions

    @property
    def missed_catches(self) -> tuple[Catch, ...]:
        """The catches the last move missed, without their places in the row."""
        return tuple(c for c, _ in self.missed)

    def _capture_of(self, action: Action) -> Capture:
        kind, _, side = action.detail.partition(" ")
        for c in captures(action.pieces[0], self.row, self.opening):
            if c.kind == kind and c.side == side:
                return c
        raise AssertionError(action)  # a legal action always names a capture

    def _apply(self, action: Action) -> None:
        # (The action's fields by place: this runs on every move of every playout.)
        seat, kind, pieces, detail = action[:4]
        self.last_side = ""
        known, self._found = self._found, {}
        if kind == "claim":
            index = self._claim_action_index(action)
            catch, places = self.missed[index]
            self.row = without(self.row, places)
            self._caught(seat, catch)
            self.missed, self.missed_by = [], None
            return  # the claimer goes on with his own move
        self.missed, self.missed_by = [], None
        tile = pieces[0]
        code = tile.code
        row = self.row
        found = known.get(code)
        if found is None:
            found = captures(tile, row, self.opening)  # before the tile counts as laid
        self.hands[seat].remove(tile)
        self.laid += 1
        self.unplayed[FACE_INDEX[code]] -= 1
        if kind == "lay":
            missed = found
            n = len(row)
            if detail == "L":
                row.insert(0, tile)
                self.last_side = "L"
            else:
                row.append(tile)
                self.last_side = "R" if n else "start"
            if self.four:
                self._refill(seat)
            self._pass(seat)
            if missed and not self.over:
                # Each missed catch's places in the row as it now lies, the tile laid last.
                if detail == "L":
                    moved = [(tuple(i + 1 for i in c.places) + (0,), c) for c in missed]
                else:
                    moved = [(c.places + (n,), c) for c in missed]
                self.missed = [
                    (Catch(self._tiles(places), c.kind,
                           self.game.points_of(c.kind, self._tiles(places)), seat), places)
                    for places, c in moved
                ]  # fmt: skip
                self.missed_by = seat
            return
        # A catch's kind is the action's, its side the rest of the detail ("three L").
        side = detail[len(kind) + 1 :]
        for capture in found:
            if capture.kind == kind and capture.side == side:
                break
        else:
            raise AssertionError(action)  # a legal action always names a capture
        taken = (tile, *map(row.__getitem__, capture.places))
        self._caught(seat, Catch(taken, kind, self.game.points_of(kind, taken)))
        self.row = without(row, capture.places)
        if self.four:
            self._refill(seat)
        if self.row:
            self._pass(seat)
        elif not self.tiles_left(seat):
            self._end()
        else:
            # The table is empty: the catcher lays out another tile (Culin).
            self._draw(seat)

    def _tiles(self, places: tuple[int, ...]) -> tuple[Tile, ...]:
        # The tile played first (the last place), then its partners in row order.
        return (self.row[places[-1]], *(self.row[i] for i in sorted(places[:-1])))

    def _claim_action_index(self, action: Action) -> int:
        return claim_index(action, self.missed_catches)

    def _draw(self, seat: int) -> None:
        """Base game: when his turn comes a player draws the top tile of his stack blind;
        he sees it, and lays it face up with his move."""
        if not self.four and not self.hands[seat] and self.stacks[seat]:
            self.hands[seat].append(self.stacks[seat].pop(0))

    def _refill(self, seat: int) -> None:
        """Four in hand: the seat takes the woodpile's top tile while it lasts."""
        if self.woodpile and len(self.hands[seat]) < HAND:
            self.hands[seat].append(self.woodpile.pop(0))
            self.hands[seat].sort(key=_order)

    def _pass(self, seat: int) -> None:
        if not self.tiles_left(seat):
            self._end()
        else:
            self.turn = seat = 1 - seat
            self._draw(seat)

    def _end(self) -> None:
        self.over = True
        a, b = self.score(0), self.score(1)
        self.totals = [a - b, b - a]

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        scores = (self.score(0), self.score(1))
        if not self.over:
            return scores, "points", ""
        return scores, "points", self._settlement()

    def _settlement(self) -> str:
        a, b = self.score(0), self.score(1)
        if a == b:
            return f"Both count {a}: nobody pays."
        winner = 0 if a > b else 1
        high, low = max(a, b), min(a, b)
        return (
            f"{seat_name(winner)} counts {high} to {low} and wins; "
            f"{seat_name(1 - winner)} pays the difference, {high - low}."
        )

    def _dealer(self) -> int:
        return self.first

    def _phase(self) -> str:
        return "claim" if self.missed else "play"

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        text = self._explain_move(action, seat)
        after = self.after(action)
        if after.over:
            text += f" {self._ending(action, after)}"
        return text

    def _explain_move(self, action: Action, seat: int | None) -> str:
        who = seat_name(action.player)
        kind = action.kind
        let_go = ""
        if self.missed and kind != "claim":
            let_go = f"{who} leaves the catch {seat_name(self.missed_by)} missed. "  # type: ignore[arg-type]
        if kind == "claim":
            catch = self.missed[self._claim_action_index(action)][0]
            return (
                f"{who} claims the {catch.kind} {' '.join(map(str, catch.tiles))} that "
                f"{seat_name(catch.missed_by)} left on the table (Culin: the opponent may "  # type: ignore[arg-type]
                f"take a missed catch); it counts {catch.points} for {who}, "
                f"{self._points_why(catch.kind, catch.tiles)}. {who} then plays his own tile."
            )
        tile = action.pieces[0]
        if kind == "lay":
            found = captures(tile, self.row, self.opening)
            if not self.row:
                why = "the table is empty, so it starts a new row"
            elif self.opening:
                why = "the first two tiles are laid side by side to start the row"
            elif found:
                other = seat_name(1 - action.player)
                could = "; or ".join(self._capture_words(tile, c) for c in found)
                why = f"a miss: it could take {could}. {other} may claim it before playing"
            elif len(self.row) == 1:
                why = (
                    "it is not identical to the only tile on the table (a triplet needs two), "
                    "so it catches nothing"
                )
            else:
                why = (
                    "it is identical to neither end tile and makes no multiple of ten with "
                    "them, so it catches nothing"
                )
            return f"{let_go}{action.text}: {why}."
        capture = self._capture_of(action)
        words = self._capture_words(tile, capture)
        empty = len(capture.places) == len(self.row)
        more = ""
        if empty:
            more = (
                f" The table is empty, so {who} lays out another tile."
                if self.after(action).turn == action.player
                else ""
            )
        return f"{let_go}{who} takes {words}.{more}"

    def _capture_words(self, tile: Tile, capture: Capture) -> str:
        partners = tuple(self.row[i] for i in capture.places)
        taken = (tile, *partners)
        points = self.game.points_of(capture.kind, taken)
        names = " ".join(map(str, partners))
        if capture.kind == "pair":
            where = SIDE_WORDS[capture.side] if capture.side else "the only tile on the table"
            return (
                f"the pair {tile} {names} ({where}: identical tiles), "
                f"{points} points, {self._points_why('pair', taken)}"
            )
        total = " + ".join(str(t.pips) for t in taken)
        if capture.kind == "sweep":
            return (
                f"both tiles on the table, {names}, with {tile}: a sweep ({total} = "
                f"{pips(taken)}, a multiple of ten, with the only two tiles left), "
                f"{points} points, {self._points_why('sweep', taken)}"
            )
        return (
            f"the triplet {tile} {names} ({SIDE_WORDS[capture.side]}: {total} = {pips(taken)},"
            f" a multiple of ten), {points} points, {self._points_why('three', taken)}"
        )

    def _points_why(self, kind: str, tiles: tuple[Tile, ...]) -> str:
        if kind == "pair":
            if self.game.options["fixed_pair"]:
                return f"a fixed {FIXED_PAIR} for any pair"
            return f"10 a pip × {pips(tiles)} pips"
        if kind == "sweep":
            if self.game.options["sweep_bonus"]:
                return f"40 on top of its {pips(tiles)} pips"
            return f"a sweep counts 40 in place of its {pips(tiles)} pips"
        return "a triplet counts its pips"

    def _ending(self, action: Action, after: TsungShapState) -> str:
        who = seat_name(action.player)
        counts = ", ".join(f"{seat_name(s)} {after.score(s)}" for s in (0, 1))
        return (
            f"{who} has laid out all his tiles, which ends the game. Counts: {counts}. "
            f"{after._settlement()}"
        )

    def _intro(self) -> str:
        first = seat_name(self.turn)
        if self.four:
            return (
                f"The deal: each player holds {HAND} tiles and {len(self.woodpile)} lie in the "
                f"common woodpile. {first} lays the first tile."
            )
        return (
            f"The deal: each player has a stack of {STACK} tiles face down, unseen even by "
            f"him. {first} draws the first tile and lays it out."
        )

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        reveal = self.over or seat is None
        zones: dict[str, list[Any]] = {}
        for s in (0, 1):
            hand = self.hands[s]
            # Base game: the hand is the tile just drawn, seen by its player until he lays
            # it face up.
            sees = reveal or seat == s
            zones[f"hand {s}"] = list(hand) if sees else [None] * len(hand)
        if not self.four:
            for s in (0, 1):
                stack = self.stacks[s]
                zones[f"stack {s}"] = list(stack) if reveal else [None] * len(stack)
        else:
            zones["woodpile"] = list(self.woodpile) if reveal else [None] * len(self.woodpile)
        zones["row"] = list(self.row)
        for s in (0, 1):
            zones[f"catch {s}"] = [t for c in self.catches[s] for t in c.tiles]
        return zones

    def _facts(self, seat: int | None) -> TsungShapFacts:
        # Read straight from the lists rather than through `tiles_left`: a bot is given
        # the facts at every move.
        hand0, hand1 = self.hands
        stack0, stack1 = self.stacks
        points0, points1 = self.points
        caught0, caught1 = self.catches
        return TsungShapFacts(
            tuple(self.row),
            (points0, points1),
            (caught0, caught1),
            self.missed_catches if self.missed else (),
            self.laid,
            (len(hand0), len(hand1)),
            (len(stack0) + len(hand0), len(stack1) + len(hand1)),
            tuple(self.unplayed),
        )

    def _table(self, seat: int | None) -> TableView:
        reveal = self.over or seat is None
        current = None if self.over else self.turn
        seats = []
        for s in (0, 1):
            sees = reveal or seat == s
            hand: tuple[Tile | None, ...] = (
                tuple(self.hands[s]) if sees else (None,) * len(self.hands[s])
            )
            if not self.four:
                hand += tuple(self.stacks[s]) if reveal else (None,) * len(self.stacks[s])
            caught = len(self.catches[s])
            detail = f"{self.score(s)} points"
            if caught:
                detail += f" · {caught} catch{'es' if caught > 1 else ''}"
            if self.over:
                detail += f" · {signed(self.totals[s])}"
                if self.totals[s] > 0:
                    detail = f"★ wins · {detail}"
            seats.append(
                SeatView(name=seat_name(s), hand=hand, detail=detail, to_move=s == current)
            )
        groups = [
            Group(c.tiles, s, c.label, best=self._is_last_catch(s, k))
            for s in (0, 1)
            for k, c in enumerate(self.catches[s])
        ]
        groups += self._row_groups()
        panel = [f"score: P1 {self.score(0)} · P2 {self.score(1)}"]
        if self.missed:
            missed = " or ".join(f"{c.kind} {' '.join(map(str, c.tiles))}" for c, _ in self.missed)
            panel.append(
                f"{seat_name(self.missed_by)} missed the {missed}: "  # type: ignore[arg-type]
                f"{seat_name(self.turn)} may claim it"
            )
        piles = (
            (Pile("woodpile", tuple(self.woodpile) if reveal else (None,) * len(self.woodpile)),)
            if self.four
            else ()
        )
        last = self.history[-1] if self.history else None
        return self._table_view(
            seat,
            seats=tuple(seats),
            centre=Centre("pot", self._centre_words(), groups=tuple(groups), room=48),
            back=_BACK,
            hand_room=HAND if self.four else STACK,
            front_room=0,
            panel=tuple(panel),
            panel_room=2,
            moved_to="" if last is None else "centre",
            piles=piles,
        )

    def _is_last_catch(self, seat: int, index: int) -> bool:
        last = self.history[-1] if self.history else None
        return (
            last is not None
            and last.player == seat
            and last.kind in ("pair", "three", "sweep", "claim")
            and index == len(self.catches[seat]) - 1
        )

    def _row_groups(self) -> list[Group]:
        """The row as its left end, the tiles between and its right end, so the two ends
        the catches are made at stand out; the end just played at is outlined."""
        row = self.row
        if len(row) <= 1:
            label = "the row" if row else ""
            return [Group(tuple(row), None, label, best=bool(row) and self.last_side != "")]
        groups = [Group((row[0],), None, "left", best=self.last_side == "L")]
        if len(row) > 2:
            groups.append(Group(tuple(row[1:-1]), None, f"{len(row) - 2} between"))
        groups.append(Group((row[-1],), None, "right", best=self.last_side == "R"))
        return groups

    def _centre_words(self) -> str:
        return "the game is over" if self.over else ""

    def _title_more(self) -> str:
        return f"; the row holds {len(self.row)} tiles"


@register
class TsungShap(Game):
    # The search bot's strong budget (bots/levels.py): its cheaper samples bought more
    # playouts, 1.3 s a strong move at 20,000; 0.5 to 0.65 s at 12,000.
    strong_budget = 12_000
    questions = frozenset((learning.CATCH,))
    spec = GameSpec(
        id="tsung_shap",
        name="Tsung Shap",
        native_name="對十",
        family="fishing",
        players=(2,),
        options=(
            flag(
                "sweep_bonus", False,
                "A sweep counts 40 on top of its pips (navpil/gupai); off: 40 in place of "
                "them (Culin, pagat, the GuPai site).",
            ),
            flag(
                "opening_catch", False,
                "The second player's first tile may catch the first tile (navpil/gupai); "
                "off: it is laid beside it (Culin, pagat).",
            ),
            flag(
                "fixed_pair", False,
                "A pair counts a fixed 50 (navpil/gupai's value for the four-tile game, where "
                "pairs come easily); off: 10 a pip (Culin).",
            ),
            flag(
                "four_in_hand", False,
                "Each player holds four tiles, chooses which to play and refills from a "
                "common woodpile (spieltdomino's variation).",
            ),
        ),
        sources=SOURCES,
        summary="Turn up a tile; catch identical tiles or tens at the ends of a row.",
        order=3,
    )  # fmt: skip
    state_class = TsungShapState
    bot_class = TsungShapBot

    @property
    def four_in_hand(self) -> bool:
        return self.options["four_in_hand"]

    def points_of(self, kind: str, tiles: tuple[Tile, ...]) -> int:
        """What a catch of `kind` made of `tiles` counts under this game's options."""
        options = self.options
        return catch_points(kind, tiles, options["sweep_bonus"], options["fixed_pair"])

    def opening(self, laid: int, row: Sequence[Tile]) -> bool:
        """Whether, `laid` tiles having been played and `row` lying on the table, the next
        tile is the second of the game, only laid beside the first (Culin)."""
        return laid == 1 and len(row) == 1 and not self.options["opening_catch"]

    def pieces(self) -> tuple[Tile, ...]:
        return SET

    def hand_sizes(self) -> tuple[int, ...]:
        return (HAND, HAND) if self.four_in_hand else (0, 0)


__all__ = ["CarefulBot", "Catch", "Margin", "TsungShap", "TsungShapBot", "TsungShapState",
           "captures", "catch_points", "margin"]  # fmt: skip
