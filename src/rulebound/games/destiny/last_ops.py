"""Ops for the last Awakenings cards: ending the action phase from inside an action
(Retreat, Hyperspace Jump), switching battlefields, cards set aside from the hand
(Award Ceremony), granted Ambush (Infamous), damage a player deals to their own
character (Admiral Ackbar), an upgrade traded for one in hand (Sith Holocron), a
side of a discarded card's die (Poe Dameron) and a die held by a card (Prized
Possession)."""

from __future__ import annotations

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.actions import action_options, take_action
from rulebound.games.destiny.dice_rules import apply_symbol
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import BATTLEFIELD, HELD, IN_POOL, ON_CARD, SET_ASIDE, UPGRADE
from rulebound.games.destiny.rules import (
    abort_frame,
    deal_damage,
    foe,
    leave_play,
    new_unit,
    roll_into_pool,
    set_aside_from_hand,
    take_die_for,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

# --- the end of the action phase ----------------------------------------------------------


@step("end-action-phase")
def run_end_action_phase(s: DestinyState, st: Step) -> Decision | None:
    """End the action phase now: the turn that would follow this action becomes the
    upkeep phase, and no additional action is taken. The "after" abilities of the
    action still resolve first (their queue drains before that turn)."""
    for k in range(len(s.steps) - 1, -1, -1):
        if s.steps[k][0] == "next-turn":
            s.steps[k] = ("upkeep", 0)
            s.extra = [0] * len(s.extra)
            s.say("The action phase ends.", kind="phase")
            return None
    return None  # already ended by an ability resolved inside this one


@step("opponent-action")
def run_opponent_action(s: DestinyState, st: Step) -> Decision | None:
    """Retreat: the opponent may take one action now (a player who claimed the
    battlefield passes for the rest of the round and takes none, SWD-CLAIM-03)."""
    seat = foe(s, s.frames[st[1]])
    if s.claimed == seat or s.out[seat]:
        return None
    return Decision(
        seat,
        "extra-action",
        "Take one action before the action phase ends, or decline.",
        tuple(action_options(s, seat)),
    )


@answer("opponent-action")
def answer_opponent_action(s: DestinyState, st: Step, action: int) -> None:
    seat = foe(s, s.frames[st[1]])
    if action == enc.PASS:
        s.say(f"{s.player_name(seat)} declines the action.", kind="turn")
        return
    take_action(s, seat, action, follow=False)


# --- battlefields and set-aside cards -------------------------------------------------------


def unused_battlefields(s: DestinyState) -> list[int]:
    """Seats whose battlefield is set aside, not the one in play."""
    in_use = s.units[s.battlefield].owner if s.battlefield >= 0 else -1
    return [
        p
        for p in range(len(s.game.decks))
        if p != in_use and s.game.decks[p].battlefield and not s.out[p]  # SWD-MULTI-11
    ]


@step("switch-battlefield")
def run_switch_battlefield(s: DestinyState, st: Step) -> Decision | None:
    """Hyperspace Jump: you may swap the battlefield in play for one set aside; its
    owner controls the new one (as at setup, SWD-SETUP-08)."""
    seats = unused_battlefields(s)
    if not seats:
        return None
    pool = s.game.pool.by_code
    return Decision(
        s.frames[st[1]]["seat"],
        "switch-battlefield",
        "Switch the battlefield for "
        + " or ".join(pool[s.game.decks[p].battlefield].title for p in seats)
        + "?",
        (enc.NO, *(enc.option(p) for p in seats)),
    )


@answer("switch-battlefield")
def answer_switch_battlefield(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    owner = action - enc.OPTION
    old = s.units[s.battlefield]
    old.in_play = False  # back among the set-aside battlefields
    card = s.game.pool.by_code[s.game.decks[owner].battlefield]
    s.battlefield = new_unit(s, card.index, owner, BATTLEFIELD).uid
    s.say(
        f"The battlefield is now {card.title}, controlled by {s.player_name(owner)}.",
        kind="status",
        ids=s.unit_ids(s.battlefield),
    )


@step("set-aside-event")
def run_set_aside_event(s: DestinyState, st: Step) -> Decision | None:
    """The event goes from limbo to its owner's set-aside cards, not the discard pile."""
    frame = s.frames[st[1]]
    if frame["card"] in s.limbo:
        s.limbo.remove(frame["card"])
        s.aside[frame["seat"]].append(frame["card"])
        s.say(
            f"{s.cards[frame['card']].name} is set aside.",
            kind="move",
            ids=s.card_ids(frame["card"]),
        )
    return None


@step("set-aside-from-hand")
def run_set_aside_from_hand(s: DestinyState, st: Step) -> Decision | None:
    """Award Ceremony: set N cards of your hand aside, one at a time (all of them
    when fewer are left). Args: N (a number or a register)."""
    frame = s.frames[st[1]]
    left = frame.get(st[2], 0) if isinstance(st[2], str) else st[2]
    seat = frame["seat"]
    if left <= 0 or not s.hand[seat]:
        return None
    return Decision(
        seat,
        "set-aside-card",
        f"Set aside which card ({left} left)?",
        tuple(enc.card(c) for c in sorted(set(s.hand[seat]))),
    )


@answer("set-aside-from-hand")
def answer_set_aside_from_hand(s: DestinyState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    left = frame.get(st[2], 0) if isinstance(st[2], str) else st[2]
    set_aside_from_hand(s, frame["seat"], action - enc.CARD)
    s.push(("set-aside-from-hand", st[1], left - 1))


# --- granted Ambush -----------------------------------------------------------------------


def ambush_granters(s: DestinyState, seat: int, card_index: int) -> list[int]:
    """Ready supports that may give this card Ambush before it is played (Infamous)."""
    card = s.cards[card_index]
    if "Ambush" in card.keywords:
        return []
    return [
        u.uid
        for u in s.units
        if u.in_play
        and u.controller == seat
        and u.ready
        and script_for(s.cards[u.card].code).persistent.get("ambush-to-" + card.color)
    ]


@step("ambush-offer")
def run_ambush_offer(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    options = ambush_granters(s, frame["seat"], frame["card"])
    if not options:
        return None
    return Decision(
        frame["seat"],
        "grant-ambush",
        f"Exhaust a support to give {s.cards[frame['card']].name} Ambush?",
        (enc.NO, *map(enc.unit, options)),
    )


@answer("ambush-offer")
def answer_ambush_offer(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    uid = action - enc.UNIT
    s.units[uid].ready = False
    s.frames[st[1]]["ambush"] = True
    s.say(f"{s.name(uid)} is exhausted: the card gains Ambush.", kind="status", ids=s.unit_ids(uid))


# --- damage and shields ---------------------------------------------------------------------


@step("event-player-damages-own")
def run_event_player_damages_own(s: DestinyState, st: Step) -> Decision | None:
    """Admiral Ackbar: the player the trigger was about chooses one of their own
    characters and deals it N damage. Args: N."""
    seat = s.frames[st[1]]["event"][0]
    targets = s.characters(seat)
    if not targets:
        return None
    return Decision(
        seat,
        "choose-character",
        f"Deal {st[2]} damage to which of your characters?",
        tuple(map(enc.unit, targets)),
    )


@answer("event-player-damages-own")
def answer_event_player_damages_own(s: DestinyState, st: Step, action: int) -> None:
    deal_damage(s, action - enc.UNIT, st[2])


# --- upgrades and dice ------------------------------------------------------------------------


@step("switch-with-chosen")
def run_switch_with_chosen(s: DestinyState, st: Step) -> Decision | None:
    """Sith Holocron: this upgrade goes back to your hand and the chosen upgrade from
    your hand takes its place on the same character, whatever its restrictions (it is
    not played: nothing is paid and no "after you play" ability triggers). The new
    upgrade goes into register ``switched``."""
    frame = s.frames[st[1]]
    source, seat, chosen = frame["source"], frame["seat"], frame.get("chosen", -1)
    if source < 0 or not s.units[source].in_play or chosen < 0:
        abort_frame(s, st[1])
        return None
    host = s.units[source].host
    leave_play(s, source, to="hand")
    s.hand[s.units[source].owner].append(s.units[source].card)
    s.hand[seat].remove(chosen)
    s.hand[seat].sort()
    unit = new_unit(s, chosen, seat, UPGRADE)
    unit.host = host
    take_die_for(s, unit)
    frame["switched"] = unit.uid
    s.say(
        f"{s.name(source)} returns to hand; {s.name(unit.uid)} takes its place on {s.name(host)}.",
        kind="move",
        ids=s.unit_ids(source, unit.uid, host),
    )
    return None


@step("pay-to-roll-die-of")
def run_pay_to_roll_die_of(s: DestinyState, st: Step) -> Decision | None:
    """You may pay N to roll the die on the card in a register into your pool, if it
    has one there. Args: register, N."""
    frame = s.frames[st[1]]
    uid = frame.get(st[2], -1)
    dice = [d.id for d in s.dice if d.unit == uid and d.where == ON_CARD] if uid >= 0 else []
    if not dice or s.resources[frame["seat"]] < st[3]:
        return None
    return Decision(frame["seat"], "may", f"Pay {st[3]} to roll its die?", (enc.NO, enc.YES))


@answer("pay-to-roll-die-of")
def answer_pay_to_roll_die_of(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    frame = s.frames[st[1]]
    uid = frame[st[2]]
    s.resources[frame["seat"]] -= st[3]
    roll_into_pool(s, next(d.id for d in s.dice if d.unit == uid and d.where == ON_CARD))


@step("resolve-side-of-chosen")
def run_resolve_side_of_chosen(s: DestinyState, st: Step) -> Decision | None:
    """Poe Dameron: resolve one side of the chosen card's die, a die in no pool, if
    the card has one set aside (paying the side's cost, as any resolved die)."""
    frame = s.frames[st[1]]
    chosen = frame.get("chosen", -1)
    for die in s.dice:
        if die.card == chosen and die.owner == frame["seat"] and die.where == SET_ASIDE:
            s.push(("resolve-side", st[1], die.id))
            return None
    return None


def resolvable_sides(s: DestinyState, die_id: int, seat: int) -> list[int]:
    """Sides that can be resolved alone: no blank, no modifier (SWD-MODIFIER-01)."""
    faces = s.dice[die_id].faces
    return [
        k
        for k, f in enumerate(faces)
        if f.symbol != "blank" and not f.modifier and f.cost <= s.resources[seat]
    ]


@step("resolve-side")
def run_resolve_side(s: DestinyState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    sides = resolvable_sides(s, st[2], seat)
    if not sides:
        return None
    return Decision(
        seat,
        "choose-side",
        f"Resolve which side of the {s.die_name(st[2])}?",
        tuple(map(enc.side, sides)),
    )


@answer("resolve-side")
def answer_resolve_side(s: DestinyState, st: Step, action: int) -> None:
    fid, die_id = st[1], st[2]
    seat = s.frames[fid]["seat"]
    die = s.dice[die_id]
    die.side = action - enc.SIDE
    face = die.face
    s.resources[seat] -= face.cost
    value = s.face_value(die_id)
    s.say(
        f"{s.player_name(seat)} resolves a side of the {s.die_name(die_id)}: {face.label()}.",
        kind="resolve",
        ids=s.die_ids(die_id),
    )
    apply_symbol(s, fid, seat, face.symbol, value, die_id, (die_id,))


@step("chosen-is")
def run_chosen_is(s: DestinyState, st: Step) -> Decision | None:
    """The rest of the ability only if the chosen card has this subtype (Poe's vehicle)."""
    frame = s.frames[st[1]]
    chosen = frame.get("chosen", -1)
    if chosen < 0 or st[2] not in s.cards[chosen].subtypes:
        abort_frame(s, st[1])
    return None


@step("hold-die")
def run_hold_die(s: DestinyState, st: Step) -> Decision | None:
    """Prized Possession: the die in a register leaves its pool and stays on this card,
    rolled by no one, until this card leaves play. Args: register."""
    frame = s.frames[st[1]]
    die_id, source = frame.get(st[2], -1), frame["source"]
    if die_id < 0 or s.dice[die_id].where != IN_POOL or not s.units[source].in_play:
        return None
    die = s.dice[die_id]
    s.say(
        f"{s.name(source)} takes the {s.die_name(die_id)}.",
        kind="move",
        ids=(*s.unit_ids(source), *s.die_ids(die_id)),
    )  # told while the die is still in the pool, where every seat sees it
    die.where = HELD
    die.holder = source
    return None
