"""Moving figures: Move X hex by hex, Jump, Push and Pull, Traps, Hazardous Terrain
and doors (GH-MOVE, GH-PUSH, GH-MMOVE-09 to -12).

A character's move is a sequence of small decisions: the next hex, or stop. That
keeps every choice of path with the player (a path may cross a Trap on purpose)
and lets doors open mid-move.
"""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, OBSTACLE, Figure
from rulebound.games.gloomhaven.hexmap import HexMap, cleared_with_maps, where
from rulebound.games.gloomhaven.item_effects import flies
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex, distance
from rulebound.kernel.steps import Step

# --- entering a hex -----------------------------------------------------------------------


def enter_hex(s: GloomhavenState, fig: Figure, h: Hex, cause: int) -> None:
    """``fig`` enters ``h`` with a normal move (or ends a Jump there, or is pushed in):
    a Trap springs and is removed (GH-MOVE-09, -10), Hazardous Terrain hurts
    (GH-MOVE-12, -13), a character on a closed door opens it (GH-MOVE-16, -17).
    ``cause``: the figure credited if this kills (GH-PUSH-08, GH-MMOVE-12)."""
    from rulebound.games.gloomhaven.damage import give, suffer

    fig.hex = h
    trap = s.traps.pop(h, None)
    if trap is not None:
        owner = s.trap_xp.pop(h, None)
        if owner is not None and fig.kind == MONSTER:  # Proximity Mine (data README)
            s.heroes[owner[0]].xp += owner[1]
        s.rebuild_map()
        damage = trap.amount if trap.amount else s.values.trap_damage
        s.say(f"{fig.label} springs a trap at {where(h)}.", kind="damage")
        if trap.condition:
            give(s, fig, trap.condition)
        if trap.damage or trap.amount or not trap.condition:
            suffer(s, fig, damage, cause)
    elif h in s.hexmap.hazardous and not item_rewards.hazard_proof(s, fig):
        s.say(f"{fig.label} enters hazardous terrain.", kind="damage")
        suffer(s, fig, s.values.hazardous_damage, cause)
    if fig.kind == CHARACTER and h in s.hexmap.doors:
        open_door(s, fig, h)
    if h in s.marks:
        from rulebound.games.gloomhaven.specials import entered

        entered(s, fig, h)  # a story point (GH-MOVE-15)


def open_door(s: GloomhavenState, fig: Figure, h: Hex) -> None:
    from rulebound.games.gloomhaven.rounds import monsters_arrive, reveal_room

    s.open_doors = s.open_doors | {h}
    door = next(d for d in s.game.scenario.doors if d.hex == h)
    s.say(f"{fig.name} opens the door at {where(h)}.", kind="reveal")
    if fig.kind == CHARACTER:
        from rulebound.games.gloomhaven.goal_play import tally

        tally(s, fig.seat, "doors_opened")
    s.rebuild_map()
    arrived = []
    for room in door.rooms:
        if room not in s.rooms:
            arrived += reveal_room(s, room, opened_by=fig.id)
    if arrived:
        monsters_arrive(s, arrived)


# --- a character's Move ---------------------------------------------------------------------


def passable(s: GloomhavenState, fig: Figure, h: Hex, jump: bool) -> bool:
    """Whether ``fig`` may pass through ``h`` (GH-MOVE-03, -05, -06)."""
    m = s.hexmap
    if m.is_wall(h) or (h in s.game.locked_doors and h in m.doors):  # GH-GLOSS-89
        return False
    if h in m.doors and fig.kind != CHARACTER:
        return False  # only a character may enter a closed door (GH-GLOSS-90, GH-MMOVE-02)
    if jump:
        return True
    if h in m.obstacles:
        return False
    other = s.figure_at(h)
    return other is None or not s.enemies(fig, other)


def can_stop(s: GloomhavenState, fig: Figure, h: Hex) -> bool:
    """A move ends in a hex without another figure (GH-MOVE-06). The mover may stand
    on an ally it is passing (GH-MOVE-05), so every figure there counts, not the first.
    Only a flying character ends on an obstacle hex (item 58; GH-MOVE-08 shows a
    flying figure there)."""
    if h in s.hexmap.obstacles and not flies(s, fig):
        return False
    # a loop, not any(): asked for every neighbour of every step
    for f in s.figures:  # noqa: SIM110
        if f.hex == h and f.alive and f is not fig:
            return False
    return True


