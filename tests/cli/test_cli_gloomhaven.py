"""Gloomhaven at the terminal: the Rich hex-map renderer and the CLI's ``--party`` /
``--scenario`` options for ``play`` and ``sim``."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from rich.console import Console
from typer.testing import CliRunner

from rulebound.bots import make_bot
from rulebound.cli import render
from rulebound.cli.main import app
from rulebound.cli.render_gloomhaven import board_key, render_map
from rulebound.kernel import Replay
from rulebound.kernel.decision import CHANCE
from rulebound.kernel.game import load_game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

GAME = "gloomhaven"
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()


def assert_one_line_error(result: Any, fragment: str = "") -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: "), result.stderr
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.output


def shown(view: dict[str, Any], width: int = 160) -> str:
    """What ``render_view`` prints for a view, as plain text."""
    out = io.StringIO()
    console = Console(file=out, width=width, theme=render.THEME, color_system=None)
    render.render_view(console, view)
    return out.getvalue()


def play(
    state: State,
    decisions: int | None = None,
    seed: int = 0,
    bot: str = "random",
    until: str = "",
) -> State:
    """Play bots for ``decisions`` decisions (``None``: to the end), or until a
    decision of kind ``until`` is pending."""
    game = state.game
    bots = [make_bot(bot, game, seed=seed + k) for k in range(game.num_players)]
    chance = Rng(seed)
    done = 0
    while not state.is_terminal() and (decisions is None or done < decisions):
        decision = state.decision()
        if decision.kind == until:
            break
        if decision.seat == CHANCE:
            state.apply_action(sample_chance(state, chance))
            continue
        view = state.view(decision.seat)
        state.apply_action(bots[decision.seat].choose(view, list(decision.options)))
        done += 1
    return state


def map_rows(text: str) -> dict[int, str]:
    """The map's rows of a rendered view, by r."""
    rows: dict[int, str] = {}
    for line in text.splitlines():
        found = re.match(r"^\s*r(-?\d+) (.*)$", line)
        if found:
            rows[int(found.group(1))] = found.group(2)
    return rows


# --- the renderer ------------------------------------------------------------------


def test_map_layout_of_a_small_view() -> None:
    """Rows shift by half a cell; empty hexes show q; figures, tokens and the
    options of the pending decision show in their hexes."""
    view = {
        "game": GAME,
        "seat": 0,
        "characters": [{"seat": 0, "class": "Brute", "hex": [1, 0], "hand": []}],
        "monsters": [
            {"name": "elite Bandit Guard 3", "type": "bandit-guard", "rank": "elite", "hex": [0, 1]}
        ],
        "summons": [],
        "map": {
            "hexes": [[0, 0], [1, 0], [0, 1], [1, 1], [-1, 2], [0, 2]],
            "obstacles": [[0, 2]],
            "coins": [[-1, 2, 2]],
        },
        "decision": {"seat": 0, "kind": "move", "options": [[0, "stop here"], [7, "hex 1,1"]]},
    }
    assert render_map(view).plain.splitlines() == [
        " r0    0   B",
        " r1    G3*  #2",
        " r2   $2  X",
    ]
    # Thin walls: | within a row; the hex edge's slant on a line between two rows.
    view["map"]["thin_walls"] = [[[1, 0], [0, 0]], [[1, 0], [1, 1]], [[0, 1], [-1, 2]]]
    assert render_map(view).plain.splitlines() == [
        " r0    0|  B",
        "            /",
        " r1    G3*  #2",
        "        \\",
        " r2   $2  X",
    ]


