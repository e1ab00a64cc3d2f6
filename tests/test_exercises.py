"""Exercises made from the engine (gupai_widgets/exercises): every game page gets five or
more, the same from the same seed, and every answer checks out when the position is rebuilt
and the engine is asked directly (a move applied or refused, a settlement paid), never by
reading the generator's own lists back."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from functools import cache
from html import unescape
from itertools import combinations

import pytest

import gupai_widgets as gw
from gupai_widgets.engine import IllegalActionError
from gupai_widgets.engine.action import seat_amount, seat_name
from gupai_widgets.exercises import Exercise, Option, exercises_for
from gupai_widgets.exercises.kinds import (
    catch_exercise,
    claim_exercise,
    playable_exercise,
    trick_exercise,
    win_exercise,
)
from gupai_widgets.exercises.markup import exercises_html
from gupai_widgets.games.draw_discard.hohpai_hands import best_reading
from gupai_widgets.games.draw_discard.kapshap_hands import winning_split
from gupai_widgets.games.fishing.tsung_shap import SET as TSUNG_SHAP_SET
from gupai_widgets.games.fishing.tsung_shap import captures
from gupai_widgets.games.mod10.kolyesi_hands import best_strategy
from gupai_widgets.games.mod10.paigow_hands import split_odds
from gupai_widgets.games.mod10.taungau_hands import points

GAMES = [spec.id for spec in gw.list_games()]
# The seed the site builds from (mkdocs.yml, extra.exercises_seed).
SITE_SEED = 1


@cache
def site_exercises(game_id: str) -> tuple[Exercise, ...]:
    return tuple(exercises_for(game_id, SITE_SEED))


def rebuilt(exercise: Exercise) -> gw.State:
    """The exercise's position, rebuilt from its record alone."""
    state = gw.load_game(exercise.game).new_initial_state(**exercise.setup)
    for move in exercise.moves:
        state.apply_action(move)
    return state


def plays_face_up(state: gw.State, piece: str) -> bool:
    """Whether the seat to move may put `piece` on the table as a play: its notation alone
    (a trick game's follow), or at either end of a dragon ("6:5 L")."""
    for short in (piece, f"{piece} L", f"{piece} R"):
        try:
            action = state.clone().apply_action(short)
        except IllegalActionError:
            continue
        if action.kind in ("play", "follow"):
            return True
    return False


def paid(text: str, players: int) -> list[float]:
    amounts = [float(a.replace("−", "-")) for a in re.findall(r"P\d+ ([−+]?[\d.]+)", text)]
    assert len(amounts) == players, text
    return amounts


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_five_or_more_exercises(game_id: str) -> None:
    exercises = site_exercises(game_id)
    assert len(exercises) >= 5, [e.kind for e in exercises]
    assert len({e.id for e in exercises}) == len(exercises)
    for exercise in exercises:
        assert exercise.game == game_id
        assert exercise.question and exercise.answer_text and exercise.explanation
        assert all(sentence.strip() for sentence in exercise.explanation)


def test_the_same_seed_gives_the_same_exercises_and_another_seed_new_ones() -> None:
    first = exercises_for("tianjiu", 3)
    assert exercises_for("tianjiu", 3) == first
    assert exercises_for("tianjiu", 4) != first


def test_each_family_practises_its_own_kinds() -> None:
    kinds = {game: {e.kind for e in site_exercises(game)} for game in GAMES}
    assert {"playable", "payments"} <= kinds["jielong"]
    assert {"playable", "trick", "payments"} <= kinds["tianjiu"]
    assert {"best", "payments"} <= kinds["paigow"]
    assert "best" in kinds["taungau"] and "best" in kinds["kolyesi"]
    assert kinds["xiangshifu"] == {"best", "legal"}
    for fishing in ("tiuu", "shiwuhu", "tsung_shap"):
        assert "catch" in kinds[fishing], fishing
    for discard in ("jjak_mat_chu_gi", "small_mahjong"):
        assert "claim" in kinds[discard], discard
    for discard in ("kapshap", "kaptaishap", "hohpai", "tok"):
        assert "win" in kinds[discard], discard


