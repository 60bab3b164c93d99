"""The front-end side of Gloomhaven: readable card, monster and item descriptions,
the names a seat may not see, and how a decision is told to the other seats.

Everything is written from the data alone (``data/classes/*.yaml``,
``data/monsters.yaml``, ``data/items.yaml``), in our own words: an action map
``{attack: 3, range: 2}`` reads "Attack 3, Range 2". Ids are stable and reveal
nothing hidden:

* a character's ability card: ``<class>-<card id>`` (``brute-1``, Trample);
* a monster type's statistic card at this scenario's level: ``monster-<type>``;
* a monster ability card (face up only in the round it is drawn):
  ``ability-<printed number>``;
* an item: ``item-<number>``; a character: ``character-<seat>``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.classes import AbilityCard, Action, Half
from rulebound.kernel.errors import UnknownObjectError

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Hero
    from rulebound.games.gloomhaven.items import Item
    from rulebound.games.gloomhaven.monsters import AbilityCard as MonsterCard
    from rulebound.games.gloomhaven.monsters import MonsterType
    from rulebound.games.gloomhaven.state import GloomhavenState

# options printed after an action's value, in this order, as "Name value"
_OPTIONS = (
    ("range", "Range"),
    ("target", "Target"),
    ("pierce", "Pierce"),
    ("push", "Push"),
    ("pull", "Pull"),
    ("retaliate_range", "Range"),
)
_WORDS = {
    "create_trap": "Create a trap",
    "suffer_damage": "Suffer damage",
    "xp": "XP",
    "attack_bonus": "Attack bonus",
    "heal_bonus": "Heal bonus",
    "redirect_attacks": "Redirect attacks",
    "force_enemy": "Force an enemy to act",
    "ally_performs": "An ally performs",
    "kill": "Kill",
    "turn_enemy": "Turn an enemy",
    "prevent_damage": "Prevent damage",
    "move_as_attack": "Move as an attack",
    "move_to_next_door": "Go to the next door and open it",
}
# a condition given without an attack, to whom
_CONDITION_TARGETS = {
    "one-adjacent": "one adjacent enemy",
    "all-adjacent": "every adjacent enemy",
    "enemies-in-range": "every enemy in range",
}
_QUIET = {"jump", "self", "special_target", "conditions", "area", "area_melee", "flying"}


def _special(value: Any) -> str:
    """A special target in words: ``all-within-2`` reads "all within 2 hexes"."""
    text = re.sub(r"within-(\d+)", r"within \1 hexes", str(value))
    return text.replace("-", " ")


# X of a Heal (card 76), said after the ability
_X = {"half-max-hp": "X = half the target's maximum HP", "max-hp": "X = the target's maximum HP"}


def card_id(hero: Hero, index: int) -> str:
    return f"{hero.cls.id}-{hero.cls.cards[index].id}"


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return ""
    if isinstance(value, str):
        return re.sub(r"(?<=[a-z])-(?=[a-z])", " ", value)  # "adjacent-allies"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, dict):
        words = (f"{str(k).replace('_', ' ')} {_plain(v)}".strip() for k, v in value.items())
        return ", ".join(words)
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    return ""


def _summoned(value: Any) -> str:
    """``living-bones`` or ``{type, rank}`` in words: "a Living Bones (normal with 2
    characters, elite with 3 or 4)"."""
    if not isinstance(value, dict) or "type" not in value:
        return _plain(value) or "a summon"
    name = _plain(value.get("type", "")).title()
    rank = value.get("rank", "normal")
    if not isinstance(rank, dict):
        return f"{name} ({_plain(rank)})"
    by_rank: dict[str, list[str]] = {}
    for count, each in sorted(rank.items()):
        by_rank.setdefault(str(each), []).append(str(count))
    ranks = ", ".join(f"{each} with {' or '.join(counts)}" for each, counts in by_rank.items())
    return f"{name} ({ranks} characters)"


# a consume bonus or an Augment's added to an ability: "+1 Attack", or "Pierce 1"
_ADDED = {
    "attack": "Attack",
    "move": "Move",
    "heal": "Heal",
    "range": "Range",
    "target": "Target",
    "attack_bonus": "Attack bonus",
}
_GIVEN = {"pierce": "Pierce", "push": "Push", "pull": "Pull", "retaliate": "Retaliate"}


