"""Set-up (MC-SETUP-01..16), the round (MC-ROUND-01..10), the end of the player phase
(MC-ENDPP-01..05) and the villain phase (MC-VPHASE-01..07)."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_place_threat
from rulebound.games.marvel_champions.encounter import push_reveal
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO, VILLAIN_AREA, Unit
from rulebound.games.marvel_champions.rules import (
    acceleration_icons,
    deal_to_player,
    discard_from_hand,
    draw,
    enter_play,
    hand_size,
    hazards,
    held_exhausted,
    leave_play,
    minions,
    per_player,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import trigger
from rulebound.kernel.decision import Decision

NEMESIS = {
    "spider_man": "spider_man_nemesis",
    "captain_marvel": "captain_marvel_nemesis",
    "she_hulk": "she_hulk_nemesis",
    "iron_man": "iron_man_nemesis",
    "black_panther": "black_panther_nemesis",
}


def new_unit(s: McState, card: int, owner: int) -> int:
    """Create a card instance of ``card`` owned by ``owner``."""
    uid = len(s.units)
    s.game.admit(card)  # a card from outside the game's sets, in a built position
    s.units.append(Unit(uid, card, owner, owner))
    return uid


def start_game(s: McState) -> None:
    """Set-up steps 1-12 (the first player is chosen as a decision, step 3)."""
    g = s.game
    proto = g.proto
    if proto is None:
        _build(s)
        g.proto = s.clone()
    else:
        s.units = [u.copy() for u in proto.units]
        s.players = [p.copy() for p in proto.players]
        s.play = proto.play[:]
        s.villain, s.main, s.stages = proto.villain, proto.main, proto.stages[:]
        s.mains = proto.mains[:]
        s.enc_deck = proto.enc_deck[:]
        for p in s.players:
            s.units[p.identity].card = p.alter
        play_area.rebuild(s)
    for seat, deck in enumerate(g.decks):
        s.rng.shuffle(s.players[seat].deck)  # MC-SETUP-06
        s.say(
            f"{s.player_name(seat)} plays {s.cards[s.players[seat].hero].name} ({deck.name}).",
            kind="setup",
            ids=s.ids(seat=seat),
        )
    s.rng.shuffle(s.enc_deck)
    main = s.card(s.main)
    s.say(
        f"Villain: {s.name(s.villain)} ({s.card(s.villain).stage}); main scheme: {main.name}.",
        kind="setup",
        ids=s.ids(s.villain, s.main),
    )
    steps: list[Step] = []
    if len(s.players) > 1:
        steps.append(("first-player", 0))
    steps += [("setup-cards", 0), ("setup-villain", 0), ("setup-main", 0), ("setup-draw", 0)]
    steps += [("mulligan", 0, seat, ()) for seat in range(len(s.players))]
    steps += [("setup-abilities", 0), ("round-start", 0)]
    s.push(*steps)


def _build(s: McState) -> None:
    """The card instances and zones before any shuffle (the same for every seed)."""
    g = s.game
    pool = g.pool
    for seat, deck in enumerate(g.decks):
        p = s.players[seat]
        hero = pool.by_code[deck.hero_code]
        p.hero = hero.index
        p.alter = pool.by_code[hero.back].index
        p.identity = new_unit(s, p.alter, seat)  # MC-SETUP-01: alter-ego side up
        enter_play(s, p.identity, seat)
        for code in deck.card_codes():
            p.deck.append(new_unit(s, pool.by_code[code].index, seat))
        # MC-KEYWORD-PERMANENT-02: Permanent cards are set aside before step 1.
        p.set_aside = [u for u in p.deck if "Permanent" in s.card(u).keywords]
        p.deck = [u for u in p.deck if u not in p.set_aside]
        for c in pool.cards:  # MC-SETUP-04, -05: obligations and nemesis set aside
            if c.set == hero.set and c.type == "obligation":
                p.obligation += [new_unit(s, c.index, VILLAIN_AREA) for _ in range(c.quantity)]
            if c.set == NEMESIS.get(hero.set):
                p.nemesis += [new_unit(s, c.index, VILLAIN_AREA) for _ in range(c.quantity)]
    # MC-SETUP-08, -09 and MC-MODE-EXPERT-01: the villain deck.
    villain = g.villain
    stages = [c for c in pool.in_set(villain.set) if c.type == "villain"]
    stages.sort(key=lambda c: len(c.stage))
    chosen = stages[1:3] if g.params["expert"] else stages[0:2]
    if g.params["skirmish"]:  # MC-MODE-SKIRMISH-01: that stage alone
        chosen = [c for c in stages if c.stage == g.params["skirmish"]]
    s.villain = new_unit(s, chosen[0].index, VILLAIN_AREA)
    enter_play(s, s.villain, VILLAIN_AREA)
    s.stages = [c.index for c in chosen[1:]]
    # MC-SETUP-12: the main scheme's 1A set-up is done (The Break-In!: advance to 1B).
    s.main = new_unit(s, pool.by_code[villain.main[0]].index, VILLAIN_AREA)
    s.mains = [pool.by_code[code].index for code in villain.main[1:]]
    enter_play(s, s.main, VILLAIN_AREA)
    main = s.card(s.main)
    fixed = "base_threat_fixed" in main.flags
    s.units[s.main].threat = per_player(s, main.stats.get("base_threat", 0), fixed)
    sets = (villain.set, *g.modular, "standard", *(("expert",) if g.params["expert"] else ()))
    for c in pool.cards:  # MC-SETUP-10
        if c.set in sets and c.type not in ("villain", "main_scheme"):
            s.enc_deck += [new_unit(s, c.index, VILLAIN_AREA) for _ in range(c.quantity)]
    for p in s.players:
        s.enc_deck += p.obligation
        p.obligation = []
    if "Toughness" in s.card(s.villain).keywords:
        s.units[s.villain].tough = 1


@step("first-player")
def run_first_player(s: McState, st: Step) -> Decision | None:
    return Decision(
        0,
        "first-player",
        "Choose the first player.",  # MC-SETUP-03
        tuple(enc.seat(p) for p in range(len(s.players))),
    )


@answer("first-player")
def answer_first_player(s: McState, st: Step, action: int) -> None:
    s.first = action - enc.SEAT
    s.say(f"{s.player_name(s.first)} is the first player.", kind="setup", ids=s.ids(seat=s.first))


@step("setup-villain")
def run_setup_villain(s: McState, st: Step) -> Decision | None:
    """MC-SETUP-12c: the villain's When Revealed (Rhino II fetches Breakin' & Takin')."""
    fid = s.new_frame(s.first, card=s.villain)
    s.push(("villain-revealed", fid))
    return None


