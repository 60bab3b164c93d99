"""Playing a card "ignoring its resource cost": the op ``play-free`` ("play an ally from
your hand, ignoring its resource cost").

The card is played (it is not just put into play, MC-PLAY-04): where it goes is chosen
and it enters play as usual, but no resource is spent for it. A card with a resource
Requirement cannot be played this way, since its required resources could not be spent
(MC-KEYWORD-REQUIREMENT-02).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def playable_free(s: McState, seat: int, kind: str) -> list[int]:
    """The cards of type ``kind`` in the seat's hand it may play ignoring their cost."""
    from rulebound.games.marvel_champions.turn import play_targets

    return [
        u
        for u in s.players[seat].hand
        if s.card(u).type == kind
        and s.card(u).keyword("Requirement") is None
        and play_targets(s, seat, u)
    ]


@step("play-free")
def run_play_free(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    found = playable_free(s, frame["seat"], st[2])
    if not found:
        frame["ok"] = False
        return None
    cards = sorted({enc.hand(s.units[u].card) for u in found})
    return Decision(
        frame["seat"], "play-free", f"Play {st[2]} ignoring its resource cost?", (enc.PASS, *cards)
    )


@answer("play-free")
def answer_play_free(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.turn import push_play

    frame = s.frames[st[1]]
    if action == enc.PASS:
        frame["ok"] = False
        return
    seat = frame["seat"]
    uid = next(u for u in playable_free(s, seat, st[2]) if s.units[u].card == action - enc.HAND)
    push_play(s, seat, uid, free=True)
