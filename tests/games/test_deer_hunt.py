"""Deer Hunt scenarios with fixed deals: every rule, its expected result worked out by hand
from the sources.

Sources: deer-hunt.md (= the GuPai Deer Hunt page,
https://navpil.github.io/gupai/tien-gow/deerhunt.html , after three Japanese pages) and
FACTS.md §1.3 (which pips are red: 64 in the set) and §2.2 "Deer Hunt" (seating and
direction are not stated: partners opposite, P1–P3 against P2–P4, play in seat order).
Each deal is written as the seats' hands (P1 first); the tricks, red pips and payments are
worked out in the comments so they can be checked by hand.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from scenario import dump, page_stats, play, search_shown

import gupai_widgets as gw
from gupai_widgets.engine import DealError, IllegalActionError, OptionError
from gupai_widgets.engine.result import Result
from gupai_widgets.games.trick_taking.deer_hunt import (
    DEAL_ORDER,
    FAIR_DEAL_FACES,
    PARTNERSHIPS,
    TOTAL_RED_PIPS,
    DeerHuntFacts,
    deal_hands,
    plain_rank,
    settle_red_pips,
    texas_key,
    texas_suit,
)
from gupai_widgets.games.trick_taking.deer_hunt_bot import DeerHuntBot
from gupai_widgets.pieces import Tile, all_faces, chinese_set


def hands(*seats: str) -> list[list[str]]:
    """A deal's hands in seat order P1, P2, P3, P4, eight tiles each."""
    split = [h.split() for h in seats]
    assert [len(h) for h in split] == [8, 8, 8, 8]
    return split


def new_state(
    dealt: list[list[str]],
    *,
    seed: int = 0,
    dealer: int | None = None,
    deal_number: int = 0,
    **options,
) -> gw.State:
    """A match whose first deal gives these hands; later deals are shuffled from `seed`."""
    options.setdefault("deals", 1)
    game = gw.load_game("deer_hunt", **options)
    return game.new_initial_state(seed, hands=dealt, dealer=dealer, deal_number=deal_number)


def texts(state: gw.State) -> list[str]:
    return [a.text for a in state.legal_actions()]


def facts(state: gw.State, seat: int | None = None) -> DeerHuntFacts:
    found = state.observe(seat).facts
    assert isinstance(found, DeerHuntFacts)
    return found


# A whole deal played out, trick by trick (leader first; * = the tile that takes it):
#   T1 P1 6:6*  P2 6:6   P3 2:2   P4 3:2   identical 6:6, the earlier wins   12 red -> P1
#   T2 P1 1:1   P2 5:5   P3 6:1*  P4 4:4   higher half 6 beats 5 and 4       11 red -> P3
#   T3 P3 5:4   P4 6:5*  P1 5:5   P2 4:3                                      8 red -> P4
#   T4 P4 4:1   P1 4:2   P2 4:4*  P3 3:1   every tile has red pips           18 red -> P2
#   T5 P2 6:4   P3 6:4   P4 6:3   P1 6:5*                                     8 red -> P1
#   T6 P1 3:3   P2 5:3   P3 6:2*  P4 2:1                                      1 red -> P3
#   T7 P3 5:2*  P4 5:1   P1 3:1   P2 2:2                                      2 red -> P3
#   T8 P3 1:1   P4 3:3   P1 6:1*  P2 5:1                                      4 red -> P1
# Red pips (FACTS §1.3): 6:6 6, 4:4 8, 4:1 5, 6:4 5:4 4:3 4:2 4, 1:1 2, 6:1 5:1 3:1 2:1 1.
# P1 12+8+4 = 24, P3 11+1+2 = 14: P1–P3 38; P2 18, P4 8: P2–P4 26; 64 in all.
FULL = hands(
    "6:6 1:1 5:5 4:2 6:5 3:3 3:1 6:1",
    "6:6 5:5 4:3 4:4 6:4 5:3 2:2 5:1",
    "2:2 6:1 5:4 3:1 6:4 6:2 5:2 1:1",
    "3:2 4:4 6:5 4:1 6:3 2:1 5:1 3:3",
)
FULL_TRICKS = [
    ["P1 leads 6:6", "P2 plays 6:6", "P3 plays 2:2", "P4 plays 3:2"],
    ["P1 leads 1:1", "P2 plays 5:5", "P3 plays 6:1", "P4 plays 4:4"],
    ["P3 leads 5:4", "P4 plays 6:5", "P1 plays 5:5", "P2 plays 4:3"],
    ["P4 leads 4:1", "P1 plays 4:2", "P2 plays 4:4", "P3 plays 3:1"],
    ["P2 leads 6:4", "P3 plays 6:4", "P4 plays 6:3", "P1 plays 6:5"],
    ["P1 leads 3:3", "P2 plays 5:3", "P3 plays 6:2", "P4 plays 2:1"],
    ["P3 leads 5:2", "P4 plays 5:1", "P1 plays 3:1", "P2 plays 2:2"],
    ["P3 leads 1:1", "P4 plays 3:3", "P1 plays 6:1", "P2 plays 5:1"],
]
FULL_ACTIONS = [a for trick in FULL_TRICKS for a in trick]


# -- the tiles --------------------------------------------------------------------------------


def test_ranking_is_by_higher_half_then_lower_half_deer_hunt_md() -> None:
    # deer-hunt.md: "[6:6], followed by [6:5], [6:4], [6:3], [6:2], [6:1], [5:5], [5:4] and
    # so on down to [1:1]"; nothing to do with the Chinese ranks.
    order = sorted(all_faces(), key=plain_rank, reverse=True)
    assert [str(t) for t in order] == [
        "6:6", "6:5", "6:4", "6:3", "6:2", "6:1",
        "5:5", "5:4", "5:3", "5:2", "5:1",
        "4:4", "4:3", "4:2", "4:1",
        "3:3", "3:2", "3:1",
        "2:2", "2:1",
        "1:1",
    ]  # fmt: skip


def test_red_pips_64_in_the_set() -> None:
    # FACTS §1.3 / deer-hunt.md: every 1 and 4 is red, 6:6 has six red pips; 64 in all.
    assert TOTAL_RED_PIPS == 64
    assert sum(t.red_pips for t in chinese_set()) == 64
    per_tile = {str(t): t.red_pips for t in all_faces() if t.red_pips}
    assert per_tile == {
        "4:4": 8, "6:6": 6, "4:1": 5, "6:4": 4, "5:4": 4, "4:3": 4, "4:2": 4,
        "1:1": 2, "6:1": 1, "5:1": 1, "3:1": 1, "2:1": 1,
    }  # fmt: skip


