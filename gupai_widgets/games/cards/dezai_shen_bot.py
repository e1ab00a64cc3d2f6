"""A heuristic bot for Dezai Shen: it bids a contract only when its hand can make it,
discards to keep trumps and long strong suits, and plays for tricks (as the taker) or to
stop the taker (as an opponent).

It decides from what its seat sees (`zones(seat)` and the public facts of the view): its
hand, the cards played (the trick and the tricks taken), what it put aside itself, and the
contract. The unseen cards are the others' hands, the poke and what was put aside unseen.

* Piles lie face down, so any pile is as good as another: it picks one at random.
* Bidding: it estimates the tricks a hand takes (`estimate_tricks`, a linear fit: about
  1.35 for a high trump, 0.7 for a low one, 0.95 for a king, less for a guarded queen or
  page, more for trumps beyond four) and turns the margin over a contract's tricks into a
  chance of making it (`chance`). For Take it draws 24 possible pokes from the unseen
  cards, discards as it would, and averages. It never bids Poke (the poke is unseen, and
  seven tricks from a random hand are rare). A made contract wins the taker 2N and a
  failed one costs 2N, so a bid needs a better than even chance; it asks for 60% and bids
  the contract worth most. It doubles another player's standing bid only with a strong
  defence (two high trumps and four trumps in all).
* Discarding after Take: it keeps trumps first, then kings and queens, and gives up the
  short weak suits, which leaves voids to trump in.
* Play: the taker draws trumps with high trumps, cashes sure winners, then leads low.
  An opponent gives its lowest card to a trick the other opponent holds safely; otherwise
  everybody takes a trick with the cheapest card that is sure to hold it (or, last to play,
  with the cheapest winner), and when it cannot win it gives its least useful card.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import TYPE_CHECKING

from ...pieces import Card, dezai_deck
from ...pieces.cards import HIGH_CARDS

if TYPE_CHECKING:
    from ...engine import Action, State

PLAYERS = 3
HAND = 12
HIGH_TRUMPS = ("Sun", "Moon", "Star")
NEEDED = {"Take": 10, "Hold": 8, "Poke": 7}
TOKENS = {"Take": 1, "Hold": 3, "Poke": 7}
DECK = dezai_deck(without=("Tree", "Crown"))
TAKE_SAMPLES = 24
# The chance of making a contract is a logistic curve of the margin (estimated tricks −
# tricks needed + SLACK) over SCALE. Fitted to 900 seeded hands per bid played out by these
# bots: a Hold hand's estimate is about right (spread 1.5 tricks); after Take the estimate
# of the kept cards spreads more (1.8) and the taker makes a trick more than it says.
SLACK = {"Hold": 0.5, "Take": 1.0}
SCALE = {"Hold": 0.8, "Take": 1.0}
# A bid must be this likely to be made: at an even chance it gains nothing on average.
MIN_CHANCE = 0.6


def is_high_trump(card: Card) -> bool:
    return card.is_high and HIGH_CARDS[card.rank - 1] in HIGH_TRUMPS


def card_power(card: Card) -> int:
    """What a card is worth keeping or spending: high trumps most, then low trumps, then
    suit cards by rank."""
    if is_high_trump(card):
        return 30
    if card.is_high:
        return 20
    return card.rank


def estimate_tricks(hand: list[Card]) -> float:
    """Tricks a hand can expect to take against two opponents: a linear fit to the tricks
    this bot took as taker of Hold in 1,200 seeded hands (residual spread about 1.5)."""
    highs = sum(1 for c in hand if is_high_trump(c))
    lows = sum(1 for c in hand if c.is_high and not is_high_trump(c))
    suits = Counter(c.suit for c in hand if not c.is_high)
    kings = sum(1 for c in hand if not c.is_high and c.rank == 10)
    queens = sum(1 for c in hand if not c.is_high and c.rank == 9 and suits[c.suit] >= 2)
    pages = sum(1 for c in hand if not c.is_high and c.rank == 8 and suits[c.suit] >= 3)
    extra_trumps = max(0, highs + lows - 4)
    return (
        0.5 + 1.35 * highs + 0.7 * lows + 0.95 * kings + 0.6 * queens + 0.35 * pages
        + 0.7 * extra_trumps
    )  # fmt: skip


def chance(estimate: float, bid: str) -> float:
    """The chance that a hand estimated at `estimate` tricks makes `bid` (Hold or Take)."""
    return 1 / (1 + math.exp(-(estimate - NEEDED[bid] + SLACK[bid]) / SCALE[bid]))


def keep_value(card: Card, lengths: Counter[str], tops: dict[str, int]) -> float:
    """How much the taker wants to keep `card`, given the length and the top rank of each
    suit in the hand it discards from."""
    if card.is_high:
        return 100 + card_power(card)
    value = card.rank + 2 * lengths[card.suit]
    if card.rank == 10:
        value += 20
    elif card.rank == 9 and tops[card.suit] == 10:
        value += 12
    return value


def best_discard(hand: list[Card]) -> Card:
    plain = [c for c in hand if not c.is_high]
    lengths = Counter(c.suit for c in plain)
    tops: dict[str, int] = {}
    for c in plain:
        tops[c.suit] = max(tops.get(c.suit, 0), c.rank)
    return min(hand, key=lambda c: (keep_value(c, lengths, tops), c.suit, c.rank))


def discard_to(hand: list[Card], size: int) -> list[Card]:
    kept = list(hand)
    while len(kept) > size:
        kept.remove(best_discard(kept))
    return kept


class DezaiShenBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "DezaiShenBot()"

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "choose":
            return self.rng.choice(legal)
        seat = state.current_player
        info = state.table_info(seat)  # type: ignore[attr-defined]
        zones = state.zones(seat)
        hand = zones[f"hand {seat}"]
        if kind in ("bid", "double", "pass"):
            return self._bid(legal, hand)
        if kind == "discard":
            card = best_discard(hand)
            return next(a for a in legal if a.pieces[0] == card)
        played = [cards for name, cards in zones.items() if name == "trick" or name[:3] == "won"]
        seen = {c for cards in played for c in cards}
        # What the seat put aside itself (after Take or Poke) is out of play.
        seen |= {c for c in zones["set aside"] if c is not None}
        unseen = [c for c in DECK if c not in seen and c not in hand]
        trick = [(p["seat"], c) for p, c in zip(info["trick"], zones["trick"], strict=True)]
        return self._play(legal, seat, info["contract"]["taker"], trick, unseen)

    # -- bidding ---------------------------------------------------------------------------

    def _bid(self, legal: list[Action], hand: list[Card]) -> Action:
        chances = {"Hold": chance(estimate_tricks(hand), "Hold")}
        if any(a.kind == "bid" and a.detail == "Take" for a in legal):
            chances["Take"] = self._take_chance(hand)
        bids = [a for a in legal if a.kind == "bid" and chances.get(a.detail, 0) >= MIN_CHANCE]
        if bids:
            return max(bids, key=lambda a: TOKENS[a.detail] * (2 * chances[a.detail] - 1))
        doubles = [a for a in legal if a.kind == "double"]
        if doubles and self._strong_defence(hand):
            return doubles[0]
        return next(a for a in legal if a.kind == "pass")

    def _take_chance(self, hand: list[Card]) -> float:
        unseen = [c for c in DECK if c not in hand]
        total = 0.0
        for _ in range(TAKE_SAMPLES):
            poke = self.rng.sample(unseen, HAND)
            kept = discard_to(hand + poke, HAND)
            total += chance(estimate_tricks(kept), "Take")
        return total / TAKE_SAMPLES

    @staticmethod
    def _strong_defence(hand: list[Card]) -> bool:
        highs = sum(1 for c in hand if is_high_trump(c))
        trumps = sum(1 for c in hand if c.is_high)
        return highs >= 2 and trumps >= 4

    # -- play ------------------------------------------------------------------------------

    def _play(
        self,
        legal: list[Action],
        seat: int,
        taker: int,
        trick: list[tuple[int, Card]],
        unseen: list[Card],
    ) -> Action:
        by_card = {a.pieces[0]: a for a in legal}
        cards = list(by_card)
        if not trick:
            return by_card[self._lead(cards, seat == taker, unseen)]
        return by_card[self._follow(cards, seat, taker, trick, unseen)]

    def _lead(self, cards: list[Card], taker: bool, unseen: list[Card]) -> Card:
        trumps_out = [c for c in unseen if c.is_high]
        highs = [c for c in cards if is_high_trump(c)]
        if taker and highs and trumps_out:
            return highs[0]
        sure = [c for c in cards if self._sure_lead(c, unseen)]
        if sure:
            return min(sure, key=card_power)
        plain = [c for c in cards if not c.is_high] or cards
        return min(plain, key=lambda c: (card_power(c), self.rng.random()))

    @staticmethod
    def _sure_lead(card: Card, unseen: list[Card]) -> bool:
        if is_high_trump(card):
            return True
        if card.is_high:
            return not any(is_high_trump(u) for u in unseen)
        if any(u.is_high for u in unseen):
            return False
        return not any(u.suit == card.suit and u.rank > card.rank for u in unseen)

    def _follow(
        self,
        cards: list[Card],
        seat: int,
        taker: int,
        trick: list[tuple[int, Card]],
        unseen: list[Card],
    ) -> Card:
        later = PLAYERS - 1 - len(trick)
        lead = trick[0][1]
        holder, best = trick[0]
        for s, c in trick[1:]:
            if _beats(c, best, lead):
                holder, best = s, c

        def safe(card: Card) -> bool:
            return later == 0 or not any(_beats(u, card, lead) for u in unseen)

        winners = [c for c in cards if _beats(c, best, lead)]
        partner_holds = seat != taker and holder != taker
        if partner_holds and (later == 0 or safe(best)):
            return min(cards, key=lambda c: (card_power(c), self.rng.random()))
        sure = [c for c in winners if safe(c)]
        if sure:
            return min(sure, key=card_power)
        if winners and later == 0:
            return min(winners, key=card_power)
        if winners and not partner_holds:
            cheap = min(winners, key=card_power)
            if card_power(cheap) < 20:
                return cheap
        return min(cards, key=lambda c: (card_power(c), self.rng.random()))


def _beats(card: Card, best: Card, lead: Card) -> bool:
    """Whether `card`, played after `best`, takes a trick led by `lead` from it."""
    if card.is_high:
        if not best.is_high:
            return True
        return is_high_trump(card) and not is_high_trump(best)
    if best.is_high:
        return False
    return not lead.is_high and card.suit == lead.suit == best.suit and card.rank > best.rank
