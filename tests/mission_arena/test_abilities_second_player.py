"""The second player's turn (seat 1): Special Abilities, a defending Super Hit, a group
boost and the replacement moves, whose positions and opponent the mutation sample found
untested (for the first player ``1 - seat`` and ``1 + seat``, or ``seat * 5`` and
``seat * 6``, are the same)."""

from __future__ import annotations

import pytest
from mma_helpers import card, clash_line, me, offered, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

ATTACK_MISSION = "Hero (Active 1): Attack Mission, cost 3, target itself"


def mission_game(make_game):
    return make_game(
        [
            card("hero", "Hero", attack=400, ability={"name": "Attack Mission"}),
            card("foe", "Foe", alignment="evil"),
            card("target", "Target Mission", mission_points=2),
        ]
    )


class TestSecondPlayer:
    @rules("MTCG-AMISS-01")
    def test_attack_mission_needs_a_mission_of_the_first_player(self, make_game):
        game = mission_game(make_game)
        theirs = build_position(
            game,
            phase="abilities",
            active=1,
            sides=(side(["foe"], missions=["target"]), me(["hero"], ready={0: 3})),
        )
        assert ATTACK_MISSION in offered(theirs)
        Script(theirs).answer("activate-ability", ATTACK_MISSION)
        assert len(theirs.engaged[5]) == 3  # the second player's Active 1 is position 5
        own_only = build_position(
            game,
            phase="abilities",
            active=1,
            sides=(side(["foe"]), me(["hero"], ready={0: 3}, missions=["target"])),
        )
        assert ATTACK_MISSION not in offered(own_only)
        # from Reserve it could not challenge the Mission: nothing to gain, not offered
        in_reserve = build_position(
            game,
            phase="abilities",
            active=1,
            sides=(side(["foe"], missions=["target"]), side([], ["hero"], ready={3: 3})),
        )
        assert not any("Attack Mission" in label for label in offered(in_reserve))

    @rules("MTCG-PBANK-01")
    @pytest.mark.parametrize(
        ("squad", "bank", "buddy"), [(["buddy", "bank"], 1, 0), (["bank", None, "buddy"], 0, 2)]
    )
    def test_power_bank_pays_the_second_players_own_protagonist(
        self, make_game, squad, bank, buddy
    ):
        """The Bank and its beneficiary in two places of the second player's Squad."""
        game = make_game(
            [
                card("bank", "Bank", ability={"name": "Power Bank", "progressive": True}),
                card("buddy", "Buddy", ability={"name": "Bonus Attack", "x": 100}),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            active=1,
            sides=(side(["foe"]), side(squad, ready={bank: 1})),
        )
        bank_label = (
            f"Bank (Active {bank + 1}): Power Bank (progressive), cost 1, target your characters"
        )
        buddy_label = f"Buddy (Active {buddy + 1}): Bonus Attack +100, cost 1, target itself"
        assert offered(state) == [bank_label]
        script = Script(state)
        script.answer("activate-ability", bank_label)
        assert buddy_label in script.options()
        script.answer("power-bank-spend", buddy_label)
        assert len(state.engaged[5 + bank]) == 1  # the second player's positions are 5 to 9

    @rules("MTCG-SUPER-02")
    def test_the_first_player_defends_with_a_super_hit_in_the_second_players_turn(self, make_game):
        game = make_game(
            [
                card("hero", "Hero", attack=400),
                card("foe", "Foe", alignment="evil", defense=300, resistance=300),
            ]
        )
        state = build_position(
            game, phase="declare", active=1, sides=(side(["foe"], hand=["foe"]), me(["hero"]))
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert state.decision().seat == 0
        script.answer("super-hit-defense", "Discard Foe [C]")
        assert "400 Attack against 500 Defense + 300 Resistance" in clash_line(state)

    @rules("MTCG-AMISS-01")
    def test_the_second_players_mission_challenge_names_the_first_players_mission(self, make_game):
        state = build_position(
            mission_game(make_game),
            phase="declare",
            active=1,
            sides=(side(["foe"], missions=["target"]), me(["hero"])),
            effects=[("Attack Mission", 1, 0)],
        )
        Script(state).answer(
            "declare-challenge",
            "Hero (Active 1) challenges the Mission Target Mission [C] (Attack Mission)",
        )
        assert clash_line(state).startswith(
            "Challenge Hero (Active 1) vs the first Mission Target Mission [C]: "
        )

    @rules("MTCG-GROUP-01", "MTCG-BOOST-01")
    def test_the_second_players_group_partner_boosts_with_its_own_power_points(self, make_game):
        game = make_game(
            [
                card(
                    "cap",
                    "Cap",
                    attack=300,
                    affiliation="Avengers",
                    ability={"name": "Group Attack"},
                ),
                card("nebula", "Nebula", defense=300, resistance=300, alignment="evil"),
                card("iron", "Iron", attack=250, affiliation="Avengers"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            active=1,
            sides=(side(["nebula"]), me(["cap", "iron"], ready={0: 1, 1: 1}, hand=["filler-2"])),
            effects=[("Group Attack", 1, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        script.answer("choose-group-partner", "Iron (Active 2) joins")
        script.answer("attack-boost-who", "Boost Iron (Active 2)")  # its 1 Power Point
        script.answer("attack-boost", "Discard Filler 2 [C]")
        assert "650 Attack against 300 Defense" in clash_line(state)  # 300 + 250 + 100


class TestSecondPlayerReplacement:
    def replacement(self, make_game):
        names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Rho"]
        game = make_game([card(n[0].lower() + n[1:3], n) for n in names])
        state = build_position(
            game,
            phase="replacement",
            active=1,
            sides=(side(["alp", "bet", "gam"], ["del", "eps"]), side([], ["rho"])),
        )
        script = Script(state)
        script.answer("fill-active", "Move Rho (Reserve 1) to Active 1")
        script.answer("fill-from-hand", "Play Filler 1 [C] (100 AK / 100 DF / 100 RES) to Active 2")
        return state, script

    @rules("MTCG-REPL-05")
    def test_only_exchanges_that_move_someone_are_offered(self, make_game):
        """Active 3 and both Reserve places are empty: no exchange between them (the
        first player's full Squad has nothing to do with it)."""
        _, script = self.replacement(make_game)
        assert script.expect("replacement-move").options() == [
            "Done moving",
            "Move Rho (Active 1) to Reserve 1",
            "Move Rho (Active 1) to Reserve 2",
            "Move Filler 1 (Active 2) to Reserve 1",
            "Move Filler 1 (Active 2) to Reserve 2",
        ]

    def test_the_engine_offers_eight_exchanges_at_most(self, make_game):
        """Any arrangement is at most 5 exchanges away; the ninth is not offered."""
        state, _ = self.replacement(make_game)
        for _ in range(8):
            assert state.decision().kind == "replacement-move"
            state.apply_action(state.decision().options[1])
        assert state.decision().kind != "replacement-move"
