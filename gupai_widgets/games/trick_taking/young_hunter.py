"""Young Hunter: four players each for himself hunt the jacks ("youngs") with French cards.

Sources: young-hunter.md = pagat.com's Young Hunter page
(https://pagat.com/invented/young_hunter.html, contributed by Áron Csathó), FACTS.md §2.2
"Young Hunter", and for who deals and leads a second description of the same game on
shram.kiev.ua ("Молодой охотник", https://en.shram.kiev.ua/games/cards/2_molodoi_ohotnik.shtml).

Rules: each of the four players gets 13 cards, ace high down to two. A game (the match) is 8
deals with the trumps ♠ ♥ ♦ ♣ ♣ ♦ ♥ ♠, so each player deals twice. Players must follow suit
and, when void, must play a trump (they need not overtrump); a trick goes to the highest
trump, else to the highest card of the suit led, and its taker leads next. Only jacks score:
a *hit* is a jack that wins a trick for its holder; a *catch* is winning a trick that holds
another player's jack. A normal catch is 1 point, a normal hit 2, a trump hit (the jack of
trumps wins) 2, a trump catch (the jack of trumps caught) 3. Every jack thus gives exactly
one taking in a deal, to its holder or to the taker of its trick.

A trick holding several jacks: its winner scores one hit if his own jack wins it, plus one
catch for every other jack in it (FACTS [L]). With spades trumps, P1 leads J♥, P2 (void in
hearts) trumps with J♠, P3 plays 2♦ and P4 (void in hearts and spades) throws J♣: P2 scores
a trump hit (2) and two normal catches, of J♥ and of J♣ (1 each), 4 in all.

Bidding: before the first lead each player, starting with the first leader, may announce
takings, each named by the jack's suit and the form: "spade hit", "club catch"; the jack
of trumps is always called "trump": "trump hit", "trump catch". An announced taking scores
twice its value when made, and only that (FACTS [L]: not the silent value on top); failed,
the doubled value is subtracted. A player announces at most one taking per jack (the
source's "even four"), one action a taking, and ends his say by passing ("P2 announces
spade hit", "P2 passes"), so a turn offers at most nine actions.

Options: `direct_jacks` — the jacks are shuffled apart and each player gets one, then 12
other cards. `contra` — a player may contra an opponent's announced taking ("P4 contras
P2's spade hit"): one contra per taking, no recontra; the contra player wins what the
declarer loses and loses what he wins (the declarer's own score is unchanged); the
bidding then goes round until every player after the last one to say something has passed.
`extra_game` — a ninth deal without trumps, whose first trick the holder of 2♠ leads
(the bidding still starts at the dealer's left): "end" plays it last, "after_fourth" after
the fourth deal, dealt by the dealer of the fourth deal; the deals after it keep their
dealers.

Who deals and leads, which pagat leaves open, follows shram.kiev.ua: the first dealer is
drawn by lot (from the seed, before the shuffles), play and the deal go round clockwise
(seat order P1, P2, P3, P4 is clockwise: `spec.clockwise`), and the player after the dealer,
at his left, bids first and leads.
Project decisions: any taking may be announced, whether or not the player holds the jack
(the source sets no limit but the one per jack; announcing the catch of one's own jack is
a sure loss); the *hunter* is the player with the most takings in the match so far
(`YoungHunterFacts.hunter`, every tied leader). The match result is the points:
`returns()` is each player's total, which does not add up to zero; `result()` adds the
points of the last deal settled (its scores) and that deal's settlement (its note).

A fixed deal: `hands` are the four hands of 13 cards, P1's first, and `rest` is empty (the
whole pack is dealt). `dealer` deals it instead of the dealer drawn by lot, and
`deal_number` says which deal of the match it is: deal k has the k-th plan's trump (deal
number 2, the third deal, has diamonds) and the dealers of the later deals go round from
its dealer as the plan says. The later deals are shuffled from the seed.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from ...engine import (
    Action,
    DealError,
    Game,
    GameSpec,
    Option,
    Shuffles,
    flag,
    register,
    seat_amount,
    seat_name,
)
from ...engine import sentences as say
from ...engine.action import pieces_text
from ...engine.result import DealResult as BaseDealResult
from ...pieces import Card, french_deck
from ...pieces.cards import FRENCH_SUIT_NAMES, FRENCH_SUITS
from ._tricks import Immutable, Play, Trick, TrickFacts, TrickState, new_play
from ._words import list_words
from .young_hunter_bot import YoungHunterBot

PLAYERS = 4
HAND_SIZE = 13
JACK = 11
TRUMPS = ("♠", "♥", "♦", "♣", "♣", "♦", "♥", "♠")
TWO_OF_SPADES = Card("♠", 2)
DECK = french_deck()
HIT, CATCH = "hit", "catch"
SUIT_WORDS = {"♠": "spade", "♥": "heart", "♦": "diamond", "♣": "club"}
# (is the jack of trumps, form) -> silent value.
VALUES = {(False, CATCH): 1, (False, HIT): 2, (True, HIT): 2, (True, CATCH): 3}

EXTRA_GAME = Option(
    "extra_game", "off", ("off", "end", "after_fourth"),
    'A ninth deal without trumps, led by the holder of 2♠: "end" after the eighth deal, '
    '"after_fourth" after the fourth (its dealer deals again).',
)  # fmt: skip
DIRECT_JACKS = flag(
    "direct_jacks",
    False,
    "The four jacks are shuffled apart and each player gets one, then 12 other cards.",
)
CONTRA = flag(
    "contra",
    False,
    "A player may contra an opponent's announced taking and wins or loses what the declarer "
    "loses or wins; the bidding goes on while anybody has something to say.",
)


def hand_order(card: Card) -> tuple[int, int]:
    """Suits ♠ ♥ ♦ ♣, each from the ace down."""
    return (FRENCH_SUITS.index(card.suit), -card.rank)


# A card's number is its place in hand order. A hand kept as sorted numbers holds each suit
# as a run, so the cards that follow suit are a slice found by bisection (`suit_run`), and
# the numbers compare and index as cheaply as anything in Python.
IN_ORDER = tuple(sorted(DECK, key=hand_order))
NUMBER = {card: number for number, card in enumerate(IN_ORDER)}
SUIT_FIRST = {suit: IN_ORDER.index(Card(suit, 14)) for suit in FRENCH_SUITS}


def suit_run(numbers: list[int], suit: str) -> list[int]:
    """The numbers of the cards of `suit` among the sorted `numbers` of a hand."""
    first = SUIT_FIRST[suit]
    start = bisect_left(numbers, first)
    return numbers[start : bisect_left(numbers, first + 13, start)]


@dataclass(frozen=True, slots=True)
class Taking(Immutable):
    """A hit or a catch of the jack of `suit`."""

    kind: str
    suit: str

    @property
    def jack(self) -> Card:
        return Card(self.suit, JACK)

    def value(self, trump: str | None) -> int:
        """The silent value: normal catch 1, normal hit 2, trump hit 2, trump catch 3."""
        return VALUES[(self.suit == trump, self.kind)]

    def name(self, trump: str | None) -> str:
        """As a player announces it: "spade hit", or "trump catch" for the jack of trumps."""
        return f"{'trump' if self.suit == trump else SUIT_WORDS[self.suit]} {self.kind}"

    def kind_name(self, trump: str | None) -> str:
        """ "normal hit", "trump catch"... (what fixes its value)."""
        return f"{'trump' if self.suit == trump else 'normal'} {self.kind}"


@dataclass(frozen=True, slots=True)
class Announcement(Immutable):
    """A taking announced by `seat`; `contra` is the seat that contra'd it, if any."""

    seat: int
    taking: Taking
    contra: int | None = None


