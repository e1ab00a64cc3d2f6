"""TableView: what one seat sees of a position, as a small typed value (DESIGN.md §3).

A game builds it from its state (`state.table(seat)`); `render.table_svg` draws it with one
layout per kind of centre and knows no game. Every piece a TableView holds is one the seat
may see: a hidden piece is None (drawn as a back of `TableView.back`).

The kinds of centre, for every family of games, present and coming:

- "line": tiles joined end to end (a dragon, a Tsung Shap row); `Centre.line` holds each
  tile as the two halves in the order they lie, left to right.
- "trick": the plays of the trick in progress (or the trick just taken), each on the side of
  the seat that played it.
- "lake": face-up pieces to catch from, in groups of equal pieces, beside a woodpile.
- "pot": the stakes on the table and each seat's hand split into groups (a banker game).
- "wall": the wall to draw from, the discards in order, and the claim under way.
- "groups": a solitaire layout, groups of pieces in rows.
- "none": nothing in the middle.

Piles that are shared but not the centre (a wall in Mouse Moving, a poke in Dezai Shen, the
unused tiles of a three-player JieLong) are `TableView.piles`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..pieces.cards import Card
from ..pieces.domino_cards import DominoCard
from ..pieces.tiles import Tile

# What lies on a table; a field that may hold a piece the seat may not see holds
# `Piece | None`, None for each hidden one.
Piece: TypeAlias = Tile | Card | DominoCard

CENTRE_KINDS = ("line", "trick", "lake", "pot", "wall", "groups", "none")


@dataclass(frozen=True, slots=True)
class Group:
    """Pieces that belong together: one seat's play in a trick, a catch, a meld, a group of
    a split hand, a solitaire group. `seat` is whose they are (None: nobody's); `label` names
    them ("Nines pair", "stake 5"); `best` marks the play holding the trick or the winning
    group; `down` marks pieces laid face down (drawn with their faces where this seat may
    see them, yet marked as face down); `key` names a centre group whose pieces a person
    may pick on a live table ("A": its 6:6 is picked as "A 6:6", see `State.picks`)."""

    pieces: tuple[Piece | None, ...]
    seat: int | None = None
    label: str = ""
    best: bool = False
    down: bool = False
    key: str = ""


@dataclass(frozen=True, slots=True)
class Pile:
    """A named heap of pieces shared by the table, drawn small: a wall, a poke, unused
    tiles. `count` may exceed `len(pieces)`: pieces not listed lie face down, uncounted."""

    name: str
    pieces: tuple[Piece | None, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the viewer sees it.

    `hand` holds the seat's pieces (None for each one the viewer may not see); `front` the
    groups lying in front of it (tricks won, tiles laid face down, catches, melds), named by
    `front_label`; `detail` is a line under its name ("banker ×2 · 2 tricks"); `side` names a
    partnership ("P1 and P3") where there are sides.
    """

    name: str
    hand: tuple[Piece | None, ...]
    front: tuple[Group, ...] = ()
    front_label: str = ""
    detail: str = ""
    to_move: bool = False
    side: str = ""


@dataclass(frozen=True, slots=True)
class Centre:
    """The middle of the table: its `kind` (CENTRE_KINDS), a line of words over it, and what
    lies there: `groups` (trick plays, lake groups, stakes, discards, solitaire groups), or
    for a line `line`: (first half, second half) per tile in the order they lie. `stock` is
    how many pieces lie face down to draw from (a woodpile, a wall). `room` is the most
    pieces the centre ever holds in this game, so a table keeps its size from step to step.
    `last_end` says which end of a line the last move played at ("left", "right" or "");
    `ends` labels the line's two ends, drawn at the end tiles wherever the line has snaked
    ("open 5", or "" for none). `rows` lays groups out as a tableau: how many groups each
    row holds (empty: as many as fit)."""

    kind: str
    words: str = ""
    groups: tuple[Group, ...] = ()
    line: tuple[tuple[int, int], ...] = ()
    stock: int = 0
    room: int = 0
    last_end: str = ""
    ends: tuple[str, str] = ("", "")
    rows: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TableView:
    """What `viewer` (None: all hands open) sees of one position.

    `seats` are in seat order; `clockwise` says which way play passes round the table (the
    drawing seats them so); `back` is a piece whose back shows for a hidden piece;
    `hand_room` and `front_room` are the most pieces a hand or a front ever holds in this
    deal, so the table keeps its size; `panel` holds lines of text under the centre (bids,
    contract, trump, running score per side), `panel_room` the lines kept for it in every
    position of the game; `last_player` made the last move and `moved_to` says where it put
    its pieces ("centre", "front" or ""), to outline them; `title` names the position for a
    screen reader.
    """

    game: str
    viewer: int | None
    seats: tuple[SeatView, ...]
    centre: Centre
    back: Piece
    hand_room: int
    front_room: int
    clockwise: bool = False
    panel: tuple[str, ...] = ()
    panel_room: int = 0
    last_player: int | None = None
    moved_to: str = ""
    piles: tuple[Pile, ...] = ()
    fanned: bool = False
    title: str = ""
    to_move: int | None = None
    over: bool = False

    def __post_init__(self) -> None:
        if self.centre.kind not in CENTRE_KINDS:
            raise ValueError(
                f"unknown centre kind {self.centre.kind!r}: allowed {', '.join(CENTRE_KINDS)}"
            )
