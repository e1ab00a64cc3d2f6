"""Deer Hunt 鹿狩り: a partnership trick-taking game for the red pips ("deer").

Sources: deer-hunt.md, the GuPai Deer Hunt page
(https://navpil.github.io/gupai/tien-gow/deerhunt.html), which names three Japanese pages —
https://yau-ichi.hatenablog.com/entry/2016/05/18/001051 ,
https://dice.saloon.jp/t9pai/t9pai_deerhunt.html and kusabazyun.banjoyugi.net's 鹿狩り page
(archived at web.archive.org/web/20230320161339/ under
https://kusabazyun.banjoyugi.net/Home/reproductioned/tian-jiu-paino-jian/lu-shouri) — and
FACTS.md §1.3 (red pips) and §2.2 (Deer Hunt).

Rules: four players in two partnerships get 8 of the 32 tiles each. Tiles
rank by their higher half, then their lower half — [6:6], [6:5] … [6:1], [5:5], [5:4] … down
to [1:1] — with no regard for the Chinese ranks. The leader plays any tile and each player in
turn adds any tile (there are no suits and nothing has to be followed); the highest tile
takes the four, of two identical tiles the earlier one, and the taker leads next. After eight
tricks each partnership counts the red pips in its tricks (every 1 and 4 is red, and each
[6:6] carries six: 64 in the set); the side with fewer pays the difference. The player to the
right of the dealer deals next and leads the first trick; a match is usually four or eight
deals.

Choices where the source is silent (to be stated on the game's page): partners sit opposite, P1
with P3 and P2 with P4, and play goes round counter-clockwise, as in other Chinese and
Japanese tile games, so the seat order P1, P2, P3, P4 is counter-clockwise. Sitting at the
table, the next player counter-clockwise is the one on your right, so "the player to the
right of the previous dealer" is the next seat: P1 deals and leads the first deal, P2 the
second, and so on. The side with fewer red pips pays the difference: each of its players
pays it and each opponent receives it (the side's score is what each partner records;
halving it would need half points whenever a deer escapes). The match lasts four deals by
default, so that every player deals once; eight, or a single deal, are options.

Variants, as options (the defaults play the plain game): `fair_deal` — both [6:6] are taken
out, the other 30 tiles shuffled and split 15 and 15, a [6:6] added to each pile, each pile
shuffled again and dealt to one partnership ("heaven"); "heaven_axe_ten_man" does the same
with both copies of [6:5], [6:4] and [4:4] as well (24 tiles split 12 and 12). The deal
wall keeps every pile as shuffled, so a replay rebuilds it. `deer_escaped` — a trick in
which every tile has red pips goes to nobody; the player of the highest tile still leads
next. `texas_42_style` — the first tile of a deal fixes a trump number (its higher half:
[2:1] or [2:2] make twos trumps). A tile holding the trump number is a trump, ranked by its
other half, wherever it is played. A trick led by any other tile has the lead's higher half as
its suit and its lower half as its rank; a later tile holding that number is of the suit,
ranked by its other half ([5:4] led: [5:5] ranks 5 and [6:5] ranks 6, both take it). To
take a trick a tile must be of its suit with a higher rank, or a trump on a non-trump trick
(as in Texas 42, a trump beats every tile of another suit); following is never compulsory.
Doubles are not special: the source ranks a tile by its other half, so [5:5] is rank 5 in
suit 5, below [6:5] (Texas 42 itself puts the double on top). `tien_gow_style` — tiles rank
as in Tien Gow and the leader may lead the Tien Gow combinations; the others play as many
tiles, face up only if they beat the best so far, otherwise face down (as in TianJiu), and
the trick with all its tiles goes to the best play; scoring stays the red-pip count.

A fixed deal (`new_initial_state(hands=...)`) gives the four hands by seat; no tile is left
undealt, so `rest` is empty. The deal's wall holds P1's eight tiles, then P3's, P2's and
P4's (`DEAL_ORDER`), so its halves are the two partnerships' piles. `dealer` is who deals and
leads the first deal played: P1 in a whole match, seat k mod 4 in a match started at its deal
k (the deal passes one seat on each time), or the seat asked for.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, partial
from itertools import combinations
from typing import Any, NamedTuple

from ...engine import (
    Action,
    DealError,
    Game,
    GameSpec,
    Option,
    OptionError,
    Shuffles,
    flag,
    register,
    seat_amount,
    seat_name,
    signed,
)
from ...engine import sentences as say
from ...engine.action import pieces_text
from ...engine.result import DealResult as BaseDealResult
from ...engine.table import TableView
from ...pieces import Tile, all_faces, chinese_set
from ._tricks import (
    Play,
    TakenPiece,
    Trick,
    TrickFacts,
    TrickSeen,
    TrickState,
    new_play,
    taken_pieces,
)
from ._words import words
from .combinations import (
    beating_plays_in_sorted,
    classify,
    leads_in_sorted,
    sort_tiles,
    why_beats,
)
from .deer_hunt_bot import DeerHuntBot

PLAYERS = 4
HAND_SIZE = 8
# Partners sit opposite: P1 with P3, P2 with P4.
PARTNERSHIPS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3))
# A deal's wall gives each partnership its 16 tiles in turn: P1's 8 then P3's, then P2's 8
# and P4's. With a fair deal the halves are the two piles, one per partnership.
DEAL_ORDER = (0, 2, 1, 3)
# The tiles a fair deal gives one copy of to each partnership.
FAIR_DEAL_FACES: dict[str, tuple[Tile, ...]] = {
    "off": (),
    "heaven": (Tile(6, 6),),
    "heaven_axe_ten_man": (Tile(6, 6), Tile(6, 5), Tile(6, 4), Tile(4, 4)),
}
_SET = chinese_set()
TOTAL_RED_PIPS = sum(t.red_pips for t in _SET)

PLAIN, TEXAS_42, TIEN_GOW = "plain", "texas_42", "tien_gow"


def partnership(seat: int) -> int:
    """0 for P1–P3, 1 for P2–P4."""
    return seat % 2


def side_name(side: int) -> str:
    a, b = PARTNERSHIPS[side]
    return f"{seat_name(a)}–{seat_name(b)}"


def plain_rank(tile: Tile) -> tuple[int, int]:
    """The plain Deer Hunt order: higher half first, then lower half ([6:6] highest)."""
    return (tile.high, tile.low)


def red_pips(tiles: Iterable[Tile]) -> int:
    return sum(t.red_pips for t in tiles)


def trick_red_pips(plays: Iterable[Play]) -> int:
    return red_pips(t for p in plays for t in p.pieces)


def _red_pips_seen(piles: Iterable[Iterable[Tile | None]]) -> list[int]:
    """The red pips of each pile, of the tiles seen in it (None: a tile not seen)."""
    return [red_pips([t for t in pile if t is not None]) for pile in piles]


def _other_half(tile: Tile, number: int) -> int:
    return tile.low if tile.high == number else tile.high


def holds(tile: Tile, number: int) -> bool:
    return number in (tile.high, tile.low)


def texas_suit(lead: Tile, trump: int) -> int:
    """The suit a lead gives its trick: trumps if it holds the trump number, else its
    higher half."""
    return trump if holds(lead, trump) else lead.high


def texas_key(tile: Tile, suit: int, trump: int) -> tuple[int, int] | None:
    """How strongly `tile` holds a trick of `suit` in the Texas 42 style: (1, rank) for a
    trump, (0, rank) for a tile of the suit, None for a tile that cannot take the trick.
    A tile is a trump before it is of any other suit; its rank is its other half."""
    if holds(tile, trump):
        return (1, _other_half(tile, trump))
    if holds(tile, suit):
        return (0, _other_half(tile, suit))
    return None


def tile_key(style: str, trump: int | None, lead: Tile, tile: Tile) -> tuple[int, int] | None:
    """How strongly `tile` holds a trick led by `lead` in the plain or the Texas 42 style
    (higher is stronger; None: it cannot take the trick). `trump` is the deal's trump number
    under Texas 42, None until the first tile of the deal fixes it (the lead then does)."""
    if style == TEXAS_42:
        trump = lead.high if trump is None else trump
        return texas_key(tile, texas_suit(lead, trump), trump)
    return (tile.high, tile.low)


@dataclass(frozen=True, slots=True)
class DealResult(BaseDealResult):
    """A finished deal: the settlement per seat, its dealer, the red pips each partnership
    took, those that escaped, and a sentence."""

    dealer: int
    red_pips: tuple[int, int]
    escaped: int
    note: str


@dataclass(frozen=True, slots=True)
class DeerTrickSeen(TrickSeen):
    """A trick taken as a seat sees it, with its red pips (None while a tile in it lies
    face down out of the viewer's sight)."""

    red_pips: int | None


@dataclass(frozen=True, slots=True)
class DeerHuntFacts(TrickFacts):
    """The trick facts and what every seat knows of a Deer Hunt match besides the table.
    Here `tricks_taken` counts the tricks each seat took in this deal (a Tien Gow style
    trick counts one, not one a tile led) and `last_trick` says its red pips. Besides: the
    style of play (plain, texas_42 or tien_gow); the partnerships; the deals of the match,
    this deal's dealer and the number of the trick in progress (from 1); the seat whose play
    holds it (None before the lead); the red pips each seat and each partnership has taken
    in this deal, of the tiles the viewer can see; each seat's trick pile and the pile of
    escaped deer as the viewer sees them (None: a tile another seat played face down); the
    trump number (Texas 42 style, once the deal's first tile fixes it; None otherwise); the
    deals settled and the match totals."""

    style: str
    partnerships: tuple[tuple[int, int], ...]
    deals: int
    dealer: int
    trick_number: int
    best: int | None
    red_pips: tuple[int, ...]
    side_red_pips: tuple[int, ...]
    piles: tuple[tuple[Tile | None, ...], ...]
    escaped: tuple[Tile | None, ...]
    trump: int | None
    results: tuple[DealResult, ...]
    totals: tuple[int, ...]


class _TakenSeen(NamedTuple):
    """The facts of a deal's tricks taken as a seat sees them (`DeerHuntFacts`): they
    change only when a trick is taken."""

    last_trick: DeerTrickSeen | None
    tricks_taken: tuple[int, ...]
    trick_number: int
    red_pips: tuple[int, ...]
    side_red_pips: tuple[int, ...]
    piles: tuple[tuple[Tile | None, ...], ...]
    escaped: tuple[Tile | None, ...]

    def __deepcopy__(self, memo: dict) -> _TakenSeen:
        return self  # a value: copies of a state share it


def settle_red_pips(side_pips: tuple[int, int]) -> tuple[int, ...]:
    """The side with fewer red pips pays the difference: each of its players −difference,
    each opponent +difference; equal counts pay nothing."""
    diff = side_pips[0] - side_pips[1]
    return tuple(diff if partnership(s) == 0 else -diff for s in range(PLAYERS))


DEALS = Option(
    "deals", 4, (1, 4, 8),
    "How many deals the match lasts: the source says usually four or eight; four (the "
    "default) lets every player deal once; 1 plays a single deal.",
)  # fmt: skip
FAIR_DEAL = Option(
    "fair_deal", "off", tuple(FAIR_DEAL_FACES),
    '"heaven": each partnership gets one [6:6] (the two are taken out, the other tiles split '
    'into two piles, a [6:6] added to each); "heaven_axe_ten_man": the same with [6:5], [6:4] '
    "and [4:4] too.",
)  # fmt: skip


def deal_hands(wall: Sequence[Tile]) -> list[list[Tile]]:
    """The four hands of a wall: 8 tiles each to P1, P3, P2, P4 in that order."""
    hands: list[list[Tile]] = [[] for _ in range(PLAYERS)]
    for i, seat in enumerate(DEAL_ORDER):
        hands[seat] = list(wall[i * HAND_SIZE : (i + 1) * HAND_SIZE])
    return hands


class DeerHuntState(TrickState[DealResult]):
    game: DeerHunt
    # The red pips of every tile count at the end, face-down ones too.
    reveals_at_end = True

    def _setup_match(self) -> None:
        first = self.deal.deal_number
        dealer = self.deal.dealer
        # P1 deals a match's first deal and the deal passes one seat on each time.
        self.first_dealer = first % PLAYERS if dealer is None else dealer
        # Read once: the rules consult them on every move.
        self.style = self.game.style
        self.escapes = self.game.options["deer_escaped"]

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        # The player to the right of the last dealer deals next: the next seat in turn.
        self.dealer = (self.first_dealer + self.deal_index - self.deal.deal_number) % PLAYERS
        # Each hand is kept strongest first, the order it is shown and its moves listed in.
        self.hands = [sorted(hand, key=plain_rank, reverse=True) for hand in hands]
        self._start_tricks()
        self.turn = self.dealer
        # The tiles of the tricks whose deer escaped: nobody's pile.
        self.escaped: list[TakenPiece] = []
        # The facts of the tricks taken, kept between two tricks (`_taken_seen`).
        self._taken_known: tuple[int, bool, _TakenSeen] | None = None
        self.trump: int | None = None

    def _dealer(self) -> int:
        return self.dealer

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        # Scores: the red pips each seat's partnership took in the last finished deal; the
        # side with fewer pays the difference, so payments are counted in red pips.
        if not self.results:
            return (0,) * PLAYERS, "red pips", ""
        last = self.results[-1]
        return tuple(last.red_pips[partnership(s)] for s in range(PLAYERS)), "red pips", last.note

    # -- the position ----------------------------------------------------------------------

    def _phase(self) -> str:
        return "lead" if not self.plays else "follow"

    def best_of(self, plays: Sequence[Play]) -> int:
        if self.style == TIEN_GOW:
            return max(i for i, p in enumerate(plays) if p.face_up)
        style, trump = self.style, self.trump
        lead = plays[0].pieces[0]
        best, best_key = 0, tile_key(style, trump, lead, lead)
        assert best_key is not None  # a lead always holds its own trick
        for i in range(1, len(plays)):
            key = tile_key(style, trump, lead, plays[i].pieces[0])
            # Strictly higher only: of two identical tiles the earlier one wins.
            if key is not None and key > best_key:
                best, best_key = i, key
        return best

    def trick_trump(self, lead: Tile) -> int:
        """The trump number in force for a trick led by `lead` (Texas 42 style)."""
        return lead.high if self.trump is None else self.trump

    def red_pips_taken(self, seat: int | None = None) -> list[int]:
        """Per seat, the red pips in the tricks it took that `seat` can see (None: all)."""
        return _red_pips_seen(self._piles_seen(seat))

    def tricks_won(self) -> list[int]:
        """Per seat, the tricks it took in this deal: tricks, not what they count (a Tien
        Gow style trick counts a trick a tile led)."""
        won = [0] * PLAYERS
        for trick in self.tricks:
            if trick.winner is not None:
                won[trick.winner] += 1
        return won

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        if self.style == TIEN_GOW:
            return self._tien_gow_actions(seat)
        moves = _SINGLE_MOVES[seat, "follow" if self.plays else "lead"]
        # The hand is sorted, so copies of a tile lie side by side: one move for each.
        actions, last = [], None
        for tile in self.hands[seat]:
            if tile is not last:
                actions.append(moves[tile.high * 7 + tile.low])
                last = tile
        return actions

    def _tien_gow_actions(self, seat: int) -> list[Action]:
        hand = sort_tiles(self.hands[seat])
        if not self.plays:
            return [
                Action(seat, "lead", c.tiles, c.kind, say.leads, short=c.notation)
                for c in leads_in_sorted(hand)
            ]
        # The combination the best play so far was played as (`classify`, as a bot reads it
        # off the trick).
        best = classify(self.plays[self.best_of(self.plays)].pieces)
        assert best is not None
        actions = [
            Action(seat, "follow", c.tiles, c.kind, say.plays, short=c.notation)
            for c in beating_plays_in_sorted(best, hand)
        ]
        for group in dict.fromkeys(combinations(hand, len(best.tiles))):
            short = f"{pieces_text(group)} down"
            actions.append(
                Action(
                    seat,
                    "discard",
                    group,
                    "face down",
                    say.plays_face_down,
                    _plays_hidden,
                    short=short,
                )
            )
        return actions

    def _apply(self, action: Action) -> None:
        seat = action.player
        hand = self.hands[seat]
        for tile in action.pieces:
            hand.remove(tile)
        if self.trump is None and self.style == TEXAS_42:
            self.trump = action.pieces[0].high
        self._add_play(_play_of(action))

    def judge(self, plays: Sequence[Play]) -> Trick:
        trick = super().judge(plays)
        # With deer_escaped, a trick in which every tile has red pips goes to nobody (the
        # player of the best tile still leads next).
        if self.escapes and all(t.red_pips for p in plays for t in p.pieces):
            return trick._replace(winner=None)
        return trick

    def _score_trick(self, trick: Trick) -> None:
        if trick.winner is None:
            self.escaped += taken_pieces(trick.plays)

    def _hands_played(self) -> None:
        taken = [red_pips(w.piece for w in pile) for pile in self.won]
        sides = (taken[0] + taken[2], taken[1] + taken[3])
        escaped = red_pips(w.piece for w in self.escaped)
        self.settle(
            DealResult(
                payments=settle_red_pips(sides),
                dealer=self.dealer,
                red_pips=sides,
                escaped=escaped,
                note=_deal_note(sides),
            )
        )

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        if not self.plays:
            parts = [f"{action.text}: {self._why_lead()}.", self._lead_note(action)]
        else:
            # The note on a play face down says only what every seat knows of it.
            parts = [f"{action.seen_by(seat)}: {self._follow_note(action)}"]
        if len(self.plays) == PLAYERS - 1:
            parts.extend(self._explain_trick_end(action, seat))
        return " ".join(p for p in parts if p)

    def _why_lead(self) -> str:
        me = seat_name(self.turn)
        if self.tricks:
            last = self.tricks[-1]
            if last.winner is None:
                return f"{me} played the best tile of the last trick, whose deer escaped, so leads"
            return f"{me} took the last trick and so leads"
        if self.deal_index == 0:
            return f"{me} deals the first deal and leads its first trick"
        before = seat_name((self.dealer - 1) % PLAYERS)
        return (
            f"{me} sits to the right of the last dealer ({before}), so deals now and leads "
            f"the first trick"
        )

    def _lead_note(self, action: Action) -> str:
        tile = action.pieces[0]
        if self.style == TIEN_GOW:
            return _tien_gow_lead_note(action.pieces)
        if self.style == TEXAS_42:
            if self.trump is None:
                t = tile.high
                return (
                    f"The first tile of the deal fixes the trump number: {t}. Every tile "
                    f"with a {t} is a trump, ranked by its other half, so {tile} leads "
                    f"trumps with rank {_other_half(tile, t)}."
                )
            if holds(tile, self.trump):
                return (
                    f"{tile} holds the trump number {self.trump}, so it leads trumps with "
                    f"rank {_other_half(tile, self.trump)}; only a higher trump takes it."
                )
            return (
                f"The suit of the trick is {tile.high} (the higher half of {tile}) and its "
                f"rank {tile.low}: a tile with a {tile.high} and a higher other half, or "
                f"any trump (a {self.trump}), takes it; nobody has to follow."
            )
        if plain_rank(tile) == (6, 6):
            return "6:6 is the highest tile of all."
        return "Any tile may follow; the highest tile takes the trick."

    def _follow_note(self, action: Action) -> str:
        tile = action.pieces[0]
        best = self.plays[self.best_of(self.plays)]
        holder, top = seat_name(best.seat), best.pieces[0]
        if self.style == TIEN_GOW:
            shown = pieces_text(best.pieces)
            if action.kind == "discard":
                return (
                    f"face-down tiles never take the trick (a player plays them when he cannot "
                    f"or will not beat {holder}'s {shown}), but their red pips go with it."
                )
            return f"{why_beats(best.pieces, action.pieces)} It now holds the trick."
        if self.style == TEXAS_42:
            return self._texas_follow_note(tile, holder, top)
        if tile == top:
            return (
                f"{tile} is identical to {holder}'s {top}, and of two identical tiles the "
                f"earlier one wins, so {holder}'s {top} stays highest."
            )
        if plain_rank(tile) > plain_rank(top):
            return f"{tile} is now the highest tile: {_compare_halves(tile, top)}."
        return f"{holder}'s {top} stays highest: {_compare_halves(top, tile)}."

    def _texas_follow_note(self, tile: Tile, holder: str, top: Tile) -> str:
        lead = self.plays[0].pieces[0]
        trump = self.trick_trump(lead)
        suit = texas_suit(lead, trump)
        key, top_key = texas_key(tile, suit, trump), texas_key(top, suit, trump)
        assert top_key is not None
        if key is None:
            lacks = f"no {trump}" if suit == trump else f"neither a {suit} nor a trump {trump}"
            return (
                f"{tile} holds {lacks}, so it cannot take the trick; {holder}'s {top} stays best."
            )
        what = (
            f"{tile} is a trump of rank {key[1]}"
            if key[0]
            else f"{tile} is of the suit {suit} with rank {key[1]}"
        )
        top_what = "trump" if top_key[0] else f"suit {suit}"
        if tile == top:
            return (
                f"{what}, identical to {holder}'s {top}; of two identical tiles the earlier "
                f"one wins, so {holder}'s {top} stays best."
            )
        if key[0] > top_key[0]:
            return f"{what}, and a trump beats every tile of another suit: it now takes the trick."
        if key[0] < top_key[0]:
            return f"{what}, but {holder}'s {top} is a trump and stays best."
        than = f"the {top_key[1]} of {holder}'s {top} ({top_what})"
        if key[1] > top_key[1]:
            return f"{what}, higher than {than}: it now takes the trick."
        return f"{what}, lower than {than}, which stays best."

    def _explain_trick_end(self, action: Action, seat: int | None) -> list[str]:
        trick = self.judge([*self.plays, _play_of(action)])
        last = len(self.hands[action.player]) == len(action.pieces)
        parts = [self._trick_sentence(trick, last, seat)]
        if not last:
            return parts
        after = self.after(action)
        parts.append(_deal_sentence(after.results[-1]))
        if not after.over:
            parts.append(
                f"{seat_name(after.dealer)}, to the right of {seat_name(self.dealer)}, deals next."
            )
        elif self.game.deals > 1:
            totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
            parts.append(f"That was the last of {self.game.deals} deals; match totals: {totals}.")
        return parts

    def _trick_sentence(self, trick: Trick, last: bool, seat: int | None) -> str:
        """Who takes a full trick and its red pips, those `seat` sees (the pips of tiles
        others played face down show when the deal is counted); `last` when it ends the
        deal."""
        best = trick.best_play
        shown = pieces_text(best.pieces)
        seen = [p for p in trick.plays if self.sees(seat, p.seat, p.face_up)]
        count = trick_red_pips(seen)
        pips = "red pip" if count == 1 else "red pips"
        hidden = sum(len(p.pieces) for p in trick.plays) - sum(len(p.pieces) for p in seen)
        if hidden:
            assert seat is not None  # the open view sees every tile
            down = f"{words(hidden, 'tile')} face down"
            pips = f"{pips} seen by {seat_name(seat)}, and {down},"
        if trick.winner is None:
            who = seat_name(best.seat)
            leads = "" if last else f", and {who}, who played the best tile ({shown}), leads next"
            return (
                f"Every tile in this trick has red pips, so the deer escaped: the trick and "
                f"its {count} {pips} go to nobody{leads}."
            )
        side = side_name(partnership(trick.winner))
        return f"{seat_name(trick.winner)} takes the trick with {shown}: {count} {pips} for {side}."

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones = {**self._hand_zones(seat), **self._trick_zones(seat)}
        if self.escapes:
            zones["escaped"] = self._pile_zone(self.escaped, seat)
        return zones

    # -- the table ---------------------------------------------------------------------------

    panel_room = 2

    def _table(self, seat: int | None) -> TableView:
        table = super()._table(seat)
        # The trick just taken lies in the middle until the next lead (`_table.trick_table`),
        # and one whose deer escaped is already in the escaped pile too: the pile is drawn
        # without it, so that every tile is drawn once.
        shown = self.tricks[-1] if self.tricks and not self.plays else None
        if shown is None or shown.winner is not None:
            return table
        before = len(self.escaped) - sum(len(play.pieces) for play in shown.plays)
        piles = tuple(
            replace(pile, pieces=pile.pieces[:before]) if pile.name == "escaped" else pile
            for pile in table.piles
        )
        return replace(table, piles=piles)

    def table_panel(self, viewer: int | None) -> list[str]:
        """The deal and its dealer, and the red pips each partnership has taken so far
        (those `viewer` can see: a tile played face down is counted once it shows)."""
        first = [
            f"deal {self.deal_index + 1} of {self.game.deals}",
            f"dealer {seat_name(self.dealer)}",
        ]
        if self.style == TEXAS_42 and self.trump is not None:
            first.append(f"trumps {self.trump}s")
        taken = self.red_pips_taken(viewer)
        sides = [f"{side_name(k)} {taken[a] + taken[b]}" for k, (a, b) in enumerate(PARTNERSHIPS)]
        pips = "red pips taken: " + " · ".join(sides)
        if self.escapes and self.escaped:
            seen = red_pips(
                w.piece for w in self.escaped if self.sees(viewer, w.played_by, w.face_up)
            )
            pips += f" · escaped {seen}"
        return [" · ".join(first), pips]

    def seat_side(self, seat: int) -> str:
        return side_name(partnership(seat))

    def seat_detail(self, seat: int, viewer: int | None) -> str:
        if self.over and self.results:
            return signed(self.results[-1].payments[seat])
        won = self.tricks_won()[seat]
        parts = [f"{won} trick{'' if won == 1 else 's'}"] if won else []
        if any(self.totals):
            parts.append(f"total {signed(self.totals[seat])}")
        return " · ".join(parts)

    def _facts(self, seat: int | None) -> DeerHuntFacts:
        plays = self.plays
        best = self.best_of(plays) if plays else None
        taken = self._taken_seen(seat)
        return DeerHuntFacts(
            leader=self.leader,
            trick=self._plays_seen(plays, best, seat),
            last_trick=taken.last_trick,
            tricks_taken=taken.tricks_taken,
            pieces_in_hand=tuple([len(h) for h in self.hands]),
            style=self.style,
            partnerships=PARTNERSHIPS,
            deals=self.game.deals,
            dealer=self.dealer,
            trick_number=taken.trick_number,
            best=None if best is None else plays[best].seat,
            red_pips=taken.red_pips,
            side_red_pips=taken.side_red_pips,
            piles=taken.piles,
            escaped=taken.escaped,
            trump=self.trump,
            results=tuple(self.results),
            totals=tuple(self.totals),
        )

    def _taken_seen(self, seat: int | None) -> _TakenSeen:
        """The facts of the tricks taken in this deal as `seat` sees them. Where no tile
        lies face down (every style but Tien Gow's), every seat sees them alike: they are
        worked out once a trick, not once a move (a bot asks for the facts on every move)."""
        tricks = self.tricks
        if self.style == TIEN_GOW:
            return self._taken_facts(seat)
        known = self._taken_known
        if known is not None and known[0] == len(tricks) and known[1] == self.over:
            return known[2]
        taken = self._taken_facts(None)
        self._taken_known = (len(tricks), self.over, taken)
        return taken

    def _taken_facts(self, seat: int | None) -> _TakenSeen:
        tricks = self.tricks
        piles = self._piles_seen(seat)
        taken = _red_pips_seen(piles)  # (`red_pips_taken`, with the piles already seen)
        return _TakenSeen(
            self._last_trick_seen(tricks[-1], seat) if tricks else None,
            tuple(self.tricks_won()),
            len(tricks) + (0 if self.over else 1),
            tuple(taken),
            tuple([taken[a] + taken[b] for a, b in PARTNERSHIPS]),
            piles,
            tuple(self._pile_zone(self.escaped, seat)),
        )

    def _last_trick_seen(self, trick: Trick, seat: int | None) -> DeerTrickSeen:
        plays = self._plays_seen(trick.plays, trick.best, seat)
        hidden = any([p.pieces[0] is None for p in plays])
        pips = None if hidden else trick_red_pips(trick.plays)
        return DeerTrickSeen(trick.leader, trick.winner, trick.units, plays, pips)


@register
class DeerHunt(Game):
    spec = GameSpec(
        id="deer_hunt",
        name="Deer Hunt",
        native_name="鹿狩り",
        family="trick_taking",
        players=(PLAYERS,),
        options=(
            DEALS,
            FAIR_DEAL,
            flag(
                "deer_escaped",
                False,
                "A trick in which every tile has red pips goes to nobody: the deer escaped.",
            ),
            flag(
                "tien_gow_style",
                False,
                "Tiles rank as in Tien Gow and the leader may lead Tien Gow combinations.",
            ),
            flag(
                "texas_42_style",
                False,
                "Suits and trumps as in Texas 42: the lead's higher half is the suit, the "
                "first tile of the deal fixes the trump number.",
            ),
        ),
        sources=(
            "GuPai site, Deer Hunt: https://navpil.github.io/gupai/tien-gow/deerhunt.html",
            "yau-ichi's blog (Japanese), Deer Hunt: "
            "https://yau-ichi.hatenablog.com/entry/2016/05/18/001051",
            "dice.saloon.jp (Japanese), Deer Hunt: http://dice.saloon.jp/t9pai/t9pai_deerhunt.html",
        ),
        summary="Two partnerships take tricks for the red pips; the side with fewer pays "
        "the difference.",
        order=4,
    )
    state_class = DeerHuntState
    bot_class = DeerHuntBot

    def __init__(self, players: int | None = None, **options: Any) -> None:
        super().__init__(players, **options)
        if self.options["tien_gow_style"] and self.options["texas_42_style"]:
            raise OptionError(
                "Deer Hunt can be played in the Tien Gow style or in the Texas 42 style, "
                "not both: choose one of tien_gow_style=True or texas_42_style=True"
            )

    @property
    def deals(self) -> int:
        return self.options["deals"]

    @cached_property
    def style(self) -> str:
        if self.options["texas_42_style"]:
            return TEXAS_42
        if self.options["tien_gow_style"]:
            return TIEN_GOW
        return PLAIN

    def tile_keys(self, trump: int | None) -> Callable[[Tile, Tile], tuple[int, int] | None]:
        """The module's `tile_key` in this game's style with the trump number `trump` (a
        public fact, `DeerHuntFacts.trump`): of a lead and a tile, how strongly the tile
        holds the trick."""
        return partial(tile_key, self.style, trump)

    @property
    def fair_faces(self) -> tuple[Tile, ...]:
        return FAIR_DEAL_FACES[self.options["fair_deal"]]

    def pieces(self) -> tuple[Tile, ...]:
        return _SET

    # -- dealing ---------------------------------------------------------------------------

    def hand_sizes(self) -> tuple[int, ...]:
        return (HAND_SIZE,) * PLAYERS

    def split_wall(self, wall: Sequence[Tile]) -> tuple[list[list[Tile]], list[Tile]]:
        return deal_hands(wall), list(wall[PLAYERS * HAND_SIZE :])

    def join_wall(self, hands: Sequence[Sequence[Tile]], rest: Sequence[Tile]) -> list[Tile]:
        return [t for seat in DEAL_ORDER for t in hands[seat]] + list(rest)

    def shuffle(self, rng: random.Random) -> list[Tile]:
        """The 32 tiles shuffled, in the order `deal_hands` deals them; with a fair deal, its
        two piles (each with one of every `fair_faces`) one after the other."""
        tiles = list(self.pieces())
        faces = self.fair_faces
        if not faces:
            rng.shuffle(tiles)
            return tiles
        rest = [t for t in tiles if t not in faces]
        rng.shuffle(rest)
        half = len(rest) // 2
        piles = [rest[:half] + list(faces), rest[half:] + list(faces)]
        for pile in piles:
            rng.shuffle(pile)
        return piles[0] + piles[1]

    def check_deal(self, deal: Shuffles) -> None:
        # Only the first wall can be given; the shuffle deals every other one fairly.
        wall = deal.walls[0]
        half = PLAYERS * HAND_SIZE // 2
        faces = self.fair_faces
        for side, pile in enumerate((wall[:half], wall[half:])):
            missing = [str(f) for f in faces if f not in pile]
            if missing:
                a, b = (seat_name(s) for s in PARTNERSHIPS[side])
                raise DealError(
                    f"fair_deal={self.options['fair_deal']!r} deals each partnership a pile "
                    f"with one {pieces_text(faces)}: {a}'s and {b}'s hands together "
                    f"must hold one {', '.join(missing)}"
                )


def _play_of(action: Action) -> Play:
    return new_play((action.player, action.pieces, action.kind != "discard", None))


# Sentences of the moves, worked out only when a caption or a person reads them.


def _plays_hidden(a: Action) -> str:
    count = len(a.pieces)
    return f"{seat_name(a.player)} plays {'a tile' if count == 1 else f'{count} tiles'} face down"


def _single_moves(seat: int, kind: str, words: Callable[[Action], str]) -> dict[int, Action]:
    """One seat's moves of one kind, keyed by `high * 7 + low`: a small int is hashed
    faster than a tile."""
    return {
        t.high * 7 + t.low: Action(seat, kind, (t,), "", words, short=str(t)) for t in all_faces()
    }


# Every single-tile move there can be (plain and Texas 42 styles), made once: listing the
# legal moves then only looks them up.
_SINGLE_MOVES: dict[tuple[int, str], dict[int, Action]] = {
    (seat, kind): _single_moves(seat, kind, words)
    for seat in range(PLAYERS)
    for kind, words in (("lead", say.leads), ("follow", say.plays))
}


def _tien_gow_lead_note(tiles: Sequence[Tile]) -> str:
    combo = classify(tiles)
    assert combo is not None
    if combo.is_supreme:
        return f"The {combo.name} cannot be beaten (and could beat nothing if it followed)."
    if combo.size == 1:
        return (
            f"{tiles[0]} is a {tiles[0].suit} tile ({combo.name}): only a higher {tiles[0].suit} "
            f"tile beats it; the others play one tile each, face down if it does not beat."
        )
    article = "An" if combo.name[0] in "AEIOU" else "A"
    return (
        f"{article} {combo.name} ({combo.kind}): only a higher combination of the same kind "
        f"beats it; the others play {combo.size} tiles each, face down if they do not beat."
    )


def _compare_halves(higher: Tile, lower: Tile) -> str:
    if higher.high != lower.high:
        return f"its higher half {higher.high} beats the {lower.high} of {lower}"
    return (
        f"both have {higher.high} as the higher half, and its lower half {higher.low} "
        f"beats {lower.low}"
    )


def _deal_note(sides: tuple[int, int]) -> str:
    a, b = side_name(0), side_name(1)
    if sides[0] == sides[1]:
        return f"{a} and {b} took {sides[0]} red pips each: nobody pays."
    loser = 0 if sides[0] < sides[1] else 1
    diff = abs(sides[0] - sides[1])
    return (
        f"{side_name(loser)} took fewer red pips, so each of its players pays the difference "
        f"of {diff} and each of {side_name(1 - loser)} receives it."
    )


def _deal_sentence(result: DealResult) -> str:
    a, b = result.red_pips
    escaped = f" ({result.escaped} escaped)" if result.escaped else ""
    payments = ", ".join(seat_amount(s, p) for s, p in enumerate(result.payments))
    return (
        f"That ends the deal: {side_name(0)} took {a} red pips, {side_name(1)} {b}{escaped}. "
        f"{result.note} Settlement: {payments}."
    )


__all__ = [
    "DEAL_ORDER",
    "FAIR_DEAL_FACES",
    "PARTNERSHIPS",
    "TOTAL_RED_PIPS",
    "DealResult",
    "DeerHunt",
    "DeerHuntFacts",
    "DeerHuntState",
    "DeerTrickSeen",
    "deal_hands",
    "partnership",
    "plain_rank",
    "settle_red_pips",
    "texas_key",
    "texas_suit",
    "tile_key",
]
