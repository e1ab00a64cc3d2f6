"""Rows of pieces and lines of words: the marks every table drawing is made of.

A mark is a small self-contained SVG element whose markup depends only on what it shows and
where (no counters, no ids), so `render/replay.py` can merge the marks of every frame of a
replay and write a mark that stays put once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine.table import Piece
from .markup import SVG_NS, attr, num, text
from .sprite import Sprite

GAP = 4.0
LINE = 16.0  # one line of text
DIM = ' opacity=".38"'
# A piece laid face down that this viewer may see: its face, faded, so it reads as hidden.
DOWN = ' opacity=".55"'

Box = tuple[float, float, float, float]
"""(x, y, width, height) on the table."""


def words(x: float, y: float, line: str, css: str) -> str:
    return f'<text class="{css}" x="{round(x)}" y="{round(y)}">{text(line)}</text>'


def row(
    sprite: Sprite,
    pieces: Sequence[Piece | None],
    x: float,
    y: float,
    height: float,
    per_row: int,
    choices: Mapping[str, Sequence[str]] | None = None,
    slots: Sequence[int] | None = None,
    gap: float = GAP,
    *,
    back: Piece,
    down: bool | Sequence[bool] = False,
    keys: Sequence[str] | None = None,
) -> list[str]:
    """Standing pieces in rows of `per_row`, hidden ones (None) as `back`s: packed from the
    left, or each at its place in `slots`. With `choices` (piece notation -> the short
    notations of the moves that play it), pieces that may be played are wrapped to be
    clicked, the rest dimmed. `down` fades pieces laid face down that the viewer may see
    (one flag for all, or one per piece). `keys` names each piece in `choices` when its
    notation alone would not tell equal pieces apart (pieces of a layout's groups)."""
    marks = []
    for index, piece in enumerate(pieces):
        row_index, column = divmod(index if slots is None else slots[index], per_row)
        drawn = back if piece is None else piece
        width, _ = sprite.piece_size(drawn, height=height)
        mark = sprite.place(
            drawn,
            round(x + column * (width + gap)),
            round(y + row_index * (height + GAP)),
            height=height,
            face_down=piece is None,
            titled=choices is not None,
        )
        if (down if isinstance(down, bool) else down[index]) and piece is not None:
            mark = f'<g class="gw-down"{DOWN}>{mark}</g>'
        if choices is not None and piece is not None:
            key = str(piece) if keys is None else keys[index]
            actions = choices.get(key)
            if actions:
                one = f" data-action={attr(actions[0])}" if len(actions) == 1 else ""
                label = actions[0] if len(actions) == 1 else f"choose how to play {key}"
                mark = (
                    f'<g class="gw-pick" data-piece={attr(key)}{one} role="button" '
                    f'tabindex="0" aria-label={attr(label)}>{mark}</g>'
                )
            else:
                mark = f'<g class="gw-dim"{DIM}>{mark}</g>'
        marks.append(mark)
    return marks


def fit_gap(sprite: Sprite, back: Piece, height: float, count: int, room: float) -> float:
    """The gap (negative: an overlap) that fits `count` pieces `height` high into `room`,
    never wider than the usual gap."""
    width, _ = sprite.piece_size(back, height=height)
    if count < 2:
        return GAP
    return min(GAP, (room - width) / (count - 1) - width)


def slots(hand: Sequence[Piece | None], dealt: Sequence[Piece | None] | None) -> list[int] | None:
    """Where each piece of `hand` was dealt, or None when either hand is hidden. Both lists
    are in the same (hand) order, so equal pieces keep their order too."""
    if dealt is None or None in hand or None in dealt:
        return None
    free = list(enumerate(dealt))
    placed = []
    for piece in hand:
        for i, (slot, dealt_piece) in enumerate(free):
            if dealt_piece == piece:
                placed.append(slot)
                del free[i]
                break
        else:
            return None
    return placed


def outline(sprite: Sprite, x: float, y: float, width: float, height: float) -> str:
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


Cell = tuple[float, float, str]
"""One drawing of a flow: its width, its height and its marks, in its own coordinates."""


def flow(
    title: str,
    sprite: Sprite,
    cells: Sequence[Cell],
    gap: tuple[float, float],
    *,
    label: str = "",
    width: float | None = None,
) -> str:
    """Drawings that wrap like the words of a paragraph, each at its own size, in an HTML
    flex box: a row of pieces on a phone goes on to the next line rather than shrinking to
    the screen. Rows are no wider than `width` if given (else the page). One image to a
    screen reader, named by `title`, under a heading `label` if given; `gap` is (between
    rows, between drawings); a drawing wider than the page shrinks to it, and a caption
    wider than its piece may run into the gap. The pieces' definitions come first, once, in
    an invisible `<svg>` of their own."""
    heading = f'<div style="flex-basis:100%;font-weight:700">{text(label)}</div>' if label else ""
    drawings = "".join(
        f'<svg xmlns="{SVG_NS}" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}" overflow="visible" aria-hidden="true" '
        'style="max-width:100%;height:auto">'
        f"{marks}</svg>"
        for width, height, marks in cells
    )
    style = (
        f"display:flex;flex-wrap:wrap;align-items:flex-start;gap:{num(gap[0])}px {num(gap[1])}px"
    )
    if width is not None:
        # A drawing wider than `width` gets a row of its own, shrunk only to the page.
        widest = max((cell[0] for cell in cells), default=0.0)
        style += f";max-width:{num(max(width, widest))}px"
    return (
        f'<div class="gw-flow" role="img" aria-label={attr(title)} style="{style}">'
        f"{sprite.defs_svg()}{heading}{drawings}</div>"
    )
