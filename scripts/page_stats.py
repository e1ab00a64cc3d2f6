"""Write the bot-play counts some game pages plot: notebooks/<game>.stats.json.

Each page asks a question its sources raise and the game's own bots (the "easy" level,
seated as `gw.play` seats them, from seeds 0, 1, 2, ...) answer it by playing; a count takes
from seconds to a few minutes, too long for a notebook run, so it is kept beside the
notebook. Each file holds the count over all the matches (`all`) and over the first few
(`sample`), which the game's tests play again to check that `MEASURES[game]` still gives it.
The "How to play well" sections (issue 32) also value moves in those matches as the search
bot does (`played_out`), and PaiGow's counts its splits exactly, over every hand.

    python scripts/page_stats.py                  # every page's counts
    python scripts/page_stats.py dezai_shen       # one
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gupai_widgets import Tile, load_game  # noqa: E402
from gupai_widgets.bots.levels import budget, make_bot  # noqa: E402
from gupai_widgets.bots.search import SearchBot  # noqa: E402
from gupai_widgets.engine import Action, Game, Observation, State  # noqa: E402
from gupai_widgets.games.mod10.paigow_hands import (  # noqa: E402
    FACES,
    Rules,
    Split,
    face_hands,
    house_way,
    split_odds,
)
from gupai_widgets.games.trick_taking.combinations import beats  # noqa: E402
from gupai_widgets.games.trick_taking.dezai_shen import BIDS, CONTRACTS, Contract  # noqa: E402
from gupai_widgets.pieces import Card  # noqa: E402
from gupai_widgets.pieces.sets import chinese_set  # noqa: E402

SAMPLE = 20  # the matches a test plays again
PLAYOUTS = 20  # deals sampled per position where the search bot values moves


def bots_play(game: Game, state: State, seed: int, until: str | None = None) -> State:
    """The game's bots play `state` to its end, or until its phase is `until`."""
    bots = [make_bot(game, "easy", seed * 101 + seat) for seat in range(game.players)]
    while not state.is_terminal() and state.phase != until:
        state.apply_action(state.ask(bots[state.seat_to_move]))
    return state


def played(game: Game, seed: int) -> State:
    return bots_play(game, game.new_initial_state(seed=seed), seed)


def bots_moves(game: Game, matches: int) -> Iterator[tuple[int, Observation, Action]]:
    """Each move of one-deal matches between the game's bots (those of `bots_play`), seeds
    0 to `matches` - 1: the match's seed, what the seat to move sees, and the bot's move,
    made once the caller has looked."""
    for seed in range(matches):
        state = game.new_initial_state(seed=seed)
        bots = [make_bot(game, "easy", seed * 101 + seat) for seat in range(game.players)]
        while not state.is_terminal():
            seen = state.observe(state.seat_to_move)
            own = state.ask(bots[state.seat_to_move])
            yield seed, seen, own
            state.apply_action(own)


def dezai_shen(matches: int) -> dict[str, Any]:
    """How often each contract is made. `bid`: matches of nine deals, every hand, void or
    played, with the contract the bots' auction chose and whether the taker made it.
    `forced`: the first deal of each seed played once per bid (Take, Hold, Poke), the first
    player to speak bidding it and the others passing, so every hand tries every contract."""
    game = load_game("dezai_shen", deals=9)
    names = [Contract(0, bid, 0 if doubled else None).name for bid, doubled in CONTRACTS]
    contracts = {name: {"played": 0, "made": 0} for name in names}
    void = 0
    for seed in range(matches):
        for result in played(game, seed).observe(None).facts.results:
            if result.contract is None:
                void += 1
                continue
            counts = contracts[result.contract.name]
            counts["played"] += 1
            counts["made"] += result.made
    forced = {bid: {"played": 0, "made": 0} for bid in BIDS}
    for seed in range(matches):
        for bid in BIDS:
            forced[bid]["played"] += 1
            forced[bid]["made"] += forced_bid(seed, bid)[1]
    bid = {"deals": matches * 9, "void": void, "contracts": contracts}
    return {"matches": matches, "bid": bid, "forced": forced}


