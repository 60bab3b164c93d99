"""The bots play the Items that change how far and where they go: the default halves an
equipped Item makes larger (GH-ACTION-03: any card's top as Attack 2 and bottom as Move
2; items 29, 40, 57 and 67 raise them), the Boots that add to one Move (items 1, 36, 64,
96), and a flier's way over obstacles (items 58, 71)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import kind, monster, pick, place, turn
from test_gh_items import BRUTE, MINDTHIEF, brute_faces_a_guard, game

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.heuristic import heuristic_policy, plan_scores, quick_item
from rulebound.games.gloomhaven.position import set_hp
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import distance

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


# --- Items that add to a Move (Boots of Striding, Dashing, Sprinting; Rocket Boots) -------


def _short_walk(tmp_path: Path, guard_at: tuple[int, int], items: str = "1;") -> GloomhavenState:
    """The Brute (at (0, 2)) plays Grab and Go's bottom as the default Move 2, Trample's
    Attack 3 still to come; a Bandit Guard at ``guard_at``."""
    s = game(tmp_path, items)
    monster(s, "bandit-guard", guard_at)
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom as Move 2")
    assert kind(s) == "move" and "(2 left)" in s.decision().prompt
    return s


@rules("GH-ITEM-02", "GH-MOVE-01")
def test_the_bot_takes_the_boots_when_its_move_falls_short_of_the_attack(tmp_path: Path) -> None:
    # Four hexes to the guard: Move 2 leaves the Brute a hex short of striking with
    # Trample; the Boots' +2 take it next to the guard (it once took them only for a
    # walk of more than four hexes).
    s = _short_walk(tmp_path, (4, 2))
    assert _pick(s) == "use Boots of Striding"
    pick(s, "use Boots of Striding")
    while kind(s) == "move":
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    assert distance(s.character(BRUTE).hex, (4, 2)) == 1


@rules("GH-ITEM-02")
def test_the_bot_keeps_the_boots_when_its_move_is_enough(tmp_path: Path) -> None:
    s = _short_walk(tmp_path, (3, 2))  # two steps: Move 2 reaches
    assert _pick(s).startswith("hex ")


def _bot_moves(s: GloomhavenState) -> None:
    while kind(s) == "move":
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))


@rules("GH-MOVE-07", "GH-ITEM-08")
@pytest.mark.parametrize("items", ["71;", "58;"])
def test_a_flying_bot_goes_over_the_obstacle_to_strike(tmp_path: Path, items: str) -> None:
    # An obstacle at (1, 2) between the Brute (0, 2) and a guard at (3, 2): on foot the
    # way round takes 3 steps, over it 2. Flying (Boots of Levitation, Cloak of
    # Phasing), the default Move 2 brings the Brute next to the guard for Trample.
    s = game(tmp_path, items, contents=[{"hex": [1, 2], "type": "obstacle"}])
    monster(s, "bandit-guard", (3, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom as Move 2")
    assert _pick(s) == "hex 1,2"
    _bot_moves(s)
    assert distance(s.character(BRUTE).hex, (3, 2)) == 1


@rules("GH-HEAL-02", "GH-ITEM-07")
def test_the_bot_keeps_the_scroll_of_healing_until_someone_misses_its_heal(
    tmp_path: Path,
) -> None:
    # Item 94 heals anyone within Range 5: at full HP all round it was used at the
    # first chance, and consumed for nothing. The planner's state-read answer agrees.
    s = game(tmp_path, "94;")
    monster(s, "bandit-guard", (6, 0))
    place(s, BRUTE, (0, 2))
    mindthief = place(s, MINDTHIEF, (5, 2))
    turn(s, BRUTE, "Trample", "Grab and Go")
    assert _pick(s) == "no item"
    assert quick_item(s, s.decision().options) == enc.STOP
    set_hp(s, mindthief, mindthief.max_hp - 3)
    assert _pick(s) == "use Scroll of Healing"
    assert quick_item(s, s.decision().options) == enc.ITEM