def bonus_text(effect: dict[str, Any]) -> str:
    """A bonus in words: ``{attack: 1, xp: 1}`` reads "+1 Attack, 1 XP", ``{conditions:
    [stun]}`` "Stun" (a raw listing read "conditions stun, xp 1")."""
    parts = []
    for key, value in effect.items():
        if key == "xp":
            parts.append(f"{value} XP")
        elif key == "conditions":
            names = value if isinstance(value, list) else [value]
            parts.append(" and ".join(str(n).title() for n in names))
        elif key in _ADDED and isinstance(value, int):
            parts.append(f"+{value} {_ADDED[key]}")
        elif key in _GIVEN:
            parts.append(f"{_GIVEN[key]} {_plain(value)}")
        elif key == "consume" and isinstance(value, dict):
            parts.append(consume_text(value))
        elif key == "kill_instead" and isinstance(value, dict):
            count = "every" if int(value.get("targets", 1)) > 1 else "one"
            ranks = " or ".join(str(r) for r in value.get("ranks") or ()) or "any"
            parts.append(f"kill {count} {ranks} target instead")
        elif key == "area" and isinstance(value, list):
            parts.append(f"area of {len(value)} hexes")
        elif key == "special_target":
            parts.append(f"target {_special(value)}")
        elif key == "x" and value in _X:
            parts.append(_X[value])
        elif key == "attack_per_adjacent_ally":
            parts.append(f"+{value} Attack more for each of your allies next to the target")
        elif key == "ally_adjacent_bonus" and isinstance(value, dict):
            parts.append(f"{bonus_text(value)} if the target is next to one of your allies")
        elif key == "destroy_obstacles_within":
            parts.append(f"{value} hex farther")
        elif key != "area_melee":
            parts.append(_plain({key: value}))
    return ", ".join(p for p in parts if p)


def consume_text(consume: dict[str, Any]) -> str:
    """ "consume ice for Stun"; a required consume is the condition of the ability."""
    element = str(consume.get("element", "an element")).replace("any", "any element")
    bonus = bonus_text(dict(consume.get("bonus") or consume.get("effect") or {}))
    if consume.get("required"):
        return f"only by consuming {element}" + (f", for {bonus}" if bonus else "")
    return f"consume {element} for {bonus}"


def _performed(kind: str, value: Any, options: dict[str, Any]) -> str:
    """An ability another figure performs: "Force 1 enemy within Range 4 to perform:
    Move 1", "1 adjacent ally performs: Attack 6" (it read "Force an enemy to act 1")."""
    count = "every" if value == "all" else str(value)
    special = str(options.get("special_target") or "")
    if kind == "force_enemy":
        who = f"{count} adjacent enemy" if special.startswith("one-adjacent") else f"{count} enemy"
    else:
        noun = "summon" if special == "summons" else "ally"
        adjacent = "adjacent " if "adjacent" in special else ""
        who = f"{count} {adjacent}{noun}"
    if "range" in options:
        who += f" within Range {options['range']}"
    steps = options.get("perform") or []
    done = "; ".join(
        action_text(*next(iter(step.items())), {k: v for k, v in list(step.items())[1:]})
        for step in steps
        if isinstance(step, dict) and step
    )
    if kind == "force_enemy":
        return f"Force {who} to perform: {done or 'its abilities'}"
    return f"{who[0].upper()}{who[1:]} performs: {done or 'its abilities'}"


