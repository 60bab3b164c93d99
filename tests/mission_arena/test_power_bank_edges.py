"""Power Bank without the drop symbol: the mutation sample of ``abilities.py`` found only
progressive Power Banks tested, where a lone card's level and the fixed 1 agree."""

from __future__ import annotations

from mma_helpers import MakeGame, card, line, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

BANK = "Bank (Active 1): Power Bank, cost 1, target your characters"
BUDDY_BONUS = "Buddy (Active 2): Bonus Attack +100, cost 1, target itself"


@rules("MTCG-PROG-03", "MTCG-PBANK-01")
def test_a_power_bank_without_the_drop_gains_one_point_whatever_its_hit_points(
    make_game: MakeGame,
) -> None:
    """Bank has 2 Hit Points but no drop symbol: it gains 1 Power Point, which pays
    Buddy's Bonus Attack."""
    game = make_game(
        [
            card("bank", "Bank", ability={"name": "Power Bank"}),
            card("bank-r", "Bank", rarity="R", ability={"name": "Power Bank"}),
            card("buddy", "Buddy", ability={"name": "Bonus Attack", "x": 100}),
            card("foe", "Foe"),
        ]
    )
    state = build_position(
        game,
        phase="abilities",
        sides=(side([["bank", "bank-r"], "buddy"], ready={0: 1}), side(["foe"])),
    )
    script = Script(state)
    script.answer("activate-ability", BANK)
    assert "1 Power Point to spend at once" in line(state, "Bank (Active 1) activates")
    script.answer("power-bank-spend", BUDDY_BONUS)
    assert [effect[0] for effect in state.effects] == ["Bonus Attack"]
