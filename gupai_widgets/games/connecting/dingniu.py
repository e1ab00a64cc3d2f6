"""DingNiu 頂牛, "bull fight": the two-armed connecting game with the SuanZhang block.

Rules (FACTS.md §2.1). The 24 tiles are the 22 civil tiles and the military "bull pair"
[6:3] and [6:2]; four players get 6 each (gupai-games.md says 8 each, which cannot be: 24
tiles / 4 players = 6, as the GuPai site and navpil deal). The deal is played as JieLong
with two arms (GuPai ding-niu page: "played similarly to Jie Long"): P1 leads any tile in
the first deal, then each player in turn must add a tile whose half matches either open
end; a player who cannot lays one tile of his choice face down, and it counts against him
(navpil `DingNiuSimulation`, whose players put a tile down when they cannot move). The deal
ends when every tile is laid, or as soon as no tile left in any hand fits an open end (the
rest would only go face down: the same count), or at a SuanZhang block described below; a
player's score is the pips of his face-down tiles and of any tiles left in his hand. Every
turn takes one tile from a hand, so nobody goes out before the others: the fewest pips wins
and takes 6; the others pay 1, 2 and 3, the most pips paying 3 (GuPai). A tie for first
goes to the lower hand, the earliest counting from the first player; a tie for a lower
place goes to the upper hand, the later player (GuPai, with its worked example; navpil
`resolvePoints`). The winner leads the next deal (navpil).

SuanZhang 算張 (GuPai; navpil `ClassicSuanZhang`, `GraphSuanZhang`, `SuanZhangImpl`): a
player who makes the layout such that no more non-double tile of some value can be added
creates a block. The classic blocks show the same value on both ends with every non-double
tile of it on the layout — ones, fours or fives — or show 2 and 3 with the single 2 and all
three 3s laid; the "smothered" fours and fives leave tiles with that value off the layout
that no chain of the remaining non-double tiles can reach from the open ends. Only the
layout is read: a tile laid face down is hidden, so it still counts as off the layout
(navpil's trackers likewise count laid tiles only). If the creator wins, every payment is
doubled (12, 2, 4, 6); if he loses, he alone pays 12 to the winner. A smothered block ends
the deal at once (navpil). After a classic block the doubles of the blocked ends may still
be added, the blame staying with the creator (the reading the GuPai site leans to); the
option `doubles_after_suanzhang=False` ends the deal at once instead. A block the player
could not avoid (every play he had makes it) is not held against him (navpil marks a move
SuanZhang only when its player had another play); `forced_suanzhang_counts=True` blames him
anyway. navpil also drops the SuanZhang when its creator ends with 0 pips; the GuPai site
does not, and neither does this module.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, partial
from operator import attrgetter, itemgetter
from typing import Any

from ...engine import Action, GameSpec, Option, flag, register, seat_name
from ...pieces import Tile, dingniu_set
from .dingniu_bot import DingNiuBot
from .dragon import (
    LINE_MAKERS,
    ConnectingGame,
    ConnectingState,
    DealResult,
    LineFacts,
    LineParts,
    deferring,
    lowest_score_winner,
    note_later,
)

# gupai-games.md's "each gets 8" is impossible with 24 tiles and 4 players; the GuPai site
# and navpil (tiles per player = deck size / players) deal 6.
HAND_SIZE = 6
PLACE_PAYMENTS = (6, -1, -2, -3)  # winner, second, third, fourth (GuPai)
SUANZHANG_LOSS = 12  # what a creator who loses pays the winner, the others paying nothing

_TILESET = dingniu_set()
# The non-double faces of the set and how many of each it holds; doubles never change an
# open end, so the blocks are about these alone.
_NON_DOUBLES: dict[tuple[int, int], int] = {}
for _t in _TILESET:
    if not _t.is_double:
        _NON_DOUBLES[(_t.high, _t.low)] = _NON_DOUBLES.get((_t.high, _t.low), 0) + 1
# Per pip value, how many non-double halves show it (ones 6, two 1, threes 3, fours 2,
# fives 4, sixes 8: the asymmetry the GuPai page describes).
_HALVES = [0] * 7
for (_a, _b), _n in _NON_DOUBLES.items():
    _HALVES[_a] += _n
    _HALVES[_b] += _n
SMOTHERED_VALUES = (4, 5)  # the smothered blocks the sources name (GuPai; navpil's default)
_VALUE_NAMES = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}
# How many layouts `DingNiu.blocks_after` remembers the answers of before it starts afresh.
_REMEMBERED = 1 << 16


DEALS = Option(
    "deals", 1, (1, 2, 4, 8),
    "How many deals the match lasts; the winner of each deal leads the next.",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class SuanZhang:
    """A SuanZhang block: who made it, which kind, and whether it is held against him."""

    creator: int
    kind: str  # "ones", "two-three", "fours", "fives", "smothered fours", "smothered fives"
    blamed: bool

    @property
    def smothered(self) -> bool:
        return self.kind.startswith("smothered")


@dataclass(frozen=True, slots=True)
class DingNiuResult(DealResult):
    """A settled DingNiu deal: the places (winner first), the block and why the deal ended."""

    ranking: tuple[int, ...]
    suanzhang: SuanZhang | None
    ending: str


def rank_players(scores: tuple[int, ...], first: int) -> tuple[int, ...]:
    """Places, winner first. The fewest pips wins, a tie going to the lower hand (earlier
    from the first player); among the others fewer pips rank higher, a tie going to the
    upper hand (the later player) — GuPai ding-niu page, navpil `resolvePoints`."""
    n = len(scores)
    winner = lowest_score_winner(scores, first)
    others = [s for s in range(n) if s != winner]
    others.sort(key=lambda s: (scores[s], -((s - first) % n)))
    return (winner, *others)


def settlement_note(
    scores: tuple[int, ...],
    ranking: tuple[int, ...],
    payments: tuple[int, ...],
    first: int,
    block: SuanZhang | None,
) -> str:
    """The settlement in words: the places, the tie-breaks used, and who pays what."""
    n = len(scores)
    winner = ranking[0]
    tied_first = [s for s in range(n) if scores[s] == scores[winner]]
    text = [f"{seat_name(winner)} wins with the fewest pips ({scores[winner]})"]
    if len(tied_first) > 1:
        names = " and ".join(
            seat_name(s) for s in sorted(tied_first, key=lambda s: (s - first) % n)
        )
        text[0] += (
            f"; {names} tie, and a tie for first goes to the lower hand, the earliest "
            f"counting from the first player {seat_name(first)}"
        )
    text[0] += "."
    losers = ranking[1:]
    for value in sorted({scores[s] for s in losers}):
        tied = [s for s in losers if scores[s] == value]
        if len(tied) > 1:
            names = " and ".join(seat_name(s) for s in tied)
            text.append(
                f"{names} tie on {value}; below the winner a tie goes to the upper hand, the "
                f"later player, so they rank in that order."
            )
    places = ("2nd", "3rd", "4th")
    order = ", ".join(f"{seat_name(s)} {places[i]} with {scores[s]}" for i, s in enumerate(losers))
    text.append(f"Places: {order}.")
    if block is not None and block.blamed:
        maker = seat_name(block.creator)
        if block.creator == winner:
            text.append(
                f"{maker} made the SuanZhang and won, so every payment is doubled: "
                f"{seat_name(winner)} takes 12 and the others pay 2, 4 and 6."
            )
        else:
            text.append(
                f"{maker} made the SuanZhang and lost, so he alone pays {SUANZHANG_LOSS} to "
                f"{seat_name(winner)}; the others pay nothing."
            )
    else:
        text.append(f"{seat_name(winner)} takes 6; the others pay 1, 2 and 3 by place.")
    shown = ", ".join(
        f"{seat_name(s)} {p:+d}" if p else f"{seat_name(s)} 0" for s, p in enumerate(payments)
    )
    text.append(f"Settlement: {shown}.")
    return " ".join(text)


class DingNiuState(ConnectingState):
    """A DingNiu match: the shared two-armed dragon plus the SuanZhang bookkeeping.

    The bookkeeping is incremental: per pip value, how many non-double halves are still off
    the layout, per non-double face how many copies, and per pip value how many tiles in
    all hands show it (to see at once when no hand can play again).
    """

    game: DingNiu

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        super()._start_deal(hands, rest)
        self.off_layout = list(_HALVES)
        self.faces_left = dict(_NON_DOUBLES)
        self._keep_layout()
        self.in_hands = [0] * 7
        for hand in self.hands:
            for t in hand:
                self.in_hands[t.high] += 1
                if t.low != t.high:
                    self.in_hands[t.low] += 1
        self.suanzhang: SuanZhang | None = None
        self.ending = ""

    def _keep_layout(self) -> None:
        # What is off the layout as the facts give it, made again only when it changes
        # (when a non-double is laid): the facts and the blocks read it at every move.
        self.off_layout_now = tuple(self.off_layout)
        self.faces_off_layout_now = tuple(self.faces_left.items())

    # -- SuanZhang -------------------------------------------------------------------------

    def suanzhang_made_by(self, action: Action | str) -> str | None:
        """The kind of SuanZhang block a legal play would make ("fours", "smothered
        fives", ...), or None. It reads only the layout, which every seat can see."""
        action = self.find_action(action)
        if action.kind != "play" or not self.game.options["suanzhang"]:
            return None
        return self._block_after(action)

    def _block_after(self, action: Action) -> str | None:
        # A deal has one block at most: after it, plays make none.
        if self.suanzhang is not None:
            return None
        return self.game.block_after(
            action, self.ends, self.off_layout_now, self.faces_off_layout_now
        )

    def _had_other_play(self, action: Action) -> bool:
        # `action` itself makes the block, so it never counts as the other play.
        return any(a.kind == "play" and self._block_after(a) is None for a in self.legal_actions())

    # -- moves -----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat, kind, (tile,), _, _, _, _ = action  # (unpacked at once: every move)
        high, low = tile.high, tile.low
        in_hands = self.in_hands
        in_hands[high] -= 1
        made = None
        if high != low:  # (a double makes no block and leaves the off-layout counts)
            in_hands[low] -= 1
            if kind == "play" and self.suanzhang is None and self.game.options["suanzhang"]:
                block = self._block_after(action)
                if block is not None:
                    blame_forced = self.game.options["forced_suanzhang_counts"]
                    blamed = blame_forced or self._had_other_play(action)
                    made = self.suanzhang = SuanZhang(seat, block, blamed)
            if kind != "discard":
                off_layout = self.off_layout
                off_layout[high] -= 1
                off_layout[low] -= 1
                self.faces_left[(high, low)] -= 1
                self._keep_layout()
        if made is not None and (
            made.smothered or not self.game.options["doubles_after_suanzhang"]
        ):
            self.ending = "suanzhang"
        deal = self.deal_index
        super()._apply(action)
        if self.over or self.deal_index != deal:
            return
        if not self.ending:
            chain = self.chain  # a tile is laid: two open ends (`ends`, written out)
            if not in_hands[chain[0][0]] and not in_hands[chain[-1][1]]:
                self.ending = "dead"
        if self.ending:
            self.blocked = True
            self.settle(self.game.settle(self))

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        parts = [self._explain_tile(action, seat)]
        made = self.suanzhang_made_by(action) if action.kind == "play" else None
        after = self.after(action) if self._may_end_deal(action, made) else None
        ends = after is not None and len(after.results) > len(self.results)
        if made is not None:
            # Whether the block is held against its maker tells whether he had another play:
            # the others learn that when the deal is settled, not before.
            blame_known = seat in (None, action.player) or ends
            parts.append(self._explain_block(action, made, blame_known))
        elif action.kind == "play" and self.suanzhang is not None and action.pieces[0].is_double:
            parts.append(
                f"A double may still be added after the SuanZhang; the block stays "
                f"{seat_name(self.suanzhang.creator)}'s."
            )
        if after is not None and ends:
            parts.append(self._explain_end(after.results[len(self.results)]))
            if after.over and len(after.results) > 1:
                totals = ", ".join(f"{seat_name(s)} {t:+d}" for s, t in enumerate(after.totals))
                parts.append(f"That was the last of {self.game.deals} deals; totals: {totals}.")
            elif not after.over:
                parts.append(f"{seat_name(after.first)} won, so leads the next deal.")
        return " ".join(parts)

    def _may_end_deal(self, action: Action, made: str | None) -> bool:
        """Whether `action` might end the deal, so that a caption copies the position to
        see what happens only when it can: a copy costs more than a whole random move."""
        if self.in_hand == 1 or action.kind == "discard" or made is not None:
            return True
        tile = action.pieces[0]
        if action.kind == "lead":
            left, right = tile.high, tile.low
        else:
            left, right = self.ends
            if action.detail == "right":
                right = tile.high if tile.low == right else tile.low
            else:
                left = tile.high if tile.low == left else tile.low
        # Tiles left in hands showing each end once the tile is laid: none means dead.
        in_hands = self.in_hands
        after_left = in_hands[left] - (left == tile.high or left == tile.low)
        after_right = in_hands[right] - (right == tile.high or right == tile.low)
        return not after_left and not after_right

    def _explain_tile(self, action: Action, viewer: int | None) -> str:
        seat, tile = action.player, action.pieces[0]
        me = seat_name(seat)
        if action.kind == "lead":
            if self.results:
                why = f"{me} won the last deal"
            elif self.deal.chosen:
                why = f"{me} was chosen to lead"
            elif self.deal_index:
                why = f"{me} leads deal {self.deal_index + 1}, the first one played"
            else:
                why = f"{me} leads the first deal"
            halves = f"a {tile.high}" if tile.is_double else f"its {tile.high} or its {tile.low}"
            return (
                f"{action.text}: {why}; the leader may lay any tile, and in DingNiu both ends "
                f"stay open, so the next tile may match {halves}."
            )
        left, right = self.ends
        if action.kind == "play":
            end = right if action.detail == "right" else left
            new = tile.high if tile.low == end else tile.low
            ends = (left, new) if action.detail == "right" else (new, right)
            if tile.is_double:
                change = f"a double leaves that end at {end}"
            else:
                change = f"that end becomes {new}"
            return (
                f"{action.text}: its {end} matches the open {end} on the {action.detail}, and "
                f"{change}; the open ends are now {ends[0]} and {ends[1]}."
            )
        wanted = f"a {left}" if left == right else f"a {left} or a {right}"
        why = f"{me} has no tile with {wanted}, so must lay one tile face down"
        if self._hides(action, viewer):
            return f"{why}."
        pips = "pip" if tile.pips == 1 else "pips"
        return f"{why}; {tile} counts {tile.pips} {pips} against {me}."

    def _explain_block(self, action: Action, made: str, blame_known: bool) -> str:
        """The block `action` makes, and whether it is held against its maker when
        `blame_known` (else only what it costs him if it is)."""
        tile = action.pieces[0]
        me = seat_name(action.player)
        left, right = self.ends
        if action.detail == "right":
            right = tile.high if tile.low == right else tile.low
        else:
            left = tile.high if tile.low == left else tile.low
        if made.startswith("smothered"):
            value = 4 if made.endswith("fours") else 5
            faces = sorted(
                {f"{a}:{b}" for (a, b), n in self.faces_left.items()
                 if n - ((a, b) == (tile.high, tile.low)) > 0 and value in (a, b)}
            )  # fmt: skip
            why = (
                f"SuanZhang, {made}: tiles with a {value} are still off the layout "
                f"({', '.join(faces)}), but no chain of the non-double tiles left can lead "
                f"from the open {left} or {right} to a {value}, so none can ever be added"
            )
        elif made == "two-three":
            why = (
                "SuanZhang, two-three: the open ends show 2 and 3, and the only non-double two "
                "(6:2) and all three non-double threes (3:1, 3:1, 6:3) are on the layout, so no "
                "non-double tile can be added at either end"
            )
        else:
            why = (
                f"SuanZhang, {made}: both open ends show {left} and every non-double tile "
                f"with a {left} is on the layout, so no non-double tile can be added"
            )
        costs = (
            f"if {me} wins, every payment is doubled; if not, {me} alone pays "
            f"{SUANZHANG_LOSS} to the winner"
        )
        forced = self.game.options["forced_suanzhang_counts"]
        if not forced and not blame_known:
            blame = (
                f"{me} made it, and it is held against {me} only if {me} had another play, "
                f"which the others learn when the deal is settled: then {costs}"
            )
        elif forced or self._had_other_play(action):
            blame = f"{me} made it: {costs}"
        else:
            blame = (
                f"every play {me} had would make it, so it is not held against {me} and the "
                f"deal is settled as usual"
            )
        if made.startswith("smothered") or not self.game.options["doubles_after_suanzhang"]:
            follow = "The layout counts as blocked, so the deal ends now."
        else:
            doubles = " and ".join(sorted({f"{v}:{v}" for v in (left, right)}))
            follow = f"Only the doubles {doubles} may still be added."
        return f"{why}. {blame[0].upper()}{blame[1:]}. {follow}"

    def _explain_end(self, result: DealResult) -> str:
        ending = getattr(result, "ending", "")
        if ending == "suanzhang":
            why = "The deal ends at the SuanZhang; tiles still in hand count against their holders."
        elif ending == "dead":
            why = (
                "No tile left in any hand fits an open end, so nobody can play again: the deal "
                "ends, and tiles still in hand count against their holders."
            )
        else:
            why = "Every tile is laid or face down: the deal is over."
        pips = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(result.scores))
        return f"{why} Pips: {pips}. {result.note}"

    # -- what can be seen ------------------------------------------------------------------

    def _facts(self, seat: int | None) -> DingNiuFacts:
        block = self.suanzhang
        parts = (
            *self._line_parts(seat),
            block,
            # Whether a block is held against its maker depends on the other plays in his
            # hand: others learn it when the deal is settled.
            block is not None and (seat is None or seat == block.creator or self.over),
            self.off_layout_now,
            self.faces_off_layout_now,
        )
        return DingNiuFacts._deferred(tuple.__new__(DingNiuParts, parts))


