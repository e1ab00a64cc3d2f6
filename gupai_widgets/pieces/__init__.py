"""What lies on the table, with no rules: tiles, cards, and the sets and decks they form."""

from __future__ import annotations

from .cards import Card, cards, dezai_deck, french_deck
from .domino_cards import DominoCard, domino_card_deck, domino_cards
from .errors import PieceError
from .sets import (
    chinese_set,
    dingniu_set,
    doubled_set,
    kkoriput_igi_small_set,
    shiwuhu_deck,
    tianjiu_set_civil_nines,
    tianjiu_set_civil_nines_supreme,
    tianjiu_set_civil_supreme,
    tianjiu_set_without_supreme,
)
from .tiles import Tile, all_faces, tiles

__all__ = [
    "Card",
    "DominoCard",
    "PieceError",
    "Tile",
    "all_faces",
    "cards",
    "chinese_set",
    "dezai_deck",
    "dingniu_set",
    "domino_card_deck",
    "domino_cards",
    "doubled_set",
    "french_deck",
    "kkoriput_igi_small_set",
    "shiwuhu_deck",
    "tianjiu_set_civil_nines",
    "tianjiu_set_civil_nines_supreme",
    "tianjiu_set_civil_supreme",
    "tianjiu_set_without_supreme",
    "tiles",
]
