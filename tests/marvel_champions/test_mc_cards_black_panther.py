"""Black Panther (hero kit, obligation, nemesis set Killmonger): one test per card,
registered with ``plays`` for the empty-script check, and the rules of his Wakanda
Forever! sequence."""

from __future__ import annotations

from mc_helpers import act, hp, identity, kind, labels, rules, stack_encounter, threat
from test_mc_cards_modular import by_name, pay, plays

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.game import load_game

BLACK_PANTHER, TCHALLA = "01040a", "01040b"
SHURI, ANCESTRAL, GOLDEN_CITY = "01041", "01042", "01045"
WAKANDA = ("01043a", "01043b", "01043c", "01043d")
DAGGERS, CLAWS, TACTICAL, SUIT = "01046", "01047", "01048", "01049"
AFFAIRS, USURP, KILLMONGER, HERB, RITUAL = "01155", "01156", "01157", "01158", "01159"
ENERGY, GENIUS, STRENGTH, ADVANCE = "01088", "01089", "01090", "01186"
RADIOACTIVE_MAN, ARMORED_VEST, SANDMAN = "01129", "01081", "01102"


def panther(form: str = "hero", **side: object) -> McState:
    return build_position(Position(players=[Side("black-panther", form=form, **side)]))  # type: ignore[arg-type]


def wakanda(s: McState, code: str = WAKANDA[3], pay_with: str = "Energy") -> None:
    """Play a Wakanda Forever! (from a hand holding it and ``pay_with``)."""
    act(s, "turn", "Wakanda Forever")
    pay(s, pay_with)


def hand_names(s: McState) -> list[str]:
    return sorted(s.view(0)["players"][0]["hand"])


# --- the identity ------------------------------------------------------------------------


@plays(TCHALLA)
@rules("MC-SETUP-16", "MC-SETUPABILITY-01")
def test_foresight_takes_a_black_panther_upgrade_after_the_mulligan() -> None:
    """After the mulligans, T'Challa searches his deck for a Black Panther upgrade; the
    other player learns that a card was taken, never which."""
    s = load_game("marvel-champions", heroes="black-panther,spider-man").new_initial_state(3)
    while kind(s) in ("first-player", "mulligan"):
        s.apply_action(s.decision().options[0])
    assert kind(s) == "search-deck" and s.decision().seat == 0
    upgrades = ("Energy Daggers", "Panther Claws", "Tactical Genius", "Vibranium Suit")
    in_hand = s.view(0)["players"][0]["hand"]
    assert sorted(labels(s)) == [f"take {n}" for n in upgrades if n not in in_hand]
    taken = labels(s)[-1].removeprefix("take ")
    action = next(a for a, label in s.labels().items() if taken in label)
    assert taken not in s.public_action_string(action)
    deck_before = len(s.players[0].deck)
    s.apply_action(action)
    assert s.view(0)["players"][0]["hand"].count(taken) == in_hand.count(taken) + 1
    assert len(s.players[0].hand) == 7 and len(s.players[0].deck) == deck_before - 1
    seen_by_other = " ".join(e.text for e in s.events or () if e.seat in (-1, 1))
    assert taken not in seen_by_other


@rules("MC-KEYWORD-RETALIATE-01", "MC-FAQ-CORE-15")
def test_black_panther_retaliates_when_he_defends() -> None:
    s = panther()
    stack_encounter(s, ADVANCE)  # a boost card without icons
    start_activation(s)
    act(s, "defend", "defend with your hero")
    assert s.units[s.villain].damage == 1 and hp(s) == 11  # Rhino's 2 ATK - DEF 2


@rules("MC-FAQ-CORE-14")
def test_black_panther_does_not_retaliate_when_an_ally_defends() -> None:
    s = panther(play=[SHURI])
    stack_encounter(s, ADVANCE)
    start_activation(s)
    act(s, "defend", "Shuri")
    assert s.units[s.villain].damage == 0


# --- the hero kit --------------------------------------------------------------------------


@plays(SHURI)
def test_shuri_fetches_an_upgrade_on_entering_play() -> None:
    s = panther(hand=[SHURI, STRENGTH])
    act(s, "turn", "Shuri")
    pay(s, "Strength")
    act(s, "response", "Shuri")
    assert "take Armored Vest" in labels(s) and "take Panther Claws" in labels(s)
    act(s, "search-deck", "Armored Vest")
    assert hand_names(s) == ["Armored Vest"]


