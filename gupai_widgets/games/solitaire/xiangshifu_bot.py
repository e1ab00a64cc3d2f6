"""The XiangShiFu bot: it plays a shortest solution found by the solver, or gives up at once
on a layout the solver proves cannot be solved.

It reads its observation alone: the layout (`SolitaireFacts.layout`; nothing in a solitaire
is hidden), its legal moves, and the game's solver (`XiangShiFu.solution`, `action_for`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .layout import faces_of

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .solver import Group, Step
    from .xiangshifu import SolitaireFacts, XiangShiFu


class SolverBot:
    """Solves the layout once and plays the solution; it solves again only if the layout is
    not the one its plan expects (a person moved in between)."""

    name = "solver"

    def __init__(self, seed: int | None = None) -> None:
        # Nothing is random: the seed is taken to match every game's bot constructor.
        self._plan: list[Step] = []
        self._expected: tuple[Group, ...] | None = None

    def choose(self, seen: Observation) -> Action:
        game = cast("XiangShiFu", seen.rules)
        groups = cast("SolitaireFacts", seen.facts).layout
        layout = tuple(sorted(faces_of(g) for g in groups))
        if layout != self._expected or not self._plan:
            found = game.solution(groups)
            self._plan = list(found.steps or ())
        if not self._plan:
            return next(a for a in seen.legal if a.kind == "stop")
        step = self._plan.pop(0)
        action = game.action_for(groups, step, seen.legal)
        after = list(layout)
        for group in step.before:
            after.remove(group)
        self._expected = tuple(sorted(after + list(step.after)))
        return action

    def __repr__(self) -> str:
        return "SolverBot()"
