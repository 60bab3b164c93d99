"""The ``rulebound`` command line: play, sim, replay, bench, games, demo.

Every user error (a :class:`~rulebound.kernel.RuleboundError`: unknown game,
bad parameter, bad deck, corrupt replay, illegal action, unknown bot) prints
one red ``error: ...`` line to stderr and exits with code 2.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.text import Text

from rulebound.bots import BOT_NAMES, MODEL_STREAM, BotError, make_bot
from rulebound.cli import keys, render, render_gloomhaven, render_marvel, shell
from rulebound.cli.options import AddressOption, BackendOption
from rulebound.cli.plugins import game_cli, game_cli_modules
from rulebound.cli.serve import serve_command
from rulebound.cli.table import (
    Table,
    auto_interrupted,
    finish,
    offer_save,
    play_auto,
    play_human,
    result_line,
    save_replay,
)
from rulebound.cli.tournament import tournament_command
from rulebound.kernel.errors import ParameterError, RuleboundError
from rulebound.kernel.files import check_output_path
from rulebound.kernel.game import list_games, load_game, resolve_game_class
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State
from rulebound.sim import SimInterrupted, check_backend, check_sim

DEFAULT_GAME = "marvel-mission-arena"
EXIT_USER_ERROR = 2
EXIT_INTERRUPTED = 130
"""Ctrl-C: the shells' 128 + SIGINT."""

shell.plain_help()
app = typer.Typer(
    name="rulebound",
    cls=shell.OneLineErrors,
    help="Modern tabletop games with their full rules enforced: play, simulate, benchmark.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    # a docstring's paragraphs reflow to the terminal's width (the default "rich" mode
    # keeps the source's line breaks)
    rich_markup_mode="markdown",
)


@app.callback()
def _rulebound(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            help="Print the version and exit.",
            callback=shell.version_callback,
            is_eager=True,
        ),
    ] = False,
) -> None:
    """Modern tabletop games with their full rules enforced: play, simulate, benchmark."""


