"""The kernel conformance suite on each matchup: 200 random games each in CI
(``RULEBOUND_CONFORMANCE_SCALE=50`` for the 10,000-game run).

Every game is played to the end and checked at every decision (options, labels,
mask), for termination and returns, and for its JSON replay reproducing the final
state and log. The costlier checks (an illegal action refused, clones, views under
redrawn hidden information) run every ``SAMPLE_EVERY`` decisions: with them at every
decision 4,000 games take about four minutes on one core (measured: 43 s per
1,000 solo games, 120 s per 1,000 two-player games), against about 70 s sampled.
Each matchup runs in chunks so that ``pytest -n`` spreads them over workers.
"""

from __future__ import annotations

import pytest

from rulebound.kernel.conformance import check_game, scaled

MATCHUPS = {
    "spider-man": {"heroes": "spider-man"},
    "captain-marvel": {"heroes": "captain-marvel"},
    "two-players": {"heroes": "spider-man,captain-marvel"},
    "expert-heroic": {"heroes": "captain-marvel,spider-man", "expert": True, "heroic": 1},
}
GAMES = scaled(200)  # per matchup; RULEBOUND_CONFORMANCE_SCALE scales it
CHUNKS = 4
SAMPLE_EVERY = 25


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", sorted(MATCHUPS))
def test_conformance(name: str, chunk: int) -> None:
    games = GAMES // CHUNKS
    report = check_game(
        "marvel-champions",
        games=games,
        seed=1000 + chunk,
        sample_every=SAMPLE_EVERY,
        **MATCHUPS[name],
    )
    assert report.games == games
    assert sum(report.outcomes.values()) == games
    assert report.views_checked > 0 and report.clones_checked > 0


@pytest.mark.parametrize("name", sorted(MATCHUPS))
def test_every_decision_is_checked_on_a_few_games(name: str) -> None:
    """Full checks (``sample_every=1``) on a handful of games of each matchup."""
    report = check_game("marvel-champions", games=3, seed=7, sample_every=1, **MATCHUPS[name])
    assert report.games == 3
    assert report.clones_checked == report.decisions


# Every hero, every modular set, three and four players: fewer games each (the content
# added since the first release; the four-player games are the longest).
MORE = {
    "she-hulk-masters-of-evil": {"heroes": "she-hulk", "modular": "masters-of-evil"},
    "iron-man-every-modular": {
        "heroes": "iron-man",
        "modular": "bomb-scare,masters-of-evil,under-attack,legions-of-hydra,the-doomsday-chair",
    },
    "three-players-expert": {
        "heroes": "she-hulk,iron-man,spider-man",
        "modular": "under-attack,legions-of-hydra",
        "expert": True,
    },
    "four-players": {
        "heroes": "spider-man,captain-marvel,she-hulk,iron-man",
        "modular": "the-doomsday-chair,masters-of-evil",
    },
    "klaw-two-players": {"heroes": "she-hulk,iron-man", "villain": "klaw"},
    "klaw-expert": {"heroes": "spider-man", "villain": "klaw", "expert": True},
}


@pytest.mark.parametrize("name", sorted(MORE))
def test_conformance_of_the_new_content(name: str) -> None:
    # A game of n players has about n * n times the decisions of a solo game.
    players = len(str(MORE[name]["heroes"]).split(","))
    games = scaled(max(4, 30 // (players * players)))
    report = check_game(
        "marvel-champions", games=games, seed=77, sample_every=SAMPLE_EVERY, **MORE[name]
    )
    assert report.games == games and report.views_checked > 0 and report.clones_checked > 0


def test_conformance_of_black_panther() -> None:
    """Foresight, Shuri's search, the Wakanda Forever! sequence, Affairs of State and the
    Killmonger set (few games: the cards have their own tests)."""
    report = check_game(
        "marvel-champions", games=8, seed=40, sample_every=SAMPLE_EVERY, heroes="black-panther"
    )
    assert report.games == 8 and report.views_checked > 0 and report.clones_checked > 0


# Ultron with his recommended modular set (Under Attack), one to four players: fewer
# games as players are added (a four-player game has about six times the decisions; the
# four cost about 13 s of CPU in all; RULEBOUND_CONFORMANCE_SCALE plays more).
ULTRON_HEROES = ("she-hulk", "iron-man", "spider-man", "captain-marvel")
ULTRON_GAMES = {1: scaled(6), 2: scaled(3), 3: scaled(1), 4: scaled(1)}


@pytest.mark.parametrize("players", sorted(ULTRON_GAMES))
def test_conformance_of_ultron(players: int) -> None:
    games = ULTRON_GAMES[players]
    report = check_game(
        "marvel-champions",
        games=games,
        seed=170 + players,
        sample_every=SAMPLE_EVERY,
        heroes=",".join(ULTRON_HEROES[:players]),
        villain="ultron",
    )
    assert report.games == games and report.views_checked > 0 and report.clones_checked > 0
