"""The review of a seat's own game (issue 32): every move of the seat with a choice, graded
by the search bot from what the seat could see, with the cost and a reason."""

from __future__ import annotations

import io
from xml.etree import ElementTree

import pytest

import gupai_widgets as gw
from gupai_widgets.bots.base import RandomBot
from gupai_widgets.live_table import LiveTable
from gupai_widgets.render.replay import ReplayFrames
from gupai_widgets.render.review import MARK_WORDS, review_html
from gupai_widgets.review import MARKS, MoveReview
from gupai_widgets.terminal import TerminalTable, table_lines


def parse(markup: str) -> ElementTree.Element:
    return ElementTree.fromstring(f"<root>{markup}</root>")


@pytest.fixture(scope="module")
def careless() -> gw.Replay:
    # P1 plays at random against the game's own bots: some of its moves must cost it.
    game = gw.load_game("tianjiu")
    return gw.play(game, [RandomBot(5), *(game.make_bot(s) for s in range(1, 4))], seed=11)


def test_every_move_with_a_choice_is_graded_once(careless) -> None:
    marks = gw.review(careless, 0)
    states = careless.states()
    chosen = [
        step
        for step, (before, after) in enumerate(zip(states, states[1:], strict=False), start=1)
        if after.history[-1].player == 0 and len(before.legal_actions()) > 1
    ]
    assert [m.step for m in marks] == chosen and chosen
    for mark in marks:
        before = states[mark.step - 1]
        legal = {a.short for a in before.legal_actions()}
        assert mark.played == careless.actions[mark.step - 1] and mark.best in legal
        assert mark.mark in MARKS and mark.unit == "points"
        assert (mark.mark == "best") == (mark.played == mark.best)
        if mark.mark in ("inaccuracy", "mistake", "blunder"):
            assert mark.cost is not None and mark.cost > 0 and mark.best in mark.why


def test_random_play_is_caught_and_the_review_is_repeatable(careless) -> None:
    marks = gw.review(careless, 0)
    assert any(m.mark in ("mistake", "blunder") for m in marks)
    assert gw.review(careless, 0) == marks  # the same seed, the same deals sampled


def test_a_review_refuses_what_it_cannot_do(careless) -> None:
    with pytest.raises(gw.GameError, match="one of 0 to 3"):
        gw.review(careless, 4)
    with pytest.raises(gw.GameError, match="normal or strong"):
        gw.review(careless, 0, level="easy")
    with pytest.raises(gw.GameError, match="no level"):
        gw.review(careless, 0, level="expert")


def test_a_play_table_reviews_your_moves_so_far() -> None:
    from gupai_widgets import PlayTable

    table = PlayTable("jielong", seat=1, seed=3)
    assert table.review() == ()  # no move of yours yet
    while not table.over:
        table.choose(table.legal_actions()[-1])
    assert table.review() == gw.review(table.replay(), 1) != ()


def test_the_review_says_how_far_it_has_come(careless) -> None:
    heard: list[tuple[int, int]] = []
    marks = gw.review(careless, 0, progress=lambda done, total: heard.append((done, total)))
    assert heard == [(done, len(marks)) for done in range(len(marks) + 1)]


# -- the review drawn (render/review.py) ---------------------------------------------------------


def test_the_review_lists_the_marks_and_opens_on_the_first_graded_move(careless) -> None:
    marks = gw.review(careless, 0)
    frames = ReplayFrames(careless, (0,))
    html = review_html(frames, marks, 0)
    root = parse(html).find("section")
    items = root.findall(".//ol[@class='gw-review-moves']/li")
    assert [int(li.get("data-frame")) for li in items] == [m.step - 1 for m in marks]
    assert [li.get("data-mark") for li in items] == [m.mark for m in marks]
    assert [li.get("aria-current") for li in items] == ["step"] + [None] * (len(marks) - 1)
    cards = root.findall(".//div[@data-review-card]")
    assert [c.get("hidden") for c in cards] == [None] + ["hidden"] * (len(marks) - 1)
    for card, mark in zip(cards, marks, strict=True):
        words = " ".join("".join(card.itertext()).split())
        assert mark.played in words and mark.why in words and MARK_WORDS[mark.mark] in words
        if mark.mark != "best":
            assert mark.best in words
    # Only what P1 saw: the replay is P1's view alone, drawn as any replay of it is.
    assert frames.html(marks[0].step - 1, 0) in html
    assert 'data-gw="view"' not in html
    assert "from only what P1 could see" in " ".join("".join(root.itertext()).split())


