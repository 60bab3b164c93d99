"""Looking at the top of your deck and discarding from it (MC-LOOK-02, MC-DISCARD-05), by
made-up cards: ``made_up_card`` gives Avengers Mansion "look at the top 3 cards of your
deck, discard any of them" (``look_at_deck_top``) and the Helicarrier "after cards are
discarded from the top of your deck, draw 1 card"."""

from __future__ import annotations

from mc_helpers import (
    AUNT_MAY,
    BLACK_CAT,
    HELICARRIER,
    JESSICA,
    MANSION,
    act,
    kind,
    labels,
    position,
    put,
    rules,
    stack_deck,
    start,
)

from rulebound.games.marvel_champions.dsl import draw, look_at_deck_top
from rulebound.games.marvel_champions.state import McState


def _cards(s: McState) -> None:
    position.made_up_card(s, MANSION, lambda c: c.action(look_at_deck_top(3), text="look"))
    position.made_up_card(
        s,
        HELICARRIER,
        lambda c: c.response("deck-top-discarded", draw(1), forced=True, text="draw 1"),
    )
    put(s, MANSION)
    put(s, HELICARRIER)


@rules("MC-LOOK-02", "MC-LOOK-01")
def test_the_cards_looked_at_stay_in_the_deck_in_their_order() -> None:
    s = start(heroes="spider-man,captain-marvel")
    _cards(s)
    top = stack_deck(s, AUNT_MAY, BLACK_CAT, JESSICA)
    deck = list(s.players[0].deck)
    act(s, "turn", "Avengers Mansion: look")
    assert kind(s) == "look-top" and s.players[0].deck == deck  # still in the deck
    assert s.view(0)["players"][0]["deck"] == len(deck)
    act(s, "look-top", "keep the rest")
    assert s.players[0].deck == deck and s.players[0].deck[-3:] == top[::-1]
    mine = " ".join(e["text"] for e in s.events_for(0))
    theirs = " ".join(e["text"] for e in s.events_for(1))
    assert "Black Cat" in mine and "Black Cat" not in theirs  # only the looker sees them


@rules("MC-DISCARD-05", "MC-DISCARD-04")
def test_the_cards_discarded_count_as_discarded_from_the_top() -> None:
    s = start()
    _cards(s)
    may, cat, jj = stack_deck(s, AUNT_MAY, BLACK_CAT, JESSICA)
    act(s, "turn", "Avengers Mansion: look")
    act(s, "look-top", "discard Jessica Jones")
    act(s, "look-top", "discard Aunt May")
    act(s, "look-top", "keep the rest")
    p = s.players[0]
    assert p.discard[-2:] == [may, jj]  # top first, in the deck's order
    # the Helicarrier answered once, after both: it drew Black Cat, the new top card
    assert p.hand == [cat]


@rules("MC-DISCARD-05", "MC-LOOK-01")
def test_each_card_looked_at_is_offered_once_and_all_may_be_discarded() -> None:
    s = start()
    _cards(s)
    may, cat, jj = stack_deck(s, AUNT_MAY, BLACK_CAT, JESSICA)
    act(s, "turn", "Avengers Mansion: look")
    act(s, "look-top", "discard Black Cat")
    assert not [x for x in labels(s) if "Black Cat" in x]  # picked: not offered again
    act(s, "look-top", "discard Aunt May")
    act(s, "look-top", "discard Jessica Jones")  # the last one: it is over at once
    assert kind(s) == "turn" and s.players[0].discard[-3:] == [may, cat, jj]
