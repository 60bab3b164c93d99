"""The Core Set basic cards (01083-01093)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import (
    card,
    choose_damaged_character,
    choose_enemy,
    choose_player,
    damage,
    discard_self,
    do,
    draw,
    enemy_can_take,
    exhaust_self,
    heal,
    ready,
    stun,
    this_enters,
)
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.model import PHYSICAL
from rulebound.games.marvel_champions.rules import any_thwartable, enemies, friendly_characters
from rulebound.games.marvel_champions.rules import draw as draw_cards
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def damaged_character(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return any(s.units[c].damage > 0 for c in (*friendly_characters(s), *enemies(s)))


def hero_exhausted(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return s.units[s.players[seat].identity].exhausted


def villain_schemes(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev["enemy"] == s.villain


card("01083").response(  # Mockingbird
    "enters-play",
    choose_enemy(attack=False, status="stunned"),
    stun(),
    when=this_enters,
    needs=enemy_can_take("stunned"),
    text="stun an enemy",
)
card("01084").leaves_at_round_end().response(  # Nick Fury
    "enters-play",
    do("nick-fury"),
    forced=True,
    when=this_enters,
    text="remove 2 threat, draw 3 cards, or deal 4 damage to an enemy",
)
card("01085").interrupt(  # Emergency
    "villain-schemes",
    do("reduce-scheme", 1),
    label="thwart",
    when=villain_schemes,
    text="reduce the threat placed by 1",
)
card("01086").action(  # First Aid
    choose_damaged_character(),
    heal(2),
    needs=damaged_character,
    text="heal 2 damage from a character",
)
card("01087").action(  # Haymaker
    choose_enemy(), damage(3), form="hero", label="attack", text="deal 3 damage to an enemy"
)
card("01088").plain()  # Energy
card("01089").plain()  # Genius
card("01090").plain()  # Strength
card("01091").max_one_per("player").action(  # Avengers Mansion
    choose_player(), draw(1, "player"), cost=(exhaust_self(),), text="a player draws 1 card"
)
card("01092").max_one_per("player").action(  # Helicarrier
    choose_player(),
    do("helicarrier"),
    cost=(exhaust_self(),),
    text="the next card a player plays this phase costs 1 less",
)
card("01093").action(  # Tenacity
    ready("identity"),
    cost=(discard_self(),),
    spend=(PHYSICAL, 1),
    form="hero",
    needs=hero_exhausted,
    text="spend a physical resource and discard it: ready your hero",
)

NICK_FURY = ("remove 2 threat from a scheme", "draw 3 cards", "deal 4 damage to an enemy")


@step("nick-fury")
def run_nick_fury(s: McState, st: Step) -> Decision | None:
    """ "Choose one": only options that can at least partly resolve (MC-CHOOSEOPT-03)."""
    frame = s.frames[st[1]]
    seat = frame["seat"]
    ok = [any_thwartable(s), bool(s.players[seat].deck), True]
    s.texts = NICK_FURY
    return Decision(
        seat,
        "choose-option",
        "Nick Fury: choose one.",
        tuple(enc.option(i) for i in range(3) if ok[i]),
    )


@answer("nick-fury")
def answer_nick_fury(s: McState, st: Step, action: int) -> None:
    from rulebound.games.marvel_champions.dsl import choose_scheme, remove_threat

    fid = st[1]
    choice = action - enc.OPTION
    if choice == 0:
        ops = (choose_scheme(), remove_threat(2))
    elif choice == 1:
        draw_cards(s, s.frames[fid]["seat"], 3)
        return
    else:
        ops = (choose_enemy(attack=False), damage(4))
    s.push(*((op[0], fid, *op[1:]) for op in ops))


@step("reduce-scheme")
def run_reduce_scheme(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    ev = s.frames[frame["ev"]]
    ev["reduce"] = ev.get("reduce", 0) + st[2]
    s.say(f"The threat this scheme places is reduced by {st[2]}.", kind="threat")
    return None


@step("helicarrier")
def run_helicarrier(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    s.reduce[frame["player"]] += 1
    s.say(
        f"The next card {s.player_name(frame['player'])} plays this phase costs 1 less.",
        kind="card-played",
    )
    return None