def test_the_start_shows_map_legend_figures_hand_and_options() -> None:
    state = load_game(GAME, party="brute,mindthief").new_initial_state(seed=1)
    state = play(state, until="start-hex")  # past the hand building, if any
    assert state.decision().seat == 0
    view = state.view(0)
    text = shown(view)
    for part in (
        "Black Barrow",
        "setup",
        "Legend:",
        "B Brute",
        "M Mindthief",
        "Bandit Guard",
        "closed door",
        "Elements: fire -",
        "Monsters",
        "Your hand (",
        "initiative in brackets): ",  # what the number after each card is
        "not placed yet",
    ):
        assert part in text, part
    flat = " ".join(text.split())
    for card in view["characters"][0]["hand"]:  # with the initiative from the class data
        assert re.search(re.escape(card) + r" \(\d+\)", flat), card
    rows = map_rows(text)
    assert set(rows) == set(range(0, 11))
    # Every "hex q,r" option is drawn as #n in row r; the monsters stand where the
    # view says, each as letter + standee number (+ * when elite).
    options = view["decision"]["options"]
    assert options and all(label.startswith("hex ") for _, label in options)
    for number, (_, label) in enumerate(options, start=1):
        q, r = (int(x) for x in label[4:].split(","))
        assert f"#{number}" in rows[r].split(), (label, rows[r])
    for monster in view["monsters"]:
        q, r = monster["hex"]
        tag = "G" + monster["name"].split()[-1] + ("*" if monster["rank"] == "elite" else "")
        assert tag in rows[r].split(), (tag, rows[r])
        assert f"{q},{r}" in text
    # Empty hexes show their q: row 10 runs from q = -12 to -7.
    assert rows[10].split() == ["-12", "-11", "-10", "-9", "-8", "-7"]
    # Another seat's view shows no hand and no option numbers.
    other = shown(state.view(1))
    assert "Your hand" in other and "#1" not in other
    assert other.count("Trample") == 0


def test_mid_game_after_random_play() -> None:
    state = play(load_game(GAME, party="brute,mindthief,tinkerer").new_initial_state(seed=4), 60)
    assert not state.is_terminal()
    for seat in range(3):
        view = state.view(seat)
        text = shown(view)
        assert f"round {view['round']}" in text
        assert "(you)" in text
        for char in view["characters"]:
            assert char["class"] in text
            assert f"HP {char['hp']}/{char['max_hp']}" in text
            if char["hex"] is not None and not char["exhausted"]:
                r = char["hex"][1]
                assert char["class"][0] in map_rows(text)[r].split()
        for monster in view["monsters"]:
            assert monster["name"] in text
            assert f"{monster['hp']}/{monster['max_hp']}" in text
        flat = " ".join(text.split())  # long lines wrap
        for card in view["characters"][seat]["hand"]:
            assert card in flat


def test_the_monster_table_says_none_for_no_conditions_as_the_web_does() -> None:
    """A monster without conditions reads "none" in both front ends (a dash read as
    "unknown" and differed from the web's table)."""
    state = load_game(GAME, party="brute,mindthief").new_initial_state(seed=1)
    view = state.view(0)
    assert all(not m.get("conditions") for m in view["monsters"])
    rows = [line for line in shown(view).splitlines() if re.match(r"G\d\*? ", line)]
    assert rows and all(line.rstrip().endswith("none") for line in rows), rows


def test_the_end_is_shown(tmp_path: Path) -> None:
    state = play(load_game(GAME, party="brute,tinkerer").new_initial_state(seed=2), seed=2)
    assert state.is_terminal()
    view = state.view(0)
    text = shown(view)
    assert f"scenario {view['outcome'].upper()}" in text
    assert "#1" not in text
    # Its cards and HP are back (GH-SEND-01): the board read "EXHAUSTED  HP 8/8 ...
    # cards 12/0/0" and showed a hand; it gives what each earned.
    for char in view["characters"]:
        line = next(x for x in text.splitlines() if f" {char['class']}" in x and "XP" in x)
        assert "HP" not in line and "cards" not in line, line
        assert f"XP {char['xp']}  coins {char['coins']}" in line, line
    assert "Your hand" not in text and "every character has its cards and HP back" in text


