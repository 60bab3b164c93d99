"""Where the heuristic player stands and whom it strikes.

Moves (its own, and another figure's Move it steers), the start hex, attack targets and
areas, pushes and pulls, summons, created obstacles and anchors. The party tactics live
here: the tank takes the hits and opens the doors, a frail character keeps behind it, a
melee attacker stands next to the fewest monsters, an attack keeps off an active
Retaliate, and a Backstab walks to a monster an ally stands next to.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rulebound.games.gloomhaven import bot_goals
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_board import (
    RANGED_APART,
    _cuts_off,
    _flanked,
    _hex,
    _hex_of,
    _monsters,
    _nearest,
    _tank,
    _targets_for_move,
    _walk_distances,
    ready,
)
from rulebound.games.gloomhaven.bot_cards import (
    _coming_attack,
    _coming_attack_reach,
    _flank_bonus,
    flies_by_items,
    item_move,
)
from rulebound.kernel.hexgrid import Hex, distance


def _steered_move(view: Mapping[str, Any], options: list[int], steps: list[Hex]) -> int:
    """Another figure's Move that we steer (a controlled enemy, cards 146, 152, 166,
    172, 114; an ally, card 157): an enemy goes next to one of its own (it may be made
    to attack it) and away from the party; an ally toward the monsters."""
    monsters = {_hex(m) for m in _monsters(view)}
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    mover = next((h for h in monsters if all(distance(h, s) == 1 for s in steps)), None)
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if mover is None:  # an ally: toward the nearest monster
        return min(hexes, key=lambda o: (_nearest(_hex_of(o, view), list(monsters)), o))
    others = [m for m in monsters if m != mover]

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near_own = any(distance(h, m) == 1 for m in others)
        return (0 if near_own else 1, -_nearest(h, party) if party else 0, o)

    return min(hexes, key=key)


def _move(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Head for a hex from which the coming attack reaches a monster, as far from
    the monsters as that allows (a ranged attacker keeps its distance); with no
    monster in sight, head for a closed door."""
    return move_ranking(view, me, options, best_only=True)[0]


