"""An activation initiated while another is resolving waits for it (MC-ACTIVATION-09).

German edition only, followed here: "if an effect initiates an activation while another
activation is resolving, the newly initiated activation resolves after the current one
has finished; if several are initiated this way the first player decides their order,
and all abilities triggered by the original activation resolve before any subsequent
activation is initiated."

An activation's frame is marked ``resolving`` when its first step runs and is dropped by
its ``activation-done`` step. When another activation's first step runs while one is
resolving, its steps leave the stack and wait in the resolving frame's ``deferred``,
together with the rest of the ability that initiated it (up to that ability's
``finish-ability``): that ability is resolved only once its activation has resolved
(MC-ACTIVATION-08), and the steps a card script places around the activation (Vengeance's
threat, Swarm Attack's count) stay with it. Everything else of the current activation,
abilities it triggered included, resolves first; ``activation-done`` then puts the
waiting activations back, one at a time, in the order the first player chooses.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def resolving(s: McState, other_than: int) -> int:
    """The frame of the activation that is resolving (not ``other_than``), or -1."""
    for fid, frame in s.frames.items():
        if fid != other_than and frame.get("resolving") and ("activation-done", fid) in s.steps:
            return fid
    return -1


def wait_if_another_resolves(s: McState, st: Step) -> bool:
    """Called by the first step ``st`` of an activation: True if the activation was set
    aside to wait for the one resolving (its steps then are no longer on the stack)."""
    fid = st[1]
    current = resolving(s, fid)
    if current < 0:
        s.frames[fid]["resolving"] = True
        return False
    steps = s.steps
    top = len(steps) - 1 - steps[::-1].index(("activation-done", fid))
    start = top
    for i in range(top - 1, -1, -1):  # the rest of the ability that initiated it
        if steps[i][1] == current:
            break
        if steps[i][0] == "finish-ability":
            start = i
            break
    waiting = (*steps[start:], st)
    del steps[start:]
    frame = s.frames[current]
    frame["deferred"] = (*frame.get("deferred", ()), waiting)
    new, now = s.frames[fid], s.frames[current]
    s.say(
        f"{s.tag(new['enemy'])}'s {new['kind']} waits until "
        f"{s.tag(now['enemy'])}'s {now['kind']} ends.",
        kind="attack",
        ids=s.ids(new["enemy"]),
    )
    return True


def resume_deferred(s: McState, frame: dict) -> None:
    """At the end of the activation of ``frame``: the activations that waited for it."""
    waiting = frame.get("deferred", ())
    if waiting:
        s.push(("deferred-activations", 0, waiting))


@step("deferred-activations")
def run_deferred_activations(s: McState, st: Step) -> Decision | None:
    waiting = st[2]
    if len(waiting) == 1:
        s.steps.extend(waiting[0])
        return None
    s.texts = tuple(s.frames[w[-1][1]]["what"] for w in waiting)
    return Decision(
        s.first,
        "activation-order",
        "Which activation resolves next?",
        tuple(enc.option(i) for i in range(len(waiting))),
    )


@answer("deferred-activations")
def answer_deferred_activations(s: McState, st: Step, action: int) -> None:
    k = action - enc.OPTION
    rest = tuple(w for i, w in enumerate(st[2]) if i != k)
    if rest:
        s.push(("deferred-activations", 0, rest))
    s.steps.extend(st[2][k])
