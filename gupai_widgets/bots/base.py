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

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())

    def __repr__(self) -> str:
        return "RandomBot()"
