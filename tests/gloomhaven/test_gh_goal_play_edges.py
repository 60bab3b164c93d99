"""Battle goals: edges the mutation sample of ``goal_play.py`` found untested (the first
player's model of the others' goals, the deck's first goal kept, the state's snapshot).
Every goal here is synthetic (no battle goal card is shipped)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena_file, goal, goals_file

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.rng import Rng

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
NAMES = ["Zorblax", "Quillon", "Mertovy", "Sabrelk", "Vindaro", "Yuxtaph"]
SIX = [goal(n, {"stat": "kills", "at_least": 1}) for n in NAMES]


def fresh(tmp_path: Path, seed: int = 0) -> GloomhavenState:
    """A two-character game with battle goals, at its first decision."""
    game = load_game(
        "gloomhaven",
        hands="first",
        scenario_file=str(arena_file(tmp_path)),
        battle_goals=str(goals_file(tmp_path, SIX)),
    )
    return game.new_initial_state(seed)


def both_chosen(tmp_path: Path, seed: int = 0) -> GloomhavenState:
    s = fresh(tmp_path, seed)
    for _ in range(2):
        assert s.decision().kind == "battle-goal"
        s.apply_action(s.decision().options[0])
    return s


@rules("GH-SETUP-20")
def test_the_first_players_model_redraws_the_second_players_goal(tmp_path: Path) -> None:
    # The first seat's model must redraw every other seat, not stop at its own.
    s = both_chosen(tmp_path)
    assert s.goals is not None
    own = set(s.goals.dealt[BRUTE])
    seen = set()
    for n in range(12):
        model = s.resample_hidden(BRUTE, Rng(n))
        assert model.goals is not None
        theirs = model.goals.dealt[MINDTHIEF]
        assert not own & set(theirs) and model.goals.chosen[MINDTHIEF] in theirs
        assert model.goals.chosen[BRUTE] == s.goals.chosen[BRUTE]
        assert model.view(BRUTE) == s.view(BRUTE)
        seen.add(model.goals.chosen[MINDTHIEF])
    assert len(seen) > 1  # the Mindthief's real goal is not handed to the Brute's model


@rules("GH-SETUP-20")
def test_keeping_the_decks_first_goal_ends_the_offer(tmp_path: Path) -> None:
    # Goal 0 is a goal like any other: once kept, the player's view offers no choice.
    seed = next(n for n in range(40) if enc.CHOICE in fresh(tmp_path, n).decision().options)
    s = fresh(tmp_path, seed)
    s.apply_action(enc.CHOICE)  # the Brute keeps the deck's first goal
    assert s.goals is not None and s.goals.chosen[BRUTE] == 0
    mine = s.view(BRUTE)["characters"][BRUTE]
    assert mine["battle_goal"]["name"] == NAMES[0]
    assert "battle_goal_offer" not in mine


def test_the_snapshot_tells_two_battle_goal_choices_apart(tmp_path: Path) -> None:
    # Undo and replay checks compare snapshots: the goal kept must be in them.
    first, second = fresh(tmp_path), fresh(tmp_path)
    options = first.decision().options
    first.apply_action(options[0])
    second.apply_action(options[1])
    assert first.snapshot() != second.snapshot()
    again = fresh(tmp_path)
    again.apply_action(options[0])
    assert again.snapshot() == first.snapshot()
