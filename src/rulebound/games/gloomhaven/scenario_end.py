"""The campaign side of a scenario's end: the record the scenario hands back.

Only with the ``campaign`` parameter. In both modes the characters keep their XP and
gold (GH-SEND-03, -04) and what their numbered treasures gave (GH-LOOT-04, -06 to -10),
won or lost: those rules are not in the success-only part of section 11. Goal
treasure tiles are not kept (GH-SEND-05). A success in Campaign Mode also marks the
scenario completed and gives its rewards, achievements and unlocks (GH-SEND-09 to
-13). Then the party is at the scenario's location (GH-SEND-15).

The random draws (a Random Item Design, a Random Side Scenario) use the game's seeded
random stream, so a replay hands back the same record.
"""

from __future__ import annotations

from dataclasses import replace

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.campaign import (
    CampaignRecord,
    CharacterSheet,
    achievement_names,
    gain_global,
    next_steps,
    sell_value,
    with_sheet,
)
from rulebound.games.gloomhaven.figures import Hero
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

# Random Item Designs come in pairs: "find the other copy" (GH-LOOT-08).
DESIGN_PAIR = 2


def end_steps(s: GloomhavenState, won: bool) -> list[Step]:
    """The decisions before the record is settled: who receives each Item reward
    (GH-SEND-11), only for a success in Campaign Mode."""
    if s.game.campaign is None or not (won and s.game.mode == "campaign"):
        return []
    return [("reward-item", i) for i in range(len(s.game.scenario.rewards.items))]


@step("reward-item")
def run_reward_item(s: GloomhavenState, st: Step) -> Decision | None:
    item = s.game.scenario.rewards.items[st[1]]
    name = _item_name(item)
    return Decision(
        s.party_seat(),
        "reward-item",
        f"The party: which character receives {name}?",
        tuple(enc.CHOICE + h.seat for h in s.heroes),
    )


@answer("reward-item")
def answer_reward_item(s: GloomhavenState, st: Step, action: int) -> None:
    seat = action - enc.CHOICE
    s.ctx.setdefault("rewarded", []).append((st[1], seat))
    item = s.game.scenario.rewards.items[st[1]]
    s.say(f"{s.heroes[seat].cls.name} receives {_item_name(item)}.", kind="resource")


def reward_label(s: GloomhavenState, index: int) -> str:
    return f"give it to {s.heroes[index].cls.name}"


def _item_name(item: int) -> str:
    known = load_items().get(item)
    return f"item {item} ({known.name})" if known else f"item {item}"


def _copies(item: int) -> int:
    """How many copies of an Item the game has; the design pair when not typed."""
    known = load_items().get(item)
    return known.count if known else DESIGN_PAIR


def _add_supply(record: CampaignRecord, item: int, copies: int) -> CampaignRecord:
    supply = record.supply()
    supply[item] = supply.get(item, 0) + copies
    return replace(record, city_supply=tuple(sorted(supply.items())))


def settle(s: GloomhavenState, won: bool) -> None:
    """Build ``s.campaign_after`` from the game's record and what happened."""
    record = s.game.campaign
    assert record is not None
    number = s.game.scenario.number
    for hero in s.heroes:
        record = _settle_character(s, record, hero, won)
    rewards = s.game.scenario.rewards
    if won and s.game.mode == "campaign":
        record = replace(
            record,
            completed=record.completed | {number},  # GH-SEND-09
            party_achievements=record.party_achievements | set(rewards.party_achievements),
            global_achievements=gain_global(  # GH-CAMP-01
                record.global_achievements, rewards.global_achievements
            ),
            unlocked=record.unlocked | set(s.game.scenario.unlocks),  # GH-SEND-13
            prosperity_checkmarks=record.prosperity_checkmarks + rewards.prosperity,
        )
        for design in rewards.item_designs:  # GH-SEND-12
            record = _add_supply(record, design, _copies(design))
        for index, seat in s.ctx.get("rewarded", []):  # GH-SEND-11
            sheet = record.sheet(s.heroes[seat].cls.id)
            assert sheet is not None
            record = _give_item(s, record, sheet, rewards.items[index])
        gained = [*rewards.party_achievements, *rewards.global_achievements]
        s.say(
            f"Campaign: scenario {number} completed"
            + (f"; achievements {achievement_names(gained)}" if gained else "")
            + (
                f"; unlocked scenario {', '.join(map(str, s.game.scenario.unlocks))}"
                if s.game.scenario.unlocks
                else ""
            )
            + ".",
            kind="info",
        )
    record = replace(record, location=number)
    s.campaign_after = record
    s.say("Next: " + "; ".join(next_steps(record)) + ".", kind="info")


