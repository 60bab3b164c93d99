"""Monster and summon attacks: edges the mutation sample of this session's changes to
``monster_turn.py`` found untested (Provoking Roar's redirection is looked for in every
character's Active Area, and only turns an attack on an ally of its owner)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena_file, kind, monster_turn, pick, plain_modifiers

from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    Summon,
    build_position,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

ROAR = ("Provoking Roar", "bottom")  # this round, attacks on adjacent allies hit the Brute


def guard(s: GloomhavenState) -> Figure:
    (found,) = s.monsters()
    return found


@rules("GH-BONUS-08")
def test_provoking_roar_of_a_character_not_first_in_the_party_redirects_the_attack(
    tmp_path: Path,
) -> None:
    # The Mindthief sits first and has no such bonus; the Brute, second, has it active.
    # The guard next to the Mindthief attacks it, and the Brute takes the attack.
    s = build_position(
        Position(
            [Character("mindthief", hex=(2, 3)), Character("brute", hex=(2, 2), active=[ROAR])],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-guard", (2, 4))],
        )
    )
    plain_modifiers(s)
    mindthief, brute = s.character(0), s.character(1)
    monster_turn(s, guard(s))
    assert mindthief.hp == mindthief.max_hp
    assert brute.hp == brute.max_hp - 2


@rules("GH-BONUS-08", "GH-SUMMON-06")
def test_provoking_roar_never_turns_a_summons_attack_on_a_monster_onto_the_brute(
    tmp_path: Path,
) -> None:
    # The Mindthief's Rat Swarm attacks the guard standing next to the Brute: the guard
    # is the Brute's enemy, not an ally, so the attack stays on the guard.
    rats = Summon("rat-swarm", (3, 3), "Gnawing Horde")
    s = build_position(
        Position(
            [
                Character("brute", hex=(2, 2), active=[ROAR]),
                Character("mindthief", hex=(0, 4), summons=[rats]),
            ],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-guard", (3, 2))],
        )
    )
    plain_modifiers(s)
    brute, target = s.character(0), guard(s)
    (swarm,) = [f for f in s.figures if f.kind == "summon"]
    start_monster_turn(s, swarm)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert brute.hp == brute.max_hp
    assert target.hp == target.max_hp - 2
