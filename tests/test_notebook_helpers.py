"""The helpers the notebooks share (gupai_widgets/notebook.py) and the drawing of pieces in
named groups they use (render/groups.py)."""

from __future__ import annotations

import re

import pytest

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.render import groups_svg

# The JieLong page's deal (and tests/games/test_jielong.py's): P1's eight tiles first.
JIELONG = """2:2 3:3 6:5 5:4 4:4 6:2 3:2 6:5  1:1 6:4 2:1 6:1 6:3 3:1 5:2 4:3
             6:1 3:3 2:2 5:5 3:1 4:4 5:1 6:4  4:1 1:1 5:5 4:2 5:3 6:6 6:6 5:1"""
JIELONG_HANDS = [JIELONG.split()[at : at + 8] for at in range(0, 32, 8)]


def jielong() -> gw.State:
    return nb.deal("jielong", JIELONG)


# -- tables --------------------------------------------------------------------------------------


def test_table_cells_are_escaped_html_and_markdown_stays_literal() -> None:
    html = nb.table(["<b>Name</b>", "Text"], [("<script>x</script>", "*not bold* | [6:6]")])
    shown = html._repr_html_()
    assert "<script>" not in shown and "<b>" not in shown
    assert "&lt;script&gt;x&lt;/script&gt;" in shown and "&lt;b&gt;Name&lt;/b&gt;" in shown
    # Markdown means nothing in an HTML table: the pipe does not split the cell.
    assert "<td>*not bold* | [6:6]</td>" in shown
    assert shown.count("<td>") == 2


def test_table_cells_line_breaks_lists_none_and_drawings() -> None:
    hand = gw.Hand("6:6 1:1")
    shown = nb.table(["a", "b", "c", "d"], [("one\ntwo", [1, -2], None, hand)])._repr_html_()
    assert "<td>one<br>two</td>" in shown
    assert "<td>1, -2</td>" in shown
    assert "<td></td>" in shown
    assert hand.svg() in shown  # a drawing is drawn in its cell


def test_table_text_form_has_no_memory_address() -> None:
    text = repr(nb.table(["x"], [(gw.Hand("6:6"),)], caption="Payments"))
    assert text.splitlines()[:2] == ["Payments", "x"]
    assert "0x" not in text


@pytest.mark.parametrize(
    "header, rows, named",
    [
        ("Tile", [], "header is a list of column names"),
        (["a", "b"], [(1, 2), (3,)], "row 2 should have one cell for each of the 2 columns"),
        (["a"], "abc", "rows are a list of rows"),
    ],
)
def test_table_refuses_bad_input_saying_what_is_wrong(header, rows, named) -> None:
    with pytest.raises(ValueError, match=re.escape(named)):
        nb.table(header, rows)


def test_options_lists_every_option_of_the_game() -> None:
    table = nb.options("jielong")
    spec = gw.load_game("jielong").spec
    assert [row[0] for row in table.rows] == [o.name for o in spec.options]
    assert table.rows[0] == ("two_arms", "False", "False, True", spec.options[0].help)


def test_results_shows_signed_payments_and_scores_of_each_position() -> None:
    state = nb.play_out(jielong())
    table = nb.results({"deal": state, "again": state.result()}, label="Run", scores="Pips")
    assert table.header == ("Run", "Pips", "P1", "P2", "P3", "P4")
    assert table.caption == "Payments in pips"
    payments = state.result().payments
    # Signed as people write amounts: "+8", "−8" with a true minus sign, "0".
    assert table.rows[0][2:] == tuple(f"{p:+d}".replace("-", "−") if p else "0" for p in payments)
    assert table.rows[0][1] == list(state.result().scores)
    assert table.rows[0][1:] == table.rows[1][1:]


def test_results_refuses_anything_but_states_and_results() -> None:
    with pytest.raises(ValueError, match="'x' should be a state or a Result"):
        nb.results({"x": 3})
    with pytest.raises(ValueError, match="dict of name"):
        nb.results([])


