"""Every script in ``benchmarks/`` imports: the scripts are not tests (they run for
minutes), but a module they use may move, and a broken import is found here rather
than by the next person who runs the script."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCHMARKS = sorted((Path(__file__).resolve().parents[1] / "benchmarks").glob("*.py"))


@pytest.mark.parametrize("path", BENCHMARKS, ids=[p.stem for p in BENCHMARKS])
def test_the_benchmark_script_imports(path: Path) -> None:
    spec = importlib.util.spec_from_file_location(f"benchmark_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not run as __main__: only its imports and definitions
    assert module.__doc__, f"{path.name} says what it measures in its docstring"
    assert callable(getattr(module, "main", None)), f"{path.name} has a main()"
