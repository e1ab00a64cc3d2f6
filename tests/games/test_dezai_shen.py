"""Dezai Shen scenarios with fixed deals: every rule and option, with the expected results
worked out by hand from the sources.

Sources: dezai-shen.md (= nismiram.com/secondrealm/dezaishen.html, "nismiram" below):
the draw for the first deal, the four piles and the poke, the auction (Take < Hold < Poke,
Double, passing for good, two passes in a row, the void hand), the play (follow suit, else
trump, beating the trumps in the trick when able; high trumps over low ones, the first
played winning within a class) and the contract table; the deck list
(nismiram.com/secondrealm/cards.html); FACTS.md §2.2 "Dezai Shen" for the readings (a) rank
One low to King high, (b) directions, (c) the settlement, (d) beating trumps on a trump
lead.

A deal is written as its four piles of 12 (pile A first): nobody is dealt a hand, so they are
all `rest=`. P1 deals (`dealer=0`, as the draw DRAW would have it); the later deals of a
match are shuffled from a fixed seed.
"""

from __future__ import annotations

import random
import re
import statistics
from pathlib import Path

import pytest
from scenario import dump, page_stats, play

import gupai_widgets as gw
from gupai_widgets.engine import DealError, IllegalActionError, OptionError
from gupai_widgets.games.trick_taking._tricks import Play
from gupai_widgets.games.trick_taking.dezai_shen import (
    BIDS,
    CONTRACTS,
    Call,
    Contract,
    DezaiShenFacts,
    draw_value,
    first_dealer,
    playable,
    set_aside_seen_by,
    settle,
    trick_winner,
)
from gupai_widgets.games.trick_taking.dezai_shen_bot import (
    CODE,
    DezaiShenBot,
    best_discard,
    estimate_tricks,
    kept_estimate,
)
from gupai_widgets.pieces import Card, dezai_deck


def pile(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",")]
    assert len(names) == 12, names
    return [str(Card.parse(n)) for n in names]


def piles(*texts: str) -> list[str]:
    return [c for t in texts for c in pile(t)]


# The draw: King of Crescents is lowest (Crescents are the lowest suit), so P1 deals first.
DRAW = ["King of Crescents", "One of Cups", "Sun"]

# -- deal MIXED: P2 takes pile A, P3 pile B, P1 pile C; pile D is the poke ------------------
# P2 bids Hold; P1 deals, so as written P3 (the dealer's right) leads:
#   T1 P3 5 of Towers  P1 Page of Towers (must follow)  P2 King of Towers*  King > Page > 5
#   T2 P2 2 of Cups    P3 Bear (void: any trump)  P1 Star* (must beat the low Bear: only Star)
#   T3 P1 Wolf         P2 Leopard (follows the trump lead)  P3 Boar    Wolf*, first low trump
#   T4 P1 1 of Swords  P2 Moon*  P3 Sun (cannot beat a high trump: any trump)  Moon, first high
#   T5 P2 Queen of Cups  P3 and P1 have neither Cups nor trumps: any card         P2*
# Then no trump is left and P2 holds the top card of every suit still held (Cups nobody
# else has; Page Queen King of Crescents; Seven of Towers over 4, 3, 1): P2 takes the last
# seven tricks. P2 10, P1 2 (T2, T3), P3 0.
MIXED = piles(
    "Moon, Leopard, King of Towers, Seven of Towers, Two of Cups, Three of Cups, "
    "Four of Cups, Queen of Cups, King of Cups, Page of Crescents, Queen of Crescents, "
    "King of Crescents",
    "Sun, Bear, Boar, Two of Towers, Three of Towers, Four of Towers, Five of Towers, "
    "One of Crescents, Two of Crescents, Three of Crescents, Four of Crescents, "
    "Five of Crescents",
    "Star, Wolf, Page of Towers, One of Towers, One of Swords, Two of Swords, Three of Swords, "
    "Four of Swords, Five of Swords, Six of Swords, Six of Crescents, Seven of Crescents",
    "Serpent, Six of Towers, Queen of Towers, Seven of Swords, Page of Swords, Queen of Swords, "
    "King of Swords, One of Cups, Five of Cups, Six of Cups, Seven of Cups, Page of Cups",
)
CHOOSE = ["P2 takes pile A", "P3 takes pile B", "P1 takes pile C"]
HOLD = ["P2 bids Hold", "P3 passes", "P1 passes"]
TRICKS = [
    ["P3 leads 5 of Towers", "P1 plays Page of Towers", "P2 plays King of Towers"],
    ["P2 leads 2 of Cups", "P3 plays Bear", "P1 plays Star"],
    ["P1 leads Wolf", "P2 plays Leopard", "P3 plays Boar"],
    ["P1 leads 1 of Swords", "P2 plays Moon", "P3 plays Sun"],
    ["P2 leads Queen of Cups", "P3 plays 2 of Towers", "P1 plays 2 of Swords"],
]
PLAY = [a for trick in TRICKS for a in trick]

# -- deal POKE: the poke holds the Ones, Twos and Threes; P2 will play it and take nothing --
# Every opponent card of a suit is a Four or higher, and the opponents hold all eight
# trumps, so whoever leads, P2 never takes a trick.
POKE = piles(
    "Four of Towers, Five of Towers, Six of Towers, Seven of Towers, Page of Towers, "
    "Queen of Towers, King of Towers, Four of Crescents, Five of Crescents, Six of Crescents, "
    "Seven of Crescents, Page of Crescents",
    "Sun, Moon, Star, Leopard, Queen of Crescents, King of Crescents, Four of Swords, "
    "Five of Swords, Six of Swords, Seven of Swords, Four of Cups, Five of Cups",
    "Bear, Wolf, Boar, Serpent, Page of Swords, Queen of Swords, King of Swords, Six of Cups, "
    "Seven of Cups, Page of Cups, Queen of Cups, King of Cups",
    "One of Towers, Two of Towers, Three of Towers, One of Crescents, Two of Crescents, "
    "Three of Crescents, One of Swords, Two of Swords, Three of Swords, One of Cups, "
    "Two of Cups, Three of Cups",
)


