"""`gupai play GAME --seat N`: a person plays a seat in the terminal against the bots. The
answers are fed as lines of text; what the seat is shown and what was played are read back."""

from __future__ import annotations

import dataclasses
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


def test_after_the_game_a_review_grades_your_moves() -> None:
    # Issue 32: the moves the person made, graded as `gupai review` grades a saved replay.
    answers = iter(["1"] * 200)
    t = table()
    first = t.run(answers)
    said = " ".join(transcript(t).split())
    assert first is not None and said.endswith(
        "Type review to have your moves graded by the search bot, or Enter to leave. > 1"
    )  # (any other answer leaves)
    t = table()
    replay = t.run(["1"] * len(person_moves(first, 1)) + ["review"])
    assert replay is not None and replay.actions == first.actions
    words = " ".join(transcript(t).split())
    marks = gw.review(replay, 1)
    assert marks and all(" ".join(str(m).split()) in words for m in marks)
    assert (
        words.index("The game is over.")
        < words.index("thinking…")
        < words.index(" ".join(str(marks[0]).split()))
    )


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


# -- hint ----------------------------------------------------------------------------------------


def test_hint_is_the_play_tables_hint_for_the_same_position() -> None:
    """The terminal's hint is the sentence a table's Hint button shows (`LiveTable.hint`),
    here for the same deal, bots and seed, with the number of the move it names."""
    from gupai_widgets.live_table import LiveTable

    t = table("tianjiu", seat=2, seed=4)
    t.answer()
    live = LiveTable("tianjiu", seat=2, seed=4)  # its bots: the game's own, seeded alike
    assert live.state.history == t.record.state.history
    hint = t.hint()
    suggested = live.hint().removeprefix("Hint: ")
    legal = t.record.state.legal_actions()
    number = next(n for n, a in enumerate(legal, start=1) if suggested.startswith(a.text + ":"))
    assert hint == f"Hint (move {number}): {suggested}"
    assert "deals sampled to fit what P3 has seen" in hint


def test_hint_in_play_thinks_first_then_answers_and_changes_nothing() -> None:
    t = table()
    assert t.run(["help", "hint", "quit"]) is None
    text = transcript(t)
    assert "  hint    what the search bot would play for you, and why" in text
    thinking = text.index("P2> hint\nthinking…\nHint (move ")
    assert text.index("P2> quit") > thinking
    assert len(t.record.actions) == 1, "only the bot's opening move was played"


def test_a_solitaire_hint_is_its_solvers_next_move() -> None:
    game = gw.load_game("xiangshifu")
    t = TerminalTable(game, 0, [None], 3, io.StringIO(), width=80)
    expected = t.record.state.hint()
    assert expected is not None
    number = t.record.state.legal_actions().index(expected) + 1
    assert t.hint() == f"Hint (move {number}): {expected.text} ({expected.short})."


def swapped_twins(game_id: str, seat: int, seed: int = 3) -> tuple[gw.State, gw.State]:
    """Two positions of `seat`'s first move with pieces that it cannot tell apart: the
    same deal but for two other seats' hands, swapped; the moves before it the same."""
    game = gw.load_game(game_id)
    one = game.new_initial_state(seed=seed)
    setup = one.deal_setup()
    hands = list(setup.hands)
    x, y = [s for s in range(game.players) if s != seat][:2]
    hands[x], hands[y] = hands[y], hands[x]
    other = game.new_initial_state(dataclasses.replace(setup, hands=tuple(hands)))
    bot = game.make_bot(1)
    while not (one.current_player == seat and one.legal_actions()[0].pieces):
        action = one.ask(bot)
        one.apply_action(action)
        other.apply_action(action.short)
    return one, other


@pytest.mark.parametrize(
    ("game_id", "seat"), [("jielong", 0), ("tianjiu", 1), ("paigow", 1), ("hohpai", 1)]
)
def test_the_hint_knows_only_what_the_seat_has_seen(game_id, seat) -> None:
    """Deals the seat cannot tell apart get the same hint: the search samples only deals
    that fit the seat's view, so what lies hidden in the other hands changes nothing."""
    from gupai_widgets.replay import Recorder

    one, other = swapped_twins(game_id, seat)
    assert one.view(seat) == other.view(seat) and one.table(None) != other.table(None)
    hints = []
    for state in (one, other):
        t = TerminalTable(state.game, seat, [None] * state.game.players, 3, io.StringIO())
        t.record = Recorder(state)
        hints.append(t.hint())
    assert hints[0] == hints[1]
    assert f"deals sampled to fit what {seat_name(seat)} has seen" in hints[0]


# -- what each choice is worth -------------------------------------------------------------------


def turn_of_kind(t: TerminalTable, kind: str) -> gw.State:
    """Play on to the person's first move of `kind`, choosing the last of every other
    menu (passing the bank on, the highest stake); the menu is then shown afresh."""
    t.answer()
    while t.record.state.legal_actions()[0].kind != kind:
        t.command(str(len(t.record.state.legal_actions())))
    t.out.seek(0)
    t.out.truncate()
    t.show_turn()
    return t.record.state


