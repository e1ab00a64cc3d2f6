"""Kol-ye-si 골여시: stake on one tile, then draw one or two more against the banker's two.

Rules (Culin, "Korean Games" (1895), Kol-ye-si; the GuPai site, Kol-ye-si; navpil/gupai
`mod10/kolyesi` as a second opinion): two to ten seats. The tiles lie face down in a line.
Each player in turn, from the banker's neighbour, draws one tile from the line, looks at it
and stakes on it; the banker covers every stake and takes the next two tiles. Identical
tiles (a perfect pair) win him every stake at once. Otherwise each player in turn draws one
or two more tiles, the count chosen before drawing (Culin's "either 1 or 2 pieces"; navpil
asks for the count the same way). Everyone turns up: the last digit of the pips counts, no
tile wild, 0 the lowest; a player above the banker wins his stake, below it loses it.

Options where the sources leave a point open:

* `ties`: Culin names no winner for equal points; the GuPai site and navpil/gupai return
  the stake (push); or the banker takes it.
* `stakes`: Culin lets each player stake what he likes; the most a stake may be here (the
  least is 1), as the GuPai site's advice to stake high on a good tile needs a range.

A fixed deal (`new_initial_state`): nobody holds a tile when the bank is taken (`hands` are
empty), `rest` is the line in the order it is drawn: each player's first tile in turn from
the banker's neighbour, the banker's two, then the players' draws in turn.
"""

from __future__ import annotations

from functools import cached_property

from ...engine import Action, GameSpec, Option, register, seat_amount, seat_name
from ...engine.learning import BestMove
from ...pieces import Tile
from ._bank import BankerGame, BankerState, Showdown, rounds_option
from .kolyesi_bot import KolYeSiBot
from .kolyesi_hands import (
    Draw,
    Strategy,
    best_strategy,
    compare,
    draw_odds,
    every_first_tile,
    is_pair,
    points,
    strategy_value,
)
from .taungau_hands import points_words

__all__ = ["Draw", "KolYeSi", "Strategy", "best_strategy", "draw_odds", "every_first_tile",
           "is_pair", "points", "strategy_value"]  # fmt: skip

SOURCES = (
    "Culin, Korean Games (1895), Kol-ye-si: "
    "https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kolyesi.html",
    "GuPai site, Kol-ye-si: https://navpil.github.io/gupai/gambling-games/kol-ye-si.html",
    "navpil/gupai, mod10/kolyesi (a second opinion): https://github.com/navpil/gupai",
)


# The least difference, in stakes per round, that makes one count clearly the better.
CLEAR = 0.02


class KolYeSiState(BankerState):
    def _intro(self) -> str:
        rounds = self.game.deal_count()
        match = f" The match lasts {rounds} rounds." if rounds > 1 else ""
        return (
            f"The round: once the bank is taken each player draws a tile and stakes on it; "
            f"the banker takes two, and the players draw one or two more. The bank is "
            f"offered to {seat_name(self.turn)} first.{match}"
        )


