"""Chinese domino tiles drawn as SVG, the way real tiles look (FACTS.md §1.4).

A tile is long and narrow (40 × 92 units, about 1 : 2.3) with rounded corners and no
centre bar: the two halves are told apart by the gap between them. Each half places its
pips on a 3 × 3 grid, read from the half's outer end:

* 1: one large red pip in the middle;
* 2: two pips side by side across the width, at the outer end (never diagonal);
* 3: a diagonal; 4: the four corners, red; 5: the four corners and the middle;
* 6: two columns of three.

The lower half is the upper half's layout turned end for end, so every half keeps its
outer end at the end of the tile, a reversed tile is the tile turned round, and a double
looks the same either way up. Two faces are special:

* [6:6] (Heaven) has three red and three white pips per half. The red column is the left
  one of the upper half; turned end for end, the lower half's red column is the right
  one, so the red pips run corner to corner and the tile reads the same both ways up.
* [3:3] (Long three) is drawn as a pair across the width at each end and a pair along the
  centre line in the middle, so the whole tile reads 2 - 2 - 2 (Celko; h2g2).
"""

from __future__ import annotations

from ..pieces.tiles import Tile
from .markup import SharedDefs, num, svg_document
from .theme import PIP_RED, tile_style

TILE_WIDTH = 40.0
TILE_LENGTH = 92.0
# The tile's thickness, seen as an edge below the face (light from above in either
# orientation); it makes a row of tiles read as solid pieces.
TILE_EDGE = 2.5
# The default on-screen size: a standing tile is this tall.
DEFAULT_TILE_HEIGHT = 80.0

_COLUMNS = (8.6, 20.0, 31.4)
# Grid rows of the upper half, outer end first. The gap to the lower half's rows (23.2
# units) is about twice the spacing inside a half: that gap is what separates the halves.
_ROWS = (11.6, 23.0, 34.4)
PIP_RADIUS = 4.3
ONE_RADIUS = 6.8

# Cells (column, row) per value, row 0 at the half's outer end.
_HALF_CELLS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 0)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}

# [3:3] as a whole tile, upper half first: the end pairs sit on the outer rows and the
# middle pair stands on the centre line, one pip each side of the gap between the halves.
_LONG_THREE_HALF = ((_COLUMNS[0], _ROWS[0]), (_COLUMNS[2], _ROWS[0]), (_COLUMNS[1], 37.5))

Pip = tuple[float, float, float, bool]
"""A pip as (x, y, radius, is_red) on a standing tile, 40 wide and 92 long."""


def _half_pips(value: int, on_heaven: bool) -> list[Pip]:
    """The pips of one half as the upper half of a standing tile."""
    if value == 1:
        return [(_COLUMNS[1], _ROWS[1], ONE_RADIUS, True)]
    pips = []
    for column, row in _HALF_CELLS[value]:
        red = value == 4 or (on_heaven and column == 0)
        pips.append((_COLUMNS[column], _ROWS[row], PIP_RADIUS, red))
    return pips


def _turned(pips: list[Pip]) -> list[Pip]:
    """The same pips with the tile turned end for end."""
    return [(TILE_WIDTH - x, TILE_LENGTH - y, r, red) for x, y, r, red in pips]


def tile_pips(tile: Tile, *, reverse: bool = False) -> list[Pip]:
    """Pip positions on a standing tile: the higher half on top, or the lower if reversed."""
    if tile.high == tile.low == 3:
        half = [(x, y, PIP_RADIUS, False) for x, y in _LONG_THREE_HALF]
        return half + _turned(half)
    first, second = (tile.low, tile.high) if reverse else (tile.high, tile.low)
    return _half_pips(first, tile.is_heaven) + _turned(_half_pips(second, tile.is_heaven))


def tile_size(*, horizontal: bool = False) -> tuple[float, float]:
    """(width, height) of a tile drawing in its own units, edge included."""
    if horizontal:
        return TILE_LENGTH, TILE_WIDTH + TILE_EDGE
    return TILE_WIDTH, TILE_LENGTH + TILE_EDGE


def tile_title(tile: Tile | None) -> str:
    """What a tile drawing is called: "Heaven [6:6] 天", or "a face-down tile"."""
    if tile is None:
        return "a face-down tile"
    return f"{tile.name} [{tile}] {tile.chinese_name}"


