"""Kkoriput-igi scenarios with fixed deals, expected results worked out by hand.

Sources: FACTS.md §2.1 "Kkoriput-igi"; Culin, Chinese Games with Dice and Dominoes (1895),
kkoripouttchiki (summarised at http://domino-play.com/Games/TailJoining.htm): the holder of
[5:2] starts, the player with the highest total pays the winner a fixed stake, and with four
players everyone over 30 pays too; the GuPai connecting-games page: the reduced 24-tile set
for 3 and 2 players, the lower hand wins disputes; navpil KkoriputIgiRuleSet: a "points"
settlement (the difference of pips) and a ">= 30" boundary.
"""

from __future__ import annotations

import pytest
from scenario import dump, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw
from gupai_widgets.engine import DealError
from gupai_widgets.games.connecting.dragon import LineFacts


def new_state(
    hands: list[list[str]],
    players: int = 4,
    *,
    seed: int = 1,
    dealer: int | None = None,
    deal_number: int = 0,
    **options,
) -> gw.State:
    game = gw.load_game("kkoriput_igi", players=players, **options)
    return game.new_initial_state(seed, hands=hands, dealer=dealer, deal_number=deal_number)


def facts(state: gw.State) -> LineFacts:
    """The game's facts of the position, all open."""
    found = state.observe(None).facts
    assert isinstance(found, LineFacts)
    return found


# -- the deal ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "hand"), [(4, 8), (3, 8), (2, 12)])
def test_hand_sizes(players: int, hand: int) -> None:
    # Culin / GuPai: 4 x 8 from the full set; 3 x 8 and 2 x 12 from 24 tiles.
    state = gw.load_game("kkoriput_igi", players=players).new_initial_state(seed=3)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [hand] * players
    assert "unused" not in zones


@pytest.mark.parametrize("players", [2, 3])
def test_small_games_drop_both_copies_of_the_big_doubles(players: int) -> None:
    # GuPai: for three or two players [3:3] to [6:6] are removed, 24 tiles remain.
    state = gw.load_game("kkoriput_igi", players=players).new_initial_state(seed=5)
    dealt = [t for s in range(players) for t in state.zones()[f"hand {s}"]]
    assert len(dealt) == 24
    for double in ("3:3", "4:4", "5:5", "6:6"):
        assert gw.Tile.parse(double) not in dealt
    assert dealt.count(gw.Tile(2, 2)) == 2 and dealt.count(gw.Tile(1, 1)) == 2


def test_a_small_game_refuses_a_deal_with_the_big_doubles() -> None:
    with pytest.raises(DealError, match="too many or foreign: 3:3 3:3 4:4 4:4 5:5 5:5 6:6 6:6"):
        new_state(seats(*THREE_HANDS[:2], "3:3 3:3 4:4 4:4 5:5 5:5 6:6 6:6"), players=3)


def test_single_arm_only() -> None:
    # GuPai: Kko-li-but-i-gi is played strictly in one direction.
    with pytest.raises(gw.OptionError):
        gw.load_game("kkoriput_igi", two_arms=True)


# -- four players: the highest pays, and over 30 pays ----------------------------------------------

FOUR_WALL = seats(
    "4:3 6:4 6:6 3:3 5:1 5:5 5:5 3:3",
    "5:1 1:1 6:1 3:2 5:2 4:1 6:2 3:1",
    "6:5 6:6 6:5 6:4 2:2 4:4 5:3 2:1",
    "4:2 6:1 5:4 4:4 6:3 3:1 1:1 2:2",
)
FOUR_ACTIONS = [
    "P2 leads 5:2 with the 2 open",
    "P3 plays 2:2 on the 2",
    "P4 plays 4:2 on the 2",
    "P1 plays 4:3 on the 4",
    "P2 plays 3:1 on the 3",
    "P3 plays 2:1 on the 1",
    "P4 plays 2:2 on the 2",
    "P1 discards 5:1 face down",
    "P2 plays 6:2 on the 2",
    "P3 plays 6:6 on the 6",
    "P4 plays 6:3 on the 6",
    "P1 plays 3:3 on the 3",
    "P2 plays 3:2 on the 3",
    "P3 discards 4:4 face down",
    "P4 discards 6:1 face down",
    "P1 discards 3:3 face down",
    "P2 discards 4:1 face down",
]
# Blocked on 2. Face down / in hand:
#   P1 5:1 3:3 / 6:4 6:6 5:5 5:5 = 12 + 42 = 54   (the highest)
#   P2 4:1 / 5:1 1:1 6:1 = 5 + 15 = 20            (the winner)
#   P3 4:4 / 6:5 6:5 6:4 5:3 = 8 + 40 = 48        (over 30)
#   P4 6:1 / 5:4 4:4 3:1 1:1 = 7 + 23 = 30        (exactly 30)


