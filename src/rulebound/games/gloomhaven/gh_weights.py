"""Weight tables for the Gloomhaven planner's evaluation, fitted to game outcomes."""

from __future__ import annotations

TABLES: dict[str, dict[str, float]] = {}
