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

Nothing here names a game: it reads the deal through `deal_setup()`, the moves of the deal
through `deal_start()`, and what the seat has seen through `view(seat)` and
`Action.seen_by(seat)`. Where a seen piece has an identical twin (the Chinese set doubles
eleven tiles), the copy kept in place is the one the seat was dealt or saw a player play
from the hand he was dealt; where that leaves a doubt (a copy dealt or drawn from the rest),
a probe of the deal settles which place the seat saw (`_settle`), and failing that one from
the undealt rest.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.errors import DealError, IllegalActionError

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.state import State

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
        piece = {str(p): p for p in game.pieces()}
        hands = [[piece[name] for name in hand] for hand in setup["hands"]]
        rest = [piece[name] for name in setup["rest"]]
        # The deal as one list of places: each hand in seat order, then the rest; `owner`
        # is the seat a place was dealt to (None: the rest).
        self.places: list[Any] = [p for hand in hands for p in hand] + rest
        self.owner = [s for s, hand in enumerate(hands) for _ in hand] + [None] * len(rest)
        self.sizes = [len(hand) for hand in hands]
        self.dealer, self.deal_number = setup["dealer"], setup["deal_number"]

        self.moves: list[Action] = state.history[state.deal_start() :]
        self.seen_moves = [move.seen_by(seat) for move in self.moves]
        self.open_moves = [move.player == seat or not move.public for move in self.moves]
        view = state.view(seat)
        self.zones = view["zones"]
        self.player = state.current_player
        self.legal = [a.short for a in state.legal_actions()]

        # Which copies of a seen piece drawn from the rest the seat holds can be ambiguous
        # (a twin drawn by another seat, still hidden): `twins` lists those choices, tried
        # afresh when a sample does not fit.
        self.twins: list[tuple[int, list[int]]] = []
        # Every seen piece whose copies lie in more places than the seat can be sure of:
        # (copies seen there, those places), settled by probes (`_settle`) the first time
        # a sample does not fit; most guesses are right, and probes cost replays.
        self.unsure: list[tuple[int, list[int]]] = []
        self.setup = setup
        self.counts = SamplerCounts()
        kept = self._seen_places(view["zones"])
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
        # Per move, the pieces its player moves in the open later in the deal.
        self.later: list[Counter[Any]] = []
        ahead: dict[int, Counter[Any]] = {}
        for move, open_move in zip(reversed(self.moves), reversed(self.open_moves), strict=True):
            mine = ahead.setdefault(move.player, Counter())
            self.later.append(Counter(mine))
            if open_move:
                mine.update(move.pieces)
        self.later.reverse()
        # How each move looks to the seat, worked out once per move (a game lists the same
        # Action values again and again).
        self._looks: dict[Action, str] = {}
        self.rebuilds = self._rebuilds(state, setup)

    def _rebuilds(self, state: State, setup: dict[str, Any]) -> bool:
        """Whether the deal of `setup` dealt again and its moves replayed reach a position
        the seat sees as this one. Not where a match carries more from deal to deal than who
        deals (a banker who keeps the bank without its being offered again, the last round's
        hands still on the table before the next is dealt): no sample can be dealt there.
        That depends on the rules and the open course of the match, not on hidden pieces."""
        again = self._replay_open(setup)
        return (
            again is not None
            and again.current_player == state.current_player
            and again.view(self.seat)["zones"] == self.zones
        )

    def _seen_places(self, zones: dict[str, list[Any]]) -> set[int]:
        """The places of the pieces the seat has seen: its own hand as dealt, what lies face
        up now and what was moved in the open."""
        seat, places, owner = self.seat, self.places, self.owner
        names = [str(p) for p in places]
        showing = Counter(p for pieces in zones.values() for p in pieces if p is not None)
        dealt = Counter(names[i] for i in range(len(places)) if owner[i] == seat)
        played: dict[int, Counter[str]] = {}
        for move, open_move in zip(self.moves, self.open_moves, strict=True):
            if open_move:
                played.setdefault(move.player, Counter()).update(map(str, move.pieces))
        # What the seat played came from its hand as dealt unless it played more copies
        # (a game that deals again from the rest or from the tricks).
        mine = played.pop(seat, Counter()) | dealt
        total = Counter(names)
        seen = {
            name: min(total[name], max(showing[name], mine[name] + sum(
                counter[name] for counter in played.values()
            )))
            for name in total
        }  # fmt: skip
        kept: set[int] = set()
        for name, count in seen.items():
            if not count:
                continue
            holding = [i for i in range(len(places)) if names[i] == name]
            own = [i for i in holding if owner[i] == seat]
            theirs = [
                i
                for s, counter in sorted(played.items())
                for i in [j for j in holding if owner[j] == s][: counter[name]]
            ]
            undealt = [i for i in holding if owner[i] is None]
            ranked = list(dict.fromkeys(own + theirs + undealt + holding))
            kept.update(ranked[:count])
            sure = set(own + theirs)
            if len(sure) < count < len(holding):
                self.unsure.append((count - len(sure), [i for i in holding if i not in sure]))
            if len(sure) < count < len(sure) + len(undealt):
                self.twins.append((count - len(sure), undealt))
        return kept

    def _settle(self, kept: set[int]) -> set[int]:
        """`kept` with the unsure copies (`unsure`) settled where a probe can tell which
        the seat saw, and their `twins` dropped. A probe deals the real deal again with
        one copy's place given a piece the seat has seen no copy of, and replays the deal's
        moves: if the seat's view changes, that place is one it saw. Where the pieces go is
        the game's dealing order, which every seat knows, so this finds nothing hidden: it
        only spares the samples from guessing (a game that deals the hands from the rest,
        DaLing, would otherwise guess every twin in the seat's hand)."""
        names = [str(p) for p in self.places]
        # The stand-in: a piece the seat has not seen and no move of the deal names, so
        # that it changes nothing wherever it lies but in the probed place.
        named = {str(p) for move in self.moves for p in move.pieces}
        seen_names = {names[i] for i in kept} | named
        stranger = next((j for j, name in enumerate(names) if name not in seen_names), None)
        if stranger is None:
            return kept
        settled = set(kept)
        for count, places in self.unsure:
            # A place whose piece shows in the view is one the seat saw; as many such
            # places as it saw copies are all of them (a probe that cannot tell, None, is
            # then a place it did not see).
            seen = [i for i in places if self._probe(i, stranger)]
            if len(seen) == count:
                settled.difference_update(places)
                settled.update(seen)
                self.twins = [t for t in self.twins if not set(t[1]) <= set(places)]
        return settled

    def _probe(self, i: int, j: int) -> bool | None:
        """Whether the seat's view of the real deal changes when the pieces of places `i`
        and `j` change places (None: the probe cannot tell)."""
        places = list(self.places)
        places[i], places[j] = places[j], places[i]
        hands, rest = self._split(places)
        self.counts.steps += DEAL_STEPS + len(self.moves)
        # None where a move named the piece (played in the open, or in a hidden move, its
        # own copy's or not): the probe cannot tell.
        again = self._replay_open({**self.setup, "hands": hands, "rest": rest})
        return None if again is None else again.view(self.seat)["zones"] != self.zones

    def _replay_open(self, setup: dict[str, Any]) -> State | None:
        """The deal of `setup` with the deal's real moves replayed (None: it breaks a rule
        of the deal, or a move is illegal in it)."""
        try:
            again = self.game.new_initial_state(**setup)
            for move in self.moves:
                again.apply_action(move)
        except (DealError, IllegalActionError):
            return None
        return again

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
            if failed is None and self._fits(state):
                counts.samples += 1
                return state
            counts.restarts += 1
            if self.unsure:
                self._keep(self._settle(self.kept))
                self.unsure = []
        counts.failures += 1
        return None

    def _shuffled(self, rng: random.Random) -> list[Any]:
        places = list(self.places)
        pieces = list(self.unseen)
        rng.shuffle(pieces)
        for i, piece in zip(self.free, pieces, strict=True):
            places[i] = piece
        return places

    def _repair(
        self,
        rng: random.Random,
        places: list[Any],
        choices: list[float],
        state: State,
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
        if failed >= 0 and roll < 0.8:
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
        self, places: list[Any], choices: list[float], seed: int
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
            state.apply_action(self._look_alike(state, alike, k, choices[k]))
        return state, None

    def _look_alike(self, state: State, alike: list[Action], k: int, choice: float) -> Action:
        """The move that stands for hidden move `k`: one of the look-alikes, narrowed in
        turn (each step only while some remain) to those holding the pieces the seat has seen
        every copy of (a tile played face down that came back to its own hand), those of
        pieces it has not seen, and those that keep what the player plays in the open later."""
        known, later = self.known[k], self.later[k]
        narrowings = (
            lambda a: not known - Counter(a.pieces),
            lambda a: all(self.unseen_count[p] for p in a.pieces if p not in known),
            lambda a: not any(later[p] for p in a.pieces if p not in known),
        )
        for keep in narrowings:
            alike = [a for a in alike if keep(a)] or alike
        if self.guide is not None and len(alike) > 1:
            guess = self.guide.choose(state)
            if guess in alike:
                return guess
        return alike[int(choice * len(alike))]

    def _fits(self, state: State) -> bool:
        """The seat sees the sample exactly as it sees the real deal."""
        return (
            state.current_player == self.player
            and [a.short for a in state.legal_actions()] == self.legal
            and state.view(self.seat)["zones"] == self.zones
        )