def test_the_holder_of_5_2_starts() -> None:
    # Culin: the player holding [2:5] (koan-a) begins. P2 holds it, not P1.
    state = new_state(FOUR_WALL)
    assert state.current_player == 1
    assert "holds 5:2" in state.explain("P2 leads 5:2 with the 2 open")


def test_tokens_over_30_highest_and_over_30_pay_one_each() -> None:
    # Culin: the highest (P1) pays the winner (P2) the stake, and so does everyone over 30
    # (P3 with 48); P4 with exactly 30 is not over 30 and pays nothing.
    state = play(new_state(FOUR_WALL), FOUR_ACTIONS)
    assert facts(state).penalty_pips == (54, 20, 48, 30)
    assert state.returns() == [-1, 2, -1, 0]


def test_tokens_at_least_30_makes_exactly_30_pay() -> None:
    # navpil counts ">= 30": P4 with 30 pays as well.
    state = play(new_state(FOUR_WALL, thirty_pays="at_least"), FOUR_ACTIONS)
    assert state.returns() == [-1, 3, -1, -1]


def test_points_over_30_pay_the_difference() -> None:
    # navpil POINTS: each payer pays his pips minus the winner's: P1 54-20 = 34,
    # P3 48-20 = 28; P2 receives 62.
    state = play(new_state(FOUR_WALL, settlement="points"), FOUR_ACTIONS)
    assert state.returns() == [-34, 62, -28, 0]


def test_points_at_least_30() -> None:
    # ... and with ">= 30" P4 pays 30-20 = 10 more: P2 receives 72.
    state = play(new_state(FOUR_WALL, settlement="points", thirty_pays="at_least"), FOUR_ACTIONS)
    assert state.returns() == [-34, 72, -28, -10]


def test_last_caption_explains_who_pays() -> None:
    state = play(new_state(FOUR_WALL), FOUR_ACTIONS[:-1])
    caption = state.explain(FOUR_ACTIONS[-1])
    assert "P2 wins with the fewest pips" in caption
    assert "P1 has the most pips" in caption
    assert "over 30 pips pays too: P3." in caption
    assert "P1 −1, P2 +2, P3 −1, P4 0" in caption


TIE_WALL = seats(
    "3:2 1:1 3:1 5:4 3:1 4:3 6:4 5:5",
    "6:5 6:1 5:3 1:1 3:3 4:4 4:1 3:3",
    "2:2 6:5 5:1 6:6 2:1 5:1 6:2 2:2",
    "6:1 6:4 4:4 6:3 5:5 6:6 4:2 5:2",
)
TIE_ACTIONS = [
    "P4 leads 4:4 with the 4 open",
    "P1 plays 4:3 on the 4",
    "P2 plays 3:3 on the 3",
    "P3 discards 2:1 face down",
    "P4 plays 6:3 on the 3",
    "P1 plays 6:4 on the 6",
    "P2 plays 4:1 on the 4",
    "P3 plays 5:1 on the 1",
    "P4 plays 5:2 on the 5",
    "P1 plays 3:2 on the 2",
    "P2 plays 5:3 on the 3",
    "P3 plays 6:5 on the 5",
    "P4 plays 6:4 on the 6",
    "P1 plays 5:4 on the 4",
    "P2 plays 6:5 on the 5",
    "P3 plays 6:2 on the 6",
    "P4 plays 4:2 on the 2",
    "P1 discards 1:1 face down",
    "P2 plays 4:4 on the 4",
    "P3 discards 2:2 face down",
    "P4 discards 6:1 face down",
    "P1 discards 3:1 face down",
    "P2 discards 6:1 face down",
]


