"""Playing cards for the two card games: the 52-card French deck (Young Hunter) and the
50-card Nismiram deck (Dezai Shen removes the Tree and the Crown, FACTS.md §2.2).

A French card has a suit from ♠♥♦♣ and a rank from 2 to 14 (ace high). A Nismiram card has
one of the four suits Towers, Crescents, Swords, Cups with a rank from 1 (One) to 10
(King), or it is one of the ten high cards, stored with the suit "High" and its place in
`HIGH_CARDS` as the rank.
"""

from __future__ import annotations

import re

from .errors import PieceError, excerpt
from .tiles import split_pieces

FRENCH_SUITS = ("♠", "♥", "♦", "♣")
FRENCH_SUIT_NAMES = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
FRENCH_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
FRENCH_RANK_NAMES = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}

DEZAI_SUITS = ("Towers", "Crescents", "Swords", "Cups")
DEZAI_RANK_NAMES = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Page", "Queen", "King")
HIGH = "High"
HIGH_CARDS = ("Sun", "Moon", "Star", "Tree", "Crown", "Leopard", "Bear", "Wolf", "Boar", "Serpent")

_SUIT_WORDS = {
    "♠": "♠", "♤": "♠", "s": "♠", "spade": "♠", "spades": "♠",
    "♥": "♥", "♡": "♥", "h": "♥", "heart": "♥", "hearts": "♥",
    "♦": "♦", "♢": "♦", "d": "♦", "diamond": "♦", "diamonds": "♦",
    "♣": "♣", "♧": "♣", "c": "♣", "club": "♣", "clubs": "♣",
}  # fmt: skip
_RANK_WORDS = {
    **{str(n): n for n in range(2, 11)}, "t": 10,
    "j": 11, "jack": 11, "q": 12, "queen": 12, "k": 13, "king": 13, "a": 14, "ace": 14,
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip
_DEZAI_RANK_WORDS = {
    **{name.lower(): i + 1 for i, name in enumerate(DEZAI_RANK_NAMES)},
    **{str(n): n for n in range(1, 8)},
    "p": 8, "q": 9, "k": 10,  # the letters printed in a court card's corner
}  # fmt: skip
_FRENCH_SHORT = re.compile(r"^\s*(10|[2-9tjqka])\s*([♠♤♥♡♦♢♣♧shdc])\s*$", re.IGNORECASE)
_OF_FORM = re.compile(r"^\s*(\w+)\s+of\s+(\w+)\s*$", re.IGNORECASE)

ALLOWED_CARD_TEXT = (
    'a French card such as "J♠", "JS", "10♥" or "queen of clubs"; a Nismiram suit card '
    'such as "5 of Swords" or "Page of Cups" (suits Towers, Crescents, Swords, Cups; ranks '
    "One..Seven, Page, Queen, King); or a high card: " + ", ".join(HIGH_CARDS)
)


class Card:
    """One card of either deck; see the module docstring for how suit and rank are stored.

    There is one Card object per card: `Card("♠", 11)` and `Card.parse("J♠")` are the same
    object, so equality is identity and hashing is cheap in a simulation.
    """

    __slots__ = ("suit", "rank", "_hash")

    suit: str
    rank: int
    _hash: int

    def __new__(cls, suit: str, rank: int) -> Card:
        known = _CARDS.get((suit, rank)) if type(rank) is int and type(suit) is str else None
        if known is not None:
            return known
        if type(suit) is str and suit in FRENCH_SUITS:
            low, high = 2, 14
        elif type(suit) is str and suit in DEZAI_SUITS:
            low, high = 1, len(DEZAI_RANK_NAMES)
        elif type(suit) is str and suit == HIGH:
            low, high = 1, len(HIGH_CARDS)
        else:
            raise PieceError(
                f"unknown suit {excerpt(suit)}: allowed are {', '.join(FRENCH_SUITS)}, "
                f"{', '.join(DEZAI_SUITS)} and {HIGH!r} for the Nismiram high cards"
            )
        if not isinstance(rank, int) or isinstance(rank, bool) or not low <= rank <= high:
            raise PieceError(
                f"rank {excerpt(rank)} does not exist in suit {suit}: allowed {low}..{high}"
            )
        card = object.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "_hash", hash((suit, rank)))
        _CARDS[(suit, rank)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Card cannot be changed (tried to set {name!r})")

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Card], tuple[str, int]]:
        return (Card, (self.suit, self.rank))

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card from its readable name; see ALLOWED_CARD_TEXT for the forms."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise PieceError(
                f"cannot read a card from {excerpt(text)}: expected {ALLOWED_CARD_TEXT}"
            )
        match = _FRENCH_SHORT.match(text)
        if match:
            return cls(_SUIT_WORDS[match.group(2).lower()], _RANK_WORDS[match.group(1).lower()])
        for i, name in enumerate(HIGH_CARDS):
            if text.strip().lower() == name.lower():
                return cls(HIGH, i + 1)
        match = _OF_FORM.match(text)
        if match:
            rank_word, suit_word = match.group(1).lower(), match.group(2).lower()
            for suit in DEZAI_SUITS:
                if suit_word == suit.lower() and rank_word in _DEZAI_RANK_WORDS:
                    return cls(suit, _DEZAI_RANK_WORDS[rank_word])
            if suit_word in _SUIT_WORDS and rank_word in _RANK_WORDS:
                return cls(_SUIT_WORDS[suit_word], _RANK_WORDS[rank_word])
        raise PieceError(f"cannot read a card from {excerpt(text)}: expected {ALLOWED_CARD_TEXT}")

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # immutable: clones of a game state share their cards

    @property
    def deck(self) -> str:
        """'french' or 'dezai'."""
        return "french" if self.suit in FRENCH_SUITS else "dezai"

    @property
    def is_high(self) -> bool:
        """A Nismiram high card (Sun, Moon, ... Serpent)."""
        return self.suit == HIGH

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds print red."""
        return self.suit in ("♥", "♦")

    @property
    def rank_text(self) -> str:
        """The short rank printed in a card's corner: "J", "10", "7", "P" (Page)..."""
        if self.deck == "french":
            return FRENCH_RANK_TEXT.get(self.rank, str(self.rank))
        if self.is_high:
            return HIGH_CARDS[self.rank - 1]
        return str(self.rank) if self.rank <= 7 else DEZAI_RANK_NAMES[self.rank - 1][0]

    @property
    def name(self) -> str:
        """The full English name: "Jack of spades", "Five of Swords", "Sun"."""
        if self.deck == "french":
            rank = FRENCH_RANK_NAMES.get(self.rank, str(self.rank))
            return f"{rank} of {FRENCH_SUIT_NAMES[self.suit]}"
        if self.is_high:
            return HIGH_CARDS[self.rank - 1]
        return f"{DEZAI_RANK_NAMES[self.rank - 1]} of {self.suit}"

    def __str__(self) -> str:
        if self.deck == "french":
            return f"{self.rank_text}{self.suit}"
        if self.is_high:
            return HIGH_CARDS[self.rank - 1]
        rank = str(self.rank) if self.rank <= 7 else DEZAI_RANK_NAMES[self.rank - 1]
        return f"{rank} of {self.suit}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def _repr_svg_(self) -> str:
        from ..render.cards import card_svg

        return card_svg(self)


