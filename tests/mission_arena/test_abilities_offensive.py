"""Offensive Special Abilities (catalog 20.3): Group Attack (with the alignment rule for
groups, MTCG-ALIGN-02/-03), Trap Attack, Brute Force, Attack Mission, Double Hit and
Bonus Attack. The Progressive multiplier of Bonus Attack is in ``test_abilities.py``.
"""

from __future__ import annotations

from typing import Any

from mma_helpers import STOP_BOOSTING, STOP_DECLARING, card, cid, clash_line, me, rules, side

from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.scenario import Script

# --------------------------------------------------------------------------------------
# Group Attack (MTCG-GROUP) and alignment in groups (MTCG-ALIGN-02, -03)
# --------------------------------------------------------------------------------------

GROUP = "Cap (Active 1): Group Attack, cost 2, target your characters"


def group_game(make_game, **mates: dict[str, Any]):
    """Cap (Good, Avengers, Group Attack) plus the given squad mates, against Nebula."""
    cards = [
        card("cap", "Cap", attack=300, affiliation="Avengers", ability={"name": "Group Attack"}),
        card("nebula", "Nebula", defense=300, resistance=300, alignment="evil"),
        card("thanos", "Thanos", defense=300, resistance=300, alignment="evil"),
    ]
    cards += [card(key, key.title(), **fields) for key, fields in mates.items()]
    return make_game(cards)


