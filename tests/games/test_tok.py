"""The figures the Tok page measures: 20,000 deals between the game's bots, written by
`python scripts/page_stats.py tok` to notebooks/tok.stats.json (`page_stats` first plays the
stored sample again). Tok's rules themselves are tested with Ho-hpai's, in test_hohpai.py.
"""

from __future__ import annotations

from scenario import means_and_errors, page_stats


def test_the_pages_figures_on_who_wins() -> None:
    """The page: from the first player (six tiles) round, the players win 25.1%, 24.6%,
    20.9% and 18.7% of the deals; 55.8% of the wins (56% in the text) come with a discard;
    10.7% (11%) of the deals have no winner."""
    stored = page_stats("tok")
    n = stored["matches"]
    assert n == 20_000
    wins = [w + d for w, d in zip(stored["wins"]["wall"], stored["wins"]["discard"], strict=True)]
    assert [f"{w / n:.1%}" for w in wins] == ["25.1%", "24.6%", "20.9%", "18.7%"]
    assert f"{sum(stored['wins']['discard']) / sum(wins):.1%}" == "55.8%"  # "56%"
    assert f"{1 - sum(wins) / n:.1%}" == "10.7%"  # "11%"


def test_the_pages_figures_on_each_players_gain() -> None:
    """The page: the first two players gain about 0.15 a deal each (+0.15 and +0.16), the
    third -0.04 and the fourth loses 0.27, each with a standard error of 0.02."""
    stored = page_stats("tok")
    n = stored["matches"]
    means, errors = means_and_errors(stored["returns"], stored["squares"], n)
    assert [f"{m:+.2f}" for m in means] == ["+0.15", "+0.16", "-0.04", "-0.27"]
    assert [f"{e:.2f}" for e in errors] == ["0.02"] * 4
    assert sum(stored["returns"]) == 0  # every point won is paid by another player
