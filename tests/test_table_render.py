"""Table layouts and replay frames: valid drawings that show exactly what a seat may see,
the move just made outlined, the dragon in chain order, deterministic and escaped."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from xml.etree import ElementTree

import pytest

import gupai_widgets as gw
from gupai_widgets.engine.action import seat_name
from gupai_widgets.render.cards import card_symbol_id
from gupai_widgets.render.centres import CHAR
from gupai_widgets.render.page import compact_css, compact_js, standalone_page, static_asset
from gupai_widgets.render.pieces_row import GAP, LINE
from gupai_widgets.render.replay import FULL_SCREEN, MOST_CHAPTERS, ReplayFrames, replay_html
from gupai_widgets.render.sprite import Sprite
from gupai_widgets.render.table import (
    BOLD_CHAR,
    BOTTOM_TILE,
    DETAIL_CHAR,
    MARGIN,
    NARROW_SHORT,
    NARROW_TEXT,
    NARROW_WIDTH,
    SIDE_WIDTH,
    board_svg,
    draw_table,
    seating,
    svg_open,
    table_svg,
)
from gupai_widgets.widgets.play_table import your_turn

SVG = "{http://www.w3.org/2000/svg}"
GAME_IDS = [spec.id for spec in gw.list_games()]
CONNECTING = [spec.id for spec in gw.list_games() if spec.family == "connecting"]
# A placed tile ("#gw-t-<style>-<face>[-flags]"), card ("#gw-c-<card>", "#gw-c-back-<deck>")
# or domino card ("#gw-dc-<face>", "#gw-dc-back").
SYMBOL = re.compile(
    r"^#gw-(?:t-\w+-(?P<face>\d\d|back)(?:-(?P<flags>h?r?))?|dc-(?P<paper>\d\d|back)"
    r"|c-(?:back-\w+|(?P<card>[\w]+)))$"
)


def parse(markup: str) -> ElementTree.Element:
    return ElementTree.fromstring(markup)


def placed(root: ElementTree.Element) -> list[ElementTree.Element]:
    """The `<use>` elements that place a tile (not the sprite's own inner uses)."""
    uses = []
    defs = {id(e) for d in root.iter(f"{SVG}defs") for e in d.iter()}
    for element in root.iter(f"{SVG}use"):
        if id(element) not in defs and SYMBOL.match(element.get("href", "")):
            uses.append(element)
    return uses


def faces(root: ElementTree.Element) -> Counter:
    """How many times each tile face, card (or "back") is placed."""
    found = (SYMBOL.match(u.get("href")) for u in placed(root))
    return Counter(m.group("face") or m.group("paper") or m.group("card") or "back" for m in found)


def piece_key(text: str) -> str:
    """The key `faces` reads back for a piece written as text: a tile code or a card key."""
    try:
        return gw.Tile.parse(text).code
    except gw.PieceError:
        return card_symbol_id(gw.Card.parse(text)).removeprefix("gw-c-")


def expected_faces(view: dict) -> Counter:
    count: Counter = Counter()
    for pieces in view["zones"].values():
        for piece in pieces:
            count["back" if piece is None else piece_key(piece)] += 1
    return count


def some_states(game_id: str, seed: int, players: int | None = None, **options):
    game = gw.load_game(game_id, players=players, **options)
    replay = gw.play(
        game, bots=[gw.RandomBot(seed * 7 + s) for s in range(game.players)], seed=seed
    )
    return replay, replay.states()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_piece_a_seat_may_see_is_drawn_and_hidden_ones_as_backs(game_id, seed) -> None:
    replay, states = some_states(game_id, seed)
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        for seat in (None, *range(replay.players)):
            view = state.view(seat)
            root = parse(table_svg(state.table(seat), names=replay.seats))
            assert faces(root) == expected_faces(view), f"{game_id} seat {seat}"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("two_arms", [False, True])
def test_every_player_count_and_arm_draws(players, two_arms) -> None:
    replay, states = some_states("jielong", 5, players=players, two_arms=two_arms)
    for state in (states[0], states[len(states) // 2], states[-1]):
        view = state.view(0)
        root = parse(table_svg(state.table(0), names=replay.seats))
        assert faces(root) == expected_faces(view)
        assert float(root.get("width")) == 900


def narrow_svg(table, names=None) -> ElementTree.Element:
    """The narrow layout of a table as one SVG (what a phone shows of `board_svg`)."""
    drawing = draw_table(table, Sprite(), names=names, narrow=True)
    return parse(svg_open(drawing.width, drawing.height, drawing.label) + "".join(drawing.marks)
                 + "</svg>")  # fmt: skip


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_narrow_table_shows_the_same_pieces_and_none_past_its_edges(game_id) -> None:
    """A phone's layout draws what the wide one does (each face a seat may see, the hidden
    ones as backs), every piece within its 394 units, and the long lines cut to fit."""
    long_names = ["a bot with a long name to show"] * gw.load_game(game_id).players
    replay, states = some_states(game_id, 4)
    for state in states[:: max(1, len(states) // 5)] + [states[-1]]:
        for seat in (None, 0):
            root = narrow_svg(state.table(seat), long_names)
            assert faces(root) == expected_faces(state.view(seat)), (game_id, seat)
            width, height = (float(v) for v in root.get("viewBox").split()[2:])
            assert width == NARROW_WIDTH
            for use in placed(root):
                x, y, w, h = (float(use.get(k)) for k in ("x", "y", "width", "height"))
                assert 0 <= x and x + w <= width and 0 <= y and y + h <= height, (game_id, x, y)
            for line in root.iter(f"{SVG}text"):
                css = line.get("class")
                # Its width at the most: a character of a name, of a small line, of a detail
                # (drawn larger on the narrow table; the centre's small labels are placed by
                # its kind, centres.py, and test_site_phone sees them inside on a phone).
                span = len(line.text) * (
                    CHAR
                    if "gw-s" in css
                    else NARROW_TEXT * (BOLD_CHAR if "gw-n" in css else DETAIL_CHAR)
                )
                x = float(line.get("x"))
                left = x - span if "gw-r" in css else x - span / 2 if "gw-m" in css else x
                assert 0 <= left and left + span <= width, (game_id, line.text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_narrow_table_draws_no_piece_of_a_seat_or_a_pile_too_narrow_to_read(game_id) -> None:
    """On a phone the narrow table is drawn at about 0.9 of its size: every piece of a seat
    (its hand, what lies in front of it, face down or won) and of a shared pile is at least
    `NARROW_SHORT` units on its short side, where the wide table draws many smaller (tiles
    and paper cards are narrow pieces). The centre's own pieces are its kind's (centres.py)."""
    replay, states = some_states(game_id, 4)
    for state in states[:: max(1, len(states) // 5)] + [states[-1]]:
        table = state.table(0)
        place = seating(table, Sprite(), narrow=True)
        _, top, _, middle = place.centre
        for use in placed(narrow_svg(table)):
            y, w, h = (float(use.get(k)) for k in ("y", "width", "height"))
            if top <= y < top + middle:  # (the piles lie over the centre, in a band of theirs)
                continue  # the centre's
            assert min(w, h) >= NARROW_SHORT, (game_id, use.get("href"), w, h)


@pytest.mark.parametrize("game_id", ["tsung_shap", "daling", "taungau", "paigow"])
def test_a_pot_on_the_narrow_table_draws_its_pieces_as_large_as_a_seat_s(game_id) -> None:
    """A banker game's pot (centres.py `PotCentre`) on the narrow table: where its three
    columns would shrink the pieces under `NARROW_SHORT`, each seat's place is a row across
    the middle, wrapping, so every piece of the centre is that wide too, and stays inside
    the table."""
    replay, states = some_states(game_id, 3)
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        table = state.table(0)
        drawing = draw_table(table, Sprite(), narrow=True)
        for use in placed(narrow_svg(table)):
            x, y, w, h = (float(use.get(k)) for k in ("x", "y", "width", "height"))
            assert min(w, h) >= NARROW_SHORT, (game_id, use.get("href"), w, h)
            assert 0 <= x and x + w <= drawing.width and y + h <= drawing.height


def test_the_narrow_table_puts_the_others_above_and_the_viewer_below() -> None:
    replay, states = some_states("tianjiu", 2)
    table = states[6].table(0)
    root = narrow_svg(table)
    names = {t.text: (float(t.get("x")), float(t.get("y"))) for t in root.iter(f"{SVG}text")}
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = (names[f"P{n}"] for n in (1, 2, 3, 4))
    # P3 across the table alone at the top, centred; P4 (on the left) beside P2 (on the
    # right) under it; the viewer P1 last, under the centre.
    assert y3 < y4 == y2 < y1 and x4 < x2
    assert abs(x3 - (NARROW_WIDTH - SIDE_WIDTH) / 2) < 1 and x1 == MARGIN
    # The viewer's hand, the largest pieces, lies under everything else.
    hand = [u for u in placed(root) if float(u.get("height")) == BOTTOM_TILE]
    assert len(hand) == len(table.seats[0].hand)
    assert min(float(u.get("y")) for u in hand) > y1


def test_the_narrow_table_parts_the_other_seats_from_the_centre_and_the_viewer() -> None:
    """Above `split` the other seats, below it (`low`) the centre and the viewer's seat: the
    parts a landscape screen shows side by side (render/replay.py `Layout.land`)."""
    replay, states = some_states("tianjiu", 2)
    table = states[6].table(0)
    drawing = draw_table(table, Sprite(), names=replay.seats, narrow=True)
    assert drawing.split == seating(table, Sprite(), narrow=True).centre[1] - MARGIN > 0
    assert drawing.low < set(drawing.marks[1:])  # the felt is neither part's
    names = {mark: mark.split(">")[1].split(" · ")[0] for mark in drawing.marks if "gw-n" in mark}
    assert sorted(names[m] for m in names if m in drawing.low) == ["P1"]
    for mark in drawing.marks[1:]:
        if mark.startswith(("<use", "<text")):
            y = float(re.search(r' y="([-\d.]+)"', mark).group(1))
            assert (y >= drawing.split) == (mark in drawing.low), mark
    assert draw_table(table, Sprite(), names=replay.seats).low == frozenset()


def test_a_replay_whose_parts_side_by_side_read_larger_on_a_landscape_screen_has_them() -> None:
    """PaiGow's table, tall and of small pieces, reads larger in full screen at 1280×720 as
    the narrow table's two parts side by side; the part below moved up beside the other
    (widgets.css `.gw-land`), each part on a felt of its own."""
    frames = ReplayFrames(gw.play("paigow", seed=1))
    root = parse(frames.svg())
    assert "gw-land" in root.get("class").split()
    style = dict(part.split(":") for part in root.get("style").split(";"))
    wide, narrow = (e for e in root if e.tag == f"{SVG}svg")
    (ww, wh), (nw, nh) = ([float(v) for v in e.get("viewBox").split()[2:]] for e in (wide, narrow))
    across, high = float(style["--gw-lw"]), float(style["--gw-lh"])
    assert across == 2 * nw and float(style["--gw-nh"]) == nh and high < nh
    split = frames.narrow.split
    assert style["--gw-lo"] == f"{nw:g}px -{split:g}px" and max(split, nh - split) == high
    width, height = 1248, 620
    assert min(width / across, height / high) > min(width / ww, height / wh)
    moved = [g for g in narrow.iter(f"{SVG}g") if g.get("class") == "gw-lo"]
    assert moved and not [g for g in wide.iter(f"{SVG}g") if g.get("class") == "gw-lo"]
    felts = [r for r in narrow.iter(f"{SVG}rect") if r.get("class") == "gw-lf"]
    assert [r.get("y") for r in felts] == ["0", f"{split:g}"] and all(
        r.get("display") == "none" and float(r.get("height")) == high for r in felts
    )


def pile_pieces(drawing, place) -> list[tuple[float, float, float, float]]:
    """The boxes of the pieces of the piles (x, y, width, height): those `pile_tile` high."""
    root = parse(svg_open(drawing.width, drawing.height, "") + "".join(drawing.marks) + "</svg>")
    boxes = [tuple(float(u.get(k)) for k in ("x", "y", "width", "height")) for u in placed(root)]
    return [box for box in boxes if box[3] == place.pile_tile]


@pytest.mark.parametrize(
    ("game_id", "options"), [("mouse_moving", {}), ("tsung_shap", {"four_in_hand": True})]
)
def test_a_table_with_no_seat_at_the_sides_lays_its_pile_there_larger(game_id, options) -> None:
    """Two seats across a wide table leave the sides' room empty: the shared pile (a wall,
    a woodpile) lies there beside the narrowed centre, its pieces larger than those in
    front of a seat, and the table is lower for it (it reads larger in full screen)."""
    _, states = some_states(game_id, 1, **options)
    table = next(t for t in (s.table(None) for s in states) if t.piles)
    place = seating(table, Sprite())
    assert place.piles is not None and place.pile_tile > place.down
    left, top, width, high = place.piles
    drawing = draw_table(table, Sprite())
    pieces = pile_pieces(drawing, place)
    assert len(pieces) == sum(len(pile.pieces) for pile in table.piles) > 0
    for x, y, w, h in pieces:
        assert (
            left <= x
            and x + w <= left + width < place.centre[0]
            and top <= y <= y + h <= top + high
        )
    # Lower than with a row of piles atop the centre (a name, and pieces as large as those
    # in front of a seat).
    bare = draw_table(dataclasses.replace(table, piles=()), Sprite())
    assert drawing.height < bare.height + LINE + place.down + GAP


def test_a_single_pile_lies_over_the_narrow_table_s_centre_with_the_other_seats() -> None:
    """On the narrow table a lone pile (PaiGow's wall) lies in a band over the centre, in
    the part of the other seats: a landscape screen shows it beside them, which leaves the
    centre's part lower, so that the two parts side by side draw its pieces 24 px or more
    at 1280×720 (render/replay.py `FULL_SCREEN`); on a phone the order is unchanged."""
    replay = gw.play("paigow", seed=5)
    table = next(iter(replay.frames(None))).table
    place = seating(table, Sprite(), narrow=True)
    drawing = draw_table(table, Sprite(), narrow=True)
    pieces = pile_pieces(drawing, place)
    assert len(pieces) == 32 and place.pile_tile > place.down
    centre_top = place.centre[1]
    assert all(y + h <= drawing.split < centre_top for _, y, _, h in pieces)
    assert not [m for m in drawing.low if "<use" in m and f'height="{place.pile_tile:g}"' in m]
    frames = ReplayFrames(replay, (None,))
    across, high = frames.narrow.land
    width, height = FULL_SCREEN
    assert min(width / across, height / high) * min(pieces[0][2:]) >= 24


def test_a_page_table_holds_both_layouts_the_wide_one_shown_without_styles() -> None:
    replay, states = some_states("tianjiu", 2)
    table = states[6].table(0)
    root = parse(board_svg(table, names=replay.seats))
    wide, narrow = (e for e in root if e.tag == f"{SVG}svg")
    assert (wide.get("class"), narrow.get("class")) == ("gw-wide", "gw-narrow")
    assert wide.get("display") is None and narrow.get("display") == "none"
    assert root.get("viewBox") is None and "gw-pair" in root.get("class")
    w, h = (wide.get("viewBox").split()[2:], narrow.get("viewBox").split()[2:])
    assert root.get("style") == f"--gw-wide:{w[0]}/{w[1]};--gw-narrow:{h[0]}/{h[1]}"
    # Each layout is the table drawn alone, the same label for both.
    assert faces(wide) == faces(narrow) == faces(parse(table_svg(table, names=replay.seats)))
    assert root.get("aria-label") == draw_table(table, Sprite(), names=replay.seats).label


def test_the_live_table_is_drawn_in_both_layouts() -> None:
    from gupai_widgets.live_table import LiveTable

    html = LiveTable("tianjiu", seat=0, seed=3).live_html()
    assert html.count('class="gw-table gw-pair"') == 1 and 'class="gw-narrow"' in html


def test_a_seat_is_never_named_past_the_tables_edge() -> None:
    """A long name is cut (with an ellipsis) to the room beside its seat, in both layouts:
    PaiGow's "P2 · house way / best split" ran past the right edge of the wide table."""
    replay, states = some_states("paigow", 1)
    long_names = ["house way / best split", "a bot with a longer name still"] * 2
    for narrow in (False, True):
        drawing = draw_table(states[3].table(None), Sprite(), names=long_names, narrow=narrow)
        names = [m for m in drawing.marks if m.startswith('<text class="gw-n')]
        assert [re.search(r">(P\d) · ", m)[1] for m in names] == ["P1", "P2", "P3", "P4"]
        assert any("…" in m for m in names)
        for mark in names:
            line = parse(mark)
            span = len(line.text) * BOLD_CHAR
            x = float(line.get("x"))
            left = x - span if "gw-r" in line.get("class") else x
            assert 0 <= left and left + span <= drawing.width, (narrow, line.text)


def dragon_as_drawn(root: ElementTree.Element) -> list[str]:
    """Read the dragon back from the drawing: lying tiles grouped in rows, rows read
    alternately left to right and right to left, each tile's halves as shown."""
    rows: dict[float, list[tuple[float, str, str]]] = {}
    for use in placed(root):
        match = SYMBOL.match(use.get("href"))
        flags = match.group("flags") or ""
        if "h" not in flags:
            continue
        high, low = match.group("face")
        left, right = (low, high) if "r" in flags else (high, low)
        rows.setdefault(float(use.get("y")), []).append((float(use.get("x")), left, right))
    chain = []
    for number, y in enumerate(sorted(rows)):
        row = sorted(rows[y])
        if number % 2:
            chain += [f"{right}:{left}" for _, left, right in reversed(row)]
        else:
            chain += [f"{left}:{right}" for _, left, right in row]
    return chain


@pytest.mark.parametrize("game_id", CONNECTING)
def test_the_dragon_is_drawn_in_chain_order_with_its_halves_matching(game_id) -> None:
    for seed in range(4):
        _, states = some_states(game_id, seed)
        for state in states:
            dragon = [f"{a}:{b}" for a, b in state.observe(None).facts.dragon]
            drawn = dragon_as_drawn(parse(table_svg(state.table(None))))
            assert drawn == dragon, f"{game_id} seed {seed}"


def test_a_long_dragon_snakes_into_rows_that_fit_the_table() -> None:
    _, states = some_states("jielong", 0, players=2, two_arms=True)
    longest = max(states, key=lambda s: len(s.observe(None).facts.dragon))
    root = parse(table_svg(longest.table(None)))
    width = float(root.get("width"))
    for use in placed(root):
        assert 0 <= float(use.get("x")) and float(use.get("x")) + float(use.get("width")) <= width
    rows = {u.get("y") for u in placed(root) if "-h" in u.get("href")}
    assert len(rows) >= 2, "a dragon this long wraps onto several rows"


def outline(root: ElementTree.Element) -> tuple[float, float, float, float] | None:
    """(x, y, width, height) round the outlines of the last move (one per piece), if any."""
    shapes = {g.get("id"): g.find(f"{SVG}rect") for g in root.iter(f"{SVG}g") if g.get("id")}
    uses = [u for u in root.iter(f"{SVG}use") if u.get("href", "").startswith("#gw-hl-")]
    if not uses:
        return None
    boxes = []
    for use in uses:
        rect = shapes[use.get("href")[1:]]
        assert rect.get("class") == "gw-hl"
        x = float(use.get("x")) + float(rect.get("x"))
        y = float(use.get("y")) + float(rect.get("y"))
        boxes.append((x, y, x + float(rect.get("width")), y + float(rect.get("height"))))
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    assert right - left < 400 and bottom - top < 120, "the outlines surround one move"
    return left, top, right - left, bottom - top


def inside(box: tuple[float, float, float, float], use: ElementTree.Element) -> bool:
    x, y, w, h = box
    ux, uy = float(use.get("x", 0)), float(use.get("y", 0))
    uw, uh = float(use.get("width")), float(use.get("height"))
    return x <= ux and y <= uy and ux + uw <= x + w and uy + uh <= y + h


def test_the_last_move_is_outlined_where_the_piece_went() -> None:
    replay, states = some_states("jielong", 3)
    assert outline(parse(table_svg(states[0].table(None)))) is None
    kinds = set()
    for state in states[1:]:
        move = state.history[-1]
        kinds.add(move.kind)
        root = parse(table_svg(state.table(None)))
        rect = outline(root)
        assert rect is not None, move
        around = [u for u in placed(root) if inside(rect, u)]
        assert len(around) == 1, move
        face = SYMBOL.match(around[0].get("href")).group("face")
        assert face == move.pieces[0].code
    assert {"lead", "play", "discard"} <= kinds


def test_a_hidden_discard_is_outlined_as_a_back() -> None:
    replay, states = some_states("jielong", 3)
    for state in states[1:]:
        action = state.history[-1]
        if action.kind == "discard" and action.player != 0 and not state.is_terminal():
            root = parse(table_svg(state.table(0)))
            around = [u for u in placed(root) if inside(outline(root), u)]
            assert [SYMBOL.match(u.get("href")).group("face") for u in around] == ["back"]
            return
    pytest.fail("the game had no hidden discard to look at")


def test_whose_turn_and_the_seat_names_are_written() -> None:
    replay, states = some_states("jielong", 3)
    svg = table_svg(states[5].table(None), names=("ann", "bob", "cy", "di"))
    for name in ("P1 · ann", "P2 · bob", "P3 · cy", "P4 · di", "▶ to play"):
        assert name in svg
    end = table_svg(states[-1].table(None))
    assert "to play" not in end and "wins" in end


def test_text_is_escaped() -> None:
    _, states = some_states("jielong", 3)
    evil = ("<script>alert(1)</script>", 'a"b', "c&d", "<b>")
    svg = table_svg(states[3].table(None), names=evil)
    root = parse(svg)
    assert "<script" not in svg and "<b>" not in svg
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts and "c&d" in texts


def test_drawing_is_deterministic() -> None:
    _, states = some_states("jielong", 4)
    table = states[7].table(1)
    assert table_svg(table) == table_svg(states[7].clone().table(1))


def test_a_live_table_marks_the_playable_pieces_and_dims_the_rest() -> None:
    game = gw.load_game("jielong")
    state = game.new_initial_state(seed=3)
    choices: dict[str, list[str]] = {}
    for action in state.legal_actions():
        choices.setdefault(str(action.pieces[0]), []).append(action.short)
    playable = dict(list(choices.items())[:3])
    root = parse(table_svg(state.table(0), choices=playable))
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") in ("gw-pick", "gw-dim")]
    picks = {g.get("data-piece"): g for g in groups if g.get("class") == "gw-pick"}
    assert set(picks) == set(playable)
    for piece, texts in playable.items():
        assert picks[piece].get("data-action") == (texts[0] if len(texts) == 1 else None)
        assert picks[piece].get("tabindex") == "0"
    assert len(groups) == len(state.view(0)["zones"]["hand 0"])


def test_the_drawing_code_knows_no_game() -> None:
    """A game of a new family needs no edit under render/ or widgets/ (DESIGN.md §1): no
    game id or family name appears there."""
    from pathlib import Path

    import gupai_widgets
    from gupai_widgets.engine import FAMILIES

    package = Path(gupai_widgets.__file__).parent
    names = {spec.id for spec in gw.list_games()} | set(FAMILIES)
    for folder in ("render", "widgets"):
        for path in (package / folder).rglob("*"):
            if path.suffix in (".py", ".js", ".css"):
                source = path.read_text(encoding="utf-8")
                found = sorted(n for n in names if re.search(rf"\b{n}\b", source))
                assert not found, f"{path.relative_to(package)} names {found}"


# -- replay frames ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def jielong() -> gw.Replay:
    return gw.play("jielong", seed=3)


def test_there_is_a_frame_per_step_and_one_more(jielong) -> None:
    frames = ReplayFrames(jielong)
    assert frames.steps == len(jielong.actions)
    root = parse(f"<root>{frames.html()}</root>")
    # Both layouts of the table (wide, and narrow for a phone) have a layer per step.
    layouts = [e for e in root.iter(f"{SVG}svg") if e.get("class") in ("gw-wide", "gw-narrow")]
    assert [e.get("class") for e in layouts] == ["gw-wide", "gw-narrow"]
    for layout in layouts:
        layers = [e for e in layout.iter(f"{SVG}svg") if e.get("data-step") is not None]
        assert [int(e.get("data-step")) for e in layers] == list(range(len(jielong.actions) + 1))
    items = [li for li in root.iter("li") if li.get("hidden") is None]
    assert len(items) == len(jielong.actions) + 1
    for step in range(frames.steps + 1):
        parse(frames.frame_svg(step))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_timeline_rebuilds_every_frame_exactly(game_id) -> None:
    replay, states = some_states(game_id, 2)
    frames = ReplayFrames(replay)
    for seat in frames.views:
        dealt = None
        for step, state in enumerate(states):
            table = state.table(seat)
            if dealt is None or state.chapter != states[step - 1].chapter:
                dealt = table
            for narrow in (False, True):
                direct = draw_table(table, Sprite(), names=replay.seats, dealt=dealt, narrow=narrow)
                # The same marks; their order may differ where nothing overlaps (a mark that
                # appears later is painted later).
                drawn = frames.frame_marks(step, seat, narrow=narrow)
                assert Counter(drawn) == Counter(direct.marks), (seat, step, narrow)


def test_frames_share_one_definition_per_piece(jielong) -> None:
    html = replay_html(jielong)
    ids = re.findall(r'<symbol id="([^"]+)"', html)
    assert ids and len(ids) == len(set(ids))
    assert html.count("<defs>") <= 2


def test_captions_hide_what_a_seat_could_not_see(jielong) -> None:
    frames = ReplayFrames(jielong, (None, 0))
    states = jielong.states()
    hidden = [
        step
        for step, state in enumerate(states[1:-1], start=1)
        if state.history[-1].kind == "discard" and state.history[-1].player != 0
    ]
    assert hidden
    for step in hidden:
        action = states[step].history[-1]
        seen = frames.captions["0"][step]  # what P1 knows: the mover had no tile to match
        assert seen.startswith(f"P{action.player + 1} has no tile with a ")
        assert seen.endswith("so must lay one tile face down.")
        assert str(action.pieces[0]) not in seen
        assert str(action.pieces[0]) in frames.captions["o"][step]


def test_chapters_mark_the_phases_and_the_end(jielong) -> None:
    chapters = ReplayFrames(jielong, (None,)).chapters
    assert chapters[0] == (0, "Lead") and chapters[-1] == (len(jielong.actions), "End")


def test_the_chapter_bar_groups_each_deals_rounds_into_one_row() -> None:
    """Deer Hunt, four deals of eight tricks: a menu of the deals, and per deal its eight
    leads (each the start of a trick), not its 16 phases; the end after them."""
    replay = gw.play(gw.load_game("deer_hunt", deals=4), seed=2)
    frames = ReplayFrames(replay, (None,))
    bar = frames.bar
    assert [name for name, _, _ in bar] == ["Deal 1", "Deal 2", "Deal 3", "Deal 4"]
    chapters = dict(frames.chapters)
    for number, (_, start, rounds) in enumerate(bar, start=1):
        assert [name for _, name in rounds] == [f"Lead {k}" for k in range(1, 9)]
        assert start == rounds[0][0] and chapters[start].startswith(f"Deal {number} · lead")
        # Each opens where the chapters say a lead opens.
        assert all(chapters[step] == f"Deal {number} · lead" for step, _ in rounds)
    html = frames.html(bar[2][1])
    assert '<select data-gw="deal" aria-label="Deal">' in html
    assert re.search(rf'<option value="{bar[2][1]}" selected="selected">Deal 3</option>', html)
    # The deal shown has its chapters shown; the others' wait hidden.
    shown = re.findall(r'<button type="button" data-go="(\d+)" data-deal="(\d)">', html)
    assert {deal for _, deal in shown} == {"2"} and len(shown) == 8
    assert html.count('hidden="hidden">Lead') == 24
    assert re.search(rf'data-go="{frames.steps}">End</button></nav>', html)


def test_a_long_deal_offers_at_most_eight_chapters_evenly_spread() -> None:
    replay = gw.play(gw.load_game("shiwuhu"), seed=3)
    frames = ReplayFrames(replay, (None,))
    [(name, start, rounds)] = frames.bar
    assert name == "" and start == 0 and len(rounds) == MOST_CHAPTERS
    assert [n.split()[0] for _, n in rounds] == ["Hand"] * MOST_CHAPTERS
    numbers = [int(n.split()[1]) for _, n in rounds]
    hands = sum(1 for step, n in frames.chapters if n == "Hand")
    assert numbers[0] == 1 and numbers[-1] == hands and numbers == sorted(set(numbers))
    gaps = [b - a for a, b in itertools.pairwise(numbers)]
    assert max(gaps) - min(gaps) <= 1


def test_replay_markup_is_deterministic_and_escaped(jielong) -> None:
    evil = gw.Replay.from_dict(
        {
            **jielong.to_dict(),
            "title": "<script>alert('t')</script>",
            "seats": ["<img src=x onerror=alert(1)>", "&", '"', "</ol>"],
        }
    )
    first = replay_html(evil)
    assert first == replay_html(evil)
    assert "<script" not in first and "<img" not in first and "</ol></ol>" not in first
    parse(f"<root>{first}</root>")
    page = standalone_page(evil)
    assert page.count("<script") == 1  # the stepper itself, and nothing from the replay
    assert "&lt;script&gt;alert" in page


def test_the_page_inlines_its_script_and_styles_without_needless_bytes(jielong) -> None:
    script = static_asset("stepper.js")
    small = compact_js(script, widget=False)
    assert "// @widget" not in small and len(small) < 0.75 * len(script)
    assert "@widget" in script and compact_js(script) != small, "a page leaves out the widget"
    styles = """/* note */ .gw-replay, .gw-play { margin: 0.6em 0; color: #f08c00 !important; }
    .gw-pick:hover, .gw-play button { cursor: pointer; }
    @media (prefers-color-scheme: dark) { .gw-replay { opacity: 0.75; } }"""
    assert compact_css(styles, unused=("gw-play", "gw-pick")) == (
        ".gw-replay{margin:0.6em 0;color:#f08c00!important}"
        "@media (prefers-color-scheme:dark){.gw-replay{opacity:0.75}}"
    )
    page = standalone_page(jielong)
    assert "gw-play" not in page and ".gw-replay{" in page and "gw-captions" in page
    assert small in page


def test_the_first_frame_shows_without_a_script(jielong) -> None:
    root = parse(f"<root>{replay_html(jielong, views=(None,))}</root>")
    wide, narrow = (e for e in root.iter(f"{SVG}svg") if e.get("class") in ("gw-wide", "gw-narrow"))
    assert wide.get("display") is None and narrow.get("display") == "none"
    for layout in (wide, narrow):
        layers = [e for e in layout.iter(f"{SVG}svg") if e.get("data-step") is not None]
        assert layers[0].get("display") is None
        assert all(e.get("display") == "none" for e in layers[1:])


def test_views_must_be_seats_of_the_game(jielong) -> None:
    with pytest.raises(ValueError, match="seats are 0 to 3"):
        ReplayFrames(jielong, (None, 4))
    frames = ReplayFrames(jielong, (None,))
    with pytest.raises(ValueError, match="was not drawn"):
        frames.frame_svg(0, 1)
    with pytest.raises(ValueError, match="from 0 to 29"):
        frames.frame_svg(30)


# -- other families ----------------------------------------------------------------------------

TRICKS = [spec.id for spec in gw.list_games() if spec.family == "trick_taking"]


@pytest.mark.skipif(not TRICKS, reason="no trick-taking game is registered")
def test_a_trick_is_drawn_on_the_side_of_each_player_with_the_last_play_outlined() -> None:
    replay, states = some_states(TRICKS[0], 1)
    checked = 0
    for state in states[1:]:
        trick = state.observe(None).facts.trick
        if len(trick) < 2:
            continue
        root = parse(table_svg(state.table(None)))
        box = outline(root)
        latest = trick[-1].pieces
        around = [u for u in placed(root) if box and inside(box, u)]
        assert sorted(SYMBOL.match(u.get("href")).group("face") for u in around) == sorted(
            t.code for t in latest
        )
        checked += 1
    assert checked


# -- the card games ------------------------------------------------------------------------------

CARD_GAMES = [g for g in ("young_hunter", "dezai_shen") if g in GAME_IDS]


def card_states(game_id: str, seeds=range(6)):
    """The states of a few random games (Dezai Shen's random bidders often take the poke)."""
    for seed in seeds:
        _, states = some_states(game_id, seed)
        yield from states


def svg_size(root: ElementTree.Element) -> tuple[float, float]:
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    return width, height


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_every_card_stays_on_a_table_of_one_size(game_id) -> None:
    sizes = set()
    grown = 0
    for index, state in enumerate(card_states(game_id)):
        view = state.view(None)
        if index % 5 and view["phase"] not in ("discard", "choose"):
            continue  # every fifth play is enough; every discard and pile choice is drawn
        root = parse(table_svg(state.table(None)))
        width, height = svg_size(root)
        sizes.add((width, height))
        hands = [len(view["zones"].get(f"hand {s}", [])) for s in range(view["players"])]
        grown += max(hands) > 13
        for use in placed(root):
            assert inside((0, 0, width, height), use), (view["step"], use.attrib)
    assert len(sizes) == 1, sizes
    if game_id == "dezai_shen":
        assert grown, "no taker's hand of 24 cards was drawn"


@pytest.mark.skipif("young_hunter" not in GAME_IDS, reason="no Young Hunter")
def test_young_hunter_panel_shows_trump_dealer_and_announcements() -> None:
    for state in card_states("young_hunter", range(2)):
        seen = state.observe(None)
        announced = seen.facts.announcements
        if seen.phase == "play" and announced:
            break
    else:
        pytest.fail("nobody announced anything")
    svg = table_svg(state.table(None))
    assert f"trump {seen.facts.trump}" in svg
    assert f"dealer {seat_name(seen.facts.dealer)}" in svg
    first = announced[0]
    assert f"{seat_name(first.seat)} announced" in svg
    assert first.taking.kind in svg


@pytest.mark.skipif("dezai_shen" not in GAME_IDS, reason="no Dezai Shen")
def test_dezai_shen_panel_and_centre_follow_the_phase() -> None:
    seen = set()
    for state in card_states("dezai_shen"):
        observed = state.observe(None)
        phase, player = observed.phase, observed.to_move
        svg = table_svg(state.table(None))
        who = seat_name(player) if player is not None else ""
        if phase == "choose":
            assert f"{who} chooses a pile" in svg
        elif phase == "bidding":
            assert f"{who} to bid" in svg and f"{who} to lead" not in svg
        elif phase == "discard":
            assert f"{who} discards" in svg
        contract = observed.facts.contract
        if phase == "play" and contract is not None:
            assert f"contract: {seat_name(contract.taker)} {contract.bid}" in svg
            assert f"needs {contract.tricks_needed} tricks" in svg
        for call in observed.facts.auction:
            assert f"{seat_name(call.seat)} {call.call}" in svg
        seen.add(phase)
    assert {"choose", "bidding", "play"} <= seen


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_bid_prompt_does_not_ask_for_a_click_on_a_card(game_id) -> None:
    for state in card_states(game_id, range(1)):
        legal = state.legal_actions() if not state.is_terminal() else []
        if legal and not any(a.pieces for a in legal):
            prompt = your_turn(legal)
            assert "click" not in prompt and "button" in prompt
            return
    pytest.fail("no bidding turn found")
