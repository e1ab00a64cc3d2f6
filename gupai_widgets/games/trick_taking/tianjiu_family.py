"""What TianJiu, KuPai and Mouse Moving share on top of the trick kernel (`_tricks`).

A trick: the leader plays a single tile or a combination (`combinations.legal_leads`); each
other seat in turn plays as many tiles, face up only if they beat the best play so far
(`combinations.beats`), otherwise face down (or face up without beating, where a game
exposes its discards). There is no duty to follow suit or to win. When every seat has
played, the seat with the best play takes every tile of the trick, counts as many tricks
as tiles were led, and leads the next trick.

`TianJiuFamilyGame` knows a game's tiles, hand size and combination rules;
`TianJiuFamilyState` plays its tricks. A subclass of the state deals the hands
(`_start_round`, from the engine's `_start_deal`) and says what happens when they are played
out (`_hands_played`).

Random playouts and bots list and apply moves millions of times, so the state keeps each
hand as sorted face codes (`combinations.FACES`), finds leads and beats in the game's
`LeadTable` by counting, and hands out moves made once per seat and combination
(`TrickMoves`), whose sentences are written only when read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations as _choose
from operator import itemgetter
from typing import Any, ClassVar

from ...engine import Action, Game, seat_name
from ...engine import sentences as say
from ...engine.action import Words, pieces_text
from ...pieces import (
    Tile,
    chinese_set,
    tianjiu_set_civil_nines,
    tianjiu_set_civil_nines_supreme,
    tianjiu_set_civil_supreme,
    tianjiu_set_without_supreme,
)
from ._tricks import Play, PlaySeen, R, TrickFacts, TrickSeen, TrickState, new_play
from ._words import words
from .combinations import (
    CIVIL_PAIR,
    CIVIL_TRIPLET,
    FACES,
    MILITARY_PAIR,
    MIXED_PAIR,
    Combination,
    CombinationRules,
    LeadTable,
    classify,
    face_codes,
    face_counts,
    lead_table,
    rules_for_deck,
    why_beats,
)


# Sentences of the moves, worked out only when a caption or a person reads them.
def _follows(a: Action) -> str:
    return f"{seat_name(a.player)} follows {pieces_text(a.pieces)}"


def _plays_down_hidden(a: Action) -> str:
    size = len(a.pieces)
    return f"{seat_name(a.player)} plays {'a tile' if size == 1 else f'{size} tiles'} face down"


def _discards_up(a: Action) -> str:
    return f"{seat_name(a.player)} discards {pieces_text(a.pieces)} face up"


def _lead_words(combo: Combination) -> Callable[[Action], str]:
    def sentence(a: Action) -> str:
        return f"{seat_name(a.player)} leads {combo.notation} ({combo.name})"

    return sentence


class TrickMove(Action):
    """An Action that also carries the sorted face codes of its tiles, for a lead or a
    follow its combination's position in the lead table (-1 for tiles given up), and the
    `Play` it puts into the trick, so that applying it looks nothing up and makes nothing.
    It equals, hashes and reads as the plain Action."""

    __slots__ = ()

    def __new__(
        cls,
        player: int,
        kind: str,
        pieces: tuple[Any, ...],
        detail: str,
        text: Words,
        public: Words = "",
        *,
        short: str,
        codes: tuple[int, ...],
        position: int,
        play: Play,
    ) -> TrickMove:
        action = Action.__new__(cls, player, kind, pieces, detail, text, public, short=short)
        return tuple.__new__(cls, (*action, codes, position, play))

    codes: tuple[int, ...] = property(itemgetter(7))  # type: ignore[assignment]
    position: int = property(itemgetter(8))  # type: ignore[assignment]
    play: Play = property(itemgetter(9))  # type: ignore[assignment]


class TrickMoves:
    """Every move of a TianJiu-family game, each made once per seat and combination (or
    group of tiles given up) and then shared by every position: an Action is a value, so
    listing the legal moves is picking them by index, without a Python step per move.

    Per seat: the leads and follows by the combination's position in the lead table (made
    at once: a few hundred in all), the follows of single tiles and the single tiles given
    up by their face code, and groups given up by their sorted face codes (made when first
    given up: they are many)."""

    # Groups given up remembered per seat before starting afresh (a bound on memory).
    REMEMBERED = 20000

    def __init__(self, table: LeadTable, players: int, exposed: bool) -> None:
        self.table = table
        self.exposed = exposed
        positions = range(len(table.combos))
        seats = range(players)
        self.leads = [tuple(self._lead(seat, i) for i in positions) for seat in seats]
        self.follows = [tuple(self._follow(seat, i) for i in positions) for seat in seats]
        self.single_follows = [
            tuple(self.follows[seat][table.single[code]] for code in range(len(FACES)))
            for seat in seats
        ]
        self.single_given_up = [
            tuple(self.give_up(seat, (code,)) for code in range(len(FACES))) for seat in seats
        ]
        self.given_up = [_GivenUp(self, seat) for seat in seats]

    def __deepcopy__(self, memo: dict) -> TrickMoves:
        return self  # shared by every copy of a state, like the game

    def _lead(self, seat: int, position: int) -> TrickMove:
        c = self.table.combos[position]
        return TrickMove(
            seat, "lead", c.tiles, c.kind, _lead_words(c),
            short=c.notation, codes=c.codes, position=position,
            play=new_play((seat, c.tiles, True, c)),
        )  # fmt: skip

    def _follow(self, seat: int, position: int) -> TrickMove:
        c = self.table.combos[position]
        return TrickMove(
            seat, "follow", c.tiles, c.kind, _follows,
            short=c.notation, codes=c.codes, position=position,
            play=new_play((seat, c.tiles, True, c)),
        )  # fmt: skip

    def give_up(self, seat: int, codes: tuple[int, ...]) -> TrickMove:
        """`seat` giving up the tiles of `codes` (sorted face codes)."""
        tiles = tuple(FACES[c] for c in codes)
        play = new_play((seat, tiles, self.exposed, None))
        if self.exposed:
            return TrickMove(
                seat, "discard", tiles, "face up", _discards_up,
                short=f"{pieces_text(tiles)} up", codes=codes, position=-1, play=play,
            )  # fmt: skip
        return TrickMove(
            seat, "discard", tiles, "face down", say.plays_face_down, _plays_down_hidden,
            short=f"{pieces_text(tiles)} down", codes=codes, position=-1, play=play,
        )  # fmt: skip


class _GivenUp(dict[tuple[int, ...], TrickMove]):
    """One seat's groups of tiles given up, by their sorted face codes, each made when
    first asked for."""

    def __init__(self, moves: TrickMoves, seat: int) -> None:
        super().__init__()
        self.moves = moves
        self.seat = seat

    def __missing__(self, codes: tuple[int, ...]) -> TrickMove:
        if len(self) >= TrickMoves.REMEMBERED:
            self.clear()
        move = self[codes] = self.moves.give_up(self.seat, codes)
        return move


class TianJiuFamilyGame(Game):
    """A TianJiu-family game: its tiles, hand size and combination rules."""

    # KuPai leads single tiles only.
    singles_only: ClassVar[bool] = False

    @property
    def deals(self) -> int:
        return self.options.get("deals", 1)

    @property
    def deck(self) -> str:
        return self.options.get("deck", "standard")

    def pieces(self) -> tuple[Tile, ...]:
        return self._pieces

    @cached_property
    def _pieces(self) -> tuple[Tile, ...]:
        # Made once per game: every deal shuffles a copy.
        deck = self.deck
        if deck == "standard":
            # Three players leave out the Supreme pair; two (Mouse Moving) and four use all 32.
            return tianjiu_set_without_supreme() if self.players == 3 else chinese_set()
        return {
            "civil_supreme": tianjiu_set_civil_supreme,
            "civil_nines_supreme": tianjiu_set_civil_nines_supreme,
            "civil_nines": tianjiu_set_civil_nines,
        }[deck]()

    def hand_size(self) -> int:
        return len(self.pieces()) // self.players

    def hand_sizes(self) -> tuple[int, ...]:
        return (self.hand_size(),) * self.players

    def combination_rules(self) -> CombinationRules:
        small = self.options.get("small_triplets", "never")
        return rules_for_deck(
            self.deck,
            pairs=not self.singles_only,
            mixed=self.options.get("mixed", True),
            small_triplets=small == "always"
            or (small == "small_decks" and self.deck != "standard"),
        )

    @cached_property
    def piece_counts(self) -> int:
        """The pieces as `face_counts`."""
        return face_counts(face_codes(self.pieces()))

    @cached_property
    def lead_table(self) -> LeadTable:
        return lead_table(self.combination_rules())

    @cached_property
    def moves(self) -> TrickMoves:
        return TrickMoves(
            self.lead_table, self.players, self.options.get("exposed_discards", False)
        )

    def draw_lot(self, rng: random.Random) -> tuple[int, tuple[Tile, ...]]:
        """The first banker (the first leader in Mouse Moving), a seat drawn by lot before
        the walls are shuffled; each wall is then dealt P1's hand first, then P2's, and so
        on."""
        return rng.randrange(self.players), ()


@dataclass(frozen=True, slots=True)
class TianJiuFamilyFacts(TrickFacts):
    """The trick facts of a TianJiu-family game. Its `last_trick` is the match's latest
    trick: while it is this deal's (or round's) its tiles lie at the end of a pile and its
    plays are given; a trick of an earlier one is only named (its plays None). Besides:
    whether the trick in progress (or about to be led) is the last of the deal (or round),
    and each seat's trick pile, oldest tile first, as the viewer sees it (None: a tile
    another seat played face down)."""

    last_trick_of_deal: bool
    piles: tuple[tuple[Tile | None, ...], ...]


# The values of `TianJiuFamilyFacts`' fields, in their order.
FamilyFields = tuple[
    int,
    tuple[PlaySeen, ...],
    TrickSeen | None,
    tuple[int, ...],
    tuple[int, ...],
    bool,
    tuple[tuple[Tile | None, ...], ...],
]


class TianJiuFamilyState(TrickState[R]):
    """The tricks of a TianJiu-family game; subclasses deal and settle, through the
    match's lifecycle (`MatchState`: `_setup_match`, `_start_deal`, `settle`)."""

    game: TianJiuFamilyGame
    named_plays = True

    # What taking the last trick of a round means in this game.
    last_trick_prize = "whoever takes it wins the deal"

    @property
    def rules(self) -> CombinationRules:
        return self.lead_table.rules

    @property
    def give_up_words(self) -> str:
        return "give up a tile face up" if self.exposed_discards else "play face down"

    @property
    def exposed_discards(self) -> bool:
        return self.game.options.get("exposed_discards", False)

    @property
    def early_death(self) -> bool:
        return self.game.options.get("early_death", False)

    # -- the round -------------------------------------------------------------------------

    def _setup_tricks(self) -> None:
        """What the game's rules fix for the whole match, read once (`_setup_match` calls
        it)."""
        game = self.game
        # (not `table`: that is the State's TableView)
        self.lead_table: LeadTable = game.lead_table
        self.moves: TrickMoves = game.moves
        self._early_death = self.early_death

    def _start_round(self, hands: list[list[Tile]], leader: int, keep_piles: bool = False) -> None:
        """Deal `hands`; `leader` leads. The trick piles start empty unless `keep_piles`."""
        # Each hand is kept as the sorted face codes of its tiles (`combinations.FACES`):
        # the order of `tile_order`, and cheap keys for the lead table.
        self.hands: list[list[int]] = [face_codes(h) for h in hands]
        self._start_tricks(keep_piles)
        self.best_position = 0  # the best play's place in the lead table
        self.turn = leader
        # Each seat's leads when it last led in this round: a hand only loses tiles, so its
        # leads now are those of them it still holds.
        self._known_leads: list[tuple[int, ...] | None] = [None] * self.num_players

    def leads(self, seat: int) -> tuple[int, ...]:
        """The lead table positions of every combination `seat` could lead now."""
        known = self._known_leads[seat]
        if known is None:
            leads = self.lead_table.leads(self.hands[seat])
        else:
            leads = self.lead_table.still_led(known, face_counts(self.hands[seat]))
        self._known_leads[seat] = leads
        return leads

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """The tiles `seat` holds, in `tile_order`."""
        return tuple(FACES[c] for c in self.hands[seat])

    def _phase(self) -> str:
        return "lead" if not self.plays else "follow"

    def best_of(self, plays: Sequence[Play]) -> int:
        # Only a lead and a play that beat the best so far carry a combination: the
        # latest of them holds the trick.
        best = len(plays) - 1
        while plays[best][3] is None:
            best -= 1
        return best

    @property
    def is_last_trick(self) -> bool:
        """Whether the trick in progress (or about to be led) empties every hand."""
        if self.plays:
            return not self.hands[self.plays[0].seat]
        return False

    def must_play_face_down(self, seat: int) -> bool:
        """Early death: on the last trick (the leader's hand is empty), led with a single
        tile, a seat that has taken no trick may not beat."""
        plays = self.plays
        return (
            self._early_death
            and bool(plays)
            and not self.hands[plays[0][0]]
            and len(plays[0][1]) == 1
            and self.units[seat] == 0
        )

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        # The moves are picked by index from those made once (`TrickMoves`). (Plain loops:
        # for a handful of items they cost less than comprehensions or `map`.)
        seat = self.turn
        moves = self.moves
        plays = self.plays
        actions: list[Action] = []
        if not plays:
            leads = moves.leads[seat]
            for position in self.leads(seat):
                actions.append(leads[position])
            return actions
        codes = self.hands[seat]
        lead = plays[0]
        size = len(lead[1])
        # (the early-death rule asked only on the last trick: the leader's hand is empty)
        last_trick = not self.hands[lead[0]]
        beat = not (last_trick and self._early_death and self.must_play_face_down(seat))
        downs: list[Action] = []
        if size == 1:
            # Most follows answer a single tile: no combination to look up. A hand is
            # sorted, so a face's copies lie side by side.
            given_up = moves.single_given_up[seat]
            if beat:
                table = self.lead_table
                beaters = table.single_beaters[table.codes[self.best_position][0]]
                follows = moves.single_follows[seat]
            else:
                beaters = frozenset()
            last = -1
            for code in codes:
                if code != last:
                    last = code
                    if code in beaters:
                        actions.append(follows[code])
                    downs.append(given_up[code])
        else:
            if beat:
                follows = moves.follows[seat]
                for position in self.lead_table.beating(self.best_position, codes):
                    actions.append(follows[position])
            groups = moves.given_up[seat]
            for group in dict.fromkeys(_choose(codes, size)):
                downs.append(groups[group])
        actions += downs
        return actions

    def find_action(self, action: Action | str) -> Action:
        # A bot hands back one of the legal moves themselves: find it by identity before
        # comparing actions field by field.
        if type(action) is TrickMove:
            legal = self._legal
            if legal is None and not self.is_terminal():
                legal = self._legal = self._legal_actions()
            for candidate in legal or ():
                if candidate is action:
                    return candidate
        return super().find_action(action)

    def _apply(self, action: Action) -> None:
        # Only a legal action comes here, and every legal action is one of our TrickMoves
        # (its fields unpacked at once: this runs on every move of every playout).
        seat, _, _, _, _, _, _, codes, position, play = action
        hand = self.hands[seat]
        for code in codes:
            hand.remove(code)
        if position >= 0:  # a lead, or a follow that beats: the best play now
            self.best_position = position
        self._add_play(play)

    def _combo(self, tiles: tuple[Tile, ...]) -> Combination:
        combo = classify(tiles, self.rules)
        assert combo is not None
        return combo

    # -- captions --------------------------------------------------------------------------

    def _explain_play(self, action: Action, viewer: int | None = None) -> str:
        """The caption of a play as `viewer` may read it: tiles given up face down by
        another seat are not named, nor what they could have done."""
        seat = action.player
        me = seat_name(seat)
        tiles = tuple(action.pieces)
        n = len(tiles)
        if action.kind == "lead":
            combo = self._combo(tiles)
            sentence = lead_sentence(combo, self.num_players, self.exposed_discards)
            text = f"{action.text}: {sentence}"
            if n == len(self.hands[seat]):
                text += f" It is the last trick: {self.last_trick_prize}."
                if self.early_death and n == 1:
                    text += (
                        " It is led with a single tile, so by the early-death rule a player "
                        f"who has taken no trick yet must {self.give_up_words}."
                    )
            return text
        best = self.plays[self.best_of(self.plays)].combination
        if action.kind == "follow":
            why = why_beats(best, tiles, self.rules)
            return f"{action.text}: {why} {me} now holds the trick."
        if self.must_play_face_down(seat):
            return (
                f"{action.seen_by(viewer)}: {me} has taken no trick, and the last trick was led "
                f"with a single tile, so the early-death rule makes {me} {self.give_up_words}."
            )
        if self._hides(action, viewer):
            return f"{action.public}, giving up the trick."
        formed = classify(tiles, self.rules)
        if formed is not None and formed.kind == best.kind and formed.rank > best.rank:
            reason = f"{formed} would have beaten {best}, but nobody has to win a trick."
        else:
            reason = why_beats(best, tiles, self.rules)
        return f"{action.text}, giving up the trick: {reason}"

    def _explain_trick_end(self, after: TianJiuFamilyState) -> str:
        """What the trick completed by the move explained counts; `after` is the position
        once it is taken."""
        trick = after.last_trick
        assert trick is not None and trick.winner is not None
        # (`self` is the position before that move: the trick is not counted yet)
        total = self.units[trick.winner] + trick.units
        return (
            f"{seat_name(trick.winner)} takes the trick with {trick.best_play.combination} and "
            f"counts {words(trick.units, 'trick')} for it (one per tile led), "
            f"{words(total, 'trick')} so far in this {self.game.spec.deal_word}."
        )

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        return {**self._hand_zones(seat), **self._trick_zones(seat)}

    def _hand(self, seat: int) -> tuple[Tile, ...]:
        # A seat is given its tiles, not the face codes the state keeps them as.
        return self.hand(seat)

    def _facts(self, seat: int | None) -> TianJiuFamilyFacts:
        return TianJiuFamilyFacts(*self._family_facts(seat))

    def _family_facts(self, seat: int | None) -> FamilyFields:
        """The values of `TianJiuFamilyFacts`' fields as `seat` sees them, in their order,
        for a game whose facts add to them. (By position: a bot asks for the facts at
        every move, and a frozen dataclass is made faster so than from keywords.)"""
        plays = self.plays
        last = self.last_trick
        return (
            self.leader,
            self._plays_seen(plays, self.best_of(plays) if plays else None, seat),
            # The latest trick of an earlier deal (or round) is only named.
            None if last is None else self._trick_seen(last, seat, plays=bool(self.tricks)),
            tuple(self.units),
            tuple(map(len, self.hands)),
            self.is_last_trick,
            self._piles_seen(seat),
        )


