"""The core procedures: resources, cards, dice, damage, shields, defeat, triggers.

Plain functions change the state at once; procedures that can meet a "before"
ability or need a choice are steps (registered with :func:`.machine.step`).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import Steps, script_for
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import (
    BATTLEFIELD,
    CHARACTER,
    HELD,
    IN_POOL,
    ON_CARD,
    OUT_OF_GAME,
    SET_ASIDE,
    SUPPORT,
    UPGRADE,
    Unit,
)
from rulebound.games.destiny.rolls import roll_side
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

MAX_SHIELDS = 3  # SWD-SHIELD-03
BASE_HAND_SIZE = 5  # SWD-HAND-02
MAX_UPGRADES = 3  # SWD-UPGRADE-04


def other(seat: int) -> int:
    """The opponent in a two-player game (see :func:`opponents` for more players)."""
    return 1 - seat


# --- the table: seats, turn order, opponents (SWD-MULTI-03, -06, -09) ---------------------


def living(s: DestinyState) -> list[int]:
    """Seats still in the game, clockwise in the table order."""
    return [p for p in s.table if not s.out[p]]


def next_seat(s: DestinyState, seat: int) -> int:
    """The next player still in the game, clockwise (SWD-MULTI-06)."""
    if len(s.out) == 2:
        return 1 - seat
    table = s.table
    k = table.index(seat)
    for step_ in range(1, len(table) + 1):
        p = table[(k + step_) % len(table)]
        if not s.out[p]:
            return p
    return seat


def opponents(s: DestinyState, seat: int) -> list[int]:
    """``seat``'s opponents still in the game, clockwise from it."""
    if len(s.out) == 2:
        return [1 - seat]
    table = s.table
    k = table.index(seat)
    rotated = table[k + 1 :] + table[:k]
    return [p for p in rotated if not s.out[p]]


def being_resolved(s: DestinyState) -> set[int]:
    """Dice whose special ability is resolving, at any depth: no ability inside it may
    choose them (the reading of SWD-OPEN-11; else Outpost resolving Rebel War Room's
    claim could resolve the same Outpost die again, forever)."""
    return {f["resolving"] for f in s.frames.values() if "resolving" in f}


def foe(s: DestinyState, frame: dict[str, Any]) -> int:
    """The opponent an ability affects: the one its player chose for it (SWD-MULTI-09),
    or the only one."""
    chosen = frame.get("foe", -1)
    if chosen >= 0:
        return int(chosen)
    found = opponents(s, frame["seat"])
    return found[0] if found else (frame["seat"] + 1) % len(s.out)  # nobody left: moot


# --- persistent abilities and keywords ------------------------------------------


def has_keyword(s: DestinyState, uid: int, keyword: str) -> bool:
    """Printed or granted; a card has a keyword once however often it is granted
    (SWD-KEYWORD-02)."""
    unit = s.units[uid]
    if keyword in s.cards[unit.card].keywords:
        return True
    if keyword == "Guardian":
        for up in s.upgrades_on(uid):
            if script_for(s.card(up).code).persistent.get("guardian-to-host"):
                return True
        if not s.cards[unit.card].unique:  # Captain Phasma
            return persistent_total(s, unit.controller, "guardian-to-non-unique") > 0
    return False


def persistent_total(s: DestinyState, seat: int, name: str) -> int:
    total = 0
    for u in s.units:
        if u.in_play and u.controller == seat:
            total += script_for(s.cards[u.card].code).persistent.get(name, 0)
    return total


def hand_size(s: DestinyState, seat: int) -> int:
    """5, increased by persistent abilities such as Emperor's Favor (SWD-INCREASE-01)."""
    return BASE_HAND_SIZE + persistent_total(s, seat, "hand-size")


def battlefield_controller(s: DestinyState) -> int:
    return s.units[s.battlefield].controller if s.battlefield >= 0 else 0


# --- resources and cards ------------------------------------------------------------


def gain(s: DestinyState, seat: int, n: int) -> None:
    """Gain ``n`` resources; an eliminated player gains none (SWD-MULTI-11: nothing of
    theirs stays in the game), e.g. Enrage defeating its player's last character."""
    if n > 0 and not s.out[seat]:
        s.resources[seat] += n
        s.say(f"{s.player_name(seat)} gains {n} resource{'s' * (n != 1)}.", kind="resource")


