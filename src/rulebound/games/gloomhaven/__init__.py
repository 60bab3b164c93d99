"""Gloomhaven: the hex map, the monster AI, and the scenario engine.

Shape (docs/adding-a-game.md): no ``scripts``: ability cards are data (``data/classes``)
read by ``abilities.py``; no ``position.py``: a position is a scenario file
(docs/gloomhaven-scenario-format.md) or a monster-turn puzzle; the data loaders are
``classes``, ``monsters``, ``items`` and ``scenario``; ``commands.py`` and
``campaign_commands.py`` are its ``rulebound gloomhaven`` commands.
"""

from rulebound.games.gloomhaven.game import GloomhavenGame

__all__ = ["GloomhavenGame"]
