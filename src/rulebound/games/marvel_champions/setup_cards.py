"""Cards that start the game in play (the Setup keyword, MC-KEYWORD-SETUP-01) and the
player's set-aside Permanent cards (MC-KEYWORD-PERMANENT-02).

Set-up step 11 searches every deck and the set-aside cards for cards with the Setup
keyword and puts them into play: a player's card under its owner's control, an
encounter card in the villain's area (a side scheme with its starting threat). A
Permanent card was set aside before step 1 (``rounds._build``); the op ``put-set-aside``
("put <card> into play from the set-aside cards") brings it into play later.
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import VILLAIN_AREA
from rulebound.games.marvel_champions.rules import enter_play
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def _setup_cards(s: McState, zone: list[int]) -> list[int]:
    """The cards of ``zone`` with the Setup keyword (every card of every deck is looked
    at, at every set-up: none at all when no card of the game has the keyword)."""
    setup = s.game.setup_keyword
    if not setup:
        return []
    units = s.units
    return [u for u in zone if units[u].card in setup]


@step("setup-cards")
def run_setup_cards(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import put_side_scheme

    for p in s.players:
        for zone in (p.deck, p.set_aside, p.nemesis):
            for uid in _setup_cards(s, zone):
                zone.remove(uid)
                enter_play(s, uid, p.seat if s.units[uid].owner >= 0 else VILLAIN_AREA)
                _say(s, uid)
    for uid in _setup_cards(s, s.enc_deck):
        s.enc_deck.remove(uid)
        if s.card(uid).type == "side_scheme":
            put_side_scheme(s, uid)
        else:
            enter_play(s, uid, VILLAIN_AREA)
        _say(s, uid)
    return None


def _say(s: McState, uid: int) -> None:
    s.say(f"Setup: {s.tag(uid)} starts the game in play.", kind="setup", ids=s.ids(uid))


@step("put-set-aside")
def run_put_set_aside(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.turn import put_into_play

    frame = s.frames[st[1]]
    seat = frame["seat"]
    zone = s.players[seat].set_aside
    found = next((u for u in zone if s.name(u) == st[2]), -1)
    if found < 0:
        frame["ok"] = False
        return None
    zone.remove(found)
    put_into_play(s, seat, found)
    return None
