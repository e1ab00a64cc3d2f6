"""Mouse Moving (老鼠搬家) scenarios: two-player TianJiu re-dealt from the trick piles.

Sources: FACTS.md §2.2 "Mouse Moving"; the GuPai site's Tien Gow variants page, "Tien Gow
for two" (https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html): 8 tiles each
and play; then the rest of the wall, 8 each; then each takes 8 tiles from his own tricks,
oldest first, or, when a pile holds fewer, both take that many; the player left without
tiles loses. navpil/gupai `MovingMouseSimulation` (second opinion): the taker of a round's
last trick leads the next round.

The wall deals P1's first 8 tiles, P2's first 8, then P1's and P2's second 8.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from scenario import mean_and_error, page_stats, play, wall

import gupai_widgets as gw
from gupai_widgets.engine import DealError, IllegalActionError
from gupai_widgets.games.trick_taking.mouse_moving import MouseMovingFacts


def facts(state: gw.State) -> MouseMovingFacts:
    found = state.observe(None).facts
    assert isinstance(found, MouseMovingFacts)
    return found


def new_state(tiles: list[str], leader: int = 0, **options) -> gw.State:
    """The wall `tiles`: P1's first 8, P2's first 8, then the rest; `leader` leads first."""
    game = gw.load_game("mouse_moving", **options)
    return game.new_initial_state(
        hands=[tiles[:8], tiles[8:16]], rest=tiles[16:], dealer=leader, seed=0
    )


def hands(state: gw.State) -> list[list[str]]:
    zones = state.view(None)["zones"]
    return [zones["hand 0"], zones["hand 1"]]


ROUND_TWO = [
    "P1 leads 4:4 4:4 5:2 4:3 (Man–Man–Seven–Seven)",
    "P2 plays 6:4 6:4 6:1 6:1 face down",
    "P1 leads 3:1 3:1 4:1 3:2 (Harmony–Harmony–Five–Five)",
    "P2 plays 5:1 5:1 4:2 2:1 face down",
]
SECOND_EIGHTS = ("4:4 4:4 5:2 4:3 3:1 3:1 4:1 3:2", "6:4 6:4 6:1 6:1 5:1 5:1 4:2 2:1")

# -- a sweep: P1 takes every tile of both opening rounds --------------------------------------

SWEEP = wall(
    "6:6 6:6 6:3 5:4 1:1 1:1 6:2 5:3",
    "5:5 5:5 3:3 3:3 2:2 2:2 6:5 6:5",
    *SECOND_EIGHTS,
)
SWEEP_ACTIONS = [
    "P1 leads 6:6 6:6 6:3 5:4 (Heaven–Heaven–Nine–Nine)",
    "P2 plays 5:5 5:5 3:3 3:3 face down",
    "P1 leads 1:1 1:1 6:2 5:3 (Earth–Earth–Eight–Eight)",
    "P2 plays 2:2 2:2 6:5 6:5 face down",
    *ROUND_TWO,
]


def test_two_opening_rounds_from_the_wall() -> None:
    state = new_state(SWEEP)
    assert hands(state) == [
        ["6:6", "6:6", "1:1", "1:1", "6:3", "5:4", "6:2", "5:3"],
        ["5:5", "5:5", "3:3", "3:3", "2:2", "2:2", "6:5", "6:5"],
    ]
    assert facts(state).wall_size == 16
    assert state.view(0)["zones"]["wall"] == [None] * 16
    play(state, SWEEP_ACTIONS[:4])
    assert facts(state).round == 2 and facts(state).wall_size == 0
    assert sorted(hands(state)[0]) == sorted(SECOND_EIGHTS[0].split())
    assert sorted(hands(state)[1]) == sorted(SECOND_EIGHTS[1].split())


def test_the_player_left_without_tiles_loses() -> None:
    state = new_state(SWEEP)
    play(state, SWEEP_ACTIONS[:-1])
    caption = state.explain(SWEEP_ACTIONS[-1])
    assert "P2 has no tiles left in his tricks, so P2 loses the match" in caption
    play(state, SWEEP_ACTIONS[-1:])
    assert state.is_terminal()
    assert state.returns() == [1, -1]
    assert facts(state).loser == 1


def test_returns_stay_zero_until_the_end() -> None:
    state = play(new_state(SWEEP), SWEEP_ACTIONS[:4])
    assert state.returns() == [0, 0]


# -- a re-deal from the oldest tricks, with fewer than 8 -------------------------------------

SPLIT = wall(
    "6:6 5:5 6:3 5:4 1:1 1:1 6:2 5:3",
    "6:6 5:5 3:3 3:3 2:2 2:2 6:5 6:5",
    *SECOND_EIGHTS,
)
SPLIT_ROUND_ONE = [
    "P1 leads 5:5 (Plum)",
    "P2 follows 6:6",  # P2's pile: 5:5 6:6
    "P2 leads 2:2 2:2 (Bench pair)",
    "P1 follows 1:1 1:1",  # P1's pile: 2:2 2:2 1:1 1:1
    "P1 leads 6:3 5:4 (Nines pair)",
    "P2 plays 3:3 3:3 face down",  # + 6:3 5:4 3:3 3:3
    "P1 leads 6:2 5:3 (Eights pair)",
    "P2 plays 6:5 6:5 face down",  # + 6:2 5:3 6:5 6:5
    "P1 leads 6:6 (Heaven)",
    "P2 plays 5:5 face down",  # + 6:6 5:5: P1 holds 14, P2 2
]


def test_both_take_as_many_as_the_shorter_pile_holds_oldest_first() -> None:
    state = play(new_state(SPLIT), [*SPLIT_ROUND_ONE, *ROUND_TWO[:-1]])
    assert facts(state).pile_sizes == (22, 2)
    caption = state.explain(ROUND_TWO[-1])
    assert "each player now takes 2 tiles (the shorter pile held only 2)" in caption
    play(state, ROUND_TWO[-1:])
    # P1's oldest trick was P2's Bench pair lead: 2:2 2:2; P2's was 5:5 then 6:6.
    assert hands(state) == [["2:2", "2:2"], ["6:6", "5:5"]]
    assert facts(state).pile_sizes == (28, 0)
    assert state.current_player == 0  # P1 took the last trick of round 2
    assert facts(state).round == 3


def test_the_next_re_deal_takes_the_next_oldest_tiles() -> None:
    state = play(new_state(SPLIT), [*SPLIT_ROUND_ONE, *ROUND_TWO])
    play(state, ["P1 leads 2:2 (Bench)", "P2 follows 6:6", "P2 leads 5:5 (Plum)"])
    play(state, ["P1 plays 2:2 face down"])
    # P2's pile: 2:2 6:6 5:5 2:2 (4 tiles), so both take 4. P1's pile after its first 2
    # went to hand: 1:1 1:1 | 6:3 5:4 3:3 3:3 | ...: the next oldest four.
    assert hands(state) == [["1:1", "1:1", "6:3", "5:4"], ["6:6", "5:5", "2:2", "2:2"]]
    assert facts(state).pile_sizes == (24, 0)
    assert state.current_player == 1


def test_tiles_won_face_down_stay_hidden_from_the_taker() -> None:
    state = play(new_state(SPLIT), SPLIT_ROUND_ONE[:6])
    # P1's pile: 2:2 2:2 1:1 1:1 6:3 5:4 and P2's face-down 3:3 3:3.
    assert state.view(0)["zones"]["won 0"][-2:] == [None, None]
    assert state.view(1)["zones"]["won 0"][-2:] == ["3:3", "3:3"]
    assert state.history[-1].seen_by(0) == "P2 plays 2 tiles face down"
    assert "3:3 3:3 face down" not in json.dumps(state.view(0))


@pytest.mark.parametrize("early_death", [False, True])
def test_early_death_in_a_round_when_chosen(early_death: bool) -> None:
    # P2 takes nothing in round 1; the last trick is led with a single Plum and P2 holds
    # Heaven: early death makes him play it face down.
    state = new_state(SPLIT, early_death=early_death)
    play(
        state,
        [
            "P1 leads 6:3 5:4 (Nines pair)",
            "P2 plays 3:3 3:3 face down",
            "P1 leads 6:2 5:3 (Eights pair)",
            "P2 plays 6:5 6:5 face down",
            "P1 leads 1:1 1:1 (Earth pair)",
            "P2 plays 2:2 2:2 face down",
            "P1 leads 6:6 (Heaven)",
            "P2 plays 5:5 face down",
            "P1 leads 5:5 (Plum)",
        ],
    )
    legal = {a.text for a in state.legal_actions()}
    if early_death:
        assert legal == {"P2 plays 6:6 face down"}
    else:
        assert legal == {"P2 follows 6:6", "P2 plays 6:6 face down"}


def test_illegal_actions_are_refused() -> None:
    state = new_state(SPLIT)
    before = json.dumps(state.to_dict(), sort_keys=True)
    for attempt in ("P2 leads 6:6 (Heaven)", "P1 leads 6:6 5:5", "P1 leads 5:5"):
        with pytest.raises(IllegalActionError):
            state.apply_action(attempt)
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_a_deal_must_hold_the_set() -> None:
    with pytest.raises(DealError, match=r"too many or foreign: 6:6; missing: "):
        new_state(SPLIT[:-1] + ["6:6"])
    with pytest.raises(DealError, match="dealer must be a seat from 0 to 1"):
        new_state(SPLIT, leader=2)
    with pytest.raises(
        DealError, match="P2's hand has 9 pieces; Mouse Moving for 2 players deals 8"
    ):
        gw.load_game("mouse_moving").new_initial_state(hands=[SPLIT[:8], SPLIT[8:17]])


def test_round_limit_ends_the_match_on_the_larger_pile() -> None:
    state = gw.load_game("mouse_moving", round_limit=20).new_initial_state(seed=11)
    bots = [gw.RandomBot(1), gw.RandomBot(2)]
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
    assert state.round <= 20
    assert sorted(state.returns()) in ([-1, 1], [0, 0])


# -- added with the Mouse Moving page (notebooks/mouse_moving.py) -----------------------------


def test_the_first_leader_comes_with_the_deal() -> None:
    # The sources do not say who leads first: the project draws it by lot with the shuffle,
    # unless the deal names a leader.
    state = new_state(SPLIT, leader=1)
    assert state.current_player == 1
    assert state.explain(state.legal_actions()[0]).startswith(
        "Round 1: each player took 8 tiles from the wall; P2 was chosen to lead."
    )
    drawn = gw.load_game("mouse_moving").new_initial_state(seed=3)
    assert drawn.explain(drawn.legal_actions()[0]).startswith(
        f"Round 1: each player took 8 tiles from the wall; P{drawn.current_player + 1}, "
        "drawn by lot, leads."
    )


def test_leads_are_tianjiu_combinations_and_mixed_ones_can_be_switched_off_gupai() -> None:
    # GuPai Tien Gow variants: "normal Tien Gow" play, so pairs and the mixed Heaven–Nine
    # family may be led; the option `mixed=False` keeps the historical pure pairs only.
    quartet = "P1 leads 6:6 6:6 6:3 5:4 (Heaven–Heaven–Nine–Nine)"
    with_mixed = {a.text for a in new_state(SWEEP).legal_actions()}
    assert {quartet, "P1 leads 6:6 6:6 (Heaven pair)", "P1 leads 6:3 5:4 (Nines pair)",
            "P1 leads 6:6 (Heaven)"} <= with_mixed  # fmt: skip
    pure = new_state(SWEEP, mixed=False)
    without = {a.text for a in pure.legal_actions()}
    assert quartet not in without and "P1 leads 6:6 6:6 (Heaven pair)" in without
    assert not any("–" in text for text in without)
    with pytest.raises(IllegalActionError):
        pure.apply_action(quartet)


def test_a_follow_beats_with_a_higher_play_of_the_same_kind_or_goes_face_down_gupai() -> None:
    state = play(new_state(SPLIT), ["P1 leads 5:5 (Plum)"])
    # P2 holds 6:6 5:5 3:3 3:3 2:2 2:2 6:5 6:5: only Heaven beats Plum (the other Plum ties).
    legal = {a.text for a in state.legal_actions()}
    assert {t for t in legal if "follows" in t} == {"P2 follows 6:6"}
    assert "P2 plays 6:6 face down" in legal  # nobody has to win a trick
    with pytest.raises(IllegalActionError):
        state.apply_action("P2 follows 5:5")


def pile_tiles(view: dict, seat: int) -> list[str]:
    return list(view["zones"][f"won {seat}"])


@pytest.mark.parametrize("seed", range(12))
def test_every_re_deal_takes_the_oldest_tiles_of_each_pile_gupai(seed: int) -> None:
    # At each round end after the wall is empty, each player takes k tiles from the front
    # (oldest end) of his own pile, k = 8 or the size of the shorter pile.
    state = gw.load_game("mouse_moving").new_initial_state(seed=seed)
    bots = [gw.RandomBot(seed), gw.RandomBot(seed + 100)]
    redeals = 0
    while not state.is_terminal():
        action = state.ask(bots[state.current_player])
        before = state.view(None)
        in_trick = facts(state).trick
        round_before = state.round
        state.apply_action(action)
        if state.round == round_before or state.round < 2 or state.is_terminal():
            continue
        # The pile each seat had at the end of the round: its pile before this last action,
        # and, for the taker of the last trick (who leads now), the last trick's tiles.
        trick = [str(t) for play in in_trick for t in play.pieces]
        trick += [str(t) for t in action.pieces]
        taker = state.current_player
        ends = [pile_tiles(before, s) + (trick if s == taker else []) for s in (0, 1)]
        k = min(8, *map(len, ends))
        after = state.view(None)
        for s in (0, 1):
            assert sorted(after["zones"][f"hand {s}"]) == sorted(ends[s][:k])
            assert pile_tiles(after, s) == ends[s][k:]
        redeals += 1
    assert redeals == max(0, state.round - 2)


def test_round_limit_the_larger_pile_wins_equal_piles_draw_project_rule() -> None:
    # The project's own rule (the sources have no limit): after `round_limit` rounds the
    # player holding more tiles wins; equal piles are a draw. Bot matches that reach 20
    # rounds show both endings.
    game = gw.load_game("mouse_moving", round_limit=20)
    endings = set()
    for seed in range(20):
        replay = gw.play(game, seed=seed)
        state = replay.states()[-1]
        found = facts(state)
        piles = found.pile_sizes
        if found.loser is not None:
            assert state.round < 20 and piles[found.loser] == 0
            continue
        assert state.round == 20 and sum(piles) == 32
        if piles[0] == piles[1]:
            assert state.returns() == [0, 0]
            assert replay.captions[-1].endswith("both players hold 16 tiles, so it is a draw.")
            endings.add("draw")
        else:
            winner = piles.index(max(piles))
            assert state.returns() == [1 if s == winner else -1 for s in (0, 1)]
            assert f"P{winner + 1} holds more tiles" in replay.captions[-1]
            endings.add("more tiles")
    assert endings == {"draw", "more tiles"}


def test_the_pages_rules_table_names_existing_tests() -> None:
    # notebooks/mouse_moving.py lists each rule with the tests that check it; all must exist.
    page = Path(__file__).resolve().parents[2] / "notebooks" / "mouse_moving.py"
    table = page.read_text(encoding="utf-8").split("## Rules at a glance")[1].split("</table>")[0]
    named = re.findall(r"<code>(test_\w+)</code>", table)
    assert len(named) >= 12
    assert set(named) <= {name for name in globals() if name.startswith("test_")}


# -- the deal, the result and the short notation (the engine's one shape for every game) ------


def test_deal_setup_gives_the_matchs_one_wall_in_any_round() -> None:
    # Mouse Moving deals once: the rounds after the second are taken from the trick piles as
    # play left them, so every round's deal is the match's wall, deal number 0, and the
    # state numbers its deal the same (it once counted the rounds as deals). The round is
    # the state's chapter: a replay's chapters and the search's playouts follow it.
    state = play(new_state(SPLIT, leader=1), [])
    setup = state.deal_setup()
    assert [sorted(map(str, hand)) for hand in setup.hands] == [
        sorted(SPLIT[:8]),
        sorted(SPLIT[8:16]),
    ]
    assert ([str(p) for p in setup.rest], setup.dealer, setup.deal_number) == (SPLIT[16:], 1, 0)
    state = play(new_state(SPLIT), [*SPLIT_ROUND_ONE, *ROUND_TWO])
    assert facts(state).round == state.chapter + 1 == 3  # (rounds from 1, chapters from 0)
    assert state.deal_number == state.observe(0).deal_number == state.deal_setup().deal_number == 0
    again = gw.load_game("mouse_moving").new_initial_state(state.deal_setup())
    assert again.zones() == new_state(SPLIT).zones() and again.current_player == 0
    with pytest.raises(DealError, match="deal_number must be a whole number from 0 to 0"):
        gw.load_game("mouse_moving").new_initial_state(seed=1, deal_number=1)


def test_result_of_a_finished_match() -> None:
    state = new_state(SWEEP)
    assert state.result() == gw.Result((0, 0), (0, 0), "points", "")
    play(state, SWEEP_ACTIONS)
    # P1 took every tile of both rounds: 32 in his pile, none in P2's.
    assert state.result() == gw.Result(
        (1, -1), (32, 0), "points", "P2 has no tiles left and loses the match.", winners=(0,)
    )


def test_short_notations_and_a_match_played_from_them() -> None:
    state = new_state(SPLIT)
    assert [a.short for a in state.legal_actions()][:4] == ["6:6", "1:1", "5:5", "6:3"]
    play(state, ["5:5"])
    assert [a.short for a in state.legal_actions()][:3] == ["6:6", "6:6 down", "5:5 down"]
    shorts = ["6:6", "2:2 2:2", "1:1 1:1", "6:3 5:4", "3:3 3:3 down", "6:2 5:3",
              "6:5 6:5 down", "6:6", "5:5 down"]  # fmt: skip
    play(state, shorts)
    assert [a.text for a in state.history] == SPLIT_ROUND_ONE
    play(state, ["4:4 4:4 5:2 4:3", "6:4 6:4 6:1 6:1 down", "3:1 3:1 4:1 3:2"])
    play(state, ["5:1 5:1 4:2 2:1 down"])
    assert [a.text for a in state.history[-4:]] == ROUND_TWO
    assert hands(state) == [["2:2", "2:2"], ["6:6", "5:5"]]


@pytest.mark.parametrize("game_id", ["mouse_moving", "tianjiu"])
def test_what_the_bot_counts_as_unseen_is_what_its_view_shows(game_id) -> None:
    """The bots' count of the tiles a seat has not seen (`tianjiu_bot.unseen`, from the
    seat's observation) is what its view shows, in a match the bots play and in a state
    rebuilt from the moves alone (the search bot's sampled deals, a restored table). Kept
    by the state from a round's start, it once counted the round's finished tricks twice
    when first worked out mid-round, so the bots in every sampled deal played on a wrong
    count."""
    from gupai_widgets.games.trick_taking.combinations import counts_of_tiles
    from gupai_widgets.games.trick_taking.tianjiu_bot import unseen

    game = gw.load_game(game_id)
    tile = {str(p): p for p in game.pieces()}
    checked = 0
    for seed in range(2):
        state = game.new_initial_state(seed=seed)
        bots = [game.make_bot(seed * 7 + s) for s in range(game.players)]
        while not state.is_terminal() and state.deal_number < 4:
            seat = state.current_player
            if state.phase != "bid" and len(state.history) % 3 == 0:
                rebuilt = game.new_initial_state(seed=seed)
                for action in state.history:
                    rebuilt.apply_action(action.short)
                zones = state.view(seat)["zones"]
                seen = [
                    tile[name]
                    for zone, names in zones.items()
                    if zone in (f"hand {seat}", "trick") or zone.startswith("won ")
                    for name in names
                    if name is not None
                ]
                expected = game.piece_counts - counts_of_tiles(seen)
                assert unseen(rebuilt.observe(seat)) == expected, (seed, len(state.history))
                assert unseen(state.observe(seat)) == expected, (seed, len(state.history))
                checked += 1
            state.apply_action(state.ask(bots[seat]))
    assert checked >= 10


def test_how_to_play_well_lead_strong_give_up_weak() -> None:
    """The page's "How to play well", from 10 matches between the bots (`page_stats` first
    plays the stored sample again, the playouts included), in tiles held at the end of the
    round: leading the strongest single tile rather than the weakest gains 1.57 ± 0.21,
    better in 217 of 613 positions and worse in 119; giving up the weakest tile rather
    than the strongest gains 0.97 ± 0.21, better in 90 of 281 and worse in 25."""
    rules = page_stats("mouse_moving")["rules"]
    assert rules["matches"] == 10
    shown = {}
    for name, gain in rules["gains"].items():
        n = gain["positions"]
        mean, error = mean_and_error(32 * gain["sum"], 32**2 * gain["squares"], n)
        shown[name] = (n, f"{mean:+.2f}", f"{error:.2f}", gain["better"], gain["worse"])
        assert mean > 4 * error  # a gain well beyond its error
    assert shown == {
        "lead the strongest": (613, "+1.57", "0.21", 217, 119),
        "give up the weakest": (281, "+0.97", "0.21", 90, 25),
    }
