"""The character-class loader (``classes.py``) and what a game takes from a class: the
shipped class files, hand sizes, hit points by character level, the Active Card Pool,
and a clear :class:`DataError` for a malformed class file (catalog 2.1, 2.2, section
4; the file format is ``data/classes/README.md``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import scenario_one

from rulebound import load_game
from rulebound.games.gloomhaven.classes import (
    KINDS,
    LEVELS,
    CharacterClass,
    class_ids,
    load_class,
    parse_class,
)
from rulebound.kernel.errors import DataError, ParameterError

rules = pytest.mark.rules

HEALTH = {
    "brute": (10, 12, 14, 16, 18, 20, 22, 24, 26),
    "mindthief": (6, 7, 8, 9, 10, 11, 12, 13, 14),
    "tinkerer": (8, 9, 11, 12, 14, 15, 17, 18, 20),
    "spellweaver": (6, 7, 8, 9, 10, 11, 12, 13, 14),
    "scoundrel": (8, 9, 11, 12, 14, 15, 17, 18, 20),
    "cragheart": (10, 12, 14, 16, 18, 20, 22, 24, 26),
}
HAND_SIZE = {
    "brute": 10,
    "mindthief": 10,
    "tinkerer": 12,
    "spellweaver": 8,
    "scoundrel": 9,
    "cragheart": 11,
}
CRAGHEART = list(range(116, 130))
CRAGHEART_HIGHER = list(range(130, 146))  # levels 2 to 9
# Level 1 and X card ids of each class (data files; the README's tables).
POOL_IDS = {
    "brute": list(range(1, 14)),
    "mindthief": list(range(146, 159)),
    "tinkerer": list(range(30, 45)),
    "spellweaver": list(range(61, 72)),
    "scoundrel": list(range(88, 100)),
    "cragheart": CRAGHEART,
}
ALL_IDS = {
    "brute": list(range(1, 30)),
    "mindthief": list(range(146, 175)),
    "tinkerer": list(range(30, 61)),
    "spellweaver": list(range(61, 88)),
    "scoundrel": list(range(88, 116)),
    "cragheart": [*CRAGHEART, *CRAGHEART_HIGHER],
}


# --- the shipped classes -------------------------------------------------------------------


def test_the_six_starting_classes_are_shipped() -> None:
    assert class_ids() == [
        "brute",
        "cragheart",
        "mindthief",
        "scoundrel",
        "spellweaver",
        "tinkerer",
    ]


@rules("GH-SETUP-27")
@pytest.mark.parametrize("class_id", sorted(HAND_SIZE))
def test_hand_size(class_id: str) -> None:
    assert load_class(class_id).hand_size == HAND_SIZE[class_id]


@rules("GH-LEVEL-05")
@pytest.mark.parametrize("class_id", sorted(HEALTH))
def test_maximum_hit_points_at_each_character_level(class_id: str) -> None:
    cls = load_class(class_id)
    assert cls.health == HEALTH[class_id]
    assert [cls.max_hp(level) for level in range(1, 10)] == list(HEALTH[class_id])


@pytest.mark.parametrize("class_id", sorted(ALL_IDS))
def test_card_ids_levels_and_action_kinds(class_id: str) -> None:
    cls = load_class(class_id)
    assert [c.id for c in cls.cards] == ALL_IDS[class_id]
    assert all(c.level in LEVELS for c in cls.cards)
    kinds = {a.kind for c in cls.cards for h in (c.top, c.bottom) for a in h.actions}
    assert kinds <= set(KINDS)


@rules("GH-NEWCHAR-09", "GH-GLOSS-99", "GH-GLOSS-61")
@pytest.mark.parametrize("class_id", sorted(POOL_IDS))
def test_the_active_card_pool_is_the_level_1_and_x_cards(class_id: str) -> None:
    pool = load_class(class_id).pool(1)
    assert [c.id for c in pool] == POOL_IDS[class_id]
    assert {c.level for c in pool} <= {"1", "X"}
    assert "X" in {c.level for c in pool}


def test_summon_stat_cards() -> None:
    assert load_class("tinkerer").summons == {
        "decoy": {"name": "Decoy", "health": 6, "move": 2},
        "battle-bot": {"name": "Battle Bot", "health": 6, "move": 2, "attack": 2},
        "kill-bot": {"name": "Kill Bot", "health": 6, "move": 3, "attack": 3},
    }
    rats = load_class("mindthief").summons
    assert rats["rat-swarm"] == {
        "name": "Rat Swarm",
        "health": 6,
        "move": 1,
        "attack": 2,
        "attack_conditions": ["poison"],
    }
    assert (rats["monstrous-rat"]["health"], rats["monstrous-rat"]["attack"]) == (4, 3)
    assert load_class("brute").summons == {}
    weaver = load_class("spellweaver").summons
    assert weaver["mystic-ally"] == {
        "name": "Mystic Ally",
        "health": 2,
        "move": 2,
        "attack": 3,
        "range": 2,
    }
    avatar = weaver["burning-avatar"]  # card 80 (GHS 0.112.5)
    assert [avatar[k] for k in ("health", "move", "attack", "range")] == [2, 3, 2, 3]


def test_card_named_finds_a_card_and_rejects_an_unknown_name() -> None:
    brute = load_class("brute")
    trample = brute.card_named("trample")
    assert (trample.id, trample.initiative, trample.bottom.lost) == (1, 72, True)
    with pytest.raises(DataError, match="no ability card named 'Fireball'"):
        brute.card_named("Fireball")


def test_an_unknown_class_id_is_a_data_error() -> None:
    with pytest.raises(DataError, match=r"unknown class 'wizard'.*brute"):
        load_class("wizard")


def test_a_party_with_an_unknown_class_is_a_parameter_error() -> None:
    with pytest.raises(ParameterError, match="wizard"):
        load_game("gloomhaven", party="brute,wizard")


# --- what a game takes from the class --------------------------------------------------------


@rules("GH-LEVEL-05", "GH-NEWCHAR-10")
@pytest.mark.parametrize("level", [1, 4, 9])
def test_a_characters_hit_points_follow_the_character_level(level: int) -> None:
    s = scenario_one("brute,tinkerer,mindthief", character_level=level)
    for hero in s.heroes:
        fig = s.character(hero.seat)
        expected = HEALTH[hero.cls.id][level - 1]
        assert (fig.hp, fig.max_hp, hero.level) == (expected, expected, level)


@rules("GH-SETUP-27", "GH-NEWCHAR-09")
def test_hands_first_takes_hand_size_cards_of_the_pool() -> None:
    s = scenario_one("brute,tinkerer,mindthief")
    for hero in s.heroes:
        ids = [hero.cls.cards[c].id for c in hero.hand]
        assert ids == POOL_IDS[hero.cls.id][: HAND_SIZE[hero.cls.id]]


@rules("GH-SETUP-27")
def test_hands_choose_builds_the_hand_before_the_first_plan() -> None:
    # Pools of 13 (Brute) and 15 (Tinkerer) cards: 3 + 3 cards are left out one at a
    # time before round 1 is planned.
    game = load_game("gloomhaven", party="brute,tinkerer", hands="choose")
    s = game.new_initial_state(0)
    leave_outs = 0
    while s.decision().kind != "plan":
        leave_outs += s.decision().kind == "leave-out-card"
        s.apply_action(s.decision().options[0])
    assert leave_outs == (13 - 10) + (15 - 12)
    assert [len(h.hand) for h in s.heroes] == [10, 12]


# --- malformed class files ---------------------------------------------------------------


def minimal() -> dict[str, Any]:
    """A small valid class file."""
    return {
        "id": "tester",
        "name": "Tester",
        "hand_size": 2,
        "health": [5, 6, 7, 8, 9, 10, 11, 12, 13],
        "cards": [
            {
                "id": 1,
                "name": "Poke",
                "level": 1,
                "initiative": 10,
                "top": {"actions": [{"attack": 2}]},
                "bottom": {"actions": [{"move": 2}]},
            },
            {
                "id": 2,
                "name": "Guard",
                "level": "X",
                "initiative": 20,
                "top": {"actions": [{"attack": 1, "range": 2}]},
                "bottom": {"active": "round", "actions": [{"shield": 1}]},
            },
        ],
    }


def write(tmp_path: Path, data: Any, name: str = "tester.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def load_error(tmp_path: Path, data: Any) -> str:
    path = write(tmp_path, data)
    with pytest.raises(DataError) as caught:
        load_class("tester", path)
    message = str(caught.value)
    assert str(path) in message  # the error names the file
    return message


def test_a_minimal_class_file_loads(tmp_path: Path) -> None:
    cls = load_class("tester", write(tmp_path, minimal()))
    assert isinstance(cls, CharacterClass)
    assert (cls.id, cls.hand_size, cls.max_hp(9)) == ("tester", 2, 13)
    assert [c.level for c in cls.cards] == ["1", "X"]
    assert cls.cards[1].bottom.active == "round"


def test_unknown_action_kind(tmp_path: Path) -> None:
    data = minimal()
    data["cards"][0]["bottom"]["actions"] = [{"move": 2}, {"teleport": 3}]
    message = load_error(tmp_path, data)
    assert "card 'Poke' bottom action 2" in message
    assert "unknown action 'teleport'" in message


def test_an_action_that_is_not_a_map(tmp_path: Path) -> None:
    data = minimal()
    data["cards"][1]["top"]["actions"] = ["attack 1"]
    message = load_error(tmp_path, data)
    assert "card 'Guard' top action 1" in message
    assert "an action must be a map" in message


@pytest.mark.parametrize("level", [0, 10, "Y", "", None])
def test_bad_card_level(tmp_path: Path, level: Any) -> None:
    data = minimal()
    data["cards"][1]["level"] = level
    message = load_error(tmp_path, data)
    assert "card 'Guard'" in message
    assert "level must be 1-9 or X" in message


def test_missing_card_level(tmp_path: Path) -> None:
    data = minimal()
    del data["cards"][0]["level"]
    assert "level must be 1-9 or X" in load_error(tmp_path, data)


@pytest.mark.parametrize("key", ["id", "name", "hand_size", "health", "cards"])
def test_missing_class_key(tmp_path: Path, key: str) -> None:
    data = minimal()
    del data[key]
    assert f"missing key '{key}'" in load_error(tmp_path, data)


@pytest.mark.parametrize("key", ["id", "initiative"])
def test_missing_card_key(tmp_path: Path, key: str) -> None:
    data = minimal()
    del data["cards"][0][key]
    message = load_error(tmp_path, data)
    assert "card 'Poke'" in message and f"missing key '{key}'" in message


@pytest.mark.parametrize("half", ["top", "bottom"])
def test_missing_half_or_its_actions(tmp_path: Path, half: str) -> None:
    data = minimal()
    del data["cards"][0][half]
    assert f"card 'Poke' {half}: a half needs a list of actions" in load_error(tmp_path, data)
    data = minimal()
    data["cards"][0][half] = {"lost": True}
    assert f"card 'Poke' {half}: a half needs a list of actions" in load_error(tmp_path, data)


def test_bad_active_icon(tmp_path: Path) -> None:
    data = minimal()
    data["cards"][1]["bottom"]["active"] = "forever"
    message = load_error(tmp_path, data)
    assert "card 'Guard' bottom" in message and "'forever'" in message


@pytest.mark.parametrize("levels", [8, 10])
def test_health_must_list_nine_levels(tmp_path: Path, levels: int) -> None:
    data = minimal()
    data["health"] = list(range(5, 5 + levels))
    assert f"health lists 9 levels, got {levels}" in load_error(tmp_path, data)


def test_a_card_that_is_not_a_map(tmp_path: Path) -> None:
    data = minimal()
    data["cards"].append("Fireball")
    assert "card 3: a card must be a map" in load_error(tmp_path, data)


def test_unknown_summon(tmp_path: Path) -> None:
    data = minimal()
    data["cards"][1]["top"] = {"lost": True, "active": "persistent", "actions": [{"summon": "imp"}]}
    message = load_error(tmp_path, data)
    assert "card 'Guard'" in message and "unknown summon 'imp'" in message
    data["summons"] = {"imp": {"name": "Imp", "health": 3, "move": 2, "attack": 1}}
    assert (
        load_class("tester", write(tmp_path, data, "with_imp.yaml")).summons["imp"]["health"] == 3
    )


def test_not_a_map_and_not_yaml(tmp_path: Path) -> None:
    assert "a class file is a map" in load_error(tmp_path, ["id", "tester"])
    path = tmp_path / "broken.yaml"
    path.write_text("id: [tester\n", encoding="utf-8")
    with pytest.raises(DataError, match="not valid YAML"):
        load_class("broken", path)


def test_parse_class_names_its_origin() -> None:
    data = minimal()
    del data["cards"]
    with pytest.raises(DataError, match=r"^somewhere\.yaml: missing key 'cards'"):
        parse_class(data, "somewhere.yaml")


def test_a_non_numeric_initiative_is_a_data_error(tmp_path: Path) -> None:
    data = minimal()
    data["cards"][0]["initiative"] = "fast"
    assert "card 'Poke'" in load_error(tmp_path, data)


def test_health_that_is_not_a_list_is_a_data_error(tmp_path: Path) -> None:
    data = minimal()
    data["health"] = 10
    assert "health" in load_error(tmp_path, data)
