"""A person plays one seat of a game in a terminal against the game's bots: `gupai play
GAME --seat N`.

Only what that seat may see is printed: its table (`state.table(seat)`) as text and each
move's caption as the seat reads it (`state.explain(action, seat)`: a tile laid face down
by another seat stays hidden, and so does anything only another hand tells). The person
answers with a move's number, its short notation or its sentence, or with `undo`, `hint`,
`help`, `table` or `quit`. Where the game counts what each choice is worth from the seat's
own pieces (`Game.move_values`: a split's odds, a bull's points), the menu says so beside it.
"""

from __future__ import annotations

import re
import shutil
import textwrap
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TextIO

from .engine.action import seat_name, signed
from .engine.errors import IllegalActionError
from .exercises.kinds import LETTERS, listed
from .exercises.lessons import verdict
from .live_table import Hinter
from .pieces.errors import excerpt
from .replay import Recorder, Replay
from .review import review

if TYPE_CHECKING:
    from .bots.base import Bot
    from .engine.action import Action
    from .engine.game import Game
    from .engine.table import Group, Piece, SeatView, TableView
    from .exercises.lessons import Lesson
    from .exercises.model import Exercise

YOU = "you"
HELP = """\
Answer with one of your moves: its number, its notation (shown in brackets) or its
sentence. Pieces alone also do when they make a single move: "6:5", "js" for J♠.
  undo    take back your last move and the bots' answers to it
  hint    what the search bot would play for you, and why (it takes a moment)
  table   show the table again
  help    this text
  quit    leave the game (so does end of input, Ctrl-D)"""
QUIT = ("quit", "q", "exit")


