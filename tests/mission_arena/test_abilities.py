"""Special Abilities, general rules (MTCG-SA) and Progressive abilities (MTCG-PROG).

Phase 6 runs in built positions (``phase="abilities"``): first the active player's
"activate-ability" decisions (Offensive and Support), then the defending player's
(Defensive and Support), then the Challenge. Costs are paid with the protagonist's
own ready Power Points. The single abilities are tested in
``test_abilities_offensive.py``, ``test_abilities_defensive.py`` and
``test_abilities_support.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import DONE, STOP_DECLARING, card, clash_line, offered, rules, side

from rulebound.games.mission_arena.cards import ABILITY_TABLE
from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script


def bonus_attack(x: int = 100, progressive: bool = False, **kw: Any) -> dict[str, Any]:
    return {"name": "Bonus Attack", "x": x, "progressive": progressive, **kw}


def bonus_defence(x: int = 100, progressive: bool = False, **kw: Any) -> dict[str, Any]:
    return {"name": "Bonus Defence", "x": x, "progressive": progressive, **kw}


# --------------------------------------------------------------------------------------
# MTCG-SA: general rules of phase 6
# --------------------------------------------------------------------------------------


class TestLevelOne:
    @rules("MTCG-SA-01", "MTCG-TURN-04")
    def test_without_level_one_no_ability_is_offered(self, make_game):
        """MTCG-SA-01: Special Abilities only if the players wish (parameter off)."""
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("foe", "Foe", ability=bonus_defence()),
            ],
            special_abilities=False,
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero"], ready={0: 2}), side(["foe"], ready={0: 2})),
        )
        Script(state).expect("declare-challenge")
        assert state.effects == []
        assert len(state.ready[0]) == 2 and state.engaged[0] == []

    @rules("MTCG-SA-01")
    def test_with_level_one_the_ability_is_offered(self, make_game):
        game = make_game([card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")])
        state = build_position(
            game, phase="abilities", sides=(side(["hero"], ready={0: 1}), side(["foe"]))
        )
        Script(state).expect("activate-ability")
        assert state.decision().seat == 0

    @rules("MTCG-SA-02", "MTCG-SA-07", "MTCG-SA-16")
    def test_ability_table_types_and_costs(self):
        """MTCG-SA-02: three types; MTCG-SA-07: the cost of each (catalog 20.1).
        MTCG-SA-16 (Guide cards, bonus tokens) is informational: an activated
        ability is an entry of ``state.effects``, nothing else is needed."""
        expected = {
            "Group Attack": ("offensive", 2),
            "Trap Attack": ("offensive", 2),
            "Brute Force": ("offensive", 3),
            "Attack Mission": ("offensive", 3),
            "Double Hit": ("offensive", 2),
            "Bonus Attack": ("offensive", 1),
            "Counterattack": ("defensive", 1),
            "Bonus Defence": ("defensive", 1),
            "Switch": ("defensive", 1),
            "New Mission": ("support", 2),
            "Power Bank": ("support", 1),
            "Recycle": ("support", 1),
        }
        assert {name: (s.kind, s.cost) for name, s in ABILITY_TABLE.items()} == expected
        assert {s.kind for s in ABILITY_TABLE.values()} == {"offensive", "defensive", "support"}


class TestPhaseSix:
    @rules("MTCG-SA-03", "MTCG-TURN-05")
    def test_abilities_come_after_mission_activation_and_before_the_challenge(self, make_game):
        """MTCG-SA-03: abilities are activated in phase 6, between phases 5 and 7."""
        game = make_game([card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")])
        state = build_position(
            game,
            phase="mission-activation",
            sides=(side(["hero"], ready={0: 1}, missions=["filler-2"] * 5), side(["foe"])),
        )
        script = Script(state)
        script.expect("activate-ability")
        assert state.mission_active[0] >= 0  # phase 5 done
        assert state.challenges == []  # phase 7 not yet
        script.answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 1, target itself"
        )
        script.expect("declare-challenge")

    @rules("MTCG-SA-04", "MTCG-SA-06")
    def test_active_player_gets_offensive_and_support_of_active_and_reserve(self, make_game):
        """MTCG-SA-04: the active player's Offensive and Support abilities, Active and
        Reserve; MTCG-SA-06: not their Defensive ones."""
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("medic", "Medic", ability={"name": "Recycle", "x": 1}),
                card("guard", "Guard", ability=bonus_defence()),
                card("scout", "Scout", ability=bonus_attack(target="affiliation:Testers")),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(
                side(
                    ["hero", "guard"],
                    ["medic", "scout"],
                    ready={0: 1, 1: 1, 3: 1, 4: 1},
                    discard=["filler-2"],
                ),
                side(["foe"]),
            ),
        )
        assert state.decision().seat == 0
        assert offered(state) == [
            "Hero (Active 1): Bonus Attack +100, cost 1, target itself",
            "Medic (Reserve 1): Recycle 1, cost 1, target your discard pile",
            "Scout (Reserve 2): Bonus Attack +100, cost 1, target affiliation Testers",
        ]

    @rules("MTCG-SA-05", "MTCG-SA-06", "MTCG-TURN-09")
    def test_defending_player_gets_defensive_and_support_after_the_active_player(self, make_game):
        """MTCG-SA-05: the defending player's Defensive and Support abilities, Active and
        Reserve, after the active player's declarations; MTCG-SA-06: not Offensive."""
        game = make_game(
            [
                card("hero", "Hero"),
                card("foe", "Foe", ability={"name": "Counterattack"}),
                card("brute", "Brute", ability=bonus_attack()),
                card("wall", "Wall", ability=bonus_defence(target="affiliation:Testers")),
                card("bank", "Bank", ability={"name": "Recycle", "x": 1}),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(
                side(["hero"]),
                side(
                    ["foe", "brute"],
                    ["wall", "bank"],
                    ready={0: 1, 1: 1, 3: 1, 4: 1},
                    discard=["filler-2"],
                ),
            ),
        )
        decision = state.decision()
        assert (decision.kind, decision.seat) == ("activate-ability", 1)
        assert offered(state) == [
            "Foe (Active 1): Counterattack, cost 1, target itself",
            "Wall (Reserve 1): Bonus Defence +100, cost 1, target affiliation Testers",
            "Bank (Reserve 2): Recycle 1, cost 1, target your discard pile",
        ]

    @rules("MTCG-SA-06")
    def test_support_abilities_are_offered_in_both_turns(self, make_game):
        game = make_game(
            [
                card("medic", "Medic", ability={"name": "Recycle", "x": 1}),
                card("healer", "Healer", ability={"name": "Recycle", "x": 1}),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(
                side(["medic"], ready={0: 1}, discard=["filler-2"]),
                side(["healer"], ready={0: 1}, discard=["filler-3"]),
            ),
        )
        script = Script(state)
        assert offered(state) == ["Medic (Active 1): Recycle 1, cost 1, target your discard pile"]
        script.answer("activate-ability", DONE)
        assert state.decision().seat == 1
        assert offered(state) == ["Healer (Active 1): Recycle 1, cost 1, target your discard pile"]


class TestCost:
    @rules("MTCG-SA-07", "MTCG-SA-10", "MTCG-PP-05")
    def test_cost_engages_that_many_of_the_protagonists_own_power_points(self, make_game):
        """MTCG-SA-07: cost = Power cards used; MTCG-SA-10: the activating protagonist's
        own Power Points are engaged (moved from ready to engaged)."""
        game = make_game(
            [
                card("hero", "Hero", ability={"name": "Brute Force"}),
                card("ally", "Ally"),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero", "ally"], ready={0: 4, 1: 5}), side(["foe"])),
        )
        Script(state).answer(
            "activate-ability", "Hero (Active 1): Brute Force, cost 3, target itself"
        )
        assert (len(state.ready[0]), len(state.engaged[0])) == (1, 3)
        assert (len(state.ready[1]), len(state.engaged[1])) == (5, 0)

    @rules("MTCG-SA-07")
    def test_printed_cost_is_the_cost_paid(self, make_game):
        game = make_game([card("hero", "Hero", ability=bonus_attack(cost=2)), card("foe", "Foe")])
        state = build_position(
            game, phase="abilities", sides=(side(["hero"], ready={0: 3}), side(["foe"]))
        )
        Script(state).answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 2, target itself"
        )
        assert (len(state.ready[0]), len(state.engaged[0])) == (1, 2)

    @rules("MTCG-SA-07", "MTCG-SA-10")
    def test_not_enough_own_power_points_means_no_activation(self, make_game):
        """Brute Force costs 3: 2 own Power Points are not enough, and a squad mate's
        Power Points do not pay for it (MTCG-SA-10)."""
        game = make_game(
            [
                card("hero", "Hero", ability={"name": "Brute Force"}),
                card("ally", "Ally"),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero", "ally"], ready={0: 2, 1: 5}), side(["foe"])),
        )
        Script(state).expect("declare-challenge")
        assert state.effects == []

    @rules("MTCG-SA-10")
    def test_engaged_power_points_do_not_pay(self, make_game):
        game = make_game([card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")])
        state = build_position(
            game, phase="abilities", sides=(side(["hero"], engaged={0: 3}), side(["foe"]))
        )
        Script(state).expect("declare-challenge")


class TestOncePerTurn:
    @rules("MTCG-SA-08")
    def test_each_protagonist_activates_once_per_turn(self, make_game):
        """After Medic's Recycle, Medic is not offered again although it has Power Points
        left; the other protagonist still is."""
        game = make_game(
            [
                card("medic", "Medic", ability={"name": "Recycle", "x": 1}),
                card("hero", "Hero", ability=bonus_attack()),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(
                side(["medic", "hero"], ready={0: 3, 1: 1}, discard=["filler-2"] * 4),
                side(["foe"]),
            ),
        )
        script = Script(state)
        script.answer(
            "activate-ability", "Medic (Active 1): Recycle 1, cost 1, target your discard pile"
        )
        script.answer("recycle-card", "Take back Filler 2 [C]")
        assert offered(state) == ["Hero (Active 2): Bonus Attack +100, cost 1, target itself"]
        script.answer(
            "activate-ability", "Hero (Active 2): Bonus Attack +100, cost 1, target itself"
        )
        script.expect("declare-challenge")
        assert len(state.ready[0]) == 2

    @rules("MTCG-SA-08")
    def test_an_ability_already_activated_this_turn_is_not_offered(self, make_game):
        game = make_game([card("hero", "Hero", ability=bonus_attack()), card("foe", "Foe")])
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero"], ready={0: 3}), side(["foe"])),
            effects=[("Bonus Attack", 0, 0)],
        )
        Script(state).expect("declare-challenge")


class TestTopCard:
    @rules("MTCG-SA-09", "MTCG-HP-03")
    def test_only_the_top_cards_ability_can_be_activated(self, make_game):
        game = make_game(
            [
                card("hero-sa", "Hero", ability=bonus_attack()),
                card("hero-plain", "Hero", rarity="NC"),
                card("foe", "Foe"),
            ]
        )
        beneath = build_position(
            game,
            phase="abilities",
            sides=(side([["hero-sa", "hero-plain"]], ready={0: 2}), side(["foe"])),
        )
        Script(beneath).expect("declare-challenge")
        on_top = build_position(
            game,
            phase="abilities",
            sides=(side([["hero-plain", "hero-sa"]], ready={0: 2}), side(["foe"])),
        )
        assert offered(on_top) == ["Hero (Active 1): Bonus Attack +100, cost 1, target itself"]


class TestDuration:
    def _turn_start(self, make_game):
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("foe", "Foe", ability=bonus_defence()),
            ]
        )
        squad = ["filler-2", "filler-3"]
        return build_position(
            game,
            phase="turn-start",
            active=0,
            sides=(
                side(["hero", *squad], ["filler-4", "filler-5"], engaged={0: 1}),
                side(["foe", *squad], ["filler-4", "filler-5"], engaged={0: 1}),
            ),
            effects=[("Bonus Attack", 0, 0), ("Bonus Defence", 1, 0)],
        )

    @rules("MTCG-SA-11", "MTCG-COOL-01", "MTCG-COOL-02", "MTCG-PP-06")
    def test_own_cool_down_ends_the_effect_and_discards_engaged_points(self, make_game):
        state = self._turn_start(make_game)
        Script(state).answer("replacement-move", "Done moving").expect("assign-power-point")
        assert [e[0] for e in state.effects if e[1] == 0] == []
        assert state.engaged[0] == []
        assert len(state.discard[0]) == 2  # the engaged Power Point and the Duty Call card
        assert (
            "Cool Down: P1 Test deck discards 1 engaged Power Point; "
            "1 Special Ability effect ends." in state.log
        )

    @rules("MTCG-SA-11", "MTCG-BDEF-01", "MTCG-BATK-01")
    def test_effect_lasts_through_the_opponents_turn(self, make_game):
        """Seat 1's Bonus Defence stays during seat 0's turn (until seat 1's own Cool
        Down), and so do its engaged Power Points."""
        state = self._turn_start(make_game)
        Script(state).answer("replacement-move", "Done moving").expect("assign-power-point")
        assert [e[0] for e in state.effects] == ["Bonus Defence"]
        assert len(state.engaged[5]) == 1


class TestTarget:
    @rules("MTCG-SA-12", "MTCG-BATK-01")
    def test_printed_target_limits_the_effect_to_the_name(self, make_game):
        """A Bonus Attack printed with Target Buddy gives Buddy the bonus, not Coach."""
        game = make_game(
            [
                card("coach", "Coach", ability=bonus_attack(x=200, target="name:Buddy")),
                card("buddy", "Buddy"),
                card("foe", "Foe", defense=400, resistance=300),
                card("foe2", "Foe Two", defense=400, resistance=300),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["coach", "buddy"], ready={0: 1}), side(["foe", "foe2"])),
        )
        script = Script(state)
        script.answer(
            "activate-ability", "Coach (Active 1): Bonus Attack +200, cost 1, target name Buddy"
        )
        script.answer("declare-challenge", "Buddy (Active 2) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Coach (Active 1) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Buddy (Active 2) vs Foe (Active 1)")
        assert "500 Attack against 400 Defense" in clash_line(state, "Buddy")
        assert "300 Attack against 400 Defense" in clash_line(state, "Coach")

    @rules("MTCG-SA-12")
    def test_no_printed_target_uses_the_table_default(self, make_game):
        """Bonus Attack's default Target is "your character": the card itself."""
        game = make_game(
            [
                card("coach", "Coach", ability=bonus_attack(x=200)),
                card("buddy", "Buddy"),
                card("foe", "Foe", defense=400, resistance=300),
                card("foe2", "Foe Two", defense=400, resistance=300),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            sides=(side(["coach", "buddy"]), side(["foe", "foe2"])),
            effects=[("Bonus Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Buddy (Active 2) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Coach (Active 1) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Buddy (Active 2) vs Foe (Active 1)")
        assert "300 Attack against 400 Defense" in clash_line(state, "Buddy")
        assert "500 Attack against 400 Defense" in clash_line(state, "Coach")


class TestTeamMembers:
    def _game(self, make_game):
        return make_game(
            [
                card("fan", "Fan", ability=bonus_attack(x=300, target="name:Spider-Man")),
                card("spidey", "Spider-Man"),
                card("torch", "Human Torch"),
                card("team", "Team Spidey", attack=400, members=["Spider-Man", "Human Torch"]),
                card("foe", "Foe", defense=500, resistance=300),
            ]
        )

    @rules("MTCG-SA-13", "MTCG-EX-19", "MTCG-TEAM-09")
    def test_ability_naming_a_team_member_is_not_offered(self, make_game):
        """MTCG-EX-19: a bonus for Spider-Man while Spider-Man is in a Team: no
        beneficiary, so the ability cannot usefully be activated."""
        state = build_position(
            self._game(make_game),
            phase="abilities",
            sides=(side(["fan", "team"], ready={0: 1}), side(["foe"])),
        )
        Script(state).expect("declare-challenge")

    @rules("MTCG-SA-13", "MTCG-EX-19")
    def test_team_gets_no_bonus_meant_for_a_member(self, make_game):
        state = build_position(
            self._game(make_game),
            phase="declare",
            sides=(side(["fan", "team"]), side(["foe"])),
            effects=[("Bonus Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Team Spidey (Active 2) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        assert "400 Attack against 500 Defense" in clash_line(state)
        assert "INEFFECTIVE" in clash_line(state)

    @rules("MTCG-SA-13")
    def test_the_named_protagonist_outside_a_team_gets_the_bonus(self, make_game):
        state = build_position(
            self._game(make_game),
            phase="declare",
            sides=(side(["fan", "spidey"]), side(["foe"])),
            effects=[("Bonus Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Spider-Man (Active 2) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        assert "600 Attack against 500 Defense" in clash_line(state)


class TestAllBonusesBeforeResolution:
    @rules("MTCG-SA-15", "MTCG-RES-02")
    def test_ability_bonuses_and_boosts_all_count_in_the_clash(self, make_game):
        """Bonus Attack +100, Attack Boost +100 against Bonus Defence +100, Defense
        Boost +50: 300+100+100 = 500 Attack against 300+100+50 = 450 Defense."""
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("foe", "Foe", ability=bonus_defence(), resistance=300),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(
                side(["hero"], ready={0: 2}, hand=["filler-2"]),
                side(["foe"], ready={0: 2}, hand=["filler-3"]),
            ),
        )
        script = Script(state)
        script.answer(
            "activate-ability", "Hero (Active 1): Bonus Attack +100, cost 1, target itself"
        )
        script.answer(
            "activate-ability", "Foe (Active 1): Bonus Defence +100, cost 1, target itself"
        )
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("defense-boost", "Discard Filler 3 [C]")
        script.answer("exhaust-discard", "Discard an unengaged Power Point")
        assert "500 Attack against 450 Defense + 300 Resistance: EXHAUSTED" in clash_line(state)


class TestDutyCall:
    @rules("MTCG-SA-17", "MTCG-DUTY-02")
    def test_duty_called_protagonist_cannot_activate(self, make_game):
        game = make_game(
            [
                card("hero", "Hero", ability=bonus_attack()),
                card("ally", "Ally", ability=bonus_attack()),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero", "ally"], ready={0: 2, 1: 2}), side(["foe"])),
            duty=[(0, 0)],
        )
        assert offered(state) == ["Ally (Active 2): Bonus Attack +100, cost 1, target itself"]

    @rules("MTCG-SA-17", "MTCG-DUTY-05")
    def test_team_engaged_by_duty_call_cannot_activate(self, make_game):
        game = make_game(
            [
                card("a", "Alpha"),
                card("b", "Beta"),
                card("team", "Team AB", members=["Alpha", "Beta"], ability=bonus_attack()),
                card("gamma", "Gamma"),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["team", "gamma"], ready={0: 2}), side(["foe"])),
            duty=[(0, 0)],
        )
        Script(state).expect("declare-challenge")
        assert Script(state).options() == ["Gamma (Active 2) challenges Foe (Active 1)"]


# --------------------------------------------------------------------------------------
# MTCG-PROG: Progressive Special Abilities
# --------------------------------------------------------------------------------------


def _progressive_attack(make_game, copies: int, progressive: bool = True):
    """Hero (300 Attack) with a Bonus Attack +100 and ``copies`` Hit Points."""
    game = make_game(
        [
            card("hero", "Hero", ability=bonus_attack(progressive=progressive)),
            card("foe", "Foe", defense=1000, resistance=300),
        ]
    )
    state = build_position(
        game,
        phase="abilities",
        sides=(side([["hero"] * copies], ready={0: 3}), side(["foe"])),
    )
    script = Script(state)
    drop = " (progressive)" if progressive else ""
    script.answer(
        "activate-ability", f"Hero (Active 1): Bonus Attack +100{drop}, cost 1, target itself"
    )
    script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
    return state


class TestProgressive:
    @rules("MTCG-PROG-01", "MTCG-SA-14", "MTCG-DX-07", "MTCG-BATK-01")
    @pytest.mark.parametrize(("hit_points", "attack"), [(1, 400), (2, 500), (3, 600)])
    def test_effect_is_multiplied_by_hit_points(self, make_game, hit_points, attack):
        """MTCG-DX-07: X = 100 with the drop: 1 HP +100, 2 HP +200, 3 HP +300."""
        state = _progressive_attack(make_game, hit_points)
        assert f"{attack} Attack against 1000 Defense" in clash_line(state)

    @rules("MTCG-PROG-02", "MTCG-SA-14")
    def test_always_the_highest_level_with_no_lower_choice(self, make_game):
        """With 3 Hit Points exactly one activation is offered, and it gives +300."""
        game = make_game(
            [card("hero", "Hero", ability=bonus_attack(progressive=True)), card("foe", "Foe")]
        )
        state = build_position(
            game, phase="abilities", sides=(side([["hero"] * 3], ready={0: 3}), side(["foe"]))
        )
        assert offered(state) == [
            "Hero (Active 1): Bonus Attack +100 (progressive), cost 1, target itself"
        ]
        Script(state).answer(
            "activate-ability",
            "Hero (Active 1): Bonus Attack +100 (progressive), cost 1, target itself",
        )
        assert [e[3] for e in state.effects] == [300]

    @rules("MTCG-PROG-03", "MTCG-BATK-02", "MTCG-DX-07")
    @pytest.mark.parametrize("hit_points", [1, 3, 5])
    def test_without_the_drop_the_value_applies_once(self, make_game, hit_points):
        state = _progressive_attack(make_game, hit_points, progressive=False)
        assert "400 Attack against 1000 Defense" in clash_line(state)

    @rules("MTCG-PROG-04", "MTCG-BATK-03", "MTCG-DX-07")
    @pytest.mark.parametrize("hit_points", [4, 5])
    def test_multiplier_is_capped_at_three(self, make_game, hit_points):
        """MTCG-DX-07: 5 Hit Points still give +300 (Max 3)."""
        state = _progressive_attack(make_game, hit_points)
        assert "600 Attack against 1000 Defense" in clash_line(state)

    @rules("MTCG-PROG-05", "MTCG-HP-01")
    def test_lone_card_gives_the_base_effect_and_the_cost_does_not_grow(self, make_game):
        lone = _progressive_attack(make_game, 1)
        assert "400 Attack" in clash_line(lone)
        assert (len(lone.ready[0]), len(lone.engaged[0])) == (2, 1)
        stacked = _progressive_attack(make_game, 3)
        assert (len(stacked.ready[0]), len(stacked.engaged[0])) == (2, 1)
