"""A Heal with Target 2 heals two figures and no third (GH-HEAL-02 with the card's
Target: Cragheart's Nature's Lift, Heal 2, Range 3, Target 2). A survivor of the
mutation sample of ``abilities.py`` (docs/mutation-samples/mut-gh1.md): the card's own
test had only two figures to heal."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, kind, pick, pick_figure, place, turn

from rulebound.games.gloomhaven.position import set_hp

CRAGHEART, BRUTE, MINDTHIEF = 0, 1, 2


@pytest.mark.rules("GH-HEAL-02")
def test_a_heal_with_target_2_heals_two_figures_and_asks_for_no_third(tmp_path: Path) -> None:
    s = arena(tmp_path, party="cragheart,brute,mindthief")
    figs = [
        place(s, seat, h) for seat, h in ((CRAGHEART, (2, 2)), (BRUTE, (3, 2)), (MINDTHIEF, (2, 3)))
    ]
    for fig in figs:
        set_hp(s, fig, fig.max_hp - 4)
    turn(s, CRAGHEART, "Nature's Lift", "Crushing Grasp")
    pick(s, "Nature's Lift: top")
    assert kind(s) == "heal-target"
    pick_figure(s, figs[BRUTE])
    assert kind(s) == "heal-target"
    pick_figure(s, figs[MINDTHIEF])
    assert kind(s) != "heal-target"  # the third figure, the Cragheart, is not healed
    assert [f.max_hp - f.hp for f in figs] == [4, 2, 2]


@pytest.mark.rules("GH-HEAL-01")
def test_a_heal_restores_no_more_than_the_hit_points_lost(tmp_path: Path) -> None:
    s = arena(tmp_path, party="cragheart,brute")
    fig = place(s, CRAGHEART, (2, 2))
    place(s, BRUTE, (0, 4))
    set_hp(s, fig, fig.max_hp - 1)
    turn(s, CRAGHEART, "Nature's Lift", "Crushing Grasp")
    pick(s, "Nature's Lift: top")  # Heal 2
    pick_figure(s, fig)
    assert fig.hp == fig.max_hp
