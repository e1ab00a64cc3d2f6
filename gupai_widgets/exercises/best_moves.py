"""The best move where a game can name it: the per-game hooks of the "best move" kind.

A banker game's player has one real decision once the tiles are dealt, and the library
counts it exactly: PaiGow's split against every hand the banker may hold (`split_odds`),
Tau Ngau's bulls ranked by the points they leave (`bulls`), Kol-ye-si's draw of one or two
tiles (`draw_odds`). Each hook reads a position and returns the best move with the figures
that make it best, or None where the position asks no such question or where the best is
too close to call for an exercise. The banker's own hand is left out: the house way is a
rule, not a choice.

XiangShiFu's solver finds a shortest solution of a layout: the swap that starts one, beside
swaps after which the layout needs more moves, makes the solitaire's question.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from ..engine.action import Action, seat_name
from ..engine.state import State
from ..games.mod10._bank import BankerState
from ..games.mod10.kolyesi_hands import draw_odds
from ..games.mod10.paigow import PaiGow
from ..games.mod10.paigow_hands import split_odds
from ..games.mod10.taungau import TauNgau
from ..games.mod10.taungau_hands import bulls
from ..games.solitaire.xiangshifu import XiangShiFuState
from .model import Option

# The least difference, in stakes per round, that makes one split clearly the better.
CLEAR = 0.02


@dataclass(frozen=True, slots=True)
class BestMove:
    """The best move and what to ask about it; `options` are the moves to choose from
    (empty: every legal move, by its short notation)."""

    action: Action
    title: str
    question: str
    explanation: tuple[str, ...]
    options: tuple[Option, ...] = ()


def _choosing(state: BankerState, kind: str) -> tuple[int, list[Action]] | None:
    """The seat of a player (not the banker) choosing among several moves of `kind`, and
    those moves."""
    seat = state.current_player
    if seat is None:
        return None
    legal = state.legal_actions()
    if len(legal) < 2 or legal[0].kind != kind or seat == state.banker:
        return None
    return seat, legal


# Each hook is the one of its game (BEST_MOVES); the checks of the state's and the game's
# classes only tell the type checker so.


def paigow_split(state: State) -> BestMove | None:
    if not (isinstance(state, BankerState) and isinstance(state.game, PaiGow)):
        return None
    chosen = _choosing(state, "split")
    if chosen is None:
        return None
    seat, legal = chosen
    odds = sorted(
        split_odds(state.hands[seat], state.game.rules), key=lambda o: o.expectation, reverse=True
    )
    if odds[0].expectation - odds[1].expectation < CLEAR:
        return None
    worth = {o.split[0] + o.split[1]: o.expectation for o in odds}
    best = next(a for a in legal if a.pieces == odds[0].split[0] + odds[0].split[1])
    figures = "; ".join(f"{a.short}: {worth[a.pieces]:+.3f}" for a in legal)
    return BestMove(
        best,
        "How would you split these four tiles?",
        f"{seat_name(seat)} plays against the banker. How should {seat_name(seat)} split "
        "these four tiles into a high and a low hand?",
        (
            state.explain(best, seat),
            f"Counted against every hand the banker may hold from the other 28 tiles, split "
            f"the house way, each split is worth per stake: {figures}.",
        ),
    )


def taungau_bull(state: State) -> BestMove | None:
    if not (isinstance(state, BankerState) and isinstance(state.game, TauNgau)):
        return None
    chosen = _choosing(state, "bull")
    if chosen is None:
        return None
    seat, legal = chosen
    ways = bulls(state.hands[seat], state.game.rules.zero_high)
    if len(ways) < 2 or ways[0].points <= ways[1].points:
        return None
    best = next(a for a in legal if a.pieces == ways[0].bull + ways[0].rest)
    return BestMove(
        best,
        "Which bull would you set aside?",
        f"Which three of {seat_name(seat)}'s five tiles should {seat_name(seat)} set aside "
        "as the bull?",
        tuple(state.explain(a, seat) for a in legal),
    )


def kolyesi_draw(state: State) -> BestMove | None:
    if not isinstance(state, BankerState):
        return None
    chosen = _choosing(state, "draw")
    if chosen is None:
        return None
    seat, legal = chosen
    draw = draw_odds(state.hands[seat][0], state.game.options["ties"])
    if abs(draw.value(1) - draw.value(2)) < CLEAR:
        return None
    best = next(a for a in legal if a.short == f"draw {draw.best_count}")
    return BestMove(
        best,
        "Draw one tile or two?",
        f"{seat_name(seat)} holds {state.hands[seat][0]}. Should {seat_name(seat)} draw one "
        "more tile or two?",
        (state.explain(best, seat),),
    )


# Swaps offered beside the best one, and how many a position may try to find them.
WRONG_SWAPS = 3
SWAPS_TRIED = 10


def moves_to_solve(state: XiangShiFuState, action: Action) -> int | None:
    """How many moves a shortest solution takes after `action` (None: no solution)."""
    # State.clone is typed to return a State; it returns a copy of the state's own class.
    after = cast(XiangShiFuState, state.clone())
    after.apply_action(action)
    steps = after.solution().steps
    return None if steps is None else len(steps)


def xiangshifu_swap(state: State) -> BestMove | None:
    if not isinstance(state, XiangShiFuState) or state.is_terminal():
        return None
    steps = state.solution().steps
    if steps is None or len(steps) < 2:
        return None
    shortest = len(steps)
    best = state.action_for(steps[0])
    others = [a for a in state.legal_actions() if a.kind == "swap" and a != best]
    # The same few swaps from the same position: the exercise stays the same on a rebuild.
    wrong: list[tuple[Action, int | None]] = []
    for action in others[:SWAPS_TRIED]:
        need = moves_to_solve(state, action)
        if need is None or need >= shortest:
            wrong.append((action, need))
        if len(wrong) == WRONG_SWAPS:
            break
    if len(wrong) < 2:
        return None
    choices = sorted([best, *(a for a, _ in wrong)], key=lambda a: a.short)
    after = "; ".join(
        f"after {a.short}, {'no solution' if n is None else f'{n} more moves'}" for a, n in wrong
    )
    return BestMove(
        best,
        "Which swap leads to a solution soonest?",
        f"The layout can be solved in {shortest} moves. Which one of these swaps is the "
        "first move of a shortest solution?",
        (
            state.explain(best, 0),
            f"After it the solver solves the layout in {shortest - 1} more moves; {after}.",
        ),
        tuple(Option(a.short, a.text) for a in choices),
    )


BEST_MOVES: dict[str, Callable[[State], BestMove | None]] = {
    "paigow": paigow_split,
    "taungau": taungau_bull,
    "kolyesi": kolyesi_draw,
    "xiangshifu": xiangshifu_swap,
}
