"""Monster statistic cards and ability decks, from ``data/monsters.yaml``.

    >>> book = load_monsters()
    >>> guard = book.monsters["bandit-guard"]
    >>> guard.stats(1, "elite")["shield"], len(book.decks["guard"])
    (1, 8)
    >>> card = book.card("guard", 525)          # Move +1, Attack -1
    >>> plan = turn_plan(guard, 1, "normal", card)
    >>> plan.move, plan.attack_value, plan.ability.range
    (4, 1, 0)

:func:`turn_plan` adds a card to a stat card (GH-MACT-03: a signed value modifies
the stat, a plain one is a new ability) and gives the monster AI its
:class:`~rulebound.games.gloomhaven.monster_ai.MonsterAbility`.

Bosses and Named Monsters (GH-GLOSS-23, -72, GH-ACTION-07) are types with
``boss: true`` or ``named: true``: one rank, ``boss``, that is neither Normal nor
Elite; health may be ``"NxC"`` (N times the number of characters); ``immunities``
(GH-COND-04) and ``specials``. A card action ``{special: N}`` (the shared ``boss``
deck) stands for the type's Special N actions: :meth:`MonsterType.actions` expands
it wherever a card's actions are read.

    >>> book.decks["boss"][0].actions                     # card 572
    ({'special': 2},)
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from typing import Any

import yaml

from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.monster_ai import MonsterAbility
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex

LEVELS = range(8)
STAT_KEYS = {
    "health",
    "move",
    "attack",
    "range",
    "shield",
    "retaliate",
    "retaliate_range",
    "target",
    "pierce",
    "flying",
    "attack_conditions",
    "attackers_disadvantage",
    "x",
}
ADJACENT_TARGETS = ("all-adjacent", "one-adjacent")
ACTIONS = {
    "move",
    "attack",
    "shield",
    "retaliate",
    "heal",
    "condition",
    "infuse",
    "consume",
    "loot",
    "create_trap",
    "summon",
    "suffer_damage",
    "move_to_next_door",
    "others_act",
    "on_death",
    "push",
}
# condition: NAME with target: ... gives it to enemies next to the monster, or to every
# enemy within `range: N` (absent: the stat card's Range) and in sight, with no attack.
CONDITION_TARGETS = ("one-adjacent", "all-adjacent", "enemies-in-range")
# special_target: enemies-in-range: an attack on every enemy within its Range (Living
# Spirit 581).
ALL_IN_RANGE = "enemies-in-range"
EVERY_ENEMY = 99  # a Target count no map reaches: every enemy the attack can target
# Element augments (GH-MCONSUME): `consume: {element: E, effect: {...}}`, as an action of
# its own or as an option of an attack. E is an element or `any` (the players choose
# which, GH-MCONSUME-03).
ANY_ELEMENT = "any"
ELEMENT_NAMES = ("fire", "ice", "air", "earth", "light", "dark")
# what an attack's augment may change: signed attack/range add to the card's values,
# pierce/push/pull add, conditions are added, target/area/area_melee replace
AUGMENT_KEYS = {"attack", "range", "target", "pierce", "push", "pull", "conditions", "area"}
AUGMENT_KEYS |= {"area_melee"}
# what a consume action of its own may do
CONSUME_EFFECTS = {"heal", "shield", "retaliate", "condition", "target", "range", "infuse"}
CONSUME_EFFECTS |= {"suffer_damage", "pierce", "conditions", "attack"}
HEAL_AFFECTS = ("adjacent-allies",)  # heal: N with affect: every adjacent ally
# condition: NAME, affect: allies-in-range, range: N: every ally of the monster within
# range N and in sight, not itself (Forest Imp 683's Strengthen).
ALLIES_IN_RANGE = "allies-in-range"
# A card action of the shared boss deck: "perform the boss's Special N".
SPECIAL = "special"
RANKS = ("normal", "elite")
BOSS = "boss"  # the one rank of a Boss or a Named Monster (GH-ACTION-07)
PLAYER_COUNTS = (2, 3, 4)
PER_CHARACTER = re.compile(r"^([1-9][0-9]*)xC$")  # "10xC": 10 times C, the characters
# A boss's Attack written with C (the characters: "C", "2+C") or V (the monsters of
# the type its ``v_counts`` names that are on the board: the Merciless Overseer).
ATTACK_FORMULA = re.compile(r"^(?:([0-9]+)\+)?([CV])$")


@dataclass(frozen=True)
class MonsterType:
    """A monster statistic card. ``table[level][rank]``: ``normal`` and ``elite``, or
    only ``boss`` for a Boss (``boss``) or a Named Monster (``named``), which are
    neither Normal nor Elite (GH-GLOSS-23, -72, GH-ACTION-07). ``immunities``: the
    conditions it cannot receive (GH-COND-04); ``specials``: Special N -> its
    actions, performed for a card action ``{special: N}``."""

    id: str
    name: str
    deck: str
    standees: int
    table: dict[int, dict[str, dict[str, Any]]]
    boss: bool = False
    named: bool = False
    immunities: tuple[str, ...] = ()
    specials: dict[int, tuple[dict[str, Any], ...]] = field(default_factory=dict)
    v_counts: str = ""  # the monster type whose standees on the board make its V

    @property
    def ranks(self) -> tuple[str, ...]:
        """The ranks it can be placed with: ``boss`` only, or ``normal``/``elite``."""
        return (BOSS,) if self.boss or self.named else RANKS

    def stats(self, level: int, rank: str) -> dict[str, Any]:
        """The stat card at a scenario level (GH-SETUP-16) for ``normal`` or ``elite``
        (``boss`` for a Boss or a Named Monster). Health may be ``"NxC"``: see
        :meth:`max_hp`."""
        if rank not in self.ranks:
            raise DataError(
                f"monster {self.id}: no rank {rank!r} (it is {' or '.join(self.ranks)})"
            )
        return self.table[level][rank]

    def max_hp(self, level: int, rank: str, characters: int) -> int:
        """Its hit points when placed: the stat card's health, times C (the number of
        characters) when written ``"NxC"``."""
        health = self.stats(level, rank)["health"]
        if isinstance(health, str):
            found = PER_CHARACTER.match(health)
            assert found is not None  # checked by parse_bestiary
            return int(found.group(1)) * characters
        return int(health)

    def base_attack(self, level: int, rank: str, characters: int, v: int = 0) -> int:
        """The stat card's Attack: a number, or for a boss ``"C"`` / ``"N+C"`` (N plus
        the number of characters: the Inox Bodyguard) or ``"V"`` (``v``, the number
        of ``v_counts`` monsters present: the Merciless Overseer)."""
        attack = self.stats(level, rank)["attack"]
        if not isinstance(attack, str):
            return int(attack)
        found = ATTACK_FORMULA.match(attack)
        assert found is not None  # checked by parse_bestiary
        return int(found.group(1) or 0) + (characters if found.group(2) == "C" else v)

    def actions(self, card: AbilityCard) -> tuple[dict[str, Any], ...]:
        """The card's actions with each ``{special: N}`` replaced by this type's
        Special N actions, in order (GH-MACT-02)."""
        if not card.has_special:
            return card.actions
        found: list[dict[str, Any]] = []
        for action in card.actions:
            if SPECIAL not in action:
                found.append(action)
                continue
            special = self.specials.get(int(action[SPECIAL]))
            if special is None:
                raise DataError(
                    f"monster {self.id}: card {card.id} asks for Special {action[SPECIAL]}, "
                    "which it does not have"
                )
            found += special
        return tuple(found)


@dataclass(frozen=True)
class AbilityCard:
    id: int
    initiative: int
    shuffle: bool
    actions: tuple[dict[str, Any], ...]

    @cached_property
    def has_special(self) -> bool:
        """An action is ``{special: N}`` (a boss's card): asked for every monster
        ability performed, so worked out once."""
        return any(SPECIAL in a for a in self.actions)


@dataclass(frozen=True)
class Bestiary:
    monsters: dict[str, MonsterType]
    decks: dict[str, tuple[AbilityCard, ...]]

    def card(self, deck: str, card_id: int) -> AbilityCard:
        return self._cards[deck, card_id]

    @cached_property
    def _cards(self) -> dict[tuple[str, int], AbilityCard]:
        # looked up for every monster on every turn, and in every view
        return {(name, c.id): c for name, cards in self.decks.items() for c in cards}

    @cached_property
    def view_stats(self) -> dict[tuple[str, int, str], Any]:
        """(type, level, rank) -> what the bots' view shows of that stat card
        (``views._stat_values``), filled as the views ask: the stat cards never
        change once loaded."""
        return {}


@dataclass(frozen=True)
class TurnPlan:
    """A monster's turn: the stat card plus its type's ability card."""

    move: int
    attack_value: int
    ability: MonsterAbility
    others: tuple[dict[str, Any], ...] = field(default_factory=tuple)


def _modify(base: int, value: Any) -> int:
    """A signed string modifies the stat-card value; an int replaces it (GH-MACT-03)."""
    if isinstance(value, str):
        return max(0, base + int(value))
    return int(value)


def usable(spec: dict[str, Any], elements: frozenset[str]) -> bool:
    """Whether an attack augment's element can be used (an augment never says ``any``:
    ``any`` is only on a consume action of its own, ``_check_consume``)."""
    return str(spec.get("element")) in elements


def augmented(action: dict[str, Any], elements: frozenset[str]) -> dict[str, Any]:
    """An attack with its element augment folded in when the element can be used
    (GH-MCONSUME-04: as a player's augment), or without it. A signed ``attack`` or
    ``range`` adds to the card's value; ``pierce``, ``push``, ``pull`` add;
    ``conditions`` are added; ``target``, ``area``, ``area_melee`` replace.

        >>> augmented({"attack": "+0", "consume": {"element": "air",
        ...     "effect": {"attack": "-2"}}}, frozenset({"air"}))
        {'attack': '-2'}
    """
    spec = action.get("consume")
    if spec is None:
        return action
    plain = {k: v for k, v in action.items() if k != "consume"}
    if not usable(spec, elements):
        return plain
    for key, value in spec["effect"].items():
        if key in ("attack", "range") and isinstance(value, str):
            base = plain.get(key, "+0")
            total = int(base) + int(value)
            plain[key] = f"{total:+d}" if isinstance(base, str) else max(0, total)
        elif key in ("pierce", "push", "pull"):
            plain[key] = int(plain.get(key, 0)) + int(value)
        elif key == "conditions":
            plain[key] = [*plain.get(key, ()), *value]
        else:
            plain[key] = value
    return plain


def turn_plan(
    monster: MonsterType,
    level: int,
    rank: str,
    card: AbilityCard,
    conditions: frozenset[str] = frozenset(),
    elements: frozenset[str] = frozenset(),
    base_attack: int | None = None,
) -> TurnPlan:
    """Combine a stat card and an ability card into what the AI needs. Only the
    card's first move and first attack shape the focus (GH-FOCUS-01). ``elements``:
    those the monster's type can use this turn (consumable, or already consumed by
    its type this round); an attack's augment on one of them is part of the pending
    action, since a monster always consumes when it can (GH-MCONSUME-01, -02).
    ``base_attack``: the stat card's Attack when it is a formula (a boss's C or V),
    worked out by the caller, who knows the board."""
    stats = monster.stats(level, rank)
    if base_attack is not None:
        stats = {**stats, "attack": base_attack}
    move = attack_value = 0
    moves = jump = False
    attack: dict[str, Any] | None = None
    others = []
    for action in monster.actions(card):
        if "move" in action and not moves:
            move, moves = _modify(stats["move"], action["move"]), True
            jump = bool(action.get("jump", False))  # Vermling Scout card 675
        elif "attack" in action and attack is None:
            attack = augmented(action, elements)
            attack_value = _modify(stats["attack"], attack["attack"])
        else:
            others.append(action)
    reach = 0
    targets = int(stats.get("target", 1))
    area: tuple[Hex, ...] = ()
    if attack is not None:
        reach = (
            _modify(int(stats.get("range", 0)), attack["range"])
            if "range" in attack
            else int(stats.get("range", 0))
        )
        targets = int(attack.get("target", targets))
        special = attack.get("special_target")
        if special == "one-enemy":
            targets = 1
        if special == ALL_IN_RANGE:
            targets = EVERY_ENEMY
        area = tuple((int(q), int(r)) for q, r in attack.get("area", ()))
        # GH-MATK-04: an area with a grey hex, or an attack on adjacent enemies, is
        # not ranged whatever the stat card's Range says.
        if special in ADJACENT_TARGETS:
            reach = 0
            targets = 6 if special == "all-adjacent" else 1
    grey = bool(attack.get("area_melee", reach == 0)) if attack is not None else True
    ability = MonsterAbility(
        move=move,
        jump=jump,
        flying=bool(stats.get("flying", False)),
        attack=attack is not None,
        range=0 if area and grey else reach,
        targets=targets,
        aoe=area,
        aoe_melee=grey,
        muddled="muddle" in conditions,
        disarmed="disarm" in conditions,
        immobilized="immobilize" in conditions,
    )
    return TurnPlan(move, attack_value, ability, tuple(others))


def parse_bestiary(data: Any, origin: str) -> Bestiary:
    if not isinstance(data, dict) or "monsters" not in data or "decks" not in data:
        raise DataError(f"{origin}: expected 'monsters' and 'decks'")
    decks: dict[str, tuple[AbilityCard, ...]] = {}
    ids: set[int] = set()
    for deck_id, cards in data["decks"].items():
        parsed = []
        for entry in cards:
            where = f"{origin}: deck {deck_id} card {entry.get('id')}"
            if entry.get("id") in ids:
                raise DataError(f"{where}: card id used twice")
            ids.add(entry["id"])
            initiative = entry.get("initiative")
            if not isinstance(initiative, int) or not 1 <= initiative <= 99:
                raise DataError(f"{where}: initiative must be 1-99, got {initiative!r}")
            actions = _actions(entry.get("actions") or (), where, card=True)
            parsed.append(
                AbilityCard(int(entry["id"]), initiative, bool(entry.get("shuffle")), actions)
            )
        decks[str(deck_id)] = tuple(parsed)
    monsters = {}
    for type_id, entry in data["monsters"].items():
        where = f"{origin}: monster {type_id}"
        if entry.get("deck") not in decks:
            raise DataError(f"{where}: unknown deck {entry.get('deck')!r}")
        boss, named = entry.get("boss", False), entry.get("named", False)
        if not isinstance(boss, bool) or not isinstance(named, bool):
            raise DataError(f"{where}: boss and named are true or false")
        if boss and named:
            raise DataError(f"{where}: a monster is a boss or a named monster, not both")
        special = boss or named
        ranks = (BOSS,) if special else RANKS
        table: dict[int, dict[str, dict[str, Any]]] = {}
        for row in entry.get("stats") or ():
            level = row.get("level")
            other = {k for k in (*RANKS, BOSS) if k in row} - set(ranks)
            if other:
                kind = "a boss or named monster has" if special else "a monster has"
                raise DataError(
                    f"{where}: level {level}: {kind} the rank(s) {', '.join(ranks)}, "
                    f"not {', '.join(sorted(other))}"
                )
            for rank in ranks:
                stats = row.get(rank)
                if not isinstance(stats, dict) or not {"health", "move", "attack"} <= set(stats):
                    raise DataError(f"{where}: level {level} {rank}: health, move, attack needed")
                unknown = set(stats) - STAT_KEYS
                if unknown:
                    raise DataError(f"{where}: level {level} {rank}: unknown {sorted(unknown)}")
                _health(stats["health"], f"{where}: level {level} {rank}", special)
                _attack(stats["attack"], f"{where}: level {level} {rank}", special)
            table[int(level)] = {rank: row[rank] for rank in ranks}
        if sorted(table) != list(LEVELS):
            raise DataError(f"{where}: stats for levels 0-7 needed, got {sorted(table)}")
        v_counts = str(entry.get("v_counts", ""))
        for key in ("immunities", "specials", "v_counts"):
            if key in entry and not special:
                raise DataError(f"{where}: {key} belong to a boss or a named monster only")
        monsters[str(type_id)] = MonsterType(
            str(type_id),
            str(entry["name"]),
            str(entry["deck"]),
            int(entry["standees"]),
            table,
            boss,
            named,
            _immunities(entry.get("immunities"), where),
            _specials(entry.get("specials"), where),
            v_counts,
        )
    for mtype in monsters.values():
        where = f"{origin}: monster {mtype.id}"
        uses_v = any(
            str(row[BOSS]["attack"]).endswith("V") for row in mtype.table.values() if BOSS in row
        )
        if uses_v != bool(mtype.v_counts) or (mtype.v_counts and mtype.v_counts not in monsters):
            raise DataError(
                f"{where}: an Attack of V needs v_counts: a monster type, and only then"
            )
        for card in decks[mtype.deck]:
            for action in card.actions:
                if SPECIAL in action and int(action[SPECIAL]) not in mtype.specials:
                    raise DataError(
                        f"{where}: deck {mtype.deck} card {card.id} asks for Special "
                        f"{action[SPECIAL]}, which the monster does not list in specials"
                    )
        for n, actions in mtype.specials.items():
            for action in actions:
                _check_summon(action, f"{where}: special {n}", monsters)
    for deck_id, cards in decks.items():
        for card in cards:
            for action in card.actions:
                _check_summon(action, f"{origin}: deck {deck_id} card {card.id}", monsters)
    return Bestiary(monsters, decks)


def _actions(raw: Any, where: str, card: bool) -> tuple[dict[str, Any], ...]:
    """A list of actions, each a map whose first key names it. ``{special: N}`` only
    on a card (a Special's own actions cannot ask for a Special)."""
    if not isinstance(raw, list | tuple):
        raise DataError(f"{where}: actions must be a list, got {raw!r}")
    for action in raw:
        name = next(iter(action), None) if isinstance(action, dict) else None
        if name == SPECIAL and card:
            value = action[SPECIAL]
            if len(action) != 1 or not isinstance(value, int) or isinstance(value, bool):
                raise DataError(f"{where}: a special action is {{special: N}}, got {action!r}")
            if value < 1:
                raise DataError(f"{where}: special must be 1 or more, got {value!r}")
        elif name not in ACTIONS:
            raise DataError(f"{where}: unknown action {action!r}")
        elif name == "heal" and action.get("affect", HEAL_AFFECTS[0]) not in HEAL_AFFECTS:
            raise DataError(f"{where}: heal affect must be adjacent-allies, got {action!r}")
        elif name == "condition":
            _check_condition(action, where)
        elif name == "infuse":
            _check_infused(action["infuse"], where)
        elif name == "suffer_damage" and action.get("target", "all-adjacent") not in (
            "all-adjacent",
            "all-adjacent-figures",
        ):
            raise DataError(
                f"{where}: suffer_damage target must be all-adjacent or all-adjacent-figures"
            )
        elif name == "push" and action.get("target") != "all-adjacent":
            raise DataError(f"{where}: a push alone needs target: all-adjacent, got {action!r}")
        elif name == "on_death":
            attack = action["on_death"]
            if not isinstance(attack, dict) or "attack" not in attack:
                raise DataError(f"{where}: on_death is {{attack: ..., ...}}, got {attack!r}")
        if name == "consume" or (name == "attack" and "consume" in action):
            spec = action["consume"]
            _check_consume(spec, where, AUGMENT_KEYS if name == "attack" else CONSUME_EFFECTS)
    return tuple(raw)


def _check_consume(spec: Any, where: str, allowed: set[str]) -> None:
    """``{element: E | any, effect: {...}}`` with the effect keys its place allows
    (``any`` only on a consume action of its own)."""
    if not isinstance(spec, dict) or not isinstance(spec.get("effect"), dict):
        raise DataError(f"{where}: consume is {{element, effect: {{...}}}}, got {spec!r}")
    names = (*ELEMENT_NAMES, ANY_ELEMENT) if allowed is CONSUME_EFFECTS else ELEMENT_NAMES
    if spec.get("element") not in names:
        raise DataError(
            f"{where}: consume element must be one of {', '.join(names)}, "
            f"got {spec.get('element')!r}"
        )
    unknown = set(spec["effect"]) - allowed
    if unknown:
        raise DataError(f"{where}: consume effect cannot say {', '.join(sorted(unknown))}")
    if "infuse" in spec["effect"]:
        _check_infused(spec["effect"]["infuse"], where)
    if "condition" in spec["effect"]:
        _check_condition(spec["effect"], where)


def _check_infused(element: Any, where: str) -> None:
    """An infusion names one element, or ``any``: the multi-element symbol, whose
    element the players choose (GH-MINFUSE-03)."""
    names = (*ELEMENT_NAMES, ANY_ELEMENT)
    if element not in names:
        raise DataError(f"{where}: infuse must be one of {', '.join(names)}, got {element!r}")


def _check_condition(action: dict[str, Any], where: str) -> None:
    """``condition: NAME`` or a list of names, given to the monster itself (``self``)
    or to adjacent enemies (``target``)."""
    names = {str(c) for c in Condition}
    value = action["condition"]
    given = value if isinstance(value, list) else [value]
    if not given or not all(isinstance(c, str) and c in names for c in given):
        raise DataError(f"{where}: condition must name conditions, got {value!r}")
    target = action.get("target")
    if target is not None and target not in CONDITION_TARGETS:
        raise DataError(
            f"{where}: condition target must be {' or '.join(CONDITION_TARGETS)}, got {target!r}"
        )
    affect = action.get("affect")
    if affect is not None and (affect != ALLIES_IN_RANGE or "range" not in action):
        raise DataError(f"{where}: condition affect must be {ALLIES_IN_RANGE} with a range")


def _health(value: Any, where: str, special: bool) -> None:
    """A whole number of hit points; a Boss's or Named Monster's may be ``"NxC"``."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return
    if special and isinstance(value, str) and PER_CHARACTER.match(value):
        return
    written = "a number or 'NxC' (N times the characters)" if special else "a number"
    raise DataError(f"{where}: health must be {written} of 1 or more, got {value!r}")


def _attack(value: Any, where: str, special: bool) -> None:
    """A whole number; a Boss's or Named Monster's may be ``"C"``, ``"N+C"`` or ``"V"``."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return
    if special and isinstance(value, str) and ATTACK_FORMULA.match(value):
        return
    written = "a number, 'C', 'N+C' or 'V'" if special else "a number"
    raise DataError(f"{where}: attack must be {written}, got {value!r}")


def _immunities(raw: Any, where: str) -> tuple[str, ...]:
    """The conditions a boss cannot receive (GH-COND-04), by their data names."""
    if raw is None:
        return ()
    names = {str(c) for c in Condition}
    if not isinstance(raw, list) or not all(isinstance(c, str) and c in names for c in raw):
        raise DataError(
            f"{where}: immunities must list conditions ({', '.join(sorted(names))}), got {raw!r}"
        )
    return tuple(raw)


def _specials(raw: Any, where: str) -> dict[int, tuple[dict[str, Any], ...]]:
    """``{1: [actions], 2: [actions]}``: a boss's Special N, in the ability-card
    action vocabulary."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise DataError(f"{where}: specials must map 1, 2... to a list of actions")
    found: dict[int, tuple[dict[str, Any], ...]] = {}
    for n, actions in raw.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise DataError(f"{where}: specials: {n!r} is not a Special number (1, 2...)")
        if not actions:
            raise DataError(f"{where}: special {n}: no actions")
        found[n] = _actions(actions, f"{where}: special {n}", card=False)
    return found


def summon_spec(spec: Any) -> tuple[str, Any]:
    """A ``summon`` action's value: ``T`` (a normal T) or ``{type: T, rank: R}``
    where R is a rank or ``{count: rank}`` per number of characters."""
    if isinstance(spec, str):
        return spec, "normal"
    if isinstance(spec, dict):
        return str(spec.get("type")), spec.get("rank", "normal")
    return "", None


def _check_summon(action: dict[str, Any], where: str, monsters: dict[str, MonsterType]) -> None:
    """A summoned monster is a known type with one of its own ranks: ``boss`` only
    for a Boss or Named Monster, ``normal``/``elite`` never for them."""
    if "summon" not in action:
        return
    kind, rank = summon_spec(action["summon"])
    if kind not in monsters:
        raise DataError(f"{where}: summon of an unknown monster {kind!r}")
    allowed = monsters[kind].ranks
    per_count = rank if isinstance(rank, dict) else {n: rank for n in PLAYER_COUNTS}
    for count, each in per_count.items():
        if count not in PLAYER_COUNTS or each not in allowed:
            raise DataError(
                f"{where}: summon {kind}: {count} characters -> {each!r} "
                f"(its rank is {' or '.join(allowed)})"
            )


def load_monsters() -> Bestiary:
    """The shipped bestiary, a fresh copy each time (tests add types to theirs); the
    file is read once (every game, and every replay an undo runs, loads it)."""
    return parse_bestiary(copy.deepcopy(_monster_data()), "monsters.yaml")


@cache
def _monster_data() -> Any:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "monsters.yaml"
    return yaml.safe_load(ref.read_text(encoding="utf-8"))


@cache
def shipped_ranks() -> dict[str, tuple[str, ...]]:
    """Each shipped monster type's ranks, read once: what a scenario file is checked
    against when it is loaded."""
    return {k: m.ranks for k, m in load_monsters().monsters.items()}
