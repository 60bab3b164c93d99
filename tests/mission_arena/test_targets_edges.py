"""Ability targets by alignment: the mutation sample of ``queries.py`` found the
``alignment`` target kind (Power Bank, MTCG-PBANK-01) untested."""

from __future__ import annotations

import pytest
from mma_helpers import MakeGame, card, offered, rules, side

from rulebound.games.mission_arena.position import build_position

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
