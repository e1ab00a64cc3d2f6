"""gupai_widgets: Chinese dominoes (GuPai 骨牌, GolPae 골패) and three trick-taking games
with dominoes and cards, drawn faithfully, played by rules engines and bots, and shown as
step-through replays and playable tables in Jupyter.
"""

from __future__ import annotations

import importlib
from typing import Any

from .bots import LEVELS, Bot, RandomBot, SearchBot, make_bot
from .engine import (
    Action,
    Deal,
    DealError,
    Facts,
    Game,
    GameError,
    GameSpec,
    IllegalActionError,
    Observation,
    OptionError,
    ReplayError,
    Result,
    State,
    UnknownGameError,
    list_games,
    load_game,
)
from .pieces import *  # noqa: F403
from .pieces import __all__ as _pieces_all
from .render import card_svg, tile_svg
from .replay import Replay, play
from .review import MoveReview, review

__version__ = "0.1.0"

# The widgets import anywidget and ipywidgets; load them only when first asked for, so
# that the rules engine and the drawings stay quick to import outside Jupyter. The helpers
# the notebooks share (`gw.notebook`) load on first use too, and so do the lessons and
# puzzles, which a table played on the site never needs (its Python starts faster), and so
# does `Hand` (render/__init__.py says why).
_WIDGETS = ("Lesson", "PlayTable", "ReplayViewer", "ReviewViewer", "compare", "review_viewer")
_EXERCISES = ("lesson_for", "puzzles_for")
_DRAWINGS = ("Hand",)


def __getattr__(name: str) -> Any:
    if name in _DRAWINGS:
        from . import render

        return getattr(render, name)
    if name in _WIDGETS:
        from . import widgets

        return getattr(widgets, name)
    if name in _EXERCISES:
        from . import exercises

        return getattr(exercises, name)
    if name == "notebook":
        return importlib.import_module(f"{__name__}.notebook")
    raise AttributeError(f"module 'gupai_widgets' has no attribute {name!r}")


__all__ = [
    *_pieces_all,
    *_WIDGETS,
    *_EXERCISES,
    *_DRAWINGS,
    "Action",
    "Bot",
    "Deal",
    "DealError",
    "Facts",
    "Game",
    "GameError",
    "GameSpec",
    "IllegalActionError",
    "LEVELS",
    "Observation",
    "OptionError",
    "RandomBot",
    "MoveReview",
    "Replay",
    "ReplayError",
    "Result",
    "SearchBot",
    "State",
    "UnknownGameError",
    "card_svg",
    "list_games",
    "load_game",
    "make_bot",
    "play",
    "review",
    "tile_svg",
]