# -- the deal ---------------------------------------------------------------------------------


def test_eight_tiles_each_and_the_dealer_leads() -> None:
    # deer-hunt.md: each player is dealt 8 tiles; the dealer leads the first trick.
    state = new_state(FULL)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(4)] == [8, 8, 8, 8]
    assert state.current_player == 0
    assert facts(state).dealer == 0
    assert facts(state).partnerships == ((0, 2), (1, 3))
    assert state.game.hand_sizes() == (8, 8, 8, 8)


def test_the_wall_deals_p1_p3_p2_p4_so_its_halves_are_the_partnerships_piles() -> None:
    # The deal's wall gives P1's eight tiles, then P3's, P2's and P4's: its halves are the
    # piles of a fair deal, one per partnership. `hands` is always given by seat.
    state = new_state(FULL)
    game, wall = state.game, list(state.deal.walls[0])
    assert DEAL_ORDER == (0, 2, 1, 3)
    p3 = [Tile.parse(t) for t in "2:2 6:1 5:4 3:1 6:4 6:2 5:2 1:1".split()]
    assert wall[8:16] == p3 and deal_hands(wall)[2] == p3
    assert game.split_wall(wall) == (deal_hands(wall), [])
    assert game.join_wall(*game.split_wall(wall)) == wall
    # A setup lists each hand in the set's order: the same tiles as dealt.
    dealt = state.deal_setup().hands
    assert [sorted(map(str, hand)) for hand in dealt] == [sorted(hand) for hand in FULL]
    assert state.deal_setup().rest == ()


def test_a_deal_must_hold_the_whole_set() -> None:
    # 32 tiles, eight to each seat (deer-hunt.md); anything else is refused with a
    # DealError that names what is wrong.
    third = [*FULL[:3], [*FULL[3][:-1], "6:6"]]  # a third 6:6 instead of P4's 3:3
    with pytest.raises(
        DealError, match=r"32 pieces, each once per copy \(too many or foreign: 6:6\)"
    ):
        new_state(third)
    game = gw.load_game("deer_hunt", deals=1)
    with pytest.raises(DealError, match="too many or foreign: 6:6; missing: 3:3"):
        game.new_initial_state(hands=third, rest=[])
    foreign = [*FULL[:3], [*FULL[3][:-1], "7:7"]]
    with pytest.raises(DealError, match="P4's hand: cannot read a tile from '7:7'"):
        new_state(foreign)
    uneven = [FULL[0], FULL[1][:-1], FULL[2], [*FULL[3], FULL[1][-1]]]
    with pytest.raises(DealError, match="P2's hand has 7 pieces; Deer Hunt for 4 players deals 8"):
        new_state(uneven)
    with pytest.raises(DealError, match="hands must be a list of 4 hands"):
        new_state(FULL[:3])
    # Every tile is dealt: nothing is left for `rest`.
    with pytest.raises(DealError, match="too many or foreign: 6:6"):
        game.new_initial_state(hands=FULL, rest=["6:6"])


def test_hands_in_any_notation_and_order_give_the_same_deal() -> None:
    respelled = [[f"[{t[2]}:{t[0]}]" for t in reversed(hand)] for hand in FULL]
    respelled[1] = [t.replace(":", "") for t in FULL[1]]
    assert new_state(respelled).zones() == new_state(FULL).zones()


def test_the_match_lasts_four_deals_by_default() -> None:
    # deer-hunt.md: "usually four or eight deals"; four lets every player deal once.
    game = gw.load_game("deer_hunt")
    assert game.options["deals"] == game.deal_count() == 4
    assert len(game.new_initial_state(seed=1).deal.walls) == 4
    assert gw.load_game("deer_hunt", deals=8).deal_count() == 8
    assert len(gw.load_game("deer_hunt", deals=8).new_initial_state(seed=1).deal.walls) == 8
    with pytest.raises(OptionError):
        gw.load_game("deer_hunt", deals=3)


# -- the tricks -------------------------------------------------------------------------------


def test_any_tile_may_be_played_there_is_nothing_to_follow() -> None:
    # deer-hunt.md: a usual trick-taking game with no suits: each player places any tile.
    state = play(new_state(FULL), ["P1 leads 6:6"])
    assert sorted(texts(state)) == sorted(
        f"P2 plays {t}" for t in ["6:6", "5:5", "4:3", "4:4", "6:4", "5:3", "2:2", "5:1"]
    )


def test_identical_tiles_the_earlier_one_wins() -> None:
    # deer-hunt.md: "If two identical tiles compete for a trick, the player who placed the
    # tile first wins." P1 and P2 both play 6:6: P1's takes the trick.
    state = play(new_state(FULL), FULL_TRICKS[0][:1])
    caption = state.explain("P2 plays 6:6")
    assert "of two identical tiles the earlier one wins, so P1's 6:6 stays highest" in caption
    play(state, FULL_TRICKS[0][1:])
    assert facts(state).tricks_taken == (1, 0, 0, 0)
    assert state.zones()["won 0"] == [Tile.parse(t) for t in ("6:6", "6:6", "2:2", "3:2")]


def test_the_higher_half_decides_not_the_chinese_rank() -> None:
    # deer-hunt.md: [6:1] beats [5:5], [4:4] and [1:1] (Earth, second in Tien Gow, is the
    # lowest tile here). T2: P3's 6:1 takes it.
    state = play(new_state(FULL), FULL_TRICKS[0] + FULL_TRICKS[1][:2])
    caption = state.explain("P3 plays 6:1")
    assert (
        caption
        == "P3 plays 6:1: 6:1 is now the highest tile: its higher half 6 beats the 5 of 5:5."
    )
    play(state, FULL_TRICKS[1][2:])
    assert facts(state).tricks_taken == (1, 0, 1, 0)


def test_the_trick_winner_leads_next() -> None:
    # deer-hunt.md: "Whoever took the trick leads to the next one." T2 -> P3, T3 -> P4,
    # T4 -> P2.
    state = new_state(FULL)
    leaders = []
    for trick in FULL_TRICKS:
        leaders.append(state.current_player)
        assert facts(state).leader == state.current_player
        play(state, trick)
    assert leaders == [0, 0, 2, 3, 1, 0, 2, 2]
    assert state.is_terminal()


