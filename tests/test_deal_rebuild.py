"""A deal dealt again from its setup is the position it was played to, and the open table
draws every piece once (issue 28: what random fuzzing found).

`game.new_initial_state(state.deal_setup())` followed by the deal's own moves,
`state.history[state.deal_start():]`, must be `state` again for the rules and for every
seat: the same table for each seat and for the open view, the same legal actions, seat to
move, phase and end, and the same settlement of the deal from there on. The search bot's
sampler deals a deal again exactly so, and a lesson or a puzzle starts from a deal in the
middle of a match. Mouse Moving deals its rounds from the trick piles, not from a shuffle,
so its setup is the match's one wall and `deal_start()` is 0: the check replays its whole
match, which holds.

Every registered game is played at its default players and options, a game whose match is
one deal by default also as a match of several (so that a deal in the middle of one is
dealt again), and with the options under which a deal starts from more of the match than
its dealer (`OPTIONS`, the only games named here besides the comments on what a table may
show of the match so far). A few seeded random matches each, checked every few moves:
well under a minute on one core.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from typing import Any

import pytest

import gupai_widgets as gw
from gupai_widgets.engine.table import TableView
from gupai_widgets.pieces import Tile

# A deal that starts from more of the match than its dealer: a banker's running multiplier
# (TianJiu, KuPai: growing, so over several deals), a Tau Ngau banker who keeps the bank
# (the default options), and the deer-escaped pile of Deer Hunt (issue 28's table fault).
OPTIONS = (
    ("tianjiu", {"banker_multiplier": "growing", "deals": 4}),
    ("kupai", {"banker_multiplier": "growing", "deals": 4}),
    ("deer_hunt", {"deer_escaped": True}),
)
SEEDS = range(3)
EVERY = 3  # positions checked: every third move, the first of every deal and the last


def configurations() -> list[tuple[str, dict[str, Any]]]:
    found: list[tuple[str, dict[str, Any]]] = []
    for spec in gw.list_games():
        found.append((spec.id, {}))
        for option in spec.options:
            if option.name in ("deals", "rounds") and option.default == 1:
                found.append((spec.id, {option.name: min(c for c in option.choices if c > 1)}))
    return [*found, *OPTIONS]


CONFIGURATIONS = configurations()
IDS = [gid + "".join(f"-{k}={v}" for k, v in opts.items()) for gid, opts in CONFIGURATIONS]


# -- what a position is, deal by deal ----------------------------------------------------------

# Words of a table that tell the match so far, not the deal: running totals ("total +3",
# "totals: P1 +3, ..."), a banker game's last round, shown until the next round's tiles are
# dealt ("last round +2", "the last round's hands"), and Young Hunter's hunter (the seats
# with the most takings in the match). A deal dealt again starts a match afresh, so it has
# none of them; each is a part of a line between " · ".
MATCH_SO_FAR = re.compile(r"\btotals?\b|\blast round\b|^hunter\b")


def deal_words(text: str) -> str:
    return " · ".join(part for part in text.split(" · ") if not MATCH_SO_FAR.search(part))


def laid_out(table: TableView) -> bool:
    """Whether a deal's pieces lie anywhere but in a shared pile (a wall, a stock)."""
    return bool(
        any(seat.hand or seat.front for seat in table.seats)
        or table.centre.groups
        or table.centre.line
    )


def deal_table(table: TableView, moved: bool, before: bool) -> TableView:
    """`table` without what it tells of the match before this deal. The title counts every
    move of the match. The last move outlined (its seat, where it went, the end of a line it
    was laid at) is the deal before's until this deal's first move (`moved`). Until a deal's
    pieces are laid out, a banker game still shows the last round (`before`: the table as
    played shows pieces outside the piles, the table dealt again none): in the middle its
    hands, Da Ling's table tiles and target, and in the wall the tiles nobody got."""
    centre = dataclasses.replace(
        table.centre,
        words=deal_words(table.centre.words),
        last_end=table.centre.last_end if moved else "",
    )
    if before:
        centre = dataclasses.replace(centre, words="", groups=())
    return dataclasses.replace(
        table,
        title="",
        seats=tuple(dataclasses.replace(s, detail=deal_words(s.detail)) for s in table.seats),
        centre=centre,
        panel=tuple(line for line in map(deal_words, table.panel) if line),
        last_player=table.last_player if moved else None,
        moved_to=table.moved_to if moved else "",
        piles=() if before else table.piles,
    )


