"""The Legions of Hydra modular set (01180-01182)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.dsl import card, do, place_threat
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.rules import deal_to_player, enemies, has_trait
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

LEGIONS = "Legions of Hydra"


def hydra_enemies_x2(s: McState, frame: dict[str, Any]) -> int:
    return 2 * sum(1 for u in enemies(s) if has_trait(s, u, "Hydra"))


def legions_in_play(s: McState) -> bool:
    return any(s.name(u) == LEGIONS for u in s.play)


def madame_hydra_shielded(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("target") == uid and legions_in_play(s)


def this_enemy_acted(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    return ev.get("enemy") == uid


def acted_with_legions_in_play(s: McState, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """Madame Hydra's Forced Response does nothing while Legions of Hydra is not in play
    (still in the encounter deck, or defeated): it does not trigger then."""
    return this_enemy_acted(s, uid, seat, ev) and legions_in_play(s)


card("01180").revealed(  # Legions of Hydra (hazard)
    do("fetch-minion", "Madame Hydra"), place_threat(hydra_enemies_x2, "self")
)
card("01181").interrupt(  # Madame Hydra
    "would-take-damage",
    do("prevent", 99),
    forced=True,
    when=madame_hydra_shielded,
    text="she takes no damage while Legions of Hydra is in play",
).response(
    "after-attack",
    do("legions-threat"),
    forced=True,
    when=acted_with_legions_in_play,
    text="2 threat on Legions of Hydra",
).response(
    "after-scheme",
    do("legions-threat"),
    forced=True,
    when=acted_with_legions_in_play,
    text="2 threat on Legions of Hydra",
)
card("01182").defeated(do("deal-you"))  # Hydra Soldier (Guard)


@step("fetch-minion")
def run_fetch_minion(s: McState, st: Step) -> Decision | None:
    """ "If <minion> is not in play, search the encounter deck and discard pile for
    it and put it into play engaged with you, then shuffle the encounter deck"."""
    from rulebound.games.marvel_champions.encounter import put_minion

    frame = s.frames[st[1]]
    name = st[2]
    if any(s.name(u) == name for u in s.play):
        return None
    found = next((u for u in [*s.enc_deck, *s.enc_discard] if s.name(u) == name), -1)
    if found >= 0:
        (s.enc_deck if found in s.enc_deck else s.enc_discard).remove(found)
        s.say(f"{s.name(frame['src'])} brings {name} into play.", kind="reveal")
        put_minion(s, found, frame["seat"])
    else:
        s.say(f"{name} is not in the encounter deck or discard pile.", kind="reveal")
    s.rng.shuffle(s.enc_deck)
    return None


@step("legions-threat")
def run_legions_threat(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_place_threat

    scheme = next((u for u in s.play if s.name(u) == LEGIONS), -1)
    if scheme >= 0:
        push_place_threat(s, scheme, 2, s.frames[st[1]]["seat"])
    return None


@step("deal-you")
def run_deal_you(s: McState, st: Step) -> Decision | None:
    """ "Deal the engaged player an encounter card" (the ability's player)."""
    deal_to_player(s, s.frames[st[1]]["seat"])
    return None
