"""Puzzles (issue 32): "find the best move" in real positions, answered with the search
bot's own numbers, in three levels.

`make_puzzles(game_id, seed)` plays the game's bot matches (as exercises do, `Matches`) and,
at positions of the seat to move, asks the search bot at the normal level (seeded per
position) for its `Decision`. A position is a puzzle where the bot's move is clearly better
than the runner-up (`clearly_better` at `SURE` standard errors, deal by deal), in at least
`MIN_DEALS` sampled deals of which `MIN_DIFFERING` tell the two apart, and clearly better
than every other move too, none averaging as much (a puzzle has one
right answer, and its numbers say so).

Its level is set per game, from that game's own clear positions (the issue's "a margin
set per game"). A puzzle's share is its margin against the spread of the move values
there, or against the game's usual spread where the moves there spread less (`share_of`);
none is set below `FLOOR` of it. The game's clear positions are ranked by share, equal
shares by the larger margin (`rank`), and cut in three as evenly as ties allow, no two of
one rank in two levels (`thirds`): easy the widest, hard the closest; with two ranks only,
easy and hard; with one, easy. Easy sets the widest of its part, hard the closest of its,
medium the middle of its. `Puzzles.levels` says so in words with the game's figures, and
why a level is empty. One fixed share for every game left levels empty that the game's
own positions fill: Tau Ngau's bull choices lead by 3 to 7 points where they spread over 3
to 7, so none was below a quarter; Kol-ye-si's two choices are as far apart as they spread.
The game's usual spread (`Puzzles.scale`) is the median spread of every position looked at
where the moves differ, measured as the puzzles are made: without it a choice of two
moves, whose margin is its whole spread, would always rank first, however small that
margin is for the game (a hundredth of a stake between drawing one tile or two where
choices usually differ by five). No game is named: the unit and the spreads are the
game's own.

A searched puzzle is set only once a search with ten times the steps and its own seed (the
strong level, for a game searched at the normal one) names the same move, clearly by the
same rule (`confirmed`): a normal search's couple of dozen deals can miss a rare large
loss, and did (Da Ling, session 18).

A game is searched at the normal level, every position, unless `SEARCHING` says otherwise
and why (`Searching`): Dezai Shen's moves are clear only at the strong level, and only in
its auction.

Where a game names its best move exactly (`Game.best_move`: banker games, XiangShiFu), the
puzzle is that exact move (the `best_move` exercise kind's question and explanation), not
an estimate, and its level is by the same rule, on what the game counts each choice worth
(`BestMove.worth`: a stake's expectation, a bull's points, the moves to a solution).

Positions are searched, a batch of matches after another, until `ENOUGH` clear positions
are found (at the usual spread so far) or `MOST_SEARCHES` searches are spent (a count, not
a time: the same record on any machine); the puzzles are then levelled at the usual spread
of all the positions searched. Exact positions are drawn the same way, up to `MOST_EXACT`
draws, and a choice worth the same as one already found is not asked again.

The position is the seat's view only (`State.table(seat)`); the record keeps the setup and
moves that rebuild it. `scripts/make_puzzles.py` writes each game's puzzles to
`puzzles/<game id>.json` (package data) and `puzzles_for(game_id)` reads them back.
"""

from __future__ import annotations

import json
import random
import statistics
import zlib
from dataclasses import dataclass, replace
from importlib import resources
from itertools import combinations, groupby
from typing import Any

from ..bots.levels import budget
from ..bots.search import Decision, MoveRecord, SearchBot, clearly_better, hint_sentence
from ..engine.action import Action, seat_name, signed
from ..engine.errors import GameError
from ..engine.game import Game
from ..engine.registry import load_game
from ..engine.state import State
from .kinds import DEALS, Matches, best_move, origin
from .lessons import Lesson, Step
from .model import Exercise, Option

