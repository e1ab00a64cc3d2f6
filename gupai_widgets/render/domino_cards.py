"""Domino cards drawn as SVG: the long narrow paper cards printed with a domino face.

A card is 28 × 100 units, about the 1 : 3.6 of the paper cards: cream paper inside a thin
printed frame, the upper face of the domino in the top square, the lower face turned end
for end in the bottom square (so the card reads the same either way up, as a tile does),
and a printed ornament between them. The pips are the tile's pips (render/tiles.py) set
smaller, red where the tile's are red. The back is red paper with a printed lattice. The
paper carries its own colours and a grey rim, so a card reads on a light and a dark page.
"""

from __future__ import annotations

from ..pieces.domino_cards import DominoCard
from .markup import SharedDefs, num, svg_document, use
from .tiles import _half_pips, pip_paths

CARD_WIDTH = 28.0
CARD_LENGTH = 100.0
DEFAULT_HEIGHT = 100.0

PAPER = "#f6efdc"
RIM = "#8f8778"
PRINT = "#9b2b1f"  # the frame and ornament are printed in red ink, as on old cards
INK = "#1c1c1c"
BACK = "#8e2a20"
BACK_PRINT = "#e9c98f"

# The tile's half (40 units wide) set into the card's end square.
_SCALE = 0.6
_TOP = 4.0


def _face_pips(card: DominoCard) -> list[tuple[float, float, float, bool]]:
    """Every pip of the card: the higher face at the top, the lower turned at the bottom."""
    pips = []
    for value, lower in ((card.high, False), (card.low, True)):
        for x, y, r, red in _half_pips(value, card.is_heaven):
            cx = CARD_WIDTH / 2 + (x - 20.0) * _SCALE
            cy = _TOP + y * _SCALE
            if lower:
                cx, cy = CARD_WIDTH - cx, CARD_LENGTH - cy
            pips.append((cx, cy, r * _SCALE, red))
    return pips


def _paper() -> str:
    """The blank face: paper, its rim, the printed frame and the ornament between faces."""
    middle = CARD_LENGTH / 2
    return (
        f'<rect x=".5" y=".5" width="{num(CARD_WIDTH - 1)}" height="{num(CARD_LENGTH - 1)}" '
        f'rx="2.5" fill="{PAPER}" stroke="{RIM}"/>'
        f'<g fill="none" stroke="{PRINT}" stroke-width=".8">'
        f'<rect x="2.5" y="2.5" width="{num(CARD_WIDTH - 5)}" height="{num(CARD_LENGTH - 5)}"/>'
        f'<path d="M2.5 {num(middle - 13)}H{num(CARD_WIDTH - 2.5)}'
        f"M2.5 {num(middle + 13)}H{num(CARD_WIDTH - 2.5)}"
        f'M14 {num(middle - 10)}l6 10-6 10-6-10z"/></g>'
        f'<path d="M14 {num(middle - 4)}l2.4 4-2.4 4-2.4-4z" fill="{PRINT}"/>'
    )


def _back() -> str:
    return (
        f'<rect x=".5" y=".5" width="{num(CARD_WIDTH - 1)}" height="{num(CARD_LENGTH - 1)}" '
        f'rx="2.5" fill="{BACK}" stroke="{RIM}"/>'
        f'<g fill="none" stroke="{BACK_PRINT}" stroke-width=".7">'
        f'<rect x="3" y="3" width="{num(CARD_WIDTH - 6)}" height="{num(CARD_LENGTH - 6)}"/>'
        + '<path d="'
        + "".join(f"M5 {num(y)}l9 7 9-7" for y in range(8, 92, 12))
        + '"/></g>'
    )


def domino_card_title(card: DominoCard | None) -> str:
    """What a card drawing is called: "Heaven [6:6] 天 card", or "a face-down card"."""
    if card is None:
        return "a face-down card"
    return f"{card.name} [{card}] {card.chinese_name} card"


def domino_card_symbol(defs: SharedDefs, card: DominoCard | None) -> str:
    """Define the card's `<symbol>` in `defs` (once) and return its id; None = its back."""
    symbol_id = "gw-dc-back" if card is None else f"gw-dc-{card.code}"

    def body() -> str:
        if card is None:
            return defs.layer("gw-dcb", _back)
        return defs.layer("gw-dcf", _paper) + pip_paths(_face_pips(card), INK)

    return defs.symbol(symbol_id, CARD_WIDTH, CARD_LENGTH, body)


def domino_card_svg(
    card: DominoCard | str, *, face_down: bool = False, height: float | None = None
) -> str:
    """A standalone SVG of one domino card (or its back), `height` pixels high (100)."""
    card = DominoCard.parse(card)
    height = DEFAULT_HEIGHT if height is None else height
    shown = None if face_down else card
    defs = SharedDefs()
    symbol_id = domino_card_symbol(defs, shown)
    body = defs.defs() + use(symbol_id, 0, 0, CARD_WIDTH, CARD_LENGTH)
    view_box = f"0 0 {num(CARD_WIDTH)} {num(CARD_LENGTH)}"
    return svg_document(
        height * CARD_WIDTH / CARD_LENGTH, height, view_box, domino_card_title(shown), body
    )
