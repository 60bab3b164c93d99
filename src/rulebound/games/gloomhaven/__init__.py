"""Gloomhaven: the hex map and the monster AI (the scenario engine is in progress)."""
