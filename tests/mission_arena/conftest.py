"""Fixtures for Marvel Mission Arena rules tests.

``make_game(cards, **params)`` builds a game whose pool holds exactly the given
cards plus neutral filler protagonists, so a test can use the precise stats a
rule example needs (e.g. 650 Attack against 300 Defense + 300 Resistance)::

    game = make_game([
        card("hero", "Hero", attack=650),
        card("foe", "Foe", defense=300, resistance=300, alignment="evil"),
    ])
    state = build_position(game, phase="declare", sides=(Side(active=["hero"]),
                                                         Side(active=["foe"])))
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from mma_helpers import card

from rulebound.games.mission_arena.game import MissionArenaGame

FILLER_NAMES = [f"Filler {i}" for i in range(1, 13)]


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def write_pool(path: Path, cards: list[dict[str, Any]]) -> None:
    lines = ["[meta]", "demo = true", ""]
    for entry in cards:
        lines.append("[[card]]")
        lines.extend(f"{k} = {_toml_value(v)}" for k, v in entry.items() if v is not None)
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")


@pytest.fixture
def make_game(tmp_path: Path) -> Callable[..., MissionArenaGame]:
    counter = iter(range(1_000_000))

    def build(cards: list[dict[str, Any]], **params: Any) -> MissionArenaGame:
        n = next(counter)
        fillers = [
            card(
                f"filler-{i}",
                name,
                attack=100,
                defense=100,
                resistance=100,
                alignment="neutral",
                skill="combat",
            )
            for i, name in enumerate(FILLER_NAMES, start=1)
        ]
        pool_file = tmp_path / f"pool{n}.toml"
        write_pool(pool_file, list(cards) + fillers)
        deck_lines = ["name: Test deck"] + [f"5 filler-{i}" for i in range(1, 12)] + ["1 filler-12"]
        deck_file = tmp_path / f"deck{n}.deck"
        deck_file.write_text("\n".join(deck_lines) + "\n", encoding="utf-8")
        params.setdefault("decks", f"{deck_file},{deck_file}")
        return MissionArenaGame(card_files=str(pool_file), **params)

    return build
