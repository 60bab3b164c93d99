"""Item effects of the Random Item Designs (items 71-95, GH-LOOT-08) that the item
keys before them cannot say (``data/items.md``, "Item keys"): each key's engine
support, called from :func:`items.apply_effect`, :func:`items.usable` and the one
hook where its moment happens (named in each function): a gain when the turn's moves
were long, an ability an item performs, a Shield among monsters, an element blade's
bonus on one attack, the cure potions (also while Stunned), a recovery for an ally,
a scroll used on an ally's attack and a ring that takes an element from a monster.

The families share one mechanism each: the six blades are ``consume`` + a one-attack
``attack`` bonus (``item_effects`` consumes, ``combat`` adds it), the six wands the
base ``infuse`` key.

    >>> sorted(DESIGN_KEYS)[:3]
    ['adjacent_monsters', 'ally_recover', 'cure']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.conditions import CONDITIONS, NEGATIVE, Condition
from rulebound.games.gloomhaven.item_effects import _worn_keys
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Figure, Hero
    from rulebound.games.gloomhaven.items import Item
    from rulebound.games.gloomhaven.state import GloomhavenState

DESIGN_KEYS = frozenset(
    {
        "adjacent_monsters",
        "ally_recover",
        "cure",
        "dampen",
        "moved_at_least",
        "perform",
        "while_stunned",
        "xp",
    }
)
"""The effect keys this module runs (items.md documents each)."""

CURED = tuple(c for c in CONDITIONS if c in NEGATIVE and CONDITIONS[c].token)
"""The negative conditions a cure potion can take off (items 89, 90): the tokens on
the figure (GH-COND-01); a Curse is a card in a deck, not on the figure (reading 44)."""


def _catalog() -> dict[int, Item]:
    from rulebound.games.gloomhaven.items import load_items

    return load_items()


def _cures(fig: Figure) -> list[Condition]:
    return [c for c in CURED if fig.conditions.has(c)]


# --- offered or not ----------------------------------------------------------------------


def while_stunned(item: Item) -> bool:
    """An item usable while its owner is Stunned (items 89, 90: "This can be used
    while you have Stun"), the one exception to GH-ITEM-03 (:func:`items.usable`)."""
    return bool(item.effect.get("while_stunned"))


def can_use(s: GloomhavenState, hero: Hero, item: Item) -> bool:
    """Extra conditions of :func:`items.usable` for an item that would change nothing
    (GH-ITEM-12): a cure potion waits for a negative condition, a Scroll of Stamina for
    an ally in range with a discarded card, a Blinking Cape for a figure that may move
    (GH-MOVE-02)."""
    from rulebound.games.gloomhaven.abilities import allies_in_range
    from rulebound.games.gloomhaven.figures import CHARACTER

    effect = item.effect
    fig = s.figures[hero.figure]
    if "cure" in effect and not _cures(fig):
        return False
    if "move" in (effect.get("perform") or {}) and not fig.conditions.can_move():
        return False
    if effect.get("dampen"):  # item 92: only while the monster's element is there
        wanted = s.ctx.get("dampen") or ("",)
        return str(wanted[0]) in s.elements.consumable_names()
    spec = effect.get("ally_recover")
    if spec:
        pile = "lost" if spec.get("from") == "lost" else "discard"
        return any(
            f is not fig and f.kind == CHARACTER and getattr(s.heroes[f.seat], pile)
            for f in allies_in_range(s, fig, int(spec["range"]))
        )
    return True


# --- using one --------------------------------------------------------------------------


def apply(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """What the keys of this module do when the item is used in an item window
    (:func:`items.apply_effect` runs the base keys of the same item)."""
    effect = item.effect
    fig = s.figures[hero.figure]
    if "perform" in effect:  # items 73, 94
        perform(s, hero, fig, dict(effect["perform"]))
    if "cure" in effect:  # items 89, 90
        found = _cures(fig)
        if effect["cure"] == "all" or len(found) == 1:
            _cure(s, fig, found)
        else:
            s.push(("item-cure", hero.seat))
    spec = effect.get("ally_recover")
    if spec:  # item 95: the ally, then its cards (control's recover-ally step)
        pile = str(spec.get("from", "discard"))
        s.push(("recover-ally", hero.seat, int(spec["range"]), str(spec["count"]), pile))
    if effect.get("dampen"):  # item 92
        _dampen(s, hero)
    if item.when == "ally-attack":  # item 93: every attack of the ally's ability
        atk = s.ctx["atk"]
        atk["value"] = int(atk["value"]) + int(effect.get("attack", 0))


def perform(s: GloomhavenState, hero: Hero, fig: Figure, ability: dict[str, Any]) -> None:
    """``perform``: the item performs one ability as the owner's own (GH-ITEM-02): a
    Move (item 73: Move 4, Jump), set up as a card's Move is (``abilities.perform``),
    or a Heal with a Range (item 94: the owner or one ally in range and line of
    sight, GH-HEAL-02; the heal step asks which, or none)."""
    if "move" in ability:
        s.ctx["moved"] = 0
        s.ctx["move_start"] = fig.hex
        s.ctx["directions"] = []
        s.ctx["move_rule"] = ""
        s.ctx["loot_each"] = False
        jump = bool(ability.get("jump", False))
        s.push(("move", fig.id, int(ability["move"]), jump, hero.seat))
    if "heal" in ability:
        s.push(("heal", hero.seat, int(ability["heal"]), int(ability.get("range", 0)), (), 1, ()))


def _cure(s: GloomhavenState, fig: Figure, conditions: Sequence[Condition]) -> None:
    if not conditions:
        return
    fig.conditions = fig.conditions.remove(*conditions)
    s.say(f"{fig.label} is rid of {', '.join(str(c) for c in conditions)}.", kind="status")


@step("item-cure")
def run_item_cure(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-cure", seat): Minor Cure Potion (item 89): the negative condition to
    remove, when the character has more than one."""
    hero = s.heroes[st[1]]
    found = _cures(s.figures[hero.figure])
    if len(found) < 2:
        _cure(s, s.figures[hero.figure], found)
        return None
    return Decision(
        hero.seat,
        "cure-condition",
        f"{hero.cls.name}: choose the condition to remove: {', '.join(map(str, found))}",
        tuple(enc.CHOICE + CURED.index(c) for c in found),
    )


@answer("item-cure")
def answer_item_cure(s: GloomhavenState, st: Step, action: int) -> None:
    _cure(s, s.figures[s.heroes[st[1]].figure], [CURED[action - enc.CHOICE]])


CURE_FIRST = ("stun", "immobilize", "disarm", "wound", "poison", "muddle")
"""The bots' order for a Minor Cure Potion: what stops a turn first."""


def choose_cure(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """``heuristic.HANDLERS["cure-condition"]``: the condition that costs most."""
    names = {str(CURED[o - enc.CHOICE]): o for o in options}
    return next((names[n] for n in CURE_FIRST if n in names), options[0])


# --- moments this module adds ---------------------------------------------------------


def stunned_window(s: GloomhavenState, hero: Hero, again: Step) -> bool:
    """The item window of a Stunned character's turn (``player_turn``'s char-act):
    items usable while Stunned (89, 90) are offered before the turn is lost, then
    ``again`` (the turn, asked once more: a cured Stun lets it act, reading 45).
    True when pushed."""
    from rulebound.games.gloomhaven.items import window_options

    only = (("while_stunned", True),)  # once cured, the turn's own windows offer the rest
    if not window_options(s, hero, "own-turn", dict(only)):
        return False
    s.push(("item-window", hero.seat, "own-turn", only), again)
    return True


def moved_far(s: GloomhavenState, hero: Hero) -> None:
    """``moved_at_least`` with ``when: turn-end``, unlimited (item 72's XP, item 97's
    Heal self): at the end of the owner's turn, having moved that many hexes or more
    with its own Move abilities (``turn_moved``, as item 50 counts them), the rest of
    the effect applies by itself (GH-ITEM-08; XP is compulsory, GH-XP-01). Called by
    ``player_turn``'s char-end beside item 50; not while Stunned (GH-ITEM-03)."""
    from rulebound.games.gloomhaven.damage import heal
    from rulebound.games.gloomhaven.items import moments_of, usable

    if "turn-end" not in moments_of(tuple(hero.items)):
        return
    catalog = _catalog()
    moved = int(s.ctx.get("turn_moved", 0))
    for index in usable(s, hero, "turn-end"):
        item = catalog[hero.items[index]]
        least = item.effect.get("moved_at_least")
        if least is None or moved < int(least):
            continue
        if "xp" in item.effect:
            hero.xp += int(item.effect["xp"])
            words = f"gives {item.effect['xp']} XP"
        else:
            words = f"heals {item.effect.get('heal', 0)}"
        s.say(f"{hero.cls.name} moved {moved} hexes: {item.name} {words}.", kind="item")
        if "heal" in item.effect:
            heal(s, s.figures[hero.figure], int(item.effect["heal"]))


def worn_shield(s: GloomhavenState, fig: Figure) -> int:
    """Item 76 (``adjacent_monsters``, ``when: equipped``): Shield N while at least that
    many monsters stand next to the wearer. Worn, not used: Stun does not turn it
    off (reading 13). Asked by ``combat.shield_of`` for each attack."""
    from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER

    if fig.kind != CHARACTER:
        return 0
    items = tuple(s.heroes[fig.seat].items)
    if not items or "adjacent_monsters" not in _worn_keys(items):
        return 0  # asked at every attack on a character: no Chain Hood in most games
    total = 0
    for item_id in items:
        effect = _catalog()[item_id].effect
        if "adjacent_monsters" not in effect:
            continue
        near = sum(
            1
            for f in s.figures
            if f.alive and f.kind == MONSTER and s.hexmap.range_between(fig.hex, f.hex) == 1
        )
        if near >= int(effect["adjacent_monsters"]):
            total += int(effect.get("shield", 0))
    return total


def ally_attack_windows(s: GloomhavenState, attacker: Figure) -> list[Step]:
    """Item 93 (``when: ally-attack``): before the first draw of an Attack ability of
    ``attacker``, each other character on its side (a summon's own summoner too: a
    summon is its ally, GH-GLOSS-07) may use such an item. Pushed by
    ``abilities.start_attack`` (a character's ability) and ``monster_turn``'s summon
    attack, before the targets' draws (GH-ITEM-04)."""
    from rulebound.games.gloomhaven.items import moments_of, window_options

    steps: list[Step] = []
    for hero in s.heroes:
        if "ally-attack" not in moments_of(tuple(hero.items)):
            continue  # most characters: no such item, nothing to ask (every attack)
        fig = s.figures[hero.figure]
        if fig is attacker or s.enemies(fig, attacker) or hero.exhausted:
            continue
        if window_options(s, hero, "ally-attack"):
            steps.append(("item-window", hero.seat, "ally-attack", (("attacker", attacker.id),)))
    return steps


def ally_can_strike(s: GloomhavenState, attacker: int | None) -> bool:
    """Scroll of Power (item 93): its window, once the attacker's own items are used
    (a Hawk Helm's Range), offers it only while the ally's attack has an enemy to
    target: on an attack that hits no one it would change nothing (GH-ITEM-12; reading
    51). An area or a special attack, or an attack on its own allies, is let be;
    ``attacker`` None (asked before the window): yes."""
    atk = s.ctx.get("atk")
    if attacker is None or atk is None:
        return True
    if atk["area"] or atk["special"] or atk.get("against_allies"):
        return True
    from rulebound.games.gloomhaven.combat import can_target
    from rulebound.games.gloomhaven.item_effects import target_reach

    fig = s.figures[int(attacker)]
    reach = target_reach(atk)
    return any(can_target(s, fig, fig.hex, f, reach) for f in s.figures)


def _would_consume(s: GloomhavenState, fig: Figure) -> str:
    """The element a monster's ability card this round would consume (an attack's
    augment or a consume ability, GH-MCONSUME-01): Strong or Waning now, its type not
    having consumed one this round (GH-MCONSUME-02: it keeps that one); "" for none.
    For "any" element (GH-MCONSUME-03) only when one alone is there to take."""
    from rulebound.games.gloomhaven.figures import MONSTER
    from rulebound.games.gloomhaven.monster_turn import card_actions

    if fig.kind != MONSTER or fig.type in s.consumed or s.ability_decks[fig.type].drawn < 0:
        return ""
    ready = s.elements.consumable_names()
    for action in card_actions(s, fig):
        spec = action.get("consume")
        if spec is None:
            continue
        element = str(spec["element"])
        if element == "any":
            return next(iter(ready)) if len(ready) == 1 else ""
        return element if element in ready else ""
    return ""


def dampening_windows(s: GloomhavenState, fig: Figure, again: Step) -> bool:
    """Item 92 (``dampen``, ``when: enemy-consume``): at the start of a monster's
    turn whose card would consume an element (:func:`_would_consume`), each character
    with such an item may consume it first, for no effect (reading 46); then
    ``again`` (the monster's turn, planned without the element). Called by
    ``monster_turn``'s ai-act before the monster plans; True when pushed."""
    from rulebound.games.gloomhaven.items import moments_of

    windows: list[Step] = [
        ("item-window", hero.seat, "enemy-consume")
        for hero in s.heroes
        if "enemy-consume" in moments_of(tuple(hero.items)) and not hero.exhausted
    ]
    if not windows:  # asked first: no one holds the ring in almost every game
        return False
    element = _would_consume(s, fig)
    if not element:
        return False
    s.ctx["dampen"] = (element, fig.label)
    s.say(f"{fig.label}'s card would consume {element}.", kind="element")  # the window's why
    s.push(*windows, again)
    return True


def _dampen(s: GloomhavenState, hero: Hero) -> None:
    from rulebound.games.gloomhaven.elements import Element

    element, monster = s.ctx.pop("dampen")
    s.elements = s.elements.consume(Element(element))
    s.say(
        f"{hero.cls.name} consumes {element} before {monster} can: it gets nothing from it.",
        kind="element",
    )


# --- the item window's words ------------------------------------------------------------


def effect_words(item: Item) -> list[str]:
    """:func:`items.effect_words` for this module's keys and the items of 71-95 whose
    base keys it does not word (an element infused or consumed)."""
    effect = item.effect
    words = []
    ability = effect.get("perform") or {}
    if "move" in ability:
        jump = ", Jump" if ability.get("jump") else ""
        words.append(f"perform Move {ability['move']}{jump}")
    if "heal" in ability:
        words.append(f"perform Heal {ability['heal']}, Range {ability.get('range', 0)}")
    if "cure" in effect:
        many = "every" if effect["cure"] == "all" else "one"
        words.append(f"remove {many} negative condition from yourself")
    spec = effect.get("ally_recover")
    if spec:
        words.append(
            f"an ally within Range {spec['range']} recovers up to {spec['count']} "
            f"{'lost' if spec.get('from') == 'lost' else 'discarded'} cards"
        )
    if effect.get("dampen"):
        words.append("consume the element before the monster does: it gets nothing from it")
    if isinstance(effect.get("infuse"), str):
        what = "an element of your choice" if effect["infuse"] == "any" else effect["infuse"]
        words.append(f"infuse {what}")
    return words
