"""What each kind of ability does when a character performs it (catalog 8.5 to
8.20). :func:`perform` either acts at once or pushes the steps that ask the player.

Targets named by ``special_target`` (our data's words):

* ``self``: the figure itself;
* ``one-adjacent`` / ``enemy-adjacent``: one adjacent enemy, chosen by the player;
* ``all-adjacent`` / ``enemies-adjacent``: every adjacent enemy;
* ``enemies-moved-through``: every enemy the figure moved through this action.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven.classes import Action, Half
from rulebound.games.gloomhaven.combat import can_target, new_attack
from rulebound.games.gloomhaven.damage import give, heal, suffer
from rulebound.games.gloomhaven.elements import ELEMENTS, Element
from rulebound.games.gloomhaven.figures import OBSTACLE, SUMMON, Figure, Hero
from rulebound.games.gloomhaven.hexmap import where
from rulebound.games.gloomhaven.item_designs import ally_attack_windows
from rulebound.games.gloomhaven.item_effects import can_attack
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.scenario import Content
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex
from rulebound.kernel.steps import Step

ONE_ADJACENT = ("one-adjacent", "enemy-adjacent")
ALL_ADJACENT = ("all-adjacent", "enemies-adjacent")


def merged(action: Action, bonus: dict[str, Any]) -> dict[str, Any]:
    """The action's options plus an element bonus (numbers add, lists extend)."""
    options = dict(action.options)
    options[action.kind] = action.value
    for key, value in bonus.items():
        old = options.get(key)
        if isinstance(value, list):
            options[key] = list(old or ()) + value
        elif isinstance(old, int) and isinstance(value, int):
            options[key] = old + value
        else:
            options[key] = value
    return options


def x_value(s: GloomhavenState, what: str, fig: Figure | None = None) -> int:
    """X of an ability (data README, Extensions)."""
    if what == "twice-destroyed-hexes":  # card 142
        return 2 * int(s.ctx.get("destroyed_hexes", 0))
    if what == "allies-within-range-2" and fig is not None:  # card 173, counted now
        return len([f for f in allies_in_range(s, fig, 2) if f is not fig])
    if what == "hexes-moved-this-turn":
        return int(s.ctx.get("turn_moved", 0))
    if what == "damage-dealt-this-turn":
        return int(s.ctx.get("turn_damage", 0))
    if what == "hexes-moved-by-previous-move":
        return int(s.ctx.get("moved", 0))
    raise NotImplementedError(f"X = {what!r} is not implemented")


def requirement_met(s: GloomhavenState, fig: Figure, what: str) -> bool:
    if what == "previous-move-ended-in-start-hex":
        return s.ctx.get("move_start") == fig.hex and bool(s.ctx.get("moved"))
    if what == "previous-move-straight":
        return bool(s.ctx.get("moved")) and len(set(s.ctx.get("directions", []))) == 1
    raise NotImplementedError(f"requirement {what!r} is not implemented")