def fail(message: str) -> typer.Exit:
    """Print one red ``error:`` line to stderr; return the exit to raise."""
    one_line = " ".join(str(message).split())
    typer.secho(f"error: {one_line}", fg=typer.colors.RED, err=True)
    return typer.Exit(EXIT_USER_ERROR)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn a :class:`RuleboundError` into a one-line error and exit code 2."""
    try:
        yield
    except RuleboundError as err:
        raise fail(str(err)) from None


def _pairs(item: str) -> list[str]:
    """One ``--param`` item split into its ``key=value`` pairs: ``heroes=a,b,villain=c``
    is ``heroes=a,b`` and ``villain=c`` (a comma starts a new pair only when a ``=``
    follows it before the next comma; otherwise it belongs to the value)."""
    pairs: list[str] = []
    for piece in item.split(","):
        if pairs and "=" not in piece:
            pairs[-1] += "," + piece
        else:
            pairs.append(piece)
    return pairs


def parse_params(items: Sequence[str] | None) -> dict[str, Any]:
    """``["key=value", ...]`` to a dict; values stay strings (the game converts them).
    One item may hold several pairs: ``heroes=a,b,villain=c``."""
    params: dict[str, Any] = {}
    for item in items or ():
        for pair in _pairs(item):
            key, sep, value = pair.partition("=")
            key = key.strip()
            if not sep or not key:
                raise ParameterError(f"--param expects key=value, got {item!r}")
            params[key] = value.strip()
    return params


ParamOption = Annotated[
    list[str] | None,
    typer.Option("--param", "-p", help="A game parameter as key=value (repeatable)."),
]
DecksOption = Annotated[
    str | None,
    typer.Option(
        help="The decks, comma-separated: shipped names or deck files "
        "(short for --param decks=...)."
    ),
]

# Gloomhaven: short for --param party=... / --param scenario=...
PartyOption = Annotated[
    str | None,
    typer.Option(
        help="Gloomhaven: the characters' classes, comma-separated, one seat each, e.g. "
        "brute,mindthief (short for --param party=...)."
    ),
]
ScenarioOption = Annotated[
    int | None,
    typer.Option(help="Gloomhaven: the scenario number (short for --param scenario=...)."),
]

# Marvel Champions: short for --param heroes=... / villain=... / expert=true / players=...
HeroOption = Annotated[
    str | None,
    typer.Option(
        help="Marvel Champions: the heroes, comma-separated, one seat each, e.g. "
        "spider-man or spider-man,captain-marvel (short for --param heroes=...)."
    ),
]
VillainOption = Annotated[
    str | None,
    typer.Option(help="Marvel Champions: the villain, e.g. rhino (--param villain=...)."),
]
ExpertOption = Annotated[
    bool, typer.Option("--expert", help="Marvel Champions: expert mode (--param expert=true).")
]
PlayersOption = Annotated[
    int | None,
    typer.Option(
        help="Marvel Champions: the number of players; heroes not named are added in "
        "the shipped order (--param players=...)."
    ),
]


# The shortcut options by the parameter they set (``--hero`` sets ``heroes``).
SHORTCUTS = {"heroes": "--hero", "decks": "--decks"}


TYPED_AS_SHOWN = frozenset({"party", "heroes", "villain"})
"""Shortcut options whose values are ids only, taken in any case: a player types the
names the screen shows ("--party Brute,Tinkerer", "--hero Spider-Man")."""


def game_params(
    param: Sequence[str] | None,
    decks: str | None,
    game_id: str | None = None,
    **shortcuts: Any,
) -> dict[str, Any]:
    """The ``--param`` pairs plus the shortcut options that were given (``None`` and
    ``False`` mean "not given"). A shortcut and a ``--param`` of the same key that
    disagree are an error: one of them would be ignored without a word. A shortcut
    of another game (``--hero`` for Destiny) is named as given, not as the parameter
    it sets ("unknown parameter 'heroes'")."""
    params = parse_params(param)
    given = {"decks": decks, **shortcuts}
    known = resolve_game_class(game_id).info.parameters if game_id else None
    for key, value in given.items():
        if value is None or value is False:
            continue
        if known is not None and key not in known:
            raise ParameterError(
                f"{SHORTCUTS.get(key, f'--{key}')} is not an option of {game_id} "
                f"(its parameters: {', '.join(known) or 'none'})"
            )
        if key in TYPED_AS_SHOWN:  # ids only: "Brute" as the board names the class
            value = str(value).lower()
        text = str(value).lower() if isinstance(value, bool) else str(value)
        if key in params and str(params[key]) != text:
            option = SHORTCUTS.get(key, f"--{key}")
            option += "" if isinstance(value, bool) else f" {text}"  # a flag: "--expert"
            raise ParameterError(
                f"{option} and --param {key}={params[key]} disagree: give one of them"
            )
        params[key] = value
    return params


# --- games ----------------------------------------------------------------------


@app.command("games")
def games_command() -> None:
    """List the registered games with their parameters."""
    with user_errors():
        render.render_games(render.make_console(), list_games())


# --- play -----------------------------------------------------------------------


def _seats_line(state: State, humans: Sequence[int], bot: str, auto: bool) -> Text:
    """Who plays whom, by the seats' names."""
    game = state.game
    view = state.view(humans[0] if humans else 0)
    names = [render.seat_name(view, s) for s in range(game.num_players)]
    if auto:
        return Text(f"The {bot} bot plays every seat: {', '.join(names)}.")
    mine = ", ".join(names[s] for s in humans)
    others = [names[s] for s in range(game.num_players) if s not in humans]
    if not others:
        if len(humans) == 1:
            return Text(f"You play {mine}.")
        return Text(f"You play every seat at this terminal: {mine}.")
    return Text(f"You play {mine}; the {bot} bot plays {', '.join(others)}.")


def _parse_seats(text: str, players: int) -> list[int]:
    if text.strip().lower() == "all":
        return list(range(players))
    try:
        listed = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise ParameterError(f"--seats takes seat numbers or 'all', got {text!r}") from None
    if not listed or any(not 0 <= s < players for s in listed):
        seats = "the game has one seat, 0" if players == 1 else f"seats are 0 to {players - 1}"
        raise ParameterError(f"--seats: {seats}; got {text!r}")
    twice = sorted({s for s in listed if listed.count(s) > 1})
    if twice:
        named = ", ".join(map(str, twice))
        which = f"seat {named} is" if len(twice) == 1 else f"seats {named} are"
        raise ParameterError(f"--seats: {which} given twice in {text!r} (name each seat once)")
    return sorted(listed)


