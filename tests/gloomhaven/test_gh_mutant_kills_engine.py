"""Engine cases that open survivors of the session-27 mutation samples showed untested
(docs/mutation-samples/surv-gh.md): damage to obstacles, cards a scenario adds at the
start, a Road Event's start damage, a Long Rest's bonus card, an exhausted character in
the order, a refresh of one item."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from gh_helpers import arena_file, arena_with, kind, monster, pick, place, plan, turn

from rulebound import load_game
from rulebound.games.gloomhaven.figures import OBSTACLE
from rulebound.games.gloomhaven.modifiers import BASE_DECK, parse_card
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    set_items,
    stack_modifiers,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


@rules("GH-ATK-06", "GH-ATK-07")
def test_an_obstacle_left_with_1_hp_stays_on_its_hex(tmp_path: Path) -> None:
    s = arena_with(tmp_path, contents=[{"hex": [1, 0], "type": "obstacle", "hp": 3}])
    (rock,) = [f for f in s.figures if f.kind == OBSTACLE]
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 0))
    stack_modifiers(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: top as Attack 2")
    pick(s, "Obstacle at hex 1,0")
    assert rock.alive and rock.hp == 1
    assert (1, 0) in s.hexmap.obstacles  # still in the way


@rules("GH-SETUP-05")
def test_a_scenario_rule_adds_minus_one_cards_to_every_deck(tmp_path: Path) -> None:
    s = arena_with(tmp_path, top={"modifier_cards": {"-1": 2}})
    minus_one = parse_card("-1")
    base = sum(card == minus_one for card in BASE_DECK)
    for hero in s.heroes:
        assert len(hero.deck.cards) == len(BASE_DECK) + 2
        assert sum(card == minus_one for card in hero.deck.cards) == base + 2


def campaign_game(tmp_path: Path, characters: list[dict[str, object]]) -> GloomhavenState:
    """The test arena played with a campaign record of these character sheets, at the
    first round's plans."""
    record = tmp_path / "campaign.yaml"
    record.write_text(yaml.safe_dump({"unlocked": [99], "characters": characters}), "utf-8")
    game = load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(arena_file(tmp_path)),
        campaign=str(record),
    )
    s: GloomhavenState = game.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


@rules("GH-EVENT-11", "GH-EVENT-12")
def test_a_road_events_start_damage_is_taken_and_leaves_at_least_1_hp(tmp_path: Path) -> None:
    sheets = [{"class": "brute", "start_damage": 3}, {"class": "mindthief", "start_damage": 40}]
    s = campaign_game(tmp_path, sheets)
    brute, mindthief = s.character(BRUTE), s.character(MINDTHIEF)
    assert brute.hp == brute.max_hp - 3
    assert mindthief.hp == 1 and mindthief.alive
    assert "Brute starts with 3 damage from a Road Event." in s.log


def at_plans(tmp_path: Path, brute: Character) -> GloomhavenState:
    """The test arena with this Brute and a Mindthief at the first round's plans, a
    Bandit Guard far off."""
    return build_position(
        Position(
            [brute, Character("mindthief", hex=(0, 4))],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("bandit-guard", (6, 0))],
        )
    )


@rules("GH-RSTART-03", "GH-BONUS-02")
def test_a_long_rest_asks_again_until_two_cards_are_discarded(tmp_path: Path) -> None:
    active = [("Shield Bash", "bottom"), ("Eye for an Eye", "top")]
    s = at_plans(tmp_path, Character("brute", hex=(0, 0), active=active))
    brute = s.heroes[BRUTE]
    assert brute.discard == [] and kind(s) == "plan" and s.decision().seat == BRUTE
    pick(s, "Long Rest")
    pick(s, "Shield Bash")
    assert kind(s) == "end-bonus" and s.decision().seat == BRUTE  # one discard is not enough
    pick(s, "Eye for an Eye")
    names = sorted(brute.cls.cards[c].name for c in brute.discard)
    assert names == ["Eye for an Eye", "Shield Bash"] and brute.active == []


@rules("GH-RSTART-04", "GH-RSTART-13")
def test_the_characters_after_an_exhausted_one_still_take_their_turns(tmp_path: Path) -> None:
    s = at_plans(tmp_path, Character("brute", hex=(0, 0), hand=[], discard=["Trample"]))
    assert kind(s) == "plan" and s.decision().seat == MINDTHIEF
    assert s.heroes[BRUTE].exhausted  # no two cards to play, no two to rest with
    plan(s, MINDTHIEF, "Submissive Affliction", "Into the Night")
    while s.decision().seat != MINDTHIEF:  # the guard's turn may come first
        s.apply_action(s.decision().options[0])
    assert kind(s) == "play-half"  # the Mindthief's turn


@rules("GH-REFRESH-01")
def test_a_refresh_of_one_item_stops_after_one(tmp_path: Path) -> None:
    # Noxious Vials' top: one ally next to the Tinkerer refreshes ONE consumed small
    # item; the Brute has two.
    s = build_position(
        Position(
            [Character("tinkerer", hex=(1, 2)), Character("brute", hex=(2, 2))],
            scenario=str(arena_file(tmp_path)),
            monsters=[Monster("living-bones", (6, 0))],
        )
    )
    set_items(s, 1, (12, "consumed"), (13, "consumed"))  # two potions (small items)
    turn(s, 0, "Noxious Vials", "Crank Bow")
    pick(s, "Noxious Vials: top")
    pick(s, "Brute")
    pick(s, "refresh Minor Healing Potion")
    assert kind(s) != "refresh-item"
    assert s.heroes[1].item_state == ["ready", "consumed"]
