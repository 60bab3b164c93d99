"""Phase 6, Special Abilities (Advanced Rules Level 1, MTCG-SA and section 20).

The active player declares Offensive and Support abilities, then the defending
player Defensive and Support ones (MTCG-SA-04, -05, MTCG-TURN-09). Each
protagonist may activate the ability of its top card once per turn by engaging
its own Power Points (MTCG-SA-08 to -10). Effects last until their owner's next
Cool Down (MTCG-SA-11). Most abilities become effects that the Challenge phases
read; New Mission, Recycle and Power Bank act at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.machine import answer, step
from rulebound.games.mission_arena.queries import (
    alignment_ok,
    matches,
    progressive_level,
)
from rulebound.games.mission_arena.words import plural
from rulebound.kernel.decision import Decision

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import Effect, MissionArenaState
    from rulebound.kernel.steps import Step

SELF_EFFECTS = (
    "Group Attack",
    "Trap Attack",
    "Brute Force",
    "Attack Mission",
    "Double Hit",
    "Counterattack",
    "Switch",
)


def group_partners(s: MissionArenaState, pos: int) -> list[int]:
    """Active positions that may join ``pos``'s Group Attack (MTCG-GROUP-01, -04):
    same Affiliation, never Good with Evil, not Duty-Called, matching the Target."""
    seat = pos // 5
    card = s.top(pos)
    ability = card.ability
    assert ability is not None
    result = []
    for slot in enc.ACTIVE_SLOTS:
        other = seat * 5 + slot
        if other == pos or not s.stacks[other] or s.uid[other] in s.duty:
            continue
        mate = s.top(other)
        if (
            mate.affiliation == card.affiliation
            and alignment_ok(card, mate)
            and matches(mate, s.uid[other], ability.target_kind, ability.target_value, 0)
        ):
            result.append(other)
    return result


def _has_beneficiary(s: MissionArenaState, pos: int) -> bool:
    seat = pos // 5
    slot = pos % 5
    card = s.top(pos)
    ability = card.ability
    assert ability is not None
    name = ability.name
    opponent = (1 - seat) * 5
    if name in ("Brute Force", "Double Hit"):
        return slot < 3
    if name == "Group Attack":
        return slot < 3 and bool(group_partners(s, pos))
    if name == "Trap Attack":
        return slot < 3 and any(s.stacks[opponent + r] for r in enc.RESERVE_SLOTS)
    if name == "Attack Mission":
        return slot < 3 and bool(s.missions[1 - seat])
    if name in ("Counterattack", "Switch"):
        return True
    if name in ("Bonus Attack", "Bonus Defence"):
        slots = enc.ACTIVE_SLOTS if name == "Bonus Attack" else enc.ALL_SLOTS
        uid = s.uid[pos]
        return any(
            s.stacks[seat * 5 + q]
            and matches(
                s.top(seat * 5 + q),
                s.uid[seat * 5 + q],
                ability.target_kind,
                ability.target_value,
                uid,
            )
            for q in slots
        )
    if name == "New Mission":
        return bool(s.missions[seat]) and bool(s.hand[seat])
    if name == "Recycle":
        return bool(s.discard[seat])
    # Power Bank: another protagonist of its Target whose ability the points can pay.
    uid = s.uid[pos]
    points = progressive_level(s, pos) if ability.progressive else 1
    return any(
        _bank_can_pay(s, seat * 5 + q, uid, ability.target_kind, ability.target_value, points)
        for q in enc.ALL_SLOTS
    )


def _bank_can_pay(
    s: MissionArenaState, pos: int, banker: int, kind: str, value: str, points: int
) -> bool:
    """Whether Power Bank points may be spent on the ability at ``pos`` (not another
    Power Bank: banking into a bank would go round in circles)."""
    if not s.stacks[pos] or s.uid[pos] == banker:
        return False
    card = s.top(pos)
    return (
        card.ability is not None
        and card.ability.name != "Power Bank"
        and matches(card, s.uid[pos], kind, value, banker)
        and can_activate(s, pos, points)
    )


def can_activate(s: MissionArenaState, pos: int, bank: int = 0) -> bool:
    """Whether the protagonist at ``pos`` may activate its Special Ability now."""
    stack = s.stacks[pos]
    if not stack:
        return False
    ability = s.cards[stack[-1]].ability
    if ability is None or s.sa_turn[pos] == s.turn or s.uid[pos] in s.duty:
        return False
    own_turn = pos // 5 == s.active
    kind = ability.kind
    if (kind == "offensive" and not own_turn) or (kind == "defensive" and own_turn):
        return False  # MTCG-SA-06
    if kind == "offensive" and s.turn == 1:
        # The first turn has no Challenge (MTCG-TURN-03) and the effect ends at its
        # owner's next Cool Down, before any Challenge: the ability could not act.
        return False
    if len(s.ready[pos]) + bank < ability.cost:
        return False
    return _has_beneficiary(s, pos)


def ability_effect(s: MissionArenaState, pos: int) -> Effect:
    """The lasting effect of the ability at ``pos``: Bonus Attack and Bonus Defence
    add X, times the Hit Points (at most 3) when progressive (MTCG-PROG-01, -04)."""
    ability = s.top(pos).ability
    assert ability is not None
    amount = 0
    if ability.name in ("Bonus Attack", "Bonus Defence"):
        level = progressive_level(s, pos) if ability.progressive else 1
        amount = ability.x * level
    return (ability.name, pos // 5, s.uid[pos], amount, ability.target_kind, ability.target_value)


def activate(s: MissionArenaState, pos: int, bank: int = 0) -> int:
    """Pay for and activate the ability at ``pos``; return the Power Bank points used."""
    seat = pos // 5
    card = s.top(pos)
    ability = card.ability
    assert ability is not None
    used = min(bank, ability.cost)
    for _ in range(ability.cost - used):
        s.engaged[pos].append(s.ready[pos].pop())
    s.sa_turn[pos] = s.turn
    uid = s.uid[pos]
    level = progressive_level(s, pos) if ability.progressive else 1
    name = ability.name
    paid = plural(ability.cost - used, "Power Point") + (
        f" and {used} from Power Bank" if used else ""
    )
    if name in ("Bonus Attack", "Bonus Defence"):
        effect = ability_effect(s, pos)
        amount = effect[3]
        s.effects.append(effect)
        stat = "Attack" if name == "Bonus Attack" else "Defense"
        s.say(
            f"{s.who(pos)} activates {name}: +{amount} {stat} to "
            f"{ability.target_label()} (pays {paid}).",
            kind="ability",
            ids=s.ids_at(pos),
        )
    elif name in SELF_EFFECTS:
        s.effects.append(ability_effect(s, pos))
        s.say(f"{s.who(pos)} activates {name} (pays {paid}).", kind="ability", ids=s.ids_at(pos))
    elif name == "New Mission":
        s.say(
            f"{s.who(pos)} activates New Mission: replace {plural(level, 'Mission')} "
            f"(pays {paid}).",
            kind="ability",
            ids=s.ids_at(pos),
        )
        s.steps.append(("new-mission", seat, level, 0))
    elif name == "Recycle":
        count = min(3, ability.x * level) if ability.progressive else ability.x
        s.say(
            f"{s.who(pos)} activates Recycle: take back {plural(count, 'card')} (pays {paid}).",
            kind="ability",
            ids=s.ids_at(pos),
        )
        s.steps.append(("recycle", seat, count))
    else:  # Power Bank (MTCG-PBANK-01 to -03)
        points = level if ability.progressive else 1
        s.say(
            f"{s.who(pos)} activates Power Bank: {plural(points, 'Power Point')} to spend at once "
            f"(pays {paid}).",
            kind="ability",
            ids=s.ids_at(pos),
        )
        s.steps.append(("bank", seat, uid, points, ability.target_kind, ability.target_value))
    return used


@step("abilities")
def step_abilities(s: MissionArenaState, st: Step) -> Decision | None:
    seat: int = st[1]
    if not s.game.params["special_abilities"]:
        return None
    options = [enc.DONE]
    for slot in enc.ALL_SLOTS:
        if can_activate(s, seat * 5 + slot):
            options.append(enc.SLOT_BASE + slot)
    if len(options) == 1:
        return None
    role = "Offensive and Support" if seat == s.active else "Defensive and Support"
    return Decision(
        seat,
        "activate-ability",
        f"{s.player_name(seat)}: activate a Special Ability ({role})?",
        tuple(options),
    )


@answer("abilities")
def answer_abilities(s: MissionArenaState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    seat: int = st[1]
    s.steps.append(st)  # asked again after the ability (and any step it pushes)
    activate(s, seat * 5 + action - enc.SLOT_BASE)


@step("bank")
def step_bank(s: MissionArenaState, st: Step) -> Decision | None:
    """Spend Power Bank points at once on other protagonists of its Target; unused
    points are lost (MTCG-PBANK-02)."""
    _, seat, banker, pool, kind, value = st
    options = [enc.DONE]
    if pool > 0:
        for slot in enc.ALL_SLOTS:
            if _bank_can_pay(s, seat * 5 + slot, banker, kind, value, pool):
                options.append(enc.SLOT_BASE + slot)
    if len(options) == 1:
        if pool:
            s.say(
                f"{plural(pool, 'Power Bank point')} {'is' if pool == 1 else 'are'} lost unused.",
                kind="power-point",
            )
        return None
    return Decision(
        seat,
        "power-bank-spend",
        f"{s.player_name(seat)}: spend {plural(pool, 'Power Bank point')} "
        "on whose Special Ability?",
        tuple(options),
    )


@answer("bank")
def answer_bank(s: MissionArenaState, st: Step, action: int) -> None:
    _, seat, banker, pool, kind, value = st
    if action == enc.DONE:
        s.say(
            f"{plural(pool, 'Power Bank point')} {'is' if pool == 1 else 'are'} lost unused.",
            kind="power-point",
        )
        return
    pos = seat * 5 + action - enc.SLOT_BASE
    ability = s.top(pos).ability
    assert ability is not None
    spent = min(pool, ability.cost)
    # Back on the stack before activating: the activation may push steps above it.
    s.steps.append(("bank", seat, banker, pool - spent, kind, value))
    activate(s, pos, pool)


@step("new-mission")
def step_new_mission(s: MissionArenaState, st: Step) -> Decision | None:
    """New Mission (MTCG-NEWM-01 to -03): swap Missions with hand cards; the old
    Mission goes to the hand and the new card takes its place."""
    _, seat, remaining, replaced = st
    missions = s.missions[seat]
    hand = sorted(set(s.hand[seat]))
    options = tuple(
        enc.slot_card(enc.MISSION_SWAP, index, card)
        for index in range(len(missions))
        if not replaced >> index & 1
        for card in hand
    )
    if remaining <= 0 or not options:
        return None
    return Decision(
        seat,
        "new-mission-swap",
        f"{s.player_name(seat)}: New Mission, replace a Mission with a card from hand "
        f"({remaining} to replace)",
        options,
    )


@answer("new-mission")
def answer_new_mission(s: MissionArenaState, st: Step, action: int) -> None:
    _, seat, remaining, replaced = st
    index, card = enc.unslot_card(enc.MISSION_SWAP, action)
    old = s.missions[seat][index]
    s.missions[seat][index] = card
    s.hand[seat].remove(card)
    s.hand[seat].append(old)
    s.steps.append(("new-mission", seat, remaining - 1, replaced | 1 << index))
    s.say(
        f"{s.player_name(seat)} replaces Mission {s.cards[old].label()} with "
        f"{s.cards[card].label()}.",
        kind="mission",
    )


@step("recycle")
def step_recycle(s: MissionArenaState, st: Step) -> Decision | None:
    """Recycle (MTCG-RECYCLE-01, -02): take cards of your choice back from the discard pile."""
    _, seat, remaining = st
    if remaining <= 0 or not s.discard[seat]:
        return None
    return Decision(
        seat,
        "recycle-card",
        f"{s.player_name(seat)}: Recycle, take a card back from your discard pile "
        f"({remaining} to take)",
        tuple(enc.CARD_BASE + c for c in sorted(set(s.discard[seat]))),
    )


@answer("recycle")
def answer_recycle(s: MissionArenaState, st: Step, action: int) -> None:
    _, seat, remaining = st
    card = action - enc.CARD_BASE
    s.discard[seat].remove(card)
    s.hand[seat].append(card)
    s.steps.append(("recycle", seat, remaining - 1))
    s.say(f"{s.player_name(seat)} recycles {s.cards[card].label()} into hand.", kind="card-played")
