"""A lesson path per game (issue 32): a few steps, each one idea taught in a sentence or two
and practised on a position the engine dealt, from the pieces to a whole deal.

`lesson_for(game_id, seed)` plays the game's bot matches (as `exercises_for` does) and
builds, in order:

1. the pieces: "click the tile called Heaven", then "click every military tile", asked of a
   hand (or, where no hand of several pieces lies face up, the pieces on the table) and
   built from the pieces' own names and suits;
2. the questions the game's moves pose (`KINDS`: which pieces may be played, what a piece
   catches, which tiles claim a discard, who takes the trick, which move is legal), each
   first on the easiest position found (fewest pieces or choices), then on a harder one;
3. the whole deal: what each player pays, and the best move where the game names one.

Nothing here names a game: the pieces come from the game's deal, the questions from the
kinds, which ask the uniform API.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..engine.action import seat_name
from ..engine.game import Game
from ..engine.registry import load_game
from ..engine.state import State
from ..engine.table import Piece, TableView
from ..pieces.domino_cards import DominoCard
from ..pieces.tiles import Tile
from .kinds import (
    DEALS,
    LETTERS,
    Matches,
    best_move,
    catch,
    claim,
    legal_move,
    listed,
    noun,
    origin,
    payments,
    playable,
    trick,
    win,
)
from .model import Exercise

# Fewest and most steps of a path: enough to go from the pieces to a whole deal, few
# enough to finish in one sitting.
FEWEST, MOST = 6, 12
# Positions each kind is asked for: the path takes the easiest and a harder one of them.
CANDIDATES = 4
# A hand (or table) asked about the pieces shows at least this many different faces.
FACES = 4

# The kinds in the order a path teaches them: the rules of a move first, then the deal's
# end. Each with the idea it teaches and the sentences that teach it before the question
# (no game named: the position and the engine's captions say the rest).
Kind = Callable[[Matches, random.Random], Exercise | None]
PATH: tuple[tuple[Kind, str], ...] = (
    (
        playable,
        "Not every piece may be played: what lies on the table decides which of a hand may "
        "go there now. Compare each piece of the hand with it before choosing.",
    ),
    (
        catch,
        "A piece played catches pieces lying on the table that match it by the rule of "
        "catching; the others stay where they lie.",
    ),
    (
        claim,
        "A discard may be claimed by a player who can lay it out with tiles of the hand as a "
        "set; tiles that make no set with it cannot claim it.",
    ),
    (
        trick,
        "When every player has played to a trick, one play holds it and its player takes the "
        "trick. Start from the lead and compare each later play with it.",
    ),
    (
        win,
        "Taking a discard into the hand wins only when the hand it makes is a winning hand; "
        "otherwise the player must discard again.",
    ),
    (
        legal_move,
        "At each turn the rules allow only some moves: those with pieces the player holds "
        "that fit the position. The engine refuses every other one.",
    ),
    (
        payments,
        "When a deal is settled, the players win or pay by what the deal's end was worth, "
        "counted in the game's unit; what one wins the others pay.",
    ),
    (
        best_move,
        "Among the legal moves one is best by the count the rules make; the others give "
        "something away. Weigh each choice before making it.",
    ),
)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson: `idea` is a short title of the one idea it teaches, `intro`
    one or two sentences teaching it before the question, `exercise` the question on a
    position the engine dealt (answered, hinted and explained as every exercise is)."""

    idea: str
    intro: str
    exercise: Exercise


@dataclass(frozen=True, slots=True)
class Lesson:
    """The lesson path of one game (`game` its id, `name` the name pages give it): its
    steps in the order they are taken, from the pieces to a whole deal."""

    game: str
    name: str
    steps: tuple[Step, ...]


def lesson_for(game_id: str, seed: int = 0) -> Lesson:
    """The lesson path of `game_id` (its default players and options), 6 to 12 steps, the
    same for the same seed."""
    game = load_game(game_id)
    # zlib.crc32, not hash(): the same on every run, so a rebuilt page does not change.
    rng = random.Random(zlib.crc32(f"lesson:{seed}:{game_id}".encode()))
    matches = Matches(game, [rng.randrange(1 << 30) for _ in range(DEALS)])
    steps = piece_steps(game, matches)
    asked = [(intro, found) for kind, intro in PATH if (found := ranked(kind, matches, rng))]
    # Of each kind the easiest position, then the hardest found: two where the path has
    # room for them, one where it has not, three where two would leave it short.
    each = 2 if len(steps) + 2 * len(asked) <= MOST else 1
    if len(steps) + each * len(asked) < FEWEST:
        each = 3
    for intro, found in asked:
        harder = found[1:][1 - each :] if each > 1 else []
        steps.append(Step(idea(found[0]), intro, found[0]))
        # The same idea again on a harder position: said so, and taught without repeating.
        steps += [
            Step(f"{idea(pick)}: a harder one", "The same idea, on a harder position.", pick)
            for pick in harder
        ]
    if len(steps) < FEWEST:
        raise ValueError(f"{game_id}: only {len(steps)} lesson steps found, {FEWEST} wanted")
    numbered = tuple(
        replace(step, exercise=step.exercise.numbered(f"{game_id}-lesson-{n}"))
        for n, step in enumerate(steps, 1)
    )
    return Lesson(game_id, game.spec.name, numbered)


