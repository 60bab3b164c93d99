"""Monster turns and character summons' turns, run by the monster AI (section 9,
table T-11; GH-SUMMON-06). :mod:`monster_ai` finds the focus and every legal
outcome; where several remain, the players choose (T-12)."""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven.combat import monster_stats, new_attack, summon_stats
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.damage import give, heal, suffer
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import MONSTER, OBSTACLE, SUMMON, Figure
from rulebound.games.gloomhaven.hexmap import where
from rulebound.games.gloomhaven.item_designs import ally_attack_windows, dampening_windows
from rulebound.games.gloomhaven.item_effects import targetable
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.monster_ai import Figure as AiFigure
from rulebound.games.gloomhaven.monster_ai import MonsterAbility, Outcome, cached_turn
from rulebound.games.gloomhaven.monsters import (
    ANY_ELEMENT,
    AbilityCard,
    MonsterType,
    TurnPlan,
    augmented,
    turn_plan,
    usable,
)
from rulebound.games.gloomhaven.movement import enter_hex, figure_id, walk_path
from rulebound.games.gloomhaven.scenario import Content
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex, distance
from rulebound.kernel.steps import Step

RANK = {"elite": 0, "normal": 1}


def card_actions(s: GloomhavenState, fig: Figure) -> tuple[dict[str, Any], ...]:
    """The abilities the figure performs: its type's card (GH-MACT-02), a boss's
    Special N actions in place of ``{special: N}``, or a summon's
    "Move +0, Attack +0" (GH-SUMMON-06)."""
    if fig.kind == SUMMON:
        if "attack" not in summon_stats(s, fig):
            return ({"move": "+0"},)
        return ({"move": "+0"}, {"attack": "+0"})
    deck = s.ability_decks[fig.type]
    kind = s.game.bestiary.monsters[fig.type]
    actions = kind.actions(s.game.bestiary.card(kind.deck, deck.drawn))
    if fig.rank != "boss":
        return actions
    # A boss's Special may print a value that changes with the level ("X": the stat
    # card's ``x``, e.g. the Inox Bodyguard's Retaliate).
    x = kind.stats(s.values.monster_level, fig.rank).get("x")
    return tuple({k: (x if v == "X" else v) for k, v in a.items()} for a in actions)


def base_attack(s: GloomhavenState, fig: Figure) -> int:
    """The stat card's Attack now: a boss's may count the characters (C) or the
    monsters of a type on the board (V)."""
    kind = s.game.bestiary.monsters[fig.type]
    v = sum(1 for f in s.monsters() if f.type == kind.v_counts) if kind.v_counts else 0
    return kind.base_attack(s.values.monster_level, fig.rank, len(s.heroes), v)


def ability_of(s: GloomhavenState, fig: Figure) -> tuple[MonsterAbility, int]:
    """The AI's view of this turn (GH-FOCUS-01): Move, attack, range, targets, area,
    and the attack value."""
    cond = fig.conditions
    if fig.kind == MONSTER:
        kind = s.game.bestiary.monsters[fig.type]
        card = s.game.bestiary.card(kind.deck, s.ability_decks[fig.type].drawn)
        plan = _turn_plan(
            kind,
            s.values.monster_level,
            fig.rank,
            card,
            frozenset(cond.tokens),
            usable_elements(s, fig),
            base_attack(s, fig) if fig.rank == "boss" else None,
        )
        return plan.ability, plan.attack_value
    stats = summon_stats(s, fig)
    ability = MonsterAbility(
        move=int(stats.get("move", 0)),
        jump=bool(stats.get("jump", False)),
        flying=bool(stats.get("flying", False)),
        attack="attack" in stats,
        range=int(stats.get("range", 0)),
        muddled=cond.has(Condition.MUDDLE),
        disarmed=cond.has(Condition.DISARM),
        immobilized=cond.has(Condition.IMMOBILIZE),
    )
    return ability, int(stats.get("attack", 0))


def _turn_plan(
    kind: MonsterType,
    level: int,
    rank: str,
    card: AbilityCard,
    tokens: frozenset[str],
    elements: frozenset[str],
    base: int | None,
) -> TurnPlan:
    """:func:`turn_plan`, remembered (it is asked for every monster on every turn).
    The type and card are keyed by identity (they hold dicts, so they do not hash);
    the entry keeps them alive, so an identity is not reused while it is remembered."""
    key = (id(kind), level, rank, id(card), tokens, elements, base)
    found = _PLANS.get(key)
    if found is None:
        if len(_PLANS) >= 4096:
            _PLANS.clear()
        plan = turn_plan(kind, level, rank, card, tokens, elements, base)
        found = _PLANS[key] = (plan, kind, card)
    return found[0]


_PLANS: dict[tuple[object, ...], tuple[TurnPlan, MonsterType, AbilityCard]] = {}


