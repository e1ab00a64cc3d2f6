"""Playing cards drawn as SVG: the French deck and the Nismiram deck of Dezai Shen.

A card is 50 × 70 units (poker proportions). Suit cards show the rank and a small suit
emblem in two opposite corners and a large emblem in the middle; court cards frame a
smaller emblem above a large letter. The Nismiram high cards have a gold border, their
name across the top and an emblem of their own. Emblems are paths (`emblems.py`).

A card is assembled from shared layers, so a deck costs little more than its distinct
parts: one per suit and kind (the blank face, corner emblems, the centre) and one per
rank (corner indices, the court letter), both coloured by the card that uses them.
"""

from __future__ import annotations

from ..pieces.cards import FRENCH_SUIT_NAMES, HIGH_CARDS, Card
from .emblems import EMBLEM_BOX, EMBLEMS
from .markup import SharedDefs, num, svg_document, text, use
from .theme import (
    CARD_BACKS,
    CARD_BLACK,
    CARD_FACE,
    CARD_RED,
    CARD_RIM,
    DEZAI_SUIT_COLOURS,
    HIGH_BORDER,
    HIGH_FACE,
    HIGH_TEXT,
)

CARD_WIDTH = 50.0
CARD_HEIGHT = 70.0
DEFAULT_CARD_HEIGHT = 84.0

_FONT = 'font-family="Arial,sans-serif" font-weight="700" text-anchor="middle"'
# Turns a corner into the opposite corner.
_OPPOSITE = ' transform="rotate(180 25 35)"'
_COURT_RANKS = frozenset({"J", "Q", "K", "P"})


def card_emblem(card: Card) -> str:
    """The emblem key of a card: its suit's emblem, or the high card's own."""
    if card.deck == "french":
        return FRENCH_SUIT_NAMES[card.suit]
    if card.is_high:
        return HIGH_CARDS[card.rank - 1].lower()
    return card.suit.lower()


def card_key(card: Card) -> str:
    """A short, stable key naming the card, usable in an SVG id: "s11", "sw5", "hi1"."""
    if card.deck == "french":
        return f"{FRENCH_SUIT_NAMES[card.suit][0]}{card.rank}"
    if card.is_high:
        return f"hi{card.rank}"
    return f"{card.suit[:2].lower()}{card.rank}"


def card_colour(card: Card) -> str:
    """The ink of a card: red or black (French), the suit's colour or dark gold (Nismiram)."""
    if card.deck == "french":
        return CARD_RED if card.is_red else CARD_BLACK
    return HIGH_TEXT if card.is_high else DEZAI_SUIT_COLOURS[card.suit]


def card_title(card: Card | None) -> str:
    return "a face-down card" if card is None else card.name


def card_symbol_id(card: Card | None, *, deck: str = "french") -> str:
    """The sprite id of a card drawing: "gw-c-s11", "gw-c-sw5", "gw-c-back-dezai"."""
    if card is None:
        if deck not in CARD_BACKS:
            raise ValueError(f"unknown deck {deck!r}: allowed are {', '.join(CARD_BACKS)}")
        return f"gw-c-back-{deck}"
    return f"gw-c-{card_key(card)}"


def _outline(fill: str, stroke: str, width: float = 1.0) -> str:
    inset = width / 2
    stroke_width = "" if width == 1 else f' stroke-width="{num(width)}"'
    return (
        f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(CARD_WIDTH - width)}" '
        f'height="{num(CARD_HEIGHT - width)}" rx="3.5" fill="{fill}" stroke="{stroke}"'
        f"{stroke_width}/>"
    )


def _back(deck: str) -> str:
    ground, pattern = CARD_BACKS[deck]
    return (
        _outline(ground, CARD_RIM)
        + f'<g fill="none" stroke="{pattern}"><rect x="4" y="4" width="42" height="62" rx="2"/>'
        '<path d="M25 12 39 35 25 58 11 35ZM25 22 33 35 25 48 17 35Z"/></g>'
    )


def _emblem(defs: SharedDefs, key: str, x: float, y: float, size: float, extra: str = "") -> str:
    symbol_id = defs.symbol(f"gw-e-{key}", EMBLEM_BOX, EMBLEM_BOX, lambda: EMBLEMS[key])
    return use(symbol_id, x, y, size, size, extra=extra)


