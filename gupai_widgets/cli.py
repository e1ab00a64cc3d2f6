"""The `gupai` command: list the games, play one (yourself or watching the bots), export a
replay page, simulate.

    gupai list
    gupai play jielong --seat 2 --seed 3      (you play P2 against the bots, in the terminal)
    gupai play jielong --seed 3 [--players 3] [--option two_arms=true] [--bots heuristic,random]
    gupai replay jielong --seed 3 -o game.html        (or -o game.json; or --from game.json)
    gupai simulate jielong -n 1000 --bots heuristic,random,random,random
    gupai play tianjiu --level strong        (every seat: easy, normal or strong)

Results go to stdout, progress to stderr. Unknown games, options, bots and bad arguments are
refused with the subcommand's usage and a one-line error on stderr, a bad replay file with
the error alone; the exit code is 2 and no output file is left behind.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import re
import stat
import statistics
import sys
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tqdm import tqdm

from .bots.base import Bot, RandomBot
from .bots.levels import LEVELS, make_bot
from .engine.action import seat_name, signed
from .engine.errors import GameError, OptionError, ReplayError
from .engine.game import Game
from .engine.registry import game_class, list_games, load_game
from .engine.spec import FAMILY_TITLES
from .pieces.errors import excerpt
from .replay import MAX_STEPS, Replay, play
from .review import MARKS, review

BOT_NAMES = ("heuristic", "random")
TRUE = ("true", "yes", "on", "1")
FALSE = ("false", "no", "off", "0")
LIST_WIDTH = 80  # `gupai list` fits a classic terminal, and a pager or a file too


class UsageError(Exception):
    """Bad input on the command line: reported on stderr with exit code 2."""


# -- reading the command line ------------------------------------------------------------------


def whole_number(text: str) -> int:
    """An argument read as a whole number written in ASCII digits: int() alone would take
    "٣" or "1_000", and str.isdigit() passes "²", which int() then refuses."""
    if not re.fullmatch(r"-?[0-9]{1,18}", text.strip()):
        raise argparse.ArgumentTypeError(f"expected a whole number such as 7, not {excerpt(text)}")
    return int(text)


def parse_option(game_id: str, text: str) -> tuple[str, Any]:
    """`name=value`, the value read as the option's type (yes/no, number or word)."""
    if "=" not in text:
        raise UsageError(f"an option is written name=value, not {excerpt(text)}")
    name, raw = (part.strip() for part in text.split("=", 1))
    option = game_class(game_id).spec.option(name)
    default = option.default
    if isinstance(default, bool):
        word = raw.lower()
        if word not in TRUE + FALSE:
            raise OptionError(f"option {name!r} is yes or no (true/false), not {excerpt(raw)}")
        return name, word in TRUE
    if isinstance(default, int):
        try:
            return name, whole_number(raw)
        except argparse.ArgumentTypeError:
            raise OptionError(f"option {name!r} is a whole number, not {excerpt(raw)}") from None
    return name, raw


def configured_game(args: argparse.Namespace) -> Game:
    game_class(args.game)  # an unknown game is reported before its options
    options = dict(parse_option(args.game, text) for text in args.option or ())
    return load_game(args.game, players=args.players, **options)


def make_bots(
    game: Game,
    names: str | None,
    seed: int | None,
    person: int | None = None,
    level: str | None = None,
) -> list[Bot | None] | None:
    """A bot for every seat but the person's (None there) from "heuristic,random,..." (one
    name serves every seat), or the bot of `level` in each. No names and no level: None,
    the game's own bot everywhere."""
    if names and level:
        raise UsageError("give --bots or --level, not both")
    if level:
        return [
            None
            if seat == person
            else make_bot(game, level, None if seed is None else seed * 101 + seat)
            for seat in range(game.players)
        ]
    if not names:
        return None
    seats = [s for s in range(game.players) if s != person]
    chosen = [n.strip() for n in names.split(",") if n.strip()]
    if len(chosen) == 1:
        chosen *= len(seats)
    if len(chosen) != len(seats):
        raise UsageError(
            f"--bots names {len(chosen)} bots for {len(seats)} seats: give one name for "
            f"every seat{' but yours' if person is not None else ''}, or one for all"
        )
    bots: list[Bot | None] = [None] * game.players
    for seat, name in zip(seats, chosen, strict=True):
        bot_seed = None if seed is None else seed * 101 + seat
        if name == "heuristic":
            bots[seat] = game.make_bot(bot_seed)
        elif name == "random":
            bots[seat] = RandomBot(bot_seed)
        else:
            raise UsageError(f"no bot called {excerpt(name)}; the bots are: {', '.join(BOT_NAMES)}")
    return bots


