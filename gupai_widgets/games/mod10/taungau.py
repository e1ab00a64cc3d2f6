"""Tau Ngau 鬥牛, "bull fight": five tiles, three set aside as a bull, the other two scored.

Rules (pagat.com, Tau Ngau; GuPai site, Tau Ngau; dominorules.com, Bullfighting; navpil/gupai
`mod10/taungau` as a second opinion): three to six seats, the banker included, stake and
then get five tiles each. Each seat sets aside three tiles whose pips add up to a multiple of
ten, the bull ([4:2] and [2:1] count 3 or 6 at the holder's choice, there and in the two
left); the two tiles left score their total modulo 10. A seat that cannot make a bull says
so: whether a seat made a bull is seen by all (pagat calls setting it aside a discard), but
its tiles lie face down until every player is compared with the banker at the showdown.

Options where the sources differ (the GuPai site sets the two side by side):

* `zero`: a bull whose two tiles make 0 scores 0, the lowest (pagat), or 10, the best (the
  Macao book as the GuPai site gives it).
* `settlement`: pagat's (the higher score wins the stake, a bull beats no bull, two hands
  without a bull push, ties push) or the Macao book's (a player without a bull pays 4 stakes
  whatever the banker holds; otherwise the difference in points changes hands, the banker
  without a bull counting 0).
* `bank`: the bank passes on only when the banker made a bull (pagat), or after every round.
* `decline_bull`: whether a player (not the banker) may say he has no bull although he could
  make one. Every source says a player *must* set three tiles aside, so by default he may
  not; the GuPai site notes that under the Macao book's settlement a bull of 1 point against
  the banker's 10 costs nine stakes where no bull costs four, which only pays a player who
  may decline. The players decide before the banker, as in every round here.

A fixed deal (`new_initial_state`): `hands` are the seats' five tiles in seat order, `rest`
the tiles nobody gets; `dealer` is the seat first offered the bank.
"""

from __future__ import annotations

from functools import cached_property
from itertools import product
from typing import TYPE_CHECKING

