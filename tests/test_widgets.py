"""The widgets, driven from Python alone: ReplayViewer's synced step and seat, and a game
played at a PlayTable with undo, refusals and the bots' answers."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
import traitlets

import gupai_widgets as gw
from gupai_widgets.widgets import PlayTable, ReplayViewer
from gupai_widgets.widgets.replay_viewer import STATIC, WIDGET_ESM

SHOTS = Path(__file__).resolve().parent.parent / "build" / "screenshots"

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.fixture(scope="module")
def replay() -> gw.Replay:
    return gw.play("jielong", seed=3)


SVG = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ElementTree.Element:
    return ElementTree.fromstring(f"<root>{markup}</root>")


# -- ReplayViewer ------------------------------------------------------------------------------


def test_viewer_repr_is_deterministic(replay) -> None:
    viewer = ReplayViewer(replay)
    assert repr(viewer) == "ReplayViewer(jielong, 29 steps, step 0)"
    viewer.step, viewer.seat = 4, 1
    assert repr(viewer) == "ReplayViewer(jielong, 29 steps, step 4, seat P2)"


def test_step_is_clamped_to_the_frames(replay) -> None:
    viewer = ReplayViewer(replay)
    assert viewer.steps == 29
    viewer.step = 12
    assert viewer.step == 12
    viewer.step = 500
    assert viewer.step == 29
    viewer.step = -4
    assert viewer.step == 0
    assert ReplayViewer(replay, step=99).step == 29


@pytest.mark.parametrize("bad", ["3", 2.5, None, True, [1]])
def test_a_step_that_is_not_a_whole_number_is_refused(replay, bad) -> None:
    viewer = ReplayViewer(replay)
    viewer.step = 5
    with pytest.raises(traitlets.TraitError, match=r"whole number from 0 to 29"):
        viewer.step = bad
    assert viewer.step == 5


def test_the_caption_and_state_follow_the_step(replay) -> None:
    viewer = ReplayViewer(replay)
    assert viewer.caption.startswith("The deal:")
    viewer.step = 3
    assert viewer.caption == replay.captions[2]
    assert viewer.state.to_dict() == replay.states()[3].to_dict()
    assert viewer.go(29) is viewer and viewer.state.is_terminal()


def test_the_seat_switch_accepts_the_views_drawn(replay) -> None:
    viewer = ReplayViewer(replay)
    viewer.seat = 2
    assert viewer.seat == 2
    viewer.seat = None
    for bad in (4, -1, "P1", True):
        with pytest.raises(traitlets.TraitError, match="seat must be one of"):
            viewer.seat = bad
    narrow = ReplayViewer(replay, seat=1, views=(1,))
    with pytest.raises(traitlets.TraitError):
        narrow.seat = None


def test_a_seat_view_redacts_hidden_moves_in_its_caption(replay) -> None:
    viewer = ReplayViewer(replay, seat=0)
    states = replay.states()
    step = next(
        k
        for k, s in enumerate(states[1:-1], start=1)
        if s.history[-1].kind == "discard" and s.history[-1].player != 0
    )
    viewer.step = step
    move = states[step].history[-1]
    tile = str(move.pieces[0])
    assert tile in replay.captions[step - 1]  # the open caption names the tile...
    assert tile not in viewer.caption  # ...P1's says only that none of the mover's fitted
    assert viewer.caption.startswith(f"P{move.player + 1} has no tile with a ")
    assert viewer.caption.endswith(", so must lay one tile face down.")


def test_synced_traits_are_the_documented_ones(replay) -> None:
    viewer = ReplayViewer(replay)
    synced = set(viewer.keys)
    assert {"html", "step", "seat", "steps"} <= synced
    assert "caption" not in synced


def test_the_mimebundle_adds_static_html(replay) -> None:
    viewer = ReplayViewer(replay, views=(None, 0))
    viewer.step = 7
    data, _ = viewer._repr_mimebundle_()
    assert WIDGET_VIEW in data
    assert data["text/plain"] == repr(viewer)
    html = data["text/html"]
    assert (
        html == viewer.static_html() == ReplayViewer(replay, views=(None, 0), step=7).static_html()
    )
    root = parse(html)
    replay_div = root.find("div")
    assert replay_div.get("data-step") == "7" and replay_div.get("data-view") == "o"
    assert "<script" not in html


def test_the_widget_ships_its_script_and_style() -> None:
    script = (STATIC / "stepper.js").read_text()
    # A classic script (a page opened from disk cannot load a module): no import or export;
    # the widget's module is that script and one export line.
    assert not re.search(r"^\s*(?:import|export)\b", script, re.M)
    assert WIDGET_ESM.startswith(script) and len(re.findall(r"^export\b", WIDGET_ESM, re.M)) == 1
    assert ReplayViewer._esm == PlayTable._esm == WIDGET_ESM
    assert ".gw-replay" in (STATIC / "widgets.css").read_text()


# In a blank page: the widget module imported as anywidget does (a module from a string), and
# a model that holds `html` as the widget syncs it and records what the view sends back.
FAKE_WIDGET_HOST = """async ([source, html, replays]) => {
  const module = await import("data:text/javascript;charset=utf-8," + encodeURIComponent(source));
  const handlers = {};
  const model = {
    values: replays ? { html, step: 0, seat: null } : { html },
    sent: [],
    get(key) { return this.values[key]; },
    set(key, value) { this.values[key] = value; },
    save_changes() {},
    send(message) { this.sent.push(message); },
    on(event, handler) { handlers[event] = handler; },
    off() {},
  };
  const el = document.createElement("div");
  document.body.append(el);
  module.default.render({ model, el });
  window.widget = { model, el, handlers };
  return typeof module.default.render;
}"""


@pytest.mark.browser
def test_the_live_table_goes_full_screen_and_stays_there_across_moves(browser) -> None:
    """PlayTable in a notebook: its Full screen button puts the whole table on the screen,
    where the board fills it (names 14 px and more, your tiles 30 px wide at 1280×720), and
    Python's redraw after a move keeps it there."""
    table = PlayTable("jielong", seat=0, seed=3)
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.add_style_tag(content=(STATIC / "widgets.css").read_text())
    assert page.evaluate(FAKE_WIDGET_HOST, [WIDGET_ESM, table.html, False]) == "function"
    button = page.locator('.gw-bar [data-gw="full"]')
    button.click()
    page.wait_for_function("document.fullscreenElement === window.widget.el")
    page.wait_for_function('window.widget.el.classList.contains("gw-full")')
    sizes = page.evaluate(
        """() => {
          // The board holds a wide and a narrow layout; only the one shown has boxes.
          const shown = (selector) => [...document.querySelectorAll(selector)]
            .filter((el) => el.getClientRects().length);
          const name = shown(".gw-board text.gw-n")[0];
          const mine = shown(".gw-board .gw-pick, .gw-board .gw-dim");
          return [parseFloat(getComputedStyle(name).fontSize) * name.getScreenCTM().a,
                  Math.min(...mine.map((t) => t.getBoundingClientRect().width))];
        }"""
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "play-table-1280x720-full-screen.png"))
    assert sizes[0] >= 14 and sizes[1] >= 30, sizes

    move = table.legal_actions()[0]
    page.locator(f'[data-action="{move}"]').first.click(force=True)
    assert page.evaluate("window.widget.model.sent") == [{"choose": move}]
    table.choose(move)
    page.evaluate("(html) => { window.widget.model.values.html = html; "
                  "window.widget.handlers['change:html'](); }", table.html)  # fmt: skip
    assert page.evaluate("document.fullscreenElement === window.widget.el")
    assert button.get_attribute("aria-pressed") == "true"
    button.click()
    page.wait_for_function('!window.widget.el.classList.contains("gw-full")')
    assert page.evaluate("document.fullscreenElement") is None
    page.close()
    assert not problems, problems