def _can_leave(s: GloomhavenState, fig: Figure, h: Hex, points: int, jump: bool) -> bool:
    """From an ally's hex some empty hex is still reachable (a figure cannot end
    its move on another figure). ``jump``: a Jump or a flight (no terrain cost)."""
    fly = flies(s, fig)
    difficult = item_rewards.difficult_for(s, fig)  # item 98: none for its wearer
    seen = {h: points}
    todo = [h]
    while todo:
        here = todo.pop()
        for n in s.hexmap.steps(here):
            cost = 1 if jump else (2 if n in difficult else 1)
            left = seen[here] - cost
            if left < 0 or not passable(s, fig, n, jump) or seen.get(n, -1) >= left:
                continue
            if n in s.hexmap.doors and jump:
                continue
            if can_stop(s, fig, n) and (fly or not jump or n not in difficult or left >= 1):
                return True
            seen[n] = left
            todo.append(n)
    return False


def move_options(s: GloomhavenState, fig: Figure, points: int, jump: bool) -> list[int]:
    """The next hexes of a Move with ``points`` left. A flying character (item 58)
    passes as a Jump does and pays no terrain cost in its last hex (GH-MOVE-07)."""
    m = s.hexmap
    index = s.game.hex_index
    options = []
    fly = flies(s, fig)
    last_costs = jump and not fly  # the last hex of a Jump is a normal one
    jump = jump or fly
    difficult = item_rewards.difficult_for(s, fig)  # item 98: none for its wearer
    for n in m.steps(fig.hex):
        if not passable(s, fig, n, jump):
            continue
        cost = 1 if jump else (2 if n in difficult else 1)
        if cost > points:
            continue
        if n in m.doors and jump:
            if can_stop(s, fig, n):
                options.append(enc.HEX + index[n])
            continue
        if can_stop(s, fig, n):
            if last_costs and n in difficult and points - cost < 1:
                # the last hex of a jump pays its terrain cost (GH-MOVE-07)
                if _can_leave(s, fig, n, points - cost, True):
                    options.append(enc.HEX + index[n])
                continue
            options.append(enc.HEX + index[n])
        elif _can_leave(s, fig, n, points - cost, jump):
            options.append(enc.HEX + index[n])
    near = s.ctx.get("end_near")
    if near is not None and near != fig.id:  # card 97: the move must end next to them
        anchor = s.figures[near].hex
        options = [o for o in options if distance(s.game.hex_list[o - enc.HEX], anchor) <= points]
    return sorted(options)


def pending_move(s: GloomhavenState) -> dict[str, Any] | None:
    """The Move or Jump the pending decision is a step of, as data for the views and
    the bots: the figure, the points it has left, a jump or a walk. None for any
    other decision. Open information: the prompt says the same."""
    st = s.waiting
    if st is None or st[0] != "move":
        return None
    return {"figure": int(st[1]), "points": int(st[2]), "jump": bool(st[3])}


