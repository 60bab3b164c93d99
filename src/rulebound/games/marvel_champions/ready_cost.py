"""Cards with an additional cost to ready (MC-READY-02): "this card does not ready unless
you pay <cost>".

Such a card is declared with ``readies_only_by(*cost)``: a Special ability "pay <cost>:
ready this card". When cards ready (the end of the player phase, MC-ENDPP-03) it is
not readied on its own; its controller may pay the cost to ready it, or not pay it and
leave it exhausted. A cost that cannot be paid is not offered.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

ON = "ready-cost"  # the trigger name of the Special ability that readies the card


def ready_ability(s: McState, uid: int) -> int:
    """The index of the card's "pay to ready" ability, or -1 for a card that readies
    freely."""
    for k, ab in enumerate(s.game.scripts[s.units[uid].card].abilities):
        if ab.on == ON:  # only readies_only_by declares it
            return k
    return -1


def _waiting(s: McState, asked: tuple[int, ...]) -> list[int]:
    """Exhausted cards in play with a cost to ready, whose controller can pay it."""
    from rulebound.games.marvel_champions.payment import usable

    out = []
    for u in s.play:
        k = ready_ability(s, u)
        seat = s.units[u].controller
        if k >= 0 and u not in asked and s.units[u].exhausted and seat >= 0:
            ab = s.game.scripts[s.units[u].card].abilities[k]
            if usable(s, seat, u, k, ab, {}):
                out.append(u)
    return out


@step("ready-costs")
def run_ready_costs(s: McState, st: Step) -> Decision | None:
    waiting = _waiting(s, st[2])
    if not waiting:
        return None
    uid = waiting[0]
    ab = s.game.scripts[s.units[uid].card].abilities[ready_ability(s, uid)]
    s.texts = (f"pay to ready {s.name(uid)}: {ab.text}",)
    return Decision(
        s.units[uid].controller,
        "ready-cost",
        f"{s.name(uid)} readies only if you pay its cost ({ab.text}).",
        (enc.PASS, enc.option(0)),
    )


@answer("ready-costs")
def answer_ready_cost(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.timing import push_ability

    uid = _waiting(s, st[2])[0]
    s.push(("ready-costs", 0, (*st[2], uid)))
    if action != enc.PASS:
        push_ability(s, s.units[uid].controller, uid, ready_ability(s, uid), False)
