"""The complete step and answer tables: importing the rules modules registers them."""

from __future__ import annotations

from rulebound.games.destiny import (  # noqa: F401  (imported for their registrations)
    actions,
    dice_rules,
    last_ops,
    more_ops,
    ops,
    phases,
    rules,
    scripts,
    set_ops,
)
from rulebound.games.destiny.machine import RULES

__all__ = ["RULES"]