def usable_elements(s: GloomhavenState, fig: Figure) -> frozenset[str]:
    """The elements the monster's augments can use now: every consumable one, and the
    one its type already consumed this round (GH-MCONSUME-02: the whole type gets
    the benefit)."""
    found = s.elements.consumable_names()
    taken = s.consumed.get(fig.type)
    return found if taken is None else found | {taken}


def performed(s: GloomhavenState, fig: Figure, action: dict[str, Any]) -> dict[str, Any]:
    """An attack as it is performed: its element augment is consumed now if it can
    be (GH-MCONSUME-01; the type's earlier consumption counts), and folded in."""
    spec = action.get("consume")
    if spec is None or fig.kind != MONSTER:
        return action
    elements = usable_elements(s, fig)
    if usable(spec, elements) and fig.type not in s.consumed:
        _take(s, fig, str(spec["element"]))  # an attack's augment names its element
    return augmented(action, usable_elements(s, fig))


def _take(s: GloomhavenState, fig: Figure, element: str) -> None:
    s.elements = s.elements.consume(Element(element))
    s.consumed[fig.type] = element
    s.say(f"{fig.label} consumes {element}.", kind="element")


def initiative_of(s: GloomhavenState, fig: Figure) -> tuple[int, tuple[int, ...]]:
    """The figure's place in this round's order (GH-FOCUS-08): Initiative, then the
    tie-breakers (a summon just before its summoner, Elites before Normals)."""
    place = s.rank.get(fig.id, 999)  # the decided order, players' tie choices included
    if fig.kind == OBSTACLE:
        return 99, (place, 9)  # for player summons, Initiative 99 (GH-ATK-09)
    if fig.kind == MONSTER:
        deck = s.ability_decks.get(fig.type)
        if deck is None or deck.drawn < 0:
            return 99, (place, 9)
        kind = s.game.bestiary.monsters[fig.type]
        card = s.game.bestiary.card(kind.deck, deck.drawn)
        return card.initiative, (place, 1, RANK.get(fig.rank, 2), fig.number)
    hero = s.heroes[fig.seat]
    if hero.long_rest or not hero.plan:
        init, second = 99, 99
    else:
        cards = hero.cls.cards
        init, second = cards[hero.plan[0]].initiative, cards[hero.plan[1]].initiative
        init += hero.initiative_shift  # Boots of Speed (item 15)
    summon = (0, fig.number) if fig.kind == SUMMON else (1, 0)
    return init, (place, 0, second, fig.seat, *summon)


def ai_figures(s: GloomhavenState, actor: Figure) -> tuple[list[AiFigure], AiFigure]:
    """The map's figures as the solver sees them: the actor's enemies are the
    "character"/"summon" kinds, its allies "monster" (a summon's enemies are the
    monsters). Each figure's place in the turn order (:func:`initiative_of`) is given
    as its rank among the figures here (equal places, equal ranks): the solver only
    compares places (GH-FOCUS-08), so the turn is the same, and a turn seen before
    with other Initiatives in the same order is found again (:func:`cached_turn`;
    the planner's rollouts try plans of other Initiatives: half the solver's work)."""
    placed = []
    for f in s.figures:
        if not f.alive:
            continue
        init, order = item_rewards.focus_initiative(s, f)  # item 105
        placed.append((f, (init, *order)))
    rank = {key: k for k, key in enumerate(sorted({key for _, key in placed}))}
    figures = []
    me = None
    for f, key in placed:
        if f is actor:
            kind = "monster"
        elif s.enemies(actor, f):
            kind = "character"
        else:
            kind = "monster"
        ai = AiFigure(
            f"f{f.id}",
            f.hex,
            kind,
            rank[key],
            (),
            invisible=not targetable(s, f),  # GH-COND-15
        )
        figures.append(ai)
        if f is actor:
            me = ai
    assert me is not None
    return figures, me


@step("ai-turn")
def run_ai_turn(s: GloomhavenState, st: Step) -> Decision | None:
    """T-11 step 1 and 2: Wound, then Stun."""
    fig = s.figures[st[1]]
    if not fig.alive:
        return None
    s.ctx = {}
    fig.conditions = fig.conditions.start_turn()
    s.say(f"{fig.label}'s turn.", kind="turn")
    s.push(("ai-act", fig.id), ("ai-end", fig.id))
    if fig.conditions.wound_damage():
        suffer(s, fig, 1, cause=-1)  # no kill credit (GH-MSTART-01)
    return None


