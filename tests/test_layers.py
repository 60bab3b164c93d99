"""The import layers (docs/adding-a-game.md), read from the source with ``ast``, every
import counted, the ones inside functions too:

* the kernel imports nothing of rulebound outside the kernel (no game, bot, front end);
* the bots import only the kernel;
* a game imports only the kernel, the shared bot helpers and its own package (never
  another game); its command modules (the CLI it contributes through its
  ``rulebound.commands`` entry point) may also use the CLI and the simulator;
* the front ends (cli, web, envs) and the tools (sim, bench) import the kernel's public
  API and the registry, the bots and each other, never a game's package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "rulebound"

KERNEL_INTERNALS = {
    "rulebound.kernel.steps",
    "rulebound.kernel.timing",
    "rulebound.kernel.scenario",
}
"""Kernel modules for building engines and rules tests, not for front ends."""

COMMAND_MODULES = {"commands", "campaign_commands", "gauntlet"}
"""A game's modules that make up its CLI contribution (front-end code of the game)."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every rulebound module ``path`` imports (``from a import b`` counts a and a.b)."""
    module = _module_name(path)
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {name for name in found if name.split(".")[0] == "rulebound"}


def _real(names: set[str]) -> set[str]:
    """Drop ``a.b`` entries that name a class or function rather than a module."""
    return {name for name in names if _exists(name)}


def _exists(name: str) -> bool:
    path = SRC.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _layer(name: str) -> str:
    parts = name.split(".")
    if len(parts) == 1:
        return "top"
    return parts[1] if parts[1] != "games" or len(parts) < 3 else "game"


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _violations(path: Path) -> list[str]:
    module = _module_name(path)
    layer = _layer(module)
    bad: list[str] = []
    for target in sorted(_real(_imports(path))):
        to = _layer(target)
        if layer == "kernel":
            ok = to == "kernel"
        elif layer == "bots":
            ok = to in ("kernel", "bots")
        elif layer == "game":
            game = module.split(".")[2]
            own = target.split(".")[:3] == ["rulebound", "games", game]
            is_command = module.split(".")[-1] in COMMAND_MODULES
            front = to in ("cli", "sim", "bench") and is_command
            ok = own or to in ("kernel", "bots") or front
        elif layer == "games":  # the (empty) package of the games
            ok = False
        else:  # the front ends, the tools and the top-level package
            ok = to not in ("game", "games") and target not in KERNEL_INTERNALS
        if not ok:
            bad.append(f"{module} imports {target}")
    return bad


def test_the_layer_reader_sees_lazy_and_relative_imports(tmp_path: Path) -> None:
    # The reader must find imports inside functions and relative ones, or it proves nothing.
    cli = PACKAGE / "cli" / "main.py"
    assert "rulebound.kernel.game" in _imports(cli)
    assert "rulebound.bench" in _imports(cli)  # imported inside bench_command
    assert _layer("rulebound.games.destiny.rules") == "game"
    assert _violations(PACKAGE / "kernel" / "game.py") == []


@pytest.mark.parametrize(
    "area", ["kernel", "bots", "games", "cli", "web", "envs", "top-level modules"]
)
def test_every_module_keeps_to_its_layer(area: str) -> None:
    if area == "top-level modules":
        paths = sorted(PACKAGE.glob("*.py"))
    else:
        paths = [p for p in _sources() if p.relative_to(PACKAGE).parts[0] == area]
        if area == "envs" and not paths:
            pytest.skip("no envs package in this checkout")
    assert paths
    problems = [line for path in paths for line in _violations(path)]
    assert problems == []
