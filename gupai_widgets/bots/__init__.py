"""Bots: the protocol, a random bot for every game, the search bot and the levels of play
(each game's heuristic bot lives beside the game)."""

from __future__ import annotations

from .base import Bot, RandomBot
from .levels import LEVELS, make_bot
from .search import SearchBot

__all__ = ["LEVELS", "Bot", "RandomBot", "SearchBot", "make_bot"]
