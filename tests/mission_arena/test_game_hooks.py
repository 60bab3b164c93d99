"""What :class:`MissionArenaGame` hands the kernel, the front ends and the bots: the
seats' names, the action range and the greedy bot's heuristic. Survivors of the
mutation sample of session 27 (docs/mutation-samples/mut-ma.md, closed in surv-mc.md):
a hook that returned nothing changed no test of the sample's set."""

from __future__ import annotations

from rulebound import load_game
from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.heuristic import greedy_policy


def test_each_seat_is_named_for_the_deck_it_plays() -> None:
    """The decks in the other order than the default: the names follow the decks."""
    g = load_game("marvel-mission-arena", decks="villains,avengers")
    assert [g.seat_name(0), g.seat_name(1)] == ["P1 Villains", "P2 Avengers"]


def test_the_action_range_and_the_greedy_heuristic_are_mission_arenas_own() -> None:
    g = load_game("marvel-mission-arena")
    assert g.num_distinct_actions() == enc.NUM_ACTIONS
    assert g.greedy_policy() is greedy_policy
