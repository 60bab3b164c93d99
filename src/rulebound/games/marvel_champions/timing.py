"""Trigger windows: interrupts, responses and their forced forms; resolving abilities.

When a triggering condition occurs, the procedure that raised it calls
:func:`trigger`: Forced abilities resolve first, in an order the first player chooses
when several are simultaneous (MC-FORCED-04, -05); then each player in player order
may use interrupts (or responses) until all have consecutively passed
(MC-INTERRUPT-04, MC-FIRST-07, -08), each ability once per occurrence (MC-TRIGCOND-02).
A window with nothing usable asks nothing.

The condition's data lives in the procedure's frame (the *event*): an ability's
``when`` reads it, and replacement effects write ``replaced`` into it, which closes the
window (MC-INTERRUPT-07).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.dsl import (
    ACTION,
    FORCED,
    FORCED_ACTION,
    Ability,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.payment import Source, ability_cost, usable
from rulebound.games.marvel_champions.rules import blank, ctype, limit_key
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

WHEN = {
    "revealed": "its When Revealed",
    "boost": "its Boost",
    "defeated": "its When Defeated",
    "completed": "its When Completed",
}

# A usable ability: (source uid, ability index, from hand)
Use = tuple[int, int, bool]


def _sources(
    s: McState, seat: int, index: dict[int, tuple[tuple[int, Ability], ...]], hand: bool
) -> list[tuple[int, bool]]:
    """Cards whose abilities in ``index`` the seat could use: its identity, cards it
    controls, events in its hand (``hand``: some card of the index is an event; the
    others are not used from a hand), encounter cards in play."""
    units = s.units
    p = s.players[seat]
    out: list[tuple[int, bool]] = []
    if units[p.identity].card in index:
        out.append((p.identity, False))
    # most often no card in play has such an ability: one set test, without the call
    if not s.by_card.keys().isdisjoint(index.keys()):
        for u in play_area.showing(s, index):
            unit = units[u]
            if unit.controller == seat or (unit.owner < 0 and host_seat(s, u) in (-1, seat)):
                out.append((u, False))
    if hand:
        for u in p.hand:
            if units[u].card in index:
                out.append((u, True))
    return out


def usable_now(
    s: McState,
    seat: int,
    on: str,
    kinds: tuple[str, ...],
    ev: dict[str, Any],
    pool: list[Source] | None = None,
) -> list[Use]:
    """The abilities of ``kinds`` triggered by ``on`` that ``seat`` may use now
    (``pool``: the seat's resource sources, if the caller has them)."""
    if s.phase == "setup":
        # no ability without the "Setup" timing resolves during set-up (MC-SETUP-17):
        # Jennifer Walters cannot object to threat placed then (MC-FAQ-CORE-05)
        return []
    out: list[Use] = []
    units, cards = s.units, s.cards
    abilities_on, hand_kinds = s.game.abilities_on, s.game.hand_kinds
    used: tuple[tuple[int, int], ...] | None = None  # read once some card has such abilities
    for kind in kinds:
        index = abilities_on.get((on, kind))
        if not index:
            continue
        if used is None:
            for f in s.frames.values():
                if f.get("peril") and f["seat"] != seat:
                    return []  # MC-KEYWORD-PERIL-01: another player is resolving a Peril card
            used = ev.get("used", ())
        for uid, in_hand in _sources(s, seat, index, (on, kind) in hand_kinds):
            card = units[uid].card
            if in_hand and cards[card].type != "event":
                continue
            for k, ab in index[card]:
                if (uid, k) not in used and usable(s, seat, uid, k, ab, ev, pool):
                    out.append((uid, k, in_hand))
    return out


def _forced_now(s: McState, on: str, kind: str, ev: dict[str, Any]) -> list[Use]:
    index = s.game.abilities_on.get((on, kind))
    if not index or s.by_card.keys().isdisjoint(index.keys()):  # no such card in play: most often
        return []
    done = ev.get("used", ())
    units = s.units
    found = play_area.showing(s, index)
    if len(found) > 1:
        # The identities first (in player order), then play order: identities are in
        # play too, and at the front of the play area unless a position was built
        # otherwise.
        idents = [p.identity for p in s.players if not p.eliminated]
        first = {u: i - len(idents) for i, u in enumerate(idents)}
        where = s.play.index
        found.sort(key=lambda u: first.get(u, where(u)))
    out: list[Use] = []
    for u in found:
        abilities = index[units[u].card]
        if s.effects and blank(s, u):  # MC-TEXTBOX-01
            continue
        for k, ab in abilities:
            if (u, k) in done:
                continue
            if ab.when is None or ab.when(s, u, controller_seat(s, u), ev):
                out.append((u, k, False))
    return out


def host_seat(s: McState, uid: int) -> int:
    """The player controlling the card ``uid`` is attached to (-1: none, or no player):
    an encounter attachment on a player's card is that player's to use, and its "you"
    is that player (MC-ATTACHMENT-05, -06)."""
    host = s.units[uid].host
    return s.units[host].controller if host >= 0 else -1


def controller_seat(s: McState, uid: int) -> int:
    """The seat resolving an ability of ``uid``: its controller, the controller of the
    player card an encounter attachment is attached to, or the first player for
    encounter cards in the villain's area (MC-FIRST-05)."""
    c = s.units[uid].controller
    if c >= 0:
        return c
    c = host_seat(s, uid)
    if c >= 0:
        return c
    return s.first  # never an eliminated player: the token passes on (MC-ELIM-02)


def trigger(s: McState, on: str, ev: int, timing: str) -> None:
    """Push the windows for ``on`` (``timing``: "interrupt" or "response"): forced
    abilities first, then the optional ones. A window no card of the game could ever
    answer is not pushed."""
    forced = "forced-" + timing
    by_kind = s.game.abilities_on
    answer_forced, answer_optional = (on, forced) in by_kind, (on, timing) in by_kind
    if not answer_forced and not answer_optional:
        return
    s.frames[ev].setdefault("used", ())
    if answer_optional:  # pushed first: it runs after the forced abilities
        s.push(("window", ev, on, timing, ()))
    if answer_forced:
        s.push(("forced", ev, on, forced))


@step("forced")
def run_forced(s: McState, st: Step) -> Decision | None:
    ev, on, kind = st[1], st[2], st[3]
    frame = s.frames.get(ev)
    if frame is None or frame.get("replaced"):
        return None
    found = _forced_now(s, on, kind, frame)
    if not found:
        return None
    if len(found) == 1:
        _start(s, found[0], ev, st)
        return None
    s.texts = tuple(
        f"{s.tag(u)}: {s.game.scripts[s.units[u].card].abilities[k].text}" for u, k, _ in found
    )
    return Decision(
        s.order()[0],
        "order-forced",
        "Several forced abilities trigger at once: which resolves first?",
        tuple(enc.option(i) for i in range(len(found))),
    )


@answer("forced")
def answer_forced(s: McState, st: Step, action: int) -> None:
    ev, on, kind = st[1], st[2], st[3]
    found = _forced_now(s, on, kind, s.frames[ev])
    _start(s, found[action - enc.OPTION], ev, st)


def _start(s: McState, use: Use, ev: int, again: Step) -> None:
    uid, k, in_hand = use
    _mark_used(s, ev, uid, k)
    s.push(again)  # look again once this one has resolved (MC-FORCED-06)
    push_ability(s, controller_seat(s, uid), uid, k, in_hand, ev)


@step("window")
def run_window(s: McState, st: Step) -> Decision | None:
    ev, on, timing, passed = st[1], st[2], st[3], st[4]
    frame = s.frames.get(ev)
    if frame is None or frame.get("replaced") or s.result:
        return None
    # No card answering the window in play (identities included) and none of them an
    # event, which a hand could hold: usable_now would find nothing for any seat.
    index = s.game.abilities_on.get((on, timing))
    if not index or (
        (on, timing) not in s.game.hand_kinds and s.by_card.keys().isdisjoint(index.keys())
    ):
        return None
    for seat in s.order():
        if seat in passed:
            continue
        found = usable_now(s, seat, on, (timing,), frame)
        if found:
            options = sorted({_action(s, u) for u in found})
            what = "an interrupt" if timing == "interrupt" else "a response"
            return Decision(
                seat,
                timing,
                f"{frame.get('what', on)}: use {what}?",
                (enc.PASS, *options),
            )
    return None


@answer("window")
def answer_window(s: McState, st: Step, action: int) -> None:
    ev, on, timing, passed = st[1], st[2], st[3], st[4]
    seat, found = _window_seat(s, st, action)
    if action == enc.PASS:
        s.push(("window", ev, on, timing, (*passed, seat)))
        return
    use = next(u for u in found if _action(s, u) == action)
    _mark_used(s, ev, use[0], use[1])
    s.push(("window", ev, on, timing, ()))
    push_ability(s, seat, use[0], use[1], use[2], ev)


def _mark_used(s: McState, ev: int, uid: int, k: int) -> None:
    # Frames hold only immutable values: clones share them (no deepcopy).
    frame = s.frames[ev]
    frame["used"] = (*frame.get("used", ()), (uid, k))


def _window_seat(s: McState, st: Step, action: int) -> tuple[int, list[Use]]:
    """The seat answering the window: the first that has not passed and can use
    something (with ``action`` among its options, unless it passes), and what it can
    use. The action check matters on a model whose hidden hands were redrawn (a
    look-ahead bot's copy): an earlier seat may hold a usable card there, and the
    answer is the decider's."""
    ev, on, timing, passed = st[1], st[2], st[3], st[4]
    for seat in s.order():
        if seat in passed:
            continue
        found = usable_now(s, seat, on, (timing,), s.frames[ev])
        if found and (action == enc.PASS or any(_action(s, u) == action for u in found)):
            return seat, found
    raise AssertionError("window answered without a deciding seat")


def _action(s: McState, use: Use) -> int:
    uid, k, in_hand = use
    return enc.hand(s.units[uid].card) if in_hand else enc.use(uid, k)


# --- resolving an ability ------------------------------------------------------------------


def by_identity(s: McState, uid: int) -> bool:
    """Is an ability of ``uid`` performed by its player's identity (MC-EXTENSION-02)?
    Events, upgrades, resources and the identity are; allies, supports and player side
    schemes are not (MC-PSS-07)."""
    return ctype(s, uid) in ("hero", "alter_ego", "event", "upgrade", "resource")


def push_ability(s: McState, seat: int, uid: int, k: int, in_hand: bool, ev: int = 0) -> int:
    """Initiate ability ``k`` of ``uid`` for ``seat``: play the event (if from hand),
    pay, then resolve cost and effect ops (MC-INITIATE-03, -04)."""
    ab = s.game.scripts[s.units[uid].card].abilities[k]
    fid = s.new_frame(seat, src=uid, k=k, ev=ev, hand=in_hand, identity=by_identity(s, uid))
    if ab.limit:
        s.used.append(limit_key(s, uid, k))  # counts even if canceled (MC-LIMIT-02)
    if ab.kind == FORCED_ACTION:  # resolved this round: the turn may end (MC-ACTION-03)
        s.used.append(limit_key(s, uid, k))
    if ab.max_per_round:  # by card, all copies: counts even if canceled (MC-MAX-03)
        s.used.append((-1, s.units[uid].card, k))
    steps: list[Step] = []
    if in_hand:
        s.players[seat].hand.remove(uid)  # on the table, not in play (MC-EVENT-02)
        s.say(
            f"{s.player_name(seat)} plays {s.name(uid)}.",
            kind="card-played",
            ids=s.ids(uid, seat=seat),
        )
    elif ab.kind in WHEN:
        s.say(f"{s.name(uid)}: {WHEN[ab.kind]} ability resolves.", kind="ability", ids=s.ids(uid))
    elif s.units[uid].owner < 0 and ab.kind in FORCED:  # forced: nobody chose it
        s.say(f"{s.tag(uid)}: {ab.text}.", kind="ability", ids=s.ids(uid))
    else:
        s.say(
            f"{s.player_name(seat)} uses {s.tag(uid)}" + (f": {ab.text}." if ab.text else "."),
            kind="ability",
            ids=s.ids(uid, seat=seat),
        )
    cost = ab.cost  # most abilities have none: no pass over it
    discards: list[Any] = []
    if cost and any(op[0] == "discard-from-hand" for op in cost):
        generic, typed = ability_cost(s, seat, uid, ab, in_hand)
        if generic or any(typed):
            # MC-COST-11: an additional discard and the resources are paid together:
            # the card to discard is chosen first, among those the rest can pay without
            discards = [op for op in cost if op[0] == "discard-from-hand"]
            s.frames[fid]["pays_after"] = True
            steps += [(op[0], fid, *op[1:]) for op in discards]
    steps.append(("pay-ability", fid))
    if cost:
        steps += [(op[0], fid, *op[1:]) for op in cost if op not in discards]
    steps.append(("label-check", fid))
    steps += [(op[0], fid, *op[1:]) for op in ab.effect]
    steps.append(("finish-ability", fid))
    s.push(*steps)
    return fid


def ability_of(s: McState, fid: int) -> Ability:
    """The ability an ability frame resolves."""
    frame = s.frames[fid]
    return s.game.scripts[s.units[frame["src"]].card].abilities[frame["k"]]


def abort(s: McState, fid: int) -> None:
    """Drop the rest of the ability's ops, keeping its finishing step."""
    s.steps[:] = [st for st in s.steps if st[1] != fid or st[0] == "finish-ability"]


def actions_for(s: McState, seat: int, pool: list[Source] | None = None) -> list[Use]:
    """Action abilities the seat may use during its turn (cards in play it controls,
    its identity, encounter cards in play, events in hand), MC-TURN-06; ``pool``: the
    seat's resource sources (``sources(s, seat, -1)``), if the caller has them."""
    return usable_now(s, seat, "", (ACTION, FORCED_ACTION), {}, pool)