def action_text(kind: str, value: Any, options: dict[str, Any]) -> str:
    """One ability in words: ``Attack 3, Range 2, Pierce 1, poison``."""
    if kind == "xp":
        text = f"{value} XP"
    elif kind == "condition":
        names = value if isinstance(value, list) else [value]
        text = " and ".join(str(n).title() for n in names)
        if options.get("target") in _CONDITION_TARGETS:
            text += f" {_CONDITION_TARGETS[options['target']]}"
            options = {k: v for k, v in options.items() if k != "target"}
        if options.get("affect") == "allies-in-range":
            text += f" every ally within Range {options.get('range')}"
            options = {k: v for k, v in options.items() if k not in ("affect", "range")}
    elif kind == "others_act":
        text = f"Every {str(value).replace('-', ' ').title()} acts again"
    elif kind == "suffer_damage" and options.get("target"):
        who = "every adjacent figure" if options["target"] == "all-adjacent-figures" else ""
        text = f"{who or 'every adjacent enemy'} suffers {value} damage".capitalize()
        options = {k: v for k, v in options.items() if k != "target"}
    elif kind == "push" and options.get("target") in _CONDITION_TARGETS:
        text = f"Push {value} {_CONDITION_TARGETS[options['target']]}"
        options = {k: v for k, v in options.items() if k != "target"}
    elif kind == "on_death" and isinstance(value, dict):
        rest = {k: v for k, v in value.items() if k != "attack"}
        text = f"When it dies: {action_text('attack', value.get('attack'), rest)}"
    elif kind == "infuse":
        text = f"Infuse {'any element' if value == 'any' else value}"
    elif kind == "consume" and isinstance(value, dict):
        effect = dict(value.get("effect") or {})
        element = str(value.get("element", "any")).replace("any", "any element")
        first = next(iter(effect), "")
        rest = {k: v for k, v in effect.items() if k != first}
        said = action_text(first, effect[first], rest) if first else ""
        text = f"Consume {element}: {said}"
    elif kind == "summon":
        text = f"Summon {_summoned(value)}"
    elif kind == "create_trap" and isinstance(value, dict):
        where = _special(value.get("hex", "adjacent-empty"))
        effects = [f"{value.get('damage', 0)} damage"] + [
            str(c).title() for c in value.get("conditions") or ()
        ]
        text = f"Create a trap in an {where} hex: {' and '.join(effects)}"
    elif kind == "turn_end" and isinstance(value, dict) and value:
        first = next(iter(value))
        rest = {k: v for k, v in value.items() if k != first}
        text = f"At the end of each of your turns: {action_text(first, value[first], rest)}"
    elif kind == "recover" and options.get("from"):
        text = f"Recover {value} card from the {options['from']} pile"
    elif kind == "destroy_obstacles_within":
        text = f"Destroy every obstacle within {value} hexes"
    elif kind == "augment_limit":
        text = f"You may keep {value} Augments at once"
    elif kind in ("force_enemy", "ally_performs") and options.get("perform"):
        return _performed(kind, value, options)
    else:
        word = _WORDS.get(kind, kind.replace("_", " ").capitalize())
        shown = _plain(value)
        text = f"{word} {shown}".strip()
    parts = [text]
    if options.get("jump"):
        parts.append("Jump")
    for key, word in _OPTIONS:
        if key in options and not isinstance(options[key], dict):
            parts.append(f"{word} {options[key]}")
    conditions = options.get("conditions")
    if conditions:
        parts.append(_plain(conditions))
    area = options.get("area")
    if area:
        hexes = area.get("hexes", area) if isinstance(area, dict) else area
        parts.append(f"area of {len(hexes)} hexes")
    if options.get("self"):
        parts.append("self")
    special = options.get("special_target")
    if special == "enemies-in-range":
        parts.append("on every enemy in range")
    elif special:
        parts.append(_special(special))
    if options.get("x") in _X:
        parts.append(_X[options["x"]])
    if options.get("attack_per_adjacent_ally"):
        per = options["attack_per_adjacent_ally"]
        parts.append(f"+{per} Attack for each of your allies next to the target")
    bonus = options.get("ally_adjacent_bonus")
    if isinstance(bonus, dict) and bonus.get("attack"):
        parts.append(f"+{bonus['attack']} Attack on a target next to one of its allies")
    consume = options.get("consume")
    if isinstance(consume, dict):
        parts.append(consume_text(consume))
    return ", ".join(p for p in parts if p)


def _action_line(action: Action) -> str:
    return action_text(action.kind, action.value, action.options)


def half_text(half: Half) -> str:
    """A card half in words, with its Lost and Active Bonus icons."""
    text = "; ".join(_action_line(a) for a in half.actions) or "nothing"
    augment = augment_text(half.augment)
    if augment:
        text += f". {augment}"
    if half.active == "round":
        text += ". Active this round"
    elif half.active == "persistent":
        text += f". Persistent ({half.uses} uses)" if half.uses else ". Persistent"
    if half.lost:
        text += ". Lost"
    return text + "."


def augment_text(augment: dict[str, Any]) -> str:
    """A Mindthief Augment in words: what each of its melee attacks adds or gives
    (a card read "Attack 1; 1 XP. Persistent" without it)."""
    parts = []
    bonus = augment.get("melee_attack_bonus")
    if isinstance(bonus, dict) and bonus:
        parts.append(f"each of your melee attacks gets {bonus_text(bonus)}")
    for effect in augment.get("on_melee_attack") or ():
        if not isinstance(effect, dict) or not effect:
            continue
        rest = {k: v for k, v in effect.items() if k != "until"}
        first = next(iter(rest), "")
        said = action_text(first, rest[first], {k: v for k, v in rest.items() if k != first})
        if effect.get("until") == "end-of-round":
            said += " until the end of the round"
        parts.append(f"each of your melee attacks gives you {said}")
    return "Augment: " + "; ".join(parts) if parts else ""