# Dezai Shen: a bid forced on the first player to speak, and its made-rate by his hand.
def forced_bid(seed: int, bid: str) -> tuple[list[Card], bool]:
    """The first deal of `seed` between the bots with `bid` forced on the first player to
    speak and the others passing: the 12 cards he held when he bid, and whether he made it."""
    one = load_game("dezai_shen", deals=1)
    state = bots_play(one, one.new_initial_state(seed=seed), seed, until="bidding")
    hand = list(state.observe(state.seat_to_move).hand)
    state.apply_action(f"bid {bid.lower()}")
    while state.phase == "bidding":
        state.apply_action("pass")
    return hand, bots_play(one, state, seed).observe(None).facts.results[0].made


def made_by_hand(hands: int) -> dict[str, Any]:
    """Every bid forced on the first player to speak (`forced_bid`) in the first deal of
    seeds 0 to `hands` - 1, by the trumps (the eight high cards) and kings he held when he
    bid, the count a player can make at a glance: per count, the hands and how many made
    each bid."""
    made: dict[str, dict[str, int]] = {}
    for seed in range(hands):
        for bid in BIDS:
            hand, won = forced_bid(seed, bid)
            held = sum(card.is_high or card.rank == 10 for card in hand)  # (a King's rank is 10)
            counts = made.setdefault(str(held), dict.fromkeys(("hands", *BIDS), 0))
            counts["hands"] += bid == BIDS[0]
            counts[bid] += won
    return {"hands": hands, "made": dict(sorted(made.items(), key=lambda item: int(item[0])))}


def scores(game_id: str, matches: int) -> dict[str, Any]:
    """The scores at the end of one-deal matches: how many seats ended on each score, and
    how many deals had each highest score (what the rules that look at the top score,
    Kkoriput-igi's 30 and ShiWuHu's 1000, turn on)."""
    game = load_game(game_id)
    seats: Counter[int] = Counter()
    highest: Counter[int] = Counter()
    for seed in range(matches):
        result = played(game, seed).result().scores
        seats.update(result)
        highest[max(result)] += 1
    return {"matches": matches, "scores": counts(seats), "highest": counts(highest)}


def seats(game_id: str, matches: int, **options: Any) -> dict[str, Any]:
    """Each seat's returns over one-deal matches (P1 leads the first deal): their sum, the
    sum of their squares (for a standard error) and how many deals the seat won."""
    game = load_game(game_id, **options)
    total, squares, wins = [0] * game.players, [0] * game.players, [0] * game.players
    for seed in range(matches):
        state = played(game, seed)
        for seat, gain in enumerate(state.returns()):
            total[seat] += gain
            squares[seat] += gain * gain
        winner = state.result().winner
        if winner is not None:  # (None: the deal ended with no winner)
            wins[winner] += 1
    return {"matches": matches, "returns": total, "squares": squares, "wins": wins}


def given_up(game_id: str, matches: int) -> dict[str, Any]:
    """The tiles given up, by face, over one-deal matches (laid face down in TianJiu, face
    up in KuPai), and how many of each face were dealt: which tiles the bots give up when
    they do not beat."""
    game = load_game(game_id)
    down: Counter[str] = Counter()
    dealt: Counter[str] = Counter()
    for seed in range(matches):
        state = played(game, seed)
        dealt.update(str(t) for hand in state.deal_setup().hands for t in hand)
        down.update(str(t) for a in state.history if a.kind == "discard" for t in a.pieces)
    return {
        "matches": matches,
        "down": dict(sorted(down.items())),
        "dealt": dict(sorted(dealt.items())),
    }


