"""The figures the Tok page measures: 20,000 deals between the game's bots, written by
`python scripts/page_stats.py tok` to notebooks/tok.stats.json (`page_stats` first plays the
stored sample again). Tok's rules themselves are tested with Ho-hpai's, in test_hohpai.py.
"""

from __future__ import annotations

from scenario import means_and_errors, page_stats, search_shown


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


def test_how_to_play_well_discard_and_take_as_the_bot_does() -> None:
    """The page's "How to play well", from 50 deals between the bots (`page_stats` first
    plays the stored sample again, the search bot's moves and the fresh playouts included):
    where the search bot ("normal") discards otherwise than the game's bot (21%), its
    discard does 0.27 points worse, three standard errors; where it takes a discard the
    bot leaves (21 times) or draws where the bot takes one (62), it loses 0.42 or gains
    0.19, each within two standard errors."""
    search = page_stats("tok")["search"]
    assert search["matches"] == 50
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "discard": (632, 132, "21%", None, None, "-0.27 ± 0.09"),
        "claim": (283, 21, "7%", None, None, "-0.42 ± 0.25"),
        "draw": (349, 62, "18%", None, None, "+0.19 ± 0.11"),
    }
    assert clear == {"discard": -3.1, "claim": -1.7, "draw": 1.7}  # the gains in standard errors