@plays(ANCESTRAL)
@rules("MC-FAQ-CORE-16")
def test_ancestral_knowledge_shuffles_three_names_back() -> None:
    """Two versions of Wakanda Forever! share a name: they are one choice."""
    s = panther(
        "alter-ego",
        hand=[ANCESTRAL, GENIUS],
        discard=[WAKANDA[0], WAKANDA[3], ENERGY, STRENGTH, SHURI],
    )
    deck = len(s.players[0].deck)
    act(s, "turn", "Ancestral Knowledge")
    pay(s, "Genius")
    assert labels(s) == [
        "done",
        "shuffle Energy back",
        "shuffle Genius back",  # paid for it: in the discard pile already
        "shuffle Shuri back",
        "shuffle Strength back",
        "shuffle Wakanda Forever! back",
    ]
    act(s, "ancestral-knowledge", "Wakanda")
    assert "shuffle Wakanda Forever! back" not in labels(s)
    act(s, "ancestral-knowledge", "Energy")
    act(s, "ancestral-knowledge", "Shuri")
    assert kind(s) == "turn"
    discard = sorted(s.view(0)["players"][0]["discard"])
    assert discard == ["Ancestral Knowledge", "Genius", "Strength", "Wakanda Forever!"]
    assert len(s.players[0].deck) == deck + 3


def _wakanda_forever_resolves_panther_claws(code: str) -> None:
    s = panther(hand=[code, ENERGY], play=[CLAWS])
    wakanda(s, code)
    assert s.units[s.villain].damage == 4  # the only step is the final step


@plays(WAKANDA[0])
def test_wakanda_forever_energy_version() -> None:
    _wakanda_forever_resolves_panther_claws(WAKANDA[0])


@plays(WAKANDA[1])
def test_wakanda_forever_mental_version() -> None:
    _wakanda_forever_resolves_panther_claws(WAKANDA[1])


@plays(WAKANDA[2])
def test_wakanda_forever_physical_version() -> None:
    _wakanda_forever_resolves_panther_claws(WAKANDA[2])


@plays(WAKANDA[3])
def test_wakanda_forever_wild_version() -> None:
    _wakanda_forever_resolves_panther_claws(WAKANDA[3])


@plays(GOLDEN_CITY)
def test_the_golden_city_draws_2() -> None:
    s = panther("alter-ego", play=[GOLDEN_CITY])
    act(s, "turn", "The Golden City")
    assert len(s.players[0].hand) == 2 and s.units[by_name(s, "The Golden City")].exhausted


@plays(DAGGERS)
def test_energy_daggers_hit_the_villain_and_the_players_enemies() -> None:
    """Not the final step: 1 damage each; as the final step (after Panther Claws): 2."""
    s = panther(hand=[WAKANDA[3], ENERGY], play=[DAGGERS, CLAWS], minions=[RADIOACTIVE_MAN])
    wakanda(s)
    act(s, "wakanda-forever", "Energy Daggers")
    man = by_name(s, "Radioactive Man")
    assert s.units[s.villain].damage == 1 and s.units[man].damage == 1
    act(s, "choose-enemy-attack", "Radioactive Man")
    assert s.units[man].damage == 1 + 4
    s = panther(hand=[WAKANDA[3], ENERGY], play=[DAGGERS, CLAWS], minions=[RADIOACTIVE_MAN])
    wakanda(s)
    act(s, "wakanda-forever", "Panther Claws")
    act(s, "choose-enemy-attack", "Rhino")
    man = by_name(s, "Radioactive Man")
    assert s.units[s.villain].damage == 2 + 2 and s.units[man].damage == 2


@plays(CLAWS)
def test_panther_claws_2_damage_or_4_as_the_final_step() -> None:
    s = build_position(
        Position(
            players=[
                Side(
                    "black-panther", form="hero", hand=[WAKANDA[3], ENERGY], play=[CLAWS, TACTICAL]
                )
            ],
            main_threat=5,
        )
    )
    wakanda(s)
    act(s, "wakanda-forever", "Panther Claws")
    assert s.units[s.villain].damage == 2
    assert threat(s) == 3  # Tactical Genius, the final step: 2 threat


