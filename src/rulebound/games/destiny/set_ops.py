"""The last part of the ability vocabulary (see :mod:`.ops`, :mod:`.more_ops`): any
number of dice resolved, a die's symbol used as a choice, shields and damage moved
one by one, cards discarded or activated in groups, and one player acting inside
another's ability.

    ("resolve-any",)                      # resolve any number of your dice, one by one
    ("opponent-does", (("resolve-any",),))  # the opponent does it, with their dice
"""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.actions import can_play, start_play
from rulebound.games.destiny.dice_rules import push_group
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import IN_POOL, ON_CARD, OUT_OF_GAME, UPGRADE
from rulebound.games.destiny.ops import matching_characters, matching_dice
from rulebound.games.destiny.rules import (
    MAX_UPGRADES,
    abort_frame,
    being_resolved,
    can_activate,
    deal_damage,
    discard_from_hand,
    discard_unit,
    draw,
    foe,
    gain,
    remove_die,
    reroll,
    start_ability,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision


def _frame(s: DestinyState, st: Step) -> dict[str, Any]:
    return s.frames[st[1]]


# --- dice ----------------------------------------------------------------------------------


@step("resolve-any")
def run_resolve_any(s: DestinyState, st: Step) -> Decision | None:
    """All In, Anticipate: resolve any number of your dice (each alone, paying its cost),
    in the order you choose (SWD-CARDRES-04: no modifiers)."""
    frame = _frame(s, st)
    options = matching_dice(s, frame["seat"], "own", (), "resolvable", foe=frame.get("foe", -1))
    options = [d for d in options if d not in (*frame.get("resolved", ()), *being_resolved(s))]
    if not options:
        return None
    return Decision(
        frame["seat"],
        "resolve-die",
        "Resolve one of your dice, or stop.",
        (enc.DONE, *map(enc.die, options)),
    )


@answer("resolve-any")
def answer_resolve_any(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    s.push(st)  # asked again once this die has resolved
    push_group(s, st[1], action - enc.DIE, ())


@step("opponent-does")
def run_opponent_does(s: DestinyState, st: Step) -> Decision | None:
    """The opponent carries out these steps as their own (their dice, their resources)."""
    frame = _frame(s, st)
    start_ability(s, foe(s, frame), frame["source"], st[2], card=frame["card"], foe=frame["seat"])
    return None


@step("bonus-if-vehicle")
def run_bonus_if_vehicle(s: DestinyState, st: Step) -> Decision | None:
    """Firepower: a vehicle's die gets ``bonus`` instead."""
    frame = _frame(s, st)
    die_id = frame.get(st[2], -1)
    if die_id >= 0 and "vehicle" in s.cards[s.dice[die_id].card].subtypes:
        frame["bonus"] = st[3]
    return None


@step("copy")
def run_copy(s: DestinyState, st: Step) -> Decision | None:
    """Copy a register into another (``bonus`` from a count, ``set_value``...)."""
    frame = _frame(s, st)
    frame[st[3]] = frame.get(st[2], 0)
    return None


@step("remove-matching")
def run_remove_matching(s: DestinyState, st: Step) -> Decision | None:
    """Force Misdirection: remove every die in a scope showing the symbol the die in a
    register shows. Args: register, scope."""
    frame = _frame(s, st)
    die_id = frame.get(st[2], -1)
    if die_id < 0:
        return None
    symbol = s.dice[die_id].face.symbol
    for d in matching_dice(s, frame["seat"], st[3], (symbol,), foe=frame.get("foe", -1)):
        remove_die(s, d)
    return None


@step("turn-picked-to")
def run_turn_picked_to(s: DestinyState, st: Step) -> Decision | None:
    """It's a Trap!: turn each picked die to a side showing the symbol of the die in a
    register (a die with no such side stays as it is). Args: picked register, register."""
    frame = _frame(s, st)
    die_id = frame.get(st[3], -1)
    if die_id < 0:
        return None
    symbol = s.dice[die_id].face.symbol
    s.push(*(("turn-to", st[1], d, symbol) for d in frame.get(st[2], ())))
    return None


@step("sum-picked")
def run_sum_picked(s: DestinyState, st: Step) -> Decision | None:
    """Surgical Strike: the picked dice's values, each raised by ``bonus``, into a
    register. Args: picked register, bonus, register."""
    frame = _frame(s, st)
    picked = frame.get(st[2], ())
    frame[st[4]] = sum(s.face_value(d) + st[3] for d in picked)
    return None


@step("branch-owner")
def run_branch_owner(s: DestinyState, st: Step) -> Decision | None:
    """Commanding Presence: one thing for your own die, another for an opponent's.
    Args: register, steps if yours, steps if theirs."""
    frame = _frame(s, st)
    die_id = frame.get(st[2], -1)
    if die_id < 0:
        return None
    steps = st[3] if s.dice[die_id].owner == frame["seat"] else st[4]
    s.push(*((op[0], st[1], *op[1:]) for op in steps))
    return None


@step("keep-die-if-blocked")
def run_keep_die_if_blocked(s: DestinyState, st: Step) -> Decision | None:
    """Kylo Ren's Lightsaber: deal N damage to the target; if shields blocked any of
    it, this die is rerolled instead of being removed from the pool."""
    frame = _frame(s, st)
    uid, die_id = frame.get(st[2], -1), frame.get("die", -1)
    if uid < 0 or not s.units[uid].in_play:
        return None
    blocked = min(s.units[uid].shields, st[3])
    deal_damage(s, uid, st[3])
    if blocked and die_id >= 0 and s.dice[die_id].where == IN_POOL:
        for k, pending in enumerate(s.steps):
            if pending[0] == "return-dice" and die_id in pending[2]:
                kept = tuple(d for d in pending[2] if d != die_id)
                s.steps[k] = (pending[0], pending[1], kept)
        reroll(s, [die_id])
    return None


# --- characters ----------------------------------------------------------------------------


@step("remove-some-shields")
def run_remove_some_shields(s: DestinyState, st: Step) -> Decision | None:
    """Riposte: remove any number of the character's shields; the count into a
    register. Args: character register, count register."""
    frame = _frame(s, st)
    uid = frame.get(st[2], -1)
    most = s.units[uid].shields if uid >= 0 else 0
    if most <= 0:
        frame[st[3]] = 0
        return None
    return Decision(
        frame["seat"],
        "remove-shields",
        f"Remove how many of {s.name(uid)}'s shields?",
        tuple(enc.option(k) for k in range(most + 1)),
    )


@answer("remove-some-shields")
def answer_remove_some_shields(s: DestinyState, st: Step, action: int) -> None:
    frame = _frame(s, st)
    n = action - enc.OPTION
    uid = frame[st[2]]
    s.units[uid].shields -= n
    frame[st[3]] = n
    s.say(
        f"{n} shield{'s' * (n != 1)} removed from {s.name(uid)}.",
        kind="shield",
        ids=s.unit_ids(uid),
    )


@step("move-one-damage")
def run_move_one_damage(s: DestinyState, st: Step) -> Decision | None:
    """Willpower: 1 damage moves from one character to another, ignoring shields
    (SWD-MOVE-01, -02). Args: from register, to register."""
    frame = _frame(s, st)
    src, dst = frame.get(st[2], -1), frame.get(st[3], -1)
    if src < 0 or dst < 0 or s.units[src].damage <= 0:
        return None
    s.units[src].damage -= 1
    unit = s.units[dst]
    unit.damage += 1
    s.say(
        f"1 damage moves from {s.name(src)} to {s.name(dst)}.",
        kind="damage",
        ids=s.unit_ids(src, dst),
    )
    if unit.damage >= s.cards[unit.card].health:
        s.push(("defeat", 0, dst))
    return None


@step("activate-any")
def run_activate_any(s: DestinyState, st: Step) -> Decision | None:
    """Squad Tactics: choose any number of your characters passing a filter, then they
    activate together (each in turn). Args: filter, chosen so far."""
    frame = _frame(s, st)
    chosen = st[3] if len(st) > 3 else ()
    options = [
        u
        for u in matching_characters(s, frame["seat"], "own", st[2], foe=frame.get("foe", -1))
        if u not in chosen and can_activate(s, u)
    ]
    if not options:
        s.push(*(("activate", 0, u) for u in chosen))
        return None
    return Decision(
        frame["seat"],
        "choose-character",
        "Choose a character to activate, or done.",
        (enc.DONE, *map(enc.unit, options)),
    )


@answer("activate-any")
def answer_activate_any(s: DestinyState, st: Step, action: int) -> None:
    chosen = st[3] if len(st) > 3 else ()
    if action == enc.DONE:
        s.push(*(("activate", 0, u) for u in chosen))
        return
    s.push(("activate-any", st[1], st[2], (*chosen, action - enc.UNIT)))


# --- cards ---------------------------------------------------------------------------------


@step("discard-upgrades-of")
def run_discard_upgrades_of(s: DestinyState, st: Step) -> Decision | None:
    """Armed to the Teeth: discard any number of upgrades from the character in a
    register; how many into another. Args: character register, count register."""
    frame = _frame(s, st)
    uid = frame.get(st[2], -1)
    frame.setdefault(st[3], 0)
    options = s.upgrades_on(uid) if uid >= 0 else []
    if not options:
        return None
    return Decision(
        frame["seat"],
        "choose-card-in-play",
        "Discard which upgrade, or done?",
        (enc.DONE, *map(enc.unit, options)),
    )


@answer("discard-upgrades-of")
def answer_discard_upgrades_of(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    frame = _frame(s, st)
    discard_unit(s, action - enc.UNIT)
    frame[st[3]] += 1
    s.push(st)


@step("discard-any-from-hand")
def run_discard_any_from_hand(s: DestinyState, st: Step) -> Decision | None:
    """No Mercy: discard any number of cards of a colour from your hand; how many into a
    register. Args: colour, register."""
    frame = _frame(s, st)
    frame.setdefault(st[3], 0)
    cards = sorted({c for c in s.hand[frame["seat"]] if s.cards[c].color == st[2]})
    if not cards:
        return None
    return Decision(
        frame["seat"],
        "discard-card",
        f"Discard a {st[2]} card from your hand, or done?",
        (enc.DONE, *map(enc.card, cards)),
    )


@answer("discard-any-from-hand")
def answer_discard_any_from_hand(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    frame = _frame(s, st)
    card = action - enc.CARD
    discard_from_hand(s, frame["seat"], card)
    s.say(
        f"{s.player_name(frame['seat'])} discards {s.cards[card].name}.",
        kind="discard",
        ids=s.card_ids(card),
    )
    frame[st[3]] += 1
    s.push(st)


@step("spend-cost-of")
def run_spend_cost_of(s: DestinyState, st: Step) -> Decision | None:
    """Confiscation: spend resources equal to the cost of the card in a register."""
    frame = _frame(s, st)
    uid = frame.get(st[2], -1)
    cost = s.card(uid).cost if uid >= 0 else 0
    if uid < 0 or cost > s.resources[frame["seat"]]:
        abort_frame(s, st[1])
        return None
    s.resources[frame["seat"]] -= cost
    s.say(f"{s.player_name(frame['seat'])} spends {cost}.", kind="resource")
    return None


@step("event-to-deck-bottom")
def run_event_to_deck_bottom(s: DestinyState, st: Step) -> Decision | None:
    """Closing the Net: this event goes to the bottom of its owner's deck instead of
    the discard pile."""
    frame = _frame(s, st)
    card = frame["card"]
    if card in s.limbo:
        # Told while the card is on the table, where every seat sees it.
        s.say(
            f"{s.cards[card].name} goes to the bottom of the deck.",
            kind="move",
            ids=s.card_ids(card),
        )
        s.limbo.remove(card)
        s.deck[frame["seat"]].append(card)
    return None


@step("mind-trick")
def run_mind_trick(s: DestinyState, st: Step) -> Decision | None:
    """Mind Trick: the opponent splits their pool into two groups (choosing the first
    group a die at a time); you pick a group and every die in it is removed."""
    frame = _frame(s, st)
    victim = foe(s, frame)
    group = st[2] if len(st) > 2 else ()
    left = [d for d in s.pool(victim) if d not in group]
    if not left:
        s.push(("mind-trick-pick", st[1], group))
        return None
    return Decision(
        victim,
        "pick-dice",
        "Put a die in the first group, or done (the rest form the second group).",
        (enc.DONE, *map(enc.die, left)),
    )


@answer("mind-trick")
def answer_mind_trick(s: DestinyState, st: Step, action: int) -> None:
    group = st[2] if len(st) > 2 else ()
    if action == enc.DONE:
        s.push(("mind-trick-pick", st[1], group))
    else:
        s.push(("mind-trick", st[1], (*group, action - enc.DIE)))


@step("mind-trick-pick")
def run_mind_trick_pick(s: DestinyState, st: Step) -> Decision | None:
    frame = _frame(s, st)
    dice = f"{len(st[2])} {'die' if len(st[2]) == 1 else 'dice'}"
    return Decision(
        frame["seat"],
        "choose-group",
        f"Remove the first group ({dice}) or the second?",
        (enc.option(0), enc.option(1)),
    )


@answer("mind-trick-pick")
def answer_mind_trick_pick(s: DestinyState, st: Step, action: int) -> None:
    frame = _frame(s, st)
    group = set(st[2])
    second = action == enc.option(1)
    for d in s.pool(foe(s, frame)):
        if (d in group) != second:
            remove_die(s, d)


@step("choose-n")
def run_choose_n(s: DestinyState, st: Step) -> Decision | None:
    """Force Training: choose and do N different effects of a list, one at a time.
    Args: n, ((label, steps), ...), done so far."""
    frame = _frame(s, st)
    done = st[4] if len(st) > 4 else ()
    if len(done) >= st[2]:
        return None
    return Decision(
        frame["seat"],
        "choose-one",
        "Choose one: " + "; or ".join(lab for k, (lab, _) in enumerate(st[3]) if k not in done),
        tuple(enc.option(k) for k in range(len(st[3])) if k not in done),
    )


@answer("choose-n")
def answer_choose_n(s: DestinyState, st: Step, action: int) -> None:
    k = action - enc.OPTION
    done = st[4] if len(st) > 4 else ()
    s.push(("choose-n", st[1], st[2], st[3], (*done, k)))
    s.push(*((op[0], st[1], *op[1:]) for op in st[3][k][1]))


@step("cunning")
def run_cunning(s: DestinyState, st: Step) -> Decision | None:
    """Cunning: choose another card in play with a special ability and resolve that
    ability as if the card were yours. A card whose ability is resolving already is
    not "another card" (else two Cunnings would use each other forever)."""
    frame = _frame(s, st)
    busy = {f["source"] for f in s.frames.values()}
    options = [
        u.uid
        for u in s.units
        if u.in_play and u.uid not in busy and script_for(s.cards[u.card].code).special
    ]
    if not options:
        return None
    return Decision(
        frame["seat"],
        "choose-card-in-play",
        "Resolve the special ability of which card?",
        tuple(map(enc.unit, options)),
    )


@answer("cunning")
def answer_cunning(s: DestinyState, st: Step, action: int) -> None:
    uid = action - enc.UNIT
    frame = _frame(s, st)
    special = script_for(s.card(uid).code).special
    s.say(
        f"{s.player_name(frame['seat'])} resolves {s.name(uid)}'s special ability.",
        kind="ability",
        ids=s.unit_ids(uid),
    )
    start_ability(s, frame["seat"], uid, special)


@step("grab-upgrade")
def run_grab_upgrade(s: DestinyState, st: Step) -> Decision | None:
    """General Grievous: before an opponent's character is defeated, move one of its
    non-ability upgrades onto him (while he has room for it)."""
    frame = _frame(s, st)
    source, dying = frame["source"], frame["event"][0]
    if len(s.upgrades_on(source)) >= MAX_UPGRADES:
        return None
    options = [u for u in s.upgrades_on(dying) if "ability" not in s.card(u).subtypes]
    if not options:
        return None
    return Decision(
        frame["seat"],
        "choose-card-in-play",
        f"Move which upgrade to {s.name(source)}?",
        tuple(map(enc.unit, options)),
    )


@answer("grab-upgrade")
def answer_grab_upgrade(s: DestinyState, st: Step, action: int) -> None:
    frame = _frame(s, st)
    up = s.units[action - enc.UNIT]
    up.host = frame["source"]
    up.controller = frame["seat"]
    s.say(
        f"{s.name(up.uid)} moves to {s.name(up.host)}.",
        kind="move",
        ids=s.unit_ids(up.uid, up.host),
    )


def non_ability_upgrade(s: DestinyState, uid: int) -> bool:
    return any(
        s.units[u].kind == UPGRADE and "ability" not in s.card(u).subtypes
        for u in s.upgrades_on(uid)
    )


# --- playing cards through abilities ------------------------------------------------------

PLAY_FILTERS = {
    "yellow-event": lambda card: card.type == "event" and card.color == "yellow",
    "red-upgrade": lambda card: card.type == "upgrade" and card.color == "red",
    "upgrade": lambda card: card.type == "upgrade",
}


def _playable(s: DestinyState, st: Step) -> list[tuple[str, int]]:
    frame = _frame(s, st)
    seat, test, discount = frame["seat"], st[3], st[4]
    chosen = frame.get("chosen", -1)
    found: list[tuple[str, int]] = []
    for zone in st[2].split("+"):
        pile = s.hand[seat] if zone == "hand" else s.discard[seat]
        for c in sorted(set(pile)):
            card = s.cards[c]
            if test == "same-as-chosen":
                fits = chosen >= 0 and card.name == s.cards[chosen].name
            else:
                fits = PLAY_FILTERS[test](card)
            if fits and can_play(s, seat, c, discount) and c not in (x for _, x in found):
                found.append((zone, c))
    return found


@step("play-from")
def run_play_from(s: DestinyState, st: Step) -> Decision | None:
    """Millennium Falcon, Rearm, Black Market, Imperial Armory, The Force is Strong:
    you may play a card from your hand or discard pile, ``discount`` cheaper (99:
    free). Args: zones (``hand``, ``discard``, ``hand+discard``), filter, discount."""
    options = _playable(s, st)
    if not options:
        return None
    return Decision(
        _frame(s, st)["seat"],
        "play-card",
        "Play which card" + (" for free" if st[4] >= 99 else f", {st[4]} cheaper") + "?",
        (enc.NO, *(enc.card(c) for _, c in options)),
    )


@answer("play-from")
def answer_play_from(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    card = action - enc.CARD
    zone = next(z for z, c in _playable(s, st) if c == card)
    start_play(s, _frame(s, st)["seat"], card, zone, st[4])


@step("jedi-council")
def run_jedi_council(s: DestinyState, st: Step) -> Decision | None:
    """Jedi Council: look at the top 2 cards of a player's deck; you may discard one of
    them, and then that player draws the other. Args: whose (``self``/``opponent``)."""
    frame = _frame(s, st)
    owner = frame["seat"] if st[2] == "self" else foe(s, frame)
    top = s.deck[owner][:2]
    s.say(f"{s.player_name(frame['seat'])} looks at the top of a deck.", kind="reveal")
    s.say(
        f"You see {', '.join(s.cards[c].name for c in top) or 'no cards'}.",
        frame["seat"],
        kind="reveal",
    )
    if len(top) < 2:
        return None
    frame["council"] = owner
    return Decision(
        frame["seat"],
        "discard-card",
        "Discard one of them (the player draws the other), or neither?",
        (enc.NO, *(enc.card(c) for c in sorted(set(top)))),
    )


@answer("jedi-council")
def answer_jedi_council(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    owner = _frame(s, st)["council"]
    card = action - enc.CARD
    s.deck[owner].remove(card)  # one of the top two
    s.discard[owner].append(card)
    s.say(
        f"{s.player_name(owner)} discards {s.cards[card].name} from the top of the deck.",
        kind="reveal",
        ids=s.card_ids(card),
    )
    draw(s, owner, 1)


@step("ready-unless-paid")
def run_ready_unless_paid(s: DestinyState, st: Step) -> Decision | None:
    """Resistance HQ: this support readies unless an opponent spends N resources."""
    frame = _frame(s, st)
    victim = foe(s, frame)
    if s.resources[victim] < st[2]:
        s.push(("ready-self", st[1]))
        return None
    return Decision(
        victim,
        "may",
        f"Spend {st[2]} to keep {s.name(frame['source'])} exhausted?",
        (enc.NO, enc.YES),
    )


@answer("ready-unless-paid")
def answer_ready_unless_paid(s: DestinyState, st: Step, action: int) -> None:
    frame = _frame(s, st)
    if action == enc.NO:
        s.push(("ready-self", st[1]))
        return
    victim = foe(s, frame)
    s.resources[victim] -= st[2]
    s.say(
        f"{s.player_name(victim)} spends {st[2]}: {s.name(frame['source'])} stays exhausted.",
        kind="resource",
        ids=s.unit_ids(frame["source"]),
    )


@step("tokens-on-self")
def run_tokens_on_self(s: DestinyState, st: Step) -> Decision | None:
    """Backup Muscle: place N damage on this support (it is not a character: nothing
    is defeated)."""
    source = _frame(s, st)["source"]
    s.units[source].damage += st[2]
    s.say(f"{st[2]} damage is placed on {s.name(source)}.", kind="damage", ids=s.unit_ids(source))
    return None


@step("move-damage-from-self")
def run_move_damage_from_self(s: DestinyState, st: Step) -> Decision | None:
    """Backup Muscle: move 1 damage from this support to the character in a register
    (ignoring shields, SWD-MOVE-02)."""
    frame = _frame(s, st)
    source, uid = frame["source"], frame.get(st[2], -1)
    if uid < 0 or s.units[source].damage <= 0:
        return None
    s.units[source].damage -= 1
    unit = s.units[uid]
    unit.damage += 1
    s.say(
        f"1 damage moves from {s.name(source)} to {s.name(uid)}.",
        kind="damage",
        ids=s.unit_ids(source, uid),
    )
    if unit.damage >= s.cards[unit.card].health:
        s.push(("defeat", 0, uid))
    return None


# --- the last few cards -------------------------------------------------------------------


@step("exhaust-self")
def run_exhaust_self(s: DestinyState, st: Step) -> Decision | None:
    """An "exhaust this card to ..." cost inside a triggered ability."""
    unit = s.units[_frame(s, st)["source"]]
    if not unit.in_play or not unit.ready:
        abort_frame(s, st[1])
        return None
    unit.ready = False
    s.say(f"{s.name(unit.uid)} is exhausted.", kind="status", ids=s.unit_ids(unit.uid))
    return None


@step("gain-from-event")
def run_gain_from_event(s: DestinyState, st: Step) -> Decision | None:
    """My Kind of Scum: gain as many resources as the triggering event's number."""
    frame = _frame(s, st)
    gain(s, frame["seat"], int(frame["event"][st[2]]))
    return None


@step("return-defeated")
def run_return_defeated(s: DestinyState, st: Step) -> Decision | None:
    """Endless Ranks: one of your defeated characters passing a filter returns to the
    game with no damage, with its dice on it. Args: filter (colour, ``non-unique``...)."""
    frame = _frame(s, st)
    seat = frame["seat"]
    options = [
        u.uid
        for u in s.units
        if u.kind == "character"
        and not u.in_play
        and u.controller == seat
        and all(_card_is(s, u.card, test) for test in st[2].split("+"))
    ]
    if not options:
        s.say(
            "No defeated character to return: no effect.", kind="ability", ids=s.source_ids(st[1])
        )
        return None
    return Decision(
        seat, "choose-character", "Return which defeated character?", tuple(map(enc.unit, options))
    )


def _card_is(s: DestinyState, card_index: int, test: str) -> bool:
    card = s.cards[card_index]
    if test == "non-unique":
        return not card.unique
    return card.color == test


@answer("return-defeated")
def answer_return_defeated(s: DestinyState, st: Step, action: int) -> None:
    """The same card comes back: its record is put back in play (ready, no damage, no
    shields) and its dice, out of the game since the defeat, return onto it."""
    unit = s.units[action - enc.UNIT]
    unit.in_play, unit.ready, unit.damage, unit.shields = True, True, 0, 0
    wanted = 2 if unit.elite else 1
    for die in s.dice:
        if (
            wanted
            and die.card == unit.card
            and die.owner == unit.owner
            and die.where == OUT_OF_GAME
        ):
            die.where, die.unit, die.side = ON_CARD, unit.uid, 0
            wanted -= 1
    s.say(f"{s.name(unit.uid)} returns to the game.", kind="move", ids=s.unit_ids(unit.uid))


@step("pull-strings")
def run_pull_strings(s: DestinyState, st: Step) -> Decision | None:
    """Pulling the Strings: look at the top 3 cards of a deck, then put them back on the
    top or the bottom in the order you choose (the first put on top ends up deepest of
    those on top; the first put at the bottom is the deepest card). Args: whose, left
    (the cards still to place, once taken)."""
    frame = _frame(s, st)
    owner = frame["seat"] if st[2] == "self" else foe(s, frame)
    if len(st) < 4:  # take the top 3 off the deck
        top = s.deck[owner][:3]
        del s.deck[owner][:3]
        s.say(f"{s.player_name(frame['seat'])} looks at the top of a deck.", kind="reveal")
        s.say(
            f"You see {', '.join(s.cards[c].name for c in top) or 'no cards'}.",
            frame["seat"],
            kind="reveal",
        )
        s.push(("pull-strings", st[1], st[2], tuple(top)))
        return None
    left = st[3]
    if not left:
        return None
    return Decision(
        frame["seat"],
        "place-card",
        "Put which card back, on the top or at the bottom?",
        tuple(  # one pair of options per different card (copies are interchangeable)
            enc.option(2 * k + b)
            for k in range(len(left))
            if left.index(left[k]) == k
            for b in (0, 1)
        ),
    )


@answer("pull-strings")
def answer_pull_strings(s: DestinyState, st: Step, action: int) -> None:
    frame = _frame(s, st)
    owner = frame["seat"] if st[2] == "self" else foe(s, frame)
    k, bottom = divmod(action - enc.OPTION, 2)
    card = st[3][k]
    if bottom:
        s.deck[owner].append(card)
    else:
        s.deck[owner].insert(0, card)
    s.say(
        f"{s.player_name(frame['seat'])} puts a card {'at the bottom' if bottom else 'on top'}.",
        kind="move",
    )
    s.push(("pull-strings", st[1], st[2], st[3][:k] + st[3][k + 1 :]))
