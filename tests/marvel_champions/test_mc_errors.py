"""Bad input gives one clear line: parameters, deck files, illegal actions, corrupt saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mc_helpers import game, start

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
        {"villain": "klaw"},
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
