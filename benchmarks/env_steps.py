"""Environment steps per second with random actions, against raw ``rulebound bench``.

Not a CI test. For each game: the raw random-play decisions/s (the loop of
:func:`rulebound.bench.run_bench`), then the PettingZoo AEC environment driven with
uniformly random legal actions

* the usual loop (``env.last()`` builds the observation: the game's direct encoding
  and the action mask),
* the same with the encoding's definition instead (``encode_reference``: build the
  seat's view, encode it), what the environment did before the direct encoders, and
* a loop that reads only the action mask (``env.action_mask(agent)``), which is what
  the environment itself costs, and with ``--ceiling``
* the usual loop with an encoder that only copies a blank vector of the encoding's
  size: the most any encoder can reach, since ``env.last()`` still builds an
  observation (a fresh array, the dict) at every step,

and each as a share of the raw rate. The random agent picks among the mask's nonzero
entries with the raw loop's generator, so choosing costs about the same in both.
Everything is timed in CPU seconds, and the loops take turns in short rounds
(``--rounds``), so a change of load on a shared machine falls on all of them alike::

    nice python benchmarks/env_steps.py --seconds 3
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator

import numpy as np

from rulebound import load_game
from rulebound.envs import pettingzoo_env
from rulebound.kernel.rng import Rng

GAMES = ("marvel-mission-arena", "star-wars-destiny", "marvel-champions", "gloomhaven")

Loop = Iterator[int]
"""A loop that plays whole episodes, yielding the decisions of each."""


def raw_loop(game_id: str) -> Loop:
    """Random play as ``rulebound bench`` plays it."""
    game = load_game(game_id)
    rng = Rng(1)
    index = 0
    while True:
        state = game.new_initial_state(seed=index)
        index += 1
        decisions = 0
        while not state.is_terminal():
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
            decisions += 1
        yield decisions


def env_loop(game_id: str, observe: bool, reference: bool = False, blank: bool = False) -> Loop:
    env = pettingzoo_env(game_id)
    encoding = env.play.encoding
    if reference:
        encoding.encode = encoding.encode_reference
    if blank:
        zeros = encoding.layout.blank()
        encoding.encode = lambda state, seat: zeros[:]
    env.reset(seed=0)
    env.last()  # warm up: the game's modules and the encoding are loaded
    rng = Rng(1)  # the raw loop's generator: choosing costs the agent the same
    episode = 0
    while True:
        env.reset(seed=episode)
        episode += 1
        steps = 0
        for agent in env.agent_iter():
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                continue
            if observe:
                obs, _, _, _, _ = env.last()
                mask = obs["action_mask"]
            else:
                mask = env.action_mask(agent)
            # NumPy finds the nonzero entries of a bool array about ten times faster
            # than of an int8 one
            legal = mask.view(np.bool_).nonzero()[0]
            env.step(int(legal[rng.randbelow(len(legal))]))
            steps += 1
        yield steps


def interleaved(loops: list[Loop], seconds: float, rounds: int) -> list[float]:
    """Decisions per CPU second of each loop, the loops taking turns ``rounds`` times
    (whole episodes each turn, about ``seconds / rounds`` of CPU)."""
    clock: Callable[[], float] = time.process_time
    done = [0] * len(loops)
    spent = [0.0] * len(loops)
    for _ in range(rounds):
        for k, loop in enumerate(loops):
            started = clock()
            while clock() - started < seconds / rounds:
                done[k] += next(loop)
            spent[k] += clock() - started
    return [d / t for d, t in zip(done, spent, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per loop")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument(
        "--ceiling", action="store_true", help="also the loop with a free (blank) encoder"
    )
    args = parser.parse_args()
    print(
        f"{'game':22} {'raw dec/s':>10} {'obs/s':>8} {'share':>6} "
        f"{'view obs/s':>10} {'share':>6} {'mask/s':>8} {'share':>6}"
        + (f" {'blank/s':>8} {'share':>6}" if args.ceiling else "")
    )
    for game_id in [g for g in (args.only.split(",") if args.only else GAMES) if g]:
        loops = [
            raw_loop(game_id),
            env_loop(game_id, observe=True),
            env_loop(game_id, observe=True, reference=True),
            env_loop(game_id, observe=False),
        ]
        if args.ceiling:
            loops.append(env_loop(game_id, observe=True, blank=True))
        raw, direct, view, mask, *blank = interleaved(loops, args.seconds, args.rounds)
        print(
            f"{game_id:22} {raw:10,.0f} {direct:8,.0f} {direct / raw:6.0%} "
            f"{view:10,.0f} {view / raw:6.0%} {mask:8,.0f} {mask / raw:6.0%}"
            + "".join(f" {b:8,.0f} {b / raw:6.0%}" for b in blank),
            flush=True,
        )


if __name__ == "__main__":
    main()
