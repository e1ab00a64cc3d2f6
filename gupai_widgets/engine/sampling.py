"""Deals that fit what one seat has seen: the determinizations a search bot plays out.

A seat sees its own hand, the pieces that lie face up and the moves made in the open; the
rest of the deal is hidden from it. `DealSampler` deals the current deal again with every
piece the seat has seen where the deal put it and the unseen pieces shuffled among the other
places (the other hands and the undealt rest, of the real sizes), then replays the deal's
moves: an open move by its notation, a hidden one (a tile played face down) as any legal
move that reads the same to the seat. A sample in which a move is illegal breaks a rule the
real play kept (a player who did not follow suit holds none of it; one who laid a tile
face down had none to play), so the sampler repairs it by swapping unseen pieces until
every move replays, and keeps it only if the seat's view is then exactly the real one.

It belongs to the engine, not to a bot: it reads the real deal, and hands a bot only the
samples (`SampledDeals`, what `Observation.deals` returns). Nothing here names a game: it
reads the deal through `deal_setup()`, the moves of the deal through `deal_start()`, and
what the seat has seen through `zones(seat)` and `Action.seen_by(seat)`. Where a seen piece
has identical twins (the Chinese set doubles eleven tiles), which copy the seat saw is
probed, never guessed from where the copies lie: a guess that is right more often than
chance would tell the samples where an unseen copy is.
A probe swaps a copy with a piece in a place the seat has not seen and replays the deal's
moves: the copy was seen if the seat's view or an open move then changes (`_seen_copies`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .deal import shuffle_in_place
from .errors import DealError, IllegalActionError

if TYPE_CHECKING:
    from .action import Action
    from .deal import Deal
    from .state import State

# A fresh shuffle is tried this many times per sample, each repaired by at most SWAPS swaps
# of two unseen pieces; past that the sample is given up (the search reuses another).
RESTARTS = 4
SWAPS = 60
# Dealing a deal costs about as much time as this many moves.
DEAL_STEPS = 8


@dataclass
class SamplerCounts:
    """How hard the samples were to find. Counted, not timed: the search spends its
    budget by `steps`, and the bench reports the rest."""

    samples: int = 0  # deals that fit what the seat has seen
    failures: int = 0  # samples given up after every restart
    restarts: int = 0  # shuffles that could not be repaired, or did not fit the view
    swaps: int = 0  # swaps tried to repair a shuffle
    replays: int = 0  # the deal dealt and replayed
    steps: int = 0  # moves replayed, and DEAL_STEPS per deal dealt

    def add(self, other: SamplerCounts) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))


class DealSampler:
    """Samples of the current deal of `state` consistent with what `seat` has seen."""

    def __init__(self, state: State, seat: int, guide: Any = None) -> None:
        game = state.game
        self.guide = guide
        self.game, self.seat = game, seat
        setup = state.deal_setup()
        hands, rest = setup.hands, setup.rest
        # The deal as one list of places: each hand in seat order, then the rest; `owner`
        # is the seat a place was dealt to (None: the rest).
        self.places: list[Any] = [p for hand in hands for p in hand] + list(rest)
        self.owner = [s for s, hand in enumerate(hands) for _ in hand] + [None] * len(rest)
        self.sizes = [len(hand) for hand in hands]
        self.dealer, self.deal_number = setup.dealer, setup.deal_number
        # What else a game needs to deal this deal again (a bank kept, a banker's rate):
        # facts of the open course of the match, the same in every sample.
        self.carried = dict(setup.facts)

        self.moves: list[Action] = state.history[state.deal_start() :]
        self.seen_moves = [move.seen_by(seat) for move in self.moves]
        self.open_moves = [move.player == seat or not move.public for move in self.moves]
        self.zones = _seen_zones(state, seat)
        self.player = state.current_player
        self.legal = [a.short for a in state.legal_actions()]

        # Where the probes cannot tell which copies of a twin the seat saw, they are guessed:
        # `twins` lists the choices, tried afresh when a sample does not fit.
        self.twins: list[tuple[int, list[int]]] = []
        self.counts = SamplerCounts()
        # How each move looks to the seat, worked out once per move (a game lists the same
        # Action values again and again).
        self._looks: dict[Action, str] = {}
        # Per move, the pieces its player moves in the open later in the deal.
        self.later: list[Counter[Any]] = []
        ahead: dict[int, Counter[Any]] = {}
        for move, open_move in zip(reversed(self.moves), reversed(self.open_moves), strict=True):
            mine = ahead.setdefault(move.player, Counter())
            self.later.append(Counter(mine))
            if open_move:
                mine.update(move.pieces)
        self.later.reverse()
        again, views = self._replay_open(setup)
        self.rebuilds = self._rebuilds(state, again, views)
        # (Where the deal cannot be dealt again, no sample is: nothing is kept.)
        kept = self._seen_places(views) if self.rebuilds else set()
        order = game.piece_order
        self._keep(kept)
        # The unseen pieces in the set's order, not the deal's: the shuffle that places them
        # must not depend on where they really lie.
        self.unseen = sorted((self.places[i] for i in self.free), key=order.__getitem__)
        self.unseen_count = Counter(self.unseen)
        self.hidden_moves = [k for k, open_move in enumerate(self.open_moves) if not open_move]
        # Per hidden move, its pieces of which the seat has seen every copy: it knows where
        # they went, so they are no secret of that move.
        self.known = [
            Counter() if open_move else Counter(p for p in move.pieces if not self.unseen_count[p])
            for move, open_move in zip(self.moves, self.open_moves, strict=True)
        ]

    def _rebuilds(self, state: State, again: State | None, views: list[dict[str, Any]]) -> bool:
        """Whether the deal dealt again and its moves replayed (`again`, and the seat's
        `views` on the way) reach a position the seat sees as this one. Not where a match
        carries more from deal to deal than who deals (a banker who keeps the bank without
        its being offered again, the last round's hands still on the table before the next
        is dealt): no sample can be dealt there. That depends on the rules and the open
        course of the match, not on hidden pieces."""
        return (
            again is not None
            and again.current_player == state.current_player
            and views[-1] == self.zones
        )

    def _seen_places(self, views: list[dict[str, Any]]) -> set[int]:
        """The places of the pieces the seat has seen: its own hand as dealt, what lies face
        up now and what was moved in the open."""
        seat, places, owner = self.seat, self.places, self.owner
        names = [str(p) for p in places]
        # How many copies of each piece the seat has seen: the most it saw at once, in its
        # view at some point of the deal or in one player's open moves. Not a sum over the
        # moves: a tile discarded by one player and taken by another is one copy, and a
        # count too high would keep an unseen copy where it really lies.
        played: dict[int, Counter[str]] = {}
        for move, open_move in zip(self.moves, self.open_moves, strict=True):
            if open_move:
                played.setdefault(move.player, Counter()).update(map(str, move.pieces))
        seen = Counter({name: 0 for name in names})
        for view in views:
            seen |= Counter(p for pieces in view.values() for p in pieces if p is not None)
        for counter in played.values():
            seen |= counter
        total = Counter(names)
        kept: set[int] = set()
        for name in total:
            count = min(total[name], seen[name])
            if not count:
                continue
            holding = [i for i in range(len(places)) if names[i] == name]
            own = [i for i in holding if owner[i] == seat]
            if len(holding) > 1:
                probed = self._seen_copies([i for i in holding if i not in own], names, seen)
                if probed:
                    kept.update(own + probed)
                    continue
                # No copy alone was seen: the copies the seat saw are alike to it (two in
                # one hand, one of them played), and any of them will do.
            theirs = [
                i
                for s, counter in sorted(played.items())
                for i in [j for j in holding if owner[j] == s][: counter[name]]
            ]
            undealt = [i for i in holding if owner[i] is None]
            ranked = list(dict.fromkeys(own + theirs + undealt + holding))
            kept.update(ranked[:count])
            sure = set(own + theirs)
            if len(sure) < count < len(sure) + len(undealt):
                self.twins.append((count - len(sure), undealt))
        return kept

    def _seen_copies(self, holding: list[int], names: list[str], seen: dict[str, int]) -> list[int]:
        """Of the places `holding` (copies of one piece), those the seat saw: the places whose
        piece, swapped with that of a place the seat has seen no copy of, changes what the
        seat sees (its view, or an open move that could no longer be made; a move hidden
        from it is made with a piece that reads the same to it, as in the samples). The
        partner comes from another hand (two places of one hand trade unnoticed), from the
        end of the rest first, which most games deal last. None found: the probes cannot
        tell (no partner, or a swap that breaks a rule of the deal or a hidden move)."""
        found = []
        for i in holding:
            partner = next(
                (
                    j
                    for j in reversed(range(len(names)))
                    if not seen[names[j]]
                    and self.owner[j] != self.seat
                    and (self.owner[i] is None or self.owner[j] != self.owner[i])
                ),
                None,
            )
            if partner is None:
                return []
            places = list(self.places)
            places[i], places[partner] = places[partner], places[i]
            state, failed = self._replay(places, None, 0)
            if failed is None:
                assert state is not None  # (every move replayed)
                if _seen_zones(state, self.seat) != self.zones:
                    found.append(i)
            elif failed >= 0 and self.open_moves[failed]:
                found.append(i)
            else:
                # The deal broke a rule, or a hidden move could not be made: the partner's
                # piece made the difference, not this one.
                return []
        return found

    def _replay_open(self, setup: Deal) -> tuple[State | None, list[dict[str, list[Any]]]]:
        """The deal of `setup` with the deal's real moves replayed (None: it breaks a rule
        of the deal, or a move is illegal in it), and the seat's view of the zones at the
        deal's start and after each move replayed."""
        views: list[dict[str, list[Any]]] = []
        self.counts.steps += DEAL_STEPS + len(self.moves)
        try:
            again = self.game.new_initial_state(setup)
            views.append(_seen_zones(again, self.seat))
            for move in self.moves:
                again.apply_action(move)
                views.append(_seen_zones(again, self.seat))
        except (DealError, IllegalActionError):
            return None, views
        return again, views

    def _split(self, places: list[Any]) -> tuple[list[list[Any]], list[Any]]:
        """The hands (in seat order) and the rest of a deal laid out as `places`."""
        hands, at = [], 0
        for size in self.sizes:
            hands.append(places[at : at + size])
            at += size
        return hands, places[at:]

    def _keep(self, kept: set[int]) -> None:
        """Keep the pieces of the places `kept` where they are in every sample (the
        likeliest copies: see `twins`); the other places are shuffled."""
        self.kept = kept
        self._free(kept)
        self.ranked = (self.free, self.free_outside)

    def _free(self, kept: set[int]) -> None:
        self.free = [i for i in range(len(self.places)) if i not in kept]
        self.free_outside = {
            s: [i for i in self.free if self.owner[i] != s] for s in range(len(self.sizes))
        }

    def _pick_twins(self, rng: random.Random) -> None:
        """Keep other copies of the ambiguous twins in place (see `twins`)."""
        kept = set(self.kept)
        for count, undealt in self.twins:
            kept.difference_update(undealt)
            kept.update(rng.sample(undealt, count))
        self._free(kept)

    # -- sampling ----------------------------------------------------------------------------

    def sample(self, rng: random.Random) -> State | None:
        """A state at this point of the deal that the seat cannot tell from the real one,
        or None when none was found within the sampler's bounds."""
        if not self.rebuilds:
            self.counts.failures += 1
            return None
        # Which look-alike stands for each hidden move, and the seed of later deals, are
        # drawn once per sample; a repair changes one of them or where two pieces lie.
        choices = [rng.random() for _ in self.moves]
        seed = rng.randrange(2**32)
        counts = self.counts
        for restart in range(RESTARTS):
            if self.twins:
                # Each sample starts from the likeliest copies, and only the later restarts
                # try others: samples that fitted before the twins were tried still fit.
                if restart >= RESTARTS // 2:
                    self._pick_twins(rng)
                else:
                    self.free, self.free_outside = self.ranked
            places = self._shuffled(rng)
            state, failed = self._replay(places, choices, seed)
            tries = 0
            while failed is not None and tries < SWAPS and self.free:
                tries += 1
                undo = self._repair(rng, places, choices, state, failed)
                again, failed_again = self._replay(places, choices, seed)
                # Keep a change that replays at least as far: the sample drifts towards one
                # in which every move is legal.
                if failed_again is None or failed_again >= failed:
                    state, failed = again, failed_again
                else:
                    undo()
            counts.swaps += tries
            if failed is None and state is not None and self._fits(state):
                counts.samples += 1
                return state
            counts.restarts += 1
        counts.failures += 1
        return None

    def _shuffled(self, rng: random.Random) -> list[Any]:
        places = list(self.places)
        pieces = list(self.unseen)
        shuffle_in_place(pieces, rng)
        for i, piece in zip(self.free, pieces, strict=True):
            places[i] = piece
        return places

    def _repair(
        self,
        rng: random.Random,
        places: list[Any],
        choices: list[float],
        state: State | None,
        failed: int,
    ) -> Callable[[], None]:
        """One change to a sample whose move `failed` could not be replayed in `state` (the
        position before it); returns how to take the change back.

        Mostly a piece the failing player could have played there (the legal moves' unseen
        pieces: a suit he showed he did not have, a tile that would have fitted where he laid
        one face down) goes out of his hand; sometimes two unseen pieces swap at random, or
        a hidden move before the failure gets another look-alike."""
        earlier = [k for k in self.hidden_moves if k < failed]
        roll = rng.random()
        if earlier and roll < 0.2:
            k = rng.choice(earlier)
            old = choices[k]
            choices[k] = rng.random()

            def undo_choice() -> None:
                choices[k] = old

            return undo_choice
        i = j = None
        if failed >= 0 and state is not None and roll < 0.8:
            mover = self.moves[failed].player
            usable = {p for a in state.legal_actions() for p in a.pieces}
            culprits = [c for c in self.free if places[c] in usable]
            held = [c for c in culprits if self.owner[c] == mover] or culprits
            outside = [o for o in self.free_outside[mover] if places[o] not in usable]
            if held and outside:
                i, j = rng.choice(held), rng.choice(outside)
        if i is None or j is None:
            i, j = rng.choice(self.free), rng.choice(self.free)
        places[i], places[j] = places[j], places[i]

        def undo_swap() -> None:
            places[i], places[j] = places[j], places[i]

        return undo_swap

    def _replay(
        self, places: list[Any], choices: list[float] | None, seed: int
    ) -> tuple[State | None, int | None]:
        """Deal `places` and replay the deal's moves: the state reached and the index of
        the first move that could not be replayed (None: all of them; -1: the deal itself
        breaks a rule of the game, and there is no state)."""
        counts = self.counts
        counts.replays += 1
        counts.steps += DEAL_STEPS
        hands, rest = self._split(places)
        try:
            state = self.game.new_initial_state(
                seed,
                hands=hands,
                rest=rest,
                dealer=self.dealer,
                deal_number=self.deal_number,
                **self.carried,
            )
        except DealError:  # the shuffle broke a rule of the deal itself (a fair deal)
            return None, -1
        seat = self.seat
        for k, move in enumerate(self.moves):
            counts.steps += 1
            if self.open_moves[k]:
                try:
                    state.apply_action(move.short)
                except IllegalActionError:
                    return state, k
                continue
            seen, looks = self.seen_moves[k], self._looks
            alike = []
            for a in state.legal_actions():
                look = looks.get(a)
                if look is None:
                    look = looks[a] = a.seen_by(seat)
                if look == seen:
                    alike.append(a)
            if not alike:
                return state, k
            if choices is None:  # a probe (`_seen_copies`): one that keeps later moves
                later = self.later[k]
                alike = [a for a in alike if not any(later[p] for p in a.pieces)] or alike
                state.apply_action(alike[0])
            else:
                state.apply_action(self._look_alike(state, alike, k, choices[k]))
        return state, None

    def _look_alike(self, state: State, alike: list[Action], k: int, choice: float) -> Action:
        """The move that stands for hidden move `k`: one of the look-alikes, narrowed in
        turn (each step only while some remain) to those holding the pieces the seat has seen
        every copy of (a tile played face down that came back to its own hand), those of
        pieces it has not seen, and those that keep what the player plays in the open later."""
        known, later = self.known[k], self.later[k]
        narrowings: tuple[Callable[[Action], bool], ...] = (
            lambda a: not known - Counter(a.pieces),
            lambda a: all(self.unseen_count[p] for p in a.pieces if p not in known),
            lambda a: not any(later[p] for p in a.pieces if p not in known),
        )
        for keep in narrowings:
            alike = [a for a in alike if keep(a)] or alike
        if self.guide is not None and len(alike) > 1:
            guess = state.ask(self.guide)
            if guess in alike:
                return guess
        return alike[int(choice * len(alike))]

    def _fits(self, state: State) -> bool:
        """The seat sees the sample exactly as it sees the real deal."""
        return (
            state.current_player == self.player
            and [a.short for a in state.legal_actions()] == self.legal
            and _seen_zones(state, self.seat) == self.zones
        )