def new_state(
    piles: list[str], deals: int = 1, dealer: int = 0, deal_number: int = 0, **options
) -> gw.State:
    game = gw.load_game("dezai_shen", deals=deals, **options)
    return game.new_initial_state(seed=0, rest=piles, dealer=dealer, deal_number=deal_number)


def texts(state: gw.State) -> list[str]:
    return [a.text for a in state.legal_actions()]


def facts(state: gw.State, seat: int | None = None) -> DezaiShenFacts:
    found = state.observe(seat).facts
    assert isinstance(found, DezaiShenFacts)
    return found


def finish(state: gw.State) -> gw.State:
    """Play the rest of the deal with the first legal card every time."""
    deal = state.deal_number
    while not state.is_terminal() and state.deal_number == deal:
        state.apply_action(state.legal_actions()[0])
    return state


def everyone_passes(state: gw.State) -> gw.State:
    while state.phase == "choose":
        state.apply_action(state.legal_actions()[0])
    while state.phase == "bidding":
        state.apply_action(f"P{state.current_player + 1} passes")
    return state


def card(name: str) -> Card:
    return Card.parse(name)


def plays(*names: str) -> list[Play]:
    return [Play(i % 3, (card(n),)) for i, n in enumerate(names)]


# -- the deck and the draw -------------------------------------------------------------------


def test_the_deck_is_48_cards_without_tree_and_crown_nismiram() -> None:
    deck = gw.load_game("dezai_shen").pieces()
    assert len(deck) == 48
    assert {c.name for c in deck if c.is_high} == {
        "Sun", "Moon", "Star", "Leopard", "Bear", "Wolf", "Boar", "Serpent",
    }  # fmt: skip
    assert set(deck) == set(dezai_deck(without=("Tree", "Crown")))


@pytest.mark.parametrize(
    ("draw", "dealer"),
    [
        (["King of Crescents", "One of Cups", "Sun"], 0),  # Crescents below Cups
        (["Seven of Towers", "One of Swords", "Two of Swords"], 1),  # One low
        (["Page of Towers", "Serpent", "Queen of Towers"], 0),  # high cards above suits
        (["Sun", "Leopard", "Serpent"], 2),  # only high cards: Serpent lowest (our reading)
    ],
)
def test_the_lowest_card_deals_first_nismiram(draw: list[str], dealer: int) -> None:
    # nismiram: "the suits ordered from lowest to highest as Crescents, Cups, Swords,
    # Towers, Trumps (High Cards)".
    assert first_dealer([card(c) for c in draw]) == dealer
    assert first_dealer([card(c) for c in DRAW]) == 0  # the scenarios' dealer
    assert (
        draw_value(card("Moon")) > draw_value(card("Leopard")) > draw_value(card("King of Towers"))
    )


def test_the_draw_is_made_from_the_seed_and_names_the_first_dealer_nismiram() -> None:
    game = gw.load_game("dezai_shen")
    dealers = set()
    for seed in range(20):
        state = game.new_initial_state(seed=seed)
        drawn = list(facts(state).draw)
        assert len(set(drawn)) == 3 and set(drawn) <= set(game.pieces())
        assert facts(state).first_dealer == first_dealer(drawn) == facts(state).dealer
        assert state.current_player == (facts(state).dealer + 1) % 3  # the dealer's left
        dealers.add(facts(state).dealer)
    assert dealers == {0, 1, 2}
    # A dealer given instead: the draw is shown only where it names him too.
    drawn = facts(game.new_initial_state(seed=1)).dealer
    other = (drawn + 1) % 3
    state = game.new_initial_state(seed=1, dealer=other)
    assert facts(state).draw == () and facts(state).dealer == other
    assert state.current_player == (other + 1) % 3
    assert len(facts(game.new_initial_state(seed=1, dealer=drawn)).draw) == 3


def test_a_deal_is_the_48_cards_in_four_piles_and_no_hand() -> None:
    with pytest.raises(
        DealError,
        match=r"its 48 pieces, each once .*too many or foreign: Sun; missing: Page of Cups",
    ):
        new_state([*MIXED[:-1], "Sun"])
    with pytest.raises(DealError, match="too many or foreign: Tree; missing: Page of Cups"):
        new_state([*MIXED[:-1], "Tree"])  # left out of the deck
    with pytest.raises(DealError, match=r"\(missing: Page of Cups\)"):
        new_state(MIXED[:-1])
    with pytest.raises(DealError, match="rest: cannot read a card from 'Zz'"):
        new_state([*MIXED[:-1], "Zz"])
    game = gw.load_game("dezai_shen")
    with pytest.raises(DealError, match="P1's hand has 1 pieces; Dezai Shen for 3 players deals 0"):
        game.new_initial_state(hands=[MIXED[:1], [], []], rest=MIXED[1:])
    with pytest.raises(DealError, match="deal_number must be a whole number from 0 to 2"):
        game.new_initial_state(deal_number=3)
    with pytest.raises(DealError, match="dealer must be a seat from 0 to 2, not 3"):
        game.new_initial_state(dealer=3)
    # The hands may be given, empty, with the piles.
    state = game.new_initial_state(hands=[[], [], []], rest=MIXED)
    assert state.zones()["pile A"] == [card(c) for c in MIXED[:12]]


# -- the piles -----------------------------------------------------------------------------