@step("ai-act")
def run_ai_act(s: GloomhavenState, st: Step) -> Decision | None:
    fig = s.figures[st[1]]
    if not fig.alive or s.is_over():
        return None
    if not fig.conditions.can_act():
        s.say(f"{fig.label} is stunned.", kind="status")
        return None  # GH-MACT-01
    if fig.kind == MONSTER and s.ability_decks[fig.type].drawn < 0:
        return None
    if len(st) < 3 and dampening_windows(s, fig, (*st, "asked")):
        return None  # item 92: a character may take the element first
    turned = s.turned.get(fig.id)
    if turned and turned[1]:  # card 172: the character's player makes its choices
        from rulebound.games.gloomhaven.control import controlled_turn

        controlled_turn(s, fig, turned[0])
        return None
    ability, value = ability_of(s, fig)
    figures, me = ai_figures(s, fig)
    turn = cached_turn(s.hexmap, tuple(figures), me, ability)
    outcomes = list(turn.outcomes)
    s.ctx["ai"] = {"value": value, "outcomes": [_pack(o) for o in outcomes]}
    if len(outcomes) == 1:
        s.push(("ai-perform", fig.id, 0))
        return None
    seat = fig.seat if fig.kind == SUMMON else s.party_seat()
    return Decision(
        seat,
        "monster-outcome",
        f"{fig.label}: the rules leave a choice of where it moves and whom it attacks",
        tuple(enc.CHOICE + i for i in range(len(outcomes))),
    )


def _pack(o: Outcome) -> tuple[str, Hex, tuple[Hex, ...]]:
    return (o.focus, o.destination, tuple(sorted(o.attacks)))


@answer("ai-act")
def answer_ai_act(s: GloomhavenState, st: Step, action: int) -> None:
    s.push(("ai-perform", st[1], action - enc.CHOICE))


@step("ai-perform")
def run_ai_perform(s: GloomhavenState, st: Step) -> Decision | None:
    """T-11 step 4: the card's abilities in printed order (GH-MACT-02)."""
    fig = s.figures[st[1]]
    focus, dest, attacked = s.ctx["ai"]["outcomes"][st[2]]
    s.ctx["ai"]["chosen"] = (focus, dest, attacked)
    actions = card_actions(s, fig)
    s.push(*(("ai-ability", fig.id, i) for i in range(len(actions))))
    return None


@step("ai-ability")
def run_ai_ability(s: GloomhavenState, st: Step) -> Decision | None:
    fig = s.figures[st[1]]
    if not fig.alive or s.is_over():
        return None
    action = card_actions(s, fig)[st[2]]
    s.ctx["ai"]["ability"] = st[2]
    focus, dest, attacked = s.ctx["ai"]["chosen"]
    kind = next(iter(action))
    if kind == "move":
        if focus and not s.ctx["ai"].get("moved") and fig.conditions.can_move():
            s.ctx["ai"]["moved"] = True
            _walk(s, fig, dest)
        return None
    if kind == "attack":
        if not fig.conditions.can_attack():
            return None
        if focus or s.ctx["ai"].get("attacked"):
            action = performed(s, fig, action)
        if focus and not s.ctx["ai"].get("attacked"):
            s.ctx["ai"]["attacked"] = True
            later = card_actions(s, fig)[st[2] + 1 :]
            if not s.ctx["ai"].get("moved") and any("move" in a for a in later):
                # It attacks before it moves (Hound card 547): from where it stands,
                # at what the focus rules find there; then it moves and attacks again.
                _next_attack(s, fig, action)
                return None
            if action.get("special_target") == "one-enemy":
                # "Target one enemy with all attacks": the stat card's Target N
                # becomes N attacks on that one enemy (GH-GLOSS-10: an ability
                # attacks a target once "unless it says so"); pushed first, so
                # they run after the first attack has resolved.
                extra = int(monster_stats(s, fig).get("target", 1)) - 1
                s.push(*(("ai-attack-again", fig.id, st[2]) for _ in range(extra)))
            _attack(s, fig, action, attacked)
            if fig.kind == SUMMON and attacked:  # card 80: its attacks infuse an element
                element = summon_stats(s, fig).get("attack_infuse")
                if element:
                    s.elements = s.elements.infuse(Element(str(element)))
        elif s.ctx["ai"].get("attacked"):
            _next_attack(s, fig, action)
        return None
    if kind == "shield":  # active from its Initiative to the end of the round
        fig.shield += int(action["shield"])
        s.say(f"{fig.label} gains Shield {action['shield']}.", kind="status")  # card's word
        return None
    if kind == "retaliate":
        fig.retaliate += ((int(action["retaliate"]), int(action.get("range", 1))),)
        rng = int(action.get("range", 1))
        reach = f" (range {rng})" if rng > 1 else ""
        s.say(f"{fig.label} gains Retaliate {action['retaliate']}{reach}.", kind="status")
        return None
    if kind == "heal":
        _heal(s, fig, action)
        return None
    if kind == "condition":
        value = action["condition"]
        names = [str(c) for c in value] if isinstance(value, list) else [str(value)]
        if action.get("self"):
            receivers = [fig]
        elif action.get("affect") == "allies-in-range":
            receivers = _allies_in_range(s, fig, int(action["range"]))
        else:
            receivers = _adjacent_enemies(s, fig, focus, action)
        for who in receivers:
            for name in names:
                give(s, who, name, by=fig)
        return None
    if kind == "suffer_damage":
        _harm(s, fig, int(action["suffer_damage"]), action.get("target"))
        return None
    if kind == "on_death":  # not performed on its turn: when it dies (on_death below)
        return None
    if kind == "push":  # a push with no attack (Wind Demon card 650)
        near = _adjacent_enemies(s, fig, focus, action)
        s.push(*(("push", f.id, fig.id, int(action["push"]), False) for f in near))
        return None
    if kind == "move_to_next_door":
        from rulebound.games.gloomhaven.specials import move_to_next_door

        move_to_next_door(s, fig)
        return None
    if kind == "others_act":
        _others_act(s, fig, str(action["others_act"]))
        return None
    if kind == "infuse":
        _monster_infuse(s, fig, str(action["infuse"]))
        return None
    if kind == "create_trap":
        _monster_trap(s, fig, action["create_trap"])
        return None
    if kind == "consume":
        _consume(s, fig, action["consume"])
        return None
    if kind == "loot":
        _loot(s, fig, int(action["loot"]))
        return None
    if kind == "summon":
        from rulebound.games.gloomhaven.specials import monster_summon

        monster_summon(s, fig, action["summon"])
        return None
    raise NotImplementedError(f"monster ability {kind!r} is not implemented")


