"""Road and City Events (section 3): the cards as data, drawn and resolved.

The cards are ``data/campaigns/events.yaml`` (format in its header). :func:`draw`
shows the top card of a deck; :func:`resolve` applies the chosen option's outcomes in
printed order under their conditions and puts the card back at the bottom of its deck
or out of the game (GH-EVENT-03 to -16). :func:`add_mat_events` adds the events on a
retiring character's class mat (GH-RETIRE-06).

    >>> card = EVENTS[("road", 2)]
    >>> card.options["A"].says
    'Eat the berries.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any

from rulebound.games.gloomhaven.campaign import (
    START_CONSUMED,
    CharacterSheet,
    achievement_name,
    gain_global,
)
from rulebound.games.gloomhaven.campaign_city import (
    CHECKMARKS_PER_PERK,
    XP_FOR_LEVEL,
    Campaign,
    CityError,
    gain_prosperity,
    gain_reputation,
    random_item_design,
)
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.items import SLOTS, load_items
from rulebound.games.gloomhaven.yaml_files import parse_yaml
from rulebound.kernel.errors import DataError

DECKS = ("road", "city")
CONDITION_NAMES = tuple(str(c) for c in Condition)
EACH = ("gold", "xp", "lose_gold", "checkmarks", "lose_checkmarks", "discard", "start_damage")
PARTY = (
    "party_gold",
    "party_lose_gold",
    "reputation",
    "prosperity",
    "item",
    "minus_one",
    "item_design",
    "random_item_design",
    "unlock_scenario",
    "party_achievement",
    "global_achievement",
    "add_event",
    "choose",
    "start_condition",
    "consume_item",
    "party_consume_item",
    "option",
)
CONDITIONS = (
    "class",
    "reputation_above",
    "reputation_below",
    "pay",
    "pay_each",
    "give_item",
    "otherwise",
)


@dataclass(frozen=True)
class Outcome:
    when: dict[str, Any]
    effects: tuple[dict[str, Any], ...]
    # to the bottom of the deck (else removed from the game); None: as the outcome of
    # the option its ``option`` effect resolves
    returns: bool | None


@dataclass(frozen=True)
class Option:
    says: str
    outcomes: tuple[Outcome, ...]


@dataclass(frozen=True)
class EventCard:
    deck: str
    number: int
    options: dict[str, Option]

    @property
    def title(self) -> str:
        return f"{self.deck.capitalize()} Event {self.number}"


def _effects(raw: Any, where: str) -> tuple[dict[str, Any], ...]:
    maps = raw if isinstance(raw, list) else [raw or {}]
    for m in maps:
        if not isinstance(m, dict):
            raise DataError(f"{where}: effects are maps")
        for key in m:
            if key not in (*EACH, *PARTY, "if"):
                raise DataError(f"{where}: unknown effect {key!r}")
            if key in ("consume_item", "party_consume_item") and m[key] not in SLOTS:
                raise DataError(f"{where}: {key} is an Item slot: {', '.join(SLOTS)}")
            if key == "start_condition" and m[key] not in CONDITION_NAMES:
                raise DataError(f"{where}: start_condition is one of {', '.join(CONDITION_NAMES)}")
    return tuple(maps)


def _names_option(option: Option) -> bool:
    return any("option" in e for out in option.outcomes for e in out.effects)


def parse_events(data: Any, origin: str) -> dict[tuple[str, int], EventCard]:
    if not isinstance(data, dict) or not isinstance(data.get("events"), list):
        raise DataError(f"{origin}: expected a map with a list of events")
    cards: dict[tuple[str, int], EventCard] = {}
    for i, raw in enumerate(data["events"]):
        where = f"{origin}: events[{i}]"
        if not isinstance(raw, dict) or raw.get("deck") not in DECKS:
            raise DataError(f"{where}: deck is road or city")
        options = {}
        for label in ("A", "B"):
            opt = raw.get(label)
            if not isinstance(opt, dict) or not isinstance(opt.get("outcomes"), list):
                raise DataError(f"{where}: option {label} needs says and outcomes")
            outcomes = []
            for k, out in enumerate(opt["outcomes"]):
                spot = f"{where} {label} outcome {k + 1}"
                when = out.get("if") or {}
                if any(key not in CONDITIONS for key in when):
                    raise DataError(f"{spot}: conditions are {', '.join(CONDITIONS)}")
                effects = _effects(out.get("effects"), spot)
                other = {e["option"] for e in effects if "option" in e}
                if other - {"AB".replace(label, "")}:
                    raise DataError(f"{spot}: option names the other option, A or B")
                if out.get("card") not in ("return", "remove") and not (
                    other and out.get("card") is None
                ):
                    raise DataError(f"{spot}: card is return or remove")
                fate = None if out.get("card") is None else out["card"] == "return"
                outcomes.append(Outcome(when, effects, fate))
            options[label] = Option(str(opt.get("says", "")), tuple(outcomes))
        if all(_names_option(o) for o in options.values()):
            raise DataError(f"{where}: options A and B cannot both resolve the other")
        card = EventCard(raw["deck"], int(raw["number"]), options)
        cards[(card.deck, card.number)] = card
    return cards


def _load() -> dict[tuple[str, int], EventCard]:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "campaigns"
    origin = "data/campaigns/events.yaml"
    return parse_events(
        parse_yaml((ref / "events.yaml").read_text(encoding="utf-8"), origin), origin
    )


EVENTS = _load()


def cards_of(c: Campaign) -> dict[tuple[str, int], EventCard]:
    """The shipped cards and the party's own (which replace a shipped card of the
    same deck and number)."""
    if not c.own_events:
        return EVENTS
    own = parse_events(parse_yaml(c.own_events, "own events"), "own events")
    return {**EVENTS, **own}


def starting_deck(deck: str, c: Campaign | None = None) -> tuple[int, ...]:
    """The typed cards of a deck (the game starts each deck with its cards 1-30),
    and every card of the party's own with a number no shipped card has (one with a
    shipped card's number replaces that card's data, and joins when it would)."""
    own = cards_of(c) if c is not None else EVENTS
    extra = {n for (d, n) in own if d == deck and (d, n) not in EVENTS}
    return tuple(sorted({n for d, n in EVENTS if d == deck and n <= 30} | extra))


def draw(
    c: Campaign, deck: str, cards: Mapping[tuple[str, int], EventCard] | None = None
) -> EventCard:
    """GH-EVENT-01, -02: the top card of the deck (its front: the two options)."""
    cards = cards_of(c) if cards is None else cards
    pile = c.deck(deck)
    if not pile:
        raise CityError(f"the {deck} event deck is empty")
    return cards[(deck, pile[0])]


def may_draw_city(c: Campaign) -> str:
    """GH-EVENT-01: once per visit, after a scenario played in Campaign Mode."""
    if c.city_event_done:
        return "the City Event of this visit was drawn already"  # GH-EVENT-01
    if c.last_mode != "campaign":
        return "a City Event follows a scenario played in Campaign Mode"  # GH-EVENT-01
    return ""


def resolve(
    c: Campaign,
    deck: str,
    label: str,
    *,
    pick: int = 0,
    receiver: str = "",
    cards: Mapping[tuple[str, int], EventCard] | None = None,
) -> tuple[Campaign, list[str]]:
    """GH-EVENT-03 to -16: the chosen option's outcomes, then the card's fate. ``pick``
    chooses within a ``choose`` effect; ``receiver`` (a class) gets an Item reward
    (default: the first character); ``cards``: the event cards (a user's own file
    read by :func:`parse_events`; default: :func:`cards_of` the campaign). Returns the
    campaign and what happened."""
    cards = cards_of(c) if cards is None else cards
    card = draw(c, deck, cards)
    if label not in card.options:
        raise CityError("an event's options are A and B")  # GH-EVENT-03
    said = [f"{card.title}, option {label}: {card.options[label].says}"]
    # the drawn card is out of its deck while it is resolved: a card the event adds to
    # the same deck is shuffled in without it (GH-CAMP-03)
    c = c.with_deck(deck, c.deck(deck)[1:])
    c, returns = _outcomes(c, card, label, pick, receiver, said, cards)
    rest = c.deck(deck)
    if returns:  # GH-EVENT-16
        rest = (*rest, card.number)
        said.append("The card goes to the bottom of its deck.")
    else:
        said.append("The card is removed from the game.")
    c = c.with_deck(deck, rest)
    if deck == "city":
        c = replace(c, city_event_done=True)
    return c, said


def _outcomes(
    c: Campaign,
    card: EventCard,
    label: str,
    pick: int,
    receiver: str,
    said: list[str],
    cards: Mapping[tuple[str, int], EventCard],
) -> tuple[Campaign, bool]:
    """GH-EVENT-04 to -07: an option's outcomes in printed order under their
    conditions. Returns the campaign and the card's fate (GH-EVENT-16: that of the
    last outcome applied; the bottom of the deck if none applied)."""
    applied = False
    returns = True
    for outcome in card.options[label].outcomes:
        if outcome.when.get("otherwise") and applied:  # GH-EVENT-06
            continue
        ok, c = _condition(c, outcome.when, receiver, said)
        if not ok:
            continue
        applied = True
        if outcome.returns is not None:
            returns = outcome.returns
        for effect in outcome.effects:
            if not _holds(c, effect.get("if") or {}):
                continue
            if "option" in effect:  # "resolve the other option's outcomes" (a card's)
                said.append(f"As option {effect['option']}:")
                c, fate = _outcomes(c, card, effect["option"], pick, receiver, said, cards)
                if outcome.returns is None:
                    returns = fate
            c = _apply(c, effect, pick, receiver, said, cards)
    return c, returns


def _holds(c: Campaign, when: dict[str, Any]) -> bool:
    if "class" in when and not any(s.cls in when["class"] for s in c.record.characters):
        return False  # GH-EVENT-04
    if "reputation_above" in when and not c.reputation > when["reputation_above"]:
        return False  # GH-EVENT-05
    return not ("reputation_below" in when and not c.reputation < when["reputation_below"])


def _condition(
    c: Campaign, when: dict[str, Any], receiver: str, said: list[str]
) -> tuple[bool, Campaign]:
    if not _holds(c, when):
        return False, c
    if "give_item" in when:
        return _give_item(c, int(when["give_item"]), receiver, said)
    if "pay_each" in when:
        return _pay_each(c, int(when["pay_each"]), said)
    cost = int(when.get("pay", 0))
    if not cost:
        return True, c
    if sum(s.gold for s in c.record.characters) < cost:
        said.append(f"The party cannot pay {cost} gold.")
        return False, c
    said.append(f"The party pays {cost} gold.")
    return True, _take_gold(c, cost)


def _give_item(c: Campaign, item: int, receiver: str, said: list[str]) -> tuple[bool, Campaign]:
    """An outcome that asks the party for an Item (Road Event 28: a Stamina Potion):
    one character who owns it gives it up, ``receiver`` if it can (the party's choice,
    as for an Item reward, GH-EVENT-09), else the first who can. The card goes back to
    the City Supply, as a sold Item does (a reading). No owner: the outcome fails."""
    owners = [s for s in c.record.characters if item in s.items]
    if not owners:
        said.append(f"No character has item {item} to give.")
        return False, c
    giver = next((s for s in owners if s.cls == receiver), owners[0])
    c = c.with_sheet(replace(giver, items=tuple(i for i in giver.items if i != item)))
    supply = c.record.supply()
    supply[item] = supply.get(item, 0) + 1
    c = replace(c, record=replace(c.record, city_supply=tuple(sorted(supply.items()))))
    said.append(f"{giver.name or giver.cls} gives up item {item}.")
    return True, c


def _pay_each(c: Campaign, cost: int, said: list[str]) -> tuple[bool, Campaign]:
    """An outcome on a payment by each character (GH-EVENT-11: no "collective"; Road
    Event 35): met only if every character can pay, and then each pays (a reading: a
    payment not made in full is not made)."""
    short = [s for s in c.record.characters if s.gold < cost]
    if short:
        said.append(f"{short[0].name or short[0].cls} cannot pay {cost} gold.")
        return False, c
    for sheet in c.record.characters:
        c = c.with_sheet(replace(sheet, gold=sheet.gold - cost))
    said.append(f"Each character pays {cost} gold.")
    return True, c


def _take_gold(c: Campaign, amount: int) -> Campaign:
    """GH-EVENT-10, -12: a collective payment or loss, as much as the party has. The
    party splits it as it wishes; we take it from the richest character first (a
    reading: the command has no split option)."""
    left = amount
    for sheet in sorted(c.record.characters, key=lambda s: -s.gold):
        paid = min(left, sheet.gold)
        c = c.with_sheet(replace(sheet, gold=sheet.gold - paid))
        left -= paid
    return c


def _split_gold(c: Campaign, amount: int) -> Campaign:
    """GH-EVENT-10: collective gold, split evenly; the odd coins go to the first
    characters (a reading, as above)."""
    sheets = c.record.characters
    for i, sheet in enumerate(sheets):
        share = amount // len(sheets) + (1 if i < amount % len(sheets) else 0)
        c = c.with_sheet(replace(sheet, gold=sheet.gold + share))
    return c


def min_checkmarks(c: Campaign, sheet: CharacterSheet) -> int:
    """GH-EVENT-13: checkmarks already turned into Perks cannot be lost."""
    from_marks = len(sheet.perks) - (sheet.level - 1) - c.bonus_perks(sheet.cls)
    return CHECKMARKS_PER_PERK * max(0, from_marks)


def _each(c: Campaign, key: str, value: int) -> Campaign:
    for sheet in c.record.characters:  # GH-EVENT-11: no indication means each
        if key == "gold":
            sheet = replace(sheet, gold=sheet.gold + value)
        elif key == "lose_gold":  # GH-EVENT-12, -13
            sheet = replace(sheet, gold=max(0, sheet.gold - value))
        elif key == "xp":
            sheet = replace(sheet, xp=max(XP_FOR_LEVEL[sheet.level - 1], sheet.xp + value))
        elif key == "checkmarks":  # as a battle goal's (GH-SEND-07)
            sheet = replace(sheet, checkmarks=sheet.checkmarks + value)
        elif key == "lose_checkmarks":
            floor = min(sheet.checkmarks, min_checkmarks(c, sheet))
            sheet = replace(sheet, checkmarks=max(floor, sheet.checkmarks - value))
        elif key == "discard":  # GH-EVENT-14: after the next Hand is chosen
            sheet = replace(sheet, discard_at_start=sheet.discard_at_start + value)
        elif key == "start_damage":
            sheet = replace(sheet, start_damage=sheet.start_damage + value)
        c = c.with_sheet(sheet)
    return c


def _apply(
    c: Campaign,
    effect: dict[str, Any],
    pick: int,
    receiver: str,
    said: list[str],
    cards: Mapping[tuple[str, int], EventCard],
) -> Campaign:
    for key, value in effect.items():
        if key in ("if", "option"):  # option: resolved by _outcomes
            continue
        if key in EACH:
            c = _each(c, key, int(value))
            said.append(f"Each character: {key.replace('_', ' ')} {value}.")
        elif key == "choose":
            chosen = value[pick] if 0 <= pick < len(value) else value[0]
            c = _apply(c, chosen, 0, receiver, said, cards)
        elif key == "party_gold":
            c = _split_gold(c, int(value))
            said.append(f"The party gains {value} gold.")
        elif key == "party_lose_gold":
            c = _take_gold(c, int(value))
            said.append(f"The party loses {value} gold.")
        elif key == "reputation":
            c = gain_reputation(c, int(value))
            said.append(f"Reputation {int(value):+d}.")
        elif key == "prosperity":  # GH-EVENT-15: not below the level's minimum
            c = gain_prosperity(c, int(value))
            said.append(f"Prosperity {int(value):+d}.")
        elif key == "start_condition":
            for sheet in c.record.characters:
                marks = (*sheet.start_conditions, str(value))
                c = c.with_sheet(replace(sheet, start_conditions=marks))
            said.append(f"Each character starts the next scenario with {value}.")
        elif key == "consume_item":  # GH-EVENT-11: each character's own Item
            for sheet in c.record.characters:
                c = _consume(c, sheet, str(value))
            said.append(f"Each character starts the next scenario with a {value} Item consumed.")
        else:
            c = _party(c, key, value, receiver, said, cards)
    return c


def _party(
    c: Campaign,
    key: str,
    value: Any,
    receiver: str,
    said: list[str],
    cards: Mapping[tuple[str, int], EventCard],
) -> Campaign:
    record = c.record
    sheets = record.characters
    chosen = next((s for s in sheets if s.cls == receiver), sheets[0] if sheets else None)
    if key == "item":  # GH-EVENT-09: to one character, the party's choice
        if chosen is not None and int(value) not in chosen.items:
            c = c.with_sheet(replace(chosen, items=(*chosen.items, int(value))))
            known = load_items().get(int(value))  # an untyped Item has only its number
            what = f"item {value} ({known.name})" if known else f"item {value}"
            said.append(f"{chosen.name or chosen.cls} receives {what}.")
    elif key == "minus_one":  # one character, the party's choice, as for an Item
        if chosen is not None:
            marks = (*chosen.start_conditions, *["-1"] * int(value))
            c = c.with_sheet(replace(chosen, start_conditions=marks))
            said.append(
                f"{chosen.name or chosen.cls} has {value} more -1 cards in its attack"
                " modifier deck for the next scenario."
            )
    elif key == "party_consume_item":  # one character's, the party's choice
        if chosen is not None:
            c = _consume(c, chosen, str(value))
            said.append(
                f"{chosen.name or chosen.cls} starts the next scenario with a {value} Item"
                " consumed."
            )
    elif key in ("item_design", "random_item_design"):  # GH-EVENT-08
        if key == "random_item_design":
            c = random_item_design(c)
        else:
            supply = record.supply()
            supply[int(value)] = supply.get(int(value), 0) + 2
            c = replace(c, record=replace(record, city_supply=tuple(sorted(supply.items()))))
        said.append("An Item Design joins the City Supply.")
    elif key == "unlock_scenario":
        c = replace(c, record=replace(record, unlocked=record.unlocked | {int(value)}))
        said.append(f"Scenario {value} is unlocked.")
    elif key == "party_achievement":
        c = replace(
            c, record=replace(record, party_achievements=record.party_achievements | {value})
        )
        said.append(f"Party achievement: {achievement_name(str(value))}.")
    elif key == "global_achievement":
        ach = gain_global(record.global_achievements, [str(value)])  # GH-CAMP-01
        c = replace(c, record=replace(record, global_achievements=ach))
        said.append(f"Global achievement: {achievement_name(str(value))}.")
    elif key == "add_event":
        c, line = add_card(c, str(value[0]), int(value[1]), cards)
        said.append(line)
    return c


def _consume(c: Campaign, sheet: CharacterSheet, slot: str) -> Campaign:
    """Road Events 9 and 30: an Item of ``slot`` that the character brings to the next
    scenario starts it consumed (GH-ITEM-07); the scenario's setup marks it."""
    marks = (*sheet.start_conditions, START_CONSUMED + slot)
    return c.with_sheet(replace(sheet, start_conditions=marks))


