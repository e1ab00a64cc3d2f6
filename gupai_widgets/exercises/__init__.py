"""Exercises on the rules, made from the engine: a position, a question, the answer and
the engine's own captions to explain it.

`exercises_for(game_id, seed)` plays a few matches of the game with its own bot (each
shuffled from a seed drawn from `seed`), finds positions that make a question of each kind
(`KINDS`) and returns the exercises, the kinds taking turns. The same seed gives the same
exercises, so a site rebuilt from one seed shows the same page; another seed gives new ones.

A kind is a function `(matches, rng) -> Exercise | None` that knows no game: it asks the
uniform API (`legal_actions`, `table`, `explain`, `result`) and returns None where the game
has nothing of that shape. A question that only some games' moves pose is a kind in `KINDS`
too, asked of the games that list it in `Game.questions` (engine/learning.py): "which pieces
on the table can this one catch?", "which of your tiles go with this discard?", "does taking
it win?"; a kind that needs a game's own knowledge, such as the best way to split a banker
hand, asks the game (`Game.best_move`). No kind names a game or a family.

Each exercise also teaches a wrong answer: `why_not` says what is wrong with each wrong
choice, `hint` what to look at. `lesson_for(game_id, seed)` (lessons.py) orders exercises
of the kinds, after two on the pieces, into a game's lesson path; `puzzles_for(game_id)`
(puzzles.py) reads a game's recorded "find the best move" puzzles.
"""

from __future__ import annotations

import random
import zlib

from ..engine.registry import load_game
from .kinds import DEALS, KINDS, Matches
from .lessons import Lesson, Step, lesson_for
from .model import Exercise, Option
from .puzzles import Puzzle, Puzzles, make_puzzles, puzzles_for

__all__ = [
    "KINDS",
    "Exercise",
    "Lesson",
    "Option",
    "Puzzle",
    "Puzzles",
    "Step",
    "exercises_for",
    "lesson_for",
    "make_puzzles",
    "puzzles_for",
]
# Enough to practise every kind a game has, few enough to keep a page light.
COUNT = 6


def exercises_for(game_id: str, seed: int = 0, count: int = COUNT, **options) -> list[Exercise]:
    """`count` exercises on `game_id` (its default players and options unless given),
    the same for the same seed. Fewer only when the game offers fewer distinct positions
    than asked for."""
    game = load_game(game_id, **options)
    # zlib.crc32, not hash(): the same on every run, so a rebuilt page does not change.
    rng = random.Random(zlib.crc32(f"{seed}:{game_id}".encode()))
    matches = Matches(game, [rng.randrange(1 << 30) for _ in range(DEALS)])
    kinds = list(KINDS)
    found: list[Exercise] = []
    seen: set[tuple[str, str, tuple[str, ...]]] = set()
    misses = dict.fromkeys(kinds, 0)
    while len(found) < count and kinds:
        for kind in list(kinds):
            if len(found) == count:
                break
            exercise = kind(matches, rng)
            # A kind that found nothing in this many deals has nothing in this game; one
            # that found only exercises already set, three times, has no more.
            if exercise is None:
                kinds.remove(kind)
                continue
            key = (exercise.kind, exercise.question, exercise.answer)
            if key in seen:
                misses[kind] += 1
                if misses[kind] >= 3:
                    kinds.remove(kind)
                continue
            seen.add(key)
            found.append(exercise)
    return [ex.numbered(f"{game_id}-{n}") for n, ex in enumerate(found, 1)]
