"""Drawing: pure functions and values that turn pieces into SVG strings.

`tile_svg` and `card_svg` draw one piece; `Hand` draws a row of them as one SVG; `Sprite`
lets many drawings (a hand, every frame of a replay) share one definition per piece;
`groups_svg` draws pieces in named groups; `table_svg(state.table(seat))` draws a whole table
as a seat sees it.
"""

from __future__ import annotations

import importlib
from typing import Any

from .cards import card_svg, card_symbol_id
from .sprite import Sprite
from .table import table_svg
from .theme import PIP_RED, TILE_STYLES, TileStyle
from .tiles import tile_pips, tile_svg, tile_symbol_id

# A hand and named groups are drawn in notebooks, never on a table: imported when first asked
# for, so that the site's first table comes sooner (issue 31).
_LATER = {"Hand": "hand", "groups_svg": "groups"}


def __getattr__(name: str) -> Any:
    if name in _LATER:
        return getattr(importlib.import_module(f"{__name__}.{_LATER[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Hand",
    "PIP_RED",
    "Sprite",
    "TILE_STYLES",
    "TileStyle",
    "card_svg",
    "card_symbol_id",
    "groups_svg",
    "table_svg",
    "tile_pips",
    "tile_svg",
    "tile_symbol_id",
]
