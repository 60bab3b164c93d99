"""Scenario 6, Decaying Crypt: the Living Spirit (flying, shielded, attacks and
curses every enemy within range, consumes Ice to stun), three Curses each at the
start, poison traps, and the goal "reveal M1a and kill the revealed enemies".

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `monster/living-spirit.json`, `deck/living-spirit.json`,
`scenarios/06.json`, `treasures.json`; Virtual Gloomhaven Board `6.json`), not read
from the file under test."""

from __future__ import annotations

import pytest
from gh_helpers import has, kind, pick, run, with_element

from rulebound import load_game
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.modifiers import CURSE
from rulebound.games.gloomhaven.monsters import load_monsters
from rulebound.games.gloomhaven.movement import enter_hex, open_door
from rulebound.games.gloomhaven.position import (
    place,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

TO_K2B: Hex = (3, -1)
TO_M1A: Hex = (8, -1)
SPIRIT_ALL_IN_RANGE = 581  # Move +0, Attack -1 on every enemy within range
SPIRIT_CURSE = 586  # Move +0, Curse every enemy within range, infuse Ice
SPIRIT_ICE_STUN = 587  # Move -1, Attack +1; consume Ice: Stun


def crypt(party: str = "brute,mindthief") -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=6, level=1)
    s = game.new_initial_state(0)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    stack_modifiers(s, None, *["+0"] * 20)
    return s


def spirits(s: GloomhavenState) -> list[Figure]:
    """Open the door to K2b: its Living Spirits are revealed; the rest of the
    room's monsters are removed, so that the spirit acts alone."""
    open_door(s, s.character(0), TO_K2B)
    found = [f for f in s.monsters() if f.type == "living-spirit"]
    for fig in s.monsters():
        if fig not in found[:1]:
            suffer(s, fig, fig.hp, cause=-1)
    return found[:1]


def act(s: GloomhavenState, fig: Figure, card: int) -> None:
    start_monster_turn(s, fig, card)
    while not s.is_over() and kind(s) in ("suffer-damage", "monster-outcome"):
        if kind(s) == "suffer-damage":
            pick(s, "take the damage")
        else:
            s.apply_action(s.decision().options[0])


def test_the_living_spirit_stat_card() -> None:
    spirit = load_monsters().monsters["living-spirit"]
    assert spirit.stats(0, "normal") == {
        "health": 2,
        "move": 2,
        "attack": 2,
        "range": 2,
        "shield": 1,
        "flying": True,
    }
    assert spirit.stats(7, "elite")["health"] == 9 and spirit.stats(6, "elite")["range"] == 5
    assert spirit.stats(4, "elite")["shield"] == 4


def test_the_scenario_file() -> None:
    scenario = load_scenario(6)
    assert [r.tile for r in scenario.rooms] == ["L1a", "K2b", "K1a", "M1a"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 133
    assert {n: len(scenario.monsters_in(1, n)) for n in (2, 3, 4)} == {2: 5, 3: 5, 4: 8}
    corpses = {
        n: sum(p.type == "living-corpse" for p in scenario.monsters_in(4, n)) for n in (2, 3, 4)
    }
    assert corpses == {2: 2, 3: 2, 4: 4}  # GHS's counts (data/README.md)
    assert scenario.treasure_item(50) == 101 and scenario.unlocks == (8,)
    assert scenario.rewards.party_achievements == ("jekserahs-plans", "dark-bounty")


@rules("GH-SETUP-05", "GH-COND-13")
def test_every_character_starts_with_three_curses() -> None:
    s = crypt()
    assert [h.deck.count(CURSE) for h in s.heroes] == [3, 3]


@rules("GH-RANGED-02", "GH-TARGET-02")
def test_a_spirit_attacks_every_enemy_within_range() -> None:
    s = crypt()
    (spirit,) = spirits(s)
    assert spirit.hex == (9, -4)
    brute, mind = s.character(0), s.character(1)
    brute.hex, mind.hex = (9, -6), (9, -3)  # two hexes away, and next to it
    hps = brute.hp, mind.hp
    act(s, spirit, SPIRIT_ALL_IN_RANGE)
    # level 1 normal: Attack 2 - 1, Range 2; the adjacent one at Disadvantage
    assert hps[0] - brute.hp == 1 and hps[1] - mind.hp == 1


@rules("GH-COND-13", "GH-MINFUSE-02")
def test_a_spirit_curses_every_enemy_within_range_and_infuses_ice() -> None:
    s = crypt()
    (spirit,) = spirits(s)
    q, r = spirit.hex
    brute, mind = s.character(0), s.character(1)
    brute.hex, mind.hex = (q - 1, r), (q - 6, r + 6)  # one in range, one far away
    curses = [h.deck.count(CURSE) for h in s.heroes]
    act(s, spirit, SPIRIT_CURSE)
    after = [h.deck.count(CURSE) for h in s.heroes]
    assert after == [curses[0] + 1, curses[1]]
    assert Element.ICE in s.elements.consumable()


@rules("GH-MCONSUME-01", "GH-COND-11")
def test_a_spirit_consumes_ice_to_stun() -> None:
    s = crypt()
    (spirit,) = spirits(s)
    brute = s.character(0)
    place(s, 0, (spirit.hex[0] - 1, spirit.hex[1]))
    with_element(s, Element.ICE)
    act(s, spirit, SPIRIT_ICE_STUN)
    assert has(brute, "stun")
    assert Element.ICE not in s.elements.consumable()


@rules("GH-MOVE-09")
def test_a_poison_trap_poisons_and_does_no_damage() -> None:
    s = crypt()
    open_door(s, s.character(0), TO_K2B)
    brute = s.character(0)
    hp = brute.hp
    enter_hex(s, brute, (9, -7), cause=-1)
    assert has(brute, "poison") and brute.hp == hp and (9, -7) not in s.traps


@rules("GH-ROUND-07", "GH-SEND-06")
def test_won_once_m1a_is_revealed_and_the_revealed_rooms_are_clear() -> None:
    s = crypt()
    for fig in s.monsters():
        suffer(s, fig, fig.hp, cause=-1)
    run(s, ("round-over",))
    assert not s.is_over()  # M1a not revealed yet
    open_door(s, s.character(0), TO_K2B)
    open_door(s, s.character(0), TO_M1A)
    for fig in s.monsters():
        suffer(s, fig, fig.hp, cause=-1)
    run(s, ("round-over",))
    assert s.outcome == "won"  # K1a was never revealed