def lose(s: DestinyState, seat: int, n: int) -> int:
    """Lose up to ``n`` resources; never below 0 (SWD-DISRUPT-02, -03)."""
    lost = min(n, s.resources[seat])
    s.resources[seat] -= lost
    if lost:
        s.say(f"{s.player_name(seat)} loses {lost} resource{'s' * (lost != 1)}.", kind="resource")
    return lost


def draw(s: DestinyState, seat: int, n: int) -> int:
    """Draw up to ``n`` cards; an empty deck draws nothing (SWD-DRAW-03)."""
    deck = s.deck[seat]
    count = min(n, len(deck))
    if count:
        drawn = deck[:count]
        del deck[:count]
        s.hand[seat].extend(drawn)
        s.hand[seat].sort()
        s.say(f"{s.player_name(seat)} draws {count} card{'s' * (count != 1)}.", kind="draw")
        if s.events is not None:
            names = ", ".join(s.cards[c].name for c in drawn)
            s.say(f"You draw {names}.", seat, kind="draw", ids=s.card_ids(*drawn))
    return count


def discard_from_hand(s: DestinyState, seat: int, card: int) -> None:
    s.hand[seat].remove(card)
    s.discard[seat].append(card)
    if not s.hand[seat]:
        emit_after(s, "hand-emptied", (seat,))  # Admiral Ackbar


def set_aside_from_hand(s: DestinyState, seat: int, card: int) -> None:
    """A card leaves the hand for the set-aside cards (Award Ceremony); it is not
    discarded, so the hand running out this way triggers nothing."""
    s.hand[seat].remove(card)
    s.aside[seat].append(card)
    s.say(
        f"{s.player_name(seat)} sets {s.cards[card].name} aside.", kind="move", ids=s.card_ids(card)
    )


def random_discard(s: DestinyState, seat: int, n: int) -> None:
    """Discard ``n`` random cards from ``seat``'s hand, or all it has (SWD-DISCSYM-02)."""
    for _ in range(n):
        hand = s.hand[seat]
        if not hand:
            break
        card = hand[s.rng.randbelow(len(hand))]
        discard_from_hand(s, seat, card)
        s.say(
            f"{s.player_name(seat)} discards {s.cards[card].name} at random.",
            kind="discard",
            ids=s.card_ids(card),
        )


# --- dice -------------------------------------------------------------------------------


def roll_into_pool(s: DestinyState, die_id: int) -> None:
    die = s.dice[die_id]
    die.side = roll_side(s, die_id)
    die.where = IN_POOL
    s.say(
        f"{s.player_name(die.owner)} rolls {s.die_name(die_id)}: {die.face.label()}.",
        kind="roll",
        ids=s.die_ids(die_id),
    )


def reroll(s: DestinyState, die_ids: list[int]) -> None:
    """Reroll dice in pools, all at once (SWD-REROLL-01)."""
    for die_id in die_ids:
        die = s.dice[die_id]
        die.side = roll_side(s, die_id)
        s.say(
            f"{s.die_name(die_id)} is rerolled: {die.face.label()}.",
            kind="roll",
            ids=s.die_ids(die_id),
        )


def return_die(s: DestinyState, die_id: int) -> None:
    """Send a die from a pool back to its card (SWD-REMOVE-01); a die whose card is
    not in play, or one rolled by Ace in the Hole, is set aside instead."""
    die = s.dice[die_id]
    card_in_play = die.unit >= 0 and s.units[die.unit].in_play
    if die.ace or not card_in_play:
        die.where = SET_ASIDE
        die.unit = -1
        die.ace = False
    else:
        die.where = ON_CARD


def remove_die(s: DestinyState, die_id: int) -> None:
    """Remove a die from a pool (SWD-REMOVE-01; only a die in a pool, SWD-REMOVE-02)."""
    if s.dice[die_id].where != IN_POOL:
        return
    s.say(
        f"{s.die_name(die_id)} is removed from the dice pool.", kind="move", ids=s.die_ids(die_id)
    )
    return_die(s, die_id)


def turn_die(s: DestinyState, die_id: int, side: int) -> None:
    die = s.dice[die_id]
    die.side = side
    s.say(
        f"{s.die_name(die_id)} is turned to {die.face.label()}.",
        kind="status",
        ids=s.die_ids(die_id),
    )


