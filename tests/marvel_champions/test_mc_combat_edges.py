"""Combat and scheme cases the session 27 mutation sample found untested (issue 22).
Positions come from the public position builder (through mc_helpers)."""

from __future__ import annotations

from mc_helpers import (
    BOMB_SCARE,
    act,
    hp,
    identity,
    kind,
    labels,
    mark,
    rules,
    run,
    side_scheme,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.damage import push_place_threat


@rules("MC-STUN-06", "MC-STUN-07")
def test_a_stunned_villain_asks_for_no_defender() -> None:
    """The stunned card is discarded instead of the attack, so there is no attack to
    defend against: the ready hero is not asked to declare a defender."""
    s = start(form="hero")
    mark(s, s.villain, stunned=1)
    position.start_activation(s, 0, "attack")
    assert kind(s) == "turn"
    assert s.units[s.villain].stunned == 0
    assert not s.units[identity(s)].exhausted and s.units[identity(s)].damage == 0


@rules("MC-STUN-01")
def test_damage_stuns_nobody_without_an_ability_that_stuns() -> None:
    """Neither the hero's basic attack on the villain nor the villain's plain attack on
    the hero gives a stunned status card: only an ability that stuns does (Stampede)."""
    s = start(form="hero")  # Spider-Man ATK 2, Rhino ATK 2
    act(s, "turn", "basic attack")
    assert s.units[s.villain].damage == 2 and s.units[s.villain].stunned == 0
    position.start_activation(s, 0, "attack")
    while kind(s) != "turn":
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    assert hp(s) < 10 and s.units[identity(s)].stunned == 0


@rules("MC-MAINSCHEME-03", "MC-MAINSCHEME-04", "MC-TARGETTHREAT-01")
def test_the_last_main_scheme_is_completed_at_exactly_its_target_threat() -> None:
    """The Break-In! (1B, the last stage) targets 7 threat with one player: 6 is not
    enough, the 7th completes it and the players lose."""
    s = start()
    mark(s, s.main, threat=5)
    run(s, lambda: push_place_threat(s, s.main, 1, 0))
    assert s.units[s.main].threat == 6 and not s.is_terminal()
    run(s, lambda: push_place_threat(s, s.main, 1, 0))
    assert s.is_terminal() and s.returns() == [-1.0]


@rules("MC-INTERRUPT-01")
def test_no_threat_would_be_placed_when_the_amount_is_0() -> None:
    """Jennifer Walters' "I Object!" interrupts threat that would be placed: 0 threat is
    no such event, so it is not offered; 1 threat is."""
    s = start(heroes="she-hulk")
    run(s, lambda: push_place_threat(s, s.main, 0, 0))
    assert kind(s) == "turn" and s.units[s.main].threat == 0
    run(s, lambda: push_place_threat(s, s.main, 1, 0))
    assert kind(s) == "interrupt" and any("I Object!" in x for x in labels(s))


@rules("MC-KEYWORD-VICTORY-02")
def test_a_side_scheme_with_victory_goes_to_the_victory_display() -> None:
    """Bomb Scare given Victory 1 (no core side scheme prints it): thwarted to no threat,
    it is defeated and goes to the victory display, not to the discard pile."""
    s = start(form="hero")  # Spider-Man THW 1
    with_keywords(s, BOMB_SCARE, "Victory 1")
    scheme = side_scheme(s, BOMB_SCARE, threat=1)
    act(s, "turn", "basic thwart")
    assert not s.units[scheme].in_play
    assert scheme in s.victory and scheme not in s.enc_discard