def test_play_goes_round_in_seat_order_from_the_leader() -> None:
    # FACTS §2.2 [A]: seating and direction are not stated; the library seats partners
    # opposite and plays counter-clockwise, in seat order from the leader: T3, led by P3,
    # goes P3, P4, P1, P2; T4, led by P4, goes P4, P1, P2, P3.
    state = play(new_state(FULL), FULL_ACTIONS[:8])
    for trick in FULL_TRICKS[2:4]:
        turns = []
        for action in trick:
            turns.append(state.current_player)
            state.apply_action(action)
        assert turns == [(turns[0] + i) % 4 for i in range(4)]
    assert facts(state).partnerships == ((0, 2), (1, 3))


def test_red_pips_of_each_trick_of_the_page_deal() -> None:
    # deer-hunt.md: whoever places the highest tile takes all four tiles; each trick's red
    # pips (FACTS §1.3) go to the taker's side. Worked out by hand in the table above FULL.
    state = new_state(FULL)
    takers, pips = [], []
    for trick in FULL_TRICKS:
        play(state, trick)
        last = facts(state).last_trick
        takers.append(last.winner)
        pips.append(last.red_pips)
    assert takers == [0, 2, 3, 1, 0, 2, 2, 0]
    assert pips == [12, 11, 8, 18, 8, 1, 2, 4]
    assert sum(pips) == 64


def test_caption_says_who_takes_the_trick_and_its_red_pips() -> None:
    state = play(new_state(FULL), FULL_ACTIONS[:15])
    caption = state.explain(FULL_ACTIONS[15])
    assert "P2 takes the trick with 4:4: 18 red pips for P2–P4." in caption
    state = play(new_state(FULL), FULL_ACTIONS[:4])
    assert "P1 took the last trick and so leads" in state.explain("P1 leads 1:1")


def test_red_pips_counted_and_the_side_with_fewer_pays_the_difference() -> None:
    # deer-hunt.md: after eight tricks the pair with fewer red pips pays the difference.
    # P1–P3 38, P2–P4 26 (64 in all): P2–P4 pay 12, each of their players -12, each of the
    # winners +12 (the per-seat reading documented in the module).
    state = play(new_state(FULL), FULL_ACTIONS)
    assert state.is_terminal()
    assert facts(state).red_pips == (24, 18, 14, 8)
    assert facts(state).side_red_pips == (38, 26)
    assert sum(facts(state).red_pips) == 64
    assert state.returns() == [12, -12, 12, -12]
    result = state.result()
    assert result.scores == (38, 26, 38, 26) and result.payments == (12, -12, 12, -12)


def test_the_last_caption_explains_the_settlement() -> None:
    state = play(new_state(FULL), FULL_ACTIONS[:-1])
    caption = state.explain(FULL_ACTIONS[-1])
    assert "P1 takes the trick with 6:1: 4 red pips for P1–P3." in caption
    assert "P1–P3 took 38 red pips, P2–P4 26." in caption
    assert "P2–P4 took fewer red pips" in caption
    assert "Settlement: P1 +12, P2 −12, P3 +12, P4 −12." in caption


def test_settlement_is_the_difference_and_zero_sum() -> None:
    assert settle_red_pips((38, 26)) == (12, -12, 12, -12)
    assert settle_red_pips((20, 44)) == (-24, 24, -24, 24)
    assert settle_red_pips((32, 32)) == (0, 0, 0, 0)


# -- the match --------------------------------------------------------------------------------


def play_out_deal(state: gw.State) -> None:
    deal = state.deal_number
    while not state.is_terminal() and state.deal_number == deal:
        state.apply_action(state.legal_actions()[0])


def test_dealer_rotates_to_the_right_over_a_four_deal_match() -> None:
    # deer-hunt.md: "The player right to the previous dealer becomes a dealer for the next
    # game and leads to the first trick." With play in seat order (counter-clockwise), the
    # player on the dealer's right is the next seat: P1, P2, P3, P4.
    state = new_state(FULL, deals=4)
    dealers, first_leaders = [], []
    for deal in range(4):
        assert state.deal_number == deal
        dealers.append(facts(state).dealer)
        first_leaders.append(state.current_player)
        if deal == 1:
            caption = state.explain(state.legal_actions()[0])
            assert "P2 sits to the right of the last dealer (P1)" in caption
        play_out_deal(state)
    assert dealers == first_leaders == [0, 1, 2, 3]
    assert state.is_terminal()
    assert list(state.result().payments) == state.returns() and sum(state.returns()) == 0


def test_eight_deals_every_player_deals_twice() -> None:
    state = gw.load_game("deer_hunt", deals=8).new_initial_state(seed=3)
    dealers = []
    while not state.is_terminal():
        dealers.append(facts(state).dealer)
        play_out_deal(state)
    assert dealers == [0, 1, 2, 3, 0, 1, 2, 3]


def test_the_last_deal_caption_gives_the_match_totals() -> None:
    state = new_state(FULL, deals=4)
    for _ in range(3):
        play_out_deal(state)
    while sum(len(state.zones()[f"hand {s}"]) for s in range(4)) > 1:
        state.apply_action(state.legal_actions()[0])
    caption = state.explain(state.legal_actions()[0])
    assert "That was the last of 4 deals; match totals:" in caption


# -- fixing a deal: dealer, deal number, rebuilding it ----------------------------------------


def test_a_given_dealer_deals_and_leads_and_the_deal_passes_on() -> None:
    # `dealer` replaces P1 as the first dealer; the next deal still goes to the seat on the
    # dealer's right (deer-hunt.md), the next seat.
    state = new_state(FULL, dealer=2, deals=4)
    assert state.current_player == 2 and facts(state).dealer == 2
    caption = state.explain(state.legal_actions()[0])
    assert "P3 deals the first deal and leads its first trick" in caption
    play_out_deal(state)
    assert state.deal_number == 1
    assert facts(state).dealer == state.current_player == 3


def test_a_match_started_at_its_last_deal() -> None:
    # deal_number=3 of four: P1, P2 and P3 dealt the first three, so P4 deals this one, and
    # the match ends with it.
    state = new_state(FULL, deals=4, deal_number=3)
    assert state.deal_number == 3
    assert facts(state).dealer == state.current_player == 3
    assert "P4 sits to the right of the last dealer (P3)" in state.explain("3:3")
    # With P1 asked for as its dealer the page's deal plays as before and ends the match.
    state = play(new_state(FULL, deals=4, deal_number=3, dealer=0), FULL_ACTIONS)
    assert state.is_terminal() and state.deal_number == 3
    assert state.returns() == [12, -12, 12, -12]
    with pytest.raises(DealError, match="deal_number must be a whole number from 0 to 3"):
        new_state(FULL, deals=4, deal_number=4)


