"""Personal Quest cards as data (``data/campaigns/personal_quests.yaml``).

>>> [q.number for q in QUESTS][:2], QUESTS[1].requirements[0].target
([511, 512], 200)
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

from rulebound.games.gloomhaven.items import SLOTS
from rulebound.games.gloomhaven.yaml_files import parse_yaml
from rulebound.kernel.errors import DataError

COUNTS = (
    "gold",
    "checkmarks",
    "scenarios",
    "side-scenarios",
    "boss-scenarios",
    "donated",
    "retired",
    "exhausted",
    "items-head",
    "items-body",
    "items-legs",
    "items-hands",
    "items-small",
)
# The Item slots each ``items-...`` count takes (GHS's "itemType:onehand|twohand").
ITEM_COUNTS = {
    "items-head": ("head",),
    "items-body": ("body",),
    "items-legs": ("legs",),
    "items-hands": ("onehand", "twohand"),
    "items-small": ("small",),
}


@dataclass(frozen=True)
class Requirement:
    text: str
    counts: str
    target: int


@dataclass(frozen=True)
class Quest:
    number: int
    unlocks: str
    requirements: tuple[Requirement, ...]

    @property
    def goal(self) -> str:
        """What the quest asks, in our words: ``"Own 200 gold"`` (never what it unlocks,
        which the card keeps sealed until the quest is done)."""
        return "; ".join(r.text for r in self.requirements)


def parse_quests(data: Any, origin: str) -> tuple[Quest, ...]:
    if not isinstance(data, dict) or not isinstance(data.get("quests"), list):
        raise DataError(f"{origin}: expected a map with a list of quests")
    quests = []
    for i, raw in enumerate(data["quests"]):
        where = f"{origin}: quests[{i}]"
        try:
            reqs = tuple(
                Requirement(str(r["text"]), str(r["counts"]), int(r["target"]))
                for r in raw["requirements"]
            )
            quest = Quest(int(raw["number"]), str(raw["unlocks"]), reqs)
        except (KeyError, TypeError, ValueError):
            raise DataError(f"{where}: needs number, unlocks and requirements") from None
        for req in reqs:
            if req.counts not in COUNTS:
                raise DataError(f"{where}: counts is one of {', '.join(COUNTS)}")
        quests.append(quest)
    return tuple(quests)


def _load() -> tuple[Quest, ...]:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "campaigns"
    origin = "data/campaigns/personal_quests.yaml"
    text = (ref / "personal_quests.yaml").read_text(encoding="utf-8")
    return parse_quests(parse_yaml(text, origin), origin)


QUESTS = _load()


def parse_item_slots(data: Any, origin: str) -> dict[int, str]:
    """``{slots: {item number: slot}}`` (``data/campaigns/item_slots.yaml``)."""
    slots = data.get("slots") if isinstance(data, dict) else None
    if not isinstance(slots, dict) or not all(
        type(n) is int and s in SLOTS for n, s in slots.items()
    ):
        raise DataError(f"{origin}: slots maps item numbers to {', '.join(SLOTS)}")
    return slots


def _load_slots() -> dict[int, str]:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "campaigns"
    origin = "data/campaigns/item_slots.yaml"
    text = (ref / "item_slots.yaml").read_text(encoding="utf-8")
    return parse_item_slots(parse_yaml(text, origin), origin)


ITEM_SLOTS = _load_slots()


def owned_in_slots(items: tuple[int, ...], counts: str) -> int:
    """How many of ``items`` (a character's owned Items) an ``items-...`` requirement
    counts: those of its slots (Personal Quest 511; every item card has a slot)."""
    return sum(1 for item in items if ITEM_SLOTS.get(item) in ITEM_COUNTS[counts])
