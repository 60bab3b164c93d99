"""Monster statistic cards and ability decks, from ``data/monsters.yaml``.

    >>> book = load_monsters()
    >>> guard = book.monsters["bandit-guard"]
    >>> guard.stats(1, "elite")["shield"], len(book.decks["guard"])
    (1, 8)
    >>> card = book.card("guard", 525)          # Move +1, Attack -1
    >>> plan = turn_plan(guard, 1, "normal", card)
    >>> plan.move, plan.attack_value, plan.ability.range
    (4, 1, 0)

:func:`turn_plan` adds a card to a stat card (GH-MACT-03: a signed value modifies
the stat, a plain one is a new ability) and gives the monster AI its
:class:`~rulebound.games.gloomhaven.monster_ai.MonsterAbility`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from typing import Any

import yaml

from rulebound.games.gloomhaven.monster_ai import MonsterAbility
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex

LEVELS = range(8)
STAT_KEYS = {
    "health",
    "move",
    "attack",
    "range",
    "shield",
    "retaliate",
    "retaliate_range",
    "target",
    "pierce",
    "flying",
    "attack_conditions",
}
ADJACENT_TARGETS = ("all-adjacent", "one-adjacent")
ACTIONS = {
    "move",
    "attack",
    "shield",
    "retaliate",
    "heal",
    "condition",
    "infuse",
    "consume",
    "loot",
    "create_trap",
    "summon",
}


@dataclass(frozen=True)
class MonsterType:
    id: str
    name: str
    deck: str
    standees: int
    table: dict[int, dict[str, dict[str, Any]]]

    def stats(self, level: int, rank: str) -> dict[str, Any]:
        """The stat card at a scenario level (GH-SETUP-16) for ``normal`` or ``elite``."""
        return self.table[level][rank]


@dataclass(frozen=True)
class AbilityCard:
    id: int
    initiative: int
    shuffle: bool
    actions: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class Bestiary:
    monsters: dict[str, MonsterType]
    decks: dict[str, tuple[AbilityCard, ...]]

    def card(self, deck: str, card_id: int) -> AbilityCard:
        return next(c for c in self.decks[deck] if c.id == card_id)


@dataclass(frozen=True)
class TurnPlan:
    """A monster's turn: the stat card plus its type's ability card."""

    move: int
    attack_value: int
    ability: MonsterAbility
    others: tuple[dict[str, Any], ...] = field(default_factory=tuple)


def _modify(base: int, value: Any) -> int:
    """A signed string modifies the stat-card value; an int replaces it (GH-MACT-03)."""
    if isinstance(value, str):
        return max(0, base + int(value))
    return int(value)


def turn_plan(
    monster: MonsterType,
    level: int,
    rank: str,
    card: AbilityCard,
    conditions: frozenset[str] = frozenset(),
) -> TurnPlan:
    """Combine a stat card and an ability card into what the AI needs. Only the
    card's first move and first attack shape the focus (GH-FOCUS-01)."""
    stats = monster.stats(level, rank)
    move = attack_value = 0
    moves = False
    attack: dict[str, Any] | None = None
    others = []
    for action in card.actions:
        if "move" in action and not moves:
            move, moves = _modify(stats["move"], action["move"]), True
        elif "attack" in action and attack is None:
            attack = action
            attack_value = _modify(stats["attack"], action["attack"])
        else:
            others.append(action)
    reach = 0
    targets = int(stats.get("target", 1))
    area: tuple[Hex, ...] = ()
    if attack is not None:
        reach = (
            _modify(int(stats.get("range", 0)), attack["range"])
            if "range" in attack
            else int(stats.get("range", 0))
        )
        targets = int(attack.get("target", targets))
        special = attack.get("special_target")
        if special == "one-enemy":
            targets = 1
        area = tuple((int(q), int(r)) for q, r in attack.get("area", ()))
        # GH-MATK-04: an area with a grey hex, or an attack on adjacent enemies, is
        # not ranged whatever the stat card's Range says.
        if special in ADJACENT_TARGETS:
            reach = 0
            targets = 6 if special == "all-adjacent" else 1
    grey = bool(attack.get("area_melee", reach == 0)) if attack is not None else True
    ability = MonsterAbility(
        move=move,
        flying=bool(stats.get("flying", False)),
        attack=attack is not None,
        range=0 if area and grey else reach,
        targets=targets,
        aoe=area,
        aoe_melee=grey,
        muddled="muddle" in conditions,
        disarmed="disarm" in conditions,
        immobilized="immobilize" in conditions,
    )
    return TurnPlan(move, attack_value, ability, tuple(others))


def parse_bestiary(data: Any, origin: str) -> Bestiary:
    if not isinstance(data, dict) or "monsters" not in data or "decks" not in data:
        raise DataError(f"{origin}: expected 'monsters' and 'decks'")
    decks: dict[str, tuple[AbilityCard, ...]] = {}
    ids: set[int] = set()
    for deck_id, cards in data["decks"].items():
        parsed = []
        for entry in cards:
            where = f"{origin}: deck {deck_id} card {entry.get('id')}"
            if entry.get("id") in ids:
                raise DataError(f"{where}: card id used twice")
            ids.add(entry["id"])
            initiative = entry.get("initiative")
            if not isinstance(initiative, int) or not 1 <= initiative <= 99:
                raise DataError(f"{where}: initiative must be 1-99, got {initiative!r}")
            actions = tuple(entry.get("actions") or ())
            for action in actions:
                if not isinstance(action, dict) or next(iter(action), None) not in ACTIONS:
                    raise DataError(f"{where}: unknown action {action!r}")
            parsed.append(
                AbilityCard(int(entry["id"]), initiative, bool(entry.get("shuffle")), actions)
            )
        decks[str(deck_id)] = tuple(parsed)
    monsters = {}
    for type_id, entry in data["monsters"].items():
        where = f"{origin}: monster {type_id}"
        if entry.get("deck") not in decks:
            raise DataError(f"{where}: unknown deck {entry.get('deck')!r}")
        table: dict[int, dict[str, dict[str, Any]]] = {}
        for row in entry.get("stats") or ():
            level = row.get("level")
            for rank in ("normal", "elite"):
                stats = row.get(rank)
                if not isinstance(stats, dict) or not {"health", "move", "attack"} <= set(stats):
                    raise DataError(f"{where}: level {level} {rank}: health, move, attack needed")
                unknown = set(stats) - STAT_KEYS
                if unknown:
                    raise DataError(f"{where}: level {level} {rank}: unknown {sorted(unknown)}")
            table[int(level)] = {"normal": row["normal"], "elite": row["elite"]}
        if sorted(table) != list(LEVELS):
            raise DataError(f"{where}: stats for levels 0-7 needed, got {sorted(table)}")
        monsters[str(type_id)] = MonsterType(
            str(type_id), str(entry["name"]), str(entry["deck"]), int(entry["standees"]), table
        )
    return Bestiary(monsters, decks)


def load_monsters() -> Bestiary:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "monsters.yaml"
    return parse_bestiary(yaml.safe_load(ref.read_text(encoding="utf-8")), "monsters.yaml")
