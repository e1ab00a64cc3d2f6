"""A heuristic bot for Deer Hunt that counts red pips and plays with its partner.

It decides from its own view only: its hand, the tiles already seen this deal (every tile
not in its hand and not yet seen may lie with any other player) and the trick so far. A tile
is a *sure* winner when none of the unseen tiles could beat it in this trick. Then:

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
from collections import Counter
from typing import TYPE_CHECKING

from ...pieces import Tile, chinese_set
from .combinations import beating_plays, classify

if TYPE_CHECKING:
    from ...engine import Action
    from .deer_hunt import DeerHuntState

PLAYERS = 4


class DeerHuntBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "DeerHuntBot()"

    def choose(self, state: DeerHuntState) -> Action:
        legal = state.legal_actions()
        seat = state.current_player
        view = state.view(seat)
        unseen = unseen_tiles(view, seat)
        plays = view["info"]["trick"]
        if view["info"]["style"] == "tien_gow":
            return self._tien_gow(state, legal, plays, unseen)
        if not plays:
            return self._lead(state, legal, unseen)
        return self._follow(state, legal, plays, unseen)

    # -- plain and Texas 42 styles: one tile a play ----------------------------------------

    def _lead(self, state: DeerHuntState, legal: list[Action], unseen: Counter[Tile]) -> Action:
        def sure(tile: Tile) -> bool:
            mine = state.tile_key(tile, tile)
            return not any(_above(state.tile_key(tile, u), mine) for u in unseen)

        winners = [a for a in legal if sure(a.pieces[0])]
        if winners:
            return max(winners, key=lambda a: (a.pieces[0].red_pips, self.rng.random()))
        return min(legal, key=lambda a: (a.pieces[0].red_pips, _plain(a), self.rng.random()))

    def _follow(
        self, state: DeerHuntState, legal: list[Action], plays: list[dict], unseen: Counter[Tile]
    ) -> Action:
        seat = legal[0].player
        lead = Tile.parse(plays[0]["tiles"][0])
        best = next(p for p in plays if p["best"])
        holder = best["seat"]
        top = state.tile_key(lead, Tile.parse(best["tiles"][0]))
        later = PLAYERS - 1 - len(plays)

        def key(a: Action):
            return state.tile_key(lead, a.pieces[0])

        def safe(k) -> bool:
            return later == 0 or not any(_above(state.tile_key(lead, u), k) for u in unseen)

        def wins(a: Action) -> bool:
            return _above(key(a), top)

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
        sure = [a for a in legal if wins(a) and safe(key(a))]
        if sure:
            return min(sure, key=lambda a: (_plain(a), -a.pieces[0].red_pips, self.rng.random()))
        risky = [a for a in legal if wins(a) and not a.pieces[0].red_pips]
        if risky:
            return max(risky, key=lambda a: (key(a), self.rng.random()))
        return self._cheapest(legal)

    def _cheapest(self, legal: list[Action]) -> Action:
        return min(legal, key=lambda a: (_red(a), _plain(a), self.rng.random()))

    # -- Tien Gow style: combinations, face-down plays ---------------------------------------

    def _tien_gow(
        self, state: DeerHuntState, legal: list[Action], plays: list[dict], unseen: Counter[Tile]
    ) -> Action:
        unseen_tiles_ = list(unseen.elements())
        if not plays:
            sure = [
                a
                for a in legal
                if (c := classify(a.pieces)) is not None and not beating_plays(c, unseen_tiles_)
            ]
            if sure:
                return max(sure, key=lambda a: (len(a.pieces), _red(a), self.rng.random()))
            singles = [a for a in legal if len(a.pieces) == 1]
            return min(singles, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        seat = legal[0].player
        holder = next(p for p in plays if p["best"])["seat"]
        later = PLAYERS - 1 - len(plays)
        down = [a for a in legal if a.kind == "discard"]
        up = [a for a in legal if a.kind == "follow"]

        def safe(action: Action) -> bool:
            combo = classify(action.pieces)
            return later == 0 or (combo is not None and not beating_plays(combo, unseen_tiles_))

        if holder == (seat + 2) % PLAYERS:
            best = state.best_combination()
            if later == 0 or not beating_plays(best, unseen_tiles_):
                return max(down, key=lambda a: (_red(a), -_rank(a), self.rng.random()))
            return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))
        sure = [a for a in up if safe(a)]
        if sure:
            return min(sure, key=lambda a: (_rank(a), -_red(a), self.rng.random()))
        return min(down, key=lambda a: (_red(a), _rank(a), self.rng.random()))


def unseen_tiles(view: dict, seat: int) -> Counter[Tile]:
    """The tiles this seat has not seen this deal: the set less its hand and every tile
    shown on the table (face-down tiles of others stay unseen)."""
    seen = Counter(
        Tile.parse(t) for pieces in view["zones"].values() for t in pieces if t is not None
    )
    return Counter(chinese_set()) - seen


def _above(key, other) -> bool:
    return key is not None and (other is None or key > other)


def _plain(action: Action) -> int:
    return sum(t.high * 10 + t.low for t in action.pieces)


def _red(action: Action) -> int:
    return sum(t.red_pips for t in action.pieces)


def _rank(action: Action) -> int:
    return sum(t.rank + (10 if t.is_civil else 0) for t in action.pieces)
