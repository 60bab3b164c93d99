"""The complete step tables: importing the rules modules and card scripts registers them."""

from __future__ import annotations

from rulebound.games.marvel_champions import (  # noqa: F401  (imported for their registrations)
    card_types,
    collection,
    combat,
    control,
    damage,
    defenders,
    each_player,
    encounter,
    encounter_ops,
    find,
    free_play,
    indirect,
    instances,
    lasting,
    look,
    lowest,
    move,
    ops,
    payment,
    permanent,
    ready_cost,
    rounds,
    scripts,
    setup_cards,
    swap,
    timing,
    turn,
    wording,
)
from rulebound.games.marvel_champions.machine import RULES

__all__ = ["RULES"]
