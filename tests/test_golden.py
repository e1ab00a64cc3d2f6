"""Golden replays: every recorded match under tests/golden/ replays step for step.

Each record is one match per game, per player count and per non-default option value,
played by the game's bots from a seed (tests/golden_record.py). A failure names the first
step where the rules now give another move, caption or position, or says that the bots no
longer play the recorded match; if that change is meant,
`python scripts/golden.py GAME` writes the record again and the diff shows what changed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden_record import configurations, file_name, record, replay_steps

from gupai_widgets import load_game

GOLDEN = Path(__file__).parent / "golden"
CONFIGURATIONS = list(configurations())


def test_every_configuration_has_a_record() -> None:
    expected = {file_name(*c) for c in CONFIGURATIONS}
    present = {p.name for p in GOLDEN.glob("*.json")}
    assert expected - present == set(), "run `python scripts/golden.py` to record them"
    assert present - expected == set(), "records with no configuration: remove them"


@pytest.mark.parametrize(
    "game_id, players, options", CONFIGURATIONS, ids=[file_name(*c)[:-5] for c in CONFIGURATIONS]
)
def test_golden_replay(game_id: str, players: int, options: dict) -> None:
    data = json.loads((GOLDEN / file_name(game_id, players, options)).read_text("utf-8"))
    steps = 0
    for step, recorded, replayed in replay_steps(data):
        assert replayed == recorded, f"{game_id}: step {step} differs from the golden record"
        steps += 1
    assert steps == len(data["steps"]) + 1
    assert data["steps"], "a golden match has at least one move"


@pytest.mark.parametrize(
    "game_id, players, options", CONFIGURATIONS, ids=[file_name(*c)[:-5] for c in CONFIGURATIONS]
)
def test_the_bots_still_play_the_recorded_match(game_id: str, players: int, options: dict) -> None:
    """Replaying the moves checks the rules; playing the match again from its seed checks
    the bots too, so that a bot that now chooses otherwise shows as well."""
    data = json.loads((GOLDEN / file_name(game_id, players, options)).read_text("utf-8"))
    played = record(load_game(game_id, players=players, **options), seed=data["seed"])
    moves = [step["action"] for step in played["steps"]]
    recorded = [step["action"] for step in data["steps"]]
    assert moves == recorded, (
        f"{game_id}: the game's bots no longer play the recorded match; if that is meant, "
        f"`python scripts/golden.py {game_id}` writes it again (explain the diff)"
    )
