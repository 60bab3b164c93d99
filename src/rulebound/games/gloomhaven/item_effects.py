"""Item effects of Prosperity 4 to 9 (items 29-70) that the base item keys cannot say
(``data/items.md``, "Item keys"): each key's engine support, called from
:func:`items.apply_effect`, :func:`items.usable` and the one hook where its moment
happens (named in each function): the default actions an equipped item changes, the
immunities it gives, an element consumed or two infused, an attack's Range, Push,
Pull and reach, Retaliate for one attack, a card played at the end of the turn, a
second turn in the round, the Flying and the obstacle-hex Invisible of a worn cloak.

    >>> sorted(NEW_KEYS)[:3]
    ['adjacent_allies', 'consume', 'default_attack']
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.elements import ELEMENTS, Element
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.classes import Half
    from rulebound.games.gloomhaven.figures import Figure, Hero
    from rulebound.games.gloomhaven.items import Item
    from rulebound.games.gloomhaven.state import GloomhavenState

NEW_KEYS = frozenset(
    {
        "adjacent_allies",
        "allies_suffer",
        "consume",
        "default_attack",
        "default_move",
        "flying",
        "immune",
        "melee_reach",
        "moved_at_most",
        "phasing",
        "play_card",
        "prevent_damage",
        "pull",
        "push",
        "range",
        "retaliate",
        "second_turn",
    }
)
"""The effect keys this module runs (items.md documents each)."""


def _worn(hero: Hero) -> list[Item]:
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    return [catalog[i] for i in hero.items]


# --- offered or not ----------------------------------------------------------------------


def can_use(s: GloomhavenState, hero: Hero, item: Item) -> bool:
    """Extra conditions of :func:`items.usable`, each for an item that would change
    nothing (GH-ITEM-12): a ``consume`` item waits for its element to be Strong or
    Waning (GH-CONSUME-01; ``any``: some element), a ``play_card`` one for a card in
    hand."""
    if "play_card" in item.effect and not hero.hand:
        return False  # item 56: no card to play
    if item.effect.get("second_turn") and not later_cards(hero):
        return False  # item 70: no two cards, or none to lead later than this turn
    wanted = item.effect.get("consume")
    if wanted is None:
        return True
    ready = s.elements.consumable()
    return bool(ready) if wanted == "any" else Element(str(wanted)) in ready


def allies_suffer(atk: dict[str, Any]) -> int:
    """The damage an item's area attack deals to each ally of the attacker in the
    placed area (item 60, ``allies_suffer``): suffered, not an attack; 0 for none."""
    return int(atk.get("allies_suffer", 0))


def target_reach(atk: dict[str, Any]) -> int:
    """How far an Attack ability's single targets may be: its Range, or for a melee
    attack 1, or an item's ``melee_reach`` (item 68: still a melee attack)."""
    if int(atk["range"]) > 0:
        return int(atk["range"])
    return int(atk.get("melee_reach", 0))


def chosen_each_time(s: GloomhavenState, hero: Hero, index: int) -> bool:
    """An unlimited item (GH-ITEM-08) whose use is still the player's choice: an
    own-attack one (item 66's Push may not suit every attack), offered once per Attack
    ability (``used`` in the ability's item bonus; :func:`apply_new_keys`)."""
    from rulebound.games.gloomhaven.items import load_items

    item = load_items()[hero.items[index]]
    if item.when != "own-attack":
        return False  # Iron Helmet and the worn items simply apply
    return index not in (s.ctx.get("item_attack") or {}).get("used", ())


# --- using one --------------------------------------------------------------------------


