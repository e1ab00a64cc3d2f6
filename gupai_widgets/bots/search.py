"""The search bot: one computer opponent for every registered game, by determinized search.

For each move it deals the current deal again many times, each time consistently with what
its seat has seen (`sampling.DealSampler`), and plays every legal move out in those deals
to the end of the deal with the game's own heuristic bot in every seat. The move that
gains its seat the most on average wins. The candidate moves are narrowed by sequential
halving (Karnin, Koren and Somekh, "Almost optimal exploration in multi-armed bandits",
ICML 2013): each round plays the surviving moves out in the same fresh samples and keeps
the better half, so a fixed budget of playouts goes mostly to the moves worth comparing,
and the moves are compared deal by deal.

It uses only the uniform game API (DESIGN.md §2) and knows no game. It is deterministic:
the budget is a number of playouts, and the random draws of a move come from the bot's seed
and the move number, so the same seed gives the same moves. `explain(state)` says in one
sentence why it chooses what it chooses, from the search's own numbers.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.action import seat_name, signed
from .sampling import DealSampler, SamplerCounts

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.game import Game
    from ..engine.state import State

# The budget is counted in steps, each a move made in a playout or replayed in a sample:
# deterministic, and close to proportional to time within a game, where playouts from the
# start of a deal are many times longer than from near its end.
DEFAULT_BUDGET = 20_000
# A safety net, not a budget: a move stops searching after this many seconds whatever its
# budget says (the bench counts how often it did; on this machine it never should).
TIME_CAP = 10.0
# Failed samples in a row after which the search stops looking for more and reuses the
# ones it has (or, with none, plays the heuristic bot's move).
MAX_FAILURES = 3


@dataclass
class MoveRecord:
    """What the search found for one legal move: its value in each sample it was played
    out in (sample index -> the seat's gain from here to the end of the deal)."""

    action: Action
    values: dict[int, float] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values.values()) if self.values else -math.inf


@dataclass
class Decision:
    """A searched move and the numbers behind it."""

    action: Action
    seat: int
    records: list[MoveRecord]  # every legal move, the chosen one first, then by value
    samples: int  # distinct deals sampled
    fallback: bool = False  # no deal fitting the seat's view was found

    @property
    def runner_up(self) -> MoveRecord | None:
        """The best other move among those played out in the most samples."""
        others = self.records[1:]
        if not others:
            return None
        most = max(len(r.values) for r in others)
        return max((r for r in others if len(r.values) == most), key=lambda r: r.mean)


