"""What one seat may see (MTCG-PP-01: Power Points stay hidden from everyone;
hands and deck order are private; Squads are face down until revealed)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.describe import rules_in_force, weak_point_note
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
    asking = s.waiting or (s.steps[-1] if s.steps else None)
    step = asking[0] if asking else "end-turn"
    name_of = {uid: s.top(pos).name for pos, uid in enumerate(s.uid) if uid}
    return {
        "game": s.game.info.full_id,
        "demo_cards": s.game.pool.demo,
        "turn": s.turn,
        "last_turn": last_turn(s),
        "phase": "Game over" if s.winner >= 0 else PHASE_NAMES.get(str(step), str(step)),
        "active_player": s.active,
        "first_player": s.first,
        "first_player_reveal": list(s.first_reveal),  # the cards went back to the decks
        "scores": list(s.score),
        "winner": s.winner if s.winner in (0, 1) else None,
        "draw": s.winner == 2,
        "win_reason": s.win_reason or None,
        "players": [_player(s, owner, seat) for owner in (0, 1)],
        "effects": [
            {"ability": e[0], "owner": e[1], "source": name_of.get(e[2]), "amount": e[3]}
            for e in s.effects
        ],
        "challenges": [_challenge(s, c) for c in s.challenges],
        "boosts": {"attack": s.att_bonus, "defense": s.def_bonus},
        "rules": rules_in_force(s),
    }


def _challenge(s: MissionArenaState, c: tuple[int, int, int, int, bool]) -> dict[str, Any]:
    """A declared Challenge as a player reads it: who, against whom, with the Skills,
    whether the target is the challenger's Nemesis and what a Weak Point adds."""
    challenger, partner, kind, target, resolved = c
    cpos, ppos, tpos = s.find_uid(challenger), s.find_uid(partner), s.find_uid(target)
    lead = s.top(cpos) if cpos >= 0 else None
    entry: dict[str, Any] = {
        "challenger": lead.name if lead else None,
        "challenger_id": lead.key if lead else None,
        "challenger_skill": lead.skill if lead else None,
        "partner": s.top(ppos).name if ppos >= 0 else None,
        "target": None,
        "target_id": None,
        "target_skill": None,
        "nemesis": False,
        "weak_point": "",
        "resolved": resolved,
    }
    if kind == 2:  # Attack Mission: the opponent's first Mission
        missions = s.missions[1 - s.active]
        entry["target"] = "first Mission"
        if missions and lead is not None:
            mission = s.cards[missions[0]]
            entry.update(target_id=mission.key, target_skill=mission.skill)
            note = weak_point_note(s, lead, mission)
            entry["weak_point"] = note if s.game.params["weak_points"] == "B" else ""
        return entry
    if tpos >= 0:
        card = s.top(tpos)
        entry.update(target=card.name, target_id=card.key, target_skill=card.skill)
        if lead is not None:
            entry["nemesis"] = lead.nemesis == card.name  # defeating it wins (MTCG-WIN-05)
            entry["weak_point"] = weak_point_note(s, lead, card)
    return entry