def test_tie_for_the_most_pips_the_later_hand_pays() -> None:
    # P4 holds 5:2 and starts, so the hands run P4, P1, P2, P3. Face down / in hand:
    #   P1 1:1 3:1 / 3:1 5:5 = 20; P2 6:1 / 1:1 3:3 = 15 (winner);
    #   P3 2:1 2:2 / 6:6 5:1 2:2 = 29; P4 6:1 / 5:5 6:6 = 29.
    # P3 and P4 tie for the most: the lower hand has the advantage (GuPai), so P3, the later
    # hand from P4, is the one who pays. Nobody is over 30.
    state = play(new_state(TIE_WALL), TIE_ACTIONS)
    assert facts(state).penalty_pips == (20, 15, 29, 29)
    assert state.returns() == [0, 1, -1, 0]


def test_the_5_2_holder_starts_every_deal_not_the_winner() -> None:
    # Culin: whoever holds koan-a begins. Deal 1 is won by P2; deal 2, shuffled from the
    # seed, is started by whoever holds 5:2 then, P2 or not.
    starters = set()
    for seed in range(8):
        state = play(new_state(TIE_WALL, deals=2, seed=seed), TIE_ACTIONS)
        assert state.deal_number == 1
        assert state.returns() == [0, 1, -1, 0]
        holder = next(s for s in range(4) if gw.Tile(5, 2) in state.zones(None)[f"hand {s}"])
        assert state.current_player == holder
        starters.add(holder)
    assert starters - {1}
    # The same as a deal of its own: P1 holds 5:2 in this second deal.
    second = [FOUR_WALL[i] for i in (1, 2, 3, 0)]
    state = new_state(second, deals=2, deal_number=1)
    assert state.deal_number == 1
    assert state.current_player == 0


# -- three and two players -----------------------------------------------------------------------

THREE_HANDS = (
    "6:3 6:2 5:3 2:1 5:1 2:2 6:4 3:1",
    "2:2 4:2 4:3 5:2 6:5 6:4 5:4 1:1",
    "4:1 3:2 1:1 3:1 6:5 6:1 5:1 6:1",
)
THREE_ACTIONS = [
    "P2 leads 5:4 with the 5 open",
    "P3 plays 5:1 on the 5",
    "P1 plays 3:1 on the 1",
    "P2 plays 4:3 on the 3",
    "P3 plays 4:1 on the 4",
    "P1 plays 2:1 on the 1",
    "P2 plays 4:2 on the 2",
    "P3 discards 1:1 face down",
    "P1 plays 6:4 on the 4",
    "P2 plays 6:4 on the 6",
    "P3 discards 3:1 face down",
    "P1 discards 2:2 face down",
    "P2 discards 1:1 face down",
]
# Blocked on 4. Face down / in hand: P1 2:2 / 6:3 6:2 5:3 5:1 = 4 + 31 = 35;
# P2 1:1 / 2:2 5:2 6:5 = 2 + 22 = 24 (winner); P3 1:1 3:1 / 3:2 6:5 6:1 6:1 = 6 + 30 = 36.


@pytest.mark.parametrize(
    ("settlement", "returns"), [("tokens", [0, 1, -1]), ("points", [0, 12, -12])]
)
def test_three_players_only_the_highest_pays(settlement: str, returns: list[int]) -> None:
    # Culin: the over-30 rule is for four players; P1 has 35 but only P3 (36, the highest)
    # pays: one token, or 36-24 = 12 points.
    state = play(new_state(seats(*THREE_HANDS), players=3, settlement=settlement), THREE_ACTIONS)
    assert facts(state).penalty_pips == (35, 24, 36)
    assert state.returns() == returns


