"""The engine's own behaviour: the registry, specs and options, their errors, actions and
their notation, deals, states rebuilt from dictionaries (DESIGN.md §2).

Checks that concern a game run over every registered game (`gw.list_games()`); the rest use
small specs made here, so nothing depends on which games exist.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import gupai_widgets as gw
from gupai_widgets.engine import FAMILIES, Action, GameSpec, Option, flag, register, seat_name
from gupai_widgets.engine.deal import shuffle_in_place
from gupai_widgets.engine.registry import game_class

SPECS = gw.list_games()
GAME_IDS = [spec.id for spec in SPECS]


def specs_param():
    return pytest.mark.parametrize("spec", SPECS, ids=GAME_IDS)


def loadable_players(spec: GameSpec, name: str, value: Any) -> int:
    for players in (spec.default_players, *spec.players):
        try:
            gw.load_game(spec.id, players=players, **{name: value})
        except gw.OptionError:
            continue
        return players
    raise AssertionError(f"{spec.id}: no player count accepts {name}={value!r}")


# -- the registry --------------------------------------------------------------------------


def test_some_game_is_registered() -> None:
    assert SPECS, "no game is registered"
    assert all(isinstance(spec, GameSpec) for spec in SPECS)


def test_game_ids_are_unique_and_the_list_is_ordered() -> None:
    assert len(set(GAME_IDS)) == len(GAME_IDS)
    # By family in FAMILIES order, then the family's own teaching order, then by name.
    assert SPECS == sorted(SPECS, key=lambda s: (FAMILIES.index(s.family), s.order, s.name))
    assert [s.id for s in SPECS if s.family == "connecting"][0] == "jielong"
    assert [s.id for s in gw.list_games()] == GAME_IDS, "list_games() is not stable"


def test_each_game_is_found_in_the_module_the_registry_imports_for_it() -> None:
    # The registry imports one game's module when the game is asked for (games.MODULES):
    # every registered game must be in the table under the module that defines it.
    from gupai_widgets.games import MODULES

    assert sorted(MODULES) == sorted(GAME_IDS)
    for game_id, module in MODULES.items():
        assert game_class(game_id).__module__ == f"gupai_widgets.games.{module}", game_id


def test_playing_one_game_imports_that_game_alone() -> None:
    # In a fresh interpreter: a page or `gupai play` that deals one game does not pay for
    # importing the other 23.
    import subprocess
    import sys

    code = (
        "import sys, gupai_widgets as gw\n"
        "gw.load_game('jielong').new_initial_state(seed=1)\n"
        "print(sorted({m.split('.')[3] for m in sys.modules"
        " if m.startswith('gupai_widgets.games.') and m.count('.') == 3}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["['dragon',", "'jielong',", "'jielong_bot']"], out.stdout


def test_a_live_table_imports_neither_the_exercises_nor_the_web_clients() -> None:
    # The site's Python starts by importing the live table (docs/javascripts/play_worker.js):
    # the lessons and puzzles wait until asked for, and no module brings urllib.request,
    # http.client or the email package (xml.sax.saxutils did: half a second in the browser).
    import subprocess
    import sys

    code = (
        "import sys, gupai_widgets.live_table\n"
        "print(sorted(m for m in sys.modules if m.startswith(('gupai_widgets.exercises',"
        " 'urllib.request', 'http', 'email', 'xml'))))\n"
        "import gupai_widgets as gw\n"
        "print(gw.lesson_for.__module__, gw.puzzles_for.__module__)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [
        "[]",
        "gupai_widgets.exercises.lessons gupai_widgets.exercises.puzzles",
    ], out.stdout


def test_an_unknown_game_is_refused_with_the_known_ids() -> None:
    with pytest.raises(gw.UnknownGameError) as info:
        gw.load_game("no_such_game")
    message = str(info.value)
    assert "no_such_game" in message
    assert all(game_id in message for game_id in GAME_IDS), message
    assert isinstance(info.value, gw.GameError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize("bad", ["", "JIELONG ", None, 42])
def test_a_game_id_must_be_exact(bad: Any) -> None:
    if bad in GAME_IDS:
        pytest.skip("a registered id")
    with pytest.raises(gw.UnknownGameError):
        gw.load_game(bad)


@specs_param()
def test_a_second_class_cannot_take_a_registered_id(spec: GameSpec) -> None:
    registered = game_class(spec.id)
    impostor = type("Impostor", (registered,), {})
    with pytest.raises(ValueError, match=spec.id):
        register(impostor)
    assert game_class(spec.id) is registered
    assert register(registered) is registered, "registering the same class again is harmless"


# -- specs ---------------------------------------------------------------------------------


@specs_param()
def test_spec_metadata_is_complete(spec: GameSpec) -> None:
    assert re.fullmatch(r"[a-z][a-z0-9_]*", spec.id), spec.id
    assert spec.name.strip() and spec.native_name.strip() and spec.summary.strip()
    assert spec.family in FAMILIES
    assert spec.players and all(type(p) is int and p >= 1 for p in spec.players)
    assert list(spec.players) == sorted(set(spec.players)), spec.players
    assert spec.default_players in spec.players
    # Each source is a public text a reader can open: "what it is: its address".
    assert spec.sources and all(
        re.fullmatch(r"\S.*: https?://\S+", source) for source in spec.sources
    ), spec.sources
    assert type(spec.rules_version) is int and spec.rules_version >= 1
    # What to learn first is another registered game, listed before this one on the site.
    assert isinstance(spec.learn_first, tuple)
    for first in spec.learn_first:
        assert first in GAME_IDS[: GAME_IDS.index(spec.id)], (spec.id, first)


@specs_param()
def test_options_are_well_formed(spec: GameSpec) -> None:
    names = [opt.name for opt in spec.options]
    assert len(set(names)) == len(names), names
    for opt in spec.options:
        assert re.fullmatch(r"[a-z][a-z0-9_]*", opt.name), opt.name
        assert opt.help.strip(), f"{spec.id}: option {opt.name} has no sentence"
        assert opt.default in opt.choices, opt
        assert len(set(opt.choices)) == len(opt.choices), opt
        # Option.check refuses a value whose type differs from the default's, so such a
        # choice could never be chosen.
        odd = [c for c in opt.choices if type(c) is not type(opt.default)]
        assert not odd, f"{spec.id}: option {opt.name} lists unusable choices {odd}"
        assert spec.option(opt.name) is opt
    assert spec.defaults() == {opt.name: opt.default for opt in spec.options}


@specs_param()
def test_every_player_count_and_option_value_loads(spec: GameSpec) -> None:
    default = gw.load_game(spec.id)
    assert default.players == spec.default_players
    assert default.options == spec.defaults()
    assert default.spec is spec and default.id == spec.id
    for players in spec.players:
        game = gw.load_game(spec.id, players=players)
        assert game.players == players and game.options == spec.defaults()
    for opt in spec.options:
        for value in opt.choices:
            players = loadable_players(spec, opt.name, value)
            game = gw.load_game(spec.id, players=players, **{opt.name: value})
            assert game.options == {**spec.defaults(), opt.name: value}


@specs_param()
def test_a_game_repr_loads_the_same_game(spec: GameSpec) -> None:
    configs = [(p, {}) for p in spec.players] + [
        (loadable_players(spec, o.name, v), {o.name: v})
        for o in spec.options
        for v in o.choices
        if v != o.default
    ]
    for players, options in configs:
        game = gw.load_game(spec.id, players=players, **options)
        again = eval(repr(game), {"load_game": gw.load_game})
        assert (again.id, again.players, again.options) == (game.id, game.players, game.options)


@specs_param()
def test_a_wrong_player_count_is_refused_with_the_allowed_counts(spec: GameSpec) -> None:
    bad_counts: list[Any] = [0, -1, max(spec.players) + 1, "2", True, float(spec.players[0])]
    bad_counts += [p for p in range(1, max(spec.players)) if p not in spec.players]
    for bad in bad_counts:
        with pytest.raises(gw.OptionError) as info:
            gw.load_game(spec.id, players=bad)
            pytest.fail(f"{spec.id} accepted players={bad!r}")
        assert all(str(p) in str(info.value) for p in spec.players), str(info.value)


@specs_param()
def test_an_unknown_option_is_refused_with_the_known_options(spec: GameSpec) -> None:
    with pytest.raises(gw.OptionError) as info:
        gw.load_game(spec.id, no_such_option=True)
    message = str(info.value)
    assert "no_such_option" in message
    assert all(opt.name in message for opt in spec.options), message


def values_outside(opt: Option) -> list[Any]:
    """Values an option must refuse: other types, and values of its type not chosen."""
    outside: list[Any] = [None, "no such value", object()]
    if isinstance(opt.default, bool):
        outside += [1, 0, "true"]
    elif isinstance(opt.default, int):
        outside += [True, float(opt.default), max(opt.choices) + 1, -1 - max(opt.choices)]
    elif isinstance(opt.default, str):
        outside += [opt.default.upper() + "?", 1]
    return [v for v in outside if not any(v is c for c in opt.choices)]


@specs_param()
def test_an_option_value_outside_its_choices_is_refused(spec: GameSpec) -> None:
    for opt in spec.options:
        for value in values_outside(opt):
            with pytest.raises(gw.OptionError) as info:
                gw.load_game(spec.id, **{opt.name: value})
                pytest.fail(f"{spec.id} accepted {opt.name}={value!r}")
            message = str(info.value)
            assert opt.name in message, message
            assert all(repr(c) in message for c in opt.choices), message


SMALL_SPEC = GameSpec(
    id="small",
    name="Small",
    native_name="小",
    family="connecting",
    players=(2, 4),
    options=(flag("fast", False, "Play fast."), Option("rounds", 1, (1, 3), "How many.")),
    sources=("here",),
)


def test_a_spec_fills_in_defaults() -> None:
    assert SMALL_SPEC.default_players == 4
    assert SMALL_SPEC.resolve(None, {}) == (4, {"fast": False, "rounds": 1})
    assert SMALL_SPEC.resolve(2, {"rounds": 3}) == (2, {"fast": False, "rounds": 3})
    assert GameSpec("x", "X", "叉", "connecting", (2, 3), default_players=2).default_players == 2


def test_a_spec_names_a_known_family() -> None:
    with pytest.raises(ValueError, match="family"):
        GameSpec("x", "X", "叉", "no_family", (2,))


def test_a_spec_refuses_unknown_options_and_values() -> None:
    with pytest.raises(gw.OptionError, match="fast, rounds"):
        SMALL_SPEC.option("slow")
    with pytest.raises(gw.OptionError, match="rounds"):
        SMALL_SPEC.resolve(2, {"rounds": 2})
    with pytest.raises(gw.OptionError, match="2, 4"):
        SMALL_SPEC.resolve(3, {})
    bare = GameSpec("x", "X", "叉", "connecting", (2,))
    with pytest.raises(gw.OptionError, match="none"):
        bare.resolve(2, {"fast": True})


def test_a_flag_is_a_yes_no_option() -> None:
    fast = flag("fast", True, "Play fast.")
    assert fast.choices == (False, True) and fast.default is True
    assert fast.check(False) is False
    for bad in (1, 0, "yes", None):
        with pytest.raises(gw.OptionError):
            fast.check(bad)


def test_options_and_specs_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        SMALL_SPEC.id = "other"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        SMALL_SPEC.options[0].default = True  # type: ignore[misc]


OPTION_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 10), st.floats(-5, 10), st.text(max_size=3)
)


@given(value=OPTION_VALUES)
def test_an_option_accepts_exactly_its_choices(value: Any) -> None:
    rounds = SMALL_SPEC.option("rounds")
    allowed = type(value) is int and value in rounds.choices
    if allowed:
        assert rounds.check(value) == value
    else:
        with pytest.raises(gw.OptionError):
            rounds.check(value)


@given(players=st.one_of(st.none(), st.integers(-2, 6), st.floats(0, 6), st.booleans()))
@example(players=2.0)
def test_a_spec_accepts_exactly_its_player_counts(players: Any) -> None:
    allowed = players is None or (type(players) is int and players in SMALL_SPEC.players)
    if allowed:
        assert SMALL_SPEC.resolve(players, {})[0] in SMALL_SPEC.players
    else:
        with pytest.raises(gw.OptionError):
            SMALL_SPEC.resolve(players, {})


# -- actions -------------------------------------------------------------------------------


def test_seats_are_shown_from_one() -> None:
    assert [seat_name(s) for s in range(4)] == ["P1", "P2", "P3", "P4"]


def test_an_action_is_a_frozen_value_named_by_its_notation() -> None:
    tile = gw.Tile.parse("6:5")
    action = Action(
        1, "discard", (tile,), "", "P2 discards 6:5 face down", "P2 discards a tile",
        short="6:5 down",
    )  # fmt: skip
    assert str(action) == action.text == "P2 discards 6:5 face down"
    assert repr(action) == "Action('6:5 down')" and action.short == "6:5 down"
    # The notation is how the value is written, not part of what it is.
    same = Action(1, "discard", (tile,), "", "another text")
    assert same == action and hash(same) == hash(action) and not same != action
    assert Action(2, "discard", (tile,)) != action
    assert Action(1, "play", (tile,)) != action
    with pytest.raises(AttributeError):
        action.player = 0  # type: ignore[misc]


def test_the_default_short_notation_is_pieces_or_a_word() -> None:
    tile = gw.Tile.parse("6:5")
    assert Action(0, "play", (tile, gw.Tile(4, 2))).short == "6:5 4:2"
    assert Action(0, "pass").short == "pass"
    assert Action(0, "bid", (), "hold").short == "bid hold"
    assert Action(0, "discard", (tile,)).short == "discard 6:5"


def test_a_sentence_is_worked_out_only_when_read() -> None:
    calls = []

    def sentence(action: Action) -> str:
        calls.append(action.short)
        return f"{seat_name(action.player)} plays {action.short}"

    action = Action(2, "play", (gw.Tile(6, 6),), "", sentence)
    assert calls == []
    assert action.text == "P3 plays 6:6" and calls == ["6:6"]
    assert Action(2, "play", (gw.Tile(6, 6),)).text == "P3: 6:6"  # no sentence given


def test_a_hidden_move_is_redacted_for_the_other_seats() -> None:
    action = Action(1, "discard", (), "", "P2 discards 6:5 face down", "P2 discards a tile")
    assert action.seen_by(None) == action.text
    assert action.seen_by(1) == action.text
    assert action.seen_by(0) == action.seen_by(3) == action.public
    open_move = Action(1, "play", (), "", "P2 plays 6:5")
    assert open_move.seen_by(0) == open_move.text


def random_positions(spec: GameSpec, playouts: int = 3):
    """Every position of a few seeded random playouts at each player count."""
    for players in spec.players:
        game = gw.load_game(spec.id, players=players)
        for seed in range(playouts):
            state = game.new_initial_state(seed=seed)
            bot = gw.RandomBot(seed)
            while not state.is_terminal():
                yield state
                state.apply_action(state.ask(bot))
            yield state


@specs_param()
def test_notation_is_unique_readable_and_names_the_mover(spec: GameSpec) -> None:
    for state in random_positions(spec):
        legal = state.legal_actions()
        texts = [a.text for a in legal]
        shorts = [a.short for a in legal]
        assert len(set(texts)) == len(texts), Counter(texts).most_common(3)
        assert len(set(shorts)) == len(shorts), Counter(shorts).most_common(3)
        assert len(set(legal)) == len(legal), "two legal actions are the same value"
        for action in legal:
            assert action.text.isprintable() and action.text == " ".join(action.text.split())
            assert action.short.isprintable() and action.short == " ".join(action.short.split())
            assert seat_name(action.player) in action.text, action.text
            if action.public:
                assert seat_name(action.player) in action.public, action.public
            found = state.find_action(action)
            assert state.find_action(action.text) == found == state.find_action(action.short)


@specs_param()
def test_the_same_position_gives_the_same_notation(spec: GameSpec) -> None:
    """Notation is stable: the same deal and actions give the same legal texts in order."""
    game = gw.load_game(spec.id)
    first = [[a.text for a in s.legal_actions()] for s in random_positions(spec, 1)]
    again = [[a.text for a in s.legal_actions()] for s in random_positions(spec, 1)]
    assert first == again
    state = game.new_initial_state(seed=11)
    rebuilt = gw.State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert [a.text for a in rebuilt.legal_actions()] == [a.text for a in state.legal_actions()]


# -- deals ---------------------------------------------------------------------------------


@given(seed=st.integers(min_value=0, max_value=2**64), size=st.integers(0, 160))
@example(seed=0, size=0)
@example(seed=7, size=1)
def test_the_engine_shuffles_as_the_random_module(seed: int, size: int) -> None:
    """Every recorded deal was shuffled by `random.Random.shuffle`; the engine's faster loop
    must give the same order and leave the generator where that one does."""
    ours, theirs = list(range(size)), list(range(size))
    rng_ours, rng_theirs = random.Random(seed), random.Random(seed)
    shuffle_in_place(ours, rng_ours)
    rng_theirs.shuffle(theirs)
    assert ours == theirs
    assert rng_ours.getstate() == rng_theirs.getstate()


@specs_param()
def test_a_deal_is_rebuilt_from_its_setup(spec: GameSpec) -> None:
    for players in spec.players:
        game = gw.load_game(spec.id, players=players)
        state = game.new_initial_state(seed=5)
        setup = state.deal_setup()
        written = setup.setup()
        assert set(written) == {"hands", "rest", "dealer", "deal_number", "seed"}
        again = game.new_initial_state(**json.loads(json.dumps(written)))
        assert again.to_dict()["zones"] == state.to_dict()["zones"]
        assert again.deal_setup() == setup
        # The hands in any order and any notation give the same deal.
        shuffled = {**written, "hands": [list(reversed(hand)) for hand in written["hands"]]}
        assert game.new_initial_state(**shuffled).deal_setup() == setup


def corrupted_setups(setup: dict[str, Any]):
    """Setups that no longer hold exactly the game's pieces: one piece swapped for another
    that is already there, one piece dropped, one piece added, a piece that is no piece."""
    where = next((s for s, hand in enumerate(setup["hands"]) if hand), None)
    if where is None:
        pieces = setup["rest"]
        name = "rest"

        def put(rest: list[str]) -> dict[str, Any]:
            return {**setup, "rest": rest}
    else:
        pieces = setup["hands"][where]
        name = f"hand {where}"

        def put(hand: list[str]) -> dict[str, Any]:
            hands = [list(h) for h in setup["hands"]]
            hands[where] = hand
            return {**setup, "hands": hands}

    other = next((p for p in setup["rest"] + sum(setup["hands"], []) if p != pieces[0]), None)
    if other is not None and other not in pieces:
        yield f"{name}: {pieces[0]} replaced by {other}", put([other, *pieces[1:]])
    yield f"{name}: last piece dropped", put(pieces[:-1])
    yield f"{name}: {pieces[0]} added", put([*pieces, pieces[0]])
    yield f"{name}: a piece that is none", put(["no such piece", *pieces[1:]])


@specs_param()
def test_a_fixed_deal_must_hold_exactly_the_pieces(spec: GameSpec) -> None:
    for players in spec.players:
        game = gw.load_game(spec.id, players=players)
        setup = game.new_initial_state(seed=5).deal_setup().setup()
        # Empty hands, one more than the seats: the wrong shape in every game (one empty
        # hand per seat is right where nobody is dealt a hand: a solitaire, Kol-ye-si).
        empty = [[]] * (game.players + 1)
        for bad in (42, "deal", empty, {"no": "such key"}):
            with pytest.raises(gw.DealError, match="hands"):
                game.new_initial_state(seed=1, hands=bad)
        for what, bad in corrupted_setups(setup):
            with pytest.raises(gw.DealError) as refused:
                game.new_initial_state(**bad)
                pytest.fail(f"{spec.id} {players}p: a deal with {what} was accepted")
            assert len(str(refused.value)) < 400, "a message echoes at most an excerpt"


@specs_param()
def test_seed_dealer_and_deal_number_are_checked(spec: GameSpec) -> None:
    game = gw.load_game(spec.id)
    for bad in ([1], "7", 1.5, True):
        with pytest.raises(gw.DealError, match="seed"):
            game.new_initial_state(seed=bad)
    for bad in (-1, game.players, "0", True):
        with pytest.raises(gw.DealError, match="dealer"):
            game.new_initial_state(seed=1, dealer=bad)
    for bad in (-1, game.deal_count(), None, 0.0):
        with pytest.raises(gw.DealError, match="deal_number"):
            game.new_initial_state(seed=1, deal_number=bad)
    last = game.new_initial_state(seed=3, deal_number=game.deal_count() - 1)
    assert last.deal_number == game.deal_count() - 1
    assert last.deal_setup().deal_number == game.deal_count() - 1


# -- states and bots -----------------------------------------------------------------------


@specs_param()
def test_from_dict_refuses_what_is_not_a_state(spec: GameSpec) -> None:
    state = gw.load_game(spec.id).new_initial_state(seed=2)
    state.apply_action(state.legal_actions()[0])
    good = json.loads(json.dumps(state.to_dict()))
    for key in ("game", "players", "options", "setup", "actions"):
        with pytest.raises(gw.GameError):
            gw.State.from_dict({k: v for k, v in good.items() if k != key})
    with pytest.raises(gw.UnknownGameError):
        gw.State.from_dict({**good, "game": "no_such_game"})
    with pytest.raises(gw.IllegalActionError):
        gw.State.from_dict({**good, "actions": [*good["actions"], "no such move"]})
    with pytest.raises(gw.OptionError):
        gw.State.from_dict({**good, "options": {**good["options"], "no_such_option": 1}})


@specs_param()
def test_a_state_describes_itself(spec: GameSpec) -> None:
    game = gw.load_game(spec.id)
    state = game.new_initial_state(seed=1)
    text = repr(state)
    assert text == repr(game.new_initial_state(seed=1)) and " at 0x" not in text
    assert isinstance(state.phase, str) and state.phase
    assert type(state.deal_number) is int and state.deal_number == 0
    assert state.num_players == game.players
    assert state.history == []


@specs_param()
def test_the_game_bot_plays_legal_moves_deterministically(spec: GameSpec) -> None:
    for players in spec.players:
        game = gw.load_game(spec.id, players=players)
        bot = game.make_bot(3)
        assert isinstance(bot.name, str) and bot.name
        first = gw.play(game, seed=4)
        assert gw.play(game, seed=4).actions == first.actions, "the default bots are not seeded"
        state = game.new_initial_state(seed=4)
        while not state.is_terminal():
            choice = state.ask(bot)
            assert choice in state.legal_actions()
            state.apply_action(choice)


@specs_param()
def test_play_needs_one_bot_per_seat(spec: GameSpec) -> None:
    game = gw.load_game(spec.id)
    for count in (game.players - 1, game.players + 1):
        with pytest.raises(gw.GameError, match=str(game.players)):
            gw.play(game, bots=[gw.RandomBot(s) for s in range(count)], seed=1)
    replay = gw.play(spec.id, seed=1)
    assert replay.game == spec.id and replay.players == spec.default_players
