"""Kkoriput-igi 꼬리붙이기, "joining tails": the Korean JieLong, recorded by Culin.

Rules (FACTS.md §2.1; Culin, Chinese Games with Dice and Dominoes (1895),
http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kkoripouttchiki.html ; the summary
at http://domino-play.com/Games/TailJoining.htm ; the GuPai connecting-games page; navpil's
KkoriputIgiRuleSet as a second opinion): four players get 8 of the 32 tiles each; for three
or two players both copies of [3:3] [4:4] [5:5] [6:6] are taken out and the 24 tiles left
give 8 each to three or 12 each to two. Whoever holds [5:2] (the "koan-a") lays the first
tile and names the open end; play is JieLong on one arm (the GuPai site: strictly one
direction): match the open end if you can, else lay a tile face down. The fewest face-down
pips wins (on a tie the earlier hand counting from the first player). Only the player with
the most pips pays the winner, and in the four-player game so does every other player with
over 30 pips. Culin's payment is a fixed stake (one token each); navpil also counts the
difference of pips instead, offered here as an option, as is navpil's "30 or more". A tie for
the most pips is decided like a tie for the win, by the lower hand (GuPai: "in disputed cases
the advantage is in the lower hand"): the later of the tied hands pays. navpil differs here:
every tied player pays or collects, and it applies its 30-point rule with any number of
players and only when the winner has under 30.

As the holder of [5:2] starts, a fixed deal's `dealer` may only name that seat.
"""

from __future__ import annotations

from functools import partial

from ...engine import DealError, GameSpec, Option, Shuffles, register, seat_amount, seat_name
from ...pieces import Tile, kkoriput_igi_small_set
from .dragon import (
    ConnectingGame,
    ConnectingState,
    DealResult,
    lowest_score_winner,
    note_later,
)
from .jielong import DEALS, SET
from .jielong_bot import ConnectingBot

HAND_SIZES = {4: 8, 3: 8, 2: 12}
KOAN_A = Tile(5, 2)
THIRTY = 30
SMALL_SET = kkoriput_igi_small_set()


def highest_score_loser(scores: tuple[int, ...], first: int, winner: int) -> int:
    """The seat with the most pips, who pays the winner. On a tie the later hand (counting
    from the first player) pays: the lower hand has the advantage (GuPai site)."""
    n = len(scores)
    order = [(first + k) % n for k in range(n)]
    return max((s for s in order if s != winner), key=lambda s: (scores[s], order.index(s)))


@register
class KkoriputIgi(ConnectingGame):
    spec = GameSpec(
        id="kkoriput_igi",
        name="Kkoriput-igi",
        native_name="꼬리붙이기",
        family="connecting",
        players=(2, 3, 4),
        options=(
            Option(
                "settlement",
                "tokens",
                ("tokens", "points"),
                'What each loser pays the winner: "tokens", one fixed stake (Culin), or '
                '"points", the difference of their pips (navpil).',
            ),
            Option(
                "thirty_pays",
                "over",
                ("over", "at_least"),
                'Which players also pay in the four-player game: "over" 30 pips (Culin) or '
                '"at_least" 30 (navpil).',
            ),
            DEALS,
        ),
        sources=(
            "Stewart Culin, Chinese Games with Dice and Dominoes (1895), Kkoripouttchiki: "
            "http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kkoripouttchiki.html",
            "domino-play.com, Tail Joining: http://domino-play.com/Games/TailJoining.htm",
            "GuPai site, connecting games: https://navpil.github.io/gupai/connecting-games.html",
            "navpil/gupai, KkoriputIgiRuleSet (a second opinion): https://github.com/navpil/gupai",
        ),
        summary=(
            "The Korean JieLong: the holder of [5:2] starts, and only the worst player (and "
            "anyone over 30) pays the winner."
        ),
        order=3,
        learn_first=("jielong",),
    )
    state_class = ConnectingState
    bot_class = ConnectingBot

    def pieces(self) -> tuple[Tile, ...]:
        return SET if self.players == 4 else SMALL_SET

    def hand_size(self) -> int:
        return HAND_SIZES[self.players]

    def unit(self) -> str:
        return "tokens" if self.options["settlement"] == "tokens" else "pips"

    def first_player(self, hands: list[list[Tile]], previous_winner: int | None) -> int:
        return next(seat for seat, hand in enumerate(hands) if KOAN_A in hand)

    def check_deal(self, deal: Shuffles) -> None:
        # The holder of the koan-a starts: a dealer asked for must be that seat.
        dealer = deal.dealer
        if dealer is None:
            return
        holder = self.first_player(self.split_wall(deal.walls[0])[0], None)
        if dealer != holder:
            raise DealError(
                f"in Kkoriput-igi the holder of {KOAN_A} starts every deal, so the dealer "
                f"cannot be chosen: {seat_name(holder)} holds it in this deal, and "
                f"dealer={dealer} is {seat_name(dealer)}"
            )

    def first_player_reason(self, state: ConnectingState) -> str:
        return (
            f"{seat_name(state.first)} holds {KOAN_A} (the koan-a), and its holder starts "
            f"every deal"
        )

    def pays_for_thirty(self, pips: int) -> bool:
        if self.options["thirty_pays"] == "over":
            return pips > THIRTY
        return pips >= THIRTY

    def settle(self, state: ConnectingState) -> DealResult:
        n = self.players
        scores = tuple(state.penalty_pips(s) for s in range(n))
        winner = lowest_score_winner(scores, state.first)
        loser = highest_score_loser(scores, state.first, winner)
        payers = [loser]
        if n == 4:
            payers += [
                s for s in range(n) if s not in (winner, loser) and self.pays_for_thirty(scores[s])
            ]
        payments = [0] * n
        for payer in payers:
            amount = 1 if self.options["settlement"] == "tokens" else scores[payer] - scores[winner]
            payments[payer] -= amount
            payments[winner] += amount
        result = DealResult(payments=tuple(payments), scores=scores, winner=winner, note="")
        say = partial(self._note, scores, loser, tuple(payers), result.payments)
        return note_later(result, say)

    def _note(
        self,
        scores: tuple[int, ...],
        loser: int,
        payers: tuple[int, ...],
        payments: tuple[int, ...],
    ) -> str:
        tied = [s for s, p in enumerate(scores) if p == scores[loser] and s != loser]
        why = f"{seat_name(loser)} has the most pips"
        if tied:
            names = " and ".join(seat_name(s) for s in tied)
            why = f"{seat_name(loser)} ties for the most pips with {names} and is the later hand"
        parts = [f"Only the worst player pays the winner: {why}."]
        if self.players == 4:
            line = "over 30" if self.options["thirty_pays"] == "over" else "30 or more"
            thirty = [s for s in payers if s != loser]
            if thirty:
                names = " and ".join(seat_name(s) for s in thirty)
                parts.append(f"With four players anyone else with {line} pips pays too: {names}.")
            else:
                parts.append(f"With four players anyone else with {line} pips would pay too.")
        if self.options["settlement"] == "tokens":
            stake = "Each payer gives the winner one token"
        else:
            stake = "Each payer gives the winner the difference of their pips"
        shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
        return f"{' '.join(parts)} {stake}: {shown}."
