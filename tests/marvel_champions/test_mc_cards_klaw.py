"""The Klaw scenario: villain stages, the two main scheme stages, the Klaw encounter set;
one test per card, registered with ``plays`` for the empty-script check."""

from __future__ import annotations

from mc_helpers import act, hp, identity, kind, rules, stack_encounter, threat
from test_mc_cards_modular import by_name, pay, plays

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    discard_from_play,
    mark,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState

KLAW_I, KLAW_II, KLAW_III = "01113", "01114", "01115"
UNDERGROUND_A, UNDERGROUND_B, RENDEZVOUS_A = "01116a", "01116b", "01117a"
SONIC_CONVERTER, SOLID_SOUND, ARMORED_GUARD, WEAPONS_RUNNER = "01118", "01119", "01120", "01121"
VENGEANCE, SONIC_BOOM, SOUND_MANIPULATION = "01122", "01123", "01124"
DEFENSE_NETWORK, ARMS_FACTORY, IMMORTAL = "01125", "01126", "01127"
ADVANCE, SHOCKER, ENERGY, GENIUS, STRENGTH = "01186", "01103", "01088", "01089", "01090"
JESSICA, HAWKEYE = "01059", "01066"


def klaw(form: str = "hero", stage: str = "", **pos: object) -> McState:
    players = pos.pop("players", None) or [Side(form=form)]
    return build_position(
        Position(players=players, villain="klaw", villain_stage=stage, **pos)  # type: ignore[arg-type]
    )


def no_defender(s: McState) -> None:
    """No defender, no optional interrupt; forced abilities in the order offered."""
    answers = {"defend": "no defender", "interrupt": "pass", "response": "pass"}
    while kind(s) in (*answers, "order-forced"):
        act(s, kind(s), answers.get(kind(s), ""))


@plays(KLAW_I)
def test_klaw_gets_an_extra_boost_card() -> None:
    s = klaw()
    stack_encounter(s, ADVANCE, VENGEANCE)  # boost icons 0 and 1
    start_activation(s)
    no_defender(s)
    assert hp(s) == 10 - (0 + 0 + 1)  # ATK 0, two boost cards


def test_klaws_extra_boost_card_is_told_once() -> None:
    """His forced interrupt says what it does ("he is dealt one more boost card"): no
    second line for the same card ("Klaw is dealt another boost card")."""
    s = klaw()
    stack_encounter(s, ADVANCE, VENGEANCE)
    told = len(s.events)
    start_activation(s)
    no_defender(s)
    lines = [e.text for e in s.events[told:] if "boost card" in e.text]
    assert lines == [
        "Klaw: he is dealt one more boost card.",
        "Klaw is dealt a facedown boost card.",
    ]


@plays(KLAW_II)
def test_klaw_ii_fetches_the_immortal_klaw() -> None:
    s = klaw(stage="II")
    scheme = by_name(s, 'The "Immortal" Klaw')
    assert s.units[scheme].threat == 3 and s.view(0)["villain"]["hit_points"] == 18 + 10


@plays(KLAW_III)
def test_klaw_iii_extra_boost() -> None:
    s = klaw(stage="III")
    stack_encounter(s, ADVANCE, VENGEANCE)
    start_activation(s)
    no_defender(s)
    assert hp(s) == 10 - (2 + 1)


@plays(UNDERGROUND_A)
@rules("MC-SETUP-12")
def test_underground_distribution_setup_reveals_defense_network() -> None:
    s = klaw()
    assert [x["name"] for x in s.view(0)["side_schemes"]] == ["Defense Network"]


@plays(UNDERGROUND_B)
def test_underground_distribution_digs_a_minion_for_the_first_player() -> None:
    s = klaw()
    minions = s.view(0)["players"][0]["engaged_minions"]
    assert len(minions) == 1