def _allies_in_range(s: GloomhavenState, fig: Figure, reach: int) -> list[Figure]:
    """The monster's allies within ``reach`` and in sight, not itself (Forest Imp 683)."""
    return [
        f
        for f in s.figures
        if f.alive
        and f is not fig
        and f.kind != OBSTACLE
        and not s.enemies(fig, f)
        and (d := s.hexmap.range_between(fig.hex, f.hex)) is not None
        and d <= reach
        and s.hexmap.line_of_sight(fig.hex, f.hex)
    ]


def _adjacent_enemies(
    s: GloomhavenState, fig: Figure, focus: str, action: dict[str, Any]
) -> list[Figure]:
    """The enemies next to the monster that a ``condition`` with ``target`` reaches
    (no attack, so no attack modifier; GH-GLOSS-03).
    ``one-adjacent``: its focus if adjacent, else the adjacent enemy first in
    Initiative order (the focus rules' tie-breaker, GH-FOCUS-08). ``enemies-in-range``:
    every enemy within the stat card's Range and in sight (Living Spirit 586)."""
    if not action.get("target"):
        return []
    if action["target"] == "enemies-in-range":  # every enemy within range and in sight
        reach = int(action.get("range", monster_stats(s, fig).get("range", 1)))
        return [
            f
            for f in s.figures
            if f.alive
            and s.enemies(fig, f)
            and f.kind != OBSTACLE
            and targetable(s, f)
            and (d := s.hexmap.range_between(fig.hex, f.hex)) is not None
            and d <= reach
            and s.hexmap.line_of_sight(fig.hex, f.hex)
        ]
    near = [
        f
        for f in s.figures
        if f.alive
        and s.enemies(fig, f)
        and f.kind != OBSTACLE
        and s.hexmap.range_between(fig.hex, f.hex) == 1  # around walls: a thin wall counts
    ]
    if action["target"] == "all-adjacent" or not near:
        return sorted(near, key=lambda f: f.id)
    chosen = [f for f in near if f"f{f.id}" == focus]
    return chosen or [min(near, key=lambda f: item_rewards.focus_initiative(s, f))]


@step("ai-attack-again")
def run_ai_attack_again(s: GloomhavenState, st: Step) -> Decision | None:
    """One more attack of a "one enemy with all attacks" ability on the same enemy;
    none if it has died or moved away: the attacks may not go to anyone else."""
    fig = s.figures[st[1]]
    if not fig.alive or s.is_over() or not fig.conditions.can_attack():
        return None
    alive = [h for h in s.ctx["ai"].get("targets", ()) if (f := s.figure_at(h)) and f.alive]
    if alive:
        _attack(s, fig, performed(s, fig, card_actions(s, fig)[st[2]]), tuple(alive))
    return None


