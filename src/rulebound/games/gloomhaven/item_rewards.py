"""Item effects of the Items that scenarios' treasures and events give, and of the
Item Designs (items 96-133; ``data/items.md``, "Item keys"): the keys the earlier
items lack, each with its engine support, called from :func:`items.apply_effect`,
:func:`items.usable` and the one hook where its moment happens (named in each
function): fewer -1 cards in a worn item's owner's deck, a Focus Initiative of 99, a
heal for each kill on one's own turn, a melee bonus after a long move, damage paid
for an attack bonus, conditions on nearby enemies, traps disarmed, an enemy's attack
turned on its allies.

    >>> sorted(NEW_KEYS)[:3]
    ['condition_instead', 'consume_all', 'destroy_obstacle']
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, OBSTACLE
from rulebound.games.gloomhaven.item_effects import _worn
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.modifiers import ModifierCard
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Figure, Hero
    from rulebound.games.gloomhaven.items import Item
    from rulebound.games.gloomhaven.modifiers import ModifierDeck
    from rulebound.games.gloomhaven.state import GloomhavenState

NEW_KEYS = frozenset(
    {
        "against",
        "attacker_conditions",
        "condition_instead",
        "consume_all",
        "destroy_obstacle",
        "disarm_traps",
        "enemy_conditions",
        "focus_initiative",
        "force_enemy",
        "hazardous_heal",
        "ignore_terrain",
        "if_strong",
        "loot",
        "loot_instead",
        "mark_enemy",
        "moved_at_least",
        "next_melee_attack",
        "pierce",
        "push_attacker",
        "remove_minus_one",
        "splash",
        "suffer",
        "summoned_ally",
        "turn_attack",
    }
)
"""The effect keys this module runs (items.md documents each)."""

MINUS_ONE = ModifierCard(-1)
"""The plain -1 card (no effect, not rolling)."""

OWN_KILL = "own-kill"
"""The moment of item 106: the owner kills an enemy during its own turn."""

OWN_LOOT = "own-loot"
"""The moment of item 109: the owner performs a Loot 1 ability of a card."""


# --- worn items: the deck, the Focus ------------------------------------------------------


def without_minus_ones(deck: ModifierDeck, items: list[int]) -> ModifierDeck:
    """Second Skin (item 101, ``remove_minus_one``): the owner's new deck (shuffled,
    its items' -1 cards in) less that many -1 cards, as many as it holds. Taking
    cards out of a shuffled pile leaves it shuffled; called by
    ``rounds.modifier_deck_for``."""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    fewer = sum(int(catalog[i].effect.get("remove_minus_one", 0)) for i in items)
    if not fewer:
        return deck
    pile = list(deck.draw_pile)
    for card in list(pile):
        if fewer and card == MINUS_ONE:
            pile.remove(card)
            fewer -= 1
    return replace(deck, draw_pile=tuple(pile))


def focus_initiative(s: GloomhavenState, fig: Figure) -> tuple[int, tuple[int, ...]]:
    """``monster_turn.initiative_of`` as the monsters' Focus reads it (GH-FOCUS-08):
    the Initiative of a character wearing a Flea-Bitten Shawl (item 105,
    ``focus_initiative``) is that item's, whatever it plays; its place in the round's
    order is unchanged (it is still the tie-breaker between two at 99)."""
    from rulebound.games.gloomhaven.monster_turn import initiative_of

    init, order = initiative_of(s, fig)
    if fig.kind != CHARACTER:
        return init, order
    hero = s.heroes[fig.seat]
    if not hero.items:
        return init, order
    worn = [
        int(i.effect["focus_initiative"]) for i in _worn(hero) if "focus_initiative" in i.effect
    ]
    return (worn[0], order) if worn else (init, order)


def condition_instead(s: GloomhavenState, fig: Figure, condition: str) -> str:
    """Drakescale Helm (item 108, ``condition_instead``): the condition the wearer gains
    when it would gain ``condition`` (Strengthen for Muddle); called by
    ``damage.give`` before the immunities. Worn, so Stun does not turn it off."""
    if fig.kind != CHARACTER or not s.heroes[fig.seat].items:
        return condition
    for item in _worn(s.heroes[fig.seat]):
        instead = item.effect.get("condition_instead", {}).get(condition)
        if instead is not None:
            s.say(f"{fig.label}'s {item.name}: {instead} instead of {condition}.", kind="item")
            return str(instead)
    return condition


# --- the end of the owner's turn ------------------------------------------------------------


def _ignores(s: GloomhavenState, fig: Figure, terrain: str) -> Item | None:
    """The worn item (Drakescale Boots, item 98, ``ignore_terrain``) that leaves its
    wearer unaffected by ``terrain`` (``difficult`` or ``hazardous``), if any."""
    if fig.kind != CHARACTER or not s.heroes[fig.seat].items:
        return None
    return next(
        (i for i in _worn(s.heroes[fig.seat]) if terrain in i.effect.get("ignore_terrain", ())),
        None,
    )


def difficult_for(s: GloomhavenState, fig: Figure) -> frozenset[tuple[int, int]]:
    """The Difficult Terrain hexes that cost ``fig`` 2 movement points (GH-MOVE-11):
    the map's, or none for a Drakescale Boots wearer (item 98). Read by every cost of
    ``movement``'s Move (its options, its steps, a Jump's last hex)."""
    return frozenset() if _ignores(s, fig, "difficult") else s.hexmap.difficult


def hazard_proof(s: GloomhavenState, fig: Figure) -> bool:
    """Magma Waders (item 99, ``hazardous_heal``, worn): a character wearing them who
    enters Hazardous Terrain suffers no damage (GH-MOVE-12), and on the first such
    entry of a turn (its own or another figure's, a Push included) it heals the item's
    value instead; Drakescale Boots (item 98) simply spare it. Called by
    ``movement.enter_hex``; True when no damage is due."""
    from rulebound.games.gloomhaven.damage import heal

    if fig.kind != CHARACTER or not s.heroes[fig.seat].items:
        return False
    boots = _ignores(s, fig, "hazardous")
    if boots is not None:
        s.say(f"{fig.label} enters Hazardous Terrain unharmed ({boots.name}).", kind="item")
        return True
    for item in _worn(s.heroes[fig.seat]):
        if "hazardous_heal" not in item.effect:
            continue
        s.say(f"{fig.label} enters Hazardous Terrain unharmed ({item.name}).", kind="item")
        healed = s.ctx.setdefault("hazard_healed", [])
        if fig.id not in healed:  # once a turn
            healed.append(fig.id)
            heal(s, fig, int(item.effect["hazardous_heal"]))
        return True
    return False


# --- a kill on the owner's turn ------------------------------------------------------------


def on_kill(s: GloomhavenState, killer: Figure) -> None:
    """Necklace of Teeth (item 106, ``when: own-kill``): each time the character kills
    an enemy during its own turn, it heals 1 itself. Called by ``damage.kill`` for a
    character's kill; a kill on another figure's turn (a Retaliate) is not "during
    your turn". Unlimited, so it applies by itself (GH-ITEM-08); not while Stunned
    (GH-ITEM-03: ``items.usable``)."""
    from rulebound.games.gloomhaven.damage import heal
    from rulebound.games.gloomhaven.items import load_items, usable

    if killer.kind != CHARACTER or s.acting != killer.id or not killer.alive:
        return
    hero = s.heroes[killer.seat]
    for index in usable(s, hero, OWN_KILL):
        item = load_items()[hero.items[index]]
        s.say(f"{hero.cls.name} uses {item.name}.", kind="item")
        if "heal" in item.effect:
            heal(s, killer, int(item.effect["heal"]))


# --- a melee bonus after a long move --------------------------------------------------------


def melee_bonus(s: GloomhavenState, attacker: Figure, melee: bool) -> int:
    """Horned Helm (item 107, ``moved_at_least`` + ``next_melee_attack``): once the
    character has moved that many hexes this turn by its own Move abilities (the
    count of item 50's Steel Sabatons, ``turn_moved``), its next melee attack this
    turn gets the bonus; one attack a turn. Called by ``combat``'s attack value."""
    if not melee or attacker.kind != CHARACTER or s.acting != attacker.id:
        return 0
    hero = s.heroes[attacker.seat]
    if not hero.items or s.ctx.get("horned_used"):
        return 0
    moved = int(s.ctx.get("turn_moved", 0))
    bonus = 0
    for item in _worn(hero):
        least = item.effect.get("moved_at_least")
        if item.effect.get("next_melee_attack") and least is not None and moved >= int(least):
            bonus += int(item.effect["next_melee_attack"])
            s.say(f"{hero.cls.name}'s {item.name}: +{bonus} Attack.", kind="item")
    if bonus:
        s.ctx["horned_used"] = True
    return bonus


# --- offered or not, and used -----------------------------------------------------------------


def fits_target(item: Item, target_type: str | None) -> bool:
    """Skullbane Axe (item 113, ``against``): a single-attack item offered only for an
    attack on a monster of the kinds it names (``combat.item_windows`` gives the
    target's kind); any other item fits every target."""
    against = item.effect.get("against")
    return against is None or target_type in against


def can_use(s: GloomhavenState, hero: Hero, item: Item) -> bool:
    """Extra conditions of :func:`items.usable` for this module's keys, each for an
    item that would change nothing (GH-ITEM-12): conditions wait for an enemy to
    give them to, a trap disarming for a trap, a Loot for a token or treasure, an
    obstacle's destruction for an obstacle next to the owner; ``consume_all`` for
    every element it consumes (GH-CONSUME-01)."""
    fig = s.figures[hero.figure]
    wanted = item.effect.get("consume_all")
    if wanted is not None:
        ready = s.elements.consumable()
        if any(Element(str(e)) not in ready for e in wanted):
            return False
    if "loot" in item.effect and not lootable(s, fig, int(item.effect["loot"])):
        return False
    if "destroy_obstacle" in item.effect and not obstacles_next_to(s, fig):
        return False
    if "summoned_ally" in item.effect and not summoned_allies(s, fig, item.effect["summoned_ally"]):
        return False
    mark = item.effect.get("mark_enemy")
    if mark is not None and not markable(s, fig, mark):
        return False
    force = item.effect.get("force_enemy")
    if force is not None and not controllable(s, fig, int(force["range"])):
        return False
    more = item.effect.get("loot_instead")
    if more is not None and len(lootable(s, fig, int(more))) <= len(lootable(s, fig, 1)):
        return False
    spec = item.effect.get("enemy_conditions")
    if spec is not None and not enemies_near(s, fig, int(spec["range"])):
        return False
    reach = item.effect.get("disarm_traps")
    return reach is None or bool(traps_near(s, fig, int(reach)))


def enemies_near(s: GloomhavenState, fig: Figure, reach: int) -> list[Figure]:
    """The enemies of ``fig`` within Range ``reach`` it can see and may target: in
    line of sight (GH-RANGED-02), not Invisible (GH-COND-15)."""
    from rulebound.games.gloomhaven.item_effects import targetable

    found = []
    for f in s.figures:
        if not f.alive or f.kind == OBSTACLE or not s.enemies(fig, f):
            continue
        d = s.hexmap.range_between(fig.hex, f.hex)
        seen = d is not None and d <= reach and s.hexmap.line_of_sight(fig.hex, f.hex)
        if seen and targetable(s, f):
            found.append(f)
    return sorted(found, key=lambda f: f.id)


def traps_near(s: GloomhavenState, fig: Figure, reach: int) -> list[tuple[int, int]]:
    """The traps within ``reach`` hexes of ``fig`` (counted around walls, as Range)."""
    found = []
    for h in s.traps:
        d = s.hexmap.range_between(fig.hex, h)
        if d is not None and d <= reach:
            found.append(h)
    return sorted(found)


def lootable(s: GloomhavenState, fig: Figure, reach: int) -> list[tuple[int, int]]:
    """The hexes a Loot ``reach`` of ``fig`` would take from (GH-LOOT-01): Money Tokens
    and treasures within range and in line of sight."""
    found = []
    for h in sorted(set(s.coins) | set(s.treasures)):
        d = s.hexmap.range_between(fig.hex, h)
        if d is not None and d <= reach and (h == fig.hex or s.hexmap.line_of_sight(fig.hex, h)):
            found.append(h)
    return found


def obstacles_next_to(s: GloomhavenState, fig: Figure) -> list[tuple[int, int]]:
    """Obstacle hexes next to ``fig`` with no figure on them (one with hit points is a
    figure, destroyed by damage only)."""
    return [
        n for n in s.hexmap.steps(fig.hex) if n in s.hexmap.obstacles and s.figure_at(n) is None
    ]


def loot_window(s: GloomhavenState, hero: Hero, reach: int, opts: dict[str, Any]) -> bool:
    """Thief's Hood (item 109, ``when: own-loot``): before a card's Loot 1 ability,
    the player may use it to make it a Loot N (``loot_instead``); called by the
    ability's ``loot`` branch. True when the window was pushed, with the Loot after
    it (``item-loot``)."""
    from rulebound.games.gloomhaven.items import window_options

    if reach != 1 or not window_options(s, hero, OWN_LOOT):
        return False
    s.ctx.pop("loot_instead", None)
    s.push(("item-loot", hero.seat, reach, tuple(sorted(opts.items()))))
    s.push(("item-window", hero.seat, OWN_LOOT))
    return True


@step("item-loot")
def run_item_loot(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-loot", seat, reach, options): the card's Loot ability, at the reach the
    Thief's Hood gave it if it was used."""
    from rulebound.games.gloomhaven.abilities import loot_action

    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    if hero.exhausted or not fig.alive:
        return None
    reach = int(s.ctx.pop("loot_instead", st[2]))
    loot_action(s, hero, fig, reach, dict(st[3]))
    return None


def summoned_allies(s: GloomhavenState, fig: Figure, spec: dict[str, Any]) -> list[Figure]:
    """The summoned allies an item's ``summoned_ally`` reaches: within its ``range``
    and in line of sight (as a card's ally in range), or, without a range, every one on
    the map (item 100's "any summoned ally"); its own summons and those of the other
    characters (GH-SUMMON-04)."""
    from rulebound.games.gloomhaven.abilities import allies_in_range
    from rulebound.games.gloomhaven.figures import SUMMON

    if "range" in spec:
        pool = allies_in_range(s, fig, int(spec["range"]))
    else:
        pool = [f for f in s.figures if f.alive and not s.enemies(fig, f)]
    return sorted((f for f in pool if f.kind == SUMMON), key=lambda f: f.id)


@step("item-summoned-ally")
def run_item_summoned_ally(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-summoned-ally", seat, spec): the summoned ally an item's Heal or Move is
    for (items 100, 120)."""
    from rulebound.games.gloomhaven import encoding as enc

    hero = s.heroes[st[1]]
    spec = dict(st[2])
    found = summoned_allies(s, s.figures[hero.figure], spec)
    if not found or hero.exhausted:
        return None
    if "heal" in spec:
        kind, what = "heal-target", f"Heal {spec['heal']}"
    else:
        kind, what = "ally-target", f"Move {spec['move']}, controlled by you"
    return Decision(
        hero.seat,
        kind,
        f"{hero.cls.name}: choose the summoned ally for the {what}",
        tuple(enc.FIGURE + f.id for f in found),
    )


@answer("item-summoned-ally")
def answer_item_summoned_ally(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven import encoding as enc
    from rulebound.games.gloomhaven.damage import heal

    spec = dict(st[2])
    ally = s.figures[action - enc.FIGURE]
    s.ctx["performed"] = True
    if "heal" in spec:  # item 100 (GH-HEAL-01)
        heal(s, ally, int(spec["heal"]))
    else:  # item 120: the summon moves, its owner's player steering (control.py)
        s.push(("controlled", st[1], ally.id, (("move", int(spec["move"])),)))


def markable(s: GloomhavenState, fig: Figure, spec: dict[str, Any]) -> list[Figure]:
    """The enemies next to ``fig`` an item's ``mark_enemy`` may put the character's
    token on: of the ranks it names (Black Card: normal or elite, not a boss), and
    targetable (not Invisible, GH-COND-15)."""
    ranks = tuple(spec.get("ranks", ("normal", "elite")))
    return [f for f in enemies_near(s, fig, 1) if f.kind == MONSTER and f.rank in ranks]


@step("item-mark")
def run_item_mark(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-mark", seat, spec): the enemy next to the character that gets its token
    (Black Card, item 129)."""
    from rulebound.games.gloomhaven import encoding as enc

    hero = s.heroes[st[1]]
    found = markable(s, s.figures[hero.figure], dict(st[2]))
    if not found or hero.exhausted:
        return None
    return Decision(
        hero.seat,
        "effect-target",
        f"{hero.cls.name}: choose the enemy next to you for your character token "
        f"(+{dict(st[2]).get('attack', 0)} Attack on your attacks against it)",
        tuple(enc.FIGURE + f.id for f in found),
    )


@answer("item-mark")
def answer_item_mark(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven import encoding as enc

    hero = s.heroes[st[1]]
    enemy = s.figures[action - enc.FIGURE]
    hero.marked = enemy.id
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} places its token on {enemy.label}.", kind="item")


def marked_bonus(s: GloomhavenState, attacker: Figure, target: Figure) -> int:
    """Black Card (item 129, ``mark_enemy``): the character's own attacks on the
    enemy with its token get the item's bonus (GH-ATK-10), while the enemy lives;
    called by ``combat``'s attack value. Its summons' attacks are theirs, not "yours"."""
    if attacker.kind != CHARACTER:
        return 0
    hero = s.heroes[attacker.seat]
    if hero.marked != target.id or hero.marked < 0:
        return 0
    return sum(
        int(i.effect["mark_enemy"].get("attack", 0))
        for i in _worn(hero)
        if "mark_enemy" in i.effect
    )


def controllable(s: GloomhavenState, fig: Figure, reach: int) -> list[Figure]:
    """The monsters an item's ``force_enemy`` may take control of: within range, in
    line of sight, not Invisible (``control``'s force-pick, GH-ABIL-02)."""
    from rulebound.games.gloomhaven.combat import can_target

    return [f for f in s.figures if f.kind == MONSTER and can_target(s, fig, fig.hex, f, reach)]


def when_attacked(s: GloomhavenState, attacker: Figure, target: Figure) -> None:
    """Helm of the Mountain and Wave Crest (items 110, 111, ``when: attacked``,
    unlimited): when an attack targets the wearer while their element (``if_strong``)
    is Strong, the attacker gains the conditions, or is pushed by the wearer; called by
    ``combat``'s atk-resolve as the attack is made, before its draw. The Push, a step,
    comes once the attack has hit. Not while Stunned (GH-ITEM-03: ``items.usable``)."""
    from rulebound.games.gloomhaven.damage import give
    from rulebound.games.gloomhaven.elements import Strength
    from rulebound.games.gloomhaven.items import load_items, usable

    if target.kind != CHARACTER or not s.heroes[target.seat].items or not attacker.alive:
        return
    hero = s.heroes[target.seat]
    for index in usable(s, hero, "attacked"):
        item = load_items()[hero.items[index]]
        wanted = item.effect.get("if_strong")
        if wanted is None or s.elements.level(Element(str(wanted))) != Strength.STRONG:
            continue
        s.say(f"{hero.cls.name}'s {item.name} answers ({wanted} is Strong).", kind="item")
        for condition in item.effect.get("attacker_conditions", ()):
            give(s, attacker, str(condition), target)
        if "push_attacker" in item.effect and attacker.kind != OBSTACLE:
            s.push(("push", attacker.id, target.id, int(item.effect["push_attacker"]), False))


# --- Heart of the Betrayer (item 131): an enemy's attack turned on its allies -----------


def fits_attacker(s: GloomhavenState, hero: Hero, item: Item, attacker: int | None) -> bool:
    """``turn_attack`` (item 131): offered only at an attack on the wearer by an enemy
    next to it of the ranks named (a normal one), with an ally the attack can reach
    (:func:`betrayed_allies`); ``items.usable`` asks it with the attacker of the
    "when attacked" window (none elsewhere: then not offered). Any other item fits."""
    spec = item.effect.get("turn_attack")
    if spec is None:
        return True
    if attacker is None:
        return False
    enemy, wearer = s.figures[int(attacker)], s.figures[hero.figure]
    return (
        enemy.kind == MONSTER
        and enemy.rank in spec["ranks"]
        and s.hexmap.range_between(enemy.hex, wearer.hex) == 1
        and bool(betrayed_allies(s, enemy))
    )


def betrayed_allies(s: GloomhavenState, attacker: Figure) -> list[Figure]:
    """The attacker's allies its attack may be turned on: monsters it reaches with the
    ability's Range (next to it for a melee attack) in line of sight, not yet attacked
    by this ability (reading 78)."""
    from rulebound.games.gloomhaven.combat import _reaches

    atk = s.ctx.get("atk") or {}
    done = atk.get("attacked", ())
    reach = int(atk.get("range", 0))
    return [
        f
        for f in s.figures
        if f.alive
        and f.kind == MONSTER
        and f is not attacker
        and not s.enemies(attacker, f)
        and f.id not in done
        and _reaches(s, attacker, f, reach)
    ]


@step("item-betray")
def run_item_betray(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-betray", seat, attacker, wearer): the wearer's player picks the ally the
    attack turns on (the item is used: no skip)."""
    attacker = s.figures[st[2]]
    allies = betrayed_allies(s, attacker)
    if not attacker.alive or not allies:
        return None
    return Decision(
        st[1],
        "betray-target",
        f"{s.heroes[st[1]].cls.name}: choose the ally {attacker.label} attacks instead of you",
        tuple(sorted(enc.FIGURE + f.id for f in allies)),
    )


@answer("item-betray")
def answer_item_betray(s: GloomhavenState, st: Step, action: int) -> None:
    ally = s.figures[action - enc.FIGURE]
    s.ctx["betrayed"] = (st[3], ally.id)
    s.say(f"{s.figures[st[2]].label} turns its attack on {ally.label}.", kind="item")


def turned_target(s: GloomhavenState, target: Figure) -> Figure:
    """The figure an attack on ``target`` now hits: the ally chosen when ``target``
    used a Heart of the Betrayer against it (the wearer then counts as attacked by this
    ability, so it is not attacked again), else ``target``. Called by ``combat``'s
    atk-resolve once the item windows are closed, before the attack is made."""
    found = s.ctx.get("betrayed")
    if found is None or found[0] != target.id:
        return target
    del s.ctx["betrayed"]
    s.ctx["atk"]["attacked"].append(target.id)
    return s.figures[found[1]]


def splash(s: GloomhavenState, attacker: Figure, target: Figure) -> bool:
    """Fueled Falchion (item 116, ``splash``): as the single-target melee attack is
    made, before its draw, the target and every enemy of the attacker next to it
    suffer the damage (suffered, not attacked: no Shield, no modifier). Called by
    ``combat``'s atk-resolve; True when the target died of it (the attack then has no
    target)."""
    atk = s.ctx.get("atk") or {}
    amount = int(atk.pop("item_splash", 0))
    if not amount:
        return False
    from rulebound.games.gloomhaven.damage import suffer

    near = [
        f
        for f in s.figures
        if f.alive
        and f is not target
        and f.kind != OBSTACLE
        and s.enemies(attacker, f)
        and s.hexmap.range_between(target.hex, f.hex) == 1
    ]
    for fig in [target, *sorted(near, key=lambda f: f.id)]:
        suffer(s, fig, amount, attacker.id)
    return not target.alive


def chosen_each_time(s: GloomhavenState, hero: Hero, index: int) -> bool:
    """An unlimited ``own-turn`` item that consumes an element (items 121, 122): it
    has neither symbol, yet using it is a choice (the element is its price), so the
    turn's item window offers it while the element is there (``items.usable``)."""
    from rulebound.games.gloomhaven.items import load_items

    item = load_items()[hero.items[index]]
    return item.when == "own-turn" and ("consume" in item.effect or "consume_all" in item.effect)


def apply(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """What this module's keys do when the item is used (:func:`items.apply_effect`
    runs the base keys of the same item)."""
    from rulebound.games.gloomhaven.damage import give, suffer

    effect: dict[str, Any] = item.effect
    fig = s.figures[hero.figure]
    if "suffer" in effect:  # items 117, 102: the price of the bonus (GH-CDMG-01)
        suffer(s, fig, int(effect["suffer"]), -1)
    spec = effect.get("enemy_conditions")
    if spec is not None:  # items 126, 119, 128
        for enemy in enemies_near(s, fig, int(spec["range"])):
            for condition in spec["conditions"]:
                give(s, enemy, str(condition), fig)
        s.ctx["performed"] = True
    atk = s.ctx.get("atk")
    if item.when == "own-attack" and atk is not None and "pierce" in effect:  # item 112
        atk["pierce"] = int(atk["pierce"]) + int(effect["pierce"])
    if item.when == "own-attack" and atk is not None and "splash" in effect:  # item 116
        atk["item_splash"] = int(effect["splash"])  # not "splash", a card's own (Massive Boulder)
    for element in effect.get("consume_all", ()):  # item 130: the price, paid first
        s.elements = s.elements.consume(Element(str(element)))
        s.say(f"{hero.cls.name} consumes {element}.", kind="element")
    if "summoned_ally" in effect:  # items 100, 120: the summon chosen, then its Heal/Move
        s.push(("item-summoned-ally", hero.seat, tuple(sorted(effect["summoned_ally"].items()))))
    force = effect.get("force_enemy")
    if force is not None:  # item 124: control's force-pick, then the steered Move
        s.push(("force-pick", hero.seat, int(force["range"]), ((("move", int(force["move"])),),)))
    if "mark_enemy" in effect:  # item 129: the enemy chosen, then the token
        s.push(("item-mark", hero.seat, tuple(sorted(effect["mark_enemy"].items()))))
    if "loot_instead" in effect:  # item 109: read by the item-loot step
        s.ctx["loot_instead"] = int(effect["loot_instead"])
    if "loot" in effect:  # item 127: a Loot action (GH-LOOT-01)
        from rulebound.games.gloomhaven.abilities import loot

        loot(s, hero, fig, int(effect["loot"]))
    if "destroy_obstacle" in effect:  # item 133: as a card's (card_effects' step)
        times = int(effect["destroy_obstacle"])
        s.push(*[("clear-adjacent", hero.seat, "destroy_obstacle")] * times)
    if "disarm_traps" in effect:  # item 125: the traps leave the map
        from rulebound.games.gloomhaven.hexmap import where

        for h in traps_near(s, fig, int(effect["disarm_traps"])):
            s.traps.pop(h)
            s.trap_xp.pop(h, None)
            s.say(f"{hero.cls.name} disarms the trap at {where(h)}.", kind="trap")
        s.rebuild_map()


# What each key does, in the item window's words ("{}": the key's value).
KEY_WORDS = {
    "xp": "gain {} XP",  # item 72's (items 71-95 word no XP of their own)
    "next_melee_attack": "Attack +{} on your next melee attack this turn",
    "suffer": "suffer {} damage",
    "pierce": "Pierce {}",
    "splash": "the target and every enemy next to it suffer {} damage",
    "disarm_traps": "disarm every trap within {} hexes",
    "loot": "Loot {}",
    "loot_instead": "this Loot 1 becomes Loot {}",
    "destroy_obstacle": "destroy an obstacle next to you",
}


def effect_words(item: Item) -> list[str]:
    """:func:`items.effect_words` for this module's keys."""
    effect: dict[str, Any] = item.effect
    words = [text.format(effect[key]) for key, text in KEY_WORDS.items() if effect.get(key)]
    if "consume_all" in effect:
        words.append(f"by consuming {' and '.join(effect['consume_all'])}")
    for given, gained in effect.get("condition_instead", {}).items():
        words.append(f"gain {gained} whenever you would gain {given}")
    if "moved_at_least" in effect:
        words.append(f"after moving {effect['moved_at_least']} hexes or more in a turn")
    if "ignore_terrain" in effect:
        words.append(f"unaffected by {' and '.join(effect['ignore_terrain'])} terrain")
    if "against" in effect:
        kinds = ", ".join(str(k).replace("-", " ").title() for k in effect["against"])
        words.append(f"against {kinds} only")
    if "turn_attack" in effect:
        ranks = " or ".join(effect["turn_attack"]["ranks"])
        words.append(f"the {ranks} enemy next to you attacks one of its allies instead")
    force = effect.get("force_enemy")
    if force is not None:
        words.append(
            f"an enemy within Range {force['range']} moves {force['move']}, steered by you"
        )
    if "if_strong" in effect:
        what = ", ".join(effect.get("attacker_conditions", ()))
        if "push_attacker" in effect:
            what = f"Push {effect['push_attacker']}"
        words.append(f"when attacked while {effect['if_strong']} is Strong: {what} the attacker")
    mark = effect.get("mark_enemy")
    if mark is not None:
        words.append(f"your token on an enemy next to you: +{mark.get('attack', 0)} Attack on it")
    ally = effect.get("summoned_ally")
    if ally is not None:
        what = f"Heal {ally['heal']}" if "heal" in ally else f"Move {ally.get('move')}, steered"
        near = f" within Range {ally['range']}" if "range" in ally else ""
        words.append(f"{what} for a summoned ally{near}")
    spec = effect.get("enemy_conditions")
    if spec is not None:
        each = " and ".join(spec["conditions"])
        near = "next to you" if int(spec["range"]) == 1 else f"within Range {spec['range']}"
        words.append(f"{each} every enemy {near}")
    return words
