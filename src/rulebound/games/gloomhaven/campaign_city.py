"""The campaign between scenarios: the party, the city and its activities (sections 1-2).

A :class:`Campaign` is the scenario's :class:`CampaignRecord` plus what only the city
reads: the party's name and Reputation, the Personal Quest and event decks, the
retired characters, and the seed of the campaign's own draws. Every activity is a
pure function from a campaign to the next one; a rule it would break raises a
:class:`CityError` with one line naming it. The SQLite store
(``campaign_store.py``) saves each result in one transaction. Several parties may
share one city (:func:`new_party`): a :class:`Campaign` is the city and the party in
use; the other parties' characters are not in use (GH-SHOP-05).

    >>> c = new_campaign("The Nameless", seed=1)
    >>> c = create_character(c, "brute", "Grom", player="Ann", quest_pick=0)
    >>> sheet = c.record.sheet("brute")
    >>> sheet.level, sheet.gold, sheet.xp        # GH-NEWCHAR-04, -05
    (1, 30, 0)
    >>> price(20, reputation=7), price(20, reputation=-7)   # Reputation and the shop
    (18, 22)
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulebound.games.gloomhaven.campaign import (
    CITY,
    DONATION,
    SIDE_SCENARIO,
    CampaignRecord,
    CharacterSheet,
    Enhancement,
    donate,
    sell_value,
    with_sheet,
)
from rulebound.games.gloomhaven.classes import CharacterClass, load_class
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.quests import ITEM_COUNTS, QUESTS, Quest, owned_in_slots
from rulebound.games.gloomhaven.sheet_play import (
    ENHANCE_ALLY,
    ENHANCE_CONDITIONS,
    ENHANCE_ELEMENTS,
    PLUS_ONE,
    apply_sticker,
)
from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.rng import Rng, derive_seed

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.monsters import Bestiary
    from rulebound.games.gloomhaven.scenario import Scenario

STARTING_CLASSES = ("brute", "tinkerer", "spellweaver", "scoundrel", "cragheart", "mindthief")
# The XP a character needs for levels 1-9 (the Character Sheet: GH-LEVEL-01, GH-NEWCHAR-05).
XP_FOR_LEVEL = (0, 45, 95, 150, 210, 275, 345, 420, 500)
# The Prosperity checkmarks the city needs for Prosperity Levels 1-9 (GH-GLOSS-57).
PROSPERITY_FOR_LEVEL = (0, 4, 9, 15, 22, 30, 39, 50, 64)
# The first item number of each Prosperity Level's items; 71 ends level 9 (GH-CAMP-02).
ITEMS_FROM_LEVEL = (1, 15, 22, 29, 36, 43, 50, 57, 64, 71)
REPUTATION_RANGE = (-20, 20)
CHECKMARKS_PER_PERK = 3  # a Perk for each 3 battle goal checkmarks, 18 at most
MAX_CHECKMARKS = 18
ENHANCEMENT_ACHIEVEMENT = "the-power-of-enhancement"  # GH-ENH-01
TOWN_RECORDS = "town-records"  # GH-RETIRE-08: opened with the first retirement


class CityError(RuleboundError):
    """A city activity the rules do not allow, with the reason in one line."""


@dataclass(frozen=True)
class Retired:
    name: str
    cls: str
    player: str


@dataclass(frozen=True)
class Campaign:
    record: CampaignRecord
    name: str = ""
    reputation: int = 0
    seed: int = 0
    draws: int = 0  # random draws made so far: the next one is seeded by this count
    unlocked_classes: tuple[str, ...] = STARTING_CLASSES
    retired: tuple[Retired, ...] = ()
    perk_bonus: tuple[tuple[str, int], ...] = ()  # (class, perks from retirements)
    quest_deck: tuple[int, ...] = ()
    opened_envelopes: tuple[str, ...] = ()
    road_deck: tuple[int, ...] = ()  # top card first
    city_deck: tuple[int, ...] = ()
    city_event_done: bool = False  # this visit's City Event was drawn (GH-EVENT-01)
    trip: int = 0  # the scenario whose Road Event was resolved, for the trip there
    last_mode: str = ""  # the mode of the last scenario played
    own_events: str = ""  # the party's own event cards, YAML (data/campaigns/events.yaml)
    public_quests: tuple[str, ...] = ()  # classes whose player shows the quest (GH-NEWCHAR-08)

    def rng(self) -> tuple[Rng, Campaign]:
        """A generator for one draw, and the campaign that counts it."""
        return Rng(derive_seed(self.seed, self.draws)), replace(self, draws=self.draws + 1)

    def sheet(self, cls: str) -> CharacterSheet:
        found = self.record.sheet(cls)
        if found is None:
            raise CityError(f"the party has no {cls} (create-character first)")
        return found

    def deck(self, name: str) -> tuple[int, ...]:
        return self.road_deck if name == "road" else self.city_deck

    def with_deck(self, name: str, cards: tuple[int, ...]) -> Campaign:
        if name == "road":
            return replace(self, road_deck=cards)
        if name == "city":
            return replace(self, city_deck=cards)
        return replace(self, quest_deck=cards)

    def bonus_perks(self, cls: str) -> int:
        return dict(self.perk_bonus).get(cls, 0)

    def with_sheet(self, sheet: CharacterSheet) -> Campaign:
        return replace(self, record=with_sheet(self.record, sheet))


# --- the city's numbers --------------------------------------------------------------


def prosperity_level(checkmarks: int) -> int:
    """GH-GLOSS-57: the highest level whose checkmarks are reached."""
    return max(i + 1 for i, need in enumerate(PROSPERITY_FOR_LEVEL) if checkmarks >= need)


def level_for_xp(xp: int) -> int:
    return max(i + 1 for i, need in enumerate(XP_FOR_LEVEL) if xp >= need)


def price_modifier(reputation: int) -> int:
    """GH-SHOP-01: each full step of 4 Reputation above 2 takes 1 gold off an Item's
    price, below -2 adds 1 (the Reputation track's price table, -5 to +5)."""
    if -2 <= reputation <= 2:
        return 0
    steps = (abs(reputation) - 3) // 4 + 1
    return -steps if reputation > 0 else steps


def price(cost: int, reputation: int) -> int:
    return max(0, cost + price_modifier(reputation))


def items_of_level(level: int) -> range:
    return range(ITEMS_FROM_LEVEL[level - 1], ITEMS_FROM_LEVEL[level])


def _add_items_of_level(record: CampaignRecord, level: int) -> CampaignRecord:
    """GH-CAMP-02: every copy of the level's typed Items joins the City Supply."""
    catalog = load_items()
    supply = record.supply()
    for number in items_of_level(level):
        if number in catalog:
            supply[number] = supply.get(number, 0) + catalog[number].count
    return replace(record, city_supply=tuple(sorted(supply.items())))


def supply_at(checkmarks: int, owned: tuple[int, ...] = ()) -> tuple[tuple[int, int], ...]:
    """The City Supply of a city at ``checkmarks`` Prosperity that has never sold an
    Item: every copy of the typed Items of each level reached (GH-CAMP-02), less the
    copies in ``owned`` (the characters' Items, which are not in the supply)."""
    record = CampaignRecord()
    for level in range(1, prosperity_level(checkmarks) + 1):
        record = _add_items_of_level(record, level)
    supply = record.supply()
    for item in owned:
        if supply.get(item, 0) > 0:  # a treasure's Item of a level not reached
            supply[item] -= 1
    return tuple(sorted(supply.items()))


def gain_prosperity(c: Campaign, marks: int) -> Campaign:
    """Prosperity checkmarks gained or lost; a new level stocks the shop (GH-CAMP-02);
    a loss stops at the current level's minimum (GH-EVENT-15)."""
    before = c.record.prosperity_checkmarks
    level = prosperity_level(before)
    after = max(before + marks, PROSPERITY_FOR_LEVEL[level - 1])
    record = replace(c.record, prosperity_checkmarks=after)
    for new in range(level + 1, prosperity_level(after) + 1):
        record = _add_items_of_level(record, new)
    return replace(c, record=record)


def gain_reputation(c: Campaign, amount: int) -> Campaign:
    low, high = REPUTATION_RANGE
    return replace(c, reputation=max(low, min(high, c.reputation + amount)))


# --- a new campaign and a new character ----------------------------------------------


RANDOM_ITEM_DESIGNS = range(71, 96)
"""The box's Random Item Design deck (GH-LOOT-08): Items 71-95, one card each; a draw
adds both copies of the Item to the City Supply. The deck is drawn at random, so it is
kept in number order."""


def new_campaign(name: str, seed: int, own_events: str = "") -> Campaign:
    """Scenario 1 unlocked, Prosperity 1's Items in the City Supply, the Random Item
    Design deck full, the Personal Quest and event decks shuffled; ``own_events``: event
    cards of the party's own (YAML in the shipped file's format), added to the decks."""
    from rulebound.games.gloomhaven.events import starting_deck

    designs = tuple(i for i in RANDOM_ITEM_DESIGNS if i in load_items())
    record = replace(_add_items_of_level(CampaignRecord(), 1), random_item_designs=designs)
    c = Campaign(record, name=name, seed=seed, own_events=own_events)
    c = replace(c, quest_deck=tuple(q.number for q in QUESTS))
    c = _shuffled(c, "quest")
    c = replace(c, road_deck=starting_deck("road", c), city_deck=starting_deck("city", c))
    return _shuffled(_shuffled(c, "road"), "city")


def _shuffled(c: Campaign, deck: str) -> Campaign:
    rng, c = c.rng()
    cards = list(c.quest_deck if deck == "quest" else c.deck(deck))
    rng.shuffle(cards)
    return c.with_deck(deck, tuple(cards))


def quest_offer(c: Campaign) -> tuple[int, ...]:
    """GH-NEWCHAR-07: the two Personal Quest cards a new character draws."""
    return c.quest_deck[:2]


def create_character(
    c: Campaign,
    cls: str,
    name: str,
    *,
    player: str = "",
    level: int = 1,
    quest_pick: int = 0,
    cards: tuple[int, ...] = (),
    perks: tuple[int, ...] = (),
) -> Campaign:
    """GH-NEWCHAR-01 to -10: an unlocked class not in the party, a level up to the
    Prosperity Level, 15 x (L + 1) gold, the level's XP, a Perk per character the
    player retired, a Personal Quest kept of two drawn, the level 1 and X cards, then
    one level-up (a card and a Perk) for each level above 1."""
    if cls not in c.unlocked_classes:
        unlocked = ", ".join(c.unlocked_classes)
        raise CityError(f"the class {cls} is not unlocked (unlocked: {unlocked})")  # GH-NEWCHAR-01
    if c.record.sheet(cls) is not None:
        raise CityError(f"the party already has a {cls}")  # GH-NEWCHAR-01
    load_class(cls)  # a class with no file yet: one error line from here
    most = prosperity_level(c.record.prosperity_checkmarks)
    if not 1 <= level <= most:
        raise CityError(
            f"a new character starts at level 1 to {most}, the Prosperity Level"  # GH-NEWCHAR-02
        )
    if not name.strip():
        raise CityError("a new character needs a name")  # GH-NEWCHAR-03
    bonus = sum(1 for r in c.retired if player and r.player == player)  # GH-NEWCHAR-06
    if len(perks) != bonus + level - 1:
        raise CityError(
            f"{name} chooses {bonus + level - 1} Perks: {bonus} for retirements"
            f" and {level - 1} for levels above 1"  # GH-NEWCHAR-06, GH-NEWCHAR-10
        )
    if len(cards) != level - 1:
        raise CityError(f"{name} chooses {level - 1} cards, one per level above 1")  # GH-LEVEL-03
    offer = quest_offer(c)
    deck = c.quest_deck
    quest = 0
    if offer:  # GH-NEWCHAR-07: keep one, the other goes back and the deck is shuffled
        if quest_pick not in range(len(offer)):
            raise CityError(f"quest_pick is 0 to {len(offer) - 1}")
        quest = offer[quest_pick]
        deck = tuple(q for q in deck if q != quest)
    sheet = CharacterSheet(
        cls,
        gold=15 * (level + 1),  # GH-NEWCHAR-04
        xp=XP_FOR_LEVEL[level - 1],  # GH-NEWCHAR-05
        name=name.strip(),
        player=player,
        level=1,
        quest=quest,
        quest_progress=tuple(0 for _ in _quest(quest).requirements) if quest else (),
    )
    c = replace(c, quest_deck=deck, perk_bonus=(*c.perk_bonus, (cls, bonus)))
    c = _shuffled(c.with_sheet(sheet), "quest")
    for index in perks[:bonus]:
        c = take_perk(c, cls, index)
    for i in range(level - 1):  # GH-NEWCHAR-10
        c = level_up(c, cls, card=cards[i], perk=perks[bonus + i], free=True)
    return c


# --- level-ups and Perks ---------------------------------------------------------------


def perks_earned(c: Campaign, sheet: CharacterSheet) -> int:
    """A Perk per level above 1 (GH-LEVEL-04), per retirement before the character was
    made (GH-NEWCHAR-06) and per 3 battle goal checkmarks, 18 at most."""
    marks = min(sheet.checkmarks, MAX_CHECKMARKS) // CHECKMARKS_PER_PERK
    return sheet.level - 1 + c.bonus_perks(sheet.cls) + marks


def take_perk(c: Campaign, cls: str, index: int) -> Campaign:
    sheet = c.sheet(cls)
    klass = load_class(cls)
    if not 0 <= index < len(klass.perks):
        raise CityError(f"{klass.name} has Perks 0 to {len(klass.perks) - 1}, not {index}")
    perk = klass.perks[index]
    if sheet.perks.count(index) >= perk.times:
        raise CityError(f"{sheet.name} has taken the Perk {perk.text!r} every time it allows")
    if len(sheet.perks) >= perks_earned(c, sheet):
        raise CityError(f"{sheet.name} has no Perk to choose")
    return c.with_sheet(replace(sheet, perks=(*sheet.perks, index)))


def can_level_up(c: Campaign, sheet: CharacterSheet) -> str:
    """Why the character may not level up now, or ``""`` (GH-LEVEL-01, -02)."""
    if sheet.level >= len(XP_FOR_LEVEL):
        return f"{sheet.name} is at the highest level"
    if sheet.xp >= XP_FOR_LEVEL[sheet.level]:
        return ""
    if sheet.level < prosperity_level(c.record.prosperity_checkmarks):
        return ""  # GH-LEVEL-02: up to the Prosperity Level without the XP
    return (
        f"{sheet.name} has {sheet.xp} XP; level {sheet.level + 1} needs "
        f"{XP_FOR_LEVEL[sheet.level]}"  # GH-LEVEL-01
    )


def must_level_up(sheet: CharacterSheet) -> bool:
    """GH-LEVEL-01: enough XP for the next level means the character must level up."""
    return sheet.level < len(XP_FOR_LEVEL) and sheet.xp >= XP_FOR_LEVEL[sheet.level]


def card_choices(klass: CharacterClass, sheet: CharacterSheet, level: int) -> list[int]:
    """GH-LEVEL-03: the class's cards of level 2 to ``level`` not yet in the pool."""
    return [
        card.id
        for card in klass.cards
        if card.level not in ("1", "X") and int(card.level) <= level and card.id not in sheet.cards
    ]


def level_up(c: Campaign, cls: str, *, card: int, perk: int, free: bool = False) -> Campaign:
    """GH-LEVEL-03 to -05: one level, one new card of a level up to the new one, one
    Perk; the maximum HP is the class's for the new level. A character that levels up
    on the Prosperity Level's allowance (GH-LEVEL-02) gains that level's XP minimum,
    so that it can never lose XP below it (GH-EVENT-13)."""
    sheet = c.sheet(cls)
    if not free:
        why = can_level_up(c, sheet)
        if why:
            raise CityError(why)
    klass = load_class(cls)
    new = sheet.level + 1
    if card not in card_choices(klass, sheet, new):
        choices = ", ".join(map(str, card_choices(klass, sheet, new)))
        raise CityError(
            f"card {card} is not a level 2-{new} card of {klass.name} outside the pool "
            f"(choices: {choices})"  # GH-LEVEL-03
        )
    sheet = replace(
        sheet,
        level=new,
        cards=(*sheet.cards, card),
        xp=max(sheet.xp, XP_FOR_LEVEL[new - 1]),
    )
    return take_perk(c.with_sheet(sheet), cls, perk)


# --- the shop ------------------------------------------------------------------------


def buy(c: Campaign, cls: str, item: int) -> Campaign:
    """GH-SHOP-01 to -04: from the City Supply (its copies are the stock), at the
    price the Reputation sets, with the character's own gold, one copy at most."""
    sheet = c.sheet(cls)
    catalog = load_items()
    stock = c.record.supply().get(item, 0)
    if item not in catalog:
        raise CityError(f"item {item} is not in the City Supply (no such item typed)")
    known = catalog[item]
    if stock == 0:
        raise CityError(f"{known.name} is not in the City Supply")  # GH-SHOP-04
    if item in sheet.items:
        raise CityError(f"{sheet.name} already owns {known.name}")  # GH-SHOP-03
    cost = price(known.cost, c.reputation)
    if sheet.gold < cost:
        raise CityError(f"{sheet.name} has {sheet.gold} gold; {known.name} costs {cost}")
    supply = c.record.supply()
    supply[item] -= 1
    c = replace(c, record=replace(c.record, city_supply=tuple(sorted(supply.items()))))
    return c.with_sheet(replace(sheet, gold=sheet.gold - cost, items=(*sheet.items, item)))


def sell(c: Campaign, cls: str, item: int) -> Campaign:
    """GH-SHOP-06: half the printed price, rounded down; the Item returns to the
    City Supply."""
    sheet = c.sheet(cls)
    if item not in sheet.items:
        raise CityError(f"{sheet.name} does not own item {item}")
    known = load_items().get(item)
    gold = sell_value(known.cost) if known else 0
    supply = c.record.supply()
    supply[item] = supply.get(item, 0) + 1
    items = list(sheet.items)
    items.remove(item)
    c = replace(c, record=replace(c.record, city_supply=tuple(sorted(supply.items()))))
    return c.with_sheet(replace(sheet, gold=sheet.gold + gold, items=tuple(items)))


# --- several parties in one city -------------------------------------------------------


def city_stock(record: CampaignRecord) -> dict[int, int]:
    """The city's copies of each Item: those in the party's City Supply and those its
    characters own. The store keeps this number, the same for every party."""
    stock = record.supply()
    for sheet in record.characters:
        for item in sheet.items:
            stock[item] = stock.get(item, 0) + 1
    return stock


def party_supply(
    stock: dict[int, int], party: tuple[CharacterSheet, ...]
) -> tuple[tuple[int, int], ...]:
    """The City Supply as the party in use sees it: the city's copies less those its own
    characters own (GH-SHOP-04: the limit is per party). An Item of a character not in
    use, one of another party, is part of the City Supply (GH-SHOP-05); a retired
    character's Items went back to it (GH-RETIRE-09)."""
    supply = dict(stock)
    for sheet in party:
        for item in sheet.items:
            supply[item] -= 1
    return tuple(sorted(supply.items()))


def new_party(c: Campaign, name: str) -> Campaign:
    """Another party in the same city (GH-GLOSS-47): it shares what belongs to the city
    and the map (Prosperity, the City Supply, the Sanctuary, global achievements,
    unlocked and completed scenarios, looted treasures, the event, quest and random
    decks, unlocked classes, enhancements, retirements); it starts with its own name,
    Reputation 0, no characters, no party achievements, in Gloomhaven. The characters
    of ``c``'s party are not in use: their Items are in its City Supply (GH-SHOP-05)."""
    if not name.strip():
        raise CityError("a new party needs a name")
    record = replace(
        c.record,
        characters=(),
        party_achievements=frozenset(),
        location=CITY,
        city_supply=party_supply(city_stock(c.record), ()),
    )
    return replace(
        c,
        record=record,
        name=name.strip(),
        reputation=0,
        perk_bonus=(),
        city_event_done=False,
        trip=0,
        last_mode="",
        public_quests=(),
    )


# --- enhancements --------------------------------------------------------------------

# Base costs in gold of an enhancement (the Enhancer's table); "+1" by the number.
PLUS_ONE_COST = {
    "move": 30,
    "attack": 50,
    "range": 30,
    "shield": 100,
    "push": 30,
    "pull": 30,
    "pierce": 30,
    "retaliate": 100,
    "heal": 30,
    "target": 50,
}
STICKER_COST = {
    "poison": 75,
    "wound": 75,
    "muddle": 50,
    "immobilize": 100,
    "disarm": 150,
    "curse": 150,
    "jump": 50,
    "bless": 50,
    "strengthen": 50,
    **dict.fromkeys(ENHANCE_ELEMENTS, 100),
}
LEVEL_SURCHARGE = 25  # per card level above 1
PREVIOUS_SURCHARGE = 75  # per enhancement already on the card


def enhancement_cost(c: Campaign, sticker: Enhancement) -> int:
    """The price of one sticker: the table's base (doubled for an attack on several
    targets, except elements and Jump), +25 per card level above 1, +75 per sticker
    the card already has."""
    klass = load_class(sticker.cls)
    card = next((k for k in klass.cards if k.id == sticker.card), None)
    if card is None:
        raise CityError(f"{klass.name} has no ability card {sticker.card}")
    actions = card.half(sticker.half).actions
    if not 0 <= sticker.action < len(actions):
        raise CityError(f"card {card.name} {sticker.half} has actions 0 to {len(actions) - 1}")
    action = actions[sticker.action]
    if sticker.what == "+1":
        kind = action.kind if isinstance(action.value, int) else ""
        kind = kind or next((k for k in PLUS_ONE if isinstance(action.get(k), int)), "")
        if kind not in PLUS_ONE_COST:
            raise CityError(f"card {card.name}: {action.kind} has no number to enhance")
        base = PLUS_ONE_COST[kind]
    elif sticker.what in STICKER_COST:
        if sticker.what in ENHANCE_CONDITIONS + ENHANCE_ELEMENTS and action.kind != "attack":
            raise CityError(f"card {card.name}: a {sticker.what} sticker goes on an attack")
        if sticker.what == "jump" and action.kind != "move":
            raise CityError(f"card {card.name}: a Jump sticker goes on a move")
        if sticker.what in ENHANCE_ALLY and action.kind != "heal":  # GH-ENH-05, our reading
            raise CityError(f"card {card.name}: a {sticker.what} sticker goes on a heal")
        base = STICKER_COST[sticker.what]
    else:
        raise CityError(
            f"unknown enhancement {sticker.what!r} (+1, a condition, an element, jump, "
            "bless or strengthen)"
        )
    several = action.kind == "attack" and (int(action.get("target", 1)) > 1 or action.get("area"))
    if several and sticker.what not in (*ENHANCE_ELEMENTS, "jump"):
        base *= 2
    level = 1 if card.level == "X" else int(card.level)
    already = sum(1 for e in c.record.enhancements if (e.cls, e.card) == (sticker.cls, card.id))
    return base + LEVEL_SURCHARGE * (level - 1) + PREVIOUS_SURCHARGE * already


def enhance(c: Campaign, cls: str, sticker: Enhancement) -> Campaign:
    """GH-ENH-01 to -04: with the achievement, on a free spot (one sticker per ability,
    our reading: the cards' spots are not typed), paid by the character, for every
    character of the class, at most as many enhanced cards as the Prosperity Level."""
    if ENHANCEMENT_ACHIEVEMENT not in c.record.global_achievements:
        raise CityError("enhancements need the global achievement The Power of Enhancement")
    sheet = c.sheet(cls)
    if sticker.cls != cls:
        raise CityError(f"{sheet.name} may enhance only {cls} cards")
    cost = enhancement_cost(c, sticker)
    spot = (sticker.card, sticker.half, sticker.action)
    if any((e.card, e.half, e.action) == spot for e in _mine(c, cls)):
        raise CityError("that ability already has an enhancement (one sticker per ability)")
    cards = {e.card for e in _mine(c, cls)} | {sticker.card}
    most = prosperity_level(c.record.prosperity_checkmarks)
    if len(cards) > most:
        raise CityError(f"{cls} may have {most} enhanced cards, the Prosperity Level")  # GH-ENH-04
    if sheet.gold < cost:
        raise CityError(f"{sheet.name} has {sheet.gold} gold; the enhancement costs {cost}")
    klass = load_class(cls)
    card = next(k for k in klass.cards if k.id == sticker.card)
    try:
        apply_sticker(card.half(sticker.half).actions[sticker.action], sticker.what)
    except ValueError as err:
        raise CityError(f"card {card.name}: {err}") from None
    c = c.with_sheet(replace(sheet, gold=sheet.gold - cost))
    return replace(c, record=replace(c.record, enhancements=(*c.record.enhancements, sticker)))


def _mine(c: Campaign, cls: str) -> list[Enhancement]:
    return [e for e in c.record.enhancements if e.cls == cls]


# --- the Sanctuary, retirement --------------------------------------------------------


def sanctuary(c: Campaign, cls: str) -> Campaign:
    """GH-SANCT-01, -02, with the donated gold counted for Personal Quests."""
    if c.last_mode == "casual":
        raise CityError("a donation follows a scenario played in Campaign Mode")  # GH-SANCT-01
    c = replace(c, record=donate(c.record, cls))
    return count_quest(c, cls, "donated", DONATION)


def _quest(number: int) -> Quest:
    return next(q for q in QUESTS if q.number == number)


def count_quest(c: Campaign, cls: str, kind: str, amount: int) -> Campaign:
    """Add ``amount`` to each requirement of the character's quest that counts
    ``kind`` (scenarios, side-scenarios, donated, retired)."""
    sheet = c.sheet(cls)
    if not sheet.quest:
        return c
    quest = _quest(sheet.quest)
    progress = list(sheet.quest_progress) or [0] * len(quest.requirements)
    for i, req in enumerate(quest.requirements):
        if req.counts == kind:
            progress[i] += amount
    return c.with_sheet(replace(sheet, quest_progress=tuple(progress)))


def quest_status(sheet: CharacterSheet) -> list[tuple[str, int, int]]:
    """(requirement, progress, target) for the character's Personal Quest."""
    if not sheet.quest:
        return []
    quest = _quest(sheet.quest)
    rows = []
    for i, req in enumerate(quest.requirements):
        done = sheet.quest_progress[i] if i < len(sheet.quest_progress) else 0
        if req.counts == "gold":
            done = sheet.gold
        elif req.counts == "checkmarks":
            done = sheet.checkmarks
        elif req.counts in ITEM_COUNTS:  # owned now, as gold is
            done = owned_in_slots(sheet.items, req.counts)
        rows.append((req.text, done, req.target))
    return rows


def retire(c: Campaign, cls: str) -> Campaign:
    """GH-RETIRE-01 to -10: only with its Personal Quest's conditions met now; the
    events on its class mat shuffled into their decks; its quest's envelope or class
    (or, if already opened, a Random Item Design and a Random Side Scenario); 1
    Prosperity checkmark; the Town Records at the first retirement; its Items to the
    City Supply; the quest card leaves the game."""
    from rulebound.games.gloomhaven.events import add_mat_events

    sheet = c.sheet(cls)
    if not sheet.quest:
        raise CityError(f"{sheet.name} has no Personal Quest and cannot retire")  # GH-RETIRE-01
    missing = [f"{t} ({d}/{n})" for t, d, n in quest_status(sheet) if d < n]
    if missing:
        raise CityError(
            f"{sheet.name}'s Personal Quest is not complete: {missing[0]}"  # GH-RETIRE-03
        )
    c = add_mat_events(c, cls)  # GH-RETIRE-06, before the character counts as retired
    quest = _quest(sheet.quest)
    record = c.record
    supply = record.supply()
    for item in sheet.items:  # GH-RETIRE-09
        supply[item] = supply.get(item, 0) + 1
    record = replace(
        record,
        characters=tuple(s for s in record.characters if s.cls != cls),
        city_supply=tuple(sorted(supply.items())),
    )
    if not c.retired:  # GH-RETIRE-08
        record = replace(record, global_achievements=record.global_achievements | {TOWN_RECORDS})
    c = replace(
        c,
        record=record,
        retired=(*c.retired, Retired(sheet.name, cls, sheet.player)),
        public_quests=tuple(x for x in c.public_quests if x != cls),
        perk_bonus=tuple(p for p in c.perk_bonus if p[0] != cls),
    )
    reward = quest.unlocks
    if reward not in c.opened_envelopes and reward not in c.unlocked_classes:  # GH-RETIRE-05
        c = replace(c, opened_envelopes=(*c.opened_envelopes, reward))
    else:
        c = _random_rewards(c)
    c = gain_prosperity(c, 1)  # GH-RETIRE-07
    for other in c.record.characters:
        c = count_quest(c, other.cls, "retired", 1)
    return c  # GH-RETIRE-10: the quest card is not returned to the deck


def _random_rewards(c: Campaign) -> Campaign:
    """GH-RETIRE-05 (GH-LOOT-08, -10): a Random Item Design and a Random Side
    Scenario, each drawn from its deck if any."""
    return random_side_scenario(random_item_design(c))


def random_item_design(c: Campaign) -> Campaign:
    """GH-LOOT-08: both copies of a drawn design to the City Supply (none if empty)."""
    record = c.record
    if not record.random_item_designs:
        return c
    rng, c = c.rng()
    deck = list(record.random_item_designs)
    item = deck.pop(rng.randbelow(len(deck)))
    supply = record.supply()
    supply[item] = supply.get(item, 0) + 2
    record = replace(
        record, random_item_designs=tuple(deck), city_supply=tuple(sorted(supply.items()))
    )
    return replace(c, record=record)


def random_side_scenario(c: Campaign) -> Campaign:
    """GH-LOOT-10: a drawn side scenario is unlocked (none if the deck is empty)."""
    record = c.record
    if not record.random_side_scenarios:
        return c
    rng, c = c.rng()
    deck = list(record.random_side_scenarios)
    number = deck.pop(rng.randbelow(len(deck)))
    record = replace(record, random_side_scenarios=tuple(deck), unlocked=record.unlocked | {number})
    return replace(c, record=record)


# --- after a scenario -----------------------------------------------------------------


def after_scenario(
    c: Campaign,
    before: CampaignRecord,
    after: CampaignRecord,
    won: bool,
    exhausted: Collection[str] = (),
    played: Collection[str] | None = None,
) -> Campaign:
    """The record a scenario handed back, and what the city counts from it: Personal
    Quest progress (``played``: the classes of the characters who played it, default
    every character; ``exhausted``: those who became exhausted in it), a new visit
    (the City Event and donations may happen again), the trip's Road Event spent, the
    shop stocked for the Prosperity gained."""
    number = after.location
    c2 = replace(c, record=replace(after, prosperity_checkmarks=before.prosperity_checkmarks))
    c2 = gain_prosperity(c2, after.prosperity_checkmarks - before.prosperity_checkmarks)
    if won and number in after.completed and number not in before.completed:
        # a Reputation reward (GH-SEND-10): the record has no Reputation, the city has
        from rulebound.games.gloomhaven.scenario import load_scenario, shipped_scenarios

        if number in shipped_scenarios():
            c2 = gain_reputation(c2, load_scenario(number).rewards.reputation)
    if won and number not in before.completed:
        for sheet in after.characters:
            if played is not None and sheet.cls not in played:
                continue  # sat this scenario out: it completed nothing
            c2 = count_quest(c2, sheet.cls, "scenarios", 1)
            if number >= SIDE_SCENARIO:
                c2 = count_quest(c2, sheet.cls, "side-scenarios", 1)
            if has_boss(number):
                c2 = count_quest(c2, sheet.cls, "boss-scenarios", 1)
    for cls in exhausted:  # a character is exhausted once in a scenario at most
        c2 = count_quest(c2, cls, "exhausted", 1)
    return replace(c2, city_event_done=False, trip=0)


def has_boss(number: int) -> bool:
    """Personal Quest 528: the shipped scenario places a Boss (:func:`places_a_boss`).
    A scenario rulebound does not ship has none we know of."""
    from rulebound.games.gloomhaven.monsters import load_monsters
    from rulebound.games.gloomhaven.scenario import load_scenario, shipped_scenarios

    if number not in shipped_scenarios():
        return False
    return places_a_boss(load_scenario(number), load_monsters())


def places_a_boss(scenario: Scenario, bestiary: Bestiary) -> bool:
    """A room or a spawn of the scenario holds a monster type that is a Boss; a Named
    Monster (also of the rank ``boss``, GH-ACTION-07) is not one."""
    placed = {p.type for room in scenario.rooms for p in room.monsters}
    placed |= {spawn.type for spawn in scenario.spawns}
    types = bestiary.monsters
    return any(t in types and types[t].boss for t in placed)


def return_to_city(c: Campaign) -> Campaign:
    """GH-SEND-15: the party goes back to Gloomhaven for its city activities."""
    if c.record.location == CITY:
        return c
    return replace(c, record=replace(c.record, location=CITY))
