"""Phase 12: Check Point (MTCG-CP) and Team assembly (MTCG-TEAM), with the seed's
examples MTCG-EX-17 (swap) and MTCG-EX-18 (moving up to a superior Team).

Positions start at the Check Point of seat 0 (``phase="check-point"``); every action is
taken by its exact label through a strict Script.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mma_helpers import DECK, END, MakeGame, card, ids, rules, side

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import Side, build_position
from rulebound.kernel.scenario import Script

BWH = "Team Black Widow & Hawkeye"


CARDS = [
    card("thor", "Thor"),
    card("thor-nc", "Thor", rarity="NC"),
    card("thor-r", "Thor", rarity="R"),
    card("thor-ur", "Thor", rarity="UR"),
    card("thor-s", "Thor", rarity="SECRET"),
    card("iron", "Iron Man"),
    card("hulk", "Hulk"),
    card("hulk-ur", "Hulk", rarity="UR"),
    card("cap", "Captain America"),
    card("cap-r", "Captain America", rarity="R"),
    card("bw", "Black Widow"),
    card("bw-nc", "Black Widow", rarity="NC"),
    card("hk", "Hawkeye"),
    card("hk-r", "Hawkeye", rarity="R"),
    card("bwh", BWH, rarity="R", attack=550, members=["Black Widow", "Hawkeye"]),
    card("bwh-ur", BWH, rarity="UR", attack=600, members=["Black Widow", "Hawkeye"]),
    card(
        "avengers",
        "Team Avengers",
        rarity="UR",
        attack=750,
        members=["Black Widow", "Hawkeye", "Hulk", "Captain America"],
    ),
    card("spider", "Spider-Man"),
    card("villain", "Villain", attack=650, alignment="evil", nemesis="Black Widow"),
]


@pytest.fixture
def game(make_game: MakeGame) -> MissionArenaGame:
    return make_game(CARDS, special_abilities=False)


def at_check_point(game: MissionArenaGame, mine: Side, theirs: Side | None = None) -> Script:
    state = build_position(game, phase="check-point", sides=(mine, theirs or side(["villain"])))
    return Script(state).expect("check-point")


# --------------------------------------------------------------------------------------
# Action A: swaps (MTCG-CP-02 to -04)
# --------------------------------------------------------------------------------------


class TestSwap:
    @rules("MTCG-EX-17", "MTCG-CP-02", "MTCG-CP-03", "MTCG-PP-04")
    def test_power_points_stay_in_their_zone(self, game: MissionArenaGame) -> None:
        """MTCG-EX-17: Thor (Active, 3 Power Points) and Iron Man (Reserve, 0) exchange
        places; the 3 Power Points stay in the Active zone and now belong to Iron Man."""
        script = at_check_point(game, side(["thor"], ["iron"], ready={0: 3}))
        state = script.state
        thor_uid, iron_uid = state.uid[0], state.uid[3]
        script.answer("check-point", "Swap Thor (Active 1) with Iron Man (Reserve 1)")
        assert state.stacks[0] == ids(game, "iron") and state.uid[0] == iron_uid
        assert state.stacks[3] == ids(game, "thor") and state.uid[3] == thor_uid
        assert len(state.ready[0]) == 3
        assert state.ready[3] == []

    @rules("MTCG-CP-02", "MTCG-GLOSS-09")
    def test_reserve_protagonist_returns_to_hand_for_a_hand_card(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-CP-02: a Reserve protagonist is replaced by one from hand and goes to the
        hand; its Power Points stay in the Reserve position (MTCG-PP-04)."""
        script = at_check_point(game, side(["thor"], ["hulk"], ready={3: 2}, hand=["cap"]))
        state = script.state
        script.answer("check-point", "Return Hulk (Reserve 1) to hand and play Captain America [C]")
        assert state.stacks[3] == ids(game, "cap")
        assert state.hand[0] == ids(game, "hulk")
        assert len(state.ready[3]) == 2

    @rules("MTCG-CP-02")
    def test_only_reserve_protagonists_may_be_returned_to_hand(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-CP-02: the hand swap concerns the Reserve Squad only."""
        script = at_check_point(game, side(["thor"], ["hulk"], hand=["cap"]))
        returns = [o for o in script.options() if o.startswith("Return")]
        assert returns == ["Return Hulk (Reserve 1) to hand and play Captain America [C]"]

    @rules("MTCG-CP-04")
    def test_moved_protagonists_take_their_hit_points_back_to_hand(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-CP-04 (best reading, ``swap_returns_hit_points="moved"``): both protagonists
        moved by an Active/Reserve exchange return their Hit Point copies to the hand."""
        script = at_check_point(game, side([["thor", "thor-r"]], [["hulk", "hulk-ur"]], hand=[]))
        state = script.state
        script.answer("check-point", "Swap Thor (Active 1) with Hulk (Reserve 1)")
        assert state.stacks[0] == ids(game, "hulk-ur")
        assert state.stacks[3] == ids(game, "thor-r")
        assert sorted(state.hand[0]) == sorted(ids(game, "thor", "hulk"))

    @rules("MTCG-CP-04")
    def test_narrow_reading_keeps_hit_points_in_an_exchange(self, make_game: MakeGame) -> None:
        """MTCG-CP-04, other reading (``to-hand-only``): an Active/Reserve exchange keeps
        the stacks whole."""
        game = make_game(CARDS, special_abilities=False, swap_returns_hit_points="to-hand-only")
        script = at_check_point(game, side([["thor", "thor-r"]], [["hulk", "hulk-ur"]]))
        state = script.state
        script.answer("check-point", "Swap Thor (Active 1) with Hulk (Reserve 1)")
        assert state.stacks[0] == ids(game, "hulk", "hulk-ur")
        assert state.stacks[3] == ids(game, "thor", "thor-r")
        assert state.hand[0] == []

    @rules("MTCG-CP-04", "MTCG-CP-02")
    def test_protagonist_returned_to_hand_takes_its_whole_stack(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-CP-04 (both readings): a Reserve protagonist sent to the hand takes all its
        Hit Point copies with it."""
        script = at_check_point(game, side(["thor"], [["hulk", "hulk-ur"]], hand=["cap"]))
        state = script.state
        script.answer("check-point", "Return Hulk (Reserve 1) to hand and play Captain America [C]")
        assert sorted(state.hand[0]) == sorted(ids(game, "hulk", "hulk-ur"))
        assert state.stacks[3] == ids(game, "cap")


# --------------------------------------------------------------------------------------
# Action B: a Hit Point (MTCG-CP-05, -06)
# --------------------------------------------------------------------------------------


class TestHitPoint:
    @rules("MTCG-CP-05", "MTCG-GLOSS-17", "MTCG-GLOSS-03", "MTCG-HP-06", "MTCG-EX-01")
    def test_copy_of_any_rarity_goes_on_top_as_a_hit_point(self, game: MissionArenaGame) -> None:
        """MTCG-CP-05 / MTCG-GLOSS-17: a second copy with the same Name, whatever its
        rarity, is played on top (MTCG-GLOSS-03, best reading MTCG-HP-06: Hit Points on
        top, Power Points apart)."""
        script = at_check_point(game, side(["thor"], ["hulk"], ready={0: 1}, hand=["thor-ur"]))
        state = script.state
        script.answer("check-point", "Assign Thor [UR] as a Hit Point on Thor (Active 1)")
        assert state.stacks[0] == ids(game, "thor", "thor-ur")
        assert state.stacks[0][-1] == ids(game, "thor-ur")[0]
        assert len(state.ready[0]) == 1
        assert state.hand[0] == []

    @rules("MTCG-CP-05")
    def test_reserve_protagonists_may_receive_a_hit_point(self, game: MissionArenaGame) -> None:
        script = at_check_point(game, side(["thor"], ["hulk"], hand=["hulk-ur"]))
        script.answer("check-point", "Assign Hulk [UR] as a Hit Point on Hulk (Reserve 1)")
        assert script.state.stacks[3] == ids(game, "hulk", "hulk-ur")

    @rules("MTCG-CP-05", "MTCG-HP-02")
    def test_no_sixth_hit_point(self, game: MissionArenaGame) -> None:
        """MTCG-CP-05: at most 5 Hit Points."""
        five = ["thor", "thor-nc", "thor-r", "thor-ur", "thor-s"]
        script = at_check_point(game, side([five], ["hulk"], hand=["thor"]))
        assert not any(o.startswith("Assign") for o in script.options())

    @rules("MTCG-CP-05", "MTCG-CP-01")
    def test_only_one_hit_point_per_check_point(self, game: MissionArenaGame) -> None:
        script = at_check_point(game, side(["thor"], ["hulk"], hand=["thor-r", "hulk-ur"]))
        script.answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Active 1)")
        assert not any(o.startswith("Assign") for o in script.options())

    @rules("MTCG-CP-06")
    def test_card_underneath_may_be_put_on_top(self, game: MissionArenaGame) -> None:
        """MTCG-CP-06: the card underneath may replace the top card; it is not a Hit Point
        assignment, so a Hit Point can still be assigned in the same Check Point."""
        script = at_check_point(game, side([["thor", "thor-r"]], ["hulk"], hand=["thor-ur"]))
        state = script.state
        script.answer("check-point", "Put Thor [C] on top of Thor (Active 1)")
        assert state.stacks[0] == ids(game, "thor-r", "thor")
        script.answer("check-point", "Assign Thor [UR] as a Hit Point on Thor (Active 1)")
        assert state.stacks[0] == ids(game, "thor-r", "thor", "thor-ur")

    @rules("MTCG-CP-06")
    def test_reorder_after_assigning_a_hit_point(self, game: MissionArenaGame) -> None:
        script = at_check_point(game, side(["thor"], ["hulk"], hand=["thor-ur"]))
        state = script.state
        script.answer("check-point", "Assign Thor [UR] as a Hit Point on Thor (Active 1)")
        script.answer("check-point", "Put Thor [C] on top of Thor (Active 1)")
        assert state.stacks[0] == ids(game, "thor-ur", "thor")


# --------------------------------------------------------------------------------------
# Each action once, in any order; the end of the turn (MTCG-CP-01, -08, -09)
# --------------------------------------------------------------------------------------


class TestCheckPointActions:
    @rules("MTCG-CP-01", "MTCG-CP-08", "MTCG-CP-07", "MTCG-GLOSS-09")
    def test_all_actions_once_each_in_any_order(self, game: MissionArenaGame) -> None:
        """MTCG-CP-01 / MTCG-CP-08: in one Check Point a Hit Point (B), then a Team (C),
        then both swaps (A), each once; the phase page, not the glossary's "or", governs."""
        script = at_check_point(
            game,
            side(
                ["thor", "bw", "hk"],
                ["hulk", "iron"],
                hand=["thor-r", "thor-ur", "bwh", "cap", "spider"],
            ),
        )
        state = script.state
        script.answer("check-point", "Assign Thor [R] as a Hit Point on Thor (Active 1)")
        assert not any(o.startswith("Assign") for o in script.options())
        script.answer("check-point", f"Assemble {BWH} [R] at Active 2")
        # Step D refills Active 3 from the hand.
        script.answer(
            "fill-from-hand",
            "Play Captain America [C] (300 AK / 300 DF / 300 RES) to Active 3",
        )
        script.expect("check-point")
        assert not any(o.startswith("Assemble") for o in script.options())
        script.answer("check-point", "Swap Thor (Active 1) with Hulk (Reserve 1)")
        assert not any(o.startswith("Swap") for o in script.options())
        assert any(o.startswith("Return") for o in script.options())
        script.answer("check-point", "Return Iron Man (Reserve 2) to hand and play Spider-Man [C]")
        used = ("Swap", "Return", "Assign", "Assemble")
        assert not any(o.startswith(used) for o in script.options())
        assert state.stacks[1] == ids(game, "bwh")

    @rules("MTCG-CP-09", "MTCG-TURN-02")
    def test_ending_the_check_point_passes_the_turn(self, game: MissionArenaGame) -> None:
        """MTCG-CP-09: after the Check Point the turn passes to the opponent."""
        script = at_check_point(game, side(["thor"], ["hulk"]))
        state = script.state
        turn = state.turn
        script.answer("check-point", END)
        assert state.active == 1
        assert state.turn == turn + 1
        assert f"--- Turn {turn + 1}: {state.player_name(1)} ---" in state.log


# --------------------------------------------------------------------------------------
# Action C: Team assembly (MTCG-TEAM)
# --------------------------------------------------------------------------------------


class TestTeamAssembly:
    @rules(
        "MTCG-TEAM-01",
        "MTCG-TEAM-03",
        "MTCG-TEAM-10",
        "MTCG-TEAM-11",
        "MTCG-GLOSS-04",
        "MTCG-GLOSS-08",
        "MTCG-PP-02",
    )
    def test_every_member_copy_becomes_a_power_point(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-01/-03 / MTCG-GLOSS-04 / MTCG-GLOSS-08: the Team card is played from
        hand; every copy of its members in hand, Active and Reserve Squads (Hit Point
        copies included, MTCG-TEAM-11 (b)) becomes its Power Point: the cost
        MTCG-TEAM-10 speaks of. Power Points already there stay in their zone."""
        script = at_check_point(
            game,
            side(
                [["bw", "bw-nc"], "thor", "iron"],
                ["hk", "hulk"],
                ready={0: 2, 3: 1},
                hand=["hk-r", "bwh", "cap"],
            ),
        )
        state = script.state
        script.answer("check-point", f"Assemble {BWH} [R] at Active 1")
        assert state.stacks[0] == ids(game, "bwh")
        members = ids(game, "bw", "bw-nc", "hk", "hk-r")
        assert sorted(c for c in state.ready[0] if c in members) == sorted(members)
        assert len(state.ready[0]) == 2 + 4
        assert len(state.ready[3]) == 1  # Hawkeye's old Reserve Power Point stays there
        assert state.hand[0] == ids(game, "cap")
        # Step D: Hawkeye's Reserve place is refilled from the hand.
        script.expect("fill-from-hand")
        assert script.options() == [
            "Play Captain America [C] (300 AK / 300 DF / 300 RES) to Reserve 1"
        ]

    @rules("MTCG-TEAM-02")
    def test_all_members_are_required(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-02: without Hawkeye anywhere, the Team cannot be assembled."""
        script = at_check_point(game, side(["bw", "thor"], ["hulk"], hand=["bwh"]))
        assert not any(o.startswith("Assemble") for o in script.options())

    @rules("MTCG-TEAM-02", "MTCG-GLOSS-04")
    def test_members_may_come_from_squads_and_hand(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-02: Black Widow in the Active Squad and Hawkeye in hand suffice."""
        script = at_check_point(
            game, side(["bw", "thor", "iron"], ["hulk", "cap"], hand=["bwh", "hk"])
        )
        state = script.state
        script.answer("check-point", f"Assemble {BWH} [R] at Active 1")
        assert state.stacks[0] == ids(game, "bwh")
        assert sorted(state.ready[0]) == sorted(ids(game, "bw", "hk"))
        assert state.hand[0] == []

    @rules("MTCG-TEAM-11")
    def test_owner_chooses_a_freed_position(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-11 (a): the Team takes a position freed by its members, Active or
        Reserve, of the owner's choice; the other position is refilled (step D)."""
        script = at_check_point(
            game, side(["bw", "thor", "iron"], ["hk", "hulk"], hand=["bwh", "cap"])
        )
        state = script.state
        assemble = sorted(o for o in script.options() if o.startswith("Assemble"))
        assert assemble == [f"Assemble {BWH} [R] at Active 1", f"Assemble {BWH} [R] at Reserve 1"]
        script.answer("check-point", f"Assemble {BWH} [R] at Reserve 1")
        assert state.stacks[3] == ids(game, "bwh")
        script.answer(
            "fill-from-hand",
            "Play Captain America [C] (300 AK / 300 DF / 300 RES) to Active 1",
        )
        assert state.stacks[0] == ids(game, "cap")

    @rules("MTCG-TEAM-11")
    def test_team_takes_only_a_position_freed_by_its_members(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-11 (a) (best reading): the Team takes one of the positions freed by
        its members; a position that was already empty (Active 3, Reserve 2) is not one of
        them, and is refilled by step D instead."""
        script = at_check_point(game, side(["bw", "thor"], ["hk"], hand=["bwh", "cap"]))
        assemble = sorted(o for o in script.options() if o.startswith("Assemble"))
        assert assemble == [f"Assemble {BWH} [R] at Active 1", f"Assemble {BWH} [R] at Reserve 1"]

    @rules("MTCG-TEAM-06")
    def test_squads_are_refilled_by_drawing_when_the_hand_is_short(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-TEAM-06: with no protagonist in hand to refill, draw the cards needed."""
        script = at_check_point(
            game,
            side(["bw", "hk", "thor"], ["hulk", "iron"], hand=["bwh"], deck=["cap", *DECK]),
        )
        state = script.state
        deck_size = len(state.deck[0])
        script.answer("check-point", f"Assemble {BWH} [R] at Active 1")
        assert len(state.deck[0]) == deck_size - 1
        script.answer(
            "fill-from-hand",
            "Play Captain America [C] (300 AK / 300 DF / 300 RES) to Active 2",
        )
        assert state.stacks[1] == ids(game, "cap")
        assert all(state.stacks[pos] for pos in range(5))

    @rules("MTCG-TEAM-04")
    def test_later_member_copies_cannot_enter_the_squads(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-04: with the Team in play, a Black Widow in hand can neither be
        swapped into the Reserve nor played to refill a Squad."""
        script = at_check_point(game, side(["bwh", "thor"], ["hulk"], hand=["bw-nc", "cap"]))
        options = script.options()
        assert "Return Hulk (Reserve 1) to hand and play Captain America [C]" in options
        assert not any("Black Widow [NC]" in o for o in options)

    @rules("MTCG-TEAM-04", "MTCG-TEAM-06")
    def test_member_copies_are_skipped_when_refilling(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-04: refilling after an assembly never offers a member's copy."""
        script = at_check_point(
            game,
            side(["bw", "hk", "thor"], ["hulk", "iron"], hand=["bwh", "bw-nc", "hk-r", "cap"]),
        )
        script.answer("check-point", f"Assemble {BWH} [R] at Active 1")
        script.expect("fill-from-hand")
        assert script.options() == [
            "Play Captain America [C] (300 AK / 300 DF / 300 RES) to Active 2"
        ]

    @rules("MTCG-TEAM-05", "MTCG-HP-04")
    def test_same_name_team_card_is_a_hit_point(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-05: a second Team card of the same Name is assigned as a Hit Point,
        not assembled as a second Team."""
        script = at_check_point(game, side(["bwh", "thor"], ["hulk"], hand=["bwh-ur"]))
        state = script.state
        assert not any(o.startswith("Assemble") for o in script.options())
        script.answer("check-point", f"Assign {BWH} [UR] as a Hit Point on {BWH} (Active 1)")
        assert state.stacks[0] == ids(game, "bwh", "bwh-ur")

    @rules("MTCG-EX-18", "MTCG-TEAM-07", "MTCG-TEAM-03", "MTCG-TEAM-11")
    def test_moving_up_to_team_avengers(self, game: MissionArenaGame) -> None:
        """MTCG-EX-18: Team Black Widow & Hawkeye in play; Team Avengers drawn; Hulk in the
        Reserve and Captain America in hand. All the old Team's cards go under Team
        Avengers, every Hulk and Captain America copy becomes its Power Point, the empty
        place is refilled, and later copies are only good for a Boost."""
        script = at_check_point(
            game,
            side(
                [["bwh", "bwh-ur"], "thor", "iron"],
                ["hulk", None],
                ready={0: 1, 3: 2},
                hand=["avengers", "cap", "cap-r", "hulk-ur"],
                deck=["bw-nc", "hk", *DECK],
            ),
        )
        state = script.state
        assemble = sorted(o for o in script.options() if o.startswith("Assemble"))
        assert "Assemble Team Avengers [UR] at Active 1" in assemble
        script.answer("check-point", "Assemble Team Avengers [UR] at Active 1")
        assert state.stacks[0] == ids(game, "avengers")
        absorbed = ids(game, "bwh", "bwh-ur", "hulk", "hulk-ur", "cap", "cap-r")
        assert sorted(c for c in state.ready[0] if c in absorbed) == sorted(absorbed)
        assert len(state.ready[0]) == 1 + len(absorbed)
        assert len(state.ready[3]) == 2
        # Step D: nothing usable in hand, so cards are drawn until one can refill the
        # Reserve; the drawn member copies (Black Widow, Hawkeye) cannot refill a Squad
        # and stay in hand, good only for a Boost.
        script.expect("fill-from-hand")
        assert sorted(state.hand[0]) == sorted(ids(game, "bw-nc", "hk", "filler-1"))
        assert set(script.options()) == {
            "Play Filler 1 [C] (100 AK / 100 DF / 100 RES) to Reserve 1",
            "Play Filler 1 [C] (100 AK / 100 DF / 100 RES) to Reserve 2",
        }

    @rules("MTCG-TEAM-11", "MTCG-TEAM-07")
    def test_upgrade_still_needs_the_new_members(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-11 (d): the old Team's members count as available, but Hulk is
        missing, so Team Avengers cannot be assembled."""
        script = at_check_point(game, side(["bwh", "thor"], ["iron"], hand=["avengers", "cap"]))
        assert not any(o.startswith("Assemble") for o in script.options())

    @rules("MTCG-TEAM-08", "MTCG-SETUP-03")
    def test_team_cards_cannot_be_deployed_at_setup(
        self, make_game: MakeGame, tmp_path: Path
    ) -> None:
        """MTCG-TEAM-08: a Team card in the opening hand is never offered at deployment."""
        deck = tmp_path / "teams.deck"
        lines = ["name: Teams", "5 bwh", "5 bw", "5 hk", "5 thor", "5 hulk", "5 cap", "5 iron"]
        lines += [f"5 filler-{i}" for i in range(1, 5)] + ["1 filler-5"]
        deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
        game = make_game(CARDS, decks=f"{deck},{deck}")
        checked = 0
        for seed in range(40):
            state = game.new_initial_state(seed)
            if not any(game.pool.cards[c].members for c in state.hand[0]):
                continue
            checked += 1
            while state.decision().kind in ("deploy-active", "deploy-reserve"):
                labels = list(state.labels().values())
                assert not any(label.startswith("Deploy Team") for label in labels)
                state.apply_action(next(iter(state.labels())))
            assert not any(game.pool.cards[s[-1]].members for s in state.stacks if s), (
                "a Team card was deployed"
            )
        assert checked >= 3


class TestTeamsAndOtherRules:
    @rules("MTCG-TEAM-09", "MTCG-DUTY-04")
    def test_member_name_revealed_by_duty_call_has_no_effect(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-09: a Team's members are not affected by Duty Call."""
        state = build_position(
            game,
            phase="duty-call",
            sides=(side(["bwh", "thor"], ["hulk"], deck=["bw", *DECK]), side(["villain"])),
        )
        state.decision()
        assert state.duty == []
        assert ids(game, "bw")[0] in state.discard[0]

    @rules("MTCG-TEAM-09", "MTCG-DUTY-05")
    def test_same_name_team_card_revealed_engages_the_team(self, game: MissionArenaGame) -> None:
        """MTCG-TEAM-09: a Team card of the same Name revealed by Duty Call engages the
        Team: it cannot challenge this turn."""
        state = build_position(
            game,
            phase="duty-call",
            sides=(side(["bwh", "thor"], ["hulk"], deck=["bwh-ur", *DECK]), side(["villain"])),
        )
        state.decision()
        assert state.duty == [state.uid[0]]

    @rules("MTCG-TEAM-09", "MTCG-WIN-06")
    def test_defeating_a_team_holding_the_nemesis_is_no_battle_of_fate(
        self, game: MissionArenaGame
    ) -> None:
        """MTCG-TEAM-09: Villain's Nemesis is Black Widow; defeating the Team that holds
        her scores a point but does not win the game."""
        state = build_position(
            game,
            phase="declare",
            active=1,
            sides=(side(["bwh"], ["thor"]), side(["villain"], ["hulk"])),
        )
        script = Script(state)
        script.answer("declare-challenge", f"Villain (Active 1) challenges {BWH} (Active 1)")
        script.expect("check-point")
        assert state.stacks[0] == []
        assert state.score == [0, 1]
        assert state.winner == -1