@step("move")
def run_move(s: GloomhavenState, st: Step) -> Decision | None:
    """("move", figure, points left, jump): the next hex, or stop (GH-MOVE-01)."""
    fig = s.figures[st[1]]
    points, jump = st[2], st[3]
    if not fig.alive or s.is_over():
        log_path(s)
        return None
    if not fig.conditions.can_move():  # Immobilized mid-move: at once (GH-COND-09)
        _end_move(s, fig, jump)
        return None
    options = move_options(s, fig, points, jump)
    fly = flies(s, fig)
    stop_ok = can_stop(s, fig, fig.hex) and not (
        jump
        and not fly
        and fig.hex in item_rewards.difficult_for(s, fig)
        and points < 1
        and s.ctx.get("moved", 0)
    )
    near = s.ctx.get("end_near")
    if near is not None and near != fig.id:
        stop_ok = stop_ok and distance(fig.hex, s.figures[near].hex) == 1
    rule = s.ctx.get("move_rule") if fig.id == s.acting else ""
    if rule == "end-next-to-obstacle" and s.ctx.get("moved"):  # card 142
        stop_ok = stop_ok and any(n in s.hexmap.obstacles for n in s.hexmap.steps(fig.hex))
    if rule == "straight" and s.ctx.get("directions"):  # card 134: one direction only
        way = s.ctx["directions"][-1]
        ahead = (fig.hex[0] + way[0], fig.hex[1] + way[1])
        options = [o for o in options if s.game.hex_list[o - enc.HEX] == ahead]
    if stop_ok:
        options.insert(0, enc.STOP)
    if fig.kind == CHARACTER and fig.id == s.acting:  # Boots, Winged Shoes (GH-ITEM-02)
        from rulebound.games.gloomhaven.items import usable

        options += [enc.ITEM + i for i in usable(s, s.heroes[fig.seat], "own-move")]
        options.sort()
    if not options:
        log_path(s)
        return None
    if options == [enc.STOP]:
        _end_move(s, fig, jump)
        return None
    kind = "jump" if jump else "move"
    how = "fly" if fly else kind
    return Decision(
        st[4] if len(st) > 4 else fig.seat,
        kind,
        f"{fig.label}: {how} ({points} left): choose the next hex, or stop",
        tuple(options),
    )


@answer("move")
def answer_move(s: GloomhavenState, st: Step, action: int) -> None:
    fig = s.figures[st[1]]
    points, jump = st[2], st[3]
    if action == enc.STOP:
        _end_move(s, fig, jump)
        return
    if enc.ITEM <= action < enc.CARD:  # an item for the rest of this Move
        from rulebound.games.gloomhaven.items import load_items, use

        hero = s.heroes[fig.seat]
        item = load_items()[hero.items[action - enc.ITEM]]
        use(s, hero, action - enc.ITEM)
        s.say(f"{hero.cls.name} uses {item.name}.", kind="item")
        extra = int(item.effect.get("move", 0))
        s.push(("move", fig.id, points + extra, jump or bool(item.effect.get("jump")), *st[4:]))
        return
    h = s.game.hex_list[action - enc.HEX]
    fly = flies(s, fig)  # item 58: a flight passes as a Jump, every hex 1 point
    cost = 1 if jump or fly else (2 if h in item_rewards.difficult_for(s, fig) else 1)
    path = s.ctx.get("path")
    if path is None or path[0] != fig.id:
        s.ctx["path"] = [fig.id, fig.hex, 1, "flies" if fly else "jumps" if jump else "moves"]
    else:
        path[2] += 1
    s.ctx["moved"] = s.ctx.get("moved", 0) + 1
    if fig.id == s.acting:  # items 50, 97, 107: your own movement, not a steered ally's
        s.ctx["turn_moved"] = s.ctx.get("turn_moved", 0) + 1
    s.ctx.setdefault("directions", []).append((h[0] - fig.hex[0], h[1] - fig.hex[1]))
    s.ctx["performed"] = True
    other = s.figure_at(h)
    if other is not None and other is not fig and s.enemies(fig, other):
        through = s.ctx.setdefault("through", [])
        if other.id not in through:
            through.append(other.id)
    if jump or fly:
        fig.hex = h
        if fly and s.ctx.get("loot_each") and fig.id == s.acting:
            from rulebound.games.gloomhaven.player_turn import loot_hex

            loot_hex(s, s.heroes[fig.seat], h)  # card 99: a flight enters each hex too
        if "entered" in s.ctx and fig.id == s.acting:  # card 132: the hexes jumped over
            s.ctx["entered"].append(h)
        if h in s.hexmap.doors:  # a jump onto a closed door ends there and opens it
            s.push(("move-end", fig.id, True))
            return
        s.push(("move", fig.id, points - cost, jump, *st[4:]))
        return
    s.push(("move", fig.id, points - cost, jump, *st[4:]))
    enter_hex(s, fig, h, cause=-1)
    if "entered" in s.ctx and fig.id == s.acting:  # card 144: the hexes entered
        s.ctx["entered"].append(h)
    if s.ctx.get("loot_each") and fig.kind == CHARACTER and fig.id == s.acting:
        from rulebound.games.gloomhaven.player_turn import loot_hex

        loot_hex(s, s.heroes[fig.seat], h)  # card 99: every hex entered is looted


