"""Rhino, Bomb Scare, Standard, Expert and the nemesis sets: each card does what it says;
one test per scripted card is registered with ``plays`` for the empty-script check."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    BOMB_SCARE,
    BREAKIN,
    CAUGHT_OFF_GUARD,
    CHARGE,
    CROWD_CONTROL,
    ENERGY,
    EXHAUSTION,
    EXPLOSION,
    FALSE_ALARM,
    GANG_UP,
    GENIUS,
    HARD_TO_KEEP_DOWN,
    HIGHWAY_ROBBERY,
    HORN,
    HYDRA_BOMBER,
    HYDRA_MERCENARY,
    IM_TOUGH,
    KREE,
    MANSION,
    MASTERPLAN,
    PSYCHE,
    SANDMAN,
    SHOCKER,
    STAMPEDE,
    STRENGTH,
    SUIT,
    SWEEPING_SWOOP,
    TREASON,
    UNDER_FIRE,
    VULTURE,
    VULTURES_PLANS,
    YON_ROGG,
    act,
    attach,
    engage,
    hand,
    hp,
    identity,
    mark,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)
from test_mc_cards_modular import plays

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.rules import stat

# --- Rhino ----------------------------------------------------------------------------------


@plays("01095")
def test_rhino_two_fetches_breakin_and_takin() -> None:
    s = start(form="hero")
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert any(s.name(u) == "Breakin' & Takin'" for u in s.play)


@plays("01096")
@rules("MC-WHENREVEALED-01")
def test_rhino_three_stuns_each_hero_and_is_tough() -> None:
    s = start(form="hero", expert=True)
    mark(s, s.villain, damage=29)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.card(s.villain).stage == "III"
    assert s.units[identity(s)].stunned == 1 and s.units[s.villain].tough == 1


@plays("01098")
def test_armored_rhino_suit_takes_the_damage() -> None:
    s = start(form="hero")
    suit = attach(s, SUIT, s.villain)
    run(s, lambda: push_damage(s, s.villain, 4, 0))
    assert s.units[suit].damage == 4 and s.units[s.villain].damage == 0
    run(s, lambda: push_damage(s, s.villain, 2, 0))
    assert not s.units[suit].in_play and s.units[s.villain].damage == 0


@plays("01099")
def test_charge_adds_three_and_is_discarded_after_the_attack() -> None:
    s = start(form="hero", heroes="captain-marvel")
    c = attach(s, CHARGE, s.villain)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 5 and not s.units[c].in_play


@plays("01100")
@rules("MC-ACTION-02", "MC-TURN-06")
def test_enhanced_ivory_horn_can_be_discarded_by_a_player() -> None:
    s = start(form="hero")
    h = attach(s, HORN, s.villain)
    assert stat(s, s.villain, "attack") == 3
    hand(s, STRENGTH, STRENGTH)
    act(s, "turn", "Enhanced Ivory Horn")
    act(s, "pay", "Strength")
    act(s, "pay", "Strength")
    assert not s.units[h].in_play


def test_hydra_mercenary_has_guard() -> None:
    s = start(form="hero")
    engage(s, HYDRA_MERCENARY)
    act(s, "turn", "basic attack")
    assert s.units[s.villain].damage == 0


def test_sandman_enters_play_tough() -> None:
    s = start()
    sm = reveal(s, SANDMAN)
    assert s.units[sm].tough == 1


@plays("01103")
def test_shocker_damages_each_hero() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    position.set_form(s, 1, "alter-ego")  # Carol Danvers: not a hero
    reveal(s, SHOCKER)
    assert hp(s, 0) == 9 and hp(s, 1) == 12


@plays("01104")
def test_hard_to_keep_down_heals_or_surges() -> None:
    s = start()
    mark(s, s.villain, damage=6)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert s.units[s.villain].damage == 2
    (nxt,) = stack_encounter(s, ADVANCE)
    mark(s, s.villain, damage=0)
    stack_encounter(s, ADVANCE)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert nxt not in s.enc_deck


@plays("01105")
@rules("MC-QUALIFY-03", "MC-EX-36", "MC-STATUS-02")
def test_im_tough_gives_tough_or_surges() -> None:
    s = start()
    reveal(s, IM_TOUGH)
    assert s.units[s.villain].tough == 1
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, IM_TOUGH)
    assert s.units[s.villain].tough == 1 and s.units[nxt].in_play


@plays("01106")
def test_stampede_attacks_a_hero_and_stuns_the_damaged() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, ADVANCE)
    reveal(s, STAMPEDE)
    act(s, "defend", "no defender")
    assert hp(s) == 10 and s.units[identity(s)].stunned == 1


def test_stampede_surges_against_an_alter_ego() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, STAMPEDE)
    assert s.units[nxt].in_play


@plays("01107")
def test_breakin_and_takin_places_one_more_per_hero() -> None:
    s = start(heroes="spider-man,captain-marvel")
    b = reveal(s, BREAKIN)
    assert threat(s, b) == 2 + 2


def test_crowd_control_starts_with_two_per_player() -> None:
    s = start(heroes="spider-man,captain-marvel")
    c = side_scheme(s, CROWD_CONTROL)
    assert threat(s, c) == 4


# --- Bomb Scare -----------------------------------------------------------------------------


@plays("01109")
def test_bomb_scare_places_one_more_per_hero() -> None:
    s = start()
    b = reveal(s, BOMB_SCARE)
    assert threat(s, b) == 3


@plays("01110")
@rules("MC-CHOOSEOPT-02")
def test_hydra_bomber_choice() -> None:
    s = start()
    reveal(s, HYDRA_BOMBER)
    act(s, "choose-option", "place 1 threat")
    assert threat(s) == 1
    reveal(s, HYDRA_BOMBER)
    act(s, "choose-option", "take 2 damage")
    assert hp(s) == 8


@plays("01111")
@rules("MC-INDIRECT-03", "MC-INDIRECT-04", "MC-INDIRECT-05")
def test_explosion_assigns_bomb_scare_threat_as_damage() -> None:
    s = start(form="hero")
    side_scheme(s, BOMB_SCARE, threat=3)
    from mc_helpers import JESSICA

    jj = put(s, JESSICA)
    reveal(s, EXPLOSION)
    act(s, "assign-damage", "Jessica Jones")
    act(s, "assign-damage", "Spider-Man")
    act(s, "assign-damage", "Jessica Jones")
    assert s.units[jj].damage == 2 and hp(s) == 9


def test_explosion_surges_without_bomb_scare() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, EXPLOSION)
    assert s.units[nxt].in_play


@plays("01112")
def test_false_alarm_confuses_or_surges() -> None:
    s = start()
    reveal(s, FALSE_ALARM)
    assert s.units[identity(s)].confused == 1
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, FALSE_ALARM)
    assert s.units[nxt].in_play and s.units[identity(s)].confused == 1


# --- Standard ---------------------------------------------------------------------------------


@plays("01186")
def test_advance_makes_the_villain_scheme() -> None:
    s = start()
    stack_encounter(s, ADVANCE)
    reveal(s, ADVANCE)
    assert threat(s) == 1


@plays("01187")
@rules("MC-TREACHERY-04", "MC-FAQ-CORE-22", "MC-ACTIVATION-08")
def test_assault_is_discarded_after_its_attack() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, ADVANCE)
    a = reveal(s, ASSAULT)
    assert a not in s.enc_discard  # still resolving during the attack
    act(s, "defend", "no defender")
    assert hp(s) == 10 and a in s.enc_discard


@plays("01188")
def test_caught_off_guard_discards_a_support() -> None:
    s = start()
    m = put(s, MANSION)
    reveal(s, CAUGHT_OFF_GUARD)
    assert not s.units[m].in_play


@plays("01189")
def test_gang_up_villain_then_minions_attack() -> None:
    s = start(form="hero", heroes="captain-marvel")
    engage(s, SHOCKER)
    stack_encounter(s, ADVANCE)
    reveal(s, GANG_UP)
    act(s, "defend", "no defender")
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 2 - 2


# --- Expert -----------------------------------------------------------------------------------


@plays("01191")
def test_exhaustion_exhausts_the_identity_and_surges() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, EXHAUSTION)
    assert s.units[identity(s)].exhausted and s.units[nxt].in_play


@plays("01192")
def test_masterplan_threat_on_each_side_scheme() -> None:
    s = start()
    b = side_scheme(s, BREAKIN)
    reveal(s, MASTERPLAN)
    assert threat(s, b) == 6


@rules("MC-ENCDECK-03")
def test_masterplan_digs_for_a_side_scheme() -> None:
    s = start()
    _, scheme = stack_encounter(s, ADVANCE, CROWD_CONTROL)
    reveal(s, MASTERPLAN)
    assert s.units[scheme].in_play


@plays("01193")
def test_under_fire_reveals_two_more() -> None:
    s = start()
    a, b = stack_encounter(s, BREAKIN, BOMB_SCARE)
    reveal(s, UNDER_FIRE)
    assert s.units[a].in_play and s.units[b].in_play


# --- Vulture and Yon-Rogg ---------------------------------------------------------------------


def test_vulture_quickstrike() -> None:
    s = start(form="hero", heroes="captain-marvel")
    reveal(s, VULTURE)
    act(s, "defend", "no defender")
    assert hp(s) == 9


def test_highway_robbery_accelerates() -> None:
    from rulebound.games.marvel_champions.rules import acceleration_icons

    s = start()
    reveal(s, HIGHWAY_ROBBERY)
    assert acceleration_icons(s) == 1


def test_sweeping_swoop_stuns_a_hero_and_surges_with_vulture() -> None:
    s = start(form="hero")
    engage(s, VULTURE)
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, SWEEPING_SWOOP)
    assert s.units[identity(s)].stunned == 1 and s.units[nxt].in_play


def test_vultures_plans_threat_per_resource_type() -> None:
    s = start(heroes="spider-man,captain-marvel")
    hand(s, GENIUS, seat=0)
    hand(s, ENERGY, seat=1)
    reveal(s, VULTURES_PLANS)
    assert threat(s) == 2 and not s.players[0].hand and not s.players[1].hand


@plays(YON_ROGG)
def test_psyche_magnitron_and_yon_rogg() -> None:
    s = start(form="hero", heroes="captain-marvel")
    p = reveal(s, PSYCHE)
    assert threat(s, p) == 4
    yr = engage(s, YON_ROGG)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    act(s, "defend", "no defender")
    assert threat(s, p) == 5 and hp(s) == 9


def test_kree_manipulator_places_threat_and_surges() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, KREE)
    assert threat(s) == 1 and s.units[nxt].in_play


def test_yon_roggs_treason_discards_energy_cards() -> None:
    s = start(heroes="captain-marvel")
    hand(s, ENERGY, GENIUS)
    reveal(s, TREASON)
    assert [s.name(u) for u in s.players[0].hand] == ["Genius"]