def test_players_choose_piles_from_the_dealers_left_and_the_last_is_the_poke_nismiram() -> None:
    state = new_state(MIXED)
    assert state.phase == "choose" and state.current_player == 1
    assert texts(state) == [f"P2 takes pile {k}" for k in "ABCD"]
    play(state, CHOOSE[:2])
    assert texts(state) == ["P1 takes pile C", "P1 takes pile D"]
    assert "Pile D is left over: it is the poke" in state.explain("P1 takes pile C")
    play(state, CHOOSE[2:])
    zones = state.zones()
    assert zones["hand 1"][0] == card("Moon") and len(zones["hand 1"]) == 12
    assert zones["poke"] == [card(c) for c in MIXED[36:]]
    assert facts(state).piles_taken == ("C", "A", "B")
    assert state.phase == "bidding" and state.current_player == 1


def test_piles_and_poke_are_face_down() -> None:
    state = new_state(MIXED)
    assert state.view(1)["zones"]["pile A"] == [None] * 12
    assert state.view(None)["zones"]["pile A"][0] == "Moon"
    play(state, CHOOSE)
    for seat in range(3):
        assert state.view(seat)["zones"]["poke"] == [None] * 12
        for other in range(3):
            hidden = state.view(seat)["zones"][f"hand {other}"]
            assert (None in hidden) == (other != seat)


# -- the auction ----------------------------------------------------------------------------


def test_bids_rise_take_hold_poke_and_a_later_player_may_double_nismiram() -> None:
    state = play(new_state(MIXED), CHOOSE)
    assert texts(state) == ["P2 bids Take", "P2 bids Hold", "P2 bids Poke", "P2 passes"]
    play(state, ["P2 bids Hold"])
    # Only higher bids: Poke; or double P2's Hold; or pass.
    assert texts(state) == ["P3 bids Poke", "P3 doubles P2's Hold", "P3 passes"]
    caption = state.explain("P3 doubles P2's Hold")
    assert "P2 stays the taker but now needs 7 tricks instead of 8" in caption
    assert "the stake doubles to 6 tokens" in caption
    play(state, ["P3 doubles P2's Hold"])
    assert texts(state) == ["P1 bids Poke", "P1 passes"]  # a bid is doubled once
    play(state, ["P1 passes"])
    assert texts(state) == ["P2 bids Poke", "P2 passes"]  # never one's own bid
    play(state, ["P2 passes"])  # two passes in a row: over
    contract = facts(state).contract
    assert contract == Contract(taker=1, bid="Hold", doubled_by=2)
    assert (contract.doubled, contract.tricks_needed, contract.tokens) == (True, 7, 6)
    assert state.phase == "play"


def test_a_player_who_passed_may_not_bid_again_nismiram() -> None:
    state = play(new_state(MIXED), [*CHOOSE, "P2 passes", "P3 bids Take", "P1 bids Hold"])
    assert state.current_player == 2  # P2 passed for good and is skipped
    assert texts(state) == ["P3 bids Poke", "P3 doubles P1's Hold", "P3 passes"]
    play(state, ["P3 passes"])  # everybody but the taker has passed
    assert facts(state).contract.taker == 0
    assert facts(state).auction == (
        Call(seat=1, call="Pass"),
        Call(seat=2, call="Take"),
        Call(seat=0, call="Hold"),
        Call(seat=2, call="Pass"),
    )


def test_two_passes_in_a_row_end_the_auction_nismiram() -> None:
    # nismiram: "When two players in a row pass, the bidding is over", even with a player
    # who has not passed: P3, who doubled, does not speak again.
    state = play(new_state(MIXED), [*CHOOSE, "P2 bids Take", "P3 doubles P2's Take"])
    play(state, ["P1 passes"])
    assert "The auction is over: P2 plays Take doubled, needing 9 tricks for 2 tokens." in (
        state.explain("P2 passes")
    )
    play(state, ["P2 passes"])
    assert state.phase == "discard"


def test_nobody_bids_the_hand_is_void_and_the_deal_passes_left_nismiram() -> None:
    # nismiram: "If no one bids, the hand is void" and "When two players in a row pass, the
    # bidding is over": the two players after the dealer passing end it, the dealer unasked.
    for directions in ("as_written", "clockwise"):
        state = play(new_state(MIXED, deals=3, directions=directions), [*CHOOSE, "P2 passes"])
        caption = state.explain("P3 passes")
        assert "the hand is void: the deal passes to the dealer's left, P2." in caption
        play(state, ["P3 passes"])
        assert state.deal_number == 1 and facts(state).dealer == 1
        assert facts(state).results[0].void and state.returns() == [0, 0, 0]
        assert facts(state).results[0] == facts(state).results[-1]
        assert state.phase == "choose" and state.current_player == 2


def test_the_dealer_may_speak_last_as_an_option_reading_e() -> None:
    # dealer_speaks_last: after two passes with no bid the dealer is still asked, and may
    # take the hand the others let go; passing too, the hand is void.
    state = play(new_state(MIXED, deals=3, dealer_speaks_last=True), [*CHOOSE, "P2 passes"])
    play(state, ["P3 passes"])
    assert state.phase == "bidding" and state.current_player == 0
    assert texts(state)[0] == "P1 bids Take" and texts(state)[-1] == "P1 passes"
    caption = state.explain("P1 passes")
    assert "the hand is void: the deal passes to the dealer's left, P2." in caption
    taken = state.clone()
    play(taken, ["P1 bids Take"])
    assert facts(taken).contract.taker == 0 and taken.phase == "discard"
    play(state, ["P1 passes"])
    assert state.deal_number == 1 and facts(state).results[0].void


# -- Take, Hold and Poke --------------------------------------------------------------------


