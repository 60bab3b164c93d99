"""Lasting effects that follow the game state: the op ``lasting`` ("your hero gets +1 ATK
for each minion in play until the end of the phase").

The effect's amount is a function of the state, read again every time the value is
read, so it follows the game as it changes: a minion entering play raises it, one
leaving lowers it (MC-EX-15). It ends with the phase (MC-ENDPP-04).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


@step("lasting")
def run_lasting(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ident = s.players[frame["seat"]].identity
    s.effects.append((st[2], "unit", ident, st[3], "phase"))
    return None