@pytest.mark.parametrize(
    "options", [{}, {"fair_deal": "heaven_axe_ten_man"}, {"tien_gow_style": True}]
)
def test_deal_setup_rebuilds_a_deal_in_the_middle_of_a_match(options: dict) -> None:
    # Bots play a seeded match into its third deal; `deal_setup()` then gives the hands as
    # they were dealt, its dealer (P3, the third) and its number, and a new match started
    # from them begins exactly as that deal did.
    game = gw.load_game("deer_hunt", **options)
    state = game.new_initial_state(seed=5)
    bots = [game.make_bot(seat) for seat in range(4)]
    while state.deal_number < 2:
        state.apply_action(state.ask(bots[state.current_player]))
    start = (state.zones(), state.current_player, facts(state).dealer)
    for _ in range(6):
        state.apply_action(state.ask(bots[state.current_player]))
    setup = state.deal_setup()
    assert (setup.dealer, setup.deal_number, setup.seed, setup.rest) == (2, 2, 5, ())
    rebuilt = game.new_initial_state(**json.loads(json.dumps(setup.setup())))
    assert rebuilt.deal_number == 2
    assert (rebuilt.zones(), rebuilt.current_player, facts(rebuilt).dealer) == start
    assert rebuilt.deal_setup() == setup


# -- the result and the short notation --------------------------------------------------------


def test_result_of_the_page_deal() -> None:
    # deer-hunt.md: "The pair with fewer red pips pays the difference to their opponents":
    # P1–P3 took 38, P2–P4 26 (the table above FULL), so the difference, 12 red pips, goes
    # from each of P2 and P4 to each of P1 and P3. The scores are each seat's side's count.
    state = new_state(FULL)
    assert state.result() == Result((0, 0, 0, 0), (0, 0, 0, 0), "red pips", "")
    play(state, FULL_ACTIONS)
    result = state.result()
    assert result.payments == (12, -12, 12, -12) == tuple(state.returns())
    assert result.scores == (38, 26, 38, 26)
    assert result.unit == "red pips"
    assert result.note == (
        "P2–P4 took fewer red pips, so each of its players pays the difference of 12 and "
        "each of P1–P3 receives it."
    )


def test_short_notation_of_a_single_tile_is_the_tile() -> None:
    state = new_state(FULL)
    leads = state.legal_actions()
    assert [a.short for a in leads] == ["6:6", "6:5", "6:1", "5:5", "4:2", "3:3", "3:1", "1:1"]
    assert [a.text for a in leads[:2]] == ["P1 leads 6:6", "P1 leads 6:5"]
    assert repr(leads[0]) == "Action('6:6')"
    play(state, ["6:6"])
    assert [a.short for a in state.legal_actions()] == [
        "6:6", "6:4", "5:5", "5:3", "5:1", "4:4", "4:3", "2:2",
    ]  # fmt: skip
    assert state.legal_actions()[0].text == "P2 plays 6:6"


def test_the_page_deal_played_from_short_notations() -> None:
    shorts = [move.split()[-1] for move in FULL_ACTIONS]
    by_short = play(new_state(FULL), shorts)
    assert [a.text for a in by_short.history] == FULL_ACTIONS
    assert by_short.view(None) == play(new_state(FULL), FULL_ACTIONS).view(None)
    assert by_short.returns() == [12, -12, 12, -12]


def test_tien_gow_short_notations_are_the_tiles_and_down() -> None:
    # A face-up play is its tiles; a face-down one adds "down" (its sentence says "face
    # down", and others see only how many tiles went down).
    state = play(tien_gow_state(), ["1:1 1:1"])
    shorts = [a.short for a in state.legal_actions()]
    assert "6:6 6:6" in shorts and "6:6 6:6 down" in shorts and "6:5 6:5 down" in shorts
    assert len(shorts) == len(set(shorts))
    play(state, ["6:6 6:6", "4:4 4:4 down", "3:1 4:1 down"])
    assert state.history[-1].text == "P4 plays 3:1 4:1 face down"
    assert state.history[-1].public == "P4 plays 2 tiles face down"
    assert facts(state).red_pips == (0, 38, 0, 0)


@pytest.mark.parametrize("options", [{}, {"texas_42_style": True}, {"tien_gow_style": True}])
def test_short_notations_are_unique_and_replay_a_match(options: dict) -> None:
    game = gw.load_game("deer_hunt", **options)
    for seed in range(3):
        state, by_short = game.new_initial_state(seed=seed), game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert len({a.short for a in legal}) == len(legal)
            action = rng.choice(legal)
            state.apply_action(action)
            by_short.apply_action(action.short)
        assert by_short.returns() == state.returns()
        assert by_short.view(None) == state.view(None)


# -- views ------------------------------------------------------------------------------------


def test_views_hide_the_other_hands() -> None:
    state = play(new_state(FULL), ["P1 leads 6:6"])
    view = state.view(1)["zones"]
    assert None not in view["hand 1"]
    for other in (0, 2, 3):
        assert view[f"hand {other}"] == [None] * len(state.zones()[f"hand {other}"])
    assert view["trick"] == ["6:6"]
    finished = play(new_state(FULL), FULL_ACTIONS)
    assert finished.view(3)["zones"]["won 0"][:4] == ["6:6", "6:6", "2:2", "3:2"]


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    state = play(new_state(FULL), ["P1 leads 6:6"])
    before = dump(state)
    for bad in ("P2 plays 1:1", "P3 plays 2:2", "P2 leads 6:6", "P2 plays 6:6 twice", 42):
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
        assert dump(state) == before


# -- variant: a fair deal ---------------------------------------------------------------------


def side_tiles(state: gw.State, side: int) -> Counter[str]:
    zones = state.zones()
    return Counter(str(t) for s in (side, side + 2) for t in zones[f"hand {s}"])


@pytest.mark.parametrize("seed", range(25))
def test_fair_deal_each_side_holds_a_6_6(seed: int) -> None:
    # deer-hunt.md "A fair deal": both [6:6] out, the 30 others split 15/15, a [6:6] added
    # to each pile, each pile shuffled and dealt to one pair.
    state = gw.load_game("deer_hunt", fair_deal="heaven").new_initial_state(seed=seed)
    for _ in range(4):
        assert side_tiles(state, 0)["6:6"] == side_tiles(state, 1)["6:6"] == 1
        dealt = state.deal_setup().hands
        for a, b in PARTNERSHIPS:
            assert (dealt[a] + dealt[b]).count(Tile.parse("6:6")) == 1
        play_out_deal(state)


