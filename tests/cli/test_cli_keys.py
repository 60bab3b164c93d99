"""The terminal's keys read descriptions from the view, whatever the game."""

from __future__ import annotations

from rulebound.cli.keys import PAGE, matching, named_in, plural

OBJECTS = {
    "thor-c": {"id": "thor-c", "name": "Thor", "rarity": "C", "kind": "protagonist"},
    "thor-ur": {"id": "thor-ur", "name": "Thor", "rarity": "UR", "kind": "protagonist"},
    "die-3": {"id": "die-3", "name": "Rey die", "kind": "die"},
    "01038": {"id": "01038", "name": "Rey", "subtitle": "Force Prodigy", "kind": "character"},
}


def test_an_option_names_the_version_it_shows() -> None:
    found = named_in("Assign Thor [UR] as a Hit Point on Thor (Active 1)", OBJECTS)
    assert [o["id"] for o in found] == ["thor-ur"]


def test_a_die_and_its_character_are_told_apart() -> None:
    assert [o["id"] for o in named_in("Rey die showing 2 melee", OBJECTS)] == ["die-3"]
    assert [o["id"] for o in named_in("activate Rey, Force Prodigy", OBJECTS)] == ["01038"]


def test_info_matches_an_exact_name_first_then_a_part() -> None:
    assert {o["id"] for o in matching("thor", OBJECTS)} == {"thor-c", "thor-ur"}
    assert [o["id"] for o in matching("prodigy", OBJECTS)] == ["01038"]
    assert matching("loki", OBJECTS) == []


def test_counts_and_pages() -> None:
    assert (plural(1, "option"), plural(2, "option")) == ("1 option", "2 options")
    assert PAGE <= 20  # no decision prints more than about 20 options at once
