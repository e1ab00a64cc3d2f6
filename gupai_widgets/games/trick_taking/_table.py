"""The table of a trick-taking game as a seat sees it (a TableView, engine/table.py).

Every trick game shows the same things: the hands round the table, each seat's won pieces
fanned in front of it, the trick being played in the middle (each play on its player's
side; between two tricks the trick just taken, until the next lead), shared piles (a wall,
a card game's piles and poke) at the top of the middle, and for the card games a panel of
text under the trick (trump, dealer, bids). A game passes what is its own: the words of a
phase ("P2 to announce") and its panel lines.

It reads the state's own zones and its `_info` record, the same facts its views give.
A game says what is its own through its state: `hand_room`, `phase_words`, `table_panel`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ...engine import State, seat_name, signed
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Card, Tile

PANEL_LINES = 6  # lines kept for a card game's panel, so the table keeps its size
_TILE_BACK = Tile(6, 6)  # any tile: only its back is drawn


def trick_table(state: Any, seat: int | None) -> TableView:
    """The TableView of a trick game's `state` (a `_tricks.TrickState`) as `seat` sees it.
    The state's `table_panel` gives the lines under the trick (a card game's trump, dealer
    and bids), its `phase_words` the line over the middle in a phase other than play."""
    game = state.game
    phase_words = state.phase_words
    hand_room = state.hand_room
    zones = state._zones(seat)
    info = state._info(seat)
    players = state.num_players
    over = state.is_terminal()
    current = None if over else state.current_player
    pieces = game.pieces()
    back = pieces[0] if isinstance(pieces[0], Card) else _TILE_BACK
    room = hand_room or math.ceil(len(pieces) / players)
    plays, words = _trick(info)
    if current is not None and phase_words:
        phase = state.phase
        if phase in phase_words:
            words = phase_words[phase].format(who=seat_name(current))
    if not words and current is not None:
        words = f"{seat_name(current)} to lead"
    seats = []
    for s in range(players):
        won = _front(zones.get(f"won {s}", []), info, s)
        seats.append(
            SeatView(
                name=seat_name(s),
                hand=tuple(zones.get(f"hand {s}", ())),
                front=(Group(tuple(won), s),) if won else (),
                front_label="won",
                detail=_detail(state, info, s),
                to_move=s == current,
            )
        )
    shared = [
        Pile(name, tuple(zone))
        for name, zone in zones.items()
        if name != "trick" and not name.startswith(("hand ", "won "))
    ]
    lines = state.table_panel(info)
    return TableView(
        game=game.spec.name,
        viewer=seat,
        seats=tuple(seats),
        centre=Centre(
            "trick",
            words,
            groups=tuple(
                Group(
                    _pieces(play),
                    play["seat"],
                    down=not play.get("face_up", True),
                    best=bool(play.get("best")),
                )
                for play in plays
            ),  # fmt: skip
        ),
        back=back,
        hand_room=room,
        front_room=room * players,
        clockwise=game.spec.clockwise,
        panel=tuple(lines or ()),
        panel_room=PANEL_LINES if lines is not None else 0,
        piles=tuple(shared),
        fanned=True,
        title=_title(state, seat),
        to_move=current,
        over=over,
        last_player=state.history[-1].player if state.history else None,
        moved_to="centre" if state.history else "",
    )


def _pieces(play: Mapping[str, Any]) -> tuple[Any, ...]:
    """The pieces of one play as the view lists them (hidden ones as None)."""
    listed = play.get("tiles") or play.get("cards") or play.get("pieces") or []
    return tuple(None if p is None else _piece(p) for p in listed)


def _piece(text: str) -> Tile | Card:
    try:
        return Tile.parse(text)
    except ValueError:
        return Card.parse(text)


def _trick(info: Mapping[str, Any]) -> tuple[list[Mapping[str, Any]], str]:
    """The plays to show in the middle, and the line over them."""
    trick = info.get("trick") or []
    if trick:
        first = trick[0]
        named = first.get("combination")
        leader = seat_name(first["seat"])
        return trick, f"{leader} led {named}" if named else f"{leader} led"
    taken = info.get("last_trick") or {}
    winner = taken.get("winner", taken.get("taker"))
    if winner is None:
        return [], ""
    return list(taken.get("plays") or []), f"{seat_name(winner)} took the last trick"


def _front(pile: list[Any], info: Mapping[str, Any], seat: int) -> list[Any]:
    """A seat's won pile, less the last trick while the middle still shows it (when the
    pile ends with exactly its pieces)."""
    taken = info.get("last_trick") or {}
    if info.get("trick") or taken.get("winner", taken.get("taker")) != seat:
        return list(pile)
    shown = [p for play in taken.get("plays") or [] for p in _pieces(play)]
    tail = pile[len(pile) - len(shown) :] if shown else []
    if shown and sorted(map(str, tail)) == sorted(map(str, shown)):
        return list(pile[: len(pile) - len(shown)])
    return list(pile)


def _detail(state: State, info: Mapping[str, Any], seat: int) -> str:
    """Under a seat's name: banker, tricks so far, and at the end its result."""
    parts = []
    if info.get("banker") == seat:
        multiplier = info.get("multiplier")
        parts.append(f"banker ×{multiplier}" if multiplier else "banker")
    returns = state.returns()
    results = info.get("results") or []
    if state.is_terminal() and results and "payments" in results[-1]:
        if results[-1].get("winner") == seat:
            parts.append("★ wins")
        parts.append(signed(results[-1]["payments"][seat]))
    else:
        taken = (info.get("tricks_taken") or [None] * state.num_players)[seat]
        if taken:
            parts.append(f"{taken} trick{'' if taken == 1 else 's'}")
        if any(returns):
            parts.append(f"total {signed(returns[seat])}")
    return " · ".join(p for p in parts if p)


def _title(state: State, seat: int | None) -> str:
    seen = "all hands open" if seat is None else f"as {seat_name(seat)} sees it"
    step = len(state.history)
    if state.is_terminal():
        now = "; the game is over"
    else:
        now = f"; {seat_name(state.current_player)} to play"
    return f"The table after {step} move{'' if step == 1 else 's'}, {seen}{now}"
