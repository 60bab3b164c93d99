"""A PettingZoo AEC environment for any rulebound game.

Agents are the seats (``"seat_0"``, ``"seat_1"``...). Each observation is a dict:
``"observation"``, the game's fixed-shape encoding of the seat's view (float32), and
``"action_mask"``, 1 for each legal dense action (int8; all 0 when it is not the
seat's decision). Actions are ``Discrete(n)`` over the game's dense action table
(:class:`~rulebound.envs.core.ActionTable`). Rewards come at the end: each seat's
:meth:`~rulebound.kernel.State.returns`. Chance decisions, if a game has any, are
sampled inside from the seed. An illegal action ends the play as a loss for the seat
that chose it (``infos[seat]["illegal_action"]``), as PettingZoo's classic games do.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from rulebound.envs.core import OBSERVATION_BOUND, Play, fresh_seed, load
from rulebound.kernel.decision import TERMINAL
from rulebound.kernel.game import Game
from rulebound.kernel.rng import Rng


class RuleboundAECEnv(AECEnv[str, dict[str, np.ndarray], int]):
    """The AEC environment of one game configuration (see the module docstring).

    ``max_steps`` truncates a play after that many decisions (``None``: never; every
    game ends within its ``max_game_length``)."""

    def __init__(
        self,
        game: str | Game,
        params: dict[str, Any] | None = None,
        max_steps: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game = load(game, dict(params or {}))
        self.play = Play(self.game)
        info = self.game.info
        self.metadata = {
            "name": f"rulebound_{info.id.replace('-', '_')}_v{info.version}",
            "render_modes": ["ansi"],
            "is_parallelizable": False,
        }
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.possible_agents = [f"seat_{s}" for s in range(self.game.num_players)]
        self.seat_of = {agent: s for s, agent in enumerate(self.possible_agents)}
        size = self.play.encoding.size
        observation = spaces.Dict(
            {
                "observation": spaces.Box(
                    -OBSERVATION_BOUND, OBSERVATION_BOUND, (size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.play.num_actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {
            a: spaces.Discrete(self.play.num_actions) for a in self.possible_agents
        }
        self._seeds = Rng(fresh_seed())
        self.agents: list[str] = []
        self.agent_selection = self.possible_agents[0]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = Rng(seed)
            game_seed = seed
        else:
            game_seed = self._seeds.randbelow(1 << 31)
        self.play.reset(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._deciding_agent()
        if self.play.state.is_terminal():
            self._finish()

    def _deciding_agent(self) -> str:
        seat = self.play.current_seat()
        return self.possible_agents[seat] if seat >= 0 else self.agent_selection

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.seat_of[agent]
        return {"observation": self.play.observation(seat), "action_mask": self.play.mask(seat)}

    def action_mask(self, agent: str) -> np.ndarray:
        """The legal dense actions of ``agent`` (cheaper than :meth:`observe`)."""
        return self.play.mask(self.seat_of[agent])

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        play = self.play
        seat = play.apply_dense(action)
        if seat is None:
            low = self.game.info.min_utility
            self.rewards = {a: 0.0 for a in self.agents}
            self.rewards[agent] = low
            self.infos[agent] = {"illegal_action": True}
            self.terminations = {a: True for a in self.agents}
        elif seat == TERMINAL:
            self._finish()
        else:
            if self.max_steps is not None and play.steps >= self.max_steps:
                self.truncations = {a: True for a in self.agents}
            if seat >= 0:
                self.agent_selection = self.possible_agents[seat]
            return  # no reward before the end: nothing to accumulate
        self._accumulate_rewards()

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, while any is left (at most ``max_iter`` times): PettingZoo's
        iterator, as a generator (a generator resumes for less than a ``__next__``
        method costs, at every step)."""
        while self.agents and max_iter > 0:
            max_iter -= 1
            yield self.agent_selection

    def _finish(self) -> None:
        returns = self.play.returns()
        self.rewards = {a: returns[self.seat_of[a]] for a in self.agents}
        self.terminations = {a: True for a in self.agents}

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        state = self.play.state
        seat = max(0, state.current_player())
        pending = state.view(seat)["decision"]
        return f"{self.game.seat_name(seat)}: {pending.get('prompt', pending.get('kind'))}"

    def close(self) -> None:
        pass
