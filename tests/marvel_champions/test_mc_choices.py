"""Choices no Core card makes, on made-up cards (``position.made_up_card``): several
targets at once, "any number of" targets, the lowest value among enemies; and a damage
cost that is prevented."""

from __future__ import annotations

from mc_helpers import (
    HYDRA_MERCENARY,
    MANSION,
    SANDMAN,
    SHOCKER,
    act,
    engage,
    kind,
    labels,
    put,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import damage, draw, stun, then
from rulebound.games.marvel_champions.position import InPlay, Position, Side, build_position
from rulebound.games.marvel_champions.wording import (
    choose_lowest_enemy,
    choose_several,
    each_chosen,
)

WAR_MACHINE = "01030"


def _mansion_does(s, *effect) -> None:  # type: ignore[no-untyped-def]
    position.made_up_card(s, MANSION, lambda c: c.action(*effect, text="made-up ability"))
    put(s, MANSION)


@rules("MC-CHOOSEEL-03")
def test_several_targets_are_chosen_together_as_many_as_possible() -> None:
    two_minions = (choose_several("minion", 2), each_chosen("targets", damage(1)))
    s = start()
    _mansion_does(s, *two_minions)
    only = engage(s, SHOCKER)
    act(s, "turn", "Avengers Mansion")  # one minion: it is chosen, no question asked
    assert kind(s) == "turn" and s.units[only].damage == 1
    s = start()
    _mansion_does(s, *two_minions)
    a, b, c = engage(s, SHOCKER), engage(s, SANDMAN), engage(s, HYDRA_MERCENARY)
    act(s, "turn", "Avengers Mansion")
    assert len(labels(s)) == 3
    act(s, "choose-several", "Shocker")
    assert s.units[a].damage == 0  # nothing resolves before both are chosen
    assert len(labels(s)) == 2 and "Shocker" not in " ".join(labels(s))
    act(s, "choose-several", "Hydra Mercenary")
    assert [s.units[u].damage for u in (a, b, c)] == [1, 0, 1]


@rules("MC-CHOOSEEL-04")
def test_any_number_of_targets_with_none_chosen_does_not_resolve() -> None:
    effect = (choose_several("minion"), each_chosen("targets", stun()), then(), draw(1))
    s = start()
    _mansion_does(s, *effect)
    merc = engage(s, HYDRA_MERCENARY)
    act(s, "turn", "Avengers Mansion")
    act(s, "choose-several", "done")  # none chosen: "then" does not follow
    assert s.players[0].hand == [] and s.units[merc].stunned == 0
    s = start()
    _mansion_does(s, *effect)
    merc, shocker = engage(s, HYDRA_MERCENARY), engage(s, SHOCKER)
    act(s, "turn", "Avengers Mansion")
    act(s, "choose-several", "Hydra Mercenary")
    act(s, "choose-several", "done")  # one of the two: enough
    assert s.units[merc].stunned == 1 and s.units[shocker].stunned == 0
    assert len(s.players[0].hand) == 1


@rules("MC-EX-25", "MC-DASH-02")
def test_a_dash_is_compared_as_zero() -> None:
    # Enemy A (Shocker, made up with SCH "–"), B (Hydra Mercenary, SCH 0) and Rhino
    # (SCH 1): "stun the enemy with the lowest SCH" offers A and B, tied.
    s = start()
    with_card(s, SHOCKER, drop_stats=("scheme",))
    _mansion_does(s, choose_lowest_enemy("scheme"), stun())
    a, b = engage(s, SHOCKER), engage(s, HYDRA_MERCENARY)
    act(s, "turn", "Avengers Mansion")
    assert kind(s) == "choose-enemy-lowest"
    assert sorted(labels(s)) == sorted([s.tag(a), s.tag(b)])
    act(s, "choose-enemy-lowest", "Shocker")
    assert s.units[a].stunned == 1


@rules("MC-COST-12")
def test_a_damage_cost_is_paid_even_if_prevented() -> None:
    # War Machine ("exhaust him and deal 2 damage to him → deal 1 damage to each enemy")
    # with a tough status card: the tough card prevents the damage, the cost is paid,
    # and the effect resolves.
    s = build_position(
        Position(players=[Side("iron-man", form="hero", play=[InPlay(WAR_MACHINE, tough=1)])])
    )
    machine = next(u for u in s.play if s.units[u].card == s.game.pool.by_code[WAR_MACHINE].index)
    act(s, "turn", "War Machine")
    assert s.units[machine].tough == 0 and s.units[machine].damage == 0
    assert s.units[machine].exhausted and s.units[s.villain].damage == 1
