"""DaLing 打零, "play zeroes": six tiles split into groups of 1, 2 and 3, each aimed at the
table's points.

Rules (the GuPai site, Da Ling, from the Macao book; navpil/gupai `mod10/daling` as a second
opinion): up to five players and a banker. Each player stakes 3, 7 and 15 chips on his
groups of one, two and three tiles (1, 2 and 3 in the GuPai site's modern simplification).
The banker turns up two table tiles and each player gets six. The last digit of the table
tiles' face value is the target; four red pips or more on the table make a red game, fewer a
black one. Each player splits his six tiles face down into a single, a pair and three tiles,
[4:2] and [2:1] counting 3 or 6 as he likes, and all turn up. A player whose three groups
all make the target is an absolute winner and takes every stake; between several, the one
with more pips of the game's colour. Otherwise each group is judged alone: the player whose
group makes the target, with the most pips of the game's colour between several, takes that
group's stakes from every other player. An absolute winner gives the banker one chip (the
Macao book's house fee). The bank moves round the table after every round (navpil/gupai: in
all its gambling games the banker moves round the circle).

Options where the sources differ:

* `reading`: "match" (above: the GuPai site, navpil/gupai's program) or "beat", the older
  Readme of navpil/gupai: the banker's two tiles are his hand, face down until the showdown
  like any banker's, and each group plays against it, the last digit counting with 0 the
  highest (10); equal scores push.
* `stakes`: 3, 7 and 15 chips (the Macao book) or 1, 2 and 3 (the GuPai site's simplification).
* `house_fee`: the absolute winner's chip to the banker, or a home game without it.
* `absolute_tie`: absolute winners tied on colour pips: judge group by group as if there were
  none (the GuPai site's suggestion), or nothing changes hands (navpil/gupai's program).
  A group tied on colour pips has no winner in either: its stakes stay (the GuPai site).

A fixed deal (`new_initial_state`): nobody holds a tile when the bank is taken (`hands` are
empty); `rest` is the stack in the order dealt: the two table tiles, then six tiles for each
player in turn from the banker's neighbour, then any tiles left (`stack` writes one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from ...engine import Action, GameSpec, IllegalActionError, Option, flag, register, seat_amount
from ...engine import seat_name as name
from ...engine.table import Group, TableView
from ...pieces import PieceError, Tile
from ._bank import BankerGame, BankerState, BankFacts, Showdown, rounds_option
from .daling_bot import DaLingBot
from .daling_hands import (
    REMEMBERED,
    SET,
    BeatEdge,
    MatchOdds,
    Split,
    SplitError,
    beat_edge,
    colour,
    colour_pips,
    match_odds,
    matches,
    points,
    points_words,
    split_values,
    splits,
    target,
    written_splits,
)

__all__ = ["BeatEdge", "DaLing", "MatchOdds", "Split", "SplitError", "beat_edge", "colour",
           "match_odds", "matches", "points", "split_values", "splits", "stack",
           "target"]  # fmt: skip

SOURCES = (
    "GuPai site, Da Ling: https://navpil.github.io/gupai/gambling-games/da-ling.html",
    "navpil/gupai, mod10/daling and its Readme (a second opinion): https://github.com/navpil/gupai",
)
STAKES = {"3-7-15": (3, 7, 15), "1-2-3": (1, 2, 3)}
GROUPS = ("1-tile", "2-tile", "3-tile")
FEE = 1


def stack(table: str, *hands: str) -> list[str]:
    """A fixed deal's `rest`: the two table tiles, each player's six tiles in turn from the
    banker's neighbour, then every other tile of the set."""
    dealt = [Tile.parse(t) for part in (table, *hands) for t in part.split()]
    left = Counter(SET) - Counter(dealt)
    return [str(t) for t in dealt] + [str(t) for t in left.elements()]


@dataclass(frozen=True, slots=True)
class DaLingFacts(BankFacts):
    """The banker games' facts, and the table tiles turned up for every seat this round
    (the match-the-table reading; none otherwise)."""

    table_tiles: tuple[Tile, ...]


