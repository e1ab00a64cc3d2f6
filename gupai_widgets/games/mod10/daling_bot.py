"""DaLing's bot: it looks at every way to split its six tiles (at most 60) and plays the best.

Match-the-table reading: a split is worth, first, whether all three groups make the target
(an absolute hand takes every stake), then the stake of the groups that make it (15 for the
three tiles, 7 for the pair, 3 for the single: more stake matched is more to win), then, to
win the ties between players that match the same group, the pips of the game's colour in
the matched groups, each weighted by its stake. Older reading: each split's exact
expectation against every two tiles the banker can hold among the 26 it cannot see
(`daling_hands.split_values`).

It takes the bank only when it must: the banker plays no hand, and in the match-the-table
reading earns only the rare house fee, while in the older reading the players have the edge
(`daling_hands.beat_edge`). The stake is fixed by the rules. It reads only its own tiles
and the table tiles every seat sees.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, cast

from .daling_hands import (
    GROUP_SIZES,
    HAND_SIZE,
    PLACES,
    REMEMBERED,
    Split,
    colour,
    colour_pips,
    matches,
    split_values,
    target,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .daling import DaLing, DaLingFacts


def best_split(hand: Sequence[Tile], table: Sequence[Tile], bets: tuple[int, ...]) -> Split:
    """The match-the-table reading's best split of `hand` for these table tiles: the first
    of `splits(hand)` ranked highest by (absolute, stake matched, colour pips of the matched
    groups weighted by their stakes)."""
    # Remembered: the search bot's playouts deal the same hands against the same table.
    key = (tuple(hand), tuple(table), bets)
    found = _BEST.get(key)
    if found is None:
        if len(_BEST) >= REMEMBERED:
            _BEST.clear()  # a bound on the memory
        goal, hue = target(table), colour(table)
        # Each group of places the hand can make judged once (41 groups for 60 splits):
        # whether it makes the goal, and then its stake and its stake times its colour
        # pips, as one number (`scale` keeps the two apart), none when it misses.
        shade = [colour_pips((tile,), hue) for tile in hand]  # (a group's are their sum)
        scale = 1 + 12 * sum(bet * size for bet, size in zip(bets, GROUP_SIZES, strict=True))
        made, value = [], []
        for places in _GROUPS:
            hit = matches(tuple(hand[i] for i in places), goal)
            bet = bets[len(places) - 1]  # (the stakes on groups of 1, 2 and 3 tiles)
            made.append(hit)
            value.append(bet * (scale + sum(shade[i] for i in places)) if hit else 0)
        best, best_worth = 0, (-1, 0)
        for k, (a, b, c) in enumerate(_PARTITIONS):
            worth = (made[a] and made[b] and made[c], value[a] + value[b] + value[c])
            if worth > best_worth:
                best, best_worth = k, worth
        # The first partition ranked highest is the first of its split among `splits`,
        # whose copies (a hand with two equal tiles) come after it.
        groups = [[hand[i] for i in places] for places in PLACES[best]]
        found = _BEST[key] = Split.of(hand, groups)
    return found


_BEST: dict[tuple, Split] = {}
# The groups of places a hand's splits are made of (6 singles, 15 pairs, 20 threes), and
# each partition of `PLACES` as the numbers of its three groups among them.
_GROUPS = tuple(places for size in GROUP_SIZES for places in combinations(range(HAND_SIZE), size))
_PARTITIONS = tuple(tuple(map(_GROUPS.index, partition)) for partition in PLACES)


class DaLingBot:
    name = "best split"

    def __init__(self, seed: int | None = None) -> None:
        """`seed` is taken as every game's bot takes one; this bot draws nothing at random."""

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        kind = legal[0].kind
        if kind == "bank":
            return legal[-1]  # pass while it may; the last seat asked has only "take"
        if kind == "stake":
            return legal[0]
        game = cast("DaLing", seen.rules)
        hand = cast("tuple[Tile, ...]", seen.hand)  # the game is played with tiles
        if game.reading == "match":
            table_tiles = cast("DaLingFacts", seen.facts).table_tiles
            wanted = best_split(hand, table_tiles, game.bets)
        else:
            wanted = split_values(hand, game.bets)[0][0]
        short = wanted.short  # written once, not once per legal split
        return next(a for a in legal if a.short == short)
