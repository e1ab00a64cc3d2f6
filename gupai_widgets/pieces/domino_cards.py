"""Domino cards (紙牌): the long narrow paper cards printed with a domino face.

Games such as ShiWuHu were played with paper cards rather than tiles: each card shows the
two dice faces of one of the 21 domino faces, one at each end. A card reads exactly like
the tile of its face (pips, red pips, civil or military, names), so the rules can treat
both alike; only the drawing differs. There is one DominoCard object per face, as there is
one Tile.
"""

from __future__ import annotations

from .tiles import Tile, all_faces, split_pieces


class DominoCard:
    """The paper card of one domino face; `tile` is that face. Written as the tile is
    ("6:6"), read from any tile notation."""

    __slots__ = ("tile", "_hash")

    tile: Tile
    _hash: int

    def __new__(cls, high: int, low: int) -> DominoCard:
        tile = Tile(high, low)
        card = _CARDS.get(tile)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "tile", tile)
            object.__setattr__(card, "_hash", hash(("card", tile)))
            _CARDS[tile] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a DominoCard cannot be changed (tried to set {name!r})")

    @classmethod
    def parse(cls, text: str | DominoCard | Tile) -> DominoCard:
        """Read a card from a tile's notation ("6:5", "[6:5]", "65") or a Tile."""
        if isinstance(text, DominoCard):
            return text
        tile = Tile.parse(text)
        return cls(tile.high, tile.low)

    # The face's facts, read through to its tile.
    @property
    def high(self) -> int:
        return self.tile.high

    @property
    def low(self) -> int:
        return self.tile.low

    @property
    def pips(self) -> int:
        return self.tile.pips

    @property
    def red_pips(self) -> int:
        return self.tile.red_pips

    @property
    def is_double(self) -> bool:
        return self.tile.is_double

    @property
    def is_civil(self) -> bool:
        return self.tile.is_civil

    @property
    def is_military(self) -> bool:
        return self.tile.is_military

    @property
    def is_gee_joon(self) -> bool:
        return self.tile.is_gee_joon

    @property
    def is_heaven(self) -> bool:
        return self.tile.is_heaven

    @property
    def rank(self) -> int:
        return self.tile.rank

    @property
    def code(self) -> str:
        return self.tile.code

    @property
    def suit(self) -> str:
        return self.tile.suit

    @property
    def name(self) -> str:
        return self.tile.name

    @property
    def chinese_name(self) -> str:
        return self.tile.chinese_name

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[DominoCard], tuple[int, int]]:
        return (DominoCard, (self.tile.high, self.tile.low))

    def __copy__(self) -> DominoCard:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> DominoCard:
        return self

    def __str__(self) -> str:
        return str(self.tile)

    def __repr__(self) -> str:
        return f"DominoCard({self.tile.high}, {self.tile.low})"

    def _repr_svg_(self) -> str:
        from ..render.domino_cards import domino_card_svg

        return domino_card_svg(self)


_CARDS: dict[Tile, DominoCard] = {}


def domino_card_deck(copies: int = 4) -> tuple[DominoCard, ...]:
    """Domino cards, `copies` of each of the 21 faces (four: the 84-card ShiWuHu deck), in
    the order of the faces, civil strongest first."""
    return tuple(DominoCard(t.high, t.low) for t in all_faces() for _ in range(copies))


def domino_cards(text: str) -> list[DominoCard]:
    """Read several domino cards separated by spaces or commas: domino_cards("6:6 5:4")."""
    return [DominoCard.parse(part) for part in split_pieces(text, "domino_cards", '"6:6 5:4"')]
