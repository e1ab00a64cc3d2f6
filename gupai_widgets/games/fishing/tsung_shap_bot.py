"""A heuristic bot for Tsung Shap: it catches the most it can and leaves the least.

Each move is valued as the points it catches now less what the row it leaves offers the
opponent's next tile: for every tile the bot has not seen, the best catch that tile could
make at the new ends, averaged (the base game: the opponent's next tile is any unseen one)
or as the expected best of the tiles in his hand (the four-tile variant). A tile laid when
it could catch is a miss the opponent may claim: the bot counts that catch against itself.
It always claims the best catch the opponent missed.

It chooses from its seat's observation: its own hand (in the base game the tile it has
just drawn) and the game's facts (`TsungShapFacts`): the row, the catches made and missed,
how many tiles have been laid and how many the opponent holds.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine import Action, Game
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .tsung_shap import Capture, TsungShap, TsungShapFacts


class TsungShapBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        # (Typed by annotation, not `cast`: a call at every move of every playout.)
        facts: TsungShapFacts = seen.facts  # type: ignore[assignment]
        if legal[0].kind == "claim":  # (the game lists its claims first)
            claims = [a for a in legal if a.kind == "claim"]
            return max(claims, key=lambda a: (_claim_points(facts, a), self.rng.random()))
        hand: Sequence[Tile] = seen.hand  # type: ignore[assignment]
        rules: TsungShap = seen.rules  # type: ignore[assignment]
        value, rand = _Values(rules, facts, hand).value, self.rng.random
        return max(legal, key=lambda a: (value(a), rand()))


@lru_cache(maxsize=1)
def _game() -> ModuleType:
    """The game's module (read late: it imports this one)."""
    from . import tsung_shap

    return tsung_shap


def _claim_points(facts: TsungShapFacts, action: Action) -> int:
    return facts.missed[_game().claim_index(action, facts.missed)].points


