"""She-Hulk (hero kit, obligation, nemesis set Titania) and the Aggression aspect: one
test per card, registered with ``plays`` for the empty-script check."""

from __future__ import annotations

from mc_helpers import act, hp, identity, kind, labels, rules, stack_encounter, threat
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
from rulebound.games.marvel_champions.rules import max_hp
from rulebound.games.marvel_champions.state import McState

SHE_HULK, JENNIFER = "01019a", "01019b"
HELLCAT, GAMMA_SLAM, GROUND_STOMP, LEGAL_PRACTICE, ONE_TWO = (
    "01020",
    "01021",
    "01022",
    "01023",
    "01024",
)
SPLIT, LAW_DIVISION, FOCUSED_RAGE, SUPER_STRENGTH = "01025", "01026", "01027", "01028"
HULK, TIGRA, CHASE, RELENTLESS, UPPERCUT, POWER_AGGRESSION, TAC_TEAM, TRAINING = (
    "01050",
    "01051",
    "01052",
    "01053",
    "01054",
    "01055",
    "01056",
    "01057",
)
LEGAL_WORK, PERSONAL_CHALLENGE, TITANIA, ENHANCED, FURY = (
    "01160",
    "01161",
    "01162",
    "01163",
    "01164",
)
ENERGY, GENIUS, STRENGTH, ADVANCE = "01088", "01089", "01090", "01186"
SHOCKER, HYDRA_MERCENARY, BREAKIN, SANDMAN = "01103", "01101", "01107", "01102"


def she_hulk(form: str = "hero", **side: object) -> McState:
    return build_position(Position(players=[Side("she-hulk", form=form, **side)]))  # type: ignore[arg-type]


# --- She-Hulk's hero kit ---------------------------------------------------------------------


@plays(SHE_HULK)
def test_do_you_even_lift_after_changing_to_she_hulk() -> None:
    s = she_hulk("alter-ego", minions=[SHOCKER])
    act(s, "turn", "change to hero form")
    act(s, "response", "Do You Even Lift")
    act(s, "choose-enemy", "Shocker")
    assert s.units[by_name(s, "Shocker")].damage == 2


@plays(JENNIFER)
@rules("MC-LIMIT-01")
def test_i_object_prevents_1_threat_once_per_round() -> None:
    s = she_hulk("alter-ego")
    stack_encounter(s, ADVANCE, ADVANCE)  # boost cards without icons
    before = threat(s)
    start_activation(s)  # Rhino schemes (SCH 1)
    act(s, "interrupt", "I Object")
    assert threat(s) == before
    start_activation(s)
    assert kind(s) != "interrupt" and threat(s) == before + 1


@plays(HELLCAT)
def test_hellcat_returns_to_hand() -> None:
    s = she_hulk(play=[HELLCAT])
    act(s, "turn", "Hellcat")
    assert s.view(0)["players"][0]["hand"] == ["Hellcat"]


@plays(GAMMA_SLAM)
def test_gamma_slam_deals_the_damage_she_has_taken() -> None:
    s = she_hulk(damage=7, hand=[GAMMA_SLAM, STRENGTH, GENIUS, ENERGY, ENERGY])
    act(s, "turn", "Gamma Slam")
    pay(s, "")
    assert s.units[s.villain].damage == 7


@plays(GROUND_STOMP)
def test_ground_stomp_hits_each_enemy() -> None:
    s = she_hulk(minions=[SHOCKER, HYDRA_MERCENARY], hand=[GROUND_STOMP, GENIUS, ENERGY])
    act(s, "turn", "Ground Stomp")
    pay(s, "")
    damaged = [c.get("damage", 0) for c in s.view(0)["players"][0]["engaged_minions"]]
    assert damaged == [1, 1] and s.units[s.villain].damage == 1


@plays(LEGAL_PRACTICE)
def test_legal_practice_one_threat_per_card_discarded() -> None:
    s = build_position(
        Position(
            players=[Side("she-hulk", hand=[LEGAL_PRACTICE, ENERGY, GENIUS, STRENGTH])],
            main_threat=5,
        )
    )
    act(s, "turn", "Legal Practice")
    act(s, "discard", "Energy")
    act(s, "discard", "Genius")
    act(s, "discard", "done")
    assert threat(s) == 3 and [c for c in s.view(0)["players"][0]["hand"]] == ["Strength"]


