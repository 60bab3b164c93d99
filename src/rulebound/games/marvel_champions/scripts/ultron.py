"""The Ultron scenario: villain stages, main scheme stages and the Ultron encounter set
(01134-01150).

Ultron's Drones are player cards: "put the top card of your deck into play facedown,
engaged with you as a Drone minion" (:func:`..encounter.put_drone`). Such a card shows
a facedown side with the Drone trait and no printed values; the Ultron Drones
environment gives it base SCH 1, ATK 1 and 1 hit point (written here as +1 on a
facedown side printed 0, the same value while the environment is in play, which it is
from set-up on: nothing in the Core Set removes it). Its Forced Response (a defeated
facedown Drone goes to its owner's discard pile) is what MC-DISCARD-02 does with every
player card leaving play, so the card needs no step of its own for it.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    discard_self,
    do,
    exhaust,
    gain_surge,
    if_,
    place_threat,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import ENERGY, HERO, MENTAL, PHYSICAL
from rulebound.games.marvel_champions.rules import (
    check_deck_out,
    ctype,
    enter_play,
    has_trait,
    heal,
    minions,
    side_schemes,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

ALL_THREE = ((MENTAL, 1), (PHYSICAL, 1))  # with spend=(ENERGY, 1): one of each type


def facedown_drone(s: McState, uid: int) -> bool:
    """A card in play facedown as a Drone minion, engaged with a player."""
    u = s.units[uid]
    return u.face >= 0 and u.in_play and u.engaged >= 0


def is_drone(s: McState, uid: int) -> bool:
    """A Drone minion: facedown, or with the printed trait (Advanced Ultron Drone)."""
    return s.units[uid].in_play and ctype(s, uid) == "minion" and has_trait(s, uid, "Drone")


def drones_of(s: McState, seat: int) -> list[int]:
    """The Drone minions engaged with ``seat``."""
    return [m for m in minions(s, seat) if has_trait(s, m, "Drone")]


def drone_base(s: McState, src: int, uid: int) -> int:
    return 1 if facedown_drone(s, uid) else 0


def drone_plus(s: McState, src: int, uid: int) -> int:
    return 1 if is_drone(s, uid) else 0


def ultron_ii_bonus(s: McState, src: int, uid: int) -> int:
    """+1 ATK per Drone engaged with the player the attack was made against, for as
    long as the attack lasts, counted anew each time (MC-FAQ-CORE-21)."""
    if uid != s.villain or src != uid:
        return 0
    for frame in s.frames.values():
        if "drones_of" in frame and frame.get("enemy") == uid:
            return len(drones_of(s, frame["drones_of"]))
    return 0


def ultron_acts(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev.get("enemy") == s.villain)


def ultron_shielded(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("target") == s.villain and any(is_drone(s, m) for m in minions(s))


def host_schemes(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev.get("enemy") == s.units[uid].host == s.villain)


def this_is_defeated(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("minion") == uid


def drones_in_play(s: McState, frame: dict[str, Any]) -> int:
    return sum(1 for m in minions(s) if is_drone(s, m))


def healed_nothing(s: McState, frame: dict[str, Any]) -> bool:
    return not frame.get("healed")


card("01134").response(  # Ultron I
    "after-attack",
    do("drone-or-threat", 1),
    forced=True,
    when=ultron_acts,
    text="1 threat on the main scheme, or a Drone from the top of your deck",
)
card("01135").interrupt(  # Ultron II
    "enemy-attacks",
    do("ultron-ii"),
    forced=True,
    when=ultron_acts,
    text="a Drone from the top of your deck; +1 ATK per Drone engaged with you",
).modifies("attack", ultron_ii_bonus)
card("01136").modifies("attack", drone_plus).modifies("health", drone_plus).interrupt(  # III
    "would-take-damage",
    do("prevent", 99),
    forced=True,
    when=ultron_shielded,
    text="Ultron takes no damage while a Drone minion is in play",
).revealed(do("fetch-side-scheme", "Ultron's Imperative"))
card("01137a").revealed(do("environment-enters", "Ultron Drones"))  # its Setup
card("01137b").revealed(do("each-drone"))  # The Crimson Cowl 1B
card("01138a").revealed(do("each-drone"))  # Assault on NORAD 2A
card("01138b").response(  # Assault on NORAD 2B
    "step-one-threat",
    do("each-chooses", 2),
    forced=True,
    text="each player: 2 more threat here, or a Drone from the top of their deck",
)
card("01139a").revealed(do("each-drone"))  # Countdown to Oblivion 3A
card("01139b").threat_cannot_be_removed()  # 3B: completing it loses the game
card("01140").modifies("scheme", drone_base).modifies("attack", drone_base).modifies(  # Drones
    "health", drone_base
)
card("01141").response(  # Program Transmitter (+1 SCH, printed)
    "after-scheme",
    do("threat-on-side-schemes", 1),
    forced=True,
    when=host_schemes,
    text="1 threat on each side scheme",
).action(
    discard_self(),
    cost=(exhaust("identity"),),
    form="hero",
    spend=(MENTAL, 2),
    text="exhaust your hero and spend two mental resources: discard Program Transmitter",
)
card("01142").attach("Ultron Drones").modifies("attack", drone_base).modifies(  # Upgraded
    "health", drone_base
).action(
    discard_self(),
    form="hero",
    spend=(ENERGY, 1),
    spend_also=ALL_THREE,
    text="spend an energy, a mental and a physical resource: discard Upgraded Drones",
)
card("01143").interrupt(  # Advanced Ultron Drone (Guard)
    "minion-defeated",
    do("drone-for-engaged"),
    forced=True,
    when=this_is_defeated,
    text="a Drone from the top of the engaged player's deck",
)
for code, rtype in (("01144a", ENERGY), ("01144b", MENTAL), ("01144c", PHYSICAL)):
    card(code).revealed(do("each-drone")).boost(do("drone-or-spend", rtype))  # Android Eff.
card("01145").revealed(do("rage", "scheme"), form="alter-ego").revealed(  # Rage of Ultron
    do("rage", "attack"), form="hero"
)
card("01146").revealed(do("repair", 2), if_(healed_nothing, gain_surge())).boost(  # Repair
    do("repair", 1)
)
card("01147").revealed(do("swarm"))  # Swarm Attack
card("01148").revealed(do("each-drone"), place_threat(drones_in_play, "self"))  # Drone Factory
card("01149").revealed(do("each-discards-top", 3))  # Invasive AI (hazard)
card("01150").revealed(do("first-player-drones", 2))  # Ultron's Imperative (hazard)


# --- steps ---------------------------------------------------------------------------------


def _put_drone(s: McState, seat: int) -> int:
    from rulebound.games.marvel_champions.encounter import put_drone

    return put_drone(s, seat)


def _ev_seat(s: McState, fid: int) -> int:
    """The player of the event the ability answers ("you": the attacked player)."""
    frame = s.frames[fid]
    ev = s.frames.get(frame.get("ev", 0))
    return int(ev["seat"]) if ev is not None else int(frame["seat"])


@step("environment-enters")
def run_environment_enters(s: McState, st: Step) -> Decision | None:
    """Set-up: the environment comes into play from the encounter deck, which is then
    shuffled."""
    name = st[2]
    found = next((u for u in [*s.enc_deck, *s.enc_discard] if s.name(u) == name), -1)
    if found >= 0:
        (s.enc_deck if found in s.enc_deck else s.enc_discard).remove(found)
        enter_play(s, found, -1)
        s.say(f"{name} comes into play.", kind="card-played")
    s.rng.shuffle(s.enc_deck)
    return None


@step("each-drone")
def run_each_drone(s: McState, st: Step) -> Decision | None:
    for seat in s.order():
        _put_drone(s, seat)
    return None


@step("first-player-drones")
def run_first_player_drones(s: McState, st: Step) -> Decision | None:
    for _ in range(st[2]):
        _put_drone(s, s.first)
    return None


@step("drone-for-engaged")
def run_drone_for_engaged(s: McState, st: Step) -> Decision | None:
    engaged = s.units[s.frames[st[1]]["src"]].engaged
    if engaged >= 0:
        _put_drone(s, engaged)
    return None


@step("ultron-ii")
def run_ultron_ii(s: McState, st: Step) -> Decision | None:
    """The Drone comes first; the bonus lasts until the end of the attack and counts
    the Drones of the player the attack was made against, even if another defends."""
    ev = s.frames[s.frames[st[1]]["ev"]]
    seat = ev["seat"]
    _put_drone(s, seat)
    ev["drones_of"] = seat
    return None


@step("drone-or-threat")
def run_drone_or_threat(s: McState, st: Step) -> Decision | None:
    """ "Choose to either place N threat on the main scheme or put the top card of your
    deck into play facedown as a Drone" (for the seat in ``st[3]``, else "you")."""
    seat = st[3] if len(st) > 3 else _ev_seat(s, st[1])
    if s.players[seat].eliminated or s.result:
        return None
    if not s.players[seat].deck:
        _threat(s, seat, st[2])
        return None
    s.texts = (f"place {st[2]} threat on the main scheme", "put a Drone into play")
    return Decision(seat, "drone-or-threat", "Threat or a Drone?", (enc.option(0), enc.option(1)))


