"""Chinese domino tiles (骨牌): the 21 faces, their names, suits and ranks.

Facts from the rule notes (FACTS.md §1): two dice faces per tile, no blanks; eleven civil
(文) faces appear twice and ten military (武) faces once, 32 tiles in all. Every 1 and every
4 is red; the double six has three red pips on each half, so the set holds 64 red pips.
"""

from __future__ import annotations

import re

from .errors import PieceError, excerpt

# Civil faces from strongest to weakest, with the names the sources use (FACTS.md §1.2).
CIVIL_FACES: tuple[tuple[int, int, str, str], ...] = (
    (6, 6, "Heaven", "天"),
    (1, 1, "Earth", "地"),
    (4, 4, "Man", "人"),
    (3, 1, "Harmony", "和"),
    (5, 5, "Plum", "梅"),
    (3, 3, "Long three", "長三"),
    (2, 2, "Bench", "板凳"),
    (6, 5, "Axe", "斧"),
    (6, 4, "Red-head ten", "紅頭十"),
    (6, 1, "Long-leg seven", "高腳七"),
    (5, 1, "Red mallet six", "大頭六"),
)

# Military faces from strongest to weakest. Faces with the same total share a name and a
# rank; [4:2] and [2:1] are the two Gee Joon (至尊) tiles and rank on their own.
MILITARY_FACES: tuple[tuple[int, int, str, str], ...] = (
    (6, 3, "Nine", "雜九"),
    (5, 4, "Nine", "雜九"),
    (6, 2, "Eight", "雜八"),
    (5, 3, "Eight", "雜八"),
    (5, 2, "Seven", "雜七"),
    (4, 3, "Seven", "雜七"),
    (4, 2, "Gee Joon six", "至尊六"),
    (4, 1, "Five", "雜五"),
    (3, 2, "Five", "雜五"),
    (2, 1, "Gee Joon three", "至尊三"),
)

_NAMES = {(h, lo): (name, zh) for h, lo, name, zh in CIVIL_FACES + MILITARY_FACES}
_CIVIL = {(h, lo) for h, lo, _, _ in CIVIL_FACES}
# Rank inside the suit, higher is stronger: civil 11 (Heaven) .. 1; military 6 (nines) .. 1.
_CIVIL_RANK = {(h, lo): len(CIVIL_FACES) - i for i, (h, lo, _, _) in enumerate(CIVIL_FACES)}
_MILITARY_RANK = {
    (6, 3): 6, (5, 4): 6, (6, 2): 5, (5, 3): 5, (5, 2): 4, (4, 3): 4,
    (4, 2): 3, (4, 1): 2, (3, 2): 2, (2, 1): 1,
}  # fmt: skip

# Two digits with an optional separator, either bare or inside a pair of brackets.
_PAIR = r"(?P<{0}>[0-9])\s*[:\-|/ ]?\s*(?P<{1}>[0-9])"
_TEXT_FORMS = re.compile(
    r"^\s*(?:\[\s*" + _PAIR.format("a", "b") + r"\s*\]|" + _PAIR.format("c", "d") + r")\s*$"
)
# Deals and replays store tiles as text and are read back at every deal: parse each
# spelling once.
_PARSED: dict[str, Tile] = {}
ALLOWED_TILE_TEXT = 'two pips from 1 to 6, written "6:5", "[6:5]", "65" or "6-5"'


