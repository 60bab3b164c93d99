"""Edges of the card-ability ops (ops.py) that the card tests left open, each found by a
surviving mutant (docs/mutation-samples/mut-mc2.md)."""

from __future__ import annotations

from mc_helpers import (
    BREAKIN,
    COSMIC_FLIGHT,
    CRISIS,
    GENIUS,
    act,
    hand,
    mark,
    put,
    rules,
    side_scheme,
    start,
    threat,
)


@rules("MC-THEN-02")
def test_a_thwart_that_removes_less_than_printed_stops_before_then() -> None:
    """Crisis Interdiction removes 2 threat, then (Aerial) 2 from another scheme: with
    only 1 threat on the first scheme the text before "then" is not fully resolved, so
    the second scheme keeps its threat."""
    s = start(heroes="captain-marvel", form="hero")
    mark(s, s.main, threat=1)
    b = side_scheme(s, BREAKIN, threat=3)  # Breakin' & Takin'
    put(s, COSMIC_FLIGHT)
    hand(s, CRISIS, GENIUS)
    act(s, "turn", "play Crisis Interdiction")
    act(s, "pay", "Genius")
    act(s, "choose-scheme", "The Break-In!")  # the main scheme, with 1 threat
    assert threat(s) == 0
    assert threat(s, b) == 3
