"""Swapping two components (MC-SWAP-01 to -04): the ops ``swap-hand-deck`` ("swap a card
in your hand with the top card of your deck") and ``swap-with-hand`` ("swap <this card>
with a card of the same type in your hand").

A swap needs a component in both places, or it is not made at all (MC-SWAP-01). Taking
the top card of the deck by a swap is not a draw (MC-SWAP-02). A card in play swapped
with a card of the same name is the same card in play: nothing enters or leaves play,
and all it carries passes to the other card (MC-SWAP-03); with another name, the card in
play leaves play (what it carries is discarded) and the other enters play ready, with
its printed hit points (MC-SWAP-04).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

# What a card in play carries to a same-named card swapped in (MC-SWAP-03).
CARRIED = (
    "controller",
    "exhausted",
    "damage",
    "threat",
    "stunned",
    "confused",
    "tough",
    "counters",
    "host",
    "engaged",
    "boosts",
    "under",
)


def _ask(s: McState, seat: int, cards: list[int], prompt: str) -> Decision:
    """Choose one of ``cards`` (hand card instances) by card."""
    return Decision(seat, "swap", prompt, tuple(sorted({enc.hand(s.units[u].card) for u in cards})))


def _from_hand(s: McState, seat: int, action: int, cards: list[int]) -> int:
    return next(u for u in cards if s.units[u].card == action - enc.HAND)


# --- a card in hand with the top card of the deck -----------------------------------------


@step("swap-hand-deck")
def run_swap_hand_deck(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    p = s.players[frame["seat"]]
    if not p.hand or not p.deck:  # MC-SWAP-01, MC-EX-35: nothing to exchange with
        frame["ok"] = False
        where = "hand" if not p.hand else "deck"
        s.say(f"{s.player_name(p.seat)} has no card in their {where} to swap.", kind="move")
        return None
    return _ask(s, p.seat, p.hand, "Choose a card in your hand to swap with the top of your deck.")


@answer("swap-hand-deck")
def answer_swap_hand_deck(s: McState, st: Step, action: int) -> None:
    seat = s.frames[st[1]]["seat"]
    p = s.players[seat]
    given = _from_hand(s, seat, action, p.hand)
    taken = p.deck.pop()
    p.hand[p.hand.index(given)] = taken
    p.deck.append(given)
    # not a draw (MC-SWAP-02): no draw is told, and only the player knows the cards
    s.say(
        f"{s.player_name(seat)} swaps a card in their hand with the top card of their deck.",
        kind="move",
        ids=s.ids(seat=seat),
    )
    s.say(f"(You put {s.name(given)} on top and take {s.name(taken)}.)", seat, kind="move")


# --- a card in play with a card in hand ---------------------------------------------------


def _same_type(s: McState, seat: int, uid: int) -> list[int]:
    wanted = s.card(uid).type
    return [u for u in s.players[seat].hand if s.card(u).type == wanted]


@step("swap-with-hand")
def run_swap_with_hand(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    uid = int(frame["src"] if st[2] == "self" else frame.get(st[2], -1))
    seat = frame["seat"]
    if uid < 0 or not s.units[uid].in_play or not _same_type(s, seat, uid):
        frame["ok"] = False  # MC-SWAP-01
        return None
    return _ask(s, seat, _same_type(s, seat, uid), f"Choose a card to swap with {s.tag(uid)}.")


@answer("swap-with-hand")
def answer_swap_with_hand(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    old = int(frame["src"] if st[2] == "self" else frame[st[2]])
    new = _from_hand(s, seat, action, _same_type(s, seat, old))
    s.players[seat].hand.remove(new)
    if s.name(new) == s.name(old):
        _same_card_in_play(s, seat, old, new)
    else:
        _other_card_in_play(s, seat, old, new)


def _same_card_in_play(s: McState, seat: int, old: int, new: int) -> None:
    """MC-SWAP-03: ``new`` takes the place of ``old`` with all it carries."""
    o, n = s.units[old], s.units[new]
    for name in CARRIED:
        setattr(n, name, getattr(o, name))
    n.in_play = True
    play_area.replace(s, old, new)
    for u in s.play:
        if s.units[u].host == old:
            s.units[u].host = new
    s.effects = [(e[0], e[1], new, *e[3:]) if e[1:3] == ("unit", old) else e for e in s.effects]
    o.reset()
    s.players[seat].hand.append(old)
    s.say(
        f"{s.player_name(seat)} swaps {s.tag(new)} in play with the one in their hand.",
        kind="move",
        ids=s.ids(new),
    )


def _other_card_in_play(s: McState, seat: int, old: int, new: int) -> None:
    """MC-SWAP-04: ``old`` leaves play to the hand, ``new`` enters play anew."""
    from rulebound.games.marvel_champions.rules import leave_play
    from rulebound.games.marvel_champions.turn import put_into_play

    host = s.units[old].host
    s.say(
        f"{s.player_name(seat)} swaps {s.tag(old)} with {s.name(new)} from their hand.",
        kind="move",
        ids=s.ids(old),
    )
    leave_play(s, old, "hand")  # with what it carries: to the place of the other card
    put_into_play(s, seat, new, host)
