"""Playing on the site: how long the reader waits for the bots after each move, how long a
review takes after the game, in headless Chromium (Pyodide), and what the site adds in bytes.
`python benchmarks/run.py site_play`. How soon the first move can be clicked after pressing
Play, and the bytes fetched before it, on every family's page: bench_site_start.

The site is built into a temporary folder and served on 127.0.0.1; Chromium keeps one
profile under build/ (the issue asks for each reply under 200 ms)."""

from __future__ import annotations

import functools
import gzip
import inspect
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PROFILE = ROOT / "build" / "chromium" / "bench-site-play"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"]
PAGE = "notebooks/jielong.html"

# Runs in the browser's Python once the table is up: each playable game played to its end
# from a few seeds, the reader always taking the first legal move. A reply is what the reader
# waits for after a click: the move, the bots' moves up to the reader's next turn, and the
# table drawn again. A bot move is one bot's `choose` alone; a hint, the Hint button's answer
# on the reader's first turn.
TIMING = """
import json, time
from gupai_widgets.live_table import LiveTable

def timed(choose, into):
    def run(state):
        start = time.perf_counter()
        action = choose(state)
        into.append(time.perf_counter() - start)
        return action
    return run

rows = []
for game in GAMES:
    replies, bot_moves, hints = [], [], []
    for seed in range(SEEDS):
        table = LiveTable(game, seed=seed)
        for bot in table._bots:
            if bot is not None:
                bot.choose = timed(bot.choose, bot_moves)
        if not table.over:
            start = time.perf_counter()
            table.hint()
            hints.append(time.perf_counter() - start)
        while not table.over:
            move = table.legal_actions()[0]
            start = time.perf_counter()
            table.choose(move)
            table.live_html()
            replies.append(time.perf_counter() - start)
    rows.append([game, replies, bot_moves, hints])
json.dumps(rows)
"""


RUN_PYTHON = "(code) => globalThis.gupaiSitePlay.run(code)"

# The review against the bot's own moves (bench_review.measure), in the browser's Python.
REVIEW_TIMING = """
import json
rows = [measure(game, seed) for game in GAMES for seed in range(SEEDS)]
json.dumps(rows)
"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def build(site: Path, cwd: Path = ROOT) -> None:
    """The site of the project in `cwd` (ours, or a checkout of an earlier commit)."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)]
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"mkdocs build failed in {cwd}:\n{done.stderr[-3000:]}")


# The page's main-thread long tasks (over 50 ms), their start and length, read with a
# PerformanceObserver from the first script on: Python in the main thread showed as tasks of
# a second or more.
LONG_TASKS = """
globalThis.gupaiLongTasks = [];
new PerformanceObserver((list) => {
  for (const { startTime, duration } of list.getEntries()) {
    globalThis.gupaiLongTasks.push([startTime, duration]);
  }
}).observe({ type: "longtask", buffered: true });
"""


def press_play(context, url: str) -> Any:
    """A fresh page, Play pressed and the table shown (bench_site_start measures how soon)."""
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    page.goto(url, wait_until="networkidle")
    page.locator('.gw-siteplay [data-gw="siteplay"]').click()
    page.wait_for_selector(".gw-siteplay .gw-play", timeout=180_000)
    return page


def press_review(page) -> tuple[int, float, float]:
    """On a table that is up, the reader's game played to its end (always the first legal
    move), then Review pressed: the moves graded, the seconds until the review showed, and
    the longest main-thread task meanwhile (ms, 0 if none over 50 ms)."""
    table = page.locator(".gw-siteplay .gw-play")
    idle = "!document.querySelector('.gw-siteplay-table[aria-busy=\"true\"]')"
    while table.locator(".gw-prompt").inner_text() != "The game is over.":
        table.locator("details > summary").click()
        table.locator("details button[data-action]").first.click()
        page.wait_for_function(idle)
    before = page.evaluate("globalThis.gupaiLongTasks.length")
    start = time.perf_counter()
    table.locator('[data-command="review"]').click()
    page.wait_for_selector(".gw-siteplay .gw-review", timeout=180_000)
    seconds = time.perf_counter() - start
    tasks = page.evaluate(f"globalThis.gupaiLongTasks.slice({before}).map(([, ms]) => ms)")
    graded = table.locator(".gw-review-moves li").count()
    return graded, seconds, max(tasks, default=0.0)


