"""Audit of She-Hulk, Iron Man and Black Panther (identities, hero kits, obligations,
nemesis sets) against the printed cards: the differences the audit found, each with the
rule or card it checks. The cards the audit found right are covered by
``test_mc_cards_she_hulk.py``, ``test_mc_cards_iron_man.py`` and
``test_mc_cards_black_panther.py``.
"""

from __future__ import annotations

from mc_helpers import act, kind, rules, side_scheme, start, threat

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    mark,
    to_deck_top,
)

PERSONAL_CHALLENGE = "01161"
ARC_REACTOR, MARK_V_ARMOR, MARK_V_HELMET, ROCKET_BOOTS = "01035", "01036", "01037", "01039"


@rules("MC-CRISIS-01", "MC-ICON-03")
def test_personal_challenge_has_a_crisis_icon() -> None:
    """01161 Personal Challenge (She-Hulk's nemesis side scheme) has a crisis icon: while
    it is in play, She-Hulk's thwart cannot take threat off the main scheme, so the side
    scheme is its only target."""
    s = start(heroes="she-hulk", form="hero")
    mark(s, s.main, threat=5)
    challenge = side_scheme(s, PERSONAL_CHALLENGE, threat=4)
    act(s, "turn", "basic thwart")
    assert kind(s) == "turn", "the main scheme was offered as a target"
    assert threat(s) == 5 and threat(s, challenge) == 3


@rules("MC-LOOK-01", "MC-LOOK-02")
def test_futurist_cards_stay_in_the_deck_while_tony_looks() -> None:
    """01029b Tony Stark, Futurist: while he looks at his top 3 cards they are still in
    his deck (its count does not drop), only he sees them, and the other seat's view and
    log name none of them; once he keeps one, it goes to his hand and the other two to
    his discard pile."""
    s = build_position(Position(players=[Side("iron-man", form="alter-ego"), Side("spider-man")]))
    to_deck_top(s, 0, ARC_REACTOR, MARK_V_ARMOR, ROCKET_BOOTS)
    deck = len(s.players[0].deck)
    since = len(s.events_for(1))
    act(s, "turn", "Futurist")
    assert kind(s) == "futurist"
    assert len(s.players[0].deck) == deck
    assert s.view(1)["players"][0]["deck"] == s.view(0)["players"][0]["deck"]
    seen_by_other = str(s.view(1)) + str(s.events_for(1, since))
    for name in ("Arc Reactor", "Mark V Armor", "Rocket Boots"):
        assert name not in seen_by_other
    assert "Rocket Boots" in str(s.events_for(0, since))  # the looking player sees them
    act(s, "futurist", "Mark V Armor")
    me = s.view(0)["players"][0]
    assert me["hand"] == ["Mark V Armor"]
    assert sorted(me["discard"]) == ["Arc Reactor", "Rocket Boots"]
    assert len(s.players[0].deck) == deck - 3
    assert "Mark V Armor" not in str(s.events_for(1, since))


@rules("MC-ERRATA-CORE-04")
def test_futurist_looks_at_3_cards_not_4() -> None:
    """01029b Tony Stark looks at the top 3 cards (the old Italian text said 4): the
    fourth card is not offered and stays on top of the deck."""
    s = build_position(Position(players=[Side("iron-man", form="alter-ego")]))
    to_deck_top(s, 0, MARK_V_HELMET, ARC_REACTOR, MARK_V_ARMOR, ROCKET_BOOTS)
    act(s, "turn", "Futurist")
    offered = sorted(s.labels().values())
    assert offered == ["keep Arc Reactor", "keep Mark V Armor", "keep Mark V Helmet"]
    act(s, "futurist", "Arc Reactor")
    assert s.name(s.players[0].deck[-1]) == "Rocket Boots"
