"""The planner's threat (:func:`planner._threat`) at scenario 1's room-2 door: every
monster that can reach a hex to attack from (its Move plus its range) counts its
Attack against its nearest enemy, walls, doorways and line of sight aside. Session 41
tried counting a melee blow only from a free hex next to the target and a ranged one
only in line of sight (``DOORWAY``), and stepping back through the door (``RETREAT``):
neither was kept; their code and tests are on tag experiments/s41-gh-switches."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState

DOOR = (-2, 3)


def _room_two(brute: tuple[int, int]) -> GloomhavenState:
    """Room 2 open, its two Bandit Guards (Move 3, Attack 2 at level 1) where the
    scenario sets them, the Brute at ``brute`` and the Spellweaver far back."""
    return build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=brute), Character("spellweaver", hex=(3, 0))],
            monsters=[Monster("bandit-guard", (-4, 2)), Monster("bandit-guard", (-5, 4))],
            rooms=[2],
            open_doors=[DOOR],
            round=6,
        )
    )


@pytest.mark.parametrize("brute", [(-1, 3), (-2, 4), DOOR, (-3, 3)])
def test_behind_the_doorway_both_guards_count(brute: tuple[int, int]) -> None:
    s = _room_two(brute)
    figure = s.character(0).id
    assert planner._threat(s) == {figure: 4}  # both guards within Move 3 and reach 1


def test_a_full_ring_still_counts_the_third_guard() -> None:
    # the Brute in room 1's corner at 0,0 has three open neighbours (1,0 0,1 -1,1 is
    # no hex): with a guard and the Spellweaver on two of them, the guard two hexes
    # off could strike from the third only; both guards count, whatever hex is free
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(0, 0)), Character("spellweaver", hex=(0, 1))],
            monsters=[Monster("bandit-guard", (1, 0)), Monster("bandit-guard", (2, 0))],
        )
    )
    figure = s.character(0).id
    assert planner._threat(s)[figure] == 4


@pytest.mark.parametrize("brute", [(-1, 3), (-3, 6)])
def test_the_archer_beyond_the_doorway_counts_in_or_out_of_its_line(
    brute: tuple[int, int],
) -> None:
    # the elite Bandit Archer (Move 2, Attack 3, Range 5 at level 1) at -6,3: room 1's
    # corner at -3,6 is within Move and Range of it, though out of its line of sight
    # from every hex it can reach (GH-ABIL-03): the threat counts it there too
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=brute), Character("spellweaver", hex=(4, 0))],
            monsters=[Monster("bandit-archer", (-6, 3), elite=True)],
            rooms=[2],
            open_doors=[DOOR],
        )
    )
    figure = s.character(0).id
    assert planner._threat(s) == {figure: 3}
