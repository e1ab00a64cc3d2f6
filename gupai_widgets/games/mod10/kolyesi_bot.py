"""Kol-ye-si's bot: the exact best count and stake for its own first tile.

The bot plays `kolyesi_hands.best_strategy` for the game's stakes, worked out once per game
(`KolYeSi.plan`): it stakes the most on a first tile whose round is worth something to a
player and the least otherwise, and draws the count worth more. It takes the bank only when
that best play does not beat the banker (with the default rules it does, so the bot passes
the bank while it may). It reads only its own first tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .kolyesi import KolYeSi


class KolYeSiBot:
    name = "best count"

    def __init__(self, seed: int | None = None) -> None:
        """`seed` is taken as every game's bot takes one; this bot draws nothing at random."""

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        kind = legal[0].kind
        # (Typed by annotation, not `cast`: a call at every move.)
        rules: KolYeSi = seen.rules  # type: ignore[assignment]
        takes_bank, plan = rules.plan
        if kind == "bank":
            return legal[0] if takes_bank or len(legal) == 1 else legal[1]
        first: Tile = seen.hand[0]  # type: ignore[assignment]  # the game is played with tiles
        stake, draw = plan[first]
        return legal[stake if kind == "stake" else draw]
