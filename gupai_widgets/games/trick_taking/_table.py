"""The table of a trick-taking game as a seat sees it (a TableView, engine/table.py).

Every trick game shows the same things: the hands round the table, each seat's won pieces
in front of it (those laid face down marked so), the trick being played in the middle (each
play on its player's side, the lead and the best play named; between two tricks the trick
just taken, until the next lead), shared piles (a wall, a card game's piles and poke) at the
top of the middle, and for the card games a panel of text under the trick (trump, dealer,
bids). It reads the state's typed plays, tricks and piles (`_tricks.TrickState`); a game
says what is its own through the state's `hand_room`, `phase_words`, `table_panel`,
`seat_detail` and `seat_side`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...engine import seat_name
from ...engine.table import Centre, Group, Pile, SeatView, TableView
from ...pieces import Card, Tile

if TYPE_CHECKING:
    from ._tricks import TrickState

_TILE_BACK = Tile(6, 6)  # any tile: only its back is drawn


def trick_table(state: TrickState, seat: int | None) -> TableView:
    """The TableView of a trick game's `state` as `seat` sees it."""
    game = state.game
    players = state.num_players
    over = state.is_terminal()
    current = None if over else state.current_player
    pieces = game.pieces()
    back = pieces[0] if isinstance(pieces[0], Card) else _TILE_BACK
    room = state.hand_room or math.ceil(len(pieces) / players)
    groups, words, shown = _middle(state, seat)
    if current is not None and state.phase_words and state.phase in state.phase_words:
        words = state.phase_words[state.phase].format(who=seat_name(current))
    if not words and current is not None and not state.plays:
        words = f"{seat_name(current)} to lead"
    zones = state._zones(seat)
    seats = []
    for s in range(players):
        hand = zones[f"hand {s}"]
        pile = state.won[s]
        if shown is not None and shown.winner == s:
            # The trick just taken lies in the middle until the next lead, not in the pile.
            pile = pile[: len(pile) - sum(len(p.pieces) for p in shown.plays)]
        seats.append(
            SeatView(
                name=seat_name(s),
                hand=tuple(hand),
                front=_front(state, pile, seat),
                front_label="won",
                detail=state.seat_detail(s, seat),
                to_move=s == current,
                side=state.seat_side(s),
            )
        )
    shared = [
        Pile(name, tuple(zone))
        for name, zone in zones.items()
        if name != "trick" and not name.startswith(("hand ", "won "))
    ]
    lines = state.table_panel(seat)
    # The game, the viewer, the direction of play, the title, the seat to move, whether the
    # match is over and who moved last are the state's, as every game's table gives them.
    return state._table_view(
        seat,
        seats=tuple(seats),
        centre=Centre("trick", words, groups=groups),
        back=back,
        hand_room=room,
        front_room=room * players,
        panel=tuple(lines or ()),
        panel_room=state.panel_room if lines is not None else 0,
        piles=tuple(shared),
        fanned=True,
        moved_to="centre" if state.history else "",
    )


def _middle(state: Any, seat: int | None) -> tuple[tuple[Group, ...], str, Any]:
    """The plays in the middle, the line over them, and the trick taken that they show
    (None while a trick is being played or before the first is taken)."""
    if state.plays:
        plays, best, taken = state.plays, state.best_of(state.plays), None
        words = ""
    elif state.tricks:
        taken = state.tricks[-1]
        plays, best = taken.plays, taken.best
        if taken.winner is None:
            words = "nobody took the last trick"
        else:
            words = f"{seat_name(taken.winner)} took the last trick"
    else:
        return (), "", None
    groups = []
    for index, play in enumerate(plays):
        seen = state.sees(seat, play.seat, play.face_up)
        label = ""
        if index == 0:
            named = play.combination if state.named_plays and seen else None
            label = f"led {named.name}" if named is not None else "led"
        elif index == best:
            label = "best"
        elif not play.face_up:
            label = "face down"
        groups.append(
            Group(
                tuple(piece if seen else None for piece in play.pieces),
                play.seat,
                label=label,
                best=index == best,
                down=not play.face_up,
            )
        )
    return tuple(groups), words, taken


def _front(state: Any, pile: list[Any], seat: int | None) -> tuple[Group, ...]:
    """A seat's won pile as `seat` sees it, in runs of pieces face up and face down."""
    groups: list[Group] = []
    run: list[Any] = []
    down = False
    for taken in pile:
        if run and (not taken.face_up) != down:
            groups.append(Group(tuple(run), down=down))
            run = []
        down = not taken.face_up
        run.append(taken.piece if state.sees(seat, taken.played_by, taken.face_up) else None)
    if run:
        groups.append(Group(tuple(run), down=down))
    return tuple(groups)
