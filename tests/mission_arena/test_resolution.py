"""Phases 10-11: Challenge Resolution and Mission Resolution (MTCG-RES, MTCG-MRES), with
the seed's illustrations MTCG-EX-10 to -14 and -16 and the derived checks MTCG-DX-01,
-02 and -14.

Each test builds a position at the start of the Challenge phase, declares and resolves
the Challenges with exact labels (strict Script), and stops at the active player's Check
Point (the attacking side keeps a Reserve protagonist so that the Check Point always has
an action), after the automatic Mission Resolution.
"""

from __future__ import annotations

from typing import Any

import pytest
from mma_helpers import STOP_DECLARING, MakeGame, card, clashes, ids, rules, side

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import build_position
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.scenario import Script

HERO_VS_FOE = "Hero (Active 1) challenges Foe (Active 1)"
ENGAGED = "Discard an engaged Power Point"
UNENGAGED = "Discard an unengaged Power Point"


FOE = 5  # seat 1, Active 1
HERO = 0  # seat 0, Active 1


def duel(
    make_game: MakeGame,
    attack: int,
    defense: int,
    resistance: int,
    *,
    me: dict[str, Any] | None = None,
    them: dict[str, Any] | None = None,
    hero: dict[str, Any] | None = None,
    foe: dict[str, Any] | None = None,
    extra: list[dict[str, Any]] | None = None,
    effects: list[tuple[str, int, int]] | None = None,
    **params: Any,
) -> tuple[MissionArenaGame, MissionArenaState, Script]:
    """Hero (seat 0, Active 1) declares a Challenge on Foe (seat 1, Active 1)."""
    params.setdefault("special_abilities", bool(effects))
    stats = {"defense": defense, "resistance": resistance, "alignment": "evil", **(foe or {})}
    game = make_game(
        [
            card("hero", "Hero", attack=attack, **(hero or {})),
            card("hero-r", "Hero", rarity="R", attack=attack),
            card("foe", "Foe", **stats),
            card("foe-r", "Foe", rarity="R", **stats),
            card("bounty", "Bounty", mission_points=2),
            *(extra or []),
        ],
        **params,
    )
    mine = {"active": ["hero"], "reserve": ["filler-5"], **(me or {})}
    theirs = {"active": ["foe"], **(them or {})}
    state = build_position(
        game, phase="declare", effects=effects, sides=(side(**mine), side(**theirs))
    )
    script = Script(state)
    script.answer("declare-challenge", HERO_VS_FOE)
    return game, state, script


# --------------------------------------------------------------------------------------
# The order of resolution (MTCG-RES-01, -02, -10, -11)
# --------------------------------------------------------------------------------------


