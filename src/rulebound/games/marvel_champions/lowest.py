"""Discarding the lowest-cost card of a type you control: the op ``discard-lowest``
("discard the lowest-cost support you control").

A Permanent card is no valid target of an effect that would make it leave play (unless
the effect comes from its own set): the effect picks among the other cards meeting its
requirements (MC-KEYWORD-PERMANENT-04, MC-EX-11). Among several cards of the lowest
cost, the player chooses.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import controlled, ctype, leave_play, permanent_against
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def lowest(s: McState, seat: int, kind: str, source: int) -> list[int]:
    """The valid cards of type ``kind`` ``seat`` controls with the lowest printed cost."""
    source_set = s.card(source).set
    valid = [
        u
        for u in controlled(s, seat)
        if ctype(s, u) == kind and not permanent_against(s, u, source_set)
    ]
    if not valid:
        return []
    least = min(s.card(u).cost or 0 for u in valid)
    return [u for u in valid if (s.card(u).cost or 0) == least]


@step("discard-lowest")
def run_discard_lowest(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    found = lowest(s, frame["seat"], st[2], frame["src"])
    if not found:
        frame["ok"] = False
        return None
    if len(found) == 1:
        _discard(s, found[0])
        return None
    return Decision(
        frame["seat"],
        "discard-lowest",
        f"Choose the lowest-cost {st[2]} to discard.",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("discard-lowest")
def answer_discard_lowest(s: McState, st: Step, action: int) -> None:
    _discard(s, action - enc.UID)


def _discard(s: McState, uid: int) -> None:
    s.say(f"{s.tag(uid)} is discarded.", kind="discard", ids=s.ids(uid))
    leave_play(s, uid)