def _end_move(s: GloomhavenState, fig: Figure, jump: bool) -> None:
    log_path(s)
    if not s.ctx.get("moved", 0):
        return
    if flies(s, fig):  # no Trap or terrain even in the last hex (GH-MOVE-07, item 58)
        if fig.hex in s.hexmap.doors:
            open_door(s, fig, fig.hex)  # a character on a closed door opens it (GH-MOVE-16)
        if fig.hex in s.marks:
            from rulebound.games.gloomhaven.specials import entered

            entered(s, fig, fig.hex)  # a story point is not terrain (GH-MOVE-15)
        return
    if jump:
        enter_hex(s, fig, fig.hex, cause=-1)  # the last hex of a jump (GH-MOVE-07)


def log_path(s: GloomhavenState) -> None:
    """The move that just ended, in one line: from, to, hexes moved (a replay shows
    where every figure went)."""
    path = s.ctx.pop("path", None)
    if path is None:
        return
    fig = s.figures[path[0]]
    steps = path[2]
    s.say(
        f"{fig.label} {path[3]} from {where(path[1])} to {where(fig.hex)} "
        f"({steps} hex{'' if steps == 1 else 'es'}).",
        kind="move",
        ids=(figure_id(s, fig),),
    )


def figure_id(s: GloomhavenState, fig: Figure) -> str:
    """The description id of a figure: its monster type, or the character it is or
    that summoned it (the summon is on that character's card). Obstacles never move."""
    if fig.kind == MONSTER:
        return f"monster-{fig.type}"
    return f"character-{fig.seat}"


@step("move-end")
def run_move_end(s: GloomhavenState, st: Step) -> Decision | None:
    fig = s.figures[st[1]]
    if fig.alive:
        _end_move(s, fig, st[2])
    return None


# --- Push and Pull --------------------------------------------------------------------------


@step("push")
def run_push(s: GloomhavenState, st: Step) -> Decision | None:
    """("push", target, attacker, hexes left, pull?): each hex farther from (push) or
    closer to (pull) the attacker (GH-PUSH-01 to -03), never into an enemy of the
    target, an Obstacle, a wall or a closed door (GH-PUSH-04); allies may be passed
    but not ended on (GH-PUSH-06); the full distance unless blocked (GH-PUSH-05)."""
    target, attacker = s.figures[st[1]], s.figures[st[2]]
    left, pull = st[3], st[4]
    anchor = st[5] if len(st) > 5 else None  # card 86: toward a chosen hex
    verb = "pull" if pull else "push"
    shove = s.ctx.get("shove")
    if shove is None or shove[0] != target.id:
        shove = s.ctx["shove"] = [target.id, target.hex, 0, left]
    if left <= 0 or not target.alive or not attacker.alive or target.kind == OBSTACLE:
        why = ""
        if target.kind == OBSTACLE and target.alive:
            why = "an obstacle never moves"
        _log_shove(s, attacker, verb, why)
        return None  # an obstacle is never moved (GH-ATK-07)
    greaves = _greaves(s, target) if s.enemies(attacker, target) else ""
    if greaves:  # item 22 (data/items.md)
        _log_shove(s, attacker, verb, f"{greaves} make it immune")
        return None
    options = push_options(s, target, attacker, left, pull, anchor)
    if not options:
        _log_shove(s, attacker, verb, blocked_why(s, target, attacker, left, pull, anchor))
        if not pull:
            from rulebound.games.gloomhaven.card_effects import blocked_push

            blocked_push(s, target, attacker, left)
        return None
    seat = attacker.seat if attacker.kind != MONSTER else s.party_seat()
    return Decision(
        seat,
        verb,
        f"{verb.title()} {target.label} ({left} left): choose the next hex",
        tuple(options),
    )


def _greaves(s: GloomhavenState, target: Figure) -> str:
    """The name of the character's equipped item that makes it immune to forced
    movement by its enemies (``forced_move_immune``, Heavy Greaves), or ``""``."""
    if target.kind != CHARACTER or not s.heroes[target.seat].items:
        return ""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    found = [catalog[i] for i in s.heroes[target.seat].items]
    return next((i.name for i in found if i.effect.get("forced_move_immune")), "")