def difference(a: Any, b: Any, path: str = "table") -> str:
    """Where two values first differ, for a message a reader can act on."""
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        for f in dataclasses.fields(a):
            found = difference(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
            if found:
                return found
        return ""
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return ""
    return "" if a == b else f"{path}: {a!r} played, {b!r} dealt again"


def dealt_again(state: gw.State) -> gw.State:
    """The deal of `state` dealt from its setup (read back as a file keeps it) and played
    to here with its own moves."""
    again = state.game.new_initial_state(**json.loads(json.dumps(state.deal_setup().setup())))
    for action in state.history[state.deal_start() :]:
        again.apply_action(action.short)
    return again


def check_same_position(state: gw.State, again: gw.State, where: str) -> None:
    for what, read in (
        ("setup", lambda s: s.deal_setup()),
        ("deal number", lambda s: s.deal_number),
        ("end", lambda s: s.is_terminal()),
        ("seat to move", lambda s: s.current_player),
        ("phase", lambda s: s.phase),
        ("legal actions", lambda s: [a.short for a in s.legal_actions()]),
    ):
        played, rebuilt = read(state), read(again)
        assert played == rebuilt, f"{where}: {what} {played!r} played, {rebuilt!r} dealt again"
    moved = len(state.history) > state.deal_start()
    before = laid_out(state.table(None)) and not laid_out(again.table(None))
    for seat in (None, *range(state.num_players)):
        played = deal_table(state.table(seat), moved, before)
        rebuilt = deal_table(again.table(seat), moved, before)
        assert played == rebuilt, f"{where}, seat {seat}: {difference(played, rebuilt)}"


def check_same_settlement(
    state: gw.State, again: gw.State, before: list[int], rng: random.Random, where: str
) -> None:
    """The same random moves to the end of the deal settle it alike in both: `before` is
    what the match had settled when the deal began, and a match dealt again from the deal
    settles nothing before it."""
    played, number = state.clone(), state.deal_number
    while not played.is_terminal() and played.deal_number == number:
        action = rng.choice(played.legal_actions())
        played.apply_action(action)
        again.apply_action(action.short)
    assert again.is_terminal() == played.is_terminal(), where
    assert again.deal_number == played.deal_number, where
    deal = [after - start for after, start in zip(played.returns(), before, strict=True)]
    rebuilt = again.returns()
    assert rebuilt == deal, f"{where}: the deal settles {deal} played, {rebuilt} dealt again"


@pytest.mark.parametrize(("game_id", "options"), CONFIGURATIONS, ids=IDS)
def test_a_deal_dealt_again_from_its_setup_is_the_same_position(
    game_id: str, options: dict[str, Any]
) -> None:
    game = gw.load_game(game_id, **options)
    for seed in SEEDS:
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        settled = [state.returns()]  # after each move of the match
        number = -1
        while True:
            first = state.deal_number != number
            number = state.deal_number
            if first or state.is_terminal() or len(state.history) % EVERY == 0:
                where = f"{game_id} {options} seed {seed} move {len(state.history)}"
                again = dealt_again(state)
                check_same_position(state, again, where)
                before = settled[state.deal_start()]
                check_same_settlement(state, again, before, random.Random(len(settled)), where)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
            settled.append(state.returns())


# -- every piece drawn once --------------------------------------------------------------------


def drawn(table: TableView) -> list[Any]:
    """Every piece the table draws: hands, what lies in front of the seats, the middle (a
    line's tiles, the groups, a face-down stock) and the shared piles; None for a back."""
    pieces = [p for seat in table.seats for p in seat.hand]
    pieces += [p for seat in table.seats for group in seat.front for p in group.pieces]
    pieces += [Tile(max(half), min(half)) for half in table.centre.line]
    pieces += [p for group in table.centre.groups for p in group.pieces]
    pieces += [None] * table.centre.stock
    pieces += [p for pile in table.piles for p in pile.pieces]
    return pieces


@pytest.mark.parametrize(("game_id", "options"), CONFIGURATIONS, ids=IDS)
def test_the_open_table_draws_every_piece_once(game_id: str, options: dict[str, Any]) -> None:
    game = gw.load_game(game_id, **options)
    full = Counter(game.pieces())
    for seed in SEEDS:
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while True:
            pieces = drawn(state.table(None))
            faces = Counter(p for p in pieces if p is not None)
            where = f"{game_id} {options} seed {seed} move {len(state.history)}"
            assert len(pieces) == len(game.pieces()), f"{where}: {len(pieces)} pieces drawn"
            assert not faces - full, f"{where}: drawn too often: {faces - full}"
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
