"""What the search bot's moves gain over the game's own bot's, one decision at a time.

The strength bench measures the search bot over whole matches, where the luck of the deal
hides a small edge behind hundreds of seeds. This bench measures the edge where it is made.
Positions come from matches the game's own bots play among themselves (every seat, every
move with a choice, matches seed 0, 1, 2, … until the positions or the time run out). At
each, the search bot (`level`) chooses; where it chooses otherwise than the game's own bot,
both moves are played out to the end of the deal by the game's own bots (as the search
itself plays them, `SearchBot.playout`), twice over:

- in SAMPLES fresh deals that fit what the seat has seen, dealt independently of those the
  search chose with: what the search believes the move gains;
- in the real deal: what it does gain (one playout; unbiased, but noisy).

A decision where it plays the game's own move gains 0 in both. The mean gain a decision,
times the decisions a seat makes in a match, is the gain a match that the strength bench
should find: a bot's edge over another is the sum of its one-move gains along its own play
(the performance-difference identity, Kakade and Langford 2002), and the strength bench
plays the search bot against the same bots. Where the two columns differ, the sampled deals
misjudge the hidden pieces. Gains are in the seat's own returns (the strength bench's margin
is its return less the others' mean: in a zero-sum game of n players, n/(n−1) times it); a
game with `evaluate` (Mouse Moving) counts them as it estimates a round's end, a measure
that does not add up over a match's rounds, so its match columns are left empty.

Run through `benchmarks/run.py advantage [--games a,b] [--positions N] [--minutes M]`;
`--quick` takes a few positions at the normal level. Nothing here asserts a number.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import gupai_widgets as gw
from gupai_widgets.bots.sampling import DealSampler
from gupai_widgets.bots.search import SearchBot

LEVEL, QUICK_LEVEL = "strong", "normal"
POSITIONS, QUICK_POSITIONS = 300, 4
MINUTES = 8.0  # a game's time, past which it stops at the positions it has
SAMPLES, QUICK_SAMPLES = 100, 10  # fresh sampled deals per overruled decision


def positions(game: gw.Game, seed: int):
    """The positions of match `seed` of the game's own bots where the player has a choice."""
    state = game.new_initial_state(seed=seed)
    bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
    while not state.is_terminal():
        if len(state.legal_actions()) > 1:
            yield state.clone()
        state.apply_action(bots[state.current_player].choose(state))


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


def advantage(
    game: gw.Game, level: str, count: int, minutes: float, samples: int
) -> dict[str, Any]:
    """The gains of the search bot's decisions at up to `count` positions."""
    from bench_strength import mean_error, search_bot

    started = time.perf_counter()
    sampled: list[float] = []
    real: list[float] = []
    matches = decisions = overruled = 0
    seed = 0
    while len(sampled) < count and time.perf_counter() - started < minutes * 60:
        matches += 1
        for state in positions(game, seed):
            decisions += 1
            if len(sampled) >= count or time.perf_counter() - started > minutes * 60:
                continue  # the match is played to its end, to count its decisions
            bot = search_bot(game, level, seed * 1000 + len(state.history))
            decision = bot.decide(state)
            if decision.action == decision.default:
                sampled.append(0.0)
                real.append(0.0)
                continue
            overruled += 1
            key = f"{seed}/{len(state.history)}"
            ours, truly = gains(game, state, bot, decision.action, decision.default, key, samples)
            sampled.append(ours)
            real.append(truly)
        seed += 1
    per_match = decisions / matches / game.players
    return {
        "positions": len(sampled),
        "overruled": overruled,
        "sampled": mean_error(sampled),
        "real": mean_error(real),
        "decisions": per_match,
        "seconds": time.perf_counter() - started,
    }


def _signed(pair: tuple[float, float], scale: float = 1.0) -> str:
    mean, error = pair
    return f"{mean * scale:+.3f} ± {error * scale:.3f}"


def run(
    quick: bool = False,
    games: str | None = None,
    positions: str | None = None,
    minutes: str | None = None,
    level: str | None = None,
) -> list[dict[str, Any]]:
    """The table of `games` (ids, comma-separated; every registered game if None), each at
    up to `positions` positions within `minutes`."""
    from run import game_ids, print_table

    level = level or (QUICK_LEVEL if quick else LEVEL)
    if level not in ("normal", "strong"):
        raise SystemExit(f"--level takes normal or strong, not {level!r}")
    for name, given in (("positions", positions), ("minutes", minutes)):
        if given is not None and not given.replace(".", "", 1).isdigit():
            raise SystemExit(f"--{name} takes a number, not {given!r}")
    count = int(float(positions)) if positions else (QUICK_POSITIONS if quick else POSITIONS)
    budget = float(minutes) if minutes else MINUTES
    samples = QUICK_SAMPLES if quick else SAMPLES
    rows = []
    for game_id in game_ids(games):
        game = gw.load_game(game_id)
        r = advantage(game, level, count, budget, samples)
        estimated = hasattr(game, "evaluate")
        rows.append(
            [
                game_id,
                r["positions"],
                f"{r['overruled'] / max(1, r['positions']):.0%}",
                _signed(r["sampled"]),
                _signed(r["real"]),
                round(r["decisions"], 1),
                # A game's own estimate of a round's end does not add up over a match.
                None if estimated else _signed(r["sampled"], r["decisions"]),
                None if estimated else _signed(r["real"], r["decisions"]),
                r["seconds"],
            ]
        )
        print_table({"title": f"{game_id} done", "columns": COLUMNS, "rows": rows[-1:]})
    return [
        {
            "title": f"The search bot's gain a decision over the game's own bot ({level})",
            "columns": COLUMNS,
            "rows": rows,
            "notes": [
                "positions: decisions of the game's own bots' matches searched; overruled: the",
                "share where the search bot plays another move. Gain: that move's return less",
                f"the game's own move's, for the seat, to the end of the deal: in {samples} fresh",
                "sampled deals (what the search believes) and in the real deal (what is),",
                "± standard error over the positions. A match's gain = a decision's times the",
                "decisions a seat makes in a match: what the strength bench should find (-: the",
                "game's own estimate of a round's end, which does not add up over a match).",
            ],
        }
    ]


COLUMNS = [
    "game",
    "positions",
    "overruled",
    "gain/decision sampled",
    "gain/decision real",
    "decisions/seat",
    "gain/match sampled",
    "gain/match real",
    "seconds",
]
