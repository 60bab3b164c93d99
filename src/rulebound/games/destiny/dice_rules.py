"""Resolving dice: the resolve action, modifiers, costs, and each symbol's effect.

One resolve action picks a symbol, then resolves dice showing it one at a time
(SWD-RESOLVE-01): a base die, any modifier dice added to it (resolved with it,
simultaneously, SWD-MOD-01/-02), its target. Cards that resolve a die (Tusken
Raider, Rebel War Room, Awakening) use the same procedure with one die and no
modifiers (SWD-CARDRES-01 to -04).
"""

from __future__ import annotations

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import IN_POOL
from rulebound.games.destiny.rules import (
    deal_damage,
    emit_after,
    foe,
    gain,
    lose,
    opponents,
    random_discard,
    return_die,
    start_ability,
    turn_die,
    turn_sides,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

TARGETED = ("melee", "ranged", "shield")


def die_cost(s: DestinyState, die_id: int) -> int:
    return s.dice[die_id].face.cost


def is_base(s: DestinyState, die_id: int, symbol: str) -> bool:
    """A die that can be resolved on its own for ``symbol``: in the pool, showing it,
    not a modifier (SWD-MOD-03), not blank (SWD-BLANK-01), and a special face only
    when its card has a special ability (SWD-SPECIAL-01)."""
    die = s.dice[die_id]
    face = die.face
    if die.where != IN_POOL or face.symbol != symbol or face.modifier or symbol == "blank":
        return False
    return symbol != "special" or bool(script_for(s.cards[die.card].code).special)


def resolvable_bases(
    s: DestinyState, seat: int, symbol: str, exclude: tuple[int, ...] = (), free: bool = False
) -> list[int]:
    """Base dice ``seat`` can resolve now, paying their cost (SWD-DIECOST-01)."""
    money = s.resources[seat]
    return [
        d.id
        for d in s.dice
        if d.owner == seat
        and d.where == IN_POOL
        and d.id not in exclude
        and is_base(s, d.id, symbol)
        and (free or d.face.cost <= money)
    ]


def resolvable_symbols(s: DestinyState, seat: int) -> list[str]:
    """The symbols a resolve action could start with (SWD-RESOLVE-05): those of the
    dice :func:`resolvable_bases` would offer, in one pass over the dice."""
    found = []
    money = s.resources[seat]
    for d in s.dice:
        if d.owner == seat and d.where == IN_POOL:
            symbol = d.face.symbol
            if symbol not in found and d.face.cost <= money and is_base(s, d.id, symbol):
                found.append(symbol)
    return found


def symbol_targets(s: DestinyState, seat: int, symbol: str) -> list[int]:
    """Characters a die's effect may go to. The seed says "a character" for damage and
    shields (SWD-MELEE-01, SWD-RANGED-01, SWD-SHIELDSYM-01); the ``symbol_targets``
    parameter ``printed-game`` restricts damage to opponents and shields to your own."""
    if s.game.params["symbol_targets"] == "printed-game":
        if symbol == "shield":
            return s.characters(seat)
        return [u for p in sorted(opponents(s, seat)) for u in s.characters(p)]
    return [u for p in range(len(s.hand)) for u in s.characters(p)]


# --- the resolve action ----------------------------------------------------------------


def start_resolve_action(s: DestinyState, seat: int, symbol: str) -> None:
    fid = s.new_frame(seat, resolved=())
    s.push(("resolve-loop", fid, symbol), ("end-frame", fid))


@step("resolve-loop")
def run_resolve_loop(s: DestinyState, st: Step) -> Decision | None:
    """Resolve dice showing the symbol one at a time; any die showing it may join,
    even one turned to it during the action (SWD-RESOLVE-06), but never twice
    (SWD-RESOLVE-07)."""
    fid, symbol = st[1], st[2]
    frame = s.frames[fid]
    seat = frame["seat"]
    bases = resolvable_bases(s, seat, symbol, frame["resolved"])
    if not bases:
        return None
    done = (enc.DONE,) if frame["resolved"] else ()
    return Decision(
        seat,
        "resolve-die",
        f"Resolve which die showing {symbol}?",
        done + tuple(enc.die(d) for d in bases),
    )


@answer("resolve-loop")
def answer_resolve_loop(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    fid, symbol = st[1], st[2]
    s.push(("resolve-mods", fid, symbol, action - enc.DIE, ()), st)


def modifier_options(s: DestinyState, st: Step) -> list[int]:
    fid, symbol, base, mods = st[1], st[2], st[3], st[4]
    frame = s.frames[fid]
    seat = frame["seat"]
    spent = die_cost(s, base) + sum(die_cost(s, m) for m in mods)
    taken = (base, *mods, *frame["resolved"])
    return [
        d.id
        for d in s.dice
        if d.owner == seat
        and d.where == IN_POOL
        and d.id not in taken
        and d.face.modifier
        and d.face.symbol == symbol
        and spent + d.face.cost <= s.resources[seat]
    ]


@step("resolve-mods")
def run_resolve_mods(s: DestinyState, st: Step) -> Decision | None:
    """Add modifier dice to the base die (SWD-MOD-01); more than one may be added
    (our reading of SWD-OPEN-11)."""
    options = modifier_options(s, st)
    if not options:
        fid, base, mods = st[1], st[3], st[4]
        push_group(s, fid, base, mods)
        return None
    return Decision(
        s.frames[st[1]]["seat"],
        "add-modifier",
        f"Add a modifier to the {s.die_name(st[3])}?",
        (enc.DONE, *(enc.die(d) for d in options)),
    )


@answer("resolve-mods")
def answer_resolve_mods(s: DestinyState, st: Step, action: int) -> None:
    fid, symbol, base, mods = st[1], st[2], st[3], st[4]
    if action == enc.DONE:
        push_group(s, fid, base, mods)
    else:
        s.push(("resolve-mods", fid, symbol, base, (*mods, action - enc.DIE)))


def push_group(
    s: DestinyState,
    fid: int,
    base: int,
    mods: tuple[int, ...] = (),
    free: bool = False,
    unmodified: bool = False,
) -> None:
    """Pay for and resolve a base die with its modifiers, then return them to their
    cards (SWD-RESOLVE-02)."""
    frame = s.frames[fid]
    frame["resolved"] = (*frame.get("resolved", ()), base, *mods)
    s.push(("resolve-group", fid, base, mods, free, unmodified))


@step("resolve-group")
def run_resolve_group(s: DestinyState, st: Step) -> Decision | None:
    fid, base, mods, free, unmodified = st[1], st[2], st[3], st[4], st[5]
    seat = s.frames[fid]["seat"]
    dice = (base, *mods)
    if any(s.dice[d].where != IN_POOL for d in dice):
        return None
    cost = 0 if free else sum(die_cost(s, d) for d in dice)
    if cost > s.resources[seat]:
        return None
    s.resources[seat] -= cost
    face = s.dice[base].face
    # "increasing its value by N" (Natural Talent, Firepower...): the frame's bonus
    frame = s.frames[fid]
    value = s.face_value(base) + sum(s.face_value(m) for m in mods) + frame.get("bonus", 0)
    if "set_value" in frame:  # The Power of the Force: the value is replaced
        value = frame["set_value"]
    symbol = face.symbol
    names = " + ".join(f"{s.die_name(d)} ({s.dice[d].face.label()})" for d in dice)
    if not mods and value == s.face_value(base):  # the face would say the value twice
        names = s.die_name(base)
    paid = f", paying {cost}" if cost else (" for free" if free and face.cost else "")
    as_plain = " as if not modified" if unmodified else ""
    if symbol == "special":  # no value (SWD-SPECIAL-01): the die does its card's ability
        told = f"{' + '.join(s.die_name(d) for d in dice)} for its special ability{paid}"
    else:
        told = f"{names}{as_plain}{paid}: {value} {symbol}"
    s.say(
        f"{s.player_name(seat)} resolves {told}.",
        kind="resolve",
        ids=s.die_ids(*dice),
    )
    keep = symbol == "special" and script_for(s.cards[s.dice[base].card].code).persistent.get(
        "keep-die-in-pool"
    )
    s.push(("return-dice", fid, tuple(d for d in dice if not (keep and d == base))))
    apply_symbol(s, fid, seat, symbol, value, base, dice)
    return None


def apply_symbol(
    s: DestinyState, fid: int, seat: int, symbol: str, value: int, base: int, dice: tuple[int, ...]
) -> None:
    """The effect of each symbol (SWD-MELEE-01 to SWD-SPECIAL-01)."""
    if symbol == "shield" and script_for(s.cards[s.dice[base].card].code).persistent.get(
        "spread-shields"
    ):
        s.push(("distribute-shields", fid, value))  # Diplomatic Immunity
    elif symbol in TARGETED:
        s.push(("symbol-target", fid, symbol, value))
    elif symbol == "resource":
        gain(s, seat, value)
    elif symbol in ("disrupt", "discard", "indirect"):
        victims = opponents(s, seat)
        if len(victims) == 1:
            against(s, fid, seat, symbol, value, victims[0])
        else:  # the resolving player chooses which opponent (SWD-MULTI-09)
            s.push(("symbol-foe", fid, symbol, value))
    elif symbol == "focus":
        s.push(("focus", fid, value, dice))
    elif symbol == "special":
        die = s.dice[base]
        special = script_for(s.cards[die.card].code).special
        # The die being resolved is not one its own special can choose (the reading of
        # SWD-OPEN-11): Commanding Presence must not resolve itself over and over.
        start_ability(s, seat, die.unit, special, card=die.card, die=base, resolving=base)


def against(s: DestinyState, fid: int, seat: int, symbol: str, value: int, victim: int) -> None:
    """A die's effect on one opponent: disrupt, discard or indirect damage."""
    if symbol == "disrupt":
        lost = lose(s, victim, value)
        emit_after(s, "disrupted", (seat, lost))  # My Kind of Scum
    elif symbol == "discard":
        random_discard(s, victim, value)
    else:
        s.frames[fid]["foe"] = victim
        s.push(("indirect", fid, value))


@step("symbol-foe")
def run_symbol_foe(s: DestinyState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    return Decision(
        seat,
        "choose-opponent",
        f"Which opponent does your {st[3]} {st[2]} go to?",
        tuple(enc.option(p) for p in sorted(opponents(s, seat))),
    )


@answer("symbol-foe")
def answer_symbol_foe(s: DestinyState, st: Step, action: int) -> None:
    seat = s.frames[st[1]]["seat"]
    against(s, st[1], seat, st[2], st[3], action - enc.OPTION)


@step("return-dice")
def run_return_dice(s: DestinyState, st: Step) -> Decision | None:
    for d in st[2]:
        if s.dice[d].where == IN_POOL:
            return_die(s, d)
    return None


@step("symbol-target")
def run_symbol_target(s: DestinyState, st: Step) -> Decision | None:
    """All of one die's damage or shields go to one character (SWD-MELEE-02,
    SWD-SHIELDSYM-02); never a defeated one (SWD-TARGET-02)."""
    fid, symbol, value = st[1], st[2], st[3]
    seat = s.frames[fid]["seat"]
    targets = symbol_targets(s, seat, symbol)
    if not targets:
        return None
    verb = "shields" if symbol == "shield" else f"{symbol} damage"
    return Decision(
        seat,
        "symbol-target",
        f"Which character gets {value} {verb}?",
        tuple(enc.unit(u) for u in targets),
    )


@answer("symbol-target")
def answer_symbol_target(s: DestinyState, st: Step, action: int) -> None:
    symbol, value = st[2], st[3]
    uid = action - enc.UNIT
    if symbol == "shield":
        s.push(("gain-shields", 0, uid, value))
    else:  # Go for the Kill: this resolution's damage is unblockable
        frame = s.frames.get(st[1], {})
        deal_damage(s, uid, value, symbol, unblockable=bool(frame.get("unblockable")))


@step("focus")
def run_focus(s: DestinyState, st: Step) -> Decision | None:
    """Turn up to N of your own dice (SWD-FOCUS-01, -02). The dice being resolved are
    not in play for this (our reading of SWD-OPEN-11)."""
    fid, n, resolving = st[1], st[2], st[3]
    seat = s.frames[fid]["seat"]
    if n <= 0:
        return None
    options = [d for d in s.pool(seat) if d not in resolving and turn_sides(s, d)]
    if not options:
        return None
    return Decision(
        seat,
        "focus-die",
        f"Focus: turn which die ({n} left)?",
        (enc.DONE, *(enc.die(d) for d in options)),
    )


@answer("focus")
def answer_focus(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    fid, n, resolving = st[1], st[2], st[3]
    s.push(("turn-to", fid, action - enc.DIE, ""), ("focus", fid, n - 1, resolving))


@step("turn-to")
def run_turn_to(s: DestinyState, st: Step) -> Decision | None:
    """Choose a side to turn a die to (SWD-TURN-01, -02), optionally one showing a
    given symbol."""
    fid, die_id, symbol = st[1], st[2], st[3]
    sides = turn_sides(s, die_id, symbol)
    if not sides or s.dice[die_id].where != IN_POOL:
        return None
    return Decision(
        s.frames[fid]["seat"],
        "turn-die",
        f"Turn the {s.die_name(die_id)} to which face?",
        tuple(enc.side(k) for k in sides),
    )


@answer("turn-to")
def answer_turn_to(s: DestinyState, st: Step, action: int) -> None:
    turn_die(s, st[2], action - enc.SIDE)


@step("indirect")
def run_indirect(s: DestinyState, st: Step) -> Decision | None:
    """Indirect damage: the opponent assigns each point to one of their characters."""
    fid, n = st[1], st[2]
    victim = foe(s, s.frames[fid])
    targets = s.characters(victim)
    if n <= 0 or not targets:
        return None
    return Decision(
        victim,
        "assign-indirect",
        f"Assign 1 indirect damage ({n} left) to which of your characters?",
        tuple(enc.unit(u) for u in targets),
    )


@answer("indirect")
def answer_indirect(s: DestinyState, st: Step, action: int) -> None:
    s.push(("indirect", st[1], st[2] - 1))
    deal_damage(s, action - enc.UNIT, 1, "indirect")