def add_card(
    c: Campaign, deck: str, number: int, cards: Mapping[tuple[str, int], EventCard]
) -> tuple[Campaign, str]:
    """GH-CAMP-03: a card joins its deck, which is then shuffled. A card we have not
    typed stays out (it could not be resolved when drawn), and the line says so."""
    title = f"{deck.capitalize()} Event {number}"
    if (deck, number) not in cards:
        return c, f"{title} would join its deck (not typed)."
    pile = [*c.deck(deck), number]
    rng, c = c.rng()
    rng.shuffle(pile)
    return c.with_deck(deck, tuple(pile)), f"{title} is shuffled into its deck."


def mat_events(c: Campaign, cls: str) -> list[tuple[str, int]]:
    """GH-RETIRE-06: the City and Road Event numbered on the class's mat, which join
    their decks when a character of the class retires. Each is one card: once a
    character of the class has retired, the card is in its deck or out of the game,
    so a later retirement of the class adds nothing (a reading)."""
    number = load_class(cls).event_number
    if number is None or any(r.cls == cls for r in c.retired):
        return []
    return [(deck, number) for deck in ("city", "road") if number not in c.deck(deck)]


def add_mat_events(c: Campaign, cls: str) -> Campaign:
    """GH-RETIRE-06, GH-CAMP-03: the retiring character's mat events, each shuffled
    into its deck (a card not typed stays out, as for :func:`add_card`)."""
    cards = cards_of(c)
    for deck, number in mat_events(c, cls):
        c, _ = add_card(c, deck, number, cards)
    return c
