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
from .pieces_row import flow
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


Sized = tuple[str, tuple[Piece, ...], tuple[Laid, ...], float, float, float]
"""A group read and measured: its name, standing pieces, laid tiles, their height, the step
from one piece to the next, and its width."""


def _sized(groups: Sequence[tuple[str, GroupPieces]], sprite: Sprite, height: float) -> list[Sized]:
    lying = sprite.tile_size(height=height)[0]  # the short side of a tile lying down
    sized: list[Sized] = []
    for name, standing, laid in (_group(group, i) for i, group in enumerate(groups)):
        if laid:
            tall, step = lying, sprite.tile_size(height=lying, horizontal=True)[0] + GAP
        else:
            tall = height
            step = (sprite.piece_size(standing[0], height=height)[0] if standing else 0) + GAP
        count = len(standing) + len(laid)
        span = max(count * step - GAP, len(name) * CAPTION_SIZE * CHAR_WIDTH)
        sized.append((name, standing, laid, tall, step, span))
    return sized


def _marks(sprite: Sprite, group: Sized, x: float, y: float, style: str) -> list[str]:
    """A group's pieces, from (`x`, `y`)."""
    _, standing, laid, tall, step, _ = group
    marks = [
        sprite.tile(tile, x + k * step, y, height=tall, horizontal=True, reverse=reverse,
                    style=style, titled=False)
        for k, (tile, reverse) in enumerate(laid)
    ]  # fmt: skip
    marks += [
        sprite.place(piece, x + k * step, y, height=tall, style=style)
        for k, piece in enumerate(standing)
    ]
    return marks


def _name(group: Sized, x: float, baseline: float) -> str:
    return f'<text x="{num(x)}" y="{num(baseline)}">{text(group[0])}</text>'


def _title(sized: Sequence[Sized], label: str) -> str:
    title = "; ".join(
        f"{name}: {' '.join(str(p) for p in standing or [tile for tile, _ in laid])}"
        for name, standing, laid, *_ in sized
    )
    return f"{label}: {title}" if label else title


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
    sized = _sized(groups, sprite, height)
    rows: list[list[Sized]] = [[]]
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
        for group in row:
            marks += _marks(sprite, group, x, y, style)
            names.append(_name(group, x, y + tallest + CAPTION_SIZE + 2))
            right = max(right, x + group[-1])
            x += group[-1] + GROUP_GAP
        y += tallest + CAPTION_SIZE + 4 + ROW_GAP
    total = max(y - ROW_GAP, 0.0)
    if label:
        names.append(
            f'<text y="{num(LABEL_SIZE)}" font-size="{num(LABEL_SIZE)}" font-weight="700">'
            f"{text(label)}</text>"
        )
    body = (
        f"{sprite.defs()}{''.join(marks)}"
        f'<g font-size="{num(CAPTION_SIZE)}" fill="{PAGE_TEXT}">{"".join(names)}</g>'
    )
    return svg_document(right, total, f"0 0 {num(right)} {num(total)}", _title(sized, label), body)


def groups_html(
    groups: Sequence[tuple[str, GroupPieces]],
    *,
    height: float = 36.0,
    width: float = 640.0,
    style: str = "ivory",
    label: str = "",
) -> str:
    """The same groups for an HTML page, each a drawing of its own that wraps to the next
    line where the page is narrower than `width` (`flow`), at its own size."""
    tile_style(style)
    sprite = Sprite()
    sized = _sized(groups, sprite, height)
    cells = [
        (
            group[-1],
            group[3] + CAPTION_SIZE + 4,
            "".join(_marks(sprite, group, 0.0, 0.0, style))
            + f'<g font-size="{num(CAPTION_SIZE)}" fill="{PAGE_TEXT}">'
            + _name(group, 0.0, group[3] + CAPTION_SIZE + 2)
            + "</g>",
        )
        for group in sized
    ]
    return flow(_title(sized, label), sprite, cells, (ROW_GAP, GROUP_GAP), label=label, width=width)