def _rank_layer(card: Card) -> str:
    """Both corner indices and, on a court card, the large letter: no colour of its own."""
    rank = text(card.rank_text)
    # "10" is set a little smaller to stay inside the corner.
    size = ' font-size="9.5"' if len(card.rank_text) > 1 else ""
    corner = (
        f'<text x="7" y="12.5"{size}>{rank}</text>'
        f'<text x="7" y="12.5"{size}{_OPPOSITE}>{rank}</text>'
    )
    if card.rank_text in _COURT_RANKS:
        corner += f'<text x="25" y="52" font-size="15">{rank}</text>'
    return corner


def _suit_layer(defs: SharedDefs, emblem: str, kind: str) -> str:
    """The blank face, the corner emblems and the centre: kind "" (a number), "a" (an ace
    or One: larger) or "c" (a court card: a frame around a smaller emblem)."""
    parts = [
        defs.layer("gw-cf", lambda: _outline(CARD_FACE, CARD_RIM)),
        _emblem(defs, emblem, 3, 14.5, 8),
        _emblem(defs, emblem, 3, 14.5, 8, _OPPOSITE),
    ]
    if kind == "c":
        # The frame is a filled ring, so it takes the card's ink like everything else.
        parts.append('<path fill-rule="evenodd" d="M13 13H37V57H13ZM14 14V56H36V14Z"/>')
        parts.append(_emblem(defs, emblem, 16, 17, 18))
    else:
        size = 30.0 if kind == "a" else 24.0
        parts.append(_emblem(defs, emblem, 25 - size / 2, 35 - size / 2, size))
    return "".join(parts)


def _suit_card(defs: SharedDefs, card: Card) -> str:
    if card.rank_text in _COURT_RANKS:
        kind = "c"
    elif card.rank == (14 if card.deck == "french" else 1):
        kind = "a"
    else:
        kind = ""
    emblem = card_emblem(card)
    suit_id = f"gw-cs-{emblem}" + (f"-{kind}" if kind else "")
    return (
        f'<g fill="{card_colour(card)}">'
        + defs.layer(suit_id, lambda: _suit_layer(defs, emblem, kind))
        + defs.layer(
            f"gw-cr-{card.rank_text}", lambda: _rank_layer(card), f'{_FONT} font-size="11"'
        )
        + "</g>"
    )


def _high_face() -> str:
    return _outline(HIGH_FACE, HIGH_BORDER, 2.6) + (
        f'<rect x="4.5" y="4.5" width="41" height="61" rx="2" fill="none" '
        f'stroke="{HIGH_BORDER}" stroke-width=".6"/>'
    )


def _high_card(defs: SharedDefs, card: Card) -> str:
    name = text(HIGH_CARDS[card.rank - 1])
    return (
        defs.layer("gw-ch", _high_face)
        + f'<text x="25" y="14.5" font-size="8.5" fill="{HIGH_TEXT}" {_FONT}>{name}</text>'
        + _emblem(defs, card_emblem(card), 11, 22, 28)
    )


def card_symbol(defs: SharedDefs, card: Card | None, *, deck: str = "french") -> str:
    """Define the card's `<symbol>` in `defs` (once) and return its id; None = the back of
    a card from `deck`."""
    symbol_id = card_symbol_id(card, deck=deck)

    def body() -> str:
        if card is None:
            return _back(deck)
        if card.is_high:
            return _high_card(defs, card)
        return _suit_card(defs, card)

    return defs.symbol(symbol_id, CARD_WIDTH, CARD_HEIGHT, body)


def card_svg(card: Card | str, *, face_down: bool = False, height: float | None = None) -> str:
    """A standalone SVG of one card, or of its deck's back with `face_down`.

    `height` is the on-screen height in pixels (default 84).
    """
    card = Card.parse(card)
    height = DEFAULT_CARD_HEIGHT if height is None else height
    shown = None if face_down else card
    defs = SharedDefs()
    symbol_id = card_symbol(defs, shown, deck=card.deck)
    body = defs.defs() + use(symbol_id, 0, 0, CARD_WIDTH, CARD_HEIGHT)
    view_box = f"0 0 {num(CARD_WIDTH)} {num(CARD_HEIGHT)}"
    width = height * CARD_WIDTH / CARD_HEIGHT
    return svg_document(width, height, view_box, card_title(shown), body)
