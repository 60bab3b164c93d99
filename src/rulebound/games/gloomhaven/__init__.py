"""Gloomhaven: the hex map, the monster AI, and the scenario engine."""

from rulebound.games.gloomhaven.game import GloomhavenGame

__all__ = ["GloomhavenGame"]
