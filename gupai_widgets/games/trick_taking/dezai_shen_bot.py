"""A heuristic bot for Dezai Shen: it bids a contract only when its hand can make it,
discards to keep trumps and long strong suits, and plays for tricks (as the taker) or to
stop the taker (as an opponent).

It chooses from its seat's observation: its hand, and the game's facts
(`DezaiShenFacts`): the contract, the cards played (the trick and the trick piles, face
up) and the cards set aside as this seat sees them (its own discards after Take, its own
12 after Poke). The unseen cards are the others' hands, the poke and what was put aside
unseen.

* Piles lie face down, so any pile is as good as another: it picks one at random.
* Bidding: it estimates the tricks a hand takes (`estimate_tricks`, a linear fit: about
  1.35 for a high trump, 0.7 for a low one, 0.95 for a king, less for a guarded queen or
  page, more for trumps beyond four) and turns the margin over a contract's tricks into a
  chance of making it (`chance`). For Take it draws 24 possible pokes from the unseen
  cards, discards as it would (`kept_estimate`, the fast form of discarding card by card
  with `best_discard`), and averages. It never bids Poke (the poke is unseen, and
  seven tricks from a random hand are rare). A made contract wins the taker 2N and a
  failed one costs 2N, so a bid needs a better than even chance; it asks for 60% and bids
  the contract worth most. It doubles another player's standing bid only with a strong
  defence (two high trumps and four trumps in all).
* Discarding after Take: it keeps trumps first, then kings and queens, and gives up the
  short weak suits, which leaves voids to trump in.
* Play: the taker first drives out the one card above a suit it holds two of (a queen
  whose king is out) while it has high trumps to win the lead back, then draws trumps
  with high trumps, cashes sure winners, then leads low.
  An opponent gives its lowest card to a trick the other opponent holds safely; otherwise
  everybody takes a trick with the cheapest card that is sure to hold it (or, last to play,
  with the cheapest winner), and when it cannot win it gives its least useful card.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ...pieces import Card, dezai_deck
from ...pieces.cards import DEZAI_SUITS, HIGH_CARDS

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .dezai_shen import DezaiShenFacts

PLAYERS = 3
HAND = 12
HIGH_TRUMPS = ("Sun", "Moon", "Star")
NEEDED = {"Take": 10, "Hold": 8, "Poke": 7}
TOKENS = {"Take": 1, "Hold": 3, "Poke": 7}
DECK = dezai_deck(without=("Tree", "Crown"))
TAKE_SAMPLES = 24
# The chance of making a contract is a logistic curve of the margin (estimated tricks −
# tricks needed + SLACK) over SCALE. Fitted to seeded hands per bid played out by these
# bots: a Hold hand's estimate is about right (spread 1.5 tricks; 900 hands, and 2,000
# again once the taker drove out kings before drawing trumps: SLACK 0.5-0.75 fit best);
# after Take the estimate of the kept cards spreads more (1.8) and the taker makes about
# two tricks more than it says (2,000 hands: 40 % made, 38 % predicted, the least log
# loss from SLACK 1.75 to 2; the Take hands it bids are then made 70 % of the time).
SLACK = {"Hold": 0.5, "Take": 1.75}
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


def estimate_tricks(hand: Sequence[Card]) -> float:
    """Tricks a hand can expect to take against two opponents: a linear fit to the tricks
    this bot took as taker of Hold in 1,200 seeded hands (residual spread about 1.5)."""
    highs = sum(1 for c in hand if is_high_trump(c))
    lows = sum(1 for c in hand if c.is_high and not is_high_trump(c))
    suits = Counter(c.suit for c in hand if not c.is_high)
    kings = sum(1 for c in hand if not c.is_high and c.rank == 10)
    queens = sum(1 for c in hand if not c.is_high and c.rank == 9 and suits[c.suit] >= 2)
    pages = sum(1 for c in hand if not c.is_high and c.rank == 8 and suits[c.suit] >= 3)
    return fitted_tricks(highs, lows, kings, queens, pages)


def fitted_tricks(highs: int, lows: int, kings: int, queens: int, pages: int) -> float:
    """The fit of `estimate_tricks` from its counts: high and low trumps, kings, queens
    with a second card of their suit and pages with two more."""
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


def best_discard(hand: Sequence[Card]) -> Card:
    plain = [c for c in hand if not c.is_high]
    lengths = Counter(c.suit for c in plain)
    tops: dict[str, int] = {}
    for c in plain:
        tops[c.suit] = max(tops.get(c.suit, 0), c.rank)
    return min(hand, key=lambda c: (keep_value(c, lengths, tops), c.suit, c.rank))


# `kept_estimate` works on cards as small numbers: a suit card is 16 × its suit's place in
# alphabetical order (`best_discard` breaks ties by the suit's name) + its rank, a high
# card HIGH_CODE + 1 for a high trump, + 0 for a low one.
SUIT_PLACE = {suit: place for place, suit in enumerate(sorted(DEZAI_SUITS))}
HIGH_CODE = 16 * len(DEZAI_SUITS)
CODE = {
    c: HIGH_CODE + is_high_trump(c) if c.is_high else 16 * SUIT_PLACE[c.suit] + c.rank for c in DECK
}


def kept_estimate(codes: list[int], size: int) -> float:
    """`estimate_tricks` of the `size` cards left when the taker discards from the cards
    `codes` one `best_discard` at a time."""
    return kept_fit(*card_masks(codes), len(codes) - size)


def card_masks(codes: list[int]) -> tuple[list[int], int, int]:
    """Cards as a mask of ranks per suit (bit r for rank r), and the counts of high and
    low trumps."""
    masks = [0] * len(DEZAI_SUITS)
    highs = lows = 0
    for code in codes:
        if code > HIGH_CODE:
            highs += 1
        elif code == HIGH_CODE:
            lows += 1
        else:
            masks[code >> 4] |= 1 << (code & 15)
    return masks, highs, lows


def kept_fit(masks: list[int], highs: int, lows: int, discards: int) -> float:
    """`estimate_tricks` of a hand given by `card_masks` once `discards` cards are gone,
    each the `best_discard` of what is left. Kept values never let a high card go before a
    suit card, and within a suit they rise with the rank; so each discard is the lowest
    card of one suit, the one whose value (and then suit name) is least. A hand has at
    most 8 high cards, so discarding down to 12 from 24 or fewer leaves them all.
    `masks` is used up."""
    # The kept value of each suit's lowest card; only the suit discarded from changes.
    lowest = [LOWEST_VALUE[mask] for mask in masks]
    for _ in range(discards):
        place = lowest.index(min(lowest))  # the first suit by name among the least
        mask = masks[place] & (masks[place] - 1)
        masks[place] = mask
        lowest[place] = LOWEST_VALUE[mask]
    kings = queens = pages = 0
    for mask in masks:
        king, queen, page = HONOURS[mask]
        kings += king
        queens += queen
        pages += page
    return fitted_tricks(highs, lows, kings, queens, pages)


def _lowest_value(mask: int) -> int:
    """`keep_value` of the lowest card of a suit whose ranks are the bits of `mask`; above
    any kept value for an empty suit, which has nothing to discard."""
    if not mask:
        return 1_000
    low = (mask & -mask).bit_length() - 1
    value = low + 2 * mask.bit_count()
    if low == 10:
        return value + 20
    if low == 9 and mask >> 10:
        return value + 12
    return value


def _honours(mask: int) -> tuple[int, int, int]:
    """What `estimate_tricks` counts in a suit: its king, its queen with a second card and
    its page with two more."""
    length = mask.bit_count()
    return mask >> 10 & 1, length >= 2 and mask >> 9 & 1, length >= 3 and mask >> 8 & 1


# Per mask of a suit's ranks (bits 1 to 10): worked out once, looked up in every sample.
LOWEST_VALUE = [_lowest_value(mask) for mask in range(1 << 11)]
HONOURS = [_honours(mask) for mask in range(1 << 11)]


def _pool_sample(rng: random.Random, population: list[int], k: int) -> list[int]:
    """`rng.sample(population, k)` for a population of at most 85 (as `random.sample`
    draws it then: the same numbers from the generator, the same result), without its
    checks and calls: the bot samples at every bid of every playout of a search."""
    getrandbits = rng.getrandbits
    pool = list(population)
    n = len(pool)
    result = []
    for i in range(k):
        m = n - i
        bits = m.bit_length()
        j = getrandbits(bits)
        while j >= m:
            j = getrandbits(bits)
        result.append(pool[j])
        pool[j] = pool[m - 1]
    return result


def _same_as_random_sample() -> bool:
    """Whether `_pool_sample` draws exactly as this Python's `random.sample` does."""
    population = list(range(len(DECK) - HAND))
    return all(
        _pool_sample(random.Random(seed), population, HAND)
        == random.Random(seed).sample(population, HAND)
        for seed in range(20)
    )