def test_take_merges_the_poke_and_discards_twelve_face_down_nismiram() -> None:
    state = play(new_state(MIXED), [*CHOOSE, "P2 bids Take", "P3 passes", "P1 passes"])
    assert state.phase == "discard" and state.current_player == 1
    assert len(state.zones()["hand 1"]) == 24 and state.zones()["poke"] == []
    assert len(texts(state)) == 24
    for _ in range(12):
        state.apply_action(state.legal_actions()[-1])
    assert state.phase == "play" and state.current_player == 2
    assert len(state.zones()["hand 1"]) == 12 and len(state.zones()["set aside"]) == 12
    assert None not in state.view(1)["zones"]["set aside"]
    assert state.view(0)["zones"]["set aside"] == [None] * 12
    assert state.view(0)["actions"][-1] == "P2 discards a card"
    # The facts give the taker the cards it discarded, and the others as many unknowns.
    assert facts(state, 1).set_aside == tuple(state.zones()["set aside"])
    assert facts(state, 0).set_aside == facts(state, 2).set_aside == (None,) * 12
    assert set_aside_seen_by(facts(state).contract) == 1


def test_hold_puts_the_poke_aside_unseen_nismiram() -> None:
    state = play(new_state(MIXED), [*CHOOSE, *HOLD])
    assert state.phase == "play"
    assert state.zones()["set aside"] == [card(c) for c in MIXED[36:]]
    for seat in range(3):  # the taker does not see it either
        assert state.view(seat)["zones"]["set aside"] == [None] * 12
        assert facts(state, seat).set_aside == (None,) * 12
    assert set_aside_seen_by(facts(state).contract) is None
    assert facts(state).set_aside == tuple(card(c) for c in MIXED[36:])  # the open view
    assert "The poke is put aside unseen. P3, at the dealer's right, leads the first trick." in (
        play(new_state(MIXED), [*CHOOSE, *HOLD[:2]]).explain("P1 passes")
    )


def test_poke_swaps_the_hand_for_the_poke_nismiram() -> None:
    state = play(new_state(MIXED), [*CHOOSE, "P2 bids Poke", "P3 passes", "P1 passes"])
    assert state.zones()["hand 1"][0] == card("Serpent")
    assert sorted(map(str, state.zones()["set aside"])) == sorted(MIXED[:12])
    assert None not in state.view(1)["zones"]["set aside"]  # P2 knows what it put aside
    assert state.view(2)["zones"]["set aside"] == [None] * 12
    assert facts(state, 1).set_aside == tuple(state.zones()["set aside"])
    assert facts(state, 2).set_aside == (None,) * 12
    assert set_aside_seen_by(facts(state).contract) == 1


# -- the play -------------------------------------------------------------------------------


def hold_state(**options) -> gw.State:
    return play(new_state(MIXED, **options), [*CHOOSE, *HOLD])


def test_follow_suit_and_king_is_high_reading_a() -> None:
    state = play(hold_state(), TRICKS[0][:1])
    assert texts(state) == ["P1 plays Page of Towers", "P1 plays 1 of Towers"]
    play(state, TRICKS[0][1:2])
    assert texts(state) == ["P2 plays King of Towers", "P2 plays 7 of Towers"]
    play(state, TRICKS[0][2:])
    assert state.current_player == 1  # King of Towers over Page and Five


def test_void_must_trump_and_beat_low_trumps_with_a_high_one_nismiram() -> None:
    state = play(hold_state(), [*TRICKS[0], *TRICKS[1][:1]])
    assert texts(state) == ["P3 plays Sun", "P3 plays Bear", "P3 plays Boar"]  # any trump
    play(state, TRICKS[1][1:2])
    assert texts(state) == ["P1 plays Star"]  # Wolf would not beat Bear
    caption = state.explain("P1 plays Star")
    assert "must trump, and beat the low trumps in the trick with a high trump" in caption
    assert "P1 takes the trick with Star (a high trump, and high trumps beat low ones)" in caption


def test_first_played_wins_within_a_class_nismiram() -> None:
    state = play(hold_state(), PLAY[:8])
    caption = state.explain("P3 plays Boar")
    assert "P1 takes the trick with Wolf (a low trump, played first of the 3 low trumps)" in caption
    play(state, PLAY[8:11])
    # P3 cannot beat P2's Moon (high trumps tie), so may play any trump: Sun, second, loses.
    assert texts(state) == ["P3 plays Sun"]
    assert "played first of the 2 high trumps" in state.explain("P3 plays Sun")


def test_following_a_trump_lead_need_not_beat_by_default_reading_d() -> None:
    state = play(hold_state(), [*TRICKS[0], *TRICKS[1], "P1 leads Wolf"])
    assert texts(state) == ["P2 plays Moon", "P2 plays Leopard"]
    strict = play(hold_state(overtrump_on_trump_lead=True), [*TRICKS[0], *TRICKS[1]])
    play(strict, ["P1 leads Wolf"])
    assert texts(strict) == ["P2 plays Moon"]


def test_the_facts_give_each_seats_trick_pile_as_its_table_shows_it() -> None:
    # T1 goes to P2 (King of Towers), T2 to P1 (Star): every card is played face up, so each
    # seat is given both piles, in the order played; the trick in progress is in no pile.
    state = play(hold_state(), [*TRICKS[0], *TRICKS[1], *TRICKS[2][:1]])
    t1 = tuple(card(c) for c in ("5 of Towers", "Page of Towers", "King of Towers"))
    t2 = tuple(card(c) for c in ("2 of Cups", "Bear", "Star"))
    for seat in (None, 0, 1, 2):
        won = facts(state, seat).won
        assert won == (t2, t1, ())
        assert won == tuple(tuple(state.zones(seat)[f"won {s}"]) for s in range(3))


def test_neither_suit_nor_trump_any_card_nismiram() -> None:
    state = play(hold_state(), PLAY[:13])
    assert len(texts(state)) == 8  # P3: no Cups and no trump left
    assert "P3 has neither Cups nor a trump" in state.explain("P3 plays 2 of Towers")


