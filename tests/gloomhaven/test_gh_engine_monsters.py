"""Monster turns through the scenario engine (catalog section 9): Wound and Stun, the
Focus, movement and attacks with the ability card and the shared modifier deck,
Shield and Retaliate timing, Heal, the archers' traps, and what the engine leaves
out of the monster schema."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena, card_index, kind, labels, monster, pick, place, turn

from rulebound import load_game
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    draw_ability_card,
    set_elements,
    set_hp,
    stack_ability_deck,
    stack_modifiers,
    start_monster_turn,
    start_steps,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


# --- helpers ------------------------------------------------------------------------------


def ai_turn(s: GloomhavenState, fig: Figure) -> None:
    """Start ``fig``'s turn now (whatever was pending is dropped)."""
    start_monster_turn(s, fig)


def monster_stack(s: GloomhavenState, *cards: str) -> None:
    stack_modifiers(s, None, *cards)


def drawn(s: GloomhavenState, kind_id: str, card: int) -> None:
    draw_ability_card(s, kind_id, card)


def away(s: GloomhavenState, *seats: int) -> None:
    """Park characters far in the arena's bottom-left corner row."""
    for seat in seats:
        place(s, seat, (0, 4 - seat))


def corridor(tmp_path: Path, **kw: Any) -> GloomhavenState:
    """One row of 7 hexes: the characters at (0, 0) and (1, 0)."""
    return arena(tmp_path, width=7, height=1, starts=[(0, 0), (1, 0)], **kw)


def plan(s: GloomhavenState, lead: str, second: str) -> None:
    """Answer the pending plan with ``lead`` leading and ``second``: the two cards,
    then the leading one."""
    for text in (f"{lead} (", f"{second} (", f"lead with {lead} ("):
        found = [a for label, a in labels(s).items() if label.startswith(text)]
        assert len(found) == 1, (text, sorted(labels(s)))
        s.apply_action(found[0])


def idle(s: GloomhavenState) -> None:
    found = labels(s)
    if kind(s) == "play-half":
        for default in ("as Move 2", "as Attack 2"):
            for text, a in found.items():
                if default in text:
                    s.apply_action(a)
                    return
    for word in ("stop here", "stop attacking", "skip", "no", "take the damage"):
        if word in found:
            s.apply_action(found[word])
            return
    s.apply_action(s.decision().options[0])


# --- start and end of the turn: Wound, Stun -------------------------------------------------


@rules("GH-MSTART-01", "GH-COND-08", "GH-ATKRES-05")
def test_a_wounded_monster_suffers_one_and_a_wound_kill_is_nobodys(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    other = monster(s, "bandit-guard", (5, 4))
    drawn(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (0, 4))
    monster_stack(s, "+0", "+0")
    give(s, guard, "wound")
    set_hp(s, guard, 1)
    ai_turn(s, guard)
    assert not guard.alive and s.coins == {(4, 2): 1}
    assert [h.kills for h in s.heroes] == [0, 0]
    assert s.character(BRUTE).hp == 10 and kind(s) != "suffer-damage"  # it did not act
    give(s, other, "wound")
    ai_turn(s, other)
    assert other.hp == other.max_hp - 1 and other.conditions.has("wound")


@rules("GH-MACT-01", "GH-MEND-01", "GH-SHIELD-06", "GH-SHIELD-03", "GH-DX-36")
def test_a_stunned_monster_does_nothing_but_keeps_its_stat_shield(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2), rank="elite")  # Shield 1 on the stat card
    drawn(s, "bandit-guard", 531)  # Shield 1; Attack +0, Poison
    place(s, BRUTE, (1, 2))
    away(s, MINDTHIEF)
    give(s, guard, "stun")
    monster_stack(s, "+0", "+0")
    ai_turn(s, guard)
    assert guard.shield == 0 and s.character(BRUTE).hp == 10  # no card ability
    assert not guard.conditions.has("stun")  # it was not applied during this turn
    assert s.monster_deck.discard == ()
    give(s, guard, "stun")
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: bottom")  # Attack 2
    pick(s, "elite Bandit Guard 1")
    assert guard.max_hp - guard.hp == 1  # Stunned, its stat Shield 1 still counts


