"""Enemy attacks on an ally, abilities that declare the defender or end an attack, and
"after ... uses a basic power" (MC-ATTACKALLY-01, -03, -04, MC-DEFEND-04, -06, -19,
-20), on made-up cards: Assault, The Triskelion and Avengers Mansion get other
abilities, declared in the card vocabulary."""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    DAREDEVIL,
    MANSION,
    TRISKELION,
    act,
    hp,
    identity,
    kind,
    labels,
    put,
    reveal,
    rules,
    stack_encounter,
    start,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import (
    choose_ally,
    declare_defender,
    draw,
    end_attack,
    enemy_attacks_ally,
    then,
)
from rulebound.games.marvel_champions.state import McState


def attacks_you(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["seat"] == seat)


def your_hero_defended(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["defender"] == s.players[seat].identity)


def ambush(s: McState) -> None:
    """Assault made up: "When Revealed: choose an ally; the villain attacks it"."""
    position.made_up_card(s, ASSAULT, lambda c: c.revealed(choose_ally(), enemy_attacks_ally()))


def steer(s: McState, *ops: tuple, seat: int = 0) -> int:
    """The Triskelion made up: "Interrupt: when an enemy attacks you, <ops>"."""
    position.made_up_card(
        s,
        TRISKELION,
        lambda c: c.interrupt("enemy-attacks", *ops, when=attacks_you, text="steer"),
    )
    return put(s, TRISKELION, seat)


def after(s: McState, on: str, when: Any = None) -> None:
    """Avengers Mansion made up: "Response: after <on>: draw 1 card"."""
    position.made_up_card(
        s, MANSION, lambda c: c.response(on, draw(1), when=when, text="draw 1 card")
    )
    put(s, MANSION)


def villain_attacks(s: McState, seat: int = 0) -> None:
    stack_encounter(s, ADVANCE)  # the boost card: no icon
    position.start_activation(s, seat, "attack")


@rules("MC-ATTACKALLY-01")
def test_an_enemy_attacks_an_ally_directly() -> None:
    s = start()
    ally = put(s, DAREDEVIL)
    ambush(s)
    stack_encounter(s, ADVANCE)
    reveal(s, ASSAULT)
    act(s, "defend", "no defender")
    assert s.units[ally].damage == 2 and hp(s) == 10
    assert s.units[identity(s)].damage == 0


@rules("MC-ATTACKALLY-03", "MC-ATTACKALLY-04")
def test_the_allys_controller_is_the_attacked_player_and_may_defend() -> None:
    s = start(heroes="captain-marvel,spider-man", form="hero")
    ally = put(s, DAREDEVIL, seat=1)
    ambush(s)
    stack_encounter(s, ADVANCE)
    reveal(s, ASSAULT, seat=0)  # revealed by Captain Marvel's player
    # Spider-Sense ("when the villain attacks you") is Spider-Man's: he is attacked
    assert kind(s) == "interrupt" and s.decision().seat == 1
    act(s, "interrupt", "pass")
    assert kind(s) == "defend" and s.decision().seat == 1  # asked first
    act(s, "defend", "basic defense")  # a basic defense: DEF 3 against ATK 2
    assert s.units[ally].damage == 0 and s.units[identity(s, 1)].damage == 0
    assert s.units[identity(s, 1)].exhausted


@rules("MC-DEFEND-04")
def test_an_ability_declaring_the_hero_defender_is_a_basic_defense() -> None:
    s = start(heroes="captain-marvel", form="hero")
    steer(s, declare_defender("identity"))
    after(s, "hero-defended", your_hero_defended)
    villain_attacks(s)
    act(s, "interrupt", "The Triskelion")
    assert kind(s) == "response"  # "after your hero defends"
    act(s, "response", "Avengers Mansion")
    assert s.units[identity(s)].damage == 1  # DEF 1 against ATK 2
    assert not s.units[identity(s)].exhausted  # declared, not the exhausting cost


@rules("MC-DEFEND-06")
def test_an_ability_declaring_an_ally_defender() -> None:
    s = start(heroes="captain-marvel", form="hero")
    ally = put(s, DAREDEVIL)
    position.made_up_card(
        s,
        TRISKELION,
        lambda c: c.interrupt(
            "enemy-attacks", choose_ally(), declare_defender("ally"), when=attacks_you, text="x"
        ),
    )
    put(s, TRISKELION)
    villain_attacks(s)
    act(s, "interrupt", "The Triskelion")
    assert "defend" not in kind(s)  # a defender is declared: nobody else is asked
    assert s.units[ally].damage == 2 and s.units[identity(s)].damage == 0


@rules("MC-DEFEND-19")
def test_an_ended_attack_stays_defended() -> None:
    s = start(heroes="captain-marvel", form="hero")
    steer(s, declare_defender("identity"), end_attack())
    after(s, "hero-defended", your_hero_defended)
    villain_attacks(s)
    act(s, "interrupt", "The Triskelion")
    assert kind(s) == "response" and "Avengers Mansion" in " ".join(labels(s))
    act(s, "response", "Avengers Mansion")
    assert s.units[identity(s)].damage == 0 and kind(s) == "turn"
    assert not s.units[s.villain].boosts  # never dealt: the attack ended first


@rules("MC-DEFEND-20")
def test_a_basic_defense_is_a_basic_power_used() -> None:
    s = start(heroes="captain-marvel", form="hero")
    after(s, "basic-power")
    villain_attacks(s)
    act(s, "defend", "basic defense")
    assert kind(s) == "response"  # after the attack, in which he made a basic defense
    before = len(s.players[0].hand)
    act(s, "response", "Avengers Mansion")
    assert len(s.players[0].hand) == before + 1
    # and after a basic thwart
    s = start(form="hero")
    after(s, "basic-power")
    position.mark(s, s.main, threat=3)
    act(s, "turn", "basic thwart")
    assert kind(s) == "response"


@rules("MC-DEFEND-04", "MC-THEN-01")
def test_declaring_a_defender_outside_an_attack_does_nothing() -> None:
    s = start(heroes="captain-marvel", form="hero")
    position.made_up_card(
        s,
        TRISKELION,
        lambda c: c.action(declare_defender("identity"), then(), draw(1), text="defend"),
    )
    put(s, TRISKELION)
    act(s, "turn", "The Triskelion")
    assert kind(s) == "turn" and not s.players[0].hand  # no attack: not resolved, no draw
