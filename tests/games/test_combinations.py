"""TianJiu combinations: what may be led and what beats what.

Sources: FACTS.md §1.2 and §2.2; the GuPai site's Tien Gow page
(https://navpil.github.io/gupai/tien-gow.html: pairs, mixed combinations of 2, 3 and 4
tiles, "Earth–Earth–Eight can only be beaten by Heaven–Heaven–Nine, not by Heaven–Nine–
Nine", the Supreme pair); its tiles-and-pairs page for the single-tile order (equal
military tiles tie); its Folk Tien Gow page for the 24-tile decks ([1:1][2:2][3:3] <
[4:4][5:5][6:6], no mixed combinations, the Nines pair as the unbeatable pair); pagat's Tien
Gow page (followers play as many tiles as were led).
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gupai_widgets.games.trick_taking.combinations import (
    CIVIL_PAIR,
    CIVIL_SINGLE,
    CIVIL_TRIPLET,
    CLASSIC,
    MILITARY_PAIR,
    MILITARY_SINGLE,
    MIXED_PAIR,
    MIXED_QUARTET,
    MIXED_TRIPLET_CIVIL,
    MIXED_TRIPLET_MILITARY,
    PURE_PAIRS,
    SINGLES_ONLY,
    SUPREME_PAIR,
    all_lead_combinations,
    beating_plays,
    beats,
    classify,
    lead_table,
    legal_leads,
    rules_for_deck,
    why_beats,
)
from gupai_widgets.pieces import (
    Tile,
    chinese_set,
    tianjiu_set_civil_nines,
    tianjiu_set_civil_supreme,
    tiles,
)


def kind_and_name(text: str, rules=CLASSIC) -> tuple[str, str] | None:
    combo = classify(tiles(text), rules)
    return None if combo is None else (combo.kind, combo.name)


# -- what each group of tiles is -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("6:6", (CIVIL_SINGLE, "Heaven")),
        ("5:1", (CIVIL_SINGLE, "Red mallet six")),
        ("5:4", (MILITARY_SINGLE, "Nine")),
        ("2:1", (MILITARY_SINGLE, "Gee Joon three")),
        ("6:6 6:6", (CIVIL_PAIR, "Heaven pair")),
        ("3:1 3:1", (CIVIL_PAIR, "Harmony pair")),
        ("6:3 5:4", (MILITARY_PAIR, "Nines pair")),
        ("6:2 5:3", (MILITARY_PAIR, "Eights pair")),
        ("5:2 4:3", (MILITARY_PAIR, "Sevens pair")),
        ("4:1 3:2", (MILITARY_PAIR, "Fives pair")),
        ("4:2 2:1", (SUPREME_PAIR, "Supreme pair")),
        ("6:6 6:3", (MIXED_PAIR, "Heaven–Nine")),
        ("5:3 1:1", (MIXED_PAIR, "Earth–Eight")),
        ("4:4 4:3", (MIXED_PAIR, "Man–Seven")),
        ("3:1 3:2", (MIXED_PAIR, "Harmony–Five")),
        ("1:1 1:1 6:2", (MIXED_TRIPLET_CIVIL, "Earth–Earth–Eight")),
        ("6:6 6:3 5:4", (MIXED_TRIPLET_MILITARY, "Heaven–Nine–Nine")),
        ("6:6 6:6 6:3 5:4", (MIXED_QUARTET, "Heaven–Heaven–Nine–Nine")),
        ("3:1 3:1 4:1 3:2", (MIXED_QUARTET, "Harmony–Harmony–Five–Five")),
    ],
)
def test_every_kind_of_lead_gupai_tien_gow(text: str, expected: tuple[str, str]) -> None:
    assert kind_and_name(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "6:6 1:1",  # two different civil tiles
        "6:3 6:2",  # the Korean "bull pair" is no pair in Tien Gow
        "5:4 2:1",  # Korean pairing, not Chinese
        "4:2 4:1",  # [4:2] pairs only with [2:1]
        "6:6 6:2",  # Heaven goes with the Nines only
        "1:1 6:3",  # Earth goes with the Eights only
        "6:5 6:3",  # Axe is in no mixed family
        "6:6 6:6 6:6",  # there are two Heavens (no such triplet)
        "6:6 6:3 6:3",  # the two nines must differ
        "1:1 2:2 3:3",  # the small triplets belong to the folk decks only
        "6:6 6:6 6:3 5:4 1:1",  # never more than 4 tiles
        "6:6 6:6 1:1 1:1",  # two civil pairs are not one lead
    ],
)
def test_groups_that_are_not_combinations(text: str) -> None:
    assert classify(tiles(text)) is None


def test_mixed_combinations_are_off_in_the_historical_rules_gupai() -> None:
    # GuPai: "Historically, only pure pairs were allowed. Mixed combinations did not exist."
    assert classify(tiles("6:6 6:3"), PURE_PAIRS) is None
    assert classify(tiles("6:6 6:6 6:3 5:4"), PURE_PAIRS) is None
    assert kind_and_name("6:3 5:4", PURE_PAIRS) == (MILITARY_PAIR, "Nines pair")


def test_singles_only_rules_kupai() -> None:
    assert classify(tiles("6:6 6:6"), SINGLES_ONLY) is None
    assert classify(tiles("4:2 2:1"), SINGLES_ONLY) is None
    assert kind_and_name("6:6", SINGLES_ONLY) == (CIVIL_SINGLE, "Heaven")


def test_folk_decks_small_triplets_and_nines_as_supreme_folk_tien_gow() -> None:
    # Folk Tien Gow: with all civils and the nines, the nines pair beats nothing and cannot
    # be beaten; [1:1][2:2][3:3] < [4:4][5:5][6:6]; no mixed combinations.
    rules = rules_for_deck("civil_nines", small_triplets=True)
    assert kind_and_name("6:3 5:4", rules) == (SUPREME_PAIR, "Nines pair")
    assert kind_and_name("3:3 1:1 2:2", rules) == (CIVIL_TRIPLET, "One–Two–Three")
    assert kind_and_name("4:4 5:5 6:6", rules) == (CIVIL_TRIPLET, "Four–Five–Six")
    assert classify(tiles("6:6 6:3"), rules) is None
    assert beats(tiles("1:1 2:2 3:3"), tiles("6:6 5:5 4:4"), rules)
    assert not beats(tiles("6:6 5:5 4:4"), tiles("1:1 2:2 3:3"), rules)
    assert not beats(tiles("6:3 5:4"), tiles("6:6 6:6"), rules)
    assert not beats(tiles("6:6 6:6"), tiles("6:3 5:4"), rules)
    supreme = rules_for_deck("civil_supreme", small_triplets=True)
    assert kind_and_name("4:2 2:1", supreme) == (SUPREME_PAIR, "Supreme pair")
    assert classify(tiles("1:1 2:2 3:3"), rules_for_deck("civil_supreme")) is None


# -- what beats what -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lead", "follow", "expected"),
    [
        ("1:1", "6:6", True),  # Heaven over Earth
        ("6:6", "1:1", False),
        ("5:1", "6:1", True),  # Long-leg seven over Red mallet six
        ("6:2", "6:3", True),  # a Nine over an Eight
        ("6:3", "5:4", False),  # equal Nines tie: the first stays best
        ("5:4", "6:3", False),
        ("5:3", "6:2", False),  # equal Eights
        ("4:1", "4:2", True),  # [4:2] ranks between the sevens and the fives
        ("4:2", "5:2", True),
        ("3:2", "2:1", False),  # [2:1] is the lowest military tile
        ("5:1", "6:3", False),  # military never beats civil
        ("2:1", "6:6", False),  # civil never beats military
        ("1:1 1:1", "6:6 6:6", True),
        ("6:2 5:3", "6:3 5:4", True),  # Nines pair over Eights pair
        ("5:1 5:1", "4:1 3:2", False),  # a military pair does not beat a civil pair
        ("4:1 3:2", "5:1 5:1", False),
        ("6:6 6:6", "4:2 2:1", False),  # the Supreme pair beats nothing
        ("4:2 2:1", "6:6 6:6", False),  # and nothing beats it
        ("1:1 6:2", "6:6 6:3", True),  # Heaven–Nine over Earth–Eight
        ("4:4 5:2", "1:1 5:3", True),
        ("6:6 6:3", "6:6 5:4", False),  # the same mixed pair ties
        ("1:1 1:1 6:2", "6:6 6:6 6:3", True),  # EE8 falls to HH9 ...
        ("1:1 1:1 6:2", "6:6 6:3 5:4", False),  # ... never to H99
        ("1:1 6:2 5:3", "6:6 6:3 5:4", True),
        ("1:1 6:2 5:3", "6:6 6:6 5:4", False),
        ("3:1 3:1 4:1 3:2", "4:4 4:4 5:2 4:3", True),
        ("6:6 6:6 6:3 5:4", "1:1 1:1 6:2 5:3", False),
        ("6:6", "6:6 6:6", False),  # a follow has as many tiles as the lead
        ("6:6 6:6", "6:6 1:1", False),  # not a combination
    ],
)
def test_what_beats_what_gupai_and_pagat(lead: str, follow: str, expected: bool) -> None:
    assert beats(tiles(lead), tiles(follow)) is expected


@pytest.mark.parametrize(
    ("lead", "follow", "words"),
    [
        ("1:1 1:1 6:2", "6:6 6:6 6:3", "beats 1:1 1:1 6:2 (Earth–Earth–Eight): it ranks higher"),
        ("1:1 1:1 6:2", "6:6 6:3 5:4", "same kind and suit make-up"),
        ("6:3", "5:4", "they are equal, and between equals the one played first stays best"),
        ("4:2 2:1", "6:6 6:6", "nothing beats the Supreme pair"),
        ("6:6 6:6", "4:2 2:1", "unbeatable when led but beats nothing when it follows"),
        ("6:6", "5:4", "a military tile never beats a civil one"),
        ("6:6", "1:1", "it ranks lower among civil tiles"),
        ("6:6 6:6", "6:6", "as many tiles as the lead (2), not 1"),
        ("6:6 6:6", "5:5 2:2", "do not form a combination, so they can only be played face down"),
    ],
)
def test_why_beats_says_why_in_one_sentence(lead: str, follow: str, words: str) -> None:
    sentence = why_beats(tiles(lead), tiles(follow))
    assert words in sentence
    assert sentence.endswith(".") and sentence.count(". ") == 0


def test_why_beats_opens_with_the_verdict() -> None:
    assert why_beats(tiles("1:1"), tiles("6:6")).startswith("6:6 (Heaven) beats 1:1 (Earth)")
    assert why_beats(tiles("6:6"), tiles("1:1")).startswith("1:1 (Earth) cannot beat 6:6 (Heaven)")


# -- leads from a hand and from the whole set ------------------------------------------------


def test_legal_leads_of_a_hand() -> None:
    hand = tiles("6:6 6:6 6:3 5:4 1:1 4:2 2:1 5:1")
    shown = [str(c) for c in legal_leads(hand)]
    assert shown == [
        "6:6 (Heaven)",
        "1:1 (Earth)",
        "5:1 (Red mallet six)",
        "6:3 (Nine)",
        "5:4 (Nine)",
        "4:2 (Gee Joon six)",
        "2:1 (Gee Joon three)",
        "6:6 6:6 (Heaven pair)",
        "6:3 5:4 (Nines pair)",
        "4:2 2:1 (Supreme pair)",
        "6:6 6:3 (Heaven–Nine)",
        "6:6 5:4 (Heaven–Nine)",
        "6:6 6:6 6:3 (Heaven–Heaven–Nine)",
        "6:6 6:6 5:4 (Heaven–Heaven–Nine)",
        "6:6 6:3 5:4 (Heaven–Nine–Nine)",
        "6:6 6:6 6:3 5:4 (Heaven–Heaven–Nine–Nine)",
    ]
    assert [str(c) for c in legal_leads(hand, SINGLES_ONLY)] == shown[:7]


def test_beating_plays_lists_each_distinct_beat_once() -> None:
    best = classify(tiles("1:1"))
    hand = tiles("6:6 6:6 5:5 6:3")
    assert [str(c) for c in beating_plays(best, hand)] == ["6:6 (Heaven)"]
    assert beating_plays(classify(tiles("4:2 2:1")), tiles("6:6 6:6")) == []


def test_table_of_every_lead_in_the_32_tiles() -> None:
    # 21 singles, 11 civil pairs, 4 military pairs, the Supreme pair, 8 mixed pairs (two
    # nines, eights, sevens and fives each), 8 triplets of 2 civil + 1 military, 4 of
    # 1 civil + 2 military and 4 quartets.
    table = all_lead_combinations()
    counts: dict[str, int] = {}
    for c in table:
        counts[c.kind] = counts.get(c.kind, 0) + 1
    assert counts == {
        CIVIL_SINGLE: 11,
        MILITARY_SINGLE: 10,
        CIVIL_PAIR: 11,
        MILITARY_PAIR: 4,
        SUPREME_PAIR: 1,
        MIXED_PAIR: 8,
        MIXED_TRIPLET_CIVIL: 8,
        MIXED_TRIPLET_MILITARY: 4,
        MIXED_QUARTET: 4,
    }
    assert len(all_lead_combinations(PURE_PAIRS)) == 37
    assert len(all_lead_combinations(SINGLES_ONLY)) == 21
    folk = all_lead_combinations(
        rules_for_deck("civil_nines", small_triplets=True), tianjiu_set_civil_nines()
    )
    assert [str(c) for c in folk if c.size > 2] == [
        "6:6 4:4 5:5 (Four–Five–Six)",
        "1:1 3:3 2:2 (One–Two–Three)",
    ]
    civil_supreme = all_lead_combinations(
        rules_for_deck("civil_supreme"), tianjiu_set_civil_supreme()
    )
    assert max(c.size for c in civil_supreme) == 2


# -- properties ------------------------------------------------------------------------------

SET = list(chinese_set())
groups = st.lists(st.sampled_from(range(32)), min_size=1, max_size=4, unique=True).map(
    lambda idx: [SET[i] for i in idx]
)
rule_sets = st.sampled_from(
    [CLASSIC, PURE_PAIRS, SINGLES_ONLY, rules_for_deck("civil_nines", small_triplets=True)]
)


@given(groups, st.randoms(use_true_random=False), rule_sets)
def test_classify_does_not_depend_on_order(group: list[Tile], rnd, rules) -> None:
    shuffled = list(group)
    rnd.shuffle(shuffled)
    assert classify(group, rules) == classify(shuffled, rules)
    assert classify([str(t) for t in shuffled], rules) == classify(group, rules)


@given(groups, groups, rule_sets)
def test_beats_is_never_true_both_ways(a: list[Tile], b: list[Tile], rules) -> None:
    assert not (beats(a, b, rules) and beats(b, a, rules))
    if beats(a, b, rules):
        ca, cb = classify(a, rules), classify(b, rules)
        assert ca.kind == cb.kind and len(a) == len(b) and not ca.is_supreme
        assert why_beats(a, b, rules).startswith(f"{cb} beats {ca}")
    else:
        assert " beats " not in why_beats(a, b, rules).split(":")[0]


@given(groups, rule_sets)
def test_a_combination_is_its_own_tiles(group: list[Tile], rules) -> None:
    combo = classify(group, rules)
    if combo is not None:
        assert sorted(map(str, combo.tiles)) == sorted(map(str, group))
        assert classify(combo.tiles, rules) == combo
        assert combo in legal_leads(group, rules)
        assert not beats(combo, combo, rules)  # nothing beats its equal


@given(st.lists(st.sampled_from(range(32)), min_size=1, max_size=10, unique=True), rule_sets)
def test_legal_leads_are_the_combinations_in_the_hand(idx: list[int], rules) -> None:
    hand = [SET[i] for i in idx]
    leads = legal_leads(hand, rules)
    assert len({c.tiles for c in leads}) == len(leads)
    for c in leads:
        rest = list(hand)
        for t in c.tiles:
            rest.remove(t)  # raises if the lead uses a tile the hand does not hold
        assert classify(c.tiles, rules) == c


def test_sixty_one_leads_in_32_tiles() -> None:
    # The table the notebook draws: 61 distinct leads, by size, each kind strongest first.
    # Within a kind a later lead never beats an earlier one, and the earlier beats the later
    # unless both have the same name (equal); nothing beats a lead of another kind.
    table = all_lead_combinations()
    assert len(table) == len({c.tiles for c in table}) == 61
    assert [c.size for c in table] == sorted(c.size for c in table)
    assert str(table[0]) == "6:6 (Heaven)"
    assert str(table[-1]) == "3:1 3:1 4:1 3:2 (Harmony–Harmony–Five–Five)"
    for i, earlier in enumerate(table):
        for later in table[i + 1 :]:
            assert not beats(earlier, later)
            same_kind = earlier.kind == later.kind and not earlier.is_supreme
            assert beats(later, earlier) is (same_kind and earlier.name != later.name)


@given(st.lists(st.sampled_from(range(32)), min_size=1, max_size=10, unique=True), rule_sets)
def test_legal_leads_are_every_combination_in_the_hand(idx: list[int], rules) -> None:
    # The lead table finds leads by counting tiles; here every group of 1 to 4 tiles of the
    # hand is classified one by one, and the two must agree.
    hand = [SET[i] for i in idx]
    found = {c.tiles for c in legal_leads(hand, rules)}
    every = {
        combo.tiles
        for size in range(1, 5)
        for group in combinations(hand, size)
        if (combo := classify(group, rules)) is not None
    }
    assert found == every


@pytest.mark.parametrize(
    "deck", ["standard", "civil_supreme", "civil_nines_supreme", "civil_nines"]
)
def test_the_lead_table_holds_every_group_that_classifies(deck: str) -> None:
    # The table skips most groups of three and four tiles before classifying them (only a
    # small triplet or a mixed combination can be one); here every group of one to four of
    # the 32 tiles is classified, under every rule set of the deck, and the two must agree.
    key = lambda tiles: tuple(sorted(map(str, tiles)))  # noqa: E731
    groups = {key(g): g for size in range(1, 5) for g in combinations(SET, size)}
    for pairs in (True, False):
        for mixed in (True, False):
            for small in (True, False):
                rules = rules_for_deck(deck, pairs=pairs, mixed=mixed, small_triplets=small)
                found = {k for k, g in groups.items() if classify(list(g), rules) is not None}
                table = {key(c.tiles) for c in lead_table(rules).combos}
                assert table == found, (deck, pairs, mixed, small, sorted(found ^ table)[:5])
