"""The heuristic's attack target with :data:`bot_moves.FOCUS` (session 41): of the
monsters in reach, the most Attack for each HP left, then the weakest. Level 1's
Monster Statistic Cards: the elite Bandit Archer 7 HP, Attack 3; a Bandit Guard 6 HP,
Attack 2."""

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


@pytest.mark.parametrize(
    ("focus", "guard_hp", "target"),
    [
        (False, 6, "bandit-guard"),  # the weakest
        (True, 6, "bandit-archer"),  # 3/7 before 2/6
        (True, 4, "bandit-guard"),  # 2/4 before 3/7
    ],
)
def test_the_most_attack_for_each_hp_left(
    monkeypatch: pytest.MonkeyPatch, focus: bool, guard_hp: int, target: str
) -> None:
    monkeypatch.setattr(bot_moves, "FOCUS", focus)
    assert _target(guard_hp) == target
