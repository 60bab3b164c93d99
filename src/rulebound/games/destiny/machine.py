"""The registry of steps and answers that drive the step machine of :mod:`.state`.

Each rules module registers its steps with :func:`step` and the answer to a
step's decision with :func:`answer`, under the step's name::

    @step("pass")
    def run_pass(s: DestinyState, st: Step) -> Decision | None: ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.games.destiny.state import DestinyState, Step
    from rulebound.kernel.decision import Decision

    StepFn = Callable[[DestinyState, Step], Decision | None]
    AnswerFn = Callable[[DestinyState, Step, int], None]

STEPS: dict[str, Any] = {}
ANSWERS: dict[str, Any] = {}


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        if name in STEPS:
            raise ValueError(f"step {name!r} registered twice")
        STEPS[name] = fn
        return fn

    return register


def answer(name: str) -> Callable[[AnswerFn], AnswerFn]:
    def register(fn: AnswerFn) -> AnswerFn:
        if name in ANSWERS:
            raise ValueError(f"answer {name!r} registered twice")
        ANSWERS[name] = fn
        return fn

    return register
