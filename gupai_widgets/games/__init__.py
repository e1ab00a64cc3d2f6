"""Every game module; importing this package registers them all."""

from __future__ import annotations

from . import (
    connecting,  # noqa: F401
    draw_discard,  # noqa: F401
    fishing,  # noqa: F401
    mod10,  # noqa: F401
    solitaire,  # noqa: F401
    trick_taking,  # noqa: F401
)