@plays(RENDEZVOUS_A)
@rules(
    "MC-MAINSCHEME-03",
    "MC-MAINSCHEME-06",
    "MC-MAINSCHEME-07",
    "MC-MAINSCHEME-08",
    "MC-MAINSCHEME-09",
)
def test_the_main_scheme_advances_to_secret_rendezvous() -> None:
    """Completing Underground Distribution (6 threat) does not lose: Secret Rendezvous
    comes up with no threat (the excess is lost), and its 2A digs out a minion."""
    s = klaw(main_threat=5, encounter_top=[ADVANCE, SHOCKER], acceleration=1)
    before = len(s.view(0)["players"][0]["engaged_minions"])
    start_activation(s, 0, "scheme")  # Klaw schemes for 2 (and a boost card)
    assert not s.is_terminal()
    v = s.view(0)
    assert v["main_scheme"]["name"] == "Secret Rendezvous" and threat(s) == 0
    assert v["main_scheme"]["acceleration_tokens"] == 1  # MC-MAINSCHEME-06: they stay
    assert len(v["players"][0]["engaged_minions"]) == before + 1


def test_a_dig_for_a_minion_is_one_line_naming_the_cards() -> None:
    """Secret Rendezvous discards Klaw's Vengeance and Sonic Boom before Shocker: one
    line names the three (each card a line buried set-up in a dozen of them)."""
    s = klaw(main_threat=5, encounter_top=[ADVANCE, VENGEANCE, SONIC_BOOM, SHOCKER])
    told = len(s.events)
    start_activation(s, 0, "scheme")
    lines = [e for e in s.events[told:] if "discarded from the encounter deck" in e.text]
    assert [e.text for e in lines] == [
        "3 cards are discarded from the encounter deck to find a minion: Klaw's Vengeance,"
        " Sonic Boom and Shocker."
    ]
    assert len(lines[0].ids) == 3


@rules("MC-ENCDECK-03")
def test_a_dig_that_empties_the_deck_says_no_minion_was_found() -> None:
    """Secret Rendezvous digs through a deck with no minion left: the deck runs out
    (and is reset), the dig stops, and its one line says none was found."""
    deck = [ADVANCE, VENGEANCE, SONIC_BOOM]  # Klaw's boost card first, then the dig
    s = klaw(main_threat=5, encounter_deck=deck, acceleration=1)
    told = len(s.events)
    start_activation(s, 0, "scheme")
    lines = [e.text for e in s.events[told:] if "discarded from the encounter deck" in e.text]
    assert lines == [
        "2 cards are discarded from the encounter deck to find a minion (there is none: the"
        " deck ran out): Klaw's Vengeance and Sonic Boom."
    ]


@rules("MC-MAINSCHEME-04")
def test_completing_secret_rendezvous_loses() -> None:
    s = klaw(main_threat=5)
    stack_encounter(s, ADVANCE, SHOCKER)
    start_activation(s, 0, "scheme")
    stack_encounter(s, ADVANCE)
    mark(s, s.main, threat=7)
    start_activation(s, 0, "scheme")
    assert s.is_terminal() and "Secret Rendezvous is completed" in s.reason


@plays(SONIC_CONVERTER)
def test_sonic_converter_stuns_whom_klaw_damages() -> None:
    s = klaw(villain_attachments=[SONIC_CONVERTER])
    stack_encounter(s, ADVANCE, ADVANCE)
    start_activation(s)
    no_defender(s)
    assert hp(s) == 9 and s.units[identity(s)].stunned == 1
    s = klaw(players=[Side(form="hero", hand=[ENERGY, GENIUS, STRENGTH])])
    converter = start_reveal(s, SONIC_CONVERTER)
    act(s, "turn", "Sonic Converter")
    pay(s, "")
    assert not s.units[converter].in_play


@rules("MC-BOOST-06")
def test_boost_damage_is_not_the_attacks_damage() -> None:
    """Klaw (ATK 0 + 1) with Sonic Converter; the hero defends (DEF 3) and takes no
    damage from the attack, but Concussive Blast's boost deals 1: that damage is not
    the activation's, so the hero is not stunned."""
    s = klaw(villain_attachments=[SONIC_CONVERTER])
    stack_encounter(s, "01154", ADVANCE)  # Concussive Blast, then a blank boost card
    start_activation(s)
    while kind(s) in ("order-forced", "interrupt"):
        act(s, kind(s), "" if kind(s) == "order-forced" else "pass")
    act(s, "defend", "defend with your hero")
    no_defender(s)
    assert hp(s) == 9 and s.units[identity(s)].stunned == 0


