"""Ho-hpai 胡牌 ("barbarian tablets") and Tok 톡: the Korean draw-and-discard game of two
triplets or a straight.

Rules (the GuPai site's Ho-hpai page, https://navpil.github.io/gupai/collecting-games/ho-hpai.html,
a reconstruction from Culin and Thomas Son's Tok; Culin, Korean Games (1895), Ho-hpai,
https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/hohpai.html ; navpil/gupai
`rummy/hohpai` as a second opinion): three or four players and one set of 32 tiles; each
gets five, the first player a sixth (here his first draw from the wall). On his turn a
player takes the last discard into his hand or draws from the wall; with a winning hand of
six tiles he shows it and wins (a move of its own), otherwise he discards a tile face up.
A winning hand is two classical triplets (no Five points, no Full fourteen) or a straight
[k:1]..[k:6] (`hohpai_hands`). The winner is paid what his hand counts by every other
player. When the wall runs out nobody wins.

Options, where the sources differ:

* `scoring`: the GuPai site's values ("gupai"), Culin's ("culin"), the navpil Readme's combined
  rules ("combined") or the Korean values of Tok ("korean"); see `hohpai_hands`.
* `sok`: whether Coincidence and Five sons count (Culin: sometimes left out by agreement).
* `split`: whether the Split counts (Thomas Son's Tok drops it).
* `turn`: "discard" (the GuPai site: take the last discard or draw) or "line" (Culin: six
  tiles each; the tiles left lie in a line; a player lays a tile at one end of it, then
  takes the tile at the other end). With three players Culin withdraws both copies of
  [3:3], [4:4], [5:5] and [6:6]. It is broken: when the line's length is a multiple
  of the number of players, every tile a player takes from it, after the first few, is one
  he laid there himself (four players: 8 tiles; three players with the doubles withdrawn:
  6); the notebook measures it. Nobody draws before his first discard, so a hand dealt
  winning wins when its turn comes.
* `discard_win_pays`: on a win with a discard every other player pays ("all") or only the
  discarder ("discarder", Thomas Son's Tok).

Tok (`tok`): the same game under Thomas Son's modern rules as the GuPai site reports them:
no Split, the Korean values, and a win with a discard paid by the discarder alone. The GuPai
site calls Ho-hpai "also named Tok", and navpil's GuPai Readme "probably the same as Tok"; the
rules differ in these points only, so Tok is this module's game with other defaults.

Every deal ends: when the wall runs out, or, since the line never runs out and taking the
last discard leaves the wall as it is, once every player has taken `ROUNDS` tiles with
nobody winning (a project rule; navpil's simulation stops a deal after 50 rounds).

Project decisions: the first player is drawn by lot (Culin: the most spots), or given as
`dealer`; a hand that wins several ways counts its best reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from ...engine import Action, GameSpec, Option, flag, register, seat_name
from ...engine.table import TableView
from ...pieces import Tile, chinese_set
from ._discard import Claim, DiscardFacts, DiscardGame, DiscardState, Meld, Settlement
from .hohpai_bot import TripletsBot
from .hohpai_hands import (
    INDEX,
    SCORINGS,
    HandRules,
    HandTables,
    Reading,
    best_reading,
    hand_tables,
)

HAND = 5
LINE_HAND = 6
ROUNDS = 10  # a deal nobody has won after this many rounds ends (project rule)
CULIN_WITHDRAWN = tuple(Tile(v, v) for v in (3, 4, 5, 6))

SCORING_HELP = (
    'What a hand counts: "gupai" (the GuPai site), "culin" (Culin), "combined" (navpil\'s '
    'GuPai Readme: Culin with the straights re-valued and every 2-3-Kao counted) or "korean" '
    "(Thomas Son's Tok)."
)


def options(scoring: str, split: bool, pays: str) -> tuple[Option, ...]:
    return (
        Option("scoring", scoring, SCORINGS, SCORING_HELP),
        flag("sok", True, "Whether Coincidence and Five sons count (Culin: sometimes not)."),
        flag("split", split, "Whether the Split counts (Thomas Son's Tok: it does not)."),
        Option(
            "turn", "discard", ("discard", "line"),
            '"discard": take the last discard or draw (the GuPai site); "line": lay a tile '
            "at one end of a line and take the tile at the other end (Culin; with three "
            "players both [3:3], [4:4], [5:5] and [6:6] are withdrawn).",
        ),
        Option(
            "discard_win_pays", pays, ("all", "discarder"),
            'On a win with a discard "all" other players pay, or only the "discarder" '
            "(Thomas Son's Tok).",
        ),
    )  # fmt: skip


SOURCES = (
    "GuPai site, Ho-hpai: https://navpil.github.io/gupai/collecting-games/ho-hpai.html",
    "Stewart Culin, Korean Games (1895), Ho-hpai: "
    "https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/hohpai.html",
    "Thomas Son's Tok blog (Korean): https://blog.naver.com/whsohn12/222770183544",
    "navpil/gupai, rummy/hohpai (a second opinion): https://github.com/navpil/gupai",
    "navpil's GuPai Readme (Culin's, the Korean and the combined values): "
    "https://github.com/navpil/gupai/blob/master/docs/Readme.md",
)


@dataclass(frozen=True, slots=True)
class HoHpaiFacts(DiscardFacts):
    """The draw-and-discard facts and, under Culin's line (None otherwise), how many tiles
    were taken back from the line and how many of those the taker had laid there himself."""

    own_returns: int | None
    returns_taken: int | None


class HoHpaiState(DiscardState):
    """A Ho-hpai deal. Under Culin's line the turn is: discard to the line's end, take
    from its front; the tiles laid in the line stay face up among the discards until they
    come round."""

    game: HoHpai

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        self.dealt = False  # Culin's line: the deal's first draw is not made
        self.dealt_win = False  # the line: a hand won as it was dealt
        self.own_returns = 0  # tiles taken from the line that the taker had laid there
        self.returns_taken = 0  # tiles taken from the line that a player had laid there
        super()._start_deal(hands, rest)

    def _draw(self, seat: int) -> None:
        if not self.game.line:
            super()._draw(seat)
            return
        if not self.dealt:
            self.dealt = True  # Culin deals six each: the first player discards first
            self._dealt_win(seat)
            return
        if self.wall:
            tile = self.wall.pop(0)
        else:
            layer, tile = self.discards.pop(0)
            self.returns_taken += 1
            self.own_returns += layer == seat
        self.hands[seat].append(tile)
        self.events.append(("draw", seat, tile))
        self._taken(seat, None)

    def _apply(self, action: Action) -> None:
        if not (self.game.line and action.kind == "discard"):
            super()._apply(action)
            return
        seat = action.player
        self.events = []
        tile = action.pieces[0]
        self.hands[seat].remove(tile)
        self.discards.append((seat, tile))
        self._draw(seat)
        # The take ends his turn, unless it won (then showing it is his next move).
        if not self.over and self.stage != "win":
            self.turn = self.game.next_seat(seat)
            self._dealt_win(self.turn)

    def _dealt_win(self, seat: int) -> None:
        """Under the line a player holds six tiles when his turn comes: if they were dealt
        winning, showing them is his move (as navpil checks the first round)."""
        label = self.game.win_label(self, seat)
        if label:
            self.turn, self.dealt_win = seat, True
            self.stage, self.pending_win = "win", (label, None)

    def _facts(self, seat: int | None) -> HoHpaiFacts:
        line = self.game.line
        return HoHpaiFacts(
            **self._discard_facts(),
            own_returns=self.own_returns if line else None,
            returns_taken=self.returns_taken if line else None,
        )

    def _table(self, seat: int | None) -> TableView:
        table = super()._table(seat)
        if not self.game.line:
            return table
        # Under Culin's line the tiles laid face up are the line's end, not discards, and
        # the wall its face-down rest.
        groups = tuple(
            replace(g, label="the line, face up") if g.label == "discards" else g
            for g in table.centre.groups
        )
        piles = tuple(replace(p, name="line") for p in table.piles)
        return replace(table, centre=replace(table.centre, groups=groups), piles=piles)

    def _explain(self, action: Action, seat: int | None) -> str:
        if self.game.line and action.kind == "discard":
            after = self.after(action)
            parts = [f"{action.text} at one end of the line."]
            for kind, who, tile in after.events:
                if kind == "draw":  # the tile is named to its taker only
                    sees = seat is None or seat == who or after.over
                    shown = f" ({tile})" if sees else ""
                    parts.append(f"{seat_name(who)} takes the tile at the other end{shown}.")
            parts.append(after.events_words(seat, events=[]))  # the end, if it came
            return " ".join(p for p in parts if p)
        return super()._explain(action, seat)


@register
class HoHpai(DiscardGame):
    # The search bot's strong budget (bots/levels.py): 2.3 s a strong move at 20,000.
    strong_budget = 7_000
    spec = GameSpec(
        id="hohpai",
        name="Ho-hpai",
        native_name="胡牌",
        family="draw_discard",
        players=(3, 4),
        options=options("gupai", True, "all"),
        sources=SOURCES,
        summary="Collect two classical triplets or a six-tile straight by drawing and discarding.",
        order=2,
    )
    state_class = HoHpaiState
    bot_class = TripletsBot

    @property
    def line(self) -> bool:
        return self.options["turn"] == "line"

    @cached_property
    def rules(self) -> HandRules:
        o = self.options
        return HandRules(o["scoring"], o["sok"], o["split"])

    def pieces(self) -> tuple[Tile, ...]:
        tiles = chinese_set()
        if self.line and self.players == 3:
            tiles = tuple(t for t in tiles if t not in CULIN_WITHDRAWN)
        return tiles

    def hand_size(self) -> int:
        return LINE_HAND if self.line else HAND

    def front_room(self) -> int:
        return 6

    def unit(self) -> str:
        return "points"

    def turn_limit(self) -> int:
        # Taking the last discard does not shrink the wall, and Culin's line never runs
        # out: without this end a deal could go round for ever.
        return ROUNDS * self.players

    def claim_order(self, state: DiscardState, discarder: int) -> Sequence[int]:
        return () if self.line else (self.next_seat(discarder),)

    def claim_rule(self) -> str:
        if self.line:
            return "nobody: the tile goes to the end of the line"
        return "the next player may take the last discard into his hand, whatever it makes"

    def claim_short(self) -> str:
        return "none (the line)" if self.line else "the next player"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        return [Claim(())]

    @cached_property
    def tables(self) -> HandTables:
        return hand_tables(self.rules)

    def reading(self, state: DiscardState, seat: int) -> Reading | None:
        hand = state.hands[seat]
        # Most hands win nothing, which the tables tell without reading the hand.
        if len(hand) != 6 or not self.tables.wins(tuple(sorted([INDEX[t.code] for t in hand]))):
            return None
        return best_reading(hand, self.rules)

    def lay_melds(self, state: DiscardState, seat: int) -> list[Meld]:
        # Nothing is laid out during play; a winning hand is shown by its groups.
        found = self.reading(state, seat)
        if found is None:
            return []
        return [Meld(g, k) for g, k in zip(found.groups, found.kinds, strict=True)]

    def win_label(self, state: DiscardState, seat: int) -> str:
        found = self.reading(state, seat)
        if found is None:
            return ""
        return f"{found.label}, {found.points} point{'s' * (found.points != 1)}"

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        # The hand is read before its groups are laid out; after, hand + melds hold it.
        tiles = list(state.hands[winner]) + [t for m in state.melds[winner] for t in m.tiles]
        found = best_reading(tiles, self.rules)
        assert found is not None
        n = self.players
        payers = [s for s in range(n) if s != winner]
        if discarder is not None and self.options["discard_win_pays"] == "discarder":
            payers = [discarder]
        payments = [0] * n
        for s in payers:
            payments[s] = -found.points
        payments[winner] = found.points * len(payers)
        source = "from the wall" if discarder is None else f"with {seat_name(discarder)}'s discard"
        if self.line:
            assert isinstance(state, HoHpaiState)
            source = "with the tiles dealt" if state.dealt_win else "from the line"
        who = "only the discarder pays" if len(payers) == 1 and n > 2 else "every other player pays"
        shown = ", ".join(
            f"{seat_name(s)} {p:+d}".replace("-", "−") for s, p in enumerate(payments)
        )
        return Settlement(
            payments=tuple(payments),
            note=f"{seat_name(winner)} wins {source} with {found.label} ({found.why}); "
            f"{who} {found.points}: {shown}.",
        )


@register
class Tok(HoHpai):
    # The search bot's strong budget (bots/levels.py): 2.6 s a strong move at 20,000.
    strong_budget = 6_000
    spec = GameSpec(
        id="tok",
        name="Tok",
        native_name="톡",
        family="draw_discard",
        players=(3, 4),
        options=options("korean", False, "discarder"),
        sources=SOURCES,
        summary=(
            "Ho-hpai as Thomas Son plays it: no Split, the Korean values, and a win with a "
            "discard paid by the discarder."
        ),
        order=3,
        learn_first=("hohpai",),
    )
