"""The two records of a deal (DESIGN.md §2a).

`Deal` is one deal as it was dealt: what `State.deal_setup()` gives and
`Game.new_initial_state(deal)` takes to deal it again, the same for every game. `Shuffles`
is the engine's record of every shuffle a match uses, drawn once from its seed by
`Game.make_deal`; a state reads its deals from it and never touches the seed again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, MutableSequence
from dataclasses import dataclass, field
from typing import Any

from .table import Piece


def shuffle_in_place(items: MutableSequence[Any], rng: random.Random) -> None:
    """Shuffle `items` in place exactly as `rng.shuffle(items)` does (the same draws from
    `rng`, the same order, so every recorded deal stays as it was), faster: the random
    module's own loop pays a method call per piece for `_randbelow`, which is inlined here,
    and works out each place's bit count afresh, which `_shuffle_steps` keeps per length.
    CPython and Pyodide's Python share that loop; tests/test_engine.py compares them."""
    getrandbits = rng.getrandbits
    for i, bits in _STEPS.get(len(items)) or _shuffle_steps(len(items)):
        j = getrandbits(bits)
        while j > i:  # rejection sampling, as random.Random._randbelow_with_getrandbits
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


# Per length shuffled: each place from the last down to 1, and the bits drawn to pick the
# piece it swaps with (among the places up to it).
_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    steps = _STEPS[size] = tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    return steps


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal as it was dealt. `hands` holds each seat's pieces in the order of the
    game's set (a hand is a set of pieces); `rest` the undealt pieces in the order the game
    uses them; `dealer` who deals, leads or holds the bank (the game says which); `deal_number`
    which deal of the match it is, from 0; `seed` the seed that shuffles every later deal;
    `facts` the game's `deal_facts` that differ from a match's start (a bank kept from the
    round before, a banker's growing rate)."""

    hands: tuple[tuple[Piece, ...], ...]
    rest: tuple[Piece, ...]
    dealer: int | None
    deal_number: int
    seed: int
    facts: Mapping[str, Any] = field(default_factory=dict)

    def setup(self) -> dict[str, Any]:
        """The keyword arguments of `new_initial_state` that deal it again, pieces written
        in their notation: what a replay file or a JSON answer records."""
        return {
            "hands": [[str(p) for p in hand] for hand in self.hands],
            "rest": [str(p) for p in self.rest],
            "dealer": self.dealer,
            "deal_number": self.deal_number,
            "seed": self.seed,
            **self.facts,
        }


@dataclass(frozen=True, slots=True)
class Shuffles:
    """Every shuffle of a match, from its first deal played on: `walls` holds one shuffled
    set per deal, in the order the game deals it (see `Game.split_wall`), with any wall the
    rules dealt again before it (`Game.redeal` says why); `dealer` is the first deal's
    dealer, drawn by lot or given (`chosen`), None where the game draws none and none was
    given; `lot` the pieces drawn for it where the game draws pieces (empty otherwise, or
    where a given dealer replaced the draw); `deal_number` the first deal played."""

    walls: tuple[tuple[Piece, ...], ...]
    dealer: int | None
    chosen: bool
    deal_number: int
    lot: tuple[Piece, ...] = ()


__all__ = ["Deal", "Shuffles"]