def verdict(exercise: Exercise, chosen: Iterable[str]) -> tuple[bool, str]:
    """Whether `chosen` (pieces by pick, or one option's key) answers `exercise`, and what
    to tell the learner: "Right." and the engine's explanation, or what is wrong with each
    wrong choice and "Try again." (the answer only when asked for)."""
    picked = list(dict.fromkeys(chosen))
    if set(picked) == set(exercise.answer):
        return True, " ".join(("Right.", *exercise.explanation))
    reasons = dict(exercise.why_not)
    said = [reasons[key] for key in picked if key in reasons]
    missing = len(set(exercise.answer) - set(picked))
    if not said and missing:
        said = [f"Right so far, but {missing} more to find."]
    return False, " ".join(("Not quite.", *said, "Try again."))


def idea(exercise: Exercise) -> str:
    """A step's idea: its exercise's title, said as the idea rather than asked."""
    return exercise.title.rstrip("?")


def ranked(kind: Kind, matches: Matches, rng: random.Random) -> list[Exercise]:
    """Up to `CANDIDATES` different exercises of `kind`, easiest first: fewest choices,
    then the smallest hand, then the earliest in its deal."""
    found: list[Exercise] = []
    for _ in range(CANDIDATES):
        exercise = kind(matches, random.Random(rng.randrange(1 << 30)))
        if exercise is None:
            break
        # Another position, not the same one asked again.
        if all((e.moves, e.move) != (exercise.moves, exercise.move) for e in found):
            found.append(exercise)
    return sorted(found, key=difficulty)


def difficulty(exercise: Exercise) -> tuple[int, int, int]:
    table = exercise.table
    hand = len(table.seats[table.viewer].hand) if table.viewer is not None else 0
    return len(exercise.picks or exercise.options), hand, len(exercise.moves)


# -- the pieces ---------------------------------------------------------------------------


def face_up(state: State) -> tuple[TableView, dict[str, Piece]] | None:
    """What the seat to move sees of `state` with at least `FACES` different faces to
    click, and those pieces by pick: the seat's hand where it holds that many, else the
    pieces lying face up in the centre, each group keyed so its pieces may be picked."""
    seat = state.current_player
    if seat is None or state.is_terminal():
        return None
    table = state.table(seat)
    hand = {str(p): p for p in table.seats[seat].hand if p is not None}
    if len(hand) >= FACES:
        return table, hand
    used = {g.key for g in table.centre.groups if g.key}
    free = iter(k for k in LETTERS if k not in used)
    groups, pieces = [], {}
    for group in table.centre.groups:
        if group.pieces and not group.down and None not in group.pieces:
            group = replace(group, key=group.key or next(free))
            pieces.update({f"{group.key} {p}": p for p in group.pieces if p is not None})
        groups.append(group)
    if len({str(p) for p in pieces.values()}) < FACES:
        return None
    return replace(table, centre=replace(table.centre, groups=tuple(groups))), pieces


def piece_position(matches: Matches) -> tuple[State, TableView, dict[str, Piece]] | None:
    """The first position of the game's matches that shows enough faces to ask about,
    of more than one suit where one does."""
    fallback = None
    for seed in matches.pool:
        for _, state in matches.positions(seed):
            seen = face_up(state)
            if seen is None:
                continue
            if len({p.suit for p in seen[1].values()}) > 1:
                return state.clone(), *seen
            fallback = fallback or (state.clone(), *seen)
    return fallback


def piece_steps(game: Game, matches: Matches) -> list[Step]:
    """The first steps: the pieces by name, then by suit."""
    found = piece_position(matches)
    if found is None:
        return []
    state, table, pieces = found
    steps = [name_step(game, state, table, pieces)]
    suit = suit_step(game, state, table, pieces)
    if suit is not None:
        steps.append(suit)
    return steps


