"""The villain phase and the end of the round (rounds.py), and a Drone from an empty
deck (encounter.py): survivors the mutation samples of session 27 left open
(docs/mutation-samples/mut-mc2.md, mut-mc1.md), each closed here by a test that fails
on its mutant (docs/mutation-samples/surv-mc.md)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    DEFAULTS,
    ENERGY,
    GENIUS,
    HYDRA_MERCENARY,
    SHOCKER,
    act,
    finish_round,
    kind,
    labels,
    rules,
    to_villain_phase,
)
from test_mc_cards_ultron import drones, to_norad

from rulebound.games.marvel_champions.position import Position, Side, build_position

BLACK_WIDOW = "01075"


@rules("MC-ACTIVATION-03", "MC-ACTIVATION-06")
def test_engaged_minions_activate_in_the_order_their_player_chooses() -> None:
    """After Rhino's attack the player picks which of two minions attacks first: the
    second one listed (Shocker) goes first, then the other."""
    s = build_position(
        Position(
            players=[Side(form="hero", minions=[HYDRA_MERCENARY, SHOCKER])],
            encounter_deck=[ADVANCE] * 8,
        )
    )
    to_villain_phase(s)
    attackers = []
    while kind(s) != "minion-order":
        act(s, kind(s), DEFAULTS[kind(s)])
    assert labels(s) == ["Hydra Mercenary", "Shocker"]
    act(s, "minion-order", "Shocker")
    while kind(s) != "turn":
        if kind(s) == "defend":
            attackers.append(s.decision().prompt.split(" attacks")[0])
        act(s, kind(s), DEFAULTS[kind(s)])
    assert attackers == ["Shocker", "Hydra Mercenary"]


@rules("MC-VPHASE-03", "MC-VPHASE-04")
def test_a_card_dealt_in_the_villain_phase_is_revealed_from_the_encounter_deck() -> None:
    """Black Widow answers "when a card is revealed from the encounter deck": the card
    dealt to the player in step 3 counts, so she can cancel it when it is revealed."""
    s = build_position(
        Position(
            players=[Side(play=[BLACK_WIDOW], hand=[GENIUS])],
            encounter_deck=[ADVANCE, SHOCKER, *[ADVANCE] * 6],  # Advance: the boost
        )
    )
    to_villain_phase(s)
    assert kind(s) == "interrupt" and "Shocker is revealed" in s.decision().prompt
    act(s, "interrupt", "Black Widow")
    act(s, "pay", "Genius")
    assert "Shocker" in s.view(0)["encounter_discard"]


@rules("MC-LIMIT-01")
def test_a_once_per_round_ability_used_this_round_is_usable_again_next_round() -> None:
    s = build_position(
        Position(
            players=[Side("captain-marvel", form="hero", damage=3, hand=[ENERGY])],
            used=[("01010a", "Rechannel")],
            encounter_deck=[ADVANCE] * 8,
        )
    )
    assert not [x for x in labels(s) if "Rechannel" in x]
    finish_round(s)
    assert s.round == 2 and [x for x in labels(s) if "Rechannel" in x]


@rules("MC-PDECK-04")
def test_a_player_whose_deck_and_discard_pile_are_empty_gets_no_drone() -> None:
    """Assault on NORAD 2A puts the top card of each player's deck into play as a Drone.
    The first player's deck is empty and so is their discard pile, so the deck is not
    rebuilt: that player gets no Drone, the other player gets one."""
    s = build_position(
        Position(players=[Side(deck=[]), Side("captain-marvel")], villain="ultron", seed=3)
    )
    before = [len(drones(s, 0)), len(drones(s, 1))]  # the Crimson Cowl's, at set-up
    assert not s.players[0].deck and not s.players[0].discard
    to_norad(s)
    assert [len(drones(s, 0)), len(drones(s, 1))] == [before[0], before[1] + 1]
