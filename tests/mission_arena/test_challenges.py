"""Phases 7-9: declaring Challenges, Boost and Super Hit (MTCG-CHAL, MTCG-BOOST,
MTCG-SUPER), with the seed's examples MTCG-EX-06 to -09 and the derived check MTCG-DX-03.

Every test builds a position at the start of the Challenge phase (``phase="declare"``)
and answers each decision with its exact label; the Script is strict, so a prompt the
rules should not produce fails the test. A Super Hit window opens for every player with
cards in hand, copy or not (then its only option is "No Super Hit"), and the turn stops
at the Check Point, which is always offered.
"""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import (
    NO_SUPER_HIT,
    STOP_BOOSTING,
    STOP_DECLARING,
    MakeGame,
    card,
    clashes,
    rules,
    side,
)

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import build_position
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.scenario import Script

# Stats: Hero 400 AK; Foe 300 DF + 400 RES (defeated at 700, Exhausted from 300).
BASIC = [
    card("hero", "Hero", attack=400),
    card("hero-r", "Hero", rarity="R", attack=450),
    card("ally", "Ally", attack=400),
    card("ally-r", "Ally", rarity="R"),
    card("foe", "Foe", defense=300, resistance=400, alignment="evil"),
    card("foe-r", "Foe", rarity="R", defense=300, resistance=400, alignment="evil"),
    card("foe2", "Foe Two", defense=300, resistance=400, alignment="evil"),
    card("foe2-r", "Foe Two", rarity="R", alignment="evil"),
]


@pytest.fixture
def game(make_game: MakeGame) -> MissionArenaGame:
    return make_game(BASIC, special_abilities=False)


def one_on_one(
    game: MissionArenaGame,
    me: dict[str, Any] | None = None,
    them: dict[str, Any] | None = None,
) -> tuple[MissionArenaState, Script]:
    """Hero (Active 1, seat 0) against Foe (Active 1, seat 1), Challenge phase."""
    mine = {"active": ["hero"], "reserve": ["filler-5"], **(me or {})}
    theirs = {"active": ["foe"], **(them or {})}
    state = build_position(game, phase="declare", sides=(side(**mine), side(**theirs)))
    script = Script(state)
    script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
    return state, script


def decline_super_hit(script: Script, kind: str) -> None:
    """Answer a Super Hit window opened for a hand without a same-Name copy: the window
    opens anyway (MTCG-SUPER-01, -02: being asked must not reveal the hand), and its
    only option is "No Super Hit"."""
    script.expect(kind)
    assert script.options() == [NO_SUPER_HIT]
    script.answer(kind, NO_SUPER_HIT)


# --------------------------------------------------------------------------------------
# Phase 7: declaring Challenges (MTCG-CHAL)
# --------------------------------------------------------------------------------------


