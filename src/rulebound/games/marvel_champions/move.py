"""Moving threat between schemes (MC-MOVE-01, -04): the op ``move-threat``; and placing
acceleration tokens on cards (``acceleration-token``), and moving counters (``move-counter``).

The threat moved off a scheme counts as removed from it (so none moves off a scheme
whose threat cannot be removed), and the threat moved onto a scheme counts as placed on
it: the "when threat would be placed" interrupts answer it (MC-MOVE-04). No threat moves
to the scheme it is on, nor without an origin and a destination in play (MC-MOVE-01).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.damage import push_place_threat, remove_threat
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def _scheme(s: McState, frame: dict, reg: str) -> int:
    return s.main if reg == "main" else int(frame.get(reg, -1))


@step("move-threat")
def run_move_threat(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import amount

    frame = s.frames[st[1]]
    origin, destination = _scheme(s, frame, st[2]), _scheme(s, frame, st[3])
    wanted = amount(s, frame, st[4])
    if origin < 0 or destination < 0 or origin == destination:
        frame["ok"] = False
        return None
    if not (s.units[origin].in_play and s.units[destination].in_play):
        frame["ok"] = False
        return None
    moved = remove_threat(s, origin, wanted)  # counts as removed
    if moved < wanted:
        frame["ok"] = False
    if moved:
        push_place_threat(s, destination, moved, frame["seat"])  # counts as placed
    return None


@step("acceleration-token")
def run_acceleration_token(s: McState, st: Step) -> Decision | None:
    """Place an acceleration token on the card in a register: on the main scheme, it
    joins the others; on another card it stays there, adding threat in step one of the
    villain phase like the others (MC-ACCELTOKEN-03) until that card leaves play, when
    it is removed from the game (MC-ACCELTOKEN-05, ``rules.leave_play``)."""
    frame = s.frames[st[1]]
    where = _scheme(s, frame, st[2]) if st[2] != "self" else int(frame["src"])
    if where < 0 or not s.units[where].in_play:
        frame["ok"] = False
        return None
    if where == s.main:
        s.accel += 1
    else:
        s.accel_on[where] = s.accel_on.get(where, 0) + 1
    s.say(f"An acceleration token is placed on {s.name(where)}.", kind="threat", ids=s.ids(where))
    return None


@step("move-counter")
def run_move_counter(s: McState, st: Step) -> Decision | None:
    """Move a counter from the card in a register to another card its player controls.
    It loses its former type and takes the one the new card gives its counters (its
    Uses), or is a plain all-purpose counter there (MC-COUNTER-04): counters are the
    card's own, so the new card spends it as one of its own."""
    from rulebound.games.marvel_champions import encoding as enc
    from rulebound.games.marvel_champions.rules import controlled

    frame = s.frames[st[1]]
    origin = int(frame["src"]) if st[2] == "self" else int(frame.get(st[2], -1))
    found = [u for u in controlled(s, frame["seat"]) if u != origin]
    if origin < 0 or s.units[origin].counters <= 0 or not found:
        frame["ok"] = False
        return None
    return Decision(
        frame["seat"],
        "move-counter",
        f"Move a counter from {s.tag(origin)} to which card?",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("move-counter")
def answer_move_counter(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions import encoding as enc

    frame = s.frames[st[1]]
    origin = int(frame["src"]) if st[2] == "self" else int(frame[st[2]])
    to = action - enc.UID
    s.units[origin].counters -= 1
    s.units[to].counters += 1
    s.say(
        f"A counter moves from {s.tag(origin)} to {s.tag(to)}.", kind="move", ids=s.ids(origin, to)
    )