@app.command("play")
def play_command(
    game_id: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="Game id, e.g. marvel-mission-arena (not with --resume)."
        ),
    ] = None,
    seat: Annotated[int, typer.Option(help="Your seat (0 plays first in seat order).")] = 0,
    bot: Annotated[
        str, typer.Option(help=f"The other seats' bot: {', '.join(BOT_NAMES)}.")
    ] = "greedy",
    seed: Annotated[int | None, typer.Option(help="Game seed (random if omitted).")] = None,
    save: Annotated[Path | None, typer.Option(help="Save the replay to this file.")] = None,
    param: ParamOption = None,
    decks: DecksOption = None,
    party: PartyOption = None,
    scenario: ScenarioOption = None,
    hero: HeroOption = None,
    villain: VillainOption = None,
    expert: ExpertOption = False,
    players: PlayersOption = None,
    auto: Annotated[bool, typer.Option(help="Bot against bot: print the whole game.")] = False,
    seats: Annotated[
        str | None,
        typer.Option(
            help="Several human seats at one terminal (hot seat): comma-separated, or "
            "'all' (e.g. every Gloomhaven character)."
        ),
    ] = None,
    hand_over: Annotated[
        bool | None,
        typer.Option(
            "--hand-over/--open-hands",
            help="Hot seat: clear the screen and wait for the next player whenever the "
            "decision passes between human seats (default: on in a contest, off in a "
            "cooperative game, where one person often plays every seat).",
        ),
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option(help="Continue a saved game (a replay file) where it stopped."),
    ] = None,
) -> None:
    """Play GAME at the terminal against a bot (or watch bots with --auto).

    At a decision, ? lists the keys: i N shows option N's cards, d the discard
    piles, u undoes your last decision, q quits and offers to save."""
    console = render.make_console()
    with user_errors():
        if save is not None:
            check_output_path(save, "--save")
        params = game_params(
            param,
            decks,
            game_id,
            party=party,
            scenario=scenario,
            heroes=hero,
            villain=villain,
            expert=expert,
            players=players,
        )
        if resume is not None:
            if game_id is not None or params:
                raise ParameterError(
                    "--resume continues a saved game: give no GAME and no game parameters"
                )
            replay = Replay.load(resume)
            resumed = replay.run(source=str(resume))
            game, seed = resumed.game, replay.seed
        elif game_id is None:
            known = ", ".join(info.id for info in list_games() if not info.id.endswith("-test"))
            raise ParameterError(f"give the GAME to play: {known} (or --resume FILE)")
        else:
            game = load_game(game_id, **params)
            resumed = None
        seat_count = game.num_players
        humans = [seat]
        if seats is not None:
            humans = _parse_seats(seats, seat_count)
            seat = humans[0]
        if not auto and not 0 <= seat < seat_count:
            raise ParameterError(f"--seat must be between 0 and {seat_count - 1}, got {seat}")
        if seed is None:
            seed = secrets.randbelow(1 << 31)
        state = resumed if resumed is not None else game.new_initial_state(seed=seed)
        bot_seats = range(seat_count) if auto else [s for s in range(seat_count) if s not in humans]
        bots = {s: make_bot(bot, game, seed=derive_seed(seed, s + 1)) for s in bot_seats}
        chance = Rng(derive_seed(seed, 0))
        models = Rng(derive_seed(seed, MODEL_STREAM))  # searching bots' redrawn copies
        console.print(Text(f"{game.info.name} ({game.info.full_id}), seed {seed}", style="bold"))
        over_already = resume is not None and state.is_terminal()
        if resume is not None:
            moves = len(state.history or ())
            console.print(Text(f"Resumed from {resume} after {keys.plural(moves, 'decision')}."))
            if over_already:  # shown as it ended; nothing new to save
                console.print(Text("This game is over already: its end is shown below."))
        _demo_notice(console, state.view(seat))
        first = state.view(seat)
        if not auto and len(humans) == 1 and first.get("game") == "gloomhaven":
            console.print(render_gloomhaven.seats_line(first, seat, bot))
        elif not auto and len(humans) == 1 and first.get("game") == "marvel-champions":
            names = [game.seat_name(s) for s in range(game.num_players)]
            console.print(render_marvel.seats_line(first, seat, bot, names))
        else:
            console.print(_seats_line(state, humans, bot, auto))
        if auto:
            try:
                play_auto(console, game, state, bots, chance, models)
            except KeyboardInterrupt:
                auto_interrupted(console, state, save)
                raise typer.Exit(EXIT_INTERRUPTED) from None
            finished = True
        else:
            if hand_over is None:  # rivals keep their hands; a team may share them
                hand_over = game.info.utility != "identical"
            table = Table(state, seat, hand_over=hand_over)
            offer = save or resume  # quitting offers to save to the file it came from
            finished = play_human(console, table, humans, bots, bot, chance, offer, models)
            state = table.state
            if finished:
                finish(console, table)
        if finished and save is not None:
            try:
                save_replay(state, save)
            except ParameterError as err:  # it became unwritable during the game
                console.print(Text(str(err), "red"))
                offer_save(console, state, None)
            else:
                console.print(Text(f"Replay saved to {save}"))
        elif finished and not auto and not over_already:
            offer_save(console, state, resume)