def test_trick_rules_directly() -> None:
    assert trick_winner(plays("5 of Cups", "King of Cups", "Page of Cups")) == 1
    assert trick_winner(plays("King of Cups", "One of Swords", "Queen of Cups")) == 0
    assert trick_winner(plays("Seven of Cups", "Page of Cups", "One of Cups")) == 1
    assert trick_winner(plays("5 of Cups", "Serpent", "Leopard")) == 1
    assert trick_winner(plays("5 of Cups", "Serpent", "Star")) == 2
    assert trick_winner(plays("Star", "Sun", "Moon")) == 0
    hand = [card(n) for n in ("Sun", "Bear", "Two of Swords")]
    assert playable(hand, plays("5 of Cups", "Leopard")) == [card("Sun")]
    assert playable(hand, plays("5 of Cups", "Moon")) == [card("Sun"), card("Bear")]
    assert playable(hand, plays("Wolf")) == [card("Sun"), card("Bear")]
    assert playable(hand, plays("Wolf"), overtrump_on_trump_lead=True) == [card("Sun")]
    assert playable(hand, plays("King of Swords")) == [card("Two of Swords")]


# -- the contract and the tokens --------------------------------------------------------------


def test_the_contract_table_nismiram() -> None:
    assert CONTRACTS == {
        ("Take", False): (10, 1), ("Take", True): (9, 2),
        ("Hold", False): (8, 3), ("Hold", True): (7, 6),
        ("Poke", False): (7, 7), ("Poke", True): (6, 14),
    }  # fmt: skip


def test_the_hold_deal_played_out_p2_makes_it() -> None:
    state = play(hold_state(), PLAY)
    finish(state)
    result = facts(state).results[0]
    assert result.tricks == (2, 10, 0)
    assert result.made and state.is_terminal()
    # Symmetric (FACTS (c)): the taker collects N = 3 from each opponent.
    assert state.returns() == [-3, 6, -3]
    assert "P2 took 10 tricks and needed 8: P2 makes Hold (3 tokens)" in result.note


def test_the_hold_deal_under_the_taker_stakes_n_reading_half_tokens() -> None:
    state = play(hold_state(settlement="taker_stakes_n"), PLAY)
    finish(state)
    # Made: the taker collects the 3 tokens each opponent set out: +6 tokens = +12 halves.
    assert state.returns() == [-6, 12, -6]
    assert facts(state).unit == "half token"


def poke_state(*calls: str, **options) -> gw.State:
    return play(new_state(POKE, **options), [*CHOOSE, *calls])


def test_a_failed_poke_costs_the_taker_nismiram_reading_c() -> None:
    state = finish(poke_state("P2 bids Poke", "P3 passes", "P1 passes"))
    result = facts(state).results[0]
    assert result.tricks[1] == 0 and not result.made
    assert state.returns() == [7, -14, 7]  # symmetric: 2N = 14 lost, N = 7 to each
    halves = finish(
        poke_state("P2 bids Poke", "P3 passes", "P1 passes", settlement="taker_stakes_n")
    )
    # The opponents share the taker's N = 7 tokens: 3.5 each, counted as 7 half tokens.
    assert halves.returns() == [7, -14, 7]
    assert "the opponents share P2's 7 tokens, 3.5 each" in facts(halves).results[0].note


def test_a_doubled_poke_fails_for_14_tokens() -> None:
    state = poke_state("P2 bids Poke", "P3 doubles P2's Poke", "P1 passes", "P2 passes")
    assert facts(state).contract.tricks_needed == 6
    finish(state)
    assert state.returns() == [14, -28, 14]


@pytest.mark.parametrize(
    ("bid", "doubled", "tricks", "symmetric", "halves"),
    [
        ("Take", False, 10, [-1, 2, -1], [-2, 4, -2]),
        ("Take", False, 9, [1, -2, 1], [1, -2, 1]),
        ("Take", True, 9, [-2, 4, -2], [-4, 8, -4]),
        ("Hold", False, 7, [3, -6, 3], [3, -6, 3]),
        ("Hold", True, 7, [-6, 12, -6], [-12, 24, -12]),
        ("Poke", False, 7, [-7, 14, -7], [-14, 28, -14]),
        ("Poke", True, 5, [14, -28, 14], [14, -28, 14]),
    ],
)
def test_settlement_of_every_contract_reading_c(bid, doubled, tricks, symmetric, halves) -> None:
    contract = Contract(1, bid, 0 if doubled else None)
    assert settle(contract, tricks, "symmetric")[1] == symmetric
    assert settle(contract, tricks, "taker_stakes_n")[1] == halves


# -- directions and the match ---------------------------------------------------------------


def test_directions_as_written_lead_from_the_right_deal_passes_right_reading_b() -> None:
    state = hold_state()
    assert facts(state).first_leader == 2 and state.current_player == 2
    state = play(new_state(MIXED, deals=3), [*CHOOSE, *HOLD, *PLAY])
    finish(state)
    # After a hand played the deal passes to the right of P1: P3. P2, at P3's right, leads.
    assert facts(state).dealer == 2 and state.current_player == 0  # P1 chooses first
    everyone_passes(state)  # void: the deal passes to P3's left, P1
    assert facts(state).dealer == 0
    assert [r.void for r in facts(state).results] == [False, True]


def test_directions_clockwise_lead_from_the_left_deal_passes_left_reading_b() -> None:
    state = play(new_state(MIXED, deals=3, directions="clockwise"), [*CHOOSE, *HOLD])
    assert facts(state).first_leader == 1 and state.current_player == 1
    assert "P2 sits at the dealer's left and leads the first trick" in state.explain(
        "P2 leads King of Cups"
    )
    finish(state)
    assert facts(state).dealer == 1
    everyone_passes(state)
    assert facts(state).dealer == 2


