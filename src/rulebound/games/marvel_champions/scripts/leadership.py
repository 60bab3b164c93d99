"""The Core Set Leadership aspect cards (01066-01074)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    choose_exhausted_ally,
    choose_option,
    choose_player,
    damage,
    do,
    draw,
    from_event,
    ready,
    remove_counter,
    this_enters,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import ENERGY
from rulebound.games.marvel_champions.rules import allies, ctype
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def a_minion_enters(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    minion = ev.get("card", -1)
    return minion >= 0 and ctype(s, minion) == "minion" and s.units[minion].in_play


def exhausted_ally(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any(s.units[a].exhausted for p in s.order() for a in allies(s, p))


def callable_allies(s: McState, seat: int, exclude: int = -1) -> list[int]:
    """Allies in any discard pile whose printed cost the seat can pay (Make the Call,
    ``exclude``: the Make the Call card itself, not a resource for this cost)."""
    from rulebound.games.marvel_champions.payment import payable, sources
    from rulebound.games.marvel_champions.turn import _unique_blocked

    out = []
    for seat_p in s.order():
        for u in s.players[seat_p].discard:
            c = s.card(u)
            if c.type != "ally" or _unique_blocked(s, u):
                continue
            cost = c.cost or 0
            if cost == 0 or payable(sources(s, seat, c.index, exclude), cost, [0, 0, 0, 0]):
                out.append(u)
    return out


def ally_to_call(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(callable_allies(s, seat, uid))


def inspired(stat_name: str) -> Any:
    return lambda s, src, ch: 1 if ch == s.units[src].host else 0


card("01066").uses(4).response(  # Hawkeye: 4 arrow counters
    "enters-play",
    from_event("target", "card"),
    damage(2),
    cost=(remove_counter(),),
    when=a_minion_enters,
    text="remove an arrow counter: deal 2 damage to that minion",
)
card("01067").response(  # Maria Hill
    "enters-play", draw(1, "each"), when=this_enters, text="each player draws 1 card"
)
card("01068").action(  # Vision
    choose_option("x", "+2 THW until the end of the phase", "+2 ATK until the end of the phase"),
    do("vision"),
    spend=(ENERGY, 1),
    limit=1,
    text="spend an energy resource: +2 THW or ATK",
)
card("01069").action(  # Get Ready
    choose_exhausted_ally(), ready(), needs=exhausted_ally, text="ready an ally"
)
card("01070").action(  # Lead from the Front
    choose_player(),
    do("lead-from-the-front"),
    form="hero",
    text="each character a player controls gets +1 THW and +1 ATK this phase",
)
card("01071").action(  # Make the Call
    do("make-the-call"),
    needs=ally_to_call,
    text="pay an ally's printed cost to put it into play from a discard pile",
)
card("01072").doubles_for("leadership")  # The Power of Leadership
card("01073").raises_ally_limit(1)  # The Triskelion
card("01074").attach("ally", max_per="host").modifies(
    "attack", inspired("attack")
).modifies(  # Inspired
    "thwart", inspired("thwart")
)


@step("vision")
def run_vision(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    power = ("thwart", "attack")[frame["x"]]
    s.effects.append((power, "unit", frame["src"], 2, "phase"))
    s.say(
        f"{s.tag(frame['src'])} gets +2 {power.upper()[:3]} until the end of the phase.",
        kind="card-played",
    )
    return None


@step("lead-from-the-front")
def run_lead(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["player"]
    # A lasting effect on the player's characters, new ones included (MC-LASTING-04).
    s.effects.append(("thwart", "player", seat, 1, "phase"))
    s.effects.append(("attack", "player", seat, 1, "phase"))
    s.say(
        f"{s.player_name(seat)}'s characters get +1 THW and +1 ATK until the end of the phase.",
        kind="card-played",
    )
    return None


@step("make-the-call")
def run_make_the_call(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    found = callable_allies(s, frame["seat"])
    if not found:
        frame["ok"] = False
        return None
    if len(found) == 1:
        answer_make_the_call(s, st, enc.uid(found[0]))
        return None
    return Decision(
        frame["seat"],
        "make-the-call",
        "Choose an ally in a discard pile.",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("make-the-call")
def answer_make_the_call(s: McState, st: Step, action: int) -> None:
    """Pay its printed cost (a Power card doubles for its aspect, MC-FAQ-CORE-19), then
    it is put into play under your control."""
    from rulebound.games.marvel_champions.payment import push_payment

    frame = s.frames[st[1]]
    uid = action - enc.UID
    frame["ally"] = uid
    owner = s.units[uid].owner
    s.players[owner].discard.remove(uid)
    s.push(("call-ally", st[1]))
    cost = s.card(uid).cost or 0
    if cost:
        push_payment(s, frame["seat"], s.units[uid].card, cost, (0, 0, 0, 0), st[1])


@step("call-ally")
def run_call_ally(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.turn import put_into_play

    frame = s.frames[st[1]]
    put_into_play(s, frame["seat"], frame["ally"])
    return None
