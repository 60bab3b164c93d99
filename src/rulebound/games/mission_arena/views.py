"""What one seat may see (MTCG-PP-01: Power Points stay hidden from everyone;
hands and deck order are private; Squads are face down until revealed)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.phases import last_turn
from rulebound.games.mission_arena.state import PHASE_NAMES

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState


def _position(s: MissionArenaState, pos: int, seat: int) -> dict[str, Any]:
    owner = pos // 5
    view: dict[str, Any] = {"position": enc.slot_name(pos % 5)}
    stack = s.stacks[pos]
    if not s.revealed and owner != seat:
        view["face_down"] = bool(stack)
        return view
    view["power_points"] = {"ready": len(s.ready[pos]), "engaged": len(s.engaged[pos])}
    if not stack:
        view["card"] = None
        return view
    view["card"] = s.cards[stack[-1]].to_view()
    view["stack"] = [s.cards[c].label() for c in stack]
    view["hit_points"] = len(stack)
    view["duty_called"] = s.uid[pos] in s.duty
    view["ability_used"] = s.sa_turn[pos] == s.turn
    return view


def _player(s: MissionArenaState, owner: int, seat: int) -> dict[str, Any]:
    active = s.mission_active[owner]
    return {
        "seat": owner,
        "name": s.player_name(owner),
        "score": s.score[owner],
        "deck_size": len(s.deck[owner]),
        "hand_size": len(s.hand[owner]),
        "hand": [s.cards[c].to_view() for c in s.hand[owner]] if owner == seat else None,
        "discard": [s.cards[c].to_view() for c in s.discard[owner]],
        "missions": [s.cards[c].to_view() for c in s.missions[owner]],
        "mission_active": s.cards[active].to_view() if active >= 0 else None,
        "squads": [_position(s, pos, seat) for pos in range(owner * 5, owner * 5 + 5)],
        "super_hit_used": s.super_used[owner] == s.turn,
    }


def build_view(s: MissionArenaState, seat: int) -> dict[str, Any]:
    step = s.steps[-1][0] if s.steps else "end-turn"
    name_of = {uid: s.top(pos).name for pos, uid in enumerate(s.uid) if uid}
    return {
        "game": s.game.info.full_id,
        "demo_cards": s.game.pool.demo,
        "turn": s.turn,
        "last_turn": last_turn(s),
        "phase": "Game over" if s.winner >= 0 else PHASE_NAMES.get(str(step), str(step)),
        "active_player": s.active,
        "first_player": s.first,
        "scores": list(s.score),
        "winner": s.winner if s.winner in (0, 1) else None,
        "draw": s.winner == 2,
        "win_reason": s.win_reason or None,
        "players": [_player(s, owner, seat) for owner in (0, 1)],
        "effects": [
            {"ability": e[0], "owner": e[1], "source": name_of.get(e[2]), "amount": e[3]}
            for e in s.effects
        ],
        "challenges": [
            {
                "challenger": name_of.get(c[0]),
                "partner": name_of.get(c[1]),
                "target": "first Mission" if c[2] == 2 else name_of.get(c[3]),
                "resolved": c[4],
            }
            for c in s.challenges
        ],
    }
