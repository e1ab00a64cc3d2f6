"""The search bot (bots/search.py) against each game's own heuristic bot: its strength, the
time a move takes, how hard the deals were to sample, and the two weaknesses of the
heuristic bots that issue 11 names (TianJiu's banker, Dezai Shen's void hands).

Strength: for every registered game at its default players and options, each seeded match
is played once per seat with the search bot in that seat and the heuristic bot in the
others; a match's margin is the search bot's return minus the others' mean, and a seed's
margin the mean over the seats (so the deal's luck cancels: with the heuristic bot in
every seat it is exactly 0). z is the mean margin over its standard error across seeds.
Only the first and the last tables name games: the strength table measures a new game
once it registers.

Run through `benchmarks/run.py strength` (or `make bench`); `--quick` plays one seed at the
normal level. Nothing here asserts a number.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gupai_widgets as gw
from gupai_widgets.bots.search import TIME_CAP, SearchBot
from gupai_widgets.engine.sampling import SamplerCounts
from gupai_widgets.games.trick_taking.dezai_shen_bot import MIN_CHANCE

LEVEL, QUICK_LEVEL = "strong", "normal"
# Seeds per game, each played once per seat: a pilot of PILOT seeds measures the spread of
# a seed's margin and the time a seed takes; the game then gets as many seeds as bring the
# standard error down to the target (by default a third of the pilot's margin, so that
# z 3 is reached if the pilot's margin is right), within MINUTES a game and MAX_SEEDS. The
# number is fixed once, after the pilot: the run does not stop when z happens to cross 3.
# Only the time stops it earlier: once MINUTES are spent, after at least two seeds (a slow
# game within its pilot).
PILOT, MAX_SEEDS, MINUTES, QUICK_SEEDS = 6, 400, 15.0, 1
TARGET_Z = 3.0
BANKER_DEALS, QUICK_BANKER_DEALS = 60, 4  # TianJiu deals with the search bot as banker
BASELINE_MATCHES, QUICK_BASELINE_MATCHES = 1_000, 100  # heuristic bots only (cheap)
TABLE_MATCHES, QUICK_TABLE_MATCHES = 8, 1  # Dezai Shen with three search bots
FORCED_HANDS, QUICK_FORCED_HANDS = 24, 2  # void Dezai Shen hands played with a forced bid


@dataclass
class Played:
    """One match: the final state, the search seat, and per move of the search bot with a
    choice, the seconds it took."""

    state: gw.State
    seat: int
    times: list[float] = field(default_factory=list)
    deals: list[dict[str, Any]] = field(default_factory=list)  # see `play_match`


def play_match(
    game: gw.Game, bots: list[Any], seed: int, searchers: set[int], **setup: Any
) -> Played:
    """Play a match, timing the moves of the seats in `searchers` that had a choice, and
    noting per deal who bid what (kinds "bid"), and each seat's gain in it."""
    state = game.new_initial_state(seed=seed, **setup)
    played = Played(state, min(searchers) if searchers else -1)
    deal = {"bids": [], "start": list(state.returns())}
    number = state.deal_number
    while not state.is_terminal():
        player = state.current_player
        if player in searchers and len(state.legal_actions()) > 1:
            started = time.perf_counter()
            action = state.ask(bots[player])
            played.times.append(time.perf_counter() - started)
        else:
            action = state.ask(bots[player])
        if action.kind == "bid":
            deal["bids"].append((player, action.detail))
        state.apply_action(action)
        if state.deal_number != number or state.is_terminal():
            number = state.deal_number
            returns = state.returns()
            deal["gain"] = [r - s for r, s in zip(returns, deal["start"], strict=True)]
            played.deals.append(deal)
            deal = {"bids": [], "start": list(returns)}
    return played


def margin(returns: list[float], seat: int) -> float:
    others = [r for s, r in enumerate(returns) if s != seat]
    return returns[seat] - (statistics.fmean(others) if others else 0.0)


