"""The Under Attack modular set (01151-01154)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, discard_self, do, exhaust
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import ENERGY, HERO, PHYSICAL
from rulebound.games.marvel_champions.rules import friendly_characters, give_status
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

TWO_THREAT, THREE_DAMAGE = 0, 1


def villain_took_damage(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("target") == s.units[uid].host


card("01151").revealed(do("under-attack", 0))  # Under Attack (crisis)
card("01152").response(  # Vibranium Armor
    "took-damage",
    do("host-tough"),
    forced=True,
    when=villain_took_damage,
    text="the villain gets a tough status card",
).action(
    discard_self(),
    cost=(exhaust("identity"),),
    form="hero",
    spend=(PHYSICAL, 2),
    text="exhaust your hero and spend 2 physical resources: discard Vibranium Armor",
)
card("01153").gives_host("Retaliate 1").action(  # Concussion Blasters
    discard_self(),
    cost=(exhaust("identity"),),
    form="hero",
    spend=(ENERGY, 2),
    text="exhaust your hero and spend 2 energy resources: discard Concussion Blasters",
)
card("01154").revealed(do("damage-each-friendly", "all")).boost(  # Concussive Blast
    do("damage-each-friendly", "yours")
)


@step("under-attack")
def run_under_attack(s: McState, st: Step) -> Decision | None:
    """Each player, in player order, puts 2 threat on Under Attack or deals 3 damage
    to their hero (a player in alter-ego form has no hero: only the threat)."""
    order = s.order()
    i = st[2]
    if i >= len(order) or s.result:
        return None
    seat = order[i]
    if s.players[seat].form != HERO:
        _resolve(s, st, seat, TWO_THREAT)
        return None
    s.texts = ("put 2 threat on Under Attack", "deal 3 damage to your hero")
    return Decision(
        seat,
        "under-attack",
        "Under Attack: 2 threat on the scheme, or 3 damage to your hero?",
        (enc.option(TWO_THREAT), enc.option(THREE_DAMAGE)),
    )


@answer("under-attack")
def answer_under_attack(s: McState, st: Step, action: int) -> None:
    _resolve(s, st, s.order()[st[2]], action - enc.OPTION)


def _resolve(s: McState, st: Step, seat: int, choice: int) -> None:
    from rulebound.games.marvel_champions.damage import push_damage, push_place_threat

    s.push(("under-attack", st[1], st[2] + 1))
    scheme = s.frames[st[1]]["src"]
    if choice == THREE_DAMAGE:
        s.say(f"{s.player_name(seat)} takes 3 damage for Under Attack.", kind="damage")
        push_damage(s, s.players[seat].identity, 3, seat)
    elif s.units[scheme].in_play:
        push_place_threat(s, scheme, 2, seat)


@step("host-tough")
def run_host_tough(s: McState, st: Step) -> Decision | None:
    host = s.units[s.frames[st[1]]["src"]].host
    if host >= 0:
        give_status(s, host, "tough")
    return None


@step("damage-each-friendly")
def run_damage_each_friendly(s: McState, st: Step) -> Decision | None:
    """1 damage to each friendly character (``all``), or to each character the
    resolving player controls (``yours``, the boost: the attacked player)."""
    from rulebound.games.marvel_champions.damage import push_damage

    seat = s.frames[st[1]]["seat"]
    targets = friendly_characters(s, seat if st[2] == "yours" else None)
    for c in reversed(targets):
        push_damage(s, c, 1, seat)
    return None
