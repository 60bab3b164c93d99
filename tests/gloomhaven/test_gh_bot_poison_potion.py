"""The heuristic keeps a healing potion while its owner is poisoned: the Heal would
only remove the Poison (GH-HEAL-04)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import heuristic
from rulebound.games.gloomhaven.heuristic import heuristic_policy, quick_item
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    start_character_turn,
)


def _answers(conditions: list[str]) -> tuple[str, str, str]:
    """At the Mindthief's own-turn item window, 3 HP of its 6 missing: the heuristic's
    answer on the whole view, on the planner's bot view and read from the state."""
    s = build_position(
        Position(
            scenario=1,
            party=[
                Character("mindthief", hex=(1, 4), hp=3, conditions=conditions),
                Character("brute", hex=(1, 5)),
            ],
            monsters=[Monster("bandit-guard", (-2, 4))],
            params={"items": "starter"},  # the Mindthief's Minor Healing Potion
            round=2,
        )
    )
    start_character_turn(s, 0, "Scurry", "Perverse Edge")
    d = s.decision()
    assert d.kind == "use-item"
    view = s.action_to_string(heuristic_policy(s.view(0), list(d.options)))
    bot = s.action_to_string(heuristic_policy(quick_view(s, 0), list(d.options)))
    quick = s.action_to_string(quick_item(s, d.options))
    return view, bot, quick


@pytest.mark.parametrize("waits", [False, True])
def test_a_poisoned_character_keeps_its_healing_potion(
    waits: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(heuristic, "POISON_WAITS", waits)
    drink = ("use Minor Healing Potion",) * 3
    assert _answers([]) == drink
    # GH-HEAL-04: a Heal on a poisoned figure removes the Poison and restores no HP
    assert _answers(["poison"]) == (("no item",) * 3 if waits else drink)
