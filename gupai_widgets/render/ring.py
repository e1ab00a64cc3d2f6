"""Where each seat sits round a table: a side of the table and a place along that side.

The viewing seat sits at the bottom; the others follow in turn order counter-clockwise (the
Chinese games pass play to the right), or clockwise for a game that plays that way. Up to
four seats take one side each; five to ten sit round an oval, several to a side. The table
(render/table.py) and the centres that put each seat's pieces on its own side of the middle
(render/centres.py) read the same places, so a seat's groups face the seat.
"""

from __future__ import annotations

from dataclasses import dataclass

# One side per seat for up to four seats, in turn order from the bottom.
SIDES = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}
# Five seats or more: how many of the others sit on the right, at the top and on the left
# (as even as the width allows: four small seats fill the top).
OVAL = {5: (1, 2, 1), 6: (1, 3, 1), 7: (2, 2, 2), 8: (2, 3, 2), 9: (2, 4, 2), 10: (3, 3, 3)}
MIRRORED = {"left": "right", "right": "left", "top": "top", "bottom": "bottom"}
MOST_SEATS = max(OVAL)


@dataclass(frozen=True, slots=True)
class Place:
    """A seat's side ("bottom", "right", "top", "left"), its place along that side counted
    left to right (top, bottom) or top to bottom (left, right), and how many share it."""

    side: str
    index: int = 0
    count: int = 1


def ring(players: int, viewer: int, clockwise: bool) -> dict[int, Place]:
    """Each seat's place, the viewer at the bottom."""
    if not 1 <= players <= MOST_SEATS:
        raise ValueError(f"no table is laid out for {players} players (1 to {MOST_SEATS} are)")
    if players in SIDES:
        order = [Place(side) for side in SIDES[players]]
    else:
        right, top, left = OVAL[players]
        # Going round from the bottom: up the right side, leftwards along the top, down the
        # left side; so the right side and the top are counted backwards.
        order = [Place("bottom")]
        order += [Place("right", right - 1 - k, right) for k in range(right)]
        order += [Place("top", top - 1 - k, top) for k in range(top)]
        order += [Place("left", k, left) for k in range(left)]
    if clockwise:
        # The mirror image: sides swap, and the top is counted from the other end.
        order = [
            Place(MIRRORED[p.side], p.count - 1 - p.index if p.side == "top" else p.index, p.count)
            for p in order
        ]
    return {seat: order[(seat - viewer) % players] for seat in range(players)}