def test_odds_counts_each_outcome_most_frequent_first() -> None:
    table = nb.odds(["fours", "ones", "fours", "fours"], of=8, label="Kind")
    assert table.header == ("Kind", "Count", "Share")
    assert table.rows == (("fours", "3 of 8", "37.5%"), ("ones", "1 of 8", "12.5%"))


@pytest.mark.parametrize(
    "outcomes, of, named",
    [
        (["a"], 0, "whole number above 0"),
        ({"a": 3}, 5, "outcome of each try"),
        (["a", "b", "c"], 2, "3 outcomes came in only 2 tries"),
    ],
)
def test_odds_refuses_bad_input(outcomes, of, named) -> None:
    with pytest.raises(ValueError, match=named):
        nb.odds(outcomes, of=of)


# Where a search bot overruled a game's bot, kept as scripts/page_stats.py keeps them: the
# gains +1, +2, +3 and +6 of a lead (mean 3, standard error (3.5 / 4) ** 0.5 = 0.94), and
# plays where it never differed.
CHOICES = {
    "lead": {"moves": 2000, "differ": 4, "sum": 12, "squares": 50, "heavier": 3, "lighter": 1},
    "play": {"moves": 10, "differ": 0, "sum": 0, "squares": 0, "heavier": 0, "lighter": 0},
}


def test_gain_is_the_mean_and_its_standard_error() -> None:
    assert nb.gain(CHOICES["lead"], 4) == "+3.0 ± 0.9"
    assert nb.gain(CHOICES["lead"], 4, digits=2) == "+3.00 ± 0.94"


def test_search_table_shows_each_kind_of_move_and_its_gain() -> None:
    shown = repr(nb.search_table(CHOICES, unit="pips"))
    assert shown.splitlines() == [
        "Move | Moves | Search differs | Its tile heavier / lighter | Gain (pips)",
        "lead | 2,000 | 4 (0%) | 3 / 1 | +3.0 ± 0.9",
        "play | 10 | 0 (0%) | 0 / 0 | –",
    ]
    without = {kind: {k: v for k, v in c.items() if k not in ("heavier", "lighter")}
               for kind, c in CHOICES.items()}  # fmt: skip
    shown = repr(nb.search_table(without, unit="chips", digits=2, kind="Decision"))
    assert shown.splitlines()[:2] == [
        "Decision | Decisions | Search differs | Gain (chips)",
        "lead | 2,000 | 4 (0%) | +3.00 ± 0.94",
    ]


def test_search_table_labels_the_choices_of_each_form_of_the_game() -> None:
    shown = repr(nb.search_table(CHOICES, CHOICES, unit="pips", weights="", forms=("a", "b")))
    assert shown.splitlines() == [
        "Form | Move | Moves | Search differs | Gain (pips)",
        "a | lead | 2,000 | 4 (0%) | +3.0 ± 0.9",
        "a | play | 10 | 0 (0%) | –",
        "b | lead | 2,000 | 4 (0%) | +3.0 ± 0.9",
        "b | play | 10 | 0 (0%) | –",
    ]
    with pytest.raises(ValueError, match="1 forms for 2 sets of choices"):
        nb.search_table(CHOICES, CHOICES, unit="pips", forms=("a",))


def test_tricks_lists_each_trick_with_its_taker() -> None:
    # The takers read off the table must be those the game records trick by trick.
    replay = gw.play(gw.load_game("tianjiu"), seed=212)
    takers = []
    states = replay.states()
    for before, after in zip(states, states[1:], strict=False):
        taken = after.observe(None).facts.last_trick
        if taken and taken != before.observe(None).facts.last_trick:
            takers.append(f"P{taken.winner + 1}")
    table = nb.tricks(replay)
    assert [row[2] for row in table.rows] == takers
    assert [row[0] for row in table.rows] == list(range(1, len(takers) + 1))
    first = table.rows[0][1]
    assert first.startswith(f"{replay.captions[0][:2]} ") and "★" in first


