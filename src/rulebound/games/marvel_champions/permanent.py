"""A Permanent attachment whose host leaves play (MC-KEYWORD-PERMANENT-05).

It cannot leave play, so its "attach to" text is resolved again: an encounter
attachment goes where its text sends it (the villain, or the minion its rule picks,
:func:`..encounter.attachment_host`); a player upgrade with an "attach to" text
("Attach to an ally", "to a minion", "to an enemy", :func:`..turn.attach_targets`)
goes to a card that text allows, which its controller chooses when there are several.
Without such a text, or with no valid target, it is removed from the game.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def reattach(s: McState, uid: int) -> None:
    """Resolve the "attach to" text of ``uid``, a Permanent attachment whose host has
    just left play."""
    u = s.units[uid]
    if s.card(uid).aspect == "encounter":
        from rulebound.games.marvel_champions.encounter import attachment_host

        host = attachment_host(s, uid)
        if host >= 0 and s.units[host].in_play:
            _attach(s, uid, host)
            return
        _remove(s, uid)
        return
    hosts = _player_hosts(s, uid)
    if len(hosts) == 1:
        _attach(s, uid, hosts[0])
    elif hosts:  # the controller chooses; until then it is attached to nothing
        u.host = -1
        s.push(("reattach-where", 0, uid))
    else:
        _remove(s, uid)


def _player_hosts(s: McState, uid: int) -> list[int]:
    """The cards in play a player upgrade's "attach to" text allows (none without one;
    the old host has already left play)."""
    from rulebound.games.marvel_champions.turn import attach_targets

    return attach_targets(s, s.units[uid].controller, uid)


def _attach(s: McState, uid: int, host: int) -> None:
    s.units[uid].host = host
    s.say(f"{s.tag(uid)} attaches to {s.tag(host)}.", kind="move", ids=s.ids(uid, host))


def _remove(s: McState, uid: int) -> None:
    from rulebound.games.marvel_champions.rules import leave_play

    s.say(f"{s.tag(uid)} has nothing to attach to: it is removed from the game.", kind="move")
    leave_play(s, uid, "removed")


@step("reattach-where")
def run_reattach_where(s: McState, st: Step) -> Decision | None:
    """The controller picks the new host among those its text allows now (cards that
    left play together with the old host are no longer among them)."""
    uid = st[2]
    if not s.units[uid].in_play or s.units[uid].host >= 0:
        return None
    hosts = _player_hosts(s, uid)
    if len(hosts) <= 1:
        if hosts:
            _attach(s, uid, hosts[0])
        else:
            _remove(s, uid)
        return None
    return Decision(
        s.units[uid].controller,
        "attach-to",
        f"{s.name(uid)} is Permanent: which card does it attach to now?",
        tuple(sorted(enc.uid(t) for t in hosts)),
    )


@answer("reattach-where")
def answer_reattach_where(s: McState, st: Step, action: int) -> None:
    _attach(s, st[2], action - enc.UID)
