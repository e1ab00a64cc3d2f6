"""The Bot protocol and the random bot every game can use."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.state import State


class Bot(Protocol):
    """Chooses a move for the seat to move.

    A bot is handed the whole state for convenience but must decide only from what its
    seat may know: `state.view(state.current_player)` and `state.legal_actions()`.
    """

    name: str

    def choose(self, state: State) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def choose(self, state: State) -> Action:
        # One call of random() per move, not Random.choice's rejection sampling: random
        # playouts spend a tenth of their time choosing otherwise. For the few hundred
        # moves a position offers at most, the bias is below 1e-13.
        legal = state.legal_actions()
        return legal[int(self._random() * len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
