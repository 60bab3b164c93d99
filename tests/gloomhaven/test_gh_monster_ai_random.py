"""The monster AI on random rooms (Hypothesis): it never fails, every outcome is
legal (the monster ends where it may stand, attacks only enemies, and only when it
has a focus), and the same puzzle always gives the same answer."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.games.gloomhaven.monster_ai import Figure, MonsterAbility, monster_turn
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

CELLS = [(q - r // 2, r) for r in range(5) for q in range(7)]
PATTERNS: tuple[tuple[Hex, ...], ...] = ((), ((1, 0), (2, 0)), ((1, 0), (0, 1)), ((0, 0), (1, 0)))


@st.composite
def rooms(draw: st.DrawFn) -> tuple[HexMap, list[Figure], Figure, MonsterAbility]:
    cells = draw(st.permutations(CELLS))
    walls, obstacles, traps = cells[:3], cells[3:6], cells[6:8]
    free = cells[8:]
    hexmap = HexMap.build(
        hexes=[h for h in CELLS if h not in walls[: draw(st.integers(0, 1))]],
        walls=walls[1:],
        obstacles=obstacles,
        traps=traps,
    )
    count = draw(st.integers(1, 4))
    figures = [
        Figure(f"C{k}", free[k], "character", draw(st.sampled_from((10, 20, 30))))
        for k in range(count)
    ]
    figures.append(Figure("Ally", free[count], "monster"))
    monster = Figure("Active", free[count + 1], "monster")
    pattern = draw(st.sampled_from(PATTERNS))
    ability = MonsterAbility(
        move=draw(st.integers(0, 4)),
        jump=draw(st.booleans()),
        flying=draw(st.booleans()),
        attack=draw(st.booleans()),
        range=draw(st.sampled_from((0, 0, 2, 3))),
        targets=draw(st.integers(1, 3)),
        aoe=pattern,
        aoe_melee=draw(st.booleans()) if pattern else True,
        muddled=draw(st.booleans()),
    )
    return hexmap, [*figures, monster], monster, ability


@rules("GH-FOCUS-01", "GH-MMOVE-10", "GH-MATK-06")
@settings(max_examples=300, deadline=None)
@given(rooms())
def test_every_outcome_is_legal_and_the_answer_repeats(
    room: tuple[HexMap, list[Figure], Figure, MonsterAbility],
) -> None:
    hexmap, figures, monster, ability = room
    turn = monster_turn(hexmap, figures, monster, ability)
    assert turn.outcomes
    assert monster_turn(hexmap, figures, monster, ability) == turn
    enemies = {f.hex for f in figures if f.kind == "character"}
    taken = {f.hex for f in figures if f is not monster}
    for outcome in turn.outcomes:
        assert outcome.attacks <= enemies
        if not turn.focus:
            assert outcome.destination == monster.hex and not outcome.attacks
        if outcome.destination != monster.hex:
            assert outcome.destination in hexmap.hexes and outcome.destination not in taken
            assert not hexmap.is_wall(outcome.destination)
            if not ability.flying:
                assert outcome.destination not in hexmap.obstacles
        if not ability.attack:
            assert not outcome.attacks
        if outcome.attacks and not ability.aoe:
            assert len(outcome.attacks) <= ability.targets


# Shapes of a ranged area as a set of offsets with its first hex at the origin: two
# placements are the same shape when one is the other moved.
def _shape(cells: tuple[Hex, ...] | frozenset[Hex]) -> frozenset[Hex]:
    q0, r0 = min(cells)
    return frozenset((q - q0, r - r0) for q, r in cells)


@rules("GH-AOE-01", "GH-AOE-05")
def test_a_ranged_area_is_placed_only_as_its_rotations_and_mirror_images() -> None:
    """Every placement the solver tries for a ranged area (through the focus, or
    anywhere over an enemy) is the printed pattern turned or mirrored, then moved;
    one through the focus covers it."""
    from rulebound.games.gloomhaven.monster_ai import Solver, orientations

    pattern: tuple[Hex, ...] = ((0, 0), (1, 0), (1, 1))  # a bent three-hex shape
    hexmap = HexMap.build(hexes=CELLS)
    figures = [Figure("C0", (2, 2), "character", 10), Figure("C1", (-1, 2), "character", 20)]
    monster = Figure("Active", (0, 0), "monster")
    ability = MonsterAbility(move=0, range=4, aoe=pattern, aoe_melee=False)
    solver = Solver(hexmap, [*figures, monster], monster, ability)
    shapes = {_shape(o) for o in orientations(pattern)}
    layouts = solver.layouts_over(pattern, (2, 2))
    assert layouts and all((2, 2) in cells and _shape(cells) in shapes for cells in layouts)
    assert len({_shape(c) for c in layouts}) == len(shapes)
    # the two are 3 hexes apart: no turn of a shape 2 hexes across covers both
    assert solver.placements(ability, (0, 0)) == {frozenset({(2, 2)}), frozenset({(-1, 2)})}
