"""Fuzzing from outside: mutated replay files and odd command lines.

A mutated replay either loads as a valid Replay that can be drawn, or is refused with a
ReplayError whose message is short; nothing else may escape (no RecursionError,
OverflowError, UnicodeError, TypeError...). The `gupai` command, given odd arguments and
files, exits with a code and a message, never a traceback, and never leaves an empty or
partial output file. Both run derandomized, with a fixed number of examples, so CI sees the
same inputs every time.
"""

from __future__ import annotations

import io
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gupai_widgets as gw
from gupai_widgets.cli import main
from gupai_widgets.pieces.errors import excerpt
from gupai_widgets.render.replay import ReplayFrames

FUZZ = settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
# A message may quote an excerpt of what was wrong and, for an illegal move, the legal
# moves; never the whole input.
SHORT = 1000
BASES = {
    "jielong": gw.play("jielong", seed=3, title="A seeded game").to_dict(),
    "tianjiu": gw.play("tianjiu", seed=4).to_dict(),
    "deer_hunt": gw.play(gw.load_game("deer_hunt", deals=1), seed=2).to_dict(),
}
# Markers for what json.dumps cannot write, put into the JSON text directly: a deep nesting
# and a number longer than Python converts to or from text (4300 digits).
NEST = "\x00nest\x00"
LONG = "\x00long\x00"

