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

import random
from typing import TYPE_CHECKING, cast

from .daling_hands import (
    REMEMBERED,
    Split,
    colour,
    colour_pips,
    matches,
    split_values,
    splits,
    target,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .daling import DaLing, DaLingFacts


def match_worth(split: Split, goal: int, hue: str, bets: tuple[int, ...]) -> tuple[int, ...]:
    """How the bot ranks a split when every group aims at `goal`: (absolute, stake matched,
    colour pips of the matched groups weighted by their stakes)."""
    made = [matches(g, goal) for g in split.groups]
    staked = sum(b for b, m in zip(bets, made, strict=True) if m)
    weighted = sum(
        b * colour_pips(g, hue) for b, g, m in zip(bets, split.groups, made, strict=True) if m
    )
    return (all(made), staked, weighted)


def best_split(hand: Sequence[Tile], table: Sequence[Tile], bets: tuple[int, ...]) -> Split:
    """The match-the-table reading's best split of `hand` for these table tiles."""
    # Remembered: the search bot's playouts deal the same hands against the same table.
    key = (tuple(hand), tuple(table), bets)
    found = _BEST.get(key)
    if found is None:
        if len(_BEST) >= REMEMBERED:
            _BEST.clear()  # a bound on the memory
        goal, hue = target(table), colour(table)
        found = _BEST[key] = max(splits(hand), key=lambda s: match_worth(s, goal, hue, bets))
    return found


_BEST: dict[tuple, Split] = {}


class DaLingBot:
    name = "best split"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

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
