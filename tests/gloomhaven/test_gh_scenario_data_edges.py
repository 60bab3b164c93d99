"""A scenario file's rewards at their edge (a survivor of the mutation sample of
``scenario.py``, docs/evidence.md): a Reputation reward is a whole number, and
``true`` is not one."""

from __future__ import annotations

import copy
from importlib import resources
from typing import Any

import pytest

from rulebound.games.gloomhaven.scenario import parse_scenario
from rulebound.games.gloomhaven.yaml_files import parse_yaml
from rulebound.kernel.errors import DataError

TEXT = (resources.files("rulebound.games.gloomhaven") / "data" / "scenario-002.yaml").read_text(
    encoding="utf-8"
)


def barrow_lair(reputation: Any) -> dict[str, Any]:
    data: dict[str, Any] = copy.deepcopy(parse_yaml(TEXT, "scenario-002.yaml"))
    data["rewards"]["reputation"] = reputation
    return data


@pytest.mark.parametrize("reputation", [2, -1, 0])
def test_a_reputation_reward_is_a_whole_number(reputation: int) -> None:
    scenario = parse_scenario(barrow_lair(reputation), "s.yaml")
    assert scenario.rewards.reputation == reputation


@pytest.mark.parametrize("reputation", [True, "2", 1.5])
def test_a_reputation_reward_that_is_no_whole_number_is_a_clear_error(reputation: Any) -> None:
    with pytest.raises(DataError, match="reputation: expected a whole number"):
        parse_scenario(barrow_lair(reputation), "s.yaml")
