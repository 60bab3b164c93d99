"""The play area and its indexes of the cards in play by card and by type.

``s.play`` lists the uids in play in the order they entered; ``s.by_card`` maps a card
(an index into the pool) to the uids in play showing it, and ``s.by_type`` a card type
("ally", "minion"...) to the uids in play of that type, both in that same order. They
exist for speed: a trigger window, a forced ability or an Action asks "which cards in
play have an ability on this trigger", and the game's ability indexes name a handful
of cards; the turn asks for the player's allies, the minions, the side schemes. Looking
those up beats walking the whole play area every time.

Every change of the play area, or of the card a unit in play shows (a form change, a
new villain stage, a Drone, a card turned into another type), goes through the
functions below, which keep the three in step. ``check`` recomputes the indexes from
the play area: the game's invariants (:mod:`.invariants`) run it at every decision of
the conformance tests. Values are tuples, so a clone copies the dicts only.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.games.marvel_champions.state import McState


def put(s: McState, uid: int) -> None:
    """``uid`` enters play (last in the play area)."""
    s.play.append(uid)
    card = s.units[uid].card
    s.by_card[card] = (*s.by_card.get(card, ()), uid)
    kind = s.cards[card].type
    s.by_type[kind] = (*s.by_type.get(kind, ()), uid)


def take(s: McState, uid: int) -> None:
    """``uid`` leaves the play area (whatever happens to it next)."""
    s.play.remove(uid)
    card = s.units[uid].card
    _drop(s.by_card, card, uid)
    _drop(s.by_type, s.cards[card].type, uid)


def replace(s: McState, old: int, new: int) -> None:
    """``new`` takes the place of ``old`` in the play area (a swap)."""
    s.play[s.play.index(old)] = new
    card = s.units[old].card
    _drop(s.by_card, card, old)
    _drop(s.by_type, s.cards[card].type, old)
    _reindex(s, s.units[new].card)


def set_card(s: McState, uid: int, card: int) -> None:
    """``uid`` shows ``card`` from now on (in play or not)."""
    u = s.units[uid]
    old = u.card
    u.card = card
    if old != card and uid in s.by_card.get(old, ()):
        _drop(s.by_card, old, uid)
        _drop(s.by_type, s.cards[old].type, uid)
        _reindex(s, card)


def rebuild(s: McState) -> None:
    """The index recomputed from the play area (a state whose play area was copied)."""
    s.by_card, s.by_type = computed(s)


def computed(s: McState) -> tuple[dict[int, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    by_card: dict[int, tuple[int, ...]] = {}
    by_type: dict[str, tuple[int, ...]] = {}
    units, cards = s.units, s.cards
    for uid in s.play:
        card = units[uid].card
        by_card[card] = (*by_card.get(card, ()), uid)
        kind = cards[card].type
        by_type[kind] = (*by_type.get(kind, ()), uid)
    return by_card, by_type


def check(s: McState) -> list[str]:
    """What is wrong with the index (nothing, unless a change bypassed this module)."""
    if (s.by_card, s.by_type) != computed(s):
        return ["the index of the cards in play by card and type is not the play area's"]
    return []


def of_type(s: McState, *kinds: str) -> list[int]:
    """The cards in play of these types, in play order (one type: ``s.by_type``)."""
    by_type = s.by_type
    found: list[int] = []
    matched = 0
    for kind in kinds:
        uids = by_type.get(kind)
        if uids is not None:
            found += uids
            matched += 1
    if matched > 1:
        found.sort(key=s.play.index)
    return found


def showing(s: McState, cards: Collection[int]) -> list[int]:
    """The cards in play showing one of ``cards``, in play order. For the hot paths:
    a trigger's abilities, the constant modifiers of a stat, the resource abilities
    are on a few cards of the game, while the play area holds a dozen or more, so
    the index is looked up instead of reading every card in play."""
    by_card = s.by_card
    found: list[int] = []
    matched = 0
    if len(cards) < len(by_card):
        for card in cards:
            uids = by_card.get(card)
            if uids is not None:
                found += uids
                matched += 1
    else:
        for card, uids in by_card.items():
            if card in cards:
                found += uids
                matched += 1
    if matched > 1:  # one card's entry is in play order already
        found.sort(key=s.play.index)
    return found


def named_like(s: McState, uid: int) -> tuple[int, ...] | list[int]:
    """The cards in play with the name of ``uid``'s card, in play order (log lines tell
    copies apart by it): the index's entry of that card, unless other cards of the
    game share its name."""
    card = s.units[uid].card
    same = s.game.same_name[card]
    by_card = s.by_card
    if len(same) == 1:
        return by_card.get(card, ())
    found: list[int] = []
    matched = 0
    for c in same:
        uids = by_card.get(c)
        if uids is not None:
            found += uids
            matched += 1
    if matched > 1:  # one card's entry is in play order already (a villain's stages)
        found.sort(key=s.play.index)
    return found


def _drop(index: dict[Any, tuple[int, ...]], key: Any, uid: int) -> None:
    rest = tuple([u for u in index[key] if u != uid])
    if rest:
        index[key] = rest
    else:
        del index[key]


def _reindex(s: McState, card: int) -> None:
    # a unit joins the cards showing ``card`` (and those of its type) somewhere in the
    # middle of the play area: rare (form changes, stages), so the entries are
    # recomputed
    units, cards = s.units, s.cards
    kind = cards[card].type
    _set(s.by_card, card, tuple([u for u in s.play if units[u].card == card]))
    _set(s.by_type, kind, tuple([u for u in s.play if cards[units[u].card].type == kind]))


def _set(index: dict[Any, tuple[int, ...]], key: Any, found: tuple[int, ...]) -> None:
    if found:
        index[key] = found
    else:
        index.pop(key, None)
