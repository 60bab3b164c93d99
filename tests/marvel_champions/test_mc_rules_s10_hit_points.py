"""Rule coverage, section 10.3: hit points that abilities give and take away (Mark V
Armor on an identity, The "Immortal" Klaw on the villain, Upgraded Drones on minions)."""

from __future__ import annotations

from mc_helpers import act, hp, identity, mark, put, reveal, rules, start
from test_mc_rules_s07_values import klaw_game

from rulebound.games.marvel_champions.damage import identity_max_hp
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    discard_from_play,
    engage_drone,
)
from rulebound.games.marvel_champions.state import McState

MARK_V_ARMOR, CAUGHT_OFF_GUARD, IMMORTAL_KLAW = "01036", "01188", "01127"
UPGRADED_DRONES, ENERGY, GENIUS, STRENGTH = "01142", "01088", "01089", "01090"


@rules("MC-HP-06", "MC-GETS-02")
def test_mark_v_armor_raises_the_tracker_and_takes_it_back_when_it_goes() -> None:
    s = start(heroes="iron-man", form="hero")
    me = identity(s)
    mark(s, me, damage=4)
    assert (hp(s), identity_max_hp(s, me)) == (5, 9)
    put(s, MARK_V_ARMOR)
    # +6: both the maximum and the remaining hit points (the damage stays 4)
    assert (hp(s), identity_max_hp(s, me)) == (11, 15)
    assert s.view(0)["players"][0]["hit_points"] == 11
    reveal(s, CAUGHT_OFF_GUARD)  # the Armor is his only upgrade or support: discarded
    assert (hp(s), identity_max_hp(s, me)) == (5, 9)
    assert not s.players[0].eliminated


@rules("MC-HP-06")
def test_losing_the_armor_can_defeat_the_hero() -> None:
    """12 damage stand on 15 hit points; when the 6 go, the tracker drops to -3."""
    s = start(heroes="iron-man", form="hero")
    mark(s, identity(s), damage=12)
    put(s, MARK_V_ARMOR)
    assert hp(s) == 3 and not s.players[0].eliminated
    reveal(s, CAUGHT_OFF_GUARD)
    assert s.players[0].eliminated


@rules("MC-HP-06")
def test_the_immortal_klaw_raises_and_lowers_the_villain_tracker() -> None:
    s = klaw_game(1, villain_damage=3)
    assert s.view(0)["villain"]["hit_points"] == 12 - 3
    reveal(s, IMMORTAL_KLAW)
    assert s.view(0)["villain"]["hit_points"] == 12 + 10 - 3
    immortal = next(u for u in s.play if s.name(u) == 'The "Immortal" Klaw')
    discard_from_play(s, immortal)
    assert s.view(0)["villain"]["hit_points"] == 12 - 3
    assert s.view(0)["villain"]["stage"] == "I"


def _drones_game() -> tuple[McState, int, int, int]:
    s = build_position(
        Position(
            players=[Side(form="hero", hand=[ENERGY, GENIUS, STRENGTH])],
            villain="ultron",
        )
    )
    for m in [m for m in s.play if s.name(m) == "Drone"]:
        discard_from_play(s, m)  # the Drone of set-up
    hurt, whole = engage_drone(s, ENERGY, 0), engage_drone(s, GENIUS, 0)
    upgraded = reveal(s, UPGRADED_DRONES)
    return s, hurt, whole, upgraded


@rules("MC-HP-08")
def test_a_minion_that_loses_its_extra_hit_point_with_damage_on_it_is_defeated() -> None:
    s, hurt, whole, upgraded = _drones_game()
    mark(s, hurt, damage=1)  # 1 damage on 2 hit points (1 + Upgraded Drones)
    assert s.units[hurt].in_play
    act(s, "turn", "Upgraded Drones")  # spend an energy, a mental and a physical resource
    while s.decision().kind == "pay":
        act(s, "pay", "")
    assert not s.units[upgraded].in_play
    assert not s.units[hurt].in_play  # 1 damage on 1 hit point now
    assert s.units[whole].in_play  # no damage: it stays at 1 hit point
