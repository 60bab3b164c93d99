"""The complete step tables: importing the rules modules and card scripts registers them."""

from __future__ import annotations

from rulebound.games.marvel_champions import (  # noqa: F401  (imported for their registrations)
    collection,
    combat,
    control,
    damage,
    each_player,
    encounter,
    find,
    free_play,
    indirect,
    lasting,
    look,
    lowest,
    move,
    ops,
    payment,
    ready_cost,
    rounds,
    scripts,
    setup_cards,
    swap,
    timing,
    turn,
)
from rulebound.games.marvel_champions.machine import RULES

__all__ = ["RULES"]
