"""What the search bot's moves gain over the game's own bot's, one decision at a time.

The strength bench measures the search bot over whole matches, where the luck of the deal
hides a small edge behind hundreds of seeds. This bench measures the edge where it is made,
in the very matches the strength bench plays (the same seeds, seats and bots, so a seed's
match here is move for move the strength bench's). At each decision of the search bot
(`level`) where it plays otherwise than the game's own bot would, both moves are played out
to the end of the deal by the game's own bots (as the search itself plays them,
`SearchBot.playout`), twice over:

- in SAMPLES fresh deals that fit what the seat has seen, dealt independently of those the
  search chose with: what the search believes the move gains;
- in the real deal: what it does gain (one playout; unbiased, but noisy).

A decision where it plays the game's own move gains 0 in both. A match's gain is the sum
of its decisions' gains: by the performance-difference identity (Kakade and Langford 2002),
a bot's edge over another is the expected sum of the other's advantage at the moves the
bot makes along its own play. So the real-deal sum measures the edge without bias in every
game, and the sampled sum does too where the sampled deals are dealt as the real ones are
(Tsung Shap, where nobody knows the order of the face-down stacks, not even their owner;
`tests/test_search_bot.py` checks that its samples deal the unseen tiles evenly). The sampled sum
leaves the luck of the deal and of the rest of the match out, so its spread is far smaller
than a match's. Next to them, the direct measure of the same matches: the seat's return
less its return in the match of the same seed with the game's own bot in every seat (the
strength bench's margin is the return less the others' mean: in a zero-sum game of n
players, n/(n−1) times this). Where the sampled column differs from the other two, the
sampled deals misjudge the hidden pieces. A game with `evaluate` (Mouse Moving) counts its
gains as it estimates a round's end, a measure that does not add up over a match, so its
match columns are left empty.

Run through `benchmarks/run.py advantage [--games a,b] [--minutes M] [--first N]`; each
seed's sums are printed as it ends, so runs over consecutive seeds add up. `--quick` plays
one seed at the normal level. Nothing here asserts a number.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import gupai_widgets as gw
from gupai_widgets.bots.search import SearchBot
from gupai_widgets.engine.sampling import DealSampler

LEVEL, QUICK_LEVEL = "strong", "normal"
MINUTES = 8.0  # a game's time, past which it stops after the seed it is playing
SAMPLES, QUICK_SAMPLES = 100, 10  # fresh sampled deals per overruled decision


def gains(
    game: gw.Game,
    state: gw.State,
    bot: SearchBot,
    action: Any,
    default: Any,
    key: str,
    samples: int,
) -> tuple[float, float]:
    """`action` less `default` for the seat to move, averaged over `samples` fresh deals that
    fit its view, and in the real deal."""
    seat = state.current_player
    rng = random.Random(key)
    sampler = DealSampler(state, seat, game.make_bot(rng.randrange(2**32)))
    differences = []
    for _ in range(samples):
        position = sampler.sample(rng)
        if position is None:
            continue
        bots = [game.make_bot(rng.randrange(2**32)) for _ in range(game.players)]
        ours, _ = bot.playout(position, action, seat, sampler.deal_number, bots)
        theirs, _ = bot.playout(position, default, seat, sampler.deal_number, bots)
        differences.append(ours - theirs)
    bots = [game.make_bot(rng.randrange(2**32)) for _ in range(game.players)]
    ours, _ = bot.playout(state, action, seat, sampler.deal_number, bots)
    theirs, _ = bot.playout(state, default, seat, sampler.deal_number, bots)
    sampled = statistics.fmean(differences) if differences else 0.0
    return sampled, ours - theirs


def match_gains(game: gw.Game, level: str, seed: int, seat: int, samples: int) -> dict[str, float]:
    """Match `seed` with the search bot in `seat` and the game's own bots elsewhere, seeded
    as the strength bench seeds them: the seat's return, and the sums of its decisions'
    gains (sampled and real), with the counts of decisions and overrules."""
    from bench_strength import search_bot

    state = game.new_initial_state(seed=seed)
    bots: list[Any] = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
    bot = bots[seat] = search_bot(game, level, seed * 10 + seat)
    out = {"sampled": 0.0, "real": 0.0, "decisions": 0, "overruled": 0}
    while not state.is_terminal():
        player = state.current_player
        if player == seat and len(state.legal_actions()) > 1:
            decision = bot.decide(state.observe(state.current_player))
            out["decisions"] += 1
            if decision.action != decision.default:
                out["overruled"] += 1
                key = f"{seed}/{seat}/{len(state.history)}"
                ours, truly = gains(
                    game, state, bot, decision.action, decision.default, key, samples
                )
                out["sampled"] += ours
                out["real"] += truly
        state.apply_action(state.ask(bots[player]))
    out["return"] = state.returns()[seat]
    return out


def own_returns(game: gw.Game, seed: int) -> list[float]:
    """Each seat's return in match `seed` with the game's own bot in every seat."""
    from bench_strength import play_match

    bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
    return play_match(game, bots, seed, set()).state.returns()


def advantage(
    game: gw.Game, level: str, quick: bool, minutes: float, samples: int, first: int
) -> dict[str, Any]:
    """Seeds from `first` on, each once per seat, until `minutes` are spent (one seed if
    quick): per seed, the means over its seats of the direct gain and the two sums."""
    from bench_strength import mean_error

    started = time.perf_counter()
    direct: list[float] = []
    sampled: list[float] = []
    real: list[float] = []
    decisions = overruled = 0
    seed = first
    while not direct or (not quick and time.perf_counter() - started < minutes * 60):
        baseline = own_returns(game, seed)
        matches = [match_gains(game, level, seed, seat, samples) for seat in range(game.players)]
        direct.append(statistics.fmean(m["return"] - baseline[s] for s, m in enumerate(matches)))
        sampled.append(statistics.fmean(m["sampled"] for m in matches))
        real.append(statistics.fmean(m["real"] for m in matches))
        decisions += sum(m["decisions"] for m in matches)
        overruled += sum(m["overruled"] for m in matches)
        print(
            f"  {game.id} seed {seed} direct {direct[-1]:+.3f} sampled {sampled[-1]:+.3f} "
            f"real {real[-1]:+.3f} ({time.perf_counter() - started:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
        seed += 1
    return {
        "seeds": len(direct),
        "first": first,
        "decisions": decisions / len(direct) / game.players,
        "overruled": overruled / max(1, decisions),
        "direct": mean_error(direct),
        "sampled": mean_error(sampled),
        "real": mean_error(real),
        "seconds": time.perf_counter() - started,
    }


def _signed(pair: tuple[float, float]) -> str:
    mean, error = pair
    z = f", z {mean / error:.1f}" if error else ""
    return f"{mean:+.3f} ± {error:.3f}{z}"


def run(
    quick: bool = False,
    games: str | None = None,
    minutes: str | None = None,
    level: str | None = None,
    first: str | None = None,
) -> list[dict[str, Any]]:
    """The table of `games` (ids, comma-separated; every registered game if None), each
    for `minutes`, from seed `first` on."""
    from run import game_ids, print_table

    level = level or (QUICK_LEVEL if quick else LEVEL)
    if level not in ("normal", "strong"):
        raise SystemExit(f"--level takes normal or strong, not {level!r}")
    if minutes is not None and not minutes.replace(".", "", 1).isdigit():
        raise SystemExit(f"--minutes takes a number, not {minutes!r}")
    if first is not None and not first.isdigit():
        raise SystemExit(f"--first takes a seed number (0, 1, 2, …), not {first!r}")
    budget = float(minutes) if minutes else MINUTES
    samples = QUICK_SAMPLES if quick else SAMPLES
    rows = []
    for game_id in game_ids(games):
        game = gw.load_game(game_id)
        r = advantage(game, level, quick, budget, samples, int(first or 0))
        # A game's own estimate of a round's end does not add up over a match.
        estimated = hasattr(game, "evaluate")
        rows.append(
            [
                game_id,
                f"{r['first']}–{r['first'] + r['seeds'] - 1}",
                round(r["decisions"], 1),
                f"{r['overruled']:.0%}",
                _signed(r["direct"]),
                None if estimated else _signed(r["sampled"]),
                None if estimated else _signed(r["real"]),
                r["seconds"],
            ]
        )
        print_table({"title": f"{game_id} done", "columns": COLUMNS, "rows": rows[-1:]})
    return [
        {
            "title": f"The search bot's gain a match over the game's own bot ({level})",
            "columns": COLUMNS,
            "rows": rows,
            "notes": [
                "Each seed's match once per seat, with the search bot in that seat, as the",
                "strength bench plays it. direct: the seat's return less its return with the",
                "game's own bot in every seat. sampled and real: the sum, over the search",
                "bot's decisions in the match, of its move's return less the game's own",
                f"move's, to the end of the deal: in {samples} fresh sampled deals (what the",
                "search believes) and in the real deal (what is). ± standard error over the",
                "seeds (-: the game's own estimate of a round's end, which does not add up).",
            ],
        }
    ]


COLUMNS = [
    "game",
    "seeds",
    "decisions/seat",
    "overruled",
    "direct gain/match",
    "sampled gain/match",
    "real gain/match",
    "seconds",
]
