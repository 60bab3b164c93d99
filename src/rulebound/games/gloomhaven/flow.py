"""Imports every rules module so that their steps are registered."""

from __future__ import annotations

from rulebound.games.gloomhaven import (  # noqa: F401
    abilities,
    card_effects,
    combat,
    control,
    damage,
    goal_play,
    items,
    level_setup,
    monster_turn,
    movement,
    player_turn,
    rounds,
    scenario_end,
    specials,
)
