"""Optional compiled build of the Marvel Champions engine (the project's metadata is in
pyproject.toml; without ``RULEBOUND_MYPYC=1`` this file adds nothing).

With ``RULEBOUND_MYPYC=1`` a non-editable install compiles every module of the Marvel
Champions package and its card scripts but those of ``LEFT_OUT`` with mypyc (the type
checker's compiler; ``mypy`` and a C compiler must be there, hence
``--no-build-isolation``; about 9 minutes on a loaded 2-core machine)::

    pip install mypy setuptools wheel types-PyYAML types-jsonschema
    RULEBOUND_MYPYC=1 pip install --no-build-isolation .

Build from a tree without a ``build/`` directory (setuptools packs what an older build left
there). ``benchmarks/mc_compiled.py`` does it all in a venv of its own and measures it. The compiled
modules are the same source: they play the same games, decision for decision, about
2.1-2.5x faster in random play and 2-2.2x in the planner's games (docs/performance.md,
Marvel Champions, session 38). Never in an editable install: the compiled ``.so`` would sit
beside the ``.py`` in ``src`` and be imported instead of it, so an edit of the rules would
not run. The kernel stays Python (other games subclass its classes); ``McState`` writes
out the kernel methods run at every step.
"""

from __future__ import annotations

import glob
import os
import sys
from typing import Any

from setuptools import setup

PACKAGE = "src/rulebound/games/marvel_champions"
LEFT_OUT = {
    # its tests replace its functions (monkeypatch), which calls within a compiled module
    # bypass; mypyc also stops on its reversed() loop in parted() (an internal error)
    "planner.py": "its tests replace its functions",
}
"""Modules of the package not compiled, and why (``__init__.py`` files stay Python)."""


def compiled() -> list[str]:
    """Every module of the Marvel Champions package and its card scripts but those of
    :data:`LEFT_OUT`, in a fixed order."""
    found = sorted(glob.glob(f"{PACKAGE}/*.py") + glob.glob(f"{PACKAGE}/scripts/*.py"))
    return [
        path
        for path in found
        if not path.endswith("__init__.py") and os.path.basename(path) not in LEFT_OUT
    ]


def ext_modules() -> list[Any]:
    if os.environ.get("RULEBOUND_MYPYC") != "1":
        return []
    if any("editable" in arg or arg == "develop" for arg in sys.argv):
        sys.exit("RULEBOUND_MYPYC=1: not in an editable install (the .so would hide the .py)")
    from mypyc.build import mypycify

    return mypycify(compiled(), opt_level="3")


setup(ext_modules=ext_modules())
