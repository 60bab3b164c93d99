"""The front-end side of Marvel Mission Arena: card descriptions, the names a seat
may not see, how a decision is told to the other seat, and the rule options in force.

A card's id is its key in the card pool (``"thor-c"``): copies of one card share a
description, and the key tells nothing a seat does not already see, since it is
only given for cards in that seat's view.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rulebound.games.mission_arena.challenges import WEAK_POINT_BONUS
from rulebound.games.mission_arena.queries import BEATS
from rulebound.kernel.errors import UnknownObjectError

if TYPE_CHECKING:
    from rulebound.games.mission_arena.cards import Card
    from rulebound.games.mission_arena.state import MissionArenaState

SECRET_KINDS = ("deploy-active", "deploy-reserve")
"""Decisions answered face down (MTCG-SETUP-03 to -05): the other seat learns only
that a protagonist was deployed."""


def card_text(card: Card) -> str:
    """The card's rules text: its Special Ability (our paraphrase), Nemesis and members."""
    parts = []
    if card.ability is not None:
        parts.append(f"{card.ability.label()}. {card.ability.text}".strip())
    if card.nemesis:
        parts.append(f"Nemesis: {card.nemesis} (defeating it wins the game by Battle of Fate).")
    if card.members:
        parts.append(f"Team of {', '.join(card.members)}.")
    parts.append(f"Worth {card.mission_points} Mission Point{'s' * (card.mission_points != 1)}.")
    return " ".join(parts)


def describe_card(card: Card) -> dict[str, Any]:
    """The full description of one card (the kernel's description format)."""
    return {
        "id": card.key,
        "name": card.name,
        "subtitle": card.version,
        "kind": "team" if card.is_team else "protagonist",
        "text": card_text(card),
        "stats": {
            "Attack": card.attack,
            "Defense": card.defense,
            "Resistance": card.resistance,
            "Mission Points": card.mission_points,
        },
        "traits": [card.alignment, card.affiliation],
        "keywords": [f"skill {card.skill}", f"beats {BEATS[card.skill]}"],
        "rarity": card.rarity,
    }


def visible_cards(s: MissionArenaState, seat: int) -> set[int]:
    """Pool indexes of every card ``seat`` can see: its own hand, both discard piles,
    the Missions, and the Squads it may look at (its own; the opponent's once revealed)."""
    seen: set[int] = set()
    for owner in (0, 1):
        if owner == seat:
            seen.update(s.hand[owner])
        seen.update(s.discard[owner])
        seen.update(s.missions[owner])
        if s.mission_active[owner] >= 0:
            seen.add(s.mission_active[owner])
        if owner == seat or s.revealed:
            for pos in range(owner * 5, owner * 5 + 5):
                seen.update(s.stacks[pos])
    return seen


def visible_objects(s: MissionArenaState, seat: int) -> dict[str, dict[str, Any]]:
    objects: dict[str, dict[str, Any]] = {}
    for index in sorted(visible_cards(s, seat)):
        card = s.cards[index]
        objects.setdefault(card.key, describe_card(card))
    return objects


def describe_visible(s: MissionArenaState, key: str, seat: int) -> dict[str, Any]:
    """One card's description, if ``seat`` can see a copy (else a one-line error)."""
    card = s.game.pool.by_key.get(key)
    if card is None or card.id not in visible_cards(s, seat):
        raise UnknownObjectError(f"no visible card or object with id {key!r}")
    return describe_card(card)


def hidden_names(s: MissionArenaState, seat: int) -> set[str]:
    """Names of the cards ``seat`` cannot see: the opponent's hand, every deck and
    Power Point (MTCG-PP-01), and the opponent's face-down Squad. A name the seat
    sees in play or was told in the log (a Mission taken into hand, a card recycled
    from the discard pile) is no secret, wherever its copy went since."""
    hidden: set[int] = set()
    for owner in (0, 1):
        hidden.update(s.deck[owner])
        for pos in range(owner * 5, owner * 5 + 5):
            hidden.update(s.ready[pos])
            hidden.update(s.engaged[pos])
            if owner != seat and not s.revealed:
                hidden.update(s.stacks[pos])
        if owner != seat:
            hidden.update(s.hand[owner])
    seen = {s.cards[c].name for c in visible_cards(s, seat)}
    return {s.cards[c].name for c in hidden} - seen - told_names(s, seat)


def told_names(s: MissionArenaState, seat: int) -> set[str]:
    """Card names the log has told ``seat`` so far, read on from where the last call
    stopped (the log only grows), so that asking after every decision stays cheap."""
    if not 0 <= seat < 2 or s.events is None:
        return set()
    read, names = s.told[seat]
    events = s.events
    if read < len(events):
        pool = {card.name for card in s.game.pool.cards}
        for event in events[read:]:
            if event.visible_to(seat):
                names.update(name for name in pool if name in event.text)
        s.told[seat] = (len(events), names)
    return names


def public_action_string(s: MissionArenaState, action: int) -> str:
    decision = s.decision()
    if decision.kind in SECRET_KINDS:
        where = "Active" if decision.kind == "deploy-active" else "Reserve"
        return f"Deploy a protagonist face down to the {where} zone"
    # "target your discard pile" is the decider's; the others read "their discard pile"
    return re.sub(r"\byour\b", "their", s.action_to_string(action))


def rules_in_force(s: MissionArenaState) -> list[str]:
    """The rule options of this game, as lines a player reads beside the board."""
    params = s.game.params
    lines = []
    if not params["special_abilities"]:
        lines.append("Special Abilities off")
    weak = params["weak_points"]
    if weak == "A":
        lines.append("Weak Points A: a challenger hitting its Weak Point makes a Double Hit")
    elif weak == "B":
        lines.append(f"Weak Points B: a challenger hitting its Weak Point gets +{WEAK_POINT_BONUS}")
    if params["first_turn_counts"]:
        lines.append("The first turn counts: 10 turns")
    if params["defeat_needs_more"]:
        lines.append("Defeat needs Attack above Defense + Resistance")
    if params["brute_force_miss"] != "exhaust":
        lines.append("A Brute Force that does not defeat has no effect")
    if params["swap_returns_hit_points"] != "moved":
        lines.append("A swap returns Hit Points only to the card going to hand")
    return lines


def weak_point_note(s: MissionArenaState, attacker: Card, target: Card) -> str:
    """What the Weak Point rule in force adds to a Challenge ("" if nothing)."""
    weak = s.game.params["weak_points"]
    if weak == "off" or BEATS[attacker.skill] != target.skill:
        return ""
    if weak == "A":
        return "Weak Point: Double Hit"
    return f"Weak Point: +{WEAK_POINT_BONUS} Attack"
