"""The recorded puzzles (gupai_widgets/exercises/puzzles.py, scripts/make_puzzles.py): for
every registered game, each puzzle's position rebuilds from its setup and moves by the
engine's rules and is shown as its seat to move sees it, its answer is a legal move there,
its level holds its margin (exact or searched, one rule), an exact one's values are the
game's own count; the search bot, run again on one puzzle per game, gives the
recorded numbers; a game that names its best move exactly is made again byte for byte; and
a game with none says why, in the terminal too (`gupai learn GAME --puzzles`)."""

from __future__ import annotations

import io
import math
import random
import sys
from pathlib import Path

import pytest

import gupai_widgets as gw
from gupai_widgets.bots import search as search_module
from gupai_widgets.cli import main
from gupai_widgets.engine.state import State
from gupai_widgets.exercises import puzzles
from gupai_widgets.exercises.kinds import DEALS, LETTERS, Matches
from gupai_widgets.exercises.model import Exercise

ROOT = Path(__file__).resolve().parent.parent
GAMES = [spec.id for spec in gw.list_games()]
# The games whose record holds puzzles of each kind: the game's own count, or the search's.
EXACT = [g for g in GAMES if any(p.seed is None for p in puzzles.puzzles_for(g).puzzles)]
SEARCHED = [g for g in GAMES if any(p.seed is not None for p in puzzles.puzzles_for(g).puzzles)]


def position(exercise: Exercise) -> State:
    return puzzles.rebuild(gw.load_game(exercise.game), exercise.setup, list(exercise.moves))


def answer_move(state: State, exercise: Exercise) -> str:
    """The legal move (its short notation) the puzzle's answer names."""
    legal = state.legal_actions()
    if exercise.picks:
        [move] = [a.short for a in legal if [str(p) for p in a.pieces] == list(exercise.answer)]
        return move
    assert exercise.answer[0] in [a.short for a in legal]
    return exercise.answer[0]


@pytest.mark.parametrize("game", GAMES)
def test_each_puzzle_rebuilds_and_its_answer_is_legal(game: str) -> None:
    found = puzzles.puzzles_for(game)
    assert found.puzzles or found.why, f"{game}: no puzzles and no word on why"
    for puzzle in found.puzzles:
        exercise = puzzle.exercise
        state = position(exercise)
        seat = state.current_player
        assert seat is not None and not state.is_terminal()
        # The table is the seat's own view: no other seat's hidden pieces.
        assert exercise.table == state.table(seat)
        answer_move(state, exercise)
        # Every choice is a legal move (every legal move, where the search measured them
        # all), and every wrong one is told why.
        choices = {o.key for o in exercise.options} | set(exercise.picks)
        legal = state.legal_actions()
        named = {a.short for a in legal} | {str(a.pieces[0]) for a in legal if len(a.pieces) == 1}
        assert choices <= named
        assert puzzle.seed is None or len(choices) == len(legal)
        assert {key for key, _ in exercise.why_not} == choices - set(exercise.answer)
        # A game searched only where its moves are of some kinds has no puzzle elsewhere.
        kinds = puzzles.searching(game).kinds
        assert puzzle.seed is None or not kinds or all(a.kind in kinds for a in legal)


@pytest.mark.parametrize("game", GAMES)
def test_levels_hold_their_margins(game: str) -> None:
    """One rule for every puzzle, searched or exact: its share is its margin against the
    spread of the move values, or the game's usual spread where that is larger; the levels
    are the game's own, every easy puzzle ranked above every medium one, and every medium
    above every hard (no tie across a level); an exact puzzle's two are its recorded
    values'; and the page's words on the levels say why a level is empty."""
    found = puzzles.puzzles_for(game)
    ranks = {
        level: [
            (round(p.margin / max(p.spread, found.scale), 4), p.margin) for p in found.at(level)
        ]
        for level in puzzles.LEVELS
    }
    for puzzle in found.puzzles:
        assert puzzle.margin / max(puzzle.spread, found.scale) >= puzzles.searching(game).floor
        # The numbers shown agree with the answer: no other move averages as much.
        assert all(v < puzzle.values[0][1] for _, v, _ in puzzle.values[1:])
        if puzzle.seed is None:
            worth = [v for _, v, _ in puzzle.values]
            assert puzzle.values[0][0] == puzzle.exercise.answer[0]
            # (each figure rounded to six places in the record on its own)
            assert puzzle.margin == pytest.approx(worth[0] - worth[1], abs=2e-6)
            assert puzzle.spread == pytest.approx(worth[0] - worth[-1], abs=2e-6)
    present = [ranks[level] for level in puzzles.LEVELS if ranks[level]]
    for wider, closer in zip(present, present[1:], strict=False):
        assert min(wider) > max(closer), (game, wider, closer)
    for level in puzzles.LEVELS:
        assert len(found.at(level)) <= puzzles.PER_LEVEL
        assert bool(found.puzzles and not found.at(level)) == (f"No {level}" in found.levels)
    assert bool(found.levels) == bool(found.puzzles)
    assert len(found.puzzles) <= found.clear <= max(found.looked, found.clear)


