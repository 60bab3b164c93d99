"""Ability targets by alignment: the mutation sample of ``queries.py`` found the
``alignment`` target kind (Power Bank, MTCG-PBANK-01) untested; and the challenged set
in the second player's turn (Switch)."""

from __future__ import annotations

import pytest
from mma_helpers import MakeGame, card, clash_line, me, offered, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

BANK = "Bank (Active 1): Power Bank, cost 1, target alignment good"


@pytest.mark.parametrize(("alignment", "paid"), [("good", True), ("evil", False)])
@rules("MTCG-PBANK-01", "MTCG-SA-12")
def test_a_power_bank_for_good_characters_pays_only_a_good_one(
    make_game: MakeGame, alignment: str, paid: bool
) -> None:
    """A Power Bank whose target is the good alignment is offered only when a good
    protagonist could spend its point."""
    game = make_game(
        [
            card(
                "bank",
                "Bank",
                alignment="neutral",
                ability={"name": "Power Bank", "target": "alignment:good"},
            ),
            card("buddy", "Buddy", alignment=alignment, ability={"name": "Bonus Attack", "x": 100}),
            card("foe", "Foe"),
        ]
    )
    state = build_position(
        game, phase="abilities", sides=(side(["bank", "buddy"], ready={0: 1}), side(["foe"]))
    )
    if paid:
        assert offered(state) == [BANK]
    else:  # nothing to activate: the turn goes on to the Challenges
        assert state.decision().kind == "declare-challenge"


@rules("MTCG-SWITCH-01")
def test_the_first_players_challenged_protagonist_cannot_switch_in(make_game: MakeGame) -> None:
    """In the second player's turn: the first player's Sub (its Active 2) is itself
    challenged, so it is not offered to replace Front. (Sub's protagonist number equals
    the Mission target code, which the challenged set must not confuse.)"""
    game = make_game(
        [
            card("hero", "Hero", attack=500),
            card("hero2", "Second", attack=100),
            card("front", "Front", alignment="evil", defense=200, resistance=400),
            card("sub", "Sub", alignment="evil", defense=400, ability={"name": "Switch"}),
        ]
    )
    state = build_position(
        game,
        phase="declare",
        active=1,
        sides=(side(["front", "sub"], ready={1: 2}), me(["hero", "hero2"])),
        effects=[("Switch", 0, 1)],
    )
    script = Script(state)
    script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
    script.answer("declare-challenge", "Second (Active 2) challenges Sub (Active 2)")
    script.answer("choose-challenge", "Resolve Hero (Active 1) vs Front (Active 1)")
    assert state.decision().kind != "switch"
    assert "Hero (Active 1) vs Front (Active 1)" in clash_line(state, "Hero")