@pytest.mark.parametrize("game_id", GAMES)
def test_every_answer_checks_out_against_the_engine(game_id: str) -> None:
    for exercise in site_exercises(game_id):
        state = rebuilt(exercise)
        check = CHECKS[exercise.kind]
        check(exercise, state)


def check_playable(exercise: Exercise, state: gw.State) -> None:
    seat = state.current_player
    hand = [str(p) for p in state.table(seat).seats[seat].hand]
    assert set(exercise.picks) == set(hand), "every piece of the hand may be clicked"
    playable = {piece for piece in exercise.picks if plays_face_up(state, piece)}
    assert set(exercise.answer) == playable
    assert exercise.table == state.table(seat)


def check_trick(exercise: Exercise, state: gw.State) -> None:
    caption = state.explain(exercise.move, None)
    deal = state.deal_number
    state.apply_action(exercise.move)
    (winner,) = exercise.answer
    assert f"{winner} takes the trick" in caption
    if not state.is_terminal() and state.deal_number == deal:
        # The winner of a trick leads the next.
        assert seat_name(state.current_player) == winner
    # Nothing on the drawn table says who holds the trick: no mark, and the winning play
    # labelled as a play that does not win is (none but the lead has a label of its own).
    groups = exercise.table.centre.groups
    assert not any(group.best for group in groups)
    plain = {g.label for g in groups[1:] if not g.down and f"P{g.seat + 1}" != winner}
    won = [g.label for g in groups[1:] if f"P{g.seat + 1}" == winner]
    assert all(label in plain | {""} for label in won), (won, plain)
    assert not exercise.table.centre.words
    assert exercise.table.to_move is None
    assert not any(seat.to_move for seat in exercise.table.seats)


def check_payments(exercise: Exercise, state: gw.State) -> None:
    before = state.returns()
    state.apply_action(exercise.move)
    delta = [a - b for a, b in zip(state.returns(), before, strict=True)]
    (answer,) = exercise.answer
    assert paid(answer, state.num_players) == delta
    assert answer == ", ".join(seat_amount(s, x) for s, x in enumerate(delta))
    totals = {sum(paid(o.key, state.num_players)) for o in exercise.options}
    assert totals == {sum(delta)}, "every choice balances as the true settlement does"
    assert [o.key for o in exercise.options].count(answer) == 1


def moves_to_solve(state: gw.State, move: str) -> int | None:
    after = state.clone()
    after.apply_action(move)
    found = after.solution()
    return len(found.steps) if found.solvable else None


def check_best(exercise: Exercise, state: gw.State) -> None:
    (best,) = exercise.answer
    legal = {a.short: a for a in state.legal_actions()}
    if exercise.game == "xiangshifu":
        # The solver's count of moves, from the position and after each choice.
        shortest = len(state.solution().steps)
        assert moves_to_solve(state, best) == shortest - 1
        for option in exercise.options:
            if option.key != best:
                need = moves_to_solve(state, option.key)
                assert need is None or need >= shortest, option.label
        return
    seat = state.current_player
    assert seat != state.banker
    assert {o.key for o in exercise.options} == set(legal)
    chosen = legal[best]
    if exercise.game == "paigow":
        worth = {
            o.split[0] + o.split[1]: o.expectation
            for o in split_odds(state.hands[seat], state.game.rules)
        }
        assert worth[chosen.pieces] == max(worth.values())
        assert sorted(worth.values())[-2] < worth[chosen.pieces]
    elif exercise.game == "taungau":
        # The bull set aside is the first three tiles; the two kept score.
        zero_high = state.game.rules.zero_high
        score = {a.short: points(a.pieces[3:], zero_high) for a in legal.values()}
        assert all(score[best] > s for short, s in score.items() if short != best)
    elif exercise.game == "kolyesi":
        first = state.hands[seat][0]
        assert best == f"draw {best_strategy(ties=state.game.options['ties']).counts[first]}"
    else:
        raise AssertionError(f"no check for {exercise.game}'s best move")