def settlement(returns: Sequence[int]) -> str:
    return ", ".join(f"{seat_name(s)} {signed(r)}" for s, r in enumerate(returns))


# -- commands -------------------------------------------------------------------------------------


def columns(text: str) -> int:
    """How many terminal columns `text` takes: a wide character (骨, 牌) takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def fit(text: str, first: str, rest: str, width: int = LIST_WIDTH) -> list[str]:
    """`text` in lines of at most `width` columns, the first after `first`, the others
    after `rest`, broken between words (textwrap counts characters, not columns: a line
    with Chinese or Korean in it would be too wide); a word too long for a line is cut."""
    lines: list[str] = []
    line, empty = first, True
    for word in text.split():
        while word:
            joined = line + word if empty else f"{line} {word}"
            if columns(joined) <= width:
                line, empty, word = joined, False, ""
            elif not empty:
                lines.append(line)
                line, empty = rest, True
            else:  # alone on a line and still too long: what fits, then the rest
                room = width - columns(line)
                cut = max([i for i in range(1, len(word)) if columns(word[:i]) <= room] or [1])
                lines.append(line + word[:cut])
                line, word = rest, word[cut:]
    lines.append(line)
    return lines


def run_list(args: argparse.Namespace) -> int:
    specs = list_games()
    margin = " " * (max(len(spec.id) for spec in specs) + 2)
    more = margin + " " * 4  # an option's help, under the option

    def say(text: str, first: str = margin, rest: str = margin) -> None:
        for line in fit(text, first, rest):
            print(line.rstrip())

    for spec in specs:
        family = FAMILY_TITLES.get(spec.family, (spec.family,))[0]
        say(f"{spec.title} — {family}", first=spec.id.ljust(len(margin)))
        counts = ", ".join(str(p) for p in spec.players)
        say(f"players: {counts} (default {spec.default_players})")
        if spec.summary:
            say(spec.summary)
        for option in spec.options:
            choices = (
                "yes/no"
                if isinstance(option.default, bool)
                else ", ".join(str(c) for c in option.choices)
            )
            say(f"--option {option.name}={option.default} ({choices})", rest=more)
            say(option.help, first=more, rest=more)
        print()
    return 0


def recorded(args: argparse.Namespace) -> Replay:
    game = configured_game(args)
    bots = make_bots(game, args.bots, args.seed, level=args.level)
    return play(game, bots=bots, seed=args.seed)  # type: ignore[arg-type]  # no person: all bots


def run_play(args: argparse.Namespace) -> int:
    if args.seat is not None:
        return run_play_yourself(args)
    if args.json:
        check_target(Path(args.json), "--json")  # before the match is played, not after
    replay = recorded(args)
    spec = replay.load().spec
    print(f"{spec.title}, {replay.players} players, seed {args.seed}")
    print(f"Seats: {', '.join(f'{seat_name(s)} {n}' for s, n in enumerate(replay.seats))}")
    for step, caption in enumerate(replay.captions, start=1):
        print(f"{step:>3}. {caption}")
    print(f"Settlement: {settlement(replay.returns)}")
    if args.json:
        write(Path(args.json), replay.to_json(indent=1) + "\n", "--json")
    return 0


def run_play_yourself(args: argparse.Namespace) -> int:
    """A person plays seat --seat (1 = P1) against the bots, reading moves from stdin."""
    from .terminal import TerminalTable

    game = configured_game(args)
    if not 1 <= args.seat <= game.players:
        raise UsageError(f"--seat is a seat from 1 to {game.players}, not {args.seat}")
    seat = args.seat - 1
    if args.json:
        check_target(Path(args.json), "--json")  # before a person plays a whole match
    names = None if args.level else args.bots or "heuristic"
    bots = make_bots(game, names, args.seed, person=seat, level=args.level)
    assert bots is not None
    answers = sys.stdin or io.StringIO()  # None when the process has no standard input
    if isinstance(answers, io.TextIOWrapper):
        # A line holding bytes the encoding cannot read (a stray 0xff under UTF-8) is then
        # answered like any answer not understood, not with a UnicodeDecodeError.
        answers.reconfigure(errors="replace")
    table = TerminalTable(game, seat, bots, args.seed, sys.stdout, echo=not answers.isatty())
    replay = table.run(answers)
    if replay is not None and args.json:
        write(Path(args.json), replay.to_json(indent=1) + "\n", "--json")
    return 0


def run_learn(args: argparse.Namespace) -> int:
    """A game's lesson path (or its puzzles), step by step, reading the answers from stdin."""
    from .exercises.lessons import lesson_for
    from .exercises.puzzles import puzzle_path
    from .terminal import TerminalLesson

    # An unknown game, or one without puzzles: a clear error, before input.
    path = puzzle_path(args.game) if args.puzzles else lesson_for(args.game, args.seed)
    answers = sys.stdin or io.StringIO()  # None when the process has no standard input
    if isinstance(answers, io.TextIOWrapper):
        answers.reconfigure(errors="replace")  # as `play --seat` does
    TerminalLesson(path, sys.stdout, echo=not answers.isatty()).run(answers)
    return 0