def played_out(
    search: SearchBot, seen: Observation, moves: Sequence[Action], seed: int
) -> list[tuple[float, ...]]:
    """How the seat to move fares after each of `moves`, valued as the search bot values a
    move: in PLAYOUTS deals sampled to fit what the seat has seen (fewer if some cannot be
    dealt), each move played out to the end of the deal by the game's bots; per sample, the
    seat's returns after each move. The draws come from the match's seed and the move
    number, so a count gives the same figures when it is made again."""
    game = search.game
    rng = random.Random(f"{seed}/{seen.step}")
    deals = seen.deals(game.make_bot(rng.randrange(2**32)))
    players = [game.make_bot(rng.randrange(2**32)) for _ in range(game.players)]
    return [
        tuple(
            search.playout(position, move, seen.seat, deals.deal_number, players)[0]
            for move in moves
        )  # fmt: skip
        for _ in range(PLAYOUTS)
        if (position := deals.sample(rng)) is not None
    ]


def give_up_values(matches: int) -> dict[str, Any]:
    """What giving up the weakest tile is worth, valued as the search bot values moves: in
    one-deal TianJiu matches between the bots, at every single-tile lead a seat cannot beat
    (so every move lays one tile face down), PLAYOUTS deals are sampled to fit what the
    seat has seen and played out by the bots after three moves: laying down the weakest
    tile (the one most of the 32 tiles beat), the strongest (the one fewest beat), and the
    game's bot's own choice (the weakest that breaks no pair or combination). Per position,
    the mean gain in points of the weakest over the strongest, and of the bot's choice over
    the weakest: their sums, sums of squares (for a standard error) and the positions where
    the first was better and where it was worse."""
    game = load_game("tianjiu")
    deck = game.pieces()
    beaten_by = {str(t): sum(beats([t], [u]) for u in deck) for t in deck}
    search = SearchBot(game, seed=0)  # only its playout, the search's own way to value a move
    totals = {name: {"sum": 0.0, "squares": 0.0, "better": 0, "worse": 0}
              for name in ("weakest over strongest", "bot over weakest")}  # fmt: skip
    positions = 0
    for seed, seen, chosen in bots_moves(game, matches):
        ranked = sorted(seen.legal, key=lambda a: -beaten_by[str(a.pieces[0])])
        weakest, strongest = ranked[0], ranked[-1]
        if (
            all(a.kind == "discard" and len(a.pieces) == 1 for a in seen.legal)
            and beaten_by[str(weakest.pieces[0])] > beaten_by[str(strongest.pieces[0])]
        ):
            found = played_out(search, seen, (weakest, strongest, chosen), seed)
            positions += bool(found)  # (none: no deal fitted what the seat saw)
            gains = {
                "weakest over strongest": [weak - strong for weak, strong, _ in found],
                "bot over weakest": [own - weak for weak, _, own in found],
            }
            for name, differences in gains.items():
                if not differences:
                    continue
                mean = statistics.fmean(differences)
                totals[name]["sum"] += mean
                totals[name]["squares"] += mean * mean
                totals[name]["better"] += mean > 0
                totals[name]["worse"] += mean < 0
    return {"matches": matches, "positions": positions, "gains": totals}


def split_ways(hands: int) -> dict[str, Any]:
    """What a PaiGow player's four tiles are worth by the way he splits them: the best split
    (the game's bot), the banker's house way, and the highest hand high (the lower hand the
    best that leaves it), each exact against every banker hand of the other tiles split by
    the house way (`split_odds`), summed over the first `hands` four-tile hands by faces
    (`face_hands`, 8,130 in all) as often as each is dealt: the wins less the losses, the
    deals counted, and the deals where the way's split is worth as much as the best."""
    rules = Rules()
    key = rules.ranking.key
    worth = {way: 0 for way in ("best split", "house way", "highest hand high")}
    best_too = dict.fromkeys(worth, 0)
    deals = 0
    for faces, ways in face_hands(4)[:hands]:
        tiles = [FACES[face] for face, n in faces for _ in range(n)]
        odds = {cast("Split", o.split): o for o in split_odds(tiles, rules)}
        won = {split: o.wins - o.losses for split, o in odds.items()}
        chosen = {
            "best split": max(won, key=won.__getitem__),
            "house way": house_way(tiles, rules),
            "highest hand high": max(won, key=lambda s: (key(*s[0]), key(*s[1]))),
        }
        for way, split in chosen.items():
            worth[way] += ways * won[split]
            best_too[way] += ways * (won[split] == max(won.values()))
        deals += ways * next(iter(odds.values())).hands
    return {"hands": hands, "deals": deals, "worth": worth, "best too": best_too}


