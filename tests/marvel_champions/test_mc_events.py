"""Marvel Champions' structured events, audited as each one is told in random games.

Every event the engine tells has a specific kind; the ids it carries (``c<uid>``, as
in the view) are cards the seats that see it can look up at that moment, never a
card in a deck, another hand, or facedown; and an event whose text names a card a
seat sees carries that card's id. Checked against the state's own information (its
visible objects and its hidden zones), by watching the log grow during random games.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebound import load_game
from rulebound.kernel.event_audit import Told, audit_events
from rulebound.kernel.rng import Rng

GAMES: tuple[tuple[dict[str, Any], int], ...] = (
    ({}, 2),  # Spider-Man against Rhino
    ({"heroes": "she-hulk", "villain": "klaw"}, 3),
    ({"heroes": "iron-man", "villain": "klaw"}, 4),
)
ABOUT_CARDS = {"attack", "damage", "heal", "defeat"}  # plays: the last test


def _hidden_ids(s: Any, seat: int) -> set[str]:
    """The ids of the cards the state holds hidden from ``seat``: the encounter deck,
    every player deck, facedown encounter cards, other hands, facedown boost cards,
    and cards others placed facedown under a card."""
    hidden = set(s.enc_deck)
    for p in s.players:
        hidden.update(p.deck, p.dealt)
        if p.seat != seat:
            hidden.update(p.hand)
    for u in s.play:
        hidden.update(s.units[u].boosts)
        hidden.update(x for x in s.units[u].under if s.units[x].owner != seat)
    return {f"c{u}" for u in hidden}


@pytest.fixture(scope="module")
def told() -> list[Told]:
    out: list[Told] = []
    for params, seed in GAMES:
        state = load_game("marvel-champions", **params).new_initial_state(seed=seed)
        out += audit_events(state, Rng(seed), hidden_ids=_hidden_ids)
        assert state.is_terminal()
    return out


def test_every_event_has_a_specific_kind(told: list[Told]) -> None:
    vague = [t.event.text for t in told if t.event.kind == "info"]
    assert not vague, vague
    kinds = {t.event.kind for t in told}
    assert {"card-played", "reveal", "attack", "damage", "threat", "draw", "turn"} <= kinds


def test_event_ids_are_cards_the_seats_that_see_it_can_look_up_then(told: list[Told]) -> None:
    unknown = [(t.event.text, t.unknown) for t in told if t.unknown]
    assert not unknown, unknown[:5]
    assert sum(len(t.event.ids) for t in told) > len(told) // 2


def test_no_event_carries_the_id_of_a_card_hidden_from_a_seat_that_sees_it(
    told: list[Told],
) -> None:
    leaked = [(t.event.text, t.hidden) for t in told if t.hidden]
    assert not leaked, leaked[:5]


def test_events_that_name_a_card_carry_its_id(told: list[Told]) -> None:
    named = sum(len(t.named) for t in told)
    covered = sum(len(t.covered) for t in told)
    assert covered >= 0.9 * named, [t.event.text for t in told if t.named - t.covered][:10]
    about = [t for t in told if t.event.kind in ABOUT_CARDS]
    without = [t.event.text for t in about if not t.event.ids]
    assert about and not without, without


def test_a_card_played_from_hand_is_told_with_its_id_once_it_is_on_the_table() -> None:
    state = load_game("marvel-champions").new_initial_state(seed=2)
    told = audit_events(state, Rng(2), max_decisions=30, hidden_ids=_hidden_ids)
    played = [t for t in told if t.event.kind == "card-played" and " plays " in t.event.text]
    assert played
    for t in played:
        card = state.describe(t.event.ids[0], -1)  # public now: in play or discarded
        assert card["name"] in t.event.text and not t.unknown
