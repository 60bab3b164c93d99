"""Driving a state: chance sampling and random play-outs."""

from __future__ import annotations

from rulebound.kernel.decision import CHANCE
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State


def sample_chance(state: State, rng: Rng | None = None) -> int:
    """Pick a chance outcome with its probability, from ``rng`` or the state's own RNG."""
    source = rng if rng is not None else state.rng
    roll = source.random()
    total = 0.0
    outcomes = state.chance_outcomes()
    for action, p in outcomes:
        total += p
        if roll < total:
            return action
    return outcomes[-1][0]


def random_action(state: State, rng: Rng) -> int:
    """A uniformly random legal action (chance decisions follow their probabilities)."""
    decision = state.decision()
    if decision.seat == CHANCE:
        return sample_chance(state, rng)
    options = decision.options
    return options[rng.randbelow(len(options))]


def random_playout(state: State, rng: Rng, max_steps: int = 1_000_000) -> int:
    """Play uniformly random actions to the end; return the number of decisions taken."""
    steps = 0
    while not state.is_terminal():
        if steps >= max_steps:
            raise RuntimeError(f"game did not end within {max_steps} decisions")
        state.apply_action(random_action(state, rng))
        steps += 1
    return steps
