"""The mechanics every connecting game shares: tiles joined end to end into a "dragon".

Players take turns in seat order (P1, P2, ... round the table). The first player of a deal
lays any tile. With one arm he names which half stays open and the other end is dead; with
two arms both ends stay open. Afterwards a player must add a tile whose half matches an open
end if he has one; a player who cannot must lay one tile of his choice face down in front
of him, and its pips count against him. There is no stock to draw from. When every seat in
turn has had to lay a tile face down the dragon is dead (hands only shrink, so nobody can
ever match again) and the tiles still in hand count as well.

The games differ in the tiles they use, who starts, and how a finished deal is settled;
each is a `ConnectingGame` subclass that says so. A match is one or more deals; the winner
of a deal starts the next one. Captions teach as they go: why a tile fits or goes face down,
why the first player leads (`first_player_reason`), what a game's own rules make of a move
(`move_note`), and, on the move that ends a deal, how it is settled (`describe_deal_end`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from ...engine import Action, DealError, Game, MatchState, seat_amount, seat_name
from ...pieces import Tile


@dataclass(frozen=True, slots=True)
class DealResult:
    """How one finished deal came out: per seat the penalty pips and the settlement."""

    scores: tuple[int, ...]
    winner: int
    payments: tuple[int, ...]
    note: str


class ConnectingGame(Game):
    """A connecting game: what it plays with, who starts, and how a deal is settled."""

    arms: ClassVar[int] = 1

    @property
    def deals(self) -> int:
        return self.options.get("deals", 1)

    def tileset(self) -> tuple[Tile, ...]:
        raise NotImplementedError

    def hand_size(self) -> int:
        raise NotImplementedError

    def redeal_reason(self, hands: list[list[Tile]]) -> str | None:
        """Why these hands must be dealt again, or None. Most games never redeal."""
        return None

    def first_player(self, hands: list[list[Tile]], previous_winner: int | None) -> int:
        """Who lays the first tile: P1 in the first deal, then the last deal's winner."""
        return 0 if previous_winner is None else previous_winner

    def instant_result(self, hands: list[list[Tile]], first: int) -> DealResult | None:
        """A deal decided by the hands alone, before any tile is laid (CeDeng's 8 doubles)."""
        return None

    def settle(self, state: ConnectingState) -> DealResult:
        """Score a finished deal. `note` says, for a learner, who pays whom and why."""
        raise NotImplementedError

    def first_player_reason(self, state: ConnectingState) -> str:
        """Why `state.first` lays the first tile of the deal, as a clause for a caption."""
        if state.deal_index == 0 or not state.results:
            return f"{seat_name(state.first)} starts the first deal"
        return f"{seat_name(state.first)} won the last deal and so starts this one"

    def move_note(self, state: ConnectingState, action: Action) -> str:
        """A sentence to add to the caption of `action` (not yet applied) when the game's own
        rules make it matter, e.g. a penalty it brings about; "" for none."""
        return ""

    def describe_deal_end(self, state: ConnectingState, result: DealResult, blocked: bool) -> str:
        """The caption's account of a deal that the next move ends: why it ends, the penalty
        pips, who won and why, and the settlement (`result.note`). `state` is the position
        before that move; `blocked` says whether the dragon ends blocked."""
        n = self.players
        if blocked:
            why = (
                f"That ends the deal: all {n} players in a row had to lay a tile face down, "
                f"so the dragon is blocked and the tiles still in hand count too."
            )
        else:
            why = "That ends the deal: every tile has been placed."
        pips = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(result.scores))
        return (
            f"{why} Penalty pips: {pips}. "
            f"{winner_sentence(result.scores, result.winner, state.first)} {result.note}"
        )

    # -- dealing ---------------------------------------------------------------------------

    def _walls_needed(self, walls: list[list[Tile]]) -> list[bool]:
        """For each shuffled wall, whether it is played (True) or redealt (False)."""
        return [self.redeal_reason(self.split_hands(wall)) is None for wall in walls]

    def split_hands(self, wall: list[Tile]) -> list[list[Tile]]:
        n = self.hand_size()
        return [list(wall[i * n : (i + 1) * n]) for i in range(self.players)]

    def make_deal(self, rng: random.Random) -> dict[str, Any]:
        walls: list[list[str]] = []
        played = 0
        while played < self.deals:
            wall = list(self.tileset())
            rng.shuffle(wall)
            walls.append([str(t) for t in wall])
            if self.redeal_reason(self.split_hands(wall)) is None:
                played += 1
        return {"walls": walls}

    def check_deal(self, deal: Any) -> None:
        if not isinstance(deal, dict) or not isinstance(deal.get("walls"), list):
            raise DealError('a connecting-game deal is {"walls": [[tile, ...], ...]}')
        expected = sorted(self.tileset(), key=str)
        played = 0
        for i, wall in enumerate(deal["walls"]):
            if played == self.deals:
                raise DealError(f"the deal has more walls than the {self.deals} deal(s) need")
            if not isinstance(wall, list):
                raise DealError(f"wall {i + 1} must be a list of tiles")
            tiles = [Tile.parse(t) for t in wall]
            if sorted(tiles, key=str) != expected:
                raise DealError(
                    f"wall {i + 1} must hold exactly the {len(expected)} tiles of "
                    f"{self.spec.name} for {self.players} players, each once per copy"
                )
            if self.redeal_reason(self.split_hands(tiles)) is None:
                played += 1
        if played < self.deals:
            raise DealError(
                f"the deal has walls for {played} deal(s) but the match has {self.deals}"
            )


