"""Readable, unique labels for the options of every decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.elements import ELEMENTS
from rulebound.games.gloomhaven.hexmap import where
from rulebound.kernel.decision import Decision

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.state import GloomhavenState

STOP_WORDS = {
    "move": "stop here",
    "jump": "stop here",
    "attack-target": "stop attacking",
    "attack-area": "skip the attack",
    "heal-target": "skip the heal",
    "effect-target": "skip",
    "consume": "do not consume",
    "recover": "stop",
    "trap-hex": "skip",
    "obstacle-hex": "skip",
    "obstacle-area": "skip",
    "clear-hex": "skip",
    "kill-target": "skip",
    "kill-area": "skip",
    "short-rest": "not now (the discards stay)",
    "short-rest-reroll": "let it be lost",
    "use-item": "no item",
    "refresh-item": "stop",
    "loot-hex": "stop looting",
    "anchor-hex": "skip",
}

# A yes said in the decision's own words, so the answer reads without its prompt.
YES_WORDS = {
    "consume": "consume",
    "short-rest": "take a Short Rest (one card lost at random)",
    "short-rest-reroll": "suffer 1 damage to keep it (another card is lost)",
}


def label_action(s: GloomhavenState, decision: Decision, action: int) -> str:
    kind = decision.kind
    if kind in ("use-item", "suffer-damage", "suffer-second-card"):
        text = _damage_label(s, kind, action)
        if text:
            return text
    if action == enc.STOP:
        return STOP_WORDS.get(kind, "no")
    if action == enc.YES:
        return YES_WORDS.get(kind, "yes")
    if action == enc.LONG_REST:
        return "Long Rest"
    if action == enc.TAKE_DAMAGE:
        return "take the damage"
    seat = decision.seat
    cards = s.heroes[seat].cls.cards if 0 <= seat < len(s.heroes) else ()
    if enc.ELEMENT <= action < enc.VALUE:
        return str(ELEMENTS[action - enc.ELEMENT])
    if enc.VALUE <= action < enc.ITEM:
        return f"attack value {action - enc.VALUE}{_order_damage(s, action - enc.VALUE)}"
    if enc.ITEM <= action < enc.CARD:
        from rulebound.games.gloomhaven.items import load_items

        name = load_items()[s.heroes[seat].items[action - enc.ITEM]].name
        return f"refresh {name}" if kind == "refresh-item" else f"use {name}"
    if enc.CARD <= action < enc.CARD_B:
        ability = cards[action - enc.CARD]
        if kind in ("plan", "plan-second"):
            return f"{ability.name} ({ability.initiative})"
        if kind == "plan-lead":
            return f"lead with {ability.name} (initiative {ability.initiative})"
        lose = kind in ("suffer-damage", "lose-card")
        return f"lose {ability.name} from hand" if lose else ability.name
    if enc.CARD_B <= action < enc.HALF:
        return f"lose {cards[action - enc.CARD_B].name} from discards"
    if enc.HALF <= action < enc.FIGURE:
        card, code = divmod(action - enc.HALF, 4)
        what = ("top", "bottom", "top as Attack 2", "bottom as Move 2")[code]
        if code >= 2 and s.heroes[seat].items:  # items 57, 67: a larger default
            from rulebound.games.gloomhaven.item_effects import default_value

            value = default_value(s.heroes[seat], ("attack", "move")[code - 2])
            what = what.replace(" 2", f" {value}")
        return f"{cards[card].name}: {what}"
    if enc.FIGURE <= action < enc.HEX:
        fig = s.figures[action - enc.FIGURE]
        return f"{fig.label} at {where(fig.hex)}"
    if enc.HEX <= action < enc.CHOICE:
        h = s.game.hex_list[action - enc.HEX]
        return f"hex {h[0]},{h[1]}"
    if enc.CHOICE <= action < enc.PLAN:
        return _choice(s, decision, action - enc.CHOICE)
    return f"option {action}"  # no decision asks for a number in no range


def _choice(s: GloomhavenState, decision: Decision, index: int) -> str:
    if decision.kind == "battle-goal":
        from rulebound.games.gloomhaven.goal_play import goal_label

        return goal_label(s, index)
    if decision.kind == "level-perk":
        from rulebound.games.gloomhaven.level_setup import perk_label

        return perk_label(s, decision.seat, index)
    if decision.kind == "reward-item":
        from rulebound.games.gloomhaven.scenario_end import reward_label

        return reward_label(s, index)
    if decision.kind == "initiative-shift":  # item 15 (items.py)
        hero, shift = s.heroes[decision.seat], int(s.waiting[2]) if s.waiting else 10
        lead = hero.cls.cards[hero.plan[0]].initiative
        if index:
            return f"initiative {lead + shift} (later)"
        return f"initiative {lead - shift} (earlier)"
    if decision.kind == "cure-condition":  # item 89 (item_designs.py)
        from rulebound.games.gloomhaven.item_designs import CURED

        return f"remove {CURED[index]}"
    if decision.kind == "order-tie":
        key = s.order.ties()[0][index]
        if key[1:].isdigit():  # "c0": a character; "cultist": a monster type
            return f"{s.heroes[int(key[1:])].cls.name} first"
        return f"{s.game.bestiary.monsters[key].name} first"
    if decision.kind == "monster-outcome":
        focus, dest, attacked = s.ctx["ai"]["outcomes"][index]
        who = s.figures[int(focus[1:])].label if focus else "no focus"
        hits = (
            ", ".join((f.label if (f := s.figure_at(h)) else str(h)) for h in attacked) or "nobody"
        )
        return f"#{index + 1}: focus {who}, move to {dest[0]},{dest[1]}, attack {hits}"
    if decision.kind == "attack-area":
        from rulebound.games.gloomhaven.combat import area_choices

        attacker = s.figures[s.acting]
        hit = area_choices(s, attacker, s.ctx["atk"])[index]
        text = "hit " + ", ".join(s.figures[i].label for i in hit if i >= 0)
        allies = [s.figures[-1 - i].label for i in hit if i < 0]  # card 125 (combat.py)
        return text + (f"; also {', '.join(allies)} in the area" if allies else "")
    if decision.kind == "kill-area":  # card 52 (card_effects.py)
        return "kill " + ", ".join(s.figures[i].label for i in s.ctx["kill_sets"][index])
    if decision.kind == "obstacle-area":  # card 140 (card_effects.py)
        spot = s.ctx["placements"][index]
        return "obstacle on " + ", ".join(f"{h[0]},{h[1]}" for h in spot)
    return f"choice {index + 1}"


def _damage_label(s: GloomhavenState, kind: str, action: int) -> str:
    """The options of a damage decision with their figures (``damage.pending_damage``):
    what each item would leave of the damage, what taking it leaves of the HP (or
    that it exhausts, GH-CDMG-05), what losing a card negates (GH-CDMG-02, -03). ""
    where there is no damage pending (an item window on the character's own turn)."""
    from rulebound.games.gloomhaven.damage import pending_damage

    found = pending_damage(s)
    if found is None:
        return ""
    damage = found["damage"]
    if kind == "use-item":
        if action == enc.STOP:
            plus = " on a +0" if not found["modifier_drawn"] else ""
            return f"no item ({damage} damage{plus})"
        from rulebound.games.gloomhaven.items import load_items

        hero = s.heroes[found["seat"]]
        index = action - enc.ITEM
        name = load_items()[hero.items[index]].name
        for entry in found["items"]:
            if entry["item"] == index and "prevents" in entry:
                if not entry["prevents"]:
                    return f"use {name} (no change: Pierce {found['pierce']})"
                return f"use {name} ({entry['damage']} damage instead of {damage})"
            if entry["item"] == index and "disadvantage" in entry:
                change = "no change, it has Disadvantage"
                if entry["disadvantage"]:
                    change = "cancels its Advantage" if found["advantage"] else "Disadvantage"
                return f"use {name} ({change})"
        return f"use {name}"
    cards = s.heroes[found["seat"]].cls.cards
    if action == enc.TAKE_DAMAGE:
        if found["exhausts"]:
            return f"take the damage ({damage} of your {found['hp']} HP: exhausted)"
        return f"take the damage ({damage} of your {found['hp']} HP: {found['hp_after']} left)"
    if enc.CARD <= action < enc.CARD_B:
        return f"lose {cards[action - enc.CARD].name} from hand (negates {damage} damage)"
    if enc.CARD_B <= action < enc.HALF:
        name = cards[action - enc.CARD_B].name
        if kind == "suffer-second-card":
            return f"lose {name} from discards (the second of two: negates {damage} damage)"
        return f"lose {name} from discards (and one more: negates {damage} damage)"
    return ""


def _order_damage(s: GloomhavenState, value: int) -> str:
    """The damage an attack value of a modifier-order choice (GH-AMD-05) would deal
    its target, through its Shield less Pierce (GH-SHIELD-01; no slot is used to tell
    it): the choice is about that number."""
    st = s.waiting
    if st is None or st[0] != "atk-order":
        return ""
    from rulebound.games.gloomhaven.combat import shield_of

    target = s.figures[st[2]]
    atk = s.ctx["atk"]
    pierce = atk["pierce"] + sum(a for k, a in s.ctx.get("effects", ()) if k == "pierce")
    shield = 0 if s.ctx.get("ignore_shield") else shield_of(s, target, value, pierce, False)
    damage = max(0, value - max(0, shield - pierce))
    return f" ({damage} damage to {target.label}, {target.hp} HP)"
