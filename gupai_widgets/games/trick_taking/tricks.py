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
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations as _choose
from typing import Any

from ...engine import Action, State, seat_name
from ...pieces import Tile
from .combinations import (
    CIVIL_PAIR,
    CIVIL_TRIPLET,
    MILITARY_PAIR,
    MIXED_PAIR,
    Combination,
    CombinationRules,
    beating_plays_in_sorted,
    classify,
    leads_in_sorted,
    sort_tiles,
    tile_order,
    why_beats,
)


@dataclass(frozen=True, slots=True)
class Play:
    """One seat's tiles in a trick. `combo` is set for a lead and for a play that beat."""

    seat: int
    tiles: tuple[Tile, ...]
    face_up: bool
    combo: Combination | None


@dataclass(frozen=True, slots=True)
class TakenTile:
    """A tile in a trick pile, with who played it and whether face up."""

    tile: Tile
    played_by: int
    face_up: bool


@dataclass(frozen=True, slots=True)
class FinishedTrick:
    """A trick taken: who led, who took it, what it counts, and the taker's count after it
    in that deal (or round)."""

    leader: int
    winner: int
    units: int
    plays: tuple[Play, ...]
    taker_total: int


def distinct_groups(hand: tuple[Tile, ...], size: int) -> list[tuple[Tile, ...]]:
    """Every distinct multiset of `size` tiles from a sorted hand, each once, in order."""
    if size == 1:
        groups = []
        for t in hand:
            if not groups or groups[-1][0] != t:
                groups.append((t,))
        return groups
    return list(dict.fromkeys(_choose(hand, size)))


def tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def count_words(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


class TrickTakingState(State):
    """Hands, the trick in progress and the trick piles; subclasses deal and settle."""

    # -- what a subclass provides ----------------------------------------------------------

    # What taking the last trick of a round means in this game.
    last_trick_prize = "whoever takes it wins the deal"

    @property
    def rules(self) -> CombinationRules:
        raise NotImplementedError

    @property
    def give_up_words(self) -> str:
        return "give up a tile face up" if self.exposed_discards else "play face down"

    @property
    def exposed_discards(self) -> bool:
        return False

    @property
    def early_death(self) -> bool:
        return False

    def _round_over(self) -> None:
        """Every hand is empty: settle, deal again, or end the match."""
        raise NotImplementedError

    def _describe_round_end(self, after: TrickTakingState) -> str:
        """Caption text for the move that empties the hands; `after` is the position after."""
        return ""

    # -- the round -------------------------------------------------------------------------

    def _start_round(self, hands: list[list[Tile]], leader: int, keep_piles: bool = False) -> None:
        """Deal `hands`; `leader` leads. The trick piles start empty unless `keep_piles`."""
        n = self.num_players
        self.hands = [sorted(h, key=tile_order) for h in hands]
        if not keep_piles:
            self.won: list[list[TakenTile]] = [[] for _ in range(n)]
        self.units = [0] * n
        self.plays: list[Play] = []
        self.best = 0
        self.leader = leader
        self.turn = leader
        self.finished: list[FinishedTrick] = []  # in this deal or round
        if not hasattr(self, "last_trick"):
            self.last_trick: FinishedTrick | None = None

    def _current_player(self) -> int:
        return self.turn

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
            self.early_death
            and bool(self.plays)
            and self.is_last_trick
            and len(self.plays[0].tiles) == 1
            and self.units[seat] == 0
        )

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        me = seat_name(seat)
        hand = tuple(self.hands[seat])
        if not self.plays:
            return [
                Action(seat, "lead", c.tiles, c.kind, f"{me} leads {c.notation} ({c.name})")
                for c in leads_in_sorted(hand, self.rules)
            ]
        size = len(self.plays[0].tiles)
        actions: list[Action] = []
        if not self.must_play_face_down(seat):
            best = self.plays[self.best].combo
            assert best is not None
            for c in beating_plays_in_sorted(best, hand, self.rules):
                actions.append(
                    Action(seat, "follow", c.tiles, c.kind, f"{me} follows {c.notation}")
                )
        if self.exposed_discards:
            for g in distinct_groups(hand, size):
                text = f"{me} discards {tiles_text(g)} face up"
                actions.append(Action(seat, "discard", g, "face up", text))
        else:
            hidden = f"{me} plays {'a tile' if size == 1 else f'{size} tiles'} face down"
            for g in distinct_groups(hand, size):
                text = f"{me} plays {tiles_text(g)} face down"
                actions.append(Action(seat, "discard", g, "face down", text, hidden))
        return actions

    def _apply(self, action: Action) -> None:
        seat = action.player
        hand = self.hands[seat]
        for t in action.pieces:
            hand.remove(t)
        tiles = tuple(action.pieces)
        if action.kind == "lead":
            combo = self._combo(tiles)
            self.plays = [Play(seat, tiles, True, combo)]
            self.best = 0
        elif action.kind == "follow":
            self.plays.append(Play(seat, tiles, True, self._combo(tiles)))
            self.best = len(self.plays) - 1
        else:
            self.plays.append(Play(seat, tiles, self.exposed_discards, None))
        if len(self.plays) < self.num_players:
            self.turn = (seat + 1) % self.num_players
            return
        self._finish_trick()

    def _combo(self, tiles: tuple[Tile, ...]) -> Combination:
        combo = classify(tiles, self.rules)
        assert combo is not None
        return combo

    def _finish_trick(self) -> None:
        winner = self.plays[self.best].seat
        units = len(self.plays[0].tiles)
        self.units[winner] += units
        pile = self.won[winner]
        for play in self.plays:
            pile.extend(TakenTile(t, play.seat, play.face_up) for t in play.tiles)
        trick = FinishedTrick(
            self.plays[0].seat, winner, units, tuple(self.plays), self.units[winner]
        )
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
                list(self.hands[s]) if seat in (None, s) else [None] * len(self.hands[s])
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