TWO_WALL = seats(
    "6:4 6:5 1:1 6:2 5:1 3:1 3:2 2:2 1:1 4:2 5:3 5:1",
    "5:4 5:2 6:1 6:5 4:3 2:1 6:1 2:2 4:1 6:3 6:4 3:1",
)
TWO_ACTIONS = [
    "P2 leads 4:1 with the 4 open",
    "P1 plays 4:2 on the 4",
    "P2 plays 2:2 on the 2",
    "P1 plays 6:2 on the 2",
    "P2 plays 6:1 on the 6",
    "P1 plays 1:1 on the 1",
    "P2 plays 2:1 on the 1",
    "P1 plays 3:2 on the 2",
    "P2 plays 3:1 on the 3",
    "P1 plays 5:1 on the 1",
    "P2 plays 5:2 on the 5",
    "P1 plays 2:2 on the 2",
    "P2 discards 5:4 face down",
    "P1 discards 1:1 face down",
]


@pytest.mark.parametrize(("settlement", "returns"), [("tokens", [1, -1]), ("points", [12, -12])])
def test_two_players_twelve_tiles_each(settlement: str, returns: list[int]) -> None:
    # P2 holds 5:2 and starts. Blocked on 2: P1 1:1 / 6:4 6:5 3:1 5:3 5:1 = 2 + 39 = 41;
    # P2 5:4 / 6:5 4:3 6:1 6:3 6:4 = 9 + 44 = 53. P1 wins: one token, or 53-41 = 12.
    state = new_state(TWO_WALL, players=2, settlement=settlement)
    assert state.current_player == 1
    play(state, TWO_ACTIONS)
    assert facts(state).penalty_pips == (41, 53)
    assert state.returns() == returns


# -- leading and matching ------------------------------------------------------------------------


def test_the_holder_of_5_2_may_lead_any_tile() -> None:
    # Culin (domino-play summary): the holder of the koan-a plays any tile of his choice and
    # calls the open number. P2 holds 5:1 1:1 6:1 3:2 5:2 4:1 6:2 3:1, one double:
    # 1 + 7 * 2 = 15 ways to lead.
    state = new_state(FOUR_WALL)
    leads = [str(a) for a in state.legal_actions()]
    assert len(leads) == 15
    assert {"P2 leads 6:2 with the 6 open", "P2 leads 1:1 with the 1 open"} <= set(leads)


def test_a_player_who_can_match_must_match_else_lays_any_tile_face_down() -> None:
    # Culin: the next player must match the called end; if he cannot, he lays a tile of his
    # choice face down. After "P2 leads 5:2 with the 2 open", P3 holds 2:2 and 2:1.
    state = play(new_state(FOUR_WALL), FOUR_ACTIONS[:1])
    assert [str(a) for a in state.legal_actions()] == [
        "P3 plays 2:2 on the 2",
        "P3 plays 2:1 on the 2",
    ]
    with pytest.raises(gw.IllegalActionError):
        state.apply_action("P3 discards 4:4 face down")
    # Move 8: the open end is 2 and P1 (6:6 6:4 5:5 5:5 5:1 3:3 3:3 left) has none.
    state = play(new_state(FOUR_WALL), FOUR_ACTIONS[:7])
    assert [str(a) for a in state.legal_actions()] == [
        f"P1 discards {t} face down" for t in ("6:6", "6:4", "5:5", "5:1", "3:3")
    ]


