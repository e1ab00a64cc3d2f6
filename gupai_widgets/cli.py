"""The `gupai` command: list the games, play one with bots, export a replay page, simulate.

    gupai list
    gupai play jielong --seed 3 [--players 3] [--option two_arms=true] [--bots heuristic,random]
    gupai replay jielong --seed 3 -o game.html        (or -o game.json; or --from game.json)
    gupai simulate jielong -n 1000 --bots heuristic,random,random,random

Unknown games, options, bots and bad replay files are refused with a message on stderr and
exit code 2.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .bots.base import Bot, RandomBot
from .engine.action import seat_name, signed
from .engine.errors import GameError, OptionError
from .engine.game import Game
from .engine.registry import game_class, list_games, load_game
from .replay import MAX_STEPS, Replay, play

BOT_NAMES = ("heuristic", "random")
TRUE = ("true", "yes", "on", "1")
FALSE = ("false", "no", "off", "0")


class UsageError(Exception):
    """Bad input on the command line: reported on stderr with exit code 2."""


# -- reading the command line ------------------------------------------------------------------


def parse_option(game_id: str, text: str) -> tuple[str, Any]:
    """`name=value`, the value read as the option's type (yes/no, number or word)."""
    if "=" not in text:
        raise UsageError(f"an option is written name=value, not {text!r}")
    name, raw = (part.strip() for part in text.split("=", 1))
    option = game_class(game_id).spec.option(name)
    default = option.default
    if isinstance(default, bool):
        word = raw.lower()
        if word not in TRUE + FALSE:
            raise OptionError(f"option {name!r} is yes or no (true/false), not {raw!r}")
        return name, word in TRUE
    if isinstance(default, int):
        try:
            return name, int(raw)
        except ValueError:
            raise OptionError(f"option {name!r} is a whole number, not {raw!r}") from None
    return name, raw


def configured_game(args: argparse.Namespace) -> Game:
    game_class(args.game)  # an unknown game is reported before its options
    options = dict(parse_option(args.game, text) for text in args.option or ())
    return load_game(args.game, players=args.players, **options)


def make_bots(game: Game, names: str | None, seed: int | None) -> list[Bot] | None:
    """One bot per seat from "heuristic,random,..." (a single name serves every seat);
    None keeps the game's own bot everywhere."""
    if not names:
        return None
    chosen = [n.strip() for n in names.split(",") if n.strip()]
    if len(chosen) == 1:
        chosen *= game.players
    if len(chosen) != game.players:
        raise UsageError(
            f"--bots names {len(chosen)} bots for {game.players} seats: give one name for "
            f"every seat, or one for all"
        )
    bots: list[Bot] = []
    for seat, name in enumerate(chosen):
        bot_seed = None if seed is None else seed * 101 + seat
        if name == "heuristic":
            bots.append(game.make_bot(bot_seed))
        elif name == "random":
            bots.append(RandomBot(bot_seed))
        else:
            raise UsageError(f"no bot called {name!r}; the bots are: {', '.join(BOT_NAMES)}")
    return bots


def settlement(returns: Sequence[int]) -> str:
    return ", ".join(f"{seat_name(s)} {signed(r)}" for s, r in enumerate(returns))


# -- commands -------------------------------------------------------------------------------------


def run_list(args: argparse.Namespace) -> int:
    for spec in list_games():
        counts = ", ".join(str(p) for p in spec.players)
        print(f"{spec.id:<14} {spec.title} — {spec.family}")
        print(f"{'':<14} players: {counts} (default {spec.default_players})")
        if spec.summary:
            print(f"{'':<14} {spec.summary}")
        for option in spec.options:
            choices = (
                "yes/no"
                if isinstance(option.default, bool)
                else ", ".join(str(c) for c in option.choices)
            )
            print(f"{'':<14} --option {option.name}={option.default} ({choices}): {option.help}")
        print()
    return 0


def recorded(args: argparse.Namespace) -> Replay:
    game = configured_game(args)
    bots = make_bots(game, args.bots, args.seed)
    return play(game, bots=bots, seed=args.seed)


