"""What the bots make of a scenario's goal beyond killing monsters: the goal treasure
tiles to loot (scenarios 7 and 9), read from a seat's view (``objective`` and the
map's ``goal_treasures``; the scenario book and map are open to every player).

One character goes for the tiles while monsters stand -- the one nearest a tile,
not the tank while someone else can go (the tank holds the monsters off) -- and,
with no monster in sight, everyone does. Where no monster has to die for the goal,
everyone walks on to the tiles and the next doors whatever stands in the room.
Where a tile is taken only by a Loot ability (Vibrant Grotto), the card scores count
a Loot that reaches a tile (:func:`bot_cards.run_value`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebound.games.gloomhaven.classes import load_class
from rulebound.kernel.hexgrid import Hex, distance


def goal_tiles(view: Mapping[str, Any]) -> list[Hex]:
    """The goal treasure tiles on the board still to loot."""
    if not view.get("objective", {}).get("goal_tiles_left"):
        return []
    return [(int(q), int(r)) for q, r in view["map"].get("goal_treasures", ())]


def loot_only(view: Mapping[str, Any]) -> bool:
    """Whether the goal is the tiles alone, monsters left standing (Vibrant Grotto):
    then no one waits for a room to be cleared before walking on."""
    objective = view.get("objective", {})
    return bool(objective.get("goal_tiles_left")) and not objective.get("kill_monsters", True)


def by_ability(view: Mapping[str, Any]) -> bool:
    """Whether a goal tile is taken only by a Loot ability."""
    return bool(view.get("objective", {}).get("loot_by_ability"))


def looter(view: Mapping[str, Any], tiles: list[Hex]) -> int:
    """The seat that goes for the goal tiles while monsters stand: the character
    nearest a tile (hexes, then seat), the tank (most maximum HP) only if it is the
    only one left. -1: no one can."""
    party = [c for c in view["characters"] if c["hex"] and not c["exhausted"]]
    if not party:
        return -1
    if len(party) > 1:
        tank = max(party, key=tank_rank)
        party = [c for c in party if c["seat"] != tank["seat"]]

    def near(c: Mapping[str, Any]) -> tuple[int, int]:
        q, r = c["hex"]
        return (min(distance((int(q), int(r)), t) for t in tiles), c["seat"])

    return int(min(party, key=near)["seat"])


def tank_rank(c: Mapping[str, Any]) -> tuple[int, int, int]:
    """The key that picks the tank (the character who takes the hits and opens the
    doors) from a view's characters: the most maximum HP, then the larger hand (it can
    lose more cards to negate hits), then the first seat. Without the hand size, the
    Spellweaver (6 HP, 8 cards) tanked for the Mindthief (6 HP, 10 cards) whenever it
    sat first: the monsters focused it and it opened the doors (traced games)."""
    return (int(c["max_hp"]), tank_hand(str(c["class"])), -int(c["seat"]))


def tank_hand(class_name: str) -> int:
    """A class's hand size (the tank's second key)."""
    return load_class(class_name.lower()).hand_size


def tile_distance(view: Mapping[str, Any], me: Mapping[str, Any]) -> int:
    """For the card scores: my hexes to the nearest goal tile that only a Loot ability
    takes, if I am to loot it now; -1 otherwise (a Loot is then worth its coins)."""
    tiles = goal_tiles(view)
    if not tiles or not by_ability(view) or not me["hex"]:
        return -1
    if view["monsters"] and looter(view, tiles) != me["seat"]:
        return -1
    q, r = me["hex"]
    return min(distance((int(q), int(r)), t) for t in tiles)


GOAL_LOOT = 40.0
"""What a Loot that takes a goal tile adds to a half's score (about two strong
attacks: the tiles are the goal)."""
