"""The review of a seat's own game (issue 32): every move that seat made where it had a
choice, graded by the search bot at the normal level from what the seat could see then.

    marks = gw.review(replay, seat=0)       # one MoveReview per move of P1 with a choice
    print(*marks, sep="\\n")                # "step 3, P1 led 6:6 · best" ...

The bot is handed the seat's observation at each of its moves, as when it plays: its deals
are sampled to fit what the seat had seen, never the real hands. What a move cost is the
bot's best move's average gain less the played move's, deal by deal over the deals both were
played out in, in the game's unit, to the end of the deal (or round). The mark compares that
cost with the spread of the move values in the same position, so a game whose moves differ
little is not graded like one where a move decides the deal:

- best: the bot's own choice;
- good: not clearly worse than it (within what the sampled deals can tell);
- inaccuracy, mistake, blunder: clearly worse, by under a quarter of the spread, under half,
  or more.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .bots.levels import check_level, make_bot
from .bots.search import Decision, MoveRecord, SearchBot, clearly_better
from .engine.action import seat_name, signed
from .engine.errors import GameError
from .pieces.errors import excerpt
from .replay import Replay

MARKS = ("best", "good", "inaccuracy", "mistake", "blunder", "unmeasured")
# Where a clearly worse move's cost lies against the spread of the move values: under the
# first share an inaccuracy, under the second a mistake, beyond it a blunder.
SHARES = (0.25, 0.5)


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One graded move: its step in the replay (from 1), the move played and the bot's
    best, what the played move cost (in `unit`, 0 for the best; None where the search could
    not measure it), the mark, and a sentence saying why."""

    step: int
    played: str
    best: str
    cost: float | None
    unit: str
    mark: str
    why: str

    def __str__(self) -> str:
        return f"step {self.step}: {self.played} · {self.mark}. {self.why}"


def review(
    replay: Replay,
    seat: int,
    level: str = "normal",
    seed: int = 0,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[MoveReview, ...]:
    """Grade every move `seat` (0 for P1) made in `replay` where it had more than one
    legal move, with the search bot at `level` seeded by `seed` (the same review each
    time). `progress(done, total)` is called before each move is graded and once at the
    end, for a page to say how far the review has come."""
    if type(seat) is not int or not 0 <= seat < replay.players:
        raise GameError(
            f"the seat to review is one of 0 to {replay.players - 1} (P1 to "
            f"P{replay.players}), not {excerpt(seat)}"
        )
    if check_level(level) == "easy":
        raise GameError("a review grades moves with the search bot: level normal or strong")
    states = replay.states()
    bot = make_bot(states[0].game, level, seed)
    assert isinstance(bot, SearchBot)
    chosen = [
        (step, before, after.history[-1])
        for step, (before, after) in enumerate(zip(states, states[1:], strict=False), start=1)
        if after.history[-1].player == seat and len(before.legal_actions()) > 1
    ]
    graded: list[MoveReview] = []
    for step, before, played in chosen:
        if progress is not None:
            progress(len(graded), len(chosen))
        seen = before.observe(seat)
        graded.append(grade(step, bot.decide(seen), played.short, seen.result.unit))
    if progress is not None:
        progress(len(graded), len(chosen))
    return tuple(graded)


def grade(step: int, decision: Decision, played: str, unit: str) -> MoveReview:
    """The review of the move `played` (its short notation) against the search's
    `decision` in the same position."""
    chosen = decision.records[0]
    best = chosen.action.short
    if played == best:
        return MoveReview(step, played, best, 0.0, unit, "best", "The search bot's own choice.")
    if decision.fallback:
        why = "The search found no deal fitting what the seat had seen: nothing to compare."
        return MoveReview(step, played, best, None, unit, "unmeasured", why)
    record = next(r for r in decision.records if r.action.short == played)
    shared = [j for j in record.values if j in chosen.values]
    if not shared:
        why = f"{played} was not played out in the deals where {best} was."
        return MoveReview(step, played, best, None, unit, "unmeasured", why)
    import statistics  # when first needed, as in bots/search.py's MoveRecord.mean

    cost = statistics.fmean(chosen.values[j] - record.values[j] for j in shared)
    deals = f"in {len(shared)} deals sampled to fit what {seat_name(decision.seat)} had seen"
    if cost <= 0 or not clearly_better(chosen, record):
        why = f"Not clearly worse than {best}: {deals}, {_versus(chosen, record, shared)}."
        return MoveReview(step, played, best, max(cost, 0.0), unit, "good", why)
    means = [r.mean for r in decision.records if r.values]
    spread = max(means) - min(means)
    share = cost / spread if spread > 0 else 1.0
    mark = "inaccuracy" if share < SHARES[0] else "mistake" if share < SHARES[1] else "blunder"
    why = (
        f"{best} was better: {deals}, {_versus(chosen, record, shared)}; it cost "
        f"{round(cost, 2)} {unit} a deal on average."
    )
    return MoveReview(step, played, best, cost, unit, mark, why)


def _versus(best: MoveRecord, played: MoveRecord, shared: list[int]) -> str:
    """How the two moves came out over the same deals, in words."""
    better = sum(best.values[j] > played.values[j] for j in shared)
    worse = sum(best.values[j] < played.values[j] for j in shared)
    import statistics  # as in grade

    best_mean = statistics.fmean(best.values[j] for j in shared)
    played_mean = statistics.fmean(played.values[j] for j in shared)
    return (
        f"{best.action.short} averages {signed(round(best_mean, 2))} and {played.action.short} "
        f"{signed(round(played_mean, 2))}, {best.action.short} better in {better} and worse "
        f"in {worse}"
    )


__all__ = ["MARKS", "MoveReview", "grade", "review"]
