"""The scenarios: each villain's cards and recommended modular set, and the modular
encounter sets a game may add (MC-SETUP-08..10).

A scenario's encounter deck is the villain's encounter set, one or more modular sets
(the villain's recommended one by default, ``--param modular=...``), the Standard set,
and the Expert set in expert mode.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Villain:
    """A villain: the encounter set of its stages and cards, its main scheme deck (the
    game starts on the first stage's B side, after its 1A set-up) and its recommended
    modular sets."""

    set: str
    main: tuple[str, ...]  # the B side of each main scheme stage, in order
    modular: tuple[str, ...]


VILLAINS = {
    "rhino": Villain("rhino", ("01097b",), ("bomb-scare",)),
    "klaw": Villain("klaw", ("01116b", "01117b"), ("masters-of-evil",)),
    "ultron": Villain("ultron", ("01137b", "01138b", "01139b"), ("under-attack",)),
}

# Modular set name (as a player types it) -> the set code of its cards.
MODULAR = {
    "bomb-scare": "bomb_scare",
    "legions-of-hydra": "legions_of_hydra",
    "masters-of-evil": "masters_of_evil",
    "the-doomsday-chair": "the_doomsday_chair",
    "under-attack": "under_attack",
}

MAX_PLAYERS = 4  # MC-SETUP-01: one to four players