def read_replay(source: str) -> Replay:
    """A saved replay, read and checked (a file that cannot be read: a usage error)."""
    try:
        data = Path(source).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read {source}: {exc.strerror or exc}") from exc
    return Replay.from_json(data)


def run_review(args: argparse.Namespace) -> int:
    replay = read_replay(args.file)
    if not 1 <= args.seat <= replay.players:
        raise UsageError(f"--seat is a seat from 1 to {replay.players}, not {args.seat}")
    seat = args.seat - 1
    print(
        f"{replay.spec.name}: the moves of {seat_name(seat)} where there was a choice, graded "
        f"by the search bot at the {args.level} level from what {seat_name(seat)} could see"
    )
    marks = review(replay, seat, level=args.level, seed=args.seed)
    for mark in marks:
        print(mark)
    counts = Counter(mark.mark for mark in marks)
    print(" · ".join(f"{m} {counts[m]}" for m in MARKS if counts[m]) or "no move with a choice")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from .render.page import standalone_page

    out = Path(args.output)
    check_target(out, "-o")  # before a replay is read or played
    if args.source:
        if args.game:
            raise UsageError("give either a game or --from FILE, not both")
        replay = read_replay(args.source)
    elif args.game:
        replay = recorded(args)
    else:
        raise UsageError("name a game (gupai replay jielong --seed 3 -o game.html) or --from FILE")
    if out.suffix.lower() == ".json":
        write(out, replay.to_json(indent=1) + "\n", "-o")
    else:
        views = parse_views(args.views, replay.players)
        seat = views[0]
        write(out, standalone_page(replay, seat=seat, views=views), "-o")
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
        elif re.fullmatch(r"[0-9]{1,3}", word) and 1 <= int(word) <= players:
            views.append(int(word) - 1)
        else:
            raise UsageError(
                f"--views takes 'open' and seat numbers 1 to {players} (or 'every'), not "
                f"{excerpt(part)}"
            )
    return tuple(dict.fromkeys(views))


def simulate_seeds(
    game: Game, names: str | None, level: str | None, seeds: range
) -> list[list[int]]:
    """Each seat's return in each game of `seeds`, in seed order. A game depends on its seed
    alone (its deal and its bots' seeds), so any split of the seeds gives the same games."""
    returns: list[list[int]] = []
    for seed in seeds:
        bots = make_bots(game, names, seed, level=level)
        assert bots is not None
        state = game.new_initial_state(seed=seed)
        moves = 0
        while not state.is_terminal():
            moves += 1
            if moves > MAX_STEPS:
                raise GameError(f"game {seed} did not end within {MAX_STEPS} actions")
            bot = bots[state.seat_to_move]
            assert bot is not None  # (every seat has a bot here)
            state.apply_action(state.ask(bot))
        returns.append(state.returns())
    return returns


