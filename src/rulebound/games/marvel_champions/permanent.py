"""A Permanent attachment whose host leaves play (MC-KEYWORD-PERMANENT-05).

It cannot leave play, so its "attach to" text is resolved again: an encounter
attachment goes where its text sends it (the villain, or the minion its rule picks,
:func:`..encounter.attachment_host`). Without such a text (a player upgrade: its host
was chosen when it was played), or with no valid target, it is removed from the game.
"""

from __future__ import annotations

from rulebound.games.marvel_champions.state import McState


def reattach(s: McState, uid: int) -> None:
    """Resolve the "attach to" text of ``uid``, a Permanent attachment whose host has
    just left play."""
    from rulebound.games.marvel_champions.encounter import attachment_host
    from rulebound.games.marvel_champions.rules import leave_play

    u = s.units[uid]
    encounter = s.card(uid).aspect == "encounter"
    host = attachment_host(s, uid) if encounter else -1
    if host >= 0 and s.units[host].in_play:
        u.host = host
        s.say(f"{s.tag(uid)} attaches to {s.tag(host)}.", kind="move", ids=s.ids(uid, host))
        return
    s.say(f"{s.tag(uid)} has nothing to attach to: it is removed from the game.", kind="move")
    leave_play(s, uid, "removed")
