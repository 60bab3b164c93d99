"""What a front end shows of Marvel Mission Arena: descriptions, Challenge lines with
Skills, Nemesis and Weak Point, the rule options in force, no ability offered where
it cannot act, and face-down deploys told without the card."""

from __future__ import annotations

import pytest
from mma_helpers import card, me, rules, side

from rulebound import load_game
from rulebound.games.mission_arena.position import build_position
from rulebound.kernel.errors import UnknownObjectError
from rulebound.kernel.scenario import Script


def _double_hit_game(make_game):  # type: ignore[no-untyped-def]
    return make_game(
        [
            card("hero", "Hero", skill="science", nemesis="Foe", ability={"name": "Double Hit"}),
            card("foe", "Foe", alignment="evil", skill="mystic", defense=900, resistance=900),
        ],
        weak_points="B",
    )


@rules("MTCG-TURN-03", "MTCG-SA-11")
def test_an_offensive_ability_is_not_offered_on_the_turn_without_challenges(make_game) -> None:  # type: ignore[no-untyped-def]
    game = _double_hit_game(make_game)
    sides = (me(["hero"], ready={0: 3}), side(["foe"]))
    first_turn = build_position(game, phase="abilities", sides=sides, turn=1)
    labels = first_turn.labels().values()
    assert first_turn.decision().kind != "activate-ability" or not any(
        "Double Hit" in label for label in labels
    )
    later = build_position(game, phase="abilities", sides=sides, turn=3)
    assert any("Double Hit" in label for label in later.labels().values())


@rules("MTCG-WIN-05", "MTCG-WEAK-06")
def test_a_challenge_line_shows_skills_nemesis_and_the_weak_point_bonus(make_game) -> None:  # type: ignore[no-untyped-def]
    game = _double_hit_game(make_game)
    state = build_position(game, phase="declare", sides=(me(["hero"]), side(["foe"])))
    Script(state).answer("declare-challenge", "Hero (Active 1) challenges Foe (Active 1)")
    view = state.view(1)  # the defender reads the same line
    (line,) = view["challenges"]
    assert (line["challenger_skill"], line["target_skill"]) == ("science", "mystic")
    assert line["nemesis"] is True
    assert line["weak_point"] == "Weak Point: +500 Attack"
    assert "Weak Points B" in " ".join(view["rules"])
    assert line["target_id"] in state.view(1, describe=True)["objects"]


def test_descriptions_hold_the_full_card_text_and_hide_the_face_down_squad() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    hand = state.view(0)["players"][0]["hand"]
    thor = state.describe(hand[0]["id"], 0)
    assert thor["name"] == hand[0]["name"] and thor["text"]
    assert {"Attack", "Defense", "Resistance", "Mission Points"} <= set(thor["stats"])
    # Seat 0 deploys face down: seat 1 is told only that, and cannot describe the card.
    action = state.legal_actions()[0]
    told = state.public_action_string(action)
    assert "face down" in told and hand[0]["name"] not in told
    state.apply_action(action)
    public = {c["id"] for p in state.view(1)["players"] for c in p["missions"] + p["discard"]}
    if hand[0]["id"] not in public:
        with pytest.raises(UnknownObjectError):
            state.describe(hand[0]["id"], 1)


def test_rule_options_in_force_are_in_the_view() -> None:
    game = load_game("marvel-mission-arena", special_abilities="false", weak_points="A")
    rules_shown = game.new_initial_state(seed=1).view(0)["rules"]
    assert rules_shown[0] == "Special Abilities off"
    assert rules_shown[1].startswith("Weak Points A")
    assert load_game("marvel-mission-arena").new_initial_state(seed=1).view(0)["rules"] == []


def test_the_other_seat_reads_their_not_your() -> None:
    """Session 36: the other seat read the decider's own label, "P2 Villains (greedy):
    Ultron (Active 1): Recycle 1, cost 1, target your discard pile"."""
    import random

    for seed in range(40):
        state, rng = (
            load_game("marvel-mission-arena").new_initial_state(seed=seed),
            random.Random(0),
        )
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.chance_outcomes()[0][0])
                continue
            for action in state.legal_actions():
                if "your discard pile" in state.action_to_string(action):
                    told = state.public_action_string(action)
                    assert "their discard pile" in told and "your" not in told
                    return
            state.apply_action(rng.choice(state.legal_actions()))
    raise AssertionError("no label names the decider's discard pile")
