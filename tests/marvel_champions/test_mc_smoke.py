"""First checks: a game starts, random play ends, the helpers work."""

from __future__ import annotations

from mc_helpers import HAYMAKER, STRENGTH, act, hand, hp, identity, labels, start

from rulebound.kernel.play import random_playout
from rulebound.kernel.rng import Rng


def test_random_game_ends() -> None:
    s = start(empty_hand=False)
    random_playout(s, Rng(3))
    assert s.is_terminal() and s.result in (1, -1)


def test_haymaker_hits_rhino() -> None:
    s = start(form="hero")
    hand(s, HAYMAKER, STRENGTH)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Strength")
    assert s.units[s.villain].damage == 3
    assert hp(s) == 10 and identity(s) == 0
    assert "end your turn" in labels(s)
