"""Every ability card a character can play (its class's level 1 and X pool: no level-up
choice yet) goes through the bots: the greedy bot and the planner score it in a hand,
the greedy bot plays each of its halves in a turn and the planner plans and plays it
in a round, legally.

A card whose data the bots cannot read (Create Trap's value is a mapping, which once
made the heuristic's cache crash) fails here, not in someone's simulation.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, monster, pick, place, run, turn

from rulebound.bots import Bot, ask, make_bot
from rulebound.games.gloomhaven.classes import class_ids
from rulebound.games.gloomhaven.position import move_cards, set_hp
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng

SEAT = 0


def partner(class_id: str) -> str:
    return next(c for c in class_ids() if c != class_id)


def position(tmp_path: Path, class_id: str) -> GloomhavenState:
    """The class next to a wounded partner, two guards in reach, one farther off."""
    s = arena(tmp_path, party=f"{class_id},{partner(class_id)}", width=8)
    place(s, SEAT, (2, 2))
    hurt = place(s, 1, (1, 2))
    set_hp(s, hurt, hurt.hp - 3)
    monster(s, "bandit-guard", (3, 2))
    monster(s, "bandit-guard", (4, 1), rank="elite")
    monster(s, "bandit-archer", (7, 3))
    return s


def pool(s: GloomhavenState) -> list[int]:
    """The seat's playable cards, as indices into its class's cards."""
    cls = s.heroes[SEAT].cls
    return [cls.cards.index(card) for card in cls.pool(1)]


def give_hand(s: GloomhavenState, cards: list[int]) -> None:
    """The seat's hand is ``cards``; the round's plans are asked again."""
    hero = s.heroes[SEAT]
    move_cards(s, SEAT, "lost", *[c for c in hero.hand if c not in cards])
    move_cards(s, SEAT, "hand", *cards)  # in this order
    assert hero.hand == list(cards)
    run(s, *[("plan", h.seat) for h in s.heroes], ("reveal",))
    assert s.decision().kind == "plan" and s.decision().seat == SEAT


def play_turn(s: GloomhavenState, bot: Bot) -> int:
    """Let ``bot`` play the rest of the seat's turn; the number of decisions taken."""
    rng, taken, me = Rng(5), 0, s.character(SEAT).id
    while not s.is_terminal() and s.acting == me:
        assert taken < 80, "the turn does not end"
        legal = list(s.decision().options)
        # an ally hurt by the card (Cragheart) answers for itself, with the same bot
        action = ask(bot, s, s.decision().seat, legal, rng)
        assert action in legal
        s.apply_action(action)
        taken += 1
    return taken


def play_round(s: GloomhavenState, bot: Bot) -> None:
    """``bot`` plays the seat through a whole round (the greedy bot plays the partner)."""
    partner_bot, rng, taken = make_bot("greedy", s.game, seed=2), Rng(7), 0
    first = s.round
    while not s.is_terminal() and s.round == first:
        assert taken < 300, "the round does not end"
        d = s.decision()
        action = ask(bot if d.seat == SEAT else partner_bot, s, d.seat, list(d.options), rng)
        assert action in d.options
        s.apply_action(action)
        taken += 1


@pytest.mark.parametrize("class_id", class_ids())
def test_the_bots_plan_from_a_hand_of_every_card(tmp_path: Path, class_id: str) -> None:
    for name in ("greedy", "planner"):
        s = position(tmp_path, class_id)
        give_hand(s, pool(s))
        legal = list(s.decision().options)
        assert ask(make_bot(name, s.game, seed=1), s, SEAT, legal, Rng(2)) in legal


@pytest.mark.parametrize("class_id", class_ids())
def test_the_greedy_bot_plays_every_half_of_every_card(tmp_path: Path, class_id: str) -> None:
    base = position(tmp_path, class_id)
    greedy = make_bot("greedy", base.game, seed=1)
    names = [base.heroes[SEAT].cls.cards[c].name for c in pool(base)]
    for i, name in enumerate(names):
        for half in ("top", "bottom"):
            s = base.clone()
            turn(s, SEAT, name, names[(i + 1) % len(names)])
            pick(s, f"{name}: {half}")
            play_turn(s, greedy)
            assert not s.heroes[SEAT].unplayed, f"{name}: the turn ended with a card unplayed"


@pytest.mark.parametrize("class_id", class_ids())
def test_the_planner_plans_and_plays_every_card(tmp_path: Path, class_id: str) -> None:
    base = position(tmp_path, class_id)
    planner = make_bot("planner", base.game, seed=1, budget=2)
    cards = pool(base)
    for i, card in enumerate(cards):
        s = base.clone()
        # the only two cards in hand, and no discards to rest with: they are played
        give_hand(s, [card, cards[(i + 1) % len(cards)]])
        play_round(s, planner)
        assert s.round > base.round and not s.heroes[SEAT].unplayed


@pytest.mark.parametrize(
    "class_id", ["scoundrel", "spellweaver", "cragheart", "mindthief", "brute", "tinkerer"]
)
def test_the_greedy_bot_plays_every_half_of_the_higher_level_cards(
    tmp_path: Path, class_id: str
) -> None:
    """Cards of levels 2 to 9 (a levelled character's hand), for every class."""
    base = position(tmp_path, class_id)
    greedy = make_bot("greedy", base.game, seed=1)
    cls = base.heroes[SEAT].cls
    names = [c.name for c in cls.cards if c.level not in ("1", "X")]
    for i, name in enumerate(names):
        for half in ("top", "bottom"):
            s = base.clone()
            move_cards(s, SEAT, "hand", *names)
            turn(s, SEAT, name, names[(i + 1) % len(names)])
            pick(s, f"{name}: {half}")
            play_turn(s, greedy)
            assert not s.heroes[SEAT].unplayed, f"{name}: the turn ended with a card unplayed"


@pytest.mark.parametrize("class_id", ["spellweaver", "cragheart", "tinkerer"])
def test_the_planner_plans_and_plays_every_higher_level_card(tmp_path: Path, class_id: str) -> None:
    """The planner with two cards of levels 2 to 9 in hand plays both in a round (the
    classes whose higher cards brought the most new engine rules)."""
    base = position(tmp_path, class_id)
    planner = make_bot("planner", base.game, seed=1, budget=2)
    cls = base.heroes[SEAT].cls
    cards = [i for i, c in enumerate(cls.cards) if c.level not in ("1", "X")]
    for i, card in enumerate(cards):
        s = base.clone()
        give_hand(s, [card, cards[(i + 1) % len(cards)]])
        play_round(s, planner)
        assert s.round > base.round and not s.heroes[SEAT].unplayed, cls.cards[card].name