def test_the_review_escapes_its_text(careless) -> None:
    odd = MoveReview(3, "<b>6:6", "5:5 & co", 1.5, "points", "mistake", '"why" <script>')
    html = review_html(ReplayFrames(careless, (1,)), (odd,), 1)
    assert "<script>" not in html and "<b>6:6" not in html
    words = "".join(parse(html).find("section").itertext())
    assert '"why" <script>' in words and "<b>6:6" in words and "5:5 & co" in words


def test_a_game_with_no_choice_says_there_is_nothing_to_grade(careless) -> None:
    frames = ReplayFrames(careless, (2,))
    html = review_html(frames, (), 2)
    assert "nothing to grade" in html and 'data-review="next"' not in html
    assert frames.html(frames.steps, 2) in html


# -- the live table (site and PlayTable) -----------------------------------------------------------


def test_a_live_table_reviews_on_request_once_the_game_is_over() -> None:
    table = LiveTable("jielong", seat=0, seed=3)
    table.handle({"command": "review"})
    assert "finish it first" in table.error and "gw-review" not in table.live_html()
    while not table.over:
        table.choose(table.legal_actions()[0])
    before = table.live_html()
    assert 'data-command="review"' in before and 'class="gw-review"' not in before
    heard: list[tuple[int, int]] = []
    table.handle({"command": "review"}, progress=lambda *done: heard.append(done))
    html = table.live_html()
    marks = gw.review(table.replay(), 0)
    assert table.error == "" and heard[-1] == (len(marks), len(marks))
    frames = ReplayFrames(table.replay(), (0,))
    assert review_html(frames, marks, 0) in html and 'data-command="review"' not in html
    assert table.review() == marks
    table.undo()  # the game is no longer the one reviewed
    assert "gw-review" not in table.live_html()


# -- a saved game in a notebook and in the terminal ------------------------------------------------


def test_a_review_viewer_shows_a_saved_game_reviewed(careless) -> None:
    from gupai_widgets.widgets.review_viewer import review_viewer

    viewer = review_viewer(careless.to_json(), seat=0)
    marks = gw.review(careless, 0)
    assert viewer.marks == marks and viewer.views == (0,)
    assert viewer.step == marks[0].step - 1
    assert viewer.html == review_html(ReplayFrames(careless, (0,)), marks, 0)
    assert viewer._repr_mimebundle_()[0]["text/html"] == viewer.html
    with pytest.raises(gw.GameError, match="one of 0 to 3"):
        review_viewer(careless, seat=9)
    with pytest.raises(gw.GameError, match="not int"):
        review_viewer(42)  # type: ignore[arg-type]


def test_the_terminal_shows_each_graded_move_on_its_position() -> None:
    game = gw.load_game("jielong")

    def table() -> tuple[io.StringIO, TerminalTable]:
        out = io.StringIO()
        bots = [game.make_bot(0), None, game.make_bot(2), game.make_bot(3)]
        return out, TerminalTable(game, 1, bots, 3, out, echo=True, width=200)

    _, first = table()
    replay = first.run(["1"] * 200)
    assert replay is not None
    states = replay.states()
    mine = sum(state.history[-1].player == 1 for state in states[1:])
    out, again = table()
    assert again.run(["1"] * mine + ["review"]) == replay
    said = " ".join(out.getvalue().split())  # (long lines are wrapped)
    after = said.index("> review")
    for mark in gw.review(replay, 1):
        position = table_lines(states[mark.step - 1].table(1), again.names())
        at = said.index(" ".join(" ".join([*position, str(mark)]).split()), after)
        assert at > after
        after = at