@rules("MC-COST-10")
def test_legal_practice_discards_at_least_one() -> None:
    """ "Discard up to 5" is a cost: at least one card (no stopping before the first),
    so Legal Practice alone in hand cannot be played."""
    s = build_position(Position(players=[Side("she-hulk", hand=[LEGAL_PRACTICE])], main_threat=3))
    assert not any("Legal Practice" in x for x in labels(s))
    s = build_position(
        Position(players=[Side("she-hulk", hand=[LEGAL_PRACTICE, GENIUS])], main_threat=3)
    )
    act(s, "turn", "Legal Practice")
    assert labels(s) == ["discard Genius"]


@plays(ONE_TWO)
def test_one_two_punch_readies_after_a_basic_attack() -> None:
    s = she_hulk(hand=[ONE_TWO, ENERGY])
    act(s, "turn", "basic attack")
    act(s, "response", "One-Two Punch")
    pay(s, "")
    assert not s.units[identity(s)].exhausted and s.units[s.villain].damage == 3


@plays(SPLIT)
def test_split_personality_flips_and_draws_to_printed_hand_size() -> None:
    s = she_hulk(hand=[SPLIT, ENERGY, GENIUS, STRENGTH])
    act(s, "turn", "Split Personality")
    pay(s, "")
    assert s.players[0].form == 1 and len(s.players[0].hand) == 6  # Jennifer's 6


@plays(LAW_DIVISION)
def test_superhuman_law_division_removes_2_threat() -> None:
    s = build_position(
        Position(players=[Side("she-hulk", play=[LAW_DIVISION], hand=[GENIUS])], main_threat=4)
    )
    act(s, "turn", "Superhuman Law Division")
    pay(s, "Genius")
    assert threat(s) == 2


@plays(FOCUSED_RAGE)
def test_focused_rage_1_damage_for_a_card() -> None:
    s = she_hulk(play=[FOCUSED_RAGE])
    act(s, "turn", "Focused Rage")
    assert hp(s) == 14 and len(s.players[0].hand) == 1


@plays(SUPER_STRENGTH)
def test_superhuman_strength_plus_2_then_stuns() -> None:
    s = she_hulk(play=[SUPER_STRENGTH])
    act(s, "turn", "basic attack")
    assert s.units[s.villain].damage == 5 and s.units[s.villain].stunned == 1
    assert not s.view(0)["players"][0]["in_play"]  # discarded


@plays(LEGAL_WORK)
def test_legal_work_acceleration_or_exhaust() -> None:
    s = she_hulk("alter-ego")
    start_reveal(s, LEGAL_WORK)
    assert labels(s)[0].startswith("exhaust Jennifer Walters")
    act(s, "obligation", "acceleration")
    assert s.accel == 1


# --- Aggression ------------------------------------------------------------------------------


@plays(HULK)
def test_hulk_smashes_with_the_top_card_of_the_deck() -> None:
    """A wild top card (The Power of Aggression): 2 damage to an enemy, 1 to each
    character, and Hulk is discarded."""
    s = she_hulk(play=[HULK])
    to_deck_top(s, 0, POWER_AGGRESSION)
    act(s, "turn", "Hulk")  # Hulk attacks Rhino (ATK 3)
    assert s.units[s.villain].damage == 3 + 2 + 1 and hp(s) == 14
    assert "Hulk" not in [c["name"] for c in s.view(0)["players"][0]["in_play"]]


@plays(TIGRA)
def test_tigra_heals_after_defeating_a_minion() -> None:
    """Tigra (ATK 2, 3 hit points, 1 damage) defeats a damaged Hydra Mercenary and
    pays 1 consequential damage: she heals 1."""
    s = she_hulk(play=[InPlay(TIGRA, damage=1)], minions=[InPlay(HYDRA_MERCENARY, damage=1)])
    act(s, "turn", "Tigra")
    act(s, "response", "Tigra")
    assert s.units[by_name(s, "Tigra")].damage == 1


@plays(CHASE)
def test_chase_them_down_after_a_defeating_attack() -> None:
    s = build_position(
        Position(
            players=[Side("she-hulk", form="hero", hand=[CHASE], minions=[HYDRA_MERCENARY])],
            main_threat=4,
        )
    )
    act(s, "turn", "basic attack")
    act(s, "response", "Chase Them Down")
    assert threat(s) == 2


