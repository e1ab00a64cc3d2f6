"""What the notebooks share: tables, deals played from a list of moves with the captions the
rules write, pieces drawn in named groups, positions side by side, and tables of results
and of odds. One way to do each thing:

    import gupai_widgets as gw
    from gupai_widgets import notebook as nb

    nb.table(["Tile", "Pips"], [("[6:6]", 12)])           # a table; its text is escaped
    nb.options("jielong")                                 # a game's options
    state = nb.deal("jielong", HANDS, two_arms=True)      # a fixed deal: its pieces, P1's first
    nb.play(state, "P1 leads 6:5", "5:2 L")               # made in order; their captions
    nb.attempt(state, "P3 discards 1:1 face down")        # tried: refused, or made
    nb.play_out(state)                                    # the rest of the deal, first moves
    nb.results({"default": a, "early_death=True": b})     # payments per seat
    nb.odds(outcome_of_each_deal, of=200)                 # how often each outcome came
    nb.tricks(gw.play(game, seed=7))                      # the tricks of a recorded deal
    nb.groups([("Nines", "6:3 5:4"), ("Supreme", "4:2 2:1")])   # pieces in named groups
    nb.centre(state)                                      # the middle of the table alone
    nb.side_by_side(a, b, labels=["one arm", "two arms"]) # positions in one row
    nb.plot(figure)                                       # a matplotlib figure, as fixed SVG
    nb.search_table(stats["search"]["choices"], unit="pips")  # where the search bot differs

A position draws itself (`state` as a cell's last expression); `gw.render.table_svg(
state.table(seat))` draws it as one seat sees it.
"""

from __future__ import annotations

import html
import json
import re
import textwrap
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .engine import (
    Action,
    Game,
    IllegalActionError,
    OptionError,
    Result,
    State,
    game_class,
    load_game,
)
from .engine.action import pieces_text, seat_name, signed
from .engine.errors import DealError
from .engine.table import Group, TableView
from .pieces.errors import excerpt
from .render.groups import GroupPieces, groups_html, groups_svg
from .render.hand import split_pieces
from .render.notebook_assets import with_notebook_assets
from .render.table import board_svg
from .replay import Replay

WIDTH = 76  # characters in a line of captions: a page's text column without scrolling


# -- tables ------------------------------------------------------------------------------------


def _is_drawing(value: Any) -> bool:
    return callable(getattr(value, "_repr_svg_", None))


def _cell_text(value: Any) -> str:
    if value is None:
        return ""
    if _is_drawing(value):
        return repr(value)
    if isinstance(value, Sequence) and not isinstance(value, str):
        return ", ".join(map(_cell_text, value))
    return str(value)


def _cell_html(value: Any) -> str:
    if _is_drawing(value):
        return value._repr_svg_()
    return html.escape(_cell_text(value)).replace("\n", "<br>")


@dataclass(frozen=True)
class Table:
    """Rows under a header, shown as an HTML table (and as text outside a notebook).

    A cell is text, shown as written (HTML and Markdown are escaped; a line break starts a
    new line), a number, a list (its items joined by commas), None (empty) or a drawing (a
    `Hand`, `groups`, a position), drawn in place.
    """

    header: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    caption: str = ""

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in self.header)
        body = "".join(
            "<tr>" + "".join(f"<td>{_cell_html(c)}</td>" for c in row) + "</tr>"
            for row in self.rows
        )
        caption = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        table = f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        return with_notebook_assets(table)

    def __repr__(self) -> str:
        lines = [self.header, *((_cell_text(c) for c in row) for row in self.rows)]
        text = "\n".join(" | ".join(str(c).replace("\n", " ") for c in line) for line in lines)
        return f"{self.caption}\n{text}" if self.caption else text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))


def table(header: Sequence[str], rows: Sequence[Sequence[Any]], caption: str = "") -> Table:
    """A table of `rows`, each with one cell per column of `header` (see `Table` for what a
    cell may be); `caption` is a line above it."""
    if isinstance(header, str) or not isinstance(header, Sequence) or not header:
        raise ValueError(f"a table's header is a list of column names, not {excerpt(header)}")
    if isinstance(rows, str) or not isinstance(rows, Sequence):
        raise ValueError(f"a table's rows are a list of rows, not {excerpt(rows)}")
    for number, row in enumerate(rows, 1):
        if isinstance(row, str) or not isinstance(row, Sequence) or len(row) != len(header):
            raise ValueError(
                f"row {number} should have one cell for each of the {len(header)} columns, "
                f"not {excerpt(row)}"
            )
    return Table(tuple(map(str, header)), tuple(map(tuple, rows)), caption)


