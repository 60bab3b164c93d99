"""Damage rules a mutation sample of ``damage.py`` found untested."""

from __future__ import annotations

from mc_helpers import mark, rules, run, start

from rulebound.games.marvel_champions.damage import push_damage


@rules("MC-TOUGH-02")
def test_a_tough_card_prevents_a_single_point_of_damage() -> None:
    s = start(form="hero")
    mark(s, s.villain, tough=1)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.units[s.villain].damage == 0 and s.units[s.villain].tough == 0
