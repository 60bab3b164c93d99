"""Captain Marvel's identity, hero kit and obligation: each ability fires as printed."""

from __future__ import annotations

from mc_helpers import (
    ABSORPTION,
    ADVANCE,
    ALPHA_FLIGHT,
    BREAKIN,
    COSMIC_FLIGHT,
    CRISIS,
    ENERGY,
    ENERGY_CHANNEL,
    FAMILY_EMERGENCY,
    GENIUS,
    HELMET,
    PHOTONIC,
    POWER_LEADERSHIP,
    SPIDER_WOMAN,
    act,
    hand,
    hp,
    identity,
    labels,
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


def cm(form: str = "hero") -> object:
    return start(heroes="captain-marvel", form=form)


@plays("01010a")
@rules("MC-COST-06", "MC-COST-13")
def test_rechannel_needs_damage_and_energy() -> None:
    s = cm()
    hand(s, ENERGY)
    assert not any("Rechannel" in x for x in labels(s))  # no damage to heal
    mark(s, identity(s), damage=2)
    act(s, "turn", "Rechannel")
    act(s, "pay", "Energy")
    assert hp(s) == 11 and len(s.players[0].hand) == 1


@plays("01010b")
def test_carol_danvers_commander_draws() -> None:
    s = cm("alter-ego")
    act(s, "turn", "Commander")
    assert len(s.players[0].hand) == 1
    assert not any("Commander" in x for x in labels(s))  # once per round


@plays("01011")
def test_spider_woman_confuses_the_villain() -> None:
    s = cm("alter-ego")
    hand(s, SPIDER_WOMAN, ABSORPTION)
    act(s, "turn", "play Spider-Woman")
    act(s, "pay", "Energy Absorption")
    act(s, "response", "Spider-Woman")
    assert s.units[s.villain].confused == 1


@plays("01012")
@rules("MC-THEN-01", "MC-THEN-02")
def test_crisis_interdiction_second_scheme_needs_aerial() -> None:
    s = cm()
    mark(s, s.main, threat=5)
    b = side_scheme(s, BREAKIN)
    put(s, COSMIC_FLIGHT)
    hand(s, CRISIS, GENIUS)
    act(s, "turn", "play Crisis Interdiction")
    act(s, "pay", "Genius")
    act(s, "choose-scheme", "The Break-In!")
    assert threat(s) == 3 and threat(s, b) == 0


def test_crisis_interdiction_without_aerial_one_scheme() -> None:
    s = cm()
    mark(s, s.main, threat=5)
    b = side_scheme(s, BREAKIN)
    hand(s, CRISIS, GENIUS)
    act(s, "turn", "play Crisis Interdiction")
    act(s, "pay", "Genius")
    act(s, "choose-scheme", "The Break-In!")
    assert threat(s) == 3 and threat(s, b) == 2


@plays("01013")
@rules("MC-RESTYPE-02")
def test_photonic_blast_draws_if_paid_with_energy() -> None:
    s = cm()
    stack_deck(s, GENIUS)
    hand(s, PHOTONIC, ABSORPTION)
    act(s, "turn", "play Photonic Blast")
    act(s, "pay", "Energy Absorption")
    assert s.units[s.villain].damage == 5 and len(s.players[0].hand) == 1


def test_photonic_blast_wild_declared_energy_counts() -> None:
    s = cm()
    hand(s, PHOTONIC, POWER_LEADERSHIP, GENIUS)
    act(s, "turn", "play Photonic Blast")
    act(s, "pay", "Power of Leadership")
    act(s, "declare-wild", "energy")
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 5 and len(s.players[0].hand) == 1


def test_energy_absorption_pays_three() -> None:
    s = cm()
    hand(s, PHOTONIC, ABSORPTION)
    act(s, "turn", "play Photonic Blast")
    act(s, "pay", "Energy Absorption")
    assert s.players[0].hand == [] or s.units[s.villain].damage == 5


@plays("01015")
def test_alpha_flight_station_draws_two_as_carol() -> None:
    s = cm("alter-ego")
    afs = put(s, ALPHA_FLIGHT)
    hand(s, GENIUS)
    act(s, "turn", "Alpha Flight Station")
    act(s, "discard", "Genius")
    assert len(s.players[0].hand) == 2 and s.units[afs].exhausted


@plays("01016")
def test_helmet_raises_defense_more_with_aerial() -> None:
    s = cm()
    put(s, HELMET)
    assert stat(s, identity(s), "defense") == 2
    put(s, COSMIC_FLIGHT)
    assert stat(s, identity(s), "defense") == 3


@plays("01017")
@rules("MC-GAIN-01")
def test_cosmic_flight_gives_aerial_and_prevents_three() -> None:
    s = cm()
    cf = put(s, COSMIC_FLIGHT)
    stack_encounter(s, BREAKIN)  # Rhino 2 + 2
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    act(s, "interrupt", "Cosmic Flight")
    assert hp(s) == 12 - 1 and not s.units[cf].in_play


@plays("01018")
@rules("MC-XVALUE-02", "MC-INITIATE-02", "MC-MAX-05")
def test_energy_channel_stores_then_blasts() -> None:
    s = cm()
    ec = put(s, ENERGY_CHANNEL)
    hand(s, ABSORPTION, ENERGY_CHANNEL)
    assert "play Energy Channel" not in labels(s)  # max 1 per player
    act(s, "turn", "spend X energy")
    act(s, "choose-x", "3")
    act(s, "pay", "Energy Absorption")
    assert s.units[ec].counters == 3
    act(s, "turn", "deal 2 damage per energy counter")
    assert s.units[s.villain].damage == 6 and not s.units[ec].in_play


@plays("01175")
def test_family_emergency_stun_and_surge() -> None:
    s = cm("alter-ego")
    mark(s, identity(s), exhausted=True)
    (nxt,) = stack_encounter(s, ADVANCE)
    f = reveal(s, FAMILY_EMERGENCY)
    act(s, "obligation", "stunned")
    assert s.units[identity(s)].stunned == 1 and f in s.enc_discard and nxt in s.enc_discard