@answer("drone-or-threat")
def answer_drone_or_threat(s: McState, st: Step, action: int) -> None:
    seat = st[3] if len(st) > 3 else _ev_seat(s, st[1])
    if action == enc.option(0):
        _threat(s, seat, st[2])
    else:
        _put_drone(s, seat)


def _threat(s: McState, seat: int, amount: int) -> None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    push_place_threat(s, s.main, amount, seat)


@step("each-chooses")
def run_each_chooses(s: McState, st: Step) -> Decision | None:
    """Each player in turn order makes the choice (MC-ORDER-01)."""
    s.push(*(("drone-or-threat", st[1], st[2], seat) for seat in s.order()))
    return None


@step("drone-or-spend")
def run_drone_or_spend(s: McState, st: Step) -> Decision | None:
    """Boost: spend a resource of the type, or a Drone (spending is offered when the
    player can pay it)."""
    from rulebound.games.marvel_champions.encoding import option
    from rulebound.games.marvel_champions.payment import payable, pooled_sources

    seat = s.frames[st[1]]["seat"]
    typed = [0, 0, 0, 0]
    typed[st[2]] = 1
    if not payable(pooled_sources(s, seat, -1, -1), 0, typed):
        _put_drone(s, seat)
        return None
    rname = ("an energy", "a mental", "a physical")[st[2]]
    s.texts = (f"spend {rname} resource", "put a Drone into play")
    return Decision(seat, "drone-or-spend", "Pay or take a Drone?", (option(0), option(1)))