class TestResolutionOrder:
    @pytest.fixture
    def game(self, make_game: MakeGame) -> MissionArenaGame:
        return make_game(
            [
                card("a", "Alpha", attack=100),
                card("b", "Beta", attack=100),
                card("c", "Gamma", attack=100),
                card("x", "Xeno", defense=500, alignment="evil"),
                card("y", "Yotun", defense=500, alignment="evil"),
            ],
            special_abilities=False,
        )

    @rules("MTCG-RES-01", "MTCG-TURN-08")
    def test_active_player_chooses_the_order(self, game: MissionArenaGame) -> None:
        """MTCG-RES-01: the active player decides which Challenge is resolved first."""
        state = build_position(
            game, phase="declare", sides=(side(["a", "b"], ["filler-5"]), side(["x", "y"]))
        )
        script = Script(state)
        script.answer("declare-challenge", "Alpha (Active 1) challenges Xeno (Active 1)")
        script.answer("declare-challenge", "Beta (Active 2) challenges Yotun (Active 2)")
        script.expect("choose-challenge")
        assert state.decision().seat == 0
        assert sorted(script.options()) == [
            "Resolve Alpha (Active 1) vs Xeno (Active 1)",
            "Resolve Beta (Active 2) vs Yotun (Active 2)",
        ]
        script.answer("choose-challenge", "Resolve Beta (Active 2) vs Yotun (Active 2)")
        script.expect("check-point")
        assert [c["who"] for c in clashes(state)] == [
            "Beta (Active 2) vs Yotun (Active 2)",
            "Alpha (Active 1) vs Xeno (Active 1)",
        ]

    @rules("MTCG-RES-10")
    def test_every_declared_challenge_is_resolved_once(self, game: MissionArenaGame) -> None:
        """MTCG-RES-10: the resolution is repeated for each protagonist in a Challenge."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["a", "b", "c"], ["filler-5"]), side(["x", "y"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Alpha (Active 1) challenges Xeno (Active 1)")
        script.answer("declare-challenge", "Beta (Active 2) challenges Yotun (Active 2)")
        script.answer("declare-challenge", "Gamma (Active 3) challenges Xeno (Active 1)")
        script.run_until("check-point", auto={"choose-challenge": lambda options: options[0]})
        assert len(clashes(state)) == 3
        assert all(c[4] for c in state.challenges)

    @rules("MTCG-RES-11")
    def test_only_the_active_player_inflicts_damage(self, make_game: MakeGame) -> None:
        """MTCG-RES-11: without Counterattack a far stronger target does nothing to its
        challenger."""
        _, state, script = duel(
            make_game, 250, 300, 300, foe={"attack": 1000}, me={"ready": {0: 1}}
        )
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "INEFFECTIVE"
        assert len(state.stacks[HERO]) == 1 and len(state.ready[HERO]) == 1
        assert state.discard[0] == [] and state.score == [0, 0]

    @rules("MTCG-RES-02", "MTCG-SA-15", "MTCG-BATK-01", "MTCG-BDEF-01")
    def test_all_bonuses_are_applied_before_comparing(self, make_game: MakeGame) -> None:
        """MTCG-RES-02: SA bonuses, Boosts and Super Hit all count. Attack 300 + Bonus
        Attack 100 + Boost 100 + Super Hit 200 = 700 against Defense 300 + Bonus Defence
        100 + Boost 50 = 450 and Resistance 300: 700 < 750, so Exhausted."""
        _, state, script = duel(
            make_game,
            300,
            300,
            300,
            hero={"ability": {"name": "Bonus Attack", "cost": 1, "x": 100}},
            foe={"ability": {"name": "Bonus Defence", "cost": 1, "x": 100}},
            effects=[("Bonus Attack", 0, 0), ("Bonus Defence", 1, 0)],
            me={"ready": {0: 1}, "hand": ["filler-2", "hero-r"]},
            them={"ready": {0: 1}, "hand": ["filler-3"]},
        )
        script.answer("attack-boost", "Discard Filler 2 [C]")
        script.answer("defense-boost", "Discard Filler 3 [C]")
        script.answer("super-hit-attack", "Discard Hero [R]")
        script.expect("check-point")
        clash = clashes(state)[0]
        assert (clash["attack"], clash["defense"], clash["result"]) == (700, 450, "EXHAUSTED")


# --------------------------------------------------------------------------------------
# Step A: Ineffective
# --------------------------------------------------------------------------------------


class TestIneffective:
    @rules("MTCG-EX-10", "MTCG-RES-03", "MTCG-GLOSS-14")
    def test_250_attack_against_300_defense_has_no_effect(self, make_game: MakeGame) -> None:
        """MTCG-EX-10: 250 AK against 300 DF: no Power Point, no Hit Point, no point."""
        _, state, script = duel(
            make_game,
            250,
            300,
            300,
            them={"active": [["foe", "foe-r"]], "ready": {0: 2}, "engaged": {0: 1}},
        )
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "INEFFECTIVE"
        assert len(state.stacks[FOE]) == 2
        assert (len(state.ready[FOE]), len(state.engaged[FOE])) == (2, 1)
        assert state.discard[1] == [] and state.score == [0, 0]


# --------------------------------------------------------------------------------------
# Steps B and C: Exhausted
# --------------------------------------------------------------------------------------


class TestExhausted:
    @rules("MTCG-EX-11", "MTCG-RES-04", "MTCG-GLOSS-13", "MTCG-PP-07")
    def test_500_attack_against_200_defense_discards_one_power_point(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-EX-11: 500 AK against 200 DF (Resistance 400, 200 + 400 > 500): exactly one
        Power Point is discarded; the target stays; no Mission Point."""
        game, state, script = duel(make_game, 500, 200, 400, them={"ready": {0: 3}})
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "EXHAUSTED"
        assert len(state.ready[FOE]) == 2
        assert state.stacks[FOE] == ids(game, "foe")
        assert len(state.discard[1]) == 1
        assert state.score == [0, 0]

    @rules("MTCG-DX-01", "MTCG-RES-04")
    def test_attack_equal_to_defense_exhausts(self, make_game: MakeGame) -> None:
        """MTCG-DX-01: 300 AK against 300 DF, Resistance 200, 2 Power Points: Exhausted,
        1 Power Point discarded (equal counts)."""
        _, state, script = duel(make_game, 300, 300, 200, them={"ready": {0: 2}})
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "EXHAUSTED"
        assert len(state.ready[FOE]) == 1
        assert state.score == [0, 0]

    @rules("MTCG-RES-12", "MTCG-RES-04", "MTCG-EX-11")
    def test_owner_chooses_to_discard_an_engaged_power_point(self, make_game: MakeGame) -> None:
        """MTCG-RES-12 (best reading): the Exhausted protagonist's owner chooses, and an
        engaged Power Point may be discarded (MTCG-RES-04)."""
        _, state, script = duel(make_game, 500, 200, 400, them={"ready": {0: 1}, "engaged": {0: 1}})
        script.expect("exhaust-discard")
        assert state.decision().seat == 1
        assert sorted(script.options()) == [ENGAGED, UNENGAGED]
        script.answer("exhaust-discard", ENGAGED)
        script.expect("check-point")
        assert (len(state.ready[FOE]), len(state.engaged[FOE])) == (1, 0)

    @rules("MTCG-RES-12")
    def test_owner_may_keep_the_engaged_one_instead(self, make_game: MakeGame) -> None:
        _, state, script = duel(make_game, 500, 200, 400, them={"ready": {0: 1}, "engaged": {0: 1}})
        script.answer("exhaust-discard", UNENGAGED)
        script.expect("check-point")
        assert (len(state.ready[FOE]), len(state.engaged[FOE])) == (0, 1)

    @rules("MTCG-RES-04")
    def test_only_engaged_power_points_left_one_is_discarded(self, make_game: MakeGame) -> None:
        """MTCG-RES-04: an engaged Power Point is a valid Power card to discard."""
        _, state, script = duel(make_game, 500, 200, 400, them={"engaged": {0: 2}})
        script.expect("check-point")
        assert len(state.engaged[FOE]) == 1
        assert len(state.stacks[FOE]) == 1 and state.score == [0, 0]

    @rules("MTCG-EX-12", "MTCG-RES-05", "MTCG-RES-09", "MTCG-GLOSS-13")
    def test_700_attack_against_150_defense_without_power_points_defeats(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-EX-12: 700 AK against 150 DF, 0 Power Points, 1 Hit Point (Resistance 600,
        so step D does not apply): Exhausted with nothing to discard, so Defeated; the card
        goes to the discard pile and the active player gains 1 Mission Point."""
        game, state, script = duel(make_game, 700, 150, 600)
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "EXHAUSTED"
        assert state.stacks[FOE] == []
        assert state.discard[1] == ids(game, "foe")
        assert state.score == [1, 0]

    @rules("MTCG-RES-13", "MTCG-RES-07")
    def test_exhausted_without_power_points_but_two_hit_points_loses_top_card(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-RES-13 (best reading): the Hit Point rule applies to a step C defeat."""
        game, state, script = duel(make_game, 500, 200, 400, them={"active": [["foe", "foe-r"]]})
        script.expect("check-point")
        assert state.stacks[FOE] == ids(game, "foe")
        assert state.discard[1] == ids(game, "foe-r")
        assert state.score == [1, 0]

    @rules("MTCG-RES-14", "MTCG-SA-11", "MTCG-BDEF-01")
    def test_discarding_the_engaged_power_point_keeps_its_effect(self, make_game: MakeGame) -> None:
        """MTCG-RES-14 (best reading): Foe's Bonus Defence (+100, paid with its engaged
        Power Point) lasts after that Power Point is discarded by Exhaustion. Hero (450)
        Exhausts Foe (300 + 100); Ally (350) then meets 400 Defense: Ineffective, where
        without the bonus it would have Exhausted, and so Defeated, the bare Foe."""
        game = make_game(
            [
                card("hero", "Hero", attack=450),
                card("ally", "Ally", attack=350),
                card(
                    "foe",
                    "Foe",
                    defense=300,
                    resistance=400,
                    alignment="evil",
                    ability={"name": "Bonus Defence", "cost": 1, "x": 100},
                ),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Bonus Defence", 1, 0)],
            sides=(side(["hero", "ally"], ["filler-5"]), side(["foe"], engaged={0: 1})),
        )
        script = Script(state)
        script.answer("declare-challenge", HERO_VS_FOE)
        script.answer("declare-challenge", "Ally (Active 2) challenges Foe (Active 1)")
        script.answer("choose-challenge", "Resolve Hero (Active 1) vs Foe (Active 1)")
        script.expect("check-point")
        first, second = clashes(state)
        assert (first["defense"], first["result"]) == (400, "EXHAUSTED")
        assert state.engaged[FOE] == []
        assert (second["defense"], second["result"]) == (400, "INEFFECTIVE")
        assert any(effect[0] == "Bonus Defence" and effect[1] == 1 for effect in state.effects)
        assert len(state.stacks[FOE]) == 1 and state.score == [0, 0]


class TestExhaustionOrder:
    @rules("MTCG-DX-14", "MTCG-RES-04", "MTCG-RES-05", "MTCG-CHAL-05")
    def test_two_power_points_survive_two_exhaustions_not_three(self, make_game: MakeGame) -> None:
        """MTCG-DX-14: a target with 2 Power Points Exhausted by three challengers loses
        1 Power Point each time, then is Defeated the third time."""
        game = make_game(
            [
                card("a", "Alpha", attack=400),
                card("b", "Beta", attack=400),
                card("c", "Gamma", attack=400),
                card("foe", "Foe", defense=300, resistance=400, alignment="evil"),
            ],
            special_abilities=False,
        )
        state = build_position(
            game,
            phase="declare",
            sides=(side(["a", "b", "c"], ["filler-5"]), side(["foe"], ready={0: 2})),
        )
        script = Script(state)
        for name, slot in (("Alpha", 1), ("Beta", 2), ("Gamma", 3)):
            script.answer("declare-challenge", f"{name} (Active {slot}) challenges Foe (Active 1)")
        script.answer("choose-challenge", "Resolve Alpha (Active 1) vs Foe (Active 1)")
        script.expect("choose-challenge")
        assert len(state.ready[FOE]) == 1 and state.stacks[FOE]
        assert state.score == [0, 0]
        script.answer("choose-challenge", "Resolve Beta (Active 2) vs Foe (Active 1)")
        script.expect("check-point")
        assert [c["result"] for c in clashes(state)] == ["EXHAUSTED"] * 3
        assert state.stacks[FOE] == []
        assert state.score == [1, 0]
        assert sum("discards an unengaged Power Point" in line for line in state.log) == 2


# --------------------------------------------------------------------------------------
# Step D and Hit Points: Defeated
# --------------------------------------------------------------------------------------


class TestDefeated:
    @rules("MTCG-EX-13", "MTCG-RES-06", "MTCG-RES-09", "MTCG-GLOSS-21", "MTCG-PP-07")
    def test_650_against_300_plus_300_discards_card_and_all_power_points(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-EX-13: 650 >= 600: the card and all its Power Points (engaged too) go to
        the discard pile; 1 Mission Point at once."""
        game, state, script = duel(
            make_game, 650, 300, 300, them={"ready": {0: 2}, "engaged": {0: 1}}
        )
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "DEFEATED"
        assert state.stacks[FOE] == [] and state.uid[FOE] == 0
        assert state.ready[FOE] == [] and state.engaged[FOE] == []
        assert len(state.discard[1]) == 4
        assert ids(game, "foe")[0] in state.discard[1]
        assert state.score == [1, 0]

    @rules("MTCG-DX-02", "MTCG-RES-06", "MTCG-RES-08")
    def test_attack_equal_to_defense_plus_resistance_defeats(self, make_game: MakeGame) -> None:
        """MTCG-DX-02 / MTCG-RES-08 (best reading): 600 against 300 + 300 is a defeat."""
        _, state, script = duel(make_game, 600, 300, 300, them={"ready": {0: 1}})
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "DEFEATED"
        assert state.stacks[FOE] == [] and state.score == [1, 0]

    @rules("MTCG-RES-08")
    def test_strict_reading_needs_more_than_defense_plus_resistance(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-RES-08, other reading (``defeat_needs_more``): 600 against 300 + 300 only
        Exhausts; 650 still Defeats."""
        _, state, script = duel(
            make_game, 600, 300, 300, them={"ready": {0: 1}}, defeat_needs_more=True
        )
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "EXHAUSTED"
        assert len(state.stacks[FOE]) == 1 and state.ready[FOE] == []
        assert state.score == [0, 0]
        _, state, script = duel(
            make_game, 650, 300, 300, them={"ready": {0: 1}}, defeat_needs_more=True
        )
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "DEFEATED"

    @rules(
        "MTCG-EX-14",
        "MTCG-RES-07",
        "MTCG-RES-09",
        "MTCG-MRES-02",
        "MTCG-HP-05",
        "MTCG-GLOSS-21",
    )
    def test_defeat_with_two_hit_points_loses_only_the_top_card(self, make_game: MakeGame) -> None:
        """MTCG-EX-14: 650 against 300 + 300, target with 2 Hit Points: only the top card
        goes; the card beneath becomes active and keeps the Power Points; 1 Mission Point,
        and the activated Mission is resolved."""
        game, state, script = duel(
            make_game,
            650,
            300,
            300,
            me={"mission_active": "bounty"},
            them={"active": [["foe", "foe-r"]], "ready": {0: 2}, "engaged": {0: 1}},
        )
        uid = state.uid[FOE]
        script.expect("check-point")
        assert clashes(state)[0]["result"] == "DEFEATED"
        assert state.stacks[FOE] == ids(game, "foe")
        assert state.uid[FOE] == uid
        assert (len(state.ready[FOE]), len(state.engaged[FOE])) == (2, 1)
        assert state.discard[1] == ids(game, "foe-r")
        assert state.score == [1 + 2, 0]
        assert ids(game, "bounty")[0] in state.hand[0]

    @rules("MTCG-EX-14", "MTCG-WIN-07", "MTCG-WIN-05")
    def test_one_hit_point_of_the_nemesis_wins(self, make_game: MakeGame) -> None:
        """MTCG-EX-14: if the target is the challenger's Nemesis, one Hit Point is enough
        to win by Battle of Fate."""
        _, state, _ = duel(
            make_game,
            650,
            300,
            300,
            hero={"nemesis": "Foe"},
            them={"active": [["foe", "foe-r"]], "ready": {0: 2}},
        )
        assert state.is_terminal()
        assert state.winner == 0
        assert state.win_reason == "Battle of Fate"
        assert len(state.stacks[FOE]) == 1

    @rules("MTCG-RES-09")
    def test_mission_point_is_scored_at_once(self, make_game: MakeGame) -> None:
        """MTCG-RES-09: the point is gained immediately, before the next Challenge."""
        game = make_game(
            [
                card("a", "Alpha", attack=650),
                card("b", "Beta", attack=100),
                card("x", "Xeno", alignment="evil"),
                card("y", "Yotun", defense=500, alignment="evil"),
            ],
            special_abilities=False,
        )
        state = build_position(
            game, phase="declare", sides=(side(["a", "b"], ["filler-5"]), side(["x", "y"]))
        )
        script = Script(state)
        script.answer("declare-challenge", "Alpha (Active 1) challenges Xeno (Active 1)")
        script.answer("declare-challenge", "Beta (Active 2) challenges Yotun (Active 2)")
        script.answer("choose-challenge", "Resolve Alpha (Active 1) vs Xeno (Active 1)")
        script.expect("check-point")
        assert state.score == [1, 0]
        log = state.log
        scored = next(i for i, line in enumerate(log) if "scores 1 Mission Point" in line)
        second = next(i for i, line in enumerate(log) if line.startswith("Challenge Beta"))
        assert scored < second

    @rules("MTCG-RES-09", "MTCG-COUNTER-01", "MTCG-MRES-04")
    def test_defeat_by_counterattack_scores_for_the_defender(self, make_game: MakeGame) -> None:
        """MTCG-RES-09 (best reading): the player who caused the defeat scores, including
        the defending player through a Counterattack."""
        game, state, script = duel(
            make_game,
            250,
            300,
            300,
            hero={"defense": 300, "resistance": 300},
            foe={"attack": 600, "ability": {"name": "Counterattack", "cost": 1}},
            effects=[("Counterattack", 1, 0)],
            me={"active": ["hero", "filler-6"], "mission_active": "bounty"},
        )
        script.answer("declare-challenge", STOP_DECLARING)
        script.expect("check-point")
        assert state.stacks[HERO] == []
        assert state.score == [0, 1]
        assert ids(game, "bounty")[0] in state.discard[0]


# --------------------------------------------------------------------------------------
# Printed values (glossary)
# --------------------------------------------------------------------------------------


@rules("MTCG-GLOSS-05", "MTCG-GLOSS-11", "MTCG-GLOSS-19", "MTCG-HP-03")
def test_the_top_cards_printed_attack_defense_and_resistance_are_compared(
    make_game: MakeGame,
) -> None:
    """Attack (MTCG-GLOSS-05), Defense (MTCG-GLOSS-11) and Resistance (MTCG-GLOSS-19) are
    the printed numbers of the top card of each stack (MTCG-HP-03)."""
    game = make_game(
        [
            card("hero", "Hero", attack=250),
            card("hero-r", "Hero", rarity="R", attack=450),
            card("foe", "Foe", defense=150, resistance=200, alignment="evil"),
            card("foe-r", "Foe", rarity="R", defense=350, resistance=400, alignment="evil"),
        ],
        special_abilities=False,
    )
    state = build_position(
        game,
        phase="declare",
        sides=(
            side([["hero", "hero-r"]], ["filler-5"]),
            side([["foe", "foe-r"]], ready={0: 1}),
        ),
    )
    Script(state).answer("declare-challenge", HERO_VS_FOE).expect("check-point")
    clash = clashes(state)[0]
    assert (clash["attack"], clash["defense"], clash["resistance"]) == (450, 350, 400)
    assert clash["result"] == "EXHAUSTED"


# --------------------------------------------------------------------------------------
# Phase 11: Mission Resolution (MTCG-MRES)
# --------------------------------------------------------------------------------------


class TestMissionResolution:
    @rules("MTCG-EX-16", "MTCG-MRES-01", "MTCG-RES-06", "MTCG-RES-09", "MTCG-WIN-03")
    def test_defeat_completes_the_two_point_mission(self, make_game: MakeGame) -> None:
        """MTCG-EX-16: 650 against 150 + 150: +1 at once, then the +2 Mission is complete
        and its card goes to the hand: total +3."""
        game, state, script = duel(make_game, 650, 150, 150, me={"mission_active": "bounty"})
        script.expect("check-point")
        assert state.score == [3, 0]
        assert state.mission_active[0] == -1
        assert ids(game, "bounty")[0] in state.hand[0]
        assert ids(game, "bounty")[0] not in state.discard[0]
        scored = [i for i, line in enumerate(state.log) if "scores 1 Mission Point" in line]
        complete = [i for i, line in enumerate(state.log) if "Bounty [C] complete" in line]
        assert scored and complete and scored[0] < complete[0]

    @rules("MTCG-MRES-05", "MTCG-MACT-03")
    def test_unresolved_mission_is_discarded(self, make_game: MakeGame) -> None:
        """MTCG-MRES-05: no defeat, so the activated Mission is discarded at turn end."""
        game, state, script = duel(make_game, 250, 300, 300, me={"mission_active": "bounty"})
        script.expect("check-point")
        assert state.score == [0, 0]
        assert state.mission_active[0] == -1
        assert state.discard[0] == ids(game, "bounty")
        assert ids(game, "bounty")[0] not in state.hand[0]

    @rules("MTCG-MRES-05", "MTCG-RES-04")
    def test_exhausting_is_not_enough_to_resolve(self, make_game: MakeGame) -> None:
        """MTCG-MRES-01: a defeat is needed; an Exhausted target does not resolve it."""
        game, state, script = duel(
            make_game, 500, 200, 400, me={"mission_active": "bounty"}, them={"ready": {0: 1}}
        )
        script.expect("check-point")
        assert state.score == [0, 0]
        assert ids(game, "bounty")[0] in state.discard[0]

    @rules("MTCG-MRES-03", "MTCG-TRAP-04")
    def test_trap_attack_defeat_scores_but_does_not_resolve(self, make_game: MakeGame) -> None:
        """MTCG-MRES-03: a defeat obtained with Trap Attack gives its point but does not
        resolve the activated Mission."""
        game = make_game(
            [
                card("hero", "Hero", attack=650, ability={"name": "Trap Attack", "cost": 2}),
                card("foe", "Foe", defense=500, alignment="evil"),
                card("back", "Backup", alignment="evil"),
                card("bounty", "Bounty", mission_points=2),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Trap Attack", 0, 0)],
            sides=(
                side(["hero"], ["filler-5"], mission_active="bounty"),
                side(["foe"], ["back"]),
            ),
        )
        script = Script(state)
        script.answer(
            "declare-challenge", "Hero (Active 1) challenges Backup (Reserve 1) (Trap Attack)"
        )
        script.expect("check-point")
        assert state.stacks[8] == []
        assert state.score == [1, 0]
        assert ids(game, "bounty")[0] in state.discard[0]
        assert ids(game, "bounty")[0] not in state.hand[0]

    @rules("MTCG-MRES-03", "MTCG-AMISS-05")
    def test_attack_mission_defeat_does_not_resolve(self, make_game: MakeGame) -> None:
        """MTCG-MRES-03: defeating the opponent's Mission with Attack Mission does not
        resolve your own activated Mission."""
        game = make_game(
            [
                card("hero", "Hero", attack=650, ability={"name": "Attack Mission", "cost": 3}),
                card("foe", "Foe", defense=500, alignment="evil"),
                card("bounty", "Bounty", mission_points=2),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Attack Mission", 0, 0)],
            sides=(
                side(["hero"], ["filler-5"], mission_active="bounty"),
                side(["foe"], missions=["filler-7", "filler-8"]),
            ),
        )
        script = Script(state)
        script.answer(
            "declare-challenge",
            "Hero (Active 1) challenges the Mission Filler 7 [C] (Attack Mission)",
        )
        script.expect("check-point")
        assert state.missions[1] == ids(game, "filler-8")
        assert ids(game, "bounty")[0] in state.discard[0]
        assert state.score[0] == 0

    @rules("MTCG-MRES-04", "MTCG-COUNTER-03")
    def test_counterattack_defeat_blocks_the_mission_even_after_a_success(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-MRES-04 (with MTCG-COUNTER-03's best reading): Beta defeats Yotun, but
        Alpha is defeated by Xeno's Counterattack: the Mission is not resolved."""
        game = make_game(
            [
                card("a", "Alpha", attack=100),
                card("b", "Beta", attack=650),
                card(
                    "x",
                    "Xeno",
                    attack=600,
                    defense=500,
                    alignment="evil",
                    ability={"name": "Counterattack", "cost": 1},
                ),
                card("y", "Yotun", alignment="evil"),
                card("bounty", "Bounty", mission_points=2),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Counterattack", 1, 0)],
            sides=(
                side(["a", "b"], ["filler-5"], mission_active="bounty"),
                side(["x", "y"]),
            ),
        )
        script = Script(state)
        script.answer("declare-challenge", "Alpha (Active 1) challenges Xeno (Active 1)")
        script.answer("declare-challenge", "Beta (Active 2) challenges Yotun (Active 2)")
        script.answer("choose-challenge", "Resolve Beta (Active 2) vs Yotun (Active 2)")
        script.expect("check-point")
        assert state.stacks[0] == [] and state.stacks[6] == []
        assert state.score == [1, 1]
        assert ids(game, "bounty")[0] in state.discard[0]
        assert ids(game, "bounty")[0] not in state.hand[0]

    @rules("MTCG-MRES-06", "MTCG-CARD-01", "MTCG-WIN-03")
    def test_resolved_mission_card_is_an_ordinary_card_in_hand(self, make_game: MakeGame) -> None:
        """MTCG-MRES-06: the Mission card taken into hand (here a copy of Hero) can be
        played like any card (as a Hit Point at the Check Point), and its Mission Points
        stay in the score."""
        game, state, script = duel(make_game, 650, 150, 150, me={"mission_active": "hero-r"})
        script.expect("check-point")
        assert state.score == [2, 0]  # 1 for the defeat + 1 printed on Hero [R]
        assert ids(game, "hero-r")[0] in state.hand[0]
        script.answer("check-point", "Assign Hero [R] as a Hit Point on Hero (Active 1)")
        assert state.stacks[HERO] == ids(game, "hero", "hero-r")
        assert state.score == [2, 0]