def turn_sides(s: DestinyState, die_id: int, symbol: str = "") -> list[int]:
    """Sides a die may be turned to: a different face (SWD-TURN-02), optionally one
    showing ``symbol`` (``no-damage``: any face but melee or ranged damage, Datapad)."""
    die = s.dice[die_id]
    if symbol == "no-damage":
        return [
            k
            for k, face in enumerate(die.faces)
            if k != die.side and face.symbol not in ("melee", "ranged")
        ]
    return [
        k
        for k, face in enumerate(die.faces)
        if k != die.side and (not symbol or face.symbol == symbol)
    ]


def shows(s: DestinyState, die_id: int, symbols: tuple[str, ...]) -> bool:
    """Whether a die in a pool shows one of ``symbols``: modifier and cost faces count
    (SWD-SHOWING-03, SWD-REMOVE-03)."""
    die = s.dice[die_id]
    return die.where == IN_POOL and die.face.symbol in symbols


# --- entering and leaving play ----------------------------------------------------


def new_unit(s: DestinyState, card: int, owner: int, kind: str) -> Unit:
    unit = Unit(len(s.units), card, owner, kind)
    s.units.append(unit)
    return unit


def take_die_for(s: DestinyState, unit: Unit) -> None:
    """Put a set-aside die of this card onto it (SWD-PLAY-08, SWD-PLAY-10)."""
    for die in s.dice:
        free = die.where == SET_ASIDE and die.unit < 0
        if free and die.owner == unit.owner and die.card == unit.card:
            die.unit = unit.uid
            die.where = ON_CARD
            die.ace = False
            return


def leave_play(s: DestinyState, uid: int, to: str = "discard") -> None:
    """A card leaves play: its dice are set aside (SWD-DIELEAVE-01) and the card goes
    to its owner's discard pile (``to="discard"``), hand (``"hand"``, the caller puts
    it there) or out of the game with its dice (``"removed"``)."""
    unit = s.units[uid]
    if not unit.in_play:
        return
    unit.in_play = False
    for die in s.dice:
        if die.holder == uid:  # Prized Possession lets go: the die goes back to its card
            die.holder = -1
            if die.where == HELD:
                die.where = ON_CARD if s.units[die.unit].in_play else SET_ASIDE
                die.unit = die.unit if die.where == ON_CARD else -1
                s.say(
                    f"{s.die_name(die.id)} goes back to its character.",
                    kind="move",
                    ids=s.die_ids(die.id) if die.where == ON_CARD else (),
                )
        if die.unit == uid:
            twin = twin_die(s, unit, die.id) if die.where == IN_POOL else -1
            if twin >= 0 and s.dice[twin].side != die.side:
                s.push(("twin-die", 0, twin, die.side))
            die.where = OUT_OF_GAME if to == "removed" else SET_ASIDE
            die.unit = -1
            die.ace = False
            die.holder = -1
    if to == "discard":
        s.discard[unit.owner].append(unit.card)


def twin_die(s: DestinyState, unit: Unit, die_id: int) -> int:
    """The pool die of another copy of the same upgrade on the same character, or -1
    (SWD-DIELEAVE-02)."""
    if unit.kind != UPGRADE:
        return -1
    for other_unit in s.units:
        if (
            other_unit.in_play
            and other_unit.uid != unit.uid
            and other_unit.card == unit.card
            and other_unit.host == unit.host
        ):
            for die in s.dice:
                if die.unit == other_unit.uid and die.where == IN_POOL:
                    return die.id
    return -1


@step("twin-die")
def run_twin_die(s: DestinyState, st: Step) -> Decision | None:
    """Two copies of an upgrade on one character, both dice in the pool, one copy
    leaves play: its controller chooses which of the two dice is set aside
    (SWD-DIELEAVE-02). The dice are identical, so the choice is which face stays."""
    die = s.dice[st[2]]
    if die.where != IN_POOL:
        return None
    return Decision(
        die.owner,
        "twin-die",
        f"Two {s.cards[die.card].name} dice were in your pool: which one stays?",
        (enc.option(0), enc.option(1)),
    )


