"""Jjak-mat-chu-gi 짝맞추기, "making pairs": the Korean draw-and-discard game of three pairs.

Rules (Culin, Chinese Games with Dice and Dominoes (1895), Tjyak-ma-tchi-ki,
http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tjakmatchiki.html ; pagat,
https://pagat.com/domino/draw/jjak-mat-chu-gi.html ; the GuPai site; navpil/gupai
`jjakmatchugi` as a second opinion): two to four players and one set of 32 tiles; each
player gets five, the first player a sixth (here his first draw from the wall), and the
rest is the wall. Play passes counter-clockwise. On his turn a player may take the last
discard if it makes a pair with a tile of his hand, or else draws from the wall; he lays
every pair he holds face up in front of him; with three pairs he wins, otherwise he
discards a tile face up. A win from the wall is paid one stake by every other player; a win
on a discard only by the player who discarded it. When the wall runs out nobody wins.

Where the sources differ, options:

* `pairing`: which military tiles mate. Culin and the GuPai site give the Korean pairs
  ([6:3][6:2], [5:3][5:2], [4:3][4:2], [4:1][3:2], [5:4][2:1]); pagat gives the Chinese
  ones (Nines, Eights, Sevens, Fives and the Supreme pair [4:2][2:1]). Civil pairs are the
  two copies of a civil tile in both.
* `claim`: who may take the last discard. Culin: only the next player ("next"). The GuPai
  site finds that most four-player games then end with no winner (about 90 %) and suggests
  letting any player claim it, nearest first, as in Mahjong ("any"); play then goes on
  from the claimer, skipping the players between. Measured here with the bots
  (benchmarks/bench_draw_discard.py): see the notebook.
* `win_on_discard`: players may agree that a hand may not be finished with a discard
  (gupai-games, "finishing the game by a discarded tile is forbidden"): the claim that
  would complete it is not allowed, and the player must draw instead.
* `discard_win_pays`: on a win with a discard the discarder pays one stake ("one", the plain
  reading of "only that player pays him") or the stakes of every other player ("all", as
  navpil's simulation settles it).

Project decisions: the first player is drawn by lot (pagat: by drawing tiles; the koan-a
[5:2] or the most pips wins the draw), or given as `dealer`; a pair held must be laid out
before the discard, one move per pair, as navpil does (a pair in hand can only ever pair
with itself, so nothing is lost by it).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Action, GameSpec, Option, flag, register, seat_amount, seat_name
from ...pieces import Tile, chinese_set
from ..classical import (
    CHINESE,
    KOREAN,
    KOREAN_MILITARY_PAIR,
    korean_pair_name,
    pair_name,
    partners,
)
from ._discard import Claim, DiscardGame, DiscardState, Meld, Settlement
from .jjak_mat_chu_gi_bot import PairsBot

__all__ = ["JjakMatChuGi", "pair_label", "pairs_in", "partners"]

HAND = 5
PAIRS_TO_WIN = 3
WIN = "three pairs"


def pair_label(a: Tile, b: Tile, pairing: str) -> str | None:
    """The name of the pair two tiles make under `pairing`, or None."""
    if pairing == KOREAN:
        return korean_pair_name(a, b)
    return pair_name((a, b))


def pairs_in(hand: Sequence[Tile], pairing: str) -> list[Meld]:
    """The pairs a hand holds. Every tile pairs with one face only, in both pairings, so
    the pairs of a hand are the same whichever way they are looked for."""
    left = list(hand)
    melds = []
    i = 0
    while i < len(left):
        tile = left[i]
        for j in range(i + 1, len(left)):
            label = pair_label(tile, left[j], pairing)
            if label:
                melds.append(Meld((tile, left[j]), label))
                del left[j], left[i]
                break
        else:
            i += 1
    return melds


@register
class JjakMatChuGi(DiscardGame):
    spec = GameSpec(
        id="jjak_mat_chu_gi",
        name="Jjak-mat-chu-gi",
        native_name="짝맞추기",
        family="draw_discard",
        players=(2, 3, 4),
        options=(
            Option(
                "pairing", KOREAN, (KOREAN, CHINESE),
                'Which military tiles pair: "korean" ([6:3][6:2], [5:3][5:2], [4:3][4:2], '
                '[4:1][3:2], [5:4][2:1]; Culin, the GuPai site) or "chinese" (Nines, Eights, '
                "Sevens, Fives and [4:2][2:1]; pagat).",
            ),
            Option(
                "claim", "any", ("any", "next"),
                'Who may take the last discard to make a pair: "any" player, nearest first '
                '(the GuPai site\'s fix for games that end with no winner) or only the "next" '
                "player (Culin).",
            ),
            flag(
                "win_on_discard", True,
                "Whether a hand may be finished with a discard (off: players agreed it may "
                "not, so the third pair must come from the wall).",
            ),
            Option(
                "discard_win_pays", "one", ("one", "all"),
                'On a win with a discard the discarder pays "one" stake (the plain reading of '
                'the rules) or "all" the stakes the others would have paid (navpil).',
            ),
        ),
        sources=(
            "Stewart Culin, Chinese Games with Dice and Dominoes (1895), Tjyak-ma-tchi-ki: "
            "http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tjakmatchiki.html",
            "pagat.com, Jjak-mat-chu-gi: https://pagat.com/domino/draw/jjak-mat-chu-gi.html",
            "GuPai site, Mahjong-like games: https://navpil.github.io/gupai/",
            "navpil/gupai, jjakmatchugi (a second opinion): https://github.com/navpil/gupai",
        ),
        summary=(
            "Make three pairs by drawing and discarding; take the last discard only to "
            "make a pair."
        ),
        order=1,
    )  # fmt: skip
    bot_class = PairsBot

    def pieces(self) -> tuple[Tile, ...]:
        return chinese_set()

    def hand_size(self) -> int:
        return HAND

    def front_room(self) -> int:
        return 2 * PAIRS_TO_WIN

    @property
    def pairing(self) -> str:
        return self.options["pairing"]

    def claim_order(self, state: DiscardState, discarder: int) -> Sequence[int]:
        n = self.players
        if self.options["claim"] == "next":
            return ((discarder + 1) % n,)
        return tuple((discarder + k) % n for k in range(1, n))

    def claim_rule(self) -> str:
        if self.options["claim"] == "next" or self.players == 2:
            return "only the next player may take the last discard, to make a pair"
        return "any player may take the last discard to make a pair, the nearest first"

    def claim_short(self) -> str:
        if self.options["claim"] == "next" or self.players == 2:
            return "the next player only"
        return "any player, nearest first"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        for mine in state.hands[seat]:
            label = pair_label(tile, mine, self.pairing)
            if label is None:
                continue
            held = len(state.melds[seat]) + len(pairs_in(state.hands[seat], self.pairing))
            if held + 1 >= PAIRS_TO_WIN and not self.options["win_on_discard"]:
                return []  # the third pair may not come from a discard
            return [Claim((mine,), label)]
        return []

    def claim_reason(self, state: DiscardState, action: Action) -> str:
        tile, mine = action.pieces
        if action.detail == KOREAN_MILITARY_PAIR:
            return f"In the Korean pairing {tile} and {mine} are mates."
        return ""

    def lay_melds(self, state: DiscardState, seat: int) -> list[Meld]:
        return pairs_in(state.hands[seat], self.pairing)

    def win_label(self, state: DiscardState, seat: int) -> str:
        held = len(state.melds[seat]) + len(pairs_in(state.hands[seat], self.pairing))
        return WIN if held >= PAIRS_TO_WIN else ""

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        n = self.players
        payments = [0] * n
        if discarder is None:
            for s in range(n):
                if s != winner:
                    payments[s] = -1
            payments[winner] = n - 1
            why = "from the wall, so every other player pays him a stake"
        else:
            stakes = 1 if self.options["discard_win_pays"] == "one" else n - 1
            payments[discarder] = -stakes
            payments[winner] = stakes
            who = seat_name(discarder)
            why = f"with {who}'s discard, so only {who} pays him" + (
                " a stake" if stakes == 1 else f", the stakes of all {stakes} others"
            )
        shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
        return Settlement(
            payments=tuple(payments),
            note=f"{seat_name(winner)} has three pairs and wins {why}: {shown}.",
        )