class _Values:
    """The values of the moves of one position: what the bot has not seen is counted once
    for them all (per face of the game's `FACES`: the facts' unplayed tiles less its own
    hand), and each tile's catches once for its moves."""

    __slots__ = (
        "rules", "facts", "index", "row", "unseen", "found", "misses", "unseen_count",
        "pairs", "threes", "sweeps", "made_by_totals", "first_tile", "four_in_hand",
    )  # fmt: skip

    def __init__(self, rules: TsungShap, facts: TsungShapFacts, hand: Sequence[Tile]) -> None:
        self.rules, self.facts = rules, facts
        game = _game()
        self.index = index = game.FACE_INDEX
        self.row = row = facts.row
        opening = facts.laid == 1 and rules.opening(1, row)  # (asked only where it may be)
        unseen = list(facts.unplayed)
        found: dict[str, list[Capture]] = {}
        for tile in hand:  # (one loop for both: a bot asks at every move)
            code = tile.code
            unseen[index[code]] -= 1
            found[code] = game.captures(tile, row, opening)
        self.unseen, self.found = unseen, found
        self.misses: dict[str, int] = {}  # by tile code: see `missed`
        self.unseen_count = sum(unseen)
        options = rules.options
        self.pairs, self.threes, self.sweeps, self.made_by_totals = _worths(
            options["sweep_bonus"], options["fixed_pair"]
        )
        # (The next tile can only be the opening one when none has been laid yet.)
        self.first_tile = facts.laid == 0
        self.four_in_hand = options["four_in_hand"]

    def value(self, action: Action) -> float:
        """Points caught now less the opponent's expected catch from the row left behind."""
        rules, row = self.rules, self.row
        # (The action's fields by place: this runs for every move of every position.)
        player, kind, pieces, detail = action[:4]
        tile = pieces[0]
        code = tile.code
        if kind == "lay":
            new_row = (tile, *row) if detail == "L" else (*row, tile)
            gain = -self.missed(tile) if self.found[code] else 0  # the opponent claims it
        else:
            kind, _, side = detail.partition(" ")
            for capture in self.found[code]:
                if capture.kind == kind and capture.side == side:
                    break
            else:
                raise AssertionError(action)  # a legal catch is one of the tile's
            gain = rules.points_of(kind, _taken(tile, row, capture))
            new_row = _game().without(row, capture.places)
            if not new_row:
                return gain  # the bot lays out the next tile itself
        # The position after the move: one more tile laid, `new_row` on the table.
        opening = self.first_tile and rules.opening(1, new_row)
        count = self.unseen_count
        held = self.facts.held[1 - player] if self.four_in_hand else 1
        if held == 1:  # the mean over the unseen tiles, each as often as it is unseen
            caught = 0 if opening else self.caught(new_row)
            return gain - (caught / count if count else 0.0)
        best = {} if opening else self.threat(new_row)
        unseen = self.unseen
        values = sorted((v for u, v in best.items() for _ in range(unseen[u])), reverse=True)
        values += [0] * (count - len(values))
        return gain - expected_best(values, held)

    def missed(self, tile: Tile) -> int:
        """The best catch of `tile`, in hand, which the opponent claims if it is laid
        instead: the same at either end, worked out once."""
        points = self.misses.get(tile.code)
        if points is None:
            rules, row = self.rules, self.row
            points = self.misses[tile.code] = max(
                rules.points_of(c.kind, _taken(tile, row, c)) for c in self.found[tile.code]
            )
        return points

    def caught(self, row: Sequence[Tile]) -> int:
        """What the next tile would catch at the ends of `row` (not empty, not the
        opening), summed over the unseen tiles: `threat` weighed by how often each face is
        unseen, without building it (the search's playouts spend most of their time here)."""
        made, unseen = self.made(row), self.unseen
        caught = 0
        for face, points in made.items():  # (a plain loop: cheaper than `map` for a few)
            caught += points * unseen[face]
        # An end tile's pair, where it is worth more than what its face makes there (each
        # end once: a tile is one object per face).
        first, last = row[0], row[-1]
        pairs, index = self.pairs, self.index
        face = index[first.code]
        more = pairs[face] - made.get(face, 0)
        if more > 0:
            caught += more * unseen[face]
        if last is not first:
            face = index[last.code]
            more = pairs[face] - made.get(face, 0)
            if more > 0:
                caught += more * unseen[face]
        return caught

    def threat(self, row: Sequence[Tile]) -> dict[int, int]:
        """What the next tile could catch at the ends of `row` (its `targets`; not empty,
        not the opening): per face that catches there, its place in `FACES` and the most it
        could catch."""
        best = dict(self.made(row))
        first, last = row[0], row[-1]
        pairs, index = self.pairs, self.index
        for end in (first,) if first is last else (first, last):
            face = index[end.code]
            if pairs[face] > best.get(face, 0):
                best[face] = pairs[face]
        return best

    def made(self, row: Sequence[Tile]) -> dict[int, int]:
        """What the next tile could catch at the ends of `row` with a triplet or a sweep:
        per face that makes ten there, its place in `FACES` and its points. It depends on
        the totals of the end tiles alone, which recur: worked out once per rule set and
        totals (`_worths`), and never changed."""
        first, last = row[0], row[-1]
        n = len(row)
        # (Three totals for a row of three or more, one for a sweep of two, none for a
        # single tile: the number tells the kind of catch.)
        if n >= 3:
            totals: tuple[int, ...] = (
                first.pips + row[1].pips,
                row[-2].pips + last.pips,
                first.pips + last.pips,
            )
        else:
            totals = (first.pips + last.pips,) if n == 2 else ()
        made = self.made_by_totals.get(totals)
        if made is None:
            makers = self.threes if n >= 3 else self.sweeps
            # A face makes ten with a total whose rest it brings to ten: of the totals
            # needing the same rest, the largest is what those faces would catch.
            top: dict[int, int] = {}
            for total in totals:
                if total > top.get(-total % 10, 0):
                    top[-total % 10] = total
            made = {}
            for total in top.values():
                made.update(makers[total])
            self.made_by_totals[totals] = made
        return made