def mean_error(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    return mean, (statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0)


def search_bot(game: gw.Game, level: str, seed: int) -> SearchBot:
    bot = gw.make_bot(game, level, seed)
    assert isinstance(bot, SearchBot)
    return bot


def seeds_wanted(
    per_seed: list[float], seconds: float, minutes: float, target: float | None
) -> int:
    """How many seeds the game gets, from its pilot's margins and the seconds they took:
    enough for a standard error of `target` (or of a third of the pilot's margin), as many
    as `minutes` allow in all, at least the pilot, at most MAX_SEEDS."""
    mean, spread = statistics.fmean(per_seed), statistics.stdev(per_seed)
    goal = target if target else abs(mean) / TARGET_Z
    # A pilot whose seeds all came out alike says nothing of the spread: the time decides.
    needed = math.ceil((spread / goal) ** 2) if goal > 0 and spread > 0 else MAX_SEEDS
    affordable = math.floor(minutes * 60 / (seconds / len(per_seed)))
    return max(len(per_seed), min(needed, affordable, MAX_SEEDS))


def strength(
    game: gw.Game,
    level: str,
    quick: bool,
    minutes: float = MINUTES,
    target: float | None = None,
    first: int = 0,
) -> dict[str, Any]:
    """Every seed's match once per seat: margins, move times, the search's counts. Seeds
    are numbered from `first`, so that a later run can add seeds to an earlier one's."""
    per_seed, times, matches = [], [], []
    counts = SamplerCounts()
    fallbacks = unsampled = capped = decisions = changed = 0
    seeds = QUICK_SEEDS if quick else PILOT
    started = time.perf_counter()
    seed = first
    while seed - first < seeds:
        margins = []
        for seat in range(game.players):
            bots: list[Any] = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
            bot = bots[seat] = search_bot(game, level, seed * 10 + seat)
            played = play_match(game, bots, seed, {seat})
            margins.append(margin(played.state.returns(), seat))
            times += played.times
            matches.append(played)
            counts.add(bot.counts)
            fallbacks, capped = fallbacks + bot.fallbacks, capped + bot.capped
            unsampled += bot.unsampled
            changed += bot.changed
            decisions += len(played.times)
        per_seed.append(statistics.fmean(margins))
        seed += 1
        elapsed = time.perf_counter() - started
        if len(per_seed) == PILOT and not quick:
            seeds = seeds_wanted(per_seed, elapsed, minutes, target)
        elif len(per_seed) >= 2 and elapsed > minutes * 60:
            seeds = len(per_seed)  # the time is up
        mean, error = mean_error(per_seed)
        # Each seed's own margin is printed too: runs over consecutive seeds then add up.
        print(
            f"  {game.id} seed {seed - 1} ({len(per_seed)}/{seeds}) margin "
            f"{per_seed[-1]:+.3f}; so far {mean:+.2f} ± {error:.2f} "
            f"({time.perf_counter() - started:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    mean, error = mean_error(per_seed)
    return {
        "mean": mean,
        "error": error,
        "times": times,
        "matches": matches,
        "counts": counts,
        "fallbacks": fallbacks,
        "unsampled": unsampled,
        "changed": changed,
        "capped": capped,
        "decisions": decisions,
        "seeds": seeds,
        "first": first,
        "seconds": time.perf_counter() - started,
    }


def strength_row(game_id: str, r: dict[str, Any]) -> list[Any]:
    counts = r["counts"]
    asked = counts.samples + counts.failures
    return [
        game_id,
        f"{r['seeds']} from {r['first']}" if r["first"] else r["seeds"],
        len(r["matches"]),
        f"{r['mean']:+.2f} ± {r['error']:.2f}",
        round(r["mean"] / r["error"], 1) if r["error"] else None,
        round(statistics.median(r["times"]) * 1000) if r["times"] else None,
        round(max(r["times"]) * 1000) if r["times"] else None,
        r["decisions"],
        f"{r['changed'] / r['decisions']:.0%}" if r["decisions"] else None,
        f"{counts.samples / asked:.1%}" if asked else None,
        round(counts.swaps / counts.samples, 1) if counts.samples else None,
        r["fallbacks"],
        r["unsampled"],
        r["capped"],
        round(r["seconds"] / 60, 1),
    ]


def table_strength(results: dict[str, dict[str, Any]], level: str) -> dict[str, Any]:
    rows = [strength_row(game_id, r) for game_id, r in results.items()]
    return {
        "title": (
            f"Search bot ({level}) against the heuristic bot: seeded matches, each played "
            "once per seat"
        ),
        "columns": [
            "game",
            "seeds",
            "matches",
            "margin/match",
            "z",
            "move ms median",
            "move ms worst",
            "moves",
            "changed",
            "samples found",
            "repairs/sample",
            "fallbacks",
            "not dealt",
            "time caps",
            "minutes",
        ],
        "rows": rows,
        "notes": [
            "margin: the search bot's return minus the mean of the heuristic seats, per match,",
            "averaged over the seats of a seed (exactly 0 with the heuristic bot in every seat);",
            "± its standard error over the seeds; z = margin / error (goal: 3 or more).",
            "move ms: wall time of the search bot's moves that had a choice (a forced move is",
            "instant), on this machine while it was shared; moves: how many were timed;",
            "changed: the share of them where the search overruled the heuristic bot's move.",
            "samples found: sampled deals that fit the seat's view, of those asked for;",
            "repairs: swaps and re-chosen hidden moves per sample found; fallbacks: moves",
            "with no sample found (the heuristic bot's move is played); not dealt: moves where",
            "no sample can be dealt (the match carries more than the deal: a bank kept, the",
            "last round still on the table), the heuristic bot's move too; time caps: moves",
            f"stopped by the {TIME_CAP:.0f} s safety net (0: the results do not",
            "depend on the machine's speed). seeds: a pilot of "
            f"{PILOT}, then as many as bring the error",
            f"to a third of the pilot's margin (or --se), within --minutes (default {MINUTES:.0f})",
            f"a game, at most {MAX_SEEDS}.",
        ],
    }


# -- the two weaknesses named in issue 11 ------------------------------------------------------


def banker_wins(state: gw.State, banker: int) -> bool:
    """Whether the banker of a TianJiu deal took its last trick (and so won it)."""
    last = state.observe(None).facts.last_trick
    return last is not None and last.winner == banker


def rate(wins: int, total: int) -> str:
    if not total:
        return "-"
    p = wins / total
    return f"{p:.1%} ± {math.sqrt(p * (1 - p) / total):.1%} ({wins} of {total})"


def table_tianjiu_banker(quick: bool, level: str, deals: int | None = None) -> dict[str, Any]:
    game = gw.load_game("tianjiu")
    baseline = QUICK_BASELINE_MATCHES if quick else BASELINE_MATCHES
    heuristic = 0
    for seed in range(baseline):
        bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        state = play_match(game, bots, seed, set()).state
        heuristic += banker_wins(state, game.new_initial_state(seed=seed).deal_setup().dealer)
    deals = deals or (QUICK_BANKER_DEALS if quick else BANKER_DEALS)
    searched = 0
    for seed in range(deals):
        banker = seed % game.players
        bots = [game.make_bot(seed * 1009 + s) for s in range(game.players)]
        bots[banker] = search_bot(game, level, seed)
        state = play_match(game, bots, seed, {banker}, dealer=banker).state
        searched += banker_wins(state, banker)
    return {
        "title": "TianJiu: how often the banker wins the deal (takes the last trick)",
        "columns": ["banker", "deals won"],
        "rows": [
            ["heuristic bot, heuristic bots around", rate(heuristic, baseline)],
            [f"search bot ({level}), heuristic bots around", rate(searched, deals)],
            ["chance (1 in 4 players)", "25.0%"],
        ],
        "notes": ["± the binomial standard error."],
    }


def void_share(matches: list[Played]) -> tuple[int, int]:
    deals = [deal for played in matches for deal in played.deals]
    return sum(not deal["bids"] for deal in deals), len(deals)


def table_dezai_void(
    quick: bool, level: str, with_search: list[Played] | None, hands: int | None = None
) -> list[dict[str, Any]]:
    game = gw.load_game("dezai_shen")
    baseline = QUICK_BASELINE_MATCHES if quick else BASELINE_MATCHES
    heuristic = [
        play_match(game, [game.make_bot(seed * 1009 + s) for s in range(3)], seed, set())
        for seed in range(baseline)
    ]
    tables = QUICK_TABLE_MATCHES if quick else TABLE_MATCHES
    three = [
        play_match(game, [search_bot(game, "normal", seed * 10 + s) for s in range(3)], seed, {0})
        for seed in range(tables)
    ]
    rows = [
        ["three heuristic bots", rate(*void_share(heuristic))],
        ["three search bots (normal)", rate(*void_share(three))],
    ]
    bids = []
    if with_search:
        rows.append([f"one search bot ({level}), two heuristic", rate(*void_share(with_search))])
        bids = [
            deal["gain"][played.seat]
            for played in with_search
            for deal in played.deals
            if deal["bids"] and deal["bids"][-1][0] == played.seat
        ]
    void = {
        "title": "Dezai Shen: hands nobody bids (void)",
        "columns": ["table", "void hands"],
        "rows": rows,
        "notes": ["± the binomial standard error; each match is 3 deals."],
    }
    return [void, table_dezai_bids(game, heuristic, bids, quick, level, hands)]


def table_dezai_bids(
    game: gw.Game,
    heuristic: list[Played],
    bids: list[float],
    quick: bool,
    level: str,
    hands: int | None = None,
) -> dict[str, Any]:
    """Were the hands nobody bid worth bidding? In hands the heuristic bots left void, the
    first player to bid is made to bid Take (or Hold) and plays the hand with the search
    bot (normal), the others with the heuristic bot: if that loses on average, passing was
    right."""
    hands = hands or (QUICK_FORCED_HANDS if quick else FORCED_HANDS)
    forced: dict[str, list[float]] = {"Take": [], "Hold": []}
    chances: list[float] = []
    for seed, played in enumerate(heuristic):
        if len(forced["Take"]) >= hands:
            break
        if played.deals[0]["bids"]:
            continue
        for bid, results in forced.items():
            results.append(forced_bid(game, seed, bid))
        chances.append(take_chance(game, seed))
    rows = []
    if bids:
        mean, error = mean_error(bids) if len(bids) > 1 else (bids[0], 0.0)
        made = sum(b > 0 for b in bids)
        rows.append(
            [f"contracts the search bot ({level}) took", len(bids), f"{mean:+.2f} ± {error:.2f}",
             f"{made / len(bids):.0%}"]
        )  # fmt: skip
    for bid, results in forced.items():
        rows.append(forced_row(f"{bid} forced in a void hand, played by search", results))
    # A sensible bidder would not bid every void hand, only the likelier ones: the void
    # hands split by the heuristic bot's own estimate of its chance to make Take.
    for low, high in ((0.0, 0.4), (0.4, MIN_CHANCE)):
        results = [g for g, c in zip(forced["Take"], chances, strict=True) if low <= c < high]
        if results:
            rows.append(forced_row(f"  of which its Take chance {low:.0%}–{high:.0%}", results))
    return {
        "title": "Dezai Shen: what bidding gains the bidder (tokens per hand)",
        "columns": ["bids", "hands", "tokens", "made"],
        "rows": rows,
        "notes": [
            "forced: the first hands (deal 1 of seeds 0, 1, 2, …) the heuristic bots left void;",
            "the first player to bid there bids Take (or Hold) and plays the hand as the search",
            "bot (normal) would, the others as the heuristic bot. Negative: passing was right.",
            "of which: the forced Take hands by the heuristic bot's own estimate of its chance",
            f"to make Take (it bids from {MIN_CHANCE:.0%}).",
        ],
    }


def forced_row(label: str, results: list[float]) -> list[Any]:
    mean, error = mean_error(results) if len(results) > 1 else (results[0], 0.0)
    made = sum(r > 0 for r in results)
    return [label, len(results), f"{mean:+.2f} ± {error:.2f}", f"{made / len(results):.0%}"]


def first_bidder(game: gw.Game, seed: int) -> gw.State:
    """Deal 1 of `seed` once the piles are chosen, the first bidder to move."""
    state = game.new_initial_state(seed=seed)
    bots: list[Any] = [game.make_bot(seed * 1009 + s) for s in range(3)]
    while state.legal_actions()[0].kind == "choose":
        state.apply_action(state.ask(bots[state.current_player]))
    return state


def take_chance(game: gw.Game, seed: int) -> float:
    """The heuristic bot's estimate of the first bidder's chance to make Take in deal 1."""
    state = first_bidder(game, seed)
    return game.make_bot(seed)._take_chance(state.hands[state.current_player])


def forced_bid(game: gw.Game, seed: int, bid: str) -> float:
    """The first bidder's tokens in deal 1 of `seed` when made to bid `bid`."""
    state = game.new_initial_state(seed=seed)
    bots: list[Any] = [game.make_bot(seed * 1009 + s) for s in range(3)]
    while state.legal_actions()[0].kind == "choose":
        state.apply_action(state.ask(bots[state.current_player]))
    bidder = state.current_player
    bots[bidder] = search_bot(game, "normal", seed)
    start = state.returns()[bidder]
    state.apply_action(f"bid {bid.lower()}")
    while not state.is_terminal() and state.deal_number == 0:
        state.apply_action(state.ask(bots[state.current_player]))
    return state.returns()[bidder] - start


def run(
    quick: bool = False,
    games: str | None = None,
    tables: str | None = None,
    minutes: str | None = None,
    se: str | None = None,
    level: str | None = None,
    rows: str | None = None,
    deals: str | None = None,
    hands: str | None = None,
    first: str | None = None,
) -> list[dict[str, Any]]:
    """The strength table of `games` (ids, comma-separated; all registered games if None)
    and the `tables` asked for (of "strength", "banker", "dezai"; all of them if no games
    are named, else only "strength"). Each game's row is printed as soon as it is done and,
    with `rows` (a file name), appended there as a Markdown table row. `minutes` is each
    game's time budget, `se` a target standard error (in the game's unit) instead of a third
    of the pilot's margin, `deals` the TianJiu deals with the search bot as banker, `hands`
    the void Dezai Shen hands played with a forced bid, `first` the first seed (to add seeds
    to an earlier run's, which stopped before it)."""
    level = level or (QUICK_LEVEL if quick else LEVEL)
    from run import game_ids

    ids = game_ids(games)
    chosen = set((tables or ("strength" if games else "strength,banker,dezai")).split(","))
    if chosen - {"strength", "banker", "dezai"}:
        raise SystemExit("--tables takes strength, banker and dezai")
    if first is not None and not (first.isdigit()):
        raise SystemExit(f"--first takes a seed number (0, 1, 2, …), not {first!r}")
    budget = float(minutes) if minutes else MINUTES
    target = float(se) if se else None
    results: dict[str, dict[str, Any]] = {}
    if "strength" in chosen:
        from run import print_table

        for game_id in ids:
            results[game_id] = strength(
                gw.load_game(game_id), level, quick, budget, target, int(first or 0)
            )
            done = table_strength({game_id: results[game_id]}, level)
            print_table({**done, "notes": []})
            sys.stdout.flush()
            if rows:
                append_row(Path(rows), strength_row(game_id, results[game_id]))
    out = []
    if results:
        out.append(table_strength(results, level))
    if "banker" in chosen:
        out.append(table_tianjiu_banker(quick, level, int(deals) if deals else None))
    if "dezai" in chosen:
        dezai = results.get("dezai_shen", {}).get("matches")
        out += table_dezai_void(quick, level, dezai, int(hands) if hands else None)
    return out


def append_row(path: Path, row: list[Any]) -> None:
    """Append a game's row to a Markdown table (its head written first if the file is new)."""
    head = [
        "game", "seeds", "matches", "margin ± se", "z", "move ms median", "worst", "moves",
        "changed", "samples found", "repairs", "fallbacks", "not dealt", "time caps",
        "minutes",
    ]  # fmt: skip
    text = ""
    if not path.exists() or not path.read_text().strip():
        text = "| " + " | ".join(head) + " |\n" + "|---" * len(head) + "|\n"
    cells = [f"{v:,}" if isinstance(v, int) else ("-" if v is None else str(v)) for v in row]
    with path.open("a", encoding="utf-8") as out:
        out.write(text + "| " + " | ".join(cells) + " |\n")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["strength", *sys.argv[1:]]))