# --- sim ------------------------------------------------------------------------


def _demo_notice(console: Console, view: dict[str, Any]) -> None:
    """Say so when the cards in play are a demo pool with invented stats."""
    if view.get("demo_cards"):
        console.print(
            Text(
                "Demo card pool: names are the seed's, stats and abilities are invented by "
                "rulebound (see the card data README).",
                style="yellow",
            )
        )


def _simulate_with_progress(
    console: Console,
    game_id: str,
    games: int,
    names: list[str],
    seed: int,
    workers: int | None,
    params: dict[str, Any] | None = None,
    json_path: Path | None = None,
    backend: str = "local",
    address: str | None = None,
) -> dict[str, Any]:
    """Run a simulation behind a transient Rich progress bar."""
    from rulebound.sim import run_sim

    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    ) as progress:
        task = progress.add_task("Simulating", total=games)
        return run_sim(
            game_id,
            games,
            names,
            seed=seed,
            workers=workers,
            params=params,
            json_path=json_path,
            progress=lambda done: progress.advance(task, done),
            backend=backend,
            address=address,
        )


def _report_interrupted(console: Console, result: dict[str, Any], json_file: Path | None) -> None:
    """Ctrl-C stopped a simulation: say so, then summarise the games that finished."""
    played, asked = result["games_played"], result["games"]
    console.print(
        Text(f"interrupted after {played} {'game' if played == 1 else 'games'} (of {asked})")
    )
    if played:
        render.render_sim(console, {**result, "games": played})
    if json_file is not None:
        console.print(Text(f"Partial results written to {json_file}", style="dim"))


