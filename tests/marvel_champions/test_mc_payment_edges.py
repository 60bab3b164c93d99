"""Edges of paying costs (payment.py) with the Alliance keyword that the keyword tests
left open, each found by a surviving mutant (docs/mutation-samples/mut-mc2.md).

The Alliance cards are made up (a basic card given the keyword), as in
``test_mc_rules_keywords.py``: no Core Set card has it."""

from __future__ import annotations

from mc_helpers import (
    DAREDEVIL,
    ENERGY,
    FIRST_AID,
    GENIUS,
    HAYMAKER,
    PHOTONIC,
    SPIDER_WOMAN,
    WEB_SHOOTER,
    act,
    hand,
    kind,
    labels,
    mark,
    put,
    rules,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions.position import Position, Side, build_position

PEPPER_POTTS, SUPERSONIC_PUNCH = "01033", "01032"


@rules("MC-KEYWORD-ALLIANCE-01")
def test_a_helper_may_not_stop_when_the_player_is_one_resource_short() -> None:
    """An Alliance Haymaker (cost 2) played by Spider-Man, who holds First Aid (1
    resource): he cannot pay the 2 alone, so Captain Marvel, asked first, cannot stop
    helping; once her Genius pays, the attack resolves."""
    s = start(heroes="spider-man,captain-marvel", form="hero")
    with_keywords(s, HAYMAKER, "Alliance")
    hand(s, HAYMAKER, FIRST_AID)
    hand(s, GENIUS, seat=1)
    act(s, "turn", "play Haymaker")
    assert kind(s) == "pay" and s.decision().seat == 1
    assert "stop helping" not in labels(s)
    act(s, "pay", "Genius")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert s.units[s.villain].damage == 3
    assert [s.name(u) for u in s.players[0].hand] == ["First Aid"]


@rules("MC-KEYWORD-ALLIANCE-01")
def test_a_helpers_resource_is_offered_when_the_player_can_pay_the_rest() -> None:
    """An Alliance Photonic Blast (cost 3) played by Captain Marvel, who holds Genius
    (2 resources); Spider-Man holds First Aid (1). His First Aid leaves 2 to pay, which
    her Genius can: it is offered to him, and she must be helped (2 < 3)."""
    s = start(heroes="captain-marvel,spider-man", form="hero")
    with_keywords(s, PHOTONIC, "Alliance")
    hand(s, PHOTONIC, GENIUS)
    hand(s, FIRST_AID, seat=1)
    act(s, "turn", "play Photonic Blast")
    assert kind(s) == "pay" and s.decision().seat == 1
    assert labels(s) == ["discard for resources: First Aid"]  # no "stop helping"
    act(s, "pay", "First Aid")
    assert kind(s) == "pay" and s.decision().seat == 0
    act(s, "pay", "Genius")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert s.units[s.villain].damage == 5
    assert not s.players[0].hand and not s.players[1].hand


@rules("MC-FAQ-CORE-10")
def test_pepper_potts_with_an_empty_discard_pile_generates_nothing() -> None:
    """Pepper Potts generates what the top card of the discard pile prints: with no
    card there she is no resource, and the Genius in hand pays Supersonic Punch."""
    s = build_position(
        Position(
            [Side("iron-man", form="hero", play=[PEPPER_POTTS], hand=[SUPERSONIC_PUNCH, GENIUS])],
            side_schemes=[],
        )
    )
    act(s, "turn", "Supersonic Punch")
    assert labels(s) == ["discard for resources: Genius"]
    act(s, "pay", "Genius")
    assert kind(s) == "turn" and s.units[s.villain].damage == 4


@rules("MC-KEYWORD-REQUIREMENT-01", "MC-RESTYPE-02")
def test_a_wild_resource_paying_a_requirement_pays_nothing_more() -> None:
    """Daredevil (cost 4) with a made-up Requirement (energy): Spider-Woman's one wild
    resource pays the energy, which leaves 3 of any type; Genius (2) leaves 1 owed."""
    s = start()
    with_keywords(s, DAREDEVIL, "Requirement (energy)")
    hand(s, DAREDEVIL, SPIDER_WOMAN, GENIUS, ENERGY)
    act(s, "turn", "play Daredevil")
    act(s, "pay", "Spider-Woman")
    act(s, "pay", "Genius")
    assert kind(s) == "pay" and not any(s.name(u) == "Daredevil" for u in s.play)
    act(s, "pay", "Energy")
    assert any(s.name(u) == "Daredevil" for u in s.play)


@rules("MC-KEYWORD-USES-03")
def test_a_uses_card_paying_a_cost_stays_while_a_counter_is_left() -> None:
    """Web-Shooter with 2 web counters pays 1 wild of Haymaker (cost 2, First Aid pays
    the other): 1 counter is left, so it stays in play; it goes only with the last."""
    s = start(form="hero")
    shooter = put(s, WEB_SHOOTER)
    mark(s, shooter, counters=2)
    hand(s, HAYMAKER, FIRST_AID)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Web-Shooter")
    act(s, "pay", "First Aid")
    assert s.units[shooter].in_play and s.units[shooter].counters == 1
