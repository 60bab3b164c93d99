"""Spider-Man's nemesis set: Vulture (01166-01169)."""

from __future__ import annotations

from rulebound.games.marvel_champions.dsl import card, do
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import discard_from_hand, give_status
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01166").revealed(do("highway-robbery")).defeated(do("return-robbed"))  # Highway Robbery
card("01167").plain()  # Vulture (Quickstrike)
card("01168").revealed(do("sweeping-swoop")).boost(do("stun-damaged"))  # Sweeping Swoop
card("01169").revealed(do("vultures-plans"))  # The Vulture's Plans


@step("highway-robbery")
def run_highway_robbery(s: McState, st: Step) -> Decision | None:
    scheme = s.frames[st[1]]["src"]
    for seat in s.order():
        p = s.players[seat]
        if p.hand:
            uid = p.hand.pop(s.rng.randbelow(len(p.hand)))
            s.units[scheme].under = (*s.units[scheme].under, uid)
            s.say(
                f"{s.player_name(seat)} puts a random card facedown under Highway Robbery.",
                kind="info",
            )
            s.say(f"(It is {s.name(uid)}.)", seat, kind="reveal")
    return None


@step("return-robbed")
def run_return_robbed(s: McState, st: Step) -> Decision | None:
    scheme = s.frames[st[1]]["src"]
    for uid in s.units[scheme].under:  # an eliminated player's card left with them
        owner = s.units[uid].owner
        s.players[owner].hand.append(uid)
        s.say(f"{s.player_name(owner)} takes back a card from under Highway Robbery.", kind="info")
    s.units[scheme].under = ()
    return None


@step("sweeping-swoop")
def run_sweeping_swoop(s: McState, st: Step) -> Decision | None:
    """ "Stun your hero": only a hero (MC-FORM-06); surge if Vulture is in play."""
    seat = s.frames[st[1]]["seat"]
    p = s.players[seat]
    if p.form == 0:
        give_status(s, p.identity, "stunned")
    if any(s.name(u) == "Vulture" for u in s.play):
        s.push(("surge", st[1]))
    return None


@step("stun-damaged")
def run_stun_damaged(s: McState, st: Step) -> Decision | None:
    """Boost: "if this activation deals damage to a friendly character, stun that
    character": dealt counts even when the damage is then prevented (MC-DAMAGE-04)."""
    ev = s.frames[s.frames[st[1]]["ev"]]
    ev["stun_dealt"] = True
    return None


@step("vultures-plans")
def run_vultures_plans(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    seat = s.frames[st[1]]["seat"]
    kinds: set[str] = set()
    for other in s.order():
        p = s.players[other]
        if p.hand:
            uid = p.hand[s.rng.randbelow(len(p.hand))]
            kinds |= {t for t, n in s.card(uid).resources.items() if n}
            discard_from_hand(s, other, uid)
    if kinds:
        push_place_threat(s, s.main, len(kinds), seat)
    return None
