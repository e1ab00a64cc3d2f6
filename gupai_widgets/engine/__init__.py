"""One uniform game API for every game: specs, the registry, states, actions, errors."""

from __future__ import annotations

from .action import Action, seat_amount, seat_name, signed
from .deal import Deal, Shuffles
from .errors import (
    DealError,
    GameError,
    IllegalActionError,
    OptionError,
    ReplayError,
    UnknownGameError,
)
from .game import Game
from .observation import Facts, Observation
from .registry import game_class, list_games, load_game, register
from .result import DealResult, Result
from .spec import FAMILIES, FAMILY_TITLES, GameSpec, Option, flag
from .state import MatchState, State

__all__ = [
    "FAMILIES",
    "FAMILY_TITLES",
    "Action",
    "Deal",
    "DealError",
    "DealResult",
    "Facts",
    "Game",
    "MatchState",
    "Observation",
    "GameError",
    "GameSpec",
    "IllegalActionError",
    "Option",
    "OptionError",
    "ReplayError",
    "Result",
    "Shuffles",
    "State",
    "UnknownGameError",
    "flag",
    "game_class",
    "list_games",
    "load_game",
    "register",
    "seat_amount",
    "seat_name",
    "signed",
]
