"""Every level-1 and level-X Mindthief card (ids 146-158), top and bottom, played through
the engine's decisions on a small arena. Each expected result is worked out from
``data/classes/mindthief.yaml`` and ``data/classes/README.md`` (what the card does, the
Augment, ``force_enemy`` and ``ally_performs`` extensions) and the rules catalog, never
from the engine.

Set-up used throughout: scenario level 1, so a normal Bandit Guard has 6 HP, Attack 2
and Move 3, an elite one 9 HP and Shield 1; the Mindthief has 6 HP. Every modifier deck
is stacked with "+0" cards. Monster turns use Bandit Guard card 527 ("Move +0, Attack
+0": an attack of 2).

Reading used for the Augments (data README, "Half keys"): an Augment works "while it is
active", that is once its card is in the Active Area (GH-ACTION-09), after its own half
has been performed. So the half's own Attack 1 gets nothing from the Augment, and a
melee attack of the other half played after it does.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    distance,
    end_round,
    finish_turn,
    has,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    pick_figure,
    pick_hex,
    pile_of,
    place,
    plain_modifiers,
    plan,
    with_element,
)
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import SUMMON, Figure
from rulebound.games.gloomhaven.position import give_conditions, set_hp, stack_ability_deck
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
ATTACK_2 = 527  # Bandit Guard: Move +0, Attack +0


# --- helpers (this file's own) ----------------------------------------------------------


def game(tmp_path: Path) -> GloomhavenState:
    """Brute and Mindthief on a 7x5 arena, stacked modifier decks, the Brute parked in a
    corner out of the way."""
    s = arena(tmp_path, party="brute,mindthief")
    plain_modifiers(s)
    place(s, BRUTE, (0, 4))
    return s


def turn(s: GloomhavenState, at: Hex, lead: str, second: str, seat: int = MINDTHIEF) -> Figure:
    """The character at ``at`` starts its turn with these two cards."""
    fig = place(s, seat, at)
    start_turn(s, seat, lead, second)
    return fig


def where(s: GloomhavenState, name: str, seat: int = MINDTHIEF) -> str:
    return pile_of(s, seat, name)


def xp(s: GloomhavenState) -> int:
    return s.heroes[MINDTHIEF].xp


# --- 146 Submissive Affliction ------------------------------------------------------------


@rules("GH-ATK-10", "GH-ATK-11", "GH-SHIELD-01", "GH-XP-03")
def test_submissive_affliction_top_plus_1_attack_per_negative_condition(tmp_path: Path) -> None:
    s = game(tmp_path)
    elite = monster(s, "bandit-guard", (3, 2), rank="elite")
    give_conditions(s, elite, "poison", "wound", "immobilize")
    turn(s, (2, 2), "Submissive Affliction", "Scurry")
    pick(s, "Submissive Affliction: top")
    pick_figure(s, elite)
    # 2 + 3 (three negative conditions) + 1 (Poison) - Shield 1
    assert elite.hp == 9 - 5
    assert xp(s) == 1
    assert where(s, "Submissive Affliction") == "discard"


@rules("GH-ATK-10")
def test_submissive_affliction_top_on_a_target_without_conditions_is_attack_2(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Submissive Affliction", "Scurry")
    pick(s, "Submissive Affliction: top")
    pick_figure(s, guard)
    assert guard.hp == 4


@rules("GH-ABIL-02", "GH-ATK-05")
def test_submissive_affliction_bottom_an_enemy_in_range_5_attacks_its_ally(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    forced = monster(s, "bandit-guard", (4, 2))  # 4 hexes away
    victim = monster(s, "bandit-guard", (5, 2))  # next to it
    beyond = monster(s, "bandit-guard", (6, 0))  # 6 hexes away
    fig = turn(s, (0, 2), "Submissive Affliction", "Scurry")
    pick(s, "Submissive Affliction: bottom")
    assert kind(s) == "control-enemy"
    options = labels(s)
    assert f"{forced.label} at hex {forced.hex[0]},{forced.hex[1]}" in options
    assert f"{beyond.label} at hex {beyond.hex[0]},{beyond.hex[1]}" not in options
    pick_figure(s, forced)
    # Attack 2, the guard's own range (+0: melee), at one of its own allies.
    assert kind(s) == "attack-target"
    assert f"{fig.label} at hex {fig.hex[0]},{fig.hex[1]}" not in labels(s)
    assert f"{beyond.label} at hex 6,0" not in labels(s)  # its ally out of its melee reach
    pick_figure(s, victim)
    assert (victim.hp, forced.hp, fig.hp) == (4, 6, 6)
    assert where(s, "Submissive Affliction") == "discard"
    assert xp(s) == 0


# --- 147 Into the Night -------------------------------------------------------------------


@rules("GH-LOOT-01", "GH-INFUSE-02", "GH-INFUSE-04")
def test_into_the_night_top_loot_1_and_dark(tmp_path: Path) -> None:
    s = game(tmp_path)
    s.coins.update({(3, 2): 1, (4, 2): 1})
    turn(s, (2, 2), "Into the Night", "Scurry")
    pick(s, "Into the Night: top")
    assert s.heroes[MINDTHIEF].coins == 1
    assert s.coins == {(4, 2): 1}
    finish_turn(s)
    assert s.elements.level(Element.DARK) == Strength.STRONG
    assert where(s, "Into the Night") == "discard"


@rules("GH-COND-14", "GH-COND-15", "GH-PEND-02")
def test_into_the_night_bottom_invisible_self(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Into the Night", "Scurry")
    pick(s, "Into the Night: bottom")
    assert has(fig, "invisible")
    finish_turn(s)
    assert has(fig, "invisible")  # applied during its own turn: it stays
    monster_turn(s, guard)
    assert fig.hp == 6  # not focused, not attacked
    assert where(s, "Into the Night") == "discard"


# --- 148 Fearsome Blade -------------------------------------------------------------------


@rules("GH-PUSH-01", "GH-PUSH-05", "GH-XP-03")
def test_fearsome_blade_top_attack_2_push_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (2, 2))
    fig = turn(s, (1, 2), "Fearsome Blade", "Scurry")
    pick(s, "Fearsome Blade: top")
    pick_figure(s, guard)
    for _ in range(3):
        assert kind(s) == "push"
        s.apply_action(s.decision().options[0])
    assert guard.hp == 4
    assert distance(s, fig, guard) == 4
    assert xp(s) == 1
    assert where(s, "Fearsome Blade") == "discard"


@rules("GH-ACTION-05", "GH-XP-03", "GH-ACTION-08")
def test_fearsome_blade_bottom_move_4_then_attack_2_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    fig = turn(s, (0, 2), "Fearsome Blade", "Scurry")
    pick(s, "Fearsome Blade: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    assert fig.hex == (4, 2)
    pick_figure(s, guard)
    assert guard.hp == 4
    assert xp(s) == 2
    assert where(s, "Fearsome Blade") == "lost"


# --- 149 Feedback Loop (Augment) ----------------------------------------------------------


@rules("GH-BONUS-07", "GH-ACTION-09", "GH-REND-04", "GH-XP-03")
def test_feedback_loop_top_augment_shield_1_until_end_of_round_on_melee_attacks(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Feedback Loop", "The Mind's Weakness")
    pick(s, "Feedback Loop: top")
    pick_figure(s, guard)  # its own Attack 1
    assert guard.hp == 5 and xp(s) == 1
    assert where(s, "Feedback Loop") == "active"
    pick(s, "The Mind's Weakness: bottom")  # a melee Attack 1, Wound
    pick_figure(s, guard)
    assert guard.hp == 4 and has(guard, "wound")
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == 6 - 1  # Shield 1 against Attack 2
    end_round(s)
    assert where(s, "Feedback Loop") == "active"  # an Augment stays
    monster_turn(s, guard)
    assert fig.hp == 5 - 2  # the Shield lasted one round


@rules("GH-MOVE-06", "GH-COND-12")
def test_feedback_loop_bottom_jump_back_to_start_muddles_enemies_jumped_over(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    over = monster(s, "bandit-guard", (3, 2))
    beside = monster(s, "bandit-guard", (1, 2))  # adjacent, not jumped over
    fig = turn(s, (2, 2), "Feedback Loop", "Scurry")
    pick(s, "Feedback Loop: bottom")
    for h in ((3, 2), (3, 1), (2, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    assert fig.hex == (2, 2)
    assert has(over, "muddle")
    assert not has(beside, "muddle")
    assert where(s, "Feedback Loop") == "discard"


@rules("GH-MOVE-06")
def test_feedback_loop_bottom_no_muddle_if_the_jump_ends_elsewhere(tmp_path: Path) -> None:
    s = game(tmp_path)
    over = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Feedback Loop", "Scurry")
    pick(s, "Feedback Loop: bottom")
    for h in ((3, 2), (4, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    assert fig.hex == (4, 2)
    assert not has(over, "muddle")


# --- 150 Gnawing Horde --------------------------------------------------------------------


@rules(
    "GH-SUMMON-01",
    "GH-SUMMON-03",
    "GH-SUMMON-04",
    "GH-SUMMON-05",
    "GH-SUMMON-06",
    "GH-SUMMON-07",
    "GH-RSTART-19",
    "GH-XP-03",
)
def test_gnawing_horde_top_summons_a_rat_swarm_that_acts_from_next_round(tmp_path: Path) -> None:
    s = game(tmp_path)
    hero = s.heroes[MINDTHIEF]
    guard = monster(s, "bandit-guard", (4, 2))
    give_conditions(s, guard, "stun")  # it stays put in round 1
    stack_ability_deck(s, "bandit-guard", 529, 527, 528)  # initiatives 70, 50
    place(s, MINDTHIEF, (2, 2))
    # Round 1: the Brute (10), the Mindthief (20), the stunned guard (70).
    plan(s, BRUTE, "Provoking Roar", "Trample")
    plan(s, MINDTHIEF, "Scurry", "Gnawing Horde")
    assert kind(s) == "play-half" and s.decision().seat == BRUTE
    finish_turn(s)
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF
    pick(s, "Gnawing Horde: top")
    assert kind(s) == "summon-hex"
    pick_hex(s, (3, 2))  # next to the Mindthief and to the guard
    (rat,) = [f for f in s.figures if f.kind == SUMMON]
    assert (rat.name, rat.hp, rat.max_hp, rat.hex) == ("Rat Swarm", 6, 6, (3, 2))
    assert where(s, "Gnawing Horde") == "active"
    assert hero.active[0].summon == rat.id
    assert xp(s) == 2
    finish_turn(s)  # Scurry as Move 2, unmoved; then the guard; the round ends
    while kind(s) == "short-rest":
        pick(s, "no")
    assert guard.hp == 6 and not has(guard, "poison")  # the rat did not act in round 1
    # Round 2: the rat acts just before the Mindthief (14): Move 1, Attack 2, Poison.
    plan(s, BRUTE, "Grab and Go", "Warding Strength")
    plan(s, MINDTHIEF, "Into the Night", "Fearsome Blade")
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF
    assert guard.hp == 6 - 2 and has(guard, "poison")
    assert rat.hex == (3, 2)
    assert len(hero.deck.discard) == 1  # drawn from the Mindthief's deck
    assert not s.heroes[BRUTE].deck.discard


@rules("GH-SUMMON-09", "GH-BONUS-06")
def test_gnawing_horde_top_card_is_lost_when_the_rat_swarm_dies(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (2, 2), "Gnawing Horde", "Scurry")
    pick(s, "Gnawing Horde: top")
    pick_hex(s, (3, 2))
    (rat,) = [f for f in s.figures if f.kind == SUMMON]
    finish_turn(s)
    set_hp(s, rat, 2)
    monster_turn(s, guard)
    assert not rat.alive
    assert where(s, "Gnawing Horde") == "lost"


@rules("GH-MOVE-01")
def test_gnawing_horde_bottom_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Gnawing Horde", "Scurry")
    pick(s, "Gnawing Horde: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        assert kind(s) == "move"
        pick_hex(s, h)
    assert fig.hex == (4, 2) and kind(s) == "play-half"
    assert where(s, "Gnawing Horde") == "discard"


# --- 151 The Mind's Weakness (Augment) ----------------------------------------------------


@rules("GH-ATK-10", "GH-BONUS-07", "GH-ACTION-09", "GH-MELEE-01")
def test_minds_weakness_top_augment_plus_2_attack_on_melee_attacks_only(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "The Mind's Weakness", "Fearsome Blade")
    pick(s, "The Mind's Weakness: top")
    pick_figure(s, a)
    assert a.hp == 5 and xp(s) == 1
    assert where(s, "The Mind's Weakness") == "active"
    pick(s, "Fearsome Blade: bottom")  # Move 4, Attack 2 (melee)
    for h in ((3, 1), (4, 1), (4, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    pick_figure(s, b)
    assert b.hp == 6 - 4
    end_round(s)
    assert where(s, "The Mind's Weakness") == "active"
    set_hp(s, a, 6)
    set_hp(s, b, 6)
    turn(s, (3, 3), "Perverse Edge", "Scurry")
    pick(s, "Perverse Edge: bottom")  # Attack 1, Range 2: ranged, no bonus
    pick_figure(s, b)
    assert b.hp == 6 - 1


@rules("GH-COND-08", "GH-COND-06")
def test_minds_weakness_bottom_attack_1_wound(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "The Mind's Weakness", "Scurry")
    pick(s, "The Mind's Weakness: bottom")
    pick_figure(s, guard)
    assert guard.hp == 5 and has(guard, "wound")
    assert where(s, "The Mind's Weakness") == "discard"


@rules("GH-BONUS-02", "GH-ACTION-09")
def test_playing_a_second_augment_discards_the_first(tmp_path: Path) -> None:
    s = game(tmp_path)
    monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "The Mind's Weakness", "Scurry")
    pick(s, "The Mind's Weakness: top")
    pick(s, "stop attacking")
    assert where(s, "The Mind's Weakness") == "active"
    end_round(s)
    turn(s, (2, 2), "Feedback Loop", "Gnawing Horde")
    pick(s, "Feedback Loop: top")
    pick(s, "stop attacking")
    assert where(s, "Feedback Loop") == "active"
    assert where(s, "The Mind's Weakness") == "discard"


# --- 152 Parasitic Influence (Augment) ----------------------------------------------------


@rules("GH-HEAL-01", "GH-BONUS-07", "GH-ACTION-09")
def test_parasitic_influence_top_augment_heal_2_self_on_melee_attacks(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Parasitic Influence", "Fearsome Blade")
    set_hp(s, fig, 2)
    pick(s, "Parasitic Influence: top")
    pick_figure(s, guard)
    assert guard.hp == 5 and xp(s) == 1
    assert fig.hp == 2  # its own attack: the Augment was not active yet
    assert where(s, "Parasitic Influence") == "active"
    pick(s, "Fearsome Blade: bottom")
    pick(s, "stop here")
    pick_figure(s, guard)
    assert guard.hp == 3
    assert fig.hp == 4


@rules("GH-ABIL-02")
def test_parasitic_influence_bottom_an_enemy_in_range_4_moves_1_steered_by_you(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))  # 3 hexes away
    beyond = monster(s, "bandit-guard", (5, 1))  # 5 hexes away
    turn(s, (0, 2), "Parasitic Influence", "Scurry")
    pick(s, "Parasitic Influence: bottom")
    assert f"{beyond.label} at hex {beyond.hex[0]},{beyond.hex[1]}" not in labels(s)
    pick_figure(s, guard)
    assert kind(s) == "move" and s.decision().seat == MINDTHIEF
    pick_hex(s, (3, 1))
    assert guard.hex == (3, 1)
    assert kind(s) == "play-half"  # Move 1: done
    assert where(s, "Parasitic Influence") == "discard"


# --- 153 Scurry ---------------------------------------------------------------------------


@rules("GH-ACTION-05", "GH-MOVE-01")
def test_scurry_top_move_3_attack_1(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    fig = turn(s, (0, 2), "Scurry", "Gnawing Horde")
    pick(s, "Scurry: top")
    for h in ((1, 2), (2, 2), (3, 2)):
        pick_hex(s, h)
    assert fig.hex == (3, 2)
    pick_figure(s, guard)
    assert guard.hp == 5
    assert where(s, "Scurry") == "discard"


@rules("GH-LOOT-01", "GH-XP-03", "GH-ACTION-08")
def test_scurry_bottom_loot_2_lost_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    s.coins.update({(4, 2): 1, (2, 0): 1, (5, 2): 1})
    turn(s, (2, 2), "Scurry", "Gnawing Horde")
    pick(s, "Scurry: bottom")
    assert s.heroes[MINDTHIEF].coins == 2
    assert s.coins == {(5, 2): 1}
    assert xp(s) == 1
    assert where(s, "Scurry") == "lost"


# --- 154 Perverse Edge --------------------------------------------------------------------


@rules("GH-ATK-10", "GH-ATK-11", "GH-ACTION-08")
def test_perverse_edge_top_plus_2_attack_and_1_xp_per_negative_condition(tmp_path: Path) -> None:
    s = game(tmp_path)
    elite = monster(s, "bandit-guard", (3, 2), rank="elite")
    give_conditions(s, elite, "poison", "wound")
    turn(s, (2, 2), "Perverse Edge", "Scurry")
    pick(s, "Perverse Edge: top")
    pick_figure(s, elite)
    # 3 + 2 x 2 (two negative conditions) + 1 (Poison) - Shield 1
    assert elite.hp == 9 - 7
    assert xp(s) == 2
    assert where(s, "Perverse Edge") == "lost"


@rules("GH-COND-11", "GH-RANGED-01", "GH-INFUSE-04", "GH-XP-03")
def test_perverse_edge_bottom_attack_1_range_2_stun_ice_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (2, 2), "Perverse Edge", "Scurry")
    pick(s, "Perverse Edge: bottom")
    pick_figure(s, guard)
    assert guard.hp == 5 and has(guard, "stun")
    assert xp(s) == 1
    finish_turn(s)
    assert s.elements.level(Element.ICE) == Strength.STRONG
    assert where(s, "Perverse Edge") == "discard"


# --- 155 Empathetic Assault ---------------------------------------------------------------


@rules("GH-RANGED-01", "GH-COND-10", "GH-INFUSE-04", "GH-XP-03", "GH-ACTION-08")
def test_empathetic_assault_top_attack_4_range_5_disarm_ice_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (0, 2), "Empathetic Assault", "Scurry")
    pick(s, "Empathetic Assault: top")
    pick_figure(s, guard)
    assert guard.hp == 2 and has(guard, "disarm")
    assert xp(s) == 2
    finish_turn(s)
    assert s.elements.level(Element.ICE) == Strength.STRONG
    assert where(s, "Empathetic Assault") == "lost"


@rules("GH-MOVE-01", "GH-HEAL-01")
def test_empathetic_assault_bottom_move_2_heal_2_self(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Empathetic Assault", "Scurry")
    set_hp(s, fig, 3)
    pick(s, "Empathetic Assault: bottom")
    pick_hex(s, (1, 2))
    pick_hex(s, (2, 2))
    assert fig.hex == (2, 2)
    assert kind(s) == "heal-target"
    assert sorted(labels(s)) == sorted(
        ["skip the heal", f"Mindthief at hex {fig.hex[0]},{fig.hex[1]}"]
    )
    pick_figure(s, fig)
    assert fig.hp == 5
    assert where(s, "Empathetic Assault") == "discard"


# --- 156 Withering Claw (Augment) ---------------------------------------------------------


@rules("GH-COND-06", "GH-COND-07", "GH-COND-12", "GH-BONUS-07", "GH-ACTION-09")
def test_withering_claw_top_augment_muddle_and_poison_on_melee_attacks(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (2, 1))
    turn(s, (2, 2), "Withering Claw", "Fearsome Blade")
    pick(s, "Withering Claw: top")
    pick_figure(s, a)
    assert a.hp == 5 and not has(a, "poison") and not has(a, "muddle")
    assert xp(s) == 1
    assert where(s, "Withering Claw") == "active"
    pick(s, "Fearsome Blade: bottom")
    pick(s, "stop here")
    pick_figure(s, b)
    assert b.hp == 4 and has(b, "poison") and has(b, "muddle")


@rules("GH-COND-09", "GH-ACTION-05")
def test_withering_claw_bottom_immobilize_one_adjacent_enemy_then_move_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (2, 1))
    fig = turn(s, (2, 2), "Withering Claw", "Scurry")
    pick(s, "Withering Claw: bottom")
    assert kind(s) == "effect-target"
    pick_figure(s, a)
    assert has(a, "immobilize") and not has(b, "immobilize")
    for h in ((1, 2), (0, 2), (0, 3)):
        pick_hex(s, h)
    assert fig.hex == (0, 3)
    assert where(s, "Withering Claw") == "discard"


# --- 157 Possession (level X) -------------------------------------------------------------


@rules("GH-XP-03", "GH-ACTION-08", "GH-SHIELD-01")
def test_possession_top_an_adjacent_ally_attacks_6_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (3, 2))
    elite = monster(s, "bandit-guard", (4, 2), rank="elite")
    turn(s, (2, 2), "Possession", "Scurry")
    pick(s, "Possession: top")
    assert kind(s) == "ally-target"
    pick_figure(s, ally)
    assert kind(s) == "attack-target" and s.decision().seat == BRUTE  # the ally decides
    pick_figure(s, elite)
    assert elite.hp == 9 - 5
    assert s.heroes[BRUTE].deck.discard  # the Brute drew from its own deck
    assert not s.heroes[MINDTHIEF].deck.discard
    assert xp(s) == 2 and s.heroes[BRUTE].xp == 0
    assert where(s, "Possession") == "lost"


@rules("GH-ABIL-01")
def test_possession_top_an_ally_two_hexes_away_cannot_be_chosen(tmp_path: Path) -> None:
    s = game(tmp_path)
    place(s, BRUTE, (4, 2))
    monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Possession", "Scurry")
    pick(s, "Possession: top")
    assert kind(s) == "play-half"  # no adjacent ally: nothing happens
    assert xp(s) == 0


@rules("GH-MOVE-01")
def test_possession_bottom_an_ally_within_range_3_may_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (3, 0))  # 3 hexes away
    turn(s, (2, 3), "Possession", "Scurry")
    pick(s, "Possession: bottom")
    pick_figure(s, ally)
    assert kind(s) == "move" and s.decision().seat == BRUTE
    for h in ((4, 0), (5, 0), (6, 0), (6, 1)):
        pick_hex(s, h)
    assert ally.hex == (6, 1)
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF
    assert where(s, "Possession") == "discard"


# --- 158 Frigid Apparition (level X) ------------------------------------------------------


@rules("GH-CONSUME-01", "GH-CONSUME-07", "GH-XP-02", "GH-COND-11")
def test_frigid_apparition_top_attack_3_consume_ice_to_stun_and_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    with_element(s, Element.ICE)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Frigid Apparition", "Scurry")
    pick(s, "Frigid Apparition: top")
    pick(s, "consume")
    assert s.elements.level(Element.ICE) == Strength.INERT
    pick_figure(s, guard)
    assert guard.hp == 3 and has(guard, "stun")
    assert xp(s) == 1
    assert where(s, "Frigid Apparition") == "discard"


@rules("GH-CONSUME-07", "GH-XP-02")
def test_frigid_apparition_top_without_ice_attack_3_only(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Frigid Apparition", "Scurry")
    pick(s, "Frigid Apparition: top")
    assert kind(s) == "attack-target"
    pick_figure(s, guard)
    assert guard.hp == 3 and not has(guard, "stun")
    assert xp(s) == 0


@rules("GH-COND-11", "GH-XP-03", "GH-ACTION-08")
def test_frigid_apparition_bottom_move_4_stun_one_adjacent_lost_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (5, 2))
    b = monster(s, "bandit-guard", (4, 1))
    fig = turn(s, (0, 2), "Frigid Apparition", "Scurry")
    pick(s, "Frigid Apparition: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    assert fig.hex == (4, 2)
    assert kind(s) == "effect-target"
    pick_figure(s, a)
    assert has(a, "stun") and not has(b, "stun")
    assert xp(s) == 1
    assert where(s, "Frigid Apparition") == "lost"
