"""The front-end side of Star Wars: Destiny: card and die descriptions, the names a
seat may not see, and how a decision is told to the other seat.

Descriptions come from the card data alone (every card's facts and our own
paraphrased text), so a card added to ``data/*.toml`` is described with no change
here. A card's id is its code (``"01011"``); a die's is ``"die-N"``, N counting the
dice as the setup made them (one per character die, then one per die card of the
deck list, in list order), so it names only the card the die belongs to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.model import IN_POOL, ON_CARD
from rulebound.kernel.errors import UnknownObjectError

if TYPE_CHECKING:
    from rulebound.games.destiny.cards import CardDef
    from rulebound.games.destiny.model import GameDie
    from rulebound.games.destiny.state import DestinyState

PLACES = {ON_CARD: "on its card", IN_POOL: "in the dice pool"}


def die_id(die: GameDie) -> str:
    return f"die-{die.id}"


def describe_card(card: CardDef) -> dict[str, Any]:
    """The full description of one card from its facts."""
    stats: dict[str, Any] = {}
    if card.points:
        stats["Points"] = "/".join(str(p) for p in card.points)
    if card.health:
        stats["Health"] = card.health
    body: dict[str, Any] = {
        "id": card.code,
        "name": card.name,
        "kind": card.type,
        "text": card.text,
        "cost": card.cost if card.type in ("upgrade", "support", "event") else None,
        "stats": stats,
        "icons": [card.color, card.affiliation],
        "traits": list(card.subtypes),
        "keywords": [*card.keywords, *(["unique"] if card.unique else [])],
        "rarity": card.rarity,
    }
    if card.subtitle:
        body["subtitle"] = card.subtitle
    if card.die:
        body["faces"] = [face.label() for face in card.die]
    return body


def describe_die(s: DestinyState, die: GameDie) -> dict[str, Any]:
    card = s.cards[die.card]
    body: dict[str, Any] = {
        "id": die_id(die),
        "name": f"{card.name} die",
        "kind": "die",
        "text": f"The die of {card.title}; it is {PLACES.get(die.where, 'set aside')}.",
        "faces": [face.label() for face in die.faces],
        "owner": die.owner,
        "zone": "pool" if die.where == IN_POOL else "card",
        "card": card.code,
    }
    if die.where == IN_POOL:
        body["current_face"] = die.face.label()
    return body


def visible_card_indexes(s: DestinyState, seat: int) -> set[int]:
    """Every card ``seat`` can see: in play (with the battlefield), in its hand, in
    both discard piles, out of play in limbo, and at set-up the battlefields."""
    seen = {u.card for u in s.units if u.in_play}
    if 0 <= seat < len(s.hand):
        seen.update(s.hand[seat])
    for owner in range(len(s.hand)):
        seen.update(s.discard[owner])
        seen.update(s.aside[owner])
    seen.update(s.limbo)
    if s.battlefield < 0:  # set aside face up until one is chosen (SWD-SETUP-03)
        seen.update(s.game.pool.by_code[s.game.decks[p].battlefield].index for p in s.table)
    return seen


def visible_objects(s: DestinyState, seat: int) -> dict[str, dict[str, Any]]:
    objects: dict[str, dict[str, Any]] = {}
    for index in sorted(visible_card_indexes(s, seat)):
        card = s.cards[index]
        objects.setdefault(card.code, describe_card(card))
    for die in s.dice:
        if die.where in PLACES:
            objects[die_id(die)] = describe_die(s, die)
    return objects


def describe_visible(s: DestinyState, key: str, seat: int) -> dict[str, Any]:
    """``visible_objects(s, seat)[key]`` without describing every other card and die
    (a front end asks for one; the conformance suite asks for each in turn)."""
    dice = [die for die in s.dice if die.where in PLACES and die_id(die) == key]
    if dice:  # a die's entry is written last there
        return describe_die(s, dice[-1])
    for index in sorted(visible_card_indexes(s, seat)):
        if s.cards[index].code == key:  # the first copy's, as there
            return describe_card(s.cards[index])
    raise UnknownObjectError(f"no visible card or object with id {key!r}")


def hidden_names(s: DestinyState, seat: int) -> set[str]:
    """Names of the cards ``seat`` cannot see (the opponent's hand, both decks), less
    the names it sees or was told (a card looked at, shuffled back, discarded)."""
    hidden = {c for deck in s.deck for c in deck}
    for p in range(len(s.hand)):
        if p != seat:
            hidden |= set(s.hand[p])
    seen = {s.cards[c].name for c in visible_card_indexes(s, seat)}
    told = " ".join(s.log_for(seat))
    return {name for name in {s.cards[c].name for c in hidden} - seen if name not in told}


def public_action_string(s: DestinyState, action: int) -> str:
    """The label, unless it names a card the other seat may not know of (a card
    picked from the hand for a mulligan): then only that a card was picked. A card
    picked for a mulligan stays secret even when the other seat sees a card of
    that name elsewhere: which cards go back is the secret."""
    label = s.action_to_string(action)
    decision = s.decision()
    decider = decision.seat
    if decision.kind == "place-card":  # Pulling the Strings: cards only it has seen
        bottom = (action - enc.OPTION) % 2
        return "put a card at the bottom" if bottom else "put a card on top"
    if not 0 <= decider < len(s.hand):
        return label
    if decision.kind == "choose-battlefield":  # "your battlefield" is the chooser's
        for whose, owner in (("your opponent's", 1 - decider), ("your", decider)):
            if label.startswith(f"{whose} battlefield"):
                return f"{s.player_name(owner)}'s" + label[len(whose) :]
    secret = {s.cards[c].name for c in s.hand[decider]}
    if decision.kind != "mulligan":
        others = [p for p in range(len(s.hand)) if p != decider]
        secret &= set().union(*(hidden_names(s, p) for p in others))
    if any(name in label for name in secret):
        return "pick a card from hand"
    return label
