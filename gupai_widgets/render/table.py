"""A TableView drawn as one SVG: the seats round the table, the centre, the shared piles and
the panel. It knows no game: a game says what lies where (engine/table.py), the kind of its
centre picks the drawing of the middle (render/centres.py).

A drawing is a list of marks (render/pieces_row.py) in paint order; `table_svg` wraps them
into one SVG and `render/replay.py` merges the marks of every frame of a replay. So that the
merge is exact, nothing is drawn beneath a piece that was already on the table.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine.action import seat_name
from ..engine.table import Piece, TableView
from .centres import CHAR, OTHER_TILE, SHORTEST, SMALL_TILE, centre_kind
from .markup import SVG_NS, attr, num, text
from .pieces_row import GAP, LINE, Box, fit_gap, outline, row, slots, words
from .ring import SIDES as POSITIONS
from .ring import Place, ring
from .sprite import Sprite

# Colours that read on a light and a dark page alike. Text takes the page's colour.
FELT = "#3d8f5f"
FELT_FILL = f'fill="{FELT}" fill-opacity=".13"'
HIGHLIGHT = "#f08c00"
FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
FONT_SIZE = 14

TABLE_WIDTH = 900.0
BOLD_CHAR = 8.6  # the width of a character of a seat's name, at most about
DETAIL_CHAR = 7.4  # of its detail line
MARGIN = 14.0
BOTTOM_TILE = 62.0  # standing pieces of the seat at the bottom
DOWN_TILE = SMALL_TILE  # pieces in front of a seat (laid face down, or won)
SIDE_WIDTH = 176.0
SIDE_GAP = 3.0
SMALLEST_SIDE_TILE = 30.0
FAN_STEP = 9.0  # how much of each piece a fanned pile shows, at most
LABEL_GAP = 12.0  # between a seat's label and its pieces
PILE_STEP = 5.0  # how much of each piece a shared pile shows
PILE_GAP = 14.0  # between two shared piles
# Shared piles where a table has room for them to be larger than pieces in front of a seat:
# in a side's room on a wide table with no seat at the sides, and a single pile on a narrow
# table, in a band of its own above the centre (`Seating.piles`).
BESIDE_PILE = 56.0
NARROW_PILE = 52.0
# The table for a narrow column (a phone upright): two seats of the width of a side seat
# abreast, so 394 units drawn at 390 px keep a wide table's sizes.
NARROW_WIDTH = 2 * SIDE_WIDTH + 3 * MARGIN
# The short side of every piece of a seat or a pile on the narrow table, at least.
NARROW_SHORT = SHORTEST
# Its text is drawn larger too (TABLE_STYLE: 16 px for 14, 14 for 12 or 13), to read at
# 12 px or more, and its lines cut to fit at that size: a character is this much wider.
NARROW_TEXT = 14 / 12

# Text and outline styles shared by every mark of a table, so each mark stays short. An SVG
# <style> applies to the whole page, hence the package's "gw-" prefix on every class.
TABLE_STYLE = (
    "<style>"
    ".gw-n{font-weight:700}"
    ".gw-d{font-size:13px}"
    ".gw-s{font-size:12px;opacity:.8}"
    ".gw-m{text-anchor:middle}"
    ".gw-r{text-anchor:end}"
    f".gw-t{{fill:{HIGHLIGHT};font-weight:700;font-size:13px}}"
    f".gw-hl{{fill:none;stroke:{HIGHLIGHT};stroke-width:3px}}"
    ".gw-bend{fill:none;stroke:currentColor;stroke-opacity:.45;stroke-width:2px;"
    "stroke-dasharray:3 3}"
    ".gw-narrow{font-size:16px}"
    ".gw-narrow :is(.gw-d,.gw-s,.gw-t){font-size:14px}"
    "</style>"
)


@dataclass(frozen=True, slots=True)
class Drawing:
    """One drawn position: its size, its marks in paint order, and what it shows in words:
    `said`, a sentence per part of the table (see `table_words`), and `label`, all of them.
    A narrow table is in two parts, the other seats (and the shared piles) above `split` and
    the centre and the viewer's seat below it: `low` holds the marks of the part below, so
    that a landscape screen can show the two side by side (render/replay.py `Layout.land`)."""

    width: float
    height: float
    marks: tuple[str, ...]
    said: tuple[str, ...]
    split: float = 0.0
    low: frozenset[str] = frozenset()

    @property
    def label(self) -> str:
        return " ".join(self.said)


@dataclass(frozen=True, slots=True)
class Seating:
    """Where everything of one table goes; the same for every position of a deal, so the
    table keeps its size and the pieces their places from step to step."""

    positions: dict[int, str]
    boxes: dict[int, tuple[float, float]]
    side_tile: float
    side_per_row: int
    front_per_row: int
    centre: Box
    bottom_y: float
    height: float
    side_gap: float
    width: float = TABLE_WIDTH
    narrow: bool = False
    bottom_per_row: int = 0  # narrow: the viewer's pieces a row
    bottom_front_per_row: int = 0
    down: float = DOWN_TILE  # the height of the pieces in front of a seat and of the piles
    bottom: float = BOTTOM_TILE  # of the viewer's hand
    # Where the shared piles lie: in a row atop the centre (`piles` None), or in the box
    # `piles` with pieces `pile_tile` high: a column beside the centre (a wide table) or a
    # band over it, part of the upper part that a landscape screen shows on the left (narrow).
    piles: Box | None = None
    pile_tile: float = DOWN_TILE
    piles_top: float = 0.0  # the height of the row of piles atop the centre, if there


def seating(table: TableView, sprite: Sprite, narrow: bool = False) -> Seating:
    """The places of a table `TABLE_WIDTH` wide, seats round the centre; or, `narrow`,
    `NARROW_WIDTH` wide: the other seats two abreast at the top, the centre under them and
    the viewer's seat at the bottom, its hand wrapping into rows, no piece of a seat or a pile
    narrower than `NARROW_SHORT` (see `readable`)."""
    players = len(table.seats)
    bottom = 0 if table.viewer is None else table.viewer
    places = ring(players, bottom, table.clockwise)
    positions = {seat: place.side for seat, place in places.items()}
    sides = any(p in ("left", "right") for p in positions.values())
    has_top = "top" in positions.values()
    # Up to four seats, the top seat's hand is a row across the table; round an oval, every
    # seat but the viewer's is a small one, like a seat at the side.
    oval = players > 4
    room = max(table.hand_room, 1)
    back = table.back

    # A seat at the side holds its hand in one row, with pieces as large as fit; two rows
    # only when even small pieces would not (cards then overlap to fit).
    sizes = (OTHER_TILE, SMALLEST_SIDE_TILE, DOWN_TILE)
    largest, smallest, down = tuple(readable(sprite, back, s) for s in sizes) if narrow else sizes
    ratio, _ = sprite.piece_size(back, height=1.0)
    fit = (SIDE_WIDTH - SIDE_GAP * (room - 1)) / (ratio * room)
    side_tile = min(largest, math.floor(fit))
    side_per_row, side_gap = room, SIDE_GAP
    if side_tile < smallest:
        side_tile, side_per_row = largest, max(1, math.ceil(room / 2))
        side_gap = min(SIDE_GAP, fit_gap(sprite, back, largest, side_per_row, SIDE_WIDTH))
    side_rows = math.ceil(room / side_per_row)

    capacity = table.front_room
    down_width, _ = sprite.piece_size(back, height=down)
    front_per_row = (
        max(capacity, 1) if table.fanned else max(1, int((SIDE_WIDTH + GAP) // (down_width + GAP)))
    )
    front_rows = math.ceil(capacity / front_per_row) if capacity else 1
    # Round an oval a seat with nothing ever in front of it keeps no room for it.
    front_height = 0.0 if oval and not capacity else LINE + front_rows * (down + GAP)
    side_height = 3 * LINE + GAP + side_rows * (side_tile + GAP) + front_height
    if narrow:
        return _narrow_seating(table, sprite, places, side_height, side_tile, side_per_row,
                               side_gap, front_per_row, down)  # fmt: skip

    centre_x = MARGIN + (SIDE_WIDTH + MARGIN if sides else 0.0)
    centre_width = TABLE_WIDTH - 2 * centre_x
    top_height = side_height if oval else OTHER_TILE + 2 * GAP + down
    centre_y = MARGIN + (top_height + MARGIN if has_top else 0.0)
    kind, panel = centre_kind(table), table_panel_height(table)
    piles_top = _piles_height(table, down)
    middle = piles_top + kind.height(table, sprite, centre_width) + panel
    pile_box = None
    if table.piles and not sides:
        # No seat at the sides: the piles take a side's room, larger, when the centre,
        # narrowed to leave it, is no higher than the centre and a row of piles atop it,
        # and there is room for a row of each pile, however large (`_pile_column`).
        inner_x = MARGIN + SIDE_WIDTH + MARGIN
        inner = TABLE_WIDTH - 2 * inner_x
        beside = kind.height(table, sprite, inner) + panel
        if beside <= middle and len(table.piles) * (LINE + BESIDE_PILE + GAP) <= beside:
            centre_x, centre_width, middle, piles_top = inner_x, inner, beside, 0.0
            pile_box = (MARGIN, centre_y, SIDE_WIDTH, beside)
    stacked = max((p.count for p in places.values() if p.side in ("left", "right")), default=0)
    middle = max(middle, stacked * (side_height + MARGIN) - MARGIN)
    boxes = {}
    for seat, place in places.items():
        if place.side in ("left", "right"):
            x = MARGIN if place.side == "left" else TABLE_WIDTH - MARGIN - SIDE_WIDTH
            boxes[seat] = (x, centre_y + place.index * (side_height + MARGIN))
        elif place.side == "top" and oval:
            slot = (TABLE_WIDTH - 2 * MARGIN) / place.count
            boxes[seat] = (MARGIN + slot * place.index + (slot - SIDE_WIDTH) / 2, MARGIN)
    bottom_y = centre_y + middle + MARGIN
    height = bottom_y + down + 2 * GAP + BOTTOM_TILE + MARGIN
    return Seating(
        positions,
        boxes,
        side_tile,
        side_per_row,
        front_per_row,
        (centre_x, centre_y, centre_width, middle),
        bottom_y,
        height,
        side_gap,
        piles=pile_box,
        pile_tile=down if pile_box is None else BESIDE_PILE,
        piles_top=piles_top,
    )


def _narrow_seating(
    table: TableView,
    sprite: Sprite,
    places: Mapping[int, Place],
    side_height: float,
    side_tile: float,
    side_per_row: int,
    side_gap: float,
    front_per_row: int,
    down: float,
) -> Seating:
    """The narrow table: rows of two seats (the top ones first, then each left seat beside
    the right one across from it), the centre, then the viewer's seat."""
    width = NARROW_WIDTH
    by_side = {
        side: sorted(
            (s for s, p in places.items() if p.side == side), key=lambda s: places[s].index
        )
        for side in POSITIONS[4]
    }
    rows: list[list[tuple[int, int | None]]] = []  # (seat, column; None: centred alone)
    tops = by_side["top"]
    for k in range(0, len(tops), 2):
        pair = tops[k : k + 2]
        rows.append([(s, i if len(pair) == 2 else None) for i, s in enumerate(pair)])
    for k in range(max(len(by_side["left"]), len(by_side["right"]))):
        rows.append([(side[k], i) for i, side in enumerate((by_side["left"], by_side["right"]))
                     if k < len(side)])  # fmt: skip
    boxes = {}
    for index, seats in enumerate(rows):
        y = MARGIN + index * (side_height + MARGIN)
        for seat, column in seats:
            x = (
                (width - SIDE_WIDTH) / 2
                if column is None
                else MARGIN + column * (SIDE_WIDTH + MARGIN)
            )
            boxes[seat] = (x, y)
    centre_width = width - 2 * MARGIN
    centre_y = MARGIN + len(rows) * (side_height + MARGIN)
    # The piles in a band over the centre; a single pile's pieces larger than those in front
    # of a seat (several piles lie side by side: only small pieces leave them room).
    pile_box = None
    pile_tile = readable(sprite, table.back, NARROW_PILE) if len(table.piles) == 1 else down
    if table.piles:
        band = LINE + pile_tile + MARGIN
        pile_box = (MARGIN, centre_y, centre_width, band)
        centre_y += band
    middle = centre_kind(table).height(table, sprite, centre_width) + table_panel_height(table)
    bottom_y = centre_y + middle + MARGIN
    room = max(table.hand_room, 1)
    bottom = readable(sprite, table.back, BOTTOM_TILE)
    piece_width, _ = sprite.piece_size(table.back, height=bottom)
    per_row = max(1, int((centre_width + GAP) // (piece_width + GAP)))
    down_width, _ = sprite.piece_size(table.back, height=down)
    capacity = table.front_room
    front_per = (
        max(capacity, 1)
        if table.fanned
        else max(1, int((centre_width + GAP) // (down_width + GAP)))
    )
    front = LINE + math.ceil(capacity / front_per) * (down + GAP) if capacity else 0.0
    hand = math.ceil(room / per_row) * (bottom + GAP)
    height = bottom_y + 3 * LINE + GAP + front + hand + MARGIN
    return Seating(
        {seat: place.side for seat, place in places.items()},
        boxes,
        side_tile,
        side_per_row,
        front_per_row,
        (MARGIN, centre_y, centre_width, middle),
        bottom_y,
        height,
        side_gap,
        width,
        True,
        per_row,
        front_per,
        down,
        bottom,
        pile_box,
        pile_tile,
    )


def readable(sprite: Sprite, back: Piece, height: float) -> float:
    """`height`, or the least height at which a piece like `back` is `NARROW_SHORT` wide:
    a narrow table is drawn small, and a tile or a paper card is a narrow piece."""
    width, _ = sprite.piece_size(back, height=height)
    return height if width >= NARROW_SHORT else float(math.ceil(height * NARROW_SHORT / width))


def table_panel_height(table: TableView) -> float:
    return (table.panel_room * LINE + GAP) if table.panel_room else 0.0


def _piles_height(table: TableView, down: float) -> float:
    return down + LINE + GAP if table.piles else 0.0


def seat_title(seat: int, names: Sequence[str] | None) -> str:
    """The seat as people name it: P1, or "P1 · heuristic" when the seats are named."""
    if names and seat < len(names) and names[seat]:
        return f"{seat_name(seat)} · {names[seat]}"
    return seat_name(seat)


def draw_table(
    table: TableView,
    sprite: Sprite,
    *,
    names: Sequence[str] | None = None,
    choices: Mapping[str, Sequence[str]] | None = None,
    dealt: TableView | None = None,
    narrow: bool = False,
) -> Drawing:
    """The marks of one table, the last move's pieces outlined. `names` names the players
    ("heuristic", "you") beside their seats; `choices` (a live table) maps
    each piece of the viewing seat's hand that may be played to the short notations of its
    moves: those pieces are drawn clickable, the rest of the hand dimmed; so are the pieces
    of the centre's keyed groups, named "<key> <piece>". `dealt` (a replay)
    is the same seat's table at the start of the deal: a piece then keeps the place it was
    dealt to, so stepping moves only what moved. `narrow`: laid out for a narrow column
    (see `seating`)."""
    back = table.back
    place = seating(table, sprite, narrow)
    marks: list[str] = [
        f'<rect width="{num(place.width)}" height="{num(place.height)}" rx="16" {FELT_FILL}/>'
    ]
    cx, cy, cw, ch = place.centre
    piles = place.piles_top
    panel = table_panel_height(table)
    kind = centre_kind(table)
    centre_box = (cx, cy + piles, cw, ch - piles - panel)
    mover = table.last_player
    drawn, outlined = kind.draw(table, sprite, centre_box, place.positions, mover, choices)
    if place.piles is None:
        marks += _draw_piles(table, sprite, cx + 2 * GAP, cy + LINE + 6, place.down)
    elif place.narrow:
        x, y, _, _ = place.piles
        marks += _draw_piles(table, sprite, x + 2 * GAP, y, place.pile_tile)
    else:
        marks += _pile_column(table, sprite, place.piles, place.pile_tile)
    # The lower part of a narrow table (`Drawing.low`): the centre and all below it, not
    # the felt (a landscape screen hides it) nor a band of piles over the centre.
    split = cy - MARGIN if place.narrow and place.boxes else 0.0
    lower = len(marks)
    marks += drawn
    if split:
        marks[0] = marks[0].replace("<rect ", '<rect class="gw-felt" ', 1)
    # Lines longer than the centre is wide (a narrow table's) are cut to it: the board's
    # words and the captions say them whole.
    wider = NARROW_TEXT if place.narrow else 1.0  # a character's width, to its width here
    if table.centre.words:
        said = clip(table.centre.words, cw, CHAR * wider)
        marks.append(words(cx + cw / 2, cy + LINE - 2, said, "gw-s gw-m"))
    top = cy + ch - panel + LINE
    for line in table.panel[: table.panel_room]:
        marks.append(words(cx + cw / 2, top, clip(line, cw, DETAIL_CHAR * wider), "gw-d gw-m"))
        top += LINE
    below = marks[lower:] if split else []

    down = place.down
    down_width, _ = sprite.piece_size(back, height=down)
    room = max(table.hand_room, 1)
    for seat, view in enumerate(table.seats):
        start = len(marks)
        position = place.positions[seat]
        hand = view.hand
        front = [p for group in view.front for p in group.pieces]
        front_down = [group.down for group in view.front for _ in group.pieces]
        picks = choices if (choices is not None and seat == table.viewer) else None
        placed_at = slots(hand, dealt.seats[seat].hand if dealt is not None else None)
        per = place.front_per_row
        clipped = SIDE_WIDTH
        if seat not in place.boxes and place.narrow:
            # The viewer's seat across a narrow table: its lines, what lies in front of it,
            # then its hand in as many rows as it takes.
            x, top = MARGIN, place.bottom_y
            lines = [top + LINE - 4 + k * LINE for k in (2, 0, 1)]
            label_x, css = x, ""
            clipped = front_width = place.centre[2]
            per = place.bottom_front_per_row
            front_y = top + 3 * LINE + GAP + LINE
            front_rows = math.ceil(table.front_room / per) if table.front_room else 0
            hand_y = front_y + front_rows * (down + GAP) if front_rows else front_y - LINE
            per_row, gap = place.bottom_per_row, GAP
            rows = math.ceil(room / per_row)
            if len(hand) > rows * per_row:  # a hand grown past its deal overlaps
                per_row = math.ceil(len(hand) / rows)
                gap = fit_gap(sprite, back, place.bottom, per_row, front_width)
                placed_at = None
            marks += row(sprite, hand, x, hand_y, place.bottom, per_row, picks, placed_at, gap,
                         back=back)  # fmt: skip
            front_label = words(x, front_y - 5, view.front_label, "gw-s")
        elif seat not in place.boxes:
            size = BOTTOM_TILE if position == "bottom" else OTHER_TILE
            piece_width, _ = sprite.piece_size(back, height=size)
            x = (place.width - (room * (piece_width + GAP) - GAP)) / 2
            if position == "bottom":
                front_y = place.bottom_y
                hand_y = front_y + down + 2 * GAP
            else:
                hand_y = MARGIN
                front_y = hand_y + size + 2 * GAP
            hand_width = room * (piece_width + GAP) - GAP
            if len(hand) > room:  # a hand grown past its deal (a taker's) overlaps
                gap = fit_gap(sprite, back, size, len(hand), hand_width)
                marks += row(sprite, hand, x, hand_y, size, len(hand), picks, gap=gap, back=back)
            else:
                marks += row(sprite, hand, x, hand_y, size, room, picks, placed_at, back=back)
            # A fanned pile spreads as wide as the hand above or below it.
            front_width = hand_width
            front_label = words(
                x - LABEL_GAP, front_y + down / 2 + 4, view.front_label, "gw-s gw-r"
            )
            # Three lines beside the hand: whose turn, the seat's name, its detail.
            lines = [hand_y + size / 2 + 4 + k * LINE for k in (-1, 0, 1)]
            label_x, css = x - LABEL_GAP, " gw-r"
            clipped = label_x - MARGIN
        else:
            x, top = place.boxes[seat]
            lines = [top + LINE - 4 + k * LINE for k in (2, 0, 1)]
            label_x, css = x, ""
            hand_y = top + 3 * LINE + GAP
            rows = math.ceil(room / place.side_per_row)
            per_row, side_gap = place.side_per_row, place.side_gap
            if len(hand) > rows * per_row:  # a hand grown past its deal overlaps
                per_row = math.ceil(len(hand) / rows)
                side_gap = fit_gap(sprite, back, place.side_tile, per_row, SIDE_WIDTH)
                placed_at = None
            marks += row(
                sprite, hand, x, hand_y, place.side_tile, per_row, picks, placed_at, side_gap,
                back=back,
            )  # fmt: skip
            front_y = hand_y + rows * (place.side_tile + GAP) + LINE
            front_width = SIDE_WIDTH
            front_label = words(x, front_y - 5, view.front_label, "gw-s")
        step = _front_step(table, down_width, front_width)
        marks += row(
            sprite, front, x, front_y, down, per, gap=step - down_width, back=back,
            down=front_down,
        )  # fmt: skip
        if front and view.front_label:
            marks.append(front_label)
        if front and mover == seat and table.moved_to == "front":
            row_index, column = divmod(len(front) - 1, per)
            outlined.append(
                (round(x + column * step), round(front_y + row_index * (down + GAP)),
                 down_width, down)
            )  # fmt: skip
        turn_y, name_y, detail_y = lines
        if view.to_move:
            marks.append(words(label_x, turn_y, "▶ to play", "gw-t" + css))
        name = f"{view.name} · {names[seat]}" if names and names[seat] else view.name
        detail = " · ".join(part for part in (view.side, view.detail) if part)
        # A seat's lines are cut to the room they have, never at the table's edge.
        name = clip(name, clipped, BOLD_CHAR * wider)
        detail = clip(detail, clipped, DETAIL_CHAR * wider)
        marks.append(words(label_x, name_y, name, "gw-n" + css))
        if detail:
            marks.append(words(label_x, detail_y, detail, "gw-d" + css))
        if split and seat not in place.boxes:
            below += marks[start:]

    for box in outlined:
        marks.append(outline(sprite, *box))
        if split and box[1] >= split:
            below.append(marks[-1])
    return Drawing(
        place.width, place.height, tuple(marks), table_words(table, names), split,
        frozenset(below),
    )  # fmt: skip


def clip(line: str, width: float, char: float) -> str:
    """A line cut to fit `width`, an ellipsis saying so."""
    most = int(width // char)
    return line if len(line) <= most else line[: most - 1].rstrip() + "…"


def _front_step(table: TableView, width: float, room: float) -> float:
    """From one piece in front of a seat to the next: side by side, or fanned."""
    if not table.fanned or table.front_room < 2:
        return width + GAP
    return max(3.0, min(FAN_STEP, (room - width) / (table.front_room - 1)))


def _draw_piles(
    table: TableView, sprite: Sprite, left: float, top: float, height: float
) -> list[str]:
    """The shared piles side by side from (`left`, `top`), each named over its pieces, those
    `height` high and overlapping."""
    back = table.back
    down_width, _ = sprite.piece_size(back, height=height)
    marks = []
    for pile in table.piles:
        if not pile.pieces:
            continue
        named = f"{pile.name} ({len(pile.pieces)})"
        marks.append(words(left, top + 10, named, "gw-s"))
        marks += row(sprite, pile.pieces, left, top + LINE, height, len(pile.pieces),
                     gap=PILE_STEP - down_width, back=back)  # fmt: skip
        span = down_width + PILE_STEP * (len(pile.pieces) - 1)
        left += max(span, 7.0 * len(named)) + PILE_GAP
    return marks


def _pile_column(table: TableView, sprite: Sprite, box: Box, height: float) -> list[str]:
    """The shared piles one under the other in `box`, each named over its pieces, those
    `height` high in rows as long as fit side by side; rows that overlap more where that
    is too many for the box's height (at worst a row a pile, which `seating` leaves room
    for). The rows' length is the same from step to step while it fits, so that a pile
    that shrinks keeps its other pieces in place."""
    x, y, width, room = box
    back = table.back
    piece_width, _ = sprite.piece_size(back, height=height)
    shown = [pile for pile in table.piles if pile.pieces]
    most = max((len(pile.pieces) for pile in shown), default=1)
    per_row = max(1, int((width + GAP) // (piece_width + GAP)))

    def needed(per: int) -> float:
        return sum(LINE + math.ceil(len(p.pieces) / per) * (height + GAP) for p in shown)

    while per_row < most and needed(per_row) > room:
        per_row += 1
    gap = fit_gap(sprite, back, height, per_row, width)
    marks = []
    for pile in shown:
        marks.append(words(x, y + LINE - 4, f"{pile.name} ({len(pile.pieces)})", "gw-s"))
        marks += row(sprite, pile.pieces, x, y + LINE, height, per_row, gap=gap, back=back)
        y += LINE + math.ceil(len(pile.pieces) / per_row) * (height + GAP)
    return marks


def _title(table: TableView) -> str:
    seen = "all hands open" if table.viewer is None else f"as {seat_name(table.viewer)} sees it"
    if table.over:
        now = "; the game is over"
    elif table.to_move is not None:
        now = f"; {seat_name(table.to_move)} to play"
    else:
        now = ""
    return f"{table.game}: the table, {seen}{now}"


def table_words(table: TableView, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """The table in words, a sentence per part: its title (whose view, whose turn), each
    seat's hand and what lies in front of it, the shared piles, the centre and the panel.
    Built from the TableView alone, so it names exactly the pieces the drawing shows: a
    hidden piece is only counted."""
    parts = [table.title or _title(table)]
    for seat, view in enumerate(table.seats):
        named = names and seat < len(names) and names[seat]
        name = f"{view.name} · {names[seat]}" if names and named else view.name
        about = [part for part in (view.side, view.detail) if part]
        about.append(f"hand {_pieces(view.hand)}")
        front = [p for group in view.front for p in group.pieces]
        if front:
            down = any(group.down for group in view.front)
            what = view.front_label or ("face down" if down else "in front")
            about.append(f"{what} {_pieces(front)}")
        parts.append(f"{name}{' (to play)' if view.to_move else ''}: {', '.join(about)}")
    for pile in table.piles:
        if pile.pieces:
            parts.append(f"{pile.name}: {_pieces(pile.pieces)}")
    centre = table.centre
    said = [centre.words] if centre.words else []
    if centre.line:
        said.append("line " + " ".join(f"{a}:{b}" for a, b in centre.line))
        said += [end for end in centre.ends if end]
    for group in centre.groups:
        who = seat_name(group.seat) if group.seat is not None else ""
        if who and group.label.startswith(who):
            who = ""
        head = " ".join(part for part in (who, group.label) if part)
        played = _pieces(group.pieces) if group.pieces else "nothing"
        said.append(f"{head}: {played}" if head else played)
    if centre.stock:
        said.append(f"{centre.stock} face down to draw")
    if said:
        parts.append("Centre: " + "; ".join(said))
    parts += [line for line in table.panel if line]
    return tuple(part.rstrip(".") + "." for part in parts)


def _pieces(pieces: Sequence[Piece | None]) -> str:
    """Pieces in words: the faces shown, the hidden ones only counted."""
    faces = " ".join(str(p) for p in pieces if p is not None)
    hidden = sum(p is None for p in pieces)
    if not hidden:
        return faces or "empty"
    counted = f"{hidden} hidden"
    return f"{faces}, {counted}" if faces else counted


def svg_open(
    width: float,
    height: float,
    label: str,
    css_class: str = "gw-table",
    *,
    interactive: bool = False,
    narrow: tuple[float, float] | None = None,
    land: tuple[float, float, float, float] | None = None,
) -> str:
    """The opening of a table drawing, with its styles. Text inherits the page's colour
    (light or dark theme); pieces carry their own colours. A table with pieces to pick
    (`interactive`) is a labelled group, since an image may hold no controls. A drawing in
    two layouts (`narrow`: the narrow one's size, see `layouts`) has no viewBox of its own:
    each layout has its, and the style sheet gives the drawing the shape of the one shown.
    `land` (a replay's: width, height, split, and the narrow table's height; see
    render/replay.py `Layout.land`): the size of the narrow table's two parts side by side,
    that a landscape screen in full screen shows (widgets.css `.gw-land`)."""
    role = "group" if interactive else "img"
    size = f'width="{num(width)}" height="{num(height)}"'
    if narrow is None:
        size = f'viewBox="0 0 {num(width)} {num(height)}" {size}'
    else:
        css_class += " gw-pair"
        style = (
            f"--gw-wide:{num(width)}/{num(height)};--gw-narrow:{num(narrow[0])}/{num(narrow[1])}"
        )
        if land is not None:
            css_class += " gw-land"
            across, high, split, tall = land
            style += (
                f";--gw-lw:{num(across)};--gw-lh:{num(high)};--gw-nh:{num(tall)};"
                f"--gw-lo:{num(narrow[0])}px -{num(split)}px"
            )
        size += f' style="{style}"'
    return (
        f'<svg xmlns="{SVG_NS}" class="{css_class}" {size} role="{role}" aria-label={attr(label)} '
        f'fill="currentColor" font-family={attr(FONT)} font-size="{FONT_SIZE}">{TABLE_STYLE}'
    )


def layouts(
    wide: tuple[float, float, str],
    narrow: tuple[float, float, str],
    cells: tuple[str, str] = ("", ""),
) -> str:
    """The wide and the narrow layout of one drawing (width, height, markup), each in its
    own coordinates; `cells`, the attributes of each that place its tables when it holds
    several (render/replay.py `Layout.cells`). Without the page's style sheet the wide one
    shows; with it, the one for the room the drawing has (widgets.css)."""
    (ww, wh, wide_marks), (nw, nh, narrow_marks) = wide, narrow
    return (
        f'<svg class="gw-wide" viewBox="0 0 {num(ww)} {num(wh)}"{cells[0]}>{wide_marks}</svg>'
        f'<svg class="gw-narrow" viewBox="0 0 {num(nw)} {num(nh)}"{cells[1]} display="none">'
        f"{narrow_marks}</svg>"
    )


def board_svg(
    table: TableView,
    sprite: Sprite | None = None,
    *,
    names: Sequence[str] | None = None,
    choices: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """One table for a page, in both layouts (`layouts`): the page shows the wide one where
    there is room, the narrow one on a phone. With `sprite`, the pieces' definitions are left
    to its owner (one sprite for many boards); without, they are included."""
    own = sprite is None
    sprite = Sprite() if sprite is None else sprite
    wide = draw_table(table, sprite, names=names, choices=choices)
    narrow = draw_table(table, sprite, names=names, choices=choices, narrow=True)
    return (
        svg_open(
            wide.width,
            wide.height,
            wide.label,
            interactive=bool(choices),
            narrow=(narrow.width, narrow.height),
        )  # fmt: skip
        + f"<title>{text(wide.label)}</title>"
        + (sprite.defs() if own else "")
        + layouts(
            (wide.width, wide.height, "".join(wide.marks)),
            (narrow.width, narrow.height, "".join(narrow.marks)),
        )
        + "</svg>"
    )


def table_svg(
    table: TableView,
    *,
    names: Sequence[str] | None = None,
    choices: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """One table as a standalone SVG (its own piece definitions included)."""
    sprite = Sprite()
    drawing = draw_table(table, sprite, names=names, choices=choices)
    return (
        svg_open(drawing.width, drawing.height, drawing.label, interactive=bool(choices))
        + f"<title>{text(drawing.label)}</title>"
        + sprite.defs()
        + "".join(drawing.marks)
        + "</svg>"
    )
