"""Spider-Man's cards at the edges of their conditions and numbers (the mutants of
``scripts/spider_man.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    AUNT_MAY,
    BACKFLIP,
    BLACK_CAT,
    ENERGY,
    GENIUS,
    HYDRA_MERCENARY,
    STRENGTH,
    WEBBED_UP,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    rules,
    run,
    start,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.position import Position, Side, build_position


def test_backflip_answers_an_attack_of_one_damage() -> None:
    s = start(form="hero")
    hand(s, BACKFLIP)
    m = engage(s, HYDRA_MERCENARY)  # ATK 1
    run(s, lambda: push_activation(s, m, 0, "attack"))
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    assert hp(s) == 10


def test_a_second_backflip_is_not_offered_once_the_damage_is_prevented() -> None:
    s = start(form="hero")
    hand(s, BACKFLIP, BACKFLIP)
    m = engage(s, HYDRA_MERCENARY)
    run(s, lambda: push_activation(s, m, 0, "attack"))
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    # no damage is left to prevent: the window closes, the second copy stays in hand
    assert kind(s) == "turn" and hp(s) == 10 and len(s.players[0].hand) == 1


def test_aunt_may_needs_damage_on_peter_parker() -> None:
    s = start()
    put(s, AUNT_MAY)
    assert not any("Aunt May" in label for label in labels(s))
    mark(s, identity(s), damage=1)
    act(s, "turn", "Aunt May")
    assert hp(s) == 10  # healed in full


def test_black_cat_looks_at_two_cards_only() -> None:
    s = build_position(Position([Side(hand=[BLACK_CAT, ENERGY], deck=[GENIUS, STRENGTH, GENIUS])]))
    third = s.players[0].deck[0]  # the deck's bottom card: the third from the top
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    assert s.players[0].deck == [third]


@rules("MC-PDECK-02")
def test_black_cat_emptying_the_deck_is_a_deck_out() -> None:
    s = build_position(Position([Side(hand=[BLACK_CAT, ENERGY], deck=[GENIUS, STRENGTH])]))
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    p = s.players[0]
    # Strength and the paid Energy form the new deck; an encounter card is dealt
    assert len(p.deck) == 2 and p.discard == [] and len(p.dealt) == 1


@rules("MC-FAQ-CORE-03")
def test_webbed_up_attack_is_never_made() -> None:
    s = start(form="hero")
    put(s, WEBBED_UP, host=s.villain)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    # replaced: no defender is asked for and no damage is dealt; the turn goes on
    assert kind(s) == "turn" and hp(s) == 10 and s.units[s.villain].stunned == 1
