"""Iron Man's cards at the edges of their conditions (the mutants of
``scripts/iron_man.py`` that the card tests let through)."""

from __future__ import annotations

from mc_helpers import act, engage, labels, rules, threat, with_keywords
from test_mc_cards_iron_man import (
    ARC_REACTOR,
    BREAKIN,
    ENERGY,
    GENIUS,
    MARK_V_ARMOR,
    MARK_V_HELMET,
    REPULSOR,
    ROCKET_BOOTS,
    SHOCKER,
    STRENGTH,
    iron_man,
)
from test_mc_cards_modular import by_name, pay

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    to_deck_top,
)
from rulebound.games.marvel_champions.rules import hand_size, max_hp, minions

ARMORED_VEST = "01081"  # an upgrade without the Tech trait


def test_only_tech_upgrades_raise_iron_mans_hand_size() -> None:
    s = iron_man(play=[ARMORED_VEST])
    assert hand_size(s, 0) == 1


def test_iron_mans_hand_size_is_his_own() -> None:
    s = build_position(
        Position([Side("iron-man", form="hero", play=[MARK_V_HELMET]), Side("spider-man")])
    )
    assert hand_size(s, 0) == 2 and hand_size(s, 1) == 6  # Peter Parker's printed 6


def test_mark_v_armor_raises_only_iron_mans_hit_points() -> None:
    s = iron_man(minions=[SHOCKER])
    before = [max_hp(s, u) for u in (s.villain, *minions(s, 0))]
    s = iron_man(play=[MARK_V_ARMOR], minions=[SHOCKER])
    assert [max_hp(s, u) for u in (s.villain, *minions(s, 0))] == before


def test_futurist_offers_one_choice_per_name() -> None:
    s = iron_man("alter-ego")
    to_deck_top(s, 0, ENERGY, ENERGY, GENIUS)
    act(s, "turn", "Futurist")
    assert sorted(labels(s)) == ["keep Energy", "keep Genius"]


def test_repulsor_blast_discards_the_cards_it_counts() -> None:
    s = iron_man(hand=[REPULSOR, STRENGTH])
    to_deck_top(s, 0, ENERGY, GENIUS, STRENGTH, ARC_REACTOR, MARK_V_ARMOR)
    act(s, "turn", "Repulsor Blast")
    pay(s, "")
    discard = s.view(0)["players"][0]["discard"]
    for name in ("Energy", "Genius", "Arc Reactor", "Mark V Armor"):
        assert name in discard
    assert discard.count("Strength") == 2  # the one paid and the one from the deck


@rules("MC-KEYWORD-PATROL-01")
def test_mark_v_helmet_is_no_thwart_of_a_patrolled_main_scheme() -> None:
    s = build_position(
        Position(players=[Side("iron-man", form="hero", play=[MARK_V_HELMET])], main_threat=3)
    )
    with_keywords(s, SHOCKER, "Patrol")
    engage(s, SHOCKER)
    assert not any("Mark V Helmet" in label for label in labels(s))


@rules("MC-KEYWORD-PATROL-01")
def test_an_aerial_mark_v_helmet_skips_a_patrolled_main_scheme() -> None:
    s = build_position(
        Position(
            players=[
                Side("iron-man", form="hero", play=[MARK_V_HELMET, ROCKET_BOOTS], hand=[GENIUS])
            ],
            main_threat=3,
            side_schemes=[InPlay(BREAKIN, threat=2)],
        )
    )
    with_keywords(s, SHOCKER, "Patrol")
    engage(s, SHOCKER)
    act(s, "turn", "Rocket Boots")
    pay(s, "Genius")
    act(s, "turn", "Mark V Helmet")
    assert threat(s) == 3 and s.units[by_name(s, "Breakin' & Takin'")].threat == 1
