"""Table layouts: a state's view drawn as one SVG, one layout per family of games.

A layout turns `state.view(seat)` (a JSON-able dict) into a list of *marks*: small,
self-contained SVG elements (a `<use>` placing a piece, a `<text>`, an outline), in paint
order. `table_svg` wraps them into one drawing; `render/replay.py` merges the marks of
every frame of a replay so a mark that stays put is written once.

So that merging is exact, a layout follows two rules: a mark's markup depends only on
what it shows and where (no counters, no ids), and nothing is drawn beneath a piece that
was already on the table (a mark that appears later may paint over an older one).

Layouts are registered by family or by game id, which wins: "connecting" (the dragon)
and "trick_taking" (the trick in the middle, won pieces in front of each seat) so far. A
game of any other family gets `ZonesLayout`, which shows every zone as it is; a family
adds its own by subclassing `RoundTable` (or `TableLayout`) and calling `register_layout`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.action import seat_name, signed
from ..engine.registry import game_class
from ..pieces.cards import Card
from ..pieces.errors import PieceError
from ..pieces.tiles import Tile
from .markup import SVG_NS, attr, num, text
from .sprite import Sprite

if TYPE_CHECKING:
    from ..engine.action import Action
    from ..engine.state import State

# Colours that read on a light and a dark page alike. Text takes the page's colour.
FELT = "#3d8f5f"
HIGHLIGHT = "#f08c00"
FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
FONT_SIZE = 14


@dataclass(frozen=True, slots=True)
class Move:
    """The last action, as a layout needs it to outline what it moved.

    `pieces` holds None for a piece the viewing seat may not see (a tile laid face down
    by another seat): the layout still knows where it went.
    """

    player: int
    kind: str
    detail: str
    pieces: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class Drawing:
    """One drawn position: its size, its marks in paint order, and a sentence naming it."""

    width: float
    height: float
    marks: tuple[str, ...]
    label: str


def last_move(state: State, seat: int | None = None) -> Move | None:
    """The last action of `state` as `seat` saw it, or None before the first action."""
    if not state.history:
        return None
    action = state.history[-1]
    hidden = action.seen_by(seat) != action.text
    pieces = tuple(None if hidden else str(p) for p in action.pieces)
    return Move(action.player, action.kind, action.detail, pieces)


def read_piece(piece: str | None) -> Tile | Card | None:
    """A piece of a view's zone: a tile or a card from its text; None stays None (hidden)."""
    if piece is None:
        return None
    try:
        return Tile.parse(piece)
    except PieceError:
        return Card.parse(piece)


def seat_title(seat: int, seats: Sequence[str] | None) -> str:
    """The seat as people name it: P1, or "P1 · heuristic" when the seats are named."""
    if seats and seat < len(seats) and seats[seat]:
        return f"{seat_name(seat)} · {seats[seat]}"
    return seat_name(seat)


# -- the registry ---------------------------------------------------------------------------


class TableLayout:
    """How one family (or one game) lays out its table. Subclasses implement `draw`."""

    def draw(
        self,
        view: Mapping[str, Any],
        sprite: Sprite,
        *,
        seats: Sequence[str] | None = None,
        last: Move | None = None,
        choices: Mapping[str, Sequence[str]] | None = None,
        dealt: Mapping[str, Any] | None = None,
    ) -> Drawing:
        """The position `view` as marks placed through `sprite`.

        `seats` names the players; `last` is the move to outline. `choices` (a live
        table) maps each piece of the viewing seat's hand that may be played to the
        notations of its legal actions: those pieces are drawn clickable, the rest of the
        hand dimmed. `dealt` (a replay) is the same seat's view at the start of the deal:
        a piece then keeps the place it was dealt to, so stepping moves only what moved.
        """
        raise NotImplementedError

    def prompt(self, legal: Sequence[Action]) -> str:
        """What a live table tells the person whose turn it is, given the legal actions."""
        return "Your turn: click a bright piece to play it, or pick a move below."

    def intro(self, view: Mapping[str, Any], seats: Sequence[str] | None = None) -> str:
        """A sentence for the position before the first action."""
        player = view.get("current_player")
        return "The deal." + (f" {seat_name(player)} to play." if player is not None else "")


_LAYOUTS: dict[str, TableLayout] = {}


def register_layout(key: str, layout: TableLayout) -> TableLayout:
    """Use `layout` for every game of the family `key`, or for the one game `key`."""
    _LAYOUTS[key] = layout
    return layout


def layout_for(game_id: str) -> TableLayout:
    """The layout registered for this game id, else for its family, else the general one
    that draws every zone as it is."""
    if game_id in _LAYOUTS:
        return _LAYOUTS[game_id]
    return _LAYOUTS.get(game_class(game_id).spec.family, FALLBACK)


def draw_table(
    view: Mapping[str, Any],
    sprite: Sprite,
    *,
    seats: Sequence[str] | None = None,
    last: Move | None = None,
    choices: Mapping[str, Sequence[str]] | None = None,
    dealt: Mapping[str, Any] | None = None,
) -> Drawing:
    """The marks of one position, through the layout of its game."""
    return layout_for(view["game"]).draw(
        view, sprite, seats=seats, last=last, choices=choices, dealt=dealt
    )


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
    "</style>"
)


def svg_open(width: float, height: float, label: str, css_class: str = "gw-table") -> str:
    """The opening of a table drawing, with its styles. Text inherits the page's colour
    (light or dark theme); pieces carry their own colours."""
    return (
        f'<svg xmlns="{SVG_NS}" class="{css_class}" viewBox="0 0 {num(width)} {num(height)}" '
        f'width="{num(width)}" height="{num(height)}" role="img" aria-label={attr(label)} '
        f'fill="currentColor" font-family={attr(FONT)} font-size="{FONT_SIZE}">{TABLE_STYLE}'
    )


