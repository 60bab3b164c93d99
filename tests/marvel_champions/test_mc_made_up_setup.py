"""Cards that start the game in play or set aside (MC-KEYWORD-SETUP-01,
MC-KEYWORD-PERMANENT-02), on cards made up before set-up: ``Position.variants`` prints
the Setup or Permanent keyword on Aunt May, a card of Spider-Man's deck, and
``Position.scripts`` gives Avengers Mansion "put Aunt May into play from your set-aside
cards"."""

from __future__ import annotations

from typing import Any

from mc_helpers import ADVANCE, AUNT_MAY, BREAKIN, MANSION, act, put, rules

from rulebound.games.marvel_champions.dsl import draw, put_set_aside_into_play, then
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
    bring = {
        MANSION: lambda c: c.action(put_set_aside_into_play("Aunt May"), then(), draw(1), text="x")
    }
    s = _game("Permanent", scripts=bring)
    (may,) = _aunt_may(s)
    p = s.players[0]
    assert may in p.set_aside and may not in p.deck + p.hand  # never shuffled nor drawn
    assert s.view(0)["players"][0]["set_aside"] == ["Aunt May"]
    put(s, MANSION)
    hand = len(p.hand)
    act(s, "turn", "Avengers Mansion: x")
    assert s.units[may].in_play and p.set_aside == [] and len(p.hand) == hand + 1
    act(s, "turn", "Avengers Mansion: x")  # no Aunt May set aside now: "then" stops
    assert len(p.hand) == hand + 1


@rules("MC-KEYWORD-SETUP-01", "MC-KEYWORD-PERMANENT-02")
def test_a_permanent_setup_card_comes_from_the_set_aside_cards() -> None:
    s = _game("Permanent", "Setup")
    (may,) = _aunt_may(s)
    assert s.units[may].in_play and s.players[0].set_aside == []


@rules("MC-KEYWORD-SETUP-01", "MC-SETUP-11")
def test_an_encounter_card_with_setup_starts_the_game_in_play() -> None:
    s = build_position(Position(variants={BREAKIN: {"keywords": ("Setup",)}}))
    found = [u for u in range(len(s.units)) if s.name(u) == "Breakin' & Takin'"]
    assert found and all(s.units[u].in_play for u in found)
    assert not [u for u in s.enc_deck if s.name(u) == "Breakin' & Takin'"]
    assert all(s.units[u].threat > 0 for u in found)  # a side scheme: its starting threat
    log = [e["text"] for e in s.events_for(0)]
    assert "Setup: Breakin' & Takin' starts the game in play." in log


@rules("MC-KEYWORD-SETUP-01")
def test_an_environment_with_setup_starts_the_game_in_play() -> None:
    made_up = {"keywords": ("Setup",), "type": "environment"}  # a made-up environment
    s = build_position(Position(variants={ADVANCE: made_up}))
    found = [u for u in range(len(s.units)) if s.name(u) == "Advance"]
    assert found and all(s.units[u].in_play and s.units[u].controller < 0 for u in found)
    assert [c["name"] for c in s.view(0)["environments"]].count("Advance") == len(found)
