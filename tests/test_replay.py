"""Replay files: a JSON round trip, and a clear refusal of anything corrupt or foreign."""

from __future__ import annotations

import json
from typing import Any

import pytest

import gupai_widgets as gw
from gupai_widgets.replay import FORMAT, FORMAT_VERSION


@pytest.fixture(scope="module")
def replay() -> gw.Replay:
    return gw.play("jielong", seed=3, title="A seeded game")


def dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def test_json_round_trip(replay) -> None:
    text = replay.to_json()
    loaded = gw.Replay.from_json(text)
    assert loaded == replay
    assert loaded.to_json() == text
    assert gw.Replay.from_json(text.encode("utf-8")) == replay
    assert gw.Replay.from_json(replay.to_json(indent=2)) == replay


def test_to_dict_is_plain_json_and_round_trips(replay) -> None:
    data = replay.to_dict()
    assert data == json.loads(replay.to_json())
    assert data["format"] == FORMAT and data["format_version"] == FORMAT_VERSION
    assert gw.Replay.from_dict(data) == replay


def test_the_states_rebuild_the_game(replay) -> None:
    states = gw.Replay.from_json(replay.to_json()).states()
    assert len(states) == len(replay) + 1
    assert [s.history[-1].short for s in states[1:]] == list(replay.actions)
    assert states[-1].is_terminal() and tuple(states[-1].returns()) == replay.returns


def corrupt(replay: gw.Replay, **changes: Any) -> str:
    data = replay.to_dict()
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return dump(data)


