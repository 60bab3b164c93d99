"""Iron Man (Tony Stark): identity, hero kit and obligation (01029-01039, 01170)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    choose_enemy,
    choose_player,
    choose_scheme,
    damage,
    do,
    exhaust_self,
    if_,
    ready,
    remove_threat,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import MENTAL
from rulebound.games.marvel_champions.rules import (
    any_thwartable,
    check_deck_out,
    controlled,
    ctype,
    has_trait,
    thwartable,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

MAX_HAND = 7


def tech_upgrades(s: McState, seat: int) -> int:
    return sum(
        1 for u in controlled(s, seat) if ctype(s, u) == "upgrade" and "Tech" in s.card(u).traits
    )


def iron_man_hand(s: McState, src: int, char: int) -> int:
    """+1 hand size per Tech upgrade, to a maximum of 7 (``src`` is the identity)."""
    if char != src or s.cards[s.units[src].card].type != "hero":
        return 0
    seat = s.units[src].controller
    printed = s.cards[s.units[src].card].stats.get("hand_size", 0)
    return min(MAX_HAND, printed + tech_upgrades(s, seat)) - printed


def on_your_hero(amount: int) -> Any:
    """+``amount`` hit points for the identity of this upgrade's controller."""
    return lambda s, src, char: amount if char == s.players[s.units[src].controller].identity else 0


def aerial(s: McState, frame: dict[str, Any]) -> bool:
    return has_trait(s, s.players[frame["seat"]].identity, "Aerial")


def not_aerial(s: McState, frame: dict[str, Any]) -> bool:
    return not aerial(s, frame)


