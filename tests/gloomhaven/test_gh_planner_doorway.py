"""The planner at scenario 1's room-2 door (session 41): the one doorway between rooms 1
and 2 lets one monster at a time strike a character behind it (:data:`planner.DOORWAY`),
and a character that opened the door can step back behind it (:data:`planner.RETREAT`).

A monster moves to an unoccupied hex from which it can attack its focus, in range and
in line of sight (GH-MMOVE-05), never onto a closed door (GH-MMOVE-02), through its
allies but not its enemies (GH-MOVE-05): behind the doorway only the door hex is next
to the character within a guard's Move."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import encoding as enc
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


@pytest.mark.parametrize(
    ("brute", "blows"),
    [((-1, 3), 1), ((-2, 4), 1), (DOOR, 2), ((-3, 3), 2)],
)
def test_behind_the_doorway_one_guard_strikes(
    monkeypatch: pytest.MonkeyPatch, brute: tuple[int, int], blows: int
) -> None:
    s = _room_two(brute)
    figure = s.character(0).id
    monkeypatch.setattr(planner, "DOORWAY", False)
    assert planner._threat(s) == {figure: 4}  # both guards within Move 3 and reach 1
    monkeypatch.setattr(planner, "DOORWAY", True)
    assert planner._threat(s) == {figure: 2 * blows}


def test_a_full_ring_leaves_the_third_guard_out(monkeypatch: pytest.MonkeyPatch) -> None:
    # the Brute in room 1's corner at 0,0 has three open neighbours (1,0 0,1 -1,1 is
    # no hex): with guards on two of them and the Spellweaver on the third, a guard
    # two hexes off finds no hex to strike from
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(0, 0)), Character("spellweaver", hex=(0, 1))],
            monsters=[Monster("bandit-guard", (1, 0)), Monster("bandit-guard", (2, 0))],
        )
    )
    figure = s.character(0).id
    monkeypatch.setattr(planner, "DOORWAY", False)
    assert planner._threat(s)[figure] == 4
    monkeypatch.setattr(planner, "DOORWAY", True)
    assert planner._threat(s)[figure] == 2


def test_the_step_back_through_the_door_is_a_move_option(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _room_two(DOOR)
    view = planner.quick_view(s, 0)
    hexes = [tuple(h) for h in view["map"]["hexes"]]
    steps = [enc.HEX + hexes.index(h) for h in s.hexmap.steps(DOOR)]
    back = planner._retreat(s, view, steps)
    assert back is not None
    assert hexes[back - enc.HEX] in {(-1, 3), (-1, 2), (-2, 4)}  # room 1's side


@pytest.mark.parametrize(("brute", "sighted"), [((-1, 3), True), ((-3, 6), False)])
def test_the_archer_beyond_the_doorway_shoots_along_its_line(
    monkeypatch: pytest.MonkeyPatch, brute: tuple[int, int], sighted: bool
) -> None:
    # the elite Bandit Archer (Move 2, Attack 3, Range 5 at level 1) at -6,3: room 1's
    # corner at -3,6 is within Move and Range of it, but out of its line of sight
    # from every hex it can reach (GH-ABIL-03)
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
    monkeypatch.setattr(planner, "DOORWAY", False)
    assert planner._threat(s) == {figure: 3}
    monkeypatch.setattr(planner, "DOORWAY", True)
    assert planner._threat(s) == ({figure: 3} if sighted else {})
