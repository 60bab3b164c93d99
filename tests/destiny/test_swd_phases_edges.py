"""Edges of set-up and the round structure (``phases.py``) found by the mutation sample
of session 27 (docs/mutation-samples/mut-sw.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from swd_helpers import (
    CRIME_LORD,
    FINN,
    HAN,
    REY,
    SECOND_CHANCE,
    TAKE_COVER,
    Side,
    act,
    game,
    position,
    put_in_pool,
    rules,
    tag,
    uid,
)

from rulebound.games.destiny import phases
from rulebound.games.destiny.state import DestinyState

# a mulligan's no before a card is picked and after, an upkeep's no
KEEP_ALL, KEEP, KEEP_DRAW = "keep your hand", "keep the rest", "keep the rest and draw"


def play_to_round(s: DestinyState, n: int) -> None:
    """Every player passes and keeps their hand at upkeep until round ``n`` starts or the
    game ends; any other decision takes its first option."""
    while s.round < n and not s.is_terminal():
        labels = s.labels()
        nos = ("pass", "done", KEEP_ALL, KEEP, KEEP_DRAW)
        passing = [a for a, label in labels.items() if label in nos]
        s.apply_action(passing[0] if passing else s.decision().options[0])


@rules("SWD-SETUP-05")
def test_a_mulligan_of_the_whole_hand_shuffles_all_five_back_and_draws_five_new() -> None:
    """Choosing every card leaves nothing to choose; the mulligan then happens by
    itself: five cards back into the deck, a shuffle, five drawn."""
    s = game().new_initial_state(4)
    before = Counter(s.hand[0] + s.deck[0])
    draws_before = len(s.chance_history)
    while s.decision().seat == 0 and s.decision().kind == "mulligan":
        picks = [a for a, label in s.labels().items() if label not in (KEEP_ALL, KEEP)]
        s.apply_action(picks[0])
    assert [line for line in s.log if " shuffles " in line] == [
        f"{s.player_name(0)} shuffles 5 cards back."
    ]
    assert len(s.chance_history) > draws_before  # the deck was shuffled
    assert len(s.hand[0]) == 5
    assert Counter(s.hand[0] + s.deck[0]) == before
    assert s.decision().kind == "mulligan" and s.decision().seat == 1


@rules("SWD-ROUND-01", "SWD-MULTI-10")
def test_a_three_player_round_with_nobody_eliminated_is_followed_by_the_next() -> None:
    s = game(decks="rey,kylo,jedi").new_initial_state(3)
    play_to_round(s, 2)
    assert s.round == 2 and s.winner == -1 and not s.is_terminal()
    assert s.phase == "action" and s.decision().kind == "action"


@rules("SWD-DELAYED-01")
def test_a_delayed_defeat_that_was_replaced_does_not_come_back_the_next_round() -> None:
    """Crime Lord marks Han, Second Chance replaces his defeat after the round; the
    delayed effect is spent, so the round after it ends with Han still in play."""
    s = position(
        Side(
            characters=[HAN, FINN],
            upgrades=[(CRIME_LORD, 0), (SECOND_CHANCE, 0)],
            resources=6,
            deck=[TAKE_COVER] * 12,
        ),
        Side(characters=[REY], deck=[TAKE_COVER] * 12),
    )
    han, chance = uid(s, "Han Solo"), uid(s, "Second Chance")
    put_in_pool(s, uid(s, "Crime Lord"), 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Crime Lord die")
    act(s, "choose-character", tag(han))
    play_to_round(s, 2)
    assert s.units[han].in_play
    assert not s.units[chance].in_play  # it replaced the defeat
    play_to_round(s, 3)
    assert s.round == 3 and s.units[han].in_play and s.winner == -1


def test_a_game_that_stops_with_nobody_winning_breaks_an_invariant(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sample's mutant of the round check (no next round once nobody is out) ended
    every random three-player game after round 1 with no winner, and the conformance
    games passed: the invariants now say that a game over has a winner."""
    monkeypatch.setattr(phases, "multiplayer_round_check", lambda s: True)
    s = game(decks="rey,kylo,jedi").new_initial_state(3)
    assert s.broken_invariants() == []
    play_to_round(s, 2)
    assert s.is_terminal() and s.winner == -1
    assert s.broken_invariants() == ["the game is over but nobody won"]
