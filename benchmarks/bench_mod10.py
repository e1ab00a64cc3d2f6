"""The banker games' exact odds: PaiGow's split odds per hand (every split against every
banker hand from the 28 unseen tiles, in plain Python: the bot's move, in the browser too)
and the exact house edge over every deal, per option;
Tau Ngau's result of every five-tile hand and its exact edge per option over every deal;
DaLing's exact odds per target and per reading, and its bot against random players.

Run through `benchmarks/run.py mod10` (or `make bench`). Nothing is asserted: the issue asks
for split odds under 1 s per hand and the Tau Ngau enumeration under 10 s, and the tables
say how far under.
"""

from __future__ import annotations

import math
import random
import statistics
import time

import gupai_widgets as gw
from gupai_widgets.games.mod10 import daling_hands, kolyesi_hands, taungau_hands
from gupai_widgets.games.mod10.paigow_hands import (
    SET,
    Ranking,
    Rules,
    banker_hands,
    house_edge,
    split_odds,
)

HANDS = 2_000
QUICK_HANDS = 200

VARIANTS = {
    "default (pagat ties, Man Gong, copies and 0–0 to the banker)": Rules(),
    "Gee Joon ranked in ties (GuPai)": Rules(Ranking(gee_joon_low=False)),
    "no Man Gong": Rules(Ranking(man_gong=False)),
    "copies push": Rules(ties="push"),
    "0–0 by the higher tile": Rules(zero_zero=False),
}


def run(quick: bool) -> list[dict]:
    rules = Rules()
    banker_hands.cache_clear()
    start = time.process_time()
    banker_hands(rules, 4)
    table_seconds = time.process_time() - start
    rng = random.Random(1)
    hands = [rng.sample(SET, 4) for _ in range(QUICK_HANDS if quick else HANDS)]
    start = time.process_time()
    for hand in hands:
        split_odds(hand, rules)
    per_hand = (time.process_time() - start) / len(hands)
    rows = [
        [
            "house-way keys of the 8,130 banker hands by faces (once per option)",
            table_seconds * 1000,
        ],
        [
            f"split odds of one hand, no numpy (mean of {len(hands):,} random hands)",
            per_hand * 1000,
        ],
    ]
    edges = []
    for name, variant in VARIANTS.items():
        start = time.process_time()
        edge = house_edge(variant)
        seconds = time.process_time() - start
        edges.append([name, edge.expectation * 100, edge.win * 100, edge.lose * 100, seconds])
        if quick:
            break
    return [*paigow_tables(rows, edges), taungau_table(), kolyesi_table(), daling_table(quick)]


DALING_ROUNDS, QUICK_DALING_ROUNDS = 800, 80


def daling_table(quick: bool) -> dict:
    """DaLing's exact odds, computed from nothing (caches cleared), and its bot in one seat
    against random seats: round i (a match of one round, four seats) puts the bot in seat
    i mod 4; the margin is its return minus the random seats' mean, in chips per round."""
    for cached in (daling_hands.hand_shapes, daling_hands.match_odds, daling_hands.beat_edge):
        cached.cache_clear()
    start = time.process_time()
    odds = daling_hands.match_odds()
    match_ms = (time.process_time() - start) * 1000
    start = time.process_time()
    edge = daling_hands.beat_edge()
    beat_ms = (time.process_time() - start) * 1000
    absolute = sum(o.chance * o.absolute for o in odds)
    rows = [
        ["match: every table pair and six-tile hand, per target; absolute hands %", match_ms,
         f"{absolute * 100:.2f}"],
        ["beat: every deal, player EV % per chip, best split", beat_ms, f"{edge.best * 100:+.2f}"],
        ["beat: the same, random split", "", f"{edge.random * 100:+.2f}"],
    ]  # fmt: skip
    rounds = QUICK_DALING_ROUNDS if quick else DALING_ROUNDS
    for reading in ("match", "beat"):
        game = gw.load_game("daling", players=4, rounds=1, reading=reading)
        margins = []
        start = time.process_time()
        for i in range(rounds):
            seat = i % 4
            bots = [gw.RandomBot(i * 4 + s) for s in range(4)]
            bots[seat] = game.make_bot(i)
            returns = gw.play(game, bots=bots, seed=i).returns
            margins.append(returns[seat] - statistics.fmean(r for s, r in enumerate(returns)
                                                            if s != seat))  # fmt: skip
        ms = (time.process_time() - start) * 1000 / rounds
        mean = statistics.fmean(margins)
        error = statistics.stdev(margins) / math.sqrt(len(margins))
        rows.append([f"{reading}: bot vs random, chips per round ({rounds} rounds; ms/round)",
                     ms, f"{mean:+.2f} ± {error:.2f}, z {mean / error:.1f}"])  # fmt: skip
    return {
        "title": "DaLing exact odds and its bot",
        "columns": ["what", "CPU ms", "figure"],
        "rows": rows,
        "notes": ["stakes 3/7/15 (25 chips a player a round); z = margin / standard error"],
    }


