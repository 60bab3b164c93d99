"""Marvel Mission Arena: game overview, zones and setup (MTCG-GAME, MTCG-ZONE, MTCG-SETUP),
the first-player reveal (MTCG-EX-03) and what each seat may see (MTCG-PP-01).

Setup tests start from ``game.new_initial_state(seed)`` and answer the deploy decisions;
position tests use ``build_position``. Catalog rule IDs are named in each test's
``rules`` marker.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from mma_helpers import STOP_BOOSTING, card, rules

from rulebound import load_game
from rulebound.games.mission_arena.position import Side, build_position
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.rng import Rng
from rulebound.kernel.scenario import Script

DEPLOY_KINDS = ("deploy-active", "deploy-reserve")
REVEAL = re.compile(r"^First player reveal: .*\((\d+) AK\) vs .*\((\d+) AK\)\.$")


# --------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------


def write_deck(tmp_path: Path, name: str, counts: dict[str, int]) -> str:
    """A 56-card deck file of ``count key`` lines; returns its path."""
    assert sum(counts.values()) == 56
    path = tmp_path / f"{name.replace(' ', '_')}.deck"
    lines = [f"name: {name}"] + [f"{n} {key}" for key, n in counts.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def twelve(prefix: str, label: str, attacks: list[int], **fields: Any) -> list[dict[str, Any]]:
    """Twelve single protagonists with distinct Names ``<label> 1..12``."""
    return [
        card(f"{prefix}{i}", f"{label} {i}", attack=attacks[i - 1], **fields) for i in range(1, 13)
    ]


def counts_for(cards: list[dict[str, Any]]) -> dict[str, int]:
    """5 copies of each of the first 11 cards and 1 of the twelfth: 56 cards."""
    return {c["key"]: (5 if i < 11 else 1) for i, c in enumerate(cards)}


def two_deck_game(make_game, tmp_path: Path, deck_a, deck_b, **params):  # type: ignore[no-untyped-def]
    """A game whose seat 0 plays ``deck_a`` and seat 1 ``deck_b`` (lists of card entries)."""
    game = make_game(
        deck_a + [c for c in deck_b if c not in deck_a],
        decks=",".join(
            [
                write_deck(tmp_path, "Deck A", counts_for(deck_a)),
                write_deck(tmp_path, "Deck B", counts_for(deck_b)),
            ]
        ),
        **params,
    )
    return game


def deploy_all(state: MissionArenaState) -> None:
    """Answer every setup deploy decision with its first option."""
    while state.decision().kind in DEPLOY_KINDS:
        state.apply_action(state.decision().options[0])


def reveal_lines(state: MissionArenaState) -> list[tuple[int, int]]:
    found = []
    for line in state.log:
        match = REVEAL.match(line)
        if match:
            found.append((int(match.group(1)), int(match.group(2))))
    return found


def filled(state: MissionArenaState, seat: int) -> list[int]:
    return [slot for slot in range(5) if state.stacks[seat * 5 + slot]]


@pytest.fixture
def demo():  # type: ignore[no-untyped-def]
    return load_game("marvel-mission-arena")


@pytest.fixture
def plain(make_game, tmp_path):  # type: ignore[no-untyped-def]
    """Two decks of 12 distinct single protagonists (seat 0: 300 AK, seat 1: 400 AK), so
    that every opening hand can deploy five different protagonists."""
    heroes = twelve("h", "Hero", [300] * 12)
    villains = twelve("v", "Villain", [400] * 12, alignment="evil")
    return two_deck_game(make_game, tmp_path, heroes, villains)


# --------------------------------------------------------------------------------------
# 1. Game overview (MTCG-GAME)
# --------------------------------------------------------------------------------------


class TestGameOverview:
    @rules("MTCG-GAME-01", "MTCG-ZONE-01")
    def test_two_players_each_with_their_own_deck(self, demo) -> None:
        """Two players, each with their own deck: every card a player holds, lays out
        or keeps in the deck comes from that player's deck list."""
        assert demo.info.num_players == 2
        state = demo.new_initial_state(5)
        for seat in (0, 1):
            own = Counter(demo.decks[seat].cards)
            held = Counter(state.deck[seat] + state.hand[seat] + state.missions[seat])
            assert held == own
        assert demo.decks[0].cards != demo.decks[1].cards

    @rules("MTCG-GAME-02", "MTCG-ZONE-01")
    def test_three_active_and_two_reserve_positions(self, plain) -> None:
        state = plain.new_initial_state(2)
        deploy_all(state)
        for seat in (0, 1):
            view = state.view(seat)["players"][seat]["squads"]
            assert [p["position"] for p in view] == [
                "Active 1",
                "Active 2",
                "Active 3",
                "Reserve 1",
                "Reserve 2",
            ]
            assert filled(state, seat) == [0, 1, 2, 3, 4]

    @rules("MTCG-GAME-02")
    def test_only_active_protagonists_launch_challenges(self, make_game) -> None:
        """Reserve protagonists support; only the Active Squad declares Challenges."""
        game = make_game([card("hero", "Hero"), card("sub", "Sub"), card("foe", "Foe")])
        state = build_position(
            game,
            phase="declare",
            sides=(
                Side(active=["hero", None, None], reserve=["sub", None], deck=["filler-1"] * 20),
                Side(active=["foe", None, None], deck=["filler-1"] * 20),
            ),
        )
        options = Script(state).expect("declare-challenge").options()
        assert options == ["Hero (Active 1) challenges Foe (Active 1)"]

    @rules("MTCG-GAME-03", "MTCG-ZONE-02")
    def test_five_face_up_missions_visible_to_both_players(self, demo) -> None:
        state = demo.new_initial_state(4)
        deploy_all(state)
        for seat in (0, 1):
            assert len(state.missions[seat]) == 5
            for viewer in (0, 1):
                shown = state.view(viewer)["players"][seat]["missions"]
                assert [m["index"] for m in shown] == state.missions[seat]

    @rules("MTCG-GAME-05")
    def test_active_player_declares_and_defending_player_boosts_the_target(self, make_game) -> None:
        """The active player (seat 1 here) challenges; the defending player answers for
        the target (its Defense Boost)."""
        game = make_game([card("hero", "Hero"), card("foe", "Foe")])
        state = build_position(
            game,
            phase="declare",
            active=1,
            sides=(
                Side(
                    active=["foe", None, None],
                    ready={0: 1},
                    hand=["filler-2"],
                    deck=["filler-1"] * 20,
                ),
                Side(active=["hero", None, None], deck=["filler-1"] * 20),
            ),
        )
        assert state.view(0)["active_player"] == 1
        assert state.decision().seat == 1
        script = Script(state).answer(
            "declare-challenge", "Hero (Active 1) challenges Foe (Active 1)"
        )
        assert state.decision().kind == "defense-boost"
        assert state.decision().seat == 0
        script.answer("defense-boost", STOP_BOOSTING)

    @rules("MTCG-GAME-06", "MTCG-TURN-04")
    def test_rule_levels_are_game_parameters(self, make_game) -> None:
        """Basic or basic + Level 1 (special_abilities); Level 2 is off, rule A or rule B,
        never both; Level 2 does not require Level 1."""
        info = load_game("marvel-mission-arena").info
        assert info.parameters["special_abilities"] is True
        assert set(info.choices["weak_points"]) == {"off", "A", "B"}
        with pytest.raises(ParameterError):
            load_game("marvel-mission-arena", weak_points="AB")
        game = make_game(
            [
                card("sci", "Scientist", skill="science", attack=300),
                card("mys", "Mystic", skill="mystic", defense=300, resistance=300),
            ],
            special_abilities=False,
            weak_points="B",
        )
        state = build_position(
            game,
            phase="declare",
            sides=(
                Side(
                    active=["sci", None, None], reserve=["filler-5", None], deck=["filler-1"] * 20
                ),
                Side(active=["mys", None, None], deck=["filler-1"] * 20),
            ),
        )
        Script(state).answer(
            "declare-challenge", "Scientist (Active 1) challenges Mystic (Active 1)"
        ).expect("check-point")
        # 300 + 500 (Weak Point rule B) >= 300 + 300: Defeated even without Level 1.
        assert state.stacks[5] == []
        assert any("800 Attack" in line for line in state.log)

    @rules("MTCG-GAME-07")
    def test_a_deck_of_only_evil_protagonists_is_allowed(self, make_game, tmp_path) -> None:
        """Informational: "only villains" is a product note, not a deck-building rule."""
        villains = twelve("v", "Villain", [300] * 12, alignment="evil")
        game = two_deck_game(make_game, tmp_path, villains, villains)
        state = game.new_initial_state(0)
        assert state.decision().kind == "deploy-active"
        assert all(state.cards[c].alignment == "evil" for c in state.hand[0])