def run_play(args: argparse.Namespace) -> int:
    replay = recorded(args)
    spec = replay.load().spec
    print(f"{spec.title}, {replay.players} players, seed {args.seed}")
    print(f"Seats: {', '.join(f'{seat_name(s)} {n}' for s, n in enumerate(replay.seats))}")
    for step, caption in enumerate(replay.captions, start=1):
        print(f"{step:>3}. {caption}")
    print(f"Settlement: {settlement(replay.returns)}")
    if args.json:
        write(Path(args.json), replay.to_json(indent=1) + "\n")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from .render.page import standalone_page

    if args.source:
        if args.game:
            raise UsageError("give either a game or --from FILE, not both")
        try:
            text = Path(args.source).read_text(encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot read {args.source}: {exc.strerror or exc}") from exc
        replay = Replay.from_json(text)
    elif args.game:
        replay = recorded(args)
    else:
        raise UsageError("name a game (gupai replay jielong --seed 3 -o game.html) or --from FILE")
    out = Path(args.output)
    if out.suffix.lower() == ".json":
        write(out, replay.to_json(indent=1) + "\n")
    else:
        views = parse_views(args.views, replay.players)
        seat = views[0]
        write(out, standalone_page(replay, seat=seat, views=views))
    print(f"wrote {out} ({out.stat().st_size:,} bytes, {len(replay)} moves)")
    return 0


def parse_views(text: str, players: int) -> tuple[int | None, ...]:
    """ "open,1" -> (None, 0): "open" or "all" is every hand shown, a number a seat (1 = P1)."""
    if text in ("every", "*"):
        return (None, *range(players))
    views: list[int | None] = []
    for part in text.split(","):
        word = part.strip().lower().removeprefix("p")
        if word in ("open", "all"):
            views.append(None)
        elif word.isdigit() and 1 <= int(word) <= players:
            views.append(int(word) - 1)
        else:
            raise UsageError(
                f"--views takes 'open' and seat numbers 1 to {players} (or 'every'), not {part!r}"
            )
    return tuple(dict.fromkeys(views))


def run_simulate(args: argparse.Namespace) -> int:
    game = configured_game(args)
    if args.n < 1:
        raise UsageError("-n must be at least 1")
    first = args.seed
    names = args.bots or "heuristic"
    totals: list[list[int]] = [[] for _ in range(game.players)]
    for k in range(args.n):
        seed = first + k
        bots = make_bots(game, names, seed)
        assert bots is not None
        state = game.new_initial_state(seed=seed)
        moves = 0
        while not state.is_terminal():
            moves += 1
            if moves > MAX_STEPS:
                raise GameError(f"game {seed} did not end within {MAX_STEPS} actions")
            state.apply_action(bots[state.current_player].choose(state))
        for seat, value in enumerate(state.returns()):
            totals[seat].append(value)
    labels = [getattr(b, "name", "bot") for b in make_bots(game, names, first) or []]
    spec = game.spec
    print(
        f"{spec.name}, {game.players} players, {args.n} games (seeds {first} to "
        f"{first + args.n - 1})"
    )
    print(f"{'seat':<6}{'bot':<12}{'mean return':>12}{'± s.e.':>10}")
    for seat, values in enumerate(totals):
        mean = statistics.fmean(values)
        error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        print(f"{seat_name(seat):<6}{labels[seat]:<12}{signed(round(mean, 2)):>12}{error:>10.2f}")
    return 0


def write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc


# -- entry point ----------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gupai",
        description="Chinese dominoes and card games: list them, play them with bots, "
        "export replays, simulate.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    commands.add_parser("list", help="the games, with their players and options")

    def game_arguments(sub: argparse.ArgumentParser, *, game_required: bool = True) -> None:
        if game_required:
            sub.add_argument("game", help="a game id (see `gupai list`)")
        else:
            sub.add_argument("game", nargs="?", help="a game id (see `gupai list`)")
        sub.add_argument("--players", type=int, help="how many players (default: the game's)")
        sub.add_argument(
            "--option",
            action="append",
            metavar="NAME=VALUE",
            help="a rule option, e.g. two_arms=true (repeatable)",
        )
        sub.add_argument(
            "--bots",
            metavar="BOTS",
            help="bots per seat, comma-separated: heuristic, random (one name for all seats)",
        )

    play_cmd = commands.add_parser("play", help="play one game with bots; print every move")
    game_arguments(play_cmd)
    play_cmd.add_argument("--seed", type=int, default=7, help="the shuffle (default 7)")
    play_cmd.add_argument("--json", metavar="FILE", help="also save the replay as JSON")

    replay_cmd = commands.add_parser(
        "replay", help="write a replay page that works offline (or the replay as JSON)"
    )
    game_arguments(replay_cmd, game_required=False)
    replay_cmd.add_argument("--seed", type=int, default=7, help="the shuffle (default 7)")
    replay_cmd.add_argument(
        "--from", dest="source", metavar="FILE", help="render a saved replay (JSON) instead"
    )
    replay_cmd.add_argument(
        "-o", "--output", required=True, help="the page to write (.html), or .json"
    )
    replay_cmd.add_argument(
        "--views",
        default="open",
        help="views the page can switch between: 'open' (all hands) and seat numbers, the "
        "first shown; e.g. open,1 adds P1's view (default open; 'every' for all)",
    )

    sim_cmd = commands.add_parser("simulate", help="play many games; mean returns per seat")
    game_arguments(sim_cmd)
    sim_cmd.add_argument("-n", type=int, default=1000, help="how many games (default 1000)")
    sim_cmd.add_argument("--seed", type=int, default=0, help="the first seed (default 0)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    commands = {
        "list": run_list,
        "play": run_play,
        "replay": run_replay,
        "simulate": run_simulate,
    }
    try:
        return commands[args.command](args)
    except (UsageError, GameError) as exc:
        print(f"gupai {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
