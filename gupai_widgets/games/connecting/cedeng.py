"""CeDeng 斜釘, "slanted nail" (pagat: Tsair Deng): JieLong for four with bonuses and penalties.

Rules (FACTS.md §2.1; GuPai connecting-games page
https://navpil.github.io/gupai/connecting-games.html ; gupai-games.md "CeDeng"; pagat
https://www.pagat.com/tile/cdom/tsairdeng.html for the name; navpil's CeDengRuleSet as a
second opinion): exactly four players get 8 of the 32 tiles each and play JieLong on one arm
(the GuPai site: CeDeng is played strictly in one direction): match the open end if you can,
else lay a tile face down, and every pair of players settles the difference of their penalty
pips. A player who finishes clean (all 8 tiles on the dragon, none face down) has his
settlements doubled. The first player of the deal is the Head, the others are Tails: a Head
who lays 7 tiles face down or a Tail who lays all 8 pays double (stricter variant: Head 6,
Tail 7). Tiles still in hand when the dragon blocks count as face down here too: the GuPai
site treats the block as a shortcut for everyone passing until all tiles are down, and
navpil counts them. By default the doublings apply pair by pair, as navpil does: ×2 between
a clean or penalised player and a normal one, ×4 between a clean and a penalised player, ×1
within the same class; the option `doubling="who_pays"` reads the GuPai site's wording
literally (only what a penalised player pays and what a clean player receives is doubled).
A hand dealt 7 doubles is dealt again; a hand of 8 doubles wins at once, each other player
paying double the pips in his hand (gupai-games.md and navpil; the GuPai site does not
mention it, hence the option `eight_doubles_win`). The winner (fewest pips, the earlier hand
on a tie) leads the next deal. The GuPai site spells the name 料釘, which reads as a slip for
斜釘 ("slanted nail", pagat's translation).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...engine import Action, GameSpec, Option, flag, register, seat_amount, seat_name
from ...pieces import Tile
from .dragon import (
    ConnectingGame,
    ConnectingState,
    DealResult,
    lowest_score_winner,
    note_later,
)
from .jielong import DEALS, SET
from .jielong_bot import ConnectingBot

# (Head, Tail): how many tiles not laid on the dragon make each pay double.
HEAD_TAIL = {"7-8": (7, 8), "6-7": (6, 7)}

CLEAN, NORMAL, PENALISED = "clean", "normal", "penalised"


def pair_multiplier(payer: str, receiver: str, doubling: str) -> int:
    """How the difference of pips that `payer` owes `receiver` is multiplied.

    "pairwise" (navpil CeDengRuleSet): within one class ×1, clean or penalised against
    normal ×2, clean against penalised ×4, whichever way the payment goes. "who_pays" (the
    GuPai site's wording: the points a penalised player *pays* are doubled, the points a
    clean player *receives* are doubled): ×2 if the payer is penalised, ×2 if the receiver
    is clean.
    """
    if doubling == "who_pays":
        return (2 if payer == PENALISED else 1) * (2 if receiver == CLEAN else 1)
    if payer == receiver:
        return 1
    if NORMAL in (payer, receiver):
        return 2
    return 4


def doubles_in(hand: list[Tile]) -> int:
    return sum(1 for t in hand if t.is_double)


@register
class CeDeng(ConnectingGame):
    spec = GameSpec(
        id="cedeng",
        name="CeDeng",
        native_name="斜釘",
        family="connecting",
        players=(4,),
        options=(
            Option(
                "head_tail",
                "7-8",
                tuple(HEAD_TAIL),
                "Tiles left off the dragon that make the Head (first player) or a Tail pay "
                'double: "7-8" as usual, or the stricter "6-7".',
            ),
            Option(
                "doubling",
                "pairwise",
                ("pairwise", "who_pays"),
                'How the doublings apply: "pairwise" to every settlement between a clean or '
                'penalised player and another class (navpil), or "who_pays" only to what a '
                "penalised player pays and a clean player receives (GuPai site wording).",
            ),
            flag(
                "eight_doubles_win",
                True,
                "A hand of 8 doubles wins at once, the others paying double their pips; "
                "when off it is dealt again like 7 doubles.",
            ),
            DEALS,
        ),
        sources=(
            "GuPai site, connecting games: https://navpil.github.io/gupai/connecting-games.html",
            "navpil/gupai Readme, CeDeng (an earlier version of the GuPai site's rules): "
            "https://github.com/navpil/gupai/blob/master/docs/Readme.md",
            "pagat.com, Tsair Deng (Slant Nail): https://www.pagat.com/tile/cdom/tsairdeng.html",
            "navpil/gupai, CeDengRuleSet (a second opinion): https://github.com/navpil/gupai",
        ),
        summary=(
            "JieLong for four: a clean finish doubles your winnings, a Head or Tail who "
            "never gets to play pays double."
        ),
        order=2,
        learn_first=("jielong",),
    )
    state_class = ConnectingState
    bot_class = ConnectingBot

    def pieces(self) -> tuple[Tile, ...]:
        return SET

    def hand_size(self) -> int:
        return 8

    @property
    def head_tail(self) -> tuple[int, int]:
        return HEAD_TAIL[self.options["head_tail"]]

    def redeal(self, wall: Sequence[Tile]) -> str | None:
        for seat, hand in enumerate(self.split_wall(wall)[0]):
            count = doubles_in(hand)
            if count == 8 and self.options["eight_doubles_win"]:
                continue
            if count >= 7:
                return f"{seat_name(seat)} was dealt {count} doubles, and 7 or more means a redeal"
        return None

    def instant_result(self, hands: list[list[Tile]], first: int) -> DealResult | None:
        if not self.options["eight_doubles_win"]:
            return None
        for seat, hand in enumerate(hands):
            if doubles_in(hand) == 8:
                return self._eight_doubles(hands, seat)
        return None

    def _eight_doubles(self, hands: list[list[Tile]], holder: int) -> DealResult:
        scores = tuple(0 if s == holder else sum(t.pips for t in h) for s, h in enumerate(hands))
        payments = [-2 * p for p in scores]
        payments[holder] = -sum(payments)
        result = DealResult(payments=tuple(payments), scores=scores, winner=holder, note="")
        return note_later(result, partial(_eight_doubles_note, holder, result.payments))

    def move_note(self, state: ConnectingState, action: Action) -> str:
        seat = action.player
        name = seat_name(seat)
        if action.kind == "discard":
            head, tail = self.head_tail
            role, limit = ("the Head", head) if seat == state.first else ("a Tail", tail)
            if len(state.discards[seat]) + 1 == limit:
                return (
                    f"That is {limit} tiles face down for {name}, {role}: under the "
                    f"Head/Tail rule he pays double."
                )
        elif not state.hands[seat][1:] and not state.discards[seat]:
            return f"{name} has laid all 8 tiles on the dragon: a clean finish doubles his gains."
        return ""

    def classes(self, state: ConnectingState) -> list[str]:
        """Per seat at the end of a deal: clean (all 8 tiles on the dragon), penalised (the
        Head or a Tail left too many tiles off it), or normal. A tile still in hand when the
        dragon is blocked was not played either, so it counts with the face-down ones (as
        navpil counts them)."""
        return self._classes(_off_the_dragon(state), state.first)

    def _classes(self, offs: Sequence[int], first: int) -> list[str]:
        """`classes`, given the tiles each seat left off the dragon and the Head."""
        head, tail = self.head_tail
        found = []
        for seat, off in enumerate(offs):
            limit = head if seat == first else tail
            found.append(CLEAN if off == 0 else PENALISED if off >= limit else NORMAL)
        return found

    def pair_settlements(self, state: ConnectingState) -> list[tuple[int, int, int, int]]:
        """Every pair of seats at the end of a deal, in seat order: (payer, receiver, the
        difference of their penalty pips, the factor their classes multiply it by). The
        payer has more pips (on a tie, the later seat, paying 0)."""
        scores = [state.penalty_pips(s) for s in range(self.players)]
        return self._pairs(scores, self.classes(state))

    def _pairs(
        self, scores: Sequence[int], kinds: Sequence[str]
    ) -> list[tuple[int, int, int, int]]:
        """`pair_settlements`, given the seats' penalty pips and classes."""
        pairs = []
        for a in range(self.players):
            for b in range(a + 1, self.players):
                payer, receiver = (a, b) if scores[a] > scores[b] else (b, a)
                factor = pair_multiplier(kinds[payer], kinds[receiver], self.options["doubling"])
                pairs.append((payer, receiver, scores[payer] - scores[receiver], factor))
        return pairs

    def settle(self, state: ConnectingState) -> DealResult:
        n = self.players
        scores = tuple(state.penalty_pips(s) for s in range(n))
        offs = _off_the_dragon(state)
        kinds = tuple(self._classes(offs, state.first))
        payments = [0] * n
        for payer, receiver, owed, factor in self._pairs(scores, kinds):
            payments[payer] -= owed * factor
            payments[receiver] += owed * factor
        winner = lowest_score_winner(scores, state.first)
        result = DealResult(payments=tuple(payments), scores=scores, winner=winner, note="")
        return note_later(result, partial(self._note, state.first, offs, kinds, result.payments))

    def _note(
        self,
        first: int,
        offs: Sequence[int],
        kinds: Sequence[str],
        payments: Sequence[int],
    ) -> str:
        """The note of a settlement: `offs` are the tiles each seat left off the dragon,
        `first` the Head."""
        head, tail = self.head_tail
        reasons = []
        for seat, kind in enumerate(kinds):
            name = seat_name(seat)
            if kind == CLEAN:
                reasons.append(f"{name} laid all 8 tiles on the dragon: a clean finish")
            elif kind == PENALISED:
                off = offs[seat]
                role, limit = ("the Head", head) if seat == first else ("a Tail", tail)
                reasons.append(
                    f"{name} is {role} and left {off} tiles off the dragon ({limit} or more "
                    f"pays double)"
                )
        shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
        if not reasons:
            return (
                f"Nobody finished clean or fell under the Head/Tail rule, so every pair "
                f"settles the plain difference of their pips: {shown}."
            )
        if self.options["doubling"] == "who_pays":
            how = (
                "doubled when a penalised player pays or a clean player receives, and "
                "quadrupled when both"
            )
        else:
            how = (
                "doubled between a clean or penalised player and a normal one and "
                "quadrupled between a clean and a penalised one"
            )
        return (
            f"{'; '.join(reasons)}. Every pair settles the difference of their pips, "
            f"{how}: {shown}."
        )


def _off_the_dragon(state: ConnectingState) -> tuple[int, ...]:
    """Per seat, the tiles not laid on the dragon: face down, or still in hand (when the
    dragon is blocked)."""
    return tuple(
        len(down) + len(hand) for down, hand in zip(state.discards, state.hands, strict=True)
    )


def _eight_doubles_note(holder: int, payments: tuple[int, ...]) -> str:
    shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
    return (
        f"{seat_name(holder)} was dealt 8 doubles and wins the deal at once, before a tile is "
        f"laid: every other player pays him double the pips in his hand: {shown}."
    )


__all__ = [
    "CLEAN",
    "HEAD_TAIL",
    "NORMAL",
    "PENALISED",
    "CeDeng",
    "doubles_in",
    "pair_multiplier",
]