def options(game: Game | str) -> Table:
    """The options of `game` (a Game or a game id): each name, default, choices and what
    it does."""
    if isinstance(game, str):
        game = load_game(game)
    return table(
        ["Option", "Default", "Choices", "What it does"],
        [(o.name, repr(o.default), ", ".join(map(repr, o.choices)), o.help)
         for o in game.spec.options],
    )  # fmt: skip


def results(rows: Mapping[str, State | Result], label: str = "", scores: str = "") -> Table:
    """What each position (or Result) settles, a row each under its name: the payments per
    seat, signed; with `scores` ("Tricks", "Pips") a column of the scores, so headed."""
    if not isinstance(rows, Mapping) or not rows:
        raise ValueError(f"results are a dict of name -> state or Result, not {excerpt(rows)}")
    settled = {}
    for name, value in rows.items():
        if not isinstance(value, State | Result):
            raise ValueError(f"{name!r} should be a state or a Result, not {excerpt(value)}")
        settled[name] = value.result() if isinstance(value, State) else value
    seats = len(next(iter(settled.values())).payments)
    header = [label, *([scores] if scores else []), *map(seat_name, range(seats))]
    return table(
        header,
        [(name, *([list(r.scores)] if scores else []), *map(signed, r.payments))
         for name, r in settled.items()],
        caption=f"Payments in {next(iter(settled.values())).unit}",
    )  # fmt: skip


def odds(outcomes: Iterable[Any], of: int, label: str = "") -> Table:
    """How often each outcome came in `of` tries (deals, matches): `outcomes` holds one
    entry for every time an outcome came; each is counted, most frequent first, and shown
    with its share of the tries."""
    if type(of) is not int or of < 1:
        raise ValueError(f"`of` is the number of tries, a whole number above 0, not {of!r}")
    if isinstance(outcomes, str | Mapping) or not isinstance(outcomes, Iterable):
        raise ValueError(
            f"outcomes are the outcome of each try that had one, not {excerpt(outcomes)}"
        )
    counts = Counter(outcomes)
    if sum(counts.values()) > of:
        raise ValueError(f"{sum(counts.values())} outcomes came in only {of} tries")
    return table(
        [label, "Count", "Share"],
        [(outcome, f"{count} of {of}", f"{100 * count / of:.1f}%")
         for outcome, count in counts.most_common()],
    )  # fmt: skip


def tricks(replay: Replay) -> Table:
    """The tricks of a recorded trick-taking match, one row each: every play in turn (★ on
    the one that took the trick, "down" on one laid face down) and who took it. A trick is
    read off the open table at the moment it is complete, when its middle holds a play of
    every seat."""
    if not isinstance(replay, Replay):
        raise ValueError(f"tricks reads a Replay (gw.play(...)), not {excerpt(replay)}")
    rows: list[tuple[int, str, str]] = []
    for state in replay.states()[1:]:
        view = state.table(None)
        plays = view.centre.groups
        if view.centre.kind == "trick" and len(plays) == len(view.seats):
            shown = " · ".join(
                f"{_seat_text(p.seat)} {pieces_text(p.pieces)}{' ★' * p.best}{' down' * p.down}"
                for p in plays
            )
            rows.append((len(rows) + 1, shown, next(_seat_text(p.seat) for p in plays if p.best)))
    return table(["Trick", "Plays, in turn", "Taken by"], rows)


# -- moves -------------------------------------------------------------------------------------


class Captions(tuple):
    """Captions of moves (or what the rules said to them), shown one to a line, a long one
    wrapped. A slice is Captions too: `nb.play(...)[-1:]` shows the last alone."""

    def __new__(cls, captions: Sequence[str] = ()) -> Captions:
        return super().__new__(cls, map(str, captions))

    def __getitem__(self, key: Any) -> Any:
        item = super().__getitem__(key)
        return Captions(item) if isinstance(key, slice) else item

    def __str__(self) -> str:
        return "\n".join(
            textwrap.fill(line, WIDTH, subsequent_indent="    ")
            for caption in self
            for line in caption.splitlines()
        )

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _moves(moves: Sequence[Action | str]) -> list[Action | str]:
    listed: list[Action | str] = []
    for move in moves:
        if isinstance(move, Action):
            listed.append(move)
        elif isinstance(move, str):
            listed += [m.strip() for m in move.replace("\n", ",").split(",") if m.strip()]
        else:
            raise IllegalActionError(
                f"a move is an Action, its short notation or its sentence, not {excerpt(move)}"
            )
    return listed


