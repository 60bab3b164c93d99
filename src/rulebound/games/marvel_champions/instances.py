"""Instances of damage and threat removal, and the constant increases that modify them.

An ability labeled attack (thwart) is one attack (thwart) however many instances of
damage (threat removal) it has (MC-ATTACK-05, MC-THWART-05); "Make the following X
attacks in order" (:func:`.dsl.separate_attacks`) makes each instance a separate
attack (MC-ATTACK-07); an attack dealing damage to several enemies has attacked each
of them (MC-ATTACK-10, :func:`.dsl.damage_each_enemy`).

A card may increase, while in play, what its controller's abilities deal
(:meth:`.dsl.CardBuilder.increases`):

* ``"attack ability"``: each instance of damage of an attack ability, except those
  with the word "additional" (MC-ATTACK-06), events included (MC-EX-46);
* ``"an attack"``: the damage of one attack: every instance of a single attack, but
  only the first attack of a multi-attack ability (MC-ATTACK-08, MC-EVENT-09);
* ``"thwart ability"``: each instance of threat removed by a thwart ability, except
  "additional" ones (MC-THWART-06);
* ``"event"``: each instance of damage dealt or threat removed by an event
  (MC-EVENT-08).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import damage_immune, enemies
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

INCREASES = ("attack ability", "an attack", "thwart ability", "event")


def new_attack(s: McState, frame: dict[str, Any], target: int) -> bool:
    """Does this instance of damage begin an attack on ``target`` (its "after you
    attack" responses and Retaliate)? Once per target in one attack; every instance
    with "make the following attacks"."""
    frame["attack_no"] = frame.get("attack_no", 0) + bool(frame.get("separate"))
    if frame.get("separate"):
        return True
    done = frame.get("attacked", ())
    if target in done:
        return False
    frame["attacked"] = (*done, target)
    return True


def increase(s: McState, fid: int, kind: str, additional: bool) -> int:
    """The constant increase to one instance of damage (``kind="damage"``) or threat
    removal (``"threat"``) of the ability resolving in frame ``fid``."""
    cards = s.game.increase_cards
    if not cards:
        return 0
    from rulebound.games.marvel_champions.timing import ability_of

    frame = s.frames[fid]
    label = ability_of(s, fid).label if "k" in frame else ""
    labels = label.split("/")
    event = bool(frame.get("hand"))
    seat = frame["seat"]
    total = 0
    for u in s.play:
        unit = s.units[u]
        if unit.card not in cards or unit.controller != seat:
            continue
        for what, by in s.game.scripts[unit.card].extra["increases"]:
            if what == "event":
                total += by if event else 0
            elif additional:
                continue
            elif kind == "damage" and what == "attack ability" and "attack" in labels:
                total += by
            elif kind == "damage" and what == "an attack" and "attack" in labels:
                total += by if frame.get("attack_no", 0) <= 1 else 0
            elif kind == "threat" and what == "thwart ability" and "thwart" in labels:
                total += by
    return total


@step("separate-attacks")
def run_separate_attacks(s: McState, st: Step) -> Decision | None:
    s.frames[st[1]]["separate"] = True
    return None


@step("each-enemy-damage")
def run_each_enemy_damage(s: McState, st: Step) -> Decision | None:
    """One instance of damage to each enemy (that the source can damage), each its own
    target: an attack has attacked each of them (MC-ATTACK-10)."""
    src = s.frames[st[1]]["src"]
    for u in reversed(enemies(s)):
        if not damage_immune(s, u, src):
            s.push(("set-register", st[1], "each", u), ("damage", st[1], "each", *st[2:]))
    return None


@step("set-register")
def run_set_register(s: McState, st: Step) -> Decision | None:
    s.frames[st[1]][st[2]] = st[3]
    return None
