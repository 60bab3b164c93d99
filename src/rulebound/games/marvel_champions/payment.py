"""Resources: generating them and paying costs (MC-RESOURCE, MC-COST).

A cost is a generic amount (a card's resource cost) plus typed amounts ("spend a
[energy] resource"). The player pays one source at a time: a card discarded from
hand (its printed icons, doubled by The Power of <aspect> for a card of that aspect,
MC-RESCARD-02) or a Resource ability (Peter Parker, Web-Shooter). A source is offered
only if it helps and the rest stays payable, so payment never gets stuck; what is
generated beyond the cost is lost (MC-COST-05, MC-RESOURCE-06).

Each resource is one unit of one type, and a wild unit may stand for any type
(MC-RESTYPE-02), so "the rest stays payable" is: enough units in total, and the
typed needs a source type cannot cover are covered by wild units.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import RESOURCE, Ability, script
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import RESOURCE_TYPES, WILD
from rulebound.games.marvel_champions.rules import check_deck_out, leave_play
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

# A source: (action, resource type, amount, uid, ability index or -1 for a hand card)
Source = tuple[int, int, int, int, int]


def card_cost(s: McState, seat: int, card_index: int) -> int:
    """The cost to play a card, after Helicarrier's reduction (never below 0)."""
    cost = s.cards[card_index].cost or 0
    return max(0, cost - s.reduce[seat])


def sources(s: McState, seat: int, for_card: int, exclude: int = -1) -> list[Source]:
    """Everything the seat could generate resources with now."""
    from rulebound.games.marvel_champions.timing import usable

    out: list[Source] = []
    g = s.game
    aspect = s.cards[for_card].aspect if for_card >= 0 else ""
    p = s.players[seat]
    units = s.units
    for u in p.hand:
        c = units[u].card
        if u == exclude:
            continue
        rtype, amount = g.printed[c]
        if amount == 0:
            continue
        if g.scripts[c].doubles and g.scripts[c].doubles == aspect:
            amount *= 2
        out.append((enc.hand(c), rtype, amount, u, -1))
    special = g.resource_cards
    for u in s.play:  # the identity is in play too
        unit = units[u]
        if unit.card not in special or unit.controller != seat:
            continue
        for k, ab in enumerate(g.scripts[unit.card].abilities):
            if ab.kind == RESOURCE and usable(s, seat, u, k, ab, {}):
                out.append((enc.use(u, k), ab.gives, 1, u, k))
    return out


def payable(srcs: list[Source], generic: int, typed: list[int]) -> bool:
    """Can these sources pay ``generic`` plus the ``typed`` amounts?"""
    have = [0, 0, 0, 0]
    for _, t, n, _, _ in srcs:
        have[t] += n
    return _enough(have, generic, typed)


def _enough(have: list[int], generic: int, typed: list[int]) -> bool:
    short = max(0, typed[0] - have[0]) + max(0, typed[1] - have[1]) + max(0, typed[2] - have[2])
    return short <= have[WILD] and have[0] + have[1] + have[2] + have[3] >= generic + sum(typed)


def can_pay_ability(s: McState, seat: int, uid: int, ab: Ability, in_hand: bool) -> bool:
    """Can ``seat`` pay the resources an ability (and, from hand, its event) needs?"""
    if ab.kind == RESOURCE:
        return True
    generic = card_cost(s, seat, s.units[uid].card) if in_hand else 0
    typed = [0, 0, 0, 0]
    count = max(1, ab.spend[1]) if ab.spend[1] else 0  # "spend X" needs X >= 1
    if count:
        if ab.spend[0] < 0:
            generic += count
        else:
            typed[ab.spend[0]] += count
    if not generic and not any(typed):
        return True
    return payable(sources(s, seat, s.units[uid].card if in_hand else -1, uid), generic, typed)


def can_afford(
    s: McState, seat: int, uid: int, extra: int = 0, pool: list[Source] | None = None
) -> bool:
    """Can the seat pay a card's (generic) cost: enough resources in total. ``pool``:
    the seat's sources for no particular card, computed once by the caller."""
    card = s.units[uid].card
    need = card_cost(s, seat, card) + extra
    if need == 0:
        return True
    if pool is None:
        pool = sources(s, seat, -1)
    aspect = s.cards[card].aspect
    scripts = s.game.scripts
    total = 0
    for _, _, amount, u, k in pool:
        if u == uid:
            continue
        if k < 0 and scripts[s.units[u].card].doubles == aspect:
            amount *= 2
        total += amount
    return total >= need


def push_payment(
    s: McState,
    seat: int,
    for_card: int,
    generic: int,
    typed: tuple[int, int, int, int],
    owner: int,
    exclude: int = -1,
) -> None:
    """Push the payment of a cost; what was paid goes to ``frames[owner]["paid"]``."""
    declare = bool(for_card >= 0 and script(s.cards[for_card].code).extra.get("paid_with"))
    fid = s.new_frame(
        seat,
        card=for_card,
        generic=generic,
        typed=tuple(typed),
        paid=(0, 0, 0, 0),
        owner=owner,
        exclude=exclude,
        declare=declare,
    )
    s.push(("pay", fid))


