"""State API edges the mutation sample of ``kernel/state.py`` found untested by the kernel
tests: ``labels`` and ``is_chance_node`` (the OpenSpiel-style reading of the pending
decision), ``child``, and the illegal-action message at the end of a game and with more
than twelve options; on the Pig test game and a one-decision state."""

from typing import Any

import pytest

from rulebound import load_game
from rulebound.kernel import Decision, IllegalActionError, Rng, State, random_playout
from rulebound.kernel.state import zero_sum_returns


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


def test_a_child_is_a_clone_with_the_action_applied() -> None:
    state = load_game("pig-test").new_initial_state(seed=1)
    before = state.snapshot()
    child = state.child(0)  # roll
    assert child.is_chance_node() and child.snapshot() != before
    assert state.snapshot() == before  # the parent is untouched


def test_an_action_after_the_end_says_the_game_is_over() -> None:
    state = load_game("pig-test", target=1).new_initial_state(seed=1)
    random_playout(state, Rng(3))
    assert state.is_terminal()
    with pytest.raises(IllegalActionError, match=r"^illegal action 0: the game is over$"):
        state.apply_action(0)


class _Wide(State):
    """A one-decision state with ``n`` options, for the illegal-action message alone."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.history = None

    def decision(self) -> Decision:
        return Decision(0, "pick", "Pick a number", tuple(range(self.n)))

    def action_to_string(self, action: int) -> str:
        return f"number {action}"

    def returns(self) -> list[float]:
        return [0.0]

    def _apply(self, action: int) -> None:
        pass

    def clone(self) -> State:
        return _Wide(self.n)

    def view_body(self, seat: int) -> dict[str, Any]:
        return {}

    def snapshot(self) -> dict[str, Any]:
        return {}

    def resample_hidden(self, seat: int, rng: Rng) -> State:
        return self.clone()


@pytest.mark.parametrize(("n", "more"), [(12, ""), (13, " (+1 more)"), (15, " (+3 more)")])
def test_the_illegal_action_message_lists_twelve_options_and_counts_the_rest(
    n: int, more: str
) -> None:
    with pytest.raises(IllegalActionError) as err:
        _Wide(n).apply_action(-1)
    assert str(err.value).endswith(f"'number 11'{more}")


def test_zero_sum_returns_reward_the_winner_alone() -> None:
    assert zero_sum_returns(1) == [-1.0, 1.0]
    assert zero_sum_returns(0, players=3) == [1.0, -1.0, -1.0]
    assert zero_sum_returns(-1) == [0.0, 0.0]  # no winner: a draw or an unfinished game
    assert zero_sum_returns(2) == [0.0, 0.0]
