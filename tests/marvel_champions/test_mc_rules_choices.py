"""Rule coverage, section 7.7-7.13: costs, targets, choices, "for each", "cannot",
maximums, references, qualifiers, permissions and "you"."""

from __future__ import annotations

from mc_helpers import (
    ALPHA_FLIGHT,
    AUNT_MAY,
    BLACK_CAT,
    CAUGHT_OFF_GUARD,
    COSMIC_FLIGHT,
    CRISIS,
    CROWD_CONTROL,
    DAREDEVIL,
    ENERGY_CHANNEL,
    FIRST_AID,
    GENIUS,
    HAYMAKER,
    HELICARRIER,
    HYDRA_BOMBER,
    MANSION,
    SHADOW,
    SURVEILLANCE,
    WEB_SHOOTER,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_deck,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions.damage import push_damage
from rulebound.games.marvel_champions.rules import max_hp


@rules("MC-COST-08")
def test_costs_are_paid_with_your_own_cards() -> None:
    # Captain Marvel (seat 0) holds Haymaker only; Spider-Man's Genius cannot pay for it.
    s = start(heroes="captain-marvel,spider-man", form="hero")
    hand(s, HAYMAKER)
    hand(s, GENIUS, seat=1)
    put(s, WEB_SHOOTER, seat=1)
    assert not any("play Haymaker" in x for x in labels(s))


@rules("MC-COST-09")
def test_a_discard_cost_uses_your_own_hand() -> None:
    s = start(heroes="captain-marvel,spider-man")
    put(s, ALPHA_FLIGHT)
    hand(s, GENIUS, seat=1)  # the other player's hand does not help
    assert not any("Alpha Flight Station" in x for x in labels(s))
    hand(s, GENIUS)
    assert any("Alpha Flight Station" in x for x in labels(s))


@rules("MC-TARGET-01", "MC-CHOOSEEL-01")
def test_the_chosen_enemy_is_the_target_throughout() -> None:
    s = start(form="hero")
    b = engage(s, HYDRA_BOMBER)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert kind(s).startswith("choose") and len(labels(s)) == 2  # the resolving player picks
    act(s, kind(s), "Hydra Bomber")
    assert s.units[s.villain].damage == 0 and (not s.units[b].in_play or s.units[b].damage)


@rules("MC-CHOOSEEL-01")
def test_first_aid_player_chooses_the_character() -> None:
    s = start()
    dd = put(s, DAREDEVIL)
    mark(s, dd, damage=2)
    mark(s, identity(s), damage=2)
    hand(s, FIRST_AID, GENIUS)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")
    act(s, kind(s), "Daredevil")
    assert s.units[dd].damage == 0 and hp(s) == 8


@rules("MC-TARGET-03")
def test_choose_a_player_before_resolving() -> None:
    s = start(heroes="captain-marvel,spider-man")
    act(s, "turn", "Commander")
    assert kind(s) == "choose-player" and len(labels(s)) == 2
    act(s, "choose-player", "Spider-Man")
    assert len(s.players[1].hand) == 1 and not s.players[0].hand


@rules("MC-TARGET-10")
def test_a_tough_enemy_is_a_valid_damage_target() -> None:
    s = start(form="hero")
    mark(s, s.villain, tough=1)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert s.units[s.villain].tough == 0 and s.units[s.villain].damage == 0


@rules("MC-TARGET-12")
def test_each_hero_skips_the_invalid_ones() -> None:
    # Rhino III stuns each hero: Spider-Man is already stunned (one card only),
    # Captain Marvel is stunned.
    s = start(heroes="spider-man,captain-marvel", form="hero", expert=True)
    mark(s, identity(s, 0), stunned=1)
    mark(s, s.villain, damage=max_hp(s, s.villain) - 1)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.card(s.villain).stage == "III"
    assert s.units[identity(s, 0)].stunned == 1 and s.units[identity(s, 1)].stunned == 1


@rules("MC-TARGET-13")
def test_a_future_target_needs_nothing_now() -> None:
    s = start(form="hero")  # empty hand: nothing to play yet
    put(s, HELICARRIER)
    assert any("Helicarrier" in x for x in labels(s))


@rules("MC-FOREACH-01", "MC-FOREACH-02", "MC-MAX-08")
def test_energy_channel_is_one_instance_with_a_maximum() -> None:
    s = start(heroes="captain-marvel", form="hero")
    ec = put(s, ENERGY_CHANNEL)
    mark(s, ec, counters=3)
    mark(s, s.villain, tough=1)
    act(s, "turn", "deal 2 damage per energy counter")
    # 6 damage as one instance: the tough card prevents all of it
    assert s.units[s.villain].damage == 0 and s.units[s.villain].tough == 0
    ec = put(s, ENERGY_CHANNEL)
    mark(s, ec, counters=6)
    mark(s, identity(s), exhausted=False)
    act(s, "turn", "deal 2 damage per energy counter")
    assert s.units[s.villain].damage == 10  # "(up to a maximum of 10)", not 12


@rules("MC-CANNOT-01", "MC-CANNOT-02")
def test_cannot_protects_the_main_scheme_from_every_card() -> None:
    s = start(heroes="captain-marvel", form="hero")
    mark(s, s.main, threat=5)
    cc = side_scheme(s, CROWD_CONTROL)
    put(s, SURVEILLANCE)
    mark(s, cc, threat=6)
    act(s, "turn", "Surveillance Team")
    assert threat(s) == 5 and threat(s, cc) == 5
    put(s, COSMIC_FLIGHT)  # Aerial: Crisis Interdiction's "another scheme" clause
    hand(s, CRISIS, GENIUS)
    act(s, "turn", "play Crisis Interdiction")
    act(s, "pay", "Genius")
    while kind(s).startswith("choose"):
        assert not any("Break-In" in x for x in labels(s))
        act(s, kind(s), "Crowd Control")
    assert threat(s) == 5 and threat(s, cc) == 3


@rules("MC-REFER-01")
def test_named_reference_finds_the_named_card() -> None:
    s = start()
    put(s, AUNT_MAY)
    mark(s, identity(s), damage=5)
    act(s, "turn", "Aunt May")
    assert hp(s) == 9  # heals Peter Parker, the identity her text names


@rules("MC-REFER-02", "MC-REFER-03")
def test_self_reference_is_this_copy_only() -> None:
    s = start(form="hero")
    w1, w2 = put(s, WEB_SHOOTER), put(s, WEB_SHOOTER)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Web-Shooter")
    act(s, "pay", "Genius")
    assert s.units[w1].counters == 2 and s.units[w2].counters == 3


@rules("MC-ADJ-01")
def test_qualifier_you_control_applies_to_both_nouns() -> None:
    # Caught Off Guard: "an upgrade or support you control"; Spider-Man has neither,
    # so Captain Marvel's Avengers Mansion stays and the card surges.
    s = start(heroes="spider-man,captain-marvel")
    m = put(s, MANSION, seat=1)
    (nxt,) = stack_encounter(s, HYDRA_BOMBER)
    reveal(s, CAUGHT_OFF_GUARD)
    assert s.units[m].in_play and nxt not in s.enc_deck


@rules("MC-PERMIT-01")
def test_every_restriction_must_hold() -> None:
    s = start()
    put(s, MANSION)
    hand(s, MANSION, GENIUS, GENIUS)  # affordable, but Max 1 per player
    assert not any("play Avengers Mansion" in x for x in labels(s))


@rules("MC-YOU-02")
def test_every_you_in_a_sentence_is_the_same_player() -> None:
    s = start(heroes="spider-man,captain-marvel")
    stack_encounter(s, HYDRA_BOMBER, HYDRA_BOMBER)
    reveal(s, SHADOW, seat=1)
    yon = [u for u in s.play if s.name(u) == "Yon-Rogg"]
    assert yon and s.units[yon[0]].engaged == 1
    assert any(s.name(u) == "The Psyche-Magnitron" for u in s.play)
    assert any(s.name(u) == "Vulture" for u in s.players[0].nemesis)


@rules("MC-YOU-10")
def test_you_performs_the_game_function_personally() -> None:
    s = start(heroes="spider-man,captain-marvel")
    top = stack_deck(s, GENIUS, GENIUS)
    other = list(s.players[1].deck)
    hand(s, BLACK_CAT, GENIUS)
    act(s, "turn", "play Black Cat")
    while kind(s) == "pay":
        act(s, "pay", "Genius")
    while kind(s) in ("response", "interrupt"):
        act(s, kind(s), "Black Cat")
    assert all(u not in s.players[0].deck for u in top)  # Spider-Man's own deck
    assert s.players[1].deck == other