def lead_sentence(combo: Combination, players: int = 4, exposed: bool = False) -> str:
    """What a lead is called and what the others must do about it; `exposed` when tiles
    given up are shown face up (KuPai) rather than hidden."""
    n = combo.size
    others = "the other player plays" if players == 2 else "the others each play"
    tiles = words(n, "tile")
    if n == 1:
        suit = combo.tiles[0].suit
        if exposed:
            return (
                f"{combo.name}, a single {suit} tile; {others} 1 tile: only a higher {suit} "
                f"tile can take the lead, any other is given up face up."
            )
        return (
            f"{combo.name}, a single {suit} tile; {others} 1 tile, face up only if it is a "
            f"higher {suit} tile."
        )
    if combo.is_supreme:
        given_up = "given up face up" if exposed else "face down"
        return f"the {combo.name}, which nothing can beat; {others} {tiles} {given_up}."
    if combo.kind in (CIVIL_PAIR, MILITARY_PAIR, CIVIL_TRIPLET):
        kind = combo.kind
    elif combo.kind == MIXED_PAIR:
        kind = f"{combo.kind} ({combo.composition})"
    else:
        kind = combo.kind
    return f"{combo.name}, a {kind}; {others} {tiles}, face up only if they form a higher {kind}."


__all__ = [
    "TianJiuFamilyFacts",
    "TianJiuFamilyGame",
    "TianJiuFamilyState",
    "TrickMove",
    "TrickMoves",
    "lead_sentence",
]
