"""Encounter and turn cases the mutation sample found untested (issue 22): an
obligation whose identity is eliminated, an attachment with nothing to attach to,
and an ally put into play over the ally limit. Positions come from the public
position builder (through mc_helpers)."""

from __future__ import annotations

import pytest
from mc_helpers import (
    BLACK_CAT,
    DAREDEVIL,
    ENERGY,
    EVICTION,
    GENIUS,
    HAWKEYE,
    HAYMAKER,
    HYDRA_MERCENARY,
    JESSICA,
    MAKE_THE_CALL,
    STRENGTH,
    act,
    hand,
    identity,
    kind,
    put,
    reveal,
    rules,
    run,
    stack_deck,
    stack_encounter,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.position import Position, Side, build_position

BIOMECHANICAL_UPGRADES = "01185"  # attaches to the minion with the most hit points; Surge


@rules("MC-OBLIGATION-06")
def test_an_obligation_of_an_eliminated_identity_is_removed_from_the_game() -> None:
    """Eviction Notice (Peter Parker's) revealed by Captain Marvel's player after
    Spider-Man's player was eliminated: nobody resolves it, it leaves the game, and the
    next encounter card is revealed instead."""
    s = start(heroes="captain-marvel,spider-man")
    run(s, lambda: push_damage(s, identity(s, 1), 10, -1))
    assert s.players[1].eliminated and not s.players[0].eliminated
    (nxt,) = stack_encounter(s, HYDRA_MERCENARY)
    e = reveal(s, EVICTION, seat=0)
    assert e in s.removed and not s.units[e].in_play
    assert kind(s) != "obligation"
    assert s.units[nxt].in_play  # and one more card is revealed in its place


def test_an_attachment_with_no_minion_to_go_on_is_discarded() -> None:
    """Biomechanical Upgrades attaches to the minion with the most hit points: with no
    minion in play it is discarded, and its Surge still reveals the next card."""
    s = start(form="hero")
    (nxt,) = stack_encounter(s, HYDRA_MERCENARY)
    up = reveal(s, BIOMECHANICAL_UPGRADES)
    assert up in s.enc_discard and not s.units[up].in_play
    assert s.units[identity(s)].in_play and s.units[nxt].in_play


@rules("MC-ALLYLIMIT-01", "MC-ALLYLIMIT-02")
def test_an_ally_put_into_play_over_the_limit_makes_the_player_discard_one() -> None:
    s = start(form="hero")
    allies = [put(s, code) for code in (DAREDEVIL, JESSICA, HAWKEYE)]
    (cat,) = position.to_discard(s, 0, BLACK_CAT)
    hand(s, MAKE_THE_CALL, ENERGY)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Energy")
    assert s.units[cat].in_play
    assert kind(s) == "ally-limit" and s.decision().seat == 0
    act(s, "ally-limit", "Daredevil")
    assert not s.units[allies[0]].in_play and s.units[cat].in_play
    assert kind(s) == "turn"


@rules("MC-FORCED-01")
def test_a_forced_response_resolves_for_its_controller_not_the_first_player() -> None:
    """Black Cat's forced response ("your deck") for Spider-Man's player (seat 0) while
    Captain Marvel's player (seat 1) holds the first player token."""
    sides = [Side("spider-man"), Side("captain-marvel")]
    s = build_position(Position(sides, first=1, active=0, seed=1, opening_hands=False))
    assert s.decision().kind == "turn" and s.decision().seat == 0
    genius, strength = stack_deck(s, GENIUS, STRENGTH)
    hand(s, BLACK_CAT, ENERGY)
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    assert genius in s.players[0].hand and strength in s.players[0].discard


@rules("MC-KEYWORD-REQUIREMENT-01")
def test_a_mental_requirement_is_still_owed_after_the_any_type_part_is_paid() -> None:
    s = start(form="hero")
    with_keywords(s, HAYMAKER, "Requirement (mental)")  # cost 2: 1 any type, 1 mental
    hand(s, HAYMAKER, STRENGTH, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")  # physical: the any-type part
    assert kind(s) == "pay"  # the mental resource is still owed
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 3


@rules("MC-KEYWORD-REQUIREMENT-01")
@pytest.mark.parametrize("kind_", ["energy", "mental", "physical"])
def test_an_allys_requirement_is_paid_with_its_type_and_nothing_more(kind_: str) -> None:
    """Daredevil (cost 4) with a made-up Requirement of one type: 3 of any type and 1 of
    that type. Paid with the two other basic resources (4, none of that type), the
    typed one is still owed; its own card and one other pay it all."""
    cards = {"energy": ENERGY, "mental": GENIUS, "physical": STRENGTH}
    own = cards.pop(kind_)
    first, second = cards.values()
    s = start()
    with_keywords(s, DAREDEVIL, f"Requirement ({kind_})")
    hand(s, DAREDEVIL, own, first, second)
    act(s, "turn", "play Daredevil")
    for code in (first, second):
        act(s, "pay", s.game.pool.by_code[code].name)
    assert kind(s) == "pay"  # the typed resource is still owed
    s = start()
    with_keywords(s, DAREDEVIL, f"Requirement ({kind_})")
    hand(s, DAREDEVIL, own, first)
    act(s, "turn", "play Daredevil")
    for code in (own, first):
        act(s, "pay", s.game.pool.by_code[code].name)
    assert any(s.name(u) == "Daredevil" for u in s.play) and kind(s) != "pay"
