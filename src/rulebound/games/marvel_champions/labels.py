"""Readable, unique labels for the actions of a decision."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import FROM_DISCARD, RESOURCE
from rulebound.games.marvel_champions.model import FORMS, HERO, RESOURCE_TYPES
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.decision import Decision

PASS_WORDS = {
    "help": "decline",
    "turn": "end your turn",
    "mulligan": "keep the rest",
    "discard-down": "keep your hand",
    "defend": "no defender",
    "interrupt": "pass",
    "response": "pass",
    "pay": "stop helping",  # only an Alliance helper may stop (MC-KEYWORD-ALLIANCE-01)
    "look-top": "keep the rest on top of your deck",
    "play-ignoring-cost": "play none",
}
HAND_VERBS = {
    "turn": "play",
    "interrupt": "play",
    "response": "play",
    "pay": "discard for resources:",
    "mulligan": "discard",
    "discard-down": "discard",
    "discard": "discard",
    "swap": "swap",
    "play-ignoring-cost": "play",
}


def _ability(s: McState, uid: int, k: int) -> str:
    abilities = s.game.scripts[s.units[uid].card].abilities
    if k >= len(abilities):
        return f"{s.tag(uid)}: ability {k}"
    ab = abilities[k]
    if ab.kind == RESOURCE and ab.gives == FROM_DISCARD:
        return f"{s.tag(uid)}: generate {_top_of_discard(s, uid)}"
    if ab.kind == RESOURCE:
        return f"{s.tag(uid)}: generate a {RESOURCE_TYPES[ab.gives]} resource"
    return f"{s.tag(uid)}: {ab.text or ab.kind}"


def _top_of_discard(s: McState, uid: int) -> str:
    """What Pepper Potts generates: the resources printed on the top card of her
    controller's discard pile (MC-FAQ-CORE-10)."""
    from rulebound.games.marvel_champions.payment import discard_top

    found = discard_top(s, s.units[uid].controller)
    if found < 0:
        return "nothing (your discard pile is empty)"
    top = s.units[found].card
    rtype, amount = s.game.printed[top]
    if amount == 0:
        return f"nothing ({s.cards[top].name} prints no resource)"
    kind = RESOURCE_TYPES[rtype]
    what = f"a {kind} resource" if amount == 1 else f"{amount} {kind} resources"
    return f"{what} (as printed on {s.cards[top].name})"


def label_action(s: McState, decision: Decision, action: int) -> str:
    """The readable label of ``action`` in ``decision``."""
    kind = decision.kind
    if action == enc.PASS:
        if kind == "mulligan" and s.waiting and not s.waiting[3]:
            return "keep your hand"  # nothing picked yet: "the rest" would be all of it
        return PASS_WORDS.get(kind, "done")
    if action == enc.YES:
        return "yes"
    if enc.OPTION <= action < enc.SEAT:
        k = action - enc.OPTION
        return s.texts[k] if k < len(s.texts) else f"option {k + 1}"
    if enc.SEAT <= action < enc.RESOURCE:
        if kind == "turn":
            return f"ask {s.player_name(action - enc.SEAT)} for help (they may use one Action)"
        return s.player_name(action - enc.SEAT)
    if enc.RESOURCE <= action < enc.FORM:
        return RESOURCE_TYPES[action - enc.RESOURCE]
    if action == enc.FORM:
        seat = decision.seat
        other = 1 - s.players[seat].form
        p = s.players[seat]
        return (
            f"change to {FORMS[other]} form ({s.cards[p.hero if other == HERO else p.alter].name})"
        )
    if action == enc.ATTACK:
        return "basic attack with your hero"
    if action == enc.THWART:
        return "basic thwart with your hero"
    if action == enc.RECOVER:
        return "basic recovery"
    if action == enc.DEFEND:
        return "defend with your hero (basic defense)"
    if enc.HAND <= action < enc.UID:
        name = s.game.hand_names[action - enc.HAND]
        verb = HAND_VERBS.get(kind)
        return f"{verb} {name}" if verb else name
    if enc.UID <= action < enc.USE:
        return s.tag(action - enc.UID)
    if enc.USE <= action < enc.ALLY_ATTACK:
        uid, k = divmod(action - enc.USE, 4)
        return _ability(s, uid, k)
    if enc.ALLY_ATTACK <= action < enc.ALLY_THWART:
        return f"{s.tag(action - enc.ALLY_ATTACK)} attacks"
    return f"{s.tag(action - enc.ALLY_THWART)} thwarts"