WIN_TIE_WALL = seats(
    "3:3 4:2 6:1 5:4 1:1 6:6 6:6 2:1",
    "5:5 6:2 3:1 3:2 5:1 4:4 4:4 2:2",
    "5:3 5:1 3:3 6:3 3:1 5:2 6:4 6:4",
    "6:5 6:1 4:1 2:2 5:5 4:3 6:5 1:1",
)
WIN_TIE_ACTIONS = [
    "P3 leads 6:3 with the 3 open",
    "P4 plays 4:3 on the 3",
    "P1 plays 4:2 on the 4",
    "P2 plays 2:2 on the 2",
    "P3 plays 5:2 on the 2",
    "P4 plays 6:5 on the 5",
    "P1 plays 6:6 on the 6",
    "P2 plays 6:2 on the 6",
    "P3 discards 3:1 face down",
    "P4 plays 2:2 on the 2",
    "P1 plays 2:1 on the 2",
    "P2 plays 5:1 on the 1",
    "P3 plays 5:3 on the 5",
    "P4 discards 1:1 face down",
    "P1 plays 3:3 on the 3",
    "P2 plays 3:2 on the 3",
    "P3 discards 5:1 face down",
    "P4 discards 4:1 face down",
    "P1 discards 1:1 face down",
    "P2 discards 3:1 face down",
]
# P3 holds 5:2 and leads another tile, 6:3. Blocked on 3. Face down / in hand:
#   P1 1:1 / 6:6 6:1 5:4 = 2 + 28 = 30;  P2 3:1 / 5:5 4:4 4:4 = 4 + 26 = 30;
#   P3 3:1 5:1 / 6:4 6:4 3:3 = 10 + 26 = 36 (the most);  P4 1:1 4:1 / 6:5 6:1 5:5 = 7 + 28 = 35.


@pytest.mark.parametrize(
    ("options", "returns"),
    [
        ({}, [2, 0, -1, -1]),
        ({"thirty_pays": "at_least"}, [3, -1, -1, -1]),
        ({"settlement": "points"}, [11, 0, -6, -5]),
    ],
)
def test_a_tie_for_the_fewest_pips_goes_to_the_lower_hand(
    options: dict, returns: list[int]
) -> None:
    # GuPai: in disputed cases the lower hand (counting from the first player) wins. The hands
    # run P3, P4, P1, P2: P1 and P2 tie on 30 and P1 comes first, so P1 wins. P3 (36) pays him,
    # and P4 (35) as over 30; P2 with exactly 30 pays only under navpil's "at least 30".
    # Points: P3 36 - 30 = 6, P4 35 - 30 = 5.
    state = new_state(WIN_TIE_WALL, **options)
    assert state.current_player == 2
    play(state, WIN_TIE_ACTIONS)
    result = facts(state).results[0]
    assert result.scores == (30, 30, 36, 35)
    assert result.winner == 0
    assert state.returns() == returns


# -- fixed deals, result and short notation --------------------------------------------------

FOUR_SHORTS = (
    "5:2 open 2, 2:2, 4:2, 4:3, 3:1, 2:1, 2:2, 5:1 down, 6:2, 6:6, 6:3, 3:3, 3:2, 4:4 down, "
    "6:1 down, 3:3 down, 4:1 down"
).split(", ")


@pytest.mark.parametrize(
    ("options", "payments", "unit"),
    [
        ({}, (-1, 2, -1, 0), "tokens"),  # Culin: one token each from P1 and P3
        ({"settlement": "points"}, (-34, 62, -28, 0), "pips"),  # navpil: the differences
    ],
)
def test_result_tokens_culin_or_pips_navpil(options: dict, payments: tuple, unit: str) -> None:
    state = play(new_state(FOUR_WALL, **options), FOUR_ACTIONS)
    result = state.result()
    assert result.payments == payments
    assert result.scores == (54, 20, 48, 30)
    assert result.unit == unit
    assert result.note.startswith("Only the worst player pays the winner: P1 has the most pips.")


def test_a_whole_deal_played_from_short_notations() -> None:
    by_sentence = play(new_state(FOUR_WALL), FOUR_ACTIONS)
    assert [a.short for a in by_sentence.history] == FOUR_SHORTS
    by_short = play(new_state(FOUR_WALL), FOUR_SHORTS)
    assert dump(by_short) == dump(by_sentence)
    assert by_short.returns() == [-1, 2, -1, 0]
    state = new_state(FOUR_WALL)
    assert {"5:2 open 2", "5:2 open 5", "1:1 open 1"} <= shorts(state)
    assert state.find_action("6:2 open 6").text == "P2 leads 6:2 with the 6 open"


