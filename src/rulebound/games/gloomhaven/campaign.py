"""The campaign record: what a scenario reads from a campaign and what it hands back.

The city (shop, level-ups, enhancements, the Sanctuary, retirement) and the road and
city events are a later layer. This module is the boundary that the scenario rules
need (sections 4, 8.15 and 11): which scenarios are unlocked and completed, the
achievements, the numbered treasures already looted, the City Supply, and each
character's sheet (XP, gold, items, checkmarks).

    >>> record = parse_campaign({"unlocked": [1], "characters": [{"class": "brute"}]}, "x")
    >>> may_play(record, 1, "campaign", (), ())
    ''
    >>> may_play(record, 2, "casual", (), ())
    'scenario 2 is not unlocked'
    >>> sell_value(25), sell_value(30)
    (12, 15)

A record is immutable; :func:`scenario_result` builds the record after a scenario.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from rulebound.games.gloomhaven.yaml_files import parse_yaml, read_file
from rulebound.kernel import files
from rulebound.kernel.errors import DataError
from rulebound.kernel.replay import write_atomic

MODES = ("casual", "campaign")  # GH-SETUP-01
CITY = 0  # the location "Gloomhaven": scenario numbers start at 1
SIDE_SCENARIO = 52  # GH-GLOSS-104: side scenarios are numbered 52 and up


def gain_global(have: frozenset[str], gained: tuple[str, ...] | list[str]) -> frozenset[str]:
    """GH-CAMP-01: a Global Achievement replaces the one of its type. A name
    ``TYPE:VALUE`` (``city-rule:militaristic``) has a type; a plain name is its own.

        >>> sorted(gain_global(frozenset({"city-rule:economic", "x"}), ["city-rule:militaristic"]))
        ['city-rule:militaristic', 'x']
    """
    for name in gained:
        kind = name.split(":", 1)[0] if ":" in name else None
        if kind is not None:
            have = frozenset(a for a in have if not a.startswith(kind + ":"))
        have = have | {name}
    return have


def sell_value(cost: int) -> int:
    """GH-SHOP-06: an Item sells for half its price, rounded down (GH-DX-07)."""
    return cost // 2


@dataclass(frozen=True)
class CharacterSheet:
    """What a character carries from scenario to scenario."""

    cls: str
    xp: int = 0
    gold: int = 0
    items: tuple[int, ...] = ()  # item numbers owned, at most one of each (GH-SHOP-03)
    checkmarks: int = 0  # battle goal checkmarks (GH-SEND-07)
    discard_at_start: int = 0  # cards a pre-scenario event discards (GH-SETUP-28)
    blessings: int = 0  # Bless cards for the next scenario's deck (GH-SANCT-01, GH-SETUP-26)
    donated: bool = False  # already donated during this visit to the city (GH-SANCT-01)
    # What the city layer (campaign_city.py) adds; a hand-written record may leave them out.
    name: str = ""  # the character's name (GH-NEWCHAR-03)
    player: str = ""  # who plays it: retirements count per player (GH-NEWCHAR-06)
    level: int = 0  # 0: the scenario's character_level parameter
    perks: tuple[int, ...] = ()  # indices into the class's perks, one per box (GH-LEVEL-04)
    cards: tuple[int, ...] = ()  # ability cards above level 1 added to the pool (GH-LEVEL-03)
    quest: int = 0  # the Personal Quest card number, 0 for none (GH-NEWCHAR-07)
    quest_progress: tuple[int, ...] = ()  # per requirement of the quest (GH-RETIRE-03)
    start_damage: int = 0  # damage a Road Event deals at the next scenario's start
    # What a Road Event left for the next scenario's start: conditions, and the
    # attack modifier cards of START_CARDS, shuffled into the character's deck.
    start_conditions: tuple[str, ...] = ()


# Entries of start_conditions that are cards for the attack modifier deck, not tokens:
# a Bless or Curse (GH-COND-13, -17) and a -1 card (Road Events 12 and 43).
START_CARDS = ("bless", "curse", "-1")
# An entry "consume:SLOT": one Item of that slot starts the scenario consumed (Road
# Events 9 and 30).
START_CONSUMED = "consume:"


@dataclass(frozen=True)
class Enhancement:
    """A sticker on an ability card (GH-ENH-02): ``what`` is ``+1`` (the action's number)
    or a condition or element added to it; ``action`` counts the half's actions from 0."""

    cls: str
    card: int
    half: str  # top or bottom
    action: int
    what: str


@dataclass(frozen=True)
class CampaignRecord:
    """The campaign as a scenario sees it (GH-GLOSS-46, -50, -51, -65, -66, -108, -114)."""

    unlocked: frozenset[int] = frozenset({1})
    completed: frozenset[int] = frozenset()  # completed in Campaign Mode (GH-SETUP-03)
    global_achievements: frozenset[str] = frozenset()
    party_achievements: frozenset[str] = frozenset()
    looted_treasures: frozenset[int] = frozenset()  # numbered tiles (GH-LOOT-04)
    city_supply: tuple[tuple[int, int], ...] = ()  # (item, copies), sorted
    random_item_designs: tuple[int, ...] = ()  # the deck's cards, in no secret order
    random_side_scenarios: tuple[int, ...] = ()
    prosperity_checkmarks: int = 0
    sanctuary_donations: int = 0  # checkmarks toward the Sanctuary's envelope (GH-SANCT-02)
    location: int = CITY  # where the party is: the city or the last scenario played
    characters: tuple[CharacterSheet, ...] = field(default=())
    # GH-ENH-03: an enhancement belongs to the class's card, for every character of it.
    enhancements: tuple[Enhancement, ...] = ()

    def sheet(self, cls: str) -> CharacterSheet | None:
        return next((c for c in self.characters if c.cls == cls), None)

    def supply(self) -> dict[int, int]:
        return dict(self.city_supply)


# --- reading and writing ---------------------------------------------------------------

_SETS = ("unlocked", "completed", "looted_treasures")
_NAMES = ("global_achievements", "party_achievements")
_DECKS = ("random_item_designs", "random_side_scenarios")
_WHOLE_KEYS = (
    "xp",
    "gold",
    "checkmarks",
    "discard_at_start",
    "blessings",
    "level",
    "quest",
    "start_damage",
)
_NUMBER_LISTS = ("perks", "cards", "quest_progress")
_TEXT_KEYS = ("name", "player")
_SHEET_KEYS = (
    "class",
    "items",
    "donated",
    "start_conditions",
    *_WHOLE_KEYS,
    *_NUMBER_LISTS,
    *_TEXT_KEYS,
)
ENHANCEMENT_KEYS = ("class", "card", "half", "action", "what")


def _whole(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise DataError(f"{where}: expected a whole number >= 0, got {value!r}")
    return value


def _numbers(value: Any, where: str) -> tuple[int, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise DataError(f"{where}: expected a list of numbers, got {value!r}")
    return tuple(_whole(v, f"{where}[{i}]") for i, v in enumerate(value))


def parse_campaign(data: Any, origin: str) -> CampaignRecord:
    """A record from parsed YAML; every problem names ``origin`` and the field."""
    if not isinstance(data, dict):
        raise DataError(f"{origin}: expected a mapping at the top")
    known = {*_SETS, *_NAMES, *_DECKS, "city_supply", "prosperity_checkmarks"}
    known |= {"location", "characters", "sanctuary_donations", "enhancements"}
    for key in data:
        if key not in known:
            raise DataError(f"{origin}: unknown field {key!r} (known: {', '.join(sorted(known))})")
    sets = {k: frozenset(_numbers(data.get(k), f"{origin}: {k}")) for k in _SETS}
    if "unlocked" not in data:
        sets["unlocked"] = frozenset({1})
    names = {}
    for key in _NAMES:
        raw = data.get(key) or []
        if not isinstance(raw, list) or not all(isinstance(v, str) and v for v in raw):
            raise DataError(f"{origin}: {key}: expected a list of names, got {raw!r}")
        names[key] = frozenset(raw)
    supply_raw = data.get("city_supply") or {}
    if not isinstance(supply_raw, dict):
        raise DataError(f"{origin}: city_supply: expected item: copies, got {supply_raw!r}")
    supply = tuple(
        sorted(
            (_whole(k, f"{origin}: city_supply"), _whole(v, f"{origin}: city_supply {k}"))
            for k, v in supply_raw.items()
        )
    )
    location = data.get("location", "gloomhaven")
    if location == "gloomhaven":
        location = CITY
    location = _whole(location, f"{origin}: location (gloomhaven or a scenario number)")
    characters: list[CharacterSheet] = []
    for i, raw in enumerate(data.get("characters") or []):
        where = f"{origin}: characters[{i}]"
        if not isinstance(raw, dict) or not isinstance(raw.get("class"), str):
            raise DataError(f"{where}: a character needs a class, e.g. {{class: brute}}")
        for key in raw:
            if key not in _SHEET_KEYS:
                fields = ", ".join(sorted(_SHEET_KEYS))
                raise DataError(f"{where}: unknown field {key!r} (known: {fields})")
        if any(c.cls == raw["class"] for c in characters):
            raise DataError(f"{where}: a second {raw['class']} (one sheet per class)")
        number = {k: _whole(raw.get(k, 0), f"{where}: {k}") for k in _WHOLE_KEYS}
        owned = _numbers(raw.get("items"), f"{where}: items")
        twice = sorted({i for i in owned if owned.count(i) > 1})
        if twice:
            # GH-SHOP-03: a character owns one copy of each item
            raise DataError(f"{where}: two copies of item {twice[0]}; a character owns one of each")
        donated = raw.get("donated", False)
        if not isinstance(donated, bool):
            raise DataError(f"{where}: donated must be true or false, got {donated!r}")
        lists = {k: _numbers(raw.get(k), f"{where}: {k}") for k in _NUMBER_LISTS}
        conditions = raw.get("start_conditions") or []
        if not isinstance(conditions, list) or not all(isinstance(c, str) for c in conditions):
            raise DataError(f"{where}: start_conditions: expected a list of condition names")
        characters.append(
            CharacterSheet(
                raw["class"],
                xp=number["xp"],
                gold=number["gold"],
                items=owned,
                checkmarks=number["checkmarks"],
                discard_at_start=number["discard_at_start"],
                blessings=number["blessings"],
                donated=donated,
                name=str(raw.get("name") or ""),
                player=str(raw.get("player") or ""),
                level=number["level"],
                perks=lists["perks"],
                cards=lists["cards"],
                quest=number["quest"],
                quest_progress=lists["quest_progress"],
                start_damage=number["start_damage"],
                start_conditions=tuple(conditions),
            )
        )
    return CampaignRecord(
        unlocked=sets["unlocked"],
        completed=sets["completed"],
        global_achievements=names["global_achievements"],
        party_achievements=names["party_achievements"],
        looted_treasures=sets["looted_treasures"],
        city_supply=supply,
        random_item_designs=_numbers(data.get(_DECKS[0]), f"{origin}: {_DECKS[0]}"),
        random_side_scenarios=_numbers(data.get(_DECKS[1]), f"{origin}: {_DECKS[1]}"),
        prosperity_checkmarks=_whole(
            data.get("prosperity_checkmarks", 0), f"{origin}: prosperity_checkmarks"
        ),
        sanctuary_donations=_whole(
            data.get("sanctuary_donations", 0), f"{origin}: sanctuary_donations"
        ),
        location=location,
        characters=tuple(characters),
        enhancements=_enhancements(data.get("enhancements"), origin),
    )


def _enhancements(raw: Any, origin: str) -> tuple[Enhancement, ...]:
    found: list[Enhancement] = []
    for i, item in enumerate(raw or []):
        where = f"{origin}: enhancements[{i}]"
        if not isinstance(item, dict) or set(item) != set(ENHANCEMENT_KEYS):
            raise DataError(f"{where}: expected the keys {', '.join(ENHANCEMENT_KEYS)}")
        if item["half"] not in ("top", "bottom"):
            raise DataError(f"{where}: half is top or bottom, got {item['half']!r}")
        found.append(
            Enhancement(
                str(item["class"]),
                _whole(item["card"], f"{where}: card"),
                str(item["half"]),
                _whole(item["action"], f"{where}: action"),
                str(item["what"]),
            )
        )
    return tuple(found)


def load_campaign(path: Path) -> CampaignRecord:
    data = parse_yaml(read_file(path, "campaign record"), str(path))
    with files.checked_data(str(path)):
        return parse_campaign(data, str(path))


def campaign_data(record: CampaignRecord) -> dict[str, Any]:
    """The record as plain data, in the file format (sorted, so files diff well)."""
    return {
        "unlocked": sorted(record.unlocked),
        "completed": sorted(record.completed),
        "global_achievements": sorted(record.global_achievements),
        "party_achievements": sorted(record.party_achievements),
        "looted_treasures": sorted(record.looted_treasures),
        "city_supply": dict(record.city_supply),
        "random_item_designs": list(record.random_item_designs),
        "random_side_scenarios": list(record.random_side_scenarios),
        "prosperity_checkmarks": record.prosperity_checkmarks,
        "sanctuary_donations": record.sanctuary_donations,
        "location": "gloomhaven" if record.location == CITY else record.location,
        "characters": [
            {
                "class": c.cls,
                "xp": c.xp,
                "gold": c.gold,
                "items": list(c.items),
                "checkmarks": c.checkmarks,
                "discard_at_start": c.discard_at_start,
                "blessings": c.blessings,
                "donated": c.donated,
                "name": c.name,
                "player": c.player,
                "level": c.level,
                "perks": list(c.perks),
                "cards": list(c.cards),
                "quest": c.quest,
                "quest_progress": list(c.quest_progress),
                "start_damage": c.start_damage,
                "start_conditions": list(c.start_conditions),
            }
            for c in record.characters
        ],
        "enhancements": [
            {"class": e.cls, "card": e.card, "half": e.half, "action": e.action, "what": e.what}
            for e in record.enhancements
        ],
    }


def save_campaign(record: CampaignRecord, path: Path) -> None:
    """Write the record atomically: a crash never leaves half a campaign."""
    write_atomic(path, yaml.safe_dump(campaign_data(record), sort_keys=False))


# --- before the scenario (section 4) ------------------------------------------------------


def may_play(
    record: CampaignRecord,
    number: int,
    mode: str,
    needs_global: tuple[str, ...],
    needs_party: tuple[str, ...],
    needs_no_global: tuple[str, ...] = (),
) -> str:
    """Why this party may not play scenario ``number`` in ``mode``, or ``""``
    (GH-SETUP-02, -03, GH-GLOSS-65, -66)."""
    if number not in record.unlocked:
        return f"scenario {number} is not unlocked"  # GH-SETUP-02
    if mode != "campaign":
        return ""
    if number in record.completed:
        return f"scenario {number} was already completed in Campaign Mode"  # GH-SETUP-03
    missing = sorted(set(needs_global) - record.global_achievements)
    if missing:
        return f"scenario {number} needs the global achievement {achievement_names(missing)}"
    present = sorted(set(needs_no_global) & record.global_achievements)
    if present:
        closed = achievement_names(present)
        return f"scenario {number} is closed by the global achievement {closed}"  # GH-SETUP-03
    missing = sorted(set(needs_party) - record.party_achievements)
    if missing:
        return f"scenario {number} needs the party achievement {achievement_names(missing)}"
    return ""


# Achievement names a capital per word cannot spell (an apostrophe, a hyphen kept)
SPELLED = {
    "fishs-aid": "Fish's Aid",
    "jekserahs-plans": "Jekserah's Plans",
    "the-poisons-source": "The Poison's Source",
    "sin-ra": "Sin-Ra",
    "water-staff": "Water-Staff",
}
SMALL_WORDS = {"a", "an", "and", "of", "the", "to", "in", "on"}


def achievement_name(key: str) -> str:
    """An achievement as its card names it ("first-steps": "First Steps"): the record
    and the data files key them in lower case with hyphens."""
    if ":" in key:  # a choice of the achievement: "city-rule:economic"
        return ": ".join(achievement_name(part) for part in key.split(":"))
    if key in SPELLED:
        return SPELLED[key]
    words = key.split("-")
    return " ".join(
        w if i and w in SMALL_WORDS else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )


def achievement_names(keys: Iterable[str]) -> str:
    return ", ".join(achievement_name(k) for k in keys)


def road_event_due(record: CampaignRecord, number: int, links: tuple[int, ...], mode: str) -> bool:
    """GH-SETUP-04, GH-EVENT-02: in Campaign Mode, travelling from a location that is
    not connected to the scenario means a Road Event. The city is connected to none."""
    return mode == "campaign" and not (record.location != CITY and record.location in links)


def next_steps(record: CampaignRecord) -> list[str]:
    """GH-SEND-15: after a scenario, the party returns to Gloomhaven, plays the same
    scenario again, or travels to another unlocked one."""
    here = record.location
    others = sorted(n for n in record.unlocked if n != here)
    steps = ["return to Gloomhaven"]
    if here != CITY:
        steps.append(f"replay scenario {here}")
    steps += [f"travel to scenario {n}" for n in others]
    return steps


def with_sheet(record: CampaignRecord, sheet: CharacterSheet) -> CampaignRecord:
    sheets = tuple(sheet if c.cls == sheet.cls else c for c in record.characters)
    if not any(c.cls == sheet.cls for c in record.characters):
        sheets += (sheet,)
    return replace(record, characters=sheets)


# --- in the city -------------------------------------------------------------------------

DONATION = 10  # gold (GH-SANCT-01)
DONATION_BLESSINGS = 2


def donate(record: CampaignRecord, cls: str) -> CampaignRecord:
    """GH-SANCT-01, -02, GH-GLOSS-103: once per visit to the city, a character pays 10
    gold for 2 Bless cards in its own deck in the next scenario; each donation is a
    checkmark toward the Sanctuary's envelope.

        >>> r = parse_campaign({"characters": [{"class": "brute", "gold": 15}]}, "x")
        >>> after = donate(r, "brute")
        >>> brute = after.sheet("brute")
        >>> brute.gold, brute.blessings, after.sanctuary_donations
        (5, 2, 1)
    """
    sheet = record.sheet(cls)
    if sheet is None:
        raise DataError(f"no character sheet for {cls} in the campaign record")
    if sheet.donated:
        raise DataError(f"{cls} has already donated during this visit to the city")  # GH-SANCT-01
    if sheet.gold < DONATION:
        raise DataError(f"{cls} has {sheet.gold} gold; a donation costs {DONATION}")  # GH-SANCT-01
    paid = replace(
        sheet,
        gold=sheet.gold - DONATION,
        blessings=sheet.blessings + DONATION_BLESSINGS,
        donated=True,
    )
    return replace(with_sheet(record, paid), sanctuary_donations=record.sanctuary_donations + 1)
