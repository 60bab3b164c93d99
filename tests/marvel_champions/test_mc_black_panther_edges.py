"""Black Panther's cards at the edges of their conditions (the mutants of
``scripts/black_panther.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import act
from test_mc_cards_black_panther import (
    ANCESTRAL,
    ARMORED_VEST,
    CLAWS,
    ENERGY,
    GENIUS,
    GOLDEN_CITY,
    SHURI,
    STRENGTH,
    WAKANDA,
    panther,
    wakanda,
)
from test_mc_cards_modular import pay


def test_wakanda_forever_finds_the_panther_upgrades_among_other_cards() -> None:
    s = panther(hand=[WAKANDA[3], ENERGY], play=[GOLDEN_CITY, ARMORED_VEST, CLAWS])
    wakanda(s)
    assert s.units[s.villain].damage == 4  # Panther Claws, the only (final) step


def test_ancestral_knowledge_shuffles_the_deck() -> None:
    s = panther("alter-ego", hand=[ANCESTRAL, GENIUS], discard=[ENERGY, STRENGTH, SHURI])
    before = list(s.players[0].deck)
    act(s, "turn", "Ancestral Knowledge")
    pay(s, "Genius")
    act(s, "ancestral-knowledge", "Energy")
    act(s, "ancestral-knowledge", "done")
    deck = s.players[0].deck
    assert len(deck) == len(before) + 1
    # shuffled: the card is not simply added, the old cards are no longer in their order
    assert [u for u in deck if u in before] != before