def test_a_match_of_several_deals_adds_the_tokens() -> None:
    state = gw.load_game("dezai_shen", deals=6).new_initial_state(seed=5)
    bots = [DezaiShenBot(s) for s in range(3)]
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
    results = facts(state).results
    assert len(results) == 6
    assert state.returns() == [sum(r.payments[s] for r in results) for s in range(3)]
    assert sum(state.returns()) == 0


def test_unknown_options_are_refused() -> None:
    with pytest.raises(OptionError):
        gw.load_game("dezai_shen", deals=2)
    with pytest.raises(OptionError):
        gw.load_game("dezai_shen", directions="widdershins")
    with pytest.raises(OptionError):
        gw.load_game("dezai_shen", players=4)


# -- the deal shape, the result and the short notation -----------------------------------


def test_a_match_started_at_its_last_deal_with_a_given_dealer() -> None:
    # The third and last deal of a match, dealt by P3: P1, at his left, chooses first and
    # bids first; as written P2, at the dealer's right, leads; the match ends with the hand.
    state = new_state(MIXED, deals=3, dealer=2, deal_number=2)
    assert (state.deal_number, facts(state).dealer, state.current_player) == (2, 2, 0)
    play(state, ["choose C", "choose A", "choose B", "pass", "bid hold"])
    caption = state.explain("pass")
    assert "P2 plays Hold" in caption and "P2, at the dealer's right, leads" in caption
    play(state, ["pass"])
    assert facts(state).contract.taker == 1 and state.current_player == 1
    finish(state)
    assert state.is_terminal() and len(facts(state).results) == 1
    assert facts(state).results[0].dealer == 2


def dump_position(state: gw.State) -> dict:
    seen = facts(state)
    return {
        "zones": state.view(None)["zones"],
        "to_move": state.current_player,
        "deal": state.deal_number,
        "dealer": seen.dealer,
        "first_leader": seen.first_leader,
        "deals": seen.deals,
    }


def test_deal_setup_rebuilds_a_deal_in_the_middle_of_the_match() -> None:
    game = gw.load_game("dezai_shen", deals=6)
    state = game.new_initial_state(seed=5)
    bots = [DezaiShenBot(s) for s in range(3)]
    while state.deal_number < 2:
        state.apply_action(state.ask(bots[state.current_player]))
    start = dump_position(state)
    setup = state.deal_setup()
    for _ in range(4):  # the piles are chosen: the setup is still that of the deal's start
        state.apply_action(state.ask(bots[state.current_player]))
    assert state.deal_setup() == setup
    assert setup.hands == ((), (), ()) and len(setup.rest) == 48
    assert (setup.deal_number, setup.dealer) == (2, start["dealer"])
    again = game.new_initial_state(setup)
    assert dump_position(again) == start
    assert again.deal_setup() == setup


def test_result_of_the_hold_deal_nismiram_reading_c() -> None:
    state = hold_state()
    assert state.result() == gw.Result((0, 0, 0), (0, 0, 0), "tokens", "")
    finish(play(state, PLAY))
    result = state.result()
    assert result.payments == (-3, 6, -3) == tuple(state.returns())
    assert result.scores == (2, 10, 0) and result.unit == "tokens"
    assert result.note == (
        "P2 took 10 tricks and needed 8: P2 makes Hold (3 tokens); "
        "P2 collects 3 tokens from each opponent."
    )
    halves = finish(play(hold_state(settlement="taker_stakes_n"), PLAY)).result()
    assert (halves.payments, halves.unit) == ((-6, 12, -6), "half tokens")
    void = play(new_state(MIXED), [*CHOOSE, "pass", "pass"]).result()  # (two passes: reading e)
    assert (void.payments, void.scores, void.note) == (
        (0, 0, 0),
        (0, 0, 0),
        "Nobody bid: the hand is void.",
    )


def test_short_notations_name_each_move_once() -> None:
    state = new_state(MIXED)
    assert [a.short for a in state.legal_actions()] == [f"choose {k}" for k in "ABCD"]
    play(state, ["choose A", "choose B", "choose C"])
    assert [a.short for a in state.legal_actions()] == ["bid take", "bid hold", "bid poke", "pass"]
    assert state.apply_action("bid take").text == "P2 bids Take"
    assert [a.short for a in state.legal_actions()] == ["bid hold", "bid poke", "double", "pass"]
    assert state.apply_action("double").text == "P3 doubles P2's Take"
    play(state, ["pass", "pass"])
    discards = [a.short for a in state.legal_actions()]
    assert discards[:3] == ["discard Moon", "discard Leopard", "discard Serpent"]
    assert len(set(discards)) == 24
    assert state.apply_action("discard Serpent").seen_by(0) == "P2 discards a card"
    assert repr(state.history[-1]) == "Action('discard Serpent')"


def test_the_hold_deal_played_from_short_notations() -> None:
    state = new_state(MIXED)
    play(state, ["choose A", "choose B", "choose C", "bid hold", "pass", "pass"])
    play(state, [move.split(" ", 2)[2] for move in PLAY])  # "P3 leads 5 of Towers"
    assert state.current_player == 1 and state.legal_actions()[0].short == "7 of Towers"
    finish(state)
    assert facts(state).results[0].tricks == (2, 10, 0)
    assert state.result().payments == (-3, 6, -3)


