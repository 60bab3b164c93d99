"""Iron Man (hero kit, obligation, nemesis set Whiplash): one test per card, registered
with ``plays`` for the empty-script check."""

from __future__ import annotations

from mc_helpers import act, hp, identity, kind, labels, stack_encounter, threat
from test_mc_cards_modular import by_name, pay, plays

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    start_activation,
    start_reveal,
    to_deck_top,
)
from rulebound.games.marvel_champions.rules import hand_size
from rulebound.games.marvel_champions.state import McState

IRON_MAN, TONY = "01029a", "01029b"
WAR_MACHINE, REPULSOR, SUPERSONIC, PEPPER, STARK_TOWER = (
    "01030",
    "01031",
    "01032",
    "01033",
    "01034",
)
ARC_REACTOR, MARK_V_ARMOR, MARK_V_HELMET, GAUNTLETS, ROCKET_BOOTS = (
    "01035",
    "01036",
    "01037",
    "01038",
    "01039",
)
BUSINESS, OVERLOAD, WHIPLASH, WHIP_ATTACK, BACKLASH = "01170", "01171", "01172", "01173", "01174"
ENERGY, GENIUS, STRENGTH, ADVANCE, SHOCKER, BREAKIN = (
    "01088",
    "01089",
    "01090",
    "01186",
    "01103",
    "01107",
)


def iron_man(form: str = "hero", **side: object) -> McState:
    return build_position(Position(players=[Side("iron-man", form=form, **side)]))  # type: ignore[arg-type]


@plays(IRON_MAN)
def test_iron_man_hand_size_grows_with_tech() -> None:
    s = iron_man(play=[MARK_V_HELMET, GAUNTLETS, ROCKET_BOOTS])
    assert hand_size(s, 0) == 4


@plays(TONY)
def test_futurist_keeps_one_of_three() -> None:
    s = iron_man("alter-ego")
    to_deck_top(s, 0, ENERGY, GENIUS, STRENGTH)
    act(s, "turn", "Futurist")
    assert sorted(labels(s)) == ["keep Energy", "keep Genius", "keep Strength"]
    act(s, "futurist", "Genius")
    me = s.view(0)["players"][0]
    assert me["hand"] == ["Genius"] and sorted(me["discard"]) == ["Energy", "Strength"]
    assert not any("Futurist" in x for x in labels(s))  # once per round


@plays(WAR_MACHINE)
def test_war_machine_hits_every_enemy() -> None:
    s = iron_man(play=[WAR_MACHINE], minions=[SHOCKER])
    act(s, "turn", "War Machine: exhaust him")
    assert s.units[s.villain].damage == 1 and s.units[by_name(s, "Shocker")].damage == 1
    assert s.units[by_name(s, "War Machine")].damage == 2


@plays(REPULSOR)
def test_repulsor_blast_counts_energy() -> None:
    s = iron_man(hand=[REPULSOR, STRENGTH])
    """The top 5: Energy (two printed energy resources), Genius, Strength, Arc Reactor
    (one) and Mark V Armor: 1 + 2 x 3 damage."""
    to_deck_top(s, 0, ENERGY, GENIUS, STRENGTH, ARC_REACTOR, MARK_V_ARMOR)
    act(s, "turn", "Repulsor Blast")
    pay(s, "")
    assert s.units[s.villain].damage == 7


@plays(SUPERSONIC)
def test_supersonic_punch_4_or_8() -> None:
    s = iron_man(hand=[SUPERSONIC, STRENGTH])
    act(s, "turn", "Supersonic Punch")
    pay(s, "")
    assert s.units[s.villain].damage == 4


@plays(PEPPER)
def test_pepper_potts_pays_with_the_discard_pile() -> None:
    """Supersonic Punch (2) paid with Pepper Potts reading Strength (2 physical)."""
    s = iron_man(hand=[SUPERSONIC], play=[PEPPER], discard=[STRENGTH])
    act(s, "turn", "Supersonic Punch")
    act(s, "pay", "Pepper Potts")
    assert s.units[s.villain].damage == 4


