"""The Expert encounter set (01191-01193)."""

from __future__ import annotations

from rulebound.games.marvel_champions.dsl import card, do, exhaust
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import discard_encounter_top, side_schemes
from rulebound.games.marvel_champions.scripts.klaw import say_discarded
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01191").revealed(exhaust("identity"))  # Exhaustion (Surge)
card("01192").revealed(do("masterplan"))  # Masterplan
card("01193").revealed(do("reveal-top"))  # Under Fire (Surge)


@step("masterplan")
def run_masterplan(s: McState, st: Step) -> Decision | None:
    """4 threat on each side scheme; with none, discard from the encounter deck until a
    side scheme is discarded and reveal it (stopping if the deck runs out, MC-ENCDECK-03)."""
    from rulebound.games.marvel_champions.damage import push_place_threat
    from rulebound.games.marvel_champions.encounter import push_reveal

    seat = s.frames[st[1]]["seat"]
    schemes = side_schemes(s)
    if schemes:
        for u in reversed(schemes):
            push_place_threat(s, u, 4, seat)
        return None
    accel = s.accel
    dug: list[int] = []
    while s.result == 0:
        uid = discard_encounter_top(s)
        if uid < 0:
            break
        dug.append(uid)
        if s.card(uid).type == "side_scheme":
            say_discarded(s, dug, "a side scheme", found=True)
            # revealed from where the discard left it (the new deck if it was the last card)
            pile = s.enc_discard if uid in s.enc_discard else s.enc_deck
            pile.remove(uid)
            push_reveal(s, seat, uid, from_deck=pile is s.enc_deck)
            return None
        if s.accel != accel:
            break  # the deck ran out: the ability is resolved
    say_discarded(s, dug, "a side scheme", found=False)
    return None


@step("reveal-top")
def run_reveal_top(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.encounter import reveal_top

    reveal_top(s, s.frames[st[1]]["seat"])
    return None
