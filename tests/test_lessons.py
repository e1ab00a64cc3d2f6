"""The lesson path of every game (gupai_widgets/exercises/lessons.py, issue 32): 6 to 12
steps from the pieces to a whole deal, each position rebuilt from its record and its
answer recomputed with the engine, the same path from the same seed."""

from __future__ import annotations

import io
import re
import sys
from functools import cache
from pathlib import Path

import pytest
from test_exercises import CHECKS, check_teaching, rebuilt

import gupai_widgets as gw
from gupai_widgets.exercises import Exercise, Lesson, lesson_for
from gupai_widgets.exercises.kinds import LETTERS
from gupai_widgets.exercises.lessons import FEWEST, MOST, difficulty
from gupai_widgets.exercises.markup import board_svg
from gupai_widgets.render.sprite import Sprite

GAMES = [spec.id for spec in gw.list_games()]
# The kinds a path ends on: the deal settled, the best move.
WHOLE_DEAL = ("payments", "best")


@cache
def lesson(game_id: str) -> Lesson:
    return lesson_for(game_id)


def shown_pieces(exercise: Exercise, state: gw.State) -> dict[str, gw.Tile]:
    """Each pick of a pieces step, read off the rebuilt position: a piece of the seat's
    hand by its notation, a piece of the centre's n-th group with pieces by "<key> <piece>"
    (the keys as the exercise's table gives them, in the order of the groups)."""
    seat = state.current_player
    table = state.table(seat)
    pieces = {str(p): p for p in table.seats[seat].hand if p is not None}
    drawn = [g for g in exercise.table.centre.groups if g.pieces]
    real = [g for g in table.centre.groups if g.pieces]
    for mine, theirs in zip(drawn, real, strict=True):
        assert [str(p) for p in mine.pieces] == [str(p) for p in theirs.pieces]
        if mine.key:
            pieces.update({f"{mine.key} {p}": p for p in theirs.pieces})
    return pieces


def check_pieces(exercise: Exercise, state: gw.State) -> None:
    """A step on the pieces: the table is the seat's own (keys added to its centre groups
    at most), and the answer is every piece shown with the name or suit asked."""
    seat = state.current_player
    table = state.table(seat)
    groups = tuple(g.__class__(**{**_fields(g), "key": ""}) for g in exercise.table.centre.groups)
    plain = tuple(g.__class__(**{**_fields(g), "key": ""}) for g in table.centre.groups)
    assert groups == plain and exercise.table.seats == table.seats
    pieces = shown_pieces(exercise, state)
    assert set(exercise.picks) <= set(pieces)
    if exercise.kind == "name":
        asked = re.search(r"called (.+?) (?:in|on) ", exercise.question)[1]
        right = {pick for pick in exercise.picks if pieces[pick].name == asked}
    else:
        asked = re.search(r"Click every (\S+) ", exercise.question)[1]
        right = {pick for pick in exercise.picks if pieces[pick].suit == asked}
    assert set(exercise.answer) == right
    assert 0 < len(right) < len(exercise.picks), "a question with something to find"
    # Each wrong piece is told by its own name (and suit), read off the rebuilt table.
    for key, reason in exercise.why_not:
        piece = pieces[key]
        assert reason.startswith(f"{piece} is {piece.name}, ")
        assert exercise.kind == "name" or f"a {piece.suit} " in reason