@plays(TACTICAL)
def test_tactical_genius_1_threat_or_2_as_the_final_step() -> None:
    s = build_position(
        Position(
            players=[
                Side("black-panther", form="hero", hand=[WAKANDA[3], ENERGY], play=[TACTICAL])
            ],
            main_threat=5,
        )
    )
    wakanda(s)
    assert threat(s) == 3
    s = build_position(
        Position(
            players=[
                Side(
                    "black-panther",
                    form="hero",
                    hand=[WAKANDA[3], ENERGY],
                    play=[TACTICAL, CLAWS],
                )
            ],
            main_threat=5,
        )
    )
    wakanda(s)
    act(s, "wakanda-forever", "Tactical Genius")
    assert threat(s) == 4 and s.units[s.villain].damage == 4


@plays(SUIT)
@rules("MC-MOVE-02", "MC-HEAL-03")
def test_vibranium_suit_moves_damage_from_black_panther() -> None:
    s = panther(damage=3, hand=[WAKANDA[3], ENERGY], play=[SUIT])
    wakanda(s)
    assert s.units[identity(s)].damage == 1 and s.units[s.villain].damage == 2
    s = panther(damage=1, hand=[WAKANDA[3], ENERGY], play=[SUIT])
    wakanda(s)  # only 1 damage to move
    assert s.units[identity(s)].damage == 0 and s.units[s.villain].damage == 1


@rules("MC-FAQ-CORE-17", "MC-MOVE-03")
def test_vibranium_suit_damage_moved_onto_a_tough_enemy_discards_its_tough_card() -> None:
    s = build_position(
        Position(
            players=[
                Side("black-panther", form="hero", damage=3, hand=[WAKANDA[3], ENERGY], play=[SUIT])
            ],
            villain_tough=1,
        )
    )
    wakanda(s)
    assert s.units[s.villain].tough == 0 and s.units[s.villain].damage == 0


@rules("MC-MOVE-01")
def test_vibranium_suit_moves_nothing_from_an_undamaged_hero() -> None:
    s = panther(hand=[WAKANDA[3], ENERGY], play=[SUIT])
    wakanda(s)
    assert s.units[s.villain].damage == 0 and s.units[identity(s)].damage == 0


@rules("MC-SPECIAL-01")
def test_a_special_ability_is_not_used_on_its_own() -> None:
    s = panther(play=[CLAWS, TACTICAL, DAGGERS, SUIT])
    assert not any(
        name in label
        for label in labels(s)
        for name in ("Panther Claws", "Tactical Genius", "Energy Daggers", "Vibranium Suit")
    )


@rules("MC-LABEL-06", "MC-STUN-04")
def test_a_stunned_black_panther_loses_the_attack_step_not_the_sequence() -> None:
    """Panther Claws' step (attack) is canceled by the stunned card; Tactical Genius, now
    the final step, still removes 2 threat."""
    s = build_position(
        Position(
            players=[
                Side(
                    "black-panther",
                    form="hero",
                    stunned=1,
                    hand=[WAKANDA[3], ENERGY],
                    play=[CLAWS, TACTICAL],
                )
            ],
            main_threat=5,
        )
    )
    wakanda(s)
    act(s, "wakanda-forever", "Panther Claws")
    assert s.units[s.villain].damage == 0 and s.units[identity(s)].stunned == 0
    assert threat(s) == 3


def test_every_step_of_the_full_sequence_in_the_chosen_order() -> None:
    """All four upgrades: the Suit moves 1, the Daggers deal 1, the Genius removes 1, and
    the Claws, last, deal 4; Rhino takes 1 + 1 + 4."""
    s = build_position(
        Position(
            players=[
                Side(
                    "black-panther",
                    form="hero",
                    damage=2,
                    hand=[WAKANDA[3], ENERGY],
                    play=[CLAWS, TACTICAL, DAGGERS, SUIT],
                )
            ],
            main_threat=5,
        )
    )
    wakanda(s)
    assert sorted(labels(s)) == [
        "Energy Daggers",
        "Panther Claws",
        "Tactical Genius",
        "Vibranium Suit",
    ]
    act(s, "wakanda-forever", "Vibranium Suit")
    act(s, "wakanda-forever", "Energy Daggers")
    act(s, "wakanda-forever", "Tactical Genius")
    assert kind(s) == "turn"
    assert s.units[identity(s)].damage == 1 and threat(s) == 4
    assert s.units[s.villain].damage == 1 + 1 + 4


