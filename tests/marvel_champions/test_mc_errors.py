"""Bad input gives one clear line: parameters, deck files, illegal actions, corrupt saves
(also through ``rulebound replay``: exit code 2 and one ``error:`` line)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mc_helpers import game, start
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel.errors import (
    DataError,
    DeckError,
    IllegalActionError,
    ParameterError,
    ReplayError,
)
from rulebound.kernel.play import random_playout
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng


@pytest.mark.parametrize(
    "params",
    [
        {"heroes": "hulk"},
        {"villain": "thanos"},
        {"modular": "bomb-scare,nope"},
        {"players": 5},
        {"heroic": -1},
        {"heroes": "spider-man,spider-man"},
        {"expert": "maybe"},
    ],
)
def test_bad_parameters_are_one_line(params: dict[str, object]) -> None:
    with pytest.raises(ParameterError) as err:
        game(**params)
    assert "\n" not in str(err.value)


def test_malformed_deck_file_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text(
        json.dumps(
            {
                "name": "x",
                "hero_code": "01001a",
                "meta": '{"aspect":"justice"}',
                "slots": {"99999": 1},
            }
        )
    )
    with pytest.raises((DataError, DeckError)) as err:
        game(decks=str(bad))
    assert (
        "\n" not in str(err.value) and "broken.json" in str(err.value) and "99999" in str(err.value)
    )


def test_illegal_action_is_refused_and_named() -> None:
    s = start()
    before = s.snapshot()
    with pytest.raises(IllegalActionError) as err:
        s.apply_action(9999)
    assert "\n" not in str(err.value) and "turn" in str(err.value)
    assert s.snapshot() == before


def test_replay_reproduces_the_game() -> None:
    s = game(heroes="spider-man,captain-marvel").new_initial_state(5)
    random_playout(s, Rng(9))
    again = Replay.from_json(s.to_replay().to_json()).run()
    assert again.snapshot() == s.snapshot() and again.log == s.log


def test_corrupt_save_is_one_line() -> None:
    s = game().new_initial_state(5)
    random_playout(s, Rng(9))
    data = json.loads(s.to_replay().to_json())
    data["actions"][3] = 4999
    with pytest.raises(ReplayError) as err:
        Replay.from_json(json.dumps(data)).run()
    assert "\n" not in str(err.value)


# --- deck files, illegal decisions and saves: one line each --------------------------


def _deck(tmp_path: Path, slots: dict[str, int], name: str = "deck.json") -> str:
    path = tmp_path / name
    payload = {"name": "x", "hero_code": "01001a", "meta": '{"aspect":"justice"}', "slots": slots}
    path.write_text(json.dumps(payload))
    return str(path)


def _shipped_slots() -> dict[str, int]:
    """The shipped Spider-Man/Justice deck as MarvelCDB slots (a legal deck)."""
    return dict(game().decks[0].slots)


def test_deck_file_that_is_not_json_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "cut.json"
    bad.write_text('{"name": "x", "hero_code": "01001a", ')
    with pytest.raises(DataError) as err:
        game(decks=str(bad))
    assert "\n" not in str(err.value) and "cut.json" in str(err.value)
    assert "not valid JSON" in str(err.value)


def test_missing_deck_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(DataError) as err:
        game(decks=str(tmp_path / "nowhere.json"))
    assert "\n" not in str(err.value) and "nowhere.json" in str(err.value)


@pytest.mark.rules("MC-DECKBUILD-05")
def test_copy_limit_violation_names_code_and_name(tmp_path: Path) -> None:
    slots = _shipped_slots()
    slots["01060"] = 4  # For Justice!: at most 3 copies by name
    with pytest.raises(DeckError) as err:
        game(decks=_deck(tmp_path, slots))
    message = str(err.value)
    assert "\n" not in message and "01060" in message and "For Justice!" in message


@pytest.mark.rules("MC-DECKBUILD-04")
def test_second_aspect_violation_names_code_and_name(tmp_path: Path) -> None:
    slots = _shipped_slots()
    slots["01067"] = 1  # Maria Hill is a Leadership card, in a Justice deck
    with pytest.raises(DeckError) as err:
        game(decks=_deck(tmp_path, slots))
    message = str(err.value)
    assert "\n" not in message and "01067" in message and "Maria Hill" in message


@pytest.mark.rules("MC-DECKBUILD-03")
def test_incomplete_hero_kit_names_code_and_name(tmp_path: Path) -> None:
    slots = _shipped_slots()
    del slots["01005"]  # Swinging Web Kick, 3 copies in the kit
    with pytest.raises(DeckError) as err:
        game(decks=_deck(tmp_path, slots))
    message = str(err.value)
    assert "\n" not in message and "01005" in message and "Swinging Web Kick" in message


@pytest.mark.rules("MC-DECKBUILD-02")
def test_deck_size_violation_is_one_line(tmp_path: Path) -> None:
    slots = _shipped_slots()
    for code in ("01060", "01064", "01065"):
        slots.pop(code, None)  # 9 cards fewer: below 40
    with pytest.raises(DeckError) as err:
        game(decks=_deck(tmp_path, slots))
    assert "\n" not in str(err.value) and "40 to 50" in str(err.value)


def test_illegal_action_names_the_decision_and_the_action() -> None:
    s = start()
    kind = s.decision().kind
    for action in (9999, 71 if 71 not in s.decision().options else 9998):
        with pytest.raises(IllegalActionError) as err:
            s.apply_action(action)
        message = str(err.value)
        assert "\n" not in message
        assert f"illegal action {action}" in message and f"decision '{kind}'" in message


def test_replay_with_unknown_parameter_is_one_line() -> None:
    s = game().new_initial_state(5)
    data = json.loads(s.to_replay().to_json())
    data["params"]["heroes"] = "hulk"
    with pytest.raises((ReplayError, ParameterError)) as err:
        Replay.from_json(json.dumps(data)).run()
    assert "\n" not in str(err.value)


# --- corrupt saves through the command line -----------------------------------------

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


def assert_one_line_error(result: Any, fragment: str = "") -> None:
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ") and fragment in lines[0], lines[0]
    assert "Traceback" not in result.output


@pytest.fixture()
def save(tmp_path: Path) -> Path:
    state = game().new_initial_state(5)
    random_playout(state, Rng(9))
    path = tmp_path / "mc.json"
    path.write_text(state.to_replay().to_json())
    return path


def test_replay_of_a_good_save_prints_the_log(save: Path) -> None:
    result = CliRunner().invoke(app, ["replay", str(save)], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Round 1" in result.stdout


def test_replay_of_a_file_that_is_not_json(tmp_path: Path) -> None:
    bad = tmp_path / "cut.json"
    bad.write_text('{"game": "marvel-champions", "actions": [0, 1')
    assert_one_line_error(CliRunner().invoke(app, ["replay", str(bad)], env=ENV), "cut.json")


def test_replay_with_an_illegal_action(save: Path) -> None:
    data = json.loads(save.read_text())
    data["actions"][3] = 4999
    save.write_text(json.dumps(data))
    assert_one_line_error(CliRunner().invoke(app, ["replay", str(save)], env=ENV), "mc.json")


def test_replay_without_actions(save: Path) -> None:
    data = json.loads(save.read_text())
    del data["actions"]
    save.write_text(json.dumps(data))
    assert_one_line_error(CliRunner().invoke(app, ["replay", str(save)], env=ENV))


def test_replay_of_a_missing_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["replay", str(tmp_path / "none.json")], env=ENV)
    assert result.exit_code == 2 and "Traceback" not in result.output
