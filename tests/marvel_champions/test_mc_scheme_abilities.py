"""A main scheme's "When Completed" ability (MC-WHENCOMPLETED-01), on a made-up main
scheme (``position.made_up_card``): no Core main scheme has one."""

from __future__ import annotations

from mc_helpers import MANSION, act, hp, put, rules

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import damage, place_threat
from rulebound.games.marvel_champions.position import Position, Side, build_position


@rules("MC-WHENCOMPLETED-01")
def test_when_completed_resolves_before_the_main_scheme_advances() -> None:
    # Klaw's Underground Distribution (1B, 6 threat to complete) made up with "When
    # Completed: place 1 threat on it and you take 2 damage" (completed once, not again
    # by that threat); a made-up Mansion places the last threat.
    s = build_position(Position(players=[Side(form="hero")], villain="klaw", main_threat=5))
    position.made_up_card(
        s, "01116b", lambda c: c.completed(place_threat(1), damage(2, "identity"))
    )
    position.made_up_card(s, MANSION, lambda c: c.action(place_threat(1), text="1 threat"))
    put(s, MANSION)
    life, first = hp(s), s.card(s.main).code
    told = len(s.events)
    act(s, "turn", "Avengers Mansion")
    assert hp(s) == life - 2 and s.card(s.main).code != first and not s.is_terminal()
    lines = [e.text for e in s.events[told:]]
    completed = next(i for i, t in enumerate(lines) if "When Completed" in t)
    advances = next(i for i, t in enumerate(lines) if "main scheme deck advances" in t)
    assert completed < advances


@rules("MC-WHENCOMPLETED-01", "MC-MAINSCHEME-04")
def test_when_completed_resolves_before_the_last_stage_loses() -> None:
    s = build_position(Position(players=[Side(form="hero")], main_threat=6))  # Rhino: 7
    position.made_up_card(s, "01097b", lambda c: c.completed(damage(2, "identity")))
    position.made_up_card(s, MANSION, lambda c: c.action(place_threat(1), text="1 threat"))
    put(s, MANSION)
    life = hp(s)
    act(s, "turn", "Avengers Mansion")
    assert hp(s) == life - 2 and s.is_terminal() and s.returns()[0] < 0
