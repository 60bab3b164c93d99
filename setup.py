"""Optional compiled build of the Marvel Champions rule modules (the project's metadata is
in pyproject.toml; without ``RULEBOUND_MYPYC=1`` this file adds nothing).

With ``RULEBOUND_MYPYC=1`` a non-editable install compiles the modules of ``COMPILED``
with mypyc (the type checker's compiler; ``mypy`` and a C compiler must be there, hence
``--no-build-isolation``)::

    pip install mypy setuptools wheel
    RULEBOUND_MYPYC=1 pip install --no-build-isolation .

The compiled modules are the same source: they play the same games, decision for
decision (docs/performance.md, Marvel Champions, session 33), about 1.3-1.5x faster in
random play. Never in an editable install: the compiled ``.so`` would sit beside the
``.py`` in ``src`` and be imported instead of it, so an edit of the rules would not run.
Modules left out: ``state.py`` and ``model.py`` (their classes are built with
``__new__`` by ``clone``/``copy``, which mypyc's native classes do not allow) and
``encounter.py`` (mypyc stops on it with an internal error).
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
