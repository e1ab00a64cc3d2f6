"""The small CJK web font that shows names in their own scripts (骨牌, 꼬리붙이기, 鹿狩り) on a
machine with no CJK font of its own.

It is a subset of Noto Sans CJK TC (SIL Open Font License 1.1, the licence beside the files in
`widgets/static/`) holding only the Han, Hangul and Kana characters that the site, the
notebooks and the package show; `scripts/subset_cjk_font.py` writes it again when a new name
brings a new character, and a test fails until it does. Pages name it first in their font
lists with a `unicode-range` of these scripts only, so every other character keeps the
page's own font and the font is fetched only by a page that shows CJK text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

FAMILY = "GuPai CJK"
"""The name pages give the font in `font-family` (not the original's: it is a modified
version, in the words of the licence)."""

FILES = {400: "cjk-regular.woff2", 700: "cjk-bold.woff2"}
"""The font files by weight, in `widgets/static/`."""

LICENCE = "cjk-font-OFL.txt"

# The blocks of the scripts the font serves: Hangul Jamo, CJK radicals, symbols and
# punctuation, Kana, Bopomofo, enclosed CJK, Han (with extension A and compatibility
# ideographs), Hangul syllables, and the full-width forms.
BLOCKS = (
    (0x1100, 0x11FF),
    (0x2E80, 0x2FDF),
    (0x3000, 0x303F),
    (0x3040, 0x30FF),
    (0x3100, 0x31FF),
    (0x3200, 0x33FF),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF),
    (0xFF00, 0xFFEF),
)
UNICODE_RANGE = ",".join(f"U+{start:04X}-{end:04X}" for start, end in BLOCKS)

_CJK = re.compile("[" + "".join(f"\\u{start:04x}-\\u{end:04x}" for start, end in BLOCKS) + "]")


def cjk_characters(text: str) -> set[str]:
    """The characters of `text` that the CJK font is there to draw."""
    return set(_CJK.findall(text))


def font_faces(source: Callable[[str], str], weights: tuple[int, ...] = (400, 700)) -> str:
    """The `@font-face` rules of the font, `source(file name)` giving each file's URL."""
    return "".join(
        f'@font-face{{font-family:"{FAMILY}";font-weight:{weight};font-display:swap;'
        f'src:url("{source(FILES[weight])}") format("woff2");unicode-range:{UNICODE_RANGE}}}'
        for weight in weights
    )
