"""Moving threat between schemes (MC-MOVE-01, -04): the op ``move-threat``; and placing
acceleration tokens on cards (``acceleration-token``).

The threat moved off a scheme counts as removed from it (so none moves off a scheme
whose threat cannot be removed), and the threat moved onto a scheme counts as placed on
it: the "when threat would be placed" interrupts answer it (MC-MOVE-04). No threat moves
to the scheme it is on, nor without an origin and a destination in play (MC-MOVE-01).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.damage import push_place_threat, remove_threat
from rulebound.games.marvel_champions.machine import step
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
