"""Audit of the Core Set Justice cards (01058-01065) against the printed text: exact
amounts, forms, "you" and Max limits the first card tests left open.

Each expectation is read from the card text before running the engine; a difference
the engine does not yet honour is an ``xfail(strict=True)`` naming the card.
"""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    BREAKIN,
    CROWD_CONTROL,
    DAREDEVIL,
    ENERGY,
    GENIUS,
    GREAT_RESP,
    INTERROGATION,
    INTUITION,
    JESSICA,
    KREE,
    MAKE_THE_CALL,
    POWER_JUSTICE,
    SHOCKER,
    SURVEILLANCE,
    act,
    engage,
    hand,
    hp,
    kind,
    labels,
    make,
    mark,
    pass_windows,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import stat


def offered(s: Any, text: str) -> bool:
    return any(text in x for x in labels(s))


def test_daredevil_not_after_attacking() -> None:
    """01058 Daredevil: "After Daredevil thwarts" — his attack does not trigger it."""
    s = start()
    put(s, DAREDEVIL)
    act(s, "turn", "Daredevil attacks")
    assert kind(s) == "turn"  # no response window
    assert s.units[s.villain].damage == 2


def test_daredevil_may_hit_a_minion() -> None:
    """01058: "deal 1 damage to an enemy": a minion is an enemy too."""
    s = start()
    mark(s, s.main, threat=4)
    m = engage(s, SHOCKER)
    put(s, DAREDEVIL)
    act(s, "turn", "Daredevil thwarts")
    act(s, "response", "Daredevil")
    act(s, "choose-enemy", "Shocker")
    assert s.units[m].damage == 1 and s.units[s.villain].damage == 0 and threat(s) == 2


@rules("MC-LASTING-03")
def test_jessica_jones_plus_one_per_side_scheme() -> None:
    """01059: +1 THW for each side scheme: two side schemes give 1 + 2."""
    s = start()
    jj = put(s, JESSICA)
    side_scheme(s, BREAKIN)
    side_scheme(s, CROWD_CONTROL)
    assert stat(s, jj, "thwart") == 3


def test_great_responsibility_takes_all_the_threat_as_damage() -> None:
    """01061: "you take it as damage instead": Rhino's 1 SCH + 2 boost icons of
    Breakin' & Takin' is 3 threat, so 3 damage and no threat."""
    s = start(form="hero")
    hand(s, GREAT_RESP)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Great Responsibility")
    assert threat(s) == 0 and hp(s) == 7


def test_great_responsibility_is_a_hero_interrupt() -> None:
    """01061: "Hero Interrupt": not offered to Peter Parker."""
    s = start()
    hand(s, GREAT_RESP)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    assert not offered(s, "Great Responsibility")


def test_great_responsibility_on_threat_from_a_treachery() -> None:
    """01061: "any amount of threat would be placed on a scheme": Kree Manipulator's
    1 threat too."""
    s = start(form="hero")
    hand(s, GREAT_RESP)
    stack_encounter(s, CROWD_CONTROL)  # Kree Manipulator's surge reveals it
    reveal(s, KREE)
    act(s, "interrupt", "Great Responsibility")
    pass_windows(s)
    assert threat(s) == 0 and hp(s) == 9


@rules("MC-FAQ-CORE-19")
def test_make_the_call_power_of_justice_doubles_for_a_justice_ally() -> None:
    """FAQ CORE-19: the Power of Justice gives 2 for the printed cost of Daredevil
    (Justice): with a Genius (2) it pays his 4."""
    s = start()
    dd = make(s, DAREDEVIL)
    s.players[0].discard.append(dd)
    hand(s, MAKE_THE_CALL, POWER_JUSTICE, GENIUS)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Power of Justice")
    while kind(s) == "declare-wild":
        act(s, "declare-wild", "mental")
    act(s, "pay", "Genius")
    assert s.units[dd].in_play and not s.players[0].hand


@rules("MC-YOU-07", "MC-EX-13")
def test_interrogation_room_not_when_an_ally_defeats_a_minion() -> None:
    """01063: "After you defeat a minion": an ally's kill does not count."""
    s = start()
    mark(s, s.main, threat=3)
    put(s, INTERROGATION)
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    put(s, DAREDEVIL)
    act(s, "turn", "Daredevil attacks")
    if kind(s) == "choose-enemy-attack":
        act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play
    assert not offered(s, "Interrogation Room") and threat(s) == 3


@rules("MC-MAX-05")
def test_interrogation_room_max_one_per_player() -> None:
    s = start()
    put(s, INTERROGATION)
    hand(s, INTERROGATION, ENERGY)
    assert not offered(s, "play Interrogation Room")


@rules("MC-KEYWORD-USES-03")
def test_surveillance_team_is_discarded_after_its_last_counter() -> None:
    """01064 Uses (3 snoop counters): the third use removes the last counter and the
    card is discarded."""
    s = start()
    mark(s, s.main, threat=3)
    st = put(s, SURVEILLANCE)
    mark(s, st, counters=1)
    act(s, "turn", "Surveillance Team")
    assert threat(s) == 2 and not s.units[st].in_play and st in s.players[0].discard