def play(state: State, *moves: Action | str) -> Captions:
    """Apply `moves` to `state` in order and return their captions, each written before its
    move as a replay's are. A move is an Action, its short notation or its sentence; one
    text may hold several, separated by commas or line breaks. If a move is illegal,
    IllegalActionError names it and nothing is applied: the state stays as it was."""
    listed = _moves(moves)
    trial = state.clone()
    for number, move in enumerate(listed, 1):
        try:
            trial.apply_action(move)
        except IllegalActionError as exc:
            raise IllegalActionError(f"move {number} of {len(listed)}: {exc}") from None
    captions = []
    for move in listed:
        captions.append(state.explain(move))
        state.apply_action(move)
    return Captions(captions)


def attempt(state: State, *moves: Action | str) -> Captions:
    """Try `moves` in turn, as a player at the table would: a legal move is made and its
    caption shown; an illegal one is refused, shown as "Refused: " and the reason (which
    says what is allowed), and changes nothing. Returns what the rules said to each."""
    said = []
    for move in _moves(moves):
        try:
            said.append(state.explain(move))
        except IllegalActionError as exc:
            said.append(f"Refused: {exc}")
        else:
            state.apply_action(move)
    return Captions(said)


SETUP = ("seed", "rest", "dealer", "deal_number")  # new_initial_state's keywords of a deal


def deal(
    game: Game | str,
    hands: str | Sequence[Any] | None = None,
    moves: str | Sequence[Action | str] = (),
    **keywords: Any,
) -> State:
    """A fixed deal, and `moves` played on it as `play` plays them (captions unseen).

    `game` is a Game, or a game id with its options (and `players`) as keywords. `hands`
    is a text of every dealt piece in seat order, P1's hand first, cut into hands of the
    sizes the game deals (its line breaks are only layout), or a list of hands; None deals
    them from the seed. Pieces are read as `Hand` reads them ("6:6 1:1", "J♠ 10♥", "5 of
    Swords, Sun"). The keywords seed, rest (a text or a list), dealer and deal_number go to
    `new_initial_state`; the seed is 1 unless given, so a notebook deals the same every run.
    """
    extra = game_class(game).deal_facts if isinstance(game, str) else game.deal_facts
    setup = {name: keywords.pop(name) for name in SETUP + extra if name in keywords}
    if isinstance(game, str):
        game = load_game(game, **keywords)
    elif keywords:
        raise OptionError(
            f"options ({', '.join(sorted(keywords))}) go with a game id, as in "
            f"nb.deal({game.id!r}, ...), not with a game already loaded"
        )
    if isinstance(hands, str):
        pieces = split_pieces(hands)  # read by the game, which names a seat's bad piece
        sizes = game.hand_sizes()
        if len(pieces) != sum(sizes):
            raise DealError(
                f"{game.spec.name} for {game.players} players deals {sum(sizes)} pieces "
                f"({', '.join(map(str, sizes))} to the seats), not {len(pieces)}"
            )
        hands = [pieces[sum(sizes[:seat]) : sum(sizes[: seat + 1])] for seat in range(len(sizes))]
    if isinstance(setup.get("rest"), str):
        setup["rest"] = split_pieces(setup["rest"])
    setup.setdefault("seed", 1)
    state = game.new_initial_state(hands=hands, **setup)
    play(state, *([moves] if isinstance(moves, str) else moves))
    return state


def play_out(state: State) -> State:
    """Finish the deal (or round: the chapter) being played, every seat making its first
    legal move: for a deal whose outcome is already settled, to reach its settlement.
    Returns the state."""
    number = state.chapter
    while not state.is_terminal() and state.chapter == number:
        state.apply_action(state.legal_actions()[0])
    return state


