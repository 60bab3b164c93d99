"""Timing cases the session 27 mutation sample found untested (issue 22). Positions
come from the public position builder (through mc_helpers)."""

from __future__ import annotations

from mc_helpers import BLACK_CAT, ENERGY, GENIUS, STRENGTH, act, hand, stack_deck, start


def test_the_log_names_the_player_whose_card_has_a_forced_ability() -> None:
    """Black Cat's forced response is the first player's card's: the log says that the
    player uses it, as for any ability of a player's card."""
    s = start()
    stack_deck(s, GENIUS, STRENGTH)
    hand(s, BLACK_CAT, ENERGY)
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    lines = [line for line in s.log if "Black Cat" in line and "discard the top 2" in line]
    assert lines and all(line.startswith("P1 Spider-Man uses Black Cat") for line in lines)