# --------------------------------------------------------------------------------------
# 5.1 Zones (MTCG-ZONE)
# --------------------------------------------------------------------------------------


class TestZones:
    @rules("MTCG-ZONE-01")
    def test_each_board_has_deck_missions_squads_and_discard(self, demo) -> None:
        state = demo.new_initial_state(1)
        deploy_all(state)
        view = state.view(0)
        for player in view["players"]:
            assert {"deck_size", "missions", "squads", "discard", "hand_size"} <= set(player)
            assert len(player["squads"]) == 5

    @rules("MTCG-ZONE-01", "MTCG-COOL-04")
    def test_each_player_draws_only_from_their_own_deck(self, plain) -> None:
        state = plain.new_initial_state(7)
        deploy_all(state)
        first = state.first
        other = 1 - first
        # The first player's turn has begun: Draw (2) and Duty Call (1) used only their deck.
        assert len(state.deck[other]) == 41
        assert len(state.deck[first]) == 41 - 3
        assert len(state.hand[first]) == 5 + 2

    @rules("MTCG-ZONE-02", "MTCG-MACT-01")
    def test_the_first_mission_is_the_top_one(self, make_game) -> None:
        game = make_game(
            [card("m1", "Mission One"), card("m2", "Mission Two"), card("hero", "Hero")]
        )
        state = build_position(
            game,
            phase="mission-activation",
            sides=(
                Side(active=["hero", None, None], missions=["m1", "m2"], deck=["filler-1"] * 20),
                Side(active=["filler-3", None, None], deck=["filler-1"] * 20),
            ),
        )
        Script(state).expect("declare-challenge")
        assert state.cards[state.mission_active[0]].key == "m1"
        assert [state.cards[c].key for c in state.missions[0]] == ["m2"]
        view = state.view(1)["players"][0]
        assert view["mission_active"]["key"] == "m1"
        assert [m["key"] for m in view["missions"]] == ["m2"]

    @rules("MTCG-ZONE-03", "MTCG-HP-01", "MTCG-PP-03")
    def test_a_position_holds_one_stack_and_its_power_points(self, make_game) -> None:
        game = make_game([card("hero-c", "Hero"), card("hero-r", "Hero", rarity="R")])
        state = build_position(
            game,
            phase="check-point",
            sides=(
                Side(
                    active=[["hero-c", "hero-r"], None, None],
                    ready={0: 2},
                    engaged={0: 1},
                    deck=["filler-1"] * 20,
                ),
                Side(active=["filler-3", None, None], deck=["filler-1"] * 20),
            ),
        )
        spot = state.view(0)["players"][0]["squads"][0]
        assert spot["stack"] == ["Hero [C]", "Hero [R]"]
        assert spot["hit_points"] == 2
        assert spot["power_points"] == {"ready": 2, "engaged": 1}


