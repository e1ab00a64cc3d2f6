"""XiangShiFu 相十副, "watching ten sets" (also Zen, 參禪): a patience with the classical triplets.

Rules (GuPai site, "Game of Zen" and "Classical Triplets"; pagat's Xiang Shi Fu page; Chinese
Wikipedia 參禪 (骨牌); navpil/gupai `xiangshifu` as a second opinion): the 32 tiles are
shuffled and laid out face up as ten groups of three and one group of two. A move swaps one
or two tiles between two groups, and is allowed only if both groups are valid afterwards:
a group of three a classical triplet (games/classical.py), a group of two a civil, military
or Supreme pair. The deal is solved when every group is valid. Five groups of three can
never be mended ([1:4][2:4][3:3], [1:4][2:4][4:5], [1:5][2:5][3:3], [1:5][2:5][4:4],
[2:3][2:4][3:4]): the sources redeal when one is dealt, or count the Mixed dragon 233445 in
place of the 2-3-Kao 223366, which leaves no dead group.

Variants: Watching Eight Sets (eight groups of three and four pairs; the pairs must end as
the four military pairs or the four highest civil pairs) and the Shanghai variant ([4:2]
and one [6:4] left out; the ten triplets must end as four Full dragons, two Small dragons,
two Big dragons, a Gold ingot [6:1][6:1][6:3] and a Silver ingot [5:1][5:1][5:3]).

The player may give up at any time. The result is 1 for a solved deal (0 otherwise), and
the moves used. A fixed deal gives the tiles as `rest`, group after group in the order the
groups are named (A, B, C, ...), the groups of two last; `hands` is one empty hand.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from typing import Any, cast

from ...engine import (
    Action,
    Game,
    GameSpec,
    MatchState,
    Option,
    State,
    register,
    seat_name,
)
from ...engine.learning import BestMove
from ...engine.observation import Facts
from ...engine.table import Centre, Group, SeatView, TableView
from ...pieces import Tile
from ...pieces.errors import PieceError, excerpt
from ..classical import CHINESE_NAMES, TRIPLET_KINDS, classify_group, classify_triplet
from .layout import (
    FACE_OF,
    VARIANTS,
    Variant,
    all_dead_triplets,
    dead_groups,
    faces_of,
    group_kind,
    group_kinds,
    halves_text,
    swap_rules,
)
from .solver import Solution, Step, solve, stranded

NAMES = "ABCDEFGHIJKL"
# Layouts the solver may look at for a hint or the bot (solver.solve). A random deal of the
# ten sets needs a few thousand at most and takes well under a second; a Shanghai deal a few
# hundred thousand (seconds); the hardest Watching Eight Sets deals up to about two million,
# most of a minute (benchmarks/bench_solitaire.py). Past this the search stops unsettled.
SEARCH_LIMIT = 3_000_000
GIVE_UP = "give up"
# Swaps a best-move question offers beside the best one, and how many it may try to find them.
WRONG_SWAPS = 3
SWAPS_TRIED = 10
_BACK = Tile(6, 6)  # no piece is hidden: a back is never drawn

VARIANT = Option(
    "variant", "ten_sets", VARIANTS,
    "ten_sets: ten triplets and a pair; eight_sets: Watching Eight Sets, eight triplets and "
    "four pairs that must end as the military or the top civil pairs; shanghai: [4:2] and one "
    "[6:4] removed, ten triplets that must end as a fixed mix of dragons and ingots.",
)  # fmt: skip
DRAGON = Option(
    "dragon", "2-3-kao", ("2-3-kao", "mixed"),
    "2-3-kao: the classical 2-3-Kao 223366 is a triplet; mixed: the Mixed dragon 233445 takes "
    "its place (Chinese Wikipedia, GuPai site), and no group is ever dead.",
)  # fmt: skip
DEAD_GROUPS = Option(
    "dead_groups", "redeal", ("redeal", "keep"),
    "redeal: a deal with a group of three that can never be mended is dealt again; keep: it "
    "is played (and cannot be solved).",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class SolitaireFacts(Facts):
    """What the player sees of a solitaire position besides the table: the layout (each
    group's tiles in the places they were dealt to, the groups in the order they are named,
    A, B, ...), each group by its name with what it makes (None: not yet a named group),
    the groups broken, the moves used and the deals dealt again before this one."""

    layout: tuple[tuple[Tile, ...], ...]
    groups: tuple[tuple[str, str | None], ...]
    broken: tuple[str, ...]
    moves: int
    redeals: tuple[str, ...]


class XiangShiFuState(MatchState):
    """The layout as named groups (A, B, ...), each keeping its tiles in the places they
    were dealt to: a tile swapped in takes the place of the tile it replaces."""

    game: XiangShiFu  # noqa: F821 (defined below)

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        self.groups = self.game.groups_of(rest)
        self.turn = 0
        self.gave_up = False
        # A layout dealt solved is over before any move.
        self.over = self.solved
        self.totals = [1 if self.over else 0]

    # -- the position ----------------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        return self.game.variant

    def kind(self, index: int) -> str | None:
        """What group `index` makes now (a triplet's kind, a pair's name), or None."""
        return group_kind(self.variant, faces_of(self.groups[index]))

    def broken(self) -> list[int]:
        """The groups that are not valid."""
        return [i for i in range(len(self.groups)) if self.kind(i) is None]

    @property
    def solved(self) -> bool:
        return self.variant.finished([self.kind(i) for i in range(len(self.groups))])

    @property
    def moves_used(self) -> int:
        return sum(1 for a in self.history if a.kind == "swap")

    def layout(self) -> list[tuple[int, ...]]:
        """The groups as sorted face numbers, for the solver."""
        return [faces_of(g) for g in self.groups]

    def solution(self, limit: int | None = SEARCH_LIMIT) -> Solution:
        """A shortest solution from here (`XiangShiFu.solution`)."""
        return self.game.solution(self.groups, limit)

    def hint(self) -> Action | None:
        """The next move of a shortest solution, or None when the layout cannot be solved,
        is solved already, or the search limit came first."""
        if self.over:
            return None
        found = self.solution()
        if not found.steps:
            return None
        return self.action_for(found.steps[0])

    def picks(self, action: Action) -> tuple[str, ...]:
        """A swap is picked by any tile it moves, named by its group ("A 6:6")."""
        if action.kind != "swap":
            return ()
        first, second = action.detail.split()
        half = len(action.pieces) // 2
        return tuple(
            dict.fromkeys(
                [f"{first} {t}" for t in action.pieces[:half]]
                + [f"{second} {t}" for t in action.pieces[half:]]
            )
        )

    def action_for(self, step: Step) -> Action:
        """The legal action that makes a solver's step (`XiangShiFu.action_for`)."""
        return self.game.action_for(self.groups, step, self.legal_actions())

    # -- moves -----------------------------------------------------------------------------

    def _legal_actions(self) -> list[Action]:
        # The moves depend on the layout alone, and a search bot's playouts reach the same
        # layouts again and again: they are listed once per layout.
        key = tuple(map(tuple, self.groups))
        known = self.game._moves_by_layout
        found = known.get(key)
        if found is None:
            if len(known) >= 50_000:
                known.clear()  # a bound on the memory
            found = known[key] = tuple(self._list_moves())
        return list(found)

    def _list_moves(self) -> list[Action]:
        kinds = group_kinds(self.variant)
        groups = self.groups
        # Per group and number of tiles given: (tiles given, their faces, faces kept).
        gives = [_gives(group) for group in groups]
        # Giving up comes first: the move that ends the game is the simplest to choose.
        actions = [Action(0, "stop", (), "", _gives_up, short=GIVE_UP)]
        for i, j in combinations(range(len(groups)), 2):
            size_i, size_j = len(groups[i]), len(groups[j])
            for count in (1, 2):
                if count > min(size_i, size_j) or count == size_i == size_j:
                    continue  # two whole groups trading places change nothing
                for out_i, faces_i, kept_i in gives[i][count]:
                    for out_j, faces_j, kept_j in gives[j][count]:
                        if faces_i == faces_j:
                            continue  # the same tiles back: nothing changes
                        if kinds[tuple(sorted(kept_i + faces_j))] is None:
                            continue
                        if kinds[tuple(sorted(kept_j + faces_i))] is None:
                            continue
                        actions.append(_swap(i, out_i, j, out_j))
        return actions

    def _apply(self, action: Action) -> None:
        if action.kind == "stop":
            self.gave_up = True
            self.over = True
            return
        i, j = (NAMES.index(n) for n in action.detail.split())
        self.groups[i], self.groups[j] = _swapped(self.groups, action)
        if self.solved:
            self.over = True
            self.totals = [1]

    def _dealer(self) -> int:
        return 0  # the one player

    def _result(self) -> tuple[tuple[Any, ...], str, str]:
        moves = self.moves_used
        if self.over and not self.gave_up:
            note = f"Solved in {moves} move{'s' if moves != 1 else ''}."
        elif self.gave_up:
            left = len(self.broken())
            note = (
                f"Given up after {moves} move{'s' if moves != 1 else ''}, with {left} "
                f"group{'s' if left != 1 else ''} still broken."
            )
        else:
            note = ""
        return (moves,), "deal solved (1) or not (0)", note

    # -- words -----------------------------------------------------------------------------

    def describe(self, index: int, tiles: list[Tile] | None = None) -> str:
        """A group for a caption: "E 4 4 5 5 6 6 (Big dragon)", by its half-values, which
        are what make a triplet."""
        tiles = self.groups[index] if tiles is None else tiles
        kind = group_kind(self.variant, faces_of(tiles))
        what = kind or ("no triplet" if len(tiles) == 3 else "no pair")
        return f"{NAMES[index]} {halves_text(tiles)} ({what})"

    def _explain(self, action: Action, seat: int | None = None) -> str:
        # Every tile lies face up: each seat reads the same caption.

        if action.kind == "stop":
            left = len(self.broken())
            return (
                f"{action.text} after {self.moves_used} moves; {left} group"
                f"{'s' if left != 1 else ''} still broken."
            )
        i, j = (NAMES.index(n) for n in action.detail.split())
        new_i, new_j = _swapped(self.groups, action)
        mended = [NAMES[k] for k in (i, j) if self.kind(k) is None]
        text = (
            f"{action.text}: both groups stay valid, {self.describe(i, new_i)} and "
            f"{self.describe(j, new_j)}."
        )
        if mended:
            text += f" That mends {' and '.join(mended)}."
        after = self.after(action)
        if after.over:
            goal = self.variant.goal_words()
            text += f" The deal is solved in {self.moves_used + 1} moves: {goal}."
        else:
            left = len(after.broken())
            if left:
                text += f" Still broken: {left}."
        return text

    def _intro(self) -> str:
        sizes = Counter(self.variant.sizes)
        shape = " and ".join(
            f"{n} group{'s' if n > 1 else ''} of {size}"
            for size, n in sorted(sizes.items(), reverse=True)
        )
        again = ""
        if self.redeals:
            again = f" The tiles were dealt again first ({'; '.join(self.redeals)})."
        broken = len(self.broken())
        return (
            f"The deal: {len(self.wall_dealt)} tiles face up in {shape}; {broken} "
            f"broken.{again} Swap one or two tiles between two groups so that both stay "
            f"valid; the goal: {self.variant.goal_words()}."
        )

    def _illegal_message(self, action: Action | str, legal: list[Action]) -> str:
        if isinstance(action, str) and not self.over:
            why = self.why_not(action)
            if why:
                return why
        return super()._illegal_message(action, legal)

    def why_not(self, notation: str) -> str:
        """Why a swap written in short notation ("A 6:6 E 3:3") is not legal now, or ""
        if it is legal or is not written as a swap at all."""
        match = _SWAP.match(" ".join(notation.split()))
        if match is None:
            return ""
        first, first_tiles, second, second_tiles = match.groups()
        count = len(self.groups)
        names = NAMES[:count]
        for name in (first, second):
            if name not in names:
                return f"there is no group {name}: the groups are {', '.join(names)}"
        if first == second:
            return "a swap is between two different groups"
        i, j = names.index(first), names.index(second)
        try:
            out_i, out_j = _tiles(first_tiles), _tiles(second_tiles)
        except PieceError as exc:
            return str(exc)
        if len(out_i) != len(out_j) or not 1 <= len(out_i) <= 2:
            return "a swap gives one or two tiles each way, as many as it takes"
        for name, index, out in ((first, i, out_i), (second, j, out_j)):
            if Counter(out) - Counter(self.groups[index]):
                held = " ".join(map(str, self.groups[index]))
                return f"group {name} holds {held}; it has no {' '.join(map(str, out))}"
        new_i = _replace(self.groups[i], out_i, out_j)
        new_j = _replace(self.groups[j], out_j, out_i)
        bad = [
            (i, new)
            for i, new in ((i, new_i), (j, new_j))
            if group_kind(self.variant, faces_of(new)) is None
        ]
        if not bad:
            return ""
        said = " and ".join(self.describe(k, new) for k, new in bad)
        return (
            f"{excerpt(notation, 60)} is not allowed: after it {said}; both groups must be "
            f"valid after a swap"
        )

    # -- what can be seen ------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {"hand 0": []}
        for index, group in enumerate(self.groups):
            zones[f"group {NAMES[index]}"] = list(group)
        return zones

    def _facts(self, seat: int | None) -> SolitaireFacts:
        return SolitaireFacts(
            layout=tuple(map(tuple, self.groups)),
            groups=tuple((NAMES[k], self.kind(k)) for k in range(len(self.groups))),
            broken=tuple(NAMES[k] for k in self.broken()),
            moves=self.moves_used,
            redeals=tuple(self.redeals),
        )

    def _table(self, seat: int | None) -> TableView:
        last = self.history[-1] if self.history else None
        touched = set(last.detail.split()) if last is not None and last.kind == "swap" else set()
        groups = []
        for index in self.variant.tableau_order:
            tiles = self.groups[index]
            kind = self.kind(index)
            name = NAMES[index]
            label = f"{name} · {kind}" if kind else f"{name} · broken"
            groups.append(Group(tuple(tiles), None, label, best=name in touched, key=name))
        broken = len(self.broken())
        moves = self.moves_used
        detail = f"{moves} move{'s' if moves != 1 else ''} · {broken} broken"
        if self.over:
            detail = f"★ solved in {moves} moves" if not self.gave_up else f"gave up · {detail}"
        return self._table_view(
            seat,
            seats=(SeatView(seat_name(0), (), detail=detail, to_move=not self.over),),
            centre=Centre(
                "groups",
                self._centre_words(),
                tuple(groups),
                room=len(self.wall_dealt),
                rows=self.variant.tableau_rows,
            ),
            back=_BACK,
            hand_room=0,
            front_room=0,
            moved_to="centre" if touched else "",
        )

    def _centre_words(self) -> str:
        if self.over:
            return "Solved." if not self.gave_up else "Given up."
        return f"Goal: {self.variant.goal_short()}"

    def _title(self, seat: int | None) -> str:
        # A layout, not a table: every tile lies open to the one player.
        state = "solved" if self.over and not self.gave_up else f"{len(self.broken())} broken"
        return f"XiangShiFu layout after {self.moves_used} moves: {state}"