def _seen_zones(state: State, seat: int) -> dict[str, list[str | None]]:
    """Where each piece lies as `seat` sees it, by notation (None: hidden from it)."""
    return {
        name: [None if p is None else str(p) for p in pieces]
        for name, pieces in state.zones(seat).items()
    }


class SampledDeals:
    """Samples of the current deal that fit what one seat has seen, as a searching bot is
    given them (`Observation.deals`): each sample is a whole `State` dealt afresh, with
    every piece the seat has seen where it lies and the others shuffled; the real deal stays
    with the sampler, which the bot is not handed."""

    __slots__ = ("_sampler",)

    def __init__(self, state: State, seat: int, guide: Any = None) -> None:
        self._sampler = DealSampler(state, seat, guide)

    @property
    def rebuilds(self) -> bool:
        """Whether the deal can be dealt again at all here (see `DealSampler._rebuilds`)."""
        return self._sampler.rebuilds

    @property
    def deal_number(self) -> int:
        """The number `deal_setup()` gives the deal being sampled."""
        number: int = self._sampler.deal_number
        return number

    @property
    def counts(self) -> SamplerCounts:
        """How hard the samples so far were to find."""
        return self._sampler.counts

    def sample(self, rng: random.Random) -> State | None:
        """A fresh sample, or None when none was found within the sampler's bounds."""
        return self._sampler.sample(rng)