# (what is wrong, how it is written, words the error must contain)
REFUSALS = [
    ("invalid JSON", lambda r: '{"format": ', "not valid JSON"),
    ("not JSON at all", lambda r: "PK\x03\x04 zip", "not valid JSON"),
    ("a JSON list", lambda r: dump([1, 2, 3]), "not a gupai_widgets replay"),
    ("a foreign format", lambda r: corrupt(r, format="chess.pgn"), "not a gupai_widgets replay"),
    ("no format", lambda r: corrupt(r, format=...), "not a gupai_widgets replay"),
    ("another format version", lambda r: corrupt(r, format_version=1), "format version 1"),
    ("an unknown game", lambda r: corrupt(r, game="mahjong"), "no game called 'mahjong'"),
    ("another rules version", lambda r: corrupt(r, rules_version=99), "rules version 99"),
    ("an unknown option", lambda r: corrupt(r, options={"jokers": True}), "no option 'jokers'"),
    ("a wrong player count", lambda r: corrupt(r, players=7), "not 7"),
    (
        "an illegal action",
        lambda r: corrupt(r, actions=[*r.actions[:3], "P4 plays 9:9 on the moon", *r.actions[4:]]),
        "step 4 ('P4 plays 9:9 on the moon') is not legal",
    ),
    (
        "a tampered settlement",
        lambda r: corrupt(r, returns=[r.returns[1], r.returns[0], *r.returns[2:]]),
        "is not what the rules give",
    ),
    ("a missing field", lambda r: corrupt(r, setup=...), "no 'setup' field"),
    (
        "a field of the wrong type",
        lambda r: corrupt(r, players="four"),
        "field 'players' should be a whole number, not 'four'",
    ),
    (
        "actions that are not text",
        lambda r: corrupt(r, actions=[1, 2]),
        "field 'actions' should be a list of text; item 1 is 1",
    ),
    ("no actions at all", lambda r: corrupt(r, actions=None), "'actions' should be a list"),
    ("a number for the title", lambda r: corrupt(r, title=5), "field 'title' should be text"),
    (
        "a mark that is not [deal, phase]",
        lambda r: corrupt(r, marks=[["0", 5], *r.marks[1:]]),
        "field 'marks' should be a list of [deal number, phase] pairs",
    ),
    (
        "a mark of three parts",
        lambda r: corrupt(r, marks=[[0, "play", 1], *r.marks[1:]]),
        "item 1 is [0, 'play', 1]",
    ),
    (
        "true for the format version",  # bool is not an int: true is not version 1
        lambda r: corrupt(r, format_version=True),
        "field 'format_version' should be a whole number, not True",
    ),
    (
        "an infinite mark",
        lambda r: dump(r.to_dict()).replace('"marks": [[0', '"marks": [[Infinity', 1),
        "field 'marks[0][0]' is inf: numbers in a replay are finite",
    ),
    (
        "NaN as the seed",
        lambda r: dump(r.to_dict()).replace('"seed": 3', '"seed": NaN', 1),
        "field 'setup.seed' is nan",
    ),
    (
        "a lone surrogate in a seat's name",
        lambda r: corrupt(r, seats=["bot", "\ud800", "bot", "bot"]),
        "field 'seats[1]' holds the character U+D800",
    ),
    (
        "a control character in a caption",
        lambda r: corrupt(r, captions=["a\x00b", *r.captions[1:]]),
        "field 'captions[0]' holds the character U+0000",
    ),
    (
        "deep nesting",
        lambda r: "[" * 100_000 + "]" * 100_000,
        "nests deeper than a replay does",
    ),
    (
        "deep nesting in a field",
        lambda r: corrupt(r, setup={"seed": 3, "hands": [[[[[[[[["6:6"]]]]]]]]]}),
        "field 'setup.hands[0][0][0][0][0][0][0]' nests deeper",
    ),
    ("a field replays do not have", lambda r: corrupt(r, extra=1), "a field 'extra'"),
    (
        "an argument the deal does not take",
        lambda r: corrupt(r, setup={"seed": 3, "shuffle": "no"}),
        "field 'setup' has a key 'shuffle': allowed seed, hands",
    ),
    (
        "an option named like an argument",
        lambda r: corrupt(r, options={"players": 3}),
        "no option 'players'",
    ),
    ("a title too long", lambda r: corrupt(r, title="t" * 201), "at most 200"),
    (
        "a chapter mark the rules do not give",
        lambda r: corrupt(r, marks=[*r.marks[:4], [1, "play"], *r.marks[5:]]),
        "field 'marks' item 5 is [1, 'play'], but the rules give [0, 'play']",
    ),
    (
        "a seed too long to write back",
        lambda r: corrupt(r, setup={"seed": 10**40}),
        "field 'setup.seed' is 100000000000000000...0000000000000000000: whole numbers in "
        "a replay have at most 30 digits",
    ),
    (
        "a broken deal",
        lambda r: corrupt(r, setup={"seed": 1, "hands": [["6:6"]]}),
        "setup is not valid",
    ),
    ("a caption short", lambda r: corrupt(r, captions=list(r.captions[:-1])), "one caption"),
    (
        "an edited caption",
        lambda r: corrupt(r, captions=[*r.captions[:4], "P1 wins everything.", *r.captions[5:]]),
        "step 5's caption differs from the one its move gives (captions are made from the "
        "moves): the file has 'P1 wins everything.' where the rules write 'P1 plays",
    ),
    ("seats that do not match", lambda r: corrupt(r, seats=["a"]), "names 1 seats for 4"),
]