def perform(
    s: GloomhavenState, hero: Hero, fig: Figure, action: Action, half: Half
) -> Decision | None:
    if s.ctx.pop("skip", False):  # a required element was not consumed
        s.ctx.setdefault("skipped", []).append(s.ctx.get("action_index"))
        return None
    if action.get("if_consumed") and not _half_consumed(s):
        return None  # card 81: only with the element an earlier ability consumed
    if action.get("unless_consumed") and _half_consumed(s):
        return None  # card 76: the earlier ability's element was used "instead"
    if action.get("consumed_bonus") and _half_consumed(s):  # card 83 (data README)
        s.ctx["bonus"] = dict(action.get("consumed_bonus") or {})
    opts = merged(action, s.ctx.get("bonus") or {})
    kind = action.kind
    value = opts[kind]
    extra = (s.ctx.get("bonus") or {}).get(kind)
    if half.active and isinstance(extra, int) and not isinstance(extra, bool):
        s.ctx["bonus_boost"] = extra  # kept on the Active Area card (data README)
    if kind == "heal" and opts.get("x") in ("half-max-hp", "max-hp"):  # card 76
        s.push(("ally-anywhere", hero.seat, "heal", str(opts["x"])))
        return None
    if opts.get("x"):
        value = x_value(s, str(opts["x"]), fig)
        if half.active and kind in BONUS_KINDS:  # an X bonus: its number stays on the card
            s.ctx["bonus_boost"] = value
    if opts.get("requires") and not requirement_met(s, fig, str(opts["requires"])):
        return None
    s.ctx.pop("end_near", None)
    bonus_xp = int((s.ctx.get("bonus") or {}).get("xp", 0))
    if bonus_xp and kind not in ("attack", "kill"):  # those gain it when performed
        hero.xp += bonus_xp  # XP of a consumed element's bonus (GH-XP-02, data README)
        s.say(f"{hero.cls.name} gains {bonus_xp} XP.", kind="xp")
    if kind == "move":
        s.ctx["loot_each"] = bool(opts.get("loot_each_hex"))  # card 99 (data README)
        if fig.conditions.can_move():  # GH-MOVE-02
            s.ctx["moved"] = 0
            s.ctx["move_start"] = fig.hex
            s.ctx["directions"] = []
            move = ("move", fig.id, int(value), bool(opts.get("jump", False)), hero.seat)
            s.ctx["move_rule"] = str(opts.get("must", ""))  # cards 134, 142 (data README)
            if opts.get("damage_adjacent_entered"):  # card 144 (data README)
                s.ctx["entered"] = []
                s.push(move, ("entered-damage", hero.seat, int(opts["damage_adjacent_entered"])))
                return None
            if opts.get("clear_through"):  # card 132 (data README)
                s.ctx["entered"] = []
                s.push(move, ("clear-through", hero.seat))
                return None
            s.push(move)
        return None
    if kind == "attack":
        if can_attack(s, fig):  # GH-ATK-02; item 58: not from an obstacle hex
            start_attack(s, hero, fig, int(value), opts, hero.seat)
        return None
    if kind == "heal":
        return _heal_action(s, hero, fig, int(value), opts)
    if kind in ("shield", "retaliate"):
        if opts.get("special_target") and not half.active:  # for the round, on each figure
            for target in bonus_figures(s, fig, str(opts["special_target"])):
                if kind == "shield":
                    target.shield += int(value)
                else:
                    target.retaliate += ((int(value), int(opts.get("range", 1))),)
            s.ctx["performed"] = True
            return None
        if half.active and opts.get("special_target") == "any-one-ally":  # card 75
            s.push(("ally-anywhere", hero.seat, kind, ""))
            return None
        if half.active and opts.get("special_target"):
            _bonus_targets(s, fig, opts)
        if not half.active:  # a bonus for this round only when not an Active Bonus card
            if kind == "shield":
                fig.shield += int(value)
            else:
                fig.retaliate += ((int(value), int(opts.get("range", 1))),)
        s.ctx["performed"] = True
        s.say(f"{fig.name}: {kind} {value}.", kind="status")
        return None
    if kind in ("push", "pull"):
        if opts.get("toward_hex"):  # card 86: every enemy near a chosen hex, toward it
            s.push(("anchor-hex", hero.seat, int(opts["toward_hex"]), int(value)))
            return None
        if opts.get("special_target") in ONE_ADJACENT or opts.get("range"):
            # one enemy: next to the figure, or within the range (card 90 bottom)
            s.push(("pick-enemy", hero.seat, kind, int(value), int(opts.get("range", 1))))
            return None
        targets = _adjacent_enemies(s, fig)
        s.push(*(("push", t.id, fig.id, int(value), kind == "pull") for t in targets))
        if targets:
            s.ctx["performed"] = True
        return None
    if kind == "condition":
        return _condition(s, hero, fig, str(value), opts)
    if kind == "loot":
        if item_rewards.loot_window(s, hero, int(value), opts):
            return None  # item 109: the Thief's Hood's window comes first
        loot_action(s, hero, fig, int(value), opts)
        return None
    if kind == "infuse":
        _infuse(s, fig, str(value))
        return None
    if kind == "summon":
        s.push(("summon", hero.seat, str(value)))
        return None
    if kind == "recover":
        return _recover_action(s, hero, fig, value, opts)
    if kind == "damage_figures":  # not an attack: no modifier, Shield or Retaliate
        victims = bonus_figures(s, fig, str(opts["special_target"]))
        victims = [v for v in victims if v is not fig]
        for victim in reversed(victims):  # a character's choice is a step: first on top
            suffer(s, victim, int(value), cause=fig.id)
        s.ctx["performed"] = True
        return None
    if kind == "create_obstacle":
        if opts.get("shape") == "triangle":  # card 140: one three-hex obstacle
            s.ctx["created"] = []
            s.push(("place-triangle", hero.seat, int(opts.get("range", 1))))
            return None
        if opts.get("hex") == "where-killed":  # card 136: the hex the enemy died in
            _obstacle_where_killed(s)
            return None
        reach = int(opts.get("range", 1))  # card 134: within a range, not only next to you
        s.ctx["created"] = []
        s.push(*(("create-obstacle", hero.seat, reach) for _ in range(int(value))))
        return None
    if kind == "kill" and opts.get("area"):  # card 52: every enemy in a placed area
        hexes = tuple((int(q), int(r)) for q, r in opts["area"]["hexes"])
        limit, xp = int(opts.get("hp_at_most", 0)), int(opts.get("xp_per_kill", 0))
        s.push(("kill-area", hero.seat, hexes, limit, xp))
        return None
    if kind == "kill":
        reach = 1 if opts.get("special_target") in ONE_ADJACENT else int(opts.get("range", 1))
        ranks = tuple(opts.get("ranks", ("normal",)))
        limits = (
            str(opts.get("only", "")),
            int(opts.get("hp_at_most", 0)),
            str(opts.get("requires_condition", "")),
        )
        kills = (
            ("kill-pick", hero.seat, reach, ranks, *limits, bonus_xp) for _ in range(int(value))
        )
        s.push(*kills)
        return None
    if kind == "spring_trap":
        s.push(("clear-adjacent", hero.seat, kind, int(opts.get("range", 1))))
        return None
    if kind == "move_obstacle":  # card 132
        s.ctx["created"] = []
        s.push(("clear-adjacent", hero.seat, "move_obstacle", int(opts.get("range", 1))))
        return None
    if kind == "destroy_obstacles_within":  # card 142
        s.push(("destroy-within", hero.seat, int(value)))
        return None
    if kind in ("destroy_obstacle", "disarm_trap"):
        s.push(*(("clear-adjacent", hero.seat, kind) for _ in range(int(value))))
        return None
    if kind == "refresh":  # GH-REFRESH-01: `refresh: N | all`, `items: spent | consumed | any`
        count = 99 if value == "all" else int(value)
        which, slot = str(opts.get("items", "spent")), opts.get("slot", "")
        if opts.get("special_target") == "one-adjacent-ally":  # card 51: an ally's items
            s.push(("refresh-ally", hero.seat, count, which, slot))
            return None
        s.push(("refresh", hero.seat, count, which, slot))
        return None
    if kind == "suffer_damage":  # a negative ability: never offered a skip (GH-GLOSS-02)
        s.ctx["performed"] = True
        suffer(s, fig, int(value), cause=-1)
        return None
    if kind == "create_trap":
        spec = dict(value)
        spec["xp"] = int(opts.get("xp_when_sprung_by_enemy", 0))
        s.push(("create-trap", hero.seat, tuple(sorted(spec.items()))))
        return None
    if kind == "bless":
        give(s, fig, "bless")
        s.ctx["performed"] = True
        return None
    if kind in BONUS_KINDS:
        _bonus_targets(s, fig, opts)
        s.ctx["performed"] = True
        return None
    if kind == "force_enemy":
        if opts.get("end_adjacent"):  # card 97: the forced move ends next to the owner
            s.ctx["end_near"] = fig.id
        s.push(("force-pick", hero.seat, int(opts.get("range", 1)), tuple_actions(opts)))
        return None
    if kind == "turn_enemy":  # cards 160, 172 (data README)
        ranks = tuple(opts.get("ranks", ("normal",)))
        turn = ("turn-pick", hero.seat, int(opts.get("range", 1)), ranks, bool(opts["controlled"]))
        s.push(*(turn for _ in range(int(value))))
        return None
    if kind == "ally_performs" and opts.get("special_target") == "summons":
        # card 57: every summoned ally in range performs the abilities, steered by you
        summons = [f for f in allies_in_range(s, fig, int(opts["range"])) if f.kind == SUMMON]
        steps = [("controlled", hero.seat, f.id, a) for f in summons for a in tuple_actions(opts)]
        s.push(*steps)
        if steps:
            s.ctx["performed"] = True
        return None
    if kind == "ally_performs":
        reach = 1 if opts.get("special_target") == "one-adjacent-ally" else int(opts["range"])
        s.push(("ally-pick", hero.seat, reach, tuple_actions(opts)))
        return None
    raise NotImplementedError(f"ability {kind!r} is not implemented yet")