def kolyesi_table() -> dict:
    """Every first tile's exact odds (every banker pair, every draw of one or two), and the
    best strategy's value per range of stakes."""
    kolyesi_hands.draw_odds.cache_clear()
    start = time.process_time()
    kolyesi_hands.every_first_tile()
    rows = [["exact odds of all 21 first tiles", (time.process_time() - start) * 1000, ""]]
    for most in (1, 3, 10):
        for ties in ("push", "banker"):
            value = kolyesi_hands.best_strategy(tuple(range(1, most + 1)), ties).value
            rows.append(
                [f"best strategy, stakes 1-{most}, ties {ties}", "", f"{float(value) * 100:+.3f}"]
            )
    return {
        "title": "Kol-ye-si exact odds",
        "columns": ["what", "CPU ms", "player EV % of a stake"],
        "rows": rows,
        "notes": ["per player and round; the banker loses as much to each such player"],
    }


TAU_NGAU_VARIANTS = {
    "pagat (default: zero low, pagat settlement)": taungau_hands.Rules(),
    "zero high, pagat settlement": taungau_hands.Rules(zero_high=True),
    "zero low, Macao settlement": taungau_hands.Rules(settlement="macao"),
    "Macao book (zero high, Macao settlement)": taungau_hands.Rules(True, "macao"),
}


def taungau_table() -> dict:
    """Every five-tile hand tile by tile, the joint results of every deal (player's five,
    then the banker's five of the other 27) grouped by classes, and each option's edge.
    The caches are cleared first, so each figure is the whole computation."""
    rows = []
    for zero_high in (False, True):
        for cached in (taungau_hands.hand_results, taungau_hands.joint_counts):
            cached.cache_clear()
        taungau_hands._class_hands.cache_clear()
        start = time.process_time()
        taungau_hands.hand_results(zero_high)
        hands = time.process_time() - start
        start = time.process_time()
        taungau_hands.joint_counts(zero_high)
        joint = time.process_time() - start
        zero = "high" if zero_high else "low"
        rows.append([f"all 201,376 hands, zero {zero}", hands * 1000, ""])
        rows.append([f"all 16,257,084,480 deals, zero {zero}", joint * 1000, ""])
    for name, rules in TAU_NGAU_VARIANTS.items():
        edge = taungau_hands.house_edge(rules)
        rows.append([name, "", f"{edge.expectation * 100:+.3f}"])
    return {
        "title": "Tau Ngau exact odds",
        "columns": ["what", "CPU ms", "player EV %"],
        "rows": rows,
        "notes": ["the issue's target: the enumeration under 10 s (10,000 ms)"],
    }


def paigow_tables(rows: list, edges: list) -> list[dict]:
    return [
        {
            "title": "PaiGow exact odds (CPU ms)",
            "columns": ["what", "ms"],
            "rows": rows,
            "notes": ["the issue's target: split odds under 1 s (1,000 ms) per hand"],
        },
        {
            "title": "PaiGow: the best-splitting player against the house way, every deal",
            "columns": ["rules", "player EV %", "win %", "lose %", "CPU s"],
            "rows": edges,
            "notes": ["EV per stake; the banker's edge is its negative"],
        },
    ]


if __name__ == "__main__":
    from run import print_table

    for table in run(quick=False):
        print_table(table)
