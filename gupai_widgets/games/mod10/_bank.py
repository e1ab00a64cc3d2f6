"""What every banker game shares: a match of rounds against a rotating bank, with stakes.

A round runs in four parts, the same in every game of the family:

1. **The bank.** The bank is offered round the table, starting with the seat after the last
   banker (P1, or the `dealer` asked for, in the first round). A seat takes it or passes it
   on; the last seat offered must take it. A game may keep the bank where it is
   (`BankerGame.bank_passes`), and then nobody is asked.
2. **The stakes.** Each other seat, in turn from the banker's neighbour, stakes one of
   `BankerGame.stakes`; the banker covers every stake.
3. **The play.** The round's tiles are dealt (a fresh shuffle each round), and each seat
   that must decide something (split its tiles, draw a tile, set groups aside) does so in
   the order the game gives. What a seat decides lies face down until the showdown.
4. **The showdown.** Every group is turned up, the game compares each player with the
   banker and settles (`BankerGame.settle`): the banker wins what the players lose and pays
   what they win, so the payments of a round add up to zero. The groups stay face up
   until the next round's tiles are dealt.

A match is `rounds` rounds (the recorded unit); `state.returns()` is each seat's total.
A fixed deal (`new_initial_state`) gives the first round's hands in seat order, `rest` the
tiles nobody is dealt (in the order a game draws from them), `dealer` the seat first offered
the bank and `deal_number` the round to start at; later rounds are shuffled from the seed.
One more fact, `bank_kept`, starts a round whose banker kept the bank from the round
before (where a game's `bank_passes` lets him): `dealer` then names that banker, nobody is
offered the bank, and the round opens with the stakes. `deal_setup()` gives
`bank_kept=True` for such a round, so that it is dealt again as it was played, and leaves
it out otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar, cast

from ...engine import (
    Action,
    DealError,
    DealResult,
    Game,
    MatchState,
    Option,
    State,
    seat_amount,
    seat_name,
    signed,
)
from ...engine.learning import BestMove
from ...engine.observation import Facts
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Tile, chinese_set
from ...pieces.errors import excerpt

SET = chinese_set()
_BACK = Tile(6, 6)  # any tile: only its back is drawn


def rounds_option(default: int, choices: tuple[int, ...] = (1, 2, 4, 8)) -> Option:
    return Option(
        "rounds", default, choices,
        "How many rounds the match lasts; the bank moves on round the table between them.",
    )  # fmt: skip


class Told:
    """A dataclass field holding a sentence, given as text or as a function that writes it
    (a dataclass's descriptor-typed field): the function is called when the sentence is
    first read, and its text kept: a round settled in a playout or a bot's game is never
    told, and writing its note was a large part of settling it."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type | None = None) -> str:
        if instance is None:
            raise AttributeError(self.name)  # (so the field has no default)
        fields = instance.__dict__
        words = fields[self.name]
        if not isinstance(words, str):
            words = fields[self.name] = words()
        return words

    def __set__(self, instance: object, words: str | Callable[[], str]) -> None:
        instance.__dict__[self.name] = words


@dataclass(frozen=True)
class Showdown(DealResult):
    """How one round came out: the deal result of a banker game. `payments` per seat (the
    banker's is minus the sum of the others'); `outcomes` per seat a word ("wins", "push",
    "loses", "banker"); `labels` per seat the names of its groups in order ("Wong", "7
    points"); `best` per seat which of its groups beat the other side; `note` the settlement
    told for a learner, which a game gives as a function of what the round showed (`Told`):
    it is written when read."""

    outcomes: tuple[str, ...]
    labels: tuple[tuple[str, ...], ...]
    best: tuple[tuple[bool, ...], ...]
    note: Told = Told()

    def __deepcopy__(self, memo: dict[int, Any]) -> Showdown:
        return self  # immutable: a copy of a match shares its settled rounds

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled with its note as text: the function that writes it may be a closure.
        return (Showdown, (self.payments, self.outcomes, self.labels, self.best, self.note))


@dataclass(frozen=True, slots=True)
class BankFacts(Facts):
    """What every seat knows of a banker game besides the table: the round being played
    (from 0), its banker (None before the bank is taken), each seat's stake this round, the
    banker of each round settled, each round's showdown and the totals."""

    round: int
    banker: int | None
    stakes: tuple[int, ...]
    bankers: tuple[int, ...]
    results: tuple[Showdown, ...]
    totals: tuple[int, ...]


class BankerGame(Game):
    """A banker game: how many tiles a seat gets, who decides what and in which order, and
    how a round is settled. The shared match (bank, stakes, rounds) is `BankerState`."""

    def best_move(self, position: State) -> BestMove | None:
        """A player's one real decision once the tiles are dealt, where the game counts it
        exactly (`player_best`); never the banker's, whose split is a rule."""
        state = cast(BankerState, position)  # this family's states are all BankerStates
        chosen = state._player_choices(self.decision)
        return None if chosen is None else self.player_best(state, *chosen)

    def move_values(self, position: State) -> dict[str, str] | None:
        """What each of a player's choices is worth, where the game counts it
        (`choice_values`)."""
        state = cast(BankerState, position)
        chosen = state._player_choices(self.decision)
        return None if chosen is None else self.choice_values(state, *chosen)

    deal_facts = ("bank_kept",)

    # The kind of move a player's decision is ("split", "bull", "draw"), and the game's
    # exact counts of it; a game without them leaves them as they are.
    decision: ClassVar[str] = ""

    def player_best(self, state: BankerState, seat: int, legal: list[Action]) -> BestMove | None:
        return None

    def choice_values(
        self, state: BankerState, seat: int, legal: list[Action]
    ) -> dict[str, str] | None:
        return None

    stakes: ClassVar[tuple[int, ...]] = (1, 2, 3)
    # Whether the tiles are laid out when the bank is taken, so a seat stakes on the tile it
    # drew first (Kol-ye-si), rather than once every stake is down.
    deals_before_stakes: ClassVar[bool] = False

    def pieces(self) -> tuple[Tile, ...]:
        return SET

    def hand_size(self) -> int:
        raise NotImplementedError

    def hand_sizes(self) -> tuple[int, ...]:
        return (self.hand_size(),) * self.players

    def deal_count(self) -> int:
        return self.options["rounds"]

    @cached_property
    def _cuts(self) -> tuple[tuple[tuple[int, int], ...], int]:
        """Where each seat's hand lies in a wall, and where the rest starts."""
        cuts, at = [], 0
        for size in self.hand_sizes():
            cuts.append((at, at + size))
            at += size
        return tuple(cuts), at

    def split_wall(self, wall: Sequence[Any]) -> tuple[list[list[Any]], list[Any]]:
        # The engine's split, from places worked out once (`_cuts`, which
        # `BankerState._lay_out` slices the wall at too): a round is short.
        cuts, rest = self._cuts
        return [list(wall[a:b]) for a, b in cuts], list(wall[rest:])

    # -- what a game says -----------------------------------------------------------------

    def play_order(self, banker: int) -> list[int]:
        """The seats that decide something once the tiles are dealt, in order: by default
        each player from the banker's neighbour on, then the banker."""
        return [*self.against[banker], banker]

    # What every round asks again, worked out once per game: a round is only a few moves,
    # so what they share is most of its cost.

    @cached_property
    def against(self) -> tuple[tuple[int, ...], ...]:
        """For each banker, the seats playing against him, in turn from his neighbour."""
        n = self.players
        return tuple(tuple((banker + k) % n for k in range(1, n)) for banker in range(n))

    @cached_property
    def set_in_order(self) -> tuple[Tile, ...]:
        """The set in its own order: the tiles face down before a deal."""
        return tuple(sorted(self.pieces(), key=self.piece_order.__getitem__))

    @cached_property
    def bank_offers(self) -> tuple[tuple[Action, Action], ...]:
        """Per seat, its two answers to the offer of the bank: take it, pass it on."""
        return tuple(
            (
                Action(seat, "bank", (), "take", _takes, short="take bank"),
                Action(seat, "bank", (), "pass", _passes_bank, short="pass bank"),
            )
            for seat in range(self.players)
        )

    @cached_property
    def stake_choices(self) -> tuple[tuple[Action, ...], ...]:
        """Per seat, its choices of stake (`stake_actions`)."""
        return tuple(tuple(self.stake_actions(seat)) for seat in range(self.players))

    def play_actions(self, state: BankerState, seat: int) -> list[Action]:
        """`seat`'s choices in the play (a split, a draw...)."""
        raise NotImplementedError

    def apply_play(self, state: BankerState, action: Action) -> bool:
        """Apply a play; return True when that seat has finished deciding."""
        raise NotImplementedError

    def settle(self, state: BankerState) -> Showdown:
        """Compare every player with the banker once every group is set."""
        raise NotImplementedError

    def deal_first(self, state: BankerState) -> None:
        """Tiles a seat takes before it stakes (Kol-ye-si's first tile); a game that deals
        them sets `deals_before_stakes` and takes them from `state.rest` here."""

    def after_deal(self, state: BankerState) -> None:
        """Tiles taken once the stakes are down, before anyone plays (a banker's own tiles);
        may empty `state.play_order` when the round is decided at once."""

    def bank_passes(self, state: BankerState, showdown: Showdown) -> bool:
        """Whether the bank moves on after a round (by default always)."""
        return True

    def explain_play(self, state: BankerState, action: Action) -> str:
        """The caption of a play, for a learner."""
        return action.text

    def unit(self) -> str:
        return "stakes"

    def group_words(self) -> tuple[str, ...]:
        """What a seat's groups are called, in order ("high", "low")."""
        return ()

    def stake_words(self, amount: int) -> str:
        """A seat's stake as the table shows it (a game staking on several groups at once
        shows each)."""
        return str(amount)

    def stake_actions(self, seat: int) -> list[Action]:
        """`seat`'s choices of stake: one per amount in `stakes` (the same every round)."""
        return [Action(seat, "stake", (), str(n), _stakes, short=f"stake {n}") for n in self.stakes]

    # -- dealing ---------------------------------------------------------------------------

    def check_deal_facts(
        self, facts: dict[str, Any], dealer: int | None, deal_number: int
    ) -> dict[str, Any]:
        """`bank_kept`: True starts at a round whose banker, `dealer`, kept the bank from
        the round before, so that it is not offered (the module's docstring); the
        setup records it for `BankerState._setup_match`."""
        bank_kept = facts.get("bank_kept", False)
        if type(bank_kept) is not bool:
            raise DealError(f"bank_kept must be True or False, not {excerpt(bank_kept)}")
        if bank_kept and (dealer is None or not deal_number):
            raise DealError(
                "a bank is kept from the round before: bank_kept needs the banker who kept it "
                "as dealer and a deal_number from 1"
            )
        return {"bank_kept": True} if bank_kept else {}


class BankerState(MatchState[Showdown]):
    """A match of a banker game. Zones: "hand <s>" (tiles a seat still holds), "groups <s>"
    (the tiles it has set, face down to the others until the showdown), "wall" (tiles
    nobody holds, never shown to a seat)."""

    # A round's wall is only ever replaced, never changed: a copy for a caption shares it.
    unchanging = ("wall_dealt",)
    game: BankerGame

    def _setup_match(self) -> None:
        self.bankers: list[int] = []
        self.banker: int | None = None
        # Who is offered the next round's bank first, and whether he keeps it unoffered (the
        # banker of the round before, where `bank_passes` lets him): the first round's from
        # the deal, each later one's from the showdown before it.
        self.next_offer = self.deal.dealer or 0
        self.next_kept = bool(self.setup.get("bank_kept"))
        self._clear_table()

    # -- the rounds ------------------------------------------------------------------------

    def _clear_table(self) -> None:
        """Lay out a round's tiles: all in the wall until the stakes are down."""
        n = self.num_players
        self.hands: list[list[Tile]] = [[] for _ in range(n)]
        self.groups: list[list[tuple[Tile, ...]]] = [[] for _ in range(n)]
        # Before the deal the tiles lie face down in no order that matters: listed in the
        # set's order, so the same deal written any way looks the same.
        self.rest: list[Tile] = list(self.game.set_in_order)
        self.revealed = False

    def _start_deal(self, hands: list[list[Tile]], rest: list[Tile]) -> None:
        """A round opens with the bank. Its tiles (`hands`, `rest`) stay face down in the
        wall until the bank is taken and the stakes are down (`_lay_out` deals them from
        `wall_dealt`), and the last round's hands stay face up until then."""
        self.stake = [0] * self.num_players
        self.phase_name = "bank"
        self.first_offer = self.next_offer
        self.offers_left = self.num_players
        self.turn = self.first_offer
        # Whether the banker of the round before keeps the bank, unoffered: what a round
        # carries from the match besides its banker (`deal_setup`).
        self.bank_kept = self.next_kept
        if self.bank_kept:
            self._banker_chosen(self.first_offer)

    def _dealer(self) -> int:
        """The seat first offered the round's bank, or the banker who kept it."""
        return self.first_offer

    @property
    def banker_seat(self) -> int:
        """The round's banker, read once the bank is taken (from the stakes on)."""
        banker = self.banker
        assert banker is not None, "nobody holds the bank yet"
        return banker

    def _banker_chosen(self, banker: int) -> None:
        self.banker = banker
        self.phase_name = "stake"
        self.stake_order = list(self.game.against[banker])
        self.turn = self.stake_order[0]
        if self.game.deals_before_stakes:
            self._lay_out()
            self.game.deal_first(self)

    def _lay_out(self) -> None:
        # `_clear_table` with the round's tiles in place of the set's: `split_wall`'s
        # parts, sliced from the wall and sorted at once.
        wall, (cuts, rest) = cast("tuple[Tile, ...]", self.wall_dealt), self.game._cuts
        order = self.game.piece_order.__getitem__
        self.hands = [sorted(wall[a:b], key=order) for a, b in cuts]
        self.rest = list(wall[rest:])
        self.groups = [[] for _ in cuts]
        self.revealed = False

    def _deal_round(self) -> None:
        if not self.game.deals_before_stakes:
            self._lay_out()
        self.phase_name = "play"
        self.play_order = self.game.play_order(self.banker_seat)
        self.game.after_deal(self)
        self._next_to_play()

    def _next_to_play(self) -> None:
        if self.play_order:
            self.turn = self.play_order[0]
        else:
            self._showdown()

    def _showdown(self) -> None:
        # Tiles nobody had to arrange (a hand compared as dealt) are turned up as one group.
        for seat, hand in enumerate(self.hands):
            if hand:
                self.groups[seat].append(tuple(hand))
                self.hands[seat] = []
        showdown = self.game.settle(self)
        self.revealed = True
        banker = self.banker_seat
        self.bankers.append(banker)
        # Where the next round's bank goes, decided before the settlement deals that round.
        self.next_kept = not self.game.bank_passes(self, showdown)
        self.next_offer = banker if self.next_kept else (banker + 1) % self.num_players
        self.phase_name = "over"  # until the next round, if any, opens with the bank
        self.settle(showdown)

    # -- moves -----------------------------------------------------------------------------

    def _phase(self) -> str:
        return self.phase_name

    def _legal_actions(self) -> list[Action]:
        seat = self.turn
        phase = self.phase_name
        if phase == "bank":
            offer = self.game.bank_offers[seat]
            return [offer[0]] if self.offers_left == 1 else list(offer)
        if phase == "stake":
            return list(self.game.stake_choices[seat])
        return self.game.play_actions(self, seat)

    def _apply(self, action: Action) -> None:
        kind = action.kind
        if kind == "bank":
            if action.detail == "take":
                self._banker_chosen(action.player)
            else:
                self.offers_left -= 1
                self.turn = (self.turn + 1) % self.num_players
        elif kind == "stake":
            self.stake[action.player] = int(action.detail)
            self.stake_order.pop(0)
            if self.stake_order:
                self.turn = self.stake_order[0]
            else:
                self._deal_round()
        elif self.game.apply_play(self, action):
            self.play_order.pop(0)
            self._next_to_play()

    # -- settlement ------------------------------------------------------------------------

    def players_of(self) -> tuple[int, ...]:
        """The seats playing against the bank this round, in turn from the banker's right."""
        return self.game.against[self.banker_seat]

    def settle_against_bank(
        self, outcome: Callable[[int], int]
    ) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Payments and outcome words when each player wins (+k), pushes (0) or loses (−k)
        k times his stake, `outcome(seat)` giving k with its sign."""
        n, banker, stake = self.num_players, self.banker_seat, self.stake
        payments = [0] * n
        words = ["banker"] * n
        for seat in self.game.against[banker]:
            k = outcome(seat)
            paid = payments[seat] = k * stake[seat]
            payments[banker] -= paid
            words[seat] = "wins" if k > 0 else "loses" if k < 0 else "push"
        return tuple(payments), tuple(words)

    def _result(self) -> tuple[tuple[Any, ...], str, str]:
        if not self.results:
            return ("",) * self.num_players, self.game.unit(), ""
        last = self.results[-1]
        return last.outcomes, self.game.unit(), last.note

    def _deal_facts(self) -> dict[str, Any]:
        """`bank_kept=True` where the round's banker kept the bank (the dealer is then that
        banker): dealt again without it, the bank would be offered, and the round's real
        moves would not replay."""
        return {"bank_kept": True} if self.bank_kept else {}

    # -- captions --------------------------------------------------------------------------

    def _explain(self, action: Action, seat: int | None) -> str:
        if action.kind == "bank":
            text = self._explain_bank(action)
        elif action.kind == "stake":
            text = (
                f"{action.text}: the banker ({seat_name(self.banker_seat)}) covers it, and the "
                f"same amount changes hands whichever way the round goes."
            )
        elif self._hides(action, seat):
            # Groups set face down are named only to their owner until the showdown.
            text = f"{action.seen_by(seat)}, face down until the showdown."
        else:
            text = self.game.explain_play(self, action)
        after = self.after(action)
        if len(after.results) > len(self.results):
            text = f"{text} {after.showdown_words()}"
        return text

    def _explain_bank(self, action: Action) -> str:
        seat = seat_name(action.player)
        if action.detail == "take":
            why = "the last seat offered must take it" if self.offers_left == 1 else ""
            plays = "plays every other seat this round"
            return f"{action.text}: {seat} {plays}" + (f" ({why})." if why else ".")
        nxt = seat_name((action.player + 1) % self.num_players)
        return f"{action.text}: {seat} declines, and the bank is offered to {nxt}."

    def showdown_words(self) -> str:
        """The caption of the round just settled, and where the bank goes next."""
        showdown = self.results[-1]
        parts = [showdown.note]
        if self.over:
            if self.game.deal_count() > 1:
                totals = ", ".join(seat_amount(s, t) for s, t in enumerate(self.totals))
                parts.append(f"That was the last round; match totals: {totals}.")
        elif self.phase_name == "bank":
            parts.append(f"The bank is offered to {seat_name(self.first_offer)} next.")
        else:
            parts.append(f"{seat_name(self.banker_seat)} keeps the bank.")
        return " ".join(parts)

    def _intro(self) -> str:
        rounds = self.game.deal_count()
        size = self.game.hand_size()
        match = f" The match lasts {rounds} rounds." if rounds > 1 else ""
        if self.bank_kept:
            bank = f"{seat_name(self.banker_seat)} keeps the bank from the round before."
        else:
            bank = f"The bank is offered to {seat_name(self.turn)} first."
        return (
            f"The round: each of {self.num_players} seats will get {size} tiles once the "
            f"stakes are down. {bank}{match}"
        )

    # -- what can be seen ------------------------------------------------------------------

    def sees(self, viewer: int | None, seat: int) -> bool:
        return viewer is None or viewer == seat or self.revealed or self.over

    def _zones(self, seat: int | None) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {}
        for s in range(self.num_players):
            hand = self.hands[s]
            zones[f"hand {s}"] = list(hand) if self.sees(seat, s) else [None] * len(hand)
        for s in range(self.num_players):
            tiles = [t for group in self.groups[s] for t in group]
            zones[f"groups {s}"] = tiles if self.sees(seat, s) else [None] * len(tiles)
        zones["wall"] = list(self.rest) if seat is None else [None] * len(self.rest)
        return zones

    def _table(self, seat: int | None) -> TableView:
        n = self.num_players
        current = None if self.over else self.turn
        showdown = self.results[-1] if self.revealed else None
        words = self.game.group_words()
        groups = []
        for s in range(n):
            sees = self.sees(seat, s)
            for index, group in enumerate(self.groups[s]):
                name = words[index] if index < len(words) else ""
                label = f"{seat_name(s)} {name}".strip()
                if showdown is not None:
                    label = f"{label}: {showdown.labels[s][index]}"
                groups.append(
                    Group(
                        tuple(group) if sees else (None,) * len(group),
                        s,
                        label=label,
                        best=showdown is not None and showdown.best[s][index],
                        down=not self.revealed,
                    )
                )
        seats = tuple(
            SeatView(
                name=seat_name(s),
                hand=tuple(self.hands[s]) if self.sees(seat, s) else (None,) * len(self.hands[s]),
                detail=self._seat_detail(s),
                to_move=s == current,
            )
            for s in range(n)
        )
        last = self.history[-1] if self.history else None
        size = self.game.hand_size()
        unseen = tuple(self.rest) if seat is None else (None,) * len(self.rest)
        return self._table_view(
            seat,
            seats=seats,
            centre=Centre("pot", self._centre_words(), groups=tuple(groups), room=n * size),
            back=_BACK,
            hand_room=size,
            front_room=0,
            panel=self._panel(),
            panel_room=2,
            piles=(Pile("wall", unseen),) if unseen else (),
            moved_to="centre" if last is not None and last.kind not in ("bank", "stake") else "",
        )

    def _centre_words(self) -> str:
        # Between rounds the last round's hands stay face up until the next deal.
        before = " · the last round's hands" if self.revealed and not self.over else ""
        if self.banker is None or self.phase_name == "bank":
            if self.phase_name == "bank" and not self.over:
                return f"the bank is offered to {seat_name(self.turn)}{before}"
            return ""
        stakes = ", ".join(
            f"{seat_name(s)} {self.game.stake_words(self.stake[s])}"
            for s in self.players_of()
            if self.stake[s]
        )
        words = f"bank: {seat_name(self.banker)}" + (f" · stakes {stakes}" if stakes else "")
        return words + before

    def _seat_detail(self, s: int) -> str:
        parts = []
        if s == self.banker and self.phase_name != "bank":
            parts.append("banker")
        elif self.stake[s]:
            parts.append(f"stake {self.game.stake_words(self.stake[s])}")
        if self.revealed and self.results:
            last = self.results[-1]
            if not self.over:
                outcome = "last round "  # the hands shown are the last round's
            elif s == self.bankers[-1]:
                outcome = ""
            else:
                outcome = f"{last.outcomes[s]} "
            parts.append(f"{outcome}{signed(last.payments[s])}")
        return " · ".join(parts)

    def _panel(self) -> tuple[str, ...]:
        rounds = self.game.deal_count()
        lines = [f"round {self.deal_index + 1} of {rounds}"]
        if self.results:
            totals = ", ".join(seat_amount(s, t) for s, t in enumerate(self.totals))
            lines.append(f"totals: {totals}")
        return tuple(lines)

    def _facts(self, seat: int | None) -> BankFacts:
        return BankFacts(**self._bank_facts())

    def _bank_facts(self) -> dict[str, Any]:
        """The fields of `BankFacts`, for a game whose facts add to them."""
        return {
            "round": self.deal_index,
            "banker": self.banker,
            "stakes": tuple(self.stake),
            "bankers": tuple(self.bankers),
            "results": tuple(self.results),
            "totals": tuple(self.totals),
        }

    def _player_choices(self, kind: str) -> tuple[int, list[Action]] | None:
        """The seat of a player (not the banker) choosing among several moves of `kind`,
        and those moves: where a banker game's player makes its one real decision."""
        if self.over or self.turn == self.banker:
            return None
        legal = self.legal_actions()
        if len(legal) < 2 or legal[0].kind != kind:
            return None
        return self.turn, legal


# Sentences of the shared moves, worked out only when read.


def _takes(a: Action) -> str:
    return f"{seat_name(a.player)} takes the bank"


def _passes_bank(a: Action) -> str:
    return f"{seat_name(a.player)} passes the bank on"


def _stakes(a: Action) -> str:
    return f"{seat_name(a.player)} stakes {a.detail}"


def group_text(groups: Sequence[Sequence[Tile]]) -> str:
    """Groups of tiles as notation: "6:6 4:4 / 3:2 2:1"."""
    return " / ".join(" ".join(map(str, g)) for g in groups)