def test_a_viewer_opens_replay_json(replay) -> None:
    assert ReplayViewer(replay.to_json()).replay == replay
    with pytest.raises(TypeError):
        ReplayViewer(42)


# -- PlayTable ------------------------------------------------------------------------------------


@pytest.fixture
def table() -> PlayTable:
    return PlayTable("jielong", seat=0, seed=3)


def test_choosing_a_legal_move_applies_it_and_the_bots_answer(table) -> None:
    assert repr(table) == "PlayTable(jielong, seat P1, 0 moves, P1 to play)"
    move = "6:6 open 6"
    assert move in table.legal_actions()
    table.choose(move)
    history = [a.short for a in table.state.history]
    assert history[0] == move and len(history) == 4
    assert table.state.current_player == 0
    assert len(table.log) == 1 + 4
    assert table.log[1].startswith("P1 leads 6:6 with the 6 open")
    assert repr(table) == "PlayTable(jielong, seat P1, 4 moves, P1 to play)"


def test_an_illegal_move_is_refused_and_changes_nothing(table) -> None:
    before, log, html = table.state.to_dict(), table.log, table.html
    with pytest.raises(gw.IllegalActionError, match="is not legal now"):
        table.choose("P1 plays 6:6 on the moon")
    assert table.state.to_dict() == before and table.log == log and table.html == html


