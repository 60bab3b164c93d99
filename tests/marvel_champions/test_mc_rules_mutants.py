"""Rules a mutation sample of ``rules.py`` found untested: the main scheme with 1
threat, a deck rebuilt from the discard pile is shuffled, and no encounter card
anywhere when a boost is dealt."""

from __future__ import annotations

from mc_helpers import labels, mark, rules, start

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
)
from rulebound.games.marvel_champions.rules import draw


@rules("MC-THWART-03")
def test_the_main_scheme_with_1_threat_can_be_thwarted() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=1)
    assert "basic thwart with your hero" in labels(s)


@rules("MC-PDECK-02")
def test_the_discard_pile_is_shuffled_into_the_new_deck() -> None:
    s = start()
    p = s.players[0]
    position.discard_deck(s, 0, keep=1)
    order = list(p.discard)
    draw(s, 0, 3)
    assert len(p.deck) >= 10
    assert p.deck != [u for u in order if u in p.deck]  # not the discard pile's order


@rules("MC-ENCDECK-04")
def test_a_boost_with_no_encounter_card_anywhere_loses_the_game() -> None:
    s = build_position(Position(players=[Side("captain-marvel", form="hero")], encounter_deck=[]))
    start_activation(s, kind="attack")
    assert s.result == -1 and s.is_terminal()
