"""Iron Man's nemesis set: Whiplash (01171-01174)."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, do, place_threat
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import controlled, ctype, leave_play
from rulebound.games.marvel_champions.scripts.iron_man import discard_top
from rulebound.games.marvel_champions.scripts.rhino import per_hero
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01171").revealed(place_threat(per_hero(1), "self"))  # Imminent Overload (acceleration)
card("01172").plain()  # Whiplash (Retaliate 1)
card("01173").revealed(do("electric-whip")).boost(do("whip-boost"))  # Electric Whip Attack
card("01174").revealed(do("electromagnetic-backlash"))  # Electromagnetic Backlash


def _upgrades(s: McState, seat: int) -> list[int]:
    return [u for u in controlled(s, seat) if ctype(s, u) == "upgrade"]


@step("electric-whip")
def run_electric_whip(s: McState, st: Step) -> Decision | None:
    """1 damage to your hero per upgrade you control, or discard an upgrade you control
    (with no upgrade, the damage option is the only one, and it deals none)."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    ups = _upgrades(s, seat)
    if not ups:
        return None
    n = len(ups)
    s.texts = (f"take {n} damage" if n > 1 else "take 1 damage", "discard an upgrade")
    return Decision(
        seat,
        "electric-whip",
        "Electric Whip Attack: damage for each upgrade, or discard one?",
        (enc.option(0), enc.option(1)),
    )


@answer("electric-whip")
def answer_electric_whip(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    seat = frame["seat"]
    if action == enc.option(0):
        push_damage(s, s.players[seat].identity, len(_upgrades(s, seat)), seat)
    else:
        s.push(("discard-upgrade", st[1]))


@step("discard-upgrade")
def run_discard_upgrade(s: McState, st: Step) -> Decision | None:
    ups = _upgrades(s, s.frames[st[1]]["seat"])
    if len(ups) <= 1:
        for u in ups:
            s.say(f"{s.tag(u)} is discarded.", kind="discard")
            leave_play(s, u)
        return None
    return Decision(
        s.frames[st[1]]["seat"],
        "discard-card",
        "Choose an upgrade you control to discard.",
        tuple(sorted(enc.uid(u) for u in ups)),
    )


@answer("discard-upgrade")
def answer_discard_upgrade(s: McState, st: Step, action: int) -> None:
    s.say(f"{s.tag(action - enc.UID)} is discarded.", kind="discard")
    leave_play(s, action - enc.UID)


@step("whip-boost")
def run_whip_boost(s: McState, st: Step) -> Decision | None:
    """Boost: if the villain's attack is undefended, discard an upgrade you control. The
    defenders are declared before the boost cards are flipped, so this is known."""
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    if ev.get("kind") == "attack" and ev["enemy"] == s.villain and ev["defender"] < 0:
        s.push(("discard-upgrade", st[1]))
    return None


@step("electromagnetic-backlash")
def run_electromagnetic_backlash(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage

    hits = []
    for seat in s.order():
        energy = discard_top(s, seat, 5)
        if energy:
            hits.append((seat, energy))
    for seat, energy in reversed(hits):
        push_damage(s, s.players[seat].identity, energy, seat)
    return None
