"""Each player discarding from the encounter deck in turn: the op ``each-discard-encounter``
("each player discards the top N cards of the encounter deck").

The players discard in player order, one card at a time. If the deck runs out while a
player discards, that player stops; the discard pile becomes the new deck with an
acceleration token (MC-ENCDECK-02, -03), and the next players discard from it
(MC-EX-08).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import discard_encounter_top
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


@step("each-discard-encounter")
def run_each_discard_encounter(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import amount

    frame = s.frames[st[1]]
    n = amount(s, frame, st[2])
    for seat in s.order():
        resets = s.accel
        for _ in range(n):
            uid = discard_encounter_top(s)
            if uid < 0 or s.result:
                return None
            s.say(
                f"{s.player_name(seat)} discards {s.name(uid)} from the encounter deck.",
                kind="reveal",
            )
            if s.accel != resets:
                break  # the deck ran out under this player: they stop
    return None
