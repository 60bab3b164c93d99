"""Personal Quest 511: own 2 head, 2 body, 2 legs, 3 one- or two-handed and 4 small
Items at once (GH-RETIRE-01, -03); each item card's slot from our item slot table, so
an event's reward the game cannot equip yet counts as well."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.items import SLOTS, load_items
from rulebound.games.gloomhaven.quests import ITEM_SLOTS, owned_in_slots, parse_item_slots
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
# 2 head (6, 7), 2 body (3, 4), 2 legs (1, 2), 3 hands (8 one-, 9 and 10 two-handed),
# 4 small (12, 13, 14, and 126: City Event 43's reward, above the typed items)
ENOUGH = (6, 7, 3, 4, 1, 2, 8, 9, 10, 12, 13, 14, 126)


def merchant(items: tuple[int, ...]) -> city.Campaign:
    c = city.create_character(city.new_campaign("Merchant", seed=1), "brute", "Grom")
    sheet = c.sheet("brute")
    return c.with_sheet(replace(sheet, quest=511, quest_progress=(0,) * 5, items=items))


def test_every_item_card_has_one_slot_and_the_typed_items_agree() -> None:
    assert sorted(ITEM_SLOTS) == list(range(1, 151))
    assert set(ITEM_SLOTS.values()) == set(SLOTS)
    for number, item in load_items().items():
        assert ITEM_SLOTS[number] == item.slot, number


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"slots": [1]},
        {"slots": {"1": "legs"}},
        {"slots": {1: "feet"}},
        {"slots": {1: "legs", 2: "tail"}},
    ],
)
def test_a_bad_slot_table_is_refused(data: object) -> None:
    with pytest.raises(DataError, match="slots maps item numbers to head"):
        parse_item_slots(data, "slots.yaml")
    assert parse_item_slots({"slots": {1: "legs", 9: "twohand"}}, "ok") == {1: "legs", 9: "twohand"}


def test_the_quest_counts_owned_items_by_slot() -> None:
    rows = city.quest_status(merchant(ENOUGH).sheet("brute"))
    assert [(done, target) for _, done, target in rows] == [(2, 2), (2, 2), (2, 2), (3, 3), (4, 4)]
    assert rows[3][0] == "Own 3 one- or two-handed Items"
    assert owned_in_slots((8, 9, 10, 11, 126), "items-hands") == 4
    assert owned_in_slots((8, 9, 10, 11, 126), "items-small") == 1


@rules("GH-RETIRE-01", "GH-RETIRE-03")
def test_one_item_short_the_character_cannot_retire() -> None:
    short = merchant(tuple(i for i in ENOUGH if i != 126))  # 3 small Items
    with pytest.raises(city.CityError, match=r"Own 4 small Items \(3/4\)"):
        city.retire(short, "brute")
    retired = city.retire(merchant(ENOUGH), "brute")
    assert [r.cls for r in retired.retired] == ["brute"]
    assert "three-spears" in retired.opened_envelopes
