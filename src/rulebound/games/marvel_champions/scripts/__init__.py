"""The abilities of every card we ship, one module per card set (see :mod:`..dsl`).

Importing this package imports every set module, which declares its cards."""

import importlib

SETS = (
    "basic",
    "bomb_scare",
    "captain_marvel",
    "expert",
    "justice",
    "leadership",
    "rhino",
    "spider_man",
    "standard",
    "vulture",
    "yon_rogg",
)

for _name in SETS:
    importlib.import_module(f"{__name__}.{_name}")
