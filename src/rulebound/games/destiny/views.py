"""What one seat may see: everything public plus its own hand (SWD-HAND-04)."""

from __future__ import annotations

from typing import Any

from rulebound.games.destiny.model import HELD, IN_POOL, ON_CARD, OUT_OF_GAME, SET_ASIDE
from rulebound.games.destiny.rules import hand_size
from rulebound.games.destiny.state import DestinyState


def unit_view(s: DestinyState, uid: int) -> dict[str, Any]:
    unit = s.units[uid]
    card = s.cards[unit.card]
    body: dict[str, Any] = {
        "id": card.code,  # the card's description (State.describe)
        "uid": uid,
        "card": card.code,
        "name": card.title,
        "kind": unit.kind,
        "ready": unit.ready,
        "dice_on_card": sum(1 for d in s.dice if d.unit == uid and d.where == ON_CARD),
    }
    if unit.kind == "character":
        body.update(
            damage=unit.damage,
            health=card.health,
            shields=unit.shields,
            elite=unit.elite,
            upgrades=s.upgrades_on(uid),
        )
    if unit.host >= 0:
        body["attached_to"] = unit.host
    held = [s.die_name(d.id) for d in s.dice if d.holder == uid and d.where == HELD]
    if held:  # Prized Possession
        body["holding"] = held
    return body


def build_view(s: DestinyState, seat: int) -> dict[str, Any]:
    players = []
    for p in range(len(s.hand)):
        mine = p == seat
        players.append(
            {
                "name": s.player_name(p),
                "eliminated": s.out[p],  # SWD-MULTI-10
                "resources": s.resources[p],  # SWD-RESAREA-01
                "hand_size": hand_size(s, p),
                "hand_count": len(s.hand[p]),  # SWD-HAND-04
                "hand": [s.cards[c].name for c in s.hand[p]] if mine else None,
                "hand_ids": [s.cards[c].code for c in s.hand[p]] if mine else None,
                "deck_count": len(s.deck[p]),  # SWD-DECK-03
                "discard": [s.cards[c].name for c in s.discard[p]],  # SWD-DPILE-02
                "discard_ids": [s.cards[c].code for c in s.discard[p]],
                # Hyperspace Jump, Award Ceremony: out of the game, face up (our reading)
                "set_aside_cards": [s.cards[c].name for c in s.aside[p]],
                "in_play": [
                    unit_view(s, u.uid)
                    for u in s.units
                    if u.in_play and u.controller == p and u.kind != "battlefield"
                ],
                "pool": [
                    {
                        "id": f"die-{d.id}",
                        "die": d.id,
                        "card": s.cards[d.card].name,
                        "showing": d.face.label(),
                    }
                    for d in s.dice
                    if d.owner == p and d.where == IN_POOL
                ],
                # A die set aside comes back with its card; one out of the game never
                # does (SWD-DIELEAVE-01, SWD-DEFEAT-01): the view tells them apart.
                "set_aside_dice": sum(1 for d in s.dice if d.owner == p and d.where == SET_ASIDE),
                "out_of_game_dice": sum(
                    1 for d in s.dice if d.owner == p and d.where == OUT_OF_GAME
                ),
            }
        )
    bf = None
    if s.battlefield >= 0:
        unit = s.units[s.battlefield]
        bf = {
            "id": s.cards[unit.card].code,
            "name": s.cards[unit.card].title,
            "owner": unit.owner,
            "controller": unit.controller,
        }
    return {
        "round": s.round,
        "phase": s.phase,
        "turn": s.turn,
        "claimed_by": s.claimed,
        "seating": list(s.table),  # clockwise (SWD-MULTI-03)
        "battlefield": bf,
        "limbo": [s.cards[c].name for c in s.limbo],
        "players": players,
        "winner": s.winner,
        "win_reason": s.win_reason,
    }