@dataclass(frozen=True, slots=True)
class MadeTaking(Immutable):
    """A taking made in play: by `seat`, of the jack `owner` played, in trick `trick` (from 1)."""

    seat: int
    taking: Taking
    owner: int
    trick: int


@dataclass(frozen=True, slots=True)
class DealPlan(Immutable):
    """One deal of the match: its trump suit (None in the extra game) and its dealer."""

    trump: str | None
    dealer: int
    extra: bool


@dataclass(frozen=True, slots=True)
class DealResult(BaseDealResult, Immutable):
    """A settled deal: each seat's points (its payments), its plan, the takings made in it
    in order, and each announcement with whether it was made."""

    plan: DealPlan
    takings: tuple[MadeTaking, ...]
    announcements: tuple[tuple[Announcement, bool], ...]

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points in the deal: its payments, under the name the game gives them."""
        return self.payments

    @property
    def lines(self) -> list[str]:
        """A line per scoring item, worked out when a caption or a view asks."""
        return settlement_lines(self.takings, self.announcements, self.plan.trump)


@dataclass(frozen=True, slots=True)
class YoungHunterFacts(TrickFacts):
    """The trick facts and what every seat knows of a Young Hunter match besides the table:
    the deals of the match; this deal's trump (None in the extra game) and every deal's;
    whether this is the extra game; the dealer and the first leader; the takings announced
    in this deal (with any contra); each seat's trick pile in this deal, the cards of the
    tricks it took in the order played (the zones `won <seat>`); the takings made in it so
    far, in order, and how many each seat made; each seat's takings in the match so far
    and the hunter (every seat tied for the most; none before a taking); the deals settled
    and the match totals."""

    deals: int
    trump: str | None
    trumps: tuple[str | None, ...]
    extra_game: bool
    dealer: int
    first_leader: int
    announcements: tuple[Announcement, ...]
    won: tuple[tuple[Card | None, ...], ...]
    takings: tuple[MadeTaking, ...]
    deal_takings: tuple[int, ...]
    match_takings: tuple[int, ...]
    hunter: tuple[int, ...]
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]


def deal_plans(first_dealer: int, extra_game: str) -> list[DealPlan]:
    """Trump and dealer of every deal of the match."""
    plans = [DealPlan(TRUMPS[k], (first_dealer + k) % PLAYERS, False) for k in range(8)]
    if extra_game == "end":
        plans.append(DealPlan(None, (first_dealer + 8) % PLAYERS, True))
    elif extra_game == "after_fourth":
        plans.insert(4, DealPlan(None, plans[3].dealer, True))
    return plans


def trick_winner(plays: Sequence[Play], trump: str | None) -> int:
    """The index of the play that holds the trick: the highest trump, else the highest
    card of the suit led."""
    best = 0
    held = plays[0].pieces[0]
    for i in range(1, len(plays)):
        card = plays[i].pieces[0]
        # The holder is of the suit led or a trump: only a higher card of its suit, or a
        # first trump, takes it over.
        if card.suit == held.suit:
            if card.rank > held.rank:
                best, held = i, card
        elif card.suit == trump:
            best, held = i, card
    return best


def trick_takings(trick: Trick, number: int) -> list[MadeTaking]:
    """The takings a finished trick gives its winner: a hit if his own jack won it, and a
    catch for every other jack in it (the hit first, then the catches in play order)."""
    winner = trick.winner
    assert winner is not None  # every trick of this game goes to its best card
    made = []
    for play in trick.plays:
        card = play.pieces[0]
        if card.rank == JACK:
            kind = HIT if play.seat == winner else CATCH
            made.append(MadeTaking(winner, Taking(kind, card.suit), play.seat, number))
    if len(made) < 2:
        return made  # most tricks hold no jack: nothing to order
    return sorted(made, key=lambda t: t.taking.kind != HIT)


def settle_deal(
    takings: list[MadeTaking] | tuple[MadeTaking, ...],
    announcements: list[Announcement] | tuple[Announcement, ...],
    trump: str | None,
) -> tuple[list[int], list[tuple[Announcement, bool]]]:
    """Points per seat for one deal and whether each announcement was made. A silent taking
    scores its value; an announced one scores only twice its value when made and loses
    twice its value when failed; a contra player scores the opposite of the declarer's
    announced result."""
    points = [0] * PLAYERS
    announced = {(a.seat, a.taking) for a in announcements}
    for t in takings:
        if (t.seat, t.taking) not in announced:
            points[t.seat] += t.taking.value(trump)
    outcomes: list[tuple[Announcement, bool]] = []
    for a in announcements:
        made = any(t.seat == a.seat and t.taking == a.taking for t in takings)
        value = 2 * a.taking.value(trump) if made else -2 * a.taking.value(trump)
        points[a.seat] += value
        if a.contra is not None:
            points[a.contra] -= value
        outcomes.append((a, made))
    return points, outcomes


def settlement_lines(
    takings: tuple[MadeTaking, ...],
    outcomes: tuple[tuple[Announcement, bool], ...],
    trump: str | None,
) -> list[str]:
    """A line of explanation per scoring item of a deal settled by `settle_deal`."""
    lines: list[str] = []
    announced = {(a.seat, a.taking) for a, _ in outcomes}
    for t in takings:
        if (t.seat, t.taking) not in announced:
            value = t.taking.value(trump)
            lines.append(f"{seat_name(t.seat)} {_taking_phrase(t, trump)}: {value:+d}")
    for a, made in outcomes:
        value = 2 * a.taking.value(trump)
        name = a.taking.name(trump)
        verdict = "made" if made else "failed"
        line = f"{seat_name(a.seat)}'s announced {name} {verdict}: {value if made else -value:+d}"
        if a.contra is not None:
            line += f", {seat_name(a.contra)}'s contra {-value if made else value:+d}"
        lines.append(line)
    return lines


def _taking_phrase(t: MadeTaking, trump: str | None) -> str:
    jack = t.taking.jack
    if t.taking.kind == HIT:
        return f"hit with {jack} ({t.taking.kind_name(trump)})"
    return f"caught {seat_name(t.owner)}'s {jack} ({t.taking.kind_name(trump)})"


def _settlement_words(result: DealResult) -> str:
    """A deal's scoring items and points: "P4 caught P2's J♥ (normal catch): +1; ...
    Points: P1 +3, ..." (without the final full stop)."""
    lines = result.lines
    items = "; ".join(lines) if lines else "no jack was taken"
    points = ", ".join(seat_amount(s, p) for s, p in enumerate(result.points))
    return f"{items}. Points: {points}"


