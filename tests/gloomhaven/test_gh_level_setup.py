"""A one-off scenario above level 1: each character makes a new character's level-up
choices at set-up (GH-NEWCHAR-10): a card of each level up to its own (GH-LEVEL-03),
a Perk per level above 1 (GH-LEVEL-04), then builds its hand (GH-SETUP-27). Expected
values are read from the Brute's class file and the rules, not from the engine."""

from __future__ import annotations

import json

import pytest

from rulebound import load_game
from rulebound.bots import ask, make_bot
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng

rules = pytest.mark.rules
BRUTE = load_class("brute")


def game(level: int, **params: object) -> GloomhavenState:
    state = load_game("gloomhaven", character_level=level, **params).new_initial_state(seed=1)
    assert isinstance(state, GloomhavenState)
    return state


def labels(s: GloomhavenState) -> dict[str, int]:
    return {s.action_to_string(a): a for a in s.decision().options}


def levels_of(names: list[str]) -> set[str]:
    return {next(c.level for c in BRUTE.cards if c.name == n) for n in names}


@rules("GH-NEWCHAR-10", "GH-LEVEL-03")
def test_a_card_of_each_level_up_to_the_characters_joins_the_pool() -> None:
    s = game(3)
    assert (s.decision().seat, s.decision().kind) == (0, "level-card")
    offered = list(labels(s))
    assert levels_of(offered) == {"2"}  # level 2: only level 2 cards (1 and X are in already)
    first = offered[0]
    s.apply_action(labels(s)[first])
    offered = list(labels(s))
    assert levels_of(offered) == {"2", "3"} and first not in offered  # level 3 or lower
    second = offered[-1]
    s.apply_action(labels(s)[second])
    while s.decision().kind == "level-perk":
        s.apply_action(s.decision().options[0])
    assert s.decision().kind == "leave-out-card"
    pool = list(labels(s))
    basic = [c.name for c in BRUTE.cards if c.level in ("1", "X")]
    assert sorted(pool) == sorted([*basic, first, second])
    assert s.figures[s.heroes[0].figure].max_hp == BRUTE.max_hp(3)


@rules("GH-LEVEL-04", "GH-SETUP-26")
def test_a_perk_per_level_above_one_changes_the_modifier_deck() -> None:
    s = game(2)
    s.apply_action(s.decision().options[0])  # the level 2 card
    assert s.decision().kind == "level-perk"
    s.apply_action(labels(s)["Remove two -1 cards"])
    assert s.decision().kind == "leave-out-card"  # one Perk at level 2
    deck = [str(c) for c in s.heroes[0].deck.draw_pile]
    assert len(deck) == 18 and deck.count("-1") == 3  # the base deck's 20, five -1
    s = game(3)
    for _ in range(2):
        s.apply_action(s.decision().options[0])  # the level 2 and 3 cards
    s.apply_action(labels(s)["Remove two -1 cards"])
    assert "Remove two -1 cards" not in labels(s)  # one box: taken once only
    assert "Add two +1 cards" in labels(s)  # two boxes (Brute)
    s.apply_action(labels(s)["Add two +1 cards"])
    assert s.decision().kind == "leave-out-card"


def test_level_one_asks_nothing_more_and_first_hands_build_themselves() -> None:
    assert game(1).decision().kind == "leave-out-card"
    s = game(4, hands="first")
    for _ in range(3 + 3):  # three cards, three Perks, then no hand to build
        assert (s.decision().seat, s.decision().kind) in ((0, "level-card"), (0, "level-perk"))
        s.apply_action(s.decision().options[0])
    assert (s.decision().seat, s.decision().kind) == (1, "level-card")  # the Mindthief's turn
    assert len(s.heroes[0].hand) == BRUTE.hand_size


def test_the_card_chosen_stays_private_and_the_perk_is_told() -> None:
    s = game(2)
    name = next(iter(labels(s)))
    assert s.public_action_string(labels(s)[name]) == "adds a card to the pool"
    s.apply_action(labels(s)[name])
    s.apply_action(labels(s)["Remove two -1 cards"])
    other = json.dumps(s.view(1)) + "\n".join(s.log_for(1))
    assert name not in other and name in "\n".join(s.log_for(0))
    assert "Remove two -1 cards" in other


def test_the_bots_make_the_level_up_choices() -> None:
    s = game(9)
    bot = make_bot("greedy", s.game)
    kinds = set()
    while s.decision().kind in ("level-card", "level-perk", "leave-out-card"):
        kinds.add(s.decision().kind)
        d = s.decision()
        s.apply_action(ask(bot, s, d.seat, list(d.options), Rng(1)))
    assert kinds == {"level-card", "level-perk", "leave-out-card"}
    assert len(s.heroes[0].hand) == BRUTE.hand_size
