"""Justice, Leadership and basic cards: each ability fires and does what it says."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    DAREDEVIL,
    EMERGENCY,
    ENERGY,
    FIRST_AID,
    FOR_JUSTICE,
    GENIUS,
    GET_READY,
    GREAT_RESP,
    HAWKEYE,
    HAYMAKER,
    HELICARRIER,
    INSPIRED,
    INTERROGATION,
    INTUITION,
    JESSICA,
    LEAD,
    MAKE_THE_CALL,
    MANSION,
    MARIA_HILL,
    MOCKINGBIRD,
    NICK_FURY,
    POWER_JUSTICE,
    POWER_LEADERSHIP,
    SHOCKER,
    STRENGTH,
    SURVEILLANCE,
    TENACITY,
    VISION,
    act,
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
    stack_deck,
    stack_encounter,
    start,
    threat,
)
from test_mc_cards_modular import plays

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import stat

# --- Justice -------------------------------------------------------------------------------


@plays("01058")
def test_daredevil_deals_one_damage_after_thwarting() -> None:
    s = start()
    mark(s, s.main, threat=4)
    dd = put(s, DAREDEVIL)
    act(s, "turn", "Daredevil thwarts")
    act(s, "response", "Daredevil")
    assert threat(s) == 2 and s.units[s.villain].damage == 1 and s.units[dd].damage == 1


@plays("01059")
@rules("MC-LASTING-03", "MC-CONSTANT-01", "MC-MODIFIER-01")
def test_jessica_jones_thwart_counts_side_schemes() -> None:
    s = start()
    jj = put(s, JESSICA)
    assert stat(s, jj, "thwart") == 1
    side_scheme(s, BREAKIN)
    assert stat(s, jj, "thwart") == 2


@plays("01060")
@rules("MC-LABEL-04", "MC-THWART-04", "MC-THWART-05")
def test_for_justice_removes_four_when_paid_with_mental() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=6)
    hand(s, FOR_JUSTICE, GENIUS)
    act(s, "turn", "play For Justice!")
    act(s, "pay", "Genius")
    assert threat(s) == 2


def test_for_justice_removes_three_otherwise() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=6)
    hand(s, FOR_JUSTICE, STRENGTH)
    act(s, "turn", "play For Justice!")
    act(s, "pay", "Strength")
    assert threat(s) == 3


@plays("01061")
@rules("MC-REPLACE-01", "MC-INTERRUPT-07", "MC-WOULD-02", "MC-REPLACE-04")
def test_great_responsibility_takes_threat_as_damage() -> None:
    s = start(form="hero")
    hand(s, GREAT_RESP)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Great Responsibility")
    assert threat(s) == 0 and hp(s) < 10


@plays("01062")
@rules("MC-RESCARD-02", "MC-RESTYPE-03")
def test_power_of_justice_doubles_for_a_justice_card() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    hand(s, FOR_JUSTICE, POWER_JUSTICE)
    act(s, "turn", "play For Justice!")
    act(s, "pay", "Power of Justice")
    act(s, "declare-wild", "mental")
    act(s, "declare-wild", "energy")
    assert threat(s) == 1 and not s.players[0].hand


def test_power_of_justice_single_for_other_cards() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER, POWER_JUSTICE, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Power of Justice")
    assert kind(s) == "pay"  # 1 of 2 paid


@plays("01063")
@rules("MC-YOU-07")
def test_interrogation_room_after_you_defeat_a_minion() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=3)
    room = put(s, INTERROGATION)
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    act(s, "response", "Interrogation Room")
    assert threat(s) == 2 and s.units[room].exhausted


@plays("01064")
def test_surveillance_team_removes_one_threat_per_counter() -> None:
    s = start()
    mark(s, s.main, threat=3)
    st = put(s, SURVEILLANCE)
    act(s, "turn", "Surveillance Team")
    assert threat(s) == 2 and s.units[st].counters == 2 and s.units[st].exhausted


@plays("01065")
@rules("MC-PAREA-02")
def test_heroic_intuition_goes_to_any_player() -> None:
    s = start(form="hero", heroes="spider-man,captain-marvel")
    hand(s, INTUITION, GENIUS)
    act(s, "turn", "play Heroic Intuition")
    act(s, "give-to", "Captain Marvel")
    act(s, "pay", "Genius")
    assert stat(s, identity(s, 1), "thwart") == 3 and stat(s, identity(s, 0), "thwart") == 1


# --- Leadership ----------------------------------------------------------------------------


@plays("01066")
def test_hawkeye_shoots_an_entering_minion() -> None:
    s = start()
    hk = put(s, HAWKEYE)
    assert s.units[hk].counters == 4
    sh = reveal(s, SHOCKER)
    act(s, "response", "Hawkeye")
    assert s.units[sh].damage == 2 and s.units[hk].counters == 3


@plays("01067")
def test_maria_hill_each_player_draws() -> None:
    s = start(heroes="captain-marvel,spider-man")
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    act(s, "response", "Maria Hill")
    assert len(s.players[0].hand) == 1 and len(s.players[1].hand) == 1


@plays("01068")
@rules("MC-LASTING-01", "MC-LASTING-02", "MC-GETS-01")
def test_vision_gets_two_until_the_end_of_the_phase() -> None:
    s = start()
    v = put(s, VISION)
    hand(s, ENERGY)
    act(s, "turn", "Vision")
    act(s, "pay", "Energy")
    act(s, "choose-option", "+2 ATK")
    assert stat(s, v, "attack") == 4
    finish_round(s)
    assert stat(s, v, "attack") == 2


@plays("01069")
def test_get_ready_readies_an_ally() -> None:
    s = start()
    jj = put(s, JESSICA)
    mark(s, jj, exhausted=True)
    hand(s, GET_READY)
    act(s, "turn", "play Get Ready")
    assert not s.units[jj].exhausted


@plays("01070")
@rules("MC-LASTING-04")
def test_lead_from_the_front_covers_later_allies() -> None:
    s = start(form="hero")
    hand(s, LEAD, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    jj = put(s, JESSICA)
    assert stat(s, identity(s), "attack") == 3 and stat(s, jj, "thwart") == 2


@plays("01071")
@rules("MC-FAQ-CORE-19", "MC-PLAY-02")
def test_make_the_call_puts_an_ally_from_a_discard_pile() -> None:
    s = start()
    mb = make(s, MOCKINGBIRD)
    s.players[0].discard.append(mb)
    hand(s, MAKE_THE_CALL, POWER_LEADERSHIP, GENIUS)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Genius")
    act(s, "pay", "Power of Leadership")  # Mockingbird is basic: 1 resource
    assert s.units[mb].in_play and s.units[mb].controller == 0


@plays("01074")
def test_triskelion_and_inspired() -> None:
    s = start()
    jj = put(s, JESSICA)
    put(s, INSPIRED, host=jj)
    assert stat(s, jj, "attack") == 3 and stat(s, jj, "thwart") == 2


# --- basic ------------------------------------------------------------------------------------


@plays("01083")
def test_mockingbird_stuns_an_enemy() -> None:
    s = start()
    hand(s, MOCKINGBIRD, GENIUS, STRENGTH)
    act(s, "turn", "play Mockingbird")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    act(s, "response", "Mockingbird")
    assert s.units[s.villain].stunned == 1


@plays("01084")
@rules("MC-CHOOSEOPT-03", "MC-CHOOSEOPT-01", "MC-FORCED-01", "MC-DELAYED-01")
def test_nick_fury_chooses_and_leaves_at_round_end() -> None:
    s = start()
    mark(s, s.main, threat=0)
    nf = make(s, NICK_FURY)
    s.players[0].hand.append(nf)
    hand(s, GENIUS, STRENGTH)
    act(s, "turn", "play Nick Fury")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    assert "remove 2 threat from a scheme" not in labels(s)  # no threat to remove
    act(s, "choose-option", "deal 4 damage")
    assert s.units[s.villain].damage == 4
    finish_round(s)
    assert not s.units[nf].in_play


@plays("01085")
def test_emergency_reduces_the_villain_scheme() -> None:
    s = start()
    hand(s, EMERGENCY)
    stack_encounter(s, ADVANCE)  # a boost card without boost icons
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    assert threat(s) == 0


@plays("01086")
def test_first_aid_heals_two() -> None:
    s = start()
    mark(s, identity(s), damage=3)
    hand(s, FIRST_AID, GENIUS)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")
    assert hp(s) == 9


@plays("01087")
def test_haymaker_deals_three() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 3


@plays("01091")
def test_avengers_mansion_draws_for_a_player() -> None:
    s = start()
    put(s, MANSION)
    stack_deck(s, GENIUS)
    act(s, "turn", "Avengers Mansion")
    assert len(s.players[0].hand) == 1


@plays("01092")
def test_helicarrier_reduces_the_next_card() -> None:
    s = start(form="hero")
    put(s, HELICARRIER)
    hand(s, HAYMAKER, STRENGTH)
    act(s, "turn", "Helicarrier")
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")  # 2 - 1 = 1: one physical card pays
    assert s.units[s.villain].damage == 3 and s.reduce == [0]


@plays("01093")
def test_tenacity_readies_the_hero() -> None:
    s = start(form="hero")
    t = put(s, TENACITY)
    mark(s, identity(s), exhausted=True)
    hand(s, STRENGTH)
    act(s, "turn", "Tenacity")
    act(s, "pay", "Strength")
    assert not s.units[identity(s)].exhausted and not s.units[t].in_play


@rules("MC-RESOURCE-06", "MC-COST-05", "MC-RESOURCE-04", "MC-RESOURCE-02")
def test_overpaid_resources_are_lost() -> None:
    s = start(form="hero")
    hand(s, FIRST_AID, GENIUS, STRENGTH)
    mark(s, identity(s), damage=3)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")  # 2 for a cost of 1
    assert len(s.players[0].hand) == 1 and kind(s) == "turn"


@rules("MC-RESOURCE-05", "MC-RESTYPE-01")
def test_typed_cost_only_takes_that_type() -> None:
    s = start(form="hero")
    t = put(s, TENACITY)
    mark(s, identity(s), exhausted=True)
    hand(s, GENIUS)
    assert not any("Tenacity" in x for x in labels(s))  # no physical resource
    hand(s, ENERGY, STRENGTH)
    act(s, "turn", "Tenacity")
    assert "discard for resources: Energy" not in labels(s)
    act(s, "pay", "Strength")
    assert t not in s.play