def search_choices(
    game_id: str, matches: int, weight: Callable[[Action], int] | None = None, **options: Any
) -> dict[str, Any]:
    """Where the search bot ("normal") overrules the game's own bot: one-deal matches between
    the game's bots (`options` set the rules), and at each of their moves with a choice, the
    search bot's move for that seat. Where the two differ, by the kind of move (JieLong's
    lead, play, or a tile laid face down; a bid, a catch, a discard...): how often, whether
    the search bot's move is heavier or lighter than the bot's by `weight` (when given: a
    tile's pips, say), and what its move gains, valued again in PLAYOUTS fresh deals sampled
    to fit what the seat has seen, both moves played out in each (the search's own values
    would flatter the move it picked): the sum and the sum of squares, over the decisions,
    of the mean gain in the game's unit."""
    game = load_game(game_id, **options)
    search = SearchBot(game, seed=0, budget=budget(game, "normal"))
    choices: dict[str, dict[str, Any]] = {}
    for seed, seen, _ in bots_moves(game, matches):
        if len(seen.legal) < 2:
            continue
        decision = search.decide(seen)
        own, chosen = decision.default, decision.action
        counts = choices.setdefault(
            chosen.kind,
            {"moves": 0, "differ": 0}
            | ({"heavier": 0, "lighter": 0} if weight else {})
            | {"sum": 0.0, "squares": 0.0},
        )
        counts["moves"] += 1
        if own is not None and chosen != own:
            counts["differ"] += 1
            if weight:
                counts["heavier"] += weight(chosen) > weight(own)
                counts["lighter"] += weight(chosen) < weight(own)
            found = played_out(search, seen, (chosen, own), seed)
            if found:
                mean = statistics.fmean(mine - theirs for mine, theirs in found)
                counts["sum"] += mean
                counts["squares"] += mean * mean
    return {"matches": matches, "choices": choices}


def young_hunter(matches: int) -> dict[str, Any]:
    """Eight-deal matches: how each jack was taken, by the kind of taking that fixes its
    value (the source: a trump jack is harder to catch than to hit, a plain one easier),
    and each seat's points per deal, counted from the deal's first leader (the dealer's
    left) round to the dealer, with the sum of their squares (for a standard error)."""
    game = load_game("young_hunter")
    jacks = {f"{suit} {kind}": 0 for suit in ("trump", "normal") for kind in ("hit", "catch")}
    points, squares = [0] * game.players, [0] * game.players
    for seed in range(matches):
        for result in played(game, seed).observe(None).facts.results:
            trump = result.plan.trump
            for made in result.takings:
                jacks[made.taking.kind_name(trump)] += 1
            add_gains(points, squares, result.points, first=result.plan.dealer + 1)
    return {"deals": matches * 8, "jacks": jacks, "points": points, "squares": squares}


