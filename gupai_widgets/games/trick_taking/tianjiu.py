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

Project decisions where the sources are silent: the first banker is drawn by lot with the
shuffle and recorded in the deal; play passes in seat order P1, P2, P3, P4; the 3-player
and 24-tile forms settle with the same 4 − tricks rule (the GuPai site notes that 10 or 6
tricks a deal do not fit it; the folk settlements it mentions are not recorded precisely).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from ...engine import (
    Action,
    DealError,
    Game,
    GameSpec,
    Option,
    flag,
    register,
    seat_amount,
    seat_name,
    signed,
)
from ...pieces import (
    Tile,
    chinese_set,
    tianjiu_set_civil_nines,
    tianjiu_set_civil_nines_supreme,
    tianjiu_set_civil_supreme,
    tianjiu_set_without_supreme,
)
from .bot import TrickBot
from .combinations import CombinationRules, rules_for_deck
from .tricks import TrickTakingState, deal_hands

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
    "GuPai site: Tien Gow (navpil.github.io/gupai/tien-gow.html)",
    "GuPai site: Folk Tien Gow (navpil.github.io/gupai/tien-gow/folk-tien-gow.html)",
    "pagat.com: Tien Gow, by Joe Celko with Anthony Kam",
    "navpil/gupai tricks/tianjiu (second opinion)",
)


@dataclass(frozen=True, slots=True)
class DealResult:
    """One finished deal: tricks per seat, the winner, the banker and his multiplier, and
    the settlement (`note` explains it for a learner)."""

    units: tuple[int, ...]
    winner: int
    banker: int
    multiplier: int
    payments: tuple[int, ...]
    note: str


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
    n = len(units)
    payments = [0] * n
    parts = []
    for s in range(n):
        if s == winner:
            continue
        base = 5 if units[s] == 0 else 4 - units[s]
        why = "took no trick, so 5" if units[s] == 0 else f"4 − {units[s]} = {signed(base)}"
        rate = 1
        if banker == winner or s == banker:
            if s == banker and over_four_normal_rate and units[s] > 4:
                why += " at the normal rate (the banker took more than 4 tricks)"
            else:
                rate = multiplier
                who = (
                    "the winner is the banker"
                    if banker == winner
                    else f"{seat_name(s)} is the banker"
                )
                why += f", ×{multiplier} because {who}"
        amount = base * rate
        payments[s] -= amount
        payments[winner] += amount
        if amount >= 0:
            parts.append(f"{seat_name(s)} pays {amount} ({why})")
        else:
            parts.append(f"{seat_name(winner)} pays {seat_name(s)} {-amount} ({why})")
    shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
    note = f"Settlement with {seat_name(winner)}: {'; '.join(parts)}. In all: {shown}."
    return tuple(payments), note


class TrickGame(Game):
    """A TianJiu-family game: its tiles, hand size and combination rules."""

    # KuPai leads single tiles only.
    singles_only: ClassVar[bool] = False

    @property
    def deals(self) -> int:
        return self.options.get("deals", 1)

    @property
    def deck(self) -> str:
        return self.options.get("deck", "standard")

    def tileset(self) -> tuple[Tile, ...]:
        deck = self.deck
        if deck == "standard":
            return chinese_set() if self.players == 4 else tianjiu_set_without_supreme()
        return {
            "civil_supreme": tianjiu_set_civil_supreme,
            "civil_nines_supreme": tianjiu_set_civil_nines_supreme,
            "civil_nines": tianjiu_set_civil_nines,
        }[deck]()

    def hand_size(self) -> int:
        return len(self.tileset()) // self.players

    def combination_rules(self) -> CombinationRules:
        small = self.options.get("small_triplets", "never")
        return rules_for_deck(
            self.deck,
            pairs=not self.singles_only,
            mixed=self.options.get("mixed", True),
            small_triplets=small == "always"
            or (small == "small_decks" and self.deck != "standard"),
        )

    def make_deal(self, rng: random.Random) -> dict[str, Any]:
        banker = rng.randrange(self.players)
        walls = []
        for _ in range(self.deals):
            wall = list(self.tileset())
            rng.shuffle(wall)
            walls.append([str(t) for t in wall])
        return {"banker": banker, "walls": walls}

    def check_deal(self, deal: Any) -> None:
        if not isinstance(deal, dict) or not isinstance(deal.get("walls"), list):
            raise DealError(
                f'a {self.spec.name} deal is {{"banker": seat, "walls": [[tile, ...], ...]}}, '
                "one wall per deal of the match"
            )
        banker = deal.get("banker", 0)
        if type(banker) is not int or not 0 <= banker < self.players:
            raise DealError(f"the first banker must be a seat from 0 to {self.players - 1}")
        if len(deal["walls"]) != self.deals:
            raise DealError(
                f"the deal has {len(deal['walls'])} wall(s) but the match has {self.deals} deal(s)"
            )
        expected = sorted(self.tileset(), key=str)
        for i, wall in enumerate(deal["walls"]):
            if not isinstance(wall, list) or sorted(map(Tile.parse, wall), key=str) != expected:
                raise DealError(
                    f"wall {i + 1} must hold exactly the {len(expected)} tiles of the "
                    f"{self.deck} deck for {self.players} players, each once per copy"
                )


