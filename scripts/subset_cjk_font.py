"""Write the CJK web font of the site and the standalone pages: Noto Sans CJK TC cut down to
the Han, Hangul and Kana characters that the docs, the notebooks and the package show.

    python scripts/subset_cjk_font.py           # write the font files again
    python scripts/subset_cjk_font.py --check   # exit 1 if a character shown is not in them

It reads the whole font from Debian's fonts-noto-cjk (`apt-get install fonts-noto-cjk`), which
only this script needs: the site builds from the small files it writes into
gupai_widgets/widgets/static/ (see gupai_widgets/render/cjk_font.py), committed with the
font's licence. It needs fontTools with brotli (the dev extra). The output is the same bytes
for the same characters (fontTools keeps the font's own timestamp).
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

from gupai_widgets.render.cjk_font import FILES, LICENCE, cjk_characters

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "gupai_widgets" / "widgets" / "static"
FONTS = Path("/usr/share/fonts/opentype/noto")
SOURCES = {400: FONTS / "NotoSansCJK-Regular.ttc", 700: FONTS / "NotoSansCJK-Bold.ttc"}
# The traditional Chinese face: most names are written in traditional characters (接龍, 頂牛);
# Hangul and Kana look the same in every face of the collection.
FACE = "Noto Sans CJK TC"
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
# Where the characters a reader can meet are written: pages, notebooks (sources and saved
# outputs) and the package (game names, tile names, captions).
SHOWN = ("docs/**/*.md", "notebooks/*.ipynb", "notebooks/*.py", "gupai_widgets/**/*.py")


def shown_characters(root: Path = ROOT) -> set[str]:
    """Every CJK character written where the site, a notebook or the package shows text."""
    found: set[str] = set()
    for pattern in SHOWN:
        for path in root.glob(pattern):
            found |= cjk_characters(path.read_text(encoding="utf-8"))
    return found


def font_characters(path: Path) -> set[str]:
    """The characters a font file has glyphs for."""
    return {chr(code) for code in TTFont(path)["cmap"].getBestCmap()}


def face_number(collection: Path) -> int:
    fonts = TTCollection(collection, lazy=True).fonts
    for number, font in enumerate(fonts):
        if font["name"].getDebugName(1) == FACE:
            return number
    raise SystemExit(f"{collection}: no face named {FACE!r}")


def write_subset(source: Path, target: Path, characters: set[str]) -> None:
    options = subset.Options()
    options.flavor = "woff2"
    options.font_number = face_number(source)
    # Keep the copyright and licence notices in the file itself, as the licence asks.
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.hinting = False
    # No OpenType features: names are set horizontally, in precomposed characters, so the
    # vertical and regional alternates they would pull in are dead weight.
    options.layout_features = []
    options.desubroutinize = True  # smaller once compressed
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(characters)))
    subsetter.subset(font)
    subset.save_font(font, str(target), options)


def licence_text(font: Path) -> str:
    """The copyright and licence notices `font` carries and the text of the SIL Open Font
    License, as Debian ships it."""
    names = TTFont(font)["name"]
    lines = DEBIAN_COPYRIGHT.read_bytes()
    if lines[:2] == b"\x1f\x8b":
        lines = gzip.decompress(lines)
    text = lines.decode("utf-8").split("\n\nLicense: SIL-1.1\n", 1)[1].split("\nLicense:", 1)[0]
    ofl = "\n".join("" if line == " ." else line[1:] for line in text.splitlines())
    return (
        f"{names.getDebugName(0)}\n{names.getDebugName(13)}\n\n"
        f"The files {', '.join(FILES.values())} are a subset of {names.getDebugName(4)} "
        f"({names.getDebugName(5).split(';')[0]}) holding only the characters this project "
        "shows, written by scripts/subset_cjk_font.py from Debian's fonts-noto-cjk; pages "
        'call the subset "GuPai CJK".\n\n' + ofl.strip() + "\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if a character is missing"
    )
    args = parser.parse_args(argv)
    shown = shown_characters()
    if args.check:
        missing = {
            name: "".join(sorted(shown - font_characters(STATIC / name))) for name in FILES.values()
        }
        for name, characters in missing.items():
            if characters:
                print(f"{name} lacks {characters}: run `python scripts/subset_cjk_font.py`")
        return 1 if any(missing.values()) else 0
    for weight, name in FILES.items():
        write_subset(SOURCES[weight], STATIC / name, shown)
        size = (STATIC / name).stat().st_size
        print(f"wrote {name}: {len(shown)} characters, {size:,} bytes")
    (STATIC / LICENCE).write_text(licence_text(STATIC / FILES[400]), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
