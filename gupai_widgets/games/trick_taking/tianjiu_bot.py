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

It chooses from its seat's observation alone: its hand, its legal moves (which carry their
face codes and lead table positions, `tianjiu_family.TrickMoves`), the game's lead table,
and the facts (`TianJiuFamilyFacts`): the trick so far and the trick piles as its seat sees
them, from which it counts the tiles it has not seen (`unseen`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import chain
from typing import TYPE_CHECKING

from ...pieces import Tile
from .combinations import (
    FACES,
    GUARDS,
    SUPREME_PAIR,
    LeadTable,
    counts_of_tiles,
    face_codes,
    face_counts,
    holds,
    take_away,
)

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .tianjiu_family import TianJiuFamilyFacts, TianJiuFamilyGame, TrickMove


def tile_value(tile: Tile) -> float:
    """How strong a tile is in its suit, from 0 (weakest) to 1 (Heaven, the Nines)."""
    return (tile.rank - 1) / 10 if tile.is_civil else (tile.rank - 1) / 5


# Per face code.
_VALUE = tuple(tile_value(t) for t in FACES)

_BEATERS: dict[tuple[LeadTable, int], tuple[tuple[int, ...], ...]] = {}


# By lead table and the game's pieces (`face_counts`): a few entries for the whole program.
def _beaters_table(table: LeadTable, pieces: int) -> tuple[tuple[int, ...], ...]:
    """Per combination of the lead table: the tile counts (`counts_of_tiles`) of every
    combination the game's pieces can form that beats it (none for the Supreme pair)."""
    key = (table, pieces)
    found = _BEATERS.get(key)
    if found is None:
        made = [i for i, codes in enumerate(table.codes) if holds(pieces, face_counts(codes))]
        counts = {i: face_counts(table.codes[i]) for i in made}
        kinds, ranks = table.kinds, table.ranks
        found = _BEATERS[key] = tuple(
            ()
            if kinds[p] == SUPREME_PAIR
            else tuple(
                counts[i] - GUARDS for i in made if kinds[i] == kinds[p] and ranks[i] > ranks[p]
            )
            for p in range(len(table.combos))
        )
    return found


def unseen(seen: Observation) -> int:
    """The tiles the seat of `seen` has not seen, as `face_counts`: the game's pieces less
    its own hand and every tile it sees in the trick and in the trick piles (every tile
    played face up, and its own face-down ones)."""
    return _unseen(seen, face_codes(seen.hand))  # type: ignore[arg-type]


def _unseen(seen: Observation, hand: list[int]) -> int:
    """`unseen`, given the seat's hand as face codes."""
    game: TianJiuFamilyGame = seen.rules  # type: ignore[assignment]
    facts: TianJiuFamilyFacts = seen.facts  # type: ignore[assignment]
    # The tiles seen: every one in the piles and the trick but those given as None (a
    # tile is never false), counted without a Python step per tile.
    shown = chain(chain.from_iterable(facts.piles), *[play.pieces for play in facts.trick])
    return take_away(game.piece_counts, hand) - counts_of_tiles(filter(None, shown))


class TrickBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        # (annotations rather than `cast`, a call at every move)
        legal: tuple[TrickMove, ...] = seen.legal  # type: ignore[assignment]
        if len(legal) == 1:
            return legal[0]
        game: TianJiuFamilyGame = seen.rules  # type: ignore[assignment]
        hand = face_codes(seen.hand)  # type: ignore[arg-type]
        table = game.lead_table
        unseen_now = _unseen(seen, hand)
        beaters = _beaters_table(table, game.piece_counts)
        known: dict[int, int] = {}

        def threats(position: int) -> int:
            """How many combinations of unseen tiles beat the one at `position`."""
            found = known.get(position)
            if found is None:
                # (see `holds`: `unseen` has the guard bits, each `need` lacks them)
                found = known[position] = len(
                    [1 for need in beaters[position] if (unseen_now - need) & GUARDS == GUARDS]
                )
            return found

        if legal[0].kind == "lead":
            return self._lead(legal, hand, table, threats)
        facts: TianJiuFamilyFacts = seen.facts  # type: ignore[assignment]
        return self._follow(legal, hand, table, seen.players - 1 - len(facts.trick), threats)

    # -- leading ---------------------------------------------------------------------------

    def _lead(
        self,
        legal: Sequence[TrickMove],
        hand: list[int],
        table: LeadTable,
        threats: Callable[[int], int],
    ) -> Action:
        sizes, ranks, codes = table.sizes, table.ranks, table.codes
        whole = [a for a in legal if sizes[a.position] == len(hand)]
        if whole:
            return whole[0]
        safe = [a for a in legal if threats(a.position) == 0]
        safe_singles = [a for a in safe if sizes[a.position] == 1]
        if safe:
            # Keep one safe single back for the last trick while there is something else
            # safe to lead.
            keep = max(safe_singles, key=lambda a: _VALUE[a.codes[0]]) if safe_singles else None
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

    def _follow(
        self,
        legal: Sequence[TrickMove],
        hand: list[int],
        table: LeadTable,
        still_to_play: int,
        threats: Callable[[int], int],
    ) -> Action:
        """`still_to_play`: how many seats play to the trick after this one."""
        # The legal moves list the plays that beat first, then the tiles given up.
        beating = 0
        for a in legal:
            if a.kind != "follow":
                break
            beating += 1
        beats, downs = legal[:beating], legal[beating:]
        size = len(legal[0].pieces)
        last_trick = size == len(hand)
        ranks = table.ranks
        if beats:
            if last_trick:
                return beats[0]
            safe = [a for a in beats if threats(a.position) == 0]
            if safe:
                return min(safe, key=lambda a: (ranks[a.position], self.rng.random()))
            if still_to_play == 0 or size > 1:
                return min(beats, key=lambda a: (ranks[a.position], self.rng.random()))
            cheapest = min(beats, key=lambda a: (ranks[a.position], self.rng.random()))
            if _VALUE[cheapest.codes[0]] <= 0.6:
                return cheapest
        costs = _give_up_costs(table, hand, table.leads(hand), downs)
        rnd = self.rng.random
        # The cheapest, ties broken at random: one draw per tile group, in order.
        keys = [(cost, rnd()) for cost in costs]
        return downs[keys.index(min(keys))]

    def __repr__(self) -> str:
        return "TrickBot()"


class _Strengths(dict):
    """The summed strength (`tile_value`) of a group of tiles, by their face codes; each
    worked out once, as the same float every time."""

    def __missing__(self, codes: tuple[int, ...]) -> float:
        strength = self[codes] = sum(map(_VALUE.__getitem__, codes))
        return strength


_STRENGTH = _Strengths()


def _give_up_costs(
    table: LeadTable, hand: list[int], leads: tuple[int, ...], downs: Sequence[TrickMove]
) -> list[float]:
    """What laying each group of tiles in `downs` down costs: their strength, and more for
    breaking up a combination of several tiles the rest of the hand could lead (`leads`:
    what the hand could lead now)."""
    strength = _STRENGTH
    sizes, codes_of = table.sizes, table.codes
    multi = [i for i in leads if sizes[i] > 1]
    if not multi:
        return [strength[a.codes] for a in downs]
    held = face_counts(hand)
    # A combination the rest of the hand can lead is one of these: (its tile counts
    # without guards, its faces); `faces` are the hand's faces that take part in one.
    combos = [(table.need[i], codes_of[i]) for i in multi]
    faces = {c for i in multi for c in codes_of[i]}
    # How many of those faces a give-up leaves in the hand outside any combination, by the
    # tiles it gives up from them: it depends on nothing else.
    known: dict[tuple[int, ...], int] = {(): 0}
    costs = []
    for action in downs:
        codes = action.codes
        taken = tuple([c for c in codes if c in faces])
        broken = known.get(taken)
        if broken is None:
            kept = take_away(held, taken)
            # (`holds` written out: `kept` has the guard bits, each `need` lacks them)
            kept_combos = {c for need, cs in combos if (kept - need) & GUARDS == GUARDS for c in cs}
            broken = known[taken] = len(
                [c for c in faces if c not in kept_combos and (kept >> (4 * c)) & 7]
            )
        # Added up as (strengths) + 0.5 per tile in a combination + 0.25 per face left
        # outside one, in this order: the same floats every time.
        costs.append(strength[codes] + (0.5 * len(taken) if taken else 0) + 0.25 * broken)
    return costs