# Young Hunter: how often a jack hits, by the cards its holder has to back it.
def jack_hits(matches: int) -> dict[str, Any]:
    """Eight-deal matches between the bots: every jack dealt, and whether it hit (won its
    own trick for its holder), by what its holder was dealt with it: with the jack of
    trumps, his trumps and those of them above the jack, added (the count by which the
    game's bot announces the trump hit: five or more); with another jack, the cards of its
    suit above it (A, K, Q) he held. Per count, the jacks dealt and the hits."""
    game = load_game("young_hunter")
    hits: dict[str, dict[str, dict[str, int]]] = {"trump": {}, "normal": {}}
    for seed in range(matches):
        state = game.new_initial_state(seed=seed)
        bots = [make_bot(game, "easy", seed * 101 + seat) for seat in range(game.players)]
        dealt: dict[str, dict[str, int]] = {}  # this deal's jacks, by suit: their counts
        while not state.is_terminal():
            facts = state.observe(None).facts
            if not dealt:  # (a deal's first move: every hand is whole)
                for hand in (state.observe(seat).hand for seat in range(game.players)):
                    for jack in (card for card in hand if card.rank == 11):
                        suit = [card.rank for card in hand if card.suit == jack.suit]
                        kind = "trump" if jack.suit == facts.trump else "normal"
                        held = sum(rank > 11 for rank in suit) + len(suit) * (kind == "trump")
                        dealt[jack.suit] = hits[kind].setdefault(str(held), {"jacks": 0, "hits": 0})
            state.apply_action(state.ask(bots[state.seat_to_move]))
            results = state.observe(None).facts.results
            if len(results) > len(facts.results):  # the deal is settled
                for made in results[-1].takings:
                    dealt[made.taking.suit]["hits"] += made.taking.kind == "hit"
                for counts in dealt.values():
                    counts["jacks"] += 1
                dealt = {}
    return {kind: dict(sorted(found.items(), key=lambda item: int(item[0])))
            for kind, found in hits.items()}  # fmt: skip


def tok(matches: int) -> dict[str, Any]:
    """One-deal matches: the deals won by each seat, counted from the first player (who
    starts with the extra tile) round, from the wall or with a discard (which, in Tok, its
    discarder alone pays); the deals nobody won; and each seat's returns, from the first
    player round, with the sum of their squares (for a standard error)."""
    game = load_game("tok")
    wins = {"wall": [0] * game.players, "discard": [0] * game.players}
    total, squares = [0] * game.players, [0] * game.players
    for seed in range(matches):
        state = played(game, seed)
        facts = state.observe(None).facts
        if facts.winner is not None:
            side = "wall" if facts.won_from is None else "discard"
            wins[side][(facts.winner - facts.first) % game.players] += 1
        add_gains(total, squares, state.returns(), first=facts.first)
    return {"matches": matches, "wins": wins, "returns": total, "squares": squares}


# CeDeng, DingNiu and Kkoriput-igi: the weight `search_choices` compares their moves by.
def tile_pips(move: Action) -> int:
    """The pips of the one tile a connecting game's move plays or lays face down."""
    return move.pieces[0].pips


# XiangShiFu: what each first move leads to, by the solver's exact count.
def first_moves(deals: int) -> dict[str, Any]:
    """The first `deals` XiangShiFu layouts (ten sets, the default rules): how many the
    solver solves, and in those, every legal first swap by the broken groups it mends (0, 1
    or 2: both groups a swap touches are valid after it) and what the solver finds after
    it: a solution as short as the layout's shortest less that move ("shortest"), only a
    longer one, none ("lost"), or nothing within its search limit ("unsettled"); and the
    deals where some first swap leaves no solution."""
    game = load_game("xiangshifu")
    outcomes = ("shortest", "longer", "lost", "unsettled")
    moves = {str(mended): dict.fromkeys(outcomes, 0) for mended in range(3)}
    solvable = losable = 0
    for seed in range(deals):
        state = game.new_initial_state(seed=seed)
        steps = state.solution().steps
        if steps is None:
            continue  # (proved unsolvable: the benchmark's table counts these)
        solvable += 1
        lost = False
        for move in state.legal_actions():
            if move.kind != "swap":
                continue  # (giving up)
            after = state.after(move)
            found = after.solution()
            outcome = (
                "unsettled" if not found.settled
                else "lost" if found.steps is None
                else "shortest" if len(found.steps) < len(steps)
                else "longer"
            )  # fmt: skip
            moves[str(len(state.broken()) - len(after.broken()))][outcome] += 1
            lost |= outcome == "lost"
        losable += lost
    return {"deals": deals, "solvable": solvable, "losable": losable, "moves": moves}