def check_legal(exercise: Exercise, state: gw.State) -> None:
    (right,) = exercise.answer
    assert len(exercise.options) >= 3
    for option in exercise.options:
        if option.key == right:
            state.clone().apply_action(option.key)
        else:
            with pytest.raises(IllegalActionError):
                state.clone().apply_action(option.key)


def bait_of(exercise: Exercise) -> str:
    """The piece the question puts in play, as the question names it."""
    return re.search(r"plays (?:the )?(\d:\d)", exercise.question)[1]


def picked_faces(exercise: Exercise, keys) -> set[str]:
    return {key.split(" ", 1)[1] for key in keys}


def check_catch(exercise: Exercise, state: gw.State) -> None:
    bait = bait_of(exercise)
    seat = state.current_player
    if exercise.game == "tsung_shap":
        # The game's own rule of catches at the ends of the row (Culin's pair, triplet
        # and sweep), asked for the tile directly.
        row = state.row
        found = captures(gw.Tile.parse(bait), row, state.opening)
        catchable = {str(row[i]) for c in found for i in c.places}
        assert Counter(exercise.picks) == Counter(dict.fromkeys(exercise.picks, 1))
        assert picked_faces(exercise, exercise.picks) == {str(t) for t in row}
    else:
        # A lake game: the catch of each lake piece, by its notation, accepted or refused
        # by the engine ("5:3 takes 4:4"; "3:3 takes 3:3 3:3 3:3", the fourth taking three).
        catchable = set()
        for fish in {str(p) for p in state.lake}:
            for short in (f"{bait} takes {fish}", f"{bait} takes {fish} {fish} {fish}"):
                try:
                    state.clone().apply_action(short)
                except IllegalActionError:
                    continue
                catchable.add(fish)
        assert picked_faces(exercise, exercise.picks) == {str(p) for p in state.lake}
    assert picked_faces(exercise, exercise.answer) == catchable
    # Each pick names a piece of the drawn table's centre, by its group's key.
    groups = {g.key: {str(p) for p in g.pieces} for g in exercise.table.centre.groups if g.key}
    for pick in exercise.picks:
        key, piece = pick.split(" ", 1)
        assert piece in groups[key]
    # The piece in play is on the table, out of the hand; the table is the seat's own view.
    assert bait not in map(str, exercise.table.seats[seat].hand) or (
        [str(p) for p in exercise.table.seats[seat].hand].count(bait)
        < [str(p) for p in state.table(seat).seats[seat].hand].count(bait)
    )
    assert exercise.table.viewer == seat


def check_claim(exercise: Exercise, state: gw.State) -> None:
    """Every tile of the hand, and every two of them, tried as a claim of the discard."""
    seat = state.current_player
    hand = [str(t) for t in state.hands[seat]]
    offer = str(state.offer)
    assert set(exercise.picks) == set(hand)
    claimable = set()
    for size in (1, 2):
        for tiles in set(combinations(hand, size)):
            try:
                state.clone().apply_action(f"claim {offer} {' '.join(tiles)}")
            except IllegalActionError:
                continue
            claimable |= set(tiles)
    assert set(exercise.answer) == claimable
    assert exercise.table == state.table(seat)
    assert offer in exercise.question


def check_win(exercise: Exercise, state: gw.State) -> None:
    """The discard taken into the hand, then the engine asked for the win; and the hand
    read by the game's own hand rules."""
    seat = state.current_player
    offer = str(state.offer)
    assert offer in exercise.question
    state.apply_action(f"claim {offer}")
    try:
        state.clone().apply_action("win")
        wins = True
    except IllegalActionError:
        wins = False
    assert exercise.answer == (("wins",) if wins else ("does not win",))
    assert [o.key for o in exercise.options].count(exercise.answer[0]) == 1
    hand = state.hands[seat]
    if exercise.game in ("kapshap", "kaptaishap"):
        assert (winning_split(hand, state.game.civil_eye) is not None) == wins
    elif exercise.game in ("hohpai", "tok"):
        assert (best_reading(hand, state.game.rules) is not None) == wins


