"""The middle of a table, one drawing per kind of centre (engine/table.py), none per game.

Each kind has a height (from what its centre may ever hold, so a table keeps its size from
step to step) and a drawing into the box the table gives it: marks in paint order and the
boxes to outline (where the last move went).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence

from ..engine.table import Centre, Group, TableView
from ..pieces.tiles import Tile
from .markup import num
from .pieces_row import GAP, LINE, Box, row, words
from .ring import ring
from .sprite import Sprite

OTHER_TILE = 46.0  # pieces in a trick, a lake, a layout
SMALL_TILE = 34.0  # pieces of a pile, a discard row
DRAGON_TILE = 27.0  # the short side of a tile lying in a line
DRAGON_GAP = 2.0
ROW_GAP = 16.0  # between two rows of a line; the bend is drawn in it
GROUP_GAP = 14.0  # between two groups in a row
TOP = LINE + 6  # the words over the centre
CHAR = 6.6  # the width of a character of a small label, about
# The short side of a piece of a seat, a pile or a pot on a narrow table, at least: 16 px at
# 390 px wide (an exercise's board, 346 px) and 14 px at 360 px, the least a phone reads.
SHORTEST = 18.0
# A pot's places, one a row, when its seats' sides leave too little room (`PotCentre`):
# nobody's groups, then the seats in the narrow table's order (render/table.py).
ROWS = ("top", "left", "right", "bottom")
# Only a narrow table's centre (366 units wide) lays its pot in rows; a wide table's (492 or
# more) keeps each seat's groups on its side, facing the seat, going round in seat order.
NARROW_CENTRE = 400.0


Positions = Mapping[int, str]
"""Where each seat sits: "bottom", "right", "top" or "left"."""


class CentreKind:
    """How one kind of centre is sized and drawn."""

    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        raise NotImplementedError

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        """The centre's marks and the boxes to outline. `choices` (a live table) maps the
        pieces that may be picked to their moves (see `row`)."""
        raise NotImplementedError


class LineCentre(CentreKind):
    """Tiles lying end to end in the order they were joined, snaking from row to row when
    the line is long; the end the last move played at is outlined."""

    def _rows(self, centre: Centre, sprite: Sprite, width: float) -> tuple[int, int, float]:
        tile_length, _ = sprite.tile_size(height=DRAGON_TILE, horizontal=True)
        bend = (DRAGON_TILE + ROW_GAP) / 2
        per_row = max(1, int((width - 2 * bend + DRAGON_GAP) // (tile_length + DRAGON_GAP)))
        longest = max(centre.room, len(centre.line), 1)
        return per_row, math.ceil(longest / per_row), tile_length

    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        _, rows, _ = self._rows(table.centre, sprite, width)
        return TOP + rows * DRAGON_TILE + (rows - 1) * ROW_GAP

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        x0, y0, width, _ = box
        centre = table.centre
        per_row, _, tile_length = self._rows(centre, sprite, width)
        top = y0 + TOP
        span = per_row * (tile_length + DRAGON_GAP) - DRAGON_GAP
        left = x0 + (width - span) / 2
        marks, placed = [], []
        for index, (first, second) in enumerate(centre.line):
            row_index, column = divmod(index, per_row)
            leftwards = row_index % 2 == 1
            if leftwards:
                column = per_row - 1 - column
                first, second = second, first
            # Whole-pixel places keep the markup short; the pieces keep their exact size.
            x = round(left + column * (tile_length + DRAGON_GAP))
            y = round(top + row_index * (DRAGON_TILE + ROW_GAP))
            # The sprite draws the higher half first unless reversed.
            marks.append(
                sprite.tile(Tile(first, second), x, y, height=DRAGON_TILE, horizontal=True,
                            reverse=first < second, titled=False)
            )  # fmt: skip
            placed.append((x, y))
            if column == (0 if leftwards else per_row - 1) and index + 1 < len(centre.line):
                marks.append(_bend(x, y, tile_length, leftwards))
        # Each end's label ("open 5") over its end tile, which may lie rows down the line.
        for label, index in zip(centre.ends, (0, len(placed) - 1), strict=True):
            if label and placed:
                x, y = placed[index]
                marks.append(words(x + tile_length / 2, y - 4, label, "gw-s gw-m"))
        outlined: list[Box] = []
        if centre.last_end and placed:
            x, y = placed[0] if centre.last_end == "left" else placed[-1]
            outlined.append((x, y, tile_length, DRAGON_TILE))
        return marks, outlined


class TrickCentre(CentreKind):
    """The plays of a trick, each on its player's side of the middle; the newest play (by
    the seat that moved last) is outlined."""

    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        return TOP + 3 * OTHER_TILE + 4 * GAP + 2 * LINE

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        x, y, width, height = box
        piece_width, _ = sprite.piece_size(table.back, height=OTHER_TILE)
        middle_x, middle_y = x + width / 2, y + (TOP + height) / 2
        marks: list[str] = []
        outlined: list[Box] = []
        plays = table.centre.groups
        for play in plays:
            count = len(play.pieces)
            span = count * (piece_width + GAP) - GAP
            where = "bottom" if play.seat is None else positions.get(play.seat, "bottom")
            if where == "bottom":
                px, py = middle_x - span / 2, y + height - OTHER_TILE - GAP
            elif where == "top":
                px, py = middle_x - span / 2, y + TOP
            elif where == "left":
                px, py = x + 2 * GAP, middle_y - OTHER_TILE / 2
            else:
                px, py = x + width - span - 2 * GAP, middle_y - OTHER_TILE / 2
            px, py = round(px), round(py)
            marks += row(
                sprite, play.pieces, px, py, OTHER_TILE, max(count, 1), back=table.back,
                down=play.down,
            )  # fmt: skip
            if play.label:
                # Beside its own play ("led Nines pair", "best"): under the top seat's,
                # over the others', in the gaps between the rows of plays.
                if where in ("top", "bottom"):
                    label_x, css = px + span / 2, "gw-s gw-m"
                else:
                    label_x, css = (px, "gw-s") if where == "left" else (px + span, "gw-s gw-r")
                label_y = py + OTHER_TILE + LINE - 3 if where == "top" else py - 5
                marks.append(words(label_x, label_y, play.label, css))
            if last_seat is not None and last_seat == play.seat and play is plays[-1]:
                outlined += [
                    (round(px + k * (piece_width + GAP)), py, piece_width, OTHER_TILE)
                    for k in range(count)
                ]
        return marks, outlined


class FlowCentre(CentreKind):
    """Groups laid in rows across the middle, each with its label under it: a lake's groups
    of equal pieces, the stakes and split hands of a banker game, the discards of a wall
    game, a layout of groups to rearrange. A face-down stock shows as a small stack with
    its count."""

    size = OTHER_TILE

    def _layout(
        self, table: TableView, sprite: Sprite, width: float
    ) -> tuple[list[tuple[Group | None, float, float]], float, float]:
        """Each group's place (x, y from the centre's top left), rows centred, the stock
        (if any) first in the first row; the height the rows take; a piece's width."""
        piece_width, _ = sprite.piece_size(table.back, height=self.size)
        row_height = self.size + LINE
        rows: list[list[tuple[Group | None, float]]] = [[]]
        x = 0.0
        if table.centre.stock:
            span = max(piece_width, 7.0 * len(f"{table.centre.stock} left"))
            rows[0].append((None, span))
            x = span + GROUP_GAP
        room = width - 4 * GAP
        # A tableau breaks its rows where the centre says; other rows fill up the width.
        breaks = set(itertools.accumulate(table.centre.rows))
        for index, group in enumerate(table.centre.groups):
            count = max(len(group.pieces), 1)
            span = max(count * (piece_width + GAP) - GAP, 7.0 * len(group.label))
            if rows[-1] and (x + span > room or index in breaks):
                rows.append([])
                x = 0.0
            rows[-1].append((group, span))
            x += span + GROUP_GAP
        placed: list[tuple[Group | None, float, float]] = []
        for index, items in enumerate(rows):
            used = sum(span for _, span in items) + GROUP_GAP * (len(items) - 1)
            gx = (width - used) / 2
            for item, span in items:
                placed.append((item, gx, index * (row_height + GAP)))
                gx += span + GROUP_GAP
        per_row = max(1, int(room // (piece_width + GAP)))
        count = max(len(rows), math.ceil(table.centre.room / per_row))
        return placed, count * (row_height + GAP), piece_width

    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        _, height, _ = self._layout(table, sprite, width)
        return TOP + height

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        x0, y0, width, _ = box
        placed, _, piece_width = self._layout(table, sprite, width)
        top = y0 + TOP
        marks: list[str] = []
        outlined: list[Box] = []
        for group, gx, gy in placed:
            px, py = round(x0 + gx), round(top + gy)
            if group is None:  # the stock: one back and how many lie there
                marks += row(sprite, (None,), px, py, self.size, 1, back=table.back)
                stock = f"{table.centre.stock} left"
                marks.append(words(px, py + self.size + LINE - 3, stock, "gw-s"))
                continue
            # Pieces of a keyed group may be picked, each named by the group's key.
            picks = choices if group.key else None
            keys = [f"{group.key} {p}" for p in group.pieces] if picks is not None else None
            marks += row(
                sprite, group.pieces, px, py, self.size, max(len(group.pieces), 1), picks,
                back=table.back, down=group.down, keys=keys,
            )  # fmt: skip
            if group.label:
                marks.append(words(px, py + self.size + LINE - 3, group.label, "gw-s"))
            if group.best:
                outlined += [
                    (round(px + k * (piece_width + GAP)), py, piece_width, self.size)
                    for k in range(len(group.pieces))
                ]
        return marks, outlined


class PotCentre(CentreKind):
    """The pot of a banker game: each seat's groups (its stake, its split hand) on its own
    side of the middle, facing the seat, each group labelled under it; groups of nobody's
    (a pot, a stock) in the middle. The table keeps its size: the room of a seat is the
    centre's room shared out, its pieces shrunk until that room fits the narrowest place;
    where that would draw them under `SHORTEST` on a narrow table's centre, each seat's
    place is instead a row across the middle, in the order the narrow table seats them.
    As in the flow, the pieces of a keyed group may be picked ("<key> <piece>")."""

    def _cells(
        self, table: TableView, sprite: Sprite, box: Box
    ) -> tuple[dict[int | None, Box], float, float, bool]:
        """Each seat's place (None: nobody's groups), a piece's height, a cell's (a line's)
        height, and whether the places are rows across the middle, which may wrap."""
        x0, y0, width, _ = box
        players = len(table.seats)
        places = ring(players, table.viewer or 0, table.clockwise)
        count = {side: 0 for side in ("bottom", "right", "top", "left")}
        for place in places.values():
            count[place.side] = place.count
        sides = count["left"] or count["right"]
        side_width = width / 3 if sides else width
        narrowest = min(side_width, width / max(count["top"], 1))
        room = max(1, math.ceil(table.centre.room / players))
        ratio, _ = sprite.piece_size(table.back, height=1.0)

        def fitting(place: float) -> float:
            """The height of the pieces of a seat's room in a place `place` wide."""
            fit = (place - 2 * GROUP_GAP - 2 * GAP - (room - 1) * GAP) / (ratio * room)
            return min(OTHER_TILE, math.floor(fit))

        size = fitting(narrowest)
        top = y0 + TOP
        if size * ratio < SHORTEST and width < NARROW_CENTRE:
            # Rows across the middle, a seat's room wrapping into as many lines as it takes.
            size = min(OTHER_TILE, max(fitting(width), math.ceil(SHORTEST / ratio)))
            cell = size + 2 * LINE + GAP
            per_line = max(1, int((width - 3 * GAP) // (ratio * size + GAP)))
            lines = math.ceil(room / per_line)
            order = sorted(places, key=lambda s: (ROWS.index(places[s].side), places[s].index))
            cells: dict[int | None, Box] = {}
            y = top
            for seat in (None, *order):
                cells[seat] = (x0, y, width, lines * cell)
                y += lines * cell
            return cells, size, cell, True
        cell = size + 2 * LINE + GAP
        middle = top + (cell if count["top"] else 0.0)
        rows = max(count["left"], count["right"], 1)
        cells = {None: (x0 + (width - side_width) / 2 if sides else x0, middle, side_width,
                        rows * cell)}  # fmt: skip
        for seat, place in places.items():
            if place.side == "top":
                w = width / place.count
                cells[seat] = (x0 + place.index * w, top, w, cell)
            elif place.side == "bottom":
                cells[seat] = (x0, middle + rows * cell, width, cell)
            else:
                x = x0 if place.side == "left" else x0 + width - side_width
                cells[seat] = (x, middle + place.index * cell, side_width, cell)
        return cells, size, cell, False

    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        cells, *_ = self._cells(table, sprite, (0.0, 0.0, width, 0.0))
        return max(y + h for _, y, _, h in cells.values())

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        cells, size, cell, rows = self._cells(table, sprite, box)
        piece_width, _ = sprite.piece_size(table.back, height=size)
        marks: list[str] = []
        outlined: list[Box] = []
        for seat, (cx, cy, cw, ch) in cells.items():
            groups = [g for g in table.centre.groups if g.seat == seat or (
                seat is None and g.seat not in cells)]  # fmt: skip
            stock = seat is None and table.centre.stock
            if not groups and not stock:
                continue
            spans = [max(len(g.pieces), 1) * (piece_width + GAP) - GAP for g in groups]
            labels = [CHAR * len(g.label) for g in groups]
            used = sum(spans) + GROUP_GAP * (len(spans) - 1 + bool(stock)) + stock * piece_width
            side = "" if seat is None else positions.get(seat, "")
            if side == "left" or (rows and used > cw - 4 * GAP):
                gx = cx + 2 * GAP
            elif side == "right":
                gx = cx + cw - used - 2 * GAP
            else:
                gx = cx + (cw - used) / 2
            py = round(cy)
            ends = [-math.inf, -math.inf]  # where the last label on each line ends
            if stock:  # the stock: one back and how many lie there
                px = round(gx)
                marks += row(sprite, (None,), px, py, size, 1, back=table.back)
                marks.append(words(px, py + size + LINE - 3, f"{stock} left", "gw-s"))
                gx += piece_width + GROUP_GAP
            per_line = max(1, int((cw - 3 * GAP) // (piece_width + GAP)))
            for k, (group, span) in enumerate(zip(groups, spans, strict=True)):
                # In a row across the middle, a group starts a line when it would pass the
                # place's edge, and one longer than a line wraps.
                per = max(len(group.pieces), 1)
                if rows:
                    per = min(per, per_line)
                    span = per * (piece_width + GAP) - GAP
                    if gx + span > cx + cw - 2 * GAP and py + cell < cy + ch - 1:
                        gx, py, ends = cx + 2 * GAP, round(py + cell), [-math.inf, -math.inf]
                px = round(gx)
                below = (math.ceil(len(group.pieces) / per) - 1) * (size + GAP) if rows else 0
                # Pieces of a keyed group may be picked, each named by the group's key.
                picks = choices if group.key else None
                keys = [f"{group.key} {p}" for p in group.pieces] if picks is not None else None
                marks += row(
                    sprite, group.pieces, px, py, size, per, picks, back=table.back,
                    down=group.down, keys=keys,
                )  # fmt: skip
                if group.label:
                    # Under its group, yet inside the seat's place; a line lower where it
                    # would run into the label before it.
                    half = labels[k] / 2
                    lx = min(max(px + span / 2, cx + half), cx + cw - half)
                    line = 0 if lx - half >= ends[0] + GAP else 1
                    ends[line] = lx + half
                    y = py + below + size + LINE - 3 + line * LINE
                    marks.append(words(lx, y, group.label, "gw-s gw-m"))
                if group.best:
                    outlined += [
                        (round(px + j % per * (piece_width + GAP)),
                         round(py + j // per * (size + GAP)), piece_width, size)
                        for j in range(len(group.pieces))
                    ]  # fmt: skip
                gx += span + GROUP_GAP
                if below:  # the next group under a wrapped one
                    gx, py, ends = cx + 2 * GAP, round(py + below + cell), [-math.inf] * 2
        return marks, outlined


class EmptyCentre(CentreKind):
    def height(self, table: TableView, sprite: Sprite, width: float) -> float:
        return TOP

    def draw(
        self,
        table: TableView,
        sprite: Sprite,
        box: Box,
        positions: Positions,
        last_seat: int | None,
        choices: Mapping[str, Sequence[str]] | None = None,
    ) -> tuple[list[str], list[Box]]:
        return [], []


CENTRES: dict[str, CentreKind] = {
    "line": LineCentre(),
    "trick": TrickCentre(),
    "lake": FlowCentre(),
    "pot": PotCentre(),
    "wall": FlowCentre(),
    "groups": FlowCentre(),
    "none": EmptyCentre(),
}


def centre_kind(table: TableView) -> CentreKind:
    return CENTRES[table.centre.kind]


def _bend(x: float, y: float, tile_length: float, leftwards: bool) -> str:
    """The bend that carries a line from the end of one row into the next row."""
    radius = (DRAGON_TILE + ROW_GAP) / 2
    middle = y + DRAGON_TILE / 2
    start, sweep = (x - 1, 0) if leftwards else (x + tile_length + 1, 1)
    return (
        f'<path class="gw-bend" d="M{num(start)} {num(middle)}a{num(radius)} {num(radius)} '
        f'0 0 {sweep} 0 {num(2 * radius)}"/>'
    )