class DaLingState(BankerState):
    """A DaLing match. Beyond the banker games' zones: "turned up", the table tiles every
    seat sees once they are dealt (the match-the-table reading)."""

    game: DaLing

    def _clear_table(self) -> None:
        super()._clear_table()
        self.table_tiles: list[Tile] = []

    def _facts(self, seat: int | None) -> DaLingFacts:
        return DaLingFacts(**self._bank_facts(), table_tiles=tuple(self.table_tiles))

    def _zones(self, seat: int | None) -> dict[str, list]:
        zones = super()._zones(seat)
        zones["turned up"] = list(self.table_tiles)
        return zones

    def _centre_words(self) -> str:
        if self.banker is None or self.phase_name == "bank":
            return super()._centre_words()
        # Every player stakes alike: said once, not seat by seat.
        words = f"bank: {name(self.banker)}"
        staked = [s for s in self.players_of() if self.stake[s]]
        if len(staked) == self.num_players - 1:
            words += f" · each player stakes {self.game.stake_words(0)}"
        elif staked:
            words += f" · {_joined(staked)} staked"
        if self.table_tiles:
            goal, hue = target(self.table_tiles), colour(self.table_tiles)
            words += f" · target {goal}, a {hue} game"
        if self.revealed and not self.over:
            words += " · the last round's hands"
        return words

    def _table(self, seat: int | None) -> TableView:
        view = super()._table(seat)
        # Three groups a seat side by side leave room only for short labels: a group's
        # result, once turned up (the seat's place on the table says whose it is).
        groups: list[Group] = []
        seen: Counter[int] = Counter()
        for group in view.centre.groups:
            seat = group.seat
            assert seat is not None  # every group on a banker game's table is a seat's
            groups.append(replace(group, label=self._group_label(seat, seen[seat])))
            seen[seat] += 1
        if self.table_tiles:
            # The table tiles lie face up in the middle, first, under the banker's name.
            label = f"table: {target(self.table_tiles)}, {colour(self.table_tiles)}"
            banker = self.bankers[-1] if self.revealed else self.banker
            groups.insert(0, Group(tuple(self.table_tiles), banker, label=label))
        return replace(view, centre=replace(view.centre, groups=tuple(groups)))

    def _group_label(self, seat: int, index: int) -> str:
        # The groups on the table are the last round's until the next deal: its banker's.
        banker = self.bankers[-1] if self.revealed else self.banker
        result = self.results[-1].labels[seat][index] if self.revealed else ""
        if seat == banker:
            return f"banker {result}".strip()
        return result

    def _intro(self) -> str:
        rounds = self.game.deal_count()
        match = f" The match lasts {rounds} rounds." if rounds > 1 else ""
        if self.game.reading == "match":
            deal = "turns up two table tiles that set the target"
        else:
            deal = "takes two tiles face down, his hand"
        return (
            f"The round: once the bank is taken and the stakes are down, the banker {deal}, "
            f"and each player gets six tiles to split into groups of 1, 2 and 3. The bank is "
            f"offered to {name(self.turn)} first.{match}"
        )

    def _explain(self, action: Action, seat: int | None) -> str:
        if action.kind != "stake":
            return super()._explain(action, seat)
        if self.game.reading == "match":
            why = (
                "each group's stakes go to the player whose group of that size makes the "
                "table's points"
            )
        else:
            why = (
                f"the banker ({name(self.banker_seat)}) covers each, and each group plays his hand"
            )
        return f"{action.text}: {why}."

    def _explain_bank(self, action: Action) -> str:
        text = super()._explain_bank(action)
        if action.detail != "take" or self.game.reading != "match":
            return text
        # The match-the-table banker plays nobody: he deals and keeps the house fee.
        fee = ", and takes the house fee from an absolute winner" if self.game.fee else ""
        forced = " (the last seat offered must take it)" if self.offers_left == 1 else ""
        return (
            f"{action.text}{forced}: {name(action.player)} turns up the table tiles and deals, "
            f"plays no hand{fee}."
        )

    def picks(self, action: Action) -> tuple[str, ...]:
        """A split is picked on a live table by the three tiles of its single and pair (the
        other three make the three): three clicks leave three splits to choose between,
        rather than sixty."""
        if action.kind == "split":
            return tuple(map(str, action.pieces[:3]))
        return super().picks(action)

    def find_action(self, action: Action | str) -> Action:
        """As for any game, and a split written with its groups' tiles in any order; a split
        that is no partition of the hand is refused saying which tile is wrong."""
        try:
            return super().find_action(action)
        except IllegalActionError:
            if self.over or self.phase_name != "play":
                raise
            if isinstance(action, Action) and action[:2] == (self.turn, "split"):
                p = tuple(action.pieces)
                groups: list[Sequence] = [p[:1], p[1:3], p[3:]] if len(p) == 6 else [p]
            elif isinstance(action, str) and "/" in action:
                groups = [g.split() for g in action.split("/")]
            else:
                raise
            try:
                split = Split.of(self.hands[self.turn], groups)
            except PieceError as exc:
                raise IllegalActionError(f"{name(self.turn)} cannot split so: {exc}") from None
            return super().find_action(split.short)