# -- illegal actions -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "attempt"),
    [
        ([], "P1 takes pile A"),  # P2 chooses first
        (CHOOSE[:1], "P3 takes pile A"),  # already taken
        (CHOOSE, "P2 doubles P2's Take"),
        ([*CHOOSE, "P2 bids Hold"], "P3 bids Take"),  # not higher
        ([*CHOOSE, "P2 passes", "P3 passes"], "P2 bids Take"),  # passed for good
        ([*CHOOSE, *HOLD, "P3 leads 5 of Towers"], "P1 plays 1 of Swords"),  # must follow
        ([*CHOOSE, *HOLD, *PLAY[:5]], "P1 plays Wolf"),  # must beat Bear
    ],
)
def test_illegal_actions_are_refused_and_change_nothing(before, attempt) -> None:
    state = play(new_state(MIXED), before)
    snapshot = dump(state)
    with pytest.raises(IllegalActionError):
        state.apply_action(attempt)
    assert dump(state) == snapshot


# -- the bot -------------------------------------------------------------------------------

STRONG = piles(
    "Sun, Moon, Star, Leopard, Bear, Wolf, Boar, Serpent, King of Towers, King of Crescents, "
    "King of Swords, King of Cups",
    "One of Towers, Two of Towers, Three of Towers, Four of Towers, Five of Towers, "
    "Six of Towers, Seven of Towers, Page of Towers, Queen of Towers, One of Crescents, "
    "Two of Crescents, Three of Crescents",
    "Four of Crescents, Five of Crescents, Six of Crescents, Seven of Crescents, "
    "Page of Crescents, Queen of Crescents, One of Swords, Two of Swords, Three of Swords, "
    "Four of Swords, Five of Swords, Six of Swords",
    "Seven of Swords, Page of Swords, Queen of Swords, One of Cups, Two of Cups, Three of Cups, "
    "Four of Cups, Five of Cups, Six of Cups, Seven of Cups, Page of Cups, Queen of Cups",
)


def test_bot_bids_hold_with_a_hand_that_makes_it_and_never_poke() -> None:
    # All eight trumps and four kings: every trick is P2's. The bot bids Hold (3 tokens),
    # not the blind Poke.
    state = play(new_state(STRONG), CHOOSE)
    assert state.ask(DezaiShenBot(0)).text == "P2 bids Hold"


def test_bot_passes_with_a_weak_hand() -> None:
    state = play(new_state(STRONG), [*CHOOSE, "P2 bids Hold"])
    assert state.ask(DezaiShenBot(0)).text == "P3 passes"
    state = play(new_state(MIXED), [*CHOOSE, "P2 passes"])
    assert state.ask(DezaiShenBot(0)).text == "P3 passes"  # Sun and two low trumps


def test_bot_judges_a_take_as_if_it_discarded_card_by_card() -> None:
    # The bot's fast reckoning of the cards it would keep after Take must be the same as
    # discarding its least wanted card twelve times, or its bids would change.
    rng = random.Random(3)
    deck = list(gw.load_game("dezai_shen").pieces())
    for _ in range(300):
        hand = rng.sample(deck, 24)
        kept = list(hand)
        while len(kept) > 12:
            kept.remove(best_discard(kept))
        assert kept_estimate([CODE[c] for c in hand], 12) == estimate_tricks(kept)


def test_bot_discards_keep_the_trumps() -> None:
    state = play(new_state(MIXED), [*CHOOSE, "P2 bids Take", "P3 passes", "P1 passes"])
    bot = DezaiShenBot(0)
    while state.phase == "discard":
        state.apply_action(state.ask(bot))
    kept = state.zones()["hand 1"]
    assert {c.name for c in kept if c.is_high} == {"Moon", "Leopard", "Serpent"}
    assert not any(c.is_high for c in state.zones()["set aside"])


def test_bot_trumps_with_a_sure_winner_and_keeps_its_cards_when_it_cannot_be_sure() -> None:
    # T2: P3, an opponent, trumps the taker's Two of Cups with Sun: a low trump could still
    # fall to Moon or Star, unseen, while nothing beats Sun.
    state = play(hold_state(), [*TRICKS[0], *TRICKS[1][:1]])
    assert state.ask(DezaiShenBot(0)).text == "P3 plays Sun"
    # T1: P3 leads 5 of Towers; P1's Page could still lose to the unseen King, and the other
    # opponent holds the trick for now, so P1 keeps the Page and plays low.
    state = play(hold_state(), TRICKS[0][:1])
    assert state.ask(DezaiShenBot(0)).text == "P1 plays 1 of Towers"


def test_bot_as_taker_drives_out_a_king_before_drawing_trumps() -> None:
    # The taker holds Sun, Queen and Page of Cups and a low Tower; King of Cups and Moon are
    # still out. It leads the Queen to force the King out while Sun can win the lead back
    # (the search bot's play, which makes more contracts); with the King gone, or with no
    # second Cup to profit, it draws trumps with Sun.
    deck = list(gw.load_game("dezai_shen").pieces())

    def lead(hand: list[str], gone: tuple[str, ...] = ()) -> str:
        cards = [card(n) for n in hand]
        unseen = [c for c in deck if c not in cards and c.name not in gone]
        return DezaiShenBot(0)._lead(cards, True, unseen).name

    hand = ["Sun", "Queen of Cups", "Page of Cups", "3 of Towers"]
    assert lead(hand) == "Queen of Cups"
    assert lead(hand, gone=("King of Cups",)) == "Sun"
    assert lead(["Sun", "Queen of Cups", "3 of Towers"]) == "Sun"
    # An opponent does not: it leads its sure winner.
    assert DezaiShenBot(0)._lead([card(n) for n in hand], False, deck).name == "Sun"


def test_bot_beats_random_seats() -> None:
    game = gw.load_game("dezai_shen")
    margins = []
    for seed in range(8):
        for seat in range(3):
            bots = [gw.RandomBot(seed * 10 + s) for s in range(3)]
            bots[seat] = DezaiShenBot(seed)
            returns = gw.play(game, bots=bots, seed=seed).returns
            margins.append(
                returns[seat] - statistics.fmean(r for s, r in enumerate(returns) if s != seat)
            )
    assert statistics.fmean(margins) > 5