def test_the_dealer_must_be_the_holder_of_5_2() -> None:
    # Culin: the holder of koan-a begins, so a dealer cannot be chosen against the hands.
    state = new_state(FOUR_WALL, dealer=1)
    assert state.current_player == 1
    assert state.deal_setup().dealer == 1
    with pytest.raises(DealError, match="P2 holds it in this deal, and dealer=0 is P1"):
        new_state(FOUR_WALL, dealer=0)


@pytest.mark.parametrize(
    ("players", "hands", "message"),
    [
        (2, [TWO_WALL[0], TWO_WALL[1][:11]], "P2's hand has 11 pieces; Kkoriput-igi for 2"),
        (4, [["6:6"], *FOUR_WALL[1:]], "P1's hand has 1 pieces; Kkoriput-igi for 4"),
    ],
)
def test_a_hand_of_the_wrong_size_is_refused(players: int, hands: list, message: str) -> None:
    with pytest.raises(DealError, match=message):
        new_state(hands, players=players)


def test_a_match_can_start_at_its_last_deal() -> None:
    state = new_state(FOUR_WALL, deals=4, deal_number=3)
    assert state.deal_number == 3
    play(state, FOUR_ACTIONS)
    assert state.is_terminal()
    assert state.returns() == [-1, 2, -1, 0]


def test_deal_setup_rebuilds_the_deal_being_played_mid_match() -> None:
    game = gw.load_game("kkoriput_igi", players=3, deals=4)
    state = game.new_initial_state(seed=2)
    bot = gw.RandomBot(2)
    while state.deal_number < 2:
        state.apply_action(state.ask(bot))
    start = (state.zones(None), state.current_player)
    moves = [state.apply_action(state.ask(bot)).short for _ in range(4)]
    setup = state.deal_setup()
    assert (setup.deal_number, setup.dealer) == (2, start[1])
    rebuilt = game.new_initial_state(setup)
    assert (rebuilt.deal_number, rebuilt.zones(None), rebuilt.current_player) == (2, *start)
    play(rebuilt, moves)
    assert rebuilt.zones(None) == state.zones(None)


def test_the_pages_figures_on_the_30_rule() -> None:
    """The page, from 20,000 four-player deals between the bots (`page_stats` first plays
    the stored sample again): a mean of 17.0 pips a player; over 30 10.8% of players (about
    one in nine), exactly 30 1.4% (one in 72), so at most 5.5% of deals (one in 18)."""
    stats = page_stats("kkoriput_igi")
    pips = {int(p): n for p, n in stats["scores"].items()}
    seats = sum(pips.values())
    assert (stats["matches"], seats) == (20_000, 80_000)
    assert f"{sum(p * n for p, n in pips.items()) / seats:.1f}" == "17.0"
    over = sum(n for p, n in pips.items() if p > 30) / seats
    assert (f"{over:.1%}", round(1 / over)) == ("10.8%", 9)
    exactly = pips[30] / seats
    assert (f"{exactly:.1%}", round(1 / exactly)) == ("1.4%", 72)
    deals = pips[30] / stats["matches"]
    assert (f"{deals:.1%}", round(1 / deals)) == ("5.5%", 18)


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 100 four-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    fresh playouts included): where the search bot ("normal") differs from the game's bot,
    by kind of move, how often, whose tile is heavier, and its gain valued again in fresh
    samples, in tokens: a heavier tile face down in 135 of 143 (+0.09) and lighter plays in
    91 of 139 (+0.08), each more than three standard errors; lighter leads in 22 of 31
    (+0.10), only twice its standard error."""
    search = page_stats("kkoriput_igi")["search"]
    assert search["matches"] == 100
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "lead": (100, 31, "31%", 4, 22, "+0.10 ± 0.05"),
        "play": (897, 139, "15%", 48, 91, "+0.08 ± 0.02"),
        "discard": (760, 143, "19%", 135, 0, "+0.09 ± 0.02"),
    }
    assert clear == {"lead": 2.1, "play": 3.9, "discard": 5.1}  # the gains in standard errors
