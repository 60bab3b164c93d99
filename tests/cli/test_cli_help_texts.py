"""Every command's ``--help`` is for a player: no rule IDs, no docstring markup.

The help texts come from docstrings, which cite rule IDs and use reST markup for the
developers; a player reading ``rulebound ... --help`` must see neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import typer
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel.conformance import RULE_ID  # the check conformance runs on prompts

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
MARKUP = re.compile(r"``|:(func|class|mod|meth|attr):")


def subcommands(command: Any, path: tuple[str, ...]) -> dict[str, Any]:
    """A group's subcommands by name, as the command finds them when a player types
    them (a lazy group imports its own then); {} for a command."""
    # a group has subcommands (Typer's own copy of Click's Group, so no isinstance)
    if not hasattr(command, "list_commands"):
        return {}
    ctx = command.context_class(command, info_name=" ".join(("rulebound", *path)))
    return {name: command.get_command(ctx, name) for name in command.list_commands(ctx)}


def command_paths(command: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Every command and subcommand, as the words a player types after ``rulebound``."""
    yield path
    for name, sub in subcommands(command, path).items():
        yield from command_paths(sub, (*path, name))


def test_every_help_text_reads_without_rule_ids_or_markup() -> None:
    runner = CliRunner()
    paths = list(command_paths(typer.main.get_command(app)))
    # the games' own command groups are plugged in too, not only the kernel's
    assert ("gloomhaven", "campaign", "play") in paths and ("tournament",) in paths
    for path in paths:
        result = runner.invoke(app, [*path, "--help"], env=ENV)
        where = " ".join(("rulebound", *path, "--help"))
        assert result.exit_code == 0, (where, result.output)
        assert not RULE_ID.search(result.output), (where, RULE_ID.search(result.output))
        assert not MARKUP.search(result.output), (where, MARKUP.search(result.output))


def test_the_rule_id_check_fires_on_a_cited_rule() -> None:
    # the pattern above must catch the way docstrings cite rules
    assert RULE_ID.search("once per visit (GH-SANCT-01, -02)")
    assert RULE_ID.search("see MC-KEYWORD-RETALIATE-01")  # IDs of three parts too
    assert RULE_ID.search("MC-EATTACK-09")
    assert not RULE_ID.search("Start a campaign (scenario 1 unlocked)")


def test_every_help_text_ends_in_examples_that_parse() -> None:
    """A new player learns a command from an example line; every command and
    subcommand shows some, and each one's options and arguments are the command's
    own (parsed by the command, not run)."""
    import shlex

    from rulebound.cli.examples import EXAMPLES, add_examples

    runner = CliRunner()
    root = typer.main.get_command(app)
    add_examples(root)
    for path in command_paths(root):
        result = runner.invoke(app, [*path, "--help"], env=ENV)
        assert "Examples" in result.output, path
        assert EXAMPLES[path], path
        for line in EXAMPLES[path]:
            words = shlex.split(line)[1:]
            command, typed = root, ()
            while words and words[0] in subcommands(command, typed):
                typed = (*typed, words[0])
                command = subcommands(command, typed[:-1])[words.pop(0)]
            assert not subcommands(command, typed) or not words, line
            if not subcommands(command, typed):
                command.make_context("rulebound", list(words))  # raises on a bad option
