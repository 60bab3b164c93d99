"""Audit of the Core Set basic cards (01083-01093) against the printed text: targets,
exact amounts, durations, forms and Max limits the first card tests left open.

Each expectation is read from the card text before running the engine; a difference
the engine does not yet honour is an ``xfail(strict=True)`` naming the card.
"""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    BREAKIN,
    EMERGENCY,
    ENERGY,
    FIRST_AID,
    GENIUS,
    HAYMAKER,
    HELICARRIER,
    MANSION,
    MOCKINGBIRD,
    NICK_FURY,
    SHOCKER,
    STRENGTH,
    TENACITY,
    act,
    engage,
    finish_round,
    hand,
    identity,
    kind,
    labels,
    make,
    mark,
    put,
    rules,
    run,
    side_scheme,
    stack_deck,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation


def offered(s: Any, text: str) -> bool:
    return any(text in x for x in labels(s))


def test_mockingbird_may_stun_a_minion() -> None:
    """01083: "stun an enemy": a minion may be chosen instead of the villain."""
    s = start()
    m = engage(s, SHOCKER)
    hand(s, MOCKINGBIRD, GENIUS, STRENGTH)
    act(s, "turn", "play Mockingbird")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    act(s, "response", "Mockingbird")
    act(s, "choose-enemy", "Shocker")
    assert s.units[m].stunned == 1 and s.units[s.villain].stunned == 0


def play_nick_fury(s: Any) -> int:
    nf = make(s, NICK_FURY)
    s.players[0].hand.append(nf)
    hand(s, GENIUS, STRENGTH)
    act(s, "turn", "play Nick Fury")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    return nf


@rules("MC-FORCED-01")
def test_nick_fury_draws_three() -> None:
    """01084: a Forced Response (no pass); "draw 3 cards"."""
    s = start()
    stack_deck(s, ENERGY, GENIUS, STRENGTH)
    play_nick_fury(s)
    assert kind(s) == "choose-option" and not offered(s, "pass")
    act(s, "choose-option", "draw 3 cards")
    assert len(s.players[0].hand) == 3


def test_nick_fury_removes_two_from_the_chosen_scheme() -> None:
    s = start()
    mark(s, s.main, threat=5)
    b = side_scheme(s, BREAKIN, threat=3)
    play_nick_fury(s)
    act(s, "choose-option", "remove 2 threat")
    act(s, "choose-scheme", "Breakin'")
    assert threat(s, b) == 1 and threat(s) == 5


def test_emergency_reduces_by_exactly_one() -> None:
    """01085: Rhino's 1 SCH + 2 boost icons is 3 threat; Emergency makes it 2."""
    s = start()
    hand(s, EMERGENCY)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    assert threat(s) == 2


def test_emergency_not_for_a_minion_scheming() -> None:
    """01085: "When the villain schemes": a minion's scheme is not the villain's."""
    s = start()
    hand(s, EMERGENCY)
    m = engage(s, SHOCKER)
    run(s, lambda: push_activation(s, m, 0, "scheme"))
    assert not offered(s, "Emergency")


def test_first_aid_heals_any_character_even_the_villain() -> None:
    """01086: "Heal 2 damage from any character": here Rhino, 5 -> 3."""
    s = start()
    mark(s, s.villain, damage=5)
    mark(s, identity(s), damage=1)
    hand(s, FIRST_AID, GENIUS)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")
    act(s, "choose-damaged-character", "Rhino")
    assert s.units[s.villain].damage == 3 and s.units[identity(s)].damage == 1


def test_haymaker_deals_exactly_three_to_a_minion() -> None:
    s = start(form="hero")
    m = engage(s, SHOCKER)  # 3 hit points
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and s.units[s.villain].damage == 0


def test_avengers_mansion_for_another_player() -> None:
    """01091: "choose a player. That player draws 1 card"."""
    s = start(heroes="spider-man,captain-marvel")
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion")
    act(s, "choose-player", "P2")
    assert not s.players[0].hand and len(s.players[1].hand) == 1


