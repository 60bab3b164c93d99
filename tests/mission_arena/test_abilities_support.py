"""Support Special Abilities (catalog 20.5): New Mission, Power Bank and Recycle, usable
in both players' turns (MTCG-SA-06) and acting at once in phase 6."""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import card, cid, offered, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

LOST = "Stop (unused points are lost)"


def ids(state: Any, *keys: str) -> list[int]:
    return [cid(state, k) for k in keys]


# --------------------------------------------------------------------------------------
# New Mission (MTCG-NEWM)
# --------------------------------------------------------------------------------------

MISSIONS = ["m1", "m2", "m3", "m4"]


def new_mission_state(
    make_game, copies: int = 1, progressive: bool = False, defender: bool = False
):
    """Nova (seat 0) with New Mission; seat 0 is the active player unless ``defender``."""
    game = make_game(
        [
            card("nova", "Nova", ability={"name": "New Mission", "progressive": progressive}),
            card("foe", "Foe"),
            *(card(k, f"Mission {k[1]}") for k in MISSIONS),
            *(card(f"h{i}", f"Hand {i}") for i in range(1, 5)),
        ]
    )
    mine = side(
        [["nova"] * copies],
        ready={0: 2},
        missions=MISSIONS,
        mission_active=None if defender else "filler-6",
        hand=["h1", "h2", "h3", "h4"],
    )
    return build_position(
        game, phase="abilities", active=1 if defender else 0, sides=(mine, side(["foe"]))
    )


NEW_MISSION = "Nova (Active 1): New Mission, cost 2, target your Missions"
NEW_MISSION_PROG = "Nova (Active 1): New Mission (progressive), cost 2, target your Missions"


class TestNewMission:
    @rules("MTCG-NEWM-01", "MTCG-NEWM-03")
    def test_replace_a_mission_with_a_card_from_hand(self, make_game):
        """The replaced Mission goes to the hand and the new card takes its place in the
        column; the activated Mission (moved out of the column) is not offered."""
        state = new_mission_state(make_game)
        script = Script(state)
        script.answer("activate-ability", NEW_MISSION)
        assert (len(state.ready[0]), len(state.engaged[0])) == (0, 2)
        options = script.options()
        assert len(options) == 4 * 4  # 4 Missions in the column x 4 hand cards
        assert not [o for o in options if "Filler 6" in o]
        script.answer("new-mission-swap", "Replace Mission 2 (Mission 2 [C]) with Hand 3 [C]")
        assert state.missions[0] == ids(state, "m1", "h3", "m3", "m4")
        assert sorted(state.hand[0]) == sorted(ids(state, "h1", "h2", "h4", "m2"))
        assert state.mission_active[0] == cid(state, "filler-6")
        script.expect("declare-challenge")

    @rules("MTCG-NEWM-02", "MTCG-PROG-01")
    def test_progressive_replaces_one_mission_per_hit_point(self, make_game):
        state = new_mission_state(make_game, copies=2, progressive=True)
        script = Script(state)
        script.answer("activate-ability", NEW_MISSION_PROG)
        script.answer("new-mission-swap", "Replace Mission 1 (Mission 1 [C]) with Hand 1 [C]")
        assert not [o for o in script.options() if o.startswith("Replace Mission 1 ")]
        script.answer("new-mission-swap", "Replace Mission 3 (Mission 3 [C]) with Hand 2 [C]")
        script.expect("declare-challenge")
        assert state.missions[0] == ids(state, "h1", "m2", "h2", "m4")

    @rules("MTCG-NEWM-02", "MTCG-PROG-04")
    def test_progressive_replaces_at_most_three(self, make_game):
        state = new_mission_state(make_game, copies=5, progressive=True)
        script = Script(state)
        script.answer("activate-ability", NEW_MISSION_PROG)
        script.answer("new-mission-swap", "Replace Mission 1 (Mission 1 [C]) with Hand 1 [C]")
        script.answer("new-mission-swap", "Replace Mission 2 (Mission 2 [C]) with Hand 2 [C]")
        script.answer("new-mission-swap", "Replace Mission 3 (Mission 3 [C]) with Hand 3 [C]")
        script.expect("declare-challenge")
        assert state.missions[0] == ids(state, "h1", "h2", "h3", "m4")

    @rules("MTCG-NEWM-02", "MTCG-PROG-03")
    def test_without_the_drop_one_mission_whatever_the_hit_points(self, make_game):
        state = new_mission_state(make_game, copies=3)
        script = Script(state)
        script.answer("activate-ability", NEW_MISSION)
        script.answer("new-mission-swap", "Replace Mission 4 (Mission 4 [C]) with Hand 4 [C]")
        script.expect("declare-challenge")

    @rules("MTCG-NEWM-01", "MTCG-SA-06")
    def test_defending_player_may_use_new_mission(self, make_game):
        state = new_mission_state(make_game, defender=True)
        assert state.active == 1 and state.decision().seat == 0
        assert offered(state) == [NEW_MISSION]
        script = Script(state)
        script.answer("activate-ability", NEW_MISSION)
        script.answer("new-mission-swap", "Replace Mission 1 (Mission 1 [C]) with Hand 1 [C]")
        assert state.missions[0][0] == cid(state, "h1")


