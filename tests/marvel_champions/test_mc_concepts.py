"""Concepts of sections 2-13 the other test files do not name: order of play, identities,
card types, abilities and timing, costs, damage and hit points."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BOMB_SCARE,
    BREAKIN,
    CHARGE,
    COSMIC_FLIGHT,
    EMERGENCY,
    ENERGY,
    EXPLOSION,
    GENIUS,
    HAYMAKER,
    HIGHWAY_ROBBERY,
    INTERROGATION,
    INTUITION,
    JESSICA,
    MAKE_THE_CALL,
    MANSION,
    MARIA_HILL,
    MOCKINGBIRD,
    PSYCHE,
    SHOCKER,
    STRENGTH,
    SWEEPING_SWOOP,
    TRACER,
    UNDER_FIRE,
    YON_ROGG,
    act,
    attach,
    engage,
    finish_round,
    hand,
    hp,
    identity,
    kind,
    labels,
    make,
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

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.rules import (
    enemies,
    friendly_characters,
    leave_play,
)

# --- order of play ----------------------------------------------------------------------------


@rules(
    "MC-ROUND-01",
    "MC-ROUND-02",
    "MC-ROUND-03",
    "MC-ROUND-04",
    "MC-ACTIVE-01",
    "MC-PLAYER-03",
    "MC-VPHASE-05",
    "MC-VPHASE-06",
    "MC-ENDPP-05",
)
def test_a_round_runs_its_steps_in_order() -> None:
    s = start()
    stack_encounter(s, *[ADVANCE] * 6)
    assert s.phase == "player" and s.active == 0
    finish_round(s)
    log = "\n".join(s.log)
    marks = [
        "Round 1: player phase",
        "turn.",
        "ends their turn",
        "Round 1: villain phase",
        "schemes",
        "Round 2: player phase",
    ]
    positions = [log.index(m) for m in marks]
    assert positions == sorted(positions)


@rules("MC-FIRST-05", "MC-FIRST-04")
def test_encounter_choices_without_a_player_go_to_the_first_player() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    position.set_first_player(s, 1)
    side_scheme(s, BOMB_SCARE, threat=2)
    reveal(s, EXPLOSION, seat=0)
    assert kind(s) == "assign-damage" and s.decision().seat == 1


@rules("MC-FIRST-06", "MC-FORCED-05", "MC-SIMUL-01", "MC-FORCED-06", "MC-FORCED-02", "MC-STAR-03")
def test_simultaneous_forced_abilities_are_ordered_by_the_first_player() -> None:
    s = start(form="hero", heroes="captain-marvel")
    attach(s, CHARGE, s.villain)
    attach(s, CHARGE, s.villain)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    assert kind(s) == "order-forced" and s.decision().seat == s.first
    act(s, "order-forced", "Charge")
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 8  # 2 + 3 + 3


@rules("MC-FIRST-07", "MC-FIRST-08", "MC-INTERRUPT-02")
def test_interrupt_opportunities_start_with_the_first_player() -> None:
    s = start(heroes="spider-man,captain-marvel")
    position.set_first_player(s, 1)
    hand(s, EMERGENCY, seat=0)
    hand(s, EMERGENCY, seat=1)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert kind(s) == "interrupt" and s.decision().seat == 1
    act(s, "interrupt", "pass")
    assert kind(s) == "interrupt" and s.decision().seat == 0


@rules("MC-INTERRUPT-03", "MC-INTERRUPT-06", "MC-TRIGCOND-02", "MC-RESPONSE-03")
def test_each_interrupt_once_per_occurrence() -> None:
    s = start(form="hero")
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "Spider-Sense")
    assert kind(s) == "defend"  # the window closed: Spider-Sense is used up for this attack


@rules("MC-EACHPLAYER-01", "MC-ORDER-03")
def test_each_player_draws() -> None:
    s = start(heroes="spider-man,captain-marvel")
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    act(s, "response", "Maria Hill")
    assert [len(p.hand) for p in s.players] == [1, 1]


# --- players, identities ---------------------------------------------------------------------


@rules("MC-PLAYER-04", "MC-UPGRADE-05", "MC-DISCARD-02")
def test_cards_go_to_their_owners_discard_pile() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    hand(s, INTUITION, GENIUS)
    act(s, "turn", "play Heroic Intuition")
    act(s, "give-to", "Captain Marvel")
    act(s, "pay", "Genius")
    hi = next(u for u in s.play if s.name(u) == "Heroic Intuition")
    assert s.units[hi].controller == 1 and s.units[hi].owner == 0
    leave_play(s, hi)
    assert hi in s.players[0].discard


@rules("MC-IDENTITY-01", "MC-IDENTITY-05", "MC-FORM-01", "MC-IDENTITY-03", "MC-IDENTITY-06")
def test_the_faceup_side_is_the_identity_in_play() -> None:
    s = start()
    assert s.name(identity(s)) == "Peter Parker" and s.units[identity(s)].controller == 0
    act(s, "turn", "change to hero form")
    assert s.name(identity(s)) == "Spider-Man"


@rules("MC-FORM-05", "MC-FORM-06")
def test_stun_your_hero_misses_an_alter_ego() -> None:
    s = start()
    stack_encounter(s, ADVANCE)
    reveal(s, SWEEPING_SWOOP)
    assert s.units[identity(s)].stunned == 0


@rules("MC-POWER-01", "MC-POWER-06", "MC-ESCHEME-01", "MC-ESCHEME-03", "MC-BOOST-02")
def test_a_scheme_places_sch_plus_boost_icons() -> None:
    s = start()
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert threat(s) == 1 + 2


# --- attacks, defense, allies -------------------------------------------------------------------


@rules("MC-ATTACK-01", "MC-ATTACK-05", "MC-LABEL-01")
def test_an_attack_event_is_one_attack() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert sum(1 for line in s.log if "takes 3 damage" in line) == 1


@rules("MC-DEFEND-13", "MC-DEFEND-01")
def test_defense_interrupt_outside_an_attack() -> None:
    s = start(form="hero", heroes="captain-marvel")
    cf = put(s, COSMIC_FLIGHT)
    reveal(s, SHOCKER)  # 1 damage to each hero
    act(s, "interrupt", "Cosmic Flight")
    assert hp(s) == 12 and not s.units[cf].in_play


@rules("MC-ALLY-01", "MC-ALLY-02", "MC-HP-07")
def test_an_ally_at_zero_is_defeated_and_discarded() -> None:
    s = start()
    mh = put(s, MARIA_HILL)
    run(s, lambda: push_damage(s, mh, 2))
    assert not s.units[mh].in_play and mh in s.players[0].discard


@rules("MC-CONSEQ-04", "MC-EX-21")
def test_target_gone_before_the_damage_no_consequential_damage() -> None:
    s = start()
    jj = put(s, JESSICA)
    m = engage(s, SHOCKER)
    act(s, "turn", "Jessica Jones attacks")
    leave_play(s, m)  # gone before the attack deals its damage
    act(s, "choose-enemy-attack", "Shocker")
    assert s.units[jj].exhausted and s.units[jj].damage == 0


@rules("MC-ENEMY-01", "MC-CHARACTER-01", "MC-FRIENDLY-01")
def test_enemies_and_friendly_characters() -> None:
    s = start(heroes="spider-man,captain-marvel")
    m = engage(s, SHOCKER)
    a = put(s, JESSICA, seat=1)
    assert enemies(s) == [s.villain, m]
    assert set(friendly_characters(s)) == {identity(s, 0), identity(s, 1), a}


@rules("MC-ACTIVATION-01", "MC-ACTIVATION-06", "MC-EATTACK-08", "MC-EATTACK-16", "MC-STAR-02")
def test_after_attack_forced_response_follows_the_damage() -> None:
    s = start(form="hero", heroes="captain-marvel")
    p = side_scheme(s, PSYCHE, threat=3)
    yr = engage(s, YON_ROGG)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    act(s, "defend", "no defender")
    log = "\n".join(s.log)
    assert log.index("takes 3 damage") < log.index("threat is placed on The Psyche")
    assert threat(s, p) == 4


@rules("MC-EATTACK-17")
def test_no_after_attack_when_the_attack_never_dealt_damage() -> None:
    s = start(form="hero", heroes="captain-marvel")
    p = side_scheme(s, PSYCHE, threat=3)
    yr = engage(s, YON_ROGG)
    mark(s, yr, stunned=1)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    assert threat(s, p) == 3


@rules("MC-BOOST-07", "MC-BOOST-09")
def test_an_extra_boost_card_adds_to_the_normal_one() -> None:
    s = start()
    position.deal_boost(s, s.villain, BREAKIN)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert threat(s) == 1 + 2 + 2


@rules("MC-ENGAGE-03", "MC-MINION-03", "MC-MINION-01")
def test_a_minion_stays_engaged_across_rounds() -> None:
    s = start()
    m = engage(s, SHOCKER)
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert s.units[m].in_play and s.units[m].engaged == 0


@rules("MC-REVEAL-10")
def test_a_card_that_reveals_follows_the_reveal_procedure() -> None:
    s = start()
    (b,) = stack_encounter(s, BREAKIN)
    position.to_encounter_bottom(s, ADVANCE)
    reveal(s, UNDER_FIRE)
    assert s.units[b].in_play and threat(s, b) == 3  # its When Revealed resolved


# --- card types ---------------------------------------------------------------------------------


@rules("MC-EVENT-02", "MC-PLAY-03", "MC-EVENT-01", "MC-PLAY-01")
def test_an_event_goes_to_the_discard_pile_after_resolving() -> None:
    s = start(form="hero")
    (h,) = hand(s, HAYMAKER)
    hand(s, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert h in s.players[0].discard


@rules("MC-EVENT-04", "MC-CANCEL-03", "MC-LIMIT-02")
def test_a_canceled_event_is_still_played_and_discarded() -> None:
    s = start(form="hero")
    mark(s, identity(s), stunned=1)
    (h,) = hand(s, HAYMAKER)
    hand(s, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert h in s.players[0].discard and s.units[s.villain].damage == 0


@rules("MC-EVENT-07", "MC-EXTENSION-01", "MC-EXTENSION-02", "MC-UPGRADE-06")
def test_an_event_is_performed_by_the_identity() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=2)
    put(s, INTERROGATION)
    m = engage(s, SHOCKER)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and kind(s) == "response"


@rules(
    "MC-UPGRADE-01",
    "MC-UPGRADE-02",
    "MC-UPGRADE-03",
    "MC-UPGRADE-04",
    "MC-SUPPORT-01",
    "MC-SUPPORT-02",
    "MC-SUPPORT-03",
    "MC-PAREA-01",
    "MC-INPLAY-02",
)
def test_upgrades_and_supports_stay_in_play() -> None:
    s = start()
    hand(s, MANSION, ENERGY, GENIUS)
    act(s, "turn", "play Avengers Mansion")
    act(s, "pay", "Energy")
    act(s, "pay", "Genius")
    m = next(u for u in s.play if s.name(u) == "Avengers Mansion")
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert s.units[m].in_play and s.units[m].controller == 0


@rules("MC-SUPPORT-04")
def test_a_support_is_not_the_identity() -> None:
    from rulebound.games.marvel_champions.timing import by_identity

    s = start()
    m = put(s, MANSION)
    jj = put(s, JESSICA)
    t = put(s, TRACER)
    assert not by_identity(s, m) and not by_identity(s, jj) and by_identity(s, t)


@rules("MC-RESCARD-01", "MC-RESCARD-03", "MC-RESOURCE-01", "MC-ICON-02", "MC-COST-04")
def test_a_resource_card_is_discarded_for_its_icons() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER)
    (e,) = hand(s, ENERGY)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Energy")
    assert e in s.players[0].discard and s.units[s.villain].damage == 3


@rules("MC-VILLAIN-03", "MC-IDENTITY-04", "MC-MAINSCHEME-11")
def test_caught_off_guard_cannot_discard_identity_villain_or_scheme() -> None:
    from mc_helpers import CAUGHT_OFF_GUARD

    s = start()
    (_nxt,) = stack_encounter(s, ADVANCE)
    stack_encounter(s, ADVANCE)
    reveal(s, CAUGHT_OFF_GUARD)
    assert s.units[identity(s)].in_play and s.units[s.villain].in_play and s.units[s.main].in_play


@rules("MC-MINION-06")
def test_a_minion_engaging_during_activations_also_activates() -> None:
    s = start(form="hero", heroes="captain-marvel")
    engage(s, SHOCKER)
    run(s, lambda: s.push(("activate-minions", 0, 0, ())))
    assert kind(s) == "defend"  # Shocker attacks
    late = engage(s, SHOCKER)  # a second minion engages meanwhile
    act(s, "defend", "no defender")
    assert kind(s) == "defend" and "Shocker" in s.frames[max(s.frames)]["what"]
    act(s, "defend", "no defender")
    assert hp(s) == 12 - 2 - 2 and s.units[late].in_play


@rules("MC-MAINSCHEME-10", "MC-ACCELTOKEN-04", "MC-MAINSCHEME-01")
def test_acceleration_tokens_stay_on_the_main_scheme() -> None:
    s = start()
    position.set_acceleration(s, 1)
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert s.accel == 1


@rules("MC-OBLIGATION-02", "MC-OBLIGATION-08")
def test_an_obligation_is_resolved_by_its_player() -> None:
    from mc_helpers import FAMILY_EMERGENCY

    s = start(heroes="spider-man,captain-marvel")
    reveal(s, FAMILY_EMERGENCY, seat=0)
    assert s.decision().seat == 1


@rules("MC-UNDER-02", "MC-LEAVE-03", "MC-LEAVE-02")
def test_cards_under_a_card_leaving_play_are_discarded() -> None:
    s = start()
    hand(s, GENIUS)
    h = reveal(s, HIGHWAY_ROBBERY)
    (under,) = s.units[h].under
    mark(s, h, damage=0)
    leave_play(s, h)
    assert under in s.players[0].discard and s.units[h].under == () and s.units[h].threat == 0


@rules("MC-UNIQUE-01", "MC-UNIQUE-02", "MC-UNIQUE-07")
def test_a_unique_ally_cannot_enter_play_twice() -> None:
    s = start()
    put(s, MOCKINGBIRD)
    mb = make(s, MOCKINGBIRD)
    s.players[0].discard.append(mb)
    hand(s, MAKE_THE_CALL, GENIUS, STRENGTH)
    assert "play Make the Call" not in labels(s)
