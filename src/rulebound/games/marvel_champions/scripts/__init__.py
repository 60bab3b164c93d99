"""The abilities of every card we ship, one module per card set (see :mod:`..dsl`).

Importing this package imports every set module, which declares its cards."""

import importlib

SETS = (
    "aggression",
    "basic",
    "black_panther",
    "bomb_scare",
    "captain_marvel",
    "doomsday_chair",
    "iron_man",
    "expert",
    "justice",
    "killmonger",
    "klaw",
    "leadership",
    "legions_of_hydra",
    "masters_of_evil",
    "protection",
    "rhino",
    "she_hulk",
    "spider_man",
    "standard",
    "titania",
    "ultron",
    "under_attack",
    "vulture",
    "whiplash",
    "yon_rogg",
)

for _name in SETS:
    importlib.import_module(f"{__name__}.{_name}")