@rules("GH-MEND-01", "GH-GLOSS-109")
def test_a_monster_keeps_a_condition_gained_during_its_own_turn(tmp_path: Path) -> None:
    s = corridor(tmp_path, contents=[{"hex": [3, 0], "type": "trap", "condition": "muddle"}])
    guard = monster(s, "bandit-guard", (5, 0))
    drawn(s, "bandit-guard", 527)
    monster_stack(s, "+0", "+0", "+0")
    ai_turn(s, guard)  # the only way to the characters crosses the trap
    pick(s, "take the damage")
    assert guard.hex == (2, 0) and guard.conditions.has("muddle")  # kept at its end
    ai_turn(s, guard)
    pick(s, "take the damage")
    assert not guard.conditions.has("muddle")  # gone at the end of the next turn


# --- Focus, movement and attack ----------------------------------------------------------------


@rules(
    "GH-FOCUS-01",
    "GH-FOCUS-05",
    "GH-MMOVE-04",
    "GH-MATK-05",
    "GH-MATK-06",
    "GH-MATK-09",
    "GH-MACT-02",
    "GH-MACT-03",
    "GH-GLOSS-13",
    "GH-GLOSS-18",
    "GH-GLOSS-25",
    "GH-GLOSS-45",
    "GH-GLOSS-68",
)
def test_the_monster_moves_with_its_card_to_its_focus_and_attacks(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (6, 2))  # level 1: Move 3, Attack 2
    drawn(s, "bandit-guard", 525)  # Move +1, Attack -1
    place(s, BRUTE, (0, 0))  # 6 hexes away
    place(s, MINDTHIEF, (1, 2))  # 5 hexes away: the closer one
    monster_stack(s, "+1", "+0")
    ai_turn(s, guard)
    assert guard.hex == (2, 2)  # 4 hexes moved, adjacent to the Mindthief
    assert kind(s) == "suffer-damage" and s.decision().seat == MINDTHIEF
    assert "suffer 2 damage" in s.decision().prompt  # 2 - 1 + 1
    pick(s, "take the damage")
    assert [str(c) for c in s.monster_deck.discard] == ["+1"]
    assert s.character(MINDTHIEF).hp == 4


@rules("GH-MATK-03", "GH-MMOVE-05", "GH-RANGED-01")
def test_a_ranged_monster_in_range_attacks_without_moving(tmp_path: Path) -> None:
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (5, 2))  # level 1: Range 4
    drawn(s, "bandit-archer", 533)  # Move +0, Attack +0 (no range: the stat card's)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (0, 4))
    monster_stack(s, "+0")
    ai_turn(s, archer)
    assert archer.hex == (5, 2)
    assert kind(s) == "suffer-damage" and "Brute would suffer 2" in s.decision().prompt


@rules("GH-MMOVE-03", "GH-GLOSS-82")
def test_equally_good_hexes_are_the_players_choice(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (4, 1))
    drawn(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert kind(s) == "monster-outcome" and s.decision().seat == s.party_seat()
    assert sorted(labels(s)) == [
        "#1: focus Brute, move to 2,1, attack Brute",
        "#2: focus Brute, move to 2,2, attack Brute",
    ]
    pick(s, "#2")
    assert guard.hex == (2, 2)


@rules("GH-FOCUS-08", "GH-RSTART-17")
def test_a_focus_tie_goes_to_the_enemy_acting_first(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    stack_ability_deck(s, "bandit-guard", 529)  # 70
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (3, 2))
    monster_stack(s, "+0", "+0")
    plan(s, "Spare Dagger", "Grab and Go")  # 27, then 87
    plan(s, "Fearsome Blade", "Into the Night")  # 27, then 14: acts first
    while kind(s) != "suffer-damage":
        idle(s)
    assert s.decision().seat == MINDTHIEF and guard.alive


@rules("GH-FOCUS-08", "GH-RSTART-17")
def test_a_focus_tie_follows_the_order_the_players_chose(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (2, 2))
    stack_ability_deck(s, "bandit-guard", 529)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (3, 2))
    monster_stack(s, "+0", "+0")
    for seat in (BRUTE, MINDTHIEF):
        hero = s.heroes[seat]
        hero.discard, hero.hand = hero.hand[:2], hero.hand[2:]
    s.refresh()
    pick(s, "Long Rest")
    pick(s, "Long Rest")
    pick(s, "Mindthief first")
    assert kind(s) == "suffer-damage" and s.decision().seat == MINDTHIEF


@rules("GH-FOCUS-10", "GH-COND-15", "GH-DX-19")
def test_with_no_focus_the_monster_only_performs_its_other_abilities(tmp_path: Path) -> None:
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (4, 2))
    set_hp(s, bones, 1)
    drawn(s, "living-bones", 517)  # Move -2, Attack +0, Heal 2 Self
    for seat, h in ((BRUTE, (2, 2)), (MINDTHIEF, (5, 2))):
        give(s, place(s, seat, h), "invisible")
    monster_stack(s, "+0")
    ai_turn(s, bones)
    assert bones.hex == (4, 2) and bones.hp == 3
    assert s.monster_deck.discard == ()


