"""Keywords (section 8). The first half of the Core Set prints few of them, so most
tests give a card a made-up keyword in their own game (:func:`with_keywords`)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    CROWD_CONTROL,
    HELICARRIER,
    INTERROGATION,
    MANSION,
    SHOCKER,
    SURVEILLANCE,
    act,
    engage,
    finish_round,
    hand,
    hp,
    identity,
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
    with_keywords,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import give_status, keyword_value, stunned

SPIDER_MAN = "01001a"


@rules("MC-KEYWORD-RETALIATE-01", "MC-ATTACK-11", "MC-KEYWORD-GEN-01")
def test_retaliate_hits_the_attacker() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Retaliate 1")
    m = engage(s, SHOCKER)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert s.units[m].damage == 2 and hp(s) == 9


@rules("MC-KEYWORD-RETALIATE-02")
def test_no_retaliate_from_a_defeated_minion() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Retaliate 1")
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and hp(s) == 10


@rules("MC-KEYWORD-RANGED-01")
def test_ranged_ignores_retaliate() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Retaliate 1")
    with_keywords(s, SPIDER_MAN, "Ranged")
    engage(s, SHOCKER)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert hp(s) == 10


@rules("MC-KEYWORD-GEN-02", "MC-EX-09")
def test_numbered_keywords_add_up() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Retaliate 1", "Retaliate 1", "Guard", "Guard")
    m = make(s, SHOCKER)
    assert keyword_value(s, m, "Retaliate") == 2
    assert s.card(m).keywords.count("Guard") == 2  # a second Guard changes nothing


@rules("MC-KEYWORD-PIERCING-01")
def test_piercing_discards_tough_before_damage() -> None:
    s = start(form="hero", heroes="captain-marvel")
    with_keywords(s, "01094", "Piercing")
    mark(s, identity(s), tough=1)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    assert s.units[identity(s)].tough == 0 and hp(s) == 10


@rules("MC-KEYWORD-OVERKILL-02")
def test_overkill_on_a_minion_hits_the_villain() -> None:
    s = start(form="hero")
    with_keywords(s, SPIDER_MAN, "Overkill")
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert s.units[s.villain].damage == 1


@rules("MC-KEYWORD-PATROL-01")
def test_patrol_blocks_thwarting_the_main_scheme() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Patrol")
    mark(s, s.main, threat=4)
    engage(s, SHOCKER)
    assert "basic thwart with your hero" not in labels(s)
    put(s, SURVEILLANCE)  # removing threat is not thwarting
    act(s, "turn", "Surveillance Team")
    assert threat(s) == 3


@rules("MC-KEYWORD-INCITE-01")
def test_incite_places_threat_when_revealed() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Incite 2")
    reveal(s, SHOCKER)
    assert threat(s) == 2


@rules("MC-KEYWORD-HINDER-01")
def test_hinder_adds_threat_on_entering() -> None:
    s = start()
    with_keywords(s, CROWD_CONTROL, "Hinder 1")
    c = side_scheme(s, CROWD_CONTROL)
    assert threat(s, c) == 3


@rules("MC-KEYWORD-VICTORY-01", "MC-KEYWORD-VICTORY-02", "MC-VDISPLAY-01")
def test_victory_goes_to_the_victory_display() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Victory 1")
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert m in s.victory and m not in s.enc_discard


@rules("MC-KEYWORD-STEADY-01", "MC-STUN-02", "MC-KEYWORD-STEADY-02", "MC-STATUS-02")
def test_steady_needs_two_stuns_and_loses_both() -> None:
    s = start(form="hero")
    with_keywords(s, "01094", "Steady")
    give_status(s, s.villain, "stunned")
    assert not stunned(s, s.villain)
    give_status(s, s.villain, "stunned")
    assert stunned(s, s.villain) and not give_status(s, s.villain, "stunned")
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    assert s.units[s.villain].stunned == 0 and hp(s) == 10


@rules("MC-KEYWORD-STALWART-01", "MC-STUN-03", "MC-CONFUSE-03")
def test_stalwart_cannot_be_stunned_or_confused() -> None:
    s = start()
    with_keywords(s, "01094", "Stalwart")
    assert not give_status(s, s.villain, "stunned") and not give_status(s, s.villain, "confused")


@rules("MC-KEYWORD-VILLAINOUS-01", "MC-ESCHEME-02")
def test_villainous_minion_gets_a_boost_card() -> None:
    s = start()
    with_keywords(s, SHOCKER, "Villainous")
    m = engage(s, SHOCKER)
    stack_encounter(s, BREAKIN)  # 2 boost icons
    run(s, lambda: push_activation(s, m, 0, "scheme"))
    assert threat(s) == 1 + 2


@rules("MC-EATTACK-05", "MC-BOOST-01")
def test_plain_minion_gets_no_boost_card() -> None:
    s = start()
    m = engage(s, SHOCKER)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, m, 0, "scheme"))
    assert threat(s) == 1


@rules("MC-KEYWORD-TEMPORARY-01")
def test_temporary_card_leaves_at_round_end() -> None:
    s = start()
    with_keywords(s, MANSION, "Temporary")
    m = put(s, MANSION)
    stack_encounter(s, *[ADVANCE] * 6)
    finish_round(s)
    assert not s.units[m].in_play


@rules("MC-KEYWORD-RESTRICTED-01", "MC-KEYWORD-RESTRICTED-02")
def test_third_restricted_card_forces_a_discard() -> None:
    s = start()
    for code in (MANSION, HELICARRIER, INTERROGATION):
        with_keywords(s, code, "Restricted")
    put(s, MANSION)
    put(s, HELICARRIER)
    from mc_helpers import GENIUS

    hand(s, INTERROGATION, GENIUS)
    act(s, "turn", "play Interrogation Room")
    act(s, "pay", "Genius")
    act(s, "restricted-limit", "Avengers Mansion")
    assert sum(1 for u in s.play if "Restricted" in s.card(u).keywords) == 2