class ConnectingState(MatchState):
    unchanging = ("walls",)
    game: ConnectingGame

    def _setup(self) -> None:
        self.walls = [[Tile.parse(t) for t in wall] for wall in self.deal["walls"]]
        self.wall_index = -1
        self.deal_index = -1
        self.results: list[DealResult] = []
        self.redeals: list[str] = []
        self.totals = [0] * self.num_players
        self._start_next_deal(None)

    def _start_next_deal(self, previous_winner: int | None) -> None:
        game = self.game
        self.redeals_before_deal = len(self.redeals)
        while True:
            self.wall_index += 1
            wall = self.walls[self.wall_index]
            hands = game.split_hands(wall)
            reason = game.redeal_reason(hands)
            if reason is None:
                break
            self.redeals.append(reason)
        self.deal_index += 1
        n = game.hand_size() * self.num_players
        self.hands = hands
        self.unused = list(wall[n:])
        self.chain: list[tuple[int, int]] = []  # oriented halves, left to right
        self.left_open = game.arms == 2
        self.discards: list[list[Tile]] = [[] for _ in range(self.num_players)]
        self.first = game.first_player(hands, previous_winner)
        self.turn = self.first
        self.discards_in_a_row = 0
        self.blocked = False
        self.over = False
        instant = game.instant_result(hands, self.first)
        if instant is not None:
            self._finish_deal(instant)

    # -- the position ----------------------------------------------------------------------

    @property
    def ends(self) -> tuple[int | None, int | None]:
        """The open ends (left, right); a dead or absent end is None."""
        if not self.chain:
            return (None, None)
        left = self.chain[0][0] if self.left_open else None
        return (left, self.chain[-1][1])

    def penalty_pips(self, seat: int) -> int:
        pips = sum(t.pips for t in self.discards[seat])
        if self.blocked:
            pips += sum(t.pips for t in self.hands[seat])
        return pips

    def _phase(self) -> str:
        return "lead" if not self.chain else "play"

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        me = seat_name(seat)
        hand = sorted(set(self.hands[seat]), key=_strength)
        actions: list[Action] = []
        if not self.chain:
            for t in hand:
                if self.game.arms == 2:
                    actions.append(Action(seat, "lead", (t,), "", f"{me} leads {t}"))
                    continue
                for half in dict.fromkeys((t.low, t.high)):
                    actions.append(
                        Action(
                            seat, "lead", (t,), str(half), f"{me} leads {t} with the {half} open"
                        )
                    )
            return actions
        left, right = self.ends
        for t in hand:
            if self.game.arms == 1:
                if right in (t.high, t.low):
                    actions.append(
                        Action(seat, "play", (t,), "right", f"{me} plays {t} on the {right}")
                    )
                continue
            if left in (t.high, t.low):
                actions.append(Action(seat, "play", (t,), "left", f"{me} plays {t} on the left"))
            if right in (t.high, t.low):
                actions.append(Action(seat, "play", (t,), "right", f"{me} plays {t} on the right"))
        if actions:
            return actions
        return [
            Action(
                seat, "discard", (t,), "", f"{me} discards {t} face down",
                f"{me} discards a tile face down",
            )
            for t in hand
        ]  # fmt: skip

    def _apply(self, action: Action) -> None:
        seat = action.player
        tile = action.pieces[0]
        self.hands[seat].remove(tile)
        if action.kind == "lead":
            if self.game.arms == 1:
                open_half = int(action.detail)
                other = tile.high if open_half == tile.low else tile.low
                self.chain.append((other, open_half))
            else:
                self.chain.append((tile.high, tile.low))
            self.discards_in_a_row = 0
        elif action.kind == "play":
            left, right = self.ends
            if action.detail == "right":
                other = tile.high if tile.low == right else tile.low
                self.chain.append((right, other))
            else:
                other = tile.high if tile.low == left else tile.low
                self.chain.insert(0, (other, left))
            self.discards_in_a_row = 0
        else:
            self.discards[seat].append(tile)
            self.discards_in_a_row += 1
        self.turn = (seat + 1) % self.num_players
        if not any(self.hands):
            self._finish_deal(self.game.settle(self))
        elif self.discards_in_a_row == self.num_players:
            self.blocked = True
            self._finish_deal(self.game.settle(self))

    def _finish_deal(self, result: DealResult) -> None:
        self.results.append(result)
        self.totals = [t + p for t, p in zip(self.totals, result.payments, strict=True)]
        if len(self.results) < self.game.deals:
            self._start_next_deal(result.winner)
        else:
            self.over = True

    def _explain(self, action: Action) -> str:
        text = self._explain_move(action)
        note = self.game.move_note(self, action)
        if note:
            text = f"{text} {note}"
        if self._ends_deal(action):
            text = f"{text} {self._explain_deal_end(action)}"
        return text

    def _explain_move(self, action: Action) -> str:
        seat, tile = action.player, action.pieces[0]
        if action.kind == "lead":
            redealt = self.redeals[self.redeals_before_deal :]
            again = f"The tiles were dealt again first ({'; '.join(redealt)}). " if redealt else ""
            who = self.game.first_player_reason(self)
            if self.game.arms == 1:
                return (
                    f"{again}{action.text}: {who}; the first player may lay any tile and "
                    f"chooses which half stays open, and the other end of the dragon is dead."
                )
            return (
                f"{again}{action.text}: {who}; the first player may lay any tile and both "
                f"ends stay open."
            )
        if action.kind == "play":
            left, right = self.ends
            end = right if action.detail == "right" else left
            other = tile.low if tile.high == end else tile.high
            return f"{action.text}: its {end} matches the open {end}, so the end is now {other}."
        ends = " or ".join(str(e) for e in dict.fromkeys(e for e in self.ends if e is not None))
        pips = "pip" if tile.pips == 1 else "pips"
        return (
            f"{seat_name(seat)} has no tile with a {ends}, so must lay one tile face down; "
            f"{tile} counts {tile.pips} {pips} against {seat_name(seat)}."
        )

    def _ends_deal(self, action: Action) -> bool:
        if sum(len(h) for h in self.hands) == 1:
            return True
        return action.kind == "discard" and self.discards_in_a_row + 1 == self.num_players

    def _explain_deal_end(self, action: Action) -> str:
        after = self._after(action)
        result = after.results[len(self.results)]
        blocked = sum(len(h) for h in self.hands) > 1
        parts = [self.game.describe_deal_end(self, result, blocked)]
        later = after.redeals[len(self.redeals) :]
        if later:
            parts.append(f"The next tiles are dealt again ({'; '.join(later)}).")
        parts.extend(r.note for r in after.results[len(self.results) + 1 :])
        if after.over and self.game.deals > 1:
            totals = ", ".join(seat_amount(s, t) for s, t in enumerate(after.totals))
            parts.append(f"That was the last of {self.game.deals} deals; match totals: {totals}.")
        return " ".join(parts)

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        reveal = self.over
        zones: dict[str, list[Any]] = {}
        for s in range(self.num_players):
            hand = sorted(self.hands[s], key=_strength)
            zones[f"hand {s}"] = hand if reveal or seat in (None, s) else [None] * len(hand)
        zones["dragon"] = [Tile(a, b) for a, b in self.chain]
        for s in range(self.num_players):
            down = self.discards[s]
            zones[f"face down {s}"] = (
                list(down) if reveal or seat in (None, s) else [None] * len(down)
            )
        if self.unused:
            zones["unused"] = (
                list(self.unused) if reveal or seat is None else [None] * len(self.unused)
            )
        return zones

    def _info(self, seat: int | None) -> dict[str, Any]:
        left, right = self.ends
        info: dict[str, Any] = {
            "arms": self.game.arms,
            "dragon": [f"{a}:{b}" for a, b in self.chain],
            "open_ends": [e for e in (left, right) if e is not None],
            "first_player": self.first,
            "deals": self.game.deals,
            "redeals": list(self.redeals),
            "results": [
                {"scores": list(r.scores), "winner": r.winner, "payments": list(r.payments),
                 "note": r.note}
                for r in self.results
            ],
            "totals": list(self.totals),
        }  # fmt: skip
        if self.over or seat is None:
            info["penalty_pips"] = [self.penalty_pips(s) for s in range(self.num_players)]
        elif seat is not None:
            info["my_penalty_pips"] = self.penalty_pips(seat)
        return info


def _strength(tile: Tile) -> tuple[int, int]:
    """Hand order for display and for a stable order of legal actions: high pips first."""
    return (-tile.high, -tile.low)


def winner_sentence(scores: list[int] | tuple[int, ...], winner: int, first: int) -> str:
    """Who won a deal on the fewest penalty pips, saying how a tie was broken."""
    tied = [s for s, p in enumerate(scores) if p == scores[winner]]
    pips = "pip" if scores[winner] == 1 else "pips"
    if len(tied) == 1:
        return f"{seat_name(winner)} wins with the fewest pips."
    names = " and ".join(
        seat_name(s) for s in sorted(tied, key=lambda s: (s - first) % len(scores))
    )
    return (
        f"{names} tie on {scores[winner]} {pips}; {seat_name(winner)} wins as the lower hand, "
        f"the earliest in turn counting from the first player ({seat_name(first)})."
    )


def lowest_score_winner(scores: list[int] | tuple[int, ...], first: int) -> int:
    """The seat with the fewest penalty pips; a tie goes to the earlier hand in turn order,
    counting from the first player (the sources' "lower hand" rule)."""
    n = len(scores)
    order = [(first + k) % n for k in range(n)]
    return min(order, key=lambda s: (scores[s], order.index(s)))