class TestGroupAttack:
    @rules("MTCG-GROUP-01", "MTCG-EX-20")
    def test_activated_group_attack_adds_a_second_attacker(self, make_game):
        game = group_game(make_game, iron={"attack": 250, "affiliation": "Avengers"})
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["cap", "iron"], ready={0: 2}), side(["nebula"])),
        )
        script = Script(state)
        script.answer("activate-ability", GROUP)
        assert (len(state.ready[0]), len(state.engaged[0])) == (0, 2)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        script.answer("choose-group-partner", "Iron (Active 2) joins")
        assert state.challenges[0][1] == state.uid[1]
        script.expect("check-point")
        assert "Cap (Active 1) and Iron (Active 2) vs Nebula" in clash_line(state)
        assert "550 Attack against 300 Defense + 300 Resistance: EXHAUSTED" in clash_line(state)

    @rules("MTCG-GROUP-01")
    def test_partner_must_be_active_and_of_the_same_affiliation(self, make_game):
        game = group_game(
            make_game,
            iron={"affiliation": "Avengers"},
            logan={"affiliation": "X-Men"},
            hawk={"affiliation": "Avengers"},
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["cap", "iron", "logan"], ["hawk"]), side(["nebula"])),
            effects=[("Group Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        assert script.options() == ["No partner", "Iron (Active 2) joins"]

    @rules("MTCG-GROUP-01")
    def test_not_offered_without_a_possible_partner(self, make_game):
        game = group_game(
            make_game, logan={"affiliation": "X-Men"}, hawk={"affiliation": "Avengers"}
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["cap", "logan"], ["hawk"], ready={0: 2}), side(["nebula"])),
        )
        Script(state).expect("declare-challenge")

    @rules("MTCG-GROUP-02", "MTCG-EX-20", "MTCG-BATK-01")
    def test_group_sums_attacks_and_both_members_abilities(self, make_game):
        """MTCG-EX-20: Captain America (300) with Group Attack and Iron Man (250) with an
        activated Bonus Attack +100: the group attacks with 650 against Nebula's
        300 Defense + 300 Resistance, and Nebula is Defeated."""
        game = make_game(
            [
                card(
                    "cap",
                    "Captain America",
                    attack=300,
                    affiliation="Avengers",
                    ability={"name": "Group Attack"},
                ),
                card(
                    "iron",
                    "Iron Man",
                    attack=250,
                    affiliation="Avengers",
                    ability={"name": "Bonus Attack", "x": 100},
                ),
                card("nebula", "Nebula", defense=300, resistance=300, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["cap", "iron"], ready={0: 2, 1: 1}), side(["nebula"])),
        )
        script = Script(state)
        script.answer(
            "activate-ability",
            "Captain America (Active 1): Group Attack, cost 2, target your characters",
        )
        script.answer(
            "activate-ability", "Iron Man (Active 2): Bonus Attack +100, cost 1, target itself"
        )
        script.answer(
            "declare-challenge", "Captain America (Active 1) challenges Nebula (Active 1)"
        )
        script.answer("choose-group-partner", "Iron Man (Active 2) joins")
        script.expect("check-point")
        assert "650 Attack against 300 Defense + 300 Resistance: DEFEATED" in clash_line(state)
        assert state.stacks[5] == []
        assert state.score == [1, 0]

    @rules("MTCG-GROUP-02")
    def test_partners_brute_force_counts_for_the_group(self, make_game):
        """The partner's activated Brute Force applies to the group's Challenge:
        300 + 300 = 600 against Resistance 500, the Defense 900 ignored."""
        game = group_game(
            make_game,
            iron={"affiliation": "Avengers", "ability": {"name": "Brute Force"}},
            titan={"defense": 900, "resistance": 500, "alignment": "evil"},
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["cap", "iron"]), side(["titan"])),
            effects=[("Group Attack", 0, 0), ("Brute Force", 0, 1)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Titan (Active 1)")
        script.answer("choose-group-partner", "Iron (Active 2) joins")
        script.expect("check-point")
        assert "600 Attack against 0 Defense + 500 Resistance: DEFEATED" in clash_line(state)

    @rules("MTCG-GROUP-03", "MTCG-EX-20", "MTCG-CHAL-05")
    def test_partner_cannot_launch_its_own_challenge(self, make_game):
        """MTCG-EX-20: Iron Man, having joined Captain America's Challenge, is not offered
        as a challenger; the third Active protagonist still is."""
        game = group_game(
            make_game, iron={"affiliation": "Avengers"}, thor={"affiliation": "Asgard"}
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["cap", "iron", "thor"]), side(["nebula", "thanos"])),
            effects=[("Group Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        script.answer("choose-group-partner", "Iron (Active 2) joins")
        assert script.options() == [
            STOP_DECLARING,
            "Thor (Active 3) challenges Nebula (Active 1)",
            "Thor (Active 3) challenges Thanos (Active 2)",
        ]

    @rules("MTCG-GROUP-03")
    def test_protagonist_that_already_challenged_cannot_join(self, make_game):
        game = group_game(make_game, iron={"affiliation": "Avengers"})
        state = build_position(
            game,
            phase="declare",
            sides=(me(["iron", "cap"]), side(["nebula", "thanos"])),
            effects=[("Group Attack", 0, 1)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Iron (Active 1) challenges Thanos (Active 2)")
        script.answer("declare-challenge", "Cap (Active 2) challenges Nebula (Active 1)")
        script.expect("choose-challenge")  # no partner prompt: Iron is busy
        assert state.challenges[1][1] == 0


class TestAlignmentInGroups:
    @rules("MTCG-ALIGN-02", "MTCG-GROUP-04", "MTCG-DX-12", "MTCG-CHAL-06")
    def test_good_and_evil_never_group(self, make_game):
        """MTCG-DX-12: Good Cap + Evil mate of the same Affiliation → illegal; Good +
        Neutral of the same Affiliation → legal."""
        game = group_game(
            make_game,
            doom={"affiliation": "Avengers", "alignment": "evil"},
            vision={"affiliation": "Avengers", "alignment": "neutral"},
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["cap", "doom", "vision"]), side(["nebula"])),
            effects=[("Group Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        assert script.options() == ["No partner", "Vision (Active 3) joins"]

    @rules("MTCG-ALIGN-02", "MTCG-GROUP-04", "MTCG-DX-12")
    def test_group_attack_not_offered_with_only_an_evil_mate(self, make_game):
        game = group_game(make_game, doom={"affiliation": "Avengers", "alignment": "evil"})
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["cap", "doom"], ready={0: 2}), side(["nebula"])),
        )
        Script(state).expect("declare-challenge")

    @rules("MTCG-ALIGN-02")
    def test_good_and_evil_may_share_a_squad_and_each_challenge(self, make_game):
        game = group_game(make_game, doom={"affiliation": "Avengers", "alignment": "evil"})
        state = build_position(game, phase="declare", sides=(me(["cap", "doom"]), side(["nebula"])))
        assert Script(state).options() == [
            "Cap (Active 1) challenges Nebula (Active 1)",
            "Doom (Active 2) challenges Nebula (Active 1)",
        ]

    @rules("MTCG-ALIGN-03", "MTCG-GROUP-04", "MTCG-DX-12")
    def test_neutral_joins_evil_leader_too(self, make_game):
        game = make_game(
            [
                card(
                    "loki",
                    "Loki",
                    alignment="evil",
                    affiliation="Asgard",
                    ability={"name": "Group Attack"},
                ),
                card("vision", "Vision", alignment="neutral", affiliation="Asgard"),
                card("foe", "Foe"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["loki", "vision"]), side(["foe"])),
            effects=[("Group Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Loki (Active 1) challenges Foe (Active 1)")
        assert script.options() == ["No partner", "Vision (Active 2) joins"]

    @rules("MTCG-ALIGN-03", "MTCG-GROUP-04")
    def test_neutral_still_needs_the_same_affiliation(self, make_game):
        game = group_game(
            make_game,
            vision={"affiliation": "X-Men", "alignment": "neutral"},
            iron={"affiliation": "Avengers"},
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["cap", "vision", "iron"]), side(["nebula"])),
            effects=[("Group Attack", 0, 0)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Cap (Active 1) challenges Nebula (Active 1)")
        assert script.options() == ["No partner", "Iron (Active 3) joins"]


# --------------------------------------------------------------------------------------
# Trap Attack (MTCG-TRAP)
# --------------------------------------------------------------------------------------

TRAP = "Hero (Active 1): Trap Attack, cost 2, target itself"


def trap_game(make_game, **hero: Any):
    return make_game(
        [
            card("hero", "Hero", attack=700, ability={"name": "Trap Attack"}, **hero),
            card("front", "Front", alignment="evil"),
            card("rear", "Rear", alignment="evil"),
        ]
    )


class TestTrapAttack:
    @rules("MTCG-TRAP-01", "MTCG-CHAL-03")
    def test_trap_attack_lets_the_challenger_target_the_reserve(self, make_game):
        game = trap_game(make_game)
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["hero"], ready={0: 2}), side(["front"], ["rear"])),
        )
        script = Script(state)
        script.answer("activate-ability", TRAP)
        assert script.options() == [
            "Hero (Active 1) challenges Front (Active 1)",
            "Hero (Active 1) challenges Rear (Reserve 1) (Trap Attack)",
        ]

    @rules("MTCG-TRAP-01", "MTCG-CHAL-03")
    def test_without_trap_attack_the_reserve_cannot_be_challenged(self, make_game):
        game = trap_game(make_game)
        state = build_position(
            game, phase="declare", sides=(me(["hero"]), side(["front"], ["rear"]))
        )
        assert Script(state).options() == ["Hero (Active 1) challenges Front (Active 1)"]

    @rules("MTCG-TRAP-02", "MTCG-BOOST-05")
    def test_boost_and_super_hit_are_played_normally(self, make_game):
        """The Reserve target may Boost its Defense (it has 2 Power Points) and use a
        Super Hit; the challenger may Boost and Super Hit too."""
        game = make_game(
            [
                card("hero", "Hero", attack=300, ability={"name": "Trap Attack"}),
                card("hero-x", "Hero", rarity="NC"),
                card("front", "Front", alignment="evil"),
                card("rear", "Rear", alignment="evil", defense=300, resistance=400),
                card("rear-x", "Rear", rarity="NC", alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            sides=(
                me(["hero"], ready={0: 1}, hand=["filler-2", "hero-x"]),
                side(["front"], ["rear"], ready={3: 2}, hand=["filler-3", "rear-x"]),
            ),
            effects=[("Trap Attack", 0, 0)],
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Rear (Reserve 1) (Trap Attack)"
        )
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("defense-boost", "Discard Filler 3 [C]")
        script.answer("defense-boost", STOP_BOOSTING)
        script.answer("super-hit-attack", "Discard Hero [NC]")
        script.answer("super-hit-defense", "Discard Rear [NC]")
        script.expect("check-point")
        # 300 + 100 + 200 = 600 Attack against 300 + 50 + 200 = 550 Defense
        assert "600 Attack against 550 Defense + 400 Resistance: EXHAUSTED" in clash_line(state)
        assert len(state.ready[8]) == 1

    @rules("MTCG-TRAP-03")
    def test_only_an_active_protagonist_can_use_trap_attack(self, make_game):
        game = trap_game(make_game)
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["filler-2"], ["hero"], ready={3: 2}), side(["front"], ["rear"])),
        )
        Script(state).expect("declare-challenge")

    @rules("MTCG-TRAP-04", "MTCG-DX-05", "MTCG-MRES-03", "MTCG-MACT-03", "MTCG-RES-09")
    def test_trap_victory_scores_the_point_but_not_the_mission(self, make_game):
        """MTCG-DX-05: the only defeat of the turn is a Reserve protagonist defeated via
        Trap Attack: +1 Mission Point, the activated Mission is discarded unresolved."""
        game = trap_game(make_game)
        state = build_position(
            game,
            phase="declare",
            sides=(me(["hero"], mission_active="filler-6"), side(["front"], ["rear"])),
            effects=[("Trap Attack", 0, 0)],
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Rear (Reserve 1) (Trap Attack)"
        )
        script.expect("check-point")
        assert "DEFEATED" in clash_line(state)
        assert state.stacks[8] == []
        assert state.score == [1, 0]
        mission = cid(state, "filler-6")
        assert state.mission_active[0] == -1
        assert mission in state.discard[0] and mission not in state.hand[0]

    @rules("MTCG-TRAP-04", "MTCG-WIN-05")
    def test_trap_attack_on_the_nemesis_in_reserve_wins_battle_of_fate(self, make_game):
        game = trap_game(make_game, nemesis="Rear")
        state = build_position(
            game,
            phase="declare",
            sides=(me(["hero"]), side(["front"], ["rear"])),
            effects=[("Trap Attack", 0, 0)],
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Rear (Reserve 1) (Trap Attack)"
        )
        assert (state.winner, state.win_reason) == (0, "Battle of Fate")


