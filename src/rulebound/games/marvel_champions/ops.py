"""The ops of card abilities (:mod:`.dsl`), resolved as steps ``(op, frame, *args)``.

Registers of the ability's frame: ``seat`` (the resolving player), ``src`` (the card
with the ability), ``identity`` (performed by the identity, MC-EXTENSION-02), ``ok``
(everything so far resolved, for "then", MC-THEN-01), ``paid`` (resources paid by
type), and whatever the ops choose (``target``, ``scheme``, ``player``, ``x``...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.damage import (
    push_damage,
    push_place_threat,
    push_retaliate,
    remove_threat,
)
from rulebound.games.marvel_champions.instances import increase, new_attack
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import RESOURCE_TYPES
from rulebound.games.marvel_champions.payment import cost_parts, pays_besides, push_payment, sources
from rulebound.games.marvel_champions.rules import (
    allies,
    attackable,
    can_be_readied,
    can_take_status,
    confused,
    ctype,
    damage_immune,
    discard_from_hand,
    discard_spent,
    draw,
    enemies,
    friendly_characters,
    give_status,
    heal,
    leave_play,
    minions,
    stat,
    stunned,
    thwartable,
    to_discard,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import ability_of, abort, trigger
from rulebound.kernel.decision import Decision


def amount(s: McState, frame: dict[str, Any], value: Any) -> int:
    """An op's amount: an int, a register name, or a function of (state, frame)."""
    if callable(value):
        return int(value(s, frame))
    if isinstance(value, str):
        return int(frame.get(value, 0))
    return int(value)


def candidates(s: McState, frame: dict[str, Any], what: str, extra: tuple[Any, ...]) -> list[int]:
    """The valid choices of a ``choose`` op (MC-TARGET-02)."""
    seat = frame["seat"]
    if what == "enemy-attack":  # not one the source cannot damage (MC-TARGET-05)
        return [u for u in attackable(s, seat) if not damage_immune(s, u, frame["src"])]
    if what == "minion":
        return minions(s)
    if what == "enemy-lowest":  # a dash is compared as 0 (MC-DASH-02, MC-EX-25)
        values = {u: stat(s, u, extra[0]) for u in enemies(s)}
        low = min(values.values(), default=0)
        return [u for u, v in values.items() if v == low]
    if what == "enemy":
        status = extra[0] if extra else ""
        return [u for u in enemies(s) if not status or can_take_status(s, u, status)]
    if what == "scheme":
        thwart = frame.get("power") == "thwart" or (
            "k" in frame and "thwart" in ability_of_frame(s, frame).label.split("/")
        )
        out = thwartable(s, seat, thwart)
        if extra and extra[0]:
            out = [u for u in out if u != frame.get(extra[0])]
        return out
    if what == "player":
        return s.order()
    if what == "damaged-friendly":
        return [u for u in friendly_characters(s) if s.units[u].damage > 0]
    if what == "damaged-character":  # "any character": enemies too
        return [u for u in (*friendly_characters(s), *enemies(s)) if s.units[u].damage > 0]
    if what == "ally":
        return [u for p in s.order() for u in allies(s, p)]
    if what == "exhausted-ally":
        return [
            u
            for p in s.order()
            for u in allies(s, p)
            if s.units[u].exhausted and can_be_readied(s, u)
        ]
    raise ValueError(f"unknown choice {what!r}")


def ability_of_frame(s: McState, frame: dict[str, Any]) -> Any:
    """The ability an ability frame resolves."""
    return s.game.scripts[s.units[frame["src"]].card].abilities[frame["k"]]


PROMPTS = {
    "enemy-attack": "Choose an enemy to attack",
    "enemy": "Choose an enemy",
    "minion": "Choose a minion",
    "enemy-lowest": "Choose one of the enemies tied for the lowest value",
    "scheme": "Choose a scheme to remove threat from",
    "player": "Choose a player",
    "damaged-character": "Choose a character to heal",
    "damaged-friendly": "Choose a friendly character to heal",
    "exhausted-ally": "Choose an ally to ready",
    "ally": "Choose an ally",
}


