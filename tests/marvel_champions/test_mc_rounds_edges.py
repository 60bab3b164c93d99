"""Edges of set-up and the end of the player phase (rounds.py) that the round tests left
open, each found by a surviving mutant (docs/mutation-samples/mut-mc2.md)."""

from __future__ import annotations

from mc_helpers import GENIUS, HAYMAKER, act, end_turn, game, hand, kind, rules, start

from rulebound.games.marvel_champions import encoding as enc


@rules("MC-SETUP-10")
def test_the_encounter_deck_is_shuffled_for_each_game() -> None:
    """Two games of one configuration with two seeds: the same encounter cards, in
    two orders."""
    g = game()
    decks = [
        [s.units[u].card for u in s.enc_deck]
        for s in (g.new_initial_state(4), g.new_initial_state(5))
    ]
    assert sorted(decks[0]) == sorted(decks[1]) and decks[0] != decks[1]


@rules("MC-SETUP-15")
def test_the_mulligan_discards_the_card_chosen_not_the_first_in_hand() -> None:
    s = game().new_initial_state(4)
    p = s.players[0]
    first = p.hand[0]
    other = next(u for u in p.hand if s.units[u].card != s.units[first].card)
    s.apply_action(enc.hand(s.units[other].card))
    s.apply_action(enc.DONE)
    assert other in p.discard and first in p.hand


@rules("MC-ENDPP-01")
def test_an_empty_hand_is_not_asked_to_discard() -> None:
    s = start(form="hero")
    assert not s.players[0].hand
    end_turn(s)
    assert kind(s) != "discard-down"


@rules("MC-ENDPP-01")
def test_the_second_player_discards_from_their_own_hand() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    hand(s, HAYMAKER, seat=0)
    hand(s, *[GENIUS] * 7, seat=1)  # Captain Marvel's hand size is 6
    end_turn(s)
    end_turn(s)
    act(s, "discard-down", "keep")  # Spider-Man keeps his one card
    assert kind(s) == "discard-down" and s.decision().seat == 1
    act(s, "discard-down", "Genius")
    assert len(s.players[1].hand) == 6 and len(s.players[0].hand) == 1


@rules("MC-SETUP-15")
def test_a_mulligan_of_the_whole_hand_discards_it_and_draws_a_new_one() -> None:
    """Choosing every card leaves nothing to ask about: the mulligan still discards
    them all and draws a new hand (found by playing at the terminal: the hand stayed)."""
    s = game().new_initial_state(4)
    p = s.players[0]
    old = list(p.hand)
    while s.decision().kind == "mulligan" and s.decision().seat == 0:
        s.apply_action(s.decision().options[1])  # the first card still in hand
    assert sorted(p.discard) == sorted(old)
    assert len(p.hand) == len(old) and not set(p.hand) & set(old)


@rules("MC-ENDPP-01")
def test_the_end_of_phase_discard_says_why_and_the_hand_size() -> None:
    """At the terminal "Discard a card, or keep your hand." came out of nowhere after
    ending the turn: the prompt names the phase's end and the hand size refilled to."""
    s = start(form="hero")
    hand(s, HAYMAKER)
    end_turn(s)
    assert kind(s) == "discard-down"
    assert s.decision().prompt == (
        "End of the player phase: discard cards you do not want, or keep your hand "
        "(you then draw up to your hand size, 5)."
    )


@rules("MC-ENDPP-02", "MC-HANDSIZE-02", "MC-DRAW-01")
def test_drawing_up_to_hand_size_is_told_once_to_all_and_once_with_names_to_the_drawer() -> None:
    """Session 35: the end of the phase told each card drawn twice to its player ("draws
    Energy.", "draws 1 card.", one pair per card). Now every seat reads how many, and the
    drawing player alone which (checked against the hand in each seat's view)."""
    s = start(heroes="spider-man,captain-marvel", form="hero")
    hand(s, HAYMAKER, seat=0)
    before = [len(s.log_for(seat)) for seat in (0, 1)]
    end_turn(s)
    end_turn(s)
    while kind(s) == "discard-down":  # MC-ENDPP-01 comes first: both keep their hands
        act(s, "discard-down", "keep")
    mine = [line for line in s.log_for(0)[before[0] :] if "Spider-Man draws" in line]
    theirs = [line for line in s.log_for(1)[before[1] :] if "Spider-Man draws" in line]
    drawn = list(s.view(0)["players"][0]["hand"])
    drawn.remove("Haymaker")  # the card he kept
    assert len(drawn) == 4  # his hero hand size is 5
    assert mine[0] == "P1 Spider-Man draws 4 cards." and len(mine) == 2
    listed = mine[1].removeprefix("P1 Spider-Man draws ").removesuffix(".")
    first, last = listed.rsplit(" and ", 1)
    assert sorted([*first.split(", "), last]) == sorted(drawn)
    assert theirs == mine[:1]
