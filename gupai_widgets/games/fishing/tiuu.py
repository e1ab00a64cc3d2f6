"""Tiu-U 釣魚, "catching fish": a fishing game with two sets of dominoes.

Rules (Culin, Chinese Games with Dice and Dominoes, 1895, as summarised on pagat's Tiu-U
page and the GuPai site's Tiu-U page; navpil/gupai `RuleSet.culin()` as a second opinion):
two sets, 64 tiles, for 2 or 3 players. 24 tiles are dealt (12 each to two players, 8 each
to three), 16 lie face up as the lake and 24 face down as the woodpile. A player dealt a pair
of [6:6] lays them out at once as caught (and so has no tile to play on his last two turns).

On a turn the player plays a tile from his hand: if a lake tile has the same pip total he
catches it, the pair going to his catch; otherwise the tile stays in the lake. The Gee Joon
tiles also catch each other ([4:2] catches the sixes and [2:1]; [2:1] only [2:1] and
[4:2]). A third tile identical to two in the lake may be laid beside them; the fourth then
takes all three. Then he turns the top tile of the woodpile and plays it the same way.
The game ends when the woodpile is empty.

Scoring: small fish (under 8 pips) count their red pips, the total rounded up to the next
ten; big fish (8 pips or more) count twice their pips. Each pair of players settles the
difference of their scores (the GuPai site's rule for Shi Wu Hu; Culin gives no settlement).

Options: `may_leave` — the GuPai site lets the hand tile stay in the lake even when it could
catch ("if no capture is possible or desired"); by Culin's text a tile that matches catches.
`scoring="shiwuhu"` — the "merged Tiu-U rules" of navpil/gupai's Readme: Culin's play as
above, scored as ShiWuHu on two sets of tiles (`shiwuhu.merged_score`, the one
implementation ShiWuHu's `deck="tiles"` uses too): big fish 30, middle 20, small 10; one
civil and one military tile make a group; +300 for the 8 Heaven-Nine tiles and for all three
Jun; the four Gee Joon tiles +100 as on the GuPai site's Shi Wu Hu page, or +200 as the
Readme gives it (`supreme_bonus`); each pair settles the difference, doubled across 1000.
It differs from ShiWuHu's `deck="tiles"` only in play: there the Gee Joon tiles and [5:5]
with [6:4] do not catch each other, no third tile joins two, the fourth takes three only of
a face nothing else catches, and a dealt pair of [6:6] is not laid out.
A fixed deal gives the hands, then as `rest` the 16 lake tiles and the woodpile, top first.
"""

from __future__ import annotations

import math
from typing import Any

from ...engine import GameSpec, Option, flag, register
from ...pieces import Tile, doubled_set
from ._lake import (
    CatchRules,
    DealFigures,
    FishClass,
    FishingGame,
    FishingState,
    FishScore,
    names_of,
    play_deals,
)
from .shiwuhu import TILES_SUPREME_BONUS, merged_score, merged_total, settle_across_thousand

SET = doubled_set()
HAND_SIZES = {2: 12, 3: 8}
BIG_FISH = 8  # pips from which a tile is a big fish
HEAVEN = Tile(6, 6)

MAY_LEAVE = flag(
    "may_leave", False,
    "The hand tile may stay in the lake even when it could catch (GuPai site: 'if no "
    "capture is possible or desired'); off: a tile that matches catches (Culin, pagat).",
)  # fmt: skip
SCORING = Option(
    "scoring", "tiuu", ("tiuu", "shiwuhu"),
    "tiuu: small fish by red pips rounded up to ten, big fish twice their pips (Culin); "
    "shiwuhu: the merged Tiu-U rules (navpil/gupai Readme), ShiWuHu's big, middle and "
    "small fish and bonuses on two sets of tiles, settled as ShiWuHu (doubled across 1000).",
)  # fmt: skip
SUPREME_BONUS = Option(
    "supreme_bonus", TILES_SUPREME_BONUS, (TILES_SUPREME_BONUS, 200),
    "With scoring='shiwuhu': the bonus for all four Gee Joon tiles: 100 (GuPai site, Shi Wu "
    "Hu on two sets) or 200 (navpil/gupai Readme, merged Tiu-U rules).",
)  # fmt: skip