# KuPai: how strong a single tile is, to say whose tile is the stronger.
def kupai_strength(move: Action) -> int:
    """Minus how many of the 32 tiles beat the tile of `move` (higher is stronger: Heaven
    0, Red mallet six -20), the order in which TianJiu's page ranks the tiles given up."""
    return -sum(beats(move.pieces, [tile]) for tile in chinese_set())


# Deer Hunt: the deer (red pips) on the tile a move plays.
def deer(move: Action) -> int:
    return move.pieces[0].red_pips


# Tsung Shap, Tiu-U: a rule of thumb against the move it steers away from.
def rule_gains(
    game_id: str,
    matches: int,
    rules: Callable[[Sequence[Action], Action], dict[str, tuple[Action, Action]]],
    **options: Any,
) -> dict[str, Any]:
    """What rules of thumb are worth, valued as the search bot values moves: one-deal
    matches between the game's bots (`options` set the rules), and at each of their moves,
    per rule that applies there (`rules(legal, own)`, from the moves legal and the bot's
    own: the rule's move and the one it steers away from), both moves played out in
    PLAYOUTS deals sampled to fit what the seat has seen. Per rule: the positions, the sum
    and the sum of squares of the mean gain in the game's unit, and the positions where
    the rule's move did better and where it did worse."""
    game = load_game(game_id, **options)
    search = SearchBot(game, seed=0)  # only its playout, the search's own way to value a move
    gains: dict[str, dict[str, Any]] = {}
    for seed, seen, own in bots_moves(game, matches):
        for name, moves in rules(seen.legal, own).items():
            found = played_out(search, seen, moves, seed)
            if not found:
                continue  # (no deal fitted what the seat saw)
            mean = statistics.fmean(mine - theirs for mine, theirs in found)
            counts = gains.setdefault(name, dict.fromkeys(("positions", "better", "worse"), 0)
                                      | {"sum": 0.0, "squares": 0.0})  # fmt: skip
            counts["positions"] += 1
            counts["sum"] += mean
            counts["squares"] += mean * mean
            counts["better"] += mean > 0
            counts["worse"] += mean < 0
    return {"matches": matches, "gains": gains}


# Tsung Shap: the end of the row the game's bot lays its tile at, against the other end.
def bots_end(legal: Sequence[Action], own: Action) -> dict[str, tuple[Action, Action]]:
    other = [a for a in legal if a.kind == "lay" and a.pieces == own.pieces and a != own]
    return {"the bot's end": (own, other[0])} if own.kind == "lay" and other else {}


# Tsung Shap, Tiu-U: the pips of the tiles a move names (what it catches, or lays).
def pips_named(move: Action) -> int:
    return sum(Tile.parse(word).pips for word in move.short.split() if ":" in word)


# Tiu-U: the heaviest catch against the lightest; the lightest tile laid against the heaviest.
def heaviest_catch(legal: Sequence[Action], own: Action) -> dict[str, tuple[Action, Action]]:
    found = {}
    for kind, name in (("catch", "heaviest catch"), ("lay", "lightest left")):
        moves = sorted((a for a in legal if a.kind == kind), key=pips_named)
        if moves and pips_named(moves[0]) < pips_named(moves[-1]):
            found[name] = (moves[-1], moves[0]) if kind == "catch" else (moves[0], moves[-1])
    return found


# Small Mahjong: the game's bot's claim against letting the discard go, by its triplet.
def claim_or_not(legal: Sequence[Action], own: Action) -> dict[str, tuple[Action, Action]]:
    # (legal[0] lets it go: a pass, or a draw for the next player when the last asked)
    return {own.detail: (own, legal[0])} if own.kind == "claim" else {}


