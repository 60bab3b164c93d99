"""Moving threat between schemes (MC-MOVE-01, -04): the op ``move-threat``.

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
