"""The conformance invariants of Star Wars: Destiny while a card holds other cards
(``destiny/invariants.py``): the three cards Pulling the Strings takes off a deck are
in its player's hand until put back, not missing."""

from __future__ import annotations

from pathlib import Path

from swd_helpers import act, game

import rulebound.games.destiny
from rulebound.games.destiny.state import DestinyState

PULLING_THE_STRINGS = "01087"


def test_the_cards_being_put_back_by_pulling_the_strings_are_not_missing(
    tmp_path: Path,
) -> None:
    deck = tmp_path / "strings.deck"
    kylo = Path(rulebound.games.destiny.__file__).parent / "data" / "kylo-starter.deck"
    deck.write_text(
        kylo.read_text()
        .replace("1 01060 ", f"1 {PULLING_THE_STRINGS} ")
        .replace("1 01081 ", f"1 {PULLING_THE_STRINGS} ")
    )
    for seed in range(20):  # a game whose first player holds the card at once
        s = game(decks=f"{deck},rey").new_initial_state(seed)
        assert isinstance(s, DestinyState)
        while not (s.phase == "action" and s.decision().kind == "action"):
            s.apply_action(s.decision().options[0])
        seat = s.decision().seat
        if seat == 0 and any(s.cards[c].code == PULLING_THE_STRINGS for c in s.hand[0]):
            break
    else:
        raise AssertionError("no seed in 0-19 deals the card to the first player")
    act(s, "action", "play Pulling the Strings")
    act(s, "choose-one", "your deck")
    placed = 0
    while s.decision().kind == "place-card":
        assert s.broken_invariants() == []
        s.apply_action(s.decision().options[0])
        placed += 1
    assert placed == 3 and s.broken_invariants() == []
