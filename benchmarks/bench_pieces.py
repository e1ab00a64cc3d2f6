"""Reading and drawing pieces: how long it takes and how many bytes the drawings are."""

from __future__ import annotations

import sys
import timeit
from pathlib import Path
from typing import Any

import gupai_widgets as gw
from gupai_widgets.render import Hand, card_svg, tile_svg

SPELLINGS = ["{a}:{b}", "[{a}:{b}]", "{a}{b}", "{a}-{b}", "{b}:{a}"]


def best_ms(stmt, number: int) -> float:
    """Best of five runs, in milliseconds per call."""
    return min(timeit.repeat(stmt, number=number, repeat=5)) / number * 1000


def table_timings(quick: bool) -> dict[str, Any]:
    scale = 1 if quick else 5
    texts = [s.format(a=t.high, b=t.low) for t in gw.all_faces() for s in SPELLINGS]
    names = [str(c) for c in gw.french_deck() + gw.dezai_deck()]
    faces, tileset = gw.all_faces(), gw.chinese_set()
    decks = gw.french_deck() + gw.dezai_deck()
    cases = [
        (f"parse {len(texts)} tile spellings", lambda: [gw.Tile.parse(t) for t in texts], 10),
        (f"parse {len(names)} card names", lambda: [gw.Card.parse(c) for c in names], 10),
        ("chinese_set()", gw.chinese_set, 100),
        ("tile_svg() of the 21 faces", lambda: [tile_svg(t) for t in faces], 4),
        (f"card_svg() of {len(decks)} cards", lambda: [card_svg(c) for c in decks], 1),
        ("Hand(chinese_set()).svg()", lambda: Hand(tileset).svg(), 4),
    ]
    rows = [[name, best_ms(call, number * scale)] for name, call, number in cases]
    return {
        "title": "Reading and drawing pieces (best of 5)",
        "columns": ["what", "ms"],
        "rows": rows,
    }


def svg_bytes(drawing) -> int:
    return len(drawing.encode())


def table_sizes() -> dict[str, Any]:
    tileset = gw.chinese_set()
    rows = [
        ["Hand(chinese_set())", svg_bytes(Hand(tileset).svg())],
        ["Hand(chinese_set(), style='black')", svg_bytes(Hand(tileset, style="black").svg())],
        ["the 21 faces, one tile_svg() each", sum(svg_bytes(tile_svg(t)) for t in gw.all_faces())],
        ["Hand(french_deck())", svg_bytes(Hand(gw.french_deck()).svg())],
        ["Hand(dezai_deck())", svg_bytes(Hand(gw.dezai_deck()).svg())],
    ]
    return {"title": "Size of drawings (SVG bytes)", "columns": ["drawing", "bytes"], "rows": rows}


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [table_timings(quick), table_sizes()]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["pieces", *sys.argv[1:]]))
