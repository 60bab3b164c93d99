"""How the heuristic plays Black Panther (T'Challa), apart from every other hero: his
upgrades kept for Wakanda Forever!, the order of its steps by his fitted evaluation
table (:mod:`~.panther_weights`), the scheme thwarted from its first point of threat,
and which upgrade Affairs of State discards. Read by :mod:`~.heuristic` only for his
identity, so no other hero's play changes (docs/marvel-champions-planner.md, sessions
40 and 41)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.marvel_champions.panther_weights import PANTHER_FITTED

if TYPE_CHECKING:
    from rulebound.games.marvel_champions.heuristic import Position

# Black Panther's upgrades with a Special that Wakanda Forever! resolves; Panther Claws
# (4 damage as the final step) is kept for last.
PANTHER_UPGRADES = ("Tactical Genius", "Vibranium Suit", "Energy Daggers", "Panther Claws")
# Identities whose Wakanda Forever! resolve the Black Panther upgrades.
PANTHER_HAND = frozenset({"Black Panther", "T'Challa"})
# A Black Panther upgrade in his hand, not yet out, is worth this more: once out it is a
# step of every Wakanda Forever! (five in his deck), so it is played, not spent as a
# resource (games 0-8 of seed 1 against Rhino: 14 of 26 such upgrades drawn went to pay
# for other cards, Panther Claws for a Wakanda Forever! that then lacked its last step).
PANTHER_HELD = 4.0
# Black Panther thwarts (rather than attacks) once the main scheme holds this much
# threat, not only when it is urgent: his fitted evaluation table (panther_weights)
# weighs a point of threat like 3.7 of Rhino's hit points, and his basic thwart (2)
# and Tactical Genius's last step (2 threat) beat his basic attack and Panther Claws'
# (session 41: the heuristic alone won 97 of 1000 games against 23; the planner with
# it, docs/marvel-champions-planner.md).
PANTHER_THWART = 1
# Affairs of State discards one of his upgrades: the one worth least first. Vibranium
# Suit's step moves damage he may not have; Panther Claws' is 4 damage as the last step.
# (It discarded the lowest uid: Energy Daggers, or Panther Claws, in 8 of 8 reveals.)
PANTHER_DISCARD_ORDER = ("Vibranium Suit", "Energy Daggers", "Tactical Genius", "Panther Claws")


def thwarts(pos: Position) -> bool:
    """Black Panther thwarts rather than attacks: the main scheme holds
    :data:`PANTHER_THWART` threat or more and no crisis scheme blocks it."""
    return (
        pos.me.get("identity") in PANTHER_HAND and not pos.crisis and pos.threat >= PANTHER_THWART
    )


def step_worth(name: str, pos: Position) -> float:
    """What a Black Panther upgrade in his hand adds: a step more of every Wakanda
    Forever! once it is out, when it is not already out (they are unique)."""
    if pos.me.get("identity") not in PANTHER_HAND or name not in PANTHER_UPGRADES:
        return 0.0
    return 0.0 if name in pos.in_play_names else PANTHER_HELD


def upgrade_to_discard(options: dict[int, str]) -> int:
    """The Black Panther upgrade Affairs of State discards: the one worth least to his
    Wakanda Forever! (:data:`PANTHER_DISCARD_ORDER`); ``options``: action to card name."""
    return min(options, key=lambda a: (PANTHER_DISCARD_ORDER.index(options[a]), a))


def _order(label: str) -> int:
    return next((i for i, n in enumerate(PANTHER_UPGRADES) if n in label), 0)


def last_gain(label: str, pos: Position) -> float:
    """What the last step of Wakanda Forever! adds when it is this upgrade's (its Special
    doubled), in his fitted table's points (:data:`~.panther_weights.PANTHER_FITTED`),
    no more than the position has room for: a second point of threat only on a scheme
    holding 2, Vibranium Suit's second damage moved only off a hero who has 2."""
    table = PANTHER_FITTED
    hit = -table["villain_hp"]
    if "Tactical Genius" in label:
        return -table["threat"] * min(1, max(pos.threat - 1, 0))
    if "Vibranium Suit" in label:  # a hit point more (and out of reach when he is hurt)
        heal = table["hero_hp"] - (table["low_hp"] if pos.hurt() else 0.0)
        return (heal + hit) * min(1, max(pos.damage - 1, 0))
    if "Panther Claws" in label:
        return hit * min(2, max(pos.villain_hp - 2, 0))
    if "Energy Daggers" in label:
        return hit * min(1, max(pos.villain_hp - 1, 0))
    return 0.0


def step_order(label: str, pos: Position) -> float:
    """Where a step of Wakanda Forever! goes: the one whose doubling his table prices
    highest (:func:`last_gain`) last, ties in :data:`PANTHER_UPGRADES`' order.
    (Session 41 put Tactical Genius last whenever the heuristic would thwart, even on a
    scheme holding 1 threat, and Panther Claws last otherwise, even with him hurt.)"""
    return last_gain(label, pos) + 0.01 * _order(label)
