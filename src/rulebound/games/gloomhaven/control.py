"""Abilities that another figure performs or that reach another character's cards:
an enemy the player controls (``force_enemy``), an ally who acts (``ally_performs``),
an ally who takes cards back (Recover on an ally). See ``data/classes/README.md``,
Extensions."""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.abilities import allies_in_range
from rulebound.games.gloomhaven.combat import can_target, new_attack
from rulebound.games.gloomhaven.figures import MONSTER, Figure
from rulebound.games.gloomhaven.item_designs import ally_attack_windows
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step


@step("recover-ally")
def run_recover_ally(s: GloomhavenState, st: Step) -> Decision | None:
    """("recover-ally", seat, range, count, pile[, then lose]): an ally character takes
    cards back (and then loses cards, card 60)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    allies = [f for f in allies_in_range(s, fig, st[2]) if f is not fig and f.kind == "character"]
    if not allies:
        return None
    return Decision(
        hero.seat,
        "ally-target",
        f"{hero.cls.name}: choose the ally, or skip",
        (enc.STOP, *sorted(enc.FIGURE + f.id for f in allies)),
    )


@answer("recover-ally")
def answer_recover_ally(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    ally = s.heroes[s.figures[action - enc.FIGURE].seat]
    s.ctx["performed"] = True
    if st[3] == "all":
        pile = ally.lost if st[4] == "lost" else ally.discard
        back = [c for c in pile if not ally.cls.cards[c].no_recover]  # GH-RECOVER-02
        ally.hand += back
        s.say(f"{ally.cls.name} takes back {len(back)} cards.", kind="card-played")
        pile[:] = [c for c in pile if c not in back]
        return
    count = int(st[3]) + int((s.ctx.get("bonus") or {}).get("recover", 0))
    if len(st) > 5 and st[5]:  # card 60 top: then the ally loses cards
        s.push(("recover", ally.seat, count, st[4]), ("lose-cards", ally.seat, st[5]))
        return
    s.push(("recover", ally.seat, count, st[4]))


@step("force-pick")
def run_force_pick(s: GloomhavenState, st: Step) -> Decision | None:
    """force_enemy: an enemy within range (and line of sight: it is a targeted
    ability, GH-ABIL-02)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    options = [
        enc.FIGURE + f.id
        for f in s.figures
        if f.kind == MONSTER and can_target(s, fig, fig.hex, f, st[2])  # not an obstacle
    ]
    if not options:
        return None
    return Decision(
        hero.seat,
        "control-enemy",
        f"{hero.cls.name}: choose the enemy you control, or skip",
        (enc.STOP, *sorted(options)),
    )


