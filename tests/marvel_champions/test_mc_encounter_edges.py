"""Encounter and turn cases the mutation sample found untested (issue 22): an
obligation whose identity is eliminated, an attachment with nothing to attach to,
and an ally put into play over the ally limit. Positions come from the public
position builder (through mc_helpers)."""

from __future__ import annotations

from mc_helpers import (
    BLACK_CAT,
    DAREDEVIL,
    ENERGY,
    EVICTION,
    HAWKEYE,
    HYDRA_MERCENARY,
    JESSICA,
    MAKE_THE_CALL,
    act,
    hand,
    identity,
    kind,
    put,
    reveal,
    rules,
    run,
    stack_encounter,
    start,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.damage import push_damage

BIOMECHANICAL_UPGRADES = "01185"  # attaches to the minion with the most hit points; Surge


@rules("MC-OBLIGATION-06")
def test_an_obligation_of_an_eliminated_identity_is_removed_from_the_game() -> None:
    """Eviction Notice (Peter Parker's) revealed by Captain Marvel's player after
    Spider-Man's player was eliminated: nobody resolves it, it leaves the game."""
    s = start(heroes="captain-marvel,spider-man")
    run(s, lambda: push_damage(s, identity(s, 1), 10, -1))
    assert s.players[1].eliminated and not s.players[0].eliminated
    e = reveal(s, EVICTION, seat=0)
    assert e in s.removed and not s.units[e].in_play
    assert kind(s) != "obligation"


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