def test_tricks_reads_a_replay_only() -> None:
    with pytest.raises(ValueError, match="reads a Replay"):
        nb.tricks(jielong())


# -- moves ---------------------------------------------------------------------------------------


def test_deal_cuts_the_text_into_the_hands_the_game_deals() -> None:
    assert jielong().deal_setup() == nb.deal("jielong", JIELONG_HANDS).deal_setup()
    setup = jielong().deal_setup()
    assert sorted(map(str, setup.hands[0])) == sorted(JIELONG_HANDS[0])
    assert setup.seed == 1  # the same later deals on every run


def test_deal_takes_options_with_a_game_id_and_plays_its_moves() -> None:
    state = nb.deal("jielong", JIELONG, "P1 leads 6:5", two_arms=True)
    assert state.game.options["two_arms"] is True
    assert [a.short for a in state.history] == ["6:5"]


@pytest.mark.parametrize(
    "hands, error, named",
    [
        ("6:6 1:1", gw.DealError, "deals 32 pieces (8, 8, 8, 8 to the seats), not 2"),
        (JIELONG.replace("6:5", "7:7", 1), gw.DealError, "P1's hand: cannot read a tile"),
    ],
)
def test_deal_refuses_the_wrong_pieces(hands, error, named) -> None:
    with pytest.raises(error, match=re.escape(named)):
        nb.deal("jielong", hands)


def test_deal_refuses_options_for_a_game_already_loaded() -> None:
    with pytest.raises(gw.OptionError, match=r"two_arms\) go with a game id"):
        nb.deal(gw.load_game("jielong"), JIELONG, two_arms=True)


def test_play_applies_moves_in_order_and_returns_each_caption() -> None:
    moves = ["P1 leads 6:5 with the 5 open", "5:2", "P3 plays 2:2 on the 2"]
    expected, by_hand = [], jielong()
    for move in moves:
        expected.append(by_hand.explain(move))
        by_hand.apply_action(move)
    state = jielong()
    captions = nb.play(state, moves[0], ", ".join(moves[1:]))
    assert list(captions) == expected
    assert state.to_dict() == by_hand.to_dict()


def test_an_illegal_move_is_named_and_nothing_is_applied() -> None:
    state = jielong()
    before = state.to_dict()
    with pytest.raises(gw.IllegalActionError) as refused:
        nb.play(state, "P1 leads 6:5 with the 5 open", "P2 plays 6:4 on the 6", "5:2")
    message = str(refused.value)
    assert message.startswith("move 2 of 3: 'P2 plays 6:4 on the 6' is not legal now")
    assert "P2 plays 5:2 on the 5" in message  # what is allowed
    assert state.to_dict() == before


def test_play_refuses_a_move_that_is_not_text_or_an_action() -> None:
    state = jielong()
    with pytest.raises(gw.IllegalActionError, match="not 42"):
        nb.play(state, 42)
    assert not state.history


def test_attempt_makes_legal_moves_and_refuses_illegal_ones_without_change() -> None:
    state = jielong()
    said = nb.attempt(state, "P2 plays 6:4 on the 6", "6:5 open 5", "P3 plays 2:2 on the 2")
    assert said[0].startswith("Refused: 'P2 plays 6:4 on the 6' is not legal now")
    assert said[1].startswith("P1 leads 6:5 with the 5 open:")
    assert said[2].startswith("Refused: 'P3 plays 2:2 on the 2' is not legal now (P2 to move)")
    assert [a.short for a in state.history] == ["6:5 open 5"]


def test_captions_wrap_long_lines_and_slice_to_captions() -> None:
    captions = nb.Captions(["word " * 30, "short"])
    lines = str(captions).splitlines()
    assert all(len(line) <= nb.WIDTH for line in lines)
    assert lines[1].startswith("    ") and lines[-1] == "short"
    assert isinstance(captions[-1:], nb.Captions) and str(captions[-1:]) == "short"


