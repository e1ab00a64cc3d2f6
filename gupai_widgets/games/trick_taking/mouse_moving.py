"""Mouse Moving 老鼠搬家 (LaoShuBanJia): TianJiu for two players.

Rules (FACTS.md §2.2; the GuPai site's Tien Gow variants page, from a letter by Min FanXin
闵凡信; navpil/gupai `MovingMouseSimulation` as a second opinion): the 32 tiles are shuffled
into a wall. Each player takes 8 and they play tricks by the TianJiu rules (leads of single
tiles or combinations, beat with the same kind or play face down; a trick taken goes to the
taker's pile). Then each takes the next 8 from the wall and they play again. From then on
each player deals himself from his own pile of tricks, oldest tricks first: 8 tiles, or,
when a pile holds fewer, as many as the shorter pile holds, the same number for both. There
is no scoring: the player left with no tiles at all loses.

A fixed deal (`new_initial_state`): `hands` are the two players' first 8 tiles, `rest` the
other 16 of the wall in the order they are taken (P1's second 8, then P2's), `dealer` the
first leader. The match is one deal, from its one wall, played in rounds: `new_initial_state`
takes deal_number 0 only, and `deal_setup()` gives the wall and `state.deal_number` is 0 in
every round; the round is the state's `chapter` (a replay's chapters, the search's playouts
stop there), and is in the facts (`MouseMovingFacts.round`) and the captions.

Project decisions where the sources are silent: the first leader is drawn by lot with the
shuffle and recorded in the deal; the taker of the last trick of a round leads the next one
(as navpil does); tiles keep the order they were played in within a trick. The returns are
+1 for the winner and −1 for the loser. Two players could pass tiles back and forth for a
very long time, so a match ends after `round_limit` rounds: then the player holding more
tiles wins, and equal piles are a draw (0 each).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import Action, GameSpec, Option, flag, register, seat_name
from ...engine.result import DealResult
from ...pieces import Tile
from ._words import words
from .tianjiu import EARLY_DEATH
from .tianjiu_bot import TrickBot
from .tianjiu_family import TianJiuFamilyFacts, TianJiuFamilyGame, TianJiuFamilyState

HAND = 8
MIXED = flag(
    "mixed",
    True,
    "Allow the mixed Heaven–Nine, Earth–Eight, Man–Seven and Harmony–Five combinations "
    "(off: pure pairs only).",
)
ROUND_LIMIT = Option(
    "round_limit", 100, (20, 50, 100, 200),
    "After this many rounds the match ends: the player holding more tiles wins (a project "
    "rule; the sources have no limit).",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class MouseMovingFacts(TianJiuFamilyFacts):
    """The trick facts and what both players know of a Mouse Moving match besides the
    table: the round (from 1) and the limit of rounds, how many tiles each pile of tricks
    holds, how many are left in the wall, and the player left with no tiles (None while
    nobody is)."""

    round: int
    round_limit: int
    pile_sizes: tuple[int, ...]
    wall_size: int
    loser: int | None


class MouseMovingState(TianJiuFamilyState[DealResult]):
    game: MouseMoving
    last_trick_prize = "whoever takes it leads the next round"

    def _setup_match(self) -> None:
        self._setup_tricks()
        self.round = 0  # the rounds played out
        self.loser: int | None = None

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        # The match's one deal: the first round's hands, and the wall of the second round's.
        self.wall = rest
        self._start_round(hands, self._dealer())

    def _dealer(self) -> int:
        # The first leader, drawn by lot or given (`TianJiuFamilyGame.draw_lot`).
        assert self.deal.dealer is not None
        return self.deal.dealer

    def _result(self) -> tuple[tuple[int, ...], str, str]:
        held = tuple(len(p) for p in self.won)  # the tiles in each pile of tricks
        if not self.over:
            return held, "points", ""
        if self.loser is not None:
            note = f"{seat_name(self.loser)} has no tiles left and loses the match."
        elif self.totals == [0, 0]:
            note = (
                f"After round {self.round}, the limit, both players hold {held[0]} tiles: a draw."
            )
        else:
            winner = self.totals.index(1)
            note = (
                f"After round {self.round}, the limit, {seat_name(winner)} holds more tiles "
                "and wins."
            )
        return held, "points", note

    def _chapter(self) -> int:
        return self.round  # the spec's `deal_word` here is "round"

    def next_round_size(self) -> int:
        """How many tiles each player takes for the next round (0: someone has none)."""
        if self.wall:
            return HAND
        return min(HAND, *(len(p) for p in self.won))

    def _hands_played(self) -> None:
        assert self.last_trick is not None
        leader = self.last_trick.winner
        assert leader is not None  # the best play's seat takes every trick
        self.round += 1
        if self.wall:
            hands = [self.wall[0:HAND], self.wall[HAND : 2 * HAND]]
            self.wall = self.wall[2 * HAND :]
            self._start_round(hands, leader, keep_piles=True)
            return
        size = self.next_round_size()
        if size == 0:
            self.loser = 0 if not self.won[0] else 1
            self._finish(1 - self.loser)
            return
        if self.round >= self.game.options["round_limit"]:
            counts = [len(p) for p in self.won]
            self._finish(None if counts[0] == counts[1] else counts.index(max(counts)))
            return
        hands = [[w.piece for w in pile[:size]] for pile in self.won]
        self.won = [pile[size:] for pile in self.won]
        self._start_round(hands, leader, keep_piles=True)

    def _finish(self, winner: int | None) -> None:
        """Settle the match, the game's one deal: +1 to `winner`, −1 to the other, or 0
        each (None: a draw)."""
        payments = (0, 0) if winner is None else tuple(1 if s == winner else -1 for s in (0, 1))
        self.settle(DealResult(payments=payments))

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        text = self._explain_play(action, seat)
        if action.kind == "lead" and not self.tricks:
            text = f"{self._round_sentence()} {text}"
        if len(self.plays) + 1 < self.num_players:
            return text
        after = self.after(action)
        text = f"{text} {self._explain_trick_end(after)}"
        if after.round > self.round or after.over:
            text = f"{text} {self._describe_round_end(after)}"
        return text

    def _round_sentence(self) -> str:
        me = seat_name(self.turn)
        if self.round == 0:
            first = f"{me} was chosen to lead" if self.deal.chosen else f"{me}, drawn by lot, leads"
            return f"Round 1: each player took 8 tiles from the wall; {first}."
        if self.round == 1:
            return f"Round 2: each player took the next 8 tiles from the wall; {me} leads."
        n = len(self.hands[self.turn])
        return (
            f"Round {self.round + 1}: each player took {words(n, 'tile')} from the oldest "
            f"tricks of his own pile; {me} took the last trick and leads."
        )

    def _describe_round_end(self, after: MouseMovingState) -> str:
        piles = ", ".join(f"{seat_name(s)} {len(p)}" for s, p in enumerate(after.won))
        if after.over:
            if after.loser is not None:
                return (
                    f"The round is over and {seat_name(after.loser)} has no tiles left in his "
                    f"tricks, so {seat_name(after.loser)} loses the match."
                )
            counts = [len(p) for p in after.won]
            if counts[0] == counts[1]:
                return (
                    f"That ends round {after.round}, the limit of this match; both players "
                    f"hold {counts[0]} tiles, so it is a draw."
                )
            winner = counts.index(max(counts))
            return (
                f"That ends round {after.round}, the limit of this match; {seat_name(winner)} "
                f"holds more tiles ({piles}) and wins."
            )
        if after.round == 1:
            return (
                f"Round 1 is over (tiles won: {piles}); each player takes the next 8 tiles "
                f"from the wall."
            )
        size = len(after.hands[0])
        fewer = "" if size == HAND else f" (the shorter pile held only {size})"
        return (
            f"The round is over; each player now takes {words(size, 'tile')}{fewer} "
            f"from the oldest tricks of his own pile. Tiles left in the piles: {piles}."
        )

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones = super()._zones(seat)
        zones["wall"] = list(self.wall) if seat is None else [None] * len(self.wall)
        return zones

    def _facts(self, seat: int | None) -> MouseMovingFacts:
        return MouseMovingFacts(
            *self._family_facts(seat),
            self.round + 1,
            self.game.options["round_limit"],
            tuple(map(len, self.won)),
            len(self.wall),
            self.loser,
        )


@register
class MouseMoving(TianJiuFamilyGame):
    spec = GameSpec(
        id="mouse_moving",
        name="Mouse Moving",
        native_name="老鼠搬家",
        deal_word="round",
        family="trick_taking",
        players=(2,),
        options=(MIXED, EARLY_DEATH, ROUND_LIMIT),
        sources=(
            "GuPai site, Tien Gow variants: Tien Gow for two, after Min FanXin: "
            "https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html",
            "navpil/gupai, MovingMouseSimulation (a second opinion): "
            "https://github.com/navpil/gupai",
        ),
        summary=(
            "Two-player TianJiu: after two rounds from the wall each player deals himself "
            "from his oldest tricks; whoever runs out of tiles loses."
        ),
        order=3,
        learn_first=("tianjiu",),
    )
    state_class = MouseMovingState
    bot_class = TrickBot

    def hand_sizes(self) -> tuple[int, ...]:
        return (HAND, HAND)

    def evaluate(self, state: MouseMovingState, seat: int) -> float:
        """The search bot's estimate of `seat`'s return from a position between rounds
        (the optional hook of bots/search.py, so that its playouts stop at the end of a
        round (`state.chapter`), instead of running on for up to a hundred). The match goes
        to whoever holds more tiles, so: the tiles `seat` holds (pile and hand) less the
        other's, as a share of the 32, between −1 and +1 like the returns."""
        if state.over:
            return state.totals[seat]
        held = [len(pile) + len(hand) for pile, hand in zip(state.won, state.hands, strict=True)]
        return (held[seat] - held[1 - seat]) / len(self.pieces())