# --------------------------------------------------------------------------------------
# 6. Setup (MTCG-SETUP)
# --------------------------------------------------------------------------------------


class TestSetupSteps:
    @rules("MTCG-SETUP-01")
    def test_shuffle_then_five_missions_then_ten_cards(self, demo) -> None:
        state = demo.new_initial_state(0)
        log = state.log
        shuffle = [i for i, line in enumerate(log) if "shuffles" in line]
        missions = [i for i, line in enumerate(log) if "lays out the Missions" in line]
        draws = [i for i, line in enumerate(log) if line.endswith("draws 10 cards.")]
        assert len(shuffle) == len(missions) == len(draws) == 2
        assert max(shuffle) < min(missions) and max(missions) < min(draws)
        assert [len(state.missions[seat]) for seat in (0, 1)] == [5, 5]

    @rules("MTCG-SETUP-01")
    def test_missions_come_from_a_shuffled_deck(self, demo) -> None:
        layouts = {tuple(demo.new_initial_state(seed).missions[0]) for seed in range(6)}
        assert len(layouts) > 1

    @rules("MTCG-SETUP-02", "MTCG-SETUP-08")
    def test_each_player_draws_ten_cards(self, demo) -> None:
        state = demo.new_initial_state(3)
        assert [len(state.hand[seat]) for seat in (0, 1)] == [10, 10]
        assert [len(state.deck[seat]) for seat in (0, 1)] == [41, 41]

    @rules("MTCG-SETUP-03", "MTCG-SETUP-04")
    def test_three_active_then_two_reserve_deployed_face_down(self, plain) -> None:
        state = plain.new_initial_state(3)
        kinds = []
        while state.decision().kind in DEPLOY_KINDS:
            kinds.append((state.decision().seat, state.decision().kind))
            state.apply_action(state.decision().options[0])
        assert (
            kinds
            == [(0, "deploy-active")] * 3
            + [(0, "deploy-reserve")] * 2
            + [(1, "deploy-active")] * 3
            + [(1, "deploy-reserve")] * 2
        )
        public = [e.text for e in state.events if e.seat == -1]
        assert sum("deploys a protagonist face down" in t for t in public) == 10
        for seat in (0, 1):
            assert filled(state, seat) == [0, 1, 2, 3, 4]
        assert len(state.hand[1 - state.first]) == 5

    @rules("MTCG-SETUP-03", "MTCG-TEAM-08")
    def test_team_cards_cannot_be_deployed_at_setup(self, demo) -> None:
        for seed in range(40):
            state = demo.new_initial_state(seed)
            teams = [c for c in state.hand[0] if state.cards[c].is_team]
            if teams:
                break
        else:
            pytest.fail("no seed dealt a Team card into the opening hand")
        while state.decision().kind in DEPLOY_KINDS and state.decision().seat == 0:
            offered = [a - 200 for a in state.decision().options]
            assert not any(state.cards[c].is_team for c in offered)
            state.apply_action(state.decision().options[0])
        assert all(c in state.hand[0] for c in teams)

    @rules("MTCG-SETUP-04", "MTCG-DECK-06")
    def test_five_different_protagonists_are_deployed(self, demo) -> None:
        state = demo.new_initial_state(11)
        deploy_all(state)
        for seat in (0, 1):
            names = [state.top(seat * 5 + slot).name for slot in filled(state, seat)]
            assert len(names) == len(set(names))

    @rules("MTCG-SETUP-04")
    def test_without_five_different_protagonists_the_squads_start_incomplete(
        self, make_game, tmp_path
    ) -> None:
        """A hand of mostly Team cards (not deployable) leaves the Squads incomplete;
        the game still starts."""
        singles = [card("alpha", "Alpha"), card("beta", "Beta")]
        teams = [
            card(f"team-{i}", f"Team {i}", members=["Alpha", "Beta"], attack=300)
            for i in range(1, 11)
        ]
        pool = singles + teams
        counts = {"alpha": 3, "beta": 3} | {f"team-{i}": 5 for i in range(1, 11)}
        deck = write_deck(tmp_path, "X", counts)
        game = make_game(pool, decks=f"{deck},{deck}")
        for seed in range(20):
            state = game.new_initial_state(seed)
            opening = next(e.text for e in state.events if e.seat == 0 and " draws " in e.text)
            labels = opening.split(" draws ", 1)[1].rstrip(".").split(", ")
            assert len(labels) == 10
            names = {label.split(" [")[0] for label in labels} - {f"Team {i}" for i in range(11)}
            deployed = 0
            while state.decision().kind in DEPLOY_KINDS:
                deployed += state.decision().seat == 0
                state.apply_action(state.decision().options[0])
            assert deployed == min(len(names), 5)
            reveal = next(line for line in state.log if line.startswith("P1 X reveals: "))
            shown = [] if reveal.endswith("nobody.") else reveal.split(": ", 1)[1].split(", ")
            assert len(shown) == deployed
            assert all("(Active" in who for who in shown)
            assert state.revealed

    @rules("MTCG-SETUP-05", "MTCG-SETUP-06")
    def test_both_squads_revealed_together_after_both_deploy(self, plain) -> None:
        state = plain.new_initial_state(8)
        while state.decision().kind in DEPLOY_KINDS:
            assert not state.revealed
            state.apply_action(state.decision().options[0])
        assert state.revealed
        reveals = [line for line in state.log if " reveals: " in line]
        assert len(reveals) == 2
        # Both reveals come after the last deploy and before the first turn.
        log = state.log
        last_deploy = max(i for i, line in enumerate(log) if "deploys a protagonist" in line)
        turn_one = log.index(next(line for line in log if line.startswith("--- Turn 1")))
        assert all(last_deploy < log.index(r) < turn_one for r in reveals)
        # Once revealed, each side's cards (with their Special Ability, no Guide card
        # needed, MTCG-SETUP-06) are visible to the opponent.
        for seat in (0, 1):
            other = state.view(1 - seat)["players"][seat]["squads"]
            for slot, spot in enumerate(other):
                assert spot["card"]["index"] == state.stacks[seat * 5 + slot][-1]
                assert "ability" in spot["card"]

    @rules("MTCG-SETUP-08")
    def test_after_setup_five_in_hand_and_41_in_the_deck(self, make_game, tmp_path) -> None:
        heroes = twelve("h", "Hero", [300] * 12)
        villains = twelve("v", "Villain", [400] * 12, alignment="evil")
        game = two_deck_game(make_game, tmp_path, heroes, villains)
        state = game.new_initial_state(2)
        while True:
            kind = state.decision().kind
            if kind not in DEPLOY_KINDS:
                break
            before_last = state.clone()
            state.apply_action(state.decision().options[0])
        # Just before the last deploy: seat 0 done, seat 1 still holding its fifth card.
        assert len(before_last.hand[0]) == 5 and len(before_last.deck[0]) == 41
        assert len(before_last.hand[1]) == 6 and len(before_last.deck[1]) == 41
        # Heroes have the lower Attack: seat 0 starts; seat 1 keeps 5 and 41.
        assert state.first == 0
        assert len(state.hand[1]) == 5 and len(state.deck[1]) == 41
        assert filled(state, 0) == filled(state, 1) == [0, 1, 2, 3, 4]