def most_takings(counts: Sequence[int]) -> list[int]:
    """The hunter: the seats whose count of takings is the largest (none while nobody has
    made one)."""
    most = max(counts)
    return [s for s in range(PLAYERS) if most and counts[s] == most]


def trump_words(trump: str | None) -> str:
    return f"trumps {trump} ({FRENCH_SUIT_NAMES[trump]})" if trump else "no trumps"


class YoungHunterState(TrickState[DealResult]):
    unchanging = ("plans", "trumps")
    game: YoungHunter

    def _setup_match(self) -> None:
        extra = self.game.options["extra_game"]
        # The dealer of the first deal played, drawn by lot (`YoungHunter.draw_lot`) where
        # it was not given, fixes every deal's dealer: counted back from where that deal's
        # dealer sits relative to the match's first dealer.
        assert self.deal.dealer is not None
        offset = deal_plans(0, extra)[self.deal.deal_number].dealer
        self.plans = deal_plans((self.deal.dealer - offset) % PLAYERS, extra)
        self.trumps = tuple(p.trump for p in self.plans)
        self.contra = self.game.options["contra"]
        # The takings each seat made in the match so far, this deal's included.
        self.match_takings = [0] * PLAYERS

    def _start_deal(self, hands: list[list[Card]], rest: list[Card]) -> None:
        plan = self.plans[self.deal_index]
        # Each hand twice: as cards, and as their numbers for the legal moves (see NUMBER).
        self.numbers = [sorted(NUMBER[c] for c in hand) for hand in hands]
        self.hands = [[IN_ORDER[n] for n in numbers] for numbers in self.numbers]
        self.trump = plan.trump
        self.dealer = plan.dealer
        self.extra = plan.extra
        self.first_bidder = (plan.dealer + 1) % PLAYERS
        if plan.extra:
            self.first_leader = next(s for s in range(PLAYERS) if TWO_OF_SPADES in self.hands[s])
        else:
            self.first_leader = self.first_bidder
        self.bidding = True
        self.turn = self.first_bidder
        self.turns_spoken = 0  # bidding turns ended (by passing)
        self.silent_turns = 0  # consecutive bidding turns in which nothing was said
        self.said_this_turn = False
        self.announcements: list[Announcement] = []
        self._start_tricks()
        self.takings: list[MadeTaking] = []
        self.deal_takings = [0] * PLAYERS  # how many of them each seat made

    # -- the position ----------------------------------------------------------------------

    def _phase(self) -> str:
        return "bidding" if self.bidding else "play"

    def _dealer(self) -> int:
        return self.dealer

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        """Scores: each seat's points in the last deal settled (the payments are the match
        totals); the note is that deal's settlement."""
        if not self.results:
            return (0,) * PLAYERS, "points", ""
        last = self.results[-1]
        number = self.deal.deal_number + len(self.results)
        return (
            last.points,
            "points",
            f"Deal {number} ({trump_words(last.plan.trump)}): {_settlement_words(last)}.",
        )

    @property
    def hunter(self) -> list[int]:
        """The seats with the most takings in the match so far (none before a taking)."""
        return most_takings(self.match_takings)

    def best_of(self, plays: Sequence[Play]) -> int:
        return trick_winner(plays, self.trump)

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        if self.bidding:
            return self._bidding_actions()
        seat = self.turn
        numbers = self.numbers[seat]
        plays = self.plays
        if not plays:
            return list(map(_LEADS[seat].__getitem__, numbers))
        # The suit led, or when void a trump, or when void of both any card.
        playable = (
            suit_run(numbers, plays[0].pieces[0].suit)
            or (self.trump is not None and suit_run(numbers, self.trump))
            or numbers
        )
        return list(map(_PLAYS[seat].__getitem__, playable))

    def _bidding_actions(self) -> list[Action]:
        seat = self.turn
        trump = self.trump
        said = frozenset(a.taking.suit for a in self.announcements if a.seat == seat)
        actions = list(_announce_actions(seat, trump, said))
        if self.contra:
            for a in self.announcements:
                if a.seat != seat and a.contra is None:
                    name = f"{seat_name(a.seat)} {a.taking.name(trump)}"
                    actions.append(
                        Action(
                            seat, "contra", (), f"{a.seat} {a.taking.kind} {a.taking.suit}",
                            _contras, short=f"contra {name}",
                        )
                    )  # fmt: skip
        actions.append(_PASSES[seat])
        return actions

    def _apply(self, action: Action) -> None:
        kind = action.kind
        if kind == "lead" or kind == "play":
            seat, cards = action.player, action.pieces
            hand = self.hands[seat]
            # Cards are interned and compared by identity: found without hashing.
            at = hand.index(cards[0])
            del hand[at]
            del self.numbers[seat][at]
            self._add_play(new_play((seat, cards, True, None)))
        elif kind == "announce":
            kind, suit = action.detail.split()
            self.announcements.append(Announcement(action.player, Taking(kind, suit)))
            self.said_this_turn = True
        elif kind == "contra":
            declarer, kind, suit = action.detail.split()
            target = Taking(kind, suit)
            for i, a in enumerate(self.announcements):
                if a.seat == int(declarer) and a.taking == target:
                    self.announcements[i] = replace(a, contra=action.player)
            self.said_this_turn = True
        else:
            self._end_bidding_turn()

    def _end_bidding_turn(self) -> None:
        ends = self.pass_ends_bidding()
        self.turns_spoken += 1
        self.silent_turns = 0 if self.said_this_turn else self.silent_turns + 1
        self.said_this_turn = False
        if ends:
            self.bidding = False
            self.turn = self.first_leader
        else:
            self.turn = (self.turn + 1) % PLAYERS

    def pass_ends_bidding(self) -> bool:
        """Whether the speaker's pass now ends the bidding: every player speaks once; with
        contras the bidding goes on until every player after the last one who said
        something has passed."""
        turns = self.turns_spoken + 1
        if not self.contra:
            return turns == PLAYERS
        silent = 0 if self.said_this_turn else self.silent_turns + 1
        return turns >= PLAYERS and silent >= PLAYERS - 1

    def _score_trick(self, trick: Trick) -> None:
        made = trick_takings(trick, len(self.tricks))
        self.takings += made
        for t in made:
            self.deal_takings[t.seat] += 1
            self.match_takings[t.seat] += 1

    def _hands_played(self) -> None:
        points, outcomes = settle_deal(self.takings, self.announcements, self.trump)
        self.settle(
            DealResult(
                payments=tuple(points),
                plan=self.plans[self.deal_index],
                takings=tuple(self.takings),
                announcements=tuple(outcomes),
            )
        )

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        # Every move here is made face up: each seat reads the same caption.
        me = seat_name(action.player)
        if action.kind == "announce":
            kind, suit = action.detail.split()
            taking = Taking(kind, suit)
            value = taking.value(self.trump)
            what = (
                f"{me} says {taking.jack} will win a trick for {me}"
                if kind == HIT
                else f"{me} says {me} will take the trick in which another player's "
                f"{taking.jack} falls"
            )
            trump = " (the jack of trumps is always called trump)" if suit == self.trump else ""
            return (
                f"{action.text}{trump}: {what}. A {taking.kind_name(self.trump)} is worth "
                f"{value}; announced it scores {2 * value} if made and {-2 * value} if not."
            )
        if action.kind == "contra":
            declarer, kind, suit = action.detail.split()
            value = 2 * Taking(kind, suit).value(self.trump)
            him = seat_name(int(declarer))
            return (
                f"{action.text}: if {him} makes it, {him} scores {value} and {me} loses "
                f"{value}; if {him} fails, {him} loses {value} and {me} scores {value}. "
                f"Nobody may contra it again, and there is no recontra."
            )
        if action.kind == "pass":
            return self._explain_pass(action)
        return self._explain_play(action)

    def _explain_pass(self, action: Action) -> str:
        me = seat_name(action.player)
        said = self.said_this_turn
        text = f"{action.text}: {me} " + ("has said all" if said else "announces nothing")
        if not self.pass_ends_bidding():
            return f"{text}; {seat_name((self.turn + 1) % PLAYERS)} speaks next."
        if self.announcements:
            names = [f"{seat_name(a.seat)} {a.taking.name(self.trump)}" for a in self.announcements]
            bids = f"announced: {list_words(names)}"
        else:
            bids = "nothing was announced"
        lead = seat_name(self.first_leader)
        why = (
            f"{lead} holds 2♠ and so leads in the deal without trumps"
            if self.extra
            else f"{lead} leads the first trick"
        )
        return f"{text}. The bidding is over ({bids}); {why}."

    def _explain_play(self, action: Action) -> str:
        seat = action.player
        card: Card = action.pieces[0]
        me = seat_name(seat)
        if not self.plays:
            why = self._lead_reason(seat)
        else:
            led = self.plays[0].pieces[0].suit
            if card.suit == led:
                why = f"{me} follows suit ({FRENCH_SUIT_NAMES[led]})"
            elif self.trump is not None and card.suit == self.trump:
                why = f"{me} has no {FRENCH_SUIT_NAMES[led]}, so must play a trump"
            elif led == self.trump:
                why = f"{me} has no trumps left, so may play any card"
            else:
                none = f"no {FRENCH_SUIT_NAMES[led]}"
                if self.trump is not None:
                    none += " and no trumps"
                why = f"{me} has {none}, so may play any card"
        text = f"{action.text}: {why}."
        plays = [*self.plays, Play(seat, (card,))]
        if len(plays) < PLAYERS:
            if self.plays and plays[trick_winner(plays, self.trump)].seat == seat:
                text += f" {card} now holds the trick."
            return text
        text += " " + self._trick_sentence(self.judge(plays))
        if len(self.hands[seat]) == 1:
            text += " " + self._deal_sentence(self.after(action))
        return text

    def _lead_reason(self, seat: int) -> str:
        me = seat_name(seat)
        if self.tricks:
            return f"{me} took the last trick and leads; any card may be led"
        if self.extra:
            return f"{me} holds 2♠ and so leads the first trick; any card may be led"
        return (
            f"{me} sits after the dealer {seat_name(self.dealer)} and leads the first trick "
            f"({trump_words(self.trump)}); any card may be led"
        )

    def _trick_sentence(self, trick: Trick) -> str:
        card = trick.best_play.pieces[0]
        why = (
            "the highest trump"
            if self.trump is not None and card.suit == self.trump
            else f"the highest {SUIT_WORDS[trick.plays[0].pieces[0].suit]}"
        )
        text = f"{seat_name(trick.best_play.seat)} takes the trick with {card} ({why})"
        made = trick_takings(trick, len(self.tricks) + 1)
        if not made:
            return text + "."
        parts = []
        for t in made:
            announced = any(a.seat == t.seat and a.taking == t.taking for a in self.announcements)
            value = t.taking.value(self.trump)
            worth = f"{2 * value}, announced" if announced else f"{value}"
            parts.append(f"{_taking_phrase(t, self.trump).replace('caught', 'a catch of')} "
                         f"worth {worth}")  # fmt: skip
        return f"{text}: {list_words(parts)}."

    def _deal_sentence(self, after: YoungHunterState) -> str:
        result = after.results[len(self.results)]
        number = self.deal_index + 1
        trumps = trump_words(result.plan.trump)
        text = f"That ends deal {number} ({trumps}): {_settlement_words(result)}."
        totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
        hunter = after.hunter
        who = list_words([seat_name(s) for s in hunter])
        if after.over:
            text += f" The game is over after {len(after.plans)} deals; totals: {totals}."
            if hunter:
                text += f" The hunter (most takings) is {who}."
        else:
            text += (
                f" Totals: {totals}. {seat_name(after.dealer)} deals next "
                f"({trump_words(after.trump)})."
            )
        return text

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        return {**self._hand_zones(seat), **self._trick_zones(seat)}

    # -- the table ---------------------------------------------------------------------------

    hand_room = HAND_SIZE
    phase_words = {"bidding": "{who} to announce", "discard": "{who} discards"}

    def table_panel(self, viewer: int | None) -> list[str]:
        """The deal, its trump and dealer, the hunter, and each seat's announcements (with
        any contra)."""
        facts = self._facts(viewer)
        trump = facts.trump
        if trump:
            trumps = f"trump {trump} {FRENCH_SUIT_NAMES[trump].lower()}"
        else:
            trumps = "no trump (the extra game)"
        deal = f"deal {self.deal_number + 1} of {facts.deals}"
        lines = [" · ".join((deal, trumps, f"dealer {seat_name(facts.dealer)}"))]
        if facts.hunter:
            lines.append("hunter " + " and ".join(seat_name(s) for s in facts.hunter))
        said: dict[int, list[str]] = {}
        for a in facts.announcements:
            # The jack of trumps is called "trump"; any other jack by its suit's sign.
            suit = "trump" if a.taking.suit == trump else a.taking.suit
            taking = f"{suit} {a.taking.kind}"
            if a.contra is not None:
                taking += f" (contra {seat_name(a.contra)})"
            said.setdefault(a.seat, []).append(taking)
        for seat in range(self.num_players):
            if seat in said:
                lines.append(f"{seat_name(seat)} announced " + ", ".join(said[seat]))
        if not said and self.phase == "bidding":
            lines.append("no announcements yet")
        return lines

    def _facts(self, seat: int | None) -> YoungHunterFacts:
        return YoungHunterFacts(
            **self._trick_facts(seat),
            deals=len(self.plans),
            trump=self.trump,
            trumps=self.trumps,
            extra_game=self.extra,
            dealer=self.dealer,
            first_leader=self.first_leader,
            announcements=tuple(self.announcements),
            won=self._piles_seen(seat),
            takings=tuple(self.takings),
            deal_takings=tuple(self.deal_takings),
            match_takings=tuple(self.match_takings),
            hunter=tuple(most_takings(self.match_takings)),
            results=tuple(self.results),
            totals=tuple(self.totals),
        )