LEVELS = ("easy", "medium", "hard")
# Puzzles kept per level.
PER_LEVEL = 3
# Clear positions a game's search looks for, the levels cut in thirds from them: twice a
# level's puzzles in each third, so that the widest and the closest of a third are set.
ENOUGH = 6 * PER_LEVEL
# The fewest sampled deals both moves were played out in for the numbers to make a puzzle.
MIN_DEALS = 12
# A puzzle asks more of its numbers than a move of the bot does (`search.CLEAR`): its answer
# ahead of every other move by SURE standard errors of their difference, and of the
# runner-up in at least MIN_DIFFERING deals where the two moves end differently. Where most
# deals cannot tell two moves apart (Dezai Shen's face-down piles, taken blind), a couple
# of lucky deals would otherwise make a puzzle of a guess.
SURE = 2.0
MIN_DIFFERING = 6
# The smallest margin a puzzle is set on, as a share of the spread it is levelled at: a
# smaller one, however clear, is a difference no learner can be asked to see.
FLOOR = 0.1
# Positions searched per game at most: the budget of a build (0.02 to 0.1 s a search at
# the normal level, a few CPU minutes for every game).
MOST_SEARCHES = 600
# How many times the steps of its search a puzzle's confirming search takes: for a game
# searched at the normal level, the strong level's (bots/levels.py).
CONFIRM = 10
# Matches played per batch; a game's search takes another batch where one runs out.
BATCHES = 32
# Draws of an exact best move per game at most (a few seconds of a solver's at most).
MOST_EXACT = 600
# A choice between more moves than this is not set as a list of options.
MOST_OPTIONS = 8
# Where the records lie, one file per game.
FOLDER = "puzzles"
# What a learner is told before a puzzle of each level (`puzzle_path`).
INTROS = {
    "easy": "One move is far better than the others here.",
    "medium": "One move is better than the others, by less.",
    "hard": "One move is better than the next best by only a little for this game, but clearly.",
}


@dataclass(frozen=True, slots=True)
class Searching:
    """How a game's positions are searched for puzzles: at which bot `level`, at most how
    many positions (`most`, the build's budget), and only those where every legal move is
    of one of the `kinds` (every position where there are none); `said` tells the page
    why, before what its levels mean; the smallest share of the spread a puzzle is set on
    (`floor`); and how many clear positions end the search (`enough`)."""

    level: str = "normal"
    most: int = MOST_SEARCHES
    kinds: tuple[str, ...] = ()
    said: str = ""
    floor: float = FLOOR
    enough: int = ENOUGH


# The games searched otherwise than at the normal level, every position.
SEARCHING = {
    # At the normal level (600 steps) a Dezai Shen bid is played out in about 8 sampled
    # deals and a card in 5 to 9, too few for MIN_DEALS: of 600 positions none made a
    # puzzle (session 19). At the strong level (6,000 steps, about 0.35 s a position) a
    # bid is played out in 43 to 70 deals, and 22 of 40 bids searched were clear, against
    # 1 of 45 other moves (cards led, played or discarded, piles chosen; session 20). A
    # pile is chosen face down, so no choice of one can have a right answer. Only the
    # auction is searched, then, 200 positions to bound the build (about 90 s of CPU with
    # the confirmations). Its floor is half the usual one: nearly every bid position
    # offers a Poke that loses 8 to 15 tokens, so the spread the floor is a share of is
    # wide, and at the usual floor only passes cleared it (all nine puzzles "pass"; the
    # bids clearly best, taking or doubling for +0.5 to +1.6 tokens against passing's 0,
    # led by 5 to 10 % of it). A token won or not is a difference a learner sees, and a set
    # whose answer is always the same teaches nothing. A bid is clearly best in about one
    # auction position of twenty, so all 200 are searched rather than stopping at
    # `ENOUGH` clear ones (most of them passes): the levels then hold both answers.
    "dezai_shen": Searching(
        "strong",
        200,
        ("bid", "double", "pass"),
        "Only the auction is searched here, at the strong level: at the normal level no Dezai "
        "Shen move is played out in enough sampled deals to be clear, and at the strong level "
        "few moves outside the auction are (a pile is chosen face down, blind). A lead of a "
        "twentieth of the spread is enough here, not a tenth: nearly every bid can be a Poke "
        "that loses 8 to 15 tokens, which makes the spread wide.",
        FLOOR / 2,
        enough=200,
    ),
}


