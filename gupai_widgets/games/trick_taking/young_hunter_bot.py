"""A heuristic bot for Young Hunter: it guards its jacks, hits with them when they are
safe, catches the others' jacks, and announces only takings its hand all but guarantees.

It chooses from its seat's observation: its hand, the phase, and the game's facts
(`YoungHunterFacts`): the trump and the cards played in this deal (the trick and the trick
piles, face up). The unseen cards are those in the other hands; a card is *safe* in a trick
when no unseen card could beat it there. The unseen cards are kept as one bit mask of ranks
per suit, so these questions cost a shift and a comparison.

Bidding (announcing doubles a taking's value and a failure costs the doubled value, so an
announcement pays only when it succeeds more than two times in three): it announces the hit
with the jack of trumps when its trumps and the trumps it holds above the jack number five
or more (say J♥ with A♥ and three small hearts, or J♥ with four small hearts); measured
over bot games, such hands hit at least 83% of the time, and no other taking reached 80%
(a normal jack hits about a third of the time, a catch about half). With contras it contras
a hit of a jack it holds itself (a sure failure), a normal hit when it holds a card above
the jack, and a catch of its own jack of trumps when it would announce that jack's hit.

Play: leading, it leads a jack of its own that is safe (a hit), else a safe high card
(keeping the lead and drawing trumps), else a low card of a suit where it holds no jack.
Following, it hits with a safe jack; when another player's jack lies in the trick it takes
the trick with its cheapest sure winner, else with its best winner; when a player still to
play may hold the jack of the suit led, it takes the trick if it has a sure winner;
otherwise it gives its lowest card, never a jack while another card will do.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import chain
from typing import TYPE_CHECKING, cast

from ...pieces import Card
from ...pieces.cards import FRENCH_SUITS

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .young_hunter import YoungHunterFacts

JACK = 11
PLAYERS = 4
# Announce the trump hit when trumps held + trumps above the jack held reach this: in
# 150 seeded games of these bots such hands hit 83-100% of the time (break-even is 2/3).
HIT_STRENGTH = 5
# Ranks 2 to 14 (ace) as bits of a suit's mask.
ALL_RANKS = sum(1 << rank for rank in range(2, 15))

Unseen = dict[str, int]  # per suit, a bit for each rank no card of which this seat has seen


def beats(card: Card, best: Card, led: str, trump: str | None) -> bool:
    """Whether `card` played later takes a trick held by `best` with suit `led`."""
    if card.suit == best.suit:
        return card.rank > best.rank
    if trump is not None and card.suit == trump:
        return True
    return False


def unseen_cards(
    hand: Sequence[Card], trick: Sequence[Card], piles: Iterable[Sequence[Card | None]]
) -> Unseen:
    """The cards neither in `hand`, nor in the `trick`, nor in the trick `piles` of this
    deal (a mask of ranks per suit, as the result)."""
    known = dict.fromkeys(FRENCH_SUITS, 0)
    for c in chain(hand, trick):
        known[c.suit] |= 1 << c.rank
    for pile in piles:
        for card in pile:
            if card is not None:  # (none is: every card of this game is played face up)
                known[card.suit] |= 1 << card.rank
    return {suit: ALL_RANKS & ~mask for suit, mask in known.items()}


def beaten(card: Card, trump: str | None, unseen: Unseen) -> bool:
    """Whether some unseen card, played later, could take a trick `card` holds: a higher
    card of its suit, or any trump over a card of another suit."""
    if unseen[card.suit] >> (card.rank + 1):
        return True
    return trump is not None and card.suit != trump and unseen[trump] != 0


class YoungHunterBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return "YoungHunterBot()"

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        hand = cast("tuple[Card, ...]", seen.hand)
        facts = cast("YoungHunterFacts", seen.facts)
        trump = facts.trump
        if seen.phase == "bidding":
            return self._bid(legal, hand, trump)
        trick = [(p.seat, p.pieces[0]) for p in facts.trick]
        unseen = unseen_cards(hand, [card for _, card in trick], facts.won)
        if not trick:
            return self._lead(legal, hand, trump, unseen)
        return self._follow(legal, trick, trump, unseen)

    # -- bidding ---------------------------------------------------------------------------

    def wanted(self, hand: Sequence[Card], trump: str | None) -> set[str]:
        """The takings this hand announces, by their notation ("trump hit")."""
        jack = Card(trump, JACK) if trump is not None else None
        if jack is None or jack not in hand:
            return set()
        length = sum(1 for c in hand if c.suit == trump)
        higher = sum(1 for c in hand if c.suit == trump and c.rank > JACK)
        return {"trump hit"} if length + higher >= HIT_STRENGTH else set()

    def _bid(self, legal: Sequence[Action], hand: Sequence[Card], trump: str | None) -> Action:
        wanted = {f"announce {taking}" for taking in self.wanted(hand, trump)}
        for action in legal:
            if action.short in wanted:
                return action
        for action in legal:
            if action.kind == "contra" and self._contra(action, hand, trump):
                return action
        return next(a for a in legal if a.kind == "pass")

    def _contra(self, action: Action, hand: Sequence[Card], trump: str | None) -> bool:
        _, kind, suit = action.detail.split()
        jack = Card(suit, JACK)
        if kind == "hit":
            # The declarer cannot hit with a jack we hold; a normal jack with a card of ours
            # above it hits less than half the time. A trump hit is left alone: measured,
            # these bots' trump hits succeed 88% of the time whatever the others hold.
            above = any(c.suit == suit and c.rank > JACK for c in hand)
            return jack in hand or (suit != trump and above)
        # A catch of our own jack fails if we hit with it: contra when we would announce
        # that hit ourselves.
        return jack in hand and suit == trump and "trump hit" in self.wanted(hand, trump)

    # -- play ------------------------------------------------------------------------------

    def _lead(
        self, legal: Sequence[Action], hand: Sequence[Card], trump: str | None, unseen: Unseen
    ) -> Action:
        def top(card: Card) -> bool:
            return not unseen[card.suit] >> (card.rank + 1)

        def safe_lead(card: Card) -> bool:
            if not top(card):
                return False
            if card.suit == trump or trump is None:
                return True
            # Someone void in the suit could trump it: count the suit's unseen cards.
            left = unseen[card.suit].bit_count()
            trumps_out = unseen[trump] != 0
            return not trumps_out or left >= 6

        jacks = [a for a in legal if a.pieces[0].rank == JACK and safe_lead(a.pieces[0])]
        if jacks:
            return jacks[0]
        my_jack_suits = {c.suit for c in hand if c.rank == JACK}
        # Draw trumps with sure winners while a jack of ours waits in another suit.
        winners = [
            a
            for a in legal
            if a.pieces[0].rank != JACK
            and safe_lead(a.pieces[0])
            and (a.pieces[0].suit == trump or a.pieces[0].suit not in my_jack_suits)
        ]
        if winners and my_jack_suits:
            return max(winners, key=lambda a: (a.pieces[0].suit == trump, a.pieces[0].rank))

        def low_key(a: Action):
            card = a.pieces[0]
            return (
                card.rank == JACK,
                card.suit in my_jack_suits,
                card.suit == trump,
                card.rank,
                self.rng.random(),
            )

        return min(legal, key=low_key)

    def _follow(
        self,
        legal: Sequence[Action],
        trick: list[tuple[int, Card]],
        trump: str | None,
        unseen: Unseen,
    ) -> Action:
        led = trick[0][1].suit
        best = trick[0][1]
        for _, card in trick[1:]:
            if beats(card, best, led, trump):
                best = card
        later = PLAYERS - 1 - len(trick)

        def wins(card: Card) -> bool:
            return beats(card, best, led, trump)

        def safe(card: Card) -> bool:
            return later == 0 or not beaten(card, trump, unseen)

        cards = [a.pieces[0] for a in legal]
        by_card = {a.pieces[0]: a for a in legal}
        for card in cards:
            if card.rank == JACK and wins(card) and safe(card):
                return by_card[card]
        jack_in_trick = any(c.rank == JACK for _, c in trick)
        # A player still to play may have to follow with the jack of the suit led.
        jack_may_fall = later > 0 and unseen[led] >> JACK & 1 == 1
        winners = [c for c in cards if wins(c) and c.rank != JACK]
        if (jack_in_trick or jack_may_fall) and winners:
            sure = [c for c in winners if safe(c)]
            if sure:
                return by_card[min(sure, key=self._cost)]
            if jack_in_trick:
                return by_card[max(winners, key=self._strength(led, trump))]
        losers = [c for c in cards if not wins(c)] or cards
        non_jacks = [c for c in losers if c.rank != JACK] or losers
        return by_card[min(non_jacks, key=self._cost)]

    def _cost(self, card: Card) -> tuple[int, int, float]:
        return (card.rank == JACK, card.rank, self.rng.random())

    @staticmethod
    def _strength(led: str, trump: str | None):
        def key(card: Card) -> tuple[int, int]:
            return (2 if card.suit == trump else 1 if card.suit == led else 0, card.rank)

        return key