@rules("MC-MAX-05")
def test_avengers_mansion_and_helicarrier_max_one_per_player() -> None:
    s = start()
    put(s, MANSION)
    put(s, HELICARRIER)
    hand(s, MANSION, HELICARRIER, GENIUS, GENIUS, STRENGTH)
    assert not offered(s, "play Avengers Mansion") and not offered(s, "play Helicarrier")


def test_helicarrier_reduction_lasts_only_this_phase() -> None:
    """01092: "the next card that player plays this phase": unused, it is gone by the
    next round's player phase (Haymaker costs 2 again)."""
    s = start(form="hero")
    put(s, HELICARRIER)
    act(s, "turn", "Helicarrier")
    finish_round(s)
    while kind(s) != "turn":
        act(s, kind(s), "")
    position.hand_to_deck(s, 0)
    hand(s, HAYMAKER, STRENGTH)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")  # 2 physical: exactly the full cost
    assert s.reduce == [0] and s.units[s.villain].damage == 3


def test_helicarrier_for_another_player() -> None:
    s = start(heroes="spider-man,captain-marvel")
    put(s, HELICARRIER)
    act(s, "turn", "Helicarrier")
    act(s, "choose-player", "P2")
    assert s.reduce == [0, 1]


def test_tenacity_is_a_hero_action() -> None:
    """01093: "Hero Action": not as Peter Parker."""
    s = start()
    put(s, TENACITY)
    mark(s, identity(s), exhausted=True)
    hand(s, STRENGTH)
    assert not offered(s, "Tenacity")


@rules("MC-ABILITY-04", "MC-STATUS-02")
def test_mockingbird_not_offered_when_every_enemy_is_stunned() -> None:
    """01083: "stun an enemy" needs an enemy that can be stunned (MC-ABILITY-04)."""
    s = start()
    mark(s, s.villain, stunned=1)
    hand(s, MOCKINGBIRD, GENIUS, STRENGTH)
    act(s, "turn", "play Mockingbird")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    assert kind(s) == "turn" and s.units[s.villain].stunned == 1


def test_two_emergencies_bring_one_threat_to_zero() -> None:
    """01085 twice on Rhino's 1 threat (a boost card without icons): 0, not -1."""
    s = start()
    hand(s, EMERGENCY, EMERGENCY)
    mark(s, s.main, threat=2)
    stack_encounter(s, "01186")  # Advance: no boost icons
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    act(s, "interrupt", "Emergency")
    assert threat(s) == 2


@rules("MC-LABEL-06", "MC-LABEL-04")
def test_emergency_by_a_confused_identity_is_canceled() -> None:
    """01085 is labeled (thwart): a confused Peter Parker's Emergency is canceled (its
    cost paid) and his confused card is removed; the full threat is placed."""
    s = start()
    mark(s, identity(s), confused=1)
    hand(s, EMERGENCY)
    stack_encounter(s, "01186")
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    assert threat(s) == 1 and s.units[identity(s)].confused == 0


def test_helicarrier_only_the_next_card_is_cheaper() -> None:
    """01092: after the reduced card, the following one costs full."""
    s = start(form="hero")
    put(s, HELICARRIER)
    hand(s, HAYMAKER, HAYMAKER, STRENGTH, GENIUS)
    act(s, "turn", "Helicarrier")
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 6 and not s.players[0].hand


def test_haymaker_on_a_tough_rhino_only_removes_tough() -> None:
    s = start(form="hero")
    mark(s, s.villain, tough=1)
    hand(s, HAYMAKER, GENIUS)
    s.refresh()
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert s.units[s.villain].tough == 0 and s.units[s.villain].damage == 0


@rules("MC-FAQ-MSM-02", "MC-CRISIS-01")
def test_emergency_works_under_crisis() -> None:
    """FAQ MSM-02: Emergency prevents threat rather than removing it, so Crowd Control's
    crisis icon does not stop it: Rhino's 1 + 2 boost icons becomes 2."""
    from mc_helpers import CROWD_CONTROL

    s = start()
    side_scheme(s, CROWD_CONTROL)
    hand(s, EMERGENCY)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    assert threat(s) == 2
