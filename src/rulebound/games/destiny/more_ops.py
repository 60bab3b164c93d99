"""More of the ability vocabulary (see :mod:`.ops`): drawing, choosing one of several
effects, spreading shields or damage, cards in play as targets, hands looked at.

    ("choose-one", "self", (("give 2 shields", (...)), ("deal 2 damage", (...))))
    ("distribute-shields", 3)          # 3 shields over your characters, one at a time
    ("damage-up-to", 3, 1)             # 1 damage each to up to 3 different characters
"""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.ops import (
    amount,
    chooser,
    matching_characters,
    matching_dice,
    seats_in,
)
from rulebound.games.destiny.rules import (
    MAX_SHIELDS,
    abort_frame,
    battlefield_controller,
    can_activate,
    deal_damage,
    discard_from_hand,
    discard_unit,
    draw,
    foe,
    hand_size,
    leave_play,
    lose,
    opponents,
    reroll,
    start_ability,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

# --- cards --------------------------------------------------------------------------------


@step("draw")
def run_draw(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    draw(s, frame["seat"], amount(frame, st[2]))  # a number or a register (Award Ceremony)
    return None


@step("draw-each")
def run_draw_each(s: DestinyState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    for who in (seat, *opponents(s, seat)):  # each player (SWD-MULTI-02)
        draw(s, who, st[2])
    return None


@step("draw-to-hand-size")
def run_draw_to_hand_size(s: DestinyState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    draw(s, seat, max(0, hand_size(s, seat) - len(s.hand[seat])))
    return None


@step("mill-deck")
def run_mill_deck(s: DestinyState, st: Step) -> Decision | None:
    """Discard the top N cards of a deck (``opponent`` or ``self``); fewer than N left
    is not fully resolved (SWD-EX-16). Args: whose, amount."""
    frame = s.frames[st[1]]
    seat = chooser(s, frame, st[2])
    n = amount(frame, st[3])
    top = s.deck[seat][:n]
    del s.deck[seat][:n]
    s.discard[seat].extend(top)
    names = ", ".join(s.cards[c].name for c in top) or "nothing"
    s.say(
        f"{s.player_name(seat)} discards {names} from the top of their deck.",
        kind="reveal",
        ids=s.card_ids(*top),
    )
    if len(top) < n:
        frame["ok"] = False
    return None


@step("look-hand")
def run_look_hand(s: DestinyState, st: Step) -> Decision | None:
    """Look at an opponent's hand: only the looking player reads what it holds."""
    seat = s.frames[st[1]]["seat"]
    hand = s.hand[foe(s, s.frames[st[1]])]
    s.say(
        f"{s.player_name(seat)} looks at {s.player_name(foe(s, s.frames[st[1]]))}'s hand.",
        kind="reveal",
    )
    s.say(f"You see {', '.join(s.cards[c].name for c in hand) or 'no cards'}.", seat, kind="reveal")
    return None


@step("discard-cheapest")
def run_discard_cheapest(s: DestinyState, st: Step) -> Decision | None:
    """Scout: look at the opponent's hand and discard its cheapest card; the looking
    player picks among equally cheap cards."""
    seat = s.frames[st[1]]["seat"]
    hand = s.hand[foe(s, s.frames[st[1]])]
    s.push(("look-hand", st[1]))
    if not hand:
        return None
    low = min(s.cards[c].cost for c in hand)
    cheapest = sorted({c for c in hand if s.cards[c].cost == low})
    if len(cheapest) == 1:
        discard_from(s, foe(s, s.frames[st[1]]), cheapest[0])
        return None
    return Decision(
        seat, "discard-card", "Discard which of the cheapest cards?", tuple(map(enc.card, cheapest))
    )


@answer("discard-cheapest")
def answer_discard_cheapest(s: DestinyState, st: Step, action: int) -> None:
    discard_from(s, foe(s, s.frames[st[1]]), action - enc.CARD)


def discard_from(s: DestinyState, seat: int, card: int) -> None:
    discard_from_hand(s, seat, card)
    s.say(
        f"{s.player_name(seat)} discards {s.cards[card].name}.",
        kind="discard",
        ids=s.card_ids(card),
    )


@step("discard-events")
def run_discard_events(s: DestinyState, st: Step) -> Decision | None:
    """Jedi Temple: look at the opponent's hand and discard up to N events from it.
    Args: limit, discarded so far."""
    seat = s.frames[st[1]]["seat"]
    left, done = st[2], st[3] if len(st) > 3 else 0
    if not done:
        s.push(("look-hand", st[1]))  # said first: the decision below follows it
    events = sorted({c for c in s.hand[foe(s, s.frames[st[1]])] if s.cards[c].type == "event"})
    if left <= 0 or not events:
        return None
    return Decision(
        seat,
        "discard-card",
        f"Discard an event from your opponent's hand (up to {left} more)?",
        (enc.NO, *map(enc.card, events)),
    )


@answer("discard-events")
def answer_discard_events(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        return
    discard_from(s, foe(s, s.frames[st[1]]), action - enc.CARD)
    s.push(("discard-events", st[1], st[2] - 1, 1))


@step("probe")
def run_probe(s: DestinyState, st: Step) -> Decision | None:
    """Probe: look at N random cards of the opponent's hand and discard the events."""
    seat = s.frames[st[1]]["seat"]
    hand = list(s.hand[foe(s, s.frames[st[1]])])
    seen = []
    for _ in range(min(st[2], len(hand))):
        seen.append(hand.pop(s.rng.randbelow(len(hand))))
    s.say(f"You see {', '.join(s.cards[c].name for c in seen) or 'no cards'}.", seat, kind="reveal")
    for c in seen:
        if s.cards[c].type == "event":
            discard_from(s, foe(s, s.frames[st[1]]), c)
    return None


@step("discard-down-to-mine")
def run_discard_down_to_mine(s: DestinyState, st: Step) -> Decision | None:
    """Lying in Wait: the opponent chooses cards to discard down to your hand's size."""
    seat = s.frames[st[1]]["seat"]
    victim = foe(s, s.frames[st[1]])
    if len(s.hand[victim]) <= len(s.hand[seat]):
        return None
    return Decision(
        victim,
        "discard-card",
        f"Discard down to {len(s.hand[seat])} card{'s' * (len(s.hand[seat]) != 1)}: which one?",
        tuple(map(enc.card, sorted(set(s.hand[victim])))),
    )


@answer("discard-down-to-mine")
def answer_discard_down_to_mine(s: DestinyState, st: Step, action: int) -> None:
    discard_from(s, foe(s, s.frames[st[1]]), action - enc.CARD)
    s.push(st)


# --- resources ----------------------------------------------------------------------------


@step("opponent-loses-all")
def run_opponent_loses_all(s: DestinyState, st: Step) -> Decision | None:
    victim = foe(s, s.frames[st[1]])
    lose(s, victim, s.resources[victim])
    return None


@step("opponent-discards-hand")
def run_opponent_discards_hand(s: DestinyState, st: Step) -> Decision | None:
    victim = foe(s, s.frames[st[1]])
    for c in list(s.hand[victim]):
        discard_from(s, victim, c)
    return None


@step("may-spend")
def run_may_spend(s: DestinyState, st: Step) -> Decision | None:
    """An optional payment; declining (or not affording it) drops the rest."""
    seat = s.frames[st[1]]["seat"]
    if s.resources[seat] < st[2]:
        abort_frame(s, st[1])
        return None
    return Decision(seat, "may", f"Spend {st[2]} resource{'s' * (st[2] != 1)}?", (enc.NO, enc.YES))


@answer("may-spend")
def answer_may_spend(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.NO:
        abort_frame(s, st[1])
        return
    seat = s.frames[st[1]]["seat"]
    s.resources[seat] -= st[2]
    s.say(f"{s.player_name(seat)} spends {st[2]}.", kind="resource")


# --- choices -------------------------------------------------------------------------------


@step("choose-one")
def run_choose_one(s: DestinyState, st: Step) -> Decision | None:
    """Choose one of several effects (SWD-CHOOSE-01). Args: chooser, ((label, steps), ...)."""
    frame = s.frames[st[1]]
    return Decision(
        chooser(s, frame, st[2]),
        "choose-one",
        "Choose one: " + "; or ".join(label for label, _ in st[3]) + ".",
        tuple(enc.option(k) for k in range(len(st[3]))),
    )


@answer("choose-one")
def answer_choose_one(s: DestinyState, st: Step, action: int) -> None:
    _label, steps = st[3][action - enc.OPTION]
    s.push(*((op[0], st[1], *op[1:]) for op in steps))


# --- characters ----------------------------------------------------------------------------


@step("distribute-shields")
def run_distribute_shields(s: DestinyState, st: Step) -> Decision | None:
    """Give N shields to your characters as you wish, one at a time; a character at 3
    shields takes no more (SWD-SHIELD-03)."""
    seat = s.frames[st[1]]["seat"]
    targets = [u for u in s.characters(seat) if s.units[u].shields < MAX_SHIELDS]
    if st[2] <= 0 or not targets:
        return None
    return Decision(
        seat,
        "choose-character",
        f"Give a shield to which character ({st[2]} left)?",
        tuple(map(enc.unit, targets)),
    )


@answer("distribute-shields")
def answer_distribute_shields(s: DestinyState, st: Step, action: int) -> None:
    s.push(("gain-shields", 0, action - enc.UNIT, 1), ("distribute-shields", st[1], st[2] - 1))


@step("damage-up-to")
def run_damage_up_to(s: DestinyState, st: Step) -> Decision | None:
    """Deal damage to each of up to N different characters. Args: limit, amount, chosen."""
    frame = s.frames[st[1]]
    limit, chosen = st[2], st[4] if len(st) > 4 else ()
    options = [
        u
        for u in matching_characters(s, frame["seat"], "any", "", foe=frame.get("foe", -1))
        if u not in chosen
    ]
    if len(chosen) >= limit or not options:
        return None
    return Decision(
        frame["seat"],
        "choose-character",
        f"Deal {st[3]} damage to which character ({limit - len(chosen)} left), or done?",
        (enc.DONE, *map(enc.unit, options)),
    )


@answer("damage-up-to")
def answer_damage_up_to(s: DestinyState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    uid = action - enc.UNIT
    deal_damage(s, uid, st[3])
    s.push(("damage-up-to", st[1], st[2], st[3], (*(st[4] if len(st) > 4 else ()), uid)))


@step("damage-self")
def run_damage_self(s: DestinyState, st: Step) -> Decision | None:
    source = s.frames[st[1]]["source"]
    deal_damage(s, source, st[2])
    return None


@step("ready-self")
def run_ready_self(s: DestinyState, st: Step) -> Decision | None:
    unit = s.units[s.frames[st[1]]["source"]]
    if unit.in_play and not unit.ready:
        unit.ready = True
        s.say(f"{s.name(unit.uid)} readies.", kind="status", ids=s.unit_ids(unit.uid))
    return None


@step("set-ready")
def run_set_ready(s: DestinyState, st: Step) -> Decision | None:
    """Ready (True) or exhaust (False) the card in a register. Args: register, ready."""
    uid = s.frames[st[1]].get(st[2], -1)
    if uid < 0 or not s.units[uid].in_play or s.units[uid].ready == st[3]:
        s.frames[st[1]]["ok"] = False
        return None
    s.units[uid].ready = st[3]
    s.say(
        f"{s.name(uid)} {'readies' if st[3] else 'is exhausted'}.",
        kind="status",
        ids=s.unit_ids(uid),
    )
    return None


@step("activate-target")
def run_activate_target(s: DestinyState, st: Step) -> Decision | None:
    uid = s.frames[st[1]].get(st[2], -1)
    if uid >= 0 and can_activate(s, uid):
        s.push(("activate", 0, uid))
    return None


@step("defeat-target")
def run_defeat_target(s: DestinyState, st: Step) -> Decision | None:
    """Defeat a character outright (Noble Sacrifice's cost)."""
    uid = s.frames[st[1]].get(st[2], -1)
    if uid >= 0 and s.units[uid].in_play:
        s.units[uid].damage = s.card(uid).health
        s.say(f"{s.name(uid)} is sacrificed.", kind="defeat", ids=s.unit_ids(uid))
        s.push(("defeat", 0, uid, True))
    return None


@step("exclude")
def run_exclude(s: DestinyState, st: Step) -> Decision | None:
    """Later character choices of this ability skip a character ("another character"):
    the one in a register, or ``host``, the character this upgrade is on."""
    frame = s.frames[st[1]]
    source = frame["source"]
    uid = s.units[source].host if st[2] == "host" and source >= 0 else frame.get(st[2], -1)
    frame["exclude"] = (*frame.get("exclude", ()), uid)
    return None


# --- dice ----------------------------------------------------------------------------------


@step("if-shows")
def run_if_shows(s: DestinyState, st: Step) -> Decision | None:
    """Stop unless the die in a register shows a symbol. Args: register, symbol."""
    die_id = s.frames[st[1]].get(st[2], -1)
    if die_id < 0 or s.dice[die_id].face.symbol != st[3]:
        abort_frame(s, st[1])
    return None


@step("reroll-each")
def run_reroll_each(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    reroll(
        s,
        [d for who in seats_in(s, st[2], frame["seat"], frame.get("foe", -1)) for d in s.pool(who)],
    )
    return None


@step("set")
def run_set(s: DestinyState, st: Step) -> Decision | None:
    """Set a register to a number (``bonus`` raises the value of a die resolved next)."""
    s.frames[st[1]][st[2]] = st[3]
    return None


@step("count")
def run_count(s: DestinyState, st: Step) -> Decision | None:
    """Count into a register. Args: what (``picked:<register>``, ``characters:<scope>:
    <filter>``, ``dice:<scope>:<symbol>``, ``upgrades:<scope>:<colour>``), register."""
    frame = s.frames[st[1]]
    what = st[2]
    if what.startswith("picked:"):
        frame[st[3]] = len(frame.get(what[7:], ()))
    elif what.startswith("dice:"):
        _, scope, symbol = what.split(":")
        frame[st[3]] = len(
            matching_dice(s, frame["seat"], scope, (symbol,), foe=frame.get("foe", -1))
        )
    elif what.startswith("upgrades:"):
        _, scope, color = what.split(":")
        seats = seats_in(s, scope, frame["seat"], frame.get("foe", -1))
        frame[st[3]] = sum(
            1
            for u in s.units
            if u.in_play
            and u.kind == "upgrade"
            and u.controller in seats
            and s.cards[u.card].color == color
        )
    else:
        _, scope, test = what.split(":")
        frame[st[3]] = len(
            matching_characters(s, frame["seat"], scope, test, foe=frame.get("foe", -1))
        )
    return None


@step("half-up")
def run_half_up(s: DestinyState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    frame[st[2]] = (int(frame.get(st[2], 0)) + 1) // 2
    return None


# --- cards in play --------------------------------------------------------------------------


@step("choose-in-play")
def run_choose_in_play(s: DestinyState, st: Step) -> Decision | None:
    """Choose a support or upgrade in play. Args: kind, scope, register[, test]: test
    ``max-cost:<register>`` (costs at most that), ``affordable`` (costs at most your
    resources), ``weapon-or-equipment``, ``ready`` / ``exhausted``, joined by ``+``."""
    frame = s.frames[st[1]]
    seats = seats_in(s, st[3], frame["seat"], frame.get("foe", -1))
    tests = st[5].split("+") if len(st) > 5 and st[5] else []
    options = [
        u.uid
        for u in s.units
        if u.in_play
        and u.kind == st[2]
        and u.controller in seats
        and all(in_play_ok(s, frame, u.uid, test) for test in tests)
    ]
    if not options:
        s.say(
            "No valid target: the ability has no effect.", kind="ability", ids=s.source_ids(st[1])
        )
        abort_frame(s, st[1])
        return None
    return Decision(
        frame["seat"], "choose-card-in-play", f"Choose a {st[2]}.", tuple(map(enc.unit, options))
    )


def in_play_ok(s: DestinyState, frame: dict[str, Any], uid: int, test: str) -> bool:
    card = s.card(uid)
    if test.startswith("max-cost:"):
        return card.cost <= int(frame.get(test[9:], 0))
    if test == "affordable":
        return card.cost <= s.resources[frame["seat"]]
    if test == "weapon-or-equipment":
        return "weapon" in card.subtypes or "equipment" in card.subtypes
    if test == "ready":
        return s.units[uid].ready
    if test == "exhausted":
        return not s.units[uid].ready
    raise ValueError(f"unknown card test {test!r}")


@answer("choose-in-play")
def answer_choose_in_play(s: DestinyState, st: Step, action: int) -> None:
    s.frames[st[1]][st[4]] = action - enc.UNIT


@step("discard-target")
def run_discard_target(s: DestinyState, st: Step) -> Decision | None:
    uid = s.frames[st[1]].get(st[2], -1)
    if uid >= 0 and s.units[uid].in_play:
        discard_unit(s, uid)
    return None


@step("return-to-hand")
def run_return_to_hand(s: DestinyState, st: Step) -> Decision | None:
    """Return a card in play to its owner's hand (its dice are set aside)."""
    uid = s.frames[st[1]].get(st[2], -1)
    if uid < 0 or not s.units[uid].in_play:
        s.frames[st[1]]["ok"] = False
        return None
    unit = s.units[uid]
    # Told while the card is still in play, where every seat sees it.
    s.say(
        f"{s.name(uid)} returns to {s.player_name(unit.owner)}'s hand.",
        kind="move",
        ids=s.unit_ids(uid),
    )
    leave_play(s, uid, to="hand")
    s.hand[unit.owner].append(unit.card)
    s.hand[unit.owner].sort()
    return None


@step("battlefield-ability")
def run_battlefield_ability(s: DestinyState, st: Step) -> Decision | None:
    """Outpost: resolve the battlefield's claim ability as if you had just claimed it
    (without claiming: no control changes, no passing)."""
    seat = s.frames[st[1]]["seat"]
    bf = s.battlefield
    claim = script_for(s.card(bf).code).claim if bf >= 0 else ()
    if claim:
        s.say(
            f"{s.player_name(seat)} resolves {s.name(bf)}'s claim ability.",
            kind="ability",
            ids=s.unit_ids(bf),
        )
        start_ability(s, seat, bf, claim)
    return None


def controls_battlefield(s: DestinyState, seat: int) -> bool:
    return s.battlefield >= 0 and battlefield_controller(s) == seat
