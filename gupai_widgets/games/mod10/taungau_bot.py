"""Tau Ngau's bot: the best bull, and a bank and stakes chosen by the exact odds.

Once the tiles are dealt the only choice is which bull to set aside; the bot keeps the two
tiles that score most (`taungau_hands.bulls` lists the best first). Where a player may
decline his bull (option `decline_bull`) it does so only when the exact expectation of a
hand without a bull is the better (`keep_or_decline`); deciding before the banker, as
players do here, it never is. Before the deal it knows
only the rules: it takes the bank when the exact expectation of a round (`house_edge`) does
not favour the players, and stakes the most it may unless that expectation favours the
bank, the least then. The expectation assumes every seat sets its best bull; a seat that
sets a worse one only gives away, so with pagat's even odds the most staked is never worse
for the player and better against a banker who errs. It reads only its own tiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .taungau_hands import DECLINED, keep_or_decline, points

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .taungau import TauNgau


class TauNgauBot:
    name = "best bull"

    def __init__(self, seed: int | None = None) -> None:
        """`seed` is taken as every game's bot takes one; this bot draws nothing at random."""

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        kind = legal[0].kind
        game = cast("TauNgau", seen.rules)
        if kind == "bull":
            if legal[-1].detail == DECLINED:
                rules = game.rules
                keep, decline = keep_or_decline(rules, points(legal[0].pieces[3:], rules.zero_high))
                if decline > keep:
                    return legal[-1]
            return legal[0]  # the best bull, or the only move: no bull
        players_gain = game.players_gain  # (`house_edge`)
        if kind == "bank":
            return legal[0] if players_gain <= 0 or len(legal) == 1 else legal[1]
        stake = max if players_gain >= 0 else min
        return stake(legal, key=lambda a: int(a.detail))