CHECKS = {
    "catch": check_catch,
    "claim": check_claim,
    "win": check_win,
    "playable": check_playable,
    "trick": check_trick,
    "payments": check_payments,
    "best": check_best,
    "legal": check_legal,
}


# -- wrong answers teach: why not, and a hint --------------------------------------------


def wrong_choices(exercise: Exercise) -> set[str]:
    return (set(exercise.picks) | {o.key for o in exercise.options}) - set(exercise.answer)


def check_teaching(exercise: Exercise, state: gw.State) -> None:
    """Every wrong choice has its reason, and each reason says what the engine says of
    that choice (recomputed here, not read back); the hint points without answering."""
    reasons = dict(exercise.why_not)
    assert set(reasons) == wrong_choices(exercise), exercise.kind
    assert all(reason.strip() for reason in reasons.values())
    # A hint points, it does not answer: the answer is not in it, unless the question
    # says it already (a discard claimed with its twin).
    assert exercise.hint.strip() and exercise.hint != exercise.answer_text
    assert exercise.answer_text not in exercise.hint or exercise.answer_text in exercise.question
    seat = state.current_player
    for key, reason in reasons.items():
        if exercise.kind == "playable":
            # A move that puts the piece down otherwise: its caption; else a refusal.
            downs = {
                state.explain(a, seat)
                for a in state.legal_actions()
                if [str(p) for p in a.pieces] == [key]
            }
            assert reason in downs or (not downs and key in reason), reason
        elif exercise.kind == "legal" and "does not hold" in reason:
            # The pieces named are those of the move the hand lacks.
            held = Counter(str(p) for p in state.table(seat).seats[seat].hand)
            named = Counter(
                reason.split("does not hold ")[1].rstrip(".").replace(" and ", ", ").split(", ")
            )
            label = next(o.label for o in exercise.options if o.key == key)
            shown = {p: max(key.count(p), label.count(p)) for p in named}
            assert all(held[p] + n <= shown[p] for p, n in named.items()), (key, reason)
        elif exercise.kind == "payments":
            assert reason == expected_miscount(exercise, key), (key, reason)
        elif exercise.kind == "best":
            values = state.game.move_values(state) or {}
            assert (values[key] in reason) if values else "another choice" in reason
        elif exercise.kind == "trick":
            group = next(g for g in exercise.table.centre.groups if seat_name(g.seat) == key)
            assert key in reason and ("face down" in reason) == group.down
        elif exercise.kind in ("catch", "claim"):
            assert key.split(" ", 1)[-1] in reason
        elif exercise.kind == "win":
            after = state.clone()
            after.apply_action(f"claim {state.offer}")
            if key == "does not win":
                assert reason == after.explain("win", seat)
            else:
                assert "no winning hand" in reason


def expected_miscount(exercise: Exercise, key: str) -> str:
    """Which way the settlement `key` differs from the answer, worked out from the numbers."""
    (answer,) = exercise.answer
    n = len(exercise.table.seats)
    right, wrong = paid(answer, n), paid(key, n)
    if wrong == [-x for x in right]:
        return "This turns the deal over: who wins and who pays are the wrong way round."
    if wrong == [2 * x for x in right]:
        return "This doubles every amount: count the stake once."
    if any(wrong == right[k:] + right[:k] for k in range(1, n)):
        return "These are the right amounts, each at the wrong seat: who won?"
    assert sorted(wrong) == sorted(right)
    return "This swaps the biggest win and the biggest payment: who won, and who paid most?"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_wrong_choice_says_what_is_wrong_and_every_exercise_has_a_hint(
    game_id: str,
) -> None:
    for exercise in site_exercises(game_id):
        check_teaching(exercise, rebuilt(exercise))


# -- fixed deals, the expected answers from the sources ---------------------------------------

