"""The XiangShiFu bot: it plays a shortest solution found by the solver, or gives up at once
on a layout the solver proves cannot be solved."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Action
    from .solver import Step
    from .xiangshifu import XiangShiFuState


class SolverBot:
    """Solves the layout once and plays the solution; it solves again only if the layout is
    not the one its plan expects (a person moved in between)."""

    name = "solver"

    def __init__(self, seed: int | None = None) -> None:
        # Nothing is random: the seed is taken to match every game's bot constructor.
        self._plan: list[Step] = []
        self._expected: tuple | None = None

    def choose(self, state: XiangShiFuState) -> Action:
        layout = tuple(sorted(state.layout()))
        if layout != self._expected or not self._plan:
            found = state.solution()
            self._plan = list(found.steps or ())
        if not self._plan:
            return next(a for a in state.legal_actions() if a.kind == "stop")
        step = self._plan.pop(0)
        action = state.action_for(step)
        after = list(layout)
        for group in step.before:
            after.remove(group)
        self._expected = tuple(sorted(after + list(step.after)))
        return action

    def __repr__(self) -> str:
        return "SolverBot()"
