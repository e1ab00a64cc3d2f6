"""A row of tiles or cards drawn as one SVG, each distinct piece defined once."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.table import Piece
from ..pieces.cards import Card
from ..pieces.domino_cards import DominoCard
from ..pieces.errors import PieceError
from ..pieces.tiles import Tile
from .cards import DEFAULT_CARD_HEIGHT, card_title
from .domino_cards import DEFAULT_HEIGHT as DEFAULT_DOMINO_CARD_HEIGHT
from .domino_cards import domino_card_title
from .markup import num, svg_document, text
from .pieces_row import flow
from .sprite import Sprite
from .theme import PAGE_TEXT, tile_style
from .tiles import DEFAULT_TILE_HEIGHT, tile_title

CAPTION_SIZE = 11.0
LABEL_SIZE = 13.0
# A rough width of one character in ems, to give long captions and labels room; the fonts
# of the page decide the real width, so this errs on the wide side.
CHAR_WIDTH = 0.58


def _read_piece(text_piece: str) -> Tile | Card:
    try:
        return Tile.parse(text_piece)
    except PieceError:
        return Card.parse(text_piece)


def split_pieces(text: str) -> list[str]:
    """The pieces written in `text`, unread: separated by spaces ("6:6 1:1", "J♠ 10♥"), or
    by commas when names hold spaces ("5 of Swords, Sun")."""
    separator = r"\s*,\s*" if "," in text else r"\s+"
    return [part for part in re.split(separator, text.strip()) if part]


def read_pieces(pieces: str | Iterable[Piece | str]) -> tuple[Piece, ...]:
    """Tiles or cards from objects or text (as `split_pieces` splits it); tiles and cards
    are never mixed. Domino cards are given as objects (their text reads as a tile)."""
    if isinstance(pieces, str):
        pieces = split_pieces(pieces)
    read = tuple(p if isinstance(p, Tile | Card | DominoCard) else _read_piece(p) for p in pieces)
    if any(isinstance(p, Tile) for p in read) and any(isinstance(p, Card) for p in read):
        raise PieceError("a hand holds tiles or cards, not both")
    return read


@dataclass(frozen=True, init=False)
class Hand:
    """Tiles or cards in a row (or rows of `per_row`), drawn as one SVG.

    `pieces` may be given as objects or text: Hand("6:6 1:1 4:2"), Hand("J♠ 10♥"),
    Hand("5 of Swords, Sun"). `style` is the tile style ("ivory" or "black"; cards have one
    look). `captions` adds page-coloured text under each piece ("\\n" breaks a caption into
    lines); `label` a heading above the row. `height` is one piece's height in pixels
    (default 80 for tiles, 84 for cards); `gap` the space between pieces; `per_row` wraps
    long rows. `face_down` hides every piece (the drawing then names none of them).
    """

    pieces: tuple[Piece, ...]
    style: str
    label: str | None
    face_down: bool
    gap: float
    per_row: int | None
    captions: tuple[str, ...] | None
    height: float | None

    # Written out rather than generated: `pieces` and `captions` are read into the values
    # the fields hold.
    def __init__(
        self,
        pieces: str | Iterable[Piece | str],
        style: str = "ivory",
        label: str | None = None,
        face_down: bool = False,
        gap: float = 6.0,
        per_row: int | None = None,
        captions: Iterable[str] | None = None,
        height: float | None = None,
    ) -> None:
        read = read_pieces(pieces)
        tile_style(style)
        if per_row is not None and (not isinstance(per_row, int) or per_row < 1):
            raise ValueError(f"per_row must be a whole number of at least 1, got {per_row!r}")
        named = None if captions is None else tuple(str(c) for c in captions)
        if named is not None and len(named) != len(read):
            raise ValueError(
                f"captions must name every piece: {len(read)} pieces, {len(named)} captions"
            )
        set_ = object.__setattr__
        for name, value in (
            ("pieces", read),
            ("style", style),
            ("label", label),
            ("face_down", face_down),
            ("gap", gap),
            ("per_row", per_row),
            ("captions", named),
            ("height", height),
        ):
            set_(self, name, value)

    @property
    def is_tiles(self) -> bool:
        return bool(self.pieces) and isinstance(self.pieces[0], Tile)

    def __repr__(self) -> str:
        if self.pieces and isinstance(self.pieces[0], Card) and self.pieces[0].deck == "dezai":
            listed = ", ".join(str(p) for p in self.pieces)
        else:
            listed = " ".join(str(p) for p in self.pieces)
        options = [
            f"{name}={value!r}"
            for name, value, default in (
                ("style", self.style, "ivory"),
                ("label", self.label, None),
                ("face_down", self.face_down, False),
                ("gap", self.gap, 6.0),
                ("per_row", self.per_row, None),
                ("captions", self.captions, None),
                ("height", self.height, None),
            )
            if value != default
        ]
        return f"Hand({', '.join([repr(listed), *options])})"

    def title(self) -> str:
        """What the drawing is called: the label, then every piece by name."""
        kind = "tile" if self.is_tiles else "card"
        count = len(self.pieces)
        if not self.pieces:
            named = "no pieces"
        elif self.face_down:
            named = f"{count} face-down {kind}{'' if count == 1 else 's'}"
        else:
            names = (_title(p) for p in self.pieces)
            named = ", ".join(names)
        return f"{self.label}: {named}" if self.label else named

    def _sizes(self, sprite: Sprite) -> tuple[float, float, float, float]:
        """A piece's width and height, and a cell's (a piece and its caption)."""
        if self.height is not None:
            piece_height = float(self.height)
        elif self.is_tiles:
            piece_height = DEFAULT_TILE_HEIGHT
        elif self.pieces and isinstance(self.pieces[0], DominoCard):
            piece_height = DEFAULT_DOMINO_CARD_HEIGHT
        else:
            piece_height = DEFAULT_CARD_HEIGHT
        if self.pieces:
            piece_width, _ = sprite.piece_size(self.pieces[0], height=piece_height)
        else:
            piece_width, piece_height = 0.0, 0.0
        lines = max((len(c) for c in self._caption_lines()), default=0)
        longest = max((len(line) for c in self._caption_lines() for line in c), default=0)
        cell_width = max(piece_width, longest * CAPTION_SIZE * CHAR_WIDTH)
        caption_height = lines * CAPTION_SIZE * 1.2 + (4 if lines else 0)
        return piece_width, piece_height, cell_width, piece_height + caption_height

    def _caption_lines(self) -> list[list[str]]:
        return [c.split("\n") for c in self.captions] if self.captions else []

    def _piece(self, sprite: Sprite, index: int, x: float, y: float) -> str:
        """Piece `index` in its cell at (`x`, `y`), centred."""
        piece_width, piece_height, cell_width, _ = self._sizes(sprite)
        return sprite.place(
            self.pieces[index],
            x + (cell_width - piece_width) / 2,
            y,
            height=piece_height,
            style=self.style,
            face_down=self.face_down,
        )

    def _caption(self, sprite: Sprite, index: int, x: float, y: float) -> str:
        """The caption of piece `index` under it, in its cell at (`x`, `y`)."""
        _, piece_height, cell_width, _ = self._sizes(sprite)
        lines = self._caption_lines()[index]
        return "".join(
            f'<text x="{num(x + cell_width / 2)}" '
            f'y="{num(y + piece_height + 2 + (n + 1) * CAPTION_SIZE * 1.2 - CAPTION_SIZE * 0.2)}">'
            f"{text(line)}</text>"
            for n, line in enumerate(lines)
        )

    def svg(self) -> str:
        sprite = Sprite()
        _, _, cell_width, cell_height = self._sizes(sprite)
        label_height = LABEL_SIZE * 1.6 if self.label else 0.0

        per_row = self.per_row or max(len(self.pieces), 1)
        rows = math.ceil(len(self.pieces) / per_row) if self.pieces else 0
        columns = min(per_row, len(self.pieces))
        width = columns * cell_width + max(columns - 1, 0) * self.gap
        if self.label:
            width = max(width, len(self.label) * LABEL_SIZE * CHAR_WIDTH * 1.1)
        height = label_height + rows * cell_height + max(rows - 1, 0) * self.gap

        def cell(i: int) -> tuple[float, float]:
            row, column = divmod(i, per_row)
            return column * (cell_width + self.gap), label_height + row * (cell_height + self.gap)

        body = []
        if self.label:
            body.append(
                f'<text x="0" y="{num(LABEL_SIZE)}" font-size="{num(LABEL_SIZE)}" '
                f'font-weight="700" fill="{PAGE_TEXT}">{text(self.label)}</text>'
            )
        body += [self._piece(sprite, i, *cell(i)) for i in range(len(self.pieces))]
        if self.captions:
            body.append(
                f'<g font-size="{num(CAPTION_SIZE)}" fill="{PAGE_TEXT}" text-anchor="middle">'
            )
            body += [self._caption(sprite, i, *cell(i)) for i in range(len(self.pieces))]
            body.append("</g>")

        view_box = f"0 0 {num(width)} {num(height)}"
        return svg_document(width, height, view_box, self.title(), sprite.defs() + "".join(body))

    def html(self) -> str:
        """The row for an HTML page: each piece (and its caption) a drawing of its own, that
        wraps to the next line where the page is narrower than the row (`flow`), at most
        `per_row` a line."""
        sprite = Sprite()
        _, _, cell_width, cell_height = self._sizes(sprite)
        caption = f'<g font-size="{num(CAPTION_SIZE)}" fill="{PAGE_TEXT}" text-anchor="middle">'
        cells = [
            (
                cell_width,
                cell_height,
                self._piece(sprite, i, 0.0, 0.0)
                + (f"{caption}{self._caption(sprite, i, 0.0, 0.0)}</g>" if self.captions else ""),
            )
            for i in range(len(self.pieces))
        ]
        per_row = self.per_row or max(len(self.pieces), 1)
        width = per_row * cell_width + (per_row - 1) * self.gap if self.per_row else None
        return flow(
            self.title(), sprite, cells, (self.gap, self.gap), label=self.label or "", width=width
        )

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        return self.html()


def _title(piece: Tile | Card | DominoCard) -> str:
    if isinstance(piece, Tile):
        return tile_title(piece)
    if isinstance(piece, DominoCard):
        return domino_card_title(piece)
    return card_title(piece)
