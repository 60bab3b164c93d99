"""Swapping components (MC-SWAP-01 to -04, MC-EX-35), on made-up cards: no Core card
swaps. ``made_up_card`` gives Core supports the made-up abilities, declared in the card
vocabulary: Avengers Mansion swaps, the Helicarrier draws a card whenever a card enters
play (to see what counts as entering play).
"""

from __future__ import annotations

from mc_helpers import (
    AUNT_MAY,
    BLACK_CAT,
    DAREDEVIL,
    HELICARRIER,
    INSPIRED,
    JESSICA,
    MANSION,
    act,
    hand,
    kind,
    mark,
    position,
    put,
    rules,
    stack_deck,
    start,
)

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.dsl import (
    choose_exhausted_ally,
    draw,
    swap_hand_with_deck_top,
    swap_with_hand,
    then,
)
from rulebound.games.marvel_champions.state import McState


def _log(s: McState, seat: int) -> str:
    return " ".join(e["text"] for e in s.events_for(seat))


def _deck_swapper(s: McState) -> None:
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(swap_hand_with_deck_top(), then(), draw(1), text="swap, then draw"),
    )
    put(s, MANSION)


@rules("MC-SWAP-01", "MC-EX-35")
def test_no_swap_without_a_card_in_hand() -> None:
    s = start(heroes="spider-man,captain-marvel")
    _deck_swapper(s)
    deck = list(s.players[0].deck)
    act(s, "turn", "swap, then draw")
    # the swap cannot be completed: nothing moves, and "then" stops there
    assert s.players[0].hand == [] and s.players[0].deck == deck
    assert "has no card in their hand to swap" in _log(s, 1)


@rules("MC-SWAP-01", "MC-SWAP-02", "MC-EX-35")
def test_a_hand_card_swaps_with_the_deck_top_and_it_is_no_draw() -> None:
    s = start(heroes="spider-man,captain-marvel")
    _deck_swapper(s)
    (may,) = hand(s, AUNT_MAY)
    (cat,) = stack_deck(s, BLACK_CAT)
    before = len(s.players[0].deck)
    act(s, "turn", "swap, then draw")
    assert kind(s) == "swap"
    act(s, "swap", "swap Aunt May")
    p = s.players[0]
    # Black Cat was swapped in; the "then" draw takes Aunt May back from the top
    assert p.hand == [cat, may] and len(p.deck) == before - 1
    mine, theirs = _log(s, 0), _log(s, 1)
    assert "swaps a card in their hand with the top card of their deck" in theirs
    assert "draws 1 card" in theirs and "draws 2" not in theirs  # only the "then" draw
    assert "take Black Cat" in mine  # only the swapping player learns the cards
    assert "Black Cat" not in theirs and "Aunt May" not in theirs


def _ally_swapper(s: McState) -> tuple[int, int]:
    """Avengers Mansion swaps an exhausted ally with one in hand; the Helicarrier draws a
    card whenever a card enters play. Jessica Jones is in play, exhausted, damaged and
    Inspired."""
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(choose_exhausted_ally(), swap_with_hand("target"), text="swap"),
    )
    position.made_up_card(
        s, HELICARRIER, lambda c: c.response("enters-play", draw(1), forced=True, text="draw 1")
    )
    put(s, MANSION)
    put(s, HELICARRIER)
    jj = put(s, JESSICA)
    mark(s, jj, damage=2, exhausted=True)
    inspired = put(s, INSPIRED, host=jj)
    return jj, inspired


@rules("MC-SWAP-03")
def test_a_same_named_swap_carries_everything_and_enters_nothing() -> None:
    s = start(form="hero")
    jj, inspired = _ally_swapper(s)
    (other,) = hand(s, JESSICA)
    act(s, "turn", "swap")
    act(s, "swap", "swap Jessica Jones")
    u = s.units[other]
    assert u.in_play and u.damage == 2 and u.exhausted
    assert s.units[inspired].in_play and s.units[inspired].host == other
    assert s.players[0].hand == [jj] and not s.units[jj].in_play and s.units[jj].damage == 0
    assert len(s.players[0].hand) == 1  # no Helicarrier draw: nothing entered play
    assert play_area.check(s) == []  # the new copy took the old one's place in the index


@rules("MC-SWAP-04")
def test_a_swap_with_another_name_leaves_and_enters_play() -> None:
    s = start(form="hero")
    jj, inspired = _ally_swapper(s)
    (dd,) = hand(s, DAREDEVIL)
    act(s, "turn", "swap")
    act(s, "swap", "swap Daredevil")
    u = s.units[dd]
    assert u.in_play and u.damage == 0 and not u.exhausted  # enters ready, printed HP
    assert not s.units[inspired].in_play  # attachments do not transfer: discarded
    assert jj in s.players[0].hand and s.units[jj].damage == 0
    assert len(s.players[0].hand) == 2  # Jessica, and the Helicarrier's draw: it entered
