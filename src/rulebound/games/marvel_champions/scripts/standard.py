"""The Standard encounter set (01186-01190)."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, do, gain_surge
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import (
    controlled,
    ctype,
    leave_play,
    minions,
    permanent_against,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01186").revealed(do("villain-schemes"))  # Advance
card("01187").revealed(gain_surge(), form="alter-ego").revealed(  # Assault
    do("villain-attacks-you"), form="hero"
)
card("01188").revealed(do("caught-off-guard"))  # Caught Off Guard
card("01189").revealed(gain_surge(), form="alter-ego").revealed(
    do("gang-up"), form="hero"
)  # Gang-Up
card("01190").revealed(do("shadow-of-the-past"))  # Shadow of the Past


@step("villain-schemes")
def run_villain_schemes(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.combat import push_activation

    push_activation(s, s.villain, s.frames[st[1]]["seat"], "scheme")
    return None


@step("gang-up")
def run_gang_up(s: McState, st: Step) -> Decision | None:
    """The villain, then each minion engaged with you, attacks you (MC-ACTIVATION-06;
    the minions in the order the player chooses)."""
    from rulebound.games.marvel_champions.combat import push_activation

    seat = s.frames[st[1]]["seat"]
    s.push(("gang-up-minions", st[1], ()))
    push_activation(s, s.villain, seat, "attack")
    return None


@step("gang-up-minions")
def run_gang_up_minions(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.combat import push_activation

    seat = s.frames[st[1]]["seat"]
    left = [m for m in minions(s, seat) if m not in st[2]]
    if not left or s.players[seat].eliminated:
        return None
    if len(left) == 1:
        s.push(("gang-up-minions", st[1], (*st[2], left[0])))
        push_activation(s, left[0], seat, "attack")
        return None
    return Decision(
        seat, "minion-order", "Which minion attacks next?", tuple(sorted(enc.uid(m) for m in left))
    )


@answer("gang-up-minions")
def answer_gang_up_minions(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.combat import push_activation

    m = action - enc.UID
    s.push(("gang-up-minions", st[1], (*st[2], m)))
    push_activation(s, m, s.frames[st[1]]["seat"], "attack")


def _upgrades_supports(s: McState, seat: int, source_set: str) -> list[int]:
    """Upgrades and supports the seat controls that a card of ``source_set`` can
    discard (not Permanent cards of another set, MC-KEYWORD-PERMANENT-04)."""
    return [
        u
        for u in controlled(s, seat)
        if ctype(s, u) in ("upgrade", "support") and not permanent_against(s, u, source_set)
    ]


@step("caught-off-guard")
def run_caught_off_guard(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    source = frame["src"] if "src" in frame else frame["card"]  # ability or reveal frame
    found = _upgrades_supports(s, seat, s.card(source).set)
    if not found:
        s.push(("surge", st[1]))
        return None
    if len(found) == 1:
        leave_play(s, found[0])
        return None
    return Decision(
        s.first,  # the first player alone picks an encounter card's target (MC-FIRST-04)
        "discard-card",
        "Caught Off Guard: discard an upgrade or support you control.",
        tuple(sorted(enc.uid(u) for u in found)),
    )


@answer("caught-off-guard")
def answer_caught_off_guard(s: McState, st: Step, action: int) -> None:
    s.say(f"{s.tag(action - enc.UID)} is discarded.", kind="discard")
    leave_play(s, action - enc.UID)


@step("shadow-of-the-past")
def run_shadow(s: McState, st: Step) -> Decision | None:
    """Your set-aside nemesis minion engages you, your nemesis side scheme enters play,
    and the rest of the set is shuffled into the encounter deck; surge if no minion."""
    from rulebound.games.marvel_champions.encounter import push_reveal

    frame = s.frames[st[1]]
    seat = frame["seat"]
    p = s.players[seat]
    nemesis = p.nemesis
    minion = next((u for u in nemesis if s.card(u).type == "minion"), -1)
    scheme = next((u for u in nemesis if s.card(u).type == "side_scheme"), -1)
    rest = [u for u in nemesis if u not in (minion, scheme)]
    p.nemesis = []
    s.enc_deck += rest
    s.rng.shuffle(s.enc_deck)
    if minion < 0:
        s.push(("surge", st[1]))
    s.say(f"Shadow of the Past: {s.player_name(seat)}'s nemesis set comes out.", kind="info")
    # "Reveal ... and put into play": revealed, so their keywords and When Revealed resolve.
    if scheme >= 0:
        push_reveal(s, seat, scheme, from_deck=False)  # set aside, not from the deck
    if minion >= 0:
        push_reveal(s, seat, minion, from_deck=False)
    return None
