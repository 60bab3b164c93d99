"""The modular sets Legions of Hydra, The Doomsday Chair and Under Attack: one test per
card (each registered with :func:`plays`, and checked to fail with the card's script
emptied by ``test_mc_empty_scripts.py``), and the ``modular`` parameter."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from mc_helpers import (
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    rules,
    stack_encounter,
    start,
)

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    attach_encounter,
    build_position,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.errors import ParameterError

LEGIONS, MADAME_HYDRA, HYDRA_SOLDIER = "01180", "01181", "01182"
DOOMSDAY_CHAIR, MODOK, BIOMECH = "01183", "01184", "01185"
UNDER_ATTACK, VIBRANIUM_ARMOR, BLASTERS, CONCUSSIVE_BLAST = "01151", "01152", "01153", "01154"
ADVANCE, HYDRA_MERCENARY, ENERGY, STRENGTH, JESSICA = "01186", "01101", "01088", "01090", "01059"

CARD_TESTS: dict[str, Callable[[], None]] = {}


def plays(code: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    """Register the test that plays card ``code`` (for the empty-script check)."""

    def register(fn: Callable[[], None]) -> Callable[[], None]:
        CARD_TESTS[code] = fn
        return fn

    return register


def by_name(s: McState, name: str) -> int:
    found = [u for u in s.play if s.name(u) == name]
    assert found, f"{name} is not in play"
    return found[0]


# --- Legions of Hydra -------------------------------------------------------------------


@plays(LEGIONS)
def test_legions_of_hydra_fetches_madame_hydra() -> None:
    """Madame Hydra comes from the discard pile engaged with the player; then 2 threat
    per Hydra enemy (she and a Hydra Mercenary): 3 + 4."""
    s = build_position(
        Position(players=[Side(minions=[HYDRA_MERCENARY])], encounter_discard=[MADAME_HYDRA])
    )
    scheme = start_reveal(s, LEGIONS)
    hydra = by_name(s, "Madame Hydra")
    assert s.units[hydra].engaged == 0 and s.units[scheme].threat == 7


@plays(MADAME_HYDRA)
def test_madame_hydra_takes_no_damage_and_feeds_legions() -> None:
    s = build_position(
        Position(
            players=[Side(form="hero", minions=[MADAME_HYDRA])],
            side_schemes=[InPlay(LEGIONS, threat=3)],
        )
    )
    hydra, legions = by_name(s, "Madame Hydra"), by_name(s, "Legions of Hydra")
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Madame Hydra")
    assert s.units[hydra].damage == 0
    stack_encounter(s, ADVANCE)  # her boost card
    start_activation(s, 0, "scheme", enemy=hydra)
    assert s.units[legions].threat == 5


def test_madame_hydra_without_legions_in_play_triggers_nothing() -> None:
    """Her Forced Response has nothing to act on while Legions of Hydra is not in play:
    it does not trigger, and the log does not name a card still in the deck."""
    s = build_position(Position(players=[Side(form="hero", minions=[MADAME_HYDRA])]))
    hydra = by_name(s, "Madame Hydra")
    before = len(s.events or ())
    stack_encounter(s, ADVANCE)  # her boost card
    start_activation(s, 0, "scheme", enemy=hydra)
    assert not any("Legions of Hydra" in e.text for e in (s.events or ())[before:])


@plays(HYDRA_SOLDIER)
def test_hydra_soldier_deals_the_engaged_player_a_card() -> None:
    s = start(form="hero")
    soldier = engage(s, HYDRA_SOLDIER)
    mark(s, soldier, damage=2)
    act(s, "turn", "basic attack")  # the only target (Guard)
    assert not s.units[soldier].in_play and len(s.players[0].dealt) == 1


# --- The Doomsday Chair ---------------------------------------------------------------


@plays(DOOMSDAY_CHAIR)
def test_doomsday_chair_fetches_modok() -> None:
    s = build_position(Position(encounter_top=[ADVANCE, MODOK]))
    scheme = start_reveal(s, DOOMSDAY_CHAIR)
    assert s.units[by_name(s, "M.O.D.O.K.")].engaged == 0 and s.units[scheme].threat == 8


@rules("MC-KEYWORD-RETALIATE-01")
def test_modok_retaliates_2() -> None:
    s = build_position(Position(players=[Side(form="hero", minions=[MODOK])]))
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "M.O.D.O.K.")
    assert hp(s) == 8


@plays(BIOMECH)
def test_biomechanical_upgrades_saves_the_biggest_minion_once() -> None:
    """It attaches to M.O.D.O.K. (8 hit points, not the Mercenary's 3); when he would be
    defeated he heals all damage instead and the card is discarded. Surge: the next card
    (Advance) is revealed too."""
    s = build_position(
        Position(
            players=[Side(form="hero", minions=[HYDRA_MERCENARY, InPlay(MODOK, damage=6)])],
            encounter_top=[ADVANCE],
        )
    )
    modok = by_name(s, "M.O.D.O.K.")
    upgrades = start_reveal(s, BIOMECH)
    assert s.units[upgrades].host == modok and s.units[s.main].threat > 0
    mark(s, by_name(s, "Hydra Mercenary"), stunned=0)
    hand(s, "01005", "01090", "01090", "01090")  # Swinging Web Kick and its cost
    act(s, "turn", "Swinging Web Kick")
    while kind(s) == "pay":
        act(s, "pay", "Strength")
    act(s, "choose-enemy-attack", "M.O.D.O.K.")
    assert s.units[modok].in_play and s.units[modok].damage == 0
    assert not s.units[upgrades].in_play


# --- Under Attack -----------------------------------------------------------------------


@plays(UNDER_ATTACK)
def test_under_attack_each_player_chooses() -> None:
    """Spider-Man (hero) takes 3 damage; Carol Danvers (alter-ego) has no hero: 2 threat."""
    s = build_position(Position(players=[Side("spider-man", form="hero"), Side("captain-marvel")]))
    scheme = start_reveal(s, UNDER_ATTACK)
    act(s, "under-attack", "deal 3 damage")
    assert hp(s, 0) == 7 and s.units[scheme].threat == 3 + 2


@plays(VIBRANIUM_ARMOR)
def test_vibranium_armor_toughens_the_villain_and_can_be_removed() -> None:
    s = build_position(Position(players=[Side(form="hero")], villain_attachments=[VIBRANIUM_ARMOR]))
    act(s, "turn", "basic attack")  # at Rhino, the only enemy
    assert s.units[s.villain].damage == 2 and s.units[s.villain].tough == 1
    s = build_position(Position(players=[Side(form="hero", hand=[STRENGTH, STRENGTH, ENERGY])]))
    armor = attach_encounter(s, VIBRANIUM_ARMOR, s.villain)
    act(s, "turn", "Vibranium Armor")
    pay(s, "Strength")
    assert not s.units[armor].in_play and s.units[identity(s)].exhausted


@plays(BLASTERS)
def test_concussion_blasters_give_the_villain_retaliate_1() -> None:
    s = build_position(Position(players=[Side(form="hero")], villain_attachments=[BLASTERS]))
    act(s, "turn", "basic attack")  # at Rhino, the only enemy
    assert hp(s) == 9
    s = build_position(Position(players=[Side(form="hero", hand=[ENERGY, ENERGY, STRENGTH])]))
    blasters = attach_encounter(s, BLASTERS, s.villain)
    act(s, "turn", "Concussion Blasters")
    pay(s, "Energy")
    assert not s.units[blasters].in_play and s.units[identity(s)].exhausted


def pay(s: McState, card: str) -> None:
    while kind(s) == "pay":
        act(s, "pay", card)


@plays(CONCUSSIVE_BLAST)
def test_concussive_blast_hits_every_friendly_character() -> None:
    """When Revealed: each friendly character (both identities, an ally); as a boost:
    only the characters of the attacked player."""
    s = build_position(
        Position(players=[Side(form="hero", play=[JESSICA]), Side("captain-marvel")])
    )
    start_reveal(s, CONCUSSIVE_BLAST)
    assert hp(s, 0) == 9 and hp(s, 1) == 11 and s.units[by_name(s, "Jessica Jones")].damage == 1
    s = build_position(Position(players=[Side(form="hero"), Side("captain-marvel", form="hero")]))
    stack_encounter(s, CONCUSSIVE_BLAST)  # Rhino's boost card
    start_activation(s, 1)
    while kind(s) == "defend":  # P2, then P1, may defend
        act(s, "defend", "no defender")
    assert hp(s, 0) == 10 and hp(s, 1) == 12 - 2 - 1


# --- the modular parameter ------------------------------------------------------------------


@rules("MC-SETUP-10")
def test_the_encounter_deck_holds_the_chosen_modular_sets() -> None:
    def sets(**params: object) -> set[str]:
        s = build_position(Position(params=dict(params)))
        return {s.card(u).set for u in s.enc_deck}

    assert sets() == {"rhino", "bomb_scare", "standard", "spider_man"}  # Eviction Notice
    both = sets(modular="legions-of-hydra,under-attack")
    assert both == {"rhino", "legions_of_hydra", "under_attack", "standard", "spider_man"}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("masters-of-doom", "unknown modular set 'masters-of-doom'"),
        ("under-attack,under-attack", "a modular set is named twice"),
    ],
)
def test_bad_modular_sets_are_one_line_errors(value: str, message: str) -> None:
    with pytest.raises(ParameterError, match=message):
        build_position(Position(params={"modular": value}))


# --- Masters of Evil ------------------------------------------------------------------------

MASTERS_SCHEME, RADIOACTIVE, WHIRLWIND, TIGER_SHARK, MELTER, MAYHEM = (
    "01128",
    "01129",
    "01130",
    "01131",
    "01132",
    "01133",
)
GENIUS = "01089"


@plays(MASTERS_SCHEME)
def test_the_masters_of_evil_dig_out_a_minion_for_the_first_player() -> None:
    s = build_position(
        Position(
            players=[Side("spider-man"), Side("captain-marvel")],
            encounter_top=[ADVANCE, HYDRA_MERCENARY, TIGER_SHARK],
            first=1,
            active=1,
        )
    )
    scheme = start_reveal(s, MASTERS_SCHEME, seat=0)
    shark = by_name(s, "Tiger Shark")
    assert s.units[shark].engaged == 1 and s.units[scheme].threat == 3 * 2
    assert [s.name(u) for u in s.enc_discard] == ["Advance", "Hydra Mercenary"]


@plays(RADIOACTIVE)
def test_radioactive_man_discards_at_random() -> None:
    s = build_position(Position(players=[Side(form="hero", hand=[ENERGY], minions=[RADIOACTIVE])]))
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=by_name(s, "Radioactive Man"))
    act(s, "defend", "no defender")
    assert not s.players[0].hand and hp(s) == 9


@rules("MC-EATTACK-18")
def test_radioactive_man_attacked_you_even_when_an_ally_defends() -> None:
    s = build_position(
        Position(players=[Side(form="hero", hand=[ENERGY], play=[JESSICA], minions=[RADIOACTIVE])])
    )
    start_activation(s, 0, "attack", enemy=by_name(s, "Radioactive Man"))
    act(s, "defend", "Jessica Jones")
    assert not s.players[0].hand and hp(s) == 10


@plays(WHIRLWIND)
def test_whirlwind_attacks_every_hero() -> None:
    s = build_position(
        Position(
            players=[Side(form="hero", minions=[WHIRLWIND]), Side("captain-marvel", form="hero")]
        )
    )
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=by_name(s, "Whirlwind"))
    while kind(s) in ("defend", "interrupt", "response"):
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    assert hp(s, 0) == 10 - 2 and hp(s, 1) == 12 - 2


def _whirlwind_with_iron_man_at_1_hp() -> McState:
    """Whirlwind attacks She-Hulk, who is exhausted; Iron Man has 1 hit point left, so
    he falls if he defends her; Black Panther is the third hero."""
    s = build_position(
        Position(
            players=[
                Side("she-hulk", form="hero", exhausted=True, minions=[WHIRLWIND]),
                Side("iron-man", form="hero", damage=8),
                Side("black-panther", form="hero"),
            ]
        )
    )
    stack_encounter(s, ADVANCE, ADVANCE, ADVANCE)
    start_activation(s, 0, "attack", enemy=by_name(s, "Whirlwind"))
    return s


@rules("MC-ELIM-06", "MC-DEFEND-14")
def test_whirlwind_skips_a_hero_eliminated_by_his_first_attack() -> None:
    """Found by the soak (seed 52183): Iron Man defends She-Hulk against Whirlwind and is
    eliminated by it. The attack against Iron Man himself then has no target, and Black
    Panther's answer about his own defense goes to him, not to Iron Man's identity."""
    s = _whirlwind_with_iron_man_at_1_hp()
    asked = []
    while kind(s) in ("defend", "interrupt", "response"):
        if kind(s) == "defend":
            asked.append(s.decision().seat)
            act(s, "defend", "defend with your hero")
        else:
            act(s, kind(s), "pass")
    assert s.players[1].eliminated
    assert asked == [1, 2]  # Iron Man for She-Hulk, Black Panther for himself
    assert s.units[identity(s, 2)].exhausted and s.broken_invariants() == []
    events = [e.text for e in s.events or []]
    assert "Black Panther defends." in events
    assert events.count("Iron Man defends.") == 1


@rules("MC-ELIM-06")
def test_no_one_is_asked_to_defend_a_hero_already_eliminated() -> None:
    """The same attack with Black Panther declining to defend: he is asked once, for the
    attack against himself, never for the one against Iron Man, who is gone."""
    s = _whirlwind_with_iron_man_at_1_hp()
    asked = []
    while kind(s) in ("defend", "interrupt", "response"):
        if kind(s) == "defend":
            seat = s.decision().seat
            asked.append(seat)
            act(s, "defend", "defend with your hero" if seat == 1 else "no defender")
        else:
            act(s, kind(s), "pass")
    assert s.players[1].eliminated and asked == [1, 2]
    assert hp(s, 2) == 11 - 2 and s.broken_invariants() == []


@plays(TIGER_SHARK)
def test_tiger_shark_toughens_after_attacking() -> None:
    s = build_position(Position(players=[Side(form="hero", minions=[TIGER_SHARK])]))
    shark = by_name(s, "Tiger Shark")
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=shark)
    while kind(s) in ("defend", "interrupt", "response"):
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    assert s.units[shark].tough == 1


@plays(MELTER)
def test_melter_must_be_defended_by_an_ally() -> None:
    s = build_position(Position(players=[Side(form="hero", play=[JESSICA], minions=[MELTER])]))
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=by_name(s, "Melter"))
    while kind(s) == "interrupt":
        act(s, "interrupt", "pass")
    assert kind(s) == "defend" and all("Jessica Jones" in x for x in s.labels().values())


@plays(MAYHEM)
def test_masters_of_mayhem_attack_or_fetch() -> None:
    """Tiger Shark attacks his hero; with no Masters of Evil minion to attack, one comes
    from the discard pile instead."""
    s = build_position(Position(players=[Side(form="hero", minions=[TIGER_SHARK])]))
    stack_encounter(s, ADVANCE)
    start_reveal(s, MAYHEM)
    while kind(s) in ("defend", "interrupt", "response"):
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    assert hp(s) == 10 - 3
    s = build_position(Position(encounter_discard=[MELTER]))
    start_reveal(s, MAYHEM)
    assert s.units[by_name(s, "Melter")].engaged == 0


@rules("MC-SEARCH-01", "MC-SEARCH-03")
def test_masters_of_mayhem_the_searching_player_chooses_the_minion() -> None:
    """Masters of Mayhem with no attack made: several Masters of Evil minions qualify
    (one in the discard pile, one in the deck), so the player chooses which one comes
    into play engaged with them; the other stays, and the deck is shuffled."""
    for wanted, other in (("Melter", "Whirlwind"), ("Whirlwind", "Melter")):
        s = build_position(Position(encounter_top=[ADVANCE, WHIRLWIND], encounter_discard=[MELTER]))
        start_reveal(s, MAYHEM)
        assert kind(s) == "search-encounter"
        assert sorted(labels(s)) == ["Melter", "Whirlwind"]
        act(s, "search-encounter", wanted)
        assert s.units[by_name(s, wanted)].engaged == 0
        left = [s.name(u) for u in [*s.enc_deck, *s.enc_discard]]
        assert left.count(other) == 1 and wanted not in left  # the one found left the pile


@rules("MC-SEARCH-01")
def test_masters_of_mayhem_searches_only_when_no_attack_was_made() -> None:
    """Tiger Shark attacks: Melter stays in the discard pile. With no Masters of Evil
    minion in play, in the deck or in the discard pile, nothing comes into play."""
    s = build_position(
        Position(players=[Side(form="hero", minions=[TIGER_SHARK])], encounter_discard=[MELTER])
    )
    stack_encounter(s, ADVANCE)
    start_reveal(s, MAYHEM)
    while kind(s) in ("defend", "interrupt", "response"):
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    assert [s.name(u) for u in s.enc_discard].count("Melter") == 1
    s = build_position(Position(players=[Side(form="hero")], encounter_top=[ADVANCE]))
    for u in [*s.enc_deck, *s.enc_discard]:  # no Masters of Evil minion left anywhere
        assert s.name(u) not in ("Radioactive Man", "Whirlwind", "Tiger Shark", "Melter")
    start_reveal(s, MAYHEM)
    assert not s.view(0)["players"][0]["engaged_minions"]
