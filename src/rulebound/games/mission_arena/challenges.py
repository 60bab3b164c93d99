"""Phases 7-10: declaring Challenges, then for each one Switch, Boost, Super Hit and
the resolution (MTCG-CHAL, MTCG-BOOST, MTCG-SUPER, MTCG-RES, and the Special
Abilities that act in a Challenge).

Challenges are taken one at a time in the order the active player chooses; each
runs Boost (8), Super Hit (9) and resolution (10) before the next (MTCG-TURN-08,
MTCG-RES-01, -10).
"""

from __future__ import annotations

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.abilities import group_partners
from rulebound.games.mission_arena.machine import answer, step
from rulebound.games.mission_arena.phases import move_protagonist
from rulebound.games.mission_arena.queries import (
    bonus,
    busy_uids,
    challenged_uids,
    has_effect,
    weak_point,
)
from rulebound.games.mission_arena.state import (
    TARGET_ACTIVE,
    TARGET_MISSION,
    TARGET_RESERVE,
    MissionArenaState,
)
from rulebound.games.mission_arena.words import plural
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

# Who caused a defeat: (seat, attacking card ids, counts for the Mission, Hit Points, counter)
Cause = tuple[int, tuple[int, ...], bool, int, bool]

ATTACK_BOOST = 100  # MTCG-BOOST-01
DEFENSE_BOOST = 50  # MTCG-BOOST-02
SUPER_HIT = 200  # MTCG-SUPER-01, -02
WEAK_POINT_BONUS = 500  # MTCG-WEAK-06


# --- phase 7: declaring ---------------------------------------------------------


@step("declare")
def step_declare(s: MissionArenaState, st: Step) -> Decision | None:
    """Declare 1 to 3 one-against-one Challenges (MTCG-CHAL-01 to -07)."""
    a = s.active
    d = 1 - a
    if s.turn == 1:  # MTCG-TURN-03, MTCG-CHAL-01
        return None
    busy = busy_uids(s)
    options = []
    for i in enc.ACTIVE_SLOTS:
        pos = a * 5 + i
        uid = s.uid[pos]
        if not uid or uid in s.duty or uid in busy:
            continue
        for t in enc.ACTIVE_SLOTS:
            if s.stacks[d * 5 + t]:
                options.append(enc.pair(i, t))
        if has_effect(s, uid, "Trap Attack"):
            for t in enc.RESERVE_SLOTS:
                if s.stacks[d * 5 + t]:
                    options.append(enc.pair(i, t))
        if has_effect(s, uid, "Attack Mission") and s.missions[d]:
            options.append(enc.pair(i, enc.MISSION_TARGET))
    if not options:
        return None
    if s.challenges:
        options.insert(0, enc.DONE)
    return Decision(
        a,
        "declare-challenge",
        f"{s.player_name(a)}: declare a Challenge"
        + (" or stop declaring" if s.challenges else " (at least one is required)"),
        tuple(options),
    )


