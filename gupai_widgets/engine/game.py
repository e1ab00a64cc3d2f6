"""A configured game: its spec, player count and options; it deals initial states."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar

from ..bots.base import Bot, RandomBot
from ..pieces.errors import PieceError, excerpt
from .action import seat_name
from .deal import Deal, Shuffles, shuffle_in_place
from .errors import DealError
from .spec import GameSpec

if TYPE_CHECKING:
    from .learning import BestMove
    from .state import State


def check_seed(seed: Any) -> int | None:
    """A seed as given, refused unless it is a whole number (or None, a fresh shuffle)."""
    if seed is not None and type(seed) is not int:
        raise DealError(f"the seed must be a whole number or None, not {excerpt(seed)}")
    return seed


class Game:
    """Base class of every game. A subclass sets `spec` and `state_class` and implements
    `make_deal` (the shuffle, the only randomness) and `check_deal`."""

    spec: ClassVar[GameSpec]
    state_class: ClassVar[type[State]]
    # The game's own heuristic bot; games override it (constructor takes a seed).
    bot_class: ClassVar[type] = RandomBot
    # The questions its moves pose beyond the shared ones (engine/learning.py).
    questions: ClassVar[frozenset[str]] = frozenset()
    # Facts beyond hands, rest, dealer and deal number that deal a deal in the middle of a
    # match again as it was played (a bank kept from the round before, a banker's growing
    # rate): `new_initial_state` takes them as keywords and `deal_setup()` gives them where
    # they differ from the start of a match.
    deal_facts: ClassVar[tuple[str, ...]] = ()
    # The search bot's budget at the strong level, in steps (bots/levels.py); a game whose
    # own bot is slow to choose gets fewer.
    strong_budget: ClassVar[int] = 20_000

    def __init__(self, players: int | None = None, **options: Any) -> None:
        self.players, self.options = self.spec.resolve(players, options)

    def best_move(self, state: State) -> BestMove | None:
        """The best move of `state` for its seat to move, where the game can name it exactly
        and it is clearly the best (engine/learning.py); None where the position asks no
        such question. Most games cannot: their bots estimate."""
        return None

    @property
    def id(self) -> str:
        return self.spec.id

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if v != self.spec.option(k).default}
        args = "".join(f", {k}={v!r}" for k, v in sorted(changed.items()))
        return f"load_game({self.id!r}, players={self.players}{args})"

    def new_initial_state(
        self,
        seed: int | Deal | None = None,
        *,
        hands: Sequence[Sequence[Any]] | None = None,
        rest: Sequence[Any] | None = None,
        dealer: int | None = None,
        deal_number: int = 0,
        **facts: Any,
    ) -> State:
        """A fresh match, the same shape for every game (DESIGN.md §2).

        `seed` fixes every shuffle. `hands` (one list per seat, pieces in any notation and
        order) and `rest` (the undealt pieces in the order the game uses them) fix the first
        deal; what is omitted is shuffled from the seed. `dealer` is who deals, leads or
        holds the bank (the game says which) and `deal_number` which deal of the match this
        is, from 0: the match plays on from there. `facts` are the game's `deal_facts` that
        deal a deal in the middle of a match as it was played (checked by
        `check_deal_facts`).

        Given a `Deal` (what `State.deal_setup()` returns) in place of the seed, deals that
        deal again: it carries all of the above.
        """
        if isinstance(seed, Deal):
            if hands is not None or rest is not None or dealer is not None or deal_number or facts:
                raise DealError(
                    "a Deal carries its hands, rest, dealer, deal number, seed and facts: "
                    "give it alone"
                )
            deal = seed
            return self.new_initial_state(
                deal.seed,
                hands=deal.hands,
                rest=deal.rest,
                dealer=deal.dealer,
                deal_number=deal.deal_number,
                **deal.facts,
            )
        unknown = sorted(set(facts) - set(self.deal_facts)) if facts else None
        if unknown:
            allowed = ", ".join(("hands", "rest", "dealer", "deal_number", *self.deal_facts))
            raise DealError(
                f"{self.spec.name} deals with {allowed}, not {excerpt(unknown[0])} (rule "
                f"options go to load_game)"
            )
        if check_seed(seed) is None:
            seed = random.SystemRandom().randrange(2**32)
        deals = self.deal_count()
        if type(deal_number) is not int or not 0 <= deal_number < deals:
            raise DealError(
                f"deal_number must be a whole number from 0 to {deals - 1} "
                f"({self.spec.name} here plays {deals} deal(s)), not {excerpt(deal_number)}"
            )
        if dealer is not None and (type(dealer) is not int or not 0 <= dealer < self.players):
            raise DealError(
                f"dealer must be a seat from 0 to {self.players - 1}, not {excerpt(dealer)}"
            )
        fix = None
        fixed_hands = None if hands is None and rest is None else self._parse_hands(hands)
        fixed_rest = None if rest is None else self._parse_pieces(rest, "rest")
        if fixed_hands is not None:
            given = fixed_hands

            def fix(shuffled: list[Any]) -> list[Any]:
                return self._fixed_wall(given, fixed_rest, shuffled)

        shuffles = self.make_deal(
            random.Random(seed), fix=fix, dealer=dealer, deal_number=deal_number
        )
        self.check_deal(shuffles)
        setup: dict[str, Any] = {"seed": seed}
        if hands is not None and fixed_hands is not None:
            setup["hands"] = [[str(p) for p in hand] for hand in fixed_hands]
        if fixed_rest is not None:
            setup["rest"] = [str(p) for p in fixed_rest]
        if dealer is not None:
            setup["dealer"] = dealer
        if deal_number:
            setup["deal_number"] = deal_number
        # Checked after the deal itself, whose errors come first; a fact a match starts
        # with is left out of the setup.
        setup.update(self.check_deal_facts(facts, dealer, deal_number))
        return self.state_class(self, shuffles, setup)

    def check_deal_facts(
        self, facts: dict[str, Any], dealer: int | None, deal_number: int
    ) -> dict[str, Any]:
        """The `deal_facts` given to `new_initial_state` that differ from a match's start,
        after checking them (DealError); a game that has deal facts says how."""
        return facts

    def make_bot(self, seed: int | None = None) -> Bot:
        """A new instance of this game's own heuristic bot."""
        bot: Bot = self.bot_class(seed)
        return bot

    def move_values(self, state: State) -> dict[str, str] | None:
        """What each legal move of the seat to move is worth, where the game counts it
        exactly from that seat's own pieces: a few words per move's short notation ("worth
        +0.125 a stake"), shown beside the move in a menu. None (the default) where it
        cannot; a move left out has no figure."""
        return None

    # -- what a game defines -------------------------------------------------------------

    def pieces(self) -> tuple[Any, ...]:
        """Every piece one deal uses (each copy of a doubled tile once per copy)."""
        raise NotImplementedError

    def hand_sizes(self) -> tuple[int, ...]:
        """How many pieces each seat is dealt."""
        raise NotImplementedError

    @cached_property
    def piece_order(self) -> dict[Any, int]:
        """Each piece's place in `pieces()`: the order hands are listed in a setup."""
        order: dict[Any, int] = {}
        for i, piece in enumerate(self.pieces()):
            order.setdefault(piece, i)
        return order

    def deal_count(self) -> int:
        """How many deals the match lasts."""
        deals: int = self.options.get("deals", 1)
        return deals

    def split_wall(self, wall: Sequence[Any]) -> tuple[list[list[Any]], list[Any]]:
        """A deal's pieces in the order the game deals them -> (hands by seat, the rest).
        By default the hands lie in seat order from P1, then the rest."""
        hands, at = [], 0
        for size in self.hand_sizes():
            hands.append(list(wall[at : at + size]))
            at += size
        return hands, list(wall[at:])

    def join_wall(self, hands: Sequence[Sequence[Any]], rest: Sequence[Any]) -> list[Any]:
        """The inverse of `split_wall`."""
        return [p for hand in hands for p in hand] + list(rest)

    # Whether the lot for the first dealer is drawn after the shuffles, not before: the
    # order the game's recorded matches drew them from the seed in.
    lot_after_shuffle: ClassVar[bool] = False
    # Said after the reason when a fixed deal is one the rules would deal again: how to
    # play it anyway, where an option does.
    redeal_hint: ClassVar[str] = ""

    def make_deal(
        self,
        rng: random.Random,
        *,
        fix: Callable[[list[Any]], list[Any]] | None,
        dealer: int | None,
        deal_number: int,
    ) -> Shuffles:
        """Every shuffle the match needs, drawn from `rng`: the lot for the first dealer
        (`draw_lot`), then one wall (`shuffle`) per deal from `deal_number` on, with the walls
        the rules deal again (`redeal`) among them. `fix`, when given, turns the first deal's
        shuffled pieces into the fixed deal asked for, which must be one the rules play; a
        given `dealer` replaces the lot's, whose pieces are then kept only if it names the
        same seat (as it does when a deal is dealt again from its seed and setup)."""
        lot = None if self.lot_after_shuffle else self.draw_lot(rng)
        walls: list[tuple[Any, ...]] = []
        played = deal_number
        while played < self.deal_count():
            wall = self.shuffle(rng)
            if fix is not None and not walls:
                wall = fix(wall)
                reason = self.redeal(wall)
                if reason is not None:
                    raise DealError(
                        f"a fixed deal must be one the rules play, and this one would be dealt "
                        f"again ({reason}{self.redeal_hint})"
                    )
            else:
                reason = self.redeal(wall)
            walls.append(tuple(wall))
            if reason is None:
                played += 1
        if self.lot_after_shuffle:
            lot = self.draw_lot(rng)
        drawn, pieces = lot if lot is not None else (None, ())
        return Shuffles(
            walls=tuple(walls),
            dealer=drawn if dealer is None else dealer,
            chosen=dealer is not None,
            deal_number=deal_number,
            lot=pieces if dealer is None or dealer == drawn else (),
        )

    def draw_lot(self, rng: random.Random) -> tuple[int, tuple[Any, ...]] | None:
        """The first dealer drawn by lot from `rng`, and the pieces drawn for it (empty where
        the lot is a seat drawn at random); None (the default) where the rules draw none."""
        return None

    def shuffle(self, rng: random.Random) -> list[Any]:
        """One deal's pieces shuffled by `rng`, in the order the game deals them."""
        wall = list(self.pieces())
        shuffle_in_place(wall, rng)
        return wall

    def redeal(self, wall: Sequence[Any]) -> str | None:
        """Why the rules deal these pieces again before anyone plays (a hand no rule can
        play, a dead layout), or None (the default): they are played."""
        return None

    def check_deal(self, deal: Shuffles) -> None:
        """Raise DealError unless the deal keeps a rule of the game the pieces alone do not
        (a fair deal, a jack in every hand). Most games have none."""

    def _not_the_set(self, extra: Counter[Any], missing: Counter[Any]) -> DealError:
        parts = []
        for what, pieces in (("too many or foreign", extra), ("missing", missing)):
            if pieces:
                parts.append(f"{what}: {' '.join(sorted(map(str, pieces.elements()))[:12])}")
        return DealError(
            f"a deal of {self.spec.name} for {self.players} players holds exactly its "
            f"{len(self.pieces())} pieces, each once per copy ({'; '.join(parts)})"
        )

    # -- fixed deals ---------------------------------------------------------------------------

    def _parse_pieces(self, pieces: Any, what: str) -> list[Any]:
        if isinstance(pieces, str) or not isinstance(pieces, Sequence):
            raise DealError(f"{what} must be a list of pieces, not {excerpt(pieces)}")
        kind = type(self.pieces()[0])
        try:
            return [p if isinstance(p, kind) else kind.parse(p) for p in pieces]
        except PieceError as exc:
            raise DealError(f"{what}: {exc}") from None

    def _parse_hands(self, hands: Any) -> list[list[Any]]:
        sizes = self.hand_sizes()
        if hands is None:
            hands = [[] for _ in sizes] if not any(sizes) else None
        if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != len(sizes):
            raise DealError(
                f"hands must be a list of {len(sizes)} hands, one per seat, not {excerpt(hands)}"
            )
        parsed = [
            self._parse_pieces(hand, f"{seat_name(s)}'s hand") for s, hand in enumerate(hands)
        ]
        for seat, (hand, size) in enumerate(zip(parsed, sizes, strict=True)):
            if len(hand) != size:
                raise DealError(
                    f"{seat_name(seat)}'s hand has {len(hand)} pieces; {self.spec.name} for "
                    f"{self.players} players deals {size}"
                )
        return parsed

    def _fixed_wall(
        self, hands: list[list[Any]], rest: list[Any] | None, shuffled: list[Any]
    ) -> list[Any]:
        """The first deal's pieces from given hands and rest; a missing rest is what the
        shuffle left, in its order. Refuses anything but exactly the game's pieces."""
        full = Counter(self.pieces())
        dealt = Counter(p for hand in hands for p in hand)
        if rest is None and dealt - full:
            raise self._not_the_set(dealt - full, Counter())
        if rest is None:
            left = full - dealt
            rest = []
            for p in shuffled:
                if left[p]:
                    left[p] -= 1
                    rest.append(p)
        given = dealt + Counter(rest)
        if given != full:
            raise self._not_the_set(given - full, full - given)
        return self.join_wall(hands, rest)