def _half_consumed(s: GloomhavenState) -> bool:
    """An earlier ability of the half being played consumed its element."""
    return s.ctx.get("half_consumed") == s.ctx.get("action_of")


def _obstacle_where_killed(s: GloomhavenState) -> None:
    """The hex of the enemy the ``kill`` before it killed, if it is empty now."""
    h = s.ctx.pop("killed_hex", None)
    if h is None or s.figure_at(h) is not None or h in s.hexmap.obstacles:
        return
    s.made = s.made | {h}
    s.rebuild_map()
    s.ctx["performed"] = True
    s.say(f"An obstacle takes the hex {where(h)}.", kind="trap")


BONUS_KINDS = (
    "obstacle_smash",
    "turn_start",
    "turn_end",
    "advantage",
    "attack_conditions",
    "attack_bonus",
    "range_bonus",
    "double_attack",
    "extra_target",
    "heal_bonus",
    "redirect_attacks",
    "prevent_damage",
    "augment_limit",
    "augments_apply_to_ranged",
    "move_as_attack",
)


def tuple_actions(opts: dict[str, Any]) -> tuple[tuple[tuple[str, Any], ...], ...]:
    """``perform`` lists as hashable tuples (steps are plain tuples)."""
    return tuple(tuple(a.items()) for a in opts.get("perform", ()))


