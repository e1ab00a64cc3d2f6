"""ShiWuHu scenarios; expected results from the sources.

Sources: the aloneinthefart blog post (2009, in Chinese) as told on the GuPai site's Shi Wu
Hu page (its differences from Tiu-U, its fish classes and bonuses, its variants, its
adaptation to two sets of tiles with a worked catch of 670 points); navpil/gupai
`RuleSet.alone()` and `mixed()` (the 200 Gee Joon bonus of the mixed rules).
"""

from __future__ import annotations

from collections import Counter

import pytest
from scenario import page_stats, search_shown

import gupai_widgets as gw
from gupai_widgets.games.fishing.shiwuhu import CARDS, TILES, shiwuhu_score
from gupai_widgets.games.fishing.tiuu import names_of

PAD = "3:1 2:2 4:1 3:2 5:2 4:3"  # lake filler: 4, 5 and 7 pips, caught by no bait here


def fixed(hands: list[str], lake: str, woodpile: str = "", **options) -> gw.State:
    """A two-player deal from the start of each hand, the lake and the woodpile top; the
    lake is filled up with tiles no bait of these tests catches."""
    game = gw.load_game("shiwuhu", players=2, **options)
    kind = type(game.pieces()[0])
    left = Counter(game.pieces())
    given = [[kind.parse(t) for t in part.split()] for part in (*hands, lake, woodpile)]
    for part in given:
        left.subtract(part)
    pad = {kind.parse(t) for t in PAD.split()}
    spare = sorted(left.elements(), key=lambda p: (p in pad, str(p)))

    def filled(part: list, n: int, end: int = 0) -> list:
        while len(part) < n:
            part.append(spare.pop(end))
        return part

    lake_pieces = filled(given[2], game.lake_size, -1)
    size = game.hand_sizes()[0]
    full_hands = [filled(h, size) for h in given[:2]]
    rest = lake_pieces + filled(given[3], len(game.pieces()) - 2 * size - game.lake_size)
    return game.new_initial_state(1, hands=full_hands, rest=rest)


def moves_of(state: gw.State, bait: str) -> set[str]:
    return {a.short for a in state.legal_actions() if names_of(a)[0] == bait}


def cards(text: str) -> list:
    return gw.domino_cards(text)


# -- the deck and the deal ----------------------------------------------------------------------


def test_the_deck_is_84_paper_cards_four_of_each_face() -> None:
    assert len(CARDS) == 84 and all(isinstance(c, gw.DominoCard) for c in CARDS)
    assert set(Counter(CARDS).values()) == {4} and len(set(CARDS)) == 21


@pytest.mark.parametrize(("players", "hand"), [(2, 15), (3, 10)])
def test_deal_sizes(players: int, hand: int) -> None:
    # GuPai: 30 cards dealt, 30 in the woodpile, 24 face up in the lake.
    state = gw.load_game("shiwuhu", players=players).new_initial_state(seed=1)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [hand] * players
    assert len(zones["lake"]) == 24 and len(zones["woodpile"]) == 30


def test_two_sets_of_tiles_deal_as_tiu_u() -> None:
    # GuPai adaptation: 24 tiles to the players, 24 in the deck, 16 face up.
    state = gw.load_game("shiwuhu", players=2, deck="tiles").new_initial_state(seed=1)
    zones = state.zones()
    assert len(zones["hand 0"]) == 12 and len(zones["lake"]) == 16
    assert len(zones["woodpile"]) == 24 and isinstance(zones["lake"][0], gw.Tile)


# -- what catches what --------------------------------------------------------------------------


def test_the_gee_joon_cards_do_not_catch_each_other() -> None:
    state = fixed(["4:2 2:1", ""], "2:1 3:3")
    assert moves_of(state, "4:2") == {"4:2 takes 3:3"}
    assert moves_of(state, "2:1") == {"2:1 takes 2:1"}


def test_gee_joon_catch_variant() -> None:
    state = fixed(["4:2 2:1", ""], "2:1 3:3", gee_joon_catch=True)
    assert moves_of(state, "2:1") == {"2:1 takes 2:1"}
    assert moves_of(state, "4:2") == {"4:2 takes 3:3", "4:2 takes 2:1"}


def test_gee_joon_sixes_variant() -> None:
    # [2:1] catches and is caught by every six.
    state = fixed(["2:1 5:1", ""], "3:3 2:1", gee_joon_sixes=True)
    assert moves_of(state, "2:1") == {"2:1 takes 3:3", "2:1 takes 2:1"}
    assert moves_of(state, "5:1") == {"5:1 takes 3:3", "5:1 takes 2:1"}