def test_play_out_finishes_the_deal_with_first_legal_moves() -> None:
    state = nb.play_out(jielong())
    assert state.is_terminal()
    replayed = jielong()
    for action in state.history:
        assert action == replayed.legal_actions()[0]
        replayed.apply_action(action)


# -- drawings ------------------------------------------------------------------------------------


def test_groups_draw_each_name_under_its_pieces_escaped() -> None:
    svg = nb.groups([("<Nines> & co", "6:3 5:4"), ("Supreme", [gw.Tile(4, 2), "2:1"])]).markup
    assert "&lt;Nines&gt; &amp; co" in svg and "<Nines>" not in svg
    assert svg.count("<text ") == 2
    assert "Supreme: 4:2 2:1" in svg  # the title names the pieces


def test_groups_under_a_heading() -> None:
    drawing = nb.groups([("Nines pair", "6:3 5:4")], label="military pair (4) <&>")
    assert "military pair (4) &lt;&amp;&gt;</text>" in drawing.markup
    assert 'aria-label="military pair (4) &lt;&amp;&gt;: Nines pair: 6:3 5:4"' in drawing.markup
    assert repr(drawing) == "<military pair (4) <&>>"


def test_groups_on_a_page_wrap_each_group_at_its_own_size() -> None:
    """In HTML each group is a drawing of its own in a flex box no wider than `width`, so a
    phone puts the next group on the next line rather than shrinking the row."""
    named = [("<Nines>", "6:3 5:4"), ("Supreme", "4:2 2:1"), ("Heaven", "6:6 6:6")]
    drawing = nb.groups(named, height=40, width=300, label="pairs")
    page = drawing._repr_html_()
    assert page.startswith('<div class="gw-flow" role="img" aria-label="pairs: &lt;Nines&gt;')
    assert "flex-wrap:wrap" in page and "max-width:300px" in page
    drawings = re.findall(r'<svg [^>]*width="([\d.]+)" height="([\d.]+)"[^>]*aria-hidden', page)
    assert len(drawings) == 3 + 1  # the definitions' own, then one per group
    assert {float(h) for _, h in drawings[1:]} == {40 + 11 + 4}  # pieces, then the name
    # A group wider than `width` gets a row of its own, at its own size.
    narrow = nb.groups(named, height=40, width=20)._repr_html_()
    widest = max(float(w) for w, _ in drawings[1:])
    assert f"max-width:{widest:g}px" in narrow
    assert page.count("<symbol") == 5 and page.count('<use href="#gw-t-') == 6  # once each
    assert (
        drawing._repr_svg_()
        == drawing.markup
        == groups_svg(named, height=40, width=300, label="pairs")
    )


def test_a_hand_on_a_page_wraps_at_most_per_row_a_line() -> None:
    hand = gw.Hand("6:6 1:1 4:4", captions=["Heaven", "Earth", "Man"], per_row=2, gap=5)
    page = hand._repr_html_()
    assert page == hand.html() and "gw-pair" not in page
    cells = re.findall(r'<svg [^>]*width="([\d.]+)"[^>]*aria-hidden="true"[^>]*>(.*?)</svg>', page)
    assert [body.count("<use ") for _, body in cells[1:]] == [1, 1, 1]
    assert ">Earth</text>" in cells[2][1]  # each caption under its own piece
    width = float(cells[1][0])
    assert f"max-width:{2 * width + 5:g}px" in page
    assert hand._repr_svg_() == hand.svg()


def test_groups_draw_a_line_of_tiles_lying_end_to_end() -> None:
    # A line as TableView gives it: (left half, right half) per tile; a tile lies reversed
    # when its lower half is on the left.
    svg = groups_svg([("dragon", ((6, 4), (4, 1)))], height=40)
    assert 'aria-label="dragon: 6:4 4:1"' in svg
    assert svg.split("</defs>")[1].count("<use ") == 2  # two tiles placed, each defined once


