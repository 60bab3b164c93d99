"""Playing a card "ignoring its resource cost": the op ``play-ignoring-cost``, built by
:func:`.dsl.play_ignoring_cost` ("play an ally or event from your hand, ignoring its
resource cost"; with ``may=True``, "you may play ...").

The card is played (it is not just put into play, MC-PLAY-04): an event resolves its
Action, another card chooses where it goes and enters play as usual, but no resource
is spent for it, and for card effects it counts as played with 0 resources paid
(MC-IGNORE-01). A card with a resource Requirement cannot be played this way, since
its required resources could not be spent (MC-KEYWORD-REQUIREMENT-02).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import ACTION
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def _event_action(s: McState, seat: int, uid: int) -> int:
    """The event's Action to resolve when it is played this way (-1: none it may use)."""
    from rulebound.games.marvel_champions.payment import form_ok

    abilities = s.game.scripts[s.units[uid].card].abilities
    return next(
        (
            k
            for k, ab in enumerate(abilities)
            if ab.kind == ACTION and not ab.on and form_ok(s, seat, ab)
        ),
        -1,
    )


def playable_free(s: McState, seat: int, types: tuple[str, ...], src: int = -1) -> list[int]:
    """The cards of ``types`` in the seat's hand it may play ignoring their cost
    (``src``: the card whose ability plays them, never one of them)."""
    from rulebound.games.marvel_champions.turn import play_targets

    out = []
    for u in s.players[seat].hand:
        card = s.card(u)
        if card.type not in types or u == src or card.keyword("Requirement") is not None:
            continue
        if _event_action(s, seat, u) >= 0 if card.type == "event" else play_targets(s, seat, u):
            out.append(u)
    return out


@step("play-ignoring-cost")
def run_play_ignoring_cost(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    types, may = st[2], st[3]
    found = playable_free(s, frame["seat"], types, frame.get("src", -1))
    if not found:
        frame["ok"] = False
        return None
    cards = tuple(sorted({enc.hand(s.units[u].card) for u in found}))
    return Decision(
        frame["seat"],
        "play-ignoring-cost",
        f"Play a card ({' or '.join(types)}) from your hand, ignoring its resource cost.",
        (enc.PASS, *cards) if may else cards,
    )


@answer("play-ignoring-cost")
def answer_play_ignoring_cost(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.timing import push_ability
    from rulebound.games.marvel_champions.turn import push_play

    frame = s.frames[st[1]]
    if action == enc.PASS:
        frame["ok"] = False
        return
    seat = frame["seat"]
    found = playable_free(s, seat, st[2], frame.get("src", -1))
    uid = next(u for u in found if s.units[u].card == action - enc.HAND)
    if s.card(uid).type == "event":
        fid = push_ability(s, seat, uid, _event_action(s, seat, uid), True)
        s.frames[fid]["free"] = True  # its pay step pays nothing (0 resources paid)
    else:
        push_play(s, seat, uid, free=True)