def move_ranking(
    view: Mapping[str, Any], me: Mapping[str, Any], options: list[int], best_only: bool = False
) -> list[int]:
    """The options of a move decision, :func:`_move`'s choice first, then the others
    as it ranks them (``best_only``: the choice alone). A steered move, or an item
    taken for a long walk, is the choice alone."""
    here = _hex(me)
    monsters = [_hex(m) for m in _monsters(view)]
    steps = [_hex_of(o, view) for o in options if enc.HEX <= o < enc.CHOICE]
    if here and steps and any(distance(here, h) != 1 for h in steps):
        return [_steered_move(view, options, steps)]
    # a flier (items 58, 71) passes over obstacles and springs no Trap (GH-MOVE-07)
    fly = FLY_OVER and flies_by_items(me)
    traps = set() if fly else {(int(q), int(r)) for q, r in view["map"]["traps"]}
    # an obstacle offered to a push is one the push breaks, hurting the target (card 127)
    traps |= {(int(q), int(r)) for q, r in view["map"].get("obstacles", ())}
    tiles = bot_goals.goal_tiles(view)
    in_sight = bool(monsters)
    if bot_goals.loot_only(view):
        monsters, in_sight = [], False  # the tiles are the goal: walk on, whatever stands
    elif tiles and monsters and bot_goals.looter(view, tiles) == me["seat"]:
        monsters = []  # I go for the goal tiles; the others hold the monsters off
    reach = _coming_attack_reach(me) if monsters else 0
    goals = monsters or tiles or _targets_for_move(view)
    if monsters and me["hp"] * 3 <= me["max_hp"]:
        reach = 0  # badly hurt: keep out of the monsters' reach

    field = _walk_distances(view, goals, fly=fly)
    # Without an attack to make, keep out of the melee monsters' way; standing off
    # does not keep an archer's arrows away, and next to me it shoots at
    # Disadvantage (GH-RANGED-04): with only archers left, close in on them.
    melee = {h for h, m in zip(monsters, _monsters(view), strict=False) if not m.get("range")}
    if not RANGED_APART or not monsters or melee == set(monsters):
        apart = field
    elif melee:
        apart = _walk_distances(view, sorted(melee), fly=fly)
    else:
        apart = {}
    # A melee attack that gains from an ally next to its target (Backstab) heads for
    # such a monster, unless it is more than two steps farther than the nearest one.
    flanked = _flanked(view, me) if reach == 1 and _flank_bonus(_coming_attack(me)) else set()
    if flanked:
        side_field = _walk_distances(view, sorted(flanked), fly=fly)
        if side_field.get(here, 99) <= field.get(here, 99) + FLANK_STEPS:
            field = side_field
    doors = {(int(q), int(r)) for q, r in view["map"]["closed_doors"]}
    tank = _tank(view)
    if TANK_DOORS:
        # The next room's monsters act at once and focus on whoever opened the
        # door: only the tank opens one (anyone, once the tank is out).
        bold = tank is None or tank["seat"] == me["seat"]
    else:
        sturdiest = max(c["max_hp"] for c in view["characters"] if not c["exhausted"])
        bold = me["max_hp"] == sturdiest or me["hp"] >= 0.5 * me["max_hp"]
    bold = bold and ready(me)
    # Monsters focus on the nearest enemy: a frail character stays farther from
    # them than the tank, so that the tank takes the hits.
    shelter = -1
    if BEHIND and monsters and tank is not None and tank["seat"] != me["seat"] and tank["hex"]:
        shelter = field.get(_hex(tank), -1)

    # Not kept (session 32, scenario 1, the eight pairs, games 0-47): "let them
    # come", no step into the reach of more melee monsters than reach one where it
    # stands until a monster stands next to one of us. Room 1's damage in its first
    # two rounds fell (3.4 against 4.7 a game), but the fight took longer, and the
    # party reached the last room with fewer cards (6.7 against 7.8): 7 wins
    # against 12.

    def key(h: Hex, stop: bool) -> tuple[float, int, int]:
        d = field.get(h, 99)
        # worth it only if it saves a whole step (3 steps for all but the tank walking
        # to a door: session 31, scenario 1, games 0-47, 12 wins against 15)
        trap = 0.9 if h in traps else 0.0
        if h in doors and (in_sight or not bold):
            trap += 50.0  # a new room waits until this one is clear
        exposed = d <= shelter and reach != 1  # a melee attack has to stand next to them
        if exposed:
            trap += BEHIND
        if monsters and reach:
            miss = max(0, d - reach)  # steps short of attacking
            if reach == 1 and EXPOSED:  # of the hexes next to a monster, the one
                # next to the fewest: each other one there is a hit more to take
                return (miss + trap, sum(distance(h, m) == 1 for m in monsters), 0 if stop else 1)
            return (miss + trap, -d if reach > 1 else 0, 0 if stop else 1)
        if monsters and apart:  # no attack to come this turn: keep out of their reach
            return (max(0, 3 - apart.get(h, 99)) + trap, 0, 0 if stop else 1)
        if monsters:  # only archers: next to one, it shoots at Disadvantage
            return (max(0, d - 1) + trap, 0, 0 if stop else 1)
        return (d + trap, 0, 0 if stop else 1)

    items = [o for o in options if enc.ITEM <= o < enc.CARD]
    if items and field.get(here, 0) > 4:
        return [items[0]]  # far to go: Boots or Winged Shoes now
    if items and monsters and reach and BOOTS_TO_STRIKE:
        boots = _boots_to_strike(view, me, items, field.get(here, 99) - reach)
        if boots is not None:
            return [boots]
    options = [o for o in options if o not in items]
    if best_only:
        best, best_key = options[0], (1e6, 0, 0)
        for action in options:
            stop = action == enc.STOP
            h = here if stop else _hex_of(action, view)
            k = key(h, stop)
            if k < best_key:
                best, best_key = action, k
        return [best]
    # sorted is stable: of equal keys the first offered leads, as above
    ranked = sorted(
        options, key=lambda o: key(here, True) if o == enc.STOP else key(_hex_of(o, view), False)
    )
    return ranked


def _boots_to_strike(
    view: Mapping[str, Any], me: Mapping[str, Any], items: list[int], steps: int
) -> int | None:
    """The Item option (Boots of Striding and the like) whose extra Move lets this Move
    reach a hex the coming attack strikes from, ``steps`` away, when the points left
    (the view's ``move``) fall short: the smallest that does; None if the points
    suffice or no Item is enough (the far walk is :func:`move_ranking`'s own rule)."""
    move = view.get("move")
    if not move or move["points"] >= steps:
        return None
    short = steps - move["points"]
    enough = [
        (extra, o)
        for o in items
        if (extra := item_move(me["items"][o - enc.ITEM]["name"])) >= short
    ]
    return min(enough)[1] if enough else None


