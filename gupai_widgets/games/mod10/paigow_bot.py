"""PaiGow's bot: the house way when it holds the bank, the best exact expectation otherwise.

It takes the bank whenever it is offered (the banker takes the copies and the 0–0 hands)
and stakes the least it may: before the deal a player's expectation depends on how the
bank splits, which it cannot know. As the banker it splits by the library's house way
(`paigow_hands.house_way`); as a player it counts, for each way to split its own four
tiles, the result against every hand the banker can hold from the 28 tiles it cannot see
(the banker splitting by the house way), and plays the split worth most
(`paigow_hands.best_split`). It reads only its own tiles, and draws nothing at random.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .paigow_hands import best_split, house_way

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from ._bank import BankFacts
    from .paigow import PaiGow
    from .paigow_hands import OneHand, Split


class PaiGowBot:
    name = "house way / best split"

    def __init__(self, seed: int | None = None) -> None:
        """`seed` is taken as every game's bot takes one; this bot draws nothing at random."""

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        kind = legal[0].kind
        if kind == "bank":
            return legal[0]  # take
        if kind == "stake":
            return min(legal, key=lambda a: int(a.detail))
        game = cast("PaiGow", seen.rules)
        facts = cast("BankFacts", seen.facts)
        rules = game.rules
        hand = cast("tuple[Tile, ...]", seen.hand)  # the game is played with tiles
        wanted: Split | OneHand
        if seen.seat == facts.banker:
            wanted = house_way(hand, rules)
        else:
            wanted = best_split(hand, rules)
        pieces = wanted[0] + wanted[1]
        return next(a for a in legal if a.pieces == pieces)