@pytest.mark.parametrize("seed", range(25))
def test_fair_deal_with_axe_ten_and_man_too(seed: int) -> None:
    # deer-hunt.md: "Sometimes the same manipulations are done with tiles [6:5], [6:4] and
    # [4:4]": each pair then holds one of each of the four.
    game = gw.load_game("deer_hunt", fair_deal="heaven_axe_ten_man", deals=1)
    state = game.new_initial_state(seed=seed)
    for side in (0, 1):
        held = side_tiles(state, side)
        assert [held[t] for t in ("6:6", "6:5", "6:4", "4:4")] == [1, 1, 1, 1]
    rebuilt = game.new_initial_state(**json.loads(json.dumps(state.deal_setup().setup())))
    assert rebuilt.view(None)["zones"] == state.view(None)["zones"]


def test_plain_deals_do_sometimes_give_one_side_both_6_6() -> None:
    # Without the option the deal is a plain shuffle (the reason the variant exists).
    game = gw.load_game("deer_hunt", deals=1)
    both = [
        seed
        for seed in range(40)
        if 2 in (side_tiles(game.new_initial_state(seed=seed), s)["6:6"] for s in (0, 1))
    ]
    assert both


def test_fair_deal_refuses_a_wall_that_is_not_fair() -> None:
    # FULL gives P1 and P2 the two 6:6: P1–P3 hold one and P2–P4 one, so "heaven" accepts
    # it; but P1–P3 also hold both 5:5 and P2–P4 both 4:4, so the four-tile version refuses.
    new_state(FULL, fair_deal="heaven")
    with pytest.raises(DealError, match="must hold one"):
        new_state(FULL, fair_deal="heaven_axe_ten_man")
    unfair = hands(
        "6:6 6:6 5:5 4:2 6:5 3:3 3:1 6:1",
        "1:1 5:5 4:3 4:4 6:4 5:3 2:2 5:1",
        "2:2 6:1 5:4 3:1 6:4 6:2 5:2 1:1",
        "3:2 4:4 6:5 4:1 6:3 2:1 5:1 3:3",
    )
    new_state(unfair)
    with pytest.raises(DealError, match="6:6"):
        new_state(unfair, fair_deal="heaven")


def test_fair_deal_changes_only_the_deal_not_the_play() -> None:
    # deer-hunt.md "A fair deal" is a way of dealing: FULL already gives each pair one
    # [6:6] (P1 and P2), so under fair_deal="heaven" the same moves give the same tricks,
    # red pips (38 against 26) and payments as the plain game.
    plain = play(new_state(FULL), FULL_ACTIONS)
    fair = play(new_state(FULL, fair_deal="heaven"), FULL_ACTIONS)
    assert facts(fair).side_red_pips == facts(plain).side_red_pips == (38, 26)
    assert fair.returns() == plain.returns() == [12, -12, 12, -12]


def test_fair_deal_replay_rebuilds_every_position() -> None:
    game = gw.load_game("deer_hunt", fair_deal="heaven_axe_ten_man")
    replay = gw.play(game, seed=11)
    loaded = gw.Replay.from_json(replay.to_json())
    states = loaded.states()
    assert states[-1].returns() == list(replay.returns)
    assert states[0].setup == replay.setup == {"seed": 11}


# -- variant: the deer escaped ----------------------------------------------------------------


def test_deer_escaped_a_trick_of_red_tiles_goes_to_nobody() -> None:
    # deer-hunt.md "The deer escaped": if all the tiles in the trick have red pips, the
    # trick goes to nobody. T4 (4:1 4:2 4:4 3:1, 18 red pips) escapes; no other trick is all
    # red. P2, who played the highest tile, still leads T5. P2–P4 now take 26 - 18 = 8:
    # P1–P3 38 against 8, a difference of 30.
    state = play(new_state(FULL, deer_escaped=True), FULL_ACTIONS[:15])
    caption = state.explain(FULL_ACTIONS[15])
    assert "the deer escaped" in caption and "18 red pips go to nobody" in caption
    play(state, FULL_ACTIONS[15:16])
    assert state.current_player == 1
    assert state.zones()["escaped"] == [Tile.parse(t) for t in ("4:1", "4:2", "4:4", "3:1")]
    assert "P2 played the best tile of the last trick, whose deer escaped" in state.explain(
        "P2 leads 6:4"
    )
    play(state, FULL_ACTIONS[16:])
    assert facts(state).side_red_pips == (38, 8)
    assert sum(t.red_pips for t in state.zones()["escaped"]) == 18
    assert state.result().scores == (38, 8, 38, 8)
    assert state.returns() == [30, -30, 30, -30]


def test_the_escaped_trick_is_drawn_in_the_middle_only_until_the_next_lead() -> None:
    # Issue 28: the trick whose deer escaped was drawn twice, in the middle (as every trick
    # just taken is, until the next lead) and in the escaped pile.
    state = play(new_state(FULL, deer_escaped=True), FULL_ACTIONS[:16])
    table = state.table(None)
    assert [g.pieces for g in table.centre.groups] == [
        (Tile.parse(t),) for t in ("4:1", "4:2", "4:4", "3:1")
    ]
    assert [p.pieces for p in table.piles if p.name == "escaped"] == [()]
    play(state, FULL_ACTIONS[16:17])
    escaped = [p.pieces for p in state.table(None).piles if p.name == "escaped"]
    assert escaped == [tuple(Tile.parse(t) for t in ("4:1", "4:2", "4:4", "3:1"))]


def test_the_open_table_draws_every_tile_once_with_the_deer_escaped() -> None:
    # 60 random matches of one deal: at every position the open table draws the 32 tiles,
    # each once (hands, the piles in front of the seats, the middle and the shared piles).
    game = gw.load_game("deer_hunt", deals=1, deer_escaped=True)
    full = Counter(game.pieces())
    escapes = 0
    for seed in range(60):
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while True:
            table = state.table(None)
            drawn = Counter(p for seat in table.seats for p in seat.hand)
            drawn.update(p for seat in table.seats for g in seat.front for p in g.pieces)
            drawn.update(p for g in table.centre.groups for p in g.pieces)
            drawn.update(p for pile in table.piles for p in pile.pieces)
            assert drawn == full, (seed, len(state.history), drawn - full, full - drawn)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        escapes += bool(state.zones()["escaped"])
    assert escapes > 30, "too few matches in which a deer escaped to test anything"


