"""Every level-1 and level-X Tinkerer card (ids 30-44), top and bottom, played through
the engine's decisions on a small arena. Each expected result is worked out from
``data/classes/tinkerer.yaml`` and ``data/classes/README.md`` (what the card does) and
the rules catalog, never from the engine.

Set-up used throughout: the Tinkerer (8 HP) in seat 0 and the Brute (10 HP) in seat 1,
scenario level 1, so a normal Bandit Guard has 6 HP and Attack 2, an elite one 9 HP and
Shield 1. Every modifier deck is stacked with "+0" cards. Monster turns use Bandit Guard
card 527 ("Move +0, Attack +0": an attack of 2).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    arena,
    card_index,
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
    plain_modifiers,
    plan,
    with_element,
)
from gh_helpers import turn as start_turn

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.figures import SUMMON, Figure
from rulebound.games.gloomhaven.position import (
    give_conditions,
    move_cards,
    set_hp,
    stack_ability_deck,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

TINKERER, BRUTE, MINDTHIEF = 0, 1, 2
ATTACK_2 = 527  # Bandit Guard: Move +0, Attack +0


# --- helpers (this file's own) ----------------------------------------------------------


def game(tmp_path: Path, party: str = "tinkerer,brute") -> GloomhavenState:
    """The Tinkerer and its allies on a 7x5 arena, stacked modifier decks, the allies
    parked in the corners out of the way."""
    s = arena(tmp_path, party=party)
    plain_modifiers(s)
    for seat, h in zip(range(1, len(s.heroes)), ((0, 4), (6, 4)), strict=False):
        place(s, seat, h)
    return s


def turn(s: GloomhavenState, at: Hex, lead: str, second: str, seat: int = TINKERER) -> Figure:
    """The character at ``at`` starts its turn with these two cards."""
    fig = place(s, seat, at)
    start_turn(s, seat, lead, second)
    return fig


def where(s: GloomhavenState, name: str, seat: int = TINKERER) -> str:
    return pile_of(s, seat, name)


def xp(s: GloomhavenState) -> int:
    return s.heroes[TINKERER].xp


def cards(s: GloomhavenState, seat: int, *names: str) -> list[int]:
    return [card_index(s, seat, n) for n in names]


# --- 30 Proximity Mine --------------------------------------------------------------------


@rules("GH-MOVE-09", "GH-MOVE-11", "GH-PUSH-03", "GH-PUSH-07", "GH-ACTION-08")
def test_proximity_mine_top_6_damage_trap_2_xp_when_an_enemy_springs_it(tmp_path: Path) -> None:
    s = game(tmp_path)
    elite = monster(s, "bandit-guard", (5, 2), rank="elite")  # 9 HP, Shield 1
    turn(s, (2, 2), "Proximity Mine", "Stun Shot")
    pick(s, "Proximity Mine: top")
    assert kind(s) == "trap-hex"
    hexes = {t for t in labels(s) if t.startswith("hex ")}
    assert hexes == {"hex 3,2", "hex 1,2", "hex 2,3", "hex 2,1", "hex 3,1", "hex 1,3"}
    pick_hex(s, (3, 2))
    assert (3, 2) in s.traps
    assert where(s, "Proximity Mine") == "lost"
    assert xp(s) == 0
    finish_turn(s)
    # Next turn: Hook Gun pulls the guard into the mine.
    turn(s, (2, 2), "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: top")
    pick_figure(s, elite)
    assert elite.hp == 9 - 1
    pick_hex(s, (4, 2))
    pick_hex(s, (3, 2))
    assert elite.hp == 8 - 6  # 6 damage: no "+ L" for a trap made by an ability
    assert (3, 2) not in s.traps
    assert xp(s) == 2


@rules("GH-MOVE-09", "GH-MOVE-11")
def test_proximity_mine_top_gives_no_xp_when_a_character_springs_it(tmp_path: Path) -> None:
    s = game(tmp_path)
    monster(s, "bandit-guard", (6, 0))
    turn(s, (2, 2), "Proximity Mine", "Stun Shot")
    pick(s, "Proximity Mine: top")
    pick_hex(s, (3, 2))
    finish_turn(s)
    brute = turn(s, (4, 2), "Grab and Go", "Trample", seat=BRUTE)
    pick(s, "Grab and Go: bottom")
    pick_hex(s, (3, 2))
    assert kind(s) == "suffer-damage"
    pick(s, "take the damage")
    assert brute.hp == 10 - 6
    assert (3, 2) not in s.traps
    assert xp(s) == 0


@rules("GH-MOVE-01")
def test_proximity_mine_bottom_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Proximity Mine", "Stun Shot")
    pick(s, "Proximity Mine: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        assert kind(s) == "move"
        pick_hex(s, h)
    assert fig.hex == (4, 2) and kind(s) == "play-half"
    assert where(s, "Proximity Mine") == "discard"


# --- 31 Harmless Contraption --------------------------------------------------------------


@rules(
    "GH-SUMMON-01",
    "GH-SUMMON-03",
    "GH-SUMMON-04",
    "GH-SUMMON-05",
    "GH-SUMMON-06",
    "GH-RSTART-19",
    "GH-XP-03",
)
def test_harmless_contraption_top_summons_a_decoy_that_never_attacks(tmp_path: Path) -> None:
    s = game(tmp_path)
    hero = s.heroes[TINKERER]
    guard = monster(s, "bandit-guard", (4, 2))
    give_conditions(s, guard, "stun")  # idle in round 1
    stack_ability_deck(s, "bandit-guard", 529, 527, 528)  # initiatives 70, 50
    place(s, TINKERER, (2, 2))
    # Round 1: the Brute (10), the Tinkerer (20), the stunned guard (70).
    plan(s, TINKERER, "Stun Shot", "Harmless Contraption")
    plan(s, BRUTE, "Provoking Roar", "Trample")
    finish_turn(s)  # the Brute
    assert kind(s) == "play-half" and s.decision().seat == TINKERER
    pick(s, "Harmless Contraption: top")
    pick_hex(s, (3, 2))
    (decoy,) = [f for f in s.figures if f.kind == SUMMON]
    assert (decoy.name, decoy.hp, decoy.max_hp, decoy.hex) == ("Decoy", 6, 6, (3, 2))
    assert where(s, "Harmless Contraption") == "active"
    assert hero.active[0].summon == decoy.id
    assert xp(s) == 2
    finish_turn(s)
    while kind(s) == "short-rest":
        pick(s, "no")
    # Round 2: the Decoy takes its turn before the Tinkerer (19) and does not attack.
    assert s.round == 2
    plan(s, TINKERER, "Net Shooter", "Hook Gun")
    plan(s, BRUTE, "Grab and Go", "Warding Strength")
    while kind(s) == "monster-outcome":
        s.apply_action(s.decision().options[0])
    assert kind(s) == "play-half" and s.decision().seat == TINKERER
    assert guard.hp == 6
    assert not hero.deck.discard  # no modifier card drawn


@rules("GH-SUMMON-02", "GH-XP-03", "GH-ACTION-08")
def test_harmless_contraption_top_without_an_empty_adjacent_hex_summons_nothing(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    for h in ((1, 0), (0, 1), (1, 1)):  # every hex next to (0, 0)
        monster(s, "bandit-guard", h)
    turn(s, (0, 0), "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: top")
    assert kind(s) == "play-half"
    assert not [f for f in s.figures if f.kind == SUMMON]
    assert xp(s) == 0
    assert where(s, "Harmless Contraption") == "lost"
    assert s.heroes[TINKERER].active == []


@rules("GH-SUMMON-09", "GH-BONUS-06")
def test_harmless_contraption_top_card_is_lost_when_the_decoy_dies(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (2, 2), "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: top")
    pick_hex(s, (3, 2))
    (decoy,) = [f for f in s.figures if f.kind == SUMMON]
    finish_turn(s)
    set_hp(s, decoy, 2)
    monster_turn(s, guard)
    assert not decoy.alive
    assert where(s, "Harmless Contraption") == "lost"


@rules("GH-HEAL-02")
def test_harmless_contraption_bottom_heal_2_range_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (5, 2))
    set_hp(s, ally, 5)
    fig = turn(s, (2, 2), "Harmless Contraption", "Stun Shot")
    pick(s, "Harmless Contraption: bottom")
    assert set(labels(s)) == {
        "skip the heal",
        f"Tinkerer at hex {fig.hex[0]},{fig.hex[1]}",
        "Brute at hex 5,2",
    }
    pick_figure(s, ally)
    assert ally.hp == 7
    assert where(s, "Harmless Contraption") == "discard"


# --- 32 Flamethrower ----------------------------------------------------------------------


@rules("GH-AOE-01", "GH-AOE-03", "GH-COND-06", "GH-XP-03", "GH-INFUSE-04", "GH-ACTION-08")
def test_flamethrower_top_cone_attack_3_wound_2_xp_fire(tmp_path: Path) -> None:
    s = game(tmp_path)
    cone = [monster(s, "bandit-guard", h) for h in ((3, 1), (3, 2), (4, 1))]
    other = monster(s, "bandit-guard", (2, 1))  # adjacent, never in the same cone
    turn(s, (2, 2), "Flamethrower", "Stun Shot")
    pick(s, "Flamethrower: top")
    hits = [t for t in labels(s) if t.startswith("hit ")]
    assert max(t.count("Bandit Guard") for t in hits) == 3
    pick_area(s, *cone)
    assert [g.hp for g in cone] == [3, 3, 3]
    assert all(has(g, "wound") for g in cone)
    assert other.hp == 6
    assert xp(s) == 2
    finish_turn(s)
    assert s.elements.level(Element.FIRE) == Strength.STRONG
    assert where(s, "Flamethrower") == "lost"


@rules("GH-BONUS-08", "GH-BONUS-09", "GH-SHIELD-01", "GH-ACTION-09")
def test_flamethrower_bottom_shield_1_for_you_and_adjacent_allies_this_round(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (2, 3))  # adjacent when the ability is performed
    near = monster(s, "bandit-guard", (3, 1))
    far = monster(s, "bandit-guard", (5, 3))
    fig = turn(s, (2, 2), "Flamethrower", "Stun Shot")
    pick(s, "Flamethrower: bottom")
    assert where(s, "Flamethrower") == "active"
    finish_turn(s)
    place(s, BRUTE, (5, 4))  # moving away later keeps the Shield
    monster_turn(s, far)
    monster_turn(s, near)
    assert (ally.hp, fig.hp) == (10 - 1, 8 - 1)
    end_round(s)
    assert where(s, "Flamethrower") == "discard"
    monster_turn(s, far)
    monster_turn(s, near)
    assert (ally.hp, fig.hp) == (9 - 2, 7 - 2)


@rules("GH-SHIELD-01")
def test_flamethrower_bottom_no_shield_for_an_ally_two_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (2, 4))
    guard = monster(s, "bandit-guard", (3, 4))
    turn(s, (2, 2), "Flamethrower", "Stun Shot")
    pick(s, "Flamethrower: bottom")
    finish_turn(s)
    monster_turn(s, guard)
    assert ally.hp == 10 - 2


# --- 33 Hook Gun --------------------------------------------------------------------------


@rules("GH-RANGED-01", "GH-PUSH-01", "GH-PUSH-03", "GH-PUSH-05")
def test_hook_gun_top_attack_2_range_3_pull_2(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    fig = turn(s, (2, 2), "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: top")
    pick_figure(s, guard)
    for _ in range(2):
        assert kind(s) == "pull"
        s.apply_action(s.decision().options[0])
    assert guard.hp == 4
    assert distance(s, fig, guard) == 1
    assert where(s, "Hook Gun") == "discard"


@rules("GH-LOOT-01", "GH-XP-03", "GH-ACTION-08")
def test_hook_gun_bottom_loot_2_lost_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    s.coins.update({(4, 2): 1, (2, 0): 2, (5, 2): 1})
    turn(s, (2, 2), "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: bottom")
    assert s.heroes[TINKERER].coins == 3
    assert s.coins == {(5, 2): 1}
    assert xp(s) == 1
    assert where(s, "Hook Gun") == "lost"


# --- 34 Ink Bomb --------------------------------------------------------------------------


@rules("GH-AOE-05", "GH-AOE-03", "GH-ATK-05", "GH-INFUSE-04", "GH-ACTION-08")
def test_ink_bomb_top_triangle_attack_4_range_3_1_xp_per_target_dark(tmp_path: Path) -> None:
    s = game(tmp_path)
    triangle = [monster(s, "bandit-guard", h) for h in ((4, 2), (5, 1), (5, 2))]
    turn(s, (2, 2), "Ink Bomb", "Stun Shot")
    pick(s, "Ink Bomb: top")
    hits = [t for t in labels(s) if t.startswith("hit ")]
    assert max(t.count("Bandit Guard") for t in hits) == 3
    pick_area(s, *triangle)
    assert [g.hp for g in triangle] == [2, 2, 2]
    assert xp(s) == 3
    finish_turn(s)
    assert s.elements.level(Element.DARK) == Strength.STRONG
    assert where(s, "Ink Bomb") == "lost"


@rules("GH-MOVE-01")
def test_ink_bomb_bottom_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Ink Bomb", "Stun Shot")
    pick(s, "Ink Bomb: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    assert fig.hex == (4, 2) and kind(s) == "play-half"
    assert where(s, "Ink Bomb") == "discard"


# --- 35 Net Shooter -----------------------------------------------------------------------


@rules("GH-AOE-05", "GH-COND-06", "GH-COND-09", "GH-ACTION-08")
def test_net_shooter_top_triangle_attack_3_immobilize_1_xp_per_target(tmp_path: Path) -> None:
    s = game(tmp_path)
    pair = [monster(s, "bandit-guard", h) for h in ((4, 2), (5, 1))]
    turn(s, (2, 2), "Net Shooter", "Stun Shot")
    pick(s, "Net Shooter: top")
    pick_area(s, *pair)
    assert [g.hp for g in pair] == [3, 3]
    assert all(has(g, "immobilize") for g in pair)
    assert xp(s) == 2
    assert where(s, "Net Shooter") == "lost"


@rules("GH-COND-09", "GH-ACTION-05")
def test_net_shooter_bottom_immobilize_one_adjacent_enemy_then_move_2(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (3, 2))
    b = monster(s, "bandit-guard", (2, 1))
    far = monster(s, "bandit-guard", (4, 2))
    fig = turn(s, (2, 2), "Net Shooter", "Stun Shot")
    pick(s, "Net Shooter: bottom")
    assert kind(s) == "effect-target"
    assert f"{far.label} at hex {far.hex[0]},{far.hex[1]}" not in labels(s)
    pick_figure(s, b)
    assert has(b, "immobilize") and not has(a, "immobilize")
    pick_hex(s, (1, 2))
    pick_hex(s, (0, 2))
    assert fig.hex == (0, 2)
    assert where(s, "Net Shooter") == "discard"


# --- 36 Stun Shot -------------------------------------------------------------------------


@rules("GH-RANGED-01", "GH-COND-11")
def test_stun_shot_top_attack_1_range_3_stun(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Stun Shot", "Hook Gun")
    pick(s, "Stun Shot: top")
    pick_figure(s, guard)
    assert guard.hp == 5 and has(guard, "stun")
    assert xp(s) == 0
    assert where(s, "Stun Shot") == "discard"


@rules("GH-MOVE-01")
def test_stun_shot_bottom_move_4(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Stun Shot", "Hook Gun")
    pick(s, "Stun Shot: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2)):
        pick_hex(s, h)
    assert fig.hex == (4, 2) and kind(s) == "play-half"
    assert where(s, "Stun Shot") == "discard"


# --- 37 Reinvigorating Elixir -------------------------------------------------------------


@rules("GH-HEAL-02")
def test_reinvigorating_elixir_top_heal_3_range_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (5, 2))
    set_hp(s, ally, 4)
    turn(s, (2, 2), "Reinvigorating Elixir", "Stun Shot")
    pick(s, "Reinvigorating Elixir: top")
    pick_figure(s, ally)
    assert ally.hp == 7
    assert where(s, "Reinvigorating Elixir") == "discard"


@rules("GH-RECOVER-01", "GH-XP-03", "GH-ACTION-08")
def test_reinvigorating_elixir_bottom_an_adjacent_ally_takes_back_all_its_discards(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    ally = s.heroes[BRUTE]
    place(s, BRUTE, (3, 2))
    back = cards(s, BRUTE, "Trample", "Eye for an Eye", "Sweeping Blow")
    move_cards(s, BRUTE, "discard", *back)
    turn(s, (2, 2), "Reinvigorating Elixir", "Stun Shot")
    pick(s, "Reinvigorating Elixir: bottom")
    assert kind(s) == "ally-target"
    pick_figure(s, s.character(BRUTE))
    assert ally.discard == []
    assert set(back) <= set(ally.hand)
    assert xp(s) == 2
    assert where(s, "Reinvigorating Elixir") == "lost"


# --- 38 Restorative Mist ------------------------------------------------------------------


@rules("GH-HEAL-02")
def test_restorative_mist_top_heal_3_range_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (2, 2), "Restorative Mist", "Stun Shot")
    set_hp(s, fig, 3)
    pick(s, "Restorative Mist: top")
    pick_figure(s, fig)  # itself
    assert fig.hp == 6
    assert where(s, "Restorative Mist") == "discard"


@rules("GH-HEAL-02", "GH-ACTION-05")
def test_restorative_mist_bottom_move_2_heal_1_every_adjacent_ally(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (3, 2))
    set_hp(s, ally, 5)
    fig = turn(s, (0, 2), "Restorative Mist", "Stun Shot")
    set_hp(s, fig, 5)
    pick(s, "Restorative Mist: bottom")
    pick_hex(s, (1, 2))
    pick_hex(s, (2, 2))
    assert ally.hp == 6
    assert fig.hp == 5  # allies only
    assert where(s, "Restorative Mist") == "discard"


# --- 39 Energizing Tonic ------------------------------------------------------------------


@rules("GH-HEAL-02", "GH-XP-03", "GH-ACTION-08")
def test_energizing_tonic_top_heal_5_range_2_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (4, 2))
    set_hp(s, ally, 3)
    turn(s, (2, 2), "Energizing Tonic", "Stun Shot")
    pick(s, "Energizing Tonic: top")
    pick_figure(s, ally)
    assert ally.hp == 8
    assert xp(s) == 2
    assert where(s, "Energizing Tonic") == "lost"


@rules("GH-MOVE-01", "GH-XP-03", "GH-ACTION-08")
def test_energizing_tonic_bottom_move_6_lost_1_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Energizing Tonic", "Stun Shot")
    pick(s, "Energizing Tonic: bottom")
    for h in ((1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)):
        pick_hex(s, h)
    assert fig.hex == (6, 2) and kind(s) == "play-half"
    assert xp(s) == 1
    assert where(s, "Energizing Tonic") == "lost"


# --- 40 Enhancement Field -----------------------------------------------------------------


@rules("GH-RANGED-01")
def test_enhancement_field_top_attack_3_range_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Enhancement Field", "Stun Shot")
    pick(s, "Enhancement Field: top")
    pick_figure(s, guard)
    assert guard.hp == 3
    assert where(s, "Enhancement Field") == "discard"


@rules("GH-ATK-10", "GH-BONUS-08", "GH-BONUS-09")
def test_enhancement_field_bottom_plus_1_attack_for_you_and_adjacent_allies(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    place(s, BRUTE, (2, 3))
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Stun Shot", "Enhancement Field")
    pick(s, "Enhancement Field: bottom")
    assert where(s, "Enhancement Field") == "active"
    pick(s, "Stun Shot: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 2  # Attack 1 + 1
    finish_turn(s)
    set_hp(s, guard, 6)
    turn(s, (4, 2), "Trample", "Grab and Go", seat=BRUTE)
    pick(s, "Trample: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 4  # Attack 3 + 1
    end_round(s)
    assert where(s, "Enhancement Field") == "discard"
    set_hp(s, guard, 6)
    turn(s, (4, 2), "Sweeping Blow", "Provoking Roar", seat=BRUTE)
    pick(s, "Provoking Roar: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 2


@rules("GH-ATK-10")
def test_enhancement_field_bottom_not_for_an_ally_two_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path)
    place(s, BRUTE, (2, 4))
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Stun Shot", "Enhancement Field")
    pick(s, "Enhancement Field: bottom")
    finish_turn(s)
    turn(s, (4, 2), "Trample", "Grab and Go", seat=BRUTE)
    pick(s, "Trample: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 3


# --- 41 Toxic Bolt ------------------------------------------------------------------------


@rules("GH-RANGED-01", "GH-COND-07", "GH-INFUSE-04")
def test_toxic_bolt_top_attack_2_range_3_poison_earth(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Toxic Bolt", "Stun Shot")
    pick(s, "Toxic Bolt: top")
    pick_figure(s, guard)
    assert guard.hp == 4 and has(guard, "poison")
    finish_turn(s)
    assert s.elements.level(Element.EARTH) == Strength.STRONG
    assert where(s, "Toxic Bolt") == "discard"


@rules("GH-RANGED-01", "GH-XP-03", "GH-ACTION-08")
def test_toxic_bolt_bottom_attack_5_range_2_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (4, 2))
    turn(s, (2, 2), "Toxic Bolt", "Stun Shot")
    pick(s, "Toxic Bolt: bottom")
    pick_figure(s, guard)
    assert guard.hp == 1
    assert xp(s) == 2
    assert where(s, "Toxic Bolt") == "lost"


# --- 42 Reviving Shock (level X) ----------------------------------------------------------


@rules("GH-TARGET-01", "GH-ATK-05")
def test_reviving_shock_top_attack_2_range_3_target_2(tmp_path: Path) -> None:
    s = game(tmp_path)
    a = monster(s, "bandit-guard", (5, 2))
    b = monster(s, "bandit-guard", (4, 1))
    c = monster(s, "bandit-guard", (2, 0))
    turn(s, (2, 2), "Reviving Shock", "Stun Shot")
    pick(s, "Reviving Shock: top")
    pick_figure(s, a)
    assert kind(s) == "attack-target"
    pick_figure(s, b)
    assert kind(s) == "play-half"  # two targets: done
    assert (a.hp, b.hp, c.hp) == (4, 4, 6)
    assert where(s, "Reviving Shock") == "discard"


@rules("GH-HEAL-02", "GH-XP-03", "GH-ACTION-08")
def test_reviving_shock_bottom_heal_5_range_2_lost_2_xp(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (4, 2))
    set_hp(s, ally, 4)
    turn(s, (2, 2), "Reviving Shock", "Stun Shot")
    pick(s, "Reviving Shock: bottom")
    pick_figure(s, ally)
    assert ally.hp == 9
    assert xp(s) == 2
    assert where(s, "Reviving Shock") == "lost"


# --- 43 Volatile Concoction (level X) -----------------------------------------------------


@rules("GH-MOVE-09", "GH-MOVE-11", "GH-PUSH-07")
def test_volatile_concoction_top_trap_2_damage_and_poison(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 2))
    turn(s, (2, 2), "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: top")
    pick_hex(s, (3, 2))
    assert where(s, "Volatile Concoction") == "discard"
    finish_turn(s)
    turn(s, (2, 2), "Hook Gun", "Stun Shot")
    pick(s, "Hook Gun: top")
    pick_figure(s, guard)
    pick_hex(s, (4, 2))
    pick_hex(s, (3, 2))
    assert guard.hp == 6 - 2 - 2
    assert has(guard, "poison")
    assert xp(s) == 0


@rules("GH-RECOVER-01", "GH-CONSUME-07")
def test_volatile_concoction_bottom_an_ally_in_range_2_recovers_one_discard(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    ally = s.heroes[BRUTE]
    place(s, BRUTE, (4, 2))
    back = cards(s, BRUTE, "Trample", "Eye for an Eye", "Sweeping Blow")
    move_cards(s, BRUTE, "discard", *back)
    turn(s, (2, 2), "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")
    assert kind(s) == "ally-target"
    pick_figure(s, s.character(BRUTE))
    assert kind(s) == "recover" and s.decision().seat == BRUTE
    pick(s, "Trample")
    assert kind(s) == "play-half"  # one card only
    assert ally.discard == cards(s, BRUTE, "Eye for an Eye", "Sweeping Blow")
    assert where(s, "Volatile Concoction") == "discard"


@rules("GH-RECOVER-01", "GH-CONSUME-01", "GH-CONSUME-07")
def test_volatile_concoction_bottom_consuming_ice_recovers_two(tmp_path: Path) -> None:
    s = game(tmp_path)
    with_element(s, Element.ICE)
    ally = s.heroes[BRUTE]
    place(s, BRUTE, (4, 2))
    back = cards(s, BRUTE, "Trample", "Eye for an Eye", "Sweeping Blow")
    move_cards(s, BRUTE, "discard", *back)
    turn(s, (2, 2), "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")
    pick(s, "consume")
    assert s.elements.level(Element.ICE) == Strength.INERT
    pick_figure(s, s.character(BRUTE))
    pick(s, "Trample")
    pick(s, "Sweeping Blow")
    assert ally.discard == cards(s, BRUTE, "Eye for an Eye")


@rules("GH-RECOVER-01")
def test_volatile_concoction_bottom_may_recover_an_active_card_of_the_discard_kind(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    monster(s, "bandit-guard", (6, 0))
    turn(s, (4, 2), "Shield Bash", "Trample", seat=BRUTE)
    pick(s, "Shield Bash: bottom")  # a round bonus without the Lost symbol
    finish_turn(s)
    assert where(s, "Shield Bash", BRUTE) == "active"
    turn(s, (2, 2), "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")
    pick_figure(s, s.character(BRUTE))
    assert kind(s) == "recover"
    assert "Shield Bash" in labels(s)


@rules("GH-ABIL-01")
def test_volatile_concoction_bottom_an_ally_three_hexes_away_cannot_be_chosen(
    tmp_path: Path,
) -> None:
    s = game(tmp_path)
    place(s, BRUTE, (5, 2))
    move_cards(s, BRUTE, "discard", "Trample")
    turn(s, (2, 2), "Volatile Concoction", "Stun Shot")
    pick(s, "Volatile Concoction: bottom")
    assert kind(s) == "play-half"


# --- 44 Potent Potables (level X) ---------------------------------------------------------


@rules("GH-BONUS-03", "GH-BONUS-04", "GH-BONUS-05", "GH-BONUS-06", "GH-ACTION-09")
def test_potent_potables_top_your_next_four_heals_heal_2_more(tmp_path: Path) -> None:
    s = game(tmp_path)
    ally = place(s, BRUTE, (3, 2))
    turn(s, (2, 2), "Potent Potables", "Harmless Contraption")
    pick(s, "Potent Potables: top")
    assert where(s, "Potent Potables") == "active"
    results = []
    for lead, second, half in (
        ("Potent Potables", "Harmless Contraption", "Harmless Contraption: bottom"),  # Heal 2
        ("Reinvigorating Elixir", "Stun Shot", "Reinvigorating Elixir: top"),  # Heal 3
        ("Restorative Mist", "Hook Gun", "Restorative Mist: top"),  # Heal 3
        ("Toxic Bolt", "Reviving Shock", "Reviving Shock: bottom"),  # Heal 5, 2 XP
    ):
        if half != "Harmless Contraption: bottom":
            turn(s, (2, 2), lead, second)
        set_hp(s, ally, 1)
        pick(s, half)
        pick_figure(s, ally)
        results.append((ally.hp - 1, xp(s)))
    assert results == [(4, 0), (5, 1), (5, 1), (7, 4)]
    assert where(s, "Potent Potables") == "lost"
    turn(s, (2, 2), "Energizing Tonic", "Stun Shot")
    set_hp(s, ally, 1)
    pick(s, "Energizing Tonic: top")
    pick_figure(s, ally)
    assert ally.hp == 1 + 5


@rules("GH-BONUS-03", "GH-BONUS-05")
def test_potent_potables_top_one_slot_for_a_heal_of_every_adjacent_ally(tmp_path: Path) -> None:
    # Data README: use_on own-heal, "the Heal ability that uses the slot heals N more".
    s = game(tmp_path, party="tinkerer,brute,mindthief")
    brute = place(s, BRUTE, (3, 2))
    mindthief = place(s, MINDTHIEF, (1, 2))
    brute.hp, mindthief.hp = 3, 2
    turn(s, (2, 2), "Potent Potables", "Restorative Mist")
    pick(s, "Potent Potables: top")
    pick(s, "Restorative Mist: bottom")
    pick(s, "stop here")
    assert (brute.hp, mindthief.hp) == (3 + 3, 2 + 3)  # Heal 1 + 2 on each
    (active,) = s.heroes[TINKERER].active
    assert (active.uses_left, active.slot) == (3, 1)
    assert xp(s) == 0


@rules("GH-BONUS-05")
def test_potent_potables_top_no_slot_for_a_skipped_heal(tmp_path: Path) -> None:
    s = game(tmp_path)
    turn(s, (2, 2), "Potent Potables", "Harmless Contraption")
    pick(s, "Potent Potables: top")
    pick(s, "Harmless Contraption: bottom")
    pick(s, "skip the heal")
    (active,) = s.heroes[TINKERER].active
    assert (active.uses_left, active.slot) == (4, 0)


@rules("GH-MOVE-01")
def test_potent_potables_bottom_move_3(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = turn(s, (0, 2), "Potent Potables", "Stun Shot")
    pick(s, "Potent Potables: bottom")
    for h in ((1, 2), (2, 2), (3, 2)):
        assert kind(s) == "move"
        pick_hex(s, h)
    assert fig.hex == (3, 2) and kind(s) == "play-half"
    assert where(s, "Potent Potables") == "discard"