class SearchBot:
    """A bot for any game: determinized Monte Carlo search over deals that fit what its
    seat has seen, with the game's heuristic bot playing the deals out.

        bot = SearchBot(game, seed=3, budget=20_000)   # budget: steps per move
        bot.choose(state)        # the move for the seat to move
        bot.explain(state)       # why, in a sentence for a learner
    """

    name = "search"

    def __init__(self, game: Game, seed: int | None = None, budget: int = DEFAULT_BUDGET) -> None:
        if type(budget) is not int or budget < 1:
            raise ValueError(f"the budget is a number of steps, at least 1, not {budget!r}")
        self.game = game
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.budget = budget
        # What the searches so far cost, for the bench: samples, repairs, fallbacks.
        self.counts = SamplerCounts()
        self.fallbacks = 0
        self.capped = 0
        self.playouts = 0
        self._last: tuple[str, Decision] | None = None

    def __repr__(self) -> str:
        return f"SearchBot({self.game!r}, seed={self.seed}, budget={self.budget})"

    def choose(self, state: State) -> Action:
        return self.decide(state).action

    def explain(self, state: State) -> str:
        """One sentence on the move this bot chooses for the seat to move, and why."""
        return hint_sentence(self.decide(state), state)

    def decide(self, state: State) -> Decision:
        """The search for the seat to move (the last one is kept, so `choose` and
        `explain` on one position search once)."""
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over: there is no move to choose")
        key = json.dumps(state.view(seat), sort_keys=True)
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        decision = self._search(state, seat)
        self._last = (key, decision)
        return decision

    # -- the search --------------------------------------------------------------------------

    def _search(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        records = [MoveRecord(a) for a in legal]
        if len(legal) == 1:
            return Decision(legal[0], seat, records, 0)
        # The draws of this move depend on the seed and the move number only: nothing the
        # seat cannot see, and the same on every call for the same position.
        rng = random.Random(f"{self.seed}/{len(state.history)}")
        sampler = DealSampler(state, seat)
        bots = [self.game.make_bot(rng.randrange(2**32)) for _ in range(self.game.players)]
        found: list[State] = []  # the samples found
        pool: list[State] = []  # sample j of the search: a found one, or one reused
        failures = 0

        def sample(j: int) -> State | None:
            nonlocal failures
            while len(pool) <= j:
                position = sampler.sample(rng) if failures < MAX_FAILURES else None
                if position is not None:
                    failures = 0
                    found.append(position)
                elif not found and failures + 1 >= MAX_FAILURES:
                    return None
                else:
                    failures += 1
                    if failures < MAX_FAILURES:
                        continue
                    position = found[len(pool) % len(found)]
                pool.append(position)
            return pool[j]

        started = time.perf_counter()
        rounds = max(1, math.ceil(math.log2(len(legal))))
        alive = list(range(len(legal)))
        j = 0
        capped = False
        for _ in range(rounds):
            # Each round spends its share of the budget on fresh samples, every surviving
            # move played out in each (at least one sample a round).
            spent = -sampler.counts.steps
            while True:
                position = sample(j)
                if position is None:
                    break
                base = position.returns()[seat]
                for i in alive:
                    returns, steps = self._playout(
                        position, legal[i], seat, sampler.deal_number, bots
                    )
                    records[i].values[j] = returns - base
                    spent += steps
                    self.playouts += 1
                j += 1
                if time.perf_counter() - started > TIME_CAP:
                    capped = True
                if capped or spent + sampler.counts.steps >= self.budget // rounds:
                    break
            if capped or not found:
                break
            alive.sort(key=lambda i: -records[i].mean)
            alive = alive[: max(1, math.ceil(len(alive) / 2))]
            if len(alive) == 1:
                break
        self.counts.add(sampler.counts)
        self.capped += capped
        if not found:
            self.fallbacks += 1
            action = self.game.make_bot(rng.randrange(2**32)).choose(state)
            return Decision(action, seat, records, 0, fallback=True)
        best = max(alive, key=lambda i: records[i].mean)
        order = [best] + sorted(
            (i for i in range(len(legal)) if i != best), key=lambda i: -records[i].mean
        )
        return Decision(legal[best], seat, [records[i] for i in order], len(found))

    def _playout(
        self, position: State, action: Action, seat: int, deal: int, bots: list[Any]
    ) -> tuple[float, int]:
        """The seat's returns after `action` in a sampled position of deal `deal`, played to
        the end of that deal by the heuristic bots (a later deal is a shuffle the seat
        knows nothing of, so the search stops there), and the moves that took."""
        # The engine's cheap copy for a position after a move: it shares the deal and
        # leaves out the history, which neither the rules nor the bots read.
        state = position._after(position.find_action(action))
        number = position.deal_number
        steps = 1
        while not state.is_terminal():
            if state.deal_number != number:
                number = state.deal_number
                if state.deal_setup()["deal_number"] != deal:
                    break
            state.apply_action(bots[state.current_player].choose(state))
            steps += 1
        return state.returns()[seat], steps


def hint_sentence(decision: Decision, state: State) -> str:
    """The sentence a learner reads about a searched move."""
    action = decision.action
    said = action.text
    who = seat_name(decision.seat)
    if len(decision.records) == 1:
        return f"{said}: the only legal move."
    if decision.fallback:
        return (
            f"{said}: the game's own bot's choice, as no deal that fits what {who} has seen "
            "was found to search."
        )
    best, other = decision.records[0], decision.runner_up
    unit = state.result().unit
    n = len(best.values)
    head = (
        f"{said}: in {n} deals sampled to fit what {who} has seen, it gains "
        f"{_amount(best.mean)} {unit} on average to the end of the deal"
    )
    if other is None:
        return head + "."
    shared = [j for j in other.values if j in best.values]
    better = sum(best.values[j] > other.values[j] for j in shared)
    worse = sum(best.values[j] < other.values[j] for j in shared)
    if better == worse == 0:
        return head + ", as every other move it tried does in the same deals."
    return (
        head + f"; the next best, {other.action.short}, {_amount(other.mean)}: this move does "
        f"better in {better} of those {len(shared)} deals and worse in {worse}."
    )


def _amount(value: float) -> str:
    return signed(round(value, 1))