@register
class XiangShiFu(Game):
    # The search bot's strong budget (bots/levels.py): its bot asks the solver, 2.6 s a
    # strong move at 14,000; every move it compares still wins in every sample at 3,000.
    strong_budget = 3_000
    spec = GameSpec(
        id="xiangshifu",
        name="XiangShiFu",
        native_name="相十副",
        family="solitaire",
        players=(1,),
        options=(VARIANT, DRAGON, DEAD_GROUPS),
        sources=(
            "GuPai site, Game of Zen: https://navpil.github.io/gupai/solitaires/zen.html",
            "GuPai site, Classical Triplets: https://navpil.github.io/gupai/classical-triplets.html",
            "pagat.com, Xiang Shi Fu: https://www.pagat.com/domino/solitaire/xiangshifu.html",
            "Chinese Wikipedia, 參禪 (骨牌): "
            "https://zh.wikipedia.org/wiki/%E5%8F%83%E7%A6%AA_(%E9%AA%A8%E7%89%8C)",
            "navpil/gupai, xiangshifu (a second opinion): https://github.com/navpil/gupai",
        ),
        summary="Swap tiles between groups until every group is a classical triplet or pair.",
        zero_sum=False,
        order=1,
    )

    state_class = XiangShiFuState

    @cached_property
    def variant(self) -> Variant:
        return Variant(self.options["variant"], self.options["dragon"])

    def pieces(self) -> tuple[Tile, ...]:
        return self.variant.pieces()

    def hand_sizes(self) -> tuple[int, ...]:
        return (0,)

    def best_move(self, position: State) -> BestMove | None:
        """The swap that starts a shortest solution, beside a few swaps after which the
        layout needs more moves or has none (the solver's own count)."""
        state = cast(XiangShiFuState, position)  # this game's states are all of its class
        if state.is_terminal():
            return None
        steps = state.solution().steps
        if steps is None or len(steps) < 2:
            return None
        shortest = len(steps)
        best = state.action_for(steps[0])
        others = [a for a in state.legal_actions() if a.kind == "swap" and a != best]
        # The same few swaps from the same position: the question stays the same on a
        # rebuild.
        wrong: list[tuple[Action, int | None]] = []
        for action in others[:SWAPS_TRIED]:
            need = _moves_to_solve(state, action)
            if need is None or need >= shortest:
                wrong.append((action, need))
            if len(wrong) == WRONG_SWAPS:
                break
        if len(wrong) < 2:
            return None
        after = "; ".join(
            f"after {a.short}, {'no solution' if n is None else f'{n} more moves'}"
            for a, n in wrong
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
            tuple(sorted([best, *(a for a, _ in wrong)], key=lambda a: a.short)),
            # Each swap by the moves a solution then takes in all, counting it (fewer is
            # better); a swap after which there is none, left out.
            ((best.short, -shortest), *((a.short, -1 - n) for a, n in wrong if n is not None)),
        )

    def solution(
        self, layout: Sequence[Sequence[Tile]], limit: int | None = SEARCH_LIMIT
    ) -> Solution:
        """A shortest solution of `layout` (each group's tiles, as `SolitaireFacts.layout`
        gives them), or one saying there is none (solver.Solution); the search stops after
        looking at `limit` layouts (None: never), which no random deal measured has
        needed."""
        rules = swap_rules(self.variant)
        groups = [faces_of(g) for g in layout]
        if stranded(rules, groups):
            return Solution(None, 0)
        return solve(rules, groups, limit)  # which remembers its answers

    def action_for(
        self, layout: Sequence[Sequence[Tile]], step: Step, legal: Sequence[Action]
    ) -> Action:
        """The move among `legal`, the legal moves of `layout`, that makes a solver's
        step."""
        key = (tuple(map(tuple, layout)), step)
        known = self._actions_for
        found = known.get(key)
        if found is None:
            if len(known) >= 50_000:
                known.clear()  # a bound on the memory
            found = known[key] = _action_for(layout, step, legal)
        return found

    def make_bot(self, seed: int | None = None):
        from .xiangshifu_bot import SolverBot

        return SolverBot(seed)

    @cached_property
    def _actions_for(self) -> dict[tuple[Any, ...], Action]:
        """`action_for` of each layout and step asked so far."""
        return {}

    @cached_property
    def _moves_by_layout(self) -> dict[tuple[tuple[Tile, ...], ...], tuple[Action, ...]]:
        """The legal moves of each layout listed so far (`XiangShiFuState._legal_actions`)."""
        return {}

    def groups_of(self, wall: Sequence[Tile]) -> list[list[Tile]]:
        groups, at = [], 0
        for size in self.variant.sizes:
            groups.append(list(wall[at : at + size]))
            at += size
        return groups

    # Said of a fixed layout with a dead group, which `redeal` refuses.
    redeal_hint = "; with dead_groups='keep' it is played"

    def redeal(self, wall: Sequence[Tile]) -> str | None:
        """The dead groups of a layout, which is dealt again under dead_groups='redeal';
        under 'keep' every layout is played."""
        if self.options["dead_groups"] != "redeal":
            return None
        dead = dead_groups(self.variant, self.groups_of(wall))
        if not dead:
            return None
        shown = ", ".join("".join(f"[{t}]" for t in g) for g in dead)
        return f"dead group{'s' if len(dead) > 1 else ''} {shown}"