# `random.sample` itself where a Python draws otherwise: the bot's moves stay the same.
_sample = _pool_sample if _same_as_random_sample() else random.Random.sample


class DezaiShenBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "DezaiShenBot()"

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "choose":
            return self.rng.choice(legal)
        hand = cast("tuple[Card, ...]", seen.hand)
        if kind in ("bid", "double", "pass"):
            return self._bid(legal, hand)
        if kind == "discard":
            card = best_discard(hand)
            return next(a for a in legal if a.pieces[0] == card)
        facts = cast("DezaiShenFacts", seen.facts)
        seat = cast(int, seen.seat)  # the seat to move: never None
        trick = [(p.seat, p.pieces[0]) for p in facts.trick]
        known = {c for _, c in trick}
        for pile in facts.won:
            known.update(pile)
        # What the seat put aside itself (after Take or Poke) is out of play; a card set
        # aside unseen is None here, which no card of the deck is.
        known.update(facts.set_aside)
        known.update(hand)
        unseen = [c for c in DECK if c not in known]
        assert facts.contract is not None
        return self._play(legal, seat, facts.contract.taker, trick, unseen)

    # -- bidding ---------------------------------------------------------------------------

    def _bid(self, legal: Sequence[Action], hand: Sequence[Card]) -> Action:
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

    def _take_chance(self, hand: Sequence[Card]) -> float:
        held = set(hand)
        unseen = [CODE[c] for c in DECK if c not in held]
        mine, highs, lows = card_masks([CODE[c] for c in hand])
        total = 0.0
        for _ in range(TAKE_SAMPLES):
            poke, poke_highs, poke_lows = card_masks(_sample(self.rng, unseen, HAND))
            masks = [a | b for a, b in zip(mine, poke, strict=True)]
            estimate = kept_fit(masks, highs + poke_highs, lows + poke_lows, HAND)
            total += chance(estimate, "Take")
        return total / TAKE_SAMPLES

    @staticmethod
    def _strong_defence(hand: Sequence[Card]) -> bool:
        highs = sum(1 for c in hand if is_high_trump(c))
        trumps = sum(1 for c in hand if c.is_high)
        return highs >= 2 and trumps >= 4

    # -- play ------------------------------------------------------------------------------

    def _play(
        self,
        legal: Sequence[Action],
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
            # While it still holds high trumps to win the lead back, the taker first
            # drives out the one card above the top of a suit it holds two of (a queen
            # whose king is out), so that the rest of the suit wins later; then it draws
            # trumps. (Found where the search bot overruled this bot as taker; with it the
            # bot makes 59 % of the Take contracts it rated 40-60 %, against 49 % before.)
            plain = [c for c in cards if not c.is_high]
            lengths = Counter(c.suit for c in plain)
            drives = [
                c
                for c in plain
                if lengths[c.suit] >= 2
                and not any(d.suit == c.suit and d.rank > c.rank for d in plain)
                and sum(not u.is_high and u.suit == c.suit and u.rank > c.rank for u in unseen) == 1
            ]
            if drives:
                return max(drives, key=lambda c: (lengths[c.suit], c.rank))
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
