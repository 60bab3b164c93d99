"""Captain Marvel's cards at the edges of their conditions (the mutants of
``scripts/captain_marvel.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    COSMIC_FLIGHT,
    CRISIS,
    GENIUS,
    HELMET,
    HYDRA_MERCENARY,
    SHOCKER,
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
    with_keywords,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import stat
from rulebound.games.marvel_champions.state import McState


def cm(form: str = "hero") -> McState:
    return start(heroes="captain-marvel", form=form)


@rules("MC-KEYWORD-PATROL-01")
def test_crisis_interdiction_is_no_thwart_of_a_patrolled_main_scheme() -> None:
    s = cm()
    with_keywords(s, SHOCKER, "Patrol")
    mark(s, s.main, threat=4)
    engage(s, SHOCKER)
    hand(s, CRISIS, GENIUS)
    # the main scheme is the only scheme with threat, and a Patrol minion guards it
    assert "play Crisis Interdiction" not in labels(s)


def test_cosmic_flight_is_not_offered_when_an_enemy_is_damaged() -> None:
    s = cm()
    put(s, COSMIC_FLIGHT)
    act(s, "turn", "basic attack")
    assert kind(s) == "turn" and s.units[s.villain].damage == 2


def test_a_second_cosmic_flight_is_not_offered_once_the_damage_is_prevented() -> None:
    s = cm()
    put(s, COSMIC_FLIGHT)
    put(s, COSMIC_FLIGHT)
    m = engage(s, HYDRA_MERCENARY)  # ATK 1
    run(s, lambda: push_activation(s, m, 0, "attack"))
    act(s, "defend", "no defender")
    act(s, "interrupt", "Cosmic Flight")
    assert kind(s) == "turn" and hp(s) == 12
    assert sum(s.name(u) == "Cosmic Flight" for u in s.play) == 1


def test_helmet_raises_only_its_own_heroes_defense() -> None:
    s = start(heroes="captain-marvel,spider-man", form="hero")
    spider_man = stat(s, identity(s, 1), "defense")
    put(s, HELMET)  # Captain Marvel's
    assert stat(s, identity(s, 0), "defense") == 2
    assert stat(s, identity(s, 1), "defense") == spider_man
