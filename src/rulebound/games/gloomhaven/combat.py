"""Attacks: targets, the modifier draw, Shield and Pierce, damage, effects and
Retaliate (catalog 8.6 to 8.9, 8.16 to 8.18, 9.5). Characters, summons and
monsters resolve their attacks through the same steps; only how targets are
chosen differs (the player picks; the monster AI decides, T-11)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven import modifiers as md
from rulebound.games.gloomhaven.cards import bonus_value, bonuses, use_slot
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.damage import give, heal, suffer
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, OBSTACLE, SUMMON, Figure
from rulebound.games.gloomhaven.item_designs import worn_shield
from rulebound.games.gloomhaven.item_effects import (
    allies_suffer,
    apply_new_keys,
    can_attack,
    target_reach,
    targetable,
)
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.monster_ai import orientations
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import hexgrid
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex
from rulebound.kernel.steps import Step

NEGATIVE = ("poison", "wound", "immobilize", "disarm", "stun", "muddle", "curse")
POSITIVE = ("invisible", "strengthen", "bless")


def monster_stats(s: GloomhavenState, fig: Figure) -> dict[str, Any]:
    kind = s.game.bestiary.monsters[fig.type]
    return kind.stats(s.values.monster_level, fig.rank)


def summon_stats(s: GloomhavenState, fig: Figure) -> dict[str, Any]:
    from rulebound.games.gloomhaven.items import summon_stat_card

    return summon_stat_card(s.heroes[fig.seat], fig.type)


def stats_of(s: GloomhavenState, fig: Figure) -> dict[str, Any]:
    if fig.kind == MONSTER:
        return monster_stats(s, fig)
    if fig.kind == SUMMON:
        return summon_stats(s, fig)
    return {}


# --- who can be attacked --------------------------------------------------------------


def can_target(s: GloomhavenState, attacker: Figure, at: Hex, target: Figure, reach: int) -> bool:
    """An enemy within range and in line of sight (GH-RANGED-01, GH-MELEE-02), not
    Invisible (GH-COND-15; also a Cloak of Phasing's wearer on an obstacle, item 58)."""
    if not target.alive or not s.enemies(attacker, target):
        return False
    if not targetable(s, target):
        return False
    distance = s.hexmap.range_between(at, target.hex)
    return (
        distance is not None
        and distance <= max(1, reach)
        and s.hexmap.line_of_sight(at, target.hex)
    )


def _reaches(s: GloomhavenState, attacker: Figure, target: Figure, reach: int) -> bool:
    distance = s.hexmap.range_between(attacker.hex, target.hex)
    return (
        distance is not None
        and distance <= max(1, reach)
        and s.hexmap.line_of_sight(attacker.hex, target.hex)
    )


def area_choices(s: GloomhavenState, attacker: Figure, atk: dict[str, Any]) -> list[list[int]]:
    """The distinct sets of figures an area attack can hit: every enemy in the red
    hexes and in line of sight must be attacked (GH-AOE-01 to -05)."""
    hexes = tuple((int(q), int(r)) for q, r in atk["area"])
    melee = atk["area_melee"]
    reach = max(1, atk["range"])
    at = attacker.hex
    m = s.hexmap
    enemies = {
        f.hex: f.id for f in s.figures if f.alive and s.enemies(attacker, f) and targetable(s, f)
    }
    allies = {
        f.hex: f.id
        for f in s.figures
        if f.alive and f is not attacker and f.kind != OBSTACLE and not s.enemies(attacker, f)
    }
    found: set[tuple[int, ...]] = set()
    for shape in orientations(hexes):
        if melee:
            placements = [[(at[0] + dq, at[1] + dr) for dq, dr in shape]]
        else:
            # A placement puts pattern cell ``k`` on a map hex (the anchor) within
            # range. Only placements that cover some enemy can hit anyone, so the
            # anchors are found from the enemies: cell ``j`` on enemy ``e`` puts
            # cell ``k`` at ``e - j + k``.
            placements = []
            seen: set[tuple[Hex, Hex]] = set()
            for e in enemies:
                for dqj, drj in shape:
                    for dq0, dr0 in shape:
                        anchor = (e[0] - dqj + dq0, e[1] - drj + dr0)
                        if (anchor, (dq0, dr0)) in seen or anchor not in m.hexes:
                            continue
                        seen.add((anchor, (dq0, dr0)))
                        distance = m.range_between(at, anchor)
                        if distance is None or distance > reach:
                            continue
                        placements.append(
                            [(anchor[0] + dq - dq0, anchor[1] + dr - dr0) for dq, dr in shape]
                        )
        for cells in placements:
            hit = tuple(
                sorted(enemies[c] for c in cells if c in enemies and m.line_of_sight(at, c))
            )
            if hit and (atk.get("area_conditions") or atk.get("area_heal") or allies_suffer(atk)):
                # card 125 (data README), item 60: the allies in the area, as -1 - id, matter too
                hit += tuple(sorted(-1 - allies[c] for c in cells if c in allies))
            if hit:
                found.add(hit)
    return [list(h) for h in sorted(found)]


# --- a character's (or summon's) attack ability -------------------------------------------


def last_attack(s: GloomhavenState, fig: Figure, spec: dict[str, Any]) -> None:
    """Card 80 (``on_death_attack``, data README): a summon that dies makes one more
    attack, with its owner's modifier deck, and the attack under way (if any) goes on
    after it."""
    atk = new_attack(int(spec["attack"]), spec)
    atk["posthumous"] = True
    atk["seat"] = fig.seat
    saved = {k: s.ctx[k] for k in ("atk", "effects", "ignore_shield") if k in s.ctx}
    s.ctx["atk"] = atk
    s.say(f"{fig.label} attacks as it dies.", kind="turn")
    s.push(("atk-targets", fig.id), ("death-attack-done", saved))  # as a monster's


def _plain(spec: Any) -> dict[str, Any]:
    """A ``kill_instead`` map, from data (a dict) or a frozen Augment (pairs)."""
    if not spec:
        return {}
    out = dict(spec)
    out["ranks"] = tuple(out.get("ranks", ("normal",)))
    return out


def new_attack(value: int, options: dict[str, Any], melee_range: int = 0) -> dict[str, Any]:
    area = options.get("area") or {}
    return {
        "value": int(value),
        "range": int(options.get("range", melee_range)),
        "targets": int(options.get("target", 1)),
        "pierce": int(options.get("pierce", 0)),
        "push": int(options.get("push", 0)),
        "pull": int(options.get("pull", 0)),
        "conditions": list(options.get("conditions", ())),
        "area": [list(h) for h in area.get("hexes", ())],
        "area_melee": bool(area.get("melee", True)),
        "special": str(options.get("special_target", "")),
        "xp": int(options.get("xp", 0)),
        "infuse": str(options.get("infuse", "")),
        "attacked": [],
        "added": 0,
        # extensions of single cards (data/classes/README.md)
        "ally_adjacent_bonus": dict(options.get("ally_adjacent_bonus") or {}),
        "lone_target_bonus": dict(options.get("lone_target_bonus") or {}),
        "per_adjacent_ally": int(options.get("attack_per_adjacent_ally", 0)),
        "plus_shield": int(options.get("attack_plus_shield", 0)),
        "path_targets": bool(options.get("path_targets", False)),
        "splash": int(options.get("splash_damage", 0)),
        "splash_suffered": bool(options.get("splash_suffered", False)),
        "splash_enemies": bool(options.get("splash_enemies", False)),
        "area_conditions": list(options.get("area_conditions", ())),
        "area_heal": int(options.get("area_heal", 0)),
        "blocked_push": dict(options.get("blocked_push") or {}),
        "smash": dict(options.get("push_through_obstacles") or {}),
        "kill_instead": _plain(options.get("kill_instead")),
    }


# special targets around a hex an earlier ability of the half left in ``ctx``
AROUND_HEX = {
    "enemies-adjacent-to-killed": "killed_hex",
    "enemies-adjacent-to-destroyed": "destroyed_hex",
    "enemies-adjacent-to-created": "created",  # card 140: a list of hexes
}


@step("atk-targets")
def run_atk_targets(s: GloomhavenState, st: Step) -> Decision | None:
    """("atk-targets", attacker): the player names the next target (GH-ATK-01), one
    attack per enemy per ability (GH-ATK-04), up to Target Z (GH-TARGET-01)."""
    attacker = s.figures[st[1]]
    atk = s.ctx["atk"]
    dead = not attacker.alive and not atk.get("posthumous")  # an on-death attack
    if dead or s.is_over() or not can_attack(s, attacker):
        return None
    if atk["special"] in AROUND_HEX:  # cards 164, 130 (data README)
        around = s.ctx.get(AROUND_HEX[atk["special"]])
        spots = around if isinstance(around, list) else [] if around is None else [around]
        ids = [
            f.id
            for f in s.figures
            if f.alive
            and s.enemies(attacker, f)
            and targetable(s, f)
            and any(s.hexmap.range_between(h, f.hex) == 1 for h in spots)
        ]
        atk["targets"] = 0
        s.push(*(("atk-resolve", attacker.id, i) for i in ids))
        return None
    if atk["special"] == "all-in-room":  # card 87: every enemy in the attacker's room
        from rulebound.games.gloomhaven.abilities import same_room

        room = same_room(s, attacker.hex)
        ids = [
            f.id
            for f in s.figures
            if f.alive
            and f.hex in room
            and f.kind != OBSTACLE
            and s.enemies(attacker, f)
            and targetable(s, f)
        ]
        atk["targets"] = 0
        s.push(*(("atk-resolve", attacker.id, i) for i in ids))
        return None
    if atk["special"] in ("all-adjacent", "all-within-2", "enemies-moved-through"):
        if atk["special"] != "enemies-moved-through":
            reach = 2 if atk["special"] == "all-within-2" else 1
            ids = [
                f.id
                for f in s.figures
                if f.alive
                and can_target(s, attacker, attacker.hex, f, reach)
                and (s.hexmap.range_between(attacker.hex, f.hex) or 99) <= reach
            ]
        else:
            ids = [i for i in s.ctx.get("through", []) if s.figures[i].alive]
        atk["targets"] = 0
        s.push(*(("atk-resolve", attacker.id, i) for i in ids))
        return None
    if atk["area"] and not atk["attacked"]:
        choices = area_choices(s, attacker, atk)
        if not choices:
            return None
        return Decision(
            atk.get("seat", attacker.seat),
            "attack-area",
            f"{attacker.label}: place the attack's area (every enemy in it is attacked)",
            (enc.STOP, *(enc.CHOICE + i for i in range(len(choices)))),
        )
    left = atk["targets"] - len(atk["attacked"]) + atk["added"]
    if atk["area"]:
        left = atk["targets"] - 1 + atk["added"] - atk.get("extra_done", 0)  # GH-TARGET-02
    if left <= 0:
        return None
    if atk.get("against_allies"):  # a controlled enemy attacks its own allies
        options = [
            enc.FIGURE + f.id
            for f in s.figures
            if f.alive
            and f is not attacker
            and not s.enemies(attacker, f)
            and f.id not in atk["attacked"]
            and _reaches(s, attacker, f, atk["range"])
        ]
    else:
        options = [
            enc.FIGURE + f.id
            for f in s.figures
            if f.id not in atk["attacked"]
            and can_target(s, attacker, attacker.hex, f, target_reach(atk))  # item 68
        ]
    if not options:
        return None
    return Decision(
        atk.get("seat", attacker.seat),
        "attack-target",
        f"{attacker.label}: attack {atk['value']}: choose a target ({left} left), or stop",
        (enc.STOP, *sorted(options)),
    )


@answer("atk-targets")
def answer_atk_targets(s: GloomhavenState, st: Step, action: int) -> None:
    atk = s.ctx["atk"]
    if action == enc.STOP:
        atk["targets"] = 0
        atk["added"] = 0
        return
    if action >= enc.CHOICE:
        hit = area_choices(s, s.figures[st[1]], atk)[action - enc.CHOICE]
        if atk["area_conditions"] or atk["area_heal"] or allies_suffer(atk):  # 125, 131, item 60
            s.push(("area-conditions", st[1], tuple(hit)))
        s.push(*(("atk-resolve", st[1], i) for i in hit if i >= 0), st)
        return
    if atk["area"]:
        atk["extra_done"] = atk.get("extra_done", 0) + 1
    target = action - enc.FIGURE
    on_path = path_enemies(s, s.figures[st[1]], s.figures[target]) if atk["path_targets"] else []
    s.push(("atk-resolve", st[1], target), *(("atk-resolve", st[1], i) for i in on_path), st)


def line_hexes(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b``
    passes through, both ends excluded; a line along an edge takes both sides."""
    n = hexgrid.distance(a, b)
    found: list[Hex] = []
    for nudge in (1e-6, -1e-6):
        for i in range(1, n):
            t = i / n
            q = a[0] + (b[0] - a[0]) * t + nudge
            r = a[1] + (b[1] - a[1]) * t + nudge
            cell = _round_hex(q, r)
            if cell not in found and cell not in (a, b):
                found.append(cell)
    return found


def _round_hex(q: float, r: float) -> Hex:
    x, z = q, r
    y = -x - z
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy <= dz:
        rz = -rx - ry
    return (int(rx), int(rz))


def path_enemies(s: GloomhavenState, attacker: Figure, target: Figure) -> list[int]:
    """Card 62: the enemies on the line to the primary target (data README)."""
    return [
        f.id
        for h in line_hexes(attacker.hex, target.hex)
        for f in [s.figure_at(h)]
        if f is not None and f.alive and s.enemies(attacker, f) and targetable(s, f)
    ]


@step("area-conditions")
def run_area_conditions(s: GloomhavenState, st: Step) -> Decision | None:
    """("area-conditions", attacker, hit): card 125 gives its conditions to every ally
    and enemy in the placed area (data README)."""
    attacker = s.figures[st[1]]
    for code in st[2]:
        fig = s.figures[code if code >= 0 else -1 - code]
        if fig.alive:
            for name in s.ctx["atk"]["area_conditions"]:
                give(s, fig, name, attacker)
        if fig.alive and s.ctx["atk"]["area_heal"] and not s.enemies(attacker, fig):
            heal(s, fig, s.ctx["atk"]["area_heal"])  # card 131: the allies in the area
        if fig.alive and allies_suffer(s.ctx["atk"]) and not s.enemies(attacker, fig):
            suffer(s, fig, allies_suffer(s.ctx["atk"]), attacker.id)  # item 60
    return None


# --- one attack against one target ----------------------------------------------------------


def attack_bonus(
    s: GloomhavenState, attacker: Figure, target: Figure, melee: bool | None = None
) -> int:
    """Active ``attack_bonus`` halves that cover the attacker (data README). A bonus
    with use slots (``use_on: own-attack``) spends one on each attack it adds to."""
    total = 0
    for hero in s.heroes:
        for active, half, action in list(bonuses(hero, "attack_bonus")):
            covered = active.targets or (hero.figure,)
            if attacker.id not in covered:
                continue
            wanted = action.get("against_conditions")
            if wanted and not any(target.conditions.has(Condition(c)) for c in wanted):
                continue
            if action.get("against") == "lone" and not alone(s, target):
                continue
            kind = action.get("attacks")
            if kind and (melee is None or (kind == "melee") != melee):
                continue
            base = 0 if action.value == "X" else int(action.value)  # card 173: X is the boost
            total += base + active.boost
            if half.use_on == "own-attack":
                use_slot(s, hero, active)
    return total


def alone(s: GloomhavenState, fig: Figure) -> bool:
    """No ally of ``fig`` stands next to it (Scoundrel cards 88, 91, 103)."""
    return not any(
        f.alive
        and f is not fig
        and f.kind != OBSTACLE
        and not s.enemies(fig, f)
        and s.hexmap.range_between(f.hex, fig.hex) == 1
        for f in s.figures
    )


def allies_next_to(s: GloomhavenState, attacker: Figure, target: Figure) -> int:
    """The attacker's allies (not itself) next to the target (cards 88, 97)."""
    return sum(
        1
        for f in s.figures
        if f.alive
        and f is not attacker
        and f.kind != OBSTACLE
        and not s.enemies(attacker, f)
        and s.hexmap.range_between(f.hex, target.hex) == 1
    )


def card_bonus(s: GloomhavenState, attacker: Figure, target: Figure, atk: dict[str, Any]) -> int:
    """The ability's own bonuses that depend on the target (data README, Extensions)."""
    extra = 0
    ally = atk.get("ally_adjacent_bonus") or {}
    lone = atk.get("lone_target_bonus") or {}
    per = int(atk.get("per_adjacent_ally", 0))
    # the neighbours are counted only for a bonus that reads them (most attacks have none)
    near = allies_next_to(s, attacker, target) if ally or per else 0
    for bonus, met in ((ally, near > 0), (lone, bool(lone) and alone(s, target))):
        if bonus and met:
            extra += int(bonus.get("attack", 0))
            atk["xp_bonus"] = atk.get("xp_bonus", 0) + int(bonus.get("xp", 0))
    extra += per * near
    if near and ally.get("conditions"):
        atk["_conditions"] = list(atk["ally_adjacent_bonus"]["conditions"])  # card 100
    if atk.get("plus_shield"):
        shield = target.shield + int(stats_of(s, target).get("shield", 0))
        extra += int(atk["plus_shield"]) * shield
    return extra


def flanked(s: GloomhavenState, attacker: Figure, target: Figure) -> bool:
    """Cards 107, 111: the target has none of its allies and one of the attacker's
    next to it."""
    return alone(s, target) and allies_next_to(s, attacker, target) > 0


def doubled(s: GloomhavenState, attacker: Figure, target: Figure, base: int) -> int:
    """Smoke Bomb (card 90): the next attack made while Invisible is doubled, before
    the modifier card is drawn; the attack spends the bonus's slot. Spring the Trap
    (card 111): the next attack on a flanked lone enemy."""
    if attacker.kind != CHARACTER:
        return base
    hero = s.heroes[attacker.seat]
    for active, _, action in list(bonuses(hero, "double_attack")):
        if action.get("while") == "invisible" and not attacker.conditions.has(Condition.INVISIBLE):
            continue
        if action.get("against") == "lone-and-flanked" and not flanked(s, attacker, target):
            continue
        use_slot(s, hero, active)
        return base * 2
    return base


def item_windows(s: GloomhavenState, attacker: Figure, target: Figure, melee: bool) -> list[Step]:
    """The item moments before one attack's draw: the attacker's single-attack items,
    the target's "when attacked" items (reaction items, GH-ITEM-01)."""
    from rulebound.games.gloomhaven.items import usable

    s.ctx.pop("item_defence", None)
    s.ctx.pop("item_single", None)
    windows: list[Step] = []
    kind = "melee" if melee else "ranged"
    if attacker.kind == CHARACTER:
        context = (("attack_kind", kind), ("scope", "single"), ("target_type", target.type))
        if usable(s, s.heroes[attacker.seat], "own-attack", **dict(context)):
            windows.append(("item-window", attacker.seat, "own-attack", context))
    if target.kind == CHARACTER:
        hero = s.heroes[target.seat]
        ready = usable(s, hero, "attacked", attacker=attacker.id)  # item 131 asks who
        if [i for i in ready if _item(hero, i).use != "unlimited"]:
            preview = attack_preview(s, attacker, target, melee)
            windows.append(("item-window", target.seat, "attacked", preview))
    return windows


def attack_preview(
    s: GloomhavenState, attacker: Figure, target: Figure, melee: bool
) -> tuple[tuple[str, Any], ...]:
    """What a "when attacked" item window shows before the draw (GH-ITEM-04): the
    attack's value before its modifier card (the ability's value, +1 on a Poisoned
    target, GH-ATK-11), the target's Shield, the Pierce, and whether the draw already
    has Advantage or Disadvantage (GH-RANGED-04, GH-COND-08, -14), as run_atk_resolve
    will find them. No slot is used: this only reads."""
    atk = s.ctx["atk"]
    value = atk["value"] + (1 if target.conditions.has(Condition.POISON) else 0)
    distance = s.hexmap.range_between(attacker.hex, target.hex) or 1
    disadvantage = (not melee and distance == 1) or attacker.conditions.has(Condition.MUDDLE)
    pierce = int(atk["pierce"])
    return (
        ("attack", value),
        ("shield", shield_of(s, target, value, pierce, spend=False)),
        ("pierce", pierce),
        ("attacker", attacker.id),
        ("advantage", attacker.conditions.has(Condition.STRENGTHEN)),
        ("disadvantage", bool(disadvantage)),
    )


def _item(hero: Any, index: int) -> Any:
    from rulebound.games.gloomhaven.items import load_items

    return load_items()[hero.items[index]]


def helmet(
    s: GloomhavenState, target: Figure
) -> Callable[[md.ModifierCard], md.ModifierCard] | None:
    """Iron Helmet and the like: an item without Spent or Consumed symbol that changes
    what the enemy's drawn cards count as, for every attack on its owner, before the
    better or worse card is chosen (GH-ITEM-08; data/items.md ``replace_modifier``)."""
    if target.kind != CHARACTER:
        return None
    from rulebound.games.gloomhaven.items import usable

    hero = s.heroes[target.seat]
    changes = []
    for index in usable(s, hero, "attacked"):
        item = _item(hero, index)
        change = item.effect.get("replace_modifier")
        if item.use == "unlimited" and change:
            changes.append((md.parse_card(change["from"]), md.parse_card(change["to"])))
    if not changes:
        return None

    def counts_as(card: md.ModifierCard) -> md.ModifierCard:
        for old, new in changes:
            if card.kind == old.kind and card.value == old.value:
                return new
        return card

    return counts_as


def deck_owner(s: GloomhavenState, attacker: Figure) -> int:
    """The seat whose modifier deck the attacker draws from (GH-SUMMON-07); -1 for the
    monsters' shared deck (GH-MATK-09)."""
    return -1 if attacker.kind == MONSTER else attacker.seat


def _killed_instead(
    s: GloomhavenState, attacker: Figure, target: Figure, atk: dict[str, Any]
) -> bool:
    """``kill_instead`` (cards 174, 86; data README): a target of an allowed rank (never
    a boss) dies instead of suffering the attack, while the count lasts."""
    spec = atk.get("kill_instead")
    if not spec or target.kind != MONSTER or target.rank not in spec.get("ranks", ("normal",)):
        return False
    if atk.get("killed_instead", 0) >= int(spec.get("targets", 1)):
        return False
    from rulebound.games.gloomhaven.damage import kill

    atk["killed_instead"] = atk.get("killed_instead", 0) + 1
    s.say(f"{attacker.label} kills {target.label} outright.", kind="damage")
    kill(s, target, attacker.id)
    return True


@step("atk-resolve")
def run_atk_resolve(s: GloomhavenState, st: Step) -> Decision | None:
    """("atk-resolve", attacker, target): the attack value, the draw (T-07), the order
    of effects if it matters (GH-AMD-05)."""
    attacker, target = s.figures[st[1]], s.figures[st[2]]
    atk = s.ctx["atk"]
    dead = not attacker.alive and not atk.get("posthumous")  # an on-death attack
    if dead or not target.alive or target.id in atk["attacked"]:
        return None
    melee = bool((atk["area"] and atk["area_melee"]) or atk["range"] <= 0)
    if len(st) < 4 and can_attack(s, attacker):
        windows = item_windows(s, attacker, target, melee)
        if melee and attacker.kind == CHARACTER:  # card 137, "when possible"
            from rulebound.games.gloomhaven.card_effects import smash_steps

            windows = smash_steps(s, attacker) + windows
        if windows:  # items used before the draw (GH-ITEM-04)
            s.push(*windows, (*st, True))
            return None
    target = item_rewards.turned_target(s, target)  # item 131: on one of its allies
    atk["attacked"].append(target.id)
    if not can_attack(s, attacker):
        return None  # Disarmed or Stunned mid-ability (GH-COND-10)
    s.ctx["performed"] = True
    if _killed_instead(s, attacker, target, atk):
        return None
    item_rewards.when_attacked(s, attacker, target)  # items 110, 111
    if item_rewards.splash(s, attacker, target):  # item 116: the target died of it
        return None
    distance = s.hexmap.range_between(attacker.hex, target.hex) or 1
    disadvantage = (not melee and distance == 1) or attacker.conditions.has(Condition.MUDDLE)
    advantage = attacker.conditions.has(Condition.STRENGTHEN)
    own = s.ctx.get("item_attack") if attacker.kind == CHARACTER else None
    defence = s.ctx.pop("item_defence", None) or {}
    single = s.ctx.pop("item_single", None) or {}
    if defence.get("shield"):  # item 30: a Shield against this one attack (atk-hit)
        s.ctx["item_shield"] = s.ctx.get("item_shield", 0) + int(defence["shield"])
    advantage = advantage or bool(own and own.get("advantage"))
    if attacker.kind == CHARACTER and bonuses(s.heroes[attacker.seat], "advantage"):
        advantage = True  # card 104 (data README)
    disadvantage = disadvantage or bool(defence.get("disadvantage_to_attacker"))
    if target.kind == MONSTER and monster_stats(s, target).get("attackers_disadvantage"):
        disadvantage = True  # Night Demon: attacks on it gain Disadvantage
    base = atk["value"] + int((own or {}).get("attack", 0)) + atk.pop("smash_bonus", 0)
    base += int(single.get("attack", 0))  # items 77-82, 113: a single-attack item's bonus
    base += item_rewards.melee_bonus(s, attacker, melee)  # item 107
    base += item_rewards.marked_bonus(s, attacker, target)  # item 129
    base += attack_bonus(s, attacker, target, melee)
    negatives = sum(1 for c in target.conditions.tokens if c in NEGATIVE)
    per = atk.get("per_negative") or {}
    if negatives and per:  # data README: bonus_per_negative_condition
        base += int(per.get("attack", 0)) * negatives
        atk["xp_bonus"] = atk.get("xp_bonus", 0) + int(per.get("xp", 0)) * negatives
    base += 1 if target.conditions.has(Condition.POISON) else 0  # GH-ATK-11
    base += card_bonus(s, attacker, target, atk)
    base = doubled(s, attacker, target, base)
    seat = deck_owner(s, attacker)
    deck = s.monster_deck if seat < 0 else s.heroes[seat].deck
    deck, draw = md.draw_attack(
        deck,
        s.rng,
        base=base,
        advantage=advantage,
        disadvantage=disadvantage,
        counts_as=helmet(s, target),
    )
    if seat < 0:
        s.monster_deck = deck
    else:
        s.heroes[seat].deck = deck
    if s.events is not None:  # a clone keeps no log: no text to make
        drawn = ", ".join(str(c) for c in draw.drawn)
        used = ", ".join(str(c) for c in draw.used)
        s.say(
            f"{attacker.label} attacks {target.label}: draws {drawn}"
            + (f" (uses {used})" if draw.mode != md.NORMAL else "")
            + ".",
            kind="draw",
        )
    used_cards = draw.used
    values = md.attack_values(base, used_cards)
    s.ctx["effects"] = [(e.kind, e.amount) for e in draw.effects]
    for condition in list((own or {}).get("conditions", ())) + list(single.get("conditions", ())):
        s.ctx["effects"].append((condition, 0))  # an item's added effect
    for condition in atk.pop("_conditions", ()):  # an ability's own bonus (card 100)
        s.ctx["effects"].append((condition, 0))
    if attacker.kind == CHARACTER:  # card 115: every attack of the owner adds them
        for _, _, action in bonuses(s.heroes[attacker.seat], "attack_conditions"):
            s.ctx["effects"] += [(str(c), 0) for c in action.value]
    s.ctx["ignore_shield"] = bool(own and own.get("ignore_shield"))
    if len(values) > 1:
        s.push(("atk-order", attacker.id, target.id, values))
        return None
    s.push(("atk-hit", attacker.id, target.id, values[0]))
    return None


@step("atk-order")
def run_atk_order(s: GloomhavenState, st: Step) -> Decision | None:
    attacker = s.figures[st[1]]
    seat = attacker.seat if attacker.kind != MONSTER else s.figures[st[2]].seat
    return Decision(
        seat if seat >= 0 else s.party_seat(),
        "modifier-order",
        "Choose the order of the modifier effects: the attack value",
        tuple(enc.VALUE + v for v in st[3]),
    )


@answer("atk-order")
def answer_atk_order(s: GloomhavenState, st: Step, action: int) -> None:
    s.push(("atk-hit", st[1], st[2], action - enc.VALUE))


def shield_of(s: GloomhavenState, fig: Figure, value: int, pierce: int, spend: bool = True) -> int:
    """The defender's Shield against an attack of ``value`` (before Pierce, which the
    caller takes off). A persistent
    Shield bonus used "on attack-damage" (data README) counts, and spends a slot, only
    when the attack would otherwise damage the figure. ``spend`` False: the same
    figure, no slot used (what an item window shows before the draw)."""
    total = fig.shield + int(stats_of(s, fig).get("shield", 0))
    for other in s.heroes:  # shields a character gives its allies (card 32)
        for active, _, action in bonuses(other, "shield"):
            if action.get("special_target") and fig.id in active.targets:
                total += int(action.value)
    if fig.kind != CHARACTER:
        return total
    total += worn_shield(s, fig)  # item 76, among three monsters
    hero = s.heroes[fig.seat]
    # Shields that always count first, then those spent only on a damaging attack,
    # so that a slot is used only when the attack would still hurt (GH-BONUS-05).
    spare = []
    for active, amount, _ in bonus_value(hero, "shield"):
        spec = hero.cls.cards[active.card].half(active.half)
        if spec.use_on == "attack-damage":
            spare.append((active, amount))
            continue
        total += amount
        if spec.uses and spend:
            use_slot(s, hero, active)
    for active, amount in spare:
        if value - max(0, total - pierce) > 0:
            total += amount
            if spend:
                use_slot(s, hero, active)
    return total


def retaliates_of(s: GloomhavenState, fig: Figure, melee: bool = True) -> list[tuple[int, int]]:
    stats = stats_of(s, fig)
    found = list(fig.retaliate)
    if stats.get("retaliate"):
        found.append((int(stats["retaliate"]), int(stats.get("retaliate_range", 1))))
    for other in s.heroes:  # Retaliate a character gives itself and its allies (card 70)
        for active, _, action in bonuses(other, "retaliate"):
            if action.get("special_target") and fig.id in active.targets:
                found.append((int(action.value) + active.boost, int(action.get("range", 1))))
    if fig.kind == CHARACTER:
        hero = s.heroes[fig.seat]
        for active, value, reach in bonus_value(hero, "retaliate"):
            spec = hero.cls.cards[active.card].half(active.half)
            if spec.use_on == "melee-attack-on-you" and not melee:
                continue  # card 116: only melee attacks use it (data README)
            found.append((value, reach))
            use_slot(s, hero, active)
    return found


@step("atk-hit")
def run_atk_hit(s: GloomhavenState, st: Step) -> Decision | None:
    """Shield less Pierce (GH-SHIELD-01), the damage, and then the effects
    (GH-ATKRES-02 to -08, GH-CDMG-04)."""
    attacker, target, value = s.figures[st[1]], s.figures[st[2]], st[3]
    atk = s.ctx["atk"]
    pierce = atk["pierce"] + sum(a for k, a in s.ctx.get("effects", ()) if k == "pierce")
    ignore = bool(s.ctx.get("ignore_shield"))  # Piercing Bow: no Shield at all
    if len(st) > 4:  # again, after an item was (or was not) used
        raw = st[4]
    else:
        raw = shield_of(s, target, value, pierce)
        hurts = value > max(0, raw + s.ctx.get("item_shield", 0) - pierce)  # item 30's
        armour = hurts and not ignore and target.kind == CHARACTER
        if armour and _armour(s, target, st, raw, pierce, attacker.id):
            return None
    raw += s.ctx.pop("item_shield", 0)
    shield = 0 if ignore else max(0, raw - pierce)  # GH-SHIELD-01
    damage = max(0, value - shield)
    prevented = s.ctx.pop("item_prevent", "")  # Shadow Armor (item 51): none instead
    if prevented and damage:
        s.say(f"{target.label} suffers no damage ({prevented}).", kind="status")
        damage = 0
    if attacker.id == s.acting and damage:
        s.ctx["turn_damage"] = s.ctx.get("turn_damage", 0) + min(damage, max(0, target.hp))
    s.say(
        f"Attack {value} against shield {shield}: {damage} damage to {target.label}.", kind="damage"
    )
    s.push(("atk-after", attacker.id, target.id))
    atk["suffered"] = damage  # card 144's splash (data README)
    if damage and target.kind == CHARACTER and _attack_prevented(s, attacker, target):
        return None
    suffer(s, target, damage, attacker.id)
    return None


def _attack_prevented(s: GloomhavenState, attacker: Figure, target: Figure) -> bool:
    """Card 85 (``prevent_damage`` with ``use_on: attack-damage``, data README): the
    attack deals no damage, uses a slot, and the target retaliates on this attack."""
    hero = s.heroes[target.seat]
    for active, half, action in bonuses(hero, "prevent_damage"):
        if half.use_on == "attack-damage":
            name = hero.cls.cards[active.card].name
            s.say(f"{hero.cls.name} suffers no damage ({name}).", kind="status")
            use_slot(s, hero, active)
            if action.get("retaliate"):
                once = (int(action.get("retaliate")), int(action.get("range", 1)))
                s.ctx.setdefault("retaliate_once", {}).setdefault(target.id, []).append(once)
            return True
    return False


def _armour(
    s: GloomhavenState, target: Figure, st: Step, raw: int, pierce: int, attacker: int
) -> bool:
    """Items used when an attack would damage their owner (data/items.md
    ``damaged-by-attack``): one with a free use circle must be used (GH-ITEM-10);
    the others are the player's choice. True when a choice was pushed; its window
    carries the attack value, the Shield so far and the Pierce, so that the player
    sees the damage coming and what each item would leave of it
    (``damage.pending_damage``)."""
    from rulebound.games.gloomhaven.items import usable, use

    hero = s.heroes[target.seat]
    ready = usable(s, hero, "damaged-by-attack")
    for index in ready:
        item = _item(hero, index)
        if item.slots:
            s.say(f"{hero.cls.name}'s {item.name} blocks 1.", kind="status")
            use(s, hero, index)
            s.ctx["item_shield"] = s.ctx.get("item_shield", 0) + int(item.effect.get("shield", 0))
            apply_new_keys(s, hero, item)  # item 74: its Retaliate 1 on this attack
    rest = [i for i in ready if not _item(hero, i).slots]
    if rest and st[3] > max(0, raw + s.ctx.get("item_shield", 0) - pierce):
        context = (("attack", st[3]), ("shield", raw), ("pierce", pierce), ("attacker", attacker))
        s.push(("item-window", target.seat, "damaged-by-attack", context), (*st[:4], raw))
        return True
    return False


@step("atk-after")
def run_atk_after(s: GloomhavenState, st: Step) -> Decision | None:
    """The attack's effects on a surviving target, even at 0 damage (GH-ATKRES-07,
    GH-COND-06), the drawn card's effects (GH-AMD-02), then Retaliate (GH-RETAL)."""
    attacker, target = s.figures[st[1]], s.figures[st[2]]
    atk = s.ctx["atk"]
    effects = list(s.ctx.get("effects", ()))
    push, pull = atk["push"], atk["pull"]
    steps: list[Step] = []
    if target.alive:
        for condition in atk["conditions"]:
            if condition in NEGATIVE:
                give(s, target, condition, attacker)
        for kind, amount in effects:
            if kind in NEGATIVE:
                give(s, target, kind, attacker)
            elif kind == "push":
                push += amount
            elif kind == "pull":
                pull += amount
        if push:
            steps.append(("push", target.id, attacker.id, push, False))
        if pull:
            steps.append(("push", target.id, attacker.id, pull, True))
    if attacker.alive:
        for kind, amount in effects:
            if kind in POSITIVE:
                give(s, attacker, kind)
            elif kind == "heal":
                heal(s, attacker, amount)
            elif kind == "shield":
                attacker.shield += amount  # until the end of the round (GH-SHIELD-04)
            elif kind == "target":
                atk["added"] += 1  # GH-ADDTGT-01
            elif kind in [e.value for e in Element]:
                s.elements = s.elements.infuse(Element(kind))
    s.ctx["effects"] = []
    s.push(*steps, ("atk-retaliate", attacker.id, target.id))
    # cards 120, 144: every other figure next to the target (data README)
    splash = atk.get("suffered", 0) if atk.get("splash_suffered") else atk.get("splash")
    if splash:
        for fig in s.figures:
            near = s.hexmap.range_between(fig.hex, target.hex) == 1
            if fig.alive and near and fig is not attacker and fig.kind != OBSTACLE:
                if atk.get("splash_enemies") and not s.enemies(attacker, fig):
                    continue  # card 80: enemies only
                suffer(s, fig, int(splash), attacker.id)
    return None


@step("atk-retaliate")
def run_atk_retaliate(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RETAL-01 to -07: each active Retaliate in range of the attacker; not if the
    defender died (GH-RETAL-02)."""
    attacker, target = s.figures[st[1]], s.figures[st[2]]
    # card 85, item 46: Retaliates for this attack only, gone after it in any case
    once = (s.ctx.get("retaliate_once") or {}).pop(target.id, [])
    if not target.alive or not attacker.alive:
        return None
    distance = s.hexmap.range_between(target.hex, attacker.hex) or 99
    atk = s.ctx.get("atk") or {}
    melee = bool((atk.get("area") and atk.get("area_melee")) or atk.get("range", 0) <= 0)
    found = retaliates_of(s, target, melee) + once
    total = sum(v for v, reach in found if distance <= reach)
    if total and target.kind == CHARACTER:  # Eye for an Eye (data README)
        hero = s.heroes[target.seat]
        for _, _, action in bonuses(hero, "retaliate"):
            if action.get("xp_each_retaliate"):
                hero.xp += int(action.get("xp_each_retaliate"))
                s.say(f"{hero.cls.name} gains {action.get('xp_each_retaliate')} XP.", kind="xp")
    if total:
        s.say(f"{target.label} retaliates for {total}.", kind="damage")
        suffer(s, attacker, total, target.id)
    return None