def test_the_game_uses_its_bot_and_a_replay_renders() -> None:
    from gupai_widgets.render.replay import replay_html

    replay = gw.play(gw.load_game("dezai_shen"), seed=1)
    assert replay.seats == ("heuristic",) * 3
    assert sum(replay.returns) == 0
    html = replay_html(replay, views=(None,))
    assert html.count("data-step=") > len(replay.actions)


def test_spec_names_the_game() -> None:
    spec = gw.load_game("dezai_shen").spec
    assert (spec.name, spec.native_name, spec.family) == (
        "Dezai Shen",
        "Dezai Shen",
        "trick_taking",
    )
    assert spec.zero_sum
    assert {o.name: o.default for o in spec.options} == {
        "deals": 3,
        "directions": "as_written",
        "settlement": "symmetric",
        "overtrump_on_trump_lead": False,
        "dealer_speaks_last": False,
    }
    assert spec.rules_version == 2  # the auction's end before any bid changed (reading e)


# -- the notebook page -----------------------------------------------------------------------


def test_an_outbid_then_doubled_hold_nismiram() -> None:
    # The auction on notebooks/dezai_shen.py. nismiram: one may only bid higher; a later
    # player may Double the standing bid, which keeps its taker; one who passed is out.
    state = play(new_state(MIXED), [*CHOOSE, "P2 bids Take", "P3 bids Hold"])
    play(state, ["P1 doubles P3's Hold"])
    assert texts(state) == ["P2 bids Poke", "P2 passes"]  # no second double
    play(state, ["P2 passes", "P3 passes"])  # two passes in a row
    contract = facts(state).contract
    assert contract == Contract(taker=2, bid="Hold", doubled_by=0)
    assert (contract.doubled, contract.tricks_needed, contract.tokens) == (True, 7, 6)
    with pytest.raises(IllegalActionError):
        state.apply_action("P2 bids Poke")


def test_the_pages_rules_table_names_existing_tests() -> None:
    # notebooks/dezai_shen.py lists each rule with the test that checks it.
    page = Path(__file__).resolve().parents[2] / "notebooks" / "dezai_shen.py"
    table = page.read_text(encoding="utf-8").split("## Rules at a glance")[1].split("</table>")[0]
    named = re.findall(r"<code>(test_\w+)</code>", table)
    assert len(named) >= 20
    assert set(named) <= {name for name in globals() if name.startswith("test_")}


# -- the page's measured figures (scripts/page_stats.py) -----------------------------------


def test_the_pages_contract_figures() -> None:
    """The page: forced on every hand, Take is made 38%, Poke 19%, Hold 5%; bid by the
    bots, Take 64% and Hold 62%, Poke never bid; 76% of the bots' hands
    void (2,000 matches of nine deals; `page_stats` first plays the stored sample again)."""
    stored = page_stats("dezai_shen")
    forced = {bid: f"{c['made'] / c['played']:.0%}" for bid, c in stored["forced"].items()}
    assert forced == {"Take": "38%", "Hold": "5%", "Poke": "19%"}
    bid = stored["bid"]
    made = {n: f"{c['made'] / c['played']:.0%}" for n, c in bid["contracts"].items() if c["played"]}
    assert (made["Take"], made["Hold"]) == ("64%", "62%")
    assert bid["contracts"]["Poke"]["played"] == bid["contracts"]["Poke doubled"]["played"] == 0
    assert f"{bid['void'] / bid['deals']:.0%}" == "76%"
    assert (stored["matches"], bid["deals"]) == (2000, 18000)


def test_how_to_play_well_bid_by_trumps_and_kings() -> None:
    """The page's "How to play well", from the first deal of 20,000 seeds played once per
    bid forced on the first player to speak, by the trumps and kings he held: Take made 58%
    with five, 71% with six, 85% with seven, but 51% with four, 39% with three, 27% with
    two (a made Take wins the taker 2 tokens, a failed one costs 2: 0.31 a deal with
    five); Hold 60% with seven (101 hands held seven or more), 35% with six, 19% with
    five; Poke 14% to 20% at every count, 18.7% in all, a loss of 8.8 tokens a bid."""
    by_hand = page_stats("dezai_shen")["by hand"]
    made = by_hand["made"]
    assert by_hand["hands"] == sum(c["hands"] for c in made.values()) == 20_000
    rate = {bid: {int(n): c[bid] / c["hands"] for n, c in made.items()} for bid in BIDS}
    assert [f"{rate['Take'][n]:.0%}" for n in range(2, 8)] == [
        "27%", "39%", "51%", "58%", "71%", "85%"
    ]  # fmt: skip
    assert [f"{rate['Hold'][n]:.0%}" for n in (5, 6, 7)] == ["19%", "35%", "60%"]
    assert sum(c["hands"] for n, c in made.items() if int(n) >= 7) == 101
    assert {f"{share:.0%}" for share in rate["Poke"].values()} <= {f"{p}%" for p in range(14, 21)}
    # Each bid's tokens won when made and lost when failed, from the settlement.
    stake = {bid: settle(Contract(0, bid, None), 12, "symmetric")[1][0] for bid in BIDS}
    assert stake == {bid: -settle(Contract(0, bid, None), 0, "symmetric")[1][0] for bid in BIDS}
    assert stake == {"Take": 2, "Hold": 6, "Poke": 14}
    assert f"{stake['Take'] * (2 * rate['Take'][5] - 1):.2f}" == "0.31"
    poke = sum(c["Poke"] for c in made.values()) / 20_000
    assert (f"{poke:.1%}", f"{stake['Poke'] * (2 * poke - 1):.1f}") == ("18.7%", "-8.8")