@step("setup-draw")
def run_setup_draw(s: McState, st: Step) -> Decision | None:
    for seat in s.order():  # MC-SETUP-14
        draw(s, seat, hand_size(s, seat))
    return None


@step("mulligan")
def run_mulligan(s: McState, st: Step) -> Decision | None:
    seat, chosen = st[2], st[3]
    hand = [u for u in s.players[seat].hand if u not in chosen]
    if not hand:  # the whole hand chosen: nothing left to ask, the mulligan resolves
        _mulligan(s, seat, chosen)
        return None
    cards = sorted({s.units[u].card for u in hand})
    # the hand still shows a picked card: the prompt (this seat's only) says which go
    picked = f" Picked so far: {', '.join(s.name(u) for u in chosen)}." if chosen else ""
    return Decision(
        seat,
        "mulligan",
        f"Mulligan: choose a card to discard, or keep {'the rest' if chosen else 'your hand'}."
        + picked,
        (enc.DONE, *(enc.hand(c) for c in cards)),
    )


@answer("mulligan")
def answer_mulligan(s: McState, st: Step, action: int) -> None:
    """MC-SETUP-15: discard any number, then draw back up (not reshuffled)."""
    seat, chosen = st[2], st[3]
    if action != enc.DONE:
        uid = next(
            u
            for u in s.players[seat].hand
            if s.units[u].card == action - enc.HAND and u not in chosen
        )
        s.push(("mulligan", 0, seat, (*chosen, uid)))
        return
    _mulligan(s, seat, chosen)


