"""Audit of the Core Set Leadership cards (01066-01074) against the printed text:
counters, limits, whose characters, ally limit and Max limits.

Each expectation is read from the card text before running the engine; a difference
the engine does not yet honour is an ``xfail(strict=True)`` naming the card.
"""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    BREAKIN,
    DAREDEVIL,
    ENERGY,
    GENIUS,
    GET_READY,
    HAWKEYE,
    HYDRA_MERCENARY,
    INSPIRED,
    JESSICA,
    LEAD,
    MAKE_THE_CALL,
    MARIA_HILL,
    MOCKINGBIRD,
    POWER_LEADERSHIP,
    SHOCKER,
    STRENGTH,
    TRISKELION,
    VISION,
    act,
    hand,
    identity,
    kind,
    labels,
    make,
    mark,
    put,
    reveal,
    rules,
    start,
    threat,
)
from test_mc_cards_modular import plays

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.rules import stat


def offered(s: Any, text: str) -> bool:
    return any(text in x for x in labels(s))


@rules("MC-COUNTER-02")
def test_hawkeye_stays_in_play_without_arrows() -> None:
    """01066 Hawkeye: "enters play with 4 arrow counters" is not Uses: his last arrow
    leaves him in play, and with no arrow the response cannot be paid."""
    s = start()
    hk = put(s, HAWKEYE)
    mark(s, hk, counters=1)
    sh = reveal(s, SHOCKER)
    act(s, "response", "Hawkeye")
    assert s.units[sh].damage == 2 and s.units[hk].counters == 0 and s.units[hk].in_play
    reveal(s, HYDRA_MERCENARY)
    assert not offered(s, "arrow counter")


def test_hawkeye_only_for_a_minion() -> None:
    """01066: "After a minion enters play": a side scheme does not trigger it."""
    s = start()
    hk = put(s, HAWKEYE)
    reveal(s, BREAKIN)
    assert not offered(s, "arrow counter") and s.units[hk].counters == 4


@rules("MC-LIMIT-01")
def test_vision_once_per_round() -> None:
    """01068 Vision: "(Limit once per round.)"."""
    s = start()
    v = put(s, VISION)
    hand(s, ENERGY, ENERGY)
    act(s, "turn", "Vision")
    act(s, "pay", "Energy")
    act(s, "choose-option", "+2 THW")
    assert stat(s, v, "thwart") == 3 and not offered(s, "spend an energy")


def test_vision_needs_an_energy_resource() -> None:
    s = start()
    put(s, VISION)
    hand(s, GENIUS)
    assert not offered(s, "spend an energy")


def test_get_ready_another_players_ally() -> None:
    """01069 "Ready an ally": any player's ally."""
    s = start(heroes="spider-man,captain-marvel")
    jj = put(s, JESSICA, seat=1)
    mark(s, jj, exhausted=True)
    hand(s, GET_READY)
    act(s, "turn", "play Get Ready")
    assert not s.units[jj].exhausted