def ms(values: list[float]) -> tuple[float | None, ...]:
    """Median, 95th percentile and maximum in milliseconds (none for a game with no bots)."""
    if not values:
        return (None, None, None)
    return (
        1000 * statistics.median(values),
        1000 * sorted(values)[int(0.95 * (len(values) - 1))],
        1000 * max(values),
    )


def sizes(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    return len(data), len(gzip.compress(data))


def run(quick: bool = False) -> list[dict[str, Any]]:
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "docs" / "hooks"))
    import play as hook
    from bench_review import measure, representatives
    from bench_review import table as review_table

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp, "site")
        build(site)
        added = [
            [p.relative_to(site).as_posix(), *sizes(p)]
            for p in [
                # What the site ships of the runtime (its standard library cut to size).
                *sorted((site / hook.RUNTIME_FOLDER).iterdir()),
                *(site / hook.PACKAGE_FOLDER).glob("gupai_widgets-*.zip"),
                site / "javascripts" / "play.js",
            ]
        ]
        games = sorted(
            p.stem
            for p in (site / "notebooks").glob("*.html")
            if f'data-game="{p.stem}"' in p.read_text(encoding="utf-8")
        )
        handler = functools.partial(_Quiet, directory=str(site))
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/{PAGE}"
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(PROFILE), executable_path=CHROMIUM, args=ARGS, headless=True
            )
            try:
                page = press_play(context, url)
                script = f"GAMES = {games!r}\nSEEDS = {1 if quick else 3}\n" + TIMING
                rows = json.loads(page.evaluate(RUN_PYTHON, script))
                script = (
                    f"GAMES = {representatives()!r}\nSEEDS = {1 if quick else 2}\n"
                    + inspect.getsource(measure)
                    + REVIEW_TIMING
                )
                reviewed = json.loads(page.evaluate(RUN_PYTHON, script))
                page.close()
                reviews = []
                for _ in range(1 if quick else 3):
                    page = press_play(context, url)
                    reviews.append(press_review(page))
                    page.close()
            finally:
                context.close()
                server.shutdown()
                server.server_close()
    replies = [
        [game, len(reply), *ms(reply), len(bot), *ms(bot), 1000 * max(hint)]
        for game, reply, bot, hint in rows
        if reply
    ]
    return [
        {
            "title": "Play on the site: the reader's wait after a move, and one bot move (ms)",
            "columns": [
                "game",
                "replies",
                "median",
                "p95",
                "max",
                "bot moves",
                "bot median",
                "bot p95",
                "bot max",
                "hint max",
            ],
            "rows": replies,
            "notes": [
                "A reply: the reader's move, every bot move up to the reader's next turn, "
                "and the table drawn again (target: under 200 ms). A hint: the search bot's "
                "choice for the reader's first turn (the Hint button), one per seed."
            ],
        },
        {
            "title": f"Review on the site: from pressing Review to the review shown ({PAGE})",
            "columns": ["game", "moves graded", "seconds", "longest main-thread task ms"],
            "rows": [[f"game {i + 1}", *review] for i, review in enumerate(reviews)],
            "notes": [
                "The reader's game played to its end (the first legal move each time), then "
                "Review pressed: the worker grades the moves (Python off the main thread) "
                "while the button counts them."
            ],
        },
        review_table(reviewed, "the browser's Python, Pyodide"),
        {
            "title": "Play on the site: what it adds to site/",
            "columns": ["file", "bytes", "gzipped"],
            "rows": added,
            "notes": [f"total {sum(row[1] for row in added):,} bytes"],
        },
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["site_play", *sys.argv[1:]]))
