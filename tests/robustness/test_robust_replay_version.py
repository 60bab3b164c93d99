"""Replays carry ``format_version``: written in every save, checked on load; a replay
saved before the field existed still loads (as version 1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulebound import load_game
from rulebound.kernel.errors import ReplayError
from rulebound.kernel.replay import FORMAT_VERSION, Replay


def saved(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    state = load_game("marvel-mission-arena").new_initial_state(seed=4)
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    path = tmp_path / "game.json"
    state.to_replay().save(path)
    return path, json.loads(path.read_text())


def test_a_saved_replay_states_its_format_version(tmp_path: Path) -> None:
    _, data = saved(tmp_path)
    assert data["format_version"] == FORMAT_VERSION == 1


def test_a_replay_saved_before_the_field_existed_loads_as_version_1(tmp_path: Path) -> None:
    path, data = saved(tmp_path)
    del data["format_version"]
    path.write_text(json.dumps(data))
    state = Replay.load(path).run(source=str(path))
    assert len(state.history or []) == 5


@pytest.mark.parametrize(
    ("version", "says"),
    [(2, "format_version 2 is unknown"), (0, "format_version 0 is unknown"),
     ("1", "must be an integer"), (True, "must be an integer"), (1.0, "must be an integer")],
)  # fmt: skip
def test_another_format_version_is_refused(tmp_path: Path, version: object, says: str) -> None:
    path, data = saved(tmp_path)
    data["format_version"] = version
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError) as err:
        Replay.load(path)
    assert str(err.value).startswith(str(path)) and says in str(err.value)
