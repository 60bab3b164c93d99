"""Adapters for learning agents: PettingZoo, Gymnasium and OpenSpiel (the ``rl`` extra:
``pip install 'rulebound[rl]'``).

>>> from rulebound.envs import pettingzoo_env
>>> env = pettingzoo_env("marvel-mission-arena")
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> int(obs["action_mask"].sum()) > 0
True

* :func:`pettingzoo_env`: an AEC environment for any game; agents are the seats.
* :func:`gymnasium_env`: one agent playing some seats (by default: the only seat, the
  whole party of a cooperative game, or seat 0), rulebound bots the others.
* :func:`register_openspiel_games`: every game as a pyspiel game, ``rulebound_<id>``.

Observations are the game's fixed-shape encoding of the seat's view
(:meth:`rulebound.kernel.Game.observation_encoding`, described in ``docs/agents.md``)
and actions a dense re-indexing of the game's raw action integers.
"""

from __future__ import annotations

from typing import Any


def pettingzoo_env(game: Any, **params: Any) -> Any:
    """A PettingZoo AEC environment of ``game`` (an id or a loaded game) with
    ``params``; see :class:`rulebound.envs.aec.RuleboundAECEnv`."""
    from rulebound.envs.aec import RuleboundAECEnv

    options = {k: params.pop(k) for k in ("max_steps", "render_mode") if k in params}
    return RuleboundAECEnv(game, params, **options)


def gymnasium_env(game: Any, **params: Any) -> Any:
    """A Gymnasium environment of ``game``; see
    :class:`rulebound.envs.single_agent.RuleboundGymEnv` for the options."""
    from rulebound.envs.single_agent import RuleboundGymEnv

    names = ("seats", "bot", "bot_seed", "max_steps", "render_mode")
    options = {k: params.pop(k) for k in names if k in params}
    return RuleboundGymEnv(game, params, **options)


def register_openspiel_games() -> list[str]:
    """Register every rulebound game with OpenSpiel; returns the short names."""
    from rulebound.envs.openspiel_game import register_all

    return register_all()


__all__ = ["gymnasium_env", "pettingzoo_env", "register_openspiel_games"]
