"""Attacks: cases that open survivors of the mutation sample of ``combat.py`` showed
untested (docs/mutation-samples/surv-gh.md). Decks are stacked with "+0" cards; monster
turns use Bandit Guard card 527 (Move 3, Attack 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, labels, monster, pick, place, plain_modifiers, turn

rules = pytest.mark.rules

BRUTE, SPELLWEAVER = 0, 1


@rules("GH-AOE-05")
def test_a_ranged_area_reaches_an_enemy_with_its_far_end_in_range(tmp_path: Path) -> None:
    # Cold Front's top: Attack 5, Range 2, a line of five hexes. The guard is 6 hexes
    # away; a placement with its nearest hex 2 away puts its far end on the guard.
    s = arena(tmp_path, party="brute,spellweaver")
    plain_modifiers(s)
    guard = monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 0))
    place(s, SPELLWEAVER, (0, 4))
    turn(s, SPELLWEAVER, "Cold Front", "Forked Beam")
    pick(s, "Cold Front: top")
    assert [t for t in labels(s) if t.startswith("hit ")] == [f"hit {guard.label}"]
    pick(s, f"hit {guard.label}")
    assert guard.hp == guard.max_hp - 5
