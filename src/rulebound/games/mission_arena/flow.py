"""Dispatch tables: which function runs each step, and which answers each decision kind."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebound.games.mission_arena import abilities, challenges, checkpoint, phases, setup
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.decision import Decision

StepFn = Callable[[MissionArenaState, Any], Decision | None]
AnswerFn = Callable[[MissionArenaState, int], None]

STEPS: dict[str, StepFn] = {
    "deploy": setup.step_deploy,
    "reveal": setup.step_reveal,
    "first-player": setup.step_first_player,
    "turn-start": phases.step_turn_start,
    "cool-down": phases.step_cool_down,
    "draw": phases.step_draw,
    "duty-call": phases.step_duty_call,
    "fill": phases.step_fill,
    "replace-move": phases.step_replace_move,
    "power-up": phases.step_power_up,
    "mission-activation": phases.step_mission_activation,
    "abilities": abilities.step_abilities,
    "bank": abilities.step_bank,
    "new-mission": abilities.step_new_mission,
    "recycle": abilities.step_recycle,
    "declare": challenges.step_declare,
    "group-partner": challenges.step_group_partner,
    "resolve-all": challenges.step_resolve_all,
    "switch": challenges.step_switch,
    "boost-attack": challenges.step_boost_attack,
    "boost-defense": challenges.step_boost_defense,
    "super-attack": challenges.step_super_attack,
    "super-defense": challenges.step_super_defense,
    "clash": challenges.step_clash,
    "counter": challenges.step_counter,
    "exhaust": challenges.step_exhaust,
    "mission-replace": challenges.step_mission_replace,
    "mission-resolution": phases.step_mission_resolution,
    "check-point": checkpoint.step_check_point,
    "end-turn": phases.step_end_turn,
}

ANSWERS: dict[str, AnswerFn] = {
    "deploy-active": setup.answer_deploy,
    "deploy-reserve": setup.answer_deploy,
    "fill-active": phases.answer_fill_active,
    "fill-from-hand": phases.answer_fill_from_hand,
    "replacement-move": phases.answer_replace_move,
    "assign-power-point": phases.answer_power_up,
    "activate-ability": abilities.answer_abilities,
    "power-bank-spend": abilities.answer_bank,
    "new-mission-swap": abilities.answer_new_mission,
    "recycle-card": abilities.answer_recycle,
    "declare-challenge": challenges.answer_declare,
    "choose-group-partner": challenges.answer_group_partner,
    "choose-challenge": challenges.answer_resolve_all,
    "switch": challenges.answer_switch,
    "attack-boost-who": challenges.answer_attack_boost_who,
    "attack-boost": challenges.answer_attack_boost,
    "defense-boost": challenges.answer_defense_boost,
    "super-hit-attack": challenges.answer_super_attack,
    "super-hit-defense": challenges.answer_super_defense,
    "exhaust-discard": challenges.answer_exhaust,
    "mission-replacement": challenges.answer_mission_replace,
    "check-point": checkpoint.answer_check_point,
}
