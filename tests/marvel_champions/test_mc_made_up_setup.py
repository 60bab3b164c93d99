"""Cards that start the game in play or set aside (MC-KEYWORD-SETUP-01,
MC-KEYWORD-PERMANENT-02), on cards made up before set-up: ``Position.variants`` prints
the Setup or Permanent keyword on Aunt May, a card of Spider-Man's deck, and
``Position.scripts`` gives Avengers Mansion "put Aunt May into play from your set-aside
cards"."""

from __future__ import annotations

from typing import Any

from mc_helpers import AUNT_MAY, MANSION, act, put, rules

from rulebound.games.marvel_champions.dsl import put_set_aside_into_play
from rulebound.games.marvel_champions.position import Position, Side, build_position
from rulebound.games.marvel_champions.state import McState


def _game(*keywords: str, **more: Any) -> McState:
    return build_position(
        Position(
            [Side("spider-man", form="hero")],
            variants={AUNT_MAY: {"keywords": keywords}},
            opening_hands=True,
            **more,
        )
    )


def _aunt_may(s: McState) -> list[int]:
    return [u for u in range(len(s.units)) if s.name(u) == "Aunt May"]


@rules("MC-KEYWORD-SETUP-01", "MC-SETUP-11")
def test_a_setup_card_starts_the_game_in_play() -> None:
    s = _game("Setup")
    (may,) = _aunt_may(s)
    assert s.units[may].in_play and s.units[may].controller == 0
    assert "Setup: Aunt May starts the game in play." in [e["text"] for e in s.events_for(0)]


@rules("MC-KEYWORD-PERMANENT-02")
def test_a_permanent_card_is_set_aside_until_an_ability_brings_it_into_play() -> None:
    bring = {MANSION: lambda c: c.action(put_set_aside_into_play("Aunt May"), text="bring")}
    s = _game("Permanent", scripts=bring)
    (may,) = _aunt_may(s)
    p = s.players[0]
    assert may in p.set_aside and may not in p.deck + p.hand  # never shuffled nor drawn
    assert s.view(0)["players"][0]["set_aside"] == ["Aunt May"]
    put(s, MANSION)
    act(s, "turn", "Avengers Mansion: bring")
    assert s.units[may].in_play and p.set_aside == []


@rules("MC-KEYWORD-SETUP-01", "MC-KEYWORD-PERMANENT-02")
def test_a_permanent_setup_card_comes_from_the_set_aside_cards() -> None:
    s = _game("Permanent", "Setup")
    (may,) = _aunt_may(s)
    assert s.units[may].in_play and s.players[0].set_aside == []
