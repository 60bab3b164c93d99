"""The README's "Agents" examples run as written, and the adapters' doctests pass."""

from __future__ import annotations

import contextlib
import doctest
import importlib
import io
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"


def _agents_examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## Agents\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    return [code for code in blocks if "rulebound.envs" in code]


def test_readme_agents_examples_run() -> None:
    examples = _agents_examples()
    assert len(examples) == 2  # PettingZoo, OpenSpiel
    for code in examples:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {})
        assert out.getvalue().strip()
    assert len(examples[0].strip().splitlines()) <= 22


@pytest.mark.parametrize(
    "name", ["rulebound.envs", "rulebound.envs.core", "rulebound.kernel.observation"]
)
def test_module_doctests_pass(name: str) -> None:
    assert doctest.testmod(importlib.import_module(name)).failed == 0
