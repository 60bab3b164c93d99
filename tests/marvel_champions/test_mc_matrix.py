"""The bot-vs-Rhino matrix: both heroes, standard and expert, one and two players,
three seeds, with the greedy (heuristic) bot on every seat. Each game plays to the
end, and its saved replay replays to an identical state and event log."""

from __future__ import annotations

import pytest

from rulebound.bots import make_bot
from rulebound.kernel.decision import CHANCE
from rulebound.kernel.game import load_game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

TEAMS = ("spider-man", "captain-marvel", "spider-man,captain-marvel", "captain-marvel,spider-man")
SEEDS = (1, 2, 3)


def play_greedy(heroes: str, expert: bool, seed: int, **params: object) -> State:
    """One game with the greedy bot on every seat, to the end."""
    game = load_game("marvel-champions", heroes=heroes, expert=expert, **params)
    state = game.new_initial_state(seed)
    bots = [make_bot("greedy", game, seed=seed + k) for k in range(game.num_players)]
    chance = Rng(seed)
    for _ in range(game.info.max_game_length):
        if state.is_terminal():
            break
        decision = state.decision()
        if decision.seat == CHANCE:
            state.apply_action(sample_chance(state, chance))
            continue
        view = state.view(decision.seat)
        state.apply_action(bots[decision.seat].choose(view, list(decision.options)))
    return state


@pytest.mark.rules("MC-ELIM-07")
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("expert", [False, True], ids=["standard", "expert"])
@pytest.mark.parametrize("heroes", TEAMS)
def test_greedy_game_ends_and_replays(heroes: str, expert: bool, seed: int) -> None:
    state = play_greedy(heroes, expert, seed)
    assert state.is_terminal()
    returns = state.returns()
    assert len(set(returns)) == 1 and returns[0] in (1.0, -1.0)  # one shared result
    again = Replay.from_json(state.to_replay().to_json()).run()
    assert again.snapshot() == state.snapshot()
    assert again.log == state.log


NEW_CONTENT = [
    ("she-hulk", "rhino", "masters-of-evil"),
    ("iron-man", "rhino", "under-attack,legions-of-hydra"),
    ("she-hulk,iron-man", "klaw", ""),
    ("spider-man,captain-marvel,she-hulk,iron-man", "klaw", "the-doomsday-chair"),
    ("black-panther,spider-man", "rhino", "bomb-scare"),
]


@pytest.mark.parametrize(("heroes", "villain", "modular"), NEW_CONTENT)
def test_greedy_plays_the_new_content(heroes: str, villain: str, modular: str) -> None:
    """The heuristic answers every decision the new cards ask (Melter's forced
    defense, Futurist, Sonic Boom...), and the game replays."""
    for seed in (1, 2):
        state = play_greedy(heroes, False, seed, villain=villain, modular=modular)
        assert state.is_terminal()
        again = Replay.from_json(state.to_replay().to_json()).run()
        assert again.snapshot() == state.snapshot()
