"""The bot view: the part of a seat's view the heuristic reads, built without the texts
for the planner's rollouts. It must hold the whole view's values (so it shows nothing
hidden from the seat), and the heuristic must choose the same on it."""

from __future__ import annotations

from typing import Any

import pytest

from rulebound import load_game
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.views import bot_view
from rulebound.kernel import Rng
from rulebound.kernel.play import random_action


def within(part: Any, whole: Any, where: str = "view") -> None:
    """Every key of ``part`` is in ``whole`` with the same value (dicts recursively,
    lists item by item)."""
    if isinstance(part, dict):
        assert isinstance(whole, dict), where
        for key, value in part.items():
            assert key in whole, f"{where}.{key} is not in the whole view"
            within(value, whole[key], f"{where}.{key}")
    elif isinstance(part, list):
        assert isinstance(whole, list) and len(part) == len(whole), where
        for k, (a, b) in enumerate(zip(part, whole, strict=True)):
            within(a, b, f"{where}[{k}]")
    else:
        assert part == whole, f"{where}: {part!r} against {whole!r}"


@pytest.mark.parametrize(
    "params",
    [
        {"scenario": "1", "party": "brute,mindthief", "items": "starter"},
        {"scenario": "2", "party": "tinkerer,spellweaver,cragheart,scoundrel"},
    ],
)
def test_bot_view_is_part_of_the_view_and_the_heuristic_agrees(params: dict[str, str]) -> None:
    game = load_game("gloomhaven", **params)
    decisions = 0
    for seed in range(6):
        state = game.new_initial_state(seed=seed)
        rng = Rng(seed)
        while not state.is_terminal() and decisions < 300:
            d = state.decision()
            if d.seat >= 0:
                for seat in range(len(state.heroes)):
                    within(bot_view(state, seat), state.view(seat))
                legal = list(d.options)
                whole = heuristic_policy(state.view(d.seat), legal)
                assert heuristic_policy(quick_view(state, d.seat), legal) == whole, d.kind
            state.apply_action(random_action(state, rng))
            decisions += 1
    assert decisions >= 300


def test_both_views_give_a_moves_points_left_and_nothing_else_does() -> None:
    # GH-MOVE-01: Move X, X hexes; the points left of the Move being walked are data
    # in every view (the bots read them there, not in the prompt's words)
    from gh_helpers import guard_ahead

    from rulebound.games.gloomhaven import encoding as enc

    s = guard_ahead()  # the Brute's Move 4, at its first step
    brute = s.heroes[0].figure
    for left in (4, 3, 2):
        for view in (s.view(0), s.view(1), bot_view(s, 0)):
            assert view["move"] == {"figure": brute, "points": left, "jump": False}
        s.apply_action(next(o for o in s.decision().options if o != enc.STOP))
    s.apply_action(enc.STOP)
    assert s.decision().kind not in ("move", "jump")
    assert s.view(0)["move"] is None and bot_view(s, 0)["move"] is None


def test_a_jump_under_way_is_a_jump_in_the_views() -> None:
    # GH-MOVE-07: a Jump ignores what it passes over; the view says which it is
    from gh_helpers import brute_and_guard, labels

    s = brute_and_guard("Leaping Cleave", "Grab and Go")
    s.apply_action(labels(s)["Leaping Cleave: bottom"])
    assert s.decision().kind == "jump"
    brute = s.heroes[0].figure
    assert s.view(1)["move"] == {"figure": brute, "points": 3, "jump": True}
    assert bot_view(s, 0)["move"] == s.view(0)["move"]
