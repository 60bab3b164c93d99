"""The Aggression aspect (01050-01057)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import (
    card,
    choose_enemy,
    choose_minion,
    choose_scheme,
    damage,
    do,
    exhaust_self,
    heal,
    remove_counter,
    remove_threat,
)
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import PHYSICAL
from rulebound.games.marvel_champions.ops import paid_with
from rulebound.games.marvel_champions.rules import (
    check_deck_out,
    enemies,
    friendly_characters,
    minions,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def this_attacked(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["attacker"] == uid)


def tigra_defeated_a_minion(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["attacker"] == uid and ev["defeated"] and s.cards[ev["stage"]].type == "minion")


def your_hero_defeated(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return bool(ev["attacker"] == s.players[seat].identity and ev["defeated"])


def a_minion(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """An attack on "a minion" needs one in play (MC-ABILITY-04)."""
    return bool(minions(s))


def training(s: McState, src: int, char: int) -> int:
    return 1 if char == s.players[s.units[src].controller].identity else 0


card("01050").response(  # Hulk
    "player-attacked",
    do("hulk-smash"),
    forced=True,
    when=this_attacked,
    text="discard the top card of your deck and resolve its resource",
)
card("01051").response(  # Tigra
    "player-attacked",
    heal(1, "self"),
    when=tigra_defeated_a_minion,
    text="heal 1 damage from Tigra",
)
card("01052").response(  # Chase Them Down
    "player-attacked",
    choose_scheme(),
    remove_threat(2),
    label="thwart",
    when=your_hero_defeated,
    text="remove 2 threat from a scheme",
)
card("01053").checks_paid_types().action(  # Relentless Assault
    choose_minion(),
    damage(5, overkill=paid_with(PHYSICAL)),
    form="hero",
    label="attack",
    needs=a_minion,
    text="deal 5 damage to a minion (overkill if paid with a physical resource)",
)
card("01054").action(  # Uppercut
    choose_enemy(), damage(5), form="hero", label="attack", text="deal 5 damage to an enemy"
)
card("01055").doubles_for("aggression")  # The Power of Aggression
card("01056").uses(3).action(  # Tac Team
    choose_enemy(attack=False),
    damage(2),
    cost=(exhaust_self(), remove_counter()),
    text="exhaust it and remove a counter: deal 2 damage to an enemy",
)
card("01057").any_player().max_one_per("player").modifies("attack", training)  # Combat Training


@step("hulk-smash")
def run_hulk_smash(s: McState, st: Step) -> Decision | None:
    """Discard your top card; by its printed resource: physical, 2 damage to an enemy;
    energy, 1 damage to each character; mental, discard Hulk; wild, all of these."""
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    seat = frame["seat"]
    hulk = frame["src"]
    p = s.players[seat]
    if not p.deck:
        return None
    top = p.deck.pop()
    p.discard.append(top)
    s.say(f"Hulk discards {s.name(top)} from the top of the deck.", kind="reveal")
    check_deck_out(s, seat)
    icons = s.card(top).resources
    wild = icons["wild"] > 0
    if (icons["mental"] or wild) and s.units[hulk].in_play:
        s.push(("leave", 0, hulk))  # last: the damage is dealt first
    if icons["energy"] or wild:
        for c in reversed([*friendly_characters(s), *enemies(s)]):
            push_damage(s, c, 1, seat)
    if icons["physical"] or wild:
        s.push(("choose", st[1], "enemy", "target"), ("hulk-hits", st[1]))
    return None


@step("hulk-hits")
def run_hulk_hits(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    if frame.get("target", -1) >= 0 and s.units[frame["target"]].in_play:
        push_damage(s, frame["target"], 2, frame["seat"])
    return None
