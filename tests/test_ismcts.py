"""The ISMCTS bot: budgets by name, legal answers from models, complete games."""

from __future__ import annotations

import time

import pytest

from rulebound import load_game
from rulebound.bots import BotError, IsmctsBot, ask, make_bot
from rulebound.kernel.rng import Rng
from rulebound.sim import run_sim


def test_budget_in_the_name() -> None:
    game = load_game("marvel-mission-arena")
    bot = make_bot("ismcts:sims=7:c=0.5:rollout=40", game)
    assert isinstance(bot, IsmctsBot)
    assert (bot.simulations, bot.exploration, bot.rollout) == (7, 0.5, 40)
    assert make_bot("ismcts", game, budget=12).simulations == 12
    assert make_bot("ISMCTS:seconds=0.25", game).seconds == 0.25
    destiny = load_game("star-wars-destiny")
    assert make_bot("ismcts", destiny).evaluation is not None  # the planner's evaluation
    assert make_bot("ismcts:eval=0:prior=0", destiny).evaluation is None


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("ismcts:sims=0", "bad parameter 'sims=0'"),
        ("ismcts:sims", "bad parameter 'sims'"),
        ("ismcts:speed=3", "unknown parameter 'speed'"),
        ("greedy:sims=3", "takes no parameters"),
    ],
)
def test_bad_names_are_one_line_errors(name: str, message: str) -> None:
    with pytest.raises(BotError, match=message):
        make_bot(name, load_game("star-wars-destiny"))


@pytest.mark.parametrize(
    ("game", "bots"),
    [
        ("marvel-mission-arena", ["ismcts:sims=3:rollout=30", "random"]),
        ("star-wars-destiny", ["ismcts:sims=4", "greedy"]),
        ("marvel-champions", ["ismcts:sims=4"]),
        ("gloomhaven", ["ismcts:sims=2", "ismcts:sims=2"]),
    ],
)
def test_plays_complete_games_in_sim(game: str, bots: list[str]) -> None:
    result = run_sim(game, games=1, bots=bots, seed=5)
    assert result["games_played"] == 1 and result["complete"]
    if game == "star-wars-destiny":
        again = run_sim(game, games=1, bots=bots, seed=5)
        assert again["bots"] == result["bots"]  # a pure function of the seed


def test_time_budget_is_kept() -> None:
    game = load_game("marvel-mission-arena")
    state = game.new_initial_state(seed=2)
    rng = Rng(2)
    while len(state.legal_actions()) < 2:
        state.apply_action(state.legal_actions()[0])
    bot = make_bot("ismcts:seconds=0.05", game, seed=1)
    seat = state.current_player()
    started = time.perf_counter()
    action = ask(bot, state, seat, state.legal_actions(), rng)
    assert time.perf_counter() - started < 1.0
    assert action in state.legal_actions()


def test_in_the_gymnasium_adapter_as_the_other_seat() -> None:
    import numpy as np

    from rulebound.envs import gymnasium_env

    env = gymnasium_env("star-wars-destiny", bot="ismcts:sims=2")
    obs, info = env.reset(seed=1)
    assert info["seat"] == 0 and obs["action_mask"].sum() > 0
    obs, _, _, _, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.play.state.current_player() in (0, -4)