# --------------------------------------------------------------------------------------
# Brute Force (MTCG-BRUTE)
# --------------------------------------------------------------------------------------


def brute_state(make_game, attack: int, brute: bool, **params: Any):
    game = make_game(
        [
            card("hero", "Hero", attack=attack, ability={"name": "Brute Force"}),
            card("foe", "Foe", defense=500, resistance=400, alignment="evil"),
        ],
        **params,
    )
    return build_position(
        game,
        phase="declare",
        sides=(me(["hero"]), side(["foe"], ready={0: 2})),
        effects=[("Brute Force", 0, 0)] if brute else [],
    )


def challenge_foe(state: Any) -> Script:
    script = Script(state)
    script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
    return script


class TestBruteForce:
    @rules("MTCG-BRUTE-01", "MTCG-DX-04")
    def test_brute_force_ignores_defense_and_defeats(self, make_game):
        """MTCG-DX-04: 450 Attack vs Defense 500, Resistance 400 with Brute Force:
        Defense ignored, 450 ≥ 400 → Defeated."""
        state = brute_state(make_game, 450, brute=True)
        challenge_foe(state).expect("check-point")
        assert "450 Attack against 0 Defense + 400 Resistance: DEFEATED" in clash_line(state)
        assert state.stacks[5] == [] and state.score == [1, 0]

    @rules("MTCG-DX-04", "MTCG-RES-03")
    def test_same_challenge_without_brute_force_is_ineffective(self, make_game):
        state = brute_state(make_game, 450, brute=False)
        challenge_foe(state).expect("check-point")
        assert "450 Attack against 500 Defense + 400 Resistance: INEFFECTIVE" in clash_line(state)
        assert len(state.ready[5]) == 2 and state.score == [0, 0]

    @rules("MTCG-BRUTE-01")
    def test_brute_force_is_activated_for_three_power_points(self, make_game):
        state = brute_state(make_game, 450, brute=False)
        state = build_position(
            state.game,
            phase="abilities",
            sides=(me(["hero"], ready={0: 3}), side(["foe"])),
        )
        script = Script(state)
        script.answer("activate-ability", "Hero (Active 1): Brute Force, cost 3, target itself")
        assert len(state.engaged[0]) == 3
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert "DEFEATED" in clash_line(state)

    @rules("MTCG-BRUTE-02", "MTCG-RES-04")
    def test_attack_below_resistance_exhausts_by_default(self, make_game):
        """Best reading: Defense counts as 0, so 350 < 400 Resistance → Exhausted."""
        state = brute_state(make_game, 350, brute=True)
        challenge_foe(state).expect("check-point")
        assert "350 Attack against 0 Defense + 400 Resistance: EXHAUSTED" in clash_line(state)
        assert len(state.ready[5]) == 1

    @rules("MTCG-BRUTE-02")
    def test_attack_below_resistance_has_no_effect_with_the_other_reading(self, make_game):
        state = brute_state(make_game, 350, brute=True, brute_force_miss="no-effect")
        challenge_foe(state).expect("check-point")
        assert "INEFFECTIVE" in clash_line(state)
        assert len(state.ready[5]) == 2 and state.stacks[5]


