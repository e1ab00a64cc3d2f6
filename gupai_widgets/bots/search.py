"""The search bot: one computer opponent for every registered game, by determinized search.

For each move it deals the current deal again many times, each time consistently with what
its seat has seen (`sampling.DealSampler`), and plays every legal move out in those deals
to the end of the deal with the game's own heuristic bot in every seat. The candidate
moves are narrowed by sequential halving (Karnin, Koren and Somekh, "Almost optimal
exploration in multi-armed bandits", ICML 2013): each round plays the surviving moves out
in the same fresh samples and keeps the better half, so a fixed budget goes mostly to the
moves worth comparing, and the moves are compared deal by deal. The heuristic bot's own
move survives every round, and the best move replaces it only where the sampled deals show
it clearly better: a small budget's rough estimates do not make the bot play worse.

It uses only the uniform game API (DESIGN.md §2) and knows no game. It is deterministic:
the budget is counted in steps, not seconds, and the random draws of a move come from the
bot's seed and the move number, so the same seed gives the same moves. `explain(seen)`
says in one sentence why it chooses what it chooses, from the search's own numbers.
"""

from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.action import seat_name, signed
from ..engine.sampling import SampledDeals, SamplerCounts
from ..engine.state import State

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.game import Game
    from ..engine.observation import Observation


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
# How many standard errors better, deal by deal, the best move must be for the search to
# play it instead of the game's own bot's move.
CLEAR = 1.0


@dataclass
class MoveRecord:
    """What the search found for one legal move: its value in each sample it was played
    out in (sample index -> the seat's gain from here to the end of the deal)."""

    action: Action
    values: dict[int, float] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        # statistics is imported when first needed, not with the package: it pulls in
        # fractions and decimal, a tenth of a second of the site's first table (issue 31).
        import statistics

        return statistics.fmean(self.values.values()) if self.values else -math.inf


@dataclass
class Decision:
    """A searched move and the numbers behind it."""

    action: Action
    seat: int
    records: list[MoveRecord]  # every legal move, the chosen one first, then by value
    samples: int  # distinct deals sampled
    default: Action | None = None  # the game's own bot's move
    fallback: bool = False  # no deal fitting the seat's view was found, or could be

    @property
    def runner_up(self) -> MoveRecord | None:
        """The best other move among those played out in the most samples, one that did
        differently from the chosen move in some sample if there is one (two ways of
        grouping the same tiles can come to the same in every deal: naming one of them
        says nothing about why the move was chosen)."""
        others = self.records[1:]
        if not others:
            return None
        most = max(len(r.values) for r in others)
        chosen = self.records[0].values
        candidates = [r for r in others if len(r.values) == most]
        differing = [
            r for r in candidates if any(v != chosen.get(j, v) for j, v in r.values.items())
        ]
        return max(differing or candidates, key=lambda r: r.mean)


def clearly_better(better: MoveRecord, than: MoveRecord, clear: float = CLEAR) -> bool:
    """Whether `better` beats `than` by more than `clear` standard errors of their
    difference deal by deal, in the samples both were played out in."""
    differences = [v - than.values[j] for j, v in better.values.items() if j in than.values]
    if len(differences) < 2:
        return False
    import statistics  # as in MoveRecord.mean

    error = statistics.stdev(differences) / math.sqrt(len(differences))
    mean = statistics.fmean(differences)
    return mean > 0 and (error == 0 or mean > clear * error)


