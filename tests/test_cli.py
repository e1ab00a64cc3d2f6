"""The `gupai` command, run in-process: output, files written, exit codes and errors."""

from __future__ import annotations

import io
import json
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import gupai_widgets as gw
from gupai_widgets.cli import columns, fit, is_replaceable, main
from gupai_widgets.engine.spec import FAMILY_TITLES
from gupai_widgets.review import MARKS


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_names_every_game_with_players_and_options(capsys) -> None:
    code, out, err = run(capsys, "list")
    assert code == 0 and err == ""
    for spec in gw.list_games():
        assert spec.id in out and spec.native_name in out
        for option in spec.options:
            assert f"--option {option.name}={option.default}" in out
    assert "players: 2, 3, 4 (default 4)" in out


def test_a_reader_that_stops_reading_gets_no_traceback() -> None:
    """`gupai list | head`: the reader has gone before the listing is written; the command
    stops quietly, with the shell's code for a closed pipe."""
    reading, writing = os.pipe()
    os.close(reading)
    command = [sys.executable, "-m", "gupai_widgets.cli", "list"]
    try:
        done = subprocess.run(command, stdout=writing, stderr=subprocess.PIPE, check=False)
    finally:
        os.close(writing)
    assert done.returncode == 141, done.stderr.decode()
    assert done.stderr == b""


def test_list_names_the_families_as_the_site_does(capsys) -> None:
    """Issue 30: the family was its internal id (mod10, draw_discard)."""
    out = run(capsys, "list")[1]
    for spec in gw.list_games():
        family = FAMILY_TITLES[spec.family][0]
        assert re.search(rf"^{spec.id} +{re.escape(spec.title)} — {family}$", out, re.M)
    assert "Banker games" in out and "Draw-and-discard games" in out
    assert not re.search(r"— (mod10|draw_discard|trick_taking)\b", out)


def test_every_line_of_the_list_fits_80_columns(capsys) -> None:
    """Issue 30: lines ran to 250 characters. A Chinese or Korean character takes two
    columns of a terminal, so a line is measured in columns as well as in characters."""
    out = run(capsys, "list")[1]
    lines = out.splitlines()
    assert len(lines) > 100
    for line in lines:
        assert len(line) <= 80 and columns(line) <= 80, line
        assert line == line.rstrip()
    words = " ".join(out.split())
    for spec in gw.list_games():  # every summary and help, whole, only wrapped
        assert " ".join(spec.summary.split()) in words
        for option in spec.options:
            assert " ".join(option.help.split()) in words


def test_fit_counts_wide_characters_as_two_columns_and_cuts_an_overlong_word() -> None:
    assert columns("KuPai 古牌") == 10
    assert fit("骨牌 " * 10, "", "", width=12) == ["骨牌 骨牌"] * 5
    assert fit("a " + "x" * 25, "> ", "  ", width=12) == [
        "> a",
        "  xxxxxxxxxx",
        "  xxxxxxxxxx",
        "  xxxxx",
    ]
    assert fit("x" * 15, "id ", "   ", width=8) == ["id xxxxx", "   xxxxx", "   xxxxx"]
    assert fit("骨牌骨牌骨牌", "", "", width=5) == ["骨牌", "骨牌", "骨牌"]
    assert fit("one two three", "id  ", "    ", width=12) == ["id  one two", "    three"]


def test_play_prints_every_move_and_the_settlement(capsys) -> None:
    code, out, err = run(capsys, "play", "jielong", "--seed", "3")
    replay = gw.play("jielong", seed=3)
    assert code == 0 and err == ""
    for step, caption in enumerate(replay.captions, start=1):
        assert f"{step:>3}. {caption}" in out
    assert out.strip().endswith("Settlement: P1 −10, P2 +26, P3 −2, P4 −14")


