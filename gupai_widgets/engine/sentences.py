"""The sentences of moves that every game words alike: one vocabulary for the captions.

Each is a function of the action, given to `Action` as its `text` (or `public`) and
worked out only when a caption or a person reads it. A game words its own moves (a tile
played on an end of the dragon, a pile taken) itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .action import pieces_text, seat_name

if TYPE_CHECKING:
    from .action import Action


def leads(a: Action) -> str:
    return f"{seat_name(a.player)} leads {pieces_text(a.pieces)}"


def plays(a: Action) -> str:
    return f"{seat_name(a.player)} plays {pieces_text(a.pieces)}"


def plays_face_down(a: Action) -> str:
    return f"{seat_name(a.player)} plays {pieces_text(a.pieces)} face down"


def discards(a: Action) -> str:
    return f"{seat_name(a.player)} discards {pieces_text(a.pieces)}"


def discards_face_down(a: Action) -> str:
    return f"{seat_name(a.player)} discards {pieces_text(a.pieces)} face down"


def discards_hidden(a: Action) -> str:
    """What the other seats read of a discard laid face down."""
    return f"{seat_name(a.player)} discards a tile face down"


def passes(a: Action) -> str:
    return f"{seat_name(a.player)} passes"


def bids(a: Action) -> str:
    return f"{seat_name(a.player)} bids {a.detail}"