def table_svg(
    view: Mapping[str, Any],
    *,
    seats: Sequence[str] | None = None,
    last: Move | None = None,
    choices: Mapping[str, Sequence[str]] | None = None,
) -> str:
    """One position as a standalone SVG (its own piece definitions included)."""
    sprite = Sprite()
    drawing = draw_table(view, sprite, seats=seats, last=last, choices=choices)
    return (
        svg_open(drawing.width, drawing.height, drawing.label)
        + f"<title>{text(drawing.label)}</title>"
        + sprite.defs()
        + "".join(drawing.marks)
        + "</svg>"
    )


# -- seats round a table ------------------------------------------------------------------------

# Where each seat sits, in turn order from the bottom (the viewing seat) going
# counter-clockwise, as the Chinese games pass play to the right; a game whose spec says it
# plays clockwise takes the mirror image.
POSITIONS = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}
MIRRORED = {"left": "right", "right": "left", "top": "top", "bottom": "bottom"}
TABLE_WIDTH = 900.0
MARGIN = 14.0
GAP = 4.0
BOTTOM_TILE = 62.0  # standing pieces of the seat at the bottom
OTHER_TILE = 46.0  # standing pieces of the other seats
DOWN_TILE = 34.0  # pieces in front of a seat (laid face down, or won)
DRAGON_TILE = 27.0  # the short side of a tile lying in the dragon
DRAGON_GAP = 2.0
ROW_GAP = 16.0  # between two rows of the dragon; the bend is drawn in it
LINE = 16.0  # one line of a seat's label
SIDE_WIDTH = 176.0
SIDE_GAP = 3.0
SMALLEST_SIDE_TILE = 30.0
FAN_STEP = 9.0  # how much of each piece a fanned pile shows, at most
LABEL_GAP = 12.0  # between a seat's label and its pieces
DIM = ' opacity=".38"'
FACE_DOWN = Tile(6, 6)  # any tile: the sprite draws only its back

Box = tuple[float, float, float, float]
"""(x, y, width, height) on the table."""


@dataclass(frozen=True, slots=True)
class Seating:
    """Where everything of one table goes; the same for every position of a game, so the
    table keeps its size and the pieces their places from step to step."""

    positions: dict[int, str]
    hand_slots: int
    side_tile: float
    side_per_row: int
    front_capacity: int
    front_per_row: int
    centre: Box
    bottom_y: float
    height: float
    side_gap: float = SIDE_GAP


