"""The games' direct observation encoders against the definition of each encoding.

Every game computes its observation straight from the state
(:meth:`ObservationEncoding.encode`), because building the seat's view costs more than
most decisions. The encoding is *defined* on the view
(:meth:`ObservationEncoding.encode_reference`, which the leak test in
``test_adapters.py`` and the kernel's view conformance tests back): here the two must
give the same numbers, as 32-bit floats, on many states of random plays, visited in
play order (what an environment does: the encoders reuse what did not change since
their last call), shuffled, and along one state changed in place.
"""

from __future__ import annotations

import random
from array import array
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebound import load_game
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("marvel-mission-arena", {}),
    ("star-wars-destiny", {}),
    ("marvel-champions", {}),
    ("marvel-champions", {"heroes": "captain-marvel,she-hulk,iron-man"}),
    ("gloomhaven", {}),
    ("gloomhaven", {"scenario": 2, "party": "spellweaver,scoundrel,tinkerer"}),
]


def _random_states(game_id: str, params: dict[str, Any], plays: int) -> list[State]:
    game = load_game(game_id, **params)
    rng = Rng(11)
    states = []
    for seed in range(plays):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            states.append(state.clone())
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
        states.append(state)  # the end: the outcome, every card back in hand
    return states


def _numbers(vec: Any) -> np.ndarray:
    return np.asarray(vec, dtype=np.float32)


@pytest.mark.parametrize(("game_id", "params"), CONFIGS)
def test_direct_encoding_equals_the_view_encoding(game_id: str, params: dict[str, Any]) -> None:
    game = load_game(game_id, **params)
    encoding = game.observation_encoding()
    states = _random_states(game_id, params, plays=1)[:150]
    shuffled = random.Random(3).sample(states, len(states) // 3)
    compared = 0
    for order in (states, shuffled):
        for state in order:
            for seat in range(game.num_players):
                direct = encoding.encode(state, seat)
                assert isinstance(direct, array) and direct.typecode == "f"
                assert len(direct) == encoding.size
                reference = _numbers(encoding.encode_reference(state, seat))
                # sums of fractions (counters/3, threat/20) may round differently in
                # the last bit of a 32-bit float; everything else is exact
                np.testing.assert_allclose(_numbers(direct), reference, rtol=1e-6, atol=1e-7)
                compared += 1
    assert compared > 40


@pytest.mark.parametrize(("game_id", "params"), CONFIGS[:4])
def test_direct_encoding_follows_a_play_in_place(game_id: str, params: dict[str, Any]) -> None:
    # What an environment does: one state changed by each decision, encoded for every
    # seat at every decision. The encoders keep the slices of piles that did not change
    # since their last call; a pile changed in place must still be counted again.
    game = load_game(game_id, **params)
    encoding = game.observation_encoding()
    rng = Rng(5)
    state = game.new_initial_state(seed=2)
    for _ in range(250):
        for seat in range(game.num_players):
            direct = _numbers(encoding.encode(state, seat))
            reference = _numbers(encoding.encode_reference(state, seat))
            np.testing.assert_allclose(direct, reference, rtol=1e-6, atol=1e-7)
        if state.is_terminal():
            break
        options = state.decision().options
        state.apply_action(options[rng.randbelow(len(options))])


def _assert_same(encoding: Any, state: State, seat: int) -> None:
    direct = encoding.encode(state, seat)
    assert isinstance(direct, array) and len(direct) == encoding.size
    reference = _numbers(encoding.encode_reference(state, seat))
    np.testing.assert_allclose(_numbers(direct), reference, rtol=1e-6, atol=1e-7)


def _play_with_side_states(game_id: str, params: dict[str, Any], seed: int, steps: int) -> int:
    """One state played in place, encoded for every seat at every decision, and every
    few decisions a clone, a redraw of what a seat cannot see (``resample_hidden``, as
    ISMCTS does) and an undo encoded in between by the same encoding: the encoders
    keep what they computed last, per seat, so the next state may be any state."""
    game = load_game(game_id, **params)
    encoding = game.observation_encoding()
    rng = Rng(seed)
    state = game.new_initial_state(seed=seed)
    compared = 0
    for step in range(steps):
        for seat in range(game.num_players):
            _assert_same(encoding, state, seat)
            compared += 1
        if step % 7 == 3:
            seat = rng.randbelow(game.num_players)
            side = [state.clone(), state.resample_hidden(seat, Rng(seed * 1000 + step))]
            if state.undo_point(seat) is not None:
                side.append(state.undo(seat))
            for other in side:
                for s in range(game.num_players):
                    _assert_same(encoding, other, s)
                    compared += 1
            redrawn = side[1]
            if redrawn.decision().seat == seat:  # played on by the seat it was redrawn for
                redrawn.apply_action(redrawn.decision().options[0])
                _assert_same(encoding, redrawn, seat)
        if state.is_terminal():
            break
        options = state.decision().options
        state.apply_action(options[rng.randbelow(len(options))])
    return compared


@pytest.mark.parametrize(("game_id", "params"), CONFIGS[:4])
def test_direct_encoding_across_clones_redraws_and_undos(
    game_id: str, params: dict[str, Any]
) -> None:
    assert _play_with_side_states(game_id, params, seed=7, steps=120) > 40


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**20), steps=st.integers(1, 200))
def test_mission_arena_direct_encoding_on_any_play(seed: int, steps: int) -> None:
    # Mission Arena's encoder rewrites a Squad position only when its key changes and
    # counts a pile by the cards that came or went: any play, any prefix
    assert _play_with_side_states("marvel-mission-arena", {}, seed, steps) > 0


def test_a_returned_observation_is_the_callers_own() -> None:
    # Mission Arena's encoder keeps its last vector per seat: what it returned must not
    # change when it encodes again, nor its memory when the caller writes into it.
    game = load_game("marvel-mission-arena")
    encoding = game.observation_encoding()
    states = _random_states("marvel-mission-arena", {}, plays=1)[::15]
    first = encoding.encode(states[0], 0)
    kept = array("f", first)
    for state in states[1:]:
        encoding.encode(state, 0)
    assert first == kept
    fresh = encoding.encode(states[1], 0)
    fresh[0] = 99.0
    assert _numbers(encoding.encode(states[1], 0))[0] != 99.0


def test_a_returned_mask_is_the_callers_own() -> None:
    # An agent writing into a mask it was handed cannot change the next one.
    from rulebound.envs import pettingzoo_env

    env = pettingzoo_env("marvel-mission-arena")
    env.reset(seed=4)
    agent = env.agent_selection
    mask = env.action_mask(agent)
    legal = mask.copy()
    mask[:] = 0
    assert (env.action_mask(agent) == legal).all() and legal.sum() > 0