def push_options(
    s: GloomhavenState,
    target: Figure,
    attacker: Figure,
    left: int,
    pull: bool,
    anchor: Hex | None = None,
) -> list[int]:
    return sorted(
        enc.HEX + s.game.hex_index[n]
        for n in _shove_steps(s, target, attacker, target.hex, left, pull, anchor)
    )


def _shove_steps(
    s: GloomhavenState,
    target: Figure,
    attacker: Figure,
    at: Hex,
    left: int,
    pull: bool,
    anchor: Hex | None = None,
) -> list[Hex]:
    """The hexes the target may be moved to next from ``at``: an ally's hex only when
    the move can go on from it to a hex the target may end in (GH-PUSH-06: allies are
    passed, never ended on, even when a block stops the move short). ``anchor``: the
    hex the figure is pulled toward, instead of the attacker's (card 86)."""
    m = s.hexmap
    origin = attacker.hex if anchor is None else anchor
    here = m.range_between(origin, at) or distance(origin, at)
    out = []
    smash = not pull and bool((s.ctx.get("atk") or {}).get("smash"))  # card 127
    for n in m.steps(at):
        if n in m.doors or (n in m.obstacles and not (smash and s.figure_at(n) is None)):
            continue
        there = m.range_between(origin, n)
        if there is None or (there <= here if not pull else there >= here):
            continue
        other = s.figure_at(n)
        if other is not None and other is not target:
            if s.enemies(target, other) or other is attacker:
                continue
            if left == 1 or not _shove_steps(s, target, attacker, n, left - 1, pull, anchor):
                continue  # not the last hex (GH-PUSH-06)
        out.append(n)
    return out


@answer("push")
def answer_push(s: GloomhavenState, st: Step, action: int) -> None:
    target = s.figures[st[1]]
    h = s.game.hex_list[action - enc.HEX]
    s.ctx["shove"][2] += 1
    s.push(("push", st[1], st[2], st[3] - 1, st[4], *st[5:]))
    smashed = h in s.hexmap.obstacles  # card 127: pushed into an obstacle (data README)
    if flies(s, target):  # no Trap or terrain for a flying target (GH-PUSH-07, item 58)
        target.hex = h
    elif s.figure_at(h) is None:
        enter_hex(s, target, h, cause=st[2])  # GH-PUSH-07, -08 (kill credit)
    else:
        target.hex = h
    if smashed and target.alive:
        _smash(s, target, s.figures[st[2]], h)


def _smash(s: GloomhavenState, target: Figure, attacker: Figure, h: Hex) -> None:
    """The obstacle is destroyed, the target suffers the damage, the attacker's
    character gains the XP (``push_through_obstacles``, data README)."""
    from rulebound.games.gloomhaven.card_effects import remove_obstacle
    from rulebound.games.gloomhaven.damage import suffer

    smash = dict(s.ctx["atk"]["smash"])
    remove_obstacle(s, h)
    s.say(f"{target.label} is pushed through the obstacle at {where(h)}.", kind="push")
    if attacker.kind == CHARACTER and smash.get("xp"):
        s.heroes[attacker.seat].xp += int(smash["xp"])
    suffer(s, target, int(smash.get("damage", 0)), attacker.id)


def _log_shove(s: GloomhavenState, attacker: Figure, verb: str, why: str) -> None:
    """The push or pull that just ended: from, to, hexes of how many, and why it
    stopped short (GH-PUSH-05)."""
    target_id, start, moved, wanted = s.ctx.pop("shove")
    target = s.figures[target_id]
    ids = (figure_id(s, target), figure_id(s, attacker))
    if moved == 0:
        text = f"{attacker.label} cannot {verb} {target.label} at {where(start)}"
        s.say(f"{text}: {why}." if why else f"{text}.", kind=verb, ids=ids)
        return
    text = (
        f"{attacker.label} {verb}{'es' if verb == 'push' else 's'} {target.label} "
        f"from {where(start)} to {where(target.hex)} "
        f"({moved} of {wanted} hex{'' if wanted == 1 else 'es'})"
    )
    if moved < wanted and why:
        text += f"; then it stops: {why}"
    s.say(text + ".", kind=verb, ids=ids)


