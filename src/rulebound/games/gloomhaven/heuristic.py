"""A heuristic player for Gloomhaven scenarios, reading only a seat's view.

It plays like a cautious beginner: close in on the nearest monster and hit it,
prefer strong non-Lost halves, heal the most wounded ally, rest before running out
of cards, and take damage on its HP unless that would exhaust it. It exists to
give simulations a meaningful baseline, not to play well.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.classes import AbilityCard, Half, load_class
from rulebound.kernel.hexgrid import Hex, distance


@cache
def _cards(class_name: str) -> tuple[AbilityCard, ...]:
    return load_class(class_name.lower()).cards


def half_value(half: Half, enemies_near: bool, hurt: bool) -> float:
    """A rough worth of a half: attacks first, then moves, heals when hurt."""
    score = 0.0
    for action in half.actions:
        value = action.value if isinstance(action.value, int) else 2
        targets = int(action.get("target", 1)) + len(action.get("area", {}).get("hexes", ()))
        if action.kind == "attack":
            score += 3.0 * value * max(1, targets) * (1.0 if enemies_near else 0.6)
        elif action.kind == "move":
            score += (0.6 if enemies_near else 1.5) * value
        elif action.kind == "heal":
            score += 1.5 * value if hurt else 0.2
        elif action.kind in ("shield", "retaliate"):
            score += 2.0 * value
        elif action.kind == "summon":
            score += 6.0
        elif action.kind == "xp":
            score += 0.3 * value
        elif action.kind == "loot":
            score += 0.5
        elif action.kind == "condition":
            score += 1.0
    if half.lost:
        score -= 6.0
    return score


def heuristic_policy(view: Mapping[str, Any], legal: Sequence[int]) -> int:
    decision = view["decision"]
    kind = decision["kind"]
    seat = view["seat"]
    me = view["characters"][seat]
    options = list(legal)
    handler = HANDLERS.get(kind)
    if handler is not None:
        return handler(view, me, options)
    return options[0]


# --- helpers -----------------------------------------------------------------------------


def _hex(entry: Mapping[str, Any]) -> Hex:
    q, r = entry["hex"]
    return (int(q), int(r))


def _monsters(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return list(view["monsters"])


def _targets_for_move(view: Mapping[str, Any]) -> list[Hex]:
    """Where to head: the monsters, or the closed doors when none is in sight."""
    monsters = [_hex(m) for m in _monsters(view)]
    if monsters:
        return monsters
    return [(int(q), int(r)) for q, r in view["map"]["closed_doors"]]


def _nearest(h: Hex, goals: list[Hex]) -> int:
    return min((distance(h, g) for g in goals), default=0)


def _hex_of(action: int, view: Mapping[str, Any]) -> Hex:
    q, r = view["map"]["hexes"][action - enc.HEX]
    return (int(q), int(r))


def _card_name_index(me: Mapping[str, Any], action: int, base: int) -> AbilityCard:
    return _cards(me["class"])[action - base]


# --- per decision kind -------------------------------------------------------------------


def _plan(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    hand = [o for o in options if o >= enc.PLAN]
    if enc.LONG_REST in options and (
        not hand
        or (len(me["hand"]) <= 3 and len(me["discard"]) >= 2)
        or (me["hp"] <= me["max_hp"] // 3 and len(me["discard"]) >= 3)
    ):
        return enc.LONG_REST
    if not hand:
        return options[0]
    cards = _cards(me["class"])
    here = _hex(me) if me["hex"] else (0, 0)
    near = _nearest(here, [_hex(m) for m in _monsters(view)]) <= 3 if _monsters(view) else False
    hurt = me["hp"] < me["max_hp"]
    best, best_score = hand[0], -1e9
    for action in hand:
        lead, second = divmod(action - enc.PLAN, 100)
        a, b = cards[lead], cards[second]
        score = max(
            half_value(a.top, near, hurt) + half_value(b.bottom, near, hurt),
            half_value(b.top, near, hurt) + half_value(a.bottom, near, hurt),
        )
        score -= a.initiative / 100.0 * (1.0 if near else 0.2)
        if score > best_score:
            best, best_score = action, score
    return best


def _play_half(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    cards = _cards(me["class"])
    here = _hex(me)
    monsters = [_hex(m) for m in _monsters(view)]
    adjacent = any(distance(here, m) == 1 for m in monsters)
    near = _nearest(here, monsters) <= 3 if monsters else False
    hurt = me["hp"] < me["max_hp"]
    best, best_score = options[0], -1e9
    for action in options:
        card, code = divmod(action - enc.HALF, 4)
        if code == 2:
            score = 6.0 if adjacent else 0.5
        elif code == 3:
            score = 0.5 if adjacent else 3.0
        else:
            half = cards[card].top if code == 0 else cards[card].bottom
            score = half_value(half, near, hurt)
            moves = any(a.kind == "move" for a in half.actions)
            attacks = any(a.kind == "attack" for a in half.actions)
            ranged = any(a.kind == "attack" and a.get("range") for a in half.actions)
            if attacks and not moves and not adjacent and not (ranged and near):
                score -= 8.0  # nothing to hit yet: move first
            if moves and not adjacent:
                score += 2.0
        if score > best_score:
            best, best_score = action, score
    return best


def _move(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    here = _hex(me)
    goals = _targets_for_move(view)
    if enc.STOP in options and any(distance(here, g) == 1 for g in goals if view["monsters"]):
        return enc.STOP
    traps = {(int(q), int(r)) for q, r in view["map"]["traps"]}
    best, best_key = options[0], (10**6, 0)
    for action in options:
        h = here if action == enc.STOP else _hex_of(action, view)
        key = (_nearest(h, goals) + (3 if h in traps else 0), 0 if action == enc.STOP else 1)
        if key < best_key:
            best, best_key = action, key
    return best


def _attack_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if not picks:
        return next((o for o in options if o != enc.STOP), options[0])
    return min(picks, key=lambda o: (by_id[o - enc.FIGURE]["hp"], o))


def _area(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    labels = dict(view["decision"].get("options", []))
    picks = [o for o in options if o != enc.STOP]
    return max(picks, key=lambda o: (labels.get(o, "").count(",") + 1, -o))


def _suffer(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    prompt = view["decision"].get("prompt", "")
    amount = int(prompt.split("would suffer ")[1].split(" ")[0]) if "would suffer" in prompt else 1
    if me["hp"] - amount > 0 or len(options) == 1:
        return enc.TAKE_DAMAGE
    discards = [o for o in options if enc.CARD_B <= o < enc.HALF]
    if discards:
        return discards[0]
    hand = [o for o in options if enc.CARD <= o < enc.CARD_B]
    return hand[0] if hand else enc.TAKE_DAMAGE


def _heal(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    ids = {c["id"]: c for c in view["characters"]}
    ids.update({s["id"]: s for s in view["summons"]})
    picks = [o for o in options if o - enc.FIGURE in ids]
    if not picks:
        return options[-1]
    return max(picks, key=lambda o: ids[o - enc.FIGURE]["max_hp"] - ids[o - enc.FIGURE]["hp"])


def _lose_least(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    cards = _cards(me["class"])

    def worth(o: int) -> float:
        card = cards[o - enc.CARD]
        return half_value(card.top, True, False) + half_value(card.bottom, True, False)

    picks = [o for o in options if enc.CARD <= o < enc.CARD_B]
    return min(picks, key=worth) if picks else options[0]


def _yes(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    picks = [o for o in options if o != enc.STOP]
    return picks[0] if picks else options[0]


def _short_rest(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return enc.YES if len(me["hand"]) <= 2 else enc.STOP


def _no(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return enc.STOP if enc.STOP in options else options[0]


HANDLERS = {
    "plan": _plan,
    "play-half": _play_half,
    "move": _move,
    "jump": _move,
    "attack-target": _attack_target,
    "attack-area": _area,
    "suffer-damage": _suffer,
    "heal-target": _heal,
    "leave-out-card": _lose_least,
    "long-rest-lose": _lose_least,
    "consume": _yes,
    "recover": _yes,
    "summon-hex": _yes,
    "trap-hex": _yes,
    "effect-target": _yes,
    "control-enemy": _yes,
    "short-rest": _short_rest,
    "short-rest-reroll": _no,
}
