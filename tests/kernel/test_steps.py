"""The step machine: steps run from the top of the stack; a decision waits for its answer."""

from __future__ import annotations

from typing import Any

import pytest

from rulebound.kernel.decision import TERMINAL, Decision
from rulebound.kernel.steps import Step, StepMachine, StepRegistry

RULES = StepRegistry()


class Counter(StepMachine):
    """A toy: count up; at each number the player may stop (0) or go on (1)."""

    registry = RULES

    def __init__(self) -> None:
        self.steps: list[Step] = [("ask", 3)]
        self.waiting: Step | None = None
        self._decision: Decision | None = None
        self.count = 0
        self.log: list[str] = []
        self.over = False

    def is_over(self) -> bool:
        return self.over


@RULES.step("ask")
def run_ask(s: Any, st: Step) -> Decision | None:
    if st[1] == 0:
        s.over = True
        return None
    return Decision(0, "go-on", f"{st[1]} left: go on?", (0, 1))


@RULES.answer("ask")
def answer_ask(s: Any, st: Step, action: int) -> None:
    if action == 1:
        s.push(("add", 1), ("note", "after add"), ("ask", st[1] - 1))


@RULES.step("add")
def run_add(s: Any, st: Step) -> Decision | None:
    s.count += st[1]
    s.log.append("add")
    return None


@RULES.step("note")
def run_note(s: Any, st: Step) -> Decision | None:
    s.log.append(st[1])
    return None


def test_steps_run_in_push_order_and_decisions_wait() -> None:
    s = Counter()
    assert s.decision().kind == "go-on"
    s._apply(1)
    assert s.log == ["add", "after add"] and s.count == 1
    s._apply(1)
    s._apply(1)
    assert s.count == 3 and s.decision().seat == TERMINAL


def test_refresh_asks_the_waiting_step_again() -> None:
    s = Counter()
    first = s.decision()
    s.refresh()
    assert s.decision() == first and s.steps == []


def test_a_step_name_registers_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        RULES.step("ask")(run_ask)


def test_the_decorators_return_the_function_itself() -> None:
    # Rule modules call their step functions directly too (a step running another).
    assert run_ask.__name__ == "run_ask" and RULES.steps["ask"] is run_ask
    assert answer_ask.__name__ == "answer_ask" and RULES.answers["ask"] is answer_ask


def test_no_step_runs_once_the_game_is_over() -> None:
    s = Counter()
    s.push(("note", "never"))
    s.over = True
    assert s.decision().seat == TERMINAL and s.log == [] and s.steps
