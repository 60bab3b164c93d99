"""The Core Set Justice aspect cards (01058-01065)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import (
    card,
    choose_enemy,
    choose_scheme,
    damage,
    do,
    exhaust_self,
    remove_counter,
    remove_threat,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import HERO, MENTAL
from rulebound.games.marvel_champions.ops import paid_with
from rulebound.games.marvel_champions.rules import any_thwartable, side_schemes
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def scheme_with_threat(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any_thwartable(s)


def scheme_to_thwart(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """A scheme this player may thwart (Patrol and crisis considered)."""
    return any_thwartable(s, seat, True)


def this_thwarted(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("src") == uid


def you_defeated_it(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """ "After you defeat a minion": the identity did it (MC-YOU-07)."""
    return ev.get("seat") == seat and any_thwartable(s)


def threat_coming(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("amount", 0) > 0


card("01058").response(  # Daredevil
    "thwarted",
    choose_enemy(attack=False),
    damage(1),
    when=this_thwarted,
    text="deal 1 damage to an enemy",
)
card("01059").modifies(
    "thwart", lambda s, src, ch: len(side_schemes(s)) if ch == src else 0
)  # Jessica Jones
card("01060").checks_paid_types().action(  # For Justice!
    choose_scheme(),
    remove_threat(lambda s, f: 4 if paid_with(MENTAL)(s, f) else 3),
    form="hero",
    label="thwart",
    needs=scheme_to_thwart,
    text="remove 3 threat from a scheme (4 if paid with a mental resource)",
)
card("01061").interrupt(  # Great Responsibility
    "threat-would-be-placed",
    do("threat-as-damage"),
    form="hero",
    when=threat_coming,
    text="take that threat as damage instead",
)
card("01062").doubles_for("justice")  # The Power of Justice
card("01063").max_one_per("player").response(  # Interrogation Room
    "defeated-minion",
    choose_scheme(),
    remove_threat(1),
    cost=(exhaust_self(),),
    when=you_defeated_it,
    text="remove 1 threat from a scheme",
)
card("01064").uses(3).action(  # Surveillance Team
    choose_scheme(),
    remove_threat(1),
    cost=(exhaust_self(), remove_counter()),
    needs=scheme_with_threat,
    text="remove 1 threat from a scheme",
)
card("01065").any_player().max_one_per("player").modifies(  # Heroic Intuition
    "thwart",
    lambda s, src, ch: (
        1
        if ch == s.players[s.units[src].controller].identity
        and s.players[s.units[src].controller].form == HERO
        else 0
    ),
)


@step("threat-as-damage")
def run_threat_as_damage(s: McState, st: Step) -> Decision | None:
    """A replacement: the threat is not placed; the player takes it as damage."""
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    ev["replaced"] = True
    seat = frame["seat"]
    push_damage(s, s.players[seat].identity, ev["amount"], seat)
    return None
