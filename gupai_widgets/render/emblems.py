"""Card emblems drawn as paths (never font glyphs, which differ between machines).

Every emblem fits a 20 × 20 box. Suit emblems carry no colour of their own and take the
fill of whatever places them; the high-card emblems of the Nismiram deck carry their own.
"""

from __future__ import annotations

import math

from .markup import num

EMBLEM_BOX = 20.0


def _star_points(count: int, outer: float, inner: float, turn: float = -90.0) -> str:
    """Points of a star centred in the box, `count` tips, first tip at `turn` degrees."""
    points = []
    for i in range(2 * count):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180.0 / count)
        points.append(f"{num(10 + radius * math.cos(angle))} {num(10 + radius * math.sin(angle))}")
    return " ".join(points)


def _sun_rays() -> str:
    rays = []
    for i in range(8):
        angle = math.radians(i * 45.0)
        tip = (10 + 9.6 * math.cos(angle), 10 + 9.6 * math.sin(angle))
        side = math.radians(13.0)
        left = (10 + 6.2 * math.cos(angle - side), 10 + 6.2 * math.sin(angle - side))
        right = (10 + 6.2 * math.cos(angle + side), 10 + 6.2 * math.sin(angle + side))
        rays.append(
            f"M{num(left[0])} {num(left[1])}L{num(tip[0])} {num(tip[1])}"
            f"L{num(right[0])} {num(right[1])}Z"
        )
    return "".join(rays)


def _paw(colour: str) -> str:
    return (
        f'<g fill="{colour}"><ellipse cx="10" cy="13.6" rx="4.6" ry="3.9"/>'
        '<circle cx="4.4" cy="8.6" r="1.9"/><circle cx="7.9" cy="5" r="2"/>'
        '<circle cx="12.1" cy="5" r="2"/><circle cx="15.6" cy="8.6" r="1.9"/></g>'
    )


EMBLEMS: dict[str, str] = {
    # French suits.
    "spades": (
        '<path d="M10 1.5C8 4.5 1.5 8.2 1.5 12.3 1.5 14.8 3.4 16.5 5.7 16.5 7.1 16.5 8.3 15.8 '
        "9 14.8 8.8 16.5 8 17.8 6.8 18.8H13.2C12 17.8 11.2 16.5 11 14.8 11.7 15.8 12.9 16.5 "
        '14.3 16.5 16.6 16.5 18.5 14.8 18.5 12.3 18.5 8.2 12 4.5 10 1.5Z"/>'
    ),
    "hearts": (
        '<path d="M10 18.5C7 15.5 1.5 11.5 1.5 6.8 1.5 3.9 3.7 1.8 6.2 1.8 7.9 1.8 9.3 2.8 '
        "10 4.2 10.7 2.8 12.1 1.8 13.8 1.8 16.3 1.8 18.5 3.9 18.5 6.8 18.5 11.5 13 15.5 "
        '10 18.5Z"/>'
    ),
    "diamonds": '<path d="M10 1 17 10 10 19 3 10Z"/>',
    "clubs": (
        '<path d="M5.8 5.8a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0Z'
        "M1.1 12a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0Z"
        "M10.5 12a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0Z"
        'M9 10C9 14 8.2 16.8 6.8 18.8H13.2C11.8 16.8 11 14 11 10Z"/>'
    ),
    # Nismiram suits: a tower, a crescent moon, a sword and a cup.
    "towers": (
        '<path fill-rule="evenodd" d="M4 19V8H3V2.5H6V4.5H8.5V2.5H11.5V4.5H14V2.5H17V8H16V19Z'
        'M8.4 19V15A1.6 1.6 0 0 1 11.6 15V19ZM9 8.5H11V11.5H9Z"/>'
    ),
    "crescents": '<path d="M10.4 1.5A8.5 8.5 0 1 0 17.8 13.4A7 7 0 1 1 10.4 1.5Z"/>',
    "swords": (
        '<path d="M10 .8 12.3 4V12.4H16.8V14.8H11.3V16.2A2.1 2.1 0 1 1 8.7 16.2V14.8H3.2'
        'V12.4H7.7V4Z"/>'
    ),
    "cups": (
        '<path d="M4 2H16C16 7.5 13.8 10.3 11 11V15.4C12.8 15.8 14.6 16.8 15 18.6H5C5.4 '
        '16.8 7.2 15.8 9 15.4V11C6.2 10.3 4 7.5 4 2Z"/>'
    ),
    # Nismiram high cards, each in its own colours.
    "sun": f'<path fill="#e98a00" d="{_sun_rays()}"/><circle cx="10" cy="10" r="5.4" '
    'fill="#f7b500" stroke="#e98a00"/>',
    "moon": (
        '<circle cx="10" cy="10" r="8" fill="#ece4bd" stroke="#9c8a4a"/>'
        '<g fill="#d2c68e"><circle cx="7.2" cy="8" r="1.9"/><circle cx="12.8" cy="12.4" '
        'r="1.4"/><circle cx="12" cy="6" r="1"/></g>'
    ),
    "star": f'<polygon fill="#e0a800" stroke="#9a6b00" stroke-linejoin="round" '
    f'points="{_star_points(5, 9.4, 3.9)}"/>',
    "tree": (
        '<path fill="#7a4e26" d="M9 11H11V19H9Z"/><g fill="#2f8a3a"><circle cx="10" cy="6.8" '
        'r="5"/><circle cx="6" cy="10.6" r="3.6"/><circle cx="14" cy="10.6" r="3.6"/></g>'
    ),
    "crown": (
        '<path fill="#d9a514" stroke="#8a6508" stroke-linejoin="round" '
        'd="M2.5 6 6.5 10.5 10 3.5 13.5 10.5 17.5 6 16.2 15H3.8ZM3.8 16H16.2V18.5H3.8Z"/>'
    ),
    "leopard": _paw("#c98518"),
    "bear": _paw("#5a3a1e"),
    "wolf": _paw("#5f6b77"),
    # A boar's snout between two tusks.
    "boar": (
        '<path fill="#efe6cf" stroke="#7a4b33" stroke-width=".8" d="M4.6 13C2.4 11 2 7 3.4 '
        '4 3.8 7.5 5.6 9.6 7.4 10.6ZM15.4 13C17.6 11 18 7 16.6 4 16.2 7.5 14.4 9.6 12.6 10.6Z"/>'
        '<ellipse cx="10" cy="13" rx="6.4" ry="4.8" fill="#7a4b33"/>'
        '<g fill="#3a2214"><ellipse cx="7.9" cy="13" rx="1.2" ry="1.8"/>'
        '<ellipse cx="12.1" cy="13" rx="1.2" ry="1.8"/></g>'
    ),
    "serpent": (
        '<path fill="none" stroke="#3d7a2e" stroke-width="2.6" stroke-linecap="round" '
        'd="M3.5 17.5C7 19 11.5 17 10 13.6 8.6 10.5 4.5 10.2 6 6.6 7.2 4 11 3.5 14 4.8"/>'
        '<circle cx="15.3" cy="5.6" r="2.4" fill="#3d7a2e"/>'
    ),
}
