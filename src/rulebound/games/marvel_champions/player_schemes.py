"""Player side schemes (MC-PSS-01..07): missions the players play from their hand.

A player side scheme is a player card played like a support, but it enters play next
to the main scheme, in the villain's play area, with its starting threat (MC-PSS-02);
its player keeps control of it. Every rule about "side schemes" covers it
(MC-PSS-04, :func:`.rules.side_schemes`): it is thwarted and loses threat like any
side scheme and is defeated and discarded (or goes to the victory display) when it
has none left (MC-PSS-03). At most 1 can be in play with 1 or 2 players at the
start, 2 with 3 or 4; over that limit the first player discards the excess
(MC-PSS-05, -06). Its abilities are not performed by the player's identity
(MC-PSS-07, :func:`.timing.by_identity`).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import leave_play
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

PLAYER_SIDE_SCHEME = "player_side_scheme"


def scheme_limit(s: McState) -> int:
    """MC-PSS-05: by the number of players who started the game (eliminated ones too)."""
    return 1 if len(s.players) <= 2 else 2


def player_side_schemes(s: McState) -> list[int]:
    return list(s.by_type.get(PLAYER_SIDE_SCHEME, ()))


def enter_player_scheme(s: McState, uid: int, seat: int) -> None:
    """The played card enters play next to the main scheme under ``seat``'s control,
    with its starting threat; then the limit is checked (MC-PSS-02, -06)."""
    from rulebound.games.marvel_champions.damage import put_side_scheme

    put_side_scheme(s, uid, seat)
    s.push(("player-scheme-limit", 0))


@step("player-scheme-limit")
def run_player_scheme_limit(s: McState, st: Step) -> Decision | None:
    """MC-PSS-06: the first player discards player side schemes over the limit."""
    found = player_side_schemes(s)
    if len(found) <= scheme_limit(s) or not s.order():
        return None
    return Decision(
        s.order()[0],
        "scheme-limit",
        "Too many player side schemes in play: choose one to discard.",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("player-scheme-limit")
def answer_player_scheme_limit(s: McState, st: Step, action: int) -> None:
    uid = action - enc.UID
    s.say(f"{s.tag(uid)} is discarded (player side scheme limit).", kind="discard")
    leave_play(s, uid)
    s.push(st)
