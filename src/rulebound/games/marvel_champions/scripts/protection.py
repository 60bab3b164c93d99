"""The Protection aspect (01075-01082)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import (
    card,
    choose_damaged_friendly,
    damage,
    discard_self,
    do,
    exhaust_self,
    heal,
    ready,
    remove_counter,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import MENTAL
from rulebound.games.marvel_champions.rules import friendly_characters, stat
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def your_hero_defended(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["defender"] == s.players[seat].identity)


def enemy_still_there(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return your_hero_defended(s, uid, seat, ev) and s.units[ev["enemy"]].in_play


def your_hero_atk(s: McState, frame: dict[str, Any]) -> int:
    return stat(s, s.players[frame["seat"]].identity, "attack")


def friendly_damaged(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any(s.units[c].damage for c in friendly_characters(s))


def revealed_from_deck(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """Black Widow answers "a card revealed from the encounter deck" only: not a card
    revealed from the discard pile (Rhino II's search) or a set-aside nemesis set."""
    return bool(ev["from_deck"])


def vest(s: McState, src: int, char: int) -> int:
    return 1 if char == s.players[s.units[src].controller].identity else 0


card("01075").interrupt(  # Black Widow
    "card-revealed",
    do("black-widow"),
    when=revealed_from_deck,
    cost=(exhaust_self(),),
    spend=(MENTAL, 1),
    text="cancel the revealed card, discard it and reveal another",
)
card("01076").plain()  # Luke Cage (Toughness)
card("01077").response(  # Counter-Punch
    "hero-defended",
    do("ev-enemy"),
    damage(your_hero_atk),
    label="attack",
    when=enemy_still_there,
    text="deal damage equal to your hero's ATK to that enemy",
)
card("01078").interrupt(  # Get Behind Me!
    "treachery-revealed",
    do("cancel-revealed"),
    do("villain-attacks-you"),
    form="hero",
    text="cancel its When Revealed effects; the villain attacks you instead",
)
card("01079").doubles_for("protection")  # The Power of Protection
card("01080").uses(3).action(  # Med Team
    choose_damaged_friendly(),
    heal(2),
    cost=(exhaust_self(), remove_counter()),
    needs=friendly_damaged,
    text="exhaust it and remove a counter: heal 2 damage from a friendly character",
)
card("01081").any_player().max_one_per("player").modifies("defense", vest)  # Armored Vest
card("01082").response(  # Indomitable
    "hero-defended",
    ready("identity"),
    cost=(discard_self(),),
    when=your_hero_defended,
    text="discard it to ready your hero",
)


@step("black-widow")
def run_black_widow(s: McState, st: Step) -> Decision | None:
    """Cancel the revealed card's effects (its surge too), discard it, then reveal the
    next encounter card for the same player."""
    from rulebound.games.marvel_champions.encounter import reveal_top

    ev = s.frames[s.frames[st[1]]["ev"]]
    uid = ev["card"]
    ev.update(withdrawn=True, cancel=True, gone=True, surge=False)
    s.enc_discard.append(uid)
    s.say(f"{s.name(uid)} is canceled and discarded.", kind="discard")
    reveal_top(s, ev["seat"])
    return None


@step("ev-enemy")
def run_ev_enemy(s: McState, st: Step) -> Decision | None:
    """The enemy of the triggering attack becomes the ability's target."""
    frame = s.frames[st[1]]
    frame["target"] = s.frames[frame["ev"]]["enemy"]
    return None