class SearchBot:
    """A bot for any game: determinized Monte Carlo search over deals that fit what its
    seat has seen, with the game's heuristic bot playing the deals out.

        bot = SearchBot(game, seed=3, budget=20_000)   # budget: steps per move
        state.ask(bot)                       # the move for the seat to move
        bot.explain(state.observe(seat))     # why, in a sentence for a learner

    Like every bot it is handed the seat's observation, not the state: the deals it plays
    out are dealt by the engine to fit what the seat has seen (`Observation.deals`).
    """

    name = "search"

    def __init__(self, game: Game, seed: int | None = None, budget: int = DEFAULT_BUDGET) -> None:
        if type(budget) is not int or budget < 1:
            raise ValueError(f"the budget is a number of steps, at least 1, not {budget!r}")
        self.game = game
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.budget = budget
        # What the searches so far cost, for the bench: samples, repairs, fallbacks (moves
        # where no sample was found) and moves at positions no sample can be dealt for.
        self.counts = SamplerCounts()
        self.fallbacks = 0
        self.unsampled = 0
        self.changed = 0  # moves where the search overruled the game's own bot
        self.capped = 0
        self.playouts = 0
        self._last: tuple[str, Decision] | None = None

    def __repr__(self) -> str:
        return f"SearchBot({self.game!r}, seed={self.seed}, budget={self.budget})"

    def choose(self, seen: Observation) -> Action:
        return self.decide(seen).action

    def explain(self, seen: Observation) -> str:
        """One sentence on the move this bot chooses for the seat to move, and why."""
        return hint_sentence(self.decide(seen), seen)

    def decide(self, seen: Observation) -> Decision:
        """The search for the seat to move, from its observation (the last one is kept, so
        `choose` and `explain` on one position search once)."""
        seat = seen.to_move
        if seat is None:
            raise ValueError("the game is over: there is no move to choose")
        if seen.seat != seat:
            raise ValueError("a search is made from the observation of the seat to move")
        key = json.dumps(seen.to_dict(), sort_keys=True)
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        decision = self._search(seen, seat)
        self._last = (key, decision)
        return decision

    # -- the search --------------------------------------------------------------------------

    def _search(self, seen: Observation, seat: int) -> Decision:
        legal = list(seen.legal)
        records = [MoveRecord(a) for a in legal]
        if len(legal) == 1:
            return Decision(legal[0], seat, records, 0)
        # The draws of this move depend on the seed and the move number only: nothing the
        # seat cannot see, and the same on every call for the same position.
        rng = random.Random(f"{self.seed}/{seen.step}")
        game = self.game
        default = legal.index(game.make_bot(rng.randrange(2**32)).choose(seen))
        # Hidden moves in the samples are made as the game's own bot would make them.
        guide = game.make_bot(rng.randrange(2**32))
        sampler = seen.deals(guide)
        if not sampler.rebuilds:
            self.unsampled += 1
            order = [default] + [i for i in range(len(legal)) if i != default]
            records = [records[i] for i in order]
            return Decision(legal[default], seat, records, 0, default=legal[default], fallback=True)
        samples = _Samples(sampler, rng)
        bots = [game.make_bot(rng.randrange(2**32)) for _ in range(game.players)]
        started = time.perf_counter()
        rounds = max(1, math.ceil(math.log2(len(legal))))
        alive = list(range(len(legal)))
        j = 0
        for _ in range(rounds):
            # Each round spends its share of the budget on fresh samples, every surviving
            # move played out in each (at least one sample a round).
            spent = 0
            while spent < self.budget // rounds:
                before = samples.sampler.counts.steps
                position = samples.get(j)
                if position is None:
                    break
                spent += samples.sampler.counts.steps - before
                base = position.returns()[seat]
                for i in alive:
                    gain, steps = self.playout(position, legal[i], seat, samples.deal, bots)
                    records[i].values[j] = gain - base
                    spent += steps
                self.playouts += len(alive)
                j += 1
                if time.perf_counter() - started > TIME_CAP:
                    self.capped += 1
                    break
            if not samples.found or time.perf_counter() - started > TIME_CAP:
                break
            # The better half goes on; the game's own move always does, to be compared
            # with the best deal by deal at the end.
            alive.sort(key=lambda i: -records[i].mean)
            alive = alive[: max(1, len(alive) // 2)]
            if default not in alive:
                alive.append(default)
            if len(alive) == 1:
                break
        self.counts.add(samples.sampler.counts)
        chosen = default
        if not samples.found:
            self.fallbacks += 1
        else:
            best = max(alive, key=lambda i: records[i].mean)
            # The search overrules the game's own bot only where the sampled deals say so
            # clearly: with a small budget its estimates are rough.
            if clearly_better(records[best], records[default]):
                chosen = best
                self.changed += 1
        order = [chosen] + sorted(
            (i for i in range(len(legal)) if i != chosen), key=lambda i: -records[i].mean
        )
        return Decision(
            legal[chosen],
            seat,
            [records[i] for i in order],
            len(samples.found),
            default=legal[default],
            fallback=not samples.found,
        )

    def playout(
        self, position: State, action: Action, seat: int, deal: int, bots: list[Any]
    ) -> tuple[float, int]:
        """The seat's returns after `action` in a sampled position of deal `deal`, played to
        the end of that deal by the heuristic bots (a later deal is a shuffle the seat
        knows nothing of, so the search stops there), and the moves that took. A game may
        offer `evaluate(state, seat)`, its estimate of the seat's returns at the end of the
        match from a position where a chapter (a deal, or a round) has just ended: the
        playout then stops at the first such position (Mouse Moving, whose rounds run on for
        long).
        Public for benchmarks/bench_advantage.py, which plays moves out as the search does."""
        # The engine's cheap copy for a position after a move: it shares the deal and
        # leaves out the history, which neither the rules nor the bots read.
        state = position.after(position.find_action(action))
        chapter = position.chapter
        steps = 1
        evaluate = getattr(self.game, "evaluate", None)
        while not state.is_terminal():
            if state.chapter != chapter:
                if evaluate is not None:
                    return evaluate(state, seat), steps
                chapter = state.chapter
                if state.deal_number != deal:
                    break
            state.apply_action(state.ask(bots[state.seat_to_move]))
            steps += 1
        return state.returns()[seat], steps


class _Samples:
    """The samples of one search, by index: each a fresh one from the sampler, or, once
    MAX_FAILURES in a row have failed, one found before, again."""

    def __init__(self, sampler: SampledDeals, rng: random.Random) -> None:
        self.sampler, self.rng = sampler, rng
        self.deal = sampler.deal_number
        self.found: list[State] = []
        self.pool: list[State] = []
        self.failures = 0

    def get(self, j: int) -> State | None:
        """Sample `j`, or None if no sample could be found at all."""
        while len(self.pool) <= j:
            if self.failures < MAX_FAILURES:
                position = self.sampler.sample(self.rng)
                if position is not None:
                    self.failures = 0
                    self.found.append(position)
                    self.pool.append(position)
                    continue
                self.failures += 1
                continue
            if not self.found:
                return None
            self.pool.append(self.found[len(self.pool) % len(self.found)])
        return self.pool[j]


def hint_sentence(decision: Decision, seen: Observation) -> str:
    """The sentence a learner reads about a searched move: what the sampled deals say."""
    said = decision.action.text
    who = seat_name(decision.seat)
    if len(decision.records) == 1:
        return f"{said}: the only legal move."
    if decision.fallback:
        return f"{said}: the game's own bot's choice (the search has no sampled deals here)."
    best, other = decision.records[0], decision.runner_up
    game = seen.rules
    estimated = ", as the game estimates it" if hasattr(game, "evaluate") else ""
    head = (
        f"{said}: in {len(best.values)} deals sampled to fit what {who} has seen, it averages "
        f"{_amount(best.mean)} {seen.result.unit} by the end of the {game.spec.deal_word}"
        f"{estimated}"
    )
    if other is None:
        return head + "."
    shared = [j for j in other.values if j in best.values]
    better = sum(best.values[j] > other.values[j] for j in shared)
    worse = sum(best.values[j] < other.values[j] for j in shared)
    if better == worse == 0:
        return head + ", as does every other move it tried in the same deals."
    if other.mean > best.mean:
        return (
            f"{head}; {other.action.short} averages {_amount(other.mean)}, but is better in "
            f"only {worse} of those deals and worse in {better}: not clearly enough to "
            "change the usual play."
        )
    return (
        f"{head}, against {_amount(other.mean)} for {other.action.short}, the next best: "
        f"better in {better} of those deals, worse in {worse}."
    )


def _amount(value: float) -> str:
    return signed(round(value, 1))
