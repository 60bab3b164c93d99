"""The complete step and answer tables: importing the phase modules registers them."""

from __future__ import annotations

from rulebound.games.mission_arena import (  # noqa: F401  (imported for their registrations)
    abilities,
    challenges,
    checkpoint,
    phases,
    setup,
)
from rulebound.games.mission_arena.machine import RULES

__all__ = ["RULES"]
