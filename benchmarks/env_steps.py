"""Environment steps per second with random actions, against raw ``rulebound bench``.

Not a CI test. For each game: the raw random-play decisions/s (the loop of
:func:`rulebound.bench.run_bench`, timed in CPU seconds, as everything here),
then the PettingZoo AEC environment driven with uniformly random legal actions

* the usual loop (``env.last()`` builds the observation: the encoded view and the
  action mask) and
* a loop that reads only the action mask (``env.action_mask(agent)``), which is what
  the environment itself costs,

and each as a share of the raw rate::

    nice python benchmarks/env_steps.py --seconds 3
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from rulebound import load_game
from rulebound.envs import pettingzoo_env
from rulebound.kernel.rng import Rng

GAMES = ("marvel-mission-arena", "star-wars-destiny", "marvel-champions", "gloomhaven")


def raw_rate(game_id: str, seconds: float) -> float:
    """Random-play decisions per CPU second, as ``rulebound bench`` plays them."""
    game = load_game(game_id)
    rng = Rng(1)
    decisions = 0
    index = 0
    clock = time.process_time
    started = clock()
    while clock() < started + seconds:
        state = game.new_initial_state(seed=index)
        index += 1
        while not state.is_terminal():
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
            decisions += 1
    return decisions / (clock() - started)


def env_rate(game_id: str, seconds: float, observe: bool) -> float:
    env = pettingzoo_env(game_id)
    env.reset(seed=0)
    env.last()  # warm up: the game's modules and the encoding are loaded
    rng = np.random.default_rng(1)
    steps = 0
    episode = 0
    clock = time.process_time  # CPU time: other processes on the machine count less
    started = clock()
    deadline = started + seconds
    while clock() < deadline:
        env.reset(seed=episode)
        episode += 1
        for agent in env.agent_iter():
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                continue
            if observe:
                obs, _, _, _, _ = env.last()
                mask = obs["action_mask"]
            else:
                mask = env.action_mask(agent)
            legal = mask.nonzero()[0]
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
    return steps / (clock() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    print(
        f"{'game':22} {'raw dec/s':>10} {'env+obs/s':>10} {'share':>6} {'env/s':>10} {'share':>6}"
    )
    for game_id in [g for g in (args.only.split(",") if args.only else GAMES) if g]:
        raw = raw_rate(game_id, args.seconds)
        with_obs = env_rate(game_id, args.seconds, observe=True)
        mask_only = env_rate(game_id, args.seconds, observe=False)
        print(
            f"{game_id:22} {raw:10,.0f} {with_obs:10,.0f} {with_obs / raw:6.0%} "
            f"{mask_only:10,.0f} {mask_only / raw:6.0%}",
            flush=True,
        )


if __name__ == "__main__":
    main()