def test_lead_from_the_front_only_the_chosen_players_characters() -> None:
    """01070: "Choose a player. Each character that player controls gets +1 THW and
    +1 ATK": the other player's hero and allies do not."""
    s = start(form="hero", heroes="spider-man,captain-marvel")
    mine = put(s, JESSICA)
    theirs = put(s, DAREDEVIL, seat=1)
    hand(s, LEAD, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    act(s, "choose-player", "P2")
    assert stat(s, identity(s, 1), "attack") == 3 and stat(s, identity(s, 1), "thwart") == 3
    assert stat(s, theirs, "attack") == 3 and stat(s, theirs, "thwart") == 3
    assert stat(s, identity(s, 0), "attack") == 2 and stat(s, mine, "thwart") == 1


def test_lead_from_the_front_is_a_hero_action() -> None:
    s = start()
    hand(s, LEAD, GENIUS)
    assert not offered(s, "play Lead from the Front")


def test_make_the_call_from_another_players_discard() -> None:
    """01071: "an ally in any player's discard pile ... under your control"."""
    s = start(heroes="spider-man,captain-marvel")
    mb = make(s, MOCKINGBIRD, 1)
    s.players[1].discard.append(mb)
    hand(s, MAKE_THE_CALL, STRENGTH, GENIUS)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Strength")
    act(s, "pay", "Genius")
    assert s.units[mb].in_play and s.units[mb].controller == 0


def test_make_the_call_needs_the_printed_cost() -> None:
    """01071: Daredevil's printed cost 4 cannot be paid with a single Genius."""
    s = start()
    dd = make(s, DAREDEVIL)
    s.players[0].discard.append(dd)
    hand(s, MAKE_THE_CALL, GENIUS)
    assert not offered(s, "play Make the Call")


@plays("01072")
def test_power_of_leadership_doubles_for_a_leadership_card() -> None:
    """01072: two resources for Maria Hill (Leadership, cost 2)."""
    s = start()
    hand(s, MARIA_HILL, POWER_LEADERSHIP)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Power of Leadership")
    while kind(s) == "declare-wild":
        act(s, "declare-wild", "mental")
    assert any(s.name(u) == "Maria Hill" for u in s.play)


@plays("01073")
def test_triskelion_allows_a_fourth_ally() -> None:
    """01073: "Increase your ally limit by 1": a fourth ally stays without a discard."""
    s = start()
    put(s, TRISKELION)
    for code in (JESSICA, DAREDEVIL, VISION):
        put(s, code)
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    if kind(s) == "response":
        act(s, "response", "pass")
    assert kind(s) == "turn" and sum(s.card(u).type == "ally" for u in s.play) == 4


@rules("MC-ALLYLIMIT-01", "MC-ALLYLIMIT-02")
def test_without_triskelion_a_fourth_ally_forces_a_discard() -> None:
    s = start()
    for code in (JESSICA, DAREDEVIL, VISION):
        put(s, code)
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    if kind(s) == "response":
        act(s, "response", "pass")
    assert kind(s) == "ally-limit"


@rules("MC-MAX-06")
def test_inspired_max_one_per_ally() -> None:
    """01074: "Attach to an ally. Max 1 per ally": the only ally, inspired, cannot take
    a second; the hero is no ally."""
    s = start(form="hero")
    jj = put(s, JESSICA)
    put(s, INSPIRED, host=jj)
    hand(s, INSPIRED, STRENGTH)
    assert not offered(s, "play Inspired")
    assert stat(s, jj, "attack") == 3 and stat(s, identity(s), "attack") == 2


def test_hawkeye_against_a_tough_minion() -> None:
    """01066 on Sandman (Toughness): the tough card takes the 2 damage; an arrow is
    still spent."""
    from mc_helpers import SANDMAN

    s = start()
    hk = put(s, HAWKEYE)
    sm = reveal(s, SANDMAN)
    act(s, "response", "arrow counter")
    assert s.units[sm].tough == 0 and s.units[sm].damage == 0 and s.units[hk].counters == 3


def test_hawkeye_not_for_an_ally_entering() -> None:
    s = start()
    put(s, HAWKEYE)
    hand(s, MARIA_HILL, GENIUS)
    act(s, "turn", "play Maria Hill")
    act(s, "pay", "Genius")
    assert not offered(s, "arrow counter")


def test_maria_hill_offered_when_put_into_play_and_may_be_declined() -> None:
    """01067: "After Maria Hill enters play" — by Make the Call too; declining it, nobody
    draws."""
    s = start(heroes="spider-man,captain-marvel")
    mh = make(s, MARIA_HILL)
    s.players[0].discard.append(mh)
    hand(s, MAKE_THE_CALL, GENIUS)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Genius")
    assert offered(s, "each player draws")
    act(s, "response", "pass")
    assert not s.players[0].hand and not s.players[1].hand


@rules("MC-OWN-07")
def test_make_the_call_ally_defeated_goes_to_its_owners_discard() -> None:
    """01071: Daredevil from P1's discard serves P2; defeated, he returns to P1's pile."""
    from mc_helpers import run

    from rulebound.games.marvel_champions.damage import push_damage

    s = start(heroes="spider-man,captain-marvel")
    (dd,) = position.to_discard(s, 0, DAREDEVIL)
    position.to_deck_top(s, 0, GENIUS)
    act(s, "turn", "end your turn")
    while kind(s) != "turn" or s.decision().seat != 1:
        act(s, kind(s), "")
    hand(s, MAKE_THE_CALL, GENIUS, GENIUS, seat=1)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Genius")
    act(s, "pay", "Genius")
    assert s.units[dd].controller == 1
    run(s, lambda: push_damage(s, dd, 3, 1))
    assert dd in s.players[0].discard and dd not in s.players[1].discard


@rules("MC-ALLYLIMIT-02")
def test_triskelion_lost_with_four_allies_forces_a_discard() -> None:
    """01073 discarded by Caught Off Guard with 4 allies: the limit is 3 again at once."""
    from mc_helpers import CAUGHT_OFF_GUARD

    s = start()
    put(s, TRISKELION)
    for code in (JESSICA, DAREDEVIL, VISION, MARIA_HILL):
        put(s, code)
    reveal(s, CAUGHT_OFF_GUARD)
    assert kind(s) == "ally-limit"


def test_inspired_on_another_players_ally() -> None:
    """01074 "Attach to an ally": P1 may inspire P2's Jessica Jones (+1/+1)."""
    s = start(heroes="spider-man,captain-marvel")
    jj = put(s, JESSICA, seat=1)
    hand(s, INSPIRED, STRENGTH)
    act(s, "turn", "play Inspired")  # the only ally: attached without a question
    while kind(s) == "pay":
        act(s, "pay", "Strength")
    assert stat(s, jj, "attack") == 3 and stat(s, jj, "thwart") == 2


def test_vision_thwart_boost_removes_three() -> None:
    """01068: +2 THW: Vision's thwart removes 1 + 2."""
    s = start()
    mark(s, s.main, threat=5)
    put(s, VISION)
    hand(s, ENERGY)
    act(s, "turn", "spend an energy")
    act(s, "pay", "Energy")
    assert s.decision().prompt == "Vision: choose one."  # the card asking is named
    act(s, "choose-option", "+2 THW")
    act(s, "turn", "Vision thwarts")
    assert threat(s) == 2


@rules("MC-FAQ-GEN-02", "MC-FAQGEN-06")
def test_core_aspect_card_counts() -> None:
    """FAQ GEN-02: the Core Set has 19 cards of each of Aggression, Justice and
    Protection but only 18 Leadership cards."""
    s = start()
    counts: dict[str, int] = {}
    for c in s.game.pool.cards:
        counts[c.aspect] = counts.get(c.aspect, 0) + c.quantity
    assert counts["aggression"] == counts["justice"] == counts["protection"] == 19
    assert counts["leadership"] == 18


@rules("MC-ALLYLIMIT-02")
def test_make_the_call_over_the_ally_limit() -> None:
    """01071 with 3 allies: the called ally enters, then one of the 4 is discarded."""
    s = start()
    for code in (JESSICA, DAREDEVIL, VISION):
        put(s, code)
    mb = make(s, MOCKINGBIRD)
    s.players[0].discard.append(mb)
    hand(s, MAKE_THE_CALL, GENIUS, STRENGTH)
    act(s, "turn", "play Make the Call")
    act(s, "pay", "Genius")
    act(s, "pay", "Strength")
    assert kind(s) == "ally-limit"
    act(s, "ally-limit", "Jessica Jones")
    assert s.units[mb].in_play and sum(s.card(u).type == "ally" for u in s.play) == 3


def test_hawkeye_put_into_play_has_four_arrows() -> None:
    """01066 "enters play with 4 arrow counters": by Make the Call too."""
    s = start()
    hk = make(s, HAWKEYE)
    s.players[0].discard.append(hk)
    hand(s, MAKE_THE_CALL, ENERGY, GENIUS)
    act(s, "turn", "play Make the Call")
    while kind(s) == "pay":
        act(s, "pay", "discard for resources")
    assert s.units[hk].in_play and s.units[hk].counters == 4


def test_lead_from_the_front_ends_with_the_phase() -> None:
    from mc_helpers import finish_round

    s = start(form="hero")
    hand(s, LEAD, GENIUS)
    act(s, "turn", "play Lead from the Front")
    act(s, "pay", "Genius")
    assert stat(s, identity(s), "attack") == 3
    finish_round(s)
    assert stat(s, identity(s), "attack") == 2
