"""Rule coverage, sections 6, 14 and 17: card faces, identity of cards, printed and
base values, classification and card anatomy, read from the card data and the engine."""

from __future__ import annotations

import dataclasses

from mc_helpers import (
    BLACK_CAT,
    DAREDEVIL,
    GENIUS,
    GET_READY,
    IM_TOUGH,
    JESSICA,
    LEAD,
    POWER_JUSTICE,
    SPIDER_WOMAN,
    act,
    finish_round,
    hand,
    identity,
    labels,
    mark,
    put,
    reveal,
    rules,
    stack_deck,
    start,
    threat,
    with_card,
)

from rulebound.games.marvel_champions.cards import load_pool
from rulebound.games.marvel_champions.decks import deck_problems, load_deck
from rulebound.games.marvel_champions.rules import flip, stat

POOL = load_pool()
PLAYER_TYPES = ("ally", "event", "support", "upgrade", "resource")


@rules("MC-DOUBLESIDED-01")
def test_only_identities_and_the_main_scheme_are_double_sided() -> None:
    sided = {c.code for c in POOL.cards if c.back}
    identities = {
        f"{n}{side}" for n in ("01001", "01010", "01019", "01029", "01040") for side in "ab"
    }
    main_schemes = {c.code for c in POOL.cards if c.type == "main_scheme"}
    assert len(main_schemes) == 12  # Rhino 1, Klaw 2, Ultron 3 stages, two sides each
    assert sided == identities | main_schemes
    assert all(POOL.by_code[POOL.by_code[c].back].back == c for c in sided)


@rules("MC-SUBTITLE-01")
def test_allies_with_an_alias_carry_a_subtitle() -> None:
    subtitled = {c.name: c.subname for c in POOL.cards if c.subname}
    assert subtitled == {
        "Black Cat": "Felicia Hardy",
        "Spider-Woman": "Jessica Drew",
        "Daredevil": "Matt Murdock",
        "Hawkeye": "Clint Barton",
        "Mockingbird": "Bobbi Morse",
        "Hellcat": "Patsy Walker",
        "Hulk": "Bruce Banner",
        "Tigra": "Greer Grant Nelson",
        "Black Widow": "Natasha Romanoff",
        "War Machine": "James Rhodes",
    }
    assert all(POOL.by_code[c].type == "ally" for c in (BLACK_CAT, DAREDEVIL, SPIDER_WOMAN))


@rules("MC-UNIQUE-05")
def test_matching_unique_cards_cannot_share_play() -> None:
    # Two Daredevil (Matt Murdock) match; Spider-Woman (Jessica Drew) does not match
    # Jessica Jones (different name, her subtitle is not Jessica Jones's title).
    s = start()
    put(s, DAREDEVIL)
    put(s, SPIDER_WOMAN)
    hand(s, DAREDEVIL, JESSICA, GENIUS, GENIUS, GENIUS, GENIUS)
    assert not any("play Daredevil" in x for x in labels(s))
    assert any("play Jessica Jones" in x for x in labels(s))


@rules("MC-IDSPEC-04")
def test_identity_specific_cards_carry_the_identity_icon() -> None:
    kit = [c for c in POOL.cards if c.set == "spider_man" and c.type != "obligation"]
    assert kit and all(c.aspect == "hero" for c in kit)
    assert POOL.by_code["01001a"].aspect == POOL.by_code["01001b"].aspect == "hero"
    assert load_deck("spider-man-justice", POOL).hero_code == "01001a"


@rules("MC-ASPECT-02")
def test_a_deck_takes_one_aspect_only() -> None:
    deck = load_deck("spider-man-justice", POOL)
    slots = (*((c, n) for c, n in deck.slots if c != POWER_JUSTICE), (GET_READY, 1))
    mixed = dataclasses.replace(deck, slots=slots)
    aspect = [p for p in deck_problems(mixed, POOL) if "MC-DECKBUILD-04" in p.rules]
    assert len(aspect) == 1 and "Leadership card 01069" in aspect[0].message
    [none] = deck_problems(dataclasses.replace(deck, aspect=""), POOL)
    assert none.rules == ("MC-DECKBUILD-04",) and "no aspect" in none.message


@rules("MC-ANATOMY-02", "MC-ANATOMY-03")
def test_player_card_fields() -> None:
    for c in POOL.cards:
        if c.type in PLAYER_TYPES:
            assert (c.name and c.aspect and c.cost is not None) or c.type == "resource", c.code
            assert set(c.resources) == {"physical", "mental", "energy", "wild"}, c.code
        if c.type == "ally":  # a dash (Hulk's THW) is no value at all (MC-DASH-01)
            assert "health" in c.stats and {"attack", "thwart"} & set(c.stats), c.code
    assert "thwart" not in POOL.by_code["01050"].stats
    dd = POOL.by_code[DAREDEVIL]
    assert (dd.unique, dd.subname, dd.cost, dd.traits) == (True, "Matt Murdock", 4, ("Defender",))
    assert dd.stats == {"attack": 2, "attack_cost": 1, "thwart": 2, "thwart_cost": 1, "health": 3}
    sm, pp = POOL.by_code["01001a"], POOL.by_code["01001b"]
    assert (sm.stats["thwart"], sm.stats["attack"], sm.stats["defense"]) == (1, 2, 3)
    assert pp.stats["recover"] == 3