@plays(SOLID_SOUND)
def test_solid_sound_body_retaliates() -> None:
    s = klaw(villain_attachments=[SOLID_SOUND])
    for m in s.view(0)["players"][0]["engaged_minions"]:  # the minion dug out at set-up
        discard_from_play(s, m["uid"])
    act(s, "turn", "basic attack")  # at Klaw, the only enemy
    assert hp(s) == 9


@plays(WEAPONS_RUNNER)
def test_weapons_runner_boost_joins_the_fight() -> None:
    s = klaw()
    runner = stack_encounter(s, WEAPONS_RUNNER, ADVANCE)[0]
    start_activation(s)
    no_defender(s)
    assert s.units[runner].in_play and s.units[runner].engaged == 0


@rules("MC-BOOST-08", "MC-INPLAY-04")
def test_weapons_runner_defeated_during_the_attack_is_discarded_once() -> None:
    """The boost card comes into play, Hawkeye defeats it at once: after the attack it is
    not discarded a second time as a boost card (it was in two zones)."""
    s = klaw(players=[Side(form="hero", play=[HAWKEYE])])
    runner = stack_encounter(s, WEAPONS_RUNNER, ADVANCE)[0]
    start_activation(s)
    while kind(s) != "turn":
        if kind(s) == "response":
            act(s, "response", "Hawkeye")
        else:
            act(s, kind(s), {"defend": "no defender"}.get(kind(s), "pass"))
    assert s.enc_discard.count(runner) == 1 and not s.units[runner].in_play
    assert s.broken_invariants() == []


@plays(VENGEANCE)
def test_klaws_vengeance_threat_if_the_attack_deals_damage() -> None:
    s = klaw(stage="II")  # ATK 1
    before = threat(s)
    stack_encounter(s, ADVANCE, ADVANCE)
    start_reveal(s, VENGEANCE)
    no_defender(s)
    assert hp(s) == 9 and threat(s) == before + 1
    s = klaw("alter-ego", players=[Side(hand=[ENERGY])])
    start_reveal(s, VENGEANCE)
    assert not s.players[0].hand


@plays(SONIC_BOOM)
def test_sonic_boom_pay_or_be_exhausted() -> None:
    s = klaw(players=[Side(form="hero", play=[JESSICA], hand=[ENERGY, GENIUS, STRENGTH])])
    start_reveal(s, SONIC_BOOM)
    act(s, "sonic-boom", "exhaust")
    assert s.units[identity(s)].exhausted and s.units[by_name(s, "Jessica Jones")].exhausted


@plays(SOUND_MANIPULATION)
def test_sound_manipulation_heals_klaw() -> None:
    s = klaw(villain_damage=5)
    start_reveal(s, SOUND_MANIPULATION)
    assert hp(s) == 8 and s.units[s.villain].damage == 3
    s = klaw("alter-ego", villain_damage=5)
    start_reveal(s, SOUND_MANIPULATION)
    assert s.units[s.villain].damage == 1


@plays(DEFENSE_NETWORK)
def test_defense_network_per_hero_threat() -> None:
    s = klaw(players=[Side(form="hero"), Side("captain-marvel")])
    assert s.units[by_name(s, "Defense Network")].threat == 2 + 2


@plays(ARMS_FACTORY)
def test_illegal_arms_factory_per_hero_threat() -> None:
    s = klaw()
    scheme = start_reveal(s, ARMS_FACTORY)
    assert s.units[scheme].threat == 3 + 1


@plays(IMMORTAL)
def test_the_immortal_klaw_holds_10_hit_points() -> None:
    """Klaw I (12 hit points) with 15 damage stands while the scheme is in play; when
    it is defeated the 10 hit points go and Klaw is defeated."""
    s = klaw(villain_damage=15, side_schemes=[InPlay(IMMORTAL, threat=1)])
    assert s.view(0)["villain"]["hit_points"] == 12 + 10 - 15
    act(s, "turn", "basic thwart")
    if kind(s) == "choose-scheme":
        act(s, "choose-scheme", "Immortal")
    assert s.view(0)["villain"]["stage"] == "II"


def test_armored_guard_is_a_tough_guard() -> None:
    s = klaw(encounter_top=[ARMORED_GUARD])
    guard = start_reveal(s, ARMORED_GUARD)
    assert s.units[guard].tough == 1 and "Guard" in s.card(guard).keywords