@answer("declare")
def answer_declare(s: MissionArenaState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    s.steps.append(st)  # asked again: another Challenge, or stop
    a = s.active
    d = 1 - a
    i, t = enc.unpair(action)
    pos = a * 5 + i
    if t == enc.MISSION_TARGET:
        challenge = (s.uid[pos], 0, TARGET_MISSION, 0, False)
        what = f"the Mission {s.cards[s.missions[d][0]].label()}"
    else:
        kind = TARGET_ACTIVE if t < 3 else TARGET_RESERVE
        challenge = (s.uid[pos], 0, kind, s.uid[d * 5 + t], False)
        what = s.who(d * 5 + t)
    s.challenges.append(challenge)
    s.say(
        f"{s.player_name(a)} declares: {s.who(pos)} challenges {what}.",
        kind="challenge",
        ids=s.ids_at(pos),
    )
    if has_effect(s, s.uid[pos], "Group Attack"):
        s.steps.append(("group-partner", len(s.challenges) - 1))


def _free_partners(s: MissionArenaState, pos: int) -> list[int]:
    busy = busy_uids(s)
    return [p for p in group_partners(s, pos) if s.uid[p] not in busy]


@step("group-partner")
def step_group_partner(s: MissionArenaState, st: Step) -> Decision | None:
    """Group Attack (MTCG-GROUP-01 to -04): a second Active protagonist joins."""
    index: int = st[1]
    pos = s.find_uid(s.challenges[index][0])
    partners = _free_partners(s, pos)
    if not partners:
        return None
    return Decision(
        s.active,
        "choose-group-partner",
        f"{s.player_name(s.active)}: who joins {s.who(pos)}'s Group Attack?",
        (enc.DONE, *sorted(enc.SLOT_BASE + p % 5 for p in partners)),
    )


@answer("group-partner")
def answer_group_partner(s: MissionArenaState, st: Step, action: int) -> None:
    index: int = st[1]
    if action == enc.DONE:
        return
    pos = s.active * 5 + action - enc.SLOT_BASE
    challenger, _, kind, target, done = s.challenges[index]
    s.challenges[index] = (challenger, s.uid[pos], kind, target, done)
    s.say(f"{s.who(pos)} joins the Group Attack.", kind="challenge", ids=s.ids_at(pos))


# --- the order of resolution ------------------------------------------------------


@step("resolve-all")
def step_resolve_all(s: MissionArenaState, st: Step) -> Decision | None:
    pending = [i for i, c in enumerate(s.challenges) if not c[4]]
    if not pending:
        return None
    if len(pending) == 1:
        s.steps.append(st)
        _start(s, pending[0])
        return None
    return Decision(
        s.active,
        "choose-challenge",
        f"{s.player_name(s.active)}: which Challenge is resolved next?",
        tuple(enc.CHALLENGE_BASE + i for i in pending),
    )


@answer("resolve-all")
def answer_resolve_all(s: MissionArenaState, st: Step, action: int) -> None:
    s.steps.append(st)  # back after this Challenge, for the next one
    _start(s, action - enc.CHALLENGE_BASE)


def _start(s: MissionArenaState, index: int) -> None:
    challenger, partner, kind, target, _ = s.challenges[index]
    s.challenges[index] = (challenger, partner, kind, target, True)
    s.att_bonus = 0
    s.def_bonus = 0
    s.steps.extend(
        [
            ("clash", index),
            ("super-defense", index),
            ("super-attack", index),
            ("boost-defense", index, 0),
            ("boost-attack", index, -1, 0),
            ("switch", index),
        ]
    )


def describe(s: MissionArenaState, index: int) -> str:
    challenger, partner, kind, target, _ = s.challenges[index]
    cpos = s.find_uid(challenger)
    who = s.who(cpos) if cpos >= 0 else "a protagonist no longer in play"
    ppos = s.find_uid(partner)
    if ppos >= 0:
        who += f" and {s.who(ppos)}"
    if kind == TARGET_MISSION:
        d = 1 - s.active
        return f"{who} vs the first Mission" + (
            f" {s.cards[s.missions[d][0]].label()}" if s.missions[d] else ""
        )
    tpos = s.find_uid(target)
    return f"{who} vs {s.who(tpos) if tpos >= 0 else 'a protagonist no longer in play'}"


def _members(s: MissionArenaState, index: int) -> list[int]:
    challenger, partner, *_ = s.challenges[index]
    members = (s.find_uid(challenger), s.find_uid(partner))
    return [p for p in members if p >= 0]


# --- Switch (MTCG-SWITCH) -----------------------------------------------------------


@step("switch")
def step_switch(s: MissionArenaState, st: Step) -> Decision | None:
    """Switch: before the clash, a defending protagonist not yet challenged takes the
    target's place; the two exchange positions (MTCG-SWITCH-01 to -04)."""
    index: int = st[1]
    challenger, _, kind, target, _ = s.challenges[index]
    d = 1 - s.active
    tpos = s.find_uid(target)
    if kind == TARGET_MISSION or tpos < 0 or s.find_uid(challenger) < 0:
        return None
    challenged = challenged_uids(s)
    options = [enc.DONE]
    for slot in enc.ALL_SLOTS:
        pos = d * 5 + slot
        uid = s.uid[pos]
        if uid and uid not in challenged and has_effect(s, uid, "Switch"):
            options.append(enc.SLOT_BASE + slot)
    if len(options) == 1:
        return None
    return Decision(
        d,
        "switch",
        f"{s.player_name(d)}: Switch a protagonist in for {s.who(tpos)}?",
        tuple(options),
    )


@answer("switch")
def answer_switch(s: MissionArenaState, st: Step, action: int) -> None:
    index: int = st[1]
    if action == enc.DONE:
        return
    d = 1 - s.active
    pos = d * 5 + action - enc.SLOT_BASE
    challenger, partner, kind, target, done = s.challenges[index]
    tpos = s.find_uid(target)
    switcher = s.uid[pos]
    s.say(
        f"{s.who(pos)} uses Switch and takes the place of {s.who(tpos)}.",
        kind="ability",
        ids=s.ids_at(pos, tpos),
    )
    move_protagonist(s, pos, tpos)
    s.challenges[index] = (challenger, partner, kind, switcher, done)
    for n, effect in enumerate(s.effects):
        if effect[0] == "Switch" and effect[2] == switcher:
            del s.effects[n]
            break


# --- phase 8: Boost -----------------------------------------------------------------


@step("boost-attack")
def step_boost_attack(s: MissionArenaState, st: Step) -> Decision | None:
    """Attack Boost (MTCG-BOOST-01, -03, -05): up to X cards, X = Power Points.

    The step's ``who`` is -1 until the protagonist is known: its decision is then
    "attack-boost-who", afterwards "attack-boost"."""
    _, index, who, count = st
    a = s.active
    if not s.hand[a] or s.find_uid(s.challenges[index][0]) < 0:
        return None
    if who < 0:
        candidates = [p for p in _members(s, index) if s.pp_count(p)]
        if not candidates:
            return None
        if len(candidates) > 1:
            return Decision(
                a,
                "attack-boost-who",
                f"{s.player_name(a)}: Boost the Attack of which protagonist?",
                (enc.DONE, *sorted(enc.SLOT_BASE + p % 5 for p in candidates)),
            )
        s.steps.append(("boost-attack", index, candidates[0], 0))
        return None
    limit = s.pp_count(who)
    if count >= limit:
        return None
    return Decision(
        a,
        "attack-boost",
        f"{s.player_name(a)}: Boost {s.who(who)}: discard a card for +{ATTACK_BOOST} Attack "
        f"({count} of up to {limit} discarded)",
        (enc.DONE, *(enc.CARD_BASE + c for c in sorted(set(s.hand[a])))),
    )


@answer("boost-attack")
def answer_boost_attack(s: MissionArenaState, st: Step, action: int) -> None:
    _, index, who, count = st
    if action == enc.DONE:
        return
    if who < 0:  # "attack-boost-who"
        s.steps.append(("boost-attack", index, s.active * 5 + action - enc.SLOT_BASE, 0))
        return
    a = s.active
    card = action - enc.CARD_BASE
    s.hand[a].remove(card)
    s.discard[a].append(card)
    s.att_bonus += ATTACK_BOOST
    s.steps.append(("boost-attack", index, who, count + 1))
    s.say(
        f"Boost: {s.player_name(a)} discards {s.cards[card].label()}, +{ATTACK_BOOST} Attack.",
        kind="reveal",
    )


@step("boost-defense")
def step_boost_defense(s: MissionArenaState, st: Step) -> Decision | None:
    """Defense Boost (MTCG-BOOST-02, -03, -05): the target, X = its Power Points."""
    _, index, count = st
    d = 1 - s.active
    _, _, kind, target, _ = s.challenges[index]
    tpos = s.find_uid(target)
    if kind == TARGET_MISSION or tpos < 0 or not s.hand[d] or count >= s.pp_count(tpos):
        return None
    return Decision(
        d,
        "defense-boost",
        f"{s.player_name(d)}: Boost {s.who(tpos)}: discard a card for +{DEFENSE_BOOST} Defense "
        f"({count} of up to {s.pp_count(tpos)} discarded)",
        (enc.DONE, *(enc.CARD_BASE + c for c in sorted(set(s.hand[d])))),
    )


@answer("boost-defense")
def answer_boost_defense(s: MissionArenaState, st: Step, action: int) -> None:
    _, index, count = st
    if action == enc.DONE:
        return
    d = 1 - s.active
    card = action - enc.CARD_BASE
    s.hand[d].remove(card)
    s.discard[d].append(card)
    s.def_bonus += DEFENSE_BOOST
    s.steps.append(("boost-defense", index, count + 1))
    s.say(
        f"Boost: {s.player_name(d)} discards {s.cards[card].label()}, +{DEFENSE_BOOST} Defense.",
        kind="reveal",
    )


# --- phase 9: Super Hit -----------------------------------------------------------------


@step("super-attack")
def step_super_attack(s: MissionArenaState, st: Step) -> Decision | None:
    """Super Hit (MTCG-SUPER-01, -03, -04): a same-Name copy of a protagonist in the
    Challenge, +200 Attack, once per turn, Power Points not needed."""
    index: int = st[1]
    a = s.active
    names = {s.top(p).name for p in _members(s, index)}
    # The window opens whenever the hand is not empty, so that being asked does not
    # tell the opponent that a copy is in hand.
    if s.super_used[a] == s.turn or not s.hand[a] or not names:
        return None
    copies = sorted({c for c in s.hand[a] if s.cards[c].name in names})
    return Decision(
        a,
        "super-hit-attack",
        f"{s.player_name(a)}: Super Hit, discard a copy for +{SUPER_HIT} Attack?",
        (enc.DONE, *(enc.CARD_BASE + c for c in copies)),
    )


@step("super-defense")
def step_super_defense(s: MissionArenaState, st: Step) -> Decision | None:
    """Super Hit for the defender (MTCG-SUPER-02, -03): +200 Defense to the target."""
    index: int = st[1]
    d = 1 - s.active
    _, _, kind, target, _ = s.challenges[index]
    tpos = s.find_uid(target)
    if kind == TARGET_MISSION or tpos < 0 or s.super_used[d] == s.turn or not s.hand[d]:
        return None
    name = s.top(tpos).name
    copies = sorted({c for c in s.hand[d] if s.cards[c].name == name})
    return Decision(
        d,
        "super-hit-defense",
        f"{s.player_name(d)}: Super Hit, discard a copy of {name} for +{SUPER_HIT} Defense?",
        (enc.DONE, *(enc.CARD_BASE + c for c in copies)),
    )


def _answer_super(s: MissionArenaState, action: int, seat: int, attack: bool) -> None:
    if action == enc.DONE:
        return
    card = action - enc.CARD_BASE
    s.hand[seat].remove(card)
    s.discard[seat].append(card)
    s.super_used[seat] = s.turn
    if attack:
        s.att_bonus += SUPER_HIT
    else:
        s.def_bonus += SUPER_HIT
    stat = "Attack" if attack else "Defense"
    s.say(
        f"Super Hit: {s.player_name(seat)} discards {s.cards[card].label()}, +{SUPER_HIT} {stat}.",
        kind="boost",
    )


@answer("super-attack")
def answer_super_attack(s: MissionArenaState, st: Step, action: int) -> None:
    _answer_super(s, action, s.active, True)


@answer("super-defense")
def answer_super_defense(s: MissionArenaState, st: Step, action: int) -> None:
    _answer_super(s, action, 1 - s.active, False)


# --- phase 10: resolution -------------------------------------------------------------------


def outcome(s: MissionArenaState, attack: int, defense: int, resistance: int) -> str:
    """'ineffective', 'exhausted' or 'defeated' (MTCG-RES-03 to -06, -08)."""
    if attack < defense:
        return "ineffective"
    strict = s.game.params["defeat_needs_more"]
    if attack > defense + resistance or (not strict and attack == defense + resistance):
        return "defeated"
    return "exhausted"


@step("clash")
def step_clash(s: MissionArenaState, st: Step) -> Decision | None:
    index: int = st[1]
    a = s.active
    d = 1 - a
    challenger, _partner, kind, target, _ = s.challenges[index]
    members = _members(s, index)
    if s.find_uid(challenger) < 0:
        s.say("The challenger has left play: the Challenge has no effect.", kind="challenge")
        return None
    lead = s.top(members[0])
    attack = s.att_bonus
    brute = double = False
    for pos in members:
        attack += s.top(pos).attack + bonus(s, pos, "Bonus Attack")
        brute = brute or has_effect(s, s.uid[pos], "Brute Force")
        double = double or has_effect(s, s.uid[pos], "Double Hit")
    weak = s.game.params["weak_points"]
    attackers = tuple(s.stacks[p][-1] for p in members)
    if kind == TARGET_MISSION:
        if not s.missions[d]:
            s.say(
                "The opponent has no Mission left: the Challenge has no effect.", kind="challenge"
            )
            return None
        mission = s.cards[s.missions[d][0]]
        if weak == "B" and weak_point(lead, mission):
            attack += WEAK_POINT_BONUS
        defense = 0 if brute else mission.defense
        result = outcome(s, attack, defense, mission.resistance)
        if brute and result != "defeated" and s.game.params["brute_force_miss"] == "no-effect":
            result = "ineffective"
        s.say(
            f"Challenge {describe(s, index)}: {attack} Attack against {defense} Defense + "
            f"{mission.resistance} Resistance: {result}.",
            kind="challenge",
            ids=(mission.key,),
        )
        if result != "ineffective":  # a Mission has no Power Points: Exhausted is Defeated
            s.steps.append(("mission-replace",))
        return None
    tpos = s.find_uid(target)
    if tpos < 0:
        s.say("The target has left play: the Challenge has no effect.", kind="challenge")
        return None
    tcard = s.top(tpos)
    if weak_point(lead, tcard):
        if weak == "B":
            attack += WEAK_POINT_BONUS
        elif weak == "A":
            double = True
    defense = 0 if brute else tcard.defense + bonus(s, tpos, "Bonus Defence") + s.def_bonus
    result = outcome(s, attack, defense, tcard.resistance)
    if brute and result == "exhausted" and s.game.params["brute_force_miss"] == "no-effect":
        result = "ineffective"
    s.say(
        f"Challenge {describe(s, index)}: {attack} Attack against {defense} Defense + "
        f"{tcard.resistance} Resistance: {result.upper()}.",
        kind="challenge",
        ids=(tcard.key,),
    )
    if has_effect(s, target, "Counterattack"):
        # The counterattack happens even if the target falls (MTCG-COUNTER-04), with
        # the Attack it had when the Challenge began.
        value = tcard.attack + bonus(s, tpos, "Bonus Attack")
        s.steps.append(("counter", index, value, tcard.id))
    cause: Cause = (a, attackers, kind == TARGET_ACTIVE, 2 if double else 1, False)
    if result == "defeated":
        defeat(s, tpos, cause)
    elif result == "exhausted":
        s.steps.append(("exhaust", target, cause))
    return None


@step("counter")
def step_counter(s: MissionArenaState, st: Step) -> Decision | None:
    """Counterattack (MTCG-COUNTER-01 to -04): the target's Attack and active Attack
    bonuses, no Boost or Super Hit, against the challenger."""
    _, index, value, card = st
    cpos = s.find_uid(s.challenges[index][0])
    if cpos < 0:
        return None
    ccard = s.top(cpos)
    defense = ccard.defense + bonus(s, cpos, "Bonus Defence")
    result = outcome(s, value, defense, ccard.resistance)
    s.say(
        f"Counterattack by {s.cards[card].name}: {value} Attack against {s.who(cpos)}'s "
        f"{defense} Defense + {ccard.resistance} Resistance: {result.upper()}.",
        kind="challenge",
        ids=(s.cards[card].key, ccard.key),
    )
    cause: Cause = (1 - s.active, (card,), False, 1, True)
    if result == "defeated":
        defeat(s, cpos, cause)
    elif result == "exhausted":
        s.steps.append(("exhaust", s.uid[cpos], cause))
    return None


@step("exhaust")
def step_exhaust(s: MissionArenaState, st: Step) -> Decision | None:
    """Exhausted (MTCG-RES-04, -05, -12): the owner discards one Power Point of their
    choice, engaged or not; with none, the protagonist is Defeated."""
    _, uid, cause = st
    pos = s.find_uid(uid)
    if pos < 0:
        return None
    if s.ready[pos] and s.engaged[pos]:
        return Decision(
            pos // 5,
            "exhaust-discard",
            f"{s.player_name(pos // 5)}: {s.who(pos)} is Exhausted: discard which Power Point?",
            (enc.ENGAGED_PP, enc.READY_PP),
        )
    if s.engaged[pos]:
        _discard_pp(s, pos, engaged=True)
    elif s.ready[pos]:
        _discard_pp(s, pos, engaged=False)
    else:
        s.say(f"{s.who(pos)} has no Power Point to discard.", kind="damage", ids=s.ids_at(pos))
        defeat(s, pos, cause)
    return None


@answer("exhaust")
def answer_exhaust(s: MissionArenaState, st: Step, action: int) -> None:
    uid: int = st[1]
    _discard_pp(s, s.find_uid(uid), engaged=action == enc.ENGAGED_PP)


def _discard_pp(s: MissionArenaState, pos: int, engaged: bool) -> None:
    seat = pos // 5
    pile = s.engaged[pos] if engaged else s.ready[pos]
    s.discard[seat].append(pile.pop())
    kind = "an engaged" if engaged else "an unengaged"
    s.say(
        f"{s.who(pos)} is Exhausted and discards {kind} Power Point.",
        kind="reveal",
        ids=s.ids_at(pos),
    )


def defeat(s: MissionArenaState, pos: int, cause: Cause) -> None:
    """A defeat (MTCG-RES-06, -07, -09, MTCG-HP-05, MTCG-WIN-05 to -07)."""
    by_seat, attackers, for_mission, hits, counter = cause
    owner = pos // 5
    card = s.top(pos)
    stack = s.stacks[pos]
    lost = 0
    while lost < hits and stack:
        s.discard[owner].append(stack.pop())
        lost += 1
    if stack:
        s.say(
            f"{card.name} is DEFEATED and loses {plural(lost, 'Hit Point')}; "
            f"{s.top(pos).label()} is now on top.",
            kind="reveal",
            ids=(card.key,),
        )
    else:
        s.discard[owner].extend(s.ready[pos])
        s.discard[owner].extend(s.engaged[pos])
        s.ready[pos] = []
        s.engaged[pos] = []
        s.uid[pos] = 0
        s.sa_turn[pos] = -1
        s.say(
            f"{card.name} is DEFEATED: the card and its Power Points are discarded.",
            kind="reveal",
            ids=(card.key,),
        )
    s.score[by_seat] += 1
    s.say(
        f"{s.player_name(by_seat)} scores 1 Mission Point ({s.score[0]}-{s.score[1]}).",
        kind="score",
    )
    if for_mission:
        s.mission_earned = True
    if counter:
        s.mission_blocked = True
    if not card.is_team:
        for attacker in attackers:
            if s.cards[attacker].nemesis == card.name:
                s.winner = by_seat
                s.win_reason = "Battle of Fate"
                s.say(
                    f"{s.cards[attacker].name} defeats the Nemesis {card.name}: "
                    f"{s.player_name(by_seat)} wins by Battle of Fate!",
                    kind="win",
                    ids=(s.cards[attacker].key, card.key),
                )
                return


@step("mission-replace")
def step_mission_replace(s: MissionArenaState, st: Step) -> Decision | None:
    """Attack Mission success (MTCG-AMISS-03, -06): replace the defeated Mission
    with a card of your choice from the opponent's discard pile."""
    d = 1 - s.active
    pile = s.discard[d]
    if not pile:
        old = s.missions[d].pop(0)
        pile.append(old)
        s.say(
            f"The Mission {s.cards[old].label()} is defeated; with an empty discard pile "
            "nothing replaces it.",
            kind="mission",
        )
        return None
    return Decision(
        s.active,
        "mission-replacement",
        f"{s.player_name(s.active)}: choose a card from the opponent's discard pile to replace "
        "the defeated Mission",
        tuple(enc.CARD_BASE + c for c in sorted(set(pile))),
    )


@answer("mission-replace")
def answer_mission_replace(s: MissionArenaState, st: Step, action: int) -> None:
    d = 1 - s.active
    card = action - enc.CARD_BASE
    s.discard[d].remove(card)
    old = s.missions[d][0]
    s.missions[d][0] = card
    s.discard[d].append(old)
    s.say(
        f"The Mission {s.cards[old].label()} is defeated and replaced by {s.cards[card].label()}.",
        kind="mission",
    )
