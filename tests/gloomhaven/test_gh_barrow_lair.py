"""Scenario 2, Barrow Lair: its monsters (Living Corpse, the Bandit Commander boss) and
its special rules (three Curses each at the start, locked side rooms that only the
Bandit Commander opens, its goal).

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `monster/bandit-commander.json`, `monster/living-corpse.json`,
`deck/living-corpse.json`, `scenarios/02.json`; Virtual Gloomhaven Board `2.json`),
not read from the file under test."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
import yaml
from gh_helpers import has, kind, monster, monster_turn, pick, run

from rulebound import load_game
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.modifiers import CURSE
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.movement import open_door, passable
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

ENTRY: Hex = (-2, 1)  # the ordinary door from B3b into M1a
DOOR_A: Hex = (-1, 5)  # into A1a
DOOR_B: Hex = (-3, 8)  # into A4b, with treasure 67
SPECIAL_1 = 577  # Boss deck card, initiative 73: Special 1
SPECIAL_2 = 572  # Boss deck card, initiative 11: Special 2
CORPSE_CONDITIONS = 564  # Move +1; Muddle and Immobilize one adjacent enemy
CORPSE_SELF_HARM = 569  # Move +1; suffer 1 damage


def barrow_lair(party: str = "brute,mindthief", seed: int = 0) -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=2, level=1)
    s = game.new_initial_state(seed)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def commander(s: GloomhavenState) -> Figure:
    return next(f for f in s.monsters() if f.type == "bandit-commander")


def enter_m1a(s: GloomhavenState) -> Figure:
    """The Brute opens the ordinary door: room 2 with the Bandit Commander is revealed."""
    brute = s.character(0)
    open_door(s, brute, ENTRY)
    return commander(s)


@rules("GH-GLOSS-23", "GH-COND-04")
def test_the_bandit_commander_stat_card() -> None:
    boss = load_monsters().monsters["bandit-commander"]
    assert boss.boss and boss.ranks == ("boss",) and boss.deck == "boss"
    assert boss.max_hp(1, "boss", 3) == 30  # 10 x C at level 1
    assert boss.max_hp(7, "boss", 2) == 46  # 23 x C at level 7
    assert (boss.stats(2, "boss")["move"], boss.stats(5, "boss")["attack"]) == (4, 5)
    assert set(boss.immunities) == {"stun", "immobilize", "curse"}
    summon = boss.specials[2][0]["summon"]
    assert summon == {"type": "living-bones", "rank": {2: "normal", 3: "elite", 4: "elite"}}


def test_the_living_corpse_stat_card_and_deck() -> None:
    bestiary = load_monsters()
    corpse = bestiary.monsters["living-corpse"]
    assert corpse.stats(0, "normal") == {"health": 5, "move": 1, "attack": 3}
    assert corpse.stats(4, "elite")["attack_conditions"] == ["poison"]
    assert "attack_conditions" not in corpse.stats(5, "normal")
    cards = bestiary.decks[corpse.deck]
    assert [c.initiative for c in cards] == [21, 47, 66, 66, 82, 91, 71, 32]
    assert [c.id for c in cards if c.shuffle] == [566, 567]


def test_the_scenario_file() -> None:
    scenario = load_scenario(2)
    assert [r.tile for r in scenario.rooms] == ["B3b", "M1a", "A1a", "A4b", "A2a", "A3b"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 90
    assert [d.state for d in scenario.doors].count("locked") == 4
    assert scenario.win_kill == ("bandit-commander",) and scenario.win_rooms == "revealed"
    placed = [p.type for p in scenario.monsters_in(3, players=2)]
    assert placed == ["living-corpse", "living-corpse"]
    assert scenario.treasure(67) is not None
    assert scenario.unlocks == (3, 4) and scenario.requires_party == ("first-steps",)


@rules("GH-SETUP-05", "GH-COND-13")
def test_every_character_starts_with_three_curses() -> None:
    s = barrow_lair("brute,mindthief,tinkerer")
    for hero in s.heroes:
        assert hero.deck.count(CURSE) == 3
    assert s.monster_deck.count(CURSE) == 0


@rules("GH-GLOSS-89")
def test_a_locked_door_stops_the_characters_until_it_is_opened() -> None:
    s = barrow_lair()
    boss = enter_m1a(s)
    brute = s.character(0)
    assert not passable(s, brute, DOOR_A, jump=False)
    assert not passable(s, brute, DOOR_A, jump=True)
    monster_turn(s, boss, SPECIAL_1)
    assert passable(s, brute, DOOR_B, jump=False) is False  # still locked
    assert DOOR_A in s.open_doors


@rules("GH-GLOSS-89", "GH-MOVE-20")
def test_special_1_goes_to_the_next_door_and_reveals_the_room() -> None:
    s = barrow_lair()
    boss = enter_m1a(s)
    assert boss.hp == 20  # 10 x 2 characters
    monster_turn(s, boss, SPECIAL_1)
    assert boss.hex == DOOR_A and 3 in s.rooms
    corpses = sorted(f.hex for f in s.monsters() if f.type == "living-corpse")
    assert corpses == [(2, 4), (3, 4)]  # two normal corpses with two characters
    assert s.ability_decks["living-corpse"].drawn >= 0  # new this round: a card drawn
    monster_turn(s, boss, SPECIAL_1)
    assert boss.hex == DOOR_B and 4 in s.rooms


@rules("GH-MSUMMON-01", "GH-GLOSS-23")
def test_special_2_summons_a_living_bones_by_party_size() -> None:
    s = barrow_lair()
    boss = enter_m1a(s)
    monster_turn(s, boss, SPECIAL_2)
    while kind(s) == "monster-summon-hex":
        pick(s, "")
    bones = [f for f in s.monsters() if f.type == "living-bones"]
    assert len(bones) == 1 and bones[0].rank == "normal" and bones[0].summoned
    assert s.hexmap.range_between(bones[0].hex, boss.hex) == 1


@rules("GH-GLOSS-03")
def test_a_living_corpse_muddles_and_immobilizes_an_adjacent_enemy() -> None:
    s = barrow_lair()
    brute = s.character(0)
    corpse = monster(s, "living-corpse", (brute.hex[0] + 1, brute.hex[1]))
    monster_turn(s, corpse, CORPSE_CONDITIONS)
    assert has(brute, "muddle") and has(brute, "immobilize")
    assert brute.hp == brute.max_hp  # no attack


def test_a_living_corpse_suffers_damage_of_its_own() -> None:
    s = barrow_lair()
    corpse = monster(s, "living-corpse", (-3, 0))
    hp = corpse.hp
    monster_turn(s, corpse, CORPSE_SELF_HARM)
    assert corpse.hp == hp - 1


@rules("GH-ROUND-07", "GH-SEND-06")
def test_won_when_the_commander_and_the_revealed_enemies_are_dead() -> None:
    s = barrow_lair()
    boss = enter_m1a(s)
    for fig in s.monsters():
        if fig is not boss:
            suffer(s, fig, fig.hp, cause=-1)
    run(s, ("round-over",))
    assert not s.is_over()  # the Commander still stands
    suffer(s, boss, boss.hp, cause=-1)
    run(s, ("round-over",))
    assert s.outcome == "won"  # the four locked rooms were never revealed


@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("win", {"kill": ["inox-guard"]}, "kill must list monster types"),
        ("win", {"enemies": "some"}, "enemies must be all or revealed"),
        ("modifier_cards", {"bless": 2}, "'bless' is not one of"),
        ("modifier_cards", {"curse": 0}, "count must be 1-10"),
        ("door_order", [[0, 0]], "door_order: [0, 0] is not a door"),
    ],
)
def test_a_bad_scenario_rule_is_one_clear_line(
    tmp_path: Path, key: str, value: object, says: str
) -> None:
    data = yaml.safe_load(
        (resources.files("rulebound.games.gloomhaven") / "data" / "scenario-002.yaml").read_text(
            encoding="utf-8"
        )
    )
    data[key] = value
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_scenario(2, path)
    assert says in str(err.value) and "bad.yaml" in str(err.value)
    assert "\n" not in str(err.value)


@rules("GH-GLOSS-89")
def test_the_view_shows_which_doors_are_locked() -> None:
    from rulebound.games.gloomhaven.views import build_view

    s = barrow_lair()
    locked = build_view(s, 0)["map"]["locked_doors"]
    assert sorted(map(tuple, locked)) == sorted([DOOR_A, DOOR_B, (-8, 8), (-7, 5)])
    monster_turn(s, enter_m1a(s), SPECIAL_1)
    assert DOOR_A not in map(tuple, build_view(s, 0)["map"]["locked_doors"])