class TestDeclaringChallenges:
    @rules("MTCG-CHAL-01", "MTCG-TURN-03")
    def test_first_player_cannot_challenge_in_turn_one(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-01: the first player skips the Challenge phase in turn one."""
        state = build_position(
            game,
            phase="declare",
            turn=1,
            active=0,
            sides=(side(["hero"], ["filler-5"]), side(["foe"])),
        )
        assert state.first == 0
        Script(state).expect("check-point")
        assert state.challenges == []
        assert not any("declares" in line for line in state.log)

    @rules("MTCG-CHAL-01")
    def test_second_player_may_challenge_in_their_first_turn(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-01: only the first player's turn one has no Challenge."""
        state = build_position(
            game,
            phase="declare",
            turn=2,
            active=1,
            sides=(side(["foe"]), side(["hero"], ["filler-5"])),
        )
        assert state.first == 0
        script = Script(state).expect("declare-challenge")
        assert script.options() == ["Hero (Active 1) challenges Foe (Active 1)"]

    @rules("MTCG-CHAL-02", "MTCG-CHAL-03", "MTCG-CHAL-08", "MTCG-GLOSS-22")
    def test_each_active_protagonist_may_challenge_each_opposing_active_one(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-CHAL-02: the active player names their protagonist and the opposing
        target; MTCG-CHAL-03: only Active protagonists challenge or are challenged;
        MTCG-CHAL-08 / MTCG-GLOSS-22: the target is always an opposing protagonist."""
        state = build_position(
            game,
            phase="declare",
            sides=(
                side(["hero", "ally"], ["filler-5", "filler-6"]),
                side(["foe", "foe2"], ["filler-7", "filler-8"]),
            ),
        )
        script = Script(state).expect("declare-challenge")
        assert sorted(script.options()) == sorted(
            f"{mine} (Active {i}) challenges {theirs} (Active {j})"
            for i, mine in ((1, "Hero"), (2, "Ally"))
            for j, theirs in ((1, "Foe"), (2, "Foe Two"))
        )
        assert not any("Reserve" in label for label in script.options())
        assert not any("Filler" in label for label in script.options())

    @rules("MTCG-CHAL-04")
    def test_at_least_one_challenge_is_required(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-04 (best reading): the first declaration cannot be skipped; after it,
        stopping is allowed."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["hero", "ally"], ["filler-5"]), side(["foe", "foe2"])),
        )
        script = Script(state).expect("declare-challenge")
        assert STOP_DECLARING not in script.options()
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.expect("declare-challenge")
        assert STOP_DECLARING in script.options()
        script.answer("declare-challenge", STOP_DECLARING)
        assert len(state.challenges) == 1

    @rules("MTCG-CHAL-04", "MTCG-CHAL-03")
    def test_at_most_three_challenges_one_per_active_protagonist(self, make_game: MakeGame) -> None:
        """MTCG-CHAL-04: without Special Abilities 1 to 3 Challenges, one per Active
        protagonist; after the third the declaring ends by itself."""
        game = make_game(
            [
                card("a", "A", attack=100),
                card("b", "B", attack=100),
                card("c", "C", attack=100),
                card("x", "X", defense=500, alignment="evil"),
            ],
            special_abilities=False,
        )
        state = build_position(
            game,
            phase="declare",
            sides=(side(["a", "b", "c"], ["filler-5"]), side(["x"])),
        )
        script = Script(state)
        for name, slot in (("A", 1), ("B", 2), ("C", 3)):
            script.answer("declare-challenge", f"{name} (Active {slot}) challenges X (Active 1)")
        assert len(state.challenges) == 3
        script.expect("choose-challenge")

    @rules("MTCG-CHAL-05")
    def test_a_protagonist_challenges_only_one_target(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-05: once Hero has a target it is no longer offered as a challenger."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["hero", "ally"], ["filler-5"]), side(["foe", "foe2"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        assert not any(label.startswith("Hero") for label in script.options())

    @rules("MTCG-CHAL-05")
    def test_two_challengers_may_pick_the_same_target(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-05 (best reading): nothing forbids two Challenges on one target."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["hero", "ally"], ["filler-5"]), side(["foe", "foe2"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Ally (Active 2) challenges Foe (Active 1)")
        targets = {c[3] for c in state.challenges}
        assert len(state.challenges) == 2 and len(targets) == 1

    @rules("MTCG-CHAL-07", "MTCG-DUTY-02")
    def test_duty_called_protagonist_cannot_challenge(self, game: MissionArenaGame) -> None:
        """MTCG-CHAL-07: a protagonist hit by Duty Call launches no Challenge."""
        state = build_position(
            game,
            phase="declare",
            duty=[(0, 0)],
            sides=(side(["hero", "ally"], ["filler-5"]), side(["foe"])),
        )
        script = Script(state).expect("declare-challenge")
        assert script.options() == ["Ally (Active 2) challenges Foe (Active 1)"]

    @rules("MTCG-CHAL-06", "MTCG-ALIGN-02", "MTCG-ALIGN-03")
    def test_group_never_mixes_good_and_evil(self, make_game: MakeGame) -> None:
        """MTCG-CHAL-06: a Good leader's Group Attack may take a Neutral partner of the
        same Affiliation but never an Evil one (both stand in the same Squad)."""
        game = make_game(
            [
                card("lead", "Lead", ability={"name": "Group Attack", "cost": 2}),
                card("bad", "Bad Mate", alignment="evil"),
                card("grey", "Grey Mate", alignment="neutral"),
                card("foe", "Foe", defense=500, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Group Attack", 0, 0)],
            sides=(side(["lead", "bad", "grey"], ["filler-5"]), side(["foe"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Lead (Active 1) challenges Foe (Active 1)")
        script.expect("choose-group-partner")
        assert script.options() == ["No partner", "Grey Mate (Active 3) joins"]


class TestChallengeExample:
    """MTCG-EX-06: Captain America, Thor and Iron Man against Nebula, Thanos and Loki."""

    @pytest.fixture
    def state(self, make_game: MakeGame) -> MissionArenaState:
        game = make_game(
            [
                card("cap", "Captain America", attack=100),
                card("thor", "Thor", attack=100),
                card("iron", "Iron Man", attack=100),
                card("nebula", "Nebula", defense=500, alignment="evil"),
                card("thanos", "Thanos", defense=500, alignment="evil"),
                card("loki", "Loki", defense=500, alignment="evil"),
            ],
            special_abilities=False,
        )
        return build_position(
            game,
            phase="declare",
            sides=(
                side(["cap", "thor", "iron"], ["filler-5"]),
                side(["nebula", "thanos", "loki"]),
            ),
        )

    @rules("MTCG-EX-06", "MTCG-CHAL-02", "MTCG-CHAL-03", "MTCG-CHAL-04", "MTCG-CHAL-05")
    def test_three_one_against_one_challenges(self, state: MissionArenaState) -> None:
        script = Script(state)
        script.answer(
            "declare-challenge", "Captain America (Active 1) challenges Nebula (Active 1)"
        )
        script.answer("declare-challenge", "Thor (Active 2) challenges Thanos (Active 2)")
        # Thor already has his target: he cannot also challenge Loki.
        assert "Thor (Active 2) challenges Loki (Active 3)" not in script.options()
        script.answer("declare-challenge", "Iron Man (Active 3) challenges Loki (Active 3)")
        assert len(state.challenges) == 3
        assert len({c[0] for c in state.challenges}) == 3
        assert len({c[3] for c in state.challenges}) == 3
        script.run_until("check-point", auto={"choose-challenge": lambda options: options[0]})
        results = clashes(state)
        assert len(results) == 3
        assert all(r["result"] == "INEFFECTIVE" for r in results)


# --------------------------------------------------------------------------------------
# Phase 8: Boost (MTCG-BOOST)
# --------------------------------------------------------------------------------------


class TestAttackBoost:
    @rules("MTCG-BOOST-01", "MTCG-EX-07", "MTCG-GLOSS-06", "MTCG-PP-08")
    def test_three_power_points_allow_three_cards_for_300_attack(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-EX-07: 3 Power Points, 3 cards discarded, +300 Attack; no fourth card."""
        state, script = one_on_one(
            game, me={"ready": {0: 3}, "hand": ["filler-2", "filler-3", "filler-4", "filler-6"]}
        )
        script.expect("attack-boost")
        assert "(0 of up to 3 discarded)" in state.decision().prompt
        for filler in ("Filler 2", "Filler 3", "Filler 4"):
            script.answer("attack-boost", f"Discard {filler} [C]")
        # A fourth card is not allowed: the Boost ends by itself.
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 400 + 300
        assert clashes(state)[0]["result"] == "DEFEATED"
        assert len(state.hand[0]) == 1
        assert len(state.discard[0]) == 3

    @pytest.mark.parametrize("points", [1, 2])
    @rules("MTCG-BOOST-01", "MTCG-EX-07")
    def test_boost_cards_are_limited_by_power_points(
        self, game: MissionArenaGame, points: int
    ) -> None:
        """MTCG-EX-07: 1 Power Point = 1 card (+100), 2 Power Points = 2 cards (+200)."""
        hand = ["filler-2", "filler-3", "filler-4"]
        state, script = one_on_one(game, me={"ready": {0: points}, "hand": hand})
        for i in range(points):
            script.answer("attack-boost", f"Discard Filler {i + 2} [C]")
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 400 + 100 * points
        assert len(state.hand[0]) == 3 - points

    @rules("MTCG-BOOST-03", "MTCG-BOOST-05")
    def test_boost_is_optional_and_may_stop_below_x(self, game: MissionArenaGame) -> None:
        """MTCG-BOOST-03: optional; MTCG-BOOST-05 (a): up to X cards."""
        state, script = one_on_one(
            game, me={"ready": {0: 3}, "hand": ["filler-2", "filler-3", "filler-4"]}
        )
        assert STOP_BOOSTING in script.options()
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("attack-boost", STOP_BOOSTING)
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 500
        assert len(state.hand[0]) == 2

    @rules("MTCG-BOOST-03")
    def test_no_power_points_no_boost(self, game: MissionArenaGame) -> None:
        """MTCG-BOOST-03: a protagonist with 0 Power Points cannot Boost (X = 0)."""
        state, script = one_on_one(game, me={"hand": ["filler-2", "filler-3"]})
        # The first prompt is the Super Hit window, not a Boost.
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 400
        assert len(state.hand[0]) == 2

    @rules("MTCG-BOOST-05")
    def test_engaged_power_points_count_toward_x(self, game: MissionArenaGame) -> None:
        """MTCG-BOOST-05 (b): engaged Power Points are still assigned and count."""
        state, script = one_on_one(
            game,
            me={"ready": {0: 1}, "engaged": {0: 1}, "hand": ["filler-2", "filler-3", "filler-4"]},
        )
        assert "(0 of up to 2 discarded)" in state.decision().prompt
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("attack-boost", "Discard Filler 3 [C]")
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 600

    @rules("MTCG-BOOST-05", "MTCG-BOOST-01", "MTCG-GROUP-02")
    def test_group_attack_boosts_only_one_member(self, make_game: MakeGame) -> None:
        """MTCG-BOOST-05 (c): once per Challenge per side, for one protagonist: in a Group
        Attack the active player picks which member is boosted, and X is its own Power
        Points."""
        game = make_game(
            [
                card("lead", "Lead", attack=200, ability={"name": "Group Attack", "cost": 2}),
                card("mate", "Mate", attack=200),
                card("foe", "Foe", defense=900, resistance=300, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Group Attack", 0, 0)],
            sides=(
                side(
                    ["lead", "mate"],
                    ["filler-5"],
                    ready={0: 3, 1: 1},
                    hand=["filler-2", "filler-3", "filler-4"],
                ),
                side(["foe"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Lead (Active 1) challenges Foe (Active 1)")
        script.answer("choose-group-partner", "Mate (Active 2) joins")
        script.expect("attack-boost-who")
        assert script.options() == ["No Boost", "Boost Lead (Active 1)", "Boost Mate (Active 2)"]
        script.answer("attack-boost-who", "Boost Mate (Active 2)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        # Mate has 1 Power Point: its Boost is over, and Lead gets no second Boost.
        decline_super_hit(script, "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 200 + 200 + 100
        assert len(state.hand[0]) == 2

    @rules("MTCG-BOOST-04", "MTCG-TEAM-04")
    def test_team_member_copies_may_be_discarded_for_a_boost(self, make_game: MakeGame) -> None:
        """MTCG-BOOST-04: a drawn copy of an assembled Team's member may be discarded for
        a Boost, like any other card in hand."""
        game = make_game(
            [
                card("hero", "Hero", attack=400),
                card("a", "Member A"),
                card("b", "Member B"),
                card("team", "Team AB", members=["Member A", "Member B"]),
                card("foe", "Foe", defense=300, resistance=400, alignment="evil"),
            ],
            special_abilities=False,
        )
        state = build_position(
            game,
            phase="declare",
            sides=(
                side(["hero", "team"], ["filler-5"], ready={0: 2}, hand=["a", "filler-2"]),
                side(["foe"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        assert "Discard Member A [C]" in script.options()
        script.answer("attack-boost", "Discard Member A [C]")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 600
        assert game.pool.by_key["a"].id in state.discard[0]


class TestDefenseBoost:
    @rules("MTCG-BOOST-02", "MTCG-EX-08", "MTCG-GLOSS-06")
    def test_three_power_points_give_150_defense(self, game: MissionArenaGame) -> None:
        """MTCG-EX-08: the target with 3 Power Points discards 3 cards: +150 Defense (the
        rule, not the "200DF+" callout); a fourth card is not allowed."""
        state, script = one_on_one(
            game,
            them={"ready": {0: 3}, "hand": ["filler-2", "filler-3", "filler-4", "filler-6"]},
        )
        script.expect("defense-boost")
        assert state.decision().seat == 1
        assert "(0 of up to 3 discarded)" in state.decision().prompt
        for filler in ("Filler 2", "Filler 3", "Filler 4"):
            script.answer("defense-boost", f"Discard {filler} [C]")
        decline_super_hit(script, "super-hit-defense")
        script.expect("check-point")
        clash = clashes(state)[0]
        assert clash["defense"] == 300 + 150
        assert clash["result"] == "INEFFECTIVE"  # 400 < 450
        assert len(state.hand[1]) == 1
        assert len(state.discard[1]) == 3

    @rules("MTCG-BOOST-02", "MTCG-BOOST-03")
    def test_defense_boost_is_optional(self, game: MissionArenaGame) -> None:
        """MTCG-BOOST-03: the target may decline its Boost."""
        state, script = one_on_one(game, them={"ready": {0: 2}, "hand": ["filler-2"]})
        script.answer("defense-boost", STOP_BOOSTING)
        decline_super_hit(script, "super-hit-defense")
        script.expect("check-point")
        assert clashes(state)[0]["defense"] == 300
        assert len(state.hand[1]) == 1

    @rules("MTCG-BOOST-03")
    def test_target_without_power_points_cannot_boost(self, game: MissionArenaGame) -> None:
        """MTCG-BOOST-03: X = 0 for a target with no Power Points."""
        state, script = one_on_one(game, them={"hand": ["filler-2"]})
        # The first prompt is the defender's Super Hit window, not a Boost.
        decline_super_hit(script, "super-hit-defense")
        script.expect("check-point")
        assert clashes(state)[0]["defense"] == 300

    @rules("MTCG-BOOST-05", "MTCG-TRAP-02")
    def test_reserve_target_of_trap_attack_may_boost(self, make_game: MakeGame) -> None:
        """MTCG-BOOST-05 (d): the target of the Challenge Boosts even in the Reserve."""
        game = make_game(
            [
                card("hero", "Hero", attack=400, ability={"name": "Trap Attack", "cost": 2}),
                card("foe", "Foe", alignment="evil"),
                card("back", "Backup", defense=300, resistance=400, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Trap Attack", 0, 0)],
            sides=(
                side(["hero"], ["filler-5"]),
                side(["foe"], ["back"], ready={3: 1}, hand=["filler-2"]),
            ),
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Backup (Reserve 1) (Trap Attack)"
        )
        script.answer("defense-boost", "Discard Filler 2 [C]")
        script.expect("check-point")
        assert clashes(state)[0]["defense"] == 350


# --------------------------------------------------------------------------------------
# Phase 9: Super Hit (MTCG-SUPER)
# --------------------------------------------------------------------------------------


class TestSuperHit:
    @rules(
        "MTCG-EX-09",
        "MTCG-SUPER-01",
        "MTCG-SUPER-02",
        "MTCG-SUPER-03",
        "MTCG-GLOSS-25",
    )
    def test_both_players_super_hit_without_power_points(self, game: MissionArenaGame) -> None:
        """MTCG-EX-09: challenger X (0 Power Points) and target Y; each side discards a
        same-Name copy: X +200 Attack, Y +200 Defense."""
        state, script = one_on_one(
            game, me={"hand": ["hero-r", "filler-2"]}, them={"hand": ["foe-r", "filler-3"]}
        )
        script.expect("super-hit-attack")
        assert script.options() == [NO_SUPER_HIT, "Discard Hero [R]"]
        script.answer("super-hit-attack", "Discard Hero [R]")
        script.expect("super-hit-defense")
        assert state.decision().seat == 1
        assert script.options() == [NO_SUPER_HIT, "Discard Foe [R]"]
        script.answer("super-hit-defense", "Discard Foe [R]")
        script.expect("check-point")
        clash = clashes(state)[0]
        assert (clash["attack"], clash["defense"]) == (600, 500)
        # 600 >= 500 Exhausts Foe, which has no Power Point and is Defeated as well.
        assert state.discard[0] == [game.pool.by_key["hero-r"].id]
        assert game.pool.by_key["foe-r"].id in state.discard[1]
        assert len(state.hand[0]) == 1 and len(state.hand[1]) == 1

    @rules("MTCG-EX-09", "MTCG-SUPER-03")
    def test_no_second_super_hit_in_the_same_turn(self, game: MissionArenaGame) -> None:
        """MTCG-EX-09 / MTCG-SUPER-03: after both players used Super Hit, neither may use
        it again that turn, although copies are still in hand."""
        state = build_position(
            game,
            phase="declare",
            sides=(
                side(["hero", "ally"], ["filler-5"], hand=["hero-r", "ally-r", "hero-r"]),
                side(["foe", "foe2"], hand=["foe-r", "foe2-r", "foe-r"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Ally (Active 2) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Foe (Active 1)")
        script.answer("super-hit-attack", "Discard Hero [R]")
        script.answer("super-hit-defense", "Discard Foe [R]")
        # The second Challenge starts straight away: no Super Hit prompt for either side.
        script.expect("check-point")
        first, second = clashes(state)
        assert (first["attack"], first["defense"]) == (600, 500)
        assert (second["attack"], second["defense"]) == (400, 300)
        assert len(state.hand[0]) == 2 and len(state.hand[1]) == 2

    @rules("MTCG-SUPER-03")
    def test_once_per_turn_is_counted_per_player(self, game: MissionArenaGame) -> None:
        """MTCG-SUPER-03 (best reading): the attacker's Super Hit does not use up the
        defender's; the defender may still use theirs in a later Challenge."""
        state = build_position(
            game,
            phase="declare",
            sides=(
                side(["hero", "ally"], ["filler-5"], hand=["hero-r", "ally-r"]),
                side(["foe", "foe2"], hand=["foe2-r"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Ally (Active 2) challenges Foe Two (Active 2)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Foe (Active 1)")
        script.answer("super-hit-attack", "Discard Hero [R]")
        # The defender holds no copy of Foe: the window opens but only to decline.
        decline_super_hit(script, "super-hit-defense")
        # Second Challenge: the attacker has used theirs; the defender has not.
        script.expect("super-hit-defense")
        assert script.options() == [NO_SUPER_HIT, "Discard Foe Two [R]"]
        script.answer("super-hit-defense", "Discard Foe Two [R]")
        script.expect("check-point")
        second = clashes(state)[1]
        assert (second["attack"], second["defense"]) == (400, 500)

    @rules("MTCG-SUPER-04", "MTCG-GLOSS-25")
    def test_copy_must_match_the_protagonist_in_the_challenge(self, game: MissionArenaGame) -> None:
        """MTCG-SUPER-04 (best reading): a copy of another of your protagonists (Ally,
        not in this Challenge) gives no Super Hit, on either side: the windows open (the
        hands are not empty) but offer no copy, only "No Super Hit"."""
        state = build_position(
            game,
            phase="declare",
            sides=(
                side(["hero", "ally"], ["filler-5"], hand=["ally-r"]),
                side(["foe", "foe2"], hand=["foe2-r"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        decline_super_hit(script, "super-hit-attack")
        decline_super_hit(script, "super-hit-defense")
        script.expect("check-point")
        assert len(state.hand[0]) == 1 and len(state.hand[1]) == 1

    @rules("MTCG-SUPER-01", "MTCG-SUPER-02")
    def test_window_opens_with_only_no_super_hit_without_a_copy(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-SUPER-01, -02: a player with cards in hand is asked even without a
        same-Name copy, so that the prompt reveals nothing; the only option is "No Super
        Hit"."""
        state, script = one_on_one(game, me={"hand": ["filler-2"]}, them={"hand": ["filler-3"]})
        assert state.decision().seat == 0
        decline_super_hit(script, "super-hit-attack")
        assert state.decision().seat == 1
        decline_super_hit(script, "super-hit-defense")
        script.expect("check-point")
        clash = clashes(state)[0]
        assert (clash["attack"], clash["defense"]) == (400, 300)
        assert len(state.hand[0]) == 1 and len(state.hand[1]) == 1

    @pytest.mark.parametrize("empty", [0, 1])
    @rules("MTCG-SUPER-01", "MTCG-SUPER-02")
    def test_window_does_not_open_with_an_empty_hand(
        self, game: MissionArenaGame, empty: int
    ) -> None:
        """MTCG-SUPER-01, -02: a player with an empty hand has nothing to discard and is
        not asked; the other player, holding a card, still is."""
        hands: list[dict[str, Any]] = [{"hand": ["filler-2"]}, {"hand": ["filler-3"]}]
        hands[empty] = {}
        state, script = one_on_one(game, me=hands[0], them=hands[1])
        assert state.hand[empty] == []
        decline_super_hit(script, "super-hit-defense" if empty == 0 else "super-hit-attack")
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 400

    @rules("MTCG-SUPER-01", "MTCG-SUPER-03")
    def test_super_hit_may_be_declined(self, game: MissionArenaGame) -> None:
        """Super Hit is optional; declining it keeps the copy and the turn's use."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["hero", "ally"], ["filler-5"], hand=["hero-r"]), side(["foe"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        script.answer("super-hit-attack", NO_SUPER_HIT)
        script.expect("check-point")
        assert clashes(state)[0]["attack"] == 400
        assert state.hand[0] == [game.pool.by_key["hero-r"].id]


class TestBoostAndSuperHitTogether:
    """MTCG-DX-03: Attack 400, 2 Power Points (+200) and a copy (+200) = 800."""

    @pytest.fixture
    def state(self, game: MissionArenaGame) -> MissionArenaState:
        return build_position(
            game,
            phase="declare",
            sides=(
                side(["hero"], ["filler-5"], ready={0: 2}, hand=["filler-2", "filler-3", "hero-r"]),
                side(["foe"], ready={0: 1}, hand=["filler-4", "foe-r"]),
            ),
        )

    def _attack(self, script: Script) -> None:
        script.answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("attack-boost", "Discard Filler 3 [C]")

    @rules("MTCG-DX-03", "MTCG-BOOST-01", "MTCG-SUPER-01", "MTCG-RES-06")
    def test_800_attack_defeats_300_plus_400(self, state: MissionArenaState) -> None:
        script = Script(state)
        self._attack(script)
        script.answer("defense-boost", STOP_BOOSTING)
        script.answer("super-hit-attack", "Discard Hero [R]")
        script.answer("super-hit-defense", NO_SUPER_HIT)
        script.expect("check-point")
        clash = clashes(state)[0]
        assert (clash["attack"], clash["defense"], clash["result"]) == (800, 300, "DEFEATED")
        assert state.stacks[5] == []
        assert state.score == [1, 0]

    @rules("MTCG-DX-03", "MTCG-BOOST-02", "MTCG-SUPER-02", "MTCG-RES-04")
    def test_defender_boost_and_super_hit_turn_it_into_exhausted(
        self, state: MissionArenaState
    ) -> None:
        script = Script(state)
        self._attack(script)
        script.answer("defense-boost", "Discard Filler 4 [C]")
        script.answer("super-hit-attack", "Discard Hero [R]")
        script.answer("super-hit-defense", "Discard Foe [R]")
        script.expect("check-point")
        clash = clashes(state)[0]
        assert (clash["attack"], clash["defense"], clash["result"]) == (800, 550, "EXHAUSTED")
        assert state.stacks[5] != [] and state.ready[5] == []
        assert state.score == [0, 0]
