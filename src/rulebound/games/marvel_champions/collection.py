"""Cards from outside the game: "search your collection for <card>" (MC-SEARCH-04), the
op ``from-collection``.

The player takes the named card from their collection (every card of the pool: the
engine's collection is the whole card pool), not from the game; it joins their hand and
they own it until the end of the game (its discard pile is theirs).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rounds import new_unit
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


@step("from-collection")
def run_from_collection(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    card = s.game.pool.by_code[st[2]]
    uid = new_unit(s, card.index, seat)  # owned by the searching player
    s.players[seat].hand.append(uid)
    s.say(
        f"{s.player_name(seat)} takes {card.name} from their collection into their hand.",
        kind="draw",
        ids=s.ids(uid, seat=seat),
    )
    return None
