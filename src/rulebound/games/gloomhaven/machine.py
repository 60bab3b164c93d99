"""Gloomhaven's step registry (see :mod:`rulebound.kernel.steps`)."""

from __future__ import annotations

from rulebound.kernel.steps import StepRegistry

RULES = StepRegistry()
step = RULES.step
answer = RULES.answer
