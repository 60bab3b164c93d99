"""The planner's tempo in session 40: the ground the party still has to cover to strike
the monsters on the board (:data:`planner.ENGAGE`), which a round's rollout, ending
before the next round's blows, does not otherwise see."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.planner import evaluate
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState


def _before_archer(brute: tuple[int, int]) -> GloomhavenState:
    """Round 5's plans in room 1: the Brute at ``brute``, the Mindthief 5 hexes from a
    Bandit Archer (Range 3: both are in its reach wherever the Brute stands below)."""
    return build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=brute), Character("mindthief", hex=(3, 0))],
            monsters=[Monster("bandit-archer", (0, 5))],
            round=5,
        )
    )


@pytest.mark.parametrize(("brute", "gap"), [((0, 4), 0), ((1, 3), 1), ((1, 2), 2), ((2, 1), 3)])
def test_each_hex_between_a_monster_and_its_nearest_character_costs(
    monkeypatch: pytest.MonkeyPatch, brute: tuple[int, int], gap: int
) -> None:
    s = _before_archer(brute)
    assert planner._engage_gap(s, s.monsters()) == gap
    monkeypatch.setattr(planner, "ENGAGE", 0.0)
    off = evaluate(s)
    monkeypatch.setattr(planner, "ENGAGE", 1.5)
    assert evaluate(s) == pytest.approx(off - 1.5 * gap)


def test_off_a_nearer_character_is_worth_no_more() -> None:
    # ENGAGE 0 (its value in the planner): standing next to the archer or 4 hexes
    # off it, in its range either way, is worth the same
    assert planner.ENGAGE == 0.0
    assert evaluate(_before_archer((0, 4))) == evaluate(_before_archer((2, 1)))


@pytest.mark.parametrize(("brute", "off"), [((1, 2), 2), ((2, 1), 3)])
def test_each_character_standing_beyond_a_ranged_reach_costs(
    monkeypatch: pytest.MonkeyPatch, brute: tuple[int, int], off: int
) -> None:
    # the Mindthief stands 5 hexes from the archer (2 beyond ENGAGE_FREE 3), the
    # Brute 3 (none) or 4 (1)
    s = _before_archer(brute)
    monkeypatch.setattr(planner, "ENGAGE_FREE", 3)
    assert planner._standing_off(s, s.monsters()) == off
    monkeypatch.setattr(planner, "ENGAGE_EACH", 0.0)
    before = evaluate(s)
    monkeypatch.setattr(planner, "ENGAGE_EACH", 2.0)
    assert evaluate(s) == pytest.approx(before - 2.0 * off)
