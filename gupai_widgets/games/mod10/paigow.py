"""PaiGow 牌九, "tile nine": four tiles split into two hands, each played against the banker's.

Rules (Wikipedia "Pai gow"; GuPai site, Pai Gow; pagat.com, Pai Gow; navpil/gupai
`mod10/paigow` as a second opinion): each seat, the banker included, gets four tiles and
splits them face down into a higher and a lower hand of two tiles. At the showdown each
player's higher hand meets the banker's higher hand and his lower hand the banker's lower
hand: winning both wins the stake, losing both loses it, one of each is a push. Hands rank
Gee Joon [4:2][2:1] above the civil pairs, the military pairs, Wong (Heaven or Earth with a
nine), Gong (with an eight) and the points (the pip total modulo 10, a Gee Joon tile counting
3 or 6). Equal hands are decided by the higher single tile only; copies and two hands of 0
points go to the banker. In the family game (`tiles=2`) each seat gets two tiles and there
is one comparison. The bank passes round the table after every round (GuPai site).

Options where the sources differ: the rank of the Gee Joon tiles as the tile that breaks a
tie (pagat: lowest; GuPai site: [4:2] between the sevens and the fives, [2:1] lowest); Man
[4:4] as the eight of a Gong (Wikipedia, GuPai site) or only the military eights; copies
and 0–0 to the banker, or a copy as a push (navpil's family game).

A fixed deal (`new_initial_state`): `hands` are the seats' tiles in seat order, `rest` the 16
(or 24) tiles nobody gets; `dealer` is the seat first offered the bank.
"""

from __future__ import annotations

from functools import cached_property

from ...engine import Action, GameSpec, Option, flag, register, seat_amount, seat_name
from ...engine.learning import BestMove
from ...pieces import Tile
from ._bank import BankerGame, BankerState, Showdown, group_text, rounds_option
from .paigow_bot import PaiGowBot
from .paigow_hands import (
    Ranking,
    Rules,
    SplitOdds,
    house_edge,
    house_way,
    split_odds,
    split_text,
    splits,
)

__all__ = ["PaiGow", "Ranking", "Rules", "house_edge", "house_way", "split_odds", "splits"]

SOURCES = (
    "Wikipedia, Pai gow: https://en.wikipedia.org/wiki/Pai_gow",
    "GuPai site, Pai Gow: https://navpil.github.io/gupai/gambling-games/pai-gow.html",
    "pagat.com, Pai Gow: https://www.pagat.com/tile/cdom/paigow.html",
    "navpil/gupai, mod10/paigow (a second opinion): https://github.com/navpil/gupai",
)


# The least difference, in stakes per round, that makes one split clearly the better.
CLEAR = 0.02


