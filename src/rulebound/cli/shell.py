"""How the ``rulebound`` command talks to a person outside a game: help without type
noise, every usage error as one red ``error: ...`` line with exit code 2, ``--version``.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, ClassVar

import typer
from typer import core
from typer._click import exceptions as click_errors
from typer.exceptions import Abort

EXIT_USER_ERROR = 2


def _value_name(option: core.TyperOption, ctx: Any) -> str | None:
    """``--seed SEED`` rather than ``--seed <int>``; a flag shows no value at all."""
    if option.is_flag or option.count:
        return None
    return option.metavar or (option.name or "value").upper()


def _argument_usage(argument: core.TyperArgument) -> str:
    """``GAME`` (required) or ``[GAME]`` (optional) in the usage line, not ``{GAME}``."""
    name = argument.display_name_raw
    return name if argument.required else f"[{name}]"


def plain_help() -> None:
    """Show option values by name in every ``--help`` (once, at import of the CLI)."""
    core.TyperOption.display_type_rich = _value_name  # type: ignore[method-assign,assignment]
    core.TyperArgument._usage_display_name = _argument_usage  # type: ignore[method-assign,assignment]
    core.TyperArgument.display_type_rich = _no_type  # type: ignore[method-assign,assignment]


def _no_type(argument: core.TyperArgument, ctx: Any) -> str | None:
    """An argument's name already says what it is (``GAME``)."""
    return None


def one_line(message: str) -> str:
    return " ".join(str(message).split())


class OneLineErrors(core.TyperGroup):
    """Every Click usage error (unknown option, missing argument, bad value) becomes
    one red ``error: ...`` line on stderr and exit code 2, like every user error."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        from rulebound.cli.examples import add_examples

        add_examples(self)  # every --help ends in command lines that work
        standalone = kwargs.pop("standalone_mode", True)
        try:
            kwargs["standalone_mode"] = False
            result = super().main(*args, **kwargs)
        except click_errors.UsageError as err:
            typer.secho(f"error: {one_line(err.format_message())}", fg="red", err=True)
            if not standalone:
                raise
            sys.exit(EXIT_USER_ERROR)
        except click_errors.ClickException as err:
            typer.secho(f"error: {one_line(err.format_message())}", fg="red", err=True)
            if not standalone:
                raise
            sys.exit(err.exit_code)
        except Abort:
            if not standalone:
                raise
            typer.echo("Aborted.", err=True)
            sys.exit(1)
        if standalone:
            sys.exit(result if isinstance(result, int) else 0)
        return result


class LazyGroup(core.TyperGroup):
    """A command group some of whose subgroups are imported only when named: a
    subclass lists them in ``lazy`` as name -> ``"module:attribute"`` (a Typer app).
    ``rulebound --help`` and every other command then start without importing them
    (Gloomhaven's campaign commands pull in the whole campaign, ~0.1 s)."""

    lazy: ClassVar[dict[str, str]] = {}

    def list_commands(self, ctx: Any) -> list[str]:
        return [*super().list_commands(ctx), *(n for n in self.lazy if n not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name in self.lazy and cmd_name not in self.commands:
            from rulebound.cli.examples import add_examples

            module, _, attribute = self.lazy[cmd_name].partition(":")
            group = typer.main.get_command(getattr(importlib.import_module(module), attribute))
            group.name = cmd_name
            # the examples were given out when the command started, without this group
            add_examples(group, (*ctx.command_path.split()[1:], cmd_name))
            self.add_command(group, cmd_name)
        return super().get_command(ctx, cmd_name)


def version_callback(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"rulebound {version('rulebound')}")
        raise typer.Exit()
