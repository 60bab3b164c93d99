"""Indirect damage (MC-INDIRECT-06, -07), dealt by made-up cards: the Core set has only
Explosion, which assigns ordinary damage. ``made_up_card`` declares the made-up abilities
in the card vocabulary (``indirect_damage``, ``no_damage_from``)."""

from __future__ import annotations

from mc_helpers import (
    BACKFLIP,
    DAREDEVIL,
    HYDRA_MERCENARY,
    JESSICA,
    MANSION,
    WEB_SHOOTER,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    pass_windows,
    position,
    put,
    rules,
    start,
    with_keywords,
    with_stats,
)

from rulebound.games.marvel_champions.dsl import indirect_damage
from rulebound.games.marvel_champions.state import McState


def _source(s: McState, code: str, n: int, to: str = "you") -> None:
    position.made_up_card(s, code, lambda c: c.action(indirect_damage(n, to), text="boom"))
    put(s, code)


@rules("MC-INDIRECT-06", "MC-INDIRECT-02")
def test_a_tough_character_may_take_up_to_its_hit_points_all_prevented() -> None:
    s = start(form="hero")
    _source(s, MANSION, 4)
    jj = put(s, JESSICA)
    mark(s, jj, tough=1)  # Jessica Jones: 3 hit points
    act(s, "turn", "Avengers Mansion: boom")
    for _ in range(3):
        act(s, "assign-damage", "Jessica Jones")
    # she is full (3): the last point can only go to Spider-Man
    assert kind(s) == "turn"
    assert s.units[jj].in_play and s.units[jj].damage == 0 and s.units[jj].tough == 0
    assert hp(s) == 9


@rules("MC-INDIRECT-07")
def test_characters_that_cannot_take_the_damage_are_not_assigned_any() -> None:
    s = start(form="hero")
    # a made-up Jessica Jones who cannot take damage from Tech upgrades
    position.made_up_card(s, JESSICA, lambda c: c.no_damage_from("Tech"))
    jj = put(s, JESSICA)
    _source(s, WEB_SHOOTER, 2)  # an upgrade with the Tech trait
    act(s, "turn", "Web-Shooter: boom")
    assert kind(s) == "turn"  # no choice: only Spider-Man can be assigned it
    assert hp(s) == 8 and s.units[jj].damage == 0


@rules("MC-INDIRECT-07")
def test_indirect_damage_no_character_can_take_is_ignored() -> None:
    s = start(form="hero")
    hero = s.cards[s.units[identity(s)].card].code
    position.made_up_card(s, hero, lambda c: c.no_damage_from("Tech"))
    _source(s, WEB_SHOOTER, 2)
    act(s, "turn", "Web-Shooter: boom")
    assert kind(s) == "turn" and hp(s) == 10
    assert "2 indirect damage cannot be assigned" in " ".join(e["text"] for e in s.events_for(0))


@rules("MC-INDIRECT-08")
def test_an_enemy_attack_deals_its_indirect_damage_after_the_defense() -> None:
    s = start(form="hero")
    position.made_up_card(s, HYDRA_MERCENARY, lambda c: c.attacks_deal_indirect())
    with_stats(s, HYDRA_MERCENARY, attack=3)
    with_keywords(s, JESSICA, "Retaliate 1")
    merc = engage(s, HYDRA_MERCENARY)
    jj = put(s, JESSICA)
    position.start_activation(s, 0, "attack", enemy=merc)
    pass_windows(s)
    act(s, "defend", "no defender")  # the players may defend first
    for who in ("Jessica Jones", "Jessica Jones", "Spider-Man"):
        act(s, "assign-damage", who)
    assert s.units[jj].damage == 2 and hp(s) == 9
    # only Spider-Man, undefended, was attacked: Jessica's Retaliate does not answer
    assert s.units[merc].damage == 0


@rules("MC-INDIRECT-05", "MC-INDIRECT-02")
def test_a_character_with_one_hit_point_left_may_be_assigned_one() -> None:
    s = start(form="hero")
    _source(s, MANSION, 2)
    jj = put(s, JESSICA)
    mark(s, jj, damage=2)  # 1 hit point left
    act(s, "turn", "Avengers Mansion: boom")
    assert kind(s) == "assign-damage" and "Jessica Jones" in " ".join(labels(s))
    act(s, "assign-damage", "Jessica Jones")
    # she is full: the last point goes to Spider-Man without a choice
    assert not s.units[jj].in_play and hp(s) == 9


@rules("MC-INDIRECT-07")
def test_only_the_characters_that_can_take_it_share_indirect_damage() -> None:
    s = start(form="hero")
    hero = s.cards[s.units[identity(s)].card].code
    position.made_up_card(s, hero, lambda c: c.no_damage_from("Tech"))  # first in order
    jj = put(s, JESSICA)
    _source(s, WEB_SHOOTER, 2)
    act(s, "turn", "Web-Shooter: boom")
    assert hp(s) == 10 and s.units[jj].damage == 2  # all of it to Jessica Jones


@rules("MC-INDIRECT-08")
def test_indirect_damage_from_an_attack_is_attack_damage() -> None:
    s = start(form="hero")
    position.made_up_card(s, HYDRA_MERCENARY, lambda c: c.attacks_deal_indirect())
    with_stats(s, HYDRA_MERCENARY, attack=3)
    merc = engage(s, HYDRA_MERCENARY)
    hand(s, BACKFLIP)  # "prevent all damage from an attack"
    position.start_activation(s, 0, "attack", enemy=merc)
    act(s, "defend", "no defender")
    act(s, "interrupt", "play Backflip")
    assert hp(s) == 10


@rules("MC-YOU-04", "MC-INDIRECT-02")
def test_indirect_damage_to_you_goes_among_your_characters_only() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    _source(s, MANSION, 3)
    mine = put(s, JESSICA, seat=0)
    theirs = put(s, DAREDEVIL, seat=1)
    act(s, "turn", "Avengers Mansion: boom")
    assert kind(s) == "assign-damage"
    options = " ".join(labels(s))
    assert "Jessica Jones" in options and "Daredevil" not in options
    for _ in range(3):
        act(s, "assign-damage", "Spider-Man")
    assert hp(s, 0) == 7 and s.units[mine].damage == 0 and s.units[theirs].damage == 0
