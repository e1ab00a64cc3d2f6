"""JieLong 接龍, "connect the dragon": the basic Chinese connecting game.

Rules (FACTS.md §2.1; GuPai connecting-games page, zh.wikipedia 接龍(中國骨牌), pagat's Tsair
Deng page, navpil's JieLongRuleSet): the 32 tiles are dealt out, 8 each to 4 players, 10 each
to 3 (two tiles stay face down unused) or 16 each to 2. The first player lays any tile and
chooses the open end; tiles are matched on that one end (doubles are ordinary tiles). A
player who cannot match lays a tile of his choice face down; its pips count against him.
When all tiles are gone, every pair of players settles the difference of their penalty
pips. The winner (fewest pips; on a tie the earlier hand, the first player counting as the
earliest) starts the next deal. Variation: two arms, matching at either end.
"""

from __future__ import annotations

from functools import partial

from ...engine import GameSpec, Option, flag, register, seat_amount
from ...pieces import Tile, chinese_set
from .dragon import (
    ConnectingGame,
    ConnectingState,
    DealResult,
    lowest_score_winner,
    note_later,
)
from .jielong_bot import ConnectingBot

DEALS = Option(
    "deals", 1, (1, 2, 4, 8),
    "How many deals the match lasts; the winner of each deal starts the next.",
)  # fmt: skip

HAND_SIZES = {4: 8, 3: 10, 2: 16}
# Made once: a deal only copies it.
SET = chinese_set()


def pairwise_differences(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Every pair settles the difference of their penalty pips: seat i receives the sum of
    (others' pips − own pips)."""
    total, n = sum(scores), len(scores)
    return tuple(total - n * s for s in scores)


@register
class JieLong(ConnectingGame):
    spec = GameSpec(
        id="jielong",
        name="JieLong",
        native_name="接龍",
        family="connecting",
        players=(2, 3, 4),
        options=(
            flag("two_arms", False, "Tiles may be matched at both ends of the dragon."),
            DEALS,
        ),
        sources=(
            "GuPai site, connecting games: https://navpil.github.io/gupai/connecting-games.html",
            "Chinese Wikipedia, 接龍 (中國骨牌): "
            "https://zh.wikipedia.org/w/index.php?search=%E6%8E%A5%E9%BE%8D+%E9%AA%A8%E7%89%8C",
            "pagat.com, Tsair Deng: https://www.pagat.com/tile/cdom/tsairdeng.html",
            "navpil/gupai, JieLongRuleSet (a second opinion): https://github.com/navpil/gupai",
        ),
        summary="Join tiles end to end; a tile you cannot place is laid face down against you.",
        order=1,
    )
    state_class = ConnectingState
    bot_class = ConnectingBot

    @property
    def arms(self) -> int:  # type: ignore[override]
        return 2 if self.options["two_arms"] else 1

    def pieces(self) -> tuple[Tile, ...]:
        return SET

    def hand_size(self) -> int:
        return HAND_SIZES[self.players]

    def settle(self, state: ConnectingState) -> DealResult:
        scores = tuple(state.penalty_pips(s) for s in range(self.players))
        winner = lowest_score_winner(scores, state.first)
        payments = pairwise_differences(scores)
        result = DealResult(payments=payments, scores=scores, winner=winner, note="")
        return note_later(result, partial(_note, payments))


def _note(payments: tuple[int, ...]) -> str:
    shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
    return (
        f"Every pair of players settles the difference of their pips, the higher paying the "
        f"lower: {shown}."
    )


__all__ = ["DEALS", "HAND_SIZES", "SET", "JieLong", "pairwise_differences"]