@register
class DaLing(BankerGame):
    # The search bot's strong budget (bots/levels.py): 2.4 s a strong move at 20,000.
    strong_budget = 6_000
    spec = GameSpec(
        id="daling",
        name="DaLing",
        native_name="打零",
        family="mod10",
        players=(3, 4, 5, 6),
        default_players=4,
        options=(
            Option(
                "reading", "match", ("match", "beat"),
                "match: every group must make the table tiles' points, absolute winners and "
                "colour tie-breaks, the banker only deals (GuPai site); beat: each group "
                "against the banker's two tiles, 0 the highest (navpil/gupai's older Readme).",
            ),
            Option(
                "stakes", "3-7-15", tuple(STAKES),
                "The chips each player stakes on his groups of 1, 2 and 3 tiles: 3, 7 and 15 "
                "(the Macao book) or 1, 2 and 3 (the GuPai site's modern simplification).",
            ),
            flag("house_fee", True, "An absolute winner gives the banker one chip (the Macao "
                 "book's casino); off: a home game without the fee."),
            Option(
                "absolute_tie", "groups", ("groups", "push"),
                "Absolute winners tied on pips of the game's colour: judge group by group "
                "(the GuPai site's suggestion), or nothing changes hands (navpil/gupai).",
            ),
            rounds_option(4),
        ),
        sources=SOURCES,
        summary="Split six tiles into groups of 1, 2 and 3 that each make the table's points.",
        deal_word="round",
        order=4,
        learn_first=('paigow',),
    )  # fmt: skip
    state_class = DaLingState
    bot_class = DaLingBot

    @property
    def reading(self) -> str:
        return self.options["reading"]

    @property
    def fee(self) -> int:
        """The house fee an absolute winner pays the banker."""
        return FEE if self.options["house_fee"] else 0

    @property
    def bets(self) -> tuple[int, int, int]:
        return STAKES[self.options["stakes"]]

    def hand_size(self) -> int:
        return 6

    def unit(self) -> str:
        return "chips"

    def hand_sizes(self) -> tuple[int, ...]:
        return (0,) * self.players  # dealt from the stack once the banker is known

    def group_words(self) -> tuple[str, ...]:
        return GROUPS

    # -- stakes ----------------------------------------------------------------------------

    def stake_words(self, amount: int) -> str:
        return "/".join(map(str, self.bets))

    def stake_actions(self, seat: int) -> list[Action]:
        bets = self.bets
        short = f"stake {'/'.join(map(str, bets))}"
        return [Action(seat, "stake", (), str(sum(bets)), _stakes_on_groups, short=short)]

    # -- the deal and the splits -------------------------------------------------------------

    def play_order(self, banker: int) -> list[int]:
        n = self.players
        return [(banker + k) % n for k in range(1, n)]  # the banker has nothing to decide

    def after_deal(self, state: BankerState) -> None:
        order = self.piece_order.__getitem__
        two = sorted((state.rest.pop(0), state.rest.pop(0)), key=order)
        if self.reading == "match":
            state.table_tiles = two  # type: ignore[attr-defined]
        else:
            state.groups[state.banker_seat] = [tuple(two)]  # his hand, face down until the showdown
        for seat in state.players_of():
            state.hands[seat] = sorted(state.rest[:6], key=order)
            del state.rest[:6]

    def play_actions(self, state: BankerState, seat: int) -> list[Action]:
        # Listed once per seat and hand: a search's playouts ask for them again and again.
        key = (seat, *state.hands[seat])
        known = self._plays.get(key)
        if known is None:
            if len(self._plays) >= REMEMBERED:
                self._plays.clear()  # a bound on the memory
            known = self._plays[key] = tuple(
                Action(seat, "split", tiles, "", _splits, _sets_public, short=short)
                for tiles, short in written_splits(state.hands[seat])
            )
        return list(known)

    @cached_property
    def _plays(self) -> dict[tuple[object, ...], tuple[Action, ...]]:
        return {}

    def apply_play(self, state: BankerState, action: Action) -> bool:
        p = action.pieces
        state.groups[action.player] = [p[:1], p[1:3], p[3:]]
        state.hands[action.player] = []
        return True

    def explain_play(self, state: BankerState, action: Action) -> str:
        groups = _groups(action)
        if self.reading == "match":
            goal = target(state.table_tiles)  # type: ignore[attr-defined]
            made = [GROUPS[k] for k, g in enumerate(groups) if matches(g, goal)]
            if len(made) == 3:
                what = f"all three groups make {goal}: an absolute hand"
            elif made:
                many = len(made) > 1
                what = f"the {' and '.join(made)} group{'s make' if many else ' makes'} {goal}"
            else:
                what = f"no group makes {goal}"
        else:
            what = ", ".join(f"{GROUPS[k]} {points_words(points(g))}" for k, g in enumerate(groups))
        return f"{action.text}: {what}, face down until the showdown."

    # -- the showdown -----------------------------------------------------------------------

    def settle(self, state: BankerState) -> Showdown:
        if self.reading == "beat":
            return self._settle_beat(state)
        return self._settle_match(state)

    def _settle_match(self, state: BankerState) -> Showdown:
        table = tuple(state.table_tiles)  # type: ignore[attr-defined]
        goal, hue = target(table), colour(table)
        bets, players, banker = self.bets, state.players_of(), state.banker_seat
        n = self.players
        # The round's groups as they were turned up, for the note written later.
        groups = tuple(map(tuple, state.groups))
        made = {s: [matches(g, goal) for g in groups[s]] for s in players}
        pips = {s: [colour_pips(g, hue) for g in groups[s]] for s in players}
        payments = [0] * n
        won = {s: [False] * 3 for s in players}

        def collect(winner: int, k: int | None) -> None:
            for s in players:
                if s != winner:
                    amount = sum(bets) if k is None else bets[k]
                    payments[s] -= amount
                    payments[winner] += amount

        absolute = [s for s in players if all(made[s])]
        top = [s for s in absolute if sum(pips[s]) == max(sum(pips[a]) for a in absolute)]
        fee = self.fee
        judged = len(top) != 1 and not (top and self.options["absolute_tie"] == "push")
        # Each group judged alone: the seats that make the goal, the most colour pips among
        # them and the seats with that many (its winner when there is one).
        verdicts = [_group_top(k, players, made, pips) for k in range(3)] if judged else []
        if len(top) == 1:
            winner = top[0]
            collect(winner, None)
            won[winner] = [True] * 3
            payments[winner] -= fee
            payments[banker] += fee
        for k, (_, _, group_top) in enumerate(verdicts):
            if len(group_top) == 1:
                collect(group_top[0], k)
                won[group_top[0]][k] = True
        labels = tuple(
            tuple((f"{pips[s][k]} {hue}" if made[s][k] else "–") for k in range(3))
            if s in made
            else ()
            for s in range(n)
        )
        best = tuple(tuple(won[s]) if s in won else () for s in range(n))
        outcomes = tuple("banker" if s == banker else _word(payments[s]) for s in range(n))

        def note() -> str:
            lines = [f"{_hand_words(s, groups[s])}." for s in players if any(made[s])]
            if len(top) == 1:
                winner = top[0]
                over = (
                    f" over {_joined(absolute, winner)} on {hue} pips" if len(absolute) > 1 else ""
                )
                gives = f", and gives the banker {fee} chip" if fee else ""
                lines.append(
                    f"{name(winner)} makes {goal} in all three groups: the absolute winner"
                    f"{over} takes every stake{gives}."
                )
            elif not judged:
                lines.append(
                    f"{_joined(top)} {'both' if len(top) == 2 else 'all'} make {goal} in all "
                    f"three groups with {sum(pips[top[0]])} {hue} pips: nothing changes hands."
                )
            else:
                if top:
                    lines.append(
                        f"{_joined(top)} tie as absolute winners on {sum(pips[top[0]])} {hue} "
                        f"pips, so each group is judged alone."
                    )
                for k, verdict in enumerate(verdicts):
                    lines.append(self._group_verdict(k, verdict, goal, hue))
            settled = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
            tiles = " ".join(map(str, table))
            return (
                f"Showdown: the table {tiles} sets {goal}, a {hue} game. {' '.join(lines)} "
                f"Settlement: {settled}."
            )

        return Showdown(
            payments=tuple(payments), outcomes=outcomes, labels=labels, best=best, note=note
        )

    def _group_verdict(
        self, k: int, verdict: tuple[list[int], int, list[int]], goal: int, hue: str
    ) -> str:
        group = f"{GROUPS[k].capitalize()} groups"
        hits, most, top = verdict
        if not hits:
            return f"{group}: none makes {goal}, the stakes stay."
        if len(top) > 1:
            return f"{group}: {_joined(top)} tie on {most} {hue} pips, the stakes stay."
        over = f", most {hue} pips ({most})" if len(hits) > 1 else ""
        return f"{group}: {name(top[0])} makes {goal}{over} and takes {self.bets[k]} from each."

    def _settle_beat(self, state: BankerState) -> Showdown:
        banker, bets, n = state.banker_seat, self.bets, self.players
        groups = tuple(map(tuple, state.groups))
        hand = groups[banker][0]
        score = points(hand, wild=False)
        results = {
            s: [(points(g) > score) - (points(g) < score) for g in groups[s]]
            for s in state.players_of()
        }
        payments = [0] * n
        for s, signs in results.items():
            payments[s] = sum(b * r for b, r in zip(bets, signs, strict=True))
            payments[banker] -= payments[s]
        labels = tuple(
            (str(score),) if s == banker else tuple(str(points(g)) for g in groups[s])
            for s in range(n)
        )
        best = tuple(
            tuple(r > 0 for r in results[s]) if s in results else (False,) for s in range(n)
        )
        outcomes = tuple("banker" if s == banker else _word(payments[s]) for s in range(n))

        def note() -> str:
            lines = []
            for s, signs in results.items():
                parts = [
                    f"{points(g)} {'beats' if r > 0 else 'ties' if r == 0 else 'loses to'} {score}"
                    for g, r in zip(groups[s], signs, strict=True)
                ]
                lines.append(f"{name(s)}: {', '.join(parts)}.")
            settled = ", ".join(seat_amount(s, p) for s, p in enumerate(payments))
            tiles = " ".join(map(str, hand))
            return (
                f"Showdown: the banker {name(banker)} turns up {tiles}, {points_words(score)}. "
                f"{' '.join(lines)} Settlement: {settled}."
            )

        return Showdown(
            payments=tuple(payments), outcomes=outcomes, labels=labels, best=best, note=note
        )


