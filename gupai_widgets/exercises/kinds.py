"""The kinds of exercise, each a function `(matches, rng) -> Exercise | None` over the
uniform API. A kind looks through up to `TRIES` of the game's bot matches (`Matches`),
gathers the positions that make its question, and asks about one of them; None means the
game has none."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any, TypeVar

from ..engine.action import Action, seat_amount, seat_name
from ..engine.errors import GameError
from ..engine.game import Game
from ..engine.learning import CATCH, CLAIM, WIN
from ..engine.state import State
from ..engine.table import Group, Piece, TableView
from ..pieces.tiles import Tile
from .model import Exercise, Option

# The bot matches the positions of a game's exercises (and lessons) come from: variety
# enough for every kind.
DEALS = 8
# Deals a kind looks through before it decides the game has nothing for it.
TRIES = 6
# A match longer than this is cut short: the positions early in it serve as well.
MOST_STEPS = 1500
# Moves that put a piece from the hand onto the table, as opposed to leading (where any
# piece goes), discarding face down, bidding or passing.
PLAYS = ("play", "follow")
# Positions of one match the best-move kind asks its game's hook about.
POSITIONS_TRIED = 12
# Captions quoted for a many-piece answer: enough to show the rule at work.
CAPTIONS = 3

T = TypeVar("T")


class Matches:
    """The bot matches a game's exercises are drawn from: a pool of seeds, each match played
    by the game's own bot once (the costly part) and replayed as often as a kind asks."""

    def __init__(self, game: Game, seeds: list[int]) -> None:
        self.game = game
        self.pool = list(seeds)
        self._moves: dict[int, list[Action]] = {}

    def seeds(self, rng: random.Random, count: int = TRIES) -> list[int]:
        return rng.sample(self.pool, min(count, len(self.pool)))

    def moves(self, seed: int) -> list[Action]:
        """The moves of the match the game's bot plays with itself from `seed`."""
        if seed not in self._moves:
            state = self.game.new_initial_state(seed=seed)
            bot = self.game.make_bot(seed)
            moves: list[Action] = []
            while not state.is_terminal() and len(moves) < MOST_STEPS:
                moves.append(state.apply_action(state.ask(bot)))
            self._moves[seed] = moves
        return self._moves[seed]

    def positions(self, seed: int) -> Iterator[tuple[int, State]]:
        """Each position of the match from `seed`, numbered by how many moves came before
        it; the state is live (a caller that keeps one clones it)."""
        state = self.game.new_initial_state(seed=seed)
        for step, move in enumerate(self.moves(seed)):
            yield step, state
            state.apply_action(move)
        yield len(self.moves(seed)), state

    def position(self, seed: int, step: int) -> State:
        """The position after `step` moves of the match from `seed`."""
        state = self.game.new_initial_state(seed=seed)
        for move in self.moves(seed)[:step]:
            state.apply_action(move)
        return state

    def move_at(self, seed: int, step: int) -> tuple[State, Action]:
        """The position after `step` moves, and the move the bot made there."""
        return self.position(seed, step), self.moves(seed)[step]


def origin(state: State, move: Action | None = None) -> dict[str, Any]:
    """The fields of an exercise that say where its position came from."""
    return {
        "setup": dict(state.setup),
        "moves": tuple(a.short for a in state.history),
        "move": move.short if move is not None else "",
    }


def noun(piece: object) -> str:
    return "tile" if isinstance(piece, Tile) else "card"


def listed(names: list[str]) -> str:
    """ "6:6", "6:6 and 5:5", "6:6, 5:5 and 4:4"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def distinct(pieces: Iterable[Piece | None]) -> list[str]:
    """The notations of `pieces`, each once, in their order (hidden pieces left out)."""
    return list(dict.fromkeys(str(p) for p in pieces if p is not None))


def to_move(state: State) -> int:
    """The seat to move in a position an exercise is made from: one that is not over."""
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: an exercise asks about the seat to move")
    return seat


def refusal(state: State, notation: str) -> str:
    """The engine's own reason for refusing `notation` in `state` (a solitaire's "group H
    holds 4:2 6:6 2:2; it has no 5:4"), or "" where it gives none of its own: its usual
    refusal lists the legal moves, which would give an exercise's answer away."""
    try:
        state.clone().apply_action(notation)
    except GameError as refused:
        said = str(refused)
        return "" if "legal actions:" in said else said[:1].upper() + said[1:] + "."
    return ""


