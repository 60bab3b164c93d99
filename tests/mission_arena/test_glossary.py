"""Glossary entries (MTCG-GLOSS) whose behaviour is not already tested with the Challenge,
resolution and Check Point tests (test_challenges.py, test_resolution.py,
test_check_point.py name the other GLOSS IDs).

Each test checks the rule the glossary entry restates, through the engine.
"""

from __future__ import annotations

import re

import pytest
from mma_helpers import DECK, DONE, STOP_DECLARING, MakeGame, card, ids, rules, side

from rulebound.games.mission_arena.cards import SKILLS
from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import build_position
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.errors import DataError
from rulebound.kernel.scenario import Script

CLASH = re.compile(r"^Challenge (?P<who>.+?): (?P<attack>\d+) Attack against")


def attacks(state: MissionArenaState) -> dict[str, int]:
    """Challenger description -> Attack, from the resolution lines of the log."""
    found = {}
    for line in state.log:
        match = CLASH.match(line)
        if match:
            found[match["who"].split(" vs ")[0]] = int(match["attack"])
    return found


# --------------------------------------------------------------------------------------
# AFFILIATION and ALIGNMENT
# --------------------------------------------------------------------------------------


GROUP = {"name": "Group Attack", "cost": 2}


class TestAffiliationAndAlignment:
    @rules("MTCG-GLOSS-01", "MTCG-CARD-07", "MTCG-GROUP-01")
    def test_group_attack_needs_the_same_affiliation(self, make_game: MakeGame) -> None:
        """MTCG-GLOSS-01: the SA benefits the same Affiliation only: an Avenger leading a
        Group Attack may take another Avenger, not a protagonist of another group."""
        game = make_game(
            [
                card("lead", "Lead", affiliation="Avengers", ability=GROUP),
                card("mate", "Mate", affiliation="Avengers"),
                card("loner", "Loner", affiliation="Defenders"),
                card("foe", "Foe", defense=900, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Group Attack", 0, 0)],
            sides=(side(["lead", "mate", "loner"], ["filler-5"]), side(["foe"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Lead (Active 1) challenges Foe (Active 1)")
        assert script.options() == ["No partner", "Mate (Active 2) joins"]

    @rules("MTCG-GLOSS-01", "MTCG-BATK-01", "MTCG-SA-12")
    def test_affiliation_target_bonus_reaches_only_that_affiliation(
        self, make_game: MakeGame
    ) -> None:
        """MTCG-GLOSS-01: a Bonus Attack targeting the Avengers raises an Avenger's Attack
        and not a Defender's."""
        game = make_game(
            [
                card(
                    "lead",
                    "Lead",
                    affiliation="Avengers",
                    ability={
                        "name": "Bonus Attack",
                        "cost": 1,
                        "x": 100,
                        "target": "affiliation:Avengers",
                    },
                ),
                card("mate", "Mate", attack=200, affiliation="Avengers"),
                card("loner", "Loner", attack=200, affiliation="Defenders"),
                card("foe", "Foe", defense=900, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Bonus Attack", 0, 0)],
            sides=(side(["lead", "mate", "loner"], ["filler-5"]), side(["foe"])),
        )
        script = Script(state)
        script.answer("declare-challenge", "Mate (Active 2) challenges Foe (Active 1)")
        script.answer("declare-challenge", "Loner (Active 3) challenges Foe (Active 1)")
        script.answer("declare-challenge", STOP_DECLARING)
        script.run_until("check-point", auto={"choose-challenge": lambda options: options[0]})
        assert attacks(state) == {"Mate (Active 2)": 300, "Loner (Active 3)": 200}

    @rules("MTCG-GLOSS-02", "MTCG-ALIGN-02", "MTCG-ALIGN-03")
    def test_good_and_evil_share_a_squad_but_not_a_group(self, make_game: MakeGame) -> None:
        """MTCG-GLOSS-02: Good and Evil protagonists stand in the same Squad and each may
        challenge; they never form a group, while a Neutral one may join either."""
        game = make_game(
            [
                card("good", "Goodie", ability=GROUP),
                card("evil", "Baddie", alignment="evil", ability=GROUP),
                card("grey", "Greyish", alignment="neutral"),
                card("foe", "Foe", defense=900, alignment="evil"),
            ]
        )
        state = build_position(
            game,
            phase="declare",
            effects=[("Group Attack", 0, 0), ("Group Attack", 0, 1)],
            sides=(side(["good", "evil", "grey"], ["filler-5"]), side(["foe"])),
        )
        script = Script(state)
        challengers = {label.split(" (")[0] for label in script.options()}
        assert {"Goodie", "Baddie", "Greyish"} <= challengers
        script.answer("declare-challenge", "Goodie (Active 1) challenges Foe (Active 1)")
        assert script.options() == ["No partner", "Greyish (Active 3) joins"]
        script.answer("choose-group-partner", "No partner")
        script.answer("declare-challenge", "Baddie (Active 2) challenges Foe (Active 1)")
        assert script.options() == ["No partner", "Greyish (Active 3) joins"]


# --------------------------------------------------------------------------------------
# SPECIAL ABILITIES, ENGAGED, POWER POINTS
# --------------------------------------------------------------------------------------


BONUS = {"name": "Bonus Attack", "cost": 1, "x": 100}
BONUS_LABEL = "Hero (Active 1): Bonus Attack +100, cost 1, target itself"


class TestSpecialAbilitiesAndPowerPoints:
    @pytest.fixture
    def game(self, make_game: MakeGame) -> MissionArenaGame:
        return make_game(
            [
                card("hero", "Hero", ability=BONUS),
                card("big", "Big", ability={"name": "Brute Force", "cost": 3}),
                card("foe", "Foe", defense=900, alignment="evil"),
            ]
        )

    @rules("MTCG-GLOSS-07", "MTCG-GLOSS-15", "MTCG-SA-08", "MTCG-PP-05")
    def test_ability_is_paid_by_engaging_power_points_once_per_turn(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-GLOSS-07: an SA is activated once per turn by paying its cost;
        MTCG-GLOSS-15: paying engages (rotates) the Power Points, which stay assigned."""
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero"], ["filler-5"], ready={0: 3}), side(["foe"])),
        )
        script = Script(state)
        script.answer("activate-ability", BONUS_LABEL)
        assert (len(state.ready[0]), len(state.engaged[0])) == (2, 1)
        assert any(e[0] == "Bonus Attack" and e[1] == 0 for e in state.effects)
        # Power Points remain, but the ability was used this turn: it is not offered again.
        script.expect("declare-challenge")

    @rules("MTCG-GLOSS-18", "MTCG-SA-07", "MTCG-PP-01")
    def test_ability_needs_enough_power_points(self, game: MissionArenaGame) -> None:
        """MTCG-GLOSS-18: Power Points pay the cost; Brute Force (cost 3) is not offered
        with 2 Power Points, Bonus Attack (cost 1) is."""
        state = build_position(
            game,
            phase="abilities",
            sides=(side(["hero", "big"], ["filler-5"], ready={0: 1, 1: 2}), side(["foe"])),
        )
        script = Script(state).expect("activate-ability")
        assert script.options() == [DONE, BONUS_LABEL]

    @rules("MTCG-GLOSS-18", "MTCG-GLOSS-16", "MTCG-PP-01")
    def test_power_points_are_hidden_from_the_opponent(self, game: MissionArenaGame) -> None:
        """MTCG-GLOSS-18 / -16: Power Points are face down: the opponent sees how many,
        never which cards."""
        state = build_position(
            game,
            phase="declare",
            sides=(side(["hero"], ["filler-5"], ready={0: ["big", "foe"]}), side(["foe"])),
        )
        view = state.view_body(1)
        squad = view["players"][0]["squads"][0]
        assert squad["power_points"] == {"ready": 2, "engaged": 0}
        assert "Big" not in repr(squad) and "Brute Force" not in repr(squad)


# --------------------------------------------------------------------------------------
# COOL DOWN, DUTY CALL, POWER UP, REPLACEMENT
# --------------------------------------------------------------------------------------


class TestTurnPhases:
    @pytest.fixture
    def game(self, make_game: MakeGame) -> MissionArenaGame:
        return make_game(
            [
                card("hero", "Hero", ability=BONUS),
                card("hero-r", "Hero", rarity="R"),
                card("ally", "Ally"),
                card("spare", "Spare"),
                card("extra", "Extra"),
                card("foe", "Foe", defense=900, alignment="evil", ability=BONUS),
            ]
        )

    @rules("MTCG-GLOSS-10", "MTCG-COOL-01", "MTCG-COOL-02", "MTCG-COOL-03")
    def test_cool_down_discards_engaged_power_points_before_the_draw(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-GLOSS-10: at the start of the turn, before the Draw, all your engaged Power
        Points are discarded (and your effects end); unengaged ones and the opponent's stay."""
        state = build_position(
            game,
            phase="cool-down",
            effects=[("Bonus Attack", 0, 0), ("Bonus Attack", 1, 0)],
            sides=(
                side(
                    ["hero"], ["ally"], ready={0: 1}, engaged={0: ["extra", "extra"], 3: ["spare"]}
                ),
                side(["foe"], engaged={0: 1}),
            ),
        )
        state.decision()
        assert state.engaged[0] == [] and state.engaged[3] == []
        assert len(state.ready[0]) == 1
        # The three engaged cards, then the card revealed by Duty Call.
        assert state.discard[0][:3] == ids(game, "extra", "extra", "spare")
        assert len(state.discard[0]) == 4
        assert len(state.engaged[5]) == 1
        assert [e[1] for e in state.effects] == [1]
        cool = next(i for i, line in enumerate(state.log) if line.startswith("Cool Down"))
        draw = next(i for i, line in enumerate(state.log) if " draws " in line)
        assert cool < draw

    @rules("MTCG-GLOSS-12", "MTCG-DUTY-01", "MTCG-DUTY-02", "MTCG-DUTY-03")
    def test_duty_call_benches_the_revealed_protagonist(self, game: MissionArenaGame) -> None:
        """MTCG-GLOSS-12: the top card of the deck is revealed and discarded; your
        protagonist of that Name cannot be used this turn (no Challenge, no SA)."""
        state = build_position(
            game,
            phase="duty-call",
            turn=4,
            sides=(
                side(["hero", "ally", "extra"], ["spare"], ready={0: 2}, deck=["hero-r", *DECK]),
                side(["foe"]),
            ),
        )
        script = Script(state)
        assert state.duty == [state.uid[0]]
        assert state.discard[0] == ids(game, "hero-r")
        script.run_until(
            "declare-challenge",
            auto={
                "replacement-move": lambda options: "Done moving",
                "assign-power-point": lambda options: options[0],
            },
        )
        assert all(not label.startswith("Hero") for label in script.options())
        assert "Ally (Active 2) challenges Foe (Active 1)" in script.options()

    @rules("MTCG-GLOSS-16", "MTCG-PWR-01", "MTCG-PWR-02")
    def test_power_up_assigns_three_blind_cards(self, game: MissionArenaGame) -> None:
        """MTCG-GLOSS-16: three cards from the deck are assigned face down, to Active and
        Reserve protagonists, all of them (no way to stop early)."""
        state = build_position(
            game,
            phase="power-up",
            sides=(side(["hero"], ["ally"]), side(["foe"])),
        )
        deck = len(state.deck[0])
        script = Script(state)
        script.expect("assign-power-point")
        assert script.options() == ["Assign to Hero (Active 1)", "Assign to Ally (Reserve 1)"]
        script.answer("assign-power-point", "Assign to Hero (Active 1)")
        script.answer("assign-power-point", "Assign to Ally (Reserve 1)")
        script.answer("assign-power-point", "Assign to Hero (Active 1)")
        assert (len(state.ready[0]), len(state.ready[3])) == (2, 1)
        assert len(state.deck[0]) == deck - 3
        assert state.hand[0] == []
        assert state.decision().kind != "assign-power-point"

    @rules("MTCG-GLOSS-20", "MTCG-REPL-01", "MTCG-REPL-02")
    def test_replacement_moves_the_reserve_up_and_refills_it_from_hand(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-GLOSS-20: a defeated Active protagonist must be replaced from the Reserve;
        then the Reserve is brought back to 2 from the hand."""
        state = build_position(
            game,
            phase="replacement",
            sides=(side([None, "hero", "extra"], ["ally"], hand=["spare"]), side(["foe"])),
        )
        script = Script(state).expect("fill-active")
        # Mandatory: the only choices move a Reserve protagonist up.
        assert script.options() == ["Move Ally (Reserve 1) to Active 1"]
        script.answer("fill-active", "Move Ally (Reserve 1) to Active 1")
        assert state.stacks[0] == ids(game, "ally")
        script.expect("fill-from-hand")
        assert script.options() == [
            "Play Spare [C] (300 AK / 300 DF / 300 RES) to Reserve 1",
        ]
        script.answer("fill-from-hand", "Play Spare [C] (300 AK / 300 DF / 300 RES) to Reserve 1")
        assert state.stacks[3] == ids(game, "spare")
        assert state.hand[0] == []
        script.expect("replacement-move")


# --------------------------------------------------------------------------------------
# SKILL and SQUAD
# --------------------------------------------------------------------------------------


@rules("MTCG-GLOSS-23", "MTCG-CARD-06")
def test_every_character_has_exactly_one_of_five_skills(make_game: MakeGame) -> None:
    """MTCG-GLOSS-23: five Skills; a card with any other Skill is refused."""
    assert set(SKILLS) == {"mystic", "cosmic", "science", "combat", "tech"}
    game = make_game([card("hero", "Hero", skill="mystic")])
    assert game.pool.by_key["hero"].skill == "mystic"
    with pytest.raises(DataError, match="skill"):
        make_game([card("odd", "Odd", skill="magic")])


@rules("MTCG-GLOSS-24", "MTCG-GAME-02", "MTCG-SETUP-03", "MTCG-SETUP-04")
def test_each_player_fields_three_active_and_two_reserve(make_game: MakeGame) -> None:
    """MTCG-GLOSS-24: two Squads, the Active Squad of 3 and the Reserve Squad of 2."""
    game = make_game([])
    state = game.new_initial_state(7)
    for seat in (0, 1):
        for kind, count in (("deploy-active", 3), ("deploy-reserve", 2)):
            for _ in range(count):
                decision = state.decision()
                assert (decision.seat, decision.kind) == (seat, kind)
                state.apply_action(decision.options[0])
    for seat in (0, 1):
        assert all(state.stacks[seat * 5 + slot] for slot in range(5))
    names = {game.pool.cards[s[-1]].name for s in state.stacks[:5]}
    assert len(names) == 5
