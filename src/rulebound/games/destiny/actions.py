"""The action phase: turns, the seven actions, passing, claiming, extra actions.

Each turn the player takes one action or passes (SWD-APHASE-02, SWD-ACTION-01).
An action's steps run, then the queue of "after" abilities drains
(SWD-QUEUE-02), then any additional action (Ambush) is offered, then the turn
passes to the opponent.
"""

from __future__ import annotations

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.cards import CardDef
from rulebound.games.destiny.dice_rules import resolvable_symbols, start_resolve_action
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import IN_POOL, SUPPORT, UPGRADE
from rulebound.games.destiny.rules import (
    MAX_UPGRADES,
    can_activate,
    discard_from_hand,
    discard_unit,
    emit_after,
    living,
    new_unit,
    next_seat,
    remove_die,
    reroll,
    start_ability,
    take_die_for,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

# --- what a player may do ------------------------------------------------------------


def in_play_copy(s: DestinyState, seat: int, name: str) -> bool:
    return any(u.in_play and u.controller == seat and s.cards[u.card].name == name for u in s.units)


def upgrade_hosts(s: DestinyState, seat: int, card: CardDef) -> list[int]:
    """Characters of ``seat`` this upgrade may be attached to: "(colour) character
    only" (SWD-RESTRICT-02), except that Finn takes any weapon (his first ability)."""
    only = script_for(card.code).only
    hosts = []
    for uid in s.characters(seat):
        if only and s.card(uid).color != only:
            weapon_exempt = "weapon" in card.subtypes and script_for(
                s.card(uid).code
            ).persistent.get("attach-any-weapon")
            if not weapon_exempt:
                continue
        hosts.append(uid)
    return hosts


def reductions(s: DestinyState, seat: int, card: CardDef) -> list[int]:
    """Ready supports that may reduce this card's cost ("before you play", e.g. It
    Binds All Things on a blue upgrade)."""
    if card.type != UPGRADE or card.color != "blue":
        return []  # the only reduction there is (asked for every card in hand, every turn)
    return [
        u.uid
        for u in s.units
        if u.in_play
        and u.controller == seat
        and u.ready
        and script_for(s.cards[u.card].code).persistent.get("reduce-blue-upgrade")
    ]


def upgrade_cost(s: DestinyState, card: CardDef, replaced: int, host: int = -1) -> int:
    """The cost after replacing an upgrade (SWD-PLAY-06, -07); a weapon costs 1 less on
    a Padawan that has no upgrade."""
    cost = card.cost
    if host >= 0 and "weapon" in card.subtypes and not s.upgrades_on(host):
        cost -= script_for(s.card(host).code).persistent.get("weapon-discount-bare", 0)
    if replaced < 0:
        return max(0, cost)
    return max(0, cost - s.card(replaced).cost)


def upgrade_plays(
    s: DestinyState, seat: int, card: CardDef, discount: int = 0
) -> list[tuple[int, int]]:
    """Every affordable (host, replaced upgrade or -1) for this upgrade. A character
    with 3 upgrades takes a 4th only as a replacement (reading of SWD-OPEN-03)."""
    best = len(reductions(s, seat, card)) + discount
    plays = []
    for host in upgrade_hosts(s, seat, card):
        ups = s.upgrades_on(host)
        choices = ([-1] if len(ups) < MAX_UPGRADES else []) + ups
        for rep in choices:
            if upgrade_cost(s, card, rep, host) - best <= s.resources[seat]:
                plays.append((host, rep))
    return plays


def can_play(s: DestinyState, seat: int, card_index: int, discount: int = 0) -> bool:
    """Play restrictions first (SWD-PLAY-01), then the cost (SWD-PLAY-02), less
    ``discount`` (a card played by another card's ability)."""
    card = s.cards[card_index]
    script = script_for(card.code)
    if script.can_play is not None and not script.can_play(s, seat):
        return False
    if card.unique and card.type in (UPGRADE, SUPPORT) and in_play_copy(s, seat, card.name):
        return False  # SWD-UNIQUE-04
    if card.type == UPGRADE:
        return bool(upgrade_plays(s, seat, card, discount))
    return card.cost - len(reductions(s, seat, card)) - discount <= s.resources[seat]


def action_options(s: DestinyState, seat: int) -> list[int]:
    options = [enc.PASS]
    for card_index in sorted(set(s.hand[seat])):
        if can_play(s, seat, card_index):
            options.append(enc.card(card_index))
    for u in s.units:
        if u.controller == seat and can_activate(s, u.uid):
            options.append(enc.unit(u.uid))
    options.extend(enc.resolve(sym) for sym in resolvable_symbols(s, seat))
    if s.hand[seat] and s.pool(seat):
        options.append(enc.REROLL)  # SWD-REROLL-02
    if s.claimed < 0:
        options.append(enc.CLAIM)  # SWD-CLAIM-04
    for u in s.units:
        if u.in_play and u.controller == seat:
            for k, act in enumerate(script_for(s.cards[u.card].code).actions):
                if action_cost_payable(s, u.uid, act.cost) and (
                    act.usable is None or act.usable(s, u.uid)
                ):
                    options.append(enc.card_action(u.uid, k))
    return sorted(options)


def action_cost_payable(s: DestinyState, uid: int, cost: str) -> bool:
    if not cost:
        return True  # an Action with no cost (Nightsister)
    if cost == "exhaust":
        return s.units[uid].ready  # SWD-EXHAUST-02
    return any(d.unit == uid and d.where == IN_POOL for d in s.dice)


# --- the turn ------------------------------------------------------------------------------


@step("turn")
def run_turn(s: DestinyState, st: Step) -> Decision | None:
    seat = s.turn
    if s.out[seat]:  # eliminated during the round: the turn moves on (SWD-MULTI-10)
        s.turn = next_seat(s, seat)
        s.push(("turn", 0))
        return None
    if s.claimed == seat:  # told once, with the claim: not again at each of its turns
        do_pass(s, seat)  # SWD-CLAIM-03: automatic passes after a claim
        return None
    return Decision(
        seat, "action", f"Round {s.round}: take an action or pass.", tuple(action_options(s, seat))
    )


@answer("turn")
def answer_turn(s: DestinyState, st: Step, action: int) -> None:
    seat = s.turn
    if action == enc.PASS:
        s.say(f"{s.player_name(seat)} passes.", kind="turn")
        do_pass(s, seat)
        return
    take_action(s, seat, action)


def do_pass(s: DestinyState, seat: int) -> None:
    """Two passes in a row end the action phase (SWD-APHASE-03, SWD-PASS-02); with more
    players, a pass by every player still in the game, one after another (SWD-MULTI-07)."""
    s.passes += 1
    if s.passes >= (2 if len(s.out) == 2 else len(living(s))):
        s.push(("upkeep", 0))
    else:
        s.turn = next_seat(s, seat)
        s.push(("turn", 0))


def take_action(s: DestinyState, seat: int, action: int, follow: bool = True) -> None:
    """Take one action; ``follow``: the turn passes on after it (not for an action
    granted inside another, Retreat's)."""
    s.passes = 0
    s.push(("drain", 0), ("next-turn", 0, seat)) if follow else s.push(("drain", 0))
    if action >= enc.CARD_ACTION:
        uid, k = divmod(action - enc.CARD_ACTION, 4)
        s.push(("card-action", 0, uid, k))
    elif action >= enc.UNIT:
        s.push(("activate", 0, action - enc.UNIT))
    elif action >= enc.CARD:
        start_play(s, seat, action - enc.CARD)
    elif action == enc.REROLL:
        fid = s.new_frame(seat, chosen=())
        s.push(("reroll-discard", fid), ("end-frame", fid))
    elif action == enc.CLAIM:
        s.push(("claim", 0, seat))
    else:
        start_resolve_action(s, seat, enc.symbol_of(action))


@step("next-turn")
def run_next_turn(s: DestinyState, st: Step) -> Decision | None:
    """Additional actions are taken at once or declined (SWD-ACTION-02, SWD-AMBUSH-01)."""
    seat = st[2]
    if s.extra[seat] > 0 and not s.out[seat]:
        s.extra[seat] -= 1
        return Decision(
            seat,
            "extra-action",
            "Take your additional action now, or decline it.",
            tuple(action_options(s, seat)),
        )
    s.turn = next_seat(s, seat)
    s.push(("turn", 0))
    return None


@answer("next-turn")
def answer_next_turn(s: DestinyState, st: Step, action: int) -> None:
    seat = st[2]
    if action != enc.PASS:
        take_action(s, seat, action)
        return
    s.say(f"{s.player_name(seat)} declines the additional action.", kind="turn")
    if s.game.params["decline_extra_action"] == "pass":
        do_pass(s, seat)  # the literal reading of SWD-ACTION-02 (SWD-OPEN-08)
    else:
        s.turn = next_seat(s, seat)
        s.push(("turn", 0))


# --- playing a card ---------------------------------------------------------------------


def start_play(
    s: DestinyState, seat: int, card_index: int, zone: str = "hand", discount: int = 0
) -> None:
    """Play a card from the hand (or, through an ability, from the discard pile,
    ``discount`` cheaper)."""
    card = s.cards[card_index]
    fid = s.new_frame(
        seat, -1, card_index, host=-1, replaced=-1, reduced=discount, zone=zone, discount=discount
    )
    # "Before you play" (Infamous) comes first, then the host and the cost.
    first = ("upgrade-host", fid) if card.type == UPGRADE else ("play-reduce", fid)
    s.push(("ambush-offer", fid), first, ("end-frame", fid))


@step("upgrade-host")
def run_upgrade_host(s: DestinyState, st: Step) -> Decision | None:
    """Choose the character to attach the upgrade to (SWD-PLAY-05)."""
    frame = s.frames[st[1]]
    card = s.cards[frame["card"]]
    hosts = sorted({h for h, _ in upgrade_plays(s, frame["seat"], card, frame["discount"])})
    return Decision(
        frame["seat"],
        "upgrade-host",
        f"Attach {card.name} to which character?",
        tuple(enc.unit(h) for h in hosts),
    )


@answer("upgrade-host")
def answer_upgrade_host(s: DestinyState, st: Step, action: int) -> None:
    s.frames[st[1]]["host"] = action - enc.UNIT
    s.push(("upgrade-replace", st[1]))


@step("upgrade-replace")
def run_upgrade_replace(s: DestinyState, st: Step) -> Decision | None:
    """Replace an upgrade already on the character, or not (SWD-PLAY-06)."""
    frame = s.frames[st[1]]
    card = s.cards[frame["card"]]
    plays = upgrade_plays(s, frame["seat"], card, frame["discount"])
    choices = [r for h, r in plays if h == frame["host"]]
    if choices == [-1]:
        s.push(("play-reduce", st[1]))
        return None
    options = tuple(sorted(enc.NO if r < 0 else enc.unit(r) for r in choices))
    return Decision(
        frame["seat"], "upgrade-replace", f"Replace an upgrade with {card.name}?", options
    )


@answer("upgrade-replace")
def answer_upgrade_replace(s: DestinyState, st: Step, action: int) -> None:
    if action != enc.NO:
        s.frames[st[1]]["replaced"] = action - enc.UNIT
    s.push(("play-reduce", st[1]))


def current_cost(s: DestinyState, frame: dict[str, int]) -> int:
    card = s.cards[frame["card"]]
    if card.type == UPGRADE:
        cost = upgrade_cost(s, card, frame["replaced"], frame["host"])
    else:
        cost = card.cost
    return max(0, cost - frame["reduced"])


@step("play-reduce")
def run_play_reduce(s: DestinyState, st: Step) -> Decision | None:
    """ "Before you play" cost reductions (It Binds All Things): optional, unless the
    card cannot be paid for without them. A reduction lasts only while this cost is
    paid (SWD-REDUCE-01)."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    card = s.cards[frame["card"]]
    options = reductions(s, seat, card)  # a support used here is exhausted: not offered again
    if not options or current_cost(s, frame) == 0:
        s.push(("play-pay", st[1]))
        return None
    # Declining is an option only while the card can still be paid for without it.
    decline = (enc.NO,) if current_cost(s, frame) <= s.resources[seat] else ()
    return Decision(
        seat,
        "reduce-cost",
        f"Exhaust a support to reduce the cost of {card.name} by 1?",
        decline + tuple(enc.unit(u) for u in options),
    )


@answer("play-reduce")
def answer_play_reduce(s: DestinyState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    if action == enc.NO:
        s.push(("play-pay", st[1]))
        return
    uid = action - enc.UNIT
    s.units[uid].ready = False
    frame["reduced"] += 1
    s.say(
        f"{s.name(uid)} is exhausted to reduce the cost by 1.", kind="status", ids=s.unit_ids(uid)
    )
    s.push(("play-reduce", st[1]))


@step("play-pay")
def run_play_pay(s: DestinyState, st: Step) -> Decision | None:
    """Pay, then the card resolves by type (SWD-PLAY-02 to -10)."""
    fid = st[1]
    frame = s.frames[fid]
    seat, card_index = frame["seat"], frame["card"]
    card = s.cards[card_index]
    cost = current_cost(s, frame)
    s.resources[seat] -= cost
    (s.discard if frame["zone"] == "discard" else s.hand)[seat].remove(card_index)
    if frame["zone"] == "hand" and not s.hand[seat]:
        emit_after(s, "hand-emptied", (seat,))  # Admiral Ackbar
    # Told once the card is on the table (limbo or play), where every seat sees it.
    played_text = f"{s.player_name(seat)} plays {card.name}" + (
        f", paying {cost}." if cost else "."
    )
    if card.type == "event":
        s.limbo.append(card_index)  # SWD-LIMBO-01
        s.say(played_text, kind="card-played", ids=s.card_ids(card_index))
        s.push(("event-done", fid))
        start_ability(s, seat, -1, script_for(card.code).event, card=card_index)
        return None
    kind = UPGRADE if card.type == UPGRADE else SUPPORT
    unit = new_unit(s, card_index, seat, kind)
    s.say(played_text, kind="card-played", ids=s.card_ids(card_index))
    if kind == UPGRADE:
        if frame["replaced"] >= 0:
            discard_unit(s, frame["replaced"])  # discarded as the new one enters play
        unit.host = frame["host"]
        s.say(
            f"{card.name} is attached to {s.name(unit.host)}.",
            kind="card-played",
            ids=s.unit_ids(unit.uid, unit.host),
        )
    take_die_for(s, unit)
    played(s, seat, card_index, unit.uid, unit.host, frame.get("ambush", False))
    return None


def played(
    s: DestinyState, seat: int, card_index: int, uid: int, host: int, granted: bool = False
) -> None:
    """After a card is played; ``granted``: it was given Ambush (Infamous)."""
    ambush = granted or "Ambush" in s.cards[card_index].keywords
    emit_after(s, "played", (seat, card_index, uid, host, ambush))
    if ambush:
        s.extra[seat] += 1  # SWD-AMBUSH-01


@step("event-done")
def run_event_done(s: DestinyState, st: Step) -> Decision | None:
    """After resolving, the event goes from limbo to the discard pile (SWD-EVENT-01)."""
    frame = s.frames[st[1]]
    card_index = frame["card"]
    if card_index not in s.limbo:
        return None  # the event went elsewhere (Closing the Net: to the deck's bottom)
    s.limbo.remove(card_index)
    s.discard[frame["seat"]].append(card_index)
    played(s, frame["seat"], card_index, -1, -1, frame.get("ambush", False))
    return None


# --- rerolling, claiming, card actions ----------------------------------------------


@step("reroll-discard")
def run_reroll_discard(s: DestinyState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    return Decision(
        seat,
        "reroll-discard",
        "Discard which card to reroll dice?",
        tuple(enc.card(c) for c in sorted(set(s.hand[seat]))),
    )


@answer("reroll-discard")
def answer_reroll_discard(s: DestinyState, st: Step, action: int) -> None:
    seat = s.frames[st[1]]["seat"]
    card_index = action - enc.CARD
    discard_from_hand(s, seat, card_index)
    s.say(
        f"{s.player_name(seat)} discards {s.cards[card_index].name} to reroll.",
        kind="discard",
        ids=s.card_ids(card_index),
    )
    s.push(("reroll-pick", st[1]))


@step("reroll-pick")
def run_reroll_pick(s: DestinyState, st: Step) -> Decision | None:
    """Choose every die to reroll before rolling (SWD-REROLL-01)."""
    frame = s.frames[st[1]]
    seat, chosen = frame["seat"], frame["chosen"]
    left = [d for d in s.pool(seat) if d not in chosen]
    if not left:
        reroll(s, list(chosen))
        return None
    done = (enc.DONE,) if chosen else ()
    return Decision(
        seat,
        "reroll-dice",
        "Choose a die to reroll" + (" (or done)." if chosen else "."),
        done + tuple(enc.die(d) for d in left),
    )


@answer("reroll-pick")
def answer_reroll_pick(s: DestinyState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    if action == enc.DONE:
        reroll(s, list(frame["chosen"]))
        return
    frame["chosen"] = (*frame["chosen"], action - enc.DIE)
    s.push(("reroll-pick", st[1]))


PASSES = "they pass for the rest of the round."  # SWD-CLAIM-03


@step("claim")
def run_claim(s: DestinyState, st: Step) -> Decision | None:
    """Take control of the battlefield and use its claim ability if you wish
    (SWD-CLAIM-01, -02, -05, SWD-CLAIMABIL-01); then pass for the rest of the round."""
    seat = st[2]
    bf = s.units[s.battlefield]
    s.claimed = seat
    if bf.controller != seat:
        bf.controller = seat
        s.say(
            f"{s.player_name(seat)} claims {s.name(bf.uid)} and takes control of it; {PASSES}",
            kind="claim",
            ids=s.unit_ids(bf.uid),
        )
    else:
        s.say(
            f"{s.player_name(seat)} claims {s.name(bf.uid)}; {PASSES}",
            kind="claim",
            ids=s.unit_ids(bf.uid),
        )
    claim = script_for(s.cards[bf.card].code).claim
    if claim:
        start_ability(s, seat, bf.uid, claim, optional=True, text=s.cards[bf.card].text)
    return None


@step("card-action")
def run_card_action(s: DestinyState, st: Step) -> Decision | None:
    """Pay the action's cost, then follow the card (SWD-ACTABIL-01)."""
    uid, k = st[2], st[3]
    unit = s.units[uid]
    act = script_for(s.cards[unit.card].code).actions[k]
    if act.cost == "exhaust":
        unit.ready = False
        s.say(
            f"{s.player_name(unit.controller)} exhausts {s.name(uid)}: {act.text}",
            kind="ability",
            ids=s.unit_ids(uid),
        )
        start_ability(s, unit.controller, uid, act.steps)
        return None
    if not act.cost:
        s.say(
            f"{s.player_name(unit.controller)} uses {s.name(uid)}: {act.text}",
            kind="ability",
            ids=s.unit_ids(uid),
        )
        start_ability(s, unit.controller, uid, act.steps)
        return None
    dice = [d.id for d in s.dice if d.unit == uid and d.where == IN_POOL]
    if len(dice) == 1 or len({s.dice[d].side for d in dice}) == 1:
        pay_remove_die(s, uid, k, dice[0])
        return None
    return Decision(
        unit.controller,
        "remove-own-die",
        f"Remove which {s.name(uid)} die?",
        tuple(enc.die(d) for d in dice),
    )


@answer("card-action")
def answer_card_action(s: DestinyState, st: Step, action: int) -> None:
    pay_remove_die(s, st[2], st[3], action - enc.DIE)


def pay_remove_die(s: DestinyState, uid: int, k: int, die_id: int) -> None:
    unit = s.units[uid]
    act = script_for(s.cards[unit.card].code).actions[k]
    remove_die(s, die_id)
    s.say(
        f"{s.player_name(unit.controller)} uses {s.name(uid)}: {act.text}",
        kind="ability",
        ids=s.unit_ids(uid),
    )
    start_ability(s, unit.controller, uid, act.steps, die=die_id)