# --------------------------------------------------------------------------------------
# Power Bank (MTCG-PBANK)
# --------------------------------------------------------------------------------------


def bank_state(
    make_game,
    copies: int = 1,
    buddy_ability: dict[str, Any] | None = None,
    target: str | None = None,
    buddy_affiliation: str = "Testers",
    buddy_ready: int = 0,
):
    ability: dict[str, Any] = {"name": "Power Bank", "progressive": True}
    if target:
        ability["target"] = target
    game = make_game(
        [
            card("bank", "Bank", ability=ability),
            card(
                "buddy",
                "Buddy",
                affiliation=buddy_affiliation,
                ability=buddy_ability or {"name": "Bonus Attack", "x": 100},
            ),
            card("foe", "Foe"),
        ]
    )
    return build_position(
        game,
        phase="abilities",
        sides=(side([["bank"] * copies, "buddy"], ready={0: 1, 1: buddy_ready}), side(["foe"])),
    )


BANK = "Bank (Active 1): Power Bank (progressive), cost 1, target your characters"
BUDDY_BONUS = "Buddy (Active 2): Bonus Attack +100, cost 1, target itself"


class TestPowerBank:
    @rules("MTCG-PBANK-01", "MTCG-DX-08", "MTCG-SA-10")
    def test_gained_point_pays_another_protagonists_ability(self, make_game):
        """MTCG-DX-08: a lone Bank gains 1 Power Point; Buddy (no Power Points of its
        own) activates its Bonus Attack with it."""
        state = bank_state(make_game)
        assert offered(state) == [BANK]  # Buddy cannot pay on its own
        script = Script(state)
        script.answer("activate-ability", BANK)
        assert (len(state.ready[0]), len(state.engaged[0])) == (0, 1)
        assert script.options() == [LOST, BUDDY_BONUS]
        script.answer("power-bank-spend", BUDDY_BONUS)
        assert [e[0] for e in state.effects] == ["Bonus Attack"]
        assert state.engaged[1] == [] and state.ready[1] == []
        script.expect("declare-challenge")

    @rules("MTCG-PBANK-01", "MTCG-SA-12")
    def test_only_protagonists_of_its_target_benefit(self, make_game):
        """A Power Bank for the Avengers cannot pay for an X-Man: it is not offered."""
        state = bank_state(make_game, target="affiliation:Avengers", buddy_affiliation="X-Men")
        Script(state).expect("declare-challenge")

    @rules("MTCG-PBANK-01", "MTCG-SA-12")
    def test_matching_target_is_offered(self, make_game):
        state = bank_state(make_game, target="affiliation:Avengers", buddy_affiliation="Avengers")
        assert offered(state) == [
            "Bank (Active 1): Power Bank (progressive), cost 1, target affiliation Avengers"
        ]

    @rules("MTCG-PBANK-02", "MTCG-DX-08")
    def test_unused_points_are_lost(self, make_game):
        """Stopping without spending loses the point: Buddy still cannot activate."""
        state = bank_state(make_game)
        script = Script(state)
        script.answer("activate-ability", BANK)
        script.answer("power-bank-spend", LOST)
        script.expect("declare-challenge")
        assert state.effects == []
        assert "1 Power Bank point is lost unused." in state.log

    @rules("MTCG-PBANK-03", "MTCG-DX-08")
    def test_lone_card_gains_one_point(self, make_game):
        """1 point cannot pay Buddy's Double Hit (cost 2), so the Bank has nothing to act
        on and is not offered; with 1 Power Point of Buddy's own added, it pays."""
        state = bank_state(make_game, buddy_ability={"name": "Double Hit"})
        assert BANK not in offered(state)
        state = bank_state(make_game, buddy_ability={"name": "Double Hit"}, buddy_ready=1)
        script = Script(state)
        script.answer("activate-ability", BANK)
        script.answer("power-bank-spend", "Buddy (Active 2): Double Hit, cost 2, target itself")
        assert [e[0] for e in state.effects] == ["Double Hit"]
        assert len(state.engaged[1]) == 1  # 1 from the Bank, 1 of Buddy's own

    @rules("MTCG-PBANK-03", "MTCG-DX-08", "MTCG-PROG-01")
    def test_two_hit_points_gain_two_points(self, make_game):
        state = bank_state(make_game, copies=2, buddy_ability={"name": "Double Hit"})
        script = Script(state)
        script.answer("activate-ability", BANK)
        script.answer("power-bank-spend", "Buddy (Active 2): Double Hit, cost 2, target itself")
        assert [e[0] for e in state.effects] == ["Double Hit"]
        assert state.engaged[1] == []

    @rules("MTCG-PBANK-03", "MTCG-DX-08", "MTCG-PROG-04")
    @pytest.mark.parametrize("copies", [3, 5])
    def test_three_or_more_hit_points_gain_three_points(self, make_game, copies):
        state = bank_state(make_game, copies=copies, buddy_ability={"name": "Brute Force"})
        script = Script(state)
        script.answer("activate-ability", BANK)
        script.answer("power-bank-spend", "Buddy (Active 2): Brute Force, cost 3, target itself")
        assert [e[0] for e in state.effects] == ["Brute Force"]

    @rules("MTCG-PBANK-02", "MTCG-PBANK-03", "MTCG-PROG-04")
    def test_never_more_than_three_points(self, make_game):
        """With 5 Hit Points the Bank still gains 3 points: not enough for a cost-4 ability,
        so the Bank is not offered at all."""
        state = bank_state(
            make_game, copies=5, buddy_ability={"name": "Bonus Attack", "x": 100, "cost": 4}
        )
        assert BANK not in offered(state)

    @rules("MTCG-PBANK-02")
    def test_points_left_after_spending_are_lost(self, make_game):
        """3 points, Buddy's Bonus Attack uses 1: the 2 left have nothing to pay for."""
        state = bank_state(make_game, copies=3)
        script = Script(state)
        script.answer("activate-ability", BANK)
        script.answer("power-bank-spend", BUDDY_BONUS)
        script.expect("declare-challenge")
        assert "2 Power Bank points are lost unused." in state.log


