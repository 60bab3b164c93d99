"""Black Panther's nemesis set: Killmonger (01156-01159)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, do, tough
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import discard_encounter_top, give_status, minions
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01156").plain()  # Usurp the Throne (a hazard icon: a printed fact)
card("01157").no_damage_from("Black Panther")  # Killmonger
card("01158").revealed(do("herb")).boost(tough("villain"))  # Heart-Shaped Herb (Surge)
card("01159").revealed(do("ritual-combat"))  # Ritual Combat


@step("herb")
def run_herb(s: McState, st: Step) -> Decision | None:
    """The villain and each minion engaged with you get a tough status card."""
    seat = s.frames[st[1]]["seat"]
    for u in (s.villain, *minions(s, seat)):
        give_status(s, u, "tough")
    return None


@step("ritual-combat")
def run_ritual_combat(s: McState, st: Step) -> Decision | None:
    """Discard the top encounter card; then X (1 + its boost icons) damage to your hero
    or X threat on the main scheme, your choice. With no card to discard, the "then"
    part does not resolve (MC-THEN-01)."""
    frame = s.frames[st[1]]
    uid = discard_encounter_top(s)
    if uid < 0:
        return None
    s.say(f"{s.name(uid)} is discarded from the top of the encounter deck.", kind="reveal")
    x = 1 + s.card(uid).stats.get("boost", 0)
    s.texts = (f"your hero takes {x} damage", f"place {x} threat on the main scheme")
    frame["x"] = x
    return Decision(
        frame["seat"],
        "ritual-combat",
        f"Ritual Combat: {x} damage to your hero, or {x} threat on the main scheme?",
        (enc.option(0), enc.option(1)),
    )


@answer("ritual-combat")
def answer_ritual_combat(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.damage import push_damage, push_place_threat

    frame: dict[str, Any] = s.frames[st[1]]
    seat, x = frame["seat"], frame["x"]
    if action == enc.option(0):
        push_damage(s, s.players[seat].identity, x, seat)
    else:
        push_place_threat(s, s.main, x, seat)
