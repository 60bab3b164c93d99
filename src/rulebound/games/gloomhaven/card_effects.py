"""The steps of single cards' abilities (data/classes/README.md, Extensions): obstacles
created and destroyed, traps disarmed or sprung on an enemy, Kill, and a persistent
Range bonus paid with an element. :func:`abilities.perform` pushes these steps."""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.abilities import empty_adjacent, empty_hex
from rulebound.games.gloomhaven.combat import can_target
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.damage import give, suffer
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import MONSTER, OBSTACLE, Figure
from rulebound.games.gloomhaven.hexmap import where
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex, distance, neighbours
from rulebound.kernel.steps import Step

# --- obstacles a character creates or destroys, traps it disarms (Cragheart, Scoundrel) --


@step("create-obstacle")
def run_create_obstacle(s: GloomhavenState, st: Step) -> Decision | None:
    """create_obstacle (data README): a one-hex obstacle in an empty hex next to the
    figure; the player may skip."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    reach = st[2] if len(st) > 2 else 1  # card 134: any empty hex within range
    spots = empty_adjacent(s, fig) if reach <= 1 else empty_within(s, fig, reach)
    return obstacle_hex(s, hero.seat, f"{hero.cls.name}: place an obstacle, or skip", spots)


def empty_within(s: GloomhavenState, fig: Figure, reach: int) -> list[Hex]:
    """The empty hexes within ``reach`` of the figure (no line of sight needed)."""
    return [
        h
        for h in s.game.hex_list
        if (r := s.hexmap.range_between(fig.hex, h)) is not None
        and 0 < r <= reach
        and empty_hex(s, h)
    ]


def obstacle_hex(s: GloomhavenState, seat: int, prompt: str, spots: list[Hex]) -> Decision | None:
    """The hex an obstacle goes to, or skip; nothing to ask when no hex is free."""
    if not spots:
        return None
    index = s.game.hex_index
    return Decision(
        seat, "obstacle-hex", prompt, (enc.STOP, *sorted(enc.HEX + index[h] for h in spots))
    )


@answer("create-obstacle")
def answer_create_obstacle(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    h = s.game.hex_list[action - enc.HEX]
    s.made = s.made | {h}
    s.rebuild_map()
    s.ctx["performed"] = True
    s.ctx.setdefault("created", []).append(h)  # card 134's damage around them
    s.say(f"{s.heroes[st[1]].cls.name} creates an obstacle at {where(h)}.", kind="trap")


def _clearable(s: GloomhavenState, fig: Figure, what: str) -> list[Hex]:
    """Obstacles (or traps) next to the figure."""
    obstacles = what in ("destroy_obstacle", "move_obstacle")
    pool = s.hexmap.obstacles if obstacles else frozenset(s.traps)
    return [n for n in s.hexmap.steps(fig.hex) if n in pool and s.figure_at(n) is None]


@step("clear-adjacent")
def run_clear_adjacent(s: GloomhavenState, st: Step) -> Decision | None:
    """destroy_obstacle / disarm_trap (data README): one obstacle or trap next to the
    figure is removed; the player may skip."""
    hero = s.heroes[st[1]]
    spots = _clearable(s, s.figures[hero.figure], st[2])
    if not spots:
        return None
    index = s.game.hex_index
    what = {"destroy_obstacle": "destroy an obstacle", "move_obstacle": "move an obstacle"}.get(
        st[2], "disarm a trap"
    )
    return Decision(
        hero.seat,
        "clear-hex",
        f"{hero.cls.name}: {what}, or skip",
        (enc.STOP, *sorted(enc.HEX + index[h] for h in spots)),
    )


@answer("clear-adjacent")
def answer_clear_adjacent(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    h = s.game.hex_list[action - enc.HEX]
    name = s.heroes[st[1]].cls.name
    if st[2] == "move_obstacle":  # card 132: then where it goes
        s.push(("obstacle-to", st[1], h, st[3]))
        return
    if st[2] == "destroy_obstacle":
        remove_obstacle(s, h)
        s.ctx["destroyed_hex"] = h  # card 130's attack around it (data README)
        s.say(f"{name} destroys the obstacle at {where(h)}.", kind="trap")
    else:
        trap = s.traps.pop(h)  # a disarmed trap leaves the map
        s.trap_xp.pop(h, None)
        s.rebuild_map()
        s.say(f"{name} disarms the trap at {where(h)}.", kind="trap")
        if st[2] == "spring_trap":  # card 111: an enemy in range suffers its effects
            damage = trap.amount if trap.amount else s.values.trap_damage
            hurts = trap.damage or trap.amount or not trap.condition
            s.push(("spring-target", st[1], st[3], damage if hurts else 0, trap.condition))
    s.ctx["performed"] = True


def remove_obstacle(s: GloomhavenState, h: Hex) -> None:
    if h in s.made:
        s.made = s.made - {h}
    else:
        s.gone = s.gone | {h}
    s.rebuild_map()


@step("range-boost")
def run_range_boost(s: GloomhavenState, st: Step) -> Decision | None:
    """("range-boost", seat, card): card 129's persistent bonus on a ranged Attack
    ability: while its element is Strong or Waning, the owner may consume it for
    +N Range, which uses a slot (data README)."""
    from rulebound.games.gloomhaven.cards import active_halves

    hero = s.heroes[st[1]]
    for active, half in active_halves(hero):
        for action in half.actions:
            element = Element(str(action.get("element", "air")))
            if (
                active.card == st[2]
                and action.kind == "range_bonus"
                and element in s.elements.consumable()
            ):
                return Decision(
                    hero.seat,
                    "consume",
                    f"{hero.cls.name}: consume {action.get('element')} for +{action.value} Range?",
                    (enc.STOP, enc.YES),
                )
    return None


@answer("range-boost")
def answer_range_boost(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.cards import active_halves, use_slot

    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    for active, half in active_halves(hero):
        for bonus in half.actions:
            if active.card == st[2] and bonus.kind == "range_bonus":
                element = Element(str(bonus.get("element")))
                s.elements = s.elements.consume(element)
                s.ctx["atk"]["range"] += int(bonus.value)
                s.say(f"{hero.cls.name} consumes {element}.", kind="element")
                use_slot(s, hero, active)
                return


@step("spring-target")
def run_spring_target(s: GloomhavenState, st: Step) -> Decision | None:
    """("spring-target", seat, range, damage, condition): card 111's enemy, within
    range and line of sight, suffers the disarmed trap's effects."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    options = [enc.FIGURE + f.id for f in s.figures if can_target(s, fig, fig.hex, f, st[2])]
    if not options:
        return None
    return Decision(
        hero.seat,
        "effect-target",
        f"{hero.cls.name}: the trap's effects: choose an enemy, or skip",
        (enc.STOP, *sorted(options)),
    )


