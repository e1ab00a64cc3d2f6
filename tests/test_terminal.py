"""`gupai play GAME --seat N`: a person plays a seat in the terminal against the bots. The
answers are fed as lines of text; what the seat is shown and what was played are read back."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator

import pytest

import gupai_widgets as gw
from gupai_widgets.engine.action import seat_name, signed
from gupai_widgets.terminal import TerminalTable


def table(game_id: str = "jielong", seat: int = 1, seed: int = 3) -> TerminalTable:
    game = gw.load_game(game_id)
    bots = [None if s == seat else game.make_bot(seed * 101 + s) for s in range(game.players)]
    return TerminalTable(game, seat, bots, seed, io.StringIO(), echo=True, width=80)


def transcript(t: TerminalTable) -> str:
    return t.out.getvalue()  # type: ignore[attr-defined]


def person_moves(replay: gw.Replay, seat: int) -> list[tuple[gw.State, str]]:
    """(the position, the move made) for every move of `seat` in the replay."""
    states = replay.states()
    return [
        (states[step], action)
        for step, action in enumerate(replay.actions)
        if states[step].current_player == seat
    ]


def test_a_whole_game_played_by_numbers_ends_with_the_result() -> None:
    t = table()
    replay = t.run(["1"] * 200)
    assert replay is not None and replay.seats[1] == "you"
    moves = person_moves(replay, 1)
    assert moves and all(state.legal_actions()[0].short == move for state, move in moves)
    final = replay.states()[-1]
    shares = ", ".join(
        f"{seat_name(s)}{' (you)' if s == 1 else ''} {signed(p)}"
        for s, p in enumerate(final.result().payments)
    )
    words = " ".join(transcript(t).split())  # the lines are wrapped to the width
    assert f"The game is over. Settlement in pips: {shares}." in words
    assert " ".join(final.result().note.split()) in words


def test_notation_sentences_and_pieces_are_accepted_as_well_as_numbers() -> None:
    t = table("tianjiu", seat=0, seed=4)
    chosen: list[str] = []
    ways = ["short", "text", "upper", "number"]

    def answers() -> Iterator[str]:
        turn = 0
        while not t.record.state.is_terminal():
            legal = t.record.state.legal_actions()
            action = legal[-1]
            chosen.append(action.short)
            way = ways[turn % len(ways)]
            turn += 1
            yield {
                "short": action.short,
                "text": action.text,
                "upper": action.short.upper(),
                "number": str(len(legal)),
            }[way]

    replay = t.run(answers())
    assert replay is not None
    assert [move for _, move in person_moves(replay, 0)] == chosen


def test_pieces_alone_name_a_move_when_they_make_only_one() -> None:
    t = table("young_hunter", seat=0, seed=4)
    t.answer()
    while t.record.state.phase != "play":
        t.command("pass")  # no announcement
    legal = t.record.state.legal_actions()
    single = next(a for a in legal if len(a.pieces) == 1)
    card = single.pieces[0]
    typed = f"{card.rank_text}{'shdc'['♠♥♦♣'.index(card.suit)]}".lower()  # "qs" for Q♠
    found, problem = t.find_move(typed)
    assert found == single and problem == ""


def test_bad_answers_are_explained_and_asked_again_changing_nothing() -> None:
    t = table()
    replay = t.run(["99", "xyz", "", "help", "6:6 6:6", "P9 plays the moon", "quit"])
    assert replay is None
    text = transcript(t)
    assert "There is no move 99: the moves are numbered 1 to 2." in text
    assert "'xyz' is not one of your moves: type its number (1 to 2)" in text
    assert "undo    take back your last move" in text
    assert "'P9 plays the moon' is not one of your moves" in text
    assert text.count("P2> ") == 7 and text.rstrip().endswith("You left the game.")
    assert len(t.record.actions) == 1, "only the bot's opening move was played"


def test_undo_goes_back_to_your_previous_turn() -> None:
    t = table()
    assert t.run(["undo", "1", "1", "undo", "quit"]) is None
    text = transcript(t)
    assert "Nothing to undo: you have not moved yet." in text
    assert "Taken back: your last move and the bots' answers to it." in text
    after_one_turn = table()
    after_one_turn.run(["1", "quit"])
    assert t.record.actions == after_one_turn.record.actions


def test_end_of_input_leaves_the_game() -> None:
    t = table()
    assert t.run([]) is None
    assert transcript(t).rstrip().endswith("You left the game.")


def test_the_seat_is_shown_its_own_hand_and_nothing_of_the_others() -> None:
    t = table("tianjiu", seat=2, seed=4)
    t.run(["1"] * 200)
    text = transcript(t)
    # Every table shown on the person's turns, while the deal goes on
    tables = re.findall(r"as P3 sees it; P3 to play\n(.*?)\n  centre", text, re.S)
    assert tables
    for drawn in tables:
        for line in drawn.splitlines():
            if line.startswith("* P3 (you)"):
                assert re.search(r"hand( \d:\d)+", line)
            elif re.match(r"  P\d", line):
                assert re.match(r"  P\d \(heuristic\) +hand (\d+ hidden|empty)", line), line


def test_the_command_plays_in_a_terminal_from_standard_input(tmp_path) -> None:
    saved = tmp_path / "mine.json"
    done = subprocess.run(
        [sys.executable, "-m", "gupai_widgets.cli", "play", "jielong", "--seat", "2",
         "--seed", "3", "--json", str(saved)],
        input="1\n" * 40, capture_output=True, text=True, encoding="utf-8", timeout=60,
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == ""
    assert "you are P2" in done.stdout and "The game is over." in done.stdout
    replay = gw.Replay.from_json(saved.read_text(encoding="utf-8"))
    assert replay.seats == ("heuristic", "you", "heuristic", "heuristic")
    assert replay.states()[-1].is_terminal()


def test_a_line_that_is_not_utf8_is_not_understood_and_play_goes_on() -> None:
    """Issue 28: bytes that are not UTF-8, read under a strict UTF-8 locale, ended the game
    with a UnicodeDecodeError traceback. Such a line is now answered like any answer not
    understood, and the next answer plays."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8"}
    done = subprocess.run(
        [sys.executable, "-m", "gupai_widgets.cli", "play", "jielong", "--seat", "1",
         "--seed", "3"],
        input=b"\xff\xfe\n1\xff\n1\nquit\n", capture_output=True, env=env, timeout=60,
    )  # fmt: skip
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert done.returncode == 0 and "Traceback" not in err and err == ""
    assert "'\ufffd\ufffd' is not one of your moves: type its number (1 to" in out
    assert "'1\ufffd' is not one of your moves" in out
    assert out.count("is not one of your moves") == 2
    assert "\nYou: P1 " in out, "the next answer plays a move"
    assert out.rstrip().endswith("You left the game.")


@pytest.mark.parametrize(
    ("bots", "seats", "words"),
    [
        ("random", "P1 random, P3 random, P4 random", ""),
        ("random,heuristic,random", "P1 random, P3 heuristic, P4 random", ""),
        ("random,x,random", "", "no bot called 'x'"),
        ("random,random,random,random", "", "names 4 bots for 3 seats: give one name for every "
         "seat but yours"),
    ],
)  # fmt: skip
def test_bots_name_the_other_seats(capsys, monkeypatch, bots, seats, words) -> None:
    from gupai_widgets.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code = main(["play", "jielong", "--seat", "2", "--bots", bots])
    out, err = capsys.readouterr()
    if words:
        assert code == 2 and words in err and out == ""
    else:
        assert code == 0 and f"the bots: {seats}." in out and err == ""
