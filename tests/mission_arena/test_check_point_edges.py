"""Check Point edges the mutation sample of ``checkpoint.py`` found untested: the second
player's Check Point (positions 5-9, where ``seat * 5`` and ``seat * 6`` differ), an
opponent's protagonist near a Team, a Team played wholly from hand, the stack reorder
done once and at a later position, and a Team's freed position left empty."""

from __future__ import annotations

import pytest
from mma_helpers import END, MakeGame, card, ids, rules, side

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import Side, build_position
from rulebound.kernel.scenario import Script

BWH = "Team Black Widow & Hawkeye"

CARDS = [
    card("thor", "Thor"),
    card("thor-r", "Thor", rarity="R"),
    card("thor-ur", "Thor", rarity="UR"),
    card("hulk", "Hulk"),
    card("hulk-ur", "Hulk", rarity="UR"),
    card("cap", "Captain America"),
    card("bw", "Black Widow"),
    card("hk", "Hawkeye"),
    card("bwh", BWH, rarity="R", attack=550, members=["Black Widow", "Hawkeye"]),
    card("villain", "Villain", alignment="evil"),
    card("banker", "Banker", ability={"name": "Power Bank"}),
]


@pytest.fixture
def game(make_game: MakeGame) -> MissionArenaGame:
    return make_game(CARDS, special_abilities=False)


def check_point(
    game: MissionArenaGame, mine: Side, theirs: Side, active: int = 0, effects: bool = False
) -> Script:
    """The Check Point of seat ``active``; ``mine`` is that seat's side. With ``effects``
    the Banker in seat 0's Reserve 1 has used its Power Bank this turn."""
    sides = (mine, theirs) if active == 0 else (theirs, mine)
    used = [("Power Bank", 0, 3)] if effects else None
    state = build_position(game, phase="check-point", active=active, sides=sides, effects=used)
    return Script(state).expect("check-point")


def starting(script: Script, prefix: str) -> list[str]:
    return sorted(o for o in script.options() if o.startswith(prefix))


class TestSecondPlayersCheckPoint:
    @rules("MTCG-CP-02", "MTCG-CP-04", "MTCG-TEAM-02", "MTCG-TEAM-11")
    def test_the_second_player_swaps_and_assembles_a_team_in_its_own_positions(
        self, game: MissionArenaGame
    ) -> None:
        """Seat 1's positions are 5-9: the exchange moves its own protagonists, their Hit
        Point copies go to its own hand (MTCG-CP-04), and its Team takes its own freed
        position."""
        script = check_point(
            game,
            side([["thor", "thor-r"], "bw", "hk"], [["hulk", "hulk-ur"]], hand=["bwh"]),
            side(["villain"]),
            active=1,
        )
        state = script.state
        assert starting(script, "Assemble") == [
            f"Assemble {BWH} [R] at Active 2",
            f"Assemble {BWH} [R] at Active 3",
        ]
        script.answer("check-point", "Swap Thor (Active 1) with Hulk (Reserve 1)")
        assert state.stacks[5] == ids(game, "hulk-ur")
        assert state.stacks[8] == ids(game, "thor-r")
        assert sorted(state.hand[1]) == sorted(ids(game, "bwh", "thor", "hulk"))
        assert state.hand[0] == []
        script.answer("check-point", f"Assemble {BWH} [R] at Active 2")
        assert state.stacks[6] == ids(game, "bwh")
        assert sorted(state.ready[6]) == sorted(ids(game, "bw", "hk"))