@rules("GH-MATK-02", "GH-DX-20")
def test_two_attack_lines_both_hit_the_focus(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    drawn(
        s, "bandit-guard", add_ability_card(s, "bandit-guard", {"attack": "+0"}, {"attack": "+0"})
    )
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0", "+0", "+0")
    ai_turn(s, guard)
    hits = 0
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
        hits += 1
    assert hits == 2 and s.character(BRUTE).hp == 10 - 4


@rules("GH-MATK-11", "GH-CDMG-04", "GH-DX-24", "GH-ATKRES-07", "GH-MATK-12", "GH-MOTHER-01")
def test_a_character_may_negate_a_monster_attack_but_still_gets_its_poison(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    drawn(s, "bandit-guard", 531)  # Shield 1; Attack +0, Poison
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+2")
    ai_turn(s, guard)
    assert "suffer 4 damage" in s.decision().prompt
    pick(s, "lose Trample from hand")
    fig = s.character(BRUTE)
    assert fig.hp == 10 and fig.conditions.has("poison")
    assert s.heroes[BRUTE].lost == [card_index(s, BRUTE, "Trample")]
    assert guard.shield == 1


@rules("GH-MATK-10", "GH-BONUS-01")
def test_a_characters_active_shield_reduces_a_monster_attack(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    drawn(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    position.put_in_active_area(s, BRUTE, "Shield Bash", "bottom")  # Shield 1 this round
    monster_stack(s, "+1")
    ai_turn(s, guard)
    assert "suffer 2 damage" in s.decision().prompt  # 2 + 1 - 1


@rules("GH-MACT-05", "GH-GLOSS-74")
def test_a_monster_never_attacks_its_allies(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (2, 1))
    drawn(s, "bandit-guard", 527)
    place(s, BRUTE, (1, 3))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert kind(s) == "suffer-damage" and s.decision().seat == BRUTE
    assert all(f.hp == f.max_hp for f in s.monsters())


@rules("GH-MACT-04", "GH-GLOSS-119", "GH-GLOSS-69", "GH-GLOSS-71", "GH-MATK-07")
def test_stat_card_traits_apply_all_round(tmp_path: Path) -> None:
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (2, 2))  # level 1: Target 2, Shield 1
    drawn(s, "living-bones", 519)  # Move +0, Attack +0
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (3, 2))
    monster_stack(s, "+0", "+0")
    ai_turn(s, bones)
    hit = set()
    while kind(s) == "suffer-damage":
        hit.add(s.decision().seat)
        pick(s, "take the damage")
    assert hit == {BRUTE, MINDTHIEF}  # Target 2 from the stat card
    elite = monster(s, "bandit-guard", (4, 4), rank="elite")  # Shield 1 before its turn
    normal = monster(s, "bandit-guard", (2, 4))
    assert (elite.max_hp, normal.max_hp) == (9, 6)
    place(s, BRUTE, (3, 4))
    stack_modifiers(s, BRUTE, "+0", "+0")
    turn(s, BRUTE, "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: bottom")
    pick(s, "elite Bandit Guard")
    assert elite.max_hp - elite.hp == 1


# --- Shield and Retaliate from the ability card -----------------------------------------------


@rules("GH-MBONUS-01", "GH-SHIELD-02", "GH-RETAL-03", "GH-REND-01")
def test_a_cards_shield_and_retaliate_start_at_its_initiative_and_end_with_the_round(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    set_hp(s, guard, 20, most=20)
    stack_ability_deck(s, "bandit-guard", 524, 527)  # Shield 1, Retaliate 2 at 15
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (2, 2))
    stack_modifiers(s, BRUTE, "+0", "+0")
    stack_modifiers(s, MINDTHIEF, "+0", "+0")
    plan(s, "Provoking Roar", "Trample")  # 10
    plan(s, "Submissive Affliction", "Into the Night")  # 48
    pick(s, "Provoking Roar: top")  # Attack 2 before the guard's turn
    pick(s, "Bandit Guard 1")
    assert guard.hp == 18 and s.character(BRUTE).hp == 10  # no Shield, no Retaliate yet
    while not (kind(s) == "play-half" and s.decision().seat == MINDTHIEF):
        idle(s)
    assert guard.shield == 1
    # told in the card's own words (capitalised, as on the cards and in every label)
    assert "Bandit Guard 1 gains Shield 1." in s.log
    assert "Bandit Guard 1 gains Retaliate 2." in s.log
    assert not guard.conditions.has("disarm")  # the Brute's Disarm ended with its turn
    pick(s, "Submissive Affliction: top")  # Attack 2 (+1 per negative condition: none)
    pick(s, "Bandit Guard 1")
    assert guard.hp == 18 - (2 - 1)
    assert kind(s) == "suffer-damage" and "suffer 2 damage" in s.decision().prompt
    pick(s, "take the damage")
    while kind(s) != "plan":
        idle(s)
    assert (guard.shield, guard.retaliate) == (0, ())


@rules("GH-RETAL-03")
def test_a_cards_retaliate_with_a_range_is_told_with_it(tmp_path: Path) -> None:
    """ "Retaliate 1 (range 3)" reaches an attacker three hexes away: the log says so,
    and a Retaliate without a range (adjacent only) is told without one (above)."""
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (2, 2))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    drawn(s, "bandit-archer", add_ability_card(s, "bandit-archer", {"retaliate": 1, "range": 3}))
    ai_turn(s, archer)
    assert "Bandit Archer 1 gains Retaliate 1 (range 3)." in s.log
    assert archer.retaliate == ((1, 3),)


# --- Heal -------------------------------------------------------------------------------------


@rules("GH-MHEAL-01", "GH-MHEAL-02", "GH-MACT-05")
def test_a_monster_heals_the_ally_in_range_that_lost_most(tmp_path: Path) -> None:
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (2, 2))  # level 1: Range 4
    near = monster(s, "bandit-archer", (4, 2))
    far = monster(s, "bandit-archer", (6, 4))  # 6 hexes away
    set_hp(s, archer, archer.hp - 1)
    set_hp(s, near, near.hp - 2)
    set_hp(s, far, far.hp - 4)
    place(s, BRUTE, (0, 0))
    set_hp(s, s.character(BRUTE), 1)  # an enemy is never healed
    place(s, MINDTHIEF, (0, 4))
    drawn(
        s, "bandit-archer", add_ability_card(s, "bandit-archer", {"heal": 3})
    )  # no range: Range 4
    ai_turn(s, archer)
    assert (archer.max_hp - archer.hp, near.max_hp - near.hp, far.max_hp - far.hp) == (1, 0, 4)
    assert s.character(BRUTE).hp == 1