# Mouse Moving: the strongest single tile led against the weakest; the weakest tile laid
# face down against the strongest, when every move lays one tile down.
def lead_and_give_up(legal: Sequence[Action], own: Action) -> dict[str, tuple[Action, Action]]:
    found = {}
    for kind, name in (("lead", "lead the strongest"), ("discard", "give up the weakest")):
        if kind == "discard" and any(a.kind != kind or len(a.pieces) > 1 for a in legal):
            continue
        singles = sorted(
            (a for a in legal if a.kind == kind and len(a.pieces) == 1), key=kupai_strength
        )
        if singles and kupai_strength(singles[0]) < kupai_strength(singles[-1]):
            weakest, strongest = singles[0], singles[-1]
            found[name] = (strongest, weakest) if kind == "lead" else (weakest, strongest)
    return found


def add_gains(total: list[int], squares: list[int], gains: Sequence[int], first: int) -> None:
    """Each seat's gain, counted from seat `first` round, added to `total`, and its square to
    `squares`: a deal's order of play, not the seats' numbers, is what these pages compare."""
    for k in range(len(gains)):
        gain = gains[(first + k) % len(gains)]
        total[k] += gain
        squares[k] += gain * gain


def counts(found: Counter[int]) -> dict[str, int]:
    return {str(score): n for score, n in sorted(found.items())}


