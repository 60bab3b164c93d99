"""The Masters of Evil modular set (01128-01133)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, do
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import (
    allies,
    discard_encounter_top,
    discard_from_hand,
    give_status,
    has_trait,
    minions,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

MASTERS = "Masters of Evil"


def it_attacked(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev.get("enemy") == uid)


card("01128").revealed(do("masters-muster"))  # The Masters of Evil (acceleration)
card("01129").response(  # Radioactive Man
    "after-attack",
    do("discard-random"),
    forced=True,
    when=it_attacked,
    text="discard a card at random from the attacked player's hand",
).boost(do("discard-random"))
card("01130").interrupt(  # Whirlwind
    "enemy-attacks",
    do("whirlwind"),
    forced=True,
    when=it_attacked,
    text="his attack is resolved against each other hero too",
).boost(do("damage-each-hero", 1))
card("01131").response(  # Tiger Shark
    "after-attack",
    do("tough-self"),
    forced=True,
    when=it_attacked,
    text="Tiger Shark gets a tough status card",
).boost(do("villain-tough"))
card("01132").ally_must_defend().boost(do("exhaust-your-allies"))  # Melter
card("01133").revealed(do("masters-of-mayhem"))  # Masters of Mayhem


def _masters_minion(s: McState, uid: int) -> bool:
    return s.card(uid).type == "minion" and has_trait(s, uid, MASTERS)


@step("masters-muster")
def run_masters_muster(s: McState, st: Step) -> Decision | None:
    """Discard encounter cards until a Masters of Evil minion is discarded (stopping if
    the deck runs out, MC-ENCDECK-03); it enters play engaged with the first player."""
    from rulebound.games.marvel_champions.encounter import put_minion

    accel = s.accel
    while s.result == 0:
        uid = discard_encounter_top(s)
        if uid < 0:
            return None
        s.say(f"The Masters of Evil discards {s.name(uid)}.", kind="reveal")
        if _masters_minion(s, uid):
            (s.enc_discard if uid in s.enc_discard else s.enc_deck).remove(uid)
            put_minion(s, uid, s.first)
            return None
        if s.accel != accel:
            return None
    return None


@step("discard-random")
def run_discard_random(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ev = s.frames.get(frame.get("ev", 0), {})
    seat = ev.get("seat", frame["seat"])  # the attacked player (a response), or yours
    hand = s.players[seat].hand
    if hand:
        discard_from_hand(s, seat, hand[s.rng.randbelow(len(hand))])
    return None


@step("whirlwind")
def run_whirlwind(s: McState, st: Step) -> Decision | None:
    ev = s.frames[s.frames[st[1]]["ev"]]
    ev["also"] = tuple(
        seat for seat in s.order() if seat != ev["seat"] and s.players[seat].form == HERO
    )
    return None


@step("tough-self")
def run_tough_self(s: McState, st: Step) -> Decision | None:
    give_status(s, s.frames[st[1]]["src"], "tough")
    return None


@step("villain-tough")
def run_villain_tough(s: McState, st: Step) -> Decision | None:
    give_status(s, s.villain, "tough")
    return None


@step("exhaust-your-allies")
def run_exhaust_your_allies(s: McState, st: Step) -> Decision | None:
    for a in allies(s, s.frames[st[1]]["seat"]):
        s.units[a].exhausted = True
    return None


@step("masters-of-mayhem")
def run_masters_of_mayhem(s: McState, st: Step) -> Decision | None:
    """Each Masters of Evil minion attacks the hero it is engaged with (in player order,
    then play order); if none of them attacked, one comes from the encounter deck or
    discard pile engaged with you."""
    from rulebound.games.marvel_champions.combat import push_activation

    frame = s.frames[st[1]]
    frame["attacks"] = 0
    s.push(("mayhem-end", st[1]))
    attackers = [
        (seat, m)
        for seat in s.order()
        if s.players[seat].form == HERO
        for m in minions(s, seat)
        if has_trait(s, m, MASTERS)
    ]
    for seat, m in reversed(attackers):
        fid = push_activation(s, m, seat, "attack")
        done = s.steps.index(("activation-done", fid))
        s.steps.insert(done + 1, ("mayhem-count", st[1], fid))
    return None


@step("mayhem-count")
def run_mayhem_count(s: McState, st: Step) -> Decision | None:
    if s.frames[st[2]].get("dealt"):
        s.frames[st[1]]["attacks"] += 1
    return None


@step("mayhem-end")
def run_mayhem_end(s: McState, st: Step) -> Decision | None:
    """No attack was made: the player searches the encounter deck and discard pile for
    a Masters of Evil minion; with several, they choose which (MC-SEARCH-01), and the
    deck is shuffled (MC-SEARCH-03)."""
    frame = s.frames[st[1]]
    if frame["attacks"] or s.result:
        return None
    found = [u for u in [*s.enc_deck, *s.enc_discard] if _masters_minion(s, u)]
    names = {s.name(u) for u in found}
    if len(names) > 1:  # copies of one name are alike: a choice only between names
        first = {s.name(u): u for u in reversed(found)}  # the first copy of each name
        return Decision(
            frame["seat"],
            "search-encounter",
            "Masters of Mayhem: which Masters of Evil minion comes into play?",
            tuple(sorted(enc.uid(u) for u in first.values())),
        )
    _mayhem_brings(s, st[1], found[0] if found else -1)
    return None


@answer("mayhem-end")
def answer_mayhem_end(s: McState, st: Step, action: int) -> None:
    _mayhem_brings(s, st[1], action - enc.UID)


def _mayhem_brings(s: McState, fid: int, found: int) -> None:
    from rulebound.games.marvel_champions.encounter import put_minion

    if found >= 0:
        (s.enc_deck if found in s.enc_deck else s.enc_discard).remove(found)
        s.say(f"Masters of Mayhem brings {s.name(found)} into play.", kind="reveal")
        put_minion(s, found, s.frames[fid]["seat"])
    s.rng.shuffle(s.enc_deck)
