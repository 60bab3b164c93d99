"""Die effects the mutation sample found untested: indirect damage from a die (a symbol
of later sets; no Awakenings die shows it, so a made-up character brings one), which
the chosen opponent assigns one point at a time (SWD-MULTI-09 for the choice of
opponent), and The Power of the Force, which resolves a die at a set value."""

from __future__ import annotations

from pathlib import Path

import pytest
from swd_helpers import act, game, log
from test_swd_card_types import character_entry, shipped_plus

from rulebound.games.destiny.position import Side, build_position, put_in_pool
from rulebound.games.destiny.state import DestinyState

KYLO, LUKE = "01011", "01035"
HAND, DECK = ["01157", "01084"], ["01157"] * 6
GUNNER = character_entry(
    code="90002",
    name="Test Gunner",
    die=["2 indirect", "1 indirect", "1 shield", "1 resource", "special", "blank"],
)


def three(tmp_path: Path) -> DestinyState:
    files = shipped_plus(tmp_path, GUNNER)
    sides = tuple(
        Side(characters=[c], hand=list(HAND), deck=list(DECK), resources=4)
        for c in ("90002", KYLO, LUKE)
    )
    return build_position(game(decks="rey,kylo,jedi", card_files=files), sides)


@pytest.mark.rules("SWD-MULTI-09")
def test_indirect_damage_goes_to_the_chosen_opponent_one_point_at_a_time(
    tmp_path: Path,
) -> None:
    s = three(tmp_path)
    put_in_pool(s, s.characters(0)[0], 0)  # 2 indirect
    act(s, "action", "resolve dice showing indirect")
    if s.decision().kind == "resolve-die":
        act(s, "resolve-die", "Test Gunner die")
    act(s, "choose-opponent", s.player_name(2))  # not the next player: the third
    luke = s.characters(2)[0]
    for left in (2, 1):
        d = s.decision()
        assert d.kind == "assign-indirect" and d.seat == 2
        assert f"({left} left)" in d.prompt
        act(s, "assign-indirect", s.name(luke))
    assert s.units[luke].damage == 2 and s.units[s.characters(1)[0]].damage == 0
    assert s.decision().kind == "action" and s.decision().seat != 2


def test_the_power_of_the_force_resolves_a_die_at_the_number_of_blue_upgrades() -> None:
    """The Power of the Force (01148): Luke's die shows 3 melee, but with two Blue
    upgrades in play it resolves as 2."""
    sides = (
        Side(
            characters=[LUKE],
            upgrades=[("01040", 0), ("01059", 0)],  # Jedi Robes, Lightsaber: both Blue
            hand=["01148"],
            resources=2,
        ),
        Side(characters=[KYLO]),
    )
    s = build_position(game(), sides)
    put_in_pool(s, s.characters(0)[0], 1)  # 3 melee
    act(s, "action", "play The Power of the Force")
    act(s, "choose-die", "showing 3 melee")
    act(s, "symbol-target", "Kylo Ren")
    assert s.units[s.characters(1)[0]].damage == 2


def test_a_resource_die_resolved_at_0_gains_nothing_and_says_so_once() -> None:
    """The Power of the Force with no Blue upgrade: Luke's "1 resource" side resolves
    as 0, and no "gains 0 resources" line follows the resolution line."""
    s = build_position(
        game(), (Side(characters=[LUKE], hand=["01148"], resources=2), Side(characters=[KYLO]))
    )
    put_in_pool(s, s.characters(0)[0], 4)  # 1 resource
    act(s, "action", "play The Power of the Force")
    act(s, "choose-die", "showing 1 resource")
    assert s.resources[0] == 1  # 2, less the event's cost 1, plus 0
    assert not any("gains" in line for line in log(s))