MEASURES: dict[str, Callable[[int], dict[str, Any]]] = {
    # Every hand tries every bid: ten times as many first deals as matches.
    "dezai_shen": lambda matches: dezai_shen(matches) | {"by hand": made_by_hand(matches * 10)},
    "kkoriput_igi": lambda matches: (
        scores("kkoriput_igi", matches)
        # The search bot's moves cost a thousand times the bots': a 200th of the deals.
        | {"search": search_choices("kkoriput_igi", max(1, matches // 200), weight=tile_pips)}
    ),
    "cedeng": lambda matches: {
        "search": search_choices("cedeng", max(1, matches // 100), weight=tile_pips)
    },
    "dingniu": lambda matches: {
        "search": search_choices("dingniu", max(1, matches // 100), weight=tile_pips)
    },
    "daling": lambda matches: {"search": search_choices("daling", max(1, matches // 100))},
    # Kept apart from xiangshifu.stats.json, which the solver benchmark writes.
    "xiangshifu_moves": lambda deals: first_moves(max(1, deals // 10)),
    "shiwuhu": lambda matches: (
        scores("shiwuhu", matches)
        # The search bot's moves cost a thousand times the bots': a 200th of the deals.
        | {"search": search_choices("shiwuhu", max(1, matches // 200))}
    ),
    # The search bot's valuations cost a hundred times the bots' play: a tenth of the deals.
    "tianjiu": lambda matches: (
        given_up("tianjiu", matches) | {"values": give_up_values(matches // 10)}
    ),
    "kupai": lambda matches: (
        given_up("kupai", matches)
        # The search bot's moves cost a thousand times the bots': a fiftieth of the deals.
        | {"search": search_choices("kupai", max(1, matches // 50), weight=kupai_strength)}
    ),
    "kapshap": lambda matches: (
        {take: seats("kapshap", matches, take=take) for take in ("any", "last")}
        # The search bot's moves cost a thousand times the bots': a 125th of the deals.
        | {"search": search_choices("kapshap", max(1, matches // 125))}
    ),
    "jielong": lambda matches: (
        {
            arms: seats("jielong", matches, two_arms=arms == "two arms")
            for arms in ("one arm", "two arms")
        }
        # The search bot's moves cost a thousand times the bots': a hundredth of the deals.
        | {
            "search": search_choices(
                "jielong", max(1, matches // 100), weight=lambda move: move.pieces[0].pips
            )
        }
    ),
    "deer_hunt": lambda matches: {
        # The search bot's moves cost a thousand times the bots': a hundredth of the deals.
        "search": search_choices("deer_hunt", max(1, matches // 100), weight=deer, deals=1)
    },
    "young_hunter": lambda matches: young_hunter(matches) | {"hits": jack_hits(matches)},
    "jjak_mat_chu_gi": lambda matches: {
        # The search bot's moves cost a thousand times the bots': a hundredth of the deals.
        "search": search_choices("jjak_mat_chu_gi", max(1, matches // 100))
    },
    "small_mahjong": lambda matches: {
        "search": search_choices("small_mahjong", matches),
        # Valuing each claim costs more than the search bot's moves: a quarter of the deals.
        "claims": rule_gains("small_mahjong", max(1, matches // 4), claim_or_not),
    },
    "tok": lambda matches: (
        tok(matches)
        # The search bot's moves cost ten thousand times the bots': a 400th of the deals.
        | {"search": search_choices("tok", max(1, matches // 400))}
    ),
    # The search bot's moves and playouts cost a thousand times the bots': a hundredth.
    "tsung_shap": lambda matches: {
        "search": search_choices("tsung_shap", max(1, matches // 100)),
        "ends": rule_gains("tsung_shap", max(1, matches // 100), bots_end),
        "four in hand": search_choices(
            "tsung_shap", max(1, matches // 200), weight=pips_named, four_in_hand=True
        ),
    },
    "kaptaishap": lambda matches: {"search": search_choices("kaptaishap", max(1, matches // 100))},
    "hohpai": lambda matches: {"search": search_choices("hohpai", max(1, matches // 20))},
    "tiuu": lambda matches: {
        "search": search_choices("tiuu", max(1, matches // 100), weight=pips_named),
        "rules": rule_gains("tiuu", max(1, matches // 100), heaviest_catch),
    },
    "paigow": split_ways,
    # A match runs to many rounds, each move valued in playouts: a hundredth of the matches.
    "mouse_moving": lambda matches: {
        "rules": rule_gains("mouse_moving", max(1, matches // 100), lead_and_give_up)
    },
}
MATCHES = {
    "dezai_shen": 2000,
    "kkoriput_igi": 20_000,
    "cedeng": 20_000,  # the search bot: 200 deals
    "dingniu": 20_000,  # the search bot: 200 deals
    "daling": 10_000,  # the search bot: 100 matches of four rounds
    "xiangshifu_moves": 2000,  # the solver: 200 deals, every first move solved again
    "shiwuhu": 5000,  # the search bot: 25 deals
    "jielong": 20_000,
    "tianjiu": 3000,
    "kupai": 3000,
    "kapshap": 10_000,
    "deer_hunt": 6000,  # the search bot: 60 deals
    "young_hunter": 2000,
    "jjak_mat_chu_gi": 10_000,  # the search bot: 100 deals
    "small_mahjong": 400,  # the search bot: each deal takes under a second
    "tok": 20_000,
    "tsung_shap": 3000,  # the search bot: 30 deals, and 15 with four tiles in hand
    "tiuu": 2500,  # the search bot: 25 deals
    "kaptaishap": 3000,  # the search bot: 30 deals
    "hohpai": 2000,  # the search bot: 100 deals
    "paigow": len(face_hands(4)),  # every four-tile hand, by faces: an exact count
    "mouse_moving": 1000,  # the playouts: 10 matches
}


def target(game_id: str) -> Path:
    return ROOT / "notebooks" / f"{game_id}.stats.json"


def main(games: list[str]) -> None:
    for game_id in games or list(MEASURES):
        measure = MEASURES[game_id]
        data = {"sample": measure(SAMPLE), "all": measure(MATCHES[game_id])}
        target(game_id).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{target(game_id).relative_to(ROOT)}: {MATCHES[game_id]} matches")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="page_stats.py", description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=", ".join(MEASURES))
    games = parser.parse_args().games
    unknown = [g for g in games if g not in MEASURES]
    if unknown:
        parser.error(f"no counts for {', '.join(unknown)}; the games are {', '.join(MEASURES)}")
    main(games)
