"""Audit of the nemesis sets (Vulture 01166-01169, Yon-Rogg 01176-01179) and Shadow of
the Past (01190) against the printed text: boosts with a star, When Defeated, resource
types, engagement and surge conditions the first card tests left open.

Each expectation is read from the card text before running the engine; a difference
the engine does not yet honour is an ``xfail(strict=True)`` naming the card.
"""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    CROWD_CONTROL,
    ENERGY,
    GENIUS,
    HIGHWAY_ROBBERY,
    KREE,
    POWER_LEADERSHIP,
    SHADOW,
    SHOCKER,
    STRENGTH,
    SWEEPING_SWOOP,
    TREASON,
    VULTURES_PLANS,
    YON_ROGG,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    mark,
    pass_windows,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)
from test_mc_cards_modular import plays

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation


@plays("01166")
def test_highway_robbery_takes_a_card_from_each_player_and_gives_it_back() -> None:
    """01166: each player puts a random card facedown here; When Defeated, each goes
    back to its owner's hand."""
    s = start(form="hero", heroes="spider-man,captain-marvel")
    (g,) = hand(s, GENIUS, seat=0)
    (e,) = hand(s, ENERGY, seat=1)
    hr = reveal(s, HIGHWAY_ROBBERY)
    assert not s.players[0].hand and not s.players[1].hand
    assert set(s.units[hr].under) == {g, e}
    mark(s, hr, threat=1)
    act(s, "turn", "basic thwart")
    if kind(s) == "choose-scheme":
        act(s, "choose-scheme", "Highway Robbery")
    pass_windows(s)
    assert not s.units[hr].in_play
    assert s.players[0].hand == [g] and s.players[1].hand == [e]


@rules("MC-ELIM-05", "MC-ELIM-06")
def test_an_eliminated_players_card_under_highway_robbery_leaves_the_game_with_them() -> None:
    """Found by the soak: Spider-Man eliminated with his card under Highway Robbery; when
    it was defeated, his card went back to no one and was in no zone."""
    s = start(form="hero", heroes="spider-man,captain-marvel", active=1)
    (g,) = hand(s, GENIUS, seat=0)
    (e,) = hand(s, ENERGY, seat=1)
    hr = reveal(s, HIGHWAY_ROBBERY, seat=1)
    mark(s, identity(s, 0), damage=9)
    reveal(s, SHOCKER, seat=1)  # 1 damage to each hero: Spider-Man is eliminated
    assert s.players[0].eliminated and s.units[hr].under == (e,) and g in s.removed
    mark(s, hr, threat=1)
    act(s, "turn", "basic thwart")
    if kind(s) == "choose-scheme":
        act(s, "choose-scheme", "Highway Robbery")
    pass_windows(s)
    assert not s.units[hr].in_play and s.players[1].hand == [e]
    assert not s.broken_invariants()


def test_highway_robbery_starts_with_three_per_player() -> None:
    """01166: starting threat 3 per player (no fixed icon): 6 with two players."""
    s = start(heroes="spider-man,captain-marvel")
    hr = reveal(s, HIGHWAY_ROBBERY)
    assert threat(s, hr) == 6


@plays("01168")
def test_sweeping_swoop_boost_stuns_the_damaged_hero() -> None:
    """01168 star Boost: the activation damages Spider-Man: he is stunned (the card has
    no boost icon: Rhino's 2 damage only)."""
    s = start(form="hero")
    stack_encounter(s, SWEEPING_SWOOP)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")  # Spider-Sense
    act(s, "defend", "no defender")
    pass_windows(s)
    assert hp(s) == 8 and s.units[identity(s)].stunned == 1


def test_sweeping_swoop_without_vulture_no_surge() -> None:
    s = start(form="hero")
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, SWEEPING_SWOOP)
    assert s.units[identity(s)].stunned == 1 and nxt in s.enc_deck


@plays("01169")
def test_vultures_plans_wild_is_its_own_type() -> None:
    """01169: one threat per different resource type: mental and wild make 2."""
    s = start(heroes="spider-man,captain-marvel")
    hand(s, GENIUS, seat=0)
    hand(s, POWER_LEADERSHIP, seat=1)
    reveal(s, VULTURES_PLANS)
    assert threat(s) == 2


