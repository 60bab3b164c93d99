"""A greedy heuristic policy for Marvel Mission Arena, reading only a seat's view.

It plays the obvious good move at each decision: strongest protagonists forward,
Power Points where an ability can be paid, Challenges that defeat (a Nemesis
above all), Super Hits always, Boosts only from a comfortable hand, Hit Points
at every Check Point. It beats random play clearly (see the README figures).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebound.games.mission_arena import encoding as enc

View = Mapping[str, Any]


def _strength(card: Mapping[str, Any]) -> int:
    return int(card["attack"]) + int(card["defense"]) + int(card["resistance"])


def _cards_by_id(view: View) -> dict[int, Mapping[str, Any]]:
    found: dict[int, Mapping[str, Any]] = {}
    for player in view["players"]:
        for zone in ("hand", "discard", "missions"):
            for card in player.get(zone) or ():
                found[card["index"]] = card
        for position in player["squads"]:
            if position.get("card"):
                found[position["card"]["index"]] = position["card"]
    return found


def _position(view: View, seat: int, slot: int) -> Mapping[str, Any]:
    return view["players"][seat]["squads"][slot]


def _pp(position: Mapping[str, Any]) -> int:
    points = position.get("power_points") or {}
    return int(points.get("ready", 0)) + int(points.get("engaged", 0))


def _challenge_score(attacker: Mapping[str, Any], target: Mapping[str, Any], pp: int) -> float:
    attack = attacker["attack"] + 100 * pp + 100  # a Boost and a Super Hit may follow
    score = 0.0
    if attack >= target["defense"] + target["resistance"]:
        score = 3.0
    elif attack >= target["defense"]:
        score = 1.5
    if score and attacker.get("nemesis") and attacker["nemesis"] == target["name"]:
        score += 10.0
    return score + target["attack"] / 1000.0


def greedy_policy(view: View, legal: list[int]) -> int:
    """Choose an action for the deciding seat from its view."""
    kind = view["decision"]["kind"]
    seat = view["seat"]
    cards = _cards_by_id(view)
    done_ok = enc.DONE in legal

    def best(score: Any) -> int:
        return max(legal, key=lambda a: (score(a), -a))

    if kind in ("deploy-active", "deploy-reserve"):
        return best(lambda a: _strength(cards[a - enc.CARD_BASE]))
    if kind == "fill-active":
        return best(
            lambda a: (
                _pp(_position(view, seat, enc.unpair(a)[1])) * 1000
                + _strength(_position(view, seat, enc.unpair(a)[0])["card"])
            )
        )
    if kind == "fill-from-hand":

        def fill(a: int) -> int:
            slot, card = enc.unslot_card(enc.SWAP_HAND, a)
            return _pp(_position(view, seat, slot)) * 10_000 + _strength(cards[card])

        return best(fill)
    if kind == "replacement-move":

        def gain(a: int) -> int:
            if a == enc.DONE:
                return 0
            i, j = enc.unpair(a)
            up = _position(view, seat, j).get("card")
            down = _position(view, seat, i).get("card")
            if up is None:
                return -1
            return up["attack"] - (down["attack"] if down else 0) - 50

        return best(gain)
    if kind == "assign-power-point":

        def want(a: int) -> float:
            position = _position(view, seat, a - enc.SLOT_BASE)
            card = position["card"]
            value = card["attack"] / 1000.0
            if a - enc.SLOT_BASE < 3:
                value += 1
            if card.get("ability"):
                value += 2 - 0.5 * position["power_points"]["ready"]
            return value

        return best(want)
    if kind in (
        "activate-ability",
        "power-bank-spend",
        "choose-group-partner",
        "choose-challenge",
        "super-hit-attack",
        "super-hit-defense",
        "new-mission-swap",
    ):
        choices = [a for a in legal if a != enc.DONE]
        if kind == "new-mission-swap":
            missions = view["players"][seat]["missions"]

            def swap(a: int) -> int:
                index, card = enc.unslot_card(enc.MISSION_SWAP, a)
                return int(cards[card]["mission_points"]) - int(missions[index]["mission_points"])

            return best(swap)
        return choices[0] if choices else legal[0]
    if kind == "declare-challenge":
        opponent = 1 - seat

        def value(a: int) -> float:
            if a == enc.DONE:
                return 0.5
            i, t = enc.unpair(a)
            mine = _position(view, seat, i)
            if t == enc.MISSION_TARGET:
                return (
                    _challenge_score(
                        mine["card"], view["players"][opponent]["missions"][0], _pp(mine)
                    )
                    - 0.5
                )
            return _challenge_score(mine["card"], _position(view, opponent, t)["card"], _pp(mine))

        return best(value)
    if kind == "switch":
        return enc.DONE
    if kind == "attack-boost-who":
        return best(
            lambda a: -1 if a == enc.DONE else _pp(_position(view, seat, a - enc.SLOT_BASE))
        )
    if kind in ("attack-boost", "defense-boost"):
        hand = view["players"][seat]["hand"] or []
        if len(hand) <= 3 and done_ok:
            return enc.DONE
        return best(lambda a: 1 if a == enc.DONE else -_strength(cards[a - enc.CARD_BASE]) / 1e4)
    if kind == "exhaust-discard":
        return enc.ENGAGED_PP
    if kind in ("recycle-card",):
        return best(lambda a: _strength(cards[a - enc.CARD_BASE]))
    if kind == "mission-replacement":
        return best(lambda a: -int(cards[a - enc.CARD_BASE]["mission_points"]))
    if kind == "check-point":

        def plan(a: int) -> int:
            if enc.HIT_POINT <= a < enc.TEAM:
                return 3
            if enc.TEAM <= a < enc.REORDER:
                return 2
            return 1 if a == enc.DONE else 0

        return best(plan)
    return legal[0]