def test_undo_restores_the_position_before_your_move(table) -> None:
    with pytest.raises(gw.GameError, match="nothing to undo"):
        table.undo()
    start, log = table.state.to_dict(), table.log
    table.choose(table.legal_actions()[0])
    middle = table.state.to_dict()
    table.choose(table.legal_actions()[0])
    table.undo()
    assert table.state.to_dict() == middle
    table.undo()
    assert table.state.to_dict() == start and table.log == log


def test_a_whole_game_ends_with_the_settlement_and_a_replay(table) -> None:
    while not table.over:
        table.choose(table.legal_actions()[-1])
    assert table.state.is_terminal() and table.legal_actions() == []
    with pytest.raises(gw.GameError, match="over"):
        table.choose("P1 leads 6:6 with the 6 open")
    assert "Settlement:" in table.html and 'class="gw-replay"' in table.html
    shown = parse(table.html).find(".//div[@class='gw-replay']")
    assert shown.get("data-view") == "0" and 'data-gw="view"' not in table.html
    recorded = table.replay()
    assert gw.Replay.from_json(recorded.to_json()) == recorded
    assert recorded.seats[0] == "you" and recorded.returns == tuple(table.state.returns())


def test_the_bots_move_first_when_you_sit_later() -> None:
    table = PlayTable("jielong", seat=2, seed=3)
    assert table.state.current_player == 2 and len(table.state.history) == 2


def test_the_live_table_offers_exactly_your_legal_moves(table) -> None:
    root = parse(table.html)
    actions = {e.get("data-action") for e in root.iter() if e.get("data-action")}
    assert actions == set(table.legal_actions())
    # The board is drawn wide and narrow (the page shows the one that fits): each layout
    # holds the eight tiles of the hand.
    for layout in ("gw-wide", "gw-narrow"):
        (drawing,) = [e for e in root.iter() if e.get("class") == layout]
        pieces = [e for e in drawing.iter() if e.get("class") in ("gw-pick", "gw-dim")]
        assert len(pieces) == 8, layout
    # Leading with one arm: a tile that is not a double asks which half stays open.
    sets = {
        e.get("data-set"): [b.get("data-action") for b in e.iter("button")]
        for e in root.iter()
        if e.get("data-set")
    }
    asking = {piece for piece, moves in sets.items() if len(moves) > 1}
    assert asking and all(":" in piece and piece[0] != piece[2] for piece in asking)