def test_terrain_and_tokens_of_a_scenario_file(tmp_path: Path) -> None:
    """A custom scenario with every kind of terrain and token, and an elite monster."""
    hexes = [[q, r] for r in range(4) for q in range(6)]
    contents = [{"hex": [0, r], "type": "start"} for r in range(4)] + [
        {"hex": [2, 0], "type": "wall"},
        {"hex": [3, 0], "type": "obstacle", "piece": "rock"},
        {"hex": [2, 1], "type": "trap", "damage": True},
        {"hex": [3, 1], "type": "hazardous"},
        {"hex": [2, 2], "type": "difficult"},
        {"hex": [3, 2], "type": "coin", "amount": 3},
        {"hex": [4, 2], "type": "treasure", "number": 7},
    ]
    scenario = {
        "scenario": 99,
        "name": "Test arena",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard", "living-bones"],
        "rooms": [
            {
                "id": 1,
                "tile": "T",
                "initial": True,
                "hexes": hexes,
                "contents": contents,
                "monsters": [
                    {"type": "bandit-guard", "hex": [5, 3], "players": {2: "elite"}},
                    {"type": "living-bones", "hex": [5, 0], "players": {2: "normal"}},
                ],
            }
        ],
        "doors": [],
    }
    path = tmp_path / "arena.yaml"
    path.write_text(yaml.safe_dump(scenario), encoding="utf-8")
    game = load_game(GAME, party="brute,mindthief", scenario_file=str(path))
    view = game.new_initial_state(seed=0).view(0)
    text = shown(view)
    rows = map_rows(text)
    assert "###" in rows[0] and "X" in rows[0].split()
    assert "^" in rows[1].split() and "!" in rows[1].split()
    assert "~" in rows[2].split() and "$3" in rows[2].split() and "[=]" in rows[2].split()
    guard = next(m for m in view["monsters"] if m["type"] == "bandit-guard")
    assert f"G{guard['name'].split()[-1]}*" in rows[3].split()
    # Living Bones do not take the Brute's B: the second letter of their name.
    bones = next(m for m in view["monsters"] if m["type"] == "living-bones")
    assert f"L{bones['name'].split()[-1]}" in rows[0].split()
    for name in ("wall", "obstacle", "trap", "hazardous terrain", "difficult terrain"):
        assert name in text
    assert "treasure" in text and "money token" in text and "* elite" in text


def test_board_key_changes_when_a_figure_moves() -> None:
    state = load_game(GAME, party="brute,mindthief").new_initial_state(seed=1)
    before = board_key(state.view(0))
    play(state, until="plan")  # both characters take their start hexes
    assert board_key(state.view(0)) != before


# --- the command line --------------------------------------------------------------


