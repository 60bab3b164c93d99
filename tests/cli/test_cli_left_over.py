"""What the session-38 pass noticed and left, and the session-39 new-user pass found,
each kept fixed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import printed
from typer.testing import CliRunner

from rulebound.cli.main import app


def test_the_command_starts_without_importing_the_gloomhaven_campaign() -> None:
    """``rulebound --help`` (and every command's start) imported the campaign commands
    and with them the whole campaign (~0.1 CPU s of 0.3); they load when named."""
    code = (
        "import sys, rulebound.cli.main; "
        "print('rulebound.games.gloomhaven.campaign_commands' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_lazy_campaign_group_is_listed_and_has_its_examples() -> None:
    runner = CliRunner()
    env = {"COLUMNS": "200", "NO_COLOR": "1"}
    listing = runner.invoke(app, ["gloomhaven", "--help"], env=env)
    assert listing.exit_code == 0 and "campaign " in listing.stdout
    assert "A Gloomhaven campaign in one SQLite file" in listing.stdout
    group = runner.invoke(app, ["gloomhaven", "campaign", "--help"], env=env)
    assert group.exit_code == 0 and "create-character" in group.stdout
    new = runner.invoke(app, ["gloomhaven", "campaign", "new", "--help"], env=env)
    assert "rulebound gloomhaven campaign new lanterns.db --name 'The Lanterns'" in new.stdout
    wrong = runner.invoke(app, ["gloomhaven", "campaign", "nosuch"], env=env)
    assert wrong.exit_code == 2 and "Traceback" not in wrong.output


class _CountedEvents(list):  # type: ignore[type-arg]
    """A game's event list that counts the events read from it."""

    reads = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        for event in super().__iter__():
            _CountedEvents.reads += 1
            yield event

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        item = super().__getitem__(index)
        _CountedEvents.reads += len(item) if isinstance(index, slice) else 1
        return item


def test_play_auto_reads_each_event_a_few_times_not_once_a_step() -> None:
    """``play --auto`` read the whole log again after every step, quadratic in the
    game's length (a Gloomhaven game of ~1,000 events: a third of its CPU time)."""
    import io

    from rich.console import Console

    from rulebound.bots import make_bot
    from rulebound.cli import table
    from rulebound.cli.render import seat_log
    from rulebound.kernel import load_game
    from rulebound.kernel.rng import Rng

    game = load_game("gloomhaven", party="brute,mindthief", scenario="1")
    state = game.new_initial_state(seed=3)
    state.events = _CountedEvents(state.events or ())
    bots = {seat: make_bot("greedy", game, seed=seat) for seat in range(game.num_players)}
    out = io.StringIO()
    _CountedEvents.reads = 0
    table.play_auto(Console(file=out, width=80), game, state, bots, Rng(1), Rng(2))
    reads = _CountedEvents.reads
    assert len(state.events) > 300
    assert reads <= 4 * len(state.events), (reads, len(state.events))
    # what it printed is the whole log read at the end
    printed = " ".join(out.getvalue().split())
    assert all(" ".join(line.split()) in printed for line in seat_log(state, None)[-20:])


@pytest.mark.parametrize(
    ("game_id", "params"),
    [
        ("marvel-mission-arena", {}),
        ("star-wars-destiny", {}),
        ("marvel-champions", {"heroes": "spider-man,captain-marvel"}),
        ("gloomhaven", {"party": "brute,mindthief"}),
    ],
)
@pytest.mark.parametrize("seat", [None, 0, 1])
def test_the_seat_log_kept_up_step_by_step_is_the_log_read_at_the_end(
    game_id: str, params: dict, seat: int | None
) -> None:
    from rulebound.cli.render import SeatLog, seat_log
    from rulebound.kernel import load_game
    from rulebound.kernel.rng import Rng

    state = load_game(game_id, **params).new_initial_state(seed=5)
    rng, kept = Rng(5), SeatLog(seat)
    for _ in range(400):
        if state.is_terminal():
            break
        options = list(state.decision().options)
        state.apply_action(rng.choice(options))
        kept.read(state)
    assert kept.read(state) == seat_log(state, seat)


@pytest.mark.parametrize(
    ("game_id", "params", "setup"),
    [
        ("marvel-mission-arena", {}, "Setup | 11 turns"),
        ("gloomhaven", {"party": "brute,mindthief"}, "Black Barrow | setup | scenario level 1"),
    ],
)
def test_no_turn_0_or_round_0_before_the_first_turn(game_id: str, params: dict, setup: str) -> None:
    """At set-up the boards said "Turn 0 of 11 | Setup" and "round 0": there is no
    turn or round 0 to speak of (Marvel Champions and Destiny said "Setup" already)."""
    from rulebound.cli.render import compact_mission_arena
    from rulebound.kernel import load_game

    view = load_game(game_id, **params).new_initial_state(seed=1).view(0)
    text = printed(view)
    assert setup in " ".join(text.split())
    assert not re.search(r"(?i)\b(turn|round) 0\b", text)
    if game_id == "marvel-mission-arena":
        title = compact_mission_arena(view)[0].body.title
        assert " ".join(title.plain.split()) == setup


def test_campaign_play_does_not_tell_a_player_in_it_to_run_campaign_play(
    tmp_path: Path,
) -> None:
    """The scenario's set-up line after a Road Event said "`rulebound gloomhaven
    campaign play` draws it" to a player who had just met it in that command."""
    db = str(tmp_path / "c.db")
    runner, env = CliRunner(), {"COLUMNS": "200", "NO_COLOR": "1"}
    for args in (
        ["new", db, "--seed", "2"],
        ["create-character", db, "brute", "--name", "Grom"],
        ["create-character", db, "tinkerer", "--name", "Fizz"],
    ):
        result = runner.invoke(app, ["gloomhaven", "campaign", *args], env=env)
        assert result.exit_code == 0, result.output
    played = runner.invoke(
        app, ["gloomhaven", "campaign", "play", db, "--scenario", "1", "--seats", "none"], env=env
    )
    assert played.exit_code == 0, played.output
    out = " ".join(played.stdout.split())
    assert "Road Event" in out.split("Scenario 1, seed")[0]  # met before the scenario
    assert "campaign play" not in out.split("Scenario 1, seed")[1]
    assert "a Road Event comes on the way, before the scenario" in out


def test_marvel_champions_names_a_player_as_the_log_does_whichever_side_is_up() -> None:
    """The log said "P1 Spider-Man" while the board said "P1 Peter Parker" for the same
    player in alter-ego form: the board names the player by hero too, with the side up."""
    from rulebound.kernel import load_game

    state = load_game("marvel-champions", heroes="spider-man,captain-marvel").new_initial_state(
        seed=1
    )
    state.apply_action(state.decision().options[0])  # the first player
    view = state.view(0)
    assert view["players"][0]["form"] == "alter-ego"
    text = " ".join(printed(view).split())
    assert "first player: P1 Spider-Man" in text
    assert "P1 Spider-Man (alter-ego: Peter Parker)" in text
    assert "P2 Captain Marvel (alter-ego: Carol Danvers)" in text
    assert "P1 Peter Parker" not in text and "P2 Carol Danvers" not in text
    assert any(line.startswith("P1 Spider-Man ") for line in state.log)


def test_a_mission_arena_bot_deployment_is_read_once() -> None:
    """ "P2 Villains (greedy): Deploy a protagonist face down to the Active zone" and
    then "P2 Villains deploys a protagonist face down.": the event said less, twice."""
    result = CliRunner().invoke(
        app,
        ["play", "marvel-mission-arena", "--seed", "2"],
        input="1\n" * 12,
        env={"COLUMNS": "200", "NO_COLOR": "1"},
    )
    lines = [line.strip() for line in result.stdout.splitlines()]
    told = [i for i, line in enumerate(lines) if "(greedy): Deploy a protagonist face down" in line]
    assert len(told) == 5, lines
    assert not any("deploys a protagonist face down" in lines[i + 1] for i in told)


@pytest.mark.parametrize("scenario", ["3", "5"])
def test_a_tall_gloomhaven_map_leaves_the_title_in_sight_at_24_rows(scenario: str) -> None:
    """Scenarios 2-9's maps (up to 21 rows) with the title, the characters and the
    options outgrew 24 rows, so the board's title scrolled away: the compact board
    shows a window of the map's rows (the options' or the seat's own), and says so."""
    from test_cli_screen import draw, screens, terminal

    party = {"scenario": scenario, "party": "brute,mindthief,tinkerer,spellweaver"}
    windows = 0
    for view, prompt, labels, log in screens("gloomhaven", party, seed=1, every=7, most=6):
        console, out = terminal()
        draw(console, view, prompt, labels, log)
        lines = out.getvalue().splitlines()
        assert len(lines) + 1 <= 24, "\n".join(lines)  # + the answer line
        assert "scenario level 1" in lines[0], lines[0]
        windows += "v: the whole map" in out.getvalue()
        if not any(c.get("hex") for c in view["characters"]):  # set-up: the monsters
            rows = {m["hex"][1] for m in view["monsters"]}
            assert all(f"r{r} " in out.getvalue() for r in rows), out.getvalue()
    assert windows


def test_a_finished_game_offers_its_replay_not_a_game_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the end of a game the question was "Save the game to resume it later?":
    there is nothing left to resume."""
    monkeypatch.chdir(tmp_path)  # a "1" too many names the file saved
    result = CliRunner().invoke(
        app,
        ["play", "marvel-champions", "--seed", "2"],
        input="1\n" * 40,
        env={"COLUMNS": "200", "NO_COLOR": "1"},
    )
    assert result.exit_code == 0, result.output
    assert "The heroes lose." in result.stdout
    assert "resume it later" not in result.stdout
    assert "Save the replay (for rulebound replay)? File name" in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["gloomhaven", "--party", "Brute,Tinkerer"],
        ["marvel-champions", "--hero", "Spider-Man", "--villain", "Rhino"],
    ],
)
def test_a_class_or_villain_is_taken_as_the_screen_names_it(args: list[str]) -> None:
    """The party, heroes and villain as the screen names them were unknown ("--party
    Brute,Tinkerer" after "You play the Brute"); "--decks Rey,Kylo" was taken."""
    result = CliRunner().invoke(
        app, ["sim", *args, "--games", "1", "--workers", "1"], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output


def test_no_first_player_is_shown_while_it_is_being_chosen() -> None:
    """Marvel Champions' title said "first player: P1 Spider-Man" (the view's 0) over
    "Choose the first player."."""
    from rulebound.cli.render_marvel import header
    from rulebound.kernel import load_game

    state = load_game("marvel-champions", heroes="spider-man,captain-marvel").new_initial_state(
        seed=1
    )
    assert state.view(0)["decision"]["kind"] == "first-player"
    title = header(state.view(0)).plain
    assert "first player" not in title and "active" not in title, title
    state.apply_action(state.decision().options[1])
    assert "first player: P2 Captain Marvel" in header(state.view(0)).plain
