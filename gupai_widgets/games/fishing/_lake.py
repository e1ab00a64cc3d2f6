"""The fishing kernel: a lake of face-up pieces, a woodpile, and catches.

Tiu-U and ShiWuHu share one turn: the seat to move plays a piece from its hand, which
catches a piece of the lake that matches it or else stays in the lake; then the top piece
of the woodpile is turned up and does the same for that seat. The game ends when the
woodpile is empty. What matches what, which piece takes three, and how a catch scores are
the game's (`CatchRules`, `FishingGame.score`).

A catch is a choice wherever the lake offers several: each move names the bait and the
fish ("6:3 takes 5:4"), so a seat picks which of two different matching pieces to take.
A turned woodpile piece is open to every seat; its move is made by the seat whose turn it
is, with the same choices. A fixed deal gives the hands, then as `rest` the lake (its size
per game) followed by the woodpile in the order it is turned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, cast

from ...engine import Action, Game, MatchState, learning, seat_name
from ...engine.action import signed
from ...engine.observation import Facts
from ...engine.table import Centre, Group, Piece, Pile, SeatView, TableView
from ...pieces import Tile, all_faces

NAMES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Kinds of move: a catch, a third piece laid beside two equal ones, a piece left in the lake.
CATCH, JOIN, LAY = "catch", "join", "lay"


@dataclass(frozen=True, slots=True)
class LakeFacts(Facts):
    """What every seat knows of a fishing game besides its own hand: the lake (in the
    order its pieces came to it), the woodpile piece turned up and awaiting its move (None
    if none is), each seat's catch (what it laid out when dealt, then what it caught, in
    order) and its points, how many pieces each seat holds, and how many are left in the
    woodpile."""

    lake: tuple[Piece, ...]
    turned: Piece | None
    catches: tuple[tuple[Piece, ...], ...]
    scores: tuple[int, ...]
    held: tuple[int, ...]
    woodpile: int


@dataclass(frozen=True)
class CatchRules:
    """What catches what. Equal pip totals always match; the flags add or remove pairs.

    `gee_joon`: [4:2] and [2:1] catch each other. `gee_joon_sixes`: [2:1] also catches and
    is caught by the other sixes ([5:1], [3:3]). `heaven_earth`: [6:6] and [1:1] catch each
    other. `plum_ten_apart`: [5:5] and [6:4] do not, though both total ten. `third_joins`:
    a third piece equal to two in the lake may be laid beside them. `fourth_takes`: which
    face's fourth piece takes three equal pieces of the lake at once: "any", or "only_self"
    (only a face nothing else can catch). `may_leave`: a piece may stay in the lake even
    when it could catch.
    """

    gee_joon: bool = True
    gee_joon_sixes: bool = False
    heaven_earth: bool = False
    plum_ten_apart: bool = False
    third_joins: bool = True
    fourth_takes: str = "any"
    may_leave: bool = False

    def catches(self, bait: Any, fish: Any) -> bool:
        return face_of(bait) in self._matches[face_of(fish)]

    def catching(self, piece: Any) -> frozenset[Tile]:
        """The faces that catch `piece`, which are also the faces it catches (every rule of
        what catches what works both ways)."""
        return self._matches[face_of(piece)]

    def why(self, bait: Any, fish: Any) -> str:
        """Why `bait` catches `fish`, for a caption."""
        a, b = face_of(bait), face_of(fish)
        if a is b:
            return "they are the same piece"
        if a.pips == b.pips:
            return f"both total {a.pips} pips"
        if a.is_gee_joon and b.is_gee_joon:
            return "the two Gee Joon pieces catch each other"
        if {a.pips, b.pips} == {2, 12}:
            return "Heaven and Earth catch each other under this option"
        return "[2:1] catches every six under this option"

    @cached_property
    def _matches(self) -> dict[Tile, frozenset[Tile]]:
        """Per face, the faces that catch it."""
        faces = all_faces()
        return {f: frozenset(g for g in faces if self._pair(g, f)) for f in faces}

    def _pair(self, a: Tile, b: Tile) -> bool:
        if a.pips == b.pips:
            return not (self.plum_ten_apart and a.pips == 10 and a is not b)
        if self.gee_joon and a.is_gee_joon and b.is_gee_joon:
            return True
        if self.heaven_earth and {a.pips, b.pips} == {2, 12}:
            return True
        return self.gee_joon_sixes and {a.pips, b.pips} == {3, 6}

    def only_self(self, piece: Any) -> bool:
        """Whether nothing but its own face catches `piece`."""
        face = face_of(piece)
        return self._matches[face] == {face}

    def takes_three(self, piece: Any) -> bool:
        return self.fourth_takes == "any" or self.only_self(piece)


def face_of(piece: Any) -> Tile:
    """The tile face of a piece: a Tile is its own, a domino card has one."""
    return piece if isinstance(piece, Tile) else piece.tile


@dataclass(frozen=True, slots=True)
class FishClass:
    """One class of a catch ("big fish"): its pieces and what they score together."""

    label: str
    pieces: tuple[Any, ...]
    points: int
    how: str  # how the points come about, for a caption ("2 × 18 pips")


@dataclass(frozen=True, slots=True)
class FishScore:
    """A seat's catch scored: its classes, the bonuses ("all three Jun", 300), the total."""

    classes: tuple[FishClass, ...]
    bonuses: tuple[tuple[str, int], ...] = ()

    @property
    def total(self) -> int:
        return sum(c.points for c in self.classes) + sum(p for _, p in self.bonuses)

    def words(self) -> str:
        parts = [f"{c.label} {c.points} ({c.how})" for c in self.classes if c.pieces]
        parts += [f"{name} +{points}" for name, points in self.bonuses]
        return ", ".join(parts) if parts else "nothing"


