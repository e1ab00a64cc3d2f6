"""The Bot protocol and the random bot every game can use."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.observation import Observation


class Bot(Protocol):
    """Chooses a move for the seat to move from that seat's observation (its hand, the
    legal moves, the game's facts and rules): what the seat may see and nothing else.
    `state.ask(bot)` hands it the observation; no bot is handed a `State`."""

    name: str

    def choose(self, seen: Observation) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def choose(self, seen: Observation) -> Action:
        # One call of random() per move, not Random.choice's rejection sampling: random
        # playouts spend a tenth of their time choosing otherwise. For the few hundred
        # moves a position offers at most, the bias is below 1e-13.
        legal = seen.legal
        return legal[int(self._random() * len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
