"""What a game is, before any deal: its names, family, player counts, options and sources."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..pieces.errors import excerpt
from .errors import OptionError

FAMILIES = (
    "connecting",
    "trick_taking",
    "mod10",
    "fishing",
    "draw_discard",
    "solitaire",
)

# How each family is named and told in a sentence on the site (its sections, the home page).
FAMILY_TITLES = {
    "connecting": ("Connecting games", "Match a half to the open end of a line of tiles."),
    "trick_taking": (
        "Trick-taking games",
        "Lead and follow; the best tile, combination or card takes the trick.",
    ),
    "mod10": (
        "Banker games",
        "Only the last digit of the pip total counts; play against a banker.",
    ),
    "fishing": ("Fishing games", "Catch tiles from a pool on the table by matching them."),
    "draw_discard": ("Draw-and-discard games", "Collect sets by drawing and discarding."),
    "solitaire": ("Solitaire", "One player against the tiles."),
}


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option: its name, default (the reading the sources favour), and choices.

    `choices` lists the allowed values; for a yes/no option it is (False, True).
    """

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str

    def check(self, value: Any) -> Any:
        if value not in self.choices or type(value) is not type(self.default):
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name!r} cannot be {excerpt(value)}: allowed {allowed}")
        return value


def flag(name: str, default: bool, help: str) -> Option:
    """A yes/no option."""
    return Option(name, default, (False, True), help)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Metadata of one registered game.

    `sources` are the public texts the rules come from, each "what it is: its address" so
    a page can link it (the site's Sources page lists them with the game's options).
    `rules_version` goes up whenever a change would alter the states a recorded replay
    rebuilds, so an old replay is refused instead of replayed wrongly.
    """

    id: str
    name: str
    native_name: str
    family: str
    players: tuple[int, ...]
    options: tuple[Option, ...] = ()
    sources: tuple[str, ...] = ()
    summary: str = ""
    rules_version: int = 1
    default_players: int = field(default=0)
    # Whether every deal settles between the players, so the returns add up to zero.
    zero_sum: bool = True
    # Play passes from seat to seat in seat order: to the right (counter-clockwise) in the
    # Chinese games, to the left where a source says clockwise. Tables are drawn to match.
    clockwise: bool = False
    # What the game calls one dealing of the hands, in captions and replay chapters.
    deal_word: str = "deal"
    # Its place in its family's lists on the site, lowest first: the game to learn first.
    order: int = 0
    # The games whose rules this one builds on (ids), to learn before it: the site's chooser
    # names them. The pieces' own page (tiles or cards) comes first for every game.
    learn_first: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise ValueError(f"unknown family {self.family!r}: allowed {', '.join(FAMILIES)}")
        if not self.default_players:
            object.__setattr__(self, "default_players", max(self.players))

    @property
    def title(self) -> str:
        """The name with the native name beside it: "JieLong 接龍" (once where they agree)."""
        if not self.native_name or self.native_name == self.name:
            return self.name
        return f"{self.name} {self.native_name}"

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise OptionError(self._unknown_option_message(name))

    def resolve(self, players: int | None, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """Check a player count and options; return them with every default filled in."""
        count = self.default_players if players is None else players
        if type(count) is not int or count not in self.players:
            allowed = ", ".join(str(p) for p in self.players)
            raise OptionError(f"{self.name} is played by {allowed} players, not {excerpt(players)}")
        resolved = {opt.name: opt.default for opt in self.options}
        for name, value in options.items():
            resolved[name] = self.option(name).check(value)
        return count, resolved

    def defaults(self) -> dict[str, Any]:
        return {opt.name: opt.default for opt in self.options}

    def _unknown_option_message(self, name: str) -> str:
        known = ", ".join(opt.name for opt in self.options) or "none"
        return f"{self.name} has no option {excerpt(name)}; its options are: {known}"
