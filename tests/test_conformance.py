"""Conformance of every registered game to the State contract (DESIGN.md §2 and §5).

Nothing here names a game: every check runs over `gw.list_games()`, every allowed player
count with the default options, and each option's non-default values one at a time. A new
game is covered as soon as it registers.

Cost is capped per configuration (DESIGN.md: the whole suite stays fast on a small
machine): many cheap seeded random playouts for termination, conservation and returns,
and fewer for the checks that rebuild or render whole games. Set GUPAI_CONFORMANCE_SCALE
(e.g. 10) to run proportionally more playouts for a deeper search.

Conventions the checks rely on, beyond DESIGN.md §2:
- each seat's hand is the zone named "hand <seat>" in `state.zones()`; pieces turned face
  up for every seat once dealt lie in a zone named "turned up";
- the game's full piece set for one deal is `game.pieces()`.
"""

from __future__ import annotations

import json
import math
import os
import statistics
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gupai_widgets as gw
from gupai_widgets.engine import Action, seat_name

SCALE = float(os.environ.get("GUPAI_CONFORMANCE_SCALE", "1"))


def scaled(count: int) -> int:
    return max(1, math.ceil(count * SCALE))


# Seeded random playouts per configuration, capped by the actions they take in all so that a
# configuration with long matches (many deals) costs about as much as one with short ones.
PLAYOUTS_DEFAULT_OPTIONS = scaled(200)
PLAYOUTS_OPTION_VARIANT = scaled(50)
ACTIONS_DEFAULT_OPTIONS = scaled(8_000)
ACTIONS_OPTION_VARIANT = scaled(3_000)
MIN_PLAYOUTS = 10
# No match of any game may take more actions than this; more means it does not end.
MAX_ACTIONS = 20_000
# Playouts for the checks that rebuild states, look through every seat, or render.
DEEP_PLAYOUTS_DEFAULT_OPTIONS = scaled(4)
DEEP_PLAYOUTS_OPTION_VARIANT = scaled(1)
DEEP_CHECKS_PER_PLAYOUT = 8  # positions per deep playout that get from_dict / clone checks
REPLAYS_DEFAULT_OPTIONS = scaled(3)
REPLAYS_OPTION_VARIANT = scaled(1)
RENDERED_REPLAYS = scaled(2)
# Heuristic bot against random seats: deals per seat (each deal is played once with the
# heuristic bot in every seat, so seat and deal luck cancel).
HEURISTIC_DEALS = scaled(50)
# Matches of the game's own bots, and moves of each, checked in a state rebuilt from its moves.
REBUILT_MATCHES = scaled(3)
REBUILT_MOVES = 400


def settles_between_players(spec: gw.GameSpec) -> bool:
    """Whether the returns are settlements between the players (they add up to zero)."""
    return spec.zero_sum


