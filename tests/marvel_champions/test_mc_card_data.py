"""The first half of the Core Set as data: hero kits, aspects, Rhino and its sets."""

from __future__ import annotations

from collections import Counter

import pytest

from rulebound.games.marvel_champions.cards import load_pool, parse_card
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
POOL = load_pool()


def test_the_shipped_sets_are_complete() -> None:
    counts = Counter(c.set for c in POOL.cards)
    assert counts == {
        "spider_man": 11,  # 10 kit sides + the obligation
        "captain_marvel": 11,
        "justice": 8,
        "leadership": 9,
        "basic": 11,
        "rhino": 16,
        "bomb_scare": 4,
        "standard": 5,
        "expert": 3,
        "spider_man_nemesis": 4,
        "captain_marvel_nemesis": 4,
        "she_hulk": 12,
        "she_hulk_nemesis": 4,
        "aggression": 8,
        "legions_of_hydra": 3,
        "the_doomsday_chair": 3,
        "under_attack": 4,
        "masters_of_evil": 6,
        "protection": 8,
        "iron_man": 13,
        "iron_man_nemesis": 4,
        "klaw": 17,
        "black_panther": 15,  # 14 kit sides (four versions of Wakanda Forever!) + obligation
        "black_panther_nemesis": 4,
        "ultron": 23,  # 22 printed faces + the facedown side of a Drone
    }


def test_each_identity_has_two_sides_that_point_at_each_other() -> None:
    for hero, alter in (
        ("01001a", "01001b"),
        ("01010a", "01010b"),
        ("01019a", "01019b"),
        ("01029a", "01029b"),
        ("01040a", "01040b"),
    ):
        assert POOL.by_code[hero].type == "hero"
        assert POOL.by_code[alter].type == "alter_ego"
        assert POOL.by_code[hero].back == alter and POOL.by_code[alter].back == hero


def test_identity_facts() -> None:
    spider = POOL.by_code["01001a"]
    assert (spider.stats["thwart"], spider.stats["attack"], spider.stats["defense"]) == (1, 2, 3)
    assert spider.stats["health"] == 10 and spider.stats["hand_size"] == 5
    assert spider.unique and "Avenger" in spider.traits


def test_rhino_has_three_stages_with_health_per_hero() -> None:
    stages = sorted(
        (c.stage, c.stats["health"]) for c in POOL.in_set("rhino") if c.type == "villain"
    )
    assert [s for s, _ in stages] == ["I", "II", "III"]
    assert all("health_per_hero" in c.flags for c in POOL.in_set("rhino") if c.type == "villain")


def test_encounter_keywords_are_recorded() -> None:
    by_name = {c.name: c for c in POOL.cards}
    assert by_name["Hydra Mercenary"].keyword("Guard") == "Guard"
    assert by_name["Vulture"].keyword("Quickstrike") == "Quickstrike"
    toughness = [(c.name, c.stage) for c in POOL.cards if c.keyword("Toughness")]
    assert toughness == [
        ("Rhino", "III"),
        ("Sandman", ""),
        ("Luke Cage", ""),
        ("Klaw", "III"),
        ("Armored Guard", ""),
    ]


def test_player_cards_have_costs_and_resources() -> None:
    for card in POOL.cards:
        if card.type in ("ally", "event", "support", "upgrade"):
            assert card.cost is not None, card.code
        if card.type == "resource":
            assert sum(card.resources.values()) >= 1, card.code


def test_a_bad_card_entry_is_one_clear_line() -> None:
    with pytest.raises(DataError) as err:
        parse_card(
            0, {"code": "x1", "name": "Oops", "type": "hero", "aspect": "hero", "hp": 3}, "f"
        )
    assert "unknown field 'hp'" in str(err.value) and "x1" in str(err.value)
    with pytest.raises(DataError, match="type must be one of"):
        parse_card(0, {"code": "x2", "name": "Oops", "type": "spell", "aspect": "hero"}, "f")
