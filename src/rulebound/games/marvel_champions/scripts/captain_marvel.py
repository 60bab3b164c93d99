"""Captain Marvel (Carol Danvers): identity, hero kit and obligation (01010-01018, 01175)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import (
    card,
    choose_enemy,
    choose_player,
    choose_scheme,
    confuse,
    damage,
    discard_from_hand,
    discard_self,
    do,
    draw,
    enemy_can_take,
    exhaust_self,
    heal_self_cost,
    if_,
    remove_threat,
    then,
    this_enters,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import ALTER, ENERGY, HERO
from rulebound.games.marvel_champions.ops import paid_with
from rulebound.games.marvel_champions.rules import any_thwartable, has_trait
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def aerial(s: McState, frame: dict[str, Any]) -> bool:
    return has_trait(s, s.players[frame["seat"]].identity, "Aerial")


def scheme_to_thwart(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """A scheme this player may thwart (Patrol and crisis considered)."""
    return any_thwartable(s, seat, True)


def captain_marvel_takes_damage(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev["target"] == s.players[seat].identity and ev["amount"] > 0


def helmet(s: McState, src: int, char: int) -> int:
    seat = s.units[src].controller
    p = s.players[seat]
    if char != p.identity or p.form != HERO:
        return 0
    return 2 if has_trait(s, char, "Aerial") else 1


card("01010a").action(  # Captain Marvel: Rechannel
    draw(1),
    cost=(heal_self_cost(1),),
    spend=(ENERGY, 1),
    limit=1,
    text="Rechannel: spend an energy resource and heal 1 damage to draw 1 card",
)
card("01010b").action(  # Carol Danvers: Commander
    choose_player(), draw(1, "player"), limit=1, text="Commander: a player draws 1 card"
)
card("01011").response(  # Spider-Woman
    "enters-play",
    confuse("villain"),
    when=this_enters,
    needs=enemy_can_take("confused", villain_only=True),
    text="confuse the villain",
)
card("01012").action(  # Crisis Interdiction
    choose_scheme(),
    remove_threat(2),
    then(),
    if_(aerial, choose_scheme("scheme2", other_than="scheme"), remove_threat(2, "scheme2")),
    form="hero",
    label="thwart",
    needs=scheme_to_thwart,
    text="remove 2 threat from a scheme, then 2 from another if you are Aerial",
)
card("01013").checks_paid_types().action(  # Photonic Blast
    choose_enemy(),
    damage(5),
    if_(paid_with(ENERGY), draw(1)),
    form="hero",
    label="attack",
    text="deal 5 damage to an enemy; draw 1 card if paid with an energy resource",
)
card("01014").plain()  # Energy Absorption
card("01015").action(  # Alpha Flight Station
    draw(lambda s, f: 2 if s.players[f["seat"]].form == ALTER else 1),
    cost=(exhaust_self(), discard_from_hand()),
    text="discard a card to draw 1 card (2 as Carol Danvers)",
)
card("01016").modifies("defense", helmet)  # Captain Marvel's Helmet
card("01017").gives_trait("Aerial").interrupt(  # Cosmic Flight
    "would-take-damage",
    do("prevent", 3),
    cost=(discard_self(),),
    form="hero",
    label="defense",
    when=captain_marvel_takes_damage,
    text="discard it to prevent 3 of that damage",
)
card("01018").max_one_per("player").action(  # Energy Channel
    do("add-counters"),
    spend=(ENERGY, -1),
    text="spend X energy resources: put X energy counters here",
).action(
    choose_enemy(),
    damage(lambda s, f: min(10, 2 * f["stored"])),
    cost=(do("count-counters"), discard_self()),
    form="hero",
    label="attack",
    text="discard it: deal 2 damage per energy counter (10 at most) to an enemy",
)
card("01175").revealed(do("obligation", "stun"))  # Family Emergency


@step("add-counters")
def run_add_counters(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    s.units[frame["src"]].counters += frame["x"]
    s.say(
        f"{s.tag(frame['src'])} now holds {s.units[frame['src']].counters} energy counters.",
        kind="card-played",
    )
    return None


@step("count-counters")
def run_count_counters(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    frame["stored"] = s.units[frame["src"]].counters
    return None
