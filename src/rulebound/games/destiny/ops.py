"""The vocabulary of card abilities: generic steps a script strings together.

Each op is a tuple ``(name, *args)`` in a card's script; when the ability
resolves it becomes the step ``(name, frame, *args)``. Ops read and write the
frame's registers: ``target`` (a character), ``die``, ``x`` (a number), ``ok``
(whether everything so far fully resolved, for "then", SWD-THEN-01).

Scopes: ``own``, ``opponent`` or ``any`` (the seat whose things qualify);
choosers: ``self`` (the ability's controller) or ``opponent``.

    ("choose-character", "opponent", "", "target")   # choose an opponent's character
    ("damage", "target", 2, "unblockable")           # deal it 2 unblockable damage
    ("then",)                                        # stop unless all of the above happened
"""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.dice_rules import is_base
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import CHARACTER, IN_POOL, SUPPORT
from rulebound.games.destiny.rules import (
    abort_frame,
    being_resolved,
    deal_damage,
    discard_from_hand,
    discard_unit,
    foe,
    gain,
    heal,
    opponents,
    remove_die,
    reroll,
    shows,
    turn_sides,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

CHARACTER_PURPOSES = {
    "damage": "deal damage to",
    "shield": "give shields to",
    "remove-shields": "remove all shields from",
    "delayed-defeat": "defeat after this round",
    "heal": "heal",
    "defeat-target": "defeat",
    "activate-target": "activate",
    "set-ready": "ready or exhaust",
}
DIE_PURPOSES = {
    "remove-die": "remove",
    "reroll-die": "reroll",
    "turn-die": "turn",
    "die-value": "use the value of",
    "resolve-via-card": "resolve",
    "resolve-unmodified": "resolve",
}


def purpose(s: DestinyState, fid: int, words: dict[str, str]) -> str:
    """What the chosen thing is for: the next op of the same ability, in words (it
    makes the prompt say "Choose a character to deal damage to")."""
    for st in reversed(s.steps):
        if st[1] == fid and st[0] in words:
            return words[st[0]]
    return "target"


def seats_in(s: DestinyState, scope: str, seat: int, chosen: int = -1) -> list[int]:
    """The seats of a scope; ``opponent`` is the opponent chosen for the ability
    (``chosen``, SWD-MULTI-09) or, with none chosen, every opponent."""
    if scope == "own":
        return [seat]
    if scope == "opponent":
        return [chosen] if chosen >= 0 else sorted(opponents(s, seat))  # options stay sorted
    return list(range(len(s.hand)))


def chooser(s: DestinyState, frame: dict[str, Any], who: str) -> int:
    return foe(s, frame) if who == "opponent" else int(frame["seat"])


def amount(frame: dict[str, Any], value: int | str) -> int:
    return int(frame.get(value, 0)) if isinstance(value, str) else value


def character_ok(s: DestinyState, uid: int, test: str) -> bool:
    """Filters: a colour, ``unique``, ``non-unique``, ``ready``, ``exhausted``,
    ``damaged``, ``shielded``, or ``""``; several joined by ``+`` must all hold."""
    if not test:
        return True
    if "+" in test:
        return all(character_ok(s, uid, part) for part in test.split("+"))
    card = s.card(uid)
    unit = s.units[uid]
    if test in ("blue", "red", "yellow", "gray"):
        return card.color == test
    return {
        "unique": card.unique,
        "non-unique": not card.unique,
        "ready": unit.ready,
        "exhausted": not unit.ready,
        "damaged": unit.damage > 0,
        "shielded": unit.shields > 0,
    }[test]


def matching_characters(
    s: DestinyState, seat: int, scope: str, test: str, foe: int = -1
) -> list[int]:
    found = []
    for who in seats_in(s, scope, seat, foe):
        found += [u for u in s.characters(who) if character_ok(s, u, test)]
    return found


def of_unit(s: DestinyState, die_id: int, uid: int) -> bool:
    """A die of this character or of one of its upgrades."""
    owner = s.dice[die_id].unit
    return owner >= 0 and (owner == uid or s.units[owner].host == uid)


def resolvable_now(s: DestinyState, die_id: int, test: str) -> bool:
    die = s.dice[die_id]
    if not is_base(s, die_id, die.face.symbol):
        return False
    return test == "resolvable-free" or die.face.cost <= s.resources[die.owner]


# --- choosing targets ---------------------------------------------------------------------


@step("choose-character")
def run_choose_character(s: DestinyState, st: Step) -> Decision | None:
    """Choose a character; with no valid target the ability has no effect
    (SWD-TARGET-01, -02). Args: scope, filter, register[, chooser]."""
    fid, scope, test = st[1], st[2], st[3]
    frame = s.frames[fid]
    who = chooser(s, frame, st[5] if len(st) > 5 else "self")
    options = [
        u
        for u in matching_characters(s, frame["seat"], scope, test, foe=frame.get("foe", -1))
        if u not in frame.get("exclude", ())
    ]
    if not options:
        s.say("No valid target: the ability has no effect.", kind="ability", ids=s.source_ids(fid))
        abort_frame(s, fid)
        return None
    return Decision(
        who,
        "choose-character",
        f"Choose a character to {purpose(s, fid, CHARACTER_PURPOSES)}.",
        tuple(enc.unit(u) for u in options),
    )


@answer("choose-character")
def answer_choose_character(s: DestinyState, st: Step, action: int) -> None:
    s.frames[st[1]][st[4]] = action - enc.UNIT


def matching_dice(
    s: DestinyState,
    seat: int,
    scope: str,
    symbols: tuple[str, ...],
    test: str = "",
    source: int = -1,
    foe: int = -1,
) -> list[int]:
    """Dice in the scope's pools showing one of ``symbols`` (any face when empty).
    ``test``: ``character`` (a character die, SWD-CHARDIE-01), ``modified`` (showing a
    modifier face), ``can-turn:<symbol>`` (it could be turned to a face of that symbol),
    ``resolvable``/``resolvable-free`` (resolvable alone, paying its cost or not),
    ``resolvable-of-source`` (also one of the source character's or its upgrades' dice),
    ``modified-resolvable`` (showing a modifier face whose cost can be paid),
    ``support`` (a support's die), ``color:<colour>`` (its card's colour),
    ``max-value:<n>`` / ``min-value:<n>`` (the value showing), ``of-target`` (a die of
    the character in the frame's ``target`` or of its upgrades); several tests joined
    by ``+`` must all hold."""
    tests = test.split("+") if test else []
    return [
        d
        for who in seats_in(s, scope, seat, foe)
        for d in s.pool(who)
        if (not symbols or shows(s, d, symbols)) and all(die_ok(s, d, t, source) for t in tests)
    ]


def die_ok(s: DestinyState, d: int, test: str, source: int) -> bool:
    die = s.dice[d]
    card = s.cards[die.card]
    if test == "character":
        return card.type == CHARACTER
    if test == "support":
        return card.type == SUPPORT
    if test == "modified":
        return die.face.modifier
    if test.startswith("can-turn:"):
        return bool(turn_sides(s, d, test[9:]))
    if test.startswith("color:"):
        return card.color == test[6:]
    if test.startswith("max-value:"):
        return s.face_value(d) <= int(test[10:])
    if test.startswith("min-value:"):
        return s.face_value(d) >= int(test[10:])
    if test == "of-target":
        return of_unit(s, d, source)
    if test.startswith("shows:"):
        return die.face.symbol in test[6:].split("/")
    if test == "resolvable-of-source":
        return resolvable_now(s, d, test) and of_unit(s, d, source)
    if test.startswith("resolvable"):
        return resolvable_now(s, d, test)
    if test == "modified-resolvable":
        return die.face.modifier and die.face.cost <= s.resources[die.owner]
    raise ValueError(f"unknown die test {test!r}")


@step("require-die")
def run_require_die(s: DestinyState, st: Step) -> Decision | None:
    """Stop here, before any cost is paid, if no die could be chosen later. Args:
    scope, test (as for ``choose-die``)."""
    frame = s.frames[st[1]]
    source = frame.get("target", -1) if "of-target" in st[3] else frame["source"]
    found = matching_dice(s, frame["seat"], st[2], (), st[3], source, foe=frame.get("foe", -1))
    if not [d for d in found if d not in being_resolved(s)]:
        s.say("No die to resolve: no effect.", kind="ability", ids=s.source_ids(st[1]))
        abort_frame(s, st[1])
    return None


@step("choose-die")
def run_choose_die(s: DestinyState, st: Step) -> Decision | None:
    """Choose a die in a pool. Args: scope, symbols, register, test[, optional]."""
    fid, scope, symbols, test = st[1], st[2], st[3], st[5]
    optional = len(st) > 6 and st[6]
    frame = s.frames[fid]
    source = frame.get("target", -1) if "of-target" in test else frame["source"]
    skip = (*frame.get("skip_dice", ()), *being_resolved(s))
    options = [
        d
        for d in matching_dice(
            s, frame["seat"], scope, symbols, test, source, foe=frame.get("foe", -1)
        )
        if d not in skip
    ]
    if not options:
        abort_frame(s, fid)
        return None
    return Decision(
        frame["seat"],
        "choose-die",
        f"Choose a die to {purpose(s, fid, DIE_PURPOSES)}.",
        ((enc.NO,) if optional else ()) + tuple(enc.die(d) for d in options),
    )


@answer("choose-die")
def answer_choose_die(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        abort_frame(s, st[1])
        return
    s.frames[st[1]][st[4]] = action - enc.DIE


# --- effects on characters -------------------------------------------------------------


@step("damage")
def run_damage(s: DestinyState, st: Step) -> Decision | None:
    """Args: register, amount (a number or a register), flags (``unblockable``)."""
    fid, reg, value, flags = st[1], st[2], st[3], st[4]
    frame = s.frames[fid]
    uid = frame.get(reg, -1)
    if uid < 0 or not s.units[uid].in_play:
        frame["ok"] = False
        return None
    deal_damage(s, uid, amount(frame, value), unblockable=flags == "unblockable")
    return None


@step("damage-each")
def run_damage_each(s: DestinyState, st: Step) -> Decision | None:
    """Deal damage to each character in a scope. Args: scope, amount."""
    frame = s.frames[st[1]]
    for uid in matching_characters(s, frame["seat"], st[2], "", foe=frame.get("foe", -1)):
        deal_damage(s, uid, st[3])
    return None


@step("shield")
def run_shield(s: DestinyState, st: Step) -> Decision | None:
    """Give shields through the ``gain-shields`` step (so "before" abilities see it).
    Args: register, amount."""
    frame = s.frames[st[1]]
    uid = frame.get(st[2], -1)
    if uid >= 0 and s.units[uid].in_play:
        s.push(("gain-shields", 0, uid, amount(frame, st[3])))
    return None


@step("remove-shields")
def run_remove_shields(s: DestinyState, st: Step) -> Decision | None:
    """Remove every shield from the character in a register."""
    uid = s.frames[st[1]].get(st[2], -1)
    if uid >= 0:
        s.units[uid].shields = 0
        s.say(f"All shields are removed from {s.name(uid)}.", kind="shield", ids=s.unit_ids(uid))
    return None


@step("remove-shields-each")
def run_remove_shields_each(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    found = matching_characters(s, frame["seat"], st[2], "", foe=frame.get("foe", -1))
    for uid in found:
        s.units[uid].shields = 0
    s.say("All shields are removed from those characters.", kind="shield", ids=s.unit_ids(*found))
    return None


@step("heal")
def run_heal(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    uid = frame.get(st[2], -1)
    if uid >= 0:
        heal(s, uid, amount(frame, st[3]))
    return None


# --- resources, dice -----------------------------------------------------------------------


@step("gain")
def run_gain(s: DestinyState, st: Step) -> Decision | None:
    gain(s, s.frames[st[1]]["seat"], st[2])
    return None


@step("remove-die")
def run_remove_die(s: DestinyState, st: Step) -> Decision | None:
    die_id = s.frames[st[1]].get(st[2], -1)
    if die_id >= 0:
        remove_die(s, die_id)
    return None


@step("remove-dice-each")
def run_remove_dice_each(s: DestinyState, st: Step) -> Decision | None:
    """Remove every die in a scope showing one of ``symbols``. Args: scope, symbols."""
    frame = s.frames[st[1]]
    for d in matching_dice(
        s, frame["seat"], st[2], st[3], st[4] if len(st) > 4 else "", foe=frame.get("foe", -1)
    ):
        remove_die(s, d)
    return None


@step("reroll-die")
def run_reroll_die(s: DestinyState, st: Step) -> Decision | None:
    die_id = s.frames[st[1]].get(st[2], -1)
    if die_id >= 0 and s.dice[die_id].where == IN_POOL:
        reroll(s, [die_id])
    return None


@step("turn-die")
def run_turn_die(s: DestinyState, st: Step) -> Decision | None:
    """Turn the die in a register to a face (of a symbol, if given): a choice."""
    die_id = s.frames[st[1]].get(st[2], -1)
    if die_id >= 0:
        s.push(("turn-to", st[1], die_id, st[3]))
    return None


@step("pick-dice")
def run_pick_dice(s: DestinyState, st: Step) -> Decision | None:
    """Choose up to ``limit`` dice (0 = any number) in a scope, one at a time, into the
    register as a tuple; "any number" may be zero (SWD-TARGET-04). Args: scope,
    register, limit (a number or a register)[, die test as for ``choose-die``]."""
    fid, scope, reg = st[1], st[2], st[3]
    frame = s.frames[fid]
    limit = amount(frame, st[4])
    chosen = frame.get(reg, ())
    if (limit and len(chosen) >= limit) or (isinstance(st[4], str) and limit <= 0):
        return None
    test = st[5] if len(st) > 5 else ""
    options = [
        d
        for d in matching_dice(s, frame["seat"], scope, (), test, foe=frame.get("foe", -1))
        if d not in chosen
    ]
    options = [d for d in options if d not in (*frame.get("skip_dice", ()), *being_resolved(s))]
    if not options:
        return None
    exact = len(st) > 6 and st[6]  # "remove that many": no stopping early
    return Decision(
        frame["seat"],
        "pick-dice",
        "Choose a die" + (f" (up to {limit})" if limit else "") + ("." if exact else ", or done."),
        ((() if exact else (enc.DONE,)) + tuple(enc.die(d) for d in options)),
    )


@answer("pick-dice")
def answer_pick_dice(s: DestinyState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    if action == enc.DONE:
        frame.setdefault(st[3], ())
        return
    frame[st[3]] = (*frame.get(st[3], ()), action - enc.DIE)
    s.push(st)


@step("reroll-picked")
def run_reroll_picked(s: DestinyState, st: Step) -> Decision | None:
    dice = [d for d in s.frames[st[1]].get(st[2], ()) if s.dice[d].where == IN_POOL]
    reroll(s, dice)
    return None


# --- flow -------------------------------------------------------------------------------------


@step("then")
def run_then(s: DestinyState, st: Step) -> Decision | None:
    """The rest resolves only if everything before fully resolved (SWD-THEN-01, -02)."""
    if not s.frames[st[1]]["ok"]:
        s.say(
            "The first part did not fully resolve, so nothing after 'then' happens.",
            kind="ability",
            ids=s.source_ids(st[1]),
        )
        abort_frame(s, st[1])
    return None


@step("spot")
def run_spot(s: DestinyState, st: Step) -> Decision | None:
    """Spot one of your own non-defeated characters of a colour, or the card has no
    effect (SWD-SPOT-01 to -04)."""
    frame = s.frames[st[1]]
    if not matching_characters(s, frame["seat"], "own", st[2], foe=frame.get("foe", -1)):
        s.say(f"No {st[2]} character to spot: no effect.", kind="ability", ids=s.source_ids(st[1]))
        abort_frame(s, st[1])
    return None


@step("discard-self")
def run_discard_self(s: DestinyState, st: Step) -> Decision | None:
    source = s.frames[st[1]]["source"]
    if source >= 0 and s.units[source].in_play:
        discard_unit(s, source)
    return None


@step("host-shield")
def run_host_shield(s: DestinyState, st: Step) -> Decision | None:
    """Give the character this upgrade is attached to shields. Args: amount."""
    source = s.frames[st[1]]["source"]
    host = s.units[source].host if source >= 0 else -1
    if host >= 0 and s.units[host].in_play:
        s.push(("gain-shields", 0, host, st[2]))
    return None


@step("self-shield")
def run_self_shield(s: DestinyState, st: Step) -> Decision | None:
    source = s.frames[st[1]]["source"]
    if source >= 0 and s.units[source].in_play:
        s.push(("gain-shields", 0, source, st[2]))
    return None


@step("extra-action")
def run_extra_action(s: DestinyState, st: Step) -> Decision | None:
    s.extra[s.frames[st[1]]["seat"]] += 1
    return None


@step("become-support")
def run_become_support(s: DestinyState, st: Step) -> Decision | None:
    """One With the Force: the upgrade becomes a ready support for the rest of the game."""
    source = s.frames[st[1]]["source"]
    unit = s.units[source]
    if unit.in_play:
        unit.kind = SUPPORT
        unit.host = -1
        unit.ready = True
        s.say(f"{s.name(source)} becomes a support.", kind="status", ids=s.unit_ids(source))
    return None


# --- cards in hand and discard pile -------------------------------------------------------

CARD_FILTERS = {
    "": lambda card: True,
    "yellow-upgrade": lambda card: card.type == "upgrade" and card.color == "yellow",
    "upgrade-or-support": lambda card: card.type in ("upgrade", "support"),
    "event": lambda card: card.type == "event",
    "blue": lambda card: card.color == "blue",
    "blue-event": lambda card: card.type == "event" and card.color == "blue",
    "blue-ability-upgrade": lambda card: (
        card.type == "upgrade" and card.color == "blue" and "ability" in card.subtypes
    ),
}
CARD_PROMPTS = {
    "hand": "Choose a card in your hand",
    "discard": "Choose a card in your discard pile",
}


@step("choose-card")
def run_choose_card(s: DestinyState, st: Step) -> Decision | None:
    """Choose a card in a hand or discard pile into the register ``chosen``; none there
    and the ability has no effect. Args: chooser (``self``/``opponent``, whose zone it
    is too), zone (``hand``/``discard``), filter, decision kind, optional."""
    fid, who, zone, test, kind, optional = st[1], st[2], st[3], st[4], st[5], st[6]
    seat = chooser(s, s.frames[fid], who)
    pile = s.hand[seat] if zone == "hand" else s.discard[seat]
    keep = CARD_FILTERS[test]
    options = sorted({c for c in pile if keep(s.cards[c])})
    if not options:
        abort_frame(s, fid)
        return None
    return Decision(
        seat,
        kind,
        CARD_PROMPTS[zone] + ".",
        ((enc.NO,) if optional else ()) + tuple(enc.card(c) for c in options),
    )


@answer("choose-card")
def answer_choose_card(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        abort_frame(s, st[1])
        return
    frame = s.frames[st[1]]
    frame["chosen"] = action - enc.CARD
    frame["chosen_by"] = chooser(s, frame, st[2])


@step("discard-chosen")
def run_discard_chosen(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat, card = frame["chosen_by"], frame["chosen"]
    discard_from_hand(s, seat, card)
    s.say(
        f"{s.player_name(seat)} discards {s.cards[card].name}.",
        kind="discard",
        ids=s.card_ids(card),
    )
    return None


@step("chosen-to-hand")
def run_chosen_to_hand(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat, card = frame["chosen_by"], frame["chosen"]
    s.say(  # told while the card is in the discard pile, where every seat sees it
        f"{s.player_name(seat)} takes {s.cards[card].name} back into hand.",
        kind="move",
        ids=s.card_ids(card),
    )
    s.discard[seat].remove(card)
    s.hand[seat].append(card)
    s.hand[seat].sort()
    return None


@step("chosen-to-deck-top")
def run_chosen_to_deck_top(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat, card = frame["chosen_by"], frame["chosen"]
    s.say(  # told while the card is in the discard pile, where every seat sees it
        f"{s.player_name(seat)} puts {s.cards[card].name} on top of their deck.",
        kind="move",
        ids=s.card_ids(card),
    )
    s.discard[seat].remove(card)
    s.deck[seat].insert(0, card)
    return None
