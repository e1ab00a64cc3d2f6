"""TianJiu 天九, "Heaven and Nine" (Tien Gow): the Chinese trick-taking domino game.

Rules (FACTS.md §2.2; GuPai site "Tien Gow" and "Folk Tien Gow" pages; pagat's Tien Gow page
by Joe Celko and Anthony Kam; navpil/gupai `tricks/tianjiu` as a second opinion): four
players get 8 tiles each; the banker leads the first trick and the taker of each trick
leads the next. A lead is a single tile or a combination (`combinations`): a civil or
military pair, the Supreme pair, or a mixed Heaven–Nine, Earth–Eight, Man–Seven or
Harmony–Five of 2, 3 or 4 tiles. The others play as many tiles, face up only to beat the
best play so far with the same kind and suit make-up, otherwise face down; nobody must
follow suit or try to win. A trick counts one for each tile led (8 in a deal). Whoever
takes the last trick wins the deal and is the next banker. Only the winner settles: each
other player pays him 4 minus his tricks (5 if he took none; a negative amount is paid by
the winner), and every payment to or from the banker is doubled.

Options: early death (on a last trick led with one tile, a player who has taken no trick
must play face down); a banker multiplier that grows by one with each consecutive win
(×2, ×3, ×4, …), and the adjustment that a losing banker with more than 4 tricks settles
at the normal rate; the historical pure pairs (no mixed combinations); three players with
the 30-tile deck (no Supreme pair, 10 tiles each) or a 24-tile folk deck (8 each; no mixed
combinations, and the extra triplets [1:1][2:2][3:3] < [4:4][5:5][6:6]); a match of several
deals.

A fixed deal (`new_initial_state`): `hands` are the seats' tiles (every tile is dealt, so
`rest` is empty), `dealer` the first banker, `deal_number` the deal of the match to start
at; the later deals are shuffled from the seed. One more fact, `multiplier`, is the
banker's rate in that deal: 2, or under the growing multiplier one more for each deal the
banker has won in a row before it. `deal_setup()` gives it where it is not 2, so that a
deal in the middle of a match is dealt again as it was played.

Project decisions where the sources are silent: the first banker is drawn by lot with the
shuffle and recorded in the deal; play passes in seat order P1, P2, P3, P4; the 3-player
and 24-tile forms settle with the same 4 − tricks rule (the GuPai site notes that 10 or 6
tricks a deal do not fit it; the folk settlements it mentions are not recorded precisely).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import (
    Action,
    DealError,
    GameSpec,
    Option,
    flag,
    register,
    seat_amount,
    seat_name,
    signed,
)
from ...engine.result import DealResult as BaseDealResult
from ...pieces import Tile
from ...pieces.errors import excerpt
from .tianjiu_bot import TrickBot
from .tianjiu_family import TianJiuFamilyFacts, TianJiuFamilyGame, TianJiuFamilyState

DECKS = ("standard", "civil_supreme", "civil_nines_supreme", "civil_nines")
DECK_OPTION = Option(
    "deck", "standard", DECKS,
    "Which tiles: standard = all 32 for 4 players, the 30 without the Supreme pair for 3; "
    "civil_supreme, civil_nines_supreme, civil_nines = the 24-tile folk decks.",
)  # fmt: skip
EARLY_DEATH = flag(
    "early_death",
    False,
    "On a last trick led with a single tile, a player who has taken no trick must play face down.",
)
MULTIPLIER = Option(
    "banker_multiplier", "double", ("double", "growing"),
    "double: payments to and from the banker are doubled; growing: ×2, then ×3, ×4, … while "
    "the banker keeps winning.",
)  # fmt: skip
OVER_FOUR = flag(
    "over_four_normal_rate",
    False,
    "A banker who took more than 4 tricks but lost settles with the winner at the normal rate.",
)
DEALS = Option(
    "deals", 1, (1, 2, 4, 8),
    "How many deals the match lasts; the winner of each deal is the next banker.",
)  # fmt: skip
MIXED = flag(
    "mixed",
    True,
    "Allow the mixed Heaven–Nine, Earth–Eight, Man–Seven and Harmony–Five combinations "
    "(off: the historical pure pairs); the 24-tile decks never have them.",
)
SMALL_TRIPLETS = Option(
    "small_triplets", "small_decks", ("small_decks", "always", "never"),
    "When [1:1][2:2][3:3] < [4:4][5:5][6:6] may be led: with the 24-tile folk decks, "
    "always, or never.",
)  # fmt: skip

SOURCES = (
    "GuPai site, Tien Gow: https://navpil.github.io/gupai/tien-gow.html",
    "GuPai site, Folk Tien Gow: https://navpil.github.io/gupai/tien-gow/folk-tien-gow.html",
    "pagat.com, Tien Gow, by Joe Celko with Anthony Kam: "
    "https://www.pagat.com/tile/cdom/tiengow.html",
    "Wikipedia, Tien Gow: https://en.wikipedia.org/wiki/Tien_Gow",
    "navpil/gupai, tricks/tianjiu (a second opinion): https://github.com/navpil/gupai",
)


@dataclass(frozen=True, slots=True)
class DealResult(BaseDealResult):
    """One finished deal: the settlement (`payments`), tricks per seat, the winner, the
    banker and his multiplier (`note` explains it for a learner)."""

    units: tuple[int, ...]
    winner: int
    banker: int
    multiplier: int
    over_four_normal_rate: bool = False

    @property
    def note(self) -> str:
        # Written only when read: a playout settles many deals that nobody reads about.
        return settle_payments(
            self.units, self.winner, self.banker, self.multiplier, self.over_four_normal_rate
        )[1]


@dataclass(frozen=True, slots=True)
class TianJiuFacts(TianJiuFamilyFacts):
    """The trick facts and what every seat knows of a TianJiu (or KuPai) match besides
    the table: the banker and his multiplier (for the next deal once the match is over),
    how many deals the match lasts, the deals settled and the match totals."""

    banker: int
    multiplier: int
    deals: int
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]


def _settles_at(
    s: int,
    units: tuple[int, ...] | list[int],
    winner: int,
    banker: int,
    multiplier: int,
    over_four_normal_rate: bool,
) -> int:
    """The rate at which seat `s` settles with the winner: ×`multiplier` where the banker is
    one of the two, except a losing banker with more than 4 tricks under the option."""
    if banker != winner and s != banker:
        return 1
    if s == banker and over_four_normal_rate and units[s] > 4:
        return 1
    return multiplier


def deal_payments(
    units: tuple[int, ...] | list[int],
    winner: int,
    banker: int,
    multiplier: int = 2,
    over_four_normal_rate: bool = False,
) -> tuple[int, ...]:
    """The payments of `settle_payments` without the note."""
    payments = [0] * len(units)
    for s, u in enumerate(units):
        if s != winner:
            amount = (5 if u == 0 else 4 - u) * _settles_at(
                s, units, winner, banker, multiplier, over_four_normal_rate
            )
            payments[s] -= amount
            payments[winner] += amount
    return tuple(payments)


def settle_payments(
    units: tuple[int, ...] | list[int],
    winner: int,
    banker: int,
    multiplier: int = 2,
    over_four_normal_rate: bool = False,
) -> tuple[tuple[int, ...], str]:
    """Every other seat settles with the winner: 4 − tricks (5 for none; negative means the
    winner pays), times `multiplier` where the banker is one of the two — unless the banker
    lost with more than 4 tricks and `over_four_normal_rate` is on."""
    payments = deal_payments(units, winner, banker, multiplier, over_four_normal_rate)
    parts = []
    for s, u in enumerate(units):
        if s == winner:
            continue
        base = 5 if u == 0 else 4 - u
        why = "took no trick, so 5" if u == 0 else f"4 − {u} = {signed(base)}"
        if banker == winner or s == banker:
            if s == banker and over_four_normal_rate and u > 4:
                why += " at the normal rate (the banker took more than 4 tricks)"
            else:
                who = (
                    "the winner is the banker"
                    if banker == winner
                    else f"{seat_name(s)} is the banker"
                )
                why += f", ×{multiplier} because {who}"
        amount = base * _settles_at(s, units, winner, banker, multiplier, over_four_normal_rate)
        if amount >= 0:
            parts.append(f"{seat_name(s)} pays {amount} ({why})")
        else:
            parts.append(f"{seat_name(winner)} pays {seat_name(s)} {-amount} ({why})")
    shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
    note = f"Settlement with {seat_name(winner)}: {'; '.join(parts)}. In all: {shown}."
    return payments, note


class TianJiuState(TianJiuFamilyState[DealResult]):
    def _setup_match(self) -> None:
        self._setup_tricks()
        # The banker and his rate in the deal to be dealt next; the first banker is drawn
        # by lot or given (`TianJiuFamilyGame.draw_lot`).
        assert self.deal.dealer is not None
        self.banker: int = self.deal.dealer
        self.multiplier: int = self.setup.get("multiplier", 2)

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        # Kept for the deal being played: `banker` and `multiplier` become the next deal's
        # as soon as it is settled.
        self.deal_banker = self.banker
        self.deal_multiplier = self.multiplier
        self._start_round(hands, self.banker)

    def _dealer(self) -> int:
        return self.deal_banker

    def _deal_facts(self) -> dict[str, Any]:
        """The banker's `multiplier` where it is not 2 (a banker who has won deals in a row
        under the growing multiplier): dealt again without it, the deal would settle at
        ×2."""
        return {"multiplier": self.deal_multiplier} if self.deal_multiplier != 2 else {}

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        if not self.results:
            return (0,) * self.num_players, "points", ""
        last = self.results[-1]
        return last.units, "points", last.note

    def _hands_played(self) -> None:
        assert self.last_trick is not None
        winner = self.last_trick.winner
        assert winner is not None  # the best play's seat takes every trick
        units = tuple(self.units)
        over_four = self.game.options["over_four_normal_rate"]
        result = DealResult(
            payments=deal_payments(units, winner, self.banker, self.multiplier, over_four),
            units=units,
            winner=winner,
            banker=self.banker,
            multiplier=self.multiplier,
            over_four_normal_rate=over_four,
        )
        # The next deal's banker and rate, decided before `settle` deals it.
        growing = self.game.options["banker_multiplier"] == "growing"
        if winner == self.banker:
            self.multiplier = self.multiplier + 1 if growing else 2
        else:
            self.banker = winner
            self.multiplier = 2
        self.settle(result)

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        text = self._explain_play(action, seat)
        if action.kind == "lead" and not self.tricks:
            text = f"{self._banker_sentence()} {text}"
        if len(self.plays) + 1 < self.num_players:
            return text
        after = self.after(action)
        text = f"{text} {self._explain_trick_end(after)}"
        if len(after.results) > len(self.results):
            text = f"{text} {self._describe_deal_end(after)}"
        return text

    def _banker_sentence(self) -> str:
        me = seat_name(self.banker)
        rate = f" (payments to and from the banker count ×{self.multiplier})"
        if not self.results:
            if self.deal.chosen:
                return f"{me} was chosen as banker and leads the first trick{rate}."
            return f"{me} is the banker, drawn by lot, and leads the first trick{rate}."
        last = self.results[-1]
        if last.winner == self.banker and last.banker == self.banker:
            return f"{me} won the last deal as banker, stays banker and leads{rate}."
        return f"{me} took the last trick of the last deal, so is banker and leads{rate}."

    def _describe_deal_end(self, after: TianJiuState) -> str:
        result = after.results[len(self.results)]
        tricks = ", ".join(f"{seat_name(s)} {u}" for s, u in enumerate(result.units))
        text = (
            f"That was the last trick: {seat_name(result.winner)} wins the deal. "
            f"Tricks: {tricks}. {result.note}"
        )
        if after.over:
            if self.game.deals > 1:
                totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
                text += f" That was the last of {self.game.deals} deals; match totals: {totals}."
        else:
            text += (
                f" {seat_name(after.banker)} is banker for the next deal at ×{after.multiplier}."
            )
        return text

    # -- what can be seen ------------------------------------------------------------------

    def deal_outcome(self) -> tuple[int | None, tuple[int, ...]] | None:
        return (self.results[-1].winner, self.results[-1].payments) if self.results else None

    def seat_detail(self, seat: int, viewer: int | None) -> str:
        # Once the match is over the banker to name is the last deal's, who was settled
        # with as banker, not the one the rules would make banker of a next deal.
        if self.over and self.results:
            banker, multiplier = self.results[-1].banker, self.results[-1].multiplier
        else:
            banker, multiplier = self.banker, self.multiplier
        detail = super().seat_detail(seat, viewer)
        if seat != banker:
            return detail
        return f"banker ×{multiplier} · {detail}" if detail else f"banker ×{multiplier}"

    def _facts(self, seat: int | None) -> TianJiuFacts:
        return TianJiuFacts(
            *self._family_facts(seat),
            self.banker,
            self.multiplier,
            self.game.deals,
            tuple(self.results),
            tuple(self.totals),
        )


TIANJIU_SPEC = GameSpec(
    id="tianjiu",
    name="TianJiu",
    native_name="天九",
    family="trick_taking",
    players=(3, 4),
    options=(
        DECK_OPTION,
        MIXED,
        SMALL_TRIPLETS,
        EARLY_DEATH,
        MULTIPLIER,
        OVER_FOUR,
        DEALS,
    ),
    sources=SOURCES,
    summary=(
        "Lead single tiles or named combinations, beat them with the same kind or play face "
        "down; whoever takes the last trick wins and collects."
    ),
    order=1,
)


class BankerTrickGame(TianJiuFamilyGame):
    """A game played as `TianJiuState` (TianJiu, KuPai): a match of deals, each led by a
    banker whose payments are multiplied; a deal in the middle of a match starts from its
    banker and the banker's `multiplier`."""

    deal_facts = ("multiplier",)

    def check_deal_facts(
        self, facts: dict[str, Any], dealer: int | None, deal_number: int
    ) -> dict[str, Any]:
        """`multiplier`: the banker's rate in the deal it starts at (the module's
        docstring); the setup records it for `TianJiuState._setup_match` where it is not 2."""
        multiplier = facts.get("multiplier", 2)
        if type(multiplier) is not int:
            raise DealError(f"multiplier must be a whole number, not {excerpt(multiplier)}")
        if self.options["banker_multiplier"] != "growing":
            if multiplier != 2:
                raise DealError(
                    "multiplier must be 2: payments to and from the banker are doubled "
                    f"(banker_multiplier 'double'), not {multiplier}"
                )
        elif not 2 <= multiplier <= 2 + deal_number:
            raise DealError(
                f"multiplier must be from 2 to {2 + deal_number} at deal_number {deal_number}: "
                "it grows by one for each deal the banker has won in a row before, not "
                f"{excerpt(multiplier)}"
            )
        return {} if multiplier == 2 else {"multiplier": multiplier}


@register
class TianJiu(BankerTrickGame):
    spec = TIANJIU_SPEC
    state_class = TianJiuState
    bot_class = TrickBot


__all__ = [
    "DEALS",
    "BankerTrickGame",
    "DECK_OPTION",
    "SOURCES",
    "EARLY_DEATH",
    "MULTIPLIER",
    "OVER_FOUR",
    "DealResult",
    "TianJiu",
    "TianJiuFacts",
    "TianJiuState",
    "deal_payments",
    "settle_payments",
]
