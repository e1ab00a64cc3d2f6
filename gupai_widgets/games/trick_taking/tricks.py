"""The trick mechanics TianJiu, KuPai and Mouse Moving share.

A trick: the leader plays a single tile or a combination (`combinations.legal_leads`); each
other seat in turn plays as many tiles, face up only if they beat the best play so far
(`combinations.beats`), otherwise face down (or face up without beating, where a game
exposes its discards). There is no duty to follow suit or to win. When every seat has
played, the seat with the best play takes every tile of the trick, counts as many tricks
as tiles were led, and leads the next trick.

Who sees what, as at a real table: face-up tiles are seen by all; a tile played face down
is seen only by the seat that played it, wherever it lies afterwards (in the trick, in the
pile of the seat that took it). The open view (`view(None)`) shows everything.

A subclass deals the hands (`_start_round`), knows its combination rules, and says what
happens when the hands are empty (`_round_over`).

Random playouts and bots list and apply moves millions of times, so the state keeps each
hand as sorted face codes (`combinations.FACES`), finds leads and beats in the game's
`LeadTable` by counting, and hands out moves made once per seat and combination
(`TrickMoves`), whose sentences are written only when read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from itertools import combinations as _choose
from operator import itemgetter
from typing import Any, NamedTuple, Self

from ...engine import Action, MatchState, seat_name
from ...engine.action import Words
from ...pieces import Tile
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
    counts_of_tiles,
    face_codes,
    face_counts,
    sort_tiles,
    take_away,
    why_beats,
)

# Plays, taken tiles and finished tricks are made on every move of every playout: named
# tuples are values as a frozen dataclass is, and far cheaper to make.


class Play(NamedTuple):
    """One seat's tiles in a trick. `combo` is set for a lead and for a play that beat."""

    seat: int
    tiles: tuple[Tile, ...]
    face_up: bool
    combo: Combination | None

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


class TakenTile(NamedTuple):
    """A tile in a trick pile, with who played it and whether face up."""

    tile: Tile
    played_by: int
    face_up: bool

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


class FinishedTrick(NamedTuple):
    """A trick taken: who led, who took it, what it counts, and the taker's count after it
    in that deal (or round)."""

    leader: int
    winner: int
    units: int
    plays: tuple[Play, ...]
    taker_total: int

    def __deepcopy__(self, memo: dict) -> Self:
        return self  # a value: copies of a state share it


# Each made from one tuple of its fields in a single C call (a named tuple's own
# constructor is a Python function): these are made on every move.
_play = partial(tuple.__new__, Play)
_taken = partial(tuple.__new__, TakenTile)
_finished = partial(tuple.__new__, FinishedTrick)


def tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def count_words(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


# Sentences of the moves, worked out only when a caption or a person reads them.
def _follows(a: Action) -> str:
    return f"{seat_name(a.player)} follows {tiles_text(a.pieces)}"


def _plays_down(a: Action) -> str:
    return f"{seat_name(a.player)} plays {tiles_text(a.pieces)} face down"


def _plays_down_hidden(a: Action) -> str:
    size = len(a.pieces)
    return f"{seat_name(a.player)} plays {'a tile' if size == 1 else f'{size} tiles'} face down"


def _discards_up(a: Action) -> str:
    return f"{seat_name(a.player)} discards {tiles_text(a.pieces)} face up"


def _lead_words(combo: Combination) -> Callable[[Action], str]:
    def words(a: Action) -> str:
        return f"{seat_name(a.player)} leads {combo.notation} ({combo.name})"

    return words


class _Seen:
    """The tiles in the trick piles as the seats have seen them, as `counts_of_tiles`: every
    face-up tile, and each seat's own face-down ones; `tricks` finished tricks of the
    round are in it (the piles held before the round are counted when it is made)."""

    def __init__(self, players: int) -> None:
        self.face_up = 0
        self.hidden = [0] * players
        self.tricks = 0

    def add(self, seat: int, tiles: Iterable[Tile], face_up: bool) -> None:
        if face_up:
            self.face_up += counts_of_tiles(tiles)
        else:
            self.hidden[seat] += counts_of_tiles(tiles)


class TrickMove(Action):
    """An Action that also carries the sorted face codes of its tiles and, for a lead or a
    follow, its combination's position in the lead table, so that applying it looks
    nothing up. It equals, hashes and reads as the plain Action."""

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
    ) -> TrickMove:
        action = Action.__new__(cls, player, kind, pieces, detail, text, public, short=short)
        return tuple.__new__(cls, (*action, codes, position))

    codes: tuple[int, ...] = property(itemgetter(-2))  # type: ignore[assignment]
    position: int = property(itemgetter(-1))  # type: ignore[assignment]


