"""Action integers of Marvel Mission Arena.

An action's meaning depends on the pending decision's kind, but each range is
fixed, so the same choice always has the same integer (stable across clones,
replays and machines). Slots are numbered per player: 0-2 are the Active Squad
positions, 3-4 the Reserve Squad positions (MTCG-ZONE-01).
"""

from __future__ import annotations

DONE = 0  # stop, pass, no, end the step
ENGAGED_PP = 2  # exhausted: discard an engaged Power Point
READY_PP = 3  # exhausted: discard an unengaged Power Point

SLOT_BASE = 10  # 10 + slot: a protagonist position
PAIR_BASE = 20  # 20 + from*10 + to: a move between two positions (to 5 = the top Mission)
CHALLENGE_BASE = 100  # 100 + index: a declared Challenge
CARD_BASE = 200  # 200 + card id: a card (from a hand, a discard pile)
SWAP_HAND = 2000  # 2000 + slot*1000 + card id: Check Point swap / fill a slot from hand
HIT_POINT = 12000  # 12000 + slot*1000 + card id: assign a Hit Point
TEAM = 20000  # 20000 + slot*1000 + card id: assemble a Team, placing it at slot
REORDER = 30000  # 30000 + slot*10 + depth: put the card at depth on top
MISSION_SWAP = 31000  # 31000 + mission index*1000 + card id: New Mission
NUM_ACTIONS = 40000

MISSION_TARGET = 5  # "to" value of PAIR_BASE meaning the opponent's first Mission

ACTIVE_SLOTS = (0, 1, 2)
RESERVE_SLOTS = (3, 4)
ALL_SLOTS = (0, 1, 2, 3, 4)


def slot_name(slot: int) -> str:
    return f"Active {slot + 1}" if slot < 3 else f"Reserve {slot - 2}"


def pair(a: int, b: int) -> int:
    return PAIR_BASE + a * 10 + b


def unpair(action: int) -> tuple[int, int]:
    value = action - PAIR_BASE
    return value // 10, value % 10


def slot_card(base: int, slot: int, card: int) -> int:
    return base + slot * 1000 + card


def unslot_card(base: int, action: int) -> tuple[int, int]:
    value = action - base
    return value // 1000, value % 1000
