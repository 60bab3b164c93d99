"""A Destiny heuristic bot: one-step rules of thumb, reading only the seat's view.

It resolves damage first (at the opponent's weakest character), then resources,
shields and focus; plays upgrades and supports that bring dice; activates its
characters; claims the battlefield once its dice are spent; passes last. Target
choices read the prompt ("Choose a character to deal damage to") and the units
and dice the view shows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rulebound.games.destiny import encoding as enc

OWNER = re.compile(r"\(P(\d)\)")
SHOWING = re.compile(r"showing (\+?)(\d*) ?(\w+)")


def _units(view: Mapping[str, Any]) -> dict[int, dict[str, Any]]:
    found = {}
    for p, player in enumerate(view["players"]):
        for unit in player["in_play"]:
            found[unit["uid"]] = dict(unit, seat=p)
    return found


def _dice(view: Mapping[str, Any]) -> dict[int, int]:
    """Each die in a pool, to the seat whose pool it is in."""
    return {d["die"]: p for p, player in enumerate(view["players"]) for d in player["pool"]}


def _remaining(unit: Mapping[str, Any]) -> int:
    return int(unit.get("health", 0)) - int(unit.get("damage", 0)) + int(unit.get("shields", 0))


def _face(label: str) -> tuple[bool, int, str]:
    match = SHOWING.search(label)
    if not match:
        return False, 0, "blank"
    return match.group(1) == "+", int(match.group(2) or 0), match.group(3)


def _main_action(view: Mapping[str, Any], seat: int, options: dict[int, str]) -> int:
    me = view["players"][seat]
    foes = [
        u
        for p, player in enumerate(view["players"])
        if p != seat
        for u in player["in_play"]
        if u["kind"] == "character"
    ]

    totals: dict[str, int] = {}  # the value showing in my pool, per symbol
    for d in me["pool"]:
        _, value, symbol = _face(f"showing {d['showing']}")
        totals[symbol] = totals.get(symbol, 0) + value

    def score(action: int, label: str) -> float:
        if action == enc.PASS:
            return 0.0
        if enc.RESOLVE <= action < enc.REROLL:
            symbol = enc.symbol_of(action)
            total = totals.get(symbol, 0)
            weights = {"melee": 10, "ranged": 10, "indirect": 8, "special": 9, "resource": 5}
            weights.update({"disrupt": 3, "discard": 4, "shield": 4, "focus": 2})
            return 20 + weights.get(symbol, 1) * max(total, 1) if foes else 1
        if enc.CARD <= action < enc.UNIT:
            return 30 if "cost 0" not in label else 25
        if enc.UNIT <= action < enc.DIE:
            return 40
        if action == enc.CLAIM:
            return 15 if not me["pool"] else 2
        if action >= enc.CARD_ACTION:
            return 12
        if action == enc.REROLL:
            blanks = sum(1 for d in me["pool"] if d["showing"] == "blank")
            return 8 if blanks >= 2 else -1
        return 1

    return max(options, key=lambda a: (score(a, options[a]), -a))


def greedy_policy(view: Mapping[str, Any], legal: list[int]) -> int:
    decision = view["decision"]
    kind = decision["kind"]
    prompt = decision.get("prompt", "")
    seat = int(view["seat"])
    options = {int(a): str(label) for a, label in decision["options"]}
    units = _units(view)
    dice = _dice(view)

    def pick(key: Any) -> int:
        return max(options, key=lambda a: (key(a, options[a]), -a))

    def unit_of(action: int) -> dict[str, Any]:
        return units.get(action - enc.UNIT, {}) if enc.UNIT <= action < enc.DIE else {}

    def my_die(action: int, label: str) -> bool:
        if enc.DIE <= action < enc.SIDE and action - enc.DIE in dice:
            return dice[action - enc.DIE] == seat
        match = OWNER.search(label)  # a die on a card is not in the view's pools
        return match is not None and int(match.group(1)) == seat + 1

    if kind in ("action", "extra-action"):
        return _main_action(view, seat, options)
    if kind in ("mulligan", "upkeep-discard", "upgrade-replace", "focus-die", "guardian"):
        if kind == "focus-die":
            return pick(lambda a, lab: (a != enc.DONE) * (10 - _face(lab)[1]))
        return enc.DONE if enc.DONE in options else legal[0]
    if kind in ("symbol-target", "choose-character", "distribute-damage", "assign-indirect"):
        helpful = "shield" in prompt
        harmful = not helpful and kind in ("symbol-target", "choose-character")

        def target(a: int, lab: str) -> float:
            unit = unit_of(a)
            mine = unit.get("seat", -1) == seat
            rest = _remaining(unit)
            if harmful:
                return (0 if mine else 100) - rest
            if helpful:
                return (100 if mine else 0) - unit.get("shields", 0) * 10 + unit.get("damage", 0)
            return rest  # damage I must take: the sturdiest of mine

        return pick(target)
    if kind in ("resolve-die", "add-modifier", "reroll-dice", "pick-dice"):
        if kind == "pick-dice" and "reroll" not in prompt:
            return pick(lambda a, lab: (a != enc.DONE) * (1 + _face(lab)[1]))
        if kind in ("reroll-dice", "pick-dice"):

            def reroll_value(a: int, lab: str) -> float:
                if a == enc.DONE:
                    return 0.5
                mine = my_die(a, lab)
                value = _face(lab)[1]
                return (3 - value) if mine else value

            return pick(reroll_value)
        return pick(lambda a, lab: (a != enc.DONE) * (1 + _face(lab)[1]))
    if kind == "choose-die":

        def die_value(a: int, lab: str) -> float:
            if a == enc.NO:
                return 0
            mine = my_die(a, lab)
            value = _face(lab)[1]
            if "remove" in prompt:
                return (0 if mine else 10) + value
            return (10 if mine else 0) - value

        return pick(die_value)
    if kind == "turn-die":
        weights = {"melee": 3, "ranged": 3, "resource": 2, "shield": 1}

        def side_value(a: int, lab: str) -> float:
            modifier, value, symbol = _face("showing " + lab.split(": ", 1)[-1])
            return weights.get(symbol, 0) * 10 + value - 5 * modifier

        return pick(side_value)
    if kind in ("may", "reduce-cost", "redeploy"):
        return max(legal)
    if kind == "choose-battlefield":
        return enc.option(0)
    if kind == "choose-either":
        return enc.option(1) if not view["players"][seat]["pool"] else enc.option(0)
    if kind == "comlink":
        return enc.option(1)
    if kind == "upgrade-host":
        return pick(lambda a, lab: _remaining(unit_of(a)))
    return legal[0]
