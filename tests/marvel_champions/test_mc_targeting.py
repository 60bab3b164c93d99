"""Target restrictions no Core card prints, on made-up cards (``position.made_up_card``):
"cannot be attacked / thwarted", "cannot be readied", and "the enemy" of a previous
effect."""

from __future__ import annotations

from mc_helpers import (
    BLACK_CAT,
    BREAKIN,
    HYDRA_MERCENARY,
    MANSION,
    SHOCKER,
    SUIT,
    act,
    attach,
    engage,
    finish_round,
    kind,
    labels,
    mark,
    put,
    rules,
    side_scheme,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import (
    choose_enemy,
    choose_exhausted_ally,
    choose_scheme,
    damage,
    ready,
    remove_threat,
    stun,
)
from rulebound.games.marvel_champions.position import Position, Side, build_position

ENERGY_DAGGERS, KILLMONGER = "01046", "01157"


@rules("MC-TARGET-08")
def test_a_card_that_cannot_be_attacked_is_no_attack_target() -> None:
    s = start(form="hero")
    position.made_up_card(s, SHOCKER, lambda c: c.cannot_be("attacked"))
    shocker = engage(s, SHOCKER)
    merc = engage(s, HYDRA_MERCENARY)
    position.card_variant(s, HYDRA_MERCENARY, keywords=())  # no Guard: Rhino is open
    mark(s, merc)
    act(s, "turn", "basic attack")
    options = " ".join(labels(s))
    assert "Rhino" in options and "Hydra Mercenary" in options and "Shocker" not in options
    assert s.units[shocker].in_play


@rules("MC-TARGET-08")
def test_a_scheme_that_cannot_be_thwarted_still_loses_threat_otherwise() -> None:
    s = start(form="hero")
    position.made_up_card(s, BREAKIN, lambda c: c.cannot_be("thwarted"))
    scheme = side_scheme(s, BREAKIN, 3)
    mark(s, s.main, threat=0)
    assert "basic thwart" not in " ".join(labels(s))  # no scheme it may thwart
    position.made_up_card(
        s, MANSION, lambda c: c.action(choose_scheme(), remove_threat(1), text="remove 1 threat")
    )
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion")  # not a thwart: the scheme is a valid target
    assert threat(s, scheme) == 2


@rules("MC-EX-04", "MC-TARGET-07")
def test_a_character_that_cannot_be_readied_is_no_ready_target() -> None:
    s = start()
    held, other = put(s, BLACK_CAT), put(s, "01066")  # Black Cat, Hawkeye
    mark(s, held, exhausted=True)
    mark(s, other, exhausted=True)
    position.made_up_card(s, SUIT, lambda c: c.host_cannot_be_readied())
    attach(s, SUIT, held)
    position.made_up_card(
        s, MANSION, lambda c: c.action(choose_exhausted_ally(), ready(), text="ready an ally")
    )
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion")  # one valid target only: no choice is asked
    assert kind(s) == "turn" and not s.units[other].exhausted and s.units[held].exhausted
    finish_round(s)  # the end of the player phase readies everything else
    assert s.units[held].exhausted


@rules("MC-TARGET-11", "MC-EX-44")
def test_the_enemy_is_the_target_of_the_previous_effect() -> None:
    # "Deal 5 damage to an enemy. Stun the enemy." on a Black Panther upgrade, with
    # Killmonger (who cannot take damage from Black Panther upgrades) engaged: he can
    # be neither damaged nor stunned by it; the villain is, both.
    s = build_position(Position(players=[Side("black-panther", form="hero")]))
    position.made_up_card(
        s,
        ENERGY_DAGGERS,
        lambda c: c.action(
            choose_enemy(), damage(5), stun(), text="deal 5 damage to an enemy; stun the enemy"
        ),
    )
    put(s, ENERGY_DAGGERS)
    killmonger = engage(s, KILLMONGER)
    act(s, "turn", "Energy Daggers")
    assert kind(s) == "turn"  # Killmonger was no valid target: no choice
    assert s.units[killmonger].stunned == 0 and s.units[killmonger].damage == 0
    assert s.units[s.villain].stunned == 1 and s.units[s.villain].damage == 5


@rules("MC-TARGET-07")
def test_ready_your_identity_does_nothing_while_it_cannot_be_readied() -> None:
    s = start(form="hero")
    hero = s.players[0].identity
    position.made_up_card(s, SUIT, lambda c: c.host_cannot_be_readied())
    attach(s, SUIT, hero)
    mark(s, hero, exhausted=True)
    position.made_up_card(
        s, MANSION, lambda c: c.action(ready("identity"), text="ready your identity")
    )
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion")
    assert s.units[hero].exhausted