# "A 6:6 E 3:3", "K 5:5 2:2 C 6:1 4:4": a group's letter, then the tiles it gives.
_SWAP = re.compile(
    r"^([A-Z]) ([^A-Z\s]\S*(?: [^A-Z\s]\S*)?) ([A-Z]) ([^A-Z\s]\S*(?: [^A-Z\s]\S*)?)$"
)


def _tiles(text: str) -> list[Tile]:
    return [Tile.parse(part) for part in text.split()]


def _gives(group: list[Tile]) -> dict[int, list[tuple[tuple[Tile, ...], tuple, tuple]]]:
    """For one and two tiles: each different choice of tiles a group can give, with the
    sorted faces given and kept."""
    found: dict[int, list] = {}
    for count in (1, 2):
        seen = {}
        for picked in combinations(range(len(group)), count):
            out = tuple(group[k] for k in picked)
            faces = faces_of(out)
            if faces not in seen:
                kept = tuple(FACE_OF[group[k]] for k in range(len(group)) if k not in picked)
                seen[faces] = (out, faces, kept)
        found[count] = list(seen.values())
    return found


def _action_for(layout: Sequence[Sequence[Tile]], step: Step, legal: Sequence[Action]) -> Action:
    for action in legal:
        if action.kind != "swap":
            continue
        i, j = (NAMES.index(n) for n in action.detail.split())
        now = (faces_of(layout[i]), faces_of(layout[j]))
        made = _swapped(layout, action)
        new = (faces_of(made[0]), faces_of(made[1]))
        if (now, new) in (
            (step.before, step.after),
            (step.before[::-1], step.after[::-1]),
        ):
            return action
    raise ValueError(f"no legal move makes the solver's step {step}")