def _bonus_targets(s: GloomhavenState, fig: Figure, opts: dict[str, Any]) -> None:
    """Who an Active Bonus applies to, fixed when it is played."""
    target = opts.get("special_target")
    s.ctx["bonus_targets"] = [f.id for f in bonus_figures(s, fig, str(target or "self"))]


def bonus_figures(s: GloomhavenState, fig: Figure, target: str) -> list[Figure]:
    """The figures a ``special_target`` names (data README, Special targets), now."""
    if target == "self-and-adjacent-allies":
        return [fig] + [f for f in allies_in_range(s, fig, 1) if f is not fig]
    if target == "self-and-all-allies":  # card 87 bottom
        return [fig, *bonus_figures(s, fig, "all-allies")]
    if target == "allies-in-room":  # card 87 top
        room = same_room(s, fig.hex)
        return [f for f in bonus_figures(s, fig, "all-allies") if f.hex in room]
    if target == "adjacent-to-created":  # card 134: next to the obstacles just made
        made = s.ctx.get("created", [])
        return [
            f
            for f in s.figures
            if f.alive
            and f is not fig
            and f.kind != OBSTACLE
            and any(s.hexmap.range_between(f.hex, h) == 1 for h in made)
        ]
    if target == "allies-within-range-2":
        return [f for f in allies_in_range(s, fig, 2) if f is not fig]
    if target in ("all-allies", "adjacent-allies", "adjacent-figures"):
        found = []
        for f in s.figures:
            if not f.alive or f is fig or f.kind == OBSTACLE:
                continue
            near = s.hexmap.range_between(fig.hex, f.hex) == 1
            ally = not s.enemies(fig, f)
            wanted = {"all-allies": ally, "adjacent-allies": near and ally}
            if wanted.get(target, near):
                found.append(f)
        return found
    return [fig]


def same_room(s: GloomhavenState, h: Hex) -> frozenset[Hex]:
    """The hexes of the room(s) a hex is in (cards 87): a door's hex is in both rooms it
    joins."""
    scenario = s.game.scenario
    rooms = {r.id for r in scenario.rooms if h in r.hexes}
    rooms |= {i for d in scenario.doors if d.hex == h for i in d.rooms}
    return frozenset(x for r in scenario.rooms if r.id in rooms for x in r.hexes) | {h}


def start_attack(
    s: GloomhavenState, hero: Hero, fig: Figure, value: int, opts: dict[str, Any], seat: int
) -> None:
    """An Attack ability: the Augments of a melee attack (data README), then the
    targets."""
    from rulebound.games.gloomhaven.cards import bonuses

    atk = new_attack(value, opts)
    atk["seat"] = seat
    atk["xp_per_target"] = int(opts.get("xp_per_target", 0))
    atk["per_negative"] = dict(opts.get("bonus_per_negative_condition") or {})
    melee = atk["range"] <= 0 and not (atk["area"] and not atk["area_melee"])
    ranged_ok = bool(bonuses(hero, "augments_apply_to_ranged")) if fig.seat == hero.seat else False
    boosts: list[Step] = []
    if fig.id == hero.figure and not melee:  # card 121: Target +1 (data README)
        from rulebound.games.gloomhaven.cards import use_slot

        for active, half, action in list(bonuses(hero, "extra_target")):
            if half.use_on == "own-ranged-attack-action":
                atk["targets"] += int(action.value)
                use_slot(s, hero, active)
        for active, _, _bonus in bonuses(hero, "range_bonus"):  # card 129
            boosts.append(("range-boost", hero.seat, active.card))
    if fig.id == hero.figure and (melee or ranged_ok):
        boosts += with_augments(hero, atk)
    s.ctx["atk"] = atk
    s.ctx.pop("item_attack", None)
    kind = "melee" if melee else "ranged"
    single = atk["targets"] == 1 and not atk["area"] and not atk["special"]  # items 18, 26
    context = (("attack_kind", kind), ("scope", "action"), ("single_target", single))
    s.push(
        *boosts,
        ("item-window", hero.seat, "own-attack", context),
        *ally_attack_windows(s, fig),  # item 93
        ("atk-targets", fig.id),
        ("ability-done", hero.seat),
    )


def with_augments(hero: Hero, atk: dict[str, Any]) -> list[Step]:
    """The owner's active Augments on a melee attack (data README): their Attack and
    conditions now, their effects on the owner after it (``after``), and the steps that
    offer an Augment's element (card 174)."""
    from rulebound.games.gloomhaven.cards import augments

    steps: list[Step] = []
    for augment, half in augments(hero):
        bonus = half.augment.get("melee_attack_bonus") or {}
        for key, extra in bonus.items():
            if key == "attack":
                atk["value"] += int(extra)
            elif key == "conditions":
                atk["conditions"] = atk["conditions"] + list(extra)
        atk.setdefault("after", []).extend(half.augment.get("on_melee_attack") or ())
        if bonus.get("consume"):  # card 174: an element for a bonus on the attack
            steps.append(("augment-consume", hero.seat, augment.card))
    return steps