def _mulligan(s: McState, seat: int, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        discard_from_hand(s, seat, uid)
    draw(s, seat, len(chosen))


@step("setup-abilities")
def run_setup_abilities(s: McState, st: Step) -> Decision | None:
    """MC-SETUP-16, MC-SETUPABILITY-01: the identities' Setup abilities (T'Challa's
    Foresight), mandatory, in player order."""
    from rulebound.games.marvel_champions.dsl import SETUP
    from rulebound.games.marvel_champions.timing import push_ability

    uses = []
    for seat in s.order():
        ident = s.players[seat].identity
        for k, ab in enumerate(s.game.scripts[s.units[ident].card].abilities):
            if ab.kind == SETUP:
                uses.append((seat, ident, k))
    for seat, ident, k in reversed(uses):
        push_ability(s, seat, ident, k, False)
    return None


# --- the round -------------------------------------------------------------------------------


@step("setup-main")
def run_setup_main(s: McState, st: Step) -> Decision | None:
    """MC-SETUP-12: the main scheme's 1A Setup, then its 1B When Revealed (Klaw's
    Underground Distribution; The Break-In! has neither)."""
    from rulebound.games.marvel_champions.damage import push_main_revealed

    a_side = s.game.pool.by_code[s.card(s.main).back].index
    push_main_revealed(s, a_side, s.units[s.main].card)
    return None


@step("round-start")
def run_round_start(s: McState, st: Step) -> Decision | None:
    s.round += 1
    s.phase = "player"
    s.say(f"--- Round {s.round}: player phase ---", kind="phase")
    steps: list[Step] = [("turn-start", 0, seat) for seat in s.order()]  # MC-PLAYERPHASE-01
    steps += [("discard-down", 0, seat, False) for seat in s.order()]
    steps += [("end-player-phase", 0), ("villain-phase", 0)]
    steps += [("activate-villain", 0, seat) for seat in s.order()]
    steps += [("deal-encounter", 0), ("reveal-all", 0, 0), ("end-round", 0), ("round-start", 0)]
    s.push(*steps)
    return None


@step("discard-down")
def run_discard_down(s: McState, st: Step) -> Decision | None:
    """MC-ENDPP-01: may discard any number, must discard down to hand size."""
    seat = st[2]
    p = s.players[seat]
    if p.eliminated or not p.hand:
        return None
    size = hand_size(s, seat)
    must = len(p.hand) > size
    cards = tuple(enc.hand(c) for c in sorted({s.units[u].card for u in p.hand}))
    # the prompt says why: the turn's end, and the hand size the draw refills to
    if must:
        prompt = f"End of the player phase: discard down to your hand size ({size})."
    else:
        prompt = (
            "End of the player phase: discard cards you do not want, or keep your hand "
            f"(you then draw up to your hand size, {size})."
        )
    return Decision(seat, "discard-down", prompt, cards if must else (enc.DONE, *cards))


@answer("discard-down")
def answer_discard_down(s: McState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    seat = st[2]
    uid = next(u for u in s.players[seat].hand if s.units[u].card == action - enc.HAND)
    discard_from_hand(s, seat, uid)
    s.push(st)


@step("end-player-phase")
def run_end_player_phase(s: McState, st: Step) -> Decision | None:
    """MC-ENDPP-02..04: draw up to hand size, ready everything, end phase effects."""
    for seat in s.order():
        draw(s, seat, 0, up_to_hand_size=True)  # MC-HANDSIZE-02
    costly = False
    held = held_exhausted(s)  # read once: readying a card frees no other
    units, ready_cost = s.units, s.game.ready_cost
    for u in s.play:
        unit = units[u]
        if unit.card in ready_cost:
            costly = True  # it readies only if its cost is paid (MC-READY-02)
        elif u not in held:
            unit.exhausted = False  # DE: encounter cards ready too (MC-ENDPP-03)
    end_phase_effects(s)
    if costly:
        s.push(("ready-costs", 0, ()))
    return None


def end_phase_effects(s: McState) -> None:
    """End the "until the end of the phase" effects (MC-ENDPP-04, MC-VPHASE-05)."""
    s.effects = [e for e in s.effects if e[4] != "phase"]
    s.reduce = [0] * len(s.players)


@step("villain-phase")
def run_villain_phase(s: McState, st: Step) -> Decision | None:
    """MC-VPHASE-01: acceleration, plus acceleration icons and tokens."""
    s.phase = "villain"
    s.say(f"--- Round {s.round}: villain phase ---", kind="phase")
    main = s.card(s.main)
    amount = per_player(
        s, main.stats.get("escalation_threat", 0), "escalation_threat_fixed" in main.flags
    )
    amount += acceleration_icons(s) + s.accel
    if s.accel_on:  # tokens on other cards count too (MC-ACCELTOKEN-03)
        amount += sum(s.accel_on.values())
    ev = s.new_frame(s.first, stage=s.units[s.main].card, what="threat goes on the main scheme")
    s.push(("step-one-done", ev))
    push_place_threat(s, s.main, amount, s.first, ev)
    return None


@step("step-one-done")
def run_step_one_done(s: McState, st: Step) -> Decision | None:
    """ "After placing threat here during step one of the villain phase" (Assault on
    NORAD): the responses of the main scheme stage that took the threat."""
    frame = s.frames[st[1]]
    s.push(("drop-frame", st[1]))
    if frame.get("placed") and s.units[s.main].card == frame["stage"] and s.result == 0:
        trigger(s, "step-one-threat", st[1], "response")
    return None


@step("activate-villain")
def run_activate_villain(s: McState, st: Step) -> Decision | None:
    """MC-VPHASE-02, MC-ACTIVATION-02: the villain attacks a hero, schemes against an
    alter-ego; then the player's minions activate in the order they choose."""
    seat = st[2]
    if s.players[seat].eliminated:  # no step runs once the game is over: no result test
        return None
    s.push(("activate-minions", 0, seat, ()))
    kind = "attack" if s.players[seat].form == HERO else "scheme"
    push_activation(s, s.villain, seat, kind)
    return None


@step("activate-minions")
def run_activate_minions(s: McState, st: Step) -> Decision | None:
    seat, done = st[2], st[3]
    if s.players[seat].eliminated:  # no step runs once the game is over: no result test
        return None
    left = [m for m in minions(s, seat) if m not in done]  # new ones activate too (MC-MINION-06)
    if not left:
        return None
    if len(left) == 1:
        _activate_minion(s, seat, left[0], done)
        return None
    return Decision(
        seat,
        "minion-order",
        "Which engaged minion activates next?",
        tuple(sorted(enc.uid(m) for m in left)),
    )


@answer("activate-minions")
def answer_activate_minions(s: McState, st: Step, action: int) -> None:
    _activate_minion(s, st[2], action - enc.UID, st[3])


def _activate_minion(s: McState, seat: int, minion: int, done: tuple[int, ...]) -> None:
    s.push(("activate-minions", 0, seat, (*done, minion)))
    push_activation(s, minion, seat, "attack" if s.players[seat].form == HERO else "scheme")


@step("deal-encounter")
def run_deal_encounter(s: McState, st: Step) -> Decision | None:
    """MC-VPHASE-03, MC-HAZARD-01, MC-MODE-HEROIC-01."""
    order = s.order()
    for seat in order:
        deal_to_player(s, seat)
    for i in range(hazards(s)):
        deal_to_player(s, order[i % len(order)])
    for _ in range(s.game.params["heroic"]):
        for seat in order:
            deal_to_player(s, seat)
    return None


@step("reveal-all")
def run_reveal_all(s: McState, st: Step) -> Decision | None:
    """MC-VPHASE-04: in player order, each player reveals their cards in the order dealt."""
    order = s.order()
    index = st[2]
    while index < len(order) and s.result == 0:
        p = s.players[order[index]]
        if p.dealt and not p.eliminated:
            uid = p.dealt.pop(0)
            s.push(("reveal-all", 0, index))
            push_reveal(s, p.seat, uid, from_deck=True)  # dealt from the encounter deck
            return None
        index += 1
    return None


@step("end-round")
def run_end_round(s: McState, st: Step) -> Decision | None:
    """MC-VPHASE-05..07, MC-FIRST-02: phase effects end, the first player token passes,
    then "at the end of the round" effects (Nick Fury)."""
    end_phase_effects(s)
    order = s.order(s.first)
    if len(order) > 1:
        s.first = order[1]
        s.say(
            f"The first player token passes to {s.player_name(s.first)}.",
            kind="status",
            ids=s.ids(seat=s.first),
        )
    # none of those cards in play (most rounds): nothing leaves, no card to read
    round_end = s.game.round_end_cards
    for u in list(s.play) if not s.by_card.keys().isdisjoint(round_end) else ():
        temporary = "Temporary" in s.card(u).keywords  # MC-KEYWORD-TEMPORARY-01
        if not s.units[u].in_play:
            continue
        if temporary or s.game.scripts[s.units[u].card].extra.get("discard_at_round_end"):
            s.say(f"{s.tag(u)} is discarded at the end of the round.", kind="discard", ids=s.ids(u))
            leave_play(s, u)
    s.used = []
    s.effects = [e for e in s.effects if e[4] != "round"]
    return None
