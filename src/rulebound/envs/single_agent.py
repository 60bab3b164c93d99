"""A Gymnasium environment: one agent plays some seats of a game, rulebound bots the rest.

By default the agent plays the only seat of a one-seat game (Marvel Champions solo),
every seat of a cooperative game (Gloomhaven: one player controls the party), and
seat 0 of any other game, against ``bot`` (a :func:`rulebound.bots.make_bot` name:
``random``, ``greedy``, ``planner``, ``ismcts:sims=50``...) in the other seats.

Observations and actions are those of the PettingZoo adapter
(:mod:`rulebound.envs.aec`) for the seat whose decision is pending. The
reward comes at the end: the mean return of the agent's seats (in a cooperative
game, the party's). An illegal action ends the episode with the game's lowest
utility and ``info["illegal_action"]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from rulebound.bots import MODEL_STREAM, Bot, ask, make_bot
from rulebound.envs.core import OBSERVATION_BOUND, EnvError, Play, load
from rulebound.kernel.game import Game
from rulebound.kernel.rng import Rng, derive_seed


def default_seats(game: Game) -> list[int]:
    """The seats an agent plays when none are named (see the module docstring)."""
    if game.num_players == 1 or game.info.utility == "identical":
        return list(range(game.num_players))
    return [0]


class RuleboundGymEnv(gym.Env[dict[str, Any], Any]):
    """The single-agent environment (see the module docstring).

    ``seats``: the seats the agent plays (an int, a list, ``"all"``; ``None``: the
    default). ``bot``: the bot in every other seat, seeded from the play's seed and
    ``bot_seed``. ``max_steps`` truncates an episode after that many decisions."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 (Gymnasium's own convention)

    def __init__(
        self,
        game: str | Game,
        params: dict[str, Any] | None = None,
        seats: int | Sequence[int] | str | None = None,
        bot: str = "random",
        bot_seed: int = 0,
        max_steps: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        self.game = load(game, dict(params or {}))
        self.play = Play(self.game)
        players = self.game.num_players
        if seats is None:
            chosen = default_seats(self.game)
        elif seats == "all":
            chosen = list(range(players))
        elif isinstance(seats, int):
            chosen = [seats]
        elif isinstance(seats, str):
            raise EnvError(f"seats must be a seat number, a list of them or 'all', got {seats!r}")
        else:
            chosen = sorted({int(s) for s in seats})
        if not chosen or any(not 0 <= s < players for s in chosen):
            raise EnvError(
                f"{self.game.info.full_id} has seats 0-{players - 1}; cannot play {seats!r}"
            )
        self.seats = chosen
        self.bot_name = bot
        self.bot_seed = bot_seed
        for s in range(players):
            if s not in chosen:
                make_bot(bot, self.game)  # fail now on an unknown or unavailable bot
                break
        self.max_steps = max_steps
        self.render_mode = render_mode
        size = self.play.encoding.size
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    -OBSERVATION_BOUND, OBSERVATION_BOUND, (size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(0, 1, (self.play.num_actions,), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.play.num_actions)
        self.bots: dict[int, Bot] = {}
        self.model_rng = Rng(0)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(1 << 31)) if seed is None else seed
        self.play.reset(game_seed)
        self.bots = {
            s: make_bot(
                self.bot_name, self.game, seed=derive_seed(game_seed ^ self.bot_seed, s + 1)
            )
            for s in range(self.game.num_players)
            if s not in self.seats
        }
        self.model_rng = Rng(derive_seed(game_seed, MODEL_STREAM))
        self._bots_play()
        return self._observation(), self._info()

    def _bots_play(self) -> None:
        """Let the bots answer until one of the agent's seats decides or the play ends."""
        play = self.play
        state = play.state
        while not state.is_terminal():
            seat = state.current_player()
            bot = self.bots.get(seat)
            if bot is None:
                return
            legal = state.legal_actions()
            state.apply_action(ask(bot, state, seat, legal, self.model_rng))
            play.steps += 1
            play.settle()

    def _seat(self) -> int:
        seat = self.play.current_seat()
        return seat if seat in self.seats else self.seats[0]

    def _observation(self) -> dict[str, np.ndarray]:
        seat = self._seat()
        return {"observation": self.play.observation(seat), "action_mask": self.play.mask(seat)}

    def _info(self) -> dict[str, Any]:
        return {"seat": self._seat()}

    def action_mask(self) -> np.ndarray:
        """The legal dense actions now (cheaper than the observation)."""
        return self.play.mask(self._seat())

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        play = self.play
        if play.state.is_terminal():
            raise EnvError("step() called after the episode ended; call reset()")
        if not play.try_apply(action):
            info = self._info()
            info["illegal_action"] = True
            return self._observation(), float(self.game.info.min_utility), True, False, info
        self._bots_play()
        terminated = play.state.is_terminal()
        reward = 0.0
        if terminated:
            returns = play.returns()
            reward = sum(returns[s] for s in self.seats) / len(self.seats)
        truncated = not terminated and self.max_steps is not None and play.steps >= self.max_steps
        return self._observation(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        state = self.play.state
        seat = self._seat()
        pending = state.view(seat)["decision"]
        return f"{self.game.seat_name(seat)}: {pending.get('prompt', pending.get('kind'))}"