@pytest.mark.parametrize(("name", "make", "words"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_corrupt_or_foreign_files_are_refused_clearly(replay, name, make, words) -> None:
    with pytest.raises(gw.ReplayError) as caught:
        gw.Replay.from_json(make(replay))
    assert words in str(caught.value), f"{name}: {caught.value}"


def test_a_replay_shows_itself_as_html(replay) -> None:
    html = replay._repr_html_()
    assert html == replay._repr_html_()
    assert 'class="gw-replay"' in html and "A seeded game" in html
    assert 'data-view="o"' in html


HUGE = "x" * 10_000_000
# (which field, a huge value for it), built when the test runs
HUGE_VALUES = {
    "game": lambda: HUGE,
    "actions": lambda: [HUGE],
    "options": lambda: {HUGE: True},
    "setup": lambda: {"seed": HUGE},
    "format_version": lambda: HUGE,
    "captions": lambda: [HUGE],
    "players": lambda: 10**5000,
    "returns": lambda: list(range(100_000)),
}


@pytest.mark.parametrize("field", HUGE_VALUES)
def test_a_message_quotes_at_most_an_excerpt_of_a_huge_value(replay, field) -> None:
    data = replay.to_dict()
    data[field] = HUGE_VALUES[field]()
    with pytest.raises(gw.ReplayError) as caught:
        gw.Replay.from_dict(data)
    assert len(str(caught.value)) < 700, f"{field}: a message of {len(str(caught.value))}"


def test_a_file_that_is_not_utf8_text_is_refused(replay) -> None:
    latin1 = replay.to_json().replace("P1", "Pé").encode("latin-1", "replace")
    for data in (latin1, bytes(range(256)), b"\xff\xfe{}"):
        with pytest.raises(gw.ReplayError, match="a replay file is UTF-8 text, and byte 0x"):
            gw.Replay.from_json(data)
    with pytest.raises(gw.ReplayError, match="read from text, not 5"):
        gw.Replay.from_json(5)  # type: ignore[arg-type]


def test_text_fields_are_taken_as_written_when_they_are_text(replay) -> None:
    data = replay.to_dict()
    data["seats"] = ["Ann 安", "Bo", "Cy", "Di"]
    data["title"] = "A game <b>& more</b>"
    loaded = gw.Replay.from_dict(data)
    assert loaded.seats == ("Ann 安", "Bo", "Cy", "Di") and loaded.title == data["title"]
    assert "Ann 安" in loaded._repr_html_() and "A game &lt;b&gt;&amp; more" in loaded._repr_html_()


def test_captions_are_the_ones_the_moves_give(replay) -> None:
    """Issue 28: a caption edited in the file loaded and showed as if the rules said it. A
    caption may differ from the rules' by one character or in its end alone: refused too,
    quoting where the two part."""
    data = replay.to_dict()
    data["captions"][6] = data["captions"][6][:-1] + "!"
    with pytest.raises(gw.ReplayError, match=r"step 7's caption differs .* the file has …'") as e:
        gw.Replay.from_dict(data)
    assert "!'" in str(e.value) and len(str(e.value)) < 300
    data = replay.to_dict()
    data["captions"][-1] += " P1 wins everything."
    with pytest.raises(gw.ReplayError, match=f"step {len(replay)}'s caption differs"):
        gw.Replay.from_dict(data)


def test_loading_explains_each_move_once(replay, monkeypatch) -> None:
    """The captions are made in the pass over the moves that loading already makes, and
    drawing the replay afterwards reuses its states."""
    state_class = type(replay.initial_state())
    calls = []
    explain = state_class.explain

    def counted(self, *args, **kwargs):
        calls.append(1)
        return explain(self, *args, **kwargs)

    monkeypatch.setattr(state_class, "explain", counted)
    loaded = gw.Replay.from_json(replay.to_json())
    assert len(calls) == len(replay)
    assert len(loaded.states()) == len(replay) + 1 and len(calls) == len(replay)
    assert loaded.captions == replay.captions


@pytest.mark.parametrize("game", ["jjak_mat_chu_gi", "dezai_shen", "mouse_moving", "hohpai"])
def test_the_end_is_the_last_position_of_the_states(game: str) -> None:
    """`end()` plays the moves again without keeping every position: the same last position
    as `states()` gives, down to what the table shows."""
    replay = gw.play(game, seed=3)
    end, last = replay.end(), replay.states()[-1]
    assert end is not last and end.history == last.history
    assert end.returns() == last.returns() and end.result() == last.result()
    assert end.table(None) == last.table(None)
