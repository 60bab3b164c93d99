"""The Protection aspect: one test per card, registered with ``plays`` for the
empty-script check."""

from __future__ import annotations

from mc_helpers import act, hp, identity, kind, rules, stack_encounter
from test_mc_cards_modular import by_name, pay, plays

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState

BLACK_WIDOW, LUKE_CAGE, COUNTER_PUNCH, GET_BEHIND_ME, POWER_PROTECTION = (
    "01075",
    "01076",
    "01077",
    "01078",
    "01079",
)
MED_TEAM, ARMORED_VEST, INDOMITABLE = "01080", "01081", "01082"
ENERGY, GENIUS, STRENGTH, ADVANCE, SHOCKER, BREAKIN = (
    "01088",
    "01089",
    "01090",
    "01186",
    "01103",
    "01107",
)
HARD_TO_KEEP_DOWN, FIRST_AID = "01104", "01086"


def defend_with_hero(s: McState) -> None:
    while kind(s) == "interrupt":
        act(s, "interrupt", "pass")
    act(s, "defend", "defend with your hero")


@plays(BLACK_WIDOW)
def test_black_widow_cancels_a_revealed_card() -> None:
    """Shocker is revealed: Black Widow cancels and discards it; Breakin' & Takin' is
    revealed instead."""
    s = build_position(Position(players=[Side(play=[BLACK_WIDOW], hand=[GENIUS])]))
    stack_encounter(s, BREAKIN)
    start_reveal(s, SHOCKER)
    act(s, "interrupt", "Black Widow")
    pay(s, "Genius")
    assert "Shocker" in s.view(0)["encounter_discard"] and hp(s) == 10
    assert [x["name"] for x in s.view(0)["side_schemes"]] == ["Breakin' & Takin'"]


def test_black_widow_answers_only_a_card_revealed_from_the_encounter_deck() -> None:
    """Rhino II's When Revealed finds Breakin' & Takin' in the encounter discard pile and
    reveals it from there: Black Widow ("when a card is revealed from the encounter deck")
    is not offered. The same search finding it in the encounter deck offers her."""
    for where, offered in (("discard", False), ("deck", True)):
        pile = {"encounter_discard": [BREAKIN]} if where == "discard" else {}
        s = build_position(
            Position(
                players=[Side(form="hero", play=[BLACK_WIDOW], hand=[GENIUS])],
                encounter_deck=[ADVANCE, SHOCKER, *([BREAKIN] if where == "deck" else [])],
                villain_damage=13,
                **pile,  # type: ignore[arg-type]
            )
        )
        act(s, "turn", "basic attack")  # Rhino I falls: Rhino II is revealed
        seen = []
        while kind(s) != "turn":
            seen += [x for x in s.labels().values() if "Black Widow" in x]
            act(s, kind(s), "pass")
        assert "Breakin' & Takin'" in [x["name"] for x in s.view(0)["side_schemes"]]
        assert bool(seen) is offered, where


@plays(COUNTER_PUNCH)
def test_counter_punch_after_a_hero_defense() -> None:
    s = build_position(Position(players=[Side(form="hero", hand=[COUNTER_PUNCH, STRENGTH])]))
    stack_encounter(s, ADVANCE)
    start_activation(s)
    defend_with_hero(s)
    act(s, "response", "Counter-Punch")
    pay(s, "")
    assert s.units[s.villain].damage == 2  # Spider-Man's ATK


@plays(GET_BEHIND_ME)
def test_get_behind_me_swaps_a_treachery_for_an_attack() -> None:
    s = build_position(
        Position(
            players=[Side(form="hero", hand=[GET_BEHIND_ME, GENIUS])],
            villain_damage=4,
        )
    )
    stack_encounter(s, ADVANCE)
    start_reveal(s, HARD_TO_KEEP_DOWN)
    act(s, "interrupt", "Get Behind Me")
    pay(s, "")
    while kind(s) == "interrupt":
        act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    assert s.units[s.villain].damage == 4 and hp(s) == 8


@plays(POWER_PROTECTION)
def test_power_of_protection_pays_double_for_protection() -> None:
    """Med Team costs 3: The Power of Protection (2) and First Aid's printed resource."""
    s = build_position(Position(players=[Side(hand=[MED_TEAM, POWER_PROTECTION, FIRST_AID])]))
    act(s, "turn", "Med Team")
    act(s, "pay", "Power of Protection")
    pay(s, "First Aid")
    assert by_name(s, "Med Team") >= 0


@plays(MED_TEAM)
def test_med_team_heals_2() -> None:
    s = build_position(Position(players=[Side(damage=3, play=[MED_TEAM])]))
    act(s, "turn", "Med Team")
    assert hp(s) == 9 and s.units[by_name(s, "Med Team")].counters == 2


@plays(ARMORED_VEST)
def test_armored_vest_plus_1_def() -> None:
    s = build_position(Position(players=[Side(form="hero", play=[ARMORED_VEST])]))
    stack_encounter(s, ADVANCE)
    start_activation(s)
    defend_with_hero(s)
    assert hp(s) == 10 and s.view(0)["players"][0]["defense"] == 4


@plays(INDOMITABLE)
@rules("MC-DEFEND-18")
def test_indomitable_readies_after_defending() -> None:
    """Rhino III (ATK 4) against Spider-Man's DEF 3: the response comes once the attack
    has ended, its 1 damage already dealt."""
    s = build_position(
        Position(players=[Side(form="hero", play=[INDOMITABLE])], villain_stage="III")
    )
    stack_encounter(s, ADVANCE)
    start_activation(s)
    defend_with_hero(s)
    assert kind(s) == "response" and hp(s) == 9
    act(s, "response", "Indomitable")
    assert not s.units[identity(s)].exhausted


def test_luke_cage_enters_with_a_tough_card() -> None:
    s = build_position(Position(players=[Side(play=[InPlay(LUKE_CAGE)])]))
    assert s.units[by_name(s, "Luke Cage")].tough == 1