def test_pieces_played_together_are_picked_on_the_board_then_chosen() -> None:
    """TianJiu: a pair led; the person picks two tiles and the moves of exactly those two
    show (beat with them, or give them up face down): no list of every pair of tiles."""
    for seed in range(40):
        table = PlayTable("tianjiu", seat=0, seed=seed)
        legal = table.state.legal_actions()
        if table.state.current_player == 0 and all(len(a.pieces) == 2 for a in legal):
            break
    else:
        raise AssertionError("no deal where P1 answers a pair")
    root = parse(table.html)
    sets = {
        e.get("data-set"): {b.get("data-action") for b in e.iter("button")}
        for e in root.iter()
        if e.get("data-set")
    }
    expected: dict[str, set[str]] = {}
    for action in legal:
        key = "|".join(sorted(map(str, action.pieces)))
        expected.setdefault(key, set()).add(action.short)
    assert sets == expected
    # No button stands alone for a move of two tiles: each waits for its tiles to be picked
    # (or sits in the list of every legal move, folded away).
    inside = {id(b) for e in root.iter() if e.get("data-set") for b in e.iter("button")}
    inside |= {id(b) for d in root.iter("details") for b in d.iter("button")}
    alone = [b for b in root.iter("button") if b.get("data-action") and id(b) not in inside]
    assert not alone
    # A tile in several of those moves is picked, not played, by a click.
    picks = {g.get("data-piece"): g for g in root.iter(f"{SVG}g") if g.get("class") == "gw-pick"}
    assert picks and all(g.get("data-action") is None for g in picks.values())


def test_moves_from_the_browser_are_notations(table) -> None:
    move = table.legal_actions()[0]
    table._on_message(table, {"choose": move}, [])
    assert table.state.history[0].short == move and table.error == ""
    before = table.state.to_dict()
    table._on_message(table, {"choose": "P1 does a dance"}, [])
    assert "not legal" in table.error and table.state.to_dict() == before
    table._on_message(table, {"command": "undo"}, [])
    assert table.state.history == [] and table.error == ""
    table._on_message(table, {"command": "new"}, [])
    assert table.seed == 4


def test_new_deal_deals_again(table) -> None:
    table.choose(table.legal_actions()[0])
    table.new_deal(seed=11)
    assert table.seed == 11 and table.log[0].startswith("The deal")
    assert table.state.deal_setup() == gw.load_game("jielong").new_initial_state(11).deal_setup()


def test_the_static_form_is_the_game_as_your_seat_sees_it(table) -> None:
    data, _ = table._repr_mimebundle_()
    assert WIDGET_VIEW in data
    html = data["text/html"]
    assert html == PlayTable("jielong", seat=0, seed=3)._repr_mimebundle_()[0]["text/html"]
    assert "needs a running kernel" in html
    shown = parse(html).find(".//div[@class='gw-replay']")
    assert (shown.get("data-view"), shown.get("data-steps")) == ("0", "0")
    assert 'data-gw="view"' not in html  # P1's view alone: no all-hands-open view to pick
    # It drew P2's hidden hand in its first frame: now it is the same whatever P2 holds.
    hands = table.state.deal_setup().hands
    others = PlayTable("jielong", seat=0, seed=3, hands=[hands[0], hands[2], hands[1], hands[3]])
    assert others.state.deal_setup().hands[1] != hands[1]
    assert others._repr_mimebundle_()[0]["text/html"] == html


def test_bad_seats_and_bots_are_refused() -> None:
    with pytest.raises(gw.GameError, match="seats 0 to 3"):
        PlayTable("jielong", seat=4)
    with pytest.raises(gw.GameError, match="give a bot"):
        PlayTable("jielong", bots=[gw.RandomBot(1)])
    table = PlayTable("jielong", seat=1, bots=[gw.RandomBot(s) for s in range(3)], seed=2)
    assert table.log[-1].startswith("P1 leads")


# -- the review of your game (issue 32) ------------------------------------------------------------


def test_the_review_button_grades_your_game_in_the_table(table) -> None:
    while not table.over:
        table.choose(table.legal_actions()[-1])
    assert 'data-command="review"' in table.html and 'class="gw-review"' not in table.html
    table._on_message(table, {"command": "review"}, [])
    marks = table.review()
    assert table.error == "" and marks == gw.review(table.replay(), 0)
    section = parse(table.html).find(".//section[@class='gw-review']")
    assert len(section.findall(".//li[@data-mark]")) == len(marks)
    # The replay in it is the one the table showed before: P1's view alone.
    assert section.find(".//div[@class='gw-replay']").get("data-view") == "0"


