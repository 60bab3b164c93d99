"""Searching your collection (MC-SEARCH-04), by a made-up card: no Core card does.
``made_up_card`` gives Avengers Mansion the action "search your collection for Photonic
Blast", declared in the card vocabulary (``from_collection``)."""

from __future__ import annotations

from mc_helpers import MANSION, PHOTONIC, act, position, put, rules, start

from rulebound.games.marvel_champions.dsl import from_collection


@rules("MC-SEARCH-04")
def test_a_card_from_your_collection_joins_your_hand_and_is_yours() -> None:
    s = start(heroes="spider-man,iron-man", form="hero", active=1)
    position.made_up_card(s, MANSION, lambda c: c.action(from_collection(PHOTONIC), text="search"))
    put(s, MANSION, seat=1)
    decks = [len(p.deck) for p in s.players]
    act(s, "turn", "Avengers Mansion: search")
    (blast,) = s.players[1].hand
    assert s.name(blast) == "Photonic Blast" and [len(p.deck) for p in s.players] == decks
    act(s, "turn", "end your turn")
    act(s, "discard-down", "discard Photonic Blast")  # it goes to its owner's pile
    assert blast in s.players[1].discard