@dataclass(frozen=True, slots=True)
class DingNiuFacts(LineFacts):
    """A connecting game's facts, and the SuanZhang block of this deal if one was made: its
    maker, its kind and whether it is held against him (None until this seat may know);
    and what the blocks are read from, the non-double tiles off the layout (laid face
    down or not yet played): per pip value 0 to 6 the halves showing it, and each face
    (high, low) with its copies."""

    block_maker: int | None
    block_kind: str
    block_blamed: bool | None
    off_layout: tuple[int, ...]
    faces_off_layout: tuple[tuple[tuple[int, int], int], ...]


class DingNiuParts(LineParts):
    """What a `DingNiuFacts` is worked out from: the `LineParts`, then the block, whether
    the seat may know if it is held against its maker, and what is off the layout."""

    __slots__ = ()

    block: SuanZhang | None = property(itemgetter(13))  # type: ignore[assignment]
    blame_shown: bool = property(itemgetter(14))  # type: ignore[assignment]
    off_layout: tuple[int, ...] = property(itemgetter(15))  # type: ignore[assignment]
    faces_off_layout: tuple[tuple[tuple[int, int], int], ...] = property(itemgetter(16))  # type: ignore[assignment]


deferring(
    DingNiuFacts,
    {
        **LINE_MAKERS,
        "block_maker": lambda p: None if p.block is None else p.block.creator,
        "block_kind": lambda p: "" if p.block is None else p.block.kind,
        "block_blamed": lambda p: p.block.blamed if p.block is not None and p.blame_shown else None,
        "off_layout": attrgetter("off_layout"),
        "faces_off_layout": attrgetter("faces_off_layout"),
    },
    # What its bot reads at every move.
    at_once=(
        "dragon",
        "ends",
        "face_down",
        "block_maker",
        "off_layout",
        "faces_off_layout",
    ),
)


