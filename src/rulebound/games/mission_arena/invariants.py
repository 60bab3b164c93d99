"""The bookkeeping the rules promise, checked by the conformance suite at every
decision (:meth:`State.broken_invariants`). Cheap: one pass over each seat's zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena.phases import last_turn

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState

# Decisions only the active player makes (its turn's phases, MTCG-TURN-01).
ACTIVE_PLAYER_KINDS = frozenset(
    {
        "assign-power-point",
        "attack-boost",
        "check-point",
        "choose-challenge",
        "declare-challenge",
        "fill-active",
        "fill-from-hand",
    }
)


def broken(s: MissionArenaState) -> list[str]:
    out: list[str] = []
    for seat in (0, 1):
        # Every card of the deck is in exactly one place: deck, hand, discard pile,
        # Mission, or a Squad position's stack or Power Points (MTCG-PP-04).
        found = s.deck[seat] + s.hand[seat] + s.discard[seat] + s.missions[seat]
        if s.mission_active[seat] >= 0:
            found.append(s.mission_active[seat])
        for pos in range(seat * 5, seat * 5 + 5):
            found += s.stacks[pos] + s.ready[pos] + s.engaged[pos]
        found.sort()
        if found != sorted(s.game.decks[seat].cards):
            out.append(f"seat {seat}'s cards are not its deck's cards, each in one place")
        if s.score[seat] < 0:
            out.append(f"seat {seat} has {s.score[seat]} Mission Points")
    if s.turn > last_turn(s):
        out.append(f"turn {s.turn} after the last turn {last_turn(s)}")
    decision = s.decision()
    if decision.kind in ACTIVE_PLAYER_KINDS and decision.seat != s.active:
        out.append(f"seat {decision.seat} decides {decision.kind!r} in seat {s.active}'s turn")
    if s.winner >= 0:
        _outcome(s, out)
    return out


def _outcome(s: MissionArenaState, out: list[str]) -> None:
    """The winner is the one a victory condition names (MTCG-WIN-01 to -04)."""
    a, b = s.score
    w = s.winner
    if w == 2:
        if a != b or s.turn < last_turn(s):
            out.append(f"a draw at {a}-{b} in turn {s.turn}")
        return
    if s.win_reason == "Mission Complete":
        if s.turn < last_turn(s) or s.score[w] <= s.score[1 - w]:
            out.append(f"seat {w} wins by Mission Complete at {a}-{b} in turn {s.turn}")
    elif s.win_reason == "Total Destruction":
        if s.deck[1 - w]:
            out.append(f"seat {w} wins by Total Destruction but seat {1 - w} has a deck")
    elif s.win_reason == "Battle of Fate":
        nemeses = {s.cards[c].nemesis for pos in range(w * 5, w * 5 + 5) for c in s.stacks[pos]}
        if not any(s.cards[c].name in nemeses for c in s.discard[1 - w]):
            out.append(f"seat {w} wins by Battle of Fate with no Nemesis defeated")
    else:
        out.append(f"seat {w} wins for no rule: {s.win_reason!r}")
