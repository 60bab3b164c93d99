"""The Rhino scenario: villain stages, main scheme and the Rhino encounter set (01094-01108)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import (
    attached_enemy_is,
    card,
    discard_self,
    do,
    gain_surge,
    place_threat,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import PHYSICAL
from rulebound.games.marvel_champions.rules import give_status, heal, heroes, leave_play
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def per_hero(n: int) -> Any:
    return lambda s, f: n * len(s.players)  # the per-player icon counts starting players


card("01094").plain()  # Rhino I
card("01095").revealed(do("fetch-side-scheme", "Breakin' & Takin'"))  # Rhino II
card("01096").revealed(do("stun-each-hero"))  # Rhino III (Toughness is a printed keyword)
card("01097a").plain()  # The Break-In! 1A: its Setup (advance to 1B) is part of set-up
card("01097b").plain()  # The Break-In! 1B: completing it loses the game
card("01098").interrupt(  # Armored Rhino Suit
    "would-be-dealt-damage",
    do("rhino-suit"),
    forced=True,
    when=attached_enemy_is("target"),
    text="the damage is placed on the suit instead",
)
card("01099").interrupt(  # Charge
    "enemy-attacks",
    do("charge"),
    forced=True,
    when=attached_enemy_is("enemy"),
    text="the attack gains overkill; discard Charge after it",
)
card("01100").action(  # Enhanced Ivory Horn
    discard_self(), form="hero", spend=(PHYSICAL, 3), text="spend 3 physical resources: discard it"
)
card("01101").plain()  # Hydra Mercenary (Guard)
card("01102").plain()  # Sandman (Toughness)
card("01103").revealed(do("damage-each-hero", 1))  # Shocker
card("01104").revealed(do("hard-to-keep-down"))  # Hard to Keep Down
card("01105").revealed(do("im-tough"))  # "I'm Tough"
card("01106").revealed(gain_surge(), form="alter-ego").revealed(  # Stampede
    do("villain-attacks-you", "stun"), form="hero"
)
card("01107").revealed(place_threat(per_hero(1), "self"))  # Breakin' & Takin' (hazard)
card("01108").plain()  # Crowd Control (crisis)


@step("fetch-side-scheme")
def run_fetch(s: McState, st: Step) -> Decision | None:
    """Search the encounter deck and discard pile for a card by name, reveal it, and
    shuffle the encounter deck (MC-SEARCH-03)."""
    from rulebound.games.marvel_champions.encounter import push_reveal

    frame = s.frames[st[1]]
    name = st[2]
    found = next((u for u in [*s.enc_deck, *s.enc_discard] if s.name(u) == name), -1)
    s.rng.shuffle(s.enc_deck)
    if found < 0:
        s.say(f"{name} is not in the encounter deck or discard pile.", kind="info")
        return None
    from_deck = found in s.enc_deck
    (s.enc_deck if from_deck else s.enc_discard).remove(found)
    s.say(f"{s.name(frame['src'])} fetches {name}.", kind="reveal")
    push_reveal(s, frame["seat"], found, from_deck=from_deck)
    return None


@step("stun-each-hero")
def run_stun_each_hero(s: McState, st: Step) -> Decision | None:
    for h in heroes(s):
        give_status(s, h, "stunned")
    return None


@step("damage-each-hero")
def run_damage_each_hero(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    for h in reversed(heroes(s)):
        push_damage(s, h, st[2], frame["seat"])
    return None


@step("rhino-suit")
def run_rhino_suit(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    suit = frame["src"]
    ev["replaced"] = True
    s.units[suit].damage += ev["amount"]
    s.say(
        f"{ev['amount']} damage goes onto the Armored Rhino Suit ({s.units[suit].damage}).",
        kind="damage",
    )
    if s.units[suit].damage >= 5:
        leave_play(s, suit)
        s.say("The Armored Rhino Suit is discarded.", kind="discard")
    return None


@step("charge")
def run_charge(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    ev["overkill"] = True
    ev["after"] = (*ev["after"], frame["src"])
    return None


@step("hard-to-keep-down")
def run_hard_to_keep_down(s: McState, st: Step) -> Decision | None:
    if heal(s, s.villain, 4) == 0:
        s.push(("surge", st[1]))
    return None


@step("im-tough")
def run_im_tough(s: McState, st: Step) -> Decision | None:
    """An "already" alteration (MC-QUALIFY-03, MC-EX-36)."""
    if s.units[s.villain].tough:
        s.push(("surge", st[1]))
    else:
        give_status(s, s.villain, "tough")
    return None


@step("villain-attacks-you")
def run_villain_attacks_you(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.combat import push_activation

    frame = s.frames[st[1]]
    push_activation(s, s.villain, frame["seat"], "attack", stun=(st[2:] == ("stun",)))
    return None