# --------------------------------------------------------------------------------------
# Recycle (MTCG-RECYCLE)
# --------------------------------------------------------------------------------------


def recycle_state(make_game, copies: int, x: int, progressive: bool):
    game = make_game(
        [
            card("medic", "Medic", ability={"name": "Recycle", "x": x, "progressive": progressive}),
            card("foe", "Foe"),
            *(card(f"d{i}", f"Discarded {i}") for i in range(1, 6)),
        ]
    )
    return build_position(
        game,
        phase="abilities",
        sides=(
            side([["medic"] * copies], ready={0: 1}, discard=["d1", "d2", "d3", "d4", "d5"]),
            side(["foe"]),
        ),
    )


def take_all(script: Script, *names: str) -> None:
    for name in names:
        script.answer("recycle-card", f"Take back {name} [C]")


class TestRecycle:
    @rules("MTCG-RECYCLE-01", "MTCG-PROG-01")
    def test_progressive_takes_back_one_card_per_hit_point(self, make_game):
        state = recycle_state(make_game, copies=2, x=1, progressive=True)
        script = Script(state)
        script.answer(
            "activate-ability",
            "Medic (Active 1): Recycle 1 (progressive), cost 1, target your discard pile",
        )
        assert script.options() == [f"Take back Discarded {i} [C]" for i in range(1, 6)]
        take_all(script, "Discarded 4", "Discarded 2")
        script.expect("declare-challenge")
        assert sorted(state.hand[0]) == sorted(ids(state, "d4", "d2"))
        assert sorted(state.discard[0]) == sorted(ids(state, "d1", "d3", "d5"))

    @rules("MTCG-RECYCLE-01", "MTCG-PROG-04")
    def test_progressive_takes_back_at_most_three(self, make_game):
        state = recycle_state(make_game, copies=5, x=1, progressive=True)
        script = Script(state)
        script.answer(
            "activate-ability",
            "Medic (Active 1): Recycle 1 (progressive), cost 1, target your discard pile",
        )
        take_all(script, "Discarded 1", "Discarded 2", "Discarded 3")
        script.expect("declare-challenge")
        assert len(state.hand[0]) == 3

    @rules("MTCG-RECYCLE-02", "MTCG-PROG-03")
    def test_without_the_drop_takes_back_x_cards(self, make_game):
        """X = 2 and 3 Hit Points, no drop: exactly 2 cards."""
        state = recycle_state(make_game, copies=3, x=2, progressive=False)
        script = Script(state)
        script.answer(
            "activate-ability", "Medic (Active 1): Recycle 2, cost 1, target your discard pile"
        )
        take_all(script, "Discarded 5", "Discarded 1")
        script.expect("declare-challenge")
        assert sorted(state.hand[0]) == sorted(ids(state, "d5", "d1"))

    @rules("MTCG-RECYCLE-01")
    def test_lone_progressive_card_takes_back_one(self, make_game):
        state = recycle_state(make_game, copies=1, x=1, progressive=True)
        script = Script(state)
        script.answer(
            "activate-ability",
            "Medic (Active 1): Recycle 1 (progressive), cost 1, target your discard pile",
        )
        take_all(script, "Discarded 3")
        script.expect("declare-challenge")
        assert state.hand[0] == ids(state, "d3")
