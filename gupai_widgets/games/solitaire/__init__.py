"""Solitaire games: one player against the tiles (XiangShiFu and its variants)."""