_SECTIONS: dict[int, tuple[AbilityCard, tuple[tuple[str, str], ...]]] = {}
"""Card texts by the card object's identity (kept alive here, so the id stays its
own): actions compare by kind and value only, so equal-looking halves with
different options must not share a text."""


def card_sections(card: AbilityCard) -> tuple[tuple[str, str], ...]:
    found = _SECTIONS.get(id(card))
    if found is None or found[0] is not card:
        found = (card, (("Top", half_text(card.top)), ("Bottom", half_text(card.bottom))))
        _SECTIONS[id(card)] = found
    return found[1]


def describe_card(hero: Hero, index: int, zone: str) -> dict[str, Any]:
    card = hero.cls.cards[index]
    return {
        "id": card_id(hero, index),
        "name": card.name,
        "kind": "ability card",
        "text": card.text,
        "subtitle": f"{hero.cls.name}, level {card.level}",
        "stats": {"Initiative": card.initiative},
        "sections": [{"title": t, "text": x} for t, x in card_sections(card)],
        "owner": hero.seat,
        "zone": zone,
    }


# --- monsters ---------------------------------------------------------------------


def stat_line(stats: dict[str, Any]) -> str:
    """``Health 9, Move 2, Attack 3, Shield 1``: a rank's stat card in words."""
    attack = stats["attack"]
    if isinstance(attack, str):  # a boss's formula (monsters.ATTACK_FORMULA)
        attack += " (C: the characters)" if "C" in attack else " (V: the Scouts present)"
    parts = [f"Health {stats['health']}", f"Move {stats['move']}", f"Attack {attack}"]
    for key in ("range", "shield", "retaliate", "target", "pierce"):
        if stats.get(key):
            parts.append(f"{key.title()} {stats[key]}")
    if stats.get("flying"):
        parts.append("Flying")
    if stats.get("attack_conditions"):
        parts.append("attacks add " + ", ".join(stats["attack_conditions"]))
    return ", ".join(parts)


_STATS: dict[tuple[str, int], dict[str, Any]] = {}
_LINES: dict[tuple[str, int, int], tuple[str, ...]] = {}
"""Caches by type id (and card id) and level: the bestiary is loaded once, and its
dataclasses hold dicts, so they do not hash."""


def monster_stats(mtype: MonsterType, level: int) -> dict[str, Any]:
    """The stat card of a type at a level, for the view: each rank's values and line.
    Callers must not change the result (it is cached)."""
    key = (mtype.id, level)
    if key not in _STATS:
        _STATS[key] = _monster_stats(mtype, level)
    return _STATS[key]


def _monster_stats(mtype: MonsterType, level: int) -> dict[str, Any]:
    return {
        "id": f"monster-{mtype.id}",
        "name": mtype.name,
        "level": level,
        "ranks": {
            rank: {
                "line": stat_line(mtype.stats(level, rank)),
                "shield": int(mtype.stats(level, rank).get("shield", 0)),
            }
            for rank in mtype.ranks
        },
        "immunities": list(mtype.immunities),
    }


def describe_monster(mtype: MonsterType, level: int) -> dict[str, Any]:
    card = monster_stats(mtype, level)
    sections = [{"title": r.title(), "text": v["line"]} for r, v in card["ranks"].items()]
    if mtype.immunities:
        sections.append({"title": "Immune to", "text": ", ".join(mtype.immunities)})
    return {
        "id": card["id"],
        "name": mtype.name,
        "kind": "monster",
        "text": f"Statistic card at level {level}.",
        "sections": sections,
    }


def ability_lines(mtype: MonsterType, card: MonsterCard, level: int) -> tuple[str, ...]:
    """A monster ability card in words, with the values its stat card makes of a
    signed Move or Attack (``Move +1 (normal 4, elite 3)``)."""
    key = (mtype.id, card.id, level)
    if key not in _LINES:
        _LINES[key] = _ability_lines(mtype, card, level)
    return _LINES[key]