@answer("spring-target")
def answer_spring_target(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    target = s.figures[action - enc.FIGURE]
    if st[4]:
        give(s, target, st[4], s.figures[hero.figure])
    suffer(s, target, st[3], hero.figure)


def kill_allowed(s: GloomhavenState, fig: Figure, target: Figure, st: Step) -> bool:
    """``kill`` (data README): a monster of an allowed rank (never a boss), and the
    card's own limits."""
    from rulebound.games.gloomhaven.combat import flanked

    if target.kind != MONSTER or target.rank not in st[3]:
        return False
    if st[4] == "lone-and-flanked" and not flanked(s, fig, target):
        return False
    if st[6] and not target.conditions.has(Condition(st[6])):  # card 22: a Stunned enemy
        return False
    return not (st[5] and target.hp > st[5])


@step("kill-pick")
def run_kill_pick(s: GloomhavenState, st: Step) -> Decision | None:
    """("kill-pick", seat, reach, ranks, requires, hp at most, condition): one enemy
    (a targeted ability: line of sight, GH-ABIL-02) dies at once; no attack."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    options = [
        enc.FIGURE + f.id
        for f in s.figures
        if can_target(s, fig, fig.hex, f, st[2]) and kill_allowed(s, fig, f, st)
    ]
    if not options:
        return None
    return Decision(
        hero.seat,
        "kill-target",
        f"{hero.cls.name}: choose the enemy to kill, or skip",
        (enc.STOP, *sorted(options)),
    )


@answer("kill-pick")
def answer_kill_pick(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.damage import kill

    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    target = s.figures[action - enc.FIGURE]
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} kills {target.label}.", kind="damage")
    s.ctx["killed_hex"] = target.hex  # card 164's next attack (data README)
    if len(st) > 7 and st[7]:  # card 76: the XP of the element's "kill instead"
        hero.xp += int(st[7])
        s.say(f"{hero.cls.name} gains {st[7]} XP.", kind="xp")
    kill(s, target, hero.figure)


def blocked_push(s: GloomhavenState, target: Figure, attacker: Figure, left: int) -> None:
    """Card 141 (``blocked_push``, data README): a push stopped with ``left`` hexes to
    go, where every hex farther from the attacker is a wall or an obstacle (not a
    figure or a door), costs the target the damage and gives the XP per hex."""
    spec = (s.ctx.get("atk") or {}).get("blocked_push")
    if not spec or left <= 0 or not target.alive:
        return
    m = s.hexmap
    here = distance(attacker.hex, target.hex)
    farther = [n for n in neighbours(target.hex) if distance(attacker.hex, n) > here]
    if any(
        not m.is_wall(n) and m.open_edge(target.hex, n) and n not in m.obstacles for n in farther
    ):
        return  # a figure or a door stops it, not a wall or an obstacle
    hero = s.heroes[attacker.seat]
    hero.xp += int(spec.get("xp", 0)) * left
    s.say(
        f"{target.label} is slammed against the way ({left} hex{'es' if left > 1 else ''}).",
        kind="damage",
    )
    suffer(s, target, int(spec.get("damage", 0)) * left, attacker.id)


@step("augment-consume")
def run_augment_consume(s: GloomhavenState, st: Step) -> Decision | None:
    """("augment-consume", seat, card): an Augment's consume bonus on a melee attack
    (card 174: Dark for a kill instead, data README): the player may consume the
    element while it is Strong or Waning (GH-CONSUME-01)."""
    hero = s.heroes[st[1]]
    spec = _augment_consume(s, st)
    if Element(str(spec["element"])) not in s.elements.consumable():
        return None
    return Decision(
        hero.seat,
        "consume",
        f"{hero.cls.name}: consume {spec['element']} for the Augment's bonus?",
        (enc.STOP, enc.YES),
    )


@answer("augment-consume")
def answer_augment_consume(s: GloomhavenState, st: Step, action: int) -> None:
    if action != enc.YES:
        return
    spec = _augment_consume(s, st)
    s.elements = s.elements.consume(Element(str(spec["element"])))
    s.say(f"{s.heroes[st[1]].cls.name} consumes {spec['element']}.", kind="element")
    for key, value in dict(spec.get("bonus") or {}).items():
        s.ctx["atk"][key] = dict(value) if isinstance(value, dict) else value


def _augment_consume(s: GloomhavenState, st: Step) -> dict[str, Any]:
    from rulebound.games.gloomhaven.cards import augments

    for active, half in augments(s.heroes[st[1]]):
        if active.card == st[2]:
            return dict(half.augment["melee_attack_bonus"]["consume"])
    raise AssertionError("the step is pushed for an active Augment only")


@step("loot-pick")
def run_loot_pick(s: GloomhavenState, st: Step) -> Decision | None:
    """("loot-pick", seat, hexes, tokens left): card 84's capped Loot, one hex at a
    time; a hex with more Money Tokens than are left gives only those."""
    hero = s.heroes[st[1]]
    left = [h for h in st[2] if h in s.coins or h in s.treasures]
    if st[3] <= 0 or not left:
        return None
    index = s.game.hex_index
    return Decision(
        hero.seat,
        "loot-hex",
        f"{hero.cls.name}: loot a hex ({st[3]} token{'s' if st[3] > 1 else ''} left), or stop",
        (enc.STOP, *sorted(enc.HEX + index[h] for h in left)),
    )


@answer("loot-pick")
def answer_loot_pick(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.player_turn import loot_hex

    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    h = s.game.hex_list[action - enc.HEX]
    left = st[3]
    coins = s.coins.get(h, 0)
    if coins > left:  # the rest stays on the map
        s.coins[h] = coins - left
        hero.coins += left
        s.say(f"{hero.cls.name} loots {left} coin{'s' if left > 1 else ''}.", kind="resource")
        taken = left
    else:
        taken = coins + (h in s.treasures)
        if coins and h in s.treasures and coins == left:  # no room left for the treasure
            hero.coins += s.coins.pop(h)
            s.say(f"{hero.cls.name} loots {coins} coin{'s' if coins > 1 else ''}.", kind="resource")
            taken = left
        else:
            loot_hex(s, hero, h)
    s.ctx["performed"] = True
    s.push(("loot-pick", st[1], st[2], left - taken))


@step("anchor-hex")
def run_anchor_hex(s: GloomhavenState, st: Step) -> Decision | None:
    """("anchor-hex", seat, range, pull): card 86 bottom, a hex within range (and line
    of sight) of the figure; every enemy within that range of the hex (and in its line
    of sight) is pulled toward it (data README, ``toward_hex``)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    m = s.hexmap
    spots = [
        h
        for h in s.game.hex_list
        if not m.is_wall(h)
        and (r := m.range_between(fig.hex, h)) is not None
        and r <= st[2]
        and (h == fig.hex or m.line_of_sight(fig.hex, h))
    ]
    if not spots:
        return None
    index = s.game.hex_index
    return Decision(
        hero.seat,
        "anchor-hex",
        f"{hero.cls.name}: choose the hex to pull the enemies toward, or skip",
        (enc.STOP, *sorted(enc.HEX + index[h] for h in spots)),
    )


@answer("anchor-hex")
def answer_anchor_hex(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    h = s.game.hex_list[action - enc.HEX]
    m = s.hexmap
    pulled = [
        f
        for f in s.figures
        if f.alive
        and f.kind == MONSTER
        and s.enemies(fig, f)
        and f.conditions.can_be_targeted_by_enemies()
        and (r := m.range_between(h, f.hex)) is not None
        and r <= st[2]
        and m.line_of_sight(h, f.hex)
    ]
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} pulls the enemies toward {where(h)}.", kind="pull")
    s.push(*(("push", f.id, fig.id, st[3], True, h) for f in pulled))


@step("ally-anywhere")
def run_ally_anywhere(s: GloomhavenState, st: Step) -> Decision | None:
    """("ally-anywhere", seat, kind, x): "any one ally" (cards 75, 76): an ally of the
    figure, not itself, anywhere on the map (no range, so no line of sight)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    allies = [
        f
        for f in s.figures
        if f.alive and f is not fig and f.kind != OBSTACLE and not s.enemies(fig, f)
    ]
    if not allies:
        return None
    what = "heal" if st[2] == "heal" else f"give {st[2]} this round"
    return Decision(
        hero.seat,
        "ally-target",
        f"{hero.cls.name}: choose the ally to {what}, or skip",
        (enc.STOP, *sorted(enc.FIGURE + f.id for f in allies)),
    )


@answer("ally-anywhere")
def answer_ally_anywhere(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.damage import heal

    if action == enc.STOP:
        return
    ally = s.figures[action - enc.FIGURE]
    s.ctx["performed"] = True
    if st[2] != "heal":  # the round bonus covers that ally (card 75)
        s.ctx["bonus_targets"] = [ally.id]
        return
    # card 76: X is half the ally's maximum hit points, rounded down, or all of them
    heal(s, ally, ally.max_hp if st[3] == "max-hp" else ally.max_hp // 2)


@step("entered-damage")
def run_entered_damage(s: GloomhavenState, st: Step) -> Decision | None:
    """("entered-damage", seat, N): card 144 bottom, after the Move: every ally and
    enemy next to a hex the figure entered suffers N damage, once (not an attack)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    entered = s.ctx.pop("entered", [])
    victims = [
        f
        for f in s.figures
        if f.alive
        and f is not fig
        and f.kind != OBSTACLE
        and any(s.hexmap.range_between(f.hex, h) == 1 for h in entered)
    ]
    if victims:
        s.ctx["performed"] = True
    for victim in reversed(victims):  # a character's choice is a step: first on top
        suffer(s, victim, st[2], cause=fig.id)
    return None


@step("destroy-within")
def run_destroy_within(s: GloomhavenState, st: Step) -> Decision | None:
    """("destroy-within", seat, range): card 142, every obstacle (not one with hit
    points) within range is destroyed; the hexes they occupied are counted for the
    Attack X after it (data README)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    m = s.hexmap
    gone = [
        h
        for h in sorted(m.obstacles)
        if s.figure_at(h) is None and (r := m.range_between(fig.hex, h)) is not None and r <= st[2]
    ]
    for h in gone:
        remove_obstacle(s, h)
    s.ctx["destroyed_hexes"] = len(gone)
    if gone:
        s.ctx["performed"] = True
        s.say(
            f"{hero.cls.name} destroys {len(gone)} obstacle hex{'es' if len(gone) > 1 else ''}.",
            kind="trap",
        )
    return None


def smash_steps(s: GloomhavenState, attacker: Figure) -> list[Step]:
    """Card 137 (``obstacle_smash``, data README): on each melee attack while a slot is
    left, when an obstacle (not one with hit points) is next to the attacker, one of
    them must be destroyed for +N Attack; that attack uses a slot."""
    from rulebound.games.gloomhaven.cards import bonuses

    hero = s.heroes[attacker.seat]
    for active, half, _ in bonuses(hero, "obstacle_smash"):
        if half.use_on == "own-melee-attack" and _clearable(s, attacker, "destroy_obstacle"):
            return [("smash-obstacle", hero.seat, active.card)]
    return []


@step("smash-obstacle")
def run_smash_obstacle(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    spots = _clearable(s, s.figures[hero.figure], "destroy_obstacle")
    if not spots:
        return None
    index = s.game.hex_index
    return Decision(
        hero.seat,
        "clear-hex",
        f"{hero.cls.name}: destroy an obstacle next to you for the attack's bonus",
        tuple(sorted(enc.HEX + index[h] for h in spots)),  # "when possible": no skip
    )


@answer("smash-obstacle")
def answer_smash_obstacle(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.cards import bonuses, use_slot

    hero = s.heroes[st[1]]
    h = s.game.hex_list[action - enc.HEX]
    remove_obstacle(s, h)
    s.say(f"{hero.cls.name} destroys the obstacle at {where(h)}.", kind="trap")
    for active, _, action_spec in bonuses(hero, "obstacle_smash"):
        if active.card == st[2]:
            s.ctx["atk"]["smash_bonus"] = int(action_spec.value)
            use_slot(s, hero, active)
            return


def triangles(s: GloomhavenState, fig: Figure, reach: int) -> list[tuple[Hex, Hex, Hex]]:
    """Card 140: three mutually adjacent empty hexes, each within ``reach`` of the
    figure (no line of sight needed), in a fixed order."""
    m = s.hexmap
    near = set(empty_within(s, fig, reach))
    found: set[tuple[Hex, Hex, Hex]] = set()
    for a in near:
        for b in m.steps(a):
            for c in m.steps(b):
                if b in near and c in near and c in m.steps(a) and len({a, b, c}) == 3:
                    x, y, z = sorted((a, b, c))
                    found.add((x, y, z))
    return sorted(found)


@step("place-triangle")
def run_place_triangle(s: GloomhavenState, st: Step) -> Decision | None:
    """("place-triangle", seat, range): where card 140's three-hex obstacle goes."""
    hero = s.heroes[st[1]]
    spots = triangles(s, s.figures[hero.figure], st[2])
    if not spots:
        return None
    s.ctx["placements"] = spots
    return Decision(
        hero.seat,
        "obstacle-area",
        f"{hero.cls.name}: place the three-hex obstacle, or skip",
        (enc.STOP, *(enc.CHOICE + i for i in range(len(spots)))),
    )


@answer("place-triangle")
def answer_place_triangle(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    spot = s.ctx["placements"][action - enc.CHOICE]
    s.made = s.made | set(spot)
    s.rebuild_map()
    s.ctx["performed"] = True
    s.ctx["created"] = list(spot)
    s.say(
        f"{s.heroes[st[1]].cls.name} creates an obstacle on {', '.join(where(h) for h in spot)}.",
        kind="trap",
    )


@step("obstacle-to")
def run_obstacle_to(s: GloomhavenState, st: Step) -> Decision | None:
    """("obstacle-to", seat, from hex, range): card 132, the empty hex within range of
    the figure (no line of sight needed) that the obstacle is moved to."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    prompt = f"{hero.cls.name}: move the obstacle at {where(st[2])} to a hex, or skip"
    return obstacle_hex(s, hero.seat, prompt, empty_within(s, fig, st[3]))


@answer("obstacle-to")
def answer_obstacle_to(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    h = s.game.hex_list[action - enc.HEX]
    remove_obstacle(s, st[2])
    s.made = s.made | {h}
    s.rebuild_map()
    s.ctx["performed"] = True
    s.ctx["created"] = [h]  # the attack around it (enemies-adjacent-to-created)
    s.say(f"{s.heroes[st[1]].cls.name} moves the obstacle to {where(h)}.", kind="trap")


@step("clear-through")
def run_clear_through(s: GloomhavenState, st: Step) -> Decision | None:
    """("clear-through", seat): card 132 bottom, after the jump: every obstacle (not
    one with hit points) and trap in a hex moved through (not the last) is gone."""
    hero = s.heroes[st[1]]
    entered = s.ctx.pop("entered", [])
    for h in entered[:-1]:
        if h in s.hexmap.obstacles and s.figure_at(h) is None:
            remove_obstacle(s, h)
            s.say(f"{hero.cls.name} destroys the obstacle at {where(h)}.", kind="trap")
        if h in s.traps:
            s.traps.pop(h)
            s.trap_xp.pop(h, None)
            s.rebuild_map()
            s.say(f"{hero.cls.name} disarms the trap at {where(h)}.", kind="trap")
    return None


# --- the Tinkerer's levels 2 to 9 (data/classes/README.md, "Tinkerer") -------------------


def kill_sets(s: GloomhavenState, fig: Figure, st: Step) -> list[tuple[int, ...]]:
    """Card 52: for each placement of the area next to the figure, the enemies in it
    (in line of sight, as an area attack's targets) with at most st[3] hit points; the
    distinct non-empty sets, the largest first. (Without ``area_conditions`` the
    placements list enemies only.)"""
    from rulebound.games.gloomhaven.combat import area_choices

    atk = {"area": [list(h) for h in st[2]], "area_melee": True, "range": 0}
    found = {
        tuple(sorted(i for i in hit if s.figures[i].hp <= st[3]))
        for hit in area_choices(s, fig, atk)
    }
    return sorted((k for k in found if k), key=lambda k: (-len(k), k))


@step("kill-area")
def run_kill_area(s: GloomhavenState, st: Step) -> Decision | None:
    """("kill-area", seat, hexes, hp at most, xp each): every enemy in the placed area
    with few enough hit points dies at once (no attack); XP for each."""
    hero = s.heroes[st[1]]
    sets = kill_sets(s, s.figures[hero.figure], st)
    if not sets:
        return None
    s.ctx["kill_sets"] = sets  # for the options' labels
    return Decision(
        hero.seat,
        "kill-area",
        f"{hero.cls.name}: place the area (its enemies with {st[3]} hit points or fewer die)",
        (enc.STOP, *(enc.CHOICE + i for i in range(len(sets)))),
    )


@answer("kill-area")
def answer_kill_area(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.damage import kill

    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    victims = kill_sets(s, s.figures[hero.figure], st)[action - enc.CHOICE]
    s.ctx["performed"] = True
    for i in victims:
        s.say(f"{hero.cls.name} kills {s.figures[i].label}.", kind="damage")
        kill(s, s.figures[i], hero.figure)
    if st[4]:
        xp = st[4] * len(victims)
        hero.xp += xp
        s.say(f"{hero.cls.name} gains {xp} XP.", kind="xp")


def _adjacent_characters(s: GloomhavenState, fig: Figure) -> list[Figure]:
    return [
        f
        for f in s.figures
        if f.alive
        and f is not fig
        and f.kind == "character"
        and not s.enemies(fig, f)
        and s.hexmap.range_between(fig.hex, f.hex) == 1
    ]


@step("refresh-ally")
def run_refresh_ally(s: GloomhavenState, st: Step) -> Decision | None:
    """("refresh-ally", seat, count, which, slot), card 51: an ally next to the figure
    may refresh its own items (its player picks them, GH-REFRESH-01)."""
    from rulebound.games.gloomhaven.items import refreshable

    hero = s.heroes[st[1]]
    allies = [
        f
        for f in _adjacent_characters(s, s.figures[hero.figure])
        if refreshable(s.heroes[f.seat], st[3], st[4])
    ]
    if not allies:
        return None
    return Decision(
        hero.seat,
        "ally-target",
        f"{hero.cls.name}: choose the ally who refreshes an item, or skip",
        (enc.STOP, *sorted(enc.FIGURE + f.id for f in allies)),
    )


@answer("refresh-ally")
def answer_refresh_ally(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    ally = s.figures[action - enc.FIGURE]
    s.push(("refresh", ally.seat, st[2], st[3], st[4]))


@step("recover-beside")
def run_recover_beside(s: GloomhavenState, st: Step) -> Decision | None:
    """("recover-beside", seat, range, count), card 60 bottom: a character next to an
    ally who is within range (the figure itself included) takes lost cards back."""
    from rulebound.games.gloomhaven.abilities import allies_in_range

    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    helpers = [f for f in allies_in_range(s, fig, st[2]) if f is not fig and f.kind == "character"]
    owners = {o.id: o for h in helpers for o in _adjacent_characters(s, h)}
    owners = {i: o for i, o in owners.items() if s.heroes[o.seat].lost}
    if not owners:
        return None
    return Decision(
        hero.seat,
        "ally-target",
        f"{hero.cls.name}: choose who takes back a lost card, or skip",
        (enc.STOP, *sorted(enc.FIGURE + i for i in owners)),
    )


@answer("recover-beside")
def answer_recover_beside(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    owner = s.figures[action - enc.FIGURE]
    s.push(("recover", owner.seat, st[3], "lost"))


@step("lose-cards")
def run_lose_cards(s: GloomhavenState, st: Step) -> Decision | None:
    """("lose-cards", seat, count), card 60 top: the character loses cards of its
    choice, from its hand or its discard pile, one at a time; with none left, the rest
    is not lost (GH-EVENT-12's reading). A negative ability: no skip (GH-GLOSS-02)."""
    hero = s.heroes[st[1]]
    if st[2] <= 0 or hero.exhausted or not (hero.hand or hero.discard):
        return None
    options = [enc.CARD + c for c in hero.hand] + [enc.CARD_B + c for c in hero.discard]
    return Decision(
        hero.seat,
        "lose-card",
        f"{hero.cls.name}: lose a card ({st[2]} to lose)",
        tuple(sorted(options)),
    )


@answer("lose-cards")
def answer_lose_cards(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    card = action - (enc.CARD if action < enc.CARD_B else enc.CARD_B)
    (hero.hand if action < enc.CARD_B else hero.discard).remove(card)
    hero.lost.append(card)
    s.say(f"{hero.cls.name} loses {hero.cls.cards[card].name}.", kind="discard")
    s.push(("lose-cards", st[1], st[2] - 1))