@rules("GH-MHEAL-01", "GH-MHEAL-02")
def test_a_melee_monsters_heal_without_range_is_on_itself(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    other = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, guard.hp - 1)
    set_hp(s, other, other.hp - 3)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    drawn(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"heal": 2}))
    ai_turn(s, guard)
    assert (guard.hp, other.hp) == (guard.max_hp, other.max_hp - 3)


@rules("GH-MHEAL-01", "GH-FOCUS-09")
def test_a_monster_heal_tie_is_the_players_choice(tmp_path: Path) -> None:
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (2, 2))
    one = monster(s, "bandit-archer", (4, 2))
    two = monster(s, "bandit-archer", (2, 4))
    set_hp(s, one, one.hp - 2)
    set_hp(s, two, two.hp - 2)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (6, 0))
    drawn(s, "bandit-archer", add_ability_card(s, "bandit-archer", {"heal": 2}))
    ai_turn(s, archer)
    assert kind(s) == "monster-heal-target" and s.decision().seat == s.party_seat()
    pick(s, "Bandit Archer 3")
    assert (one.max_hp - one.hp, two.max_hp - two.hp) == (2, 0)


@rules("GH-MHEAL-03", "GH-HEAL-04")
def test_a_poisoned_monster_heal_removes_poison_only(tmp_path: Path) -> None:
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (4, 2))
    set_hp(s, bones, 2)
    give(s, bones, "poison")
    drawn(s, "living-bones", 523)  # Shield 1, Heal 2 Self
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    ai_turn(s, bones)
    assert bones.hp == 2 and not bones.conditions.has("poison") and bones.shield == 1
    said = [e.text for e in s.events or []]
    assert "Living Bones 1's heal removes poison (no hit points restored)." in said


@rules("GH-MHEAL-03")
def test_a_heal_at_full_hp_says_it_restores_nothing(tmp_path: Path) -> None:
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (4, 2))
    drawn(s, "living-bones", 523)  # Shield 1, Heal 2 Self
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    ai_turn(s, bones)
    said = [e.text for e in s.events or []]
    assert "Living Bones 1 is at full HP: the heal restores nothing." in said
    assert not any(" heals 0" in line for line in said)