# --------------------------------------------------------------------------------------
# Setup step 8: who goes first (MTCG-SETUP-07, MTCG-EX-03)
# --------------------------------------------------------------------------------------


class TestFirstPlayer:
    @rules("MTCG-SETUP-07", "MTCG-EX-03")
    @pytest.mark.parametrize("seed", [0, 1, 2, 3])
    def test_ex03_the_250_attack_reveal_goes_first(self, make_game, tmp_path, seed) -> None:
        """Player 1 reveals 350 AK, player 2 reveals 250 AK: player 2 takes the first turn."""
        p1 = twelve("a", "Alpha", [350] * 12)
        p2 = twelve("b", "Beta", [250] * 12)
        game = two_deck_game(make_game, tmp_path, p1, p2)
        state = game.new_initial_state(seed)
        deploy_all(state)
        assert reveal_lines(state) == [(350, 250)]
        assert state.first == 1 and state.active == 1
        assert "P2 Deck B has the lower Attack and takes the first turn." in state.log
        assert state.decision().seat == 1
        assert state.view(0)["first_player"] == 1

    @rules("MTCG-SETUP-07", "MTCG-EX-03")
    def test_ex03_mirrored_seat_one_goes_first(self, make_game, tmp_path) -> None:
        p1 = twelve("a", "Alpha", [250] * 12)
        p2 = twelve("b", "Beta", [350] * 12)
        game = two_deck_game(make_game, tmp_path, p1, p2)
        state = game.new_initial_state(9)
        deploy_all(state)
        assert reveal_lines(state) == [(250, 350)]
        assert state.first == 0 and state.decision().seat == 0

    @rules("MTCG-SETUP-07")
    def test_the_lower_reveal_goes_first_for_many_seeds(self, make_game, tmp_path) -> None:
        attacks_a = [150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 200]
        attacks_b = [200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 150, 300]
        game = two_deck_game(
            make_game,
            tmp_path,
            twelve("a", "Alpha", attacks_a),
            twelve("b", "Beta", attacks_b),
        )
        firsts = set()
        for seed in range(25):
            state = game.new_initial_state(seed)
            deploy_all(state)
            shown = reveal_lines(state)
            assert shown, seed
            a, b = shown[-1]
            assert a != b
            assert state.first == (0 if a < b else 1), (seed, shown)
            assert all(x == y for x, y in shown[:-1])
            firsts.add(state.first)
        assert firsts == {0, 1}

    @rules("MTCG-SETUP-07")
    def test_a_tie_is_revealed_again(self, make_game, tmp_path) -> None:
        """Deck A: half 300, half 200 AK; deck B: half 300, half 400 AK. Only 300 vs 300
        ties; every decided reveal makes seat 0 first."""
        deck_a = twelve("a", "Alpha", [300] * 6 + [200] * 6)
        deck_b = twelve("b", "Beta", [300] * 6 + [400] * 6)
        game = two_deck_game(make_game, tmp_path, deck_a, deck_b)
        repeated = 0
        for seed in range(40):
            state = game.new_initial_state(seed)
            deploy_all(state)
            shown = reveal_lines(state)
            assert all(pair == (300, 300) for pair in shown[:-1]), shown
            assert shown[-1] != (300, 300)
            assert state.first == 0
            repeated += len(shown) > 1
        assert repeated > 0

    @rules("MTCG-SETUP-07", "MTCG-SETUP-08")
    def test_revealed_cards_go_back_and_the_decks_are_shuffled(self, make_game, tmp_path) -> None:
        p1 = twelve("a", "Alpha", [350] * 12)
        p2 = twelve("b", "Beta", [250] * 12)
        game = two_deck_game(make_game, tmp_path, p1, p2)
        state = game.new_initial_state(6)
        while state.decision().kind in DEPLOY_KINDS:
            before = state.clone()
            state.apply_action(state.decision().options[0])
        # Seat 0 does not play first, so its deck is untouched by the first turn.
        assert state.first == 1
        assert len(state.deck[0]) == 41
        assert Counter(state.deck[0]) == Counter(before.deck[0])
        assert state.deck[0] != before.deck[0]


