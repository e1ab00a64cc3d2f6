"""The registry of games: every game module registers its Game class here on import, and a
game's module is imported when the game is first asked for (games/__init__.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..pieces.errors import excerpt
from .errors import UnknownGameError
from .spec import FAMILIES

if TYPE_CHECKING:
    from .game import Game
    from .spec import GameSpec

_GAMES: dict[str, type[Game]] = {}


def register(game_class: type[Game]) -> type[Game]:
    """Class decorator: make a Game subclass reachable by its spec id."""
    spec = game_class.spec
    if spec.id in _GAMES and _GAMES[spec.id] is not game_class:
        raise ValueError(f"two games registered under the id {spec.id!r}")
    _GAMES[spec.id] = game_class
    return game_class


def _ensure_loaded(game_id: str | None = None) -> None:
    # Imported here, not at the top: importing the engine alone stays cheap and free of
    # import cycles (every game module imports the engine).
    from .. import games

    if game_id is None:
        games.import_all()
    elif game_id not in _GAMES:
        games.import_game(game_id)


def list_games() -> list[GameSpec]:
    """The spec of every registered game: by family, then in each family's own order (the
    game to learn first comes first), then by name."""
    _ensure_loaded()
    specs = (g.spec for g in _GAMES.values())
    return sorted(specs, key=lambda s: (FAMILIES.index(s.family), s.order, s.name))


def game_class(game_id: str) -> type[Game]:
    from ..games import MODULES

    if not isinstance(game_id, str) or game_id not in MODULES:
        known = ", ".join(sorted(MODULES))
        raise UnknownGameError(f"no game called {excerpt(game_id)}; the games are: {known}")
    _ensure_loaded(game_id)
    return _GAMES[game_id]


def load_game(game_id: str, players: int | None = None, **options: Any) -> Game:
    """A configured game: `load_game("jielong", players=3, two_arms=True)`."""
    return game_class(game_id)(players=players, **options)


def as_game(game: Game | str) -> Game:
    """A Game given as itself or by its id (with its default players and options)."""
    from .game import Game

    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        return load_game(game)
    raise UnknownGameError(
        f"a game is a Game from load_game() or a game id such as 'jielong', not {excerpt(game)}"
    )
