"""Damage, healing, death and exhaustion (GH-CDMG, GH-EXHAUST, GH-HEAL, T-13)."""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, OBSTACLE, SUMMON, Figure, Hero
from rulebound.games.gloomhaven.goal_play import hp_now, tally
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step


def suffer(s: GloomhavenState, fig: Figure, amount: int, cause: int) -> None:
    """``fig`` suffers ``amount`` damage caused by figure ``cause`` (-1: nobody, for
    kill credit, T-13). A character's player chooses how to take it (GH-CDMG-01): that
    choice is a step, so the caller's later steps must already be on the stack."""
    if amount <= 0 or not fig.alive:
        return
    if fig.kind == CHARACTER and _prevented(s, s.heroes[fig.seat]):
        return
    if fig.kind == CHARACTER:
        s.push(("suffer", fig.id, amount, cause))
        return
    fig.hp -= amount
    s.say(f"{fig.label} suffers {amount} damage ({max(0, fig.hp)} HP left).", kind="damage")
    if fig.hp <= 0 and fig.kind == OBSTACLE:
        from rulebound.games.gloomhaven.specials import destroyed

        destroyed(s, fig)  # only damage destroys it (GH-ATK-07)
    elif fig.hp <= 0:
        kill(s, fig, cause)


def _prevented(s: GloomhavenState, hero: Hero) -> bool:
    """``prevent_damage`` used "on damage" (cards 15, 66, 98; data README): the source
    deals no damage and spends one slot."""
    from rulebound.games.gloomhaven.cards import bonuses, use_slot

    for active, half, _ in bonuses(hero, "prevent_damage"):
        if half.use_on == "damage":
            name = hero.cls.cards[active.card].name
            s.say(f"{hero.cls.name} suffers no damage ({name}).", kind="status")
            use_slot(s, hero, active)
            return True
    return False


def kill(s: GloomhavenState, fig: Figure, cause: int) -> None:
    """A monster or summon at 0 HP is removed (GH-ATKRES-04). A monster that was
    neither summoned nor spawned leaves a Money Token (GH-ATKRES-05); the kill goes to
    the character who dealt it, or to a summon's summoner (GH-ATKRES-06, GH-SUMMON-08)."""
    fig.alive = False
    if fig.kind == MONSTER:
        if not fig.summoned and not fig.spawned:
            s.coins[fig.hex] = s.coins.get(fig.hex, 0) + 1
        killer = s.figures[cause] if cause >= 0 else None
        credit = ""
        if killer is not None and killer.kind in (CHARACTER, SUMMON):
            s.heroes[killer.seat].kills += 1
            if fig.rank in ("normal", "elite"):  # a boss is neither (GH-ACTION-07)
                tally(s, killer.seat, f"kills_{fig.rank}")
            credit = f", killed by {s.heroes[killer.seat].cls.name}"
        s.say(f"{fig.label} dies{credit}.", kind="defeat")
        if killer is not None:
            item_rewards.on_kill(s, killer)  # item 106
        from rulebound.games.gloomhaven.monster_turn import on_death

        on_death(s, fig)
    elif fig.kind == SUMMON:
        s.say(f"{fig.label} is destroyed.", kind="defeat")
        from rulebound.games.gloomhaven.items import summon_stat_card

        last = summon_stat_card(s.heroes[fig.seat], fig.type).get("on_death_attack")
        if last:  # card 80: the Burning Avatar's last attack (data README)
            from rulebound.games.gloomhaven.combat import last_attack

            last_attack(s, fig, dict(last))
        hero = s.heroes[fig.seat]
        for active in hero.active:
            if active.summon == fig.id:
                from rulebound.games.gloomhaven.cards import end_active

                end_active(s, hero, active.card)  # GH-SUMMON-09
                break


