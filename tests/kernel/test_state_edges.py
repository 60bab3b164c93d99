"""State API edges the mutation sample of ``kernel/state.py`` found untested by the kernel
tests: ``labels`` and ``is_chance_node`` (the OpenSpiel-style reading of the pending
decision), on the Pig test game."""

from rulebound import load_game


def test_labels_give_every_legal_action_its_label() -> None:
    state = load_game("pig-test").new_initial_state(seed=1)
    labels = state.labels()
    assert sorted(labels) == state.legal_actions()
    assert labels == {a: state.action_to_string(a) for a in state.legal_actions()}


def test_a_chance_node_is_one_only_while_chance_decides() -> None:
    state = load_game("pig-test").new_initial_state(seed=1)
    assert not state.is_chance_node()
    state.apply_action(0)  # roll: the die is chance's decision
    assert state.is_chance_node()
    state.apply_action(state.legal_actions()[0])
    assert not state.is_chance_node()