def _fields(group: object) -> dict:
    return {f: getattr(group, f) for f in group.__dataclass_fields__}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_path_from_the_pieces_to_a_whole_deal(game_id: str) -> None:
    path = lesson(game_id)
    assert path.game == game_id and path.name == gw.load_game(game_id).spec.name
    assert FEWEST <= len(path.steps) <= MOST
    kinds = [step.exercise.kind for step in path.steps]
    assert kinds[0] == "name", "the first step teaches the pieces"
    # The deal's end last: nothing about a single move after it.
    ends = [i for i, kind in enumerate(kinds) if kind in WHOLE_DEAL]
    assert ends and ends == list(range(ends[0], len(kinds)))
    # Each kind's positions easiest first.
    for kind in set(kinds):
        of_kind = [difficulty(s.exercise) for s in path.steps if s.exercise.kind == kind]
        assert of_kind == sorted(of_kind), kind
    # Different steps teach different ideas or ask on different positions.
    asked = {(s.idea, s.exercise.moves, s.exercise.move) for s in path.steps}
    assert len(asked) == len(path.steps)
    assert len({s.exercise.id for s in path.steps}) == len(path.steps)
    for step in path.steps:
        assert step.idea and step.intro and step.exercise.game == game_id
        assert 1 <= len(re.findall(r"[.!?](?:\s|$)", step.intro)) <= 2, step.intro


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_is_a_legal_position_and_its_answer_the_rules_one(game_id: str) -> None:
    for step in lesson(game_id).steps:
        exercise = step.exercise
        state = rebuilt(exercise)
        # The answer is reachable: each of its picks a piece on the drawn table, or one
        # of the options offered (the model refuses any other).
        assert exercise.answer
        check_teaching(exercise, rebuilt(exercise))
        CHECKS.get(exercise.kind, check_pieces)(exercise, state)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_path(game_id: str) -> None:
    assert lesson_for(game_id) == lesson(game_id)


def test_another_seed_gives_another_path() -> None:
    assert lesson_for("tianjiu", 1) != lesson("tianjiu")


def test_the_first_steps_teach_the_names_and_suits_the_pieces_have() -> None:
    """FACTS.md §1.2 (the names of the faces): 6:6 is Heaven, 1:1 Earth, 4:4 Man; the
    civil tiles are the eleven faces that come in pairs."""
    first, second = lesson("tianjiu").steps[:2]
    assert "6:6 is Heaven, 1:1 is Earth, 4:4 is Man" in first.intro
    assert second.exercise.kind == "suit"
    assert "civil (Heaven, Earth, Man, Harmony, Plum, Long three, Bench, Axe" in second.intro


def test_the_lesson_module_names_no_game() -> None:
    source = Path(gw.__file__).parent.joinpath("exercises", "lessons.py").read_text()
    for game_id in GAMES:
        assert not re.search(rf"\b{game_id}\b", source), game_id


# -- the notebook widget ------------------------------------------------------------------

SHOTS = Path(__file__).resolve().parent.parent / "build" / "screenshots"


def a_wrong_choice(exercise: Exercise) -> str:
    return next(key for key, _ in exercise.why_not)


def test_the_widget_says_what_is_wrong_then_hints_then_answers() -> None:
    from gupai_widgets.widgets import Lesson as LessonWidget

    widget = LessonWidget("tianjiu")
    exercise = widget.exercise
    assert exercise == lesson("tianjiu").steps[0].exercise
    wrong = a_wrong_choice(exercise)
    widget.choose(wrong)
    assert widget.check() is False
    assert dict(exercise.why_not)[wrong] in widget.feedback and "Try again" in widget.feedback
    # Nothing gives the answer away yet.
    assert "Answer:" not in widget.html
    assert not any(sentence in widget.html for sentence in exercise.explanation)
    assert widget.hint() == f"Hint: {exercise.hint}"
    widget.choose(wrong)  # dropped again
    for key in exercise.answer:
        widget.choose(key)
    assert widget.check() is True and widget.solved == [0]
    widget.next()
    assert widget.step == 1 and widget.chosen == [] and widget.feedback == ""
    assert widget.answer().startswith(f"Answer: {widget.exercise.answer_text}.")
    widget.restart()
    assert (widget.step, widget.solved) == (0, [])


def test_the_widget_refuses_what_is_not_a_choice_and_keeps_only_choices_sent() -> None:
    from gupai_widgets.widgets import Lesson as LessonWidget

    widget = LessonWidget("paigow")
    with pytest.raises(gw.GameError, match="is not a choice of this step; the choices are"):
        widget.choose("<b>9:9</b>")
    widget.chosen = ["nonsense", widget.exercise.picks[0]]  # as the page might send them
    assert widget.chosen == [widget.exercise.picks[0]]
    with pytest.raises(gw.GameError, match="step must be a whole number from 0 to"):
        widget.go(99)
    with pytest.raises(gw.UnknownGameError):
        LessonWidget("no such game")


