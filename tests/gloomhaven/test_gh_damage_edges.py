"""Damage and kills: cases that survivors of the mutation sample of ``damage.py``
showed untested (docs/mutation-samples/mut-gh1.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, monster, pick, pick_figure, place, plain_modifiers, turn

from rulebound.games.gloomhaven.position import set_hp

BRUTE = 0


@pytest.mark.rules("GH-ATKRES-06")
def test_the_log_names_the_character_a_kill_goes_to(tmp_path: Path) -> None:
    s = arena(tmp_path)
    plain_modifiers(s)
    guard = monster(s, "bandit-guard", (1, 2))
    set_hp(s, guard, 1)
    monster(s, "living-bones", (6, 0))  # far off: the scenario goes on
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: top as Attack 2")
    pick_figure(s, guard)
    assert not guard.alive
    assert f"{guard.label} dies, killed by Brute." in s.log
    assert s.heroes[BRUTE].kills == 1
