"""``State.describe(id, seat)``, which the games answer without describing every other
object, is ``visible_objects(seat)[id]`` exactly: the same description for every id
the seat sees, and a refusal for every other id (another seat's secret cards
included, ids seen earlier in the game, and ids that differ by a character)."""

from __future__ import annotations

import pytest

from rulebound import load_game
from rulebound.kernel.errors import UnknownObjectError
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

GAMES = {  # game id, parameters, the decisions after which every id is asked
    "marvel-mission-arena": ({}, (0, 30, 80)),
    "star-wars-destiny": ({}, (0, 40, 120)),
    "marvel-champions": ({"heroes": "spider-man,captain-marvel"}, (0, 40, 150)),
    "gloomhaven": ({"party": "brute,mindthief,tinkerer"}, (0, 30, 90)),
}


def _near_misses(key: str) -> set[str]:
    return {key + "0", key[:-1], "x" + key, key.upper(), f" {key}", key.replace("-", "_")}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_describe_answers_one_id_as_visible_objects_does(game_id: str) -> None:
    params, points = GAMES[game_id]
    game = load_game(game_id, **params)
    seats = (*range(game.num_players), -1)
    secrets = 0  # checkpoints where some ids are one seat's alone (a hand)
    ever: set[str] = set()  # every id seen so far: some are seen no longer
    for seed in (1, 2):
        state = game.new_initial_state(seed=seed)
        rng = Rng(seed)
        for steps in points:
            while len(state.history or ()) < steps and not state.is_terminal():
                state.apply_action(random_action(state, rng))
            seen = {seat: state.visible_objects(seat) for seat in seats}
            every = {key for objects in seen.values() for key in objects}
            ever |= every
            asked = ever | {miss for key in ever for miss in _near_misses(key)} | {""}
            for seat, objects in seen.items():
                for key in asked:
                    if key in objects:
                        assert state.describe(key, seat) == objects[key], (seat, key)
                    else:
                        with pytest.raises(UnknownObjectError):
                            state.describe(key, seat)
            secrets += any(set(seen[seat]) != every for seat in seats)
    assert secrets  # so a seat was asked for ids only another seat sees
