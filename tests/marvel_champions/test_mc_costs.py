"""Costs no Core card prints, on made-up cards (``position.made_up_card``,
``card_variant``): a per-player resource cost, and a card cost paid together with the
resources its ability spends."""

from __future__ import annotations

from mc_helpers import (
    BLACK_CAT,
    ENERGY,
    GET_READY,
    HELICARRIER,
    MANSION,
    WEB_KICK,
    act,
    hand,
    kind,
    labels,
    put,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import discard_from_hand, draw, play_ignoring_cost
from rulebound.games.marvel_champions.position import Position, Side, build_position


def _playable(s) -> bool:  # type: ignore[no-untyped-def]
    return "play Swinging Web Kick" in labels(s)


@rules("MC-COST-03")
def test_a_per_player_cost_is_multiplied_then_reduced() -> None:
    # Swinging Web Kick made up to cost 1 per player: 2 with two players.
    s = start("spider-man,captain-marvel", form="hero")
    with_card(s, WEB_KICK, cost=1, flags=frozenset({"cost_per_player"}))
    position.made_up_card(s, WEB_KICK, lambda c: c.action(draw(1), text="draw 1 card"))
    hand(s, WEB_KICK)
    assert not _playable(s)
    put(s, HELICARRIER)
    act(s, "turn", "Helicarrier")  # the next card costs 1 less: 2 - 1, not (1 - 1) x 2
    if s.decision().kind == "choose-player":
        act(s, "choose-player", "Spider-Man")
    assert not _playable(s)  # still 1 to pay, and nothing to pay it with
    hand(s, GET_READY)  # one physical resource: enough for 1, not for 2
    assert _playable(s)
    s = start(form="hero")  # one player: it costs 1
    with_card(s, WEB_KICK, cost=1, flags=frozenset({"cost_per_player"}))
    hand(s, WEB_KICK, ENERGY)
    assert _playable(s)


@rules("MC-EX-29", "MC-COST-06")
def test_a_card_cost_and_its_spend_cost_are_paid_together() -> None:
    # An event costing 1 with "Spend X energy → draw X cards", X = 1, paid with Energy
    # (2 energy): one pays the card, the other the spend; both are paid at once.
    s = start(form="hero")
    with_card(s, WEB_KICK, cost=1)
    position.made_up_card(
        s,
        WEB_KICK,
        lambda c: c.action(draw("x"), spend=(0, -1), text="spend X energy: draw X cards"),
    )
    hand(s, WEB_KICK, ENERGY)
    act(s, "turn", "play Swinging Web Kick")
    act(s, "choose-x", "1")
    assert "1 energy, 1 of any type" in s.decision().prompt
    act(s, "pay", "Energy")
    assert len(s.players[0].hand) == 1  # Energy paid both: the event drew 1 card
    assert s.decision().kind == "turn"


@rules("MC-IGNORE-01")
def test_a_card_played_ignoring_its_cost_counts_as_paid_with_nothing() -> None:
    # Avengers Mansion made up: "Action: play an ally or event from your hand, ignoring
    # its resource cost"; the event (Swinging Web Kick made up, cost 3) reads "draw a
    # card for each resource paid for it".
    s = start(form="hero")
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(play_ignoring_cost("ally", "event"), text="play a card for free"),
    )
    position.made_up_card(
        s,
        WEB_KICK,
        lambda c: c.action(draw(lambda st, f: sum(f["paid"])), text="draw 1 per resource paid"),
    )
    put(s, MANSION)
    hand(s, BLACK_CAT, WEB_KICK)
    assert "play Black Cat" not in labels(s)  # cost 2, nothing to pay it with
    act(s, "turn", "Avengers Mansion")
    assert kind(s) == "play-ignoring-cost" and "play none" not in labels(s)  # no "may"
    act(s, "play-ignoring-cost", "play Black Cat")
    cat = next(u for u in s.play if s.card(u).code == BLACK_CAT)
    assert s.units[cat].controller == 0 and s.players[0].hand != []
    held = len(s.players[0].hand)
    act(s, "turn", "Avengers Mansion")
    act(s, "play-ignoring-cost", "play Swinging Web Kick")
    assert len(s.players[0].hand) == held - 1  # played with 0 resources paid: no draw
    assert s.card(s.players[0].discard[-1]).code == WEB_KICK


@rules("MC-COST-11")
def test_an_additional_cost_is_paid_with_the_resource_cost_or_not_at_all() -> None:
    # Swinging Web Kick made up: cost 2, "As an additional cost, discard a card from
    # your hand. Draw 2 cards."
    s = start(form="hero")
    with_card(s, WEB_KICK, cost=2)
    position.made_up_card(
        s,
        WEB_KICK,
        lambda c: c.action(draw(2), cost=(discard_from_hand(),), text="discard a card: draw 2"),
    )
    hand(s, WEB_KICK, ENERGY)  # Energy pays 2, but then nothing is left to discard
    assert not _playable(s)
    hand(s, GET_READY)  # 1 physical resource: it cannot pay 2 alone, so it is discarded
    act(s, "turn", "play Swinging Web Kick")
    assert labels(s) == ["discard Get Ready"]  # Energy is kept for the resources
    act(s, "discard", "Get Ready")
    act(s, "pay", "Energy")
    assert len(s.players[0].hand) == 2  # both costs paid: the event drew 2 cards


PEPPER_POTTS, VIBRANIUM = "01033", "01044"


def _spend_two_energy(s, printed: bool) -> None:  # type: ignore[no-untyped-def]
    """Avengers Mansion made up: "Action: spend 2 [printed] energy resources → draw 2"."""
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(draw(2), spend=(0, 2), printed_only=printed, text="spend 2: draw 2"),
    )


@rules("MC-PRINTED-02")
def test_printed_resources_are_icons_printed_on_the_card_that_generates_them() -> None:
    # Pepper Potts generates the resources printed on the top card of the discard pile
    # (Energy: 2 energy); they are not printed on her, so they are no printed resources.
    iron_man = Position(
        players=[Side("iron-man", form="hero", play=[PEPPER_POTTS, MANSION], discard=[ENERGY])]
    )
    s = build_position(iron_man)
    _spend_two_energy(s, printed=False)
    assert any("Avengers Mansion" in label for label in labels(s))  # Pepper pays
    s = build_position(iron_man)
    _spend_two_energy(s, printed=True)
    assert not any("Avengers Mansion" in label for label in labels(s))
    hand(s, ENERGY)  # 2 energy printed on the card itself
    act(s, "turn", "Avengers Mansion")
    assert "Pepper Potts" not in " ".join(labels(s))
    act(s, "pay", "Energy")
    assert len(s.players[0].hand) == 2


@rules("MC-PRINTED-02")
def test_a_wild_resource_is_no_printed_resource_of_another_type() -> None:
    s = start(form="hero")
    _spend_two_energy(s, printed=True)
    put(s, MANSION)
    hand(s, VIBRANIUM)  # 2 wild icons
    assert not any("Avengers Mansion" in label for label in labels(s))
    s = start(form="hero")
    _spend_two_energy(s, printed=False)
    put(s, MANSION)
    hand(s, VIBRANIUM)
    assert any("Avengers Mansion" in label for label in labels(s))  # wild for energy
