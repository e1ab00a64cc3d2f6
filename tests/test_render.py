"""Drawings of tiles, cards and hands (gupai_widgets.render).

Expected pip colours come from FACTS.md §1.3 and layouts from §1.4, written out here
independently of the code under test.
"""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gupai_widgets import Card, Tile, all_faces, chinese_set, dezai_deck, french_deck
from gupai_widgets.render import Hand, Sprite, card_svg, tile_svg, tile_symbol_id

NS = "{http://www.w3.org/2000/svg}"
STYLES = ("ivory", "black")

# FACTS.md §1.3: red pips per face; every face not listed has none.
RED_PIPS = {
    "4:4": 8,
    "6:6": 6,
    "4:1": 5,
    "6:4": 4,
    "5:4": 4,
    "4:3": 4,
    "4:2": 4,
    "1:1": 2,
    "6:1": 1,
    "5:1": 1,
    "3:1": 1,
    "2:1": 1,
}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def title_of(root: ET.Element) -> str:
    title = root.find(f"{NS}title")
    assert title is not None, "every drawing has a <title>"
    assert root.get("role") == "img"
    assert root.get("aria-label") == title.text
    return title.text


def rgb(colour: str) -> tuple[int, int, int]:
    assert colour.startswith("#") and len(colour) == 7, colour
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def is_red(colour: str) -> bool:
    r, g, b = rgb(colour)
    return r > 150 and g < 90 and b < 90


# A path that draws pips: zero-length strokes ("M x y h0"), each a disc with round caps.
DOTS = re.compile(r"(?:M-?[\d.]+ -?[\d.]+h0)+")
DOT = re.compile(r"M(-?[\d.]+) (-?[\d.]+)h0")
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