@register
class PaiGow(BankerGame):
    # The search bot's strong budget (bots/levels.py): it weighs the odds of every split.
    strong_budget = 3_000
    spec = GameSpec(
        id="paigow",
        name="PaiGow",
        native_name="牌九",
        family="mod10",
        players=(2, 3, 4),
        options=(
            Option(
                "tiles", 4, (4, 2),
                "4: each seat splits four tiles into a higher and a lower hand; 2: the family "
                "game, one hand of two tiles each.",
            ),
            Option(
                "gee_joon_ties", "lowest", ("lowest", "ranked"),
                "How the Gee Joon tiles rank when the higher tile breaks a tie: lowest "
                "(pagat), or ranked ([4:2] between the sevens and the fives; GuPai site).",
            ),
            flag("man_gong", True, "Man [4:4] counts as the eight of a Gong (Heaven or Earth "
                 "with an eight); off: only the military eights."),
            Option(
                "ties", "banker", ("banker", "push"),
                "Copies (equal hands with equal high tiles) go to the banker, or are a push.",
            ),
            flag("zero_zero", True, "Two hands of 0 points go to the banker whatever their "
                 "tiles; off: the higher tile decides as in any tie."),
            rounds_option(4),
        ),
        sources=SOURCES,
        summary="Split four tiles into two hands; beat the banker with both to win.",
        deal_word="round",
        order=1,
    )  # fmt: skip
    state_class = BankerState
    bot_class = PaiGowBot

    @cached_property
    def rules(self) -> Rules:
        options = self.options
        ranking = Ranking(options["gee_joon_ties"] == "lowest", options["man_gong"])
        return Rules(ranking, options["ties"], options["zero_zero"])

    def hand_size(self) -> int:
        return self.options["tiles"]

    def group_words(self) -> tuple[str, ...]:
        return ("high", "low") if self.hand_size() == 4 else ("",)

    def play_order(self, banker: int) -> list[int]:
        # The family game has nothing to decide: the hands are compared as dealt.
        return super().play_order(banker) if self.hand_size() == 4 else []

    def play_actions(self, state: BankerState, seat: int) -> list[Action]:
        ranking = self.rules.ranking
        return [
            Action(
                seat, "split", split[0] + split[1], "", _splits, _sets,
                short=split_text(split, ranking),
            )
            for split in splits(state.hands[seat], ranking)
        ]  # fmt: skip

    def apply_play(self, state: BankerState, action: Action) -> bool:
        tiles = action.pieces
        state.groups[action.player] = [tiles[:2], tiles[2:]]
        state.hands[action.player] = []
        return True

    def explain_play(self, state: BankerState, action: Action) -> str:
        ranking = self.rules.ranking
        high, low = action.pieces[:2], action.pieces[2:]
        return (
            f"{action.text}: {ranking.name(*high)} and {ranking.name(*low)}, face down until "
            f"the showdown."
        )

    def settle(self, state: BankerState) -> Showdown:
        rules = self.rules
        hands, compare = rules.ranking.hands(), rules.compare
        banker = state.banker_seat
        players = self.against[banker]
        # The round's groups as they were turned up, for the note written later.
        groups = tuple(map(tuple, state.groups))
        # Per seat, its groups' keys and names (plain loops: a round has a few groups, and
        # a comprehension per seat cost more than the reading).
        keys: list[list[int]] = []
        names: list[tuple[str, ...]] = []
        for seat_groups in groups:
            seat_keys, seat_names = [], []
            for a, b in seat_groups:
                hand = hands[a][b]
                seat_keys.append(hand[0])
                seat_names.append(hand[1])
            keys.append(seat_keys)
            names.append(tuple(seat_names))
        labels = tuple(names)
        theirs = keys[banker]
        # Per player, each of his groups against the banker's (+1, 0 or −1) and the round's
        # outcome (the sign of their sum); per seat, which of its groups beat the other side
        # (none of the banker's).
        results: dict[int, list[int]] = {}
        signs: dict[int, int] = {}
        won = [(False,) * len(theirs)] * self.players
        for seat in players:
            found = results[seat] = list(map(compare, keys[seat], theirs))
            total = sum(found)
            signs[seat] = (total > 0) - (total < 0)
            won[seat] = tuple([r > 0 for r in found])
        best = tuple(won)
        payments, outcomes = state.settle_against_bank(signs.__getitem__)

        def note() -> str:
            lines = [
                self._comparison_words(seat, banker, groups, keys, results[seat], outcomes[seat])
                for seat in players
            ]
            settled = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
            return (
                f"Showdown: the banker {seat_name(banker)} shows {' and '.join(labels[banker])}. "
                f"{' '.join(lines)} Settlement: {settled}."
            )

        return Showdown(payments=payments, outcomes=outcomes, labels=labels, best=best, note=note)

    def _comparison_words(
        self,
        seat: int,
        banker: int,
        groups: tuple[tuple[tuple[Tile, ...], ...], ...],
        keys: list[list[int]],
        results: list[int],
        word: str,
    ) -> str:
        ranking = self.rules.ranking
        words = self.group_words()
        parts = []
        for index, result in enumerate(results):
            mine, theirs = groups[seat][index], groups[banker][index]
            verb = "beats" if result > 0 else "ties with" if result == 0 else "loses to"
            why = ""
            if result < 0 and keys[seat][index] < 32 and keys[banker][index] < 32:
                if self.rules.zero_zero:
                    why = " (0 against 0 goes to the banker)"
            elif result < 0 and keys[seat][index] == keys[banker][index]:
                why = " (a copy goes to the banker)"
            name = f"{words[index]} " if words[index] else ""
            parts.append(f"{name}{ranking.name(*mine)} {verb} {ranking.name(*theirs)}{why}")
        outcome = {"wins": "wins", "loses": "loses", "push": "a push"}[word]
        return f"{seat_name(seat)} ({group_text(groups[seat])}): {', '.join(parts)}: {outcome}."

    decision = "split"

    def _odds(self, state: BankerState, seat: int) -> list[SplitOdds]:
        """Each split of the seat's four tiles against every hand the banker may hold from
        the 28 tiles it has not seen, split the house way (`split_odds`), best first."""
        odds = split_odds(state.hands[seat], self.rules)
        return sorted(odds, key=lambda o: o.expectation, reverse=True)

    def player_best(self, state: BankerState, seat: int, legal: list[Action]) -> BestMove | None:
        odds = self._odds(state, seat)
        if odds[0].expectation - odds[1].expectation < CLEAR:
            return None  # too close to call for a question
        worth = {o.split[0] + o.split[1]: o.expectation for o in odds}
        best = next(a for a in legal if a.pieces == odds[0].split[0] + odds[0].split[1])
        figures = "; ".join(f"{a.short}: {worth[a.pieces]:+.3f}" for a in legal)
        who = seat_name(seat)
        return BestMove(
            best,
            "How would you split these four tiles?",
            f"{who} plays against the banker. How should {who} split these four tiles into a "
            "high and a low hand?",
            (
                state.explain(best, seat),
                f"Counted against every hand the banker may hold from the other 28 tiles, "
                f"split the house way, each split is worth per stake: {figures}.",
            ),
            worth=tuple((a.short, worth[a.pieces]) for a in legal),
        )

    def choice_values(
        self, state: BankerState, seat: int, legal: list[Action]
    ) -> dict[str, str] | None:
        worth = {o.split[0] + o.split[1]: o.expectation for o in self._odds(state, seat)}
        return {a.short: f"worth {worth[a.pieces]:+.3f} a stake" for a in legal}


def _splits(a: Action) -> str:
    high, low = a.pieces[:2], a.pieces[2:]
    return (
        f"{seat_name(a.player)} splits {' '.join(map(str, high))} high, "
        f"{' '.join(map(str, low))} low"
    )


def _sets(a: Action) -> str:
    return f"{seat_name(a.player)} sets two hands face down"