def _swapped(layout: Sequence[Sequence[Tile]], action: Action) -> tuple[list[Tile], list[Tile]]:
    """The two groups of the swap `action` as it leaves them, each incoming tile in the
    place of an outgoing one."""
    i, j = (NAMES.index(n) for n in action.detail.split())
    out_count = len(action.pieces) // 2
    out_i, out_j = action.pieces[:out_count], action.pieces[out_count:]
    return _replace(layout[i], out_i, out_j), _replace(layout[j], out_j, out_i)


def _replace(
    group: Sequence[Tile], out: tuple[Tile, ...] | list[Tile], into: tuple[Tile, ...] | list[Tile]
) -> list[Tile]:
    new = list(group)
    for old, tile in zip(out, into, strict=True):
        new[new.index(old)] = tile
    return new


def _swap(i: int, out_i: tuple[Tile, ...], j: int, out_j: tuple[Tile, ...]) -> Action:
    a, b = NAMES[i], NAMES[j]
    short = f"{a} {' '.join(map(str, out_i))} {b} {' '.join(map(str, out_j))}"
    return Action(0, "swap", out_i + out_j, f"{a} {b}", _swaps, short=short)


def _swaps(a: Action) -> str:
    first, second = a.detail.split()
    half = len(a.pieces) // 2
    give = " and ".join(map(str, a.pieces[:half]))
    take = " and ".join(map(str, a.pieces[half:]))
    return f"{seat_name(a.player)} swaps {first}'s {give} with {second}'s {take}"


def _gives_up(a: Action) -> str:
    return f"{seat_name(a.player)} gives up"


# What a notebook may use beside the game itself: the classical combinations and the dead
# groups.
__all__ = [
    "CHINESE_NAMES",
    "TRIPLET_KINDS",
    "Variant",
    "XiangShiFu",
    "XiangShiFuState",
    "all_dead_triplets",
    "classify_group",
    "classify_triplet",
]


def _moves_to_solve(state: XiangShiFuState, action: Action) -> int | None:
    """How many moves a shortest solution takes after `action` (None: no solution)."""
    steps = state.after(action).solution().steps
    return None if steps is None else len(steps)
