"""Item effects of Prosperity 7 to 9 (items 50-70) that the base item keys cannot say
(``data/items.md``, "Item keys"): each key's engine support, called from
:func:`items.apply_effect`, :func:`items.usable` and the one hook where its moment
happens (named in each function).

    >>> sorted(NEW_KEYS)[:3]
    ['adjacent_allies', 'consume', 'default_attack']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
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
        "immune",
        "melee_reach",
        "moved_at_most",
        "play_card",
        "prevent_damage",
        "push",
        "range",
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
        if "push" in effect:  # item 66: every attack of the ability (GH-PUSH-01)
            atk["push"] = int(atk["push"]) + int(effect["push"])
    if "consume" in effect:  # item 54: the element is the price of the bonus
        wanted = str(effect["consume"])
        if wanted == "any":
            s.push(("item-consume", hero.seat))
        else:
            s.elements = s.elements.consume(Element(wanted))
            s.say(f"{hero.cls.name} consumes {wanted}.", kind="element")
    if "play_card" in effect:  # item 56, at the end of the turn
        s.push(("play-from-hand", hero.seat, str(effect["play_card"])))
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
    """("item-consume", seat): the element an item with ``consume: any`` consumes, of
    those Strong or Waning (GH-CONSUME-01); the item was offered only with one."""
    ready = s.elements.consumable()
    if not ready:
        return None
    return Decision(
        st[1],
        "consume",
        f"{s.heroes[st[1]].cls.name}: choose the element to consume for the item",
        tuple(enc.ELEMENT + ELEMENTS.index(e) for e in ready),
    )


@answer("item-consume")
def answer_item_consume(s: GloomhavenState, st: Step, action: int) -> None:
    element = ELEMENTS[action - enc.ELEMENT]
    s.elements = s.elements.consume(element)
    s.say(f"{s.heroes[st[1]].cls.name} consumes {element}.", kind="element")


def turn_end_window(s: GloomhavenState, hero: Hero) -> bool:
    """The "at the end of your turn" item window (item 56, ``when: turn-end``), opened
    by ``player_turn``'s char-end before the Active Bonuses' turn-end abilities; True
    when it was pushed, with the turn's end to go on after it."""
    from rulebound.games.gloomhaven.items import window_options

    if not window_options(s, hero, "turn-end"):
        return False
    s.push(("item-window", hero.seat, "turn-end"), ("char-end", hero.seat, "items"))
    return True


@step("play-from-hand")
def run_play_from_hand(s: GloomhavenState, st: Step) -> Decision | None:
    """("play-from-hand", seat, half): item 56: the player plays one card of the hand
    and performs its printed ``half`` (``top``) at once, as a card played on the turn
    (its abilities in order, then the card to its pile: GH-ACTION-05, -08, -09)."""
    hero = s.heroes[st[1]]
    if hero.exhausted or s.is_over() or not hero.hand:
        return None
    return Decision(
        hero.seat,
        "play-from-hand",
        f"{hero.cls.name}: play a card from your hand and perform its {st[2]} ability",
        tuple(enc.CARD + c for c in sorted(hero.hand)),
    )


@answer("play-from-hand")
def answer_play_from_hand(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.player_turn import answer_choose_half

    hero = s.heroes[st[1]]
    card = action - enc.CARD
    hero.hand.remove(card)
    hero.unplayed.append(card)  # played now: choose-half takes it from there
    code = 0 if st[2] == "top" else 1
    answer_choose_half(s, st, enc.HALF + card * 4 + code)


# --- worn: no use, a standing change ----------------------------------------------------


def worn_immunities(s: GloomhavenState, fig: Figure) -> frozenset[str]:
    """The conditions a character's equipped items make it immune to (item 52,
    ``immune``): ``damage.give`` gives it none of them (GH-GLOSS-49)."""
    from rulebound.games.gloomhaven.figures import CHARACTER

    if fig.kind != CHARACTER:
        return frozenset()
    return frozenset(c for i in _worn(s.heroes[fig.seat]) for c in i.effect.get("immune", ()))


def drop_worn_immunities(s: GloomhavenState, fig: Figure) -> None:
    """A figure that becomes immune loses the matching conditions it has (GH-GLOSS-49):
    at set-up, those a Road Event or a special rule gave a character whose item makes
    it immune (``rounds``, after the start conditions)."""
    from rulebound.games.gloomhaven.conditions import Condition

    lost = {Condition(c) for c in worn_immunities(s, fig)} & fig.conditions.tokens
    if lost:
        fig.conditions = fig.conditions.remove(*lost)
        s.say(f"{fig.name} is immune to {', '.join(sorted(lost))}.", kind="status")


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


def effect_words(item: Item) -> list[str]:
    """:func:`items.effect_words` for this module's keys."""
    effect: dict[str, Any] = item.effect
    words = []
    if effect.get("prevent_damage"):
        words.append("suffer no damage from this attack")
    if "range" in effect:
        words.append(f"Range +{effect['range']}")
    if "push" in effect:
        words.append(f"Push {effect['push']}")
    if "allies_suffer" in effect:
        words.append(f"an area attack; each ally in it suffers {effect['allies_suffer']} damage")
    if "melee_reach" in effect:
        words.append(f"attack an enemy up to {effect['melee_reach']} hexes away")
    if "consume" in effect:
        wanted = effect["consume"]
        words.append(f"by consuming {'an element of your choice' if wanted == 'any' else wanted}")
    if effect.get("adjacent_allies"):
        words.append("and so does every ally next to you")
    if "refresh" in effect and {"heal", "recover"} & effect.keys():  # 69: not refresh alone
        words.append(f"refresh every {effect['refresh']['which']} item")
    return words
