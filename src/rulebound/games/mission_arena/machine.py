"""Marvel Mission Arena's step registry (see :mod:`rulebound.kernel.steps`).

Each phase module registers its steps with :func:`step` and the answer to a step's
decision with :func:`answer`, under the step's name::

    @step("draw")
    def step_draw(s: MissionArenaState, step: Step) -> Decision | None: ...
"""

from __future__ import annotations

from rulebound.kernel.steps import StepRegistry

RULES = StepRegistry()
step = RULES.step
answer = RULES.answer