class TerminalTable:
    """One match: `seat` is the person's, every other seat has a bot. `run` reads answers
    from `lines` (a file or a list of lines) and writes everything to `out`."""

    def __init__(
        self,
        game: Game,
        seat: int,
        bots: Sequence[Bot | None],
        seed: int | None,
        out: TextIO,
        *,
        echo: bool = False,
        width: int | None = None,
    ) -> None:
        """`echo` repeats each answer read, for input that a terminal does not show (a
        file or a pipe), so the transcript reads as a dialogue."""
        self.game, self.seat, self.bots, self.out = game, seat, list(bots), out
        self.seed, self.echo = seed, echo
        self._hinter: Hinter | None = None
        self.record = Recorder(game.new_initial_state(seed=seed))
        self.piece_kind = type(game.pieces()[0])
        self.width = width or min(shutil.get_terminal_size((80, 24)).columns, 100)
        self._undo: list[Recorder] = []

    # -- the match -----------------------------------------------------------------------------

    def run(self, lines: Iterable[str]) -> Replay | None:
        """Play until the match ends (returns its replay) or the person quits (None)."""
        answers = iter(lines)
        state = self.record.state
        others = ", ".join(
            f"{seat_name(s)} {getattr(b, 'name', 'bot')}" for s, b in enumerate(self.bots) if b
        )
        self.say(f"{self.game.spec.title}: you are {seat_name(self.seat)}; the bots: {others}.")
        self.say("Type help for help.")
        self.say(state.intro())
        self.answer()
        shown = False
        while not self.record.state.is_terminal():
            if not shown:
                self.show_turn()
                shown = True
            self.out.write(f"{seat_name(self.seat)}> ")
            self.out.flush()
            line = next(answers, None)
            if line is None:  # end of input
                self.out.write("\n")
                self.say("You left the game.")
                return None
            words = " ".join(line.split())
            if self.echo:
                self.out.write(f"{words}\n")
            if words.lower() in QUIT:
                self.say("You left the game.")
                return None
            shown = self.command(words)
        self.show_end()
        replay = self.record.replay(self.names(), f"Your game of {self.game.spec.name}")
        self.say("Type review to have your moves graded by the search bot, or Enter to leave.")
        self.out.write("> ")
        self.out.flush()
        line = next(answers, None)
        words = "" if line is None else " ".join(line.split())
        if self.echo or line is None:
            self.out.write(f"{words}\n")
        if words.lower() == "review":
            self.show_review(replay)
        return replay

    def show_review(self, replay: Replay) -> None:
        """Each graded move of the person's (`review`), under the table as the seat saw it
        when the move was chosen, so the grade reads against the position."""
        self.out.write("thinking…\n")
        self.out.flush()
        marks = review(replay, self.seat)
        self.say(
            f"The search bot graded your {len(marks)} move(s) with a choice from only what "
            f"{seat_name(self.seat)} could see at each."
        )
        states = replay.states()
        for mark in marks:
            self.out.write("\n")
            for line in table_lines(states[mark.step - 1].table(self.seat), self.names()):
                self.out.write(textwrap.fill(line, self.width, subsequent_indent=" " * 8) + "\n")
            self.say(str(mark))

    def command(self, words: str) -> bool:
        """Carry out one answer; True if the turn (table and moves) has been shown."""
        lowered = words.lower()
        if lowered in ("help", "?", "h"):
            self.out.write(HELP + "\n")  # laid out by hand: not wrapped
            return True
        if lowered in ("table", "t"):
            return False
        if lowered == "hint":
            self.out.write("thinking…\n")
            self.out.flush()
            self.say(self.hint())
            return True
        if lowered == "undo":
            if not self._undo:
                self.say("Nothing to undo: you have not moved yet.")
                return True
            self.record = self._undo.pop()
            self.say("Taken back: your last move and the bots' answers to it.")
            return False
        if not words:
            return True
        chosen, problem = self.find_move(words)
        if chosen is None:
            self.say(problem)
            return True
        self._undo.append(self.record.copy())
        self.play(chosen)
        self.answer()
        return False

    def hint(self) -> str:
        """The move to make now and why, in the words of a table's Hint button
        (`LiveTable.hint`) and from the same functions: a game with a solver (XiangShiFu)
        gives the solver's next move; any other, the search bot's choice at the normal
        level with the table's seed (`SearchBot.explain`). The search deals again only
        deals that fit what this seat has seen, so the hint knows no more than the seat."""
        state = self.record.state
        if self._hinter is None:
            self._hinter = Hinter(self.game, self.seed)
        action, said = self._hinter.hint(state)
        if action is None:
            return f"Hint: {said}"
        legal = state.legal_actions()
        number = f" (move {legal.index(action) + 1})" if action in legal else ""
        return f"Hint{number}: {said}"

    def find_move(self, words: str) -> tuple[Action | None, str]:
        """The legal move `words` names, or None and what to say instead."""
        legal = self.record.state.legal_actions()
        if re.fullmatch(r"[0-9]+", words):
            number = int(words)
            if 1 <= number <= len(legal):
                return legal[number - 1], ""
            return None, f"There is no move {number}: the moves are numbered 1 to {len(legal)}."
        try:
            return self.record.state.find_action(words), ""
        except IllegalActionError:
            pass
        lowered = words.lower()
        for action in legal:
            if lowered in (action.short.lower(), action.text.lower()):
                return action, ""
        matching = self.moves_with_pieces(words, legal)
        if len(matching) == 1:
            return matching[0], ""
        if matching:
            numbers = ", ".join(str(legal.index(a) + 1) for a in matching)
            return None, f"{words} can be played {len(matching)} ways: choose {numbers}."
        return None, (
            f"{excerpt(words)} is not one of your moves: type its number (1 to {len(legal)}), "
            f"its notation or its sentence, or help."
        )

    def moves_with_pieces(self, words: str, legal: list[Action]) -> list[Action]:
        """The legal moves that play exactly the pieces `words` names ("6:5", "js qs")."""
        try:
            pieces = sorted(map(str, (self.piece_kind.parse(p) for p in words.split())))
        except ValueError:
            return []
        return [a for a in legal if sorted(map(str, a.pieces)) == pieces]

    def play(self, action: Action) -> None:
        chosen, caption = self.record.apply_told(action, self.seat)
        who = "You" if chosen.player == self.seat else seat_name(chosen.player)
        self.say(f"{who}: {caption}")

    def answer(self) -> None:
        """The bots play until it is the person's turn or the match is over."""
        state = self.record.state
        while not state.is_terminal() and state.current_player != self.seat:
            bot = self.bots[state.seat_to_move]
            assert bot is not None  # (only the person's seat has none)
            self.play(state.ask(bot))
            state = self.record.state

    def names(self) -> list[str]:
        return [YOU if bot is None else getattr(bot, "name", "bot") for bot in self.bots]

    # -- what is printed -----------------------------------------------------------------------

    def show_table(self) -> None:
        self.out.write("\n")
        for line in table_lines(self.record.state.table(self.seat), self.names()):
            self.out.write(textwrap.fill(line, self.width, subsequent_indent=" " * 8) + "\n")

    def show_turn(self) -> None:
        state = self.record.state
        self.show_table()
        legal = state.legal_actions()
        self.say(f"Your turn, {seat_name(self.seat)}: {len(legal)} move(s).")
        column = min(max(len(a.short) for a in legal), 24)
        # What each choice is worth, where the game counts it from this seat's own pieces.
        values = self.game.move_values(state) or {}
        for number, action in enumerate(legal, start=1):
            notation = f"[{action.short}]"
            head = f"{number:>4}  {notation:<{column + 2}}  "
            indent = " " * (len(head) if len(head) <= self.width // 2 else 8)
            lines = textwrap.wrap(
                action.text, self.width, initial_indent=head, subsequent_indent=indent
            )
            worth = values.get(action.short)
            if worth:  # kept whole, after the sentence or under it
                worth = f"({worth})"
                if len(lines[-1]) + 2 + len(worth) <= self.width:
                    lines[-1] += f"  {worth}"
                else:
                    lines.append(indent + worth)
            self.out.write("\n".join(lines) + "\n")

    def show_end(self) -> None:
        self.show_table()
        result = self.record.state.result()
        shares = ", ".join(
            f"{seat_name(s)}{' (you)' if s == self.seat else ''} {signed(p)}"
            for s, p in enumerate(result.payments)
        )
        self.say(f"The game is over. Settlement in {result.unit}: {shares}.")
        if result.note:
            self.say(result.note)

    def say(self, text: str) -> None:
        for paragraph in text.splitlines() or [""]:
            wrapped = textwrap.fill(paragraph, self.width, subsequent_indent="    ")
            self.out.write((wrapped if paragraph.strip() else paragraph) + "\n")


def table_lines(view: TableView, names: Sequence[str]) -> list[str]:
    """A TableView as lines of text: each seat with its hand, what lies in front of it and
    its detail line, then the centre, the shared piles and the panel."""
    lines = [view.title] if view.title else []
    for number, seat in enumerate(view.seats):
        lines.append(_seat_line(seat, names[number], number == view.viewer))
    centre = view.centre
    lines.append(f"  centre: {centre.words}" if centre.words else "  centre:")
    if centre.line:
        left, right = (f"({end})" if end else "" for end in centre.ends)
        tiles = " ".join(f"{a}:{b}" for a, b in centre.line)
        lines.append("    " + " ".join(part for part in (left, tiles, right) if part))
    for group in centre.groups:
        lines.append("    " + _group_text(group))
    if centre.stock:
        lines.append(f"    {centre.stock} face down to draw from")
    for pile in view.piles:
        lines.append(f"  {pile.name}: {_pieces(pile.pieces) or 'empty'}")
    lines += [f"  {line}" for line in view.panel]
    return lines


def _seat_line(seat: SeatView, name: str, mine: bool) -> str:
    label = f"{seat.name} ({name})" if name else seat.name
    parts = [f"hand {_pieces(seat.hand) or 'empty'}"]
    if seat.front:
        groups = "; ".join(_group_text(g, in_front=True) for g in seat.front if g.pieces)
        if groups:
            parts.append(f"{seat.front_label or 'in front'}: {groups}")
    if seat.side:
        parts.append(seat.side)
    if seat.detail:
        parts.append(seat.detail)
    turn = " ◀ to play" if seat.to_move else ""
    return f"{'*' if mine else ' '} {label:<16} " + " · ".join(parts) + turn


def _group_text(group: Group, in_front: bool = False) -> str:
    """A group of pieces: in the centre it says whose it is; in front of a seat its label
    already says what the groups are (tricks won, tiles laid face down)."""
    who = f"{seat_name(group.seat)}: " if not in_front and group.seat is not None else ""
    down = group.down and not in_front
    marks = (group.label, "face down" if down else "", "best" if group.best else "")
    # A trick's follower holding it is labelled "best" and marked best: said once.
    words = [w for w in dict.fromkeys(marks) if w]
    more = f" ({', '.join(words)})" if words else ""
    return f"{who}{_pieces(group.pieces) or '—'}{more}"


def _pieces(pieces: Sequence[object]) -> str:
    """Pieces as notation; those the seat may not see are counted, never named."""
    shown = " ".join(str(p) for p in pieces if p is not None)
    hidden = sum(p is None for p in pieces)
    if not hidden:
        return shown
    return f"{shown} + {hidden} hidden" if shown else f"{hidden} hidden"


# -- a lesson path: `gupai learn GAME` -----------------------------------------------------

LEARN_HELP = """\
Answer each question. For pieces, type their notations: "6:6 1:1" (a piece lying on the
table with its group's letter first: "A 6:6"). For a choice, type its letter.
  hint    what to look at
  answer  show the answer and why
  next    go on to the next step (back: the step before)
  table   show the step again
  help    this text
  quit    leave the lesson (so does end of input, Ctrl-D)"""


class TerminalLesson:
    """A game's lesson path (`lesson_for`) in a terminal: each step's idea and the
    sentences teaching it, the position as text, the question; `run` reads the answers
    from `lines` and writes everything to `out`."""

    def __init__(
        self, path: Lesson, out: TextIO, *, echo: bool = False, width: int | None = None
    ) -> None:
        self.path, self.out, self.echo = path, out, echo
        self.width = width or min(shutil.get_terminal_size((80, 24)).columns, 100)
        self.step = 0
        self.solved: set[int] = set()

    @property
    def exercise(self) -> Exercise:
        return self.path.steps[self.step].exercise

    def run(self, lines: Iterable[str]) -> int:
        """Go through the path until its end or the learner quits; returns how many steps
        were answered right."""
        answers = iter(lines)
        total = len(self.path.steps)
        self.say(f"{self.path.name}: a lesson in {total} steps. Type help for help.")
        self.show_step()
        while True:
            self.out.write(f"{self.step + 1}/{total}> ")
            self.out.flush()
            line = next(answers, None)
            if line is None:
                self.out.write("\n")
                break
            words = " ".join(line.split())
            if self.echo:
                self.out.write(f"{words}\n")
            if words.lower() in QUIT:
                break
            if not self.command(words):
                self.say(f"You have finished the lesson: {len(self.solved)} of {total} right.")
                return len(self.solved)
        self.say(f"You left the lesson: {len(self.solved)} of {total} steps right.")
        return len(self.solved)

    def command(self, words: str) -> bool:
        """Carry out one answer; False once the last step is done."""
        # Whole words only: a single letter is a choice ("B"), never a command.
        lowered = words.lower()
        exercise = self.exercise
        if lowered in ("help", "?"):
            self.out.write(LEARN_HELP + "\n")
        elif lowered == "table":
            self.show_step()
        elif lowered == "hint":
            self.say(f"Hint: {exercise.hint}")
        elif lowered == "answer":
            self.say(" ".join((f"Answer: {exercise.answer_text}.", *exercise.explanation)))
        elif lowered == "next":
            return self.go(self.step + 1)
        elif lowered == "back":
            return self.go(max(self.step - 1, 0))
        elif words:
            chosen, problem = self.read_answer(words)
            if problem:
                self.say(problem)
                return True
            right, said = verdict(exercise, chosen)
            self.say(said)
            if right:
                self.solved.add(self.step)
                return self.go(self.step + 1)
        return True

    def go(self, step: int) -> bool:
        if step >= len(self.path.steps):
            return False
        self.step = step
        self.show_step()
        return True

    def read_answer(self, words: str) -> tuple[list[str], str]:
        """The choices `words` names, or what to say instead: an option by its letter or
        its words; pieces by their notations, one after another."""
        exercise = self.exercise
        if exercise.options:
            for letter, option in zip(LETTERS, exercise.options, strict=False):
                if words.lower() in (letter.lower(), option.key.lower(), option.label.lower()):
                    return [option.key], ""
            letters = LETTERS[: len(exercise.options)]
            return [], f"{excerpt(words)} is not a choice: type a letter, {listed(list(letters))}."
        tokens = words.replace(",", " ").split()
        chosen: list[str] = []
        start = 0
        while start < len(tokens):
            # The longest run of words that names a piece ("King of Towers", "A 6:6").
            found = next(
                (
                    (end, name)
                    for end in range(len(tokens), start, -1)
                    if (name := self.pick_named(" ".join(tokens[start:end]))) is not None
                ),
                None,
            )
            if found is None:
                shown = ", ".join(exercise.picks)
                return [], f"{excerpt(tokens[start])} is not a piece of this question: {shown}."
            start, name = found
            chosen.append(name)
        return chosen, ""

    def pick_named(self, text: str) -> str | None:
        """The pick `text` names: as written, or read as a piece ("66", "js"), with its
        group's letter first for a piece on the table."""
        picks = self.exercise.picks
        for pick in picks:
            if text.lower() == pick.lower():
                return pick
        kind = type(self.pieces()[0])
        key, _, rest = text.partition(" ")
        tries = [("", text)] + ([(key.upper() + " ", rest)] if len(key) == 1 and rest else [])
        for prefix, written in tries:
            try:
                name = prefix + str(kind.parse(written))
            except ValueError:
                continue
            if name in picks:
                return name
        return None

    def pieces(self) -> list[Piece]:
        """The pieces of the step's table that the learner sees."""
        table = self.exercise.table
        shown = [*(p for s in table.seats for p in s.hand)]
        shown += [p for g in table.centre.groups for p in g.pieces]
        return [p for p in shown if p is not None]

    def show_step(self) -> None:
        step = self.path.steps[self.step]
        exercise = step.exercise
        total = len(self.path.steps)
        self.out.write("\n")
        self.say(f"Step {self.step + 1} of {total}: {step.idea}")
        self.say(step.intro)
        self.out.write("\n")
        names = [""] * len(exercise.table.seats)
        for line in table_lines(exercise.table, names):
            self.out.write(textwrap.fill(line, self.width, subsequent_indent=" " * 8) + "\n")
        self.out.write("\n")
        self.say(exercise.question.replace("Click", "Type").replace(", then Check", ""))
        if exercise.options:
            for letter, option in zip(LETTERS, exercise.options, strict=False):
                self.say(f"  {letter}  {option.label}")
        else:
            self.say(f"The pieces: {', '.join(exercise.picks)}.")

    def say(self, text: str) -> None:
        for paragraph in text.splitlines() or [""]:
            wrapped = textwrap.fill(paragraph, self.width, subsequent_indent="    ")
            self.out.write((wrapped if paragraph.strip() else paragraph) + "\n")
