"""An ability changing the type of a card in play (MC-CARDTYPE-04..07).

The card loses its other types and works as a card of the new type
(MC-CARDTYPE-04): in play it shows a *twin* of its card, the same printed facts under
the new type, made once per game (:func:`retyped`); leaving play, it is its own card
again (a card has no memory of play, MC-LEAVE-02).

* An ally turned into a minion engages the player who controlled it and, being an
  enemy, activates like any minion: nothing makes it take consequential damage
  (MC-CARDTYPE-06). A minion turned into an ally comes under the control of the
  player turning it (MC-CARDTYPE-07), who checks their ally limit.
* Cards attached to it stay attached, but an attachment whose abilities are for a type
  ("the ally with this upgrade", "Attach to a minion") no longer applies them when its
  host is of another type; those for any character still do (MC-CARDTYPE-05,
  :func:`attachment_applies`).
"""

from __future__ import annotations

import dataclasses

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import VILLAIN_AREA
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

# what an attachment's "Attach to ..." rule says its abilities are for
HOST_TYPES = {
    "ally": ("ally",),
    "minion": ("minion",),
    "biggest-minion": ("minion",),
    "enemy": ("villain", "minion"),
    "villain": ("villain",),
}


def attachment_applies(s: McState, src: int) -> bool:
    """Do the abilities of ``src`` apply to what it is attached to (MC-CARDTYPE-05)?"""
    host = s.units[src].host
    if host < 0:
        return True
    wanted = HOST_TYPES.get(s.game.scripts[s.units[src].card].attach)
    return wanted is None or s.cards[s.units[host].card].type in wanted


def cannot_attack(s: McState, uid: int) -> bool:
    """Is a card attached to the character saying "the character with this attachment
    cannot attack" (:meth:`.dsl.CardBuilder.host_cannot_attack`)? It is for any
    character, so it holds whatever the host's type (MC-CARDTYPE-05)."""
    barred = s.game.no_attack
    if not barred:
        return False
    units = s.units
    return any(units[a].host == uid for a in play_area.showing(s, barred))


def retyped(s: McState, card: int, new_type: str) -> int:
    """The index of card ``card`` printed as ``new_type`` (the card itself if it is)."""
    game = s.game
    original = game.twins.get(card, card)
    if s.cards[original].type == new_type:
        return original
    key = (original, new_type)
    if key not in game.twin_of:
        twin = dataclasses.replace(s.cards[original], index=len(s.cards), type=new_type)
        s.cards.append(twin)  # the game's card list: every state of the game shares it
        game.scripts.append(game.scripts[original])
        game.printed.append(game.printed[original])
        game.twin_of[key] = twin.index
        game.twins[twin.index] = original
        game.admit(twin.index)
        game._derive()
    return game.twin_of[key]


def change_type(s: McState, uid: int, new_type: str, seat: int) -> None:
    """Turn the card ``uid`` in play into a ``new_type`` (``seat``: the player whose
    ability does it)."""
    u = s.units[uid]
    before = s.cards[u.card].type
    play_area.set_card(s, uid, retyped(s, u.card, new_type))
    if before == "ally" and new_type == "minion":
        u.engaged = u.controller  # MC-CARDTYPE-06
        u.controller = VILLAIN_AREA
    elif before == "minion" and new_type == "ally":
        u.engaged = -1
        u.controller = seat  # MC-CARDTYPE-07
        s.push(("ally-limit", 0, seat))
    s.say(f"{s.tag(uid)} becomes a {new_type.replace('_', ' ')}.", kind="move", ids=s.ids(uid))


@step("change-type")
def run_change_type(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    uid = int(frame.get(st[2], -1))
    if uid < 0 or not s.units[uid].in_play:
        frame["ok"] = False
        return None
    change_type(s, uid, st[3], frame["seat"])
    return None
