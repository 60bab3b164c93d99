"""Marvel Champions at the terminal: the Rich renderer and the CLI's ``--hero`` /
``--villain`` / ``--expert`` options for ``play`` and ``sim``."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from rulebound.cli import render
from rulebound.cli.main import app, parse_params
from rulebound.kernel.game import load_game
from rulebound.kernel.state import State

GAME = "marvel-champions"
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()


def shown(view: dict[str, Any]) -> str:
    out = io.StringIO()
    console = Console(file=out, width=160, theme=render.THEME, color_system=None)
    render.render_view(console, view)
    return out.getvalue()


def advance(state: State, decisions: int, seed: int = 0) -> State:
    """Random answers (chance included) for ``decisions`` decisions."""
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_board_shows_villain_scheme_and_only_own_hand() -> None:
    state = advance(load_game(GAME, heroes="spider-man,captain-marvel").new_initial_state(3), 12)
    view = state.view(0)
    text = shown(view)
    assert "Rhino (I)" in text and "The Break-In!" in text
    mine, partner = view["players"]
    assert isinstance(mine["hand"], list) and isinstance(partner["hand"], int)
    for card in mine["hand"]:
        assert card in text
    assert f"Hand: {partner['hand']} cards" in text


def test_auto_play_with_expert_option(runner: CliRunner) -> None:
    args = ["play", GAME, "--hero", "spider-man", "--expert", "--auto", "--seed", "5"]
    result = runner.invoke(app, [*args, "--bot", "random"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Rhino (II)" in result.stdout  # expert mode starts at stage II
    assert "The heroes win" in result.stdout or "The heroes lose" in result.stdout


def test_human_quits_cleanly(runner: CliRunner) -> None:
    args = ["play", GAME, "--hero", "captain-marvel", "--villain", "rhino", "--seed", "2"]
    result = runner.invoke(app, [*args, "--bot", "random"], input="1\nq\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    assert "You play P1" in result.stdout and "the villain side is automatic" in result.stdout
    # the hero as the log names it, and the alter ego the board shows first (the line
    # said "P1 Carol Danvers" while the log told of "P1 Captain Marvel")
    assert "You play P1 Captain Marvel (Carol Danvers);" in result.stdout
    assert "You quit the game." in result.stdout


def test_each_round_of_a_solo_game_draws_the_board_again(runner: CliRunner) -> None:
    """Round 2's turn shows the board (the threat the villain phase placed, the hand
    drawn): a Marvel Champions view has a round, not a turn, and the board used to
    be drawn again only when the phase changed or a bot acted."""
    args = ["play", GAME, "--hero", "spider-man", "--villain", "rhino", "--seed", "1"]
    result = runner.invoke(app, args, input="1\n" * 4 + "q\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    second = result.stdout.split("Round 2: player phase", 1)[1]
    before_the_turn = second.split("Your turn:", 1)[0]
    assert "Round 2  |  player phase" in before_the_turn, before_the_turn
    assert "The Break-In!  threat 4 / 7" in before_the_turn, before_the_turn


def test_the_hero_side_is_one_key_away_before_changing_form(runner: CliRunner) -> None:
    """`i N` on "change to hero form (Spider-Man)" and `info spider-man` show the
    identity with its other side's stats and text: they "named no card" before."""
    args = ["play", GAME, "--hero", "spider-man", "--villain", "rhino", "--seed", "1"]
    result = runner.invoke(app, args, input="1\ni 2\ninfo spider-man\nq\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    assert "2. change to hero form (Spider-Man)" in result.stdout
    assert "names no card" not in result.stdout and "no card named" not in result.stdout
    flat = " ".join(result.stdout.split())
    assert flat.count("Other side, Spider-Man (hero): ATK 2, THW 1, DEF 3, HP 10") == 2
    assert flat.count("Spider-Sense. Interrupt") == 2


def test_a_bots_decision_is_told_as_theirs_not_yours(runner: CliRunner) -> None:
    """The bot's decisions were told in its own options' words: "P2 Captain Marvel
    (greedy): end your turn", "basic attack with your hero", as if the reader's."""
    args = ["play", GAME, "--players", "2", "--seed", "2"]
    result = runner.invoke(app, args, input="1\n" * 4 + "q\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    told = [line for line in result.stdout.splitlines() if "(greedy): " in line]
    assert "P2 Captain Marvel (greedy): basic attack with their hero" in told, told
    assert not [line for line in told if "your" in line.lower()], told


def test_a_bots_decision_its_event_tells_is_read_once(runner: CliRunner) -> None:
    """Every bot move was read twice: "P2 Carol Danvers (greedy): play Alpha Flight
    Station", then "P2 Captain Marvel plays Alpha Flight Station." The event alone tells
    it now; a decision no event restates ("no defender") is still told."""
    args = ["play", GAME, "--players", "2", "--seed", "2"]
    result = runner.invoke(app, args, input="1\n" * 4 + "q\n\n", env=ENV)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "P2 Captain Marvel plays Alpha Flight Station." in out
    assert "(greedy): play Alpha Flight Station" not in out
    assert "(greedy): end their turn" not in out and "P2 Captain Marvel ends their turn." in out
    assert "P2 Captain Marvel (greedy): no defender" in out


def test_sim_with_hero_option(runner: CliRunner) -> None:
    args = ["sim", GAME, "--hero", "spider-man", "--bots", "random", "-n", "3", "--workers", "1"]
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    assert f"{GAME}/1: 3 games" in result.stdout and "cooperative" in result.stdout


def test_unknown_hero_is_a_one_line_error(runner: CliRunner) -> None:
    result = runner.invoke(app, ["play", GAME, "--hero", "hulk", "--auto"], env=ENV)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "hulk" in lines[0]


def test_players_option_adds_the_other_hero(runner: CliRunner) -> None:
    args = ["play", GAME, "--hero", "spider-man", "--players", "2", "--auto", "--seed", "4"]
    result = runner.invoke(app, [*args, "--bot", "random"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "P2 Captain Marvel" in result.stdout
    game = load_game(GAME, heroes="captain-marvel", players=2)
    assert [d.hero_code for d in game.decks] == ["01010a", "01001a"]


def test_too_many_players_is_a_one_line_error(runner: CliRunner) -> None:
    result = runner.invoke(app, ["sim", GAME, "--hero", "spider-man", "--players", "5"], env=ENV)
    assert result.exit_code == 2, result.output
    assert "'players' must be between 1 and 4" in result.stderr.strip()


def test_one_param_item_may_hold_several_pairs(runner: CliRunner) -> None:
    """``--param heroes=a,b,villain=c``: the comma before ``villain=`` starts a new pair;
    the comma between the heroes stays in the value."""
    assert parse_params(["heroes=black-panther,she-hulk,villain=ultron"]) == {
        "heroes": "black-panther,she-hulk",
        "villain": "ultron",
    }
    assert parse_params(["modular=bomb-scare,under-attack"]) == {
        "modular": "bomb-scare,under-attack"
    }
    result = runner.invoke(
        app, ["bench", GAME, "--seconds", "0.2", "--param", "heroes=black-panther,villain=ultron"]
    )
    assert result.exit_code == 0, result.output
    bad = runner.invoke(app, ["bench", GAME, "--seconds", "0.2", "--param", "heroes=a,=b"])
    assert bad.exit_code == 2
    assert "--param expects key=value" in bad.output


def test_the_title_names_the_player_deciding_when_not_the_active_one() -> None:
    """At a hot seat, P2's mulligan came under a title saying only "active: P1"."""
    state = load_game(GAME, heroes="spider-man,captain-marvel").new_initial_state(3)
    while state.decision().seat != 1:
        state.apply_action(state.legal_actions()[0])
    view = state.view(1)
    assert view["active_player"] == 0 and view["decision"]["seat"] == 1
    title = shown(view).splitlines()[0]
    assert title.split()[1] == "Setup" and "Round 0" not in title
    assert "active: P1 Spider-Man" in title and "deciding: P2 Captain Marvel" in title
    while state.decision().seat != 0:
        state.apply_action(state.legal_actions()[0])
    view = state.view(0)
    assert view["active_player"] == 0 and "deciding" not in shown(view)


def test_an_alter_ego_shows_its_recovery_and_hand_size() -> None:
    """Session 36: Peter Parker's panel read "HP 10" only; "basic recovery" heals his REC
    and the end of the phase draws up to his hand size, both on the card only."""
    state = load_game(GAME).new_initial_state(1)
    text = shown(state.view(0))
    assert "HP 10 | REC 3 | hand size 6" in text
    state.apply_action(state.legal_actions()[0])  # keep the hand
    hero = next(a for a in state.legal_actions() if "hero form" in state.action_to_string(a))
    state.apply_action(hero)
    text = shown(state.view(0))
    assert "| REC" not in text and "ATK 2 THW 1 DEF 3 | hand size 5" in text