# -- drawings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Html:
    """Markup that shows itself in a notebook; `title` says in words what it shows."""

    markup: str
    title: str

    def _repr_html_(self) -> str:
        return with_notebook_assets(self.markup)

    def __repr__(self) -> str:
        return f"<{self.title}>"


@dataclass(frozen=True, repr=False)
class Drawing(Html):
    """An SVG drawing that shows itself in a notebook (and in a table's cell); `page`, if
    given, is how it shows on its own in HTML instead: drawings that wrap on a narrow page
    rather than shrink (render/pieces_row.py `flow`)."""

    page: str = ""

    def _repr_html_(self) -> str:
        return with_notebook_assets(self.page or self.markup)

    def _repr_svg_(self) -> str:
        return self.markup


def groups(
    named: Sequence[tuple[str, GroupPieces]],
    *,
    label: str = "",
    height: float = 36.0,
    width: float = 640.0,
) -> Drawing:
    """Pieces in named groups, each name under its pieces, the groups in rows no wider than
    `width`, under a heading `label` if given: `named` is a list of (name, pieces), the
    pieces as `Hand` reads them ("6:3 5:4") or a line of tiles lying end to end, as (left
    half, right half) pairs (`state.table().centre.line`). `height` is a standing piece's."""
    if isinstance(named, str) or not isinstance(named, Sequence):
        raise ValueError(f"groups are a list of (name, pieces), not {excerpt(named)}")
    title = label or "; ".join(str(group[0]) for group in named if isinstance(group, Sequence))
    return Drawing(
        groups_svg(named, height=height, width=width, label=label),
        title,
        groups_html(named, height=height, width=width, label=label),
    )


def centre(state: State) -> Drawing:
    """The middle of the table alone, all open, small: each group named by its seat and its
    label (a trick's plays, ★ on the one that holds the trick, "down" on one laid face
    down; a lake's or a layout's groups), or a line of tiles."""
    middle = state.table(None).centre
    named: list[tuple[str, GroupPieces]]
    if middle.kind == "line":
        named = [("", middle.line)] if middle.line else []
    else:
        # The open view hides no piece: leaving out None only tells the type checker so.
        named = [
            (_group_name(group), [p for p in group.pieces if p is not None])
            for group in middle.groups
        ]
    title = middle.words or "the middle of the table"
    return Drawing(groups_svg(named, height=56.0), title, groups_html(named, height=56.0))


def _seat_text(seat: int | None) -> str:
    """A group's seat ("P1"), or "" for a group of nobody's."""
    return "" if seat is None else seat_name(seat)


def _group_name(group: Group) -> str:
    seat = _seat_text(group.seat)
    return " ".join(filter(None, (seat, group.label, "★" * group.best, "down" * group.down)))


def side_by_side(*positions: Any, labels: Sequence[str] = ()) -> Html:
    """Two or more positions in a row, each a State (drawn with every hand open), a
    TableView (as its seat sees it) or a drawing (a `Hand`, `groups`), with its label under
    it. Each keeps its own size; those that do not fit beside the others go to the next
    line, shrunk at most to the width of the page, where a table shows its narrow layout
    (as a replay's does), so a whole table stays legible."""
    if len(positions) < 2:
        raise ValueError(f"side_by_side shows two or more positions, not {len(positions)}")
    if labels and len(labels) != len(positions):
        raise ValueError(f"{len(labels)} labels for {len(positions)} positions")
    figures = []
    for index, position in enumerate(positions):
        if isinstance(position, State | TableView):
            view = position.table(None) if isinstance(position, State) else position
            svg = board_svg(view)
            # A table in two layouts has no size of its own in a box that measures itself
            # (widgets.css): the figure is as wide as the wide layout, less if the page is
            # narrower, and the layout that fits that width shows, filling it.
            wide = re.search(r'width="([\d.]+)"', svg)
            assert wide is not None  # svg_open gives every table its width
            figure = f"flex:0 1 {wide[1]}px;container-type:inline-size"
            svg = svg.replace("<svg ", '<svg style="display:block;width:100%;height:auto" ', 1)
        elif _is_drawing(position):
            # A drawing wider than the page shrinks to it, keeping its proportions.
            figure = "max-width:100%"
            svg = position._repr_svg_().replace(
                "<svg ", '<svg style="max-width:100%;height:auto" ', 1
            )
        else:
            raise ValueError(
                f"position {index + 1} should be a state, a TableView or a drawing, "
                f"not {excerpt(position)}"
            )
        label = f"<figcaption>{html.escape(labels[index])}</figcaption>" if labels else ""
        figures.append(f'<figure style="margin:0;{figure}">{svg}{label}</figure>')
    row = (
        '<div style="display:flex;flex-wrap:wrap;gap:16px 40px;align-items:flex-start">'
        f"{''.join(figures)}</div>"
    )
    return Html(row, "; ".join(labels) or f"{len(positions)} positions side by side")