class TianJiuState(TrickTakingState):
    unchanging = ("walls",)
    game: TrickGame

    @property
    def rules(self) -> CombinationRules:
        return self._rules

    @property
    def exposed_discards(self) -> bool:
        return self.game.options.get("exposed_discards", False)

    @property
    def early_death(self) -> bool:
        return self.game.options["early_death"]

    def _setup(self) -> None:
        self._rules = self.game.combination_rules()
        self.walls = [[Tile.parse(t) for t in wall] for wall in self.deal["walls"]]
        self.deal_index = -1
        self.results: list[DealResult] = []
        self.totals = [0] * self.num_players
        self.banker = self.deal.get("banker", 0)
        self.multiplier = 2
        self.over = False
        self._start_deal()

    def _start_deal(self) -> None:
        self.deal_index += 1
        hands = deal_hands(self.walls[self.deal_index], self.num_players, self.game.hand_size())
        self._start_round(hands, self.banker)

    def _deal_number(self) -> int:
        return self.deal_index

    def _is_terminal(self) -> bool:
        return self.over

    def _returns(self) -> list[int]:
        return list(self.totals)

    def _round_over(self) -> None:
        assert self.last_trick is not None
        winner = self.last_trick.winner
        payments, note = settle_payments(
            self.units,
            winner,
            self.banker,
            self.multiplier,
            self.game.options["over_four_normal_rate"],
        )
        self.results.append(
            DealResult(tuple(self.units), winner, self.banker, self.multiplier, payments, note)
        )
        self.totals = [t + p for t, p in zip(self.totals, payments, strict=True)]
        growing = self.game.options["banker_multiplier"] == "growing"
        if winner == self.banker:
            self.multiplier = self.multiplier + 1 if growing else 2
        else:
            self.banker = winner
            self.multiplier = 2
        if len(self.results) < self.game.deals:
            self._start_deal()
        else:
            self.over = True

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action) -> str:
        text = self._explain_play(action)
        if action.kind == "lead" and not self.finished:
            text = f"{self._banker_sentence()} {text}"
        if len(self.plays) + 1 < self.num_players:
            return text
        after = self._after(action)
        text = f"{text} {self._explain_trick_end(after)}"
        if len(after.results) > len(self.results):
            text = f"{text} {self._describe_deal_end(after)}"
        return text

    def _banker_sentence(self) -> str:
        me = seat_name(self.banker)
        rate = f" (payments to and from the banker count ×{self.multiplier})"
        if self.deal_index == 0:
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

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        return self._trick_zones(seat)

    def _info(self, seat: int | None) -> dict[str, Any]:
        info = self._trick_info(seat)
        info.update(
            {
                "banker": self.banker,
                "multiplier": self.multiplier,
                "deals": self.game.deals,
                "results": [
                    {
                        "tricks": list(r.units),
                        "winner": r.winner,
                        "banker": r.banker,
                        "multiplier": r.multiplier,
                        "payments": list(r.payments),
                        "note": r.note,
                    }
                    for r in self.results
                ],
                "totals": list(self.totals),
            }
        )
        return info


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
)


@register
class TianJiu(TrickGame):
    spec = TIANJIU_SPEC
    state_class = TianJiuState
    bot_class = TrickBot


__all__ = [
    "DEALS",
    "DECK_OPTION",
    "SOURCES",
    "EARLY_DEATH",
    "MULTIPLIER",
    "OVER_FOUR",
    "DealResult",
    "TianJiu",
    "TianJiuState",
    "TrickGame",
    "settle_payments",
]
