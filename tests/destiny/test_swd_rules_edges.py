"""Edges of ``rules.py`` found by the mutation sample of session 27
(docs/mutation-samples/mut-sw.md)."""

from __future__ import annotations

from swd_helpers import (
    F11D,
    INFANTRY_GRENADES,
    KYLO,
    STORMTROOPER,
    Side,
    act,
    pick_unit,
    position,
    put_in_pool,
    resolve,
    rules,
    tag,
    uid,
)

from rulebound.games.destiny.model import IN_POOL, ON_CARD
from rulebound.games.destiny.position import set_damage


@rules("SWD-REDEPLOY-02")
def test_a_redeployed_upgrade_takes_only_its_own_die_out_of_the_pool() -> None:
    """The F-11D Rifle moves from a defeated Stormtrooper to the other one: its die goes
    with it; the other Stormtrooper's die, also in the pool, stays there."""
    s = position(
        Side(characters=[STORMTROOPER, STORMTROOPER], upgrades=[(F11D, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
        turn=1,
    )
    set_damage(s, 0, 6)
    rifle = uid(s, "F-11D Rifle")
    [rifle_die] = put_in_pool(s, rifle, 3)
    [other_die] = put_in_pool(s, 1, 0)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)  # 1 ranged
    resolve(s, "ranged", "First Order Stormtrooper die [", tag(0))
    act(s, "redeploy", tag(1))
    assert s.units[rifle].host == 1
    assert s.dice[rifle_die].where == ON_CARD
    assert s.dice[other_die].where == IN_POOL


@rules("SWD-DIELEAVE-02")
def test_the_twin_of_a_leaving_upgrade_is_its_copys_die_not_another_die_in_the_pool() -> None:
    """Two F-11D Rifles on one Stormtrooper, both dice in the pool with the
    Stormtrooper's own die; Infantry Grenades replaces the rifle whose die shows +2.
    The choice is between the two rifle dice; the Stormtrooper's die is left alone."""
    s = position(
        Side(
            characters=[STORMTROOPER, STORMTROOPER],
            upgrades=[(F11D, 0), (F11D, 0)],
            hand=[INFANTRY_GRENADES],
        ),
        Side(characters=[KYLO]),
    )
    rifles = [uid(s, "F-11D Rifle"), uid(s, "F-11D Rifle", nth=1)]
    [own] = put_in_pool(s, 0, 0)  # the Stormtrooper's die, 1 ranged
    [plus1] = put_in_pool(s, rifles[0], 1)  # +1 ranged
    put_in_pool(s, rifles[1], 2)  # +2 ranged
    act(s, "action", "play Infantry Grenades")
    pick_unit(s, "upgrade-host", 0)
    pick_unit(s, "upgrade-replace", rifles[1])
    assert s.decision().kind == "twin-die"
    act(s, "twin-die", "showing +2 ranged")
    assert s.dice[plus1].face.label() == "+2 ranged" and s.dice[plus1].where == IN_POOL
    assert s.dice[own].face.label() == "1 ranged" and s.dice[own].where == IN_POOL