class FishingGame(Game):
    """A fishing game: its pieces, hand sizes and lake size, what catches what, how a catch
    scores and how scores settle."""

    lake_size: int
    catch_rules: CatchRules
    questions = frozenset((learning.CATCH,))

    def score(self, catch: list[Any]) -> FishScore:
        raise NotImplementedError

    def catch_total(self, catch: list[Any]) -> int:
        """`score(catch).total`; a game counts it faster without the words."""
        return self.score(catch).total

    @cached_property
    def lake_order(self) -> dict[Any, tuple[int, int]]:
        """Each piece's place in the lake as shown: by pips from the most, then the set's
        order."""
        return {p: (-face_of(p).pips, i) for p, i in self.piece_order.items()}

    @cached_property
    def catchers(self) -> dict[Any, tuple[Any, ...]]:
        """Per piece, the pieces of the set that catch it, in the order the lake shows
        them: the legal moves of a bait are these, where the lake holds them."""
        order, rules = self.lake_order, self.catch_rules
        shown = sorted(order, key=order.__getitem__)
        return {p: tuple(f for f in shown if face_of(f) in rules.catching(p)) for p in order}

    @cached_property
    def piece_counts(self) -> Counter:
        """Every piece of a deal, counted (the bot takes away what its seat has seen)."""
        return Counter(self.pieces())

    def score_total(self, catch: list[Any] | tuple[Any, ...]) -> int:
        """`score(catch).total`, remembered: the bots weigh the same catches again and again
        (the search bot's playouts ask them at every step). A catch scores the same in any
        order, so it is remembered by what it holds: a number with a digit per piece of the
        set counting its copies (`_weights`), cheaper to make than a sorted tuple."""
        key = sum(map(self._weights.__getitem__, catch))
        totals = self._totals
        total = totals.get(key)
        if total is None:
            if len(totals) >= 100_000:
                totals.clear()  # a bound on the memory, never reached by one search
            total = totals[key] = self.catch_total(list(catch))
        return total

    @cached_property
    def _weights(self) -> dict[Any, int]:
        """Per piece, its digit's weight in `score_total`'s key: a byte per piece of the set,
        in the set's order. A byte counts up to 255 copies, far more than any catch holds,
        even one a bot imagines (a piece more than the set has: `fishing_bot.exposure`)."""
        return {p: 1 << (8 * i) for i, p in enumerate(self.piece_order)}

    @cached_property
    def _totals(self) -> dict[int, int]:
        return {}

    def laid_out(self, hand: list[Any]) -> list[Any]:
        """Pieces a dealt hand lays out in front of its seat at once (none by default)."""
        return []

    def settle(self, scores: list[int]) -> tuple[list[int], str]:
        """Payments from the final scores: each pair of seats settles the difference."""
        payments = [sum(mine - other for other in scores) for mine in scores]
        return payments, "each pair of players settles the difference of their scores"


