"""Character rules no Core card reaches, on made-up variants of Core cards built with the
public position builder (``card_variant``, ``made_up_card``)."""

from __future__ import annotations

import jsonschema
from mc_helpers import (
    ADVANCE,
    BLASTERS,
    BREAKIN,
    HEART_SHAPED_HERB,
    HELICARRIER,
    HYDRA_MERCENARY,
    MANSION,
    MARIA_HILL,
    RHINO_I,
    SHOCKER,
    act,
    engage,
    hp,
    mark,
    pass_windows,
    position,
    put,
    reveal,
    rules,
    side_scheme,
    stack_encounter,
    start,
    threat,
    with_card,
    with_keywords,
    with_stats,
)

from rulebound.games.marvel_champions.dsl import from_event, place_threat
from rulebound.games.marvel_champions.rules import can_take_status
from rulebound.games.marvel_champions.state import McState


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
    position.made_up_card(s, BLASTERS, lambda c: c.gives_host("Stalwart"))
    mark(s, s.villain, stunned=1, confused=1, tough=1)
    reveal(s, BLASTERS)  # attaches to the villain: it gains Stalwart
    v = s.units[s.villain]
    assert (v.stunned, v.confused, v.tough) == (0, 0, 1)  # a tough card stays
    assert not can_take_status(s, s.villain, "stunned")  # Stalwart from the attachment


@rules("MC-KEYWORD-OVERKILL-04")
def test_an_ability_counting_the_excess_uses_the_overkill_value() -> None:
    s = start(form="hero")
    with_keywords(s, RHINO_I, "Overkill")
    with_stats(s, RHINO_I, attack=5)
    # made up: "after an ally takes damage, place threat equal to the excess damage"
    position.made_up_card(
        s,
        HELICARRIER,
        lambda c: c.response(
            "took-damage", from_event("x", "excess"), place_threat("x"), forced=True, text="x"
        ),
    )
    put(s, HELICARRIER)
    mh = put(s, MARIA_HILL)
    stack_encounter(s, ADVANCE)  # the boost card: no icon
    position.start_activation(s, 0, "attack")
    pass_windows(s)
    act(s, "defend", "Maria Hill")
    overkill = 10 - hp(s)
    assert not s.units[mh].in_play and overkill == 5 - 2  # Maria Hill has 2 hit points
    assert threat(s) == overkill


@rules("MC-KEYWORD-VILLAINOUS-02")
def test_a_boost_on_a_villainous_minion_naming_the_villain_applies_to_the_villain() -> None:
    s = start(form="hero")
    with_keywords(s, SHOCKER, "Villainous")  # a made-up Villainous Shocker
    m = engage(s, SHOCKER)
    stack_encounter(s, HEART_SHAPED_HERB)  # Boost: give the villain a tough status card
    position.start_activation(s, 0, "scheme", enemy=m)
    pass_windows(s)
    assert s.units[s.villain].tough == 1 and s.units[m].tough == 0


def _your_basic_powers_get_1(s: McState) -> None:
    """A made-up Avengers Mansion: "your hero's basic powers get +1"."""
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.modifies(
            "basic_power", lambda s, src, ch: int(ch == s.players[s.units[src].controller].identity)
        ),
    )
    put(s, MANSION)


@rules("MC-KEYWORD-ASSAULT-03", "MC-KEYWORD-ASSAULT-01")
def test_a_basic_power_increase_adds_to_the_atk_thwarting_an_assault_scheme() -> None:
    s = start(form="hero")
    _your_basic_powers_get_1(s)
    with_keywords(s, BREAKIN, "Assault")
    scheme = side_scheme(s, BREAKIN, threat=5)
    act(s, "turn", "basic thwart")
    assert threat(s, scheme) == 5 - (2 + 1)  # Spider-Man's ATK 2, +1


def test_a_basic_power_increase_adds_to_a_basic_attack() -> None:
    s = start(form="hero")
    _your_basic_powers_get_1(s)
    act(s, "turn", "basic attack")
    assert s.units[s.villain].damage == 2 + 1
