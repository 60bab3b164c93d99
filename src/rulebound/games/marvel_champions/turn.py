"""A player's turn (MC-TURN-01..07): change form once, play cards, basic powers,
allies, and Action abilities, in any order, until the player ends the turn.

Playing an ally, upgrade or support (MC-PLAY-01, MC-INITIATE): choose what it
attaches to (or, for "play under any player's control", which player gets it),
pay its cost, and it enters play; then the ally limit is enforced
(MC-ALLYLIMIT-02) before its "enters play" abilities.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.card_types import cannot_attack
from rulebound.games.marvel_champions.combat import push_basic
from rulebound.games.marvel_champions.dsl import ACTION, FORCED_ACTION
from rulebound.games.marvel_champions.event_choice import push_event
from rulebound.games.marvel_champions.form_change import push_form_change
from rulebound.games.marvel_champions.forms import form_type
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.payment import (
    Source,
    can_afford,
    cost_parts,
    pool_affords,
    push_payment,
    sources,
)
from rulebound.games.marvel_champions.player_schemes import (
    PLAYER_SIDE_SCHEME,
    enter_player_scheme,
)
from rulebound.games.marvel_champions.rules import (
    PLAYER_TYPES,
    allies,
    ally_limit,
    any_thwartable,
    attackable,
    change_form,
    confused,
    controlled,
    ctype,
    enemies,
    enter_play,
    leave_play,
    limit_key,
    minions,
    stunned,
    team_up_ok,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import actions_for, push_ability, trigger
from rulebound.kernel.decision import Decision

PLAYABLE = ("ally", "support", "upgrade", PLAYER_SIDE_SCHEME)  # non-event cards played


def attach_targets(s: McState, seat: int, uid: int) -> list[int]:
    """Where an upgrade may go ("Attach to a minion/an enemy/an ally", "Max 1 per ...")."""
    sc = s.game.scripts[s.units[uid].card]
    if sc.attach == "minion":
        found = minions(s)
    elif sc.attach == "enemy":
        found = enemies(s)
    elif sc.attach == "ally":
        found = [a for p in s.order() for a in allies(s, p)]
    else:
        return []
    if sc.max_per == "host":  # MC-MAX-06
        name = s.card(uid).name
        found = [
            t for t in found if not any(s.units[x].host == t and s.name(x) == name for x in s.play)
        ]
    return found


def _owns_copy(s: McState, seat: int, uid: int) -> bool:
    """Does the seat control a card of the name of ``uid``'s (:func:`.rules.controlled`,
    its cards found through the index of the cards in play)?"""
    units, cards, by_card = s.units, s.cards, s.by_card
    for c in s.game.same_name[units[uid].card]:
        for x in by_card.get(c, ()):
            if units[x].controller == seat and cards[units[x].card].type in PLAYER_TYPES:
                return True
    return False


def _unique_blocked(s: McState, uid: int) -> bool:
    """MC-UNIQUE-07: a unique card matching one in play cannot enter play."""
    cards = s.cards
    card = cards[s.units[uid].card]
    if not card.unique:
        return False
    for c in s.game.same_name[card.index]:  # the cards of its name, through the index
        other = cards[c]
        if c in s.by_card and other.unique and other.subname == card.subname:
            return True
    return False


def play_targets(s: McState, seat: int, uid: int) -> list[int]:
    """Valid choices (as actions) when playing a non-event card: [] means it cannot be
    played; [PASS] means there is nothing to choose."""
    sc = s.game.scripts[s.units[uid].card]
    if sc.hero_only and s.players[seat].form != HERO:  # MC-FORM-09
        return []
    if _unique_blocked(s, uid) or not team_up_ok(s, uid):
        return []
    if sc.attach:
        return [enc.uid(t) for t in attach_targets(s, seat, uid)]
    if sc.any_player:
        seats = s.order()
        if sc.max_per == "player":
            seats = [p for p in seats if not _owns_copy(s, p, uid)]
        return [enc.seat(p) for p in seats]
    if sc.max_per == "player" and _owns_copy(s, seat, uid):  # MC-MAX-05
        return []
    return [enc.PASS]


def can_play(s: McState, seat: int, uid: int, pool: list[Source] | None = None) -> bool:
    """Can the seat play this ally, upgrade or support now (targets, limits, cost)?"""
    card = s.cards[s.units[uid].card]
    if card.type not in PLAYABLE or card.cost is None:
        return False
    return bool(play_targets(s, seat, uid)) and can_afford(s, seat, uid, pool=pool)


def turn_options(s: McState, seat: int) -> list[int]:
    """Everything the seat may do on its turn (MC-TURN-01..08)."""
    p = s.players[seat]
    ident = p.identity
    units, cards = s.units, s.cards
    ready = not units[ident].exhausted
    out = [enc.PASS]
    if not p.flipped:
        out.append(enc.FORM)
    # MC-DASH-01: a power printed as a dash (absent from the card data) cannot be used.
    powers = cards[units[ident].card].stats
    ready_allies = [a for a in allies(s, seat) if not units[a].exhausted]
    # Something the seat's cards may attack, and a scheme they may thwart (read once)
    targets = schemes = False
    if (p.form == HERO and ready) or ready_allies:
        # Without a "cannot be attacked" card the villain, or else the Guard minion
        # keeping the seat from it, is always a target: no list to build.
        targets = not s.game.cannot_be or bool(attackable(s, seat))
        schemes = any_thwartable(s, seat, True)
    if p.form == HERO and ready:
        # MC-ATTACK-03
        if "attack" in powers and (targets or stunned(s, ident)) and not cannot_attack(s, ident):
            out.append(enc.ATTACK)
        if "thwart" in powers and (schemes or confused(s, ident)):
            out.append(enc.THWART)  # MC-THWART-03
    if p.form != HERO and ready and "recover" in powers and units[ident].damage > 0:
        out.append(enc.RECOVER)  # MC-RECOVER-02
    seen: set[int] = set()
    pool = sources(s, seat, -1)
    affords = pool_affords(s, seat, pool)
    # can_play's tests: the first read off a set (events, resources are not played
    # here), and for a plain card (its play_targets always [PASS]) only the cost
    playable, plain = s.game.playable, s.game.plain_play
    for u in p.hand:
        c = units[u].card
        if (
            c in playable
            and c not in seen
            and (c in plain or play_targets(s, seat, u))
            and affords(u)
        ):
            seen.add(c)
            out.append(enc.hand(c))
    for a in ready_allies:
        powers = cards[units[a].card].stats
        if "attack" in powers and (targets or stunned(s, a)) and not cannot_attack(s, a):
            out.append(enc.ALLY_ATTACK + a)
        if "thwart" in powers and (schemes or confused(s, a)):
            out.append(enc.ALLY_THWART + a)
    for uid, k, in_hand in actions_for(s, seat, pool):
        out.append(enc.hand(units[uid].card) if in_hand else enc.use(uid, k))
        if not in_hand and forced_action_due(s, uid, k) and enc.PASS in out:
            out.remove(enc.PASS)  # a Forced Action first (MC-ACTION-03)
    for other in s.order():  # MC-TURN-08: ask another player for help
        # Offered on what the asker can see (cards in the other's hand, abilities in
        # play), not on whether a hidden card is playable: that would tell the hand.
        if other != seat and (
            s.players[other].hand or any(not in_hand for _, _, in_hand in actions_for(s, other))
        ):
            out.append(enc.seat(other))
    return sorted(set(out))


def forced_action_due(s: McState, uid: int, k: int) -> bool:
    """Is ability ``k`` of ``uid`` a Forced Action not yet resolved this round?"""
    ab = s.game.scripts[s.units[uid].card].abilities[k]
    return ab.kind == FORCED_ACTION and limit_key(s, uid, k) not in s.used


def _actions(s: McState, seat: int) -> list[int]:
    return sorted(
        {enc.hand(s.units[u].card) if h else enc.use(u, k) for u, k, h in actions_for(s, seat)}
    )


@step("help")
def run_help(s: McState, st: Step) -> Decision | None:
    """The asked player decides whether to trigger one of their Actions (MC-TURN-08)."""
    helper, asker = st[2], st[3]
    # The asked player answers even with nothing to play: skipping the question would
    # tell the asker that the hidden hand holds no usable card.
    options = _actions(s, helper)
    return Decision(
        helper,
        "help",
        f"{s.player_name(asker)} asks for your help: use an Action, or decline.",
        (enc.PASS, *options),
    )


@answer("help")
def answer_help(s: McState, st: Step, action: int) -> None:
    helper = st[2]
    if action == enc.PASS:
        s.say(f"{s.player_name(helper)} declines to help.", kind="turn", ids=s.ids(seat=helper))
        return
    _use_action(s, helper, action)


@step("turn-start")
def run_turn_start(s: McState, st: Step) -> Decision | None:
    seat = st[2]
    if not s.players[seat].eliminated and s.result == 0:
        s.active = seat
        s.players[seat].flipped = False
        s.say(f"{s.player_name(seat)}'s turn.", kind="turn", ids=s.ids(seat=seat))
        s.push(("turn", 0, seat))
    return None


@step("turn")
def run_turn(s: McState, st: Step) -> Decision | None:
    seat = st[2]
    if s.players[seat].eliminated:
        return None
    return Decision(
        seat, "turn", "Your turn: choose an action, or end your turn.", tuple(turn_options(s, seat))
    )


@answer("turn")
def answer_turn(s: McState, st: Step, action: int) -> None:
    seat = st[2]
    if action == enc.PASS:
        s.say(f"{s.player_name(seat)} ends their turn.", kind="turn", ids=s.ids(seat=seat))
        return
    s.push(("turn", 0, seat))
    p = s.players[seat]
    if action == enc.FORM:
        p.flipped = True  # MC-TURN-02, MC-FORM-02
        change_form(s, seat)
    elif action in (enc.ATTACK, enc.THWART, enc.RECOVER):
        power = {enc.ATTACK: "attack", enc.THWART: "thwart", enc.RECOVER: "recover"}[action]
        push_basic(s, seat, p.identity, power)
    elif enc.ALLY_ATTACK <= action < enc.ALLY_THWART:
        push_basic(s, seat, action - enc.ALLY_ATTACK, "attack")
    elif action >= enc.ALLY_THWART:
        push_basic(s, seat, action - enc.ALLY_THWART, "thwart")
    elif enc.SEAT <= action < enc.RESOURCE:
        s.push(("help", 0, action - enc.SEAT, seat))
    else:
        _use_action(s, seat, action)


def _use_action(s: McState, seat: int, action: int) -> None:
    """Use an Action ability of a card in play, or play a card from hand."""
    p = s.players[seat]
    if enc.USE <= action < enc.ALLY_ATTACK:
        uid, k = divmod(action - enc.USE, 4)
        push_ability(s, seat, uid, k, False)
    else:
        card = action - enc.HAND
        uid = next(u for u in p.hand if s.units[u].card == card)
        ab = next(
            (
                k
                for k, a in enumerate(s.game.scripts[card].abilities)
                if a.kind == ACTION and not a.on
            ),
            -1,
        )
        if s.cards[card].type == "event":
            push_event(s, seat, uid, ab)  # MC-EVENT-03
        else:
            push_play(s, seat, uid)


def push_play(s: McState, seat: int, uid: int, free: bool = False) -> None:
    """MC-INITIATE-04: on the table, choose where it goes, pay (not if ``free``: played
    ignoring its resource cost), enter play."""
    s.players[seat].hand.remove(uid)
    fid = s.new_frame(seat, card=uid, where=enc.PASS, free=free)  # every seat sees it
    how = ", ignoring its resource cost" if free else ""
    s.say(
        f"{s.player_name(seat)} plays {s.name(uid)}{how}.",
        kind="card-played",
        ids=s.ids(uid, seat=seat),
    )
    s.push(("play-where", fid), ("play-pay", fid), ("play-enter", fid))


@step("play-where")
def run_play_where(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    options = play_targets(s, frame["seat"], frame["card"])
    if len(options) == 1:
        frame["where"] = options[0]
        return None
    kind = "give-to" if options[0] < enc.UID else "attach-to"
    return Decision(
        frame["seat"], kind, f"Where does {s.name(frame['card'])} go?", tuple(sorted(options))
    )


@answer("play-where")
def answer_play_where(s: McState, st: Step, action: int) -> None:
    s.frames[st[1]]["where"] = action


@step("play-pay")
def run_play_pay(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    card = s.units[frame["card"]].card
    generic, typed = cost_parts(s, seat, card)
    s.reduce[seat] = 0  # Helicarrier: the next card played
    if (generic or any(typed)) and not frame["free"]:
        push_payment(
            s, seat, card, generic, (typed[0], typed[1], typed[2], typed[3]), st[1], frame["card"]
        )
    return None


@step("play-enter")
def run_play_enter(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    seat = frame["seat"]
    uid = frame["card"]
    where = frame["where"]
    controller = seat
    host = -1
    if enc.SEAT <= where < enc.RESOURCE:
        controller = where - enc.SEAT
    elif where >= enc.UID:
        host = where - enc.UID
        if not s.units[host].in_play:
            s.frames.pop(fid)
            from rulebound.games.marvel_champions.rules import to_discard

            to_discard(s, uid)
            return None
    if ctype(s, uid) == PLAYER_SIDE_SCHEME:
        s.frames.pop(fid)
        enter_player_scheme(s, uid, controller)  # MC-PSS-02
        return None
    enter_play(s, uid, controller, host)
    s.say(
        f"{s.tag(uid)} enters play" + (f" attached to {s.tag(host)}." if host >= 0 else "."),
        kind="move",
        ids=s.ids(uid, host),
    )
    frame["played"] = True
    frame["what"] = f"{s.tag(uid)} enters play"
    s.push(("drop-frame", fid))
    trigger(s, "enters-play", fid, "response")
    if form_type(s.card(uid)):  # a card with a Form keyword grants a form
        push_form_change(s, controller, uid)  # MC-FORM-07, -08: before its responses
    if ctype(s, uid) == "ally":
        s.push(("ally-limit", 0, controller))
    if "Restricted" in s.card(uid).keywords:
        s.push(("restricted-limit", 0, controller))
    return None


@step("restricted-limit")
def run_restricted_limit(s: McState, st: Step) -> Decision | None:
    """MC-KEYWORD-RESTRICTED-01, -02: at most 2 Restricted cards; discard the excess."""
    seat = st[2]
    mine = [u for u in controlled(s, seat) if "Restricted" in s.card(u).keywords]
    if len(mine) <= 2:
        return None
    return Decision(
        seat,
        "restricted-limit",
        "More than 2 Restricted cards: choose one to discard.",
        tuple(sorted(enc.uid(u) for u in mine)),
    )


@answer("restricted-limit")
def answer_restricted_limit(s: McState, st: Step, action: int) -> None:
    leave_play(s, action - enc.UID)
    s.push(st)


def put_into_play(s: McState, seat: int, uid: int, host: int = -1) -> None:
    """Put an ally into play (not played, MC-PLAY-04) and run its entering."""
    enter_play(s, uid, seat, host)
    s.say(f"{s.tag(uid)} is put into play.", kind="move", ids=s.ids(uid))
    fid = s.new_frame(seat, card=uid, played=False, what=f"{s.tag(uid)} enters play")
    s.push(("drop-frame", fid))
    trigger(s, "enters-play", fid, "response")
    if ctype(s, uid) == "ally":
        s.push(("ally-limit", 0, seat))


@step("ally-limit")
def run_ally_limit(s: McState, st: Step) -> Decision | None:
    seat = st[2]
    mine = allies(s, seat)
    if len(mine) <= ally_limit(s, seat):
        return None
    return Decision(
        seat,
        "ally-limit",
        "Over your ally limit: choose an ally to discard.",
        tuple(sorted(enc.uid(a) for a in mine)),
    )


@answer("ally-limit")
def answer_ally_limit(s: McState, st: Step, action: int) -> None:
    leave_play(s, action - enc.UID)
    s.push(st)