def _helps(src: Source, frame: dict[str, Any]) -> bool:
    typed = frame["typed"]
    if frame["generic"] > 0:
        return True
    return typed[src[1]] > 0 or (src[1] == WILD and any(typed))


def _options(s: McState, frame: dict[str, Any]) -> list[Source]:
    srcs = sources(s, frame["seat"], frame["card"], frame["exclude"])
    have = [0, 0, 0, 0]
    for src in srcs:
        have[src[1]] += src[2]
    out = []
    for src in srcs:
        if not _helps(src, frame):
            continue
        generic, typed = _allocate(frame["generic"], frame["typed"], src[1], src[2])
        have[src[1]] -= src[2]  # the rest must still be payable without this source
        if _enough(have, generic, typed):
            out.append(src)
        have[src[1]] += src[2]
    return out


def _allocate(
    generic: int, needs: tuple[int, ...], rtype: int, amount: int
) -> tuple[int, list[int]]:
    """Spend ``amount`` units of ``rtype``: its own typed need first, then (wild) any
    typed need, then the generic part."""
    typed = list(needs)
    take = min(amount, typed[rtype])
    typed[rtype] -= take
    amount -= take
    if rtype == WILD:
        for t in range(3):
            take = min(amount, typed[t])
            typed[t] -= take
            amount -= take
    generic = max(0, generic - amount)
    return generic, typed


@step("pay")
def run_pay(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if frame["generic"] <= 0 and not any(frame["typed"]):
        owner = s.frames.get(frame["owner"])
        if owner is not None:
            owner["paid"] = frame["paid"]
        del s.frames[st[1]]
        return None
    options = _options(s, frame)
    if not options:  # cannot happen when initiation was checked; end without paying
        del s.frames[st[1]]
        return None
    need = [f"{n} {RESOURCE_TYPES[t]}" for t, n in enumerate(frame["typed"]) if n]
    if frame["generic"]:
        need.append(f"{frame['generic']} of any type")
    return Decision(
        frame["seat"],
        "pay",
        f"Pay {', '.join(need)}: choose a resource to generate.",
        tuple(sorted({o[0] for o in options})),
    )


@answer("pay")
def answer_pay(s: McState, st: Step, action: int) -> None:
    fid = st[1]
    frame = s.frames[fid]
    src = next(o for o in _options(s, frame) if o[0] == action)
    _, rtype, amount, uid, k = src
    seat = frame["seat"]
    if k < 0:
        p = s.players[seat]
        p.hand.remove(uid)
        p.discard.append(uid)
        s.say(f"{s.player_name(seat)} discards {s.name(uid)} for {amount} {RESOURCE_TYPES[rtype]}.")
        check_deck_out(s, seat)
    else:
        _use_resource_ability(s, seat, uid, k)
    if rtype == WILD and frame["declare"]:
        s.push(("pay", fid))
        s.push(("declare-wild", fid, amount))
        return
    _generate(frame, rtype, amount)
    s.push(("pay", fid))


def _generate(frame: dict[str, Any], rtype: int, amount: int) -> None:
    paid = list(frame["paid"])
    paid[rtype] += amount
    frame["paid"] = tuple(paid)
    generic, typed = _allocate(frame["generic"], frame["typed"], rtype, amount)
    frame["generic"], frame["typed"] = generic, tuple(typed)


def _use_resource_ability(s: McState, seat: int, uid: int, k: int) -> None:
    ab = s.game.scripts[s.units[uid].card].abilities[k]
    unit = s.units[uid]
    if ab.limit:
        s.used.append((uid, k))
    for op in ab.cost:
        if op[0] == "exhaust":
            unit.exhausted = True
        elif op[0] == "remove-counter":
            unit.counters -= 1
    s.say(f"{s.player_name(seat)} uses {s.tag(uid)} for a {RESOURCE_TYPES[ab.gives]} resource.")
    if s.game.scripts[s.units[uid].card].uses and unit.counters <= 0:
        leave_play(s, uid)  # MC-KEYWORD-USES-03


@step("declare-wild")
def run_declare(s: McState, st: Step) -> Decision | None:
    s.texts = RESOURCE_TYPES
    return Decision(
        s.frames[st[1]]["seat"],
        "declare-wild",
        "Which resource type does the wild resource stand for?",
        tuple(enc.RESOURCE + t for t in range(4)),
    )


@answer("declare-wild")
def answer_declare(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    amount = st[2]
    _generate(frame, action - enc.RESOURCE, 1)
    if amount > 1:  # each doubled wild may be declared separately (MC-RESTYPE-03)
        s.push(("declare-wild", st[1], amount - 1))