# --------------------------------------------------------------------------------------
# Attack Mission (MTCG-AMISS)
# --------------------------------------------------------------------------------------


def mission_game(make_game, attack: int = 400):
    return make_game(
        [
            card("hero", "Hero", attack=attack, ability={"name": "Attack Mission"}),
            card("foe", "Foe", alignment="evil"),
            card("target", "Target Mission", defense=300, resistance=300, mission_points=2),
            card("second", "Second Mission"),
            card("spare", "Spare"),
        ]
    )


def mission_state(make_game, attack: int = 400, discard: list[str] | None = None, **hero: Any):
    return build_position(
        mission_game(make_game, attack),
        phase="declare",
        sides=(
            me(["hero"], mission_active="filler-6", **hero),
            side(["foe"], missions=["target", "second"], discard=discard or []),
        ),
        effects=[("Attack Mission", 0, 0)],
    )


MISSION_CHALLENGE = "Hero (Active 1) challenges the Mission Target Mission [C] (Attack Mission)"


class TestAttackMission:
    @rules("MTCG-AMISS-01")
    def test_attack_mission_targets_the_opponents_first_mission(self, make_game):
        state = mission_state(make_game)
        assert Script(state).options() == [
            "Hero (Active 1) challenges Foe (Active 1)",
            MISSION_CHALLENGE,
        ]

    @rules("MTCG-AMISS-01")
    def test_activation_costs_three(self, make_game):
        state = build_position(
            mission_game(make_game),
            phase="abilities",
            sides=(me(["hero"], ready={0: 3}), side(["foe"], missions=["target"])),
        )
        Script(state).answer(
            "activate-ability", "Hero (Active 1): Attack Mission, cost 3, target itself"
        )
        assert len(state.engaged[0]) == 3

    @rules("MTCG-AMISS-02", "MTCG-AMISS-03", "MTCG-AMISS-06")
    def test_defeated_mission_is_replaced_from_the_opponents_discard(self, make_game):
        """The Attack Boost is played normally (+100: 250 → 350 against the Mission's
        300 Defense); the Mission has no Power Points, so reaching its Defense defeats
        it; a card of the attacker's choice from the opponent's discard replaces it,
        and the old Mission goes to that discard pile."""
        state = mission_state(
            make_game, attack=250, discard=["spare", "filler-3"], ready={0: 1}, hand=["filler-2"]
        )
        script = Script(state)
        script.answer("declare-challenge", MISSION_CHALLENGE)
        script.answer("attack-boost", "Discard Filler 2 [C]")
        assert "350 Attack against 300 Defense + 300 Resistance" in clash_line(state)
        assert state.decision().seat == 0  # the attacker chooses
        assert script.options() == [
            "Put Spare [C] in the Missions Zone",
            "Put Filler 3 [C] in the Missions Zone",
        ]
        script.answer("mission-replacement", "Put Spare [C] in the Missions Zone")
        assert state.missions[1] == [cid(state, "spare"), cid(state, "second")]
        assert cid(state, "target") in state.discard[1]
        assert cid(state, "spare") not in state.discard[1]

    @rules("MTCG-AMISS-04")
    def test_only_an_active_protagonist_can_use_attack_mission(self, make_game):
        state = build_position(
            mission_game(make_game),
            phase="abilities",
            sides=(me(["filler-2"], ["hero"], ready={3: 3}), side(["foe"], missions=["target"])),
        )
        Script(state).expect("declare-challenge")

    @rules("MTCG-AMISS-05", "MTCG-AMISS-06", "MTCG-MRES-03")
    def test_mission_victory_gives_no_point_and_no_mission_resolution(self, make_game):
        state = mission_state(make_game, discard=["spare"])
        script = Script(state)
        script.answer("declare-challenge", MISSION_CHALLENGE)
        script.answer("mission-replacement", "Put Spare [C] in the Missions Zone")
        script.expect("check-point")
        assert state.score == [0, 0]
        assert state.mission_active[0] == -1
        assert cid(state, "filler-6") in state.discard[0]

    @rules("MTCG-AMISS-06", "MTCG-RES-03")
    def test_attack_below_the_missions_defense_is_ineffective(self, make_game):
        state = mission_state(make_game, attack=250, discard=["spare"])
        script = Script(state)
        script.answer("declare-challenge", MISSION_CHALLENGE)
        script.expect("check-point")
        assert "INEFFECTIVE" in clash_line(state).upper()
        assert state.missions[1] == [cid(state, "target"), cid(state, "second")]

    @rules("MTCG-AMISS-06")
    def test_empty_discard_pile_leaves_one_mission_fewer(self, make_game):
        state = mission_state(make_game)
        script = Script(state)
        script.answer("declare-challenge", MISSION_CHALLENGE)
        script.expect("check-point")
        assert state.missions[1] == [cid(state, "second")]
        assert state.discard[1] == [cid(state, "target")]


