"""Every registered game through the public API: random playouts per second, the size of a
full-game replay (JSON, rendered HTML, standalone page), and the game's own bot against
random seats. Nothing here names a game; a new game is measured once it registers.

Run through `benchmarks/run.py` (or `make bench`); `python benchmarks/bench_games.py` runs
this file alone.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import gupai_widgets as gw

PLAYOUT_SECONDS = 1.5  # CPU seconds of playouts per configuration
REPLAY_SEEDS = 5
BOT_DEALS = 2_000
QUICK_PLAYOUT_SECONDS = 0.2
QUICK_REPLAY_SEEDS = 2
QUICK_BOT_DEALS = 200


def configs() -> list[tuple[gw.GameSpec, int]]:
    """Each game at each allowed player count, default options."""
    return [(spec, players) for spec in gw.list_games() for players in spec.players]


def playout_rate(game: gw.Game, seconds: float, own_bots: bool = False) -> dict[str, Any]:
    """Seeded playouts, as a user of the library would run them: deal, ask each seat's bot
    (random, or the game's own), apply its action, until the match ends. CPU time of this
    one process."""
    playouts = actions = 0
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    # The seats' bots are made once, as a simulation makes its players once and deals
    # again and again (the peer's unit of work too); every deal is shuffled from its seed.
    if own_bots:
        bots = [game.make_bot(s) for s in range(game.players)]
    else:
        bots = [gw.RandomBot(s) for s in range(game.players)]
    while True:
        state = game.new_initial_state(seed=playouts)
        while not state.is_terminal():
            state.apply_action(state.ask(bots[state.current_player]))
        playouts += 1
        actions += len(state.history)
        cpu = time.process_time() - cpu_start
        if cpu >= seconds and playouts >= 20:
            break
    wall = time.perf_counter() - wall_start
    return {
        "playouts": playouts,
        "per_cpu_second": playouts / cpu,
        "per_wall_second": playouts / wall,
        "actions_per_playout": actions / playouts,
        "us_per_action": cpu / actions * 1e6,
    }


def table_playouts(quick: bool) -> dict[str, Any]:
    seconds = QUICK_PLAYOUT_SECONDS if quick else PLAYOUT_SECONDS
    rows = []
    for spec, players in configs():
        game = gw.load_game(spec.id, players=players)
        r = playout_rate(game, seconds)
        b = playout_rate(game, seconds, own_bots=True)
        rows.append(
            [
                spec.id,
                players,
                round(r["per_cpu_second"]),
                round(r["actions_per_playout"], 1),
                round(r["us_per_action"], 1),
                round(b["per_cpu_second"]),
                round(b["us_per_action"], 1),
            ]
        )
    return {
        "title": "Playouts per CPU second (public API, default options, 1 process)",
        "columns": [
            "game",
            "players",
            "random/s",
            "actions",
            "µs/action",
            "own bots/s",
            "bot µs/action",
        ],
        "rows": rows,
        "notes": [
            "per second of this process's CPU time (one core). A playout is one whole match.",
            "Beside the Java engines, in their configurations: bench_peer.py.",
        ],
    }


def replay_renderer():
    """`render.replay.replay_html` and `render.page.standalone_page`."""
    from gupai_widgets.render.page import standalone_page
    from gupai_widgets.render.replay import replay_html

    return replay_html, standalone_page


def cli_page_bytes(game_id: str, seed: int) -> int | None:
    """Size of the page `gupai replay <game> --seed N -o page.html` writes, once the CLI
    exists (run as a user would, in a fresh process)."""
    if importlib.util.find_spec("gupai_widgets.cli") is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "replay.html"
        command = "import sys; from gupai_widgets.cli import main; sys.exit(main())"
        args = ["replay", game_id, "--seed", str(seed), "-o", str(page)]
        done = subprocess.run([sys.executable, "-c", command, *args], capture_output=True)
        if done.returncode != 0 or not page.exists():
            return None
        return page.stat().st_size


def mean_max(sizes: list[int]) -> tuple[int | None, int | None]:
    return (round(statistics.fmean(sizes)), max(sizes)) if sizes else (None, None)


def table_replay_sizes(quick: bool) -> dict[str, Any]:
    seeds = range(QUICK_REPLAY_SEEDS if quick else REPLAY_SEEDS)
    replay_html, standalone_page = replay_renderer()
    rows = []
    for spec in gw.list_games():
        game = gw.load_game(spec.id)
        replays = [gw.play(game, seed=seed) for seed in seeds]
        json_sizes = [len(r.to_json().encode()) for r in replays]
        html_sizes = [len(replay_html(r).encode()) for r in replays] if replay_html else []
        page_sizes = [len(standalone_page(r).encode()) for r in replays] if standalone_page else []
        open_sizes = (
            [len(standalone_page(r, views=[None]).encode()) for r in replays]
            if standalone_page
            else []
        )
        rows.append(
            [
                spec.id,
                game.players,
                round(statistics.fmean(len(r.actions) for r in replays), 1),
                *mean_max(json_sizes),
                *mean_max(html_sizes),
                *mean_max(page_sizes),
                *mean_max(open_sizes),
                cli_page_bytes(spec.id, 0),
            ]
        )
    notes = [
        f"each game's own bots in every seat, default options, seeds 0-{len(seeds) - 1};",
        "HTML: render.replay.replay_html (all views: open and every seat);",
        "page: render.page.standalone_page (CSS and stepper script inline), all views;",
        "open page: the same with the open view only;",
        "CLI: the file `gupai replay <game> --seed 0 -o page.html` writes.",
    ]
    if replay_html is None:
        notes.append("(gupai_widgets.render.replay is not built yet)")
    if rows and rows[0][-1] is None:
        notes.append("(the `gupai replay` command is not available yet)")
    return {
        "title": "Size of a full-game replay (bytes)",
        "columns": [
            "game",
            "players",
            "actions",
            "JSON mean",
            "JSON max",
            "HTML mean",
            "HTML max",
            "page mean",
            "page max",
            "open page mean",
            "open page max",
            "CLI seed 0",
        ],
        "rows": rows,
        "notes": notes,
    }


def best_ms(make: Any, repeat: int) -> float:
    """The fastest of `repeat` runs of `make()`, in milliseconds."""
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        make()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def table_seat_output(quick: bool) -> dict[str, Any]:
    """What drawing a replay in every seat's view costs now that each seat's captions are
    the rules' own (`state.explain(action, seat)`), and what a PlayTable's saved page holds."""
    from gupai_widgets.render.replay import ReplayFrames
    from gupai_widgets.widgets import PlayTable

    repeat = 1 if quick else 3
    rows = []
    for spec in gw.list_games():
        game = gw.load_game(spec.id)
        replay = gw.play(game, seed=0)
        replay.states()  # replayed once, as loading a file does, outside the timing
        table = PlayTable(game, seat=0, seed=0)
        static = table._repr_mimebundle_()[0]["text/html"]
        rows.append(
            [
                spec.id,
                len(replay.actions),
                best_ms(lambda r=replay: ReplayFrames(r, (None,)).html(), repeat),
                best_ms(lambda r=replay: ReplayFrames(r).html(), repeat),
                best_ms(table.static_html, repeat),
                len(static.encode()),
            ]
        )
    return {
        "title": "Seats' views: drawing a replay, and a PlayTable's static HTML",
        "columns": ["game", "actions", "open ms", "all views ms", "table ms", "table bytes"],
        "rows": rows,
        "notes": [
            f"seed 0, the game's own bots, default options; best of {repeat} wall-clock run(s);",
            "open / all views: ReplayFrames(...).html() with the open view only / the open "
            "view and every seat's (whose captions the rules write per seat);",
            "table: PlayTable(game, seat=0, seed=0)'s text/html, the game so far as P1 sees it.",
        ],
    }


def bot_against_random(game: gw.Game, deals: int) -> dict[str, float]:
    """Deal i puts the game's own bot in seat i mod n and random bots elsewhere; the margin
    is the bot's return minus the mean return of the random seats in the same deal."""
    n = game.players
    own, margins = [], []
    for deal in range(deals):
        seat = deal % n
        bots: list[Any] = [gw.RandomBot(deal * 1009 + s) for s in range(n)]
        bots[seat] = game.make_bot(deal)
        returns = gw.play(game, bots=bots, seed=deal).returns
        others = [r for s, r in enumerate(returns) if s != seat]
        own.append(returns[seat])
        margins.append(returns[seat] - (statistics.fmean(others) if others else 0.0))

    def error(values: list[float]) -> float:
        return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0

    return {
        "mean": statistics.fmean(own),
        "error": error(own),
        "margin": statistics.fmean(margins),
        "margin_error": error(margins),
    }


def table_bots(quick: bool) -> dict[str, Any]:
    deals = QUICK_BOT_DEALS if quick else BOT_DEALS
    rows = []
    for spec, players in configs():
        game = gw.load_game(spec.id, players=players)
        r = bot_against_random(game, deals)
        rows.append(
            [
                spec.id,
                players,
                getattr(game.make_bot(0), "name", type(game.make_bot(0)).__name__),
                f"{r['mean']:+.2f} ± {r['error']:.2f}",
                f"{r['margin']:+.2f} ± {r['margin_error']:.2f}",
                round(r["margin"] / r["margin_error"], 1) if r["margin_error"] else None,
            ]
        )
    return {
        "title": f"The game's own bot in one seat, random bots in the others ({deals:,} deals)",
        "columns": ["game", "players", "bot", "bot return/deal", "bot − random seats", "z"],
        "rows": rows,
        "notes": [
            "the bot's seat rotates with the deal; mean ± standard error per deal;",
            "z = margin / its standard error (above 3: clearly better than random).",
        ],
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    return [
        table_playouts(quick),
        table_replay_sizes(quick),
        table_seat_output(quick),
        table_bots(quick),
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["games", *sys.argv[1:]]))
