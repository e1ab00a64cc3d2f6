"""Small Mahjong 打小麻将 (Da Xiao Ma Jiang): two triplets of sets and straights, and claims
of the last discard that depend on where the claimer sits.

Rules (the GuPai site's Small Mahjong page,
https://navpil.github.io/gupai/collecting-games/small-mahjong.html, from the HuaBaoLeiDa
blog, http://blog.sina.com.cn/s/blog_62969d840100ucdk.html, now gone; navpil/gupai
`rummy/smallmahjong` as a second opinion): three or four players and one set of 32 tiles;
each gets five and the rest is the wall. In turn a player takes a tile, then wins with two
triplets (`small_mahjong_hands`) or discards one face up. The last discard may be claimed to
make a triplet with two tiles of the claimer's hand, laid out face up:

* for a Straight-Straight only by the next player;
* for a Set-Straight by the next two players (the next and the opposite one; with three
  players, anyone);
* for a Set-Set, or for any triplet that wins, by anyone;
* the player nearest the discarder, counter-clockwise, has the first say.

Play goes on from the claimer, so the players between lose their turn; if nobody claims the
tile, the next player draws. The winner is paid the points of his two triplets (Set-Set 3,
Set-Straight 2, Straight-Straight 1) by every other player. When the wall runs out nobody
wins.

Project decisions: the first player is drawn by lot, or given as `dealer`, and his first
take is a draw from the wall; a hand that splits several ways counts its best split. A
claim lays out exactly the triplet claimed; triplets made from the wall stay in the hand
until the hand wins, since a win needs only the six tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...engine import Action, GameSpec, register, seat_name
from ...pieces import Tile, chinese_set
from ._discard import Claim, DiscardGame, DiscardState, Meld, Settlement
from .small_mahjong_bot import SmallMahjongBot
from .small_mahjong_hands import (
    CHINESE_NAMES,
    POINTS,
    SET_SET,
    SET_STRAIGHT,
    STRAIGHT_STRAIGHT,
    claim_wins,
    triplet_kind,
    winning_split,
)

HAND = 5

# How far from the discarder (1: the next player) each kind may be claimed, at most.
REACH = {STRAIGHT_STRAIGHT: 1, SET_STRAIGHT: 2, SET_SET: 3}


def distance(discarder: int, seat: int, players: int) -> int:
    """Seats from the discarder to `seat`, counter-clockwise (1: the next player)."""
    return (seat - discarder) % players


@register
class SmallMahjong(DiscardGame):
    # The search bot's strong budget (bots/levels.py): 2.9 s on one move at 20,000.
    strong_budget = 5_000
    spec = GameSpec(
        id="small_mahjong",
        name="Small Mahjong",
        native_name="打小麻将",
        family="draw_discard",
        players=(3, 4),
        options=(),
        sources=(
            "GuPai site, Small Mahjong: "
            "https://navpil.github.io/gupai/collecting-games/small-mahjong.html",
            "HuaBaoLeiDa blog (the original: offline, and never archived by the Wayback "
            "Machine; its rules are read from the GuPai site's page): "
            "http://blog.sina.com.cn/s/blog_62969d840100ucdk.html",
            "navpil/gupai, rummy/smallmahjong (a second opinion): https://github.com/navpil/gupai",
        ),
        summary=(
            "Collect two triplets of sets and straights; who may claim a discard depends on "
            "the triplet it makes and where he sits."
        ),
        order=4,
    )
    bot_class = SmallMahjongBot

    def pieces(self) -> tuple[Tile, ...]:
        return chinese_set()

    def hand_size(self) -> int:
        return HAND

    def front_room(self) -> int:
        return 6

    def unit(self) -> str:
        return "points"

    def claim_order(self, state: DiscardState, discarder: int) -> Sequence[int]:
        return tuple((discarder + k) % self.players for k in range(1, self.players))

    def claim_rule(self) -> str:
        if self.players == 3:
            return (
                "a Straight-Straight only the next player, a Set-Straight, a Set-Set or a "
                "win anyone, the nearest first"
            )
        return (
            "a Straight-Straight only the next player, a Set-Straight the next two, a "
            "Set-Set or a win anyone, the nearest first"
        )

    def claim_short(self) -> str:
        return "by triplet and seat, nearest first"

    def claims(self, state: DiscardState, seat: int, tile: Tile) -> list[Claim]:
        assert state.discarder is not None
        far = distance(state.discarder, seat, self.players)
        hand = state.hands[seat]
        found: dict[tuple[Tile, ...], Claim] = {}
        for i, j in combinations(range(len(hand)), 2):
            mine = (hand[i], hand[j])
            if mine in found:
                continue
            kind = triplet_kind((tile, *mine))
            if kind is None:
                continue
            if far <= REACH[kind] or claim_wins(hand, len(state.melds[seat]), mine):
                found[mine] = Claim(mine, kind)
        return list(found.values())

    def claim_reason(self, state: DiscardState, action: Action) -> str:
        discarder = state.discarder
        assert discarder is not None
        far = distance(discarder, action.player, self.players)
        kind = action.detail
        where = {1: "the next player"}.get(far, f"{far} seats from {seat_name(discarder)}")
        reach = REACH[kind]
        if far <= reach:
            who = {1: "only by the next player", 2: "by the next two players"}.get(
                reach, "by anyone"
            )
            if reach == 2 and self.players == 3:
                who = "by anyone"
            name = f"{kind} ({CHINESE_NAMES[kind]})"
            return f"A {name} may be claimed {who}; {seat_name(action.player)} is {where}."
        return (
            f"A {kind} may not be claimed from {where}, but this claim wins, and anyone may "
            "claim a tile that wins."
        )

    def lay_melds(self, state: DiscardState, seat: int) -> list[Meld]:
        split = winning_split(state.hands[seat], len(state.melds[seat]))
        return [] if not split else [Meld(g, k) for g, k in split]

    def _triplets(self, state: DiscardState, seat: int) -> list[str] | None:
        split = winning_split(state.hands[seat], len(state.melds[seat]))
        if split is None:
            return None
        return [m.label for m in state.melds[seat]] + [k for _, k in split]

    def win_label(self, state: DiscardState, seat: int) -> str:
        kinds = self._triplets(state, seat)
        if kinds is None:
            return ""
        points = sum(POINTS[k] for k in kinds)
        return f"{' + '.join(kinds)}, {points} point{'s' * (points != 1)}"

    def settle(self, state: DiscardState, winner: int, discarder: int | None) -> Settlement:
        kinds = [m.label for m in state.melds[winner]]  # the winning hand is laid out by now
        points = sum(POINTS[k] for k in kinds)
        n = self.players
        payments = [-points] * n
        payments[winner] = points * (n - 1)
        source = "from the wall" if discarder is None else f"with {seat_name(discarder)}'s discard"
        shown = ", ".join(
            f"{seat_name(s)} {p:+d}".replace("-", "−") for s, p in enumerate(payments)
        )
        worth = " + ".join(f"{k} {POINTS[k]}" for k in kinds)
        return Settlement(
            payments=tuple(payments),
            note=f"{seat_name(winner)} wins {source} with {worth}: every other player pays "
            f"{points}: {shown}.",
        )
