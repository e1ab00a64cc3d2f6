"""Card games: Young Hunter (French cards) and Dezai Shen (the Nismiram deck).

They are trick-taking games (GameSpec family "trick_taking", as DESIGN.md places them), kept
in their own package because they play cards, not tiles: one card a seat in each trick,
suits to follow, trumps, and bidding before the play.
"""

from __future__ import annotations

from . import dezai_shen, young_hunter  # noqa: F401