def _ability_lines(mtype: MonsterType, card: MonsterCard, level: int) -> tuple[str, ...]:
    lines = []
    for action in mtype.actions(card):
        if mtype.boss:  # a value printed as X on the boss's stat card (its Special)
            x = mtype.stats(level, "boss").get("x")
            action = {k: (x if v == "X" else v) for k, v in action.items()}
        kind = next(iter(action))
        value = action[kind]
        options = {k: v for k, v in action.items() if k != kind}
        text = action_text(kind, value, options)
        if kind in ("move", "attack") and isinstance(value, str):
            worked = []
            for rank in mtype.ranks:
                base = mtype.stats(level, rank).get(kind, 0)
                if isinstance(base, str):  # a boss's "2+C" or "V": worked out in play
                    worked.append(f"{rank} {base}{value}" if value != "+0" else f"{rank} {base}")
                else:
                    worked.append(f"{rank} {max(0, base + int(value))}")
            text += f" ({', '.join(worked)})"
        lines.append(text)
    if card.shuffle:
        lines.append("Shuffle the deck at the end of the round")
    return tuple(lines)


def describe_ability(mtype: MonsterType, card: MonsterCard, level: int) -> dict[str, Any]:
    return {
        "id": f"ability-{card.id}",
        "name": f"{mtype.name} ability card",
        "kind": "monster ability card",
        "text": "; ".join(ability_lines(mtype, card, level)) + ".",
        "stats": {"Initiative": card.initiative},
        "zone": "this round",
    }


def describe_item(item: Item, owner: int) -> dict[str, Any]:
    uses = {"spent": "spent when used", "consumed": "lost when used"}.get(item.use, "")
    facts = [item.slot.replace("onehand", "one hand").replace("twohand", "two hands")]
    if uses:
        facts.append(uses)
    if item.slots:
        facts.append(f"{item.slots} uses")
    return {
        "id": f"item-{item.id}",
        "name": item.name,
        "kind": "item",
        "text": item.text,
        "subtitle": ", ".join(facts),
        "cost": item.cost,
        "owner": owner,
    }


# --- what a seat sees ------------------------------------------------------------


def shown_cards(s: GloomhavenState, hero: Hero, seat: int) -> list[tuple[int, str]]:
    """The ability cards of ``hero`` that ``seat`` sees, with their zone: its own
    hand and plan; every character's discards, lost and active cards; a plan once
    revealed; the card being played."""
    out: list[tuple[int, str]] = []
    if hero.seat == seat:
        out += [(c, "hand") for c in hero.hand]
        out += [(c, "plan") for c in hero.unplayed if c not in hero.hand]
    elif not s.planning():
        out += [(c, "plan") for c in hero.unplayed]
    out += [(c, "discard") for c in hero.discard]
    out += [(c, "lost") for c in hero.lost]
    out += [(a.card, "active") for a in hero.active]
    playing = s.ctx.get("action_of")
    if playing and playing[0] == hero.seat:
        out.append((playing[1], "playing"))
    return out


def visible_objects(s: GloomhavenState, seat: int) -> dict[str, dict[str, Any]]:
    return {key: describe() for key, describe in _visible(s, seat).items()}


def describe_visible(s: GloomhavenState, key: str, seat: int) -> dict[str, Any]:
    """``visible_objects(s, seat)[key]`` with only that object described (a front end
    asks for one; the conformance suite asks for each in turn)."""
    describe = _visible(s, seat).get(key)
    if describe is None:
        raise UnknownObjectError(f"no visible card or object with id {key!r}")
    return describe()


def _visible(s: GloomhavenState, seat: int) -> dict[str, Callable[[], dict[str, Any]]]:
    """What ``seat`` sees, by id: how to describe each (described when asked)."""
    from rulebound.games.gloomhaven.items import load_items

    objects: dict[str, Callable[[], dict[str, Any]]] = {}
    catalog = load_items()
    level = s.values.monster_level
    for hero in s.heroes:
        objects[f"character-{hero.seat}"] = partial(_describe_character, s, hero)
        for index, zone in shown_cards(s, hero, seat):
            objects.setdefault(card_id(hero, index), partial(describe_card, hero, index, zone))
        for item in hero.items:
            objects.setdefault(f"item-{item}", partial(describe_item, catalog[item], hero.seat))
    bestiary = s.game.bestiary
    for kind in sorted({f.type for f in s.monsters()} | set(s.ability_decks)):
        mtype = bestiary.monsters[kind]
        if any(f.type == kind for f in s.monsters()):
            objects[f"monster-{kind}"] = partial(describe_monster, mtype, level)
        deck = s.ability_decks.get(kind)
        if deck is not None and deck.drawn >= 0:
            card = bestiary.card(mtype.deck, deck.drawn)
            objects[f"ability-{card.id}"] = partial(describe_ability, mtype, card, level)
    return objects