# Sentences of the moves, worked out only when a caption or a person reads them; an
# announcement's and a contra's words are in its short notation ("announce trump hit",
# "contra P3 trump hit").


def _announces(a: Action) -> str:
    return f"{seat_name(a.player)} announces {a.short.removeprefix('announce ')}"


def _contras(a: Action) -> str:
    _, declarer, taking = a.short.split(" ", 2)
    return f"{seat_name(a.player)} contras {declarer}'s {taking}"


# The moves that do not depend on the position, made once: actions are immutable values
# whose sentences are functions, so every state lists the same objects. A card's move is
# found by its number.
_LEADS = [
    [Action(seat, "lead", (c,), "", say.leads, short=str(c)) for c in IN_ORDER]
    for seat in range(PLAYERS)
]
_PLAYS = [
    [Action(seat, "play", (c,), "", say.plays, short=str(c)) for c in IN_ORDER]
    for seat in range(PLAYERS)
]
_PASSES = [Action(seat, "pass", (), "", say.passes, short="pass") for seat in range(PLAYERS)]


@cache
def _announce_actions(seat: int, trump: str | None, said: frozenset[str]) -> tuple[Action, ...]:
    """The announcements `seat` may still make: a hit and a catch of every jack whose suit
    it has not announced yet."""
    return tuple(
        Action(seat, "announce", (), f"{kind} {suit}", _announces,
               short=f"announce {Taking(kind, suit).name(trump)}")
        for suit in FRENCH_SUITS
        if suit not in said
        for kind in (HIT, CATCH)
    )  # fmt: skip


