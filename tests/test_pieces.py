"""Tiles, cards, sets and decks against the rule notes (../shared/rules/FACTS.md §1, §2.2).

The expected values are written out here from the sources, not computed from the library.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gupai_widgets as gw
from gupai_widgets import Card, PieceError, Tile

# FACTS.md §1.2 (names, order) and §1.3 (red pips per tile). Civil faces strongest first.
# Columns: high, low, English name, Chinese name, pips, red pips.
CIVIL = [
    (6, 6, "Heaven", "天", 12, 6),
    (1, 1, "Earth", "地", 2, 2),
    (4, 4, "Man", "人", 8, 8),
    (3, 1, "Harmony", "和", 4, 1),
    (5, 5, "Plum", "梅", 10, 0),
    (3, 3, "Long three", "長三", 6, 0),
    (2, 2, "Bench", "板凳", 4, 0),
    (6, 5, "Axe", "斧", 11, 0),
    (6, 4, "Red-head ten", "紅頭十", 10, 4),
    (6, 1, "Long-leg seven", "高腳七", 7, 1),
    (5, 1, "Red mallet six", "大頭六", 6, 1),
]
# Military faces in Tien Gow single-tile order; faces in one group are equal. The names are
# the totals (Cantonese chop gow / bot / chit / ng = 雜九 / 雜八 / 雜七 / 雜五); [4:2] and
# [2:1] are the Gee Joon (至尊) tiles.
MILITARY_GROUPS = [
    [(6, 3, "nine", "雜九", 9, 0), (5, 4, "nine", "雜九", 9, 4)],
    [(6, 2, "eight", "雜八", 8, 0), (5, 3, "eight", "雜八", 8, 0)],
    [(5, 2, "seven", "雜七", 7, 0), (4, 3, "seven", "雜七", 7, 4)],
    [(4, 2, "gee joon", "至尊", 6, 4)],
    [(4, 1, "five", "雜五", 5, 5), (3, 2, "five", "雜五", 5, 0)],
    [(2, 1, "gee joon", "至尊", 3, 1)],
]
MILITARY = [face for group in MILITARY_GROUPS for face in group]
FACE_IDS = [f"{h}:{lo}" for h, lo, *_ in CIVIL + MILITARY]


def test_there_are_21_faces_and_no_blanks() -> None:
    faces = gw.all_faces()
    assert len(faces) == len(set(faces)) == 21
    assert {(t.high, t.low) for t in faces} == {
        (a, b) for a in range(1, 7) for b in range(1, 7) if a >= b
    }


@pytest.mark.parametrize("face", CIVIL, ids=[f"{h}:{lo}" for h, lo, *_ in CIVIL])
def test_civil_face(face) -> None:
    high, low, name, chinese, pips, red = face
    tile = Tile.parse(f"{high}:{low}")
    assert (tile.high, tile.low) == (high, low)
    assert (tile.name, tile.chinese_name) == (name, chinese)
    assert (tile.pips, tile.red_pips) == (pips, red)
    assert tile.is_civil and not tile.is_military
    assert tile.suit == "civil"
    assert tile.is_double == (high == low)
    assert not tile.is_gee_joon


@pytest.mark.parametrize("face", MILITARY, ids=[f"{h}:{lo}" for h, lo, *_ in MILITARY])
def test_military_face(face) -> None:
    high, low, name, chinese, pips, red = face
    tile = Tile(high, low)
    assert name in tile.name.lower()
    assert chinese in tile.chinese_name
    assert (tile.pips, tile.red_pips) == (pips, red)
    assert tile.is_military and not tile.is_civil
    assert tile.suit == "military"
    assert not tile.is_double
    assert tile.is_gee_joon == (name == "gee joon")


def test_civil_rank_order() -> None:
    civil = [Tile(h, lo) for h, lo, *_ in CIVIL]
    ranks = [t.rank for t in civil]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)


def test_military_ranks_tie_by_total() -> None:
    group_ranks = []
    for group in MILITARY_GROUPS:
        ranks = {Tile(h, lo).rank for h, lo, *_ in group}
        assert len(ranks) == 1, f"{group} should tie"
        group_ranks.append(ranks.pop())
    assert group_ranks == sorted(group_ranks, reverse=True)
    assert len(set(group_ranks)) == len(group_ranks)


def test_all_faces_lists_civil_then_military_strongest_first() -> None:
    assert [(t.high, t.low) for t in gw.all_faces()] == [(h, lo) for h, lo, *_ in CIVIL + MILITARY]


@pytest.mark.parametrize("high, low", [(h, lo) for h, lo, *_ in CIVIL + MILITARY], ids=FACE_IDS)
def test_parse_every_spelling_either_way_round(high: int, low: int) -> None:
    expected = Tile(high, low)
    for a, b in ((high, low), (low, high)):
        for text in (f"{a}:{b}", f"[{a}:{b}]", f"{a}{b}", f"{a}-{b}", f" [ {a} : {b} ] "):
            assert Tile.parse(text) == expected, text
    assert Tile(low, high) == expected
    assert Tile.parse(expected) is expected
    assert str(expected) == f"{high}:{low}"


@pytest.mark.parametrize("text", ["7:1", "[0:3]", "", "6:6:6", "Joker", "0", "6:"])
def test_bad_tile_text_is_refused_saying_what_is_allowed(text: str) -> None:
    with pytest.raises(ValueError) as caught:
        Tile.parse(text)
    assert isinstance(caught.value, PieceError)
    message = str(caught.value)
    assert repr(text) in message
    assert "1 to 6" in message and "6:5" in message


@pytest.mark.parametrize("halves", [(7, 1), (0, 3), (6, 0), (1.5, 2), (True, 2)])
def test_bad_tile_halves_are_refused(halves) -> None:
    with pytest.raises(PieceError, match="1 to 6"):
        Tile(*halves)


def test_tiles_reads_several() -> None:
    assert gw.tiles("6:6 5:4, [2:1]") == [Tile(6, 6), Tile(5, 4), Tile(2, 1)]


# --- sets (FACTS.md §1.1, §2.1, §2.2, §2.4) ---


def face_counts(tiles) -> Counter:
    return Counter((t.high, t.low) for t in tiles)


def test_chinese_set() -> None:
    tileset = gw.chinese_set()
    counts = face_counts(tileset)
    assert len(tileset) == 32
    assert all(counts[(h, lo)] == 2 for h, lo, *_ in CIVIL)
    assert all(counts[(h, lo)] == 1 for h, lo, *_ in MILITARY)
    assert sum(t.pips for t in tileset) == 227
    assert sum(t.red_pips for t in tileset) == 64


def test_doubled_set() -> None:
    tiles = gw.doubled_set()
    assert len(tiles) == 64
    assert face_counts(tiles) == Counter(
        {k: 2 * n for k, n in face_counts(gw.chinese_set()).items()}
    )
    assert sum(t.pips for t in tiles) == 454 and sum(t.red_pips for t in tiles) == 128


def test_shiwuhu_deck_has_four_of_each_face() -> None:
    deck = gw.shiwuhu_deck()
    assert len(deck) == 84
    assert set(face_counts(deck).values()) == {4} and len(face_counts(deck)) == 21


def test_dingniu_set() -> None:
    # All military tiles removed except [6:3] and [6:2]: 24 tiles, 12 of them doubles.
    tiles = gw.dingniu_set()
    assert len(tiles) == 24
    assert sum(t.is_double for t in tiles) == 12
    assert {(t.high, t.low) for t in tiles if t.is_military} == {(6, 3), (6, 2)}
    assert all(face_counts(tiles)[(h, lo)] == 2 for h, lo, *_ in CIVIL)


def test_kkoriput_igi_small_set() -> None:
    # Both copies of [3:3] [4:4] [5:5] [6:6] removed for 2 or 3 players.
    tiles = gw.kkoriput_igi_small_set()
    assert len(tiles) == 24
    assert not {(3, 3), (4, 4), (5, 5), (6, 6)} & set(face_counts(tiles))
    assert face_counts(gw.chinese_set()) - face_counts(tiles) == Counter(
        {(3, 3): 2, (4, 4): 2, (5, 5): 2, (6, 6): 2}
    )


CIVIL_22 = Counter({(h, lo): 2 for h, lo, *_ in CIVIL})
NINES = Counter({(6, 3): 1, (5, 4): 1})
SUPREME = Counter({(4, 2): 1, (2, 1): 1})


@pytest.mark.parametrize(
    "make, expected",
    [
        (gw.tianjiu_set_without_supreme, face_counts(gw.chinese_set()) - SUPREME),
        (gw.tianjiu_set_civil_supreme, CIVIL_22 + SUPREME),
        (gw.tianjiu_set_civil_nines_supreme, CIVIL_22 - Counter({(5, 1): 2}) + NINES + SUPREME),
        (gw.tianjiu_set_civil_nines, CIVIL_22 + NINES),
    ],
    ids=["30-no-supreme", "24-civil-supreme", "24-civil-nines-supreme", "24-civil-nines"],
)
def test_tianjiu_small_decks(make, expected: Counter) -> None:
    tiles = make()
    assert face_counts(tiles) == expected
    assert len(tiles) == (30 if make is gw.tianjiu_set_without_supreme else 24)


# --- cards (FACTS.md §2.2: Young Hunter, Dezai Shen) ---

DEZAI_SUITS = ["Towers", "Crescents", "Swords", "Cups"]
DEZAI_RANKS = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Page", "Queen", "King"]
HIGH_CARDS = ["Sun", "Moon", "Star", "Tree", "Crown", "Leopard", "Bear", "Wolf", "Boar", "Serpent"]


def test_french_deck() -> None:
    deck = gw.french_deck()
    assert len(deck) == len(set(deck)) == 52
    assert Counter(c.suit for c in deck) == Counter({"♠": 13, "♥": 13, "♦": 13, "♣": 13})
    assert {c.rank_text for c in deck} == {*map(str, range(2, 11)), "J", "Q", "K", "A"}
    assert all(c.deck == "french" for c in deck)
    assert {c.suit for c in deck if c.is_red} == {"♥", "♦"}
    # Ace high.
    assert Card.parse("A♠").rank > Card.parse("K♠").rank > Card.parse("2♠").rank


def test_nismiram_deck() -> None:
    deck = gw.dezai_deck()
    assert len(deck) == len(set(deck)) == 50
    names = {c.name for c in deck}
    assert names == {f"{r} of {s}" for s in DEZAI_SUITS for r in DEZAI_RANKS} | set(HIGH_CARDS)
    assert sum(c.is_high for c in deck) == 10
    assert all(c.deck == "dezai" for c in deck)
    # Assumed order inside a suit (FACTS.md §2.2 ambiguity a): One low ... King high.
    assert [Card.parse(f"{r} of Cups").rank for r in DEZAI_RANKS] == list(range(1, 11))


def test_dezai_shen_plays_without_tree_and_crown() -> None:
    deck = gw.dezai_deck(without=("Tree", "Crown"))
    assert len(deck) == 48
    assert {c.name for c in gw.dezai_deck()} - {c.name for c in deck} == {"Tree", "Crown"}
    with pytest.raises(PieceError, match="Sun"):
        gw.dezai_deck(without=("Joker",))


@pytest.mark.parametrize(
    "text, suit, rank, name",
    [
        ("J♠", "♠", 11, "Jack of spades"),
        ("JS", "♠", 11, "Jack of spades"),
        ("js", "♠", 11, "Jack of spades"),
        ("10♥", "♥", 10, "10 of hearts"),
        ("TH", "♥", 10, "10 of hearts"),
        ("A♦", "♦", 14, "Ace of diamonds"),
        ("2c", "♣", 2, "2 of clubs"),
        ("queen of clubs", "♣", 12, "Queen of clubs"),
        ("5 of Swords", "Swords", 5, "Five of Swords"),
        ("Five of Swords", "Swords", 5, "Five of Swords"),
        ("Page of Cups", "Cups", 8, "Page of Cups"),
        ("King of Towers", "Towers", 10, "King of Towers"),
        ("One of Crescents", "Crescents", 1, "One of Crescents"),
        ("Sun", "High", 1, "Sun"),
        ("serpent", "High", 10, "Serpent"),
    ],
)
def test_card_parse(text: str, suit: str, rank: int, name: str) -> None:
    card = Card.parse(text)
    assert (card.suit, card.rank, card.name) == (suit, rank, name)


@pytest.mark.parametrize(
    "text",
    ["Joker", "1♠", "11♠", "8 of Swords", "Knight of Cups", "5 of Wands", "", "J", "♠", "Sun Moon"],
)
def test_bad_card_text_is_refused_saying_what_is_allowed(text: str) -> None:
    with pytest.raises(ValueError) as caught:
        Card.parse(text)
    assert isinstance(caught.value, PieceError)
    message = str(caught.value)
    assert repr(text) in message
    assert "J♠" in message and "5 of Swords" in message and "Sun" in message


@pytest.mark.parametrize("deck", [gw.french_deck, gw.dezai_deck])
def test_every_card_round_trips_through_its_names(deck) -> None:
    for card in deck():
        assert Card.parse(str(card)) == card
        assert Card.parse(card.name) == card
        assert Card.parse(card) is card


def test_cards_reads_several() -> None:
    assert gw.cards("J♠ 10♥, AS") == [Card("♠", 11), Card("♥", 10), Card("♠", 14)]


# --- properties (hypothesis) ---

SPELLINGS = ["{a}:{b}", "[{a}:{b}]", "{a}{b}", "{a}-{b}", "[{a}-{b}]", " {a} : {b} "]


@given(
    face=st.sampled_from(gw.all_faces()),
    spelling=st.sampled_from(SPELLINGS),
    swap=st.booleans(),
)
def test_every_tile_spelling_round_trips(face: Tile, spelling: str, swap: bool) -> None:
    a, b = (face.low, face.high) if swap else (face.high, face.low)
    assert Tile.parse(spelling.format(a=a, b=b)) == face
    assert Tile.parse(str(face)) == face


def _parses_to_a_tile_or_refuses(text: str) -> None:
    try:
        tile = Tile.parse(text)
    except PieceError:
        return
    assert 1 <= tile.low <= tile.high <= 6
    assert tile in gw.all_faces()


@given(st.text())
def test_any_text_is_a_tile_or_a_piece_error(text: str) -> None:
    _parses_to_a_tile_or_refuses(text)


@given(st.text(alphabet="0123456789:-[]| /x", max_size=8))
def test_tile_like_text_is_a_tile_or_a_piece_error(text: str) -> None:
    _parses_to_a_tile_or_refuses(text)


@given(card=st.sampled_from(gw.french_deck() + gw.dezai_deck()), upper=st.booleans())
def test_every_card_name_round_trips_in_any_case(card: Card, upper: bool) -> None:
    for text in (str(card), card.name):
        assert Card.parse(text.upper() if upper else text.lower()) == card


@given(st.text())
def test_any_text_is_a_card_or_a_piece_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except PieceError:
        return
    assert card in gw.french_deck() + gw.dezai_deck()