def test_play_takes_players_options_and_bots(capsys, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    code, out, _ = run(
        capsys, "play", "jielong", "--seed", "5", "--players", "3",
        "--option", "two_arms=yes", "--bots", "random", "--json", str(saved),
    )  # fmt: skip
    assert code == 0
    replay = gw.Replay.from_json(saved.read_text(encoding="utf-8"))
    assert replay.players == 3 and replay.options["two_arms"] is True
    assert replay.seats == ("random",) * 3
    assert "3 players, seed 5" in out


def test_replay_writes_a_page_that_needs_nothing_else(capsys, tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    code, out, _ = run(
        capsys, "replay", "jielong", "--seed", "3", "-o", str(page), "--views", "open,1"
    )
    assert code == 0 and str(page) in out
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>")
    assert html.count("<script>") == 1 and "<style>" in html  # the stepper, a classic script
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html)
    assert 'class="gw-replay"' in html and 'data-steps="29"' in html
    assert '<option value="0"' in html  # the switch to P1's view


def test_replay_to_json_and_back(capsys, tmp_path: Path) -> None:
    saved, page = tmp_path / "game.json", tmp_path / "game.html"
    assert run(capsys, "replay", "jielong", "--seed", "4", "-o", str(saved))[0] == 0
    assert gw.Replay.from_json(saved.read_text(encoding="utf-8")) == gw.play("jielong", seed=4)
    code, _, _ = run(capsys, "replay", "--from", str(saved), "-o", str(page), "--views", "2,open")
    assert code == 0
    html = page.read_text(encoding="utf-8")
    assert 'data-view="1"' in html and '<option value="o"' in html


def test_a_corrupt_replay_file_is_refused(capsys, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    data = gw.play("jielong", seed=4).to_dict()
    data["returns"][0] += 5
    saved.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", "--from", str(saved), "-o", str(tmp_path / "x.html"))
    assert code == 2 and out == ""
    assert "is not what the rules give" in err
    assert not (tmp_path / "x.html").exists()


def test_simulate_reports_mean_returns_per_seat(capsys) -> None:
    code, out, err = run(
        capsys, "simulate", "jielong", "-n", "40", "--bots", "heuristic,random,random,random"
    )
    assert code == 0 and err == ""
    assert "40 games (seeds 0 to 39)" in out
    rows = [line.split() for line in out.splitlines() if line.startswith("P")]
    assert [r[0] for r in rows] == ["P1", "P2", "P3", "P4"]
    assert [r[1] for r in rows] == ["heuristic", "random", "random", "random"]
    means = [float(r[2].replace("−", "-")) for r in rows]  # printed with a true minus sign
    assert abs(sum(means)) < 0.05  # JieLong settles between players


def test_review_grades_a_seats_moves_in_a_saved_replay(capsys, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    assert run(capsys, "play", "tianjiu", "--seed", "3", "--json", str(saved))[0] == 0
    code, out, err = run(capsys, "review", str(saved), "--seat", "2")
    assert code == 0 and err == ""
    head, *steps, summary = out.splitlines()
    marks = gw.review(gw.Replay.from_json(saved.read_bytes()), 1)
    assert head.startswith("TianJiu: the moves of P2 where there was a choice")
    assert steps == [str(m) for m in marks] and steps
    assert summary == " · ".join(
        f"{m} {sum(r.mark == m for r in marks)}" for m in MARKS if any(r.mark == m for r in marks)
    )
    code, out, err = run(capsys, "review", str(saved), "--seat", "5")
    assert code == 2 and "--seat is a seat from 1 to 4, not 5" in err


def test_simulate_gives_the_same_results_in_any_number_of_processes(capsys) -> None:
    # Issue 29: every core plays, and each game depends on its seed alone. 45 games make
    # parts of one game each in 4 processes, finished in whatever order they manage.
    argv = ["simulate", "kapshap", "-n", "45", "--seed", "7", "--bots", "heuristic,random"]
    code, alone, _ = run(capsys, *argv, "--workers", "1")
    assert code == 0 and "45 games (seeds 7 to 51)" in alone
    for workers in ("2", "4"):
        assert run(capsys, *argv, "--workers", workers)[:2] == (0, alone)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "jielong", "--workers", "-1"], "--workers must be 0"),
        (["play", "mahjong"], "no game called 'mahjong'"),
        (["play", "jielong", "--option", "jokers=1"], "no option 'jokers'"),
        (["play", "jielong", "--option", "two_arms=perhaps"], "yes or no"),
        (["play", "jielong", "--option", "deals=3"], "cannot be 3"),
        (["play", "jielong", "--option", "deals"], "name=value"),
        (["play", "jielong", "--players", "5"], "played by 2, 3, 4 players"),
        (["play", "jielong", "--bots", "clever"], "no bot called 'clever'"),
        (["play", "jielong", "--bots", "random,random"], "2 bots for 4 seats"),
        (["simulate", "nope", "-n", "3"], "no game called 'nope'"),
        (["simulate", "jielong", "-n", "0"], "at least 1"),
        (["replay", "-o", "x.html"], "name a game"),
        (["replay", "jielong", "-o", "x.html", "--views", "P9"], "--views takes"),
        (["replay", "jielong", "-o", "x.html", "--views", "²"], "not '²'"),
        (["replay", "jielong", "-o", "x.html", "--views", "١"], "not '١'"),
        (["play", "jielong", "--seat", "5"], "--seat is a seat from 1 to 4, not 5"),
        (["play", "jielong", "--seat", "2", "--bots", "random,random"], "2 bots for 3 seats"),
        (["play", "jielong", "--option", "deals=²"], "'deals' is a whole number, not '²'"),
        (["replay", "--from", "/no/such/file.json", "-o", "x.html"], "cannot read"),
    ],
)
def test_bad_input_is_refused_on_stderr_with_exit_code_2(capsys, argv, words) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    usage, error = err.splitlines()[0], err.splitlines()[-1]
    assert usage.startswith(f"usage: gupai {argv[0]} ")  # the subcommand's usage
    assert words in error and error.startswith(f"gupai {argv[0]}: error:")