def _describe_character(s: GloomhavenState, hero: Hero) -> dict[str, Any]:
    return {
        "id": f"character-{hero.seat}",
        "name": hero.cls.name,
        "kind": "character",
        "text": f"Level {hero.level}, hand of {hero.cls.hand_size} cards.",
        "stats": {"HP": s.figures[hero.figure].hp, "XP": hero.xp},
        "owner": hero.seat,
    }


def hidden_names(s: GloomhavenState, seat: int) -> set[str]:
    """The names of the other characters' ability cards ``seat`` does not see (their
    hands and secret plans) and of their battle goals, less the names ``seat`` sees
    or was told (a card back in hand from the discards is known to be there). Once
    the scenario is over nothing is secret."""
    if s.scenario_over():
        return set()
    hidden: set[str] = set()
    for hero in s.heroes:
        if hero.seat == seat:
            continue
        shown = {c for c, _ in shown_cards(s, hero, seat)}
        hidden |= {hero.cls.cards[c].name for c in hero.hand if c not in shown}
        hidden |= {hero.cls.cards[c].name for c in hero.unplayed if c not in shown}
    goals = s.goals
    if goals is not None and goals.results is None:  # the others' battle goals
        for other, dealt in enumerate(goals.dealt):
            if other != seat:
                hidden |= {goals.deck.goals[g].name for g in dealt}
    if not hidden:
        return hidden
    told = "\n".join(s.log_for(seat))
    return {name for name in hidden if name not in told}


PLAN_TOLD = {
    "plan": "chooses a first card for the round",
    "plan-second": "chooses a second card",
    "plan-lead": "chooses which of the two leads",
}


def public_action_string(s: GloomhavenState, action: int) -> str:
    """A character's plan is secret until revealed (GH-RSTART-05, -08): its card
    choices are told as "chooses a card"; a Long Rest is public."""
    decision = s.decision()
    kind = decision.kind
    if kind in PLAN_TOLD and action != enc.LONG_REST:
        return PLAN_TOLD[kind]  # each step its own words: three alike lines read as a stutter
    if kind == "leave-out-card":
        hero = next(h for h in s.heroes if h.seat == decision.seat)
        more = len(hero.hand) - hero.cls.hand_size - 1  # after this one
        return "leaves a card out of the hand" + (
            f" ({more} more to leave out)" if more else " (the hand is made)"
        )
    if kind == "level-card":
        return "adds a card to the pool"
    if kind == "battle-goal":
        return "keeps a battle goal"
    return told_choice(kind, action, s.action_to_string(action))


# Another seat's choice is printed after its name ("Mindthief (greedy): ..."): the
# option's label, which answers a prompt that seat never saw, reads as a sentence.
TOLD = {
    "start-hex": "starts at {}",
    "move": "moves to {}",
    "jump": "jumps to {}",
    "summon-hex": "summons at {}",
    "push": "pushes the target to {}",
    "pull": "pulls the target to {}",
    "attack-target": "attacks {}",
    "heal-target": "heals {}",
    "ally-target": "chooses {}",
    "effect-target": "chooses {}",
    "control-enemy": "controls {}",
    "betray-target": "turns the attack on {}",
    "play-half": "plays {}",
    "long-rest-lose": "loses {} for the Long Rest",
    "loot-hex": "loots {}",
    "end-bonus": "chooses {}",
}
STOP_TOLD = {
    "move": "stops moving",
    "jump": "lands there",
    "short-rest": "does not rest now (the discards stay)",
}
# An option worded as an order ("take the damage") told of a seat ("takes the damage")
THIRD_PERSON = {
    "take": "takes",
    "lose": "loses",
    "use": "uses",
    "refresh": "refreshes",
    "skip": "skips",
    "stop": "stops",
    "let": "lets",
    "consume": "consumes",
    "suffer": "suffers",
    "do": "does",
    "lead": "leads",
    "hit": "hits",
    "kill": "kills",
}


def told_choice(kind: str, action: int, label: str) -> str:
    if action == enc.STOP and kind in STOP_TOLD:
        return STOP_TOLD[kind]
    if action == enc.LONG_REST:
        return "takes a Long Rest"
    verb, _, rest = label.partition(" ")
    if verb in THIRD_PERSON:
        return f"{THIRD_PERSON[verb]} {rest}".rstrip()
    if kind in TOLD and action != enc.STOP:
        return TOLD[kind].format(label)
    return label
