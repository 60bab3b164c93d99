"""Optional Advanced Rules Level 2, Weak Points (MTCG-WEAK, MTCG-EX-15).

The game parameter ``weak_points`` is ``off``, ``A`` (the antagonist suffers Double
Hit) or ``B`` (the challenger gains +500 Attack). The cycle is Science > Mystic >
Cosmic > Tech > Combat > Science.
"""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import card, clash_line, me, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.scenario import Script

CYCLE = [
    ("science", "mystic"),
    ("mystic", "cosmic"),
    ("cosmic", "tech"),
    ("tech", "combat"),
    ("combat", "science"),
]


def weak_game(
    make_game, hero_skill: str, foe_skill: str, rule: str, hero_attack: int = 300, **params: Any
):
    return make_game(
        [
            card("hero", "Hero", attack=hero_attack, skill=hero_skill),
            card("foe", "Foe", alignment="evil", skill=foe_skill, defense=300, resistance=300),
        ],
        weak_points=rule,
        **params,
    )


def challenge(game: Any, foe_hit_points: int = 1, **kw: Any):
    """Hero challenges Foe (2 Power Points, ``foe_hit_points`` Hit Points); the state at
    the Check Point."""
    state = build_position(
        game,
        phase="declare",
        sides=(
            me(["hero"], hand=kw.pop("hand", [])),
            side([["foe"] * foe_hit_points], ready={0: 2}),
        ),
        **kw,
    )
    Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)").expect(
        "check-point"
    )
    return state


class TestParameter:
    @rules("MTCG-WEAK-01", "MTCG-GAME-06", "MTCG-WEAK-07")
    @pytest.mark.parametrize("value", ["AB", "both", "C"])
    def test_only_one_of_the_two_rules_can_be_chosen(self, make_game, value):
        """MTCG-WEAK-01: one parameter with the values off, A, B; no way to ask for both."""
        with pytest.raises(ParameterError):
            make_game([card("hero", "Hero")], weak_points=value)

    @rules("MTCG-WEAK-01")
    def test_off_by_default(self, make_game):
        state = challenge(
            make_game(
                [
                    card("hero", "Hero", skill="science"),
                    card("foe", "Foe", alignment="evil", skill="mystic"),
                ]
            )
        )
        assert "300 Attack against 300 Defense" in clash_line(state)

    @rules("MTCG-WEAK-01", "MTCG-GAME-06")
    def test_level_two_works_without_level_one(self, make_game):
        game = weak_game(make_game, "science", "mystic", "B", special_abilities=False)
        state = challenge(game)
        assert "800 Attack" in clash_line(state)


class TestCycle:
    @rules("MTCG-WEAK-03", "MTCG-WEAK-04", "MTCG-WEAK-06", "MTCG-WEAK-02")
    @pytest.mark.parametrize(("hero_skill", "foe_skill"), CYCLE)
    def test_each_skill_beats_the_next_one(self, make_game, hero_skill, foe_skill):
        state = challenge(weak_game(make_game, hero_skill, foe_skill, "B"))
        assert "800 Attack against 300 Defense" in clash_line(state)

    @rules("MTCG-WEAK-03", "MTCG-WEAK-07")
    @pytest.mark.parametrize(("foe_skill", "hero_skill"), CYCLE)
    def test_the_cycle_does_not_run_backwards(self, make_game, hero_skill, foe_skill):
        """The target's Skill beating the challenger's gives nothing to either side."""
        state = challenge(weak_game(make_game, hero_skill, foe_skill, "B"))
        assert "300 Attack against 300 Defense" in clash_line(state)

    @rules("MTCG-WEAK-04", "MTCG-EX-15")
    @pytest.mark.parametrize("foe_skill", ["science", "cosmic", "tech", "combat"])
    def test_science_only_beats_mystic(self, make_game, foe_skill):
        """MTCG-EX-15: no effect when Science challenges Cosmic (not the next category)."""
        state = challenge(weak_game(make_game, "science", foe_skill, "B"))
        assert "300 Attack against 300 Defense" in clash_line(state)

    @rules("MTCG-WEAK-02", "MTCG-HP-03")
    def test_skill_of_the_top_card_counts(self, make_game):
        """The Skill icon of the challenger's current (top) card is used: a Science top
        card on a Combat copy beats Mystic."""
        game = make_game(
            [
                card("hero-sci", "Hero", skill="science"),
                card("hero-cbt", "Hero", rarity="NC", skill="combat"),
                card("foe", "Foe", alignment="evil", skill="mystic"),
            ],
            weak_points="B",
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me([["hero-cbt", "hero-sci"]]), side(["foe"], ready={0: 2})),
        )
        Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert "800 Attack" in clash_line(state)


