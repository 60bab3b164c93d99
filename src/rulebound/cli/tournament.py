"""``rulebound tournament``: bots against each other (or against a cooperative game),
Bradley-Terry ratings with 95% intervals and the score matrix, as Rich tables and,
with ``--plot``, a PNG. The readings are in :mod:`rulebound.tournament`."""

from __future__ import annotations

import signal
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from rulebound.cli import render
from rulebound.cli.options import AddressOption, BackendOption

GamesOption = Annotated[
    int, typer.Option("--games", "-n", help="Games per pair of bots (per bot vs a co-op game).")
]


def tournament_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="Game id.")],
    bots: Annotated[
        str, typer.Option(help="Comma-separated bots, e.g. random,greedy,planner.")
    ] = "random,greedy",
    games: GamesOption = 20,
    seed: Annotated[int, typer.Option(help="Master seed.")] = 0,
    workers: Annotated[int | None, typer.Option(help="Worker processes (default: CPUs).")] = None,
    param: Annotated[
        list[str] | None,
        typer.Option("--param", "-p", help="A game parameter as key=value (repeatable)."),
    ] = None,
    json_file: Annotated[
        Path | None, typer.Option("--json", help="Also write the results to this JSON file.")
    ] = None,
    plot: Annotated[
        Path | None,
        typer.Option(help="Draw the ratings and the score heatmap to this PNG file."),
    ] = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
) -> None:
    """Play every bot against every other (seats alternating) and rate them.

    Prints Bradley-Terry ratings with 95% intervals and the pairwise score matrix. In a
    cooperative or one-player game each bot plays against the game."""
    from rulebound.cli.main import EXIT_INTERRUPTED, parse_params, user_errors
    from rulebound.kernel.errors import ParameterError
    from rulebound.kernel.files import check_output_path
    from rulebound.kernel.game import load_game
    from rulebound.plots import plot_tournament, require_matplotlib
    from rulebound.sim import check_backend
    from rulebound.tournament import (
        TournamentInterrupted,
        against_the_game,
        check_tournament,
        run_tournament,
    )

    console = render.make_console()
    with user_errors():
        for path, option in ((json_file, "--json"), (plot, "--plot")):
            if path is not None:
                check_output_path(path, option)
        if plot is not None:
            require_matplotlib()
        params = parse_params(param)
        game = load_game(game_id, **params)  # bad input is reported before the progress bar
        names = check_tournament(game, [b for b in bots.split(",") if b.strip()], games)
        if workers is not None and workers < 1:  # before the progress bar's line
            raise ParameterError(f"the number of workers must be at least 1, got {workers}")
        check_backend(backend, address)
        matches = len(names) if against_the_game(game) else len(names) * (len(names) - 1) // 2
        with _progress(console) as progress:
            task = progress.add_task("Playing", total=max(1, matches) * games)
            try:
                result = run_tournament(
                    game_id,
                    names,
                    games,
                    seed=seed,
                    workers=workers,
                    params=params,
                    json_path=json_file,
                    progress=lambda done: progress.advance(task, done),
                    backend=backend,
                    address=address,
                )
            except TournamentInterrupted as stop:
                result = stop.result
        if not result["complete"]:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # let the last words be said
            played = result["games_played"]
            console.print(Text(f"interrupted after {played} game{'s' * (played != 1)}"))
        render_tournament(console, result)
        if plot is not None and result["games_played"]:
            plot_tournament(result, plot)
            console.print(Text(f"Plot written to {plot}", style="dim"))
        if json_file is not None:
            written = "Results" if result["complete"] else "Partial results"
            console.print(Text(f"{written} written to {json_file}", style="dim"))
        if not result["complete"]:
            raise typer.Exit(EXIT_INTERRUPTED)


def _pct(value: float) -> str:
    return f"{100.0 * value:.1f}%"


def _progress(console: Console) -> Progress:
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    )


def render_tournament(console: Console, result: Mapping[str, Any]) -> None:
    """The ratings (best first) and the score matrix."""
    against = result["mode"] == "against the game"
    played = result["games_played"]
    title = (
        f"{result['game']}: {played} game{'s' * (played != 1)}, "
        f"{'each bot against the game' if against else 'round robin'}, seed {result['seed']}"
    )
    console.print(Text(title, style="bold"))
    table = Table()
    table.add_column("Bot")
    table.add_column("Rating", justify="right")
    table.add_column("95% CI", justify="right")
    if against:
        table.add_column("Win rate", justify="right")
        table.add_column("95% CI ", justify="right")
    table.add_column("Games", justify="right")
    for entry in sorted(result["ratings"], key=lambda r: -r["rating"]):
        low, high = entry["ci95"]
        row: list[str | Text] = [
            Text(entry["bot"]),
            f"{entry['rating']:+.0f}",
            f"{low:+.0f} to {high:+.0f}",
        ]
        if against:
            w_low, w_high = entry["win_rate_ci95"]
            row += [_pct(entry["win_rate"]), f"{_pct(w_low)} - {_pct(w_high)}"]
        table.add_row(*row, str(entry["games"]))
    console.print(table)
    console.print(
        Text(
            "Ratings: Bradley-Terry on the Elo scale (400 points = 10 to 1 odds), "
            + ("the game = 0." if against else "averaging 0."),
            style="dim",
        )
    )
    if against:
        return
    console.print(Text("Score of the row against the column (wins + half the draws):"))
    matrix = Table()
    matrix.add_column("")
    for name in result["opponents"]:
        matrix.add_column(name, justify="right")
    for name, scores in zip(result["bots"], result["score"], strict=True):
        matrix.add_row(Text(name), *("-" if v is None else _pct(v) for v in scores))
    console.print(matrix)
