"""The bots against Ultron: his "threat or a Drone" choices, the Drones' values as the
heuristic reads them, and the planner's count of the main scheme stages to come (each
expected choice is written from the rule of thumb, before running the bot)."""

from __future__ import annotations

from mc_helpers import kind, stack_encounter, threat
from test_mc_cards_ultron import (
    ADVANCE,
    EFFICIENCY,
    ENERGY,
    drones,
    settle,
    to_countdown,
    to_norad,
    ultron,
)

from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import Position as Seen
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.planner import evaluate
from rulebound.games.marvel_champions.position import (
    Side,
    discard_from_play,
    engage_drone,
    mark,
    start_activation,
)
from rulebound.games.marvel_champions.state import McState


def _ultron_attacks(s: McState) -> str:
    """Ultron I attacks P1 (an Advance as his boost: no icon); the label of the bot's
    answer to his "1 threat on the main scheme, or a Drone"."""
    for uid in drones(s):
        discard_from_play(s, uid)
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack")
    settle(s)
    assert kind(s) == "drone-or-threat"
    choice = greedy_policy(s.view(0), list(s.decision().options))
    return s.labels()[choice]


def test_a_drone_rather_than_threat_on_countdown_to_oblivion() -> None:
    """No threat comes off Countdown to Oblivion: a point there is a round less to
    win, a Drone falls to any attack. The bot takes the Drone with the scheme empty."""
    s = ultron("hero")
    to_countdown(s)
    assert threat(s) == 0
    assert "Drone" in _ultron_attacks(s)


def test_a_point_of_threat_the_scheme_has_room_for() -> None:
    """On Assault on NORAD (10 solo) at 2 threat, the point is thwarted later: the bot
    keeps the hero free of another attacker."""
    s = ultron("hero")
    to_norad(s)
    mark(s, s.main, threat=2)
    assert "threat" in _ultron_attacks(s)


def test_a_drone_when_the_threat_would_bring_the_scheme_near_its_end() -> None:
    s = ultron("hero")
    to_norad(s)
    mark(s, s.main, threat=7)
    assert "Drone" in _ultron_attacks(s)


def test_the_heuristic_reads_a_facedown_drones_values() -> None:
    """A facedown Drone prints no value: the Ultron Drones environment gives it SCH 1,
    ATK 1 and 1 hit point. The heuristic counts its scheme in the threat an alter ego
    lets in, its attack in the damage coming, from both views."""
    s = ultron("alter-ego")
    engage_drone(s, ENERGY)  # an Energy card, facedown
    for view in (s.view(0), bot_view(s, 0)):
        seen = Seen(view)
        drone = seen.mine[0]
        assert drone["hit_points"] == 1 and drone["scheme"] == 1 and drone["attack"] == 1
        assert seen.alter_gain == 1 + 1 + 1  # Ultron's SCH 1, a boost, the Drone's SCH 1


def test_completing_a_main_scheme_stage_is_no_gain_to_the_planner() -> None:
    """Completing Assault on NORAD clears its threat (MC-MAINSCHEME-09), but the
    players are a stage nearer defeat: Countdown to Oblivion at 0 (5 solo) leaves less
    room than Assault on NORAD at 9 (1 to go, then 5). The planner's evaluation counts
    the stages to come."""
    norad = ultron("hero")
    to_norad(norad)
    countdown = ultron("hero")
    to_countdown(countdown)
    for s in (norad, countdown):
        for uid in drones(s):
            discard_from_play(s, uid)
    mark(norad, norad.main, threat=9)
    assert threat(countdown) == 0
    assert evaluate(norad) > evaluate(countdown)


def test_a_drone_rather_than_a_card_from_hand_for_android_efficiency() -> None:
    """Android Efficiency's boost: spend an energy resource (a card from hand) or a
    Drone, a minion of 1 hit point: the bot takes the Drone."""
    s = ultron(players=[Side(form="hero", hand=[ENERGY])])
    stack_encounter(s, EFFICIENCY["energy"])
    start_activation(s)
    settle(s)
    assert kind(s) == "drone-or-spend"
    choice = greedy_policy(s.view(0), list(s.decision().options))
    assert "Drone" in s.labels()[choice]