class Tile:
    """One Chinese domino face; the higher half is always stored first.

    There is one Tile object per face: `Tile(6, 5)`, `Tile(5, 6)` and `Tile.parse("6:5")` are
    the same object. Equality is identity and every attribute is worked out once, because
    the rules compare and look up tiles millions of times in a simulation.
    """

    __slots__ = (
        "high", "low", "pips", "red_pips", "is_double", "is_civil", "rank", "code", "_text",
        "_hash",
    )  # fmt: skip

    high: int
    low: int
    pips: int
    red_pips: int
    is_double: bool
    is_civil: bool
    rank: int
    code: str
    _text: str
    _hash: int

    def __new__(cls, high: int, low: int) -> Tile:
        if type(high) is int and type(low) is int:  # True == 1 as a key, but is no half
            known = _FACES.get((high, low))
            if known is not None:
                return known
        for half in (high, low):
            if not isinstance(half, int) or isinstance(half, bool) or not 1 <= half <= 6:
                raise PieceError(
                    f"a tile half must be a whole number from 1 to 6 (there are no blanks), "
                    f"got {excerpt(half)}"
                )
        if high < low:
            high, low = low, high
        tile = _FACES.get((high, low))
        if tile is None:
            tile = object.__new__(cls)
            tile._fill(high, low)
            _FACES[(high, low)] = _FACES[(low, high)] = tile
        return tile

    def _fill(self, high: int, low: int) -> None:
        set_ = object.__setattr__
        key = (high, low)
        heaven = key == (6, 6)
        civil = key in _CIVIL
        set_(self, "high", high)
        set_(self, "low", low)
        set_(self, "pips", high + low)
        set_(self, "red_pips", half_red_pips(high, heaven) + half_red_pips(low, heaven))
        set_(self, "is_double", high == low)
        set_(self, "is_civil", civil)
        set_(self, "rank", _CIVIL_RANK[key] if civil else _MILITARY_RANK[key])
        set_(self, "code", f"{high}{low}")
        set_(self, "_text", f"{high}:{low}")
        set_(self, "_hash", hash(key))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Tile cannot be changed (tried to set {name!r})")

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:
        return (Tile, (self.high, self.low))

    @classmethod
    def parse(cls, text: str | Tile) -> Tile:
        """Read a tile from "6:5", "[6:5]", "65", "6-5" (either half first)."""
        if isinstance(text, Tile):
            return text
        known = _PARSED.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        if not isinstance(text, str):
            raise PieceError(
                f"cannot read a tile from {excerpt(text)}: expected {ALLOWED_TILE_TEXT}"
            )
        match = _TEXT_FORMS.match(text)
        if not match:
            raise PieceError(
                f"cannot read a tile from {excerpt(text)}: expected {ALLOWED_TILE_TEXT}"
            )
        a = int(match.group("a") or match.group("c"))
        b = int(match.group("b") or match.group("d"))
        if not (1 <= a <= 6 and 1 <= b <= 6):
            raise PieceError(
                f"cannot read a tile from {text!r}: halves run from 1 to 6 (Chinese dominoes "
                f"have no blanks); expected {ALLOWED_TILE_TEXT}"
            )
        tile = cls(a, b)
        if len(_PARSED) < 4096:  # every spelling a program uses is few; cap odd inputs
            _PARSED[text] = tile
        return tile

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Tile:
        return self  # one object per face: clones of a game state share their tiles

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    @property
    def is_heaven(self) -> bool:
        return self.high == 6 and self.low == 6

    @property
    def is_military(self) -> bool:
        return not self.is_civil

    @property
    def is_gee_joon(self) -> bool:
        return (self.high, self.low) in ((4, 2), (2, 1))

    @property
    def suit(self) -> str:
        """'civil' (文) or 'military' (武)."""
        return "civil" if self.is_civil else "military"

    @property
    def name(self) -> str:
        return _NAMES[(self.high, self.low)][0]

    @property
    def chinese_name(self) -> str:
        return _NAMES[(self.high, self.low)][1]

    def _repr_svg_(self) -> str:
        from ..render.tiles import tile_svg

        return tile_svg(self)


# The one Tile of each face, by (high, low) and (low, high).
_FACES: dict[tuple[int, int], Tile] = {}


def half_red_pips(value: int, on_heaven: bool = False) -> int:
    """Red pips on one half: all of a 1 or a 4, and three of the six on the double six."""
    if value in (1, 4):
        return value
    if value == 6 and on_heaven:
        return 3
    return 0


def all_faces() -> tuple[Tile, ...]:
    """The 21 distinct faces, civil strongest first, then military strongest first."""
    return tuple(Tile(h, lo) for h, lo, _, _ in CIVIL_FACES + MILITARY_FACES)


def tiles(text: str) -> list[Tile]:
    """Read several tiles separated by spaces or commas: tiles("6:6 5:4 [2:1]")."""
    return [Tile.parse(part) for part in split_pieces(text, "tiles", '"6:6 5:4 [2:1]"')]


def split_pieces(text: object, what: str, example: str) -> list[str]:
    """The parts of a text listing pieces, split at spaces and commas."""
    if not isinstance(text, str):
        raise PieceError(
            f"{what}() reads a text such as {example}, not {excerpt(text)} "
            f"(for a list of pieces, parse each one)"
        )
    return [part for part in re.split(r"[\s,]+", text.strip()) if part]