def _heal_action(
    s: GloomhavenState, hero: Hero, fig: Figure, value: int, opts: dict[str, Any]
) -> Decision | None:
    if opts.get("special_target") == "all-adjacent-allies":
        allies = [a for a in allies_in_range(s, fig, 1) if a is not fig]
        if allies:
            value += _heal_bonus(s, hero)  # one Heal ability: one slot
        for ally in allies:
            heal(s, ally, value)
            _heal_conditions(s, ally, fig, opts)
            s.ctx["performed"] = True
        return None
    conditions = tuple(opts.get("conditions", ()))
    s.push(("heal", hero.seat, value, _range_of(opts), conditions, int(opts.get("target", 1)), ()))
    return None


def _heal_conditions(s: GloomhavenState, target: Figure, by: Figure, opts: dict[str, Any]) -> None:
    """A Bless or Strengthen enhancement on a Heal goes to the healed figure
    (GH-ENH-05: abilities for oneself or an ally)."""
    for name in opts.get("conditions", ()):
        give(s, target, str(name), by)


def _heal_bonus(s: GloomhavenState, hero: Hero) -> int:
    """Potent Potables: a slot is used by the owner's Heal ability (use_on own-heal)."""
    from rulebound.games.gloomhaven.cards import bonuses, use_slot

    extra = 0
    for active, half, action in bonuses(hero, "heal_bonus"):
        if half.use_on == "own-heal":
            extra += int(action.value)
            use_slot(s, hero, active)
    return extra


def _recover_action(
    s: GloomhavenState, hero: Hero, fig: Figure, value: Any, opts: dict[str, Any]
) -> Decision | None:
    pile = str(opts.get("from", "lost"))
    target = opts.get("special_target")
    if target == "beside-an-ally-in-range":  # card 60 bottom (data README)
        s.push(("recover-beside", hero.seat, int(opts.get("range", 1)), int(value)))
        return None
    if target in ("one-adjacent-ally", "one-ally"):
        reach = 1 if target == "one-adjacent-ally" else int(opts.get("range", 1))
        then_lose = int(opts.get("then_lose", 0))  # card 60 top
        s.push(("recover-ally", hero.seat, reach, str(value), pile, then_lose))
        return None
    if value == "all":  # every such card comes back, with no choice (card 63)
        held = hero.lost if pile == "lost" else hero.discard  # the pile, not the Active Area
        back = [c for c in _recoverable(hero, pile) if c in held]
        for card in back:
            _take_back(s, hero, card, pile)
        if back:
            s.ctx["performed"] = True
        return None
    s.push(("recover", hero.seat, int(value), pile))
    return None


def _range_of(opts: dict[str, Any]) -> int:
    if opts.get("self"):
        return 0
    return int(opts.get("range", 0))


def _adjacent_enemies(s: GloomhavenState, fig: Figure) -> list[Figure]:
    return [
        f
        for f in s.figures
        if f.alive
        and s.enemies(fig, f)
        and f.conditions.can_be_targeted_by_enemies()
        and s.hexmap.range_between(fig.hex, f.hex) == 1
    ]


def _infuse(s: GloomhavenState, fig: Figure, element: str) -> None:
    if element == "any":
        s.push(("choose-infusion", fig.seat))
        return
    s.elements = s.elements.infuse(Element(element))
    s.say(f"{fig.label} infuses {element}.", kind="element")


@step("ability-done")
def run_ability_done(s: GloomhavenState, st: Step) -> Decision | None:
    """XP and an infusion attached to an attack come when it was performed (GH-XP-02,
    GH-INFUSE-04)."""
    hero = s.heroes[st[1]]
    atk = s.ctx.get("atk") or {}
    s.ctx.pop("item_attack", None)
    if atk.get("attacked") and not hero.exhausted:
        xp = atk.get("xp", 0) + atk.get("xp_per_target", 0) * len(atk["attacked"])
        xp += atk.get("xp_bonus", 0)
        if xp:
            hero.xp += xp
            s.say(f"{hero.cls.name} gains {xp} XP.", kind="xp")
        if atk.get("infuse"):
            _infuse(s, s.figures[hero.figure], atk["infuse"])
        fig = s.figures[hero.figure]
        for effect in atk.get("after", ()):  # an Augment's effects (data README)
            if "shield" in effect:
                fig.shield += int(effect["shield"])
            elif "retaliate" in effect:
                fig.retaliate += ((int(effect["retaliate"]), int(effect.get("range", 1))),)
            elif "heal" in effect and effect.get("self"):
                heal(s, fig, int(effect["heal"]))
            elif "heal" in effect:
                s.push(("heal", hero.seat, int(effect["heal"]), int(effect.get("range", 0))))
    return None


