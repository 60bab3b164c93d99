"""Monster stat cards and ability decks as data, and a card added to its stat card."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.hexmap import HexMap
from rulebound.games.gloomhaven.monster_ai import Figure, monster_turn
from rulebound.games.gloomhaven.monsters import load_monsters, parse_bestiary, turn_plan
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
BOOK = load_monsters()


def test_shipped_monsters_have_all_levels_and_full_decks() -> None:
    assert {"bandit-guard", "bandit-archer", "living-bones"} <= set(BOOK.monsters)
    for monster in BOOK.monsters.values():
        assert sorted(monster.table) == list(range(8))
        assert len(BOOK.decks[monster.deck]) == 8
    assert BOOK.monsters["living-bones"].standees == 10


@rules("GH-SETUP-16")
def test_stats_follow_the_scenario_level_and_rank() -> None:
    guard = BOOK.monsters["bandit-guard"]
    assert {k: guard.stats(0, "normal")[k] for k in ("health", "move", "attack")} == {
        "health": 5,
        "move": 2,
        "attack": 2,
    }
    assert guard.stats(1, "elite")["shield"] == 1
    assert "range" not in guard.stats(3, "normal")  # a melee monster
    assert BOOK.monsters["bandit-archer"].stats(1, "normal")["range"] == 4
    assert BOOK.monsters["living-bones"].stats(0, "normal")["target"] == 2


@rules("GH-MACT-03", "GH-MMOVE-04", "GH-MATK-05")
def test_signed_card_values_modify_the_stat_card() -> None:
    guard = BOOK.monsters["bandit-guard"]
    plan = turn_plan(guard, 2, "normal", BOOK.card("guard", 525))  # Move +1, Attack -1
    stats = guard.stats(2, "normal")
    assert plan.move == stats["move"] + 1
    assert plan.attack_value == stats["attack"] - 1
    assert plan.ability.range == 0 and plan.ability.melee


@rules("GH-MATK-03")
def test_an_attack_without_range_uses_the_stat_card_range() -> None:
    archer = BOOK.monsters["bandit-archer"]
    card = next(
        c
        for c in BOOK.decks["archer"]
        if any("attack" in a and "range" not in a for a in c.actions)
    )
    plan = turn_plan(archer, 1, "normal", card)
    assert plan.ability.range == archer.stats(1, "normal")["range"]
    modified = BOOK.card("archer", 534)  # Attack +1, Range -1
    assert turn_plan(archer, 1, "normal", modified).ability.range == 3


@rules("GH-FOCUS-06", "GH-MACT-02")
def test_a_card_without_attack_gives_no_attack_and_keeps_its_other_abilities() -> None:
    card = BOOK.card("guard", 524)  # Shield 1, Retaliate 2
    plan = turn_plan(BOOK.monsters["bandit-guard"], 0, "normal", card)
    assert not plan.ability.attack and plan.move == 0
    assert [next(iter(a)) for a in plan.others] == ["shield", "retaliate"]


@rules("GH-MATK-06", "GH-FOCUS-05")
def test_a_plan_drives_the_monster_ai() -> None:
    hexes = [(q, r) for r in range(3) for q in range(8)]
    archer = Figure("Archer", (0, 1), "monster")
    brute = Figure("Brute", (6, 1), "character", initiative=40)
    plan = turn_plan(BOOK.monsters["bandit-archer"], 1, "normal", BOOK.card("archer", 533))
    turn = monster_turn(HexMap.build(hexes=hexes), [archer, brute], archer, plan.ability)
    assert turn.focus == ("Brute",)
    # Move 2 (stat card) brings the Brute within Range 4; no closer than it needs to.
    assert [(o.destination, sorted(o.attacks)) for o in turn.outcomes] == [((2, 1), [(6, 1)])]


def test_bad_monster_data_names_the_card() -> None:
    with pytest.raises(DataError, match="initiative"):
        parse_bestiary({"monsters": {}, "decks": {"x": [{"id": 1, "initiative": 0}]}}, "m.yaml")
    with pytest.raises(DataError, match="unknown deck"):
        parse_bestiary({"monsters": {"a": {"deck": "nope"}}, "decks": {}}, "m.yaml")
