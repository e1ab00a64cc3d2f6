"""Errors raised by the engine. Each message names what was wrong and what is allowed."""

from __future__ import annotations


class GameError(ValueError):
    """Base class: any request the rules or the registry cannot accept."""


class UnknownGameError(GameError):
    """A game id that is not registered."""


class OptionError(GameError):
    """An unknown option, a value outside an option's choices, or a wrong player count."""


class IllegalActionError(GameError):
    """An action that is not legal in the current state; the state is left unchanged."""


class DealError(GameError):
    """A fixed deal that does not hold exactly the game's pieces in the expected shape."""


class ReplayError(GameError):
    """A replay file that is corrupt, foreign, or from another rules version."""