# TianJiu, banker P1. pagat (https://www.pagat.com/tile/cdom/tiengow.html) and the GuPai
# site's Tien Gow page: a single civil tile led is beaten only by a higher civil tile;
# Earth (1:1) ranks second of the civil tiles, under Heaven (6:6) alone.
TIANJIU_HANDS = [
    ["1:1", "1:1", "3:1", "3:1", "2:2", "2:2", "5:1", "5:1"],
    ["6:6", "4:4", "6:3", "5:4", "6:2", "5:3", "5:2", "4:3"],
    ["6:6", "4:4", "5:5", "5:5", "3:3", "3:3", "6:5", "6:5"],
    ["6:4", "6:4", "6:1", "6:1", "4:2", "4:1", "3:2", "2:1"],
]


def test_pagat_tianjiu_only_heaven_follows_a_lead_of_earth() -> None:
    state = gw.load_game("tianjiu").new_initial_state(hands=TIANJIU_HANDS, dealer=0, seed=0)
    state.apply_action("1:1")
    exercise = playable_exercise(state)
    assert exercise.answer == ("6:6",)
    assert set(exercise.picks) == set(TIANJIU_HANDS[1])
    assert "beats 1:1" in exercise.explanation[0]


def test_pagat_tianjiu_a_tile_that_cannot_follow_says_it_cannot_beat_the_lead() -> None:
    state = gw.load_game("tianjiu").new_initial_state(hands=TIANJIU_HANDS, dealer=0, seed=0)
    state.apply_action("1:1")
    reasons = dict(playable_exercise(state).why_not)
    assert set(reasons) == set(TIANJIU_HANDS[1]) - {"6:6"}
    assert "4:4 (Man) cannot beat 1:1 (Earth)" in reasons["4:4"]


def test_pagat_tianjiu_the_highest_face_up_play_takes_the_trick() -> None:
    """P1 leads Earth, P2 beats it with Heaven; P3's Heaven comes second and so can only go
    face down (an equal tile does not beat), as does P4's play: P2 takes the trick."""
    state = gw.load_game("tianjiu").new_initial_state(hands=TIANJIU_HANDS, dealer=0, seed=0)
    for move in ("1:1", "6:6", "6:6 down"):
        state.apply_action(move)
    exercise = trick_exercise(state, state.find_action("2:1 down"))
    assert exercise.answer == ("P2",)
    assert [o.key for o in exercise.options] == ["P1", "P2", "P3", "P4"]


# JieLong: GuPai site's connecting-games page, pagat's Tsair Deng page: after the lead only
# the one open end counts, and a tile goes on it when one of its halves matches it.
JIELONG_HANDS = [
    ["6:6", "1:1", "1:1", "4:4", "4:4", "3:1", "3:1", "5:5"],
    ["6:5", "6:1", "5:5", "3:3", "2:2", "4:2", "4:1", "3:2"],
    ["6:6", "3:3", "2:2", "6:5", "6:4", "6:4", "6:1", "5:1"],
    ["5:1", "6:3", "5:4", "6:2", "5:3", "5:2", "4:3", "2:1"],
]


def test_gupai_site_jielong_only_tiles_with_a_six_go_on_an_open_six() -> None:
    state = gw.load_game("jielong").new_initial_state(hands=JIELONG_HANDS, dealer=0, seed=0)
    state.apply_action("6:6 open 6")
    exercise = playable_exercise(state)
    assert exercise.answer == ("6:5", "6:1")
    assert exercise.answer_text == "6:5 and 6:1"


# Tiu-U, the GuPai site's Tiu-U page: equal pip totals catch each other, and the Gee Joon
# tiles too: [4:2] catches [4:2], [5:1], [3:3] (all six pips) and [2:1].
TIUU_PAD = "3:1 2:2 4:1 3:2 6:4 3:1 2:2 4:1 3:2 6:4 5:5 5:5"  # 4, 5 and 10 pips


def tiuu_deal(hands: list[str], lake: str) -> gw.State:
    """A Tiu-U deal: the hands and the lake start as given (the lake filled up with tiles
    of 4, 5 and 10 pips), the rest of the two sets filling the hands and the woodpile."""
    game = gw.load_game("tiuu", players=2)
    given = [gw.tiles(h) for h in hands]
    lake_tiles = gw.tiles(lake) + gw.tiles(TIUU_PAD)[: 16 - len(gw.tiles(lake))]
    left = Counter(game.pieces())
    for part in [*given, lake_tiles]:
        left.subtract(part)
    spare = [t for t in left.elements() if t.pips not in (4, 5, 6, 10)]
    spare += [t for t in left.elements() if t.pips in (4, 5, 6, 10)]
    for hand in given:
        while len(hand) < 12:
            hand.append(spare.pop(0))
    return game.new_initial_state(1, hands=given, rest=lake_tiles + spare)


