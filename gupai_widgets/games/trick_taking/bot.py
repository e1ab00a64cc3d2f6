"""A heuristic bot for TianJiu and its relatives (KuPai, Mouse Moving).

It decides from its own seat's view only. The tiles it has not seen (others' hands and
other seats' face-down tiles) are the threats: a play is *safe* when no combination that
could beat it can be made from unseen tiles. On lead it plays its biggest safe combination
(most tricks, and it keeps the lead); without one, the lead the fewest unseen
combinations can beat. It keeps its strongest single tile back while other safe leads
remain, so that it still holds a winner for the last trick. Following, it takes the last
trick whenever it can, otherwise beats with the cheapest play (a safe one if it has one),
and when it does not beat it gives up its weakest tiles, sparing those that form
combinations.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from ...pieces import Tile
from .combinations import (
    Combination,
    CombinationRules,
    all_lead_combinations,
    classify,
    legal_leads,
)

if TYPE_CHECKING:
    from ...engine import Action, State


@lru_cache(maxsize=64)
def _beaters_table(
    rules: CombinationRules, tileset: tuple[Tile, ...]
) -> dict[tuple[str, int], tuple[Counter[Tile], ...]]:
    """For each (kind, rank), the tile multisets of every combination that beats it."""
    combos = all_lead_combinations(rules, tileset)
    table: dict[tuple[str, int], list[Counter[Tile]]] = {}
    for c in combos:
        table.setdefault((c.kind, c.rank), [])
    for key in table:
        kind, rank = key
        table[key] = [
            Counter(c.tiles)
            for c in combos
            if c.kind == kind and c.rank > rank and c.kind != "Supreme pair"
        ]
    return {k: tuple(v) for k, v in table.items()}


def tile_value(tile: Tile) -> float:
    """How strong a tile is in its suit, from 0 (weakest) to 1 (Heaven, the Nines)."""
    return (tile.rank - 1) / 10 if tile.is_civil else (tile.rank - 1) / 5


class TrickBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player
        view = state.view(seat)
        zones = view["zones"]
        hand = [Tile.parse(t) for t in zones[f"hand {seat}"]]
        rules: CombinationRules = state.rules  # type: ignore[attr-defined]
        tileset = tuple(state.game.tileset())  # type: ignore[attr-defined]
        seen = Counter(Tile.parse(p) for ps in zones.values() for p in ps if p is not None)
        unseen = Counter(tileset) - seen
        table = _beaters_table(rules, tileset)

        def threats(combo: Combination) -> int:
            if combo.is_supreme:
                return 0
            return sum(
                1
                for need in table.get((combo.kind, combo.rank), ())
                if all(unseen[t] >= k for t, k in need.items())
            )

        if legal[0].kind == "lead":
            return self._lead(legal, hand, rules, threats)
        return self._follow(legal, hand, rules, threats, view)

    # -- leading ---------------------------------------------------------------------------

    def _lead(self, legal, hand, rules, threats) -> Action:
        options = [(a, classify(a.pieces, rules)) for a in legal]
        whole = [a for a, c in options if c.size == len(hand)]
        if whole:
            return whole[0]
        safe = [(a, c) for a, c in options if threats(c) == 0]
        safe_singles = [c for _, c in safe if c.size == 1]
        if safe:
            # Keep one safe single back for the last trick while there is something else
            # safe to lead.
            keep = max(safe_singles, key=lambda c: tile_value(c.tiles[0])) if safe_singles else None
            usable = [(a, c) for a, c in safe if keep is None or keep.tiles[0] not in c.tiles]
            if not usable:
                usable = safe
            return max(usable, key=lambda ac: (ac[1].size, -ac[1].rank, self.rng.random()))[0]
        return min(
            options,
            key=lambda ac: (threats(ac[1]), -ac[1].size, -ac[1].rank, self.rng.random()),
        )[0]

    # -- following -------------------------------------------------------------------------

    def _follow(self, legal, hand, rules, threats, view) -> Action:
        beats = [a for a in legal if a.kind == "follow"]
        downs = [a for a in legal if a.kind == "discard"]
        size = len(legal[0].pieces)
        last_trick = size == len(hand)
        if beats:
            if last_trick:
                return beats[0]
            combos = [(a, classify(a.pieces, rules)) for a in beats]
            still_to_play = view["players"] - 1 - len(view["info"]["trick"])
            safe = [(a, c) for a, c in combos if threats(c) == 0]
            if safe:
                return min(safe, key=lambda ac: (ac[1].rank, self.rng.random()))[0]
            if still_to_play == 0 or size > 1:
                return min(combos, key=lambda ac: (ac[1].rank, self.rng.random()))[0]
            cheapest = min(combos, key=lambda ac: (ac[1].rank, self.rng.random()))
            if tile_value(cheapest[1].tiles[0]) <= 0.6:
                return cheapest[0]
        return min(downs, key=lambda a: (_give_up_cost(a, hand, rules), self.rng.random()))

    def __repr__(self) -> str:
        return "TrickBot()"


def _give_up_cost(action: Action, hand: list[Tile], rules: CombinationRules) -> float:
    """What laying these tiles down costs: their strength, and more for breaking up a
    combination the rest of the hand could lead."""
    rest = Counter(hand)
    rest.subtract(action.pieces)
    kept = list(rest.elements())
    in_combos = {t for c in legal_leads(hand, rules) if c.size > 1 for t in c.tiles}
    kept_combos = {t for c in legal_leads(kept, rules) if c.size > 1 for t in c.tiles}
    broken = sum(1 for t in in_combos if t not in kept_combos and t in kept)
    return (
        sum(tile_value(t) for t in action.pieces)
        + sum(0.5 for t in action.pieces if t in in_combos)
        + 0.25 * broken
    )
