"""The Justice cards at the edges of their conditions (the mutants of
``scripts/justice.py`` that the aspect's card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    FOR_JUSTICE,
    GENIUS,
    GREAT_RESP,
    INTERROGATION,
    SHOCKER,
    act,
    engage,
    hand,
    kind,
    labels,
    mark,
    put,
    rules,
    stack_encounter,
    start,
    threat,
    with_keywords,
)

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
)


@rules("MC-KEYWORD-PATROL-01")
def test_for_justice_is_no_thwart_of_a_patrolled_main_scheme() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Patrol")
    mark(s, s.main, threat=4)
    engage(s, SHOCKER)
    hand(s, FOR_JUSTICE, GENIUS)
    assert not any("For Justice!" in label for label in labels(s))


def test_interrogation_room_needs_a_scheme_with_threat() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=0)
    put(s, INTERROGATION)
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and kind(s) == "turn"


def test_great_responsibility_has_nothing_to_take_once_the_threat_is_prevented() -> None:
    s = build_position(
        Position(
            [Side("she-hulk"), Side("spider-man", form="hero", hand=[GREAT_RESP, GENIUS])],
            main_threat=0,
        )
    )
    stack_encounter(s, ADVANCE)  # a boost card without icons
    start_activation(s, 0)  # Rhino schemes against Jennifer Walters: 1 threat
    act(s, "interrupt", "I Object")
    # no threat is left to place: Spider-Man is not asked about Great Responsibility
    assert kind(s) != "interrupt" and threat(s) == 0
