"""Playing an event with more than one triggered ability: the player chooses one of
them, which is triggered as the event is played (MC-EVENT-03). Only the abilities the
player may initiate now are offered (MC-INITIATE-01)."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import ACTION
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.payment import usable
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import push_ability
from rulebound.kernel.decision import Decision


def event_actions(s: McState, seat: int, uid: int) -> list[int]:
    """The Action abilities of the event ``uid`` in hand the seat may play now."""
    abilities = s.game.scripts[s.units[uid].card].abilities
    return [
        k
        for k, a in enumerate(abilities)
        if a.kind == ACTION and not a.on and usable(s, seat, uid, k, a, {})
    ]


def push_event(s: McState, seat: int, uid: int, first: int) -> None:
    """Play the event ``uid`` from hand: its Action ``first``, or, if it has several,
    the one the player chooses."""
    abilities = s.game.scripts[s.units[uid].card].abilities
    if sum(a.kind == ACTION and not a.on for a in abilities) <= 1:
        push_ability(s, seat, uid, first, True)
        return
    s.push(("event-ability", 0, seat, uid, tuple(event_actions(s, seat, uid))))


@step("event-ability")
def run_event_ability(s: McState, st: Step) -> Decision | None:
    seat, uid, ks = st[2], st[3], st[4]
    if len(ks) == 1:
        push_ability(s, seat, uid, ks[0], True)
        return None
    abilities = s.game.scripts[s.units[uid].card].abilities
    s.texts = tuple(abilities[k].text or f"ability {i + 1}" for i, k in enumerate(ks))
    return Decision(
        seat,
        "choose-option",
        f"{s.name(uid)}: which of its abilities do you play?",
        tuple(enc.option(i) for i in range(len(ks))),
    )


@answer("event-ability")
def answer_event_ability(s: McState, st: Step, action: int) -> None:
    push_ability(s, st[2], st[3], st[4][action - enc.OPTION], True)
