"""The bots and a monster's Retaliate: the views show each monster's active Retaliate
(GH-RETAL-03, -04), and the heuristic strikes a monster in reach that does not
retaliate."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import add_monster_type, arena, monster, pick, place, turn

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.position import set_hp, start_monster_turn
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.games.gloomhaven.views import bot_view
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
SHIELD_RETALIATE = 524  # Bandit Guard: Shield 1, Retaliate 2, initiative 15


def _retaliating_guard(s: GloomhavenState, h: Hex, hp: int = 20) -> Figure:
    """A Bandit Guard at ``h`` that has taken its turn with Shield 1, Retaliate 2."""
    guard = monster(s, "bandit-guard", h)
    set_hp(s, guard, hp, most=20)
    start_monster_turn(s, guard, SHIELD_RETALIATE)
    return guard


@rules("GH-RETAL-03")
def test_the_views_show_a_retaliate_once_the_monster_has_acted(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (0, 2))
    guard = monster(s, "bandit-guard", (3, 2))
    assert s.view(BRUTE)["monsters"][0]["retaliate"] == []  # not before its initiative
    start_monster_turn(s, guard, SHIELD_RETALIATE)
    assert guard.retaliate == ((2, 1),)
    for view in (s.view(BRUTE), bot_view(s, BRUTE)):
        assert view["monsters"][0]["retaliate"] == [[2, 1]]


@rules("GH-RETAL-04", "GH-RETAL-01")
def test_the_views_show_a_stat_card_retaliate(tmp_path: Path) -> None:
    s = arena(tmp_path)
    stats = {"health": 5, "move": 2, "attack": 2, "retaliate": 3, "retaliate_range": 2}
    add_monster_type(s, "test-thorn", [(30, [{"move": 1}])], stats=stats)
    monster(s, "test-thorn", (3, 2))
    # without a range, Retaliate reaches an adjacent attacker only (GH-RETAL-01)
    del stats["retaliate_range"]
    add_monster_type(s, "test-burr", [(30, [{"move": 1}])], stats=stats)
    monster(s, "test-burr", (3, 4))
    for view in (s.view(BRUTE), bot_view(s, BRUTE)):
        assert [m["retaliate"] for m in view["monsters"]] == [[[3, 2]], [[3, 1]]]


def _brute_attacks(s: GloomhavenState) -> None:
    """The Brute's turn: Spare Dagger's top (Attack 3) at the attack-target decision."""
    turn(s, BRUTE, "Spare Dagger", "Trample")
    pick(s, "Spare Dagger: top")
    assert s.decision().kind == "attack-target"


def test_a_melee_attack_strikes_the_monster_that_does_not_retaliate(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 0))
    thorny = _retaliating_guard(s, (3, 2), hp=4)  # the weaker one, but it retaliates
    plain = monster(s, "bandit-guard", (1, 2))
    set_hp(s, plain, 6, most=6)
    _brute_attacks(s)
    action = heuristic_policy(quick_view(s, BRUTE), list(s.decision().options))
    assert action == enc.FIGURE + plain.id != enc.FIGURE + thorny.id


@rules("GH-RETAL-02")
def test_a_monster_the_attack_likely_kills_is_struck_whatever_its_retaliate(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 0))
    thorny = _retaliating_guard(s, (3, 2), hp=3)  # Spare Dagger's Attack 3 kills it
    plain = monster(s, "bandit-guard", (1, 2))
    set_hp(s, plain, 6, most=6)
    _brute_attacks(s)
    action = heuristic_policy(quick_view(s, BRUTE), list(s.decision().options))
    assert action == enc.FIGURE + thorny.id