def test_play_auto_runs_to_the_end_and_replays(runner: CliRunner, tmp_path: Path) -> None:
    save = tmp_path / "gh.json"
    args = ["play", GAME, "--party", "brute,tinkerer", "--auto", "--seed", "2"]
    result = runner.invoke(app, [*args, "--save", str(save)], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Round 1." in result.stdout
    assert re.search(r"Scenario (won|lost)", result.stdout)
    replay = Replay.load(save)
    assert replay.params["party"] == "brute,tinkerer"
    assert replay.run().is_terminal()


def test_play_the_issue_command_and_quit(runner: CliRunner) -> None:
    args = ["play", GAME, "--scenario", "1", "--party", "brute,mindthief", "--seed", "4"]
    result = runner.invoke(app, args, input="v\nq\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "You play the Brute (seat 0); the greedy bot plays the Mindthief." in out
    assert out.count("Legend:") == 2  # drawn, then again on "v"
    assert "Black Barrow" in out and "Your hand" in out
    assert "You quit the game" in out


def test_play_shows_the_hex_options_on_the_map(runner: CliRunner) -> None:
    args = ["play", GAME, "--party", "brute,mindthief", "--seed", "4", "-p", "hands=first"]
    result = runner.invoke(app, args, input="q\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    rows = map_rows(result.stdout)
    labels = re.findall(r"^\s+(\d+)\. hex (-?\d+),(-?\d+)$", result.stdout, re.MULTILINE)
    assert labels  # the first decision: the Brute's starting hex
    for number, _q, r in labels:
        assert f"#{number}" in rows[int(r)].split()


def test_play_as_a_human_to_the_end(runner: CliRunner, tmp_path: Path) -> None:
    save = tmp_path / "human.json"
    args = ["play", GAME, "--party", "brute,tinkerer", "--seed", "3", "--bot", "random"]
    result = runner.invoke(app, [*args, "--save", str(save)], input="1\n" * 3000, env=ENV)
    assert result.exit_code == 0, result.output
    assert re.search(r"Scenario (won|lost)", result.stdout)
    assert "Your hand" in result.stdout and "Recent events" in result.stdout
    state = Replay.load(save).run()
    assert state.is_terminal()


def test_sim_with_party(runner: CliRunner) -> None:
    args = ["sim", GAME, "--party", "brute,mindthief", "--games", "3", "--bots", "greedy,greedy"]
    result = runner.invoke(app, [*args, "--workers", "1"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "gloomhaven/2: 3 games" in result.stdout
    assert "95% CI" in result.stdout and "cooperative" in result.stdout


def test_scenario_option_is_a_parameter(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "sim.json"
    args = ["sim", GAME, "--scenario", "1", "--games", "2", "--bots", "random,random"]
    result = runner.invoke(app, [*args, "--workers", "1", "--json", str(target)], env=ENV)
    assert result.exit_code == 0, result.output
    assert '"scenario": 1' in target.read_text()


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["sim", GAME, "--party", "brute,wizard", "--games", "2"], "unknown class 'wizard'"),
        (["play", GAME, "--party", "brute", "--auto"], "party needs 2 to 4 classes"),
        (["play", GAME, "--party", "brute,brute"], "at most one character of each class"),
        (["play", GAME, "--party", ""], "party needs 2 to 4 classes"),
        (["sim", GAME, "--party", "brute,mindthief", "--bots", "greedy"], "give 2 bots"),
        (["play", GAME, "--scenario", "10"], "no shipped scenario 10"),
        (
            ["play", "marvel-mission-arena", "--party", "brute,mindthief"],
            "--party is not an option of marvel-mission-arena",
        ),
    ],
)
def test_bad_party_or_scenario_is_a_one_line_error(
    runner: CliRunner, args: list[str], fragment: str
) -> None:
    assert_one_line_error(runner.invoke(app, args, env=ENV), fragment)


@pytest.mark.rules("GH-GLOSS-84")  # one player may control several characters
def test_one_person_can_play_every_character_at_the_hot_seat() -> None:
    """``--seats all``: every character's decision is asked at the terminal, each with
    its own seat's view."""
    from rulebound.cli.main import app as cli_app

    result = CliRunner().invoke(
        cli_app,
        ["play", "gloomhaven", "--party", "brute,mindthief", "--seats", "all", "--seed", "3"],
        input="1\n" * 40 + "q\n",
    )
    assert "Traceback" not in result.output
    assert "— Mindthief —" in result.output and "— Brute —" in result.output


def test_bad_seats_is_one_line() -> None:
    from rulebound.cli.main import app as cli_app

    result = CliRunner().invoke(cli_app, ["play", "gloomhaven", "--seats", "0,7"])
    assert result.exit_code == 2 and "--seats" in result.output


def test_a_seat_out_of_a_one_seat_game_is_one_line() -> None:
    from rulebound.cli.main import app as cli_app

    result = CliRunner().invoke(cli_app, ["play", "marvel-champions", "--seats", "0,1"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: --seats: the game has one seat, 0; got '0,1'"  # not "seats are 0 to 0"
    ]


def test_a_seat_given_twice_is_one_line() -> None:
    from rulebound.cli.main import app as cli_app

    result = CliRunner().invoke(cli_app, ["play", "marvel-mission-arena", "--seats", "0,0"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: --seats: seat 0 is given twice in '0,0' (name each seat once)"
    ]
