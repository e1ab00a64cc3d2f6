"""A heuristic bot for TianJiu and its relatives (KuPai, Mouse Moving).

It decides from its own seat's knowledge only. The tiles it has not seen (others' hands and
other seats' face-down tiles) are the threats: a play is *safe* when no combination that
could beat it can be made from unseen tiles. On lead it plays its biggest safe combination
(most tricks, and it keeps the lead); without one, the lead the fewest unseen
combinations can beat. It keeps its strongest single tile back while other safe leads
remain, so that it still holds a winner for the last trick. Following, it takes the last
trick whenever it can, otherwise beats with the cheapest play (a safe one if it has one),
and when it does not beat it gives up its weakest tiles, sparing those that form
combinations.

It reads the position as the state keeps it (face codes, the lead table's positions; see
`tricks.TrickMoves`) rather than as text, and only what its seat may know: its own hand,
the trick, and the tiles in the piles that it saw (`TrickTakingState.unseen`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...pieces import Tile
from .combinations import FACES, SUPREME_PAIR, LeadTable, face_counts, holds

if TYPE_CHECKING:
    from ...engine import Action, State
    from .tricks import TrickMove, TrickTakingState


def tile_value(tile: Tile) -> float:
    """How strong a tile is in its suit, from 0 (weakest) to 1 (Heaven, the Nines)."""
    return (tile.rank - 1) / 10 if tile.is_civil else (tile.rank - 1) / 5


# Per face code.
_VALUE = tuple(tile_value(t) for t in FACES)

_BEATERS: dict[tuple[LeadTable, int], tuple[tuple[int, ...], ...]] = {}


def _beaters_table(table: LeadTable, pieces: int) -> tuple[tuple[int, ...], ...]:
    """Per combination of the lead table: the tile counts (`face_counts`) of every
    combination the game's pieces can form that beats it (none for the Supreme pair)."""
    key = (table, pieces)
    found = _BEATERS.get(key)
    if found is None:
        made = [
            i for i, codes in enumerate(table.codes) if holds(pieces, face_counts(codes))
        ]
        counts = {i: face_counts(table.codes[i]) for i in made}
        kinds, ranks = table.kinds, table.ranks
        found = _BEATERS[key] = tuple(
            ()
            if kinds[p] == SUPREME_PAIR
            else tuple(counts[i] for i in made if kinds[i] == kinds[p] and ranks[i] > ranks[p])
            for p in range(len(table.combos))
        )
    return found


class TrickBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal: list[TrickMove] = state.legal_actions()  # type: ignore[assignment]
        if len(legal) == 1:
            return legal[0]
        trick: TrickTakingState = state  # type: ignore[assignment]
        seat = trick.turn
        hand = trick.hands[seat]
        table = trick.table
        unseen = trick.unseen(seat)
        beaters = _beaters_table(table, trick.game.piece_counts)
        known: dict[int, int] = {}

        def threats(position: int) -> int:
            """How many combinations of unseen tiles beat the one at `position`."""
            found = known.get(position)
            if found is None:
                found = known[position] = sum(1 for need in beaters[position] if holds(unseen, need))
            return found

        if legal[0].kind == "lead":
            return self._lead(legal, hand, table, threats)
        return self._follow(legal, hand, table, threats, len(trick.plays), trick.num_players)

    # -- leading ---------------------------------------------------------------------------

    def _lead(self, legal, hand, table, threats) -> Action:  # noqa: ANN001
        sizes, ranks, codes = table.sizes, table.ranks, table.codes
        whole = [a for a in legal if sizes[a.position] == len(hand)]
        if whole:
            return whole[0]
        safe = [a for a in legal if threats(a.position) == 0]
        safe_singles = [a for a in safe if sizes[a.position] == 1]
        if safe:
            # Keep one safe single back for the last trick while there is something else
            # safe to lead.
            keep = (
                max(safe_singles, key=lambda a: _VALUE[a.codes[0]])
                if safe_singles
                else None
            )
            usable = [a for a in safe if keep is None or keep.codes[0] not in codes[a.position]]
            if not usable:
                usable = safe
            return max(
                usable,
                key=lambda a: (sizes[a.position], -ranks[a.position], self.rng.random()),
            )
        return min(
            legal,
            key=lambda a: (
                threats(a.position),
                -sizes[a.position],
                -ranks[a.position],
                self.rng.random(),
            ),
        )

    # -- following -------------------------------------------------------------------------

    def _follow(self, legal, hand, table, threats, played, players) -> Action:  # noqa: ANN001
        beats = [a for a in legal if a.kind == "follow"]
        downs = [a for a in legal if a.kind == "discard"]
        size = len(legal[0].pieces)
        last_trick = size == len(hand)
        ranks = table.ranks
        if beats:
            if last_trick:
                return beats[0]
            still_to_play = players - 1 - played
            safe = [a for a in beats if threats(a.position) == 0]
            if safe:
                return min(safe, key=lambda a: (ranks[a.position], self.rng.random()))
            if still_to_play == 0 or size > 1:
                return min(beats, key=lambda a: (ranks[a.position], self.rng.random()))
            cheapest = min(beats, key=lambda a: (ranks[a.position], self.rng.random()))
            if _VALUE[cheapest.codes[0]] <= 0.6:
                return cheapest
        in_combos = _in_combinations(table, hand)
        return min(
            downs, key=lambda a: (_give_up_cost(a, hand, table, in_combos), self.rng.random())
        )

    def __repr__(self) -> str:
        return "TrickBot()"


def _in_combinations(table: LeadTable, codes: list[int]) -> set[int]:
    """The faces of a hand that take part in a combination of several tiles it could lead."""
    sizes, faces = table.sizes, table.codes
    return {c for i in table.leads(codes) if sizes[i] > 1 for c in faces[i]}


def _give_up_cost(action: TrickMove, hand: list[int], table: LeadTable, in_combos: set[int]) -> float:
    """What laying these tiles down costs: their strength, and more for breaking up a
    combination the rest of the hand could lead (`in_combos`: the hand's faces that do)."""
    kept = list(hand)
    for code in action.codes:
        kept.remove(code)
    kept_combos = _in_combinations(table, kept)
    broken = sum(1 for c in in_combos if c not in kept_combos and c in kept)
    return (
        sum(_VALUE[c] for c in action.codes)
        + sum(0.5 for c in action.codes if c in in_combos)
        + 0.25 * broken
    )
