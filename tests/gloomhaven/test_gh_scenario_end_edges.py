"""The campaign record a scenario hands back: an edge the mutation sample of
``scenario_end.py`` found untested (a Goal treasure looted before a numbered one)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from gh_helpers import arena_file, kind, run

from rulebound import load_game
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.player_turn import loot_hex
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE = 0
GOAL_TILE, NUMBERED = (3, 1), (3, 3)


def started(tmp: Path) -> GloomhavenState:
    """The engine tests' arena with a Goal treasure and treasure 7, under a record."""
    contents = [
        {"hex": list(GOAL_TILE), "type": "treasure", "goal": True},
        {"hex": list(NUMBERED), "type": "treasure", "number": 7},
    ]
    record = tmp / "campaign.yaml"
    record.write_text(
        yaml.safe_dump(
            {"unlocked": [99], "characters": [{"class": "brute"}, {"class": "mindthief"}]}
        ),
        encoding="utf-8",
    )
    game = load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(arena_file(tmp, contents=contents)),
        campaign=str(record),
    )
    s: GloomhavenState = game.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


@rules("GH-SEND-05", "GH-LOOT-04")
def test_a_goal_treasure_looted_first_does_not_lose_the_numbered_one(tmp_path: Path) -> None:
    s = started(tmp_path)
    loot_hex(s, s.heroes[BRUTE], GOAL_TILE)
    loot_hex(s, s.heroes[BRUTE], NUMBERED)
    assert s.heroes[BRUTE].treasures == [0, 7]  # the Goal tile first
    for f in s.monsters():  # every monster killed: the scenario is won
        suffer(s, f, 99, cause=s.character(BRUTE).id)
    run(s, ("round-over",))
    assert s.is_over() and s.campaign_after is not None
    assert s.campaign_after.looted_treasures == {7}  # the Goal tile alone is not kept
