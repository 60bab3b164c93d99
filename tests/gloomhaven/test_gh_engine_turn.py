"""A character's turn through the engine (catalog section 8): the two actions and the
default halves, skipping, where cards go, the Long Rest, XP, loot, doors, Traps and
Hazardous Terrain, Push and Pull, summons, character damage and card loss,
exhaustion, Shield, Pierce and Retaliate, and when conditions act."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena, card_index, kind, labels, monster, pick, place, plan, turn

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import SUMMON, Figure
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    set_elements,
    set_hp,
    stack_ability_deck,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


# --- helpers ------------------------------------------------------------------------------


def stack(s: GloomhavenState, seat: int, *cards: str) -> None:
    """The character's attack modifier deck, top card first."""
    stack_modifiers(s, seat, *cards)


def monster_stack(s: GloomhavenState, *cards: str) -> None:
    stack_modifiers(s, None, *cards)


def drawn(s: GloomhavenState, kind_id: str, card: int) -> None:
    """``kind_id``'s ability card for the round is ``card``."""
    draw_ability_card(s, kind_id, card)


def ai_turn(s: GloomhavenState, fig: Figure) -> None:
    """Start ``fig``'s turn (a monster or a summon) now."""
    start_monster_turn(s, fig)


def idle(s: GloomhavenState) -> None:
    found = labels(s)
    for word in ("stop here", "stop attacking", "skip", "no", "take the damage"):
        if word in found:
            s.apply_action(found[word])
            return
    s.apply_action(s.decision().options[0])


def until(s: GloomhavenState, *kinds: str) -> None:
    """Answer idly until a decision of one of ``kinds`` (or none)."""
    while s.decision().options and kind(s) not in kinds:
        idle(s)


def index(s: GloomhavenState, seat: int, *names: str) -> list[int]:
    return [card_index(s, seat, n) for n in names]


def discard(s: GloomhavenState, seat: int, *names: str) -> None:
    position.move_cards(s, seat, "discard", *index(s, seat, *names))


def sub(tmp: Path, name: str) -> Path:
    (tmp / name).mkdir()
    return tmp / name


def moves(s: GloomhavenState) -> set[str]:
    return {text for text in labels(s) if text.startswith("hex ")}


def write_rooms(
    tmp: Path,
    first: list[dict[str, Any]] | None = None,
    second: list[dict[str, Any]] | None = None,
    door_state: str = "closed",
) -> Path:
    """Room 1 (q 0-3, r 0-4), a door at (4, 2), room 2 (q 5-8, r 0-4)."""
    data = {
        "scenario": 97,
        "name": "Door test",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard", "bandit-archer", "living-bones"],
        "rooms": [
            {
                "id": 1,
                "tile": "A",
                "initial": True,
                "hexes": [[q, r] for r in range(5) for q in range(4)],
                "contents": [{"hex": [0, r], "type": "start"} for r in range(4)],
                "monsters": list(first or []),
            },
            {
                "id": 2,
                "tile": "B",
                "hexes": [[q, r] for r in range(5) for q in range(5, 9)],
                "monsters": list(second or []),
            },
        ],
        "doors": [{"hex": [4, 2], "rooms": [1, 2], "state": door_state}],
    }
    path = tmp / "rooms.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def rooms_game(path: Path, seed: int = 0) -> GloomhavenState:
    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario_file=str(path))
    s = game.new_initial_state(seed)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def bones_at(h: list[int]) -> dict[str, Any]:
    return {"type": "living-bones", "hex": h, "players": {2: "normal"}}


def archer_at(h: list[int]) -> dict[str, Any]:
    return {"type": "bandit-archer", "hex": h, "players": {2: "normal"}}


# --- the two actions -------------------------------------------------------------------------