def _settle_character(
    s: GloomhavenState, record: CampaignRecord, hero: Hero, won: bool
) -> CampaignRecord:
    sheet = record.sheet(hero.cls.id) or CharacterSheet(hero.cls.id)
    rewards = s.game.scenario.rewards
    bonus = won and s.game.mode == "campaign"
    marks = 0
    if s.goals is not None and s.goals.results:
        marks = s.goals.results[hero.seat][1]
    sheet = replace(
        sheet,
        xp=sheet.xp + hero.xp + (rewards.xp if bonus else 0),  # GH-SEND-03, -08, -10
        gold=sheet.gold + hero.coins * s.values.gold_per_coin + (rewards.gold if bonus else 0),
        checkmarks=sheet.checkmarks + marks,  # GH-SEND-07
        discard_at_start=0,  # the event's discards were made (GH-SETUP-28)
        blessings=0,  # Bless cards leave the deck at the end (GH-SEND-01)
        donated=False,  # the next visit to the city is a new one (GH-SANCT-01)
        start_damage=0,  # a Road Event's marks last one scenario
        start_conditions=(),
    )
    for number in hero.treasures:
        tile = s.game.scenario.treasure(number)
        if tile is None:
            continue
        gives = dict(tile.treasure)
        if gives.get("goal"):
            continue  # GH-SEND-05, GH-GLOSS-115: a Goal treasure is not kept
        record = replace(record, looted_treasures=record.looted_treasures | {number})
        if tile.item:  # GH-LOOT-06, -07
            record = _give_item(s, with_sheet(record, sheet), sheet, tile.item)
            found = record.sheet(sheet.cls)
            assert found is not None
            sheet = found
        if gives.get("gold"):
            sheet = replace(sheet, gold=sheet.gold + gives["gold"])
        if gives.get("item_design"):  # GH-LOOT-09
            record = _add_supply(record, gives["item_design"], _copies(gives["item_design"]))
        if gives.get("random_item_design"):  # GH-LOOT-08
            record = _draw_design(s, record, hero)
        if gives.get("random_side_scenario"):  # GH-LOOT-10
            record = _draw_side_scenario(s, record, hero)
    return with_sheet(record, sheet)


def _give_item(
    s: GloomhavenState, record: CampaignRecord, sheet: CharacterSheet, item: int
) -> CampaignRecord:
    """GH-LOOT-06: the Item joins the character's; GH-LOOT-07: one it already owns
    (it may not own two, GH-SHOP-03) gives its sell value instead and goes to the City
    Supply. An Item reward the character owns is settled the same way (our reading)."""
    if item not in sheet.items:
        return with_sheet(record, replace(sheet, items=(*sheet.items, item)))
    known = load_items().get(item)
    gold = sell_value(known.cost) if known else 0
    s.say(
        f"{sheet.cls.capitalize()} already owns {_item_name(item)}: "
        f"{gold} gold instead, and the Item goes to the City Supply.",
        kind="resource",
    )
    return _add_supply(with_sheet(record, replace(sheet, gold=sheet.gold + gold)), item, 1)


def _draw(
    s: GloomhavenState, deck: tuple[int, ...], hero: Hero, what: str
) -> tuple[int, tuple[int, ...]]:
    """A card drawn at random from a campaign deck (0 if empty), and the rest."""
    if not deck:
        s.say(f"{hero.cls.name}: the {what} deck is empty: no reward.", kind="info")
        return 0, deck
    rest = list(deck)
    card = rest.pop(s.rng.randbelow(len(rest)))
    return card, tuple(rest)


def _draw_design(s: GloomhavenState, record: CampaignRecord, hero: Hero) -> CampaignRecord:
    deck = record.random_item_designs
    item, rest = _draw(s, deck, hero, "Random Item Design")  # GH-LOOT-08
    if not item:
        return record
    s.say(
        f"{hero.cls.name} draws Random Item Design {_item_name(item)}: "
        "both copies go to the City Supply.",
        kind="draw",
    )
    return _add_supply(replace(record, random_item_designs=rest), item, DESIGN_PAIR)


def _draw_side_scenario(s: GloomhavenState, record: CampaignRecord, hero: Hero) -> CampaignRecord:
    deck = record.random_side_scenarios
    number, rest = _draw(s, deck, hero, "Random Side Scenario")  # GH-LOOT-10
    if not number:
        return record
    s.say(f"{hero.cls.name} draws Random Side Scenario {number}: it is unlocked.", kind="draw")
    return replace(record, random_side_scenarios=rest, unlocked=record.unlocked | {number})
