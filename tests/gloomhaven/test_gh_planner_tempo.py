"""The planner's tempo: its evaluation does not count the ground the party still has to
cover to strike the monsters on the board (session 40 tried it, ``ENGAGE``, and dropped
it: the code is on tag experiments/s41-gh-switches)."""

from __future__ import annotations

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


def test_a_nearer_character_is_worth_no_more() -> None:
    # standing next to the archer or 4 hexes off it, in its range either way, is
    # worth the same
    assert evaluate(_before_archer((0, 4))) == evaluate(_before_archer((2, 1)))
