"""Every level-1 and level-X Brute card (ids 1-13), top and bottom, played through the
engine's decisions on a small arena. Each expected result is worked out from
``data/classes/brute.yaml`` and ``data/classes/README.md`` (what the card does) and the
rules catalog (how an ability resolves), never from the engine.

Set-up used throughout: scenario level 1 (the party's recommended level), so a normal
Bandit Guard has 6 HP and Attack 2, an elite one 9 HP, Attack 3 and Shield 1. Every
modifier deck is stacked with "+0" cards unless a test says otherwise. Monster turns use
Bandit Guard card 527 ("Move +0, Attack +0": an attack of 2).
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
    pick_area,
    pick_figure,
    pick_hex,
    pile_of,
    place,
    with_element,
)
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import set_hp, stack_modifiers
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
ATTACK_2 = 527  # Bandit Guard: Move +0, Attack +0
ATTACK_1 = 525  # Bandit Guard: Move +1, Attack -1
ARCHER_ATTACK_2 = 533  # Bandit Archer: Move +0, Attack +0 (Range 4)


# --- helpers (this file's own) ----------------------------------------------------------


def game(tmp_path: Path, *hero_cards: str, monster_cards: tuple[str, ...] = ()) -> GloomhavenState:
    """Brute and Mindthief on a 7x5 arena, stacked modifier decks, the Mindthief parked
    in a corner out of the way."""
    s = arena(tmp_path, party="brute,mindthief")
    for hero in s.heroes:
        stack_modifiers(s, hero.seat, *(hero_cards or ("+0",) * 12))
    stack_modifiers(s, None, *(monster_cards or ("+0",) * 12))
    place(s, MINDTHIEF, (0, 4))
    return s


def turn(s: GloomhavenState, at: Hex, lead: str, second: str) -> Figure:
    """The Brute at ``at`` starts its turn with these two cards."""
    fig = place(s, BRUTE, at)
    start_turn(s, BRUTE, lead, second)
    return fig


def where(s: GloomhavenState, name: str, seat: int = BRUTE) -> str:
    return pile_of(s, seat, name)


# --- 1 Trample ---------------------------------------------------------------------------


@rules("GH-SHIELD-01", "GH-MELEE-02", "GH-ACTION-08")
def test_trample_top_attack_3_pierce_2(tmp_path: Path) -> None:
    s = game(tmp_path)
    elite = monster(s, "bandit-guard", (3, 2), rank="elite")  # 9 HP, Shield 1
    turn(s, (2, 2), "Trample", "Grab and Go")
    pick(s, "Trample: top")
    pick_figure(s, elite)
    assert elite.hp == 9 - 3  # Pierce 2 cancels Shield 1
    assert where(s, "Trample") == "discard"
    assert s.heroes[BRUTE].xp == 0


@rules("GH-MOVE-06", "GH-MOVE-07", "GH-XP-03", "GH-ACTION-08", "GH-ATK-05")
def test_trample_bottom_jumps_and_attacks_every_enemy_jumped_over(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (2, 2))
    b = monster(s, "bandit-guard", (3, 2))
    near = monster(s, "bandit-guard", (4, 1))  # next to the landing hex, not jumped over
    fig = turn(s, (1, 2), "Trample", "Grab and Go")
    pick(s, "Trample: bottom")
    for h in ((2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    assert fig.hex == (4, 2)
    assert (a.hp, b.hp, near.hp) == (4, 4, 6)
    assert s.heroes[BRUTE].xp == 2
    assert where(s, "Trample") == "lost"


# --- 2 Eye for an Eye ---------------------------------------------------------------------


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-ACTION-09", "GH-RETAL-01", "GH-RETAL-05")
def test_eye_for_an_eye_top_retaliate_2_this_round_with_1_xp_per_retaliation(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Eye for an Eye", "Grab and Go")
    pick(s, "Eye for an Eye: top")
    assert where(s, "Eye for an Eye") == "active"
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == 10 - 2
    assert guard.hp == 6 - 2  # Retaliate 2
    assert s.heroes[BRUTE].xp == 1
    monster_turn(s, guard)
    assert guard.hp == 6 - 4
    assert s.heroes[BRUTE].xp == 2
    end_round(s)
    assert where(s, "Eye for an Eye") == "discard"
    monster_turn(s, guard)  # the next round: no Retaliate any more
    assert guard.hp == 2
    assert s.heroes[BRUTE].xp == 2


@rules("GH-RETAL-01")
def test_eye_for_an_eye_top_no_retaliation_and_no_xp_against_an_attack_from_3_hexes(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    archer = monster(s, "bandit-archer", (5, 2))  # 5 HP, Attack 2, Range 4
    fig = turn(s, (2, 2), "Eye for an Eye", "Grab and Go")
    pick(s, "Eye for an Eye: top")
    finish_turn(s)
    monster_turn(s, archer, ARCHER_ATTACK_2)
    assert fig.hp == 10 - 2
    assert archer.hp == 5
    assert s.heroes[BRUTE].xp == 0


@rules("GH-HEAL-02", "GH-INFUSE-01", "GH-INFUSE-02", "GH-INFUSE-04")
def test_eye_for_an_eye_bottom_heal_2_range_1_and_earth(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, MINDTHIEF, (2, 3))
    set_hp(s, ally, 2)
    turn(s, (2, 2), "Eye for an Eye", "Grab and Go")
    pick(s, "Eye for an Eye: bottom")
    assert kind(s) == "heal-target"
    pick_figure(s, ally)
    assert ally.hp == 4
    assert s.elements.level(Element.EARTH) == Strength.INERT  # only at the end of the turn
    finish_turn(s)
    assert s.elements.level(Element.EARTH) == Strength.STRONG
    assert where(s, "Eye for an Eye") == "discard"
    assert s.heroes[BRUTE].xp == 0


@rules("GH-HEAL-02")
def test_eye_for_an_eye_bottom_cannot_heal_an_ally_two_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, MINDTHIEF, (2, 4))
    set_hp(s, ally, 2)
    fig = turn(s, (2, 2), "Eye for an Eye", "Grab and Go")
    pick(s, "Eye for an Eye: bottom")
    assert sorted(labels(s)) == sorted(["skip the heal", f"Brute at hex {fig.hex[0]},{fig.hex[1]}"])


# --- 3 Sweeping Blow ----------------------------------------------------------------------


@rules("GH-AOE-01", "GH-AOE-02", "GH-AOE-03", "GH-AOE-04", "GH-ATK-05")
def test_sweeping_blow_top_attack_2_on_an_arc_of_three_adjacent_hexes(tmp_path: Path) -> None:
    s = game(tmp_path)
    arc = [monster(s, "bandit-guard", h) for h in ((3, 2), (3, 1), (2, 3))]
    other = monster(s, "bandit-guard", (1, 2))  # adjacent, but never in the same arc
    turn(s, (2, 2), "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: top")
    assert kind(s) == "attack-area"
    # Any three adjacent hexes in a row: never all four guards at once.
    hits = [t for t in labels(s) if t.startswith("hit ")]
    assert max(t.count("Bandit Guard") for t in hits) == 3
    pick_area(s, *arc)
    assert [g.hp for g in arc] == [4, 4, 4]
    assert other.hp == 6
    assert where(s, "Sweeping Blow") == "discard"


@rules("GH-PUSH-01", "GH-PUSH-02", "GH-PUSH-05")
def test_sweeping_blow_bottom_move_3_then_push_1_every_adjacent_enemy(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (2, 1))
    far = monster(s, "bandit-guard", (5, 0))
    fig = turn(s, (0, 2), "Sweeping Blow", "Grab and Go")
    pick(s, "Sweeping Blow: bottom")
    pick_hex(s, (1, 2))
    pick_hex(s, (2, 2))
    pick(s, "stop here")
    pushed = 0
    while kind(s) == "push":
        s.apply_action(s.decision().options[0])
        pushed += 1
    assert pushed == 2
    assert fig.hex == (2, 2)
    assert distance(s, fig, a) == 2 and distance(s, fig, b) == 2
    assert far.hex == (5, 0)
    assert where(s, "Sweeping Blow") == "discard"


# --- 4 Provoking Roar ---------------------------------------------------------------------


@rules("GH-COND-10", "GH-COND-06")
def test_provoking_roar_top_attack_2_disarm(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Provoking Roar", "Grab and Go")
    pick(s, "Provoking Roar: top")
    pick_figure(s, guard)
    assert guard.hp == 4 and has(guard, "disarm")
    assert where(s, "Provoking Roar") == "discard"


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-ACTION-09")
def test_provoking_roar_bottom_attacks_on_an_adjacent_ally_hit_the_brute(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, MINDTHIEF, (2, 3))
    guard = monster(s, "bandit-guard", (2, 4))  # next to the Mindthief, not to the Brute
    fig = turn(s, (2, 2), "Provoking Roar", "Grab and Go")
    pick(s, "Provoking Roar: bottom")
    assert where(s, "Provoking Roar") == "active"
    finish_turn(s)
    monster_turn(s, guard)
    assert ally.hp == 6
    assert fig.hp == 10 - 2
    end_round(s)
    assert where(s, "Provoking Roar") == "discard"
    monster_turn(s, guard)  # next round: the attack stays on the Mindthief
    assert ally.hp == 6 - 2 and fig.hp == 8


@rules("GH-BONUS-08")
def test_provoking_roar_bottom_redirects_a_ranged_attack_whatever_its_range(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    ally = place(s, MINDTHIEF, (2, 3))
    archer = monster(s, "bandit-archer", (5, 4))  # 4 hexes from the Mindthief, 5 from the Brute
    fig = turn(s, (2, 2), "Provoking Roar", "Grab and Go")
    pick(s, "Provoking Roar: bottom")
    finish_turn(s)
    monster_turn(s, archer, ARCHER_ATTACK_2)
    assert archer.hex == (5, 4)
    assert (ally.hp, fig.hp) == (6, 10 - 2)


# --- 5 Overwhelming Assault ---------------------------------------------------------------


@rules("GH-XP-03", "GH-ACTION-08", "GH-SHIELD-01")
def test_overwhelming_assault_top_attack_6_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    elite = monster(s, "bandit-guard", (3, 2), rank="elite")
    turn(s, (2, 2), "Overwhelming Assault", "Grab and Go")
    pick(s, "Overwhelming Assault: top")
    pick_figure(s, elite)
    assert elite.hp == 9 - (6 - 1)
    assert s.heroes[BRUTE].xp == 2
    assert where(s, "Overwhelming Assault") == "lost"


@rules("GH-PUSH-01", "GH-PUSH-02", "GH-PUSH-05")
def test_overwhelming_assault_bottom_move_3_push_2_one_adjacent_enemy(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (2, 1))
    fig = turn(s, (1, 2), "Overwhelming Assault", "Grab and Go")
    pick(s, "Overwhelming Assault: bottom")
    pick_hex(s, (2, 2))
    pick(s, "stop here")
    assert kind(s) == "effect-target"
    pick_figure(s, a)
    for _ in range(2):
        assert kind(s) == "push"
        s.apply_action(s.decision().options[0])
    assert distance(s, fig, a) == 3
    assert b.hex == (2, 1)  # one enemy only
    assert where(s, "Overwhelming Assault") == "discard"


# --- 6 Grab and Go ------------------------------------------------------------------------


@rules("GH-LOOT-01", "GH-LOOT-05")
def test_grab_and_go_top_loot_1(tmp_path: Path) -> None:
    s = game(tmp_path)
    s.coins.update({(3, 2): 1, (2, 1): 2, (4, 2): 1})
    turn(s, (2, 2), "Grab and Go", "Trample")
    pick(s, "Grab and Go: top")
    assert s.heroes[BRUTE].coins == 3
    assert s.coins == {(4, 2): 1}  # range 2: not looted
    assert s.heroes[MINDTHIEF].coins == 0
    assert where(s, "Grab and Go") == "discard"


@rules("GH-MOVE-01")
def test_grab_and_go_bottom_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        assert kind(s) == "move"
        pick_hex(s, h)
    assert fig.hex == (4, 2)
    assert kind(s) == "play-half"  # no movement point left: the move is over
    assert where(s, "Grab and Go") == "discard"


# --- 7 Warding Strength -------------------------------------------------------------------


@rules("GH-PUSH-01", "GH-PUSH-05")
def test_warding_strength_top_attack_3_push_2(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Warding Strength", "Grab and Go")
    pick(s, "Warding Strength: top")
    pick_figure(s, guard)
    for _ in range(2):
        assert kind(s) == "push"
        s.apply_action(s.decision().options[0])
    assert guard.hp == 3
    assert distance(s, fig, guard) == 3
    assert where(s, "Warding Strength") == "discard"


@rules("GH-BONUS-03", "GH-BONUS-04", "GH-BONUS-05", "GH-BONUS-06", "GH-ACTION-09")
def test_warding_strength_bottom_shield_1_for_the_next_six_damaging_attacks(
    tmp_path: Path,
) -> None:
    # The first monster draw is -2: an attack of 0 would not damage the Brute, so it
    # uses no slot. The six attacks of 2 after it each use one; slots 2, 4 and 6 give
    # 1 XP; off the last slot the card is Lost.
    s = game(tmp_path, monster_cards=("-2", *("+0",) * 10))
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Warding Strength", "Grab and Go")
    pick(s, "Warding Strength: bottom")
    assert where(s, "Warding Strength") == "active"
    assert s.heroes[BRUTE].xp == 0
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == 10
    (active,) = s.heroes[BRUTE].active
    assert active.uses_left == 6
    xp = []
    for _ in range(6):
        monster_turn(s, guard)
        xp.append(s.heroes[BRUTE].xp)
    assert fig.hp == 10 - 6  # each attack of 2 less Shield 1
    assert xp == [0, 1, 1, 2, 2, 3]
    assert where(s, "Warding Strength") == "lost"
    monster_turn(s, guard)
    assert fig.hp == 4 - 2


@rules("GH-BONUS-05", "GH-SHIELD-05", "GH-BONUS-03")
def test_warding_strength_bottom_uses_no_slot_when_another_shield_stops_the_attack(
    tmp_path: Path,
) -> None:
    # Warding Strength is active, then Shield Bash's Shield 1 this round. An Attack 1
    # would not damage the Brute (data README, use_on attack-damage), so no slot moves;
    # played in the other order the engine already gets this right.
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Warding Strength", "Grab and Go")
    pick(s, "Warding Strength: bottom")
    finish_turn(s)
    turn(s, (2, 2), "Shield Bash", "Trample")
    pick(s, "Shield Bash: bottom")
    finish_turn(s)
    monster_turn(s, guard, ATTACK_1)
    assert fig.hp == 10
    warding = next(a for a in s.heroes[BRUTE].active if a.half == "bottom" and a.uses_left)
    assert (warding.uses_left, warding.slot) == (6, 0)


@rules("GH-BONUS-05", "GH-SHIELD-05")
def test_warding_strength_bottom_played_after_shield_bash_keeps_its_slot(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Shield Bash", "Trample")
    pick(s, "Shield Bash: bottom")
    finish_turn(s)
    turn(s, (2, 2), "Warding Strength", "Grab and Go")
    pick(s, "Warding Strength: bottom")
    finish_turn(s)
    monster_turn(s, guard, ATTACK_1)
    assert fig.hp == 10
    warding = next(a for a in s.heroes[BRUTE].active if a.uses_left)
    assert (warding.uses_left, warding.slot) == (6, 0)


# --- 8 Shield Bash ------------------------------------------------------------------------


@rules("GH-COND-11", "GH-XP-03", "GH-ACTION-08")
def test_shield_bash_top_attack_4_stun_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Shield Bash", "Grab and Go")
    pick(s, "Shield Bash: top")
    pick_figure(s, guard)
    assert guard.hp == 2 and has(guard, "stun")
    assert s.heroes[BRUTE].xp == 2
    assert where(s, "Shield Bash") == "lost"


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-SHIELD-01")
def test_shield_bash_bottom_shield_1_this_round(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Shield Bash", "Grab and Go")
    pick(s, "Shield Bash: bottom")
    assert where(s, "Shield Bash") == "active"
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == 10 - 1
    end_round(s)
    assert where(s, "Shield Bash") == "discard"
    monster_turn(s, guard)
    assert fig.hp == 9 - 2


# --- 9 Leaping Cleave ---------------------------------------------------------------------


@rules("GH-AOE-01", "GH-AOE-03", "GH-XP-03")
def test_leaping_cleave_top_attack_3_on_two_adjacent_hexes_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    pair = [monster(s, "bandit-guard", h) for h in ((3, 2), (3, 1))]
    apart = monster(s, "bandit-guard", (1, 2))  # adjacent, but not next to the pair
    turn(s, (2, 2), "Leaping Cleave", "Grab and Go")
    pick(s, "Leaping Cleave: top")
    hits = [t for t in labels(s) if t.startswith("hit ")]
    assert max(t.count("Bandit Guard") for t in hits) == 2
    pick_area(s, *pair)
    assert [g.hp for g in pair] == [3, 3] and apart.hp == 6
    assert s.heroes[BRUTE].xp == 1
    assert where(s, "Leaping Cleave") == "discard"


@rules("GH-MOVE-06", "GH-INFUSE-02", "GH-INFUSE-04")
def test_leaping_cleave_bottom_jump_3_and_air(tmp_path: Path) -> None:
    s = game(tmp_path)
    monster(s, "bandit-guard", (2, 2))
    fig = turn(s, (1, 2), "Leaping Cleave", "Grab and Go")
    pick(s, "Leaping Cleave: bottom")
    assert kind(s) == "jump"
    pick_hex(s, (2, 2))  # over the guard
    pick_hex(s, (3, 2))
    pick(s, "stop here")
    assert fig.hex == (3, 2)
    finish_turn(s)
    assert s.elements.level(Element.AIR) == Strength.STRONG
    assert where(s, "Leaping Cleave") == "discard"


# --- 10 Spare Dagger ----------------------------------------------------------------------


@rules("GH-RANGED-01", "GH-XP-03")
def test_spare_dagger_top_attack_3_range_3_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    pick_figure(s, guard)
    assert guard.hp == 3
    assert s.heroes[BRUTE].xp == 1
    assert where(s, "Spare Dagger") == "discard"


@rules("GH-RANGED-01")
def test_spare_dagger_top_cannot_reach_4_hexes(tmp_path: Path) -> None:
    s = game(tmp_path)
    monster(s, "bandit-guard", (6, 2))
    turn(s, (2, 2), "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: top")
    assert kind(s) == "play-half"  # nobody to attack
    assert s.heroes[BRUTE].xp == 0


@rules("GH-MELEE-01", "GH-MELEE-02")
def test_spare_dagger_bottom_attack_2_melee(tmp_path: Path) -> None:
    s = game(tmp_path)
    near = monster(s, "bandit-guard", (3, 2))
    far = monster(s, "bandit-guard", (4, 2))
    turn(s, (2, 2), "Spare Dagger", "Grab and Go")
    pick(s, "Spare Dagger: bottom")
    assert sorted(labels(s)) == sorted(["stop attacking", f"Bandit Guard {near.number} at hex 3,2"])
    pick_figure(s, near)
    assert (near.hp, far.hp) == (4, 6)
    assert s.heroes[BRUTE].xp == 0
    assert where(s, "Spare Dagger") == "discard"


# --- 11 Skewer (level X) ------------------------------------------------------------------


@rules("GH-CONSUME-01", "GH-CONSUME-07", "GH-AOE-01", "GH-SHIELD-01", "GH-XP-03")
def test_skewer_top_line_attack_consuming_air_for_attack_4_pierce_1(tmp_path: Path) -> None:
    s = game(tmp_path)
    with_element(s, Element.AIR)
    line = [monster(s, "bandit-guard", h, rank="elite") for h in ((3, 1), (4, 0))]
    turn(s, (2, 2), "Skewer", "Grab and Go")
    pick(s, "Skewer: top")
    assert kind(s) == "consume"
    pick(s, "consume")
    assert s.elements.level(Element.AIR) == Strength.INERT
    pick_area(s, *line)
    assert [g.hp for g in line] == [9 - 4, 9 - 4]  # Attack 4, Pierce 1 against Shield 1
    assert s.heroes[BRUTE].xp == 1
    assert where(s, "Skewer") == "discard"


@rules("GH-CONSUME-07", "GH-AOE-01")
def test_skewer_top_without_air_attack_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    line = [monster(s, "bandit-guard", h, rank="elite") for h in ((3, 1), (4, 0))]
    turn(s, (2, 2), "Skewer", "Grab and Go")
    pick(s, "Skewer: top")
    assert kind(s) == "attack-area"  # nothing to consume: no question
    pick_area(s, *line)
    assert [g.hp for g in line] == [9 - 2, 9 - 2]


@rules("GH-CONSUME-02", "GH-INFUSE-02")
def test_skewer_top_cannot_consume_the_air_leaping_cleave_infused_this_turn(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    line = [monster(s, "bandit-guard", h, rank="elite") for h in ((4, 1), (5, 0))]
    turn(s, (2, 2), "Skewer", "Leaping Cleave")
    pick(s, "Leaping Cleave: bottom")
    pick_hex(s, (3, 2))
    pick(s, "stop here")
    pick(s, "Skewer: top")
    assert kind(s) == "attack-area"  # Air is pending: no consume question
    pick_area(s, *line)
    assert [g.hp for g in line] == [9 - 2, 9 - 2]
    finish_turn(s)
    assert s.elements.level(Element.AIR) == Strength.STRONG


@rules("GH-MOVE-01", "GH-XP-03", "GH-ACTION-08")
def test_skewer_bottom_move_6_lost_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Skewer", "Grab and Go")
    pick(s, "Skewer: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)):
        pick_hex(s, h)
    assert fig.hex == (6, 2)
    assert kind(s) == "play-half"
    assert s.heroes[BRUTE].xp == 1
    assert where(s, "Skewer") == "lost"


# --- 12 Balanced Measure (level X) --------------------------------------------------------


@rules("GH-ACTION-04", "GH-XP-03")
def test_balanced_measure_top_attack_x_hexes_moved_this_turn(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    fig = turn(s, (0, 2), "Balanced Measure", "Grab and Go")
    pick(s, "Grab and Go: bottom")
    for h in ((1, 2), (2, 2), (3, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    pick(s, "Balanced Measure: top")
    assert fig.hex == (3, 2)
    pick_figure(s, guard)
    assert guard.hp == 6 - 3
    assert s.heroes[BRUTE].xp == 1
    assert where(s, "Balanced Measure") == "discard"


@rules("GH-ACTION-04", "GH-MOVE-01")
def test_balanced_measure_bottom_move_x_damage_dealt_this_turn(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (2, 0))
    fig = turn(s, (2, 2), "Balanced Measure", "Spare Dagger")
    pick(s, "Spare Dagger: top")
    pick_figure(s, guard)
    assert guard.hp == 3  # 3 damage dealt
    pick(s, "Balanced Measure: bottom")
    for h in ((3, 2), (4, 2), (5, 2)):
        assert kind(s) == "move"
        pick_hex(s, h)
    assert fig.hex == (5, 2)
    assert kind(s) != "move"  # Move 3: no point left
    assert where(s, "Balanced Measure") == "discard"


# --- 13 Wall of Doom (level X) ------------------------------------------------------------


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-SHIELD-01", "GH-RETAL-01", "GH-XP-03")
def test_wall_of_doom_top_retaliate_2_shield_2_this_round_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Wall of Doom", "Grab and Go")
    pick(s, "Wall of Doom: top")
    assert s.heroes[BRUTE].xp == 2
    assert where(s, "Wall of Doom") == "active"
    finish_turn(s)
    monster_turn(s, guard)
    assert fig.hp == 10  # Attack 2 against Shield 2
    assert guard.hp == 6 - 2  # Retaliate 2
    end_round(s)
    assert where(s, "Wall of Doom") == "lost"
    monster_turn(s, guard)
    assert fig.hp == 8 and guard.hp == 4


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-ATK-10")
def test_wall_of_doom_bottom_plus_1_attack_this_round(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Spare Dagger", "Wall of Doom")
    pick(s, "Wall of Doom: bottom")
    assert where(s, "Wall of Doom") == "active"
    pick(s, "Spare Dagger: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 4
    end_round(s)
    assert where(s, "Wall of Doom") == "discard"
    set_hp(s, guard, 6)
    turn(s, (4, 2), "Trample", "Grab and Go")
    pick(s, "Trample: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 3