@rules("MC-ANATOMY-04")
def test_sample_player_cards_as_printed() -> None:
    sm, pp = POOL.by_code["01001a"], POOL.by_code["01001b"]
    assert (sm.stats["hand_size"], sm.stats["health"]) == (5, 10)
    assert (pp.stats["hand_size"], pp.stats["health"]) == (6, 10)
    tri = next(c for c in POOL.cards if c.name == "The Triskelion")
    assert tri.type == "support"
    energy = next(c for c in POOL.cards if c.name == "Energy")
    assert energy.type == "resource" and energy.aspect == "basic" and energy.deck_limit == 1


@rules("MC-ANATOMY-05", "MC-ANATOMY-06")
def test_scenario_card_fields_and_samples() -> None:
    rhino = POOL.by_code["01094"]
    assert rhino.stats == {"attack": 2, "health": 14, "scheme": 1} and rhino.stage == "I"
    by_name = {c.name: c for c in POOL.cards if c.aspect == "encounter"}
    shocker = by_name["Shocker"]
    assert shocker.type == "minion" and {"attack", "scheme", "health"} <= set(shocker.stats)
    assert by_name["Armored Rhino Suit"].type == "attachment"
    assert by_name["Explosion"].type == "treachery"
    main = POOL.by_code["01097b"]
    assert main.stats == {"threat": 7, "base_threat": 0, "escalation_threat": 1}
    assert by_name["Breakin' & Takin'"].type == "side_scheme"
    assert all(c.set for c in by_name.values())


@rules("MC-FLIP-01", "MC-FLIP-02", "MC-INPLAY-07")
def test_changing_form_flips_the_identity_card() -> None:
    s = start()
    me = identity(s)
    mark(s, me, damage=2)
    mark(s, me, stunned=1)
    flip(s, 0)
    s.refresh()
    assert s.name(me) == "Spider-Man"  # the other side is now visible
    assert s.units[me].damage == 2 and s.units[me].stunned == 1  # same card type: all kept
    # Peter Parker's REC is on the facedown side, out of play: no recovery offered.
    assert not any("recover" in x for x in labels(s)) and "basic attack with your hero" in labels(s)
    flip(s, 0)
    s.refresh()
    assert any("recover" in x for x in labels(s))


@rules("MC-BASE-01")
def test_base_value_is_the_printed_value_before_modifiers() -> None:
    s = start(form="hero")
    assert stat(s, identity(s), "attack") == 2
    hand(s, LEAD, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    assert stat(s, identity(s), "attack") == 3 and s.card(identity(s)).stats["attack"] == 2
    finish_round(s)
    assert stat(s, identity(s), "attack") == 2


@rules("MC-PRINTED-01")
def test_black_cat_keeps_only_printed_mental_resources() -> None:
    s = start()
    hand(s, BLACK_CAT, GENIUS, GENIUS)
    stack_deck(s, GENIUS, POWER_JUSTICE)  # Genius on top
    act(s, "turn", "play Black Cat")
    while s.decision().kind == "pay":
        act(s, "pay", "Genius")
    while s.decision().kind in ("response", "interrupt"):
        act(s, s.decision().kind, "Black Cat")
    names = [s.name(u) for u in s.players[0].hand]
    assert "Genius" in names and "The Power of Justice" not in names
    assert threat(s) == 0


@rules("MC-DASH-01", "MC-DASH-03")
def test_a_dash_power_cannot_be_used_nor_modified() -> None:
    # Made-up Black Cat printing a dash for ATK: she may thwart but never attack, and
    # Lead from the Front's +1 ATK gives the dash no value.
    s = start(form="hero")
    with_card(s, BLACK_CAT, drop_stats=("attack",))
    cat = put(s, BLACK_CAT)
    mark(s, s.main, threat=3)
    assert "Black Cat thwarts" in labels(s)
    assert "Black Cat attacks" not in labels(s)
    hand(s, LEAD, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    assert stat(s, cat, "attack") == 0 and "Black Cat attacks" not in labels(s)


@rules("MC-DASH-04")
def test_a_dash_cost_card_cannot_be_played() -> None:
    s = start()
    with_card(s, DAREDEVIL, cost=None)
    hand(s, DAREDEVIL, GENIUS, GENIUS, GENIUS)
    assert not any("Daredevil" in x for x in labels(s))


@rules("MC-REVEAL-06", "MC-ENVIRONMENT-01", "MC-ENVIRONMENT-02")
def test_an_environment_enters_the_villain_area_and_stays() -> None:
    # A made-up environment version of "I'm Tough" (no environment in this content):
    # revealed, it enters play beside the villain (no controller, not attached), its
    # When Revealed resolves, and it is still in play a round later.
    s = start()
    with_card(s, IM_TOUGH, type="environment")
    env = reveal(s, IM_TOUGH)
    assert s.units[env].in_play and s.units[env].controller < 0 and s.units[env].host < 0
    assert s.units[s.villain].tough == 1 and env not in s.enc_discard
    assert [c["name"] for c in s.view(0)["environments"]] == ['"I\'m Tough"']
    finish_round(s)
    assert s.units[env].in_play
