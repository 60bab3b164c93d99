"""The planner bot: rollouts on determinized copies (models) of a Gloomhaven state."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
import yaml
from gh_helpers import arena, arena_file, monster, place, scenario_one

from rulebound import load_game
from rulebound.bots import Bot, BotError, PlannerBot, View, ask, make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.figures import Hero
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.planner import (
    _threat,
    candidates,
    evaluate,
    guess_plans,
    planner_choose,
    race,
    rounds_left,
)
from rulebound.games.gloomhaven.position import (
    exhaust_character,
    give_conditions,
    move_cards,
    remove_figure,
    reveal_rooms,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng
from rulebound.kernel.state import State
from rulebound.sim import run_sim


class ModelSpy(Bot):
    """Records the models it is given; answers the first legal action."""

    uses_model = True

    def __init__(self) -> None:
        super().__init__()
        self.models: list[State] = []

    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        raise AssertionError("a bot that uses a model is asked with one")

    def choose_with_model(self, view: View, legal_actions: Sequence[int], model: State) -> int:
        self.models.append(model)
        return legal_actions[0]


def duel(tmp_path: Path) -> GloomhavenState:
    """Brute and Mindthief against two Bandit Guards in a small room."""
    s = arena(tmp_path)
    monster(s, "bandit-guard", (4, 2))
    monster(s, "bandit-guard", (5, 3), rank="elite")
    return s


def test_ask_gives_a_searching_bot_a_redrawn_copy_not_the_state(tmp_path: Path) -> None:
    s = duel(tmp_path)
    spy = ModelSpy()
    seat = s.decision().seat
    ask(spy, s, seat, list(s.decision().options), Rng(3))
    (model,) = spy.models
    assert model is not s and model.view(seat) == s.view(seat)
    model.apply_action(model.decision().options[0])  # the copy is the bot's to play on
    assert s.view(seat) != model.view(seat)


def test_evaluate_prefers_won_to_going_on_to_lost(tmp_path: Path) -> None:
    s = duel(tmp_path)
    hurt = s.clone()
    s.monsters()[0].hp -= 3
    assert evaluate(s) > evaluate(hurt)
    won, lost = s.clone(), s.clone()
    won.outcome, lost.outcome = "won", "lost"
    assert evaluate(won) > evaluate(s) > evaluate(lost)
    wounded = s.clone()
    wounded.character(0).hp -= 4
    assert evaluate(wounded) < evaluate(s)


def test_the_planner_plays_legal_reproducible_games(tmp_path: Path) -> None:
    path = arena_file(tmp_path, width=6, height=4)
    game = load_game("gloomhaven", party="brute,mindthief", hands="first", scenario_file=str(path))

    def play(seed: int) -> list[str]:
        state = game.new_initial_state(seed)
        while state.decision().kind == "start-hex":
            state.apply_action(state.decision().options[0])
        monster(state, "bandit-guard", (5, 1))
        place(state, 0, (0, 1))
        bots = [PlannerBot.for_game(game, seed=k, budget=1) for k in range(2)]
        rng = Rng(seed + 100)
        while not state.is_over():
            d = state.decision()
            action = ask(bots[d.seat], state, d.seat, list(d.options), rng)
            assert action in d.options  # the bot checks too
            state.apply_action(action)
        return state.log

    first = play(4)
    assert first == play(4)
    assert "The scenario is won" in " ".join(first) or "scenario is lost" in " ".join(first)


def test_planner_sim_runs_through_the_driver(tmp_path: Path) -> None:
    path = arena_file(tmp_path, width=5, height=4)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    guard = {"type": "bandit-guard", "hex": [4, 2], "players": {2: "normal"}}
    data["rooms"][0]["monsters"] = [guard]
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    params = {"hands": "first", "scenario_file": str(path)}
    result = run_sim("gloomhaven", games=2, bots=["planner", "greedy"], seed=2, params=params)
    assert sum(b["games"] for b in result["bots"]) == 4
    assert result["bots"][0]["decisions_per_game"] > 0
    assert result == run_sim("gloomhaven", 2, ["planner", "greedy"], 2, params=params) | {
        "timing": result["timing"]
    }


def test_without_a_model_the_planner_plays_the_greedy_policy(tmp_path: Path) -> None:
    s = duel(tmp_path)
    bot = make_bot("planner", s.game, seed=1)
    greedy = make_bot("greedy", s.game, seed=1)
    d = s.decision()
    view = s.view(d.seat)
    assert bot.choose(view, list(d.options)) == greedy.choose(view, list(d.options))


def test_a_plan_decision_is_searched_and_legal(tmp_path: Path) -> None:
    s = duel(tmp_path)
    d = s.decision()
    assert d.kind == "plan"
    model = s.resample_hidden(d.seat, Rng(1))
    action = planner_choose(model, d.seat, list(d.options), Rng(2), budget=1)
    assert action in d.options
    assert action == planner_choose(model, d.seat, list(d.options), Rng(2), budget=1)


def test_games_without_a_planner_refuse_the_planner_bot() -> None:
    with pytest.raises(BotError, match="no planner"):
        make_bot("planner", load_game("marvel-mission-arena"))


def _holdings(hero: Hero, with_plan: bool) -> list[int]:
    held = hero.hand + hero.discard + hero.lost + [a.card for a in hero.active]
    return held + list(hero.plan) if with_plan else held


@pytest.mark.rules("GH-RSTART-05", "GH-RSTART-08")
def test_a_model_made_before_a_partner_plans_keeps_each_of_its_cards_once() -> None:
    """The first character to plan in round 2 asks for a model while its partner
    still holds round 1's plan, whose cards are already discarded: that stale plan
    is no secret, so neither the model nor the planner's guess may deal its cards
    back into the partner's hand."""
    s = load_game("gloomhaven", party="brute,mindthief").new_initial_state(3)
    while not (s.round == 2 and s.decision().kind == "plan"):
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    seat = s.decision().seat
    partner = s.heroes[1 - seat]
    played = partner.discard + partner.lost + [a.card for a in partner.active]
    assert len(partner.plan) == 2 and set(partner.plan) <= set(played)
    assert partner not in s.secret_plans()
    for n in range(5):
        model = s.resample_hidden(seat, Rng(n))
        guess_plans(model, seat)
        for hero in model.heroes:
            held = _holdings(hero, hero in model.secret_plans())
            assert len(held) == len(set(held)), hero.cls.name
        assert model.heroes[1 - seat].hand == partner.hand