@plays(RELENTLESS)
def test_relentless_assault_overkill_when_paid_physical() -> None:
    s = she_hulk(minions=[HYDRA_MERCENARY], hand=[RELENTLESS, STRENGTH, STRENGTH])
    act(s, "turn", "Relentless Assault")
    pay(s, "Strength")
    assert s.units[s.villain].damage == 2  # 5 - 3 hit points


@plays(UPPERCUT)
def test_uppercut_deals_5() -> None:
    s = she_hulk(hand=[UPPERCUT, STRENGTH, GENIUS, ENERGY])
    act(s, "turn", "Uppercut")
    pay(s, "")
    assert s.units[s.villain].damage == 5


@plays(POWER_AGGRESSION)
def test_power_of_aggression_pays_double_for_aggression() -> None:
    """Uppercut costs 3: The Power of Aggression (2 for an Aggression card) and Ground
    Stomp's printed mental resource pay for it."""
    s = she_hulk(hand=[UPPERCUT, POWER_AGGRESSION, GROUND_STOMP])
    act(s, "turn", "Uppercut")
    act(s, "pay", "Power of Aggression")
    pay(s, "Ground Stomp")
    assert s.units[s.villain].damage == 5


@plays(TAC_TEAM)
def test_tac_team_three_shots() -> None:
    s = she_hulk(play=[TAC_TEAM])
    act(s, "turn", "Tac Team")
    assert s.units[s.villain].damage == 2
    assert s.view(0)["players"][0]["in_play"][0]["counters"] == 2


@plays(TRAINING)
def test_combat_training_plus_1_atk() -> None:
    s = she_hulk(play=[TRAINING])
    act(s, "turn", "basic attack")
    assert s.units[s.villain].damage == 4


# --- Titania -------------------------------------------------------------------------------


@plays(PERSONAL_CHALLENGE)
def test_personal_challenge_one_more_threat_per_hero() -> None:
    s = she_hulk()
    scheme = start_reveal(s, PERSONAL_CHALLENGE)
    assert s.units[scheme].threat == 3 + 1


@plays(TITANIA)
def test_titania_attacks_with_her_remaining_hit_points() -> None:
    s = she_hulk(minions=[InPlay(TITANIA, damage=1)])
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=by_name(s, "Titania"))
    act(s, "defend", "no defender")
    assert hp(s) == 15 - 5


@plays(ENHANCED)
def test_genetically_enhanced_on_the_biggest_minion() -> None:
    """It goes to Sandman (4 printed hit points, not the Mercenary's 3): 7 hit points."""
    s = she_hulk(minions=[HYDRA_MERCENARY, SANDMAN])
    start_reveal(s, ENHANCED)
    sandman = by_name(s, "Sandman")
    engaged = s.view(0)["players"][0]["engaged_minions"][1]
    assert [a["name"] for a in engaged.get("attached", [])] == ["Genetically Enhanced"]
    assert max_hp(s, sandman) == 7


@plays(FURY)
def test_titanias_fury_attack_or_heal_and_surge() -> None:
    s = she_hulk(minions=[InPlay(TITANIA, damage=2)])
    stack_encounter(s, ADVANCE, ADVANCE)
    start_reveal(s, FURY)
    act(s, "defend", "no defender")
    assert hp(s) == 15 - 4
    s = she_hulk("alter-ego", minions=[InPlay(TITANIA, damage=2)])
    stack_encounter(s, BREAKIN)
    start_reveal(s, FURY)
    assert s.units[by_name(s, "Titania")].damage == 0
    assert by_name(s, "Breakin' & Takin'") >= 0  # surge


def test_titanias_fury_as_a_boost_deals_one_more_boost_card_told_once() -> None:
    s = she_hulk()
    stack_encounter(s, FURY, ADVANCE)
    told = len(s.events)
    start_activation(s)
    act(s, "defend", "no defender")
    assert hp(s) == 15 - (2 + 1 + 0)  # Rhino's ATK 2, the boost icons of Fury 1, Advance 0
    lines = [e.text for e in s.events[told:] if "boost card" in e.text]
    assert lines == [
        "Rhino is dealt a facedown boost card.",
        "Rhino is dealt one more boost card.",
    ]