def test_without_the_option_the_red_trick_is_taken() -> None:
    state = play(new_state(FULL), FULL_ACTIONS[:16])
    assert "escaped" not in state.zones()
    assert facts(state).red_pips[1] == 18


# -- variant: Texas 42 style ------------------------------------------------------------------

# T1 P1 2:1 fixes trumps = 2 (deer-hunt.md: "the first tile in the draw was [2:1] or
# [2:2]"). P2 6:6 and P3 3:3 hold no 2; P4's 2:2 is a trump of rank 2 > 1 and takes it.
# T2 P4 leads 5:4: suit 5, rank 4. P1 5:5 (rank 5) and P2 6:5 (rank 6) each take it over,
# as deer-hunt.md says; P3's 3:2 is a trump and beats them all.
# T3 P3 leads 5:2: with twos trumps it is "a trump suit tile with rank 5" (deer-hunt.md);
# P4's 6:2 (trump rank 6) takes it, P1's 4:2 (rank 4) does not, P2's 6:6 cannot.
TEXAS = hands(
    "2:1 5:5 4:2 1:1 4:4 3:1 6:4 6:1",
    "6:6 6:5 6:6 1:1 4:4 3:1 6:4 6:1",
    "3:3 3:2 5:2 5:5 3:3 2:2 6:5 5:1",
    "2:2 5:4 6:2 5:1 6:3 5:3 4:3 4:1",
)
TEXAS_TRICKS = [
    ["P1 leads 2:1", "P2 plays 6:6", "P3 plays 3:3", "P4 plays 2:2"],
    ["P4 leads 5:4", "P1 plays 5:5", "P2 plays 6:5", "P3 plays 3:2"],
    ["P3 leads 5:2", "P4 plays 6:2", "P1 plays 4:2", "P2 plays 6:6"],
]


def texas_state() -> gw.State:
    return new_state(TEXAS, texas_42_style=True)


def test_texas_first_tile_fixes_the_trump_number() -> None:
    state = texas_state()
    caption = state.explain("P1 leads 2:1")
    assert "fixes the trump number: 2" in caption
    play(state, TEXAS_TRICKS[0][:1])
    assert facts(state).trump == 2
    assert "6:6 holds no 2, so it cannot take the trick" in state.explain("P2 plays 6:6")
    play(state, TEXAS_TRICKS[0][1:])
    assert state.current_player == 3  # P4's 2:2, trump rank 2, beat P1's 2:1, rank 1


def test_texas_a_2_2_first_also_makes_twos_trumps() -> None:
    # deer-hunt.md: "if the trump suit is 2 (for example, the first tile in the draw was
    # [2:1] or [2:2])". TEXAS with P1's and P4's hands swapped: P1 deals and leads [2:2],
    # which makes twos trumps; P2's 6:6 and P3's 3:3 hold no 2 and cannot take it, and
    # P4's 2:1 is a trump of rank 1, lower than rank 2.
    swapped = hands(
        "2:2 5:4 6:2 5:1 6:3 5:3 4:3 4:1",
        "6:6 6:5 6:6 1:1 4:4 3:1 6:4 6:1",
        "3:3 3:2 5:2 5:5 3:3 2:2 6:5 5:1",
        "2:1 5:5 4:2 1:1 4:4 3:1 6:4 6:1",
    )
    state = new_state(swapped, texas_42_style=True)
    assert "fixes the trump number: 2" in state.explain("P1 leads 2:2")
    play(state, ["P1 leads 2:2", "P2 plays 6:6", "P3 plays 3:3", "P4 plays 2:1"])
    assert facts(state).trump == 2
    assert state.current_player == 0  # P1's 2:2, trump rank 2, holds the trick


def test_texas_the_5_4_example() -> None:
    # deer-hunt.md: "if a player lead to the trick with [5:4], then 5 is the suit and 4 is
    # the rank. In order to take a trick, you need to beat it with either [5:5] or [6:5]".
    lead = Tile(5, 4)
    suit = texas_suit(lead, trump=2)
    assert suit == 5
    lead_key = texas_key(lead, suit, 2)
    beaters = {
        str(t)
        for t in all_faces()
        if 2 not in (t.high, t.low) and (k := texas_key(t, suit, 2)) and k > lead_key
    }
    assert beaters == {"5:5", "6:5"}
    state = play(texas_state(), TEXAS_TRICKS[0])
    assert "The suit of the trick is 5 (the higher half of 5:4) and its rank 4" in state.explain(
        "P4 leads 5:4"
    )
    play(state, ["P4 leads 5:4"])
    assert "5:5 is of the suit 5 with rank 5, higher than the 4" in state.explain("P1 plays 5:5")
    play(state, ["P1 plays 5:5"])
    assert "6:5 is of the suit 5 with rank 6, higher than the 5" in state.explain("P2 plays 6:5")
    play(state, ["P2 plays 6:5"])
    caption = state.explain("P3 plays 3:2")
    assert "3:2 is a trump of rank 3, and a trump beats every tile of another suit" in caption
    play(state, ["P3 plays 3:2"])
    assert state.current_player == 2  # P3 took T2 with the trump


def test_texas_the_5_2_example_is_a_trump_of_rank_5() -> None:
    # deer-hunt.md: with trumps 2, "if the first tile to be placed in the trick is the [5:2]
    # tile, it will be considered that it is a trump suit tile with rank 5".
    assert texas_suit(Tile(5, 2), trump=2) == 2
    assert texas_key(Tile(5, 2), 2, 2) == (1, 5)
    beaters = {str(t) for t in all_faces() if (k := texas_key(t, 2, 2)) and k > (1, 5)}
    assert beaters == {"6:2"}
    state = play(texas_state(), TEXAS_TRICKS[0] + TEXAS_TRICKS[1])
    assert "5:2 holds the trump number 2, so it leads trumps with rank 5" in state.explain(
        "P3 leads 5:2"
    )
    play(state, TEXAS_TRICKS[2][:2])
    assert "4:2 is a trump of rank 4, lower than the 6 of P4's 6:2" in state.explain("P1 plays 4:2")
    play(state, TEXAS_TRICKS[2][2:])
    assert state.current_player == 3  # P4's 6:2
    assert facts(state).tricks_taken == (0, 0, 1, 2)


