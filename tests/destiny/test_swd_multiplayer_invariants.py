"""The conformance invariants of Star Wars: Destiny with three and four players
(``destiny/invariants.py``): a correct elimination breaks none of them, and a game
whose elimination, win or turn order is broken trips each one. The random 3- and
4-player conformance games (``test_swd_multiplayer.py``) run them at every decision."""

from __future__ import annotations

import pytest
from swd_helpers import game

from rulebound.games.destiny import rules as destiny_rules
from rulebound.games.destiny.state import DestinyState


def three() -> DestinyState:
    """A real three-player game (the invariants count every card of the deck lists),
    played to the first action decision: set-up answered with the first option."""
    s = game(decks="rey,kylo,jedi").new_initial_state(3)
    assert isinstance(s, DestinyState)
    while not (s.phase == "action" and s.decision().kind == "action"):
        s.apply_action(s.decision().options[0])
    return s


def test_a_three_player_position_and_a_real_elimination_break_nothing() -> None:
    s = three()
    assert s.broken_invariants() == []
    destiny_rules.eliminate(s, 2, "a test")
    assert s.out == [False, False, True] and s.broken_invariants() == []
    destiny_rules.eliminate(s, 1, "a test")
    assert s.winner == 0 and s.broken_invariants() == []


@pytest.mark.rules("SWD-MULTI-10", "SWD-MULTI-11")
def test_an_elimination_that_leaves_cards_and_dice_behind_is_caught() -> None:
    s = three()
    s.out[2] = True  # a broken elimination: the player is out, nothing else happens
    broken = " | ".join(s.broken_invariants())
    luke = s.name(s.characters(2)[0])
    assert f"{luke} is in play, but its owner is out of the game" in broken
    assert "of an eliminated player is still in the game" in broken
    assert f"seat 2 has {s.resources[2]} resources, {len(s.hand[2])} cards in hand" in broken


@pytest.mark.rules("SWD-MULTI-12")
def test_a_winner_while_others_play_on_is_caught() -> None:
    s = three()
    s.winner = 1
    assert s.broken_invariants() == ["seat 1 won but seats [0, 1, 2] are still in the game"]


@pytest.mark.rules("SWD-MULTI-06")
def test_the_turn_of_an_eliminated_player_is_caught() -> None:
    s = three()
    destiny_rules.eliminate(s, 2, "a test")
    s.turn = 2
    assert "seat 2, out of the game, has the turn" in s.broken_invariants()


@pytest.mark.rules("SWD-MULTI-10", "SWD-MULTI-12")
def test_a_game_going_on_with_one_player_or_a_characterless_one_is_caught() -> None:
    s = three()
    s.out[1] = s.out[2] = True
    for seat in (1, 2):
        s.hand[seat], s.deck[seat], s.resources[seat] = [], [], 0
    assert "the game goes on with 1 player left" in s.broken_invariants()
