"""The compiled Marvel Champions engine (setup.py, mypyc) built into its own venv, checked
to play the same games as pure Python, and measured against it. Not a CI test (the build
takes minutes). Usage::

    nice python benchmarks/mc_compiled.py                      # build, same games, bench
    nice python benchmarks/mc_compiled.py --venv /tmp/mcc-venv --no-build --rounds 3

Steps (each can be skipped):

1. ``--venv`` (default ``/tmp/rulebound-compiled``): a new venv with the build's tools
   (``mypy``, ``setuptools``, ``wheel``, the type stubs), then the compiled install,
   ``RULEBOUND_MYPYC=1 pip install --no-build-isolation <this tree>`` (timed);
2. the same games: ``benchmarks/same_games.py marvel-champions`` over :data:`CONFIGS`
   (every solo matchup, 2 to 4 players, expert, heroic, skirmish, other modular sets),
   fingerprinted by this tree's pure Python (``PYTHONPATH=src``) and compared with the
   compiled install's (``--games``; 0 skips);
3. random play, pure Python against compiled: ``benchmarks/mc_random.py --old src`` run
   by the venv's Python, so "old" is this tree's pure Python and "new" the compiled
   install, on the same games (``--rounds``; 0 skips).

The compiled install is not editable: edit the source, and build again.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "src")
TOOLS = ["mypy", "setuptools", "wheel", "types-PyYAML", "types-jsonschema"]

_SOLO = [
    f"heroes={hero};villain={villain}"
    for villain in ("rhino", "klaw", "ultron")
    for hero in ("spider-man", "captain-marvel", "she-hulk", "iron-man", "black-panther")
]
CONFIGS = [
    *_SOLO,
    "heroes=spider-man,captain-marvel;villain=rhino",
    "heroes=she-hulk,iron-man,black-panther;villain=klaw",
    "heroes=spider-man,captain-marvel,she-hulk,iron-man;villain=ultron",
    "heroes=iron-man;villain=rhino;expert=true",
    "heroes=black-panther;villain=klaw;heroic=1",
    "heroes=she-hulk;villain=ultron;skirmish=II",
    "heroes=captain-marvel;villain=rhino;modular=legions-of-hydra",
    "heroes=spider-man;villain=klaw;modular=the-doomsday-chair",
    "heroes=iron-man,black-panther;villain=ultron;modular=bomb-scare,masters-of-evil",
]
"""The 24 parameter sets of the same-games check (game ``n`` plays set ``n % 24``)."""


def run(command: list[str], env: dict[str, str] | None = None) -> None:
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, env=env, cwd=ROOT)


def build(venv: str) -> None:
    """A fresh venv with the compiled install; prints the build's wall and CPU time."""
    run([sys.executable, "-m", "venv", "--clear", venv])
    pip = os.path.join(venv, "bin", "pip")
    run([pip, "install", "-q", *TOOLS])
    env = {**os.environ, "RULEBOUND_MYPYC": "1"}
    # setuptools builds in the tree and packs what its build/ holds: an older build's .so
    # of a module since left out would go into the wheel
    shutil.rmtree(os.path.join(ROOT, "build"), ignore_errors=True)
    started, cpu = time.perf_counter(), os.times()
    run([pip, "install", "-q", "--no-build-isolation", ROOT], env=env)
    done = os.times()
    children = done.children_user + done.children_system - cpu.children_user - cpu.children_system
    print(f"built in {time.perf_counter() - started:.0f} s ({children:.0f} CPU s)", flush=True)


def same_games(venv: str, games: int) -> None:
    """This tree's pure Python and the compiled install play the same games."""
    python = os.path.join(venv, "bin", "python")
    script = os.path.join(ROOT, "benchmarks", "same_games.py")
    params = [arg for config in CONFIGS for arg in ("--param", config)]
    with tempfile.TemporaryDirectory() as tmp:
        pure = os.path.join(tmp, "pure.txt")
        base = [script, "marvel-champions", "--games", str(games), *params]
        run([python, *base, "--out", pure], env={**os.environ, "PYTHONPATH": SRC})
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        run([python, *base, "--compare", pure], env=env)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", default="/tmp/rulebound-compiled")
    parser.add_argument("--no-build", action="store_true", help="use the venv as it is")
    parser.add_argument("--games", type=int, default=2400, help="same-games check; 0: skip")
    parser.add_argument("--rounds", type=int, default=3, help="mc_random.py rounds; 0: skip")
    args = parser.parse_args()
    if not args.no_build:
        build(args.venv)
    if args.games:
        same_games(args.venv, args.games)
    if args.rounds:
        python = os.path.join(args.venv, "bin", "python")
        script = os.path.join(ROOT, "benchmarks", "mc_random.py")
        run([python, script, "--rounds", str(args.rounds), "--old", SRC])


if __name__ == "__main__":
    main()