def blocked_why(
    s: GloomhavenState,
    target: Figure,
    attacker: Figure,
    left: int,
    pull: bool,
    anchor: Hex | None = None,
) -> str:
    """Why no hex is open to a push or pull (GH-PUSH-04 to -06), in words."""
    if not target.alive:
        return "it fell"
    m = s.hexmap
    origin = attacker.hex if anchor is None else anchor
    here = m.range_between(origin, target.hex) or distance(origin, target.hex)
    reasons: list[str] = []
    away = "closer to" if pull else "farther from"
    for n in m.steps(target.hex):
        there = m.range_between(origin, n)
        if there is None or (there <= here if not pull else there >= here):
            continue
        other = s.figure_at(n)
        if n in m.doors:
            reasons.append("a closed door")
        elif n in m.obstacles:
            reasons.append("an obstacle")
        elif other is not None and s.enemies(target, other):
            reasons.append(f"{other.label} in the way")
        elif other is not None:
            reasons.append(f"{other.label} on the last hex")
    toward = attacker.label if anchor is None else f"hex {where(anchor)}"
    if not reasons:
        return f"no open hex {away} {toward}"
    unique = list(dict.fromkeys(reasons))
    return f"every hex {away} {toward} is blocked ({', '.join(unique)})"


# --- a monster's path -----------------------------------------------------------------------


def walk_path(
    s: GloomhavenState, fig: Figure, goal: Hex, blocked: frozenset[Hex], mode: str
) -> list[Hex]:
    """The hexes a monster enters to reach ``goal``: the path that triggers the fewest
    Traps and Hazardous hexes, then the fewest movement points (GH-MMOVE-09). Its
    caller, ``monster_turn._walk``, never asks for the hex the monster stands on."""
    if mode != "normal":
        return [goal]
    return list(foot_path(s.hexmap, fig.hex, goal, blocked))


# Remembered per map value, ends and blocked hexes: a planner's rollouts walk the same
# monster along the same path again and again.
@cleared_with_maps
@lru_cache(maxsize=1024)
def foot_path(m: HexMap, start: Hex, goal: Hex, blocked: frozenset[Hex]) -> tuple[Hex, ...]:
    """:func:`walk_path` on foot on the map ``m``: the hexes entered from ``start`` to
    ``goal``. ``blocked``: hexes it may not enter (closed doors never). Read only."""
    if m._even:
        return _even_walk(m, start, goal, m.doors | blocked)
    best: dict[Hex, tuple[int, int]] = {start: (0, 0)}
    back: dict[Hex, Hex] = {}
    heap: list[tuple[tuple[int, int], Hex]] = [((0, 0), start)]
    shut = m.doors | blocked
    entry = m.entry_costs  # (negative, points) of entering each hex
    while heap:
        cost, here = heapq.heappop(heap)
        if best.get(here) != cost:
            continue
        if here == goal:
            break
        for n in m.steps(here):
            if n in shut:
                continue
            neg, points = entry[n]
            new = (cost[0] + neg, cost[1] + points)
            if n not in best or new < best[n]:
                best[n] = new
                back[n] = here
                heapq.heappush(heap, (new, n))
    path = []
    here = goal
    while here != start:
        path.append(here)
        here = back[here]
    return tuple(path[::-1])


def _even_walk(m: HexMap, start: Hex, goal: Hex, shut: frozenset[Hex]) -> tuple[Hex, ...]:
    """:func:`foot_path` on a map where every step costs one point and no negative hex: a
    breadth-first search, ring by ring in hex order, which reaches each hex first
    from the same hex as the general search (the first of least cost it pops)."""
    back: dict[Hex, Hex] = {start: start}
    ring = [start]
    while goal not in back and ring:
        reached: list[Hex] = []
        for here in sorted(ring):
            for n in m.steps(here):
                if n not in back and n not in shut:
                    back[n] = here
                    reached.append(n)
        ring = reached
    path = []
    here = goal
    while here != start:
        path.append(here)
        here = back[here]
    return tuple(path[::-1])