odd_text = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["\ud800", "a\udfffb", "\x00", "²", "٣", "Infinity", "6:6", "P1 leads 6:6"]),
    st.integers(1_000, 300_000).map(lambda n: "x" * n),
)
odd_number = st.one_of(
    st.integers(),
    st.sampled_from([True, False, 10**4000, -(10**400), 1.5, float("inf"), float("nan"), -0.0]),
    st.floats(),
)
odd_value = st.recursive(
    st.one_of(st.none(), odd_number, odd_text),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a replay record, the record itself first (in a deep nesting made by
    an earlier mutation, only its first levels)."""
    found = [path]
    if len(path) > 10:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += paths(item, (*path, i))
    return found


def replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy = data.copy()
    copy[path[0]] = replaced(data[path[0]], path[1:], value)
    return copy


def deleted(data: Any, path: tuple[Any, ...]) -> Any:
    copy = data.copy()
    if len(path) == 1:
        del copy[path[0]]
    else:
        copy[path[0]] = deleted(data[path[0]], path[1:])
    return copy


def nested(depth: int) -> list[Any]:
    deep: list[Any] = []
    for _ in range(depth):
        deep = [deep]
    return deep


@st.composite
def mutated_replays(draw: st.DrawFn) -> tuple[str, Any]:
    """(how it is handed over, the record): "dict" for from_dict, "json" or "bytes" for
    from_json (a truncated text among them)."""
    form = draw(st.sampled_from(["dict", "json", "bytes", "truncated"]))
    depth = draw(st.sampled_from([3, 9, 50, 5_000, 200_000]))
    data = json.loads(json.dumps(BASES[draw(st.sampled_from(sorted(BASES)))]))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(paths(data)))
        # "text" thrice: most of its cases stay valid, and a valid replay must draw
        kinds = ["text"] * 3 + ["replace", "delete", "retype", "nest", "huge", "long"]
        how = draw(st.sampled_from(kinds))
        if how == "text" and "captions" in data:
            # Free text a valid replay may carry: the title, a seat's name. (A caption is
            # not free: one that is not what its move gives is refused, which the other
            # kinds of change reach.)
            where = draw(st.sampled_from(["title", "seats"]))
            spot = ("title",) if where == "title" else (where, draw(st.integers(0, 3)))
            data = replaced(data, spot, draw(odd_text))
        elif how == "delete" and path:
            data = deleted(data, path)
        elif how == "retype":
            value = data
            for part in path:
                value = value[part]
            retyped = [excerpt(value), [value], {"v": value}]
            data = replaced(data, path, draw(st.sampled_from(retyped)))
        elif how == "nest":
            # JSON text cannot be made from a deep list by json.dumps: a marker stands in
            data = replaced(data, path, nested(depth) if form == "dict" else NEST)
        elif how == "huge":
            data = replaced(data, path, "y" * draw(st.integers(100_000, 2_000_000)))
        elif how == "long":
            data = replaced(data, path, 10**5000 if form == "dict" else LONG)
        elif path:
            data = replaced(data, path, draw(odd_value))
    if form == "dict":
        return form, data
    text = json.dumps(data)  # ensure_ascii: a lone surrogate is written as \ud800
    text = text.replace(json.dumps(NEST), "[" * depth + "]" * depth)
    text = text.replace(json.dumps(LONG), "9" * 5000)
    if form == "truncated":
        return "json", text[: draw(st.integers(0, max(0, len(text) - 1)))]
    return form, text.encode("utf-8") if form == "bytes" else text


@FUZZ
@given(mutated_replays())
def test_a_mutated_replay_loads_and_draws_or_is_refused_briefly(case: tuple[str, Any]) -> None:
    form, record = case
    try:
        if form == "dict":
            replay = gw.Replay.from_dict(record)
        else:
            replay = gw.Replay.from_json(record)
    except gw.ReplayError as exc:
        assert len(str(exc)) < SHORT, str(exc)[:200]
        return
    # Accepted: it must be drawable, and written back out as UTF-8.
    frames = ReplayFrames(replay, (None, 0))
    assert frames.frame_svg(len(replay) // 2, 0).startswith("<svg")
    assert replay.to_json().encode("utf-8")
    assert gw.Replay.from_json(replay.to_json()) == replay


# -- the command line ---------------------------------------------------------------------------

GAMES = ["jielong", "dingniu", "nope", "", "JIELONG", "x" * 5000]
VALUES = ["1", "2", "0", "-3", "²", "٣", "1e3", "", " 7", "4", "99999999999999999999", "\udcff"]


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Replay files to give --from: a good one and the bad kinds people have."""
    folder = tmp_path_factory.mktemp("sources")
    files = {
        "good": gw.play("jielong", seed=3).to_json().encode("utf-8"),
        "latin1": "Spiel é".encode("latin-1"),
        "binary": bytes(range(256)),
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "empty": b"",
        "infinite": gw.play("jielong", seed=3)
        .to_json()
        .replace('"title": ""', '"title": Infinity')
        .encode(),
    }
    for name, content in files.items():
        (folder / f"{name}.json").write_bytes(content)
    return {name: folder / f"{name}.json" for name in files}


@st.composite
def command_lines(draw: st.DrawFn, sources: dict[str, Path], out: Path) -> list[str]:
    command = draw(st.sampled_from(["play", "replay", "simulate", "list", "dance"]))
    argv = [command]
    if draw(st.booleans()):
        argv.append(draw(st.sampled_from(GAMES)))
    flags = {
        "--players": VALUES,
        "--seed": VALUES,
        "--seat": VALUES,
        "-n": ["1", "2", "0", "-1", "²", "1e3", "x"],
        "--option": ["two_arms=yes", "deals=²", "deals", "jokers=1", "deals=2", "=", "deals=٣"],
        "--bots": ["random", "random,random", "clever", "", ",,,"],
        "--views": ["open", "1", "P2", "²", "every", "open,9", "٣", ""],
        "-o": [str(out / "x.html"), str(out / "x.json"), str(out), str(out / "no" / "x.html")],
        "--from": [str(p) for p in sources.values()] + [str(out / "missing.json")],
        "--json": [str(out / "saved.json"), str(out)],
        "--progress": [],
        "--bogus": [],
    }
    for flag in draw(st.lists(st.sampled_from(sorted(flags)), max_size=4)):
        argv.append(flag)
        if flags[flag]:
            argv.append(draw(st.sampled_from(flags[flag])))
    return argv


@settings(FUZZ, max_examples=40)
@given(st.data())
def test_odd_command_lines_end_in_a_message_never_a_traceback(sources, data) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        argv = data.draw(command_lines(sources, out))
        answers = data.draw(st.lists(st.sampled_from(["1", "undo", "xyz", "", "help", "99"])))
        stdin, stdout, stderr = sys.stdin, sys.stdout, sys.stderr
        sys.stdin = io.StringIO("\n".join(answers))
        sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
        try:
            code = main(argv)
        except SystemExit as exited:  # argparse: a usage error (2) or --help (0)
            code = exited.code
        finally:
            err = sys.stderr.getvalue()
            sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
        assert code in (0, 2), (argv, code, err[-300:])
        assert "Traceback" not in err
        if code == 2:
            assert "error:" in err and len(err) < 3000, err[-300:]
        for written in out.rglob("*"):
            assert written.is_dir() or written.stat().st_size > 0, f"{written} is empty"
            assert not written.name.startswith("."), f"a temporary file {written} was left"
