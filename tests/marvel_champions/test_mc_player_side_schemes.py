"""Player side schemes (MC-PSS-01..07), on a made-up one: Avengers Mansion printed as a
player side scheme costing 0 with a fixed starting threat of 3 (no Core card is one)."""

from __future__ import annotations

import jsonschema
from mc_helpers import MANSION, act, hand, identity, kind, labels, mark, rules, start

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import choose_enemy, damage
from rulebound.games.marvel_champions.rules import side_schemes
from rulebound.games.marvel_champions.state import McState

SCHEME = "player_side_scheme"


def mission(s: McState) -> None:
    """The made-up card: "Player side scheme, cost 0, starting threat 3. Action (attack):
    deal 1 damage to an enemy"."""
    position.card_variant(
        s,
        MANSION,
        type=SCHEME,
        cost=0,
        stats={"base_threat": 3},
        flags=frozenset({"base_threat_fixed"}),
    )
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(
            choose_enemy(), damage(1), label="attack", text="deal 1 damage to an enemy"
        ),
    )


def play_mission(s: McState, seat: int = 0) -> int:
    (uid,) = hand(s, MANSION, seat=seat)
    act(s, "turn", "play Avengers Mansion")
    return uid


@rules("MC-PSS-01", "MC-PSS-02", "MC-PSS-03", "MC-PSS-04", "MC-CARDTYPE-02")
def test_a_player_side_scheme_is_played_thwarted_and_defeated() -> None:
    s = start(form="hero")
    mission(s)
    uid = play_mission(s)
    u = s.units[uid]
    assert u.in_play and u.threat == 3 and u.controller == 0 and u.host < 0
    assert side_schemes(s) == [uid]  # next to the main scheme, a side scheme
    view = s.view(0)
    assert [c["name"] for c in view["side_schemes"]] == ["Avengers Mansion"]
    assert not view["players"][0]["in_play"]  # not in the player's area
    jsonschema.validate(view, s.game.view_schema())
    position.mark(s, s.main, threat=0)
    act(s, "turn", "basic thwart")  # Spider-Man THW 1: the only scheme with threat
    assert u.threat == 2
    mark(s, uid, threat=1)
    mark(s, identity(s), exhausted=False)
    act(s, "turn", "basic thwart")
    assert not u.in_play and uid in s.players[0].discard  # defeated: discarded (MC-PSS-03)


@rules("MC-PSS-05", "MC-PSS-06")
def test_the_player_side_scheme_limit() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    mission(s)
    first = play_mission(s)
    second = play_mission(s)
    assert kind(s) == "scheme-limit" and s.decision().seat == 0  # 2 players: limit 1
    assert len(labels(s)) == 2
    s.apply_action(s.decision().options[0])
    assert sum(s.units[u].in_play for u in (first, second)) == 1
    assert kind(s) == "turn"
    # with 3 players, two fit
    s = start(heroes="spider-man,captain-marvel,she-hulk", form="hero")
    mission(s)
    a, b = play_mission(s), play_mission(s)
    assert kind(s) == "turn" and s.units[a].in_play and s.units[b].in_play
    play_mission(s)
    assert kind(s) == "scheme-limit"


@rules("MC-PSS-07")
def test_abilities_on_a_player_side_scheme_are_not_the_identitys() -> None:
    s = start(form="hero")
    mission(s)
    mark(s, identity(s), stunned=1)
    uid = play_mission(s)
    act(s, "turn", "Avengers Mansion")  # its Action (attack)
    # not the stunned identity's attack: not canceled, the stunned card stays
    assert s.units[s.villain].damage == 1 and s.units[identity(s)].stunned == 1
    assert s.units[uid].in_play
