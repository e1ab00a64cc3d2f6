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

Pips are round dots: the pips of one colour and size are one `<path>` of zero-length,
round-capped strokes ("M x y h0" each), a disc as wide as the stroke: the look of a
`<circle>` per pip in far fewer bytes. In a sprite each half pattern is drawn once per style,
as the upper half of a standing tile, and every tile symbol is the body and its two halves
placed with `<use>`, turned for the lower half and for a lying tile.
"""

from __future__ import annotations

from functools import partial

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


Half = tuple[str, list[Pip]]
"""A half's pattern, named ("6", or "6h" and "3l" for the halves of [6:6] and [3:3]), and
its pips as the upper half of a standing tile."""

_LONG_THREE: Half = ("3l", [(x, y, PIP_RADIUS, False) for x, y in _LONG_THREE_HALF])


def _halves(tile: Tile, reverse: bool) -> tuple[Half, Half]:
    """The first half (top, or left) and the second, each as the upper half of a standing
    tile: the second is drawn turned end for end."""
    if tile.high == tile.low == 3:
        return _LONG_THREE, _LONG_THREE
    first, second = (tile.low, tile.high) if reverse else (tile.high, tile.low)
    return _half(first, tile.is_heaven), _half(second, tile.is_heaven)


def _half(value: int, on_heaven: bool) -> Half:
    return (f"{value}h" if on_heaven else str(value)), _half_pips(value, on_heaven)


def _turned(pips: list[Pip]) -> list[Pip]:
    """The same pips with the tile turned end for end."""
    return [(TILE_WIDTH - x, TILE_LENGTH - y, r, red) for x, y, r, red in pips]


def tile_pips(tile: Tile, *, reverse: bool = False) -> list[Pip]:
    """Pip positions on a standing tile: the higher half on top, or the lower if reversed."""
    (_, first), (_, second) = _halves(tile, reverse)
    return first + _turned(second)


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


def pip_paths(pips: list[Pip], colour: str) -> str:
    """The pips as one `<path>` per colour and size, red ones in PIP_RED, the rest in
    `colour`. Each pip is a zero-length stroke ("M x y h0") whose round caps paint a disc
    as wide as the stroke: the same look as a `<circle>` per pip, in far fewer bytes."""
    strokes: dict[tuple[str, float], str] = {}
    for x, y, r, red in pips:
        key = (PIP_RED if red else colour, r)
        strokes[key] = strokes.get(key, "") + f"M{num(x)} {num(y)}h0"
    return "".join(
        f'<path d="{d}" stroke="{stroke}" stroke-width="{num(2 * r)}" stroke-linecap="round"/>'
        for (stroke, r), d in strokes.items()
    )


def tile_pip_paths(
    tile: Tile, *, style: str = "ivory", horizontal: bool = False, reverse: bool = False
) -> str:
    """Every pip of the tile in place, as `pip_paths`."""
    pips = tile_pips(tile, reverse=reverse)
    if horizontal:
        # Turned a quarter to the left: the top of the standing tile becomes its left end.
        pips = [(y, TILE_WIDTH - x, r, red) for x, y, r, red in pips]
    return pip_paths(pips, tile_style(style).pip)


# How a half drawn as the upper half of a standing tile is put in place, as attributes of
# its `<use>`, by (horizontal, second half): the second half is turned end for end about the
# tile's centre, and a lying tile is turned a quarter to the left (its top becomes its left
# end).
_HALF_PLACES = {
    (False, False): "",
    (False, True): f' transform="rotate(180 {num(TILE_WIDTH / 2)} {num(TILE_LENGTH / 2)})"',
    (True, False): f' transform="rotate(-90 {num(TILE_WIDTH / 2)} {num(TILE_WIDTH / 2)})"',
    (True, True): f' transform="rotate(90 {num(TILE_LENGTH / 2)} {num(TILE_LENGTH / 2)})"',
}
# A half that looks the same turned round on the spot (1, 3, 4, 5, 6) is, as the second half
# of a standing tile, only moved down: shorter to write than the turn, and the same drawing.
_MOVED_DOWN = f' y="{num(TILE_LENGTH / 2)}"'


def _one_element(paths: str) -> str:
    """Paths as one element: the path itself, or a group of them."""
    return paths if paths.count("<path") == 1 else f"<g>{paths}</g>"


def _pips_element(pips: list[Pip], colour: str) -> str:
    """The pips of a half as one element."""
    return _one_element(pip_paths(pips, colour))


def _same_turned(pips: list[Pip]) -> bool:
    """Whether the half looks the same turned end for end on the spot."""

    def drawn(points: list[Pip]) -> list[tuple[str, str, float, bool]]:
        return sorted((num(x), num(y), r, red) for x, y, r, red in points)

    turned: list[Pip] = [(TILE_WIDTH - x, TILE_LENGTH / 2 - y, r, red) for x, y, r, red in pips]
    return drawn(turned) == drawn(pips)


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

    The tile body is a layer shared by every face of the style, and so is each half: a
    half pattern is drawn once per style as the upper half of a standing tile, and a
    tile's symbol places its two halves, turned for the lower half and for a lying tile.
    """
    symbol_id = tile_symbol_id(tile, style=style, horizontal=horizontal, reverse=reverse)

    def body() -> str:
        if tile is None:
            return tile_body(style=style, horizontal=horizontal, face_down=True)
        layer_id = f"gw-tb-{style}" + ("-h" if horizontal else "")
        drawn = defs.layer(layer_id, lambda: tile_body(style=style, horizontal=horizontal))
        colour = tile_style(style).pip
        for second, (pattern, pips) in enumerate(_halves(tile, reverse)):
            moved_down = second and not horizontal and _same_turned(pips)
            drawn += defs.element(
                f"gw-th-{style}-{pattern}",
                partial(_pips_element, pips, colour),
                placed=_MOVED_DOWN if moved_down else _HALF_PLACES[horizontal, bool(second)],
            )
        return drawn

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
        body += tile_pip_paths(shown, style=style, horizontal=horizontal, reverse=reverse)
    view_box = f"0 0 {num(width_units)} {num(height_units)}"
    return svg_document(width, height, view_box, tile_title(shown), body)