def test_plum_and_red_head_ten_do_not_catch_each_other() -> None:
    state = fixed(["5:5", ""], "6:4")
    assert moves_of(state, "5:5") == {"lay 5:5"}
    state = fixed(["5:5", ""], "6:4", plum_ten_catch=True)
    assert moves_of(state, "5:5") == {"5:5 takes 6:4"}


def test_heaven_and_earth_variant() -> None:
    state = fixed(["6:6", ""], "1:1")
    assert moves_of(state, "6:6") == {"lay 6:6"}
    state = fixed(["6:6", ""], "1:1", heaven_earth_catch=True)
    assert moves_of(state, "6:6") == {"6:6 takes 1:1"}


def test_no_third_card_joins_two() -> None:
    state = fixed(["6:2", ""], "6:2 6:2")
    assert moves_of(state, "6:2") == {"6:2 takes 6:2"}


@pytest.mark.parametrize("face", ["1:1", "2:1", "6:4", "5:5", "6:5", "6:6"])
def test_the_fourth_takes_three_of_the_faces_only_they_catch(face: str) -> None:
    state = fixed([face, ""], f"{face} {face} {face}")
    assert moves_of(state, face) == {f"{face} takes {face} {face} {face}"}


def test_the_fourth_of_a_face_others_catch_takes_one() -> None:
    state = fixed(["3:3", ""], "3:3 3:3 3:3")
    assert moves_of(state, "3:3") == {"3:3 takes 3:3"}


def test_with_gee_joon_catch_the_fourth_2_1_takes_one() -> None:
    # navpil: [2:1] is no longer caught by itself alone, so it loses the three-card catch.
    state = fixed(["2:1", ""], "2:1 2:1 2:1", gee_joon_catch=True)
    assert moves_of(state, "2:1") == {"2:1 takes 2:1"}


# -- scoring ------------------------------------------------------------------------------------


def score(text: str, **options) -> int:
    game = gw.load_game("shiwuhu", **options)
    kind = type(game.pieces()[0])
    return game.score([kind.parse(t) for t in text.split()]).total


def test_heaven_with_both_nines_is_big_fish_else_small() -> None:
    # One civil, two military: [6:6] [6:3] [5:4] each 30; without [5:4], each 10.
    assert score("6:6 6:3 5:4") == 90
    assert score("6:6 6:6 6:3") == 30
    assert score("6:6 6:6 6:3", one_military=True) == 90


def test_middle_fish_groups() -> None:
    assert score("1:1 6:2 5:3") == 60  # Earth-Eight, 20 each
    assert score("4:4 5:2 4:3 3:1 3:2 4:1") == 120  # Man-Seven and Harmony-Five
    assert score("4:4 4:4 4:3") == 30  # a seven is missing: small fish


def test_supreme_pair_and_jun() -> None:
    assert score("4:2 2:1") == 60 and score("4:2 4:2") == 20
    assert score("6:5 6:5 6:5 6:5") == 120 and score("6:5 6:5 6:5") == 30


def test_the_300_bonuses_with_cards() -> None:
    nine = " ".join(["6:6 6:3 5:4"] * 4)
    assert score(nine) == 12 * 30 + 300
    juns = " ".join(["6:5 5:5 6:4"] * 4)
    assert score(juns) == 12 * 30 + 300
    supreme = " ".join(["4:2 2:1"] * 4)
    assert score(supreme) == 8 * 30 + 300


def test_the_gupai_sites_worked_catch_with_two_sets_scores_670() -> None:
    catch = (
        "6:6 6:6 6:3 6:3 5:4 5:4 4:4 4:4 4:3 6:1 6:5 6:5 6:5 6:5 5:5 5:5 3:3 5:1 "
        "4:2 4:2 2:1 2:1 1:1 1:1 1:1 1:1"
    )
    assert score(catch, deck="tiles") == 670
    # navpil's mixed rules give 200 for the four Gee Joon tiles.
    assert score(catch, deck="tiles", tiles_supreme_bonus=200) == 770


def test_with_cards_the_same_man_seven_is_small() -> None:
    # GuPai: "In the version with domino cards, these tiles would count as small fish."
    assert score("4:4 4:4 4:3") == 30
    assert score("4:4 4:4 4:3", deck="tiles") == 60


def test_the_heaven_nine_bonus_of_two_sets_is_for_eight_tiles() -> None:
    assert score("6:6 6:6 6:6 6:6 6:3 6:3 5:4 5:4", deck="tiles") == 8 * 30 + 300


def test_settlement_doubles_across_1000() -> None:
    game = gw.load_game("shiwuhu", players=3)
    payments, how = game.settle([1100, 600, 500])
    assert payments == [2 * 500 + 2 * 600, -1000 + 100, -1200 - 100] and "doubled" in how