# --------------------------------------------------------------------------------------
# Double Hit (MTCG-DHIT)
# --------------------------------------------------------------------------------------


def double_hit_state(make_game, foe_hit_points: int, double: bool = True):
    game = make_game(
        [
            card("hero", "Hero", attack=700, ability={"name": "Double Hit"}),
            card("foe", "Foe", alignment="evil"),
        ]
    )
    return build_position(
        game,
        phase="declare",
        sides=(
            me(["hero"], mission_active="filler-6"),
            side([["foe"] * foe_hit_points], ready={0: 2}),
        ),
        effects=[("Double Hit", 0, 0)] if double else [],
    )


class TestDoubleHit:
    @rules("MTCG-DHIT-01", "MTCG-RES-07")
    def test_defeat_discards_two_hit_points(self, make_game):
        state = double_hit_state(make_game, 3)
        challenge_foe(state).expect("check-point")
        assert len(state.stacks[5]) == 1
        assert len(state.ready[5]) == 2  # still in play: its Power Points stay

    @rules("MTCG-DHIT-01")
    def test_without_double_hit_one_hit_point(self, make_game):
        state = double_hit_state(make_game, 3, double=False)
        challenge_foe(state).expect("check-point")
        assert len(state.stacks[5]) == 2

    @rules("MTCG-DHIT-02", "MTCG-RES-09", "MTCG-MRES-01")
    def test_two_hit_points_leave_play_for_one_mission_point(self, make_game):
        state = double_hit_state(make_game, 2)
        discard_before = len(state.discard[1])
        challenge_foe(state).expect("check-point")
        assert state.stacks[5] == [] and state.ready[5] == []
        assert len(state.discard[1]) == discard_before + 4  # 2 cards + 2 Power Points
        assert state.score[0] == 1 + 1  # the defeat, then the Mission's 1 point
        assert cid(state, "filler-6") in state.hand[0]

    @rules("MTCG-DHIT-02")
    def test_one_hit_point_leaves_play(self, make_game):
        state = double_hit_state(make_game, 1)
        challenge_foe(state).expect("check-point")
        assert state.stacks[5] == [] and state.ready[5] == []