class TrickMoves:
    """Every move of a trick game, each made once per seat and combination (or group of
    tiles given up) and then shared by every position: an Action is a value, so listing the
    legal moves is a few list lookups instead of building sentences and tuples.

    Leads and follows are indexed by the combination's position in the lead table, single
    tiles given up by their face code, groups given up by their sorted face codes."""

    # Groups given up remembered per seat before starting afresh (a bound on memory).
    REMEMBERED = 20000

    def __init__(self, table: LeadTable, players: int, exposed: bool) -> None:
        self.table = table
        self.exposed = exposed
        size = len(table.combos)
        self.leads: list[list[TrickMove | None]] = [[None] * size for _ in range(players)]
        self.follows: list[list[TrickMove | None]] = [[None] * size for _ in range(players)]
        self.single_given_up: list[list[TrickMove | None]] = [
            [None] * len(FACES) for _ in range(players)
        ]
        self.given_up: list[dict[tuple[int, ...], TrickMove]] = [{} for _ in range(players)]

    def __deepcopy__(self, memo: dict) -> TrickMoves:
        return self  # shared by every copy of a state, like the game

    def lead(self, seat: int, position: int) -> TrickMove:
        c = self.table.combos[position]
        action = TrickMove(
            seat, "lead", c.tiles, c.kind, _lead_words(c),
            short=c.notation, codes=c.codes, position=position,
        )  # fmt: skip
        self.leads[seat][position] = action
        return action

    def follow(self, seat: int, position: int) -> TrickMove:
        c = self.table.combos[position]
        action = TrickMove(
            seat, "follow", c.tiles, c.kind, _follows,
            short=c.notation, codes=c.codes, position=position,
        )  # fmt: skip
        self.follows[seat][position] = action
        return action

    def give_up(self, seat: int, codes: tuple[int, ...]) -> TrickMove:
        tiles = tuple(FACES[c] for c in codes)
        if self.exposed:
            action = TrickMove(
                seat, "discard", tiles, "face up", _discards_up,
                short=f"{tiles_text(tiles)} up", codes=codes, position=-1,
            )  # fmt: skip
        else:
            action = TrickMove(
                seat, "discard", tiles, "face down", _plays_down, _plays_down_hidden,
                short=f"{tiles_text(tiles)} down", codes=codes, position=-1,
            )  # fmt: skip
        if len(codes) == 1:
            self.single_given_up[seat][codes[0]] = action
        else:
            known = self.given_up[seat]
            if len(known) >= self.REMEMBERED:
                known.clear()
            known[codes] = action
        return action