FLY_OVER = True
"""A flier's walking distances pass over obstacles, and it does not keep off Traps
(else: as any walker's, around them)."""


BOOTS_TO_STRIKE = True
"""Take the Boots for a Move that falls short of the attack to come (else only for a
walk of more than four hexes)."""


FLANK_STEPS = 2
"""Steps a Backstab walks farther than to the nearest monster, to strike one that an
ally stands next to."""


TANK_DOORS = True
"""Only the tank opens doors."""


BEHIND = 1.0
"""Steps a frail character would rather walk than stand as near the monsters as the
tank (0: off)."""


EXPOSED = True
"""A melee attacker picks, of the hexes it can attack from, the one next to the fewest
monsters (else: the first found)."""


RETALIATE = True
"""An attack keeps off a monster's active Retaliate (:func:`_retaliation`): of the
monsters in reach it strikes one without, or one it likely kills (else: the weakest).
Walking on past a monster in reach to one without, or letting the attack go when the
Retaliate would take all the attacker's HP, left cards unplayed in
tests/gloomhaven/test_gh_every_card_effect.py and was left out."""


def _start_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Start as far from the monsters as the start hexes allow: they come to the
    party, which then strikes first."""
    goals = [_hex(m) for m in _monsters(view)]
    if not goals:
        return options[0]
    field = _walk_distances(view, goals)
    return max(options, key=lambda o: (field.get(_hex_of(o, view), 0), -o))


def _attack_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The weakest monster in reach; for an attack with a bonus when an ally stands
    next to the target (Backstab), one it kills with the bonus, then one with an ally
    next to it."""
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if not picks:
        return next((o for o in options if o != enc.STOP), options[0])
    attack = _coming_attack(me, now=True)
    bonus = _flank_bonus(attack)
    base = attack.value if attack is not None and isinstance(attack.value, int) else 2
    if attack is None or not bonus:

        def weakest(o: int) -> tuple[int, int, int]:
            m = by_id[o - enc.FIGURE]
            return (_retaliation(me, m, base), m["hp"], o)

        return min(picks, key=weakest)
    flanked = _flanked(view, me)

    def key(o: int) -> tuple[int, int, int, int, int]:
        m = by_id[o - enc.FIGURE]
        side = _hex(m) in flanked
        hit = base + (bonus if side else 0)
        return (0 if m["hp"] <= hit else 1, _retaliation(me, m, hit), 0 if side else 1, m["hp"], o)

    return min(picks, key=key)


def _retaliation(me: Mapping[str, Any], m: Mapping[str, Any], hit: int) -> int:
    """The Retaliate damage attacking monster ``m`` from where I stand costs me: none if
    the attack (``hit``, before modifiers) likely kills it (GH-RETAL-02) or I am out of
    its Retaliate's range (GH-RETAL-01). Without it the bots struck Bandit Guards under
    Shield 1, Retaliate 2 like any other (traced games)."""
    if not RETALIATE or m["hp"] <= hit or not me["hex"]:
        return 0
    far = distance(_hex(me), _hex(m))
    return sum(value for value, reach in m.get("retaliate", ()) if far <= reach)