def test_groups_wrap_into_rows_no_wider_than_asked() -> None:
    one_row = groups_svg([(str(n), "6:6 6:6") for n in range(3)], width=1000)
    two_rows = groups_svg([(str(n), "6:6 6:6") for n in range(3)], width=100)
    height = re.compile(r'height="([\d.]+)"')
    assert float(height.search(two_rows).group(1)) > float(height.search(one_row).group(1))


@pytest.mark.parametrize(
    "named, error, message",
    [
        ("6:6", ValueError, "list of (name, pieces)"),
        ([("only a name",)], ValueError, "group 1 should be (name, pieces)"),
        ([("x", "9:9")], gw.PieceError, "cannot read"),
    ],
)
def test_groups_refuse_bad_input(named, error, message) -> None:
    with pytest.raises(error, match=re.escape(message)):
        nb.groups(named)


def test_centre_names_each_play_of_a_trick() -> None:
    state = nb.deal("deer_hunt", JIELONG, "P1 leads 6:5, P2 plays 6:4", deals=1)
    svg = nb.centre(state).markup
    assert re.search(r'aria-label="P1 [^;"]*★: 6:5; P2: 6:4"', svg)


def test_centre_of_a_connecting_game_is_its_line() -> None:
    state = nb.deal("jielong", JIELONG, "P1 leads 6:5 with the 5 open, 5:2")
    assert 'aria-label=": 6:5 5:2"' in nb.centre(state).markup


def test_side_by_side_draws_each_position_with_its_label() -> None:
    before, after = jielong(), nb.deal("jielong", JIELONG, "P1 leads 6:5 with the 5 open")
    shown = nb.side_by_side(before, after.table(0), labels=["start", "<after>"])._repr_html_()
    assert shown.count("<figure") == 2 and shown.count("<svg") >= 2
    # Each table in both layouts, in a figure as wide as its wide one that measures itself.
    assert shown.count('class="gw-table gw-pair"') == 2
    assert shown.count(";container-type:inline-size") == 2
    assert "<figcaption>&lt;after&gt;</figcaption>" in shown


@pytest.mark.parametrize(
    "positions, labels, message",
    [
        ((1,), (), "two or more positions, not 1"),
        ((1, 2), ("a",), "1 labels for 2 positions"),
        ((gw.Hand("6:6"), "x"), (), "position 2 should be a state, a TableView or a drawing"),
    ],
)
def test_side_by_side_refuses_bad_input(positions, labels, message) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        nb.side_by_side(*positions, labels=labels)


def test_a_state_draws_itself_in_both_layouts_in_html_and_in_one_as_svg() -> None:
    """HTML (a notebook, the site) gets the wide and the narrow layout, so a phone shows the
    narrow one; an SVG-only reader gets the wide one."""
    from gupai_widgets.render.table import board_svg

    state = jielong()
    assert state._repr_html_() == board_svg(state.table(None))
    assert 'class="gw-table gw-pair"' in state._repr_html_()
    assert state._repr_svg_() == gw.render.table_svg(state.table(None))
    assert "gw-pair" not in state._repr_svg_()


def test_the_notebook_module_is_reachable_from_the_package() -> None:
    assert gw.notebook is nb


def test_a_plot_is_the_same_svg_every_time_and_styles_only_itself() -> None:
    from matplotlib.figure import Figure

    def drawn() -> str:
        figure = Figure(figsize=(3, 2))
        figure.subplots().bar(["a", "b"], [1, 2])
        return nb.plot(figure, "two bars").markup

    first = drawn()
    assert first == drawn() and first.startswith('<svg class="gw-plot" ')
    # A style rule for every element, inline in a page, would reach the tiles drawn on it
    # (their pips are round-capped strokes): every rule the plot brings is scoped to it.
    for style in re.findall(r"<style[^>]*>(.*?)</style>", first, re.S):
        rules = [r.strip() for r in style.split("}") if r.strip()]
        assert rules and all(r.startswith(".gw-plot") for r in rules), rules