@rules("MC-CRISIS-01")
def test_surveillance_team_under_crisis_only_on_a_side_scheme() -> None:
    """01064 with Crowd Control (crisis): no threat comes off the main scheme."""
    s = start()
    mark(s, s.main, threat=3)
    cc = side_scheme(s, CROWD_CONTROL, threat=2)
    put(s, SURVEILLANCE)
    act(s, "turn", "Surveillance Team")
    assert threat(s) == 3 and threat(s, cc) == 1


@rules("MC-MAX-05")
def test_heroic_intuition_max_one_per_player() -> None:
    """01065: "Max 1 per player": alone, a second copy has nobody to go to."""
    s = start(form="hero")
    put(s, INTUITION)
    hand(s, INTUITION, ENERGY, GENIUS)
    assert not offered(s, "play Heroic Intuition")
    from rulebound.games.marvel_champions.rules import identity

    assert stat(s, identity(s, 0), "thwart") == 2


@rules("MC-CONFUSE-04", "MC-CONFUSE-07")
def test_confused_daredevil_does_not_thwart_so_no_response() -> None:
    """01058: a confused Daredevil's thwart is canceled: no threat removed, he did not
    thwart, so no response."""
    s = start()
    mark(s, s.main, threat=4)
    dd = put(s, DAREDEVIL)
    mark(s, dd, confused=1)
    act(s, "turn", "Daredevil thwarts")
    assert kind(s) == "turn" and threat(s) == 4 and s.units[dd].confused == 0
    assert s.units[s.villain].damage == 0


def test_great_responsibility_on_the_acceleration_step() -> None:
    """01061 in step 1 of the villain phase: the 1 threat becomes 1 damage."""
    from mc_helpers import to_villain_phase

    s = start(form="hero")
    mark(s, s.main, threat=2)
    hand(s, GREAT_RESP)
    to_villain_phase(s)
    act(s, "interrupt", "Great Responsibility")
    assert threat(s) == 2 and hp(s) == 9


@rules("MC-FAQ-CORE-04")
def test_great_responsibility_not_for_starting_threat_but_for_additional() -> None:
    """01061: a side scheme's starting threat is not "placed" (FAQ CORE-04 principle);
    Breakin' & Takin's additional 1 threat is: the first window is for that 1."""
    s = start(form="hero")
    hand(s, GREAT_RESP)
    b = reveal(s, BREAKIN)
    act(s, "interrupt", "Great Responsibility")
    pass_windows(s)
    assert threat(s, b) == 2 and hp(s) == 9


def test_interrogation_room_after_an_attack_event_kill() -> None:
    """01063: Haymaker (attack) is the identity's attack: it counts as "you"."""
    from mc_helpers import HAYMAKER

    s = start(form="hero")
    mark(s, s.main, threat=3)
    room = put(s, INTERROGATION)
    engage(s, SHOCKER)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    act(s, "choose-enemy-attack", "Shocker")
    act(s, "response", "Interrogation Room")
    assert threat(s) == 2 and s.units[room].exhausted


def test_jessica_jones_loses_the_bonus_when_a_side_scheme_goes() -> None:
    """01059: the bonus follows the count at once (MC-LASTING-03 style constant)."""
    s = start(form="hero")
    jj = put(s, JESSICA)
    b = side_scheme(s, BREAKIN, threat=1)
    side_scheme(s, CROWD_CONTROL)
    assert stat(s, jj, "thwart") == 3
    act(s, "turn", "basic thwart")
    act(s, "choose-scheme", "Breakin'")
    pass_windows(s)
    assert not s.units[b].in_play and stat(s, jj, "thwart") == 2


def test_great_responsibility_for_the_other_players_scheme() -> None:
    """01061 "any amount of threat would be placed": Rhino schemes against Carol Danvers
    (1 + 2 boost icons); Spider-Man's player takes the 3 as damage."""
    s = start(heroes="spider-man,captain-marvel")
    from rulebound.games.marvel_champions.rules import flip

    flip(s, 0)
    s.refresh()
    hand(s, GREAT_RESP)
    stack_encounter(s, BREAKIN)
    run(s, lambda: push_activation(s, s.villain, 1, "scheme"))
    act(s, "interrupt", "Great Responsibility")
    pass_windows(s)
    assert threat(s) == 0 and hp(s, 0) == 7 and hp(s, 1) == 12


@rules("MC-CONSEQ-03", "MC-FAQ-CORE-18")
def test_daredevil_responds_before_his_consequential_damage() -> None:
    """01058 with 2 damage (3 hit points): the response resolves first, then the 1
    consequential damage defeats him."""
    s = start()
    mark(s, s.main, threat=4)
    dd = put(s, DAREDEVIL)
    mark(s, dd, damage=2)
    act(s, "turn", "Daredevil thwarts")
    assert s.units[dd].in_play and threat(s) == 2
    act(s, "response", "Daredevil")
    assert s.units[s.villain].damage == 1 and not s.units[dd].in_play