class TrickTakingState(MatchState):
    """Hands, the trick in progress and the trick piles; subclasses deal and settle, keeping
    the match in `MatchState`'s attributes (`over`, `totals`, `deal_index`)."""

    # -- what a subclass provides ----------------------------------------------------------

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

    def _round_over(self) -> None:
        """Every hand is empty: settle, deal again, or end the match."""
        raise NotImplementedError

    def _describe_round_end(self, after: TrickTakingState) -> str:
        """Caption text for the move that empties the hands; `after` is the position after."""
        return ""

    # -- the round -------------------------------------------------------------------------

    def _setup_tricks(self) -> None:
        """What the game's rules fix for the whole match, read once (`_setup` calls it)."""
        game: Any = self.game
        # (not `table`: that is the State's TableView)
        self.lead_table: LeadTable = game.lead_table
        self.moves: TrickMoves = game.moves
        self._exposed = self.exposed_discards
        self._early_death = self.early_death
        self._players = self.num_players
        self.last_trick: FinishedTrick | None = None  # the match's latest, kept across deals

    def _start_round(self, hands: list[list[Tile]], leader: int, keep_piles: bool = False) -> None:
        """Deal `hands`; `leader` leads. The trick piles start empty unless `keep_piles`."""
        n = self.num_players
        # Each hand is kept as the sorted face codes of its tiles (`combinations.FACES`):
        # the order of `tile_order`, and cheap keys for the lead table.
        self.hands: list[list[int]] = [face_codes(h) for h in hands]
        if not keep_piles:
            self.won: list[list[TakenTile]] = [[] for _ in range(n)]
        # What the seats have seen in the piles, worked out when a bot first asks (`unseen`).
        self._pile_knowledge: _Seen | None = None
        self.units = [0] * n
        self.plays: list[Play] = []
        self.best = 0
        self.best_position = 0  # the best play's place in the lead table
        self.leader = leader
        self.turn = leader
        self.finished: list[FinishedTrick] = []  # in this deal or round
        # Each seat's leads when it last led in this round: a hand only loses tiles, so its
        # leads now are those of them it still holds.
        self._known_leads: list[tuple[int, ...] | None] = [None] * n

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

    def unseen(self, seat: int) -> int:
        """The tiles `seat` has not seen, as `face_counts`: the game's pieces less its own
        hand, every face-up tile in the trick and the piles, and its own face-down tiles
        there (what its view shows; a bot's knowledge)."""
        seen = self._pile_knowledge
        if seen is None:
            seen = self._pile_knowledge = _Seen(self.num_players)
            taken = [w for pile in self.won for w in pile]
            seen.add(0, [w.tile for w in taken if w.face_up], True)
            for s in range(self.num_players):
                seen.add(s, [w.tile for w in taken if not w.face_up and w.played_by == s], False)
        # The piles grow by whole tricks: count those taken since the last question.
        for trick in self.finished[seen.tricks :]:
            for play in trick.plays:
                seen.add(play.seat, play.tiles, play.face_up)
        seen.tricks = len(self.finished)
        game: Any = self.game
        unseen = take_away(game.piece_counts, self.hands[seat]) - seen.face_up - seen.hidden[seat]
        for play in self.plays:
            if play.face_up or play.seat == seat:
                unseen -= counts_of_tiles(play.tiles)
        return unseen

    def _phase(self) -> str:
        return "lead" if not self.plays else "follow"

    @property
    def best_play(self) -> Play | None:
        return self.plays[self.best] if self.plays else None

    @property
    def is_last_trick(self) -> bool:
        """Whether the trick in progress (or about to be led) empties every hand."""
        if self.plays:
            return not self.hands[self.plays[0].seat]
        return False

    def must_play_face_down(self, seat: int) -> bool:
        """Early death: on the last trick, led with a single tile, a seat that has taken
        no trick may not beat."""
        return (
            self._early_death
            and bool(self.plays)
            and self.is_last_trick
            and len(self.plays[0].tiles) == 1
            and self.units[seat] == 0
        )

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        codes = self.hands[seat]
        moves = self.moves
        plays = self.plays
        if not plays:
            made = moves.leads[seat]
            return [made[i] or moves.lead(seat, i) for i in self.leads(seat)]
        size = len(plays[0].tiles)
        beat = not (self._early_death and self.must_play_face_down(seat))
        if size == 1:
            # Most follows answer a single tile: no combination to look up.
            distinct = dict.fromkeys(codes)
            made = moves.follows[seat]
            actions: list[Action] = []
            if beat:
                table = self.lead_table
                beaters = table.single_beaters[table.codes[self.best_position][0]]
                single = table.single
                actions = [
                    made[single[c]] or moves.follow(seat, single[c])
                    for c in distinct
                    if c in beaters
                ]
            made = moves.single_given_up[seat]
            actions += [made[c] or moves.give_up(seat, (c,)) for c in distinct]
            return actions
        actions = []
        if beat:
            made = moves.follows[seat]
            actions = [
                made[i] or moves.follow(seat, i)
                for i in self.lead_table.beating(self.best_position, codes)
            ]
        known = moves.given_up[seat]
        actions += [
            known.get(g) or moves.give_up(seat, g) for g in dict.fromkeys(_choose(codes, size))
        ]
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
        # Only a legal action comes here, and every legal action is one of our TrickMoves.
        move: TrickMove = action  # type: ignore[assignment]
        seat = move.player
        hand = self.hands[seat]
        for code in move.codes:
            hand.remove(code)
        plays = self.plays
        kind = move.kind
        if kind == "discard":
            plays.append(_play((seat, move.pieces, self._exposed, None)))
        else:
            position = move.position
            play = _play((seat, move.pieces, True, self.lead_table.combos[position]))
            if kind == "lead":
                plays = self.plays = [play]
                self.best = 0
            else:
                plays.append(play)
                self.best = len(plays) - 1
            self.best_position = position
        if len(plays) < self._players:
            self.turn = (seat + 1) % self._players
            return
        self._finish_trick()

    def _combo(self, tiles: tuple[Tile, ...]) -> Combination:
        combo = classify(tiles, self.rules)
        assert combo is not None
        return combo

    def _finish_trick(self) -> None:
        plays = self.plays
        winner = plays[self.best].seat
        units = len(plays[0].tiles)
        self.units[winner] += units
        self.won[winner] += [_taken((t, seat, up)) for seat, tiles, up, _ in plays for t in tiles]
        trick = _finished((plays[0].seat, winner, units, tuple(plays), self.units[winner]))
        self.finished.append(trick)
        self.last_trick = trick
        self.plays = []
        self.best = 0
        self.leader = winner
        self.turn = winner
        if not any(self.hands):
            self._round_over()

    # -- captions --------------------------------------------------------------------------

    def _explain_play(self, action: Action) -> str:
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
        best = self.plays[self.best]
        assert best.combo is not None
        if action.kind == "follow":
            why = why_beats(best.combo, tiles, self.rules)
            return f"{action.text}: {why} {me} now holds the trick."
        if self.must_play_face_down(seat):
            return (
                f"{action.text}: {me} has taken no trick, and the last trick was led with a "
                f"single tile, so the early-death rule makes {me} {self.give_up_words}."
            )
        combo = self._maybe_combo(tiles)
        if combo is not None and combo.kind == best.combo.kind and combo.rank > best.combo.rank:
            reason = f"{combo} would have beaten {best.combo}, but nobody has to win a trick."
        else:
            reason = why_beats(best.combo, tiles, self.rules)
        return f"{action.text}, giving up the trick: {reason}"

    def _maybe_combo(self, tiles: tuple[Tile, ...]) -> Combination | None:
        return classify(tiles, self.rules)

    def _explain_trick_end(self, after: TrickTakingState) -> str:
        """What the completed trick counts; `after` is the position once it is taken."""
        trick = after.last_trick
        assert trick is not None
        winner = seat_name(trick.winner)
        best = next(p for p in trick.plays if p.seat == trick.winner and p.combo is not None)
        assert best.combo is not None
        return (
            f"{winner} takes the trick with {best.combo} and counts "
            f"{count_words(trick.units, 'trick')} for it (one per tile led), "
            f"{count_words(trick.taker_total, 'trick')} so far in this {self.game.spec.deal_word}."
        )

    # -- what can be seen ------------------------------------------------------------------

    def _seen(self, seat: int | None, played_by: int, face_up: bool) -> bool:
        return face_up or seat is None or seat == played_by

    def _trick_zones(self, seat: int | None) -> dict[str, list[Any]]:
        n = self.num_players
        zones: dict[str, list[Any]] = {}
        for s in range(n):
            zones[f"hand {s}"] = (
                list(self.hand(s)) if seat in (None, s) else [None] * len(self.hands[s])
            )
        zones["trick"] = [
            t if self._seen(seat, p.seat, p.face_up) else None for p in self.plays for t in p.tiles
        ]
        for s in range(n):
            zones[f"won {s}"] = [
                w.tile if self._seen(seat, w.played_by, w.face_up) else None for w in self.won[s]
            ]
        return zones

    def _trick_info(self, seat: int | None) -> dict[str, Any]:
        last = None
        if self.last_trick is not None:
            f = self.last_trick
            last = {"leader": f.leader, "winner": f.winner, "units": f.units}
            if self.finished and self.finished[-1] is f:
                # Still this deal's (or round's): its tiles lie at the end of the pile.
                last["plays"] = self._plays_info(f.plays, seat)
        return {
            "leader": self.plays[0].seat if self.plays else self.turn,
            "trick": self._plays_info(self.plays, seat),
            "tricks_taken": list(self.units),
            "tiles_in_hand": [len(h) for h in self.hands],
            "last_trick": last,
            "last_trick_of_deal": self.is_last_trick,
        }

    def _plays_info(self, plays: list[Play] | tuple[Play, ...], seat: int | None) -> list[dict]:
        best = max(
            (i for i, p in enumerate(plays) if p.combo is not None), default=None
        )  # the latest face-up play is the best one
        shown = []
        for i, p in enumerate(plays):
            seen = self._seen(seat, p.seat, p.face_up)
            shown.append(
                {
                    "seat": p.seat,
                    "tiles": [str(t) if seen else None for t in p.tiles],
                    "face_up": p.face_up,
                    "best": i == best,
                    "combination": p.combo.name if p.combo else None,
                }
            )
        return shown


def lead_sentence(combo: Combination, players: int = 4, exposed: bool = False) -> str:
    """What a lead is called and what the others must do about it; `exposed` when tiles
    given up are shown face up (KuPai) rather than hidden."""
    n = combo.size
    others = "the other player plays" if players == 2 else "the others each play"
    tiles = count_words(n, "tile")
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


def deal_hands(wall: list[Tile], players: int, size: int) -> list[list[Tile]]:
    """Seat i takes the i-th block of `size` tiles of the wall."""
    return [list(wall[i * size : (i + 1) * size]) for i in range(players)]


__all__ = [
    "FinishedTrick",
    "Play",
    "TakenTile",
    "TrickTakingState",
    "count_words",
    "deal_hands",
    "lead_sentence",
    "sort_tiles",
    "tiles_text",
]
