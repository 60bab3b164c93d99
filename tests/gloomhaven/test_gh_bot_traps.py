"""The heuristic's walk to a door past a Trap (Black Barrow: the two spike traps are the
only hexes next to the door of the last room)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import bot_moves
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.position import (
    Character,
    Position,
    build_position,
    start_character_turn,
)

DOOR = (-2, 3)  # open: rooms 1 and 2 revealed, room 2 cleared
TRAP = (-7, 4)  # one of room 2's spike traps, next to the closed door (-7, 5)


def _first_step(seat: int, calm_traps: float, monkeypatch: pytest.MonkeyPatch) -> str:
    """The first step of the character in ``seat`` (0: the Brute, the tank; 1: the
    Mindthief) on a Move 3, no monster on the board."""
    monkeypatch.setattr(bot_moves, "CALM_TRAPS", calm_traps)
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(-5, 3)), Character("mindthief", hex=(-8, 4))],
            monsters=[],  # room 2 cleared
            rooms=[1, 2],
            open_doors=[DOOR],
            round=9,
        )
    )
    cards = ("Trample", "Eye for an Eye") if seat == 0 else ("Scurry", "Perverse Edge")
    start_character_turn(s, seat, *cards)
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Trample: bottom as Move 2" if seat == 0 else "Scurry: top"])
    d = s.decision()
    assert d.kind == "move"
    return s.action_to_string(heuristic_policy(quick_view(s, seat), list(d.options)))


def test_the_partner_keeps_off_a_trap_on_the_way_to_a_door_it_will_not_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # GH-MOVE-09: a Trap hurts whoever enters it and is then removed; the tank opens
    # the door (and springs a Trap on the way, or jumps it): the partner's step onto
    # the other one gains nothing
    assert _first_step(1, 0.0, monkeypatch) == f"hex {TRAP[0]},{TRAP[1]}"
    assert _first_step(1, 50.0, monkeypatch) != f"hex {TRAP[0]},{TRAP[1]}"


def test_the_tank_still_walks_past_a_trap_to_open_the_door(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the opener has no other way to the door but a Trap's hex (or a Jump)
    assert _first_step(0, 50.0, monkeypatch) == "hex -6,4"
