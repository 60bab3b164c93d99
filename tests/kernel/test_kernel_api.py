"""Kernel API: registry, parameters, decisions, illegal actions, clones, views."""

import json

import pytest

from rulebound import load_game
from rulebound.kernel import (
    CHANCE,
    IllegalActionError,
    ParameterError,
    Rng,
    UnknownGameError,
    derive_seed,
    random_playout,
    sample_chance,
)
from rulebound.kernel.dice import Die, DieFace
from rulebound.kernel.hexgrid import distance, neighbours, path_length


def test_registry_by_versioned_id() -> None:
    assert load_game("marvel-mission-arena/1").info.full_id == "marvel-mission-arena/1"
    assert load_game("marvel-mission-arena").info.version == 1


@pytest.mark.parametrize(
    ("game_id", "fragment"),
    [
        ("no-such-game", "unknown game"),
        ("marvel-mission-arena/9", "unknown version"),
        ("marvel-mission-arena/x", "bad game version"),
    ],
)
def test_unknown_game_is_a_clear_error(game_id: str, fragment: str) -> None:
    with pytest.raises(UnknownGameError, match=fragment) as err:
        load_game(game_id)
    assert "\n" not in str(err.value)


def test_bad_parameters_name_the_parameter() -> None:
    with pytest.raises(ParameterError, match="unknown parameter 'colour'"):
        load_game("marvel-mission-arena", colour="red")
    with pytest.raises(ParameterError, match="'weak_points' must be one of off, A, B"):
        load_game("marvel-mission-arena", weak_points="C")
    with pytest.raises(ParameterError, match="'special_abilities' must be true or false"):
        load_game("marvel-mission-arena", special_abilities="maybe")
    assert (
        load_game("marvel-mission-arena", special_abilities="off").params["special_abilities"]
        is False
    )


def test_illegal_action_is_refused_with_a_one_line_message() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=5)
    before = state.snapshot()
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(99_999)
    message = str(err.value)
    assert "illegal action 99999" in message and "deploy-active" in message
    assert "\n" not in message
    assert state.snapshot() == before


def test_legal_actions_sorted_unique_with_unique_labels() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=2)
    actions = state.legal_actions()
    assert actions == sorted(set(actions))
    labels = [state.action_to_string(a) for a in actions]
    assert len(set(labels)) == len(labels)
    mask = state.legal_actions_mask()
    assert [i for i, bit in enumerate(mask) if bit] == actions


def test_same_seed_same_game_and_log() -> None:
    game = load_game("marvel-mission-arena")
    logs = []
    for _ in range(2):
        state = game.new_initial_state(seed=42)
        random_playout(state, Rng(1))
        logs.append((state.log, state.snapshot()))
    assert logs[0] == logs[1]


def test_global_random_module_is_ignored() -> None:
    import random

    game = load_game("marvel-mission-arena")
    first = game.new_initial_state(seed=9)
    random.seed(1)
    second = game.new_initial_state(seed=9)
    rng_a, rng_b = Rng(4), Rng(4)
    while not first.is_terminal():
        random.random()
        first.apply_action(first.legal_actions()[rng_a.randbelow(len(first.legal_actions()))])
        second.apply_action(second.legal_actions()[rng_b.randbelow(len(second.legal_actions()))])
    assert first.log == second.log


def test_clone_keeps_no_history_and_is_independent() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    copy = state.clone()
    assert copy.history is None and copy.log == []
    copy.apply_action(copy.legal_actions()[0])
    assert state.snapshot() != copy.snapshot()
    assert len(state.history or []) == 0


def test_view_is_json_and_hides_the_opponent_hand() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    view = state.view(1)
    json.dumps(view)
    assert view["players"][0]["hand"] is None
    assert view["players"][1]["hand"] is not None
    assert "options" not in view["decision"]  # seat 0 decides first
    assert "options" in state.view(0)["decision"]


def test_derived_seeds_depend_only_on_master_and_index() -> None:
    assert derive_seed(5, 3) == derive_seed(5, 3)
    assert len({derive_seed(5, i) for i in range(1000)}) == 1000


def test_rng_is_deterministic_and_unbiased_enough() -> None:
    rng = Rng(123)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randbelow(6)] += 1
    assert all(800 < c < 1200 for c in counts)
    items = list(range(10))
    Rng(1).shuffle(items)
    again = list(range(10))
    Rng(1).shuffle(again)
    assert items == again and sorted(items) == list(range(10))


def test_die_is_a_first_class_object() -> None:
    faces = (
        DieFace("melee", 2),
        DieFace("melee", 1, modifier=True),
        DieFace("ranged", 3, cost=1),
        DieFace("shield", 1),
        DieFace("resource", 1),
        DieFace("blank"),
    )
    die = Die("Rey", faces)
    assert die.turn_to(2).showing.label() == "3 ranged (cost 1)"
    assert die.turn_to(1).showing.label() == "+1 melee"
    rolled = {die.roll(Rng(s)).side for s in range(50)}
    assert rolled == set(range(6))
    with pytest.raises(ValueError, match="5 faces"):
        Die("bad", faces[:5])


def test_hex_axial_neighbours_and_paths() -> None:
    assert set(neighbours((0, 0))) == {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}
    assert distance((0, 0), (3, -3)) == 3
    cells = {(0, 0), (1, 0), (2, 0), (1, -1), (2, -1)}
    assert path_length(cells, (0, 0), (2, 0)) == 2
    # A thin wall between (0,0) and (1,0) forces the path around through (1,-1).
    assert path_length(cells, (0, 0), (2, 0), blocked_edges=[((0, 0), (1, 0))]) == 3
    assert path_length(cells, (0, 0), (5, 5)) is None


def test_chance_decisions_are_explicit_and_sampled_from_the_state_rng() -> None:
    state = load_game("pig-test").new_initial_state(seed=1)
    state.apply_action(0)  # roll
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 6 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    action = sample_chance(state)
    state.apply_action(action)
    assert state.history == [0, action]  # the sampled outcome is in the history
