"""Dezai Shen: three players bid Take, Hold or Poke and try to make the contract with the
Nismiram deck.

Sources: dezai-shen.md = Nismiram's Dezai Shen page
(https://nismiram.com/secondrealm/dezaishen.html), the deck list
(https://nismiram.com/secondrealm/cards.html) and FACTS.md §2.2 "Dezai Shen".

Rules: the 50-card Nismiram deck without the Tree and the Crown, 48 cards: four suits
(Towers, Crescents, Swords, Cups) from One to King and eight high cards, the trumps — the
high trumps Sun, Moon and Star and the low trumps Leopard, Bear, Wolf, Boar and Serpent.
The players draw for the first deal and the lowest card deals (suits from low to high
Crescents, Cups, Swords, Towers, then the high cards). The dealer deals the whole deck
into four piles of 12 (A to D, in the order of the shuffle); the players, from the dealer's
left, each choose a pile, and the pile left over is the poke. An auction follows from the
dealer's left: the bids, rising, are Take, Hold and Poke; a later player may instead Double
the standing bid (the bidder stays the taker); a player who passes may not bid again; two
passes in a row end the auction (also when everybody but the taker has passed, and before
any bid: the dealer, who speaks last, is then not asked), and if nobody bids the hand is
void and the deal passes to the dealer's left. Take: the taker
adds the poke to his hand and discards 12 cards face down. Hold: he plays the 12 cards he
chose; the poke is put aside unseen. Poke: he puts his 12 cards aside and plays the poke.
Twelve tricks follow; every player must follow suit, else play a trump, and a player who
trumps must beat the trumps already in the trick if he can; with neither, any card. A
trick goes to the best trump, else to the highest card of the suit led; the high trumps
beat the low ones, and between trumps of one class the first played wins. The taker wins
the hand with at least the contract's tricks:

    Take 10 tricks, 1 token     doubled 9 tricks, 2 tokens
    Hold  8 tricks, 3 tokens    doubled 7 tricks, 6 tokens
    Poke  7 tricks, 7 tokens    doubled 6 tricks, 14 tokens

Readings where the source is silent or contradicts itself (FACTS.md §2.2 (a)–(d)):

* (a) Rank within a suit is never stated: One lowest up to Seven, then Page, Queen, King
  highest. No source suggests another order, so there is no option for it.
* (b) Directions. Play goes round in seat order P1, P2, P3, which is clockwise (the source
  plays and bids clockwise; `spec.clockwise`), so a player's left neighbour is the next seat.
  The source says the auction and the choice of piles start at the dealer's left, the
  player at the dealer's *right* leads the first trick, the deal passes to the *right*
  after a hand played, and to the *left* after a void hand. Every one of these can be
  played as written, so `directions="as_written"` (the default) follows the text exactly;
  `directions="clockwise"` makes everything go one way, as in most clockwise games: the
  dealer's left neighbour leads the first trick and the deal always passes to the left.
* (c) The settlement: "each player sets out" the contract's tokens and "the taker sets out
  an identical number". `settlement="symmetric"` (the default, FACTS' recommendation):
  the taker stakes as much as both opponents together, so a made contract wins him 2N
  tokens, N from each opponent, and a failed one costs him 2N, N to each.
  `settlement="taker_stakes_n"`: the taker stakes N; made, he wins 2N (N from each);
  failed, the opponents share his N, N/2 each. So that shares of odd stakes stay whole,
  this reading's returns are counted in half tokens (`DezaiShenFacts.unit`).
* (d) The duty to beat the trumps in the trick is stated for a player who cannot follow
  suit; whether it binds a player following a trump lead is not.
  `overtrump_on_trump_lead=False` (the default) reads the text as written; True extends
  the duty. Since trumps of one class tie, beating means a high trump over low ones.
* (e) "When two players in a row pass, the bidding is over" holds before any bid too: the
  two players after the dealer passing end it, and the hand is void without the dealer
  speaking (the default, as written). `dealer_speaks_last=True` asks the dealer all the
  same, a reading in which every player has a turn to bid (this library's rule before
  rules version 2).

Project decisions: the draw is made from the seed before the shuffles, one card per seat,
and shown in `DezaiShenFacts.draw`; between high cards (drawn only when all three draw
one) the low trumps count lower than the high ones and within a class the later-listed
card is the lower (Serpent lowest). The cut and the dealing are in the shuffle. A match is `deals`
deals, void hands included: each deal is one shuffle, and a void hand is a deal in which
nobody bid. `result()` gives the match totals as payments (in tokens, or half tokens), the
tricks each seat took in the last hand settled as scores (none in a void hand) and that
hand's settlement as its note.

A fixed deal: nobody is dealt a hand, so `hands` are three empty lists (or left out), and
`rest` is the 48 cards as they lie in the piles, pile A's 12 first, then B, C and D.
`dealer` deals instead of the lowest card of the draw: `DezaiShenFacts.draw` is then
empty, unless the draw from the seed names the same dealer. `deal_number` says which deal
of the match it is; without `dealer`, the draw names the dealer of that deal. The later
deals are shuffled from the seed, and their dealers follow from the play.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from ...engine import (
    Action,
    Game,
    GameSpec,
    Option,
    flag,
    register,
    seat_amount,
    seat_name,
)
from ...engine import sentences as say
from ...engine.result import DealResult as BaseDealResult
from ...pieces import Card, dezai_deck
from ...pieces.cards import DEZAI_RANK_NAMES, DEZAI_SUITS, HIGH, HIGH_CARDS
from ._tricks import Immutable, Play, Trick, TrickFacts, TrickState, new_play
from ._words import words
from .dezai_shen_bot import DezaiShenBot

PLAYERS = 3
PILES = 4
PILE_SIZE = 12
# Piles are named by letter: a zone name ending in a number names a seat's zone.
PILE_NAMES = ("A", "B", "C", "D")
LEFT_OUT = ("Tree", "Crown")
HIGH_TRUMPS = ("Sun", "Moon", "Star")
LOW_TRUMPS = ("Leopard", "Bear", "Wolf", "Boar", "Serpent")
BIDS = ("Take", "Hold", "Poke")
# (bid, doubled) -> (tricks needed, tokens)
CONTRACTS = {
    ("Take", False): (10, 1),
    ("Take", True): (9, 2),
    ("Hold", False): (8, 3),
    ("Hold", True): (7, 6),
    ("Poke", False): (7, 7),
    ("Poke", True): (6, 14),
}
# The draw for the first deal: suits from low to high, then the high cards.
DRAW_SUITS = ("Crescents", "Cups", "Swords", "Towers")
DISPLAY_SUITS = DEZAI_SUITS  # Towers, Crescents, Swords, Cups
DECK = dezai_deck(without=LEFT_OUT)

DEALS = Option(
    "deals", 3, (1, 3, 6, 9),
    "How many deals the match lasts, void hands included; 3 lets every player deal once "
    "when the deal goes round.",
)  # fmt: skip
DIRECTIONS = Option(
    "directions", "as_written", ("as_written", "clockwise"),
    "as_written: the dealer's right leads, the deal passes right (left after a void hand); "
    "clockwise: the dealer's left leads and the deal always passes left.",
)  # fmt: skip
SETTLEMENT = Option(
    "settlement", "symmetric", ("symmetric", "taker_stakes_n"),
    "symmetric: the taker wins or loses 2N tokens, N from or to each opponent; "
    "taker_stakes_n: he wins 2N or loses N, shared by the opponents (counted in half tokens).",
)  # fmt: skip
DEALER_SPEAKS_LAST = flag(
    "dealer_speaks_last",
    False,
    "When the two players after the dealer both pass, the dealer may still bid (every player "
    "speaks once); off, as the source says, two passes in a row end the bidding and the hand "
    "is void.",
)
OVERTRUMP_ON_TRUMP_LEAD = flag(
    "overtrump_on_trump_lead",
    False,
    "A player following a trump lead must also beat the trumps in the trick if he can "
    "(a high trump over low ones).",
)


# The high trumps' places in HIGH_CARDS, which is a high card's rank.
HIGH_TRUMP_RANKS = frozenset(HIGH_CARDS.index(name) + 1 for name in HIGH_TRUMPS)


def is_trump(card: Card) -> bool:
    return card.suit == HIGH


def is_high_trump(card: Card) -> bool:
    return card.suit == HIGH and card.rank in HIGH_TRUMP_RANKS


def trump_class(card: Card) -> str:
    return "high trump" if is_high_trump(card) else "low trump"


def hand_order(card: Card) -> tuple[int, int]:
    """High cards first in the deck's order, then Towers, Crescents, Swords, Cups, each
    from the King down."""
    if card.is_high:
        return (0, card.rank)
    return (1 + DISPLAY_SUITS.index(card.suit), -card.rank)


# A card's number is its place in hand order: the trumps first (the high ones first of
# all), then each suit as a run. A hand kept as sorted numbers finds the cards that follow
# suit or trump as a slice, by bisection, and the numbers compare and index as cheaply as
# anything in Python.
IN_ORDER = tuple(sorted(DECK, key=hand_order))
NUMBER = {card: number for number, card in enumerate(IN_ORDER)}
TRUMPS_END = sum(1 for c in DECK if is_trump(c))
HIGH_TRUMPS_END = sum(1 for c in DECK if is_high_trump(c))
SUIT_FIRST = {suit: IN_ORDER.index(Card(suit, len(DEZAI_RANK_NAMES))) for suit in DEZAI_SUITS}


def hand_numbers(cards: list[Card]) -> list[int]:
    return sorted(NUMBER[c] for c in cards)


def draw_value(card: Card) -> tuple[int, int]:
    """How a card ranks in the draw for the first deal (lowest deals)."""
    if card.is_high:
        return (len(DRAW_SUITS), -card.rank)
    return (DRAW_SUITS.index(card.suit), card.rank)


def first_dealer(draw: Sequence[Card]) -> int:
    return min(range(PLAYERS), key=lambda s: draw_value(draw[s]))


def trick_winner(plays: Sequence[Play]) -> int:
    """The index of the play holding the trick: the first high trump, else the first low
    trump, else the highest card of the suit led."""
    first_low = None
    for i, p in enumerate(plays):
        card = p.pieces[0]
        if card.suit == HIGH:
            if card.rank in HIGH_TRUMP_RANKS:
                return i
            if first_low is None:
                first_low = i
    if first_low is not None:
        return first_low
    best = 0
    led = plays[0].pieces[0]
    for i in range(1, len(plays)):
        card = plays[i].pieces[0]
        if card.suit == led.suit and card.rank > led.rank:
            best, led = i, card
    return best


def playable(
    hand: list[Card], trick: Sequence[Play], overtrump_on_trump_lead: bool = False
) -> list[Card]:
    """The cards a player may play to `trick` from `hand`, in hand order."""
    numbers = hand_numbers(hand)
    return [IN_ORDER[n] for n in playable_numbers(numbers, trick, overtrump_on_trump_lead)]


def playable_numbers(
    numbers: list[int], trick: Sequence[Play], overtrump_on_trump_lead: bool
) -> list[int]:
    """Of the sorted numbers of a hand, those of the cards it may play to `trick`: any card
    to lead; the suit led, else a trump, else any card; the duty to beat the trumps in the
    trick binds a player who trumps (and, with the option, one who follows a trump lead)."""
    if not trick:
        return numbers
    lead = trick[0].pieces[0]
    trumps = numbers[: bisect_left(numbers, TRUMPS_END)]
    if lead.suit == HIGH:
        if not trumps:
            return numbers
        return must_beat(trumps, trick) if overtrump_on_trump_lead else trumps
    first = SUIT_FIRST[lead.suit]
    start = bisect_left(numbers, first)
    follow = numbers[start : bisect_left(numbers, first + len(DEZAI_RANK_NAMES), start)]
    if follow:
        return follow
    if trumps:
        return must_beat(trumps, trick)
    return numbers


def must_beat(trumps: list[int], trick: Sequence[Play]) -> list[int]:
    """Of the numbers of a player's trumps, those he may play when he must beat the trumps
    in the trick: a high trump if the trick holds only low ones and he has one; otherwise
    any of them."""
    in_trick = [p.pieces[0] for p in trick if is_trump(p.pieces[0])]
    if in_trick and not any(is_high_trump(c) for c in in_trick):
        return trumps[: bisect_left(trumps, HIGH_TRUMPS_END)] or trumps
    return trumps


@dataclass(frozen=True, slots=True)
class Contract(Immutable):
    """A bid: who bid it (the taker), Take, Hold or Poke, and who doubled it (None: not
    doubled). Once the auction is over, the contract the taker plays."""

    taker: int
    bid: str
    doubled_by: int | None = None

    @property
    def doubled(self) -> bool:
        return self.doubled_by is not None

    @property
    def tricks_needed(self) -> int:
        return CONTRACTS[(self.bid, self.doubled)][0]

    @property
    def tokens(self) -> int:
        return CONTRACTS[(self.bid, self.doubled)][1]

    @property
    def name(self) -> str:
        return f"{self.bid} doubled" if self.doubled else self.bid


def set_aside_seen_by(contract: Contract | None) -> int | None:
    """The seat that has seen the cards set aside in a deal under `contract` (None before
    the auction ends): the taker, who discarded them after Take or put his own 12 aside
    after Poke; after Hold the poke is put aside unseen, and nobody has."""
    if contract is None or contract.bid == "Hold":
        return None
    return contract.taker


@dataclass(frozen=True, slots=True)
class Call(Immutable):
    """A call in the auction: the seat and what it said (Take, Hold, Poke, Double, Pass)."""

    seat: int
    call: str


@dataclass(frozen=True, slots=True)
class DealResult(BaseDealResult, Immutable):
    """A settled hand: each seat's gain (in tokens, or half tokens: `DezaiShenFacts.unit`),
    its dealer, the contract (None: the hand was void), the tricks each seat took, whether
    the contract was made and a sentence."""

    dealer: int
    contract: Contract | None
    tricks: tuple[int, ...]
    made: bool
    note: str

    @property
    def void(self) -> bool:
        """Nobody bid: the hand was not played."""
        return self.contract is None


@dataclass(frozen=True, slots=True)
class DezaiShenFacts(TrickFacts):
    """The trick facts and what every seat knows of a Dezai Shen match besides the table:
    the deals of the match; the cards drawn for the first deal, by seat (empty where a
    given dealer dealt instead); the first dealer and the dealer now; the directions option;
    who leads the first trick; the pile each seat took (A to D, None before it chose); the
    calls of the auction in order and the seats that passed; the standing bid and, once the
    auction is over, the contract (None before); the cards set aside in this deal, each
    None unless the viewer has seen it (`set_aside_seen_by`); each seat's trick pile in
    this deal, the cards of the tricks it took in the order played (the zones
    `won <seat>`); the unit of the payments (token or half token); the hands settled and
    the match totals."""

    deals: int
    draw: tuple[Card, ...]
    first_dealer: int
    dealer: int
    directions: str
    first_leader: int
    piles_taken: tuple[str | None, ...]
    auction: tuple[Call, ...]
    passed: tuple[int, ...]
    standing_bid: Contract | None
    contract: Contract | None
    set_aside: tuple[Card | None, ...]
    won: tuple[tuple[Card | None, ...], ...]
    unit: str
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]


def settle(contract: Contract, taker_tricks: int, settlement: str) -> tuple[bool, list[int], str]:
    """Whether the contract is made, each seat's gain, and a sentence. `symmetric`: the
    taker gains or loses 2N, N from or to each opponent; `taker_stakes_n` (in half tokens):
    made, the taker gains 2N, N from each; failed, he loses N, N/2 to each."""
    n = contract.tokens
    made = taker_tricks >= contract.tricks_needed
    taker = contract.taker
    me = seat_name(taker)
    if settlement == "symmetric":
        each = n if made else -n
        gains = [-each] * PLAYERS
        gains[taker] = 2 * each
        why = (
            f"{me} collects {n} token{'s' if n > 1 else ''} from each opponent"
            if made
            else f"{me} pays {n} token{'s' if n > 1 else ''} to each opponent"
        )
    else:
        # Counted in half tokens.
        if made:
            gains = [-2 * n] * PLAYERS
            gains[taker] = 4 * n
            why = f"{me} collects the {n} token{'s' if n > 1 else ''} each opponent set out"
        else:
            gains = [n] * PLAYERS
            gains[taker] = -2 * n
            why = f"the opponents share {me}'s {n} token{'s' if n > 1 else ''}, {n / 2:g} each"
    need = contract.tricks_needed
    verdict = "makes" if made else "fails"
    note = (
        f"{me} took {words(taker_tricks, 'trick')} and needed {need}: {me} {verdict} "
        f"{contract.name} ({n} token{'s' if n > 1 else ''}); {why}."
    )
    return made, gains, note


class DezaiShenState(TrickState[DealResult]):
    game: DezaiShen

    def _setup_match(self) -> None:
        opts = self.game.options
        self.clockwise = opts["directions"] == "clockwise"
        self.overtrump_on_trump_lead = opts["overtrump_on_trump_lead"]
        self.dealer_speaks_last = opts["dealer_speaks_last"]
        self.half_tokens = opts["settlement"] == "taker_stakes_n"
        # Drawn by lot (`DezaiShen.draw_lot`) where it was not given: always a seat.
        assert self.deal.dealer is not None
        self.first_dealer = self.dealer = self.deal.dealer

    def _start_deal(self, hands: list[list[Card]], rest: list[Card]) -> None:
        if self.results:
            # The deal passes on from the last hand's dealer, which way as that hand went.
            self.dealer = self.next_dealer(self.results[-1].void)
        # Nobody is dealt a hand: the cards lie in piles of 12, A to D in the wall's order.
        self.piles: list[list[Card]] = [
            rest[k * PILE_SIZE : (k + 1) * PILE_SIZE] for k in range(PILES)
        ]
        self.pile_taken: list[int | None] = [None] * PLAYERS  # pile index per seat
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.numbers: list[list[int]] = [[] for _ in range(PLAYERS)]
        self.poke: list[Card] = []
        self.set_aside: list[Card] = []
        self.phase_name = "choose"
        self.turn = (self.dealer + 1) % PLAYERS
        self.auction: list[Call] = []
        self.passed: set[int] = set()
        self.passes_in_row = 0
        self.standing: Contract | None = None
        self.contract: Contract | None = None
        self._start_tricks()
        self.first_leader = (self.dealer + (1 if self.clockwise else 2)) % PLAYERS

    # -- the position ----------------------------------------------------------------------

    def _phase(self) -> str:
        return self.phase_name

    def _dealer(self) -> int:
        return self.dealer

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        """Scores: the tricks each seat took in the last hand settled (none in a void hand);
        the payments are the match totals in tokens, or half tokens with taker_stakes_n."""
        unit = "half tokens" if self.half_tokens else "tokens"
        if not self.results:
            return (0,) * PLAYERS, unit, ""
        last = self.results[-1]
        return last.tricks, unit, last.note

    def best_of(self, plays: Sequence[Play]) -> int:
        return trick_winner(plays)

    def next_dealer(self, void: bool) -> int:
        """After a void hand the deal passes left; after a hand played, to the right as
        written, or to the left with `directions="clockwise"`."""
        left = (self.dealer + 1) % PLAYERS
        return left if void or self.clockwise else (self.dealer - 1) % PLAYERS

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        phase = self.phase_name
        if phase == "play":
            numbers = self.numbers[seat]
            if not self.plays:
                return list(map(_LEADS[seat].__getitem__, numbers))
            numbers = playable_numbers(numbers, self.plays, self.overtrump_on_trump_lead)
            return list(map(_PLAYS[seat].__getitem__, numbers))
        if phase == "choose":
            chooses = _CHOOSES[seat]
            return [chooses[k] for k in range(PILES) if self.piles[k]]
        if phase == "bidding":
            return self._bidding_actions(seat)
        return list(map(_DISCARDS[seat].__getitem__, self.numbers[seat]))

    def _bidding_actions(self, seat: int) -> list[Action]:
        standing = self.standing
        lowest = 0 if standing is None else BIDS.index(standing.bid) + 1
        actions = list(_BIDS[seat][lowest:])
        if standing is not None and not standing.doubled and standing.taker != seat:
            text = f"{seat_name(seat)} doubles {seat_name(standing.taker)}'s {standing.bid}"
            actions.append(Action(seat, "double", (), standing.bid, text, short="double"))
        actions.append(_PASSES[seat])
        return actions

    def _apply(self, action: Action) -> None:
        seat = action.player
        if action.kind == "choose":
            self._choose(seat, PILE_NAMES.index(action.detail))
        elif action.kind in ("bid", "double", "pass"):
            self._call(seat, action)
        elif action.kind == "discard":
            card = action.pieces[0]
            self._let_go(seat, card)
            self.set_aside.append(card)
            if len(self.hands[seat]) == PILE_SIZE:
                self._start_play()
        else:
            self._let_go(seat, action.pieces[0])
            self._add_play(new_play((seat, action.pieces, True, None)))

    def _hold(self, seat: int, cards: list[Card]) -> None:
        """Give `seat` a new hand. Each hand is kept twice: as cards, and as their numbers
        for the legal moves (see NUMBER)."""
        numbers = self.numbers[seat] = hand_numbers(cards)
        self.hands[seat] = [IN_ORDER[n] for n in numbers]

    def _let_go(self, seat: int, card: Card) -> None:
        """Take `card` out of the hand of `seat`."""
        hand = self.hands[seat]
        # Cards are interned and compared by identity: found without hashing.
        at = hand.index(card)
        del hand[at]
        del self.numbers[seat][at]

    def _choose(self, seat: int, pile: int) -> None:
        self._hold(seat, self.piles[pile])
        self.piles[pile] = []
        self.pile_taken[seat] = pile
        if all(p is not None for p in self.pile_taken):
            k = next(k for k in range(PILES) if self.piles[k])
            self.poke = self.piles[k]
            self.piles[k] = []
            self.phase_name = "bidding"
        self.turn = (seat + 1) % PLAYERS

    def _call(self, seat: int, action: Action) -> None:
        if action.kind == "bid":
            self.standing = Contract(seat, action.detail)
            self.auction.append(Call(seat, action.detail))
            self.passes_in_row = 0
        elif action.kind == "double":
            assert self.standing is not None
            self.standing = Contract(self.standing.taker, self.standing.bid, seat)
            self.auction.append(Call(seat, "Double"))
            self.passes_in_row = 0
        else:
            self.passed.add(seat)
            self.auction.append(Call(seat, "Pass"))
            self.passes_in_row += 1
        if self.auction_over():
            self._end_auction()
            return
        following = [(seat + k) % PLAYERS for k in range(1, PLAYERS + 1)]
        self.turn = next(s for s in following if s not in self.passed)

    def auction_over(self) -> bool:
        """Two passes in a row end the auction, as does everybody but the taker having
        passed; without a bid, with `dealer_speaks_last`, only all three passing does."""
        if self.standing is None and self.dealer_speaks_last:
            return len(self.passed) == PLAYERS
        if self.standing is None:
            return self.passes_in_row >= 2
        others = [s for s in range(PLAYERS) if s != self.standing.taker]
        return self.passes_in_row >= 2 or all(s in self.passed for s in others)

    def _end_auction(self) -> None:
        contract = self.standing
        if contract is None:
            self.settle(
                DealResult(
                    payments=(0,) * PLAYERS,
                    dealer=self.dealer,
                    contract=None,
                    tricks=(0,) * PLAYERS,
                    made=False,
                    note="Nobody bid: the hand is void.",
                )
            )
            return
        self.contract = contract
        taker = contract.taker
        if contract.bid == "Take":
            self._hold(taker, self.hands[taker] + self.poke)
            self.poke = []
            self.phase_name = "discard"
            self.turn = taker
            return
        if contract.bid == "Hold":
            self.set_aside = self.poke
        else:
            self.set_aside = self.hands[taker]
            self._hold(taker, self.poke)
        self.poke = []
        self._start_play()

    def _start_play(self) -> None:
        self.phase_name = "play"
        self.turn = self.first_leader

    def _hands_played(self) -> None:
        contract = self.contract
        assert contract is not None
        tricks = tuple(self.units)
        settlement = self.game.options["settlement"]
        made, gains, note = settle(contract, tricks[contract.taker], settlement)
        self.settle(
            DealResult(
                payments=tuple(gains),
                dealer=self.dealer,
                contract=contract,
                tricks=tricks,
                made=made,
                note=note,
            )
        )

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        me = seat_name(action.player)
        if action.kind == "choose":
            return self._explain_choice(action)
        if action.kind == "bid":
            need, tokens = CONTRACTS[(action.detail, False)]
            how = {
                "Take": f"{me} would add the poke to {me}'s hand and discard 12 cards",
                "Hold": f"{me} would play the 12 cards {me} chose; the poke is put aside",
                "Poke": f"{me} would put {me}'s own 12 cards aside and play the unseen poke",
            }[action.detail]
            text = (
                f"{action.text}: {how}, needing {need} of the 12 tricks for "
                f"{words(tokens, 'token')}."
            )
        elif action.kind == "double":
            assert self.standing is not None
            doubled = Contract(self.standing.taker, self.standing.bid, action.player)
            text = (
                f"{action.text}: {seat_name(doubled.taker)} stays the taker but now needs "
                f"{doubled.tricks_needed} tricks instead of {self.standing.tricks_needed}, "
                f"and the stake doubles to {words(doubled.tokens, 'token')}."
            )
        elif action.kind == "pass":
            text = f"{action.text} and may not bid again."
        elif action.kind == "discard":
            left = len(self.hands[action.player]) - PILE_SIZE - 1
            more = f"{left} more to go" if left else "the taker now holds 12 cards"
            return f"{action.seen_by(seat)} face down, out of play ({more})."
        else:
            return self._explain_play(action)
        after = self.after(action)
        if after.phase_name == "bidding" and not after.over and after.deal_index == self.deal_index:
            return f"{text} {seat_name(after.turn)} speaks next."
        return f"{text} {self._auction_end_sentence(after)}"

    def _explain_choice(self, action: Action) -> str:
        after = self.after(action)
        text = (
            f"{action.text}: the piles lie face down; the players choose in turn from the "
            "dealer's left"
        )
        if after.phase_name == "choose":
            return f"{text}."
        k = next(k for k in range(PILES) if self.piles[k] and PILE_NAMES[k] != action.detail)
        return (
            f"{text}. Pile {PILE_NAMES[k]} is left over: it is the poke. The auction starts with "
            f"{seat_name(after.turn)}, at the dealer's left."
        )

    def _auction_end_sentence(self, after: DezaiShenState) -> str:
        if after.deal_index != self.deal_index or after.over:
            text = "Nobody has bid, so the hand is void"
            if after.over:
                return text + " and the match is over. " + self._totals_sentence(after)
            return f"{text}: the deal passes to the dealer's left, {seat_name(after.dealer)}."
        contract = after.contract
        assert contract is not None
        me = seat_name(contract.taker)
        text = (
            f"The auction is over: {me} plays {contract.name}, needing "
            f"{contract.tricks_needed} tricks for {words(contract.tokens, 'token')}."
        )
        if contract.bid == "Take":
            return text + f" {me} takes the poke into hand and discards 12 cards."
        if contract.bid == "Hold":
            text += " The poke is put aside unseen."
        else:
            text += f" {me} puts aside the 12 cards dealt and takes up the poke."
        return text + f" {self._first_lead_sentence(after)}"

    def _first_lead_sentence(self, after: DezaiShenState) -> str:
        side = "left" if self.clockwise else "right"
        return f"{seat_name(after.first_leader)}, at the dealer's {side}, leads the first trick."

    def _explain_play(self, action: Action) -> str:
        seat = action.player
        card: Card = action.pieces[0]
        me = seat_name(seat)
        if not self.plays:
            if self.tricks:
                why = f"{me} took the last trick and leads; any card may be led"
            else:
                side = "left" if self.clockwise else "right"
                why = f"{me} sits at the dealer's {side} and leads the first trick"
        else:
            why = self._follow_reason(seat, card)
        text = f"{action.text}: {why}."
        plays = [*self.plays, Play(seat, (card,))]
        if len(plays) < PLAYERS:
            if self.plays and plays[trick_winner(plays)].seat == seat:
                text += f" {card} now holds the trick."
            return text
        text += " " + self._trick_sentence(self.judge(plays))
        if len(self.hands[seat]) == 1:
            after = self.after(action)
            text += " " + after.results[-1].note
            text += " " + self._next_deal_sentence(after)
        return text

    def _follow_reason(self, seat: int, card: Card) -> str:
        me = seat_name(seat)
        lead = self.plays[0].pieces[0]
        in_trick = [p.pieces[0] for p in self.plays if is_trump(p.pieces[0])]
        options = self.game.options["overtrump_on_trump_lead"]
        forced_high = (
            in_trick and not any(is_high_trump(c) for c in in_trick) and is_high_trump(card)
        )
        if is_trump(lead):
            if not is_trump(card):
                return f"{me} has no trump left, so may play any card"
            if forced_high and options:
                return (
                    f"{me} follows the trump lead and must beat the low trumps in the trick "
                    f"with a high trump (overtrump_on_trump_lead)"
                )
            return f"{me} follows the trump lead with a trump"
        if not card.is_high and card.suit == lead.suit:
            return f"{me} follows suit ({lead.suit})"
        if is_trump(card):
            if forced_high:
                return (
                    f"{me} has no {lead.suit}, so must trump, and beat the low trumps in the "
                    f"trick with a high trump"
                )
            return f"{me} has no {lead.suit}, so must play a trump"
        return f"{me} has neither {lead.suit} nor a trump, so may play any card"

    def _trick_sentence(self, trick: Trick) -> str:
        best = trick.best_play
        seat, card = best.seat, best.pieces[0]
        trumps = [p.pieces[0] for p in trick.plays if is_trump(p.pieces[0])]
        if is_trump(card):
            same = [c for c in trumps if trump_class(c) == trump_class(card)]
            why = f"a {trump_class(card)}"
            if is_high_trump(card) and len(same) < len(trumps):
                why += ", and high trumps beat low ones"
            if len(same) > 1:
                why += f", played first of the {len(same)} {trump_class(card)}s"
        else:
            why = f"the highest {trick.plays[0].pieces[0].suit} card, and no trump was played"
        # (`self` is the position before the trick's last card: it is not counted yet)
        taken = self.units[seat] + 1
        return (
            f"{seat_name(seat)} takes the trick with {card} ({why}): "
            f"{words(taken, 'trick')} so far."
        )

    def _next_deal_sentence(self, after: DezaiShenState) -> str:
        if after.over:
            return self._totals_sentence(after)
        side = "left" if self.clockwise else "right"
        return f"The deal passes to the {side}: {seat_name(after.dealer)} deals next."

    def _totals_sentence(self, after: DezaiShenState) -> str:
        unit = "half tokens" if self.half_tokens else "tokens"
        totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
        return f"Match totals ({unit}): {totals}."

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        open_all = seat is None or self.over

        def shown(cards: list[Card], visible: bool) -> list[Any]:
            return list(cards) if visible else [None] * len(cards)

        zones = self._hand_zones(seat)
        for k in range(PILES):
            zones[f"pile {PILE_NAMES[k]}"] = shown(self.piles[k], open_all)
        zones["poke"] = shown(self.poke, open_all)
        zones["set aside"] = list(self._set_aside_seen(seat))
        zones.update(self._trick_zones(seat))
        return zones

    def _set_aside_seen(self, seat: int | None) -> tuple[Card | None, ...]:
        """The cards set aside as `seat` sees them: open to the seat that has seen them,
        in the open view and once the match is over; to any other seat, face down."""
        if seat is None or self.over or seat == set_aside_seen_by(self.contract):
            return tuple(self.set_aside)
        return (None,) * len(self.set_aside)

    # -- the table ---------------------------------------------------------------------------

    hand_room = 12
    phase_words = {
        "bidding": "{who} to bid",
        "discard": "{who} discards",
        "choose": "{who} chooses a pile",
    }

    def table_panel(self, viewer: int | None) -> list[str]:
        """The dealer, the auction, the standing bid and then the contract with the tricks
        it needs against those taken."""
        facts = self._facts(viewer)
        lines = [f"deal {self.deal_number + 1} of {facts.deals} · dealer {seat_name(facts.dealer)}"]
        calls = [f"{seat_name(c.seat)} {c.call}" for c in facts.auction]
        while calls:
            line, calls = "bids: " + ", ".join(calls[:6]), calls[6:]
            lines.append(line if not lines[-1].startswith("bids") else line[6:])
        contract = facts.contract
        bid = contract if contract is not None else facts.standing_bid
        if bid is not None:
            by = bid.doubled_by
            doubled = "" if by is None else f" doubled by {seat_name(by)}"
            head = "contract" if contract is not None else "standing bid"
            lines.append(f"{head}: {seat_name(bid.taker)} {bid.bid}{doubled}")
            if contract is not None:
                taken = facts.tricks_taken[bid.taker]
                tokens = bid.tokens
                worth = f" · {tokens} token{'' if tokens == 1 else 's'}"
                lines.append(f"needs {bid.tricks_needed} tricks, has {taken}{worth}")
        elif len(facts.passed) == self.num_players:
            lines.append("everyone passed: the hand is void")
        return lines

    def _facts(self, seat: int | None) -> DezaiShenFacts:
        return DezaiShenFacts(
            **self._trick_facts(seat),
            deals=self.game.options["deals"],
            draw=cast("tuple[Card, ...]", self.deal.lot),
            first_dealer=self.first_dealer,
            dealer=self.dealer,
            directions=self.game.options["directions"],
            first_leader=self.first_leader,
            piles_taken=tuple(None if p is None else PILE_NAMES[p] for p in self.pile_taken),
            auction=tuple(self.auction),
            passed=tuple(sorted(self.passed)),
            standing_bid=self.standing,
            contract=self.contract,
            set_aside=self._set_aside_seen(seat),
            won=self._piles_seen(seat),
            unit="half token" if self.half_tokens else "token",
            results=tuple(self.results),
            totals=tuple(self.totals),
        )


# Sentences of the moves, worked out only when a caption or a person reads them.
def _chooses(a: Action) -> str:
    return f"{seat_name(a.player)} takes pile {a.detail}"


def _discards(a: Action) -> str:
    return f"{seat_name(a.player)} discards {a.pieces[0]}"


def _discards_hidden(a: Action) -> str:
    return f"{seat_name(a.player)} discards a card"


# The moves that do not depend on the position, made once: actions are immutable values
# whose sentences are functions, so every state lists the same objects. A card's move is
# found by its number.
def _per_seat(make: Callable[[int], Any]) -> list[Any]:
    return [make(seat) for seat in range(PLAYERS)]


_CHOOSES = _per_seat(
    lambda seat: [Action(seat, "choose", (), n, _chooses, short=f"choose {n}") for n in PILE_NAMES]
)
_BIDS = _per_seat(
    lambda seat: [Action(seat, "bid", (), b, say.bids, short=f"bid {b.lower()}") for b in BIDS]
)
_PASSES = _per_seat(lambda seat: Action(seat, "pass", (), "", say.passes, short="pass"))
_DISCARDS = _per_seat(
    lambda seat: [
        Action(seat, "discard", (c,), "", _discards, _discards_hidden, short=f"discard {c}")
        for c in IN_ORDER
    ]
)
_LEADS = _per_seat(
    lambda seat: [Action(seat, "lead", (c,), "", say.leads, short=str(c)) for c in IN_ORDER]
)
_PLAYS = _per_seat(
    lambda seat: [Action(seat, "play", (c,), "", say.plays, short=str(c)) for c in IN_ORDER]
)


@register
class DezaiShen(Game):
    # The search bot's strong budget (bots/levels.py): 2.6 s a strong move at 20,000.
    strong_budget = 6_000
    spec = GameSpec(
        id="dezai_shen",
        name="Dezai Shen",
        native_name="Dezai Shen",
        family="trick_taking",
        players=(PLAYERS,),
        options=(DEALS, DIRECTIONS, SETTLEMENT, OVERTRUMP_ON_TRUMP_LEAD, DEALER_SPEAKS_LAST),
        # 2: two passes before any bid end the auction (the dealer once spoke last).
        rules_version=2,
        sources=(
            "Nismiram, Dezai Shen: https://nismiram.com/secondrealm/dezaishen.html",
            "Nismiram, the cards of the Second Realm (the deck): "
            "https://nismiram.com/secondrealm/cards.html",
        ),
        summary="Three players choose piles, bid Take, Hold or Poke (or double), and the "
        "taker must make 6 to 10 of the 12 tricks; high trumps beat low ones.",
        clockwise=True,
        order=6,
    )
    state_class = DezaiShenState
    bot_class = DezaiShenBot

    def pieces(self) -> tuple[Card, ...]:
        return DECK

    def hand_sizes(self) -> tuple[int, ...]:
        # Nobody is dealt a hand: the cards lie in four piles the players choose from.
        return (0,) * PLAYERS

    def draw_lot(self, rng: random.Random) -> tuple[int, tuple[Card, ...]]:
        """The draw for the first deal played, made before the shuffles: one card per seat,
        the lowest deals. A given `dealer` deals instead; the draw is still made, to keep
        the shuffles that follow, and kept only if it names that dealer too (as it does
        when a deal is rebuilt from its seed and setup)."""
        draw = rng.sample(DECK, PLAYERS)
        return first_dealer(draw), tuple(draw)


__all__ = [
    "BIDS",
    "CONTRACTS",
    "HIGH_TRUMPS",
    "LOW_TRUMPS",
    "Call",
    "Contract",
    "DealResult",
    "DezaiShen",
    "DezaiShenFacts",
    "DezaiShenState",
    "draw_value",
    "first_dealer",
    "playable",
    "set_aside_seen_by",
    "settle",
    "trick_winner",
]
