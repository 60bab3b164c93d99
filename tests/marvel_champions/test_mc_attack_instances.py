"""Instances of damage and threat removal, multi-attack abilities and the increases that
modify them (MC-ATTACK-05..08, -10, MC-THWART-06, MC-EVENT-08, -09, MC-LABEL-05,
MC-EX-46), on made-up cards: Haymaker's play and The Triskelion's constant ability are
replaced by declarations in the card vocabulary."""

from __future__ import annotations

from mc_helpers import (
    HAYMAKER,
    SHOCKER,
    TRISKELION,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    mark,
    put,
    rules,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import (
    choose_enemy,
    choose_scheme,
    damage,
    damage_each_enemy,
    remove_threat,
    separate_attacks,
)
from rulebound.games.marvel_champions.state import McState


def event(s: McState, *ops: tuple, label: str = "attack") -> None:
    """Haymaker made up: a 0-cost event resolving ``ops``."""
    position.card_variant(s, HAYMAKER, cost=0)
    position.made_up_card(s, HAYMAKER, lambda c: c.action(*ops, label=label, text="x"))
    hand(s, HAYMAKER)


def increase(s: McState, what: str, by: int) -> None:
    """The Triskelion made up: "your <what> deal(s) +<by> ..." while in play."""
    position.made_up_card(s, TRISKELION, lambda c: c.increases(what, by))
    put(s, TRISKELION)


def play(s: McState) -> None:
    act(s, "turn", "play Haymaker")


def retaliating_villain(s: McState) -> None:
    with_keywords(s, s.card(s.villain).code, "Retaliate 1")


@rules("MC-ATTACK-06", "MC-EX-46", "MC-EVENT-08", "MC-ATTACK-05")
def test_an_increase_to_an_attack_ability_raises_each_instance() -> None:
    s = start(form="hero")
    retaliating_villain(s)
    increase(s, "attack ability", 2)
    event(s, choose_enemy(), damage(3), damage(3))  # "deal 3 damage, then 3 more"
    before = hp(s)
    play(s)
    assert s.units[s.villain].damage == 10  # 5, then 5 (MC-EX-46)
    assert before - hp(s) == 1  # one attack: Retaliate once (MC-ATTACK-05)


@rules("MC-ATTACK-06")
def test_additional_damage_is_not_increased() -> None:
    s = start(form="hero")
    increase(s, "attack ability", 2)
    event(s, choose_enemy(), damage(3), damage(1, additional=True))
    play(s)
    assert s.units[s.villain].damage == 5 + 1


@rules("MC-ATTACK-07", "MC-ATTACK-08", "MC-EVENT-09")
def test_make_the_following_attacks_each_is_an_attack_and_an_attack_is_raised_once() -> None:
    s = start(form="hero")
    retaliating_villain(s)
    increase(s, "an attack", 2)
    event(s, separate_attacks(), choose_enemy(), damage(3), damage(3))
    before = hp(s)
    play(s)
    assert before - hp(s) == 2  # two attacks: Retaliate twice (MC-ATTACK-07)
    assert s.units[s.villain].damage == 5 + 3  # only the first attack is raised


@rules("MC-EVENT-08")
def test_an_increase_to_events_raises_each_threat_removal() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=6)
    increase(s, "event", 1)
    event(s, choose_scheme(), remove_threat(1), remove_threat(1), label="")
    play(s)
    assert s.units[s.main].threat == 6 - 2 - 2


@rules("MC-THWART-06", "MC-THWART-05")
def test_an_increase_to_a_thwart_ability_spares_additional_threat() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=6)
    increase(s, "thwart ability", 1)
    event(s, choose_scheme(), remove_threat(1), remove_threat(1, additional=True), label="thwart")
    play(s)
    assert s.units[s.main].threat == 6 - 2 - 1


@rules("MC-ATTACK-10")
def test_an_attack_on_each_enemy_attacks_each() -> None:
    s = start(form="hero")
    retaliating_villain(s)
    with_keywords(s, SHOCKER, "Retaliate 1")
    shocker = engage(s, SHOCKER)
    event(s, damage_each_enemy(1))
    before = hp(s)
    play(s)
    assert s.units[s.villain].damage == 1 and s.units[shocker].damage == 1
    assert before - hp(s) == 2  # attacked both: each retaliates


@rules("MC-LABEL-05", "MC-LABEL-06", "MC-LABEL-07")
def test_an_ability_with_two_labels_is_both() -> None:
    s = start(form="hero")
    retaliating_villain(s)
    mark(s, s.main, threat=5)
    event(s, choose_enemy(), damage(2), choose_scheme(), remove_threat(2), label="attack/thwart")
    before = hp(s)
    play(s)
    assert s.units[s.villain].damage == 2 and s.units[s.main].threat == 3
    assert before - hp(s) == 1  # it was an attack: Retaliate
    # a confused identity cannot use it (the thwart label), the stunned card stays
    s = start(form="hero")
    mark(s, identity(s), confused=1)
    event(s, choose_enemy(), damage(2), label="attack/thwart")
    play(s)
    assert s.units[s.villain].damage == 0 and s.units[identity(s)].confused == 0
    assert kind(s) == "turn"
    # stunned and confused: both go (MC-LABEL-07)
    s = start(form="hero")
    mark(s, identity(s), confused=1, stunned=1)
    event(s, choose_enemy(), damage(2), label="attack/thwart")
    play(s)
    u = s.units[identity(s)]
    assert s.units[s.villain].damage == 0 and u.confused == 0 and u.stunned == 0
