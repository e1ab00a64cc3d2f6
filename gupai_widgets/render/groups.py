"""Pieces in named groups, drawn as one SVG: each group's pieces side by side with its name
under them, the groups laid in rows like words in a paragraph.

A group is (name, pieces). The pieces are standing tiles or cards, read as `Hand` reads
them ("6:6 1:1", "J♠ 10♥", "5 of Swords, Sun", or objects), or a line of tiles lying end
to end, given as `TableView` gives a line: one (left half, right half) pair per tile.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.table import Piece
from ..pieces.errors import excerpt
from ..pieces.tiles import Tile
from .hand import CAPTION_SIZE, CHAR_WIDTH, LABEL_SIZE, read_pieces
from .markup import num, svg_document, text
from .sprite import Sprite
from .theme import PAGE_TEXT, tile_style

GAP = 2.0  # between two pieces of a group
GROUP_GAP = 16.0  # between two groups of a row
ROW_GAP = 8.0  # between a row's names and the next row's pieces

GroupPieces = str | Sequence[Piece | str] | Sequence[tuple[int, int]]
"""A group's pieces as given: text, pieces, or a line's (left half, right half) pairs."""

Laid = tuple[Tile, bool]
"""A tile lying in a line, and whether it lies reversed (its lower half first)."""


def _is_line(pieces: object) -> bool:
    """Whether `pieces` is a line of tiles given as (left half, right half) pairs."""
    return (
        not isinstance(pieces, str)
        and isinstance(pieces, Sequence)
        and bool(pieces)
        and all(
            isinstance(p, tuple) and len(p) == 2 and all(type(h) is int for h in p) for p in pieces
        )
    )


def _group(group: object, index: int) -> tuple[str, tuple[Piece, ...], tuple[Laid, ...]]:
    """A group's name, and its standing pieces or the tiles of its line (the other empty)."""
    if not (isinstance(group, Sequence) and not isinstance(group, str) and len(group) == 2):
        raise ValueError(f"group {index + 1} should be (name, pieces), not {excerpt(group)}")
    name, pieces = group
    if _is_line(pieces):
        return str(name), (), tuple((Tile(a, b), a < b) for a, b in pieces)
    return str(name), read_pieces(pieces), ()


def groups_svg(
    groups: Sequence[tuple[str, GroupPieces]],
    *,
    height: float = 36.0,
    width: float = 640.0,
    style: str = "ivory",
    label: str = "",
) -> str:
    """`groups` drawn in rows no wider than `width` (a wider group gets a row of its own),
    under a heading `label` if given. `height` is a standing piece's height; a tile lying in
    a line is as long as that."""
    tile_style(style)
    sprite = Sprite()
    lying = sprite.tile_size(height=height)[0]  # the short side of a tile lying down
    # Each group's pieces, their height, the step from one to the next, and its width.
    sized: list[tuple[str, tuple[Piece, ...], tuple[Laid, ...], float, float, float]] = []
    for name, standing, laid in (_group(group, i) for i, group in enumerate(groups)):
        if laid:
            tall, step = lying, sprite.tile_size(height=lying, horizontal=True)[0] + GAP
        else:
            tall = height
            step = (sprite.piece_size(standing[0], height=height)[0] if standing else 0) + GAP
        count = len(standing) + len(laid)
        span = max(count * step - GAP, len(name) * CAPTION_SIZE * CHAR_WIDTH)
        sized.append((name, standing, laid, tall, step, span))
    rows: list[list[tuple[str, tuple[Piece, ...], tuple[Laid, ...], float, float, float]]] = [[]]
    x = 0.0
    for group in sized:
        if rows[-1] and x + group[-1] > width:
            rows.append([])
            x = 0.0
        rows[-1].append(group)
        x += group[-1] + GROUP_GAP
    marks: list[str] = []
    names: list[str] = []
    y = LABEL_SIZE * 1.6 if label else 0.0
    right = len(label) * LABEL_SIZE * CHAR_WIDTH * 1.1
    for row in rows:
        tallest = max((group[3] for group in row), default=0.0)
        x = 0.0
        for name, standing, laid, tall, step, span in row:
            for k, (tile, reverse) in enumerate(laid):
                marks.append(
                    sprite.tile(tile, x + k * step, y, height=tall, horizontal=True,
                                reverse=reverse, style=style, titled=False)
                )  # fmt: skip
            for k, piece in enumerate(standing):
                marks.append(sprite.place(piece, x + k * step, y, height=tall, style=style))
            baseline = y + tallest + CAPTION_SIZE + 2
            names.append(f'<text x="{num(x)}" y="{num(baseline)}">{text(name)}</text>')
            right = max(right, x + span)
            x += span + GROUP_GAP
        y += tallest + CAPTION_SIZE + 4 + ROW_GAP
    total = max(y - ROW_GAP, 0.0)
    title = "; ".join(
        f"{name}: {' '.join(str(p) for p in standing or [tile for tile, _ in laid])}"
        for name, standing, laid, *_ in sized
    )
    if label:
        title = f"{label}: {title}"
        names.append(
            f'<text y="{num(LABEL_SIZE)}" font-size="{num(LABEL_SIZE)}" font-weight="700">'
            f"{text(label)}</text>"
        )
    body = (
        f"{sprite.defs()}{''.join(marks)}"
        f'<g font-size="{num(CAPTION_SIZE)}" fill="{PAGE_TEXT}">{"".join(names)}</g>'
    )
    return svg_document(right, total, f"0 0 {num(right)} {num(total)}", title, body)
