"""What the games add to the ``rulebound`` command, found without knowing the games.

A game names its command-line module in the ``rulebound.cli`` entry-point group (the
entry point's name is the game id). The module may hold:

* ``COMMAND`` and ``app``: a Typer app, mounted as ``rulebound COMMAND ...``
  (Gloomhaven's ``monster-turn`` and campaign commands);
* ``sim_line(game, result)``: one line printed after a ``sim`` table (Destiny: how
  deck A fared against deck B);
* ``gauntlet(console, deck, games, bots, seed, workers, params)``: ``sim --gauntlet``;
* ``card_initiatives(class_name)``: card name -> initiative, for the board.

A module that cannot be loaded is left out with one warning line on stderr: a broken
plugin must not take the whole command down.
"""

from __future__ import annotations

import functools
from importlib.metadata import entry_points
from types import ModuleType

import typer

CLI_ENTRY_POINTS = "rulebound.cli"


@functools.cache
def game_cli_modules() -> dict[str, ModuleType]:
    """Game id -> its command-line module, from the installed packages' entry points."""
    found: dict[str, ModuleType] = {}
    for point in entry_points(group=CLI_ENTRY_POINTS):
        if point.name in found:
            continue
        try:
            module = point.load()
        except Exception as err:
            typer.secho(
                f"warning: the command-line module of {point.name!r} ({point.value}) "
                f"could not be loaded: {err}",
                fg=typer.colors.YELLOW,
                err=True,
            )
            continue
        if isinstance(module, ModuleType):
            found[point.name] = module
    return found


def game_cli(game_id: str) -> ModuleType | None:
    """The command-line module of ``game_id`` (with or without a version), or None."""
    return game_cli_modules().get(game_id.partition("/")[0])