@answer("drone-or-spend")
def answer_drone_or_spend(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.payment import push_payment

    frame = s.frames[st[1]]
    if action == enc.option(1):
        _put_drone(s, frame["seat"])
        return
    typed = [0, 0, 0, 0]
    typed[st[2]] = 1
    push_payment(s, frame["seat"], -1, 0, (typed[0], typed[1], typed[2], 0), st[1], frame["src"])


@step("threat-on-side-schemes")
def run_threat_on_side_schemes(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    seat = s.frames[st[1]]["seat"]
    for scheme in reversed(side_schemes(s)):
        push_place_threat(s, scheme, st[2], seat)
    return None


@step("rage")
def run_rage(s: McState, st: Step) -> Decision | None:
    """Ultron schemes (attacks); then the player discards a card from the top of their
    deck per threat placed (per damage the attack dealt)."""
    from rulebound.games.marvel_champions.combat import push_activation

    seat = s.frames[st[1]]["seat"]
    fid = push_activation(s, s.villain, seat, st[2])
    done = s.steps.index(("activation-done", fid))
    s.steps.insert(done + 1, ("rage-discard", st[1], fid))  # before the activation ends
    return None


@step("rage-discard")
def run_rage_discard(s: McState, st: Step) -> Decision | None:
    act = s.frames[st[2]]
    count = act.get("placed", 0) if act["kind"] == "scheme" else act.get("atk", 0)
    discard_top(s, s.frames[st[1]]["seat"], count)
    return None


def discard_top(s: McState, seat: int, count: int) -> None:
    """Discard cards from the top of the deck one at a time; if the deck runs out it is
    rebuilt and no more are discarded (MC-PDECK-03)."""
    p = s.players[seat]
    for _ in range(count):
        if not p.deck or p.eliminated:
            return
        uid = p.deck.pop()
        p.discard.append(uid)
        s.say(f"{s.player_name(seat)} discards {s.name(uid)} from their deck.", kind="discard")
        if not p.deck:
            check_deck_out(s, seat)
            return


@step("each-discards-top")
def run_each_discards_top(s: McState, st: Step) -> Decision | None:
    for seat in s.order():
        discard_top(s, seat, st[2])
    return None


@step("repair")
def run_repair(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    frame["healed"] = heal(s, s.villain, st[2] * len(drones_of(s, frame["seat"])))
    return None


@step("swarm")
def run_swarm(s: McState, st: Step) -> Decision | None:
    """Each Drone engaged with you attacks your hero (none in alter-ego form: there is
    no hero to attack); with no attack made (none, or each stunned), a Drone comes in."""
    from rulebound.games.marvel_champions.combat import push_activation

    seat = s.frames[st[1]]["seat"]
    s.push(("swarm-check", st[1]))
    if s.players[seat].form != HERO:
        return None
    for drone in reversed(drones_of(s, seat)):
        fid = push_activation(s, drone, seat, "attack")
        done = s.steps.index(("activation-done", fid))
        s.steps.insert(done + 1, ("swarm-count", st[1], fid))
    return None


@step("swarm-count")
def run_swarm_count(s: McState, st: Step) -> Decision | None:
    if s.frames[st[2]].get("dealt"):  # the attack was made (not replaced by a stun)
        frame = s.frames[st[1]]
        frame["attacks"] = frame.get("attacks", 0) + 1
    return None


@step("swarm-check")
def run_swarm_check(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if not frame.get("attacks") and s.result == 0:
        _put_drone(s, frame["seat"])
    return None
