"""Taking control of a card in play (MC-OWN-05, -08 to -10, MC-KEYWORD-LINKED-03): the op
``take-control`` ("take control of an ally another player controls").

The card keeps its state (ready or exhausted, damage, status cards, counters) and moves
to its new controller's play area (MC-OWN-08); the upgrades on it change control with it
(MC-OWN-09); its owner stays the same (so it goes back to its owner's discard pile when
it leaves play, MC-OWN-07), unless it has Linked: then its new controller becomes its
owner (MC-KEYWORD-LINKED-03).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import PLAYER_TYPES, attachments, ctype
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def others_allies(s: McState, seat: int) -> list[int]:
    """The allies in play the other players control."""
    return [u for u in s.play if ctype(s, u) == "ally" and s.units[u].controller not in (seat, -1)]


@step("take-control")
def run_take_control(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    found = others_allies(s, seat)
    if not found:
        frame["ok"] = False
        return None
    if len(found) == 1:
        take_control(s, found[0], seat)
        return None
    return Decision(
        seat,
        "take-control",
        "Choose an ally to take control of.",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("take-control")
def answer_take_control(s: McState, st: Step, action: int) -> None:
    take_control(s, action - enc.UID, s.frames[st[1]]["seat"])


def take_control(s: McState, uid: int, seat: int) -> None:
    """``seat`` takes control of ``uid``, with the upgrades on it; then its ally limit
    is checked (MC-ALLYLIMIT-02)."""
    u = s.units[uid]
    u.controller = seat  # same state, new play area (MC-OWN-08)
    for a in attachments(s, uid):
        if ctype(s, a) in PLAYER_TYPES:
            s.units[a].controller = seat  # MC-OWN-09
    if s.card(uid).keyword("Linked") is not None:
        u.owner = seat  # MC-KEYWORD-LINKED-03
    s.say(f"{s.player_name(seat)} takes control of {s.tag(uid)}.", kind="move", ids=s.ids(uid))
    if ctype(s, uid) == "ally":
        s.push(("ally-limit", 0, seat))