@pytest.mark.browser
def test_the_review_steps_with_its_buttons_and_the_arrow_keys(browser) -> None:
    """In the notebook's table: Review sends its command; the review Python draws then steps
    the replay to each graded move's position, by Next / Previous and by the arrow keys."""
    table = PlayTable("jielong", seat=0, seed=3)
    while not table.over:
        table.choose(table.legal_actions()[-1])
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.add_style_tag(content=(STATIC / "widgets.css").read_text())
    page.evaluate(FAKE_WIDGET_HOST, [WIDGET_ESM, table.html, False])
    page.locator('[data-command="review"]').click()
    assert page.evaluate("window.widget.model.sent") == [{"command": "review"}]
    table._on_message(table, {"command": "review"}, [])
    page.evaluate("(html) => { window.widget.model.values.html = html; "
                  "window.widget.handlers['change:html'](); }", table.html)  # fmt: skip
    marks = table.review()
    assert len(marks) >= 3
    review = page.locator(".gw-review")
    replay = review.locator(".gw-replay")

    def shown() -> tuple[str, str | None, str]:
        card = review.locator("[data-review-card]:visible")
        return (
            review.locator('[data-review="count"]').inner_text(),
            replay.get_attribute("data-step"),
            " ".join(card.inner_text().split()),
        )

    def expected(n: int) -> tuple[str, str, str]:
        return f"{n + 1} of {len(marks)}", str(marks[n].step - 1), f"Your move {n + 1} of"

    def check(n: int) -> None:
        count, step, card = shown()
        want = expected(n)
        assert (count, step) == want[:2] and card.startswith(want[2]), (count, step, card)
        assert marks[n].why in card
        current = review.locator('.gw-review-moves li[aria-current="step"]')
        assert current.get_attribute("data-frame") == want[1]

    review.locator('[data-review="next"]').click()
    check(1)
    page.keyboard.press("ArrowRight")
    check(2)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    check(0)
    assert review.locator('[data-review="prev"]').is_disabled()
    page.keyboard.press("End")
    check(len(marks) - 1)
    review.locator('[data-review="1"]').click()
    check(1)
    # The replay stepped on its own to a graded move's position brings that move's card.
    replay.focus()
    for _ in range(marks[2].step - marks[1].step):
        page.keyboard.press("ArrowRight")
    check(2)
    page.close()
    assert not problems, problems


@pytest.mark.browser
def test_a_saved_game_is_reviewed_in_a_viewer_whose_step_syncs(browser, replay) -> None:
    from gupai_widgets.widgets.review_viewer import review_viewer

    viewer = review_viewer(replay, seat=1)
    marks = viewer.marks
    assert len(marks) >= 2 and viewer.step == marks[0].step - 1
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.add_style_tag(content=(STATIC / "widgets.css").read_text())
    page.evaluate(FAKE_WIDGET_HOST, [viewer._esm, viewer.html, True])
    page.locator('.gw-review [data-review="next"]').click()
    # The replay steps to the second graded move, and says so to Python as any viewer does.
    assert page.evaluate("window.widget.model.values.step") == marks[1].step - 1
    assert page.locator('[data-review-card="1"]').is_visible()
    page.close()
    assert not problems, problems


def test_every_widget_brings_the_cjk_font_into_jupyterlab() -> None:
    """JupyterLab cannot fetch the package's font file: each widget's style sheet holds it
    inline (the regular weight, byte for byte) and names it first in JupyterLab's font lists
    inside outputs, with the widget style sheet itself."""
    import base64

    from gupai_widgets.render.cjk_font import FILES
    from gupai_widgets.widgets import Lesson, ReviewViewer

    regular = (STATIC / FILES[400]).read_bytes()
    for widget in (ReplayViewer, ReviewViewer, PlayTable, Lesson):
        css = widget._css
        assert isinstance(css, str) and css.count("@font-face") == 1, widget
        url = re.search(r'src:url\("data:font/woff2;base64,([^"]+)"\)', css)
        assert url and base64.b64decode(url[1]) == regular
        assert '.jp-OutputArea-output{--jp-content-font-family:"GuPai CJK",' in css
        assert (STATIC / "widgets.css").read_text("utf-8") in css