def menu(t: TerminalTable) -> str:
    """The menu shown, its lines joined (a long line wraps)."""
    return " ".join(transcript(t).split("move(s).", 1)[1].split())


def test_a_paigow_split_menu_says_what_each_split_is_worth() -> None:
    from gupai_widgets.games.mod10.paigow_hands import split_odds

    t = table("paigow", seat=1, seed=3)
    state = turn_of_kind(t, "split")
    assert state.banker != 1
    worth = {
        o.split[0] + o.split[1]: o.expectation for o in split_odds(state.hands[1], t.game.rules)
    }
    shown = menu(t)
    for number, action in enumerate(state.legal_actions(), start=1):
        assert (
            f"{number} [{action.short}] {action.text} (worth {worth[action.pieces]:+.3f} a stake)"
        ) in shown
    assert "(worth -0.507 a stake)" in shown and "(worth +0.726 a stake)" in shown


def test_the_paigow_banker_is_shown_no_odds() -> None:
    """split_odds plays a split against one banker hand: the banker's own split meets every
    player's at once, so its menu has no figure rather than a wrong one."""
    t = table("paigow", seat=0, seed=3)
    t.answer()
    t.command("take bank")
    state = turn_of_kind(t, "split")
    assert state.banker == 0
    assert t.game.move_values(state) is None and "worth" not in menu(t)


def test_a_taungau_bull_menu_says_what_each_bull_leaves() -> None:
    from gupai_widgets.games.mod10.taungau_hands import bulls, points_words

    t = table("taungau", seat=1, seed=1)
    state = turn_of_kind(t, "bull")
    legal = state.legal_actions()
    assert len(legal) == 2
    scores = {w.bull + w.rest: w.points for w in bulls(state.hands[1], t.game.rules.zero_high)}
    shown = menu(t)
    for number, action in enumerate(legal, start=1):
        words = points_words(scores[action.pieces])
        assert f"{number} [{action.short}] {action.text} (scores {words})" in shown


def test_a_kolyesi_draw_menu_says_what_drawing_one_or_two_is_worth() -> None:
    from gupai_widgets.games.mod10.kolyesi_hands import draw_odds

    t = table("kolyesi", seat=2, seed=5)
    state = turn_of_kind(t, "draw")
    draw = draw_odds(state.hands[2][0], t.game.options["ties"])
    shown = menu(t)
    for count in (1, 2):
        assert f"[draw {count}]" in shown
        assert f"(worth {float(draw.value(count)):+.3f} a stake)" in shown
    assert "(worth -0.020 a stake)" in shown and "(worth -0.009 a stake)" in shown


def test_a_game_that_counts_no_values_shows_its_menu_as_before() -> None:
    t = table("tianjiu", seat=0, seed=4)
    t.answer()
    t.show_turn()
    assert t.game.move_values(t.record.state) is None
    legal = t.record.state.legal_actions()
    column = min(max(len(a.short) for a in legal), 24)
    for number, action in enumerate(legal, start=1):
        line = f"{number:>4}  {f'[{action.short}]':<{column + 2}}  {action.text}"
        assert line + "\n" in transcript(t)


def test_a_long_menu_line_wraps_and_keeps_its_figure_whole() -> None:
    t = table("paigow", seat=1, seed=3)
    t.width = 60
    turn_of_kind(t, "split")
    lines = transcript(t).split("move(s).\n", 1)[1].splitlines()
    assert lines and all(len(line) <= 60 for line in lines)
    assert sum("(worth " in line and " a stake)" in line for line in lines) == 3


def test_the_terminal_names_no_game() -> None:
    """It asks the game (`move_values`, `hint`): DESIGN.md §2a."""
    from pathlib import Path

    import gupai_widgets.terminal as terminal

    source = Path(terminal.__file__).read_text(encoding="utf-8")
    for spec in gw.list_games():
        assert f'"{spec.id}"' not in source and f"'{spec.id}'" not in source


# -- the table as text ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("group", "text"),
    [
        (dict(label="best", best=True), "P2: 4:4 (best)"),
        (dict(label="led Nine", best=True), "P2: 4:4 (led Nine, best)"),
        (dict(label="face down", down=True), "P2: 4:4 (face down)"),
        (dict(best=True), "P2: 4:4 (best)"),
        (dict(), "P2: 4:4"),
    ],
)
def test_a_group_says_each_mark_once(group, text) -> None:
    from gupai_widgets.engine.table import Group
    from gupai_widgets.terminal import _group_text

    assert _group_text(Group((gw.Tile.parse("4:4"),), 1, **group)) == text


def test_a_follower_holding_the_trick_is_best_once() -> None:
    """Issue 30: a follower's best tile showed as "(best, best)", its label and its mark."""
    t = table("tianjiu", seat=2, seed=3)
    t.run(["1"] * 200)
    text = transcript(t)
    followers = re.findall(r"\n    P\d: [0-9: ]+ \(best\)\n", text)
    assert followers, "a follower took a trick in this game"
    assert "best, best" not in text and "face down, face down" not in text
