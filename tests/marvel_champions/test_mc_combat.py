"""Attacks, thwarts, defending, boosts, status cards, damage and defeat (sections 4, 5, 9, 10)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BACKFLIP,
    BREAKIN,
    CHARGE,
    CROWD_CONTROL,
    DAREDEVIL,
    GENIUS,
    HAYMAKER,
    HYDRA_MERCENARY,
    JESSICA,
    KREE,
    MARIA_HILL,
    MOCKINGBIRD,
    SANDMAN,
    SHOCKER,
    STRENGTH,
    SWEEPING_SWOOP,
    TRISKELION,
    VULTURE,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    pass_windows,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.dsl import choose_ally, damage

RADIOACTIVE_MAN = "01129"


def attack_villain(s, seat=0, **regs):  # type: ignore[no-untyped-def]
    run(s, lambda: push_activation(s, s.villain, seat, "attack", **regs))


@rules("MC-ATTACK-02", "MC-POWER-02", "MC-DAMAGE-02", "MC-TURN-04")
def test_basic_attack_exhausts_and_deals_atk() -> None:
    s = start(form="hero")
    act(s, "turn", "basic attack")
    assert s.units[identity(s)].exhausted and s.units[s.villain].damage == 2


@rules("MC-ATTACK-09", "MC-DAMAGE-03", "MC-MINION-04", "MC-DEFEAT-02", "MC-DAMAGE-01")
def test_attack_any_enemy_and_minion_defeat() -> None:
    s = start(form="hero")
    m = engage(s, SHOCKER)
    mark(s, m, damage=1)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and m in s.enc_discard


@rules("MC-KEYWORD-GUARD-01", "MC-EX-23")
def test_guard_minion_protects_the_villain() -> None:
    s = start(form="hero")
    m = engage(s, HYDRA_MERCENARY)
    act(s, "turn", "basic attack")  # the only target is the Guard minion
    assert s.units[m].damage == 2 and s.units[s.villain].damage == 0


@rules("MC-THWART-02", "MC-POWER-03", "MC-SCHEME-02")
def test_basic_thwart_removes_thw_threat() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    act(s, "turn", "basic thwart")
    assert threat(s) == 4 and s.units[identity(s)].exhausted


@rules("MC-THWART-03")
def test_no_thwart_without_threat() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=0)
    assert "basic thwart with your hero" not in labels(s)


@rules("MC-CRISIS-01", "MC-EX-45")
def test_crisis_icon_protects_the_main_scheme() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    cc = side_scheme(s, CROWD_CONTROL)
    act(s, "turn", "basic thwart")  # only Crowd Control can be chosen
    assert threat(s) == 5 and threat(s, cc) == 1


@rules("MC-SIDESCHEME-03", "MC-SIDESCHEME-04", "MC-DEFEAT-01", "MC-ACCELICON-02")
def test_side_scheme_with_no_threat_is_defeated() -> None:
    s = start(form="hero")
    bt = side_scheme(s, BREAKIN)
    assert threat(s, bt) == 2
    mark(s, bt, threat=1)
    mark(s, s.main, threat=0)
    act(s, "turn", "basic thwart")
    assert not s.units[bt].in_play and bt in s.enc_discard


@rules("MC-ALLY-03", "MC-ALLY-04", "MC-CONSEQ-01", "MC-TURN-05", "MC-ICON-05")
def test_ally_attack_takes_consequential_damage() -> None:
    s = start()
    jj = put(s, JESSICA)
    act(s, "turn", "Jessica Jones attacks")
    assert s.units[s.villain].damage == 2 and s.units[jj].damage == 1 and s.units[jj].exhausted


@rules("MC-CONSEQ-02", "MC-CONSEQ-03", "MC-RESPONSE-01")
def test_consequential_damage_after_the_thwart_response() -> None:
    s = start()
    mark(s, s.main, threat=3)
    dd = put(s, DAREDEVIL)
    mark(s, dd, damage=2)  # 1 hit point left
    act(s, "turn", "Daredevil thwarts")
    act(s, "response", "Daredevil")  # deal 1 damage to an enemy, before the consequential damage
    assert s.units[s.villain].damage == 1 and not s.units[dd].in_play


@rules("MC-STUN-04", "MC-STUN-07", "MC-ALLY-04", "MC-STUN-01", "MC-STUN-02")
def test_stunned_ally_discards_the_status_instead_of_attacking() -> None:
    s = start()
    jj = put(s, JESSICA)
    mark(s, jj, stunned=1)
    act(s, "turn", "Jessica Jones attacks")
    assert s.units[jj].stunned == 0 and s.units[jj].exhausted
    assert s.units[s.villain].damage == 0 and s.units[jj].damage == 0


@rules("MC-STUN-05", "MC-ATTACK-03")
def test_stunned_hero_may_attempt_an_attack() -> None:
    s = start(form="hero")
    mark(s, identity(s), stunned=1)
    act(s, "turn", "basic attack")
    assert s.units[identity(s)].stunned == 0 and s.units[s.villain].damage == 0


@rules("MC-CONFUSE-04", "MC-CONFUSE-05", "MC-CONFUSE-07", "MC-CONFUSE-01")
def test_confused_hero_thwart_is_replaced() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=0)
    mark(s, identity(s), confused=1)
    act(s, "turn", "basic thwart")  # allowed with no threat anywhere
    assert s.units[identity(s)].confused == 0 and s.units[identity(s)].exhausted


@rules("MC-LABEL-06", "MC-LABEL-07", "MC-LABEL-02", "MC-ATTACK-04")
def test_attack_event_while_stunned_is_canceled_costs_paid() -> None:
    s = start(form="hero")
    mark(s, identity(s), stunned=1)
    hand(s, HAYMAKER, STRENGTH)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")
    assert s.units[s.villain].damage == 0 and s.units[identity(s)].stunned == 0
    assert not s.units[identity(s)].exhausted  # an attack ability does not exhaust


@rules("MC-STUN-06", "MC-STUN-03")
def test_stunned_villain_discards_stun_instead_of_attacking() -> None:
    s = start(form="hero")
    mark(s, s.villain, stunned=1)
    attack_villain(s)
    assert s.units[s.villain].stunned == 0 and hp(s) == 10


@rules("MC-CONFUSE-06")
def test_confused_villain_does_not_scheme() -> None:
    s = start()
    mark(s, s.villain, confused=1)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert s.units[s.villain].confused == 0 and threat(s) == 0


@rules("MC-TOUGH-01", "MC-TOUGH-02", "MC-TOUGH-06", "MC-KEYWORD-TOUGHNESS-01", "MC-PREVENT-03")
def test_tough_prevents_all_damage_once() -> None:
    s = start(form="hero")
    sandman = engage(s, SANDMAN)
    mark(s, sandman, tough=1)  # Toughness: enters play tough
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Sandman")
    assert s.units[sandman].tough == 0 and s.units[sandman].damage == 0


@rules("MC-TOUGH-04", "MC-EATTACK-10", "MC-EATTACK-09", "MC-DEFEND-03", "MC-POWER-04")
def test_defense_reduces_before_tough() -> None:
    s = start(form="hero")  # Spider-Man DEF 3, Rhino ATK 2
    mark(s, identity(s), tough=1)
    stack_encounter(s, ADVANCE)  # no boost icons
    attack_villain(s)
    pass_windows(s)
    act(s, "defend", "defend with your hero")
    assert s.units[identity(s)].tough == 1 and hp(s) == 10


@rules(
    "MC-EATTACK-05",
    "MC-EATTACK-07",
    "MC-BOOST-01",
    "MC-BOOST-02",
    "MC-BOOST-08",
    "MC-ACTIVATION-05",
)
def test_boost_card_adds_its_icons_and_is_discarded() -> None:
    s = start(form="hero", heroes="captain-marvel")
    (boost,) = stack_encounter(s, BREAKIN)  # 2 boost icons
    attack_villain(s)
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 4 and boost in s.enc_discard


@rules("MC-BOOST-03", "MC-BOOST-05", "MC-STAR-07", "MC-BOOST-04", "MC-ATTACKALLY-02")
def test_boost_ability_resolves_and_star_is_no_icon() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, KREE)  # star: undefended attack -> 1 threat on the main scheme
    attack_villain(s)
    act(s, "defend", "no defender")
    assert threat(s) == 1 and hp(s) == 12 - 2


@rules("MC-EATTACK-11", "MC-DEFEND-05", "MC-ALLY-05", "MC-EXCESS-01")
def test_ally_defender_takes_all_damage_no_carry_over() -> None:
    s = start(form="hero")
    mh = put(s, MARIA_HILL)  # 2 hit points
    stack_encounter(s, BREAKIN)  # Rhino 2 + 2
    attack_villain(s)
    pass_windows(s)
    act(s, "defend", "Maria Hill")
    assert not s.units[mh].in_play and hp(s) == 10


@rules("MC-KEYWORD-OVERKILL-01", "MC-ATTACKALLY-05", "MC-KEYWORD-OVERKILL-03")
def test_charge_overkill_excess_to_the_identity() -> None:
    s = start(form="hero")
    mh = put(s, MARIA_HILL)
    charge = position.attach_encounter(s, CHARGE, s.villain)  # Rhino ATK 2 + 3
    stack_encounter(s, ADVANCE)
    attack_villain(s)
    pass_windows(s)
    act(s, "defend", "Maria Hill")
    assert not s.units[mh].in_play and hp(s) == 10 - 3
    assert not s.units[charge].in_play  # discarded at the end of the attack


@rules("MC-DEFEND-14", "MC-EATTACK-06", "MC-DEFEND-02", "MC-EATTACK-03")
def test_other_player_defends_and_becomes_the_target() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    stack_encounter(s, ADVANCE)
    attack_villain(s, seat=1)
    act(s, "defend", "no defender")  # Captain Marvel (the target) declines
    act(s, "defend", "defend with your hero")  # Spider-Man steps in
    assert s.units[identity(s, 0)].exhausted and hp(s, 1) == 12 and hp(s, 0) == 10


@rules("MC-DEFEND-14")
def test_a_boosts_you_is_the_player_who_defended() -> None:
    """Captain Marvel is attacked and Spider-Man defends: his player is the target
    now, so Radioactive Man's boost ("discard a card at random from your hand")
    takes his card, not hers."""
    s = start(form="hero", heroes="spider-man,captain-marvel", modular="masters-of-evil")
    hand(s, STRENGTH, seat=0)
    hand(s, STRENGTH, seat=1)
    stack_encounter(s, RADIOACTIVE_MAN)
    attack_villain(s, seat=1)
    pass_windows(s)
    act(s, "defend", "no defender")  # Captain Marvel declines
    act(s, "defend", "defend with your hero")  # Spider-Man steps in
    assert (len(s.players[0].hand), len(s.players[1].hand)) == (0, 1)


@rules("MC-EATTACK-12", "MC-DEFEND-17")
def test_defender_gone_makes_the_attack_undefended() -> None:
    # Break In! made up as a boost card with no boost icon and "Boost: deal 9 damage to
    # an ally": it defeats the defending Maria Hill after she is declared.
    s = start(form="hero", heroes="captain-marvel")
    put(s, MARIA_HILL)
    position.card_variant(s, BREAKIN, stats={"boost": 0})
    position.made_up_card(s, BREAKIN, lambda c: c.boost(choose_ally("t"), damage(9, "t")))
    stack_encounter(s, BREAKIN)
    attack_villain(s)
    pass_windows(s)
    act(s, "defend", "Maria Hill")
    pass_windows(s)
    assert hp(s) == 12 - 2


@rules("MC-EATTACK-15", "MC-FAQ-CORE-01", "MC-INTERRUPT-01")
def test_spider_sense_on_attack_initiation() -> None:
    s = start(form="hero")
    stack_encounter(s, ADVANCE)
    attack_villain(s)
    assert kind(s) == "interrupt"
    n = len(s.players[0].hand)
    act(s, "interrupt", "Spider-Sense")
    assert len(s.players[0].hand) == n + 1


@rules("MC-DEFEND-07", "MC-DEFEND-08", "MC-LABEL-03", "MC-PREVENT-02", "MC-INTERRUPT-05")
def test_backflip_prevents_attack_damage() -> None:
    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, BREAKIN)
    attack_villain(s)
    act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    assert hp(s) == 10 and not s.units[identity(s)].exhausted


@rules("MC-KEYWORD-QUICKSTRIKE-01", "MC-REVEAL-04", "MC-ENGAGE-01", "MC-ENGAGE-02", "MC-MINION-02")
def test_quickstrike_minion_attacks_a_hero_at_once() -> None:
    s = start(form="hero", heroes="captain-marvel")
    v = reveal(s, VULTURE)
    assert s.units[v].engaged == 0
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 3


@rules("MC-EATTACK-14", "MC-ACTIVATION-04")
def test_sweeping_swoop_boost_stuns_the_damaged_character() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, SWEEPING_SWOOP)
    attack_villain(s)
    act(s, "defend", "no defender")
    assert s.units[identity(s)].stunned == 1 and hp(s) == 10


@rules("MC-ALLYLIMIT-01", "MC-ALLYLIMIT-02")
def test_fourth_ally_forces_a_discard() -> None:
    s = start()
    for code in (JESSICA, DAREDEVIL, MOCKINGBIRD):
        put(s, code)
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    assert kind(s) == "ally-limit"
    act(s, "ally-limit", "Jessica Jones")
    assert sum(1 for u in s.play if s.card(u).type == "ally") == 3


@rules("MC-ALLYLIMIT-01")
def test_triskelion_raises_the_ally_limit() -> None:
    s = start()
    put(s, TRISKELION)
    for code in (JESSICA, DAREDEVIL, MOCKINGBIRD):
        put(s, code)
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    assert kind(s) != "ally-limit"


@rules("MC-VILLAINDEF-01", "MC-VILLAINDEF-02", "MC-VILLAINDEF-05", "MC-VILLAINDEF-06", "MC-HP-05")
def test_villain_stage_change_keeps_status_not_damage() -> None:
    s = start(form="hero")
    mark(s, s.villain, damage=13)
    mark(s, s.villain, confused=1)
    run(s, lambda: push_damage(s, s.villain, 5, 0))
    assert s.card(s.villain).stage == "II" and s.units[s.villain].damage == 0
    assert s.units[s.villain].confused == 1
    assert any(s.name(u) == "Breakin' & Takin'" for u in s.play)  # Rhino II's When Revealed


@rules("MC-VILLAINDEF-03", "MC-WIN-01")
def test_defeating_the_last_stage_wins() -> None:
    s = start(form="hero", skirmish="I")  # stage I is the last stage
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.is_terminal() and s.returns() == [1.0]


@rules("MC-MAINSCHEME-03", "MC-MAINSCHEME-04", "MC-WIN-01", "MC-TARGETTHREAT-01")
def test_completing_the_main_scheme_loses() -> None:
    s = start()
    mark(s, s.main, threat=6)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert s.is_terminal() and s.returns() == [-1.0]


@rules("MC-HP-04", "MC-ELIM-01", "MC-ELIM-08", "MC-HP-03")
def test_identity_at_zero_is_eliminated_and_all_eliminated_lose() -> None:
    s = start()
    run(s, lambda: push_damage(s, identity(s), 10, -1))
    assert s.players[0].eliminated and s.is_terminal() and s.returns() == [-1.0]


@rules("MC-ELIM-02", "MC-ELIM-03", "MC-ELIM-07", "MC-FIRST-03", "MC-PAREA-03")
def test_elimination_passes_token_and_minions() -> None:
    s = start(heroes="spider-man,captain-marvel")
    m = engage(s, SHOCKER, seat=0)
    run(s, lambda: push_damage(s, identity(s, 0), 10, -1))
    assert s.players[0].eliminated and not s.is_terminal()
    assert s.first == 1 and s.units[m].engaged == 1 and not s.players[0].hand


@rules("MC-HEAL-01", "MC-HEAL-02")
def test_healing_stops_at_maximum() -> None:
    from rulebound.games.marvel_champions.rules import heal

    s = start()
    mark(s, identity(s), damage=2)
    assert heal(s, identity(s), 5) == 2 and hp(s) == 10