def test_the_widget_syncs_only_what_the_learner_sees() -> None:
    """The synced traits are the step drawn, its number, what was chosen and the progress;
    the drawing is the seat's own view (no other seat's hidden pieces), its text escaped."""
    from gupai_widgets.widgets import Lesson as LessonWidget

    widget = LessonWidget("tianjiu")
    own = {key for key in widget.keys if not key.startswith("_")}
    assert own - {"layout", "tabbable", "tooltip"} == {"html", "step", "chosen", "solved"}
    for index, step in enumerate(widget.steps):
        widget.go(index)
        # The board drawn is the step's table, nothing more (the step's table is the seat's
        # own view: test_every_step_is_a_legal_position...).
        assert board_svg(step.exercise, Sprite()) in widget.html
        assert "<script" not in widget.html
        viewer = step.exercise.table.viewer
        if viewer is None:
            # Only a deal's settlement is asked of no seat: every hand open, as a replay's
            # open view shows a deal's end.
            assert step.exercise.kind == "payments"
            continue
        hidden = [seat.hand for n, seat in enumerate(step.exercise.table.seats) if n != viewer]
        assert all(p is None for hand in hidden for p in hand)
    static = widget.static_html()
    assert "step 1 of" in static and "run the cell" in static
    assert "data-command" not in static


@pytest.mark.browser
def test_the_widget_is_played_by_clicks_and_keys_in_chromium(browser) -> None:
    """The widget's script in a blank page, its model passing commands to the Python
    widget as a kernel would: a wrong piece, the reason and "try again", the hint, then
    the right piece by the keyboard, and Next."""
    from test_widgets import FAKE_WIDGET_HOST

    from gupai_widgets.widgets import Lesson as LessonWidget
    from gupai_widgets.widgets.lesson import STATIC

    widget = LessonWidget("tianjiu")
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height, scheme in ((1280, 720, "light"), (390, 844, "dark")):
        page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
        problems: list[str] = []
        page.on("pageerror", lambda e, seen=problems: seen.append(str(e)))
        page.add_style_tag(content=LessonWidget._css)
        if scheme == "dark":
            page.add_style_tag(content="body { background: #1e2129; color: #e2e4e9; }")
        widget.restart()
        page.evaluate(FAKE_WIDGET_HOST, [(STATIC / "lesson.js").read_text(), widget.html, False])
        page.evaluate("window.widget.model.values.chosen = []")
        play_the_first_step(page, widget, SHOTS / f"lesson-{width}-{scheme}.png")
        page.close()
        assert not problems, problems


def play_the_first_step(page, widget, shot: Path) -> None:
    exercise = widget.exercise

    def sync() -> None:
        """What a kernel does: the page's choice and commands to Python, the redraw back."""
        widget.chosen = page.evaluate("window.widget.model.values.chosen")
        for message in page.evaluate("window.widget.model.sent.splice(0)"):
            getattr(widget, message["command"])()
        page.evaluate(
            "(html) => { window.widget.model.values.html = html; "
            "window.widget.handlers['change:html'](); }",
            widget.html,
        )

    wrong = a_wrong_choice(exercise)
    page.locator(f'.gw-pick[data-piece="{wrong}"]').click()
    page.locator('[data-command="check"]').click()
    sync()
    feedback = page.locator(".gw-lw-feedback").inner_text()
    assert dict(exercise.why_not)[wrong] in feedback and "Try again" in feedback
    page.locator('[data-command="hint"]').click()
    sync()
    assert exercise.hint in page.locator(".gw-lw-feedback").inner_text()
    page.locator(f'.gw-pick[data-piece="{wrong}"]').click()  # dropped
    (answer,) = exercise.answer
    page.locator(f'.gw-pick[data-piece="{answer}"]').focus()
    page.keyboard.press("Enter")
    assert page.evaluate("window.widget.model.values.chosen") == [answer]
    page.locator('[data-command="check"]').focus()
    page.keyboard.press("Enter")
    sync()
    assert page.locator(".gw-lw-feedback").inner_text().startswith("Right.")
    page.screenshot(path=str(shot), full_page=True)
    page.locator('[data-command="next"]').click()
    sync()
    assert widget.step == 1 and "step 2 of" in page.inner_text(".gw-lw-where")


