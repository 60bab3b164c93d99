"""Damage and kills: cases that survivors of the mutation sample of ``damage.py``
showed untested (docs/mutation-samples/mut-gh1.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    kind,
    monster,
    pick,
    pick_figure,
    place,
    plain_modifiers,
    turn,
)

from rulebound.games.gloomhaven import encoding as enc
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


@pytest.mark.rules("GH-CDMG-01", "GH-CDMG-02")
def test_a_card_lost_from_hand_to_negate_damage_leaves_the_hand(tmp_path: Path) -> None:
    s = arena(tmp_path, contents=[{"hex": [1, 2], "type": "trap", "damage": True}])
    monster(s, "bandit-guard", (6, 4))
    fig = place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")  # the trap
    assert kind(s) == "suffer-damage"
    hero = s.heroes[BRUTE]
    card = hero.hand[0]
    s.apply_action(enc.CARD + card)
    assert card in hero.lost and card not in hero.hand
    assert fig.hp == fig.max_hp
