"""The Doomsday Chair modular set (01183-01185)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import card, discard_self, do
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import heal
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def host_would_be_defeated(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("minion") == s.units[uid].host


card("01183").revealed(do("fetch-minion", "M.O.D.O.K."))  # The Doomsday Chair (acceleration)
card("01184").plain()  # M.O.D.O.K. (Retaliate 2)
card("01185").attach("biggest-minion").interrupt(  # Biomechanical Upgrades (Surge)
    "minion-defeated",
    do("not-defeated"),
    discard_self(),
    forced=True,
    when=host_would_be_defeated,
    text="heal all damage from the minion instead of its defeat, then discard this card",
)


@step("not-defeated")
def run_not_defeated(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    minion = ev["minion"]
    ev["replaced"] = True  # the minion stays in play
    s.say(f"{s.tag(minion)} is not defeated.")
    heal(s, minion, s.units[minion].damage)
    return None
