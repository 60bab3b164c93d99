"""Marvel Mission Arena: how the game is won (MTCG-WIN), Mission Points (MTCG-GAME-04) and
drawing out (MTCG-COOL-04, MTCG-DX-09).

Positions are built with ``build_position``; every decision is answered by exact label
through a strict ``Script``. Catalog rule IDs are named in each test's ``rules`` marker.
"""

from __future__ import annotations

import pytest
from mma_helpers import BENCH, END, EXTRA, card, keys, position, rules, side

from rulebound import load_game
from rulebound.kernel.scenario import Script

WIN_REASONS = {"Mission Complete", "Total Destruction", "Battle of Fate"}


# --------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------


@pytest.fixture
def fate_game(make_game):  # type: ignore[no-untyped-def]
    """Hero's Nemesis is Foe; Foe's Nemesis is Hero."""
    return make_game(
        [
            card("hero", "Hero", attack=700, nemesis="Foe"),
            card("hero-weak", "Hero", rarity="R", attack=300, nemesis="Foe"),
            card("foe", "Foe", alignment="evil", nemesis="Hero"),
            card("foe-r", "Foe", alignment="evil", rarity="R", nemesis="Hero"),
            card("goon", "Goon", alignment="evil"),
            card("mate", "Mate", attack=700),
            card(
                "trapper",
                "Trapper",
                attack=700,
                nemesis="Foe",
                ability={"name": "Trap Attack", "cost": 1},
            ),
            card(
                "counter",
                "Foe",
                rarity="UR",
                alignment="evil",
                attack=700,
                defense=400,
                nemesis="Hero",
                ability={"name": "Counterattack", "cost": 1},
            ),
            card(
                "leader",
                "Leader",
                attack=200,
                ability={"name": "Group Attack", "cost": 1},
            ),
            card("partner", "Partner", attack=400, nemesis="Foe"),
            card("alpha", "Alpha", alignment="evil"),
            card("beta", "Beta", alignment="evil"),
            card("team", "Team AB", alignment="evil", members=["Alpha", "Beta"]),
            card("team-hunter", "Team Hunter", attack=700, nemesis="Team AB"),
            card("alpha-hunter", "Alpha Hunter", attack=700, nemesis="Alpha"),
            card("m2", "Big Mission", mission_points=2),
        ]
    )


# --------------------------------------------------------------------------------------
# 2. Victory conditions (MTCG-WIN)
# --------------------------------------------------------------------------------------


