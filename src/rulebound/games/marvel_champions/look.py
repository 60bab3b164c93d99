"""Looking at the top cards of your deck and discarding some (MC-LOOK-01, -02,
MC-DISCARD-04, -05): the op ``look-top``.

Only the looking player sees the cards (MC-LOOK-01). While they look, the cards stay in
the deck, in their order, and those not discarded are simply still there afterwards
(MC-LOOK-02). The player picks any of them to discard; they are then discarded all at
once, top first, and count as discarded from the top of the deck (MC-DISCARD-05): the
"after cards are discarded from the top of your deck" responses answer them once, after
all of them are discarded (MC-DISCARD-04).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import to_discard
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import trigger
from rulebound.kernel.decision import Decision


def _left(s: McState, frame: dict) -> list[int]:
    """The looked-at cards not picked yet, one of each card (copies are one choice)."""
    deck = s.players[frame["seat"]].deck
    seen: set[int] = set()
    out = []
    for u in frame["looked"]:
        if u in deck and u not in frame["picked"] and s.units[u].card not in seen:
            seen.add(s.units[u].card)
            out.append(u)
    return out


@step("look-top")
def run_look_top(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.ops import amount

    frame = s.frames[st[1]]
    seat = frame["seat"]
    if "looked" not in frame:
        deck = s.players[seat].deck
        n = min(amount(s, frame, st[2]), len(deck))
        frame["looked"] = tuple(reversed(deck[len(deck) - n :]))  # top first
        frame["picked"] = ()
        cards = "card" if n == 1 else "cards"
        s.say(f"{s.player_name(seat)} looks at the top {n} {cards} of their deck.", kind="ability")
        names = ", ".join(s.name(u) for u in frame["looked"])
        s.say(f"(From the top: {names}.)", seat, kind="draw")
    left = _left(s, frame)
    if not left:
        _discard_picked(s, st[1])
        return None
    s.texts = tuple(f"discard {s.name(u)}" for u in left)
    return Decision(
        seat,
        "look-top",
        "Choose a card to discard, or keep the rest on top of your deck in their order.",
        (enc.PASS, *(enc.option(i) for i in range(len(left)))),
    )


@answer("look-top")
def answer_look_top(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    if action == enc.PASS:
        _discard_picked(s, st[1])
        return
    frame["picked"] = (*frame["picked"], _left(s, frame)[action - enc.OPTION])
    s.push(st)


def _discard_picked(s: McState, fid: int) -> None:
    frame = s.frames[fid]
    seat = frame["seat"]
    deck = s.players[seat].deck
    picked = [u for u in frame["looked"] if u in frame["picked"]]  # top first
    for u in picked:
        deck.remove(u)
        to_discard(s, u)
        s.say(f"{s.player_name(seat)} discards {s.name(u)} from the top of their deck.")
    for key in ("looked", "picked"):
        del frame[key]
    if picked:
        ev = s.new_frame(seat, cards=tuple(picked), what="cards discarded from a deck")
        s.push(("drop-frame", ev))
        trigger(s, "deck-top-discarded", ev, "response")
