"""Captain Marvel's nemesis set: Yon-Rogg (01176-01179)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import card, do, place_threat
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import discard_from_hand
from rulebound.games.marvel_champions.scripts.rhino import per_hero
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def yon_rogg_attacked(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("enemy") == uid


card("01176").revealed(place_threat(per_hero(1), "self"))  # The Psyche-Magnitron (hazard)
card("01177").response(  # Yon-Rogg
    "after-attack",
    do("psyche-threat"),
    forced=True,
    when=yon_rogg_attacked,
    text="place 1 threat on The Psyche-Magnitron",
)
card("01178").revealed(place_threat(1)).boost(do("kree-boost"))  # Kree Manipulator (Surge)
card("01179").revealed(do("treason"))  # Yon-Rogg's Treason


@step("psyche-threat")
def run_psyche_threat(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    scheme = next((u for u in s.play if s.name(u) == "The Psyche-Magnitron"), -1)
    if scheme >= 0:
        push_place_threat(s, scheme, 1, s.frames[st[1]]["seat"])
    return None


@step("kree-boost")
def run_kree_boost(s: McState, st: Step) -> Decision | None:
    """Boost: if the villain is making an undefended attack, 1 threat on the main scheme."""
    from rulebound.games.marvel_champions.damage import push_place_threat

    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    if ev["kind"] == "attack" and ev["enemy"] == s.villain and ev["defender"] < 0:
        push_place_threat(s, s.main, 1, frame["seat"])
    return None


@step("treason")
def run_treason(s: McState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    p = s.players[seat]
    energy = [u for u in p.hand if s.card(u).resources["energy"]]
    for uid in energy:
        discard_from_hand(s, seat, uid)
    if not energy:
        s.push(("surge", st[1]))
    return None