def _simulate_part(
    game_id: str, players: int, options: dict[str, Any], names: str | None,
    level: str | None, seeds: range,
) -> list[list[int]]:  # fmt: skip
    """`simulate_seeds` in a worker process, which loads the game itself."""
    return simulate_seeds(load_game(game_id, players=players, **options), names, level, seeds)


def run_simulate(args: argparse.Namespace) -> int:
    game = configured_game(args)
    if args.n < 1:
        raise UsageError("-n must be at least 1")
    if args.workers < 0:
        raise UsageError("--workers must be 0 (one process per core) or more")
    workers = args.workers or os.cpu_count() or 1
    first = args.seed
    names = None if args.level else args.bots or "heuristic"
    make_bots(game, names, first, level=args.level)  # odd --bots stop here, before any work
    # Parts of a few games each, so the bar moves and the workers finish together.
    size = max(1, min(200, args.n // (workers * 8)))
    parts = [range(s, min(s + size, first + args.n)) for s in range(first, first + args.n, size)]
    # Progress goes to stderr, so stdout holds the table alone; shown on a terminal unless
    # --progress or --no-progress says otherwise (tqdm's disable=None: off when not a TTY).
    progress = tqdm(
        total=args.n,
        desc=game.spec.name,
        unit=" games",
        file=sys.stderr,
        disable=None if args.progress is None else not args.progress,
        leave=False,
    )
    results: list[list[list[int]]] = []
    with progress:
        if workers == 1 or len(parts) == 1:
            for part in parts:
                results.append(simulate_seeds(game, names, args.level, part))
                progress.update(len(part))
        else:
            with ProcessPoolExecutor(min(workers, len(parts))) as pool:
                futures = [
                    pool.submit(
                        _simulate_part,
                        game.id,
                        game.players,
                        game.options,
                        names,
                        args.level,
                        part,
                    )  # fmt: skip
                    for part in parts
                ]
                for future, part in zip(futures, parts, strict=True):
                    results.append(future.result())
                    progress.update(len(part))
    totals = [[game_returns[seat] for part in results for game_returns in part]
              for seat in range(game.players)]  # fmt: skip
    labels = [
        getattr(b, "name", "bot") for b in make_bots(game, names, first, level=args.level) or []
    ]
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


def is_replaceable(mode: int) -> bool:
    """Whether a file of this mode (from os.lstat, which does not follow a symlink) may be
    replaced by a rename: a regular file only. Renaming over a symlink, a FIFO, a device, a
    socket or a folder would replace it rather than write to it."""
    return stat.S_ISREG(mode)


def check_target(path: Path, flag: str) -> None:
    """Refuse an output path that exists and is not a regular file (`write` renames a new
    file over it). A path that does not exist yet is fine."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    if not is_replaceable(mode):
        raise UsageError(
            f"{flag} {path}: not a regular file; give a new path or an existing regular file"
        )


def write(path: Path, text: str, flag: str) -> None:
    """Write the whole file or nothing: into a temporary file beside it, then renamed, so a
    failure never leaves an empty or partial file under the name asked for. The rename
    replaces what is there, so the target is checked first: a new path or a regular file."""
    check_target(path, flag)
    data = text.encode("utf-8")
    try:
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


# -- entry point ----------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gupai",
        description="Chinese dominoes and card games: list them, play them yourself or "
        "watch the bots, export replays, simulate.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.set_defaults(usage=sub)  # errors found later print this subcommand's usage
        return sub

    command("list", "the games, with their players and options")

    def game_arguments(sub: argparse.ArgumentParser, *, game_required: bool = True) -> None:
        if game_required:
            sub.add_argument("game", help="a game id (see `gupai list`)")
        else:
            sub.add_argument("game", nargs="?", help="a game id (see `gupai list`)")
        sub.add_argument(
            "--players", type=whole_number, help="how many players (default: the game's)"
        )
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
        sub.add_argument(
            "--level",
            choices=LEVELS,
            help="the bot in every seat by level: easy (the game's own bot), normal or "
            "strong (the search bot)",
        )

    play_cmd = command(
        "play", "play a seat yourself against the bots (--seat), or watch the bots play"
    )
    game_arguments(play_cmd)
    play_cmd.add_argument(
        "--seat",
        type=whole_number,
        metavar="N",
        help="play seat N yourself (1 is P1) in the terminal: answer with a move's number, "
        "its notation or its sentence, or hint, undo, help, quit",
    )
    play_cmd.add_argument("--seed", type=whole_number, default=7, help="the shuffle (default 7)")
    play_cmd.add_argument("--json", metavar="FILE", help="also save the replay as JSON")

    learn_cmd = command(
        "learn", "a lesson path through a game, from its pieces to a whole deal: answer each "
        "step's question by typing pieces or a letter, or hint, answer, next, quit"
    )  # fmt: skip
    learn_cmd.add_argument("game", help="a game id (see `gupai list`)")
    learn_cmd.add_argument(
        "--seed", type=whole_number, default=0, help="which positions (default 0)"
    )
    learn_cmd.add_argument(
        "--puzzles", action="store_true", help="the game's puzzles instead: find the best move"
    )

    replay_cmd = command("replay", "write a replay page that works offline (or the replay as JSON)")
    game_arguments(replay_cmd, game_required=False)
    replay_cmd.add_argument("--seed", type=whole_number, default=7, help="the shuffle (default 7)")
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

    review_cmd = command(
        "review", "grade a seat's moves in a saved replay with the search bot: best, good, "
        "inaccuracy, mistake or blunder, and why"
    )  # fmt: skip
    review_cmd.add_argument("file", help="a replay saved as JSON (gupai play --json FILE)")
    review_cmd.add_argument(
        "--seat", type=whole_number, required=True, metavar="N", help="the seat to review (1 is P1)"
    )
    review_cmd.add_argument(
        "--level", choices=LEVELS[1:], default="normal", help="the search bot's level (normal)"
    )
    review_cmd.add_argument(
        "--seed", type=whole_number, default=0, help="the search's seed (default 0)"
    )

    sim_cmd = command("simulate", "play many games; mean returns per seat")
    game_arguments(sim_cmd)
    sim_cmd.add_argument(
        "-n", type=whole_number, default=1000, help="how many games (default 1000)"
    )
    sim_cmd.add_argument("--seed", type=whole_number, default=0, help="the first seed (default 0)")
    sim_cmd.add_argument(
        "--workers",
        type=whole_number,
        default=0,
        help="processes to play in (default: one per core); the results are the same",
    )
    sim_cmd.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        help="show a progress bar on stderr (default: only when stderr is a terminal)",
    )
    return parser


COMMANDS = {
    "learn": run_learn,
    "list": run_list,
    "play": run_play,
    "replay": run_replay,
    "review": run_review,
    "simulate": run_simulate,
}


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        # A terminal that cannot show 骨牌 gets escapes rather than a UnicodeEncodeError.
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    usage: argparse.ArgumentParser = args.usage
    if extra:  # the top parser would report these with its own usage, not the subcommand's
        usage.error(f"unrecognized arguments: {' '.join(excerpt(a) for a in extra)}")
    try:
        return COMMANDS[args.command](args)
    except ReplayError as exc:  # the file is at fault, not the command line
        print(f"gupai {args.command}: error: {exc}", file=sys.stderr)
    except (UsageError, GameError) as exc:
        usage.print_usage(sys.stderr)
        print(f"gupai {args.command}: error: {exc}", file=sys.stderr)
    except KeyboardInterrupt:
        print(f"\ngupai {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader stopped reading (`gupai list | head`): nothing is wrong with the command.
        # Python would report the pipe again when it flushes stdout at exit; point stdout at
        # /dev/null so it does not.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    return 2


if __name__ == "__main__":
    sys.exit(main())
