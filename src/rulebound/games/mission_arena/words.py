"""Words for the log: a count with its noun in the right number."""

from __future__ import annotations


def plural(count: int, noun: str) -> str:
    """``1 card``, ``2 cards``, ``1 Power Point``, ``0 Special Ability effects``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
