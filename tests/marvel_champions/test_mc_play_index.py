"""The index of the cards in play by card (play_area.py): it follows every change of the
play area (cards entering and leaving, form changes, villain stages, Drones, swaps),
a clone copies it, and the game's invariants notice an index that does not match."""

from __future__ import annotations

from mc_helpers import JESSICA, SHOCKER, engage, game, put, start

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.rules import leave_play
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng


def _play_checking(params: dict[str, str], seed: int) -> int:
    """A random game, the index checked against the play area at every decision."""
    s = game(**params).new_initial_state(seed=seed)
    bot = Rng(seed)
    decisions = 0
    while not s.is_terminal():
        assert play_area.check(s) == [], (params, seed, decisions)
        s.apply_action(random_action(s, bot))
        decisions += 1
    assert play_area.check(s) == []
    return decisions


def test_the_index_follows_random_games() -> None:
    # form changes, Klaw's and Ultron's stages, Drones (cards in play showing another
    # card), allies and upgrades entering and leaving, eliminated players
    for params, seed in (
        ({"heroes": "she-hulk", "villain": "klaw"}, 3),
        ({"heroes": "iron-man,spider-man", "villain": "ultron"}, 5),
        ({"heroes": "black-panther,captain-marvel,she-hulk", "villain": "rhino"}, 7),
    ):
        assert _play_checking(params, seed) > 50


def test_games_after_the_first_copy_the_start_and_its_index() -> None:
    # the second game of a game object starts from a copy of the first one's set-up
    g = game(heroes="spider-man", villain="rhino")
    first, second = g.new_initial_state(seed=1), g.new_initial_state(seed=2)
    assert second.by_card and play_area.check(first) == play_area.check(second) == []


def test_entering_and_leaving_play_keeps_the_order_of_entry() -> None:
    s = start()
    first = put(s, JESSICA)
    minion = engage(s, SHOCKER)
    card = s.units[first].card
    assert s.by_card[card] == (first,)
    assert s.by_card[s.units[minion].card] == (minion,)
    assert play_area.showing(s, {card, s.units[minion].card}) == [first, minion]
    leave_play(s, first)
    assert card not in s.by_card
    assert play_area.check(s) == []


def test_a_clone_copies_the_index_and_each_goes_its_own_way() -> None:
    s = start()
    c = s.clone()
    uid = put(c, JESSICA)  # a new card instance, in the clone only
    card = c.units[uid].card
    assert card not in s.by_card and c.by_card[card] == (uid,)
    assert play_area.check(s) == [] and play_area.check(c) == []


def test_the_invariants_notice_an_index_out_of_step() -> None:
    s = start()
    uid = put(s, JESSICA)
    s.play.remove(uid)  # a change that bypasses play_area.py
    s.units[uid].in_play = False
    s.players[0].discard.append(uid)
    assert play_area.check(s) != []
    assert any("index" in line for line in s.broken_invariants())