def where(table: TableView, picks: Iterable[str]) -> str:
    """Where the pieces to click lie: a hand's are named by notation alone, a centre
    group's by its key first ("A 6:6")."""
    if table.viewer is not None and all(" " not in pick for pick in picks):
        return f"in {seat_name(table.viewer)}'s hand"
    return "on the table"


def name_step(game: Game, state: State, table: TableView, pieces: dict[str, Piece]) -> Step:
    """ "Click the tile called Heaven": the face of those shown that the game lists first."""
    order = game.piece_order
    target = min(pieces.values(), key=lambda p: order.get(p, len(order)))
    right = [pick for pick, p in pieces.items() if p.name == target.name]
    kind = noun(target)
    # The names of the first few faces of the set, the one asked among them.
    named: dict[str, Piece] = {}
    for piece in game.pieces():
        named.setdefault(piece.name, piece)
    others = [p for name, p in named.items() if name != target.name][:3]
    shown = sorted([target, *others], key=lambda p: order.get(p, len(order)))
    examples = listed([f"{p} is {p.name}" for p in shown])
    exercise = pieces_exercise(
        state,
        table,
        pieces,
        right,
        lambda piece: f"{piece} is {piece.name}, not {target.name}.",
        kind="name",
        title=f"The {kind}s by name",
        question=f"Click every {kind} called {target.name} {where(table, pieces)}, then Check.",
        explanation=(f"{listed(right)} {'is' if len(right) == 1 else 'are'} {target.name}.",),
        hint=piece_hint(target),
    )
    return Step(
        idea=f"Each {kind} has a name",
        intro=f"Players call every {kind} by its name: {examples}.",
        exercise=exercise,
    )


def pieces_exercise(
    state: State,
    table: TableView,
    pieces: dict[str, Piece],
    right: list[str],
    reason: Callable[[Piece], str],
    **words: Any,
) -> Exercise:
    """A question on the pieces shown (`pieces`, by pick): the `right` ones to click, and
    for each other one the `reason` it is not."""
    return Exercise(
        game=state.game.id,
        table=table,
        answer=tuple(right),
        answer_text=listed(right),
        picks=tuple(pieces),
        why_not=tuple((pick, reason(p)) for pick, p in pieces.items() if pick not in right),
        **words,
        **origin(state),
    )


def piece_hint(piece: Piece) -> str:
    """What to look at to find `piece` by its name: a tile's pips, a card's suit."""
    tile = piece.tile if isinstance(piece, DominoCard) else piece
    if isinstance(tile, Tile):
        return f"{piece.name} has {tile.pips} pips in all: count each one's pips."
    return f"{piece.name} is a card of the suit {piece.suit}: look at the suits first."


def suit_step(game: Game, state: State, table: TableView, pieces: dict[str, Piece]) -> Step | None:
    """ "Click every military tile", where the pieces shown are of more than one suit."""
    suits = {p.suit for p in pieces.values()}
    if len(suits) < 2:
        return None
    # The suit with the fewest pieces shown: the fewest to click, the others to look past.
    shown = Counter(p.suit for p in pieces.values())
    suit = min(sorted(shown), key=shown.__getitem__)
    right = [pick for pick, p in pieces.items() if p.suit == suit]
    kind = noun(next(iter(pieces.values())))
    # The suits of the set, each with the names of its faces where they are few.
    by_suit: dict[str, list[str]] = {}
    for piece in game.pieces():
        names = by_suit.setdefault(piece.suit, [])
        if piece.name not in names:
            names.append(piece.name)
    told = [f"{s} ({listed(names)})" if len(names) <= 12 else s for s, names in by_suit.items()]
    # The suit's names where they do not give the answer away (a card named as it is
    # written), else where to look.
    hint = f"The {suit} {kind}s are {listed(by_suit[suit])}."
    if any(str(pieces[pick]) in hint for pick in right):
        hint = f"Read the suit of each {kind}, and look for {suit}."
    exercise = pieces_exercise(
        state,
        table,
        pieces,
        right,
        lambda piece: f"{piece} is {piece.name}, a {piece.suit} {kind}.",
        kind="suit",
        title=f"The {kind}s by suit",
        question=f"Click every {suit} {kind} {where(table, pieces)}, then Check.",
        explanation=tuple(f"{pieces[p]} is {pieces[p].name}, a {suit} {kind}." for p in right),
        hint=hint,
    )
    return Step(
        idea=f"The suits of the {kind}s",
        intro=f"The {kind}s fall into {len(by_suit)} suits: {listed(told)}.",
        exercise=exercise,
    )
