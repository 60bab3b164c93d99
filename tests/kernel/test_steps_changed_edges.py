"""The step machine's push: edges the mutation sample of this session's change to
``steps.py`` (a one-step push without reversing) found untested."""

from __future__ import annotations

from typing import Any

from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step, StepMachine, StepRegistry

RULES = StepRegistry()


class Notes(StepMachine):
    """A toy: each step writes a note; the last one waits for a decision."""

    registry = RULES

    def __init__(self) -> None:
        self.steps: list[Step] = [("wait",)]
        self.waiting: Step | None = None
        self._decision: Decision | None = None
        self.log: list[str] = []

    def is_over(self) -> bool:
        return False


@RULES.step("note")
def run_note(s: Any, st: Step) -> Decision | None:
    s.log.append(st[1])
    return None


@RULES.step("wait")
def run_wait(s: Any, st: Step) -> Decision | None:
    return Decision(0, "go-on", "go on?", (0,))


@RULES.answer("wait")
def answer_wait(s: Any, st: Step, action: int) -> None:
    return None


def test_a_push_of_one_step_runs_it_and_a_push_of_none_changes_nothing() -> None:
    s = Notes()
    s.push()  # a rule with nothing to do (an attack with no target left) pushes nothing
    s.push(("note", "one"))
    s.push(("note", "two"), ("note", "three"))
    assert s.decision().kind == "go-on"
    assert s.log == ["two", "three", "one"]
