"""Gloomhaven's own commands, ``rulebound gloomhaven ...``: the monster turn on its own,
the campaign record after a scenario, a Sanctuary donation, and the campaign in one
file (``campaign_commands.py``).

This is the game's command-line module, named in the ``rulebound.cli`` entry-point group
of ``pyproject.toml``: the ``rulebound`` command mounts :data:`app` as ``COMMAND``
without knowing the game. It is front-end code of the game, so (alone in the package
with ``campaign_commands.py``) it may use the CLI's helpers, imported where they are
used because the CLI imports this module while it starts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, ClassVar

import typer
from rich.text import Text

from rulebound.cli import render
from rulebound.cli.shell import LazyGroup
from rulebound.kernel.errors import DataError, ParameterError
from rulebound.kernel.files import check_output_path
from rulebound.kernel.replay import Replay

COMMAND = "gloomhaven"


def card_initiatives(class_name: str) -> dict[str, int]:
    """Card name -> initiative for a shipped class, by its display name ({} if none):
    the board shows a card's initiative beside its name."""
    from rulebound.games.gloomhaven.classes import class_ids, load_class

    try:
        for class_id in class_ids():
            cls = load_class(class_id)
            if cls.name == class_name:
                return {card.name: card.initiative for card in cls.cards}
    except (DataError, OSError):  # no initiatives rather than no board
        return {}
    return {}


class _Commands(LazyGroup):
    # the campaign commands import the whole campaign: only when ``campaign`` is named
    lazy: ClassVar[dict[str, str]] = {
        "campaign": "rulebound.games.gloomhaven.campaign_commands:campaign_app"
    }


app = typer.Typer(
    cls=_Commands,
    help="Gloomhaven tools: a campaign in one file, and the monster AI on its own.",
    no_args_is_help=True,
    rich_markup_mode="markdown",  # paragraphs reflow (see the rulebound app)
)


@app.command("monster-turn")
def monster_turn_command(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A puzzle, JSON or YAML.")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object instead of text.")
    ] = False,
) -> None:
    """Solve one monster's turn: its focus and every rule-legal (destination, attacked
    hexes) outcome the players may choose from."""
    from rulebound.cli.main import user_errors
    from rulebound.games.gloomhaven.puzzle import solve_puzzle_file

    with user_errors():
        result = solve_puzzle_file(file)
    if as_json:
        typer.echo(json.dumps(result, sort_keys=True))
        return
    console = render.make_console()
    focus = " or ".join(result["focus"]) or "none (no move, no attack)"
    console.print(Text(f"{result['monster']}: focus {focus}", style="bold"))
    for k, outcome in enumerate(result["outcomes"], start=1):
        attacks = ", ".join(str(tuple(h)) for h in outcome["attacks"])
        what = f"attack {attacks}" if attacks else "no attack"  # not "attack no attack"
        console.print(Text(f"  {k}. move to {tuple(outcome['destination'])}, {what}"))


@app.command("campaign-update")
def campaign_update_command(
    file: Annotated[Path, typer.Argument(metavar="REPLAY", help="A finished game's replay.")],
    out: Annotated[Path, typer.Option("--out", help="Where to write the updated record.")],
) -> None:
    """The older JSON campaign record: write it after a scenario played with it.

    For a game played with --param campaign=FILE: XP, gold, items, treasures, rewards and
    unlocks. A campaign file (`campaign play`) does this itself."""
    from rulebound.cli.main import user_errors
    from rulebound.games.gloomhaven.campaign import next_steps, save_campaign

    with user_errors():
        check_output_path(out, "--out")
        replay = Replay.load(file)
        state = replay.run(source=str(file))
        gloomhaven = state.game.info.id == "gloomhaven"
        source = str(replay.params.get("campaign", "")) if gloomhaven else ""
        if not source:
            raise ParameterError(f"{file}: not a Gloomhaven game played with a campaign record")
        after = getattr(state, "campaign_after", None)
        if not state.is_terminal() or after is None:
            raise ParameterError(f"{file}: the scenario is not over yet")
        if out.resolve() == Path(source).resolve():
            raise ParameterError(
                f"--out {out}: the replay reads this record; write the new one to another file"
            )
        save_campaign(after, out)
    console = render.make_console()
    console.print(Text(f"Campaign record written to {out}.", style="bold"))
    console.print(Text("Next: " + "; ".join(next_steps(after)) + "."))


@app.command("donate")
def donate_command(
    record: Annotated[Path, typer.Argument(metavar="RECORD", help="A campaign record.")],
    character: Annotated[str, typer.Option(help="The donating character's class, e.g. brute.")],
    out: Annotated[Path, typer.Option("--out", help="Where to write the new record.")],
) -> None:
    """The older JSON campaign record: donate 10 gold to the Sanctuary.

    Two Bless cards go into the character's deck for the next scenario, once per visit to
    the city. In a campaign file: `campaign donate`."""
    # GH-SANCT-01, -02
    from rulebound.cli.main import user_errors
    from rulebound.games.gloomhaven.campaign import donate, load_campaign, save_campaign

    with user_errors():
        check_output_path(out, "--out")
        campaign = load_campaign(record)
        try:
            after = donate(campaign, character)
        except DataError as err:  # the record is fine; the donation is not: name the record
            raise DataError(f"{record}: {err}") from None
        save_campaign(after, out)
    sheet = after.sheet(character)
    assert sheet is not None
    render.make_console().print(
        Text(
            f"{character} donates 10 gold ({sheet.gold} left): 2 Bless cards in the next "
            f"scenario; Sanctuary donations {after.sanctuary_donations}. Written to {out}."
        )
    )
