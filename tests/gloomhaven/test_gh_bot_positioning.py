"""The bots' positioning in Black Barrow's rooms: an obstacle never walls the party
off from the monsters, and archers (a stat card Range) are told from melee monsters."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_board import _cuts_off
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import quick_view
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    start_character_turn,
)
from rulebound.kernel.hexgrid import distance

DOOR = (-2, 3)  # the open door between rooms 1 and 2, the only way between them


def _obstacles_placed(s: object, seat: int) -> list[tuple[int, int]]:
    """Play the Avalanche's bottom (two obstacles next to the Cragheart) with the
    heuristic's choices; the hexes it filled."""
    placed = []
    labels = {s.action_to_string(o): o for o in s.decision().options}  # type: ignore[attr-defined]
    s.apply_action(labels["Avalanche: bottom"])  # type: ignore[attr-defined]
    while s.decision().kind in ("obstacle-hex", "play-half"):  # type: ignore[attr-defined]
        d = s.decision()  # type: ignore[attr-defined]
        if d.kind == "play-half":
            break
        action = heuristic_policy(quick_view(s, seat), list(d.options))  # type: ignore[arg-type]
        if action == enc.STOP:
            break
        placed.append(s.game.hex_list[action - enc.HEX])  # type: ignore[attr-defined]
        s.apply_action(action)  # type: ignore[attr-defined]
    return placed


def test_an_obstacle_never_cuts_the_party_off_from_the_monsters() -> None:
    # GH-GLOSS-88: an open door counts as an empty hex, so an obstacle may go there;
    # the bots must not put one where it walls them off (a traced Cragheart put two in
    # and beside this doorway, and an archer shot at the party for twenty rounds).
    s = build_position(
        Position(
            scenario=1,
            party=[Character("tinkerer", hex=(-2, 5)), Character("cragheart", hex=(-2, 4))],
            monsters=[Monster("bandit-archer", (-6, 3), elite=True)],
            rooms=[1, 2],
            open_doors=[DOOR],
            round=5,
        )
    )
    start_character_turn(s, 1, "Avalanche", "Crater")
    placed = _obstacles_placed(s, 1)
    assert placed, "the Cragheart still places its obstacles where they cut nothing"
    assert DOOR not in placed
    # the party can still walk to the archer
    assert not _cuts_off(quick_view(s, 0), set())


def _step_without_an_attack(kind: str) -> int:
    """The Brute's first step of Grab and Go's Move 4, its round's attack-less other
    half (Eye for an Eye's Retaliate) played, with one monster of ``kind`` three hexes
    off: the change in its distance to the monster (0: it stays)."""
    here, there = (1, 2), (-2, 5)
    s = build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=here), Character("mindthief", hex=(3, 0))],
            monsters=[Monster(kind, there, elite=True)],
            round=2,
        )
    )
    start_character_turn(s, 0, "Eye for an Eye", "Grab and Go")
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Eye for an Eye: top"])
    labels = {s.action_to_string(o): o for o in s.decision().options}
    s.apply_action(labels["Grab and Go: bottom"])
    d = s.decision()
    assert d.kind == "move"
    action = heuristic_policy(quick_view(s, 0), list(d.options))
    if action == enc.STOP:
        return 0
    return distance(s.game.hex_list[action - enc.HEX], there) - distance(here, there)


def test_without_an_attack_a_character_closes_in_on_an_archer_not_a_guard() -> None:
    # GH-RANGED-04: a ranged attack against an adjacent enemy has Disadvantage, and
    # standing off does not keep an archer's arrows away; a Bandit Guard's blows it does
    assert _step_without_an_attack("bandit-guard") >= 0
    assert _step_without_an_attack("bandit-archer") == -1


@pytest.mark.parametrize(
    ("kind", "elite", "there", "rests"),
    [
        ("bandit-guard", True, (-1, 3), True),  # 5 hexes off: out of its reach
        ("bandit-guard", False, (0, 3), False),  # 4: in its Move 3 and a blow
        ("bandit-archer", True, (-2, 4), False),  # 6: in an elite's Move 2 and Range 5
        ("bandit-archer", False, (-3, 6), True),  # 7: out of a normal's Move 2, Range 4
    ],
)
def test_no_calm_long_rest_within_an_archers_range(
    kind: str, elite: bool, there: tuple[int, int], rests: bool
) -> None:
    s = build_position(
        Position(
            scenario=1,
            party=[
                Character("brute", hex=(4, 0), discard=["Trample", "Skewer", "Spare Dagger"]),
                Character("mindthief", hex=(3, 0)),
            ],
            monsters=[Monster(kind, there, elite=elite)],
            round=3,
        )
    )
    d = s.decision()
    assert d.kind == "plan" and d.seat == 0
    chosen = heuristic_policy(quick_view(s, 0), list(d.options))
    assert (chosen == enc.LONG_REST) is rests