@plays(STARK_TOWER)
def test_stark_tower_returns_a_tech_upgrade() -> None:
    s = iron_man("alter-ego", play=[STARK_TOWER], discard=[GAUNTLETS, ENERGY])
    act(s, "turn", "Stark Tower")
    assert s.view(0)["players"][0]["hand"] == ["Powered Gauntlets"]


@plays(ARC_REACTOR)
def test_arc_reactor_readies_iron_man() -> None:
    s = iron_man(exhausted=True, play=[ARC_REACTOR])
    act(s, "turn", "Arc Reactor")
    assert not s.units[identity(s)].exhausted


@plays(MARK_V_ARMOR)
def test_mark_v_armor_plus_6_hit_points() -> None:
    s = iron_man(play=[MARK_V_ARMOR])
    assert hp(s) == 15


@plays(MARK_V_HELMET)
def test_mark_v_helmet_thwarts_each_scheme_when_aerial() -> None:
    s = build_position(
        Position(
            players=[Side("iron-man", form="hero", play=[MARK_V_HELMET], hand=[])],
            main_threat=3,
            side_schemes=[InPlay(BREAKIN, threat=2)],
        )
    )
    act(s, "turn", "Mark V Helmet")
    act(s, "choose-scheme", "Break-In")
    assert threat(s) == 2
    s = build_position(
        Position(
            players=[
                Side("iron-man", form="hero", play=[MARK_V_HELMET, ROCKET_BOOTS], hand=[GENIUS])
            ],
            main_threat=3,
            side_schemes=[InPlay(BREAKIN, threat=2)],
        )
    )
    act(s, "turn", "Rocket Boots")
    pay(s, "Genius")
    act(s, "turn", "Mark V Helmet")
    assert threat(s) == 2 and s.units[by_name(s, "Breakin' & Takin'")].threat == 1


@plays(GAUNTLETS)
def test_powered_gauntlets_1_damage() -> None:
    s = iron_man(play=[GAUNTLETS])
    act(s, "turn", "Powered Gauntlets")
    assert s.units[s.villain].damage == 1


@plays(ROCKET_BOOTS)
def test_rocket_boots_aerial_and_1_hit_point() -> None:
    s = iron_man(play=[ROCKET_BOOTS, GAUNTLETS], hand=[GENIUS])
    assert hp(s) == 10
    act(s, "turn", "Rocket Boots")
    pay(s, "Genius")
    act(s, "turn", "Powered Gauntlets")
    assert s.units[s.villain].damage == 2


@plays(BUSINESS)
def test_business_problems_exhausts_the_upgrades() -> None:
    s = iron_man(play=[GAUNTLETS, ARC_REACTOR])
    start_reveal(s, BUSINESS)
    act(s, "obligation-flip", "stay in hero form")
    act(s, "obligation", "exhaust each upgrade")
    assert all(s.units[by_name(s, n)].exhausted for n in ("Powered Gauntlets", "Arc Reactor"))


@plays(OVERLOAD)
def test_imminent_overload_one_more_threat_per_hero() -> None:
    s = iron_man()
    scheme = start_reveal(s, OVERLOAD)
    assert s.units[scheme].threat == 4


def test_whiplash_retaliates() -> None:
    s = iron_man(minions=[WHIPLASH])
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Whiplash")
    assert hp(s) == 8


@plays(WHIP_ATTACK)
def test_electric_whip_attack_damage_or_discard() -> None:
    s = iron_man(play=[GAUNTLETS, ARC_REACTOR])
    start_reveal(s, WHIP_ATTACK)
    act(s, "electric-whip", "take 2 damage")
    assert hp(s) == 7
    s = iron_man(play=[GAUNTLETS])
    stack_encounter(s, WHIP_ATTACK)  # Rhino's boost card
    start_activation(s)
    act(s, "defend", "no defender")
    assert not s.view(0)["players"][0]["in_play"]


@plays(BACKLASH)
def test_electromagnetic_backlash_damages_per_energy() -> None:
    s = iron_man()
    to_deck_top(s, 0, ENERGY, REPULSOR, GENIUS, SUPERSONIC, STRENGTH)
    start_reveal(s, BACKLASH)
    assert hp(s) == 9 - 3  # Energy prints two energy resources, Supersonic Punch one
    assert kind(s) == "turn"