def test_vultures_plans_same_type_counts_once() -> None:
    s = start(heroes="spider-man,captain-marvel")
    hand(s, GENIUS, seat=0)
    hand(s, GENIUS, seat=1)
    reveal(s, VULTURES_PLANS)
    assert threat(s) == 1


def test_yon_rogg_threat_only_after_his_own_attack() -> None:
    """01177: "After Yon-Rogg attacks": Rhino's attack adds nothing to the
    Psyche-Magnitron."""
    s = start(form="hero", heroes="captain-marvel")
    p = side_scheme(s, "01176", threat=3)
    engage(s, YON_ROGG)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    pass_windows(s)
    assert threat(s, p) == 3


def test_yon_rogg_without_the_psyche_magnitron() -> None:
    """01177: with no Psyche-Magnitron in play, nothing is placed anywhere."""
    s = start(form="hero", heroes="captain-marvel")
    yr = engage(s, YON_ROGG)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    act(s, "defend", "no defender")
    pass_windows(s)
    assert threat(s) == 0 and hp(s) == 9


@plays("01178")
def test_kree_manipulator_boost_on_an_undefended_villain_attack() -> None:
    """01178 star Boost: undefended villain attack: 1 threat on the main scheme."""
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, KREE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    pass_windows(s)
    assert threat(s) == 1 and hp(s) == 10


def test_kree_manipulator_boost_not_when_defended() -> None:
    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, KREE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "defend with your hero")
    pass_windows(s)
    assert threat(s) == 0 and hp(s) == 11  # 2 ATK - 1 DEF


def test_kree_manipulator_boost_not_for_a_minion() -> None:
    """01178: "If the villain is making an undefended attack": a minion's does not
    count."""
    s = start(form="hero", heroes="captain-marvel")
    m = engage(s, SHOCKER)
    stack_encounter(s, KREE)
    run(s, lambda: push_activation(s, m, 0, "attack"))
    act(s, "defend", "no defender")
    pass_windows(s)
    assert threat(s) == 0


@plays("01179")
def test_yon_roggs_treason_keeps_wild_cards() -> None:
    """01179: "Discard each [energy] resource": a wild card is not one; nothing is
    discarded, so it surges."""
    s = start(heroes="captain-marvel")
    hand(s, POWER_LEADERSHIP, STRENGTH)
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, TREASON)
    assert len(s.players[0].hand) == 2 and s.units[nxt].in_play


@plays(SHADOW)
def test_shadow_of_the_past_brings_the_nemesis_set() -> None:
    """01190: Vulture comes into play engaged with you, Highway Robbery into play, and
    the rest of the nemesis set goes into the encounter deck; no surge."""
    s = start()
    before = len(s.enc_deck)
    reveal(s, SHADOW)
    names = {s.name(u): u for u in s.play}
    assert "Vulture" in names and "Highway Robbery" in names
    assert s.units[names["Vulture"]].engaged == 0
    assert not s.players[0].nemesis and len(s.enc_deck) == before + 3


def test_shadow_of_the_past_surges_without_a_nemesis_minion() -> None:
    s = start()
    position.remove_nemesis_set(s, 0)
    position.set_encounter(s, [])  # the card shuffles the deck: leave only the surge card
    (nxt,) = stack_encounter(s, CROWD_CONTROL)
    reveal(s, SHADOW)
    assert s.units[nxt].in_play


@rules("MC-DAMAGE-04", "MC-PREVENT-02")
def test_sweeping_swoop_boost_stuns_even_through_backflip() -> None:
    """01168 star Boost: "If this activation deals damage": prevented damage was still
    dealt (rules plan 6.2), so Backflip does not stop the stun."""
    from mc_helpers import BACKFLIP

    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, SWEEPING_SWOOP)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")  # Spider-Sense
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    pass_windows(s)
    assert hp(s) == 10 and s.units[identity(s)].stunned == 1


def test_sweeping_swoop_boost_no_stun_when_defended_to_zero() -> None:
    """01168: Spider-Man's DEF 3 absorbs Rhino's 2: no damage dealt, no stun."""
    s = start(form="hero")
    stack_encounter(s, SWEEPING_SWOOP)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "defend with your hero")
    pass_windows(s)
    assert hp(s) == 10 and s.units[identity(s)].stunned == 0