def test_catches_are_scored_on_the_table() -> None:
    state = fixed(["6:5", ""], "6:5")
    state.apply_action("6:5 takes 6:5")
    table = state.table(None)
    assert table.seats[0].front[0].label == "small fish 20"
    assert "P1 20: small fish 20" in table.panel


def test_shiwuhu_score_reads_cards_and_tiles_alike() -> None:
    catch = "6:6 6:3 5:4 4:2 2:1"
    as_cards = shiwuhu_score(cards(catch), one_military=False, deck=CARDS, supreme_bonus=300)
    as_tiles = shiwuhu_score(gw.tiles(catch), one_military=False, deck=TILES, supreme_bonus=300)
    assert as_cards.total == as_tiles.total == 150


@pytest.mark.parametrize("game_id", ["shiwuhu", "tiuu"])
def test_a_catch_scores_the_same_in_any_order(game_id: str) -> None:
    # The bots' remembered scores (`FishingGame.score_total`) rely on it.
    import random

    game = gw.load_game(game_id)
    pieces = list(game.pieces())
    rng = random.Random(1)
    for _ in range(300):
        catch = rng.sample(pieces, rng.randrange(len(pieces) // 2))
        shuffled = rng.sample(catch, len(catch))
        assert game.score(shuffled).total == game.score(catch).total
        assert game.score_total(shuffled) == game.score(catch).total


@pytest.mark.parametrize(
    ("game_id", "options"),
    [
        ("shiwuhu", {}),
        ("shiwuhu", {"one_military": True}),
        ("shiwuhu", {"deck": "tiles", "tiles_supreme_bonus": 200}),
        ("tiuu", {}),
        ("tiuu", {"scoring": "shiwuhu", "supreme_bonus": 200}),
    ],
)
def test_a_catch_counted_without_words_scores_as_its_words_say(game_id: str, options) -> None:
    # The bots weigh catches by `catch_total` (remembered by `score_total`), captions read
    # `score`: the same points, also for the catches a bot imagines, which may hold a piece
    # more often than the set does.
    import random

    game = gw.load_game(game_id, **options)
    pieces = list(game.pieces())
    rng = random.Random(2)
    for _ in range(500):
        catch = rng.sample(pieces, rng.randrange(len(pieces)))
        catch += [rng.choice(pieces)] * rng.randrange(4)
        assert game.catch_total(catch) == game.score(catch).total
        assert game.score_total(catch) == game.score(catch).total


@pytest.mark.parametrize("deck", ["cards", "tiles"])
def test_the_points_every_seat_is_told_are_the_catches_scored(deck: str) -> None:
    # The state counts a seat's points when they are first read after its catch grew; the
    # settlement and every observation read them.
    game = gw.load_game("shiwuhu", players=3, deck=deck)
    state = game.new_initial_state(seed=5)
    bots = [game.make_bot(s) for s in range(3)]
    while not state.is_terminal():
        state.apply_action(state.ask(bots[state.current_player]))
        scored = tuple(game.score(c).total for c in state.catches)
        assert state.observe(0).facts.scores == scored
    assert state.returns() == game.settle(list(scored))[0]


def test_the_pages_figures_on_reaching_1000() -> None:
    """The page, from 5,000 three-player deals between the bots with the 84 cards
    (`page_stats` first plays the stored sample again): a catch averages about 455, and
    someone reached 1000 in 12 deals, about once in 400."""
    stats = page_stats("shiwuhu")
    points = {int(p): n for p, n in stats["scores"].items()}
    players = sum(points.values())
    assert (stats["matches"], players) == (5000, 15_000)
    assert f"{sum(p * n for p, n in points.items()) / players:.0f}" == "455"
    reached = sum(n for p, n in stats["highest"].items() if int(p) >= 1000)
    assert (reached, round(stats["matches"] / reached, -2)) == (12, 400)


def test_how_to_play_well_the_catch_that_scores_most_at_once_is_often_not_the_best() -> None:
    """The page's "How to play well", from 25 three-player deals between the bots with the
    84 cards (`page_stats` first plays the stored sample again, the search bot's moves and
    the fresh playouts included): the search bot chose another catch in 163 of 602
    catches and gained 19.5 ± 4.1 points, beyond two standard errors; it left another card
    in the lake in 64 of 134 lays, for −3.9 ± 7.1: nothing measurable."""
    search = page_stats("shiwuhu")["search"]
    assert search["matches"] == 25
    shown, clear = search_shown(search["choices"])
    assert shown == {
        "catch": (602, 163, "27%", None, None, "+19.5 ± 4.1"),
        "lay": (134, 64, "48%", None, None, "-3.9 ± 7.1"),
    }
    assert clear == {"catch": 4.7, "lay": -0.5}  # the gains in standard errors
