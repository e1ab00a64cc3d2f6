"""A heuristic bot for the lake fishing games (Tiu-U, ShiWuHu).

Each move is valued as what it adds to the bot's own score (by the game's own scoring, so
a catch that completes a group or a bonus is worth what it is worth) less what it leaves
the next player: a piece left in the lake is worth to that player what it would add to his
catch, times the chance that he holds or turns a piece that catches it, worked out from
the pieces the bot has not seen. So it takes the fattest fish, and when it must leave a
piece it leaves the one least worth catching and hardest to catch.

It chooses from its seat's observation: its hand, and the lake's facts (`LakeFacts`): the
lake, the turned piece, the catches and how many pieces each seat holds.
"""

from __future__ import annotations

import random
from itertools import chain, repeat
from typing import TYPE_CHECKING, Any, cast

from ._lake import move_parts

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ._lake import FishingGame, LakeFacts


class FishingBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        values = _Values(seen)
        rand = self.rng.random
        return max(legal, key=lambda a: (values.value(a), rand()))


class _Values:
    """The values of the moves of one position, each worked out once: many moves share a
    bait or the piece they leave, and the search bot asks this bot for a move at every
    step of its playouts."""

    def __init__(self, seen: Observation) -> None:
        facts = cast("LakeFacts", seen.facts)
        game = cast("FishingGame", seen.rules)
        seat = cast(int, seen.seat)  # the seat to move: never None
        self.facts, self.game, self.seat = facts, game, seat
        self.following = (seat + 1) % seen.players
        self.unseen = _unseen(game, seen.hand, facts)
        self.exposures: dict[Any, float] = {}
        self.unseen_total = sum(self.unseen.values())

    def value(self, action: Action) -> float:
        """Points the move adds to the bot's catch, less the expected points the piece it
        leaves in the lake gives the next player."""
        facts = self.facts
        bait, fish = move_parts(action, facts.turned, facts.lake)
        if action.kind == "catch":
            after = self.game.score_total((*facts.catches[self.seat], bait, *fish))
            return after - facts.scores[self.seat]
        found = self.exposures.get(bait)
        if found is None:
            found = self.exposures[bait] = self.exposure(bait)
        return -found

    def exposure(self, piece: Any) -> float:
        """What leaving `piece` in the lake is expected to give the next player."""
        game, unseen, following = self.game, self.unseen, self.following
        theirs = self.facts.catches[following]
        worth = game.score_total((*theirs, piece, piece)) - self.facts.scores[following]
        total = self.unseen_total
        if not total:
            return 0.0
        catching = sum(map(unseen.get, game.catchers[piece], repeat(0)))
        # The next player plays from his hand and turns a woodpile piece: each is a chance.
        tries = self.facts.held[following] + 1
        chance = 1 - (1 - catching / total) ** tries
        return worth * chance


def _unseen(game: FishingGame, hand: Any, facts: LakeFacts) -> dict[Any, int]:
    """The pieces a seat holding `hand` has not seen: in the other hands or the woodpile."""
    turned = () if facts.turned is None else (facts.turned,)
    left = dict(game.piece_counts)
    for piece in chain(hand, facts.lake, *facts.catches, turned):
        left[piece] -= 1
    return {p: n for p, n in left.items() if n > 0}