def test_gupai_site_tiuu_gee_joon_4_2_catches_the_sixes_and_2_1() -> None:
    state = tiuu_deal(["4:2", ""], "4:2 5:1 3:3 2:1")
    exercise = catch_exercise(state, "4:2")
    assert picked_faces(exercise, exercise.answer) == {"4:2", "5:1", "3:3", "2:1"}
    assert exercise.question.startswith("P1 plays 4:2 from the hand.")
    assert "the two Gee Joon pieces catch each other" in " ".join(exercise.explanation)


def test_gupai_site_tiuu_2_1_catches_only_2_1_and_4_2() -> None:
    state = tiuu_deal(["2:1", ""], "4:2 5:1 3:3 2:1")
    exercise = catch_exercise(state, "2:1")
    assert picked_faces(exercise, exercise.answer) == {"4:2", "2:1"}


def test_culin_tsung_shap_a_triplet_with_the_two_end_tiles_not_the_middle() -> None:
    """Culin: a triplet is made with the two tiles at one end or the two end tiles; pagat:
    only the tiles at the ends may be caught. The row [5:4 6:6 3:1]: 4:3 takes 5:4 and 3:1
    (7 + 9 + 4 = 20), never the 6:6 between them."""
    tops = [["6:6", "5:4"], ["3:1", "4:3"]]
    spare = list((Counter(map(str, TSUNG_SHAP_SET)) - Counter(sum(tops, []))).elements())
    rest = tops[0] + spare[:14] + tops[1] + spare[14:28]
    state = gw.load_game("tsung_shap").new_initial_state(1, rest=rest)
    for move in ("6:6", "3:1", "5:4 L"):
        state.apply_action(move)
    exercise = catch_exercise(state, "4:3")
    assert picked_faces(exercise, exercise.answer) == {"5:4", "3:1"}
    assert "6:6" in picked_faces(exercise, exercise.picks)
    assert "one at each end" in exercise.explanation[0]


# Jjak-mat-chu-gi, Culin (Tjyak-ma-tchi-ki) and pagat: the next player may take the last
# discard when it makes a pair with a tile of his hand; two copies of a civil tile pair.
# P1 lays his 5:5 pair and discards 6:6; P2 holds 6:6 5:4 6:5 6:4 6:1: only 6:6 goes with it.
def test_culin_jjak_mat_chu_gi_a_discard_is_claimed_with_its_pair() -> None:
    hands = [
        ["6:6", "1:1", "4:4", "3:1", "5:5"],
        ["6:6", "5:4", "6:5", "6:4", "6:1"],
        ["1:1", "2:1", "4:4", "3:3", "5:1"],
        ["3:1", "3:3", "2:2", "6:5", "5:3"],
    ]
    wall = "5:5 2:2 3:2 4:1 4:2 4:3 5:1 5:2 6:1 6:2 6:3 6:4".split()
    game = gw.load_game("jjak_mat_chu_gi", players=4, claim="next")
    state = game.new_initial_state(1, hands=hands, rest=wall, dealer=0)
    for move in ("lay 5:5 5:5", "discard 6:6"):
        state.apply_action(move)
    exercise = claim_exercise(state)
    assert exercise.answer == ("6:6",)
    assert set(exercise.picks) == {"6:6", "5:4", "6:5", "6:4", "6:1"}
    assert exercise.question.startswith("P1 has just discarded 6:6, and P2 decides on it.")