# --- consuming elements -----------------------------------------------------------------


@step("consume")
def run_consume(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-CONSUME-01 to -07: the player may consume the element(s) for the bonus; a
    ``required`` consume (data README) is the condition of the whole action."""
    hero = s.heroes[st[1]]
    spec = _consume_spec(s, st)
    wanted = spec.get("element")
    ready = s.elements.consumable()
    if wanted == "any":
        options = [enc.ELEMENT + ELEMENTS.index(e) for e in ready]
    else:
        needed = [wanted] if isinstance(wanted, str) else list(wanted or ())
        options = [enc.YES] if all(Element(e) in ready for e in needed) else []
    if not options:
        s.ctx["skip"] = bool(spec.get("required"))
        return None
    return Decision(
        hero.seat,
        "consume",
        f"{hero.cls.name}: consume {wanted} for the bonus?",
        (enc.STOP, *sorted(options)),
    )


@answer("consume")
def answer_consume(s: GloomhavenState, st: Step, action: int) -> None:
    spec = _consume_spec(s, st)
    if action == enc.STOP:
        s.ctx["skip"] = bool(spec.get("required"))
        return
    wanted = spec.get("element")
    if enc.ELEMENT <= action < enc.VALUE:
        elements = [ELEMENTS[action - enc.ELEMENT]]
    else:
        names = [wanted] if isinstance(wanted, str) else list(wanted or ())
        elements = [Element(e) for e in names]
    for element in elements:
        s.elements = s.elements.consume(Element(element))
    s.ctx["half_consumed"] = s.ctx.get("action_of")  # for the half's later abilities
    # several augments (a list, card 168) each add their bonus (GH-CONSUME-04)
    s.ctx["bonus"] = merged_bonus(s.ctx.get("bonus") or {}, spec.get("bonus") or {})
    s.say(f"{s.heroes[st[1]].cls.name} consumes {', '.join(map(str, elements))}.", kind="element")


def _consume_spec(s: GloomhavenState, st: Step) -> dict[str, Any]:
    """The augment this consume step asks about: the action's ``consume`` map, or entry
    ``st[2]`` of a list of augments, each the player's own choice (GH-CONSUME-04)."""
    spec = _current_action(s).get("consume") or {}
    if isinstance(spec, list):
        return dict(spec[st[2]])
    return dict(spec)


def merged_bonus(bonus: dict[str, Any], more: dict[str, Any]) -> dict[str, Any]:
    """Two element bonuses together: numbers add, lists extend."""
    out = dict(bonus)
    for key, value in more.items():
        old = out.get(key)
        if isinstance(value, list):
            out[key] = list(old or ()) + value
        elif isinstance(old, int) and isinstance(value, int):
            out[key] = old + value
        else:
            out[key] = value
    return out


def _current_action(s: GloomhavenState) -> Action:
    """The action being performed (set by the "action" step)."""
    from rulebound.games.gloomhaven.player_turn import half_of

    index = s.ctx["action_index"]
    seat, card, code = s.ctx["action_of"]
    return half_of(s.heroes[seat], card, code).actions[index]


@step("choose-infusion")
def run_choose_infusion(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-INFUSE-03: a multi-element symbol: the player picks the element."""
    return Decision(
        st[1],
        "infuse-element",
        "Choose the element to infuse",
        tuple(enc.ELEMENT + i for i in range(len(ELEMENTS))),
    )


@answer("choose-infusion")
def answer_choose_infusion(s: GloomhavenState, st: Step, action: int) -> None:
    element = ELEMENTS[action - enc.ELEMENT]
    s.elements = s.elements.infuse(element)
    s.say(f"{s.heroes[st[1]].cls.name} infuses {element}.", kind="element")


# --- heal, conditions, loot ---------------------------------------------------------------


def allies_in_range(s: GloomhavenState, fig: Figure, reach: int) -> list[Figure]:
    found = [fig]
    if reach <= 0:
        return found
    for f in s.figures:
        if f is fig or not f.alive or s.enemies(fig, f):
            continue
        distance = s.hexmap.range_between(fig.hex, f.hex)
        if distance is not None and distance <= reach and s.hexmap.line_of_sight(fig.hex, f.hex):
            found.append(f)
    return found


@step("heal")
def run_heal(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-HEAL-01, -02: Self, or the figure or one ally in range and line of sight."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    if not fig.conditions.can_act():
        return None
    done = st[6] if len(st) > 6 else ()  # Target N (card 129): a figure is healed once
    targets = [f for f in allies_in_range(s, fig, st[3]) if f.id not in done]
    if not targets:
        return None
    return Decision(
        hero.seat,
        "heal-target",
        f"{hero.cls.name}: heal {st[2]}: choose who, or skip",
        (enc.STOP, *sorted(enc.FIGURE + f.id for f in targets)),
    )


@answer("heal")
def answer_heal(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    s.ctx["performed"] = True
    target = s.figures[action - enc.FIGURE]
    heal(s, target, st[2] + _heal_bonus(s, s.heroes[st[1]]))
    conditions = st[4] if len(st) > 4 else ()
    _heal_conditions(s, target, s.figures[s.heroes[st[1]].figure], {"conditions": conditions})
    if len(st) > 6 and st[5] > 1:  # Target N: the next figure (card 129)
        s.push(("heal", *st[1:5], st[5] - 1, (*st[6], target.id)))


def _condition(
    s: GloomhavenState, hero: Hero, fig: Figure, name: str, opts: dict[str, Any]
) -> Decision | None:
    target = opts.get("special_target")
    if opts.get("self") or target == "self":
        give(s, fig, name)
        s.ctx["performed"] = True
        return None
    if target in ALL_ADJACENT or target == "enemies-moved-through":
        if target == "enemies-moved-through":
            enemies = [s.figures[i] for i in s.ctx.get("through", []) if s.figures[i].alive]
        else:
            enemies = _adjacent_enemies(s, fig)
        for enemy in enemies:
            give(s, enemy, name, fig)
            s.ctx["performed"] = True
        return None
    # Target N (card 46): N different enemies, one at a time
    count = int(opts.get("target", 1))
    s.push(("pick-enemy", hero.seat, "condition", name, int(opts.get("range", 1)), count, ()))
    return None


@step("pick-enemy")
def run_pick_enemy(s: GloomhavenState, st: Step) -> Decision | None:
    """One enemy for a targeted effect: ("pick-enemy", seat, "condition", name,
    range[, targets left, enemies done]) or ("pick-enemy", seat, "push"/"pull", hexes,
    range)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    reach = st[4] if len(st) > 4 else 1
    done = st[6] if len(st) > 6 else ()  # Target N: different enemies (GH-TARGET-01)
    options = [
        enc.FIGURE + f.id
        for f in s.figures
        if f.id not in done and can_target(s, fig, fig.hex, f, reach)
    ]
    if not options:
        return None
    what = f"{st[3]}" if st[2] == "condition" else f"{st[2]} {st[3]}"
    return Decision(
        hero.seat,
        "effect-target",
        f"{hero.cls.name}: {what}: choose an enemy, or skip",
        (enc.STOP, *sorted(options)),
    )


@answer("pick-enemy")
def answer_pick_enemy(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    target = s.figures[action - enc.FIGURE]
    s.ctx["performed"] = True
    if st[2] == "condition":
        give(s, target, st[3], fig)
        if len(st) > 6 and st[5] > 1:  # Target N (card 46): the next enemy
            s.push((*st[:5], st[5] - 1, (*st[6], target.id)))
    else:
        s.push(("push", target.id, fig.id, st[3], st[2] == "pull"))


def loot_action(
    s: GloomhavenState, hero: Hero, fig: Figure, reach: int, opts: dict[str, Any]
) -> None:
    """A card's Loot ability: :func:`loot`, then Pilfer's (card 163) extra coins."""
    loot(s, hero, fig, reach, int(opts.get("max_tokens", 0)))
    extra = int(opts.get("extra_coins_per_adjacent_enemy", 0))
    if extra:
        hero.coins += extra * len(_adjacent_enemies(s, fig))


def loot(s: GloomhavenState, hero: Hero, fig: Figure, reach: int, cap: int = 0) -> None:
    """GH-LOOT-01: every Money Token and treasure within range and in line of sight.
    ``cap`` (card 84, ``max_tokens``): no more tokens than that; when there are more,
    the player picks the hexes one at a time."""
    from rulebound.games.gloomhaven.player_turn import loot_hex

    spots = set(s.coins) | set(s.treasures)
    found = []
    for h in sorted(spots):
        distance = s.hexmap.range_between(fig.hex, h)
        if (
            distance is not None
            and distance <= reach
            and (h == fig.hex or s.hexmap.line_of_sight(fig.hex, h))
        ):
            found.append(h)
    tokens = sum(s.coins.get(h, 0) + (h in s.treasures) for h in found)
    if cap and tokens > cap:
        s.push(("loot-pick", hero.seat, tuple(found), cap))
        return
    for h in found:
        loot_hex(s, hero, h)
        s.ctx["performed"] = True


# --- summons, Recover, traps --------------------------------------------------------------


def empty_hex(s: GloomhavenState, h: Hex) -> bool:
    """GH-GLOSS-37: no token, figure or overlay tile; an open door may be there."""
    m = s.hexmap
    return not (
        s.figure_at(h) is not None
        or h in m.obstacles
        or h in m.doors
        or h in s.traps
        or h in m.hazardous
        or h in m.difficult
        or h in s.coins
        or h in s.treasures
    )


def empty_adjacent(s: GloomhavenState, fig: Figure) -> list[Hex]:
    return [n for n in s.hexmap.steps(fig.hex) if empty_hex(s, n)]


@step("summon")
def run_summon(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-SUMMON-01, -02: an empty hex next to the summoner."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    spots = empty_adjacent(s, fig)
    if not spots:
        s.say(f"{hero.cls.name} cannot summon: no empty adjacent hex.", kind="summon")
        return None
    index = s.game.hex_index
    return Decision(
        hero.seat,
        "summon-hex",
        f"{hero.cls.name}: place the summon",
        tuple(sorted(enc.HEX + index[h] for h in spots)),
    )


@answer("summon")
def answer_summon(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.items import summon_stat_card

    hero = s.heroes[st[1]]
    stats = summon_stat_card(hero, st[2])
    h = s.game.hex_list[action - enc.HEX]
    order = 1 + sum(1 for f in s.figures if f.kind == SUMMON and f.seat == hero.seat)
    hp = int(stats["health"])
    summon = Figure(
        len(s.figures),
        SUMMON,
        str(stats.get("name", st[2])),
        st[2],
        h,
        hp,
        hp,
        number=order,
        seat=hero.seat,
        fresh=True,  # first acts next round (GH-SUMMON-05)
    )
    # an item's summon (item 123, a 4th entry "item") belongs to no ability card
    summon.card = -1 if len(st) > 3 else s.ctx["action_of"][1]
    s.figures.append(summon)
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} summons {summon.label} at {where(h)}.", kind="summon")


def _recoverable(hero: Hero, pile: str) -> list[int]:
    """GH-RECOVER-01: the stated pile, plus Active Area cards of that kind (a half
    with the Lost icon for ``lost``, without it for ``discard``)."""
    cards = list(hero.lost if pile == "lost" else hero.discard)
    for active in hero.active:
        lost = hero.cls.cards[active.card].half(active.half).lost
        if lost == (pile == "lost"):
            cards.append(active.card)
    return [c for c in cards if not hero.cls.cards[c].no_recover]  # GH-RECOVER-02


@step("recover")
def run_recover(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RECOVER-01: choose up to X cards from the stated pile back to Hand."""
    hero = s.heroes[st[1]]
    if st[2] <= 0:
        return None
    cards = _recoverable(hero, st[3])
    if not cards:
        return None
    return Decision(
        hero.seat,
        "recover",
        f"{hero.cls.name}: recover a {st[3]} card ({st[2]} left), or stop",
        (enc.STOP, *sorted(enc.CARD + c for c in cards)),
    )


@answer("recover")
def answer_recover(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    hero = s.heroes[st[1]]
    _take_back(s, hero, action - enc.CARD, st[3])
    s.push(("recover", st[1], st[2] - 1, st[3]))


def _take_back(s: GloomhavenState, hero: Hero, card: int, which: str) -> None:
    """One recovered card goes back to Hand (GH-RECOVER-01)."""
    from rulebound.games.gloomhaven.cards import end_active

    pile = hero.lost if which == "lost" else hero.discard
    if which == "lost" and card in pile:  # it had been lost: still counts as lost
        from rulebound.games.gloomhaven.goal_play import tally

        tally(s, hero.seat, "recovered_lost")
    if card not in pile:
        end_active(s, hero, card)  # off the Active Area (its summon leaves, GH-SUMMON-09)
    pile.remove(card)
    hero.hand.append(card)
    s.ctx["performed"] = True
    s.say(f"{hero.cls.name} recovers {hero.cls.cards[card].name}.", kind="card-played")


@step("create-trap")
def run_create_trap(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    spots = empty_adjacent(s, fig)
    if not spots:
        return None
    index = s.game.hex_index
    return Decision(
        hero.seat,
        "trap-hex",
        f"{hero.cls.name}: place the trap, or skip",
        (enc.STOP, *sorted(enc.HEX + index[h] for h in spots)),
    )


@answer("create-trap")
def answer_create_trap(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    spec: dict[str, Any] = dict(st[2])
    h = s.game.hex_list[action - enc.HEX]
    conditions = list(spec.get("conditions", ()))
    damage = int(spec.get("damage", 0))
    # An ability's trap does not scale with the level (GH-MOVE-11).
    s.traps[h] = Content(
        h,
        "trap",
        damage=damage > 0,
        condition=conditions[0] if conditions else "",
        amount=damage,
    )
    if spec.get("xp"):
        s.trap_xp[h] = (st[1], int(spec["xp"]))
    s.rebuild_map()
    s.ctx["performed"] = True
    s.say(f"{s.heroes[st[1]].cls.name} sets a trap at {where(h)}.", kind="trap")