def scheme_to_thwart(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any_thwartable(s, seat, True)


card("01029a").modifies("hand_size", iron_man_hand)  # Iron Man
card("01029b").action(  # Tony Stark: Futurist
    do("futurist"), limit=1, text="Futurist: look at your top 3 cards, keep 1, discard the rest"
)
card("01030").action(  # War Machine
    do("damage-each-enemy", 1),
    cost=(exhaust_self(), damage(2, "self")),
    text="exhaust him and take 2 damage: deal 1 damage to each enemy",
)
card("01031").action(  # Repulsor Blast
    choose_enemy(),
    do("discard-top-energy", 5),
    damage(lambda s, f: 1 + 2 * f["x"]),
    form="hero",
    label="attack",
    text="deal 1 damage plus 2 per energy resource among your top 5 cards, discarded",
)
card("01032").action(  # Supersonic Punch
    choose_enemy(),
    damage(lambda s, f: 8 if aerial(s, f) else 4),
    form="hero",
    label="attack",
    text="deal 4 damage to an enemy (8 if you are Aerial)",
)
card("01033").resource_from_discard(cost=(exhaust_self(),))  # Pepper Potts
card("01034").action(  # Stark Tower
    choose_player(),
    do("return-tech"),
    cost=(exhaust_self(),),
    form="alter-ego",
    text="exhaust it: a player takes back the topmost Tech upgrade of their discard pile",
)
card("01035").action(  # Arc Reactor
    ready("identity"), cost=(exhaust_self(),), form="hero", text="exhaust it to ready Iron Man"
)
card("01036").modifies("health", on_your_hero(6))  # Mark V Armor
card("01037").action(  # Mark V Helmet
    if_(not_aerial, choose_scheme(), remove_threat(1)),
    if_(aerial, do("thwart-each-scheme", 1)),
    cost=(exhaust_self(),),
    form="hero",
    label="thwart",
    needs=scheme_to_thwart,
    text="exhaust it: remove 1 threat from a scheme (from each scheme if you are Aerial)",
)
card("01038").action(  # Powered Gauntlets
    choose_enemy(),
    damage(lambda s, f: 2 if aerial(s, f) else 1),
    cost=(exhaust_self(),),
    form="hero",
    label="attack",
    text="exhaust it: deal 1 damage to an enemy (2 if you are Aerial)",
)
card("01039").modifies("health", on_your_hero(1)).action(  # Rocket Boots
    do("gain-aerial"),
    cost=(exhaust_self(),),
    spend=(MENTAL, 1),
    form="hero",
    text="exhaust it and spend a mental resource: Aerial until the end of the phase",
)
card("01170").revealed(do("obligation", "exhaust-upgrades"))  # Business Problems


@step("futurist")
def run_futurist(s: McState, st: Step) -> Decision | None:
    """Look at the top 3 cards of your deck (only you see them, MC-LOOK-01), add 1 to
    your hand. While you look, the cards are still in the deck, in their order
    (MC-LOOK-02): the deck's count does not change until one is kept."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    p = s.players[seat]
    if "looked" not in frame:
        frame["looked"] = tuple(reversed(p.deck[-3:]))  # top first
        n = len(frame["looked"])
        s.say(
            f"{s.player_name(seat)} looks at the top {n} card{'' if n == 1 else 's'}.",
            kind="ability",
        )
        if n:
            names = ", ".join(s.name(u) for u in frame["looked"])
            s.say(f"(From the top: {names}.)", seat, kind="draw")
    choices = _distinct(s, frame["looked"])
    if not choices:
        return None
    s.texts = tuple(f"keep {s.name(u)}" for u in choices)
    return Decision(
        seat,
        "futurist",
        "Futurist: keep one card; the others are discarded.",
        tuple(enc.option(i) for i in range(len(choices))),
    )


def _distinct(s: McState, uids: tuple[int, ...]) -> list[int]:
    """One card of each name (two copies are the same choice)."""
    seen: set[int] = set()
    out = []
    for u in uids:
        if s.units[u].card not in seen:
            seen.add(s.units[u].card)
            out.append(u)
    return out


@answer("futurist")
def answer_futurist(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    seat = frame["seat"]
    p = s.players[seat]
    looked = frame["looked"]
    kept = _distinct(s, looked)[action - enc.OPTION]
    for u in looked:  # they leave the deck only now (MC-LOOK-02)
        p.deck.remove(u)
    p.hand.append(kept)
    s.say(f"{s.player_name(seat)} keeps a card.", kind="draw")
    s.say(f"(It is {s.name(kept)}.)", seat, kind="draw")
    for u in looked:
        if u != kept:
            p.discard.append(u)
            s.say(f"{s.player_name(seat)} discards {s.name(u)}.", kind="reveal")
    frame["looked"] = ()
    check_deck_out(s, seat)


@step("discard-top-energy")
def run_discard_top_energy(s: McState, st: Step) -> Decision | None:
    """Discard your top N cards; ``x`` counts their printed energy resources."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    frame["x"] = discard_top(s, seat, st[2])
    return None


def discard_top(s: McState, seat: int, count: int) -> int:
    """Discard the seat's top ``count`` cards; returns their printed energy resources."""
    p = s.players[seat]
    energy = 0
    for _ in range(count):
        if not p.deck:
            break
        uid = p.deck.pop()
        p.discard.append(uid)
        energy += s.card(uid).resources["energy"]
        s.say(
            f"{s.player_name(seat)} discards {s.name(uid)} from the top of the deck.", kind="reveal"
        )
        check_deck_out(s, seat)
    return energy


@step("return-tech")
def run_return_tech(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    seat = frame.get("player", -1)
    if seat < 0:
        return None
    p = s.players[seat]
    tech = next(
        (
            u
            for u in reversed(p.discard)
            if s.card(u).type == "upgrade" and "Tech" in s.card(u).traits
        ),
        -1,
    )
    if tech >= 0:
        p.discard.remove(tech)
        p.hand.append(tech)
        s.say(f"{s.player_name(seat)} takes {s.name(tech)} back into their hand.", kind="draw")
    return None


@step("thwart-each-scheme")
def run_thwart_each_scheme(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import remove_threat as take_threat

    frame = s.frames[st[1]]
    for scheme in thwartable(s, frame["seat"], True):
        take_threat(s, scheme, st[2])
    return None


@step("gain-aerial")
def run_gain_aerial(s: McState, st: Step) -> Decision | None:
    seat = s.frames[st[1]]["seat"]
    s.effects.append(("trait:Aerial", "player", seat, 1, "phase"))
    s.say(f"{s.player_name(seat)} is Aerial until the end of the phase.", kind="status")
    return None
