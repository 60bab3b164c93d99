"""Character rules no Core card reaches, on made-up variants of Core cards built with the
public position builder (``card_variant``, ``card_script``)."""

from __future__ import annotations

import jsonschema
from mc_helpers import (
    BLASTERS,
    HYDRA_MERCENARY,
    act,
    engage,
    mark,
    position,
    reveal,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions.rules import can_take_status


@rules("MC-HP-09")
def test_infinite_hit_points_take_damage_but_never_reach_zero() -> None:
    s = start(form="hero")
    with_card(s, HYDRA_MERCENARY, flags=frozenset({"health_infinite"}))
    merc = engage(s, HYDRA_MERCENARY)
    mark(s, merc, damage=5)  # more than the 4 hit points it would have printed
    act(s, "turn", "basic attack")
    assert s.units[merc].in_play and s.units[merc].damage == 7  # dealt, never defeated
    view = s.view(0)
    jsonschema.validate(view, s.game.view_schema())
    (shown,) = view["players"][0]["engaged_minions"]
    assert shown["hit_points"] == "infinite"


@rules("MC-KEYWORD-STALWART-02", "MC-KEYWORD-STALWART-01")
def test_gaining_stalwart_removes_stunned_and_confused() -> None:
    s = start(form="hero")
    position.card_script(s, BLASTERS, lambda c: c.gives_host("Stalwart"))
    mark(s, s.villain, stunned=1, confused=1, tough=1)
    reveal(s, BLASTERS)  # attaches to the villain: it gains Stalwart
    v = s.units[s.villain]
    assert (v.stunned, v.confused, v.tough) == (0, 0, 1)  # a tough card stays
    assert not can_take_status(s, s.villain, "stunned")  # Stalwart from the attachment
