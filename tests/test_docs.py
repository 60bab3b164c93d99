"""The documentation's examples run: module doctests and the README's kernel example."""

import doctest
import importlib
import os
import re
from pathlib import Path

import pytest

MODULES = [
    "rulebound",
    "rulebound.kernel.rng",
    "rulebound.kernel.dice",
    "rulebound.kernel.hexgrid",
    "rulebound.kernel.timing",
    "rulebound.kernel.replay",
    "rulebound.kernel.game",
    "rulebound.kernel.conformance",
    "rulebound.kernel.event_audit",
    "rulebound.games.mission_arena",
    "rulebound.games.mission_arena.cards",
    "rulebound.games.mission_arena.position",
    "rulebound.games.destiny.cards",
    "rulebound.games.destiny.position",
    "rulebound.games.destiny.abilities",
    "rulebound.games.destiny.decks",
    "rulebound.games.gloomhaven.hexmap",
    "rulebound.games.gloomhaven.monster_ai",
    "rulebound.games.gloomhaven.monsters",
    "rulebound.games.gloomhaven.modifiers",
    "rulebound.games.gloomhaven.scenario",
    "rulebound.games.marvel_champions.cards",
    "rulebound.games.marvel_champions.decks",
    "rulebound.games.gloomhaven.elements",
    "rulebound.games.gloomhaven.conditions",
    "rulebound.games.gloomhaven.turn_order",
    "rulebound.games.gloomhaven.levels",
    "rulebound.games.gloomhaven.classes",
    "rulebound.games.gloomhaven.items",
    "rulebound.games.gloomhaven.campaign",
    "rulebound.games.gloomhaven.campaign_city",
    "rulebound.games.gloomhaven.campaign_store",
    "rulebound.games.gloomhaven.events",
    "rulebound.games.gloomhaven.quests",
    "rulebound.games.gloomhaven.sheet_play",
    "rulebound.bots.rollouts",
    "rulebound.ratings",
]

README = Path(__file__).resolve().parent.parent / "README.md"


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests_pass(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_readme_kernel_example_runs(tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("## The kernel API in 20 lines", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None
    cwd = os.getcwd()
    os.chdir(tmp_path)  # the example saves game.json in the working directory
    try:
        exec(compile(code.group(1), "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    assert (tmp_path / "game.json").exists()


def test_every_file_the_readme_names_is_in_the_repository() -> None:
    root = Path(__file__).resolve().parent.parent
    text = (root / "README.md").read_text(encoding="utf-8")
    named = set(re.findall(r"\]\(([\w./-]+)\)", text))  # links
    named |= {p for p in re.findall(r"`([\w./-]+/[\w.-]+\.[a-z]{2,4})`", text) if "*" not in p}
    missing = sorted(p for p in named if not p.startswith("http") and not (root / p).exists())
    assert missing == []