# --- traps, terrain and doors -----------------------------------------------------------------


@rules("GH-MMOVE-11", "GH-MMOVE-12", "GH-FOCUS-04", "GH-MOVE-09")
def test_a_monster_crosses_a_trap_on_its_only_path_and_dies_without_credit(
    tmp_path: Path,
) -> None:
    s = corridor(tmp_path, contents=[{"hex": [3, 0], "type": "trap", "damage": True}])
    guard = monster(s, "bandit-guard", (5, 0))
    set_hp(s, guard, 3)
    drawn(s, "bandit-guard", 527)  # Move 3
    ai_turn(s, guard)
    assert not guard.alive and s.coins == {(3, 0): 1} and s.traps == {}
    assert [h.kills for h in s.heroes] == [0, 0]


@rules("GH-MMOVE-11", "GH-MOVE-12")
def test_a_monster_entering_hazardous_terrain_is_hurt(tmp_path: Path) -> None:
    s = corridor(tmp_path, level=2, contents=[{"hex": [3, 0], "type": "hazardous"}])
    guard = monster(s, "bandit-guard", (5, 0))
    drawn(s, "bandit-guard", 527)
    monster_stack(s, "+0")
    ai_turn(s, guard)
    assert guard.hex == (2, 0) and guard.max_hp - guard.hp == 2  # floor((2 + 2) / 2)


@rules("GH-MMOVE-02", "GH-GLOSS-90")
def test_a_monster_cannot_open_or_enter_a_closed_door(tmp_path: Path) -> None:
    data = {
        "scenario": 96,
        "name": "Closed door",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard"],
        "rooms": [
            {
                "id": 1,
                "tile": "A",
                "initial": True,
                "hexes": [[q, r] for r in range(3) for q in range(4)],
                "contents": [{"hex": [0, r], "type": "start"} for r in range(2)],
                "monsters": [{"type": "bandit-guard", "hex": [3, 1], "players": {2: "normal"}}],
            },
            {"id": 2, "tile": "B", "hexes": [[q, r] for r in range(3) for q in range(5, 8)]},
        ],
        "doors": [{"hex": [4, 1], "rooms": [1, 2]}],
    }
    path = tmp_path / "door.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario_file=str(path))
    s = game.new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    (guard,) = s.monsters()
    for seat, h in ((BRUTE, (6, 1)), (MINDTHIEF, (7, 2))):
        place(s, seat, h)  # behind the closed door
    drawn(s, "bandit-guard", 527)
    ai_turn(s, guard)
    assert guard.hex == (3, 1) and (4, 1) in s.hexmap.doors  # no Focus: it stays


@rules("GH-MOVE-11", "GH-GLOSS-118")
def test_an_archer_sets_a_trap_next_to_itself_that_does_not_scale(tmp_path: Path) -> None:
    s = arena(tmp_path, level=3)
    archer = monster(s, "bandit-archer", (4, 2))
    drawn(s, "bandit-archer", 538)  # Move -1, Attack -1, then a 3-damage trap
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (0, 4))
    monster_stack(s, "+0")
    ai_turn(s, archer)
    pick(s, "take the damage")
    assert archer.hex == (4, 2) and set(s.traps) == {(3, 2)}  # the empty hex nearest
    assert s.traps[(3, 2)].amount == 3  # not 2 + 3
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    pick(s, "hex 2,2")
    pick(s, "hex 3,2")
    assert "suffer 3 damage" in s.decision().prompt


@rules("GH-GLOSS-118")
def test_an_archers_trap_hex_tie_is_the_players_choice(tmp_path: Path) -> None:
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (3, 2))
    drawn(s, "bandit-archer", 538)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (5, 2))
    monster_stack(s, "+0", "+0")
    ai_turn(s, archer)
    while kind(s) in ("suffer-damage", "monster-outcome"):
        idle(s)
    assert kind(s) == "monster-trap-hex" and s.decision().seat == s.party_seat()
    assert sorted(labels(s)) == ["hex 2,2", "hex 4,2"]
    pick(s, "hex 4,2")
    assert set(s.traps) == {(4, 2)} and s.traps[(4, 2)].amount == 3


# --- other abilities ---------------------------------------------------------------------------