# --------------------------------------------------------------------------------------
# Bonus Attack (MTCG-BATK); the multiplier is in test_abilities.py (MTCG-PROG, MTCG-DX-07)
# --------------------------------------------------------------------------------------


class TestBonusAttack:
    @rules("MTCG-BATK-01", "MTCG-SA-12")
    def test_affiliation_target_boosts_every_matching_protagonist(self, make_game):
        """A Reserve Avenger's Bonus Attack +200 with Target Affiliation Avengers:
        Iron (Avenger) attacks with 500, Logan (X-Men) with 300."""
        game = make_game(
            [
                card(
                    "rally",
                    "Rally",
                    affiliation="Avengers",
                    ability={"name": "Bonus Attack", "x": 200, "target": "affiliation:Avengers"},
                ),
                card("iron", "Iron", affiliation="Avengers"),
                card("logan", "Logan", affiliation="X-Men"),
                card("foe", "Foe", alignment="evil", defense=600, resistance=300),
                card("foe2", "Foe Two", alignment="evil", defense=600, resistance=300),
            ]
        )
        state = build_position(
            game,
            phase="abilities",
            sides=(me(["iron", "logan"], ["rally"], ready={3: 1}), side(["foe", "foe2"])),
        )
        script = Script(state)
        script.answer(
            "activate-ability",
            "Rally (Reserve 1): Bonus Attack +200, cost 1, target affiliation Avengers",
        )
        script.answer("declare-challenge", "Iron (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Logan (Active 2) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Iron (Active 1) vs Foe (Active 1)")
        assert "500 Attack" in clash_line(state, "Iron")
        assert "300 Attack" in clash_line(state, "Logan")

    @rules("MTCG-BATK-01", "MTCG-SA-12")
    def test_skill_target_boosts_protagonists_of_that_skill(self, make_game):
        """Bonus Attack +200 for Skill Tech: Gadget (Tech) attacks with 500, Brawler
        (Combat) with 300."""
        game = make_game(
            [
                card(
                    "lab",
                    "Lab",
                    skill="tech",
                    ability={"name": "Bonus Attack", "x": 200, "target": "skill:tech"},
                ),
                card("gadget", "Gadget", skill="tech"),
                card("brawler", "Brawler", skill="combat"),
                card("foe", "Foe", alignment="evil", defense=600, resistance=300),
                card("foe2", "Foe Two", alignment="evil", defense=600, resistance=300),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            sides=(me(["gadget", "brawler"], ["lab"]), side(["foe", "foe2"])),
            effects=[("Bonus Attack", 0, 3)],
        )
        script = Script(state)
        script.answer("declare-challenge", "Gadget (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Brawler (Active 2) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Gadget (Active 1) vs Foe (Active 1)")
        assert "500 Attack" in clash_line(state, "Gadget")
        assert "300 Attack" in clash_line(state, "Brawler")