@pytest.mark.rules("GH-RSTART-05", "GH-RSTART-08")
def test_a_partner_plan_chosen_this_round_is_redrawn_in_the_model() -> None:
    s = load_game("gloomhaven", party="brute,mindthief").new_initial_state(3)
    while not (s.round == 2 and s.decision().kind == "plan"):
        d = s.decision()
        s.apply_action(heuristic_policy(s.view(d.seat), list(d.options)))
    first = s.decision().seat
    while s.decision().seat == first:  # two cards and the leading one (or a Long Rest)
        s.apply_action(heuristic_policy(s.view(first), list(s.decision().options)))
    second = s.decision().seat
    assert second != first and s.decision().kind == "plan"
    chosen = s.heroes[first]
    assert chosen in s.secret_plans()
    plans = set()
    for n in range(12):
        model = s.resample_hidden(second, Rng(n))
        hero = model.heroes[first]
        held = _holdings(hero, True)
        assert len(held) == len(set(held))
        assert sorted(hero.hand + list(hero.plan)) == sorted(chosen.hand + list(chosen.plan))
        plans.add(hero.plan)
    assert len(plans) > 1


def test_evaluate_fears_the_monsters_that_can_reach_a_character_next_round(
    tmp_path: Path,
) -> None:
    """The evaluation stops at a round's start: a Mindthief left where both guards
    can reach it next round is worse off than one out of their reach, at the same
    HP and cards; a Stunned guard threatens nobody."""
    s = duel(tmp_path)  # guards at (4, 2) and (5, 3): Move 3 and 2, melee
    place(s, 0, (0, 0))
    near, far = s.clone(), s.clone()
    place(near, 1, (3, 2))
    place(far, 1, (0, 4))
    assert evaluate(near) < evaluate(far)
    stunned = near.clone()
    for guard in stunned.monsters():
        give_conditions(stunned, guard, "stun")
    assert evaluate(stunned) > evaluate(near)