@step("suffer")
def run_suffer(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-CDMG-01 to -03: take the damage, Lose 1 card from Hand, or Lose 2 discards
    (Active Area cards without the Lost symbol count, best reading of GH-CDMG-03).
    The prompt says what taking it leaves (or that it exhausts, GH-CDMG-05) and
    which losses are open; the figures are in the views (:func:`pending_damage`)."""
    fig = s.figures[st[1]]
    if not fig.alive:
        return None
    hero = s.heroes[fig.seat]
    options = [enc.TAKE_DAMAGE] + [enc.CARD + c for c in hero.hand]
    spare = discard_like(hero)
    if len(spare) >= 2:
        options += [enc.CARD_B + c for c in spare]
    left = fig.hp - st[2]
    # The head before the colon stays short: a narrow terminal shows it on one line.
    taken = (
        f"taking it leaves {left} of {fig.hp} HP"
        if left > 0
        else f"taking it exhausts you ({fig.hp} HP)"
    )
    ways = (["lose 1 card from hand"] if hero.hand else []) + (
        ["lose 2 discards"] if len(spare) >= 2 else []
    )
    negate = f", or {' or '.join(ways)} to negate it" if ways else ""
    return Decision(
        hero.seat,
        "suffer-damage",
        f"{hero.cls.name} would suffer {st[2]} damage: {taken}{negate}",
        tuple(sorted(options)),
    )


def pending_damage(s: GloomhavenState, st: Step | None = None) -> dict[str, Any] | None:
    """The damage the pending decision is about, as data for both views, the prompts
    and the labels: a "when attacked" item window before the draw (GH-ITEM-04), a
    "damaged by an attack" window after it (the attack value with its modifier, the
    Shield less Pierce, GH-SHIELD-01), or the choice to take damage or lose cards
    (GH-CDMG-01 to -03). None for any other decision. All of it is open: the attack
    and its drawn card are face up, HP, items and discard piles are in every view;
    a character's hand is given as its size only. ``st``: the step asking (default:
    the one waiting for its answer)."""
    st = s.waiting if st is None else st
    if st is None:
        return None
    if st[0] == "item-window" and st[2] in ("attacked", "damaged-by-attack") and len(st) > 3:
        from rulebound.games.gloomhaven.items import window_options

        context = dict(st[3])
        hero = s.heroes[st[1]]
        fig = s.figures[hero.figure]
        value, pierce = int(context["attack"]), int(context["pierce"])
        extra = s.ctx.get("item_shield", 0)  # armour already used against this attack
        shield = max(0, int(context["shield"]) + extra - pierce)
        damage = max(0, value - shield)
        out = _base(s, hero, st[2], damage)
        out.update(attack=value, shield=shield, pierce=pierce, attacker=int(context["attacker"]))
        items: list[dict[str, Any]] = []
        for index in window_options(s, hero, st[2], context):
            item = _item(hero, index)
            entry: dict[str, Any] = {"item": index, "name": item.name}
            if "shield" in item.effect:
                more = int(item.effect["shield"])
                after = max(0, value - max(0, int(context["shield"]) + extra + more - pierce))
                entry.update(shield=more, damage=after, prevents=damage - after)
            if item.effect.get("prevent_damage"):  # item 51: none of it
                entry.update(shield=0, damage=0, prevents=damage)
            if "turn_attack" in item.effect:  # item 131: the attack hits an ally of its
                entry.update(shield=0, damage=0, prevents=damage, turns=True)
            if item.effect.get("disadvantage_to_attacker"):
                # cancels an Advantage, changes nothing against a Disadvantage
                entry["disadvantage"] = not context.get("disadvantage")
            items.append(entry)
        out["items"] = items
        if st[2] == "attacked":  # before the draw: the damage with a +0 card
            out["modifier_drawn"] = False
            out["advantage"] = bool(context.get("advantage"))
            out["disadvantage"] = bool(context.get("disadvantage"))
        else:
            out["modifier_drawn"] = True
        return out
    if st[0] in ("suffer", "suffer-second"):
        fig = s.figures[st[1]]
        if not fig.alive:
            return None
        hero = s.heroes[fig.seat]
        out = _base(s, hero, st[0], int(st[2]))
        cause = int(st[3]) if st[0] == "suffer" else -1
        out["attacker"] = cause
        out["hand"] = len(hero.hand)
        out["discards"] = len(discard_like(hero))
        return out
    return None


def _base(s: GloomhavenState, hero: Hero, moment: str, damage: int) -> dict[str, Any]:
    fig = s.figures[hero.figure]
    return {
        "moment": moment,
        "figure": fig.id,
        "seat": hero.seat,
        "damage": damage,
        "hp": fig.hp,
        "max_hp": fig.max_hp,
        "hp_after": fig.hp - damage,
        "exhausts": fig.hp - damage <= 0,  # GH-CDMG-05
    }


def _item(hero: Hero, index: int) -> Any:
    from rulebound.games.gloomhaven.items import load_items

    return load_items()[hero.items[index]]


def discard_like(hero: Hero) -> list[int]:
    movable = [a.card for a in hero.active if not hero.cls.cards[a.card].half(a.half).lost]
    return hero.discard + movable


@answer("suffer")
def answer_suffer(s: GloomhavenState, st: Step, action: int) -> None:
    fig = s.figures[st[1]]
    hero = s.heroes[fig.seat]
    amount = st[2]
    if action == enc.TAKE_DAMAGE:
        fig.hp -= amount
        tally(s, hero.seat, "damage_taken", amount)
        hp_now(s, hero.seat, fig.hp)
        s.say(f"{fig.name} suffers {amount} damage ({max(0, fig.hp)} HP left).", kind="damage")
        if fig.hp <= 0:
            exhaust(s, hero, by_cards=False)  # GH-CDMG-05
        return
    if action < enc.CARD_B:
        card = action - enc.CARD
        hero.hand.remove(card)
        hero.lost.append(card)
        s.say(
            f"{fig.name} loses {hero.cls.cards[card].name} from hand to negate {amount} damage.",
            kind="discard",
        )
        return
    s.push(("suffer-second", fig.id, amount, action - enc.CARD_B))


@step("suffer-second")
def run_suffer_second(s: GloomhavenState, st: Step) -> Decision | None:
    fig = s.figures[st[1]]
    hero = s.heroes[fig.seat]
    first = st[3]
    options = [enc.CARD_B + c for c in discard_like(hero) if c != first]
    return Decision(
        hero.seat,
        "suffer-second-card",
        f"{hero.cls.name}: choose the second discarded card to lose",
        tuple(sorted(options)),
    )


@answer("suffer-second")
def answer_suffer_second(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.cards import end_active

    fig = s.figures[st[1]]
    hero = s.heroes[fig.seat]
    names = []
    for card in (st[3], action - enc.CARD_B):
        if card not in hero.discard:
            end_active(s, hero, card)  # off the Active Area first (GH-BONUS-02)
        hero.discard.remove(card)
        hero.lost.append(card)
        names.append(hero.cls.cards[card].name)
    s.say(
        f"{fig.name} loses {' and '.join(names)} from discards to negate {st[2]} damage.",
        kind="discard",
    )


def exhaust(s: GloomhavenState, hero: Hero, by_cards: bool) -> None:
    """GH-EXHAUST-01, -02, -04, GH-SUMMON-09: the Active Area is emptied, the figure
    and its summons leave the map; by cards, the HP are not set to 0."""
    from rulebound.games.gloomhaven.cards import end_active

    if hero.exhausted:
        return
    for active in list(hero.active):
        end_active(s, hero, active.card)
    hero.exhausted = True
    hero.unplayed = []
    fig = s.figures[hero.figure]
    fig.alive = False  # its summons went with their cards' Active Area (end_active)
    s.say(f"{hero.cls.name} is exhausted{' (out of cards)' if by_cards else ''}.", kind="defeat")


def heal(s: GloomhavenState, fig: Figure, amount: int) -> None:
    """Heal X (GH-HEAL-03 to -05): Wound and Poison are removed; Poison stops the HP.
    Reading: never above the maximum HP (GH-GLOSS: not stated). Its log line says what
    it did, so no caller needs what it restored."""
    result = fig.conditions.heal(amount, missing=fig.max_hp - fig.hp)
    fig.conditions = result.conditions
    fig.hp += result.restored
    removed = ", ".join(sorted(result.removed))
    if result.restored:
        gone = f", removes {removed}" if removed else ""
        s.say(f"{fig.label} heals {result.restored}{gone}.", kind="heal")
    elif removed:  # Poison took the heal (GH-HEAL-04, -05)
        s.say(f"{fig.label}'s heal removes {removed} (no hit points restored).", kind="heal")
    else:  # "heals 0" read as a fault to a new player
        s.say(f"{fig.label} is at full HP: the heal restores nothing.", kind="heal")


def give(s: GloomhavenState, fig: Figure, condition: str, by: Figure | None = None) -> None:
    """Apply a condition (GH-COND-03, -13, -17). Bless and Curse are cards shuffled
    into the figure's modifier deck (the monsters' shared deck for a monster). An
    immune figure (a boss's immunities, GH-COND-04) receives nothing: no token, and
    no Bless or Curse card (GH-COND-13)."""
    from rulebound.games.gloomhaven import modifiers as md

    if fig.kind == OBSTACLE:
        return  # obstacles are immune to all conditions (GH-ATK-08)
    condition = item_rewards.condition_instead(s, fig, condition)  # item 108
    cond = Condition(condition)
    if fig.conditions.is_immune(cond):  # a monster's, or an equipped item's (38, 52)
        s.say(f"{fig.label} is immune to {condition}.", kind="status")
        return
    if cond in (Condition.BLESS, Condition.CURSE):
        decks = [h.deck for h in s.heroes] + [s.monster_deck]
        if fig.kind == MONSTER:
            adder = md.add_bless if cond == Condition.BLESS else md.add_curse
            s.monster_deck = adder(s.monster_deck, s.rng, decks)
        else:
            hero = s.heroes[fig.seat]
            adder = md.add_bless if cond == Condition.BLESS else md.add_curse
            hero.deck = adder(hero.deck, s.rng, decks)
        s.say(f"{fig.label} gains {condition}.", kind="status")
        _credit_condition(s, fig, by)
        return
    applied = fig.conditions.apply(cond)
    if applied.applied:
        fig.conditions = applied.conditions
        s.say(f"{fig.label} gains {condition}.", kind="status")
        _credit_condition(s, fig, by)


def _credit_condition(s: GloomhavenState, fig: Figure, by: Figure | None) -> None:
    """A character (or its summon) applied a condition to another figure: counted
    for battle goals."""
    if by is not None and by is not fig and by.kind in (CHARACTER, SUMMON):
        tally(s, by.seat, "conditions_applied")
