"""Session 36: bad input met in a first hour, each one clear line naming what is wrong."""

from __future__ import annotations

from typer.testing import CliRunner

from rulebound.cli.main import app


def error_of(*args: str) -> str:
    result = CliRunner().invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    return lines[0]


def test_a_choice_with_an_empty_value_names_it() -> None:
    """Skirmish allows "" (no skirmish): the error read "must be one of , I, II, III"."""
    line = error_of("play", "marvel-champions", "--param", "skirmish=1")
    assert "must be one of (empty), I, II, III, got '1'" in line


def test_a_wrong_kind_of_value_is_not_named_by_its_python_type() -> None:
    from rulebound.kernel import load_game
    from rulebound.kernel.errors import ParameterError

    try:
        load_game("marvel-champions", villain=3)
    except ParameterError as err:
        assert "must be text, got 3" in str(err) and "str" not in str(err)
    else:
        raise AssertionError("villain=3 was accepted")


def test_a_save_with_a_field_of_the_wrong_kind_says_what_it_should_be(tmp_path) -> None:
    """A save whose seed was text read "field 'seed' must be int"."""
    import json

    save = tmp_path / "game.json"
    data = {"format": "rulebound-replay", "game": "pig-test/1", "params": {}, "actions": []}
    save.write_text(json.dumps(data | {"seed": "7"}))
    assert "field 'seed' must be an integer" in error_of("play", "--resume", str(save))
    save.write_text(json.dumps(data | {"seed": 7, "params": []}))
    line = error_of("play", "--resume", str(save))
    assert "field 'params' must be an object (the game's parameters)" in line


def test_a_road_event_says_what_to_type(tmp_path) -> None:
    """The Road Event asked "Choose A or B:" again and again, silently, at "1" (every
    other choice is numbered). Now 1 and 2 are A and B, and anything else is told."""
    env = {"COLUMNS": "100", "NO_COLOR": "1"}
    db = str(tmp_path / "c.db")

    def ok(*args: str, answers: str = "") -> str:
        result = CliRunner().invoke(app, ["gloomhaven", "campaign", *args], input=answers, env=env)
        assert result.exit_code == 0, result.output
        return str(result.stdout)

    ok("new", db, "--seed", "3")
    ok("create-character", db, "brute", "--name", "Grom")
    ok("create-character", db, "spellweaver", "--name", "Ivy")
    text = ok("play", db, "--scenario", "1", "--seed", "2", answers="x\n\n1\nq\n\n")
    assert "X is not an option: type A or B." in text
    assert "An empty answer is not an option: type A or B." in text
    assert "Road Event 2, option A" in text


def test_a_truncated_save_reads_in_plain_words(tmp_path) -> None:
    """A save cut short read "Unterminated string starting at at line 1 column 9"."""
    save = tmp_path / "game.json"
    save.write_text('{"format": "rulebound-replay", "ga')
    line = error_of("replay", str(save))
    assert "Unterminated string starting at line 1 column" in line and "at at" not in line
    deck = tmp_path / "deck.json"
    deck.write_text('{"name": "a')
    line = error_of("play", "marvel-champions", "--param", f"decks={deck}")
    assert "Unterminated string starting at line 1 column" in line and "at at" not in line


def test_sim_and_tournament_errors_come_before_the_progress_bar() -> None:
    """`sim --games 0`, a bot short and `--workers 0` printed a blank line (the
    progress bar's) before the error."""
    for args in (
        ("sim", "marvel-mission-arena", "--games", "0"),
        ("sim", "marvel-mission-arena", "--bots", "greedy"),
        ("sim", "marvel-mission-arena", "--workers", "0"),
        ("tournament", "marvel-mission-arena", "--workers", "0"),
    ):
        result = CliRunner().invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"})
        assert result.exit_code == 2, result.output
        assert result.output.startswith("error: "), (args, result.output)


def test_one_game_is_not_one_games() -> None:
    """The table of a one-game run (or a run interrupted after one) read "1 games"."""
    args = ["sim", "pig-test", "-n", "1", "--workers", "1", "--bots", "random,random"]
    result = CliRunner().invoke(app, args, env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    assert "pig-test/1: 1 game, seed 0" in result.output


def test_a_shortcut_and_a_param_that_disagree_are_an_error() -> None:
    """`--hero spider-man --param heroes=iron-man` played Spider-Man without a word
    (and `--expert --param expert=false` expert mode)."""
    line = error_of("play", "marvel-champions", "--hero", "spider-man", "-p", "heroes=iron-man")
    assert "--hero spider-man and --param heroes=iron-man disagree" in line
    line = error_of("sim", "marvel-champions", "--expert", "--param", "expert=false")
    assert "--expert and --param expert=false disagree" in line
    line = error_of("play", "gloomhaven", "--scenario", "2", "--param", "scenario=3")
    assert "--scenario 2 and --param scenario=3 disagree" in line


def test_a_card_file_s_allowed_values_read_as_words(tmp_path) -> None:
    """A card file's bad field listed its allowed values as a Python tuple ("not one of
    ('C', 'NC', ...)") and a wrong kind as a type ("must be int")."""
    from pathlib import Path

    import rulebound.games.destiny as destiny
    import rulebound.games.mission_arena as arena

    arena_cards = Path(arena.__file__).parent / "data" / "demo_cards.toml"
    bad = tmp_path / "arena.toml"
    bad.write_text(arena_cards.read_text().replace('rarity = "C"', 'rarity = "shiny"', 1))
    line = error_of("sim", "marvel-mission-arena", "-p", f"card_files={bad}", "-n", "1")
    assert "is 'shiny', not one of C, NC, R, UR, SECRET, DECK" in line
    destiny_cards = Path(destiny.__file__).parent / "data" / "awakenings.toml"
    bad = tmp_path / "destiny.toml"
    bad.write_text(destiny_cards.read_text().replace("health = 7\n", 'health = "seven"\n', 1))
    line = error_of("sim", "star-wars-destiny", "-p", f"card_files={bad}", "-n", "1")
    assert "field 'health' must be a whole number, got 'seven'" in line


def test_ctrl_c_while_the_command_line_loads_ends_quietly(monkeypatch) -> None:
    """Loading the command line (the games' own commands) takes a second or two; a
    Ctrl-C then printed a traceback through the import machinery."""
    import builtins
    import sys

    import pytest

    from rulebound.cli import launch

    real_import = builtins.__import__

    def interrupted(name: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == "rulebound.cli.main":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)

    monkeypatch.delitem(sys.modules, "rulebound.cli.main", raising=False)
    monkeypatch.setattr(builtins, "__import__", interrupted)
    with pytest.raises(SystemExit) as stop:
        launch.main()
    assert stop.value.code == 130


def test_play_without_a_game_names_the_games() -> None:
    """`rulebound play` alone said "give the GAME to play" without one game's name."""
    line = error_of("play")
    assert "give the GAME to play: gloomhaven, marvel-champions, marvel-mission-arena" in line


def test_a_shortcut_of_another_game_is_named_as_typed() -> None:
    """`play star-wars-destiny --hero spider-man` said "unknown parameter 'heroes'":
    a parameter the player never typed."""
    line = error_of("play", "star-wars-destiny", "--hero", "spider-man")
    assert "--hero is not an option of star-wars-destiny (its parameters: decks," in line
    line = error_of("sim", "gloomhaven", "--villain", "rhino")
    assert "--villain is not an option of gloomhaven" in line
