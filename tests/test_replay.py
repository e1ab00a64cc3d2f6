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
    ("a field of the wrong type", lambda r: corrupt(r, players="four"), "should be int"),
    ("actions that are not text", lambda r: corrupt(r, actions=[1, 2]), "should hold str"),
    (
        "a broken deal",
        lambda r: corrupt(r, setup={"seed": 1, "hands": [["6:6"]]}),
        "setup is not valid",
    ),
    ("a caption short", lambda r: corrupt(r, captions=list(r.captions[:-1])), "one caption"),
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