__all__ = [
    "Captions",
    "Drawing",
    "Html",
    "Table",
    "attempt",
    "centre",
    "deal",
    "groups",
    "odds",
    "options",
    "play",
    "play_out",
    "results",
    "side_by_side",
    "table",
    "tricks",
]


# -- plots -------------------------------------------------------------------------------------


def stats(name: str) -> Any:
    """The counts a page shows that take minutes to make (the bots' play of thousands of
    deals, a solver's run over every layout): `<name>.stats.json`, written beside the
    notebook by the script its page names (scripts/page_stats.py and the like) and read
    from the notebook's folder, where a notebook runs."""
    return json.loads(Path(f"{name}.stats.json").read_text(encoding="utf-8"))


def gain(counts: Mapping[str, Any], n: int, digits: int = 1) -> str:
    """The mean of `n` values kept as their `sum` and sum of `squares` (how
    scripts/page_stats.py keeps a gain), ± its standard error: "+5.3 ± 0.4"."""
    mean = counts["sum"] / n
    error = ((counts["squares"] / n - mean * mean) / n) ** 0.5
    return f"{mean:+.{digits}f} ± {error:.{digits}f}"


def search_table(
    *choices: Mapping[str, Mapping[str, Any]],
    unit: str,
    digits: int = 1,
    kind: str = "Move",
    weights: str = "Its tile heavier / lighter",
    forms: Sequence[str] = (),
) -> Table:
    """Where the search bot overrules the game's bot, by kind of move: the page's "How to
    play well" table from a page's `stats["search"]["choices"]` (scripts/page_stats.py
    `search_choices`). Per kind: the moves, how often the search bot chose otherwise (and
    the share), whose tile was heavier, by the `weights` header, where the counts kept a
    weight ("" leaves that column out), and the gain of its choice in `unit`, ± its
    standard error ("–" where it never differed). Several `choices`, one per option of
    the game, are labelled by `forms`:

        nb.search_table(stats["search"]["choices"], unit="pips")
        nb.search_table(base, four, unit="points", forms=("base", "four in hand"))
    """
    if forms and len(forms) != len(choices):
        raise ValueError(
            f"search_table: {len(forms)} forms for {len(choices)} sets of choices;"
            " give one label for each, or none"
        )
    weighed = bool(weights) and any("heavier" in c for group in choices for c in group.values())
    rows = []
    for form, group in zip(forms or [""] * len(choices), choices, strict=True):
        for name, c in group.items():
            moves, differ = c["moves"], c["differ"]
            row = [form] if forms else []
            row += [name, f"{moves:,}", f"{differ:,} ({differ / moves:.0%})"]
            row += [f"{c['heavier']} / {c['lighter']}"] if weighed else []
            rows.append([*row, gain(c, differ, digits) if differ else "–"])
    header = ["Form"] if forms else []
    header += [kind, f"{kind}s", "Search differs", *([weights] if weighed else [])]
    return table([*header, f"Gain ({unit})"], rows)


def plot(figure: Any, title: str = "a plot") -> Drawing:
    """A matplotlib Figure as SVG markup that is the same on every run (fixed ids, no
    date), so a saved notebook compares equal when it is executed again."""
    import io

    import matplotlib

    out = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "gupai_widgets"}):
        figure.savefig(out, format="svg", metadata={"Date": None}, bbox_inches="tight")
    svg = out.getvalue()
    svg = svg[svg.index("<svg") :]
    # Matplotlib styles every element ("*{stroke-linecap: butt}"); inline in a page that
    # rule would reach every drawing on it (a tile's round pips would vanish): keep it to
    # the plot.
    svg = svg.replace("<svg ", '<svg class="gw-plot" ', 1).replace("*{", ".gw-plot *{")
    return Drawing(svg, title)
