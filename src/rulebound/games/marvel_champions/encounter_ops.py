"""Ops moving encounter cards by an ability's say-so: the main scheme deck advancing
without being completed, a minion in play engaging a player.

* An ability advancing the main scheme (:func:`.dsl.advance_main_scheme`) does not
  complete it (MC-MAINSCHEME-05): the deck advances as usual (its attachments are
  discarded, threat does not carry over, the next stage is revealed), but the final
  stage advancing this way is not the villain's win (MC-MAINSCHEME-04 needs a
  completion): with no next stage nothing happens.
* An ability making a minion in play engage a player (:func:`.dsl.engage_you`) does
  nothing to a minion already engaged with that player (MC-ENGAGE-05); the ability
  is then not fully resolved (for "then", MC-THEN-01).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.damage import advance_main_deck
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


@step("advance-main-scheme")
def run_advance_main_scheme(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if not s.mains:
        frame["ok"] = False
        s.say(f"{s.name(s.main)} is the last stage: it does not advance.", kind="threat")
        return None
    s.say(f"{s.name(s.main)} advances (it is not completed).", kind="threat", ids=s.ids(s.main))
    advance_main_deck(s)
    return None


@step("engage-you")
def run_engage_you(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    minion = int(frame.get(st[2], -1))
    if minion < 0 or not s.units[minion].in_play or s.units[minion].engaged == seat:
        frame["ok"] = False  # MC-ENGAGE-05: already engaged with that player
        return None
    s.units[minion].engaged = seat
    s.say(
        f"{s.tag(minion)} engages {s.player_name(seat)}.",
        kind="move",
        ids=s.ids(minion, seat=seat),
    )
    return None
