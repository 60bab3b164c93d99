"""Readable, unique labels for every action of every decision kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.challenges import describe
from rulebound.kernel.decision import Decision

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState


def label_action(s: MissionArenaState, decision: Decision, action: int) -> str:
    kind = decision.kind
    seat = decision.seat
    base = seat * 5 if seat >= 0 else 0
    cards = s.cards

    def card(a: int) -> str:
        return cards[a - enc.CARD_BASE].label()

    if kind in ("deploy-active", "deploy-reserve"):
        c = cards[action - enc.CARD_BASE]
        return f"Deploy {c.label()} ({c.stats()})"
    if kind == "fill-active":
        r, e = enc.unpair(action)
        return f"Move {s.who(base + r)} to {enc.slot_name(e)}"
    if kind == "fill-from-hand":
        slot, c_id = enc.unslot_card(enc.SWAP_HAND, action)
        return f"Play {cards[c_id].label()} ({cards[c_id].stats()}) to {enc.slot_name(slot)}"
    if kind == "replacement-move":
        if action == enc.DONE:
            return "Done moving"
        i, j = enc.unpair(action)
        return _exchange(s, base + i, base + j)
    if kind == "assign-power-point":
        return f"Assign to {s.who(base + action - enc.SLOT_BASE)}"
    if kind in ("activate-ability", "power-bank-spend"):
        if action == enc.DONE:
            return (
                "Activate nothing more"
                if kind == "activate-ability"
                else "Stop (unused points are lost)"
            )
        pos = base + action - enc.SLOT_BASE
        ability = s.top(pos).ability
        assert ability is not None
        return f"{s.who(pos)}: {ability.label()}"
    if kind == "new-mission-swap":
        index, c_id = enc.unslot_card(enc.MISSION_SWAP, action)
        old = cards[s.missions[seat][index]].label()
        return f"Replace Mission {index + 1} ({old}) with {cards[c_id].label()}"
    if kind == "recycle-card":
        return f"Take back {card(action)}"
    if kind == "declare-challenge":
        if action == enc.DONE:
            return "Stop declaring Challenges"
        i, t = enc.unpair(action)
        attacker = s.who(base + i)
        if t == enc.MISSION_TARGET:
            mission = cards[s.missions[1 - seat][0]].label()
            return f"{attacker} challenges the Mission {mission} (Attack Mission)"
        suffix = " (Trap Attack)" if t >= 3 else ""
        return f"{attacker} challenges {s.who((1 - seat) * 5 + t)}{suffix}"
    if kind == "choose-group-partner":
        return (
            "No partner" if action == enc.DONE else f"{s.who(base + action - enc.SLOT_BASE)} joins"
        )
    if kind == "choose-challenge":
        return f"Resolve {describe(s, action - enc.CHALLENGE_BASE)}"
    if kind == "switch":
        return (
            "No Switch"
            if action == enc.DONE
            else f"Switch in {s.who(base + action - enc.SLOT_BASE)}"
        )
    if kind == "attack-boost-who":
        return "No Boost" if action == enc.DONE else f"Boost {s.who(base + action - enc.SLOT_BASE)}"
    if kind in ("attack-boost", "defense-boost"):
        return "Stop boosting" if action == enc.DONE else f"Discard {card(action)}"
    if kind in ("super-hit-attack", "super-hit-defense"):
        return "No Super Hit" if action == enc.DONE else f"Discard {card(action)}"
    if kind == "exhaust-discard":
        engaged = action == enc.ENGAGED_PP
        return f"Discard an {'engaged' if engaged else 'unengaged'} Power Point"
    if kind == "mission-replacement":
        return f"Put {card(action)} in the Missions Zone"
    if kind == "check-point":
        return _check_point_label(s, base, action)
    return f"action {action}"


def _exchange(s: MissionArenaState, a: int, b: int) -> str:
    if s.stacks[a] and s.stacks[b]:
        return f"Exchange {s.who(a)} and {s.who(b)}"
    full, empty = (a, b) if s.stacks[a] else (b, a)
    return f"Move {s.who(full)} to {enc.slot_name(empty % 5)}"


def _check_point_label(s: MissionArenaState, base: int, action: int) -> str:
    cards = s.cards
    if action == enc.DONE:
        return "End the turn"
    if action < enc.SWAP_HAND:
        i, j = enc.unpair(action)
        return f"Swap {s.who(base + i)} with {s.who(base + j)}"
    if action < enc.HIT_POINT:
        slot, c_id = enc.unslot_card(enc.SWAP_HAND, action)
        return f"Return {s.who(base + slot)} to hand and play {cards[c_id].label()}"
    if action < enc.TEAM:
        slot, c_id = enc.unslot_card(enc.HIT_POINT, action)
        return f"Assign {cards[c_id].label()} as a Hit Point on {s.who(base + slot)}"
    if action < enc.REORDER:
        slot, c_id = enc.unslot_card(enc.TEAM, action)
        return f"Assemble {cards[c_id].label()} at {enc.slot_name(slot)}"
    value = action - enc.REORDER
    pos = base + value // 10
    return f"Put {cards[s.stacks[pos][value % 10]].label()} on top of {s.who(pos)}"
