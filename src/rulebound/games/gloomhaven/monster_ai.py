"""The monster turn's focus, movement and targets (catalog section 9, table T-11).

:func:`monster_turn` solves one monster's turn on a map: which enemy it focuses,
where it moves, whom it attacks. Where the rules hand a choice to the players
(a focus tie, equally good hexes, equally good extra targets: T-12), every
choice is returned: the result is the *set* of rule-legal outcomes.

    >>> from rulebound.games.gloomhaven.hexmap import HexMap
    >>> m = HexMap.build(hexes=[(q, 0) for q in range(6)])
    >>> brute = Figure("Brute", (5, 0), "character", initiative=30)
    >>> guard = Figure("Guard", (0, 0), "monster")
    >>> turn = monster_turn(m, [brute, guard], guard, MonsterAbility(move=2))
    >>> turn.focus, [(o.destination, sorted(o.attacks)) for o in turn.outcomes]
    (('Brute',), [((2, 0), [])])

Readings (see the README): the destination is the best hex to attack the focus
from: fewest traps and hazards on the way; then, as the BoardGameGeek Rules Quiz
answers it (18, 19, 25), the group of targets first (most targets, then fewest
movement points to attack them, then the best-ranked extra targets), and only then
the hex to attack that group from (the focus free of Disadvantage, then fewest
targets at Disadvantage, then fewest movement points); if the monster cannot
reach one this turn as safely, it moves toward the destination, and equally good
destinations are the players' choice; extra targets are ranked by proximity from
where the monster starts, then Initiative; a Muddled monster has no
Disadvantage to avoid; with Target Z on an area, the focus may be an individual
target; a monster whose focus it cannot attack attacks no one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from rulebound.games.gloomhaven.hexmap import (
    Cost,
    HexMap,
    cheapest_onward,
    cleared_with_maps,
    movement_costs,
)
from rulebound.kernel.hexgrid import Hex

ENEMY_KINDS = ("character", "summon")


class Figure(NamedTuple):
    """A figure on the map. ``order`` breaks Initiative ties (GH-FOCUS-08): a
    summon acts just before its summoner (GH-RSTART-19), so a summon gets the
    summoner's Initiative with a smaller ``order``.

    A named tuple rather than a frozen dataclass: every figure is made afresh for
    every monster turn and hashed as part of the remembered turn's key, and a
    tuple is made and hashed several times faster."""

    name: str
    hex: Hex
    kind: str  # character, summon, monster
    initiative: int = 99
    order: tuple[int, ...] = ()
    invisible: bool = False

    def turn_key(self) -> tuple[int, ...]:
        return (self.initiative, *self.order)


class MonsterAbility(NamedTuple):
    """What the monster does this turn: stat card plus ability card, already added up.

    ``attack`` False: no attack this turn (it focuses and moves as if melee,
    GH-FOCUS-06). ``range`` 0 is melee. ``aoe``: red hexes as axial offsets from
    the attacker (``aoe_melee``, a pattern with the grey hex at the attacker,
    GH-AOE-02) or from any red hex (a ranged pattern, GH-AOE-05). A named tuple,
    as :class:`Figure` is: it is part of the keys the solver remembers by."""

    move: int = 0
    jump: bool = False
    flying: bool = False
    attack: bool = True
    range: int = 0
    targets: int = 1
    aoe: tuple[Hex, ...] = ()
    aoe_melee: bool = True
    muddled: bool = False
    disarmed: bool = False
    immobilized: bool = False

    @property
    def mode(self) -> str:
        return "flying" if self.flying else "jump" if self.jump else "normal"

    @property
    def melee(self) -> bool:
        """GH-MELEE-01, GH-MATK-04: no range, or an AoE with a grey hex."""
        if self.aoe:
            return self.aoe_melee
        return self.range <= 0

    def as_melee(self) -> MonsterAbility:
        """Focus and movement of a monster with no attack or Disarmed (GH-FOCUS-06,
        GH-MMOVE-06): as if it had a plain melee attack."""
        return MonsterAbility(
            move=self.move, jump=self.jump, flying=self.flying, immobilized=self.immobilized
        )


class Outcome(NamedTuple):
    """One rule-legal result: where the monster ends, which hexes it attacks (a
    named tuple, made for every outcome of every turn)."""

    focus: str
    destination: Hex
    attacks: frozenset[Hex] = frozenset()


@dataclass(frozen=True)
class MonsterTurn:
    """``focus``: the possible focuses (several when the players break a tie; empty
    when the monster has none, GH-FOCUS-10); ``outcomes``: every legal outcome."""

    focus: tuple[str, ...]
    outcomes: tuple[Outcome, ...]


# --- geometry of attacks ---------------------------------------------------------------


def rotate(offset: Hex, times: int) -> Hex:
    """Rotate an axial offset by 60 degrees ``times`` times."""
    q, r = offset
    for _ in range(times % 6):
        q, r = -r, q + r
    return (q, r)


def mirror(offset: Hex) -> Hex:
    q, r = offset
    return (q + r, -r)


def orientations(pattern: tuple[Hex, ...]) -> list[tuple[Hex, ...]]:
    """Every rotation of the pattern and of its mirror image (GH-AOE-01)."""
    return list(_orientations(pattern))


@lru_cache(maxsize=256)
def _orientations(pattern: tuple[Hex, ...]) -> tuple[tuple[Hex, ...], ...]:
    # Asked for every hex a monster might attack from: worked out once per pattern.
    found: list[tuple[Hex, ...]] = []
    for flip in (False, True):
        base = tuple(mirror(o) for o in pattern) if flip else pattern
        for k in range(6):
            shape = tuple(sorted(rotate(o, k) for o in base))
            if shape not in found:
                found.append(shape)
    return tuple(found)


class Solver:
    """The monster turn for one monster on one map (cached range/LOS queries)."""

    def __init__(
        self, hexmap: HexMap, figures: list[Figure], monster: Figure, ability: MonsterAbility
    ) -> None:
        self.map = hexmap
        self.monster = monster
        self.ability = ability
        others = [f for f in figures if f.name != monster.name]
        self.enemies = [f for f in others if f.kind in ENEMY_KINDS]
        self.targets = [f for f in self.enemies if not f.invisible]  # GH-COND-15
        self.target_at = {f.hex: f for f in self.targets}
        self.occupied = frozenset(f.hex for f in others)
        enemy_hexes = frozenset(f.hex for f in self.enemies)
        self.blocked = enemy_hexes | hexmap.obstacles  # allies do not block (GH-MOVE-05)
        self._open = hexmap.open_hexes
        # where it may not end its move (see standable), worked out once per turn
        self._unstandable = self.occupied | hexmap.doors
        if not ability.flying:
            self._unstandable |= hexmap.obstacles
        self._standing: tuple[dict[Hex, Cost], list[Hex]] | None = None
        # Each enemy's proximity and Initiative from where the monster starts: extra
        # targets are ranked by them (GH-MATK-07 with GH-FOCUS-07, -08).
        self.ranks: dict[Hex, tuple[int, tuple[int, ...]]] = {}
        self._areas: dict[tuple[object, ...], list[frozenset[Hex]]] = {}
        self._layouts: dict[tuple[tuple[Hex, ...], Hex], list[tuple[Hex, ...]]] = {}
        # near_spots by (range, target hex), for one movement search (see near_spots)
        self._near: tuple[dict[Hex, Cost], dict[tuple[int, Hex], list[Hex]]] | None = None

    # --- queries ----------------------------------------------------------------------

    def los(self, a: Hex, b: Hex) -> bool:
        """Line of sight (cached on the map's layout)."""
        return self.map.line_of_sight(a, b)

    def in_range(self, a: Hex, b: Hex, reach: int) -> bool:
        """``b`` (a target, usually) is within ``reach`` of ``a``. Range between two
        open hexes is symmetric, so it is read from ``b``'s side: one range table
        per target serves every hex the monster might attack from."""
        if a in self._open and b in self._open:
            distance = self.map.range_between(b, a)
        else:
            distance = self.map.range_between(a, b)
        return distance is not None and distance <= reach

    def reach(self, ability: MonsterAbility) -> int:
        return max(1, ability.range)

    def area_hits(self, ability: MonsterAbility, at: Hex, focus: Figure) -> list[frozenset[Hex]]:
        """Every set of enemy hexes an AoE from ``at`` hits while hitting ``focus``
        (every enemy in the area and in LOS is hit, GH-AOE-03)."""
        key = (ability.aoe, ability.aoe_melee, ability.range, at, focus.hex)
        found = self._areas.get(key)
        if found is not None:
            return found
        enemy_at = self.target_at
        reach = self.reach(ability)
        results: set[frozenset[Hex]] = set()
        layouts: list[tuple[Hex, ...]]
        if ability.aoe_melee:
            layouts = [
                tuple((at[0] + dq, at[1] + dr) for dq, dr in shape)
                for shape in orientations(ability.aoe)
            ]
            layouts = [cells for cells in layouts if focus.hex in cells]
        else:  # placed so that one of its hexes covers the focus, in range (GH-AOE-05)
            layouts = [
                cells
                for cells in self.layouts_over(ability.aoe, focus.hex)
                if any(self.in_range(at, c, reach) for c in cells)
            ]
        if layouts and not self.los(at, focus.hex):
            layouts = []  # the focus must be hit, so it must be in sight
        for cells in layouts:
            results.add(frozenset(c for c in cells if c in enemy_at and self.los(at, c)))
        found = sorted(results, key=sorted)
        self._areas[key] = found
        return found

    def layouts_over(self, aoe: tuple[Hex, ...], target: Hex) -> list[tuple[Hex, ...]]:
        """Every placement of a ranged area pattern with one of its hexes on
        ``target`` (the same for every hex the monster attacks from)."""
        key = (aoe, target)
        found = self._layouts.get(key)
        if found is None:
            cells = {
                tuple(sorted((target[0] + dq - aq, target[1] + dr - ar) for dq, dr in shape))
                for shape in orientations(aoe)
                for aq, ar in shape
            }
            found = self._layouts[key] = sorted(cells)
        return found

    def can_attack(self, ability: MonsterAbility, at: Hex, target: Figure) -> bool:
        if ability.aoe and not (ability.targets > 1 and self.single(ability, at, target.hex)):
            return bool(self.area_hits(ability, at, target))
        return self.single(ability, at, target.hex)

    def single(self, ability: MonsterAbility, at: Hex, h: Hex) -> bool:
        """``h`` can be attacked as an individual target: in range and in sight."""
        return self.in_range(at, h, self.reach(ability)) and self.los(at, h)

    def placements(self, ability: MonsterAbility, at: Hex) -> set[frozenset[Hex]]:
        """The enemy hexes of every placement of the area from ``at`` that hits one
        at least (GH-AOE-02 to -05)."""
        enemy_at = {f.hex for f in self.targets}
        found: set[frozenset[Hex]] = set()
        for shape in orientations(ability.aoe):
            if ability.aoe_melee:
                layouts = [[(at[0] + dq, at[1] + dr) for dq, dr in shape]]
            else:
                layouts = [
                    [(e[0] + dq - aq, e[1] + dr - ar) for dq, dr in shape]
                    for e in enemy_at
                    for aq, ar in shape
                ]
            for cells in layouts:
                if not ability.aoe_melee and not any(
                    self.in_range(at, c, self.reach(ability)) for c in cells
                ):
                    continue  # GH-AOE-05
                hit = frozenset(c for c in cells if c in enemy_at and self.los(at, c))
                if hit:
                    found.add(hit)
        return found

    def standing(self, costs: dict[Hex, Cost]) -> list[Hex]:
        """The hexes of ``costs`` the monster may end in, in the same order; worked
        out once per turn (focus and destinations both need them)."""
        if self._standing is None or self._standing[0] is not costs:
            start, open_hexes, unstandable = self.monster.hex, self._open, self._unstandable
            self._standing = (
                costs,
                [h for h in costs if h == start or (h in open_hexes and h not in unstandable)],
            )
        return self._standing[1]

    # --- choosing targets at a position ---------------------------------------------------

    def target_sets(self, ability: MonsterAbility, at: Hex, focus: Figure) -> list[frozenset[Hex]]:
        """The attacked hexes, every equally good choice (GH-MATK-06, -07, GH-TARGET):
        the widest sets, then the best-ranked extra targets (proximity, then
        Initiative); the players break what is left."""
        if not ability.aoe and ability.targets <= 1:
            # One target at most (most monsters' turns): the focus, if it can be
            # attacked from here; what widest_sets finds, without its bookkeeping.
            if ability.attack and not ability.disarmed and self.single(ability, at, focus.hex):
                return [frozenset((focus.hex,))]
            return [frozenset()]
        widest = self.widest_sets(ability, at, focus)
        if len(widest) <= 1:
            return widest
        best = min(self.extra_rank(c, focus) for c in widest)
        return sorted((c for c in widest if self.extra_rank(c, focus) == best), key=sorted)

    def widest_sets(self, ability: MonsterAbility, at: Hex, focus: Figure) -> list[frozenset[Hex]]:
        """Every set of the most enemy hexes the attack can hit from ``at`` while
        hitting ``focus`` (GH-MATK-07: the focus plus as many others as it can).
        Extra individual targets are pre-chosen by rank (the best ``Z - 1``, with
        ties), which keeps every set that can still be best overall. Not memoised: one
        turn never asks twice for the same hex and focus (the destinations the turn
        attacks from and those it heads for are distinct hexes)."""
        if not ability.attack or ability.disarmed or not self.can_attack(ability, at, focus):
            return [frozenset()]
        return self._widest_sets(ability, at, focus)

    def _widest_sets(self, ability: MonsterAbility, at: Hex, focus: Figure) -> list[frozenset[Hex]]:
        extra = ability.targets - 1  # Target Z: Z - 1 more targets (GH-TARGET-02)
        if not ability.aoe:
            base = frozenset({focus.hex})
            return sorted((base | c for c in self.extras(ability, at, base, extra)), key=sorted)
        # The focus in the area, or, with Target Z, the focus as an individual target
        # while the area hits others (GH-MATK-07: the focus plus as many as it can).
        candidates = [
            area | c
            for area in self.area_hits(ability, at, focus)
            for c in self.extras(ability, at, area, extra)
        ]
        if extra > 0 and self.single(ability, at, focus.hex):
            # the area may also hit no one: the focus is then one of the Z targets
            for area in {frozenset(), *self.placements(ability, at)}:
                if focus.hex not in area:
                    base = area | {focus.hex}
                    candidates += [base | c for c in self.extras(ability, at, base, extra - 1)]
        most = max(len(c) for c in candidates)
        return sorted({c for c in candidates if len(c) == most}, key=sorted)

    def extra_rank(self, hit: frozenset[Hex], focus: Figure) -> list[tuple[int, tuple[int, ...]]]:
        """The extra targets of ``hit``, ranked by the focus tie-breakers: proximity
        from where the monster starts, then Initiative (GH-FOCUS-07, -08, GH-MATK-07)."""
        return sorted(self.rank_of(self.target_at[h]) for h in hit if h != focus.hex)

    def extras(
        self, ability: MonsterAbility, at: Hex, taken: frozenset[Hex], count: int
    ) -> list[frozenset[Hex]]:
        """The best choices of ``count`` individual targets besides ``taken``."""
        if count <= 0:
            return [frozenset()]
        others = [f for f in self.targets if f.hex not in taken and self.single(ability, at, f.hex)]
        return self.best_extra(at, others, count)

    def best_extra(self, at: Hex, others: list[Figure], extra: int) -> list[frozenset[Hex]]:
        """As many extra targets as possible, chosen by the focus tie-breakers:
        proximity, then Initiative; the players break what is left (GH-MATK-07)."""
        if len(others) <= extra:
            return [frozenset(f.hex for f in others)]

        rank = self.rank_of
        ranked = sorted(others, key=rank)
        cutoff = rank(ranked[extra - 1])
        sure = [f for f in ranked if rank(f) < cutoff]
        tied = [f for f in ranked if rank(f) == cutoff]
        need = extra - len(sure)
        return [
            frozenset(f.hex for f in sure) | frozenset(f.hex for f in pick)
            for pick in combinations(tied, need)
        ]

    def rank_of(self, enemy: Figure) -> tuple[int, tuple[int, ...]]:
        """An extra target's rank: proximity from where the monster starts (counted
        around walls, GH-FOCUS-07), then Initiative (GH-FOCUS-08)."""
        found = self.ranks.get(enemy.hex)
        if found is None:
            near = self.map.range_between(self.monster.hex, enemy.hex)
            found = (near if near is not None else 999, enemy.turn_key())
            self.ranks[enemy.hex] = found
        return found

    def disadvantage(self, ability: MonsterAbility, at: Hex, focus: Figure) -> bool:
        """Whether this hex brings a Disadvantage another would avoid: a ranged attack
        on an adjacent enemy (GH-RANGED-04). A Muddled monster has Disadvantage
        everywhere (GH-COND-12), so for it no hex avoids any."""
        if ability.melee or not ability.attack or ability.muddled:
            return False
        return self.map.range_between(at, focus.hex) == 1

    # --- the turn ---------------------------------------------------------------------------

    def attack_spots(
        self, plan: MonsterAbility, target: Figure, costs: dict[Hex, Cost]
    ) -> list[Hex]:
        """The hexes the monster can reach and stand in to attack ``target`` from."""
        if plan.aoe:
            return [h for h in self.standing(costs) if self.can_attack(plan, h, target)]
        aim = target.hex
        return [h for h in self.near_spots(plan, target, costs) if self.los(h, aim)]

    def near_spots(self, plan: MonsterAbility, target: Figure, costs: dict[Hex, Cost]) -> list[Hex]:
        """Without an area: the reachable hexes it may stand in within range of
        ``target``, line of sight not yet checked. They are read from the target's
        range table instead of trying every hex. Remembered for the turn's movement
        search: the focus's are asked again for its destinations."""
        if self._near is None or self._near[0] is not costs:
            self._near = (costs, {})
        reach = max(1, plan.range)
        key = (reach, target.hex)
        found = self._near[1].get(key)
        if found is not None:
            return found
        start, open_hexes, unstandable = self.monster.hex, self._open, self._unstandable
        # The hexes the monster may end its move in (GH-MMOVE-10; a flying monster may
        # end on an obstacle, GH-MOVE-06, -08), tested inline: this is asked for every
        # enemy on every turn.
        found = self._near[1][key] = [
            h
            for h in self.map.within(target.hex, reach)
            if h in costs and (h == start or (h in open_hexes and h not in unstandable))
        ]
        return found

    def cheapest_spot(
        self, plan: MonsterAbility, target: Figure, costs: dict[Hex, Cost]
    ) -> Cost | None:
        """The cost of the cheapest hex to attack ``target`` from. Line of sight is
        the costly check (with cold caches): try the hexes cheapest first and stop
        at the first that will do."""
        if plan.aoe:
            reachable = sorted(self.standing(costs), key=costs.__getitem__)
            spots = (h for h in reachable if self.can_attack(plan, h, target))
        else:
            near = sorted(self.near_spots(plan, target, costs), key=costs.__getitem__)
            spots = (h for h in near if self.los(h, target.hex))
        return next((costs[h] for h in spots), None)

    def focus_candidates(self, plan: MonsterAbility) -> tuple[list[Figure], dict[Hex, Cost]]:
        costs = movement_costs(self.map, self.monster.hex, self.blocked, plan.mode)
        best: list[tuple[tuple[Cost, int, tuple[int, ...]], Figure]] = []
        for enemy in self.targets:
            cost = self.cheapest_spot(plan, enemy, costs)
            if cost is None:
                continue  # GH-FOCUS-02: no path to a hex it could attack from
            proximity = self.map.range_between(self.monster.hex, enemy.hex)
            near = proximity if proximity is not None else 999
            best.append(((cost, near, enemy.turn_key()), enemy))
        if not best:
            return [], costs
        top = min(key for key, _ in best)
        return [enemy for key, enemy in best if key == top], costs

    def solve(self) -> MonsterTurn:
        ability = self.ability
        plan = ability if ability.attack and not ability.disarmed else ability.as_melee()
        focuses, costs = self.focus_candidates(plan)
        if not focuses:
            return MonsterTurn((), (Outcome("", self.monster.hex),))  # GH-FOCUS-10
        # (focus, destination, attacked hexes): records only for the distinct ones
        found: set[tuple[str, Hex, frozenset[Hex]]] = set()
        for focus in focuses:
            for dest, group in self.destinations(plan, focus, costs):
                hits = [group] if group is not None else self.target_sets(ability, dest, focus)
                found.update((focus.name, dest, hit) for hit in hits)
        unique = sorted(found, key=lambda o: (o[0], o[1], sorted(o[2])))
        return MonsterTurn(tuple(f.name for f in focuses), tuple(Outcome(*o) for o in unique))

    def destinations(
        self, plan: MonsterAbility, focus: Figure, costs: dict[Hex, Cost]
    ) -> list[tuple[Hex, frozenset[Hex] | None]]:
        """Where the monster ends its move (GH-MMOVE-05 to -10), with the group it
        attacks there when that is settled (``None``: the best sets at that hex).
        Its destination is the best hex to attack its focus from (see
        :meth:`best_hexes`). If it can reach one this turn as safely as any, it
        takes the best of those; otherwise it moves as close as it can to the
        destination, and when several are equally good the players choose which
        (GH-MMOVE-03)."""
        start = self.monster.hex
        if self.ability.immobilized:
            return [(start, None)]  # GH-MMOVE-01
        goals = self.attack_spots(plan, focus, costs)
        if not goals:
            return [(start, None)]
        safest = min(costs[g].negative for g in goals)
        spots = [h for h in goals if costs[h].points <= plan.move]
        if spots and min(costs[h].negative for h in spots) == safest:
            return self.best_hexes(plan, spots, focus, costs)
        # Out of reach this turn, or reachable only over a trap that a longer path
        # avoids (GH-MMOVE-09, GH-FOCUS-04): head for the destination.
        standing = self.standing(costs)  # already standable: no need to check again
        within = [h for h in standing if costs[h].points <= plan.move]
        chosen: set[Hex] = set()
        for goal in {h for h, _ in self.best_hexes(plan, goals, focus, costs)}:
            chosen.update(self.toward(goal, within, costs, plan))
        return [(h, None) for h in sorted(chosen)] or [(start, None)]

    def best_hexes(
        self, plan: MonsterAbility, hexes: list[Hex], focus: Figure, costs: dict[Hex, Cost]
    ) -> list[tuple[Hex, frozenset[Hex] | None]]:
        """The most efficient hexes to attack ``focus`` from (GH-MMOVE-05, -07), each
        with the group it attacks there. Fewest traps and hazards on the way first;
        then, following the published answers of the BoardGameGeek Gloomhaven Rules
        Quiz (18, 19, 25), three steps: (1) the group of targets, the most targets,
        then the fewest movement points to attack them; (2) the best-ranked extra
        targets (proximity, then Initiative); (3) only then the hex to attack that
        group from: the focus free of Disadvantage, then the fewest targets at
        Disadvantage, then the fewest movement points."""
        least = min(costs[h].negative for h in hexes)
        pool = [h for h in hexes if costs[h].negative == least]
        if not plan.aoe and plan.targets <= 1:
            # one target at most: every hex here attacks the same (the focus, or no one)
            return [(h, None) for h in self.least_disadvantage(plan, pool, focus, costs)]
        sets = {h: self.target_sets(plan, h, focus) for h in pool}
        most = max(len(s[0]) for s in sets.values())
        # step 1: the cheapest way to attack each widest group
        cost: dict[frozenset[Hex], int] = {}
        for h in sorted(pool, key=lambda x: costs[x].points):
            for group in sets[h]:
                if len(group) == most and group not in cost:
                    cost[group] = costs[h].points
        cheapest = min(cost.values())
        tied = [g for g, c in cost.items() if c == cheapest]
        # step 2: the best-ranked extra targets
        top = min(self.extra_rank(g, focus) for g in tied)
        groups = sorted((g for g in tied if self.extra_rank(g, focus) == top), key=sorted)
        # step 3: the hexes where such a group is the attack's best choice (its extra
        # targets are ranked among those it can attack there): the least
        # Disadvantage over every hex and group, the players choose among the rest
        pairs = [(h, g) for g in groups for h in pool if g in sets[h]]
        keys = [self.disadvantage_key(plan, h, focus, g, costs) for h, g in pairs]
        best = min(keys)
        chosen = [(h, g) for (h, g), k in zip(pairs, keys, strict=True) if k == best]
        return [(h, g) for h, g in sorted(chosen, key=lambda p: (p[0], sorted(p[1])))]

    def least_disadvantage(
        self, plan: MonsterAbility, hexes: list[Hex], focus: Figure, costs: dict[Hex, Cost]
    ) -> list[Hex]:
        """The hexes of ``hexes`` that attack the focus alone at the least cost."""
        # :meth:`disadvantage_key` of the focus alone: its Disadvantage counts once
        # as the focus's and once as the group's, so it orders as (Disadvantage,
        # movement points); with no Disadvantage possible, as the points alone.
        points: dict[Hex, int | tuple[bool, int]]
        if plan.melee or not plan.attack or plan.muddled:
            points = {h: costs[h].points for h in hexes}
        else:
            aim, ranges = focus.hex, self.map.range_between
            points = {h: (ranges(h, aim) == 1, costs[h].points) for h in hexes}
        best = min(points.values())
        return sorted(h for h in hexes if points[h] == best)

    def disadvantage_key(
        self,
        plan: MonsterAbility,
        at: Hex,
        focus: Figure,
        group: frozenset[Hex],
        costs: dict[Hex, Cost],
    ) -> tuple[bool, int, int]:
        """How well ``at`` attacks ``group`` (GH-MMOVE-07): the focus free of
        Disadvantage first, then the fewest targets at Disadvantage, then the fewest
        movement points."""
        hurt = sum(self.disadvantage(plan, at, self.target_at[x]) for x in group)
        return self.disadvantage(plan, at, focus), hurt, costs[at].points

    def toward(
        self, goal: Hex, within: list[Hex], costs: dict[Hex, Cost], plan: MonsterAbility
    ) -> list[Hex]:
        """The hexes within this turn's move that leave the monster closest to
        ``goal`` (fewest negative hexes, then movement points), using the fewest
        points (GH-MMOVE-05, -08)."""
        onward = cheapest_onward(self.map, within, [goal], self.blocked, plan.mode)
        best_key: tuple[int, int, int] | None = None
        picks: list[Hex] = []
        for h in within:
            rest = onward.get(h)
            if rest is None:
                continue
            key = (costs[h].negative + rest.negative, rest.points, costs[h].points)
            if best_key is None or key < best_key:
                best_key, picks = key, [h]
            elif key == best_key:
                picks.append(h)
        return picks


def monster_turn(
    hexmap: HexMap, figures: list[Figure], monster: Figure, ability: MonsterAbility
) -> MonsterTurn:
    """Solve one monster's turn: its focus and every rule-legal (destination,
    attacked hexes) outcome."""
    return Solver(hexmap, figures, monster, ability).solve()


# 256 turns hold every repeat a planner game meets (measured: no more hits at 4096).
@cleared_with_maps
@lru_cache(maxsize=256)
def cached_turn(
    hexmap: HexMap, figures: tuple[Figure, ...], monster: Figure, ability: MonsterAbility
) -> MonsterTurn:
    """:func:`monster_turn`, remembered: the turn depends only on these (immutable,
    compared by value) arguments, and a planner's rollouts meet the same monster
    turn again and again."""
    return Solver(hexmap, list(figures), monster, ability).solve()
