"""Marvel Mission Arena: the turn and its bookkeeping phases.

Turn structure (MTCG-TURN), Cool Down & Draw (MTCG-COOL), Duty Call (MTCG-DUTY),
Replacement (MTCG-REPL), Power Up (MTCG-PWR), Mission Activation (MTCG-MACT), Hit Points
(MTCG-HP) and Power Points (MTCG-PP), with the worked examples MTCG-EX-01, MTCG-EX-04,
MTCG-EX-05 and the derived checks MTCG-DX-10, MTCG-DX-11, MTCG-DX-13.

Positions are built with ``build_position``; every decision is answered by exact label
through a strict ``Script``. Catalog rule IDs are named in each test's ``rules`` marker.
"""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import (
    BENCH,
    DECK,
    DONE,
    END,
    EXTRA,
    NO_SUPER_HIT,
    STOP_BOOSTING,
    STOP_DECLARING,
    card,
    keys,
    position,
    rules,
    side,
)

from rulebound.games.mission_arena.state import PHASE_NAMES, MissionArenaState
from rulebound.kernel.scenario import Script

# --------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------


def key_of(state: MissionArenaState, card_id: int) -> str:
    return state.cards[card_id].key


def first_index(log: list[str], text: str) -> int:
    return next(i for i, line in enumerate(log) if text in line)


def bonus_attack(x: int = 100, cost: int = 1) -> dict[str, Any]:
    return {"name": "Bonus Attack", "cost": cost, "x": x, "target": "self"}


def bonus_defence(x: int = 100, cost: int = 1) -> dict[str, Any]:
    return {"name": "Bonus Defence", "cost": cost, "x": x, "target": "self"}


# --------------------------------------------------------------------------------------
# 7. Turn structure (MTCG-TURN)
# --------------------------------------------------------------------------------------


