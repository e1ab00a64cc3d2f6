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
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

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
        facts = cast("TsungShapFacts", seen.facts)
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            return max(claims, key=lambda a: (_claim_points(facts, a), self.rng.random()))
        hand = cast("Sequence[Tile]", seen.hand)
        values = _Values(cast("TsungShap", seen.rules), facts, hand)
        rand = self.rng.random
        return max(legal, key=lambda a: (values.value(a), rand()))


@lru_cache(maxsize=1)
def _game() -> ModuleType:
    """The game's module (read late: it imports this one)."""
    from . import tsung_shap

    return tsung_shap


def _claim_points(facts: TsungShapFacts, action: Action) -> int:
    return facts.missed[_game().claim_index(action, facts.missed)].points


class _Values:
    """The values of the moves of one position: what the bot has not seen is worked out
    once for them all, and each tile's catches once for its moves. Faces are looked up by
    their code ("65"): a string's hash is remembered, a Tile's is worked out in Python."""

    def __init__(self, rules: TsungShap, facts: TsungShapFacts, hand: Sequence[Tile]) -> None:
        self.rules, self.facts = rules, facts
        self.unseen = _unseen(hand, facts)
        self.unseen_count = sum(self.unseen.values())
        row = facts.row
        opening = rules.opening(facts.laid, row)
        captures = _game().captures
        self.found = {tile.code: captures(tile, row, opening) for tile in hand}
        self.pairs, self.makers = _worths(rules.options["sweep_bonus"], rules.options["fixed_pair"])

    def value(self, action: Action) -> float:
        """Points caught now less the opponent's expected catch from the row left behind."""
        rules, facts = self.rules, self.facts
        value = rules.points_of
        tile = action.pieces[0]
        row = facts.row
        found = self.found[tile.code]
        if action.kind == "lay":
            new_row = [tile, *row] if action.detail == "L" else [*row, tile]
            lost = max((value(c.kind, _taken(tile, row, c)) for c in found), default=0)
            gain = -lost  # a miss: the opponent claims it
        else:
            capture = next(c for c in found if f"{c.kind} {c.side}".strip() == action.detail)
            taken = _taken(tile, row, capture)
            gain = value(capture.kind, taken)
            new_row = [t for i, t in enumerate(row) if i not in capture.places]
            if not new_row:
                return gain  # the bot lays out the next tile itself
        # The position after the move: one more tile laid, `new_row` on the table.
        opening = rules.opening(facts.laid + 1, new_row)
        # What each unseen tile could catch at the new ends, worked out per catch on offer
        # and only for the tiles that make it (most make none), from the pips of its
        # partners: the search's playouts spend most of their time here.
        unseen, pairs, makers = self.unseen, self.pairs, self.makers
        best: dict[str, int] = {}
        for kind, _side, _places, match, total in _game().targets(new_row, opening):
            if match is not None:  # a pair: the end tile's twin, unless the bot saw both
                code = match.code
                if code in unseen:
                    caught = pairs[match.pips]
                    if caught > best.get(code, 0):
                        best[code] = caught
                continue
            for u, caught in makers[kind, total]:  # (seen or not: counted by `unseen`)
                if caught > best.get(u, 0):
                    best[u] = caught
        count = self.unseen_count
        held = facts.held[1 - action.player] if rules.four_in_hand else 1
        if held == 1:  # the mean over the unseen tiles, each as often as it is unseen
            caught = sum(v * unseen.get(u, 0) for u, v in best.items())
            return gain - (caught / count if count else 0.0)
        values = sorted((v for u, v in best.items() for _ in range(unseen.get(u, 0))), reverse=True)
        values += [0] * (count - len(values))
        return gain - expected_best(values, held)


def _unseen(hand: Sequence[Tile], facts: TsungShapFacts) -> dict[str, int]:
    """The faces a player holding `hand` has not seen, counted by code: the set less the
    row, the catches and the hand."""
    left = dict(_set_counts())
    for tile in facts.row:
        left[tile.code] -= 1
    for catches in facts.catches:
        for catch in catches:
            for tile in catch.tiles:
                left[tile.code] -= 1
    for tile in hand:
        left[tile.code] -= 1
    return {code: n for code, n in left.items() if n > 0}


@lru_cache(maxsize=4)
def _worths(
    sweep_bonus: bool, fixed_pair: bool
) -> tuple[dict[int, int], dict[tuple[str, int], tuple[tuple[str, int], ...]]]:
    """What the next tile could catch, under these options (`pips_points`), worked out
    once: per pips of a face, its pair; per kind of catch ("three", "sweep") and the pips
    of the tiles it takes from the row, the faces that make it (`makers`, by code) and
    their points."""
    game = _game()
    faces = tuple(dict.fromkeys(game.SET))
    by_rest: dict[int, list[Tile]] = {}
    for u in faces:
        by_rest.setdefault(game.ten_rest(u), []).append(u)
    pairs = {t.pips: game.pips_points("pair", 2 * t.pips, sweep_bonus, fixed_pair) for t in faces}
    makers = {
        (kind, total): tuple(
            (u.code, game.pips_points(kind, u.pips + total, sweep_bonus, fixed_pair))
            for u in game.makers((kind, "", (), None, total), by_rest)  # (any such target)
        )
        for kind in ("three", "sweep")
        for total in range(2 * 2, 2 * 12 + 1)
    }
    return pairs, makers


@lru_cache(maxsize=1)
def _set_counts() -> dict[str, int]:
    """The set's faces counted by code, once."""
    return Counter(tile.code for tile in _game().SET)


def _taken(tile: Tile, row: Sequence[Tile], capture: Capture) -> tuple[Tile, ...]:
    return (tile, *(row[i] for i in capture.places))


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