@register
class YoungHunter(Game):
    spec = GameSpec(
        id="young_hunter",
        name="Young Hunter",
        native_name="Young Hunter",
        family="trick_taking",
        players=(PLAYERS,),
        options=(DIRECT_JACKS, CONTRA, EXTRA_GAME),
        sources=(
            "pagat.com, Young Hunter, by Áron Csathó: "
            "https://www.pagat.com/invented/young_hunter.html",
            "Shram (Russian card games in English), Young Hunter, "
            "for the dealer and the first lead: "
            "https://en.shram.kiev.ua/games/cards/2_molodoi_ohotnik.shtml",
        ),
        summary="Eight deals with changing trumps; only jacks score, by hitting with your "
        "own or catching another's; announced takings count double or cost double.",
        zero_sum=False,
        clockwise=True,
        order=5,
    )
    state_class = YoungHunterState
    bot_class = YoungHunterBot

    def pieces(self) -> tuple[Card, ...]:
        return DECK

    def hand_sizes(self) -> tuple[int, ...]:
        return (HAND_SIZE,) * PLAYERS

    def deal_count(self) -> int:
        return 8 if self.options["extra_game"] == "off" else 9

    def draw_lot(self, rng: random.Random) -> tuple[int, tuple[Card, ...]]:
        """The dealer of the first deal played, drawn by lot before the shuffles."""
        return rng.randrange(PLAYERS), ()

    def shuffle(self, rng: random.Random) -> list[Card]:
        """One deal's 52 cards, 13 a seat in seat order; with direct_jacks each hand's
        jack first, the four jacks shuffled apart from the other cards."""
        if not self.options["direct_jacks"]:
            cards = list(DECK)
            rng.shuffle(cards)
            return cards
        jacks = [c for c in DECK if c.rank == JACK]
        rest = [c for c in DECK if c.rank != JACK]
        rng.shuffle(jacks)
        rng.shuffle(rest)
        dealt: list[Card] = []
        size = HAND_SIZE - 1
        for s in range(PLAYERS):
            dealt += [jacks[s], *rest[s * size : (s + 1) * size]]
        return dealt

    def check_deal(self, deal: Shuffles) -> None:
        """With direct_jacks every hand holds exactly one jack."""
        if not self.options["direct_jacks"]:
            return
        for cards in deal.walls:
            for s in range(PLAYERS):
                jacks = [c for c in cards[s * HAND_SIZE : (s + 1) * HAND_SIZE] if c.rank == JACK]
                if len(jacks) != 1:
                    raise DealError(
                        f"with direct_jacks every hand holds one jack, but {seat_name(s)}'s "
                        f"hand holds {pieces_text(jacks) or 'none'}"
                    )


__all__ = [
    "CATCH",
    "HIT",
    "TRUMPS",
    "Announcement",
    "DealPlan",
    "DealResult",
    "MadeTaking",
    "Taking",
    "YoungHunter",
    "YoungHunterFacts",
    "YoungHunterState",
    "deal_plans",
    "most_takings",
    "settle_deal",
    "trick_takings",
    "trick_winner",
]
