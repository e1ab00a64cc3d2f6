"""Bots: the protocol, a random bot for every game, and each game's heuristic bot."""

from __future__ import annotations

from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
