"""The heuristic's attack target: of the monsters in reach (none a Retaliate would make
costly), the weakest. Level 1's Monster Statistic Cards: the elite Bandit Archer 7 HP,
Attack 3; a Bandit Guard 6 HP, Attack 2. (Session 41's ``FOCUS``, the most Attack for
each HP left first, was not kept: its code is on tag experiments/s41-gh-switches.)"""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import bot_moves
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.views import bot_view


def _target(guard_hp: int) -> str:
    s = build_position(
        Position(
            scenario=1,
            party=[Character("spellweaver", hex=(-1, 3)), Character("brute", hex=(-2, 4))],
            monsters=[
                Monster("bandit-archer", (-4, 3), elite=True),
                Monster("bandit-guard", (-3, 3), hp=guard_hp),
            ],
            rooms=[2],
            open_doors=[(-2, 3)],
        )
    )
    view = bot_view(s, 0)
    options = [enc.FIGURE + f.id for f in s.monsters()]
    chosen = bot_moves._attack_target(view, view["characters"][0], options)
    return s.figures[chosen - enc.FIGURE].type


@pytest.mark.parametrize("guard_hp", [6, 4])
def test_the_weakest_in_reach(guard_hp: int) -> None:
    # the guard (6 or 4 HP) before the archer (7 HP), whatever their Attack
    assert _target(guard_hp) == "bandit-guard"
