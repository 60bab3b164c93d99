"""``rules.stats`` (several current values of a character in one pass, what the
observation encoder reads) against ``rules.stat`` one value at a time."""

from __future__ import annotations

import pytest
from mc_helpers import INSPIRED, JESSICA, act, put, start
from test_mc_card_types import daredevil_with_cards, turn_into

from rulebound import load_game
from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.position import Position, Side, build_position
from rulebound.games.marvel_champions.rules import stat, stats
from rulebound.kernel.rng import Rng

NAMES = ("attack", "thwart", "defense", "scheme", "recover")


@pytest.mark.parametrize("heroes", ["spider-man", "captain-marvel,she-hulk,iron-man"])
def test_stats_equals_stat_for_every_character_in_play(heroes: str) -> None:
    game = load_game("marvel-champions", heroes=heroes)
    rng = Rng(7)
    compared = 0
    for seed in range(2):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            for uid in {state.villain, *state.play, *(p.identity for p in state.players)}:
                assert stats(state, uid, NAMES) == [stat(state, uid, n) for n in NAMES]
                compared += 1
            options = state.decision().options
            state.apply_action(options[rng.randbelow(len(options))])
    assert compared > 100


def test_stats_reads_lasting_effects_of_each_scope_and_seat() -> None:
    # Random plays of the configurations above make no lasting effect: build them.
    # Two players, so an effect on one seat's characters must not reach the other's.
    s = build_position(Position(players=[Side(form="hero"), Side(hero="she-hulk", form="hero")]))
    first, second = (p.identity for p in s.players)
    position.add_lasting_effect(s, "attack", 2, seat=0)
    position.add_lasting_effect(s, "thwart", 1, seat=1)
    position.add_lasting_effect(s, "defense", -9, unit=second)  # never below 0
    for uid in (first, second, s.villain):
        assert stats(s, uid, NAMES) == [stat(s, uid, n) for n in NAMES]
    assert stats(s, first, ("attack",)) != stats(s, second, ("attack",))
    assert stats(s, second, ("defense",)) == [0]


def test_stats_skips_an_attachment_whose_host_changed_type() -> None:
    # Daredevil with Inspired ("the ally gets +1 ATK and +1 THW"), then turned into a
    # minion: Inspired stays attached but no longer applies (MC-CARDTYPE-05).
    # Jessica Jones, put in play after him, keeps her own Inspired's +1.
    s = start(heroes="captain-marvel", form="hero")
    dd = daredevil_with_cards(s, barred=False)
    jj = put(s, JESSICA)
    put(s, INSPIRED, host=jj)
    pair = ("attack", "thwart")
    assert stats(s, dd, pair) == [stat(s, dd, n) for n in pair] == [3, 3]
    turn_into(s, "minion")
    act(s, "choose-ally", "Daredevil")
    assert stats(s, dd, pair) == [stat(s, dd, n) for n in pair] == [2, 2]
    assert stats(s, jj, pair) == [stat(s, jj, n) for n in pair]
    assert stats(s, jj, ("attack",)) == [s.card(jj).stats["attack"] + 1]