# Ho-hpai, the GuPai site's Ho-hpai page: a straight [k:1]..[k:6] is a winning hand, and a
# player may take the last discard into his hand. P2 holds [6:1]..[6:5]; P1 discards 6:6.
def test_gupai_site_hohpai_taking_the_missing_tile_of_a_straight_wins() -> None:
    game = gw.load_game("hohpai", players=4)
    hands = [["6:6", "1:1", "1:1", "3:1", "3:1"], ["6:1", "6:2", "6:3", "6:4", "6:5"]]
    left = Counter(map(str, game.pieces())) - Counter(sum(hands, []))
    spare = sorted(left.elements(), key=lambda t: t.startswith("6"))
    hands += [spare[:5], spare[5:10]]
    state = game.new_initial_state(hands=hands, rest=spare[10:], dealer=0, seed=0)
    state.apply_action("discard 6:6")
    exercise = win_exercise(state)
    assert exercise.answer == ("wins",)
    assert "winning hand" in exercise.explanation[1]


# -- the markup ---------------------------------------------------------------------------


def test_the_page_markup_escapes_text_and_hides_the_answers() -> None:
    exercises = list(site_exercises("tianjiu"))
    # A question and an answer with markup in them are shown as text.
    exercises[0] = Exercise(
        **{
            **{f: getattr(exercises[0], f) for f in exercises[0].__dataclass_fields__},
            "question": "<script>alert(1)</script> & more",
        }
    )
    html = exercises_html(exercises, seed=SITE_SEED, name="TianJiu <天九>")
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in html
    assert "TianJiu &lt;天九&gt;" in html
    items = re.findall(r'<li class="gw-exercise".*?</li>(?=<li class="gw-exercise"|</ol>)', html)
    assert len(items) == len(exercises)
    for exercise, item in zip(exercises, items, strict=True):
        answer = json.loads(unescape(re.search(r'data-answer="([^"]*)"', item)[1]))
        assert answer == list(exercise.answer)
        # Before an answer is checked, the page holds no explanation in the exercise, but
        # for what is wrong with a wrong choice (a tile's "cannot beat"), said on a try.
        reasons = {reason for _, reason in exercise.why_not}
        for sentence in set(exercise.explanation) - reasons:
            assert sentence not in unescape(item)
        if exercise.picks:
            # The board in two layouts, the wide one and the narrow one for a phone (hidden
            # until the page's style sheet shows it), each with every piece to click.
            wide, narrow = re.findall(r'<svg class="gw-(?:wide|narrow)".*?</svg>', item)
            assert wide.startswith('<svg class="gw-wide"') and 'display="none"' in narrow[:100]
            for layout in (wide, narrow):
                clickable = re.findall(r'class="gw-pick" data-piece="([^"]+)"', layout)
                assert set(clickable) == set(exercise.picks)
        else:
            keys = [unescape(k) for k in re.findall(r'data-option="([^"]*)"', item)]
            assert keys == [o.key for o in exercise.options]
        assert f'id="ex-{exercise.id}-answer"' in html
    answers = html[html.index('class="gw-ex-answers"') :]
    for exercise in exercises:
        assert all(
            s.replace("'", "&#x27;") in answers or s in unescape(answers)
            for s in exercise.explanation
        )


def test_an_exercise_is_answered_one_way_only() -> None:
    table = site_exercises("jielong")[0].table
    with pytest.raises(ValueError, match="picks or by options"):
        Exercise("x", "k", "t", "q", table, ("a",), "a", ("why",))
    with pytest.raises(ValueError, match="not among the choices"):
        Exercise("x", "k", "t", "q", table, ("z",), "z", ("why",), options=(Option("a", "A"),))


def test_a_rebuild_in_another_process_writes_the_same_page() -> None:
    """The same seed, the same bytes, whatever Python's string hashing of the run (a set
    iterated in hash order would change the page from one build to the next)."""
    script = (
        "from gupai_widgets.exercises import exercises_for\n"
        "from gupai_widgets.exercises.markup import exercises_html\n"
        "for game in ('jielong', 'tianjiu', 'taungau', 'tsung_shap', 'small_mahjong'):\n"
        "    print(exercises_html(exercises_for(game, 1), seed=1, name=game))\n"
    )
    pages = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in (1, 2)
    }
    assert len(pages) == 1