def _next_attack(s: GloomhavenState, fig: Figure, action: dict[str, Any]) -> None:
    """GH-MATK-02: a further attack line hits the same target while it lives; if it
    died, a new target is found by the focus rules from where the monster stands."""
    alive = [h for h in s.ctx["ai"].get("targets", ()) if (f := s.figure_at(h)) and f.alive]
    if alive:
        _attack(s, fig, action, tuple(alive))
        return
    ability, _ = ability_of(s, fig)
    figures, me = ai_figures(s, fig)
    still = MonsterAbility(
        move=0,
        attack=True,
        range=ability.range,
        targets=ability.targets,
        aoe=ability.aoe,
        aoe_melee=ability.aoe_melee,
        muddled=ability.muddled,
        immobilized=True,
    )
    outcomes = list(cached_turn(s.hexmap, tuple(figures), me, still).outcomes)
    hits = [o.attacks for o in outcomes if o.attacks]
    if not hits:
        return
    s.ctx["ai"]["next"] = (action, [tuple(sorted(h)) for h in hits])
    s.push(("ai-next-attack", fig.id))


@step("ai-next-attack")
def run_ai_next_attack(s: GloomhavenState, st: Step) -> Decision | None:
    action, hits = s.ctx["ai"]["next"]
    if len(hits) == 1:
        _attack(s, s.figures[st[1]], action, hits[0])
        return None
    return Decision(
        s.party_seat(),
        "monster-outcome",
        f"{s.figures[st[1]].label}: the players choose the new target",
        tuple(enc.CHOICE + i for i in range(len(hits))),
    )


@answer("ai-next-attack")
def answer_ai_next_attack(s: GloomhavenState, st: Step, action: int) -> None:
    card_action, hits = s.ctx["ai"]["next"]
    _attack(s, s.figures[st[1]], card_action, hits[action - enc.CHOICE])


def _consume(s: GloomhavenState, fig: Figure, spec: dict[str, Any]) -> None:
    """GH-MCONSUME-01, -02: a monster consumes the element whenever it can, and every
    monster of its type then gets the effect this round. ``any``: the players choose
    which element when several can be consumed (GH-MCONSUME-03). The effect's attack
    keys change the type's later attacks this turn; other keys are abilities
    performed now."""
    element = str(spec["element"])
    if element == ANY_ELEMENT and fig.type not in s.consumed:
        choices = s.elements.consumable()
        if len(choices) > 1:
            s.push(("ai-consume", fig.id, tuple(e.value for e in choices)))
            return
        element = choices[0].value if choices else element
    if element != ANY_ELEMENT and s.consumed.get(fig.type) not in (element, None):
        return  # its type consumed another element this round
    if fig.type not in s.consumed:
        if element == ANY_ELEMENT or Element(element) not in s.elements.consumable():
            return
        _take(s, fig, element)
    _consume_effect(s, fig, dict(spec.get("effect") or {}))


@step("ai-consume")
def run_ai_consume(s: GloomhavenState, st: Step) -> Decision | None:
    from rulebound.games.gloomhaven.elements import ELEMENTS

    index = {e.value: i for i, e in enumerate(ELEMENTS)}
    return Decision(
        s.party_seat(),
        "monster-consume-element",
        f"{s.figures[st[1]].label} consumes an element: the players choose which",
        tuple(sorted(enc.ELEMENT + index[e] for e in st[2])),
    )