def _group_top(
    k: int, players: Sequence[int], made: dict[int, list[bool]], pips: dict[int, list[int]]
) -> tuple[list[int], int, list[int]]:
    """Group `k` judged alone: the seats whose group makes the goal, the most colour pips
    among them, and the seats with that many (its winner when there is only one)."""
    hits = [s for s in players if made[s][k]]
    most = max((pips[s][k] for s in hits), default=0)
    return hits, most, [s for s in hits if pips[s][k] == most]


def _groups(action: Action) -> tuple[tuple[Tile, ...], ...]:
    p = action.pieces
    return (p[:1], p[1:3], p[3:])


def _word(amount: int) -> str:
    return "wins" if amount > 0 else "loses" if amount < 0 else "push"


def _joined(seats: Sequence[int], leaving: int | None = None) -> str:
    names = [name(s) for s in seats if s != leaving]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _hand_words(seat: int, groups: Sequence[Sequence[Tile]]) -> str:
    shown = " / ".join(" ".join(map(str, g)) for g in groups)
    return f"{name(seat)} shows {shown}"


def _stakes_on_groups(a: Action) -> str:
    bets = a.short.split()[1].split("/")
    return (
        f"{name(a.player)} stakes {bets[0]}, {bets[1]} and {bets[2]} on its groups of one, two "
        f"and three tiles"
    )


def _splits(a: Action) -> str:
    return f"{name(a.player)} splits {a.short}"


def _sets_public(a: Action) -> str:
    return f"{name(a.player)} splits its six tiles into three groups"