def made(margin: float, spread: float, seed: int = 0) -> puzzles.Puzzle:
    """A puzzle found with these numbers, told apart by its seed, for levelling (which
    reads nothing else)."""
    exercise = puzzles.puzzles_for("tianjiu").puzzles[0].exercise
    return puzzles.Puzzle("", exercise, seed, 0, margin, spread)


def test_levels_are_thirds_as_even_as_ties_allow() -> None:
    """Sixteen clear positions of a game whose usual spread is 1, ranked by share, equal
    shares by margin: five leading by 2 of a spread of 2, six by 1 of 1 (both a share of
    1), four by 1 of 2 and one by 1 of 4. Cut in three (5, 6, 5) rather than (5, 10, 1) or
    (11, 4, 1): easy the first three of the five, medium the middle three of the six, hard
    the closest three, ending with the one at a quarter."""
    found = [
        made(m, s, n)
        for n, (m, s) in enumerate(
            [(1, 2)] * 2 + [(2, 2)] * 5 + [(1, 1)] * 6 + [(1, 4)] + [(1, 2)] * 2
        )
    ]
    chosen = puzzles.levelled(found, 1.0)
    assert [(p.level, p.margin, p.spread, p.seed) for p in chosen] == [
        ("easy", 2, 2, 2),
        ("easy", 2, 2, 3),
        ("easy", 2, 2, 4),
        # the middle three of the six, found eighth to thirteenth
        ("medium", 1, 1, 8),
        ("medium", 1, 1, 9),
        ("medium", 1, 1, 10),
        ("hard", 1, 2, 14),
        ("hard", 1, 2, 15),
        ("hard", 1, 4, 13),
    ]
    text = puzzles.levels_text(found, 1.0, 40)
    assert "of 40 positions looked at, 16 have a move clearly the best" in text
    assert (
        "easy down to 100% and a lead of 2; medium down to 100% and a lead of 1; hard down to "
        "25% and a lead of 1." in text
    )
    assert "No " not in text


def test_two_ranks_make_easy_and_hard_and_say_why_not_medium() -> None:
    found = [made(2, 2), made(2, 2), made(1, 2)]
    assert [p.level for p in puzzles.levelled(found, 1.0)] == ["easy", "easy", "hard"]
    assert puzzles.levels_text(found, 1.0, 9).endswith(
        "No medium puzzle: its clear positions rank in only 2 different ways."
    )
    # Below the floor, no puzzle: a tenth of the spread.
    assert puzzles.levelled([made(0.05, 1)], 1.0) == []


def test_both_kinds_of_puzzle_are_recorded() -> None:
    assert EXACT and SEARCHED


@pytest.mark.parametrize("game", EXACT)
def test_an_exact_puzzle_holds_what_the_game_counts(game: str) -> None:
    """Each exact puzzle's values, counted again by the game at its position: every choice
    offered, each worth what is recorded, the answer the best."""
    exact = [p for p in puzzles.puzzles_for(game).puzzles if p.seed is None]
    for puzzle in exact:
        choice = gw.load_game(game).best_move(position(puzzle.exercise))
        assert choice is not None and choice.action.short == puzzle.exercise.answer[0]
        assert {o.key for o in puzzle.exercise.options} == {k for k, _ in choice.worth}
        assert sorted((k, round(v, 6)) for k, v in choice.worth) == sorted(
            (k, v) for k, v, _ in puzzle.values
        )