@rules("GH-MOTHER-01", "GH-PUSH-01")
def test_a_monster_push_moves_the_character_and_the_players_choose_the_path(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    drawn(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"attack": "+0", "push": 1}))
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (6, 4))
    monster_stack(s, "+0")
    ai_turn(s, guard)
    pick(s, "take the damage")
    assert kind(s) == "push" and s.decision().seat == s.party_seat()
    assert sorted(labels(s)) == ["hex 0,2", "hex 0,3", "hex 1,1"]
    pick(s, "hex 0,2")
    assert s.character(BRUTE).hex == (0, 2)


@rules("GH-MOTHER-01", "GH-COND-09")
def test_a_monster_attacks_conditions_reach_the_character(tmp_path: Path) -> None:
    s = arena(tmp_path)
    archer = monster(s, "bandit-archer", (4, 2))
    drawn(s, "bandit-archer", 539)  # Move +0, Attack -1 Range +1, Immobilize
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (0, 4))
    monster_stack(s, "+0")
    ai_turn(s, archer)
    pick(s, "take the damage")
    assert s.character(BRUTE).conditions.has("immobilize")


@rules("GH-MINFUSE-01", "GH-MINFUSE-02")
def test_a_monsters_infusion_is_strong_at_the_end_of_its_turn(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    drawn(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"infuse": "fire"}))
    away(s, BRUTE, MINDTHIEF)
    start_steps(s, ("ai-act", guard.id))  # the abilities, without the end of the turn
    assert s.elements.level(Element.FIRE) == Strength.INERT
    assert Element.FIRE in s.elements.pending
    ai_turn(s, guard)
    assert s.elements.level(Element.FIRE) == Strength.STRONG


@rules("GH-MCONSUME-01")
def test_a_monster_consumes_an_element_when_it_can(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    card = add_ability_card(
        s, "bandit-guard", {"consume": {"element": "fire", "effect": {"shield": 1}}}
    )
    drawn(s, "bandit-guard", card)
    away(s, BRUTE, MINDTHIEF)
    set_elements(s, fire="strong")
    ai_turn(s, guard)
    assert s.elements.level(Element.FIRE) == Strength.INERT


@rules("GH-MLOOT-01", "GH-GLOSS-101")
def test_money_looted_by_a_monster_is_gone(tmp_path: Path) -> None:
    s = arena(tmp_path, contents=[{"hex": [3, 2], "type": "coin", "amount": 1}])
    guard = monster(s, "bandit-guard", (4, 2))
    drawn(s, "bandit-guard", add_ability_card(s, "bandit-guard", {"loot": 1}))
    away(s, BRUTE, MINDTHIEF)
    ai_turn(s, guard)
    assert s.coins == {}


@rules("GH-GLOSS-10", "GH-MATK-02")
def test_one_enemy_with_all_attacks_hits_the_focus_once_per_target(tmp_path: Path) -> None:
    """Living Bones card 522, "target one enemy with all attacks": the stat card's
    Target 2 becomes two attacks on the focus, each with its own draw, and none on
    the other character in reach."""
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (2, 2))
    stats = s.game.bestiary.monsters["living-bones"].stats(s.values.monster_level, "normal")
    assert stats["target"] == 2
    drawn(s, "living-bones", 522)  # Move +0, Attack +0, one enemy with all attacks
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (3, 2))
    monster_stack(s, "+0", "+1", "+0")
    ai_turn(s, bones)
    hit: list[int] = []
    while kind(s) == "suffer-damage":
        hit.append(s.decision().seat)
        pick(s, "take the damage")
    assert len(hit) == 2 and len(set(hit)) == 1  # both on the one focus
    victim = s.character(hit[0])
    assert victim.max_hp - victim.hp == 2 * stats["attack"] + 1  # +0 then +1: two draws
    assert len(s.monster_deck.draw_pile) == 1


@rules("GH-GLOSS-10")
def test_one_enemy_with_all_attacks_stops_when_that_enemy_falls(tmp_path: Path) -> None:
    s = arena(tmp_path)
    bones = monster(s, "living-bones", (2, 2))
    drawn(s, "living-bones", 522)
    brute = place(s, BRUTE, (1, 2))
    set_hp(s, brute, 1)  # the first attack exhausts the Brute
    place(s, MINDTHIEF, (0, 4))  # out of reach
    monster_stack(s, "+0", "+0")
    ai_turn(s, bones)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert not brute.alive or brute.hp <= 0
    assert s.character(MINDTHIEF).hp == s.character(MINDTHIEF).max_hp
    assert len(s.monster_deck.draw_pile) == 1  # the second attack was never drawn for
