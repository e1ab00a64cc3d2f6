"""A configured game: its spec, player count and options; it deals initial states."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from ..bots.base import Bot, RandomBot
from .errors import DealError
from .spec import GameSpec

if TYPE_CHECKING:
    from .state import State


class Game:
    """Base class of every game. A subclass sets `spec` and `state_class` and implements
    `make_deal` (the shuffle, the only randomness) and `check_deal`."""

    spec: ClassVar[GameSpec]
    state_class: ClassVar[type[State]]
    # The game's own heuristic bot; games override it (constructor takes a seed).
    bot_class: ClassVar[type] = RandomBot

    def __init__(self, players: int | None = None, **options: Any) -> None:
        self.players, self.options = self.spec.resolve(players, options)

    @property
    def id(self) -> str:
        return self.spec.id

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if v != self.spec.option(k).default}
        args = "".join(f", {k}={v!r}" for k, v in sorted(changed.items()))
        return f"load_game({self.id!r}, players={self.players}{args})"

    def new_initial_state(self, seed: int | None = None, deal: Any = None) -> State:
        """A fresh match. `seed` fixes the shuffle; `deal` (as in `state.deal`) fixes every
        hand and the wall order and wins over `seed`."""
        if deal is None:
            rng = random.Random(seed if seed is not None else random.SystemRandom().random())
            deal = self.make_deal(rng)
        else:
            deal = self.normalise_deal(deal)
        return self.state_class(self, deal)

    def make_bot(self, seed: int | None = None) -> Bot:
        """A new instance of this game's own heuristic bot."""
        return self.bot_class(seed)

    # -- what a game defines -------------------------------------------------------------

    def make_deal(self, rng: random.Random) -> Any:
        """The JSON-able record of every shuffle the match needs (pieces as strings)."""
        raise NotImplementedError

    def check_deal(self, deal: Any) -> None:
        """Raise DealError unless `deal` has this game's shape and pieces."""
        raise NotImplementedError

    def normalise_deal(self, deal: Any) -> Any:
        try:
            self.check_deal(deal)
        except DealError:
            raise
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise DealError(f"the deal for {self.spec.name} is malformed: {exc}") from exc
        return deal