@answer("twin-die")
def answer_twin_die(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.option(1):
        s.dice[st[2]].side = st[3]
        s.say(
            f"The {s.die_name(st[2])} showing {s.dice[st[2]].face.label()} stays.",
            kind="status",
            ids=s.die_ids(st[2]),
        )


def discard_unit(s: DestinyState, uid: int) -> None:
    s.say(f"{s.name(uid)} is discarded from play.", kind="discard", ids=s.unit_ids(uid))
    leave_play(s, uid)


# --- damage, shields, healing --------------------------------------------------------


def deal_damage(
    s: DestinyState,
    uid: int,
    amount: int,
    kind: str = "",
    unblockable: bool = False,
    window: bool = True,
) -> int:
    """Deal damage to a character: shields block first and must (SWD-SHIELD-01, -02)
    unless the damage is unblockable (SWD-DAMAGE-03); excess over health is ignored
    (SWD-DEFEAT-02). Returns the damage taken (SWD-TAKEDMG-01). A defeat is pushed as
    a step so that "before" abilities can interrupt it.

    A character with its own "before it is dealt damage" ability (Count Dooku) gets
    that window first: the damage becomes a step under the ability, and 0 is returned
    now (``window=False`` is the damage after the window)."""
    unit = s.units[uid]
    if not unit.in_play or unit.kind != CHARACTER or amount <= 0:
        return 0
    if window:
        own = script_for(s.cards[unit.card].code).triggers
        found = [
            (k, t)
            for k, t in enumerate(own)
            if t.timing == "before" and t.event == "damaged" and t.when(s, uid, (uid,))
        ]
        if found:
            s.push(("deal-damage", 0, uid, amount, kind, unblockable))
            for _k, trig in found:
                start_ability(s, unit.controller, uid, trig.steps, trig.optional, trig.text)
            return 0
    blocked = 0 if unblockable else min(unit.shields, amount)
    unit.shields -= blocked
    health = s.cards[unit.card].health
    taken = min(amount - blocked, health - unit.damage)
    unit.damage += taken
    what = f"{kind} damage" if kind else "damage"
    extra = " unblockable" if unblockable else ""
    s.say(
        f"{s.name(uid)} is dealt {amount}{extra} {what}"
        + (f" ({blocked} blocked by shields)" if blocked else "")
        + f": {unit.damage}/{health}.",
        kind="damage",
        ids=s.unit_ids(uid),
    )
    if taken and kind == "melee":
        for up in s.upgrades_on(uid):
            if script_for(s.card(up).code).persistent.get("discard-on-melee"):
                discard_unit(s, up)
    if unit.damage >= health:
        s.push(("defeat", 0, uid))
    return taken


@step("deal-damage")
def run_deal_damage(s: DestinyState, st: Step) -> Decision | None:
    """The damage held back while "before it is dealt damage" abilities resolved."""
    deal_damage(s, st[2], st[3], st[4], st[5], window=False)
    return None


def heal(s: DestinyState, uid: int, n: int) -> int:
    """Heal as much as possible (SWD-HEAL-01, -02); 0 means not healed (SWD-HEAL-03)."""
    unit = s.units[uid]
    healed = min(n, unit.damage)
    unit.damage -= healed
    if healed:
        s.say(f"{s.name(uid)} heals {healed} damage.", kind="heal", ids=s.unit_ids(uid))
    return healed


def add_shields(s: DestinyState, uid: int, n: int) -> None:
    """Give shields now, capped at 3 (SWD-SHIELD-03); see the ``gain-shields`` step for
    the version that lets "before" abilities interrupt (Qui-Gon Jinn)."""
    unit = s.units[uid]
    if not unit.in_play:
        return
    given = min(n, MAX_SHIELDS - unit.shields)
    unit.shields += given
    s.say(
        f"{s.name(uid)} gains {given} shield{'s' * (given != 1)} (now {unit.shields}).",
        kind="shield",
        ids=s.unit_ids(uid),
    )


# --- triggered abilities ----------------------------------------------------------------


def triggers_for(
    s: DestinyState, timing: str, event: str, data: tuple[Any, ...]
) -> list[tuple[int, str, int, int, tuple[Any, ...]]]:
    """Every ability of a card in play whose trigger condition ``event`` is met, as
    queue entries ``(seat, code, trigger index, source uid, data)``."""
    found = []
    for u in s.units:
        if not u.in_play:
            continue
        code = s.cards[u.card].code
        for k, trig in enumerate(script_for(code).triggers):
            if trig.timing == timing and trig.event == event and trig.when(s, u.uid, data):
                found.append((u.controller, code, k, u.uid, data))
    return found


def emit_after(s: DestinyState, event: str, data: tuple[Any, ...]) -> None:
    """Put the "after" abilities triggered by ``event`` into the queue (SWD-QUEUE-01).
    Several at once are ordered by a player (SWD-SIMUL-01, -02)."""
    found = triggers_for(s, "after", event, data)
    if len(found) == 1:
        s.queue.append(found[0])
    elif found:
        s.push(("order-batch", 0, tuple(found)))


def order_chooser(s: DestinyState, batch: tuple[Any, ...]) -> int:
    """The resolving player orders their own abilities; the battlefield's controller
    orders when several players' abilities trigger together (SWD-SIMUL-01, -02; the
    reading of SWD-OPEN-05)."""
    seats = {entry[0] for entry in batch}
    if len(seats) == 1 and s.game.params["trigger_order"] == "resolving-player":
        return next(iter(seats))
    return battlefield_controller(s)


@step("order-batch")
def run_order_batch(s: DestinyState, st: Step) -> Decision | None:
    batch = st[2]
    if len(batch) == 1:
        s.queue.append(batch[0])
        return None
    options = tuple(enc.option(k) for k in range(len(batch)))
    return Decision(
        order_chooser(s, batch),
        "order-triggers",
        "Which triggered ability enters the queue first?",
        options,
    )


@answer("order-batch")
def answer_order_batch(s: DestinyState, st: Step, action: int) -> None:
    batch = st[2]
    k = action - enc.OPTION
    s.queue.append(batch[k])
    rest = batch[:k] + batch[k + 1 :]
    if rest:
        s.push(("order-batch", 0, rest))


@step("drain")
def run_drain(s: DestinyState, st: Step) -> Decision | None:
    """Resolve the queue first in, first out (SWD-QUEUE-03 to -05)."""
    if not s.queue:
        return None
    seat, code, k, source, data = s.queue.pop(0)
    trig = script_for(code).triggers[k]
    s.push(("drain", 0))
    start_ability(s, seat, source, trig.steps, optional=trig.optional, text=trig.text, event=data)
    return None


def start_ability(
    s: DestinyState,
    seat: int,
    source: int,
    steps: Steps,
    optional: bool = False,
    text: str = "",
    card: int = -1,
    **regs: Any,
) -> int:
    """Push an ability's steps in a new frame; an optional ability asks first (SWD-ABIL-06).

    An optional ability whose cost is to exhaust its exhausted card is not offered: an
    exhausted card cannot be exhausted again (SWD-EXHAUST-02), so the ability cannot be
    used (My Kind of Scum queued twice by one action's two disrupts). Returns the new
    frame, or -1 when nothing was pushed."""
    if optional and steps and steps[0] == ("exhaust-self",) and not _can_exhaust(s, source):
        return -1
    if card < 0 and source >= 0:
        card = s.units[source].card
    fid = s.new_frame(seat, source, card, **regs)
    program: list[Step] = []
    if optional:
        program.append(("may", fid, text))
    if len(s.out) > 2 and "foe" not in regs and names_an_opponent(steps):
        program.append(("choose-foe", fid))  # SWD-MULTI-09
    program.extend((op[0], fid, *op[1:]) for op in steps)
    program.append(("end-frame", fid))
    s.push(*program)
    return fid


def _can_exhaust(s: DestinyState, source: int) -> bool:
    unit = s.units[source]  # an "exhaust this card" ability always has its card
    return unit.in_play and unit.ready


# Ops that act on "the opponent" without saying so in their arguments.
FOE_OPS = frozenset(
    {
        "look-hand",
        "discard-cheapest",
        "discard-events",
        "probe",
        "discard-down-to-mine",
        "opponent-loses-all",
        "opponent-discards-hand",
        "look-random-card",
        "distribute",
        "count-opponent-hand",
        "wookiee",
        "victim-removes",
        "random-discard",
        "opponent-does",
        "mind-trick",
        "ready-unless-paid",
        "indirect",
        "opponent-action",
    }
)


def names_an_opponent(steps: Any) -> bool:
    """Whether an ability affects "an opponent": an op acting on one, or an argument
    (a scope, a chooser) naming one, at any depth (the branches of a choice too)."""
    if isinstance(steps, str):
        return steps == "opponent"
    if isinstance(steps, tuple):
        if steps and isinstance(steps[0], str) and steps[0] in FOE_OPS:
            return True
        return any(names_an_opponent(x) for x in steps)
    return False


@step("choose-foe")
def run_choose_foe(s: DestinyState, st: Step) -> Decision | None:
    """With several opponents, the ability's player chooses the one it affects
    (SWD-MULTI-09)."""
    frame = s.frames[st[1]]
    options = opponents(s, frame["seat"])
    if len(options) == 1:
        frame["foe"] = options[0]
        return None
    return Decision(
        frame["seat"],
        "choose-opponent",
        "Which opponent does this ability affect?",
        tuple(enc.option(p) for p in sorted(options)),
    )


@answer("choose-foe")
def answer_choose_foe(s: DestinyState, st: Step, action: int) -> None:
    s.frames[st[1]]["foe"] = action - enc.OPTION


def abort_frame(s: DestinyState, fid: int) -> None:
    """Drop the rest of an ability (no valid target, a "then" whose first part failed,
    a "may" declined)."""
    steps = s.steps
    while steps:
        top = steps.pop()
        if top[0] == "end-frame" and top[1] == fid:
            s.frames.pop(fid, None)
            return


@step("end-frame")
def run_end_frame(s: DestinyState, st: Step) -> Decision | None:
    s.frames.pop(st[1], None)
    return None


@step("may")
def run_may(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    return Decision(frame["seat"], "may", f"Use this ability? {st[2]}", (enc.NO, enc.YES))


@answer("may")
def answer_may(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        abort_frame(s, st[1])


# --- shields with "before" abilities -------------------------------------------------


@step("gain-shields")
def run_gain_shields(s: DestinyState, st: Step) -> Decision | None:
    """Before a character gains shields, its "before" abilities may resolve
    (SWD-BEFORE-01, SWD-EX-10); then the shields are given, capped at 3."""
    _, _, uid, n = st
    if not s.units[uid].in_play:
        return None
    s.push(("add-shields", 0, uid, n))
    for seat, code, k, source, data in triggers_for(s, "before", "gain-shields", (uid,)):
        trig = script_for(code).triggers[k]
        start_ability(s, seat, source, trig.steps, trig.optional, trig.text, event=data)
    return None


@step("add-shields")
def run_add_shields(s: DestinyState, st: Step) -> Decision | None:
    add_shields(s, st[2], st[3])
    return None


# --- defeat --------------------------------------------------------------------------


def about_to_be_defeated(s: DestinyState, uid: int, forced: bool = False) -> bool:
    """Whether a defeat of ``uid`` is still pending: it is in play, not saved by a
    replacement, and lethally damaged (or ``forced``: defeated by an effect)."""
    unit = s.units[uid]
    if not unit.in_play or unit.kind != CHARACTER or uid in s.saved:
        return False
    return forced or unit.damage >= s.cards[unit.card].health


@step("defeat")
def run_defeat(s: DestinyState, st: Step) -> Decision | None:
    """A character whose damage equals its health is defeated (SWD-DAMAGE-02), after
    its "before" and replacement abilities (SWD-BEFORE-01, SWD-REPLACE-01)."""
    uid, forced = st[2], len(st) > 3 and st[3]
    if not about_to_be_defeated(s, uid, forced):
        return None
    found = triggers_for(s, "before", "defeated", (uid,))
    s.push(("defeat-do", 0, uid, forced))
    if found:
        s.push(("defeat-order", 0, uid, tuple(found), forced))
    return None


@step("defeat-order")
def run_defeat_order(s: DestinyState, st: Step) -> Decision | None:
    uid, batch, forced = st[2], st[3], st[4]
    if not batch or not about_to_be_defeated(s, uid, forced):
        return None
    if len(batch) == 1:
        _launch_before(s, batch[0])
        return None
    replacements = [e for e in batch if script_for(e[1]).triggers[e[2]].replacement]
    chooser = battlefield_controller(s) if len(replacements) > 1 else order_chooser(s, batch)
    return Decision(
        chooser,
        "order-before",
        f"{s.name(uid)} is about to be defeated: which ability resolves first?",
        tuple(enc.option(k) for k in range(len(batch))),
    )


@answer("defeat-order")
def answer_defeat_order(s: DestinyState, st: Step, action: int) -> None:
    uid, batch, forced = st[2], st[3], st[4]
    k = action - enc.OPTION
    rest = batch[:k] + batch[k + 1 :]
    if rest:
        s.push(("defeat-order", 0, uid, rest, forced))
    _launch_before(s, batch[k])


def _launch_before(s: DestinyState, entry: tuple[Any, ...]) -> None:
    seat, code, k, source, data = entry
    trig = script_for(code).triggers[k]
    start_ability(s, seat, source, trig.steps, trig.optional, trig.text, event=data)


@step("defeat-do")
def run_defeat_do(s: DestinyState, st: Step) -> Decision | None:
    """Defeat: the character and its dice leave the game, its upgrades are discarded
    (SWD-DEFEAT-01) unless Redeploy moves them (SWD-REDEPLOY-01); a player with no
    character left loses at once (SWD-WIN-02)."""
    uid, forced = st[2], st[3]
    if not about_to_be_defeated(s, uid, forced):
        if uid in s.saved:
            s.saved.remove(uid)  # replaced: it counts as never defeated (SWD-REPLACE-03)
        return None
    unit = s.units[uid]
    s.say(f"{s.name(uid)} is defeated.", kind="defeat", ids=s.unit_ids(uid))
    upgrades = s.upgrades_on(uid)
    leave_play(s, uid, to="removed")
    redeploy = []
    for up in upgrades:
        if has_keyword(s, up, "Redeploy") and s.characters(unit.controller):
            redeploy.append(up)
        else:
            discard_unit(s, up)
    for up in reversed(redeploy):
        s.push(("redeploy", 0, up))
    emit_after(s, "defeated", (unit.controller, uid))
    check_defeat_win(s)
    return None


def check_defeat_win(s: DestinyState) -> None:
    """A player with no character left loses at once (SWD-WIN-02); with more players,
    they are eliminated and the others play on (SWD-MULTI-10)."""
    if len(s.out) == 2:
        for seat in (0, 1):
            if not s.characters(seat) and s.winner < 0:
                s.winner = other(seat)
                s.win_reason = f"all of {s.player_name(seat)}'s characters are defeated"
                s.say(f"{s.player_name(other(seat))} wins: {s.win_reason}.", kind="win")
        return
    for seat in living(s):
        if not s.characters(seat) and s.winner < 0:
            eliminate(s, seat, "all of their characters are defeated")


def eliminate(s: DestinyState, seat: int, why: str) -> None:
    """SWD-MULTI-10 to -12: the player leaves the game with every card and die they
    own, except the battlefield in play; if they controlled it, the next player still
    in the game clockwise takes control (our reading of SWD-OPEN-10). The last player
    left wins."""
    s.out[seat] = True
    s.say(f"{s.player_name(seat)} is eliminated: {why}.", kind="defeat")
    for u in s.units:
        if u.in_play and u.owner == seat and u.kind != BATTLEFIELD:
            leave_play(s, u.uid, to="removed")
    for die in s.dice:
        if die.owner == seat:
            die.where, die.unit, die.holder = OUT_OF_GAME, -1, -1
    # Hand and deck leave the game unseen; the discard pile and set-aside cards stay
    # face up where they are (public already, and no card reaches them any more).
    s.hand[seat] = []
    s.deck[seat] = []
    s.resources[seat] = 0
    s.extra[seat] = 0
    left = living(s)
    if s.battlefield >= 0 and s.units[s.battlefield].controller == seat and left:
        s.units[s.battlefield].controller = next_seat(s, seat)
        s.say(
            f"{s.player_name(next_seat(s, seat))} takes control of the battlefield.",
            kind="status",
            ids=s.unit_ids(s.battlefield),
        )
    if len(left) == 1 and s.winner < 0:
        s.winner = left[0]
        s.win_reason = "every other player is eliminated"
        s.say(f"{s.player_name(left[0])} wins: {s.win_reason}.", kind="win")


@step("redeploy")
def run_redeploy(s: DestinyState, st: Step) -> Decision | None:
    up = st[2]
    seat = s.units[up].controller
    options = tuple(enc.unit(c) for c in s.characters(seat))
    if not options:
        discard_unit(s, up)
        return None
    return Decision(
        seat,
        "redeploy",
        f"Redeploy {s.name(up)} onto another character?",
        (enc.NO, *options),
    )


@answer("redeploy")
def answer_redeploy(s: DestinyState, st: Step, action: int) -> None:
    up = st[2]
    if action == enc.NO:
        discard_unit(s, up)
        return
    target = action - enc.UNIT
    s.units[up].host = target
    for die in s.dice:
        if die.unit == up and die.where == IN_POOL:
            die.where = ON_CARD  # SWD-REDEPLOY-02: the die moves with it
    s.say(
        f"{s.name(up)} is redeployed onto {s.name(target)}.",
        kind="move",
        ids=s.unit_ids(up, target),
    )
    s.push(("upgrade-limit", 0, target))


@step("upgrade-limit")
def run_upgrade_limit(s: DestinyState, st: Step) -> Decision | None:
    """A character with 4 or more upgrades discards down to 3 (SWD-UPGRADE-04)."""
    uid = st[2]
    ups = s.upgrades_on(uid)
    if len(ups) <= MAX_UPGRADES:
        return None
    return Decision(
        s.units[uid].controller,
        "discard-upgrade",
        f"{s.name(uid)} has {len(ups)} upgrades: choose one to discard.",
        tuple(enc.unit(u) for u in ups),
    )


@answer("upgrade-limit")
def answer_upgrade_limit(s: DestinyState, st: Step, action: int) -> None:
    discard_unit(s, action - enc.UNIT)
    s.push(("upgrade-limit", 0, st[2]))


# --- activation ------------------------------------------------------------------------


def can_activate(s: DestinyState, uid: int) -> bool:
    """A ready character, or a ready support with a die (SWD-ACTIVATE-03, -05)."""
    unit = s.units[uid]
    if not unit.in_play or not unit.ready:
        return False
    if unit.kind == CHARACTER:
        return True
    return unit.kind == SUPPORT and any(d.unit == uid and d.where == ON_CARD for d in s.dice)


@step("activate")
def run_activate(s: DestinyState, st: Step) -> Decision | None:
    """Guardian first (SWD-GUARDIAN-01): before a Guardian character activates, its
    owner may remove an opponent's die showing damage to deal that much to it."""
    uid = st[2]
    s.push(("activate-do", 0, uid))
    unit = s.units[uid]
    if unit.kind == CHARACTER and has_keyword(s, uid, "Guardian"):
        opts = guardian_dice(s, unit.controller)
        if opts:
            return Decision(
                unit.owner,
                "guardian",
                f"Guardian: remove an opponent's damage die to deal its damage to {s.name(uid)}?",
                (enc.NO, *(enc.die(d) for d in opts)),
            )
    return None


def guardian_dice(s: DestinyState, seat: int) -> list[int]:
    """Dice showing damage in any opponent's pool."""
    return sorted(
        d for p in opponents(s, seat) for d in s.pool(p) if shows(s, d, ("melee", "ranged"))
    )


@answer("activate")
def answer_guardian(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    die_id = action - enc.DIE
    face, value = s.dice[die_id].face, s.face_value(die_id)
    remove_die(s, die_id)
    s.say(f"Guardian: {s.name(st[2])} takes the hit.", kind="ability", ids=s.unit_ids(st[2]))
    deal_damage(s, st[2], value, face.symbol)


@step("activate-do")
def run_activate_do(s: DestinyState, st: Step) -> Decision | None:
    """Exhaust and roll every die of the card and its upgrades (SWD-ACTIVATE-01, -02,
    -04; upgrade dice roll whether the upgrade is ready or not, SWD-UPGRADE-07)."""
    uid = st[2]
    unit = s.units[uid]
    if not unit.in_play or not unit.ready:
        return None
    unit.ready = False
    s.say(
        f"{s.player_name(unit.controller)} activates {s.name(uid)}.",
        kind="activate",
        ids=s.unit_ids(uid),
    )
    owners = {uid, *s.upgrades_on(uid)}
    for die in s.dice:
        if die.unit in owners and die.where == ON_CARD:
            roll_into_pool(s, die.id)
    emit_after(s, "activated", (unit.controller, uid))
    return None
