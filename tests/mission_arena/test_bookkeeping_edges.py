"""Bookkeeping the rules lean on, at its edges: what a Switch leaves behind, the Check
Point actions from one turn to the next, and a Mission that is the pool's first card.

Each test kills a mutant that survived the mutation sample of ``phases.py`` and
``challenges.py`` (docs/evidence.md).
"""

from __future__ import annotations

from typing import Any

from mma_helpers import (
    DONE,
    END,
    EXTRA,
    NO_SUPER_HIT,
    STOP_BOOSTING,
    MakeGame,
    card,
    ids,
    me,
    rules,
    side,
)

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script


def _squad(state: Any, seat: int, slot: int) -> dict[str, Any]:
    view: dict[str, Any] = state.view(seat)["players"][seat]["squads"][slot]
    return view


def test_a_switch_is_spent_and_its_use_moves_with_the_switcher(make_game: MakeGame) -> None:
    """Sub (Reserve 1) activates Switch and takes Front's place (Active 1). What the
    players see afterwards: Sub, now at Active 1, has used its ability this turn and
    Front, now at Reserve 1, has not; Sub's Switch is no longer an effect in force."""
    game = make_game(
        [
            card("hero", "Hero", attack=500),
            card("front", "Front", alignment="evil", defense=200, resistance=400),
            card(
                "sub",
                "Sub",
                alignment="evil",
                defense=400,
                resistance=400,
                ability={"name": "Switch"},
            ),
        ]
    )
    state = build_position(
        game,
        phase="abilities",
        sides=(me(["hero"]), side(["front"], ["sub"], ready={0: 2, 3: 2})),
    )
    script = Script(state)
    script.answer("activate-ability", "Sub (Reserve 1): Switch, cost 1, target itself")
    assert [e["ability"] for e in state.view(1)["effects"]] == ["Switch"]
    assert _squad(state, 1, 3)["ability_used"] is True
    script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
    script.answer("switch", "Switch in Sub (Reserve 1)")
    script.expect("check-point")
    active_1, reserve_1 = _squad(state, 1, 0), _squad(state, 1, 3)
    assert (active_1["card"]["name"], active_1["ability_used"]) == ("Sub", True)
    assert (reserve_1["card"]["name"], reserve_1["ability_used"]) == ("Front", False)
    assert state.view(1)["effects"] == []


@rules("MTCG-SWITCH-01")
def test_a_switch_spends_only_the_switchers_own_activation(make_game: MakeGame) -> None:
    """Sub and then Twin activate Switch. Twin switches in for Front in the first
    Challenge; Sub's Switch is still in force, so Sub may switch in for Rear in the
    second."""
    game = make_game(
        [
            card("hero", "Hero", attack=500),
            card("hero2", "Second", attack=500),
            card("front", "Front", alignment="evil"),
            card("rear", "Rear", alignment="evil"),
            card("sub", "Sub", alignment="evil", ability={"name": "Switch"}),
            card("twin", "Twin", alignment="evil", ability={"name": "Switch"}),
        ]
    )
    state = build_position(
        game,
        phase="declare",
        sides=(me(["hero", "hero2"]), side(["front", "rear"], ["sub", "twin"])),
        effects=[("Switch", 1, 3), ("Switch", 1, 4)],
    )
    script = Script(state)
    script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
    script.answer("declare-challenge", "Second (Active 2) challenges Rear (Active 2)")
    script.answer("choose-challenge", "Resolve Hero (Active 1) vs Front (Active 1)")
    script.answer("switch", "Switch in Twin (Reserve 2)")
    assert script.options() == ["No Switch", "Switch in Sub (Reserve 1)"]
    script.answer("switch", "Switch in Sub (Reserve 1)")
    assert state.view(1)["effects"] == []


# The answers that take a turn to the next Check Point without doing anything else.
QUIET = {
    "replacement-move": lambda options: "Done moving",
    "fill-from-hand": lambda options: options[0],
    "assign-power-point": lambda options: options[0],
    "activate-ability": lambda options: DONE,
    "declare-challenge": lambda options: options[0],
    "choose-challenge": lambda options: options[0],
    "attack-boost": lambda options: STOP_BOOSTING,
    "defense-boost": lambda options: STOP_BOOSTING,
    "super-hit-attack": lambda options: NO_SUPER_HIT,
    "exhaust-discard": lambda options: options[0],
}


@rules("MTCG-CP-01", "MTCG-CP-02")
def test_each_check_point_action_is_once_per_check_point_not_once_per_game(
    make_game: MakeGame,
) -> None:
    """At seat 0's Check Point Thor and Iron Man exchange places and Filler 8 goes back
    to hand for Filler 3 (the two swaps of action A); neither is offered again in that
    Check Point, and both are offered again at seat 0's next one (full Squads: the
    Replacement moves no one)."""
    game = make_game(
        [
            card("thor", "Thor"),
            card("iron", "Iron Man"),
            card("villain", "Villain", alignment="evil"),
        ],
        special_abilities=False,
    )
    state = build_position(
        game,
        phase="check-point",
        sides=(
            side(["thor", *EXTRA], ["iron", "filler-8"], hand=["filler-3"]),
            side(["villain", *EXTRA], ["filler-12", "filler-8"]),
        ),
    )
    script = Script(state, strict=False)

    def kinds() -> set[str]:
        return {label.split()[0] for label in script.options()}

    assert {"Swap", "Return"} <= kinds()
    script.answer("check-point", "Swap Thor (Active 1) with Iron Man (Reserve 1)")
    script.answer("check-point", "Return Filler 8 (Reserve 2) to hand and play Filler 3 [C]")
    assert not {"Swap", "Return"} & kinds()
    script.answer("check-point", END)
    script.run_until("check-point", auto=QUIET)  # the opponent's
    script.answer("check-point", END)
    script.run_until("check-point", auto=QUIET)
    assert state.active == 0
    assert {"Swap", "Return"} <= kinds()


@rules("MTCG-MRES-01")
def test_a_mission_that_is_the_pools_first_card_is_resolved(make_game: MakeGame) -> None:
    """Bounty (2 Mission Points) is the first card of the pool. Hero defeats Foe: 1
    point for the defeat, Bounty's 2 for the resolved Mission, and Bounty goes to the
    hand."""
    game = make_game(
        [
            card("bounty", "Bounty", mission_points=2),
            card("hero", "Hero", attack=650),
            card("foe", "Foe", defense=300, resistance=300, alignment="evil"),
        ]
    )
    bounty = ids(game, "bounty")[0]
    assert bounty == 0
    state = build_position(
        game,
        phase="declare",
        sides=(me(["hero"], mission_active="bounty"), side(["foe"])),
    )
    script = Script(state)
    script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
    script.expect("check-point")
    assert state.score == [3, 0]
    assert bounty in state.hand[0]
    assert state.mission_active[0] == -1
