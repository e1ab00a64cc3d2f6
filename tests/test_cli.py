"""The `gupai` command, run in-process: output, files written, exit codes and errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import gupai_widgets as gw
from gupai_widgets.cli import main


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
    assert html.count('<script type="module">') == 1 and "<style>" in html
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


@pytest.mark.parametrize(
    ("argv", "words"),
    [
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
        (["replay", "--from", "/no/such/file.json", "-o", "x.html"], "cannot read"),
    ],
)
def test_bad_input_is_refused_on_stderr_with_exit_code_2(capsys, argv, words) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err and err.startswith(f"gupai {argv[0]}: error:")


def test_usage_errors_exit_with_code_2(capsys) -> None:
    for argv in ([], ["dance"], ["play"], ["replay", "jielong"]):
        with pytest.raises(SystemExit) as exited:
            main(argv)
        assert exited.value.code == 2
    assert "usage: gupai" in capsys.readouterr().err