# -- the terminal: `gupai learn GAME` -------------------------------------------------------


def learn(capsys, monkeypatch, game: str, lines: list[str]) -> tuple[int, str, str]:
    from gupai_widgets.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code = main(["learn", game])
    out, err = capsys.readouterr()
    return code, out, err


def typed(exercise: Exercise, keys) -> str:
    """What a learner types for `keys`: pieces by notation, an option by its letter."""
    if exercise.picks:
        return " ".join(keys)
    (key,) = keys
    return LETTERS[[o.key for o in exercise.options].index(key)]


def test_gupai_learn_goes_through_the_path_with_why_not_hint_and_answer(
    capsys, monkeypatch
) -> None:
    path = lesson("tianjiu")
    first, second = path.steps[0].exercise, path.steps[1].exercise
    wrong = a_wrong_choice(first)
    lines = [wrong, "hint", typed(first, first.answer), "answer", "next"]
    lines += [typed(s.exercise, s.exercise.answer) for s in path.steps[2:]]
    code, out, err = learn(capsys, monkeypatch, "tianjiu", lines)
    assert code == 0 and err == ""
    # Each step's idea, intro and question, the position in words.
    for number, step in enumerate(path.steps, 1):
        assert f"Step {number} of {len(path.steps)}: {step.idea}" in out
    said = " ".join(out.split())
    assert path.steps[0].intro in said
    assert f"{wrong} Not quite. {dict(first.why_not)[wrong]} Try again." in said
    assert f"Hint: {first.hint}" in said
    assert f"Answer: {second.answer_text}." in said
    assert "* P4" in out and "hand 8 hidden" in out  # the seat's own hand, the others hidden
    steps = len(path.steps)
    assert f"You have finished the lesson: {steps - 1} of {steps} right." in out


def test_gupai_learn_explains_bad_input_and_an_unknown_game(capsys, monkeypatch) -> None:
    first = lesson("tianjiu").steps[0].exercise
    code, out, err = learn(capsys, monkeypatch, "tianjiu", ["9:9 <x>", "help", "quit"])
    assert code == 0 and err == ""
    assert f"'9:9' is not a piece of this question: {', '.join(first.picks)}." in out
    assert "hint    what to look at" in out
    assert "You left the lesson: 0 of" in out
    code, out, err = learn(capsys, monkeypatch, "no_such_game", [])
    assert code == 2 and out == "" and "Traceback" not in err
    assert "gupai learn: error: no game called 'no_such_game'; the games are:" in err


def test_gupai_learn_reads_options_by_letter_and_pieces_as_written(capsys, monkeypatch) -> None:
    """An option step answered by a letter that is not among the choices, then rightly;
    pieces typed in another notation ("11" for 1:1) are read as the pieces they are."""
    path = lesson("paigow")
    index, step = next((i, s) for i, s in enumerate(path.steps) if s.exercise.options and i)
    exercise = step.exercise
    lines = ["next"] * index + ["Z", typed(exercise, exercise.answer), "quit"]
    code, out, _ = learn(capsys, monkeypatch, "paigow", lines)
    letters = LETTERS[: len(exercise.options)]
    assert (
        f"'Z' is not a choice: type a letter, {', '.join(letters[:-1])} and {letters[-1]}." in out
    )
    assert "Right. " + exercise.explanation[0] in " ".join(out.split())
    pieces = " ".join(a.replace(":", "") for a in path.steps[0].exercise.answer)
    code, out, _ = learn(capsys, monkeypatch, "paigow", [pieces, "quit"])
    assert f"{pieces}\nRight." in out


def test_a_notebook_lesson_may_hold_the_games_puzzles() -> None:
    """gw.Lesson(game, puzzles=True): the recorded puzzles, easiest first, answered as the
    lesson's steps are; a game with none says why."""
    from gupai_widgets.exercises.puzzles import puzzles_for

    lesson = gw.Lesson("tianjiu", puzzles=True)
    assert [step.exercise.kind for step in lesson.path.steps] == ["puzzle"] * len(
        puzzles_for("tianjiu").puzzles
    )
    with pytest.raises(gw.GameError, match="no puzzles"):
        gw.Lesson("jielong", puzzles=True)