def times(m: Matrix, n: Matrix) -> Matrix:
    """The transform m applied after n (SVG's matrix(a b c d e f) order)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s,
            a * t + c * u + e, b * t + d * u + f)  # fmt: skip


def transform(text: str | None) -> Matrix:
    """An SVG transform list (rotate and translate, all the drawings use) as one matrix."""
    matrix = IDENTITY
    for name, args in re.findall(r"(\w+)\(([^)]*)\)", text or ""):
        values = [float(v) for v in args.replace(",", " ").split()]
        if name == "translate":
            step = (1, 0, 0, 1, values[0], values[1] if len(values) > 1 else 0)
        elif name == "rotate":
            angle = math.radians(values[0])
            cx, cy = values[1:] if len(values) == 3 else (0, 0)
            cos, sin = math.cos(angle), math.sin(angle)
            step = (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
        else:
            raise AssertionError(f"unexpected transform {name}({args})")
        matrix = times(matrix, step)
    return matrix


def drawn_pips(root: ET.Element, element: ET.Element | None = None) -> list[tuple]:
    """(x, y, r, colour) of every pip that `element` (default: the whole drawing `root`)
    paints, in paint order and in its own coordinates: `<use>`s followed into `root`'s
    definitions, transforms applied, colours and stroke widths inherited as SVG does.

    A pip is a `<circle>`, or one "M x y h0" of a round-capped path, a disc as wide as the
    stroke. Any other path, or a shape a tile does not hold, fails the test."""
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    found: list[tuple] = []

    def walk(node: ET.Element, matrix: Matrix, style: dict[str, str]) -> None:
        style = style | {k: node.get(k) for k in ("fill", "stroke", "stroke-width",
                                                   "stroke-linecap") if node.get(k)}  # fmt: skip
        matrix = times(matrix, transform(node.get("transform")))
        tag = node.tag.removeprefix(NS)
        if tag == "use":
            moved = (1, 0, 0, 1, float(node.get("x", 0)), float(node.get("y", 0)))
            assert node.get("width") is None, "a tile drawing places no sized symbol"
            walk(by_id[node.get("href")[1:]], times(matrix, moved), style)
        elif tag in ("svg", "symbol", "g"):
            for child in node:
                walk(child, matrix, style)
        elif tag == "circle":
            x, y = float(node.get("cx")), float(node.get("cy"))
            found.append(place(matrix, x, y, float(node.get("r")), style["fill"]))
        elif tag == "path":
            assert DOTS.fullmatch(node.get("d")), f"a path that is not pips: {node.get('d')}"
            assert style.get("stroke-linecap") == "round", "zero-length strokes need round caps"
            radius = float(style["stroke-width"]) / 2
            for x, y in DOT.findall(node.get("d")):
                found.append(place(matrix, float(x), float(y), radius, style["stroke"]))
        else:
            assert tag in ("rect", "title", "defs"), f"unexpected <{tag}> in a tile drawing"

    def place(matrix: Matrix, x: float, y: float, r: float, colour: str) -> tuple:
        a, b, c, d, e, f = matrix
        assert abs(a * d - b * c) == pytest.approx(1), "pips keep their size"
        return (round(a * x + c * y + e, 6) + 0.0, round(b * x + d * y + f, 6) + 0.0, r, colour)

    start = root if element is None else element
    walk(start, IDENTITY, {})
    return found


def read_pips(root: ET.Element, element: ET.Element | None = None) -> list[tuple]:
    """(x, y, r, red) of every pip drawn, as `drawn_pips` reads them."""
    return [(x, y, r, is_red(colour)) for x, y, r, colour in drawn_pips(root, element)]


def view_box(root: ET.Element) -> tuple[float, float]:
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    return width, height


# --- single tiles -------------------------------------------------------------------------


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("horizontal", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("tile", all_faces(), ids=str)
def test_every_face_has_its_pips_and_red_pips(tile, style, horizontal, reverse):
    root = parse(tile_svg(tile, style=style, horizontal=horizontal, reverse=reverse))
    assert title_of(root) == f"{tile.name} [{tile}] {tile.chinese_name}"
    pips = read_pips(root)
    assert len(pips) == tile.high + tile.low
    assert sum(red for *_, red in pips) == RED_PIPS.get(str(tile), 0)


def test_titles_name_the_piece():
    assert title_of(parse(tile_svg(Tile(6, 6)))) == "Heaven [6:6] 天"
    assert title_of(parse(tile_svg(Tile(6, 3)))) == "Nine [6:3] 雜九"


@pytest.mark.parametrize("tile", all_faces(), ids=str)
def test_pips_lie_on_the_face_and_do_not_touch(tile):
    root = parse(tile_svg(tile))
    width, height = view_box(root)
    pips = read_pips(root)
    for x, y, r, _ in pips:
        assert r + 1 < x < width - r - 1 and r + 1 < y < height - r - 1
    for (x1, y1, r1, _), (x2, y2, r2, _) in itertools.combinations(pips, 2):
        assert math.dist((x1, y1), (x2, y2)) > r1 + r2 + 1


def test_tile_is_long_and_narrow_with_rounded_corners():
    root = parse(tile_svg("5:2"))
    width, height = view_box(root)
    assert 2.1 < height / width < 2.6
    assert float(root.get("height")) / float(root.get("width")) == pytest.approx(
        height / width, rel=0.01
    )
    assert all(float(rect.get("rx")) > 0 for rect in root.iter(f"{NS}rect"))
    lying = parse(tile_svg("5:2", horizontal=True))
    lying_width, lying_height = view_box(lying)
    assert 2.1 < lying_width / lying_height < 2.6


def test_no_centre_bar_only_rounded_tile_outlines():
    root = parse(tile_svg("6:5"))
    assert not list(root.iter(f"{NS}line"))
    # Paths draw only pips, zero-length strokes: no line across the face.
    assert all(DOTS.fullmatch(path.get("d")) for path in root.iter(f"{NS}path"))
    assert len(read_pips(root)) == 11
    # The face and the edge below it; no thin bar across the middle.
    for rect in root.iter(f"{NS}rect"):
        assert float(rect.get("height")) > 80


def halves(tile: Tile, **options) -> tuple[list, list]:
    """Pips of the first and second half on a standing tile (split at the middle)."""
    root = parse(tile_svg(tile, **options))
    _, height = view_box(root)
    pips = read_pips(root)
    middle = 46  # the face is 92 long; the edge below it adds to the view box only
    assert height > 92
    return [p for p in pips if p[1] < middle], [p for p in pips if p[1] > middle]


def test_two_is_side_by_side_at_the_outer_end():
    upper, lower = halves(Tile(6, 2))
    assert len(upper) == 6 and len(lower) == 2
    (x1, y1, *_), (x2, y2, *_) = lower
    assert y1 == y2 and x1 != x2  # across the width, not diagonal
    assert y1 == max(p[1] for p in lower + upper)  # the outer end of the lower half
    upper, _ = halves(Tile(2, 2))
    assert upper[0][1] == upper[1][1] == min(p[1] for p in upper)


def test_three_is_diagonal():
    _, lower = halves(Tile(5, 3))
    xs = sorted(p[0] for p in lower)
    ys = sorted(p[1] for p in lower)
    assert len(set(xs)) == 3 and len(set(ys)) == 3
    # On one line: the middle pip is halfway between the others.
    by_x = sorted(lower)
    assert by_x[1][0] == pytest.approx((by_x[0][0] + by_x[2][0]) / 2)
    assert by_x[1][1] == pytest.approx((by_x[0][1] + by_x[2][1]) / 2)


def test_one_is_a_single_large_red_pip_in_the_middle_of_its_half():
    upper, lower = halves(Tile(5, 1))
    ((x, y, r, red),) = lower
    assert red and r > max(p[2] for p in upper) * 1.3
    assert x == pytest.approx(20) and y == pytest.approx(69)


def test_four_is_red_square_and_five_a_quincunx():
    upper, lower = halves(Tile(5, 4))
    assert all(red for *_, red in lower)
    assert len({p[0] for p in lower}) == 2 and len({p[1] for p in lower}) == 2
    assert not any(red for *_, red in upper)
    centre = [p for p in upper if p[0] == pytest.approx(20)]
    assert len(centre) == 1
    assert centre[0][1] == pytest.approx(sum(p[1] for p in upper) / 5)


def test_six_is_two_columns_of_three():
    upper, _ = halves(Tile(6, 5))
    columns = {}
    for x, y, *_ in upper:
        columns.setdefault(x, []).append(y)
    assert sorted(len(ys) for ys in columns.values()) == [3, 3]


def test_double_six_has_a_red_and_a_white_column_in_each_half():
    for style in STYLES:
        for half in halves(Tile(6, 6), style=style):
            red_columns = {x for x, _, _, red in half if red}
            white_columns = {x for x, _, _, red in half if not red}
            assert len(half) == 6 and len(red_columns) == 1 and len(white_columns) == 1
            assert red_columns != white_columns


def test_double_three_is_a_pair_a_vertical_pair_and_a_pair():
    root = parse(tile_svg(Tile(3, 3)))
    pips = sorted(read_pips(root), key=lambda p: p[1])
    assert len(pips) == 6
    top, middle, bottom = pips[0:2], pips[2:4], pips[4:6]
    assert top[0][1] == top[1][1] and top[0][0] != top[1][0]  # across the width
    assert bottom[0][1] == bottom[1][1] and bottom[0][0] != bottom[1][0]
    assert middle[0][0] == middle[1][0] == pytest.approx(20)  # on the centre line
    assert middle[0][1] < 46 < middle[1][1]  # one each side of the middle
    # Unlike the diagonal three everywhere else.
    _, lower = halves(Tile(5, 3))
    assert len({p[0] for p in lower}) == 3


def test_reverse_puts_the_low_half_first():
    upper, lower = halves(Tile(6, 1))
    assert len(upper) == 6 and len(lower) == 1
    upper, lower = halves(Tile(6, 1), reverse=True)
    assert len(upper) == 1 and len(lower) == 6
    assert upper[0][3]  # the red one


def test_horizontal_puts_the_first_half_on_the_left():
    for reverse, left_count in ((False, 6), (True, 1)):
        root = parse(tile_svg(Tile(6, 1), horizontal=True, reverse=reverse))
        width, height = view_box(root)
        assert width > height
        pips = read_pips(root)
        left = [p for p in pips if p[0] < width / 2]
        right = [p for p in pips if p[0] > width / 2]
        assert len(left) == left_count and len(left) + len(right) == 7
        big = max(pips, key=lambda p: p[2])
        assert big[3] and (big in left) == reverse


def test_horizontal_two_stands_across_the_tile_at_its_end():
    root = parse(tile_svg(Tile(6, 2), horizontal=True))
    width, _ = view_box(root)
    right = [p for p in read_pips(root) if p[0] > width / 2]
    assert len(right) == 2 and right[0][0] == right[1][0] and right[0][1] != right[1][1]


def test_a_double_looks_the_same_reversed():
    for face in ("6:6", "3:3", "4:4"):
        assert sorted(read_pips(parse(tile_svg(face)))) == sorted(
            read_pips(parse(tile_svg(face, reverse=True)))
        )


@pytest.mark.parametrize("style", STYLES)
def test_face_down_tile_has_no_pips_and_no_name(style):
    svg = tile_svg(Tile(6, 6), face_down=True, style=style)
    root = parse(svg)
    assert title_of(root) == "a face-down tile"
    assert not read_pips(root)
    assert "Heaven" not in svg and "6:6" not in svg


def test_styles_differ_but_red_stays_red():
    ivory = parse(tile_svg("4:2", style="ivory"))
    black = parse(tile_svg("4:2", style="black"))
    white_pip = [colour for *_, colour in drawn_pips(black) if not is_red(colour)]
    black_pip = [colour for *_, colour in drawn_pips(ivory) if not is_red(colour)]
    assert len(white_pip) == len(black_pip) == 2
    assert sum(rgb(white_pip[0])) > 600 and sum(rgb(black_pip[0])) < 150
    assert sum(red for *_, red in read_pips(black)) == sum(red for *_, red in read_pips(ivory)) == 4


def test_height_sets_the_drawn_size():
    root = parse(tile_svg("6:6", height=200))
    assert float(root.get("height")) == 200
    assert float(root.get("width")) == pytest.approx(200 * 40 / 94.5, abs=0.1)


def test_unknown_style_is_refused_with_the_allowed_ones():
    with pytest.raises(ValueError, match="ivory.*black"):
        tile_svg("6:6", style="jade")


def test_tile_shows_itself_in_a_notebook():
    assert Tile(6, 6)._repr_svg_() == tile_svg(Tile(6, 6))


# --- cards --------------------------------------------------------------------------------


def texts(root: ET.Element) -> list[str]:
    return [t.text for t in root.iter(f"{NS}text")]


def fills(root: ET.Element) -> set[str]:
    return {e.get("fill") for e in root.iter() if e.get("fill", "").startswith("#")}


@pytest.mark.parametrize("card", french_deck() + dezai_deck(), ids=str)
def test_every_card_is_titled_and_shows_its_rank(card):
    root = parse(card_svg(card))
    assert title_of(root) == card.name
    assert card.rank_text in texts(root)


def test_card_names():
    assert title_of(parse(card_svg("JS"))) == "Jack of spades"
    assert title_of(parse(card_svg("5 of Swords"))) == "Five of Swords"
    assert title_of(parse(card_svg("Sun"))) == "Sun"


@pytest.mark.parametrize("card", french_deck(), ids=str)
def test_hearts_and_diamonds_are_red_spades_and_clubs_black(card):
    colours = fills(parse(card_svg(card)))
    ink = [c for c in colours if sum(rgb(c)) < 600]  # leave out the white face
    assert ink and all(is_red(c) == card.is_red for c in ink)


def test_suit_symbols_are_drawn_not_typed():
    for card in ("A♠", "A♥", "A♦", "A♣"):
        svg = card_svg(card)
        assert "<path" in svg
        assert not any(symbol in svg for symbol in "♠♥♦♣♤♡♢♧")


def test_nismiram_suits_each_have_their_own_colour_and_emblem():
    inks = {}
    paths = {}
    for suit in ("Towers", "Crescents", "Swords", "Cups"):
        root = parse(card_svg(f"3 of {suit}"))
        inks[suit] = {c for c in fills(root) if sum(rgb(c)) < 600}
        paths[suit] = {p.get("d") for p in root.iter(f"{NS}path")}
    assert all(len(ink) == 1 for ink in inks.values())
    assert len(set.union(*inks.values())) == 4
    assert len({frozenset(p) for p in paths.values()}) == 4


def test_high_cards_are_marked_and_named():
    suit_card = parse(card_svg("King of Cups"))
    suit_strokes = {e.get("stroke") for e in suit_card.iter() if e.get("stroke")}
    emblems = set()
    for name in ("Sun", "Moon", "Star", "Tree", "Crown", "Leopard", "Bear", "Wolf", "Boar"):
        root = parse(card_svg(name))
        assert name in texts(root)
        border = {e.get("stroke") for e in root.iter(f"{NS}rect") if e.get("stroke")}
        assert border - suit_strokes, "a high card has a border colour of its own"
        symbol = next(s for s in root.iter(f"{NS}symbol") if s.get("id").startswith("gw-e-"))
        emblems.add(ET.tostring(symbol))
    assert len(emblems) == 9  # sun, moon and star (and the rest) each have their own


@pytest.mark.parametrize("card", ["J♠", "5 of Swords", "Sun"])
def test_face_down_card_shows_only_a_back(card):
    svg = card_svg(card, face_down=True)
    root = parse(svg)
    assert title_of(root) == "a face-down card"
    assert not texts(root)
    assert Card.parse(card).name not in svg


def test_french_and_nismiram_backs_differ():
    assert card_svg("J♠", face_down=True) != card_svg("Sun", face_down=True)
    assert card_svg("J♠", face_down=True) == card_svg("2♥", face_down=True)


def test_card_shows_itself_in_a_notebook():
    assert Card.parse("Q♥")._repr_svg_() == card_svg("Q♥")


# --- hands and the sprite -----------------------------------------------------------------


def symbols(root: ET.Element, prefix: str) -> list[ET.Element]:
    return [s for s in root.iter(f"{NS}symbol") if s.get("id").startswith(prefix)]


def placed(root: ET.Element, prefix: str) -> list[ET.Element]:
    """`<use>`s directly in the drawing (not inside definitions) that place a piece."""
    href = "href"
    return [u for u in root.findall(f"{NS}use") if u.get(href).startswith("#" + prefix)]


@pytest.mark.parametrize(
    "pieces, prefix, distinct",
    [(french_deck(), "gw-c-", 52), (dezai_deck(), "gw-c-", 50), (chinese_set(), "gw-t-", 21)],
    ids=["french", "dezai", "tiles"],
)
def test_hand_defines_each_distinct_piece_once_and_places_every_piece(pieces, prefix, distinct):
    svg = Hand(pieces).svg()
    root = parse(svg)
    assert len(symbols(root, prefix)) == distinct
    uses = placed(root, prefix)
    assert len(uses) == len(pieces)
    ids = [s.get("id") for s in root.iter() if s.get("id")]
    assert len(ids) == len(set(ids)), "no id defined twice in one drawing"
    defined = set(ids)
    for use in root.iter(f"{NS}use"):
        assert use.get("href")[1:] in defined, "every reference resolves"


def test_hand_tile_symbols_hold_each_tiles_pips():
    root = parse(Hand(chinese_set()).svg())
    by_id = {s.get("id"): s for s in symbols(root, "gw-t-")}
    for use, tile in zip(placed(root, "gw-t-"), chinese_set(), strict=True):
        symbol = by_id[use.get("href")[1:]]
        pips = read_pips(root, symbol)
        assert len(pips) == tile.pips
        assert sum(red for *_, red in pips) == RED_PIPS.get(str(tile), 0)
        assert use.find(f"{NS}title").text == f"{tile.name} [{tile}] {tile.chinese_name}"


def test_hand_title_names_the_pieces():
    root = parse(Hand("6:6 3:1", label="North").svg())
    assert title_of(root) == "North: Heaven [6:6] 天, Harmony [3:1] 和"
    assert title_of(parse(Hand(french_deck()[:2]).svg())) == "2 of spades, 3 of spades"


def test_face_down_hand_hides_the_pieces():
    svg = Hand("6:6 3:1 2:1", face_down=True).svg()
    root = parse(svg)
    assert title_of(root) == "3 face-down tiles"
    assert not list(root.iter(f"{NS}path")) and not list(root.iter(f"{NS}circle"))
    assert len(placed(root, "gw-t-")) == 3 and len(symbols(root, "gw-t-")) == 1
    assert "Heaven" not in svg and "6:6" not in svg
    cards = Hand(french_deck()[:5], face_down=True).svg()
    assert "spades" not in cards and len(symbols(parse(cards), "gw-c-")) == 1


def test_rendering_is_deterministic():
    assert Hand(chinese_set()).svg() == Hand(chinese_set()).svg()
    assert Hand(dezai_deck()).svg() == Hand(dezai_deck()).svg()
    assert tile_svg("6:3", horizontal=True) == tile_svg("6:3", horizontal=True)


def test_ids_of_different_styles_do_not_collide():
    ivory = parse(Hand(chinese_set(), style="ivory").svg())
    black = parse(Hand(chinese_set(), style="black").svg())
    ivory_ids = {e.get("id"): ET.tostring(e) for e in ivory.iter() if e.get("id")}
    black_ids = {e.get("id"): ET.tostring(e) for e in black.iter() if e.get("id")}
    assert ivory_ids.keys() & black_ids.keys() == set()
    # Drawings that do share ids share identical definitions, so one page can hold both.
    other = parse(Hand(chinese_set()[:5], style="ivory").svg())
    for element in other.iter():
        if element.get("id"):
            assert ET.tostring(element) == ivory_ids[element.get("id")]


def test_orientations_get_their_own_symbols():
    sprite = Sprite()
    tile = Tile(6, 3)
    hrefs = {
        sprite.tile(tile, 0, 0, height=40, horizontal=h, reverse=r).split('"')[1]
        for h in (False, True)
        for r in (False, True)
    }
    assert len(hrefs) == 4
    # Besides the four symbols: a body per orientation, and one drawing per half pattern,
    # turned into place for every orientation.
    assert sorted(i for i in sprite.ids if not i.startswith("gw-t-")) == [
        "gw-tb-ivory",
        "gw-tb-ivory-h",
        "gw-th-ivory-3",
        "gw-th-ivory-6",
    ]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("horizontal", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
def test_sprite_draws_every_face_as_the_standalone_drawing_does(style, horizontal, reverse):
    # The sprite builds a tile from shared, turned half drawings; the standalone drawing
    # writes every pip in place. Both must put the same pips in the same places.
    sprite = Sprite()
    options = {"style": style, "horizontal": horizontal, "reverse": reverse}
    for tile in all_faces():
        sprite.tile(tile, 0, 0, height=80, **options)
    root = parse(sprite.defs_svg())
    by_id = {s.get("id"): s for s in root.iter(f"{NS}symbol")}
    for tile in all_faces():
        symbol = by_id[tile_symbol_id(tile, **options)]
        alone = parse(tile_svg(tile, **options))
        assert symbol.get("viewBox") == alone.get("viewBox")
        drawn = drawn_pips(root, symbol)
        assert len(drawn) == tile.pips
        assert sorted(drawn) == sorted(drawn_pips(alone)), tile


def test_the_pip_reader_follows_uses_and_refuses_other_shapes():
    dot = '<path id="a" d="M8.6 11.6h0" stroke="#d42a2a" stroke-width="8.6"{}/>'
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 94.5"><defs>{}</defs>'
        '<use href="#a"/><use href="#a" transform="rotate(180 20 46)"/><use href="#a" y="46"/>'
        '<g transform="rotate(-90 20 20)"><circle cx="20" cy="23" r="6.8" fill="#1c1c1c"/></g>'
        "</svg>"
    )
    root = parse(svg.format(dot.format(' stroke-linecap="round"')))
    assert read_pips(root) == [
        (8.6, 11.6, 4.3, True),
        (31.4, 80.4, 4.3, True),
        (8.6, 57.6, 4.3, True),
        (23, 20, 6.8, False),
    ]
    with pytest.raises(AssertionError, match="round caps"):
        read_pips(parse(svg.format(dot.format(""))))
    line = dot.replace("h0", "h5").format(' stroke-linecap="round"')
    with pytest.raises(AssertionError, match="not pips"):
        read_pips(parse(svg.format(line)))


def test_one_sprite_serves_many_drawings():
    sprite = Sprite()
    frames = [
        "".join(
            sprite.tile(t, 40 * i, 0, height=80) for i, t in enumerate(chinese_set()[k : k + 4])
        )
        for k in range(0, 12, 2)
    ]
    definitions = parse(sprite.defs_svg())
    assert definitions.get("aria-hidden") == "true"
    ids = [s.get("id") for s in definitions.iter(f"{NS}symbol")]
    assert len(ids) == len(set(ids))
    used = {t for frame in frames for t in frame.split('"') if t.startswith("#")}
    assert {u[1:] for u in used} <= set(ids)
    assert len(symbols(definitions, "gw-t-")) == len(set(chinese_set()[:14]))


def test_hand_wraps_into_rows():
    one_row = parse(Hand(chinese_set()).svg())
    four_rows = parse(Hand(chinese_set(), per_row=8).svg())
    ys = {float(u.get("y", 0)) for u in placed(four_rows, "gw-t-")}
    assert len(ys) == 4
    assert float(four_rows.get("height")) > 3.5 * float(one_row.get("height"))
    assert float(four_rows.get("width")) < float(one_row.get("width")) / 3.5


def test_captions_use_the_page_text_colour():
    root = parse(Hand("6:6 1:1", captions=["Heaven", "Earth"]).svg())
    captions = [t for t in root.iter(f"{NS}text")]
    assert [t.text for t in captions] == ["Heaven", "Earth"]
    groups = [g for g in root.iter(f"{NS}g") if g.get("fill") == "currentColor"]
    assert groups and all(t in list(groups[0]) for t in captions)
    with pytest.raises(ValueError, match="2 pieces, 1 captions"):
        Hand("6:6 1:1", captions=["Heaven"])


def test_text_is_escaped():
    svg = Hand("6:6", label='<b>"A&B"</b>', captions=["x<y"]).svg()
    root = parse(svg)
    assert '<b>"A&B"</b>' in texts(root) and "x<y" in texts(root)
    assert title_of(root).startswith('<b>"A&B"</b>: ')


def test_hand_reads_text_and_has_a_deterministic_repr():
    assert Hand("6:6 1:1").pieces == (Tile(6, 6), Tile(1, 1))
    assert repr(Hand("6:6 [1:1] 42")) == "Hand('6:6 1:1 4:2')"
    assert repr(Hand("J♠ 10♥", face_down=True)) == "Hand('J♠ 10♥', face_down=True)"
    assert repr(Hand("5 of Swords, Sun", style="black", per_row=1)) == (
        "Hand('5 of Swords, Sun', style='black', per_row=1)"
    )
    assert Hand("5 of Swords, Sun").pieces == (Card.parse("5 of Swords"), Card.parse("Sun"))
    with pytest.raises(ValueError, match="tiles or cards"):
        Hand([Tile(6, 6), Card.parse("Sun")])


def test_hand_is_a_frozen_value_shown_in_notebooks():
    hand = Hand("6:6 1:1")
    assert hand == Hand([Tile(6, 6), Tile(1, 1)])
    with pytest.raises(AttributeError):
        hand.style = "black"
    # A notebook shows the row that wraps; an SVG-only reader, the one drawing.
    assert hand._repr_svg_() == hand.svg()
    assert hand._repr_html_() == hand.html()


def test_drawings_stay_small():
    # The tiles page shows the set and both decks inline and must stay light.
    assert len(tile_svg("6:6").encode()) < 700
    assert len(Hand(chinese_set()).svg().encode()) < 10_000
    assert len(Hand(french_deck()).svg().encode()) < 22_000
    assert len(Hand(dezai_deck()).svg().encode()) < 25_000
    assert '.0"' not in Hand(french_deck()).svg()  # numbers written short


def painted(root: ET.Element, elements) -> list[ET.Element]:
    """The shapes `elements` draw, in paint order, with every `<use>` followed."""
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    shapes = []
    for child in elements:
        if child.tag == f"{NS}use":
            shapes += painted(root, by_id[child.get("href")[1:]])
        elif child.tag in (f"{NS}g", f"{NS}symbol"):
            shapes += painted(root, child)
        elif child.tag != f"{NS}title":
            shapes.append(child)
    return shapes


def test_every_card_paints_its_face_first_and_its_marks_over_it():
    root = parse(Hand(french_deck() + dezai_deck()).svg())
    for use in placed(root, "gw-c-"):
        shapes = painted(root, [use])
        face = shapes[0]
        assert face.tag == f"{NS}rect" and float(face.get("width")) > 45
        assert not any(
            s.tag == f"{NS}rect" and float(s.get("width")) > 45 and s.get("fill") != "none"
            for s in shapes[1:]
        ), "nothing opaque covers the marks"
        assert any(s.tag == f"{NS}text" for s in shapes[1:])
        drawn = {f"{NS}{tag}" for tag in ("path", "circle", "ellipse", "polygon")}
        assert any(s.tag in drawn for s in shapes[1:]), "an emblem is drawn"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("a <>&'\"\n\r\té天"), max_size=12))
def test_text_and_attributes_are_escaped_as_the_xml_library_escapes_them(value: str) -> None:
    """render/markup.py writes its own `text` and `attr` (importing xml.sax.saxutils costs
    the site's Python half a second): the same bytes as saxutils's escape and quoteattr."""
    from xml.sax.saxutils import escape, quoteattr

    from gupai_widgets.render.markup import attr, text

    assert text(value) == escape(value)
    assert attr(value) == quoteattr(value)
