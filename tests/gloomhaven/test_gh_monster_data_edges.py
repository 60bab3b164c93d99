"""The monster data checks at their edges (survivors of the mutation sample of
``monsters.py``, docs/evidence.md): a card's Initiative 1-99, a stat card's Attack of
0, a consume that is not ``{element, effect}``, a condition that names none."""

from __future__ import annotations

import copy
from importlib import resources
from typing import Any

import pytest
import yaml

from rulebound.games.gloomhaven.monsters import parse_bestiary
from rulebound.kernel.errors import DataError

DATA = resources.files("rulebound.games.gloomhaven") / "data" / "monsters.yaml"
RAW = yaml.safe_load(DATA.read_text(encoding="utf-8"))


def guard_data(card_actions: list[Any] | None = None, **first_card: Any) -> dict[str, Any]:
    """The shipped data with the Bandit Guard's first card (and its level 0 normal
    stats' Attack) changed."""
    data = copy.deepcopy(RAW)
    card = data["decks"]["guard"][0]
    card.update(first_card)
    if card_actions is not None:
        card["actions"] = card_actions
    return data


@pytest.mark.parametrize(("initiative", "fine"), [(1, True), (99, True), (100, False), (0, False)])
def test_a_cards_initiative_is_1_to_99(initiative: int, fine: bool) -> None:
    data = guard_data(initiative=initiative)
    if fine:
        assert parse_bestiary(data, "m.yaml").decks["guard"][0].initiative == initiative
    else:
        with pytest.raises(DataError, match="initiative must be 1-99"):
            parse_bestiary(data, "m.yaml")


@pytest.mark.parametrize(("attack", "fine"), [(0, True), (-1, False)])
def test_a_stat_cards_attack_may_be_0_not_less(attack: int, fine: bool) -> None:
    data = guard_data()
    data["monsters"]["bandit-guard"]["stats"][0]["normal"]["attack"] = attack
    if fine:
        assert (
            parse_bestiary(data, "m.yaml").monsters["bandit-guard"].stats(0, "normal")["attack"]
            == 0
        )
    else:
        with pytest.raises(DataError, match="attack must be a number"):
            parse_bestiary(data, "m.yaml")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"consume": "fire"}, "consume is"),
        ({"consume": {"element": "fire"}}, "consume is"),
        ({"condition": []}, "condition must name conditions"),
        ({"condition": ["poison", "sleepy"]}, "condition must name conditions"),
    ],
)
def test_a_bad_consume_or_condition_is_a_clear_error(action: dict[str, Any], message: str) -> None:
    with pytest.raises(DataError, match=message):
        parse_bestiary(guard_data([action]), "m.yaml")
