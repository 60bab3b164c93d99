"""Defensive Special Abilities (catalog 20.4): Counterattack, Bonus Defence and Switch,
activated by the defending player in the active player's phase 6 (MTCG-SA-05)."""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import NO_SUPER_HIT, card, cid, line, me, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

# --------------------------------------------------------------------------------------
# Counterattack (MTCG-COUNTER), with Bonus Attack still active (MTCG-BATK-04)
# --------------------------------------------------------------------------------------

COUNTER = "Foe (Active 1): Counterattack, cost 1, target itself"


def counter_game(make_game, hero_attack: int = 200, foe_attack: int = 500, **foe: Any):
    return make_game(
        [
            card("hero", "Hero", attack=hero_attack, defense=300, resistance=300),
            card("hero2", "Second", attack=900),
            card(
                "foe",
                "Foe",
                attack=foe_attack,
                alignment="evil",
                ability={"name": "Counterattack"},
                **foe,
            ),
            card(
                "rally",
                "Rally",
                alignment="evil",
                ability={"name": "Bonus Attack", "x": 100, "target": "name:Foe"},
            ),
            card("weak", "Weakling", alignment="evil", defense=100, resistance=100),
            card("foe-x", "Foe", rarity="NC", alignment="evil"),
        ]
    )


class TestCounterattack:
    @rules("MTCG-COUNTER-01", "MTCG-RES-11", "MTCG-SA-05")
    def test_challenged_protagonist_damages_its_challenger(self, make_game):
        """Hero 200 is Ineffective against Foe's 300 Defense; Foe's Counterattack (500
        against 300 + 300) Exhausts Hero, which discards a Power Point."""
        state = build_position(
            counter_game(make_game),
            phase="abilities",
            sides=(me(["hero"], ready={0: 2}), side(["foe"], ready={0: 1})),
        )
        script = Script(state)
        script.answer("activate-ability", COUNTER)
        assert len(state.engaged[5]) == 1
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.expect("check-point")
        assert "INEFFECTIVE" in line(state, "Challenge Hero")
        assert line(state, "Counterattack by Foe") == (
            "Counterattack by Foe: 500 Attack against Hero (Active 1)'s 300 Defense + "
            "300 Resistance: EXHAUSTED."
        )
        assert len(state.ready[0]) == 1

    @rules("MTCG-COUNTER-01", "MTCG-RES-11")
    def test_without_counterattack_the_defender_inflicts_nothing(self, make_game):
        state = build_position(
            counter_game(make_game),
            phase="declare",
            sides=(me(["hero"], ready={0: 2}), side(["foe"], ready={0: 1})),
        )
        Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        ).expect("check-point")
        assert not [text for text in state.log if text.startswith("Counterattack")]
        assert len(state.ready[0]) == 2

    @rules("MTCG-COUNTER-02", "MTCG-BATK-04", "MTCG-DX-06", "MTCG-RES-09")
    def test_counterattack_uses_attack_plus_active_bonus(self, make_game):
        """MTCG-DX-06: Foe (Attack 500) with an active Bonus Attack +100 counterattacks
        Hero (Defense 300, Resistance 300): 600 ≥ 600, Hero is Defeated; the defending
        player scores the point and Hero's player does not resolve the Mission."""
        state = build_position(
            counter_game(make_game),
            phase="declare",
            sides=(
                me(["hero"], mission_active="filler-6", hand=["filler-3"]),
                side(["foe"], ["rally"], ready={0: 1}),
            ),
            effects=[("Bonus Attack", 1, 3), ("Counterattack", 1, 0)],
        )
        Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        ).answer("super-hit-attack", NO_SUPER_HIT).expect("check-point")
        assert "600 Attack against Hero (Active 1)'s 300 Defense + 300 Resistance: DEFEATED" in (
            line(state, "Counterattack by Foe")
        )
        assert state.stacks[0] == []
        assert state.score == [0, 1]
        assert state.mission_active[0] == -1
        assert cid(state, "filler-6") in state.discard[0]

    @rules("MTCG-COUNTER-02")
    def test_defense_boost_and_super_hit_do_not_raise_the_counterattack(self, make_game):
        """The defender Boosts Defense (+50) and uses a Super Hit (+200 Defense); the
        counterattack still uses Foe's printed Attack 500 only."""
        state = build_position(
            counter_game(make_game, hero_attack=400),
            phase="declare",
            sides=(
                me(["hero"], ready={0: 2}),
                side(["foe"], ready={0: 1}, hand=["filler-3", "foe-x"]),
            ),
            effects=[("Counterattack", 1, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("defense-boost", "Discard Filler 3 [C]")
        script.answer("super-hit-defense", "Discard Foe [NC]")
        script.expect("check-point")
        assert "400 Attack against 550 Defense" in line(state, "Challenge Hero")
        assert "500 Attack against" in line(state, "Counterattack by Foe")

    @rules("MTCG-COUNTER-03")
    def test_a_challenger_only_exhausted_by_the_counterattack_keeps_the_mission(self, make_game):
        """Hero (700) defeats a 2-Hit-Point Foe (one Hit Point lost); Foe's counterattack
        (500 against 300 + 300) only Exhausts Hero: the Mission is resolved."""
        state = build_position(
            counter_game(make_game, hero_attack=700),
            phase="declare",
            sides=(
                me(["hero"], ready={0: 1}, mission_active="filler-6"),
                side([["foe-x", "foe"]]),
            ),
            effects=[("Counterattack", 1, 0)],
        )
        Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        ).expect("check-point")
        assert "EXHAUSTED" in line(state, "Counterattack by Foe")
        assert state.stacks[0] == [cid(state, "hero")] and state.ready[0] == []
        assert state.score == [2, 0]  # the defeat and the Mission's 1 point
        assert cid(state, "filler-6") in state.hand[0]

    @rules("MTCG-COUNTER-03", "MTCG-MRES-04")
    def test_mission_is_lost_even_if_another_challenge_defeats(self, make_game):
        """Second defeats Weakling (a defeat that would resolve the Mission), but Hero is
        Defeated by Foe's Counterattack: the Mission is not resolved this turn."""
        state = build_position(
            counter_game(make_game, foe_attack=600),
            phase="declare",
            sides=(
                me(["hero", "hero2"], mission_active="filler-6"),
                side(["foe", "weak"], ready={0: 1}),
            ),
            effects=[("Counterattack", 1, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Second (Active 2) challenges Weakling (Active 2)")
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("choose-challenge", "Resolve Second (Active 2) vs Weakling (Active 2)")
        script.expect("check-point")
        assert "DEFEATED" in line(state, "Challenge Second")
        assert "DEFEATED" in line(state, "Counterattack by Foe")
        assert state.score == [1, 1]  # no Mission Points for the activated Mission
        assert state.mission_active[0] == -1
        mission = cid(state, "filler-6")
        assert mission in state.discard[0] and mission not in state.hand[0]

    @rules("MTCG-COUNTER-04")
    def test_challenger_attacks_first_and_the_counterattack_happens_anyway(self, make_game):
        """Hero (700) defeats Foe, and Foe's counterattack (600 against 300 + 300) still
        defeats Hero afterwards."""
        state = build_position(
            counter_game(make_game, hero_attack=700, foe_attack=600),
            phase="declare",
            sides=(me(["hero"], hand=["filler-3"]), side(["foe"])),
            effects=[("Counterattack", 1, 0)],
        )
        Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        ).answer("super-hit-attack", NO_SUPER_HIT).expect("check-point")
        challenge = line(state, "Challenge Hero")
        counter = line(state, "Counterattack by Foe")
        assert "DEFEATED" in challenge and "DEFEATED" in counter
        assert state.log.index(challenge) < state.log.index(counter)
        assert state.stacks[0] == [] and state.stacks[5] == []
        assert state.score == [1, 1]

    @rules("MTCG-COUNTER-01", "MTCG-SA-06")
    def test_counterattack_is_not_offered_in_its_own_turn(self, make_game):
        state = build_position(
            counter_game(make_game),
            phase="abilities",
            active=1,
            sides=(side(["hero"]), me(["foe"], ready={0: 1})),
        )
        Script(state).expect("declare-challenge")


# --------------------------------------------------------------------------------------
# Bonus Defence (MTCG-BDEF)
# --------------------------------------------------------------------------------------


def defence_state(make_game, copies: int = 1, progressive: bool = False, **ability: Any):
    game = make_game(
        [
            card("hero", "Hero", attack=1000),
            card(
                "foe",
                "Foe",
                alignment="evil",
                defense=300,
                resistance=800,
                ability={"name": "Bonus Defence", "x": 100, "progressive": progressive, **ability},
            ),
        ]
    )
    return build_position(
        game,
        phase="abilities",
        sides=(me(["hero"]), side([["foe"] * copies], ready={0: 2})),
    )


def activate_defence(state: Any, label: str) -> None:
    script = Script(state)
    script.answer("activate-ability", label)
    script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")


class TestBonusDefence:
    @rules("MTCG-BDEF-01", "MTCG-SA-05")
    def test_bonus_defence_raises_the_defense(self, make_game):
        state = defence_state(make_game)
        activate_defence(state, "Foe (Active 1): Bonus Defence +100, cost 1, target itself")
        assert "1000 Attack against 400 Defense + 800 Resistance" in line(state, "Challenge")

    @rules("MTCG-BDEF-01", "MTCG-SA-12")
    def test_affiliation_target_covers_every_matching_protagonist(self, make_game):
        """A Reserve Wall with Bonus Defence +200 for Affiliation Masters: Foe (Masters)
        defends with 500, Other (Testers) with 300."""
        game = make_game(
            [
                card("hero", "Hero", attack=450),
                card("hero2", "Second", attack=450),
                card("foe", "Foe", alignment="evil", affiliation="Masters", resistance=800),
                card("other", "Other", alignment="evil", resistance=800),
                card(
                    "wall",
                    "Wall",
                    alignment="evil",
                    affiliation="Masters",
                    ability={"name": "Bonus Defence", "x": 200, "target": "affiliation:Masters"},
                ),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["hero", "hero2"]), side(["foe", "other"], ["wall"], ready={3: 1})),
        )
        script = Script(state)
        script.answer(
            "activate-ability",
            "Wall (Reserve 1): Bonus Defence +200, cost 1, target affiliation Masters",
        )
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Second (Active 2) challenges Other (Active 2)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Foe (Active 1)")
        assert "450 Attack against 500 Defense" in line(state, "Challenge Hero")
        assert "450 Attack against 300 Defense" in line(state, "Challenge Second")

    @rules("MTCG-BDEF-02", "MTCG-PROG-03")
    def test_without_the_drop_the_value_is_added_once(self, make_game):
        state = defence_state(make_game, copies=3)
        activate_defence(state, "Foe (Active 1): Bonus Defence +100, cost 1, target itself")
        assert "against 400 Defense" in line(state, "Challenge")

    @rules("MTCG-BDEF-03", "MTCG-PROG-01", "MTCG-PROG-04")
    @pytest.mark.parametrize(("copies", "defense"), [(2, 500), (3, 600), (5, 600)])
    def test_progressive_bonus_is_capped_at_three(self, make_game, copies, defense):
        state = defence_state(make_game, copies=copies, progressive=True)
        activate_defence(
            state, "Foe (Active 1): Bonus Defence +100 (progressive), cost 1, target itself"
        )
        assert f"against {defense} Defense" in line(state, "Challenge")


# --------------------------------------------------------------------------------------
# Switch (MTCG-SWITCH), also against Trap Attack (MTCG-TRAP-05)
# --------------------------------------------------------------------------------------


def switch_game(make_game):
    return make_game(
        [
            card("hero", "Hero", attack=500, ability={"name": "Trap Attack"}),
            card("hero2", "Second", attack=100),
            card("front", "Front", alignment="evil", defense=200, resistance=400),
            card(
                "sub",
                "Sub",
                alignment="evil",
                defense=400,
                resistance=400,
                ability={"name": "Switch"},
            ),
            card("rear", "Rear", alignment="evil", defense=200, resistance=400),
        ]
    )


class TestSwitch:
    @rules("MTCG-SWITCH-01", "MTCG-SWITCH-02", "MTCG-SWITCH-03", "MTCG-PP-04")
    def test_switch_takes_the_targets_place_before_the_clash(self, make_game):
        """Sub (Reserve 1, 1 Power Point left after paying) takes Front's place (Active
        1, 2 Power Points): the Challenge is resolved against Sub's Defense 400 and the
        two exchange places; each uses the Power Points of its new place, so the
        Exhausted Sub discards one of Active 1's and the engaged point stays in Reserve 1."""
        state = build_position(
            switch_game(make_game),
            phase="abilities",
            sides=(me(["hero"]), side(["front"], ["sub"], ready={0: 2, 3: 2})),
        )
        script = Script(state)
        script.answer("activate-ability", "Sub (Reserve 1): Switch, cost 1, target itself")
        script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
        assert script.options() == ["No Switch", "Switch in Sub (Reserve 1)"]
        script.answer("switch", "Switch in Sub (Reserve 1)")
        script.expect("check-point")
        assert "Hero (Active 1) vs Sub (Active 1): 500 Attack against 400 Defense" in line(
            state, "Challenge"
        )
        assert "EXHAUSTED" in line(state, "Challenge")
        assert state.stacks[5] == [cid(state, "sub")]
        assert state.stacks[8] == [cid(state, "front")]
        assert (len(state.ready[5]), len(state.engaged[5])) == (1, 0)
        assert (len(state.ready[8]), len(state.engaged[8])) == (1, 1)

    @rules("MTCG-SWITCH-01")
    def test_declining_switch_keeps_the_target(self, make_game):
        state = build_position(
            switch_game(make_game),
            phase="declare",
            sides=(me(["hero"]), side(["front"], ["sub"], ready={0: 2})),
            effects=[("Switch", 1, 3)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
        script.answer("switch", "No Switch")
        assert "Hero (Active 1) vs Front (Active 1): 500 Attack against 200 Defense" in line(
            state, "Challenge"
        )
        assert state.stacks[5] == [cid(state, "front")]

    @rules("MTCG-SWITCH-01")
    def test_a_protagonist_already_challenged_cannot_switch_in(self, make_game):
        """Sub is itself the target of Second's Challenge, so it is not offered to
        replace Front."""
        state = build_position(
            switch_game(make_game),
            phase="declare",
            sides=(me(["hero", "hero2"]), side(["front", "sub"], ready={0: 2})),
            effects=[("Switch", 1, 1)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
        script.answer("declare-challenge", "Second (Active 2) challenges Sub (Active 2)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Front (Active 1)")
        script.expect("check-point")  # no "switch" prompt came
        assert "Hero (Active 1) vs Front (Active 1)" in line(state, "Challenge Hero")

    @rules("MTCG-SWITCH-01")
    def test_a_protagonist_whose_challenge_is_resolved_cannot_switch_in(self, make_game):
        """Second's Challenge against Sub is resolved first; Sub still counts as
        challenged this turn and is not offered for Hero's Challenge against Front."""
        state = build_position(
            switch_game(make_game),
            phase="declare",
            sides=(me(["hero", "hero2"]), side(["front", "sub"], ready={0: 2, 1: 1})),
            effects=[("Switch", 1, 1)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Front (Active 1)")
        script.answer("declare-challenge", "Second (Active 2) challenges Sub (Active 2)")
        script.answer("choose-challenge", "Resolve Second (Active 2) vs Sub (Active 2)")
        script.expect("check-point")  # no "switch" prompt came
        assert "Hero (Active 1) vs Front (Active 1)" in line(state, "Challenge Hero")

    @rules("MTCG-SWITCH-04", "MTCG-TRAP-05")
    def test_switch_answers_a_trap_attack(self, make_game):
        """Hero's Trap Attack targets Rear (Reserve 1); Sub (Active 1) switches in:
        Sub goes to Reserve 1 and is challenged there (500 against 400 + 400, Exhausted:
        it discards Reserve 1's Power Point), Rear moves to Active 1."""
        state = build_position(
            switch_game(make_game),
            phase="declare",
            sides=(me(["hero"]), side(["sub"], ["rear"], ready={3: 1})),
            effects=[("Trap Attack", 0, 0), ("Switch", 1, 0)],
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Rear (Reserve 1) (Trap Attack)"
        )
        script.answer("switch", "Switch in Sub (Active 1)")
        script.expect("check-point")
        assert "500 Attack against 400 Defense" in line(state, "Challenge Hero")
        assert state.stacks[8] == [cid(state, "sub")]
        assert state.stacks[5] == [cid(state, "rear")]
        assert state.ready[8] == []  # Exhausted: Reserve 1's Power Point discarded
