"""The heuristic against Klaw and Ultron: the hits their cards make bigger than the
printed ATK (Klaw's extra boost card, Ultron II's Drones) and a main scheme stage that
is not the last. Each expected choice is written from the rule of thumb, before running
the bot (docs/marvel-champions-klaw.md)."""

from __future__ import annotations

from mc_helpers import kind
from test_mc_cards_klaw import ADVANCE, SHOCKER, klaw
from test_mc_cards_ultron import ENERGY, drones, ultron

from rulebound.games.marvel_champions.heuristic import Position as Seen
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.position import (
    Side,
    discard_from_play,
    engage_drone,
    mark,
    start_activation,
)
from rulebound.games.marvel_champions.state import McState

GENIUS = "01089"


def _alone(s: McState) -> McState:
    """No minion engaged (the set-up's dig brings one at random)."""
    for m in s.view(0)["players"][0]["engaged_minions"]:
        discard_from_play(s, m["uid"])
    return s


def _choice(s: McState) -> str:
    return s.labels()[greedy_policy(s.view(0), list(s.decision().options))]


def test_klaws_extra_boost_card_counts_in_the_hit_to_come() -> None:
    """Klaw I (ATK 0) is dealt two boost cards a attack (about a point each): at 4 hit
    points Spider-Man is within his hit and the margin, hurt (MC-BOOST-07)."""
    s = _alone(klaw(players=[Side(form="hero", damage=6)]))
    assert Seen(s.view(0)).hurt()
    s = _alone(klaw(players=[Side(form="hero", damage=5)]))
    assert not Seen(s.view(0)).hurt()


def test_ultron_ii_hits_harder_for_each_drone_engaged() -> None:
    """Ultron II's attack brings a Drone and gets +1 ATK per Drone engaged with the
    attacked player (MC-FAQ-CORE-21): with two engaged his 2 is 5, and the Drones hit
    for 1 each: 2 + 3 + 1 (a boost) + 2 + 2 (the margin) = 10, Spider-Man's hit points."""
    s = ultron("hero", stage="II")
    engage_drone(s, ENERGY)
    engage_drone(s, GENIUS)
    assert len(drones(s)) == 2
    assert Seen(s.view(0)).hurt()


def test_a_hurt_hero_recovers_past_a_stage_that_is_not_the_last() -> None:
    """Klaw's Underground Distribution (6) completed only brings Secret Rendezvous
    (MC-MAINSCHEME-07): Spider-Man, hurt and spent, changes to Peter Parker although
    Klaw's scheme would complete it. On Secret Rendezvous the same threat would lose the
    game (MC-MAINSCHEME-04): he stays a hero."""
    hurt = Side(form="hero", damage=6, exhausted=True)
    s = _alone(klaw(players=[hurt], main_threat=4))
    assert not Seen(s.view(0)).flip_safe
    assert _choice(s) == "change to alter-ego form (Peter Parker)"
    s = _alone(klaw(players=[hurt], main_threat=5, encounter_top=[ADVANCE, SHOCKER]))
    start_activation(s, 0, "scheme")  # Underground Distribution completed
    s = _alone(s)
    assert s.view(0)["main_scheme"]["name"] == "Secret Rendezvous"
    mark(s, s.main, threat=4)
    assert kind(s) == "turn"
    assert _choice(s) == "end your turn"
