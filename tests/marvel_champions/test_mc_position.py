"""The public position builder: its documented example runs, every field lands where it
says, bad input is a one-line error, and the view shows the limits used this round."""

from __future__ import annotations

import doctest

import pytest
from mc_helpers import act, labels, rules

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    start_activation,
)
from rulebound.games.marvel_champions.rules import stat
from rulebound.kernel.errors import ParameterError


def test_the_module_example_runs() -> None:
    assert doctest.testmod(position).failed == 0


def test_every_zone_and_mark() -> None:
    s = build_position(
        Position(
            players=[
                Side(
                    "captain-marvel",
                    form="hero",
                    damage=3,
                    hand=["01088", "01013"],
                    deck_top=["01090", "01089"],
                    play=[InPlay("01084", exhausted=True), "01092"],
                    identity_upgrades=["01016"],
                    minions=[InPlay("01103", damage=1)],
                ),
                Side("spider-man", discard=["01005"], dealt=["01186"]),
            ],
            villain_stage="II",
            villain_damage=4,
            villain_attachments=["01098"],
            main_threat=5,
            side_schemes=[InPlay("01107", threat=2), "01108"],
            encounter_top=["01186", "01187"],
            encounter_discard=["01193"],
            acceleration=1,
            first=1,
            active=0,
        )
    )
    me, other = s.view(0)["players"]
    assert me["form"] == "hero" and me["hit_points"] == 9
    assert sorted(me["hand"]) == ["Energy", "Photonic Blast"]
    assert [s.name(u) for u in s.players[0].deck[-2:]] == ["Genius", "Strength"]  # Strength on top
    assert {c["name"] for c in me["in_play"]} == {"Nick Fury", "Helicarrier"}
    assert me["identity_card"]["attached"][0]["name"] == "Captain Marvel's Helmet"
    assert me["engaged_minions"][0]["damage"] == 1
    assert other["discard"] == ["Swinging Web Kick"] and other["facedown_encounter_cards"] == 1
    v = s.view(0)
    assert v["villain"]["stage"] == "II" and v["villain"]["damage"] == 4
    assert v["villain"]["attached"][0]["name"] == "Armored Rhino Suit"
    assert v["main_scheme"]["threat"] == 5 and v["main_scheme"]["acceleration_tokens"] == 1
    # Rhino II's When Revealed put a Breakin' & Takin' in play before ours
    assert [x.get("threat") for x in v["side_schemes"][1:]] == [2, 4]  # Crowd Control: 2x2
    assert [s.name(u) for u in s.enc_deck[-2:]] == ["Assault", "Advance"]
    assert v["encounter_discard"] == ["Under Fire"]
    assert v["first_player"] == 1 and v["active_player"] == 0 and s.decision().seat == 0


@rules("MC-LIMIT-01")
def test_used_limits_are_shown_and_honoured() -> None:
    s = build_position(
        Position(
            players=[Side("captain-marvel", form="hero", damage=2, hand=["01088"])],
            used=[("01010a", "Rechannel")],
        )
    )
    assert s.view(0)["limits_used"] == ["Captain Marvel: Rechannel"]
    assert not any("Rechannel" in x for x in labels(s))
    act(s, "turn", "change to alter-ego")
    act(s, "turn", "Commander")  # the other side's limit is its own
    assert s.view(0)["limits_used"] == ["Captain Marvel: Rechannel", "Carol Danvers: Commander"]


def test_start_activation_attacks_a_hero() -> None:
    s = build_position(Position(players=[Side("captain-marvel", form="hero")]))
    start_activation(s)
    assert s.decision().kind == "defend"


@pytest.mark.parametrize(
    ("pos", "message"),
    [
        (Position(players=[Side(hand=["99999"])]), "unknown card code '99999'"),
        (Position(players=[Side(form="giant")]), "form must be hero or alter-ego"),
        (Position(active=3), "'first' and 'active' must be seats 0 to 0"),
        (Position(used=[("01005", "Web")]), "no limited ability 'Web'"),
    ],
)
def test_bad_positions_are_one_line_errors(pos: Position, message: str) -> None:
    with pytest.raises(ParameterError, match=message):
        build_position(pos)


def test_step_by_step_edits_move_cards_between_zones() -> None:
    """The edits for an empty deck, a reshuffle or a fresh hand move the game's own cards:
    nothing is created or lost."""
    s = build_position(Position(players=[Side(hand=["01088"])]))
    p = s.players[0]
    deck, hand = list(p.deck), list(p.hand)
    position.discard_deck(s, 0, keep=2)
    assert p.deck == deck[-2:] and p.discard == deck[:-2]
    position.hand_to_deck(s, 0)
    assert not p.hand and p.deck == hand + deck[-2:]
    position.remove_deck(s, 0)
    assert not p.deck and not p.discard and set(deck + hand) <= set(s.removed)

    enc = list(s.enc_deck)
    position.discard_encounter_deck(s, keep=1)
    assert s.enc_deck == enc[-1:] and s.enc_discard == enc[:-1]


def test_first_player_acceleration_and_card_variants() -> None:
    s = build_position(Position(players=[Side(), Side("captain-marvel")]))
    position.set_first_player(s, 1)
    position.set_acceleration(s, 2)
    assert s.first == 1 and s.accel == 2 and s.active == 0
    position.card_variant(s, "01088", keywords=("Retaliate 1",), drop_stats=("cost",))
    card = s.game.pool.by_code["01088"]
    assert s.cards[card.index].keywords == ("Retaliate 1",)
    assert "cost" not in s.cards[card.index].stats
    with pytest.raises(ParameterError, match="the first player must be seat 0 to 1"):
        position.set_first_player(s, 2)
    with pytest.raises(ParameterError, match="cannot be negative"):
        position.set_acceleration(s, -1)
    with pytest.raises(ParameterError, match=r"card 01088: .*colour"):
        position.card_variant(s, "01088", colour="red")


def test_lasting_effects_boosts_and_encounter_edits() -> None:
    s = build_position(Position(players=[Side(form="hero")]))
    hero = s.players[0].identity
    attack = stat(s, hero, "attack")
    position.add_lasting_effect(s, "attack", 2, seat=0)
    assert stat(s, hero, "attack") == attack + 2
    position.add_lasting_effect(s, "attack", -1, unit=hero, until="round")
    assert stat(s, hero, "attack") == attack + 1
    with pytest.raises(ParameterError, match="lasts a phase or a round"):
        position.add_lasting_effect(s, "attack", 1, seat=0, until="game")
    with pytest.raises(ParameterError, match="a seat or a unit, one of them"):
        position.add_lasting_effect(s, "attack", 1)

    top, below = s.enc_deck[-1], s.enc_deck[-2]
    position.encounter_to_discard(s, top)
    assert s.enc_deck[-1] == below and s.enc_discard[-1] == top
    with pytest.raises(ParameterError, match="not in the encounter deck"):
        position.encounter_to_discard(s, top)
    (bottom,) = position.to_encounter_bottom(s, "01186")
    assert s.enc_deck[0] == bottom and s.name(bottom) == "Advance"

    boost = position.deal_boost(s, s.villain, "01186")
    assert s.units[s.villain].boosts == (boost,)
    nemesis = list(s.players[0].nemesis)
    position.remove_nemesis_set(s, 0)
    assert nemesis and not s.players[0].nemesis and set(nemesis) <= set(s.removed)
