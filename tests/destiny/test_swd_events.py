"""Star Wars: Destiny's structured events, audited as each one is told in random games.

Every event has a specific kind; the ids it carries are the view's ids (card codes,
``die-N``) of objects the seats that see it can look up at that moment, never of a
card hidden from them; and an event whose text names an object a seat sees carries
that object's id. Checked against the state's own information (its visible objects
and hidden names), by watching the log grow during random games.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebound import load_game
from rulebound.kernel.event_audit import Told, audit_events
from rulebound.kernel.rng import Rng

# The starter decks and two constructed decks (the audit looks every object up at
# every event, so a few games only).
GAMES = (("rey,kylo", 1), ("jedi,first-order", 2))
KINDS = {
    "setup",
    "round",
    "phase",
    "turn",
    "draw",
    "shuffle",
    "roll",
    "resolve",
    "activate",
    "card-played",
    "ability",
    "claim",
    "resource",
    "damage",
    "heal",
    "shield",
    "status",
    "move",
    "discard",
    "reveal",
    "defeat",
    "win",
}
# Events about objects: each names at least one, and carries its id.
ABOUT_OBJECTS = {"roll", "resolve", "activate", "card-played", "claim", "damage"}


def _hidden_ids(state: Any, seat: int) -> set[str]:
    """The ids (card codes) of the cards the game holds hidden from ``seat``."""
    hidden = state.hidden_names(seat)
    return {card.code for card in state.game.pool.cards if card.name in hidden}


@pytest.fixture(scope="module")
def told() -> list[Told]:
    out: list[Told] = []
    for decks, seed in GAMES:
        state = load_game("star-wars-destiny", decks=decks).new_initial_state(seed=seed)
        out += audit_events(state, Rng(seed), hidden_ids=_hidden_ids)
        assert state.is_terminal()
    return out


def test_every_event_has_a_specific_kind(told: list[Told]) -> None:
    kinds = {t.event.kind for t in told}
    assert "info" not in kinds
    assert kinds <= KINDS, kinds - KINDS
    assert {"card-played", "roll", "resolve", "damage", "claim", "draw"} <= kinds


def test_event_ids_are_objects_the_seats_that_see_it_can_look_up_then(told: list[Told]) -> None:
    unknown = [(t.event.text, t.unknown) for t in told if t.unknown]
    assert not unknown, unknown[:5]
    assert sum(len(t.event.ids) for t in told) > len(told) // 2


def test_no_event_carries_the_id_of_a_card_hidden_from_a_seat_that_sees_it(
    told: list[Told],
) -> None:
    leaked = [(t.event.text, t.hidden) for t in told if t.hidden]
    assert not leaked, leaked[:5]


def test_events_that_name_an_object_carry_its_id(told: list[Told]) -> None:
    named = sum(len(t.named) for t in told)
    covered = sum(len(t.covered) for t in told)
    # The few left: "You see ..." of another player's hand names cards this seat may
    # not look up (they are in that hand), so they carry no ids.
    missed = [t.event.text for t in told if t.named - t.covered]
    assert all(text.startswith("You see") for text in missed), missed
    assert covered >= 0.95 * named
    about = [t for t in told if t.event.kind in ABOUT_OBJECTS]
    without = [t.event.text for t in about if not t.event.ids]
    assert about and not without, without


def test_a_private_event_is_told_to_its_seat_only_and_draws_name_the_cards_drawn() -> None:
    state = load_game("star-wars-destiny").new_initial_state(seed=5)
    private = [e for e in state.events_for(0) if not e["public"]]
    assert private and all(e["seats"] == [0] for e in private)
    drawn = next(e for e in private if e["kind"] == "draw")
    assert drawn["ids"] and all(state.describe(i, 0)["name"] in drawn["text"] for i in drawn["ids"])
    assert not [e for e in state.events_for(1) if e["index"] == drawn["index"]]