class TestTeams:
    @rules("MTCG-TEAM-02")
    def test_an_opponents_protagonist_is_not_a_member_you_have(
        self, game: MissionArenaGame
    ) -> None:
        """The opponent's Hawkeye (their Active 1, the position after your Reserve 2) does
        not complete your Team: its members must be in your Squads or hand."""
        script = check_point(
            game, side(["bw", "thor"], ["hulk", "cap"], hand=["bwh"]), side(["hk"])
        )
        assert starting(script, "Assemble") == []

    @rules("MTCG-TEAM-11", "MTCG-TEAM-02")
    def test_a_team_from_the_hand_takes_only_an_empty_position(
        self, game: MissionArenaGame
    ) -> None:
        """Every member in hand frees no position, so the Team goes to an empty one;
        occupied positions are not offered."""
        script = check_point(
            game,
            side(["thor", None, "hulk"], ["cap"], hand=["bwh", "bw", "hk"]),
            side([None, "villain"]),
        )
        assert starting(script, "Assemble") == [
            f"Assemble {BWH} [R] at Active 2",
            f"Assemble {BWH} [R] at Reserve 2",
        ]

    @rules("MTCG-TEAM-11", "MTCG-TEAM-06")
    def test_a_freed_position_with_nothing_to_refill_it_stays_empty(
        self, game: MissionArenaGame
    ) -> None:
        """With no card in hand or deck to refill Hawkeye's freed place, it stays empty:
        the view shows no protagonist there and the Check Point goes on."""
        script = check_point(
            game,
            side(["bw", "hk", "thor"], ["hulk"], hand=["bwh"], deck=[]),
            side(["villain"]),
        )
        state = script.state
        script.answer("check-point", f"Assemble {BWH} [R] at Active 1")
        assert state.stacks[1] == []
        squads = state.view(0)["players"][0]["squads"]
        assert [place["card"] is None for place in squads] == [False, True, False, False, True]
        script.expect("check-point")


class TestReorder:
    @rules("MTCG-CP-06", "MTCG-CP-01")
    def test_a_stack_is_reordered_once_per_check_point(self, game: MissionArenaGame) -> None:
        """Putting a card from underneath on top belongs to action B, taken at most once."""
        script = check_point(
            game, side([["thor", "thor-r", "thor-ur"]], ["hulk"]), side(["villain"])
        )
        assert starting(script, "Put") == [
            "Put Thor [C] on top of Thor (Active 1)",
            "Put Thor [R] on top of Thor (Active 1)",
        ]
        script.answer("check-point", "Put Thor [C] on top of Thor (Active 1)")
        assert starting(script, "Put") == []
        assert END in script.options()

    @rules("MTCG-CP-06")
    def test_the_reorder_changes_the_chosen_position(self, game: MissionArenaGame) -> None:
        script = check_point(
            game, side(["cap", ["thor", "thor-r"]], [["hulk", "hulk-ur"]]), side(["villain"])
        )
        state = script.state
        script.answer("check-point", "Put Thor [C] on top of Thor (Active 2)")
        assert state.stacks[1] == ids(game, "thor-r", "thor")
        assert state.stacks[0] == ids(game, "cap")
        assert state.stacks[3] == ids(game, "hulk", "hulk-ur")


class TestSwapInPlace:
    @rules("MTCG-SA-08", "MTCG-CP-02")
    def test_a_protagonist_swapped_in_has_not_used_an_ability_this_turn(
        self, game: MissionArenaGame
    ) -> None:
        """The Banker used its ability this turn; the card played in its Reserve place is a
        new protagonist, which has not."""
        script = check_point(
            game, side(["thor"], ["banker"], hand=["cap"]), side(["villain"]), effects=True
        )
        state = script.state
        assert state.view(0)["players"][0]["squads"][3]["ability_used"]
        script.answer(
            "check-point", "Return Banker (Reserve 1) to hand and play Captain America [C]"
        )
        assert not state.view(0)["players"][0]["squads"][3]["ability_used"]


class TestSwapLog:
    @rules("MTCG-CP-04")
    def test_a_swap_of_single_cards_returns_no_hit_points(self, game: MissionArenaGame) -> None:
        """Only a protagonist with Hit Point copies takes them back into hand (and the log
        says so only then)."""
        script = check_point(game, side(["thor"], [["hulk", "hulk-ur"]]), side(["villain"]))
        state = script.state
        script.answer("check-point", "Swap Thor (Active 1) with Hulk (Reserve 1)")
        returned = [text for text in state.log if "Hit Point copies back" in text]
        assert returned == ["Hulk (Active 1) takes its Hit Point copies back into hand."]
        assert state.hand[0] == ids(game, "hulk")