def _area(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The most enemies hit; of those, the fewest allies caught in the area (card 125's
    label names them after a semicolon)."""
    labels = dict(view["decision"].get("options", []))
    picks = [o for o in options if o != enc.STOP]

    def key(o: int) -> tuple[int, int, int]:
        hit, _, allies = labels.get(o, "").partition(";")
        return (hit.count(",") + 1, -(allies.count(",") + 1 if allies else 0), -o)

    return max(picks, key=key)


def _betray_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Heart of the Betrayer (item 131): the attack turned on the monster with the
    fewest HP left, the likeliest to die of it."""
    hp = {m["id"]: m["hp"] for m in _monsters(view)}
    return min(options, key=lambda o: (hp.get(o - enc.FIGURE, 99), o))


def _control_enemy(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """An enemy made to act for us (cards 146, 152, 160, 166, 172, 114): the one with
    another monster nearest to it, which it can then attack."""
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if not picks:
        return _yes(view, me, options)

    def key(o: int) -> tuple[int, int]:
        here = _hex(by_id[o - enc.FIGURE])
        others = [distance(here, _hex(m)) for i, m in by_id.items() if i != o - enc.FIGURE]
        return (min(others, default=99), o)

    return min(picks, key=key)


def _obstacle_area(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 140: the three-hex obstacle next to the most monsters (they are attacked);
    its hexes are named in the option's label."""
    labels = dict(view["decision"].get("options", []))
    monsters = [_hex(m) for m in _monsters(view)]
    picks = [o for o in options if o != enc.STOP]
    if not picks:
        return options[0]

    def key(o: int) -> tuple[int, int]:
        spot = [(int(q), int(r)) for q, r in re.findall(r"(-?\d+),(-?\d+)", labels.get(o, ""))]
        return (sum(any(distance(m, h) == 1 for h in spot) for m in monsters), -o)

    return max(picks, key=key)


def _summon_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A summon goes between the monsters and the party: the hex nearest a monster.
    (It draws their attacks: placed away from them, measured in session 31, scenario 1,
    games 0-47, it won 9 against 15; a traced Rat Swarm next to a guard took the
    5-damage hit that fell on the Mindthief once it stood apart.)"""
    goals = [_hex(m) for m in _monsters(view)]
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if not goals or not hexes:
        return _yes(view, me, options)
    field = _walk_distances(view, goals)
    return min(hexes, key=lambda o: (field.get(_hex_of(o, view), 99), o))


def _obstacle_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A created obstacle goes between the monsters and the party (as a summon does,
    :func:`_summon_hex`), but never where it cuts a character off from a monster or a
    closed door (an open door is an empty hex, GH-GLOSS-88, and often the only way
    between two rooms): a traced Cragheart walled its party into the first room
    with two obstacles in and beside the doorway, and an elite Bandit Archer shot
    at the party for twenty rounds from beyond them."""
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    keep = [o for o in hexes if not _cuts_off(view, {_hex_of(o, view)})]
    if hexes and not keep:
        return enc.STOP if enc.STOP in options else options[0]
    return _summon_hex(view, me, [o for o in options if o not in hexes or o in keep])


def _obstacle_area_safe(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 140's three-hex obstacle, kept from cutting the map as :func:`_obstacle_hex`."""
    labels = dict(view["decision"].get("options", []))

    def spot(o: int) -> set[Hex]:
        return {(int(q), int(r)) for q, r in re.findall(r"(-?\d+),(-?\d+)", labels.get(o, ""))}

    keep = [o for o in options if o == enc.STOP or not _cuts_off(view, spot(o))]
    if not [o for o in keep if o != enc.STOP]:
        return enc.STOP if enc.STOP in options else options[0]
    return _obstacle_area(view, me, keep)


def _anchor_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 86: the hex that the most monsters are within 4 hexes of, then the one
    nearest to them (they are pulled together, away from no one in particular)."""
    monsters = [_hex(m) for m in _monsters(view)]
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if not monsters or not hexes:
        return options[0]

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near = [distance(h, m) for m in monsters]
        return (-sum(d <= 4 for d in near), sum(near), o)

    return min(hexes, key=key)


def _push(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Push a monster onto a trap if one is in reach, else as far from the party as
    the hexes allow (it walks back instead of attacking); pull it towards me."""
    pull = view["decision"]["kind"] == "pull"
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    if pull and me["hex"]:
        party = [_hex(me)]
    if not party:
        return options[0]
    traps = {(int(q), int(r)) for q, r in view["map"]["traps"]}
    # an obstacle offered to a push is one the push breaks, hurting the target (card 127)
    traps |= {(int(q), int(r)) for q, r in view["map"].get("obstacles", ())}

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near = _nearest(h, party)
        return (0 if h in traps and not pull else 1, near if pull else -near, o)

    return min(options, key=key)


def _effect_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A Pull draws the farthest enemy in reach (one already next to me gains nothing);
    other effects go on the first enemy offered."""
    prompt = str(view["decision"].get("prompt", ""))
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if ": pull" not in prompt or not picks or not me["hex"]:
        return _yes(view, me, options)
    here = _hex(me)
    return max(picks, key=lambda o: (distance(here, _hex(by_id[o - enc.FIGURE])), -o))


# The plain answers: the first thing offered, or none (STOP) when that is allowed.
def _yes(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    picks = [o for o in options if o != enc.STOP]
    return picks[0] if picks else options[0]


def _no(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return enc.STOP if enc.STOP in options else options[0]
