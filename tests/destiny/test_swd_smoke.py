"""Smoke tests of the helpers and of one full resolve action."""

from __future__ import annotations

from swd_helpers import REY, STORMTROOPER, Side, act, position, put_in_pool, rules, uid


@rules("SWD-MOD-02", "SWD-EX-02")
def test_modifier_adds_its_value_to_the_base_die() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[STORMTROOPER]))
    rey = uid(s, "Rey")
    put_in_pool(s, rey, 0, 1)  # 1 melee, +2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    act(s, "add-modifier", "showing +2 melee")
    act(s, "symbol-target", "First Order Stormtrooper")
    assert s.units[uid(s, "First Order Stormtrooper")].damage == 3
    assert s.pool(0) == []