def searching(game_id: str) -> Searching:
    """How `game_id`'s positions are searched for puzzles (`SEARCHING`, else the normal
    level, every position)."""
    return SEARCHING.get(game_id, Searching())


def confirming(level: str) -> str:
    """The search that confirms a puzzle found at `level`, in words."""
    if level == "normal":
        return "at the strong level, with ten times the steps"
    return f"beyond the {level} level, with ten times its steps"


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle: its `level`, the `exercise` (kind "puzzle", the seat's view only), and
    where the search measured it, the bot's `seed`, the sampled deals (`samples`), the
    `margin` of the best move over the runner-up and the `spread` of the move values (in
    the game's unit), and each move's average and deal count (`values`, by short
    notation). An exact puzzle has no seed (None) and no samples: its values are what the
    game counts each choice worth, with no deal count (0). Every searched puzzle is
    `confirmed` by a search with ten times the steps (its deal count; 0 for an exact
    one)."""

    level: str
    exercise: Exercise
    seed: int | None = None
    samples: int = 0
    margin: float = 0.0
    spread: float = 0.0
    values: tuple[tuple[str, float, int], ...] = ()
    confirmed: int = 0


@dataclass(frozen=True, slots=True)
class Puzzles:
    """A game's recorded puzzles, or `why` it has none, and the `scale` they were levelled
    at."""

    game: str
    puzzles: tuple[Puzzle, ...]
    why: str = ""
    # The game's usual spread of move values, that each puzzle's margin was levelled
    # against where its own spread is smaller (`share_of`).
    scale: float = 0.0
    # How many clear positions the levels were cut from (`cuts`), in how many looked at
    # (positions searched, or draws of an exact best move).
    clear: int = 0
    looked: int = 0
    # What the levels mean for this game, with its figures, and why a level is empty.
    levels: str = ""

    def at(self, level: str) -> tuple[Puzzle, ...]:
        return tuple(p for p in self.puzzles if p.level == level)


# -- making them ---------------------------------------------------------------------------


def make_puzzles(game_id: str, seed: int = 0, searches: int | None = None) -> Puzzles:
    """Up to `PER_LEVEL` puzzles per level of `game_id` (default players and options), the
    same for the same seed: the positions where the game names its best move exactly, or
    else from at most `searches` positions searched (the game's `Searching.most` where
    None; 0: no search)."""
    game = load_game(game_id)
    how = searching(game_id)
    searches = how.most if searches is None else searches
    rng = random.Random(zlib.crc32(f"puzzles:{seed}:{game_id}".encode()))
    # Every batch's seeds drawn now; a match is played only when a batch is looked at.
    matches = Matches(game, [rng.randrange(1 << 30) for _ in range(DEALS * BATCHES)])
    # The game's exact best moves where it names them, else the search bot's.
    found, spreads, tried = exact_puzzles(matches, rng) if exact(game) else ([], [], 0)
    why = "The game names no best move in its matches, and none was searched for."
    dropped = 0
    if not found and searches:
        found, spreads, tried = searched(matches, rng, searches, how)
        clear = len(found)
        found = confirmed(game, found, scale_of(spreads))
        dropped = clear - len(found)
        why = f"In {tried} positions of the game's bot matches the search bot " + (
            f"at the {how.level} level found {dropped} with a move clearly better than every "
            f"other, and a search {confirming(how.level)}, confirmed none of them."
            if dropped
            else "found no move clearly better than every other by enough to ask about."
        )
    scale = scale_of(spreads)
    chosen = levelled(found, scale, how.floor)
    return Puzzles(
        game_id,
        tuple(
            replace(p, exercise=p.exercise.numbered(f"{game_id}-puzzle-{n}"))
            for n, p in enumerate(chosen, 1)
        ),
        "" if chosen else why,
        scale,
        len(ranked(found, scale, how.floor)),
        tried,
        levels_text(found, scale, tried, dropped, how) if chosen else "",
    )


def exact(game: Game) -> bool:
    """Whether `game` may name its best move exactly (it has its own `Game.best_move`,
    which may still name none: a banker game where the player decides nothing)."""
    return type(game).best_move is not Game.best_move


def exact_puzzles(matches: Matches, rng: random.Random) -> tuple[list[Puzzle], list[float], int]:
    """The game's own best moves (the `best_move` kind), not yet levelled, with what the
    game counts each choice worth, until `ENOUGH` are found or `MOST_EXACT` draws are
    spent; the spread of those worths at every position drawn where they differ; and how
    many draws were made."""
    found: list[Puzzle] = []
    spreads: list[float] = []
    draws = 0
    while draws < MOST_EXACT and len(ranked(found, scale_of(spreads))) < ENOUGH:
        draws += 1
        exercise = best_move(matches, random.Random(rng.randrange(1 << 30)))
        # None: no position of the matches this draw looked at names one; another may.
        if exercise is None or any(
            (p.exercise.moves, p.exercise.setup) == (exercise.moves, exercise.setup) for p in found
        ):
            continue
        state = rebuild(matches.game, exercise.setup, list(exercise.moves))
        choice = matches.game.best_move(state)
        assert choice is not None  # the position the kind was just set on
        worth = dict(choice.worth)
        # A choice the game puts no number on: nothing to measure the level by.
        if set(worth) != {o.key for o in exercise.options}:
            continue
        best = worth[exercise.answer[0]]
        margin = best - max(v for k, v in worth.items() if k != exercise.answer[0])
        spread = max(worth.values()) - min(worth.values())
        if spread > 0:
            spreads.append(spread)
        values = tuple((k, v, 0) for k, v in sorted(worth.items(), key=lambda kv: -kv[1]))
        # The same choices worth the same (a Kol-ye-si player's first tile of the same
        # points) are the same question again, on another table.
        if margin <= 0 or any(p.values == values for p in found):
            continue
        puzzle = Puzzle("", replace(exercise, kind="puzzle"), None, 0, margin, spread, values)
        found.append(puzzle)
    return found, spreads, draws


def scale_of(spreads: list[float]) -> float:
    """A game's usual spread of move values: the median of `spreads` (0 for none)."""
    return statistics.median(spreads) if spreads else 0.0


def share_of(margin: float, spread: float, scale: float, floor: float = FLOOR) -> float | None:
    """A puzzle's share: the `margin` of its best move over the next against the `spread`
    of the move values there, or the game's usual spread `scale` where that is larger;
    None below `floor` (or with no spread at all): no puzzle."""
    against = max(spread, scale)
    if against <= 0 or margin < floor * against:
        return None
    return margin / against


def rank(puzzle: Puzzle, scale: float, floor: float = FLOOR) -> tuple[float, float]:
    """What orders a game's puzzles from the widest to the closest: the share, to a
    hundredth of a percent, and between equal shares (two moves as far apart as they
    spread) the margin. Rounded, since a margin averaged deal by deal and a spread
    between two averages that are the same differ in their last bits."""
    share = share_of(puzzle.margin, puzzle.spread, scale, floor)
    assert share is not None
    return round(share, 4), puzzle.margin


def ranked(found: list[Puzzle], scale: float, floor: float = FLOOR) -> list[Puzzle]:
    """The puzzles of `found` at or above the `floor`, widest first (`rank`), the earlier
    found first between equals."""
    kept = [p for p in found if share_of(p.margin, p.spread, scale, floor) is not None]
    return sorted(kept, key=lambda p: rank(p, scale, floor), reverse=True)


def thirds(found: list[Puzzle], scale: float, floor: float = FLOOR) -> tuple[list[Puzzle], ...]:
    """The puzzles of `found` at or above the `floor`, widest first, in three levels: cut
    where the thirds are as even as the ties allow (no two puzzles of one rank in two
    levels). With two ranks only, the widest are easy and the closest hard; with one, all
    are easy."""
    order = ranked(found, scale, floor)
    ties = [list(tied) for _, tied in groupby(order, key=lambda p: rank(p, scale, floor))]
    if len(ties) < len(LEVELS):
        return (ties[0] if ties else [], [], ties[1] if len(ties) > 1 else [])

    def cut(at: tuple[int, int]) -> tuple[list[Puzzle], ...]:
        return tuple(sum(ties[i:j], []) for i, j in ((0, at[0]), at, (at[1], len(ties))))

    return cut(min(combinations(range(1, len(ties)), 2), key=lambda at: max(map(len, cut(at)))))


def levels_text(
    found: list[Puzzle],
    scale: float,
    looked: int,
    dropped: int = 0,
    how: Searching = Searching(),
) -> str:
    """What the levels of a game's puzzles `found` mean, with the game's figures, after why
    its search is `how` it is where that is said: where its thirds are cut and how many
    clear positions of how many `looked` at; that a searched puzzle is confirmed by a
    search with ten times the steps, which `dropped` so many; and, for a level left empty,
    why."""
    levels = thirds(found, scale, how.floor)
    bounds = [
        f"{level} down to {share * 100:.3g}% and a lead of {margin:.3g}"
        for level, at in zip(LEVELS, levels, strict=True)
        if at
        for share, margin in [rank(at[-1], scale, how.floor)]
    ]
    text = (
        (f"{how.said} " if how.said else "")
        + f"The levels are this game's own: of {looked} positions looked at, "
        f"{sum(map(len, levels))} have a move clearly the best, ranked by its lead over the "
        "next best as a share of how far the moves' values spread there (or usually spread "
        "in this game, where that is more), equal shares by the lead itself, and cut in three "
        f"as evenly as ties allow: {'; '.join(bounds)}."
    )
    if any(p.seed is not None for p in found):
        text += f" Every puzzle's answer is confirmed by a search {confirming(how.level)}" + (
            f"; {dropped} clear {'position' if dropped == 1 else 'positions'} it did not "
            f"confirm {'is' if dropped == 1 else 'are'} left out."
            if dropped
            else "."
        )
    empty = [level for level, at in zip(LEVELS, levels, strict=True) if not at]
    if empty:
        text += (
            f" No {' or '.join(empty)} puzzle: its clear positions rank in only "
            f"{len(bounds)} different ways."
        )
    return text


def levelled(found: list[Puzzle], scale: float, floor: float = FLOOR) -> list[Puzzle]:
    """`PER_LEVEL` of `found` at each level, easiest first, levelled in thirds of the
    game's clear positions at its usual spread `scale` (`thirds`, at `floor`): the widest
    of the easy ones, the middle of the medium ones, the closest of the hard ones."""
    easy, medium, hard = thirds(found, scale, floor)
    middle = max(0, (len(medium) - PER_LEVEL) // 2)
    picks = (easy[:PER_LEVEL], medium[middle : middle + PER_LEVEL], hard[-PER_LEVEL:])
    return [replace(p, level=level) for level, at in zip(LEVELS, picks, strict=True) for p in at]


def searched(
    matches: Matches, rng: random.Random, searches: int, how: Searching = Searching()
) -> tuple[list[Puzzle], list[float], int]:
    """Puzzles, not yet levelled, where the search bot finds a clearly best move, from up
    to `searches` positions taken at random from the matches (only where every legal move
    is of one of `how.kinds`, if any are named), a batch of `DEALS` matches after another,
    until `how.enough` are found at `how.floor`; the spread of the move values at every
    position searched where they differ; and how many positions were searched."""
    game = matches.game
    found: list[Puzzle] = []
    spreads: list[float] = []
    tried = 0
    for batch in range(0, len(matches.pool), DEALS):
        places = [
            (seed, step)
            for seed in matches.pool[batch : batch + DEALS]
            for step, state in matches.positions(seed)
            if not state.is_terminal()
            and askable(legal := state.legal_actions())
            and (not how.kinds or all(a.kind in how.kinds for a in legal))
        ]
        for seed, step in rng.sample(places, len(places)):
            if tried == searches or len(ranked(found, scale_of(spreads), how.floor)) >= how.enough:
                return found, spreads, tried
            tried += 1
            state = matches.position(seed, step)
            bot_seed = zlib.crc32(f"{seed}:{step}".encode())
            decision = search(game, state, bot_seed)
            means = [r.mean for r in decision.records if r.values]
            if len(means) > 1 and max(means) > min(means):
                spreads.append(max(means) - min(means))
            puzzle = puzzle_at(game, state, decision, bot_seed)
            if puzzle is not None:
                found.append(puzzle)
    return found, spreads, tried


def confirmed(game: Game, found: list[Puzzle], scale: float) -> list[Puzzle]:
    """`found`, where every searched puzzle that would be set is confirmed by a search with
    `CONFIRM` times the steps and its own seed (`strong_deals`): the same move, a puzzle
    by the same rule (`puzzle_at`). One that is not is left out, and the levels cut again
    (at the game's own floor, `searching`).
    A normal search's few deals can miss a rare large loss: of Da Ling's three puzzles of
    session 18, taking the bank +0.08 against passing it -9.6 in 24 deals, the strong
    search in 240 deals found passing it better in all three. A game searched at the
    strong level is confirmed with ten times its steps, not with another seed at the same
    level: a second search as small would ask its numbers only the same question again,
    while ten times the steps plays the moves out in about ten times the deals (Dezai
    Shen's bids: 58 to 70, then 565 to 694), where a rare large loss shows."""
    found, how = list(found), searching(game.id)
    while todo := [
        p for p in levelled(found, scale, how.floor) if p.seed is not None and not p.confirmed
    ]:
        for puzzle in todo:
            at = next(
                i for i, p in enumerate(found) if replace(p, level="") == replace(puzzle, level="")
            )
            deals = strong_deals(game, puzzle)
            if deals:
                exercise = found[at].exercise
                said = (
                    f"Searched again {confirming(how.level)}, over "
                    f"{deals} sampled deals: the same move, clearly the best."
                )
                exercise = replace(exercise, explanation=(*exercise.explanation, said))
                found[at] = replace(found[at], exercise=exercise, confirmed=deals)
            else:
                del found[at]
    return found


def strong_deals(game: Game, puzzle: Puzzle) -> int:
    """The deals of the search with `CONFIRM` times the steps (the strong level, for a game
    searched at the normal one) that confirms `puzzle`'s answer, or 0 where it does not."""
    assert puzzle.seed is not None
    state = rebuild(game, puzzle.exercise.setup, list(puzzle.exercise.moves))
    decision = search(game, state, strong_seed(puzzle.seed), CONFIRM)
    same = decision.records[0].action.short == puzzle.values[0][0]
    return decision.samples if same and puzzle_at(game, state, decision, 0) else 0


def strong_seed(bot_seed: int) -> int:
    return zlib.crc32(f"{bot_seed}:strong".encode())


def search(game: Game, state: State, bot_seed: int, times: int = 1) -> Decision:
    """The search bot's decision at the level `game`'s puzzles are searched at (`searching`),
    with `times` its steps, seeded by `bot_seed`, from the view of the seat to move."""
    seat = state.current_player
    assert seat is not None
    steps = times * budget(game, searching(game.id).level)
    bot = SearchBot(game, seed=bot_seed, budget=steps)
    return bot.decide(state.observe(seat))


def puzzle_at(game: Game, state: State, decision: Decision, bot_seed: int) -> Puzzle | None:
    """The puzzle, not yet levelled, that `state` makes with the search's `decision` there,
    or None where its best move is not clearly the best, in enough deals."""
    best, other = decision.records[0], decision.runner_up
    # One right answer: the best move clearly better than every other, not only the next.
    if decision.fallback or other is None:
        return None
    if not all(clearly_better(best, r, SURE) for r in decision.records[1:]):
        return None
    # Nor may another move average as much, in fewer deals: the numbers the learner is
    # shown must say the same.
    if any(r.mean >= best.mean for r in decision.records[1:] if r.values):
        return None
    shared = [j for j in other.values if j in best.values]
    if sum(best.values[j] != other.values[j] for j in shared) < MIN_DIFFERING:
        return None
    margin = statistics.fmean(best.values[j] - other.values[j] for j in shared)
    means = [r.mean for r in decision.records if r.values]
    spread = max(means) - min(means)
    if len(shared) < MIN_DEALS:
        return None
    exercise = puzzle_exercise(game, state, decision)
    values = tuple((r.action.short, r.mean, len(r.values)) for r in decision.records if r.values)
    return Puzzle("", exercise, bot_seed, decision.samples, margin, spread, values)


def puzzle_exercise(game: Game, state: State, decision: Decision) -> Exercise:
    """The exercise of a searched position: the legal moves to choose from (or, where each
    is one piece of the hand, the pieces to click), the bot's move as the answer, its
    numbers as the explanation and, for each other move, its own average."""
    seat = decision.seat
    seen = state.observe(seat)
    unit = seen.result.unit
    legal = list(seen.legal)
    best = decision.records[0]
    picks = one_piece_each(legal)
    key = {a.short: (str(a.pieces[0]) if picks else a.short) for a in legal}
    who = seat_name(seat)
    measured = [r for r in decision.records if r.values]
    averages = ", ".join(f"{r.action.short} {_amount(r.mean)}" for r in measured)
    return Exercise(
        game=game.id,
        kind="puzzle",
        title=f"{who} to move: find the best move",
        question=(
            f"{who} is to move and sees only what is drawn. Which move does best by the end "
            f"of the {game.spec.deal_word}?"
        ),
        table=state.table(seat),
        answer=(key[best.action.short],),
        answer_text=best.action.text,
        explanation=(
            hint_sentence(decision, seen),
            f"Every move's average in {unit}, in the deals it was played out in: {averages}.",
        ),
        picks=tuple(picks or ()),
        options=() if picks else tuple(Option(a.short, a.text) for a in legal),
        hint=(
            f"Think of what each move leads to by the end of the {game.spec.deal_word}, in "
            f"{unit}, whatever the hidden pieces are: {best.action.short} and "
            f"{_runner(decision).action.short} are the two to compare."
        ),
        why_not=tuple((key[r.action.short], why_not(r, unit)) for r in decision.records[1:]),
        **origin(state),
    )


def askable(legal: list[Action]) -> bool:
    """Whether a choice among `legal` can be set: more than one move, each one piece to
    click or few enough to list."""
    return 1 < len(legal) and (one_piece_each(legal) is not None or len(legal) <= MOST_OPTIONS)


def one_piece_each(legal: list[Action]) -> list[str] | None:
    """The pieces to click where every legal move plays one piece, a different one each."""
    pieces = [str(a.pieces[0]) for a in legal if len(a.pieces) == 1]
    if len(pieces) != len(legal) or len(set(pieces)) != len(pieces):
        return None
    return pieces


def why_not(record: MoveRecord, unit: str) -> str:
    """What the search found for a move that is not the best, without naming the best."""
    if not record.values:
        return f"{record.action.short} was not played out: the search left it for better ones."
    return (
        f"{record.action.short} averages {_amount(record.mean)} {unit} in the "
        f"{len(record.values)} sampled deals it was played out in: another move does clearly "
        "better."
    )


def _runner(decision: Decision) -> MoveRecord:
    runner = decision.runner_up
    assert runner is not None
    return runner


def _amount(value: float) -> str:
    return signed(round(value, 2))


# -- the record ----------------------------------------------------------------------------


def to_record(found: Puzzles) -> dict[str, Any]:
    """What a game's file holds: every puzzle's exercise fields but its table (rebuilt from
    the setup and moves), and the search's numbers, rounded to keep the bytes stable."""
    return {
        "game": found.game,
        "why": found.why,
        "scale": round(found.scale, 6),
        "clear": found.clear,
        "looked": found.looked,
        "levels": found.levels,
        "puzzles": [
            {
                "level": p.level,
                "seed": p.seed,
                "samples": p.samples,
                "confirmed": p.confirmed,
                "margin": round(p.margin, 6),
                "spread": round(p.spread, 6),
                "values": [[m, round(v, 6), n] for m, v, n in p.values],
                "exercise": {
                    "id": p.exercise.id,
                    "title": p.exercise.title,
                    "question": p.exercise.question,
                    "answer": list(p.exercise.answer),
                    "answer_text": p.exercise.answer_text,
                    "explanation": list(p.exercise.explanation),
                    "picks": list(p.exercise.picks),
                    "options": [[o.key, o.label] for o in p.exercise.options],
                    "hint": p.exercise.hint,
                    "why_not": [list(w) for w in p.exercise.why_not],
                    "setup": p.exercise.setup,
                    "moves": list(p.exercise.moves),
                },
            }
            for p in found.puzzles
        ],
    }


def dumps(found: Puzzles) -> str:
    return json.dumps(to_record(found), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def rebuild(game: Game, setup: dict[str, Any], moves: list[str]) -> State:
    """The position a puzzle was set on, dealt again and played by the engine's rules."""
    state = game.new_initial_state(**setup)
    for move in moves:
        state.apply_action(move)
    return state


def puzzles_for(game_id: str) -> Puzzles:
    """The recorded puzzles of `game_id`, each position rebuilt by the engine and shown as
    its seat to move sees it."""
    game = load_game(game_id)
    path = resources.files(__package__).joinpath(FOLDER, f"{game_id}.json")
    if not path.is_file():
        return Puzzles(game_id, (), "No puzzles have been made for this game yet.")
    record = json.loads(path.read_text(encoding="utf-8"))
    puzzles = []
    for p in record["puzzles"]:
        ex = p["exercise"]
        state = rebuild(game, ex["setup"], ex["moves"])
        seat = state.current_player
        assert seat is not None, f"{ex['id']}: the recorded position is over"
        exercise = Exercise(
            game=game_id,
            kind="puzzle",
            title=ex["title"],
            question=ex["question"],
            table=state.table(seat),
            answer=tuple(ex["answer"]),
            answer_text=ex["answer_text"],
            explanation=tuple(ex["explanation"]),
            picks=tuple(ex["picks"]),
            options=tuple(Option(k, label) for k, label in ex["options"]),
            setup=ex["setup"],
            moves=tuple(ex["moves"]),
            id=ex["id"],
            hint=ex["hint"],
            why_not=tuple((k, w) for k, w in ex["why_not"]),
        )
        values = tuple((m, v, n) for m, v, n in p["values"])
        puzzles.append(
            Puzzle(
                p["level"],
                exercise,
                p["seed"],
                p["samples"],
                p["margin"],
                p["spread"],
                values,
                p["confirmed"],
            )
        )
    return Puzzles(
        game_id,
        tuple(puzzles),
        record["why"],
        record["scale"],
        record["clear"],
        record["looked"],
        record["levels"],
    )


def puzzle_path(game_id: str) -> Lesson:
    """A game's puzzles as a path of steps, easiest first, for `gupai learn GAME --puzzles`
    and a notebook's `Lesson`; a GameError saying why where the game has none."""
    found = puzzles_for(game_id)
    if not found.puzzles:
        raise GameError(f"{game_id} has no puzzles. {found.why}")
    steps = tuple(
        Step(f"A puzzle, {p.level}", INTROS[p.level], p.exercise)
        for level in LEVELS
        for p in found.at(level)
    )
    return Lesson(game_id, load_game(game_id).spec.name, steps)
