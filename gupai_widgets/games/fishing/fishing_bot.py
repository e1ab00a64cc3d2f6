"""A heuristic bot for the lake fishing games (Tiu-U, ShiWuHu).

Each move is valued as what it adds to the bot's own score (by the game's own scoring, so
a catch that completes a group or a bonus is worth what it is worth) less what it leaves
the next player: a piece left in the lake is worth to that player what it would add to his
catch, times the chance that he holds or turns a piece that catches it, worked out from
the pieces the bot has not seen. So it takes the fattest fish, and when it must leave a
piece it leaves the one least worth catching and hardest to catch.

It reads only what its seat sees: its hand, the lake, the turned piece and the catches.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain
from typing import TYPE_CHECKING, Any

from ._lake import _face

if TYPE_CHECKING:
    from ...engine import Action
    from ._lake import FishingState


class FishingBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: FishingState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player
        values = _Values(state, seat, _unseen(state, seat))
        rand = self.rng.random
        return max(legal, key=lambda a: (values.value(a), rand()))


def _unseen(state: FishingState, seat: int) -> Counter:
    """The pieces `seat` has not seen: in the other hands or the woodpile."""
    turned = () if state.turned is None else (state.turned,)
    seen = Counter(chain(state.hands[seat], state.lake, *state.catches, turned))
    return state.game.piece_counts - seen


class _Values:
    """The values of the moves of one position, each worked out once: many moves share a
    bait or the piece they leave, and the search bot asks this bot for a move at every
    step of its playouts."""

    def __init__(self, state: FishingState, seat: int, unseen: Counter) -> None:
        self.state, self.seat, self.unseen = state, seat, unseen
        self.exposures: dict[Any, float] = {}

    def value(self, action: Action) -> float:
        """Points the move adds to the bot's catch, less the expected points the piece it
        leaves in the lake gives the next player."""
        state = self.state
        bait, fish = state.parts(action)
        if action.kind == "catch":
            total = state.game.score_total
            mine = state.catches[self.seat]
            return total([*mine, bait, *fish]) - total(mine)
        found = self.exposures.get(bait)
        if found is None:
            found = self.exposures[bait] = self.exposure(bait)
        return -found

    def exposure(self, piece: Any) -> float:
        """What leaving `piece` in the lake is expected to give the next player."""
        state, unseen = self.state, self.unseen
        game = state.game
        rules = game.catch_rules
        following = (self.seat + 1) % state.num_players
        theirs = state.catches[following]
        worth = game.score_total(theirs + [piece, piece]) - game.score_total(theirs)
        total = sum(unseen.values())
        if not total:
            return 0.0
        catchers = rules.catching(piece)
        catching = sum(n for p, n in unseen.items() if _face(p) in catchers)
        # The next player plays from his hand and turns a woodpile piece: each is a chance.
        tries = len(state.hands[following]) + 1
        chance = 1 - (1 - catching / total) ** tries
        return worth * chance