@app.command("sim")
def sim_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="Game id.")],
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    bots: Annotated[
        str | None,
        typer.Option(
            help="Comma-separated bots, one per seat (default: greedy,random in a "
            "two-player contest; greedy for every seat of a cooperative or one-player "
            "game)."
        ),
    ] = None,
    seed: Annotated[int, typer.Option(help="Master seed.")] = 0,
    workers: Annotated[int | None, typer.Option(help="Worker processes (default: CPUs).")] = None,
    json_file: Annotated[
        Path | None, typer.Option("--json", help="Also write the results to this JSON file.")
    ] = None,
    param: ParamOption = None,
    decks: DecksOption = None,
    party: PartyOption = None,
    scenario: ScenarioOption = None,
    hero: HeroOption = None,
    villain: VillainOption = None,
    expert: ExpertOption = False,
    players: PlayersOption = None,
    gauntlet: Annotated[
        str | None,
        typer.Option(help="Star Wars: Destiny: play this deck against every shipped deck."),
    ] = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
    plot: Annotated[
        Path | None,
        typer.Option(help="Draw the win rates and the game lengths to this PNG file."),
    ] = None,
) -> None:
    """Play many games between bots and report win rates with 95% confidence intervals."""
    console = render.make_console()
    with user_errors():
        if json_file is not None:
            check_output_path(json_file, "--json")
        if plot is not None:
            from rulebound.plots import require_matplotlib

            check_output_path(plot, "--plot")
            require_matplotlib()
        count = workers if workers is not None else (os.cpu_count() or 1)
        # On a Ray cluster the default is every CPU of the cluster, not of this machine.
        sim_workers = None if backend == "ray" and workers is None and address else count
        if gauntlet is not None:
            if backend != "local" or plot is not None:
                raise ParameterError("--gauntlet plays locally, without --backend or --plot")
            names = [b.strip() for b in (bots or "greedy,random").split(",") if b.strip()]
            _sim_gauntlet(console, game_id, gauntlet, games, names, seed, count, param, decks)
            return
        params = game_params(
            param,
            decks,
            game_id,
            party=party,
            scenario=scenario,
            heroes=hero,
            villain=villain,
            expert=expert,
            players=players,
        )
        game = load_game(game_id, **params)  # report bad input before the progress bar
        if bots is None:
            # a contest measures a bot against a baseline; a cooperative team plays
            # as one side, so a random teammate would only measure its own blunders
            contest = game.num_players == 2 and game.info.utility != "identical"
            bots = "greedy,random" if contest else ",".join(["greedy"] * game.num_players)
        names = [b.strip() for b in bots.split(",") if b.strip()]
        for name in names:
            make_bot(name, game)
        check_sim(game, names, games, sim_workers)  # before the progress bar's line
        check_backend(backend, address)
        try:
            result = _simulate_with_progress(
                console,
                game_id,
                games,
                names,
                seed,
                sim_workers,
                params=params,
                json_path=json_file,
                backend=backend,
                address=address,
            )
        except SimInterrupted as stop:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # let the last words be said
            _report_interrupted(console, stop.result, json_file)
            raise typer.Exit(EXIT_INTERRUPTED) from None
        render.render_sim(console, result)
        if plot is not None:
            from rulebound.plots import plot_sim

            plot_sim(result, plot)
            console.print(Text(f"Plot written to {plot}", style="dim"))
        extra = getattr(game_cli(game.info.id), "sim_line", None)
        if extra is not None:  # a game's own summary line (Destiny: deck against deck)
            console.print(Text(extra(game, result)))
        if game.info.utility == "identical":  # cooperative: every seat shares one result
            console.print(
                Text(
                    f"{game.info.name} is cooperative: every seat shares the result, so a "
                    "bot's wins are the games its side won.",
                    style="dim",
                )
            )
        if json_file is not None:
            console.print(Text(f"Results written to {json_file}", style="dim"))


def _sim_gauntlet(
    console: Console,
    game_id: str,
    deck: str,
    games: int,
    bots: list[str],
    seed: int,
    workers: int,
    param: Sequence[str] | None,
    decks: str | None,
) -> None:
    """``sim --gauntlet DECK``: offered by a game's command-line module (Destiny's)."""
    run = getattr(game_cli(load_game(game_id).info.id), "gauntlet", None)
    if run is None or decks is not None:
        raise ParameterError("--gauntlet is for star-wars-destiny, without --decks")
    run(console, deck, games, bots, seed, workers, game_params(param, None))


# --- replay ---------------------------------------------------------------------


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A replay (save) file.")],
    upto: Annotated[int | None, typer.Option(help="Replay only the first N decisions.")] = None,
    seat: Annotated[
        int | None, typer.Option(help="Show the log as this seat saw it (default: everything).")
    ] = None,
) -> None:
    """Print the event log of a replay file."""
    console = render.make_console()
    with user_errors():
        replay = Replay.load(file)
        if upto is not None and upto < 0:
            raise ParameterError(f"--upto must be at least 0, got {upto}")
        state = replay.run(source=str(file), upto=upto)
        players = state.game.num_players
        if seat is not None and not 0 <= seat < players:
            raise ParameterError(f"--seat must be between 0 and {players - 1}, got {seat}")
        done = len(replay.actions) if upto is None else min(upto, len(replay.actions))
        console.print(
            Text(
                f"{replay.game}, seed {replay.seed}: {done} of {len(replay.actions)} decisions",
                style="bold",
            )
        )
        shown = render.seat_log(state, seat)  # a draw or a choice read once, not twice
        render.render_log(console, shown)
        if state.is_terminal():
            console.rule()
            console.print(result_line(state.view(0), state, None, shown))