# The one Card of each (suit, rank).
_CARDS: dict[tuple[str, int], Card] = {}


def french_deck() -> tuple[Card, ...]:
    """52 cards, suits in the order ♠ ♥ ♦ ♣, each from 2 up to the ace."""
    return tuple(Card(suit, rank) for suit in FRENCH_SUITS for rank in range(2, 15))


def dezai_deck(without: tuple[str, ...] = ()) -> tuple[Card, ...]:
    """The 50-card Nismiram deck: four suits One..King, then the ten high cards.

    `without` names high cards a game leaves out; Dezai Shen plays without Tree and Crown.
    """
    if isinstance(without, str) or not isinstance(without, tuple | list):
        raise PieceError(
            f"without is a tuple of high card names such as ('Tree', 'Crown'), not "
            f"{excerpt(without)}"
        )
    unknown = [name for name in without if name not in HIGH_CARDS]
    if unknown:
        raise PieceError(
            f"unknown high card(s) {excerpt(unknown)}: allowed {', '.join(HIGH_CARDS)}"
        )
    suited = tuple(
        Card(suit, rank) for suit in DEZAI_SUITS for rank in range(1, len(DEZAI_RANK_NAMES) + 1)
    )
    high = tuple(Card(HIGH, i + 1) for i, name in enumerate(HIGH_CARDS) if name not in without)
    return suited + high


def cards(text: str) -> list[Card]:
    """Read several French cards separated by spaces or commas: cards("J♠ 10♥ AS")."""
    return [Card.parse(part) for part in split_pieces(text, "cards", '"J♠ 10♥ AS"')]
