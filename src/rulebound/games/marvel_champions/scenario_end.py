"""Alternative victory and defeat conditions (MC-WIN-02) of scenario cards.

A card in play declares "the players win (lose) when <condition>" with
``players_win_when`` / ``players_lose_when``: a constant condition, checked after every
step of the game while the card is in play; once it holds, the game ends that way at
once. Being a constant ability rather than a triggered one, no card can cancel it
(MC-WIN-03 asks that it cannot be removed or canceled; no effect of the engine removes
constant abilities).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.state import McState


def check_alternative_ends(s: McState) -> None:
    """End the game if the condition of a card in play with one holds."""
    from rulebound.games.marvel_champions.rules import end_game

    cards = s.game.end_cards
    scripts = s.game.scripts
    for uid in s.play:
        card = s.units[uid].card
        if card in cards:
            for result, condition, reason in scripts[card].extra["ends"]:
                if condition(s, uid):
                    end_game(s, result, reason)
                    return