def tile_body(*, style: str = "ivory", horizontal: bool = False, face_down: bool = False) -> str:
    """The tile itself without pips: the edge showing below the face, then the face; a
    face-down tile shows its plain back with an inset line."""
    colours = tile_style(style)
    # The face on screen, edge not included: (across, down).
    across, down = (TILE_LENGTH, TILE_WIDTH) if horizontal else (TILE_WIDTH, TILE_LENGTH)
    size = f'width="{num(across - 1)}" height="{num(down - 1)}" rx="5"'
    face = colours.back if face_down else colours.face
    body = (
        f'<rect x=".5" y="{num(TILE_EDGE + 0.5)}" {size} fill="{colours.edge}" '
        f'stroke="{colours.rim}"/>'
        f'<rect x=".5" y=".5" {size} fill="{face}" stroke="{colours.rim}"/>'
    )
    if face_down:
        inset = 5.0
        body += (
            f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(across - 2 * inset)}" '
            f'height="{num(down - 2 * inset)}" rx="3" fill="none" stroke="{colours.back_mark}"/>'
        )
    return body


def tile_pip_circles(
    tile: Tile, *, style: str = "ivory", horizontal: bool = False, reverse: bool = False
) -> str:
    """The pips as `<circle>`s, each filled red (PIP_RED) or in the style's pip colour."""
    colours = tile_style(style)
    circles = []
    for x, y, r, red in tile_pips(tile, reverse=reverse):
        if horizontal:
            # Turned a quarter to the left: the top of the standing tile becomes its left end.
            x, y = y, TILE_WIDTH - x
        fill = PIP_RED if red else colours.pip
        circles.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{fill}"/>')
    return "".join(circles)


def tile_symbol_id(
    tile: Tile | None, *, style: str = "ivory", horizontal: bool = False, reverse: bool = False
) -> str:
    """The sprite id of a tile drawing: "gw-t-ivory-63", "gw-t-black-63-hr",
    "gw-t-ivory-back". It names everything the drawing depends on."""
    tile_style(style)
    flags = "h" if horizontal else ""
    if tile is None:
        face = "back"
    else:
        face = tile.code
        # A double looks the same turned round, so it needs no reversed drawing.
        if reverse and not tile.is_double:
            flags += "r"
    return f"gw-t-{style}-{face}" + (f"-{flags}" if flags else "")


def tile_symbol(
    defs: SharedDefs,
    tile: Tile | None,
    *,
    style: str = "ivory",
    horizontal: bool = False,
    reverse: bool = False,
) -> str:
    """Define the tile's `<symbol>` in `defs` (once) and return its id; None = face down.

    The tile body is a layer shared by every face of the style; the pips are written in
    the symbol, so each symbol holds exactly its tile's pip circles.
    """
    symbol_id = tile_symbol_id(tile, style=style, horizontal=horizontal, reverse=reverse)

    def body() -> str:
        if tile is None:
            return tile_body(style=style, horizontal=horizontal, face_down=True)
        layer_id = f"gw-tb-{style}" + ("-h" if horizontal else "")
        return defs.layer(
            layer_id, lambda: tile_body(style=style, horizontal=horizontal)
        ) + tile_pip_circles(tile, style=style, horizontal=horizontal, reverse=reverse)

    return defs.symbol(symbol_id, *tile_size(horizontal=horizontal), body)


def tile_svg(
    tile: Tile | str,
    *,
    style: str = "ivory",
    horizontal: bool = False,
    reverse: bool = False,
    height: float | None = None,
    face_down: bool = False,
) -> str:
    """A standalone SVG of one tile.

    `horizontal` lays the tile on its side with the first half on the left; `reverse`
    puts the lower half first (top, or left), so a chain can show [6:3] as 3-6.
    `height` is the on-screen height in pixels (default: 80 standing, 36 lying, the same
    scale).
    `face_down` draws the plain back.
    """
    tile = Tile.parse(tile)
    width_units, height_units = tile_size(horizontal=horizontal)
    if height is None:
        height = DEFAULT_TILE_HEIGHT * height_units / (TILE_LENGTH + TILE_EDGE)
    width = height * width_units / height_units
    shown = None if face_down else tile
    body = tile_body(style=style, horizontal=horizontal, face_down=face_down)
    if shown is not None:
        body += tile_pip_circles(shown, style=style, horizontal=horizontal, reverse=reverse)
    view_box = f"0 0 {num(width_units)} {num(height_units)}"
    return svg_document(width, height, view_box, tile_title(shown), body)
