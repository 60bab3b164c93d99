"""The complete step tables: importing the rules modules and card scripts registers them."""

from __future__ import annotations

from rulebound.games.marvel_champions import (  # noqa: F401  (imported for their registrations)
    card_types,
    combat,
    damage,
    defenders,
    encounter,
    encounter_ops,
    instances,
    ops,
    payment,
    rounds,
    scripts,
    timing,
    turn,
)
from rulebound.games.marvel_champions.machine import RULES

__all__ = ["RULES"]