class FishingState(MatchState):
    """Hands, the lake (in the order pieces came to it), the woodpile (top first), the
    turned woodpile piece awaiting its move, and each seat's catch."""

    game: FishingGame

    def _start_deal(self, hands: list[list[Any]], rest: list[Any]) -> None:
        size = self.game.lake_size
        # A hand is a set of pieces: kept in the order of the game's set, so a deal given
        # with its hands in another order is the same deal.
        order = self.game.piece_order
        self.hands: list[list[Any]] = [sorted(h, key=order.__getitem__) for h in hands]
        self.lake: list[Any] = list(rest[:size])
        # The lake counted by piece, kept as it changes: every position's moves read it.
        self.lake_counts: dict[Any, int] = dict(Counter(self.lake))
        self.woodpile: list[Any] = list(rest[size:])
        self.catches: list[list[Any]] = [[] for _ in hands]
        self.laid: list[list[Any]] = [[] for _ in hands]
        for seat, hand in enumerate(self.hands):
            for piece in self.game.laid_out(hand):
                hand.remove(piece)
                self.laid[seat].append(piece)
                self.catches[seat].append(piece)
        # Each seat's points, counted when first read after its catch grew (None till
        # then): every observation a bot is handed tells them, a random playout never.
        self._points: list[int | None] = [None] * len(hands)
        self.turned: Any = None
        self.turn = self._dealer()
        self.last: tuple[int, tuple[Any, ...]] | None = None  # who moved, what it caught
        self._start_turn()

    # -- the turn ----------------------------------------------------------------------------

    def _start_turn(self) -> None:
        """A seat with nothing in hand goes straight to turning the woodpile."""
        if not self.hands[self.turn]:
            self.turned = self.woodpile.pop(0)

    def _phase(self) -> str:
        return "woodpile" if self.turned is not None else "hand"

    def moves_for(self, bait: Any) -> list[tuple[str, tuple[Any, ...]]]:
        """What `bait` may do in the lake now: (kind, fish caught) per choice."""
        return self._moves_for(bait, self.lake_counts, self.game.catch_rules)

    def _moves_for(
        self, bait: Any, counts: dict[Any, int], rules: CatchRules
    ) -> list[tuple[str, tuple[Any, ...]]]:
        """`moves_for`, given the lake's counts and the rules (read once per position)."""
        moves: list[tuple[str, tuple[Any, ...]]] = []
        for fish in self.game.catchers[bait]:  # in the order the lake's groups are shown
            n = counts.get(fish)
            if n:
                three = fish is bait and n >= 3 and rules.takes_three(fish)
                moves.append((CATCH, (fish,) * (3 if three else 1)))
        if rules.third_joins and counts.get(bait) == 2:
            moves.append((JOIN, ()))
        elif not moves or rules.may_leave:
            moves.append((LAY, ()))
        return moves

    def parts(self, action: Action) -> tuple[Any, tuple[Any, ...]]:
        """The bait of a legal move (from the hand, or the turned piece) and its fish."""
        return move_parts(action, self.turned, self.lake)

    def lake_faces(self) -> list[Any]:
        """The different pieces of the lake, in the order its groups are shown."""
        return sorted(set(self.lake), key=self.game.lake_order.__getitem__)

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        counts, rules = self.lake_counts, self.game.catch_rules
        if self.turned is not None:
            turned = self.turned
            moves = self._moves_for(turned, counts, rules)
            return [_move(seat, turned, kind, fish, True) for kind, fish in moves]
        actions = []
        for bait in dict.fromkeys(self.hands[seat]):  # (a hand is kept in the set's order)
            moves = self._moves_for(bait, counts, rules)
            actions += [_move(seat, bait, kind, fish) for kind, fish in moves]
        return actions

    def _apply(self, action: Action) -> None:
        seat = self.turn
        bait, fish = self.parts(action)
        if self.turned is None:
            self.hands[seat].remove(bait)
        else:
            self.turned = None
        counts = self.lake_counts
        if action.kind == CATCH:
            for piece in fish:
                self.lake.remove(piece)
                left = counts[piece] - 1
                if left:
                    counts[piece] = left
                else:
                    del counts[piece]
            self.catches[seat] += [bait, *fish]
            self._points[seat] = None
        else:
            self.lake.append(bait)
            counts[bait] = counts.get(bait, 0) + 1
        self.last = (seat, (bait, *fish) if action.kind == CATCH else ())
        if action.pieces:  # the hand piece is played: the woodpile's top is turned up
            self.turned = self.woodpile.pop(0)
            return
        if not self.woodpile:
            self.over = True
            scores = self.scores()
            self.totals, _ = self.game.settle(scores)
            return
        self.turn = (seat + 1) % self.num_players
        self._start_turn()

    def scores(self) -> list[int]:
        points = self._points
        for seat, known in enumerate(points):
            if known is None:
                points[seat] = self.game.score_total(self.catches[seat])
        return cast("list[int]", list(points))

    # -- what the rules settle ---------------------------------------------------------------

    def _result(self) -> tuple[tuple[Any, ...], str, str]:
        scores = tuple(self.scores())
        if not self.over:
            return scores, "points", ""
        _, how = self.game.settle(list(scores))
        said = ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(scores))
        return scores, "points", f"Fish scored: {said}; {how}."

    def _dealer(self) -> int:
        # The rules draw no first player: P1 plays first unless one was given.
        return 0 if self.deal.dealer is None else self.deal.dealer

    # -- words -------------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        who = seat_name(action.player)
        bait, fish = self.parts(action)
        rules = self.game.catch_rules
        if not action.pieces:
            start = f"{who} turns {bait} from the woodpile"
        else:
            start = f"{who} plays {bait} from the hand"
        if action.kind == LAY:
            if any(rules.catches(bait, f) for f in self.lake_faces()):
                return f"{start} and leaves it in the lake, though it could catch."
            return f"{start}; nothing in the lake matches it, so it stays in the lake."
        if action.kind == JOIN:
            return (
                f"{start} and lays it beside the two {bait} in the lake, hoping that the "
                f"fourth {bait} will take all three."
            )
        before = self.game.score(self.catches[action.player]).total
        after = self.game.score(self.catches[action.player] + [bait, *fish])
        if len(fish) == 3:
            what = f"the three {fish[0]} in the lake at once (the fourth takes all three)"
        else:
            what = f"{fish[0]} ({rules.why(bait, fish[0])})"
        others = [f for f in self.lake_faces() if f is not fish[0] and rules.catches(bait, f)]
        choice = f"; it could have taken {', '.join(map(str, others))}" if others else ""
        gained = after.total - before
        return (
            f"{start} and catches {what}{choice}. The catch is worth {after.total} "
            f"({signed(gained)}): {after.words()}."
        )

    def _intro(self) -> str:
        sizes = {len(h) + len(out) for h, out in zip(self.hands, self.laid, strict=True)}
        held = "/".join(map(str, sorted(sizes)))
        text = (
            f"The deal: {self.num_players} players hold {held} pieces each, {len(self.lake)} "
            f"lie face up in the lake, {len(self.woodpile) + (self.turned is not None)} in "
            f"the woodpile. {seat_name(self.turn)} plays first."
        )
        for seat, laid in enumerate(self.laid):
            if laid:
                text += (
                    f" {seat_name(seat)} was dealt {' and '.join(map(str, laid))} and lays "
                    f"them out at once, caught."
                )
        return text

    # -- what can be seen ----------------------------------------------------------------------

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {}
        for s, hand in enumerate(self.hands):
            zones[f"hand {s}"] = list(hand) if seat is None or seat == s else [None] * len(hand)
        zones["lake"] = list(self.lake)
        zones["turned"] = [] if self.turned is None else [self.turned]
        zones["woodpile"] = list(self.woodpile) if seat is None else [None] * len(self.woodpile)
        for s, catch in enumerate(self.catches):
            zones[f"catch {s}"] = list(catch)
        return zones

    def _facts(self, seat: int | None) -> LakeFacts:
        return LakeFacts(
            lake=tuple(self.lake),
            turned=self.turned,
            catches=tuple(map(tuple, self.catches)),
            scores=tuple(self.scores()),
            held=tuple(map(len, self.hands)),
            woodpile=len(self.woodpile),
        )

    def picks(self, action: Action) -> tuple[str, ...]:
        """A catch is picked by its fish in the lake (and its bait, from the hand); the
        other moves by the bait from the hand, or by a button for a turned piece."""
        keyed = {face: NAMES[i] for i, face in enumerate(self.lake_faces())}
        from_hand = tuple(map(str, action.pieces))
        if action.kind == CATCH:
            fish = self.parts(action)[1][0]
            return (*from_hand, f"{keyed[fish]} {fish}")
        return from_hand

    def _table(self, seat: int | None) -> TableView:
        counts = Counter(self.lake)
        groups = [
            Group((face,) * counts[face], None, f"{NAMES[i]} · {face_of(face).pips}", key=NAMES[i])
            for i, face in enumerate(self.lake_faces())
        ]
        if self.turned is not None:
            groups.insert(0, Group((self.turned,), self.turn, "turned up", best=True))
        seats = []
        panel = []
        for s, hand in enumerate(self.hands):
            shown = tuple(hand) if seat is None or seat == s else (None,) * len(hand)
            score = self.game.score(self.catches[s])
            front = tuple(
                Group(c.pieces, s, f"{c.label} {c.points}") for c in score.classes if c.pieces
            )
            if self.over:
                detail = f"{score.total} points · {signed(self.totals[s])}"
            else:
                detail = f"{len(hand)} in hand · {score.total} points"
            seats.append(
                SeatView(
                    seat_name(s), shown, front, "catch", detail, not self.over and s == self.turn
                )
            )
            parts = [f"{c.label} {c.points}" for c in score.classes if c.pieces]
            parts += [f"{name} +{p}" for name, p in score.bonuses]
            panel.append(f"{seat_name(s)} {score.total}: {' + '.join(parts) or 'nothing yet'}")
        words = (
            "the game is over" if self.over else f"the lake · {len(self.woodpile)} in the woodpile"
        )
        last = self.last
        total = len(self.game.pieces())
        return self._table_view(
            seat,
            seats=tuple(seats),
            centre=Centre("lake", words, tuple(groups), room=self.game.lake_size + 8),
            # The woodpile lies face down beside the lake (open only on an all-open table).
            piles=(Pile("woodpile", tuple(self._zones(seat)["woodpile"])),)
            if self.woodpile
            else (),
            back=self.game.pieces()[0],
            hand_room=max(self.game.hand_sizes()),
            # A catch fans out in one row: as wide as the largest catch, never tighter than
            # a share of the pieces.
            front_room=max(total // (2 * self.num_players), *map(len, self.catches)),
            fanned=True,
            panel=tuple(panel),
            panel_room=self.num_players + 1,
            moved_to="front" if last is not None and last[1] else ("centre" if last else ""),
        )

    def _title_more(self) -> str:
        return "" if self.over else f"; {len(self.woodpile)} in the woodpile"


@cache  # few: per seat, bait, fish and kind; made once, not per position
def _move(seat: int, bait: Any, kind: str, fish: tuple[Any, ...], turned: bool = False) -> Action:
    """A move of `bait`. Its pieces are what it moves from the hand (the bait, or nothing
    for a turned woodpile piece), so that what a seat saw played is what left that hand;
    the short notation names the bait and the fish."""
    if kind == CATCH:
        short = f"{bait} takes {' '.join(map(str, fish))}"
    else:
        short = f"{kind} {bait}"
    if turned:
        return Action(seat, kind, (), f"turned {short}", _sentence, short=short)
    return Action(seat, kind, (bait,), short, _sentence, short=short)


def move_parts(action: Action, turned: Any, lake: Sequence[Any]) -> tuple[Any, tuple[Any, ...]]:
    """The bait of a legal move (the piece it plays from the hand, else the `turned`
    woodpile piece) and the fish it takes from `lake`."""
    bait = action.pieces[0] if action.pieces else turned
    _, fish = names_of(action)
    if not fish:
        return bait, ()  # (most moves catch nothing: the lake need not be read)
    # Each fish found by its name: a search of the lake costs less than a table of it.
    return bait, tuple(next(p for p in lake if str(p) == name) for name in fish)


def names_of(action: Action) -> tuple[str, list[str]]:
    """The bait and the fish of a move, as written in its short notation."""
    words = action.short.split()
    if action.kind == CATCH:
        return words[0], words[2:]
    return words[1], []


def _sentence(a: Action) -> str:
    who = seat_name(a.player)
    bait, fish = names_of(a)
    turned = "turned " if a.detail.startswith("turned") else ""
    if a.kind == CATCH:
        return f"{who} catches {' '.join(map(str, fish))} with the {turned}{bait}"
    if a.kind == JOIN:
        return f"{who} lays the {turned}{bait} beside the two {bait} in the lake"
    return f"{who} leaves the {turned}{bait} in the lake"


@dataclass(frozen=True, slots=True)
class DealFigures:
    """What many deals between the game's bots come to: per deal, each seat's score and
    how much of it came from each fish class (label -> points), bonuses under "bonus"."""

    scores: tuple[tuple[int, ...], ...]
    classes: tuple[tuple[dict[str, int], ...], ...]

    def share(self, label: str) -> float:
        """The share of all points scored that came from one class."""
        part = sum(c.get(label, 0) for deal in self.classes for c in deal)
        total = sum(map(sum, self.scores))
        return part / total if total else 0.0

    def first_wins(self) -> float:
        """How often the first player has the best score (ties shared)."""
        won = 0.0
        for scores in self.scores:
            best = [s for s, p in enumerate(scores) if p == max(scores)]
            won += (0 in best) / len(best)
        return won / len(self.scores)

    def spread(self) -> float:
        """The mean gap between the best and the worst score, over the mean score: how much
        a deal swings, in mean scores."""
        gaps = [max(s) - min(s) for s in self.scores]
        mean = sum(map(sum, self.scores)) / sum(map(len, self.scores))
        return sum(gaps) / len(gaps) / mean if mean else 0.0


def play_deals(game: FishingGame, deals: int, seed: int = 0) -> DealFigures:
    """Deal `deals` times from consecutive seeds and let the game's bots play each out."""
    scores, classes = [], []
    for number in range(seed, seed + deals):
        state = game.new_initial_state(seed=number)
        assert isinstance(state, FishingState)  # the state class of every fishing game
        bots = [game.make_bot(number * 7 + s) for s in range(game.players)]
        while not state.is_terminal():
            state.apply_action(state.ask(bots[state.turn]))
        scored = [game.score(c) for c in state.catches]
        scores.append(tuple(s.total for s in scored))
        classes.append(
            tuple(
                {**{c.label: c.points for c in s.classes}, "bonus": sum(p for _, p in s.bonuses)}
                for s in scored
            )
        )
    return DealFigures(tuple(scores), tuple(classes))
