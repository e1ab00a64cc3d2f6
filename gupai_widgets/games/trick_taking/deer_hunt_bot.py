"""A heuristic bot for Deer Hunt that counts red pips and plays with its partner.

It decides from its own seat's knowledge only: its hand, the tiles it has seen this deal
(every tile not in its hand and not yet seen may lie with any other player) and the trick
so far. A tile is a *sure* winner when none of the unseen tiles could beat it in this trick.
Then:

* leading, it leads a sure winner if it holds one (a 6:6, or a tile whose betters are all
  gone), else its cheapest tile: the fewest red pips, then the weakest, to lose little;
* when its partner holds the trick and cannot be beaten any more, it throws on the tile
  with the most red pips, never overtaking the partner when it can help it;
* when its partner holds the trick but may still lose it, it does not overtake: it gives
  the cheapest tile;
* when an opponent holds the trick, it takes it with its weakest sure winner; failing
  that with its strongest winner that holds no red pips (risking nothing), else it throws
  its cheapest tile.

In the Tien Gow style the same ideas apply to combinations: face-down tiles carry the red
pips onto a partner's safe trick, or the cheapest tiles onto a lost one.

It chooses from its seat's observation alone: its hand, its legal moves, the game's order of
tiles (`DeerHunt.tile_keys`) and the facts (`DeerHuntFacts`): the style, the trump number, the
trick so far with its best play, and the trick piles as its seat sees them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, all_faces, chinese_set
from .combinations import Combination, beating_plays_in_sorted, classify, sort_tiles

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ._tricks import PlaySeen
    from .deer_hunt import DeerHunt, DeerHuntFacts

PLAYERS = 4
# Tiles are counted in a list at `high * 7 + low`: no tile is hashed.
_FACES: tuple[tuple[Tile, int], ...] = tuple((t, t.high * 7 + t.low) for t in all_faces())
_SET_COUNTS = [0] * 49
for _tile in chinese_set():
    _SET_COUNTS[_tile.high * 7 + _tile.low] += 1

Key = tuple[int, int] | None
# The trick piles and the escaped deer as a seat is given them (`DeerHuntFacts`).
Piles = tuple[tuple[tuple[Tile | None, ...], ...], tuple[Tile | None, ...]]
# How strongly a tile holds a trick led by another: (lead, tile) -> key.
KeyOf = Callable[[Tile, Tile], Key]


class DeerHuntBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        # The tiles last counted outside the trick piles, with the piles they were counted
        # from (`outside_piles`).
        self._counted: tuple[Piles, list[int]] | None = None

    def __repr__(self) -> str:
        return "DeerHuntBot()"

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        facts = cast("DeerHuntFacts", seen.facts)
        unseen = unseen_tiles(seen, self.outside_piles(facts))
        if facts.style == "tien_gow":
            return self._tien_gow(facts.trick, legal, unseen)
        key = cast("DeerHunt", seen.rules).tile_keys(facts.trump)
        if not facts.trick:
            return self._lead(facts.style == "plain", key, legal, unseen)
        return self._follow(facts.trick, key, legal, unseen)

    def outside_piles(self, facts: DeerHuntFacts) -> list[int]:
        """`outside_piles(facts)`, counted again only when the piles are another value:
        the facts give every seat the same piles until the next trick is taken, where no
        tile lies face down."""
        piles = (facts.piles, facts.escaped)
        counted = self._counted
        if counted is not None and counted[0][0] is piles[0] and counted[0][1] is piles[1]:
            return counted[1]
        found = outside_piles(facts)
        self._counted = (piles, found)
        return found

    # -- plain and Texas 42 styles: one tile a play ----------------------------------------

    def _lead(
        self, plain: bool, key: KeyOf, legal: Sequence[Action], unseen: dict[Tile, int]
    ) -> Action:
        # In the plain order a tile's strength does not depend on the lead: one threat.
        threat = _strongest(key, legal[0].pieces[0], unseen) if plain else None

        def sure(tile: Tile) -> bool:
            strongest = threat if plain else _strongest(key, tile, unseen)
            return not _above(strongest, key(tile, tile))

        winners = [a for a in legal if sure(a.pieces[0])]
        if winners:
            return max(winners, key=lambda a: (a.pieces[0].red_pips, self.rng.random()))
        return min(legal, key=lambda a: (a.pieces[0].red_pips, _plain(a), self.rng.random()))

    def _follow(
        self,
        plays: Sequence[PlaySeen],
        key: KeyOf,
        legal: Sequence[Action],
        unseen: dict[Tile, int],
    ) -> Action:
        seat = legal[0].player
        lead = plays[0].pieces[0]
        best = _best(plays)
        holder = best.seat
        top = key(lead, best.pieces[0])
        later = PLAYERS - 1 - len(plays)
        # Every unseen tile is judged against the same lead: its strongest one decides.
        threat = _strongest(key, lead, unseen)
        keys = {a.pieces[0]: key(lead, a.pieces[0]) for a in legal}

        def safe(k: Key) -> bool:
            return later == 0 or not _above(threat, k)

        def wins(a: Action) -> bool:
            return _above(keys[a.pieces[0]], top)

        if holder == (seat + 2) % PLAYERS:
            if safe(top):
                return max(
                    legal,
                    key=lambda a: (
                        a.pieces[0].red_pips,
                        not wins(a),
                        -_plain(a),
                        self.rng.random(),
                    ),
                )
            return self._cheapest([a for a in legal if not wins(a)] or legal)
        sure = [a for a in legal if wins(a) and safe(keys[a.pieces[0]])]
        if sure:
            return min(sure, key=lambda a: (_plain(a), -a.pieces[0].red_pips, self.rng.random()))
        risky = [a for a in legal if wins(a) and not a.pieces[0].red_pips]
        if risky:
            return max(risky, key=lambda a: (keys[a.pieces[0]], self.rng.random()))
        return self._cheapest(legal)

    def _cheapest(self, legal: Sequence[Action]) -> Action:
        return min(legal, key=lambda a: (_red(a), _plain(a), self.rng.random()))

    # -- Tien Gow style: combinations, face-down plays ---------------------------------------

    def _tien_gow(
        self, plays: Sequence[PlaySeen], legal: Sequence[Action], unseen: dict[Tile, int]
    ) -> Action:
        out = sort_tiles(t for t, n in unseen.items() for _ in range(n))

        def unbeaten(combo: Combination | None) -> bool:
            return combo is not None and not beating_plays_in_sorted(combo, out)

        if not plays:
            sure = [a for a in legal if unbeaten(classify(a.pieces))]
            if sure:
                return max(sure, key=lambda a: (len(a.pieces), _red(a), self.rng.random()))
            singles = [a for a in legal if len(a.pieces) == 1]
            return min(singles, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        seat = legal[0].player
        best = _best(plays)
        holder = best.seat
        later = PLAYERS - 1 - len(plays)
        down = [a for a in legal if a.kind == "discard"]
        up = [a for a in legal if a.kind == "follow"]
        if holder == (seat + 2) % PLAYERS:
            # The best play lies face up: the combination it was played as.
            if later == 0 or unbeaten(classify(best.pieces)):
                return max(down, key=lambda a: (_red(a), -_rank(a), self.rng.random()))
            return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        sure = [a for a in up if later == 0 or unbeaten(classify(a.pieces))]
        if sure:
            return min(sure, key=lambda a: (_rank(a), -_red(a), self.rng.random()))
        return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))


def outside_piles(facts: DeerHuntFacts) -> list[int]:
    """The tiles of the set less those a seat sees in the trick piles and the escaped deer
    (`facts` as that seat is given them), counted at `high * 7 + low`."""
    counts = _SET_COUNTS.copy()
    for pile in (*facts.piles, facts.escaped):
        for tile in pile:
            if tile is not None:
                counts[tile.high * 7 + tile.low] -= 1
    return counts


def unseen_tiles(seen: Observation, outside: list[int] | None = None) -> dict[Tile, int]:
    """The tiles the seat of `seen` has not seen this deal, with their number of copies:
    those outside the trick piles and the escaped deer as it sees them (`outside`, from
    `outside_piles` unless given) less its hand and the trick so far; face-down tiles of
    others stay unseen."""
    facts = cast("DeerHuntFacts", seen.facts)
    counts = outside_piles(facts) if outside is None else outside.copy()
    for tile in cast("Sequence[Tile]", seen.hand):
        counts[tile.high * 7 + tile.low] -= 1
    for play in facts.trick:
        for tile in play.pieces:
            if tile is not None:
                counts[tile.high * 7 + tile.low] -= 1
    return {tile: counts[at] for tile, at in _FACES if counts[at] > 0}


def _best(plays: Sequence[PlaySeen]) -> PlaySeen:
    """The play that holds the trick so far."""
    return next(p for p in plays if p.best)


def _strongest(key: KeyOf, lead: Tile, unseen: dict[Tile, int]) -> Key:
    """The strongest key an unseen tile would have in a trick led by `lead` (None if no
    unseen tile could take it): an unseen tile beats a key exactly when this one does."""
    best: Key = None
    for tile in unseen:
        found = key(lead, tile)
        if found is not None and (best is None or found > best):
            best = found
    return best


def _above(key: Key, other: Key) -> bool:
    return key is not None and (other is None or key > other)


def _plain(action: Action) -> int:
    return sum(t.high * 10 + t.low for t in action.pieces)


def _red(action: Action) -> int:
    return sum(t.red_pips for t in action.pieces)


def _rank(action: Action) -> int:
    return sum(t.rank + (10 if t.is_civil else 0) for t in action.pieces)