def test_usage_errors_exit_with_code_2(capsys) -> None:
    for argv in ([], ["dance"], ["play"], ["replay", "jielong"]):
        with pytest.raises(SystemExit) as exited:
            main(argv)
        assert exited.value.code == 2
    assert "usage: gupai" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "jielong", "--bogus"],
        ["play", "jielong", "--seed", "x"],
        ["play", "jielong", "--seed", "²"],
        ["play", "jielong", "--players", "٣"],  # an Arabic-Indic three: int() would take it
        ["play", "jielong", "--seat"],
        ["simulate", "jielong", "-n", "1e3"],
        ["simulate", "jielong", "--fast"],
        ["replay", "jielong"],
        ["list", "extra"],
    ],
)
def test_a_bad_flag_prints_the_subcommands_usage(capsys, argv) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert lines[0].startswith(f"usage: gupai {argv[0]}")
    assert lines[-1].startswith(f"gupai {argv[0]}: error:") and len(lines[-1]) < 200


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("Spiel é".encode("latin-1"), "UTF-8 text, and byte 0xe9 at position 6"),
        (bytes(range(256)) * 4, "UTF-8 text, and byte 0x80"),
        (b"[" * 100_000 + b"]" * 100_000, "nests deeper than a replay does"),
        (b'{"format": "gupai_widgets.replay", "title": NaN}', "field 'title' is nan"),
        (b"", "not valid JSON"),
    ],
)
def test_a_bad_replay_file_is_refused_and_writes_nothing(
    capsys, tmp_path: Path, content, words
) -> None:
    source, page = tmp_path / "game.json", tmp_path / "game.html"
    source.write_bytes(content)
    code, out, err = run(capsys, "replay", "--from", str(source), "-o", str(page))
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("gupai replay: error: ") and words in err and len(err) < 400
    assert list(tmp_path.iterdir()) == [source], "no page, not even an empty one"


def test_a_failed_write_leaves_no_file_and_keeps_the_old_one(capsys, tmp_path: Path) -> None:
    page = tmp_path / "game.html"
    page.write_text("the old page", encoding="utf-8")
    code, _, err = run(capsys, "replay", "jielong", "-o", str(page), "--views", "²")
    assert code == 2 and "--views takes" in err
    code, _, err = run(capsys, "replay", "jielong", "-o", str(tmp_path / "no" / "such" / "x.html"))
    assert code == 2 and "cannot write" in err
    code, _, err = run(capsys, "replay", "jielong", "-o", str(tmp_path))  # a folder
    assert code == 2 and "not a regular file" in err
    assert page.read_text(encoding="utf-8") == "the old page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.html"], "no temporary file left"