class RoundTable(TableLayout):
    """Seats round the table: each seat's hand (standing pieces; the viewing seat at the
    bottom, the others clockwise in turn order), a row of pieces in front of it, its name
    and score; the middle belongs to the family (`centre_height`, `draw_centre`).

    `front` names the zone laid in front of each seat; `fanned` overlaps its pieces (a pile
    of won tricks) instead of laying them in rows.
    """

    front = "face down {seat}"
    front_label = "face down"
    fanned = False
    corner_zones: tuple[str, ...] = ()
    overlap_side = False  # a side hand may overlap its pieces (cards) to fit its width

    # -- what a family says ----------------------------------------------------------------

    def front_zone(self, view: Mapping[str, Any]) -> tuple[str, str]:
        """The zone laid in front of each seat, as a pattern with "{seat}", and its label."""
        return self.front, self.front_label

    def hand_capacity(self, view: Mapping[str, Any]) -> int:
        """How many pieces a hand can hold at most: sizes the table."""
        zones = view["zones"]
        hands = [len(zones.get(f"hand {s}", [])) for s in range(view["players"])]
        total = sum(len(p) for z, p in zones.items() if z not in self.corner_zones)
        return max([*hands, math.ceil(total / view["players"])])

    def front_capacity(self, view: Mapping[str, Any], hand_slots: int) -> int:
        return hand_slots

    def centre_height(self, view: Mapping[str, Any], sprite: Sprite, width: float) -> float:
        raise NotImplementedError

    def draw_centre(
        self,
        view: Mapping[str, Any],
        sprite: Sprite,
        box: Box,
        seating: Seating,
        last: Move | None,
    ) -> tuple[list[str], list[Box]]:
        """The marks of the middle of the table, and the boxes to outline (the last move)."""
        raise NotImplementedError

    def centre_words(self, view: Mapping[str, Any]) -> str:
        """A line over the middle of the table."""
        return ""

    def seat_detail(self, seat: int, view: Mapping[str, Any]) -> str:
        """Under a seat's name: its score so far, or at the end its result."""
        info = view["info"]
        results = info.get("results") or []
        if view.get("terminal") and results and "payments" in results[-1]:
            parts = [signed(results[-1]["payments"][seat])]
            if results[-1].get("winner") == seat:
                parts.insert(0, "★ wins")
            return " · ".join(parts)
        returns = view.get("returns") or []
        return f"total {signed(returns[seat])}" if any(returns) else ""

    def front_pieces(self, view: Mapping[str, Any], seat: int, zone: str) -> list[str | None]:
        """The pieces to lay in front of `seat` (by default all of its front zone)."""
        return list(view["zones"].get(zone.format(seat=seat), [])) if zone else []

    def outline_front(self, last: Move | None, seat: int) -> bool:
        """Whether the last move laid the newest piece in front of `seat`."""
        return False

    # -- the drawing ---------------------------------------------------------------------------

    def seating(self, view: Mapping[str, Any], sprite: Sprite, back: Tile | Card) -> Seating:
        players = view["players"]
        viewer = view.get("seat")
        bottom = 0 if viewer is None else viewer
        if players not in POSITIONS:
            raise ValueError(f"no table is laid out for {players} players (1 to 4 are)")
        order = POSITIONS[players]
        if game_class(view["game"]).spec.clockwise:
            order = tuple(MIRRORED[p] for p in order)
        positions = {seat: order[(seat - bottom) % players] for seat in range(players)}
        sides = any(p in ("left", "right") for p in positions.values())
        has_top = "top" in positions.values()
        slots = self.hand_capacity(view)

        # A seat at the side holds its hand in one row, with pieces as large as fit; two
        # rows only when even small pieces would not.
        ratio, _ = sprite.piece_size(back, height=1.0)
        fit = (SIDE_WIDTH - SIDE_GAP * (slots - 1)) / (ratio * max(slots, 1))
        side_tile = min(OTHER_TILE, math.floor(fit))
        side_per_row = max(slots, 1)
        side_gap = SIDE_GAP
        if side_tile < SMALLEST_SIDE_TILE:
            side_tile, side_per_row = OTHER_TILE, max(1, math.ceil(slots / 2))
            if self.overlap_side:
                side_gap = _fit_gap(sprite, back, OTHER_TILE, side_per_row, SIDE_WIDTH)
        side_rows = math.ceil(slots / side_per_row)

        capacity = self.front_capacity(view, slots)
        down_width, _ = sprite.piece_size(back, height=DOWN_TILE)
        front_per_row = (
            capacity if self.fanned else max(1, int((SIDE_WIDTH + GAP) // (down_width + GAP)))
        )
        front_rows = math.ceil(capacity / front_per_row) if capacity else 1
        side_height = (
            3 * LINE + GAP + side_rows * (side_tile + GAP) + LINE + front_rows * (DOWN_TILE + GAP)
        )

        centre_x = MARGIN + (SIDE_WIDTH + MARGIN if sides else 0.0)
        centre_width = TABLE_WIDTH - 2 * centre_x
        top_height = OTHER_TILE + 2 * GAP + DOWN_TILE
        centre_y = MARGIN + (top_height + MARGIN if has_top else 0.0)
        middle = max(self.centre_height(view, sprite, centre_width), side_height if sides else 0.0)
        bottom_y = centre_y + middle + MARGIN
        height = bottom_y + DOWN_TILE + 2 * GAP + BOTTOM_TILE + MARGIN
        return Seating(
            positions,
            slots,
            side_tile,
            side_per_row,
            capacity,
            front_per_row,
            (centre_x, centre_y, centre_width, middle),
            bottom_y,
            height,
            side_gap,
        )

    def draw(self, view, sprite, *, seats=None, last=None, choices=None, dealt=None):
        zones = view["zones"]
        viewer = view.get("seat")
        back = back_of(view)
        seating = self.seating(view, sprite, back)
        slots = seating.hand_slots
        front_zone, front_label = self.front_zone(view)
        marks: list[str] = [
            f'<rect width="{num(TABLE_WIDTH)}" height="{num(seating.height)}" rx="16" '
            f'fill="{FELT}" fill-opacity=".13"/>'
        ]
        centre = seating.centre
        drawn, outlined = self.draw_centre(view, sprite, centre, seating, last)
        marks += drawn
        words = self.centre_words(view)
        if words:
            middle = centre[0] + centre[2] / 2
            marks.append(_words(middle, centre[1] + LINE - 2, words, "gw-s gw-m"))

        down_width, _ = sprite.piece_size(back, height=DOWN_TILE)
        current = view.get("current_player")
        for seat, position in seating.positions.items():
            hand = zones.get(f"hand {seat}", [])
            front = self.front_pieces(view, seat, front_zone)
            picks = choices if (choices is not None and seat == viewer) else None
            slots_of = _slots(hand, dealt["zones"].get(f"hand {seat}") if dealt else None)
            if position in ("bottom", "top"):
                size = BOTTOM_TILE if position == "bottom" else OTHER_TILE
                piece_width, _ = sprite.piece_size(back, height=size)
                x = (TABLE_WIDTH - (slots * (piece_width + GAP) - GAP)) / 2
                if position == "bottom":
                    front_y = seating.bottom_y
                    hand_y = front_y + DOWN_TILE + 2 * GAP
                else:
                    hand_y = MARGIN
                    front_y = hand_y + size + 2 * GAP
                hand_width = slots * (piece_width + GAP) - GAP
                if len(hand) > slots:  # a hand grown past its deal (a taker's) overlaps
                    gap = _fit_gap(sprite, back, size, len(hand), hand_width)
                    marks += _row(sprite, hand, x, hand_y, size, len(hand), picks, gap=gap,
                                  back=back)  # fmt: skip
                else:
                    marks += _row(sprite, hand, x, hand_y, size, slots, picks, slots_of,
                                  back=back)  # fmt: skip
                # A fanned pile spreads as wide as the hand above or below it.
                step = self._front_step(down_width, seating.front_capacity, hand_width)
                marks += _row(
                    sprite, front, x, front_y, DOWN_TILE, seating.front_per_row,
                    gap=step - down_width, back=back,
                )  # fmt: skip
                front_at = (x, front_y, seating.front_per_row, step)
                if front:
                    marks.append(
                        _words(x - LABEL_GAP, front_y + DOWN_TILE / 2 + 4, front_label,
                               "gw-s gw-r")
                    )  # fmt: skip
                # Three lines beside the hand: whose turn, the seat's name, its score.
                lines = [hand_y + size / 2 + 4 + k * LINE for k in (-1, 0, 1)]
                label_x, css = x - LABEL_GAP, " gw-r"
            else:
                x = MARGIN if position == "left" else TABLE_WIDTH - MARGIN - SIDE_WIDTH
                top = centre[1]
                lines = [top + LINE - 4 + k * LINE for k in (2, 0, 1)]
                label_x, css = x, ""
                hand_y = top + 3 * LINE + GAP
                rows = math.ceil(slots / seating.side_per_row)
                per_row, side_gap = seating.side_per_row, seating.side_gap
                if len(hand) > rows * per_row:  # a hand grown past its deal overlaps
                    per_row = math.ceil(len(hand) / rows)
                    side_gap = _fit_gap(sprite, back, seating.side_tile, per_row, SIDE_WIDTH)
                    slots_of = None
                marks += _row(
                    sprite, hand, x, hand_y, seating.side_tile, per_row, picks,
                    slots_of, side_gap, back=back,
                )  # fmt: skip
                front_y = hand_y + rows * (seating.side_tile + GAP) + LINE
                step = self._front_step(down_width, seating.front_capacity, SIDE_WIDTH)
                marks += _row(
                    sprite, front, x, front_y, DOWN_TILE, seating.front_per_row,
                    gap=step - down_width, back=back,
                )  # fmt: skip
                front_at = (x, front_y, seating.front_per_row, step)
                if front:
                    marks.append(_words(x, front_y - 5, front_label, "gw-s"))
            if front and self.outline_front(last, seat):
                x0, y0, per, step = front_at
                row, column = divmod(len(front) - 1, per)
                outlined.append(
                    (round(x0 + column * step), round(y0 + row * (DOWN_TILE + GAP)),
                     down_width, DOWN_TILE)
                )  # fmt: skip
            turn_y, name_y, detail_y = lines
            if seat == current:
                marks.append(_words(label_x, turn_y, "▶ to play", "gw-t" + css))
            marks.append(_words(label_x, name_y, seat_title(seat, seats), "gw-n" + css))
            detail = self.seat_detail(seat, view)
            if detail:
                marks.append(_words(label_x, detail_y, detail, "gw-d" + css))

        for zone in self.corner_zones:
            pieces = zones.get(zone, [])
            if pieces:
                x = TABLE_WIDTH - MARGIN - 4 - len(pieces) * (down_width + GAP)
                y = seating.bottom_y
                marks.append(_words(x - 6, y + DOWN_TILE / 2 + 4, zone, "gw-s gw-r"))
                marks += _row(sprite, pieces, x, y, DOWN_TILE, len(pieces), back=back)

        for box in outlined:
            marks.append(_outline(sprite, *box))
        return Drawing(TABLE_WIDTH, seating.height, tuple(marks), self.title(view))

    def _front_step(self, width: float, capacity: int, room: float) -> float:
        """From one piece in front of a seat to the next: side by side, or fanned."""
        if not self.fanned or capacity < 2:
            return width + GAP
        return max(3.0, min(FAN_STEP, (room - width) / (capacity - 1)))

    def title(self, view: Mapping[str, Any]) -> str:
        who = view.get("seat")
        seen = "all hands open" if who is None else f"as {seat_name(who)} sees it"
        step = view.get("step", 0)
        current = view.get("current_player")
        if view.get("terminal"):
            state = "; the game is over"
        elif current is not None:
            state = f"; {seat_name(current)} to play"
        else:
            state = ""
        return f"The table after {step} move{'' if step == 1 else 's'}, {seen}{state}"


def back_of(view: Mapping[str, Any]) -> Tile | Card:
    """What a hidden piece of this game looks like: a tile, or a card of the game's deck
    (drawn face down: which card does not show)."""
    game = game_class(view["game"])(players=view["players"], **view["options"])
    pieces = game.pieces()
    return pieces[0] if isinstance(pieces[0], Card) else FACE_DOWN


# -- connecting games -------------------------------------------------------------------------


class ConnectingLayout(RoundTable):
    """Hands round the table, tiles laid face down in front of each seat, and the dragon in
    the middle: lying tiles in chain order, snaking from row to row when it is long."""

    corner_zones = ("unused",)

    def hand_capacity(self, view):
        zones = view["zones"]
        unused = len(zones.get("unused", []))
        total = sum(len(pieces) for pieces in zones.values())
        return (total - unused) // view["players"]

    def _dragon_rows(self, view, sprite, width) -> tuple[int, int, float]:
        tile_length, _ = sprite.tile_size(height=DRAGON_TILE, horizontal=True)
        bend = (DRAGON_TILE + ROW_GAP) / 2
        per_row = max(1, int((width - 2 * bend + DRAGON_GAP) // (tile_length + DRAGON_GAP)))
        longest = self.hand_capacity(view) * view["players"]
        return per_row, max(1, math.ceil(longest / per_row)), tile_length

    def centre_height(self, view, sprite, width):
        _, rows, _ = self._dragon_rows(view, sprite, width)
        return LINE + 6 + rows * DRAGON_TILE + (rows - 1) * ROW_GAP

    def draw_centre(self, view, sprite, box, seating, last):
        centre_x, centre_y, centre_width, _ = box
        per_row, _, tile_length = self._dragon_rows(view, sprite, centre_width)
        dragon = view["info"].get("dragon", [])
        top = centre_y + LINE + 6
        span = per_row * (tile_length + DRAGON_GAP) - DRAGON_GAP
        left = centre_x + (centre_width - span) / 2
        marks, placed = [], []
        for index, halves in enumerate(dragon):
            first, second = (int(h) for h in halves.split(":"))
            row, column = divmod(index, per_row)
            leftwards = row % 2 == 1
            if leftwards:
                column = per_row - 1 - column
                first, second = second, first
            # Whole-pixel places keep the markup short; the pieces keep their exact size.
            x = round(left + column * (tile_length + DRAGON_GAP))
            y = round(top + row * (DRAGON_TILE + ROW_GAP))
            # The sprite draws the higher half first unless reversed.
            marks.append(
                sprite.tile(Tile(first, second), x, y, height=DRAGON_TILE, horizontal=True,
                            reverse=first < second, titled=False)
            )  # fmt: skip
            placed.append((x, y))
            if column == (0 if leftwards else per_row - 1) and index + 1 < len(dragon):
                marks.append(_bend(x, y, tile_length, leftwards))
        outlined = []
        if last is not None and last.kind in ("lead", "play") and placed:
            x, y = placed[0] if last.detail == "left" else placed[-1]
            outlined.append((x, y, tile_length, DRAGON_TILE))
        return marks, outlined

    def centre_words(self, view):
        info = view["info"]
        ends = info.get("open_ends", [])
        if not info.get("dragon"):
            player = view.get("current_player")
            return (
                f"{seat_name(player)} lays the first tile: any tile" if player is not None else ""
            )
        if info.get("arms", 1) == 1:
            return f"open end: {ends[0]}" if ends else ""
        return "open ends: " + " and ".join(str(e) for e in ends)

    def outline_front(self, last, seat):
        return last is not None and last.kind == "discard" and last.player == seat

    def title(self, view):
        length = len(view["info"].get("dragon", []))
        base = super().title(view)
        return f"{base}; the dragon holds {length} tile{'' if length == 1 else 's'}"

    def seat_detail(self, seat, view):
        info = view["info"]
        several = info.get("deals", 1) > 1
        if view.get("terminal") and info.get("results"):
            result = info["results"][-1]
            parts = [f"{result['scores'][seat]} pips", signed(result["payments"][seat])]
            if several:
                parts.append(f"total {signed(view['returns'][seat])}")
            if result.get("winner") == seat:
                parts.insert(0, "★ wins")
            return " · ".join(parts)
        down = len(view["zones"].get(f"face down {seat}", []))
        pips = info.get("penalty_pips")
        mine = info.get("my_penalty_pips") if seat == view.get("seat") else None
        known = pips[seat] if pips is not None else mine
        if not down:
            detail = ""
        elif known is not None:
            detail = f"{down} face down, {known} pip{'' if known == 1 else 's'}"
        else:
            detail = f"{down} face down"
        if several and any(view.get("returns", [])):
            total = f"total {signed(view['returns'][seat])}"
            detail = f"{detail} · {total}" if detail else total
        return detail

    # -- captions -----------------------------------------------------------------------------

    def prompt(self, legal):
        if legal and all(a.kind == "discard" for a in legal):
            return (
                "Your turn, but no tile of yours matches an open end: click the tile to lay "
                "face down (its pips will count against you)."
            )
        if legal and legal[0].kind == "lead":
            if any(a.detail for a in legal):
                return "Your lead: click any tile, then choose which half stays open."
            return "Your lead: click any tile."
        return "Your turn: click a bright tile to play it (a tile that fits both ends asks where)."

    def intro(self, view, seats=None):
        zones = view["zones"]
        players = view["players"]
        sizes = {len(zones.get(f"hand {s}", [])) for s in range(players)}
        each = f"{sizes.pop()} tiles each" if len(sizes) == 1 else "their tiles"
        unused = len(zones.get("unused", []))
        spare = f"; {unused} tiles stay face down, unused" if unused else ""
        first = view.get("current_player")
        lead = f" {seat_name(first)} lays the first tile." if first is not None else ""
        deals = view["info"].get("deals", 1)
        match = f" The match lasts {deals} deals." if deals > 1 else ""
        return f"The deal: {players} players hold {each}{spare}.{lead}{match}"


# -- any other game: its zones as they are ------------------------------------------------------


class ZonesLayout(RoundTable):
    """Any game without a layout of its own: hands round the table, the first other zone
    of each seat in front of it (fanned), and the shared zones as labelled rows in the
    middle. Families with a layout of their own do better; this one shows everything."""

    fanned = True

    def _seat_zones(self, view) -> tuple[str, list[str]]:
        """The pattern of the zone laid in front of each seat (the first per-seat zone
        after the hand), and every other zone, drawn in the middle."""
        players = view["players"]
        own: list[str] = []
        rest: list[str] = []
        for zone in view["zones"]:
            head, _, tail = zone.rpartition(" ")
            if tail.isdigit() and int(tail) < players and head != "hand":
                pattern = f"{head} {{seat}}"
                if pattern not in own:
                    own.append(pattern)
                if pattern != own[0]:
                    rest.append(zone)
            elif not (head == "hand" and tail.isdigit()):
                rest.append(zone)
        return (own[0] if own else "", rest)

    def front_zone(self, view):
        front, _ = self._seat_zones(view)
        return front, front.removesuffix(" {seat}")

    def front_capacity(self, view, hand_slots):
        return max(hand_slots, 1) * view["players"]

    def centre_height(self, view, sprite, width):
        _, shared = self._seat_zones(view)
        return LINE + 6 + max(len(shared), 1) * (OTHER_TILE + LINE + GAP)

    def draw_centre(self, view, sprite, box, seating, last):
        x, y, width, _ = box
        _, shared = self._seat_zones(view)
        back = back_of(view)
        piece_width, _ = sprite.piece_size(back, height=OTHER_TILE)
        marks = []
        top = y + LINE + 6
        for zone in shared:
            pieces = view["zones"][zone]
            marks.append(_words(x + 8, top + 11, _zone_name(zone, view["players"]), "gw-s"))
            count = max(len(pieces), 1)
            step = min(piece_width + GAP, (width - 16 - piece_width) / max(count - 1, 1))
            marks += _row(sprite, pieces, x + 8, top + LINE, OTHER_TILE, count,
                          gap=step - piece_width, back=back)  # fmt: skip
            top += OTHER_TILE + LINE + GAP
        return marks, []


# -- trick-taking games -------------------------------------------------------------------------


class TrickLayout(ZonesLayout):
    """Hands round the table, each seat's won pieces fanned in front of it, and the trick
    being played in the middle, each seat's play on its own side; other shared zones (a
    wall to draw from) sit in the top left corner of the middle.

    Between two tricks the middle says who took the last one; if the game's view lists
    that trick's plays (`info["last_trick"]["plays"]`, as `info["trick"]` does), they stay
    in view until the next lead.
    """

    front = "won {seat}"
    front_label = "won"

    def front_zone(self, view):
        return self.front, self.front_label

    def centre_height(self, view, sprite, width):
        return LINE + 6 + 3 * OTHER_TILE + 4 * GAP + 2 * LINE

    def _trick(self, view) -> tuple[list[dict], str]:
        """The plays to show in the middle, and the line over them."""
        info = view["info"]
        trick = info.get("trick") or []
        if trick:
            first = trick[0]
            named = first.get("combination")
            leader = seat_name(first["seat"])
            return trick, f"{leader} led {named}" if named else f"{leader} led"
        taken = info.get("last_trick") or {}
        winner = taken.get("winner", taken.get("taker"))
        if winner is None:
            return [], ""
        return list(taken.get("plays") or []), f"{seat_name(winner)} took the last trick"

    def front_pieces(self, view, seat, zone):
        """A seat's won pile, less the last trick while it is still shown in the middle
        (when the pile ends with exactly its pieces)."""
        pile = super().front_pieces(view, seat, zone)
        info = view["info"]
        taken = info.get("last_trick") or {}
        if info.get("trick") or taken.get("winner", taken.get("taker")) != seat:
            return pile
        shown = [p for play in taken.get("plays") or [] for p in _pieces_of(play)]
        tail = pile[len(pile) - len(shown) :] if shown else []
        if shown and sorted(map(str, tail)) == sorted(map(str, shown)):
            return pile[: len(pile) - len(shown)]
        return pile

    def draw_centre(self, view, sprite, box, seating, last):
        marks, outlined = self._draw_trick(view, sprite, box, seating, last)
        return marks + self._draw_shared(view, sprite, box), outlined

    def _draw_trick(self, view, sprite, box, seating, last) -> tuple[list[str], list[Box]]:
        """The plays of the trick in `box`, each on its player's side."""
        x, y, width, height = box
        plays, _ = self._trick(view)
        back = back_of(view)
        piece_width, _ = sprite.piece_size(back, height=OTHER_TILE)
        middle_x, middle_y = x + width / 2, y + (LINE + 6 + height) / 2
        marks, outlined = [], []
        for play in plays:
            pieces = _pieces_of(play)
            count = len(pieces)
            span = count * (piece_width + GAP) - GAP
            where = seating.positions[play["seat"]]
            if where == "bottom":
                px, py = middle_x - span / 2, y + height - OTHER_TILE - GAP
            elif where == "top":
                px, py = middle_x - span / 2, y + LINE + 6
            elif where == "left":
                px, py = x + 2 * GAP, middle_y - OTHER_TILE / 2
            else:
                px, py = x + width - span - 2 * GAP, middle_y - OTHER_TILE / 2
            px, py = round(px), round(py)
            marks += _row(sprite, pieces, px, py, OTHER_TILE, max(count, 1), back=back)
            if last is not None and last.player == play["seat"] and play is plays[-1]:
                outlined += [
                    (round(px + k * (piece_width + GAP)), py, piece_width, OTHER_TILE)
                    for k in range(count)
                ]
        return marks, outlined

    def _draw_shared(self, view, sprite, box) -> list[str]:
        """Shared zones besides the trick (a wall to draw from): small fans, top left."""
        x, y, width, _ = box
        back = back_of(view)
        marks = []
        _, shared = self._seat_zones(view)
        down_width, _ = sprite.piece_size(back, height=DOWN_TILE)
        top = y + LINE + 6
        for zone in (z for z in shared if z != "trick"):
            pieces = view["zones"][zone]
            if not pieces:
                continue
            named = f"{_zone_name(zone, view['players'])} ({len(pieces)})"
            marks.append(_words(x + 2 * GAP, top + 10, named, "gw-s"))
            marks += _row(sprite, pieces, x + 2 * GAP, top + LINE, DOWN_TILE, len(pieces),
                          gap=5 - down_width, back=back)  # fmt: skip
            top += DOWN_TILE + LINE + GAP
        return marks

    def centre_words(self, view):
        _, words = self._trick(view)
        if words:
            return words
        player = view.get("current_player")
        return f"{seat_name(player)} to lead" if player is not None else ""

    def seat_detail(self, seat, view):
        info = view["info"]
        parts = []
        if info.get("banker") == seat:
            multiplier = info.get("multiplier")
            parts.append(f"banker ×{multiplier}" if multiplier else "banker")
        if view.get("terminal"):
            parts.append(super().seat_detail(seat, view))
        else:
            taken = (info.get("tricks_taken") or [None] * view["players"])[seat]
            if taken:
                parts.append(f"{taken} trick{'' if taken == 1 else 's'}")
            parts.append(super().seat_detail(seat, view))
        return " · ".join(p for p in parts if p)


# -- the card games: a trick in the middle, shared piles above it, a bidding panel below ------

SUIT_NAMES = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
TAKING_SUITS = {"spade": "♠", "heart": "♥", "diamond": "♦", "club": "♣"}
PANEL_LINES = 6  # lines kept for the bidding panel, so the table keeps its size
ZONE_STEP = 5.0  # how much of each card a shared pile shows
ZONE_GAP = 14.0  # between two shared piles


class CardLayout(TrickLayout):
    """The card games' table: hands of `hand_size` cards (side hands overlap to fit, a hand
    grown past its deal is squeezed into the same room), the shared piles in a row at the
    top of the middle, the trick under them, and a panel of text under the trick naming
    the trump, the dealer, and the bids or announcements. Subclasses say what the panel
    reads (`panel_lines`) and what each phase is called (`phase_words`)."""

    overlap_side = True
    hand_size = 13
    bid_word = "bid"

    def hand_capacity(self, view):
        return self.hand_size

    def _shared_zones(self, view) -> list[str]:
        _, shared = self._seat_zones(view)
        return [z for z in shared if z != "trick"]

    def _zones_height(self, view) -> float:
        return DOWN_TILE + LINE + GAP if self._shared_zones(view) else 0.0

    def centre_height(self, view, sprite, width):
        trick = super().centre_height(view, sprite, width)
        return self._zones_height(view) + trick + PANEL_LINES * LINE + GAP

    def draw_centre(self, view, sprite, box, seating, last):
        x, y, width, height = box
        zones_height = self._zones_height(view)
        trick_height = super().centre_height(view, sprite, width)
        trick_box = (x, y + zones_height, width, trick_height)
        marks, outlined = self._draw_trick(view, sprite, trick_box, seating, last)
        marks = self._draw_shared(view, sprite, box) + marks
        top = y + zones_height + trick_height + LINE
        for line in self.panel_lines(view)[:PANEL_LINES]:
            marks.append(_words(x + width / 2, top, line, "gw-d gw-m"))
            top += LINE
        return marks, outlined

    def _draw_shared(self, view, sprite, box):
        """The shared piles (their backs, or faces when shown) side by side, top of middle."""
        x, y, width, _ = box
        back = back_of(view)
        down_width, _ = sprite.piece_size(back, height=DOWN_TILE)
        marks = []
        left = x + 2 * GAP
        top = y + LINE + 6
        for zone in self._shared_zones(view):
            pieces = view["zones"][zone]
            if not pieces:
                continue
            named = f"{_zone_name(zone, view['players'])} ({len(pieces)})"
            marks.append(_words(left, top + 10, named, "gw-s"))
            marks += _row(sprite, pieces, left, top + LINE, DOWN_TILE, len(pieces),
                          gap=ZONE_STEP - down_width, back=back)  # fmt: skip
            span = down_width + ZONE_STEP * (len(pieces) - 1)
            left += max(span, 7.0 * len(named)) + ZONE_GAP
        return marks

    def panel_lines(self, view: Mapping[str, Any]) -> list[str]:
        """The lines of the bidding panel."""
        return []

    def phase_words(self, phase: str, player: int) -> str:
        """The line over the middle in a phase other than play ("" leaves it to the trick)."""
        who = seat_name(player)
        return {"bidding": f"{who} to {self.bid_word}", "discard": f"{who} discards"}.get(phase, "")

    def centre_words(self, view):
        player = view.get("current_player")
        phase = view.get("phase")
        if player is not None and phase not in (None, "play"):
            words = self.phase_words(phase, player)
            if words:
                return words
        return super().centre_words(view)

    def intro(self, view, seats=None):
        words = self.centre_words(view)
        return f"The deal. {words}." if words else "The deal."

    def prompt(self, legal):
        if legal and not any(a.pieces for a in legal):
            kinds = {a.kind for a in legal}
            if kinds == {"choose"}:
                return "Your turn: choose a pile with one of the buttons below."
            if "announce" in kinds:
                return "Your turn: announce a taking or pass with one of the buttons below."
            if kinds & {"bid", "double"}:
                return "Your turn: bid, double or pass with one of the buttons below."
            return "Your turn: choose one of the buttons below."
        if legal and all(a.kind == "discard" for a in legal):
            return "Your turn: click a bright card to set it aside."
        return "Your turn: click a bright card to play it, or pick a move below."


class YoungHunterLayout(CardLayout):
    """Young Hunter: the panel names the deal, its trump and dealer, the hunter, and each
    seat's announcements (with any contra)."""

    hand_size = 13
    bid_word = "announce"

    def panel_lines(self, view):
        info = view["info"]
        lines = []
        trump = info.get("trump")
        deals = info.get("deals")
        number = view.get("deal_number")
        deal = f"deal {number + 1} of {deals}" if number is not None and deals else ""
        if trump:
            trumps = f"trump {trump} {SUIT_NAMES.get(trump, '')}".strip()
        else:
            trumps = "no trump (the extra game)"
        dealer = info.get("dealer")
        first = [deal, trumps, f"dealer {seat_name(dealer)}" if dealer is not None else ""]
        lines.append(" · ".join(p for p in first if p))
        hunter = info.get("hunter") or []
        if hunter:
            lines.append("hunter " + " and ".join(seat_name(s) for s in hunter))
        said: dict[int, list[str]] = {}
        for a in info.get("announcements") or []:
            head, _, kind = str(a.get("taking", "")).rpartition(" ")
            taking = f"{TAKING_SUITS.get(head, head)} {kind}".strip()
            if a.get("contra") is not None:
                taking += f" (contra {seat_name(a['contra'])})"
            said.setdefault(a["seat"], []).append(taking)
        for seat in range(view["players"]):
            if seat in said:
                lines.append(f"{seat_name(seat)} announced " + ", ".join(said[seat]))
        if not said and view.get("phase") == "bidding":
            lines.append("no announcements yet")
        return lines


class DezaiShenLayout(CardLayout):
    """Dezai Shen: the panel names the dealer, the auction, the standing bid and then the
    contract with the tricks it needs against those taken."""

    hand_size = 12

    def phase_words(self, phase, player):
        if phase == "choose":
            return f"{seat_name(player)} chooses a pile"
        return super().phase_words(phase, player)

    def panel_lines(self, view):
        info = view["info"]
        lines = []
        deals = info.get("deals")
        number = view.get("deal_number")
        dealer = info.get("dealer")
        first = [
            f"deal {number + 1} of {deals}" if number is not None and deals else "",
            f"dealer {seat_name(dealer)}" if dealer is not None else "",
        ]
        lines.append(" · ".join(p for p in first if p))
        calls = [f"{seat_name(c['seat'])} {c['call']}" for c in info.get("auction") or []]
        while calls:
            line, calls = "bids: " + ", ".join(calls[:6]), calls[6:]
            lines.append(line if not lines[-1].startswith("bids") else line[6:])
        contract = info.get("contract")
        standing = info.get("standing_bid")
        bid = contract or standing
        if bid:
            doubled = ""
            if bid.get("doubled"):
                by = bid.get("doubled_by")
                doubled = " doubled" + (f" by {seat_name(by)}" if by is not None else "")
            head = "contract" if contract else "standing bid"
            lines.append(f"{head}: {seat_name(bid['taker'])} {bid['bid']}{doubled}")
            if contract:
                taken = (info.get("tricks_taken") or [0] * view["players"])[bid["taker"]]
                tokens = bid.get("tokens")
                worth = f" · {tokens} token{'' if tokens == 1 else 's'}" if tokens else ""
                lines.append(f"needs {bid['tricks_needed']} tricks, has {taken}{worth}")
        elif info.get("passed") and len(info["passed"]) == view["players"]:
            lines.append("everyone passed: the hand is void")
        return lines


register_layout("connecting", ConnectingLayout())
register_layout("trick_taking", TrickLayout())
register_layout("young_hunter", YoungHunterLayout())
register_layout("dezai_shen", DezaiShenLayout())
FALLBACK = ZonesLayout()


def _zone_name(zone: str, players: int) -> str:
    """A zone's name for people: "melds 2" is "melds P3"."""
    head, _, tail = zone.rpartition(" ")
    if head and tail.isdigit() and int(tail) < players:
        return f"{head} {seat_name(int(tail))}"
    return zone


def _pieces_of(play: Mapping[str, Any]) -> list[str | None]:
    """The pieces of one play of a trick, whatever the game calls them."""
    return list(play.get("tiles") or play.get("cards") or play.get("pieces") or [])


def _fit_gap(sprite: Sprite, back: Tile | Card, height: float, count: int, room: float) -> float:
    """The gap (negative: an overlap) that fits `count` pieces `height` high into `room`,
    never wider than the usual gap."""
    width, _ = sprite.piece_size(back, height=height)
    if count < 2:
        return GAP
    return min(GAP, (room - width) / (count - 1) - width)


def _words(x: float, y: float, words: str, css: str) -> str:
    return f'<text class="{css}" x="{round(x)}" y="{round(y)}">{text(words)}</text>'


def _row(
    sprite: Sprite,
    pieces: Sequence[str | None],
    x: float,
    y: float,
    height: float,
    per_row: int,
    choices: Mapping[str, Sequence[str]] | None = None,
    slots: Sequence[int] | None = None,
    gap: float = GAP,
    back: Tile | Card = FACE_DOWN,
) -> list[str]:
    """Standing pieces in rows of `per_row`, hidden ones as `back`s: packed from the left,
    or each at its place in `slots`. With `choices`, pieces that may be played are
    wrapped to be clicked, the rest dimmed."""
    marks = []
    for index, piece in enumerate(pieces):
        row, column = divmod(index if slots is None else slots[index], per_row)
        shown = read_piece(piece)
        drawn = shown or back
        width, _ = sprite.piece_size(drawn, height=height)
        mark = sprite.place(
            drawn,
            round(x + column * (width + gap)),
            round(y + row * (height + GAP)),
            height=height,
            face_down=shown is None,
            titled=choices is not None,
        )
        if choices is not None and piece is not None:
            actions = choices.get(piece)
            if actions:
                one = f" data-action={attr(actions[0])}" if len(actions) == 1 else ""
                label = actions[0] if len(actions) == 1 else f"choose how to play {piece}"
                mark = (
                    f'<g class="gw-pick" data-piece={attr(piece)}{one} role="button" '
                    f'tabindex="0" aria-label={attr(label)}>{mark}</g>'
                )
            else:
                mark = f'<g class="gw-dim"{DIM}>{mark}</g>'
        marks.append(mark)
    return marks


def _slots(hand: Sequence[str | None], dealt: Sequence[str | None] | None) -> list[int] | None:
    """Where each piece of `hand` was dealt, or None when either hand is hidden. Both lists
    are in the same (hand) order, so equal tiles keep their order too."""
    if dealt is None or None in hand or None in dealt:
        return None
    free = list(enumerate(dealt))
    slots = []
    for piece in hand:
        for i, (slot, dealt_piece) in enumerate(free):
            if dealt_piece == piece:
                slots.append(slot)
                del free[i]
                break
        else:
            return None
    return slots


def _outline(sprite: Sprite, x: float, y: float, width: float, height: float) -> str:
    """An outline round a piece at (x, y): drawn once per size in the sprite, then placed."""
    ident = f"gw-hl-{num(width)}x{num(height)}".replace(".", "_")
    sprite.layer(
        ident,
        lambda: (
            f'<rect class="gw-hl" x="-2.5" y="-2.5" width="{num(width + 5)}" '
            f'height="{num(height + 5)}" rx="5"/>'
        ),
    )
    return f'<use href="#{ident}" x="{num(x)}" y="{num(y)}"/>'


def _bend(x: float, y: float, tile_length: float, leftwards: bool) -> str:
    """The bend that carries the dragon from the end of one row into the next row."""
    radius = (DRAGON_TILE + ROW_GAP) / 2
    middle = y + DRAGON_TILE / 2
    start, sweep = (x - 1, 0) if leftwards else (x + tile_length + 1, 1)
    return (
        f'<path class="gw-bend" d="M{num(start)} {num(middle)}a{num(radius)} {num(radius)} '
        f'0 0 {sweep} 0 {num(2 * radius)}"/>'
    )