@lru_cache(maxsize=4)
def _worths(
    sweep_bonus: bool, fixed_pair: bool
) -> tuple[
    tuple[int, ...],
    dict[int, dict[int, int]],
    dict[int, dict[int, int]],
    dict[tuple[int, ...], dict[int, int]],
]:
    """What the next tile could catch, under these options (`pips_points`), worked out
    once: per face of `FACES`, its pair; per total of the tiles a triplet or a sweep would
    take from the row, the faces that make it (by their place in `FACES`) and their points;
    and what the totals at a row's ends met so far make (`_Values.made`), kept as they come
    (at most one per three totals from 4 to 24, some nine thousand)."""
    game = _game()
    faces = game.FACES

    def points(kind: str, face: Tile, total: int) -> int:
        return game.pips_points(kind, face.pips + total, sweep_bonus, fixed_pair)

    pairs = tuple(game.pips_points("pair", 2 * f.pips, sweep_bonus, fixed_pair) for f in faces)
    makers = {
        kind: {
            total: {
                i: points(kind, face, total)
                for i, face in enumerate(faces)
                if (face.pips + total) % 10 == 0
            }
            for total in range(2 * 2, 2 * 12 + 1)
        }
        for kind in ("three", "sweep")
    }
    return pairs, makers["three"], makers["sweep"], {}


def _taken(tile: Tile, row: Sequence[Tile], capture: Capture) -> tuple[Tile, ...]:
    return (tile, *map(row.__getitem__, capture.places))


def expected_best(values: list[int], k: int) -> float:
    """The expected largest of `k` values drawn without replacement from `values` (sorted
    from the largest): the i-th largest is the best when the other k−1 come from below it."""
    n = len(values)
    k = min(k, n)
    if k <= 0:
        return 0.0
    if k == 1:
        return sum(values) / n  # the mean: the base game's next tile is any unseen one
    total = comb(n, k)
    return sum(v * comb(n - 1 - i, k - 1) for i, v in enumerate(values)) / total


class CarefulBot:
    """A player who never misses a catch and otherwise chooses at random: a catch picked
    at random among those his tile (or, with four tiles in hand, any of his tiles) can
    make, or a tile laid at random when none catches; a missed catch always claimed. What a
    better player wins over him is what the choices are worth, not the catching itself."""

    name = "careful"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        claims = [a for a in legal if a.kind == "claim"]
        catches = [a for a in legal if a.kind not in ("lay", "claim")]
        return self.rng.choice(claims or catches or legal)


@dataclass(frozen=True)
class Margin:
    """What one player won from another per deal over `deals` deals, each dealt twice with
    the seats swapped so the luck of the deal cancels: the mean margin, its standard
    error, z (the mean over its error), the spread of one deal's result, and the share of
    deals the first player won."""

    deals: int
    mean: float
    error: float
    spread: float
    wins: float

    @property
    def z(self) -> float:
        return self.mean / self.error if self.error else 0.0


def margin(
    game: Game, first: Callable[[int], Any], second: Callable[[int], Any], deals: int, seed: int = 0
) -> Margin:
    """`first(seed)` against `second(seed)` (functions that make a bot): each deal is
    played twice, the first bot in seat P1 then in seat P2; a deal's margin is the mean of
    the first bot's two returns."""
    per_deal, wins = [], 0
    for deal in range(seed, seed + deals):
        got = []
        for seat in (0, 1):
            bots = [second(deal * 7 + 1), second(deal * 7 + 2)]
            bots[seat] = first(deal * 7 + 3)
            state = game.new_initial_state(seed=deal)
            while (player := state.current_player) is not None:
                state.apply_action(state.ask(bots[player]))
            got.append(state.returns()[seat])
            wins += got[-1] > 0
        per_deal.append(sum(got) / 2)
    spread = statistics.stdev(per_deal) if deals > 1 else 0.0
    return Margin(
        deals, statistics.fmean(per_deal), spread / math.sqrt(deals), spread, wins / (2 * deals)
    )
