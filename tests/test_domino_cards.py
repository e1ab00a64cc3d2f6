"""Domino cards: the paper cards printed with a domino face (pieces/domino_cards.py), and
their drawing (render/domino_cards.py): long and narrow, not a tile."""

from __future__ import annotations

from collections import Counter
from xml.etree import ElementTree

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gupai_widgets as gw
from gupai_widgets.render.domino_cards import CARD_LENGTH, CARD_WIDTH, domino_card_svg
from gupai_widgets.render.sprite import Sprite


def test_one_card_per_face_read_from_tile_notation() -> None:
    card = gw.DominoCard.parse("[5:6]")
    assert card is gw.DominoCard(6, 5) is gw.DominoCard.parse(gw.Tile(6, 5))
    assert str(card) == "6:5" and repr(card) == "DominoCard(6, 5)"
    assert card != gw.Tile(6, 5) and card.tile is gw.Tile(6, 5)


def test_a_card_reads_as_its_tile() -> None:
    heaven = gw.DominoCard(6, 6)
    assert (heaven.pips, heaven.red_pips, heaven.is_civil, heaven.name) == (12, 6, True, "Heaven")
    assert gw.DominoCard(2, 1).is_gee_joon and gw.DominoCard(5, 4).is_military


def test_the_84_card_deck() -> None:
    deck = gw.domino_card_deck()
    assert len(deck) == 84 and set(Counter(deck).values()) == {4}
    assert [c.tile for c in gw.domino_card_deck(1)] == list(gw.all_faces())


def test_a_bad_card_is_refused() -> None:
    with pytest.raises(gw.PieceError, match="cannot read a tile from '7:7'"):
        gw.domino_cards("6:6 7:7")


def test_a_card_is_drawn_long_and_narrow() -> None:
    svg = domino_card_svg("6:6")
    root = ElementTree.fromstring(svg)
    assert root.get("aria-label") == "Heaven [6:6] 天 card"
    assert CARD_LENGTH / CARD_WIDTH > 3  # a tile is about 2.3
    width, height = Sprite.piece_size(gw.DominoCard(6, 6), height=100)
    assert (width, height) == (28.0, 100.0)


def test_face_and_back_differ_and_the_back_names_no_face() -> None:
    back = domino_card_svg("6:6", face_down=True)
    assert "a face-down card" in back and "Heaven" not in back
    assert back != domino_card_svg("6:6")


def test_a_hand_of_cards_uses_the_card_drawing() -> None:
    hand = gw.Hand(gw.domino_cards("6:6 2:1"))
    svg = hand.svg()
    assert 'id="gw-dc-66"' in svg and 'id="gw-dc-21"' in svg
    assert hand.title() == "Heaven [6:6] 天 card, Gee Joon three [2:1] 至尊三 card"


def test_a_table_with_cards_draws_their_backs() -> None:
    from gupai_widgets.render.table import table_svg

    state = gw.load_game("shiwuhu", players=2).new_initial_state(seed=1)
    svg = table_svg(state.table(0))
    assert 'id="gw-dc-back"' in svg and 'id="gw-t-' not in svg


@given(st.integers(1, 6), st.integers(1, 6), st.sampled_from(["{}:{}", "[{}:{}]", "{}{}", "{}-{}"]))
def test_any_tile_notation_reads_the_same_card(a: int, b: int, form: str) -> None:
    card = gw.DominoCard.parse(form.format(a, b))
    assert card is gw.DominoCard(b, a) and card.tile is gw.Tile(a, b)
    assert gw.DominoCard.parse(str(card)) is card


@given(st.text(max_size=12))
def test_any_other_text_is_refused_with_a_piece_error(text: str) -> None:
    try:
        card = gw.DominoCard.parse(text)
    except gw.PieceError:
        return
    assert str(card) in {str(t) for t in gw.all_faces()}