@answer("ai-consume")
def answer_ai_consume(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.elements import ELEMENTS

    fig = s.figures[st[1]]
    _take(s, fig, ELEMENTS[action - enc.ELEMENT].value)
    spec = card_actions(s, fig)[s.ctx["ai"].get("ability", 0)]["consume"]
    _consume_effect(s, fig, dict(spec.get("effect") or {}))


def _monster_infuse(s: GloomhavenState, fig: Figure, element: str) -> None:
    """A monster infuses ``element``; ``any`` (the multi-element symbol) asks the
    players which one (GH-MINFUSE-03). Either way it becomes Strong at the end of the
    monster's turn (GH-MINFUSE-02)."""
    if element == ANY_ELEMENT:
        s.push(("ai-infuse", fig.id))
        return
    s.elements = s.elements.infuse(Element(element))


@step("ai-infuse")
def run_ai_infuse(s: GloomhavenState, st: Step) -> Decision | None:
    from rulebound.games.gloomhaven.elements import ELEMENTS

    return Decision(
        s.party_seat(),
        "monster-infuse-element",
        f"{s.figures[st[1]].label} infuses an element: the players choose which",
        tuple(enc.ELEMENT + i for i in range(len(ELEMENTS))),
    )


@answer("ai-infuse")
def answer_ai_infuse(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.elements import ELEMENTS

    element = ELEMENTS[action - enc.ELEMENT]
    s.elements = s.elements.infuse(element)
    s.say(f"{s.figures[st[1]].label} infuses {element.value}.", kind="element")


def _consume_effect(s: GloomhavenState, fig: Figure, effect: dict[str, Any]) -> None:
    """A consume action's effect. ``attack``, ``pierce``, ``conditions`` change the
    type's later attacks this turn; ``condition`` goes to the monster itself, or with
    ``target`` (and ``range``) to enemies as a condition ability does."""
    boost = {k: effect.pop(k) for k in ("attack", "pierce", "conditions") if k in effect}
    if boost:
        s.ctx["ai"]["boost"] = boost
    for key, value in effect.items():
        if key == "heal":
            heal(s, fig, int(value))
        elif key == "shield":
            fig.shield += int(value)
        elif key == "retaliate":
            fig.retaliate += ((int(value), 1),)
        elif key == "condition":
            receivers = _adjacent_enemies(s, fig, "", effect) if effect.get("target") else [fig]
            for who in receivers:
                give(s, who, str(value), by=fig)
        elif key == "infuse":  # at the end of its turn, like any infusion (GH-MINFUSE-02)
            _monster_infuse(s, fig, str(value))
        elif key == "suffer_damage":
            _harm(s, fig, int(value), effect.get("target"))


def _harm(s: GloomhavenState, fig: Figure, amount: int, target: Any) -> None:
    """``suffer_damage: N``: the monster itself; with ``target: all-adjacent`` every
    adjacent enemy, with ``all-adjacent-figures`` every adjacent figure, allies too
    (damage, not an attack: no modifier, no Shield)."""
    if not target:
        s.say(f"{fig.label} suffers {amount} damage of its own.", kind="damage")
        suffer(s, fig, amount, cause=-1)
        return
    near = [
        f
        for f in s.figures
        if f.alive
        and f is not fig
        and f.kind != OBSTACLE
        and (target == "all-adjacent-figures" or s.enemies(fig, f))
        and s.hexmap.range_between(fig.hex, f.hex) == 1
    ]
    for f in sorted(near, key=lambda f: f.id):
        suffer(s, f, amount, cause=fig.id if s.enemies(fig, f) else -1)


def _loot(s: GloomhavenState, fig: Figure, reach: int) -> None:
    """GH-MLOOT-01, -02: Money Tokens in range and sight are gone for good; treasure
    tiles stay."""
    for h in sorted(s.coins):
        d = s.hexmap.range_between(fig.hex, h)
        if d is not None and d <= reach and (h == fig.hex or s.hexmap.line_of_sight(fig.hex, h)):
            coins = s.coins.pop(h)
            plural = "coin" if coins == 1 else "coins"
            s.say(f"{fig.label} loots {coins} {plural} at {where(h)}.", kind="resource")


def _walk(s: GloomhavenState, fig: Figure, dest: Hex) -> None:
    """Move along the path with the fewest negative hexes (GH-MMOVE-09), springing
    what it enters (GH-MMOVE-11); a self-inflicted death credits no one
    (GH-MMOVE-12)."""
    if dest == fig.hex:
        return
    ability, _ = ability_of(s, fig)
    enemies = frozenset(f.hex for f in s.figures if f.alive and s.enemies(fig, f))
    blocked = enemies | s.hexmap.obstacles
    path = walk_path(s, fig, dest, blocked, ability.mode)
    steps = len(path) if ability.mode == "normal" else distance(fig.hex, dest)
    s.say(
        f"{fig.label} moves from {where(fig.hex)} to {where(dest)} "
        f"({steps} hex{'' if steps == 1 else 'es'}).",
        kind="move",
        ids=(figure_id(s, fig),),  # a summon walks too: its owner's id
    )
    if ability.mode == "flying":
        fig.hex = dest  # Flying ignores traps and terrain, even at the end (GH-MOVE-07)
        return
    s.push(*(("ai-step", fig.id, h) for h in path))


@step("ai-step")
def run_ai_step(s: GloomhavenState, st: Step) -> Decision | None:
    fig = s.figures[st[1]]
    if fig.alive:
        enter_hex(s, fig, st[2], cause=-1)
    return None


def _attack(
    s: GloomhavenState, fig: Figure, action: dict[str, Any], attacked: tuple[Hex, ...]
) -> None:
    """GH-MATK-05 to -13: the value is the stat card's Attack +/- the card; the
    stat card's conditions and Pierce apply too."""
    ability, value = ability_of(s, fig)
    stats = monster_stats(s, fig) if fig.kind == MONSTER else summon_stats(s, fig)
    options: dict[str, Any] = {
        "range": ability.range,
        "pierce": int(action.get("pierce", 0)) + int(stats.get("pierce", 0)),
        "conditions": list(action.get("conditions", ())) + list(stats.get("attack_conditions", ())),
        "push": int(action.get("push", 0)),
        "pull": int(action.get("pull", 0)),
        # +N Attack on a target next to one of the monster's allies (Hound 542, 543)
        "ally_adjacent_bonus": dict(action.get("ally_adjacent_bonus") or {}),
    }
    if ability.aoe:
        options["area"] = {"melee": ability.aoe_melee, "hexes": [list(h) for h in ability.aoe]}
    boost = s.ctx["ai"].get("boost") or {}
    if boost:  # an element consumed this turn (GH-MCONSUME-02), before the attack is made
        value += int(str(boost.get("attack", 0)))
        options["pierce"] += int(boost.get("pierce", 0))
        options["conditions"] += list(boost.get("conditions", ()))
    s.ctx["atk"] = new_attack(value, options)
    at = {f.hex: f for f in s.figures if f.alive}
    s.ctx["ai"]["targets"] = list(attacked)
    targets = [redirected(s, at[h]).id for h in attacked if h in at]
    windows = ally_attack_windows(s, fig) if fig.kind == SUMMON and targets else []  # item 93
    s.push(*windows, *(("atk-resolve", fig.id, t) for t in targets))


def on_death(s: GloomhavenState, fig: Figure) -> None:
    """A monster whose type's card this round has ``on_death: {attack...}`` (Cultist
    cards 604, 605) attacks as it dies, whenever in the round that is: the card is
    the type's for the whole round (our reading, data README). Its attack context
    is put back afterwards: it may die in the middle of someone else's attack."""
    deck = s.ability_decks.get(fig.type)
    if deck is None or deck.drawn < 0:
        return
    kind = s.game.bestiary.monsters[fig.type]
    card = s.game.bestiary.card(kind.deck, deck.drawn)
    for action in card.actions:
        if "on_death" in action:
            s.push(("death-attack", fig.id, card.id))


@step("death-attack")
def run_death_attack(s: GloomhavenState, st: Step) -> Decision | None:
    """The dead monster's attack on every adjacent enemy it could target (the only
    target rule on the shipped cards: ``special_target: all-adjacent``)."""
    fig = s.figures[st[1]]
    if s.is_over() or not fig.conditions.can_attack():
        return None
    kind = s.game.bestiary.monsters[fig.type]
    card = s.game.bestiary.card(kind.deck, st[2])
    action = next(a["on_death"] for a in card.actions if "on_death" in a)
    stats = monster_stats(s, fig)
    value = max(0, int(stats["attack"]) + int(action["attack"]))
    targets = [
        f
        for f in s.figures
        if f.alive
        and s.enemies(fig, f)
        and f.kind != OBSTACLE
        and targetable(s, f)
        and s.hexmap.range_between(fig.hex, f.hex) == 1
    ]
    if not targets:
        return None
    options = {
        "pierce": int(stats.get("pierce", 0)),
        "conditions": list(stats.get("attack_conditions", ())),
    }
    atk = new_attack(value, options)
    atk["posthumous"] = True
    s.say(f"{fig.label} attacks as it dies.", kind="turn")
    saved = {k: s.ctx[k] for k in ("atk", "effects", "ignore_shield") if k in s.ctx}
    s.ctx["atk"] = atk
    s.push(*(("atk-resolve", fig.id, f.id) for f in targets), ("death-attack-done", saved))
    return None


@step("death-attack-done")
def run_death_attack_done(s: GloomhavenState, st: Step) -> Decision | None:
    """The attack it died in goes on where it was (its drawn card's effects too)."""
    for key in ("atk", "effects", "ignore_shield"):
        s.ctx.pop(key, None)
    s.ctx.update(st[1])
    return None


def redirected(s: GloomhavenState, target: Figure) -> Figure:
    """Provoking Roar: an attack on an ally next to the owner hits the owner
    (redirect_attacks, data README)."""
    from rulebound.games.gloomhaven.cards import bonuses

    for hero in s.heroes:
        if hero.exhausted or not bonuses(hero, "redirect_attacks"):
            continue  # asked for every monster attack: the rare bonus first
        owner = s.figures[hero.figure]
        if owner is target or s.enemies(owner, target):
            continue
        if s.hexmap.range_between(owner.hex, target.hex) == 1:
            return owner
    return target


def _heal(s: GloomhavenState, fig: Figure, action: dict[str, Any]) -> None:
    """GH-MHEAL-01, -02: itself, or the ally in range that has lost the most HP; the
    players break a tie. ``affect: adjacent-allies``: every adjacent ally."""
    if action.get("self"):
        heal(s, fig, int(action["heal"]))
        return
    if action.get("affect") == "adjacent-allies":
        # every ally next to it (not through a wall: range 1), not itself
        for f in s.figures:
            ally = f.alive and f.kind == MONSTER and f is not fig
            if ally and s.hexmap.range_between(fig.hex, f.hex) == 1:
                heal(s, f, int(action["heal"]))
        return
    reach = int(action.get("range", monster_stats(s, fig).get("range", 0)))
    allies = [
        f
        for f in s.figures
        if f.alive
        and f.kind == MONSTER
        and (
            f is fig
            or (
                (d := s.hexmap.range_between(fig.hex, f.hex)) is not None
                and d <= reach
                and s.hexmap.line_of_sight(fig.hex, f.hex)
            )
        )
    ]
    most = max(f.max_hp - f.hp for f in allies)
    chosen = [f.id for f in allies if f.max_hp - f.hp == most]
    s.push(("ai-heal", fig.id, int(action["heal"]), tuple(chosen)))


@step("ai-heal")
def run_ai_heal(s: GloomhavenState, st: Step) -> Decision | None:
    if len(st[3]) == 1:
        heal(s, s.figures[st[3][0]], st[2])
        return None
    return Decision(
        s.party_seat(),
        "monster-heal-target",
        f"{s.figures[st[1]].label} heals {st[2]}: the players choose among the tied",
        tuple(sorted(enc.FIGURE + i for i in st[3])),
    )


@answer("ai-heal")
def answer_ai_heal(s: GloomhavenState, st: Step, action: int) -> None:
    heal(s, s.figures[action - enc.FIGURE], st[2])


def _monster_trap(s: GloomhavenState, fig: Figure, spec: dict[str, Any]) -> None:
    """Bandit Archer card 538: a damage trap in an empty hex next to the archer,
    nearest an enemy (our data's reading of the card); the players break a tie."""
    from rulebound.games.gloomhaven.abilities import empty_hex

    spots = [n for n in s.hexmap.steps(fig.hex) if empty_hex(s, n)]
    if not spots:
        return
    enemies = [f for f in s.figures if f.alive and s.enemies(fig, f)]

    def nearness(h: Hex) -> int:
        return min((s.hexmap.range_between(h, e.hex) or 99 for e in enemies), default=99)

    best = min(nearness(h) for h in spots)
    tied = tuple(sorted(h for h in spots if nearness(h) == best))
    s.push(("ai-trap", fig.id, int(spec.get("damage", 0)), tied))


@step("ai-trap")
def run_ai_trap(s: GloomhavenState, st: Step) -> Decision | None:
    if len(st[3]) == 1:
        _set_trap(s, s.figures[st[1]], st[3][0], st[2])
        return None
    index = s.game.hex_index
    return Decision(
        s.party_seat(),
        "monster-trap-hex",
        f"{s.figures[st[1]].label} sets a trap: the players choose among the tied hexes",
        tuple(sorted(enc.HEX + index[h] for h in st[3])),
    )


@answer("ai-trap")
def answer_ai_trap(s: GloomhavenState, st: Step, action: int) -> None:
    _set_trap(s, s.figures[st[1]], s.game.hex_list[action - enc.HEX], st[2])


def _set_trap(s: GloomhavenState, fig: Figure, h: Hex, damage: int) -> None:
    # An ability's trap does not scale with the level (GH-MOVE-11).
    s.traps[h] = Content(h, "trap", damage=True, amount=damage)
    s.rebuild_map()
    s.say(f"{fig.label} sets a trap at {where(h)}.", kind="trap")


def _others_act(s: GloomhavenState, fig: Figure, kind: str) -> None:
    """The Merciless Overseer's Special 1: every monster of ``kind`` on the board
    acts again, once this turn is over, with its type's card of this round, in the
    order of the standees (Elites first, then by number). One summoned this round
    does not (GH-MSUMMON-06); without a card this round there is nothing to perform."""
    if kind not in s.ability_decks or s.ability_decks[kind].drawn < 0:
        s.say(f"No {s.game.bestiary.monsters[kind].name} acts again.", kind="info")
        return
    again = [f for f in s.monsters() if f.type == kind and not f.fresh]
    again.sort(key=lambda f: (RANK.get(f.rank, 2), f.number))
    if again:
        name = s.game.bestiary.monsters[kind].name
        s.say(f"{fig.label}: every {name} acts again.", kind="turn")
    s.ctx["ai"]["then"] = tuple(f.id for f in again)


@step("ai-end")
def run_ai_end(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-MEND-01, GH-MINFUSE-02. Turns an ability asked for (``others_act``) follow."""
    fig = s.figures[st[1]]
    if fig.alive:
        fig.conditions = fig.conditions.end_turn()
    s.elements = s.elements.end_turn()
    then = (s.ctx.get("ai") or {}).get("then", ())
    s.ctx = {}
    s.push(*(("act-again", i) for i in then))
    return None


@step("act-again")
def run_act_again(s: GloomhavenState, st: Step) -> Decision | None:
    """An extra turn (``others_act``): the figure acts now, as on its own turn."""
    if s.figures[st[1]].alive and not s.is_over():
        s.acting = st[1]
        s.push(("ai-turn", st[1]))
    return None