def lead_of(table: TableView) -> str:
    """What was led to the trick on the table, as the table shows it ("6:6")."""
    first = table.centre.groups[0]
    return " ".join(str(p) for p in first.pieces) if None not in first.pieces else "face down"


def asked(found: T | None, question: str) -> T:
    """What a kind found in the position it was given, which must ask its question."""
    if found is None:
        raise ValueError(f"this position does not ask {question}")
    return found


# -- which pieces may be played -------------------------------------------------------------


def playable_pieces(state: State) -> tuple[list[str], list[str]] | None:
    """(the seat's hand, the pieces of it that may be played now) where the seat to move
    has a real choice among single pieces: not a lead, where any piece goes, and not a
    hand where every piece or none may be played."""
    legal = state.legal_actions()
    plays = [a for a in legal if a.kind in PLAYS]
    if not plays or any(a.kind == "lead" for a in legal) or any(len(a.pieces) != 1 for a in plays):
        return None
    seat = to_move(state)
    hand = distinct(state.table(seat).seats[seat].hand)
    right = {str(a.pieces[0]) for a in plays}
    if len(hand) < 3 or not 0 < len(right) < len(hand):
        return None
    return hand, [p for p in hand if p in right]


def playable(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "Which of your pieces may be played now (may follow this lead)?", answered by
    clicking them in the hand."""
    for seed in matches.seeds(rng):
        found = [step for step, state in matches.positions(seed) if playable_pieces(state)]
        if found:
            state = matches.position(seed, rng.choice(found))
            return playable_exercise(state)
    return None


def playable_exercise(state: State) -> Exercise:
    seat = to_move(state)
    hand, right = asked(playable_pieces(state), "which pieces may be played")
    legal = state.legal_actions()
    plays = [a for a in legal if a.kind in PLAYS]
    table = state.table(seat)
    kind = noun(table.seats[seat].hand[0])
    others = [a for a in legal if a.kind not in PLAYS]
    face_up = " face up" if any(a.kind == "discard" for a in others) else ""
    lead = " after this lead" if table.centre.kind == "trick" and table.centre.groups else ""
    who = seat_name(seat)
    question = (
        f"{who} is to play{lead}. Which of {who}'s {kind}s may {who} play{face_up} now? "
        f"Click each one, then Check."
    )
    explanation = [
        state.explain(next(a for a in plays if str(a.pieces[0]) == piece), seat)
        for piece in right[:CAPTIONS]
    ]
    if len(right) > CAPTIONS:
        explanation.append(f"So may {listed(right[CAPTIONS:])}, for the same reason.")
    wrong = [p for p in hand if p not in right]
    # Why each of the others may not be played: the engine's caption of the move that
    # puts it down otherwise (a face-down discard: "cannot beat …"), else its refusal.
    down = {str(a.pieces[0]): a for a in others if len(a.pieces) == 1}
    reasons = {
        p: state.explain(down[p], seat)
        if p in down
        else refusal(state, p) or f"The rules do not allow {who} to play {p}{face_up}{lead} now."
        for p in wrong
    }
    if down.keys() & set(wrong):
        explanation.append(reasons[next(p for p in wrong if p in down)])
    explanation.append(f"Not playable{face_up}: {listed(wrong)}.")
    if table.centre.kind == "trick" and table.centre.groups:
        hint = f"Look at what was led, {lead_of(table)}, and compare each {kind} with it."
    elif table.centre.kind == "line" and table.centre.line:
        hint = f"Look at the two open ends of the line, and at each {kind}'s ends."
    else:
        hint = f"Compare each of {who}'s {kind}s with what lies on the table."
    return Exercise(
        game=state.game.id,
        kind="playable",
        title=f"Which {kind}s may be played{face_up}?",
        question=question,
        table=table,
        answer=tuple(right),
        answer_text=listed(right),
        explanation=tuple(explanation),
        picks=tuple(hand),
        hint=hint,
        why_not=tuple(reasons.items()),
        **origin(state),
    )


# -- who takes this trick ---------------------------------------------------------------


def completed_trick(state: State) -> bool:
    """Whether the last move completed a trick: every seat has played to it and one play
    holds it."""
    centre = state.table(None).centre
    return (
        centre.kind == "trick"
        and len(centre.groups) == state.num_players
        and len({g.seat for g in centre.groups}) == state.num_players
        and sum(g.best for g in centre.groups) == 1
    )


def trick(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "Who takes this trick?": the trick as the last seat to play sees it, complete, with
    nothing on the table yet saying who holds it."""
    game = matches.game
    if game.new_initial_state(seed=0).table(None).centre.kind != "trick":
        return None
    for seed in matches.seeds(rng):
        found = [
            step
            for step, state in matches.positions(seed)
            if step and not state.is_terminal() and completed_trick(state)
        ]
        if found:
            return trick_exercise(*matches.move_at(seed, rng.choice(found) - 1))
    return None


def trick_exercise(state: State, action: Action) -> Exercise:
    """The exercise on the trick that `action` completes."""
    seat = action.player
    caption = state.explain(action, seat)
    before = state.table(seat)
    after_state = state.clone()
    after_state.apply_action(action)
    after = after_state.table(seat)
    winner = next(g.seat for g in after.centre.groups if g.best and g.seat is not None)
    # The trick as it lies, nothing marked as holding it: no mark, no words over it, and
    # the holding play's label gone (the lead keeps its own, which every play of the lead
    # has); the seats as they were before the last play (a front or a count of tricks
    # would tell who took it), the last piece gone from its hand.
    groups = tuple(
        replace(g, best=False, label=g.label if i == 0 or not g.best else "")
        for i, g in enumerate(after.centre.groups)
    )
    centre = replace(after.centre, words="", groups=groups)
    seats = tuple(
        replace(old, hand=new.hand, to_move=False)
        for old, new in zip(before.seats, after.seats, strict=True)
    )
    table = replace(
        before,
        seats=seats,
        centre=centre,
        to_move=None,
        last_player=after.last_player,
        moved_to=after.moved_to,
        title="",
    )
    players = sorted(g.seat for g in after.centre.groups if g.seat is not None)
    return Exercise(
        game=state.game.id,
        kind="trick",
        title="Who takes this trick?",
        question=f"{action.text}. Every player has played to the trick: who takes it?",
        table=table,
        answer=(seat_name(winner),),
        answer_text=seat_name(winner),
        explanation=(caption,),
        options=tuple(Option(seat_name(s), seat_name(s)) for s in players),
        # The lead, not its seat: the seat may be the answer.
        hint=f"Start from the lead, {lead_of(table)}, and look for a later play that beats it.",
        why_not=tuple(
            (seat_name(g.seat), not_taken(g, first=i == 0))
            for i, g in enumerate(groups)
            if g.seat is not None and g.seat != winner
        ),
        **origin(state, action),
    )


def not_taken(group: Group, *, first: bool) -> str:
    """Why the seat of a play to a trick does not take it, as far as the table shows."""
    who = seat_name(group.seat) if group.seat is not None else "Nobody"
    if group.down or None in group.pieces:
        return f"{who} played face down, so {who} does not take the trick."
    pieces = " ".join(str(p) for p in group.pieces)
    if first:
        return f"{who} led {pieces}, but a later play beats it."
    return f"{who}'s {pieces} does not beat the play that holds the trick."


# -- what does each player pay ----------------------------------------------------------


def payments(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "What does each player win or pay?": the position before the move that settles a
    deal (or the match), the move, and four settlements to choose from."""
    if matches.game.players < 2:
        return None
    for seed in matches.seeds(rng):
        found, before = [], None
        for step, state in matches.positions(seed):
            paid = state.returns()
            if before is not None and paid != before:
                found.append(step - 1)
            before = paid
        if found:
            return payments_exercise(*matches.move_at(seed, rng.choice(found)), rng)
    return None


def payment_choices(paid: list[int], rng: random.Random) -> list[list[int]]:
    """Settlements that look like `paid` and are not: the amounts moved round the seats,
    and where they balance, turned over or doubled. Each adds up to what `paid` does, so
    no choice gives itself away by its total."""
    n = len(paid)
    shapes = [paid[k:] + paid[:k] for k in range(1, n)]
    if not sum(paid):
        shapes += [[-x for x in paid], [2 * x for x in paid]]
    high, low = paid.index(max(paid)), paid.index(min(paid))
    swapped = list(paid)
    swapped[high], swapped[low] = paid[low], paid[high]
    shapes.append(swapped)
    unique: list[list[int]] = []
    for shape in shapes:
        if shape != paid and shape not in unique:
            unique.append(shape)
    rng.shuffle(unique)
    return unique[:3]


def miscount(paid: list[int], shape: list[int]) -> str:
    """What is wrong with the settlement `shape` when `paid` is right: which of the ways
    `payment_choices` makes one it is."""
    n = len(paid)
    if shape == [-x for x in paid]:
        return "This turns the deal over: who wins and who pays are the wrong way round."
    if shape == [2 * x for x in paid]:
        return "This doubles every amount: count the stake once."
    for k in range(1, n):
        if shape == paid[k:] + paid[:k]:
            return "These are the right amounts, each at the wrong seat: who won?"
    return "This swaps the biggest win and the biggest payment: who won, and who paid most?"


def settlement(paid: list[int]) -> str:
    return ", ".join(seat_amount(s, x) for s, x in enumerate(paid))


def payments_exercise(state: State, action: Action, rng: random.Random) -> Exercise:
    """The exercise on the settlement `action` brings about."""
    caption = state.explain(action, None)
    after = state.clone()
    after.apply_action(action)
    paid = [a - b for a, b in zip(after.returns(), state.returns(), strict=True)]
    result = after.result()
    shapes = [paid, *payment_choices(paid, rng)]
    rng.shuffle(shapes)
    settled = "the match" if after.is_terminal() else "the deal"
    best = [seat_name(s) for s, x in enumerate(paid) if x == max(paid)]
    explanation = [caption]
    if result.note and result.note not in caption:
        explanation.append(result.note)
    return Exercise(
        game=state.game.id,
        kind="payments",
        title="What does each player pay?",
        question=(
            f"{action.text}, and that settles {settled}. What does each player win (+) or "
            f"pay (−), in {result.unit}?"
        ),
        table=state.table(None),
        answer=(settlement(paid),),
        answer_text=settlement(paid),
        explanation=tuple(explanation),
        options=tuple(Option(settlement(s), settlement(s)) for s in shapes),
        hint=f"Start from who comes out best, {listed(best)}, then count what each of the "
        f"others wins or pays in {result.unit}.",
        why_not=tuple((settlement(s), miscount(paid, s)) for s in shapes if s != paid),
        **origin(state, action),
    )


# -- the best move (a game's own knowledge) ----------------------------------------------


def best_move(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "How would you split these tiles?" and the like: where a game names its best move
    (`Game.best_move`), the position as the seat to move sees it and its choices.
    Positions are tried in a random order, a few per match: a hook may take a while (a
    solver at work) to say a position asks nothing."""
    game = matches.game
    for seed in matches.seeds(rng):
        steps = [step for step, state in matches.positions(seed) if not state.is_terminal()]
        for step in rng.sample(steps, min(POSITIONS_TRIED, len(steps))):
            state = matches.position(seed, step)
            choice = game.best_move(state)
            if choice is None:
                continue
            seat = state.current_player
            options = tuple(Option(a.short, a.text) for a in choice.choices) or tuple(
                Option(a.short, a.short) for a in state.legal_actions()
            )
            # What the game counts each move worth, where it counts (a split's odds).
            values = game.move_values(state) or {}
            hint = (
                "Count what each choice is worth, as the rules score it, and compare."
                if values
                else "Work out what each choice leads to, one by one, before choosing."
            )
            return Exercise(
                game=game.id,
                kind="best",
                title=choice.title,
                question=choice.question,
                table=state.table(seat),
                answer=(choice.action.short,),
                answer_text=choice.action.text,
                explanation=choice.explanation,
                options=options,
                hint=hint,
                why_not=tuple(
                    (o.key, worse(values.get(o.key)))
                    for o in options
                    if o.key != choice.action.short
                ),
                **origin(state),
            )
    return None


def worse(value: str | None) -> str:
    """Why a legal move is not the best one: what the game counts it worth, if it does."""
    if value:
        return f"This choice: {value}. Another is worth more."
    return "This move is legal, but another choice does better here."


# -- which move is legal ------------------------------------------------------------------


def legal_move(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "Which of these moves is legal?": one legal move of the seat to move beside moves
    that were legal in another deal, at the same seat and stage, and are not here."""
    for seed in matches.seeds(rng):
        other = rng.choice([s for s in matches.pool if s != seed])
        elsewhere: dict[tuple[int, str], list[Action]] = {}
        for _, state in matches.positions(other):
            mover = state.current_player
            if mover is not None:
                moves = elsewhere.setdefault((mover, state.phase), [])
                moves += state.legal_actions()[:20]
        found = []
        for step, state in matches.positions(seed):
            mover = state.current_player
            if mover is None:
                continue
            legal = state.legal_actions()
            # Where any piece may be led or thrown away, the question would only ask
            # which pieces the seat holds.
            if len(legal) < 2 or all(a.kind in ("lead", "discard") for a in legal):
                continue
            wrong = illegal_moves(state, elsewhere.get((mover, state.phase), []))
            if len(wrong) >= 2:
                found.append(step)
        if found:
            return legal_move_exercise(matches.position(seed, rng.choice(found)), elsewhere, rng)
    return None


def illegal_moves(state: State, candidates: list[Action]) -> list[Action]:
    """Those of `candidates` that are not legal in `state`, by notation or by sentence,
    each once."""
    legal = state.legal_actions()
    shorts = {a.short for a in legal}
    texts = {a.text for a in legal}
    wrong: dict[str, Action] = {}
    for action in candidates:
        if action.short not in shorts and action.text not in texts:
            wrong.setdefault(action.short, action)
    return list(wrong.values())


def legal_move_exercise(
    state: State, elsewhere: dict[tuple[int, str], list[Action]], rng: random.Random
) -> Exercise:
    seat = to_move(state)
    legal = state.legal_actions()
    # A move with pieces: "pass" or "give up" is legal almost everywhere and teaches nothing.
    right = rng.choice([a for a in legal if a.pieces] or legal)
    wrong = illegal_moves(state, elsewhere[(seat, state.phase)])
    # The likeliest mistakes first: a move of the same kind, with pieces the seat holds.
    held = Counter(str(p) for p in state.table(seat).seats[seat].hand if p is not None)
    plausible = [
        a for a in wrong if a.kind == right.kind and not Counter(map(str, a.pieces)) - held
    ]
    same_kind = [a for a in wrong if a.kind == right.kind]
    pool = next((p for p in (plausible, same_kind) if len(p) >= 2), wrong)
    choices = [right, *rng.sample(pool, min(3, len(pool)))]
    rng.shuffle(choices)
    who = seat_name(seat)

    def refused(action: Action) -> str:
        """Why `action` is not legal: the engine's own reason, else the pieces it names
        that the seat does not hold, else that the rules do not allow it here."""
        missing = Counter(map(str, action.pieces)) - held
        if reason := refusal(state, action.short):
            return reason
        # Pieces the move names where the reader sees them ("no bull" names none, yet is
        # made with the whole hand of its own deal).
        if missing and all(p in f"{action.short} {action.text}" for p in missing):
            return f"{who} does not hold {listed(list(missing.elements()))}."
        if action.pieces and not missing:
            return f"{who} holds those pieces, but the rules do not allow this move now."
        return "The rules do not allow this move in this position."

    return Exercise(
        game=state.game.id,
        kind="legal",
        title="Which move is legal?",
        question=f"{who} is to move. Which one of these moves may {who} make now?",
        table=state.table(seat),
        answer=(right.short,),
        answer_text=right.text,
        explanation=(state.explain(right, seat), "None of the other moves is legal here."),
        options=tuple(Option(a.short, a.text) for a in choices),
        hint=f"For each move ask: does {who} hold its pieces, and does it fit the position?",
        why_not=tuple((a.short, refused(a)) for a in choices if a is not right),
        **origin(state),
    )


# -- what a piece catches (fishing) --------------------------------------------------------

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def common_pieces(table: TableView) -> Counter[str]:
    """The pieces lying in the centre for anyone to take (the groups of nobody's)."""
    return Counter(str(p) for g in table.centre.groups if g.seat is None for p in g.pieces)


def keyed(table: TableView) -> TableView:
    """`table` with every group of nobody's keyed, so its pieces may be picked: a group
    keeps the key its game gives it (a lake's letter), else gets a letter by its place."""
    groups, n = [], 0
    for group in table.centre.groups:
        if group.seat is None and group.pieces:
            group = replace(group, key=group.key or LETTERS[n])
            n += 1
        groups.append(group)
    return replace(table, centre=replace(table.centre, groups=tuple(groups)))


def taken(state: State, action: Action) -> Counter[str]:
    """The pieces `action` takes from the centre's groups of nobody's, read off the table
    before and after it is made."""
    after = state.clone()
    after.apply_action(action)
    return common_pieces(state.table(None)) - common_pieces(after.table(None))


def catch_baits(state: State) -> dict[str, tuple[Any, list[Action]]] | None:
    """Per piece the seat to move may play (a piece of its hand, or one turned up for it
    on the table), the piece and its moves that take pieces from the centre. None where a
    move takes pieces without playing one (a claim of a catch the last player missed)."""
    seat = state.current_player
    if seat is None or state.is_terminal():
        return None
    turned = [
        g.pieces[0]
        for g in state.table(seat).centre.groups
        if g.seat == seat and g.best and len(g.pieces) == 1
    ]
    baits: dict[str, tuple[Any, list[Action]]] = {}
    for action in state.legal_actions():
        if not taken(state, action):
            continue
        if len(action.pieces) == 1:
            bait = action.pieces[0]
        elif not action.pieces and len(turned) == 1:
            bait = turned[0]
        else:
            return None
        baits.setdefault(str(bait), (bait, []))[1].append(action)
    return baits


def catch_answer(state: State, moves: list[Action]) -> tuple[TableView, list[str]] | None:
    """The table with its centre keyed, and the picks of the pieces `moves` may take, where
    each names the pieces it stands for unmistakably and not every piece is right."""
    seat = state.current_player
    table = keyed(state.table(seat))
    places: dict[str, list[str]] = {}  # piece -> keys of the groups it lies in
    mixed: set[str] = set()  # keys of groups of more than one face
    for group in table.centre.groups:
        if group.seat is None and group.pieces:
            for piece in dict.fromkeys(map(str, group.pieces)):
                places.setdefault(piece, []).append(group.key)
            if len(set(map(str, group.pieces))) > 1:
                mixed.add(group.key)
    right: list[str] = []
    for move in moves:
        for piece in taken(state, move):
            if len(places[piece]) != 1:
                return None  # equal pieces in two places: which one is meant?
            key = places[piece][0]
            group = next(g for g in table.centre.groups if g.key == key)
            if key in mixed and sum(str(p) == piece for p in group.pieces) > 1:
                return None  # two equal pieces in a row, only one of them at its end
            right.append(f"{key} {piece}")
    picks = [f"{g.key} {p}" for g in table.centre.groups if g.key for p in g.pieces]
    picks = list(dict.fromkeys(picks))
    right = [p for p in picks if p in right]
    if len(picks) < 3 or not 0 < len(right) < len(picks):
        return None
    return table, right


def catch(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "Which pieces on the table can this piece catch?" (a fishing game), answered by
    clicking them in the lake or the row."""
    if CATCH not in matches.game.questions:
        return None
    for seed in matches.seeds(rng):
        found = []
        for step, state in matches.positions(seed):
            for name, (_, moves) in (catch_baits(state) or {}).items():
                if catch_answer(state, moves):
                    found.append((step, name))
        if found:
            step, name = rng.choice(found)
            return catch_exercise(matches.position(seed, step), name)
    return None


def catch_exercise(state: State, name: str) -> Exercise:
    """The exercise on what the piece called `name` may catch in `state`."""
    seat = to_move(state)
    bait, moves = asked(catch_baits(state), "what a piece catches")[name]
    table, right = asked(catch_answer(state, moves), "what a piece catches")
    who = seat_name(seat)
    view = table.seats[seat]
    kind = noun(bait)
    if moves[0].pieces:
        # The piece played lies on the table beside the pieces it may catch, as a piece
        # turned up for the seat does; the rest of the hand has no part in the question.
        hand = list(view.hand)
        hand.remove(bait)
        seats = list(table.seats)
        seats[seat] = replace(view, hand=tuple(hand))
        # Last, so that its label follows the seat's other groups rather than runs into them.
        played = Group((bait,), seat, f"{who} plays", best=True)
        centre = replace(table.centre, groups=(*table.centre.groups, played))
        table = replace(table, seats=tuple(seats), centre=centre)
        how = f"{who} plays {bait} from the hand"
    else:
        how = f"{who} plays the {bait} turned up"
    where = "in the lake" if table.centre.kind == "lake" else "on the table"
    groups = {g.key: g for g in table.centre.groups if g.key}

    def said(pick: str) -> str:
        """The piece and where it lies: its group's label, and for a group of several
        faces (the middle of a row) whether it is the group's first or last."""
        key, piece = pick.split(" ", 1)
        group = groups[key]
        faces = [str(p) for p in group.pieces]
        if not group.label:
            return piece
        if len(set(faces)) > 1 and faces[0] == piece:
            return f"{piece} (first of {group.label})"
        if len(set(faces)) > 1 and faces[-1] == piece:
            return f"{piece} (last of {group.label})"
        return f"{piece} ({group.label})"

    picks = tuple(
        dict.fromkeys(f"{g.key} {p}" for g in table.centre.groups if g.key for p in g.pieces)
    )
    # Every catch's own caption: each says why those pieces match, which is the rule asked.
    explanation = [state.explain(move, seat) for move in moves]
    wrong = [said(p) for p in picks if p not in right]
    explanation.append(f"It cannot catch {listed(wrong)}.")
    why_not = tuple((p, f"{bait} cannot catch {said(p)}.") for p in picks if p not in right)
    return Exercise(
        game=state.game.id,
        kind="catch",
        title=f"What can this {kind} catch?",
        question=(f"{how}. Which of the {kind}s {where} can it catch? Click each one, then Check."),
        table=replace(table, to_move=seat),
        answer=tuple(right),
        answer_text=listed([said(p) for p in right]),
        explanation=tuple(explanation),
        picks=picks,
        hint=f"Compare {bait} with each {kind} {where}, one at a time.",
        why_not=why_not,
        **origin(state),
    )


# -- what a discard may be claimed with (draw and discard) -----------------------------------


def claim_tiles(state: State) -> tuple[Any, list[Action], list[str], list[str]] | None:
    """Where the seat to move decides on the last discard and may claim it to lay it out
    with tiles of its hand: the discard, those claims, the hand, and the tiles of it that
    some claim lays out with the discard (some of the hand, not all of it)."""
    if state.is_terminal():
        return None
    legal = state.legal_actions()
    claims = [a for a in legal if a.kind == "claim"]
    if not claims or any(len(a.pieces) < 2 for a in claims):
        return None
    offer = claims[0].pieces[0]
    if any(a.pieces[0] != offer for a in claims):
        return None
    seat = to_move(state)
    hand = distinct(state.table(seat).seats[seat].hand)
    used = {str(p) for a in claims for p in a.pieces[1:]}
    right = [p for p in hand if p in used]
    if len(hand) < 3 or not 0 < len(right) < len(hand):
        return None
    return offer, claims, hand, right


def claim(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "This tile was just discarded: which of your tiles may you claim it with?" (a
    draw-and-discard game), answered by clicking them in the hand."""
    if CLAIM not in matches.game.questions:
        return None
    for seed in matches.seeds(rng):
        found = [step for step, state in matches.positions(seed) if claim_tiles(state)]
        if found:
            return claim_exercise(matches.position(seed, rng.choice(found)))
    return None


def claim_exercise(state: State) -> Exercise:
    seat = to_move(state)
    offer, claims, hand, right = asked(claim_tiles(state), "which tiles claim a discard")
    who = seat_name(seat)
    discard = next(a for a in reversed(state.history) if a.kind == "discard")
    explanation = [state.explain(a, seat) for a in claims[:CAPTIONS]]
    if len(claims) > CAPTIONS:
        explanation.append(f"There are {len(claims) - CAPTIONS} more such claims.")
    explanation.append(f"None of {listed([p for p in hand if p not in right])} makes a claim.")
    return Exercise(
        game=state.game.id,
        kind="claim",
        title="Which tiles go with this discard?",
        question=(
            f"{seat_name(discard.player)} has just discarded {offer}, and {who} decides on "
            f"it. Which of {who}'s tiles could {who} lay out with it by claiming it? Click "
            f"each one, then Check."
        ),
        table=state.table(seat),
        answer=tuple(right),
        answer_text=listed(right),
        explanation=tuple(explanation),
        picks=tuple(hand),
        hint=f"Look for the tiles of {who}'s hand that make a set with {offer}.",
        why_not=tuple(
            (p, f"{p} makes no set with {offer}: no claim lays them out together.")
            for p in hand
            if p not in right
        ),
        **origin(state),
    )


def takes_win(state: State) -> tuple[Action, bool] | None:
    """Where the seat to move may take the last discard into its hand (a claim that lays
    nothing out): that claim, and whether the hand it makes wins (the engine then offers
    the win)."""
    if state.is_terminal():
        return None
    claims = [a for a in state.legal_actions() if a.kind == "claim"]
    if not claims or any(len(a.pieces) != 1 for a in claims):
        return None
    # The last discard's claim (where any discard lying there may be taken, there is one
    # claim per face).
    offer = next(a for a in reversed(state.history) if a.kind == "discard").pieces[0]
    move = next((a for a in claims if a.pieces[0] == offer), None)
    if move is None:
        return None
    after = state.clone()
    after.apply_action(move)
    wins = not after.is_terminal() and any(a.kind == "win" for a in after.legal_actions())
    return move, wins


def win(matches: Matches, rng: random.Random) -> Exercise | None:
    """ "If you take this discard, does your hand win?" (a draw-and-discard game where a
    claim takes the discard into the hand). Half the time, where a match has one, a
    position where it does."""
    if WIN not in matches.game.questions:
        return None
    # A discard that wins is rare: looked for through every match before settling for one
    # that does not.
    wanted = rng.random() < 0.5
    fallback: tuple[int, list[int]] | None = None
    for seed in matches.seeds(rng):
        found: dict[bool, list[int]] = {True: [], False: []}
        for step, state in matches.positions(seed):
            taken_in = takes_win(state)
            if taken_in is not None:
                found[taken_in[1]].append(step)
        if found[wanted]:
            return win_exercise(matches.position(seed, rng.choice(found[wanted])))
        if fallback is None and found[not wanted]:
            fallback = seed, found[not wanted]
    if fallback is None:
        return None
    seed, steps = fallback
    return win_exercise(matches.position(seed, rng.choice(steps)))


YES, NO = "wins", "does not win"


def win_exercise(state: State) -> Exercise:
    seat = to_move(state)
    move, wins = asked(takes_win(state), "whether taking a discard wins")
    who = seat_name(seat)
    discard = next(a for a in reversed(state.history) if a.kind == "discard")
    after = state.clone()
    after.apply_action(move)
    explanation = [state.explain(move, seat)]
    if wins:
        explanation.append(after.explain("win", seat))
    else:
        explanation.append(f"{who} holds no winning hand then: the only moves are discards.")
    offer = move.pieces[0]
    wrong = (
        (NO, explanation[-1])
        if wins
        else (YES, f"After taking {offer}, {who} holds no winning hand: {who} must discard.")
    )
    return Exercise(
        game=state.game.id,
        kind="win",
        title="Does this discard win?",
        question=(
            f"{seat_name(discard.player)} has just discarded {offer}, and {who} may take it "
            f"into the hand. If {who} does, does {who}'s hand win?"
        ),
        table=state.table(seat),
        answer=(YES if wins else NO,),
        answer_text=f"{who} {YES}" if wins else f"{who} {NO}",
        explanation=tuple(explanation),
        options=(
            Option(YES, f"Yes: {who} takes {offer} and wins"),
            Option(NO, f"No: {who} would still have to discard"),
        ),
        hint=f"Put {offer} in {who}'s hand: do the tiles then make a winning hand?",
        why_not=(wrong,),
        **origin(state),
    )


# The kinds in the order they take turns on a page; a family's new kind goes here.
KINDS = (playable, trick, catch, claim, win, payments, best_move, legal_move)