def test_stunned_yon_rogg_places_no_threat() -> None:
    """01177: a stunned Yon-Rogg does not attack, so nothing goes on the Magnitron."""
    s = start(form="hero", heroes="captain-marvel")
    p = side_scheme(s, "01176", threat=3)
    yr = engage(s, YON_ROGG)
    mark(s, yr, stunned=1)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    pass_windows(s)
    assert threat(s, p) == 3 and s.units[yr].stunned == 0


def test_yon_rogg_scheming_places_no_magnitron_threat() -> None:
    """01177: "After Yon-Rogg attacks" — his scheme (SCH 2) is no attack."""
    s = start(heroes="captain-marvel")
    p = side_scheme(s, "01176", threat=3)
    yr = engage(s, YON_ROGG)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, yr, 0, "scheme"))
    pass_windows(s)
    assert threat(s, p) == 3 and threat(s) == 2


def test_kree_manipulator_boost_on_a_scheme_does_nothing() -> None:
    """01178 star Boost needs a villain attack: as the boost of a scheme, nothing more
    than Rhino's 1 threat (no boost icon)."""
    s = start(heroes="captain-marvel")
    stack_encounter(s, KREE)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    pass_windows(s)
    assert threat(s) == 1


def test_yon_roggs_treason_discards_every_card_showing_an_energy_icon() -> None:
    """01179 "discard each [energy] resource from your hand": a card's resources are
    the icons it shows (MC-RESOURCE-02), so the resource card Energy and the event
    Haymaker (an energy icon) both go; nothing else does."""
    from mc_helpers import GENIUS, HAYMAKER

    s = start(heroes="captain-marvel")
    energy, haymaker, genius = hand(s, ENERGY, HAYMAKER, GENIUS)
    reveal(s, TREASON)
    assert s.players[0].hand == [genius]
    assert energy in s.players[0].discard and haymaker in s.players[0].discard


@rules("MC-KEYWORD-QUICKSTRIKE-01")
def test_shadow_of_the_past_vulture_strikes_at_once() -> None:
    """01190 + 01167: Vulture enters engaged with Spider-Man and Quickstrike attacks."""
    s = start(form="hero")
    reveal(s, SHADOW)
    assert kind(s) == "defend"


def test_shadow_of_the_past_is_the_revealers_nemesis() -> None:
    """01190 "your set-aside nemesis": revealed by Captain Marvel's player, Yon-Rogg and
    the Psyche-Magnitron come out; Spider-Man's Vulture set stays aside."""
    s = start(heroes="spider-man,captain-marvel")
    reveal(s, SHADOW, seat=1)
    names = {s.name(u) for u in s.play}
    assert {"Yon-Rogg", "The Psyche-Magnitron"} <= names and "Vulture" not in names
    assert len(s.players[0].nemesis) == 5 and not s.players[1].nemesis


def test_sweeping_swoop_alter_ego_with_vulture_only_surges() -> None:
    """01168: "Stun your hero" — Peter Parker is no hero; Vulture in play: surge."""
    from mc_helpers import VULTURE

    s = start()
    engage(s, VULTURE)
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, SWEEPING_SWOOP)
    assert s.units[identity(s)].stunned == 0 and s.units[nxt].in_play


@plays("01176")
def test_psyche_magnitron_three_plus_one_per_player() -> None:
    """01176: starting 3 (fixed) + 1 per player: 5 with two players."""
    from mc_helpers import PSYCHE

    s = start(heroes="spider-man,captain-marvel")
    p = reveal(s, PSYCHE)
    assert threat(s, p) == 5


def test_family_emergency_already_stunned_still_surges() -> None:
    """01175 (rules plan 5.8): a stunned Captain Marvel who stays gets no second stun,
    but the card surges and is discarded."""
    from mc_helpers import FAMILY_EMERGENCY

    s = start(heroes="captain-marvel", form="hero")
    mark(s, identity(s), stunned=1)
    (nxt,) = stack_encounter(s, BREAKIN)
    f = reveal(s, FAMILY_EMERGENCY)
    act(s, "obligation-flip", "stay in hero form")
    act(s, "obligation", "stunned")
    assert s.units[identity(s)].stunned == 1 and f in s.enc_discard and s.units[nxt].in_play


@rules("MC-KEYWORD-QUICKSTRIKE-01")
def test_vulture_no_quickstrike_against_an_alter_ego() -> None:
    """01167: Quickstrike attacks only a player in hero form."""
    from mc_helpers import VULTURE

    s = start()
    reveal(s, VULTURE)
    assert kind(s) == "turn" and hp(s) == 10
