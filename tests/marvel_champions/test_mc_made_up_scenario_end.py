"""Alternative victory and defeat conditions (MC-WIN-02), on made-up scenario cards:
``made_up_card`` declares them in the card vocabulary (``players_lose_when``,
``players_win_when``)."""

from __future__ import annotations

from mc_helpers import BREAKIN, MANSION, RHINO_I, act, position, put, rules, side_scheme, start

from rulebound.games.marvel_champions.dsl import choose_scheme, place_threat
from rulebound.games.marvel_champions.state import LOST, WON


@rules("MC-WIN-02")
def test_the_players_lose_once_an_alternative_defeat_condition_holds() -> None:
    s = start(form="hero")
    position.made_up_card(
        s,
        BREAKIN,
        lambda c: c.players_lose_when(
            lambda s, uid: s.units[uid].threat >= 5, "Breakin' & Takin' reached 5 threat"
        ),
    )
    position.made_up_card(
        s, MANSION, lambda c: c.action(choose_scheme(), place_threat(1, "scheme"), text="x")
    )
    put(s, MANSION)
    side_scheme(s, BREAKIN, threat=4)
    assert s.result == 0
    act(s, "turn", "Avengers Mansion: x")
    assert s.result == LOST and s.is_terminal()
    assert "reached 5 threat" in s.events_for(0)[-1]["text"]


@rules("MC-WIN-02")
def test_the_players_win_once_an_alternative_victory_condition_holds() -> None:
    s = start(form="hero")
    position.made_up_card(
        s,
        RHINO_I,
        lambda c: c.players_win_when(lambda s, uid: s.units[uid].damage >= 3, "Rhino gave up"),
    )
    position.mark(s, s.villain, damage=1)
    act(s, "turn", "basic attack")  # Spider-Man: 2 damage
    assert s.result == WON and "Rhino gave up" in s.events_for(0)[-1]["text"]
