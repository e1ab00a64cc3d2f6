"""Colours for drawn pieces.

Pieces carry their own colours, so they read the same on a light and a dark page. Text that
is not on a piece (captions, labels) uses `currentColor` and follows the page's text colour.
"""

from __future__ import annotations

from dataclasses import dataclass

# One red for every red pip, whatever the tile colour (FACTS.md §1.3: 1s, 4s, half the [6:6]).
PIP_RED = "#d42a2a"
# Text that is not drawn on a piece takes the page's own text colour (light and dark themes).
PAGE_TEXT = "currentColor"


@dataclass(frozen=True, slots=True)
class TileStyle:
    """The colours of one tile style: the face, its rim and edge, pips, and the back."""

    face: str
    rim: str
    edge: str
    pip: str
    back: str
    back_mark: str


TILE_STYLES: dict[str, TileStyle] = {
    # Bone or ivory tile with black pips, as the oldest surviving sets are.
    "ivory": TileStyle(
        face="#f4ecd8",
        rim="#9c8a63",
        edge="#cdbb92",
        pip="#1c1c1c",
        back="#c9b487",
        back_mark="#a8915f",
    ),
    # Black tile with white pips, as most modern sets are. The grey rim keeps the tile's
    # outline visible on a dark page.
    "black": TileStyle(
        face="#1f1f1f",
        rim="#8a8a8a",
        edge="#4a4a4a",
        pip="#f3efe4",
        back="#2e2e2e",
        back_mark="#5a5a5a",
    ),
}


def tile_style(name: str) -> TileStyle:
    """The named tile style; a clear error lists the styles there are."""
    try:
        return TILE_STYLES[name]
    except (KeyError, TypeError):
        allowed = ", ".join(repr(s) for s in TILE_STYLES)
        raise ValueError(f"unknown tile style {name!r}: allowed are {allowed}") from None


CARD_FACE = "#fdfcf7"
CARD_RIM = "#8f8f8f"
CARD_RED = "#c8102e"
CARD_BLACK = "#1a1a1a"
# Nismiram suits each print in their own colour, distinct from each other and from red.
DEZAI_SUIT_COLOURS = {
    "Towers": "#6b4a2b",
    "Crescents": "#1f58a8",
    "Swords": "#6a3d9a",
    "Cups": "#1f7a3d",
}
# The ten high cards: a gold border and a warm face set them apart from the suits.
HIGH_FACE = "#fff7df"
HIGH_BORDER = "#c9a227"
HIGH_TEXT = "#5b3a0a"
# Card backs: (ground, pattern) per deck, so a hidden French card and a hidden Nismiram card
# differ as the real decks do.
CARD_BACKS = {
    "french": ("#24478f", "#d9e2f5"),
    "dezai": ("#6e2333", "#f1dfbd"),
}
