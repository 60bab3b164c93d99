"""Items (catalog section 7): the data, equipping (GH-SETUP-21 to -25), and using
them at their moment (``data/items.md``).

An equipped item is ``ready``, ``spent`` or ``consumed`` (GH-ITEM-06, -07); an item
with use circles fills one per use and is spent or consumed when all are filled
(GH-ITEM-11). Using an item is a decision offered when its moment comes, except where
the rules make it compulsory: a free circle must be used (GH-ITEM-10), and an item
with neither symbol simply applies (GH-ITEM-08).

    >>> catalog = load_items()
    >>> catalog[1].name, catalog[1].when, catalog[1].effect
    ('Boots of Striding', 'own-move', {'move': 2})
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from math import ceil
from typing import TYPE_CHECKING, Any

import yaml

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_designs, item_effects, item_rewards
from rulebound.games.gloomhaven.damage import pending_damage
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.kernel.decision import Decision
from rulebound.kernel.errors import DataError, ParameterError
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Hero
    from rulebound.games.gloomhaven.state import GloomhavenState

SLOTS = ("head", "body", "legs", "onehand", "twohand", "small")
READY, SPENT, CONSUMED = "ready", "spent", "consumed"


@dataclass(frozen=True)
class Item:
    id: int
    name: str
    slot: str
    use: str  # spent, consumed or unlimited
    slots: int
    minus_one: int
    when: str
    effect: dict[str, Any] = field(compare=False, hash=False)
    count: int = 1  # copies in the game
    attack_kind: str = ""
    text: str = ""
    cost: int = 0
    no_refresh: bool = False  # the "cannot be recovered/refreshed" symbol (GH-REFRESH-03)


def number_ranges(numbers: Iterable[int]) -> str:
    """``"1-14, 123"``: sorted numbers, runs written as ranges.

    >>> number_ranges([3, 1, 2, 123, 5])
    '1-3, 5, 123'
    """
    runs: list[list[int]] = []
    for n in sorted(set(numbers)):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


BASE_KEYS = frozenset(
    {
        "advantage",
        "area",
        "attack",
        "condition",
        "conditions",
        "disadvantage_to_attacker",
        "forced_move_immune",
        "from",
        "heal",
        "ignore_shield",
        "infuse",
        "initiative",
        "jump",
        "move",
        "recover",
        "refresh",
        "replace_modifier",
        "scope",
        "self",
        "shield",
        "small_slots",
        "summon",
    }
)
"""The effect keys of Items 1-28 (``data/items.md``, "Item keys"); the later ranges'
keys are declared by the modules that run them."""


def check_effect_keys(item: int | str, effect: dict[str, Any]) -> None:
    """A clear error for an effect key no module runs (a typo in a user's own Item
    would otherwise do nothing)."""
    known = BASE_KEYS | item_effects.NEW_KEYS | item_designs.DESIGN_KEYS | item_rewards.NEW_KEYS
    unknown = sorted(set(effect) - known)
    if unknown:
        raise DataError(
            f"data/items.yaml: item {item}: unknown effect key {unknown[0]!r}"
            " (data/items.md lists the keys)"
        )


@cache
def load_items() -> dict[int, Item]:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "items.yaml"
    data = yaml.safe_load(ref.read_text(encoding="utf-8"))
    items = {}
    for raw in data["items"]:
        try:
            item = Item(
                id=int(raw["id"]),
                name=str(raw["name"]),
                slot=str(raw["slot"]),
                use=str(raw["use"]),
                slots=int(raw.get("slots", 0)),
                minus_one=int(raw.get("minus_one", 0)),
                when=str(raw["when"]),
                effect=dict(raw["effect"]),
                count=int(raw.get("count", 1)),
                attack_kind=str(raw.get("attack_kind", "")),
                text=str(raw.get("text", "")),
                cost=int(raw.get("cost", 0)),
                no_refresh=bool(raw.get("no_refresh", False)),
            )
        except KeyError as missing:
            raise DataError(f"data/items.yaml: item {raw.get('id')}: missing {missing}") from None
        if item.slot not in SLOTS:
            raise DataError(f"data/items.yaml: item {item.id}: unknown slot {item.slot!r}")
        check_effect_keys(item.id, item.effect)
        items[item.id] = item
    return items


def item_title(number: int) -> str:
    """How a player reads an item's number: its name with the number the item
    cards and the shop use (``"Minor Healing Potion (item 12)"``); a number our
    catalog lacks (a treasure's item beyond it) stays ``"item N"``."""
    known = load_items().get(number)
    return f"{known.name} (item {number})" if known else f"item {number}"


def summon_stat_card(hero: Hero, kind: str) -> dict[str, Any]:
    """The stat card of summon ``kind`` of the character: its class's (a card's
    summon) or one of its items' (``effect: {summon: {...}}``, item 123)."""
    found = hero.cls.summons.get(kind)
    if found is not None:
        return dict(found)
    for item in hero.items:
        spec = load_items()[item].effect.get("summon")
        if spec and spec["id"] == kind:
            return {k: v for k, v in spec.items() if k != "id"}
    raise KeyError(kind)


STARTER = "starter"
"""The ``items`` word for a class's starter kit (``data/starter_kits.yaml``)."""


def starting_gold(level: int) -> int:
    """A new character's gold: 15 x (L + 1) for starting level L (GH-NEWCHAR-04)."""
    return 15 * (level + 1)


@cache
def load_starter_kits() -> dict[str, tuple[int, ...]]:
    """Class id -> the items a new level-1 character of that class buys first (our
    suggestion, ``data/starter_kits.yaml``). Each kit is checked: known items, at most
    the starting gold of level 1 (GH-NEWCHAR-04), the equipment limits."""
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "starter_kits.yaml"
    return parse_starter_kits(yaml.safe_load(ref.read_text(encoding="utf-8")))


def parse_starter_kits(
    data: Any, where: str = "data/starter_kits.yaml"
) -> dict[str, tuple[int, ...]]:
    """The kits of a parsed ``starter_kits.yaml`` (see :func:`load_starter_kits`)."""
    catalog = load_items()
    kits: dict[str, tuple[int, ...]] = {}
    for cls, ids in dict(data["kits"]).items():
        unknown = [i for i in ids if i not in catalog]
        if unknown:
            raise DataError(f"{where}: {cls}: no item {unknown[0]}")
        cost = sum(catalog[i].cost for i in ids)
        if cost > starting_gold(1):
            raise DataError(
                f"{where}: {cls}: the kit costs {cost} gold, a new level-1 character has "
                f"{starting_gold(1)}"  # GH-NEWCHAR-04
            )
        problem = equip_problem([catalog[i] for i in ids], 1)
        if problem:
            raise DataError(f"{where}: {cls}: {problem}")
        kits[str(cls)] = tuple(int(i) for i in ids)
    return kits


def parse_loadouts(text: str, classes: Sequence[str], level: int) -> list[list[int]]:
    """``"1,12;5"``: the items of each seat, seats separated by ``;``; ``starter`` for
    a seat (or alone, for every seat) is its class's starter kit. ``classes``: the
    class id of each seat. Checks the equipment limits (GH-SETUP-22 to -24) and the
    copies of each item (GH-SHOP-04)."""
    catalog = load_items()
    seats = [part.strip() for part in text.split(";")] if text.strip() else []
    if seats == [STARTER]:
        seats = [STARTER] * len(classes)
    if len(seats) > len(classes):
        raise ParameterError(
            f"gloomhaven: items lists {len(seats)} characters, the party has {len(classes)}"
        )
    loadouts: list[list[int]] = []
    for seat, part in enumerate(seats + [""] * (len(classes) - len(seats))):
        if part == STARTER:
            kit = load_starter_kits().get(classes[seat])
            if kit is None:
                raise ParameterError(
                    f"gloomhaven: items: no starter kit for {classes[seat]} "
                    "(data/starter_kits.yaml); list its items by number"
                )
            part = ",".join(map(str, kit))
        ids = []
        for token in (t.strip() for t in part.split(",") if t.strip()):
            try:
                ids.append(int(token))
            except ValueError:
                raise ParameterError(
                    f"gloomhaven: items: {token!r} is not an item number"
                ) from None
            if ids[-1] not in catalog:
                raise ParameterError(
                    f"gloomhaven: items: no item {ids[-1]} (known: {number_ranges(catalog)})"
                )
        problem = equip_problem([catalog[i] for i in ids], level)
        if problem:
            raise ParameterError(f"gloomhaven: items of character {seat + 1}: {problem}")
        loadouts.append(ids)
    for item_id in {i for ids in loadouts for i in ids}:
        owners = sum(ids.count(item_id) for ids in loadouts)
        if owners > catalog[item_id].count:
            raise ParameterError(
                f"gloomhaven: items: {catalog[item_id].name} has {catalog[item_id].count} "
                f"copies, the party equips {owners}"  # GH-SHOP-04
            )
    return loadouts


def equip_problem(items: list[Item], level: int) -> str:
    """Why this equipment is not allowed, or ``""`` (GH-SETUP-22 to -24)."""
    count = {slot: sum(1 for i in items if i.slot == slot) for slot in SLOTS}
    for slot in ("head", "body", "legs"):
        if count[slot] > 1:
            return f"at most one {slot} item"  # GH-SETUP-22
    if count["twohand"] > 1 or (count["twohand"] and count["onehand"]) or count["onehand"] > 2:
        return "one two-handed item or two one-handed items at most"  # GH-SETUP-23
    most = ceil(level / 2) + sum(int(i.effect.get("small_slots", 0)) for i in items)
    if count["small"] > most:  # item 16 (Cloak of Pockets) carries two more
        return f"at most {most} small item{'s' if most > 1 else ''} at level {level}"  # GH-SETUP-24
    if len({i.id for i in items}) != len(items):
        return "the same item twice"
    return ""


# --- using items --------------------------------------------------------------------


def usable(s: GloomhavenState, hero: Hero, when: str, **context: Any) -> list[int]:
    """Indices into ``hero.items`` of the ready items for this moment (GH-ITEM-03: not
    while Stunned)."""
    if not hero.items:  # asked for every attack and move: most parties have no items
        return []
    fig = s.figures[hero.figure]
    if hero.exhausted:
        return []
    stunned = not fig.conditions.can_use_items()
    catalog = load_items()
    found = []
    for index, item_id in enumerate(hero.items):
        item = catalog[item_id]
        if hero.item_state[index] != READY or item.when != when:
            continue
        if (stunned or context.get("while_stunned")) and not item_designs.while_stunned(item):
            continue  # GH-ITEM-03; items 89, 90 say they may be used while Stunned
        kind = context.get("attack_kind")
        if item.attack_kind and kind and item.attack_kind != kind:
            continue
        scope = context.get("scope")
        if scope and item.effect.get("scope", "action") != scope:
            continue
        if {"area", "melee_reach", "splash"} & item.effect.keys() and not context.get(
            "single_target"
        ):
            continue  # items 18, 26, 68, 116: only a single-target Attack ability
        if refresh_only(item) and not refreshable(hero, **refresh_spec(item)):
            continue  # nothing to turn back: the item would change nothing (GH-ITEM-12)
        if not item_designs.can_use(s, hero, item):
            continue  # nothing to cure, no ally to recover cards (items 89, 95)
        if not item_rewards.fits_target(item, context.get("target_type")):
            continue  # item 113: only against the monster kinds it names
        if not item_rewards.fits_attacker(s, hero, item, context.get("attacker")):
            continue  # item 131: only an adjacent normal attacker with an ally in reach
        if item.when == "ally-attack" and not item_designs.ally_can_strike(
            s, context.get("attacker")
        ):
            continue  # item 93: the ally's attack has an enemy to hit
        if not item_effects.can_use(s, hero, item) or not item_rewards.can_use(s, hero, item):
            continue  # an element it must consume is not there (item 54), no enemy near (126)
        found.append(index)
    return found


def use(s: GloomhavenState, hero: Hero, index: int) -> None:
    """Fill a circle or spend/consume the item (GH-ITEM-06, -07, -11)."""
    item = load_items()[hero.items[index]]
    if item.use == "unlimited":
        return
    if item.slots:
        hero.item_used[index] += 1
        if hero.item_used[index] < item.slots:
            return
    hero.item_state[index] = SPENT if item.use == SPENT else CONSUMED
    s.say(f"{hero.cls.name}'s {item.name} is {hero.item_state[index]}.", kind="item")


def refresh_spent(hero: Hero) -> None:
    """A Long Rest refreshes Spent items, not Consumed ones (GH-LREST-05), nor an
    item with the "cannot be refreshed" symbol (GH-REFRESH-03)."""
    catalog = load_items()
    for index, state in enumerate(hero.item_state):
        if state == SPENT and not catalog[hero.items[index]].no_refresh:
            hero.item_state[index] = READY
            hero.item_used[index] = 0


def refreshable(hero: Hero, which: str, slot: str = "") -> list[int]:
    """Indices of the items a Refresh ability may turn back (GH-REFRESH-01 to -03):
    Spent and/or Consumed as ``which`` says (``spent``, ``consumed``, ``any``), of
    ``slot`` if given. An item with a free use circle is not Spent (GH-REFRESH-02),
    and one with the "cannot be refreshed" symbol never comes back."""
    catalog = load_items()
    wanted = {SPENT, CONSUMED} if which == "any" else {which}
    return [
        index
        for index, state in enumerate(hero.item_state)
        if state in wanted
        and not catalog[hero.items[index]].no_refresh
        and (not slot or catalog[hero.items[index]].slot == slot)
    ]


def refresh_only(item: Item) -> bool:
    """An item whose only effect is a Refresh (17, 28): it waits for an item to turn
    back. One that also heals or recovers (69) does something without one."""
    return "refresh" in item.effect and not {"heal", "recover"} & item.effect.keys()


def refresh_spec(item: Item) -> dict[str, str]:
    """The ``which`` and ``slot`` of an item's ``refresh`` effect (items 17, 28)."""
    spec = item.effect["refresh"]
    return {"which": str(spec["which"]), "slot": str(spec.get("slot", ""))}


@step("refresh")
def run_refresh(s: GloomhavenState, st: Step) -> Decision | None:
    """("refresh", seat, count, which, slot): the player turns up to ``count`` items
    back to ready, one at a time (a Refresh is a positive ability: it may stop)."""
    hero = s.heroes[st[1]]
    options = refreshable(hero, st[3], st[4]) if st[2] > 0 else []
    if not options:
        return None
    return Decision(
        hero.seat,
        "refresh-item",
        f"{hero.cls.name}: refresh an item ({st[2]} left), or stop",
        (enc.STOP, *(enc.ITEM + i for i in options)),
    )


@answer("refresh")
def answer_refresh(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    index = action - enc.ITEM
    hero.item_state[index] = READY
    hero.item_used[index] = 0
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} refreshes {load_items()[hero.items[index]].name}.", kind="item")
    s.push(("refresh", st[1], st[2] - 1, st[3], st[4]))


@cache
def moments_of(items: tuple[int, ...]) -> frozenset[str]:
    """The moments (``Item.when``) of these items: a window of any other moment offers
    none of them (:func:`usable` keeps only the items of its moment), so it closes
    at once. Remembered per item list: item windows open several times a turn."""
    catalog = load_items()
    return frozenset(catalog[i].when for i in items)


def window_options(
    s: GloomhavenState, hero: Hero, moment: str, context: dict[str, Any] | None = None
) -> list[int]:
    """Indices into ``hero.items`` of the items an item window of ``moment`` offers:
    the ready ones of that moment with a Spent or Consumed symbol (an unlimited one
    simply applies, GH-ITEM-08, unless its use is a choice: item 66), and, after an
    attack's draw, none with use circles
    (those must be used, GH-ITEM-10: ``combat._armour`` uses them)."""
    catalog = load_items()
    return [
        i
        for i in usable(s, hero, moment, **(context or {}))
        if (
            catalog[hero.items[i]].use != "unlimited"
            or item_effects.chosen_each_time(s, hero, i)
            or item_rewards.chosen_each_time(s, hero, i)  # items 121, 122
        )
        and not (moment == "damaged-by-attack" and catalog[hero.items[i]].slots)
    ]


@step("item-window")
def run_item_window(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-window", seat, moment[, context]): the player may use a ready item of
    that moment now (GH-ITEM-02, -05), one at a time. The prompt says what each item
    would do and, at an attack, the damage coming (:func:`window_prompt`)."""
    hero = s.heroes[st[1]]
    if st[2] not in moments_of(tuple(hero.items)):
        return None  # no item of this moment at all (most windows): none to offer
    options = window_options(s, hero, st[2], dict(st[3]) if len(st) > 3 else None)
    if not options:
        return None
    return Decision(
        hero.seat,
        "use-item",
        window_prompt(s, hero, st, options),
        (enc.STOP, *(enc.ITEM + i for i in options)),
    )


def effect_words(item: Item) -> str:
    """What using an item does, in a few words (its ``text`` where the effect is not
    one of the usual ones)."""
    effect = item.effect
    words = []
    if "refresh" in effect:  # items 45, 49: beside a heal or a Curse, say it
        spec = effect["refresh"]
        many = "every" if spec["count"] == "all" else f"up to {spec['count']}"
        kind = " ".join(w for w in (spec["which"], spec.get("slot", "")) if w)
        plural = "s" if spec["count"] not in (1, "all") else ""
        words.append(f"refresh {many} {kind} item{plural}")
    if "heal" in effect:
        words.append(f"heal {effect['heal']}")
    if "recover" in effect:
        words.append(f"recover {effect['recover']} card(s) from {effect.get('from', 'discard')}")
    if "shield" in effect and "moved_at_most" not in effect:  # 50: item_effects says it
        words.append(f"Shield {effect['shield']} against this attack")
    if effect.get("disadvantage_to_attacker"):
        words.append("the attack gains Disadvantage")
    if "condition" in effect:
        words.append(f"gain {effect['condition']}")
    if "move" in effect:
        words.append(f"Move +{effect['move']}")
    if "attack" in effect:
        words.append(f"Attack +{effect['attack']}")
    words += item_effects.effect_words(item) + item_designs.effect_words(item)
    words += item_rewards.effect_words(item)
    return ", ".join(words) or item.text


def window_prompt(s: GloomhavenState, hero: Hero, st: Step, options: list[int]) -> str:
    """The item window's question: at an attack on the character, the attack, the
    Shield, the damage it will deal and the HP (``damage.pending_damage``); at any
    moment, what each item offered would do."""
    catalog = load_items()
    fig = s.figures[hero.figure]
    found = pending_damage(s, st)
    each = []
    for index in options:
        item = catalog[hero.items[index]]
        words = effect_words(item)
        for entry in found["items"] if found else ():
            if entry["item"] != index or found is None:
                continue
            if "prevents" in entry and not entry["prevents"]:
                words += f": no change, the Pierce {found['pierce']} cancels it"
            elif "prevents" in entry:
                words += f": {entry['damage']} damage instead of {found['damage']}"
            elif "disadvantage" in entry and not entry["disadvantage"]:
                words += ": no change, the attack already has Disadvantage"
            elif "disadvantage" in entry and found["advantage"]:
                words += ": it cancels the attack's Advantage"
        each.append(f"{item.name}: {words}")
    listed = "; ".join(each)
    name = hero.cls.name
    if found is None:
        return f"{name} ({fig.hp} of {fig.max_hp} HP): use an item now? ({listed})"
    who = s.figures[found["attacker"]].label if found["attacker"] >= 0 else "an attack"
    hp = f"{found['hp']} HP"
    after = f"{found['hp_after']} HP left" if not found["exhausts"] else "it would exhaust you"
    if found["modifier_drawn"]:
        coming = (
            f"{who}'s attack {found['attack']} against your Shield {found['shield']} "
            f"will deal {found['damage']} damage ({hp}; {after})"
        )
    else:
        draw = " with Advantage" if found["advantage"] else ""
        draw += " with Disadvantage" if found["disadvantage"] else ""
        coming = (
            f"{who} attacks you with {found['attack']} before its modifier card{draw}, "
            f"against your Shield {found['shield']}: {found['damage']} damage on a +0 "
            f"({hp}; {after})"
        )
    return f"{name}: {coming}. Use an item? ({listed})"


@answer("item-window")
def answer_item_window(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    index = action - enc.ITEM
    item = load_items()[hero.items[index]]
    s.say(f"{hero.cls.name} uses {item.name}.", kind="item")
    use(s, hero, index)
    apply_effect(s, hero, item)
    if "turn_attack" in item.effect:  # item 131: the attack is no longer on you
        s.push(("item-betray", hero.seat, int(dict(st[3])["attacker"]), hero.figure))
        return
    s.push(st)  # another item may follow


def apply_effect(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """What an item does (data/items.md)."""
    from rulebound.games.gloomhaven.damage import give, heal

    fig = s.figures[hero.figure]
    effect = item.effect
    if "heal" in effect:
        heal(s, fig, int(effect["heal"]))
    if "condition" in effect:
        give(s, fig, str(effect["condition"]))
    if "recover" in effect:
        s.push(("recover", hero.seat, int(effect["recover"]), str(effect.get("from", "discard"))))
    if "refresh" in effect:  # items 17 and 28 (GH-REFRESH-01 to -03)
        _refresh(s, hero, item)
    if isinstance(effect.get("infuse"), str):  # item 20: "any" lets the player pick
        if effect["infuse"] == "any":  # (GH-INFUSE-03); a list: item_effects
            s.push(("choose-infusion", hero.seat))
        else:
            s.elements = s.elements.infuse(Element(str(effect["infuse"])))
    if "initiative" in effect:  # item 15: the player picks earlier or later
        s.push(("initiative-shift", hero.seat, int(effect["initiative"])))
    if "summon" in effect:  # item 123: a summon that belongs to no ability card
        s.push(("summon", hero.seat, str(effect["summon"]["id"]), "item"))
    if "area" in effect:  # items 18, 26: the Attack ability now hits an area instead
        s.ctx["atk"]["area"] = [list(h) for h in effect["area"]["hexes"]]
        s.ctx["atk"]["area_melee"] = bool(effect["area"].get("melee", True))
    elif item.when == "own-attack" and effect.get("scope") == "single":
        s.ctx["item_single"] = dict(effect)  # one attack against one target
    elif item.when == "own-attack":
        bonus = s.ctx.setdefault("item_attack", {})
        for key, value in effect.items():
            if key in ("scope", "consume", "range", "pull", "push"):
                continue  # item_effects.apply_new_keys: the ability's own values
            if key == "attack":
                bonus["attack"] = bonus.get("attack", 0) + int(value)
            elif key == "conditions":
                bonus["conditions"] = list(bonus.get("conditions", ())) + list(value)
            else:
                bonus[key] = value
    if item.when == "attacked":
        s.ctx["item_defence"] = dict(effect)
    if item.when == "damaged-by-attack":
        s.ctx["item_shield"] = s.ctx.get("item_shield", 0) + int(effect.get("shield", 0))
    item_effects.apply_new_keys(s, hero, item)  # the keys of items 29-70
    item_designs.apply(s, hero, item)  # the keys of items 71-95
    item_rewards.apply(s, hero, item)  # the keys of items 96-133


def _refresh(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """``refresh: {count, which, slot}``: ``all`` turns every such item back at once
    (item 28: nothing to choose); a number lets the player pick that many, one at a
    time (item 17), as a card's Refresh does."""
    spec = item.effect["refresh"]
    if spec["count"] != "all":
        s.push(("refresh", hero.seat, int(spec["count"]), *refresh_spec(item).values()))
        return
    catalog = load_items()
    for index in refreshable(hero, **refresh_spec(item)):
        hero.item_state[index] = READY
        hero.item_used[index] = 0
        s.say(f"{hero.cls.name} refreshes {catalog[hero.items[index]].name}.", kind="item")


@step("initiative-shift")
def run_initiative_shift(s: GloomhavenState, st: Step) -> Decision | None:
    """("initiative-shift", seat, N): Boots of Speed (item 15): the leading initiative
    becomes N lower (earlier) or N higher (later) for this round."""
    hero = s.heroes[st[1]]
    lead = hero.cls.cards[hero.plan[0]].initiative
    return Decision(
        hero.seat,
        "initiative-shift",
        f"{hero.cls.name}: leading initiative {lead}: {st[2]} earlier or {st[2]} later?",
        (enc.CHOICE, enc.CHOICE + 1),
    )


@answer("initiative-shift")
def answer_initiative_shift(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    hero.initiative_shift = st[2] if action == enc.CHOICE + 1 else -st[2]
    lead = hero.cls.cards[hero.plan[0]].initiative + hero.initiative_shift
    s.say(f"{hero.cls.name}'s leading initiative is {lead} this round.", kind="item")