def test_wakanda_forever_offers_no_upgrade_twice_and_ends_with_the_last() -> None:
    s = panther(hand=[WAKANDA[3], ENERGY], play=[CLAWS, DAGGERS])
    wakanda(s)
    d = s.decision()
    assert d.kind == "wakanda-forever" and all(enc.UID <= a < enc.USE for a in d.options)
    act(s, "wakanda-forever", "Panther Claws")
    assert kind(s) == "turn"  # the Daggers resolved as the final step, no question asked
    assert s.units[s.villain].damage == 2 + 2


# --- obligation and nemesis set -------------------------------------------------------------


@plays(AFFAIRS)
def test_affairs_of_state_discards_a_black_panther_upgrade() -> None:
    s = panther(play=[CLAWS, TACTICAL, ARMORED_VEST])
    start_reveal(s, AFFAIRS)
    act(s, "obligation-flip", "stay in hero form")
    act(s, "obligation", "discard a Black Panther upgrade")
    assert sorted(labels(s)) == ["Panther Claws", "Tactical Genius"]
    act(s, "discard-card", "Panther Claws")
    me = s.view(0)["players"][0]
    assert sorted(me["discard"]) == ["Panther Claws"]
    assert kind(s) == "turn"  # no surge
    s = panther("alter-ego")
    start_reveal(s, AFFAIRS)
    act(s, "obligation", "exhaust T'Challa")
    assert s.units[identity(s)].exhausted and kind(s) == "turn"
    assert "Affairs of State" not in str(s.view(0)["encounter_discard"])


def test_affairs_of_state_with_one_black_panther_upgrade_takes_it_without_asking() -> None:
    s = panther(play=[SUIT, ARMORED_VEST])
    start_reveal(s, AFFAIRS)
    act(s, "obligation-flip", "stay in hero form")
    act(s, "obligation", "discard a Black Panther upgrade")
    assert kind(s) == "turn" and s.view(0)["players"][0]["discard"] == ["Vibranium Suit"]


@plays(KILLMONGER)
@rules("MC-TARGET-05")
def test_killmonger_takes_no_damage_from_black_panther_upgrades() -> None:
    """Panther Claws cannot pick him (it has only Rhino to hit); Energy Daggers pass him
    by; Black Panther's own attack hurts him."""
    s = panther(hand=[WAKANDA[3], ENERGY], play=[CLAWS, DAGGERS], minions=[KILLMONGER])
    wakanda(s)
    act(s, "wakanda-forever", "Panther Claws")  # Rhino, the only valid target
    killmonger = by_name(s, "Killmonger")
    assert s.units[s.villain].damage == 2 + 2 and s.units[killmonger].damage == 0
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Killmonger")
    assert s.units[killmonger].damage == 2


@plays(HERB)
def test_heart_shaped_herb_toughens_the_villain_and_your_minions() -> None:
    s = panther(minions=[RADIOACTIVE_MAN])
    stack_encounter(s, ADVANCE)  # revealed by the surge
    start_reveal(s, HERB)
    assert s.units[s.villain].tough == 1 and s.units[by_name(s, "Radioactive Man")].tough == 1
    s = panther("alter-ego")  # Rhino schemes (no Retaliate to spend the tough card)
    stack_encounter(s, HERB)  # Rhino's boost card
    start_activation(s)
    assert s.units[s.villain].tough == 1


@plays(RITUAL)
def test_ritual_combat_x_is_1_plus_the_discarded_boost_icons() -> None:
    s = panther()
    stack_encounter(s, SANDMAN)  # 2 boost icons: X = 3
    start_reveal(s, RITUAL)
    assert labels(s) == ["your hero takes 3 damage", "place 3 threat on the main scheme"]
    act(s, "ritual-combat", "your hero takes")
    assert hp(s) == 11 - 3 and "Sandman" in str(s.view(0)["encounter_discard"])
    s = panther()
    before = threat(s)
    stack_encounter(s, ADVANCE)  # no boost icon: X = 1
    start_reveal(s, RITUAL)
    act(s, "ritual-combat", "threat")
    assert threat(s) == before + 1 and hp(s) == 11


def test_usurp_the_throne_has_3_threat_per_player() -> None:
    s = build_position(Position(players=[Side("black-panther"), Side("spider-man")]))
    scheme = start_reveal(s, USURP)
    assert s.units[scheme].threat == 6
