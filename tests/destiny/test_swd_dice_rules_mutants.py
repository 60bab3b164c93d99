"""The ``printed-game`` reading of dice targets, found untested by a mutation sample of
``dice_rules.py``: shields go to your own characters, damage to an opponent's."""

from __future__ import annotations

from swd_helpers import FINN, KYLO, QUI_GON, Side, act, labels, position, put_in_pool, uid

PRINTED = {"symbol_targets": "printed-game"}


def test_printed_game_shields_go_to_your_own_characters() -> None:
    s = position(Side(characters=[QUI_GON, FINN]), Side(characters=[KYLO]), PRINTED)
    put_in_pool(s, uid(s, "Qui-Gon Jinn"), 3)  # 2 shield
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "Qui-Gon Jinn die")
    targets = labels(s)
    assert any("Finn" in t for t in targets) and any("Qui-Gon" in t for t in targets)
    assert not any("Kylo" in t for t in targets)


def test_printed_game_damage_goes_to_an_opponents_character() -> None:
    s = position(Side(characters=[KYLO]), Side(characters=[QUI_GON, FINN]), PRINTED)
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    act(s, "action", "resolve dice showing")
    act(s, "resolve-die", "Kylo Ren die")
    targets = labels(s)
    assert any("Finn" in t for t in targets) and not any("Kylo" in t for t in targets)
