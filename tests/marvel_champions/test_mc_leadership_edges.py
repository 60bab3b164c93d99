"""The Leadership cards at the edges of their conditions (the mutants of
``scripts/leadership.py`` that the aspect's card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    ENERGY,
    GENIUS,
    MAKE_THE_CALL,
    MARIA_HILL,
    MOCKINGBIRD,
    STRENGTH,
    act,
    kind,
    labels,
)
from test_mc_cards_modular import pay

from rulebound.games.marvel_champions.position import Position, Side, build_position


def test_make_the_call_chooses_among_the_allies_of_the_discard_pile() -> None:
    s = build_position(
        Position(
            [
                Side(
                    hand=[MAKE_THE_CALL, STRENGTH, GENIUS],
                    discard=[ENERGY, MOCKINGBIRD, MARIA_HILL],  # not only allies
                )
            ]
        )
    )
    act(s, "turn", "play Make the Call")
    assert kind(s) == "make-the-call"
    assert sorted(labels(s)) == ["Maria Hill", "Mockingbird"]
    act(s, "make-the-call", "Maria Hill")
    pay(s, "")
    me = s.view(0)["players"][0]
    assert "Maria Hill" in [c["name"] for c in me["in_play"]]
    assert "Maria Hill" not in me["discard"]