@register
class KolYeSi(BankerGame):
    spec = GameSpec(
        id="kolyesi",
        name="Kol-ye-si",
        native_name="골여시",
        family="mod10",
        players=tuple(range(2, 11)),
        default_players=4,
        options=(
            Option(
                "ties", "push", ("push", "banker"),
                "Equal points: the player takes his stake back (the GuPai site, navpil), or "
                "the banker takes it (Culin names no winner).",
            ),
            Option(
                "stakes", 3, (1, 3, 10),
                "The most a player may stake on his first tile (the least is 1).",
            ),
            rounds_option(4),
        ),
        sources=SOURCES,
        summary="Stake on one tile, draw one or two more; the banker's identical pair wins.",
        deal_word="round",
        order=3,
        learn_first=('paigow',),
    )  # fmt: skip
    state_class = KolYeSiState
    bot_class = KolYeSiBot
    deals_before_stakes = True

    @cached_property
    def stakes(self) -> tuple[int, ...]:  # type: ignore[override]
        return tuple(range(1, self.options["stakes"] + 1))

    @cached_property
    def plan(self) -> tuple[bool, dict[Tile, tuple[int, int]]]:
        """The bot's play (`best_strategy`), worked out once as it asks at every move:
        whether it takes the bank when offered, and per first tile where its stake and
        its draw lie among the legal moves (the stakes listed from 1, the draws one then
        two)."""
        best = best_strategy(self.stakes, self.options["ties"])
        return best.value <= 0, {
            tile: (self.stakes.index(best.stake_on[tile]), best.counts[tile] - 1)
            for tile in best.counts
        }

    def hand_size(self) -> int:
        return 3  # the most a seat holds: a player's first tile and two drawn

    def hand_sizes(self) -> tuple[int, ...]:
        return (0,) * self.players  # every tile is drawn from the line

    def deal_first(self, state: BankerState) -> None:
        for seat in state.players_of():
            state.hands[seat] = [state.rest.pop(0)]

    def play_order(self, banker: int) -> list[int]:
        return list(self.against[banker])

    def after_deal(self, state: BankerState) -> None:
        two = [state.rest.pop(0), state.rest.pop(0)]
        state.hands[state.banker_seat] = sorted(two, key=self.piece_order.__getitem__)
        if is_pair(two):
            state.play_order = []  # the perfect pair: the round is over at once

    def play_actions(self, state: BankerState, seat: int) -> list[Action]:
        # The first tile rides in the detail for its owner's sentence; the others read only
        # the count (the public sentence), the tiles lying face down.
        first = state.hands[seat][0]
        draws = self._draws.get((seat, first))
        if draws is None:
            draws = self._draws[seat, first] = tuple(
                Action(seat, "draw", (), f"{n} {first}", _draws_on, _draws, short=f"draw {n}")
                for n in (1, 2)
            )
        return list(draws)

    @cached_property
    def _draws(self) -> dict[tuple[int, Tile], tuple[Action, ...]]:
        """A seat's two draws on each first tile, made once: a round is only a few moves."""
        return {}

    def apply_play(self, state: BankerState, action: Action) -> bool:
        count, line = _count(action), state.rest
        state.hands[action.player] += line[:count]
        del line[:count]
        return True

    def explain_play(self, state: BankerState, action: Action) -> str:
        first = state.hands[action.player][0]
        draw = draw_odds(first, self.options["ties"])
        one, two = (f"{float(draw.value(n)):+.3f}" for n in (1, 2))
        return (
            f"{action.text}: on a first tile {first}, drawing one is worth {one} of a stake "
            f"and drawing two {two}, the banker having no pair."
        )

    def settle(self, state: BankerState) -> Showdown:
        banker, players = state.banker_seat, state.players_of()
        ties = self.options["ties"]
        tiles = [g[0] for g in state.groups]
        pair = is_pair(tiles[banker])
        score = list(map(points, tiles))

        def outcome(seat: int) -> int:
            return -1 if pair else compare(score[seat], score[banker], ties)

        payments, outcomes = state.settle_against_bank(outcome)
        named = [_LABELS[n] for n in score]
        if pair:
            named[banker] = ("perfect pair",)
        labels = tuple(named)
        best = tuple([(word == "wins",) for word in outcomes])
        stakes = tuple(state.stake)

        def note() -> str:
            if pair:
                said = (
                    f"a perfect pair ({' '.join(map(str, tiles[banker]))}) and takes every stake."
                )
                lines = []
            else:
                said = f"{' '.join(map(str, tiles[banker]))}, {points_words(score[banker])}."
                lines = [
                    f"{seat_name(s)} ({' '.join(map(str, tiles[s]))}): {points_words(score[s])}, "
                    f"{_verdict(outcomes[s], stakes[s])}."
                    for s in players
                ]
            settled = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
            told = f"Showdown: the banker {seat_name(banker)} has {said} {' '.join(lines)}"
            return f"{told.strip()} Settlement: {settled}."

        return Showdown(payments=payments, outcomes=outcomes, labels=labels, best=best, note=note)

    decision = "draw"

    def _draw(self, state: BankerState, seat: int) -> Draw:
        """Drawing one tile or two on the seat's first tile, each worth its exact
        expectation per stake (`draw_odds`), the banker holding no pair (a pair ends the
        round first)."""
        return draw_odds(state.hands[seat][0], self.options["ties"])

    def player_best(self, state: BankerState, seat: int, legal: list[Action]) -> BestMove | None:
        draw = self._draw(state, seat)
        if abs(draw.value(1) - draw.value(2)) < CLEAR:
            return None  # too close to call for a question
        best = next(a for a in legal if a.short == f"draw {draw.best_count}")
        who = seat_name(seat)
        return BestMove(
            best,
            "Draw one tile or two?",
            f"{who} holds {state.hands[seat][0]}. Should {who} draw one more tile or two?",
            (state.explain(best, seat),),
            worth=tuple((a.short, float(draw.value(_count(a)))) for a in legal),
        )

    def choice_values(
        self, state: BankerState, seat: int, legal: list[Action]
    ) -> dict[str, str] | None:
        draw = self._draw(state, seat)
        return {a.short: f"worth {float(draw.value(_count(a))):+.3f} a stake" for a in legal}


# A seat's hand named on the table, by its points.
_LABELS = tuple((points_words(n),) for n in range(10))


def _verdict(word: str, stake: int) -> str:
    return "a push" if word == "push" else f"{word} {stake}"


def _count(a: Action) -> int:
    return int(a.detail[0])  # (the detail is "<count> <first tile>")


def _draws(a: Action) -> str:
    count = _count(a)
    return f"{seat_name(a.player)} draws {count} more tile{'s' if count == 2 else ''}"


def _draws_on(a: Action) -> str:
    return f"{_draws(a)} to its {a.detail.split()[1]}"
