"""Monster-turn and movement cases the mutation sample found untested (issue 22):
a heal at exactly its range, Retaliate and a Pierce-only boost gained by consuming
an element, a monster walking through its ally, the players choosing a new target
for a further attack line, a jump that ends on a closed door, a move through an
ally with an enemy behind it, and the words of the log for these.

Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import (
    add_monster_type,
    arena,
    arena_with,
    goal,
    goal_arena,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    place,
    plan,
    run,
    turn,
)

from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.damage import give, suffer
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    Summon,
    add_ability_card,
    build_position,
    set_elements,
    set_hp,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF, THIRD = 0, 1, 2
GUARD = "bandit-guard"


def ai_turn(s: GloomhavenState, fig: Figure, *actions: dict[str, Any]) -> None:
    """``fig`` takes its turn now with a made-up card of these actions (added to its
    type's deck in this game only)."""
    start_monster_turn(s, fig, add_ability_card(s, fig.type, *actions))


def zeros(s: GloomhavenState) -> None:
    stack_modifiers(s, None, *["+0"] * 6)


def texts(s: GloomhavenState, event_kind: str) -> list[str]:
    return [e["text"] for e in s.events_for(-1) if e["kind"] == event_kind]


# --- monster abilities --------------------------------------------------------------------------


@rules("GH-MHEAL-01")
def test_a_monster_heals_an_ally_at_exactly_its_range(tmp_path: Path) -> None:
    s = arena(tmp_path)
    healer = monster(s, GUARD, (2, 2))
    ally = monster(s, GUARD, (4, 2))  # 2 hexes away, in sight
    set_hp(s, ally, ally.max_hp - 3)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    ai_turn(s, healer, {"heal": 2, "range": 2})
    assert ally.max_hp - ally.hp == 1


@rules("GH-MCONSUME-02", "GH-RETAL-01")
def test_retaliate_from_a_consumed_element_reaches_an_adjacent_attacker(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, GUARD, (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    set_elements(s, fire="strong")
    ai_turn(s, guard, {"consume": {"element": "fire", "effect": {"retaliate": 2}}})
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Eye for an Eye: top as Attack 2")
    pick(s, "Bandit Guard 1")
    assert kind(s) == "suffer-damage" and "suffer 2 damage" in s.decision().prompt


@rules("GH-MCONSUME-02", "GH-MATK-05")
def test_a_consumed_pierce_adds_nothing_to_the_attack_value(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, GUARD, (2, 2))
    attack = s.game.bestiary.monsters[GUARD].stats(s.values.monster_level, "normal")["attack"]
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    zeros(s)
    set_elements(s, fire="strong")
    ai_turn(
        s,
        guard,
        {"consume": {"element": "fire", "effect": {"pierce": 1}}},
        {"attack": "+0"},
    )
    assert kind(s) == "suffer-damage"
    assert f"suffer {attack} damage" in s.decision().prompt


@rules("GH-MOVE-05", "GH-MMOVE-02")
def test_a_monster_walks_through_its_ally(tmp_path: Path) -> None:
    s = arena(tmp_path, width=7, height=1, starts=[(0, 0), (6, 0)])
    walker = monster(s, GUARD, (4, 0))
    monster(s, GUARD, (3, 0))  # the ally in the only way
    place(s, BRUTE, (1, 0))
    give(s, place(s, MINDTHIEF, (6, 0)), "invisible")  # no focus: the Brute is
    ai_turn(s, walker, {"move": "+0"})
    assert walker.hex == (2, 0)
    assert texts(s, "move")[-1] == "Bandit Guard 1 moves from hex 4,0 to hex 2,0 (2 hexes)."


@rules("GH-MLOOT-01")
def test_a_monster_looting_one_coin_says_coin(tmp_path: Path) -> None:
    s = arena(tmp_path, contents=[{"hex": [3, 2], "type": "coin", "amount": 1}])
    guard = monster(s, GUARD, (4, 2))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    ai_turn(s, guard, {"loot": 1})
    assert texts(s, "resource")[-1] == "Bandit Guard 1 loots 1 coin at hex 3,2."


@rules("GH-MATK-02", "GH-DX-20")
def test_after_the_focus_dies_the_next_attack_line_finds_a_new_target(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, GUARD, (2, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (3, 2))
    set_hp(s, s.character(BRUTE), 1)
    zeros(s)
    ai_turn(s, guard, {"attack": "+0"}, {"attack": "+0"})
    first = s.decision().seat
    pick(s, "take the damage")
    assert not s.character(first).alive
    other = 1 - first
    assert kind(s) == "suffer-damage" and s.decision().seat == other


# --- movement -----------------------------------------------------------------------------------


@rules("GH-MOVE-07", "GH-MOVE-16", "GH-MOVE-17")
def test_a_jump_that_ends_on_a_closed_door_opens_it(tmp_path: Path) -> None:
    room2 = {
        "id": 2,
        "tile": "U",
        "initial": False,
        "hexes": [[0, 6], [1, 6], [2, 6]],
        "monsters": [{"type": GUARD, "hex": [2, 6], "players": {2: "normal"}}],
    }
    door = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    s = arena_with(tmp_path, rooms=[room2], doors=[door])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (0, 3))
    place(s, MINDTHIEF, (6, 4))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: bottom")  # Jump 4
    pick(s, "hex 0,4")
    pick(s, "hex 0,5")  # the door: the jump ends on it
    assert s.character(BRUTE).hex == (0, 5)
    assert (0, 5) in s.open_doors and 2 in s.rooms


@rules("GH-MOVE-05", "GH-MOVE-06")
def test_a_move_may_pass_an_ally_with_an_enemy_behind_it(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, GUARD, (3, 2))  # the first hex beyond the ally
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (2, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    assert "hex 2,2" in labels(s)
    pick(s, "hex 2,2")
    pick(s, "hex 2,3")
    assert s.character(BRUTE).hex == (2, 3)


@rules("GH-PUSH-04")
def test_a_push_blocked_by_obstacles_says_so(tmp_path: Path) -> None:
    rocks = [{"hex": list(h), "type": "obstacle"} for h in ((4, 1), (4, 2), (3, 3))]
    s = arena(tmp_path, contents=rocks)
    guard = monster(s, GUARD, (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    (push,) = [e for e in s.events_for(-1) if e["kind"] == "push"]
    assert push["text"] == (
        "Brute cannot push Bandit Guard 1 at hex 3,2: every hex farther from Brute is "
        "blocked (an obstacle)."
    )
    assert push["ids"] == ["monster-bandit-guard", "character-0"]


@rules("GH-MCONSUME-02")
def test_a_consumed_attack_bonus_and_condition_reach_the_attack(tmp_path: Path) -> None:
    """Found by the mutation sample: the augment was added after the attack was made,
    so a consumed "+1 Attack, Poison" changed nothing."""
    s = arena(tmp_path)
    guard = monster(s, GUARD, (2, 2))
    attack = s.game.bestiary.monsters[GUARD].stats(s.values.monster_level, "normal")["attack"]
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    zeros(s)
    set_elements(s, fire="strong")
    boost = {"attack": 1, "conditions": ["poison"]}
    ai_turn(s, guard, {"consume": {"element": "fire", "effect": boost}}, {"attack": "+0"})
    assert kind(s) == "suffer-damage"
    assert f"suffer {attack + 1} damage" in s.decision().prompt
    pick(s, "take the damage")
    assert s.character(BRUTE).conditions.has(Condition.POISON)


# --- a character's conditional attack bonus -----------------------------------------------------


@rules("GH-BONUS-01", "GH-ABIL-02")
@pytest.mark.parametrize(("condition", "damage"), [(None, 3), ("stun", 6)])
def test_frenzied_onslaught_adds_3_only_against_a_stunned_enemy(
    tmp_path: Path, condition: str | None, damage: int
) -> None:
    """Frenzied Onslaught bottom: this round, +3 Attack against an enemy that is
    Disarmed, Immobilized or Stunned; Warding Strength top is Attack 3."""
    s = arena(tmp_path, level=0)
    guard = monster(s, GUARD, (3, 2))
    set_hp(s, guard, 20, most=20)
    if condition:
        give(s, guard, condition)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Frenzied Onslaught", "Warding Strength")
    pick(s, "Frenzied Onslaught: bottom")
    pick(s, "Warding Strength: top")
    pick(s, "Bandit Guard 1")
    assert guard.hp == 20 - damage


# --- exhaustion and battle-goal credit ----------------------------------------------------------


@rules("GH-EXHAUST-02")
def test_a_character_exhausted_before_its_turn_keeps_no_round_cards(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, GUARD, (2, 2))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    plan(s, BRUTE, "Trample", "Eye for an Eye")
    plan(s, MINDTHIEF, "Fearsome Blade", "Into the Night")
    set_hp(s, s.character(BRUTE), 1)
    zeros(s)
    monster_turn(s, guard)
    assert s.heroes[BRUTE].exhausted
    assert s.view(BRUTE)["characters"][BRUTE]["unplayed"] == []  # it takes no turn


@rules("GH-GLOSS-75")
def test_a_condition_the_character_applies_counts_for_its_battle_goal(tmp_path: Path) -> None:
    goals = [goal(n, {"stat": "conditions_applied", "at_least": 1}) for n in "ABCD"]
    s = goal_arena(tmp_path, goals)
    guard = monster(s, GUARD, (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (2, 2))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Provoking Roar", "Trample")
    pick(s, "Provoking Roar: top")  # Attack 2, Disarm
    pick(s, "Bandit Guard 1")
    assert guard.conditions.has(Condition.DISARM)
    assert s.goals is not None and s.goals.results is None  # not judged yet
    give(s, guard, "curse", by=s.character(MINDTHIEF))  # a card, not a token: counts too
    suffer(s, guard, 99, cause=s.character(MINDTHIEF).id)
    run(s, ("round-over",))  # no monster left, every room revealed: won
    assert s.outcome == "won"
    assert s.goals.results == [(True, 1), (True, 1)]


# --- the ids of a summon's log lines ------------------------------------------------------------


def test_a_summons_move_names_its_owner_an_id_every_seat_can_describe() -> None:
    s = build_position(
        Position(
            party=[
                Character("brute", hex=(0, 0)),
                Character(
                    "mindthief", hex=(0, 4), summons=[Summon("rat-swarm", (1, 2), "Gnawing Horde")]
                ),
            ],
            monsters=[Monster(GUARD, (3, 2))],
        )
    )
    (rats,) = [f for f in s.figures if f.name == "Rat Swarm"]
    start_monster_turn(s, rats)
    (move,) = [e for e in s.events_for(-1) if e["kind"] == "move"]
    assert move["text"] == "Rat Swarm moves from hex 1,2 to hex 2,2 (1 hex)."
    assert move["ids"] == ["character-1"]
    assert all("character-1" in s.visible_objects(seat) for seat in (BRUTE, MINDTHIEF))


# --- found by the sample of the module after the changes ---------------------------------------


@rules("GH-MMOVE-09", "GH-MMOVE-11")
def test_a_monster_killed_by_a_trap_on_its_only_way_does_nothing_more(tmp_path: Path) -> None:
    """Its card goes on with an attack and a loot: neither happens."""
    trap = [{"hex": [3, 0], "type": "trap", "damage": True}]
    coin = [{"hex": [2, 0], "type": "coin", "amount": 1}]
    s = arena(tmp_path, width=7, height=1, starts=[(0, 0), (6, 0)], contents=trap + coin)
    guard = monster(s, GUARD, (4, 0))
    set_hp(s, guard, 1)
    place(s, BRUTE, (1, 0))
    give(s, place(s, MINDTHIEF, (6, 0)), "invisible")
    ai_turn(s, guard, {"move": "+0"}, {"attack": "+0"}, {"loot": 1})
    assert not guard.alive
    assert kind(s) != "suffer-damage"
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp
    assert (2, 0) in s.coins  # not looted by the dead monster


@rules("GH-MOVE-06", "GH-MMOVE-02")
def test_a_flying_monster_flies_over_an_obstacle_to_its_focus(tmp_path: Path) -> None:
    rocks = [{"hex": [h, 2], "type": "obstacle"} for h in (2, 3)]
    s = arena(tmp_path, contents=rocks)
    add_monster_type(
        s,
        "bat",
        [(30, [{"move": "+0"}, {"attack": "+0"}])],
        stats={"health": 4, "move": 3, "attack": 1, "flying": True},
    )
    bat = monster(s, "bat", (4, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (6, 4))
    stack_modifiers(s, None, "+0")
    start_monster_turn(s, bat, s.game.bestiary.decks["bat"][0].id)
    assert bat.hex == (1, 2)  # over both obstacles, next to the Brute
    assert kind(s) == "suffer-damage"
