"""What the game scenario tests share: writing a fixed deal, playing a list of moves in
notation, and reading a state back; the bot-play counts a page plots."""

from __future__ import annotations

import copy
import functools
import importlib.util
import json
from pathlib import Path
from typing import Any

import gupai_widgets as gw


def wall(*hands: str, unused: str = "") -> list[str]:
    """A wall dealt in seat order: P1's hand first, then P2's, ...; unused tiles last."""
    return [t for hand in (*hands, unused) for t in hand.split()]


def seats(*hands: str) -> list[list[str]]:
    """Each seat's hand, P1's first, for `new_initial_state(hands=...)`: one string of
    pieces per seat."""
    return [hand.split() for hand in hands]


def play(state: gw.State, actions: list[str]) -> gw.State:
    """Apply each move, written in notation, in turn."""
    for action in actions:
        state.apply_action(action)
    return state


def texts(state: gw.State) -> set[str]:
    """The sentence of every legal action."""
    return {a.text for a in state.legal_actions()}


def shorts(state: gw.State) -> set[str]:
    """The short notation of every legal action."""
    return {a.short for a in state.legal_actions()}


def dump(state: gw.State) -> str:
    """The whole state as text, to compare before and after a refused move."""
    return json.dumps(state.to_dict(), sort_keys=True)


def what_seat_sees(state: gw.State, seat: int) -> tuple[str, str, list[str]]:
    """Everything `seat` is shown of a position: its view, its table drawn, and the caption
    of every move so far as that seat reads it; for non-interference tests."""
    from gupai_widgets.render.table import table_svg

    return (
        json.dumps(state.view(seat), sort_keys=True),
        table_svg(state.table(seat)),
        [a.seen_by(seat) for a in state.history],
    )


ROOT = Path(__file__).resolve().parents[2]


def mean_and_error(total: float, squares: float, n: int) -> tuple[float, float]:
    """The mean of `n` values from their sum and the sum of their squares, and its
    standard error: how the page figures' counts are kept (scripts/page_stats.py)."""
    mean = total / n
    return mean, ((squares / n - mean * mean) / n) ** 0.5


def means_and_errors(
    totals: list[float], squares: list[float], n: int
) -> tuple[list[float], list[float]]:
    """`mean_and_error` for each seat: the means, then their standard errors."""
    pairs = [mean_and_error(t, q, n) for t, q in zip(totals, squares, strict=True)]
    return [m for m, _ in pairs], [e for _, e in pairs]


def search_shown(
    choices: dict[str, dict[str, Any]], digits: int = 1
) -> tuple[dict[str, tuple[Any, ...]], dict[str, float]]:
    """What a page's "How to play well" table shows of where the search bot overrules the
    game's bot (scripts/page_stats.py `search_choices`), per kind of move: the moves, how
    often the search bot chose otherwise and that share, how often its move was heavier
    and lighter (None where no weight was kept), and its gain ± its standard error to
    `digits` places (None where it never differed). Then how clear each gain is: its mean
    in standard errors, to one place, for the kinds it differed in."""
    shown, clear = {}, {}
    for kind, c in choices.items():
        moves, differ, gain = c["moves"], c["differ"], None
        if differ:
            mean, error = mean_and_error(c["sum"], c["squares"], differ)
            gain = f"{mean:+.{digits}f} ± {error:.{digits}f}"
            clear[kind] = round(mean / error, 1)
        weights = (c.get("heavier"), c.get("lighter"))
        shown[kind] = (moves, differ, f"{differ / moves:.0%}", *weights, gain)
    return shown, clear


def page_stats(game_id: str) -> dict[str, Any]:
    """The counts kept beside a game's notebook (notebooks/<game>.stats.json), after
    checking that scripts/page_stats.py still gives their sample when it plays again."""
    return copy.deepcopy(_checked_page_stats(game_id))


@functools.cache
def _checked_page_stats(game_id: str) -> dict[str, Any]:
    # Once per game and test process: several tests of a game read its counts, and playing
    # the sample again (seconds) gives the same result each time.
    spec = importlib.util.spec_from_file_location("page_stats", ROOT / "scripts" / "page_stats.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    stored = json.loads(script.target(game_id).read_text(encoding="utf-8"))
    assert script.MEASURES[game_id](script.SAMPLE) == stored["sample"]
    return stored["all"]