# -- configurations ------------------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    game_id: str
    players: int
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    default_options: bool = True

    @property
    def id(self) -> str:
        opts = "".join(f"-{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.game_id}-{self.players}p{opts}"

    def load(self) -> gw.Game:
        return gw.load_game(self.game_id, players=self.players, **self.options)

    @property
    def spec(self) -> gw.GameSpec:
        return self.load().spec

    def playouts(self, default: int, variant: int) -> int:
        return default if self.default_options else variant


def _variant_players(spec: gw.GameSpec, name: str, value: Any) -> int:
    """The default player count if the option value is allowed with it, else the first
    count that allows it (a game may allow some values only for some counts)."""
    counts = [spec.default_players, *(p for p in spec.players if p != spec.default_players)]
    errors = []
    for players in counts:
        try:
            gw.load_game(spec.id, players=players, **{name: value})
        except gw.OptionError as exc:
            errors.append(str(exc))
            continue
        return players
    raise AssertionError(
        f"{spec.id}: option {name}={value!r} is one of its choices but no player count "
        f"accepts it: {errors}"
    )


def all_configs() -> list[Config]:
    configs = []
    for spec in gw.list_games():
        configs.extend(Config(spec.id, players) for players in spec.players)
        for option in spec.options:
            for value in option.choices:
                if value == option.default:
                    continue
                players = _variant_players(spec, option.name, value)
                configs.append(Config(spec.id, players, {option.name: value}, False))
    return configs


CONFIGS = all_configs()
DEFAULT_CONFIGS = [c for c in CONFIGS if c.default_options]
GAME_IDS = [spec.id for spec in gw.list_games()]


def configs_param(configs: list[Config]):
    return pytest.mark.parametrize("config", configs, ids=[c.id for c in configs])


# -- helpers -------------------------------------------------------------------------------


def dump(data: Any) -> str:
    """Canonical JSON text; fails the test if `data` is not JSON-serialisable."""
    try:
        return json.dumps(data, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise AssertionError(f"not JSON-serialisable: {exc}") from exc


def piece_counts(zones: dict[str, list[Any]]) -> Counter[str]:
    return Counter(str(p) for pieces in zones.values() for p in pieces)


def game_piece_set(game: gw.Game) -> Counter[str]:
    return Counter(str(p) for p in game.pieces())


def random_playout(game: gw.Game, seed: int):
    """Yield every position of a seeded random playout (the same state object, advanced)."""
    state = game.new_initial_state(seed=seed)
    bot = gw.RandomBot(seed)
    yield state
    steps = 0
    while not state.is_terminal():
        steps += 1
        assert steps <= MAX_ACTIONS, f"seed {seed}: no end after {MAX_ACTIONS} actions"
        state.apply_action(state.ask(bot))
        yield state


def random_bots(players: int, seed: int) -> list[gw.RandomBot]:
    return [gw.RandomBot(seed * 1009 + seat) for seat in range(players)]


def check_legal_actions(state: gw.State, where: str) -> None:
    player = state.current_player
    legal = state.legal_actions()
    assert state.is_terminal() == (player is None), f"{where}: current_player {player!r}"
    if player is None:
        assert legal == [], f"{where}: a finished match still offers {legal[:3]}"
        return
    assert isinstance(player, int) and 0 <= player < state.num_players, where
    assert legal, f"{where}: {seat_name(player)} to move but no legal action"
    texts = [a.text for a in legal]
    duplicates = [t for t, n in Counter(texts).items() if n > 1]
    assert not duplicates, f"{where}: notations not unique: {duplicates}"
    assert all(t and t == " ".join(t.split()) for t in texts), f"{where}: bad notation {texts}"
    assert len(set(legal)) == len(legal), f"{where}: two legal actions compare equal: {texts}"
    assert all(str(a) == a.text for a in legal), where
    wrong = [a.text for a in legal if a.player != player]
    assert not wrong, f"{where}: actions of a seat not to move: {wrong}"


def check_returns(state: gw.State, where: str) -> list[int]:
    returns = state.returns()
    assert isinstance(returns, list) and len(returns) == state.num_players, (
        f"{where}: returns {returns!r} for {state.num_players} seats"
    )
    assert all(type(r) is int for r in returns), f"{where}: returns not ints: {returns!r}"
    return returns


# -- random playouts: termination, legal actions, conservation, returns ---------------------


@configs_param(CONFIGS)
def test_random_playouts_end_and_keep_invariants(config: Config) -> None:
    game = config.load()
    spec = game.spec
    zero_sum = settles_between_players(spec)
    full_set = game_piece_set(game)
    planned = config.playouts(PLAYOUTS_DEFAULT_OPTIONS, PLAYOUTS_OPTION_VARIANT)
    budget = config.playouts(ACTIONS_DEFAULT_OPTIONS, ACTIONS_OPTION_VARIANT)
    actions_taken = 0
    for seed in range(planned):
        if seed >= MIN_PLAYOUTS and actions_taken >= budget:
            break
        pieces: Counter[str] | None = None
        deal_number = 0
        for state in random_playout(game, seed):
            where = f"{config.id} seed {seed} step {len(state.history)}"
            check_legal_actions(state, where)
            assert isinstance(state.phase, str) and state.phase, f"{where}: no phase"
            assert type(state.deal_number) is int and state.deal_number >= deal_number, (
                f"{where}: deal number {state.deal_number!r} after {deal_number}"
            )
            deal_number = state.deal_number
            zones = state.zones()
            assert all(p is not None for ps in zones.values() for p in ps), (
                f"{where}: the open zones hide a piece"
            )
            counts = piece_counts(zones)
            if pieces is None:
                pieces = counts
                if full_set is not None:
                    assert pieces == full_set, (
                        f"{where}: the table holds {sorted((pieces - full_set).elements())} "
                        f"beyond and lacks {sorted((full_set - pieces).elements())} of the set"
                    )
            else:
                assert counts == pieces, (
                    f"{where}: pieces appeared {sorted((counts - pieces).elements())} and "
                    f"vanished {sorted((pieces - counts).elements())}"
                )
            check_returns(state, where)
        actions_taken += len(state.history)
        returns = check_returns(state, f"{config.id} seed {seed} end")
        if zero_sum:
            assert sum(returns) == 0, f"{config.id} seed {seed}: returns {returns} do not sum to 0"


@configs_param(CONFIGS)
def test_the_seed_fixes_the_deal(config: Config) -> None:
    game = config.load()
    for seed in range(5):
        first = game.new_initial_state(seed=seed)
        again = game.new_initial_state(seed=seed)
        assert dump(first.to_dict()) == dump(again.to_dict())
    different = {dump(game.new_initial_state(seed=s).deal_setup().setup()) for s in range(5)}
    assert len(different) > 1, f"{config.id}: five seeds gave one deal"


def same_deal(setup: dict[str, Any]) -> dict[str, Any]:
    """A setup with each hand as a multiset: the order within a hand is no part of a deal."""
    return {**setup, "hands": [sorted(hand) for hand in setup["hands"]]}


def setup_rebuilds(state: gw.State, where: str) -> None:
    """`new_initial_state(**deal_setup().setup())` deals the deal now being played again: the
    same hands, rest, dealer and deal number, whatever order the hands are given in."""
    setup = json.loads(dump(state.deal_setup().setup()))
    game = state.game
    rebuilt = game.new_initial_state(**setup)
    assert same_deal(rebuilt.deal_setup().setup()) == same_deal(setup), (
        f"{where}: the setup does not rebuild its deal"
    )
    # A game whose later rounds are dealt from the play, not from a shuffle (Mouse Moving
    # deals itself from its tricks), gives the setup of the deal those rounds came from.
    assert rebuilt.deal_number == setup["deal_number"] <= state.deal_number, where
    reordered = {**setup, "hands": [sorted(hand, reverse=True) for hand in setup["hands"]]}
    again = game.new_initial_state(**reordered)
    assert same_deal(again.deal_setup().setup()) == same_deal(setup), (
        f"{where}: the hands given in another order deal another deal"
    )
    assert dump(again.view(None)["zones"]) == dump(rebuilt.view(None)["zones"]), where


@configs_param(CONFIGS)
def test_the_setup_rebuilds_every_deal_of_a_match(config: Config) -> None:
    game = config.load()
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        again = game.new_initial_state(state.deal_setup())
        assert dump(again.view(None)) == dump(state.view(None)), (
            f"{config.id} seed {seed}: the first deal's setup does not rebuild the match"
        )
        deal_number = -1
        for position in random_playout(game, seed):
            if not position.is_terminal() and position.deal_number != deal_number:
                deal_number = position.deal_number
                setup_rebuilds(position, f"{config.id} seed {seed} deal {deal_number}")


@configs_param(CONFIGS)
def test_a_playout_in_short_notation_ends_as_one_in_actions(config: Config) -> None:
    game = config.load()
    for seed in range(3):
        by_action = deque(random_playout(game, seed), maxlen=1)[0]
        by_short = game.new_initial_state(seed=seed)
        for action in by_action.history:
            applied = by_short.apply_action(action.short)
            assert applied == action, f"{config.id} seed {seed}: {action.short!r} is ambiguous"
        assert dump(by_short.to_dict()) == dump(by_action.to_dict()), config.id
        result = by_short.result()
        assert list(result.payments) == by_short.returns(), f"{config.id}: result() disagrees"
        assert len(result.scores) == game.players and isinstance(result.unit, str), config.id
        assert result.unit and isinstance(result.note, str), config.id


# -- clone, to_dict / from_dict, views, illegal actions -----------------------------------


def check_round_trip(state: gw.State, where: str) -> None:
    data = state.to_dict()
    text = dump(data)
    rebuilt = gw.State.from_dict(json.loads(text))
    assert type(rebuilt) is type(state), where
    assert dump(rebuilt.to_dict()) == text, f"{where}: from_dict(to_dict()) differs"
    assert dump(type(state).from_dict(data).to_dict()) == text, where
    view = state.view(None)
    assert "setup" not in view, f"{where}: the open view carries the setup"
    shorts = [a.short for a in state.history]
    assert dump({**view, "setup": state.setup, "actions": shorts}) == text, (
        f"{where}: view(None) is not to_dict()"
    )


def check_clone(state: gw.State, where: str) -> None:
    before = dump(state.to_dict())
    legal_before = [a.text for a in state.legal_actions()]
    copy = state.clone()
    assert copy is not state and dump(copy.to_dict()) == before, where
    for action in copy.legal_actions()[:3]:
        branch = copy.clone()
        branch.apply_action(action)
        assert dump(state.to_dict()) == before, f"{where}: acting on a clone moved the original"
        assert [a.text for a in state.legal_actions()] == legal_before, where
    assert dump(copy.to_dict()) == before, f"{where}: acting on a clone's clone moved the clone"
    if legal_before:
        original = state.clone()
        witness = original.clone()
        original.apply_action(legal_before[0])
        assert dump(witness.to_dict()) == before, f"{where}: the clone followed the original"


def check_actions_by_notation(state: gw.State, where: str) -> None:
    """The notation string and the Action value do the same thing; explain() changes nothing."""
    before = dump(state.to_dict())
    for action in state.legal_actions():
        sentence = state.explain(action)
        assert isinstance(sentence, str) and sentence.strip(), f"{where}: no explanation"
        assert state.explain(action.text) == sentence == state.explain(action.short), where
    assert dump(state.to_dict()) == before, f"{where}: explain() changed the state"
    for action in state.legal_actions()[:4]:
        by_value, by_text = state.clone(), state.clone()
        applied = by_value.apply_action(action)
        assert applied == action and applied.text == action.text, where
        assert by_text.apply_action(f"  {action.text} ").text == action.text, where
        assert dump(by_value.to_dict()) == dump(by_text.to_dict()), where


# Pieces the rules turn face up for every seat once dealt (DaLing's table tiles): the
# non-interference test lets a seat tell deals apart by them, so no seat may miss one.
TURNED_UP = "turned up"


def hand_zone(seat: int) -> str:
    return f"hand {seat}"


@dataclass
class Told:
    """What each seat is told of the moves of a playout so far: its words for each move
    (`Action.seen_by`), and the moves of others laid face down (their index, public words
    and own words). Kept one move at a time as the playout goes (a position's history is
    the last one's and its move): worked out again for the whole history at every
    position, they were most of the views' check, and quadratic in the match's length."""

    players: int
    last: Action | None = None  # the last move followed
    seen: list[list[str]] = field(default_factory=list)
    hidden: list[list[tuple[int, str, str]]] = field(default_factory=list)

    def follow(self, history: list[Action]) -> None:
        known = len(self.seen[0]) if self.seen else 0
        if not self.seen or known > len(history) or (known and history[known - 1] is not self.last):
            # Another playout (or the first position): from its first move.
            known = 0
            self.seen = [[] for _ in range(self.players)]
            self.hidden = [[] for _ in range(self.players)]
        for index, action in enumerate(history[known:], known):
            self.last = action
            text, public = action.text, action.public
            for seat in range(self.players):
                self.seen[seat].append(action.seen_by(seat))
                if action.player != seat and public and public != text:
                    self.hidden[seat].append((index, public, text))


def check_views(state: gw.State, where: str, told: Told) -> None:
    told.follow(state.history)
    open_zones = state.zones()
    over = state.is_terminal()
    for seat in range(state.num_players):
        here = f"{where} seat {seat}"
        view = state.view(seat)
        text = dump(view)
        assert "setup" not in view, f"{here}: the view carries the setup"
        assert view["seat"] == seat, here
        zones = view["zones"]
        assert list(zones) == list(open_zones), f"{here}: the view shows other zones"
        assert zones == {
            name: [None if p is None else str(p) for p in ps]
            for name, ps in state.zones(seat).items()
        }, f"{here}: view()['zones'] is not zones(seat)"
        for name, pieces in zones.items():
            assert len(pieces) == len(open_zones[name]), (
                f"{here}: zone {name!r} shows {len(pieces)} pieces, the table holds "
                f"{len(open_zones[name])}"
            )
            shown = Counter(p for p in pieces if p is not None)
            assert not shown - Counter(str(p) for p in open_zones[name]), (
                f"{here}: zone {name!r} shows pieces that are not there"
            )
        assert hand_zone(seat) in zones, (
            f"{here}: no zone {hand_zone(seat)!r}; each seat's hand is the zone 'hand <seat>'"
        )
        own = zones[hand_zone(seat)]
        assert None not in own, f"{here}: the seat cannot see its own hand: {own}"
        turned_up = zones.get(TURNED_UP, [])
        assert None not in turned_up, f"{here}: zone {TURNED_UP!r} hides a piece from a seat"
        if not over:
            for other in range(state.num_players):
                if other != seat:
                    hidden = zones[hand_zone(other)]
                    assert all(p is None for p in hidden), (
                        f"{here}: sees {seat_name(other)}'s hand {hidden}"
                    )
        actions = view["actions"]
        assert actions == told.seen[seat], here
        for index, public, said in told.hidden[seat]:
            assert actions[index] == public, f"{here}: a hidden move shown as {actions[index]!r}"
            if not over:
                assert said not in text, f"{here}: the view tells the hidden move {said!r}"


GARBAGE = (None, 42, 4.2, "", " ", b"P1", [], {}, object(), "no such move")


def check_illegal_refused(state: gw.State, where: str) -> None:
    before = dump(state.to_dict())
    legal = state.legal_actions()
    attempts: list[Any] = list(GARBAGE)
    if legal and state.num_players > 1:
        mover = state.current_player
        other = (mover + 1) % state.num_players
        for action in legal[:3]:
            attempts.append(Action(other, action.kind, action.pieces, action.detail))
            wrong_text = action.text.replace(seat_name(mover), seat_name(other))
            if wrong_text not in {a.text for a in legal}:
                attempts.append(wrong_text)
            attempts.append(action.text + " twice")
            attempts.append(Action(mover, action.kind + "-not", action.pieces, action.detail))
    elif not legal:
        attempts.append(Action(0, "play", (), "", "P1 plays"))
    for attempt in attempts:
        with pytest.raises(gw.IllegalActionError):
            state.apply_action(attempt)
        assert dump(state.to_dict()) == before, f"{where}: refusing {attempt!r} changed the state"
        with pytest.raises(gw.IllegalActionError):
            state.explain(attempt)
    assert [a.text for a in state.legal_actions()] == [a.text for a in legal], where


def deep_positions(game: gw.Game, seed: int) -> list[gw.State]:
    """Positions of one seeded playout to check deeply: about DEEP_CHECKS_PER_PLAYOUT of
    them spread over the match, always including the first and the final one."""
    final = deque(random_playout(game, seed), maxlen=1)[0]
    actions = final.history
    stride = max(1, len(actions) // DEEP_CHECKS_PER_PLAYOUT)
    chosen = {*range(0, len(actions), stride), len(actions)}
    state = game.new_initial_state(**final.setup)
    positions = [state.clone()] if 0 in chosen else []
    for step, action in enumerate(actions, 1):
        state.apply_action(action)
        if step in chosen:
            positions.append(state.clone())
    return positions


@configs_param(CONFIGS)
def test_clone_and_to_dict_round_trip(config: Config) -> None:
    game = config.load()
    for seed in range(config.playouts(DEEP_PLAYOUTS_DEFAULT_OPTIONS, DEEP_PLAYOUTS_OPTION_VARIANT)):
        for state in deep_positions(game, seed):
            where = f"{config.id} seed {seed} step {len(state.history)}"
            check_round_trip(state, where)
            check_clone(state, where)


@configs_param(CONFIGS)
def test_views_hide_what_a_seat_cannot_see(config: Config) -> None:
    game = config.load()
    for seed in range(config.playouts(DEEP_PLAYOUTS_DEFAULT_OPTIONS, DEEP_PLAYOUTS_OPTION_VARIANT)):
        told = Told(game.players)
        for state in random_playout(game, seed):
            check_views(state, f"{config.id} seed {seed} step {len(state.history)}", told)


@configs_param(CONFIGS)
def test_explaining_the_move_played_changes_nothing(config: Config) -> None:
    """Captions are written before each move (as `gw.play` does), including the moves that
    end a deal or the match, whose explanation looks ahead at the settlement."""
    game = config.load()
    for seed in range(config.playouts(DEEP_PLAYOUTS_DEFAULT_OPTIONS, DEEP_PLAYOUTS_OPTION_VARIANT)):
        state = game.new_initial_state(seed=seed)
        bot = gw.RandomBot(seed)
        while not state.is_terminal():
            where = f"{config.id} seed {seed} step {len(state.history)}"
            action = state.ask(bot)
            before = dump(state.to_dict())
            for seat in (None, *range(game.players)):  # the open caption and each seat's
                sentence = state.explain(action, seat)
                assert isinstance(sentence, str) and sentence.strip(), f"{where}: no explanation"
            assert dump(state.to_dict()) == before, f"{where}: explain() changed the state"
            state.apply_action(action)


@configs_param(CONFIGS)
def test_illegal_actions_are_refused_without_change(config: Config) -> None:
    game = config.load()
    for seed in range(config.playouts(DEEP_PLAYOUTS_DEFAULT_OPTIONS, DEEP_PLAYOUTS_OPTION_VARIANT)):
        for state in deep_positions(game, seed):
            where = f"{config.id} seed {seed} step {len(state.history)}"
            check_illegal_refused(state, where)
            check_actions_by_notation(state, where)


@configs_param(CONFIGS)
def test_bad_seats_are_refused(config: Config) -> None:
    state = config.load().new_initial_state(seed=0)
    for seat in (-1, state.num_players, True, "0", 1.0):
        with pytest.raises(gw.GameError):
            state.view(seat)
        with pytest.raises(gw.GameError):
            state.zones(seat)
        with pytest.raises(gw.GameError, match="no seat"):
            state.explain(state.legal_actions()[0], seat)


# -- replays -------------------------------------------------------------------------------


def fresh_positions(game: gw.Game, seed: int) -> list[str]:
    """to_dict() of every position met while the seeded random bots play the match anew."""
    bots = random_bots(game.players, seed)
    state = game.new_initial_state(seed=seed)
    seen = [dump(state.to_dict())]
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
        seen.append(dump(state.to_dict()))
    return seen


@configs_param(CONFIGS)
def test_replay_round_trip_rebuilds_the_positions(config: Config) -> None:
    game = config.load()
    for seed in range(config.playouts(REPLAYS_DEFAULT_OPTIONS, REPLAYS_OPTION_VARIANT)):
        where = f"{config.id} seed {seed}"
        replay = gw.play(game, bots=random_bots(game.players, seed), seed=seed)
        assert len(replay.captions) == len(replay.marks) == len(replay.actions), where
        assert all(isinstance(c, str) and c.strip() for c in replay.captions), where
        text = replay.to_json()
        loaded = gw.Replay.from_json(text)
        assert loaded.to_json() == text, f"{where}: to_json/from_json is not a round trip"
        assert gw.Replay.from_json(text.encode()).to_json() == text, where
        states = loaded.states()
        assert len(states) == len(replay.actions) + 1, where
        assert states[-1].is_terminal(), f"{where}: the replay's last position is not the end"
        assert tuple(states[-1].returns()) == replay.returns, where
        rebuilt = [dump(s.to_dict()) for s in states]
        assert rebuilt == fresh_positions(game, seed), (
            f"{where}: replay.states() differ from the positions of the game as played"
        )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_corrupt_replays_are_refused(game_id: str) -> None:
    game = gw.load_game(game_id)
    replay = gw.play(game, bots=random_bots(game.players, 3), seed=3)
    good = replay.to_dict()
    assert dump(gw.Replay.from_dict(json.loads(dump(good))).to_dict()) == dump(good)
    last = good["actions"][-1]
    corruptions = {
        "not JSON": "{",
        "not an object": dump([1, 2]),
        "foreign": dump({**good, "format": "something.else"}),
        "future format": dump({**good, "format_version": 999}),
        "other rules": dump({**good, "rules_version": good["rules_version"] + 1}),
        "unknown game": dump({**good, "game": "no_such_game"}),
        "wrong returns": dump({**good, "returns": [r + 1 for r in good["returns"]]}),
        "illegal action": dump({**good, "actions": [*good["actions"][:-1], last + " twice"]}),
        "missing field": dump({k: v for k, v in good.items() if k != "setup"}),
        "bad setup": dump({**good, "setup": 42}),
        "unknown setup key": dump({**good, "setup": {**good["setup"], "deal": []}}),
        "bad seed": dump({**good, "setup": {**good["setup"], "seed": "x"}}),
        "captions short": dump({**good, "captions": good["captions"][:-1]}),
    }
    for name, text in corruptions.items():
        with pytest.raises(gw.ReplayError):
            gw.Replay.from_json(text)
            pytest.fail(f"{game_id}: a replay with {name} was accepted")


# -- rendering -----------------------------------------------------------------------------


def parse_markup(markup: str, where: str) -> ElementTree.Element:
    """Parse drawn markup (one SVG, or HTML with inline SVG) as XML."""
    assert isinstance(markup, str) and markup.strip(), f"{where}: nothing drawn"
    try:
        return ElementTree.fromstring(f"<root>{markup}</root>")
    except ElementTree.ParseError as exc:
        raise AssertionError(f"{where}: the markup is not well-formed XML: {exc}") from exc


def svg_elements(root: ElementTree.Element) -> list[ElementTree.Element]:
    return [e for e in root.iter() if e.tag.rsplit("}", 1)[-1] == "svg"]


def table_pieces(table: Any) -> Counter[str]:
    """Every face a TableView shows (hidden pieces left out)."""
    shown: Counter[str] = Counter()
    groups = [g for seat in table.seats for g in seat.front] + list(table.centre.groups)
    for pieces in [s.hand for s in table.seats] + [g.pieces for g in groups]:
        shown.update(str(p) for p in pieces if p is not None)
    for pile in table.piles:
        shown.update(str(p) for p in pile.pieces if p is not None)
    for first, second in table.centre.line:
        shown[str(gw.Tile(first, second))] += 1
    return shown


@configs_param(DEFAULT_CONFIGS)
def test_every_frame_renders_as_a_table(config: Config) -> None:
    """Every position of a few replays, drawn open and (for one replay) from every seat;
    a seat's table shows no face its view hides."""
    from gupai_widgets.render.table import table_svg

    game = config.load()
    for seed in range(RENDERED_REPLAYS):
        replay = gw.play(game, bots=random_bots(game.players, seed), seed=seed)
        seats = [None, *range(game.players)] if seed == 0 else [None]
        for state in replay.states():
            for seat in seats:
                where = f"{config.id} seed {seed} step {len(state.history)} seat {seat}"
                table = state.table(seat)
                svg = table_svg(table, names=replay.seats)
                root = parse_markup(svg, where)
                assert len(root) == 1 and svg_elements(root)[:1] == [root[0]], (
                    f"{where}: table_svg did not return one <svg>"
                )
                seen = Counter(p for ps in state.view(seat)["zones"].values() for p in ps if p)
                extra = table_pieces(table) - seen
                assert not extra, f"{where}: the table shows what the view hides: {extra}"
                if seat is not None and not state.is_terminal():
                    for other, shown in enumerate(table.seats):
                        if other != seat:
                            assert all(p is None for p in shown.hand), (
                                f"{where}: the table shows {seat_name(other)}'s hand"
                            )


def replay_renderer():
    """`gupai_widgets.render.replay`: `replay_frames(replay)` drawing every frame in every
    view, and `replay_html(replay)`, the markup-only replay view."""
    from gupai_widgets.render import replay as module

    names = ("replay_frames", "replay_html")
    missing = [name for name in names if not callable(getattr(module, name, None))]
    assert not missing, (
        f"gupai_widgets.render.replay has no public {', '.join(missing)}: the conformance "
        "test renders every frame of every game through them"
    )
    from gupai_widgets.render.page import standalone_page

    return module.replay_frames, module.replay_html, standalone_page


@configs_param(DEFAULT_CONFIGS)
def test_every_frame_renders_in_the_replay_view(config: Config) -> None:
    replay_frames, replay_html, standalone_page = replay_renderer()
    game = config.load()
    views = [None, *range(game.players)]
    for seed in range(RENDERED_REPLAYS):
        where = f"{config.id} seed {seed}"
        replay = gw.play(game, bots=random_bots(game.players, seed), seed=seed)
        steps = len(replay.actions)
        if seed == 0:
            # Each frame on its own for the first replay; the later ones through the whole
            # view, whose one drawing holds every frame's marks. Drawing every frame is most
            # of the time: the first replay's view is that of the frames drawn here (as
            # `replay_html` draws them, in every view), not drawn again.
            frames = replay_frames(replay)
            for step in range(steps + 1):
                for seat in views:
                    svg = frames.frame_svg(step, seat)
                    root = parse_markup(svg, f"{where} step {step} seat {seat}")
                    assert len(root) == 1 and svg_elements(root)[:1] == [root[0]], (
                        f"{where} step {step} seat {seat}: frame_svg did not return one <svg>"
                    )
            html = frames.html()
        else:
            html = replay_html(replay)
        root = parse_markup(html, where)
        # The board is drawn twice, wide and narrow (the page shows the one that fits).
        for layout in ("gw-wide", "gw-narrow"):
            drawing = [e for e in svg_elements(root) if e.get("class") == layout]
            assert len(drawing) == 1, f"{where}: no single {layout} drawing"
            layers = [e for e in svg_elements(drawing[0]) if "data-step" in e.attrib]
            assert sorted(int(e.attrib["data-step"]) for e in layers) == list(range(steps + 1)), (
                f"{where}: the {layout} drawing does not hold one layer per frame"
            )
        captions = [e for e in root.iter("li") if "data-step" in e.attrib]
        assert {int(e.attrib["data-step"]) for e in captions} == set(range(steps + 1)), (
            f"{where}: the replay view does not caption every frame"
        )
        if seed == 0:
            page = standalone_page(replay)
            assert page.startswith("<!DOCTYPE html>") and 'class="gw-replay"' in page, where


# -- bots ----------------------------------------------------------------------------------


@configs_param(DEFAULT_CONFIGS)
def test_heuristic_bot_is_no_worse_than_random(config: Config) -> None:
    """Each deal is played once with the game's own bot in every seat, the other seats
    random. Per game: the bot's return minus the mean of the random seats. Fails only if the
    bot is clearly worse than random (the precise measure is in benchmarks/)."""
    game = config.load()
    n = game.players
    margins = []
    for deal_seed in range(HEURISTIC_DEALS):
        for seat in range(n):
            bots: list[Any] = random_bots(n, deal_seed * n + seat)
            bots[seat] = game.make_bot(deal_seed * n + seat)
            returns = gw.play(game, bots=bots, seed=deal_seed).returns
            others = [r for s, r in enumerate(returns) if s != seat]
            margins.append(returns[seat] - (statistics.fmean(others) if others else 0))
    mean = statistics.fmean(margins)
    error = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0
    assert mean >= -3 * error, (
        f"{config.id}: the game's bot makes {mean:.2f} ± {error:.2f} per deal against "
        f"random seats over {len(margins)} games: worse than random"
    )


@configs_param(DEFAULT_CONFIGS)
def test_the_bot_chooses_alike_in_a_state_rebuilt_from_its_moves(config: Config) -> None:
    """At every position with a choice (the first REBUILT_MOVES moves of a few seeded matches
    of the game's own bots), the bot chooses alike in the state that lived through the match,
    where the bots were asked all along, and in one rebuilt from the same moves that no bot
    was asked about before: every sampled deal of the search bot is such a state, and so is a
    table restored from its moves. What a bot remembers in a state must not depend on when it
    was first asked (the TianJiu family's count of unseen tiles once did)."""
    game = config.load()
    checked = 0
    for seed in range(REBUILT_MATCHES):
        state = game.new_initial_state(seed=seed)
        twin = game.new_initial_state(seed=seed)  # the same moves, no bot ever asked
        bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        while not state.is_terminal() and len(state.history) < REBUILT_MOVES:
            if len(state.legal_actions()) > 1:
                asked = len(state.history)
                lived = state.ask(game.make_bot(asked))
                rebuilt = twin.clone().ask(game.make_bot(asked))
                assert rebuilt == lived, (
                    f"{config.id} seed {seed} move {asked}: the bot plays {lived.text} in the "
                    f"match, {rebuilt.text} in the same position rebuilt from its moves"
                )
                checked += 1
            action = state.ask(bots[state.current_player])
            state.apply_action(action)
            twin.apply_action(action.short)
    assert checked, f"{config.id}: no position with a choice in {REBUILT_MATCHES} matches"


# -- property-based: any sequence of legal choices keeps the invariants ---------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_any_legal_sequence_keeps_the_invariants(game_id: str) -> None:
    configs = [c for c in CONFIGS if c.game_id == game_id]
    zero_sum = settles_between_players(configs[0].spec)

    @settings(
        max_examples=scaled(25),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(
        config=st.sampled_from(configs),
        seed=st.integers(0, 2**32 - 1),
        stop_at=st.integers(1, 100),
        data=st.data(),
    )
    def run(config: Config, seed: int, stop_at: int, data: st.DataObject) -> None:
        game = config.load()
        state = game.new_initial_state(seed=seed)
        pieces = piece_counts(state.zones())
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and len({a.text for a in legal}) == len(legal)
            state.apply_action(legal[data.draw(st.integers(0, len(legal) - 1))].text)
            assert piece_counts(state.zones()) == pieces
            check_returns(state, config.id)
            assert len(state.history) <= MAX_ACTIONS
            if len(state.history) == stop_at:
                # Any position, not only the ends, rebuilds and clones exactly.
                check_round_trip(state, f"{config.id} step {stop_at}")
                check_clone(state, f"{config.id} step {stop_at}")
        assert state.current_player is None and state.legal_actions() == []
        if zero_sum:
            assert sum(state.returns()) == 0
        check_round_trip(state, f"{config.id} end")

    run()
