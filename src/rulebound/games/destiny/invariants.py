"""The bookkeeping the rules promise, checked by the conformance suite at every
decision (:meth:`State.broken_invariants`). It runs as often as decisions do, so it
makes one pass over the units and one over the dice."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from rulebound.games.destiny.model import (
    BATTLEFIELD,
    CHARACTER,
    IN_POOL,
    ON_CARD,
    OUT_OF_GAME,
    SET_ASIDE,
    SUPPORT,
    UPGRADE,
)

if TYPE_CHECKING:
    from rulebound.games.destiny.game import DestinyGame
    from rulebound.games.destiny.state import DestinyState

MAX_SHIELDS = 3  # SWD-SHIELD-02
DEFEAT_STEPS = ("defeat", "defeat-order", "defeat-do")
_DECK_CARDS: WeakKeyDictionary[DestinyGame, list[Counter[int]]] = WeakKeyDictionary()


def _deck_cards(game: DestinyGame) -> list[Counter[int]]:
    """Each seat's deck list as a multiset of pool indices (computed once per game)."""
    if game not in _DECK_CARDS:
        _DECK_CARDS[game] = [
            Counter(game.pool.by_code[code].index for code in deck.deck_codes())
            for deck in game.decks
        ]
    return _DECK_CARDS[game]


def broken(s: DestinyState) -> list[str]:
    """Two to four players. With more than two, an eliminated player's hand, deck,
    cards in play and dice leave the game (SWD-MULTI-10, -11): only their cards may
    go missing, and nothing of theirs stays in play."""
    n = len(s.hand)
    if s.phase == "setup" and not any(s.deck):
        return []  # before the decks are built
    out: list[str] = []
    found: Counter[int] = Counter(s.limbo)
    dying: set[int] = set()  # characters at full damage whose defeat is under way
    for st in s.steps if s.waiting is None else [*s.steps, s.waiting]:
        if st[0] == "pull-strings" and len(st) > 3:  # cards taken off a deck, put back
            found.update(st[3])
        elif st[0] in DEFEAT_STEPS:  # "before" abilities resolve first (SWD-BEFORE-01)
            dying.add(st[2])
    for p in range(n):
        found.update(s.deck[p] + s.hand[p] + s.discard[p] + s.aside[p])
    characters = [0] * n
    for u in s.units:
        if not u.in_play:
            continue
        if s.out[u.owner] and u.kind != BATTLEFIELD:
            out.append(f"{s.name(u.uid)} is in play, but its owner is out of the game")
        if u.kind == CHARACTER:
            characters[u.controller] += 1
            health = s.cards[u.card].health
            if not 0 <= u.damage < health and not (u.damage == health and u.uid in dying):
                out.append(f"{s.name(u.uid)} has {u.damage} damage in play")
        elif u.kind == UPGRADE or u.kind == SUPPORT:
            found[u.card] += 1
        if not 0 <= u.shields <= MAX_SHIELDS:
            out.append(f"{s.name(u.uid)} has {u.shields} shields")
    _cards(s, found, out)
    _dice(s, out)
    for p in range(n):
        if s.resources[p] < 0 or (s.out[p] and (s.resources[p] or s.hand[p] or s.deck[p])):
            out.append(f"seat {p} has {s.resources[p]} resources, {len(s.hand[p])} cards in hand")
    _outcome(s, characters, out)
    _turn(s, out)
    return out


def _cards(s: DestinyState, found: Counter[int], out: list[str]) -> None:
    """Every card of a deck list is in exactly one place: deck, hand, discard pile,
    set aside, in play, in limbo while it resolves (SWD-LIMBO-01), or in the hand of the
    player of Pulling the Strings, who puts them back one by one; an eliminated
    player's cards may have left the game (SWD-MULTI-11)."""
    lists = _deck_cards(s.game)
    full: Counter[int] = Counter()
    gone_ok: Counter[int] = Counter()
    for p, cards in enumerate(lists):
        full.update(cards)
        if s.out[p]:
            gone_ok.update(cards)
    gone, extra = full - found, found - full
    if extra or gone - gone_ok:
        out.append(
            f"cards missing {sorted((gone - gone_ok).elements())}, extra {sorted(extra.elements())}"
        )


def _dice(s: DestinyState, out: list[str]) -> None:
    """A die belongs to its card: on it or in the pool while the card is in play
    (SWD-REMOVE-01: a removed die goes back to its card), never while it is not; a die
    rolled by Ace in the Hole is in the pool without its card. An eliminated player's
    dice are out of the game (SWD-MULTI-11)."""
    units = s.units
    out_of_game = s.out
    for d in s.dice:
        in_play = d.unit >= 0 and units[d.unit].in_play
        if (d.where == ON_CARD or (d.where == IN_POOL and not d.ace)) and not in_play:
            out.append(f"die {d.id} is {('on its card', 'in a pool')[d.where]} without its card")
        elif d.where == SET_ASIDE and in_play and not d.ace:
            out.append(f"die {d.id} is set aside while its card is in play")
        if out_of_game[d.owner] and d.where != OUT_OF_GAME:
            out.append(f"die {d.id} of an eliminated player is still in the game")


def _outcome(s: DestinyState, characters: list[int], out: list[str]) -> None:
    """The game ends exactly when a win rule says so (SWD-WIN-02, -03, -04); with more
    players, a player without characters is out, and the last one left wins
    (SWD-MULTI-10, -12), unless all those left run out of cards at once (the
    battlefield decides, our reading of SWD-OPEN-10)."""
    n = len(characters)
    living = [p for p in range(n) if not s.out[p]]
    if s.winner < 0:
        if s.is_terminal():  # every way a game ends names a winner (SWD-WIN-01)
            out.append("the game is over but nobody won")
        for seat in living:
            if not characters[seat]:
                out.append(f"seat {seat} has no characters left but the game goes on")
        if len(living) < 2:
            out.append(f"the game goes on with {len(living)} player left")
        return
    if n == 2:
        loser = 1 - s.winner
        if characters[loser] and (s.hand[loser] or s.deck[loser]):
            out.append(f"seat {s.winner} won but seat {loser} has characters and cards")
        return
    ran_out = all(not s.hand[p] and not s.deck[p] for p in living)  # the battlefield decides
    if s.winner not in living or (living != [s.winner] and not ran_out):
        out.append(f"seat {s.winner} won but seats {living} are still in the game")


def _turn(s: DestinyState, out: list[str]) -> None:
    """The turn and the battlefield belong to players still in the game (SWD-MULTI-06,
    SWD-OPEN-10); an action decision is the turn player's. (A player who claimed and
    was then eliminated keeps the round's claim: it was made. A player eliminated by
    their own action, e.g. Noble Sacrifice of their last character, keeps the turn
    until that action has resolved; no new action is theirs.)"""
    if s.winner >= 0:
        return
    decision = s.decision()
    if s.out[s.turn] and decision.kind in ("action", "extra-action"):
        out.append(f"seat {s.turn}, out of the game, has the turn")
    if not -1 <= s.claimed < len(s.out):  # one claim a round at most (SWD-MULTI-08)
        out.append(f"the battlefield is claimed by seat {s.claimed}")
    field = s.battlefield
    if field >= 0 and s.out[s.units[field].controller]:
        out.append(f"seat {s.units[field].controller}, out of the game, controls the battlefield")
    if decision.kind == "action" and decision.seat != s.turn:
        out.append(f"seat {decision.seat} takes an action in seat {s.turn}'s turn")
