"""The kernel's front-end API: structured events, public action strings, seat names,
descriptions, view schemas, undo, and the conformance checks that guard them."""

from __future__ import annotations

import json

import pytest
from rulebound_pig import FACE, HOLD, ROLL

from rulebound import load_game
from rulebound.kernel import IllegalActionError, LogEvent, UnknownObjectError
from rulebound.kernel.conformance import ConformanceError, check_game
from rulebound.kernel.game import _REGISTRY, register

from .secret import SecretGame


@pytest.fixture(autouse=True, scope="module")
def _register_secret() -> None:
    if "secret-test" not in _REGISTRY:
        register(SecretGame)


def test_events_are_data_with_kind_seats_and_ids() -> None:
    state = load_game("secret-test").new_initial_state(seed=1)
    state.apply_action(2)
    hider = state.events_for(0)
    seeker = state.events_for(1)
    assert [e["kind"] for e in hider] == ["setup", "card-played", "card-played"]
    assert hider[1] == {
        "index": 1,
        "kind": "card-played",
        "public": False,
        "seats": [0],
        "ids": ["gem"],
        "text": "You hide the Sapphire.",
    }
    assert [e["index"] for e in seeker] == [0, 2]  # the private line is not the seeker's
    assert [e["text"] for e in seeker] == state.log_for(1)
    assert state.events_for(-1) == seeker  # a spectator sees the public events
    assert [e["index"] for e in state.events_for(0, since=2)] == [2]
    assert isinstance(state.events[1], LogEvent) and state.events[1].seat == 0


def test_public_action_string_hides_the_choice() -> None:
    state = load_game("secret-test").new_initial_state(seed=1)
    assert state.action_to_string(1) == "hide the Emerald"
    assert state.public_action_string(1) == "hides a gem"
    state.apply_action(1)
    assert state.public_action_string(0) == "guess gem 1"  # a guess is public


def test_seat_names_default_and_declared() -> None:
    assert load_game("secret-test").seat_name(1) == "Seeker"
    assert load_game("pig-test").seat_name(1) == "Player 2"


def test_describe_answers_visible_ids_and_refuses_hidden_ones() -> None:
    state = load_game("secret-test").new_initial_state(seed=1)
    state.apply_action(0)
    assert state.describe("gem", 0)["name"] == "Ruby"
    assert state.view(0, describe=True)["objects"]["gem"]["text"] == "A precious stone."
    assert "objects" not in state.view(0)  # bots do not pay for descriptions
    with pytest.raises(UnknownObjectError, match="'gem'"):
        state.describe("gem", 1)  # hidden from the seeker
    with pytest.raises(UnknownObjectError):
        state.describe("nothing", 0)


def test_view_schema_is_empty_without_a_file() -> None:
    assert load_game("pig-test").view_schema() == {}


def test_undo_takes_back_the_latest_own_decision_before_anything_is_revealed() -> None:
    state = load_game("pig-test").new_initial_state(seed=3)
    state.apply_action(ROLL)  # the die is not rolled yet: nothing is revealed
    assert state.undo_point(0) == 0
    back = state.undo(0)
    assert back.history == [] and back.decision().seat == 0
    assert back.snapshot() == load_game("pig-test").new_initial_state(seed=3).snapshot()
    state.apply_action(FACE + 3)  # a roll of 4: chance decided since
    assert state.undo_point(0) is None
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        state.undo(0)
    state.apply_action(HOLD)
    assert state.undo_point(0) == 2  # the hold, before the other seat decides
    assert state.undo_point(1) is None


def test_undo_never_crosses_a_private_line() -> None:
    state = load_game("secret-test").new_initial_state(seed=1)
    state.apply_action(0)
    assert state.undo_point(0) is None  # "You hide the Ruby" was told to seat 0 alone


def test_undo_keeps_the_log_and_history_of_the_prefix() -> None:
    state = load_game("pig-test").new_initial_state(seed=5)
    for action in (ROLL, FACE + 2, ROLL):
        state.apply_action(action)
    back = state.undo(0)
    assert back.history == [ROLL, FACE + 2]
    assert back.log == state.log[: len(back.log)]
    assert json.dumps(back.view(0)) == json.dumps(state.to_replay().run(upto=2).view(0))


def test_conformance_passes_the_honest_game() -> None:
    report = check_game("secret-test", games=20, sample_every=1)
    assert report.games == 20 and report.views_checked > 0


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        ("leak_log", "hidden from it"),
        ("leak_label", "hidden from it"),
        ("bad_object", "changes when hidden information is redrawn"),
        ("leak_hint", "the log tells more than the view"),
    ],
)
def test_conformance_catches_each_leak(flag: str, message: str) -> None:
    with pytest.raises(ConformanceError, match=message):
        check_game("secret-test", games=20, sample_every=1, **{flag: True})


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        ("shared_rng", "a clone that followed every action reached another final state"),
        ("wrong_winner", "broken invariant: the winner is not the one the guess decides"),
        ("accept_illegal", r"illegal action 5 \(not an option\) was accepted"),
        ("bad_mask", "action 6 is marked legal but apply_action refuses it"),
        ("rule_id_prompt", "decision 'guess' shows the rule ID GEM-GUESS-01 to a player"),
    ],
)
def test_conformance_catches_each_broken_game(flag: str, message: str) -> None:
    with pytest.raises(ConformanceError, match=message):
        check_game("secret-test", games=20, sample_every=1, **{flag: True})


def test_a_told_name_the_view_showed_before_the_action_is_no_leak(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The leak check makes a view's text only when a hidden name is told, and the view
    before the action by replaying the decisions up to it: a name that view showed may
    be told; one neither view showed may not."""
    from rulebound.kernel import conformance

    state = load_game("secret-test").new_initial_state(seed=1)
    state.apply_action(0)  # the Hider hides the Ruby
    state.apply_action(1)  # the Seeker guesses
    # say the seat saw the Ruby after the first decision only
    monkeypatch.setattr(
        conformance, "_view_text", lambda s, seat: "Ruby" if len(s.history) == 1 else ""
    )
    told = {1: {"Ruby"}}
    conformance._check_public_information(state, "here", told, "the Ruby", 0, 1)
    with pytest.raises(ConformanceError, match=r"seat 1 is told \['Ruby'\], hidden from it"):
        conformance._check_public_information(state, "here", told, "the Ruby", 0, 0)
    with pytest.raises(ConformanceError, match="hidden from it"):
        conformance._check_public_information(state, "here", told, "the Ruby", 0, 2)
