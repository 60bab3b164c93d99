"""She-Hulk's nemesis set: Titania (01161-01164)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import card, do, gain_surge, if_, place_threat
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import heal, minions, remaining_hp
from rulebound.games.marvel_champions.scripts.rhino import per_hero
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def titania_atk(s: McState, src: int, char: int) -> int:
    """Titania's ATK is X, her remaining hit points (printed ATK 0)."""
    return remaining_hp(s, src) if char == src else 0


def enhanced(s: McState, src: int, char: int) -> int:
    return 3 if char == s.units[src].host else 0


def no_minion(s: McState, frame: dict[str, Any]) -> bool:
    return not minions(s)


card("01161").revealed(place_threat(per_hero(1), "self"))  # Personal Challenge
card("01162").modifies("attack", titania_atk)  # Titania
card("01163").attach("biggest-minion").modifies("health", enhanced).revealed(
    if_(no_minion, gain_surge())  # Genetically Enhanced
)
card("01164").revealed(do("titanias-fury")).boost(do("extra-boost"))  # Titania's Fury


@step("titanias-fury")
def run_titanias_fury(s: McState, st: Step) -> Decision | None:
    """Titania attacks your hero; if she did not attack (not in play, stunned, you are
    in alter-ego form), she heals all her damage and this card gains surge."""
    from rulebound.games.marvel_champions.combat import push_activation

    frame = s.frames[st[1]]
    seat = frame["seat"]
    titania = next((u for u in s.play if s.name(u) == "Titania"), -1)
    if titania < 0 or s.players[seat].form != HERO:
        s.push(("fury-missed", st[1], titania))
        return None
    fid = push_activation(s, titania, seat, "attack")
    done = s.steps.index(("activation-done", fid))
    s.steps.insert(done + 1, ("fury-check", st[1], fid))  # runs just before it
    return None


@step("fury-check")
def run_fury_check(s: McState, st: Step) -> Decision | None:
    if not s.frames[st[2]].get("dealt"):  # the attack never reached its damage step
        s.push(("fury-missed", st[1], s.frames[st[2]]["enemy"]))
    return None


@step("fury-missed")
def run_fury_missed(s: McState, st: Step) -> Decision | None:
    titania = st[2]
    if titania >= 0 and s.units[titania].in_play:
        heal(s, titania, s.units[titania].damage)
    s.push(("surge", st[1]))
    return None


@step("extra-boost")
def run_extra_boost(s: McState, st: Step) -> Decision | None:
    """Boost: the attacking enemy is dealt 1 more boost card for this activation, which
    is then flipped with the others."""
    from rulebound.games.marvel_champions.rules import deal_encounter_top

    frame = s.frames[st[1]]
    enemy = s.frames[frame["ev"]]["enemy"]
    uid = deal_encounter_top(s)
    if uid >= 0:
        s.units[enemy].boosts = (*s.units[enemy].boosts, uid)
        if frame["src"] != enemy:  # the enemy's own forced ability said so already (Klaw)
            s.say(
                f"{s.tag(enemy)} is dealt one more boost card.",
                kind="status",
                ids=s.ids(enemy),
            )
    return None
