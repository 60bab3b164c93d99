"""Replays: round trip, atomic save, and one-line errors for corrupt files."""

import json
from pathlib import Path

import pytest

from rulebound import Replay, load_game
from rulebound.kernel import ReplayError, Rng, random_playout


def _finished_game():  # type: ignore[no-untyped-def]
    state = load_game("marvel-mission-arena", weak_points="B").new_initial_state(seed=77)
    random_playout(state, Rng(5))
    return state


def test_replay_reproduces_state_and_log(tmp_path: Path) -> None:
    state = _finished_game()
    path = tmp_path / "game.json"
    state.to_replay().save(path)
    again = Replay.load(path).run()
    assert again.snapshot() == state.snapshot()
    assert again.log == state.log
    assert Replay.load(path).params["weak_points"] == "B"


def test_partial_replay_is_a_save_game(tmp_path: Path) -> None:
    state = _finished_game()
    replay = state.to_replay()
    middle = replay.run(upto=40)
    assert len(middle.history or []) == 40
    assert not middle.is_terminal()


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("old", encoding="utf-8")
    _finished_game().to_replay().save(path)
    assert json.loads(path.read_text())["format"] == "rulebound-replay"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"format": "other"}', "not a rulebound replay"),
        ('{"format": "rulebound-replay", "game": "marvel-mission-arena"}', "missing field"),
        (
            '{"format": "rulebound-replay", "game": "x", "params": {}, "seed": 1, "actions": []}',
            "unknown game",
        ),
        (
            '{"format": "rulebound-replay", "game": "marvel-mission-arena", "params": {}, '
            '"seed": 1, "actions": ["a"]}',
            "action #0",
        ),
        (
            '{"format": "rulebound-replay", "game": "marvel-mission-arena", "params": {}, '
            '"seed": 1, "actions": [99999]}',
            "decision #0 does not replay",
        ),
    ],
)
def test_corrupt_replay_gives_one_line_error(tmp_path: Path, content: str, fragment: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReplayError) as err:
        Replay.load(path).run(source=str(path))
    assert fragment in str(err.value)
    assert "\n" not in str(err.value)
    assert "bad.json" in str(err.value)


def test_missing_replay_file(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="no such replay file"):
        Replay.load(tmp_path / "nope.json")


def test_chance_outcomes_are_in_the_history_and_checked_on_replay(tmp_path: Path) -> None:
    state = _finished_game()
    drawn = state.chance_history
    # Both decks are shuffled at setup, so at least 2 x 55 outcomes were drawn.
    assert len(drawn) >= 110
    assert state.to_replay().chance == drawn
    assert state.clone().chance_history == []  # history stays out of clones
    path = tmp_path / "game.json"
    state.to_replay().save(path)
    data = json.loads(path.read_text())
    data["chance"][3] = data["chance"][3] + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayError, match="chance outcome #3 replays as") as err:
        Replay.load(path).run(source=str(path))
    assert "\n" not in str(err.value)


def test_replay_without_chance_record_still_runs(tmp_path: Path) -> None:
    state = _finished_game()
    replay = state.to_replay()
    replay.chance = None
    assert Replay.from_json(replay.to_json()).run().snapshot() == state.snapshot()


def test_bad_chance_field_is_a_clear_error() -> None:
    text = (
        '{"format": "rulebound-replay", "game": "marvel-mission-arena", "params": {}, '
        '"seed": 1, "actions": [], "chance": "x"}'
    )
    with pytest.raises(ReplayError, match="field 'chance' must be a list of numbers"):
        Replay.from_json(text)