from ...engine import Action, GameSpec, Option, flag, register, seat_amount, seat_name
from ...engine.learning import BestMove
from ._bank import BankerGame, BankerState, Showdown, group_text, rounds_option
from .taungau_bot import TauNgauBot
from .taungau_hands import (
    DECLINED,
    NO_BULL,
    Rules,
    best,
    bull_places,
    bulls,
    decline_after_banker,
    describe,
    distribution,
    house_edge,
    keep_or_decline,
    points,
    points_words,
    values,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...pieces import Tile

__all__ = ["NO_BULL", "Rules", "TauNgau", "best", "bulls", "decline_after_banker", "describe",
           "distribution", "house_edge", "keep_or_decline", "points"]  # fmt: skip

SOURCES = (
    "pagat.com, Tau Ngau: https://www.pagat.com/tile/cdom/taungau.html",
    "GuPai site, Tau Ngau: https://navpil.github.io/gupai/gambling-games/tau-ngau.html",
    "dominorules.com, Bullfighting: https://www.dominorules.com/bullfighting",
    "navpil/gupai, mod10/taungau (a second opinion): https://github.com/navpil/gupai",
)


def _result(groups: Sequence[tuple[Tile, ...]], zero_high: bool) -> int:
    """A seat's result from the groups it turned up: the points of its two beside a bull of
    three, or no bull (one group of five)."""
    return points(groups[1], zero_high) if len(groups) == 2 else NO_BULL


@register
class TauNgau(BankerGame):
    spec = GameSpec(
        id="taungau",
        name="Tau Ngau",
        native_name="鬥牛",
        family="mod10",
        players=(3, 4, 5, 6),
        default_players=4,
        options=(
            Option(
                "zero", "low", ("low", "high"),
                "A bull whose two tiles make 0: low, it scores 0 (pagat); high, it scores 10, "
                "the best (the Macao book).",
            ),
            Option(
                "settlement", "pagat", ("pagat", "macao"),
                "pagat: the higher score wins the stake, a bull beats no bull, ties and two "
                "hands without a bull push; macao: no bull pays 4 stakes, otherwise the "
                "difference in points is paid.",
            ),
            Option(
                "bank", "after_bull", ("after_bull", "always"),
                "When the bank moves on: only after a round in which the banker made a bull "
                "(pagat), or after every round.",
            ),
            flag(
                "decline_bull",
                False,
                "A player (not the banker) may say he has no bull although he could make one, "
                "and settle as a hand without a bull; off, a seat with a bull must set one "
                "aside, as every source says.",
            ),
            rounds_option(4),
        ),
        sources=SOURCES,
        summary="Set aside three tiles that make a multiple of ten; the other two score.",
        deal_word="round",
        order=2,
        learn_first=('paigow',),
    )  # fmt: skip
    state_class = BankerState
    bot_class = TauNgauBot

    @cached_property
    def rules(self) -> Rules:
        return Rules(self.options["zero"] == "high", self.options["settlement"])

    @cached_property
    def players_gain(self) -> float:
        """What a round is worth to a player per stake (`house_edge`), which the bot reads
        at every bank and stake."""
        return house_edge(self.rules).expectation

    @cached_property
    def _outcomes(self) -> dict[int, dict[int, int]]:
        """`Rules.outcome` per banker's result, then per player's: what the player wins per
        stake (the results run from `NO_BULL` to 10)."""
        outcome, results = self.rules.outcome, range(NO_BULL, 11)
        return {
            banker: {player: outcome(player, banker) for player in results} for banker in results
        }

    def hand_size(self) -> int:
        return 5

    def play_actions(self, state: BankerState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        found = bull_places(hand, self.rules.zero_high)
        may_decline = self.options["decline_bull"] and seat != state.banker_seat
        if not found:
            if may_decline:
                # The others cannot tell a hand without a bull from a declined one until the
                # showdown: both read "has no bull" to them.
                return [Action(seat, "bull", tuple(hand), "none", _cannot_bull, _no_bull,
                               short="no bull")]  # fmt: skip
            return [Action(seat, "bull", tuple(hand), "none", _no_bull, short="no bull")]
        text = [str(tile) for tile in hand]
        made = [
            Action(
                seat, "bull", (hand[a], hand[b], hand[c], hand[i], hand[j]), "", _sets_bull,
                _sets_public, short=f"{text[a]} {text[b]} {text[c]} / {text[i]} {text[j]}",
            )
            for a, b, c, i, j, _ in found
        ]  # fmt: skip
        if may_decline:
            made.append(Action(seat, "bull", tuple(hand), DECLINED, _declines, _no_bull,
                               short="no bull"))  # fmt: skip
        return made

    def apply_play(self, state: BankerState, action: Action) -> bool:
        tiles = action.pieces
        made = action.detail == ""
        state.groups[action.player] = [tiles[:3], tiles[3:]] if made else [tiles]
        state.hands[action.player] = []
        return True

    def result_of(self, state: BankerState, seat: int) -> int:
        return _result(state.groups[seat], self.rules.zero_high)

    def explain_play(self, state: BankerState, action: Action) -> str:
        if action.detail == "none":
            return (
                f"{action.text}: no three of its tiles add up to a multiple of ten, so it "
                f"has no score."
            )
        if action.detail == DECLINED:
            return (
                f"{action.text}: he could make one but settles as a hand without a bull, "
                f"which has no score."
            )
        bull, rest = action.pieces[:3], action.pieces[3:]
        score = points_words(points(rest, self.rules.zero_high))
        return (
            f"{action.text}: the bull makes {_bull_total(bull)}, and {' '.join(map(str, rest))} "
            f"score {score}, face down until the showdown."
        )

    def settle(self, state: BankerState) -> Showdown:
        banker = state.banker_seat
        players = self.against[banker]
        # The round's groups as they were turned up, for the note written later.
        groups = tuple(map(tuple, state.groups))
        # Each seat's `result_of`, and what each player wins per stake against the banker's
        # result (`Rules.outcome`, from the game's table): every playout settles here.
        zero_high = self.rules.zero_high
        results = [_result(seat_groups, zero_high) for seat_groups in groups]
        against = self._outcomes[results[banker]]
        per_stake = {s: against[results[s]] for s in players}
        payments, outcomes = state.settle_against_bank(per_stake.__getitem__)
        labels = tuple(map(_LABELS.__getitem__, results))
        # What beat the other side: a winning player's last group (his two, or his five).
        best = tuple(
            [
                (False,) * (len(seat) - 1) + (per_stake.get(s, 0) > 0,)
                for s, seat in enumerate(groups)
            ]
        )
        stakes = tuple(state.stake)

        def note() -> str:
            lines = [
                f"{seat_name(s)} ({group_text(groups[s])}): {describe(results[s])}, "
                f"{_verdict(outcomes[s], per_stake[s], stakes[s])}."
                for s in players
            ]
            settled = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
            return (
                f"Showdown: the banker {seat_name(banker)} has {describe(results[banker])}. "
                f"{' '.join(lines)} Settlement: {settled}."
            )

        return Showdown(payments=payments, outcomes=outcomes, labels=labels, best=best, note=note)

    def bank_passes(self, state: BankerState, showdown: Showdown) -> bool:
        return (
            self.options["bank"] == "always" or self.result_of(state, state.banker_seat) != NO_BULL
        )

    decision = "bull"

    def player_best(self, state: BankerState, seat: int, legal: list[Action]) -> BestMove | None:
        ways = bulls(state.hands[seat], self.rules.zero_high)
        if len(ways) < 2 or ways[0].points <= ways[1].points:
            return None  # every bull scores the same: nothing to ask
        best = next(a for a in legal if a.pieces == ways[0].bull + ways[0].rest)
        scores = {way.bull + way.rest: way.points for way in ways}
        who = seat_name(seat)
        return BestMove(
            best,
            "Which bull would you set aside?",
            f"Which three of {who}'s five tiles should {who} set aside as the bull?",
            tuple(state.explain(a, seat) for a in legal),
            # What each way scores (`bulls` ranks the ways by it): a declined bull, none.
            worth=tuple(
                (a.short, NO_BULL if a.detail == DECLINED else scores[a.pieces]) for a in legal
            ),
        )

    def choice_values(
        self, state: BankerState, seat: int, legal: list[Action]
    ) -> dict[str, str] | None:
        """Each bull with what its two other tiles then score (the points `bulls` ranks
        the ways by)."""
        ways = bulls(state.hands[seat], self.rules.zero_high)
        scores = {way.bull + way.rest: way.points for way in ways if way.made}
        return {
            a.short: f"scores {points_words(scores[a.pieces])}"
            for a in legal
            if a.detail != DECLINED and a.pieces in scores
        }


# A seat's groups named on the table, by its result.
_LABELS = {NO_BULL: ("no bull",)} | {r: ("bull", points_words(r)) for r in range(11)}


def _bull_total(three: tuple) -> int:
    """The multiple of ten three tiles make, wild tiles counted as they must be."""
    return next(sum(v) for v in product(*map(values, three)) if sum(v) % 10 == 0)


def _verdict(word: str, per_stake: int, stake: int) -> str:
    if word == "push":
        return "a push"
    times = f" ({abs(per_stake)} × stake {stake})" if abs(per_stake) != 1 else ""
    return f"{word} {abs(per_stake) * stake}{times}"


def _sets_bull(a: Action) -> str:
    return (
        f"{seat_name(a.player)} sets aside {' '.join(map(str, a.pieces[:3]))} as the bull "
        f"and keeps {' '.join(map(str, a.pieces[3:]))}"
    )


def _sets_public(a: Action) -> str:
    return f"{seat_name(a.player)} sets a bull aside"


def _no_bull(a: Action) -> str:
    return f"{seat_name(a.player)} has no bull"


def _cannot_bull(a: Action) -> str:
    return f"{seat_name(a.player)} can make no bull"


def _declines(a: Action) -> str:
    return f"{seat_name(a.player)} declines his bull"
