"""Jjak-mat-chu-gi 짝맞추기, "making pairs": the Korean draw-and-discard game of three pairs.

Rules (Culin, Chinese Games with Dice and Dominoes (1895), Tjyak-ma-tchi-ki,
http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tjakmatchiki.html ; pagat,
https://pagat.com/domino/draw/jjak-mat-chu-gi.html ; the GuPai site; navpil/gupai
`jjakmatchugi` as a second opinion): two to four players and one set of 32 tiles; each
player gets five, the first player a sixth (here his first draw from the wall), and the
rest is the wall. Play passes counter-clockwise. On his turn a player may take the last
discard if it makes a pair with a tile of his hand, or else draws from the wall; he lays
every pair he holds face up in front of him; with three pairs he wins, otherwise he
discards a tile face up. A win from the wall is paid one stake by every other player; a win
on a discard only by the player who discarded it. When the wall runs out nobody wins.

Where the sources differ, options:

* `pairing`: which military tiles mate. Culin and the GuPai site give the Korean pairs
  ([6:3][6:2], [5:3][5:2], [4:3][4:2], [4:1][3:2], [5:4][2:1]); pagat gives the Chinese
  ones (Nines, Eights, Sevens, Fives and the Supreme pair [4:2][2:1]). Civil pairs are the
  two copies of a civil tile in both.
* `claim`: who may take the last discard. Culin: only the next player ("next"). The GuPai
  site finds that most four-player games then end with no winner (about 90 %) and suggests
  letting any player claim it, nearest first, as in Mahjong ("any"); play then goes on
  from the claimer, skipping the players between. Measured here with the bots
  (benchmarks/bench_draw_discard.py): see the notebook.
* `win_on_discard`: players may agree that a hand may not be finished with a discard
  (gupai-games, "finishing the game by a discarded tile is forbidden"): the claim that
  would complete it is not allowed, and the player must draw instead.
* `discard_win_pays`: on a win with a discard the discarder pays one stake ("one", the plain
  reading of "only that player pays him") or the stakes of every other player ("all", as
  navpil's simulation settles it).
* `discards`: "face_up", as every source lays them, or "face_down": the blind game navpil's
  GuPai Readme proposes (https://github.com/navpil/gupai/blob/master/docs/Readme.md, "Blind
  game variation", "not a variation described anywhere") to add guessing and memory to a
  game of luck: discards lie face down, and "any tile from the table can be picked up to
  form a pair". Read here: a discard is seen by its layer alone; on his turn, instead of
  deciding on the last discard, a player may turn up any tile lying face down (named by
  its place, oldest first, so that what may be turned up tells nothing) or draw. A tile
  turned up that makes a pair with his hand is laid out with it, as a claim; one that makes
  none (or that would be a third pair where `win_on_discard` is off) is no take: it stays
  face up where everyone sees it (at a real table it is turned back and remembered; here
  the table remembers for everyone) and he draws from the wall instead. A turned-up tile
  may be taken later by a player it makes a pair for. Only the player whose turn it is
  takes from the table, so `claim` does not apply. A win with a tile from the table is
  paid by whoever discarded it, as a win with a discard; a player who wins with a tile he
  had laid face down himself is paid as for a win from the wall.

Project decisions: the first player is drawn by lot (pagat: by drawing tiles; the koan-a
[5:2] or the most pips wins the draw), or given as `dealer`; a pair held must be laid out
before the discard, one move per pair, as navpil does (a pair in hand can only ever pair
with itself, so nothing is lost by it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ...engine import Action, GameSpec, Option, flag, register, seat_amount, seat_name
from ...engine import sentences as say
from ...engine.action import Words
from ...engine.table import Group, TableView
from ...pieces import Tile, all_faces, chinese_set
from ..classical import (
    CHINESE,
    KOREAN,
    KOREAN_MILITARY_PAIR,
    PAIRINGS,
    korean_pair_name,
    pair_name,
    partners,
)
from ._discard import (
    DISCARDS_PER_ROW,
    Claim,
    DiscardFacts,
    DiscardGame,
    DiscardState,
    Meld,
    Settlement,
)
from .jjak_mat_chu_gi_bot import PairsBot

__all__ = ["BlindFacts", "JjakMatChuGi", "pair_label", "pairs_in", "partners"]

HAND = 5
PAIRS_TO_WIN = 3
WIN = "three pairs"
FACE_UP, FACE_DOWN = "face_up", "face_down"
TURNED_UP = "turned up"  # the zone of the tiles turned up from the table, seen by all


def _pair_label(a: Tile, b: Tile, pairing: str) -> str | None:
    if pairing == KOREAN:
        return korean_pair_name(a, b)
    return pair_name((a, b))


def _mate_table(pairing: str) -> dict[str, tuple[Tile, str]]:
    """Each face's mate under `pairing` and the pair's name, keyed by the face's code (a
    string, which keeps its hash): every tile pairs with one face only, in both pairings."""
    table = {}
    for tile in all_faces():
        (mate,) = partners(tile, pairing)
        label = _pair_label(tile, mate, pairing)
        assert label is not None
        table[tile.code] = (mate, label)
    return table


# Worked out once: the rules look for pairs at every take.
_MATES = {pairing: _mate_table(pairing) for pairing in PAIRINGS}


def pair_label(a: Tile, b: Tile, pairing: str) -> str | None:
    """The name of the pair two tiles make under `pairing`, or None."""
    mate, label = _MATES[pairing][a.code]
    return label if b is mate else None


def pairs_in(hand: Sequence[Tile], pairing: str) -> list[Meld]:
    """The pairs a hand holds. Every tile pairs with one face only, in both pairings, so
    the pairs of a hand are the same whichever way they are looked for."""
    mates = _MATES[pairing]
    left = list(hand)
    melds = []
    i = 0
    while i < len(left):
        tile = left[i]
        mate, label = mates[tile.code]
        after = left[i + 1 :]
        if mate in after:  # equality is identity: a scan in C
            melds.append(Meld((tile, mate), label))
            del left[i + 1 + after.index(mate)], left[i]
        else:
            i += 1
    return melds


@dataclass(frozen=True, slots=True)
class BlindFacts(DiscardFacts):
    """The draw-and-discard facts with the discards laid face down: `discards` are the tiles
    lying face down, oldest first (a pick names one by its place here, from 1), each None
    unless this seat laid it there or the deal is over; `turned_up` the tiles turned up by
    a pick that made no pair, which lie face up for everyone."""

    turned_up: tuple[Tile, ...]


class JjakMatChuGiState(DiscardState):
    """A Jjak-mat-chu-gi deal. With `discards="face_down"` each discard lies face down (its
    layer alone knows it) and the next player, instead of deciding on the last discard,
    may turn up any tile lying face down (`pick`), take a turned-up one that makes him a
    pair (`claim`), or draw."""

    game: JjakMatChuGi

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        self.down: list[bool] = []  # per discard on the table: whether it lies face down
        super()._start_deal(hands, rest)

    def face_down(self) -> list[int]:
        """The places in `discards` of the tiles lying face down, oldest first."""
        return [i for i, down in enumerate(self.down) if down]

    def turned_up(self) -> list[Tile]:
        return [t for (_, t), down in zip(self.discards, self.down, strict=True) if not down]

    def shown_down(self, viewer: int | None) -> list[Tile | None]:
        """The tiles lying face down as `viewer` sees them: his own, or all once the deal
        is over (or with all hands open); None for the others."""
        return [
            t if viewer is None or self.over or s == viewer else None
            for s, t in (self.discards[i] for i in self.face_down())
        ]

    # -- the flow ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if not self.game.blind or action.kind not in ("discard", "pick", "claim"):
            super()._apply(action)
            return
        seat = action.player
        if action.kind == "discard":
            super()._apply(action)  # laid on the table; the next player is to take
            self.down.append(True)
            self.offer = None  # nobody else sees it
            return
        self.events = []
        if action.kind == "claim":  # a turned-up tile, named by its face
            tile, mine = action.pieces
            at = next(i for i, (_, t) in enumerate(self.discards) if t == tile and not self.down[i])
            self._take(seat, at, mine, action.detail)
            return
        at = self.face_down()[int(action.detail) - 1]
        tile = self.discards[at][1]
        self.events.append(("turn", seat, tile))
        claims = self.game.claims(self, seat, tile)
        if claims:
            self._take(seat, at, claims[0].tiles[0], claims[0].label)
        else:  # no pair he may lay out: it stays face up, and he draws
            self.down[at] = False
            self._draw(seat)

    def _take(self, seat: int, at: int, mine: Tile, label: str) -> None:
        layer, tile = self.discards.pop(at)
        del self.down[at]
        self.hands[seat].remove(mine)
        self.melds[seat].append(Meld((tile, mine), label))
        self._taken(seat, layer)

    def _legal_actions(self) -> list[Action]:
        if not (self.game.blind and self.stage == "claim"):
            return super()._legal_actions()
        # Drawing first, then the turned-up tiles that make a pair, then every tile lying
        # face down, whatever it is: which may be turned up tells nobody what they are.
        seat = self.turn
        actions = [Action(seat, "draw", text=_draws)]
        order = self.game.piece_order
        for tile in sorted(set(self.turned_up()), key=order.__getitem__):
            actions += [
                Action(
                    seat, "claim", (tile, *c.tiles), c.label, _takes_turned,
                    short=f"claim {tile} {c.tiles[0]}",
                )
                for c in self.game.claims(self, seat, tile)
            ]  # fmt: skip
        places = range(1, len(self.face_down()) + 1)
        actions += [Action(seat, "pick", (), str(k), _picks) for k in places]
        return actions

    # -- captions and the table --------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        if not self.game.blind or action.kind not in ("discard", "pick"):
            return super()._explain(action, seat)
        after = self.after(action)
        if action.kind == "discard":
            nxt = seat_name(after.turn)
            return (
                f"{action.seen_by(seat)}. {nxt} may turn up any tile lying face down to make "
                f"a pair, take a turned-up tile that makes one, or draw."
            )
        who = seat_name(action.player)
        at = self.face_down()[int(action.detail) - 1]
        layer, tile = self.discards[at]
        parts = [f"{action.text} ({seat_name(layer)}'s discard): {tile}."]
        if len(after.melds[action.player]) > len(self.melds[action.player]):
            meld = after.melds[action.player][-1]
            parts.append(f"{who} lays it out with {meld.tiles[1]} ({meld.label}).")
            parts.append(
                self.game.claim_reason(self, Action(action.player, "claim", meld.tiles, meld.label))
            )
        else:
            parts.append(f"It makes no pair {who} may lay out, so it stays face up.")
        draws = [e for e in after.events if e[0] == "draw"]
        parts.append(after.events_words(seat, events=draws))
        return " ".join(p for p in parts if p)

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones = super()._zones(seat)
        if self.game.blind:
            zones["discards"] = self.shown_down(seat)
            zones[TURNED_UP] = self.turned_up()
        return zones

    def _facts(self, seat: int | None) -> DiscardFacts:
        if not self.game.blind:
            return super()._facts(seat)
        facts = self._discard_facts()
        facts["discards"] = tuple(self.shown_down(seat))
        return BlindFacts(**facts, turned_up=tuple(self.turned_up()))

    def _table(self, seat: int | None) -> TableView:
        table = super()._table(seat)
        if not self.game.blind:
            return table
        down = self.shown_down(seat)
        groups = [
            Group(
                tuple(down[i : i + DISCARDS_PER_ROW]),
                label=f"face down {i + 1}"
                + (f"–{min(i + DISCARDS_PER_ROW, len(down))}" if len(down) > i + 1 else ""),
                down=True,
            )
            for i in range(0, len(down), DISCARDS_PER_ROW)
        ]
        if self.turned_up():
            groups.append(Group(tuple(self.turned_up()), label="turned up"))
        return replace(table, centre=replace(table.centre, groups=tuple(groups)))

    def _centre_words(self) -> str:
        if self.game.blind and self.stage == "claim" and not self.over:
            return f"{seat_name(self.turn)} takes a tile from the table or draws"
        return super()._centre_words()

    def _panel(self) -> tuple[str, ...]:
        if self.game.blind and self.stage == "claim" and not self.over:
            return (
                f"claims: {self.game.claim_short()}",
                f"{seat_name(self.turn)} turns up a tile, takes a turned-up one or draws",
            )
        return super()._panel()


def _draws(a: Action) -> str:
    return f"{seat_name(a.player)} draws from the wall"


def _picks(a: Action) -> str:
    return f"{seat_name(a.player)} turns up face-down tile {a.detail}"


def _takes_turned(a: Action) -> str:
    tile, mine = a.pieces
    return (
        f"{seat_name(a.player)} takes the turned-up {tile} and lays it out with {mine} ({a.detail})"
    )


@register
class JjakMatChuGi(DiscardGame):
    spec = GameSpec(
        id="jjak_mat_chu_gi",
        name="Jjak-mat-chu-gi",
        native_name="짝맞추기",
        family="draw_discard",
        players=(2, 3, 4),
        options=(
            Option(
                "pairing", KOREAN, (KOREAN, CHINESE),
                'Which military tiles pair: "korean" ([6:3][6:2], [5:3][5:2], [4:3][4:2], '
                '[4:1][3:2], [5:4][2:1]; Culin, the GuPai site) or "chinese" (Nines, Eights, '
                "Sevens, Fives and [4:2][2:1]; pagat).",
            ),
            Option(
                "claim", "any", ("any", "next"),
                'Who may take the last discard to make a pair: "any" player, nearest first '
                '(the GuPai site\'s fix for games that end with no winner) or only the "next" '
                "player (Culin).",
            ),
            flag(
                "win_on_discard", True,
                "Whether a hand may be finished with a discard (off: players agreed it may "
                "not, so the third pair must come from the wall).",
            ),
            Option(
                "discard_win_pays", "one", ("one", "all"),
                'On a win with a discard the discarder pays "one" stake (the plain reading of '
                'the rules) or "all" the stakes the others would have paid (navpil).',
            ),
            Option(
                "discards", FACE_UP, (FACE_UP, FACE_DOWN),
                'Discards lie "face_up" (the sources) or "face_down" (the blind game navpil\'s '
                "GuPai Readme proposes): then on his turn a player may turn up any tile "
                "lying face down, keeping it if it makes a pair (else it stays face up and he "
                "draws), take a turned-up tile that makes a pair, or draw; `claim` does not "
                "apply.",
            ),
        ),
        sources=(
            "Stewart Culin, Chinese Games with Dice and Dominoes (1895), Tjyak-ma-tchi-ki: "
            "http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tjakmatchiki.html",
            "pagat.com, Jjak-mat-chu-gi: https://pagat.com/domino/draw/jjak-mat-chu-gi.html",
            "GuPai site, Mahjong-like games: https://navpil.github.io/gupai/",
            "navpil/gupai, jjakmatchugi (a second opinion): https://github.com/navpil/gupai",
            "navpil's GuPai Readme (the blind game, discards face down): "
            "https://github.com/navpil/gupai/blob/master/docs/Readme.md",
        ),
        summary=(
            "Make three pairs by drawing and discarding; take the last discard only to "
            "make a pair."
        ),
        order=1,
    )  # fmt: skip
    state_class = JjakMatChuGiState
    bot_class = PairsBot

    @cached_property
    def blind(self) -> bool:
        """Whether discards lie face down (the blind game)."""
        return self.options["discards"] == FACE_DOWN

    @cached_property
    def discard_words(self) -> tuple[Words, Words]:
        if self.blind:  # the others do not learn which tile
            return say.discards_face_down, say.discards_hidden
        return super().discard_words

    def pieces(self) -> tuple[Tile, ...]:
        return chinese_set()

    def hand_size(self) -> int:
        return HAND

    def front_room(self) -> int:
        return 2 * PAIRS_TO_WIN

    @cached_property
    def pairing(self) -> str:
        return self.options["pairing"]

    def claim_order(self, state: DiscardState, discarder: int) -> Sequence[int]:
        return self._claim_orders[discarder]

    @cached_property
    def _claim_orders(self) -> list[tuple[int, ...]]:
        """Per discarder, the seats that may claim, in order (asked at every discard)."""
        n = self.players
        if self.options["claim"] == "next" or self.blind:
            return [((d + 1) % n,) for d in range(n)]
        return [tuple((d + k) % n for k in range(1, n)) for d in range(n)]

    def claim_rule(self) -> str:
        if self.blind:
            return "the next player may turn up a tile from the table to make a pair, or draw"
        if self.options["claim"] == "next" or self.players == 2:
            return "only the next player may take the last discard, to make a pair"
        return "any player may take the last discard to make a pair, the nearest first"

    def claim_short(self) -> str:
        if self.blind:
            return "the next player, any tile on the table"
        if self.options["claim"] == "next" or self.players == 2:
            return "the next player only"
        return "any player, nearest first"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        claim = self._claims[tile.code]
        if claim.tiles[0] not in state.hands[seat]:
            return []
        if not self.options["win_on_discard"]:
            held = len(state.melds[seat]) + len(pairs_in(state.hands[seat], self.pairing))
            if held + 1 >= PAIRS_TO_WIN:
                return []  # the third pair may not come from a discard
        return [claim]

    @cached_property
    def _claims(self) -> dict[str, Claim]:
        """The claim of a discard, by its code: with its mate, made once."""
        return {code: Claim((mate,), label) for code, (mate, label) in _MATES[self.pairing].items()}

    def claim_reason(self, state: DiscardState, action: Action) -> str:
        tile, mine = action.pieces
        if action.detail == KOREAN_MILITARY_PAIR:
            return f"In the Korean pairing {tile} and {mine} are mates."
        return ""

    def lay_melds(self, state: DiscardState, seat: int) -> list[Meld]:
        return pairs_in(state.hands[seat], self.pairing)

    def win_label(self, state: DiscardState, seat: int) -> str:
        held = len(state.melds[seat]) + len(pairs_in(state.hands[seat], self.pairing))
        return WIN if held >= PAIRS_TO_WIN else ""

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        n = self.players
        payments = [0] * n
        if discarder is None or discarder == winner:
            # A tile he laid face down himself and took back (the blind game) is paid as a
            # win from the wall: nobody else's discard made it.
            for s in range(n):
                if s != winner:
                    payments[s] = -1
            payments[winner] = n - 1
            why = "from the wall, so every other player pays him a stake"
            if discarder is not None:
                why = (
                    "with a tile he had discarded himself, so, as from the wall, every other "
                    "player pays him a stake"
                )
        else:
            stakes = 1 if self.options["discard_win_pays"] == "one" else n - 1
            payments[discarder] = -stakes
            payments[winner] = stakes
            who = seat_name(discarder)
            why = f"with {who}'s discard, so only {who} pays him" + (
                " a stake" if stakes == 1 else f", the stakes of all {stakes} others"
            )
        shown = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
        return Settlement(
            payments=tuple(payments),
            note=f"{seat_name(winner)} has three pairs and wins {why}: {shown}.",
        )