def test_texas_following_is_optional() -> None:
    # deer-hunt.md: "Otherwise, following the suit is optional": any tile may be played.
    state = play(texas_state(), TEXAS_TRICKS[0] + TEXAS_TRICKS[1][:1])
    assert len(texts(state)) == len(set(state.zones()["hand 0"]))


def test_texas_the_same_deal_plays_differently_in_the_plain_game() -> None:
    # Plain ranking: P2's 6:6 takes T1 instead of P4's trump.
    state = play(new_state(TEXAS), TEXAS_TRICKS[0])
    assert state.current_player == 1


def test_texas_a_new_deal_fixes_a_new_trump() -> None:
    # The first deal's first tile, 2:1, makes twos trumps; the next deal has none until its
    # own first tile (one without a 2) fixes another number.
    state = new_state(TEXAS, deals=4, texas_42_style=True)
    play(state, ["P1 leads 2:1"])
    assert facts(state).trump == 2
    play_out_deal(state)
    assert state.deal_number == 1 and facts(state).trump is None
    lead = next(a for a in state.legal_actions() if 2 not in (a.pieces[0].high, a.pieces[0].low))
    play(state, [lead.short])
    assert facts(state).trump == lead.pieces[0].high != 2


def test_texas_and_tien_gow_styles_exclude_each_other() -> None:
    with pytest.raises(OptionError, match="not both"):
        gw.load_game("deer_hunt", texas_42_style=True, tien_gow_style=True)


# -- variant: Tien Gow style ------------------------------------------------------------------

# T1 P1 leads the Earth pair 1:1 1:1. P2 beats it with the Heaven pair 6:6 6:6 (face up);
# P3's Man pair 4:4 4:4 ranks lower and may only go face down; P4 lays 3:1 4:1 face down.
# P2 takes all 8 tiles: 1:1 x2 4, 6:6 x2 12, 4:4 x2 16, 3:1 1, 4:1 5 = 38 red pips.
TIEN_GOW = hands(
    "1:1 1:1 6:3 5:5 5:5 3:3 3:3 2:2",
    "6:6 6:6 2:2 6:5 6:5 6:4 6:4 6:1",
    "4:4 4:4 6:1 5:1 5:1 5:4 6:2 5:3",
    "4:1 3:1 3:1 5:2 4:3 4:2 3:2 2:1",
)


def tien_gow_state() -> gw.State:
    return new_state(TIEN_GOW, tien_gow_style=True)


def test_tien_gow_style_leads_combinations() -> None:
    # deer-hunt.md "Tien Gow style": one can lead not only one tile but combinations.
    leads = texts(tien_gow_state())
    assert "P1 leads 1:1 1:1" in leads and "P1 leads 5:5 5:5" in leads
    assert "P1 leads 6:3" in leads
    assert not any(t.startswith("P1 plays") for t in leads)


def test_tien_gow_style_lead_caption_names_the_combination() -> None:
    # The caption of a combination lead names it with its article ("An Earth pair").
    caption = tien_gow_state().explain("P1 leads 1:1 1:1")
    assert "An Earth pair (civil pair): only a higher combination of the same kind" in caption
    assert "A Long three pair" in tien_gow_state().explain("P1 leads 3:3 3:3")


def test_tien_gow_style_followers_beat_face_up_or_play_face_down() -> None:
    state = play(tien_gow_state(), ["P1 leads 1:1 1:1"])
    assert "P2 plays 6:6 6:6" in texts(state)
    assert "Heaven pair" in state.explain("P2 plays 6:6 6:6")
    play(state, ["P2 plays 6:6 6:6"])
    p3 = texts(state)
    assert "P3 plays 4:4 4:4 face down" in p3
    assert "P3 plays 4:4 4:4" not in p3  # the Man pair does not beat the Heaven pair
    before = dump(state)
    with pytest.raises(IllegalActionError):
        state.apply_action("P3 plays 4:4 4:4")
    assert dump(state) == before
    play(state, ["P3 plays 4:4 4:4 face down", "P4 plays 3:1 4:1 face down"])
    assert state.current_player == 1
    assert facts(state).red_pips == (0, 38, 0, 0)


def test_tien_gow_style_face_down_tiles_stay_hidden() -> None:
    state = play(
        tien_gow_state(),
        ["P1 leads 1:1 1:1", "P2 plays 6:6 6:6", "P3 plays 4:4 4:4 face down"],
    )
    assert state.view(0)["zones"]["trick"] == ["1:1", "1:1", "6:6", "6:6", None, None]
    assert state.view(0)["actions"][-1] == "P3 plays 2 tiles face down"
    assert state.view(2)["zones"]["trick"][-2:] == ["4:4", "4:4"]
    play(state, ["P4 plays 3:1 4:1 face down"])
    # P1 sees only the face-up tiles of P2's pile: 4 + 12 red pips.
    assert facts(state, 0).red_pips == (0, 16, 0, 0)
    assert facts(state, 2).red_pips == (0, 32, 0, 0)
    assert facts(state, None).red_pips == (0, 38, 0, 0)
    # The trick just taken: its red pips are not told to a seat that did not see them all.
    assert facts(state, 0).last_trick.red_pips is None
    assert facts(state, 0).last_trick.plays[2].pieces == (None, None)
    assert facts(state, None).last_trick.red_pips == 38


def test_tien_gow_style_trick_captions_count_only_the_red_pips_a_seat_sees() -> None:
    # The red pips of tiles played face down are counted when the deal ends (deer-hunt.md);
    # until then a seat's caption counts those it sees, as its view does (DESIGN.md §2).
    state = play(
        tien_gow_state(),
        ["P1 leads 1:1 1:1", "P2 plays 6:6 6:6", "P3 plays 4:4 4:4 face down"],
    )
    move = "P4 plays 3:1 4:1 face down"
    assert "6:6 6:6: 38 red pips for P2–P4." in state.explain(move)
    assert "22 red pips seen by P4, and 2 tiles face down" in state.explain(move, 3)
    seen_by_p1 = state.explain(move, 0)
    assert "16 red pips seen by P1, and 4 tiles face down, for P2–P4." in seen_by_p1
    assert "3:1" not in seen_by_p1 and "4:4" not in seen_by_p1
    assert "32 red pips seen by P3, and 2 tiles face down" in state.explain(move, 2)