@step("choose")
def run_choose(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    what, reg = st[2], st[3]
    found = candidates(s, frame, what, st[4:])
    if not found:
        frame["ok"] = False
        frame[reg] = -1
        return None
    if len(found) == 1:
        frame[reg] = found[0]
        return None
    if what == "player":
        options = tuple(sorted(enc.seat(p) for p in found))
    else:
        options = tuple(sorted(enc.uid(u) for u in found))
    return Decision(frame["seat"], "choose-" + what, PROMPTS[what] + ".", options)


@answer("choose")
def answer_choose(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    frame[st[3]] = action - (enc.SEAT if st[2] == "player" else enc.UID)


@step("choose-option")
def run_choose_option(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    s.texts = st[3]
    # the card whose ability asks (an ability's frame holds it as ``src``), named as
    # Nick Fury's and an event's own choices are: the options alone do not say it
    src = frame.get("src", -1)
    asking = f"{s.name(src)}: choose one." if isinstance(src, int) and src >= 0 else "Choose one."
    return Decision(
        frame["seat"],
        "choose-option",
        asking,
        tuple(enc.option(i) for i in range(len(st[3]))),
    )


@answer("choose-option")
def answer_choose_option(s: McState, st: Step, action: int) -> None:
    s.frames[st[1]][st[2]] = action - enc.OPTION


def _target(s: McState, frame: dict[str, Any], reg: str) -> int:
    if reg == "identity":
        return s.players[frame["seat"]].identity
    if reg == "self":
        return int(frame["src"])
    if reg == "villain":
        return s.villain
    return int(frame.get(reg, -1))


@step("damage")
def run_damage(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    target = _target(s, frame, st[2])
    if target < 0 or not s.units[target].in_play:
        frame["ok"] = False
        return None
    attack = "attack" in ability_of(s, st[1]).label.split("/")
    attacker = s.players[frame["seat"]].identity if frame.get("identity") else frame["src"]
    if attack and new_attack(s, frame, target):  # MC-ATTACK-05, -07, -10
        from rulebound.games.marvel_champions.combat import push_attack_done

        ranged = "Ranged" in s.card(attacker).keywords + s.card(frame["src"]).keywords
        push_attack_done(s, frame["seat"], attacker, target, basic=False)
        push_retaliate(s, target, attacker, ranged)
    overkill = len(st) > 4 and st[4] is not None and bool(st[4](s, frame))
    additional = len(st) > 5 and bool(st[5])
    push_damage(
        s,
        target,
        amount(s, frame, st[3]) + increase(s, st[1], "damage", additional),
        frame["seat"],
        attack=attack,
        by_identity=frame.get("identity", False),
        attacker=attacker,
        overkill=overkill,
        source=frame["src"],
    )
    return None


@step("remove-threat")
def run_remove_threat(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    scheme = _target(s, frame, st[2])
    if scheme < 0 or not s.units[scheme].in_play:
        frame["ok"] = False
        return None
    additional = len(st) > 4 and bool(st[4])
    wanted = amount(s, frame, st[3]) + increase(s, st[1], "threat", additional)
    if remove_threat(s, scheme, wanted) < wanted:
        frame["ok"] = False  # not fully resolved, for "then" (MC-THEN-02)
    return None


@step("ev")
def run_ev(s: McState, st: Step) -> Decision | None:
    """Copy a register of the triggering event into the ability's frame."""
    frame = s.frames[st[1]]
    frame[st[2]] = s.frames[frame["ev"]][st[3]]
    return None


@step("place-threat")
def run_place_threat(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    where = s.main if st[2] == "main" else _target(s, frame, st[2])
    if where >= 0 and s.units[where].in_play:
        push_place_threat(s, where, amount(s, frame, st[3]), frame["seat"])
    return None


@step("heal")
def run_heal(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    target = _target(s, frame, st[2])
    if target < 0 or heal(s, target, amount(s, frame, st[3])) == 0:
        frame["ok"] = False
    return None


@step("draw")
def run_draw(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    n = amount(s, frame, st[3])
    who = st[2]
    if who == "each":
        seats = s.order()
    elif who == "you":
        seats = [frame["seat"]]
    else:
        seats = [int(frame[who])]
    for seat in seats:
        if draw(s, seat, n) < n:
            frame["ok"] = False
    return None


@step("status")
def run_status(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    target = _target(s, frame, st[2])
    if target < 0 or not give_status(s, target, st[3]):
        frame["ok"] = False
    return None


@step("ready")
def run_ready(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    target = _target(s, frame, st[2])
    if target < 0 or not s.units[target].exhausted or not can_be_readied(s, target):
        frame["ok"] = False
        return None
    s.units[target].exhausted = False
    s.say(f"{s.tag(target)} readies.", kind="status", ids=s.ids(target))
    return None


@step("exhaust")
def run_exhaust(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    target = _target(s, frame, st[2])
    if target < 0 or s.units[target].exhausted:
        frame["ok"] = False
        return None
    s.units[target].exhausted = True
    s.say(f"{s.tag(target)} is exhausted.", kind="status", ids=s.ids(target))
    return None


@step("then")
def run_then(s: McState, st: Step) -> Decision | None:
    if not s.frames[st[1]]["ok"]:
        abort(s, st[1])
    return None


@step("if")
def run_if(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    condition: Callable[[McState, dict[str, Any]], bool] = st[2]
    if condition(s, frame):
        s.push(*((op[0], st[1], *op[1:]) for op in st[3]))
    return None


@step("surge")
def run_surge(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    reveal = s.frames.get(frame.get("ev", 0))
    if reveal is not None:
        reveal["surge"] = True
        s.say(f"{s.name(frame['src'])} gains surge.", kind="status", ids=s.ids(frame["src"]))
    return None


@step("remove-counter")
def run_remove_counter(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    s.units[frame["src"]].counters -= 1
    return None


@step("discard-self")
def run_discard_self(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if s.units[frame["src"]].in_play:
        leave_play(s, frame["src"])
    return None


@step("discard-from-hand")
def run_discard_from_hand(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    hand = s.players[frame["seat"]].hand
    if frame.get("pays_after"):  # keep what pays the resources (MC-COST-11)
        ab = ability_of(s, st[1])
        hand = [
            u for u in hand if pays_besides(s, frame["seat"], frame["src"], ab, frame["hand"], u)
        ]
    if not hand:
        frame["ok"] = False
        return None
    cards = sorted({s.units[u].card for u in hand})
    return Decision(
        frame["seat"],
        "discard",
        "Choose a card to discard from your hand.",
        tuple(enc.hand(c) for c in cards),
    )


@answer("discard-from-hand")
def answer_discard_from_hand(s: McState, st: Step, action: int) -> None:
    seat = s.frames[st[1]]["seat"]
    uid = next(u for u in s.players[seat].hand if s.units[u].card == action - enc.HAND)
    discard_from_hand(s, seat, uid)


# --- the frame of an ability: payment, labels, finishing ------------------------------------


@step("pay-ability")
def run_pay_ability(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    ab = ability_of(s, fid)
    seat = frame["seat"]
    src = frame["src"]
    generic = 0
    card = -1
    typed = [0, 0, 0, 0]
    if frame["hand"] and not frame.get("free"):  # "ignoring its cost" (MC-IGNORE-01)
        card = s.units[src].card
        generic, typed = cost_parts(s, seat, card)
        s.reduce[seat] = 0  # Helicarrier applies to the next card played
    rtype, count = ab.spend
    if count < 0:  # "spend X": X is chosen now (MC-INITIATE-02)
        if "x" not in frame:
            most = sum(n for _, t, n, _, _ in sources(s, seat, -1) if t in (rtype, 3))
            s.texts = tuple(str(i) for i in range(1, most + 1))
            return Decision(
                seat,
                "choose-x",
                f"Spend how many {RESOURCE_TYPES[rtype]} resources?",
                tuple(enc.option(i) for i in range(most)),
            )
        count = frame["x"]
    if count:
        if rtype < 0:
            generic += count
        else:
            typed[rtype] += count
    for also, n in ab.spend_also:
        typed[also] += n
    if generic or any(typed):
        four = (typed[0], typed[1], typed[2], typed[3])
        push_payment(s, seat, card, generic, four, fid, src, printed=ab.printed_only)
    else:
        frame["paid"] = (0, 0, 0, 0)
    return None


@answer("pay-ability")
def answer_pay_ability(s: McState, st: Step, action: int) -> None:
    s.frames[st[1]]["x"] = action - enc.OPTION + 1
    s.push(st)


NOT_THE_IDENTITYS = ("player_side_scheme", "ally")
"""Card types whose labeled abilities are not the identity's attack or thwart."""


@step("label-check")
def run_label_check(s: McState, st: Step) -> Decision | None:
    """MC-LABEL-06, -07 (MC-STUN-04, MC-CONFUSE-04): a labeled attack (thwart) ability
    while the player's identity is stunned (confused) is canceled, costs paid, status
    discarded; an ability with several labels ("attack/thwart") is each of them
    (MC-LABEL-05), so either status cancels it and every status that cancels one of its
    labels goes. A labeled ability counts as the identity's attack or thwart (MC-LABEL-02,
    -04) on any card the player triggers it from, a support's too (the reason for the
    Superhuman Law Division erratum, MC-ERRATA-CORE-01), except where the rules say its
    abilities are not the identity's: a player side scheme's (MC-PSS-07) and an ally's,
    which acts for itself."""
    fid = st[1]
    frame = s.frames[fid]
    labels = ability_of(s, fid).label.split("/")
    if "defense" in labels:
        _defends(s, fid)
    if "attack" not in labels and "thwart" not in labels:  # most abilities: nothing to check
        return None
    if ctype(s, frame["src"]) in NOT_THE_IDENTITYS:
        return None
    ident = s.players[frame["seat"]].identity
    why = []
    if "attack" in labels and stunned(s, ident):
        s.units[ident].stunned -= 1
        why.append("stunned")
    if "thwart" in labels and confused(s, ident):
        s.units[ident].confused -= 1
        why.append("confused")
    if why:
        s.say(
            f"{s.name(ident)} is {' and '.join(why)}: the ability is canceled.",
            kind="status",
            ids=s.ids(ident),
        )
        abort(s, fid)
    return None


def _defends(s: McState, fid: int) -> None:
    """MC-DEFEND-10, -11: from the moment a defense ability (Backflip, Cosmic Flight)
    resolves against an undefended attack on the player's identity, the identity is
    its defender (not a basic defense: its DEF is not used), so "after your hero
    defends" responses come at the end of the attack."""
    frame = s.frames[fid]
    hit = s.frames.get(frame.get("ev", 0), {})
    attack = s.frames.get(hit.get("attack_frame", 0))
    ident = s.players[frame["seat"]].identity
    if attack is None or attack["defender"] >= 0 or hit.get("target") != ident:
        return
    attack["defender"] = ident
    attack["basic"] = False
    s.say(f"{s.tag(ident)} defends.", kind="attack", ids=s.ids(ident))


@step("finish-ability")
def run_finish_ability(s: McState, st: Step) -> Decision | None:
    frame = s.frames.pop(st[1])
    src = frame["src"]
    u = s.units[src]
    if frame["hand"]:
        to_discard(s, src)  # MC-EVENT-02
        if "event-played" in s.game.trigger_index:  # "after a player plays an event"
            ev = s.new_frame(frame["seat"], card=src, what=f"{s.name(src)} was played")
            s.push(("drop-frame", ev))
            trigger(s, "event-played", ev, "response")
    elif (
        u.in_play
        and s.game.scripts[s.units[src].card].uses
        and u.counters <= 0
        and ctype(s, src) != "ally"
    ):
        s.say(
            f"{s.tag(src)} has no counters left and is discarded.", kind="discard", ids=s.ids(src)
        )
        discard_spent(s, src)  # MC-KEYWORD-USES-03, MC-KEYWORD-VICTORY-04
    return None


def paid_with(rtype: int) -> Callable[[McState, dict[str, Any]], bool]:
    """ "If you paid for this card using a [type] resource"."""
    return lambda s, frame: frame.get("paid", (0, 0, 0, 0))[rtype] > 0


# --- searching a deck (Shuri, T'Challa's Foresight) ----------------------------------------


def _found(s: McState, frame: dict[str, Any], ctype_: str, trait: str) -> list[int]:
    """One card of each name among the deck's cards of that type and trait."""
    seen: set[str] = set()
    out = []
    for u in s.players[frame["seat"]].deck:
        card = s.card(u)
        if card.type == ctype_ and (not trait or trait in card.traits) and card.name not in seen:
            seen.add(card.name)
            out.append(u)
    return sorted(out, key=lambda u: s.name(u))


@step("search-deck")
def run_search_deck(s: McState, st: Step) -> Decision | None:
    """Search your deck: only you see the cards it offers; the deck is then shuffled."""
    frame = s.frames[st[1]]
    found = _found(s, frame, st[2], st[3])
    if len(found) <= 1:
        _take_from_deck(s, frame, found[0] if found else -1)
        return None
    s.texts = tuple(f"take {s.name(u)}" for u in found)
    return Decision(
        frame["seat"],
        "search-deck",
        "Search your deck: which card do you take into your hand?",
        tuple(enc.option(i) for i in range(len(found))),
    )


@answer("search-deck")
def answer_search_deck(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    _take_from_deck(s, frame, _found(s, frame, st[2], st[3])[action - enc.OPTION])


def _take_from_deck(s: McState, frame: dict[str, Any], uid: int) -> None:
    seat = frame["seat"]
    p = s.players[seat]
    if uid < 0:
        frame["ok"] = False
        s.say(
            f"{s.player_name(seat)} searches their deck and finds nothing to take.",
            kind="reveal",
            ids=s.ids(seat=seat),
        )
    else:
        p.deck.remove(uid)
        p.hand.append(uid)
        s.say(f"{s.player_name(seat)} takes a card from their deck into their hand.", kind="draw")
        s.say(f"(It is {s.name(uid)}.)", seat, kind="draw")
    s.rng.shuffle(p.deck)
    s.say(f"{s.player_name(seat)} shuffles their deck.", kind="shuffle")