def round_up_to_ten(points: int) -> int:
    """7 counts 10, 11 counts 20; an exact ten (or nothing) stays as it is."""
    return 10 * math.ceil(points / 10)


def culin_score(catch: list[Any]) -> FishScore:
    """Small fish by red pips rounded up to ten, big fish by twice their pips."""
    small = tuple(p for p in catch if p.pips < BIG_FISH)
    big = tuple(p for p in catch if p.pips >= BIG_FISH)
    red = sum(p.red_pips for p in small)
    pips = sum(p.pips for p in big)
    return FishScore(
        (
            FishClass("big fish", big, 2 * pips, f"2 × {pips} pips"),
            FishClass(
                "small fish",
                small,
                round_up_to_ten(red),
                f"{red} red pip{'' if red == 1 else 's'}, rounded up",
            ),
        )
    )


def culin_total(catch: list[Any]) -> int:
    """`culin_score(catch).total`, counted without words: the bots weigh many catches."""
    big = red = 0
    for p in catch:
        if p.pips >= BIG_FISH:
            big += p.pips
        else:
            red += p.red_pips
    return 2 * big + round_up_to_ten(red)


@register
class TiuU(FishingGame):
    # The search bot's strong budget (bots/levels.py): 1.3 s a strong move at 20,000.
    strong_budget = 12_000
    spec = GameSpec(
        id="tiuu",
        name="Tiu-U",
        native_name="釣魚",
        family="fishing",
        players=(2, 3),
        options=(MAY_LEAVE, SCORING, SUPREME_BONUS),
        sources=(
            "Culin, Chinese Games with Dice and Dominoes (1895), Tiu-u: "
            "https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tiuu.html",
            "pagat.com, Tiu-U: https://www.pagat.com/domino/fishing/tiu-u.html",
            "GuPai site, Tiu-U: https://navpil.github.io/gupai/fishing/tiu-u.html",
            "GuPai site, Shi Wu Hu (its scoring on two sets, for scoring='shiwuhu'): "
            "https://navpil.github.io/gupai/fishing/shi-wu-hu.html",
            "navpil/gupai Readme, merged Tiu-U rules: "
            "https://github.com/navpil/gupai/blob/master/docs/Readme.md",
            "navpil/gupai, fishing RuleSet (a second opinion): https://github.com/navpil/gupai",
        ),
        summary="Catch lake tiles of equal pips with your hand and the woodpile; big fish "
        "count double their pips.",
        order=1,
    )
    state_class = FishingState
    lake_size = 16

    @property
    def catch_rules(self) -> CatchRules:  # type: ignore[override]
        return _RULES[self.options["may_leave"]]

    def make_bot(self, seed: int | None = None):
        from .fishing_bot import FishingBot

        return FishingBot(seed)

    def pieces(self) -> tuple[Tile, ...]:
        return SET

    def hand_sizes(self) -> tuple[int, ...]:
        return (HAND_SIZES[self.players],) * self.players

    def laid_out(self, hand: list[Any]) -> list[Any]:
        # Two sets hold four [6:6]: every pair of them dealt to one hand is laid out.
        return [HEAVEN] * (hand.count(HEAVEN) // 2 * 2)

    @property
    def merged(self) -> bool:
        return self.options["scoring"] == "shiwuhu"

    def score(self, catch: list[Any]) -> FishScore:
        if self.merged:
            return merged_score(catch, self.options["supreme_bonus"])
        return culin_score(catch)

    def catch_total(self, catch: list[Any]) -> int:
        if self.merged:
            return merged_total(catch, self.options["supreme_bonus"])
        return culin_total(catch)

    def settle(self, scores: list[int]) -> tuple[list[int], str]:
        return settle_across_thousand(scores) if self.merged else super().settle(scores)


_RULES = {False: CatchRules(), True: CatchRules(may_leave=True)}


def points_of_the_whole_set(score=culin_score) -> dict[str, int]:
    """Every point the 64 tiles hold, by fish class, if one catch held them all."""
    return {c.label: c.points for c in score(list(SET)).classes}


__all__ = [
    "SET",
    "DealFigures",
    "TiuU",
    "culin_score",
    "culin_total",
    "names_of",
    "play_deals",
    "points_of_the_whole_set",
    "round_up_to_ten",
]