# --- bench ----------------------------------------------------------------------


@app.command("bench")
def bench_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="Game id.")],
    seconds: Annotated[float, typer.Option(help="Time budget in seconds.")] = 3.0,
    seed: Annotated[int, typer.Option(help="Seed of the random play.")] = 0,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object instead of a table.")
    ] = False,
    param: ParamOption = None,
) -> None:
    """Measure games/s, decisions/s and clones/s with random play."""
    from rulebound.bench import run_bench

    with user_errors():
        try:
            figures = run_bench(game_id, seconds=seconds, seed=seed, params=parse_params(param))
        except KeyboardInterrupt:  # the figures are rates over the whole budget: none yet
            typer.echo("Interrupted before the measurement ended: no figures.", err=True)
            raise typer.Exit(EXIT_INTERRUPTED) from None
    if as_json:
        typer.echo(json.dumps(figures, sort_keys=True))
    else:
        render.render_bench(render.make_console(), figures)


# --- demo -----------------------------------------------------------------------


@app.command("demo")
def demo_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="Game id.")] = DEFAULT_GAME,
    seed: Annotated[int, typer.Option(help="Seed of the demo game and simulation.")] = 7,
    games: Annotated[int, typer.Option(help="Games in the demo simulation.")] = 200,
    workers: Annotated[int, typer.Option(help="Worker processes of the simulation.")] = 2,
) -> None:
    """Play one greedy-vs-random game with its log, then simulate many and summarise."""
    from rulebound.sim import play_game

    console = render.make_console()
    with user_errors():
        game = load_game(game_id)
        names = ["greedy", "random"]
        try:
            make_bot("greedy", game)
        except BotError as err:
            console.print(Text(f"note: {err}; the demo uses random bots.", style="yellow"))
            names = ["random", "random"]
        names += ["random"] * (game.num_players - len(names))
        names = names[: game.num_players]
        bots = [make_bot(n, game, seed=derive_seed(seed, k + 1)) for k, n in enumerate(names)]
        seats = list(range(game.num_players))
        state, _ = play_game(game, bots, seats, seed, Rng(derive_seed(seed, 0)))
        view = state.view(0)
        who = ", ".join(f"{render.seat_name(view, s)}: {n}" for s, n in enumerate(names))
        console.rule(Text(f"{game.info.name}: one game, seed {seed}", style="bold"))
        _demo_notice(console, view)
        console.print(Text(f"Bots: {who}. The full log, hidden cards included:", style="dim"))
        render.render_log(console, render.seat_log(state, None))  # each draw told once
        console.rule()
        console.print(result_line(view, state, None, state.log))
        scores = view.get("scores")
        if isinstance(scores, list):  # the games that keep a score (Mission Arena)
            told = " - ".join(f"{render.seat_name(view, s)} {n}" for s, n in enumerate(scores))
            console.print(Text(f"{len(state.history or [])} decisions. Final score: {told}."))
        else:
            console.print(Text(f"{len(state.history or [])} decisions."))
        console.print()
        console.rule(Text(f"Simulation: {games} games, {' vs '.join(names)}", style="bold"))
        try:
            result = _simulate_with_progress(
                console, game.info.full_id, games, names, seed, workers
            )
        except SimInterrupted as stop:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # let the last words be said
            _report_interrupted(console, stop.result, None)
            raise typer.Exit(EXIT_INTERRUPTED) from None
        render.render_sim(console, result)


app.command("serve")(serve_command)
app.command("tournament")(tournament_command)


# --- the games' own commands ------------------------------------------------------

# Each game's own commands (``rulebound gloomhaven ...``), found by entry point.
for _module in game_cli_modules().values():
    if getattr(_module, "app", None) is not None:
        app.add_typer(_module.app, name=_module.COMMAND)


def main() -> None:
    """Entry point for ``python -m rulebound.cli.main``."""
    app(prog_name="rulebound")


if __name__ == "__main__":
    main()