@answer("force-pick")
def answer_force_pick(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    s.ctx["performed"] = True
    target = s.figures[action - enc.FIGURE]
    s.say(f"{s.heroes[st[1]].cls.name} takes control of {target.label}.", kind="status")
    s.push(*(("controlled", st[1], target.id, a) for a in st[3]))


@step("ally-pick")
def run_ally_pick(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    allies = [f for f in allies_in_range(s, fig, st[2]) if f is not fig]
    if not allies:
        return None
    return Decision(
        hero.seat,
        "ally-target",
        f"{hero.cls.name}: choose the ally who acts, or skip",
        (enc.STOP, *sorted(enc.FIGURE + f.id for f in allies)),
    )


@answer("ally-pick")
def answer_ally_pick(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    s.ctx["performed"] = True
    ally = s.figures[action - enc.FIGURE]
    # card 172: an attack with the owner's Augments names the owner (data README)
    actions = [(*a, ("owner", st[1])) if dict(a).get("augments_apply") else a for a in st[3]]
    s.push(*(("controlled", ally.seat, ally.id, a) for a in actions))


@step("controlled")
def run_controlled(s: GloomhavenState, st: Step) -> Decision | None:
    """("controlled", seat, figure, action items): ``figure`` performs the action with
    ``seat`` making its choices. Signed values change a monster's stat card."""
    from rulebound.games.gloomhaven.combat import stats_of

    seat, fig, action = st[1], s.figures[st[2]], dict(st[3])
    if not fig.alive or s.is_over():
        return None
    stats = stats_of(s, fig)

    def value(key: str, raw: Any) -> int:
        if isinstance(raw, str):
            return max(0, int(stats.get(key, 0)) + int(raw))
        return int(raw)

    kind = next(iter(action))
    if kind == "move":
        if fig.conditions.can_move():
            s.ctx["moved"] = 0
            jump = bool(action.get("jump"))
            s.push(("move", fig.id, value("move", action["move"]), jump, seat))
        return None
    if kind == "attack":
        if not fig.conditions.can_attack():
            return None
        opts = {k: v for k, v in action.items() if k != "attack"}
        if "range" in opts:
            opts["range"] = value("range", opts["range"])
        atk = new_attack(value("attack", action["attack"]), opts)
        atk["seat"] = seat
        atk["against_allies"] = action.get("special_target") == "its-allies"
        saved = s.ctx.get("atk")
        s.ctx["atk"] = atk
        if "owner" in action:  # card 172: as if it were the owner's melee attack
            from rulebound.games.gloomhaven.abilities import with_augments

            owner = s.heroes[int(action["owner"])]
            steps = with_augments(owner, atk)
            done = ("ability-done", owner.seat)
            windows = ally_attack_windows(s, fig)  # item 93 on an ally's attack
            s.push(*steps, *windows, ("atk-targets", fig.id), done, ("restore-atk", saved))
            return None
        s.push(*ally_attack_windows(s, fig), ("atk-targets", fig.id), ("restore-atk", saved))
        return None
    if kind == "summon" and fig.kind == MONSTER:
        # The summon is the monsters' own, not the controlling player's (GH-MSUMMON-05).
        from rulebound.games.gloomhaven.specials import monster_summon

        monster_summon(s, fig, action["summon"])
        return None
    raise NotImplementedError(f"a controlled {kind!r} is not implemented")


@step("restore-atk")
def run_restore_atk(s: GloomhavenState, st: Step) -> Decision | None:
    s.ctx["atk"] = st[1]
    return None


# --- an enemy turned against its allies for a round (turn_enemy, cards 160 and 172) -------


@step("turn-pick")
def run_turn_pick(s: GloomhavenState, st: Step) -> Decision | None:
    """("turn-pick", seat, range, ranks, controlled): an enemy of an allowed rank within
    range and line of sight (a targeted ability, GH-ABIL-02); never a boss."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    options = [
        enc.FIGURE + f.id
        for f in s.figures
        if f.kind == MONSTER
        and f.rank in st[3]
        and f.id not in s.turned
        and can_target(s, fig, fig.hex, f, st[2])
    ]
    if not options:
        return None
    return Decision(
        hero.seat,
        "control-enemy",
        f"{hero.cls.name}: choose the enemy to turn against its allies this round, or skip",
        (enc.STOP, *sorted(options)),
    )


@answer("turn-pick")
def answer_turn_pick(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.STOP:
        return
    s.ctx["performed"] = True
    target = s.figures[action - enc.FIGURE]
    s.turned[target.id] = (st[1], bool(st[4]))
    how = "and takes control of it" if st[4] else "for its turn"
    s.say(
        f"{s.heroes[st[1]].cls.name} turns {target.label} against its allies this round, {how}.",
        kind="status",
    )


def controlled_turn(s: GloomhavenState, fig: Figure, seat: int) -> None:
    """Card 172: the turned monster's abilities, with ``seat`` making every choice its
    Move and Attack abilities leave (where it moves, whom it attacks); its other
    abilities are performed as the monster rules perform them."""
    from rulebound.games.gloomhaven.monster_turn import card_actions

    s.ctx["ai"] = {"chosen": ("", fig.hex, ())}
    s.push(*(("turned-ability", seat, fig.id, i) for i in range(len(card_actions(s, fig)))))


@step("turned-ability")
def run_turned_ability(s: GloomhavenState, st: Step) -> Decision | None:
    from rulebound.games.gloomhaven.combat import monster_stats
    from rulebound.games.gloomhaven.monster_turn import ability_of, card_actions

    seat, fig = st[1], s.figures[st[2]]
    if not fig.alive or s.is_over():
        return None
    action = card_actions(s, fig)[st[3]]
    kind = next(iter(action))
    ability, value = ability_of(s, fig)
    if kind == "move":
        if fig.conditions.can_move() and ability.move > 0:
            s.ctx["moved"] = 0
            s.push(("move", fig.id, ability.move, ability.jump or ability.flying, seat))
        return None
    if kind != "attack":
        s.push(("ai-ability", fig.id, st[3]))
        return None
    if not fig.conditions.can_attack():
        return None
    stats = monster_stats(s, fig)
    options: dict[str, Any] = {
        "range": ability.range,
        "target": ability.targets,
        "pierce": int(action.get("pierce", 0)) + int(stats.get("pierce", 0)),
        "conditions": list(action.get("conditions", ())) + list(stats.get("attack_conditions", ())),
        "push": int(action.get("push", 0)),
        "pull": int(action.get("pull", 0)),
    }
    if ability.aoe:
        options["area"] = {"melee": ability.aoe_melee, "hexes": [list(h) for h in ability.aoe]}
    atk = new_attack(value, options)
    atk["seat"] = seat
    s.ctx["atk"] = atk
    s.push(("atk-targets", fig.id))
    return None