class TestMissionComplete:
    @rules("MTCG-WIN-02", "MTCG-WIN-01")
    def test_the_game_ends_after_turn_11_by_default(self, fate_game) -> None:
        state = position(
            fate_game,
            "check-point",
            side(["hero"], ["mate"], score=4),
            side(["foe"], score=2),
            turn=11,
        )
        assert state.view(0)["last_turn"] == 11
        Script(state).answer("check-point", END)
        assert state.is_terminal()
        assert state.winner == 0 and state.win_reason == "Mission Complete"
        assert state.win_reason in WIN_REASONS
        assert state.returns() == [1.0, -1.0]

    @rules("MTCG-WIN-02")
    def test_turn_10_is_not_the_last_turn_by_default(self, fate_game) -> None:
        state = position(
            fate_game,
            "check-point",
            side(["hero"], ["mate"], score=4),
            side(["foe"], score=2),
            turn=10,
        )
        Script(state).answer("check-point", END)
        assert state.winner == -1
        assert state.turn == 11 and state.active == 1

    @rules("MTCG-WIN-02")
    def test_first_turn_counts_option_ends_after_turn_10(self, make_game) -> None:
        game = make_game(
            [card("hero", "Hero"), card("foe", "Foe"), card("sub", "Sub")], first_turn_counts=True
        )
        state = position(
            game, "check-point", side(["hero"], ["sub"]), side(["foe"], score=1), turn=10
        )
        assert state.view(0)["last_turn"] == 10
        Script(state).answer("check-point", END)
        assert state.winner == 1 and state.win_reason == "Mission Complete"

    @rules("MTCG-WIN-02")
    def test_a_tie_on_mission_points_is_a_draw(self, fate_game) -> None:
        """No tie-break exists in the seed: equal Mission Points end in a draw."""
        state = position(
            fate_game,
            "check-point",
            side(["hero"], ["mate"], score=3),
            side(["foe"], score=3),
            turn=11,
        )
        Script(state).answer("check-point", END)
        assert state.is_terminal()
        assert state.winner == 2
        assert state.returns() == [0.0, 0.0]

    @rules("MTCG-WIN-02", "MTCG-TURN-03")
    def test_a_full_game_gives_each_player_five_turns_of_challenges(self) -> None:
        """Played with the first legal option everywhere: if nothing ends it sooner, the
        game ends after turn 11, the first player's sixth turn; each player had 5 turns
        in which a Challenge could be declared."""
        game = load_game("marvel-mission-arena", special_abilities=False)
        checked = 0
        for seed in range(30):
            state = game.new_initial_state(seed)
            challenge_turns: dict[int, set[int]] = {0: set(), 1: set()}
            while not state.is_terminal():
                decision = state.decision()
                if decision.kind == "declare-challenge":
                    challenge_turns[decision.seat].add(state.turn)
                state.apply_action(decision.options[0])
            if state.win_reason.startswith("Mission Complete"):
                first = state.first
                assert state.turn == 11
                assert sorted(challenge_turns[first]) == [3, 5, 7, 9, 11]
                assert sorted(challenge_turns[1 - first]) == [2, 4, 6, 8, 10]
                checked += 1
        assert checked > 0

    @rules("MTCG-WIN-03", "MTCG-GAME-04", "MTCG-MRES-01", "MTCG-MRES-06", "MTCG-RES-09")
    def test_defeat_and_mission_points_add_up_to_a_running_score(self, fate_game) -> None:
        state = position(
            fate_game,
            "mission-activation",
            side(["mate"], ["hero-weak"], missions=["m2", "alpha"], score=1),
            side(["goon"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Mate (Active 1) challenges Goon (Active 1)")
        script.expect("check-point")
        # 1 before + 1 for the defeat + 2 printed on the Mission; the card goes to the hand.
        assert state.score == [4, 0]
        assert "m2" in keys(state, state.hand[0])
        assert keys(state, state.missions[0]) == ["alpha"]
        # The score is kept as a total: the Mission card may leave the hand without it.
        script.answer("check-point", "Return Hero (Reserve 1) to hand and play Big Mission [C]")
        assert state.top(3).key == "m2"
        assert state.score == [4, 0]
        assert state.view(1)["scores"] == [4, 0]


class TestTotalDestruction:
    @rules("MTCG-WIN-04", "MTCG-COOL-04", "MTCG-DX-09", "MTCG-WIN-01")
    def test_dx09_an_empty_deck_at_the_draw_loses(self, fate_game) -> None:
        state = position(fate_game, "turn-start", side(["hero"], ["mate"], deck=[]), side(["foe"]))
        assert state.is_terminal()
        assert state.winner == 1 and state.win_reason == "Total Destruction"
        assert state.returns() == [-1.0, 1.0]
        assert "P1 Test deck cannot draw: P2 Test deck wins by Total Destruction." in state.log

    @rules("MTCG-COOL-04", "MTCG-DX-09", "MTCG-PWR-06", "MTCG-DUTY-07")
    def test_dx09_with_one_card_left_draw_it_and_play_on(self, fate_game) -> None:
        state = position(
            fate_game,
            "turn-start",
            side(["hero", *EXTRA], BENCH, deck=["goon"]),
            side(["foe"]),
        )
        script = Script(state)
        script.expect("replacement-move")
        assert state.winner == -1
        assert keys(state, state.hand[0]) == ["goon"] and state.deck[0] == []
        assert "P1 Test deck draws 1 card." in state.log
        assert "Duty Call: the deck is empty, nothing is revealed." in state.log
        script.answer("replacement-move", "Done moving")
        # No card to draw for Power Up: the turn goes on to the Challenge.
        script.expect("declare-challenge")

    @rules("MTCG-WIN-04")
    def test_the_opponent_wins_when_the_active_player_cannot_draw(self, fate_game) -> None:
        state = position(fate_game, "check-point", side(["hero"], ["mate"]), side(["foe"], deck=[]))
        Script(state).answer("check-point", END)
        assert state.winner == 0 and state.win_reason == "Total Destruction"


class TestBattleOfFate:
    @rules("MTCG-WIN-05", "MTCG-CARD-08", "MTCG-WIN-01")
    def test_defeating_the_nemesis_ends_the_game_at_once(self, fate_game) -> None:
        state = position(
            fate_game,
            "declare",
            side(["hero", "mate"], ["hero-weak"]),
            side(["foe", "goon"]),
        )
        script = Script(state)
        script.answer("declare-challenge", "Mate (Active 2) challenges Goon (Active 2)")
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Foe (Active 1)")
        assert state.is_terminal()
        assert state.winner == 0 and state.win_reason == "Battle of Fate"
        # The game ended immediately: the other Challenge was never resolved.
        assert state.stacks[6]
        assert not any(line.startswith("Challenge Mate") for line in state.log)

    @rules("MTCG-WIN-05")
    def test_defeating_another_protagonist_is_no_battle_of_fate(self, fate_game) -> None:
        state = position(fate_game, "declare", side(["hero"], ["mate"]), side(["goon"]))
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Goon (Active 1)")
        assert state.winner == -1
        assert state.stacks[5] == []

    @rules("MTCG-WIN-05")
    def test_the_nemesis_must_be_defeated_by_the_one_that_names_it(self, fate_game) -> None:
        state = position(fate_game, "declare", side(["mate"], ["hero"]), side(["foe"]))
        Script(state).answer("declare-challenge", "Mate (Active 1) challenges Foe (Active 1)")
        assert state.stacks[5] == []
        assert state.winner == -1

    @rules("MTCG-WIN-05")
    def test_an_exhausted_nemesis_is_not_enough(self, fate_game) -> None:
        state = position(
            fate_game,
            "declare",
            side(["hero-weak"], ["mate"]),
            side(["foe"], ready={0: 1}),
        )
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert state.stacks[5] and state.ready[5] == []
        assert state.winner == -1

    @rules("MTCG-WIN-05", "MTCG-RES-05")
    def test_an_exhausted_nemesis_without_power_points_is_defeated_and_wins(
        self, fate_game
    ) -> None:
        state = position(fate_game, "declare", side(["hero-weak"], ["mate"]), side(["foe"]))
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert state.stacks[5] == []
        assert state.winner == 0 and state.win_reason == "Battle of Fate"

    @rules("MTCG-WIN-05", "MTCG-TRAP-01")
    def test_a_nemesis_in_the_reserve_squad_counts(self, fate_game) -> None:
        state = position(
            fate_game,
            "abilities",
            side(["trapper"], ["mate"], ready={0: 1}),
            side(["goon"], ["foe"]),
        )
        script = Script(state)
        script.answer("activate-ability", "Trapper (Active 1): Trap Attack, cost 1, target itself")
        script.answer(
            "declare-challenge", "Trapper (Active 1) challenges Foe (Reserve 1) (Trap Attack)"
        )
        assert state.winner == 0 and state.win_reason == "Battle of Fate"

    @rules("MTCG-WIN-05", "MTCG-COUNTER-01")
    def test_a_counterattack_that_defeats_the_nemesis_wins(self, fate_game) -> None:
        """Best reading: any defeat of the Nemesis caused by the protagonist naming it
        counts, a Counterattack included; the defending player wins."""
        state = position(
            fate_game,
            "abilities",
            side(["hero-weak"], ["mate"]),
            side(["counter"], ready={0: 1}),
        )
        script = Script(state)
        script.answer("activate-ability", "Foe (Active 1): Counterattack, cost 1, target itself")
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert state.winner == 1 and state.win_reason == "Battle of Fate"

    @rules("MTCG-WIN-05", "MTCG-GROUP-01")
    def test_a_group_attack_partner_naming_the_nemesis_wins(self, fate_game) -> None:
        state = position(
            fate_game,
            "abilities",
            side(["leader", "partner"], ["mate"], ready={0: 1}),
            side(["foe"]),
        )
        script = Script(state)
        script.answer(
            "activate-ability", "Leader (Active 1): Group Attack, cost 1, target your characters"
        )
        script.answer("declare-challenge", "Leader (Active 1) challenges Foe (Active 1)")
        script.answer("choose-group-partner", "Partner (Active 2) joins")
        assert state.winner == 0 and state.win_reason == "Battle of Fate"

    @rules("MTCG-WIN-06", "MTCG-TEAM-09")
    def test_defeating_a_team_card_named_as_nemesis_does_not_win(self, fate_game) -> None:
        state = position(fate_game, "declare", side(["team-hunter"], ["mate"]), side(["team"]))
        Script(state).answer(
            "declare-challenge", "Team Hunter (Active 1) challenges Team AB (Active 1)"
        )
        assert state.stacks[5] == []
        assert state.winner == -1

    @rules("MTCG-WIN-06")
    def test_a_nemesis_joined_to_a_team_does_not_trigger_it(self, fate_game) -> None:
        state = position(fate_game, "declare", side(["alpha-hunter"], ["mate"]), side(["team"]))
        Script(state).answer(
            "declare-challenge", "Alpha Hunter (Active 1) challenges Team AB (Active 1)"
        )
        assert state.stacks[5] == []
        assert state.winner == -1

    @rules("MTCG-WIN-07", "MTCG-RES-07", "MTCG-HP-05")
    def test_one_hit_point_of_the_nemesis_is_enough(self, fate_game) -> None:
        state = position(
            fate_game,
            "declare",
            side(["hero"], ["mate"]),
            side([["foe", "foe-r"]], ready={0: 2}),
        )
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert keys(state, state.stacks[5]) == ["foe"]  # the rest of the stack remains
        assert state.winner == 0 and state.win_reason == "Battle of Fate"
