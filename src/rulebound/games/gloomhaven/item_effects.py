"""The item effects of Prosperity 4 to 6 (items 29-49) that need more than
``items.apply_effect``'s few lines (``data/items.md``): the default actions an
equipped item changes, the immunities an equipped item gives, an element consumed
or two elements infused by an item, Retaliate for one attack, and a card played at
the end of the turn (Ring of Haste)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.elements import ELEMENTS
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Hero
    from rulebound.games.gloomhaven.items import Item
    from rulebound.games.gloomhaven.state import GloomhavenState

DEFAULTS = {"attack": 2, "move": 2}
"""The default top and bottom of every ability card: Attack 2, Move 2 (GH-ACTION-03)."""


def default_value(hero: Hero, kind: str) -> int:
    """The value of the default ``attack`` (top) or ``move`` (bottom) ability: 2, or
    the largest ``default_attack`` / ``default_move`` of the equipped items (items
    29 and 40: "perform Move 3 instead of Move 2"). An equipped item is worn, not
    used, so Stun does not turn it off (items.md, reading 13)."""
    if not hero.items:
        return DEFAULTS[kind]
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    found = [int(catalog[i].effect.get(f"default_{kind}", 0)) for i in hero.items]
    return max([DEFAULTS[kind], *found])


def immunities(items: list[int]) -> tuple[Condition, ...]:
    """The conditions the equipped items make their wearer immune to (``immune``,
    item 38)."""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    return tuple(Condition(c) for i in items for c in catalog[i].effect.get("immune", ()))


def apply_more(s: GloomhavenState, hero: Hero, item: Item) -> None:
    """The keys of items 29-49 that ``items.apply_effect`` hands on (data/items.md)."""
    effect = item.effect
    if "consume" in effect:  # item 37: an element for the bonus (GH-CONSUME-01)
        s.push(("item-consume", hero.seat, item.name))
    if isinstance(effect.get("infuse"), list):  # item 48: two different elements
        s.push(("item-infuse", hero.seat, len(effect["infuse"]), ()))
    if item.when == "own-attack" and effect.get("scope", "action") == "action":
        atk = s.ctx["atk"]  # items 31, 39: the ability's own Range and Pull grow
        for key in ("range", "pull", "push"):
            atk[key] += int(effect.get(key, 0))
    if item.when == "damaged-by-attack" and "retaliate" in effect:
        once = s.ctx.setdefault("retaliate_once", {})  # item 46: for this attack only,
        once.setdefault(hero.figure, []).append((int(effect["retaliate"]), 1))  # range 1
    if "play_card" in effect:  # item 42
        s.push(("item-play-card", hero.seat, str(effect["play_card"])))


@step("item-consume")
def run_item_consume(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-consume", seat, item name): the player consumes one Strong or Waning
    element of its choice (GH-CONSUME-01, -02). The item was offered only while one
    was there (``items.usable``), and using it is this consumption."""
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


@step("item-play-card")
def run_item_play_card(s: GloomhavenState, st: Step) -> Decision | None:
    """("item-play-card", seat, half): Ring of Haste (item 42): one card of the hand
    is played now and its ``half`` (bottom) ability performed at once, as a played
    half (GH-ACTION-05 to -09): it goes to its pile afterwards."""
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