@register
class DingNiu(ConnectingGame):
    spec = GameSpec(
        id="dingniu",
        name="DingNiu",
        native_name="頂牛",
        family="connecting",
        players=(4,),
        options=(
            flag(
                "suanzhang",
                True,
                "Play the SuanZhang block: its creator doubles every payment if he wins and "
                "alone pays 12 to the winner if he loses.",
            ),
            flag(
                "smothered_suanzhang",
                True,
                "Also count as SuanZhang the smothered fours and fives: tiles with that value "
                "are left but no remaining tile can lead to them.",
            ),
            flag(
                "doubles_after_suanzhang",
                True,
                "After a classic SuanZhang the doubles of the blocked ends may still be added "
                "(blame stays with the creator); if off, the deal ends at once.",
            ),
            flag(
                "forced_suanzhang_counts",
                False,
                "Blame the creator of a SuanZhang even when every play he had would make it "
                "(navpil blames only a player who had another play).",
            ),
            DEALS,
        ),  # fmt: skip
        sources=(
            "GuPai site, DingNiu: https://navpil.github.io/gupai/connecting-games/ding-niu.html",
            "Baidu Wenku DingNiu rules, as cited by the navpil/gupai Readme: "
            "https://github.com/navpil/gupai/blob/master/docs/Readme.md",
            "navpil/gupai, DingNiuSimulation and its SuanZhang rules (a second opinion): "
            "https://github.com/navpil/gupai",
        ),
        summary=(
            "Two-armed dominoes with 24 tiles, 6 each: fewest pips takes 6, the others pay "
            "1, 2, 3; the SuanZhang block doubles the stakes for its maker."
        ),
        order=4,
        learn_first=("jielong",),
    )
    state_class = DingNiuState
    bot_class = DingNiuBot
    arms = 2

    def pieces(self) -> tuple[Tile, ...]:
        return _TILESET

    def hand_size(self) -> int:
        return HAND_SIZE

    def unit(self) -> str:
        return "points"

    def block_after(
        self,
        action: Action,
        ends: tuple[int | None, int | None],
        off_layout: tuple[int, ...],
        faces_off_layout: tuple[tuple[tuple[int, int], int], ...],
    ) -> str | None:
        """The kind of SuanZhang block ("fours", "smothered fives", ...) the play `action`
        makes, or None, on a layout with no block yet whose open ends are `ends` (left,
        right), off which lie `off_layout[v]` halves of non-double tiles showing v and each
        non-double face (high, low) as often as `faces_off_layout` says (`DingNiuFacts`).
        It reads only the layout, which every seat sees. With `smothered_suanzhang` off,
        only the classic blocks count."""
        return self.blocks_after((action,), ends, off_layout, faces_off_layout)[0]

    def blocks_after(
        self,
        actions: Sequence[Action],
        ends: tuple[int | None, int | None],
        off_layout: tuple[int, ...],
        faces_off_layout: tuple[tuple[tuple[int, int], int], ...],
    ) -> list[str | None]:
        """`block_after` of each of `actions` on one layout (None for a lead or a tile
        laid face down): what a bot asks of every play it has."""
        # The same layouts recur from deal to deal, and the deal asks again for the play
        # made: the answers are remembered per layout, and per play by its notation ("6:5
        # L": its tile and end), the same for every seat.
        layouts = self._blocks
        layout = (ends, off_layout, faces_off_layout)
        known = layouts.get(layout)
        if known is None:
            if len(layouts) >= _REMEMBERED:
                layouts.clear()
            known = layouts[layout] = {}
        found: list[str | None] = []
        for action in actions:
            tile = action.pieces[0]
            if action.kind != "play" or tile.is_double:
                # (a double changes neither the ends nor what can still be laid)
                found.append(None)
                continue
            short = action.short
            if short in known:
                found.append(known[short])
            else:
                kind = known[short] = self._block(
                    tile, action.detail, ends, off_layout, faces_off_layout
                )
                found.append(kind)
        return found

    @cached_property
    def _blocks(self) -> dict[tuple[Any, ...], dict[str, str | None]]:
        """`blocks_after`'s answers, by layout, then by the play's notation."""
        return {}

    def _block(
        self,
        tile: Tile,
        end: str,
        ends: tuple[int | None, int | None],
        off: tuple[int, ...],
        faces_off_layout: tuple[tuple[tuple[int, int], int], ...],
    ) -> str | None:
        """`block_after` worked out, for the non-double `tile` played on the `end` ("left"
        or "right")."""
        high, low = tile.high, tile.low
        left, right = ends
        if end == "right":
            right = high if low == right else low
        else:
            left = high if low == left else low
        assert left is not None and right is not None  # a play: the dragon has two ends
        if off[left] - (left == high) - (left == low) == 0 and (
            off[right] - (right == high) - (right == low) == 0
        ):
            # Both ends show values with no non-double tile left off the layout. Parity
            # allows this only for 1-1, 4-4, 5-5 (even counts) and 2-3 (odd counts); 6-6
            # cannot happen, since the only two, on 6:2, would have to show at an end.
            return _VALUE_NAMES[left] if left == right else "two-three"
        if not self.options["smothered_suanzhang"]:
            return None
        reach = (1 << left) | (1 << right)
        wanted = 0  # values with tiles off the layout that the ends do not show
        for value in SMOTHERED_VALUES:
            if off[value] - (value == high) - (value == low) > 0 and not (reach >> value) & 1:
                wanted |= 1 << value
        if not wanted:
            return None
        laid = (high, low)
        faces = [face for face, n in faces_off_layout if n - (face == laid) > 0]
        grown = True
        while grown and reach & wanted != wanted:
            grown = False
            for a, b in faces:
                if ((reach >> a) ^ (reach >> b)) & 1:
                    reach |= (1 << a) | (1 << b)
                    grown = True
        for value in SMOTHERED_VALUES:
            if (wanted >> value) & 1 and not (reach >> value) & 1:
                return f"smothered {_VALUE_NAMES[value]}"
        return None

    def settle(self, state: DingNiuState) -> DealResult:  # type: ignore[override]
        scores = tuple(state.penalty_pips(s) for s in range(self.players))
        ranking = rank_players(scores, state.first)
        winner = ranking[0]
        block = state.suanzhang
        payments = [0] * self.players
        if block is not None and block.blamed and block.creator != winner:
            payments[block.creator] = -SUANZHANG_LOSS
            payments[winner] = SUANZHANG_LOSS
        else:
            factor = 2 if block is not None and block.blamed else 1
            for place, seat in enumerate(ranking):
                payments[seat] = PLACE_PAYMENTS[place] * factor
        result = DingNiuResult(
            payments=tuple(payments),
            scores=scores,
            winner=winner,
            note="",
            ranking=ranking,
            suanzhang=block,
            ending=state.ending or "all laid",
        )
        say = partial(settlement_note, scores, ranking, result.payments, state.first, block)
        return note_later(result, say)


__all__ = [
    "DEALS",
    "HAND_SIZE",
    "PLACE_PAYMENTS",
    "SMOTHERED_VALUES",
    "SUANZHANG_LOSS",
    "DingNiu",
    "DingNiuResult",
    "DingNiuState",
    "SuanZhang",
    "rank_players",
    "settlement_note",
]
