"""Rule coverage, section 7: values and the per-player icon, responses to two
triggering conditions of one attack, "you" in "after ... attacked you", and When Revealed
abilities of a villain stage that no card can cancel."""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    act,
    engage,
    hand,
    identity,
    kind,
    labels,
    mark,
    put,
    reveal,
    rules,
    start,
    threat,
)

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
)
from rulebound.games.marvel_champions.state import McState

IMMORTAL_KLAW, HYDRA_MERCENARY, RADIOACTIVE_MAN = "01127", "01101", "01129"
ONE_TWO_PUNCH, CHASE_THEM_DOWN = "01024", "01052"
BLACK_CAT, BLACK_WIDOW, FALSE_ALARM = "01002", "01075", "01112"
GENIUS, STRENGTH = "01089", "01090"


def klaw_game(players: int, **pos: Any) -> McState:
    heroes = ["spider-man", "captain-marvel", "she-hulk", "iron-man"][:players]
    return build_position(Position(players=[Side(h) for h in heroes], villain="klaw", **pos))


@rules("MC-MODIFIER-02")
def test_the_per_player_icon_comes_before_a_hit_point_bonus() -> None:
    """Klaw I has 12 hit points per player; The "Immortal" Klaw adds 10 once: with two
    players 12 x 2 + 10 = 34, not (12 + 10) x 2."""
    s = klaw_game(2)
    assert s.view(0)["villain"]["hit_points"] == 24
    reveal(s, IMMORTAL_KLAW)
    assert s.view(0)["villain"]["hit_points"] == 34


def _she_hulk_defeats_a_minion() -> McState:
    s = start(heroes="she-hulk", form="hero")
    merc = engage(s, HYDRA_MERCENARY)
    mark(s, merc, damage=2)  # 3 hit points: her basic attack (ATK 4) defeats it
    mark(s, s.main, threat=5)
    hand(s, ONE_TWO_PUNCH, CHASE_THEM_DOWN, STRENGTH)
    act(s, "turn", "basic attack")
    return s


@rules("MC-RESPONSE-04", "MC-EX-34")
def test_both_responses_to_one_attack_in_either_order() -> None:
    """Her basic attack both attacks (One-Two Punch) and defeats an enemy (Chase Them
    Down): each response may come first, and the other is still there."""
    for first, second in ((CHASE_THEM_DOWN, ONE_TWO_PUNCH), (ONE_TWO_PUNCH, CHASE_THEM_DOWN)):
        s = _she_hulk_defeats_a_minion()
        names = {ONE_TWO_PUNCH: "One-Two Punch", CHASE_THEM_DOWN: "Chase Them Down"}
        assert kind(s) == "response"
        assert {f"play {n}" for n in names.values()} <= set(labels(s))
        act(s, "response", names[first])
        while kind(s) == "pay":
            act(s, "pay", "Strength")
        assert kind(s) == "response" and f"play {names[second]}" in labels(s)
        act(s, "response", names[second])
        while kind(s) == "pay":
            act(s, "pay", "Strength")
        assert threat(s) == 3  # Chase Them Down
        assert not s.units[identity(s)].exhausted  # One-Two Punch readied her


@rules("MC-YOU-08")
def test_after_an_enemy_attacked_you_the_player_is_you_even_if_an_ally_defended() -> None:
    s = start(heroes="spider-man", form="hero")
    radioactive = engage(s, RADIOACTIVE_MAN)
    cat = put(s, BLACK_CAT)
    hand(s, GENIUS)
    start_activation(s, 0, "attack", radioactive)
    act(s, "defend", "Black Cat")
    while kind(s) != "turn":
        act(s, kind(s), "pass")
    assert s.units[cat].damage == 1  # Black Cat defended
    assert s.players[0].hand == [] and [s.name(u) for u in s.players[0].discard] == ["Genius"]


@rules("MC-WHENREVEALED-04")
def test_a_villain_stage_when_revealed_is_not_offered_to_black_widow() -> None:
    """Black Widow cancels a card revealed from the encounter deck (False Alarm), never
    the When Revealed of Rhino III (every hero is stunned)."""
    s = build_position(Position(players=[Side(form="hero")], expert=True))  # Rhino II, III
    widow = put(s, BLACK_WIDOW)
    hand(s, GENIUS, GENIUS)
    reveal(s, FALSE_ALARM)
    assert kind(s) == "interrupt" and any("Black Widow" in x for x in labels(s))
    act(s, "interrupt", "pass")
    while kind(s) != "turn":
        act(s, kind(s), "pass")
    mark(s, s.villain, damage=s.view(0)["villain"]["hit_points"] - 1)  # 1 hit point left
    act(s, "turn", "basic attack")
    assert s.view(0)["villain"]["stage"] == "III"
    while kind(s) != "turn":
        assert not any("Black Widow" in x for x in labels(s)), labels(s)
        act(s, kind(s), "pass")
    assert s.units[identity(s)].stunned == 1
    assert not s.units[widow].exhausted


@rules("MC-AND-01", "MC-AND-02")
def test_effects_joined_by_and_resolve_each_as_fully_as_possible() -> None:
    """Heart-Shaped Herb: the villain and each minion engaged with you get a tough status
    card. Rhino already has one (he cannot take another); the minions still get theirs."""
    s = build_position(Position([Side(form="hero")], villain_tough=1))
    shocker, merc = engage(s, "01103"), engage(s, HYDRA_MERCENARY)
    reveal(s, "01158")
    assert s.units[s.villain].tough == 1
    assert s.units[shocker].tough == 1 and s.units[merc].tough == 1