@pytest.mark.parametrize("game", SEARCHED)
def test_the_search_gives_the_recorded_numbers_again(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One searched puzzle per game, searched again with its recorded seed: the same deals,
    the same averages, the same best move."""
    searched = [p for p in puzzles.puzzles_for(game).puzzles if p.seed is not None]
    # As when the puzzles were made: the time cap would make the numbers machine's.
    monkeypatch.setattr(search_module, "TIME_CAP", math.inf)
    puzzle = searched[0]
    state = position(puzzle.exercise)
    decision = puzzles.search(gw.load_game(game), state, puzzle.seed)
    assert decision.records[0].action.short == answer_move(state, puzzle.exercise)
    assert decision.samples == puzzle.samples
    again = [
        (r.action.short, round(r.mean, 6), len(r.values)) for r in decision.records if r.values
    ]
    assert again == [(m, round(v, 6), n) for m, v, n in puzzle.values]
    # And those numbers make a puzzle by today's rule (clear by SURE standard errors, in
    # enough deals that tell the two best moves apart).
    assert puzzles.puzzle_at(gw.load_game(game), state, decision, puzzle.seed) is not None


@pytest.mark.parametrize("game", SEARCHED)
def test_every_searched_puzzle_is_confirmed_at_the_strong_level(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A normal search's few deals can miss a rare large loss: every searched puzzle is
    confirmed by a search with ten times the steps (the strong level's, for a game searched
    at the normal level), and says so; the closest of each game, where sampling could
    most easily name the wrong move, searched so again, gives the same move, a puzzle by
    the same rule, in the recorded number of deals."""
    found = puzzles.puzzles_for(game)
    again = {
        "normal": "at the strong level, with ten times the steps",
        "strong": "beyond the strong level, with ten times its steps",
    }[puzzles.searching(game).level]
    for puzzle in found.puzzles:
        assert puzzle.confirmed > puzzle.samples
        assert puzzle.exercise.explanation[-1] == (
            f"Searched again {again}, over {puzzle.confirmed} sampled deals: the same move, "
            "clearly the best."
        )
    assert f"Every puzzle's answer is confirmed by a search {again}" in found.levels
    closest = (found.at("hard") or found.puzzles)[-1]
    monkeypatch.setattr(search_module, "TIME_CAP", math.inf)
    assert puzzles.strong_deals(gw.load_game(game), closest) == closest.confirmed


@pytest.mark.parametrize(
    ("game", "steps", "confirm"),
    [
        # the normal level's steps, confirmed at the strong level's
        (
            "tianjiu",
            gw.load_game("tianjiu").strong_budget // 10,
            gw.load_game("tianjiu").strong_budget,
        ),
        # Dezai Shen's moves are clear only at the strong level: confirmed at ten times it
        ("dezai_shen", 6_000, 60_000),
    ],
)
def test_each_game_is_searched_at_its_own_level(
    game: str, steps: int, confirm: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A puzzle's search takes its game's level's steps (`puzzles.SEARCHING`, else the
    normal level), its confirming search ten times as many."""
    asked: list[int] = []

    class Counted(search_module.SearchBot):
        def __init__(self, game: gw.Game, seed: int, budget: int) -> None:
            asked.append(budget)
            super().__init__(game, seed=seed, budget=budget)

        def decide(self, seen: object) -> None:  # type: ignore[override]
            return None

    monkeypatch.setattr(puzzles, "SearchBot", Counted)
    loaded = gw.load_game(game)
    state = loaded.new_initial_state(seed=0)
    puzzles.search(loaded, state, 1)
    puzzles.search(loaded, state, 1, puzzles.CONFIRM)
    assert asked == [steps, confirm]


def test_dezai_shen_is_searched_in_its_auction_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dezai Shen's search asks about bids only, in as many positions as it is given: a
    pile is chosen face down, and its cards are rarely clear even at the strong level. Its
    record has puzzles at every level, each a bid."""
    how = puzzles.searching("dezai_shen")
    assert (how.level, how.kinds) == ("strong", ("bid", "double", "pass"))
    game = gw.load_game("dezai_shen")
    asked: list[set[str]] = []

    def spy(game: gw.Game, state: State, bot_seed: int, times: int = 1) -> object:
        asked.append({a.kind for a in state.legal_actions()})
        legal = state.legal_actions()
        records = [search_module.MoveRecord(a) for a in legal]
        return search_module.Decision(legal[0], 0, records, 0, fallback=True)

    monkeypatch.setattr(puzzles, "search", spy)
    matches = Matches(game, list(range(DEALS * 2)))
    _, _, tried = puzzles.searched(matches, random.Random(0), 30, how)
    assert tried == len(asked) == 30
    assert all(kinds <= {"bid", "double", "pass"} for kinds in asked)
    assert any("bid" in kinds for kinds in asked) and any("double" in kinds for kinds in asked)
    found = puzzles.puzzles_for("dezai_shen")
    assert all(found.at(level) for level in puzzles.LEVELS)
    assert found.levels.startswith(how.said)
    # Not one answer for all: at the usual floor every puzzle was "pass" (session 20).
    assert how.floor < puzzles.FLOOR
    answers = {p.exercise.answer[0].split()[0] for p in found.puzzles}
    assert "pass" in answers and len(answers) > 1, answers


@pytest.mark.parametrize(
    ("ahead", "by", "why"),
    [
        (2, 2.0, "1.5 standard errors: clear enough for the bot's move, not for a puzzle"),
        (5, 1.0, "2.6 standard errors, but only 5 of 16 deals tell the moves apart"),
    ],
)
def test_a_few_lucky_deals_make_no_puzzle(ahead: int, by: float, why: str) -> None:
    """Where most sampled deals cannot tell two moves apart (Dezai Shen's piles are taken
    face down, blind), a move ahead in a handful of them is a guess, not a puzzle."""
    game = gw.load_game("dezai_shen")
    state = game.new_initial_state(seed=0)
    first, second = state.legal_actions()[:2]
    best = search_module.MoveRecord(first, {j: by if j < ahead else 0.0 for j in range(16)})
    other = search_module.MoveRecord(second, dict.fromkeys(range(16), 0.0))
    decision = search_module.Decision(first, state.current_player, [best, other], 16)
    assert search_module.clearly_better(best, other), "the bot itself would take it"
    assert puzzles.puzzle_at(game, state, decision, 0) is None, why


def test_an_exact_game_is_made_again_byte_for_byte() -> None:
    """The first game with exact puzzles (the quickest to make)."""
    game = next(g for g in GAMES if any(p.seed is None for p in puzzles.puzzles_for(g).puzzles))
    recorded = (ROOT / "gupai_widgets" / "exercises" / "puzzles" / f"{game}.json").read_text(
        encoding="utf-8"
    )
    assert puzzles.dumps(puzzles.make_puzzles(game)) == recorded


def learn_puzzles(capsys, monkeypatch, game: str, lines: list[str]) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code = main(["learn", game, "--puzzles"])
    out, err = capsys.readouterr()
    return code, out, err


def typed(exercise: Exercise, key: str) -> str:
    """What a learner types to choose `key`: a piece by notation, an option by its letter."""
    return key if exercise.picks else LETTERS[[o.key for o in exercise.options].index(key)]


def test_gupai_learn_puzzles_answered_wrong_then_right(capsys, monkeypatch) -> None:
    """The first searched puzzle of a game: a wrong move told its average, then the right
    one with the bot's numbers; a game without puzzles says why, as a usage error."""
    game = next(g for g in GAMES if any(p.seed is not None for p in puzzles.puzzles_for(g).puzzles))
    exercise = puzzles.puzzle_path(game).steps[0].exercise
    wrong = next(key for key, _ in exercise.why_not)
    lines = [typed(exercise, wrong), "hint", typed(exercise, exercise.answer[0]), "quit"]
    code, out, err = learn_puzzles(capsys, monkeypatch, game, lines)
    said = " ".join(out.split())
    assert code == 0 and err == ""
    assert f"Not quite. {dict(exercise.why_not)[wrong]} Try again." in said
    assert f"Hint: {exercise.hint}" in said
    assert " ".join(("Right.", *exercise.explanation)) in said
    none = next(g for g in GAMES if not puzzles.puzzles_for(g).puzzles)
    code, out, err = learn_puzzles(capsys, monkeypatch, none, [])
    assert code == 2 and out == "" and "Traceback" not in err
    assert f"{none} has no puzzles. {puzzles.puzzles_for(none).why}" in " ".join(err.split())