# --------------------------------------------------------------------------------------
# Hidden information in the views (MTCG-SETUP-03, -05, MTCG-PP-01, MTCG-PWR-05)
# --------------------------------------------------------------------------------------


class TestViews:
    @rules("MTCG-SETUP-03", "MTCG-SETUP-05")
    def test_the_opponent_hand_is_never_shown(self, plain) -> None:
        state = plain.new_initial_state(12)
        for viewer in (0, 1):
            view = state.view(viewer)
            assert view["players"][1 - viewer]["hand"] is None
            assert view["players"][1 - viewer]["hand_size"] == 10
            assert len(view["players"][viewer]["hand"]) == 10
        deploy_all(state)
        for viewer in (0, 1):
            assert state.view(viewer)["players"][1 - viewer]["hand"] is None

    @rules("MTCG-SETUP-03", "MTCG-SETUP-05")
    def test_face_down_squads_are_hidden_until_the_reveal(self, plain) -> None:
        state = plain.new_initial_state(12)
        for _ in range(5):
            state.apply_action(state.decision().options[0])
        # Seat 0 has deployed all five; seat 1 is deploying.
        assert state.decision().seat == 1
        deployed = [state.stacks[slot][-1] for slot in range(5)]
        seen_by_1 = state.view(1)["players"][0]["squads"]
        for spot in seen_by_1:
            assert set(spot) == {"position", "face_down"}
            assert spot["face_down"] is True
        own = state.view(0)["players"][0]["squads"]
        assert [spot["card"]["index"] for spot in own] == deployed
        # The log tells seat 1 only that cards were deployed face down.
        private = [line for line in state.log_for(1) if "deploys" in line]
        assert private and all("face down" in line for line in private)
        assert any(" to Active 1." in line for line in state.log_for(0))
        state.apply_action(state.decision().options[0])
        seen_by_0 = state.view(0)["players"][1]["squads"][0]
        assert set(seen_by_0) == {"position", "face_down"}

    @rules("MTCG-PP-01", "MTCG-PWR-05", "MTCG-CARD-12")
    def test_power_point_identities_are_hidden_from_both_players(self, make_game) -> None:
        game = make_game(
            [
                card("hero", "Hero"),
                card("foe", "Foe"),
                card("secret", "Secret Identity"),
            ]
        )
        state = build_position(
            game,
            phase="power-up",
            sides=(
                Side(
                    active=["hero", None, None],
                    ready={0: ["secret"]},
                    deck=["secret"] * 3 + ["filler-1"] * 20,
                ),
                Side(active=["foe", None, None], ready={0: ["secret"]}, deck=["filler-1"] * 20),
            ),
        )
        script = Script(state)
        for _ in range(3):
            script.answer("assign-power-point", "Assign to Hero (Active 1)")
        assert state.ready[0] == [game.pool.by_key["secret"].id] * 4
        for viewer in (0, 1):
            view = state.view(viewer)
            text = json.dumps(view)
            assert "Secret Identity" not in text
            assert "secret" not in text
            assert view["players"][0]["squads"][0]["power_points"] == {"ready": 4, "engaged": 0}
            assert view["players"][1]["squads"][0]["power_points"] == {"ready": 1, "engaged": 0}
            assert not any("Secret" in line for line in state.log_for(viewer))

    @rules("MTCG-SETUP-03", "MTCG-SETUP-05")
    def test_face_down_squads_are_redrawn_when_hidden_information_is_resampled(self, plain) -> None:
        """Before the reveal, seat 0's face-down Squads are hidden from seat 1, so a
        determinization for seat 1 (``resample_hidden``) must not keep them fixed:
        over several draws, seat 0's deployed cards must vary, while seat 1's view of
        the position stays the same."""
        state = plain.new_initial_state(12)
        for _ in range(5):
            state.apply_action(state.decision().options[0])
        assert state.decision().seat == 1 and not state.revealed
        view = json.dumps(state.view(1), sort_keys=True)
        deployed = [tuple(state.stacks[pos]) for pos in range(5)]
        variants = set()
        for n in range(10):
            other = state.resample_hidden(1, Rng(1000 + n))
            assert json.dumps(other.view(1), sort_keys=True) == view
            variants.add(tuple(tuple(other.stacks[pos]) for pos in range(5)))
        assert variants != {tuple(deployed)}