def make_target(kind: str, folder: Path) -> Path:
    """An output path that already exists as something other than a regular file."""
    target = folder / "target.json"
    if kind == "symlink to a file":
        (folder / "real.json").write_text("the real file", encoding="utf-8")
        target.symlink_to(folder / "real.json")
    elif kind == "dangling symlink":
        target.symlink_to(folder / "nowhere.json")
    elif kind == "FIFO":
        os.mkfifo(target)
    elif kind == "directory":
        target.mkdir()
    elif kind == "device":
        # A node in tmp_path with /dev/null's numbers: replacing it by mistake could never
        # touch the real /dev/null. Making one needs root.
        try:
            os.mknod(target, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
        except (PermissionError, OSError) as exc:
            pytest.skip(f"cannot make a device node here: {exc}")
    return target


def fingerprint(folder: Path) -> dict[str, tuple[int, bytes | None]]:
    """What lies in a folder: each entry's type (lstat, not following links), and the bytes
    of the regular files."""
    found = {}
    for entry in sorted(folder.iterdir()):
        mode = entry.lstat().st_mode
        data = entry.read_bytes() if stat.S_ISREG(mode) else None
        found[entry.name] = (stat.S_IFMT(mode), data)
    return found


TARGET_KINDS = ["symlink to a file", "dangling symlink", "FIFO", "directory", "device"]


@pytest.mark.parametrize("kind", TARGET_KINDS)
@pytest.mark.parametrize(
    "argv",
    [["replay", "jielong", "-o"], ["play", "jielong", "--json"]],
    ids=["replay -o", "play --json"],
)
def test_an_output_that_is_not_a_regular_file_is_refused(capsys, tmp_path, kind, argv) -> None:
    """Issue 28: the file was written beside the target and renamed over it, so `-o`
    replaced a symlink, a FIFO or a device node instead of writing to it, and said so with
    exit code 0. Refused now before anything is played or written, nothing changed."""
    target = make_target(kind, tmp_path)
    before = fingerprint(tmp_path)
    code, out, err = run(capsys, *argv, str(target))
    flag = argv[-1]
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.splitlines()[-1] == (
        f"gupai {argv[0]}: error: {flag} {target}: not a regular file; give a new path or "
        f"an existing regular file"
    )
    assert fingerprint(tmp_path) == before, "nothing replaced, written or left behind"


def test_the_play_yourself_table_refuses_such_an_output_before_the_match(
    capsys, tmp_path, monkeypatch
) -> None:
    target = make_target("FIFO", tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 50))
    code, out, err = run(capsys, "play", "jielong", "--seat", "1", "--json", str(target))
    assert code == 2 and out == "", "no match is played into a file that cannot be kept"
    assert "--json" in err and "not a regular file" in err
    assert stat.S_ISFIFO(target.lstat().st_mode)


def test_a_device_is_not_a_file_to_replace() -> None:
    """The predicate alone, on the real /dev/null, read with os.stat: nothing here can write
    to it or rename over it."""
    assert not is_replaceable(os.stat("/dev/null").st_mode)
    assert not is_replaceable(os.lstat("/dev").st_mode)
    assert is_replaceable(os.stat(__file__).st_mode)


def test_a_new_path_or_an_existing_regular_file_is_written_whole(capsys, tmp_path) -> None:
    saved = tmp_path / "game.json"
    saved.write_text("an older replay", encoding="utf-8")
    assert run(capsys, "replay", "jielong", "--seed", "4", "-o", str(saved))[0] == 0
    assert gw.Replay.from_json(saved.read_bytes()) == gw.play("jielong", seed=4)
    fresh = tmp_path / "fresh.json"
    assert run(capsys, "play", "jielong", "--seed", "4", "--json", str(fresh))[0] == 0
    assert fresh.read_bytes() == saved.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fresh.json", "game.json"]


def test_simulate_shows_progress_on_stderr_only_when_asked_or_on_a_terminal(capsys) -> None:
    argv = ["simulate", "jielong", "-n", "30", "--bots", "random"]
    code, quiet_out, quiet_err = run(capsys, *argv)
    assert code == 0 and quiet_err == "", "stderr is not a terminal here: no bar by default"
    code, out, err = run(capsys, *argv, "--progress")
    assert code == 0 and out == quiet_out, "stdout holds the result alone"
    assert err.startswith("\rJieLong:") and "/30 [" in err
    code, out, err = run(capsys, *argv, "--no-progress")
    assert code == 0 and out == quiet_out and err == ""
