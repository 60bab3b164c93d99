"""The bookkeeping the rules promise, checked by the conformance suite at every
decision (:meth:`State.broken_invariants`). It runs as often as decisions do, so it
makes one pass over the units and one over the dice."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from rulebound.games.destiny.model import CHARACTER, IN_POOL, ON_CARD, SET_ASIDE, SUPPORT, UPGRADE

if TYPE_CHECKING:
    from rulebound.games.destiny.game import DestinyGame
    from rulebound.games.destiny.state import DestinyState

MAX_SHIELDS = 3  # SWD-SHIELD-02
_DECK_CARDS: WeakKeyDictionary[DestinyGame, list[int]] = WeakKeyDictionary()


def _deck_cards(game: DestinyGame) -> list[int]:
    """Both deck lists' cards by pool index, sorted (computed once per game)."""
    if game not in _DECK_CARDS:
        _DECK_CARDS[game] = sorted(
            game.pool.by_code[code].index for deck in game.decks for code in deck.deck_codes()
        )
    return _DECK_CARDS[game]


def broken(s: DestinyState) -> list[str]:
    """Two-player games only, so far: with 3 or 4 players an eliminated player's cards
    and dice leave the game (SWD-MULTI-10), which these checks do not yet follow."""
    if len(s.hand) != 2:
        return []
    if s.phase == "setup" and not s.deck[0] and not s.deck[1]:
        return []  # before the decks are built
    out: list[str] = []
    found = s.limbo + s.deck[0] + s.deck[1] + s.hand[0] + s.hand[1] + s.discard[0]
    found += s.discard[1]
    characters = [0, 0]
    for u in s.units:
        if not u.in_play:
            continue
        if u.kind == CHARACTER:
            characters[u.controller] += 1
            if not 0 <= u.damage < s.cards[u.card].health:
                out.append(f"{s.name(u.uid)} has {u.damage} damage in play")
        elif u.kind == UPGRADE or u.kind == SUPPORT:
            found.append(u.card)
        if not 0 <= u.shields <= MAX_SHIELDS:
            out.append(f"{s.name(u.uid)} has {u.shields} shields")
    # Every card of a deck list is in exactly one place: deck, hand, discard pile,
    # in play, or in limbo while it resolves (SWD-LIMBO-01).
    found.sort()
    if found != _deck_cards(s.game):
        full = Counter(_deck_cards(s.game))
        gone, extra = full - Counter(found), Counter(found) - full
        out.append(f"cards missing {sorted(gone.elements())}, extra {sorted(extra.elements())}")
    _dice(s, out)
    if s.resources[0] < 0 or s.resources[1] < 0:
        out.append(f"resources {s.resources}")
    _outcome(s, characters, out)
    decision = s.decision()
    if decision.kind == "action" and decision.seat != s.turn:
        out.append(f"seat {decision.seat} takes an action in seat {s.turn}'s turn")
    return out


def _dice(s: DestinyState, out: list[str]) -> None:
    """A die belongs to its card: on it or in the pool while the card is in play
    (SWD-REMOVE-01: a removed die goes back to its card), never while it is not; a die
    rolled by Ace in the Hole is in the pool without its card."""
    units = s.units
    for d in s.dice:
        in_play = d.unit >= 0 and units[d.unit].in_play
        if (d.where == ON_CARD or (d.where == IN_POOL and not d.ace)) and not in_play:
            out.append(f"die {d.id} is {('on its card', 'in a pool')[d.where]} without its card")
        elif d.where == SET_ASIDE and in_play and not d.ace:
            out.append(f"die {d.id} is set aside while its card is in play")


def _outcome(s: DestinyState, characters: list[int], out: list[str]) -> None:
    """The game ends exactly when a win rule says so (SWD-WIN-02, -03, -04)."""
    if s.winner < 0:
        for seat in (0, 1):
            if not characters[seat]:
                out.append(f"seat {seat} has no characters left but the game goes on")
        return
    loser = 1 - s.winner
    if characters[loser] and (s.hand[loser] or s.deck[loser]):
        out.append(f"seat {s.winner} won but seat {loser} has characters and cards")