class TestTurnStructure:
    @rules("MTCG-TURN-01", "MTCG-TURN-05", "MTCG-COOL-03", "MTCG-GAME-05")
    def test_the_phases_run_in_catalog_order(self, make_game) -> None:
        game = make_game(
            [
                card("hero", "Hero", attack=400, ability=bonus_attack()),
                card("foe", "Foe", alignment="evil", defense=300, resistance=300),
                card("mission", "Mission Card", mission_points=2),
                card("sub", "Sub"),
            ]
        )
        state = position(
            game,
            "turn-start",
            side(["hero", *EXTRA], ["sub", "filler-12"], engaged={0: 1}, missions=["mission"]),
            side(["foe"]),
        )
        script = Script(state)
        phases: list[str] = []
        seats: list[int] = []

        def note() -> None:
            phases.append(state.view(0)["phase"])
            seats.append(state.decision().seat)

        note()
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            note()
            script.answer("assign-power-point", "Assign to Hero (Active 1)")
        note()
        script.answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 1, target itself"
        )
        script.expect("declare-challenge")
        note()
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        note()
        script.answer("attack-boost", STOP_BOOSTING)
        note()
        script.answer("super-hit-attack", NO_SUPER_HIT)
        note()
        script.expect("check-point")
        assert phases == [
            "Replacement",
            "Power Up",
            "Power Up",
            "Power Up",
            "Special Abilities",
            "Challenge",
            "Boost",
            "Super Hit",
            "Check Point",
        ]
        assert set(seats) == {0}  # the defending player had nothing to do here
        log = state.log
        order = [
            "Cool Down",
            "draws 2 cards",
            "Duty Call reveals",
            "assigns a Power Point",
            "activates the Mission",
            "activates Bonus Attack",
            "declares",
            "Challenge Hero (Active 1) vs Foe (Active 1)",
            "Mission Mission Card [C] complete",
        ]
        indices = [first_index(log, text) for text in order]
        assert indices == sorted(indices)

    @rules("MTCG-TURN-05", "MTCG-TURN-07")
    def test_phase_names_follow_the_catalog_numbering(self) -> None:
        """Cool Down and Draw are one phase; Team assembly is part of the Check Point."""
        assert PHASE_NAMES["cool-down"] == PHASE_NAMES["draw"] == "Cool Down & Draw"
        assert PHASE_NAMES["duty-call"] == "Duty Call"
        assert PHASE_NAMES["fill"] == PHASE_NAMES["replace-move"] == "Replacement"
        assert PHASE_NAMES["power-up"] == "Power Up"
        assert PHASE_NAMES["mission-activation"] == "Mission Activation"
        assert PHASE_NAMES["abilities"] == "Special Abilities"
        assert PHASE_NAMES["declare"] == "Challenge"
        assert PHASE_NAMES["boost-attack"] == PHASE_NAMES["boost-defense"] == "Boost"
        assert PHASE_NAMES["super-attack"] == PHASE_NAMES["super-defense"] == "Super Hit"
        assert PHASE_NAMES["clash"] == "Challenge Resolution"
        assert PHASE_NAMES["mission-resolution"] == "Mission Resolution"
        assert PHASE_NAMES["check-point"] == "Check Point"

    @rules("MTCG-TURN-02", "MTCG-CP-09")
    def test_after_the_check_point_the_turn_passes_to_the_opponent(self, make_game) -> None:
        game = make_game([card("hero", "Hero"), card("foe", "Foe"), card("sub", "Sub")])
        state = position(game, "check-point", side(["hero"], ["sub"]), side(["foe"]))
        Script(state).answer("check-point", END)
        assert state.turn == 4
        assert state.active == 1
        assert state.decision().seat == 1
        assert "--- Turn 4: P2 Test deck ---" in state.log

    @rules("MTCG-TURN-03", "MTCG-MACT-02", "MTCG-DX-10", "MTCG-CHAL-01")
    def test_dx10_first_turn_has_no_mission_and_no_challenge(self, make_game) -> None:
        game = make_game(
            [
                card("hero", "Hero"),
                card("foe", "Foe", alignment="evil"),
                card("m-hero", "Hero Mission"),
                card("m-foe", "Foe Mission"),
            ]
        )
        state = position(
            game,
            "turn-start",
            side(["hero", *EXTRA], BENCH, missions=["m-hero"]),
            side(["foe", *EXTRA], BENCH, missions=["m-foe"]),
            turn=1,
        )
        script = Script(state)
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Hero (Active 1)")
        # No Mission, no Challenge: straight to the Check Point.
        script.answer("check-point", END)
        assert state.turn == 2 and state.active == 1
        assert "The first player activates no Mission in the first turn." in state.log
        assert not any("declares" in line for line in state.log)
        assert keys(state, state.missions[0]) == ["m-hero"]
        assert key_of(state, state.discard[0][-1]) != "m-hero"
        # The second player's first turn: its top Mission is activated and it may challenge.
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Foe (Active 1)")
        script.expect("declare-challenge")
        assert key_of(state, state.mission_active[1]) == "m-foe"
        assert "Foe (Active 1) challenges Hero (Active 1)" in script.options()

    @rules("MTCG-TURN-04", "MTCG-GAME-06")
    def test_no_special_abilities_phase_without_level_1(self, make_game) -> None:
        game = make_game(
            [card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")],
            special_abilities=False,
        )
        state = position(game, "mission-activation", side(["hero"], ready={0: 2}), side(["foe"]))
        Script(state).expect("declare-challenge")
        assert state.ready[0] and not state.engaged[0]

    @rules("MTCG-TURN-04")
    def test_special_abilities_phase_with_level_1(self, make_game) -> None:
        game = make_game([card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")])
        state = position(game, "mission-activation", side(["hero"], ready={0: 2}), side(["foe"]))
        Script(state).expect("activate-ability")

    @rules("MTCG-TURN-06", "MTCG-TEAM-04")
    def test_team_member_copies_only_serve_the_boost(self, make_game) -> None:
        """A drawn copy of a Team member cannot be played into a Squad; it can be discarded
        for the Boost (the seed's "phase 3" read as the Boost)."""
        game = make_game(
            [
                card("alpha", "Alpha"),
                card("beta", "Beta"),
                card("team", "Team AB", members=["Alpha", "Beta"], attack=400),
                card("foe", "Foe", alignment="evil"),
                card("gamma", "Gamma"),
            ]
        )
        state = position(
            game,
            "replacement",
            side(["team"], ready={0: 1}, hand=["alpha", "gamma"]),
            side(["foe"]),
        )
        script = Script(state)
        script.expect("fill-from-hand")
        assert script.options() == ["Play Gamma [C] (300 AK / 300 DF / 300 RES) to Active 2"]
        script.answer("fill-from-hand", "Play Gamma [C] (300 AK / 300 DF / 300 RES) to Active 2")
        # Third Active position: Alpha is unusable, so a card is drawn (filler) and played.
        script.answer("fill-from-hand", "Play Filler 1 [C] (100 AK / 100 DF / 100 RES) to Active 3")
        assert state.stacks[2] and key_of(state, state.stacks[2][-1]) == "filler-1"
        assert "alpha" in keys(state, state.hand[0])
        state2 = position(
            game, "declare", side(["team"], ready={0: 1}, hand=["alpha"]), side(["foe"])
        )
        script2 = Script(state2)
        script2.answer("declare-challenge", "Team AB (Active 1) challenges Foe (Active 1)")
        assert script2.options() == [STOP_BOOSTING, "Discard Alpha [C]"]
        script2.answer("attack-boost", "Discard Alpha [C]")
        assert "alpha" in keys(state2, state2.discard[0])

    @rules("MTCG-TURN-08", "MTCG-RES-01", "MTCG-RES-10")
    def test_boost_and_resolution_run_once_per_challenge(self, make_game) -> None:
        game = make_game(
            [
                card("h1", "Hero One", attack=400),
                card("h2", "Hero Two", attack=400),
                card("f1", "Foe One", alignment="evil"),
                card("f2", "Foe Two", alignment="evil"),
            ]
        )
        state = position(
            game,
            "declare",
            side(["h1", "h2"], ready={0: 1, 1: 1}, hand=["filler-2", "filler-3"]),
            side(["f1", "f2"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero One (Active 1) challenges Foe One (Active 1)")
        script.answer("declare-challenge", "Hero Two (Active 2) challenges Foe Two (Active 2)")
        script.expect("choose-challenge")
        script.answer("choose-challenge", "Resolve Hero Two (Active 2) vs Foe Two (Active 2)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("super-hit-attack", NO_SUPER_HIT)
        # The first Challenge is resolved before the second one's Boost.
        script.expect("attack-boost")
        assert "Boost Hero One" in state.decision().prompt
        assert any(line.startswith("Challenge Hero Two") for line in state.log)
        assert not any(line.startswith("Challenge Hero One") for line in state.log)
        script.answer("attack-boost", STOP_BOOSTING)
        script.answer("super-hit-attack", NO_SUPER_HIT)
        assert any(line.startswith("Challenge Hero One") for line in state.log)
        assert any("500 Attack" in line for line in state.log)  # Hero Two: 400 + 100

    @rules("MTCG-TURN-09")
    def test_defender_activates_defensive_abilities_after_the_active_player(
        self, make_game
    ) -> None:
        game = make_game(
            [
                card("hero", "Hero", attack=400, ability=bonus_attack(x=100)),
                card("foe", "Foe", alignment="evil", defense=300, ability=bonus_defence(x=200)),
            ]
        )
        state = position(
            game, "abilities", side(["hero"], ready={0: 1}), side(["foe"], ready={0: 1})
        )
        script = Script(state)
        assert state.decision().seat == 0
        assert "Offensive and Support" in state.decision().prompt
        script.answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 1, target itself"
        )
        assert state.decision().seat == 1
        assert "Defensive and Support" in state.decision().prompt
        script.answer(
            "activate-ability", "Foe (Active 1): Bonus Defence +200, cost 1, target itself"
        )
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        # 400 + 100 < 300 + 200: the defender's Bonus Defence applies at resolution.
        assert any(
            "500 Attack against 500 Defense" in line and "EXHAUSTED" in line for line in state.log
        )


# --------------------------------------------------------------------------------------
# 8. Phase 1 - Cool Down & Draw (MTCG-COOL)
# --------------------------------------------------------------------------------------


class TestCoolDownAndDraw:
    @rules("MTCG-COOL-01", "MTCG-PP-06")
    def test_engaged_power_points_are_discarded_unengaged_stay(self, make_game) -> None:
        game = make_game(
            [card("hero", "Hero"), card("sub", "Sub"), card("foe", "Foe"), card("pp", "Spent")]
        )
        state = position(
            game,
            "turn-start",
            side(
                ["hero", *EXTRA],
                ["sub", "filler-12"],
                ready={0: ["filler-9"]},
                engaged={0: ["pp", "pp"], 3: ["pp"]},
            ),
            side(["foe"], engaged={0: ["pp"]}),
        )
        Script(state).expect("replacement-move")
        assert state.engaged[0] == [] and state.engaged[3] == []
        assert keys(state, state.ready[0]) == ["filler-9"]
        assert keys(state, state.discard[0]).count("pp") == 3
        # Only the active player cools down.
        assert keys(state, state.engaged[5]) == ["pp"]
        assert any("discards 3 engaged Power Points" in line for line in state.log)

    @rules("MTCG-COOL-02", "MTCG-PP-06", "MTCG-SA-11")
    def test_cool_down_ends_the_active_players_ability_effects(self, make_game) -> None:
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("foe", "Foe", ability=bonus_defence()),
            ]
        )
        state = position(
            game,
            "turn-start",
            side(["hero", *EXTRA], BENCH, engaged={0: 1}),
            side(["foe"], engaged={0: 1}),
            effects=[("Bonus Attack", 0, 0), ("Bonus Defence", 1, 0)],
        )
        Script(state).expect("replacement-move")
        assert [(e[0], e[1]) for e in state.effects] == [("Bonus Defence", 1)]
        assert any("1 Special Ability effect ends" in line for line in state.log)

    @rules("MTCG-COOL-03", "MTCG-COOL-04")
    def test_cool_down_then_draw_two_from_the_top(self, make_game) -> None:
        game = make_game([card("hero", "Hero"), card("foe", "Foe")])
        state = position(
            game,
            "turn-start",
            side(["hero", *EXTRA], BENCH, engaged={0: 1}, deck=["filler-2", "filler-3", *DECK]),
            side(["foe"]),
        )
        Script(state).expect("replacement-move")
        assert keys(state, state.hand[0]) == ["filler-2", "filler-3"]
        log = state.log
        assert first_index(log, "Cool Down") < first_index(log, "draws 2 cards")
        assert first_index(log, "draws 2 cards") < first_index(log, "Duty Call")


# --------------------------------------------------------------------------------------
# 9. Phase 2 - Duty Call (MTCG-DUTY)
# --------------------------------------------------------------------------------------


@pytest.fixture
def duty_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("hero-c", "Hero", ability=bonus_attack()),
            card("hero-r", "Hero", rarity="R", attack=500),
            card("mate", "Mate"),
            card("foe", "Foe", alignment="evil"),
            card("alpha", "Alpha"),
            card("beta", "Beta"),
            card("team", "Team AB", members=["Alpha", "Beta"], attack=500),
            card("team-2", "Team AB", rarity="R", members=["Alpha", "Beta"], attack=500),
            card("leader", "Leader", ability={"name": "Group Attack", "cost": 1}),
            card("nobody", "Nobody"),
            card("outsider", "Outsider", affiliation="Others"),
        ]
    )


def duty_deck(revealed: str) -> list[str]:
    """Two cards for the Draw, then the card Duty Call reveals."""
    return ["filler-2", "filler-3", revealed, *DECK]


class TestDutyCall:
    @rules("MTCG-DUTY-01", "MTCG-DUTY-03", "MTCG-DUTY-06")
    def test_the_top_card_is_revealed_and_discarded(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["hero-c", "mate", "filler-10"], BENCH, deck=duty_deck("nobody")),
            side(["foe"]),
        )
        Script(state).expect("replacement-move")
        assert keys(state, state.discard[0]) == ["nobody"]
        assert "Duty Call reveals Nobody [C]: no effect." in state.log
        assert state.duty == []
        assert len(state.deck[0]) == 20  # 23 - 2 drawn - 1 revealed; Power Up still to come

    @rules("MTCG-DUTY-02", "MTCG-DX-11")
    def test_dx11_called_protagonist_cannot_challenge_nor_activate(self, duty_game) -> None:
        """The revealed Hero [R] matches Hero [C] by Name."""
        state = position(
            duty_game,
            "draw",
            side(["hero-c", "mate", "filler-10"], BENCH, ready={0: 2}, deck=duty_deck("hero-r")),
            side(["foe"]),
        )
        script = Script(state)
        assert "Duty Call reveals Hero [R]: Hero (Active 1) is called away this turn." in state.log
        assert keys(state, state.discard[0]) == ["hero-r"]
        assert state.view(0)["players"][0]["squads"][0]["duty_called"] is True
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Mate (Active 2)")
        # Hero has 2 Power Points and a Bonus Attack, but no ability phase is offered.
        script.expect("declare-challenge")
        assert script.options() == [
            "Mate (Active 2) challenges Foe (Active 1)",
            "Filler 10 (Active 3) challenges Foe (Active 1)",
        ]

    @rules("MTCG-DUTY-04", "MTCG-DX-11", "MTCG-TEAM-09")
    def test_dx11_a_team_members_copy_has_no_effect(self, duty_game) -> None:
        state = position(
            duty_game, "draw", side(["team", *EXTRA], BENCH, deck=duty_deck("alpha")), side(["foe"])
        )
        script = Script(state)
        assert "Duty Call reveals Alpha [C]: no effect." in state.log
        assert state.duty == []
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Team AB (Active 1)")
        assert "Team AB (Active 1) challenges Foe (Active 1)" in script.options()

    @rules("MTCG-DUTY-05", "MTCG-DX-11", "MTCG-TEAM-09")
    def test_dx11_a_same_name_team_card_engages_the_team(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["team", "mate", "filler-10"], BENCH, deck=duty_deck("team-2")),
            side(["foe"]),
        )
        script = Script(state)
        assert any(
            line.startswith("Duty Call reveals Team AB [R]: Team AB (Active 1)")
            for line in state.log
        )
        assert state.view(0)["players"][0]["squads"][0]["duty_called"] is True
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Mate (Active 2)")
        assert not any(label.startswith("Team AB") for label in script.options())
        assert "Mate (Active 2) challenges Foe (Active 1)" in script.options()

    @rules("MTCG-DUTY-07")
    def test_called_protagonist_cannot_join_a_group_attack(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["leader", "mate", "outsider"], BENCH, ready={0: 2}, deck=duty_deck("mate")),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Leader (Active 1)")
        # Mate, the only possible partner (Outsider has another Affiliation), is
        # Duty-Called: Group Attack has no use and is not offered.
        script.expect("declare-challenge")
        assert "Leader (Active 1) challenges Foe (Active 1)" in script.options()

    @rules("MTCG-DUTY-07", "MTCG-REPL-05")
    def test_called_protagonist_may_still_be_moved(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["hero-c", *EXTRA], ["mate", "filler-12"], deck=duty_deck("hero-r")),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("replacement-move", "Exchange Hero (Active 1) and Mate (Reserve 1)")
        assert state.top(3).key == "hero-c" and state.top(0).key == "mate"
        # Hero stays called away in its new place.
        assert state.view(0)["players"][0]["squads"][3]["duty_called"] is True

    @rules("MTCG-DUTY-02", "MTCG-SA-17")
    def test_a_called_reserve_protagonist_moved_up_still_cannot_challenge(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["mate", *EXTRA], ["hero-c", "filler-12"], deck=duty_deck("hero-r")),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("replacement-move", "Exchange Mate (Active 1) and Hero (Reserve 1)")
        script.answer("replacement-move", "Done moving")
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Hero (Active 1)")
        # Hero has Power Points and a Bonus Attack, but no ability is offered.
        script.expect("declare-challenge")
        assert not any(label.startswith("Hero") for label in script.options())

    @rules("MTCG-DUTY-07")
    def test_empty_deck_at_duty_call_reveals_nothing(self, duty_game) -> None:
        state = position(
            duty_game,
            "draw",
            side(["hero-c", *EXTRA], ["mate", "filler-12"], deck=["filler-2", "filler-3"]),
            side(["foe"]),
        )
        Script(state).expect("replacement-move")
        assert "Duty Call: the deck is empty, nothing is revealed." in state.log
        assert state.winner == -1