@rules("GH-ACTION-02", "GH-ACTION-04", "GH-GLOSS-26", "GH-GLOSS-14")
def test_one_top_and_one_bottom_of_the_two_cards_in_either_order(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    assert sorted(labels(s)) == sorted(
        f"{card}: {half}"
        for card in ("Trample", "Eye for an Eye")
        for half in ("top", "bottom", "top as Attack 2", "bottom as Move 2")
    )
    pick(s, "Eye for an Eye: bottom")  # a bottom first
    pick(s, "skip the heal")
    assert sorted(labels(s)) == ["Trample: top", "Trample: top as Attack 2"]


@rules("GH-ACTION-03", "GH-GLOSS-73")
def test_a_bottom_as_move_2_ignores_the_card_and_is_discarded(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom as Move 2")  # printed: Jump 4, attack, 2 XP, Lost
    assert kind(s) == "move" and "(2 left)" in s.decision().prompt
    assert "hex 1,2" not in moves(s)  # no Jump: the guard blocks
    pick(s, "hex 0,3")
    pick(s, "hex 1,3")
    hero = s.heroes[BRUTE]
    assert hero.xp == 0 and index(s, BRUTE, "Trample") == hero.discard and hero.lost == []


@rules("GH-ACTION-03")
def test_a_top_as_attack_2_ignores_the_card_and_is_discarded(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Overwhelming Assault", "Trample")  # printed: Attack 6, 2 XP, Lost
    pick(s, "Overwhelming Assault: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 2
    hero = s.heroes[BRUTE]
    assert (
        hero.xp == 0 and hero.lost == [] and hero.discard == index(s, BRUTE, "Overwhelming Assault")
    )


@rules("GH-ACTION-05", "GH-GLOSS-01")
def test_the_abilities_of_a_half_come_in_printed_order(tmp_path: Path) -> None:
    s = arena(tmp_path, party="mindthief,brute")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, 0, (0, 2))
    stack(s, 0, "+0")
    turn(s, 0, "Scurry", "Into the Night")
    pick(s, "Scurry: top")  # Move 3, then Attack 1
    assert kind(s) == "move"
    pick(s, "hex 1,2")
    pick(s, "hex 2,2")
    pick(s, "stop here")
    assert kind(s) == "attack-target"
    pick(s, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 1


@rules("GH-ACTION-08", "GH-ACTION-09", "GH-BONUS-01", "GH-GLOSS-20", "GH-GLOSS-86")
def test_a_played_card_goes_to_the_lost_pile_the_discards_or_the_active_area(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Overwhelming Assault", "Warding Strength")
    pick(s, "Overwhelming Assault: top")  # Lost
    pick(s, "Bandit Guard 1")
    pick(s, "Warding Strength: bottom")  # a persistent bonus
    hero = s.heroes[BRUTE]
    assault, warding = index(s, BRUTE, "Overwhelming Assault", "Warding Strength")
    assert hero.lost == [assault] and hero.discard == []
    assert [a.card for a in hero.active] == [warding]
    s2 = arena(sub(tmp_path, "b"))
    monster(s2, "bandit-guard", (6, 4))
    turn(s2, BRUTE, "Sweeping Blow", "Grab and Go")
    pick(s2, "Sweeping Blow: bottom")
    pick(s2, "stop here")
    pick(s2, "Grab and Go: top")
    assert sorted(s2.heroes[BRUTE].discard) == sorted(
        index(s2, BRUTE, "Sweeping Blow", "Grab and Go")
    )


@rules("GH-ACTION-06", "GH-INFUSE-04", "GH-XP-03", "GH-GLOSS-53")
def test_a_skipped_ability_leaves_the_standalone_infusion_undone(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    turn(s, BRUTE, "Eye for an Eye", "Trample")
    pick(s, "Eye for an Eye: bottom")  # Heal 2 Range 1, then (standalone) infuse Earth
    pick(s, "skip the heal")
    pick(s, "Trample: top as Attack 2")
    assert s.elements.level(Element.EARTH) == Strength.INERT
    s2 = arena(sub(tmp_path, "b"))
    monster(s2, "bandit-guard", (6, 4))
    turn(s2, BRUTE, "Eye for an Eye", "Trample")
    pick(s2, "Eye for an Eye: bottom")
    pick(s2, "Brute at")  # performed, even at full HP
    pick(s2, "Trample: top as Attack 2")
    assert s2.elements.level(Element.EARTH) == Strength.STRONG


@rules("GH-XP-01", "GH-XP-03", "GH-DX-37", "GH-GLOSS-04")
def test_standalone_xp_needs_another_ability_of_the_half_used(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (3, 0))
    place(s, BRUTE, (0, 0))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: top")  # Attack 3 Range 3, and 1 XP
    pick(s, "stop attacking")
    assert s.heroes[BRUTE].xp == 0
    s2 = arena(sub(tmp_path, "b"))
    guard = monster(s2, "bandit-guard", (3, 0))
    place(s2, BRUTE, (0, 0))
    stack(s2, BRUTE, "+0")
    turn(s2, BRUTE, "Spare Dagger", "Trample")
    pick(s2, "Spare Dagger: top")
    pick(s2, "Bandit Guard 1")
    assert guard.hp == guard.max_hp - 3
    assert s2.heroes[BRUTE].xp == 1  # no choice is offered to refuse it


@rules("GH-XP-02", "GH-CONSUME-07", "GH-GLOSS-52")
def test_xp_attached_to_an_augment_comes_only_with_its_element(tmp_path: Path) -> None:
    def frigid(tmp: Path, ice: bool) -> GloomhavenState:
        s = arena(tmp, party="mindthief,brute")
        set_hp(s, monster(s, "bandit-guard", (1, 2)), 20, most=20)
        place(s, 0, (0, 2))
        stack(s, 0, "+0")
        if ice:
            set_elements(s, ice="strong")
        turn(s, 0, "Frigid Apparition", "Scurry")
        pick(s, "Frigid Apparition: top")  # Attack 3; Ice: Stun and 1 XP
        if ice:
            pick(s, "consume")
        pick(s, "Bandit Guard 1")
        return s

    cold = frigid(tmp_path, ice=True)
    assert cold.heroes[0].xp == 1 and cold.monsters()[0].conditions.has("stun")
    plain = frigid(sub(tmp_path, "b"), ice=False)
    assert plain.heroes[0].xp == 0 and not plain.monsters()[0].conditions.has("stun")


@rules("GH-XP-04", "GH-GLOSS-39")
def test_xp_keeps_counting_past_ten(tmp_path: Path) -> None:
    s = arena(tmp_path)
    set_hp(s, monster(s, "bandit-guard", (1, 2)), 20, most=20)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    position.set_experience(s, BRUTE, 9)
    turn(s, BRUTE, "Overwhelming Assault", "Trample")
    pick(s, "Overwhelming Assault: top")
    pick(s, "Bandit Guard 1")
    assert s.heroes[BRUTE].xp == 11


# --- Long Rest ------------------------------------------------------------------------------


@rules(
    "GH-LREST-01",
    "GH-LREST-02",
    "GH-LREST-03",
    "GH-LREST-04",
    "GH-PSTART-01",
    "GH-DX-10",
    "GH-GLOSS-97",
)
def test_a_wounded_long_rest_at_99(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_ability_deck(s, "bandit-guard", 529)  # Initiative 70
    brute, fig = s.heroes[BRUTE], s.character(BRUTE)
    set_hp(s, fig, 5)
    give(s, fig, "wound")
    discard(s, BRUTE, "Trample", "Eye for an Eye", "Sweeping Blow", "Spare Dagger")
    hand = list(brute.hand)
    s.refresh()
    pick(s, "Long Rest")
    plan(s, s.decision().seat, "Into the Night", "Scurry")
    until(s, "suffer-damage")
    assert s.log[-1] == "Brute's turn." and "Bandit Guard 1's turn." in s.log  # 99 is last
    pick(s, "take the damage")  # the Wound, at the start of the turn
    assert fig.hp == 4 and kind(s) == "long-rest-lose"
    assert sorted(labels(s)) == ["Eye for an Eye", "Spare Dagger", "Sweeping Blow", "Trample"]
    pick(s, "Sweeping Blow")  # the player chooses
    assert brute.lost == index(s, BRUTE, "Sweeping Blow") and brute.discard == []
    assert sorted(brute.hand) == sorted(
        hand + index(s, BRUTE, "Trample", "Eye for an Eye", "Spare Dagger")
    )
    assert fig.hp == 6 and not fig.conditions.has("wound")  # Heal 2, Self


# --- loot -------------------------------------------------------------------------------------


@rules("GH-LOOT-01", "GH-LOOT-02", "GH-LOOT-05", "GH-GLOSS-79", "GH-GLOSS-101")
def test_loot_takes_every_coin_and_treasure_within_range(tmp_path: Path) -> None:
    contents = [
        {"hex": [2, 2], "type": "coin", "amount": 2},
        {"hex": [1, 3], "type": "treasure", "number": 7},
        {"hex": [3, 2], "type": "coin", "amount": 1},  # range 2
    ]
    s = arena(tmp_path, contents=contents)
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (1, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")  # Loot 1
    brute = s.heroes[BRUTE]
    assert (brute.coins, brute.treasures) == (2, [7])
    assert s.coins == {(3, 2): 1} and s.treasures == {}
    assert s.heroes[MINDTHIEF].coins == 0  # the looter's own


@rules("GH-PEND-01", "GH-GLOSS-105")
def test_a_coin_in_the_hex_where_the_turn_ends_is_looted(tmp_path: Path) -> None:
    contents = [
        {"hex": [1, 2], "type": "coin", "amount": 1},
        {"hex": [3, 2], "type": "coin", "amount": 1},
    ]
    s = arena(tmp_path, contents=contents)
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    for h in ("hex 1,2", "hex 2,2", "hex 3,2", "hex 3,3"):
        pick(s, h)
    assert s.heroes[BRUTE].coins == 0  # passing over coins takes nothing
    place(s, BRUTE, (3, 2))
    pick(s, "Trample: top as Attack 2")  # no target; the turn ends on a coin
    assert s.heroes[BRUTE].coins == 1 and set(s.coins) == {(1, 2)}


# --- doors and revealed rooms ------------------------------------------------------------------


@rules(
    "GH-MOVE-16",
    "GH-MOVE-17",
    "GH-MOVE-20",
    "GH-MOVE-21",
    "GH-MOVE-22",
    "GH-DX-31",
    "GH-GLOSS-88",
    "GH-GLOSS-90",
)
def test_opening_a_door_reveals_the_room_and_its_monsters_join_the_round(
    tmp_path: Path,
) -> None:
    first = [{"type": "bandit-guard", "hex": [0, 4], "players": {2: "normal"}}]
    second = [
        bones_at([6, 2]),
        {"type": "living-bones", "hex": [7, 2], "players": {3: "normal"}},  # 3 players only
        archer_at([8, 0]),
    ]
    s = rooms_game(write_rooms(tmp_path, first, second))
    door = (4, 2)
    assert door in s.hexmap.doors and not s.hexmap.line_of_sight((3, 2), (5, 2))
    stack_ability_deck(s, "bandit-guard", 529)  # 70
    stack_ability_deck(s, "living-bones", 523)  # 12
    stack_ability_deck(s, "bandit-archer", 539)  # 29
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 0))
    plan(s, s.decision().seat, "Shield Bash", "Grab and Go")
    plan(s, s.decision().seat, "Scurry", "Into the Night")
    assert kind(s) == "play-half" and s.decision().seat == BRUTE
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 3,2")
    pick(s, "hex 4,2")  # onto the closed door
    assert door in s.open_doors and door not in s.hexmap.doors
    assert s.hexmap.line_of_sight((3, 2), (5, 2))
    assert s.rooms == (1, 2)
    assert sorted((f.type, f.hex) for f in s.monsters()) == [
        ("bandit-archer", (8, 0)),
        ("bandit-guard", (0, 4)),
        ("living-bones", (6, 2)),
    ]
    assert s.ability_decks["living-bones"].drawn == 523
    assert s.ability_decks["bandit-archer"].drawn == 539
    pick(s, "stop here")  # the Brute stands on the open door
    pick(s, "Shield Bash: top as Attack 2")
    until(s, "play-half")
    taken = [line for line in s.log if line.endswith("'s turn.")]
    assert [t.split()[0] for t in taken[-2:]] == ["Living", "Mindthief's"]  # 12 < 15: at once
    until(s, "plan")
    taken = [line for line in s.log if line.endswith("'s turn.")]
    assert [t.split()[1] for t in taken[-2:]] == ["Archer", "Guard"]  # 29, then 70


@rules("GH-MOVE-19")
def test_with_too_few_standees_the_monsters_nearest_the_door_come_first(tmp_path: Path) -> None:
    first = [archer_at([q, r]) for q, r in ((1, 0), (2, 0), (3, 0), (1, 4), (2, 4))]
    second = [archer_at([8, 4]), archer_at([5, 2]), archer_at([7, 0])]
    s = rooms_game(write_rooms(tmp_path, first, second))
    assert len(s.monsters()) == 5
    place(s, BRUTE, (3, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 4,2")
    archers = [f for f in s.monsters() if f.hex[0] >= 5]
    assert [f.hex for f in archers] == [(5, 2)]  # the sixth and last standee
    assert sorted(f.number for f in s.monsters()) == [1, 2, 3, 4, 5, 6]


@rules("GH-MOVE-18")
def test_standee_numbers_in_a_revealed_room_are_drawn_at_random(tmp_path: Path) -> None:
    path = write_rooms(tmp_path, [], [bones_at([6, 1]), bones_at([6, 3])])
    seen = set()
    for seed in range(6):
        s = rooms_game(path, seed)
        place(s, BRUTE, (3, 2))
        turn(s, BRUTE, "Grab and Go", "Trample")
        pick(s, "Grab and Go: bottom")
        pick(s, "hex 4,2")
        seen.add(tuple(f.number for f in sorted(s.monsters(), key=lambda f: f.hex)))
    assert len(seen) > 1


@rules("GH-GLOSS-89", "GH-MOVE-16")
def test_a_locked_door_cannot_be_entered(tmp_path: Path) -> None:
    s = rooms_game(write_rooms(tmp_path, [], [bones_at([6, 2])], door_state="locked"))
    place(s, BRUTE, (3, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    assert "hex 4,2" not in moves(s)


# --- traps, hazardous and difficult terrain -------------------------------------------------


@rules("GH-MOVE-09", "GH-MOVE-10", "GH-GLOSS-118", "GH-ATK-03")
def test_a_damage_trap_deals_2_plus_level_and_is_removed(tmp_path: Path) -> None:
    s = arena(tmp_path, level=2, contents=[{"hex": [1, 2], "type": "trap", "damage": True}])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    fig = s.character(BRUTE)
    position.set_shield(s, fig, 1)  # a Shield reduces attacks only
    decks = (s.heroes[BRUTE].deck, s.monster_deck)
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")
    assert kind(s) == "suffer-damage" and "suffer 4 damage" in s.decision().prompt
    pick(s, "take the damage")
    assert fig.hp == fig.max_hp - 4
    assert (s.heroes[BRUTE].deck, s.monster_deck) == decks  # no modifier card drawn
    assert s.traps == {} and (1, 2) not in s.hexmap.traps


@rules("GH-GLOSS-118")
def test_a_condition_trap_gives_its_condition_and_no_damage(tmp_path: Path) -> None:
    trap = {"hex": [1, 2], "type": "trap", "condition": "poison"}
    s = arena(tmp_path, contents=[trap])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")
    assert kind(s) == "move"
    assert s.character(BRUTE).conditions.has("poison") and s.traps == {}


@rules("GH-MOVE-06", "GH-MOVE-07", "GH-GLOSS-102", "GH-DX-02")
def test_a_jump_ignores_traps_and_figures_except_in_its_last_hex(tmp_path: Path) -> None:
    traps = [{"hex": [h, 2], "type": "trap", "damage": True} for h in (1, 3)]
    s = arena(tmp_path, level=3, contents=traps)
    guard = monster(s, "bandit-guard", (2, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom")  # Jump 4, then Attack 2 on every enemy jumped over
    pick(s, "hex 1,2")
    pick(s, "hex 2,2")  # through the guard
    pick(s, "hex 3,2")
    assert kind(s) == "jump" and set(s.traps) == {(1, 2), (3, 2)}  # passed over
    pick(s, "stop here")  # ends on the second trap
    assert kind(s) == "suffer-damage" and "suffer 5 damage" in s.decision().prompt
    pick(s, "take the damage")
    assert set(s.traps) == {(1, 2)}
    assert guard.hp == 20 - 2


@rules("GH-MOVE-12", "GH-MOVE-13", "GH-MOVE-14", "GH-DX-03", "GH-GLOSS-113")
def test_hazardous_terrain_hurts_on_each_entry_only(tmp_path: Path) -> None:
    lava = [{"hex": [h, 2], "type": "hazardous"} for h in (1, 2)]
    s = arena(tmp_path, level=3, contents=lava)
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    fig = s.character(BRUTE)
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    for h in ("hex 1,2", "hex 2,2"):
        pick(s, h)
        assert "suffer 2 damage" in s.decision().prompt  # floor((2 + 3) / 2)
        pick(s, "take the damage")
    pick(s, "stop here")
    assert fig.hp == fig.max_hp - 4
    assert s.hexmap.hazardous == {(1, 2), (2, 2)}  # the tiles stay
    pick(s, "Trample: top as Attack 2")
    turn(s, BRUTE, "Sweeping Blow", "Spare Dagger")  # it starts on the hazard, stays
    pick(s, "Spare Dagger: top")
    pick(s, "Sweeping Blow: bottom")
    pick(s, "stop here")
    assert fig.hp == fig.max_hp - 4


@rules("GH-MOVE-04", "GH-GLOSS-112")
def test_difficult_terrain_costs_two_movement_points(tmp_path: Path) -> None:
    s = arena(tmp_path, contents=[{"hex": [1, 2], "type": "difficult"}])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    pick(s, "hex 1,2")
    assert "(2 left)" in s.decision().prompt


@rules("GH-GLOSS-81", "GH-ABIL-02", "GH-ABIL-03", "GH-ABIL-05", "GH-GLOSS-56", "GH-GLOSS-93")
def test_walls_block_movement_and_line_of_sight(tmp_path: Path) -> None:
    s = arena(tmp_path, walls=[[2, 2]], party="tinkerer,brute")
    monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (3, 0))
    place(s, 0, (1, 2))
    place(s, 1, (4, 0))
    turn(s, 0, "Stun Shot", "Reinvigorating Elixir")
    pick(s, "Stun Shot: top")  # Attack 1 Range 3: the guard at (3, 2) is 3 hexes around
    assert s.hexmap.range_between((1, 2), (3, 2)) == 3
    assert sorted(labels(s)) == ["Bandit Guard 2 at hex 3,0", "stop attacking"]
    pick(s, "stop attacking")
    pick(s, "Reinvigorating Elixir: bottom as Move 2")
    assert "hex 2,2" not in moves(s) and "hex 2,1" in moves(s)


@rules("GH-GLOSS-05", "GH-GLOSS-81")
def test_hexes_split_by_a_wall_line_are_not_adjacent(tmp_path: Path) -> None:
    data = {
        "scenario": 94,
        "name": "Thin wall",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard"],
        "rooms": [
            {
                "id": 1,
                "tile": "A",
                "initial": True,
                "hexes": [[q, r] for r in range(3) for q in range(4)],
                "contents": [{"hex": [0, r], "type": "start"} for r in range(2)],
            },
            {"id": 2, "tile": "B", "hexes": [[q, r] for r in range(3) for q in range(4, 8)]},
        ],
        "doors": [{"hex": [3, 3], "rooms": [1, 2]}],  # the tiles touch along q = 3 | 4
    }
    path = tmp_path / "thin.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    s = rooms_game(path)
    monster(s, "bandit-guard", (4, 1))  # the next hex, beyond the tile edge
    place(s, BRUTE, (3, 1))
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")  # melee: no adjacent enemy
    assert kind(s) == "play-half"
    pick(s, "Grab and Go: bottom")
    assert "hex 4,1" not in moves(s) and "hex 4,0" not in moves(s)


@rules("GH-GLOSS-34", "GH-AOE-05", "GH-AOE-03")
def test_a_ranged_area_reaches_hexes_beyond_range_once_one_is_in_range(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    for h in ((3, 2), (4, 1), (4, 2)):  # one triangle; only (3, 2) is within Range 3
        set_hp(s, monster(s, "bandit-guard", h), 20, most=20)
    place(s, 0, (0, 2))
    place(s, 1, (0, 0))
    stack(s, 0, "+0", "+0", "+0")
    turn(s, 0, "Ink Bomb", "Stun Shot")
    pick(s, "Ink Bomb: top")  # Attack 4 Range 3, a 3-hex triangle, 1 XP per target
    assert s.hexmap.range_between((0, 2), (4, 1)) == 4
    everyone = [a for text, a in labels(s).items() if text.count("Bandit Guard") == 3]
    assert len(everyone) == 1
    s.apply_action(everyone[0])
    assert [f.hp for f in s.monsters()] == [16, 16, 16]
    assert s.heroes[0].xp == 3


# --- Push and Pull -----------------------------------------------------------------------------


def push_setup(tmp_path: Path, **kw: Any) -> tuple[GloomhavenState, Figure]:
    s = arena(tmp_path, **kw)
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (2, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    return s, guard


@rules("GH-PUSH-01", "GH-PUSH-02", "GH-PUSH-05", "GH-DX-32", "GH-GLOSS-106")
def test_push_moves_the_target_away_the_full_distance(tmp_path: Path) -> None:
    s, guard = push_setup(tmp_path)
    assert kind(s) == "push" and enc.STOP not in s.decision().options
    assert sorted(moves(s)) == ["hex 3,3", "hex 4,1", "hex 4,2"]  # each farther away
    pick(s, "hex 4,2")
    assert kind(s) == "push" and sorted(moves(s)) == ["hex 4,3", "hex 5,1", "hex 5,2"]
    pick(s, "hex 5,2")
    assert guard.hex == (5, 2) and kind(s) == "play-half"


def push_around_a_wall(
    tmp_path: Path, brute: tuple[int, int] | None = None
) -> tuple[GloomhavenState, Figure]:
    """Walls at (3,0) and (3,1). Fearsome Blade's Push 3 from the Mindthief at (2,2):
    the guard goes to (4,1) (range 2), then to (4,0), at range 3 around the wall though
    only 2 hexes away in a straight line. ``brute``: the Brute's hex, if on the map."""
    s = arena(tmp_path, walls=[[3, 0], [3, 1]])
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, MINDTHIEF, (2, 2))
    if brute is not None:
        place(s, BRUTE, brute)
    stack(s, MINDTHIEF, "+0")
    turn(s, MINDTHIEF, "Fearsome Blade", "Scurry")
    pick(s, "Fearsome Blade: top")  # Attack 2, Push 3
    pick(s, "Bandit Guard 1")
    pick(s, "hex 4,1")
    pick(s, "hex 4,0")
    return s, guard


@rules("GH-PUSH-02")
def test_push_counts_farther_by_range_around_walls(tmp_path: Path) -> None:
    """From (4,0) no hex is farther by range than 3 ((5,0) is at range 3 too), so the
    push ends after two hexes."""
    s, guard = push_around_a_wall(tmp_path)
    assert guard.hex == (4, 0) and kind(s) != "push"


@rules("GH-PUSH-02")
def test_a_push_stopped_around_a_wall_says_why_by_range(tmp_path: Path) -> None:
    """The Brute on (5,0): that hex is at range 3, no farther than the guard's, so the
    Brute is not what stops the push."""
    s, _ = push_around_a_wall(tmp_path, brute=(5, 0))
    (line,) = [text for text in s.log if "pushes" in text]
    assert line.endswith("then it stops: no open hex farther from Mindthief.")


@rules("GH-PUSH-04", "GH-DX-32")
def test_push_stops_at_walls_and_enemies_of_the_target(tmp_path: Path) -> None:
    s, guard = push_setup(tmp_path, walls=[[5, 1], [5, 2], [4, 3]])
    place(s, MINDTHIEF, (3, 3))
    s.refresh()
    assert sorted(moves(s)) == ["hex 4,1", "hex 4,2"]  # not onto the Mindthief
    pick(s, "hex 4,2")  # walls behind: the push ends after one hex
    assert guard.hex == (4, 2) and kind(s) == "play-half"


@rules("GH-PUSH-06", "GH-DX-32")
def test_push_passes_the_targets_allies_but_does_not_end_on_them(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    other = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (2, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")
    pick(s, "Bandit Guard 1")
    pick(s, "hex 4,2")  # through the other guard
    assert "hex 4,2" not in moves(s)
    pick(s, "hex 5,2")
    assert (guard.hex, other.hex) == ((5, 2), (4, 2))


@rules("GH-PUSH-06")
def test_a_push_does_not_enter_an_ally_it_could_not_leave(tmp_path: Path) -> None:
    """Walls behind the other guard: a push into its hex would have to end there, so
    that hex is not offered (found by the conformance invariants: two figures in one
    hex after a Hook Gun pull)."""
    s = arena(tmp_path, walls=[[5, 1], [5, 2], [4, 3]])
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    other = monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (2, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")
    pick(s, "Bandit Guard 1")
    assert sorted(moves(s)) == ["hex 3,3", "hex 4,1"]
    pick(s, "hex 4,1")
    assert guard.hex != other.hex


@rules("GH-PUSH-07", "GH-PUSH-08", "GH-MOVE-11", "GH-DX-32")
def test_a_push_into_a_trap_springs_it_and_the_kill_is_the_pushers(tmp_path: Path) -> None:
    s = arena(tmp_path, level=3, party="brute,tinkerer")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (2, 2))
    place(s, 1, (5, 1))
    stack(s, 1, "+0")
    stack(s, BRUTE, "+0")
    turn(s, 1, "Proximity Mine", "Stun Shot")
    pick(s, "Proximity Mine: top")  # a 6-damage trap, 2 XP if an enemy springs it
    pick(s, "hex 5,2")
    assert s.traps[(5, 2)].amount == 6
    set_hp(s, guard, 6)
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")
    pick(s, "Bandit Guard 1")  # 3 damage, then Push 2
    assert guard.hp == 3
    pick(s, "hex 4,2")
    pick(s, "hex 5,2")  # into the trap: 6 damage, not 6 + 3
    assert not guard.alive and s.coins == {(5, 2): 1}
    assert s.heroes[BRUTE].kills == 1 and s.heroes[1].xp == 2


@rules("GH-PUSH-07", "GH-GLOSS-122")
def test_a_flying_monster_pushed_into_a_trap_does_not_spring_it(tmp_path: Path) -> None:
    """A target with Flying is not hurt by a Trap it is pushed into (a Wind Demon's stat
    card flies); the trap stays for the next figure that walks in."""
    s = arena(tmp_path, contents=[{"hex": [4, 2], "type": "trap", "damage": True}])
    demon = monster(s, "wind-demon", (3, 2))
    set_hp(s, demon, 20, most=20)
    place(s, BRUTE, (2, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Wind Demon 1")
    hp = demon.hp
    pick(s, "hex 4,2")
    assert demon.hex == (4, 2) and demon.hp == hp and (4, 2) in s.traps


@rules("GH-PUSH-07")
def test_a_push_into_hazardous_terrain_hurts(tmp_path: Path) -> None:
    s, guard = push_setup(tmp_path, contents=[{"hex": [4, 2], "type": "hazardous"}])
    pick(s, "hex 4,2")
    assert guard.hp == 20 - 3 - 1  # the attack, then floor((2 + 1) / 2)


@rules("GH-PUSH-03", "GH-GLOSS-117")
def test_pull_brings_the_target_closer(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    guard = monster(s, "bandit-guard", (4, 2))
    set_hp(s, guard, 20, most=20)
    place(s, 0, (1, 2))
    stack(s, 0, "+0")
    turn(s, 0, "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: top")  # Attack 2 Range 3, Pull 2
    pick(s, "Bandit Guard 1")
    assert kind(s) == "pull" and moves(s) == {"hex 3,2"}  # each hex closer
    pick(s, "hex 3,2")
    assert moves(s) == {"hex 2,2"}
    pick(s, "hex 2,2")
    assert guard.hex == (2, 2)


# --- summons ---------------------------------------------------------------------------------


def summoned(s: GloomhavenState, seat: int) -> list[Figure]:
    return [f for f in s.figures if f.kind == SUMMON and f.seat == seat and f.alive]


@rules(
    "GH-SUMMON-01",
    "GH-SUMMON-03",
    "GH-SUMMON-04",
    "GH-GLOSS-42",
    "GH-GLOSS-43",
    "GH-GLOSS-44",
)
def test_a_summon_is_placed_next_to_the_summoner_and_its_card_stays_active(
    tmp_path: Path,
) -> None:
    trap = {"hex": [1, 3], "type": "trap", "damage": True}
    s = arena(tmp_path, party="tinkerer,brute", contents=[trap])
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    turn(s, 0, "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: top")  # Summon Decoy, 2 XP; Lost, persistent
    # empty adjacent hexes only: not the Brute's, not the trap's
    assert sorted(moves(s)) == ["hex 0,2", "hex 0,3", "hex 1,1", "hex 2,1"]
    pick(s, "hex 1,1")
    (decoy,) = summoned(s, 0)
    assert (decoy.name, decoy.hex, decoy.hp, decoy.max_hp) == ("Decoy", (1, 1), 6, 6)
    hero = s.heroes[0]
    contraption = card_index(s, 0, "Harmless Contraption")
    assert [(a.card, a.summon) for a in hero.active] == [(contraption, decoy.id)]
    assert hero.xp == 2


@rules("GH-SUMMON-02")
def test_no_summon_without_an_empty_adjacent_hex(tmp_path: Path) -> None:
    walls = [[0, 1], [1, 1], [2, 1], [2, 2], [0, 3], [1, 3]]
    s = arena(tmp_path, party="tinkerer,brute", walls=walls, starts=[(0, 0), (0, 4)])
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (0, 2))
    turn(s, 0, "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: top")
    assert kind(s) == "play-half" and summoned(s, 0) == []
    hero = s.heroes[0]
    assert hero.active == [] and hero.xp == 0  # nothing performed


@rules("GH-SUMMON-01", "GH-GLOSS-37", "GH-GLOSS-36")
def test_a_summon_needs_an_empty_hex(tmp_path: Path) -> None:
    contents = [
        {"hex": [2, 2], "type": "hazardous"},
        {"hex": [2, 1], "type": "difficult"},
        {"hex": [1, 1], "type": "coin", "amount": 1},
    ]
    s = arena(tmp_path, party="tinkerer,brute", contents=contents)
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (5, 0))
    turn(s, 0, "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: top")
    assert sorted(moves(s)) == ["hex 0,2", "hex 0,3", "hex 1,3"]


@rules("GH-SUMMON-07", "GH-SUMMON-06", "GH-SUMMON-09", "GH-ATKRES-03", "GH-GLOSS-24")
def test_a_summon_draws_from_its_summoners_deck_and_dies_with_its_card_lost(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    other = monster(s, "bandit-guard", (5, 0))
    place(s, MINDTHIEF, (1, 2))
    stack(s, MINDTHIEF, "+1", "+0")
    monster_stack(s, "+2", "+0")
    turn(s, MINDTHIEF, "Gnawing Horde", "Scurry")
    pick(s, "Gnawing Horde: top")  # Summon Rat Swarm (Attack 2, Poison)
    pick(s, "hex 2,2")
    (rat,) = summoned(s, MINDTHIEF)
    ai_turn(s, rat)
    assert guard.hp == 20 - 3 and guard.conditions.has("poison")
    assert other.hp == other.max_hp  # each standee its own damage
    assert [str(c) for c in s.heroes[MINDTHIEF].deck.discard] == ["+1"]
    assert s.monster_deck.discard == ()
    drawn(s, "bandit-guard", 527)  # Move +0, Attack +0
    set_hp(s, rat, 2)
    ai_turn(s, guard)  # the rat is the nearest enemy
    assert not rat.alive
    hero = s.heroes[MINDTHIEF]
    assert hero.active == [] and hero.lost == index(s, MINDTHIEF, "Gnawing Horde")


# --- character damage and exhaustion ---------------------------------------------------------


@rules("GH-CDMG-01", "GH-CDMG-02", "GH-CDMG-03", "GH-GLOSS-09")
def test_damage_may_be_negated_by_losing_a_hand_card_or_two_discards(tmp_path: Path) -> None:
    trap = {"hex": [1, 2], "type": "trap", "damage": True}
    s = arena(tmp_path, contents=[trap])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    brute, fig = s.heroes[BRUTE], s.character(BRUTE)
    discard(s, BRUTE, "Sweeping Blow")
    shield_bash = card_index(s, BRUTE, "Shield Bash")
    position.put_in_active_area(s, BRUTE, shield_bash, "bottom")
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")
    # each label adds what it negates: "lose Trample from hand (negates 3 damage)"
    found = [t.split(" (")[0] for t in labels(s)]
    hand_options = sorted(t for t in found if t.endswith("from hand"))
    assert hand_options == sorted(
        f"lose {brute.cls.cards[c].name} from hand" for c in brute.hand
    )  # not Trample, still to be played (Grab and Go is being played)
    assert "lose Trample from hand" not in found
    assert sorted(t for t in found if t.endswith("from discards")) == [
        "lose Shield Bash from discards",
        "lose Sweeping Blow from discards",
    ]
    pick(s, "lose Shield Bash from discards")
    assert [t.split(" (")[0] for t in labels(s)] == ["lose Sweeping Blow from discards"]
    pick(s, "lose Sweeping Blow from discards")
    assert fig.hp == fig.max_hp and brute.active == [] and brute.discard == []
    assert sorted(brute.lost) == sorted([shield_bash, *index(s, BRUTE, "Sweeping Blow")])


@rules("GH-CDMG-02")
def test_one_hand_card_negates_the_whole_damage(tmp_path: Path) -> None:
    s = arena(tmp_path, level=5, contents=[{"hex": [1, 2], "type": "trap", "damage": True}])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")  # 7 damage
    pick(s, "lose Spare Dagger from hand")
    assert s.character(BRUTE).hp == 10 and s.heroes[BRUTE].lost == index(s, BRUTE, "Spare Dagger")


@rules(
    "GH-CDMG-05",
    "GH-EXHAUST-01",
    "GH-EXHAUST-02",
    "GH-EXHAUST-05",
    "GH-SUMMON-09",
    "GH-MATK-11",
)
def test_at_zero_hp_the_character_is_exhausted_with_its_summons(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, MINDTHIEF, (1, 2))
    stack(s, MINDTHIEF, "+0", "+0")
    turn(s, MINDTHIEF, "Gnawing Horde", "Scurry")
    pick(s, "Gnawing Horde: top")
    pick(s, "hex 1,1")
    pick(s, "Scurry: bottom as Move 2")
    pick(s, "stop here")
    turn(s, MINDTHIEF, "Feedback Loop", "Into the Night")
    pick(s, "Feedback Loop: top")  # an Augment: persistent, no slots
    pick(s, "Into the Night: bottom as Move 2")
    pick(s, "stop here")
    hero, fig = s.heroes[MINDTHIEF], s.character(MINDTHIEF)
    assert len(hero.active) == 2
    deck = hero.deck
    place(s, MINDTHIEF, (2, 2))
    set_hp(s, fig, 2)
    drawn(s, "bandit-guard", 527)
    monster_stack(s, "+0")
    ai_turn(s, guard)  # Attack 2 on the Mindthief
    assert kind(s) == "suffer-damage"
    pick(s, "take the damage")
    assert hero.exhausted and not fig.alive and summoned(s, MINDTHIEF) == []
    assert hero.active == []
    assert hero.lost == index(s, MINDTHIEF, "Gnawing Horde")
    assert index(s, MINDTHIEF, "Feedback Loop")[0] in hero.discard
    assert hero.deck is deck  # not reset before the end of the scenario


@rules("GH-EXHAUST-02")
def test_an_exhausted_character_takes_no_further_turn(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    stack_ability_deck(s, "bandit-guard", 525)  # Move +1, Attack -1: Initiative 30
    place(s, MINDTHIEF, (1, 2))
    place(s, BRUTE, (0, 4))
    set_hp(s, s.character(MINDTHIEF), 1)
    monster_stack(s, "+0")
    plan(s, s.decision().seat, "Trample", "Eye for an Eye")
    plan(s, s.decision().seat, "Submissive Affliction", "Scurry")
    assert kind(s) == "suffer-damage"  # the guard (30) attacks the Mindthief (48)
    pick(s, "take the damage")
    assert s.heroes[MINDTHIEF].exhausted
    assert kind(s) == "play-half" and s.decision().seat == BRUTE
    assert "Mindthief's turn." not in s.log and guard.alive


# --- Shield, Pierce and Retaliate ---------------------------------------------------------------


def armoured_guard(s: GloomhavenState, h: tuple[int, int]) -> Figure:
    """An elite guard (Shield 1 on its level-1 stat card) after its turn with card 524
    (Shield 1, Retaliate 2 for the round)."""
    guard = monster(s, "bandit-guard", h, rank="elite")
    drawn(s, "bandit-guard", 524)
    ai_turn(s, guard)
    assert guard.shield == 1 and guard.retaliate == ((2, 1),)
    return guard


@rules("GH-SHIELD-01", "GH-SHIELD-02", "GH-SHIELD-03", "GH-ATKRES-02", "GH-GLOSS-83")
def test_pierce_cancels_shield_from_the_stat_card_and_the_ability_card(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = armoured_guard(s, (1, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+1", "+1")
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Trample: top")  # Attack 3, Pierce 2
    pick(s, "elite Bandit Guard 1")
    pick(s, "take the damage")  # Retaliate 2
    assert guard.hp == 20 - 4  # 3 + 1 against Shield 2 - Pierce 2
    pick(s, "Spare Dagger: bottom")  # Attack 2, no Pierce
    pick(s, "elite Bandit Guard 1")
    assert guard.hp == 20 - 4 - 1  # 2 + 1 - 2


@rules("GH-RETAL-01", "GH-RETAL-03", "GH-RETAL-05", "GH-ATKRES-08", "GH-GLOSS-94")
def test_retaliate_hits_an_adjacent_attacker_through_its_shield_without_a_draw(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    guard = armoured_guard(s, (1, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 2))
    fig = s.character(BRUTE)
    position.set_shield(s, fig, 3)
    stack(s, BRUTE, "+0", "+0")
    monster_deck = s.monster_deck
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Trample: top")
    pick(s, "elite Bandit Guard 1")
    assert kind(s) == "suffer-damage" and "suffer 2 damage" in s.decision().prompt
    pick(s, "take the damage")
    assert fig.hp == fig.max_hp - 2 and s.monster_deck == monster_deck


@rules("GH-RETAL-01", "GH-DX-26")
def test_no_retaliate_against_an_attacker_out_of_its_range(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = armoured_guard(s, (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: top")  # Attack 3 Range 3
    pick(s, "elite Bandit Guard 1")
    assert guard.hp == 20 - 1 and kind(s) == "play-half"
    assert s.character(BRUTE).hp == 10


@rules("GH-RETAL-02", "GH-ATKRES-04", "GH-ATKRES-05", "GH-ATKRES-06", "GH-DX-26")
def test_a_killed_defender_does_not_retaliate(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = armoured_guard(s, (1, 2))
    set_hp(s, guard, 2)
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Trample: top")
    pick(s, "elite Bandit Guard 1")
    assert not guard.alive and kind(s) == "play-half"
    assert s.character(BRUTE).hp == 10 and s.heroes[BRUTE].kills == 1
    assert s.coins == {(1, 2): 1}


# --- attacks: targets ------------------------------------------------------------------------


@rules("GH-ATK-01", "GH-MELEE-01", "GH-MELEE-02", "GH-GLOSS-12", "GH-GLOSS-17")
def test_a_melee_attack_names_one_adjacent_enemy(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (1, 2))
    monster(s, "bandit-guard", (0, 3))
    monster(s, "bandit-guard", (2, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (1, 1))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Trample: top")
    assert sorted(labels(s)) == [
        "Bandit Guard 1 at hex 1,2",
        "Bandit Guard 2 at hex 0,3",
        "stop attacking",
    ]  # no ally, no enemy two hexes away
    pick(s, "Bandit Guard 2")
    assert kind(s) == "play-half"  # one target only


@rules("GH-RANGED-01", "GH-RANGED-02", "GH-GLOSS-11")
def test_a_ranged_attack_names_one_enemy_within_range(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (1, 2))
    monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (4, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: top")  # Range 3
    assert sorted(labels(s)) == [
        "Bandit Guard 1 at hex 1,2",
        "Bandit Guard 2 at hex 3,2",
        "stop attacking",
    ]
    pick(s, "Bandit Guard 2")
    assert kind(s) == "play-half"


@rules("GH-ATK-04", "GH-TARGET-01", "GH-ATK-05", "GH-GLOSS-10", "GH-GLOSS-19")
def test_target_two_hits_two_different_enemies_with_a_draw_each(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    one = monster(s, "bandit-guard", (2, 2))
    two = monster(s, "bandit-guard", (3, 2))
    place(s, 0, (0, 2))
    stack(s, 0, "+1", "+0")
    position.move_cards(s, 0, "hand", "Reviving Shock")
    turn(s, 0, "Reviving Shock", "Stun Shot")
    pick(s, "Reviving Shock: top")  # Attack 2 Range 3 Target 2
    pick(s, "Bandit Guard 1")
    assert sorted(labels(s)) == ["Bandit Guard 2 at hex 3,2", "stop attacking"]
    pick(s, "Bandit Guard 2")
    assert (one.max_hp - one.hp, two.max_hp - two.hp) == (3, 2)


@rules("GH-ADDTGT-01", "GH-ADDTGT-02", "GH-GLOSS-06")
def test_add_target_gives_the_attack_and_its_effects_to_a_new_target(tmp_path: Path) -> None:
    s = arena(tmp_path)
    one = monster(s, "bandit-guard", (1, 2))
    two = monster(s, "bandit-guard", (0, 3))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0 rolling target", "+1", "+0")
    turn(s, BRUTE, "Provoking Roar", "Trample")
    pick(s, "Provoking Roar: top")  # Attack 2, Disarm
    pick(s, "Bandit Guard 1")
    assert sorted(labels(s)) == ["Bandit Guard 2 at hex 0,3", "stop attacking"]
    pick(s, "Bandit Guard 2")
    assert (one.max_hp - one.hp, two.max_hp - two.hp) == (3, 2)
    assert one.conditions.has("disarm") and two.conditions.has("disarm")


@rules("GH-RANGED-03", "GH-ADDTGT-01")
def test_a_target_added_to_a_ranged_attack_is_within_its_range(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (3, 0))
    monster(s, "bandit-guard", (5, 2))
    place(s, BRUTE, (0, 2))
    stack(s, BRUTE, "+0 rolling target", "+0", "+0")
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: top")
    pick(s, "Bandit Guard 1")
    assert sorted(labels(s)) == ["Bandit Guard 2 at hex 3,0", "stop attacking"]


@rules("GH-COND-15", "GH-GLOSS-03", "GH-ABIL-01")
def test_an_invisible_enemy_cannot_be_targeted(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    monster(s, "bandit-guard", (0, 3))
    give(s, guard, "invisible")
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (1, 1))
    turn(s, BRUTE, "Trample", "Spare Dagger")
    pick(s, "Trample: top")
    assert sorted(labels(s)) == ["Bandit Guard 2 at hex 0,3", "stop attacking"]


@pytest.mark.parametrize(
    ("first", "second", "damage", "conditions", "fire"),
    [
        pytest.param("+1", "+1 stun", 3, {"stun"}, False, marks=rules("GH-EX-01")),
        pytest.param("+0 stun", "+1 stun", 3, {"stun"}, False, marks=rules("GH-EX-02")),
        pytest.param("+0 stun", "+2", 2, {"stun"}, False, marks=rules("GH-EX-03")),
        pytest.param("+2", "+0 stun", 4, set(), False, marks=rules("GH-EX-03")),
        pytest.param("+1 fire", "+1 stun", 3, set(), True, marks=rules("GH-EX-04")),
        pytest.param("+0 muddle", "+2 stun", 2, {"muddle"}, False, marks=rules("GH-EX-05")),
        pytest.param("+2 stun", "+0 muddle", 4, {"stun"}, False, marks=rules("GH-EX-05")),
        pytest.param("+1", "+0 stun", 3, set(), False, marks=rules("GH-EX-06")),
    ],
)
@rules("GH-ADV-01", "GH-COND-16", "GH-GLOSS-121")
def test_advantage_worked_examples_in_play(
    tmp_path: Path, first: str, second: str, damage: int, conditions: set[str], fire: bool
) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    place(s, BRUTE, (0, 2))
    give(s, s.character(BRUTE), "strengthen")
    stack(s, BRUTE, first, second, "+0")
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: bottom")  # Attack 2, melee
    pick(s, "Bandit Guard 1")
    assert guard.max_hp - guard.hp == damage
    assert {str(c) for c in guard.conditions.tokens} == conditions
    assert (Element.FIRE in s.elements.pending) == fire
    assert len(s.heroes[BRUTE].deck.discard) == 2  # two cards drawn


# --- active bonuses, Recover, Heal -------------------------------------------------------------


def replay(s: GloomhavenState, seat: int, *names: str) -> None:
    """Take the cards back to hand before playing them again."""
    position.move_cards(s, seat, "hand", *index(s, seat, *names))


@rules(
    "GH-BONUS-03",
    "GH-BONUS-04",
    "GH-BONUS-05",
    "GH-BONUS-06",
    "GH-GLOSS-21",
    "GH-GLOSS-31",
)
def test_a_persistent_bonus_uses_a_slot_each_time_and_is_lost_off_the_last(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    turn(s, 0, "Potent Potables", "Restorative Mist")
    pick(s, "Potent Potables: top")  # Heal +2 on 4 own Heals; XP off slots 2 and 4
    hero = s.heroes[0]
    potables = card_index(s, 0, "Potent Potables")
    (active,) = hero.active
    assert (active.card, active.uses_left, active.slot) == (potables, 4, 0)
    xp = []
    for n in range(4):
        if n:
            replay(s, 0, "Restorative Mist", "Stun Shot")
            turn(s, 0, "Restorative Mist", "Stun Shot")
            pick(s, "Stun Shot: top")  # no enemy in range
        set_hp(s, s.character(1), 5)
        pick(s, "Restorative Mist: bottom")  # Move 2, then Heal 1 adjacent allies
        pick(s, "stop here")
        assert s.character(1).hp == 5 + 3  # the slot must be used: +2
        xp.append(hero.xp)
    assert xp == [0, 1, 1, 2]
    assert hero.active == [] and potables in hero.lost


@rules("GH-BONUS-05")
def test_a_slot_is_used_even_when_it_brings_nothing(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    turn(s, 0, "Potent Potables", "Restorative Mist")
    pick(s, "Potent Potables: top")
    pick(s, "Restorative Mist: bottom")
    pick(s, "stop here")  # the Brute is at full HP
    assert s.heroes[0].active[0].uses_left == 3


@rules("GH-BONUS-07", "GH-GLOSS-21")
def test_a_persistent_bonus_without_slots_stays_for_the_scenario(tmp_path: Path) -> None:
    s = arena(tmp_path, party="mindthief,brute")
    monster(s, "bandit-guard", (6, 4))
    stack_ability_deck(s, "bandit-guard", 529, 527, 528)
    place(s, 0, (0, 2))
    plan(s, s.decision().seat, "Feedback Loop", "Scurry")
    plan(s, s.decision().seat, "Trample", "Eye for an Eye")
    while not (kind(s) == "play-half" and s.decision().seat == 0):
        idle(s)  # the Brute's turn
    pick(s, "Feedback Loop: top")  # an Augment: persistent, no use slots
    pick(s, "Scurry: bottom as Move 2")
    until(s, "plan")
    feedback = card_index(s, 0, "Feedback Loop")
    assert s.round == 2 and [a.card for a in s.heroes[0].active] == [feedback]
    plan(s, s.decision().seat, "Into the Night", "Fearsome Blade")
    plan(s, s.decision().seat, "Spare Dagger", "Grab and Go")
    until(s, "plan")
    assert s.round == 3 and [a.card for a in s.heroes[0].active] == [feedback]


@rules("GH-RECOVER-01", "GH-GLOSS-95")
def test_recover_takes_discarded_cards_back_to_hand(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    discard(s, 1, "Trample", "Sweeping Blow")
    position.move_cards(s, 0, "hand", "Volatile Concoction")
    turn(s, 0, "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")  # an ally in range 2 recovers 1 discard
    pick(s, "Brute")
    assert s.decision().seat == 1 and sorted(labels(s)) == ["Sweeping Blow", "Trample", "stop"]
    pick(s, "Trample")
    brute = s.heroes[1]
    assert brute.discard == index(s, 1, "Sweeping Blow")
    assert index(s, 1, "Trample")[0] in brute.hand


@rules("GH-RECOVER-01", "GH-BONUS-02")
def test_recover_may_also_take_an_active_card_of_the_stated_kind(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    brute = s.heroes[1]
    discard(s, 1, "Trample")
    shield_bash = card_index(s, 1, "Shield Bash")
    position.put_in_active_area(s, 1, shield_bash, "bottom")
    position.move_cards(s, 0, "hand", "Volatile Concoction")
    turn(s, 0, "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")
    pick(s, "Brute")
    assert sorted(labels(s)) == ["Shield Bash", "Trample", "stop"]
    pick(s, "Shield Bash")
    assert brute.active == [] and shield_bash in brute.hand
    assert brute.discard == index(s, 1, "Trample")


@rules("GH-GLOSS-07", "GH-HEAL-02")
def test_heal_adjacent_allies_does_not_heal_the_healer(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    place(s, 0, (1, 2))
    place(s, 1, (2, 2))
    tinkerer, brute = s.character(0), s.character(1)
    tinkerer.hp, brute.hp = 3, 5
    turn(s, 0, "Restorative Mist", "Stun Shot")
    pick(s, "Restorative Mist: bottom")  # Move 2, Heal 1 every adjacent ally
    pick(s, "stop here")
    assert (tinkerer.hp, brute.hp) == (3, 6)


# --- conditions during the turn ------------------------------------------------------------------


@rules("GH-COND-09", "GH-PEND-02", "GH-GLOSS-109", "GH-DX-35")
def test_immobilized_before_the_turn_no_move_and_it_ends_with_the_turn(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    fig = place(s, BRUTE, (0, 2))
    give(s, fig, "immobilize")  # e.g. by a monster earlier in the round
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    assert kind(s) == "play-half" and fig.hex == (0, 2)  # the Move is not performed
    pick(s, "Trample: top as Attack 2")
    assert not fig.conditions.has("immobilize")


@rules("GH-PEND-02", "GH-GLOSS-109", "GH-COND-03")
def test_a_condition_gained_during_the_own_turn_lasts_to_the_end_of_the_next(
    tmp_path: Path,
) -> None:
    trap = {"hex": [1, 2], "type": "trap", "condition": "muddle"}
    s = arena(tmp_path, contents=[trap])
    monster(s, "bandit-guard", (6, 4))
    fig = place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")
    pick(s, "stop here")
    pick(s, "Trample: top as Attack 2")
    assert fig.conditions.has("muddle")  # kept: applied during this turn
    turn(s, BRUTE, "Sweeping Blow", "Spare Dagger")
    pick(s, "Spare Dagger: top")
    pick(s, "Sweeping Blow: bottom")
    pick(s, "stop here")
    assert not fig.conditions.has("muddle")


@rules("GH-COND-09")
def test_immobilize_takes_effect_at_once_during_a_move(tmp_path: Path) -> None:
    trap = {"hex": [1, 2], "type": "trap", "condition": "immobilize"}
    s = arena(tmp_path, contents=[trap])
    monster(s, "bandit-guard", (6, 4))
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 1,2")
    assert moves(s) == set()


@rules("GH-ACTION-01", "GH-COND-11")
def test_a_stunned_character_discards_both_cards_unplayed(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    fig = place(s, BRUTE, (0, 2))
    give(s, fig, "stun")
    turn(s, BRUTE, "Overwhelming Assault", "Trample")  # both with Lost halves
    hero = s.heroes[BRUTE]
    assert kind(s) != "play-half"
    assert sorted(hero.discard) == sorted(index(s, BRUTE, "Overwhelming Assault", "Trample"))
    assert hero.lost == [] and not fig.conditions.has("stun")


@rules("GH-COND-10", "GH-ATK-02")
def test_a_disarmed_character_performs_no_attack(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    fig = place(s, BRUTE, (0, 2))
    give(s, fig, "disarm")
    turn(s, BRUTE, "Trample", "Grab and Go")
    pick(s, "Trample: top")
    assert kind(s) == "play-half" and guard.hp == guard.max_hp


@rules("GH-COND-12", "GH-DIS-01", "GH-GLOSS-110")
def test_a_muddled_character_attacks_with_disadvantage(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    fig = place(s, BRUTE, (0, 2))
    give(s, fig, "muddle")
    stack(s, BRUTE, "+2", "+0", "+1")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: bottom")  # Attack 2
    pick(s, "Bandit Guard 1")
    assert guard.max_hp - guard.hp == 2
