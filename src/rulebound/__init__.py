"""rulebound: modern tabletop games with their full rules enforced.

The public entry point is :func:`rulebound.load_game`::

    >>> import rulebound
    >>> game = rulebound.load_game("marvel-mission-arena")
    >>> state = game.new_initial_state(seed=7)
    >>> state.current_player() in (0, 1)
    True
"""

from rulebound.kernel import (
    CHANCE,
    TERMINAL,
    Decision,
    Game,
    GameInfo,
    IllegalActionError,
    Replay,
    RuleboundError,
    State,
    list_games,
    load_game,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Decision",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "Replay",
    "RuleboundError",
    "State",
    "list_games",
    "load_game",
]
__version__ = "0.1.0"
