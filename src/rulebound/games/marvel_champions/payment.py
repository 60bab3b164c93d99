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

import re
from collections.abc import Callable
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.cards import Card
from rulebound.games.marvel_champions.dsl import FROM_DISCARD, RESOURCE, Ability
from rulebound.games.marvel_champions.forms import BASIC_FORMS, in_form
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO, RESOURCE_TYPES, WILD
from rulebound.games.marvel_champions.rules import (
    blank,
    check_deck_out,
    discard_spent,
    limit_key,
    team_up_ok,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

# A source: (action, resource type, amount, uid, ability index or -1 for a hand card)
Source = tuple[int, int, int, int, int]


def card_cost(s: McState, seat: int, card_index: int) -> int:
    """The cost to play a card, after Helicarrier's reduction (never below 0). A cost
    with the per-player icon is multiplied by the number of players who started the
    game first: a reduction reduces the total (MC-COST-03)."""
    card = s.cards[card_index]
    cost = card.cost or 0
    if card.flags and "cost_per_player" in card.flags:
        cost *= len(s.players)
    return max(0, cost - s.reduce[seat])


def requirement(s: McState, card_index: int) -> list[int]:
    """The resources a ``Requirement (2 energy, mental)`` keyword demands, by type
    (MC-KEYWORD-REQUIREMENT-01); all zero without the keyword."""
    return list(typed_requirement(s.cards[card_index]))


def typed_requirement(card: Card) -> tuple[int, ...]:
    """:func:`requirement` of a card, as a tuple."""
    known = _REQUIREMENTS.get(card.keywords)
    if known is None:  # read once per card: costs are checked at every decision
        typed = [0, 0, 0, 0]
        keyword = card.keyword("Requirement") or ""
        for count, name in re.findall(r"(\d*)\s*(energy|mental|physical|wild)", keyword):
            typed[RESOURCE_TYPES.index(name)] += int(count or 1)
        known = _REQUIREMENTS[card.keywords] = tuple(typed)
    return known


_REQUIREMENTS: dict[tuple[str, ...], tuple[int, ...]] = {}
"""The typed resources a card's Requirement keyword demands, by the card's keywords."""


def alliance(s: McState, card_index: int) -> bool:
    """Does the card have Alliance (other players may help pay, MC-KEYWORD-ALLIANCE-01)?"""
    return card_index >= 0 and s.cards[card_index].keyword("Alliance") is not None


def payers(s: McState, seat: int, card_index: int) -> list[int]:
    """Who may pay for the card, in the order they are asked: for an Alliance card each
    other player (in player order from ``seat``) may help first, then ``seat``."""
    if not alliance(s, card_index):
        return [seat]
    return [*(p for p in s.order(seat) if p != seat), seat]


def pooled_sources(s: McState, seat: int, for_card: int, exclude: int = -1) -> list[Source]:
    """The sources of every player who may pay for ``for_card`` (:func:`payers`)."""
    return [src for p in payers(s, seat, for_card) for src in sources(s, p, for_card, exclude)]


def cost_parts(s: McState, seat: int, card_index: int) -> tuple[int, list[int]]:
    """A card's cost split into any-type resources and the resources its Requirement
    demands: those must be spent while paying it (MC-KEYWORD-REQUIREMENT-01)."""
    typed = requirement(s, card_index)
    return max(0, card_cost(s, seat, card_index) - sum(typed)), typed


def sources(s: McState, seat: int, for_card: int, exclude: int = -1) -> list[Source]:
    """Everything the seat could generate resources with now."""
    out: list[Source] = []
    g = s.game
    aspect = s.cards[for_card].aspect if for_card >= 0 else ""
    p = s.players[seat]
    units = s.units
    printed, scripts = g.printed, g.scripts
    hand = enc.HAND
    for u in p.hand:
        c = units[u].card
        if u == exclude:
            continue
        rtype, amount = printed[c]
        if amount == 0:
            continue
        doubles = scripts[c].doubles
        if doubles and doubles == aspect:
            amount *= 2
        out.append((hand + c, rtype, amount, u, -1))
    if s.by_card.keys().isdisjoint(g.resource_cards):  # no resource ability in play: most often
        return out
    for u in play_area.showing(s, g.resource_cards):  # the identity is in play too
        if units[u].controller == seat:
            out += _resource_abilities(s, seat, u)
    return out


def _resource_abilities(s: McState, seat: int, u: int) -> list[Source]:
    """The resources the resource abilities of ``u`` (in play) could generate now."""
    g = s.game
    out: list[Source] = []
    for k, ab in enumerate(g.scripts[s.units[u].card].abilities):
        if ab.kind == RESOURCE and usable(s, seat, u, k, ab, {}):
            if ab.gives == FROM_DISCARD:  # Pepper Potts
                top = discard_top(s, seat)
                rtype, amount = g.printed[s.units[top].card] if top >= 0 else (-1, 0)
                if amount:
                    out.append((enc.use(u, k), rtype, amount, u, k))
                continue
            out.append((enc.use(u, k), ab.gives, 1, u, k))
    return out


def discard_top(s: McState, seat: int) -> int:
    """The top card of the seat's discard pile for Pepper Potts, or -1: a card discarded
    to pay the cost being paid is not on top yet, since the resources of one payment are
    generated together (MC-FAQ-CORE-12)."""
    pile = s.players[seat].discard
    if not pile:
        return -1
    spent = {u for f in s.frames.values() for u in f.get("spent", ())}
    return next((u for u in reversed(pile) if u not in spent), -1)


def payable(srcs: list[Source], generic: int, typed: list[int], wild_any: bool = True) -> bool:
    """Can these sources pay ``generic`` plus the ``typed`` amounts?"""
    have = [0, 0, 0, 0]
    for _, t, n, _, _ in srcs:
        have[t] += n
    return _enough(have, generic, typed, wild_any)


def _enough(have: list[int], generic: int, typed: list[int], wild_any: bool = True) -> bool:
    short = max(0, typed[0] - have[0]) + max(0, typed[1] - have[1]) + max(0, typed[2] - have[2])
    wild = have[WILD] if wild_any else 0  # "printed resources": no wild for a type
    return short <= wild and have[0] + have[1] + have[2] + have[3] >= generic + sum(typed)


def printed_only(s: McState, srcs: list[Source]) -> list[Source]:
    """The sources of "printed resources" (MC-PRINTED-02): the icons printed on a card
    discarded (not doubled by The Power of ...), and resource abilities generating the
    icon printed in their own text box (not Pepper Potts's, printed on another card)."""
    out = []
    for src in srcs:
        action, rtype, _, uid, k = src
        card = s.units[uid].card
        if k < 0:
            out.append((action, rtype, s.game.printed[card][1], uid, k))
        elif s.game.scripts[card].abilities[k].gives != FROM_DISCARD:
            out.append(src)
    return out


def can_pay_ability(
    s: McState, seat: int, uid: int, ab: Ability, in_hand: bool, pool: list[Source] | None = None
) -> bool:
    """Can ``seat`` pay the resources an ability (and, from hand, its event) needs?
    ``pool``: the seat's sources for no particular card (``sources(s, seat, -1)``),
    computed once by the caller."""
    if ab.kind == RESOURCE or not (in_hand or ab.spend[1] or ab.spend_also):
        return True  # no resources to pay: most abilities of cards in play
    if (
        in_hand
        and pool is not None
        and not (ab.spend[1] or ab.spend_also or ab.printed_only)
        and s.units[uid].card not in s.game.typed_or_alliance
    ):
        # an event's own cost alone, any type, paid by its player: what can_afford
        # checks (the generic way below gives the same answer, at a turn's every event)
        return can_afford(s, seat, uid, pool=pool)
    generic, typed = ability_cost(s, seat, uid, ab, in_hand)
    if not generic and not any(typed):
        return True
    card = s.units[uid].card
    if pool is None or ab.printed_only or (in_hand and alliance(s, card)):
        srcs = pooled_sources(s, seat, card if in_hand else -1, uid)
        if ab.printed_only:
            return payable(printed_only(s, srcs), generic, typed, wild_any=False)
        return payable(srcs, generic, typed)
    # What sources(s, seat, card, uid) would give, from the pool: without the card
    # itself, a hand card's icons doubled for a card of its aspect (MC-RESCARD-02).
    aspect = s.cards[card].aspect if in_hand else ""
    scripts, units = s.game.scripts, s.units
    have = [0, 0, 0, 0]
    for _, rtype, amount, u, k in pool:
        if k < 0:
            if u == uid:
                continue
            if aspect and scripts[units[u].card].doubles == aspect:
                amount *= 2
        have[rtype] += amount
    return _enough(have, generic, typed)


def pays_besides(s: McState, seat: int, uid: int, ab: Ability, in_hand: bool, card: int) -> bool:
    """MC-COST-11: can the resources of the ability be paid without the hand card
    ``card``, which an additional cost discards (all costs are paid together)?"""
    generic, typed = ability_cost(s, seat, uid, ab, in_hand)
    if not generic and not any(typed):
        return True
    pool = pooled_sources(s, seat, s.units[uid].card if in_hand else -1, uid)
    return payable([src for src in pool if src[3] != card], generic, typed)


def ability_cost(
    s: McState, seat: int, uid: int, ab: Ability, in_hand: bool
) -> tuple[int, list[int]]:
    """The resources an ability (and, from hand, its event) needs: (any type, by type)."""
    generic, typed = cost_parts(s, seat, s.units[uid].card) if in_hand else (0, [0, 0, 0, 0])
    count = max(1, ab.spend[1]) if ab.spend[1] else 0  # "spend X" needs X >= 1
    if count:
        if ab.spend[0] < 0:
            generic += count
        else:
            typed[ab.spend[0]] += count
    if ab.spend_also:
        for also, n in ab.spend_also:
            typed[also] += n
    return generic, typed


def form_ok(s: McState, seat: int, ab: Ability) -> bool:
    """Does the player's form allow the ability ("Hero Action", MC-TRIGGERED-04)?"""
    if not ab.form:
        return True
    if ab.form not in BASIC_FORMS:  # a form a Form card grants (MC-KEYWORD-FORM-01)
        return in_form(s, seat, ab.form)
    return (s.players[seat].form == HERO) == (ab.form == "hero")


def usable(
    s: McState,
    seat: int,
    uid: int,
    k: int,
    ab: Ability,
    ev: dict[str, Any],
    pool: list[Source] | None = None,
) -> bool:
    """May ``seat`` initiate ability ``k`` of ``uid`` now (play restrictions and
    costs, MC-INITIATE-01)? ``pool``: as for :func:`can_pay_ability`."""
    form = ab.form
    if form:  # form_ok, the two printed forms written out
        if form == "hero":
            if s.players[seat].form != HERO:
                return False
        elif form == "alter-ego":
            if s.players[seat].form == HERO:
                return False
        elif not in_form(s, seat, form):
            return False
    if s.effects and blank(s, uid):  # a blank text box (MC-TEXTBOX-01)
        return False
    unit = s.units[uid]
    if not unit.in_play and not team_up_ok(s, uid):
        return False  # an event from hand (MC-KEYWORD-TEAMUP-02)
    if ab.limit and s.used.count(limit_key(s, uid, k)) >= ab.limit:
        return False
    # The costs first: pure tests like the others, and cheaper than most ``when`` and
    # ``needs`` tests (an exhausted card fails at once; speed only).
    for op in ab.cost:
        name = op[0]
        if name == "exhaust":
            if op[1] == "self" and unit.exhausted:
                return False
            if op[1] == "identity" and s.units[s.players[seat].identity].exhausted:
                return False
        elif name == "remove-counter":
            if unit.counters <= 0:
                return False
        elif name == "discard-from-hand":
            hand = s.players[seat].hand
            if len(hand) <= (1 if not unit.in_play else 0) or not any(
                pays_besides(s, seat, uid, ab, not unit.in_play, c) for c in hand if c != uid
            ):
                return False
        elif name == "heal":
            if s.units[s.players[seat].identity].damage < op[2]:
                return False
        # "take N damage" (a cost on the identity; War Machine's "deal 2 damage to him"
        # is paid even if prevented, MC-COST-12): a tough card would prevent it, and a
        # cost is paid in full or not at all (MC-COST-13, MC-FAQ-CORE-07).
        elif name == "damage" and op[1] == "identity" and s.units[s.players[seat].identity].tough:
            return False
    if ab.when is not None and not ab.when(s, uid, seat, ev):
        return False
    if (ab.max_per_round or ab.max_one_per_trigger) and maxed(s, uid, k, ab, ev):
        return False
    if ab.needs is not None and not ab.needs(s, uid, seat, ev):
        return False
    return can_pay_ability(s, seat, uid, ab, not unit.in_play, pool)


def maxed(s: McState, uid: int, k: int, ab: Ability, ev: dict[str, Any]) -> bool:
    """Has the max of this ability been reached by the copies of its card (by name):
    this round (MC-MAX-01, -02), or for this occurrence of its trigger (MC-MAX-07)?"""
    name = s.card(uid).name
    if ab.max_one_per_trigger and any(
        s.card(u).name == name and j == k for u, j in ev.get("used", ())
    ):
        return True
    uses = sum(1 for u, c, j in s.used if u < 0 and s.cards[c].name == name and j == k)
    return bool(ab.max_per_round) and uses >= ab.max_per_round


def can_afford(
    s: McState, seat: int, uid: int, extra: int = 0, pool: list[Source] | None = None
) -> bool:
    """Can the seat pay a card's (generic) cost: enough resources in total. ``pool``:
    the seat's sources for no particular card, computed once by the caller."""
    card = s.units[uid].card
    need = card_cost(s, seat, card) + extra
    if need == 0:
        return True
    if card in s.game.typed_or_alliance:  # any(requirement) or alliance, read off a set
        generic, typed = cost_parts(s, seat, card)
        return payable(pooled_sources(s, seat, card, uid), generic + extra, typed)
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


def pool_affords(s: McState, seat: int, pool: list[Source]) -> Callable[[int], bool]:
    """``can_afford(s, seat, uid, pool=pool)`` for the cards of one position, each in a
    few steps rather than a pass over the pool: a turn asks it of every card in hand.
    The pool's total, what each card gives and what the cards that double their
    resources for an aspect add (MC-RESCARD-02) are summed once."""
    total = 0
    own: dict[int, int] = {}  # by uid: what that card's sources give
    doubled: dict[str, int] = {}  # by aspect: what the hand cards doubling for it add
    scripts, units = s.game.scripts, s.units
    for _, _, amount, u, k in pool:
        total += amount
        own[u] = own.get(u, 0) + amount
        if k < 0:
            doubles = scripts[units[u].card].doubles
            if doubles:
                doubled[doubles] = doubled.get(doubles, 0) + amount
    typed_or_alliance, cards = s.game.typed_or_alliance, s.cards

    def affords(uid: int) -> bool:
        card = units[uid].card
        need = card_cost(s, seat, card)
        if need == 0:
            return True
        if card in typed_or_alliance:
            return can_afford(s, seat, uid, pool=pool)
        aspect = cards[card].aspect
        have = total - own.get(uid, 0) + doubled.get(aspect, 0)
        if scripts[card].doubles == aspect:  # its own source is not spent on it
            have -= own.get(uid, 0)
        return have >= need

    return affords


def push_payment(
    s: McState,
    seat: int,
    for_card: int,
    generic: int,
    typed: tuple[int, int, int, int],
    owner: int,
    exclude: int = -1,
    printed: bool = False,
) -> None:
    """Push the payment of a cost; what was paid goes to ``frames[owner]["paid"]``;
    ``printed``: with printed resources only (MC-PRINTED-02)."""
    declare = bool(for_card >= 0 and s.game.scripts[for_card].extra.get("paid_with"))
    fid = s.new_frame(
        seat,
        card=for_card,
        generic=generic,
        typed=tuple(typed),
        paid=(0, 0, 0, 0),
        owner=owner,
        exclude=exclude,
        declare=declare,
        payers=tuple(payers(s, seat, for_card)),  # the resolving player is the last
        printed=printed,
    )
    s.push(("pay", fid))


def _helps(src: Source, frame: dict[str, Any]) -> bool:
    typed = frame["typed"]
    if frame["generic"] > 0:
        return True
    return typed[src[1]] > 0 or (src[1] == WILD and any(typed))


def _sources_of(s: McState, frame: dict[str, Any], p: int) -> list[Source]:
    srcs = sources(s, p, frame["card"], frame["exclude"])
    return printed_only(s, srcs) if frame["printed"] else srcs


def _rest_payable(s: McState, frame: dict[str, Any]) -> bool:
    """Can the payers after the current one pay what is still owed?"""
    have = [0, 0, 0, 0]
    for p in frame["payers"][1:]:
        for src in _sources_of(s, frame, p):
            have[src[1]] += src[2]
    return _enough(have, frame["generic"], list(frame["typed"]), not frame["printed"])


def _options(s: McState, frame: dict[str, Any]) -> list[Source]:
    """The current payer's sources that leave the rest payable by the payers to come."""
    payers, wild_any = frame["payers"], not frame["printed"]
    srcs = _sources_of(s, frame, payers[0])
    have = [0, 0, 0, 0]
    for p in payers:
        for src in srcs if p == payers[0] else _sources_of(s, frame, p):
            have[src[1]] += src[2]
    if not any(frame["typed"]):
        # Any type will do (most costs): every source helps while something is owed,
        # and spending one leaves the rest payable exactly when all the sources
        # together cover the cost, so the loop below would keep all of them or none.
        if frame["generic"] <= 0 or have[0] + have[1] + have[2] + have[3] < frame["generic"]:
            return []
        return list(srcs)
    out = []
    for src in srcs:
        if not _helps(src, frame):
            continue
        generic, typed = _allocate(frame["generic"], frame["typed"], src[1], src[2], wild_any)
        have[src[1]] -= src[2]  # the rest must still be payable without this source
        if _enough(have, generic, typed, wild_any):
            out.append(src)
        have[src[1]] += src[2]
    return out


def _allocate(
    generic: int, needs: tuple[int, ...], rtype: int, amount: int, wild_any: bool = True
) -> tuple[int, list[int]]:
    """Spend ``amount`` units of ``rtype``: its own typed need first, then (wild) any
    typed need, then the generic part."""
    typed = list(needs)
    take = min(amount, typed[rtype])
    typed[rtype] -= take
    amount -= take
    if rtype == WILD and wild_any:
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
    while len(frame["payers"]) > 1 and not options:  # this helper has nothing to give
        frame["payers"] = frame["payers"][1:]
        options = _options(s, frame)
    # MC-KEYWORD-ALLIANCE-01: a helper may stop if the players after can pay the rest.
    helping = len(frame["payers"]) > 1 and _rest_payable(s, frame)
    if not options:  # cannot happen when initiation was checked
        del s.frames[st[1]]
        return None
    need = [f"{n} {RESOURCE_TYPES[t]}" for t, n in enumerate(frame["typed"]) if n]
    if frame["generic"]:
        need.append(f"{frame['generic']} of any type")
    who = f"Help {s.player_name(frame['seat'])} pay" if len(frame["payers"]) > 1 else "Pay"
    return Decision(
        frame["payers"][0],
        "pay",
        f"{who} {', '.join(need)}: choose a resource to generate.",
        tuple(sorted({o[0] for o in options} | ({enc.PASS} if helping else set()))),
    )


@answer("pay")
def answer_pay(s: McState, st: Step, action: int) -> None:
    fid = st[1]
    frame = s.frames[fid]
    if action == enc.PASS:  # a helper is done helping (MC-KEYWORD-ALLIANCE-01)
        frame["payers"] = frame["payers"][1:]
        s.push(("pay", fid))
        return
    seat = frame["payers"][0]
    # The first source of that action: the same as the first among the options, since
    # sources of one action (copies of a card) are all options or none, and the action
    # is one of the options (computed on this same position).
    if enc.HAND <= action < enc.UID:
        src = _hand_source(s, frame, seat, action - enc.HAND)
    else:
        src = next(o for o in _sources_of(s, frame, seat) if o[0] == action)
    _, rtype, amount, uid, k = src
    if k < 0:
        p = s.players[seat]
        p.hand.remove(uid)
        p.discard.append(uid)
        frame["spent"] = (*frame.get("spent", ()), uid)
        s.say(
            f"{s.player_name(seat)} discards {s.name(uid)} for {amount} {RESOURCE_TYPES[rtype]}.",
            kind="discard",
            ids=s.ids(uid, seat=seat),
        )
        check_deck_out(s, seat)
    else:
        _use_resource_ability(s, seat, uid, k)
    if rtype == WILD and frame["declare"]:
        s.push(("pay", fid))
        s.push(("declare-wild", fid, amount))
        return
    _generate(frame, rtype, amount)
    s.push(("pay", fid))


def _hand_source(s: McState, frame: dict[str, Any], seat: int, card: int) -> Source:
    """The first source :func:`_sources_of` gives for discarding a copy of ``card``
    (its first copy in the hand), without making the seat's other sources: paying
    discards a card at nearly every step."""
    units, exclude = s.units, frame["exclude"]
    uid = next(u for u in s.players[seat].hand if u != exclude and units[u].card == card)
    rtype, amount = s.game.printed[card]
    if not frame["printed"]:  # printed resources (MC-PRINTED-02) are never doubled
        doubles, for_card = s.game.scripts[card].doubles, frame["card"]
        if doubles and for_card >= 0 and doubles == s.cards[for_card].aspect:
            amount *= 2  # MC-RESCARD-02
    return (enc.HAND + card, rtype, amount, uid, -1)


def _generate(frame: dict[str, Any], rtype: int, amount: int) -> None:
    paid = list(frame["paid"])
    paid[rtype] += amount
    frame["paid"] = tuple(paid)
    generic, typed = _allocate(
        frame["generic"], frame["typed"], rtype, amount, not frame["printed"]
    )
    frame["generic"], frame["typed"] = generic, tuple(typed)


def _use_resource_ability(s: McState, seat: int, uid: int, k: int) -> None:
    ab = s.game.scripts[s.units[uid].card].abilities[k]
    unit = s.units[uid]
    if ab.limit:
        s.used.append(limit_key(s, uid, k))
    for op in ab.cost:
        if op[0] == "exhaust":
            unit.exhausted = True
        elif op[0] == "remove-counter":
            unit.counters -= 1
    what = "resources" if ab.gives == FROM_DISCARD else f"a {RESOURCE_TYPES[ab.gives]} resource"
    s.say(
        f"{s.player_name(seat)} uses {s.tag(uid)} for {what}.",
        kind="resource",
        ids=s.ids(uid, seat=seat),
    )
    if s.game.scripts[s.units[uid].card].uses and unit.counters <= 0:
        discard_spent(s, uid)  # MC-KEYWORD-USES-03, MC-KEYWORD-VICTORY-04


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
