"""One attack against one defender, and the values set by the scenario level.

An attack is resolved in this order (catalog 8.6.6 to 8.9, GH-DX-08): the base value
plus the adjustments, Poison +1 among them (GH-ATK-10, -11); the attack modifier
(GH-AMD-05: the drawn card's value, ``"x2"`` or ``"null"``, taken here as plain
values); the defender's Shield less the attack's Pierce, never below 0
(GH-SHIELD-01); the damage; at 0 HP the defender is removed, with a Money Token if it
was a monster neither summoned nor spawned, and the kill credited (GH-ATKRES-04 to
-06); otherwise the attack's effects apply even at 0 damage and each Retaliate in
range answers (GH-ATKRES-07, -08, GH-RETAL).

    >>> brute = Combatant("Brute")
    >>> guard = Combatant("guard 1", "monster", hp=6, shields=(Defence(2),),
    ...                   conditions=frozenset({"poison"}))
    >>> hit = resolve_attack(brute, guard, 3, modifiers=(1,))   # 3 + 1 Poison + 1
    >>> hit.attack, hit.shield, hit.damage, hit.hp, hit.killed
    (5, 2, 3, 3, False)
    >>> resolve_attack(brute, guard, 3, modifiers=("x2",), pierce=1).damage   # 8 - 1
    7
    >>> level = scenario_values(3)
    >>> level.monster_level, level.trap_damage, level.hazardous_damage, level.bonus_xp
    (3, 5, 2, 10)

Where the player chooses an order (adjustments, GH-ATK-12; modifier effects,
GH-AMD-05, GH-ADV-09; Retaliates, GH-RETAL-06) the functions take the order as an
argument, and :func:`attack_options` lists the values the possible orders give.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import permutations

DOUBLE = "x2"  # a 2x or Bless card (GH-GLOSS-16)
NULL = "null"  # a Null or Curse card: all damage cancelled (GH-GLOSS-28, -58)

Step = int | str  # +N / -N, "x2", or (a modifier only) "null"

MAX_LEVEL = 7  # the Monster Statistic Cards stop at level 7 (monsters.LEVELS)
# Gold per Money Token by scenario level: the chart the seed cites ([p15], GH-SEND-04)
# without reproducing it; these are the printed rulebook's values.
GOLD_PER_COIN = (2, 2, 3, 3, 4, 4, 5, 6)
DIFFICULTY = {"easy": -1, "normal": 0, "hard": 1, "very-hard": 2}  # GH-SETUP-08


# --- the attack value -----------------------------------------------------------------


def _step(value: int, step: Step) -> int:
    """One adjustment or modifier effect. Reading: an attack value never goes below
    0, at any step."""
    if isinstance(step, bool):
        raise TypeError("an adjustment is a number, 'x2' or 'null'")
    if isinstance(step, int):
        return max(0, value + step)
    if step == DOUBLE:
        return value * 2
    if step == NULL:
        return 0
    raise ValueError(f"unknown adjustment {step!r}: a number, {DOUBLE!r} or {NULL!r}")


def _apply(value: int, steps: Sequence[Step], order: Sequence[int] | None) -> int:
    if order is None:
        order = range(len(steps))
    if sorted(order) != list(range(len(steps))):
        raise ValueError(f"order {list(order)} is not an order of {len(steps)} effects")
    for i in order:
        value = _step(value, steps[i])
    return value


def _options(value: int, steps: Sequence[Step]) -> tuple[int, ...]:
    return tuple(sorted({_apply(value, steps, p) for p in permutations(range(len(steps)))}))


def adjustments_for(adjustments: Sequence[Step], poisoned: bool) -> tuple[Step, ...]:
    """The attack's adjustments (GH-ATK-10), with Poison's +1 last when the target is
    Poisoned (GH-ATK-11, GH-COND-07; monsters alike, GH-MATK-08)."""
    for a in adjustments:
        if a == NULL:
            raise ValueError("'null' is a modifier card, not an adjustment")
    return (*adjustments, 1) if poisoned else tuple(adjustments)


def attack_value(
    base: int,
    adjustments: Sequence[Step] = (),
    modifiers: Sequence[Step] = (0,),
    *,
    poisoned: bool = False,
    adjustment_order: Sequence[int] | None = None,
    modifier_order: Sequence[int] | None = None,
) -> int:
    """The attack's value before Shield: base, then the adjustments (Poison last, at
    index ``len(adjustments)``) in the player's ``adjustment_order`` (GH-ATK-12), then
    the modifier effects drawn, in the player's ``modifier_order`` (GH-AMD-05). A
    Null or Curse card cancels all damage whatever else was drawn.

    >>> attack_value(3, (1,), ("x2",), poisoned=True)   # (3 + 1 + 1) x 2
    10
    >>> attack_value(2, (), (1, "x2")), attack_value(2, (), (1, "x2"), modifier_order=(1, 0))
    (6, 5)
    """
    steps = adjustments_for(adjustments, poisoned)
    value = _apply(max(0, base), steps, adjustment_order)
    if NULL in modifiers:
        return 0
    return _apply(value, modifiers, modifier_order)


def attack_options(
    base: int,
    adjustments: Sequence[Step] = (),
    modifiers: Sequence[Step] = (0,),
    *,
    poisoned: bool = False,
) -> tuple[int, ...]:
    """Every value the player's choices of order can give (GH-ATK-12, GH-AMD-05), in
    ascending order. One value means the order does not matter.

    >>> attack_options(2, (), (1, "x2")), attack_options(2, (2, -1), (1,))
    ((5, 6), (4,))
    """
    steps = adjustments_for(adjustments, poisoned)
    found: set[int] = set()
    for value in _options(max(0, base), steps):
        found.update((0,) if NULL in modifiers else _options(value, modifiers))
    return tuple(sorted(found))


def effective_shield(shields: Iterable[int], pierce: int = 0) -> int:
    """The Shield that counts: the Shields added up less Pierce, never below 0
    (GH-SHIELD-01, best reading). The total does not depend on the order the
    player uses several Shields in (GH-SHIELD-05)."""
    return max(0, sum(shields) - max(0, pierce))


def damage_dealt(value: int, shield: int = 0, pierce: int = 0) -> int:
    """The damage of an attack of ``value`` against ``shield`` (GH-SHIELD-01)."""
    return max(0, value - effective_shield((shield,), pierce))


# --- the figures ----------------------------------------------------------------------


@dataclass(frozen=True)
class Defence:
    """A Shield or Retaliate. ``origin``: ``stat`` (Monster Statistic Card, always
    active: GH-SHIELD-03, GH-RETAL-04), ``ability`` (Monster Ability Card, active from
    the monster's turn to the end of the round: GH-SHIELD-02, GH-RETAL-03,
    GH-MBONUS-01), ``modifier`` (from a modifier card, to the end of the round:
    GH-SHIELD-04) or ``bonus`` (a character's active bonus or Item). ``range`` is a
    Retaliate's (1 unless it says Range Y, GH-RETAL-01)."""

    value: int
    origin: str = "stat"
    range: int = 1

    def active(self, card_active: bool) -> bool:
        return card_active or self.origin != "ability"


@dataclass(frozen=True)
class Combatant:
    """A figure in an attack. ``kind``: character, summon (a player's), monster or
    obstacle. ``summoner``: the player of a summon (GH-SUMMON-08). ``summoned`` and
    ``spawned``: a monster that leaves no Money Token (GH-ATKRES-05).
    ``card_active``: its type's ability card has been performed this round, so that
    card's Shield and Retaliate count. ``conditions`` are read for Poison only: a
    Stunned figure keeps its active Shield and Retaliate (GH-SHIELD-06,
    GH-RETAL-07)."""

    name: str
    kind: str = "character"
    hp: int = 0
    summoner: str = ""
    shields: tuple[Defence, ...] = ()
    retaliates: tuple[Defence, ...] = ()
    conditions: frozenset[str] = field(default_factory=frozenset)
    summoned: bool = False
    spawned: bool = False
    card_active: bool = False

    def shield_values(self) -> tuple[int, ...]:
        return tuple(s.value for s in self.shields if s.active(self.card_active))

    def active_retaliates(self) -> tuple[Defence, ...]:
        return tuple(r for r in self.retaliates if r.active(self.card_active))


def kill_credit(cause: Combatant | None) -> str | None:
    """The character credited with a kill (T-13): the one who dealt the killing blow
    (GH-ATKRES-06) or pushed or pulled (GH-PUSH-08); a summon's kill is its summoner's
    (GH-SUMMON-08). ``None`` for a monster, or when no one caused it: a monster
    moving into a Trap by itself (GH-MMOVE-12), a Wound (GH-MSTART-01)."""
    if cause is None:
        return None
    if cause.kind == "character":
        return cause.name
    if cause.kind == "summon":
        return cause.summoner or None
    return None


def leaves_money_token(dead: Combatant) -> bool:
    """A Money Token on the hex of a dead monster that was neither summoned nor
    spawned (GH-ATKRES-05, GH-GLOSS-105)."""
    return dead.kind == "monster" and not (dead.summoned or dead.spawned)


@dataclass(frozen=True)
class Death:
    """A figure's HP reached 0 (attack, Trap, Hazardous Terrain, Wound...)."""

    money_token: bool
    kill_credit: str | None


def death(dead: Combatant, cause: Combatant | None) -> Death:
    """What a death leaves: the Money Token and the kill credit (T-13). Only a
    monster's death is a kill (reading: an Obstacle destroyed or a character
    Exhausted credits no one)."""
    credit = kill_credit(cause) if dead.kind == "monster" else None
    return Death(leaves_money_token(dead), credit)


def retaliation(
    defender: Combatant,
    distance: int,
    *,
    survived: bool = True,
    order: Sequence[int] | None = None,
) -> tuple[int, ...]:
    """The damage the attacker suffers from the defender's active Retaliates, one per
    Retaliate whose range reaches ``distance`` (GH-RETAL-01), in the player's
    ``order`` over the active ones (GH-RETAL-06). None if the attack killed or
    Exhausted the defender (GH-RETAL-02). Not an attack: no modifier, and the
    attacker's Shield does not reduce it (GH-RETAL-05, GH-GLOSS-94)."""
    active = defender.active_retaliates()
    if order is None:
        order = range(len(active))
    if sorted(order) != list(range(len(active))):
        raise ValueError(f"order {list(order)} is not an order of {len(active)} Retaliates")
    if not survived:
        return ()
    return tuple(active[i].value for i in order if distance <= active[i].range)


# --- the whole attack -----------------------------------------------------------------


@dataclass(frozen=True)
class AttackResult:
    """One attack against one defender (GH-ATK-05: each target is its own attack).

    ``attack``: the value after adjustments and modifiers; ``shield``: the Shield
    that counted after Pierce; ``damage``: the damage dealt; ``hp``: the defender's
    HP after it; ``killed``: removed from the map (a monster, summon or Obstacle
    killed; a character Exhausted); ``effects``: whether the attack's other effects
    apply to the defender; ``retaliation``: the attacker's damage, per Retaliate."""

    attack: int
    shield: int
    damage: int
    hp: int
    killed: bool
    effects: bool
    money_token: bool = False
    kill_credit: str | None = None
    retaliation: tuple[int, ...] = ()


def resolve_attack(
    attacker: Combatant,
    defender: Combatant,
    base: int,
    *,
    adjustments: Sequence[Step] = (),
    modifiers: Sequence[Step] = (0,),
    pierce: int = 0,
    distance: int = 1,
    adjustment_order: Sequence[int] | None = None,
    modifier_order: Sequence[int] | None = None,
    retaliate_order: Sequence[int] | None = None,
    negated: bool = False,
) -> AttackResult:
    """Resolve one attack of ``base`` (the ability's value, for a monster its stat
    card ± card, GH-MATK-05) with the ``modifiers`` drawn (their values, GH-AMD-05).
    ``distance``: hexes from the defender to the attacker, for Retaliate's range.
    ``negated``: a character defender Lost cards instead of HP (GH-CDMG-02, -03); it
    still gets the attack's effects (GH-CDMG-04).

    The defender's own active Shields count (GH-ATKRES-02, GH-MATK-10). At 0 HP or
    less a monster, summon or Obstacle is removed and the attack's other effects are
    not applied to it (GH-ATKRES-04); a character is Exhausted (GH-CDMG-05). A
    survivor gets the effects even at 0 damage (GH-ATKRES-07, GH-MATK-12), and its
    Retaliates answer (GH-ATKRES-08, GH-MATK-13).
    """
    value = attack_value(
        base,
        adjustments,
        modifiers,
        poisoned="poison" in defender.conditions,
        adjustment_order=adjustment_order,
        modifier_order=modifier_order,
    )
    shield = effective_shield(defender.shield_values(), pierce)
    dealt = max(0, value - shield)
    hp = defender.hp if negated else defender.hp - dealt
    killed = hp <= 0
    end = death(defender, attacker) if killed else Death(False, None)
    return AttackResult(
        attack=value,
        shield=shield,
        damage=dealt,
        hp=hp,
        killed=killed,
        effects=not killed,
        money_token=end.money_token,
        kill_credit=end.kill_credit,
        retaliation=retaliation(defender, distance, survived=not killed, order=retaliate_order),
    )


# --- values by scenario level ---------------------------------------------------------


def recommended_level(character_levels: Sequence[int], difficulty: str = "normal") -> int:
    """The recommended scenario level: ceil(average character level / 2)
    (GH-SETUP-07), with the difficulty adjustment (GH-SETUP-08). Reading: kept
    within the levels the stat cards have, 0 to 7. The players may choose any
    level (GH-SETUP-06): this is only the suggestion.

    >>> recommended_level([1, 1, 2]), recommended_level([4, 4, 4, 4], "hard")
    (1, 3)
    """
    if not character_levels:
        raise ValueError("a party has at least one character")
    if difficulty not in DIFFICULTY:
        raise ValueError(f"difficulty is one of {sorted(DIFFICULTY)}, got {difficulty!r}")
    total, count = sum(character_levels), len(character_levels)
    level = -(-total // (2 * count)) + DIFFICULTY[difficulty]  # ceil(total / count / 2)
    return min(MAX_LEVEL, max(0, level))


def trap_damage(level: int, *, solo: bool = False, printed: int | None = None) -> int:
    """A Damage Trap's damage: 2 + L (GH-MOVE-10), +1 solo or with open information
    (GH-SETUP-09). A trap created by an ability deals its ``printed`` damage, with no
    "+ L" (GH-MOVE-11); reading: nor the solo +1, which is part of that scaling."""
    if printed is not None:
        return printed
    return 2 + level + (1 if solo else 0)


def hazardous_damage(level: int) -> int:
    """Hazardous Terrain: floor((2 + L) / 2) per hex entered (GH-MOVE-12, -14).
    Unchanged by solo play (GH-SETUP-09, best reading)."""
    return (2 + level) // 2


def bonus_xp(level: int) -> int:
    """Scenario success bonus XP: 4 + 2L (GH-SEND-08)."""
    return 4 + 2 * level


@dataclass(frozen=True)
class LevelValues:
    """What the scenario level sets (T-04, GH-SETUP-16)."""

    level: int
    monster_level: int
    trap_damage: int
    hazardous_damage: int
    gold_per_coin: int
    bonus_xp: int


def scenario_values(level: int, *, solo: bool = False) -> LevelValues:
    """The values for scenario level ``level`` (chosen by the players, GH-SETUP-06).
    ``solo``: one player, or several with open information: +1 to the monster level
    and to Trap damage only (GH-SETUP-09, best reading). Reading: the monster level
    stays at most 7, the last level on the stat cards."""
    if not 0 <= level <= MAX_LEVEL:
        raise ValueError(f"scenario level is 0 to {MAX_LEVEL}, got {level}")
    plus = 1 if solo else 0
    return LevelValues(
        level=level,
        monster_level=min(MAX_LEVEL, level + plus),
        trap_damage=trap_damage(level, solo=solo),
        hazardous_damage=hazardous_damage(level),
        gold_per_coin=GOLD_PER_COIN[level],
        bonus_xp=bonus_xp(level),
    )