def apply_new_keys(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """What the keys of this module do when the item is used (:func:`items.apply_effect`
    runs the base keys of the same item)."""
    from rulebound.games.gloomhaven.damage import give

    effect = item.effect
    fig = s.figures[hero.figure]
    if effect.get("prevent_damage"):  # item 51: read by combat's atk-hit
        s.ctx["item_prevent"] = item.name
    atk = s.ctx.get("atk")
    if item.when == "own-attack" and atk is not None:
        bonus = s.ctx.setdefault("item_attack", {})
        bonus["used"] = [*bonus.get("used", ()), hero.items.index(item.id)]
        if "range" in effect:  # item 59: before the targets are chosen
            atk["range"] = int(atk["range"]) + int(effect["range"])
        if "allies_suffer" in effect:  # item 60: read by combat's area steps
            atk["allies_suffer"] = int(effect["allies_suffer"])
        if "melee_reach" in effect:  # item 68: read by combat's atk-targets
            atk["melee_reach"] = int(effect["melee_reach"])
        for key in ("push", "pull"):  # items 66, 39: every attack of the ability
            atk[key] = int(atk[key]) + int(effect.get(key, 0))  # (GH-PUSH-01, -03)
    if item.when == "damaged-by-attack" and "retaliate" in effect:
        once = s.ctx.setdefault("retaliate_once", {})  # item 46: for this attack only,
        once.setdefault(hero.figure, []).append((int(effect["retaliate"]), 1))  # range 1
    if "consume" in effect:  # items 37, 54: the element is the price of the bonus
        wanted = str(effect["consume"])
        if wanted == "any":
            s.push(("item-consume", hero.seat, item.name))
        else:
            s.elements = s.elements.consume(Element(wanted))
            s.say(f"{hero.cls.name} consumes {wanted}.", kind="element")
    if isinstance(effect.get("infuse"), list):  # item 48: two different elements
        s.push(("item-infuse", hero.seat, len(effect["infuse"]), ()))
    if "play_card" in effect:  # items 42, 56, at the end of the turn
        s.push(("item-play-card", hero.seat, str(effect["play_card"])))
    if effect.get("second_turn"):  # item 70, at the end of the turn
        s.push(("second-turn", hero.seat, leading_initiative(hero)))
    if effect.get("adjacent_allies") and "condition" in effect:  # item 63
        for ally in adjacent_allies(s, fig):
            give(s, ally, str(effect["condition"]), fig)


def adjacent_allies(s: GloomhavenState, fig: Figure) -> list[Figure]:
    """The figures next to ``fig`` on its side (characters and summons), not itself."""
    from rulebound.games.gloomhaven.figures import OBSTACLE

    return [
        f
        for f in s.figures
        if f.alive
        and f is not fig
        and f.kind != OBSTACLE
        and not s.enemies(fig, f)
        and s.hexmap.range_between(fig.hex, f.hex) == 1
    ]


@step("item-consume")
def run_item_consume(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-consume", seat, item name): the player consumes one Strong or Waning
    element of its choice (GH-CONSUME-01, -02). The item was offered only while one
    was there (:func:`can_use`), and using it is this consumption."""
    options = [enc.ELEMENT + ELEMENTS.index(e) for e in s.elements.consumable()]
    if not options:
        return None
    return Decision(
        st[1], "consume", f"{st[2]}: choose the element to consume", tuple(sorted(options))
    )


@answer("item-consume")
def answer_item_consume(s: GloomhavenState, st: Step, action: int) -> None:
    element = ELEMENTS[action - enc.ELEMENT]
    s.elements = s.elements.consume(element)
    s.say(f"{s.heroes[st[1]].cls.name} consumes {element}.", kind="element")


@step("item-infuse")
def run_item_infuse(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-infuse", seat, count, chosen): infuse ``count`` different elements, one
    choice at a time (item 48, GH-INFUSE-01 to -03)."""
    if st[2] <= 0:
        return None
    options = [enc.ELEMENT + i for i, e in enumerate(ELEMENTS) if str(e) not in st[3]]
    return Decision(
        st[1], "infuse-element", f"Choose an element to infuse ({st[2]} left)", tuple(options)
    )


@answer("item-infuse")
def answer_item_infuse(s: GloomhavenState, st: Step, action: int) -> None:
    element = ELEMENTS[action - enc.ELEMENT]
    s.elements = s.elements.infuse(element)
    s.say(f"{s.heroes[st[1]].cls.name} infuses {element}.", kind="element")
    s.push(("item-infuse", st[1], st[2] - 1, (*st[3], str(element))))


def turn_end_window(s: GloomhavenState, hero: Hero) -> bool:
    """The "at the end of your turn" item window (item 56, ``when: turn-end``), opened
    by ``player_turn``'s char-end before the Active Bonuses' turn-end abilities; True
    when it was pushed, with the turn's end to go on after it."""
    from rulebound.games.gloomhaven.items import window_options

    if not window_options(s, hero, "turn-end"):
        return False
    s.push(("item-window", hero.seat, "turn-end"), ("char-end", hero.seat, "items"))
    return True


@step("item-play-card")
def run_item_play_card(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-play-card", seat, half): Ring of Haste (item 42, ``bottom``) and Ring of
    Brutality (56, ``top``): one card of the hand is played now and its ``half``
    ability performed at once, as a played half (GH-ACTION-05 to -09): it goes to
    its pile afterwards."""
    hero = s.heroes[st[1]]
    if hero.exhausted or not hero.hand or s.is_over():
        return None
    code = 1 if st[2] == "bottom" else 0
    return Decision(
        hero.seat,
        "play-half",
        f"{hero.cls.name}: play a card from your hand for its {st[2]} ability",
        tuple(sorted(enc.half_action(card, code) for card in hero.hand)),
    )


@answer("item-play-card")
def answer_item_play_card(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.player_turn import play_half

    hero = s.heroes[st[1]]
    card, code = divmod(action - enc.HALF, 4)
    hero.hand.remove(card)
    play_half(s, hero, card, code)


# --- item 70: a second turn in the round -------------------------------------------------


def leading_initiative(hero: Hero) -> int:
    """The Initiative the character acts at this round: its leading card's, with the
    Boots' change (items 15, 43); 99 for a Long Rest (GH-RSTART-16)."""
    if hero.long_rest or not hero.plan:
        return 99
    return hero.cls.cards[hero.plan[0]].initiative + hero.initiative_shift


def later_cards(hero: Hero) -> list[int]:
    """The cards of the hand that may lead a Second Chance Ring's turn (item 70): one
    with an Initiative later than :func:`leading_initiative`, and another card to play
    with it; none after a Long Rest (99)."""
    if len(hero.hand) < 2:
        return []
    now = leading_initiative(hero)
    return sorted(c for c in hero.hand if hero.cls.cards[c].initiative > now)


@step("second-turn")
def run_second_turn(s: GloomhavenState, st: Step) -> Decision | None:
    """("second-turn", seat, previous Initiative): Second Chance Ring (item 70): the
    card of the hand that leads the second turn, later than the first's."""
    hero = s.heroes[st[1]]
    options = later_cards(hero)
    if hero.exhausted or s.is_over() or not options:
        return None
    cards = hero.cls.cards
    each = ", ".join(f"{cards[c].name} ({cards[c].initiative})" for c in options)
    return Decision(
        hero.seat,
        "second-turn-lead",
        f"{hero.cls.name}: choose the card that leads your second turn, later than "
        f"initiative {st[2]}: {each}",
        tuple(enc.CARD + c for c in options),
    )


@answer("second-turn")
def answer_second_turn(s: GloomhavenState, st: Step, action: int) -> None:
    s.push(("second-turn-card", st[1], action - enc.CARD))


@step("second-turn-card")
def run_second_turn_card(s: GloomhavenState, st: Step) -> Decision | None:
    """("second-turn-card", seat, leading card): the second card of that turn."""
    from rulebound.games.gloomhaven.rounds import second_card

    return second_card(s, st[1], st[2], "second-turn-card")


@answer("second-turn-card")
def answer_second_turn_card(s: GloomhavenState, st: Step, action: int) -> None:
    """The two cards become the character's round cards, shown at once (the order
    needs the Initiative), and its turn joins the order still to act."""
    from rulebound.games.gloomhaven.turn_order import Character, add_second_turn

    hero = s.heroes[st[1]]
    lead, second = st[2], action - enc.CARD
    for c in (lead, second):
        hero.hand.remove(c)
    hero.plan, hero.unplayed, hero.long_rest = (lead, second), [lead, second], False
    hero.initiative_shift = 0  # the Boots changed the first leading card only
    cards = hero.cls.cards
    init = cards[lead].initiative
    s.say(
        f"{hero.cls.name} plays {cards[lead].name} ({init}) and {cards[second].name} for a "
        f"second turn at initiative {init}.",
        kind="card-played",
    )
    character = Character(f"c{hero.seat}", init, cards[second].initiative)
    s.order = add_second_turn(s.order, character)
    rerank(s)


def rerank(s: GloomhavenState) -> None:
    """The round's places for the Focus tie-breaker (GH-FOCUS-08, ``s.rank``): the
    figures that have acted keep theirs; the ones still to act, the character of the
    second turn among them, follow in the new order (tied blocks as listed)."""
    from rulebound.games.gloomhaven.rounds import figure_of_turn

    coming = [
        f.id
        for entry in s.order.entries
        for block in entry
        for t in block.turns
        if (f := figure_of_turn(s, t)) is not None
    ]
    acted = [i for i, _ in sorted(s.rank.items(), key=lambda kv: kv[1]) if i not in coming]
    s.rank = {i: place for place, i in enumerate([*acted, *coming])}


# --- worn: no use, a standing change ----------------------------------------------------


def immunities(items: list[int]) -> tuple[Condition, ...]:
    """The conditions the equipped items make their wearer immune to (``immune``,
    items 38, 52): set on the figure at set-up (``rounds``) and by the position
    builder's ``set_items``, so ``damage.give`` refuses them (GH-GLOSS-49)."""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    return tuple(Condition(c) for i in items for c in catalog[i].effect.get("immune", ()))


def default_value(hero: Hero, kind: str) -> int:
    """The value of the default Attack 2 (``kind`` "attack") or Move 2 ("move") of any
    card for this character: an equipped ``default_attack`` / ``default_move`` item
    makes it larger (items 57, 67); the largest counts."""
    key = "default_" + kind
    return max([2, *(int(i.effect[key]) for i in _worn(hero) if key in i.effect)])


def default_half(hero: Hero, code: int, printed: Half) -> Half:
    """``player_turn.half_of`` for a default half (code 2: top as Attack, 3: bottom as
    Move), with :func:`default_value`'s value."""
    from rulebound.games.gloomhaven.classes import Action, Half

    kind = "attack" if code == 2 else "move"
    value = default_value(hero, kind)
    return printed if value == 2 else Half((Action(kind, value),))


def steady_shield(s: GloomhavenState, hero: Hero) -> None:
    """Item 50 (``moved_at_most``, ``when: turn-end``): at the end of the owner's
    turn, having moved at most that many hexes this turn, Shield N until the end of the
    round (GH-SHIELD-04's duration). Called by ``player_turn``'s char-end before
    anything else of the turn's end; not while Stunned (GH-ITEM-03)."""
    from rulebound.games.gloomhaven.items import load_items, usable

    catalog = load_items()
    fig = s.figures[hero.figure]
    moved = int(s.ctx.get("turn_moved", 0))
    for index in usable(s, hero, "turn-end"):
        item = catalog[hero.items[index]]
        most = item.effect.get("moved_at_most")
        if most is not None and moved <= int(most):
            fig.shield += int(item.effect.get("shield", 0))
            s.say(
                f"{hero.cls.name} moved {moved} hex{'es' if moved != 1 else ''}: "
                f"{item.name} gives Shield {item.effect.get('shield', 0)} this round.",
                kind="item",
            )


# --- 58 Cloak of Phasing: Flying, and hidden while on an obstacle ------------------------


def _wears(s: GloomhavenState, fig: Figure, key: str) -> bool:
    """Whether ``fig`` is a character wearing an item with the effect ``key``: worn,
    never used, so Stun and the item's state do not matter (reading 13)."""
    from rulebound.games.gloomhaven.figures import CHARACTER

    if fig.kind != CHARACTER:
        return False
    items = s.heroes[fig.seat].items
    return bool(items) and key in _worn_keys(tuple(items))


@cache
def _worn_keys(items: tuple[int, ...]) -> frozenset[str]:
    """The effect keys with a true value among ``items`` (asked at every Move and
    every Focus: a character's items do not change during a scenario)."""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    return frozenset(k for i in items for k, v in catalog[i].effect.items() if v)


def flies(s: GloomhavenState, fig: Figure) -> bool:
    """Whether ``fig`` has Flying (GH-GLOSS-122): a monster or a summon whose stat card
    says so, or a character wearing item 58 (``flying``), whose every Move is then a
    Flying Move (GH-MOVE-06, -07): over figures, obstacles, Traps and terrain, ending in
    a hex without a figure, an obstacle hex included. Asked by ``movement`` (the move
    and Push steps: a pushed flier springs no Trap, GH-PUSH-07)."""
    from rulebound.games.gloomhaven.combat import monster_stats, summon_stats
    from rulebound.games.gloomhaven.figures import MONSTER, SUMMON

    if fig.kind == MONSTER:
        return bool(monster_stats(s, fig).get("flying", False))
    if fig.kind == SUMMON:
        return bool(summon_stats(s, fig).get("flying", False))
    return _wears(s, fig, "flying")


def phased(s: GloomhavenState, fig: Figure) -> bool:
    """Item 58 (``phasing``): the wearer stands on an obstacle hex, so it counts as
    Invisible (GH-COND-15) and cannot attack. It comes and goes with the hex: nothing
    is stored, no token is placed, so the end of the turn does not remove it."""
    return fig.hex in s.hexmap.obstacles and _wears(s, fig, "phasing")


def targetable(s: GloomhavenState, fig: Figure) -> bool:
    """Enemies may Focus and target ``fig``: not Invisible (GH-COND-15), neither by
    the condition nor by a Cloak of Phasing on an obstacle hex (item 58)."""
    return fig.conditions.can_be_targeted_by_enemies() and not phased(s, fig)


def can_attack(s: GloomhavenState, fig: Figure) -> bool:
    """``fig`` may attack now: not Disarmed or Stunned (GH-COND-10, -11) and not a
    Cloak of Phasing's wearer on an obstacle hex (item 58)."""
    return fig.conditions.can_attack() and not phased(s, fig)


# What each of this module's keys does, in the item window's words: "{}" is the key's
# value; a key without "{}" is a flag (true or absent).
KEY_WORDS = {
    "prevent_damage": "suffer no damage from this attack",
    "range": "Range +{}",
    "push": "Push {}",
    "pull": "Pull {}",
    "retaliate": "Retaliate {} on this attack",
    "allies_suffer": "an area attack; each ally in it suffers {} damage",
    "melee_reach": "attack an enemy up to {} hexes away",
    "adjacent_allies": "and so does every ally next to you",
    "second_turn": "play two more cards for a second turn this round, at a later initiative",
    "flying": "Flying on every Move",
    "phasing": "on an obstacle hex: Invisible, and no attacks",
}


def effect_words(item: Item) -> list[str]:
    """:func:`items.effect_words` for this module's keys."""
    effect: dict[str, Any] = item.effect
    words = [text.format(effect[key]) for key, text in KEY_WORDS.items() if effect.get(key)]
    if "consume" in effect:
        wanted = effect["consume"]
        words.append(f"by consuming {'an element of your choice' if wanted == 'any' else wanted}")
    if "moved_at_most" in effect:
        most = int(effect["moved_at_most"])
        words.append(
            f"Shield {effect.get('shield', 0)} to the end of the round, having moved at most "
            f"{most} hex{'es' if most != 1 else ''} this turn"
        )
    return words
