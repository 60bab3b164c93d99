"""A Gloomhaven state's snapshot, which the kernel's replay, clone and undo checks
compare, must tell apart two positions that differ only in a figure or only in a
character, and a clone must carry the Active Area (survivors of the mutation sample of
``figures.py``, docs/mutation-samples/mut-gh1.md)."""

from __future__ import annotations

from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState


def position(guard_hp: int = 5, brute_xp: int = 0) -> GloomhavenState:
    return build_position(
        Position(
            scenario=1,
            party=[
                Character(
                    "brute", hex=(1, 2), xp=brute_xp, active=[("Warding Strength", "bottom")]
                ),
                Character("mindthief", hex=(0, 4)),
            ],
            monsters=[Monster("bandit-guard", (2, 2), hp=guard_hp)],
        )
    )


def test_a_monsters_hit_points_alone_change_the_snapshot() -> None:
    assert position(guard_hp=4).snapshot() != position().snapshot()


def test_a_characters_experience_alone_changes_the_snapshot() -> None:
    assert position(brute_xp=3).snapshot() != position().snapshot()


def test_a_clone_keeps_the_active_area() -> None:
    s = position()
    c = s.clone()
    assert c.snapshot() == s.snapshot()
    assert c.view(0) == s.view(0)