def test_the_threat_counts_each_monster_that_can_reach_its_nearest_enemy(
    tmp_path: Path,
) -> None:
    """A level-1 Bandit Guard (Move 3, melee) reaches a character four hexes away; a
    Stunned guard threatens nobody, and the other guards still do."""
    s = duel(tmp_path)  # a guard at (4, 2), an elite guard (Move 2, Attack 3) at (5, 3)
    place(s, 0, (0, 0))
    mindthief = place(s, 1, (0, 2))  # four hexes from the guard, five from the elite
    assert _threat(s) == {mindthief.id: 2}
    place(s, 1, (2, 3))  # next to neither; in reach of both
    guard = s.figure_at((4, 2))
    assert guard is not None
    give_conditions(s, guard, "stun")
    assert _threat(s) == {mindthief.id: 3}


def test_rounds_left_follow_the_exhaustion_arithmetic() -> None:
    """Two cards a round while the hand holds two, a Long Rest (one card lost) when
    it does not, exhausted when it can do neither (GH-LREST-02, GH-RSTART-03, -04): a
    ten-card hand lasts 25 rounds of play, and resting early costs rounds."""
    assert [rounds_left(n, 0) for n in range(6)] == [0, 0, 1, 2, 4, 6]
    assert rounds_left(10, 0) == 25
    assert rounds_left(1, 1) == 0  # a rest leaves one card: exhausted
    assert rounds_left(4, 4) == 14 > rounds_left(7, 0) == 12  # rest now, not later


def test_the_race_counts_the_cards_against_the_monsters_still_to_kill() -> None:
    """Black Barrow's first round: cards to spare. With most cards lost, the party
    lacks rounds, the more so with a room still closed, and a killed monster helps."""
    s = scenario_one()
    assert race(s) < 0.5
    for seat, cards in ((0, 6), (1, 7)):
        hero = s.heroes[seat]
        move_cards(s, seat, "lost", *hero.hand[:cards])
    short = race(s)
    assert short > 5
    opened = s.clone()
    reveal_rooms(opened, 2)  # its monsters now stand on the board: no walk to them
    assert race(opened) < short
    fewer = s.clone()
    remove_figure(fewer, fewer.monsters()[0])
    assert race(fewer) < short
    alone = s.clone()
    exhaust_character(alone, 1)  # its cards play no more rounds (GH-EXHAUST-02)
    assert race(alone) > short


def test_the_plans_tried_are_the_best_pairs_in_both_orders() -> None:
    """The heuristic's six best pairs in both orders (the order sets the initiative,
    GH-RSTART-06, -13), and no Long Rest with nothing discarded."""
    s = scenario_one()
    d = s.decision()
    while d.kind != "plan":
        s.apply_action(d.options[0])
        d = s.decision()
    base = candidates(s, d.seat, list(d.options))
    assert len(base) == 2 * planner.PAIRS and enc.LONG_REST not in base  # nothing discarded
    assert len(set(base)) == len(base)
    for plan, swapped in zip(base[::2], base[1::2], strict=True):
        lead, second = divmod(plan - enc.PLAN, 100)
        assert swapped == enc.plan_action(second, lead)  # the same pair, the other lead
