"""The observation encoding of Marvel Mission Arena, for learning agents.

Built from ``state.view(seat)`` only (see :mod:`rulebound.kernel.observation`);
``docs/agents.md`` lists the slices. Players are in seat order from the observer:
"me" is the observing seat, "foe" the other. Card names are hashed into buckets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.kernel.observation import (
    Layout,
    ObservationEncoding,
    Slice,
    decision_slices,
    encode_decision,
    scaled,
)

NAMES = 64
"""Hash buckets for a pile of card names."""

SQUAD = (
    "present, ATK/1000, DEF/1000, RES/1000, Mission Points/3, Hit Points/3, ready Power "
    "Points/3, engaged Power Points/3, answered Duty Call, ability used, cards in the stack/3"
)
SQUAD_SIZE = 11
STAT = 1000.0


def _player_slices(who: str) -> list[Slice]:
    return [
        Slice(
            f"{who}_counts",
            5,
            "score/10, deck size/56, hand size/10, Missions left/5, Super Hit used",
        ),
        Slice(f"{who}_hand", NAMES, "cards in hand by name (hashed; zero for the foe's hand)"),
        Slice(f"{who}_discard", NAMES, "cards in the discard pile by name (hashed)"),
        Slice(
            f"{who}_mission",
            5,
            "the active Mission: present, ATK, DEF, RES /1000, Mission Points/3",
        ),
        Slice(f"{who}_squads", 5 * SQUAD_SIZE, "Active 1-3 and Reserve 1-2, each: " + SQUAD),
        Slice(
            f"{who}_squad_names",
            5 * 16,
            "the protagonist at each position by name (hashed into 16 per position)",
        ),
    ]


def _card_stats(card: Any) -> list[float]:
    if not isinstance(card, Mapping):
        return [0.0] * 5
    return [
        1.0,
        scaled(card.get("attack"), STAT),
        scaled(card.get("defense"), STAT),
        scaled(card.get("resistance"), STAT),
        scaled(card.get("mission_points"), 3.0),
    ]


class MissionArenaObservation(ObservationEncoding):
    def __init__(self, action_ids: tuple[int, ...]) -> None:
        self.action_ids = action_ids
        self.layout = Layout(
            [
                Slice("turn", 3, "turn/last turn, my turn to be active, I was first player"),
                Slice("phase", 8, "the phase by name (hashed one-hot)"),
                Slice("boosts", 2, "the current Challenge's ATK and DEF boosts /1000"),
                Slice("challenges", 2, "Challenges declared/5 and resolved/5 this turn"),
                *_player_slices("me"),
                *_player_slices("foe"),
                *decision_slices(),
            ]
        )

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        lay = self.layout
        vec = lay.zeros()
        seat = int(view.get("seat", 0))
        last = view.get("last_turn") or 1
        lay.put(
            vec,
            "turn",
            [
                scaled(view.get("turn"), float(last)),
                1.0 if view.get("active_player") == seat else 0.0,
                1.0 if view.get("first_player") == seat else 0.0,
            ],
        )
        if view.get("phase"):
            lay.count_names(vec, "phase", [str(view["phase"])])
        boosts = view.get("boosts") or {}
        lay.put(
            vec, "boosts", [scaled(boosts.get("attack"), STAT), scaled(boosts.get("defense"), STAT)]
        )
        challenges = view.get("challenges") or []
        lay.put(
            vec,
            "challenges",
            [len(challenges) / 5.0, sum(1 for c in challenges if c.get("resolved")) / 5.0],
        )
        players = view.get("players") or []
        for who, p in (("me", seat), ("foe", 1 - seat)):
            if p < len(players):
                self._player(vec, who, players[p])
        encode_decision(lay, vec, view)
        return vec

    def _player(self, vec: list[float], who: str, p: Mapping[str, Any]) -> None:
        lay = self.layout
        lay.put(
            vec,
            f"{who}_counts",
            [
                scaled(p.get("score"), 10.0),
                scaled(p.get("deck_size"), 56.0),
                scaled(p.get("hand_size"), 10.0),
                len(p.get("missions") or []) / 5.0,
                scaled(p.get("super_hit_used"), 1.0),
            ],
        )
        hand = p.get("hand")
        if isinstance(hand, list):
            lay.count_names(vec, f"{who}_hand", [c["name"] for c in hand])
        lay.count_names(vec, f"{who}_discard", [c["name"] for c in p.get("discard") or []])
        lay.put(vec, f"{who}_mission", _card_stats(p.get("mission_active")))
        for k, squad in enumerate((p.get("squads") or [])[:5]):
            card = squad.get("card")
            if not isinstance(card, Mapping):
                continue
            points = squad.get("power_points") or {}
            values = [
                *_card_stats(card),
                scaled(squad.get("hit_points"), 3.0),
                scaled(points.get("ready"), 3.0),
                scaled(points.get("engaged"), 3.0),
                scaled(squad.get("duty_called"), 1.0),
                scaled(squad.get("ability_used"), 1.0),
                len(squad.get("stack") or []) / 3.0,
            ]
            lay.put(vec, f"{who}_squads", values, at=k * SQUAD_SIZE)
            lay.count_names(vec, f"{who}_squad_names", [card["name"]], at=k * 16, width=16)


def action_ids(cards: int, missions: int = 9) -> tuple[int, ...]:
    """Every action integer a play with a pool of ``cards`` cards may offer (see
    :mod:`.encoding`): a superset, since not every card can reach every range."""
    slots = range(len(enc.ALL_SLOTS))
    ids = {enc.DONE, enc.ENGAGED_PP, enc.READY_PP}
    ids.update(enc.SLOT_BASE + s for s in slots)
    ids.update(enc.pair(a, b) for a in slots for b in range(enc.MISSION_TARGET + 1))
    ids.update(range(enc.CHALLENGE_BASE, enc.CARD_BASE))
    ids.update(enc.CARD_BASE + c for c in range(cards))
    for base in (enc.SWAP_HAND, enc.HIT_POINT, enc.TEAM):
        ids.update(enc.slot_card(base, s, c) for s in slots for c in range(cards))
    ids.update(enc.REORDER + s * 10 + depth for s in slots for depth in range(10))
    ids.update(enc.slot_card(enc.MISSION_SWAP, m, c) for m in range(missions) for c in range(cards))
    return tuple(sorted(ids))


def observation_encoding(game: Any) -> MissionArenaObservation:
    return MissionArenaObservation(action_ids(len(game.pool)))