def test_tien_gow_style_civil_never_beats_military() -> None:
    # Tien Gow ranking (FACTS §2.2): a single is beaten only by a higher tile of its own
    # suit, so the 6:6 (civil) cannot beat the military nine 6:3; in the plain game it would.
    state = play(tien_gow_state(), ["P1 leads 6:3"])
    assert all(a.kind == "discard" for a in state.legal_actions())
    plain = play(new_state(TIEN_GOW), ["P1 leads 6:3", "P2 plays 6:6", "P3 plays 4:4"])
    play(plain, ["P4 plays 4:1"])
    assert plain.current_player == 1


# -- the bot ----------------------------------------------------------------------------------


def test_bot_throws_red_pips_onto_a_partners_sure_trick() -> None:
    # P1 leads 6:6, which nothing can beat; P3 (partner) throws its most red tile, of the
    # two with 4 red pips (5:4 and 6:4) the weaker one.
    state = play(new_state(FULL), ["P1 leads 6:6", "P2 plays 6:6"])
    assert state.ask(DeerHuntBot(0)).text == "P3 plays 5:4"


def test_bot_throws_its_cheapest_tile_onto_a_lost_trick() -> None:
    # P4 cannot beat the 6:6: it gives 3:2, the weakest tile with no red pips.
    state = play(new_state(FULL), ["P1 leads 6:6", "P2 plays 6:6", "P3 plays 2:2"])
    assert state.ask(DeerHuntBot(0)).text == "P4 plays 3:2"


def test_bot_keeps_red_pips_off_a_lost_trick_and_takes_with_a_sure_winner() -> None:
    # Before T5 P3 holds 6:4 6:2 5:2 1:1. P2 leads 6:4: P3's own 6:4 would only tie (the
    # earlier identical tile wins) and nothing else wins, so it gives 5:2, its weakest tile
    # without red pips.
    state = play(new_state(FULL), FULL_ACTIONS[:16])
    state.apply_action("P2 leads 6:4")
    assert state.ask(DeerHuntBot(0)).text == "P3 plays 5:2"
    # Last to play, P1 (6:5 3:3 3:1 6:1) takes P2's trick with its one winner, 6:5.
    play(state, ["P3 plays 6:4", "P4 plays 6:3"])
    assert state.ask(DeerHuntBot(0)).text == "P1 plays 6:5"


def test_bot_partnership_beats_random_seats() -> None:
    # One partnership heuristic, the other random, sides swapped, same deals.
    game = gw.load_game("deer_hunt", deals=1)
    results = []
    for seed in range(100):
        for side in (0, 1):
            bots = [
                DeerHuntBot(seed * 4 + s) if s % 2 == side else gw.RandomBot(seed * 4 + s)
                for s in range(4)
            ]
            state = game.new_initial_state(seed=seed)
            while not state.is_terminal():
                state.apply_action(state.ask(bots[state.current_player]))
            results.append(state.returns()[side])
    assert sum(results) / len(results) > 5


def test_the_game_uses_its_bot_by_default() -> None:
    replay = gw.play(gw.load_game("deer_hunt", texas_42_style=True), seed=2)
    assert replay.seats == ("heuristic",) * 4
    assert sum(replay.returns) == 0


def gap_spread(fair_deal: str) -> float:
    """The exact standard deviation of the gap between the deer dealt to the two sides, by
    the closed form for a sum drawn without replacement (not the page's tile-by-tile count):
    a side holds one of each fair face and n of the N tiles left."""
    shuffled = list(chinese_set())
    for face in FAIR_DEAL_FACES[fair_deal]:
        shuffled.remove(face)
        shuffled.remove(face)
    big_n = len(shuffled)
    n = big_n // 2
    mean = sum(t.red_pips for t in shuffled) / big_n
    variance = sum((t.red_pips - mean) ** 2 for t in shuffled) / big_n
    side = n * variance * (big_n - n) / (big_n - 1)
    return float(2 * side**0.5)  # gap = 2 × side's deer − 64


@pytest.mark.parametrize(
    ("fair_deal", "spread", "wide"),
    [("off", "14.1", 0.181), ("heaven", "12.8", 0.141), ("heaven_axe_ten_man", "7.6", 0.008)],
)
def test_fair_deal_spread_of_the_deer_gap(fair_deal: str, spread: str, wide: float):
    """The page's table: the spread of the deer gap between the sides, exact, and a
    simulation of 6,000 deals through the game's own shuffle within 5 % of it; the share
    of deals with a gap of 20 deer or more within four standard errors of the page's."""
    exact = gap_spread(fair_deal)
    assert f"{exact:.1f}" == spread
    game = gw.load_game("deer_hunt", fair_deal=fair_deal)
    rng = random.Random(11)
    gaps = []
    for _ in range(6000):
        hands = game.split_wall(game.shuffle(rng))[0]
        side = [sum(t.red_pips for s in pair for t in hands[s]) for pair in PARTNERSHIPS]
        gaps.append(side[0] - side[1])
    simulated = (sum(g * g for g in gaps) / len(gaps)) ** 0.5
    assert abs(simulated - exact) < 0.05 * exact
    wide_deals = sum(abs(g) >= 20 for g in gaps)
    assert abs(wide_deals - len(gaps) * wide) < 4 * (len(gaps) * wide * (1 - wide)) ** 0.5


def test_a_plain_shuffle_gives_one_side_both_heavens_15_times_in_31():
    """The page: the second Heaven falls in the first one's side in 15 of 31 places."""
    game = gw.load_game("deer_hunt")
    rng = random.Random(12)
    deals = 20_000
    both = 0
    for _ in range(deals):
        hands = game.split_wall(game.shuffle(rng))[0]
        heavens = [sum(t == Tile(6, 6) for s in pair for t in hands[s]) for pair in PARTNERSHIPS]
        both += 2 in heavens
    p = 15 / 31
    assert abs(both - deals * p) < 4 * (deals * p * (1 - p)) ** 0.5


def test_how_to_play_well_play_your_deer_sooner() -> None:
    """The page's "How to play well", from 60 one-deal matches between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    fresh playouts included): where the search bot ("normal") differs from the game's bot,
    38% of the leads and of the tiles played to a trick, its tile carries more deer far
    more often than fewer, and it gains 2.8 and 5.2 deer, well beyond their standard
    errors."""
    search = page_stats("deer_hunt")["search"]
    assert search["matches"] == 60
    shown, clear = search_shown(search["choices"])
    assert shown == {
        "lead": (416, 157, "38%", 104, 25, "+2.8 ± 0.3"),
        "follow": (1238, 476, "38%", 293, 128, "+5.2 ± 0.2"),
    }
    assert clear == {"lead": 9.8, "follow": 22.1}  # the gains in standard errors
