"""KapShap 夾十 and KapTaiShap 執十: collect an eye and pairs that make ten.

Rules (Culin, Chinese Games with Dice and Dominoes (1895), Kap tai shap,
https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kaptaishap.html ; domino-play.com,
Collecting Tens, http://domino-play.com/Games/CollectingTens.htm ; the GuPai site; navpil/gupai
`kapshap` as a second opinion). KapTaiShap is for many players, about two sets for every
five; KapShap is the same game for two with one set. Each player gets 9 tiles (KapShap 7)
and the first player one more, here his first draw from the wall. A hand wins with 10
tiles (KapShap 8): an eye (ngan), two identical tiles, and four pairs (KapShap three) that
each make ten, their pips adding up to 10 or 20, [4:2] counting only 3. In KapShap the eye
must be civil (one set holds no two identical military tiles). The winner collects one
stake from every other player.

The turn, two readings (option `take`):

* "any" (Culin): the player may first take any tile lying among the discards into his hand
  and discard one; then he always draws from the wall and discards.
* "last" (the GuPai site's recommendation for many players): he takes the last discard, or
  else draws from the wall: one tile per turn, then he discards.

The GuPai site found that with many players Culin's rule often ends the game in the first
round, every player finding the tile he needs among the many discards; measured here in
benchmarks/bench_draw_discard.py. The default is Culin's rule for KapShap and the
recommendation for KapTaiShap.

Every deal ends: a draw from an empty wall ends it with no winner (navpil's simulation may
go on for ever after the wall is empty). With only the last discard to take, players could
pass tiles round without ever drawing; so a deal also ends unwon once as many tiles have
been taken as the set holds (a project rule).
"""

from __future__ import annotations

import math
from functools import cached_property

from ...engine import Action, GameSpec, Option, register, seat_amount, seat_name
from ...pieces import Tile, chinese_set
from ..classical import is_ten
from ._discard import Claim, DiscardGame, DiscardState, Settlement
from .kapshap_bot import TensBot
from .kapshap_hands import winning_split

__all__ = ["KapShap", "KapTaiShap", "is_ten", "sets_for"]

SOURCES = (
    "Stewart Culin, Chinese Games with Dice and Dominoes (1895), Kap tai shap: "
    "https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kaptaishap.html",
    "domino-play.com, Collecting Tens: http://domino-play.com/Games/CollectingTens.htm",
    "GuPai site, Mahjong-like games: https://navpil.github.io/gupai/",
    "navpil/gupai, kapshap (a second opinion): https://github.com/navpil/gupai",
)


def take_option(default: str) -> Option:
    return Option(
        "take", default, ("any", "last"),
        'What a player may take from the discards: "any" tile lying there, before his draw '
        '(Culin), or only the "last" discard, instead of his draw (the GuPai site\'s '
        "recommendation for many players).",
    )  # fmt: skip


def sets_for(players: int) -> int:
    """Sets of tiles for KapTaiShap: about two for every five players (Culin), at least
    two, so that the wall holds more than a round of draws."""
    return max(2, math.ceil(2 * players / 5))


class TensGame(DiscardGame):
    """What KapShap and KapTaiShap share: the tens, the eye and the turn."""

    bot_class = TensBot
    civil_eye: bool
    tens: int
    # The tiles are shuffled, then the first player drawn by lot: a convention of no
    # consequence to the rules, kept so that every recorded match deals as it did.
    lot_after_shuffle = True

    def front_room(self) -> int:
        return 0

    def claim_rule(self) -> str:
        if self.options["take"] == "any":
            return "at his turn a player may take any discard before he draws"
        return "the next player takes the last discard instead of drawing, or draws"

    def claim_short(self) -> str:
        return "any discard, then draw" if self.options["take"] == "any" else "last discard"

    def win_optional(self) -> bool:
        return True  # Culin: he "can declare" a victory

    def turn_limit(self) -> int | None:
        # Taking the last discard and throwing another away takes nothing from the wall:
        # the deal ends once as many tiles have been taken as the set holds.
        return self._set_size

    @cached_property
    def _set_size(self) -> int:
        return len(self.pieces())  # (the turn limit is asked at every turn)

    def draw_after_claim(self) -> bool:
        return self.options["take"] == "any"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        if self.options["take"] == "last":
            return [Claim()]
        takes = self._takes
        codes = {t.code for _, t in state.discards}
        return [takes[c] for c in sorted(codes, key=self._code_order.__getitem__)]

    # Made once: claims are listed at every turn, and the codes of faces hash quicker.
    @cached_property
    def _takes(self) -> dict[str, Claim]:
        return {t.code: Claim(take=t) for t in self.piece_order}

    @cached_property
    def _code_order(self) -> dict[str, int]:
        return {t.code: k for t, k in self.piece_order.items()}

    def claim_reason(self, state: DiscardState, action: Action) -> str:
        if self.options["take"] == "any":
            return "Any discard may be taken (Culin); he then discards, draws and discards."
        return ""

    def win_label(self, state: DiscardState, seat: int) -> str:
        hand = state.hands[seat]
        if len(hand) != 2 * self.tens + 2:
            return ""
        split = winning_split(hand, self.civil_eye)
        if split is None:
            return ""
        eye, tens = split
        shown = " · ".join(f"{a} {b}" for a, b in tens)
        return f"the eye {eye[0]} {eye[1]} and {len(tens)} tens: {shown}"

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        n = self.players
        payments = tuple(n - 1 if s == winner else -1 for s in range(n))
        shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
        return Settlement(
            payments=payments,
            note=f"{seat_name(winner)} wins with {state.win_label}; every other player pays "
            f"him a stake: {shown}.",
        )


@register
class KapShap(TensGame):
    # The search bot's strong budget (bots/levels.py): 1.4 s a strong move at 20,000.
    strong_budget = 11_000
    spec = GameSpec(
        id="kapshap",
        name="KapShap",
        native_name="夾十",
        family="draw_discard",
        players=(2,),
        options=(take_option("any"),),
        sources=SOURCES,
        summary="Two players, one set: collect an eye and three pairs that make ten.",
        order=2,
    )
    civil_eye = True
    tens = 3

    def pieces(self) -> tuple[Tile, ...]:
        return chinese_set()

    def hand_size(self) -> int:
        return 7


@register
class KapTaiShap(TensGame):
    spec = GameSpec(
        id="kaptaishap",
        name="KapTaiShap",
        native_name="執十",
        family="draw_discard",
        players=(3, 4, 5, 6, 7),
        default_players=5,
        options=(take_option("last"),),
        sources=SOURCES,
        summary=(
            "Many players, about two sets for five: collect an eye and four pairs that make ten."
        ),
        order=3,
        learn_first=("kapshap",),
    )
    civil_eye = False
    tens = 4

    def pieces(self) -> tuple[Tile, ...]:
        return chinese_set() * sets_for(self.players)

    def hand_size(self) -> int:
        return 9
