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
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...pieces import Tile, all_faces, chinese_set
from .combinations import Combination, beating_plays_in_sorted, classify, sort_tiles

if TYPE_CHECKING:
    from ...engine import Action
    from ._tricks import Trick
    from .deer_hunt import DeerHuntState

PLAYERS = 4
# Tiles are counted in a list at `high * 7 + low`: no tile is hashed.
_FACES: tuple[tuple[Tile, int], ...] = tuple((t, t.high * 7 + t.low) for t in all_faces())
_SET_COUNTS = [0] * 49
for _tile in chinese_set():
    _SET_COUNTS[_tile.high * 7 + _tile.low] += 1

Key = tuple[int, int] | None


class DeerHuntBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        # Per seat, the tiles of the set it did not see in the tricks taken in a deal
        # (counted at `high * 7 + low`), with the list of tricks they were read from and how
        # many: a deal's tricks only grow, so each trick is read once (a new deal, or a
        # copied state, has a new list).
        self._unseen: dict[int, tuple[list[Trick], int, list[int]]] = {}

    def __repr__(self) -> str:
        return "DeerHuntBot()"

    def choose(self, state: DeerHuntState) -> Action:
        legal = state.legal_actions()
        seat = state.current_player
        unseen = unseen_tiles(state, seat, self.unseen_in_tricks(state, seat))
        if state.style == "tien_gow":
            return self._tien_gow(state, legal, unseen)
        if not state.plays:
            return self._lead(state, legal, unseen)
        return self._follow(state, legal, unseen)

    def unseen_in_tricks(self, state: DeerHuntState, seat: int) -> list[int]:
        """The tiles of the set less those `seat` saw in the tricks taken so far in the deal
        (every face-up tile and its own face-down ones), counted at `high * 7 + low`."""
        tricks = state.tricks
        known = self._unseen.get(seat)
        if known is not None and known[0] is tricks and known[1] <= len(tricks):
            count, counts = known[1], known[2]
        else:
            count, counts = 0, _SET_COUNTS.copy()
        for trick in tricks[count:]:
            for play in trick.plays:
                if play.face_up or play.seat == seat:
                    for tile in play.pieces:
                        counts[tile.high * 7 + tile.low] -= 1
        self._unseen[seat] = (tricks, len(tricks), counts)
        return counts

    # -- plain and Texas 42 styles: one tile a play ----------------------------------------

    def _lead(self, state: DeerHuntState, legal: list[Action], unseen: dict[Tile, int]) -> Action:
        # In the plain order a tile's strength does not depend on the lead: one threat.
        plain = state.style == "plain"
        threat = _strongest(state, legal[0].pieces[0], unseen) if plain else None

        def sure(tile: Tile) -> bool:
            strongest = threat if plain else _strongest(state, tile, unseen)
            return not _above(strongest, state.tile_key(tile, tile))

        winners = [a for a in legal if sure(a.pieces[0])]
        if winners:
            return max(winners, key=lambda a: (a.pieces[0].red_pips, self.rng.random()))
        return min(legal, key=lambda a: (a.pieces[0].red_pips, _plain(a), self.rng.random()))

    def _follow(self, state: DeerHuntState, legal: list[Action], unseen: dict[Tile, int]) -> Action:
        seat = legal[0].player
        plays = state.plays
        lead = plays[0].pieces[0]
        best = plays[state.best_of(plays)]
        holder = best.seat
        top = state.tile_key(lead, best.pieces[0])
        later = PLAYERS - 1 - len(plays)
        # Every unseen tile is judged against the same lead: its strongest one decides.
        threat = _strongest(state, lead, unseen)
        keys = {a.pieces[0]: state.tile_key(lead, a.pieces[0]) for a in legal}

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

    def _cheapest(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: (_red(a), _plain(a), self.rng.random()))

    # -- Tien Gow style: combinations, face-down plays ---------------------------------------

    def _tien_gow(
        self, state: DeerHuntState, legal: list[Action], unseen: dict[Tile, int]
    ) -> Action:
        out = sort_tiles(t for t, n in unseen.items() for _ in range(n))

        def unbeaten(combo: Combination | None) -> bool:
            return combo is not None and not beating_plays_in_sorted(combo, out)

        if not state.plays:
            sure = [a for a in legal if unbeaten(classify(a.pieces))]
            if sure:
                return max(sure, key=lambda a: (len(a.pieces), _red(a), self.rng.random()))
            singles = [a for a in legal if len(a.pieces) == 1]
            return min(singles, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        seat = legal[0].player
        holder = state.plays[state.best_of(state.plays)].seat
        later = PLAYERS - 1 - len(state.plays)
        down = [a for a in legal if a.kind == "discard"]
        up = [a for a in legal if a.kind == "follow"]
        if holder == (seat + 2) % PLAYERS:
            if later == 0 or unbeaten(state.best_combination()):
                return max(down, key=lambda a: (_red(a), -_rank(a), self.rng.random()))
            return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        sure = [a for a in up if later == 0 or unbeaten(classify(a.pieces))]
        if sure:
            return min(sure, key=lambda a: (_rank(a), -_red(a), self.rng.random()))
        return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))


def unseen_tiles(state: DeerHuntState, seat: int, unseen_in_tricks: list[int]) -> dict[Tile, int]:
    """The tiles `seat` has not seen this deal, with their number of copies: those it did
    not see in the tricks taken (`unseen_in_tricks`, counted at `high * 7 + low`) less its
    hand and the trick so far; face-down tiles of others stay unseen."""
    counts = unseen_in_tricks.copy()
    for tile in state.hands[seat]:
        counts[tile.high * 7 + tile.low] -= 1
    for play in state.plays:
        if play.face_up or play.seat == seat:
            for tile in play.pieces:
                counts[tile.high * 7 + tile.low] -= 1
    return {tile: counts[at] for tile, at in _FACES if counts[at] > 0}


def _strongest(state: DeerHuntState, lead: Tile, unseen: dict[Tile, int]) -> Key:
    """The strongest key an unseen tile would have in a trick led by `lead` (None if no
    unseen tile could take it): an unseen tile beats a key exactly when this one does."""
    best: Key = None
    for tile in unseen:
        key = state.tile_key(lead, tile)
        if key is not None and (best is None or key > best):
            best = key
    return best


def _above(key: Key, other: Key) -> bool:
    return key is not None and (other is None or key > other)


def _plain(action: Action) -> int:
    return sum(t.high * 10 + t.low for t in action.pieces)


def _red(action: Action) -> int:
    return sum(t.red_pips for t in action.pieces)


def _rank(action: Action) -> int:
    return sum(t.rank + (10 if t.is_civil else 0) for t in action.pieces)