# --------------------------------------------------------------------------------------
# 10. Phase 3 - Replacement (MTCG-REPL)
# --------------------------------------------------------------------------------------


@pytest.fixture
def squad_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("r1", "Rook"),
            card("r2", "Rider"),
            card("h1", "Hand One"),
            card("h2", "Hand Two"),
            card("h3", "Hand Three"),
            card("h4", "Hand Four"),
            card("a1", "Ace"),
            card("foe", "Foe", alignment="evil"),
            card("team", "Team RH", members=["Rook", "Hand One"]),
            card("rook-2", "Rook", rarity="R"),
            card("strong", "Strong", attack=700),
        ]
    )


def play(c: str, slot: str, stats: str = "300 AK / 300 DF / 300 RES") -> str:
    return f"Play {c} [C] ({stats}) to {slot}"


class TestReplacement:
    @rules("MTCG-REPL-01", "MTCG-PP-04")
    def test_a_defeated_active_is_replaced_from_the_reserve(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side([None, "a1", "h4"], ["r1"], hand=["h1"], ready={3: 2}),
            side(["foe"]),
        )
        script = Script(state)
        # Mandatory, and only from the Reserve while it holds a protagonist.
        assert script.expect("fill-active").options() == ["Move Rook (Reserve 1) to Active 1"]
        script.answer("fill-active", "Move Rook (Reserve 1) to Active 1")
        assert state.top(0).key == "r1" and not state.stacks[3]
        # Its Power Points stay in the Reserve position (MTCG-PP-04).
        assert len(state.ready[3]) == 2 and state.ready[0] == []
        # Step B: the Reserve is then refilled from the hand.
        script.answer("fill-from-hand", play("Hand One", "Reserve 1"))
        assert state.top(3).key == "h1"

    @rules("MTCG-REPL-02")
    def test_an_incomplete_reserve_is_refilled_from_the_hand(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side(["a1", "h3", "h4"], ["r1"], hand=["h1", "h2"]),
            side(["foe"]),
        )
        script = Script(state)
        assert script.expect("fill-from-hand").options() == [
            play("Hand One", "Reserve 2"),
            play("Hand Two", "Reserve 2"),
        ]
        script.answer("fill-from-hand", play("Hand Two", "Reserve 2"))
        assert state.top(4).key == "h2"
        script.expect("replacement-move")

    @rules("MTCG-REPL-01", "MTCG-REPL-02", "MTCG-REPL-03", "MTCG-EX-05")
    def test_ex05_three_defeated_actives_are_replaced(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side([], ["r1", "r2"], hand=["h1", "h2", "h3", "h4"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("fill-active", "Move Rook (Reserve 1) to Active 1")
        script.answer("fill-active", "Move Rider (Reserve 2) to Active 2")
        # The Reserve is empty: the third Active comes straight from the hand.
        script.answer("fill-from-hand", play("Hand One", "Active 3"))
        script.answer("fill-from-hand", play("Hand Two", "Reserve 1"))
        script.answer("fill-from-hand", play("Hand Three", "Reserve 2"))
        script.expect("replacement-move")
        assert [state.top(p).key for p in range(5)] == ["r1", "r2", "h1", "h2", "h3"]
        # Hand: 4 - 3 played.
        assert keys(state, state.hand[0]) == ["h4"]

    @rules("MTCG-REPL-04", "MTCG-EX-05")
    def test_ex05_without_protagonists_the_missing_actives_are_drawn(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side([None, None, "a1"], deck=["h1", "h2", *DECK]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("fill-from-hand", play("Hand One", "Active 1"))
        script.answer("fill-from-hand", play("Hand Two", "Active 2"))
        assert [state.top(p).key for p in range(3)] == ["h1", "h2", "a1"]
        assert sum("draws a card to fill the Squad" in line for line in state.log) == 2
        # Step C draws only for the Active Squad: the Reserve stays empty (MTCG-REPL-07).
        script.expect("replacement-move")
        assert not state.stacks[3] and not state.stacks[4]

    @rules("MTCG-REPL-07")
    def test_a_reserve_that_cannot_be_refilled_stays_incomplete(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side(["r1", "h1", "h2"], hand=["rook-2", "team"]),
            side(["foe"]),
        )
        Script(state).expect("replacement-move")
        assert not state.stacks[3] and not state.stacks[4]
        assert len(state.deck[0]) == 20
        assert sorted(keys(state, state.hand[0])) == ["rook-2", "team"]

    @rules("MTCG-REPL-07", "MTCG-DECK-06")
    def test_unusable_cards_do_not_count_and_drawing_goes_on(self, squad_game) -> None:
        """A same-Name duplicate and a Team card are not usable; step C draws past them."""
        state = position(
            squad_game,
            "replacement",
            side(["r1", "a1"], hand=["rook-2"], deck=["team", "rook-2", "h1", *DECK]),
            side(["foe"]),
        )
        script = Script(state)
        assert script.expect("fill-from-hand").options() == [play("Hand One", "Active 3")]
        script.answer("fill-from-hand", play("Hand One", "Active 3"))
        assert sum("draws a card to fill the Squad" in line for line in state.log) == 3
        assert sorted(keys(state, state.hand[0])) == ["rook-2", "rook-2", "team"]

    @rules("MTCG-REPL-07", "MTCG-COOL-04")
    def test_drawing_out_in_replacement_does_not_lose(self, squad_game) -> None:
        state = position(
            squad_game,
            "replacement",
            side(["a1"], deck=["h1"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("fill-from-hand", play("Hand One", "Active 2"))
        script.expect("replacement-move")
        assert state.winner == -1
        assert not state.stacks[2] and state.deck[0] == []

    @rules("MTCG-REPL-05", "MTCG-REPL-07", "MTCG-PP-04", "MTCG-PWR-04")
    def test_moves_between_squads_leave_power_points_in_place(self, squad_game) -> None:
        state = position(
            squad_game,
            "replace-move",
            side(["a1", "h1", "h2"], ["r1", "r2"], ready={0: 3, 3: 1}),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("replacement-move", "Exchange Ace (Active 1) and Rook (Reserve 1)")
        script.answer("replacement-move", "Exchange Hand One (Active 2) and Rider (Reserve 2)")
        assert [state.top(p).key for p in range(5)] == ["r1", "r2", "h2", "a1", "h1"]
        assert [len(state.ready[p]) for p in range(5)] == [3, 0, 0, 1, 0]

    @rules("MTCG-REPL-05", "MTCG-REPL-07")
    def test_any_number_of_moves_even_moving_a_protagonist_twice(self, squad_game) -> None:
        """No limit on step D moves (best reading of MTCG-REPL-07 b): Rook comes up to
        Active 1, then goes down to Reserve 2 for Rider. The result (Rider Active, Ace in
        Reserve 1, Rook in Reserve 2, each with that position's Power Points) cannot be
        reached if each protagonist may move only once."""
        state = position(
            squad_game,
            "replace-move",
            side(["a1", "h1", "h2"], ["r1", "r2"], ready={0: 3, 3: 1, 4: 2}),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("replacement-move", "Exchange Ace (Active 1) and Rook (Reserve 1)")
        script.answer("replacement-move", "Exchange Rook (Active 1) and Rider (Reserve 2)")
        script.answer("replacement-move", "Done moving")
        assert [state.top(p).key for p in range(5)] == ["r2", "h1", "h2", "a1", "r1"]
        assert [len(state.ready[p]) for p in range(5)] == [3, 0, 0, 1, 2]

    @rules("MTCG-REPL-06")
    def test_positions_emptied_in_the_opponents_turn_wait_for_replacement(self, squad_game) -> None:
        state = position(
            squad_game,
            "declare",
            side(["strong"], ["h4"]),
            side(["a1", "h1"], ["r1"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Strong (Active 1) challenges Ace (Active 1)")
        script.expect("check-point")
        assert state.stacks[5] == []  # 700 >= 300 + 300: Defeated
        script.answer("check-point", END)
        # The position stayed empty through seat 0's turn; seat 1's Replacement fills it.
        assert state.stacks[5] == []
        script.answer("fill-active", "Move Rook (Reserve 1) to Active 1")
        assert state.top(5).key == "r1"


# --------------------------------------------------------------------------------------
# 11. Phase 4 - Power Up (MTCG-PWR)
# --------------------------------------------------------------------------------------


@pytest.fixture
def power_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("p1", "Pip"),
            card("p2", "Pop"),
            card("p3", "Pat"),
            card("q1", "Quill"),
            card("q2", "Quay"),
            card("foe", "Foe", alignment="evil"),
            card("pp-a", "Power A"),
            card("pp-b", "Power B"),
            card("pp-c", "Power C"),
        ]
    )


def assign(who: str) -> tuple[str, str]:
    return ("assign-power-point", f"Assign to {who}")


class TestPowerUp:
    @rules("MTCG-PWR-01", "MTCG-PWR-02", "MTCG-PWR-06")
    def test_three_blind_cards_from_the_deck_must_all_be_assigned(self, power_game) -> None:
        state = position(
            power_game,
            "power-up",
            side(["p1", "p2"], ["q1"], hand=["filler-5"], deck=["pp-a", "pp-b", "pp-c", *DECK]),
            side(["foe"]),
        )
        script = Script(state)
        # Only positions with a protagonist, Active or Reserve; no way to keep a card back.
        assert script.options() == [
            "Assign to Pip (Active 1)",
            "Assign to Pop (Active 2)",
            "Assign to Quill (Reserve 1)",
        ]
        script.answer(*assign("Pip (Active 1)"))
        script.answer(*assign("Quill (Reserve 1)"))
        script.answer(*assign("Quill (Reserve 1)"))
        assert keys(state, state.ready[0]) == ["pp-a"]
        assert keys(state, state.ready[3]) == ["pp-b", "pp-c"]
        assert len(state.deck[0]) == 20
        assert keys(state, state.hand[0]) == ["filler-5"]  # nothing comes from the hand
        assert state.decision().kind != "assign-power-point"

    @rules("MTCG-PWR-03", "MTCG-PP-03", "MTCG-EX-04")
    def test_ex04a_all_three_to_one_protagonist_without_limit(self, power_game) -> None:
        state = position(
            power_game, "power-up", side(["p1", "p2", "p3"], ready={0: 12}), side(["foe"])
        )
        Script(state).answers(*[assign("Pip (Active 1)")] * 3)
        assert len(state.ready[0]) == 15

    @rules("MTCG-PWR-02", "MTCG-EX-04")
    @pytest.mark.parametrize(
        ("targets", "expected"),
        [
            (["Pip (Active 1)", "Pop (Active 2)", "Quill (Reserve 1)"], [1, 1, 0, 1, 0]),
            (["Pip (Active 1)", "Pip (Active 1)", "Pop (Active 2)"], [2, 1, 0, 0, 0]),
        ],
    )
    def test_ex04_distributions(self, power_game, targets, expected) -> None:
        """(b) 1 each to P1, P2, R1; (c) 2 to P1, 1 to P2, 0 to P3."""
        state = position(
            power_game, "power-up", side(["p1", "p2", "p3"], ["q1", "q2"]), side(["foe"])
        )
        Script(state).answers(*[assign(t) for t in targets])
        assert [len(state.ready[p]) for p in range(5)] == expected

    @rules("MTCG-PWR-06")
    def test_fewer_than_three_cards_assigns_what_can_be_drawn(self, power_game) -> None:
        state = position(power_game, "power-up", side(["p1"], ["q1"], deck=["pp-a"]), side(["foe"]))
        script = Script(state)
        script.answer(*assign("Quill (Reserve 1)"))
        assert state.decision().kind != "assign-power-point"
        assert keys(state, state.ready[3]) == ["pp-a"] and state.deck[0] == []
        assert state.winner == -1

    @rules("MTCG-PWR-04", "MTCG-PP-04", "MTCG-EX-04", "MTCG-CP-03")
    def test_power_points_never_move_with_their_protagonist(self, power_game) -> None:
        state = position(
            power_game,
            "check-point",
            side(["p1", "p2"], ["q1"], ready={0: 3}),
            side(["foe"]),
        )
        Script(state).answer("check-point", "Swap Pip (Active 1) with Quill (Reserve 1)")
        assert state.top(0).key == "q1" and len(state.ready[0]) == 3
        assert state.top(3).key == "p1" and len(state.ready[3]) == 0

    @rules("MTCG-PP-04", "MTCG-CP-02", "MTCG-CP-03")
    def test_power_points_stay_when_a_reserve_protagonist_returns_to_hand(self, power_game) -> None:
        state = position(
            power_game,
            "check-point",
            side(["p1"], ["q1"], ready={3: 2}, engaged={3: 1}, hand=["q2"]),
            side(["foe"]),
        )
        Script(state).answer("check-point", "Return Quill (Reserve 1) to hand and play Quay [C]")
        assert state.top(3).key == "q2"
        assert len(state.ready[3]) == 2 and len(state.engaged[3]) == 1
        assert keys(state, state.hand[0]) == ["q1"]

    @rules("MTCG-PWR-05", "MTCG-PP-01")
    def test_assigned_cards_stay_face_down(self, power_game) -> None:
        state = position(
            power_game,
            "power-up",
            side(["p1"], deck=["pp-a", "pp-b", "pp-c", *DECK]),
            side(["foe"]),
        )
        Script(state).answers(*[assign("Pip (Active 1)")] * 3)
        for seat in (0, 1):
            spot = state.view(seat)["players"][0]["squads"][0]
            assert spot["power_points"] == {"ready": 3, "engaged": 0}
            assert "Power A" not in str(state.view(seat))
            assert not any("Power" in line and "[C]" in line for line in state.log_for(seat))


# --------------------------------------------------------------------------------------
# 12. Phase 5 - Mission Activation (MTCG-MACT)
# --------------------------------------------------------------------------------------


@pytest.fixture
def mission_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("hero", "Hero", attack=200),
            card("foe", "Foe", alignment="evil"),
            card("m1", "Mission One", mission_points=2),
            card("m2", "Mission Two", mission_points=3),
            card("m3", "Mission Three", mission_points=1),
            card("sub", "Sub"),
        ]
    )


class TestMissionActivation:
    @rules("MTCG-MACT-01", "MTCG-MACT-04", "MTCG-ZONE-02")
    def test_exactly_the_top_mission_is_activated(self, mission_game) -> None:
        state = position(
            mission_game,
            "mission-activation",
            side(["hero"], ["sub"], missions=["m1", "m2"]),
            side(["foe"]),
        )
        script = Script(state)
        # Activation is automatic (mandatory): the next decision is already the Challenge.
        script.expect("declare-challenge")
        assert key_of(state, state.mission_active[0]) == "m1"
        assert keys(state, state.missions[0]) == ["m2"]
        assert "P1 Test deck activates the Mission Mission One [C] (2 Mission Points)." in (
            state.log
        )

    @rules("MTCG-MACT-01")
    def test_a_one_point_mission_reads_in_the_singular(self, mission_game) -> None:
        state = position(
            mission_game,
            "mission-activation",
            side(["hero"], ["sub"], missions=["m3"]),
            side(["foe"]),
        )
        Script(state).expect("declare-challenge")
        assert "P1 Test deck activates the Mission Mission Three [C] (1 Mission Point)." in (
            state.log
        )

    @rules("MTCG-MACT-03", "MTCG-MRES-05")
    def test_an_unresolved_mission_is_discarded_at_the_end_of_the_turn(self, mission_game) -> None:
        state = position(
            mission_game,
            "mission-activation",
            side(["hero"], ["sub"], missions=["m1", "m2"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("check-point", END)
        assert state.mission_active[0] == -1
        assert keys(state, state.discard[0]) == ["m1"]
        assert keys(state, state.missions[0]) == ["m2"]
        assert state.score == [0, 0]

    @rules("MTCG-MACT-04")
    def test_one_mission_per_turn(self, mission_game) -> None:
        state = position(
            mission_game,
            "mission-activation",
            side(["hero"], ["sub"], missions=["m1", "m2"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("check-point", END)
        # The whole turn is over: the second Mission was never activated.
        assert sum("activates the Mission" in line for line in state.log) == 1
        assert keys(state, state.missions[0]) == ["m2"] and state.active == 1

    @rules("MTCG-MACT-04")
    def test_no_mission_from_an_empty_zone(self, mission_game) -> None:
        state = position(mission_game, "mission-activation", side(["hero"], ["sub"]), side(["foe"]))
        Script(state).expect("declare-challenge")
        assert state.mission_active[0] == -1
        assert not any("activates the Mission" in line for line in state.log)


# --------------------------------------------------------------------------------------
# 5.2 Hit Points (MTCG-HP) and the Check Point limits (MTCG-DX-13, MTCG-EX-01)
# --------------------------------------------------------------------------------------


@pytest.fixture
def hp_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("thor-c", "Thor", attack=300, ability=bonus_attack(x=100)),
            card("thor-r", "Thor", rarity="R", attack=700),
            card("thor-ur", "Thor", rarity="UR", attack=350),
            card("foe", "Foe", alignment="evil", defense=300, resistance=300),
            card("sub", "Sub"),
            card("killer", "Killer", attack=900),
            card("alpha", "Alpha"),
            card("beta", "Beta"),
            card("team", "Team AB", members=["Alpha", "Beta"]),
            card("team-2", "Team AB", rarity="R", members=["Alpha", "Beta"]),
        ]
    )


class TestHitPoints:
    @rules("MTCG-HP-01", "MTCG-HP-06", "MTCG-CP-05")
    def test_each_copy_on_top_adds_a_hit_point(self, hp_game) -> None:
        state = position(
            hp_game, "check-point", side(["thor-c"], ["sub"], hand=["thor-r"]), side(["foe"])
        )
        assert state.view(0)["players"][0]["squads"][0]["hit_points"] == 1
        Script(state).answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Active 1)")
        assert keys(state, state.stacks[0]) == ["thor-c", "thor-r"]
        spot = state.view(1)["players"][0]["squads"][0]
        assert spot["hit_points"] == 2
        assert spot["card"]["key"] == "thor-r"  # the copy goes on top

    @rules("MTCG-HP-02", "MTCG-DX-13", "MTCG-CP-01", "MTCG-CP-05")
    def test_dx13_one_hit_point_per_check_point(self, hp_game) -> None:
        state = position(
            hp_game,
            "check-point",
            side(["thor-c"], ["sub"], hand=["thor-r", "thor-ur"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Active 1)")
        assert not any("as a Hit Point" in label for label in script.options())
        assert len(state.stacks[0]) == 2

    @rules("MTCG-HP-02", "MTCG-DX-13", "MTCG-CP-05")
    def test_dx13_a_sixth_hit_point_is_illegal(self, hp_game) -> None:
        state = position(
            hp_game,
            "check-point",
            side([["thor-c"] * 5], ["sub"], hand=["thor-r"]),
            side(["foe"]),
        )
        assert not any("as a Hit Point" in label for label in Script(state).options())
        four = position(
            hp_game,
            "check-point",
            side([["thor-c"] * 4], ["sub"], hand=["thor-r"]),
            side(["foe"]),
        )
        Script(four).answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Active 1)")
        assert len(four.stacks[0]) == 5

    @rules("MTCG-HP-03")
    def test_the_top_cards_stats_and_ability_count(self, hp_game) -> None:
        state = position(
            hp_game,
            "abilities",
            side([["thor-c", "thor-r"]], ready={0: 2}),
            side(["foe"]),
        )
        # Thor [C] underneath has a Bonus Attack, but only the top card's ability counts.
        script = Script(state)
        script.answer("declare-challenge", "Thor (Active 1) challenges Foe (Active 1)")
        assert any("700 Attack against 300 Defense" in line for line in state.log)

    @rules("MTCG-HP-03", "MTCG-HP-05", "MTCG-RES-07", "MTCG-PP-07")
    def test_losing_the_top_hit_point_uncovers_the_card_beneath(self, hp_game) -> None:
        state = position(
            hp_game,
            "declare",
            side(["killer"], ["sub"]),
            side([["thor-c", "thor-r"]], ready={0: 2}),
        )
        Script(state).answer("declare-challenge", "Killer (Active 1) challenges Thor (Active 1)")
        assert keys(state, state.stacks[5]) == ["thor-c"]
        assert len(state.ready[5]) == 2
        assert keys(state, state.discard[1]) == ["thor-r"]
        assert state.view(0)["players"][1]["squads"][0]["card"]["key"] == "thor-c"

    @rules("MTCG-HP-05", "MTCG-PP-07", "MTCG-RES-06")
    def test_the_last_hit_point_takes_its_power_points_along(self, hp_game) -> None:
        state = position(
            hp_game,
            "declare",
            side(["killer"], ["sub"]),
            side(["thor-c"], ready={0: 2}, engaged={0: 1}),
        )
        Script(state).answer("declare-challenge", "Killer (Active 1) challenges Thor (Active 1)")
        assert state.stacks[5] == [] and state.ready[5] == [] and state.engaged[5] == []
        assert len(state.discard[1]) == 1 + 3

    @rules("MTCG-HP-04", "MTCG-DECK-06")
    def test_replacement_cannot_stack_a_copy(self, hp_game) -> None:
        state = position(
            hp_game, "replacement", side(["thor-c"], hand=["thor-r", "sub"]), side(["foe"])
        )
        script = Script(state)
        script.expect("fill-from-hand")
        assert all("Thor" not in label for label in script.options())

    @rules("MTCG-HP-04", "MTCG-TEAM-05")
    def test_a_same_name_team_card_is_a_team_hit_point(self, hp_game) -> None:
        state = position(
            hp_game, "check-point", side(["team"], ["sub"], hand=["team-2"]), side(["foe"])
        )
        Script(state).answer(
            "check-point", "Assign Team AB [R] as a Hit Point on Team AB (Active 1)"
        )
        assert keys(state, state.stacks[0]) == ["team", "team-2"]

    @rules("MTCG-EX-01", "MTCG-DECK-05", "MTCG-DECK-04", "MTCG-CP-05")
    def test_ex01_thor_in_the_missions_zone_does_not_block_thor_in_play(self, hp_game) -> None:
        state = position(
            hp_game,
            "replacement",
            side(
                ["sub", "foe", "killer"],
                missions=["filler-7", "thor-ur"],
                hand=["thor-c", "thor-r"],
            ),
            side(["alpha"]),
        )
        script = Script(state)
        script.answer("fill-from-hand", "Play Thor [C] (300 AK / 300 DF / 300 RES) to Reserve 1")
        # Only one Thor can enter the Squads; the other stays in hand.
        script.expect("replacement-move")
        assert "thor-r" in keys(state, state.hand[0])
        script.run_until(
            "check-point",
            auto={
                "replacement-move": lambda options: "Done moving",
                "assign-power-point": lambda options: options[0],
                "activate-ability": lambda options: DONE,
                "declare-challenge": lambda options: options[0],
                "choose-challenge": lambda options: options[0],
                "attack-boost": lambda options: STOP_BOOSTING,
                "defense-boost": lambda options: STOP_BOOSTING,
                "super-hit-attack": lambda options: NO_SUPER_HIT,
                "exhaust-discard": lambda options: options[0],
            },
        )
        script.answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Reserve 1)")
        assert keys(state, state.stacks[3]) == ["thor-c", "thor-r"]
        assert keys(state, state.missions[0]) == ["thor-ur"]  # still in the Missions Zone


# --------------------------------------------------------------------------------------
# 5.3 Power Points (MTCG-PP)
# --------------------------------------------------------------------------------------


@pytest.fixture
def pp_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("hero", "Hero", attack=400, ability=bonus_attack(x=100, cost=2)),
            card("bank", "Banker", ability={"name": "Power Bank", "cost": 1}),
            card("needy", "Needy", attack=300, ability=bonus_attack(x=200)),
            card("foe", "Foe", alignment="evil", defense=300, resistance=300),
            card("alpha", "Alpha"),
            card("beta", "Beta"),
            card("team", "Team AB", members=["Alpha", "Beta"]),
            card("sub", "Sub"),
        ]
    )


class TestPowerPoints:
    @rules("MTCG-PP-02", "MTCG-PP-05")
    def test_paying_an_ability_engages_its_power_points(self, pp_game) -> None:
        state = position(pp_game, "abilities", side(["hero"], ready={0: 3}), side(["foe"]))
        Script(state).answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 2, target itself"
        )
        assert len(state.ready[0]) == 1 and len(state.engaged[0]) == 2
        assert state.view(1)["players"][0]["squads"][0]["power_points"] == {
            "ready": 1,
            "engaged": 2,
        }

    @rules("MTCG-PP-02", "MTCG-TEAM-03")
    def test_assembling_a_team_turns_member_copies_into_power_points(self, pp_game) -> None:
        state = position(
            pp_game,
            "check-point",
            side(["alpha", "beta"], ["sub"], hand=["team", "alpha"]),
            side(["foe"]),
        )
        Script(state).answer("check-point", "Assemble Team AB [C] at Active 1")
        assert state.top(0).key == "team"
        assert sorted(keys(state, state.ready[0])) == ["alpha", "alpha", "beta"]

    @rules("MTCG-PP-02")
    def test_power_bank_points_pay_at_once_and_are_not_kept(self, pp_game) -> None:
        state = position(pp_game, "abilities", side(["bank", "needy"], ready={0: 1}), side(["foe"]))
        script = Script(state)
        script.answer(
            "activate-ability", "Banker (Active 1): Power Bank, cost 1, target your characters"
        )
        script.answer(
            "power-bank-spend", "Needy (Active 2): Bonus Attack +200, cost 1, target itself"
        )
        assert state.ready[1] == [] and state.engaged[1] == []
        assert any(e[0] == "Bonus Attack" for e in state.effects)

    @rules("MTCG-PP-07", "MTCG-RES-04")
    def test_an_exhausted_protagonist_loses_one_power_point(self, pp_game) -> None:
        state = position(pp_game, "declare", side(["hero"], ["sub"]), side(["foe"], ready={0: 3}))
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert len(state.ready[5]) == 2
        assert state.stacks[5]

    @rules("MTCG-PP-08", "MTCG-BOOST-01")
    def test_the_power_point_count_limits_the_boost(self, pp_game) -> None:
        state = position(
            pp_game,
            "declare",
            side(["hero"], ["sub"], ready={0: 2}, hand=["filler-2", "filler-3", "filler-4"]),
            side(["foe"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("attack-boost", "Discard Filler 3 [C]")
        assert state.decision().kind != "attack-boost"
        assert keys(state, state.hand[0]) == ["filler-4"]
