"""A sprite: each distinct drawn piece defined once as a `<symbol>`, placed many times.

One `Sprite` serves a whole drawing, or a whole replay: every placement returns a short
`<use>` and records the definitions it needs; `defs()` writes them all once, at the end.

Ids are built only from what a definition shows (piece, style, orientation), never from
object ids or counters, so the same drawing always gives the same bytes. Two drawings on
one page that share an id hold identical definitions, which is harmless; drawings in
different styles get different ids.
"""

from __future__ import annotations

from ..pieces.cards import Card
from ..pieces.domino_cards import DominoCard
from ..pieces.tiles import Tile
from .cards import CARD_HEIGHT, CARD_WIDTH, card_symbol, card_title
from .domino_cards import CARD_LENGTH, domino_card_symbol, domino_card_title
from .domino_cards import CARD_WIDTH as PAPER_WIDTH
from .markup import SVG_NS, SharedDefs, attr, use
from .tiles import tile_size, tile_symbol, tile_title


class Sprite(SharedDefs):
    """Collects piece definitions and hands out `<use>` placements.

        sprite = Sprite()
        row = sprite.tile(Tile(6, 6), 0, 0, height=80) + sprite.tile(Tile(6, 6), 40, 0, height=80)
        svg = f'<svg ...>{sprite.defs()}{row}</svg>'     # [6:6] is defined once

    Coordinates and heights are in the units of the drawing the placements go into. For a
    page of separate drawings (replay frames), place everything with one sprite and put
    `defs_svg()` on the page once.
    """

    @staticmethod
    def tile_size(*, height: float, horizontal: bool = False) -> tuple[float, float]:
        """(width, height) a tile takes when placed `height` units high."""
        width_units, height_units = tile_size(horizontal=horizontal)
        return height * width_units / height_units, height

    @staticmethod
    def card_size(*, height: float) -> tuple[float, float]:
        """(width, height) a card takes when placed `height` units high."""
        return height * CARD_WIDTH / CARD_HEIGHT, height

    def tile(
        self,
        tile: Tile,
        x: float,
        y: float,
        *,
        height: float,
        style: str = "ivory",
        horizontal: bool = False,
        reverse: bool = False,
        face_down: bool = False,
        titled: bool = True,
    ) -> str:
        """A `<use>` placing `tile` with its top-left corner at (x, y), `height` units high.

        `titled` adds the tile's name as a hover title (never on a face-down tile).
        """
        shown = None if face_down else tile
        symbol_id = tile_symbol(self, shown, style=style, horizontal=horizontal, reverse=reverse)
        width, _ = self.tile_size(height=height, horizontal=horizontal)
        title = tile_title(shown) if titled and shown is not None else ""
        return use(symbol_id, x, y, width, height, title)

    def card(
        self,
        card: Card,
        x: float,
        y: float,
        *,
        height: float,
        face_down: bool = False,
        titled: bool = True,
    ) -> str:
        """A `<use>` placing `card` with its top-left corner at (x, y), `height` units high.

        `titled` adds the card's name as a hover title (never on a face-down card).
        """
        shown = None if face_down else card
        symbol_id = card_symbol(self, shown, deck=card.deck)
        width, _ = self.card_size(height=height)
        title = card_title(shown) if titled and shown is not None else ""
        return use(symbol_id, x, y, width, height, title)

    def domino_card(
        self,
        card: DominoCard,
        x: float,
        y: float,
        *,
        height: float,
        face_down: bool = False,
        titled: bool = True,
    ) -> str:
        """A `<use>` placing a paper domino card, standing, `height` units high."""
        shown = None if face_down else card
        symbol_id = domino_card_symbol(self, shown)
        title = domino_card_title(shown) if titled and shown is not None else ""
        return use(symbol_id, x, y, height * PAPER_WIDTH / CARD_LENGTH, height, title)

    def place(
        self,
        piece: Tile | Card | DominoCard,
        x: float,
        y: float,
        *,
        height: float,
        style: str = "ivory",
        face_down: bool = False,
        titled: bool = True,
    ) -> str:
        """`tile()`, `card()` or `domino_card()`, whichever the piece is; `style` is a
        tile's (cards have one look)."""
        if isinstance(piece, DominoCard):
            return self.domino_card(piece, x, y, height=height, face_down=face_down, titled=titled)
        if isinstance(piece, Tile):
            return self.tile(
                piece, x, y, height=height, style=style, face_down=face_down, titled=titled
            )
        if isinstance(piece, Card):
            return self.card(piece, x, y, height=height, face_down=face_down, titled=titled)
        raise TypeError(f"can only place a Tile or a Card, got {piece!r}")

    @classmethod
    def piece_size(
        cls, piece: Tile | Card | DominoCard, *, height: float, horizontal: bool = False
    ) -> tuple[float, float]:
        """(width, height) of a tile or card placed `height` units high."""
        if isinstance(piece, DominoCard):
            return height * PAPER_WIDTH / CARD_LENGTH, height
        if isinstance(piece, Tile):
            return cls.tile_size(height=height, horizontal=horizontal)
        return cls.card_size(height=height)

    def defs_svg(self) -> str:
        """The definitions in an invisible `<svg>` of their own, for an HTML page whose
        drawings (replay frames, say) are separate `<svg>` elements."""
        hidden = attr("position:absolute;width:0;height:0;overflow:hidden")
        return (
            f'<svg xmlns="{SVG_NS}" width="0" height="0" style={hidden} aria-hidden="true">'
            f"{self.defs()}</svg>"
        )
