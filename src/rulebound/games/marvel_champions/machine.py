"""The Marvel Champions step registry (see :mod:`rulebound.kernel.steps`).

Steps are tuples ``(name, frame, *args)``; ``frame`` numbers a small dict of
registers in ``state.frames`` shared by the steps of one ability or procedure."""

from __future__ import annotations

from rulebound.kernel.steps import StepRegistry

RULES = StepRegistry()
step = RULES.step
answer = RULES.answer
