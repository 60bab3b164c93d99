"""``rules.stats`` (several current values of a character in one pass, what the
observation encoder reads) against ``rules.stat`` one value at a time."""

from __future__ import annotations

import pytest

from rulebound import load_game
from rulebound.games.marvel_champions.rules import stat, stats
from rulebound.kernel.rng import Rng

NAMES = ("attack", "thwart", "defense", "scheme", "recover")


@pytest.mark.parametrize("heroes", ["spider-man", "captain-marvel,she-hulk,iron-man"])
def test_stats_equals_stat_for_every_character_in_play(heroes: str) -> None:
    game = load_game("marvel-champions", heroes=heroes)
    rng = Rng(7)
    compared = 0
    for seed in range(2):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            for uid in {state.villain, *state.play, *(p.identity for p in state.players)}:
                assert stats(state, uid, NAMES) == [stat(state, uid, n) for n in NAMES]
                compared += 1
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
    assert compared > 100
