"""The bots plan with the default halves an equipped Item makes larger (GH-ACTION-03:
any card's top as Attack 2 and bottom as Move 2; items 29, 40, 57 and 67 raise them)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import monster, place
from test_gh_items import BRUTE, MINDTHIEF, brute_faces_a_guard, game

from rulebound.games.gloomhaven.heuristic import heuristic_policy, plan_scores
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules


def _pick(s: GloomhavenState) -> str:
    d = s.decision()
    return s.action_to_string(heuristic_policy(s.view(d.seat), list(d.options)))


@rules("GH-ACTION-03", "GH-ITEM-08")
def test_with_the_balanced_blade_the_bot_strikes_with_the_default_attack_4(
    tmp_path: Path,
) -> None:
    # Trample's top is Attack 3 Pierce 2; a normal Bandit Guard has no Shield, so the
    # Balanced Blade's default Attack 4 deals one more. Without the Item the printed top
    # is the better attack, and the bot plays it.
    (tmp_path / "blade").mkdir()
    (tmp_path / "bare").mkdir()
    s = game(tmp_path / "blade", "67;")
    brute_faces_a_guard(s)
    assert _pick(s) == "Trample: top as Attack 4"
    bare = game(tmp_path / "bare", "")
    brute_faces_a_guard(bare)
    assert _pick(bare) == "Trample: top"


@rules("GH-ACTION-03", "GH-ITEM-08")
def test_with_serene_sandals_a_plan_that_walks_is_worth_more_far_from_the_monsters(
    tmp_path: Path,
) -> None:
    # The plans' scores read the default Move 4: a pair whose bottom is played as the
    # default move closes more of the distance than with Move 2.
    scores = {}
    for items in ("57;", ""):
        folder = tmp_path / (items.strip(";") or "bare")
        folder.mkdir()
        s = game(folder, items)
        monster(s, "bandit-guard", (6, 4))
        place(s, BRUTE, (0, 0))
        place(s, MINDTHIEF, (0, 4))
        view = s.view(BRUTE)
        me = view["characters"][BRUTE]
        scores[items] = dict(plan_scores(view, me, [(0, 1), (1, 0)]))
    assert all(scores["57;"][p] > scores[""][p] for p in scores[""])
