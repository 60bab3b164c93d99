"""Higher-level cards whose engine rules are new: the Mindthief's turned enemy (cards
160 and 172, ``turn_enemy``) and the Spellweaver's and Cragheart's level 2-9
extensions (data/classes/README.md). Expected results are worked out from the card
data and the README, never from the engine. Decks are stacked with "+0" cards;
monster turns use Bandit Guard card 527 ("Move +0, Attack +0": Move 3, Attack 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    end_round,
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
    with_element,
)
from gh_helpers import turn as start_turn

from rulebound.bots import ask, make_bot
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.modifiers import CURSE
from rulebound.games.gloomhaven.position import set_hp, start_monster_turn
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules
FIRST, SECOND = 0, 1


def game(tmp_path: Path, party: str, **kw: object) -> GloomhavenState:
    """Two characters on a 7x5 arena, stacked decks, the first parked in a corner."""
    s = arena(tmp_path, party=party, **kw)
    plain_modifiers(s)
    place(s, FIRST, (0, 4))
    return s


def turn(s: GloomhavenState, at: Hex, lead: str, second: str, seat: int = SECOND) -> Figure:
    fig = place(s, seat, at)
    start_turn(s, seat, lead, second)
    return fig


# --- Mindthief 160 Hostile Takeover, 172 Domination ----------------------------------------


@rules("GH-ABIL-02")
def test_hostile_takeover_bottom_the_turned_guard_attacks_its_own_ally(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,mindthief")
    turned = monster(s, "bandit-guard", (3, 2))  # 3 hexes away
    victim = monster(s, "bandit-guard", (4, 2))  # next to it
    far = monster(s, "bandit-guard", (5, 0))  # 5 hexes away
    fig = turn(s, (0, 2), "Hostile Takeover", "Scurry")
    pick(s, "Hostile Takeover: bottom")
    assert kind(s) == "control-enemy"
    options = labels(s)
    assert f"{far.label} at hex 5,0" not in options
    pick_figure(s, turned)
    monster_turn(s, turned)
    # the monster rules, with friend and foe swapped: the nearest "enemy" is its ally
    assert (victim.hp, fig.hp) == (6 - 2, 6)
    end_round(s)  # the card is lost and the guard is itself again
    assert pile_of(s, SECOND, "Hostile Takeover") == "lost"
    monster_turn(s, turned)
    assert victim.hp == 4 and fig.hp < 6


def test_domination_bottom_the_mindthief_moves_the_guard_and_picks_its_target(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "brute,mindthief")
    turned = monster(s, "bandit-guard", (3, 2))
    victim = monster(s, "bandit-guard", (5, 2))
    fig = turn(s, (0, 2), "Domination", "Scurry")
    pick(s, "Domination: bottom")
    pick_figure(s, turned)
    start_monster_turn(s, turned, 527)
    assert kind(s) == "move" and s.decision().seat == SECOND  # the player moves it
    pick_hex(s, (4, 2))
    pick(s, "stop here")
    assert kind(s) == "attack-target"
    assert f"{fig.label} at hex 0,2" not in labels(s)
    pick_figure(s, victim)
    assert (victim.hp, fig.hp, turned.hex) == (4, 6, (4, 2))


# --- Cragheart ---------------------------------------------------------------------------


def test_brutal_momentum_top_a_wall_stops_the_push_2_damage_and_1_xp_per_hex(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (6, 4))  # the arena's corner: no hex beyond
    turn(s, (5, 4), "Brutal Momentum", "Blunt Force")
    pick(s, "Brutal Momentum: top")
    pick_figure(s, guard)
    # Attack 3, then two hexes of push stopped by the wall: 2 x 2 damage
    assert guard.hp == 6 - 3 - 4
    assert s.heroes[SECOND].xp == 2


def test_sentient_growth_top_heals_the_allies_in_the_area(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (4, 2))
    brute = place(s, FIRST, (4, 1))
    set_hp(s, brute, brute.hp - 4)
    turn(s, (1, 2), "Sentient Growth", "Blunt Force")
    pick(s, "Sentient Growth: top")
    placements = [t for t in labels(s) if t != "stop attacking" and "Brute" in t]
    assert placements, labels(s)
    pick(s, placements[0])
    assert guard.hp == 6 - 2 and brute.hp == 10 - 4 + 2


def test_lumbering_bash_bottom_heals_at_the_start_of_each_turn(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    fig = turn(s, (2, 2), "Lumbering Bash", "Blunt Force")
    pick(s, "Lumbering Bash: bottom")
    set_hp(s, fig, fig.hp - 5)
    turn(s, (2, 2), "Blunt Force", "Kinetic Assault")
    assert kind(s) == "heal-target"
    pick_figure(s, fig)
    assert fig.hp == 10 - 5 + 2
    assert s.heroes[SECOND].xp == 1  # the first slot gives 1 XP


def test_petrify_top_kills_a_normal_enemy_and_an_obstacle_takes_its_hex(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (1, 2), "Petrify", "Blunt Force")
    pick(s, "Petrify: top")
    pick_figure(s, guard)
    assert not guard.alive and (4, 2) in s.hexmap.obstacles


# --- Spellweaver ---------------------------------------------------------------------------


def test_frozen_night_bottom_invisible_only_with_the_dark_consumed(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    with_element(s, Element.DARK)
    fig = turn(s, (1, 2), "Frozen Night", "Forked Beam")
    pick(s, "Frozen Night: bottom")
    pick(s, "consume")
    pick(s, "stop here")
    assert has(fig, "invisible") and s.heroes[SECOND].xp == 1


def test_frozen_night_bottom_no_invisible_without_dark(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    with_element(s, Element.FIRE)
    fig = turn(s, (1, 2), "Frozen Night", "Forked Beam")
    pick(s, "Frozen Night: bottom")
    pick(s, "stop here")
    assert not has(fig, "invisible")


def test_phantasmal_killer_augment_dark_kills_a_normal_target_outright(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,mindthief")
    guard = monster(s, "bandit-guard", (3, 2))
    with_element(s, Element.DARK)
    turn(s, (2, 2), "Phantasmal Killer", "Scurry")
    pick(s, "Phantasmal Killer: top")
    pick(s, "stop attacking")  # its own Attack 2 is not augmented yet
    turn(s, (2, 2), "Scurry", "Into the Night")  # a later turn: the Augment is active
    pick(s, "Scurry: top")
    while kind(s) != "consume":
        pick(s, "stop here")
    pick(s, "consume")
    pick_figure(s, guard)
    assert not guard.alive and s.elements.consumable() == ()


def test_phantasmal_killer_augment_without_dark_is_a_plain_attack(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,mindthief")
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (2, 2), "Phantasmal Killer", "Scurry")
    pick(s, "Phantasmal Killer: top")
    pick(s, "stop attacking")
    turn(s, (2, 2), "Scurry", "Into the Night")
    pick(s, "Scurry: top")
    while kind(s) != "attack-target":
        pick(s, "stop here")
    pick_figure(s, guard)
    assert guard.alive and guard.hp < 6


def test_domination_top_the_adjacent_ally_attacks_with_the_mindthiefs_augment(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "brute,mindthief")
    guard = monster(s, "bandit-guard", (4, 1))
    brute = place(s, FIRST, (3, 1))  # next to the Mindthief and to the guard
    turn(s, (2, 2), "The Mind's Weakness", "Scurry")  # Augment: +2 Attack on melee attacks
    pick(s, "The Mind's Weakness: top")
    while kind(s) == "attack-target":
        pick(s, "stop attacking")
    turn(s, (2, 2), "Domination", "Scurry")
    pick(s, "Domination: top")
    pick_figure(s, brute)
    pick_figure(s, guard)
    assert guard.hp == 6 - (4 + 2)


def test_inferno_top_attacks_every_enemy_in_the_room_and_hurts_the_allies_there(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "brute,spellweaver")
    near = monster(s, "bandit-guard", (3, 2))
    far = monster(s, "bandit-guard", (6, 0))  # the arena is one room
    brute = place(s, FIRST, (0, 4))
    turn(s, (1, 2), "Inferno", "Forked Beam")
    pick(s, "Inferno: top")
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")
    assert (near.hp, far.hp, brute.hp) == (6 - 3, 6 - 3, 10 - 2)


def test_zephyr_wings_top_loots_four_tokens_at_most(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    for h in ((2, 2), (3, 2), (1, 3)):
        position.put_money(s, h, 2)
    turn(s, (2, 2), "Zephyr Wings", "Forked Beam")
    pick(s, "Zephyr Wings: top")
    assert kind(s) == "loot-hex"  # six tokens in reach: the player picks
    while kind(s) == "loot-hex":
        options = [t for t in labels(s) if t != "stop looting"]
        if not options:
            break
        pick(s, options[0])
    assert s.heroes[SECOND].coins == 4 and sum(s.coins.values()) == 2


def test_zephyr_wings_top_the_last_token_is_still_offered(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    for h, coins in (((2, 2), 3), ((3, 2), 1), ((1, 3), 1)):
        position.put_money(s, h, coins)
    turn(s, (2, 2), "Zephyr Wings", "Forked Beam")
    pick(s, "Zephyr Wings: top")
    pick_hex(s, (2, 2))  # three of the four
    assert kind(s) == "loot-hex"  # one token left: still a hex to pick
    pick_hex(s, (3, 2))
    assert s.heroes[SECOND].coins == 4 and s.coins == {(1, 3): 1}


def test_cold_front_bottom_an_attack_deals_no_damage_and_is_answered(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    fig = turn(s, (2, 2), "Cold Front", "Forked Beam")
    pick(s, "Cold Front: bottom")
    monster_turn(s, guard)  # Attack 2 on the Spellweaver
    assert fig.hp == 6 and guard.hp == 6 - 3
    assert s.heroes[SECOND].xp == 1  # the first slot


def test_black_hole_bottom_pulls_every_enemy_near_the_hex_toward_it(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (1, 2), "Black Hole", "Forked Beam")
    pick(s, "Black Hole: bottom")
    assert kind(s) == "anchor-hex"
    pick_hex(s, (3, 2))
    while kind(s) == "pull":
        pick(s, "hex 4,2" if guard.hex == (5, 2) else "hex 3,2")
    assert guard.hex == (3, 2)


def test_black_hole_bottom_pulls_an_enemy_exactly_4_hexes_from_the_hex(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (6, 2))
    turn(s, (1, 2), "Black Hole", "Forked Beam")
    pick(s, "Black Hole: bottom")
    pick_hex(s, (2, 2))  # the guard is 4 hexes from it: in range
    assert kind(s) == "pull"
    while kind(s) == "pull":
        pick(s, "hex 5,2" if guard.hex == (6, 2) else "hex 4,2")
    assert guard.hex == (4, 2)


def test_black_hole_top_with_dark_kills_the_normal_enemies_in_the_area(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    with_element(s, Element.DARK)
    normal = monster(s, "bandit-guard", (4, 2))
    elite = monster(s, "bandit-guard", (4, 1), rank="elite")
    turn(s, (1, 2), "Black Hole", "Forked Beam")
    pick(s, "Black Hole: top")
    pick(s, "consume")
    placements = [t for t in labels(s) if "Bandit Guard 1" in t and "Bandit Guard 2" in t]
    pick(s, placements[0])
    assert not normal.alive and elite.alive and elite.hp == 9 - (4 - 1)
    assert s.heroes[SECOND].xp == 2  # two enemies targeted


def test_spirit_of_doom_top_curse_or_with_dark_a_kill_instead(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (4, 2))
    with_element(s, Element.DARK)
    turn(s, (1, 2), "Spirit of Doom", "Forked Beam")
    pick(s, "Spirit of Doom: top")
    pick(s, "consume")
    pick_figure(s, guard)
    assert not guard.alive and s.heroes[SECOND].xp == 1
    assert kind(s) == "play-half"  # no Curse after the kill


def test_spirit_of_doom_top_without_dark_curses(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (1, 2), "Spirit of Doom", "Forked Beam")
    pick(s, "Spirit of Doom: top")
    pick_figure(s, guard)
    assert guard.alive and s.monster_deck.count(CURSE) == 1


def test_spirit_of_doom_bottom_an_ally_anywhere_heals_half_or_all(tmp_path: Path) -> None:
    for light, healed in ((False, 10 // 2), (True, 10)):
        s = game(tmp_path, "brute,spellweaver")
        brute = place(s, FIRST, (0, 4))
        set_hp(s, brute, 1)
        if light:
            with_element(s, Element.LIGHT)
        turn(s, (6, 0), "Spirit of Doom", "Forked Beam")
        pick(s, "Spirit of Doom: bottom")
        if light:
            pick(s, "consume")
        pick_figure(s, brute)
        assert brute.hp == min(10, 1 + healed)


def test_elemental_aid_bottom_shield_2_on_one_ally_anywhere(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    brute = place(s, FIRST, (0, 4))
    guard = monster(s, "bandit-guard", (1, 4))
    fig = turn(s, (6, 0), "Elemental Aid", "Forked Beam")
    pick(s, "Elemental Aid: bottom")
    pick_figure(s, brute)
    monster_turn(s, guard)  # Attack 2 on the Brute, its only neighbour
    assert brute.hp == 10 and fig.hp == 6


def test_blind_destruction_top_the_targets_neighbours_suffer_its_damage(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    target = monster(s, "bandit-guard", (4, 2))
    beside = monster(s, "bandit-guard", (5, 2))
    elite = monster(s, "bandit-guard", (4, 3), rank="elite")  # Shield 1: suffers 3
    turn(s, (1, 2), "Blind Destruction", "Blunt Force")
    pick(s, "Blind Destruction: top")
    pick_figure(s, elite)
    assert (elite.hp, target.hp, beside.hp) == (9 - 3, 6 - 3, 6 - 3)


def test_blind_destruction_bottom_damages_the_figures_next_to_the_hexes_entered(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, "brute,cragheart")
    near = monster(s, "bandit-guard", (3, 1))  # next to hex 2,2
    far = monster(s, "bandit-guard", (6, 0))
    turn(s, (0, 2), "Blind Destruction", "Blunt Force")
    pick(s, "Blind Destruction: bottom")
    pick_hex(s, (1, 2))
    pick_hex(s, (2, 2))
    pick(s, "stop here")
    assert (near.hp, far.hp) == (6 - 2, 6)


def test_rock_slide_top_obstacles_in_range_hurt_the_figures_next_to_them(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (5, 2))
    far = monster(s, "bandit-guard", (6, 0))
    turn(s, (1, 2), "Rock Slide", "Blunt Force")
    pick(s, "Rock Slide: top")
    pick_hex(s, (4, 2))  # 3 hexes away, next to the guard
    pick(s, "skip")
    pick(s, "skip")
    assert (4, 2) in s.hexmap.obstacles
    assert (guard.hp, far.hp) == (6 - 2, 6) and s.heroes[SECOND].xp == 1


def test_rock_slide_bottom_the_move_keeps_its_first_direction(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    turn(s, (1, 2), "Rock Slide", "Blunt Force")
    pick(s, "Rock Slide: bottom")
    pick_hex(s, (2, 2))
    assert set(labels(s)) == {"stop here", "hex 3,2"}


def test_rocky_end_top_attack_twice_the_obstacle_hexes_destroyed(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (3, 2))
    place(s, FIRST, (6, 4))
    turn(s, (2, 2), "Rock Slide", "Blunt Force")
    pick(s, "Rock Slide: top")  # two obstacles near, the third skipped
    pick_hex(s, (2, 1))
    pick_hex(s, (1, 3))
    pick(s, "skip")
    assert guard.hp == 6  # the guard is next to neither new obstacle
    turn(s, (2, 2), "Rocky End", "Blunt Force")  # a later turn
    pick(s, "Rocky End: top")
    pick_figure(s, guard)  # Attack 2 x 2
    assert guard.hp == 6 - 4 and not {(2, 1), (1, 3)} & s.hexmap.obstacles


def test_long_con_bottom_an_adjacent_enemy_is_steered_against_its_allies(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,scoundrel")
    turned = monster(s, "bandit-guard", (3, 2))  # next to the Scoundrel
    victim = monster(s, "bandit-guard", (5, 2))
    away = monster(s, "bandit-guard", (5, 0))  # not adjacent: not offered
    fig = turn(s, (2, 2), "Long Con", "Trickster's Reversal")
    pick(s, "Long Con: bottom")
    assert f"{away.label} at hex 5,0" not in labels(s)
    pick_figure(s, turned)
    start_monster_turn(s, turned, 527)
    assert kind(s) == "move" and s.decision().seat == SECOND
    pick_hex(s, (4, 2))
    pick(s, "stop here")
    pick_figure(s, victim)
    assert (victim.hp, fig.hp) == (6 - 2, 8)


def test_stone_pummel_bottom_an_adjacent_obstacle_is_smashed_for_3_more(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart", contents=[{"hex": [2, 1], "type": "obstacle"}])
    guard = monster(s, "bandit-guard", (3, 2), rank="elite")  # 9 HP, Shield 1
    turn(s, (2, 2), "Stone Pummel", "Blunt Force")
    pick(s, "Stone Pummel: bottom")
    turn(s, (2, 2), "Kinetic Assault", "Blunt Force")  # a later turn
    pick(s, "Kinetic Assault: top")
    pick(s, "stop here")
    pick_figure(s, guard)
    assert kind(s) == "clear-hex" and "skip" not in labels(s)  # "when possible"
    pick_hex(s, (2, 1))
    assert guard.hp == 9 - (4 + 3 - 1)
    assert (2, 1) not in s.hexmap.obstacles and s.heroes[SECOND].xp == 1


def test_meteor_top_a_three_hex_obstacle_and_an_attack_on_its_neighbours(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart")
    guard = monster(s, "bandit-guard", (5, 2))
    far = monster(s, "bandit-guard", (6, 4))
    turn(s, (1, 2), "Meteor", "Blunt Force")
    pick(s, "Meteor: top")
    pick(s, "obstacle on 3,2, 4,1, 4,2")
    assert {(3, 2), (4, 1), (4, 2)} <= s.hexmap.obstacles
    assert guard.hp == 6 - 4 and has(guard, "immobilize") and far.hp == 6
    assert s.heroes[SECOND].xp == 2


def test_clear_the_way_top_the_moved_obstacle_and_an_attack_around_it(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,cragheart", contents=[{"hex": [2, 1], "type": "obstacle"}])
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Clear the Way", "Blunt Force")
    pick(s, "Clear the Way: top")
    pick_hex(s, (2, 1))  # the obstacle next to the Cragheart
    pick_hex(s, (4, 2))  # 2 hexes away, next to the guard
    assert (4, 2) in s.hexmap.obstacles and (2, 1) not in s.hexmap.obstacles
    assert guard.hp == 6 - 2 and s.heroes[SECOND].xp == 1


def test_clear_the_way_bottom_the_jump_clears_what_it_passes_over(tmp_path: Path) -> None:
    contents = [
        {"hex": [2, 2], "type": "obstacle"},
        {"hex": [3, 2], "type": "trap", "damage": True},
    ]
    s = game(tmp_path, "brute,cragheart", contents=contents)
    turn(s, (1, 2), "Clear the Way", "Blunt Force")
    pick(s, "Clear the Way: bottom")
    for h in ((2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    pick(s, "stop here")
    assert (2, 2) not in s.hexmap.obstacles and (3, 2) not in s.traps
    assert s.heroes[SECOND].xp == 2


def test_living_torch_bottom_the_burning_avatar_strikes_when_it_dies(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (1, 2), "Living Torch", "Forked Beam")
    pick(s, "Living Torch: bottom")
    pick_hex(s, (2, 2))
    avatar = s.summons_of(SECOND)[0]
    assert (avatar.hp, avatar.hex) == (2, (2, 2))
    monster_turn(s, guard)  # Attack 2 on the avatar: it dies, then attacks every enemy near
    assert not avatar.alive and guard.hp == 6 - 3
    assert pile_of(s, SECOND, "Living Torch") == "lost"


def test_living_torch_bottom_the_burning_avatars_attacks_infuse_fire(tmp_path: Path) -> None:
    s = game(tmp_path, "brute,spellweaver")
    guard = monster(s, "bandit-guard", (3, 2))
    turn(s, (1, 2), "Living Torch", "Forked Beam")
    pick(s, "Living Torch: bottom")
    pick_hex(s, (2, 2))
    avatar = s.summons_of(SECOND)[0]
    start_monster_turn(s, avatar)
    if kind(s) == "monster-outcome":  # it steps back first: a ranged attack
        s.apply_action(s.decision().options[0])
    assert guard.hp == 6 - 2 and s.elements.level(Element.FIRE) != Strength.INERT


def test_the_greedy_bot_steers_a_controlled_enemy_next_to_one_of_its_own(
    tmp_path: Path,
) -> None:
    """A bot gap fixed: the steered Move of a controlled enemy stopped at once."""
    s = game(tmp_path, "brute,mindthief")
    moved = monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (5, 2))
    turn(s, (1, 2), "Parasitic Influence", "Scurry")
    pick(s, "Parasitic Influence: bottom")
    bot = make_bot("greedy", s.game, seed=1)
    while kind(s) in ("control-enemy", "move"):
        s.apply_action(ask(bot, s, SECOND, list(s.decision().options), Rng(1)))
    assert moved.hex == (4, 2)  # next to the other guard, away from the party