class TestRuleA:
    @rules("MTCG-WEAK-05", "MTCG-EX-15", "MTCG-DHIT-01")
    def test_defeated_antagonist_discards_two_hit_points(self, make_game):
        """MTCG-EX-15, rule A: the Mystic protagonist defeated by a Science one discards
        2 Hit Points instead of 1."""
        game = weak_game(make_game, "science", "mystic", "A", hero_attack=600)
        state = challenge(game, foe_hit_points=3)
        assert "600 Attack against 300 Defense + 300 Resistance: DEFEATED" in clash_line(state)
        assert len(state.stacks[5]) == 1
        assert state.score == [1, 0]

    @rules("MTCG-WEAK-05")
    def test_no_double_hit_without_the_weak_point(self, make_game):
        game = weak_game(make_game, "science", "cosmic", "A", hero_attack=600)
        state = challenge(game, foe_hit_points=3)
        assert len(state.stacks[5]) == 2

    @rules("MTCG-WEAK-05", "MTCG-WEAK-01")
    def test_rule_a_gives_no_attack_bonus(self, make_game):
        state = challenge(weak_game(make_game, "science", "mystic", "A"))
        assert "300 Attack against 300 Defense" in clash_line(state)


class TestRuleB:
    @rules("MTCG-WEAK-06", "MTCG-EX-15")
    def test_challenger_gains_500_attack(self, make_game):
        """MTCG-EX-15, rule B: the Science protagonist has +500 Attack against the Mystic
        one: 300 + 500 = 800 ≥ 600, Defeated."""
        state = challenge(weak_game(make_game, "science", "mystic", "B"))
        assert "800 Attack against 300 Defense + 300 Resistance: DEFEATED" in clash_line(state)

    @rules("MTCG-WEAK-06", "MTCG-WEAK-01")
    def test_rule_b_gives_no_double_hit(self, make_game):
        game = weak_game(make_game, "science", "mystic", "B")
        state = challenge(game, foe_hit_points=3)
        assert len(state.stacks[5]) == 2

    @rules("MTCG-WEAK-06", "MTCG-RES-02")
    def test_bonus_adds_to_boost(self, make_game):
        game = make_game(
            [
                card("hero", "Hero", skill="science"),
                card("foe", "Foe", alignment="evil", skill="mystic", defense=300, resistance=800),
            ],
            weak_points="B",
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["hero"], ready={0: 1}, hand=["filler-2"]), side(["foe"], ready={0: 2})),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        assert "900 Attack against 300 Defense + 800 Resistance" in clash_line(state)

    @rules("MTCG-WEAK-07", "MTCG-COUNTER-02")
    def test_no_weak_point_for_a_counterattack(self, make_game):
        """Best reading (c): checked for the challenger only. Foe (Science) counterattacks
        Hero (Mystic) with its plain 300 Attack, no +500."""
        game = make_game(
            [
                card("hero", "Hero", skill="mystic", attack=100, defense=300, resistance=300),
                card(
                    "foe",
                    "Foe",
                    alignment="evil",
                    skill="science",
                    ability={"name": "Counterattack"},
                ),
            ],
            weak_points="B",
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["hero"], ready={0: 2}), side(["foe"], ready={0: 1})),
            effects=[("Counterattack", 1, 0)],
        )
        Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        ).expect("check-point")
        counter = [line for line in state.log if line.startswith("Counterattack by Foe")]
        assert counter and "300 Attack against" in counter[0]
        assert "EXHAUSTED" in counter[0]
